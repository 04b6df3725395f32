"""Widgets on a phone and a tablet (issue 22): one Voila page with every widget (KanLab, WallView,
CallLab, ReplayViewer, Quiz, Practice, RuleSwitcher, HandBuilder; tests/ui/make_notebooks.py
``reflow_<lang>``) opened at 360 × 740 and 390 × 844 (touch) and at 768 × 1024, one language each:

- the page never scrolls sideways and no element of ours is wider than the screen;
- with touch (the phones and the tablet) every button, tile, select, summary, choice and
  tappable wall tile is a touch target of at least 44 × 44 CSS px (WCAG 2.5.5), with a gap
  between neighbours (a wall's tiles lie side by side, as on the table);
- the wall picture's labels are still ≥ 11 px as drawn;
- a kan made by tapping changes the wall, a practice answer by tapping is graded, and tapping a
  disabled button or a wall tile shows its reason or name on the page (no hover needed);
- axe-core finds nothing serious or critical in our outputs at the narrow width.
Screenshots: test-artifacts/ui-reflow-<width>-<lang>[-reason|-tile-name|-tapped].png.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import serve
from .test_ui_a11y import audit

SIZES = [  # width, height, touch, language
    (360, 740, True, "en"),
    (390, 844, True, "ja"),
    (768, 1024, True, "zh"),  # a tablet: touch too, the wide layout
]
OURS = ".mjt-view-root, .mjt-practice, .mjt-handbuilder"
TARGETS = ("button, select, summary, input[type=text], input[type=file], .mjt-radio label, "
           ".mjt-check, .mjt-pr-choice, g.mjt-pr-clickable")


@pytest.fixture(scope="module")
def voila_url(chromium, notebook_dir):
    with serve(notebook_dir, "voila") as url:
        yield url


def wider_than_screen(page) -> list[str]:
    """Our elements that reach past the screen's right or left edge (or the page scrolling)."""
    return page.evaluate(
        """(sel) => {
            const w = document.documentElement.clientWidth, out = [];
            if (document.documentElement.scrollWidth > w + 1)
                out.push('page scrolls: ' + document.documentElement.scrollWidth + ' > ' + w);
            for (const root of document.querySelectorAll(sel)) {
                for (const e of [root, ...root.querySelectorAll('*')]) {
                    const r = e.getBoundingClientRect();
                    if (!r.width || (r.right <= w + 1 && r.left >= -1)) continue;
                    out.push(e.tagName + '.' + (e.getAttribute('class') || '')
                             + ' [' + Math.round(r.left) + ', ' + Math.round(r.right) + ']');
                }
            }
            return out.slice(0, 20);
        }""",
        OURS,
    )


def small_targets(page) -> list[str]:
    """Visible controls of ours under 44 × 44 CSS px, or touching a neighbour (< 4 px apart)."""
    return page.evaluate(
        """([sel, targets]) => {
            const out = [], boxes = [];
            for (const root of document.querySelectorAll(sel)) {
                for (const e of root.querySelectorAll(targets)) {
                    const r = e.getBoundingClientRect();
                    // not drawn (hidden, inside a closed <details>): nothing to hit
                    if (!r.width || !r.height || !e.checkVisibility()) continue;
                    const name = e.tagName + '.' + (e.getAttribute('class') || '') + ' "'
                        + (e.getAttribute('aria-label') || e.textContent).trim().slice(0, 20) + '"';
                    if (r.width < 44 || r.height < 44)
                        out.push(name + ' ' + Math.round(r.width) + 'x' + Math.round(r.height));
                    boxes.push([r, name, e]);
                }
            }
            // a thumb hitting the neighbour: two targets closer than 4 px (nested ones excepted)
            for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
                const [a, na, ea] = boxes[i], [b, nb, eb] = boxes[j];
                if (ea.contains(eb) || eb.contains(ea)) continue;
                if (ea.closest('svg') && ea.closest('svg') === eb.closest('svg')) continue;
                const gx = Math.max(b.left - a.right, a.left - b.right);
                const gy = Math.max(b.top - a.bottom, a.top - b.bottom);
                if (gx < 4 && gy < 4) out.push('too close: ' + na + ' / ' + nb);
            }
            return out.slice(0, 30);
        }""",
        [OURS, TARGETS],
    )


def shoot(page, path) -> None:
    """A screenshot of the whole page: Voila scrolls its cells in a box of the screen's height,
    so the screen is made as tall as that box's content for the picture (same width: the same
    layout), then put back."""
    size = page.viewport_size
    tall = page.evaluate("() => { const c = document.querySelector('#rendered_cells');"
                         " return c ? c.scrollHeight + c.getBoundingClientRect().top : 0; }")
    page.set_viewport_size({"width": size["width"], "height": max(size["height"], int(tall))})
    page.screenshot(path=str(path), full_page=True)
    page.set_viewport_size(size)


