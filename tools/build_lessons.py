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
    "> **In JupyterLab, run all cells first (Run ▸ Run All Cells)**: the pictures, tables and "
    "widgets below are computed by mjteach when the notebook runs. In Voila (classroom mode) and on "
    "the course site opened from its list of lessons, this happens by itself. Longer code cells are "
    "folded: click or tap the bar beside one to read its code."
)
# Fixed texts of the frame every lesson gets (header, contents, recap, glossary page): domain "common".
FRAME = {
    "objectives": "**You will be able to:**",
    "before": "**Before you start:** {lessons}",
    "first": "nothing: this is the first lesson",
    "time": "**Time:** about {minutes} minutes",
    "terms": "**Terms** (each links to the glossary): {terms}",
    "contents": "**Contents**",
    "recap": "## Recap",
    "previous": "**Previous:** {link}",
    "next": "**Next:** {link}",
    "last": "this is the last lesson",
    "glossary_link": "**Glossary:** {link}",
    "glossary": "Glossary",
    "glossary_intro": (
        "Every term the lessons use: English, Japanese with its reading, Chinese, and the romaji "
        "the code and the lessons use, with the lesson that first teaches it."
    ),
    "lesson": "lesson {number}",
    "gl_english": "English",
    "gl_japanese": "Japanese",
    "gl_chinese": "Chinese",
    "gl_romaji": "romaji",
    "gl_order": "Sorted by romaji.",
    "practice": "## Practice",
    "practice_intro": (
        "New exercises on this lesson's ideas, as many as you like; the engine checks each answer "
        "and explains it. Your progress is kept in this browser."
    ),
}
SETUP = 'from mjteach.course import *\nstart("{lang}")'
GLOSSARY = json.loads((SRC / "glossary.json").read_text(encoding="utf-8"))["terms"]
TERMS = {t["key"]: t for t in GLOSSARY}
_LETTERS = re.compile(r"[A-Za-z]{2}")


@dataclass
class Lesson:
    slug: str
    number: str
    title: str
    goal: str
    terms: list[str]
    minutes: int
    prerequisites: list[str]
    objectives: list[str]
    recap: list[str]
    practice: list[str]
    nb: nbformat.NotebookNode


def load_sources() -> list[Lesson]:
    lessons = []
    for path in sorted(SRC.glob("[0-9][0-9]-*.md")):
        nb = jupytext.read(path, fmt="md:myst")
        meta = nb.metadata.get("mjteach", {})
        for field in ("number", "title", "goal", "terms", "minutes", "objectives", "recap"):
            if not meta.get(field):
                raise SystemExit(f"{path.name}: front matter mjteach.{field} is missing")
        unknown = [t for t in meta["terms"] if t not in TERMS]
        if unknown:
            raise SystemExit(f"{path.name}: terms not in glossary.json: {unknown}")
        lessons.append(Lesson(path.stem, str(meta["number"]), meta["title"], meta["goal"],
                              list(meta["terms"]), int(meta["minutes"]),
                              [str(n) for n in meta.get("prerequisites", [])],
                              list(meta["objectives"]), list(meta["recap"]),
                              list(meta.get("practice", [])), nb))
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
    """Every ``_("literal")`` in a code cell (or a helper's source), in order."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_"
                and node.args and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)):
            found.append(node.args[0].value)
    return found


def helper_sources(source: str) -> list[str]:
    """The source of each course helper a code cell calls (a function of mjteach.course.scenes,
    e.g. a lesson's quiz), in the order of the calls."""
    import inspect
    import textwrap

    from mjteach.course import scenes

    calls = sorted((node for node in ast.walk(ast.parse(source))
                    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)),
                   key=lambda node: (node.lineno, node.col_offset))
    found = []
    for node in calls:
        helper = getattr(scenes, node.func.id, None)
        if inspect.isfunction(helper):
            found.append(textwrap.dedent(inspect.getsource(helper)))
    return found


def cell_strings(source: str) -> list[str]:
    """The lesson texts a code cell shows: its own ``_("…")`` and those of the helpers it calls
    (a quiz kept in mjteach/course/scenes/ is translated in the catalog of the lesson that uses it)."""
    return [s for code in (source, *helper_sources(source)) for s in code_strings(code) if s]


def messages(lesson: Lesson) -> list[str]:
    """The msgids of a lesson, in reading order."""
    out = [lesson.title, lesson.goal, *lesson.objectives, *lesson.recap]
    for cell in lesson.nb.cells:
        if cell.cell_type == "markdown":
            out += [b for b in blocks(cell.source) if translatable(b)]
        else:
            out += cell_strings(cell.source)
    return out


