"""Decide, do not watch (issue 21 item 9): lessons set the learner tasks instead of pressing a
lab's buttons in a cell, and the labs that were demos carry a task the lab judges
(mjteach.tasks; the judgement itself is tested in tests/test_tasks.py)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOURCES = sorted((ROOT / "tools" / "lesson_sources").glob("[0-9][0-9]-*.md"))
# the labs that used to be pressed by their cell (02 cell 5, 03 cell 11, 08 cell 11), 02's second
# lab, lesson 10's new call lab, the task labs of 05 (which ankan keeps the wait) and 06 (a
# daiminkan only with a yaku left), 07's two kan labs and 11's two call labs (made by course
# helpers, late_pon_lab and kuikae_choice_lab): each sets a task
TASKED = {"02-kan-procedure": 2, "03-rinshan-and-wall": 1, "05-ankan": 1, "06-daiminkan": 1,
          "07-kakan-chankan": 2, "08-kan-merits": 1,
          "10-pon-chi": 1, "11-call-priority-kuikae": 2}
_LABS = ("KanLab", "CallLab", "WallView")


def _code_cells(source: Path) -> list[ast.Module]:
    blocks = re.findall(r"```\{code-cell\}[^\n]*\n(.*?)```", source.read_text(encoding="utf-8"), re.S)
    return [ast.parse("\n".join(x for x in b.split("\n") if not x.startswith(":"))) for b in blocks]


def _calls(tree: ast.AST) -> list[ast.Call]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.Call)]


def _name(call: ast.Call) -> str:
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
def test_no_lesson_cell_presses_a_labs_buttons_for_the_learner(source):
    pressed = [f"{_name(c)}() line {c.lineno}" for tree in _code_cells(source) for c in _calls(tree)
               if _name(c) in ("press", "kan", "declare", "draw")]
    assert not pressed, f"{source.stem}: a cell acts for the learner: {pressed}"


def _tasked(call: ast.Call) -> bool:
    return any(k.arg == "task" for k in call.keywords)


def _lab_helpers() -> dict[str, bool]:
    """Course helpers (mjteach/course/scenes) that return a lab they make: name -> with a task."""
    found = {}
    for module in (ROOT / "mjteach" / "course" / "scenes").glob("*.py"):
        for fn in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            if isinstance(fn, ast.FunctionDef):
                for ret in (n for n in ast.walk(fn) if isinstance(n, ast.Return)):
                    if isinstance(ret.value, ast.Call) and _name(ret.value) in _LABS:
                        found[fn.name] = _tasked(ret.value)
    return found


@pytest.mark.parametrize("slug", sorted(TASKED))
def test_labs_that_were_demos_set_the_learner_a_task(slug):
    source = ROOT / "tools" / "lesson_sources" / f"{slug}.md"
    helpers = _lab_helpers()
    calls = [c for tree in _code_cells(source) for c in _calls(tree)]
    labs = [c for c in calls if _name(c) in _LABS
            or (_name(c) == "demo" and getattr(c.func.value, "id", "") == "KanLab")]
    tasked = [c for c in labs if _tasked(c)] + [c for c in calls if helpers.get(_name(c))]
    labs += [c for c in calls if _name(c) in helpers]
    assert len(tasked) >= TASKED[slug], f"{slug}: {len(tasked)} of {len(labs)} labs set a task"
