"""Colours for the pictures: a colour-blind-safe palette derived from Okabe–Ito, and WCAG contrast.

The Okabe–Ito colours (blue #0072B2, vermillion #D55E00, bluish green #009E73, reddish purple
#CC79A7, orange #E69F00) are darkened where needed so that every colour used for marks on a tile
face (suit pictures, numerals, the red-five mark, the highlight outline) reaches a WCAG 2.x contrast
ratio of at least 4.5:1 against the tile face. ``tests/test_contrast.py`` computes the ratios.

No state is shown by colour alone: red fives also get a corner mark and a dot, highlighted tiles an
outline plus a raised position and a marker, dead-wall roles a text label.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

__all__ = ["Palette", "PALETTE", "relative_luminance", "contrast_ratio", "face_contrasts"]


@dataclass(frozen=True)
class Palette:
    """Colours as ``#RRGGBB`` strings.

    ``face`` is the tile face; ``ink``, ``red``, ``green``, ``blue`` and ``highlight`` are drawn on
    it and must contrast with it (≥ 4.5:1). ``back`` is a face-down tile; ``edge`` the tile outline.
    """

    face: str = "#FFFDF6"
    edge: str = "#5F5F5F"
    ink: str = "#1A1A1A"
    red: str = "#B34700"  # Okabe–Ito vermillion #D55E00, darkened
    green: str = "#007A5A"  # Okabe–Ito bluish green #009E73, darkened
    blue: str = "#0072B2"  # Okabe–Ito blue
    highlight: str = "#8E3A78"  # Okabe–Ito reddish purple #CC79A7, darkened
    back: str = "#C77F00"  # Okabe–Ito orange #E69F00, darkened (face-down tiles)
    back_mark: str = "#FFF4D6"
    background: str = "#FFFFFF"
    dead_wall: str = "#D7ECF8"  # light sky blue (Okabe–Ito #56B4E9 tint) behind the dead wall
    label: str = "#1A1A1A"  # wall/meld labels on the background

    #: the colours drawn on the tile face (checked against ``face``)
    FACE_MARKS = ("ink", "red", "green", "blue", "highlight")


PALETTE = Palette()


def _channel(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def relative_luminance(colour: str) -> float:
    """WCAG 2.x relative luminance of ``#RRGGBB`` (0 = black, 1 = white).

    Raises ValueError for anything that is not a 6-digit hex colour.
    """
    h = colour.lstrip("#")
    if len(h) != 6:
        raise ValueError(f"colour must be #RRGGBB, not {colour!r}")
    r, g, b = (int(h[i : i + 2], 16) / 255 for i in (0, 2, 4))
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def contrast_ratio(a: str, b: str) -> float:
    """WCAG 2.x contrast ratio between two colours, from 1.0 to 21.0."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def face_contrasts(palette: Palette = PALETTE) -> dict[str, float]:
    """Contrast ratio of each face-mark colour of ``palette`` against its tile face."""
    names = {f.name for f in fields(palette)}
    return {
        name: contrast_ratio(getattr(palette, name), palette.face)
        for name in Palette.FACE_MARKS
        if name in names
    }
