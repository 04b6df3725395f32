"""Rules of the ja article 槓 (seeds/000) that no other test checked; one test per rule.

Each docstring cites "槓 § <section>" with the article's own heading. Coverage of the whole
article (these tests and the older ones) is listed in docs/rule-coverage.md.
"""

from __future__ import annotations

from round_helpers import code, sc

from mjteach.hand import Hand
from mjteach.melds import Meld, MeldKind
from mjteach.round import Action
from mjteach.rules import Rules
from mjteach.scenario import build_round, load_scenario
from mjteach.scoring import WinContext, evaluate
from mjteach.tiles import Tile
from mjteach.wall import Wall

# Filler hands for seats that only need to hold tiles (as in tests/test_round_*.py).
F1, F2, F3 = "11445577m11345p", "6688m7799p1133s5z", "22445577s12346z"
F3_NO_1Z = "22445577s23466z"  # F3 without its East, for hands that need all four 1z
KOKUSHI_1Z = "19m19p19s2345677z"  # kokushi waiting on 1z alone


def kinds(events):
    return [e.kind for e in events]


def yaku_han(valuation):
    return {y.key: y.han for y in valuation.yaku}


# ----- lead and 槓子 -------------------------------------------------------------------------


def test_three_kinds_of_kan_and_minkan_is_daiminkan_plus_kakan():
    """槓 § (lead): 大別すると暗槓・大明槓・加槓の3種類; 大明槓と加槓を合わせて明槓. Exactly three
    meld kinds are kans, and the two minkan are the open ones."""
    kans = {k.value for k in MeldKind if k.is_kan}
    assert kans == {"ankan", "daiminkan", "kakan"}
    minkan = {k.value for k in MeldKind if k.is_kan and k.is_open}
    assert minkan == {"daiminkan", "kakan"}
    assert Meld.parse("[8888s]").kind is MeldKind.ANKAN and not Meld.parse("[8888s]").is_open


def test_kan_tiles_can_never_be_discarded():
    """槓 § 槓子: 成立した槓子に含まれる牌（4枚）は…その局が終了するまで河に捨てることができない
    (暗槓・明槓を問わず). After an ankan and after a daiminkan of 8s, discarding an 8s is refused
    and no 8s is among the legal discards."""
    r = load_scenario("ankan_basic").round
    r.play(Action.ankan(0, "8s"))
    assert code(r, Action.discard(0, "8s")) == "discard.not_in_hand"
    eight = Tile.parse("8s").kind
    assert not [a for a in r.legal_actions(0) if a.tile is not None and a.tile.kind == eight]
    assert r.players[0].melds[-1].notation == "[8888s]"

    r = load_scenario("daiminkan_basic").round
    r.play(Action.daiminkan(0, "8s"))
    assert code(r, Action.discard(0, "8s")) == "discard.not_in_hand"
    r.play(Action.discard(0, "9m"))
    assert [m.notation for m in r.players[0].melds] == ["(8<888s)"]  # from kamicha (seat 3)


def test_ankan_is_shown_to_the_other_players():
    """槓 § 槓子: 暗槓の場合でも、槓子は他のプレイヤーに公開する. The kan event every seat sees
    names all four tiles, and the meld joins the seat's open area (melds) with all four tiles."""
    r = load_scenario("ankan_basic").round
    ev = r.play(Action.ankan(0, "8s"))
    kan = next(e for e in ev if e.kind == "kan")
    assert kan.seat == 0 and kan.data["kan"] == "ankan" and kan.data["meld"] == "[8888s]"
    assert [t.notation for t in r.players[0].melds[0].tiles] == ["8s"] * 4
    assert r.players[0].hand.notation == "2399m222666p+3m [8888s]"


