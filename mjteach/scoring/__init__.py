"""Scoring: hand value through the ``mahjong`` package, fu broken down for learners, what a kan or
a call changes, and who pays (pao).

* :func:`evaluate` (``hand, WinContext, rules -> Valuation``) in :mod:`mjteach.scoring.core`;
* :func:`compare_kan`, :func:`kan_options`, :func:`kan_fu_table` in :mod:`mjteach.scoring.kan`;
* :func:`compare_call`, :func:`diff_valuations`, :func:`ippatsu_broken` in
  :mod:`mjteach.scoring.calls`.
"""

from __future__ import annotations

from .core import (
    FuPart,
    Note,
    SetInfo,
    Valuation,
    WinContext,
    YakuValue,
    basic_points,
    dora_for_rinshan,
    evaluate,
    is_winning_shape,
    set_fu,
    yaku_key,
)

__all__ = [
    "FuPart",
    "Note",
    "SetInfo",
    "Valuation",
    "WinContext",
    "YakuValue",
    "basic_points",
    "dora_for_rinshan",
    "evaluate",
    "is_winning_shape",
    "set_fu",
    "yaku_key",
]
