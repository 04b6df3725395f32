"""The self-check answers of lessons 01, 02, 04, 05, 06 and 11 (issue 21 item 9: questions that apply the
lesson's rule to a new hand, wall or ruleset) are what the engine says for that situation.

Each test runs the lesson's quiz helper, reads the answer of the question it asks, and checks it
against the value worked out by hand from the rule (the articles' rule, the preset's options) and
against the engine itself, played or asked on the same situation.
"""

from __future__ import annotations

import pytest

from mjteach import Hand, Meld, Rules
from mjteach.course import script, table, tsumo
from mjteach.scoring import evaluate
from mjteach.waits import riichi_ankan_reason
from mjteach.widgets.quiz import resolve


@pytest.fixture
def asked(monkeypatch):
    """Run a quiz helper; returns {English question: (answer, kind)}, looked up by its start."""
    import IPython.display

    def run(helper, *args):
        shown = []
        monkeypatch.setattr(IPython.display, "display", lambda *objs, **kw: shown.extend(objs))
        helper(*args)
        out = {}
        for q in shown:
            answer = q._answer
            if q._choices is not None:
                answer = resolve(q._choices[answer], "en")
            out[resolve(q._question, "en")] = (answer, q.kind)
        return _ByStart(out)

    return run


class _ByStart(dict):
    def __getitem__(self, start: str):
        found = [v for k, v in self.items() if k.startswith(start)]
        assert len(found) == 1, f"{len(found)} questions start {start!r}: {list(self)}"
        return found[0]


def test_lesson_02_a_daiminkan_goes_on_with_a_replacement_draw(asked):
    from mjteach.course.scenes.checks import check_kan_steps

    r = table("daiminkan_basic")
    before = len(r.events)
    r.play(script("daiminkan_basic")[0])
    kinds = [e.kind for e in r.events[before:]]
    assert kinds.index("rinshan_draw") == kinds.index("kan") + 1  # the engine: kan, then replacement draw
    got = asked(check_kan_steps)
    assert got["The player on your left discards 8s; you"] == ("you draw a replacement tile", "apply")


def test_lesson_02_a_discard_is_never_added_to_a_pon(asked):
    from mjteach.course.scenes.checks import check_kan_steps
    from mjteach.scenario import load_scenario

    data = dict(load_scenario("daiminkan_basic").data, actions=[])
    data["seats"] = [dict(data["seats"][0], hand="2399m222666p (88^8s)"), *data["seats"][1:]]
    r = table(data)
    assert {a.kind for a in r.legal_actions(0)} == {"draw"}  # no claim on the 8s: the next draw
    got = asked(check_kan_steps)
    assert got["You called pon on 8s earlier. Now the pl"] == ("nothing: let it go", "apply")
    assert got["You have just called chi with 45m on ka"] == ("no", "apply")


def test_lesson_04_ema_kakan_rinshan_win_has_three_indicators_and_tenhou_two(asked):
    from mjteach.course.scenes.checks import check_kan_dora, rinshan_win_indicators

    # the first indicator, the earlier ankan's, and the kakan's own where it is turned at once
    assert rinshan_win_indicators("ema_2016") == 3
    assert rinshan_win_indicators("tenhou") == 2
    assert rinshan_win_indicators("jpml") == 1  # no kan dora at all
    got = asked(check_kan_dora)
    assert got["Under the EMA rules, a player who made a"] == (3, "apply")


def test_lesson_04_riichi_win_after_three_kans_reads_five_indicators_without_kan_ura(asked):
    from mjteach.course.scenes.checks import check_kan_dora, riichi_win_indicators

    assert riichi_win_indicators(3, kan_ura=False) == 4 + 1
    assert riichi_win_indicators(3, kan_ura=True) == 4 + 4
    assert riichi_win_indicators(0, kan_ura=True) == 2
    got = asked(check_kan_dora)
    assert got["A player in riichi wins after three kans"] == (5, "apply")
    assert got["Under the EMA rules, after a daiminkan, "] == ("yes", "apply")


def test_lesson_05_riichi_ankan_answers_follow_the_engines_verdicts(asked):
    from mjteach.course.scenes.checks import check_ankan, predict_riichi_ankan_9m

    assert riichi_ankan_reason(Hand.parse("7999m 456p 789s 777z +9m"), "9m",
                               Rules.preset("tenhou")).code == "riichi_ankan.changes_wait"
    assert asked(predict_riichi_ankan_9m)["In riichi on 7999m (the rest of the han"] == (
        "no: the wait would change", "predict")
    strict = riichi_ankan_reason(Hand.parse("333444555p 789s 1z +3p"), "3p", Rules.preset("m_league"))
    assert strict.code == "riichi_ankan.changes_decomposition"
    assert riichi_ankan_reason(Hand.parse("333444555p 789s 1z +3p"), "3p", Rules.preset("tenhou")) is None
    got = asked(check_ankan)
    assert got["Under M.League's rules (the same decompo"] == (
        "no: the wait stays, but the sets would change", "apply")
    assert got["In riichi: 5666m 123p 456s 789s"] == ("no", "apply")


