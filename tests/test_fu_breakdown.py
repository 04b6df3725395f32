"""The fu breakdown shown to learners: every part named, the parts add up, the exceptions.

Sources: 槓 § メリットとデメリット (fu of each kind of set), 副露 § ポン (an open triplet is 2 fu,
4 for terminals/honors), docs/notes/rulesets.md §2.7, docs/notes/engines.md §6 pitfalls
4 and 6 (misleading library labels; a triplet completed by ron counts as open).
"""

from __future__ import annotations

import pytest

from mjteach.hand import Hand
from mjteach.i18n import CATALOG, LANGUAGES
from mjteach.i18n.pofiles import domain_keys
from mjteach.rules import Rules
from mjteach.scoring import WinContext, evaluate, set_fu
from mjteach.scoring.samples import random_kan_cases
from mjteach.tiles import Tile

TENHOU = Rules.preset("tenhou")


def value(hand: str, win: str, **kw):
    kw.setdefault("tsumo", False)
    kw.setdefault("winner", 1)
    kw.setdefault("seat_wind", (kw["winner"] - kw.get("dealer", 0)) % 4)
    if not kw["tsumo"]:
        kw.setdefault("discarder", 0 if kw["winner"] else 3)
    return evaluate(Hand.parse(hand), WinContext(Tile.parse(win), **kw), TENHOU)


def parts(v) -> list[tuple[str, int]]:
    return [(p.key, p.fu) for p in v.fu_breakdown]