def test_ankan_counts_as_a_concealed_triplet_and_minkan_as_an_open_one():
    """槓 § 槓子の扱い: 暗槓子は暗刻子、明槓子は明刻子の代用とすることができる. 222m 333p 4z with
    ankans of 7s and 8p, tsumo 4z: four concealed triplets, suuankou tanki (yakuman). With the
    7s as a daiminkan instead: toitoi 2 + sanankou 2 (the daiminkan is an open triplet), 20 + 4 +
    4 + 8 (open kan) + 16 (closed kan) + 2 (tanki) + 2 (tsumo) = 56 -> 60 fu."""
    ctx = WinContext(Tile.parse("4z"), tsumo=True, winner=1, seat_wind=1)
    rules = Rules.preset("tenhou")
    v = evaluate(Hand.parse("222m333p4z+4z [7777s] [8888p]"), ctx, rules)
    assert yaku_han(v) == {"suuankou_tanki": 13} and v.yakuman == 1
    v = evaluate(Hand.parse("222m333p4z+4z (7777>s) [8888p]"), ctx, rules)
    assert yaku_han(v) == {"toitoi": 2, "sanankou": 2} and (v.han, v.fu, v.fu_raw) == (4, 60, 56)


# ----- 手順 -----------------------------------------------------------------------------------


def test_kan_order_declare_then_rinshan_then_discard():
    """槓 § 手順: ①「カン」②4枚を晒す ③嶺上牌を取得 ④打牌. A daiminkan of 8s (Tenhou rules): the
    kan event, then the rinshan draw of 5z from yama index 1 with the haitei joining the dead wall;
    then the kanner (seat 0) holds 11 closed tiles + the kan and only a discard is left to do."""
    data = load_scenario("daiminkan_basic").data | {"rinshan": "5z", "actions": []}
    r = build_round(data)
    live = r.wall.live_remaining
    ev = r.play(Action.daiminkan(0, "8s"))
    k = kinds(ev)
    assert k[k.index("kan") :] == ["kan", "rinshan_draw", "wall_shift"]
    rinshan = ev[k.index("rinshan_draw")]
    assert rinshan.tile.notation == "5z" and rinshan.data["index"] == 1
    assert r.turn == 0 and r.phase == "act" and r.waiting_on == [0]
    assert len(r.players[0].closed_tiles) == 11 and r.players[0].drawn.notation == "5z"
    assert {a.kind for a in r.legal_actions(0)} == {"discard"}
    assert r.wall.live_remaining == live - 1 and len(r.wall.dead_wall_indices()) == 14


def test_rinshan_win_after_ankan_is_rinshan_kaihou_and_the_kan_dora_counts():
    """槓 § 手順: 取得した嶺上牌が和了牌だった場合、嶺上開花という役が成立する; 槓 § 槓ドラ
    (暗槓は即めくり): the ankan's indicator is already turned, so it counts.
    Dealer 123m 789m 456p 8888s + 5z drawn, ankan 8s, rinshan 5z: menzen tsumo 1 + rinshan 1 +
    kan dora 4 (indicator 7s, the four 8s) = 6 han; 20 + 16 (closed kan of simples) + 2 (5z pair)
    + 2 (tanki) + 2 (tsumo) = 42 -> 50 fu; dealer haneman 6000 all."""
    r = sc(
        ["123789m456p8888s+5z", F1, F2, F3],
        turn=0,
        dora_indicators="3z",
        rinshan="5z",
        kan_dora="7s",
    )
    ev = r.play(Action.ankan(0, "8s"))
    assert [e.tile.notation for e in ev if e.kind == "dora_reveal"] == ["7s"]
    assert Action.tsumo(0) in r.legal_actions(0)
    ev = r.play(Action.tsumo(0))
    win = ev[-1]
    assert win.kind == "win" and win.data["rinshan"] is True
    v = win.data["valuation"]
    assert yaku_han(v) == {"menzen_tsumo": 1, "rinshan_kaihou": 1, "kan_dora": 4}
    assert (v.han, v.fu, v.kan_dora, v.dora) == (6, 50, 4, 0)
    assert v.limit == "haneman" and r.result["deltas"] == [18000, -6000, -6000, -6000]


def test_daiminkan_and_kakan_are_optional():
    """槓 § 手順: 暗槓、大明槓、加槓いずれの場合も、槓をするかしないかは自由である. With three 8s in
    hand seat 0 may pass on the 8s; with a 6p pon and the fourth 6p drawn it may discard the 6p."""
    r = load_scenario("daiminkan_basic").round
    assert Action.daiminkan(0, "8s") in r.legal_actions(0)
    assert Action.pass_(0) in r.legal_actions(0)
    r.play(Action.pass_(0))
    assert r.kans_made == 0 and r.turn == 0 and r.phase == "draw"

    r = load_scenario("kakan_stands").round
    legal = r.legal_actions(0)
    assert Action.kakan(0, "6p") in legal and Action.discard(0, "6p") in legal
    r.play(Action.discard(0, "6p"))
    assert r.kans_made == 0 and r.players[0].melds[0].kind is MeldKind.PON


