"""Practice speed (issue 15): a new exercise of each kind, and a teacher pack of 30.

Run: .venv/bin/python benchmarks/bench_practice.py [N] [--json]
For each concept, N (default 60) new exercises (seeds 0..N-1, difficulty 1..3 in turn, the
presets in turn) are made with ``mjteach.practice.make`` (situation built, answer read from the
engine, explanation built) and timed one by one: median <= 50 ms and p95 <= 150 ms per concept.
Then a pack of 30 exercises over every concept is made with its notebook, handout (SVG figures)
and answer key written to a temporary folder (``make_pack``), 3 packs with different seeds:
the slowest (the first, which pays the imports) <= 5 s.
With ``--json`` the last line is the runner's JSON.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from mjteach.practice import CONCEPTS, make
from mjteach.practice.pack import make_pack
from mjteach.rules import PRESETS

MEDIAN_MS, P95_MS, PACK_S = 50.0, 150.0, 5.0


def _p95(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))]


def main(argv: list[str]) -> int:
    args = [a for a in argv if not a.startswith("--")]
    n = int(args[0]) if args else 60
    presets = list(PRESETS)
    make("kan-fu", 0)  # warm-up: imports, the scoring tables
    rows = []
    for concept in CONCEPTS:
        times = []
        for s in range(n):
            d = 1 + s % 3
            rules = presets[s % len(presets)]
            t0 = time.perf_counter()
            make(concept, s, d, rules)
            times.append((time.perf_counter() - t0) * 1000)
        med, p95 = statistics.median(times), _p95(times)
        print(f"{concept:14s} median {med:6.1f} ms  p95 {p95:6.1f} ms  max {max(times):6.1f} ms")
        rows.append({"area": "practice", "metric": f"new {concept} exercise, median of {n}",
                     "value": round(med, 1), "unit": "ms", "target": f"<= {MEDIAN_MS:g}",
                     "ok": med <= MEDIAN_MS})
        rows.append({"area": "practice", "metric": f"new {concept} exercise, p95 of {n}",
                     "value": round(p95, 1), "unit": "ms", "target": f"<= {P95_MS:g}",
                     "ok": p95 <= P95_MS})
    pack_times = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(3):
            pack = Path(tmp) / f"pack{i}.json"  # a new seed each time: nothing cached
            pack.write_text(json.dumps({"title": "bench", "concepts": list(CONCEPTS),
                                        "difficulty": 2, "rules": "tenhou", "count": 30,
                                        "seed": 11 + i}), encoding="utf-8")
            t0 = time.perf_counter()
            files = make_pack(pack, Path(tmp) / f"out{i}")
            pack_times.append(time.perf_counter() - t0)
        size = sum(f.stat().st_size for f in files.values())
    med = max(pack_times)  # the slowest (the first pays the imports of nbformat and yaml)
    print(f"pack of 30 with notebook, handout and key: slowest {med:.2f} s of 3 "
          f"({', '.join(f'{x:.2f}' for x in pack_times)}); {size / 1024:.0f} KiB written")
    rows.append({"area": "practice", "metric": "pack of 30 + handout + key (slowest of 3, first one cold)",
                 "value": round(med, 2), "unit": "s", "target": f"<= {PACK_S:g}",
                 "ok": med <= PACK_S})
    if "--json" in argv:
        print(json.dumps(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
