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

from .diff import PartChange, ValuationDiff, diff_valuations  # noqa: E402
from .kan import KanComparison, KanOption, compare_kan, kan_fu_table, kan_options  # noqa: E402

__all__ += [
    "PartChange",
    "ValuationDiff",
    "diff_valuations",
    "KanComparison",
    "KanOption",
    "compare_kan",
    "kan_fu_table",
    "kan_options",
]

from .calls import (  # noqa: E402
    CallComparison,
    compare_call,
    ippatsu_broken,
    open_hand_table,
    yaku_lost_when_open,
)

__all__ += [
    "CallComparison",
    "compare_call",
    "ippatsu_broken",
    "open_hand_table",
    "yaku_lost_when_open",
]