def smallest_wall_label(page) -> float:
    """The smallest rendered font size (CSS px) of a text in the wall pictures (the wall views'
    and the wall question's)."""
    return page.evaluate(
        """() => {
            let least = Infinity;
            const walls = '.mjt-wallview svg text, .mjt-practice[data-concept="rinshan-wall"] svg text';
            for (const t of document.querySelectorAll(walls)) {
                if (!t.getBoundingClientRect().height) continue;  // not drawn (narrow/wide)
                const m = t.getScreenCTM();
                const size = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
                least = Math.min(least, size);
            }
            return least;
        }"""
    )


@pytest.mark.parametrize("width,height,touch,lang", SIZES,
                         ids=[f"{w}x{h}-{lang}" for w, h, _, lang in SIZES])
def test_every_widget_reflows_and_answers_taps(browser, voila_url, artifacts, width, height,
                                               touch, lang):
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=touch,
                                  is_mobile=touch, device_scale_factor=1)
    page = context.new_page()
    try:
        page.goto(f"{voila_url}/voila/render/reflow_{lang}.ipynb", timeout=180_000)
        page.locator(".mjt-handbuilder .mjt-rack button.mjt-tile").first.wait_for(
            timeout=180_000)
        page.locator(".mjt-practice button.mjt-pr-choice").first.wait_for(timeout=60_000)
        if width < 600:  # the phone's copies asked for the wall in rows (View.narrow)
            expect(page.locator(".mjt-wall-rows svg")).to_have_count(3, timeout=30_000)
        page.wait_for_timeout(500)  # let the last outputs lay out
        assert "Traceback" not in page.inner_text("body")
        shoot(page, artifacts / f"ui-reflow-{width}-{lang}.png")

        # every layout finding at once (one failing check does not hide the others)
        found = {"wider than the screen": wider_than_screen(page)}
        label = round(smallest_wall_label(page), 1)
        if not 11 <= label < 100:  # (infinite: no wall label drawn at all)
            found["wall label under 11 px"] = [label]
        if touch:  # a finger, whatever the width: 44 px targets
            found["small or crowded targets"] = small_targets(page)
        if width < 600:
            found["axe serious/critical"] = audit(page, f"reflow-{width}-{lang}")
        assert {k: v for k, v in found.items() if v} == {}

        def act(loc, **kw):
            (loc.tap if touch else loc.click)(**kw)

        lab = page.locator(".mjt-kanlab").first
        # a disabled button's reason, by tap: shown on the page, not only as a tooltip
        chi = lab.locator('.mjt-btn-chi[aria-disabled="true"]')
        reason = chi.get_attribute("title")
        assert reason
        act(chi, force=True)  # aria-disabled: Playwright would wait for it to be enabled
        expect(lab.locator(".mjt-tap-note")).to_have_text(reason, timeout=10_000)
        # HandBuilder's Undo with nothing to undo: its reason (the tooltip's text, in the page's
        # language) by tap as well
        from mjteach.i18n import t

        undo = page.locator(".mjt-handbuilder").get_by_role("button", name=t("w.hb.undo", lang))
        assert undo.get_attribute("title") == t("w.hb.nothing_to_undo", lang)
        act(undo, force=True)
        expect(page.locator(".mjt-handbuilder .mjt-tap-note")).to_have_text(
            t("w.hb.nothing_to_undo", lang), timeout=10_000)
        page.screenshot(path=str(artifacts / f"ui-reflow-{width}-{lang}-reason.png"))
        # a kan by tapping changes the wall (the dead wall takes a live tile)
        wall = lab.locator(".mjt-wallview").first
        before = wall.inner_text()
        act(lab.locator(".mjt-btn-daiminkan"))
        lab.locator('.mjt-kan-meld[data-meld="(7<777s)"]').wait_for(timeout=15_000)
        expect(wall).not_to_have_text(before, timeout=10_000)
        # the stand-alone wall: a tile's tooltip by tap (the dora indicator), then a kan by tap
        alone = page.locator(".mjt-wallview").nth(1)
        tile = alone.locator('g.mjt-tile[data-index="5"]').filter(visible=True).first
        name = tile.locator("title").text_content()
        assert name
        act(tile)
        expect(alone.locator(".mjt-tap-note")).to_have_text(name, timeout=10_000)
        page.screenshot(path=str(artifacts / f"ui-reflow-{width}-{lang}-tile-name.png"))
        left = alone.inner_text()
        act(alone.locator(".mjt-button").first)
        expect(alone).not_to_have_text(left, timeout=10_000)
        # a practice answer by tapping is graded
        practice = page.locator(".mjt-practice").first
        assert practice.get_attribute("data-state") == "ask"
        act(practice.locator("button.mjt-pr-choice").first)
        expect(practice).not_to_have_attribute("data-state", "ask", timeout=15_000)
        expect(practice.locator(".mjt-pr-feedback")).not_to_be_empty()
        # a wall question answered by tapping a tile of the wall picture shown at that width
        wall_q = page.locator(".mjt-practice").nth(1)
        act(wall_q.locator("g.mjt-pr-clickable").filter(visible=True).first)
        expect(wall_q).not_to_have_attribute("data-state", "ask", timeout=15_000)
        shoot(page, artifacts / f"ui-reflow-{width}-{lang}-tapped.png")
        assert wider_than_screen(page) == []
    finally:
        context.close()