# ----- 嶺上牌 ----------------------------------------------------------------------------------


def test_no_chi_on_the_houtei_discard():
    """槓 § 嶺上牌: 河底牌に対してはカンだけでなくポンもチーもできない. Seat 0 holds 79s; kamicha
    (seat 3) discards the last tile, 8s: chi is refused (call.houtei). The same discard with live
    tiles left may be chi'd. (Seat 1 waits on 8s, so the houtei still has a ron to answer.)"""
    seats = ["23m99m222666p79s1z", "123789m11p456p79s", F2, {"hand": F3, "discards": "8s"}]
    r = sc(seats, turn=3, phase="respond", live_remaining=0)
    assert code(r, Action.chi(0, "8s", "79s")) == "call.houtei"
    r = sc(seats, turn=3, phase="respond", live_remaining=10)
    assert code(r, Action.chi(0, "8s", "79s")) is None


def test_old_rule_every_kan_costs_two_live_draws():
    """槓 § 嶺上牌: 古めのルールでは王牌は4幢残し…槓発生時に王牌が幢（2枚）単位で山から補充される
    ことになり、槓のたびに残りツモが2枚ずつ減る. Old-rule wall (8-tile dead wall, 76 live tiles
    after the deal): after each of four kans (rinshan draw + kan-dora indicator) the live wall
    is 2 tiles shorter: 74, 72, 70, 68."""
    w = Wall.from_seed(1, Rules.preset("old_rule"))
    w.deal()
    assert w.live_remaining == 76
    live = []
    for _ in range(4):
        w.draw_rinshan()
        w.reveal_kan_dora()
        live.append(w.live_remaining)
    assert live == [74, 72, 70, 68]


def test_old_rule_kan_needs_two_live_tiles_so_none_on_the_tile_before_the_haitei():
    """槓 § 嶺上牌: この性質上、王牌4幢残しの場合は海底のみならず、その直前の牌に対しても槓が
    禁止される場合がある. Old rule, seat 0 just drew with 2 live tiles left: the ankan of 8s is
    legal and its stack takes both (live 0, so the kanner's discard is the houtei). With 1 live
    tile left (the tile before the haitei) it is refused: kan.before_haitei under the preset, and
    kan.no_rinshan (no stack left to pull) when the ruleset does not name the rule."""
    seats = ["2399m222666p888s+8s", F1, F2, F3]
    r = sc(seats, turn=0, rules={"preset": "old_rule"}, live_remaining=2)
    assert code(r, Action.ankan(0, "8s")) is None
    ev = r.play(Action.ankan(0, "8s"))
    shift = next(e for e in ev if e.kind == "wall_shift")
    assert shift.data["live_remaining"] == 0 and len(shift.data["joined_dead_wall"]) == 2
    r.play(Action.discard(0, "9m"))
    assert r.houtei
    r = sc(seats, turn=0, rules={"preset": "old_rule"}, live_remaining=1)
    assert code(r, Action.ankan(0, "8s")) == "kan.before_haitei"
    rules = {"preset": "old_rule", "kan_on_tile_before_haitei": False}
    r = sc(seats, turn=0, rules=rules, live_remaining=1)
    assert code(r, Action.ankan(0, "8s")) == "kan.no_rinshan"


# ----- 槓ドラ ----------------------------------------------------------------------------------


def test_ankan_indicator_is_turned_before_the_kanner_discards():
    """槓 § 槓ドラ (暗槓は即めくり、明槓は打牌後): 暗槓の場合は新ドラが何か確認してから牌を捨てる
    ことができ、明槓の場合は新ドラ表示牌がめくられる前に牌を捨てなければならない. Tenhou rules:
    after the ankan the kanner sees indicators 3p and 7z while choosing its discard; after a
    daiminkan it still sees only 3p, and 7z turns with its discard."""
    r = load_scenario("ankan_basic").round
    r.play(Action.ankan(0, "8s"))
    assert r.phase == "act" and [t.notation for t in r.dora_indicators] == ["3p", "7z"]

    r = load_scenario("daiminkan_basic").round
    r.play(Action.daiminkan(0, "8s"))
    assert r.phase == "act" and [t.notation for t in r.dora_indicators] == ["3p"]
    ev = r.play(Action.discard(0, "9m"))
    assert ev[0].kind == "dora_reveal" and ev[0].tile.notation == "7z"


