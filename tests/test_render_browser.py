"""Render every meld kind and source, whole hands and the wall in headless Chromium, check the
laid-out boxes in the real DOM (槓 § 槓の種類, 副露 § ポン/チー) and save PNGs to
test-artifacts/render/ for a person to look at.

Needs Debian's chromium (/usr/bin/chromium) driven by Python Playwright (never `playwright
install`); skipped when it is missing unless MJTEACH_REQUIRE_BROWSER is set, then it fails.
"""

from __future__ import annotations

import html
from pathlib import Path

import pytest

from mjteach import Hand, Meld
from mjteach.render import dead_wall_svg, hand_svg, kan_shift_svg, meld_svg, wall_svg
from mjteach.render.save import CHROMIUM_ARGS
from mjteach.wall import Wall

pytestmark = pytest.mark.browser

ARTIFACTS = Path(__file__).resolve().parents[1] / "test-artifacts" / "render"

MELDS = [
    ("chi from kamicha", Meld.chi("345m", "4m"), {}),
    ("pon from kamicha", Meld.pon("555p", "5p", "kamicha"), {}),
    ("pon from toimen", Meld.pon("777z", "7z", "toimen"), {}),
    ("pon from shimocha", Meld.pon("055s", "0s", "shimocha"), {}),
    ("daiminkan from kamicha", Meld.daiminkan("7777s", "7s", "kamicha"), {}),
    ("daiminkan from toimen (2nd)", Meld.daiminkan("7777s", "7s", "toimen"), {}),
    ("daiminkan from toimen (3rd)", Meld.daiminkan("7777s", "7s", "toimen"),
     {"daiminkan_toimen_slot": 2}),
    ("daiminkan from shimocha", Meld.daiminkan("7777s", "7s", "shimocha"), {}),
    ("kakan on a kamicha pon", Meld.pon("888p", "8p", "kamicha").with_added("8p"), {}),
    ("kakan on a toimen pon", Meld.pon("888p", "8p", "toimen").with_added("8p"), {}),
    ("kakan on a shimocha pon", Meld.pon("888p", "8p", "shimocha").with_added("8p"), {}),
    ("ankan, ends face down", Meld.ankan("7777s"), {"ankan_face_down": "ends"}),
    ("ankan, middle face down", Meld.ankan("7777z"), {"ankan_face_down": "middle"}),
]

HANDS = [
    "2399m222666p+1m [8888s]",
    "2m+4m (3<45s) (55^5p) (7777>s) (8<+888p)",
    "1p+1p (1^+111z) [2222z] (6666<z) (0>55m)",
    "19m19p19s1234567z+1m",
]


@pytest.fixture(scope="module")
def page(chromium, playwright_api):
    browser = playwright_api.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
    pg = browser.new_page(viewport={"width": 1100, "height": 900}, device_scale_factor=2)
    requests: list[str] = []
    pg.on("request", lambda r: requests.append(r.url))
    pg.requests = requests  # type: ignore[attr-defined]
    yield pg
    browser.close()


def _page(title: str, rows: list[tuple[str, str]]) -> str:
    body = "".join(
        f'<tr><th style="text-align:left;font:14px sans-serif;padding:6px 12px">{html.escape(c)}'
        f'</th><td class="fig" style="padding:6px">{svg}</td></tr>' for c, svg in rows)
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>{title}</title></head>"
            f"<body style='margin:8px;background:#fff'><table id='t'>{body}</table></body></html>")


JS_BOXES = """() => [...document.querySelectorAll('td.fig > svg')].map(svg =>
  [...svg.querySelectorAll('g.mjt-tile')].map(g => {
    const r = g.querySelector('use').getBoundingClientRect();
    return {pose: g.dataset.pose, left: r.left, right: r.right, top: r.top, bottom: r.bottom};
  }))"""


def test_every_meld_kind_and_source_renders_as_the_articles_show(page):
    """In a real browser: kamicha's tile sideways at the left, toimen's in the middle, shimocha's
    at the right; an ankan with two backs; a kakan's added tile above the called tile."""
    rows = [(label, meld_svg(m, width=40, label=True, **kw)) for label, m, kw in MELDS]
    page.set_content(_page("melds", rows))
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.locator("#t").screenshot(path=str(ARTIFACTS / "melds.png"))
    figures = page.evaluate(JS_BOXES)
    assert len(figures) == len(MELDS)
    for (label, meld, _), boxes in zip(MELDS, figures, strict=True):
        flat = [b for b in boxes if b["pose"] != "stacked"]
        flat.sort(key=lambda b: b["left"])
        poses = [b["pose"] for b in flat]
        if meld.kind.value == "ankan":
            expected = (["down", "up", "up", "down"] if "ends" in label
                        else ["up", "down", "down", "up"])
            assert poses == expected, label
            continue
        side = poses.index("sideways")
        if meld.source.value == "kamicha":
            assert side == 0, label
        elif meld.source.value == "shimocha":
            assert side == len(flat) - 1, label
        else:
            assert 0 < side < len(flat) - 1, label
        s = flat[side]
        assert s["right"] - s["left"] > s["bottom"] - s["top"], label  # really turned
        if meld.kind.value == "kakan":
            (st,) = [b for b in boxes if b["pose"] == "stacked"]
            assert abs(st["left"] - s["left"]) < 0.5, label
            assert st["bottom"] <= s["top"] + 0.5, label
    assert all(u.startswith(("about:", "data:")) for u in page.requests), page.requests


def test_hands_and_wall_render_to_png(page):
    """Whole hands (drawn tile apart, melds at the right) and the wall pictures as PNGs."""
    rows = [(h, hand_svg(Hand.parse(h), width=36, labels=True)) for h in HANDS]
    page.set_content(_page("hands", rows))
    page.locator("#t").screenshot(path=str(ARTIFACTS / "hands.png"))
    w = Wall.from_seed(7)
    w.deal()
    for _ in range(20):
        w.draw()
    w.reveal_kan_dora()
    w.draw_rinshan()
    walls = [("wall after one ankan", wall_svg(w, width=22)),
             ("dead wall", dead_wall_svg(w)),
             ("boundary after each kan", kan_shift_svg(Wall.from_seed(7)))]
    for name, svg in walls:
        page.set_content(_page(name, [(name, svg)]))
        out = ARTIFACTS / (name.replace(" ", "_") + ".png")
        page.locator("td.fig").screenshot(path=str(out))
        assert out.stat().st_size > 5_000
    figures = page.evaluate(JS_BOXES)
    assert figures and len(figures[0]) > 50
