"""Tenhou's wall shuffle: rebuild the exact wall (``yama``) and dice of each hand from a seed.

Tenhou published its shuffle (blog.tenhou.net/article/30503297.html; tests/data/realgames/FORMATS.md
§5). The mjlog tag ``<SHUFFLE seed="mt19937ar-sha512-n288-base64,<b64>">`` holds the key:

1. base64 → 2496 bytes → 624 uint32 (little-endian) → MT19937 ``init_by_array(key, 624)``;
2. per hand, in ``<INIT>`` order (every hand counts, renchan and honba hands too): 288 outputs of
   ``genrand_int32`` written as little-endian bytes (1152 bytes), SHA-512 of each 128-byte block
   (9 blocks) → 576 bytes → 144 uint32 ``rnd`` (little-endian);
3. ``yama = [0..135]``; for ``i`` in 0..134 swap ``yama[i]`` and ``yama[i + rnd[i] % (136 - i)]``;
4. dice ``rnd[135] % 6 + 1`` and ``rnd[136] % 6 + 1``.

``yama`` is the physical wall in Tenhou's order (index 135 is dealt first, the dead wall is
``yama[0..13]``; positions in FORMATS.md §5.1 and :mod:`mjteach.wall`).

MT19937 itself is Python's :mod:`random` generator: we only write ``init_by_array`` (the seeding
Tenhou uses, which :meth:`random.Random.seed` does not expose for a fixed key length) and load the
resulting state with :meth:`random.Random.setstate`.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import random
import struct
from collections.abc import Iterator
from dataclasses import dataclass

__all__ = [
    "SEED_PREFIX",
    "DORA_INDICES",
    "FIRST_LIVE_INDEX",
    "RINSHAN_INDICES",
    "URA_INDICES",
    "ShuffleError",
    "TenhouShuffle",
    "WallDraw",
    "deal_indices",
    "init_by_array",
    "yama_from_rnd",
]

SEED_PREFIX = "mt19937ar-sha512-n288-base64,"
_N = 624
_MASK = 0xFFFFFFFF


class ShuffleError(ValueError):
    """A SHUFFLE seed that is not Tenhou's ``mt19937ar-sha512-n288-base64`` format."""


def _init_genrand(s: int) -> list[int]:
    mt = [0] * _N
    mt[0] = s & _MASK
    for i in range(1, _N):
        mt[i] = (1812433253 * (mt[i - 1] ^ (mt[i - 1] >> 30)) + i) & _MASK
    return mt


def init_by_array(key: list[int] | tuple[int, ...]) -> list[int]:
    """The MT19937 state (624 words) after ``init_by_array(key)`` of the reference ``mt19937ar.c``.

    ``key`` is a sequence of uint32 values (at least one). Raises ``ValueError`` for an empty key
    or a value outside 0..2**32-1.
    """
    if not key:
        raise ValueError("init_by_array needs a key of at least one uint32")
    if any(not 0 <= k <= _MASK for k in key):
        raise ValueError("init_by_array key values must be uint32 (0..2**32-1)")
    mt = _init_genrand(19650218)
    n = len(key)
    i, j = 1, 0
    for _ in range(max(_N, n)):
        mt[i] = ((mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525)) + key[j] + j) & _MASK
        i += 1
        j += 1
        if i >= _N:
            mt[0] = mt[_N - 1]
            i = 1
        if j >= n:
            j = 0
    for _ in range(_N - 1):
        mt[i] = ((mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941)) - i) & _MASK
        i += 1
        if i >= _N:
            mt[0] = mt[_N - 1]
            i = 1
    mt[0] = 0x80000000
    return mt


def yama_from_rnd(rnd: tuple[int, ...] | list[int]) -> list[int]:
    """The wall (136-ids in yama order) from the 144 hashed words ``rnd`` of one hand (step 3)."""
    yama = list(range(136))
    for i in range(135):
        j = i + rnd[i] % (136 - i)
        yama[i], yama[j] = yama[j], yama[i]
    return yama