def test_immediate_kan_dora_is_turned_before_the_kanners_discard():
    """槓 § 槓ドラ: 暗槓の場合は新ドラが何か確認してから牌を捨てることができ… (暗槓は即めくり);
    槓ドラ即ノリ: 暗槓、明槓に関わらず…めくる. Under IMMEDIATE timing the new indicator is turned
    before the kanner's discard, so it counts for a rinshan kaihou on that kan and for a ron on
    that discard.

    The two sources differ only in the order of two steps both placed before the discard: the
    article turns it right after the rinshan draw (嶺上牌をツモってきた直後にめくる); Tenhou's logs
    turn an ankan's indicator at the declaration, before the rinshan draw (DORA before T,
    FORMATS.md §6). The engine follows Tenhou (events kan, dora_reveal, rinshan_draw,
    wall_shift) so that real-game replays match; no value differs, and the event's
    ``cause == "immediate"`` says the reveal belongs to the kan, not to a discard.

    Tenhou, ankan of 8s with the rinshan 5z: indicator 7s turned with the kan (yama 7), then
    rinshan kaihou with kan dora 4 (the four 8s). M.League (every kan immediate), seat 0
    daiminkans seat 3's 8s: indicator 8m turned with the kan, before seat 0 discards 9m; seat 1
    (riichi, 78m) rons the 9m with kan dora 1: riichi + pinfu + kan dora = 3 han 30 fu, 3900."""
    r = sc(
        ["123789m456p8888s+5z", F1, F2, F3],
        turn=0,
        dora_indicators="3z",
        rinshan="5z",
        kan_dora="7s",
    )
    ev = r.play(Action.ankan(0, "8s"))
    reveal = next(e for e in ev if e.kind == "dora_reveal")
    assert reveal.tile.notation == "7s" and reveal.data["index"] == 7
    assert reveal.data["cause"] == "immediate"
    assert reveal.data["kan"] == "ankan" and reveal.data["indicators"] == ["3z", "7s"]
    assert "discard" not in kinds(ev) and r.phase == "act"
    v = r.play(Action.tsumo(0))[-1].data["valuation"]
    assert yaku_han(v)["rinshan_kaihou"] == 1 and v.kan_dora == 4

    seats = [
        "2399m222666p888s",
        {"hand": "234567m78m11p456p", "riichi": True, "discards": "4z"},
        F2,
        {"hand": F3, "discards": "8s"},
    ]
    r = sc(
        seats,
        turn=3,
        phase="respond",
        rules={"preset": "m_league"},
        dora_indicators="1z",
        rinshan="5z",
        kan_dora="8m",
        ura="9s9s",
    )
    ev = r.respond({0: "daiminkan"})
    reveal = next(e for e in ev if e.kind == "dora_reveal")
    assert (reveal.tile.notation, reveal.data["cause"], reveal.data["kan"]) == (
        "8m",
        "immediate",
        "daiminkan",
    )
    assert r.phase == "act" and [t.notation for t in r.dora_indicators] == ["1z", "8m"]
    ev = r.play(Action.discard(0, "9m"))
    assert "dora_reveal" not in kinds(ev)
    r.play(Action.ron(1, "9m"))
    v = r.result["wins"][0]["valuation"]
    assert yaku_han(v) == {"riichi": 1, "pinfu": 1, "kan_dora": 1}
    assert (v.han, v.fu) == (3, 30) and r.result["deltas"][:2] == [-3900, 3900]


