"""What every lesson gives a learner studying alone (issue 14 § Build 2), in every edition:
objectives, prerequisites and minutes at the top, a contents cell whose links reach the lesson's
sections, numbered sections, a recap with previous/next links, and key terms that link to the
edition's glossary page (en · ja with reading · zh · romaji).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from urllib.parse import unquote

import pytest

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "lessons"
EDITIONS = ("en", "ja", "zh")
sys.path.insert(0, str(ROOT / "tools"))
import build_lessons  # noqa: E402  (tools/build_lessons.py)

SOURCES = build_lessons.load_sources()
CASES = [(lang, s.slug) for lang in EDITIONS for s in SOURCES]
LINK = re.compile(r"\]\(([^)\s]+)\)")


def _cells(lang: str, name: str) -> list[dict]:
    nb = json.loads((LESSONS / lang / f"{name}.ipynb").read_text(encoding="utf-8"))
    return nb["cells"]


def _md(cell: dict) -> str:
    return "".join(cell["source"]) if cell["cell_type"] == "markdown" else ""


def _anchors(cells: list[dict]) -> set[str]:
    """The ids Jupyter gives the notebook's headings."""
    return {build_lessons.anchor(line.lstrip("#").strip())
            for c in cells for line in _md(c).split("\n") if line.startswith("#")}


def _frame(lang: str) -> dict[str, str]:
    tr = build_lessons.Translator(lang)
    return {k: tr(v) for k, v in build_lessons.FRAME.items()}


@pytest.mark.parametrize(("lang", "slug"), CASES, ids=[f"{a}/{b}" for a, b in CASES])
def test_lesson_opens_with_objectives_prerequisites_and_time(lang, slug):
    head = _md(_cells(lang, slug)[0])
    frame = _frame(lang)
    after = head.split(frame["objectives"], 1)
    assert len(after) == 2, "no objectives"
    assert len(re.findall(r"^- \S", after[1].split("\n\n\n")[0], re.M)) >= 2, "fewer than 2 objectives"
    before = frame["before"].split("{")[0]
    assert before in head, "no prerequisites line"
    minutes = re.escape(frame["time"]).replace(re.escape("{minutes}"), r"(\d+)")
    found = re.search(minutes, head)
    assert found and 5 <= int(found.group(1)) <= 45, "no time in minutes"


@pytest.mark.parametrize(("lang", "slug"), CASES, ids=[f"{a}/{b}" for a, b in CASES])
def test_contents_cell_lists_every_numbered_section_and_the_links_resolve(lang, slug):
    cells = _cells(lang, slug)
    contents = _md(cells[2])
    frame = _frame(lang)
    assert contents.startswith(frame["contents"])
    sections = [line[3:] for c in cells for line in _md(c).split("\n") if line.startswith("## ")]
    numbered = [s for s in sections if re.match(r"\d+\. ", s)]
    assert len(numbered) >= 4 and [int(s.split(".")[0]) for s in numbered] == list(
        range(1, len(numbered) + 1)), "sections are not numbered 1, 2, 3 …"
    targets = [unquote(t[1:]) for t in LINK.findall(contents)]
    assert targets == [build_lessons.anchor(s) for s in sections]
    assert set(targets) <= _anchors(cells)


@pytest.mark.parametrize(("lang", "slug"), CASES, ids=[f"{a}/{b}" for a, b in CASES])
def test_lesson_ends_with_a_recap_and_links_that_resolve(lang, slug):
    """The last cell: the recap heading, at least two key points, previous (except lesson 01) and
    next (except the last lesson) links to notebooks of the same edition, and the glossary."""
    cells = _cells(lang, slug)
    last = _md(cells[-1])
    frame = _frame(lang)
    assert last.startswith(frame["recap"])
    assert len(re.findall(r"^- \S", last, re.M)) >= 2
    order = [s.slug for s in SOURCES]
    here = order.index(slug)
    links = LINK.findall(last)
    if here > 0:
        assert f"./{order[here - 1]}.ipynb" in links
    if here + 1 < len(order):
        assert f"./{order[here + 1]}.ipynb" in links
    else:
        assert frame["last"] in last
    assert "./glossary.ipynb" in links


@pytest.mark.parametrize(("lang", "slug"), CASES, ids=[f"{a}/{b}" for a, b in CASES])
def test_every_link_in_a_lesson_resolves(lang, slug):
    """Every relative link reaches a notebook of the same edition and, with a #fragment, a heading
    in it (the key terms reach their glossary entries)."""
    cells = _cells(lang, slug)
    for cell in cells:
        for target in LINK.findall(_md(cell)):
            if target.startswith(("http://", "https://")):
                continue
            path, _, fragment = target.partition("#")
            page = cells if not path else _cells(lang, Path(path).stem)
            assert path == "" or (LESSONS / lang / path).exists(), target
            if fragment:
                assert unquote(fragment) in _anchors(page), (cell["id"], target)


@pytest.mark.parametrize("lang", EDITIONS)
def test_glossary_gives_every_term_in_four_forms(lang):
    """One entry per term, headed in the edition's language (the anchor lessons link to), with the
    other forms (English, Japanese with its reading, Chinese, romaji) and the lesson that first
    teaches it; a katakana word's reading is not repeated (reader report §4)."""
    cells = _cells(lang, "glossary")
    entries = {_md(c).split("\n")[0][4:]: _md(c) for c in cells[1:]}
    heads = {build_lessons.glossary_heading(t, lang): t for t in build_lessons.GLOSSARY}
    assert set(entries) == set(heads) and len(heads) == len(build_lessons.TERMS)
    for head, text in entries.items():
        term = heads[head]
        if lang != "en":
            assert "English" not in text and "romaji:" not in text
        assert term["en"] in text and f"*{term['romaji']}*" in text
        assert build_lessons.japanese(term) in text and term["zh"] in text
        assert f"{term['ja']}（{term['ja']}）" not in text
        assert f"](./{next(s.slug for s in SOURCES if s.number == term['lesson'])}.ipynb)" in text
    order = list(entries)
    if lang == "ja":
        assert order == sorted(order, key=lambda h: heads[h]["reading"])
    used = {t for s in SOURCES for t in s.terms}
    assert used <= {heads[h]["key"] for h in entries}
