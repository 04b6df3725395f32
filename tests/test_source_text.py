"""A rule's source as a learner reads it (mjteach/i18n/sources.py): article sections as they are,
Rules option codes by their labels in the learner's language (a ja learner saw "rule options
riichi_ankan, riichi_ankan_drawn_tile_only, …" in English under KanLab's reasons)."""

import pytest

from mjteach.i18n import t
from mjteach.i18n.sources import source_text
from mjteach.practice import make
from mjteach.waits import RIICHI_ANKAN_SOURCE

SOURCE = "槓 § 暗槓; 立直 § リーチ後の暗槓; rule options riichi_ankan, riichi_ankan_drawn_tile_only"


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_source_names_rule_options_by_their_labels(lang):
    text = source_text(SOURCE, lang)
    semi = "; " if lang == "en" else "；"  # the language's semicolon (mjteach.i18n.punctuation)
    assert text.startswith(f"槓 § 暗槓{semi}立直 § リーチ後の暗槓{semi}")
    assert "riichi_ankan" not in text
    assert t("w.opt.riichi_ankan", lang) in text
    assert t("w.opt.riichi_ankan_drawn_tile_only", lang) in text
    if lang != "en":
        assert "rule option" not in text


def test_source_names_a_rules_field_by_its_label():
    text = source_text("副露 § 喰い替え; rules.kuikae", "ja")
    assert text == "副露 § 喰い替え；" + t("source.rule_options", "ja",
                                           options=t("w.opt.kuikae", "ja"))


def test_source_keeps_a_code_without_a_label_and_refuses_a_non_string():
    assert source_text("X § y; rule option no_such_option", "ja").endswith("no_such_option")
    with pytest.raises(TypeError, match="source must be a str"):
        source_text(5)


@pytest.mark.parametrize("lang", ["ja", "zh"])
def test_kan_reason_and_exercise_sources_show_no_option_codes(lang):
    assert "riichi_ankan" in RIICHI_ANKAN_SOURCE
    assert "riichi_ankan" not in source_text(RIICHI_ANKAN_SOURCE, lang)
    for seed in range(40):
        source = make("kan-legality", seed, 3, "tenhou").texts(lang)["source"]
        assert "rule option" not in source and "riichi_ankan" not in source, source
    for concept in ("kuikae", "call-priority", "kan-dora"):
        for seed in range(10):
            source = make(concept, seed, 2, "saikouisen_classic").texts(lang)["source"]
            assert "rules." not in source, source
