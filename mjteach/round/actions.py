"""Actions and events of a hand: :class:`Action` (what a seat does), :class:`Event` (what
happened), :class:`IllegalAction`, the action kinds, the rule sources cited by reasons, and the
small constructors the engine uses on its fast paths.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..hand import Hand
from ..melds import Meld
from ..rules import Reason
from ..tiles import Tile, format_tiles, parse_tiles

ACTION_KINDS = (
    "draw",
    "discard",
    "chi",
    "pon",
    "daiminkan",
    "kakan",
    "ankan",
    "riichi",
    "tsumo",
    "ron",
    "pass",
    "kita",
    "kyuushu",
)


SOURCES = {
    "kan_order": "槓 § 手順",
    "rinshan": "槓 § 嶺上牌",
    "kan_dora": "槓 § 槓ドラ",
    "ankan": "槓 § 暗槓",
    "daiminkan": "槓 § 大明槓",
    "kakan": "槓 § 加槓",
    "kakan_drawn": "杠 § 加杠 (加杠要求摸到…第四张牌); rule option kakan_drawn_tile_only",
    "suukaikan": "槓 § 四開槓; rule options suukaikan, suukaikan_check",
    "chankan": "槓 § 加槓 (搶槓); rule options chankan, kokushi_chankan_ankan",
    "chi": "副露 § チー",
    "pon": "副露 § ポン",
    "kuikae": "副露 § 喰い替え; rule option kuikae",
    "priority": "副露 § 優先順位; rule options call_priority, max_ron_winners",
    "houtei": "槓 § 嶺上牌 (河底牌); rule options kan_on_haitei, calls_on_houtei",
    "old_rule": "槓 § 嶺上牌 (王牌4幢残し)",
    "furiten": "振聴 (furiten)",
    "riichi": "立直 (riichi); rule option riichi_ankan",
    "sanma": "三人麻雀 (sanma); rule options players, chi_allowed",
    "kita": "三人麻雀 § 抜きドラ; rule options kita, kita_ron, "
    "kita_rinshan_yaku, kita_ron_chankan_yaku",
    "turn": "副露 § 概要",
    "abort": "途中流局 (abortive draws); rule options kyuushu_kyuuhai, suufon_renda, suucha_riichi, "
    "sanchahou_abort",
    "nagashi": "流し満貫 (nagashi mangan); rule option nagashi_mangan",
}


_DRAGONS = (31, 32, 33)


_WINDS = (27, 28, 29, 30)


def _as_tile(value: Tile | str | None) -> Tile | None:
    if value is None or isinstance(value, Tile):
        return value
    return Tile.parse(value)


@dataclass(frozen=True, slots=True)
class Action:
    """One thing a seat does.

    Attributes
    ----------
    kind : str
        One of :data:`ACTION_KINDS`.
    seat : int
        The acting seat.
    tile : Tile | None
        discard / riichi: the tile discarded; chi / pon / daiminkan / ron: the discarded tile taken
        (optional: the current discard is used); ankan: any tile of the kind; kakan: the tile added;
        kita: the North tile.
    tiles : tuple[Tile, ...]
        chi / pon: the hand tiles that join the called tile (optional if only one choice).

    ``Action.parse("ankan 8s", seat=0)``, ``Action.ankan(0, "8s")``; ``str(a)``: ``"ankan 8s"``.
    """

    kind: str
    seat: int
    tile: Tile | None = None
    tiles: tuple[Tile, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in ACTION_KINDS:
            raise ValueError(f"unknown action kind {self.kind!r}: one of {', '.join(ACTION_KINDS)}")
        object.__setattr__(self, "tile", _as_tile(self.tile))
        tiles = self.tiles
        if isinstance(tiles, str):
            tiles = tuple(parse_tiles(tiles))
        object.__setattr__(self, "tiles", tuple(_as_tile(t) for t in tiles))  # type: ignore[misc]

    # ----- helpers ------------------------------------------------------
    @classmethod
    def parse(cls, text: str, seat: int) -> Action:
        """Parse ``"<kind> [tile] [hand tiles]"``: ``"discard 1z"``, ``"chi 3m 45m"``,
        ``"ankan 8s"``,
        ``"pass"``. Raises ValueError (NotationError for bad tiles) naming what is wrong, TypeError
        if ``text`` is not a str."""
        if not isinstance(text, str):
            raise TypeError(f"action text must be a str such as 'discard 1z', not {text!r}")
        parts = text.split()
        if not parts:
            raise ValueError("empty action: write e.g. 'discard 1z' or 'ankan 8s'")
        kind = parts[0].lower()
        kind = {
            "pass_": "pass",
            "skip": "pass",
            "minkan": "daiminkan",
            "shouminkan": "kakan",
            "kyuushu_kyuuhai": "kyuushu",
            "kyuusyu": "kyuushu",
        }.get(kind, kind)
        tile = Tile.parse(parts[1]) if len(parts) > 1 else None
        tiles = tuple(parse_tiles("".join(parts[2:]))) if len(parts) > 2 else ()
        return cls(kind, seat, tile, tiles)

    @classmethod
    def draw(cls, seat: int) -> Action:
        return cls("draw", seat)

    @classmethod
    def discard(cls, seat: int, tile: Tile | str) -> Action:
        return cls("discard", seat, _as_tile(tile))

    @classmethod
    def riichi(cls, seat: int, tile: Tile | str) -> Action:
        return cls("riichi", seat, _as_tile(tile))

    @classmethod
    def chi(
        cls, seat: int, tile: Tile | str | None = None, tiles: str | tuple[Tile, ...] = ()
    ) -> Action:
        return cls("chi", seat, _as_tile(tile), tiles)  # type: ignore[arg-type]

    @classmethod
    def pon(
        cls, seat: int, tile: Tile | str | None = None, tiles: str | tuple[Tile, ...] = ()
    ) -> Action:
        return cls("pon", seat, _as_tile(tile), tiles)  # type: ignore[arg-type]

    @classmethod
    def daiminkan(cls, seat: int, tile: Tile | str | None = None) -> Action:
        return cls("daiminkan", seat, _as_tile(tile))

    @classmethod
    def kakan(cls, seat: int, tile: Tile | str) -> Action:
        return cls("kakan", seat, _as_tile(tile))

    @classmethod
    def ankan(cls, seat: int, tile: Tile | str) -> Action:
        return cls("ankan", seat, _as_tile(tile))

    @classmethod
    def tsumo(cls, seat: int) -> Action:
        return cls("tsumo", seat)

    @classmethod
    def ron(cls, seat: int, tile: Tile | str | None = None) -> Action:
        return cls("ron", seat, _as_tile(tile))

    @classmethod
    def pass_(cls, seat: int) -> Action:
        return cls("pass", seat)

    @classmethod
    def kita_(cls, seat: int) -> Action:
        return cls("kita", seat, Tile(30))

    @classmethod
    def kyuushu(cls, seat: int) -> Action:
        """Declare kyuushu kyuuhai (九種九牌): an abortive draw, the player's choice."""
        return cls("kyuushu", seat)

    def __str__(self) -> str:
        out = self.kind
        if self.tile is not None:
            out += " " + self.tile.notation
        if self.tiles:
            out += " " + format_tiles(self.tiles)
        return out

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "tile": None if self.tile is None else self.tile.notation,
            "tiles": format_tiles(self.tiles) if self.tiles else "",
        }


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened, in order.

    ``kind``: ``deal``, ``draw``, ``rinshan_draw``, ``discard``, ``riichi`` (``data["step"]``
    ``"declare"`` then ``"accepted"``), ``declare`` (a seat answered a discard with ron/pon/chi/
    daiminkan), ``pass``, ``claims`` (who asked for the tile, who got it and by which rule;
    i18n key ``"claim." + data["rule"]``; ``data["voices"]`` maps each answering seat to its
    voice number, equal for answers given together in one ``respond()``), ``call`` (chi/pon
    made), ``kan``, ``kan_robbed``, ``chankan_window``, ``dora_reveal`` (``data["cause"]``, when
    it was turned: ``immediate`` (with its kan, before the kanner's discard), ``discard`` (at the
    kanner's discard) or ``next_kan``), ``wall_shift`` (the haitei joined the dead wall), ``pao``,
    ``kita``, ``win``, ``exhaustive_draw``, ``abortive_draw`` (``data["type"]``: ``suukaikan``,
    ``sanchahou``, ``fifth_kan``; a suukaikan also has ``data["check"]``: ``after_discard`` or
    ``on_fourth_kan``). Messages: i18n key ``"event." + kind``. ``data`` holds JSON-able details
    (positions are yama indices; tiles in MPSZ notation) except ``win`` events, whose
    ``data["valuation"]`` is the scoring Valuation (or None).
    """

    kind: str
    seat: int | None = None
    tile: Tile | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = {}
        for k, v in self.data.items():
            data[k] = _jsonable(v)
        return {
            "kind": self.kind,
            "seat": self.seat,
            "tile": None if self.tile is None else self.tile.notation,
            "data": data,
        }

    def __str__(self) -> str:
        who = "" if self.seat is None else f" seat {self.seat}"
        tile = "" if self.tile is None else f" {self.tile}"
        return f"{self.kind}{who}{tile}"


def _jsonable(v: Any) -> Any:
    if isinstance(v, Tile):
        return v.notation
    if isinstance(v, (Meld, Hand)):
        return v.notation
    if isinstance(v, dict):
        return {str(k): _jsonable(x) for k, x in v.items()}
    if isinstance(v, (list, tuple, set, frozenset)):
        return [_jsonable(x) for x in v]
    if isinstance(v, (str, int, float, bool)) or v is None:
        return v
    to_dict = getattr(v, "to_dict", None)
    if callable(to_dict):
        return _jsonable(to_dict())
    return repr(v)


class IllegalAction(ValueError):
    """Raised by :meth:`Round.play` for an action the rules forbid now; ``reason`` says why
    (``reason.code``, ``reason.message(lang)``, ``reason.source``). The round is unchanged."""

    def __init__(self, reason: Reason, action: Action | None = None) -> None:
        self.reason = reason
        self.action = action
        super().__init__(
            f"{action}: {reason.message()}" if action is not None else reason.message()
        )


_new = object.__new__


def _act(kind: str, seat: int, tile: Tile | None = None, tiles: tuple[Tile, ...] = ()) -> Action:
    """Fast internal constructor (arguments already valid)."""
    a = _new(Action)
    _set_kind(a, kind)
    _set_seat(a, seat)
    _set_tile(a, tile)
    _set_tiles(a, tiles)
    return a


def _event(kind: str, seat: int | None, tile: Tile | None, data: dict[str, Any]) -> Event:
    """Fast internal constructor of an Event (the dataclass __init__ of a frozen class sets each
    field through object.__setattr__)."""
    e = _new(Event)
    _set_ekind(e, kind)
    _set_eseat(e, seat)
    _set_etile(e, tile)
    _set_edata(e, data)
    return e


# the slots' setters (Action and Event are frozen: only these constructors write them)
_set_kind = Action.kind.__set__  # type: ignore[attr-defined]
_set_seat = Action.seat.__set__  # type: ignore[attr-defined]
_set_tile = Action.tile.__set__  # type: ignore[attr-defined]
_set_tiles = Action.tiles.__set__  # type: ignore[attr-defined]
_set_ekind = Event.kind.__set__  # type: ignore[attr-defined]
_set_eseat = Event.seat.__set__  # type: ignore[attr-defined]
_set_etile = Event.tile.__set__  # type: ignore[attr-defined]
_set_edata = Event.data.__set__  # type: ignore[attr-defined]


_ACT_CACHE: dict[tuple[str, int, int, bool], Action] = {}


def _tile_act(kind: str, seat: int, k: int, red: bool) -> Action:
    """Interned Action for (kind, seat, tile): Actions are frozen, so one object can be shared."""
    key = (kind, seat, k, red)
    a = _ACT_CACHE.get(key)
    if a is None:
        a = _ACT_CACHE[key] = _act(kind, seat, Tile(k, red))
    return a


_DRAWS: dict[int, Action] = {}


def _tile_draw(seat: int) -> Action:
    a = _DRAWS.get(seat)
    if a is None:
        a = _DRAWS[seat] = _act("draw", seat)
    return a


def _kind_acts(
    kind: str, seat: int, kinds: list[int], reds: set[int], counts: list[int], banned: Any
) -> list[Action]:
    """One action per distinct tile held of ``kinds`` (a red five and a plain five are distinct),
    in tile order (red before plain), skipping kinds in ``banned``."""
    out = []
    get = _ACT_CACHE.get
    for k in kinds:
        if k in banned:
            continue
        if k in reds:
            out.append(_tile_act(kind, seat, k, True))
            if counts[k] > 1:
                out.append(_tile_act(kind, seat, k, False))
        else:
            a = get((kind, seat, k, False))
            out.append(a if a is not None else _tile_act(kind, seat, k, False))
    return out


def R(code: str, source_key: str = "", **params: Any) -> Reason:
    return Reason.of(code, SOURCES.get(source_key, source_key), **params)
