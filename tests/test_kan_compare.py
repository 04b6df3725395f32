"""What each kind of kan changes, computed: the ja article's table and worked examples.

Sources: 槓 § 槓子の扱い (the sanankou example with an 8s ankan, the hatsu daiminkan example, the
chuuren example), 槓 § メリットとデメリット (槓の種類による違い and the comparison table:
ankan 4倍 +12/+24, daiminkan 2倍 +4/+8, kakan 4倍 +6/+12; a daiminkan loses the menzen ron 10 fu
and menzen tsumo and can even lower the fu).
"""

from __future__ import annotations

import pytest

from mjteach.hand import Hand
from mjteach.melds import MeldKind
from mjteach.rules import Rules
from mjteach.scoring import (
    KanOption,
    WinContext,
    compare_kan,
    evaluate,
    kan_fu_table,
    kan_options,
)
from mjteach.tiles import Tile

TENHOU = Rules.preset("tenhou")


def ron(win: str, **kw) -> WinContext:
    return WinContext(Tile.parse(win), tsumo=False, winner=1, seat_wind=1, discarder=0, **kw)


def tsumo(win: str, **kw) -> WinContext:
    return WinContext(Tile.parse(win), tsumo=True, winner=1, seat_wind=1, **kw)


# ----- the article's table -----------------------------------------------------------------


def test_article_table_fu_row_is_computed():
    """槓 § メリットとデメリット table, row 面子の符（増加量）: ankan 4倍 (中張牌+12, ヤオ九牌+24),
    daiminkan 2倍 (+4, +8), kakan 4倍 (+6, +12); row 門前を崩す可能性: ankan no, daiminkan yes,
    kakan already open. Every number comes from valuing sample hands."""
    rows = {(r["kind"], r["terminal"]): r for r in kan_fu_table(TENHOU)}
    expect = {
        ("ankan", False): ("concealed_triplet", 4, 16, 12, 4, False),
        ("ankan", True): ("concealed_triplet", 8, 32, 24, 4, False),
        ("daiminkan", False): ("concealed_triplet", 4, 8, 4, 2, True),
        ("daiminkan", True): ("concealed_triplet", 8, 16, 8, 2, True),
        ("kakan", False): ("pon", 2, 8, 6, 4, None),
        ("kakan", True): ("pon", 4, 16, 12, 4, None),
    }
    for key, (before, fb, fa, delta, factor, opens) in expect.items():
        r = rows[key]
        got = (
            r["set_before"],
            r["fu_before"],
            r["fu_after"],
            r["delta"],
            r["factor"],
            r["opens_hand"],
        )
        assert got == (before, fb, fa, delta, factor, opens), key


# ----- the article's worked examples ---------------------------------------------------------


def test_article_example_ankan_keeps_sanankou():
    """槓 § 槓子の扱い: 222p 666p 23m 99m with an 8s ankan, winning on 1m: the two concealed
    triplets and the ankan make sanankou, because an ankan counts as a concealed triplet.

    Ron 1m, seat South: 20 + 10 menzen ron + 4 (222p) + 4 (666p) + 16 (ankan 8s) = 54 -> 60;
    sanankou 2 han; 3900."""
    v = evaluate(Hand.parse("222p666p23m99m [8888s]"), ron("1m"), TENHOU)
    assert v.yaku_han == {"sanankou": 2}
    assert (v.fu_raw, v.fu, v.points) == (54, 60, 3900)
    t = evaluate(Hand.parse("222p666p23m99m+1m [8888s]"), tsumo("1m"), TENHOU)
    assert t.yaku_han == {"menzen_tsumo": 1, "sanankou": 2}


def test_article_example_hatsu_daiminkan_scores_only_hatsu():
    """槓 § 槓子の扱い: the same hand with a hatsu daiminkan: 「三暗刻は成立せず、和了役は發のみ」.
    A daiminkan gave up the concealed triplet, so only two concealed triplets remain.

    Ron 1m: 20 + 4 + 4 + 16 (open kan of an honor) = 44 -> 50; hatsu 1 han; 1600."""
    v = evaluate(Hand.parse("222p666p23m99m (66^66z)"), ron("1m"), TENHOU)
    assert v.yaku_han == {"hatsu": 1}
    assert (v.fu_raw, v.fu, v.points) == (44, 50, 1600)


