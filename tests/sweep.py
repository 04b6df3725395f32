"""How much of a seed sweep the practice checks run (tests/test_practice_oracle_*.py, the form of
the choices in tests/test_practice_choices.py).

``make test`` shares the seeds of every preset × difficulty out among the concepts a file checks:
every preset, difficulty and concept is checked, each on its share of the seeds. The share is a
seeded shuffle of the cell's seeds, not a residue (seed % n), so a defect that follows some
arithmetic of the seed is not hidden from one concept in every cell. ``make oracle``
(``ORACLE_FULL=1``) checks every concept on every seed. The seeds that once showed a defect are
checked by name in the files' own tests, so the share never leaves them out.
"""

from __future__ import annotations

import os
import random

FULL = os.environ.get("ORACLE_FULL", "").lower() not in ("", "0", "false", "no")


def share(seeds, index: int, count: int, cell: str) -> list[int]:
    """The seeds of ``seeds`` that check number ``index`` of ``count`` sharing the sweep of
    ``cell`` (e.g. ``"tenhou/2"``) runs in ``make test``; all of them under ``ORACLE_FULL``."""
    seeds = list(seeds)
    if FULL:
        return seeds
    order = seeds[:]
    random.Random(cell).shuffle(order)
    return sorted(order[index::count])
