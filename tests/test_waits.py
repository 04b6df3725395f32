"""Waits, decompositions and the riichi-ankan rule (mjteach.waits).

Sources: 槓 § 暗槓 (ja article), ja Wikipedia 立直 § リーチ後の暗槓が認められないケース,
docs/notes/rulesets.md §2.2 and §3 item 4, engines.md pitfall 12 (Mortal #72).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from mahjong.agari import Agari

from mjteach.hand import Hand
from mjteach.i18n import t
from mjteach.rules import RiichiAnkan, Rules
from mjteach.tiles import Tile, format_tiles, parse_tiles
from mjteach.waits import (
    Decomposition,
    Set,
    decompositions,
    is_complete,
    is_tenpai,
    riichi_ankan_reason,
    wait_shapes,
    waits,
    waits_live,
)

SAME_WAIT = Rules(riichi_ankan=RiichiAnkan.SAME_WAIT)
STRICT = Rules(riichi_ankan=RiichiAnkan.SAME_DECOMPOSITION)
FORBIDDEN = Rules(riichi_ankan=RiichiAnkan.FORBIDDEN)
SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def counts(text: str) -> list[int]:
    out = [0] * 34
    for tile in parse_tiles(text):
        out[tile.kind] += 1
    return out


def wait_text(text: str) -> str:
    return format_tiles(Tile(k) for k in sorted(waits(counts(text))))


def code(reason):
    return None if reason is None else reason.code


# ----- waits -----------------------------------------------------------------------------


def test_waits_3334m_is_2m_4m_5m():
    """3334m waits on 2m (33 pair + 34), 5m (33 + 34) and 4m (333 + 4 tanki)."""
    assert wait_text("3334m") == "245m"
    assert wait_text("3334m123p456p789s") == "245m"


def test_waits_chuuren_1112345678999m_is_nine_sided():
    """九蓮宝燈's pure form waits on every man tile."""
    assert waits(counts("1112345678999m")) == frozenset(range(9))


def test_waits_5556m_is_4m_6m_7m():
    """5556m: 55 + 56 (4m-7m) or 555 + 6 (tanki 6m)."""
    assert wait_text("5556m") == "467m"


def test_waits_1112223334445m():
    """A classic many-sided wait: 2m 3m 4m 5m 6m."""
    assert wait_text("1112223334445m") == "23456m"


def test_waits_ryanmen_and_kanchan_values():
    assert wait_text("45m123p456p789s11z") == "36m"
    assert wait_text("46m123p456p789s11z") == "5m"
    assert wait_text("12m123p456p789s11z") == "3m"
    assert wait_text("11z22z123p456p789s") == "12z"


def test_waits_tanki_on_a_tile_held_four_times_is_noten():
    """No fifth copy exists: 1111m + three sets waits on nothing."""
    assert waits(counts("1111m234p567s789s")) == frozenset()
    assert not is_tenpai(counts("1111m234p567s789s"))


def test_waits_kokushi_thirteen_sided():
    """Kokushi musou with 13 different terminals/honors waits on all 13."""
    assert wait_text("19m19p19s1234567z") == "19m19p19s1234567z"


def test_waits_kokushi_single_missing_kind():
    assert wait_text("119m19p19s123456z") == "7z"


def test_waits_chiitoitsu_tanki():
    """Six pairs and a single: the single is the wait (七対子)."""
    assert wait_text("1122m3344p5566s7z") == "7z"
    assert wait_text("1133m5577p9s1122z") == "9s"


def test_waits_chiitoitsu_with_four_of_a_kind_is_not_two_pairs():
    """1111m is not two pairs of chiitoitsu: 1111m 22p 33p 44s 55s 6z waits on nothing."""
    assert waits(counts("1111m2233p4455s6z")) == frozenset()


def test_waits_works_with_melds_removed():
    """After melds, the closed part is 3n+1: 4 tiles (two melds plus) or a single tile (tanki)."""
    assert wait_text("1z") == "1z"
    assert wait_text("3334m") == "245m"


def test_waits_rejects_wrong_tile_count():
    with pytest.raises(ValueError, match="3n\\+1"):
        waits(counts("11m"))
    with pytest.raises(ValueError, match="34 entries"):
        waits([0] * 33)
    with pytest.raises(ValueError, match="0–4"):
        waits([5] + [0] * 33)