def extract(lessons: list[Lesson]) -> list[str]:
    """Rewrite every lesson's ``.pot`` and update its ``.po`` files; returns what changed."""
    changes = pofiles.plain_update(COMMON, [RUN_ALL, *FRAME.values()], CATALOGS)
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
        text = "\n\n".join(self(b) if translatable(b) else b for b in blocks(source))
        return fill_figures(text, self.lang)


def fill_figures(text: str, lang: str = "en") -> str:
    """Put the computed figures and rule words (tools/lesson_sources/figures.py) in place of
    ``{{name}}``, in the edition's language."""
    from figures import fill

    try:
        return fill(text, lang)
    except KeyError as e:
        raise SystemExit(e.args[0]) from None


def anchor(heading: str) -> str:
    """The id Jupyter gives a markdown heading (JupyterLab and nbconvert/Voila): spaces -> '-'."""
    return heading.strip().replace(" ", "-")


def headings(markdown: str, level: str = "## ") -> list[str]:
    return [line[len(level):].strip() for line in markdown.split("\n") if line.startswith(level)]


def term_link(key: str, lang: str) -> str:
    term = TERMS[key]
    first = {k: term[k].split("（")[0] for k in ("ja", "reading", "zh")}  # 加槓（小明槓） -> 加槓
    label = {"en": term["romaji"].split(",")[0],
             "ja": first["ja"] if first["ja"] == first["reading"] else f"{first['ja']}（{first['reading']}）",
             "zh": first["zh"]}[lang]
    return f"[{label}](./glossary.ipynb#{anchor(glossary_heading(term, lang))})"


def lesson_link(lesson: Lesson, tr: Translator) -> str:
    return f"[{lesson.number} · {tr(lesson.title)}](./{lesson.slug}.ipynb)"


def edition(lesson: Lesson, lang: str, lessons: list[Lesson] | None = None) -> nbformat.NotebookNode:
    """The lesson in ``lang``: header (objectives, prerequisites, time, terms), set-up cell,
    contents, the source's cells with prose translated, and a recap with previous/next links.
    ``{{figures}}`` are filled everywhere in the prose, the objectives and the recap included."""
    lessons = lessons or load_sources()
    by_number = {x.number: x for x in lessons}
    index = [x.slug for x in lessons].index(lesson.slug)
    tr = Translator(lang)
    f = {k: tr(v) for k, v in FRAME.items()}
    before = ", ".join(lesson_link(by_number[n], tr) for n in lesson.prerequisites) or f["first"]
    header = fill_figures("\n\n".join([
        f"# {lesson.number} · {tr(lesson.title)}",
        tr(RUN_ALL),
        f"*{tr(lesson.goal)}*",
        f["objectives"] + "\n\n" + "\n".join(f"- {tr(o)}" for o in lesson.objectives),
        f["before"].format(lessons=before) + " · " + f["time"].format(minutes=lesson.minutes),
        f["terms"].format(terms=" · ".join(term_link(k, lang) for k in lesson.terms)),
    ]), lang)
    body = []
    for cell in lesson.nb.cells:
        if cell.cell_type == "markdown":
            body.append(nbformat.v4.new_markdown_cell(tr.markdown(cell.source)))
        else:
            meta = {k: v for k, v in cell.metadata.items() if k in ("jupyter", "tags")}
            body.append(nbformat.v4.new_code_cell(cell.source, metadata=meta))
    if lesson.practice:  # the practice hook: one line, mjteach.practice's exercises on these concepts
        concepts = ", ".join(f'"{c}"' for c in lesson.practice)
        body += [nbformat.v4.new_markdown_cell(f["practice"] + "\n\n" + f["practice_intro"]),
                 nbformat.v4.new_code_cell(f'practice({concepts}, lesson="{lesson.slug}")')]
    sections = [h for c in body if c.cell_type == "markdown" for h in headings(c.source)]
    sections.append(f["recap"][3:])
    contents = f["contents"] + "\n\n" + "\n".join(f"- [{h}](#{anchor(h)})" for h in sections)
    previous = lesson_link(lessons[index - 1], tr) if index > 0 else None
    following = lesson_link(lessons[index + 1], tr) if index + 1 < len(lessons) else f["last"]
    links = ([f["previous"].format(link=previous)] if previous else []) + [
        f["next"].format(link=following),
        f["glossary_link"].format(link=f"[{f['glossary']}](./glossary.ipynb)"),
    ]
    recap = fill_figures(f["recap"] + "\n\n" + "\n".join(f"- {tr(r)}" for r in lesson.recap)
                         + "\n\n" + " · ".join(links), lang)
    cells = [nbformat.v4.new_markdown_cell(header),
             nbformat.v4.new_code_cell(SETUP.replace("{lang}", lang)),
             nbformat.v4.new_markdown_cell(contents),
             *body,
             nbformat.v4.new_markdown_cell(recap)]
    for i, cell in enumerate(cells, start=1):
        cell.id = f"{lesson.slug}-{i:02d}"
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata = {
        "kernelspec": KERNELSPEC,
        "language_info": {"name": "python"},
        "mjteach": {"title": tr(lesson.title), "edition": lang,
                    "source": f"tools/lesson_sources/{lesson.slug}.md",
                    "generated_by": "tools/build_lessons.py"},
    }
    return nb


