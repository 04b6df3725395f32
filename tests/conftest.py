"""Shared fixtures: the real game records kept in tests/data/realgames, language reset."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
REALGAMES = ROOT / "tests" / "data" / "realgames"


@pytest.fixture(autouse=True)
def _english():
    """Every test starts and ends in English."""
    from mjteach.i18n import set_language

    set_language("en")
    yield
    set_language("en")


@pytest.fixture(scope="session")
def realgames() -> Path:
    """tests/data/realgames: real Tenhou records copied into the repo (SOURCES.md there: origin, licence)."""
    assert REALGAMES.is_dir(), f"real games not found at {REALGAMES}"
    return REALGAMES


def browser_required() -> bool:
    """In CI (``CI`` or ``MJTEACH_REQUIRE_BROWSER`` set and not false) a missing browser fails."""
    return any(
        os.environ.get(name, "").lower() not in ("", "0", "false", "no")
        for name in ("CI", "MJTEACH_REQUIRE_BROWSER")
    )


@pytest.fixture(scope="session")
def chromium() -> str:
    """Path of Debian's chromium; skipped where it is missing, a failure in CI."""
    from mjteach.render.save import chromium_path

    path = chromium_path()
    if path is None:
        if browser_required():
            pytest.fail("chromium not found (apt-get install chromium) and this run is CI")
        pytest.skip("chromium not installed (apt-get install chromium)")
    return path


@pytest.fixture(scope="session")
def playwright_api():
    """The one Playwright of the session: its sync API allows a single instance per process, so
    every browser of the browser tests is launched from this (``browser``, test_lite's offline
    browser)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p
