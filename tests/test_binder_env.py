"""The Binder environment: pins that match what CI tests, and the lessons run from it alone.

Binder (repo2docker) reads only ``binder/`` once that folder exists, ignoring the root pyproject, so
``binder/requirements.txt`` must hold every runtime dependency pinned, plus a line ``.`` that
installs mjteach itself (docs/notes/jupyter.md §4). Binder cannot be reached from CI, so the
slow test does what it would do: a fresh virtual environment built from that file alone, then every
lesson executed there under strict nbval, in a kernel that sees only that environment.
"""

from __future__ import annotations

import importlib.metadata as metadata
import json
import os
import re
import subprocess
import sys
import venv
from pathlib import Path

import pytest
from packaging.requirements import Requirement

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: tomli is in the lock for exactly that case
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
BINDER = ROOT / "binder"
LOCK = ROOT / "requirements" / "lock.txt"
TEST_ONLY = {
    "pytest",
    "nbval",
    "playwright",
    "hypothesis",
    "jansou",
    "pytest-benchmark",
    "ruff",
    "coverage",
}
LINE = re.compile(r"([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)\s*(?:;\s*([^\\]+?))?\s*\\?$")


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _entries(path: Path) -> tuple[list[tuple[str, str, str]], list[str]]:
    """(name, version, marker) of every pin in a requirements file, and the lines that are not pins."""
    entries, other = [], []
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line or line.startswith("--hash"):
            continue
        m = LINE.fullmatch(line)
        if m:
            entries.append((_norm(m.group(1)), m.group(2), (m.group(3) or "").strip()))
        else:
            other.append(line)
    return entries, other


def _applies(marker: str) -> bool:
    return not marker or Requirement(f"x; {marker}").marker.evaluate({"extra": ""})


def _pins(path: Path = BINDER / "requirements.txt") -> tuple[dict[str, str], list[str]]:
    """name -> version of the pins that apply to this interpreter, and the non-pin lines."""
    entries, other = _entries(path)
    return {n: v for n, v, m in entries if _applies(m)}, other


def _tested_range() -> tuple[tuple[int, int], tuple[int, int]]:
    """(LOW, HIGH) from tools/check_python.py: the Python versions `make` accepts and we test."""
    text = (ROOT / "tools" / "check_python.py").read_text(encoding="utf-8")
    a, b, c, d = map(int, re.search(r"LOW, HIGH = \((\d+), (\d+)\), \((\d+), (\d+)\)", text).groups())
    return (a, b), (c, d)


def test_binder_runtime_names_a_tested_python():
    """runtime.txt names one of the Python versions the fast tests run under (tools/check_python.py,
    pyproject's requires-python); no test asserts the interpreter that runs it."""
    low, high = _tested_range()
    name = (BINDER / "runtime.txt").read_text(encoding="utf-8").strip()
    m = re.fullmatch(r"python-(\d+)\.(\d+)", name)
    assert m, name
    assert low <= (int(m.group(1)), int(m.group(2))) <= high, (name, low, high)
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["requires-python"] == f">={low[0]}.{low[1]},<{high[0]}.{high[1] + 1}"


def test_binder_requirements_install_the_package_with_a_dot_line():
    """jupyter.md §4: a binder/ folder hides the root pyproject, so '.' must install mjteach; every
    other line is an exact pin (no ranges, no -e, no extra index)."""
    pins, other = _pins()
    assert other == ["."], f"lines that are neither 'name==version' nor '.': {other}"
    assert len(pins) > 10


def test_binder_file_is_the_runtime_part_of_the_lock():
    """Every Binder line is a line of requirements/lock.txt (same version, same marker), and the
    Binder set is exactly what mjteach[lab] needs here: its dependency closure, read from the
    installed metadata, for this interpreter."""
    lock, _ = _entries(LOCK)
    binder, _ = _entries(BINDER / "requirements.txt")
    assert not set(binder) - set(lock), f"not in the lock: {sorted(set(binder) - set(lock))}"
    closure: set[str] = set()
    seen: set[tuple[str, str]] = set()
    todo = [Requirement(r) for r in metadata.requires("mjteach") or []]
    todo = [r for r in todo if not r.marker or r.marker.evaluate({"extra": "lab"})]
    while todo:
        req = todo.pop()
        name = _norm(req.name)
        closure.add(name)
        for extra in [""] + sorted(req.extras):  # an extra (jsonschema[format-nongpl]) adds deps
            if (name, extra) in seen:
                continue
            seen.add((name, extra))
            for spec in metadata.requires(name) or []:
                sub = Requirement(spec)
                if not sub.marker or sub.marker.evaluate({"extra": extra}):
                    todo.append(sub)
    pins, _ = _pins()
    assert set(pins) == closure, {"extra in binder": sorted(set(pins) - closure),
                                  "missing from binder": sorted(closure - set(pins))}


