"""Shared fixtures: the real game records kept in tests/data/realgames, language reset."""

from __future__ import annotations

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
