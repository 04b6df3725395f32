"""Fast shape checks kept for speed: is a hand complete, its waits, which discards keep tenpai
(riichi), could a tile complete or be chi'd, memoised per suit on top of :mod:`mjteach.waits`
(tests check they agree with it), and small helpers on counts and held tiles.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from operator import itemgetter
from typing import Any

from ..tiles import Tile
from .actions import Action, _tile_act
from .state import _STEP, _SUIT, PlayerState, codes_of

_DIGITS = tuple(str(k % 9 + 1) if k < 27 else str(k - 26) for k in range(34))


_SUIT_OF = tuple("mpsz"[k // 9] if k < 27 else "z" for k in range(34))


def _yaochuu_kinds(counts: list[int]) -> int:
    """How many different terminals and honors (么九牌) ``counts`` holds (九種九牌 needs 9)."""
    return sum(1 for k in _YAOCHUU if counts[k])


def _format_sorted(tiles: list[Tile]) -> str:
    """``format_tiles(tiles)`` (sorted MPSZ, e.g. ``"1239m055p"``), for the deal event."""
    out: list[str] = []
    run = ""
    for k, plain in sorted((t.kind, not t.red) for t in tiles):
        suit = _SUIT_OF[k]
        if run and suit != run:
            out.append(run)
        out.append(_DIGITS[k] if plain else "0")
        run = suit
    if run:
        out.append(run)
    return "".join(out)


def _tkey(t: Tile) -> tuple[int, int]:
    return (t.kind, 0 if t.red else 1)


from .. import waits as _w  # noqa: E402  (shape functions; memoised per suit)

_complete_cached = getattr(_w, "_complete_tuple", None)


_waits_cached = getattr(_w, "_waits_tuple", None)


_suit_status = getattr(_w, "_suit_status", None)


def _fast_complete(counts: list[int]) -> bool:
    if _complete_cached is None:  # pragma: no cover - waits without its cache
        return _w.is_complete(counts)
    return _complete_cached(tuple(counts))


def _fast_waits(counts: list[int]) -> frozenset[int]:
    if _waits_cached is None:  # pragma: no cover
        return _w.waits(counts)
    return _waits_cached(tuple(counts))


_YAOCHUU = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


_yaochuu_of = itemgetter(*_YAOCHUU)


_SEGS = ((0, 9, False), (9, 18, False), (18, 27, False), (27, 34, True))


@lru_cache(maxsize=8192)
def _shape_info(counts: tuple[int, ...]) -> tuple[int, bool, int]:
    """(mask of unreadable suits, seven-pairs/kokushi still possible, tile count mod 3)."""
    mask = 0
    if _suit_status is not None:
        st = _suit_status
        mask = (
            (st(counts[0:9], False) == 0)
            | (st(counts[9:18], False) == 0) << 1
            | (st(counts[18:27], False) == 0) << 2
            | (st(counts[27:34], True) == 0) << 3
        )
    pairs = counts.count(2) + counts.count(3) + counts.count(4)
    special = pairs >= 6 or sum(_yaochuu_of(counts)) >= 12 or _suit_status is None
    return mask, special, sum(counts) % 3


_SUITED_INFO: dict[int, tuple[int, int, int, int, int, int]] = {}


_HONOR_INFO: dict[int, tuple[int, int, int, int, int, int]] = {}


def _suit_info(code: int, honors: bool) -> tuple[int, int, int, int, int, int]:
    """What the shape checks need of one suit, from its code (:attr:`PlayerState.codes`):
    (reading of :func:`mjteach.waits._suit_status`: 0 none, 1 sets only, 2 sets and a pair;
    kinds held exactly twice; kinds held twice or more; terminal and honor tiles; kinds held
    four times; tiles). Worked out once per code and kept (at most 2**18 codes per table)."""
    seg = tuple((code >> 3 * i) & 7 for i in range(7 if honors else 9))
    info = (
        _suit_status(seg, honors),
        seg.count(2),
        len(seg) - seg.count(0) - seg.count(1),
        sum(seg) if honors else seg[0] + seg[8],
        seg.count(4),
        sum(seg),
    )
    known = _HONOR_INFO if honors else _SUITED_INFO
    if len(known) >= 1 << 18:  # bounded like the per-suit caches of mjteach.waits
        known.clear()
    known[code] = info
    return info


def _hand_status(codes: list[int]) -> tuple[int, int, int, int, int, int, int]:
    """(suits with no reading, suits read as sets plus one pair, kinds held exactly twice, kinds
    held twice or more, terminal and honor tiles, kinds held four times, tiles) of a hand's
    closed tiles, from its per-suit codes."""
    get = _SUITED_INFO.get
    a = get(codes[0]) or _suit_info(codes[0], False)
    b = get(codes[1]) or _suit_info(codes[1], False)
    c = get(codes[2]) or _suit_info(codes[2], False)
    d = _HONOR_INFO.get(codes[3]) or _suit_info(codes[3], True)
    return (
        (not a[0]) + (not b[0]) + (not c[0]) + (not d[0]),
        (a[0] == 2) + (b[0] == 2) + (c[0] == 2) + (d[0] == 2),
        a[1] + b[1] + c[1] + d[1],
        a[2] + b[2] + c[2] + d[2],
        a[3] + b[3] + c[3] + d[3],
        a[4] + b[4] + c[4] + d[4],
        a[5] + b[5] + c[5] + d[5],
    )


def _complete_maybe(status: tuple[int, ...]) -> bool:
    """False only when ``waits.is_complete`` must be False (``status``: :func:`_hand_status`): a
    standard shape needs every suit read (sets, and one pair in all), seven pairs needs 7 kinds
    held twice, kokushi 14 terminal and honor tiles."""
    return (status[0] == 0 and status[1] == 1) or status[2] == 7 or status[4] == 14


def _riichi_maybe(status: tuple[int, ...]) -> bool:
    """Exactly :func:`_riichi_possible` (a discard may leave tenpai), from :func:`_hand_status`."""
    return status[0] <= 2 or status[3] >= 6 or status[4] >= 13


_DISCARD_TABLES: dict[int, tuple[Action, ...]] = {}


_KINDS = tuple(range(34))


def _discard_table(seat: int) -> tuple[Action, ...]:
    """The plain (not red) discard Action of each kind for ``seat`` (interned, like _tile_act)."""
    t = _DISCARD_TABLES.get(seat)
    if t is None:
        t = _DISCARD_TABLES[seat] = tuple(_tile_act("discard", seat, k, False) for k in range(34))
    return t


def _win_suits(codes: list[int]) -> int:
    """Bit mask of the segments (1 man, 2 pin, 4 sou, 8 honors) a tile must belong to for
    :func:`_wins_with` to be possible: 0 when no tile can complete the hand. ``codes``: the
    closed tiles' per-suit codes (:attr:`PlayerState.codes`)."""
    # the same answer as from _shape_info(counts) (mask, special, mod), from the suits' infos
    get = _SUITED_INFO.get
    a = get(codes[0]) or _suit_info(codes[0], False)
    b = get(codes[1]) or _suit_info(codes[1], False)
    c = get(codes[2]) or _suit_info(codes[2], False)
    d = _HONOR_INFO.get(codes[3]) or _suit_info(codes[3], True)
    if (a[5] + b[5] + c[5] + d[5]) % 3 != 1:
        return 0
    if a[2] + b[2] + c[2] + d[2] >= 6 or a[3] + b[3] + c[3] + d[3] >= 12:
        return 15
    bad = 0
    if not a[0]:
        bad = 1
    if not b[0]:
        if bad:
            return 0
        bad = 2
    if not c[0]:
        if bad:
            return 0
        bad = 4
    if not d[0]:
        if bad:
            return 0
        bad = 8
    return bad or 15


