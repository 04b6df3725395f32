"""Rules of the ja article 副露 (seeds/003) that no other test checked; one test per rule.

Each docstring cites "副露 § <section>" with the article's own heading. Coverage of the whole
article (these tests and the older ones) is listed in docs/rule-coverage.md.
"""

from __future__ import annotations

import pytest
from round_helpers import code, sc

from mjteach.melds import MeldKind, Source
from mjteach.round import Action
from mjteach.rules import Rules
from mjteach.scenario import ScenarioError, load_scenario
from mjteach.scoring import WinContext, compare_call
from mjteach.tiles import Tile

F1, F2, F3 = "11445577m11345p", "6688m7799p1133s5z", "22445577s12346z"
F3_NO_1Z = "22445577s23466z"
KOKUSHI_1Z = "19m19p19s2345677z"  # kokushi waiting on 1z alone


def yaku_han(valuation):
    return {y.key: y.han for y in valuation.yaku}


def play_until_act(r, seat):
    """Draw and discard the drawn tile for every other seat (passing on every discard) until
    ``seat`` has drawn and must act."""
    for _ in range(40):
        if r.phase == "respond":
            r.respond({s: "pass" for s in r.waiting_on})
        elif r.phase == "draw":
            r.play(Action.draw(r.turn))
            if r.turn == seat:
                return
        elif r.phase == "act":
            p = r.players[r.turn]
            r.play(Action.discard(r.turn, p.drawn))
    raise AssertionError("seat never came to act")


# ----- ポン ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("discarder", "source", "notation"),
    [
        (3, Source.KAMICHA, "(8<88s)"),
        (2, Source.TOIMEN, "(88^8s)"),
        (1, Source.SHIMOCHA, "(888>s)"),
    ],
)
def test_pon_takes_the_discard_of_any_other_player(discarder, source, notation):
    """副露 § ポン: 手牌の中に対子が存在し、他のプレイヤーがこれと同じ牌を打牌したとき (any
    player, unlike chi). Seat 0 holds 88s; the 8s discarded by kamicha, toimen or shimocha is
    ponned, and the meld records the source (the sideways tile: left, centre, right)."""
    fillers = {1: F1, 2: F2, 3: F3}
    seats = ["2399m222666p88s1z"] + [fillers[s] for s in (1, 2, 3)]
    seats[discarder] = {"hand": fillers[discarder], "discards": "8s"}
    r = sc(seats, turn=discarder, phase="respond")
    assert Action.pon(0, "8s", "88s") in r.legal_actions(0)
    r.play(Action.pon(0, "8s", "88s"))
    if r.phase == "respond":
        r.respond({s: "pass" for s in r.waiting_on})
    meld = r.players[0].melds[0]
    assert (meld.kind, meld.source, meld.notation) == (MeldKind.PON, source, notation)
    assert r.turn == 0 and r.phase == "act"


def test_pon_needs_a_pair_in_hand():
    """副露 § ポン: 手牌の中に対子（同種の牌2枚）が存在し…. With a single 3s, seat 2 cannot pon the
    3s (call.pon_needs_pair); with 33s (F2) it can. (Seat 1 can chi, so the discard is open.)"""
    seats = [
        {"hand": "2399m222666p888s", "discards": "3s"},
        "123789m11p456p24s",
        "6688m7799p1134s5z",
        F3,
    ]
    r = sc(seats, turn=0, phase="respond")
    assert code(r, Action.pon(2, "3s")) == "call.pon_needs_pair"
    seats[2] = F2
    r = sc(seats, turn=0, phase="respond")
    assert code(r, Action.pon(2, "3s")) is None


def test_honor_ponkasu_can_be_used_only_by_kokushi():
    """副露 § ポン: ポンされた牌と同種の牌の残り1枚をポンカスと言う。特に字牌のポンカスは
    国士無双以外に使い道がない. Seat 0 ponned 1z; seat 3 discards the fourth 1z. Only
    kokushi seat 1 (waiting on 1z) is asked, and its ron is kokushi: 32000 from seat 3."""
    seats = [
        "2399m222p888s (11^1z)",
        KOKUSHI_1Z,
        F2,
        {"hand": F3_NO_1Z, "discards": "1z"},
    ]
    r = sc(seats, turn=3, phase="respond")
    assert r.waiting_on == [1]
    assert r.legal_actions(1) == [Action.ron(1, "1z"), Action.pass_(1)]
    r.play(Action.ron(1, "1z"))
    win = r.result["wins"][0]
    assert "kokushi" in yaku_han(win["valuation"]) and win["valuation"].yakuman == 1
    assert r.result["deltas"] == [0, 32000, 0, -32000]


# ----- チー ----------------------------------------------------------------------------------


