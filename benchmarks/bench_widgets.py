"""Python-side time from a KanLab press to the updated view, for each kind of kan.

Targets (issue 13): median <= 10 ms, p95 <= 50 ms per press (issue 5 had 20 / 50); the full-wall SVG <= 60 KB.
A press includes Round.play, the autopilot, scoring.compare_kan, every SVG/HTML of the lab and the
wall picture. Also timed: WallView's full render (``refresh()``: square, dead wall, facts; with and
without the kan-shift rows). Run: ``.venv/bin/python benchmarks/bench_widgets.py [--repeat N]
[--json]``. Times are wall-clock (what a learner waits for); the CPU time of the same calls is
printed beside them, since other jobs on a shared machine inflate wall-clock p95s. Prints figures;
it asserts nothing. With ``--json`` the last line is the JSON rows benchmarks/run.py collects.
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


CPU: dict[str, list[float]] = {}


def bench_kan(kind: str, repeat: int) -> list[float]:
    times, cpu = [], []
    for _ in range(repeat):
        lab = KanLab.demo(kind)
        if kind != "daiminkan":
            lab.press("draw")
        start, c0 = time.perf_counter(), time.process_time()
        lab.press(kind)
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
        lab.close()
    CPU[f"KanLab.press('{kind}')"] = cpu
    return times


def bench(name: str, fn, repeat: int) -> list[float]:
    times, cpu = [], []
    for _ in range(repeat):
        start, c0 = time.perf_counter(), time.process_time()
        fn()
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    CPU[name] = cpu
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
        (
            "KanLab.back()+forward()",
            bench("KanLab.back()+forward()", lambda: (lab.back(), lab.forward()), args.repeat),
        )
    )
    hb = HandBuilder()
    rows.append(
        (
            "HandBuilder.click_tile+undo",
            bench(
                "HandBuilder.click_tile+undo",
                lambda: (hb.click_tile("5p"), hb.undo()),
                args.repeat,
            ),
        )
    )
    wv = WallView("four")
    rows.append(
        (
            "WallView.kan()+back()",
            bench("WallView.kan()+back()", lambda: (wv.kan(), wv.back()), args.repeat),
        )
    )
    wv.kan()
    rows.append(("WallView full render", bench("WallView full render", wv.refresh, args.repeat)))
    wv.shift_toggle.value = True
    rows.append(
        (
            "WallView full render + kan shifts",
            bench("WallView full render + kan shifts", wv.refresh, args.repeat),
        )
    )
    print(f"{'action':36} {'median ms':>10} {'p95 ms':>8} {'CPU median':>11}   (targets 10 / 50)")
    for name, times in rows:
        print(
            f"{name:36} {statistics.median(times):10.2f} {percentile(times, 95):8.2f} "
            f"{statistics.median(CPU[name]):11.2f}"
        )
    view_kb = len(wv.svg.encode()) / 1000
    print(f"WallView square after one kan: {view_kb:.1f} KB")
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
                    "target": 10,
                    "ok": med <= 10,
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
            cpu_med = statistics.median(CPU[name])
            out.append(
                {
                    "area": "widgets",
                    "metric": f"{name} median CPU time",
                    "value": round(cpu_med, 2),
                    "unit": "ms",
                    "target": "",
                    "ok": None,
                }
            )
        out.append(
            {
                "area": "widgets",
                "metric": "full-wall SVG (dealt wall, kan-shift marks)",
                "value": round(size_kb, 1),
                "unit": "KB",
                "target": 60,
                "ok": size_kb <= 60,
            }
        )
        out.append(
            {
                "area": "widgets",
                "metric": "WallView square after one kan",
                "value": round(view_kb, 1),
                "unit": "KB",
                "target": 60,
                "ok": view_kb <= 60,
            }
        )
        print(json.dumps(out))


if __name__ == "__main__":
    main()
