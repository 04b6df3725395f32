"""Browser-test fixtures: a JupyterLab server on a free loopback port and a headless Chromium.

Recipe: docs/notes/jupyter.md §7 (Debian chromium through Playwright's ``executable_path``;
never ``playwright install``; ``?reset`` per page; wait for the kernel to be Idle before Run All).
Without chromium the tests are skipped, except in CI (CI or MJTEACH_REQUIRE_BROWSER set): then they
fail (the `chromium` fixture in tests/conftest.py).
Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = Path(__file__).parent / "notebooks"
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.slow)


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_http(url: str, tries: int = 240, pause: float = 0.25) -> None:
    for _ in range(tries):
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                if r.status < 500:
                    return
        except OSError:
            pass
        time.sleep(pause)
    raise RuntimeError(f"server at {url} did not answer")


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=10)


def scratch_copy(notebooks, root: Path) -> Path:
    """Copy ``notebooks`` into ``root`` with its own Jupyter config/runtime/data folders."""
    for nb in notebooks:
        shutil.copy(nb, root / Path(nb).name)
    for name in ("config", "runtime", "data"):
        (root / f".jupyter-{name}").mkdir(exist_ok=True)
    return root


@contextmanager
def serve(root: Path, app: str = "lab", target: str | None = None) -> Iterator[str]:
    """Run JupyterLab (``app="lab"``) or Voila (``app="voila"``, on ``target`` or the whole
    folder) on a free loopback port with ``root`` as its folder; yield the base URL; stop it."""
    port = free_port()
    if app == "lab":
        cmd = [
            sys.executable, "-m", "jupyterlab", "--no-browser", f"--port={port}",
            "--ip=127.0.0.1", "--ServerApp.token=", "--ServerApp.password=", "--allow-root",
            f"--ServerApp.root_dir={root}", "--LabApp.news_url=",
            "--ServerApp.disable_check_xsrf=True",
        ]
        ready = "/api/status"
    else:
        cmd = [sys.executable, "-m", "voila", target or str(root), "--no-browser",
               f"--port={port}", "--Voila.ip=127.0.0.1"]
        ready = "/"
    proc = subprocess.Popen(
        cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=_jupyter_env(root), cwd=root
    )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_http(url + ready)
        yield url
    finally:
        stop(proc)


@pytest.fixture(scope="session")
def notebook_dir(tmp_path_factory) -> Path:
    """The notebooks under test, copied into a scratch folder (the server's root)."""
    return scratch_copy(NOTEBOOKS.glob("*.ipynb"), tmp_path_factory.mktemp("ui-notebooks"))


def _jupyter_env(root: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["JUPYTER_CONFIG_DIR"] = str(root / ".jupyter-config")
    env["JUPYTER_RUNTIME_DIR"] = str(root / ".jupyter-runtime")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return env


@pytest.fixture(scope="session")
def lab_url(chromium, notebook_dir) -> Iterator[str]:
    """A JupyterLab server (no token, loopback only) serving ``notebook_dir``."""
    with serve(notebook_dir) as url:
        yield url


@pytest.fixture(scope="session")
def browser(chromium, playwright_api):
    b = playwright_api.chromium.launch(executable_path=chromium, args=CHROMIUM_FLAGS)
    try:
        yield b
    finally:
        b.close()


@pytest.fixture
def page(browser):
    pg = browser.new_page(viewport={"width": 1280, "height": 1000})
    errors: list[str] = []
    pg.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    pg.console_errors = errors  # type: ignore[attr-defined]
    yield pg
    pg.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


def open_and_run_all(page, lab_url: str, notebook: str) -> None:
    """Open ``notebook`` in a fresh workspace, wait for the kernel to be Idle, Run All Cells."""
    page.goto(f"{lab_url}/lab/tree/{notebook}?reset")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=60_000)
    page.get_by_text("Python 3 (ipykernel) | Idle").first.wait_for(timeout=60_000)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()


def timed(page, action, wait) -> float:
    """Seconds from ``action()`` to ``wait()`` returning (a click-to-DOM-change time)."""
    start = time.perf_counter()
    action()
    wait()
    return time.perf_counter() - start


def small_controls(page) -> list:
    """Buttons and menus in the lesson's outputs (our widgets and the ipywidgets ones, such as
    the language picker) smaller than a 44 x 44 px touch target (WCAG 2.5.5), as [class, width,
    height]; hidden ones (0 x 0) are not counted."""
    return page.evaluate("""() => [...document.querySelectorAll(
            '.jp-OutputArea-output button, .jp-OutputArea-output select')]
        .map(e => [e.className || e.tagName, e.getBoundingClientRect()])
        .filter(([, r]) => r.width > 0 && (r.width < 44 || r.height < 44))
        .map(([c, r]) => [c, Math.round(r.width), Math.round(r.height)])""")