def test_chi_needs_a_taatsu_in_hand():
    """副露 § チー: 手牌の中に搭子が存在する場合、上家の打牌を取得して順子を完成させる. Seat 1 holds
    no 1s/2s/4s/5s around the 3s: chi is refused (call.chi_no_run); with 24s it is legal."""
    seats = [{"hand": "2399m222666p888s", "discards": "3s"}, "123789m11p456p79s", F2, F3]
    r = sc(seats, turn=0, phase="respond")
    assert code(r, Action.chi(1, "3s")) == "call.chi_no_run"
    seats[1] = "123789m11p456p24s"
    r = sc(seats, turn=0, phase="respond")
    assert code(r, Action.chi(1, "3s", "24s")) is None


# ----- 発声の優先順位 ---------------------------------------------------------------------------

RON_OR_CHI = [
    {"hand": "2399m222666p888s", "discards": "3s"},
    "123789m11p456p24s",  # seat 1: chi 3s with 24s
    {"hand": "456m678m789p777z3s", "riichi": True, "discards": "2z"},  # seat 2: 3s tanki
    F3,
]


def test_ron_beats_chi():
    """副露 § 発声の優先順位: ①ロン ②ポンまたはカン ③チー. Seat 1 calls chi on the 3s, seat 2 rons
    it: seat 2 wins (riichi), seat 1 makes no chi."""
    r = sc(RON_OR_CHI, turn=0, phase="respond")
    r.play(Action.chi(1, "3s", "24s"))
    r.play(Action.ron(2, "3s"))
    assert r.result["type"] == "win" and [w["winner"] for w in r.result["wins"]] == [2]
    assert r.players[1].melds == []


def test_ron_is_not_a_call_and_keeps_the_hand_concealed():
    """副露 § (lead): 他のプレイヤーの打牌により和了すること（ロン）は副露とは別の行為である. The
    ron above leaves seat 2 with no meld; its hand is still concealed (riichi stands, and the
    menzen ron 10 fu is counted)."""
    r = sc(RON_OR_CHI, turn=0, phase="respond")
    r.respond({1: "pass", 2: "ron"})
    v = r.result["wins"][0]["valuation"]
    assert r.players[2].melds == [] and v.is_open is False
    assert "riichi" in yaku_han(v)
    assert [p.fu for p in v.fu_parts if "menzen" in p.key] == [10]


def test_pon_and_kan_cannot_both_be_called_on_one_discard():
    """副露 § 発声の優先順位: ポンとカンが同時に行われることはあり得ない. A daiminkan needs three
    copies in one hand and a pon two in another: with the discard that is five 3s, which the model
    refuses (there are four of each tile)."""
    seats = [
        {"hand": "2399m222666p888s", "discards": "3s"},
        F1,
        "6688m799p11333s5z",
        "224455s33s12346z",
    ]
    with pytest.raises(ScenarioError, match="a fifth 3s"):
        sc(seats, turn=0, phase="respond")


def test_chi_that_loses_to_a_pon_is_not_penalised():
    """副露 § 発声の優先順位: 同時発声の優先順位により無効とされたチーが空チーとしてペナルティの
    対象にされることはない. Seat 1's chi loses to seat 2's pon: seat 1 keeps its 13 tiles and no
    one's points change."""
    r = load_scenario("call_priority_pon_over_chi").round
    before = r.players[1].hand.notation
    r.play(Action.chi(1, "3s", "24s"))
    r.play(Action.pon(2, "3s"))
    assert r.players[1].hand.notation == before and r.players[1].melds == []
    assert r.scores == [25000, 25000, 25000, 25000]


# ----- 喰い替え ------------------------------------------------------------------------------

KUIKAE = [
    {"hand": "2399m222666p888s", "discards": "6m"},
    "345m77m11p345p112z",  # seat 1 holds the run 345m
    F2,
    F3,
]


def test_kuikae_article_example_chi_6_then_discard_3_is_refused():
    """副露 § 喰い替え: （例）手牌の中に345という順子があり、6をチーして3を打牌する. Seat 1 holds
    345m, calls chi on 6m with 45m: discarding 3m is refused (discard.kuikae; Tenhou rules), as is
    the 6m itself; 7m is fine."""
    r = sc(KUIKAE, turn=0, phase="respond")
    r.respond({1: "chi 6m 45m", 2: "pass"})  # seat 2 (88m 66m) could pon: it passes
    assert code(r, Action.discard(1, "3m")) == "discard.kuikae"
    assert code(r, Action.discard(1, "7m")) is None
    banned = [e for e in r.events if e.kind == "call"][-1].data["kuikae_banned"]
    assert banned == ["3m", "6m"]


