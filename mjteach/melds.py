"""Melds (副露 and 暗槓): chi, pon, daiminkan, kakan (shouminkan) and ankan.

A meld knows its tiles, the tile it took from another player (``called``), which seat that player sat
in relative to the caller (``source``: kamicha, toimen, shimocha), and for a kakan the tile added to
the pon (``added``). :meth:`Meld.layout` says how the meld is laid on the table, as the articles show
it (槓 § 槓の種類; 副露 § ポン, § チー):

* the called tile is turned sideways: at the left for kamicha, in the centre for toimen, at the right
  for shimocha;
* an ankan shows two tiles face down (both ends, or the middle two);
* a kakan lays the added tile sideways on top of the pon's sideways tile, so the pon's source stays
  visible (槓 § 加槓: otherwise it would read as a daiminkan from another seat).

Meld notation (one token of :mod:`mjteach.hand` notation) reads like the picture, left to right; a
source mark follows the called tile (``<`` kamicha, ``^`` toimen, ``>`` shimocha) and ``+`` marks the
tile added by a kakan, written just after the called tile it lies on:

=========  ==================  ======================================
kind       example             meaning
=========  ==================  ======================================
chi        ``(3<45m)``         3m called from kamicha, with 45m
pon        ``(55^5p)``         5p called from toimen
daiminkan  ``(7777>s)``        7s called from shimocha
kakan      ``(8<+888p)``       pon of 8p from kamicha, fourth 8p added
ankan      ``[8888s]``         closed kan, two tiles shown face down
=========  ==================  ======================================
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .i18n import get_language, t
from .tiles import NotationError, Tile, format_tiles, tile_sort_key

__all__ = ["MeldKind", "Source", "Meld", "MeldError", "LaidTile"]


class MeldError(ValueError):
    """A meld that breaks a rule (chi of honors, chi from toimen, a kan of four different tiles…).

    ``code`` names the rule; ``column`` (1-based) is where the meld starts in the parsed text, when
    it came from notation (the message then starts with ``"column N: "``).
    """

    def __init__(
        self, message: str, *, code: str = "meld.invalid", column: int | None = None
    ) -> None:
        self.code = code
        self.column = column
        self.reason = message
        super().__init__((t("notation.column", column=column) if column is not None else "")
                         + message)


class MeldKind(str, Enum):
    """The five kinds of meld. ``str`` values are the field's romaji."""

    CHI = "chi"
    PON = "pon"
    DAIMINKAN = "daiminkan"
    KAKAN = "kakan"
    ANKAN = "ankan"

    @property
    def is_kan(self) -> bool:
        return self in (MeldKind.DAIMINKAN, MeldKind.KAKAN, MeldKind.ANKAN)

    @property
    def is_open(self) -> bool:
        """True for every kind except ankan (an ankan keeps the hand menzen: 槓 § 暗槓)."""
        return self is not MeldKind.ANKAN

    def label(self, lang: str | None = None) -> str:
        from .i18n import t

        return t(f"meld.{self.value}", lang)


OPEN_KINDS: frozenset[MeldKind] = frozenset(k for k in MeldKind if k.is_open)
"""The meld kinds that open the hand (every kind but ankan; :attr:`MeldKind.is_open`)."""


class Source(str, Enum):
    """Where a called tile came from, relative to the caller.

    ``offset`` is how many seats after the caller the discarder sits (1 shimocha, 2 toimen,
    3 kamicha), so ``(caller + offset) % 4`` is the discarder's seat.
    """

    KAMICHA = "kamicha"
    TOIMEN = "toimen"
    SHIMOCHA = "shimocha"

    @property
    def mark(self) -> str:
        return {"kamicha": "<", "toimen": "^", "shimocha": ">"}[self.value]

    @property
    def offset(self) -> int:
        return {"kamicha": 3, "toimen": 2, "shimocha": 1}[self.value]

    @classmethod
    def from_offset(cls, offset: int) -> Source:
        """The source for a discarder ``offset`` seats after the caller (1, 2 or 3)."""
        try:
            return {3: cls.KAMICHA, 2: cls.TOIMEN, 1: cls.SHIMOCHA}[offset % 4]
        except KeyError:
            raise ValueError("a player cannot call their own discard") from None

    @classmethod
    def from_mark(cls, mark: str) -> Source:
        return {"<": cls.KAMICHA, "^": cls.TOIMEN, ">": cls.SHIMOCHA}[mark]

    def label(self, lang: str | None = None) -> str:
        from .i18n import t

        return t(f"seat.{self.value}", lang)


