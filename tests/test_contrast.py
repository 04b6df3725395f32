"""Colours: a colour-blind-safe palette (Okabe–Ito derived) whose marks reach WCAG 4.5:1 against
the tile face (issue 5 § Colours), computed here, and checked on the colours actually drawn."""

from __future__ import annotations

import re

import pytest

from mjteach.render import PALETTE, contrast_ratio, face_contrasts, relative_luminance, tile_svg
from mjteach.render.palette import Palette
from mjteach.tiles import ALL_KINDS, Tile


def test_wcag_formula_on_known_pairs():
    """The WCAG 2.x ratio: black on white is 21:1, a colour on itself 1:1, #777 on white ~4.48."""
    assert contrast_ratio("#000000", "#FFFFFF") == pytest.approx(21.0)
    assert contrast_ratio("#0072B2", "#0072B2") == pytest.approx(1.0)
    assert contrast_ratio("#777777", "#FFFFFF") == pytest.approx(4.48, abs=0.01)
    assert relative_luminance("#FFFFFF") == pytest.approx(1.0)
    with pytest.raises(ValueError):
        relative_luminance("red")


def test_face_mark_colours_reach_4_5_to_1_against_the_face():
    """ink, red, green, blue and the highlight outline all reach 4.5:1 on the tile face."""
    ratios = face_contrasts()
    assert set(ratios) == {"ink", "red", "green", "blue", "highlight"}
    for name, ratio in ratios.items():
        assert ratio >= 4.5, f"{name} {getattr(PALETTE, name)}: {ratio:.2f}:1"


def test_raw_okabe_ito_vermillion_would_fail_so_it_is_darkened():
    """The check has teeth: Okabe–Ito vermillion and bluish green as such are below 4.5:1."""
    bad = Palette(red="#D55E00", green="#009E73")
    ratios = face_contrasts(bad)
    assert ratios["red"] < 4.5 and ratios["green"] < 4.5


def test_labels_and_highlight_contrast_with_the_background():
    """Labels (wall legend, captions, badges) and the highlight outline on the page background."""
    assert contrast_ratio(PALETTE.label, PALETTE.background) >= 4.5
    assert contrast_ratio(PALETTE.label, PALETTE.dead_wall) >= 4.5
    assert contrast_ratio(PALETTE.highlight, PALETTE.background) >= 4.5


def _drawn_colours(svg: str) -> set[str]:
    return {c.upper() for c in re.findall(r'(?:fill|stroke)="(#[0-9A-Fa-f]{6})"', svg)}


def test_every_colour_drawn_on_a_face_reaches_4_5_to_1():
    """Every colour used on any of the 37 faces (34 kinds + 3 red fives), other than the face
    itself and its edge, reaches 4.5:1 against the face."""
    faces = list(ALL_KINDS) + [Tile.parse(x) for x in ("0m", "0p", "0s")]
    used: set[str] = set()
    for tile in faces:
        used |= _drawn_colours(tile_svg(tile, highlight=True))
    used -= {PALETTE.face.upper(), PALETTE.edge.upper()}
    assert used, "faces draw in colour"
    for colour in sorted(used):
        assert contrast_ratio(colour, PALETTE.face) >= 4.5, colour


def test_no_suit_is_told_by_colour_alone():
    """Each suited face carries its suit letter and number in text, so suit and number read
    without colour vision."""
    for tile in ALL_KINDS[:27]:
        svg = tile_svg(tile)
        assert f">{tile.number}</tspan>" in svg and f">{tile.suit}</tspan>" in svg
