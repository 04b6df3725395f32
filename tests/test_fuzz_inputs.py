"""The seeded fuzz suite (tests/fuzzing.py): records, command lines, the Python API, scenarios,
packs and progress files. Each target must find 0 tracebacks, 0 hangs and 0 wrong exit codes.

``make test`` runs FUZZ_CASES cases per target (default: a few, ~30 s in all on this machine);
``make fuzz`` runs many more. A failure names the target, case and seed that reproduce it.
"""

from __future__ import annotations

import os

import pytest
from fuzzing import TARGETS, fuzz

CASES = {"records": 40, "cli": 60, "api": 300, "scenarios": 60, "packs": 200, "progress": 300}
SCALE = float(os.environ.get("FUZZ_SCALE", "1"))
SEED = int(os.environ.get("FUZZ_SEED", "23"))


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_fuzzing_finds_no_traceback_hang_or_wrong_exit_code(target, tmp_path):
    problems = fuzz(target, max(1, int(CASES[target] * SCALE)), SEED, tmp_path)
    assert not problems, "\n".join(problems[:20])
