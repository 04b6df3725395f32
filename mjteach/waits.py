"""Hand shapes: complete hands, their decompositions, waits, tenpai, and the riichi-ankan check.

All functions take *counts*: a length-34 sequence of how many tiles of each kind (0–33, see
:mod:`mjteach.tiles`) the **closed** part of a hand holds, melds removed (``Hand.counts34()``).
A complete closed part has 3n+2 tiles (four sets and a pair when nothing is melded; fewer sets
per meld); seven pairs (chiitoitsu, 七対子) and thirteen orphans (kokushi musou, 国士無双) need 14
closed tiles.

The work is split per suit and memoised on the suit's count tuple, so a wait or riichi-ankan check
costs a few dictionary look-ups once the common shapes have been seen (benchmarks/bench_waits.py).

The riichi-ankan rule (:func:`riichi_ankan_reason`) follows 槓 § 暗槓 (ja article: after riichi an
ankan is allowed only for a triplet that changes neither the hand's sets nor its wait; some rules
forbid it outright), ja Wikipedia 立直 § リーチ後の暗槓が認められないケース, and the variants of
docs/notes/rulesets.md §2.2 and §3 item 4 (Tenhou: the wait only; JPML, EMA 2012, M.League:
the composition too; Saikouisen Classic: never). engines.md pitfall 12 (Mortal #72): 111222333m
with an ankan of 1m is legal on Tenhou although the 123m×3 reading is lost.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from typing import TYPE_CHECKING

from .tiles import Tile, format_tiles

if TYPE_CHECKING:  # pragma: no cover
    from .hand import Hand
    from .rules import Reason, Rules

__all__ = [
    "Set",
    "Decomposition",
    "is_complete",
    "decompositions",
    "waits",
    "is_tenpai",
    "waits_live",
    "wait_shapes",
    "riichi_ankan_reason",
    "YAOCHUU_KINDS",
    "WAIT_SHAPES",
]

YAOCHUU_KINDS: tuple[int, ...] = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
"""Terminals and honors (么九牌), the thirteen kinds of kokushi musou."""

WAIT_SHAPES: tuple[str, ...] = ("ryanmen", "kanchan", "penchan", "shanpon", "tanki")
"""The wait shapes :func:`wait_shapes` names, in the order it lists them."""

_SUIT_STARTS = (0, 9, 18, 27)

# Shown to learners: article sections and the rule options (the team notes behind them:
# docs/notes/rulesets.md §2.2, §3 item 4).
RIICHI_ANKAN_SOURCE = (
    "槓 § 暗槓; 立直 § リーチ後の暗槓; rule options riichi_ankan, riichi_ankan_drawn_tile_only, "
    "riichi_ankan_no_yaku_loss"
)


@dataclass(frozen=True, order=True, slots=True)
class Set:
    """One set (面子) of a decomposition.

    ``kind`` is ``"shuntsu"`` (a run: ``first``, ``first+1``, ``first+2``) or ``"koutsu"`` (a
    triplet of ``first``). ``first`` is a tile kind 0–33.
    """

    kind: str
    first: int

    @property
    def kinds(self) -> tuple[int, ...]:
        """The three tile kinds of the set."""
        if self.kind == "koutsu":
            return (self.first,) * 3
        return (self.first, self.first + 1, self.first + 2)

    @property
    def notation(self) -> str:
        """MPSZ notation, e.g. ``"123m"`` or ``"777z"``."""
        return format_tiles(Tile(k) for k in self.kinds)

    def __str__(self) -> str:
        return self.notation


@dataclass(frozen=True, order=True, slots=True)
class Decomposition:
    """One reading of a complete closed part.

    Attributes
    ----------
    form : str
        ``"standard"`` (sets and one pair), ``"chiitoitsu"`` or ``"kokushi"``.
    pair : int
        The pair's kind (standard; kokushi: the doubled kind); ``-1`` for chiitoitsu.
    sets : tuple[Set, ...]
        The sets, by first kind, a triplet before a run (empty for chiitoitsu and kokushi).
    pairs : tuple[int, ...]
        Chiitoitsu: the seven pair kinds; otherwise ``(pair,)``.
    """

    form: str
    pair: int
    sets: tuple[Set, ...] = ()
    pairs: tuple[int, ...] = ()

    def has_koutsu(self, kind: int) -> bool:
        """True if a triplet of ``kind`` is one of the sets."""
        return Set("koutsu", kind) in self.sets

    @property
    def notation(self) -> str:
        """E.g. ``"11m 123m 456p 777s 222z"`` (pair first), ``"11m 22m 33p …"`` for chiitoitsu."""
        if self.form == "kokushi":
            return "kokushi: " + format_tiles(Tile(k) for k in (*YAOCHUU_KINDS, self.pair))
        pair_text = [format_tiles([Tile(k), Tile(k)]) for k in self.pairs]
        return " ".join(pair_text + [s.notation for s in self.sets])

    def __str__(self) -> str:
        return self.notation


# ----- per-suit analysis (memoised on the suit's count tuple) ----------------------------


@lru_cache(maxsize=1 << 18)
def _sets_only(seg: tuple[int, ...], honors: bool) -> tuple[tuple[tuple[int, int], ...], ...]:
    """All ways to split ``seg`` into sets only.

    Each way is a sorted tuple of ``(0 koutsu | 1 shuntsu, offset in the suit)``.
    """
    i = next((j for j, c in enumerate(seg) if c), -1)
    if i < 0:
        return ((),)
    out: set[tuple[tuple[int, int], ...]] = set()
    if seg[i] >= 3:
        rest = list(seg)
        rest[i] -= 3
        for way in _sets_only(tuple(rest), honors):
            out.add(tuple(sorted(way + ((0, i),))))
    if not honors and i + 2 < len(seg) and seg[i + 1] and seg[i + 2]:
        rest = list(seg)
        rest[i] -= 1
        rest[i + 1] -= 1
        rest[i + 2] -= 1
        for way in _sets_only(tuple(rest), honors):
            out.add(tuple(sorted(way + ((1, i),))))
    return tuple(sorted(out))


@lru_cache(maxsize=1 << 18)
def _can_sets(seg: tuple[int, ...], honors: bool) -> bool:
    """True if ``seg`` splits into sets only (faster than enumerating every way)."""
    i = next((j for j, c in enumerate(seg) if c), -1)
    if i < 0:
        return True
    if seg[i] >= 3:
        rest = list(seg)
        rest[i] -= 3
        if _can_sets(tuple(rest), honors):
            return True
    if not honors and i + 2 < len(seg) and seg[i + 1] and seg[i + 2]:
        rest = list(seg)
        rest[i] -= 1
        rest[i + 1] -= 1
        rest[i + 2] -= 1
        return _can_sets(tuple(rest), honors)
    return False


@lru_cache(maxsize=1 << 18)
def _suit_status(seg: tuple[int, ...], honors: bool) -> int:
    """0 = no reading; 1 = sets only; 2 = sets and one pair (a count tuple cannot be both)."""
    total = sum(seg)
    if total % 3 == 0:
        return 1 if _can_sets(seg, honors) else 0
    if total % 3 == 2:
        for i, c in enumerate(seg):
            if c >= 2:
                rest = list(seg)
                rest[i] -= 2
                if _can_sets(tuple(rest), honors):
                    return 2
    return 0


def _segments(counts: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    return (tuple(counts[0:9]), tuple(counts[9:18]), tuple(counts[18:27]), tuple(counts[27:34]))


def _check_counts(counts: Sequence[int]) -> None:
    if len(counts) != 34:
        raise ValueError(f"counts must have 34 entries (one per tile kind), not {len(counts)}")
    for k, c in enumerate(counts):
        if not 0 <= c <= 4:
            raise ValueError(f"count of {Tile(k).notation} is {c}: each kind has 0–4 tiles")


def _standard_complete(segs: tuple[tuple[int, ...], ...]) -> bool:
    pairs = 0
    for s, seg in enumerate(segs):
        status = _suit_status(seg, s == 3)
        if status == 0:
            return False
        if status == 2:
            pairs += 1
    return pairs == 1


def _is_chiitoitsu(counts: Sequence[int]) -> bool:
    return sum(counts) == 14 and all(c in (0, 2) for c in counts)


def _is_kokushi(counts: Sequence[int]) -> bool:
    if sum(counts) != 14:
        return False
    if any(counts[k] for k in range(34) if k not in YAOCHUU_KINDS):
        return False
    return all(counts[k] >= 1 for k in YAOCHUU_KINDS)


def is_complete(counts: Sequence[int]) -> bool:
    """True if the closed part is a winning shape.

    ``counts``: length-34 counts of the closed tiles (melds removed). A standard shape is sets and
    exactly one pair with 3n+2 tiles in all (n = 4 − melds); chiitoitsu (seven different pairs) and
    kokushi musou count only with 14 closed tiles.

    Raises ``ValueError`` if ``counts`` is not 34 long or a count is outside 0–4.
    """
    _check_counts(counts)
    return _complete_tuple(tuple(counts))


@lru_cache(maxsize=65536)
def _complete_tuple(counts: tuple[int, ...]) -> bool:
    if sum(counts) % 3 != 2:
        return False
    if _standard_complete(_segments(counts)):
        return True
    return _is_chiitoitsu(counts) or _is_kokushi(counts)


def decompositions(counts: Sequence[int]) -> list[Decomposition]:
    """Every reading of a complete closed part, sorted; ``[]`` if it is not complete.

    Standard readings list each distinct multiset of sets once (111222333m gives 111m 222m 333m
    and 123m 123m 123m). A hand that is seven pairs and also a standard hand (2233m4455p6677s11z…
    as two iipeikou) yields both readings.

    Raises ``ValueError`` for counts that are not 34 long or outside 0–4.
    """
    _check_counts(counts)
    return list(_decompositions_tuple(tuple(counts)))


@lru_cache(maxsize=65536)
def _decompositions_tuple(counts: tuple[int, ...]) -> tuple[Decomposition, ...]:
    if sum(counts) % 3 != 2:
        return ()
    out: list[Decomposition] = []
    segs = _segments(counts)
    if _standard_complete(segs):
        for pair_kind in range(34):
            if counts[pair_kind] < 2:
                continue
            rest = list(counts)
            rest[pair_kind] -= 2
            rsegs = _segments(rest)
            per_suit = [_sets_only(seg, s == 3) for s, seg in enumerate(rsegs)]
            for combo in product(*per_suit):
                sets = tuple(
                    sorted(
                        (
                            Set("koutsu" if typ == 0 else "shuntsu", _SUIT_STARTS[s] + off)
                            for s, way in enumerate(combo)
                            for typ, off in way
                        ),
                        key=_set_key,
                    )
                )
                out.append(Decomposition("standard", pair_kind, sets, (pair_kind,)))
    if _is_chiitoitsu(counts):
        pairs = tuple(k for k in range(34) if counts[k] == 2)
        out.append(Decomposition("chiitoitsu", -1, (), pairs))
    if _is_kokushi(counts):
        doubled = next(k for k in YAOCHUU_KINDS if counts[k] == 2)
        out.append(Decomposition("kokushi", doubled, (), (doubled,)))
    return tuple(sorted(out))


def _set_key(s: Set) -> tuple[int, str]:
    return (s.first, s.kind)


def waits(counts: Sequence[int]) -> frozenset[int]:
    """The kinds (0–33) that complete a closed part of 3n+1 tiles.

    Shape only: a kind is included even if every copy not in this hand is already visible
    (discards, other players' melds, dora indicators); filtering is the caller's job. A kind the
    closed part already holds four of is never included: a fifth tile does not exist, so a hand
    whose only wait is such a kind is not tenpai here (whether a ruleset counts it tenpai at an
    exhaustive draw is a ruleset question no source in rulesets.md settles).

    Raises ``ValueError`` if ``counts`` is not 34 long, a count is outside 0–4, or the closed part
    does not have 3n+1 tiles.
    """
    _check_counts(counts)
    if sum(counts) % 3 != 1:
        raise ValueError(f"waits need a closed part of 3n+1 tiles, not {sum(counts)}")
    return _waits_tuple(tuple(counts))


@lru_cache(maxsize=65536)
def _waits_tuple(counts: tuple[int, ...]) -> frozenset[int]:
    segs = _segments(counts)
    status = [_suit_status(seg, s == 3) for s, seg in enumerate(segs)]
    out: set[int] = set()
    # Standard shapes: only the suit receiving the tile changes.
    for s, seg in enumerate(segs):
        others = status[:s] + status[s + 1 :]
        if 0 in others:
            continue
        pairs_elsewhere = others.count(2)
        if pairs_elsewhere > 1:
            continue
        want = 1 if pairs_elsewhere == 1 else 2
        honors = s == 3
        for i in range(len(seg)):
            if seg[i] >= 4:
                continue
            if not honors and seg[i] == 0 and not _near(seg, i):
                continue
            if honors and seg[i] == 0:
                continue  # one honor tile alone is never part of a set or pair
            new = list(seg)
            new[i] += 1
            if _suit_status(tuple(new), honors) == want:
                out.add(_SUIT_STARTS[s] + i)
    if sum(counts) == 13:
        if all(c in (0, 1, 2) for c in counts) and sum(1 for c in counts if c == 2) == 6:
            out.update(k for k in range(34) if counts[k] == 1)
        if not any(counts[k] for k in range(34) if k not in YAOCHUU_KINDS):
            missing = [k for k in YAOCHUU_KINDS if counts[k] == 0]
            if not missing:
                out.update(YAOCHUU_KINDS)
            elif len(missing) == 1:
                out.add(missing[0])
    return frozenset(out)


def _near(seg: tuple[int, ...], i: int) -> bool:
    """A suited tile not held completes a standard shape only within 2 of a held tile."""
    return any(seg[j] for j in range(max(0, i - 2), min(8, i + 2) + 1))


def waits_live(counts: Sequence[int], visible: Sequence[int]) -> dict[int, int]:
    """The waits of ``counts`` that can still be drawn, with how many copies are unseen.

    ``visible``: length-34 counts of the tiles the player can see outside the closed part (all
    discards, every meld on the table including their own, dora indicators). A wait with no unseen
    copy (空聴, karaten) is left out. Returns ``{kind: unseen copies}``, kinds in order.

    Raises ``ValueError`` like :func:`waits`, or if a kind is counted more than four times in all.
    """
    _check_counts(visible)
    for k in range(34):
        if counts[k] + visible[k] > 4:
            raise ValueError(
                f"{Tile(k).notation} counted {counts[k] + visible[k]} times: only 4 exist"
            )
    out = {}
    for k in sorted(waits(counts)):
        left = 4 - counts[k] - visible[k]
        if left > 0:
            out[k] = left
    return out


def is_tenpai(counts: Sequence[int]) -> bool:
    """True if one more tile would complete the closed part (``bool(waits(counts))``)."""
    return bool(waits(counts))


def wait_shapes(counts: Sequence[int], win_kind: int) -> list[str]:
    """How ``win_kind`` completes the 3n+1 closed part ``counts``, in every reading.

    Returns the shape names among :data:`WAIT_SHAPES` (``"ryanmen"`` two-sided, ``"kanchan"``
    closed, ``"penchan"`` edge, ``"shanpon"`` dual pair, ``"tanki"`` single tile; chiitoitsu and
    kokushi are tanki), in that order; ``[]`` if ``win_kind`` does not complete the hand. A tile
    that completes a hand in two readings lists both (45556m + 5m: ``["kanchan", "shanpon"…]``);
    scoring picks the reading that scores best.

    Raises ``ValueError`` like :func:`waits`, or if ``win_kind`` is not 0–33.
    """
    if not isinstance(win_kind, int) or not 0 <= win_kind <= 33:
        raise ValueError(f"win_kind must be a tile kind 0–33, not {win_kind!r}")
    if win_kind not in waits(counts):
        return []
    full = list(counts)
    full[win_kind] += 1
    found: set[str] = set()
    for d in _decompositions_tuple(tuple(full)):
        if d.form != "standard":
            found.add("tanki")
            continue
        if d.pair == win_kind:
            found.add("tanki")
        for s in d.sets:
            if win_kind not in s.kinds:
                continue
            if s.kind == "koutsu":
                found.add("shanpon")
            elif win_kind == s.first + 1:
                found.add("kanchan")
            elif (win_kind == s.first + 2 and s.first % 9 == 0) or (
                win_kind == s.first and s.first % 9 == 6
            ):
                found.add("penchan")
            else:
                found.add("ryanmen")
    return [name for name in WAIT_SHAPES if name in found]


# ----- riichi ankan ----------------------------------------------------------------------


def riichi_ankan_reason(hand: Hand, kind: int | Tile | str, rules: Rules) -> Reason | None:
    """May a player in riichi make an ankan of ``kind`` now? ``None`` if yes, else a ``Reason``.

    ``hand``: the riichi player's 14-tile hand (a kan counting 3) with ``hand.drawn`` set (the tile
    just drawn, or the rinshan tile). ``kind``: a kind 0–33, a ``Tile`` or notation like ``"1m"``.

    Checks, in order (槓 § 暗槓; 立直 § リーチ後の暗槓が認められないケース; rulesets.md §2.2,
    §3 item 4):

    * ``riichi_ankan.not_four``: the closed tiles (drawn tile included) hold fewer than four;
    * ``riichi_ankan.forbidden``: ``rules.riichi_ankan`` is ``FORBIDDEN`` (Saikouisen Classic, 101);
    * ``riichi_ankan.not_drawn_tile``: the kan would not use the drawn tile (送り槓: the fourth copy
      was already in the hand) while ``rules.riichi_ankan_drawn_tile_only`` is set, or under
      ``SAME_DECOMPOSITION`` (an 送り槓 always changes the hand's sets: the drawn tile joins them);
    * ``riichi_ankan.changes_wait``: the set of winning kinds differs before and after the kan
      (kinds the player holds all four of, counting melds and the drawn tile, are left out of both
      sets: they cannot be won on). Tenhou's rule (``SAME_WAIT``) stops here, so 111222333m + tanki
      may kan 1m although the 123m×3 reading is lost (engines.md pitfall 12, Mortal #72);
    * ``riichi_ankan.changes_decomposition`` (``SAME_DECOMPOSITION``): for some winning tile, some
      reading of the complete hand does not use the three ``kind`` tiles as a triplet.

    ``rules.riichi_ankan_no_yaku_loss`` (JPML) is a scoring question and is not checked here.

    Raises ``ValueError`` if the hand has no drawn tile or is not 14 tiles, or ``kind`` is not a
    tile.
    """
    from .rules import Reason, RiichiAnkan

    k = _as_kind(kind)
    if hand.drawn is None:
        raise ValueError(
            "a riichi ankan is checked on the hand after the draw: hand.drawn is not set"
        )
    if hand.size != 14:
        raise ValueError(
            f"a riichi ankan is checked on a 14-tile hand (kans as 3), not {hand.size}"
        )
    tile = Tile(k).notation
    closed = hand.counts34()
    if closed[k] < 4:
        return Reason.of("riichi_ankan.not_four", RIICHI_ANKAN_SOURCE, tile=tile, held=closed[k])
    mode = rules.riichi_ankan
    if mode is RiichiAnkan.FORBIDDEN:
        return Reason.of("riichi_ankan.forbidden", RIICHI_ANKAN_SOURCE, tile=tile)
    okuri = hand.drawn.kind != k
    if okuri and (rules.riichi_ankan_drawn_tile_only or mode is RiichiAnkan.SAME_DECOMPOSITION):
        return Reason.of(
            "riichi_ankan.not_drawn_tile", RIICHI_ANKAN_SOURCE, tile=tile, drawn=hand.drawn.notation
        )
    before = list(closed)
    before[hand.drawn.kind] -= 1
    full = hand.counts34(include_melds=True)
    dead = frozenset(j for j in range(34) if full[j] >= 4)
    code, w_before, w_after = _riichi_ankan_code(
        tuple(before), hand.drawn.kind, k, dead, mode is RiichiAnkan.SAME_DECOMPOSITION
    )
    if code is None:
        return None
    if code == "riichi_ankan.changes_wait":
        return Reason.of(
            code,
            RIICHI_ANKAN_SOURCE,
            tile=tile,
            before=_kinds_text(w_before),
            after=_kinds_text(w_after),
        )
    return Reason.of(code, RIICHI_ANKAN_SOURCE, tile=tile, waits=_kinds_text(w_before))


@lru_cache(maxsize=65536)
def _riichi_ankan_code(
    before: tuple[int, ...], drawn: int, k: int, dead: frozenset[int], strict: bool
) -> tuple[str | None, frozenset[int], frozenset[int]]:
    """(code or None, waits before, waits after) for the ankan of ``k``; see riichi_ankan_reason."""
    after = list(before)
    after[drawn] += 1
    after[k] -= 4
    w_before = _waits_tuple(before) - dead
    w_after = _waits_tuple(tuple(after)) - dead
    if w_before != w_after:
        return "riichi_ankan.changes_wait", w_before, w_after
    if strict:
        for w in w_before:
            full = list(before)
            full[w] += 1
            for d in _decompositions_tuple(tuple(full)):
                if not d.has_koutsu(k):
                    return "riichi_ankan.changes_decomposition", w_before, w_after
    return None, w_before, w_after


def _as_kind(kind: int | Tile | str) -> int:
    if isinstance(kind, Tile):
        return kind.kind
    if isinstance(kind, str):
        return Tile.parse(kind).kind
    if isinstance(kind, int) and not isinstance(kind, bool) and 0 <= kind <= 33:
        return kind
    raise ValueError(f"expected a tile kind 0–33, a Tile or tile notation, not {kind!r}")


def _kinds_text(kinds: frozenset[int]) -> str:
    return format_tiles(Tile(k) for k in sorted(kinds)) if kinds else "—"
