"""The state machine of one hand (局): deal, draws, discards, calls, kans, riichi, wins and draws.

A :class:`Round` is one object you ``play()`` actions on and ``undo()``, like a chess board
(STYLE.md). ``legal_actions(seat)`` lists what a seat may do now; ``why_not(action)`` answers any
other attempt with a :class:`~mjteach.rules.Reason` (stable code, message in en/ja/zh, source);
``play()`` raises :class:`IllegalAction` carrying that reason and leaves the state untouched.

Phases (``Round.phase``)
------------------------
``"draw"``
    ``turn`` must draw (``Action.draw``).
``"act"``
    ``turn`` holds 14 tiles (melds as 3) and may discard, riichi, tsumo, ankan, kakan (or kita in
    three-player). After a chi or pon the same phase is used but only a discard is legal.
``"respond"``
    A tile was just discarded. Each other seat that may do something with it (ron, pon, daiminkan,
    chi) answers with one action, or ``pass``; :attr:`Round.waiting_on` lists the seats still to
    answer. When the last one answers, the claims are resolved by the rules' call priority
    (副露 § 優先順位; ``rules.call_priority``): ron beats every meld call, pon/daiminkan beat chi
    (or, under ``FIRST_CALL``, the first voice wins: answers played one after another with
    ``play()`` follow their order, while the answers of one :meth:`Round.respond` call are
    simultaneous voices, among which pon/daiminkan still beat chi: 槓 § 大明槓 「発声が同時だった
    場合はチーより大明槓が優先される」, 副露 § 発声の優先順位). A ``"claims"`` event records who
    asked for what, in which voice, who got the tile and the rule that decided, so a widget can
    explain it.
``"chankan"``
    A kakan (or, where ``rules.kokushi_chankan_ankan``, an ankan that a kokushi hand waits on)
    opened a window: seats that can ron the tile answer ``ron`` or ``pass``. Robbed, the kan fails:
    no rinshan draw and no kan dora (槓 § 手順, 加槓; FORMATS.md §6).
``"over"``
    :attr:`Round.result` holds the outcome.

Kans (槓 § 手順, § 嶺上牌, § 槓ドラ; FORMATS.md §6)
------------------------------------------------------
A kan that stands draws a rinshan tile (event ``rinshan_draw``), moves the haitei into the dead wall
(event ``wall_shift``) and turns a kan-dora indicator (event ``dora_reveal``) immediately or at the
kanner's discard per ``rules.kan_dora_timing_<kind>``. A pending reveal is also turned when the same
player's next kan survives its chankan check, and is dropped if the hand ends first.

Seats are 0..players-1 in turn order; ``dealer`` is a seat. Tiles are :class:`~mjteach.tiles.Tile`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import compress
from operator import itemgetter
from typing import Any

from .hand import Hand
from .melds import Meld, MeldKind, Source
from .rules import CallPriority, KanDoraTiming, Kuikae, Reason, Rules, SuukaikanCheck
from .tiles import Tile, format_tiles, parse_tiles
from .wall import Wall

_DEFAULT_RULES = Rules()

__all__ = ["Action", "Event", "IllegalAction", "Round", "PlayerState", "ACTION_KINDS", "SOURCES"]

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
)

SOURCES = {
    "kan_order": "槓 § 手順",
    "rinshan": "槓 § 嶺上牌",
    "kan_dora": "槓 § 槓ドラ",
    "ankan": "槓 § 暗槓",
    "daiminkan": "槓 § 大明槓",
    "kakan": "槓 § 加槓",
    "kakan_drawn": "杠 § 加杠 (加杠要求摸到…第四张牌; rules.kakan_drawn_tile_only)",
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
    "turn": "副露 § 概要",
}

_DRAGONS = (31, 32, 33)
_WINDS = (27, 28, 29, 30)


def _as_tile(value: Tile | str | None) -> Tile | None:
    if value is None or isinstance(value, Tile):
        return value
    return Tile.parse(value)


@dataclass(frozen=True)
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
        ``"pass"``. Raises ValueError (NotationError for bad tiles) naming what is wrong."""
        parts = text.split()
        if not parts:
            raise ValueError("empty action: write e.g. 'discard 1z' or 'ankan 8s'")
        kind = parts[0].lower()
        kind = {"pass_": "pass", "skip": "pass", "minkan": "daiminkan", "shouminkan": "kakan"}.get(
            kind, kind
        )
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


@dataclass(frozen=True)
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


@dataclass
class PlayerState:
    """One seat's tiles and status.

    Attributes
    ----------
    concealed : list[Tile]
        Closed tiles, not counting ``drawn``.
    drawn : Tile | None
        The tile just drawn (live or rinshan) while it is this seat's turn.
    melds : list[Meld]
    discards : list[Tile]
        The river in order, called tiles included (``called_away`` marks them).
    riichi, double_riichi, ippatsu : bool
    furiten_temporary, furiten_riichi : bool
        Missed a winning tile since the own last discard / while in riichi (振聴).
    kita : list[Tile]
        Three-player: North tiles set aside.
    """

    seat: int
    concealed: list[Tile] = field(default_factory=list)
    drawn: Tile | None = None
    melds: list[Meld] = field(default_factory=list)
    discards: list[Tile] = field(default_factory=list)
    called_away: list[bool] = field(default_factory=list)
    tsumogiri: list[bool] = field(default_factory=list)
    riichi: bool = False
    riichi_declared: bool = False
    double_riichi: bool = False
    riichi_discard: int | None = None
    ippatsu: bool = False
    furiten_temporary: bool = False
    furiten_riichi: bool = False
    kita: list[Tile] = field(default_factory=list)
    counts: list[int] = field(default_factory=lambda: [0] * 34)

    @property
    def hand(self) -> Hand:
        """The hand as an immutable :class:`Hand` (concealed, drawn, melds)."""
        return Hand(tuple(self.concealed), self.drawn, tuple(self.melds))

    @property
    def closed_tiles(self) -> list[Tile]:
        return self.concealed + ([self.drawn] if self.drawn is not None else [])

    def copy(self) -> PlayerState:
        new = object.__new__(PlayerState)
        d = dict(self.__dict__)
        for name in (
            "concealed",
            "melds",
            "discards",
            "called_away",
            "tsumogiri",
            "kita",
            "counts",
        ):
            d[name] = list(d[name])
        new.__dict__.update(d)
        return new

    # internal helpers
    def _remove(self, tile: Tile) -> None:
        """Remove one exact tile from the closed tiles (drawn first); drawn joins concealed.

        Raises ValueError (like ``list.remove``) if no closed tile equals ``tile``."""
        k, red = tile.kind, tile.red
        d = self.drawn
        if d is not None and d.kind == k and d.red == red:
            self.drawn = None
        else:
            concealed = self.concealed
            for i, t in enumerate(concealed):  # list.remove(tile), without Tile.__eq__ calls
                if t.kind == k and t.red == red:
                    del concealed[i]
                    break
            else:
                raise ValueError(f"{tile.notation} is not among the closed tiles")
            if d is not None:
                concealed.append(d)
                self.drawn = None
        self.counts[k] -= 1

    def _merge_drawn(self) -> None:
        if self.drawn is not None:
            self.concealed.append(self.drawn)
            self.drawn = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand.notation,
            "discards": format_tiles(self.discards, sort=False),
            "called_away": [i for i, c in enumerate(self.called_away) if c],
            "tsumogiri": [i for i, c in enumerate(self.tsumogiri) if c],
            "riichi": self.riichi,
            "riichi_declared": self.riichi_declared,
            "double_riichi": self.double_riichi,
            "riichi_discard": self.riichi_discard,
            "ippatsu": self.ippatsu,
            "furiten_temporary": self.furiten_temporary,
            "furiten_riichi": self.furiten_riichi,
            "kita": format_tiles(self.kita),
        }


_new = object.__new__


def _act(kind: str, seat: int, tile: Tile | None = None, tiles: tuple[Tile, ...] = ()) -> Action:
    """Fast internal constructor (arguments already valid)."""
    a = _new(Action)
    d = a.__dict__
    d["kind"] = kind
    d["seat"] = seat
    d["tile"] = tile
    d["tiles"] = tiles
    return a


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


_SCALARS = (
    "turn",
    "phase",
    "last_draw",
    "rinshan_kind",
    "daiminkan_from",
    "just_called",
    "kuikae_banned",
    "pending_reveals",
    "pending_discard",
    "responders",
    "responses",
    "response_order",
    "response_voice",
    "chankan",
    "kan_owners",
    "suukaikan_pending",
    "pao",
    "result",
    "uninterrupted",
    "discard_counts",
    "scores",
    "riichi_sticks",
    "live_draws",
    "rinshan_draws",
    "houtei",
    "_shape_winners",
    "_responder_acts",
)


