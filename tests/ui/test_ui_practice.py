"""Browser test of the Practice widget in Voila + headless Chromium (real page, real kernel):
graded at once, a hint then a second try, the language picker, progress kept after a page reload
(localStorage), export/import round-trip, a broken progress file refused and the old progress
kept. Screenshots: test-artifacts/ui-practice-*.png."""

from __future__ import annotations

import json

import nbformat
from playwright.sync_api import expect

from mjteach.practice import make

from .conftest import serve

# the widget's first kuikae exercise must ban something, so that an empty pick is wrong (kuikae
# also asks about pons with nothing to ban, where submitting nothing is the right answer)
KK_SEED = next(s for s in range(100) if make("kuikae", s, 1, "tenhou").answer)

CELL = f"""import mjteach
from mjteach.widgets import LanguagePicker, Practice
mjteach.set_language("en")
display(LanguagePicker())
display(Practice(concepts=["meld-layout"], seed=1, lesson="uitest"))
display(Practice(concepts=["rinshan-wall"], seed=2, lesson="uitest-wall"))
Practice(concepts=["kuikae"], seed={KK_SEED}, lesson="uitest-kuikae")"""


def _notebook(folder):
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(CELL)]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    path = folder / "practice_ui.ipynb"
    nbformat.write(nb, path)
    for name in ("config", "runtime", "data"):
        (folder / f".jupyter-{name}").mkdir(exist_ok=True)
    return path


def _row(page):
    return page.locator('.mjt-pr-progress tr[data-concept="meld-layout"] .mjt-pr-score')


def test_practice_widget_in_the_browser(browser, tmp_path, artifacts):
    ex = make("meld-layout", 1, 1, "tenhou")  # the widget's first exercise (seed 1)
    (right,) = ex.answer
    wrong = next(c.id for c in ex.choices if c.id != right)
    _notebook(tmp_path)
    with serve(tmp_path, "voila", "practice_ui.ipynb") as url:
        context = browser.new_context(viewport={"width": 1200, "height": 1000},
                                      accept_downloads=True)
        page = context.new_page()
        errors: list[str] = []
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.goto(f"{url}/", timeout=180_000)
        widget = page.locator(".mjt-practice").first
        widget.wait_for(timeout=180_000)
        assert widget.get_attribute("data-state") == "ask"

        # the wall exercise is answered by clicking a tile of the wall (槓 § 嶺上牌)
        wall_ex = make("rinshan-wall", 2, 1, "tenhou")
        (at,) = wall_ex.answer
        wall = page.locator(".mjt-practice").nth(1)
        wall.locator(f'g.mjt-pr-clickable[data-index="{at}"]').first.click()
        expect(wall).to_have_attribute("data-state", "right", timeout=15_000)
        wall.screenshot(path=str(artifacts / "ui-practice-wall.png"))

        # kuikae: pick tiles, check; a wrong set first (nothing picked), then the right set
        # (副露 § 喰い替え)
        kk_ex = make("kuikae", KK_SEED, 1, "tenhou")
        kk = page.locator(".mjt-practice").nth(2)
        kk.locator(".mjt-pr-check").click()
        expect(kk).to_have_attribute("data-state", "retry", timeout=15_000)
        for tile in sorted(kk_ex.answer):
            kk.locator(f'button.mjt-pr-choice[data-id="{tile}"]').click()
            expect(kk.locator(f'button.mjt-pr-choice[data-id="{tile}"]')).to_have_attribute(
                "aria-pressed", "true", timeout=15_000)
        kk.locator(".mjt-pr-check").click()
        expect(kk).to_have_attribute("data-state", "right", timeout=15_000)
        kk.screenshot(path=str(artifacts / "ui-practice-kuikae.png"))

        # wrong: graded at once, a hint, a second try
        widget.locator(f'button.mjt-pr-choice[data-id="{wrong}"]').click()
        expect(widget).to_have_attribute("data-state", "retry", timeout=15_000)
        expect(widget.locator(".mjt-pr-hint")).to_be_visible()
        page.screenshot(path=str(artifacts / "ui-practice-hint.png"), full_page=True)
        widget.locator(f'button.mjt-pr-choice[data-id="{right}"]').click()
        expect(widget).to_have_attribute("data-state", "right", timeout=15_000)
        expect(widget.locator(".mjt-pr-feedback")).to_have_text("Right at the second try.")
        expect(widget.locator(".mjt-pr-source")).to_contain_text("§")
        expect(_row(page)).to_have_text("1/1")
        page.screenshot(path=str(artifacts / "ui-practice-right.png"), full_page=True)

        # the language picker relabels the widget
        page.get_by_role("button", name="日本語").click()
        expect(widget).to_have_attribute("lang", "ja", timeout=15_000)
        expect(widget.locator(".mjt-pr-export")).to_have_text("進捗を書き出す")
        page.screenshot(path=str(artifacts / "ui-practice-ja.png"), full_page=True)

        # reload: a new kernel, the progress comes back from localStorage
        page.reload()
        widget = page.locator(".mjt-practice").first
        widget.wait_for(timeout=180_000)
        expect(_row(page)).to_have_text("1/1", timeout=30_000)

        # export
        with page.expect_download() as dl:
            widget.locator(".mjt-pr-export").click()
        exported = json.loads(open(dl.value.path(), encoding="utf-8").read())
        assert exported["version"] == 1
        assert exported["concepts"]["meld-layout"]["right"] == 1

        # a broken file is refused, the progress stays
        file_input = widget.locator('.mjt-pr-import input[type="file"]')
        file_input.set_input_files(files=[{"name": "bad.json", "mimeType": "application/json",
                                           "buffer": b'{"format": "nope"}'}])
        expect(widget.locator(".mjt-pr-error")).to_contain_text("format", timeout=15_000)
        expect(_row(page)).to_have_text("1/1")
        page.screenshot(path=str(artifacts / "ui-practice-refused.png"), full_page=True)

        # import round-trip: forget everything, reload, import the exported file
        page.evaluate("() => localStorage.clear()")
        page.reload()
        widget = page.locator(".mjt-practice").first
        widget.wait_for(timeout=180_000)
        expect(_row(page)).to_have_text("0/0", timeout=30_000)
        widget.locator('.mjt-pr-import input[type="file"]').set_input_files(files=[{
            "name": "progress.json", "mimeType": "application/json",
            "buffer": json.dumps(exported).encode()}])
        expect(_row(page)).to_have_text("1/1", timeout=15_000)
        assert not [e for e in errors if "mjt" in e or "anywidget" in e.lower()]
        page.screenshot(path=str(artifacts / "ui-practice-imported.png"), full_page=True)
        context.close()