def test_waits_live_drops_a_wait_with_no_copy_left():
    """空聴 (karaten): 3334m waits 2m 4m 5m; with all four 5m and one 2m seen, 5m is dead."""
    hand = counts("3334m123p456p789s")
    assert waits_live(hand, [0] * 34) == {1: 4, 3: 3, 4: 4}
    assert waits_live(hand, counts("25555m")) == {1: 3, 3: 3}
    with pytest.raises(ValueError, match="only 4"):
        waits_live(counts("3334m"), counts("33m"))


def test_is_tenpai_matches_waits():
    assert is_tenpai(counts("3334m123p456p789s"))
    assert not is_tenpai(counts("1357m2468p13579s"))


# ----- complete hands and decompositions -------------------------------------------------


def test_is_complete_standard_and_sizes():
    """Sets and one pair, for any 3n+2 size (melds removed)."""
    assert is_complete(counts("11m"))
    assert is_complete(counts("123m55z"))
    assert is_complete(counts("123m456p789s11122z"))
    assert not is_complete(counts("123m"))
    assert not is_complete(counts("123m456p789s11z23z"))


def test_is_complete_chiitoitsu_and_kokushi_need_14_tiles():
    assert is_complete(counts("1122m3344p5566s77z"))
    assert is_complete(counts("119m19p19s1234567z"))
    assert not is_complete(counts("1111m2233p4455s66z"))


def test_decompositions_111222333m_has_two_readings():
    """111222333m reads as three triplets or as 123m three times (Mortal #72)."""
    ds = decompositions(counts("111222333m77p"))
    assert ds == [
        Decomposition(
            "standard", 15, (Set("koutsu", 0), Set("koutsu", 1), Set("koutsu", 2)), (15,)
        ),
        Decomposition("standard", 15, (Set("shuntsu", 0),) * 3, (15,)),
    ]
    assert [d.notation for d in ds] == ["77p 111m 222m 333m", "77p 123m 123m 123m"]


def test_decompositions_ryanpeikou_also_reads_as_chiitoitsu():
    ds = decompositions(counts("112233m445566p77z"))
    forms = sorted(d.form for d in ds)
    assert forms == ["chiitoitsu", "standard"]
    chiitoi = next(d for d in ds if d.form == "chiitoitsu")
    assert chiitoi.pairs == (0, 1, 2, 12, 13, 14, 33)
    assert chiitoi.pair == -1


def test_decompositions_kokushi_names_the_doubled_kind():
    (d,) = decompositions(counts("19m19p19s12345677z"))
    assert (d.form, d.pair) == ("kokushi", 33)


def test_decompositions_of_incomplete_hand_is_empty():
    assert decompositions(counts("123m456p789s11z23z")) == []


def test_decompositions_pair_choice_in_one_suit():
    """11123444m: pair 11m with 123m 444m, or pair 44m with 111m 234m."""
    ds = decompositions(counts("11123444m"))
    assert [d.notation for d in ds] == ["11m 123m 444m", "44m 111m 234m"]


# ----- wait shapes -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "win", "shapes"),
    [
        ("45m123p456p789s11z", "3m", ["ryanmen"]),
        ("46m123p456p789s11z", "5m", ["kanchan"]),
        ("12m123p456p789s11z", "3m", ["penchan"]),
        ("89m123p456p789s11z", "7m", ["penchan"]),
        ("11z22z123p456p789s", "1z", ["shanpon"]),
        ("4566m123p456p789s", "6m", ["ryanmen", "tanki"]),
        ("1122m3344p5566s7z", "7z", ["tanki"]),
        ("19m19p19s1234567z", "1z", ["tanki"]),
        ("45m123p456p789s11z", "7m", []),
    ],
)
def test_wait_shapes_names_the_shape(hand, win, shapes):
    """両面 / 嵌張 / 辺張 / 双碰 / 単騎 as the win tile completes them, in every reading."""
    assert wait_shapes(counts(hand), Tile.parse(win).kind) == shapes