class Round:
    """One hand of riichi mahjong (4- or 3-player).

    Parameters
    ----------
    rules : Rules
    wall : Wall | None
        The wall to play (it is copied and dealt). Default: ``Wall.from_seed(seed or 0, rules)``.
    seed : int | None
        Seed for the default wall.
    dealer, round_wind, honba, riichi_sticks : int
        ``round_wind`` 0..3 = E S W N.
    scores : list[int] | None
        Points per seat (default 25000 each; 35000 in three-player).
    deal : bool
        Deal at once (default). Scenarios build the state themselves.

    Attributes
    ----------
    rules, wall, dealer, round_wind, honba, riichi_sticks, scores
    players : list[PlayerState]
    turn : int
        The seat to act in the ``draw``/``act``/``chankan`` phases (the discarder in ``respond``).
    phase : str
        ``"draw"``, ``"act"``, ``"respond"``, ``"chankan"`` or ``"over"``.
    events : list[Event];  history : list[Action]
    result : dict | None
        Once over: ``{"type": "win"|"exhaustive_draw"|"abortive_draw", ...}``.

    Raises
    ------
    ValueError
        Bad seat or wind numbers; WallError if ``wall`` does not fit ``rules``.
    """

    def __init__(
        self,
        rules: Rules = _DEFAULT_RULES,
        wall: Wall | None = None,
        *,
        seed: int | None = None,
        dealer: int = 0,
        round_wind: int = 0,
        honba: int = 0,
        riichi_sticks: int = 0,
        scores: list[int] | None = None,
        deal: bool = True,
    ) -> None:
        if isinstance(rules, str):  # a preset name, e.g. Round("m_league")
            rules = Rules.preset(rules)
        if not isinstance(rules, Rules):
            raise TypeError(f"rules must be a Rules object or a preset name, not {rules!r}")
        self.rules = rules
        self.n = rules.players
        if not 0 <= dealer < self.n:
            raise ValueError(f"dealer must be a seat 0–{self.n - 1}, not {dealer}")
        if not 0 <= round_wind <= 3:
            raise ValueError(f"round_wind must be 0–3 (E S W N), not {round_wind}")
        if wall is None:
            wall = Wall.from_seed(0 if seed is None else seed, rules)
        else:
            if (
                wall.rules.players != rules.players
                or wall.rules.dead_wall_size != rules.dead_wall_size
            ):
                raise ValueError("the wall was built for other rules (players / dead wall size)")
            wall = wall.copy()
            wall.rules = rules
        self.wall = wall
        self.dealer = dealer
        self.round_wind = round_wind
        self.honba = honba
        self.riichi_sticks = riichi_sticks
        start = 35000 if self.n == 3 else 25000
        self.scores: list[int] = list(scores) if scores is not None else [start] * self.n
        if len(self.scores) != self.n:
            raise ValueError(f"scores needs {self.n} entries, not {len(self.scores)}")
        self.players = [PlayerState(s) for s in range(self.n)]
        self.events: list[Event] = []
        self.history: list[Action] = []
        self.turn = dealer
        self.phase = "draw"
        self.last_draw: str | None = None  # "live" | "rinshan"
        self.rinshan_kind: str | None = None
        self.daiminkan_from: int | None = None
        self.just_called = False
        self.kuikae_banned: frozenset[int] = frozenset()
        self.pending_reveals: list[str] = []
        self.pending_discard: tuple[int, Tile, bool] | None = None
        self.responders: dict[int, tuple[str, ...]] = {}
        self.responses: dict[int, Action] = {}
        self.response_order: list[int] = []
        # seat -> voice number of its answer in this window; answers of one respond() share one
        self.response_voice: dict[int, int] = {}
        # history indices of answers given together with the answer before them (respond());
        # kept beside the history so that undo's replay gives them the same voice again
        self._together: set[int] = set()
        self.chankan: dict[str, Any] | None = None
        self.kan_owners: list[int] = []
        self.suukaikan_pending = False
        self.pao: dict[int, tuple[tuple[str, int], ...]] = {}
        self.result: dict[str, Any] | None = None
        self.uninterrupted = True
        self.discard_counts = [0] * self.n
        self.live_draws = 0
        self.rinshan_draws = 0
        self.houtei = False
        self._shape_winners: tuple[int, Tile, set[int]] | None = None
        # responder seat -> its legal answers to the pending discard, as _open_responses found
        # them (legal_actions gives them back while the seat has not answered)
        self._responder_acts: dict[int, list[Action]] = {}
        # seat -> (counts, _win_suits(counts)): a cache checked against the exact counts on
        # every use, so it is not part of the saved state
        self._seat_shapes: dict[int, tuple[Any, ...]] = {}
        if deal:
            hands = self.wall.deal(dealer)
            for s, tiles in enumerate(hands):
                p = self.players[s]
                p.concealed = list(tiles)
                for t in tiles:
                    p.counts[t.kind] += 1
            self.events.append(
                Event(
                    "deal",
                    None,
                    None,
                    {
                        "dealer": dealer,
                        "hands": [_format_sorted(h) for h in hands],
                        "dora_indicator": self.wall.dora_indicators[0].notation,
                        "dice": list(self.wall.dice),
                    },
                )
            )
        self._start = self._save()

    # ----- construction helpers ----------------------------------------
    @classmethod
    def from_scenario(cls, source: Any) -> Round:
        """A round from a scenario file path, JSON text or dict (see :mod:`mjteach.scenario`)."""
        from .scenario import load_scenario

        return load_scenario(source).round

    # ----- views --------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def waiting_on(self) -> list[int]:
        """Seats whose action the round waits for now."""
        if self.phase in ("respond", "chankan"):
            return [s for s in self.responders if s not in self.responses]
        if self.phase == "over":
            return []
        return [self.turn]

    @property
    def kans_made(self) -> int:
        return len(self.kan_owners)

    @property
    def dora_indicators(self) -> list[Tile]:
        return self.wall.dora_indicators

    def seat_wind(self, seat: int) -> int:
        return (seat - self.dealer) % self.n

    def relation(self, seat: int, other: int) -> str:
        """Where ``other`` sits for ``seat``: self, shimocha, toimen or kamicha."""
        d = (other - seat) % self.n
        if d == 0:
            return "self"
        if self.n == 3:
            return "shimocha" if d == 1 else "kamicha"
        return {1: "shimocha", 2: "toimen", 3: "kamicha"}[d]

    # ----- undo ---------------------------------------------------------
    def _save(self) -> tuple[Any, ...]:
        scal = []
        for name in _SCALARS:
            v = getattr(self, name)
            if isinstance(v, list):
                v = list(v)
            elif isinstance(v, dict):
                v = dict(v)
            scal.append(v)
        return (
            [p.copy() for p in self.players],
            self.wall._state(),
            tuple(scal),
            len(self.events),
            self.honba,
        )

    def _load(self, saved: tuple[Any, ...]) -> None:
        players, wall_state, scal, n_events, honba = saved
        self.players = [p.copy() for p in players]
        self.wall._restore(wall_state)
        for name, v in zip(_SCALARS, scal, strict=True):
            if isinstance(v, list):
                v = list(v)
            elif isinstance(v, dict):
                v = dict(v)
            setattr(self, name, v)
        del self.events[n_events:]
        self.honba = honba

    def undo(self, steps: int = 1) -> None:
        """Take back the last ``steps`` actions, restoring the exact earlier state and events.

        Raises ValueError if ``steps`` is negative or more than the actions played.
        """
        if steps < 0 or steps > len(self.history):
            raise ValueError(f"cannot undo {steps} step(s): {len(self.history)} action(s) played")
        if steps == 0:
            return
        keep = self.history[: len(self.history) - steps]
        self._together = {i for i in self._together if i < len(keep)}
        self._replay(keep)

    def _replay(self, actions: list[Action]) -> None:
        """Restore the starting state and apply ``actions`` again (undo replays from the start:
        the engine is deterministic, so the state is exactly the earlier one)."""
        self._load(self._start)
        self.history = []
        for a in actions:
            self._apply(a)
            self.history.append(a)

    def mark_start(self) -> None:
        """Make the current state the one undo returns to (scenario loaders call this after
        placing tiles); clears the history."""
        self._start = self._save()
        self.history = []
        self._together = set()

    # ----- the API ------------------------------------------------------
    def play(self, action: Action | str, seat: int | None = None) -> list[Event]:
        """Play ``action`` (an Action, or text like ``"ankan 8s"`` with ``seat``); return the events
        it caused. Raises :class:`IllegalAction` (state unchanged) when the rules forbid it."""
        if isinstance(action, str):
            if seat is None:
                raise ValueError("a text action needs the seat: play('ankan 8s', seat=0)")
            action = Action.parse(action, seat)
        reason = self.why_not(action)
        if reason is not None:
            raise IllegalAction(reason, action)
        start = len(self.events)
        try:
            do = _DO.get(action.kind)  # self._apply(action), one call less
            if do is None:
                do = _DO[action.kind] = getattr(Round, "_do_" + action.kind)
            do(self, action)
        except Exception:
            self._replay(list(self.history))
            raise
        self.history.append(action)
        return self.events[start:]

    def respond(self, answers: dict[int, Action | str]) -> list[Event]:
        """Play several seats' answers to a discard (or chankan window) at once; text answers are
        parsed (``{1: "pon", 2: "pass"}``). All or nothing: if one is illegal, IllegalAction is
        raised and nothing is played.

        The answers are **simultaneous voices** (副露 § 発声の優先順位): they share one voice
        number (``response_voice``), so under ``CallPriority.FIRST_CALL`` a pon or daiminkan
        given together with a chi still takes the tile (槓 § 大明槓: 発声が同時だった場合はチーより
        大明槓が優先される; claims rule ``"simultaneous_pon_over_chi"``). To say "this voice came
        first", play the answers one by one with :meth:`play`. They are recorded in the history
        in seat order from the discarder (one action each, so ``undo`` counts them one by one).
        """
        if self.phase not in ("respond", "chankan"):
            raise IllegalAction(R("respond.no_discard", "turn"))
        origin = self.turn
        order = sorted(answers, key=lambda s: (s - origin) % self.n)
        done = 0
        first = len(self.history)
        out: list[Event] = []
        try:
            for s in order:
                a = answers[s]
                if isinstance(a, str):
                    a = Action.parse(a, s)
                if done:
                    self._together.add(len(self.history))  # same voice as the answer before
                out.extend(self.play(a))
                done += 1
        except Exception:  # IllegalAction, or an engine error play() already rolled back
            self._together = {i for i in self._together if i < first}
            self.undo(done)
            raise
        return out

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every action ``seat`` may play now (all waiting seats when None), each once.

        In ``respond``/``chankan`` a seat with nothing but ``pass`` is not asked and gets ``[]``.
        """
        phase = self.phase
        if phase == "act" and (seat is None or seat == self.turn):
            return self._legal_act(self.turn)  # waiting_on is [turn] in this phase
        if phase == "over":
            return []
        if phase == "draw":  # only the seat to move may draw (why_not: turn.*, wall.empty)
            if (seat is None or seat == self.turn) and self.wall.live_remaining > 0:
                return [_DRAWS.get(self.turn) or _tile_draw(self.turn)]
            return []
        seats = self.waiting_on if seat is None else [seat]
        out: list[Action] = []
        known = self._responder_acts if phase == "respond" else None
        for s in seats:
            if self.phase == "act" and s == self.turn:
                out.extend(self._legal_act(s))
                continue
            if known and s in known and s in self.responders and s not in self.responses:
                out.extend(known[s])  # nothing a seat may answer changes before it answers
                continue
            for a in self._candidates(s):
                if self.why_not(a) is None:
                    out.append(a)
        return out

    def _legal_act(self, s: int) -> list[Action]:
        """Fast path of legal_actions for the player to act: discards and riichi are listed
        directly by the same rules as _why_not_discard / _why_not_riichi (a test checks both
        paths agree); the rare kinds (tsumo, kans, kita) go through why_not."""
        p = self.players[s]
        out: list[Action] = []
        counts = p.counts
        drawn = p.drawn
        just_called = self.just_called
        closed_hand = sum(counts) % 3 == 2
        # one look at the suits' readings answers "could this be complete / could a discard
        # leave tenpai" for most hands; the exact checks run only when it could
        status: tuple[int, int, int] | None = None
        if p.riichi:
            if drawn is not None:
                out.append(_tile_act("discard", s, drawn.kind, drawn.red))
        else:
            banned = self.kuikae_banned
            reds: set[int] | tuple[()] = ()
            if counts[4] or counts[13] or counts[22]:  # only fives can be red
                reds = {t.kind for t in p.concealed if t.red}
                if drawn is not None and drawn.red:
                    reds.add(drawn.kind)
            # what _kind_acts("discard", s, kinds, reds, counts, banned) lists: one plain discard
            # per kind held, in kind order; a red five before the plain one (alone if it is the
            # only tile of its kind); banned kinds left out
            out = list(compress(_DISCARD_TABLES.get(s) or _discard_table(s), counts))
            kinds = None
            if reds:
                kinds = list(compress(_KINDS, counts))
                for k in sorted(reds, reverse=True):
                    i = kinds.index(k)
                    red = _tile_act("discard", s, k, True)
                    if counts[k] > 1:
                        out.insert(i, red)
                    else:
                        out[i] = red
            if banned:
                out = [a for a in out if a.tile.kind not in banned]  # type: ignore[union-attr]
            if (
                closed_hand
                and not just_called
                and self.scores[s] >= 1000
                and self.wall.live_remaining >= self.n
                and (not p.melds or not any(m.is_open for m in p.melds))
                and _riichi_maybe(key := tuple(counts), status := _segment_status(key))
            ):
                ok = _riichi_discards(key)
                if ok:
                    if kinds is None:
                        kinds = list(compress(_KINDS, counts))
                    out.extend(
                        _kind_acts("riichi", s, [k for k in kinds if k in ok], reds, counts, ())
                    )
        rare: list[Action] = []
        if (
            drawn is not None
            and not just_called
            and closed_hand
            and self._drawn_may_complete(s, counts, drawn.kind)
            and (
                _complete_maybe(key, status)
                if status is not None
                else _complete_quick(tuple(counts))
            )
            and _fast_complete(counts)
        ):
            rare.append(_act("tsumo", s))
        if not just_called:
            closed = None
            if 4 in counts:
                for k in range(34):
                    if counts[k] == 4:
                        closed = closed or p.closed_tiles
                        rare.append(_act("ankan", s, next(t for t in closed if t.kind == k)))
            for m in p.melds:
                if m.kind is MeldKind.PON and counts[m.first.kind]:
                    closed = closed or p.closed_tiles
                    rare.append(_act("kakan", s, next(t for t in closed if t.kind == m.first.kind)))
            if self.rules.kita and counts[30]:
                rare.append(_act("kita", s, Tile(30)))
        if rare:
            out.extend(a for a in rare if self.why_not(a) is None)
        return out

    def _drawn_may_complete(self, s: int, counts: list[int], k: int) -> bool:
        """False only when the hand before the draw (``counts`` less one ``k``) is remembered in
        the seat's shape memo and no tile of ``k``'s suit could complete it: then the hand with
        the draw is not complete either."""
        m = self._seat_shapes.get(s)
        if m is None:
            return True
        before = m[0]
        before[k] += 1  # compare counts with the remembered hand plus the drawn tile
        same = before == counts
        before[k] -= 1
        return not same or bool(m[1] & (1 << (k // 9 if k < 27 else 3)))

    def _legal_slow(self, seat: int) -> list[Action]:
        """legal_actions by filtering every candidate through why_not (reference for tests)."""
        return [a for a in self._candidates(seat) if self.why_not(a) is None]

    def is_legal(self, action: Action) -> bool:
        return self.why_not(action) is None

    def why_not(self, action: Action) -> Reason | None:
        """None if ``action`` is legal now, else the Reason it is not (code, message, source)."""
        s = action.seat
        kind = action.kind
        phase = self.phase
        # shortcuts for the frequent cases: the same checks the general path below makes, in the
        # same order, for a seat number that is a plain int
        if s.__class__ is int:
            if phase == "act":
                if kind == "discard" and s == self.turn:
                    return self._why_not_discard(action)
            elif phase == "respond":
                if 0 <= s < self.n:
                    return self._why_not_response(action)
            elif phase == "draw" and kind == "draw" and s == self.turn:
                if self.wall.live_remaining <= 0:
                    return R("wall.empty", "rinshan")
                return None
        if phase == "over":
            return R("round.over", "turn")
        if not isinstance(s, int) or not 0 <= s < self.n:
            return R("action.bad_seat", "turn", seat=s, players=self.n)
        if self.phase in ("respond", "chankan"):
            return self._why_not_response(action)
        if kind in ("pon", "chi", "daiminkan", "ron") or kind == "pass":
            if kind == "daiminkan":
                return R("kan.daiminkan_no_discard", "daiminkan")
            if kind == "pass":
                return R("respond.no_discard", "turn")
            return R("call.no_discard", "chi" if kind == "chi" else "pon", call=kind)
        if s != self.turn:
            return R("turn.not_your_turn", "turn", seat=s, turn=self.turn)
        if self.phase == "draw":
            if kind == "draw":
                if self.wall.live_remaining <= 0:
                    return R("wall.empty", "rinshan")
                return None
            if kind in ("ankan", "kakan"):
                return R("kan.before_draw", "kan_order", kan=kind)
            return R("turn.must_draw", "turn")
        # phase act
        if kind == "draw":
            return R("turn.already_drawn", "turn")
        if kind == "discard":
            return self._why_not_discard(action)
        if kind == "riichi":
            return self._why_not_riichi(action)
        if kind == "tsumo":
            return self._why_not_tsumo(action)
        if kind == "ankan":
            return self._why_not_ankan(action)
        if kind == "kakan":
            return self._why_not_kakan(action)
        if kind == "kita":
            return self._why_not_kita(action)
        return R("action.unknown", "turn", kind=kind)  # pragma: no cover

    # ----- candidates ---------------------------------------------------
    def _candidates(self, s: int) -> list[Action]:
        p = self.players[s]
        if self.phase == "draw":
            return [Action("draw", s)] if s == self.turn else []
        if self.phase == "act":
            if s != self.turn:
                return []
            closed = p.closed_tiles
            uniq = sorted(set(closed))
            out = [_act("discard", s, t) for t in uniq]
            if (
                not p.riichi
                and not self.just_called
                and self.scores[s] >= 1000
                and not any(m.is_open for m in p.melds)
            ):
                ok = _riichi_discards(tuple(p.counts))
                out += [_act("riichi", s, t) for t in uniq if t.kind in ok]
            if p.drawn is not None and self._win_hand_ok(s, p.counts):
                out.append(_act("tsumo", s))
            for k in range(34):
                if p.counts[k] == 4:
                    out.append(_act("ankan", s, next(t for t in closed if t.kind == k)))
            for m in p.melds:
                if m.kind is MeldKind.PON and p.counts[m.first.kind]:
                    out.append(
                        Action("kakan", s, next(t for t in closed if t.kind == m.first.kind))
                    )
            if self.rules.kita and p.counts[30]:
                out.append(Action("kita", s, Tile(30)))
            return out
        if s not in self.responders or s in self.responses:
            return []
        tile = self.chankan["tile"] if self.phase == "chankan" else self.pending_discard[1]  # type: ignore[index]
        out = []
        c = p.counts[tile.kind]
        if c < 4 and _wins_with(p.counts, tile.kind):
            out.append(_act("ron", s, tile))
        if self.phase == "respond":
            if c == 3:
                out.append(_act("daiminkan", s, tile))
            if c >= 2:
                for pair in self._pon_choices(p, tile):
                    out.append(_act("pon", s, tile, pair))
            if not tile.is_honor and self.n == 4 and (self.turn + 1) % self.n == s:
                for pair in self._chi_choices(p, tile):
                    out.append(_act("chi", s, tile, pair))
        out.append(_act("pass", s))
        return out

    @staticmethod
    def _pon_choices(p: PlayerState, tile: Tile) -> list[tuple[Tile, Tile]]:
        """The distinct pairs of held tiles of the called kind, sorted (a red five first)."""
        k = tile.kind
        n = p.counts[k]
        if k not in _FIVES:
            return [(_PLAIN[k], _PLAIN[k])] if n >= 2 else []
        red = _reds_held(p, k)
        plain = n - red
        out = []
        if red >= 2:
            out.append((_RED[k], _RED[k]))
        if red and plain:
            out.append((_RED[k], _PLAIN[k]))
        if plain >= 2:
            out.append((_PLAIN[k], _PLAIN[k]))
        return out

    @staticmethod
    def _chi_choices(p: PlayerState, tile: Tile) -> list[tuple[Tile, Tile]]:
        """The distinct pairs of held tiles that make a run with ``tile``, sorted."""
        if tile.is_honor:
            return []
        k = tile.kind
        base = k - k % 9
        counts = p.counts
        out = []
        for a, b in ((k - 2, k - 1), (k - 1, k + 1), (k + 1, k + 2)):
            if a < base or b > base + 8 or not counts[a] or not counts[b]:
                continue
            for x in _variants_held(p, a):  # kinds ascend from pattern to pattern: sorted
                for y in _variants_held(p, b):
                    out.append((x, y))
        return out

    # ----- checks: own turn ---------------------------------------------
    def _has_exact(self, p: PlayerState, tile: Tile | None) -> bool:
        """Is this exact tile (red or not) among the closed tiles (drawn or concealed)?"""
        if tile is None:
            return False
        k, red = tile.kind, tile.red
        if k not in _FIVES:  # no red tile of this kind exists: the count answers
            return p.counts[k] > 0
        d = p.drawn
        if d is not None and d.kind == k and d.red == red:
            return True
        for t in p.concealed:  # ``tile in p.concealed`` without Tile.__eq__ calls
            if t.kind == k and t.red == red:
                return True
        return False

    def _why_not_discard(self, a: Action) -> Reason | None:
        p = self.players[a.seat]
        if a.tile is None:
            return R("action.needs_tile", "turn", kind=a.kind, example=f"{a.kind} 5m")
        if not self._has_exact(p, a.tile):
            return R("discard.not_in_hand", "turn", tile=_n(a.tile))
        assert a.tile is not None
        if p.riichi and a.tile != p.drawn:
            return R("discard.riichi_tsumogiri", "riichi", tile=a.tile.notation, drawn=_n(p.drawn))
        if a.tile.kind in self.kuikae_banned:
            return R("discard.kuikae", "kuikae", tile=a.tile.notation)
        return None

    def _why_not_riichi(self, a: Action) -> Reason | None:
        p = self.players[a.seat]
        if p.riichi:
            return R("riichi.already", "riichi")
        if any(m.is_open for m in p.melds):
            return R("riichi.not_menzen", "riichi")
        if self.just_called:
            return R("riichi.not_menzen", "riichi")
        if self.scores[a.seat] < 1000:
            return R("riichi.points", "riichi", points=self.scores[a.seat])
        if self.wall.live_remaining < self.n:
            return R("riichi.wall_short", "riichi", left=self.wall.live_remaining, need=self.n)
        if a.tile is None:
            return R("action.needs_tile", "turn", kind=a.kind, example=f"{a.kind} 5m")
        if not self._has_exact(p, a.tile):
            return R("discard.not_in_hand", "turn", tile=_n(a.tile))
        assert a.tile is not None
        if sum(p.counts) % 3 != 2 or a.tile.kind not in _riichi_discards(tuple(p.counts)):
            return R("riichi.not_tenpai", "riichi", tile=a.tile.notation)
        return None

    def _win_hand_ok(self, seat: int, counts: list[int]) -> bool:
        return sum(counts) % 3 == 2 and _fast_complete(counts)

    def _why_not_tsumo(self, a: Action) -> Reason | None:
        p = self.players[a.seat]
        if self.just_called or p.drawn is None:
            return R("tsumo.not_drawn", "turn")
        if not self._win_hand_ok(a.seat, p.counts):
            return R("win.not_complete", "turn")
        val = self._evaluate(a.seat, p.drawn, tsumo=True)
        if val is not None and not getattr(val, "is_win", True):
            return getattr(val, "reason", None) or R("win.no_yaku", "turn")
        return None

    def _kan_common(self, seat: int, kind: str) -> Reason | None:
        """Checks shared by every kan (order: the most instructive first)."""
        total = len(self.kan_owners)
        fifth = self.rules.fifth_kan_aborts or self.rules.max_kans == 5
        if total >= 4:
            sole = self.kan_owners.count(self.kan_owners[0]) == 4
            if sole and self.kan_owners[0] != seat:
                if not fifth:
                    return R("kan.suukantsu_other", "suukaikan", owner=self.kan_owners[0])
            elif not fifth or sole:
                return R("kan.limit", "suukaikan", limit=4)
        live = self.wall.live_remaining
        if kind != "daiminkan":
            if live == 0 and not self.rules.kan_on_haitei:
                return R("kan.haitei", "rinshan", kan=kind)
            if live == 1 and self.rules.kan_on_tile_before_haitei:
                return R("kan.before_haitei", "old_rule", kan=kind)
        elif self.houtei and not self.rules.calls_on_houtei:
            return R("kan.houtei", "houtei")
        if total < 4 and not self.wall.can_draw_rinshan(allow_short=self.rules.kan_on_haitei):
            return R(
                "kan.no_rinshan",
                "rinshan",
                left=self.wall.live_remaining,
                rinshan=self.wall.rinshan_remaining,
            )
        return None

    def _why_not_ankan(self, a: Action) -> Reason | None:
        p = self.players[a.seat]
        if self.just_called:
            return R("kan.after_call", "kan_order", kan="ankan")
        if a.tile is None:
            return R("kan.no_tile", "ankan")
        k = a.tile.kind
        if p.counts[k] < 4:
            return R("kan.not_four", "ankan", tile=Tile(k).notation, held=p.counts[k])
        r = self._kan_common(a.seat, "ankan")
        if r is not None:
            return r
        if p.riichi:
            from .waits import riichi_ankan_reason

            return riichi_ankan_reason(p.hand, k, self.rules)
        return None

    def _why_not_kakan(self, a: Action) -> Reason | None:
        p = self.players[a.seat]
        if self.just_called:
            return R("kan.after_call", "kan_order", kan="kakan")
        if a.tile is None:
            return R("kan.no_tile", "kakan")
        if not any(m.kind is MeldKind.PON and m.first.kind == a.tile.kind for m in p.melds):
            return R("kan.no_pon", "kakan", tile=a.tile.plain.notation)
        if not self._has_exact(p, a.tile):
            return R("kan.not_in_hand", "kakan", tile=a.tile.notation)
        if self.rules.kakan_drawn_tile_only and (p.drawn is None or p.drawn.kind != a.tile.kind):
            # only one copy is left beside a pon, so the kind says whether it is the drawn tile
            return R("kan.kakan_not_drawn", "kakan_drawn", tile=a.tile.notation)
        return self._kan_common(a.seat, "kakan")

    def _why_not_kita(self, a: Action) -> Reason | None:
        p = self.players[a.seat]
        if not self.rules.kita or self.n != 3:
            return R("kita.not_used", "sanma")
        if p.counts[30] == 0:
            return R("kita.no_north", "sanma")
        if self.just_called:
            return R("kita.after_call", "sanma")
        live = self.wall.live_remaining
        if live == 0 and not self.rules.kan_on_haitei:
            return R("kita.haitei", "sanma")
        if not self.wall.can_draw_rinshan(allow_short=self.rules.kan_on_haitei):
            return R("kan.no_rinshan", "rinshan", left=live, rinshan=self.wall.rinshan_remaining)
        return None

    # ----- checks: responses --------------------------------------------
    def _why_not_response(self, a: Action) -> Reason | None:
        s = a.seat
        kind = a.kind
        if self.phase == "chankan":
            assert self.chankan is not None
            origin = self.chankan["seat"]
            tile = self.chankan["tile"]
        else:
            assert self.pending_discard is not None
            origin, tile, _ = self.pending_discard
        if kind in ("draw", "discard", "riichi", "tsumo", "ankan", "kakan", "kita"):
            if kind in ("ankan", "kakan") and s == origin:
                return R("kan.not_after_discard", "kan_order", kan=kind)
            return R("respond.waiting", "turn", seats=",".join(map(str, self.waiting_on)))
        if s == origin:
            if kind == "daiminkan":
                return R("kan.daiminkan_own_discard", "daiminkan")
            return R("call.own_discard", "turn", call=kind)
        if s in self.responses:
            return R("respond.already", "turn", answer=self.responses[s].kind)
        at = a.tile
        if at is not None and (at.kind != tile.kind or at.red != tile.red):
            return R("call.wrong_tile", "turn", tile=at.notation, discard=tile.notation)
        if kind == "pass":
            return None
        p = self.players[s]
        if kind == "ron":
            return self._why_not_ron(s, tile)
        if self.phase == "chankan":
            return R("call.chankan_only_ron", "chankan", call=kind)
        if self.suukaikan_pending:
            return R("call.suukaikan", "suukaikan", call=kind)
        if p.riichi:
            return R("call.riichi", "riichi", call=kind)
        if self.houtei and not self.rules.calls_on_houtei and kind != "daiminkan":
            return R("call.houtei", "houtei", call=kind)
        if kind == "daiminkan":
            if p.counts[tile.kind] < 3:
                return R(
                    "kan.daiminkan_needs_three",
                    "daiminkan",
                    tile=tile.plain.notation,
                    held=p.counts[tile.kind],
                )
            return self._kan_common(s, "daiminkan")
        if kind == "pon":
            if p.counts[tile.kind] < 2:
                return R("call.pon_needs_pair", "pon", tile=tile.plain.notation)
            tiles = a.tiles or self._pon_choices(p, tile)[0]
            if len(tiles) != 2 or any(t.kind != tile.kind for t in tiles) or not _has_all(p, tiles):
                return R("call.not_in_hand", "pon", tiles=format_tiles(tiles))
            return self._kuikae_leaves(p, tiles, tile, "pon")
        if kind == "chi":
            if not self.rules.chi_allowed or self.n == 3:
                return R("call.chi_sanma", "sanma")
            if (origin + 1) % self.n != s:
                return R("call.chi_not_kamicha", "chi", discarder=origin)
            if tile.is_honor:
                return R("call.chi_honor", "chi", tile=tile.notation)
            if a.tiles:
                tiles = tuple(a.tiles)
                kinds = sorted([tiles[0].kind, tiles[1].kind, tile.kind]) if len(tiles) == 2 else []
                if (
                    len(tiles) != 2
                    or any(t.is_honor or t.suit != tile.suit for t in tiles)
                    or kinds != list(range(kinds[0], kinds[0] + 3))
                ):
                    return R(
                        "call.chi_not_sequence",
                        "chi",
                        tiles=format_tiles(tiles),
                        tile=tile.notation,
                    )
                if not _has_all(p, tiles):
                    return R("call.not_in_hand", "chi", tiles=format_tiles(tiles))
                return self._kuikae_leaves(p, tiles, tile, "chi")
            choices = self._chi_choices(p, tile)
            if not choices:
                return R("call.chi_no_run", "chi", tile=tile.notation)
            reasons = [self._kuikae_leaves(p, c, tile, "chi") for c in choices]
            if all(r is not None for r in reasons):
                return reasons[0]
            return None
        return R("action.unknown", "turn", kind=kind)  # pragma: no cover

    def _kuikae_banned(self, tiles: tuple[Tile, ...], called: Tile, kind: str) -> frozenset[int]:
        """Kinds the caller may not discard right after the call (副露 § 喰い替え)."""
        mode = self.rules.kuikae
        if mode is Kuikae.ALLOWED:
            return frozenset()
        banned = {called.kind}
        if kind == "chi" and mode is Kuikae.FORBIDDEN:
            ks = sorted(t.kind for t in tiles)
            c = called.kind
            base = c - c % 9
            if ks[0] == c + 1 and c + 3 <= base + 8:
                banned.add(c + 3)
            if ks[1] == c - 1 and c - 3 >= base:
                banned.add(c - 3)
        return frozenset(banned)

    def _kuikae_leaves(
        self, p: PlayerState, tiles: tuple[Tile, ...], called: Tile, kind: str
    ) -> Reason | None:
        """A Reason if, after the call with ``tiles`` (held), every tile left is banned."""
        banned = self._kuikae_banned(tiles, called, kind)
        counts = p.counts
        rest = sum(counts) - len(tiles)
        if rest <= 0:
            return None
        left_banned = sum(counts[k] for k in banned) - sum(1 for t in tiles if t.kind in banned)
        if left_banned == rest:
            return R("call.kuikae_no_discard", "kuikae", call=kind)
        return None

    def _waits_of(self, seat: int) -> frozenset[int]:

        counts = self.players[seat].counts
        if sum(counts) % 3 != 1:
            return frozenset()
        return _fast_waits(counts)

    def _why_not_ron(self, s: int, tile: Tile) -> Reason | None:
        p = self.players[s]
        counts = list(p.counts)
        counts[tile.kind] += 1
        if counts[tile.kind] > 4 or not self._win_hand_ok(s, counts):
            return R("win.not_complete", "turn", tile=tile.notation)
        if self.phase == "chankan" and self.chankan and self.chankan["kind"] == "ankan":
            from .waits import decompositions

            if not any(d.form == "kokushi" for d in decompositions(counts)):
                return R("win.ankan_not_kokushi", "chankan")
        w = self._waits_of(s)
        own = {t.kind for t in p.discards}
        if w & own:
            return R("win.furiten", "furiten", tiles=format_tiles(Tile(k) for k in sorted(w & own)))
        if p.furiten_riichi:
            return R("win.furiten_riichi", "furiten")
        if p.furiten_temporary:
            return R("win.furiten_temporary", "furiten")
        val = self._evaluate(s, tile, tsumo=False)
        if val is not None and not getattr(val, "is_win", True):
            return getattr(val, "reason", None) or R("win.no_yaku", "turn")
        return None

    # ----- scoring ------------------------------------------------------
    def _win_context(self, seat: int, tile: Tile, tsumo: bool, *, head: bool = True) -> Any:
        from .scoring import WinContext

        p = self.players[seat]
        rinshan = tsumo and self.last_draw == "rinshan"
        live = self.wall.live_remaining
        haitei = (
            tsumo
            and live == 0
            and (self.last_draw == "live" or (rinshan and self.rules.rinshan_counts_as_haitei))
        )
        chankan = self.phase == "chankan"
        houtei = (not tsumo) and not chankan and self.houtei
        discarder = None
        if not tsumo:
            discarder = self.chankan["seat"] if chankan else self.pending_discard[0]  # type: ignore[index]
        ura: tuple[Tile, ...] = ()
        if p.riichi and self.rules.ura_dora:
            ura = tuple(self.wall.ura_indicators())
        pao_seat = None
        if rinshan and self.rinshan_kind == "daiminkan" and self.rules.daiminkan_rinshan_pao:
            pao_seat = self.daiminkan_from
        if pao_seat is None and self.pao.get(seat):
            pao_seat = self.pao[seat][0][1]
        pending = tuple(self.wall.yama[i] for i in self._pending_indicator_indices())
        first_turn = self.uninterrupted and self.discard_counts[seat] == 0
        return WinContext(
            win_tile=tile,
            tsumo=tsumo,
            riichi=p.riichi,
            double_riichi=p.double_riichi,
            ippatsu=p.ippatsu,
            rinshan=rinshan,
            chankan=chankan,
            haitei=haitei,
            houtei=houtei,
            seat_wind=self.seat_wind(seat),
            round_wind=self.round_wind,
            winner=seat,
            dealer=self.dealer,
            discarder=discarder,
            dora_indicators=tuple(self.wall.dora_indicators),
            ura_indicators=ura,
            honba=self.honba if head else 0,
            riichi_sticks=self.riichi_sticks if head else 0,
            daiminkan_rinshan=rinshan and self.rinshan_kind == "daiminkan",
            pao_seat=pao_seat,
            kan_dora_pending=pending,
            **_maybe(WinContext, first_turn=first_turn),
        )

    def _pending_indicator_indices(self) -> list[int]:
        start = 1 + self.wall.revealed_kan_dora
        ind = self.wall.all_indicator_indices()
        return ind[start : start + len(self.pending_reveals)]

    def _evaluate(self, seat: int, tile: Tile, tsumo: bool, *, head: bool = True) -> Any:
        """The scoring Valuation of this win, or None if mjteach.scoring is not available."""
        try:
            from .scoring import evaluate
        except ImportError:
            return None
        p = self.players[seat]
        if tsumo:
            hand = Hand(tuple(p.concealed), p.drawn, tuple(p.melds))
        else:
            hand = Hand(tuple(p.closed_tiles), None, tuple(p.melds))
        return evaluate(hand, self._win_context(seat, tile, tsumo, head=head), self.rules)

    # ----- applying -----------------------------------------------------
    def _emit(
        self, kind: str, seat: int | None = None, tile: Tile | None = None, **data: Any
    ) -> None:
        e = _new(Event)  # the same Event the dataclass __init__ builds, without its setattr calls
        d = e.__dict__
        d["kind"] = kind
        d["seat"] = seat
        d["tile"] = tile
        d["data"] = data
        self.events.append(e)

    def _apply(self, a: Action) -> None:
        do = _DO.get(a.kind)
        if do is None:
            do = _DO[a.kind] = getattr(Round, "_do_" + a.kind)
        do(self, a)

    def _do_draw(self, a: Action) -> None:
        p = self.players[a.seat]
        wall = self.wall
        index, tile = wall.draw_indexed()
        self.live_draws += 1
        p.drawn = tile
        p.counts[tile.kind] += 1
        self.last_draw = "live"
        self.rinshan_kind = None
        self.phase = "act"
        left = wall.live_remaining
        e = _new(Event)  # self._emit(...) inlined: the busiest event
        e.__dict__.update(
            kind="draw",
            seat=a.seat,
            tile=tile,
            data={"index": index, "live_remaining": left, "haitei": left == 0},
        )
        self.events.append(e)

    def _reveal(self, cause: str, kan_kind: str) -> None:
        index = self.wall.next_indicator_index()
        tile = self.wall.reveal_kan_dora()
        self._emit(
            "dora_reveal",
            None,
            tile,
            index=index,
            cause=cause,
            kan=kan_kind,
            indicators=[t.notation for t in self.wall.dora_indicators],
        )

    def _flush_pending(self, cause: str) -> None:
        while self.pending_reveals:
            kind = self.pending_reveals.pop(0)
            self._reveal(cause, kind)

    def _do_discard(self, a: Action, riichi: bool = False) -> None:
        s = a.seat
        p = self.players[s]
        tile = a.tile
        assert tile is not None
        d = p.drawn
        tsumogiri = d is not None and d.kind == tile.kind and d.red == tile.red
        if riichi:
            p.riichi_declared = True
            self._emit("riichi", s, tile, step="declare")
        if self.pending_reveals:
            self._flush_pending("discard")
        p._remove(tile)  # the drawn tile, if kept, joins the concealed tiles there
        p.discards.append(tile)
        p.called_away.append(False)
        p.tsumogiri.append(tsumogiri)
        if not p.riichi:
            p.furiten_temporary = False
        if p.ippatsu:
            p.ippatsu = False
        self.discard_counts[s] += 1
        self.just_called = False
        self.kuikae_banned = _NO_KINDS
        self.last_draw = None
        self.rinshan_kind = None
        self.daiminkan_from = None
        self.houtei = self.wall.live_remaining == 0
        self.pending_discard = (s, tile, riichi)
        e = _new(Event)  # self._emit(...) inlined: the busiest event
        e.__dict__.update(
            kind="discard",
            seat=s,
            tile=tile,
            data={
                "tsumogiri": tsumogiri,
                "riichi": riichi,
                "houtei": self.houtei,
                "index": len(p.discards) - 1,
            },
        )
        self.events.append(e)
        self._open_responses(s)

    def _open_responses(self, s: int) -> None:
        """Ask every other seat that may do something with the pending discard."""
        self.responses = {}
        self.response_order = []
        self.response_voice = {}
        self.responders = {}
        self._responder_acts = acts = {}
        self.phase = "respond"
        tile = self.pending_discard[1]  # type: ignore[index]
        kind = tile.kind
        n = self.n
        chi_seat = (s + 1) % n if n == 4 and kind < 27 else -1
        shape: set[int] = set()
        self._shape_winners = (s, tile, shape)
        players = self.players
        memo = self._seat_shapes
        bit = 1 << (kind // 9 if kind < 27 else 3)
        for o in _OTHERS[n][s]:
            pc = players[o].counts
            held = pc[kind]
            # _wins_with(pc, kind), with the seat's shape info memoised on its exact counts
            m = memo.get(o)
            if m is None or m[0] != pc:
                m = memo[o] = (list(pc), _win_suits(tuple(pc)))
            if held < 4 and m[1] & bit and _wins_with(pc, kind):
                shape.add(o)
            elif held < 2 and (o != chi_seat or not _chi_possible(pc, kind)):
                continue  # nothing this seat could do with the tile
            legal = self._legal_answers(o, o in shape)
            opts = tuple(x.kind for x in legal if x.kind != "pass")
            if opts:
                self.responders[o] = opts
                acts[o] = legal
        if not self.responders:
            self._resolve_discard()

    def _legal_answers(self, o: int, shape_win: bool) -> list[Action]:
        """What ``_candidates(o)`` filtered by ``why_not`` gives while seat ``o`` (not the
        discarder, not yet answered) considers the pending discard: the checks of
        ``_why_not_response`` for the candidates, made once per kind of answer. ``shape_win``:
        the seat's hand plus the tile is a winning shape (``c < 4 and _wins_with(...)``)."""
        p = self.players[o]
        tile = self.pending_discard[1]  # type: ignore[index]
        counts = p.counts
        c = counts[tile.kind]
        out: list[Action] = []
        if shape_win and self._why_not_ron(o, tile) is None:
            out.append(_act("ron", o, tile))
        if not self.suukaikan_pending and not p.riichi:
            if c == 3 and self._kan_common(o, "daiminkan") is None:
                out.append(_act("daiminkan", o, tile))
            if not (self.houtei and not self.rules.calls_on_houtei):
                if c >= 2:
                    for pair in self._pon_choices(p, tile):
                        if self._kuikae_leaves(p, pair, tile, "pon") is None:
                            out.append(_act("pon", o, tile, pair))
                if (
                    not tile.is_honor
                    and self.n == 4
                    and (self.turn + 1) % self.n == o
                    and self.rules.chi_allowed
                ):
                    for pair in self._chi_choices(p, tile):
                        if self._kuikae_leaves(p, pair, tile, "chi") is None:
                            out.append(_act("chi", o, tile, pair))
        out.append(_act("pass", o))
        return out

    def _candidates_for_response(self, o: int) -> list[Action]:
        self.responders[o] = ("?",)
        try:
            return self._candidates(o)
        finally:
            del self.responders[o]

    def _do_riichi(self, a: Action) -> None:
        self._do_discard(a, riichi=True)

    def _voice(self, seat: int) -> None:
        """Give ``seat``'s answer its voice number: the previous answer's when both came in one
        :meth:`respond` call (simultaneous), else the next one."""
        voices = self.response_voice
        if voices and len(self.history) in self._together:
            voices[seat] = max(voices.values())
        else:
            voices[seat] = max(voices.values(), default=-1) + 1

    def _do_pass(self, a: Action) -> None:
        self.responses[a.seat] = a
        self.response_order.append(a.seat)
        self._voice(a.seat)
        self._emit("pass", a.seat, None)
        self._maybe_resolve()

    def _record_response(self, a: Action) -> None:
        self.responses[a.seat] = a
        self.response_order.append(a.seat)
        self._voice(a.seat)
        self._emit("declare", a.seat, a.tile, call=a.kind)
        self._maybe_resolve()

    _do_ron = _record_response
    _do_pon = _record_response
    _do_chi = _record_response
    _do_daiminkan = _record_response

    def _maybe_resolve(self) -> None:
        if any(s not in self.responses for s in self.responders):
            return
        if self.phase == "chankan":
            self._resolve_chankan()
        else:
            self._resolve_discard()

    def _ron_order(self, origin: int) -> list[int]:
        rons = [s for s, x in self.responses.items() if x.kind == "ron"]
        return sorted(rons, key=lambda s: (s - origin) % self.n)

    def _mark_missed(self, origin: int, tile: Tile, rons: list[int]) -> None:
        """Seats that could win on ``tile`` but did not ron it become furiten (振聴)."""
        known = getattr(self, "_shape_winners", None)
        self._shape_winners = None  # derived from the pending discard only; never reused
        fresh = known is not None and known[0] == origin and known[1] is tile
        if fresh and self.phase == "respond":
            for o in known[2]:  # type: ignore[index]
                if o not in rons:
                    p = self.players[o]
                    p.furiten_temporary = True
                    if p.riichi:
                        p.furiten_riichi = True
            return
        for k in range(1, self.n):
            o = (origin + k) % self.n
            if o in rons:
                continue
            p = self.players[o]
            if p.counts[tile.kind] >= 4:
                continue
            if _wins_with(p.counts, tile.kind):
                p.furiten_temporary = True
                if p.riichi:
                    p.furiten_riichi = True

    def _claims_event(
        self, origin: int, tile: Tile, taken: int | None, how: str | None, why: str
    ) -> None:
        if not self.responders:
            return
        self._emit(
            "claims",
            None,
            tile,
            discarder=origin,
            wanted={s: list(v) for s, v in self.responders.items()},
            answers={s: x.kind for s, x in self.responses.items()},
            order=list(self.response_order),
            voices=dict(self.response_voice),
            taken_by=taken,
            call=how,
            rule=why,
            priority=self.rules.call_priority.value,
        )

    def _resolve_discard(self) -> None:
        assert self.pending_discard is not None
        origin, tile, riichi = self.pending_discard
        if not riichi and not self.responses and not self.responders and not self.suukaikan_pending:
            # nobody was asked about the tile: what the general path below does in that case
            known = self._shape_winners
            if (
                known is not None
                and not known[2]
                and known[0] == origin
                and known[1] is tile
                and self.phase == "respond"
            ):
                self._shape_winners = None
            else:
                self._mark_missed(origin, tile, [])
            # responders and responses are empty already
            if self.wall.live_remaining == 0:
                self.pending_discard = (origin, tile, False)
                self._exhaustive_draw()
                return
            self.pending_discard = None
            self.turn = (origin + 1) % self.n
            self.phase = "draw"
            return
        answered = bool(self.responses)  # nobody answered: no ron, no call
        rons = self._ron_order(origin) if answered else []
        if rons:
            if len(rons) >= 3 and self.rules.sanchahou_abort:
                self._claims_event(origin, tile, None, "ron", "sanchahou")
                self._abort("sanchahou")
                return
            winners = rons[: self.rules.max_ron_winners]
            why = "ron" if len(winners) == len(rons) else "head_bump"
            self._claims_event(origin, tile, winners[0], "ron", why)
            self._win(winners, tile, tsumo=False, discarder=origin)
            return
        p = self.players[origin]
        if riichi:
            p.riichi = True
            p.riichi_discard = len(p.discards) - 1
            p.ippatsu = True
            p.double_riichi = self.uninterrupted and self.discard_counts[origin] == 1
            self.scores[origin] -= 1000
            self.riichi_sticks += 1
            self._emit("riichi", origin, tile, step="accepted", double=p.double_riichi)
        known = self._shape_winners
        if (
            not answered
            and known is not None
            and not known[2]
            and known[0] == origin
            and known[1] is tile
            and self.phase == "respond"
        ):  # what _mark_missed does when no seat had the tile's winning shape
            self._shape_winners = None
        else:
            self._mark_missed(origin, tile, [])
        self.pending_discard = (origin, tile, False)
        if self.suukaikan_pending:
            self._claims_event(origin, tile, None, None, "suukaikan")
            self._abort("suukaikan", check=SuukaikanCheck.AFTER_DISCARD.value)
            return
        calls = (
            [(s, x) for s, x in self.responses.items() if x.kind in ("pon", "daiminkan", "chi")]
            if answered
            else []
        )
        chosen: tuple[int, Action] | None = None
        why = "no_call"
        if calls:
            if self.rules.call_priority is CallPriority.FIRST_CALL:
                chosen, why = self._first_voice(calls)
            else:
                big = [c for c in calls if c[1].kind in ("pon", "daiminkan")]
                chosen = big[0] if big else calls[0]
                why = "pon_over_chi" if big and len(calls) > 1 else chosen[1].kind
        if chosen is None:
            if self.responders:
                self._claims_event(origin, tile, None, None, why)
            self.responders = {}
            self.responses = {}
            if self.wall.live_remaining == 0:
                self._exhaustive_draw()
                return
            self.pending_discard = None
            self.turn = (origin + 1) % self.n
            self.phase = "draw"
            return
        s, act = chosen
        self._claims_event(origin, tile, s, act.kind, why)
        self.responders = {}
        self.responses = {}
        self._make_call(s, act, origin, tile)

    def _first_voice(self, calls: list[tuple[int, Action]]) -> tuple[tuple[int, Action], str]:
        """Under ``CallPriority.FIRST_CALL``: the meld call of the first voice, and the rule.

        Calls in the same voice (one :meth:`respond`) were simultaneous: pon/daiminkan beat chi
        (``"simultaneous_pon_over_chi"``; 槓 § 大明槓, 副露 § 発声の優先順位); otherwise the
        earliest voice wins (``"first_call"``).
        """
        voice = self.response_voice
        first = min(voice.get(s, len(voice)) for s, _ in calls)
        front = [c for c in calls if voice.get(c[0], len(voice)) == first]
        front.sort(key=lambda c: self.response_order.index(c[0]))
        if len(front) > 1:
            big = [c for c in front if c[1].kind in ("pon", "daiminkan")]
            if big:
                return big[0], "simultaneous_pon_over_chi"
        return front[0], "first_call"

    def _make_call(self, s: int, a: Action, origin: int, tile: Tile) -> None:
        p = self.players[s]
        q = self.players[origin]
        q.called_away[-1] = True
        self.pending_discard = None
        for pl in self.players:
            pl.ippatsu = False
        self.uninterrupted = False
        p._merge_drawn()
        source = Source.from_offset(
            (origin - s) % 4 if self.n == 4 else (3 if (origin - s) % 3 == 2 else 1)
        )
        if a.kind == "daiminkan":
            own = [t for t in p.concealed if t.kind == tile.kind]
            for t in own:
                p._remove(t)
            meld = Meld(MeldKind.DAIMINKAN, tuple(own) + (tile,), tile, source)
            p.melds.append(meld)
            self.turn = s
            self._emit("kan", s, tile, kan="daiminkan", meld=meld.notation, discarder=origin)
            self._check_pao(s, origin, meld)
            self.kan_owners.append(s)
            self.daiminkan_from = origin
            if self._fifth_kan_abort():
                return
            self._finish_kan(s, "daiminkan")
            self.daiminkan_from = origin
            return
        if a.kind == "pon":
            tiles = a.tiles or self._pon_choices(p, tile)[0]
            meld = Meld(MeldKind.PON, tuple(tiles) + (tile,), tile, source)
        else:
            tiles = a.tiles
            if not tiles:
                choices = [
                    c
                    for c in self._chi_choices(p, tile)
                    if self._kuikae_leaves(p, c, tile, "chi") is None
                ]
                tiles = choices[0]
            meld = Meld(MeldKind.CHI, tuple(tiles) + (tile,), tile, Source.KAMICHA)
        for t in tiles:
            p._remove(t)
        p.melds.append(meld)
        self.kuikae_banned = self._kuikae_banned(tuple(tiles), tile, a.kind)
        self.just_called = True
        self.turn = s
        self.phase = "act"
        self.last_draw = None
        self._emit(
            "call",
            s,
            tile,
            call=a.kind,
            meld=meld.notation,
            discarder=origin,
            kuikae_banned=[Tile(k).notation for k in sorted(self.kuikae_banned)],
        )
        if a.kind == "pon":
            self._check_pao(s, origin, meld)

    def _check_pao(self, s: int, origin: int, meld: Meld) -> None:
        """Record yakuman liability (責任払い) created by this call (rulesets.md §2.4)."""
        p = self.players[s]
        triplets = [m.first.kind for m in p.melds if m.kind is not MeldKind.CHI]
        k = meld.first.kind
        found = []
        if k in _DRAGONS and all(d in triplets for d in _DRAGONS):
            found.append("daisangen")
        if k in _WINDS and all(w in triplets for w in _WINDS):
            found.append("daisuushii")
        if meld.kind is MeldKind.DAIMINKAN and sum(1 for m in p.melds if m.is_kan) == 4:
            found.append("suukantsu")
        for yaku in found:
            if yaku in self.rules.pao_yakuman:
                self.pao[s] = self.pao.get(s, ()) + ((yaku, origin),)
                self._emit("pao", s, meld.called, yaku=yaku, liable=origin)

    def _fifth_kan_abort(self) -> bool:
        if len(self.kan_owners) >= 5:
            self._abort("fifth_kan")
            return True
        return False

    def _do_ankan(self, a: Action) -> None:
        s = a.seat
        p = self.players[s]
        assert a.tile is not None
        k = a.tile.kind
        own = [t for t in p.closed_tiles if t.kind == k]
        for t in own:
            p._remove(t)
        p._merge_drawn()
        meld = Meld(MeldKind.ANKAN, tuple(own))
        p.melds.append(meld)
        for pl in self.players:
            pl.ippatsu = False
        self.uninterrupted = False
        self.kan_owners.append(s)
        self._emit("kan", s, a.tile, kan="ankan", meld=meld.notation)
        if self._fifth_kan_abort():
            return
        if self.rules.kokushi_chankan_ankan and self._open_chankan(s, own[0], "ankan"):
            return
        self._finish_kan(s, "ankan")

    def _do_kakan(self, a: Action) -> None:
        s = a.seat
        p = self.players[s]
        tile = a.tile
        assert tile is not None
        i = next(
            i for i, m in enumerate(p.melds) if m.kind is MeldKind.PON and m.first.kind == tile.kind
        )
        p._remove(tile)
        p._merge_drawn()
        meld = p.melds[i].with_added(tile)
        p.melds[i] = meld
        for pl in self.players:
            pl.ippatsu = False
        self.uninterrupted = False
        self.kan_owners.append(s)
        self._emit("kan", s, tile, kan="kakan", meld=meld.notation)
        if self._fifth_kan_abort():
            return
        if self.rules.chankan and self._open_chankan(s, tile, "kakan"):
            return
        self._finish_kan(s, "kakan")

    def _open_chankan(self, s: int, tile: Tile, kind: str) -> bool:
        prev_phase = self.phase
        self.chankan = {"seat": s, "tile": tile, "kind": kind}
        self.phase = "chankan"
        self.responders = {}
        self.responses = {}
        self.response_order = []
        self.response_voice = {}
        for k in range(1, self.n):
            o = (s + k) % self.n
            if self._why_not_ron(o, tile) is None:
                self.responders[o] = ("ron",)
        if not self.responders:
            self.phase = prev_phase
            self.chankan = None
            return False
        self._emit("chankan_window", s, tile, kan=kind, seats=sorted(self.responders))
        return True

    def _resolve_chankan(self) -> None:
        assert self.chankan is not None
        s, tile, kind = self.chankan["seat"], self.chankan["tile"], self.chankan["kind"]
        rons = self._ron_order(s)
        if rons:
            if len(rons) >= 3 and self.rules.sanchahou_abort:
                self._claims_event(s, tile, None, "ron", "sanchahou")
                self._abort("sanchahou")
                return
            winners = rons[: self.rules.max_ron_winners]
            self._claims_event(s, tile, winners[0], "ron", "chankan")
            p = self.players[s]
            # the kan fails: the pon (or the closed tiles) stays, the tile goes to the winner
            if kind == "kakan":
                i = next(
                    i
                    for i, m in enumerate(p.melds)
                    if m.kind is MeldKind.KAKAN and m.first.kind == tile.kind
                )
                p.melds[i] = p.melds[i].pon_part
            else:
                meld = p.melds.pop()
                rest = list(meld.tiles)
                rest.remove(tile)
                p.concealed.extend(rest)
                for t in rest:
                    p.counts[t.kind] += 1
            self.kan_owners.pop()
            self._emit("kan_robbed", s, tile, kan=kind, winners=winners)
            self._win(winners, tile, tsumo=False, discarder=s)
            return
        self._mark_missed(s, tile, [])
        self._claims_event(s, tile, None, None, "no_chankan")
        self.phase = "act"
        self.chankan = None
        self.responders = {}
        self.responses = {}
        self._finish_kan(s, kind)

    def _finish_kan(self, s: int, kind: str) -> None:
        """The kan stands: flush a pending reveal, reveal or queue this kan's indicator, draw the
        rinshan tile and move the haitei into the dead wall (槓 § 嶺上牌, § 槓ドラ).

        Under ``SuukaikanCheck.ON_FOURTH_KAN`` a 4th kan by two or more players ends the hand here,
        before any of that (槓 § 四開槓: 4回の槓が成立すると、その時点で途中流局)."""
        if (
            self.rules.suukaikan
            and self.rules.suukaikan_check is SuukaikanCheck.ON_FOURTH_KAN
            and len(self.kan_owners) == 4
            and len(set(self.kan_owners)) >= 2
        ):
            self._abort("suukaikan", check=SuukaikanCheck.ON_FOURTH_KAN.value)
            return
        self._flush_pending("next_kan")
        if self.rules.kan_dora:
            if self.rules.kan_dora_timing(kind) is KanDoraTiming.IMMEDIATE:
                self._reveal("immediate", kind)
            else:
                self.pending_reveals.append(kind)
        total = len(self.kan_owners)
        if total == 4 and len(set(self.kan_owners)) >= 2 and self.rules.suukaikan:
            self.suukaikan_pending = True
        self._rinshan(s, kind)

    def _rinshan(self, s: int, kind: str) -> None:
        p = self.players[s]
        before = self.wall.haitei_index
        dead_before = set(self.wall.dead_wall_indices())
        index = self.wall.rinshan_indices()[0]
        tile = self.wall.draw_rinshan(kita=kind == "kita", allow_short=self.rules.kan_on_haitei)
        self.rinshan_draws += 1
        joined = sorted(set(self.wall.dead_wall_indices()) - dead_before)
        p._merge_drawn()
        p.drawn = tile
        p.counts[tile.kind] += 1
        self.turn = s
        self.phase = "act"
        self.just_called = False
        self.kuikae_banned = frozenset()
        self.last_draw = "rinshan"
        self.rinshan_kind = kind
        self._emit(
            "rinshan_draw",
            s,
            tile,
            index=index,
            kan=kind,
            rinshan_remaining=self.wall.rinshan_remaining,
        )
        self._emit(
            "wall_shift",
            None,
            None,
            haitei_before=before,
            haitei_after=self.wall.haitei_index,
            joined_dead_wall=joined,
            live_remaining=self.wall.live_remaining,
            dead_wall=[self.wall.yama[i].notation for i in self.wall.dead_wall_indices()],
        )

    def _do_kita(self, a: Action) -> None:
        s = a.seat
        p = self.players[s]
        north = next(t for t in p.closed_tiles if t.kind == 30)
        p._remove(north)
        p._merge_drawn()
        p.kita.append(north)
        for pl in self.players:
            pl.ippatsu = False
        self.uninterrupted = False
        self._emit("kita", s, north, count=len(p.kita))
        self._rinshan(s, "kita")

    def _do_tsumo(self, a: Action) -> None:
        p = self.players[a.seat]
        assert p.drawn is not None
        self._win([a.seat], p.drawn, tsumo=True, discarder=None)

    # ----- endings ------------------------------------------------------
    def _win(self, winners: list[int], tile: Tile, *, tsumo: bool, discarder: int | None) -> None:
        wins = []
        for i, w in enumerate(winners):
            val = self._evaluate(w, tile, tsumo, head=i == 0)
            ctx = self._win_context(w, tile, tsumo, head=i == 0) if _has_scoring() else None
            pao = None
            if ctx is not None:
                pao = ctx.pao_seat
            info = {
                "winner": w,
                "discarder": discarder,
                "tsumo": tsumo,
                "rinshan": tsumo and self.last_draw == "rinshan",
                "rinshan_kind": self.rinshan_kind if tsumo else None,
                "chankan": self.phase == "chankan",
                "daiminkan_rinshan": tsumo and self.rinshan_kind == "daiminkan",
                "daiminkan_from": self.daiminkan_from if tsumo else None,
                "pao": [list(x) for x in self.pao.get(w, ())],
                "pao_seat": pao,
                "hand": (
                    self.players[w].hand.notation
                    if tsumo
                    else self.players[w].hand.notation + " +" + tile.notation
                ),
                "dora_indicators": [t.notation for t in self.wall.dora_indicators],
                "pending_kan_dora_dropped": len(self.pending_reveals),
                "valuation": val,
            }
            self._emit("win", w, tile, **info)
            wins.append(info)
        self.pending_reveals = []
        deltas = [0] * self.n
        for info in wins:
            val = info["valuation"]
            payments = getattr(val, "payments", None) or {}
            for seat, d in payments.items():
                deltas[int(seat)] += int(d)
        if (
            wins
            and self.riichi_sticks
            and not any(getattr(i["valuation"], "payments", None) for i in wins)
        ):
            pass
        self._over({"type": "win", "wins": wins, "deltas": deltas})

    def _abort(self, kind: str, **data: Any) -> None:
        """End the hand in an abortive draw; ``data`` adds details to the event (suukaikan:
        ``check``, when the abort was decided)."""
        self.pending_reveals = []
        self._emit("abortive_draw", None, None, type=kind, kans=list(self.kan_owners), **data)
        self._over({"type": "abortive_draw", "kind": kind, "deltas": [0] * self.n})

    def _exhaustive_draw(self) -> None:
        from .waits import waits as _waits

        tenpai = []
        for s, p in enumerate(self.players):
            # _win_suits == 0: no tile completes the hand, so waits() is empty (not tenpai)
            if sum(p.counts) % 3 == 1 and _win_suits(tuple(p.counts)) and _waits(p.counts):
                tenpai.append(s)
        total = 3000 if self.n == 4 else 2000
        deltas = [0] * self.n
        t = len(tenpai)
        if 0 < t < self.n:
            for s in range(self.n):
                deltas[s] = total // t if s in tenpai else -(total // (self.n - t))
        self.pending_reveals = []
        self._emit(
            "exhaustive_draw",
            None,
            None,
            tenpai=tenpai,
            deltas=deltas,
            live_draws=self.live_draws,
            rinshan_draws=self.rinshan_draws,
        )
        self._over(
            {
                "type": "exhaustive_draw",
                "tenpai": tenpai,
                "deltas": deltas,
                "live_draws": self.live_draws,
                "rinshan_draws": self.rinshan_draws,
            }
        )

    def _over(self, result: dict[str, Any]) -> None:
        self.result = result
        self.phase = "over"
        self.responders = {}
        self.responses = {}
        self.chankan = None

    # ----- snapshots ----------------------------------------------------
    def snapshot(self) -> dict[str, Any]:
        """The whole state as plain JSON-able data (equal snapshots = equal states)."""
        w = self.wall
        return {
            "rules": self.rules.name,
            "dealer": self.dealer,
            "round_wind": self.round_wind,
            "honba": self.honba,
            "riichi_sticks": self.riichi_sticks,
            "scores": list(self.scores),
            "turn": self.turn,
            "phase": self.phase,
            "players": [p.to_dict() for p in self.players],
            "wall": w.snapshot(),
            "pending_discard": None
            if self.pending_discard is None
            else [
                self.pending_discard[0],
                self.pending_discard[1].notation,
                self.pending_discard[2],
            ],
            "responders": {str(k): list(v) for k, v in self.responders.items()},
            "responses": {str(k): str(v) for k, v in self.responses.items()},
            "chankan": None
            if self.chankan is None
            else {
                "seat": self.chankan["seat"],
                "tile": self.chankan["tile"].notation,
                "kind": self.chankan["kind"],
            },
            "pending_reveals": list(self.pending_reveals),
            "kan_owners": list(self.kan_owners),
            "suukaikan_pending": self.suukaikan_pending,
            "just_called": self.just_called,
            "kuikae_banned": sorted(self.kuikae_banned),
            "last_draw": self.last_draw,
            "rinshan_kind": self.rinshan_kind,
            "daiminkan_from": self.daiminkan_from,
            "pao": {str(k): [list(x) for x in v] for k, v in self.pao.items()},
            "uninterrupted": self.uninterrupted,
            "discard_counts": list(self.discard_counts),
            "live_draws": self.live_draws,
            "rinshan_draws": self.rinshan_draws,
            "houtei": self.houtei,
            "events": len(self.events),
            "result": None
            if self.result is None
            else _jsonable({k: v for k, v in self.result.items() if k != "wins"}),
        }

    def state_summary(self) -> dict[str, Any]:
        """What a lesson shows after each step: live tiles left, dead wall, indicators, rinshan
        left, haitei tile, whose turn and the phase."""
        w = self.wall
        return {
            "phase": self.phase,
            "turn": self.turn,
            "waiting_on": self.waiting_on,
            "live_remaining": w.live_remaining,
            "dead_wall": [w.yama[i].notation for i in w.dead_wall_indices()],
            "dead_wall_indices": w.dead_wall_indices(),
            "dora_indicators": [t.notation for t in w.dora_indicators],
            "pending_kan_dora": len(self.pending_reveals),
            "rinshan_remaining": w.rinshan_remaining,
            "rinshan_next": [w.yama[i].notation for i in w.rinshan_indices()],
            "haitei_index": w.haitei_index,
            "haitei_tile": None if w.haitei_tile is None else w.haitei_tile.notation,
            "kans": len(self.kan_owners),
            "hands": [p.hand.notation for p in self.players],
        }

    def __repr__(self) -> str:
        return (
            f"Round(phase={self.phase!r}, turn={self.turn}, live={self.wall.live_remaining}, "
            f"kans={len(self.kan_owners)})"
        )


