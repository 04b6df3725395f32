"""The seeded fuzz suite (tests/fuzzing.py): records, command lines, the Python API, scenarios,
packs and progress files. Each target must find 0 tracebacks, 0 hangs and 0 wrong exit codes.

``make test`` runs CASES per target (1,920 in all, ~12 s on the 2-core test machine); FUZZ_SCALE
multiplies them (``make fuzz``: 25 times). A failure names the target, case and seed that reproduce
it.
"""

from __future__ import annotations

import os

import pytest
from fuzzing import TARGETS, fuzz

CASES = {"records": 80, "cli": 120, "api": 600, "scenarios": 120, "packs": 400, "progress": 600}
SCALE = float(os.environ.get("FUZZ_SCALE", "1"))
SEED = int(os.environ.get("FUZZ_SEED", "23"))


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_fuzzing_finds_no_traceback_hang_or_wrong_exit_code(target, tmp_path):
    problems = fuzz(target, max(1, int(CASES[target] * SCALE)), SEED, tmp_path)
    assert not problems, "\n".join(problems[:20])