@dataclass(frozen=True)
class WallDraw:
    """The wall of one hand: ``yama`` (136 tile ids, Tenhou order) and ``dice`` (each 1–6)."""

    hand: int
    yama: tuple[int, ...]
    dice: tuple[int, int]


class TenhouShuffle:
    """Tenhou's generator for one game, seeded from the mjlog SHUFFLE ``seed`` attribute.

    >>> sh = TenhouShuffle.from_seed(seed_text)        # doctest: +SKIP
    >>> w = sh.next_wall(); w.yama[135], w.dice         # doctest: +SKIP

    :meth:`next_wall` must be called once per ``<INIT>`` in order; :meth:`walls` yields them.

    Raises
    ------
    ShuffleError
        From :meth:`from_seed` when the text does not start with ``mt19937ar-sha512-n288-base64,``
        or the base64 payload is not 2496 bytes.
    """

    def __init__(self, key: tuple[int, ...]) -> None:
        self.key = tuple(key)
        self._rng = random.Random()
        state = tuple(init_by_array(self.key)) + (_N,)
        self._rng.setstate((3, state, None))
        self.hands_drawn = 0

    @classmethod
    def from_seed(cls, seed: str) -> TenhouShuffle:
        if not isinstance(seed, str) or not seed.startswith(SEED_PREFIX):
            raise ShuffleError(
                f"SHUFFLE seed must start with {SEED_PREFIX!r}, not {str(seed)[:40]!r}"
            )
        payload = seed[len(SEED_PREFIX):]
        try:
            raw = base64.b64decode(payload, validate=True)
        except (binascii.Error, ValueError) as exc:
            raise ShuffleError(f"SHUFFLE seed is not valid base64: {exc}") from None
        if len(raw) != 4 * _N:
            raise ShuffleError(f"SHUFFLE seed decodes to {len(raw)} bytes, expected {4 * _N}")
        return cls(struct.unpack(f"<{_N}I", raw))

    def _rnd(self) -> tuple[int, ...]:
        # getrandbits(32*k) packs k genrand_int32 outputs, the first one least significant.
        raw = self._rng.getrandbits(288 * 32).to_bytes(288 * 4, "little")
        digest = b"".join(hashlib.sha512(raw[i : i + 128]).digest() for i in range(0, 1152, 128))
        return struct.unpack("<144I", digest)

    def next_wall(self) -> WallDraw:
        """The wall and dice of the next hand (the n-th call = the n-th ``<INIT>``, from 0)."""
        rnd = self._rnd()
        draw = WallDraw(self.hands_drawn, tuple(yama_from_rnd(rnd)),
                        (rnd[135] % 6 + 1, rnd[136] % 6 + 1))
        self.hands_drawn += 1
        return draw

    def walls(self, count: int) -> list[WallDraw]:
        """The next ``count`` walls."""
        return [self.next_wall() for _ in range(count)]

    def __iter__(self) -> Iterator[WallDraw]:
        while True:
            yield self.next_wall()


# ----- Tenhou's positions in yama (FORMATS.md §5.1) ------------------------------------------
RINSHAN_INDICES = (1, 0, 3, 2)
"""Rinshan draws, in order."""
DORA_INDICES = (5, 7, 9, 11, 13)
"""The first dora indicator, then the kan-dora indicators in order."""
URA_INDICES = (4, 6, 8, 10, 12)
"""Ura indicators under each dora indicator."""
FIRST_LIVE_INDEX = 83
"""The first live draw after the deal; draws go down to 14 (+1 per kan: the haitei joins the dead
wall)."""


def deal_indices(dealer: int) -> list[list[int]]:
    """The yama indices each seat (0–3, absolute) receives in the deal, in dealing order.

    Three rounds of four tiles from the top (the dealer 135..132, the next seat 131..128, …), then
    one tile each (dealer 87, then 86, 85, 84). FORMATS.md §5.1.
    """
    hands: list[list[int]] = [[] for _ in range(4)]
    pos = 135
    for _ in range(3):
        for k in range(4):
            seat = (dealer + k) % 4
            hands[seat].extend(range(pos, pos - 4, -1))
            pos -= 4
    for k in range(4):
        hands[(dealer + k) % 4].append(pos)
        pos -= 1
    return hands