@dataclass(frozen=True, slots=True)
class LaidTile:
    """One tile of a meld as it lies on the table.

    ``pose`` is ``"up"`` (upright, face up), ``"sideways"`` (turned 90°: the called tile),
    ``"down"`` (face down, ankan) or ``"stacked"`` (sideways on top of the previous sideways tile:
    a kakan's added tile).
    """

    tile: Tile
    pose: str


@dataclass(frozen=True, slots=True)
class Meld:
    """A declared meld.

    Attributes
    ----------
    kind : MeldKind
    tiles : tuple[Tile, ...]
        All tiles of the meld (3 for chi/pon, 4 for kans), sorted; includes ``called`` and ``added``.
    called : Tile | None
        The tile taken from another player's discard (None for an ankan).
    source : Source | None
        The seat ``called`` came from (None for an ankan).
    added : Tile | None
        For a kakan, the tile added to the pon.

    Raises
    ------
    MeldError
        From the constructor when the meld breaks a rule; ``code`` names the rule
        (``meld.chi_not_from_kamicha``, ``meld.chi_honors``, ``meld.chi_not_sequence``,
        ``meld.pon_not_triplet``, ``meld.kan_not_four``, ``meld.kakan_needs_pon``, …).
    """

    kind: MeldKind
    tiles: tuple[Tile, ...]
    called: Tile | None = None
    source: Source | None = None
    added: Tile | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", tuple(sorted(self.tiles, key=tile_sort_key)))
        _validate(self)

    # ----- constructors -------------------------------------------------
    @classmethod
    def _checked_by_caller(
        cls,
        kind: MeldKind,
        tiles: tuple[Tile, ...],
        called: Tile | None = None,
        source: Source | None = None,
    ) -> Meld:
        """The meld the constructor builds, without checking it again: for the round engine,
        whose legality checks have already accepted these tiles (a call's hand tiles come from
        its own choice lists). A meld with a red five still goes through the constructor's
        checks. Tests check both give equal melds."""
        for tile in tiles:
            if tile.red:
                return cls(kind, tiles, called, source)
        m = object.__new__(cls)
        _set = object.__setattr__
        _set(m, "kind", kind)
        _set(m, "tiles", tuple(sorted(tiles, key=tile_sort_key)))
        _set(m, "called", called)
        _set(m, "source", source)
        _set(m, "added", None)
        return m

    @classmethod
    def chi(cls, tiles: str | list[Tile], called: str | Tile) -> Meld:
        """A chi: ``Meld.chi("345m", "3m")`` (always from kamicha)."""
        return cls(MeldKind.CHI, _tiles(tiles), _tile(called), Source.KAMICHA)

    @classmethod
    def pon(cls, tiles: str | list[Tile], called: str | Tile, source: Source | str) -> Meld:
        """A pon: ``Meld.pon("555p", "5p", "toimen")``."""
        return cls(MeldKind.PON, _tiles(tiles), _tile(called), Source(source))

    @classmethod
    def daiminkan(cls, tiles: str | list[Tile], called: str | Tile, source: Source | str) -> Meld:
        """A daiminkan: ``Meld.daiminkan("7777s", "7s", "shimocha")``."""
        return cls(MeldKind.DAIMINKAN, _tiles(tiles), _tile(called), Source(source))

    @classmethod
    def ankan(cls, tiles: str | list[Tile]) -> Meld:
        """An ankan: ``Meld.ankan("8888s")``."""
        return cls(MeldKind.ANKAN, _tiles(tiles))

    def with_added(self, tile: str | Tile) -> Meld:
        """The kakan made by adding ``tile`` to this pon. Raises MeldError if this is not a pon."""
        added = _tile(tile)
        if self.kind is not MeldKind.PON:
            raise MeldError(
                f"only a pon can become a kakan, not a {self.kind.value}", code="meld.kakan_needs_pon"
            )
        return Meld(MeldKind.KAKAN, self.tiles + (added,), self.called, self.source, added)

    @property
    def pon_part(self) -> Meld:
        """For a kakan, the pon it was made from."""
        if self.kind is not MeldKind.KAKAN or self.added is None:
            raise MeldError("only a kakan has a pon under it", code="meld.kakan_needs_pon")
        rest = list(self.tiles)
        rest.remove(self.added)
        return Meld(MeldKind.PON, tuple(rest), self.called, self.source)

    # ----- properties ---------------------------------------------------
    @property
    def is_kan(self) -> bool:
        return self.kind.is_kan

    @property
    def is_open(self) -> bool:
        return self.kind.is_open

    @property
    def first(self) -> Tile:
        """The lowest tile (for a triplet or kan: its kind)."""
        return self.tiles[0]

    @property
    def is_terminal_or_honor(self) -> bool:
        """For a triplet or kan: made of terminals/honors (yaochuuhai), which doubles its fu."""
        return self.kind is not MeldKind.CHI and self.first.is_terminal_or_honor

    def hand_tiles(self) -> tuple[Tile, ...]:
        """The tiles that came from the caller's own hand (all but ``called``; for a kakan, the
        added tile also came from the hand)."""
        rest = list(self.tiles)
        if self.called is not None:
            rest.remove(self.called)
        return tuple(rest)

    def layout(self, *, ankan_face_down: str = "ends", daiminkan_toimen_slot: int = 1) -> list[LaidTile]:
        """The tiles left to right as the meld lies on the table.

        Parameters
        ----------
        ankan_face_down : ``"ends"`` or ``"middle"``
            Which two tiles of an ankan are turned face down (槓 § 暗槓: both ends or the middle
            two).
        daiminkan_toimen_slot : 1 or 2
            For a daiminkan from toimen, the position (0-based) of the sideways tile: the article
            shows both the second and the third tile turned.
        """
        return [
            LaidTile(t, pose)
            for t, pose in self._poses(ankan_face_down, daiminkan_toimen_slot)
        ]

    def _poses(
        self, ankan_face_down: str = "ends", daiminkan_toimen_slot: int = 1
    ) -> list[tuple[Tile, str]]:
        """:meth:`layout` as (tile, pose) pairs."""
        if self.kind is MeldKind.ANKAN:
            if ankan_face_down not in ("ends", "middle"):
                raise ValueError("ankan_face_down must be 'ends' or 'middle'")
            down = {0, 3} if ankan_face_down == "ends" else {1, 2}
            return [(t, "down" if i in down else "up") for i, t in enumerate(self.tiles)]
        assert self.called is not None and self.source is not None
        rest = list(self.hand_tiles())
        if self.kind is MeldKind.KAKAN:
            assert self.added is not None
            rest.remove(self.added)
        n = len(rest) + 1
        if self.source is Source.KAMICHA:
            slot = 0
        elif self.source is Source.SHIMOCHA:
            slot = n - 1
        elif self.kind is MeldKind.DAIMINKAN:
            if daiminkan_toimen_slot not in (1, 2):
                raise ValueError("daiminkan_toimen_slot must be 1 or 2")
            slot = daiminkan_toimen_slot
        else:
            slot = 1
        out = [(t, "up") for t in rest]
        out.insert(slot, (self.called, "sideways"))
        if self.kind is MeldKind.KAKAN:
            assert self.added is not None
            out.insert(slot + 1, (self.added, "stacked"))
        return out

    # ----- notation -----------------------------------------------------
    @property
    def notation(self) -> str:
        """Canonical notation, e.g. ``(3<45m)``, ``(55^5p)``, ``(8<+888p)``, ``[8888s]``."""
        if self.kind is MeldKind.ANKAN:
            return "[" + format_tiles(self.tiles) + "]"
        parts: list[str] = []
        for tile, pose in self._poses():
            digit = "0" if tile.red else str(tile.number)
            if pose == "sideways":
                assert self.source is not None
                parts.append(digit + self.source.mark)
            elif pose == "stacked":
                parts.append("+" + digit)
            else:
                parts.append(digit)
        return "(" + "".join(parts) + self.tiles[0].suit + ")"

    @classmethod
    def parse(cls, text: str, *, offset: int = 0, full_text: str | None = None) -> Meld:
        """Parse one meld token such as ``"(3<45m)"`` or ``"[8888s]"``.

        Raises :class:`~mjteach.tiles.NotationError` for bad notation (with the column) and
        :class:`MeldError` for a meld that breaks a rule; TypeError if ``text`` is not a str.
        """
        if not isinstance(text, str):
            raise TypeError(f"meld notation must be text (a str), not {text!r:.80}")
        return _parse_meld(text, offset=offset, full_text=text if full_text is None else full_text)

    def __str__(self) -> str:
        return self.notation

    def __repr__(self) -> str:
        return f"Meld('{self.notation}')"

    def _repr_svg_(self) -> str:
        from .render import meld_svg

        return meld_svg(self)