def test_wait_shapes_3334m():
    """3334m: 4m only as 333m + 44m (tanki); 2m and 5m complete 33m + 234m / 345m (ryanmen)."""
    assert wait_shapes(counts("3334m123p456p789s"), 3) == ["tanki"]
    assert wait_shapes(counts("3334m123p456p789s"), 1) == ["ryanmen"]
    assert wait_shapes(counts("3334m123p456p789s"), 4) == ["ryanmen"]


# ----- riichi ankan ----------------------------------------------------------------------


def test_riichi_ankan_same_triplet_allowed_under_both_wait_rules():
    """槓 § 暗槓: a triplet that changes neither sets nor wait may be kanned in riichi."""
    hand = Hand.parse("111m234p567s78s99p+1m")
    assert riichi_ankan_reason(hand, 0, SAME_WAIT) is None
    assert riichi_ankan_reason(hand, "1m", STRICT) is None
    assert code(riichi_ankan_reason(hand, Tile(0), FORBIDDEN)) == "riichi_ankan.forbidden"


def test_riichi_ankan_111222333m_tenhou_allows_strict_refuses():
    """engines.md pitfall 12 / Mortal #72: 111222333m + 4567p, ankan 1m: waits 4p-7p stay.

    Tenhou (SAME_WAIT) allows it although the 123m×3 reading is lost; the strict rule
    (SAME_DECOMPOSITION; rulesets.md §3 item 4) refuses it.
    """
    hand = Hand.parse("111222333m456p7p+1m")
    assert riichi_ankan_reason(hand, 0, SAME_WAIT) is None
    reason = riichi_ankan_reason(hand, 0, STRICT)
    assert code(reason) == "riichi_ankan.changes_decomposition"
    assert dict(reason.params) == {"tile": "1m", "waits": "47p"}
    assert "47p" in reason.message("en")


def test_riichi_ankan_5556m_changes_wait_from_4m7m_to_6m():
    """5556m waits 4m 6m 7m; without the 5m triplet only the 6m tanki is left: refused."""
    hand = Hand.parse("5556m123p456p789s+5m")
    for rules in (SAME_WAIT, STRICT):
        reason = riichi_ankan_reason(hand, "5m", rules)
        assert code(reason) == "riichi_ankan.changes_wait"
        assert dict(reason.params) == {"tile": "5m", "before": "467m", "after": "6m"}


def test_riichi_ankan_chuuren_1m_and_9m_change_wait():
    """Pure chuuren 1112345678999m: an ankan of 1m or 9m breaks the nine-sided wait.

    The drawn tile is the fourth copy, so that kind is dead and left out of both sets.
    """
    r1 = riichi_ankan_reason(Hand.parse("1112345678999m+1m"), 0, SAME_WAIT)
    assert code(r1) == "riichi_ankan.changes_wait"
    assert dict(r1.params)["before"] == "23456789m"
    assert dict(r1.params)["after"] == "24578m"
    r9 = riichi_ankan_reason(Hand.parse("1112345678999m+9m"), 8, SAME_WAIT)
    assert code(r9) == "riichi_ankan.changes_wait"
    assert (dict(r9.params)["before"], dict(r9.params)["after"]) == ("12345678m", "23568m")


def test_riichi_ankan_loses_the_shanpon_reading():
    """11123456789m 55p waits 1m 4m 7m 5p (11m+55p shanpon among them); without 111m the 5p is lost.

    The drawn 1m is the fourth, so 1m is dead on both sides: 47m5p before, 47m after.
    """
    assert wait_text("11123456789m55p") == "147m5p"
    reason = riichi_ankan_reason(Hand.parse("11123456789m55p+1m"), 0, SAME_WAIT)
    assert code(reason) == "riichi_ankan.changes_wait"
    assert (dict(reason.params)["before"], dict(reason.params)["after"]) == ("47m5p", "47m")


def test_riichi_ankan_drawn_tile_only_refuses_okuri_kan():
    """送り槓: 111123m + 4m drawn, ankan 1m keeps the 5s tanki but does not use the drawn tile.

    rulesets.md §2.2 (Tenhou: the kan tile must be the drawn tile) and §3 item 4 (no ruleset
    allows 送り槓); with the option off, Tenhou's wait rule alone would allow it.
    """
    hand = Hand.parse("111123m456p789s5s+4m")
    reason = riichi_ankan_reason(hand, 0, SAME_WAIT)
    assert code(reason) == "riichi_ankan.not_drawn_tile"
    assert dict(reason.params) == {"tile": "1m", "drawn": "4m"}
    loose = SAME_WAIT.replace(riichi_ankan_drawn_tile_only=False)
    assert riichi_ankan_reason(hand, 0, loose) is None
    strict_loose = STRICT.replace(riichi_ankan_drawn_tile_only=False)
    assert code(riichi_ankan_reason(hand, 0, strict_loose)) == "riichi_ankan.not_drawn_tile"


