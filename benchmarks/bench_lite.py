"""The JupyterLite site (issue 16): size, cold and warm start to the first widget, press latency.

Figures (headless Debian chromium, the site served on 127.0.0.1, every request leaving it blocked):

* site size on disk (MB) and bytes transferred while a lesson loads cold (MB);
* cold start: page open (empty browser cache) → notebook shown → kernel idle → Run All → first
  rendered widget (s), with the kernel worker's own figures (Pyodide's core, the packages) from
  the console line of tools/lite/kernel-start.mjs;
* warm start: the same in a new tab of the same browser (HTTP cache kept) (s);
* KanLab press → changed wall picture in Pyodide (ms, median and p95 over ``--presses``), beside the
  same press in JupyterLab (a local ipykernel) measured the same way.

* the reading mode on a phone (issue 22: 390 x 844, touch; the lesson linked from the landing page,
  which runs by itself): page open → lesson text readable (its title shown), → first live widget,
  → the banner says ready, cold and warm; a tap on KanLab's kan → changed wall (median, p95 of
  ``--taps``).

Targets: first widget <= 20 s cold, <= 8 s warm; press median <= 250 ms; site <= 60 MB; reading
mode: text readable <= 2 s, first live widget <= 8 s warm, tap <= 100 ms median.
Run: ``.venv/bin/python benchmarks/bench_lite.py [--presses N] [--taps N] [--reading-only] [--json]``
(builds the site first if it is stale). Prints figures; asserts nothing. The taps also print where
their time went (view.js's performance marks: sent to Python, draw begun, draw ended) and the end
of the next frame. ``--site A --site B [--rounds N]`` only times the reading mode's taps on two
built sites in turns in one browser (e.g. ``git worktree add /tmp/m main``, ``make lite`` there,
then ``--site build/lite --site /tmp/m/build/lite``): ratios in one run on a noisy machine. With
``--json`` the last line is the JSON rows benchmarks/run.py collects.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))
import build_lite  # noqa: E402
import serve_lite  # noqa: E402

from tests.ui.conftest import CHROMIUM_FLAGS, scratch_copy, serve  # noqa: E402

LESSON = "02-kan-procedure.ipynb"
# an ipywidgets view, or one of mjteach's anywidget views
FIRST_WIDGET = ".jp-OutputArea-output .jupyter-widgets, .jp-OutputArea-output .mjt-view"
WALL = ".mjt-kanlab .mjt-wallview"
ENABLED_JS = "el => !el.disabled && el.getAttribute('aria-disabled') !== 'true'"


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[max(0, min(len(values) - 1, round(q / 100 * (len(values) - 1))))]


def lesson_path() -> str:
    """The lesson to time: 02 (KanLab) in the first edition that has it."""
    found = [p for p in build_lite.lesson_files() if p.name == LESSON]
    return found[0].relative_to(build_lite.LESSONS).as_posix() if found else LESSON


def start_to_first_widget(page, url: str, idle_text: str) -> dict:
    """Seconds from page.goto to: the notebook shown ("shown"), the kernel idle ("idle"), the
    first rendered widget after Run All ("widget"); and, in the site, the kernel worker's own
    figures from tools/lite/kernel-start.mjs's console line: Pyodide's core ("core_ms") and
    the packages ("packages_ms") in ms."""
    worker: dict = {}

    def console(msg):
        if m := re.search(r"mjteach-lite: .* core (\d+) ms, \d+ packages (\d+) ms", msg.text):
            worker.update(core_ms=int(m[1]), packages_ms=int(m[2]))

    page.on("console", console)
    start = time.perf_counter()
    page.goto(url)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    shown = time.perf_counter() - start
    page.get_by_text(idle_text).first.wait_for(timeout=180_000)
    idle = time.perf_counter() - start
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    page.locator(FIRST_WIDGET).first.wait_for(timeout=180_000)
    return {"shown": shown, "idle": idle, "widget": time.perf_counter() - start, **worker}


#: in the page: from a click's own event time (a tap's click) on the KanLab to the first change of
#: its wall picture, in ms (window.__mjtPress.times), and to the end of the next frame (its style,
#: layout and paint: a task queued from that frame's requestAnimationFrame; ``painted``); no
#: browser-automation round trip in them. ``clicks`` keeps each click's time for the breakdown.
IN_PAGE_TIMER = """(lab) => {
    const wall = () => lab.querySelector('.mjt-wallview');
    const s = window.__mjtPress = {start: 0, before: null, times: [], painted: [], clicks: []};
    lab.addEventListener('click', (e) => {
        s.start = e.timeStamp;
        s.clicks.push(e.timeStamp);
        s.before = wall() ? wall().innerHTML : null;
    }, true);
    new MutationObserver(() => {
        if (s.start && wall() && wall().innerHTML !== s.before) {
            const t0 = s.start;
            s.times.push(performance.now() - t0);
            s.start = 0;
            requestAnimationFrame(() => setTimeout(() => s.painted.push(performance.now() - t0)));
        }
    }).observe(lab, {childList: true, subtree: true, characterData: true});
}"""

#: in the page, after a press: view.js's marks after the last click (ms from the click): the
#: press sent to Python ("mjt-send"), the new view-model's draw begun and ended
MARKS_JS = """() => {
    const t0 = window.__mjtPress.clicks.at(-1);
    const after = (name, t) => performance.getEntriesByName(name)
        .map((m) => m.startTime).find((x) => x >= t);
    const send = after('mjt-send', t0);
    const start = send === undefined ? undefined : after('mjt-draw-start', send);
    const end = start === undefined ? undefined : after('mjt-draw-end', start);
    return [send, start, end].map((x) => (x === undefined ? null : x - t0));
}"""


def press_times(page, presses: int, tap: bool = False) -> dict[str, list]:
    """ms from a click (``tap``: a touch) on KanLab's kan button to a changed wall picture (step
    back in between): as the benchmark sees it ("seen": the call to the changed DOM seen,
    polling each frame), in the page ("change": the click event's time to the first change of
    the wall; "painted": to the end of the next frame) and view.js's marks ("marks": [sent to
    Python, draw begun, draw ended] per press, ms after the click)."""
    page.locator(WALL).first.wait_for(timeout=180_000)
    lab = page.locator(".mjt-kanlab").first
    wall = lab.locator(".mjt-wallview")
    lab.scroll_into_view_if_needed()
    page.evaluate(IN_PAGE_TIMER, lab.element_handle())
    kan = lab.locator(".mjt-btn-ankan")
    back = lab.locator("button", has_text="◀").first
    out: dict[str, list] = {"seen": [], "change": [], "painted": [], "marks": []}
    for _ in range(presses):
        if not page.evaluate(ENABLED_JS, kan.element_handle()):
            before = wall.inner_html()
            back.click()
            page.wait_for_function("([el, b]) => el.innerHTML !== b",
                                   arg=[wall.element_handle(), before], timeout=30_000)
            kan.wait_for(state="visible")
            page.wait_for_function(ENABLED_JS, arg=kan.element_handle(), timeout=30_000)
        before = wall.inner_html()
        page.evaluate("() => { window.__mjtPress.times = []; window.__mjtPress.painted = []; }")
        start = time.perf_counter()
        kan.tap() if tap else kan.click()
        page.wait_for_function("([el, b]) => el.innerHTML !== b",
                               arg=[wall.element_handle(), before], timeout=30_000, polling="raf")
        out["seen"].append((time.perf_counter() - start) * 1000)
        page.wait_for_function("() => window.__mjtPress.painted.length > 0", timeout=30_000)
        out["change"].append(page.evaluate("() => window.__mjtPress.times[0]"))
        out["painted"].append(page.evaluate("() => window.__mjtPress.painted[0]"))
        out["marks"].append(page.evaluate(MARKS_JS))
    return out


def fresh_site() -> Path:
    """build/lite, built first if it is stale."""
    if not build_lite.is_fresh():
        subprocess.run([sys.executable, str(ROOT / "tools" / "build_lite.py")], check=True,
                       stdout=subprocess.DEVNULL)
    return build_lite.OUT


def offline_context(browser, url: str, outside: list[str], **options):
    """A browser context that reaches only the site at ``url``; other requests are aborted and
    listed in ``outside``."""
    context = browser.new_context(**options)

    def route(r):
        if r.request.url.startswith((url + "/", "blob:", "data:")):
            r.continue_()
        else:
            outside.append(r.request.url)
            r.abort()

    context.route("**/*", route)
    return context


def measure_lite(browser, presses: int) -> dict:
    site = fresh_site()
    size = sum(p.stat().st_size for p in site.rglob("*") if p.is_file())
    server, url = serve_lite.serve_in_thread(site)
    fetched: set[Path] = set()
    outside: list[str] = []
    context = offline_context(browser, url, outside, viewport={"width": 1280, "height": 1000})

    def requested(req):  # the site's files asked for (served uncompressed by serve_lite)
        if req.url.startswith(url + "/"):
            local = site / req.url[len(url) + 1:].split("?")[0].split("#")[0]
            if local.is_file():
                fetched.add(local)

    context.on("request", requested)
    lesson = f"{url}/lab/index.html?path={lesson_path()}"
    try:
        page = context.new_page()
        cold = start_to_first_widget(page, lesson, "Python (Pyodide) | Idle")
        first_load = sum(p.stat().st_size for p in fetched)
        lite_presses = press_times(page, presses)["seen"]
        page.close()
        page = context.new_page()  # same context: the HTTP cache is warm
        warm = start_to_first_widget(page, lesson, "Python (Pyodide) | Idle")
        page.close()
    finally:
        context.close()
        server.shutdown()
        server.server_close()
    return {"size": size, "first_load": first_load, "cold": cold, "warm": warm,
            "presses": lite_presses, "outside": outside}


#: the reading mode's phone: the landing page's link, on a 390 x 844 touch screen
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
#: the lesson's title: in its preview (shown at once) or in the notebook
LESSON_TEXT = ".mjteach-preview h1, .jp-Notebook .jp-RenderedHTMLCommon h1"
LIVE_WIDGET = ".jp-OutputArea-output .mjt-view"
READY = "() => document.querySelector('.mjteach-reading-banner')?.dataset.state === 'ready'"


def reading_start(page, url: str) -> dict:
    """Seconds from page.goto of the reading mode to: the lesson's title shown, in the preview or
    the notebook ("text"); the notebook in the preview's place ("notebook"); the kernel idle, the
    lesson starting to run ("idle"); the first live mjteach widget ("widget"; the saved outputs
    hold none); the banner saying ready ("ready": every cell run). Plus the kernel worker's own
    figures (Pyodide's core, the packages: "core_ms", "packages_ms")."""
    worker: dict = {}

    def console(msg):
        if m := re.search(r"mjteach-lite: .* core (\d+) ms, \d+ packages (\d+) ms", msg.text):
            worker.update(core_ms=int(m[1]), packages_ms=int(m[2]))

    page.on("console", console)
    out = {}
    start = time.perf_counter()
    page.goto(url)
    for key, wait in (
        ("text", lambda: page.locator(LESSON_TEXT).first.wait_for(state="visible", timeout=120_000)),
        ("notebook", lambda: page.wait_for_function(
            "() => !document.querySelector('.mjteach-preview')"
            " && document.querySelector('.jp-Notebook .jp-Cell')", timeout=120_000)),
        ("idle", lambda: page.wait_for_function(
            "() => ['running', 'ready'].includes("
            "document.querySelector('.mjteach-reading-banner')?.dataset.state)", timeout=240_000)),
        ("widget", lambda: page.locator(LIVE_WIDGET).first.wait_for(timeout=240_000)),
        ("ready", lambda: page.wait_for_function(READY, timeout=240_000)),
    ):
        wait()
        out[key] = time.perf_counter() - start
    return {**out, **worker}


def measure_reading(browser, taps: int) -> dict:
    """The reading mode on a phone: a cold start (empty cache), the taps, a warm start (a new tab
    of the same browser context)."""
    server, url = serve_lite.serve_in_thread(fresh_site())
    outside: list[str] = []
    context = offline_context(browser, url, outside, **PHONE)
    lesson = f"{url}/notebooks/index.html?path={lesson_path()}"
    try:
        page = context.new_page()
        cold = reading_start(page, lesson)
        tapped = press_times(page, taps, tap=True)
        page.close()
        page = context.new_page()
        warm = reading_start(page, lesson)
        page.close()
    finally:
        context.close()
        server.shutdown()
        server.server_close()
    return {"cold": cold, "warm": warm, "taps": tapped["change"], "taps_seen": tapped["seen"],
            "painted": tapped["painted"], "marks": tapped["marks"], "outside": outside}


def compare_taps(browser, sites: list[Path], taps: int, rounds: int) -> dict[Path, dict]:
    """The reading mode's taps on several built sites (e.g. this checkout's and one built from
    main), in turns in one browser, ``rounds`` pages each: on a shared, noisy machine the ratio
    of two sites measured side by side means more than two runs apart."""
    out: dict[Path, dict] = {site: {"change": [], "painted": [], "marks": []} for site in sites}
    servers = {site: serve_lite.serve_in_thread(site) for site in sites}
    try:
        for _ in range(rounds):
            for site in sites:
                url = servers[site][1]
                context = browser.new_context(**PHONE)
                page = context.new_page()
                page.goto(f"{url}/notebooks/index.html?path={lesson_path()}")
                page.wait_for_function(READY, timeout=240_000)
                press_times(page, 2, tap=True)  # the first taps of a page start its caches
                got = press_times(page, taps, tap=True)
                for key in out[site]:
                    out[site][key] += got[key]
                context.close()
    finally:
        for server, _ in servers.values():
            server.shutdown()
            server.server_close()
    return out


def tap_rows(label: str, taps: list[float], painted: list[float], marks: list) -> list[dict]:
    """Median (and p95) of the in-page tap figures, and where the time went (view.js's marks)."""
    rows = [
        {"area": "lite", "metric": f"{label}KanLab tap → changed wall, in the page (click event → "
         f"DOM change; median of {len(taps)})", "value": round(statistics.median(taps)),
         "unit": "ms", "target": "<= 100", "ok": statistics.median(taps) <= 100},
        {"area": "lite", "metric": "same, p95", "value": round(percentile(taps, 95)), "unit": "ms",
         "target": "", "ok": True},
        {"area": "lite", "metric": "same tap → the next frame drawn (style, layout, paint), "
         "median", "value": round(statistics.median(painted)), "unit": "ms", "target": "",
         "ok": True},
    ]
    for i, what in enumerate(("sent to Python (view.js)", "new view-model's draw begins",
                              "draw ends")):
        got = [m[i] for m in marks if m[i] is not None]
        if got:
            rows.append({"area": "lite", "metric": f"  of which: click → {what}, median",
                         "value": round(statistics.median(got)), "unit": "ms", "target": "",
                         "ok": True})
    return rows


def reading_rows(reading: dict) -> list[dict]:
    rows = []
    for label, t in (("cold", reading["cold"]), ("warm (browser cache)", reading["warm"])):
        for key, what, target in (("text", "lesson text readable", 2),
                                  ("notebook", "the notebook in the preview's place", None),
                                  ("idle", "kernel idle, the lesson starts to run", None),
                                  ("widget", "first live widget", 8 if label != "cold" else None),
                                  ("ready", "banner says ready (every cell run)", None)):
            rows.append({"area": "lite", "metric": f"reading mode, phone, {label}: page open → {what}",
                         "value": round(t[key], 1), "unit": "s",
                         "target": f"<= {target}" if target else "",
                         "ok": t[key] <= target if target else True})
        for key, what in (("core_ms", "Pyodide core loaded"), ("packages_ms", "packages installed")):
            if key in t:
                rows.append({"area": "lite", "metric": f"reading mode, {label}: in the kernel "
                             f"worker, {what}", "value": round(t[key] / 1000, 1), "unit": "s",
                             "target": "", "ok": True})
    seen = reading["taps_seen"]
    rows += tap_rows("reading mode, phone: ", reading["taps"], reading["painted"], reading["marks"])
    rows += [
        {"area": "lite", "metric": "same tap as the benchmark sees it (Playwright tap → change "
         "seen), median", "value": round(statistics.median(seen)), "unit": "ms", "target": "",
         "ok": True},
        {"area": "lite", "metric": "reading mode: requests that tried to leave the site",
         "value": len(reading["outside"]), "unit": "requests", "target": "0",
         "ok": not reading["outside"]},
    ]
    return rows


def measure_lab(browser, presses: int) -> list[float]:
    tmp = Path(tempfile.mkdtemp(prefix="bench-lab-"))
    try:
        notebook = build_lite.LESSONS / lesson_path()
        with serve(scratch_copy([notebook], tmp)) as url:
            page = browser.new_page(viewport={"width": 1280, "height": 1000})
            start_to_first_widget(page, f"{url}/lab/tree/{notebook.name}?reset",
                                  "Python 3 (ipykernel) | Idle")
            times = press_times(page, presses)["seen"]
            page.close()
            return times
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def start_rows(label: str, t: dict, target: float) -> list[dict]:
    """Rows of one start: page open → notebook shown → kernel idle (with the worker's Pyodide
    core and package figures) → first widget (the one with a target)."""
    rows = [
        {"area": "lite", "metric": f"{label}: page open → notebook shown", "value":
         round(t["shown"], 1), "unit": "s", "target": "", "ok": True},
        {"area": "lite", "metric": f"{label}: page open → Pyodide kernel idle", "value":
         round(t["idle"], 1), "unit": "s", "target": "", "ok": True},
    ]
    for key, what in (("core_ms", "Pyodide core loaded"), ("packages_ms", "packages installed")):
        if key in t:
            rows.append({"area": "lite", "metric": f"{label}: in the kernel worker, {what}",
                         "value": round(t[key] / 1000, 1), "unit": "s", "target": "", "ok": True})
    rows.append({"area": "lite", "metric": f"{label}: page open → first rendered widget (Run All)",
                 "value": round(t["widget"], 1), "unit": "s", "target": f"<= {target}",
                 "ok": t["widget"] <= target})
    return rows


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--presses", type=int, default=15)
    ap.add_argument("--taps", type=int, default=20)
    ap.add_argument("--reading-only", action="store_true",
                    help="only the reading mode on a phone (skip the JupyterLab figures)")
    ap.add_argument("--site", type=Path, action="append", default=[],
                    help="compare the taps on these built sites (two or more; e.g. build/lite and "
                         "a site built from main), in turns in one browser; nothing else measured")
    ap.add_argument("--rounds", type=int, default=2, help="with --site: pages per site")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if len(args.site) == 1:
        ap.error("--site: give two or more sites to compare")
    from playwright.sync_api import sync_playwright

    chromium = shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(chromium).exists():
        raise SystemExit("chromium not installed")
    lite = lab = None
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=[
            *CHROMIUM_FLAGS, "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"])
        try:
            if args.site:
                compared = compare_taps(browser, args.site, args.taps, args.rounds)
                print_comparison(compared)
                return
            if not args.reading_only:
                lite = measure_lite(browser, args.presses)
                lab = measure_lab(browser, args.presses)
            reading = measure_reading(browser, args.taps)
        finally:
            browser.close()
    rows = lite_rows(lite, lab) if lite else []
    rows += reading_rows(reading)
    for r in rows:
        print(f"{r['metric']:<62} {r['value']:>8} {r['unit']:<9} target {r['target'] or '-'}")
    if args.json:
        print(json.dumps(rows))