def _tile(value: str | Tile) -> Tile:
    return value if isinstance(value, Tile) else Tile.parse(value)


def _tiles(value: str | list[Tile] | tuple[Tile, ...]) -> tuple[Tile, ...]:
    if isinstance(value, str):
        from .tiles import parse_tiles

        return tuple(parse_tiles(value))
    return tuple(value)


def _term(group: str, romaji: str) -> str:
    """A meld kind or seat for an error message: the romaji in English (``toimen``), the catalog
    name in Japanese and Chinese (``対面``, ``对家``)."""
    return romaji if get_language() == "en" else t(f"{group}.{romaji}")


def _validate(m: Meld) -> None:
    tiles = m.tiles
    kinds = [t.kind for t in tiles]
    reds = [t.kind for t in tiles if t.red]
    if len(reds) != len(set(reds)):
        raise MeldError(t("notation.two_red_in_meld"), code="meld.two_red_fives")
    if m.kind is MeldKind.ANKAN:
        if m.called is not None or m.source is not None:
            raise MeldError(t("notation.ankan_called"), code="meld.ankan_called")
    else:
        if m.called is None or m.source is None:
            raise MeldError(t("notation.needs_source", kind=_term("meld", m.kind.value)),
                            code="meld.needs_source")
        if m.called not in tiles:
            raise MeldError(t("notation.called_not_in_meld", tile=m.called),
                            code="meld.called_not_in_meld")
    if m.kind is MeldKind.CHI:
        if len(tiles) != 3:
            raise MeldError(t("notation.chi_three", count=len(tiles)),
                            code="meld.chi_not_sequence")
        if any(t.is_honor for t in tiles):
            raise MeldError(t("notation.chi_honors"), code="meld.chi_honors")
        if len({t.suit for t in tiles}) != 1 or kinds != list(range(kinds[0], kinds[0] + 3)):
            raise MeldError(
                t("notation.chi_not_run", tiles=format_tiles(tiles)),
                code="meld.chi_not_sequence",
            )
        if m.source is not Source.KAMICHA:
            raise MeldError(
                t("notation.chi_source", seat=_term("seat", m.source.value)),
                code="meld.chi_not_from_kamicha",
            )
    elif m.kind is MeldKind.PON:
        if len(tiles) != 3 or len(set(kinds)) != 1:
            raise MeldError(t("notation.pon_triplet", tiles=format_tiles(tiles)),
                            code="meld.pon_not_triplet")
    else:
        if len(tiles) != 4 or len(set(kinds)) != 1:
            raise MeldError(
                t("notation.kan_four", tiles=format_tiles(tiles)),
                code="meld.kan_not_four",
            )
        if m.kind is MeldKind.KAKAN:
            if m.added is None:
                raise MeldError(t("notation.kakan_no_added"), code="meld.kakan_needs_pon")
            if m.added not in tiles or (m.added == m.called and tiles.count(m.added) < 2):
                raise MeldError(t("notation.kakan_added_bad"), code="meld.kakan_needs_pon")
        elif m.added is not None:
            raise MeldError(t("notation.only_kakan_added"), code="meld.kakan_needs_pon")


