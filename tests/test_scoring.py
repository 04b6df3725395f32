"""mjteach.scoring.evaluate: context checks, rule options, dora, payments and pao.

Sources: 槓 § 槓子の扱い, 槓 § 槓ドラ, 槓 § 大明槓の包, rulesets.md §2.1, §2.4, §2.7,
docs/notes/engines.md §6 (pitfalls of the ``mahjong`` package).
"""

from __future__ import annotations

import random

import pytest

from mjteach.hand import Hand
from mjteach.rules import PaoScope, Renhou, Rules
from mjteach.scoring import WinContext, basic_points, dora_for_rinshan, evaluate
from mjteach.tiles import Tile

TENHOU = Rules.preset("tenhou")


def ctx(win: str, **kw) -> WinContext:
    kw.setdefault("tsumo", False)
    kw.setdefault("winner", 1)
    kw.setdefault("seat_wind", (kw["winner"] - kw.get("dealer", 0)) % 4)
    if not kw["tsumo"]:
        kw.setdefault("discarder", 0 if kw["winner"] != 0 else 3)
    return WinContext(Tile.parse(win), **kw)


def value(hand: str, win: str, rules: Rules = TENHOU, **kw):
    return evaluate(Hand.parse(hand), ctx(win, **kw), rules)


# ----- never raises for a hand that cannot win -----------------------------------------------


def test_incomplete_hand_is_not_a_win_with_reason():
    """A hand that is not four sets and a pair gives is_win False and score.not_winning."""
    v = value("2399m222666p [8888s]", "5m")
    assert not v.is_win
    assert v.reason.code == "score.not_winning"
    assert "2399m222666p" in v.reason.message("en")


def test_wrong_tile_count_is_not_a_win_with_reason():
    """A ron hand must hold 13 tiles (a kan counts 3): 12 tiles gives score.tile_count."""
    v = value("399m222666p [8888s]", "1m")
    assert not v.is_win and v.reason.code == "score.tile_count"
    assert dict(v.reason.params)["count"] == 13


def test_complete_hand_without_yaku_is_not_a_win():
    """An open hand with no yaku cannot win (score.no_yaku): 234m 678s 99s + chi, ron 1m."""
    v = value("23m678s789p99s (3<45s)", "1m")
    assert not v.is_win and v.reason.code == "score.no_yaku"


def test_random_hands_never_raise():
    """evaluate() answers every random 14-tile closed hand with a Valuation, never an exception."""
    rng = random.Random(7)
    deck = [Tile(k) for k in range(34) for _ in range(4)]
    wins = 0
    for _ in range(300):
        tiles = rng.sample(deck, 14)
        hand = Hand(tuple(tiles[:13]))
        v = evaluate(hand, WinContext(tiles[13], tsumo=False, winner=1, seat_wind=1, discarder=0))
        wins += v.is_win
        assert v.is_win or v.reason is not None


# ----- contradictory contexts ----------------------------------------------------------------


@pytest.mark.parametrize(
    "flags, words",
    [
        ({"rinshan": True}, "rinshan"),
        ({"haitei": True}, "haitei"),
        ({"ippatsu": True}, "ippatsu"),
    ],
)
def test_contradictory_ron_context_raises(flags, words):
    """A rinshan or haitei win is a tsumo; ippatsu needs riichi (rulesets.md §2.7)."""
    with pytest.raises(ValueError, match=words):
        value("2399m222666p [8888s]", "1m", **flags)


def test_chankan_with_tsumo_and_houtei_with_tsumo_raise():
    """Chankan and houtei are rons (槓 § 加槓: the added tile is robbed)."""
    for flag in ("chankan", "houtei"):
        with pytest.raises(ValueError, match=flag):
            value("2399m222666p+1m [8888s]", "1m", tsumo=True, **{flag: True})


def test_seat_wind_must_match_dealer():
    """The dealer is always East: winner 1 with dealer 0 is South, not West."""
    with pytest.raises(ValueError, match="dealer"):
        evaluate(
            Hand.parse("2399m222666p [8888s]"),
            WinContext(Tile.parse("1m"), tsumo=False, winner=1, seat_wind=2, discarder=0),
        )


def test_riichi_on_open_hand_raises():
    """An open hand cannot riichi (副露 § 役の消滅)."""
    with pytest.raises(ValueError, match="riichi"):
        value("2399m222666p (6666^z)", "1m", riichi=True)