def print_comparison(compared: dict[Path, dict]) -> None:
    first = statistics.median(next(iter(compared.values()))["change"])
    for site, got in compared.items():
        print(f"site {site}:")
        for r in tap_rows("", got["change"], got["painted"], got["marks"]):
            print(f"  {r['metric']:<78} {r['value']:>6} {r['unit']}")
        print(f"  median / the first site's: {statistics.median(got['change']) / first:.2f}")


def lite_rows(lite: dict, lab: list[float]) -> list[dict]:
    lp, jp = lite["presses"], lab
    return [
        {"area": "lite", "metric": "JupyterLite site size (build/lite)", "value":
         round(lite["size"] / 1e6, 1), "unit": "MB", "target": "<= 60", "ok": lite["size"] <= 60e6},
        {"area": "lite", "metric": f"site files fetched while {LESSON} loads cold (to first widget)",
         "value": round(lite["first_load"] / 1e6, 1), "unit": "MB", "target": "", "ok": True},
        {"area": "lite", "metric": "requests that tried to leave the site", "value":
         len(lite["outside"]), "unit": "requests", "target": "0", "ok": not lite["outside"]},
        *start_rows("cold", lite["cold"], 20),
        *start_rows("warm (browser cache)", lite["warm"], 8),
        {"area": "lite", "metric": f"KanLab ankan press → changed wall, Pyodide (median of {len(lp)})",
         "value": round(statistics.median(lp)), "unit": "ms", "target": "<= 250",
         "ok": statistics.median(lp) <= 250},
        {"area": "lite", "metric": "same, Pyodide p95", "value": round(percentile(lp, 95)),
         "unit": "ms", "target": "", "ok": True},
        {"area": "lite", "metric": f"same press in JupyterLab + ipykernel (median of {len(jp)})",
         "value": round(statistics.median(jp)), "unit": "ms", "target": "", "ok": True},
        {"area": "lite", "metric": "same, JupyterLab p95", "value": round(percentile(jp, 95)),
         "unit": "ms", "target": "", "ok": True},
    ]


if __name__ == "__main__":
    main()
