"""How calls change a hand: yaku lost when open, kuisagari, kuitan, ippatsu, kan yaku.

Sources:
* 副露 § 役の消滅: 立直、一発、平和、一盃口、二盃口、四暗刻、九蓮宝燈 are lost by calling;
  tanyao by rule;
* 副露 § 喰い下がり: 2→1, 3→2, 6→5; the sanshoku + chanta example (4 han closed, 2 with a 9p pon);
* 槓 § 槓に関連のある役: rinshan kaihou 1, chankan 1, sankantsu 2, suukantsu yakuman;
* rulesets.md §2.7; engines.md §6 pitfall 14.
"""

from __future__ import annotations

import pytest

from mjteach.hand import Hand
from mjteach.melds import MeldKind
from mjteach.rules import Rules
from mjteach.scoring import (
    WinContext,
    compare_call,
    evaluate,
    ippatsu_broken,
    open_hand_table,
    yaku_lost_when_open,
)
from mjteach.tiles import Tile

TENHOU = Rules.preset("tenhou")


def ron(win: str, **kw) -> WinContext:
    return WinContext(Tile.parse(win), tsumo=False, winner=1, seat_wind=1, discarder=0, **kw)


def tsumo(win: str, **kw) -> WinContext:
    return WinContext(Tile.parse(win), tsumo=True, winner=1, seat_wind=1, **kw)


def test_article_example_sanshoku_chanta_kuisagari():
    """副露 § 喰い下がり役の複合: closed, sanshoku (2) + chanta (2) = 4 han; with 9p pon both drop
    one han, 2 han, although the 9p is not part of the sanshoku.
    123m 123p 123s 999p 4z, ron 4z (North, seat South: no yakuhai)."""
    c = compare_call("123m123p123s999p4z", ron("4z"), "(99^9p)", TENHOU)
    assert c.before.yaku_han == {"sanshoku": 2, "chanta": 2} and c.before.han == 4
    assert c.after.yaku_han == {"sanshoku": 1, "chanta": 1} and c.after.han == 2
    assert sorted(c.diff.kuisagari) == [("chanta", 2, 1), ("sanshoku", 2, 1)]
    assert c.diff.han_delta == -2
    ja = c.diff.messages("ja")
    assert "三色同順：2翻→1翻（喰い下がり）" in ja


def test_kuisagari_table_from_the_library():
    """副露 § 喰い下がり: sanshoku, ittsu, chanta 2→1; junchan, honitsu 3→2; chinitsu 6→5, and no
    other yaku loses a han (triplet yaku keep theirs)."""
    down = {
        r["key"]: (r["closed"], r["open"])
        for r in open_hand_table(TENHOU)
        if r["open"] and r["open"] < r["closed"]
    }
    assert down == {
        "sanshoku": (2, 1),
        "ittsu": (2, 1),
        "chanta": (2, 1),
        "junchan": (3, 2),
        "honitsu": (3, 2),
        "chinitsu": (6, 5),
    }


def test_yaku_lost_when_the_hand_opens():
    """副露 § 役の消滅: riichi, ippatsu, pinfu, iipeikou, ryanpeikou, suuankou, chuuren (and menzen
    tsumo, chiitoitsu, kokushi) need a concealed hand; tanyao only without kuitan."""
    lost = set(yaku_lost_when_open(TENHOU))
    assert {
        "riichi",
        "ippatsu",
        "pinfu",
        "iipeikou",
        "ryanpeikou",
        "suuankou",
        "chuuren",
        "menzen_tsumo",
        "chiitoitsu",
        "kokushi",
    } <= lost
    assert "tanyao" not in lost and "toitoi" not in lost
    assert "tanyao" in yaku_lost_when_open(TENHOU.replace(kuitan=False))


def test_chi_loses_pinfu_and_menzen_tsumo():
    """A chi opens the hand: pinfu and menzen tsumo go, tanyao stays with kuitan.
    23m 567p 234s 678s 55s tsumo 4m: menzen tsumo + pinfu + tanyao (20 fu, 3 han);
    with the 567p called as a chi: tanyao only, 20 + 2 tsumo = 22 -> 30."""
    c = compare_call("23m567p234s678s55s+4m", tsumo("4m"), "(5<67p)", TENHOU)
    assert c.before.yaku_han == {"menzen_tsumo": 1, "pinfu": 1, "tanyao": 1}
    assert c.after.yaku_han == {"tanyao": 1}
    assert {y.key for y in c.diff.yaku_lost} == {"menzen_tsumo", "pinfu"}
    assert (c.before.fu, c.after.fu) == (20, 30)


def test_kuitan_off_makes_open_tanyao_worthless():
    """喰い断なし (kuitan off): the same chi leaves no yaku at all."""
    c = compare_call("23m567p234s678s55s", ron("4m"), "(5<67p)", TENHOU.replace(kuitan=False))
    assert c.before.is_win and not c.after.is_win
    assert c.after.reason.code == "score.no_yaku"


