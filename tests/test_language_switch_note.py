"""Issue 23 item 8: switching the language of a lesson already run relabels every widget, but the
text cells printed (engine output, 21 lines in lesson 03) stays in the language it was printed in.
The picker says so after a switch, in the new language, and how to see that text again."""

from __future__ import annotations

from mjteach.i18n import set_language


def test_the_language_picker_says_printed_text_stays_in_the_language_it_was_printed_in():
    from mjteach.widgets import LanguagePicker

    set_language("ja")
    try:
        picker = LanguagePicker()  # a lesson's first cell: what runs after it prints in Japanese
        assert picker.description == ""
        picker.choose("en")
        assert "stays in 日本語" in picker.description
        assert "Run Selected Cell and All Below" in picker.description
        picker.choose("zh")
        assert "仍是日本語" in picker.description
        picker.choose("ja")
        assert picker.description == ""
    finally:
        set_language("en")
