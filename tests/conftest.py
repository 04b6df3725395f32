"""Shared fixtures: paths to the real games in ../shared, language reset."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("MJTEACH_SHARED", ROOT.parent / "shared"))
REALGAMES = SHARED / "realgames"


@pytest.fixture(autouse=True)
def _english():
    """Every test starts and ends in English."""
    from mjteach.i18n import set_language

    set_language("en")
    yield
    set_language("en")


@pytest.fixture(scope="session")
def realgames() -> Path:
    """../shared/realgames; skipped locally when absent, a failure in CI (MJTEACH_REQUIRE_REALGAMES)."""
    if not REALGAMES.is_dir():
        if os.environ.get("MJTEACH_REQUIRE_REALGAMES"):
            pytest.fail(f"real games not found at {REALGAMES}")
        pytest.skip("../shared/realgames not present")
    return REALGAMES