def test_riichi_ankan_okuri_kan_that_changes_wait():
    hand = Hand.parse("111123m456p789s5s+9p")
    loose = SAME_WAIT.replace(riichi_ankan_drawn_tile_only=False)
    assert code(riichi_ankan_reason(hand, 0, loose)) == "riichi_ankan.changes_wait"


def test_riichi_ankan_needs_four_tiles():
    hand = Hand.parse("111222333m456p7p+1m")
    reason = riichi_ankan_reason(hand, "2m", SAME_WAIT)
    assert code(reason) == "riichi_ankan.not_four"
    assert dict(reason.params) == {"tile": "2m", "held": 3}


def test_riichi_ankan_with_an_earlier_ankan():
    """A second ankan in riichi: with one kan already the closed part is 10 tiles plus the draw."""
    hand = Hand.parse("777z234p78s99p+7z [1111m]")
    assert riichi_ankan_reason(hand, 33, SAME_WAIT) is None
    assert riichi_ankan_reason(hand, 33, STRICT) is None


def test_riichi_ankan_presets():
    """Preset values (rulesets.md §2.2): Tenhou wait only, JPML composition, Classic never."""
    hand = Hand.parse("111222333m456p7p+1m")
    assert riichi_ankan_reason(hand, 0, Rules.preset("tenhou")) is None
    assert (
        code(riichi_ankan_reason(hand, 0, Rules.preset("jpml")))
        == "riichi_ankan.changes_decomposition"
    )
    assert (
        code(riichi_ankan_reason(hand, 0, Rules.preset("saikouisen_classic")))
        == "riichi_ankan.forbidden"
    )


def test_riichi_ankan_bad_input_raises_value_error():
    with pytest.raises(ValueError, match="drawn"):
        riichi_ankan_reason(Hand.parse("111m234p567s78s99p"), 0, SAME_WAIT)
    with pytest.raises(ValueError, match="kind"):
        riichi_ankan_reason(Hand.parse("111m234p567s78s99p+1m"), 34, SAME_WAIT)


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_riichi_ankan_reasons_have_messages_in_every_language(lang):
    for c in ("not_four", "forbidden", "not_drawn_tile", "changes_wait", "changes_decomposition"):
        text = t(
            f"reason.riichi_ankan.{c}",
            lang,
            tile="1m",
            held=3,
            drawn="4m",
            before="467m",
            after="6m",
            waits="47p",
        )
        assert "1m" in text


# ----- hypothesis ------------------------------------------------------------------------

_SETS = [("koutsu", k) for k in range(34)] + [
    ("shuntsu", s * 9 + i) for s in range(3) for i in range(7)
]


