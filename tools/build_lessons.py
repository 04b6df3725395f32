#!/usr/bin/env python3
"""Build the three editions of every lesson (lessons/en, lessons/ja, lessons/zh) from one source.

Sources: ``tools/lesson_sources/NN-slug.md``, MyST markdown notebooks (jupytext). MyST was chosen
over jupytext's percent format because a lesson is mostly prose: in MyST the prose is plain
markdown that reads, diffs and reviews like any document (and renders on a forge), while the code
cells are fenced ``{code-cell}`` blocks; in the percent format every prose line would be a Python
comment. Cell options: ``+++ {"covers": [...]}`` before a markdown cell names the article sections
it teaches (keys of ``tools/lesson_sources/_cells.SECTIONS``); a code cell may take ``:tags:`` and
``:jupyter: {source_hidden: true}``. The front matter holds ``mjteach: {number, title, goal, terms}``.

Translation: gettext, as Sphinx documentation is translated. Each markdown cell is cut into blocks
(paragraphs, lists, tables, headings: whatever blank lines separate); each block, the title, goal
and terms, and every ``_("…")`` string in a code cell is a msgid in the lesson's catalog,
``mjteach/course/locale/<slug>.pot``; ``<lang>/LC_MESSAGES/<slug>.po`` holds the translations
(Poedit / Weblate edit them). Each build rewrites the ``.pot`` and updates the ``.po`` files
(Babel's update: a block whose English changed keeps its old translation marked fuzzy). An edition
is the source with each block replaced by its translation; code cells are the same in every
edition except the first one's ``start("<lang>")``, which sets the language (and the picker).
Untranslated blocks stay English and are listed (``--check``; tests/test_lesson_editions.py fails).

Usage::

    .venv/bin/python tools/build_lessons.py              # extract, write and execute all editions
    .venv/bin/python tools/build_lessons.py 03 05 --lang ja   # some lessons / one edition
    .venv/bin/python tools/build_lessons.py --extract    # only refresh the catalogs
    .venv/bin/python tools/build_lessons.py --check      # list untranslated / fuzzy strings
    .venv/bin/python tools/build_lessons.py --no-execute

Each notebook is executed with nbclient in its edition's folder; per-run noise (timing metadata,
widget state, random model ids) is removed so a rebuild gives the same files.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
import uuid
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "tools" / "lesson_sources"
LESSONS = ROOT / "lessons"
CATALOGS = ROOT / "mjteach" / "course" / "locale"
EDITIONS = ("en", "ja", "zh")
sys.path.insert(0, str(SRC))
sys.path.insert(0, str(ROOT))

import _cells  # noqa: E402  (tools/lesson_sources/_cells.py: the article sections)
import jupytext  # noqa: E402
import nbformat  # noqa: E402

from mjteach.i18n import pofiles  # noqa: E402

KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
COMMON = "common"
RUN_ALL = (
    "> **Run all cells (Run ▸ Run All Cells)** before reading: the pictures, tables and widgets "
    "below are computed by mjteach when the notebook runs. In Voila (classroom mode) this happens "
    "by itself."
)
GOAL_LINE = "**Goal.** {goal}"
TERMS_LINE = "**Terms** (English · 日本語 · 中文): {terms}"
SETUP = 'from mjteach.course import *   # the course helpers; _("…") marks a translated text\nstart("{lang}")'
_LETTERS = re.compile(r"[A-Za-z]{2}")


@dataclass
class Lesson:
    slug: str
    number: str
    title: str
    goal: str
    terms: str
    nb: nbformat.NotebookNode


def load_sources() -> list[Lesson]:
    lessons = []
    for path in sorted(SRC.glob("[0-9][0-9]-*.md")):
        nb = jupytext.read(path, fmt="md:myst")
        meta = nb.metadata.get("mjteach", {})
        for field in ("number", "title", "goal", "terms"):
            if not meta.get(field):
                raise SystemExit(f"{path.name}: front matter mjteach.{field} is missing")
        lessons.append(Lesson(path.stem, str(meta["number"]), meta["title"], meta["goal"],
                              meta["terms"], nb))
    return lessons


def blocks(markdown: str) -> list[str]:
    """Cut markdown at blank lines outside fenced code; every piece is one translation unit."""
    out, current, fence = [], [], None
    for line in markdown.split("\n"):
        stripped = line.strip()
        if fence is None and stripped.startswith(("```", "~~~")):
            fence = stripped[:3]
        elif fence is not None and stripped.startswith(fence):
            fence = None
        if not stripped and fence is None:
            if current:
                out.append("\n".join(current))
                current = []
        else:
            current.append(line)
    if current:
        out.append("\n".join(current))
    return out


def translatable(block: str) -> bool:
    """A block with words in it (not only tile notation, numbers or rules)."""
    return bool(_LETTERS.search(re.sub(r"\b[0-9]+[mpsz]\b|\[[^\]]*\]\([^)]*\)", "", block)))


def code_strings(source: str) -> list[str]:
    """Every ``_("literal")`` in a code cell, in order."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_"
                and node.args and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)):
            found.append(node.args[0].value)
    return found