def test_kan_ura_counts_only_for_a_riichi_winner():
    """槓 § 槓ドラ: 立直者の和了については槓ドラの下（裏）の牌もドラ表示牌として扱う（槓ウラ）.
    23m 678p 777z 22z [5555p], ron 1m, ura indicators 1z (ura 2z: the pair, 2) and 4p under the
    kan indicator (kan ura 5p: the kan, 4): with riichi ura 6; without kan ura (rules) 2; the same
    win without riichi (chun only) counts no ura at all."""
    hand = Hand.parse("23m678p777z22z [5555p]")
    tenhou = Rules.preset("tenhou")

    def ctx(riichi):
        return WinContext(
            Tile.parse("1m"),
            tsumo=False,
            riichi=riichi,
            winner=1,
            seat_wind=1,
            discarder=0,
            dora_indicators=(Tile.parse("9s"), Tile.parse("9s")),
            ura_indicators=(Tile.parse("1z"), Tile.parse("4p")),
        )

    v = evaluate(hand, ctx(True), tenhou)
    assert v.is_win and v.ura == 6 and yaku_han(v)["ura_dora"] == 6
    assert evaluate(hand, ctx(True), tenhou.replace(kan_ura_dora=False)).ura == 2
    v = evaluate(hand, ctx(False), tenhou)
    assert v.is_win and v.ura == 0 and "ura_dora" not in yaku_han(v)


# ----- 暗槓 ----------------------------------------------------------------------------------


def test_ankan_may_use_four_tiles_held_before_the_draw():
    """槓 § 暗槓: 自摸した牌とは無関係の牌（もともと手牌の中にあった4枚）を槓子にすることも可能.
    Seat 0 held 8888s and draws 1z: the ankan of 8s is legal and the 1z stays in the hand."""
    r = sc(["239m222666p8888s+1z", F1, F2, F3], turn=0, rinshan="1m")
    assert code(r, Action.ankan(0, "8s")) is None
    r.play(Action.ankan(0, "8s"))
    p = r.players[0]
    assert p.hand.notation == "239m222666p1z+1m [8888s]"


def test_ankan_keeps_the_hand_menzen_so_riichi_stays_open():
    """槓 § 暗槓: 門前をくずしたことにはならず、副露に含まれない. After the ankan of 8s and the
    rinshan 5z, 123m 456p 78m 55z 6z may declare riichi discarding 6z (waits 6m 9m)."""
    r = sc(["123m456p78m5z8888s+6z", F1, F2, F3_NO_1Z], turn=0, rinshan="5z")
    r.play(Action.ankan(0, "8s"))
    assert r.players[0].hand.is_menzen
    assert Action.riichi(0, "6z") in r.legal_actions(0)
    r.play(Action.riichi(0, "6z"))
    assert r.players[0].riichi_declared


# ----- 大明槓 ---------------------------------------------------------------------------------


def test_daiminkan_needs_a_concealed_triplet():
    """槓 § 大明槓: 手牌の中に暗刻子が存在し、その4枚目の牌を他のプレイヤーが捨てた場合. With only
    88s in hand, seat 0 cannot daiminkan seat 3's 8s (kan.daiminkan_needs_three); pon is legal."""
    seats = ["2399m222666p88s1z", F1, F2, {"hand": F3, "discards": "8s"}]
    r = sc(seats, turn=3, phase="respond")
    assert code(r, Action.daiminkan(0, "8s")) == "kan.daiminkan_needs_three"
    assert code(r, Action.pon(0, "8s", "88s")) is None


CHI_OR_KAN = [
    {"hand": "2399m222666p888s", "discards": "3s"},
    "123789m11p456p24s",  # seat 1: chi 3s with 24s (kamicha is seat 0)
    "6688m799p11333s5z",  # seat 2: three 3s, daiminkan
    F3,
]


def test_daiminkan_beats_chi_on_the_same_discard():
    """槓 § 大明槓: 一般的には、チーより大明槓が優先される. Seat 1 calls chi on the 3s first, seat 2
    then calls daiminkan: seat 2 takes the tile (claims rule pon_over_chi; the meld shows the
    toimen tile), draws its rinshan tile and seat 1 keeps its 24s."""
    r = sc(CHI_OR_KAN, turn=0, phase="respond", rinshan="1m")
    r.play(Action.chi(1, "3s", "24s"))
    r.play(Action.daiminkan(2, "3s"))
    claims = [e for e in r.events if e.kind == "claims"][-1].data
    assert claims["taken_by"] == 2 and claims["call"] == "daiminkan"
    assert claims["rule"] == "pon_over_chi"
    assert [m.notation for m in r.players[2].melds] == ["(33^33s)"]
    assert r.players[2].drawn.notation == "1m" and r.kans_made == 1
    assert r.players[1].melds == []


