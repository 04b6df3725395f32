"""Tiles: the 34 kinds, the three red fives, MPSZ notation and names in English, Japanese and Chinese.

Notation (MPSZ): digits followed by a suit letter. ``1m``–``9m`` man (萬子), ``1p``–``9p`` pin (筒子),
``1s``–``9s`` sou (索子), ``1z``–``7z`` East South West North White Green Red (東南西北白發中). ``0m``,
``0p``, ``0s`` are the red fives (赤五). Several digits share one letter: ``123m456p``.

Kinds are numbered 0–33 as in Tenhou and the ``mahjong`` package: 0–8 man, 9–17 pin, 18–26 sou,
27–33 honors.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import total_ordering

from .i18n import get_language, t

SUITS = "mpsz"

__all__ = [
    "NotationError",
    "Tile",
    "ALL_KINDS",
    "parse_tiles",
    "format_tiles",
    "tile_sort_key",
]


class NotationError(ValueError):
    """Bad tile or hand notation. ``column`` is 1-based; ``text`` is the whole input."""

    def __init__(self, message: str, *, text: str = "", column: int | None = None) -> None:
        self.text = text
        self.column = column
        self.reason = message
        where = t("notation.column", column=column) if column is not None else ""
        super().__init__(where + message)


_HONOR_NAMES = {
    # number: (English, Japanese, Chinese, romaji, letter shown on the tile)
    1: ("East wind", "東", "东", "ton", "E"),
    2: ("South wind", "南", "南", "nan", "S"),
    3: ("West wind", "西", "西", "shaa", "W"),
    4: ("North wind", "北", "北", "pei", "N"),
    5: ("White dragon", "白", "白", "haku", "Wh"),
    6: ("Green dragon", "發", "发", "hatsu", "G"),
    7: ("Red dragon", "中", "中", "chun", "R"),
}
_SUIT_NAMES = {
    "m": ("Man", "萬", "万", "man", "萬子", "万子"),
    "p": ("Pin", "筒", "筒", "pin", "筒子", "筒子"),
    "s": ("Sou", "索", "条", "sou", "索子", "条子"),
}
_JA_NUMERALS = "〇一二三四五六七八九"
_ROMAJI_NUMBERS = ["", "ii", "ryan", "san", "suu", "uu", "rou", "chii", "paa", "chuu"]


@total_ordering
@dataclass(frozen=True, slots=True)
class Tile:
    """One tile: a kind 0–33 and whether it is a red five.

    Attributes
    ----------
    kind : int
        0–8 man 1–9, 9–17 pin 1–9, 18–26 sou 1–9, 27–33 East South West North White Green Red.
    red : bool
        True for a red five (notation ``0m``/``0p``/``0s``). Only kinds 4, 13 and 22 can be red.

    Tiles compare by kind first; a red five sorts just before the plain fives of its suit. Use
    :meth:`same_kind` to compare ignoring red (a red five *is* a five for every rule).
    """

    kind: int
    red: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.kind, int) or not 0 <= self.kind <= 33:
            raise ValueError(f"tile kind must be an integer 0–33, not {self.kind!r}")
        if self.red and self.kind not in (4, 13, 22):
            raise ValueError(f"only fives of man, pin or sou can be red, not kind {self.kind}")

    # ----- construction -------------------------------------------------
    @classmethod
    def parse(cls, text: str) -> Tile:
        """Parse one tile such as ``"5m"``, ``"0p"`` or ``"7z"``.

        Raises :class:`NotationError` (a ``ValueError``) naming the column that is wrong.
        """
        tiles = parse_tiles(text)
        if len(tiles) != 1:
            raise NotationError(t("notation.one_tile", count=len(tiles)), text=text)
        return tiles[0]

    @classmethod
    def from_suit_number(cls, suit: str, number: int) -> Tile:
        """Build a tile from a suit letter and a digit 0–9 (0 = red five; honors 1–7)."""
        if suit not in SUITS:
            raise ValueError(f"suit must be one of m/p/s/z, not {suit!r}")
        if suit == "z":
            if not 1 <= number <= 7:
                raise ValueError(t("notation.honor_range", digit=number))
            return cls(27 + number - 1)
        if not 0 <= number <= 9:
            raise ValueError(f"suited tiles are 1–9 (0 = red five), not {number}")
        base = SUITS.index(suit) * 9
        if number == 0:
            return cls(base + 4, True)
        return cls(base + number - 1)

    @classmethod
    def from_136(cls, tile_id: int, *, aka: bool = True) -> Tile:
        """Convert a Tenhou/`mahjong` 136-id (0–135; red fives 16, 52, 88 when ``aka``)."""
        if type(tile_id) is not int:
            raise TypeError(f"136-tile id must be a whole number 0–135, not {tile_id!r}")
        if not 0 <= tile_id <= 135:
            raise ValueError(f"136-tile id must be 0–135, not {tile_id}")
        return cls(tile_id // 4, aka and tile_id in (16, 52, 88))

    # ----- properties ---------------------------------------------------
    @property
    def suit(self) -> str:
        """``"m"``, ``"p"``, ``"s"`` or ``"z"``."""
        return SUITS[self.kind // 9] if self.kind < 27 else "z"

    @property
    def number(self) -> int:
        """1–9 for suited tiles (a red five is 5), 1–7 for honors."""
        return self.kind % 9 + 1 if self.kind < 27 else self.kind - 26

    @property
    def is_honor(self) -> bool:
        return self.kind >= 27

    @property
    def is_terminal(self) -> bool:
        """A 1 or 9 of a suit."""
        return self.kind < 27 and self.number in (1, 9)

    @property
    def is_terminal_or_honor(self) -> bool:
        """Yaochuuhai (么九牌): terminals and honors."""
        return self.is_honor or self.is_terminal

    @property
    def is_simple(self) -> bool:
        """Chunchanpai (中張牌): 2–8 of a suit."""
        return not self.is_terminal_or_honor

    @property
    def is_dragon(self) -> bool:
        return self.kind >= 31

    @property
    def is_wind(self) -> bool:
        return 27 <= self.kind <= 30

    @property
    def plain(self) -> Tile:
        """The same kind without the red mark."""
        return Tile(self.kind) if self.red else self

    def same_kind(self, other: Tile) -> bool:
        """True if both tiles are of one kind (a red five and a five are the same kind)."""
        return self.kind == other.kind

    def dora(self, *, players: int = 4) -> Tile:
        """The dora this tile points to when it is a dora indicator (9→1, N→E, Red→White).

        In three-player (``players=3``) 1m points to 9m, since 2m–8m are not used.
        """
        if self.kind < 27:
            if players == 3 and self.kind == 0:
                return Tile(8)
            if players == 3 and self.kind == 8:
                return Tile(0)
            base = self.kind - self.kind % 9
            return Tile(base + (self.kind % 9 + 1) % 9)
        if self.kind <= 30:
            return Tile(27 + (self.kind - 27 + 1) % 4)
        return Tile(31 + (self.kind - 31 + 1) % 3)

    def indicator(self, *, players: int = 4) -> Tile:
        """The indicator that makes this tile the dora (the inverse of :meth:`dora`)."""
        for k in range(34):
            if Tile(k).dora(players=players).kind == self.kind:
                return Tile(k)
        raise AssertionError("unreachable")  # pragma: no cover

    # ----- names --------------------------------------------------------
    @property
    def notation(self) -> str:
        """MPSZ notation, e.g. ``"5m"``, ``"0p"`` (red five), ``"6z"``."""
        return f"{0 if self.red else self.number}{self.suit}"

    @property
    def romaji(self) -> str:
        """Romaji name, e.g. ``"hatsu"`` for 6z, ``"uu-man"`` for 5m, ``"aka uu-pin"`` for 0p."""
        if self.is_honor:
            return _HONOR_NAMES[self.number][3]
        name = f"{_ROMAJI_NUMBERS[self.number]}-{_SUIT_NAMES[self.suit][3]}"
        return f"aka {name}" if self.red else name

    def name(self, lang: str | None = None) -> str:
        """The tile's name in ``lang`` (``"en"``, ``"ja"``, ``"zh"``; default: current language).

        Examples: 6z → ``"Green dragon"`` / ``"發"`` / ``"发"``; 3s → ``"3 Sou"`` / ``"三索"`` /
        ``"三条"``; 0m → ``"Red 5 Man"`` / ``"赤五萬"`` / ``"红五万"``.
        """
        lang = lang or get_language()
        if self.is_honor:
            en, ja, zh, _, _ = _HONOR_NAMES[self.number]
            return {"en": en, "ja": ja, "zh": zh}.get(lang, en)
        en_suit, ja_suit, zh_suit = _SUIT_NAMES[self.suit][:3]
        numeral = _JA_NUMERALS[self.number]
        if lang == "ja":
            return ("赤" if self.red else "") + numeral + ja_suit
        if lang == "zh":
            zh_numeral = "一二三四五六七八九"[self.number - 1]
            return ("红" if self.red else "") + zh_numeral + zh_suit
        return ("Red " if self.red else "") + f"{self.number} {en_suit}"

    @property
    def face_label(self) -> str:
        """Short Latin label drawn on the tile so it reads without a CJK font (``"5"``, ``"E"``, ``"G"``)."""
        if self.is_honor:
            return _HONOR_NAMES[self.number][4]
        return str(self.number)

    @property
    def face_glyph(self) -> str:
        """The CJK character drawn on man and honor tiles (``"五"``, ``"東"``, ``"發"``); ``""`` otherwise."""
        if self.is_honor:
            return _HONOR_NAMES[self.number][1]
        if self.suit == "m":
            return _JA_NUMERALS[self.number]
        return ""

    def to_136(self, copy: int = 0) -> int:
        """A 136-id for this tile; ``copy`` 0–3 picks the copy.

        A red five is always id ``kind * 4`` (16, 52, 88). A plain five's copies 0–2 are ids
        ``kind * 4 + 1`` to ``+ 3`` so that ``Tile.from_136(t.to_136()) == t`` with red fives in
        play; its copy 3 is ``kind * 4``, the red id (use it only for sets without red fives).
        Raises ``ValueError`` if ``copy`` is not 0–3.
        """
        if self.red:
            return self.kind * 4
        if not 0 <= copy <= 3:
            raise ValueError("copy must be 0–3")
        if self.kind in (4, 13, 22):
            return self.kind * 4 + (copy + 1) % 4
        return self.kind * 4 + copy

    # ----- dunder -------------------------------------------------------
    def __str__(self) -> str:
        return self.notation

    def __repr__(self) -> str:
        return f"Tile('{self.notation}')"

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Tile):
            return NotImplemented
        return tile_sort_key(self) < tile_sort_key(other)

    def _repr_svg_(self) -> str:
        from .render import tile_svg

        return tile_svg(self)


def tile_sort_key(tile: Tile) -> tuple[int, int]:
    """Sort by kind; a red five just before the plain fives of its suit."""
    return (tile.kind, 0 if tile.red else 1)


ALL_KINDS: tuple[Tile, ...] = tuple(Tile(k) for k in range(34))


def parse_tiles(text: str, *, offset: int = 0, full_text: str | None = None) -> list[Tile]:
    """Parse MPSZ notation such as ``"123m406p7z"`` into tiles, in the order written.

    Spaces are ignored. ``offset`` shifts reported columns (used when the tiles are part of a
    longer hand string, ``full_text``).

    Raises
    ------
    NotationError
        Naming the 1-based column: a character that is not a digit or suit letter, digits with no
        suit letter after them, ``0`` or ``8``/``9`` with ``z``, ``0`` with no red five (honors).
    """
    if not isinstance(text, str):
        raise TypeError(f"tile notation must be text (a str), not {type(text).__name__} "
                        f"{text!r}")
    full = text if full_text is None else full_text
    tiles: list[Tile] = []
    pending: list[tuple[int, int]] = []  # (digit, column)
    for i, ch in enumerate(text):
        col = offset + i + 1
        if ch.isspace():
            continue
        if ch.isdigit() and ch.isascii():
            pending.append((int(ch), col))
            continue
        if ch in SUITS:
            if not pending:
                raise NotationError(
                    t("notation.suit_alone", ch=repr(ch)), text=full, column=col
                )
            for digit, dcol in pending:
                if ch == "z" and not 1 <= digit <= 7:
                    raise NotationError(
                        t("notation.bad_honor", digit=digit),
                        text=full,
                        column=dcol,
                    )
                tiles.append(Tile.from_suit_number(ch, digit))
            pending = []
            continue
        raise NotationError(
            t("notation.bad_char", ch=repr(ch)),
            text=full,
            column=col,
        )
    if pending:
        digit, dcol = pending[-1]
        raise NotationError(
            t("notation.no_suit", digit=digit), text=full, column=dcol
        )
    return tiles


def format_tiles(tiles: Iterable[Tile], *, sort: bool = True) -> str:
    """Format tiles in compact MPSZ notation (``"123m55p"``); sorted unless ``sort=False``.

    With ``sort=False`` consecutive tiles of one suit still share a letter.
    """
    seq = sorted(tiles, key=tile_sort_key) if sort else list(tiles)
    out: list[str] = []
    run_suit = ""
    for tile in seq:
        if run_suit and tile.suit != run_suit:
            out.append(run_suit)
        out.append("0" if tile.red else str(tile.number))
        run_suit = tile.suit
    if run_suit:
        out.append(run_suit)
    return "".join(out)