_DO: dict[str, Any] = {}  # action kind -> Round._do_<kind>, filled on first use


_DIGITS = tuple(str(k % 9 + 1) if k < 27 else str(k - 26) for k in range(34))
_SUIT_OF = tuple("mpsz"[k // 9] if k < 27 else "z" for k in range(34))


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


from . import waits as _w  # noqa: E402  (shape functions; memoised per suit)

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


def _segment_status(key: tuple[int, ...]) -> tuple[int, int, int]:
    """(suits with no reading, suits read as sets plus one pair, pairs-or-more kinds) of 34
    counts, from the per-suit readings of :mod:`mjteach.waits` (0 no reading, 1 sets only,
    2 sets and a pair)."""
    if _suit_status is None:  # pragma: no cover - waits without its per-suit cache
        return (0, 1, 0)
    a = _suit_status(key[0:9], False)
    b = _suit_status(key[9:18], False)
    c = _suit_status(key[18:27], False)
    d = _suit_status(key[27:34], True)
    bad = (a == 0) + (b == 0) + (c == 0) + (d == 0)
    paired = (a == 2) + (b == 2) + (c == 2) + (d == 2)
    return bad, paired, key.count(2) + key.count(3) + key.count(4)


def _complete_maybe(key: tuple[int, ...], status: tuple[int, int, int]) -> bool:
    """False only when ``waits.is_complete`` must be False: a standard shape needs every suit
    read (sets, and one pair in all), seven pairs needs 7 kinds held twice, kokushi 14 terminal
    and honor tiles."""
    bad, paired, _ = status
    return (bad == 0 and paired == 1) or key.count(2) == 7 or sum(_yaochuu_of(key)) == 14


def _complete_quick(key: tuple[int, ...]) -> bool:
    """:func:`_complete_maybe` without the full status: stops at the first unreadable suit."""
    if key.count(2) == 7 or sum(_yaochuu_of(key)) == 14:
        return True
    st = _suit_status
    if st is None:  # pragma: no cover
        return True
    paired = 0
    for seg, honors in ((key[0:9], False), (key[9:18], False), (key[18:27], False)):
        x = st(seg, honors)
        if x == 0:
            return False
        paired += x == 2
    x = st(key[27:34], True)
    return x != 0 and paired + (x == 2) == 1


def _riichi_maybe(key: tuple[int, ...], status: tuple[int, int, int]) -> bool:
    """Exactly :func:`_riichi_possible` (a discard may leave tenpai), from the suit readings."""
    return status[0] <= 2 or status[2] >= 6 or sum(_yaochuu_of(key)) >= 13


_DISCARD_TABLES: dict[int, tuple[Action, ...]] = {}
_KINDS = tuple(range(34))


def _discard_table(seat: int) -> tuple[Action, ...]:
    """The plain (not red) discard Action of each kind for ``seat`` (interned, like _tile_act)."""
    t = _DISCARD_TABLES.get(seat)
    if t is None:
        t = _DISCARD_TABLES[seat] = tuple(_tile_act("discard", seat, k, False) for k in range(34))
    return t


def _win_suits(key: tuple[int, ...]) -> int:
    """Bit mask of the segments (1 man, 2 pin, 4 sou, 8 honors) a tile must belong to for
    :func:`_wins_with` to be possible: 0 when no tile can complete ``key``."""
    # the same answer as from _shape_info(key) (mask, special, mod), computed directly (the
    # counts are new at each call) and stopping at the second unreadable suit
    if sum(key) % 3 != 1:
        return 0
    st = _suit_status
    if st is None or key.count(2) + key.count(3) + key.count(4) >= 6:
        return 15
    if sum(_yaochuu_of(key)) >= 12:
        return 15
    bad = 0
    if st(key[0:9], False) == 0:
        bad = 1
    if st(key[9:18], False) == 0:
        if bad:
            return 0
        bad = 2
    if st(key[18:27], False) == 0:
        if bad:
            return 0
        bad = 4
    if st(key[27:34], True) == 0:
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
    for k in range(34):
        if c[k]:
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
        from .scoring import WinContext  # noqa: F401
    except ImportError:
        return False
    return True


def _maybe(cls: Any, **kwargs: Any) -> dict[str, Any]:
    """Only the keyword arguments ``cls`` accepts (the scoring WinContext may grow fields)."""
    names = {f.name for f in dataclasses.fields(cls)} if dataclasses.is_dataclass(cls) else set()
    return {k: v for k, v in kwargs.items() if k in names}