_OTHERS = {n: tuple(tuple((s + k) % n for k in range(1, n)) for s in range(n)) for n in (2, 3, 4)}


def _wins_with(counts: list[int], kind: int) -> bool:
    """Do 3n+1 closed ``counts`` plus one tile of ``kind`` make a winning shape? The suits the
    tile does not touch must already be readable, which rules most hands out cheaply."""
    key = tuple(counts)
    mask, special, mod = _shape_info(key)
    if mod != 1:
        return False
    seg = kind // 9 if kind < 27 else 3
    if mask & ~(1 << seg) and not special:
        return False
    c = list(key)
    c[kind] += 1
    return _fast_complete(c)


def _chi_possible(counts: list[int], k: int) -> bool:
    """Does the hand hold two tiles that make a run with suited kind ``k``?"""
    n = k % 9
    lo = counts[k - 1] if n >= 1 else 0
    lo2 = counts[k - 2] if n >= 2 else 0
    hi = counts[k + 1] if n <= 7 else 0
    hi2 = counts[k + 2] if n <= 6 else 0
    return bool((lo2 and lo) or (lo and hi) or (hi and hi2))


def _riichi_possible(counts: tuple[int, ...]) -> bool:
    """Cheap necessary condition for some discard to leave tenpai: a swap of one tile changes at
    most two suits, so at most two may be unreadable now (or a seven-pairs / kokushi shape)."""
    if sum(1 for c in counts if c >= 2) >= 6:
        return True
    if sum(counts[k] for k in _YAOCHUU) >= 13:
        return True
    if _suit_status is None:  # pragma: no cover
        return True
    bad = 0
    for start, end, honors in ((0, 9, False), (9, 18, False), (18, 27, False), (27, 34, True)):
        if _suit_status(counts[start:end], honors) == 0:
            bad += 1
            if bad > 2:
                return False
    return True


