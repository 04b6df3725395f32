"""The Binder environment: pins that match what CI tests, and the lessons run from it alone.

Binder (repo2docker) reads only ``binder/`` once that folder exists, ignoring the root pyproject, so
``binder/requirements.txt`` must hold every runtime dependency pinned, plus a line ``.`` that
installs mjteach itself (../shared/notes/jupyter.md §4). Binder cannot be reached from CI, so the
slow test does what it would do: a fresh virtual environment built from that file alone, then every
lesson executed there under strict nbval, in a kernel that sees only that environment.
"""

from __future__ import annotations

import importlib.metadata as metadata
import os
import re
import subprocess
import sys
import venv
from pathlib import Path

import pytest

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: the pyproject check below is skipped
    tomllib = None
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]
BINDER = ROOT / "binder"
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


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _pins() -> tuple[dict[str, str], list[str]]:
    pins: dict[str, str] = {}
    other: list[str] = []
    for raw in (BINDER / "requirements.txt").read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = re.fullmatch(r"([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;]+)", line)
        if m:
            pins[_norm(m.group(1))] = m.group(2)
        else:
            other.append(line)
    return pins, other


def test_binder_runtime_is_python_311():
    """jupyter.md §4: runtime.txt names the Python the lessons are tested with."""
    assert (BINDER / "runtime.txt").read_text(encoding="utf-8").strip() == "python-3.11"
    assert sys.version_info[:2] == (3, 11)


def test_binder_requirements_install_the_package_with_a_dot_line():
    """jupyter.md §4: a binder/ folder hides the root pyproject, so '.' must install mjteach; every
    other line is an exact pin (no ranges, no -e, no extra index)."""
    pins, other = _pins()
    assert other == ["."], f"lines that are neither 'name==version' nor '.': {other}"
    assert len(pins) > 10


def test_binder_pins_match_the_tested_venv():
    """Each pin is the version installed where the lessons are executed (CI's .venv), so Binder
    runs exactly what nbval checked."""
    pins, _ = _pins()
    wrong = {}
    for name, version in pins.items():
        try:
            installed = metadata.version(name)
        except metadata.PackageNotFoundError:
            wrong[name] = (version, "not installed")
            continue
        if installed != version:
            wrong[name] = (version, installed)
    assert not wrong, f"binder pin -> installed: {wrong}"


def test_binder_pins_cover_runtime_dependencies_and_leave_test_tools_out():
    """The package's own dependencies, JupyterLab, Voila and a kernel are pinned; test tools are not
    (jupyter.md §4: leave nbval, pytest and playwright out of Binder)."""
    pins, _ = _pins()
    if tomllib is None:
        pytest.skip("reading pyproject.toml needs tomllib (Python 3.11+)")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    needed = {_norm(Requirement(r).name) for r in project["dependencies"]}
    needed |= {"jupyterlab", "voila", "ipykernel", "ipywidgets", "jupyterlab-widgets"}
    assert not needed - set(pins), f"not pinned: {sorted(needed - set(pins))}"
    assert not TEST_ONLY & set(pins), (
        f"test tools pinned for Binder: {sorted(TEST_ONLY & set(pins))}"
    )


def test_binder_pins_are_closed_under_dependencies():
    """Every dependency of a pinned package (for this platform) is pinned too, so Binder cannot pull
    an untested version of anything."""
    pins, _ = _pins()
    missing: dict[str, str] = {}
    for name in pins:
        dist = metadata.distribution(name)
        for spec in dist.requires or []:
            req = Requirement(spec)
            if req.marker and not req.marker.evaluate({"extra": ""}):
                continue
            if _norm(req.name) not in pins:
                missing[_norm(req.name)] = name
    assert not missing, f"dependency -> required by: {missing}"


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
        str(p.relative_to(ROOT)) for p in (ROOT / "lessons").glob("[0-9][0-9]-*.ipynb")
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
