"""mjteach: Jupyter lessons and widgets that teach the calls of riichi mahjong.

The model (tiles, melds, hands, rules, wall, round, scoring) is plain Python; rendering is pure
functions to SVG (:mod:`mjteach.render`); widgets (:mod:`mjteach.widgets`) are thin views.

Quick start::

    import mjteach
    hand = mjteach.Hand.parse("2399m222666p [8888s]")
    hand            # draws itself in a notebook
    mjteach.set_language("ja")
"""

from __future__ import annotations

from .hand import Hand, HandError
from .i18n import get_language, set_language
from .melds import Meld, MeldError, MeldKind, Source
from .rules import PRESETS, Reason, Rules
from .tiles import NotationError, Tile, format_tiles, parse_tiles

__version__ = "0.1.0"

__all__ = [
    "Hand",
    "HandError",
    "Meld",
    "MeldError",
    "MeldKind",
    "NotationError",
    "PRESETS",
    "Reason",
    "Rules",
    "Source",
    "Tile",
    "format_tiles",
    "get_language",
    "parse_tiles",
    "set_language",
]


def __getattr__(name: str):  # lazy: keep `import mjteach` fast and free of heavy imports
    if name in ("Wall",):
        from .wall import Wall

        return Wall
    if name in ("Round",):
        from .round import Round

        return Round
    raise AttributeError(f"module 'mjteach' has no attribute {name!r}")