def messages(lesson: Lesson) -> list[str]:
    """The msgids of a lesson, in reading order."""
    out = [lesson.title, lesson.goal, lesson.terms]
    for cell in lesson.nb.cells:
        if cell.cell_type == "markdown":
            out += [b for b in blocks(cell.source) if translatable(b)]
        else:
            out += [s for s in code_strings(cell.source) if s]
    return out


def extract(lessons: list[Lesson]) -> list[str]:
    """Rewrite every lesson's ``.pot`` and update its ``.po`` files; returns what changed."""
    changes = pofiles.plain_update(COMMON, [RUN_ALL, GOAL_LINE, TERMS_LINE], CATALOGS)
    for lesson in lessons:
        changes += pofiles.plain_update(lesson.slug, messages(lesson), CATALOGS)
    return changes


class Translator:
    """Looks blocks up in one language's catalogs (English passes through)."""

    def __init__(self, lang: str):
        self.lang = lang
        self.table = {} if lang == "en" else pofiles.plain_entries(CATALOGS)[lang]

    def __call__(self, english: str) -> str:
        return self.table.get(english, english)

    def markdown(self, source: str) -> str:
        return "\n\n".join(self(b) if translatable(b) else b for b in blocks(source))


def edition(lesson: Lesson, lang: str) -> nbformat.NotebookNode:
    """The lesson in ``lang``: header, set-up cell, then the source's cells with prose translated."""
    tr = Translator(lang)
    header = (
        f"# {lesson.number} · {tr(lesson.title)}\n\n{tr(RUN_ALL)}\n\n"
        + tr(GOAL_LINE).format(goal=tr(lesson.goal)) + "\n\n"
        + tr(TERMS_LINE).format(terms=tr(lesson.terms))
    )
    cells = [nbformat.v4.new_markdown_cell(header),
             nbformat.v4.new_code_cell(SETUP.replace("{lang}", lang))]
    for cell in lesson.nb.cells:
        if cell.cell_type == "markdown":
            cells.append(nbformat.v4.new_markdown_cell(tr.markdown(cell.source)))
        else:
            meta = {k: v for k, v in cell.metadata.items() if k in ("jupyter", "tags")}
            cells.append(nbformat.v4.new_code_cell(cell.source, metadata=meta))
    for i, cell in enumerate(cells, start=1):
        cell.id = f"{lesson.slug}-{i:02d}"
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata = {
        "kernelspec": KERNELSPEC,
        "language_info": {"name": "python"},
        "mjteach": {"title": tr(lesson.title), "edition": lang, "source": f"tools/lesson_sources/{lesson.slug}.md",
                    "generated_by": "tools/build_lessons.py"},
    }
    return nb


def execute(nb: nbformat.NotebookNode, folder: Path) -> None:
    from nbclient import NotebookClient

    NotebookClient(nb, timeout=300, kernel_name="python3",
                   resources={"metadata": {"path": str(folder)}}).execute()


def scrub(nb: nbformat.NotebookNode, lang: str) -> dict:
    """Drop per-run noise: cell timing metadata, stored widget state, random widget model ids.

    No widget state is stored, so a model id only names a view that exists once the cells run
    again; a stable id derived from the cell keeps rebuilds free of meaningless diffs (nbval does
    not compare widget-view data). Stream chunks, which depend on timing, are joined.
    """
    data = json.loads(nbformat.writes(nb))
    data["metadata"].pop("widgets", None)
    for cell in data["cells"]:
        cell["metadata"].pop("execution", None)
        merged: list[dict] = []
        for out in cell.get("outputs", []):
            last = merged[-1] if merged else None
            if (out["output_type"] == "stream" and last is not None
                    and last["output_type"] == "stream" and last["name"] == out["name"]):
                last["text"] = _text(last["text"]) + _text(out["text"])
            else:
                merged.append(out)
        if "outputs" in cell:
            cell["outputs"] = merged
        for n, out in enumerate(cell.get("outputs", [])):
            view = out.get("data", {}).get("application/vnd.jupyter.widget-view+json")
            if view is not None:
                view["model_id"] = uuid.uuid5(uuid.NAMESPACE_URL, f"mjteach:{lang}:{cell['id']}:{n}").hex
    return data


