"""Python-side time from a KanLab press to the updated view, for each kind of kan.

Targets (issue 5): median <= 20 ms, p95 <= 50 ms per press; the full-wall SVG <= 60 KB.
A press includes Round.play, the autopilot, scoring.compare_kan, every SVG/HTML of the lab and the
wall picture. Run: ``.venv/bin/python benchmarks/bench_widgets.py [--repeat N]``. Prints figures;
it asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from mjteach.render import wall_svg
from mjteach.wall import Wall
from mjteach.widgets import HandBuilder, KanLab, WallView


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    k = max(0, min(len(values) - 1, round(q / 100 * (len(values) - 1))))
    return values[k]


def bench_kan(kind: str, repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        lab = KanLab.demo(kind)
        if kind != "daiminkan":
            lab.press("draw")
        start = time.perf_counter()
        lab.press(kind)
        times.append((time.perf_counter() - start) * 1000)
        lab.close()
    return times


def bench(name: str, fn, repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=40)
    ap.add_argument(
        "--json", action="store_true", help="also print a JSON list of rows (last line)"
    )
    args = ap.parse_args()
    KanLab.demo("ankan").press("draw")  # warm imports (mahjong tables, render symbols)
    rows = []
    for kind in ("ankan", "kakan", "daiminkan"):
        rows.append((f"KanLab.press('{kind}')", bench_kan(kind, args.repeat)))
    lab = KanLab.demo("ankan")
    lab.press("draw")
    lab.press("ankan")
    rows.append(
        ("KanLab.back()+forward()", bench("bf", lambda: (lab.back(), lab.forward()), args.repeat))
    )
    hb = HandBuilder()
    rows.append(
        (
            "HandBuilder.click_tile+undo",
            bench("hb", lambda: (hb.click_tile("5p"), hb.undo()), args.repeat),
        )
    )
    wv = WallView("four")
    rows.append(("WallView.kan()+back()", bench("wv", lambda: (wv.kan(), wv.back()), args.repeat)))
    print(f"{'action':32} {'median ms':>10} {'p95 ms':>8}   (targets 20 / 50)")
    for name, times in rows:
        print(f"{name:32} {statistics.median(times):10.2f} {percentile(times, 95):8.2f}")
    w = Wall.from_seed(1)
    w.deal()
    svg = wall_svg(w, shift_history=True)
    size_kb = len(svg.encode()) / 1000
    print(f"full-wall SVG: {size_kb:.1f} KB (target <= 60 KB)")
    if args.json:
        out = []
        for name, times in rows:
            med, p95 = statistics.median(times), percentile(times, 95)
            out.append(
                {
                    "area": "widgets",
                    "metric": f"{name} median",
                    "value": round(med, 2),
                    "unit": "ms",
                    "target": 20,
                    "ok": med <= 20,
                }
            )
            out.append(
                {
                    "area": "widgets",
                    "metric": f"{name} p95",
                    "value": round(p95, 2),
                    "unit": "ms",
                    "target": 50,
                    "ok": p95 <= 50,
                }
            )
        out.append(
            {
                "area": "widgets",
                "metric": "full-wall SVG",
                "value": round(size_kb, 1),
                "unit": "KB",
                "target": 60,
                "ok": size_kb <= 60,
            }
        )
        print(json.dumps(out))


if __name__ == "__main__":
    main()
