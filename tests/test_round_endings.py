"""Every way a hand ends, one test per rule (rulesets.md §2.3, §2.5, §2.7; riichi.wiki
"Tochuu ryuukyoku" S37; Tenhou's rule list S1/S2). Real records: tests/test_replay_endings.py."""

from round_helpers import code, sc

from mjteach import i18n
from mjteach.round import Action

F1, F2, F3 = "11445577m11345p", "6688m7799p1133s5z", "22445577s12346z"
NINE = "19m19p19s1234z258m+5z"  # 11 kinds of terminals and honors


def test_kyuushu_kyuuhai_is_a_legal_choice_on_the_first_draw():
    """九種九牌 (rules.kyuushu_kyuuhai, Tenhou; S37): 9+ kinds of terminals/honors on the first
    uninterrupted draw: the player may end the hand; it is listed among the legal actions."""
    r = sc([NINE, F1, F2, F3], turn=0)
    assert Action.kyuushu(0) in r.legal_actions(0)
    events = r.play("kyuushu", seat=0)
    assert [e.kind for e in events] == ["abortive_draw"]
    assert r.result["kind"] == "kyuushu_kyuuhai" and events[0].data["kinds"] == 11
    assert r.result["deltas"] == [0, 0, 0, 0]


def test_kyuushu_kyuuhai_needs_nine_kinds():
    """九種九牌: 8 kinds are not enough; the reason says how many the hand holds."""
    r = sc(["19m19p19s12z22588m+6m", F1, F2, F3], turn=0)
    assert Action.kyuushu(0) not in r.legal_actions(0)
    reason = r.why_not(Action.kyuushu(0))
    assert reason.code == "kyuushu.too_few" and dict(reason.params)["kinds"] == 8


def test_kyuushu_kyuuhai_only_before_any_call_or_own_discard():
    """九種九牌: only on the first draw of an uninterrupted go-around."""
    r = sc([{"hand": NINE, "discards": "9s"}, F1, F2, F3], turn=0, interrupted=True)
    assert code(r, Action.kyuushu(0)) == "kyuushu.not_first_draw"


def test_kyuushu_kyuuhai_off_where_there_are_no_abortive_draws():
    """rulesets.md §2.3: WRC, EMA 2016, JPML, M.League have no abortive draws (途中流局なし)."""
    for preset in ("wrc", "ema_2016", "jpml", "m_league"):
        r = sc([NINE, F1, F2, F3], turn=0, rules={"preset": preset})
        assert code(r, Action.kyuushu(0)) == "kyuushu.not_used", preset
        assert Action.kyuushu(0) not in r.legal_actions(0)


def test_kyuushu_messages_in_three_languages():
    r = sc(["19m19p19s12z22588m+6m", F1, F2, F3], turn=0)
    reason = r.why_not(Action.kyuushu(0))
    texts = {lang: reason.message(lang) for lang in ("en", "ja", "zh")}
    assert "8" in texts["en"] and "九種九牌" in texts["ja"] and "九种九牌" in texts["zh"]
    for key in ("abort.kyuushu_kyuuhai", "abort.suufon_renda", "abort.suucha_riichi",
                "event.nagashi_mangan"):
        assert {i18n.t(key, lang) for lang in ("en", "ja", "zh")} != {key}


def _first_go_around(r, tiles):
    for seat, tile in enumerate(tiles):
        r.play(Action.draw(seat))
        r.play(Action.discard(seat, tile))
        for o in list(r.waiting_on):
            if r.phase == "respond":
                r.play(Action.pass_(o))


WINDS = ["1z239m456p789s234z", "1z45m678p123s567z1s", "1z67m789p234s234z9s", "1z89m123p456s567z9p"]