def _parse_meld(text: str, *, offset: int, full_text: str) -> Meld:
    """Parse one meld token; spaces inside it are ignored (columns still point into ``full_text``).

    A rule broken by the meld raises :class:`MeldError` with the column where the meld starts.
    """
    try:
        return _parse_meld_compact(text, offset=offset, full_text=full_text)
    except MeldError as exc:
        if exc.column is not None:
            raise
        raise MeldError(exc.reason, code=exc.code, column=offset + 1) from None


def _parse_meld_compact(text: str, *, offset: int, full_text: str) -> Meld:
    positions = [i for i, ch in enumerate(text) if ch != " "]
    text = "".join(text[i] for i in positions)

    def err(msg: str, i: int | None = None) -> NotationError:
        if i is None or not positions:
            return NotationError(msg, text=full_text, column=None if i is None else offset + 1)
        column = offset + positions[min(i, len(positions) - 1)] + 1
        return NotationError(msg, text=full_text, column=column)

    if len(text) < 2 or text[0] not in "([":
        raise err(t("notation.meld_start"), 0)
    closing = ")" if text[0] == "(" else "]"
    if text[-1] != closing:
        raise err(t("notation.meld_unclosed", closing=repr(closing)), len(text) - 1)
    body = text[1:-1]
    if not body or body[-1] not in "mpsz":
        raise err(t("notation.meld_suit_last"), len(text) - 2)
    suit = body[-1]
    tiles: list[Tile] = []
    called: Tile | None = None
    source: Source | None = None
    added: Tile | None = None
    plus_next = False
    for j, ch in enumerate(body[:-1]):
        i = j + 1
        if ch.isdigit() and ch.isascii():
            try:
                tile = Tile.from_suit_number(suit, int(ch))
            except ValueError as exc:
                raise err(str(exc), i) from None
            tiles.append(tile)
            if plus_next:
                added, plus_next = tile, False
        elif ch in "<^>":
            if closing == "]":
                raise err(t("notation.ankan_no_mark"), i)
            if not tiles or called is not None:
                raise err(t("notation.one_mark"), i)
            called, source = tiles[-1], Source.from_mark(ch)
        elif ch == "+":
            if closing == "]" or added is not None or plus_next:
                raise err(t("notation.plus_in_meld"), i)
            plus_next = True
        elif ch in "mpsz":
            raise err(t("notation.meld_one_suit"), i)
        else:
            raise err(t("notation.meld_bad_char", ch=repr(ch)), i)
    if plus_next:
        raise err(t("notation.plus_then_digit"), len(body) - 1)
    if closing == "]":
        return Meld(MeldKind.ANKAN, tuple(tiles))
    if called is None and added is not None:
        raise MeldError(t("notation.kakan_needs_source"), code="meld.kakan_needs_pon")
    if called is None:
        raise err(t("notation.needs_mark"), 0)
    if added is not None:
        if len(tiles) != 4:
            raise MeldError(t("notation.kakan_four"), code="meld.kan_not_four")
        return Meld(MeldKind.KAKAN, tuple(tiles), called, source, added)
    if len(tiles) == 4:
        return Meld(MeldKind.DAIMINKAN, tuple(tiles), called, source)
    if len(tiles) == 3:
        kind = MeldKind.PON if len({t.kind for t in tiles}) == 1 else MeldKind.CHI
        return Meld(kind, tuple(tiles), called, source)
    raise MeldError(t("notation.meld_size", count=len(tiles)), code="meld.size")
