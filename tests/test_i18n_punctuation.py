"""Japanese and Chinese punctuation in the package's messages (issue 21, "opened in JupyterLab and
read through": docs/reviews/jupyterlab-readthrough.md).

A Japanese or Chinese line writes its colon, semicolon and list comma full width (：；、). The
read-through found ASCII ones after Japanese/Chinese words all over the labs and the wall picture
("加槓: …", "牌山: 残りツモ69枚", "網掛け: 王牌", "記法: "), some from the catalogs, some from code
that joined a label and a value with ": ". The joins now come from mjteach.i18n.punctuation.
"""

from __future__ import annotations

import re

import pytest

from mjteach.i18n import punctuation
from mjteach.i18n.catalog import CATALOG

# a Japanese/Chinese character (kana, CJK ideograph, full-width bracket or mark) then ASCII ":" or
# ";" and a space, or a list comma: the mix the read-through saw
_CJK = r"[\u3040-\u30ff\u3400-\u9fff\uff08\uff09\u3001\u3002\u300c\u300d]"
_MIXED = re.compile(rf"{_CJK}(?:[:;] |, )")


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_japanese_and_chinese_messages_write_colon_and_semicolon_full_width(lang):
    """Failed before: ja 33 messages (render.wall.title "牌山: 残りツモ{live}枚…",
    render.wall.legend_dead "網掛け: 王牌", logs.replay.*, notation examples "（例: +1m）"), zh 8."""
    mixed = sorted(f"{key}: {entry[lang]!r}" for key, entry in CATALOG.items()
                   if lang in entry and _MIXED.search(entry[lang]))
    assert mixed == []


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "kakan: no pon of 8s"), ("ja", "加槓：8s のポンがない"), ("zh", "加杠：没有 8s 的碰")])
def test_a_label_and_its_value_are_joined_in_the_learners_language(lang, expected):
    label, value = expected.split(punctuation.separator("label", lang))
    assert punctuation.labelled(label, value, lang) == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "ankan, discard, riichi"), ("ja", "暗槓、打牌、立直"), ("zh", "暗杠、打牌、立直")])
def test_a_list_is_joined_with_the_languages_list_comma(lang, expected):
    items = expected.split(punctuation.separator("list", lang))
    assert len(items) == 3
    assert punctuation.listing(items, lang) == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "9 Man (9m)"), ("ja", "九萬（9m）"), ("zh", "九万（9m）")])
def test_an_aside_is_in_the_languages_brackets(lang, expected):
    from mjteach.tiles import Tile

    assert punctuation.aside(Tile.parse("9m").name(lang), "9m", lang) == expected


def test_an_unknown_separator_is_refused_by_name():
    with pytest.raises(KeyError, match="semicolon-ish"):
        punctuation.separator("semicolon-ish", "ja")


@pytest.mark.parametrize(("lang", "after_label", "source"), [
    ("en", "</b>: ", " (槓 § 手順)"), ("ja", "</b>：", "（槓 § 手順）"), ("zh", "</b>：", "（槓 § 手順）")])
def test_the_kan_labs_reasons_join_button_and_reason_in_the_learners_language(lang, after_label, source):
    """Failed before: ja/zh read '<b>暗槓</b>: …' and '(槓 § 手順)' (the read-through, 02 cell 4)."""
    import mjteach
    from mjteach.widgets import KanLab

    mjteach.set_language(lang)
    why = KanLab.demo("ankan").why_html.value
    assert why.count("<li ") == why.count(after_label) == 6
    assert why.count(source) == 2  # ankan and kakan: both wait for the draw
    assert ("</b>: " in why) == (lang == "en")


@pytest.mark.parametrize(("lang", "status"), [("en", "notation: <code>"), ("ja", "表記：<code>"),
                                              ("zh", "记法：<code>")])
def test_the_hand_builders_status_line_uses_the_languages_colon(lang, status):
    """Failed before: '表記: 123m…' / '记法: 123m…' (01 cell 8)."""
    import mjteach
    from mjteach.widgets import HandBuilder

    mjteach.set_language(lang)
    assert status in HandBuilder("123m").status.value


@pytest.mark.parametrize(("lang", "line"), [
    ("ja", "<b>123m12399p345555s</b>：宣言した槓子 0 組、読み方："),
    ("zh", "<b>123m12399p345555s</b>：已宣布的杠子 0 组、拆法：")])