def test_iipeikou_lost_and_riichi_dropped_by_a_call():
    """Iipeikou needs a concealed hand; a call also ends riichi (an open hand cannot riichi).
    22334m 678s 789p 55s, riichi ron 4m: riichi + pinfu + iipeikou; after a chi of 234m the
    hand has no yaku left."""
    c = compare_call("22334m678s789p55s", ron("4m", riichi=True), "(2<34m)", TENHOU)
    assert c.before.yaku_han == {"riichi": 1, "pinfu": 1, "iipeikou": 1}
    assert {y.key for y in c.diff.yaku_lost} == {"riichi", "pinfu", "iipeikou"}
    assert not c.after.is_win
    assert ("change.riichi_lost", {}) in c.diff.notes


def test_suuankou_lost_by_a_pon():
    """Four concealed triplets are a yakuman; ponning one leaves toitoi + sanankou.
    222p 333s 555s 777z 1m, tsumo 1m: suuankou tanki; with the 222p ponned: toitoi 2 +
    sanankou 2 + chun 1."""
    c = compare_call("222p333s555s777z1m+1m", tsumo("1m"), "(22^2p)", TENHOU)
    assert c.before.yakuman == 1 and "suuankou_tanki" in c.before.yaku_han
    assert c.after.yaku_han == {"toitoi": 2, "sanankou": 2, "chun": 1}


def test_chuuren_broken_by_an_ankan_of_ones():
    """槓 § 槓子の扱い: an ankan of the 1s (or 9s) of a nine-gates hand makes it a plain chinitsu.
    [1111p] 2345678999p ron 8p: chinitsu 6 (+ no chuuren); 1112345678999p ron 8p: chuuren."""
    v = evaluate(Hand.parse("2345678999p [1111p]"), ron("8p"), TENHOU)
    assert "chuuren" not in v.yaku_han and v.yaku_han["chinitsu"] == 6
    closed = evaluate(Hand.parse("1112345678999p"), ron("8p"), TENHOU)
    assert closed.yakuman == 1


@pytest.mark.parametrize("call", ["chi", "pon", "daiminkan", "kakan", "ankan"])
def test_any_call_breaks_ippatsu(call):
    """副露 § 役の消滅: ippatsu ends with any call, by anyone, an ankan included (一発消し)."""
    assert ippatsu_broken(call) is True
    assert ippatsu_broken(MeldKind(call)) is True


def test_robbed_kakan_does_not_break_ippatsu():
    """A kakan robbed by chankan never happened, so the robber keeps ippatsu (engines.md pitfall
    14): riichi + ippatsu + chankan all count."""
    assert ippatsu_broken("kakan", robbed_by_chankan=True) is False
    v = evaluate(
        Hand.parse("23m567p234s678s55s"), ron("4m", riichi=True, ippatsu=True, chankan=True), TENHOU
    )
    assert {"riichi", "ippatsu", "chankan"} <= set(v.yaku_han)
    with pytest.raises(ValueError):
        ippatsu_broken("riichi")


def test_sankantsu_two_han():
    """Three kans of any kind: sankantsu 2 han (槓 § 槓に関連のある役).
    1z tanki + [2222m] (3333>p) (4<+444s) + 567p, ron 1z, seat South round East:
    20 + 16 + 8 + 8 + 2 (round wind pair) + 2 (tanki) = 56 -> 60; 2 han 60 fu = 3900."""
    v = evaluate(Hand.parse("567p1z [2222m] (3333>p) (4<+444s)"), ron("1z"), TENHOU)
    assert v.yaku_han == {"sankantsu": 2}
    assert (v.fu_raw, v.fu, v.points) == (56, 60, 3900)


def test_suukantsu_yakuman():
    """Four kans: suukantsu, a yakuman (non-dealer ron 32000)."""
    v = evaluate(Hand.parse("1m [2222m] (3333>p) (4<+444s) (7777^s)"), ron("1m"), TENHOU)
    assert v.yakuman == 1 and "suukantsu" in v.yaku_han and v.points == 32000


def test_rinshan_kaihou_one_han_and_not_with_ron():
    """Rinshan kaihou: 1 han for a tsumo on the replacement tile; it cannot be a ron."""
    v = evaluate(
        Hand.parse("23m678p222s55s+1m (5555<p)"),
        tsumo("1m", rinshan=True, daiminkan_rinshan=True),
        TENHOU,
    )
    assert v.yaku_han == {"rinshan_kaihou": 1}
    with pytest.raises(ValueError, match="rinshan"):
        evaluate(Hand.parse("23m678p222s55s (5555<p)"), ron("1m", rinshan=True), TENHOU)


def test_chankan_haitei_houtei_one_han_each():
    """Chankan (ron on a kakan tile), haitei (tsumo on the last tile), houtei (ron on the last
    discard): 1 han each, on an open hand too."""
    open_hand = "34m678p678s22s (5<67p)"
    assert evaluate(Hand.parse(open_hand), ron("2m", chankan=True), TENHOU).yaku_han == {
        "tanyao": 1,
        "chankan": 1,
    }
    assert evaluate(Hand.parse(open_hand), ron("2m", houtei=True), TENHOU).yaku_han == {
        "tanyao": 1,
        "houtei": 1,
    }
    assert evaluate(
        Hand.parse("34m678p678s22s+2m (5<67p)"), tsumo("2m", haitei=True), TENHOU
    ).yaku_han == {"tanyao": 1, "haitei": 1}
