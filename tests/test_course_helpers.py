"""mjteach.course: what lesson cells print is plain sentences in the learner's language (issue 14
§ Build 3: no dicts, codes or wall indices), and lesson texts marked _() follow the language."""

from __future__ import annotations

import pytest

from mjteach import i18n
from mjteach.course import (
    Msg,
    _,
    action_words,
    claim_sentence,
    event_sentence,
    legal,
    preset_name,
    rule_value,
    show_rows,
    show_wall_shift,
    table,
)
from mjteach.round import Action
from mjteach.rules import Rules


@pytest.fixture(autouse=True)
def english():
    with i18n.language("en"):
        yield


def test_lesson_text_is_looked_up_in_the_lesson_catalogs_and_follows_the_language():
    yes = _("yes")
    assert isinstance(yes, Msg) and yes == {"en": "yes", "ja": "はい", "zh": "是"}
    assert str(yes) == "yes" and f"{yes:>4}" == " yes"
    with i18n.language("ja"):
        assert str(yes) == "はい" and repr(yes) == "はい"
    assert _("no such text in any lesson") == {"en": "no such text in any lesson"}


def test_msg_format_fills_fields_in_every_language():
    from mjteach.course import lesson_catalog

    catalog = lesson_catalog()
    english = next(e for e in sorted(catalog["ja"]) if "{n}" in e and e in catalog["zh"])
    text = _(english).format(n=68)
    assert text["en"] == english.format(n=68)
    assert text["ja"] == catalog["ja"][english].format(n=68) and "68" in text["ja"]
    assert text["zh"] == catalog["zh"][english].format(n=68) and "{n}" not in text["zh"]


def test_an_ankan_is_told_as_sentences_without_codes_or_indices():
    """ankan_basic (槓 § 手順): the kan, the indicator and its dora, the replacement tile, the shift."""
    events = table("ankan_basic").play(Action.ankan(0, "8s"))
    lines = [event_sentence(e) for e in events]
    assert lines == [
        "Kan: [8888s] (ankan)",
        "Kan dora indicator turned: Red dragon (7z), so the new dora is White dragon (5z)",
        "Rinshan draw: 1 Man (1m); 3 replacement tiles left",
        "Haitei joins the dead wall: 68 live draws left",
    ]
    assert not any("{" in line or "index" in line or "cause" in line for line in lines)
    assert event_sentence(events[1], "ja") == "槓ドラ表示：中 (7z)、新しいドラは 白 (5z)"


def test_wall_shift_is_told_kan_by_kan(capsys):
    """槓 § 嶺上牌: each kan takes a replacement tile and moves the last live tile (70 -> 69 -> 68)."""
    from mjteach import Wall

    wall = Wall.from_seed(6)
    wall.deal()
    show_wall_shift(wall, kans=2)
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2
    assert out[0].startswith("Kan 1: replacement tile") and out[0].endswith("69 live draws left.")
    assert out[1].startswith("Kan 2:") and out[1].endswith("68 live draws left.")


def test_table_columns_line_up_with_japanese_and_chinese_characters(capsys):
    show_rows(["プリセット", "x"], [["tenhou", 1], ["暗槓", 22]])
    lines = capsys.readouterr().out.splitlines()
    # 'プリセット' is 5 wide characters = 10 columns; the second column starts at column 12
    assert lines == ["プリセット  x", "tenhou      1", "暗槓        22"]


def test_preset_values_are_labelled_and_unverified_ones_marked():
    assert "max_kans" in Rules.preset("wrc").unverified
    assert rule_value(Rules.preset("wrc"), "max_kans") == "4 *"
    assert rule_value(Rules.preset("tenhou"), "max_kans") == "4"
    assert rule_value(Rules.preset("tenhou"), "suukaikan") == "yes"
    assert rule_value(Rules.preset("m_league"), "suukaikan", "ja") == "なし"


def test_a_contested_discard_is_told_with_the_rule_in_words():
    """副露 § 発声の優先順位: the claim's rule is named by its message, not its code."""
    said = claim_sentence({"taken_by": 2, "call": "daiminkan", "rule": "pon_over_chi"}, "3s")
    assert said == "seat 2 takes the 3s by daiminkan (Pon and kan beat chi.)"
    assert "pon_over_chi" not in claim_sentence(
        {"taken_by": 2, "call": "daiminkan", "rule": "pon_over_chi"}, "3s", "zh")


def test_legal_actions_are_named_in_the_language():
    r = table("ankan_basic")
    assert "ankan" in legal(r) and "暗槓" in legal(r, lang="ja")


def test_presets_are_shown_by_their_display_names_not_their_ids():
    """Lesson tables name presets as the rule switcher does (rulesets.md presets)."""
    assert preset_name("m_league") == "M.League"
    assert preset_name("m_league", "ja") == "Mリーグ"
    assert preset_name("saikouisen_classic", "zh") == "最高位战Classic"
    assert preset_name("no_such_preset") == "no_such_preset"


def test_actions_are_told_by_their_names_and_tiles_not_their_kind_codes():
    """槓 § 加槓: a scripted kakan reads 加槓 6p in the ja edition, not ``kakan 6p``."""
    assert action_words(Action.kakan(0, "6p"), "ja") == "加槓 6p"
    assert action_words(Action.ron(1, "6p"), "zh").endswith(" 6p")
    assert not action_words(Action.ron(1, "6p"), "zh").startswith("ron")
    assert action_words("daiminkan", "ja") == "大明槓"
