"""The state of a hand and its undo: :class:`PlayerState` (one seat's tiles and status) and the
:class:`RoundState` part of :class:`~mjteach.round.Round`: views (whose turn, seat winds), the saved
state that ``undo()`` restores (the engine is deterministic, so undo replays from the start),
the event log, snapshots.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .. import checks
from ..hand import Hand
from ..melds import Meld
from ..tiles import Tile, format_tiles
from .actions import Action, _event, _jsonable, _new

_SUIT = tuple(k // 9 for k in range(34))  # 0 man, 1 pin, 2 sou, 3 honors
_STEP = tuple(1 << 3 * (k % 9) for k in range(34))  # one tile of kind k in its suit's code


def codes_of(counts: list[int] | tuple[int, ...]) -> list[int]:
    """The per-suit codes of 34 counts (see :attr:`PlayerState.codes`)."""
    out = [0, 0, 0, 0]
    for k, c in enumerate(counts):
        if c:
            out[_SUIT[k]] += c * _STEP[k]
    return out


@dataclass(slots=True)
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
    counts : list[int]
        How many closed tiles (drawn included) of each kind 0–33.
    codes : list[int]
        The same counts per suit (man, pin, sou, honors), one int each: 3 bits per kind, the
        suit's first kind lowest (``shapes.codes_of(counts)``); kept current with ``counts`` so
        the shape checks look a suit up by one int instead of hashing its counts.
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
    codes: list[int] = field(default_factory=lambda: [0, 0, 0, 0])

    @property
    def hand(self) -> Hand:
        """The hand as an immutable :class:`Hand` (concealed, drawn, melds)."""
        return Hand(tuple(self.concealed), self.drawn, tuple(self.melds))

    @property
    def closed_tiles(self) -> list[Tile]:
        return self.concealed + ([self.drawn] if self.drawn is not None else [])

    def copy(self) -> PlayerState:
        """An independent copy (its lists are new; tiles and melds are values, shared)."""
        new = _new(PlayerState)  # field by field (undo saves a copy of each seat at each start)
        new.seat = self.seat
        new.concealed = self.concealed[:]
        new.drawn = self.drawn
        new.melds = self.melds[:]
        new.discards = self.discards[:]
        new.called_away = self.called_away[:]
        new.tsumogiri = self.tsumogiri[:]
        new.riichi = self.riichi
        new.riichi_declared = self.riichi_declared
        new.double_riichi = self.double_riichi
        new.riichi_discard = self.riichi_discard
        new.ippatsu = self.ippatsu
        new.furiten_temporary = self.furiten_temporary
        new.furiten_riichi = self.furiten_riichi
        new.kita = self.kita[:]
        new.counts = self.counts[:]
        new.codes = self.codes[:]
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
        self.codes[_SUIT[k]] -= _STEP[k]

    def _add(self, k: int) -> None:
        """Count one more closed tile of kind ``k`` (the tile itself is placed by the caller)."""
        self.counts[k] += 1
        self.codes[_SUIT[k]] += _STEP[k]

    def _set_counts(self, counts: list[int]) -> None:
        """Set the closed tiles' counts (scenarios), with their per-suit codes."""
        self.counts = list(counts)
        self.codes = codes_of(counts)

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


class RoundState:
    """Views, undo, the event log and snapshots of a Round (mixed into Round)."""

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
        return (checks.seat("seat", seat, self.n) - self.dealer) % self.n

    def relation(self, seat: int, other: int) -> str:
        """Where ``other`` sits for ``seat``: self, shimocha, toimen or kamicha."""
        d = (checks.seat("other", other, self.n) - checks.seat("seat", seat, self.n)) % self.n
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

        Raises TypeError if ``steps`` is not a whole number, ValueError if it is negative or more
        than the actions played.
        """
        checks.whole("steps", steps)
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

    # ----- applying -----------------------------------------------------
    def _emit(
        self, kind: str, seat: int | None = None, tile: Tile | None = None, **data: Any
    ) -> None:
        self.events.append(_event(kind, seat, tile, data))

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