@st.composite
def complete_hands(draw, min_sets=0):
    """A complete 3n+2 count vector built from random sets and a pair (never a fifth copy).

    Half of the sets come from one "focus" suit, so overlapping shapes (111222333m, 1112345m…)
    are common.
    """
    c = [0] * 34
    focus = draw(st.integers(0, 3))
    for _ in range(draw(st.integers(min_sets, 4))):
        fits = [
            (kind, first)
            for kind, first in _SETS
            if all(
                c[k] + 1 + (2 if kind == "koutsu" else 0) <= 4
                for k in ([first] if kind == "koutsu" else [first, first + 1, first + 2])
            )
        ]
        in_focus = [x for x in fits if x[1] // 9 == focus]
        kind, first = draw(st.sampled_from(in_focus if in_focus and draw(st.booleans()) else fits))
        for k in [first] * 3 if kind == "koutsu" else [first, first + 1, first + 2]:
            c[k] += 1
    pair = draw(st.sampled_from([k for k in range(34) if c[k] <= 2]))
    c[pair] += 2
    return c


@st.composite
def tenpai_hands(draw):
    c = draw(complete_hands())
    drop = draw(st.sampled_from([k for k in range(34) if c[k]]))
    c[drop] -= 1
    return c


def random_hand(size):
    """Any ``size`` distinct physical tiles (of 136), as counts."""

    @st.composite
    def strat(draw):
        picks = draw(st.lists(st.integers(0, 135), min_size=size, max_size=size, unique=True))
        c = [0] * 34
        for p in picks:
            c[p // 4] += 1
        return c

    return strat()


random_13 = random_hand(13)


def _naive_standard(c: list[int]) -> bool:
    """Independent check: after a pair, the lowest tile starts a triplet or a run."""

    def sets(c):
        i = next((j for j in range(34) if c[j]), None)
        if i is None:
            return True
        if c[i] >= 3:
            c[i] -= 3
            ok = sets(c)
            c[i] += 3
            if ok:
                return True
        if i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2]:
            for j in (i, i + 1, i + 2):
                c[j] -= 1
            ok = sets(c)
            for j in (i, i + 1, i + 2):
                c[j] += 1
            return ok
        return False

    if sum(c) % 3 != 2:
        return False
    for p in range(34):
        if c[p] >= 2:
            c[p] -= 2
            ok = sets(c)
            c[p] += 2
            if ok:
                return True
    return False


@SETTINGS
@given(st.one_of(tenpai_hands(), random_13))
def test_every_wait_completes_the_hand_and_no_other_tile_does(c):
    """waits() is exactly the set of kinds (held fewer than 4 times) whose addition completes."""
    ws = waits(c)
    for k in range(34):
        if c[k] == 4:
            assert k not in ws
            continue
        full = list(c)
        full[k] += 1
        assert (k in ws) == is_complete(full), Tile(k).notation
    assert is_tenpai(c) == bool(ws)


@SETTINGS
@given(st.one_of(complete_hands(), random_hand(14), random_hand(8)))
def test_is_complete_agrees_with_an_independent_check_and_the_mahjong_package(c):
    expected = _naive_standard(list(c))
    if sum(c) == 14:
        yaochuu = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
        kokushi = all(c[k] for k in yaochuu) and not any(
            c[k] for k in range(34) if k not in yaochuu
        )
        expected = expected or all(x in (0, 2) for x in c) or kokushi
        assert Agari().is_agari(c) == is_complete(c)
    assert is_complete(c) == expected
    ds = decompositions(c)
    assert bool(ds) == is_complete(c)
    for d in ds:
        rebuilt = [0] * 34
        if d.form == "standard":
            rebuilt[d.pair] += 2
            for s in d.sets:
                for k in s.kinds:
                    rebuilt[k] += 1
            assert rebuilt == list(c)


@SETTINGS
@given(complete_hands(min_sets=4), st.data())
def test_riichi_ankan_follows_its_definitions_and_strict_is_never_looser(c, data):
    """SAME_DECOMPOSITION allows a subset of what SAME_WAIT allows (rulesets.md §3 item 4)."""
    triplets = [k for k in range(34) if c[k] == 3]
    assume(triplets)
    k = data.draw(st.sampled_from(triplets))
    drop = data.draw(st.sampled_from([j for j in range(34) if c[j] and j != k]))
    closed = list(c)
    closed[drop] -= 1
    tiles = [Tile(j) for j in range(34) for _ in range(closed[j])]
    hand = Hand(tuple(tiles), Tile(k))
    tenhou = riichi_ankan_reason(hand, k, SAME_WAIT)
    strict = riichi_ankan_reason(hand, k, STRICT)
    if strict is None:
        assert tenhou is None
    # The definitions, spelled out: Tenhou compares the winning kinds (the kan kind is dead).
    after = list(closed)
    after[k] -= 3
    same_wait = waits(closed) - {k} == waits(after) - {k}
    assert code(tenhou) == (None if same_wait else "riichi_ankan.changes_wait")
    if same_wait:
        kept = True
        for w in waits(closed) - {k}:
            full = list(closed)
            full[w] += 1
            kept = kept and all(d.has_koutsu(k) for d in decompositions(full))
        assert code(strict) == (None if kept else "riichi_ankan.changes_decomposition")