def test_fu_parts_add_up_to_total_before_rounding_on_random_kan_hands():
    """For every winning random kan hand: the parts add up to the raw fu, the rounding line takes
    it to the total, and the total is the raw fu rounded up to 10 (25 for chiitoitsu)."""
    checked = 0
    for hand, ctx in random_kan_cases(400, seed=3):
        v = evaluate(hand, ctx, TENHOU)
        if not v.is_win:
            continue
        checked += 1
        assert sum(p.fu for p in v.fu_parts) == v.fu_raw, hand
        assert sum(p.fu for p in v.fu_breakdown) == v.fu, hand
        assert v.fu == -(-v.fu_raw // 10) * 10
        assert all(p.label("en") and p.label("ja") and p.label("zh") for p in v.fu_breakdown)
    assert checked > 200


@pytest.mark.parametrize(
    "kind, simple, terminal",
    [
        ("pon", 2, 4),
        ("concealed_triplet", 4, 8),
        ("ron_triplet", 2, 4),
        ("daiminkan", 8, 16),
        ("kakan", 8, 16),
        ("ankan", 16, 32),
    ],
)
def test_set_fu_table(kind, simple, terminal):
    """Set fu (槓 § メリットとデメリット): pon 2/4, concealed triplet 4/8, open kan 8/16, closed
    kan 16/32 (simples / terminals-honors); a triplet completed by ron counts as a pon."""
    assert set_fu(kind, False) == simple
    assert set_fu(kind, True) == terminal


def test_every_meld_kind_named_in_breakdown():
    """One hand with an ankan, a daiminkan, a kakan and a pon of terminals/honors, tanki ron:
    20 base + 32 ankan 1z (closed kan, honors) + 16 daiminkan 9p (open kan, terminal)
    + 8 kakan 5s (open kan, simple) + 4 pon 7z (honors) + 2 tanki = 82 -> 90.
    Seat South, round East: the East kan and the chun pon are yakuhai."""
    v = value("3m [1111z] (9999>p) (5<+505s) (77^7z)", "3m")
    assert v.is_win and v.yaku_han["chun"] == 1 and v.yaku_han["round_wind_east"] == 1
    assert parts(v) == [
        ("fu.base", 20),
        ("fu.wait.tanki", 2),
        ("fu.set.ankan", 32),
        ("fu.set.daiminkan", 16),
        ("fu.set.kakan", 8),
        ("fu.set.pon", 4),
        ("fu.round_up", 8),
    ]
    assert v.fu == 90
    labels = [p.label("en") for p in v.fu_parts]
    assert "ankan of East wind: closed kan, terminals/honors" in labels
    assert "kakan of 5 Sou: open kan, simples" in labels
    ja = [p.label("ja") for p in v.fu_parts]
    assert "東の暗槓：暗槓・么九牌" in ja


def test_triplet_completed_by_ron_counts_as_open():
    """A shanpon ron completes a triplet with another player's tile, so it counts as open: 9s gives
    4 fu, not 8 (engines.md pitfall 6). [777z pon] 234m 678s 99s 11z, ron 9s, seat South, round
    East: 20 + 4 (999s by ron) + 4 (777z pon) + 2 (East pair: round wind) = 30; 1 han, 1000."""
    v = value("234m678s99s11z (777^z)", "9s")
    assert parts(v) == [
        ("fu.base", 20),
        ("fu.pair.round_wind", 2),
        ("fu.set.ron_triplet", 4),
        ("fu.set.pon", 4),
    ]
    assert (v.fu, v.points) == (30, 1000)
    tsumo = value("234m678s99s11z+9s (777^z)", "9s", tsumo=True)
    assert ("fu.set.concealed_triplet", 8) in parts(tsumo)


def test_menzen_ron_ten_fu_is_its_own_line():
    """A concealed hand won by ron has base 20 plus menzen ron 10 (門前加符), shown apart."""
    v = value("2399m222666p [8888s]", "1m")
    assert parts(v)[:2] == [("fu.base", 20), ("fu.menzen_ron", 10)]


def test_open_tsumo_two_fu_are_labelled_tsumo_not_hand_without_fu():
    """The library calls the 2 fu of an open pinfu-shaped tsumo "hand_without_fu" (engines.md
    pitfall 4); learners see them as tsumo fu: 20 + 2 tsumo = 22 -> 30."""
    v = value("34m678p678s22s+2m (5<67p)", "2m", tsumo=True)
    assert parts(v) == [("fu.base", 20), ("fu.tsumo", 2), ("fu.round_up", 8)]
    assert v.fu_breakdown[1].label("en") == "tsumo"


def test_exception_pinfu_tsumo_is_20():
    """Pinfu tsumo: no tsumo fu, 20 fu flat (rulesets.md §2.7). 23m 567p 234s 678s 55s tsumo 4m."""
    v = value("23m567p234s678s55s+4m", "4m", tsumo=True)
    assert parts(v) == [("fu.base", 20), ("fu.pinfu_tsumo", 0)]
    assert v.fu == 20 and "pinfu" in v.yaku_han


def test_exception_chiitoitsu_is_25_not_rounded():
    """Seven pairs: 25 fu flat, no rounding line."""
    v = value("1122m3344p5566s7z", "7z", riichi=True)
    assert parts(v) == [("fu.chiitoitsu", 25)]
    assert v.fu == 25 and v.fu_raw == 25


def test_exception_open_pinfu_shaped_ron_counts_30():
    """An open hand won by ron with no fu counts as 30 (rulesets.md §2.7): 20 + 2 -> 30."""
    v = value("34m678p678s22s (5<67p)", "2m")
    assert parts(v) == [("fu.base", 20), ("fu.open_pinfu_ron", 2), ("fu.round_up", 8)]


@pytest.mark.parametrize(
    "hand, win, key",
    [
        ("13m567p234s678s55s", "2m", "fu.wait.kanchan"),
        ("12m567p234s678s55s", "3m", "fu.wait.penchan"),
        ("123m567p234s678s5s", "5s", "fu.wait.tanki"),
    ],
)
def test_wait_parts(hand, win, key):
    """Kanchan, penchan and tanki waits add 2 fu: 20 + 10 + 2 = 32 -> 40 on a concealed ron."""
    v = value(hand, win, riichi=True)
    assert (key, 2) in parts(v)
    assert (v.fu_raw, v.fu) == (32, 40)


@pytest.mark.parametrize(
    "pair, winner, key, fu",
    [
        ("55z", 1, "fu.pair.dragon", 2),
        ("22z", 1, "fu.pair.seat_wind", 2),
        ("11z", 1, "fu.pair.round_wind", 2),
        ("11z", 0, "fu.pair.double_wind", 4),
        ("44z", 1, None, 0),
    ],
)
def test_pair_parts(pair, winner, key, fu):
    """A pair of dragons, the seat wind or the round wind adds 2 fu; a double wind 4 (Tenhou)."""
    v = value(f"23m567p234s678s{pair}", "4m", riichi=True, winner=winner)
    pair_parts = [p for p in v.fu_parts if p.key.startswith("fu.pair.")]
    if key is None:
        assert pair_parts == []
    else:
        assert [(p.key, p.fu) for p in pair_parts] == [(key, fu)]
        assert pair_parts[0].tile == Tile.parse(pair[0] + "z")


def test_iipeikou_with_an_ankan():
    """Iipeikou still counts next to an ankan (engines.md pitfall 7, mjx PR #258).
    22334m 678s 11z [5555p], riichi ron 4m: riichi + iipeikou; 20 + 10 + 2 (East: round wind
    pair) + 16 (ankan, simples) = 48 -> 50."""
    v = value("22334m678s11z [5555p]", "4m", riichi=True)
    assert v.yaku_han == {"riichi": 1, "iipeikou": 1}
    assert (v.fu_raw, v.fu) == (48, 50)


def test_scoring_messages_exist_in_every_language():
    """Every scoring message has en, ja and zh (STYLE: learner-facing text in three languages)."""
    keys = domain_keys("scoring")
    assert len(keys) > 50
    for key in keys:
        assert set(CATALOG[key]) >= set(LANGUAGES), key
        assert all(CATALOG[key][lang] for lang in LANGUAGES), key