def _text(value) -> str:
    return "".join(value) if isinstance(value, list) else value


def covers(lesson: Lesson) -> list[tuple[int, str]]:
    """(cell number in the editions, section key) for every section a cell teaches."""
    out = []
    for i, cell in enumerate(lesson.nb.cells, start=3):  # 1: header, 2: set-up
        for key in cell.metadata.get("covers", []):
            if key not in _cells.SECTIONS:
                raise SystemExit(f"{lesson.slug} cell {i}: unknown section key {key!r}")
            out.append((i, key))
    return out


def _links(slug: str, label: str) -> str:
    return f"[{label}](./en/{slug}.ipynb) ([日本語](./ja/{slug}.ipynb) · [中文](./zh/{slug}.ipynb))"


def write_readme(lessons: list[Lesson]) -> None:
    where: dict[str, list[str]] = {}
    for lesson in lessons:
        for i, key in covers(lesson):
            where.setdefault(key, []).append(_links(lesson.slug, f"{lesson.slug} cell {i}"))
    missing = [k for k in _cells.SECTIONS if k not in where]
    if missing:
        raise SystemExit("article sections not taught by any lesson cell: " + ", ".join(missing))
    ja, zh = Translator("ja"), Translator("zh")
    lines = [
        "# Lessons · レッスン · 课程",
        "",
        "Numbered Jupyter notebooks that teach the calls of riichi mahjong, one topic each, in the",
        "order of the three source articles (000 ja 槓, 001 zh 杠, 003 ja 副露). Every lesson exists",
        "in three editions built from one source: [English](./en/), [日本語](./ja/), [中文](./zh/);",
        "code, figures and widgets are the same, only the prose differs, and each edition starts in",
        "its own language (the language picker in the first cell switches every widget).",
        "Open a lesson and choose **Run ▸ Run All Cells**.",
        "",
        "The notebooks are generated from `tools/lesson_sources/*.md` (MyST markdown) and the",
        "translations in `mjteach/course/locale/` by `tools/build_lessons.py`, which also executes",
        "them and writes this file; edit the sources and catalogs, not the notebooks.",
        "",
        "| # | English | 日本語 | 中文 |",
        "|---|---|---|---|",
    ]
    for lesson in lessons:
        lines.append(
            f"| {lesson.number} | [{lesson.title}](./en/{lesson.slug}.ipynb) "
            f"| [{ja(lesson.title)}](./ja/{lesson.slug}.ipynb) "
            f"| [{zh(lesson.title)}](./zh/{lesson.slug}.ipynb) |"
        )
    lines += [
        "",
        "Classroom mode without code (Voila): `make voila`, or",
        "`.venv/bin/voila lessons/ja/01-kantsu.ipynb --no-browser`. Check every edition as CI does:",
        "`.venv/bin/python -m pytest --nbval --nbval-current-env --nbval-sanitize-with "
        "lessons/sanitize.cfg lessons/`.",
        "",
        "## Where each article section is taught",
        "",
        "Cell numbers count every cell from the top of the notebook, starting at 1, and are the same",
        "in the three editions (cell ids are `<lesson>-NN`). Section names are the articles' own",
        "headings; a path `A / B` is heading B under heading A.",
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
    ap.add_argument("--lang", choices=EDITIONS, action="append", help="edition(s) to build")
    ap.add_argument("--no-execute", action="store_true")
    ap.add_argument("--extract", action="store_true", help="only refresh the catalogs")
    ap.add_argument("--check", action="store_true", help="list untranslated or fuzzy strings")
    args = ap.parse_args(argv)
    lessons = load_sources()
    for line in extract(lessons):
        print(line)
    if args.check:
        problems = pofiles.plain_problems(CATALOGS)
        print("\n".join(problems) if problems else "every lesson string translated")
        return 1 if problems else 0
    if args.extract:
        return 0
    for lesson in lessons:
        if args.only and lesson.number not in args.only:
            continue
        for lang in args.lang or EDITIONS:
            folder = LESSONS / lang
            folder.mkdir(parents=True, exist_ok=True)
            nb = edition(lesson, lang)
            if not args.no_execute:
                print(f"executing {lang}/{lesson.slug}", flush=True)
                execute(nb, folder)
            data = scrub(nb, lang)
            (folder / f"{lesson.slug}.ipynb").write_text(
                json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    write_readme(lessons)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
