"""Read every lesson of an edition in a real JupyterLab, as a learner would (issue 21, "check before
you say resolved"). Not part of ``make test``: about half a minute per lesson on a quiet machine.

For each notebook of ``lessons/<lang>/`` (a scratch copy, so the tracked files never change) it
opens the notebook in JupyterLab, trusts it, runs Kernel ▸ Restart Kernel and Run All Cells, waits
for every code cell to have run and the kernel to be idle, then records per cell (numbered from 0,
as the cells of the .ipynb are):

* error and stderr outputs (a traceback, a warning in red);
* widgets that did not render ("Error displaying widget", "Loading widget..." left, a model not
  found);
* English left in a Japanese or Chinese page: runs of 3+ ASCII words in outputs, widgets and
  prose, outside code;
* layout: output content wider than its output area (overflow), text cut inside a control
  (a label wider than its button), the smallest drawn tile;
* the browser console's errors while the notebook ran;

and saves the whole notebook as screenshots in pieces, /tmp/readthrough/<lang>/<lesson>-N.png,
beside report.json (the records) and report.md (a summary to read first).

    PYTHONPATH=$PWD .venv/bin/python tools/readthrough.py ja [--lessons 05 07] [--out DIR]

The server and browser recipe is the browser tests' (tests/ui/conftest.py; docs/notes/jupyter.md
§7): JupyterLab on a free loopback port, Debian's chromium driven by Python Playwright. Exit status
0 when every lesson ran, 1 when one could not be opened or run (the report says which).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mjteach.render.save import chromium_path  # noqa: E402
from tests.ui.conftest import CHROMIUM_FLAGS, scratch_copy, serve  # noqa: E402

LANGS = ("en", "ja", "zh")
VIEWPORT = {"width": 1280, "height": 1000}
# JupyterLab settings for the scratch server: every cell stays in the page (no windowing, so all
# outputs can be read and measured), no news toast over the notebook.
SETTINGS = {
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false"},
}
LAB_CONFIG = {"LabApp": {"expose_app_in_browser": True, "news_url": ""}}

# Runs in the page: the current notebook panel's state through the exposed app.
PANEL = "window.jupyterapp.shell.currentWidget"
RUN_STATE = f"""() => {{
    const panel = {PANEL};
    if (!panel || !panel.content || !panel.sessionContext.session) return null;
    const cells = panel.content.widgets.filter(c => c.model.type === 'code');
    return {{
        status: panel.sessionContext.kernelDisplayStatus,
        code: cells.length,
        run: cells.filter(c => c.model.executionCount !== null).length,
    }};
}}"""

# Runs in the page: what each cell shows. ASCII runs are looked for in text outside code
# (markdown `code`, code-cell inputs and <code>/<pre> in prose are left out; printed output is
# kept: a learner reads it).
CELL_RECORDS = r"""(lang) => {
    const words = /[A-Za-z][A-Za-z'’]+(?:[ \u00a0]+[A-Za-z][A-Za-z'’.,]*){2,}/g;
    const textOutside = (el, skip) => {
        const clone = el.cloneNode(true);
        clone.querySelectorAll(skip).forEach(n => n.remove());
        return clone.innerText || clone.textContent || '';
    };
    const cells = [...document.querySelectorAll('.jp-Notebook .jp-Cell')];
    return cells.map((cell, index) => {
        const kind = cell.classList.contains('jp-CodeCell') ? 'code'
                   : cell.classList.contains('jp-MarkdownCell') ? 'markdown' : 'raw';
        const rec = {index, kind, errors: [], widgets: [], english: [], overflow: [], cut: [],
                     min_tile: null, text: ''};
        const outputs = [...cell.querySelectorAll('.jp-OutputArea-output')];
        for (const out of outputs) {
            const mime = out.getAttribute('data-mime-type') || '';
            if (mime.includes('stderr') || mime.includes('error'))
                rec.errors.push(out.innerText.slice(0, 400));
            const t = out.innerText;
            for (const bad of ['Error displaying widget', 'Loading widget', 'Model not found',
                               'Traceback (most recent call last)'])
                if (t.includes(bad)) rec.widgets.push(bad);
            const area = out.getBoundingClientRect();
            for (const el of out.querySelectorAll('*')) {
                const r = el.getBoundingClientRect();
                if (r.width === 0 || r.height === 0) continue;
                if (r.right > area.right + 2) {
                    rec.overflow.push([(el.className && el.className.baseVal !== undefined
                        ? el.className.baseVal : el.className) || el.tagName,
                        Math.round(r.right - area.right)]);
                }
                const cs = getComputedStyle(el);
                if ((el.tagName === 'BUTTON' || el.tagName === 'LABEL' ||
                     el.classList.contains('widget-label')) &&
                    el.scrollWidth > el.clientWidth + 1 && cs.overflowX !== 'visible')
                    rec.cut.push(el.innerText.trim().slice(0, 60));
            }
            for (const svg of out.querySelectorAll('.mjt-tile svg, svg.mjt-tile, .mjt-rack svg')) {
                const h = svg.getBoundingClientRect().height;
                if (h > 0 && (rec.min_tile === null || h < rec.min_tile))
                    rec.min_tile = Math.round(h);
            }
        }
        rec.overflow = rec.overflow.slice(0, 5);
        let text = '';
        if (kind === 'markdown') {
            const md = cell.querySelector('.jp-RenderedMarkdown');
            text = md ? textOutside(md, 'code, pre') : '';
        } else {
            text = outputs.map(o => textOutside(o, 'code')).join('\n');
        }
        rec.text = text.slice(0, 4000);
        if (lang !== 'en') rec.english = [...new Set(text.match(words) || [])].slice(0, 12);
        return rec;
    });
}"""


def _settings(root: Path) -> None:
    """JupyterLab user settings and LabApp config inside the scratch server's config folder."""
    config = root / ".jupyter-config"
    (config / "jupyter_lab_config.json").write_text(json.dumps(LAB_CONFIG), encoding="utf-8")
    for name, value in SETTINGS.items():
        path = config / "lab" / "user-settings" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(value), encoding="utf-8")


