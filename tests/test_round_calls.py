"""Calls, priority, furiten and liability (副露 §§; rulesets.md §2.4, §2.5)."""

import json

import pytest
from round_helpers import code, sc

from mjteach.round import Action, IllegalAction
from mjteach.scenario import build_round, load_scenario

F1, F2, F3 = "11445577m11345p", "6688m7799p1133s5z", "22445577s12346z"


def claims(r):
    return [e for e in r.events if e.kind == "claims"][-1].data


def test_pon_beats_chi_on_the_same_discard():
    """副露 § 優先順位; rulesets.md §2.5: ron > pon/daiminkan > chi."""
    r = load_scenario("call_priority_pon_over_chi").round
    assert sorted(r.waiting_on) == [1, 2]
    r.play(Action.chi(1, "3s", "24s"))
    assert r.phase == "respond" and r.waiting_on == [2]
    r.play(Action.pon(2, "3s"))
    assert r.turn == 2 and r.players[2].melds[-1].kind.value == "pon"
    c = claims(r)
    assert (
        c["taken_by"] == 2 and c["rule"] == "pon_over_chi" and c["answers"] == {1: "chi", 2: "pon"}
    )


def test_first_call_variant_gives_the_tile_to_the_first_voice():
    """rulesets.md §2.5 (WRC 2015); 副露 § 発声の優先順位 (発声優先): among meld calls the first
    voice wins. Answers played one after another with play() are voices in that order: seat 1's
    chi, said first, beats seat 2's later pon; said the other way round, the pon wins."""
    r = load_scenario("call_priority_first_call").round
    r.play(Action.chi(1, "3s", "24s"))
    r.play(Action.pon(2, "3s"))
    assert r.turn == 1 and r.players[1].melds[-1].kind.value == "chi"
    c = claims(r)
    assert c["rule"] == "first_call" and c["order"] == [1, 2] and c["voices"] == {1: 0, 2: 1}
    r = load_scenario("call_priority_first_call").round
    r.play(Action.pon(2, "3s"))
    r.play(Action.chi(1, "3s", "24s"))
    assert r.turn == 2 and r.players[2].melds[-1].kind.value == "pon"
    assert claims(r)["rule"] == "first_call" and claims(r)["order"] == [2, 1]


def test_first_call_variant_gives_simultaneous_pon_and_chi_to_the_pon():
    """副露 § 発声の優先順位 (ほぼ同時ならポン・カンが優先); 槓 § 大明槓 (発声が同時だった場合は
    チーより大明槓が優先される). Under first_call, Round.respond plays its answers as one voice:
    seat 1's chi and seat 2's pon, given together, go to the pon (claims rule
    simultaneous_pon_over_chi, both answers in voice 0). undo() and replaying keep the voices."""
    r = load_scenario("call_priority_first_call").round
    r.respond({1: "chi 3s 24s", 2: "pon"})
    assert r.turn == 2 and r.players[2].melds[-1].kind.value == "pon"
    c = claims(r)
    assert c["rule"] == "simultaneous_pon_over_chi" and c["voices"] == {1: 0, 2: 0}
    assert r.players[1].melds == []
    after = r.snapshot()
    r.undo(2)
    assert r.phase == "respond" and sorted(r.waiting_on) == [1, 2]
    r.respond({1: "chi 3s 24s", 2: "pon"})
    assert r.snapshot() == after
    r.undo(1)  # the pon is taken back; the chi stays declared in voice 0
    assert r.waiting_on == [2] and r.response_voice == {1: 0}
    r.play(Action.pon(2, "3s"))  # a later voice now: the chi was first
    assert r.turn == 1 and claims(r)["rule"] == "first_call"
    assert claims(r)["voices"] == {1: 0, 2: 1}


def test_respond_that_fails_leaves_no_simultaneous_mark():
    """Round.respond is all or nothing: an illegal answer plays nothing, and the later answers
    played one by one are voices in their own order (副露 § 発声の優先順位)."""
    r = load_scenario("call_priority_first_call").round
    with pytest.raises(IllegalAction):
        r.respond({1: "chi 3s 24s", 2: "daiminkan"})  # seat 2 holds only two 3s
    assert r.history == [] and r._together == set()
    r.play(Action.chi(1, "3s", "24s"))
    r.play(Action.pon(2, "3s"))
    assert r.turn == 1 and claims(r)["rule"] == "first_call"


DOUBLE = [
    {"hand": "2399m222666p888s", "discards": "3s"},
    {"hand": "123789m11p456p24s", "riichi": True, "discards": "1z"},
    {"hand": "456m678m789p777z3s", "riichi": True, "discards": "2z"},
    F3,
]


def test_ron_beats_pon_and_double_ron_pays_both():
    """副露 § 優先順位 / rulesets.md §2.5 (Tenhou: double ron allowed)."""
    r = sc(DOUBLE, turn=0, phase="respond")
    assert Action.ron(1, "3s") in r.legal_actions(1) and Action.ron(2, "3s") in r.legal_actions(2)
    r.respond({1: "ron", 2: "ron"})
    assert r.result["type"] == "win" and [w["winner"] for w in r.result["wins"]] == [1, 2]


