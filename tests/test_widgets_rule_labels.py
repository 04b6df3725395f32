"""Every Rules option has a RuleSwitcher label in en, ja and zh (house rule: every learner-facing
text in the three languages), and the switcher's table of changed options never shows a bare
option code.

Sources of the options labelled: rulesets.md §2.3 (九種九牌, 四風連打, 四家立直 abortive draws),
§3.9/§4.2 (kita), Tenhou S1 (連荘, 和了止め, 飛び, 西入/南入, 供託 at the end), as in each field's doc
in mjteach/rules.py.
"""

from __future__ import annotations

import re

import pytest

import mjteach
from mjteach import i18n
from mjteach.rules import PRESETS, Rules
from mjteach.widgets import RuleSwitcher
from mjteach.widgets.rule_switcher import option_label

LANGS = ("en", "ja", "zh")


@pytest.mark.parametrize("lang", LANGS)
def test_every_rules_option_has_a_label(lang):
    """w.opt.<option> exists for every field of Rules and is not the code itself (an English label
    may equal a one-word code such as ``players``, never a snake_case one)."""
    missing = [o for o in Rules.option_names() if not i18n.has(f"w.opt.{o}")]
    assert missing == []
    bare = [o for o in Rules.option_names()
            if option_label(o, lang) == o and (lang != "en" or "_" in o)]
    assert bare == []


@pytest.mark.parametrize("lang", ("ja", "zh"))
def test_option_labels_are_translated_not_english(lang):
    """A ja/zh label differs from the English one (an untranslated entry falls back to English)."""
    same = [o for o in Rules.option_names() if option_label(o, lang) == option_label(o, "en")]
    assert same == []


def test_abortive_draw_labels_use_the_glossary_terms():
    """The three abortive draws are named with their usual terms (rulesets.md §2.3)."""
    assert option_label("kyuushu_kyuuhai", "ja").startswith("九種九牌")
    assert option_label("suufon_renda", "ja").startswith("四風連打")
    assert option_label("suucha_riichi", "ja").startswith("四家立直")
    assert option_label("kyuushu_kyuuhai", "zh").startswith("九种九牌")
    assert option_label("tobi", "ja").startswith("飛び")
    assert option_label("agari_yame", "ja").startswith("和了止め")


def _bare_codes(html: str) -> list[str]:
    """Options shown in the diff table as a bare <code> cell with no label in front (the switcher
    shows only the code when option_label returns the code)."""
    return re.findall(r"<tr><td><code>([^<]*)</code></td>", html)


@pytest.mark.parametrize("lang", LANGS)
def test_wrc_differences_show_a_label_for_every_option(lang):
    """Choosing WRC (which differs from tenhou in the game-level options too: kyuushu_kyuuhai,
    agari_yame, tobi ...) lists every changed option with a label (the code only in its title, issue 23 item 8)."""
    sw = RuleSwitcher("tenhou")
    try:
        mjteach.set_language(lang)
        sw.choose("wrc")
        diffs = sw.differences
        assert diffs, "wrc must differ from tenhou"
        html = sw.diff_html.value
        assert _bare_codes(html) == []
        for d in diffs:
            label = option_label(d.option, lang)
            assert label != d.option
            cell = f'<tr><td><span data-option="{d.option}" title="{d.option}">{label}</span>'
            assert cell in html.replace("&amp;", "&")
        assert "<code>" not in html, "the learner reads labels, not option codes"
    finally:
        mjteach.set_language("en")


def test_every_preset_difference_is_labelled():
    """No preset's difference from tenhou shows a bare code (every preset in PRESETS)."""
    for name in PRESETS:
        sw = RuleSwitcher("tenhou")
        sw.choose(name)
        assert _bare_codes(sw.diff_html.value) == [], name