def test_lesson_05_an_ankan_hand_won_by_self_draw_scores_menzen_tsumo_only(asked):
    from mjteach.course.scenes.checks import check_ankan

    v = evaluate(Hand.parse("123m 678p 3455s [9999p] +2s"), tsumo("2s"))
    assert v.yaku_han == {"menzen_tsumo": 1}
    assert asked(check_ankan)["A hand with an ankan of 9p: 123m 678p 3"] == ("menzen tsumo", "apply")


def test_lesson_06_daiminkan_from_the_right_lies_rightmost_and_ema_ranks_the_kan_first(asked):
    from mjteach.course import chi_or_daiminkan, sideways_position
    from mjteach.course.scenes.checks import check_daiminkan

    assert sideways_position(Meld.daiminkan("2222p", "2p", "shimocha")) == 4
    assert chi_or_daiminkan("ema_2016")["call"] == "daiminkan"
    assert chi_or_daiminkan("wrc")["call"] == "chi"  # the distractor is right elsewhere
    got = asked(check_daiminkan)
    assert got["The player on your right discards 2p and"] == (4, "apply")
    assert got["Under the EMA rules, the same chi and, a"] == ("the daiminkan", "apply")


def test_lesson_01_sanankou_comes_from_the_ankan_hand_only(asked):
    from mjteach.course import ron
    from mjteach.course.scenes.checks import predict_sanankou

    ankan = evaluate(Hand.parse("222p 666p 23m 99m [8888s]"), ron("1m"))
    daiminkan = evaluate(Hand.parse("222p 666p 23m 99m (66^66z)"), ron("1m"))
    assert "sanankou" in ankan.yaku_han and "sanankou" not in daiminkan.yaku_han
    got = asked(predict_sanankou)
    assert got["Which of the two hands scores sanankou?"] == ("only the 8s ankan hand", "predict")


def test_lesson_01_an_ankan_of_1m_leaves_a_six_han_chinitsu_not_chuuren(asked):
    from mjteach.course import ron
    from mjteach.course.scenes.checks import check_kantsu

    v = evaluate(Hand.parse("2345678999m [1111m]"), ron("8m"))
    assert v.yaku_han == {"chinitsu": 6}
    # without the kan the same tiles are the pure nine gates: the kan is what breaks it
    assert "junsei_chuuren" in evaluate(Hand.parse("1112345678999m"), ron("8m")).yaku_han
    got = asked(check_kantsu)
    assert got["Four 1m made into an ankan, with 23456789"] == ("chinitsu, 6 han", "apply")
    assert got["This hand holds 2222m 345p 678s and an a"] == (1, "apply")


def test_lesson_01_only_an_ankan_makes_the_third_concealed_triplet(asked):
    from mjteach.course import ron
    from mjteach.course.scenes.checks import check_kantsu

    def sanankou(meld):
        return "sanankou" in evaluate(Hand.parse("444m 555z 23p 66s " + meld), ron("1p")).yaku_han

    assert sanankou("[9999m]") and not sanankou("(99^+99m)") and not sanankou("(99^99m)")
    got = asked(check_kantsu)
    assert got["444m, a haku triplet (555z), 23p and 66s"] == ("only an ankan", "apply")


def test_lesson_11_a_win_beats_a_chi_called_first_even_under_first_voice(asked):
    from mjteach.course import three_way_claims
    from mjteach.course.scenes.checks import check_call_priority

    assert three_way_claims([(1, "chi"), (2, "pon"), (3, "pass")], "wrc")["call"] == "chi"  # first voice takes a meld
    assert three_way_claims([(1, "chi"), (2, "pass"), (3, "ron")], "wrc")["call"] == "ron"
    assert asked(check_call_priority)["Under the WRC 2015 rules, the next playe"] == ("the ron", "apply")


def test_lesson_11_kuikae_refuses_the_called_tile_and_the_other_end_not_a_rebuilt_hand(asked):
    from mjteach.course import after_chi
    from mjteach.course.scenes.checks import check_call_priority
    from mjteach.round import Action

    def refused(hand, called, using, tile, preset="tenhou"):
        return after_chi(hand, called, using, preset).why_not(Action.discard(1, tile)) is not None

    assert refused("5678m345p88p13p4z7z", "5m", "67m", "5m") and refused("5678m345p88p13p4z7z", "5m", "67m", "8m")
    assert not refused("5678m345p88p13p4z7z", "5m", "67m", "8m", "saikouisen_classic")  # kuikae allowed there
    assert not refused("123456m345p88p3z7z", "7m", "56m", "1m") and refused("123456m345p88p3z7z", "7m", "56m", "4m")
    got = asked(check_call_priority)
    assert got["You hold 5678m and call chi on the 5m fr"] == ("5m and 8m", "apply")
    assert got["You hold 123456m and call chi on 7m with"] == ("only 1m", "apply")