def test_the_readings_line_under_the_hand_builder_reads_as_one_sentence(lang, line):
    """Failed before: '345555s: 宣言した槓子 0 組; 読み方： …' (01 cell 8)."""
    from mjteach.course.scenes.kantsu import readings_line
    from mjteach.hand import Hand

    assert readings_line(Hand.parse("345555s 123m 123p 99p"), lang).startswith(line)


@pytest.mark.parametrize(("lang", "tip"), [("en", "taken: "), ("ja", "取得済み："),
                                           ("zh", "已取走：")])
def test_a_wall_tiles_tooltip_joins_its_role_and_name_in_the_learners_language(lang, tip):
    """Failed before: '取得済み: 五萬' in every wall picture's tooltips (03 cells 10, 12)."""
    from mjteach.render.wall import _taken_title
    from mjteach.tiles import Tile

    assert _taken_title(Tile.parse("5m"), lang).startswith(tip)


@pytest.mark.parametrize(("lang", "tile", "yaku", "fu"), [
    ("en", "Red dragon (7z)", "Riichi 1, ", "20 (base fu)"),
    ("ja", "中（7z）", "立直 1、", "20（副底）"),
    ("zh", "中（7z）", "立直 1、", "20（底符）")])
def test_printed_lines_name_tiles_list_yaku_and_fu_parts_in_the_languages_marks(
        lang, tile, yaku, fu, capsys):
    """What a lesson prints (course.show, a refusal's reason): tile names with their notation, the
    yaku list and the fu parts use the language's brackets and list comma. Failed before: ja/zh
    printed "中 (7z)", "立直 1, 平和 1", "20 (副底)" (01 cells 12-16, 02 cell 7, 05 cell 10, 09
    cell 9, 12 cells 5 and 13 in the JupyterLab read-through)."""
    from mjteach.course import _tile, show
    from mjteach.hand import Hand
    from mjteach.scoring import WinContext, evaluate
    from mjteach.tiles import Tile

    assert _tile(Tile.parse("7z"), lang) == tile
    hand = Hand.parse("234m 567p 234s 67s 55p")
    show(evaluate(hand, WinContext(win_tile=Tile.parse("8s"), tsumo=False, riichi=True)), lang)
    out = capsys.readouterr().out
    assert yaku in out and fu in out


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "槓 § 暗槓; 立直 § リーチ後の暗槓"), ("ja", "槓 § 暗槓；立直 § リーチ後の暗槓"),
    ("zh", "槓 § 暗槓；立直 § リーチ後の暗槓")])
def test_a_sources_parts_are_separated_with_the_languages_semicolon(lang, expected):
    """Failed before: ja/zh labs read "（槓 § 暗槓; 立直 § …）" (05 cell 13)."""
    from mjteach.i18n.sources import source_text

    assert source_text("槓 § 暗槓; 立直 § リーチ後の暗槓", lang) == expected


@pytest.mark.parametrize(("lang", "expected"), [("en", "East wind (1z)"), ("ja", "東（1z）"),
                                                ("zh", "东（1z）")])
def test_a_widgets_tile_label_uses_the_languages_brackets(lang, expected):
    """KanLab's "東 (1z)を捨てました。" (07 cell 8) comes from tile_label. Failed before in ja/zh."""
    import mjteach
    from mjteach.tiles import Tile
    from mjteach.widgets._base import tile_label

    mjteach.set_language(lang)
    assert tile_label(Tile.parse("1z")) == expected


def test_a_printed_list_with_nothing_in_it_says_none_in_words():
    """Lesson 02 printed 「いまできる槓： -」 / 「现在可以开的杠： -」 (a hyphen and a space after a
    full-width colon) when no kan was allowed: the learner reads "none" in their language."""
    import json
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[1] / "lessons"
    bad = []
    for path in sorted(root.glob("[a-z][a-z]/[0-9][0-9]-*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            for out in cell.get("outputs", []):
                text = "".join(out.get("text", "")) + "".join(out.get("data", {}).get("text/plain", ""))
                bad += [f"{path.parent.name}/{path.stem}: {line}" for line in text.splitlines()
                        if re.search(r"[:：]\s*-\s*$", line)]
    assert not bad, bad[:5]