def test_lock_satisfies_the_declared_ranges():
    """Each pin of the lock lies in the range pyproject (or requirements/build.in) declares for it."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    declared = list(project["dependencies"])
    for extra in project["optional-dependencies"].values():
        declared += extra
    declared += [
        line.split("#", 1)[0].strip()
        for line in (ROOT / "requirements" / "build.in").read_text(encoding="utf-8").splitlines()
        if line.split("#", 1)[0].strip()
    ]
    lock, other = _entries(LOCK)
    assert not other, other
    versions: dict[str, list[str]] = {}
    for name, version, _marker in lock:
        versions.setdefault(name, []).append(version)
    bad = {}
    for spec in declared:
        req = Requirement(spec)
        found = versions.get(_norm(req.name))
        if not found:
            bad[req.name] = "not in the lock"
        for v in found or []:
            if not req.specifier.contains(v, prereleases=True):
                bad[req.name] = f"{v} outside {req.specifier}"
    assert not bad, bad


def test_lock_pins_carry_hashes():
    """pip installs the lock with --require-hashes: every pin has at least one sha256."""
    text = LOCK.read_text(encoding="utf-8")
    blocks = re.split(r"\n(?=[A-Za-z0-9])", text.split("\n", 2)[2])
    unhashed = [b.split()[0] for b in blocks if b.strip() and "--hash=sha256:" not in b]
    assert not unhashed, unhashed


def test_venv_is_exactly_the_lock():
    """The .venv that runs these tests holds the lock's version of every pin that applies here, so
    Binder (same pins) runs what nbval checked."""
    pins, _ = _pins(LOCK)
    wrong = {}
    for name, version in pins.items():
        try:
            installed = metadata.version(name)
        except metadata.PackageNotFoundError:
            wrong[name] = (version, "not installed")
            continue
        if installed != version:
            wrong[name] = (version, installed)
    assert not wrong, f"lock pin -> installed: {wrong}"


def test_binder_pins_leave_test_tools_out():
    """jupyter.md §4: JupyterLab, Voila, a kernel and the widgets are pinned for Binder; nbval,
    pytest, playwright and the other test tools are not."""
    pins, _ = _pins()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    needed = {_norm(Requirement(r).name) for r in project["dependencies"]}
    needed |= {"jupyterlab", "voila", "ipykernel", "ipywidgets", "jupyterlab-widgets"}
    assert not needed - set(pins), f"not pinned: {sorted(needed - set(pins))}"
    assert not TEST_ONLY & set(pins), (
        f"test tools pinned for Binder: {sorted(TEST_ONLY & set(pins))}"
    )


#: what Voila's server extension does when the server starts (voila/server_extension.py): its
#: configuration from the server's config files, then the template's folders from it
VOILA_AT_START = """
import json
from jupyter_server.serverapp import ServerApp
from voila.configuration import VoilaConfiguration
from voila.paths import collect_template_paths
app = ServerApp()
app.load_config_file()
conf = VoilaConfiguration(parent=app)
print(json.dumps({"template": conf.template,
                  "paths": collect_template_paths(["voila", "nbconvert"], conf.template)}))
"""


def test_binders_voila_uses_the_mjteach_template_like_make_voila(tmp_path):
    """Binder's Voila (?urlpath=voila/render/...) gets `make voila`'s page: binder/start (run by
    repo2docker before the server, the repository in REPO_DIR) makes the server's Voila choose
    the template ``mjteach`` and find it first in the repository's share/jupyter. Checked by
    running start as Binder would, with a fresh home and no Jupyter paths set, around what
    Voila's server extension reads at start."""
    start = BINDER / "start"
    assert start.exists() and os.access(start, os.X_OK)
    assert start.read_text(encoding="utf-8").rstrip().endswith('exec "$@"')
    env = {k: v for k, v in os.environ.items()
           if k not in ("JUPYTER_PATH", "JUPYTER_CONFIG_PATH", "JUPYTER_CONFIG_DIR")}
    env.update(HOME=str(tmp_path), REPO_DIR=str(ROOT))
    run = subprocess.run([str(start), sys.executable, "-c", VOILA_AT_START], env=env,
                         cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    found = json.loads(run.stdout.strip().splitlines()[-1])
    assert found["template"] == "mjteach"
    ours = ROOT / "share" / "jupyter" / "voila" / "templates" / "mjteach"
    assert found["paths"][0] == str(ours) and (ours / "index.html.j2").exists()


@pytest.mark.slow
def test_lessons_run_under_strict_nbval_in_a_fresh_binder_venv(tmp_path):
    """Build a venv from binder/requirements.txt alone (pip run from the repo root, as repo2docker
    does), register its kernel in a private Jupyter path, and run every lesson under strict nbval
    with that kernel: the lessons must not depend on anything outside the Binder file."""
    env_dir = tmp_path / "binder-venv"
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    py = env_dir / "bin" / "python"
    subprocess.run(
        [
            str(py),
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-cache-dir",
            "-r",
            "binder/requirements.txt",
        ],
        cwd=ROOT,
        check=True,
    )
    # The package must come from the wheel built from '.', not from the working tree.
    where = subprocess.run(
        [str(py), "-c", "import mjteach, sys; print(mjteach.__file__)"],
        cwd=tmp_path,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    assert str(env_dir) in where, where
    jupyter_path = tmp_path / "jupyter"
    subprocess.run(
        [
            str(py),
            "-m",
            "ipykernel",
            "install",
            "--prefix",
            str(jupyter_path),
            "--name",
            "mjteach-binder",
            "--display-name",
            "mjteach (binder)",
        ],
        check=True,
        capture_output=True,
    )
    env = dict(os.environ, JUPYTER_PATH=str(jupyter_path / "share" / "jupyter"))
    lessons = sorted(
        str(p.relative_to(ROOT)) for p in (ROOT / "lessons").glob("[a-z][a-z]/[0-9][0-9]-*.ipynb")
    )
    assert lessons, "no lesson notebooks found"
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--nbval",
            "--nbval-kernel-name",
            "mjteach-binder",
            "--nbval-sanitize-with",
            "lessons/sanitize.cfg",
            *lessons,
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stdout[-6000:] + proc.stderr[-2000:]
