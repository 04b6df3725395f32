"""Pictures of tiles, melds, hands and the wall as SVG strings (pure, deterministic functions).

Public API::

    tile_svg(tile, *, width=32, pose="up", lang=None, highlight=False) -> str
    meld_svg(meld, *, width=32, ankan_face_down="ends", daiminkan_toimen_slot=1, lang=None,
             label=False) -> str
    melds_svg(melds, *, width=32, labels=True, captions=None, ...) -> str   # a row to compare
    hand_svg(hand, *, width=32, lang=None, highlight=(), labels=False, ...) -> str
    wall_svg(wall, *, width=..., lang=None, highlight=(), ...) -> str
    wall_rows_svg(wall, *, width=13, per_row=None, ...) -> str   # unrolled, for a phone
    dead_wall_svg(wall, *, width=..., lang=None) -> str
    kan_shift_svg(wall, *, kans=4, ...) -> str   # the dead-wall boundary after each kan
    save_svg(obj_or_svg, path) -> Path;  to_png(obj_or_svg, path) -> Path
    PALETTE, Palette, contrast_ratio, relative_luminance

Everything is drawn here from shapes and text: no image files, no web fonts, no CDN. Each tile
is a ``<g role="img" aria-label=…>`` with a ``<title>`` in the current language
(:func:`mjteach.set_language`). Faces are ``<symbol>``s with ids derived from their content.
"""

from __future__ import annotations

from .hands import hand_svg, meld_svg, melds_svg, tile_svg
from .palette import PALETTE, Palette, contrast_ratio, face_contrasts, relative_luminance

__all__ = [
    "PALETTE",
    "Palette",
    "contrast_ratio",
    "dead_wall_svg",
    "face_contrasts",
    "kan_shift_svg",
    "hand_svg",
    "meld_svg",
    "melds_svg",
    "relative_luminance",
    "save_svg",
    "tile_svg",
    "to_png",
    "wall_rows_svg",
    "wall_svg",
]


def __getattr__(name: str):  # wall and save helpers load lazily (the wall model may be absent)
    if name in ("wall_svg", "wall_rows_svg", "dead_wall_svg", "kan_shift_svg", "wall_roles"):
        from . import wall

        return getattr(wall, name)
    if name in ("save_svg", "to_png", "as_svg"):
        from . import save

        return getattr(save, name)
    raise AttributeError(f"module 'mjteach.render' has no attribute {name!r}")
