#!/usr/bin/env python3
"""Write the lesson notebooks from their Python sources, execute them, and write lessons/README.md.

Sources live in ``tools/lesson_sources/lNN_<slug>.py``; each defines ``SLUG`` (the notebook name
without ``.ipynb``), ``TITLE`` and ``CELLS`` (a list built with :func:`_cells.md` and
:func:`_cells.code`). A cell may say which article sections it teaches (``covers=[...]``, keys from
:data:`_cells.SECTIONS`); the section map in ``lessons/README.md`` is generated from those, and the
build fails if any section of the three source articles is left unmapped.

Usage::

    .venv/bin/python tools/build_lessons.py            # write, execute, write README
    .venv/bin/python tools/build_lessons.py 03 05      # only lessons 03 and 05 (README always)
    .venv/bin/python tools/build_lessons.py --no-execute
    .venv/bin/python tools/build_lessons.py --readme-only

Execution uses ``jupyter nbconvert --to notebook --execute --inplace`` from the project's venv (so
the kernel is the venv's python3). Afterwards, per-cell timing metadata and stored widget state are
removed so the committed files do not change from one build to the next.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
import sys
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "tools" / "lesson_sources"
LESSONS = ROOT / "lessons"
sys.path.insert(0, str(SRC))

import _cells  # noqa: E402  (lives in tools/lesson_sources)

KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def load_sources() -> list:
    mods = []
    for path in sorted(SRC.glob("l[0-9][0-9]_*.py")):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)  # type: ignore[union-attr]
        mod.NUMBER = path.stem[1:3]
        mods.append(mod)
    return mods


def to_notebook(mod) -> dict:
    cells = []
    for i, cell in enumerate(mod.CELLS, start=1):
        cid = f"{mod.SLUG}-{i:02d}"
        base = {
            "cell_type": cell.kind,
            "id": cid,
            "metadata": dict(cell.metadata),
            "source": cell.text.strip("\n"),
        }
        if cell.kind == "code":
            base.update({"execution_count": None, "outputs": []})
        cells.append(base)
    return {
        "cells": cells,
        "metadata": {
            "kernelspec": KERNELSPEC,
            "language_info": {"name": "python"},
            "mjteach": {"title": mod.TITLE, "generated_by": "tools/build_lessons.py"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def execute(path: Path) -> None:
    jupyter = Path(sys.executable).with_name("jupyter")
    cmd = [
        str(jupyter),
        "nbconvert",
        "--to",
        "notebook",
        "--execute",
        "--inplace",
        "--ExecutePreprocessor.timeout=180",
        "--ExecutePreprocessor.kernel_name=python3",
        str(path),
    ]
    subprocess.run(cmd, check=True, cwd=path.parent)
    scrub(path)


def scrub(path: Path) -> None:
    """Drop per-run noise: cell timing metadata, stored widget state, random widget model ids.

    No widget state is stored, so a model id only names a view that exists once the cells run
    again; a stable id derived from the cell keeps rebuilds free of meaningless diffs (nbval does
    not compare widget-view data).
    """
    nb = json.loads(path.read_text(encoding="utf-8"))
    nb["metadata"].pop("widgets", None)
    for cell in nb["cells"]:
        cell["metadata"].pop("execution", None)
        merged: list[dict] = []  # stdout arrives in chunks that depend on timing: join them
        for out in cell.get("outputs", []):
            last = merged[-1] if merged else None
            if (
                out["output_type"] == "stream"
                and last is not None
                and last["output_type"] == "stream"
                and last["name"] == out["name"]
            ):
                last["text"] = _text(last["text"]) + _text(out["text"])
            else:
                merged.append(out)
        if "outputs" in cell:
            cell["outputs"] = merged
        for n, out in enumerate(cell.get("outputs", [])):
            view = out.get("data", {}).get("application/vnd.jupyter.widget-view+json")
            if view is not None:
                view["model_id"] = uuid.uuid5(uuid.NAMESPACE_URL, f"mjteach:{cell['id']}:{n}").hex
    path.write_text(json.dumps(nb, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def _text(value) -> str:
    return "".join(value) if isinstance(value, list) else value


def write_readme(mods: list) -> None:
    where: dict[str, list[str]] = {}
    for mod in mods:
        for i, cell in enumerate(mod.CELLS, start=1):
            for key in cell.covers:
                if key not in _cells.SECTIONS:
                    raise SystemExit(f"{mod.SLUG} cell {i}: unknown section key {key!r}")
                where.setdefault(key, []).append(f"[{mod.SLUG}](./{mod.SLUG}.ipynb) cell {i}")
    missing = [k for k in _cells.SECTIONS if k not in where]
    if missing:
        raise SystemExit("article sections not taught by any lesson cell: " + ", ".join(missing))
    lines = [
        "# Lessons",
        "",
        "Numbered Jupyter notebooks that teach the calls of riichi mahjong, one topic each,",
        "in the order of the three source articles (`../shared/seeds/`: 000 ja 槓, 001 zh 杠,",
        "003 ja 副露). Open a lesson and choose **Run ▸ Run All Cells**; every example is",
        "computed by mjteach, every figure can be saved for slides with",
        '`mjteach.render.save_svg(figure, "name.svg")`, and each lesson ends with a',
        "self-check quiz and a *try another rule* cell.",
        "",
        "The notebooks are generated from `tools/lesson_sources/` by `tools/build_lessons.py`",
        "(which also executes them and writes this file); edit the sources, not the notebooks.",
        "",
        "| # | lesson | goal |",
        "|---|---|---|",
    ]
    for mod in mods:
        lines.append(f"| {mod.NUMBER} | [{mod.TITLE}](./{mod.SLUG}.ipynb) | {mod.GOAL} |")
    lines += [
        "",
        "Classroom mode without code (Voila): `make voila`, or",
        "`.venv/bin/voila lessons/01-kantsu.ipynb --no-browser`. Check them as CI does:",
        "`.venv/bin/python -m pytest --nbval --nbval-current-env --nbval-sanitize-with "
        "lessons/sanitize.cfg lessons/`.",
        "",
        "## Where each article section is taught",
        "",
        "Cell numbers count every cell from the top of the notebook, starting at 1 (cell ids are",
        "`<lesson>-NN`). Section names are the articles' own headings; a path `A / B` is heading B",
        "under heading A.",
    ]
    for article, title in _cells.ARTICLES:
        lines += ["", f"### {title}", "", "| section | taught in |", "|---|---|"]
        for key, (art, label) in _cells.SECTIONS.items():
            if art == article:
                lines.append(f"| {label} | {'; '.join(where[key])} |")
    (LESSONS / "README.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("only", nargs="*", help="lesson numbers to build (default: all)")
    ap.add_argument("--no-execute", action="store_true")
    ap.add_argument("--readme-only", action="store_true", help="only rewrite lessons/README.md")
    args = ap.parse_args(argv)
    mods = load_sources()
    for mod in mods:
        if args.readme_only or (args.only and mod.NUMBER not in args.only):
            continue
        path = LESSONS / f"{mod.SLUG}.ipynb"
        path.write_text(
            json.dumps(to_notebook(mod), ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
        if not args.no_execute:
            print(f"executing {path.name}", flush=True)
            execute(path)
    write_readme(mods)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