def test_rinshan_is_never_haitei_unless_rule_says_so():
    """A rinshan tile comes from the dead wall, so it is not haitei (rulesets.md §3 item 14): the
    haitei flag is dropped with a note. With rules.rinshan_counts_as_haitei both yaku count.

    Hand 23m678p222s55s [5555p] + rinshan tsumo 1m: menzen tsumo 1 + rinshan 1 (+ haitei 1)."""
    hand = "23m678p222s55s+1m [5555p]"
    plain = value(hand, "1m", tsumo=True, rinshan=True, haitei=True)
    assert plain.yaku_han == {"menzen_tsumo": 1, "rinshan_kaihou": 1}
    assert any(n.key == "note.rinshan_not_haitei" for n in plain.notes)
    both = value(
        hand,
        "1m",
        TENHOU.replace(rinshan_counts_as_haitei=True),
        tsumo=True,
        rinshan=True,
        haitei=True,
    )
    assert both.yaku_han == {"menzen_tsumo": 1, "rinshan_kaihou": 1, "haitei": 1}
    assert both.han == 3


# ----- pitfalls of the mahjong package -------------------------------------------------------


def test_ankan_keeps_hand_closed_for_riichi():
    """An ankan is passed as a closed kan (engines.md pitfall 1): riichi and menzen ron stay.

    23m 678p 789s 22z [5555p], riichi ron 1m, seat South: 20 + 10 menzen ron + 2 seat-wind pair
    + 16 ankan (simples) = 48 -> 50 fu; riichi 1 han; 1600."""
    v = value("23m678p789s22z [5555p]", "1m", riichi=True)
    assert v.is_win and not v.is_open
    assert v.yaku_han == {"riichi": 1}
    assert (v.fu_raw, v.fu, v.points) == (48, 50, 1600)


def test_all_four_kan_tiles_count_for_dora():
    """All four tiles of a kan are dora (engines.md pitfall 2): ankan 9999p with indicator 8p."""
    v = value("23m678p789s22z [9999p]", "1m", riichi=True, dora_indicators=(Tile.parse("8p"),))
    assert v.dora == 4 and v.yaku_han["dora"] == 4


def test_kuitan_option_switches_open_tanyao():
    """Open tanyao (kuitan) is on in Tenhou rules and off when rules.kuitan is False
    (副露 § 役の消滅: 喰い断あり/なし). 34m 678p 678s 22s + chi 567p, ron 2m: 1 han 30 fu."""
    hand = "34m678p678s22s (5<67p)"
    on = value(hand, "2m")
    off = value(hand, "2m", TENHOU.replace(kuitan=False))
    assert on.yaku_han == {"tanyao": 1} and (on.fu, on.points) == (30, 1000)
    assert not off.is_win and off.reason.code == "score.no_yaku"


def test_red_fives_follow_rules_per_suit():
    """Red fives count per rules.aka_dora (the library's default is off: pitfall 3)."""
    hand = "23m067p789s22z [5555s]"
    assert value(hand, "1m", riichi=True).aka == 1
    no_red = TENHOU.replace(aka_dora={"m": 0, "p": 0, "s": 0})
    assert value(hand.replace("0", "5"), "1m", no_red, riichi=True).aka == 0
    only_s = TENHOU.replace(aka_dora={"m": 0, "p": 0, "s": 1})
    assert value("23m567p789s22z [0555s]", "1m", only_s, riichi=True).aka == 1
    assert value("23m567p789s22z [0555s]", "1m", riichi=True).aka == 1
    for rules in (no_red, only_s):  # a red 5p is not in these tile sets: refused, not scored
        with pytest.raises(ValueError, match="0p"):
            value(hand, "1m", rules, riichi=True)


# ----- rule options the library cannot express ----------------------------------------------


def test_double_wind_pair_fu_option():
    """rules.double_wind_pair_fu: 4 (Tenhou) or 2 (M.League) (rulesets.md §2.7).

    Dealer (East) in the East round, 23m 678p 789s 11z [5555p], rinshan tsumo 1m:
    20 + 4 (East pair) + 16 ankan + 2 tsumo = 42 -> 50; with 2 fu: 40 -> 40."""
    hand = "23m678p789s11z+1m [5555p]"
    four = value(hand, "1m", tsumo=True, rinshan=True, winner=0)
    two = value(
        hand, "1m", TENHOU.replace(double_wind_pair_fu=2), tsumo=True, rinshan=True, winner=0
    )
    assert (four.fu_raw, four.fu) == (42, 50)
    assert (two.fu_raw, two.fu) == (40, 40)
    part = next(p for p in two.fu_parts if p.key == "fu.pair.double_wind")
    assert part.fu == 2 and sum(p.fu for p in two.fu_parts) == 40
    assert any(n.key == "note.double_wind_pair" for n in two.notes)


