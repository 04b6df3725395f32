"""The JupyterLite site (`make lite`): the course in the browser with no server, fully offline (issue 16).

The site is built (or reused when ``mjteach-build.json`` says it was built from this checkout),
served on 127.0.0.1 and opened in headless Chromium whose every request leaving the site is
aborted and recorded (Playwright routing; the host-resolver rule makes any other host unreachable
for workers too). One lesson per edition runs all its cells in Pyodide; its KanLab is pressed and the
wall picture changes; the saved notebook survives a reload (JupyterLite keeps it in the browser's
storage named per release). The learner's way in (issue 22): the landing page and, per edition,
the reading mode on a phone and a tablet (preview, banner, the lesson run by itself, taps).
Screenshots: test-artifacts/lite-*.png.

Recipe: docs/notes/jupyter.md "JupyterLite (checked 2026-12-01)" and tools/build_lite.py.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from .conftest import CHROMIUM_FLAGS, small_controls

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "lite"
LESSONS = ROOT / "lessons"
sys.path.insert(0, str(ROOT / "tools"))
import build_lite  # noqa: E402
import lite_pages  # noqa: E402
import serve_lite  # noqa: E402

sys.path.remove(str(ROOT / "tools"))

KERNEL_IDLE = "Python (Pyodide) | Idle"
ENABLED = ':not([disabled]):not([aria-disabled="true"])'
KAN_BUTTONS = ", ".join(f".mjt-btn-{k}{ENABLED}" for k in ("ankan", "kakan", "daiminkan"))


@pytest.fixture(scope="module")
def site() -> Path:
    """build/lite, rebuilt unless it was built from the current checkout (downloads are cached)."""
    if not build_lite.is_fresh(SITE):
        built = subprocess.run([sys.executable, str(ROOT / "tools" / "build_lite.py")], cwd=ROOT,
                               capture_output=True, text=True)
        assert built.returncode == 0, (built.stdout + built.stderr)[-3000:]
    assert build_lite.is_fresh(SITE)
    return SITE


@pytest.fixture(scope="module")
def site_url(site):
    server, url = serve_lite.serve_in_thread(site)
    try:
        yield url
    finally:
        server.shutdown()
        server.server_close()


def editions() -> list[Path]:
    """One lesson per edition (lessons/en, lessons/ja, ... or lessons/ itself when it holds the
    notebooks directly): the first whose code uses KanLab, else the first notebook."""
    groups: dict[str, list[Path]] = {}
    for nb in build_lite.lesson_files():
        rel = nb.relative_to(LESSONS)
        groups.setdefault(rel.parts[0] if len(rel.parts) > 1 else "", []).append(nb)
    picked = []
    for _edition, notebooks in sorted(groups.items()):
        with_lab = [nb for nb in notebooks if "KanLab" in nb.read_text(encoding="utf-8")]
        picked.append((with_lab or notebooks)[0])
    return picked


# ------------------------------------------------------------------ the site's files (no browser)


def test_every_lesson_in_the_repo_is_in_the_site_unchanged(site):
    """Every .ipynb under lessons/ (folders kept) is served by the site, byte for byte, and listed
    in the contents API the file browser reads."""
    lessons = build_lite.lesson_files()
    assert lessons
    for nb in lessons:
        rel = nb.relative_to(LESSONS)
        served = site / "files" / rel
        assert served.exists(), f"{rel} missing from the site"
        assert served.read_bytes() == nb.read_bytes(), f"{rel} differs in the site"
        listing = site / "api" / "contents" / rel.parent / "all.json"
        names = [c["name"] for c in json.loads(listing.read_text(encoding="utf-8"))["content"]]
        assert rel.name in names, f"{rel} not listed in {listing.relative_to(site)}"
    info = json.loads((site / "mjteach-build.json").read_text(encoding="utf-8"))
    assert info["lessons"] == [p.relative_to(LESSONS).as_posix() for p in lessons]


def test_the_sites_mjteach_is_this_checkout(site):
    """The mjteach wheel in the site holds exactly the checkout's package files, at the
    checkout's version, and Pyodide's lock points at it with the right sha256."""
    import mjteach

    lock = json.loads((site / "static/pyodide/pyodide-lock.json").read_text(encoding="utf-8"))
    entry = lock["packages"]["mjteach"]
    assert entry["version"] == mjteach.__version__
    whl = site / "static/pyodide" / entry["file_name"]
    assert build_lite.sha256(whl) == entry["sha256"]
    package = ROOT / "mjteach"
    with zipfile.ZipFile(whl) as zf:
        shipped = {n: zf.read(n) for n in zf.namelist() if n.startswith("mjteach/")}
    checkout = {p.relative_to(ROOT).as_posix(): p.read_bytes() for p in package.rglob("*.py")}
    assert {n for n in shipped if n.endswith(".py")} == set(checkout)
    for name, data in checkout.items():
        assert shipped[name] == data, f"{name} in the site differs from the checkout"


def test_site_wheels_are_the_pinned_ones_and_widget_front_ends_match(site):
    """Every wheel in the site is the manifest's (sha256 of the download; shipped with bytecode
    added, every other file identical, jedi without the type stubs of libraries the site does not
    ship), every package is pre-loaded, PyPI is off,
    and the bundled front ends of jupyterlab_widgets and anywidget have their Python side's
    version (a mismatch is the "No version of module ... is registered" trap)."""
    manifest = json.loads(build_lite.MANIFEST.read_text(encoding="utf-8"))
    lock = json.loads((site / "static/pyodide/pyodide-lock.json").read_text(encoding="utf-8"))
    packages = lock["packages"]
    for w in manifest["wheels"]:
        assert packages[w["name"]]["version"] == w["version"]
        # the downloaded wheel is the pinned one; the shipped one is it plus bytecode
        pinned = build_lite.CACHE / "wheels" / w["file"]
        assert build_lite.sha256(pinned) == w["sha256"], w["name"]
        with zipfile.ZipFile(pinned) as a, zipfile.ZipFile(
                site / "static/pyodide" / packages[w["name"]]["file_name"]) as b:
            shipped = {n for n in b.namelist() if not n.endswith(".pyc")}
            kept = {n for n in a.namelist() if not build_lite.left_out(n, set(packages))}
            assert shipped == kept, w["name"]
            for n in kept:
                if not n.endswith(("/", "RECORD")):
                    assert a.read(n) == b.read(n), (w["name"], n)
    # a wheel whose version comes from the project's lock is one of the files that lock allows
    hashes: dict[tuple[str, str], set[str]] = {}
    pin = None
    for line in build_lite.LOCK_TXT.read_text(encoding="utf-8").splitlines():
        if m := re.match(r"^([A-Za-z0-9_.\-]+)==([^\s;\\]+)", line):
            pin = (build_lite.canonical(m[1]), m[2])
        elif pin and (h := re.search(r"--hash=sha256:([0-9a-f]{64})", line)):
            hashes.setdefault(pin, set()).add(h[1])
    from_lock = [w for w in manifest["wheels"] if w["from"] == "requirements/lock.txt"]
    assert from_lock
    for w in from_lock:
        assert w["sha256"] in hashes[(w["name"], w["version"])], w["name"]
    for name, entry in packages.items():
        shipped = site / "static/pyodide" / entry["file_name"]
        assert build_lite.sha256(shipped) == entry["sha256"], name
    config = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))
    kernel = config["jupyter-config-data"]["litePluginSettings"][build_lite.KERNEL_PLUGIN]
    assert kernel["disablePyPIFallback"] is True
    # the kernel loads Pyodide through the site's start module, which loads the site's pyodide.mjs
    assert kernel["pyodideUrl"] == "./static/pyodide/kernel-start.mjs"
    start = (site / "static/pyodide/kernel-start.mjs").read_text(encoding="utf-8")
    assert start == build_lite.KERNEL_START.read_text(encoding="utf-8")
    assert 'from "./pyodide.mjs"' in start
    # the site's JupyterLab settings (cells below the first screen attached when idle) are served
    overrides = config["jupyter-config-data"]["settingsOverrides"]
    for plugin, settings in build_lite.SETTINGS.items():
        assert overrides[plugin] | settings == overrides[plugin], plugin
    assert sorted(kernel["loadPyodideOptions"]["packages"]) == sorted(packages)
    for ext, py in (("@jupyter-widgets/jupyterlab-manager", "jupyterlab-widgets"),
                    ("anywidget", "anywidget")):
        front = json.loads((site / "extensions" / ext / "package.json").read_text())["version"]
        with zipfile.ZipFile(site / "static/pyodide" / packages[py]["file_name"]) as zf:
            inside = next(n for n in zf.namelist()
                          if n.endswith(f"labextensions/{ext}/package.json"))
            python_side = json.loads(zf.read(inside))["version"]
        assert front == python_side, (ext, front, py, python_side)
    assert not list(site.rglob("*.map")), "sourcemaps should be left out"


# ------------------------------------------------------------------ the site's Pyodide under Node

#: modules for building only: the .po reader needs Babel, the wheels carry compiled .mo files;
#: the term check reads the .po catalogs (tools/i18n.py check, tests), never a learner's page
BUILD_ONLY = {"mjteach.i18n.pofiles", "mjteach.i18n.terminology"}

PYODIDE_CHECK = """
import contextlib, importlib, importlib.metadata, io, json, pkgutil, sys
import mjteach
SITE_PACKAGES = {d.metadata["Name"].lower().replace("-", "_") for d in importlib.metadata.distributions()}
failed, tools = [], []
for m in pkgutil.walk_packages(mjteach.__path__, "mjteach."):
    if not m.name.endswith("__main__"):   # __main__ runs the CLI
        try:
            importlib.import_module(m.name)
        except ModuleNotFoundError as e:   # a build/dev tool needing a non-runtime package
            (failed if e.name.split(".")[0] in SITE_PACKAGES else tools).append(f"{m.name}: {e!r}")
        except BaseException as e:
            failed.append(f"import {m.name}: {e!r}")
