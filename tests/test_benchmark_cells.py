"""The browser benchmark's notebook (benchmarks/bench_widgets_browser.py CELLS) still runs: a
widget API change that breaks it (e.g. a Quiz without ``why_wrong``) is caught here, not hours
later by a `make bench` that times out waiting for a widget."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_cell_of_the_widget_benchmark_notebook_runs():
    spec = importlib.util.spec_from_file_location(
        "bench_widgets_browser", ROOT / "benchmarks" / "bench_widgets_browser.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    namespace: dict = {}
    try:
        for cell in bench.CELLS:
            exec(compile(cell, "<bench cell>", "exec"), namespace)  # noqa: S102 - our own cells
    finally:
        import mjteach

        mjteach.set_language("en")
    assert {"lab", "kk", "dm", "wv", "calls", "rep", "quiz", "sw", "hb"} <= namespace.keys()
    assert namespace["quiz"].check() is False  # the bench times a wrong check (choice 0 selected)