def test_simultaneous_daiminkan_beats_chi_even_under_voice_first():
    """槓 § 大明槓: 発声優先のルールになっている場合はこの限りではない…その場合でも、
    発声が同時だった場合はチーより大明槓が優先される. Under call_priority first_call, seat 1
    (chi 3s) and seat 2 (daiminkan 3s) answer together through Round.respond: seat 2 should
    take the tile."""
    rules = {"preset": "tenhou", "call_priority": "first_call"}
    r = sc(CHI_OR_KAN, turn=0, phase="respond", rinshan="1m", rules=rules)
    r.respond({2: "daiminkan", 1: "chi 3s 24s"})
    claims = [e for e in r.events if e.kind == "claims"][-1].data
    assert claims["taken_by"] == 2 and claims["call"] == "daiminkan"
    assert claims["rule"] == "simultaneous_pon_over_chi" and claims["priority"] == "first_call"
    assert r.kans_made == 1 and r.players[1].melds == []
    # the same two voices one after the other: the chi, said first, wins under first_call
    r = sc(CHI_OR_KAN, turn=0, phase="respond", rinshan="1m", rules=rules)
    r.play(Action.chi(1, "3s", "24s"))
    r.play(Action.daiminkan(2, "3s"))
    claims = [e for e in r.events if e.kind == "claims"][-1].data
    assert claims["taken_by"] == 1 and claims["rule"] == "first_call" and r.kans_made == 0


def test_ron_on_the_discard_is_the_only_way_to_take_a_daiminkan_tile():
    """槓 § 槓の種類による違い (大明槓は槍槓の対象にこそならない): the kan tile is another player's
    discard, so a hand waiting on it must ron the discard (ron beats kan, 副露 § 発声の優先順位).
    Kokushi seat 1 waits on 1z; seat 0 holds 111z; seat 3 discards the fourth 1z.
    Both answer: the ron wins (32000 from seat 3) and no kan is made. If seat 1 passes, the
    daiminkan stands with no chankan window, even under Mahjong Soul rules (kokushi may rob an
    ankan there)."""
    seats = ["2399m222p888s111z", KOKUSHI_1Z, F2, {"hand": F3_NO_1Z, "discards": "1z"}]
    r = sc(seats, turn=3, phase="respond")
    r.respond({0: "daiminkan", 1: "ron"})
    assert r.result["type"] == "win" and [w["winner"] for w in r.result["wins"]] == [1]
    assert r.kans_made == 0 and r.result["deltas"] == [0, 32000, 0, -32000]

    r = sc(seats, turn=3, phase="respond", rules={"preset": "mahjong_soul"})
    r.respond({0: "daiminkan", 1: "pass"})
    assert r.kans_made == 1 and r.phase == "act" and "chankan_window" not in kinds(r.events)


def test_pon_instead_of_daiminkan_cannot_discard_the_leftover_fourth_tile():
    """槓 § 槓の種類による違い (大明槓): 大明槓が出来る状況は必ず同じ牌に対してポンも可能だが、
    ポンをすると…喰い替えルールによって余った牌を捨てられず. Seat 0 holds 888s and pons the 8s:
    the remaining 8s may not be discarded (Tenhou: same-tile kuikae is forbidden), 9m may."""
    r = load_scenario("daiminkan_basic").round
    assert Action.pon(0, "8s", "88s") in r.legal_actions(0)
    r.play(Action.pon(0, "8s", "88s"))
    assert code(r, Action.discard(0, "8s")) == "discard.kuikae"
    assert code(r, Action.discard(0, "9m")) is None


# ----- 加槓 ----------------------------------------------------------------------------------


