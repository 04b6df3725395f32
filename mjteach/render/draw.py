"""Placing tiles on a canvas: upright, sideways, face down and stacked (kakan), with titles.

A :class:`Canvas` collects the ``<symbol>`` faces it needs (each once, in order of first use) and
the placed tiles, then writes one deterministic ``<svg>`` document.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from ..i18n import t
from ..tiles import Tile
from .faces import H, W, back_symbol, face_symbol
from .palette import PALETTE, Palette
from .svg import attr, document, esc, num

__all__ = ["Canvas", "tile_size", "tile_title", "POSES"]

POSES = ("up", "sideways", "down", "stacked")


def tile_size(width: float) -> tuple[float, float]:
    """(width, height) in px of an upright tile ``width`` px wide (faces are 3:4)."""
    if not width or width <= 0:
        raise ValueError(f"tile width must be a positive number of px, not {width!r}")
    return float(width), width * H / W


def tile_title(tile: Tile | None, pose: str, lang: str | None, *, source: str | None = None) -> str:
    """The accessible name of a placed tile in ``lang``: its name plus how it lies.

    ``source`` (``"kamicha"``, ``"toimen"``, ``"shimocha"``) names the seat a sideways tile came
    from.
    """
    name = tile.name(lang) if tile is not None else t("render.tile_back", lang)
    if pose == "sideways" and source:
        return t("render.title_called", lang, tile=name, seat=t(f"seat.{source}", lang))
    if pose == "stacked":
        return t("render.title_added", lang, tile=name)
    if pose == "down" and tile is not None:
        return t("render.title_face_down", lang, tile=name)
    return name


@lru_cache(maxsize=8192)
def _placed(sid: str, notation: str | None, x: float, y: float, width: float, pose: str,
            title: str, highlight: bool, faded: bool, data: tuple[tuple[str, str], ...],
            ring: str) -> tuple[str, tuple[float, float, float, float]]:
    """The markup and bounding box of one placed tile (:meth:`Canvas.tile`). Kept for the next
    picture: a redrawn wall places most of its tiles as before (a kan changes a few), and under
    Pyodide building each ``<g>`` again was most of a tap's time on a phone (issue 22)."""
    w, h = tile_size(width)
    attrs = {"class": "mjt-tile", "role": "img", "aria-label": title, "data-pose": pose}
    if notation is not None:
        attrs["data-tile"] = notation
    if highlight:
        attrs["data-highlight"] = "1"
    if faded:
        attrs["opacity"] = "0.35"
        attrs["data-faded"] = "1"
    attrs.update(data)
    head = "<g " + " ".join(f"{k}={attr(v)}" for k, v in attrs.items()) + ">"
    if pose in ("sideways", "stacked"):
        use = (f'<use xlink:href="#{sid}" width="{num(w)}" height="{num(h)}" '
               f'transform="translate({num(x)} {num(y + w)}) rotate(-90)"/>')
        box = (x, y, h, w)
    else:
        use = (f'<use xlink:href="#{sid}" x="{num(x)}" y="{num(y)}" width="{num(w)}" '
               f'height="{num(h)}"/>')
        box = (x, y, w, h)
    out = head + f"<title>{esc(title)}</title>" + use
    if highlight:
        bx, by, bw, bh = box
        sw = max(2.0, w / 12)
        out += (
            f'<rect x="{num(bx - sw / 2)}" y="{num(by - sw / 2)}" width="{num(bw + sw)}" '
            f'height="{num(bh + sw)}" rx="{num(w / 8)}" fill="none" '
            f'stroke="{ring}" stroke-width="{num(sw)}"/>'
            # a marker under the tile: highlight is not shown by colour alone
            f'<path d="M{num(bx + bw / 2)} {num(by + bh + sw + 1)}l{num(w / 5)} {num(w / 5)}'
            f'h{num(-2 * w / 5)}Z" fill="{ring}"/>'
        )
    return out + "</g>", box


@dataclass
class Canvas:
    """A picture under construction; coordinates in px."""

    palette: Palette = PALETTE
    _defs: dict[str, str] = field(default_factory=dict)
    parts: list[str] = field(default_factory=list)

    def symbol(self, tile: Tile | None) -> str:
        """Id of the face of ``tile`` (``None`` = a back), adding its ``<symbol>`` on first use."""
        sid, markup, parts = (back_symbol(self.palette) if tile is None
                              else face_symbol(tile, self.palette))
        if sid not in self._defs:
            for pid, pmarkup in parts:
                self._defs.setdefault(pid, pmarkup)
            self._defs[sid] = markup
        return sid

    def tile(self, tile: Tile | None, x: float, y: float, width: float, pose: str = "up", *,
             title: str, highlight: bool = False, faded: bool = False,
             data: dict[str, str] | None = None) -> tuple[float, float, float, float]:
        """Place one tile whose bounding box has its top-left corner at (x, y).

        ``pose``: ``"up"`` (w × h), ``"sideways"`` / ``"stacked"`` (turned 90° counter-clockwise,
        top to the left: h × w), ``"down"`` (a back, w × h). ``tile=None`` draws a back in any pose.
        Returns the bounding box (x, y, box_width, box_height).
        """
        if pose not in POSES:
            raise ValueError(f"pose must be one of {', '.join(POSES)}, not {pose!r}")
        tile_size(width)  # a bad width is refused before the face is added
        sid = self.symbol(None if pose == "down" else tile)
        markup, box = _placed(sid, tile.notation if tile is not None else None, x, y, width, pose,
                              title, highlight, faded, tuple((data or {}).items()),
                              self.palette.highlight)
        self.parts.append(markup)
        return box

    def add(self, markup: str) -> None:
        self.parts.append(markup)

    @property
    def defs(self) -> str:
        return "".join(self._defs.values())

    def render(self, width: float, height: float, *, label: str, css_class: str = "mjt") -> str:
        return document(width, height, "".join(self.parts), label=label, defs=self.defs,
                        css_class=css_class)