def test_article_example_chuuren_broken_by_ankan_of_nine():
    """槓 § 槓子の扱い: 1112234567p with or without a 9p ankan waits on 2p 5p 8p 3p, but a win on
    8p with the 9p ankan is not chuuren (an ankan is not allowed in chuuren); concealed it is."""
    kan_hand = Hand.parse("1112234567p [9999p]")
    held = kan_hand.counts34(include_melds=True)
    waits = [
        k
        for k in range(34)
        if held[k] < 4 and evaluate(kan_hand, ron(Tile(k).notation), TENHOU).is_win
    ]
    assert [Tile(k).notation for k in waits] == ["2p", "3p", "5p", "8p"]
    with_kan = evaluate(kan_hand, ron("8p"), TENHOU)
    assert "chuuren" not in with_kan.yaku_han and with_kan.yaku_han["chinitsu"] == 6
    concealed = evaluate(Hand.parse("1112234567999p"), ron("8p"), TENHOU)
    assert concealed.yakuman == 1 and "chuuren" in concealed.yaku_han


# ----- hand-computed comparisons -------------------------------------------------------------


def test_ankan_from_concealed_triplet_adds_12_fu():
    """2399m 222p 666p 888s ron 1m, then the 888s as an ankan (same win):
    before 20 + 10 + 4 + 4 + 4 = 42 -> 50 (3200); after 20 + 10 + 4 + 4 + 16 = 54 -> 60 (3900).
    Sanankou stays (槓 § 槓子の扱い)."""
    c = compare_kan("2399m222666p888s", ron("1m"), TENHOU, tile="8s", kind="ankan")
    assert (c.before.fu, c.after.fu, c.before.points, c.after.points) == (50, 60, 3200, 3900)
    assert c.set_before.key == "fu.set.concealed_triplet" and c.set_after.key == "fu.set.ankan"
    assert c.set_fu_delta == 12
    assert c.diff.yaku_lost == [] and c.diff.fu_raw_delta == 12
    assert [(ch.before.fu, ch.after.fu) for ch in c.diff.parts_changed] == [(4, 16)]


def test_terminal_ankan_adds_24_fu():
    """A concealed triplet of 9p (8 fu) becomes a closed kan of terminals (32 fu): +24.
    234m 567s 44z 999p 67p, riichi ron 5p (ryanmen): 20 + 10 + 8 = 38 -> 40 before;
    20 + 10 + 32 = 62 -> 70 after."""
    c = compare_kan("234m567s44z99967p", ron("5p", riichi=True), TENHOU, tile="9p", kind="ankan")
    assert (c.before.fu_raw, c.after.fu_raw) == (38, 62)
    assert (c.before.fu, c.after.fu) == (40, 70)
    assert c.set_fu_delta == 24 and not c.after.is_open


def test_daiminkan_can_lower_the_fu():
    """槓 § 大明槓: a daiminkan from a concealed triplet loses the menzen ron 10 fu.
    234m 55s 23p 888p 678s, ron 4p (tanyao): before 20 + 10 + 4 = 34 -> 40 (1300);
    after 20 + 8 (open kan, simples) = 28 -> 30 (1000)."""
    c = compare_kan("234m55s23p888p678s", ron("4p"), TENHOU, tile="8p", kind="daiminkan")
    assert (c.before.fu_raw, c.before.fu, c.before.points) == (34, 40, 1300)
    assert (c.after.fu_raw, c.after.fu, c.after.points) == (28, 30, 1000)
    assert c.after.is_open and c.diff.fu_delta == -10
    removed = [p.key for p in c.diff.parts_removed]
    assert "fu.menzen_ron" in removed