def test_head_bump_gives_the_win_to_the_seat_closest_to_the_discarder():
    """rulesets.md §2.5 (atamahane, WRC / JPML / M.League): one winner, nearest in turn order."""
    r = sc(DOUBLE, turn=0, phase="respond", rules={"preset": "m_league"})
    r.respond({2: "ron", 1: "ron"})
    assert [w["winner"] for w in r.result["wins"]] == [1] and claims(r)["rule"] == "head_bump"


def test_kuikae_forbids_the_same_tile_and_the_suji():
    """副露 § 喰い替え: after chi of 3m with 45m neither 3m nor 6m may be discarded (Tenhou)."""
    r = load_scenario("kuikae_suji").round
    r.play(Action.chi(1, "3m", "45m"))
    assert code(r, Action.discard(1, "6m")) == "discard.kuikae"
    assert code(r, Action.discard(1, "2z")) is None


def test_kuikae_suji_allowed_variant():
    """rulesets.md §2.5 (kuikae level 1): only the same tile is forbidden."""
    data = load_scenario("kuikae_suji").data | {
        "rules": {"preset": "tenhou", "kuikae": "suji_allowed"},
        "actions": [],
    }
    r = build_round(data)
    r.play(Action.chi(1, "3m", "45m"))
    assert code(r, Action.discard(1, "6m")) is None


def test_chi_only_from_kamicha():
    """副露 § チー: チーは上家の捨て牌からのみ."""
    r = load_scenario("call_priority_pon_over_chi").round
    assert code(r, Action.chi(2, "3s", "12s")) in ("call.chi_not_kamicha",)
    assert code(r, Action.chi(3, "3s", "24s")) == "call.chi_not_kamicha"


def test_no_chi_in_three_player():
    """rulesets.md §2.5 (sanma: no chii)."""
    seats = [{"hand": "199m222666p888s4z", "discards": "3s"}, "113344557799p5z", "123344559s1122z"]
    r = sc(seats, turn=0, phase="respond", rules={"preset": "sanma_tenhou"})
    assert code(r, Action.chi(1, "3s", "24s")) == "call.chi_sanma"


def test_discard_furiten_blocks_ron():
    """Furiten (振聴): a winning tile in one's own discards forbids ron."""
    seats = [
        {"hand": "2399m222666p888s", "discards": "3s"},
        {"hand": "123789m11p456p24s", "riichi": True, "discards": "3s"},
        F2,
        F3,
    ]
    r = sc(seats, turn=0, phase="respond")
    assert code(r, Action.ron(1, "3s")) == "win.furiten"


def test_passing_a_winning_tile_makes_a_riichi_player_furiten():
    """Furiten after riichi (立直後の見逃し): permanent for the rest of the hand."""
    r = sc(DOUBLE, turn=0, phase="respond")
    r.respond({1: "pass", 2: "pass"})
    p = r.players[1]
    assert p.furiten_temporary and p.furiten_riichi


def test_call_by_a_player_in_riichi_is_refused():
    r = sc(DOUBLE, turn=0, phase="respond")
    assert code(r, Action.pon(1, "3s")) in ("call.riichi", "call.pon_needs_pair")
    assert code(r, Action.chi(1, "3s", "24s")) == "call.riichi"


def test_daisangen_liability_is_recorded_on_the_third_dragon_pon():
    """rulesets.md §2.4 (yakuman pao): the player who feeds the third dragon set is liable."""
    seats = [
        "12345m (55^5z) (6^66z) 77z",
        F1,
        "6688m7799p1133s1p",
        {"hand": "22445577s12344z", "discards": "7z"},
    ]
    r = sc(seats, turn=3, phase="respond")
    r.play(Action.pon(0, "7z"))
    assert r.pao == {0: (("daisangen", 3),)}
    assert [e for e in r.events if e.kind == "pao"][0].data == {"yaku": "daisangen", "liable": 3}


def test_respond_is_all_or_nothing():
    r = load_scenario("call_priority_pon_over_chi").round
    before = r.snapshot()
    with pytest.raises(IllegalAction):
        r.respond({1: "chi 3s 24s", 2: "chi 3s 12s"})
    assert r.snapshot() == before


def test_action_for_the_wrong_seat_is_refused():
    r = load_scenario("ankan_basic").round
    assert code(r, Action.discard(1, "1m")) == "turn.not_your_turn"
    assert code(r, Action.draw(0)) == "turn.already_drawn"


def test_events_and_snapshot_are_json():
    r = load_scenario("kakan_stands").round
    r.play(Action.kakan(0, "6p"))
    r.play(Action.pass_(1))
    json.dumps(r.snapshot())
    json.dumps([e.to_dict() for e in r.events])
    shift = [e for e in r.events if e.kind == "wall_shift"][0].data
    assert (
        shift["haitei_before"] == 14
        and shift["haitei_after"] == 15
        and shift["joined_dead_wall"] == [14]
    )