def _shutdown_kernels(url: str) -> None:
    """Stop every kernel of the scratch server (one lesson's kernel must not slow the next)."""
    with urllib.request.urlopen(f"{url}/api/kernels", timeout=10) as r:
        kernels = json.load(r)
    for k in kernels:
        req = urllib.request.Request(f"{url}/api/kernels/{k['id']}", method="DELETE")
        urllib.request.urlopen(req, timeout=30).close()


def _command(page, command: str, accept: bool) -> None:
    """Run a JupyterLab command; ``accept`` presses the dialog's accept button it opens."""
    page.evaluate(f"() => {{ window.jupyterapp.commands.execute({json.dumps(command)}); }}")
    if accept:
        button = page.locator(".jp-Dialog .jp-mod-accept")
        button.wait_for(timeout=30_000)
        button.click()
        page.locator(".jp-Dialog").wait_for(state="detached", timeout=30_000)


def _run_all(page, timeout: float) -> dict:
    """Restart the kernel and run all cells; wait until each code cell has run and the kernel is
    idle. Returns the last run state."""
    page.wait_for_function(f"() => {{ const s = ({RUN_STATE})(); return s && s.status === 'idle'; }}",
                           timeout=120_000)
    _command(page, "notebook:trust", accept=True)
    _command(page, "notebook:restart-run-all", accept=True)
    # the restart clears the execution counts first: wait for them to go, then to come back
    page.wait_for_timeout(1500)
    deadline = time.monotonic() + timeout
    state = page.evaluate(RUN_STATE)
    while time.monotonic() < deadline:
        state = page.evaluate(RUN_STATE)
        if state and state["status"] == "idle" and state["run"] == state["code"]:
            page.wait_for_timeout(1500)  # one more look: a late cell may still be queued
            again = page.evaluate(RUN_STATE)
            if again["status"] == "idle" and again["run"] == again["code"]:
                return again
        page.wait_for_timeout(500)
    raise TimeoutError(f"not finished after {timeout:.0f} s: {state}")


def _screenshots(page, folder: Path, stem: str) -> list[str]:
    """The whole notebook, one viewport-high piece after another: <stem>-1.png, -2.png, ..."""
    scroller = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer"
    box = page.locator(scroller).first
    height, total = page.evaluate(
        f"() => {{ const s = document.querySelector('{scroller}');"
        " const cells = s.querySelectorAll('.jp-Cell');"
        " const last = cells[cells.length - 1];"
        " const end = last.getBoundingClientRect().bottom - s.getBoundingClientRect().top"
        "   + s.scrollTop + 20;"
        " return [s.clientHeight, Math.min(s.scrollHeight, end)]; }")
    names, top, n = [], 0, 1
    while True:
        page.evaluate(f"(y) => {{ document.querySelector('{scroller}').scrollTop = y; }}", top)
        page.wait_for_timeout(250)
        path = folder / f"{stem}-{n}.png"
        box.screenshot(path=str(path))
        names.append(path.name)
        if top + height >= total:
            return names
        top += height - 40  # a small overlap, so no line is cut between two pieces
        n += 1


