"""No lesson copies the source articles (STYLE / issue 14): no edition shares 20 or more
consecutive characters (whitespace and markup removed) with an article, except tile notation and
the term lists.

The articles are not in the repo: tests/data/article_shingles.bin holds a hash of each of their
20-character runs (tools/article_shingles.py writes it from the source articles, which are not in the repo).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import article_shingles as shingles  # noqa: E402  (tools/article_shingles.py)

NOTEBOOKS = sorted((ROOT / "lessons").glob("[a-z][a-z]/[0-9][0-9]-*.ipynb"))  # not the glossary
ARTICLE = shingles.load()
NOTATION = re.compile(r"^[0-9mpsz\[\]()<>^+\-.,;:·]*$")  # tile notation is shared by design
TERMS = ("**Terms**", "**用語**", "**术语**")  # term lists repeat the articles' words by design


def _prose(nb: dict) -> list[str]:
    out = []
    for cell in nb["cells"]:
        if cell["cell_type"] != "markdown":
            continue
        for block in "".join(cell["source"]).split("\n\n"):
            if not block.startswith(TERMS):
                out.append(block)
    return out


def copied_runs(text: str, article: set[bytes] = ARTICLE) -> list[str]:
    """The 20-character runs of ``text`` (squeezed) whose hash is one of ``article``'s."""
    squeezed = shingles.squeeze(shingles.plain_markdown(text))
    runs = []
    for i in range(len(squeezed) - shingles.WIDTH + 1):
        run = squeezed[i : i + shingles.WIDTH]
        if not NOTATION.match(run) and shingles.shingle_hash(run) in article:
            runs.append(run)
    return runs


def test_the_check_finds_a_copied_run_across_markup_and_whitespace():
    """The mechanism on a made-up article (the real ones are not in the repo): a 20-character run
    copied with other line breaks and bold marks is found, 19 characters are not, tile notation is
    ignored; and the stored hashes are the real articles' (thousands of runs)."""
    made_up = "BOLD嶺上牌BOLDを引いた後で[[王牌|王牌]]の枚数を確かめるための練習用の文章です。1112345678999m"
    made_up = made_up.replace("BOLD", "'" * 3)
    article = shingles.shingles(shingles.squeeze(shingles.plain_wiki(made_up)))
    assert copied_runs("**嶺上牌**を引いた後で\n王牌の枚数を確かめるための", article)
    assert not copied_runs("嶺上牌を引いた後で王牌の枚数を確か", article)  # 19 characters
    assert not copied_runs("手牌は 1112345678999m です", article)
    assert len(ARTICLE) > 10_000


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_lesson_shares_no_twenty_character_run_with_an_article(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    found = {run for block in _prose(nb) for run in copied_runs(block)}
    assert not found, sorted(found)[:10]