for lesson, cells in json.loads(open("/data.json").read()).items():
    ns = {"__name__": "__main__"}
    for i, code in enumerate(cells):
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                exec(compile(code, f"{lesson} code cell {i + 1}", "exec"), ns)
        except BaseException as e:
            failed.append(f"{lesson} code cell {i + 1}: {e!r}")
            break
print(json.dumps({"python": sys.version.split()[0], "platform": sys.platform,
                  "mjteach": mjteach.__version__, "failed": failed, "tools": tools}))
"""


def test_every_module_and_every_lesson_cell_runs_in_the_sites_pyodide(site, tmp_path):
    """Import every mjteach module and run every lesson's code cells, in order, in the site's own
    Pyodide (WebAssembly, no threads or subprocesses, no files outside its memory) under Node.
    Faster than a browser per lesson; widgets are built on the no-front-end comm."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node not installed (apt-get install nodejs)")
    cells = {}
    for nb in build_lite.lesson_files():
        code = [c["source"] if isinstance(c["source"], str) else "".join(c["source"])
                for c in json.loads(nb.read_text(encoding="utf-8"))["cells"]
                if c["cell_type"] == "code"]
        cells[nb.relative_to(LESSONS).as_posix()] = code
    (tmp_path / "check.py").write_text(PYODIDE_CHECK, encoding="utf-8")
    (tmp_path / "cells.json").write_text(json.dumps(cells), encoding="utf-8")
    run = subprocess.run(
        [node, str(Path(__file__).parent / "lite" / "run_in_pyodide.mjs"), str(site),
         str(tmp_path / "check.py"), str(tmp_path / "cells.json")],
        capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    report = json.loads(run.stdout.strip().splitlines()[-1])
    assert report["platform"] == "emscripten" and report["python"].startswith("3.14")
    assert report["failed"] == []
    # only the build-time modules may need a package the site does not ship
    assert {t.split(":")[0] for t in report["tools"]} <= BUILD_ONLY, report["tools"]
    assert len(cells) == len(build_lite.lesson_files())


# ------------------------------------------------------------------ in the browser, offline


class Offline:
    """Chromium contexts that can reach nothing but the site: other hosts do not resolve, and
    every request is checked by routing; ``outside`` lists the ones that tried to leave, ``seen``
    every URL asked for. Each test gets its own context (own storage, no restored workspace)."""

    def __init__(self, browser, site_url: str) -> None:
        self.browser, self.site_url = browser, site_url
        self.outside: list[str] = []
        self.seen: list[str] = []

    def _route(self, r) -> None:
        u = r.request.url
        self.seen.append(u)
        if u.startswith((self.site_url + "/", "blob:", "data:")):
            r.continue_()
        else:
            self.outside.append(u)
            r.abort()

    def new_page(self, width: int = 1280, height: int = 1000, touch: bool = False):
        context = self.browser.new_context(viewport={"width": width, "height": height},
                                           has_touch=touch, is_mobile=touch)
        context.route("**/*", self._route)
        context.on("request", lambda req: self.seen.append(req.url))
        return context.new_page()


@pytest.fixture(scope="module")
def offline(chromium, site_url, playwright_api):
    rules = "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"
    browser = playwright_api.chromium.launch(executable_path=chromium, args=[*CHROMIUM_FLAGS, rules])
    try:
        yield Offline(browser, site_url)
    finally:
        browser.close()


def run_all(page, url: str) -> None:
    """Open ``url``, wait for the Pyodide kernel to be idle, Run All Cells, wait for every prompt."""
    page.goto(url)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    page.get_by_text(KERNEL_IDLE).first.wait_for(timeout=180_000)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.wait_for_function(
        """() => {
            const shown = [...document.querySelectorAll('.jp-Notebook .jp-CodeCell .jp-InputPrompt')]
                .map(p => p.textContent.trim()).filter(t => t !== '');
            return shown.length > 0 && shown.every(t => /\\[\\d+\\]/.test(t));
        }""",
        timeout=180_000,
    )
    page.get_by_text(KERNEL_IDLE).first.wait_for(timeout=60_000)


def error_outputs(page) -> list[str]:
    sel = (".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr'], "
           ".jp-RenderedText[data-mime-type='application/vnd.jupyter.error']")
    return page.locator(sel).all_inner_texts()


def press_a_kan(page, lab, tap: bool = False) -> None:
    """Press the KanLab ``lab``'s kan, by mouse or (``tap``) by touch, stepping back first if no
    kan is open; each press waits for the wall picture to change."""
    wall = lab.locator(".mjt-wallview")
    lab.scroll_into_view_if_needed()
    presses = [lab.locator(KAN_BUTTONS).first]
    if lab.locator(KAN_BUTTONS).count() == 0:
        presses.insert(0, lab.locator("button", has_text="◀").first)  # back before the kan
    for button in presses:
        before = wall.inner_html()
        button.tap() if tap else button.click()
        page.wait_for_function("([el, b]) => el.innerHTML !== b",
                               arg=[wall.element_handle(), before], timeout=30_000)


@pytest.mark.parametrize("lesson", editions(), ids=lambda p: p.relative_to(LESSONS).as_posix())
def test_lesson_runs_offline_in_pyodide_and_its_kanlab_moves_the_wall(
        offline, site_url, artifacts, lesson):
    """Run All in Pyodide: every cell runs, no error output, widgets render; pressing a kan changes
    the wall picture; saved, the run notebook comes back after a reload from browser storage."""
    from playwright.sync_api import expect

    rel = lesson.relative_to(LESSONS).as_posix()
    stem = rel.replace("/", "-").removesuffix(".ipynb")
    page = offline.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        run_all(page, f"{site_url}/lab/index.html?path={rel}")
        assert error_outputs(page) == []
        # every widget view drawn: none still loading, none failed, the pictures there
        expect(page.get_by_text("Loading widget...")).to_have_count(0, timeout=60_000)
        assert page.get_by_text("Error displaying widget").count() == 0
        assert page.locator(".jp-OutputArea-output svg").count() > 0
        labs = page.locator(".mjt-kanlab")
        assert labs.count() > 0 or "KanLab" not in lesson.read_text(encoding="utf-8")
        if labs.count():
            lab = labs.first
            press_a_kan(page, lab)
            assert lab.locator(".mjt-wallview svg").count() >= 1
            lab.screenshot(path=str(artifacts / f"lite-{stem}-kanlab.png"))
        page.screenshot(path=str(artifacts / f"lite-{stem}.png"))
        # keep the run: save, reload, and the outputs are still there (the browser's storage)
        page.locator('.jp-NotebookPanel-toolbar [data-command="docmanager:save"]').first.click()
        page.locator(".jp-mod-dirty").first.wait_for(state="detached", timeout=30_000)
        page.reload()
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
        page.wait_for_function(
            """() => [...document.querySelectorAll('.jp-Notebook .jp-CodeCell .jp-InputPrompt')]
                     .some(p => /\\[\\d+\\]/.test(p.textContent))""", timeout=60_000)
        storage = json.loads((SITE / "jupyter-lite.json").read_text())["jupyter-config-data"][
            "contentsStorageName"]
        dbs = page.evaluate("async () => (await indexedDB.databases()).map(d => d.name)")
        assert any(storage in name for name in dbs), dbs
        page.screenshot(path=str(artifacts / f"lite-{stem}-reloaded.png"))
    finally:
        page.context.close()
    assert errors == []
    # the wheels were fetched from the site (so worker requests are seen) and nothing left it
    assert any("/static/pyodide/mjteach-" in u for u in offline.seen)
    assert offline.outside == []


PRACTICE_CELL = ('from mjteach.widgets import Practice; '
                 'Practice(concepts=["meld-layout"], seed=1, lesson="lite-check")')


def practice_score(page):
    return page.locator('.mjt-practice .mjt-pr-progress tr[data-concept="meld-layout"] '
                        '.mjt-pr-score').first


def test_practice_progress_is_kept_across_a_reload_in_the_site(offline, site_url, artifacts):
    """A learner's new notebook in the site: a Practice exercise answered in Pyodide; after a
    reload (a new kernel) the widget shows the same progress (kept in the browser's storage)."""
    if not (ROOT / "mjteach" / "widgets" / "practice.py").exists():
        pytest.skip("this checkout has no practice widget")
    from playwright.sync_api import expect

    page = offline.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{site_url}/lab/index.html")  # a fresh context: the launcher shows
        # a new notebook from the launcher's Python (Pyodide) card, as a learner would make one
        page.locator('.jp-LauncherCard[data-category="Notebook"]').first.click(timeout=60_000)
        page.get_by_text(KERNEL_IDLE).first.wait_for(timeout=180_000)
        page.locator(".jp-Notebook .jp-Cell .cm-content").first.click()
        page.keyboard.insert_text(PRACTICE_CELL)
        page.keyboard.press("Shift+Enter")
        widget = page.locator(".mjt-practice").first
        widget.wait_for(timeout=120_000)
        expect(practice_score(page)).to_have_text("0/0", timeout=30_000)
        for _ in range(widget.locator("button.mjt-pr-choice").count()):
            if widget.get_attribute("data-state") == "right":
                break
            state = widget.get_attribute("data-state")
            widget.locator(f"button.mjt-pr-choice{ENABLED}").first.click()
            page.wait_for_function("([el, s]) => el.getAttribute('data-state') !== s",
                                   arg=[widget.element_handle(), state], timeout=30_000)
        expect(widget).to_have_attribute("data-state", "right")
        expect(practice_score(page)).to_have_text("1/1", timeout=30_000)
        page.screenshot(path=str(artifacts / "lite-practice.png"))
        page.locator('.jp-NotebookPanel-toolbar [data-command="docmanager:save"]').first.click()
        page.locator(".jp-Dialog .jp-mod-accept").click(timeout=30_000)  # first save: the name
        page.locator(".jp-mod-dirty").first.wait_for(state="detached", timeout=30_000)
        page.reload()
        page.get_by_text(KERNEL_IDLE).first.wait_for(timeout=180_000)
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
        page.locator(".mjt-practice").first.wait_for(timeout=120_000)
        expect(practice_score(page)).to_have_text("1/1", timeout=30_000)
        page.screenshot(path=str(artifacts / "lite-practice-reloaded.png"))
    finally:
        page.context.close()
    assert errors == []
    assert offline.outside == []


# ------------------------------------------------------------------ the landing page and reading mode


def test_landing_page_lists_every_lesson_per_edition_in_its_language(site):
    """The site's index.html: one section per edition in its own language (heading and how to
    start from the i18n catalogs), every lesson of it by its title, linked to the reading mode
    (the Notebook interface with the lesson's path), and a link to the full JupyterLab."""
    from html.parser import HTMLParser

    from mjteach.i18n import t

    class Page(HTMLParser):
        def __init__(self):
            super().__init__()
            self.sections: dict[str, dict] = {}
            self.lang, self.href, self.tag = None, None, None

        def handle_starttag(self, tag, attrs):
            a = dict(attrs)
            if tag == "section":
                self.lang = a["lang"]
                self.sections[self.lang] = {"h2": "", "p": [], "links": {}}
            self.tag, self.href = tag, a.get("href", self.href if tag != "a" else None)

        def handle_data(self, data):
            if self.lang is None or not data.strip():
                return
            part = self.sections[self.lang]
            if self.tag == "h2":
                part["h2"] += data.strip()
            elif self.tag == "a":
                part["links"][self.href] = data.strip()
            elif self.tag == "p":
                part["p"].append(data.strip())

    page = Page()
    page.feed((site / "index.html").read_text(encoding="utf-8"))
    lessons = build_lite.lesson_files()
    groups = lite_pages.editions(lessons, LESSONS)
    assert sorted(page.sections) == sorted(groups)
    for lang, notebooks in groups.items():
        part = page.sections[lang]
        assert part["h2"] == t("site.edition", lang)
        assert t("site.intro", lang) in part["p"]
        assert part["links"]["lab/index.html"] == t("site.teachers", lang)
        for nb in notebooks:
            rel = nb.relative_to(LESSONS).as_posix()
            url = f"notebooks/index.html?path={rel}"
            assert url in part["links"], f"{rel} not linked from the landing page"
            cells = json.loads(nb.read_text(encoding="utf-8"))["cells"]
            heading = "".join(cells[0]["source"]).splitlines()[0].lstrip("# ").strip()
            assert part["links"][url] == heading
    # the Notebook interface carries the reading mode: its script, style and messages
    reading = (site / "notebooks" / "index.html").read_text(encoding="utf-8")
    assert "mjteach-reading/reading.js" in reading and "mjteach-reading/reading.css" in reading
    for name in ("reading.js", "reading.css"):
        assert (site / "mjteach-reading" / name).read_bytes() == (
            ROOT / "tools" / "lite" / name).read_bytes()


#: the screens of issue 22: phone (touch), small phone, tablet portrait
PHONE = (390, 844)
SCREENS = (PHONE, (360, 740), (768, 1024))
GRADED = ("right", "retry", "explained")


def reading_state(page) -> str:
    return page.get_attribute(".mjteach-reading-banner", "data-state") or ""


def layout(page) -> dict:
    """Widths of the page, of the notebook's scroller and of the lesson's title (px)."""
    return page.evaluate("""() => {
        const outer = document.querySelector('.jp-WindowedPanel-outer');
        const h1 = document.querySelector('.jp-Notebook .jp-RenderedHTMLCommon h1');
        return {window: innerWidth, page: document.documentElement.scrollWidth,
                scroller: outer.scrollWidth, scroller_box: outer.clientWidth,
                title: h1.getBoundingClientRect().width};
    }""")


#: the Notebook interface's own chrome, which a learner in the reading mode does not need on a
#: phone: the menu bar (with "Not Trusted"), the notebook's toolbar, the kernel's name and status,
#: the "Click to add a cell." footer
CHROME = ("#menu-panel-wrapper, .jp-NotebookPanel-toolbar, .jp-KernelStatus, "
          ".jp-Toolbar-kernelName, .jp-NotebookTrustedStatus, .jp-Notebook-footer")


def chrome_shown(page) -> list[str]:
    """The pieces of CHROME drawn on the page (not hidden, some size)."""
    return page.evaluate("""(sel) => [...document.querySelectorAll(sel)]
        .filter(e => { const r = e.getBoundingClientRect(); return r.width && r.height
                       && e.checkVisibility(); })
        .map(e => e.id || e.className)""", CHROME)


def covered_by_banner(page) -> list[str]:
    """What the reading banner (and its "All lessons" link) covers: the lesson's scroller (the
    notebook's, else the preview) must end above the banner, so no text or widget is ever under
    it. Returns the covered box and by how many px, or []."""
    return page.evaluate("""() => {
        const banner = document.querySelector('.mjteach-reading-banner');
        const b = banner.getBoundingClientRect();
        const out = [];
        for (const sel of ['.mjteach-preview', '.jp-WindowedPanel-outer']) {
            const e = document.querySelector(sel);
            if (!e || !e.checkVisibility()) continue;
            const r = e.getBoundingClientRect();
            if (r.bottom > b.top + 0.5 && r.right > b.left && r.left < b.right)
                out.push(sel + ' under the banner by ' + Math.round(r.bottom - b.top) + ' px');
        }
        return out;
    }""")


def tap_an_answer(page) -> str:
    """Tap a choice of the first Practice (after Next, when it is answered; then Check, when it
    asks for several): the widget grades it. Returns the graded state."""
    widget = page.locator(".mjt-practice").first
    widget.scroll_into_view_if_needed()
    if widget.get_attribute("data-state") in ("right", "explained"):
        widget.locator("button.mjt-pr-next").tap()
        page.wait_for_function("el => el.getAttribute('data-state') === 'ask'",
                               arg=widget.element_handle(), timeout=30_000)
    state = widget.get_attribute("data-state")
    widget.locator(f"button.mjt-pr-choice{ENABLED}").first.tap()
    if widget.locator("button.mjt-pr-check").count():
        widget.locator("button.mjt-pr-check").tap()
    page.wait_for_function("([el, s, g]) => el.getAttribute('data-state') !== s"
                           " && g.includes(el.getAttribute('data-state'))",
                           arg=[widget.element_handle(), state, list(GRADED)], timeout=30_000)
    assert widget.locator(".mjt-pr-feedback").inner_text().strip(), "graded without feedback"
    return widget.get_attribute("data-state")


@pytest.mark.parametrize("lesson", editions(), ids=lambda p: p.relative_to(LESSONS).as_posix())
def test_reading_mode_runs_the_lesson_and_fits_phones_and_tablets(
        offline, site_url, artifacts, lesson):
    """A learner's way in (issue 22): the landing page on a phone, a tap on the lesson; its text
    at once (the preview), then the notebook; the reading mode says in the lesson's language
    that Python starts, runs the lesson by itself (no menu) without moving the reader, and at
    390 x 844, 360 x 740 and 768 x 1024: no sideways scroll of the page or the notebook, a title
    as wide as the screen allows, every button and menu of our widgets a 44 px touch target, a
    kan made by tapping changes the wall, a practice answer by tapping is graded. On the phones
    no JupyterLab menu, toolbar or kernel status (the banner tells the state); the banner with
    its "All lessons" link never lies over the lesson. axe-core: no serious/critical issue in
    our outputs or the banner on the phone, nor at 360."""
    from .test_ui_a11y import audit

    rel = lesson.relative_to(LESSONS).as_posix()
    lang = rel.split("/")[0] if "/" in rel else "en"
    stem = rel.replace("/", "-").removesuffix(".ipynb")
    texts = lite_pages.reading_messages()[lang if lang in lite_pages.LANGUAGES else "en"]
    page = offline.new_page(*PHONE, touch=True)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{site_url}/index.html")
        assert audit(page, f"lite-landing-{lang}", "body") == []
        page.locator(f'a[href="{lite_pages.reading_url(rel)}"]').tap()
        # the lesson's text at once (its preview), then the notebook in its place
        title = page.locator(".mjteach-preview h1").first
        title.wait_for(timeout=30_000)
        assert title.inner_text().strip() == lite_pages.lesson_title(lesson)
        page.screenshot(path=str(artifacts / f"lite-reading-{stem}-preview.png"))
        banner = page.locator(".mjteach-reading-banner")
        assert banner.get_attribute("lang") == lang
        assert covered_by_banner(page) == []
        page.wait_for_selector(".mjteach-preview", state="detached", timeout=120_000)
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
        assert reading_state(page) in ("starting", "running", "ready")
        # while Python starts: the banner says so, no JupyterLab menu, toolbar or kernel status
        # on the phone, nothing under the banner
        assert chrome_shown(page) == []
        assert banner.is_visible() and covered_by_banner(page) == []
        read_at = None
        if reading_state(page) == "starting":
            assert banner.locator(".mjteach-reading-status").inner_text() == texts["starting"]
            page.screenshot(path=str(artifacts / f"lite-reading-{stem}-starting.png"))
            # the learner reads on while Python starts: the run leaves them where they are
            read_at = page.evaluate("() => document.querySelector('.jp-WindowedPanel-outer')"
                                    ".scrollTop = 1000")
        page.wait_for_function(
            "() => ['ready', 'failed'].includes("
            "document.querySelector('.mjteach-reading-banner').dataset.state)", timeout=240_000)
        assert reading_state(page) == "ready"
        if read_at is not None:
            now = page.evaluate("() => document.querySelector('.jp-WindowedPanel-outer').scrollTop")
            assert abs(now - read_at) < 300, f"the run moved the reader from {read_at} to {now} px"
        assert banner.locator(".mjteach-reading-status").inner_text() == texts["ready"]
        assert error_outputs(page) == []
        assert page.locator(".jp-mod-dirty").count() == 0  # leaving asks nothing
        assert audit(page, f"lite-reading-{stem}-390") == []
        assert audit(page, f"lite-reading-{stem}-banner", ".mjteach-reading-banner") == []
        for width, height in SCREENS:
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(300)  # the layout settles
            size = layout(page)
            assert size["page"] <= size["window"], (width, size)
            assert size["scroller"] <= size["scroller_box"], (width, size)
            assert size["title"] >= 0.6 * min(width, 700), (width, size)
            assert small_controls(page) == [], width
            # the chrome only on a screen wide enough for it; the banner (the way back to the
            # list) covers nothing, at the end of the lesson too
            assert (chrome_shown(page) == []) == (width <= 600), (width, chrome_shown(page))
            page.evaluate("() => { const o = document.querySelector('.jp-WindowedPanel-outer');"
                          " o.scrollTop = o.scrollHeight; }")
            page.wait_for_timeout(300)
            assert covered_by_banner(page) == [], width
            if width == 360:
                # the lesson's text too (its links, from the top: the notebook draws only the
                # cells near the screen) and the outputs
                page.evaluate("() => document.querySelector('.jp-WindowedPanel-outer')"
                              ".scrollTop = 0")
                page.wait_for_timeout(300)
                assert audit(page, f"lite-reading-{stem}-360",
                             ".jp-RenderedMarkdown, .jp-OutputArea-output") == []
            # what the learner sees (the screen, banner included): the lesson's end, its start
            # (360) or the widget just used
            page.screenshot(path=str(artifacts / f"lite-reading-{stem}-{width}.png"))
            press_a_kan(page, page.locator(".mjt-kanlab").first, tap=True)
            page.screenshot(path=str(artifacts / f"lite-reading-{stem}-{width}-kanlab.png"))
            assert tap_an_answer(page) in GRADED
            page.screenshot(path=str(artifacts / f"lite-reading-{stem}-{width}-practice.png"))
    finally:
        page.context.close()
    assert errors == []
    assert offline.outside == []