def test_kakan_with_the_fourth_tile_already_in_hand():
    """槓 § 加槓: 加槓ができるのは、ポンした牌と同じ牌を自摸ってきた場合と、すでに手の内に持って
    いる場合である. Seat 0 holds the fourth 6p and draws 1z: the kakan of 6p is legal; the pon from
    toimen becomes a kakan whose added tile lies on the sideways tile."""
    r = sc(["2399m222p6p88s+1z (66^6p)", F1, F2, F3], turn=0, rinshan="1m")
    assert code(r, Action.kakan(0, "6p")) is None
    r.play(Action.kakan(0, "6p"))
    if r.phase == "chankan":  # nobody here can rob a 6p, but pass if asked
        r.respond({s: "pass" for s in r.waiting_on})
    meld = r.players[0].melds[0]
    assert meld.kind is MeldKind.KAKAN
    assert [lt.pose for lt in meld.layout()] == ["up", "sideways", "stacked", "up"]
    assert r.players[0].hand.concealed.count(Tile.parse("1z")) == 1


def test_kakan_before_the_draw_is_refused():
    """槓 § 加槓: いずれの場合も、自摸した直後、かつ打牌する前に行う. Holding the fourth 6p before
    drawing: the kakan is refused (kan.before_draw); after the draw it is legal."""
    r = sc(["2399m222p6p88s (66^6p)", F1, F2, F3], turn=0, phase="draw")
    assert code(r, Action.kakan(0, "6p")) == "kan.before_draw"
    r.play(Action.draw(0))
    assert code(r, Action.kakan(0, "6p")) is None


def test_honor_kakan_can_be_robbed_only_by_kokushi():
    """槓 § 槓の種類による違い (加槓): 搶槓で放銃する可能性…（字牌の場合は国士無双のみ）.
    Seat 0 (dealer) has a 1z pon and draws the fourth 1z; kokushi seat 1 waits on 1z alone and
    robs the kakan: kokushi (yakuman), a non-dealer yakuman ron of 32000 paid by the dealer;
    the kan fails, so no rinshan draw and no kan-dora indicator."""
    seats = ["2399m222p888s+1z (11^1z)", KOKUSHI_1Z, F2, F3_NO_1Z]
    r = sc(seats, turn=0)
    ev = r.play(Action.kakan(0, "1z"))
    assert kinds(ev) == ["kan", "chankan_window"] and r.waiting_on == [1]
    ev = r.play(Action.ron(1, "1z"))
    win = r.result["wins"][0]
    assert win["winner"] == 1 and win["chankan"] is True
    assert "kokushi" in yaku_han(win["valuation"])
    assert r.result["deltas"] == [-32000, 32000, 0, 0]
    assert "rinshan_draw" not in kinds(ev) and len(r.dora_indicators) == 1


def test_daiminkan_rinshan_kaihou_gets_no_new_kan_dora_when_minkan_reveal_after_discard():
    """槓 § 槓の種類による違い (大明槓): そのルール（暗槓は即めくり、明槓は打牌後）では大明槓から
    嶺上開花したところでその槓による新ドラは発生しない; 槓 § 槓ドラ (槓ドラ即ノリ) turns it at once.
    Seat 0 (dealer) 123m 789m 456p 5z + 888s makes a daiminkan of seat 3's 8s and wins on the
    rinshan 5z; the kan indicator is 7s (the four 8s would be 4 kan dora). Tenhou (after discard):
    rinshan kaihou 1 han only, indicator never turned, 40 fu (20 + 8 + 2 + 2 + 2 = 34),
    dealer 700 all; M.League (immediate): 5 han with 4 kan dora, mangan 4000 all."""
    seats = ["123789m456p5z888s", F1, F2, {"hand": F3, "discards": "8s"}]
    kw = dict(turn=3, phase="respond", dora_indicators="3z", rinshan="5z", kan_dora="7s")
    r = sc(seats, **kw)
    r.play(Action.daiminkan(0, "8s"))
    ev = r.play(Action.tsumo(0))
    win = ev[-1].data
    v = win["valuation"]
    assert win["dora_indicators"] == ["3z"] and win["pending_kan_dora_dropped"] == 1
    assert yaku_han(v) == {"rinshan_kaihou": 1} and (v.han, v.fu, v.kan_dora) == (1, 40, 0)
    assert r.result["deltas"] == [2100, -700, -700, -700]

    r = sc(seats, rules={"preset": "m_league"}, **kw)
    r.play(Action.daiminkan(0, "8s"))
    ev = r.play(Action.tsumo(0))
    v = ev[-1].data["valuation"]
    assert ev[-1].data["dora_indicators"] == ["3z", "7s"]
    assert yaku_han(v) == {"rinshan_kaihou": 1, "kan_dora": 4} and v.kan_dora == 4
    assert v.limit == "mangan" and r.result["deltas"] == [12000, -4000, -4000, -4000]