def test_daiminkan_loses_menzen_tsumo_and_riichi():
    """A daiminkan opens the hand: menzen tsumo is lost and riichi cannot stand (副露 § 役の消滅).
    234m 55s 23p 888p 678s tsumo 4p, riichi: riichi + menzen tsumo + tanyao before; after only
    tanyao, and the diff says riichi was dropped."""
    c = compare_kan(
        "234m55s23p888p678s+4p", tsumo("4p", riichi=True), TENHOU, tile="8p", kind="daiminkan"
    )
    assert c.before.yaku_han == {"menzen_tsumo": 1, "riichi": 1, "tanyao": 1}
    assert c.after.yaku_han == {"tanyao": 1}
    lost = {y.key for y in c.diff.yaku_lost}
    assert lost == {"menzen_tsumo", "riichi"}
    assert ("change.riichi_lost", {}) in c.diff.notes
    assert not c.ctx_after.riichi


def test_kakan_adds_6_fu_and_12_for_terminals():
    """A pon (2/4) becomes an open kan (8/16) (槓 § 加槓).
    234m 55s 23p (88^8p) (555^z), ron 4p: 20 + 2 + 4 = 26 -> 30; after 20 + 8 + 4 = 32 -> 40.
    With (99^9p): 20 + 4 + 4 = 28 -> 30; after 20 + 16 + 4 = 40 -> 40."""
    c = compare_kan("234m55s23p (88^8p) (555^z)", ron("4p"), TENHOU, tile="8p", kind="kakan")
    assert (c.before.fu_raw, c.after.fu_raw, c.set_fu_delta) == (26, 32, 6)
    assert (c.before.fu, c.after.fu) == (30, 40)
    t = compare_kan("234m55s23p (99^9p) (555^z)", ron("4p"), TENHOU, tile="9p", kind="kakan")
    assert (t.before.fu_raw, t.after.fu_raw, t.set_fu_delta) == (28, 40, 12)
    assert t.hand_after.melds[0].kind is MeldKind.KAKAN


def test_kan_of_fives_brings_the_red_five():
    """The fourth five is the red one when it is not in the hand yet (red fives: rulesets §2.1):
    a kakan on (55^5p) adds 0p, one more dora."""
    c = compare_kan("234m55s23p (55^5p) (555^z)", ron("4p"), TENHOU, tile="5p", kind="kakan")
    assert c.before.aka == 0 and c.after.aka == 1
    assert ("aka_dora", 1) in [(y.key, y.han) for y in c.diff.yaku_gained]


def test_compare_from_a_hand_that_already_has_the_kan():
    """Given the hand with its kan, the "before" is the same set as a concealed triplet."""
    c = compare_kan("222p666p23m99m [8888s]", ron("1m"), TENHOU, tile="8s", kind="ankan")
    assert c.hand_before.notation == "2399m222666p888s"
    assert (c.before.fu, c.after.fu) == (50, 60)


def test_compare_kan_rejects_missing_triplet():
    """No concealed triplet of the tile: a ValueError naming it."""
    with pytest.raises(ValueError, match="8s"):
        compare_kan("2399m222666p789s", ron("1m"), TENHOU, tile="8s", kind="ankan")
    with pytest.raises(ValueError, match="pon"):
        compare_kan("2399m222666p888s", ron("1m"), TENHOU, tile="8s", kind="kakan")


def test_rows_and_messages_for_lessons():
    """The table rows and the change lines a lesson shows, in the learner's language."""
    c = compare_kan("2399m222666p888s", ron("1m"), TENHOU, tile="8s", kind="ankan")
    rows = {r["key"]: r for r in c.rows("en")}
    assert [r["item"] for r in c.rows("ja")][:3] == ["面子の符", "切り上げ前の符", "符"]
    assert rows["set_fu"]["change"] == 12
    assert rows["fu"]["before"] == 50 and rows["fu"]["after"] == 60 and rows["fu"]["change"] == 10
    assert rows["points"]["change"] == 700
    ja = c.diff.messages("ja")
    assert "− 八索の暗刻・中張牌（4符）" in ja and "+ 八索の暗槓：暗槓・中張牌（16符）" in ja