def test_no_tsumo_fu_on_rinshan_when_rules_say_so():
    """rules.rinshan_tsumo_fu False: a rinshan kaihou gets no 2 tsumo fu (rulesets.md §3 item 6).

    23m 678p 222s 55s [5555p], rinshan tsumo 1m: 20 + 4 (222s concealed) + 16 ankan + 2 tsumo
    = 42 -> 50; without the tsumo fu 40 -> 40."""
    hand = "23m678p222s55s+1m [5555p]"
    with_fu = value(hand, "1m", tsumo=True, rinshan=True)
    without = value(hand, "1m", TENHOU.replace(rinshan_tsumo_fu=False), tsumo=True, rinshan=True)
    assert (with_fu.fu_raw, with_fu.fu) == (42, 50)
    assert (without.fu_raw, without.fu) == (40, 40)
    assert "fu.tsumo" not in [p.key for p in without.fu_parts]
    assert "fu.rinshan_no_tsumo" in [p.key for p in without.fu_parts]


def test_open_tsumo_keeps_tsumo_fu_when_open_pinfu_ron_is_20():
    """With rules.open_pinfu_ron_fu 20 an open pinfu-shaped ron is 20 fu, but an open tsumo still
    has its 2 tsumo fu: 22 -> 30 (the library alone gives 20 there)."""
    r20 = TENHOU.replace(open_pinfu_ron_fu=20)
    ron = value("34m678p678s22s (5<67p)", "2m", r20)
    tsumo = value("34m678p678s22s+2m (5<67p)", "2m", r20, tsumo=True)
    assert (ron.fu, ron.points) == (20, 700)
    assert (tsumo.fu_raw, tsumo.fu) == (22, 30)


def test_kiriage_mangan_option():
    """4 han 30 fu is 7700 without kiriage and 8000 with it (rulesets.md §2.7).

    23m 567p 234s 678s 55s riichi ron 4m, indicator 1m (dora 2m): riichi, pinfu, tanyao, dora 1."""
    args = ("23m567p234s678s55s", "4m")
    kw = {"riichi": True, "dora_indicators": (Tile.parse("1m"),)}
    plain = value(*args, **kw)
    kiriage = value(*args, TENHOU.replace(kiriage_mangan=True), **kw)
    assert (plain.han, plain.fu, plain.points, plain.limit) == (4, 30, 7700, None)
    assert (kiriage.points, kiriage.limit) == (8000, "kiriage_mangan")


def test_kazoe_yakuman_option():
    """13+ han is a kazoe yakuman, or a sanbaiman when rules.kazoe_yakuman is False."""
    assert basic_points(13, 30, TENHOU) == (8000, "kazoe_yakuman")
    assert basic_points(13, 30, TENHOU.replace(kazoe_yakuman=False)) == (6000, "sanbaiman")
    assert basic_points(5, 30, TENHOU) == (2000, "mangan")
    assert basic_points(3, 70, TENHOU) == (2000, "mangan")
    assert basic_points(1, 30, TENHOU) == (240, None)


def test_renhou_follows_rules():
    """Renhou: none (Tenhou), mangan (EMA, JPML), 5 han (WRC), yakuman (rulesets.md §2.7)."""
    hand, win = "23m567p234s678s55s", "4m"
    assert "renhou" not in value(hand, win, renhou=True).yaku_han
    mangan = value(
        hand,
        win,
        TENHOU.replace(renhou=Renhou.MANGAN),
        renhou=True,
        dora_indicators=(Tile.parse("3m"),),
    )
    assert mangan.yaku_han == {"renhou": 5} and mangan.points == 8000  # no dora on top
    five = value(hand, win, TENHOU.replace(renhou=Renhou.FIVE_HAN), renhou=True)
    # 5 han renhou adds to pinfu 1 + tanyao 1: 7 han haneman, 12000
    assert five.yaku_han == {"renhou": 5, "pinfu": 1, "tanyao": 1} and five.points == 12000
    yakuman = value(hand, win, TENHOU.replace(renhou=Renhou.YAKUMAN), renhou=True)
    assert yakuman.yakuman == 1 and yakuman.points == 32000


# ----- dora timing helper ----------------------------------------------------------------------


