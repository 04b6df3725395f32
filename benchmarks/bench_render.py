"""Render speed and size: a full-wall SVG and a hand SVG (issue 5 target: full wall <= 60 KB; the
press-to-view budget is median <= 20 ms, p95 <= 50 ms, of which drawing is a part).

Run: .venv/bin/python benchmarks/bench_render.py [N] [--json]
Times wall_svg on walls in several states (after the deal, after kans, every face shown), hand_svg
on hands with every meld kind, meld_svg and dead_wall_svg; the first call of a process (cold:
face symbols not yet cached) is reported apart. Sizes are UTF-8 bytes.
"""

from __future__ import annotations

import json
import statistics
import sys
import time

from mjteach import Hand
from mjteach.render import dead_wall_svg, hand_svg, kan_shift_svg, meld_svg, wall_svg
from mjteach.rules import PRESETS
from mjteach.wall import Wall

HANDS = [
    "2399m222666p+1m [8888s]",
    "2m+4m (3<45s) (55^5p) (7777>s) (8<+888p)",
    "1p+1p (1^+111z) [2222z] (6666<z) (0>55m)",
    "19m19p19s1234567z+1m",
]


def timeit(fn, n: int) -> list[float]:
    out = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t0) * 1000)
    return out


def p95(xs: list[float]) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(round(0.95 * (len(s) - 1))))]


def walls() -> list[tuple[str, Wall]]:
    out = []
    w = Wall.from_seed(1)
    out.append(("tenhou, not dealt", w.copy()))
    w.deal()
    for _ in range(30):
        w.draw()
    out.append(("tenhou, dealt + 30 draws", w.copy()))
    w.reveal_kan_dora()
    w.draw_rinshan()
    out.append(("tenhou, after 1 kan", w.copy()))
    for name in ("old_rule", "sanma_tenhou"):
        x = Wall.from_seed(1, PRESETS[name])
        x.deal()
        out.append((f"{name}, dealt", x))
    return out


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    n = int(args[0]) if args else 200
    rows = []
    w0 = walls()[2][1]
    t0 = time.perf_counter()
    wall_svg(w0)
    cold = (time.perf_counter() - t0) * 1000
    rows.append({"area": "render", "metric": "wall_svg first call (cold caches)",
                 "value": round(cold, 2), "unit": "ms", "target": "", "ok": True})
    for label, w in walls():
        ts = timeit(lambda w=w: wall_svg(w), n)
        rows.append({"area": "render", "metric": f"wall_svg median ({label})",
                     "value": round(statistics.median(ts), 2), "unit": "ms", "target": "",
                     "ok": True})
        rows.append({"area": "render", "metric": f"wall_svg p95 ({label})",
                     "value": round(p95(ts), 2), "unit": "ms", "target": "", "ok": True})
    biggest = 0
    for label, w in walls():
        for opts in ({}, {"reveal": "all"}, {"reveal": "all", "taken": "faded"}):
            size = len(wall_svg(w, **opts).encode("utf-8"))
            biggest = max(biggest, size)
            if opts == {}:
                rows.append({"area": "render", "metric": f"full-wall SVG bytes ({label})",
                             "value": size, "unit": "B", "target": "<= 60000",
                             "ok": size <= 60_000})
    rows.append({"area": "render", "metric": "full-wall SVG bytes, largest (every face shown)",
                 "value": biggest, "unit": "B", "target": "<= 60000", "ok": biggest <= 60_000})
    hands = [Hand.parse(h) for h in HANDS]
    ts = timeit(lambda: [hand_svg(h, labels=True) for h in hands], n)
    per = [x / len(hands) for x in ts]
    rows.append({"area": "render", "metric": "hand_svg median (14-tile hands with melds)",
                 "value": round(statistics.median(per), 3), "unit": "ms", "target": "",
                 "ok": True})
    rows.append({"area": "render", "metric": "hand_svg p95", "value": round(p95(per), 3),
                 "unit": "ms", "target": "", "ok": True})
    rows.append({"area": "render", "metric": "hand_svg bytes (largest of the sample)",
                 "value": max(len(hand_svg(h, labels=True).encode()) for h in hands), "unit": "B",
                 "target": "", "ok": True})
    m = hands[1].melds[-1]
    ts = timeit(lambda: meld_svg(m), n)
    rows.append({"area": "render", "metric": "meld_svg median (kakan)",
                 "value": round(statistics.median(ts), 3), "unit": "ms", "target": "", "ok": True})
    ts = timeit(lambda: dead_wall_svg(w0), n)
    rows.append({"area": "render", "metric": "dead_wall_svg median",
                 "value": round(statistics.median(ts), 2), "unit": "ms", "target": "", "ok": True})
    ts = timeit(lambda: kan_shift_svg(Wall.from_seed(2)), max(10, n // 10))
    rows.append({"area": "render", "metric": "kan_shift_svg median (5 rows)",
                 "value": round(statistics.median(ts), 2), "unit": "ms", "target": "", "ok": True})
    for r in rows:
        flag = "" if r["ok"] else "  <-- over target"
        print(f"{r['metric']:<58} {r['value']:>10} {r['unit']}{flag}")
    if "--json" in sys.argv:
        print(json.dumps(rows))


if __name__ == "__main__":
    main()