def test_suufon_renda_aborts_after_the_fourth_same_wind():
    """四風連打 (rules.suufon_renda; S37): the four first discards are the same wind."""
    r = sc(WINDS, turn=0, phase="draw", live="6m7m8m9m", interrupted=False)
    _first_go_around(r, ["1z", "1z", "1z", "1z"])
    assert r.result["type"] == "abortive_draw" and r.result["kind"] == "suufon_renda"
    assert r.events[-1].data["wind"] == "1z"


def test_suufon_renda_not_with_different_winds_or_off():
    r = sc(WINDS, turn=0, phase="draw", live="6m7m8m9m")
    _first_go_around(r, ["1z", "1z", "1z", "5z"])
    assert not r.is_over and r.phase == "draw"
    r = sc(WINDS, turn=0, phase="draw", live="6m7m8m9m", rules={"preset": "m_league"})
    _first_go_around(r, ["1z", "1z", "1z", "1z"])
    assert not r.is_over


def test_suucha_riichi_aborts_once_the_fourth_riichi_discard_passes():
    """四家立直 (rules.suucha_riichi; S37): the fourth riichi's stick is paid, then the hand
    ends; a ron on that discard would still win (the abort waits until it passes)."""
    seats = [{"hand": "123m456p789s1122z", "riichi": True, "discards": "9p"},
             {"hand": "234m567p789s3344z", "riichi": True, "discards": "9p"},
             {"hand": "345m678p123s5566z", "riichi": True, "discards": "9p"},
             "456m678p111s44z77z+9m"]
    r = sc(seats, turn=3, interrupted=True, scores=[24000, 24000, 24000, 25000],
           riichi_sticks=3)
    assert code(r, Action.riichi(3, "9m")) is None
    r.play(Action.riichi(3, "9m"))
    assert r.result["type"] == "abortive_draw" and r.result["kind"] == "suucha_riichi"
    assert r.riichi_sticks == 4 and r.scores[3] == 24000
    assert [e.kind for e in r.events[-2:]] == ["riichi", "abortive_draw"]


def test_sanchahou_aborts_on_three_rons_under_tenhou():
    """三家和 (rules.sanchahou_abort; rulesets.md §2.5: Tenhou aborts a triple ron)."""
    seats = ["123m456p789s1122z+9m",
             {"hand": "234m567p678s3399m", "riichi": True, "discards": "4z"},
             {"hand": "78m123p456p789p11s", "riichi": True, "discards": "4z"},
             {"hand": "9m234s567s789s666z", "riichi": True, "discards": "4z"}]
    r = sc(seats, turn=0, interrupted=True)
    r.play(Action.discard(0, "9m"))
    assert sorted(r.waiting_on) == [1, 2, 3]
    r.respond({1: "ron", 2: "ron", 3: "ron"})
    assert r.result["type"] == "abortive_draw" and r.result["kind"] == "sanchahou"


def test_triple_ron_wins_where_sanchahou_is_off():
    """rulesets.md §2.5: Mahjong Soul allows a triple ron (max_ron_winners=3, no abort)."""
    seats = ["123m456p789s1122z+9m",
             {"hand": "234m567p678s3399m", "riichi": True, "discards": "4z"},
             {"hand": "78m123p456p789p11s", "riichi": True, "discards": "4z"},
             {"hand": "9m234s567s789s666z", "riichi": True, "discards": "4z"}]
    r = sc(seats, turn=0, interrupted=True, rules={"preset": "mahjong_soul"})
    r.play(Action.discard(0, "9m"))
    r.respond({1: "ron", 2: "ron", 3: "ron"})
    assert r.result["type"] == "win" and [w["winner"] for w in r.result["wins"]] == [1, 2, 3]


def _to_exhaustive(r, seat, tile):
    r.play(Action.draw(seat))
    r.play(Action.discard(seat, tile))
    for o in list(r.waiting_on):
        r.play(Action.pass_(o))