def read_lesson(page, url: str, name: str, folder: Path, timeout: float) -> dict:
    console: list[str] = []

    def listener(message) -> None:
        if message.type == "error":
            console.append(message.text[:300])

    page.on("console", listener)
    started = time.monotonic()
    record: dict = {"lesson": name}
    try:
        page.goto(f"{url}/lab/tree/{name}?reset")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
        page.wait_for_timeout(1500)
        # what a learner sees on opening, before running anything: the stored outputs
        page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer").first \
            .screenshot(path=str(folder / f"{Path(name).stem}-0-opened.png"))
        record["opened"] = [
            {"index": c["index"], "widgets": c["widgets"], "errors": c["errors"]}
            for c in page.evaluate(CELL_RECORDS, "en") if c["widgets"] or c["errors"]]
        record["console_on_open"] = len(console)
        record["state"] = _run_all(page, timeout)
        page.wait_for_timeout(2000)  # widgets draw after their models arrive
        lang = folder.name
        record["cells"] = page.evaluate(CELL_RECORDS, lang)
        record["screenshots"] = _screenshots(page, folder, Path(name).stem)
    except Exception as exc:  # noqa: BLE001  (a lesson that fails is reported, the run goes on)
        record["failure"] = f"{type(exc).__name__}: {exc}"[:500]
        try:
            page.screenshot(path=str(folder / f"{Path(name).stem}-failure.png"))
        except Exception:  # noqa: BLE001
            pass
    finally:
        page.remove_listener("console", listener)
        record["console_errors"] = console
        record["seconds"] = round(time.monotonic() - started, 1)
    return record


def summary(records: list[dict], lang: str) -> str:
    """report.md: per lesson the cells with something to look at."""
    lines = [f"# JupyterLab read-through: {lang}", ""]
    for rec in records:
        lines.append(f"## {rec['lesson']} ({rec['seconds']} s)")
        if "failure" in rec:
            lines.append(f"- FAILED: {rec['failure']}")
        for c in rec.get("cells", []):
            notes = []
            for key in ("errors", "widgets", "english", "overflow", "cut"):
                if c[key]:
                    notes.append(f"{key}: {json.dumps(c[key], ensure_ascii=False)[:600]}")
            if c["min_tile"] is not None and c["min_tile"] < 28:
                notes.append(f"smallest tile {c['min_tile']} px high")
            if notes:
                lines.append(f"- cell {c['index']} ({c['kind']}): " + "; ".join(notes))
        if rec.get("opened"):
            lines.append("- on opening, before any run: " + "; ".join(
                f"cell {c['index']}: {', '.join(c['widgets'] + c['errors'])[:200]}"
                for c in rec["opened"]))
        if rec["console_errors"]:
            kinds: dict[str, int] = {}
            for text in rec["console_errors"]:
                first = text.splitlines()[0][:160]
                kinds[first] = kinds.get(first, 0) + 1
            lines.append(f"- console errors ({rec.get('console_on_open', 0)} while opening, "
                         f"{len(rec['console_errors'])} in all): "
                         + "; ".join(f"{n} x {k}" for k, n in kinds.items()))
        lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("lang", choices=LANGS)
    ap.add_argument("--lessons", nargs="*", default=[],
                    help="lesson numbers (05 07); all 13 when left out")
    ap.add_argument("--out", default="/tmp/readthrough", type=Path)
    ap.add_argument("--timeout", type=float, default=600, help="seconds per lesson's run")
    args = ap.parse_args(argv)

    from playwright.sync_api import sync_playwright

    lessons = sorted((ROOT / "lessons" / args.lang).glob("[0-9][0-9]-*.ipynb"))
    if args.lessons:
        lessons = [p for p in lessons if p.name[:2] in args.lessons]
    folder = args.out / args.lang
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    scratch = args.out / f".scratch-{args.lang}"
    shutil.rmtree(scratch, ignore_errors=True)
    scratch.mkdir(parents=True)
    scratch_copy(lessons, scratch)
    _settings(scratch)
    browser_path = chromium_path()
    if browser_path is None:
        print("chromium not found (apt-get install chromium)", file=sys.stderr)
        return 1

    records = []
    with serve(scratch) as url, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=browser_path, args=CHROMIUM_FLAGS)
        try:
            for lesson in lessons:
                page = browser.new_page(viewport=VIEWPORT)
                try:
                    rec = read_lesson(page, url, lesson.name, folder, args.timeout)
                finally:
                    page.close()
                    _shutdown_kernels(url)
                records.append(rec)
                print(f"{lesson.name}: {rec['seconds']} s"
                      + (f" FAILED {rec['failure']}" if "failure" in rec else ""), flush=True)
                (folder / "report.json").write_text(
                    json.dumps(records, ensure_ascii=False, indent=1), encoding="utf-8")
        finally:
            browser.close()
    (folder / "report.md").write_text(summary(records, args.lang), encoding="utf-8")
    print(f"report: {folder / 'report.md'}")
    return 1 if any("failure" in r for r in records) else 0


if __name__ == "__main__":
    sys.exit(main())
