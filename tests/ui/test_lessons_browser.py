"""Every lesson opened in a real JupyterLab, Run All, and no error on the page (issue 6).

Recipe and fixtures: docs/notes/jupyter.md §7 and tests/ui/conftest.py (Debian chromium via
Playwright's executable_path, ``?reset``, kernel Idle before Run All). The lessons are copied to a
scratch folder that one JupyterLab server serves for this module. A lesson passes when every code
cell has run (each prompt shows a number), no output is a traceback or stderr text, no widget
failed to display, and its quizzes and rule switcher are drawn as widgets.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from .conftest import scratch_copy, serve

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "lessons" / "en").glob("[0-9][0-9]-*.ipynb"))  # the English edition; tests/ui/test_editions_browser.py opens ja and zh


@pytest.fixture(scope="module")
def lessons_lab(chromium, tmp_path_factory):
    """A JupyterLab server whose root is a scratch copy of lessons/."""
    with serve(scratch_copy(LESSONS, tmp_path_factory.mktemp("lessons"))) as url:
        yield url


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_lesson_runs_all_cells_in_jupyterlab_without_errors(page, lessons_lab, artifacts, lesson):
    """Run ▸ Run All Cells on the lesson; every code cell finishes, nothing shows an error."""
    page.goto(f"{lessons_lab}/lab/tree/{lesson.name}?reset")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    page.get_by_text("Python 3 (ipykernel) | Idle").first.wait_for(timeout=60_000)
    # The committed notebook already shows numbered prompts: clear them so only this run counts.
    page.get_by_role("menuitem", name="Edit", exact=True).click()
    page.get_by_role("menuitem", name="Clear Outputs of All Cells", exact=True).click()
    page.wait_for_function(
        """() => ![...document.querySelectorAll('.jp-Notebook .jp-CodeCell .jp-InputPrompt')]
                 .some(p => /\\[\\d+\\]/.test(p.textContent))""",
        timeout=30_000,
    )
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.wait_for_function(
        """() => {
            const sel = '.jp-Notebook .jp-CodeCell .jp-InputPrompt';
            const shown = [...document.querySelectorAll(sel)]
                .map(p => p.textContent.trim()).filter(t => t !== '');
            return shown.length > 0 && shown.every(t => /\\[\\d+\\]/.test(t));
        }""",
        timeout=120_000,
    )
    page.get_by_text("Python 3 (ipykernel) | Idle").first.wait_for(timeout=60_000)
    prompts = page.locator(".jp-Notebook .jp-CodeCell .jp-InputPrompt").all_text_contents()
    numbers = [int(m.group(1)) for p in prompts if (m := re.search(r"\[(\d+)\]", p))]
    # cells whose input is collapsed (quiz cells) show no prompt text; the others count up, in
    # order, with no cell run twice and none left unrun
    hidden = sum(1 for c in json.loads(lesson.read_text(encoding="utf-8"))["cells"]
                 if c["cell_type"] == "code" and c["metadata"].get("jupyter", {}).get("source_hidden"))
    assert numbers and numbers == sorted(set(numbers)), prompts
    assert numbers[-1] - numbers[0] + 1 <= len(prompts), prompts
    assert len(numbers) >= len(prompts) - hidden - 1, prompts

    errors = page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')
    assert errors.count() == 0, errors.all_text_contents()[:3]
    body = page.locator(".jp-Notebook").inner_text()
    for bad in ("Traceback (most recent call last)", "Error displaying widget", "Model not found"):
        assert bad not in body, bad
    assert page.locator(".mjt-quiz").count() >= 2, "quiz widgets not drawn"
    assert page.locator(".mjt-rules").count() >= 1, "rule switcher not drawn"
    page.screenshot(path=str(artifacts / f"lesson-{lesson.stem}.png"), full_page=False)


@pytest.fixture(scope="module")
def lessons_voila(chromium, tmp_path_factory):
    """Voila (classroom mode, code hidden) serving a scratch copy of lessons/."""
    with serve(scratch_copy(LESSONS, tmp_path_factory.mktemp("lessons-voila")), "voila") as url:
        yield url


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda p: p.stem)
def test_lesson_renders_in_voila_classroom_mode(browser, lessons_voila, artifacts, lesson):
    """The README's classroom mode: Voila runs the lesson itself, hides the code, and shows the
    quizzes and the rule switcher as working widgets with no error output."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    try:
        page.goto(f"{lessons_voila}/voila/render/{lesson.name}", timeout=120_000)
        page.locator(".mjt-rules").first.wait_for(timeout=120_000)
        assert page.locator(".mjt-quiz").count() >= 2
        errors = page.locator('[data-mime-type="application/vnd.jupyter.stderr"]')
        assert errors.count() == 0, errors.all_text_contents()[:3]
        text = page.locator("body").inner_text()
        assert "Traceback" not in text and "Error displaying widget" not in text
        assert "import mjteach" not in text, "code cells should be hidden in classroom mode"
        page.screenshot(path=str(artifacts / f"voila-{lesson.stem}.png"), full_page=False)
    finally:
        page.close()
