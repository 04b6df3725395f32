"""The lesson notebooks as files: executed, error-free, built from their sources, and complete.

Every lesson has three editions, lessons/en, lessons/ja and lessons/zh, built by
tools/build_lessons.py from one MyST source; each check below runs on every edition (the editions'
own checks -- same cells apart from prose, every string translated -- are in
tests/test_lesson_editions.py).

Strict nbval (``pytest --nbval lessons/``) re-runs every lesson and compares outputs, but it cannot
see a notebook committed without outputs (it compares nothing) or a lesson that lacks a part the
issue asks for. These checks read the committed .ipynb files: every code cell executed with no
error or stderr output; the first cell tells the reader to run all cells; each lesson has a goal,
2–5 Quiz questions and a "try another rule" cell with a RuleSwitcher; and lessons/README.md names
every section heading of the three source articles (000 槓, 001 杠, 003 副露; tests/data/article_headings.json).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "lessons"
EDITIONS = ("en", "ja", "zh")
NOTEBOOKS = sorted(LESSONS.glob("[a-z][a-z]/[0-9][0-9]-*.ipynb"))
ENGLISH = sorted(LESSONS.glob("en/[0-9][0-9]-*.ipynb"))


def _id(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"

# Section headings of the three articles, kept as data in the repo (the headings only, not the text;
# tools/article_headings.py regenerates the file from the seeds).
HEADINGS = {
    prefix: entry["headings"]
    for prefix, entry in json.loads(
        (ROOT / "tests" / "data" / "article_headings.json").read_text(encoding="utf-8")
    ).items()
}


def _load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _text(source) -> str:
    return "".join(source) if isinstance(source, list) else source


def _saved_prefix(key: str, lang: str, field: str, **others) -> str:
    """How the saved text of a widget starts in ``lang`` (widgets save a sentence in the learner's
    language as text/plain, catalog domain widget_text): e.g. ``Quiz: `` / ``クイズ：``."""
    from mjteach.i18n import t

    return t(key, lang, **{field: "\0"}, **others).split("\0")[0]


def _outputs_text(cell: dict) -> list[str]:
    out = []
    for o in cell.get("outputs", []):
        if o["output_type"] == "stream":
            out.append(_text(o["text"]))
        elif "data" in o:
            out.append(_text(o["data"].get("text/plain", "")))
    return out


def test_there_are_thirteen_numbered_lessons_in_order_in_each_of_three_editions():
    """Issue 6: numbered lessons; issue 14: in English, Japanese and Chinese, the long lessons 06
    and 09 split in two (13 in all, numbered 01..13 without gaps)."""
    assert [p.name[:2] for p in ENGLISH] == [f"{n:02d}" for n in range(1, 14)], [p.name for p in ENGLISH]
    for lang in EDITIONS:
        names = [p.name for p in sorted((LESSONS / lang).glob("[0-9][0-9]-*.ipynb"))]
        assert names == [p.name for p in ENGLISH], lang


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_id)
def test_lesson_is_committed_executed_without_errors(path):
    """jupyter.md §12.3: a notebook committed without outputs makes nbval compare nothing. Every
    code cell carries an execution count, and no output is an error or text on stderr."""
    nb = _load(path)
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert code, "lesson without code cells"
    counts = [c["execution_count"] for c in code]
    assert None not in counts, (
        f"unexecuted code cells: {[c['id'] for c in code if c['execution_count'] is None]}"
    )
    assert counts == list(range(1, len(code) + 1)), (
        f"cells not executed top to bottom in one run: {counts}"
    )
    for cell in code:
        for out in cell["outputs"]:
            assert out["output_type"] != "error", (
                f"{cell['id']}: {out.get('ename')}: {out.get('evalue')}"
            )
            if out["output_type"] == "stream":
                assert out["name"] != "stderr", (
                    f"{cell['id']} wrote to stderr: {_text(out['text'])[:300]}"
                )


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_id)
def test_lesson_outputs_have_no_run_dependent_text(path):
    """Strict nbval compares outputs byte for byte: no memory addresses, no timings in them."""
    nb = _load(path)
    for cell in nb["cells"]:
        for text in _outputs_text(cell):
            assert not re.search(r"0x[0-9a-f]{6,}", text), (
                f"{cell['id']}: memory address in {text[:200]}"
            )
            assert not re.search(r"\d+(\.\d+)?\s?(ms|µs|s)\b elapsed|Wall time", text), cell["id"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_id)
def test_lesson_starts_with_run_all_and_a_goal(path):
    """jupyter.md §10: a notebook opened but not run shows reprs, so the first cell says to run all
    cells; issue 6: each lesson states its goal (an italic lead); the objectives, prerequisites and
    time are checked in tests/test_lesson_frame.py."""
    first = _load(path)["cells"][0]
    text = _text(first["source"])
    assert first["cell_type"] == "markdown"
    assert "Run ▸ Run All Cells" in text
    assert re.search(r"^\*[^*\n]{20,}\*$", text, re.M), "no goal (italic lead) in the first cell"
    assert "./glossary.ipynb#" in text, "key terms do not link to the glossary"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_id)
def test_lesson_has_two_to_five_quiz_questions(path):
    """Issue 6: 2–5 self-check questions with the Quiz widget, displayed (counted from outputs)."""
    nb = _load(path)
    quiz = _saved_prefix("w.text.quiz", path.parent.name, "question", state="")
    shown = [t for c in nb["cells"] for t in _outputs_text(c) if t.startswith(quiz)]
    assert 2 <= len(shown) <= 5, shown


SOURCES = sorted((ROOT / "tools" / "lesson_sources").glob("[0-9][0-9]-*.md"))


def _quiz_calls(source: Path) -> list:
    """Every ``Quiz(...)`` call in the code cells of a lesson source (MyST ``{code-cell}``) and in
    the course helpers they call (a lesson's quiz lives in mjteach/course/scenes/checks.py)."""
    import ast
    import sys

    sys.path.insert(0, str(ROOT / "tools"))
    import build_lessons

    calls = []
    for block in re.findall(r"```\{code-cell\}[^\n]*\n(.*?)```", source.read_text(encoding="utf-8"), re.S):
        code = "\n".join(line for line in block.split("\n") if not line.startswith(":"))
        for text in (code, *build_lessons.helper_sources(code)):
            calls += [n for n in ast.walk(ast.parse(text))
                      if isinstance(n, ast.Call) and getattr(n.func, "id", None) == "Quiz"]
    return calls


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_every_choice_quiz_explains_its_wrong_choices(source):
    """Issue 14: a choice quiz says why each wrong choice is wrong (``why_wrong``; the Quiz itself
    refuses a wrong choice without a sentence, or a sentence for the computed right answer), and
    every quiz has an explanation of the right answer."""
    calls = _quiz_calls(source)
    if not calls and "decision_quiz(" in source.read_text(encoding="utf-8"):
        return  # built by mjteach.course.scenes.capstone (tests/test_course_scenes.py checks them)
    assert calls, "no Quiz in the lesson"
    for call in calls:
        keywords = {k.arg for k in call.keywords}
        where = f"{source.name} line {call.lineno} of its cell"
        assert "explanation" in keywords, where
        if len(call.args) >= 2:  # choices given
            assert "why_wrong" in keywords, where


@pytest.mark.parametrize("path", ENGLISH, ids=_id)
def test_lesson_has_a_try_another_rule_cell_with_a_rule_switcher(path):
    """Issue 6: a "try another rule" cell with the RuleSwitcher, shown after a heading saying so."""
    cells = _load(path)["cells"]
    heads = [
        i
        for i, c in enumerate(cells)
        if c["cell_type"] == "markdown"
        and re.search(r"^#+ .*Try another rule", _text(c["source"]), re.M)
    ]
    assert heads, "no 'Try another rule' heading"
    after = [c for c in cells[heads[-1] + 1 :] if c["cell_type"] == "code"][:1]
    assert after and re.search(r"RuleSwitcher\(|rule_switcher\(", _text(after[0]["source"]))
    switcher = _saved_prefix("w.text.rule_switcher", "en", "preset", n=0)
    assert any(t.startswith(switcher) for t in _outputs_text(after[0])), (
        "switcher not displayed"
    )


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_id)
def test_lesson_prints_nothing_into_output_widgets(path):
    """jupyter.md §12.2: ipywidgets.Output with print breaks strict nbval."""
    for cell in _load(path)["cells"]:
        if cell["cell_type"] == "code":
            assert "Output(" not in _text(cell["source"]), cell["id"]


