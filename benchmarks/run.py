"""Run every benchmark and write one table to benchmarks/RESULTS.md (``make bench``).

Not part of the pass/fail tests: figures are printed and recorded, targets are compared, nothing
fails on a slow machine. Each ``benchmarks/bench_*.py`` script prints its own report; when run with
``--json`` it prints one JSON list of rows ``{"area", "metric", "value", "unit", "target", "ok"}`` on
its last line, which this runner collects. This runner itself measures start-up time and the size and
nbval wall time of the lessons.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from importlib import metadata
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PY = sys.executable


def _rows_from(script: Path, timeout: float = 900) -> tuple[list[dict], str]:
    start = time.perf_counter()
    proc = subprocess.run(
        [PY, str(script), "--json"], cwd=ROOT, capture_output=True, text=True, timeout=timeout
    )
    took = time.perf_counter() - start
    lines = [ln for ln in proc.stdout.splitlines() if ln.strip()]
    rows: list[dict] = []
    if proc.returncode == 0 and lines:
        try:
            rows = json.loads(lines[-1])
        except json.JSONDecodeError:
            rows = []
    if not rows:
        tail = (proc.stdout + proc.stderr)[-400:].replace("\n", " ")
        rows = [{"area": script.stem, "metric": "run failed", "value": proc.returncode,
                 "unit": "exit", "target": "", "ok": False, "note": tail}]
    return rows, f"{script.name}: {took:.1f} s"


def _median_process_time(code: str, runs: int = 7) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([PY, "-c", code], check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def startup_rows() -> list[dict]:
    base = _median_process_time("pass")
    mj = _median_process_time("import mjteach") - base
    ipw = _median_process_time("import ipywidgets") - base
    mjw = _median_process_time("import mjteach.widgets") - base if (ROOT / "mjteach/widgets").exists() else None
    rows = [
        {"area": "start-up", "metric": "import mjteach (median of 7 processes, minus bare python)",
         "value": round(mj, 3), "unit": "s", "target": "", "ok": True},
        {"area": "start-up", "metric": "import ipywidgets (same)", "value": round(ipw, 3), "unit": "s",
         "target": "", "ok": True},
        {"area": "start-up", "metric": "import mjteach minus import ipywidgets", "value": round(mj - ipw, 3),
         "unit": "s", "target": "<= 0.3", "ok": mj - ipw <= 0.3},
    ]
    if mjw is not None:
        rows.append({"area": "start-up", "metric": "import mjteach.widgets", "value": round(mjw, 3),
                     "unit": "s", "target": "", "ok": True})
        lab = _median_process_time("from mjteach.widgets import KanLab") - base
        rows.append({"area": "start-up", "metric": "from mjteach.widgets import KanLab (imports "
                     "ipywidgets, the engine, scoring and pictures)", "value": round(lab, 3),
                     "unit": "s", "target": "", "ok": True})
    return rows


def lesson_rows(run_nbval: bool = True) -> list[dict]:
    rows = []
    notebooks = sorted((ROOT / "lessons").glob("*.ipynb"))
    for nb in notebooks:
        size = nb.stat().st_size
        rows.append({"area": "size", "metric": f"lesson file {nb.name}", "value": size, "unit": "bytes",
                     "target": "", "ok": True})
    if run_nbval and notebooks:
        start = time.perf_counter()
        proc = subprocess.run(
            [PY, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--nbval", "--nbval-current-env",
             "--nbval-sanitize-with", "lessons/sanitize.cfg", "lessons"],
            cwd=ROOT, capture_output=True, text=True,
        )
        took = time.perf_counter() - start
        rows.append({"area": "lessons", "metric": f"strict nbval over {len(notebooks)} lessons "
                     f"({'passed' if proc.returncode == 0 else 'FAILED'})", "value": round(took, 1),
                     "unit": "s", "target": "<= 90", "ok": took <= 90 and proc.returncode == 0})
    return rows


def _versions() -> str:
    out = []
    for name in ("mjteach", "mahjong", "jansou", "ipywidgets", "anywidget", "jupyterlab", "nbval"):
        try:
            out.append(f"{name} {metadata.version(name)}")
        except metadata.PackageNotFoundError:
            out.append(f"{name} (not installed)")
    return ", ".join(out)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    quick = "--quick" in argv
    rows: list[dict] = []
    timings = []
    for script in sorted(HERE.glob("bench_*.py")):
        print(f"running {script.name} …", flush=True)
        got, took = _rows_from(script)
        rows.extend(got)
        timings.append(took)
    print("measuring start-up …", flush=True)
    rows.extend(startup_rows())
    print("measuring lessons …", flush=True)
    rows.extend(lesson_rows(run_nbval=not quick))

    def fmt(v):
        if v is None:
            return "n/a"
        if isinstance(v, float) and v.is_integer() and abs(v) >= 1000:
            v = int(v)
        return f"{v:,}" if isinstance(v, (int, float)) and not isinstance(v, bool) else str(v)

    header = [
        "# Benchmark results",
        "",
        f"- date: {_dt.datetime.now().strftime('%Y-%m-%d %H:%M')}",
        f"- machine: {os.cpu_count()} cores, {platform.machine()}, {platform.system()} {platform.release()}",
        f"- Python {platform.python_version()}",
        f"- packages: {_versions()}",
        f"- command: `make bench` (benchmarks/run.py); scripts: {'; '.join(timings)}",
        "",
        "| area | metric | value | unit | target | met |",
        "|---|---|---|---|---|---|",
    ]
    def met(r):  # rows without a target are figures to read, not checks
        ok = r.get("ok")
        if ok is None or r.get("target") in (None, ""):
            return ""
        return "yes" if ok else "**no**"

    body = [
        f"| {r['area']} | {r['metric'].strip()} | {fmt(r['value'])} | {r.get('unit', '')} | "
        f"{r.get('target') if r.get('target') is not None else ''} | {met(r)} |"
        for r in rows
    ]
    notes = [r for r in rows if r.get("note")]
    text = "\n".join(header + body) + "\n"
    if notes:
        text += "\n## Notes\n\n" + "\n".join(f"- {r['area']} / {r['metric']}: {r['note']}" for r in notes) + "\n"
    history = HERE / "HISTORY.md"
    if history.exists():
        text += "\n" + history.read_text(encoding="utf-8")
    (HERE / "RESULTS.md").write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