def test_kuikae_discarding_the_3_on_a_later_turn_is_fine():
    """副露 § 喰い替え: （注）6をチーした時に3以外の牌を切っておき、次に3を切ることは問題ない.
    After the chi seat 1 discards 2z; on its next turn the 3m may go."""
    r = sc(KUIKAE, turn=0, phase="respond")
    r.respond({1: "chi 6m 45m", 2: "pass"})
    r.play(Action.discard(1, "2z"))
    play_until_act(r, 1)
    assert r.turn == 1 and r.phase == "act"
    assert code(r, Action.discard(1, "3m")) is None


def test_chi_8_with_234567_then_discard_2_is_not_kuikae():
    """副露 § 喰い替え: 手牌の中に234567という2組の順子があり、8をチーして2を打牌し、345と678の
    2組の順子に組み替えるような場合は喰い替えとは見なされない. Seat 1 holds 234567m, calls chi on 8m
    with 67m and discards 2m: legal; 345m stays in hand and 678m is the chi."""
    seats = [{"hand": "2399m222666p888s", "discards": "8m"}, "234567m11p345p11z", F2, F3]
    r = sc(seats, turn=0, phase="respond")
    r.respond({1: "chi 8m 67m", 2: "pass"})
    assert code(r, Action.discard(1, "2m")) is None
    r.play(Action.discard(1, "2m"))
    assert [m.notation for m in r.players[1].melds] == ["(8<67m)"]
    assert r.players[1].hand.notation.startswith("345m")


def test_kuikae_allowed_variant_lets_the_3_go():
    """副露 § 喰い替え: オンライン麻雀では…禁止されていないことが多い (rules.kuikae = allowed). The
    article's example: after chi 6m with 45m, discarding 3m (and even 6m) is legal."""
    r = sc(KUIKAE, turn=0, phase="respond", rules={"preset": "tenhou", "kuikae": "allowed"})
    r.respond({1: "chi 6m 45m", 2: "pass"})
    assert code(r, Action.discard(1, "3m")) is None


# ----- 副露のデメリット / 役の消滅 ----------------------------------------------------------


def test_a_call_takes_away_the_right_to_riichi():
    """副露 § 副露のデメリット: 立直をかける権利を失う. Tenpai after a chi (123m 456p 78m 55z + 6z
    drawn, chi 123s): riichi discarding 6z is refused (riichi.not_menzen); the plain discard is
    legal."""
    r = sc(["123m456p78m55z+6z (1<23s)", F1, F2, F3], turn=0)
    assert code(r, Action.riichi(0, "6z")) == "riichi.not_menzen"
    assert Action.discard(0, "6z") in r.legal_actions(0)
    assert not [a for a in r.legal_actions(0) if a.kind == "riichi"]


def test_ippatsu_is_broken_by_another_players_call():
    """副露 § 役の消滅: 一発の消滅については、立直をかけた本人以外のプレイヤーの副露によって役が
    消滅する（一発消し）. Seat 1 is in riichi with ippatsu; seat 2 pons seat 0's 3s: seat 1's
    ippatsu is gone. If seat 2 passes instead, it stays."""
    seats = [
        {"hand": "2399m222666p888s", "discards": "3s"},
        {"hand": "123789m11p456p79s", "riichi": True, "ippatsu": True, "discards": "1z"},
        F2,
        F3,
    ]
    r = sc(seats, turn=0, phase="respond")
    assert r.players[1].ippatsu
    r.play(Action.pon(2, "3s"))
    assert r.players[1].ippatsu is False

    r = sc(seats, turn=0, phase="respond")
    r.respond({s: "pass" for s in r.waiting_on})
    assert r.players[1].ippatsu is True


def test_triplet_yaku_and_yakuman_keep_their_han_when_open():
    """副露 § 喰い下がり役: 刻子役や槓子役では副露による食い下がりが見られない…役満役の中には
    喰い下がり役は存在しない. Daisangen 555z 666z 77z 234m 11p ron 7z: a yakuman closed and
    with the 5z ponned. 222m 333p 555s 88s 99s ron 9s: toitoi 2 closed and with the 2m ponned
    (only the sanankou goes, since a ponned set is no longer concealed)."""
    tenhou = Rules.preset("tenhou")

    def ron(win):
        return WinContext(Tile.parse(win), tsumo=False, winner=1, seat_wind=1, discarder=0)

    c = compare_call("555666z77z234m11p", ron("7z"), "(55^5z)", tenhou)
    assert c.before.yaku_han == {"daisangen": 13} == c.after.yaku_han
    assert c.before.yakuman == c.after.yakuman == 1 and c.diff.kuisagari == []
    c = compare_call("222m333p555s88s99s", ron("9s"), "(22^2m)", tenhou)
    assert c.before.yaku_han == {"toitoi": 2, "sanankou": 2}
    assert c.after.yaku_han == {"toitoi": 2} and c.diff.kuisagari == []