def test_the_discard_after_a_daiminkan_can_become_the_new_dora_and_be_ronned():
    """槓 § 槓の種類による違い (大明槓): 「暗槓は即めくり、明槓は打牌後」では新ドラが明示される前に
    牌を捨てなければならないため、捨てた牌がたまたま新ドラになった牌だった、というケースがありうるし、
    他家はその時点で新ドラを鳴くことができる. Seat 0 daiminkans 8s and discards 9m; the indicator
    turned with that discard is 8m, so the 9m is the new dora, and seat 1 (riichi, 78m wait) rons
    it: riichi + pinfu + 1 kan dora = 3 han 30 fu, 3900 from seat 0."""
    seats = [
        "2399m222666p888s",
        {"hand": "234567m78m11p456p", "riichi": True, "discards": "4z"},
        F2,
        {"hand": F3, "discards": "8s"},
    ]
    r = sc(seats, turn=3, phase="respond", dora_indicators="1z", rinshan="5z", kan_dora="8m")
    r.respond({0: "daiminkan"})
    assert [t.notation for t in r.dora_indicators] == ["1z"]
    ev = r.play(Action.discard(0, "9m"))
    assert [e.kind for e in ev][:2] == ["dora_reveal", "discard"] and ev[0].tile.notation == "8m"
    assert Action.ron(1, "9m") in r.legal_actions(1)
    r.play(Action.ron(1, "9m"))
    v = r.result["wins"][0]["valuation"]
    assert yaku_han(v) == {"riichi": 1, "pinfu": 1, "kan_dora": 1}
    assert (v.han, v.fu) == (3, 30) and r.result["deltas"][:2] == [-3900, 3900]


def test_robbed_kakan_turns_no_indicator_even_when_kan_dora_is_immediate():
    """槓 § 手順: 加槓の場合は搶槓がなかった時点で槓が成立する。搶槓が発生した場合は槓は
    不成立となり、槓ドラ表示牌もめくらない. Under M.League rules (every kan dora turned at
    once) the kakan of 6p is robbed by seat 1: no dora_reveal event, one indicator, no rinshan
    draw."""
    data = load_scenario("kakan_chankan").data | {"rules": {"preset": "m_league"}, "actions": []}
    r = build_round(data)
    ev = r.play(Action.kakan(0, "6p"))
    assert kinds(ev) == ["kan", "chankan_window"]
    ev = r.play(Action.ron(1, "6p"))
    assert "dora_reveal" not in kinds(r.events) and "rinshan_draw" not in kinds(ev)
    assert [t.notation for t in r.dora_indicators] == ["3p"] and r.kans_made == 0


def test_nobody_else_may_declare_any_kan_while_one_player_holds_four_kans():
    """槓 § 四開槓: 四槓子のテンパイ者がいる状況では、他のプレイヤーは槓を行うことはできない.
    Seat 0 makes its fourth kan (ankan 2m) and discards 1m; seat 1, holding 4444m, draws 9p:
    its ankan of 4m is refused (kan.suukantsu_other), as a daiminkan would be."""
    data = load_scenario("suukantsu_one_player").data | {"actions": [], "live": "9p"}
    data["seats"] = list(data["seats"])
    data["seats"][1] = {"hand": "1114444m77m1345p"}
    r = build_round(data)
    r.play(Action.ankan(0, "2m"))
    r.play(Action.discard(0, "1m"))
    assert r.kans_made == 4 and not r.is_over
    assert code(r, Action.daiminkan(1, "1m")) == "kan.suukantsu_other"
    r.respond({s: "pass" for s in r.waiting_on})
    r.play(Action.draw(1))
    assert r.players[1].drawn.notation == "9p"
    assert code(r, Action.ankan(1, "4m")) == "kan.suukantsu_other"
    assert not [a for a in r.legal_actions(1) if a.kind == "ankan"]
