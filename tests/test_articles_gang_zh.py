"""Rules of the zh article 杠 (seeds/001) that no other test checked; one test per rule.

Most of 杠 repeats 槓 (seeds/000) and is checked by the same tests (docs/rule-coverage.md lists
them); the tests here are for what the zh article states in its own way. Each docstring cites
"杠 § <section>" with the article's own heading.
"""

from __future__ import annotations

from round_helpers import code, sc

from mjteach.hand import Hand
from mjteach.round import Action
from mjteach.scenario import build_round, load_scenario
from mjteach.tiles import parse_tiles
from mjteach.waits import decompositions, waits

F1, F2, F3 = "11445577m11345p", "6688m7799p1133s5z", "22445577s12346z"
NO_MAN = "11447799s1133p5z"  # a filler without man tiles


def counts(text):
    c = [0] * 34
    for t in parse_tiles(text):
        c[t.kind] += 1
    return c


def test_four_copies_without_a_kan_read_as_run_345s_and_triplet_555s():
    """杠 § 杠子: 如 3s4s5s5s5s5s 1m2m3m 1p2p3p 时不杠，则视为345的顺子和555的刻子. With a
    99p pair the 14 tiles have exactly one reading: 123m, 123p, 345s (runs), 555s (triplet),
    pair 9p; without the last 9p the hand waits on 9p alone; the hand holds no kan."""
    (d,) = decompositions(counts("123m123p345555s99p"))
    sets = [(s.kind, s.first) for s in d.sets]
    assert d.pair == 17  # 9p
    assert sorted(sets) == [("koutsu", 22), ("shuntsu", 0), ("shuntsu", 9), ("shuntsu", 20)]
    assert waits(counts("123m123p345555s9p")) == frozenset({17})
    h = Hand.parse("123m123p345555s9p")
    assert h.melds == () and h.is_menzen


def test_daiminkan_takes_away_the_right_to_riichi():
    """杠 § 各类杠的差别 (大明杠): 如果大明杠前是门清状态，副露…无法立直; 杠 § 处理杠子的方法:
    失去了暗刻和门前清的要素. Seat 0 (123m 456p 78m 55z 888s) makes a daiminkan of 8s and draws 6z:
    tenpai after discarding 6z, but riichi is refused (riichi.not_menzen)."""
    seats = ["123m456p78m55z888s", F1, F2, {"hand": F3, "discards": "8s"}]
    r = sc(seats, turn=3, phase="respond", rinshan="6z")
    r.play(Action.daiminkan(0, "8s"))
    assert r.players[0].drawn.notation == "6z" and not r.players[0].hand.is_menzen
    assert code(r, Action.riichi(0, "6z")) == "riichi.not_menzen"
    assert not [a for a in r.legal_actions(0) if a.kind == "riichi"]


def test_pon_leftover_can_be_discarded_only_where_same_tile_kuikae_is_allowed():
    """杠 § 各类杠的差别 (大明杠): 在不允许同牌吃换的情况下只能杠，如果碰并舍其他牌… With three 8s,
    seat 0 pons the 8s: the fourth 8s may not be discarded under Tenhou (kuikae forbidden) nor
    under suji_allowed (same tile still forbidden); under kuikae allowed it may."""
    data = load_scenario("daiminkan_basic").data | {"actions": []}
    for kuikae, want in (
        ("forbidden", "discard.kuikae"),
        ("suji_allowed", "discard.kuikae"),
        ("allowed", None),
    ):
        r = build_round(data | {"rules": {"preset": "tenhou", "kuikae": kuikae}})
        r.play(Action.pon(0, "8s", "88s"))
        assert code(r, Action.discard(0, "8s")) == want, kuikae


def test_houtei_kan_allowed_only_where_the_rules_let_the_dead_wall_shrink():
    """杠 § 岭上牌: 河底牌也不能杠…另，旧规则和三人麻将的规则中…也可能承认海底或河底的杠.
    By default the daiminkan of the last discard is refused (kan.houtei); with calls_on_houtei
    alone it is still refused because no live tile can replace the rinshan draw (kan.no_rinshan)
    while a pon is legal; with kan_on_haitei too the kan stands and the dead wall is left with
    13 tiles (the reason the article gives for the rule)."""
    data = load_scenario("daiminkan_houtei_refused").data | {"actions": []}
    r = build_round(data)
    assert code(r, Action.daiminkan(0, "8s")) == "kan.houtei"
    r = build_round(data | {"rules": {"preset": "tenhou", "calls_on_houtei": True}})
    assert code(r, Action.daiminkan(0, "8s")) == "kan.no_rinshan"
    assert code(r, Action.pon(0, "8s")) is None
    rules = {"preset": "tenhou", "calls_on_houtei": True, "kan_on_haitei": True}
    r = build_round(data | {"rules": rules})
    r.respond({0: "daiminkan", 1: "pass"})
    assert r.kans_made == 1 and r.wall.live_remaining == 0
    assert len(r.wall.dead_wall_indices()) == 13


def test_riichi_ankan_that_breaks_the_triplet_reading_is_refused_under_strict_rules():
    """杠 § 暗杠: 如果立直时手牌中三张相同的牌不作为暗刻而是以其他方式构成牌型，暗杠的行为相当于
    改变了立直后的牌型，属于犯规行为. In riichi with 111222333m 4567p, drawing the fourth 1m: the 1m
    may also be read as part of 123m runs, so JPML (composition must stay) refuses the ankan
    (riichi_ankan.changes_decomposition); Tenhou (the wait 4p 7p stays) allows it."""
    seats = [{"hand": "111222333m4567p+1m", "riichi": True, "discards": "9s"}, NO_MAN, F2, F3]
    r = sc(seats, turn=0, rules={"preset": "jpml"})
    assert code(r, Action.ankan(0, "1m")) == "riichi_ankan.changes_decomposition"
    r = sc(seats, turn=0)
    assert code(r, Action.ankan(0, "1m")) is None
