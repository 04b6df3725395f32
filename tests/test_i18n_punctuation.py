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
