"""The learner's own copy of the lessons (tools/my_lessons.py, used by ``make lab``): running or
editing a lesson never changes the tracked notebooks, and an update never loses the learner's work
(newcomer trial, session 2: running a lesson in Lab autosaved new widget ids into lessons/)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("my_lessons", ROOT / "tools" / "my_lessons.py")
my_lessons = importlib.util.module_from_spec(spec)
spec.loader.exec_module(my_lessons)


def _course(tmp_path: Path) -> Path:
    src = tmp_path / "lessons"
    (src / "en").mkdir(parents=True)
    (src / "en" / "01.ipynb").write_text("v1 lesson one", encoding="utf-8")
    (src / "en" / "02.ipynb").write_text("v1 lesson two", encoding="utf-8")
    (src / "sanitize.cfg").write_text("[x]", encoding="utf-8")
    return src


def test_first_run_copies_every_lesson_but_not_the_test_configuration(tmp_path):
    src, dest = _course(tmp_path), tmp_path / "my"
    changes = my_lessons.sync(src, dest)
    assert changes == ["copied en/01.ipynb", "copied en/02.ipynb"]
    assert (dest / "en" / "01.ipynb").read_text(encoding="utf-8") == "v1 lesson one"
    assert not (dest / "sanitize.cfg").exists()
    assert my_lessons.sync(src, dest) == []  # nothing changed: nothing to say


def test_an_untouched_copy_follows_the_shipped_lesson(tmp_path):
    src, dest = _course(tmp_path), tmp_path / "my"
    my_lessons.sync(src, dest)
    (src / "en" / "01.ipynb").write_text("v2 lesson one", encoding="utf-8")
    assert my_lessons.sync(src, dest) == ["updated en/01.ipynb"]
    assert (dest / "en" / "01.ipynb").read_text(encoding="utf-8") == "v2 lesson one"


def test_a_learners_edit_is_never_overwritten(tmp_path):
    src, dest = _course(tmp_path), tmp_path / "my"
    my_lessons.sync(src, dest)
    (dest / "en" / "01.ipynb").write_text("my notes", encoding="utf-8")
    assert my_lessons.sync(src, dest) == []  # shipped unchanged: the edit simply stays
    (src / "en" / "01.ipynb").write_text("v2 lesson one", encoding="utf-8")
    changes = my_lessons.sync(src, dest)
    assert changes == ["kept your edited en/01.ipynb; the new version is en/01.new.ipynb"]
    assert (dest / "en" / "01.ipynb").read_text(encoding="utf-8") == "my notes"
    assert (dest / "en" / "01.new.ipynb").read_text(encoding="utf-8") == "v2 lesson one"
    assert (src / "en" / "01.ipynb").read_text(encoding="utf-8") == "v2 lesson one"
    assert my_lessons.sync(src, dest) == []  # said once


def test_a_deleted_copy_comes_back_as_shipped(tmp_path):
    src, dest = _course(tmp_path), tmp_path / "my"
    my_lessons.sync(src, dest)
    (dest / "en" / "02.ipynb").unlink()
    assert my_lessons.sync(src, dest) == ["copied en/02.ipynb"]


def test_make_lab_opens_the_learners_copy_not_the_tracked_lessons():
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    lab = makefile.split("\nlab:", 1)[1].split("\n\n", 1)[0]
    assert "tools/my_lessons.py" in lab and "jupyter lab my-lessons/" in lab
    assert "my-lessons/" in (ROOT / ".gitignore").read_text(encoding="utf-8").split()
