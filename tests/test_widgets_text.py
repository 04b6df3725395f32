"""The plain text a notebook saves for each widget is in the learner's language.

A saved notebook keeps a widget's ``text/plain`` output; where the widget is not drawn (GitHub,
nbviewer, a lesson not yet run) that line is all a reader sees, so a ja/zh edition must not show
``Quiz('Does the 8s …', unanswered)`` in English (issue 14, reader report §4.6). ``repr()`` stays
the developer's English form.
"""

from __future__ import annotations

import re

import pytest

from mjteach import i18n
from mjteach.widgets import CallLab, KanLab, LanguagePicker, Practice, Quiz, RuleSwitcher, WallView

LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def plain(widget) -> str:
    bundle = widget._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    return data["text/plain"]


@pytest.fixture
def lang():
    yield i18n.set_language
    i18n.set_language("en")


QUESTION = {"en": "Which kan keeps the hand concealed?", "ja": "門前のままの槓は？",
            "zh": "哪种杠保持门前清？"}
WHY_WRONG = {0: {"en": "A daiminkan takes a discard: the hand is open.",
                 "ja": "大明槓は他家の捨て牌を取るので門前でなくなる。",
                 "zh": "大明杠要拿别人打出的牌，手牌不再门前清。"}}


@pytest.mark.parametrize(("code", "unanswered", "correct"), [
    ("en", "Quiz: Which kan keeps the hand concealed? (not answered yet)",
     "Quiz: Which kan keeps the hand concealed? (answered correctly)"),
    ("ja", "クイズ：門前のままの槓は？（未回答）", "クイズ：門前のままの槓は？（正解済み）"),
    ("zh", "测验：哪种杠保持门前清？（未作答）", "测验：哪种杠保持门前清？（已答对）"),
])
def test_quiz_saved_text_is_the_question_in_the_edition_language(lang, code, unanswered, correct):
    lang(code)
    q = Quiz(QUESTION, ["daiminkan", "ankan"], answer=1, why_wrong=WHY_WRONG)
    assert plain(q) == unanswered
    q.answer(1)
    assert plain(q) == correct
    assert repr(q) == "Quiz('Which kan keeps the hand concealed?', correct)"  # developer form


def test_saved_text_follows_a_language_switch(lang):
    lang("ja")
    q = Quiz(QUESTION, ["daiminkan", "ankan"], answer=1, why_wrong=WHY_WRONG)
    lang("zh")
    assert plain(q) == "测验：哪种杠保持门前清？（未作答）"


def test_kan_lab_saved_text_counts_the_kans_made(lang):
    """After the scenario's ankan of 8s (槓 § 暗槓) the saved line says one kan was made."""
    lang("ja")
    lab = KanLab("ankan_basic")
    assert plain(lab) == "槓ラボ（レッスンを実行すると操作できます）：ここまでの槓 0 回"
    lab.press("ankan", "8s")
    assert plain(lab) == "槓ラボ（レッスンを実行すると操作できます）：ここまでの槓 1 回"


@pytest.mark.parametrize("code", ["ja", "zh"])
def test_no_english_words_in_saved_text_of_ja_zh_widgets(lang, code):
    """No English word of three letters or more (preset names like 'WRC' aside) in ja/zh."""
    lang(code)
    widgets = [KanLab("ankan_basic"), CallLab("three_way"), RuleSwitcher(rules="tenhou"),
               WallView(), LanguagePicker(), Practice(concepts=["kan-fu", "kuikae"])]
    for w in widgets:
        text = plain(w)
        assert not LATIN_WORD.search(text), text
        assert "(" not in text and "=" not in text, text


def test_rule_switcher_saved_text_names_the_preset_and_the_changes(lang):
    lang("en")
    assert plain(RuleSwitcher(rules="tenhou")) == (
        "Rules: Tenhou; options changed from the default preset: 0")
    sw = RuleSwitcher(rules="wrc")
    n = len(sw.differences)
    assert n > 0 and plain(sw) == f"Rules: WRC 2015; options changed from the default preset: {n}"


def test_a_readout_is_saved_as_its_words_not_its_markup(lang):
    """A verdict a lesson rewrites (ipywidgets.HTML) is saved as what it says, not HTML(value=…)."""
    from mjteach.melds import Meld
    from mjteach.render import meld_svg
    from mjteach.widgets import Readout

    lang("ja")
    box = Readout()
    box.value = "<p><b>123m</b>: 宣言した槓子：0組</p><p>読み方： 99p 123m</p>"
    assert plain(box) == "123m: 宣言した槓子：0組 · 読み方： 99p 123m"
    box.value = meld_svg(Meld.ankan("8888s"), lang="ja")
    assert plain(box).startswith("暗槓") and "<" not in plain(box)


def test_a_readout_table_keeps_its_cells_apart():
    from mjteach.widgets.readout import plain_text

    assert plain_text("<table><tr><th>hand</th><th>kan?</th></tr><tr><td>111m +1m</td>"
                      "<td>yes</td></tr></table>") == "hand kan? · 111m +1m yes"
