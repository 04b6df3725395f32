"""Argument checks of the public API: a wrong value is refused where it enters, naming the argument.

``Round(dealer="0")`` used to fail deep inside with ``'<=' not supported between 'int' and 'str'``;
with these it is ``TypeError: dealer must be a whole number 0–3, not '0'``, raised before anything
changes. A wrong *type* is a ``TypeError``, a value of the right type out of range a
``ValueError``; a bool is not a number here (``honba=True`` is refused).

The limits are the game's own (:data:`MAX_COUNT` honba or riichi sticks, :data:`MAX_POINTS` points
in a score); a value past them is a typo or a hostile input, never a game.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

__all__ = ["MAX_COUNT", "MAX_POINTS", "MAX_SEED", "whole", "seat", "flag", "text", "scores", "number"]

MAX_COUNT = 10_000
"""Most honba or riichi sticks a hand may start with (real games stay below 20)."""

MAX_POINTS = 1_000_000
"""Largest score, either sign, in points (four players share 100,000 in a Tenhou game)."""


MAX_SEED = 2**64 - 1
"""Largest wall seed. ``random.Random(seed)`` shuffles with ``abs(seed)``, so a negative seed
would deal the wall of its positive twin (seed -1 is seed 1); seeds are 0 … 2**64-1, a range no
one exhausts (a game draws its hands' seeds with 32 bits), and a longer number is a typo."""


def wall_seed(value: Any) -> int:
    """A wall seed, 0 … :data:`MAX_SEED`."""
    return whole("seed", value, 0, MAX_SEED)


def _span(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f" {low}–{high}"
    if low is not None:
        return f" ≥ {low}"
    return ""


def whole(name: str, value: Any, low: int | None = None, high: int | None = None) -> int:
    """``value`` if it is an int (not a bool) in ``low``–``high`` (either may be None).

    Raises ``TypeError`` for another type, ``ValueError`` out of range; both name ``name``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a whole number{_span(low, high)}, not {value!r}")
    if (low is not None and value < low) or (high is not None and value > high):
        raise ValueError(f"{name} must be a whole number{_span(low, high)}, not {value!r}")
    return value


def number(name: str, value: Any, low: float | None = None, high: float | None = None) -> float:
    """``value`` if it is a finite int or float (not a bool) in ``low``–``high``."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{name} must be a number, not {value!r}")
    if not math.isfinite(value) or (low is not None and value < low) or (
            high is not None and value > high):
        raise ValueError(f"{name} must be a finite number{_span(low, high)}, not {value!r}")  # type: ignore[arg-type]
    return value


def seat(name: str, value: Any, players: int) -> int:
    """A seat number 0 … players-1."""
    return whole(name, value, 0, players - 1)


def flag(name: str, value: Any) -> bool:
    """``value`` if it is True or False."""
    if not isinstance(value, bool):
        raise TypeError(f"{name} must be True or False, not {value!r}")
    return value


def text(name: str, value: Any) -> str:
    """``value`` if it is a str."""
    if not isinstance(value, str):
        raise TypeError(f"{name} must be text (a str), not {type(value).__name__} {value!r}")
    return value


def scores(name: str, value: Any, players: int) -> list[int]:
    """A list of ``players`` whole numbers within ±:data:`MAX_POINTS`."""
    if isinstance(value, (str, bytes, dict)) or not isinstance(value, Iterable):
        raise TypeError(f"{name} must be a list of {players} whole numbers, not {value!r}")
    out = list(value)
    if len(out) != players:
        raise ValueError(f"{name} needs {players} entries, not {len(out)}: {out!r}")
    for i, v in enumerate(out):
        whole(f"{name}[{i}]", v, -MAX_POINTS, MAX_POINTS)
    return out