def test_readme_names_every_article_section_heading_for_every_edition():
    """Issue 6: lessons/README.md maps every section of the three articles to a lesson cell; issue 14:
    with a link to that cell's lesson in each edition, and the cell exists in all three."""
    readme = (LESSONS / "README.md").read_text(encoding="utf-8")
    missing = [h for hs in HEADINGS.values() for h in hs if h not in readme]
    assert not missing, f"headings not in lessons/README.md: {missing}"
    rows = [line for line in readme.splitlines() if line.startswith("| ") and " cell " in line]
    assert len(rows) >= 40
    for line in rows:
        found = re.findall(r"\[([0-9][0-9]-[\w-]+) cell (\d+)\]\(\./en/([\w-]+)\.ipynb\)", line)
        assert found, line
        for name, cell, target in found:
            assert name == target, line
            for lang in EDITIONS:
                assert f"](./{lang}/{name}.ipynb)" in line, (lang, line)
                cells = _load(LESSONS / lang / f"{name}.ipynb")["cells"]
                assert 1 <= int(cell) <= len(cells), (lang, line)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_a_rule_switcher_is_shown_next_to_what_it_changes(path):
    """A cell that makes a RuleSwitcher also shows a widget it changes (issue 13 §5: lesson 03's
    switcher changed a wall picture 3000 px higher up, nothing visible changed where the learner
    clicked)."""
    for cell in _load(path)["cells"]:
        if cell["cell_type"] != "code" or not re.search(r"RuleSwitcher\(|rule_switcher\(",
                                                        _text(cell["source"])):
            continue
        views = [
            o
            for o in cell.get("outputs", [])
            if "application/vnd.jupyter.widget-view+json" in o.get("data", {})
        ]
        assert len(views) >= 2, f"{path.name}: a RuleSwitcher cell shows only the switcher"