def test_kan_dora_of_a_minkan_does_not_count_for_its_rinshan_under_after_discard():
    """Under 後乗り (Tenhou: daiminkan and kakan) the kan's own indicator is turned at the discard,
    so it does not count for a rinshan kaihou on its replacement tile (槓 § 槓ドラ; rulesets.md
    §2.1, §3 item 1). An ankan's indicator (即乗り) counts; M.League turns every kan at once."""
    turned = (Tile.parse("1z"), Tile.parse("4p"))
    counted, pending = dora_for_rinshan(turned, "daiminkan", TENHOU)
    assert counted == turned[:1] and pending == turned[1:]
    assert dora_for_rinshan(turned, "ankan", TENHOU) == (turned, ())
    assert dora_for_rinshan(turned, "kakan", Rules.preset("m_league")) == (turned, ())
    hand = Hand.parse("23m678p222s55s+1m (5555<p)")
    c = WinContext(
        Tile.parse("1m"),
        tsumo=True,
        rinshan=True,
        daiminkan_rinshan=True,
        winner=1,
        seat_wind=1,
        dora_indicators=counted,
        kan_dora_pending=pending,
    )
    v = evaluate(hand, c, TENHOU)
    assert v.kan_dora == 0 and any(n.key == "note.kan_dora_pending" for n in v.notes)
    c2 = c.replace(dora_indicators=turned, kan_dora_pending=())
    assert evaluate(hand, c2, Rules.preset("m_league")).kan_dora == 4


# ----- payments --------------------------------------------------------------------------------


def test_ron_payment_with_honba_and_sticks():
    """Ron: the discarder pays the hand plus 300 per honba; the winner also takes the sticks.

    2399m 222666p [8888s] ron 1m (sanankou 2 han 60 fu, non-dealer 3900), 2 honba, 1 stick."""
    v = value("2399m222666p [8888s]", "1m", honba=2, riichi_sticks=1, discarder=3)
    assert v.payments == {0: 0, 1: 3900 + 600 + 1000, 2: 0, 3: -4500}
    assert v.points == 4500 and v.hand_points == 3900
    assert sum(v.payments.values()) == 1000


def test_tsumo_payments_dealer_and_non_dealer_with_honba():
    """Tsumo: non-dealer 2 han 60 fu = 2000 from the dealer, 1000 from each other (+100/honba);
    the dealer's 2 han 60 fu tsumo = 2000 all."""
    v = value("2399m222666p+1m [8888s]", "1m", tsumo=True, honba=1)
    # 2399m 222666p [8888s] tsumo: 20 + 4 + 4 + 16 + 2 = 46 -> 50; menzen tsumo + sanankou 3 han
    assert (v.han, v.fu) == (3, 50)
    assert v.payments == {0: -3300, 1: 6700, 2: -1700, 3: -1700}
    d = value("2399m222666p+1m [8888s]", "1m", tsumo=True, winner=0)
    assert d.payments == {0: 9600, 1: -3200, 2: -3200, 3: -3200}


def test_daiminkan_rinshan_pao_and_as_ron():
    """大明槓の包 (槓 § 大明槓の包; rulesets.md §2.4): whoever discarded the kan tile pays the
    rinshan kaihou alone. Tenhou has no such pao (everyone pays a tsumo).

    23m 678p 222s 55s (5555<p) from kamicha (seat 0), winner seat 1, rinshan 1m: 20 + 4 + 8 + 2
    = 34 -> 40, 1 han: tsumo 400/700 = 1500. As a ron (no tsumo fu): 32 -> 40, 1300."""
    hand = "23m678p222s55s+1m (5555<p)"
    kw = {"tsumo": True, "rinshan": True, "daiminkan_rinshan": True}
    tenhou = value(hand, "1m", **kw)
    assert tenhou.payments == {0: -700, 1: 1500, 2: -400, 3: -400} and tenhou.pao is None
    pao = value(hand, "1m", TENHOU.replace(daiminkan_rinshan_pao=True), **kw)
    assert pao.payments == {0: -1500, 1: 1500, 2: 0, 3: 0}
    assert pao.pao == {"seat": 0, "kind": "daiminkan", "yaku": ["rinshan_kaihou"]}
    as_ron = value(
        hand, "1m", TENHOU.replace(daiminkan_rinshan_pao=True, daiminkan_rinshan_as_ron=True), **kw
    )
    assert (as_ron.fu_raw, as_ron.payments[0], as_ron.payments[1]) == (32, -1300, 1300)


DAISANGEN = "1m234p (5<55z) (66^6z) (777>z)"


