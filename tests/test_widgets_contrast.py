"""Colours the widgets add meet WCAG 2.x contrast 4.5:1 on white (issue 5; jupyter.md §9), and no
state is shown by colour alone (highlighted tiles are also raised and underlined; changed rows
carry a ▲/▼ or 'changed' mark; refusals carry a ✗ and text)."""

from __future__ import annotations

import re
from pathlib import Path

from mjteach.render import contrast_ratio

WIDGETS = Path(__file__).resolve().parents[1] / "mjteach" / "widgets"
HEX = re.compile(r"#[0-9A-Fa-f]{6}\b")
# backgrounds drawn behind text (not text colours themselves)
BACKGROUNDS = {"#F3E5F0", "#F7F7F7", "#ECECEC", "#DBE9F6"}  # view.css: button faces
# Practice widget (practice.css): choice, selected, correct, hint and explanation backgrounds
PRACTICE_BACKGROUNDS = {"#F7F7F7", "#E3ECFD", "#E2F4E5", "#FFF6D6", "#F1F5FB"}
PRACTICE_TEXT = {"#1A1A1A", "#17692A", "#A1260D", "#0B57D0"}


def widget_colours() -> set[str]:
    found: set[str] = set()
    for path in list(WIDGETS.glob("*.py")) + list(WIDGETS.glob("*.css")):
        found |= {c.upper() for c in HEX.findall(path.read_text())}
    return found


def test_every_widget_text_colour_has_contrast_on_white():
    colours = widget_colours() - BACKGROUNDS - PRACTICE_BACKGROUNDS
    assert colours, "no colours found: the scan is broken"
    for colour in sorted(colours):
        assert contrast_ratio(colour, "#FFFFFF") >= 4.5, colour


def test_changed_row_background_keeps_text_readable():
    for bg in BACKGROUNDS:
        assert contrast_ratio("#1A1A1A", bg) >= 4.5
        assert contrast_ratio("#8E3A78", bg) >= 4.5


def test_practice_text_is_readable_on_its_backgrounds():
    """The Practice widget's feedback colours (right green, wrong red, links blue) on its own
    light backgrounds; right/wrong also carry words and a ✓, not colour alone."""
    for bg in PRACTICE_BACKGROUNDS:
        for fg in PRACTICE_TEXT:
            assert contrast_ratio(fg, bg) >= 4.5, (fg, bg)
    css = (WIDGETS / "practice.css").read_text()
    assert 'content: " ✓"' in css


def test_highlight_is_not_colour_alone():
    css = (WIDGETS / "view.css").read_text()
    rule = css[css.index(".mjt-tile.mjt-hl") :].split("}")[0]
    assert "transform" in rule and "border-bottom" in rule


def test_raised_tile_stays_inside_the_rack():
    """A highlighted tile (the drawn tile) is raised by translateY; the anywidget wrapper clips
    overflow, so the rack's top padding must be at least the raise or the tile's top is cut off
    (seen in JupyterLab and Voila: the drawn 1m lost its label row)."""
    css = (WIDGETS / "view.css").read_text()
    hl = css[css.index(".mjt-tile.mjt-hl") :].split("}")[0]
    raise_px = float(re.search(r"translateY\(-(\d+(?:\.\d+)?)px\)", hl).group(1))
    rack = css[css.index(".mjt-rack {") :].split("}")[0]
    pad = float(re.search(r"padding-top:\s*(\d+(?:\.\d+)?)px", rack).group(1))
    assert raise_px > 0
    assert pad >= raise_px
