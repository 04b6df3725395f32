"""Lesson prose renders as intended in every edition: no emphasis marker left as literal text.

CommonMark closes ``**`` only when it is "right-flanking": a closing ``**`` right after punctuation
must be followed by a space or punctuation. Japanese and Chinese prose has no spaces, so
``**2幢（4枚）**です`` shows its asterisks (issue 23 item 8: ja lesson 03, cells 4 and 6). JupyterLab's
renderer follows CommonMark here, as markdown-it does.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

LESSONS = sorted((Path(__file__).parent.parent / "lessons").glob("*/*.ipynb"))


@pytest.mark.parametrize("path", LESSONS, ids=[f"{p.parent.name}/{p.stem}" for p in LESSONS])
def test_no_lesson_cell_shows_a_literal_emphasis_marker(path):
    md = MarkdownIt("commonmark")
    found = []
    for i, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"], 1):
        if cell["cell_type"] != "markdown":
            continue
        html = md.render("".join(cell["source"]))
        text = re.sub(r"<code>.*?</code>|<pre>.*?</pre>", "", html, flags=re.S)
        found += [f"cell {i}: …{m.group(0)}…" for m in re.finditer(r".{0,20}\*\*.{0,20}", text)]
    assert not found, "\n".join(found)
