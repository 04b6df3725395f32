"""A player's hand: concealed tiles, an optional just-drawn tile, and declared melds.

Hand notation (one line; spaces are optional and ignored)::

    <concealed tiles> [+<drawn tile>] [<meld> ...]

* concealed tiles in MPSZ notation, e.g. ``2399m222666p``;
* ``+1m``: the tile just drawn (ツモ牌), kept apart from the rest;
* melds as in :mod:`mjteach.melds`: ``(3<45m)`` chi, ``(55^5p)`` pon, ``(7777>s)`` daiminkan,
  ``(8<+888p)`` kakan, ``[8888s]`` ankan; the mark after the called tile names its source
  (``<`` kamicha, ``^`` toimen, ``>`` shimocha).

Example (the ja article's sanankou example, 槓 § 槓子の扱い)::

    >>> Hand.parse("222p 666p 23m 99m [8888s]").notation
    '2399m222666p [8888s]'

``Hand.format`` writes the canonical form: concealed tiles sorted (man, pin, sou, honors; a red
five just before the plain fives), then ``+drawn``, then each meld after a space, in the order they
were declared. ``Hand.parse(h.notation) == h`` for every hand but the empty one, ``Hand()``: empty
notation is refused (a hand is never typed as nothing).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from .i18n import t
from .melds import Meld, MeldError, MeldKind
from .tiles import NotationError, Tile, format_tiles, parse_tiles, tile_sort_key

__all__ = ["Hand", "HandError"]


class HandError(ValueError):
    """A hand that cannot exist: a fifth copy of a tile, two red fives of one suit, too many tiles.

    ``code`` names the rule (``hand.fifth_copy``, ``hand.two_red_fives``, ``hand.too_many_tiles``).
    """

    def __init__(self, message: str, *, code: str) -> None:
        self.code = code
        super().__init__(message)


@dataclass(frozen=True, slots=True)
class Hand:
    """An immutable hand.

    Attributes
    ----------
    concealed : tuple[Tile, ...]
        Tiles in the hand (sorted), not counting ``drawn``.
    drawn : Tile | None
        The tile just drawn, if the hand is shown in the middle of a turn.
    melds : tuple[Meld, ...]
        Declared melds in the order they were made (ankan included).

    Raises
    ------
    HandError
        If the tiles, counting melds, hold a fifth copy of a kind or two red fives of one suit, or
        if the hand is larger than 14 tiles (a kan counting as 3).
    """

    concealed: tuple[Tile, ...] = ()
    drawn: Tile | None = None
    melds: tuple[Meld, ...] = ()

    def __post_init__(self) -> None:
        concealed, melds = tuple(self.concealed), tuple(self.melds)
        if not all(isinstance(t, Tile) for t in concealed) or not (
            self.drawn is None or isinstance(self.drawn, Tile)
        ):
            raise TypeError("Hand takes Tile objects; use Hand.parse or Hand.from_tiles for notation")
        if not all(isinstance(m, Meld) for m in melds):
            raise TypeError("Hand.melds must be Meld objects; use Meld.parse for notation")
        object.__setattr__(self, "concealed", tuple(sorted(concealed, key=tile_sort_key)))
        object.__setattr__(self, "melds", melds)
        _validate(self)

    # ----- construction -------------------------------------------------
    @classmethod
    def parse(cls, text: str) -> Hand:
        """Parse hand notation (see the module docstring).

        Raises
        ------
        NotationError
            Empty text, or bad notation; the message names the 1-based column and what was expected, e.g.
            ``column 7: '8' needs a suit letter m/p/s/z after it``.
        MeldError
            A meld that breaks a rule (chi from toimen, chi of honors, ``[1234m]``, a kakan with no pon).
        HandError
            A fifth copy of a tile, two red fives of one suit, more than 14 tiles.
        """
        if not isinstance(text, str):
            raise TypeError(f"hand notation must be a string, not {type(text).__name__}")
        if not text.strip():  # an empty hand is Hand(), never a typo that parsed
            raise NotationError(t("notation.empty_hand"), text=text)
        melds: list[Meld] = []
        drawn: Tile | None = None
        i, n = 0, len(text)
        buf_start = 0
        buf: list[str] = []

        concealed: list[Tile] = []

        def flush() -> None:
            # Parse each run of concealed tiles as soon as it ends, so the first error reported
            # is the leftmost one.
            if buf:
                concealed.extend(parse_tiles("".join(buf), offset=buf_start, full_text=text))
                buf.clear()

        while i < n:
            ch = text[i]
            if ch in "([":
                flush()
                closing = ")" if ch == "(" else "]"
                j = text.find(closing, i + 1)
                other = text.find("(" if ch == "(" else "[", i + 1)
                if j < 0 or (0 <= other < j):
                    raise NotationError(t("notation.hand_unclosed", closing=repr(closing)),
                                        text=text, column=i + 1)
                token = text[i : j + 1]
                melds.append(Meld.parse(token, offset=i, full_text=text))
                i = j + 1
                continue
            if ch in ")]":
                flush()
                raise NotationError(t("notation.hand_never_opened", ch=repr(ch)), text=text,
                                    column=i + 1)
            if ch == "+":
                flush()
                if drawn is not None:
                    raise NotationError(t("notation.one_drawn"), text=text,
                                        column=i + 1)
                j = i + 1
                while j < n and text[j] == " ":
                    j += 1
                k = j
                while k < n and text[k].isdigit():
                    k += 1
                if k == j or k >= n or text[k] not in "mpsz":
                    raise NotationError(t("notation.plus_then_tile"), text=text,
                                        column=i + 1)
                tiles = parse_tiles(text[j : k + 1], offset=j, full_text=text)
                if len(tiles) != 1:
                    raise NotationError(t("notation.plus_one_tile"), text=text,
                                        column=i + 1)
                drawn = tiles[0]
                i = k + 1
                continue
            if not buf:
                buf_start = i
            buf.append(ch)
            i += 1
        flush()
        return cls(tuple(concealed), drawn, tuple(melds))

    @classmethod
    def from_tiles(cls, tiles: Iterable[Tile | str], melds: Iterable[Meld] = (),
                   drawn: Tile | str | None = None) -> Hand:
        """Build a hand from tiles (or tile strings) and melds."""
        if isinstance(tiles, str):
            ts = tuple(parse_tiles(tiles))
        elif isinstance(tiles, Iterable):
            ts = tuple(t if isinstance(t, Tile) else Tile.parse(t) for t in tiles)
        else:
            raise TypeError(f"tiles must be tiles or tile notation, not {tiles!r}")
        d = drawn if drawn is None or isinstance(drawn, Tile) else Tile.parse(drawn)
        return cls(ts, d, tuple(melds))

    # ----- views --------------------------------------------------------
    @property
    def notation(self) -> str:
        """Canonical notation; parses back to an equal hand."""
        out = format_tiles(self.concealed)
        if self.drawn is not None:
            out += "+" + self.drawn.notation
        for meld in self.melds:
            out += (" " if out else "") + meld.notation
        return out

    format = notation  # alias, as in format(parse(s))

    @property
    def closed_tiles(self) -> tuple[Tile, ...]:
        """Concealed tiles plus the drawn tile, sorted."""
        if self.drawn is None:
            return self.concealed
        return tuple(sorted(self.concealed + (self.drawn,), key=tile_sort_key))

    def all_tiles(self) -> list[Tile]:
        """Every tile the player holds, melds included (a kan gives 4)."""
        out = list(self.closed_tiles)
        for meld in self.melds:
            out.extend(meld.tiles)
        return out

    def counts34(self, *, include_melds: bool = False) -> list[int]:
        """Counts per kind (length 34) of the closed tiles (and the melds, if asked)."""
        counts = [0] * 34
        for tile in self.all_tiles() if include_melds else self.closed_tiles:
            counts[tile.kind] += 1
        return counts

    @property
    def size(self) -> int:
        """Tiles in the hand counting each meld as 3 (13 between turns, 14 after a draw)."""
        return len(self.closed_tiles) + 3 * len(self.melds)

    @property
    def is_menzen(self) -> bool:
        """Concealed (門前): no melds other than ankan."""
        return all(not m.is_open for m in self.melds)

    @property
    def kans(self) -> tuple[Meld, ...]:
        return tuple(m for m in self.melds if m.is_kan)

    def replace(self, *, concealed: Iterable[Tile] | None = None, drawn: Tile | None | str = "keep",
                melds: Iterable[Meld] | None = None) -> Hand:
        """A copy with some parts replaced (validated like any new hand)."""
        return Hand(
            tuple(self.concealed if concealed is None else concealed),
            self.drawn if drawn == "keep" else drawn,  # type: ignore[arg-type]
            tuple(self.melds if melds is None else melds),
        )

    def __str__(self) -> str:
        return self.notation

    def __repr__(self) -> str:
        return f"Hand('{self.notation}')"

    def _repr_svg_(self) -> str:
        from .render import hand_svg

        return hand_svg(self)


def _validate(hand: Hand) -> None:
    tiles = hand.all_tiles()
    counts = Counter(t.kind for t in tiles)
    for kind, count in sorted(counts.items()):
        if count > 4:
            raise HandError(t("notation.fifth_copy", count=count, tile=Tile(kind).notation),
                            code="hand.fifth_copy")
    reds = Counter(t.suit for t in tiles if t.red)
    for suit, count in sorted(reds.items()):
        if count > 1:
            raise HandError(t("notation.two_red_fives", suit=suit),
                            code="hand.two_red_fives")
    if hand.size > 14:
        raise HandError(t("notation.too_many_tiles", size=hand.size), code="hand.too_many_tiles")
    kakan_kinds = [m.first.kind for m in hand.melds if m.kind is MeldKind.KAKAN]
    pon_kinds = [m.first.kind for m in hand.melds if m.kind is MeldKind.PON]
    for kind in kakan_kinds:
        if kind in pon_kinds:
            raise MeldError(t("notation.pon_and_kakan", tile=Tile(kind).notation),
                            code="meld.kakan_needs_pon")