def japanese(term: dict) -> str:
    """``暗槓（アンカン）``; a word written in katakana is not repeated (``ポン``, not ``ポン（ポン）``)."""
    return term["ja"] if term["ja"] == term["reading"] else f"{term['ja']}（{term['reading']}）"


def glossary_heading(term: dict, lang: str) -> str:
    """The heading (and anchor) of a term on an edition's glossary page: the term as a reader of
    that language looks it up (romaji key · 暗槓（アンカン） · 暗杠)."""
    return {"en": term["key"], "ja": japanese(term), "zh": term["zh"]}[lang]


def glossary_order(lang: str) -> list[dict]:
    """en: by romaji; ja: by reading (kana order); zh: by the lesson that first teaches the term,
    in the order the lessons list them (no pinyin data here)."""
    if lang == "ja":
        return sorted(GLOSSARY, key=lambda t: (t["reading"], t["ja"]))
    if lang == "zh":
        return sorted(GLOSSARY, key=lambda t: t["lesson"])  # stable: file order within a lesson
    return sorted(GLOSSARY, key=lambda t: t["key"])


def glossary(lessons: list[Lesson], lang: str) -> nbformat.NotebookNode:
    """The glossary page of an edition: one heading per term (the anchor lessons link to), in the
    edition's language and order; the other languages' forms below it."""
    tr = Translator(lang)
    by_number = {x.number: x for x in lessons}
    cells = [nbformat.v4.new_markdown_cell(
        f"# {tr(FRAME['glossary'])}\n\n{tr(FRAME['glossary_intro'])}\n\n{tr(FRAME['gl_order'])}")]
    label = {k: tr(FRAME[f"gl_{k}"]) for k in ("english", "japanese", "chinese", "romaji")}
    sep = " · " if lang == "en" else "　"
    colon = ": " if lang == "en" else "："
    for term in glossary_order(lang):
        where = by_number[term["lesson"]]
        forms = {"english": term["en"], "japanese": japanese(term), "chinese": term["zh"],
                 "romaji": f"*{term['romaji']}*"}
        shown = [k for k in ("english", "japanese", "chinese", "romaji")
                 if not (lang == "ja" and k == "japanese") and not (lang == "zh" and k == "chinese")]
        cells.append(nbformat.v4.new_markdown_cell(
            f"### {glossary_heading(term, lang)}\n\n"
            + sep.join(f"{label[k]}{colon}{forms[k]}" for k in shown) + sep
            + lesson_link(where, tr)
        ))
    for i, cell in enumerate(cells, start=1):
        cell.id = f"glossary-{i:02d}"
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata = {"kernelspec": KERNELSPEC, "language_info": {"name": "python"},
                   "mjteach": {"title": tr(FRAME["glossary"]), "edition": lang,
                               "source": "tools/lesson_sources/glossary.json",
                               "generated_by": "tools/build_lessons.py"}}
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
                # one list of lines, as nbformat writes a single chunk: a rebuild whose output
                # came in one chunk or in two gives the same file
                last["text"] = (_text(last["text"]) + _text(out["text"])).splitlines(keepends=True)
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
    for i, cell in enumerate(lesson.nb.cells, start=4):  # 1: header, 2: set-up, 3: contents
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
            nb = edition(lesson, lang, lessons)
            if not args.no_execute:
                print(f"executing {lang}/{lesson.slug}", flush=True)
                execute(nb, folder)
            data = scrub(nb, lang)
            (folder / f"{lesson.slug}.ipynb").write_text(
                json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    for lang in args.lang or EDITIONS:
        (LESSONS / lang).mkdir(parents=True, exist_ok=True)
        (LESSONS / lang / "glossary.ipynb").write_text(
            nbformat.writes(glossary(lessons, lang)) + "\n", encoding="utf-8")
    write_readme(lessons)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