@lru_cache(maxsize=65536)
def _riichi_discards(counts: tuple[int, ...]) -> frozenset[int]:
    """Kinds whose discard leaves a tenpai hand (立直の条件), for 14-tile closed counts."""
    if not _riichi_possible(counts):
        return frozenset()
    out = set()
    c = list(counts)
    codes = codes_of(counts)
    for k in range(34):
        if c[k]:
            suit, step = _SUIT[k], _STEP[k]
            codes[suit] -= step
            maybe = _win_suits(codes)  # 0: no tile completes what is left, so no waits
            codes[suit] += step
            if not maybe:
                continue
            c[k] -= 1
            if _fast_waits(c):
                out.add(k)
            c[k] += 1
    return frozenset(out)


def _n(tile: Tile | None) -> str:
    return "—" if tile is None else tile.notation


def _has_all(p: PlayerState, tiles: tuple[Tile, ...] | list[Tile]) -> bool:
    """Are all ``tiles`` (as a multiset, red fives apart) among the closed tiles?"""
    want: dict[tuple[int, bool], int] = {}
    for t in tiles:
        key = (t.kind, t.red)
        want[key] = want.get(key, 0) + 1
    counts = p.counts
    for (k, red), n in want.items():
        if k in _FIVES:
            reds = _reds_held(p, k)
            have = reds if red else counts[k] - reds
        else:
            have = 0 if red else counts[k]
        if have < n:
            return False
    return True


_FIVES = frozenset((4, 13, 22))


_NO_KINDS: frozenset[int] = frozenset()


_PLAIN = tuple(Tile(k) for k in range(34))


_RED = {k: Tile(k, True) for k in _FIVES}


def _reds_held(p: PlayerState, k: int) -> int:
    """Red fives of kind ``k`` among the closed tiles (drawn included)."""
    n = 0
    for t in p.concealed:
        if t.red and t.kind == k:
            n += 1
    d = p.drawn
    if d is not None and d.red and d.kind == k:
        n += 1
    return n


def _variants_held(p: PlayerState, k: int) -> tuple[Tile, ...]:
    """The distinct tiles of kind ``k`` held (red five first), as values."""
    n = p.counts[k]
    if not n:
        return ()
    if k not in _FIVES:
        return (_PLAIN[k],)
    red = _reds_held(p, k)
    if not red:
        return (_PLAIN[k],)
    return (_RED[k], _PLAIN[k]) if n > red else (_RED[k],)


def _has_scoring() -> bool:
    try:
        from ..scoring import WinContext  # noqa: F401
    except ImportError:
        return False
    return True


def _maybe(cls: Any, **kwargs: Any) -> dict[str, Any]:
    """Only the keyword arguments ``cls`` accepts (the scoring WinContext may grow fields)."""
    names = {f.name for f in dataclasses.fields(cls)} if dataclasses.is_dataclass(cls) else set()
    return {k: v for k, v in kwargs.items() if k in names}
