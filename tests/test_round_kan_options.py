"""Kan options the article audit found missing: when suukaikan aborts, and kakan with the drawn tile
only (槓 § 四開槓; 杠 § 加杠 vs 槓 § 加槓; rulesets.md §4.1)."""

from round_helpers import code, sc

from mjteach import i18n
from mjteach.round import Action
from mjteach.rules import Rules, SuukaikanCheck
from mjteach.scenario import build_round, load_scenario

F1, F2, F3 = "11445577m11345p", "6688m7799p1133s5z", "22445577s12346z"


def kinds(events):
    return [e.kind for e in events]


def test_suukaikan_check_defaults_to_tenhou_after_the_discard():
    """rulesets.md §4.1 (SuukaikanCheck.AFTER_DISCARD, Tenhou): the 4th kan by a second player
    draws its rinshan tile and turns its indicator; the hand ends when its discard passes."""
    assert Rules().suukaikan_check is SuukaikanCheck.AFTER_DISCARD
    r = load_scenario("suukaikan").round
    ev = r.play(Action.ankan(0, "2p"))
    assert "rinshan_draw" in kinds(ev) and not r.is_over and r.suukaikan_pending
    ev = r.play(Action.discard(0, "9m"))
    abort = ev[-1]
    assert abort.kind == "abortive_draw" and abort.data["type"] == "suukaikan"
    assert abort.data["check"] == "after_discard" and sorted(abort.data["kans"]) == [0, 0, 0, 1]


def test_suukaikan_on_fourth_kan_ends_the_hand_the_moment_the_kan_stands():
    """槓 § 四開槓: ひとつの局で4回の槓が成立すると、その時点で途中流局となる. With
    suukaikan_check on_fourth_kan, seat 0's ankan of 2p (the 4th kan; seat 1 made one) ends the
    hand at once: no rinshan draw, no kan-dora indicator, no discard; the 3 rinshan tiles drawn
    before stay the only ones."""
    data = load_scenario("suukaikan").data | {
        "rules": {"preset": "tenhou", "suukaikan_check": "on_fourth_kan"},
        "actions": [],
    }
    r = build_round(data)
    before = len(r.dora_indicators)
    ev = r.play(Action.ankan(0, "2p"))
    assert kinds(ev) == ["kan", "abortive_draw"]
    assert ev[-1].data["type"] == "suukaikan" and ev[-1].data["check"] == "on_fourth_kan"
    assert r.result == {"type": "abortive_draw", "kind": "suukaikan", "deltas": [0, 0, 0, 0]}
    assert r.wall.rinshan_drawn == 3 and len(r.dora_indicators) == before
    # the same ankan by the player who made all four kans is a suukantsu chance: no abort
    data = load_scenario("suukantsu_one_player").data | {
        "rules": {"preset": "tenhou", "suukaikan_check": "on_fourth_kan"},
        "actions": [],
    }
    r = build_round(data)
    r.play(Action.ankan(0, "2m"))
    assert not r.is_over and r.phase == "act"


FOURTH_KAKAN = [
    "2399m+6p [6666s] [9999s] (666>p)",  # seat 0: the 4th kan is a kakan of 6p (pon from seat 1)
    "[8888p] 11445577m11p",
    "123m456m789m45p11z",  # seat 2 waits on 3p-6p: may rob the kakan
    F3,
]


def test_suukaikan_on_fourth_kan_waits_for_the_chankan_check():
    """槓 § 手順 (加槓の場合は搶槓がなかった時点で槓が成立する) with 槓 § 四開槓 (その時点で): a
    4th kan made by kakan stands, and so aborts the hand, only once nobody robs it. Seat 2 robs
    the 6p: a chankan win (chankan 1 + ittsu 1 han), no abort. Seat 2 passes: the hand ends."""
    rules = {"preset": "tenhou", "suukaikan_check": "on_fourth_kan"}
    r = sc(FOURTH_KAKAN, turn=0, rules=rules)
    r.play(Action.kakan(0, "6p"))
    assert r.phase == "chankan" and r.waiting_on == [2]
    r.play(Action.ron(2, "6p"))
    assert r.result["type"] == "win" and r.result["wins"][0]["chankan"] is True
    v = r.result["wins"][0]["valuation"]
    assert {y.key for y in v.yaku} >= {"chankan", "ittsu"}
    r = sc(FOURTH_KAKAN, turn=0, rules=rules)
    r.play(Action.kakan(0, "6p"))
    ev = r.play(Action.pass_(2))
    assert kinds(ev)[-1] == "abortive_draw" and "rinshan_draw" not in kinds(ev)
    assert r.result["kind"] == "suukaikan" and ev[-1].data["check"] == "on_fourth_kan"


def test_kakan_drawn_tile_only_refuses_a_fourth_tile_already_held():
    """杠 § 加杠: 加杠要求摸到和碰的牌相同的第四张牌 (the zh reading: only the tile just drawn);
    槓 § 加槓 also allows one already in hand (Tenhou, the default). Seat 0 ponned 6p and holds
    the fourth 6p, then draws 1z: legal by default, refused (kan.kakan_not_drawn, a message in
    en/ja/zh) with kakan_drawn_tile_only; drawing the 6p makes it legal under both rules."""
    assert Rules().kakan_drawn_tile_only is False
    held = ["2399m222p6p88s+1z (66^6p)", F1, F2, F3]
    drawn = ["2399m222p1z88s+6p (66^6p)", F1, F2, F3]
    strict = {"preset": "tenhou", "kakan_drawn_tile_only": True}
    assert code(sc(held, turn=0, rinshan="1m"), Action.kakan(0, "6p")) is None
    r = sc(held, turn=0, rinshan="1m", rules=strict)
    reason = r.why_not(Action.kakan(0, "6p"))
    assert reason.code == "kan.kakan_not_drawn" and "加杠" in reason.source
    assert all(a.kind != "kakan" for a in r.legal_actions(0))
    for lang in ("en", "ja", "zh"):
        assert "6p" in reason.message(lang) and i18n.has("reason.kan.kakan_not_drawn")
    r = sc(drawn, turn=0, rinshan="1m", rules=strict)
    assert Action.kakan(0, "6p") in r.legal_actions(0)
    r.play(Action.kakan(0, "6p"))
    assert r.players[0].melds[0].kind.value == "kakan" and r.players[0].drawn.notation == "1m"


def test_kakan_drawn_tile_only_counts_a_rinshan_tile_as_drawn():
    """杠 § 加杠 (摸到…第四张牌): a rinshan draw is a draw, so after an ankan whose rinshan tile is
    the fourth 6p the kakan of 6p is legal under kakan_drawn_tile_only."""
    strict = {"preset": "tenhou", "kakan_drawn_tile_only": True}
    r = sc(["2399m222p788s+2p (66^6p)", F1, F2, F3], turn=0, rinshan="6p1m", rules=strict)
    r.play(Action.ankan(0, "2p"))
    assert r.players[0].drawn.notation == "6p"
    assert code(r, Action.kakan(0, "6p")) is None