def test_kan_options_lists_each_kind():
    """Which kans a hand could declare: ankan (four in hand), kakan (pon + fourth), daiminkan
    (three concealed + a discard). Shape only (槓 § 手順)."""
    h = Hand.parse("2222m333p45s+5p (77^7z)")
    assert kan_options(h) == [KanOption(MeldKind.ANKAN, Tile.parse("2m"))]
    h2 = Hand.parse("2223m333p45s+7z (77^7z)")
    assert kan_options(h2, discard="3p") == [
        KanOption(MeldKind.KAKAN, Tile.parse("7z")),
        KanOption(MeldKind.DAIMINKAN, Tile.parse("3p")),
    ]


def test_four_of_a_kind_without_a_kan_is_a_run_and_a_triplet():
    """杠 § 杠子 (zh article): holding 3455 55s without declaring a kan, the tiles read as the run
    345s and the triplet 555s (4枚使い). 123m 123p 99p 345555s, riichi tsumo 9p: the reading
    shown is 99p 123m 123p 345s 555s; 20 + 4 (555s concealed) + 2 (tanki) + 2 tsumo = 28 -> 30."""
    v = evaluate(Hand.parse("123m123p9p345555s+9p"), tsumo("9p", riichi=True), TENHOU)
    assert v.is_win
    assert v.decomposition.split() == ["99p", "123m", "123p", "345s", "555s"]
    assert (v.fu_raw, v.fu) == (28, 30)


def test_kan_fu_change_matches_the_table_on_random_hands():
    """On random winning kan hands, taking each kan back to its triplet and comparing gives the
    article's increments whenever both readings keep the set as a triplet: ankan +12/+24 over a
    concealed triplet, daiminkan +4/+8 over a concealed triplet, kakan +6/+12 over a pon."""
    from mjteach.scoring.samples import random_kan_cases

    step = {MeldKind.ANKAN: 12, MeldKind.DAIMINKAN: 4, MeldKind.KAKAN: 6}
    before_key = {
        MeldKind.ANKAN: "fu.set.concealed_triplet",
        MeldKind.DAIMINKAN: "fu.set.concealed_triplet",
        MeldKind.KAKAN: "fu.set.pon",
    }
    seen = {k: 0 for k in step}
    for hand, ctx in random_kan_cases(300, seed=11):
        if ctx.rinshan or ctx.riichi or ctx.chankan:
            continue  # the triplet hand could not have made these claims
        for meld in hand.kans:
            c = compare_kan(hand, ctx, TENHOU, tile=meld.first, kind=meld.kind)
            if not (c.before.is_win and c.after.is_win):
                continue
            sb, sa = c.set_before, c.set_after
            if sb is None or sb.key != before_key[meld.kind]:
                continue
            expected = step[meld.kind] * (2 if meld.first.is_terminal_or_honor else 1)
            assert sa.key == f"fu.set.{meld.kind.value}"
            assert sa.fu - sb.fu == expected, (hand, meld)
            seen[meld.kind] += 1
    assert all(n >= 10 for n in seen.values()), seen


def test_the_kans_own_kan_dora_counts_only_after_the_kan():
    """槓 § 槓ドラ: the kan-dora indicator is turned because of the kan, so the "before" column (the
    set still a triplet) cannot hold it. 2399m222666p888s, 8s ankan, ron on 1m as dealer-less South:
    before 2 han 50 fu (sanankou); after the kan's new indicator 1m makes the 2m a dora: 3 han 60 fu."""
    from mjteach.scoring import WinContext, compare_kan
    from mjteach.tiles import Tile

    ctx = WinContext(win_tile=Tile.parse("1m"), tsumo=False, winner=1, seat_wind=1, dealer=0,
                     discarder=0, dora_indicators=(Tile.parse("3p"),))
    c = compare_kan("2399m222666p888s", ctx, tile="8s", kind="ankan",
                    kan_dora_indicators=(Tile.parse("1m"),))
    assert (c.before.han, c.before.fu, c.before.points) == (2, 50, 3200)
    assert (c.after.han, c.after.fu, c.after.points) == (3, 60, 7700)
    assert c.before.kan_dora == 0 and c.after.kan_dora == 1
