"""The ja and zh editions punctuated as those languages are written (issue 21, the fresh reader's
code-wide leftovers, docs/reviews/editions-fresh-reader.md).

Lines that code joins from pieces (a label and its value, a tile's name and its notation, a list of
yaku, a chain of events) used to carry English typography into Japanese and Chinese: 「門前か： はい」,
「一萬 (1m)を暗槓すると」, 「断么九 1, ドラ 2」, and in Chinese an event chain starting 「宣布 →」 and a
pass logged as 「过：过」. These checks read every committed ja/zh notebook's outputs (printed text and
a widget's one-line text), so a new helper that prints the English way fails here, and the joining
rules themselves (mjteach.i18n.punctuation) are checked on values in test_i18n_punctuation.py.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted(p for lang in ("ja", "zh") for p in (ROOT / "lessons" / lang).glob("*.ipynb"))
CJK = "[\u3040-\u30ff\u3400-\u9fff\u3000-\u303f\uff01-\uff5e]"


def _shown(path: Path) -> list[tuple[str, str]]:
    """``(cell id, text)`` for every text output of the notebook's code cells."""
    out = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        for o in cell.get("outputs", []) if cell["cell_type"] == "code" else []:
            texts = [o.get("text", "")] + [v for k, v in o.get("data", {}).items()
                                           if k in ("text/plain", "text/markdown")]
            out += [(cell.get("id", "?"), "".join(x) if isinstance(x, list) else x) for x in texts]
    return out


def _found(path: Path, pattern: str) -> list[str]:
    return [f"{cid}: …{text[max(0, m.start() - 15):m.end() + 15]}…" for cid, text in _shown(path)
            for m in re.finditer(pattern, text)]


def _id(path: Path) -> str:
    return f"{path.parent.name}/{path.stem[:2]}"


# Still open (r2 fixed it on a branch that could not be merged in time: print(label, value) puts a
# space after a label ending in ：): strict xfail, so a lesson fixed must leave this list.
SPACE_AFTER_COLON_LEFT = {"01", "02", "03", "04", "05", "06", "07", "09", "10", "11", "12"}


@pytest.mark.parametrize("path", [pytest.param(p, id=_id(p), marks=[pytest.mark.xfail(
    strict=True, reason="a space after ：/。 in printed lines (issue 21, still open)")]
    if p.stem[:2] in SPACE_AFTER_COLON_LEFT else []) for p in NOTEBOOKS])
def test_no_space_follows_a_full_width_colon_or_full_stop_in_ja_and_zh_outputs(path):
    """Failed before: 95 lines in 12 of 13 lessons per edition (「門前か： はい」, 「ドラ表示牌： 4s」,
    「できない。 海底では…」): ``print(label, value)`` put a space after a label ending in ：."""
    assert _found(path, "[：。][ \u3000](?!·)") == []  # " · " separates a widget's parts


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_id)
def test_no_ascii_parenthesis_stands_beside_ja_or_zh_text(path):
    """Failed before: 25 tile names per edition (「一萬 (1m)を」, 「五万 (5m)；」) and every fu line of
    01 and 07 (「20 (副底) + 4 (二筒の暗刻・中張牌)」): one style, 「一萬（1m）」."""
    assert _found(path, rf"{CJK} ?\(|\({CJK}|{CJK}\)") == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=_id)
def test_lists_and_labels_in_ja_and_zh_outputs_use_full_width_punctuation(path):
    """Failed before: 「断么九 1, ドラ 2」, 「暗槓, 打牌, 立直」, 「暗槓: 1翻50符…」 (08), 「宣言した槓子 0 組;」
    (01): lists take 、, a label takes ：."""
    assert _found(path, rf"{CJK}( \d+)?[,:;] ") == []


@pytest.mark.parametrize("path", [p for p in NOTEBOOKS if p.parent.name == "zh"], ids=_id)
def test_zh_events_say_a_call_is_called_out_and_a_pass_is_no_call(path):
    """Failed before: 「开杠后打 9m：宣布 → 杠 → …」 (04, 09), 「荣和 6p：宣布 → 被抢杠…」 (07) -- 宣布
    (announce) is for riichi, not a call or a ron -- and 「过：过」 (09), a pass logged as "pass: pass"."""
    assert _found(path, r"(宣布|宣言) →|过[:：] ?过") == []