TRIPLE = [
    {"hand": "2399m222666p888s", "discards": "3s"},
    {"hand": "123789m11p456p24s", "riichi": True, "discards": "1z"},
    {"hand": "456m678m789p777z3s", "riichi": True, "discards": "2z"},
    {"hand": "12s666s111z222z33z", "riichi": True, "discards": "4z"},
]


def test_triple_ron_aborts_where_the_rules_say_so():
    """rulesets.md §2.5: Tenhou: triple ron is an abortive draw (三家和); MJS: three winners."""
    r = sc(TRIPLE, turn=0, phase="respond")
    assert sorted(r.waiting_on) == [1, 2, 3]
    r.respond({1: "ron", 2: "ron", 3: "ron"})
    assert r.result["type"] == "abortive_draw" and r.result["kind"] == "sanchahou"
    m = sc(TRIPLE, turn=0, phase="respond", rules={"preset": "mahjong_soul"})
    m.respond({1: "ron", 2: "ron", 3: "ron"})
    assert [w["winner"] for w in m.result["wins"]] == [1, 2, 3]


def test_ron_beats_pon():
    """副露 § 優先順位: a ron takes the tile even if another seat called pon first."""
    seats = [
        {"hand": "2399m222666p888s", "discards": "3s"},
        {"hand": "123789m11p456p24s", "riichi": True, "discards": "1z"},
        "6688m7799p1133s5z",
        F3,
    ]
    r = sc(seats, turn=0, phase="respond")
    r.play(Action.pon(2, "3s"))
    r.play(Action.ron(1, "3s"))
    assert r.result["type"] == "win" and claims(r)["taken_by"] == 1 and claims(r)["call"] == "ron"


def test_suukantsu_liability_on_a_fourth_kan_by_daiminkan():
    """rulesets.md §2.4 (M.League: suukantsu pao when the 4th kan is a daiminkan)."""
    seats = ["777z9m [2222p] [6666p] [8888s]", F1, F2, {"hand": F3, "discards": "7z"}]
    r = sc(seats, turn=3, phase="respond", rules={"preset": "m_league"})
    r.play(Action.daiminkan(0, "7z"))
    assert r.pao == {0: (("suukantsu", 3),)}
    t = sc(seats, turn=3, phase="respond")  # Tenhou: no suukantsu pao
    t.play(Action.daiminkan(0, "7z"))
    assert t.pao == {}


def test_daisuushii_liability_on_the_fourth_wind_pon():
    """rulesets.md §2.4: the player who feeds the fourth wind set is liable."""
    seats = ["(11^1z) (22^2z) (33^3z) 44z99m", F1, F2, {"hand": F3, "discards": "4z"}]
    r = sc(seats, turn=3, phase="respond")
    r.play(Action.pon(0, "4z"))
    assert r.pao == {0: (("daisuushii", 3),)}


def test_every_reason_code_and_claim_rule_has_a_message_in_three_languages():
    """Every refusal is a Reason with a message in en/ja/zh (issue 3 § Round)."""
    import re
    from pathlib import Path

    from mjteach import i18n
    from mjteach.i18n.catalog import CATALOG

    folder = Path(__file__).resolve().parents[1].joinpath("mjteach", "round")
    src = "".join(f.read_text() for f in sorted(folder.glob("*.py")))
    codes = set(re.findall(r'R\("([a-z_.]+)"', src))
    assert len(codes) > 40
    for c in codes:
        entry = CATALOG["reason." + c]
        assert set(entry) >= {"en", "ja", "zh"}, c
    for rule in (
        "ron",
        "head_bump",
        "pon_over_chi",
        "first_call",
        "no_call",
        "chankan",
        "no_chankan",
        "suukaikan",
        "sanchahou",
        "suucha_riichi",
        "pon",
        "chi",
        "daiminkan",
    ):
        assert i18n.has("claim." + rule)
    r = load_scenario("kan_on_haitei_refused").round
    reason = r.why_not(Action.ankan(0, "8s"))
    assert "海底" in reason.message("ja") and "haitei" in reason.message("en")
    assert reason.source.startswith("槓 § 嶺上牌")


def test_kuikae_refuses_a_call_that_leaves_only_banned_tiles():
    """副露 § 喰い替え (Tenhou, rulesets.md §2.5): a chi that would leave only the called kind and
    its suji in hand (nothing it may discard) is refused; with another tile left it stands."""
    melds = " (1<23p) (4<56p) (7<89s)"
    seats = [{"hand": "299m222666p888s1z", "discards": "3m"}, {"hand": "4566m" + melds},
             {"hand": "3388m7799p1133s5z"}, {"hand": "22445577s12346z"}]
    r = sc(seats, turn=0, phase="respond")  # seat 2 may pon: the window stays open
    assert code(r, Action.chi(1, "3m", "45m")) == "call.kuikae_no_discard"
    assert r.waiting_on == [2] and r.legal_actions(1) == []
    seats[1] = {"hand": "4567m" + melds}
    r = sc(seats, turn=0, phase="respond")
    assert code(r, Action.chi(1, "3m", "45m")) is None
    assert Action.chi(1, "3m", "45m") in r.legal_actions(1)
