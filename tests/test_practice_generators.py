"""Practice generators (mjteach.practice): for many seeds, every difficulty and every preset, the
situation is reachable (the engine builds it: tile counts, wall, turn), the answer is the one the
engine gives, exactly one choice (or one set, for kuikae) is correct, and the explanation names
the deciding rule's source.

Sources: 槓 § 暗槓/加槓/大明槓/嶺上牌/槓ドラ/槍槓/メリットとデメリット; 副露 § 優先順位, § 喰い替え,
§ 役の消滅, § 喰い下がり; rulesets.md §2 (presets).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjteach import Hand, Round
from mjteach.practice import CONCEPTS, ExerciseError, make
from mjteach.round import Action
from mjteach.rules import PRESETS, CallPriority, Kuikae
from mjteach.tiles import Tile

SEEDS = range(4)
DIFFS = (1, 2, 3)


def _all(concept):
    for name in PRESETS:
        for d in DIFFS:
            for s in SEEDS:
                try:
                    yield make(concept, s, d, name)
                except ExerciseError:
                    # allowed only where the ruleset makes the concept impossible (none so far)
                    raise


@pytest.mark.parametrize("concept", CONCEPTS)
def test_one_correct_answer_and_a_named_rule_for_every_preset(concept):
    for e in _all(concept):
        ids = [c.id for c in e.choices]
        assert len(ids) == len(set(ids)), e.key
        assert e.answer <= set(ids), e.key
        if e.multi:
            assert e.grade(e.answer)
        else:
            assert len(e.answer) == 1, e.key
            (right,) = e.answer
            assert e.grade(right)
            assert not any(e.grade(i) for i in ids if i != right), e.key
        # the rule's source: an article section or a ruleset option
        assert "§" in e.source or "rules." in e.source, e.key
        assert e.deciding, e.key
        for lang in ("en", "ja", "zh"):
            t = e.texts(lang)
            assert t["prompt"] and t["hint"] and t["mistake"] and all(t["explanation"])
            assert t["answer_labels"] or e.multi


def _tile_counts_ok(*notations):
    seen = [0] * 34
    for text in notations:
        if text:
            for t in Hand.parse(text).all_tiles():
                seen[t.kind] += 1
    return max(seen) <= 4


@pytest.mark.parametrize("concept", ["kan-fu", "worth-kan", "kuisagari", "meld-layout"])
def test_hands_without_a_round_hold_no_fifth_tile(concept):
    """The hands valued without a Round (scoring only) are reachable: at most four of a kind,
    the winning tile included."""
    for e in _all(concept):
        f = e.figure
        win = f.get("win") if not f.get("tsumo") else None
        assert _tile_counts_ok(f.get("hand"), win), e.key
        if f.get("after"):
            assert _tile_counts_ok(f["after"], win), e.key


@pytest.mark.parametrize("concept", CONCEPTS)
def test_situation_is_reachable_in_the_engine(concept):
    """The scenario the answer was read from loads again: no fifth tile, a wall of the right
    size, 13/14 tiles per seat (mjteach.scenario checks these)."""
    for e in _all(concept):
        if e.situation is None:
            continue
        r = Round.from_scenario(e.situation)
        seen = [0] * 34
        for p in r.players:
            for t in p.hand.all_tiles():
                seen[t.kind] += 1
        assert max(seen) <= 4
        assert r.wall.live_remaining >= 0


def test_same_seed_same_exercise():
    for c in CONCEPTS:
        a, b = make(c, 7, 2, "tenhou"), make(c, 7, 2, "tenhou")
        assert a.to_dict("en") == b.to_dict("en")


def test_kan_legality_answer_is_why_not_of_the_action():
    """槓 § 暗槓/加槓/大明槓: the answer is the category of Round.why_not (legal when None)."""
    from mjteach.practice.kans import _legality_category

    codes = set()
    for e in _all("kan-legality"):
        r = Round.from_scenario(e.situation)
        reason = r.why_not(Action.parse(e.figure["action"], 0))
        codes.add(reason.code if reason else "legal")
        assert e.answer == {_legality_category(reason.code if reason else None)}
        assert e.deciding == (reason.code if reason else "legal")
        if reason:
            assert e.source == reason.source
    # the sets of seeds reach refusals of several kinds, not only "legal"
    assert {"legal", "kan.haitei", "kan.after_call"} <= codes


def test_meld_layout_called_tile_points_to_its_source():
    """副露 § ポン/チー, 槓 § 大明槓: kamicha left, toimen centre, shimocha right; 槓 § 加槓: the added
    tile lies on the sideways tile; 槓 § 暗槓: rules.ankan_face_down."""
    side = {"kamicha": "left", "toimen": "centre", "shimocha": "right"}
    for e in _all("meld-layout"):
        (a,) = e.answer
        meld = Hand.parse(e.figure["meld"]).melds[0]
        if meld.kind.value == "ankan":
            assert a == e.rules.ankan_face_down
        elif meld.kind.value == "kakan":
            assert a == "on_" + side[e.figure["source"]]
        else:
            assert a == side[e.figure["source"]]


def test_kan_dora_answer_matches_the_rules_timing():
    """槓 § 槓ドラ: immediate counts for the rinshan win, after-discard does not; no kan dora at all
    under jpml / saikouisen_classic."""
    for e in _all("kan-dora"):
        (a,) = e.answer
        kind = e.figure["kind"]
        if not e.rules.kan_dora:
            assert a == "none"
        elif e.figure["ask"] == "timing":
            assert a == e.rules.kan_dora_timing(kind).value
            assert (a == "immediate") == e.rules.kan_dora_counts_for_rinshan(kind)
        elif e.figure["ask"] == "rinshan_win":
            assert (a == "both") == e.rules.kan_dora_counts_for_rinshan(kind)
        else:  # which tile the turned indicator makes dora
            ind = Tile.parse(e.figure["indicator"])
            assert a == Tile(ind.dora(players=e.rules.players).kind).notation


def test_kuikae_bans_follow_the_rule():
    """副露 § 喰い替え: the called tile is always banned unless the table allows kuikae; under the
    strict rule the suji end of a chi is banned too."""
    for e in _all("kuikae"):
        called = e.figure["called"]
        if e.rules.kuikae is Kuikae.ALLOWED:
            assert e.answer == frozenset()
        elif called in {c.id for c in e.choices}:
            assert called in e.answer


def test_chankan_of_an_ankan_only_by_kokushi_where_allowed():
    """槓 § 槍槓: a kakan can be robbed; an ankan only by kokushi under kokushi_chankan_ankan."""
    for e in _all("chankan"):
        (a,) = e.answer
        v = e.figure["variant"]
        if v in ("kakan_wait", "kakan_dama"):
            assert a == "yes"
        elif v in ("kakan_furiten", "kakan_other", "ankan_normal"):
            assert a == "no"
        else:
            assert a == ("yes" if e.rules.kokushi_chankan_ankan else "no")


def test_call_priority_ron_first_then_the_table_rule():
    """副露 § 優先順位: ron beats every call; under ron_pon_chi a pon/kan beats a chi whatever the
    order; under first_call the first voice among melds wins."""
    for e in _all("call-priority"):
        (a,) = e.answer
        hands = e.figure["hands"]
        order = e.figure["order"]
        calls = {s: c for s, c in zip(order, _calls(e), strict=True)}
        if "ron" in calls.values():
            assert calls[int(a)] == "ron"
        elif e.rules.call_priority is CallPriority.RON_PON_CHI:
            assert calls[int(a)] in ("pon", "daiminkan")
        else:
            assert int(a) == order[0]
        assert set(map(int, hands)) == set(calls)


def _calls(e):
    # the voices in order, as the prompt lists them: read back from the choices' labels' ids
    kinds = {}
    for c in e.choices:
        call = dict(c.label.fields)["call"]
        kinds[int(c.id)] = call.key.split(".")[-1]  # meld.pon -> pon, practice.ron -> ron
    return [kinds[s] for s in e.figure["order"]]


def test_kan_fu_set_values_follow_the_kan_table():
    """槓 § メリットとデメリット: a closed kan is 16/32 fu, an open kan 8/16 (simples / terminals
    and honors)."""
    for e in _all("kan-fu"):
        if e.difficulty != 1:
            continue
        (a,) = e.answer
        kind = e.deciding.split(".")[1]
        tile = Hand.parse(e.figure["after"]).kans[0].tiles[0]
        base = 8 if tile.is_terminal_or_honor else 4
        want = base * 4 if kind == "ankan" else base * 2
        assert int(a) == want, e.key


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(concept=st.sampled_from(CONCEPTS), seed=st.integers(0, 10**6),
       difficulty=st.sampled_from(DIFFS), preset=st.sampled_from(sorted(PRESETS)))
def test_any_seed_makes_a_sound_exercise(concept, seed, difficulty, preset):
    """Any seed, any preset: an exercise is made, has one correct answer among its choices, and
    a situation the engine loads again."""
    e = make(concept, seed, difficulty, preset)
    assert e.answer <= {c.id for c in e.choices}
    assert e.multi or len(e.answer) == 1
    if e.situation is not None:
        Round.from_scenario(e.situation)
    if concept == "kan-legality":
        from mjteach.practice.kans import _legality_category

        reason = Round.from_scenario(e.situation).why_not(Action.parse(e.figure["action"], 0))
        assert e.answer == {_legality_category(reason.code if reason else None)}