def test_exhaustive_draw_tenpai_payments():
    """不聴罰符 (Tenhou S1): 3000 points from the noten players to the tenpai ones."""
    seats = [{"hand": "123m456p789s1122z", "discards": "3p"}, {"hand": F1, "discards": "3s"},
             {"hand": "6688m7799p1133s5z", "discards": "4s"}, {"hand": F3, "discards": "6s"}]
    r = sc(seats, turn=0, phase="draw", live="2m", live_remaining=1, interrupted=True)
    _to_exhaustive(r, 0, "2m")
    assert r.result["type"] == "exhaustive_draw"
    assert r.result["tenpai"] == [0, 2] and r.result["deltas"] == [1500, -1500, 1500, -1500]
    assert r.result["nagashi"] == []


def test_nagashi_mangan_paid_as_a_mangan_tsumo():
    """流し満貫 (rules.nagashi_mangan; rulesets.md §2.7, Tenhou S1/S2): a river of terminals and
    honors only, none called: paid as a mangan tsumo in place of the tenpai payments."""
    seats = [{"hand": F3, "discards": "3p"}, {"hand": "123m456p789s1122z", "discards": "19m1z"},
             {"hand": F1, "discards": "3s"}, {"hand": "6688m7799p1133s5z", "discards": "6s"}]
    r = sc(seats, turn=1, phase="draw", live="9p", live_remaining=1, interrupted=True)
    _to_exhaustive(r, 1, "9p")
    assert r.result["nagashi"] == [1]
    assert r.result["deltas"] == [-4000, 8000, -2000, -2000]
    assert "nagashi_mangan" in [e.kind for e in r.events]


def test_nagashi_mangan_off_pays_tenpai_only():
    """rulesets.md §2.7: WRC, EMA 2016 and M.League have no nagashi mangan."""
    seats = [{"hand": F3, "discards": "3p"}, {"hand": "123m456p789s1122z", "discards": "19m1z"},
             {"hand": F1, "discards": "3s"}, {"hand": "6688m7799p1133s5z", "discards": "6s"}]
    r = sc(seats, turn=1, phase="draw", live="9p", live_remaining=1, interrupted=True,
           rules={"preset": "tenhou", "nagashi_mangan": False})
    _to_exhaustive(r, 1, "9p")
    assert r.result["nagashi"] == [] and r.result["deltas"] == [-1500, 1500, -1500, 1500]


def test_nagashi_mangan_lost_when_a_discard_was_called():
    """流し満貫: a discard taken by another player's call spoils it."""
    seats = [{"hand": F3, "discards": "3p"}, {"hand": "123m456p789s1122z", "discards": "19m1z"},
             {"hand": F1, "discards": "3s"}, {"hand": "6688m7799p1133s5z", "discards": "6s"}]
    r = sc(seats, turn=1, phase="draw", live="9p", live_remaining=1, interrupted=True)
    r.players[1].called_away[0] = True
    r.mark_start()
    _to_exhaustive(r, 1, "9p")
    assert r.result["nagashi"] == []


def test_nagashi_mangan_lost_when_a_scenario_meld_called_from_the_river():
    """流し満貫 (rulesets.md §2.7) in a scenario: seat 2's pon of 1m written as called from its
    kamicha (seat 1) puts that 1m back into seat 1's river, marked called away (first, before the
    listed discards), so seat 1's terminal-only river earns no nagashi mangan (issue 23 item 6)."""
    seats = [{"hand": F3, "discards": "3p"}, {"hand": "123m456p789s1122z", "discards": "9m1z"},
             {"hand": "(1<11m)44557m11345p", "discards": "3s"},
             {"hand": "6688m7799p1133s5z", "discards": "6s"}]
    r = sc(seats, turn=1, phase="draw", live="9p", live_remaining=1)
    river = r.players[1]
    assert [t.notation for t in river.discards] == ["1m", "9m", "1z"]
    assert river.called_away == [True, False, False]
    assert r.discard_counts[1] == 3
    _to_exhaustive(r, 1, "9p")
    assert r.result["nagashi"] == []