def test_daisangen_pao_tsumo_liable_pays_all():
    """Yakuman pao (rulesets.md §2.4, Tenhou): the player who fed the third dragon set (here the
    777z pon from shimocha, seat 2) pays a tsumo alone, honba included."""
    v = value(DAISANGEN.replace("1m", "1m+1m"), "1m", tsumo=True, honba=1)
    assert v.pao["seat"] == 2 and v.pao["yaku"] == ["daisangen"]
    assert v.payments == {0: 0, 1: 32300, 2: -32300, 3: 0}


def test_daisangen_pao_ron_split_and_honba_payer():
    """On a ron the discarder and the liable player pay half each; the honba goes to the liable
    player (Tenhou) or the discarder (JPML: pao_honba_payer)."""
    v = value(DAISANGEN, "1m", discarder=0, honba=1)
    assert v.payments == {0: -16000, 1: 32300, 2: -16300, 3: 0}
    jpml = value(DAISANGEN, "1m", TENHOU.replace(pao_honba_payer="discarder"), discarder=0, honba=1)
    assert jpml.payments == {0: -16300, 1: 32300, 2: -16000, 3: 0}


def test_pao_scope_whole_hand_or_yakuman_only():
    """Daisangen + tsuuiisou tsumo (2 yakuman): Tenhou's liable player pays the whole 64000;
    under PAO_YAKUMAN_ONLY (MJS) only the daisangen 32000, the rest is a normal tsumo."""
    hand = "444z2z+2z (5<55z) (66^6z) (777>z)"
    whole = value(hand, "2z", tsumo=True)
    assert whole.yakuman == 2 and whole.payments == {0: 0, 1: 64000, 2: -64000, 3: 0}
    part = value(hand, "2z", TENHOU.replace(pao_scope=PaoScope.PAO_YAKUMAN_ONLY), tsumo=True)
    assert part.payments == {0: -16000, 1: 64000, 2: -32000 - 8000, 3: -8000}


def test_no_pao_when_third_dragon_is_an_ankan():
    """Pao needs the completing set to be called: a third dragon ankan makes nobody liable."""
    v = value("1m234p+1m (5<55z) (66^6z) [7777z]", "1m", tsumo=True)
    assert v.yakuman == 1 and v.pao is None
    assert v.payments == {0: -16000, 1: 32000, 2: -8000, 3: -8000}


def test_suukantsu_pao_only_where_the_rules_list_it():
    """Suukantsu pao (JPML, M.League; rulesets.md §2.4): the fourth kan, a daiminkan from toimen
    (seat 3), makes that player liable. Tenhou has no suukantsu pao."""
    hand = "1m+1m [2222m] (3333>p) (4<+444s) (7777^s)"
    tenhou = value(hand, "1m", tsumo=True)
    assert tenhou.yakuman == 1 and tenhou.pao is None
    ml = value(hand, "1m", Rules.preset("m_league"), tsumo=True)
    assert ml.pao["seat"] == 3 and ml.payments[3] == -32000


def test_first_turn_wins():
    """A win in the first uninterrupted go-around: tenhou (dealer tsumo) and chiihou (non-dealer
    tsumo) are yakuman; renhou (non-dealer ron) follows rules.renhou (none on Tenhou)."""
    hand = "23m567p234s678s55s"
    tenhou = value(hand + "+4m", "4m", tsumo=True, winner=0, first_turn=True)
    assert tenhou.yakuman == 1 and "tenhou" in tenhou.yaku_han and tenhou.points == 48000
    chiihou = value(hand + "+4m", "4m", tsumo=True, first_turn=True)
    assert "chiihou" in chiihou.yaku_han and chiihou.points == 32000
    ron = value(hand, "4m", first_turn=True)
    assert "renhou" not in ron.yaku_han
    assert value(hand, "4m", TENHOU.replace(renhou=Renhou.MANGAN), first_turn=True).points == 8000


def test_summary_and_dict_in_each_language():
    """The one-line summary and the JSON dict come in the learner's language; the dict is JSON."""
    import json

    v = value("2399m222666p [8888s]", "1m")
    assert v.message("en") == "2 han 60 fu, 3900 points"
    assert v.message("ja") == "2翻60符 3900点"
    assert v.message("zh") == "2番60符 3900点"
    d = json.loads(json.dumps(v.to_dict("ja")))
    assert d["yaku"] == [{"key": "sanankou", "name": "三暗刻", "han": 2}]
    assert sum(p["fu"] for p in d["fu_breakdown"]) == 60
    mangan = value("123m123p123s999p4z", "4z")
    assert mangan.message("en") == "4 han 40 fu (mangan), 8000 points"
