"""Each edition of a lesson in a real browser (issue 14 § Tests): lesson 01 in English, Japanese
and Chinese, run in JupyterLab and in Voila; the page starts in the edition's language, then the
language picker switches the widgets (quiz question and Check button) to another language.
Screenshots of both states go to test-artifacts/ (edition-<app>-<lang>-*.png).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mjteach.course import _
from mjteach.widgets.quiz import resolve

from .conftest import scratch_copy, serve

ROOT = Path(__file__).resolve().parents[2]
LESSON = "01-kantsu.ipynb"
# What the page shows in each language: the first quiz's question (the prediction in section 3)
# and its Check button.
# Taken from the lesson's catalogs, so a reworded quiz does not leave this test behind.
QUESTION = {lang: resolve(_("Which of the two hands scores sanankou?"), lang) for lang in ("en", "ja", "zh")}
CHECK = {"en": "Check", "ja": "答え合わせ", "zh": "检查"}
PROSE = {"en": "One word, three ways to make it", "ja": "ひとつの言葉、3つの作り方", "zh": "一个词，三种做法"}
PICKER = {"en": "English", "ja": "日本語", "zh": "中文"}
SWITCH_TO = {"en": "ja", "ja": "zh", "zh": "en"}

pytestmark = pytest.mark.browser


def _edition(lang: str, tmp_path_factory) -> Path:
    folder = ROOT / "lessons" / lang
    return scratch_copy([folder / LESSON, folder / "glossary.ipynb"],
                        tmp_path_factory.mktemp(f"edition-{lang}"))


def _scroll_to(locator) -> None:
    """Scroll a widget into view; JupyterLab's windowed notebook may detach and re-attach the cell
    while it settles ("Element is not attached to the DOM"), so try again a few times."""
    from playwright.sync_api import Error as PlaywrightError

    for _attempt in range(5):
        try:
            locator.scroll_into_view_if_needed(timeout=10_000)
            return
        except PlaywrightError:
            locator.page.wait_for_timeout(500)
    locator.scroll_into_view_if_needed()


def _check_language(page, lang: str) -> None:
    quiz = page.locator(".mjt-quiz").first
    quiz.get_by_text(QUESTION[lang]).first.wait_for(timeout=30_000)
    assert quiz.locator("button", has_text=CHECK[lang]).count() == 1


def _switch(page, artifacts, app: str, lang: str) -> None:
    page.screenshot(path=str(artifacts / f"edition-{app}-{lang}-start.png"), full_page=False)
    other = SWITCH_TO[lang]
    page.locator(".widget-toggle-button", has_text=PICKER[other]).first.click()
    _check_language(page, other)
    _scroll_to(page.locator(".mjt-quiz").first)
    page.screenshot(path=str(artifacts / f"edition-{app}-{lang}-to-{other}.png"), full_page=False)


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_edition_in_voila_starts_in_its_language_and_the_picker_switches(
        browser, artifacts, tmp_path_factory, lang):
    root = _edition(lang, tmp_path_factory)
    with serve(root, "voila", LESSON) as url:
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        try:
            page.goto(f"{url}/", timeout=180_000)
            page.locator(".mjt-quiz").first.wait_for(timeout=180_000)
            body = page.locator("body").inner_text()
            assert PROSE[lang] in body and "Traceback" not in body
            _check_language(page, lang)
            _switch(page, artifacts, "voila", lang)
        finally:
            page.close()


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_edition_in_jupyterlab_starts_in_its_language_and_the_picker_switches(
        page, artifacts, tmp_path_factory, lang):
    root = _edition(lang, tmp_path_factory)
    with serve(root) as url:
        page.goto(f"{url}/lab/tree/{LESSON}?reset")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
        page.get_by_text("Python 3 (ipykernel) | Idle").first.wait_for(timeout=60_000)
        # JupyterLab draws only the cells in view: read the top of the lesson before running it
        page.locator(".jp-Notebook .jp-RenderedMarkdown", has_text=PROSE[lang]).first.wait_for(
            state="attached", timeout=30_000)
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
        page.locator(".mjt-quiz").first.wait_for(timeout=120_000)
        _check_language(page, lang)
        page.evaluate("document.querySelector('.jp-WindowedPanel-outer').scrollTop = 0")
        page.locator(".widget-toggle-buttons").first.wait_for(timeout=30_000)
        page.screenshot(path=str(artifacts / f"edition-lab-{lang}-top.png"), full_page=False)
        page.locator(".widget-toggle-button", has_text=PICKER[SWITCH_TO[lang]]).first.click()
        _scroll_to(page.locator(".mjt-quiz").first)
        _check_language(page, SWITCH_TO[lang])
        page.screenshot(path=str(artifacts / f"edition-lab-{lang}-to-{SWITCH_TO[lang]}.png"),
                        full_page=False)
