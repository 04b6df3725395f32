"""The state machine of one hand (局): deal, draws, discards, calls, kans, riichi, wins and draws.

Skeleton of the public API (full implementation in progress): see /work/notes/API.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .rules import Reason, Rules
from .tiles import Tile
from .wall import Wall

__all__ = ["Action", "Event", "IllegalAction", "Round", "PlayerState"]

ACTION_KINDS = ("draw", "discard", "chi", "pon", "daiminkan", "kakan", "ankan", "riichi", "tsumo",
                "ron", "pass", "kita")


@dataclass(frozen=True)
class Action:
    """One thing a seat does: ``kind`` (see ACTION_KINDS), the acting ``seat``, the ``tile`` it
    concerns (discarded, called, kan kind, riichi discard) and for a chi the two ``tiles`` from the
    hand."""

    kind: str
    seat: int
    tile: Tile | None = None
    tiles: tuple[Tile, ...] = ()


@dataclass(frozen=True)
class Event:
    """One thing that happened, in order: ``kind``, the ``seat`` concerned, a ``tile`` and details."""

    kind: str
    seat: int | None = None
    tile: Tile | None = None
    data: dict[str, Any] = field(default_factory=dict)


class IllegalAction(ValueError):
    """Raised by Round.play for an action the rules forbid now; ``reason`` says why."""

    def __init__(self, reason: Reason, action: Action | None = None) -> None:
        self.reason = reason
        self.action = action
        super().__init__(reason.message())


@dataclass
class PlayerState:
    """One seat: hand, discards (river), riichi state."""


class Round:
    """One hand of riichi mahjong (implementation in progress)."""

    def __init__(self, rules: Rules = Rules(), wall: Wall | None = None, *, seed: int | None = None,
                 dealer: int = 0, round_wind: int = 0, honba: int = 0, riichi_sticks: int = 0,
                 scores: list[int] | None = None) -> None:
        raise NotImplementedError("Round is being implemented")
