"""Accessibility in the browser (issue 13): axe-core (vendored, tests/ui/vendor/) audits our own
output in JupyterLab and Voila, scoped to the cell outputs (JupyterLab's own toolbar and editor are
not ours), and requires no violation of impact "serious" or "critical"; a keyboard-only test tabs
through KanLab and makes a kan; a lesson in Voila loads nothing from outside the server (a
classroom without internet sees it complete).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from .conftest import ARTIFACTS, ROOT, open_and_run_all, scratch_copy, serve

AXE = Path(__file__).parent / "vendor" / "axe.min.js"
AXE_SHA256 = "29348999450cdf2849a8e70b7912fc2da85a849da39c0d0d5394f51d4a9ed95c"
OUTPUTS = ".jp-OutputArea-output"


def test_vendored_axe_is_the_recorded_version():
    assert hashlib.sha256(AXE.read_bytes()).hexdigest() == AXE_SHA256
    assert AXE.read_text(encoding="utf-8").startswith("/*! axe v4.14.1")


def audit(page, name: str, scope: str = OUTPUTS) -> list[dict]:
    """axe-core on what ``scope`` selects (default: every cell output); returns the
    serious/critical violations (and saves all)."""
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    result = page.evaluate(
        """async (sel) => {
            const r = await axe.run({include: [[sel]]}, {resultTypes: ["violations"]});
            return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.map(n => n.target.join(" ")).slice(0, 5)}));
        }""",
        scope,
    )
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / f"axe-{name}.json").write_text(json.dumps(result, indent=1))
    return [v for v in result if v["impact"] in ("serious", "critical")]


def test_axe_finds_no_serious_violation_in_the_widgets_in_jupyterlab(page, lab_url, artifacts):
    open_and_run_all(page, lab_url, "kan_lab.ipynb")
    page.locator(".mjt-rules select").first.wait_for(timeout=90_000)
    page.locator(".mjt-kanlab").nth(2).locator(".mjt-btn-daiminkan").wait_for(timeout=30_000)
    assert audit(page, "lab-kan_lab") == []
    open_and_run_all(page, lab_url, "more_widgets.ipynb")
    page.locator(".mjt-replay .mjt-jump-kan").first.wait_for(timeout=90_000)
    assert audit(page, "lab-more_widgets") == []


def test_keyboard_alone_makes_an_ankan(page, lab_url, artifacts):
    """Tab into the first KanLab, Tab to Draw, Enter; Tab to Ankan, Enter: the meld appears. The
    tiles are reached with Tab too (one stop, arrows inside) and read by name."""
    open_and_run_all(page, lab_url, "kan_lab.ipynb")
    lab = page.locator(".mjt-kanlab").first
    lab.locator(".mjt-btn-draw").wait_for(timeout=90_000)
    lab.locator("button.mjt-tile").first.focus()  # where Tab from the cell above lands
    names = []

    def tab_to(cls: str, key: str = "Tab") -> None:
        """Press Tab (or Shift+Tab) until this lab's control of class ``cls`` has the focus."""
        for _ in range(40):
            page.keyboard.press(key)
            now = lab.evaluate(
                "(lab) => [document.activeElement.className, "
                "document.activeElement.getAttribute('aria-label') || "
                "document.activeElement.textContent, lab.contains(document.activeElement)]"
            )
            names.append(now[1])
            if cls in now[0].split() and now[2]:
                return
        raise AssertionError(f"{key} never reached {cls}: {names}")

    tab_to("mjt-btn-draw")
    page.keyboard.press("Enter")
    lab.locator(".mjt-btn-ankan:not([aria-disabled])").wait_for(timeout=10_000)
    # the focus stayed on Draw across the redraw; Ankan sits before it
    assert lab.evaluate("(lab) => document.activeElement.classList.contains('mjt-btn-draw')")
    tab_to("mjt-btn-ankan", "Shift+Tab")
    page.keyboard.press("Enter")
    lab.locator('.mjt-kan-meld[data-meld="[8888s]"]').wait_for(timeout=10_000)
    # arrows move inside the rack; the focused tile is named in words
    lab.locator("button.mjt-tile").first.focus()
    page.keyboard.press("ArrowRight")
    label = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert label and "(" in label and label.split(" (")[0] not in ("", label)
    lab.screenshot(path=str(artifacts / "ui-kanlab-keyboard.png"))


@pytest.mark.parametrize(
    "lesson", ["en/02-kan-procedure.ipynb", "ja/03-rinshan-and-wall.ipynb", "zh/05-ankan.ipynb"]
)
def test_lesson_in_voila_is_accessible_and_self_contained(browser, tmp_path, artifacts, lesson):
    """Voila shows only outputs: axe finds no serious/critical violation in them (the issue saw
    unnamed selects and SVG <img> without alt). Offline (every request outside the local server
    refused, as in a classroom without internet) the lesson still renders completely: the only
    outside request is Voila's own template stylesheet (an icon font from a CDN), and nothing in
    our output uses an icon font."""
    path = ROOT / "lessons" / lesson
    scratch_copy([path], tmp_path)
    local = ("http://127.0.0.1", "ws://127.0.0.1", "data:", "blob:")
    with serve(tmp_path, "voila", path.name) as url:
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        outside: list[str] = []

        def offline(route):
            if route.request.url.startswith(local):
                route.continue_()
            else:
                outside.append(route.request.url)
                route.abort("internetdisconnected")

        page.route("**/*", offline)
        page.goto(f"{url}/", timeout=180_000)
        page.locator(".mjt-rules select").first.wait_for(timeout=180_000)
        assert "Traceback" not in page.inner_text("body")
        serious = audit(page, f"voila-{lesson.replace('/', '-')[:5]}")
        icons = page.locator(f"{OUTPUTS} .fa, {OUTPUTS} [class*='fa-']").count()
        page.screenshot(path=str(artifacts / f"ui-voila-{lesson.replace('/', '-')[:5]}.png"),
                        full_page=False)
        page.close()
    assert serious == []
    assert icons == 0
    assert all("fontawesome" in u for u in outside), outside  # Voila's template, not ours


def test_rule_options_are_not_cut_off(page, lab_url, artifacts):
    """Open the switcher's single options: every select shows its whole chosen text and has a
    visible label beside it (issue 13 §6: option dropdowns were cut off); the caret of the
    <details> is a text marker, not an icon font."""
    open_and_run_all(page, lab_url, "kan_lab.ipynb")
    rules = page.locator(".mjt-rules").first
    rules.locator("summary").first.wait_for(timeout=90_000)
    rules.locator("summary").first.click()
    rules.locator(".mjt-grid select").first.wait_for(timeout=10_000)
    cut = rules.evaluate(
        """(r) => [...r.querySelectorAll('.mjt-grid select')].filter((s) => {
            // the chosen text, set in the select's font, must fit beside the arrow
            const probe = document.createElement('span');
            probe.style.font = getComputedStyle(s).font;
            probe.style.whiteSpace = 'pre';
            probe.textContent = s.options[s.selectedIndex].textContent;
            document.body.appendChild(probe);
            const need = probe.getBoundingClientRect().width + 12;
            probe.remove();
            const field = s.closest('label');
            const label = field && field.querySelector('.mjt-field-label');
            return s.getBoundingClientRect().width < need || !label
                || !label.textContent.trim();
        }).map((s) => s.closest('label') ? s.closest('label').textContent : s.outerHTML)"""
    )
    rules.screenshot(path=str(artifacts / "ui-rules-options.png"))
    assert cut == []
