"""Python-side tests of Quiz, RuleSwitcher, TileRack and HandBuilder (no browser).

Widgets build with ipywidgets' dummy comm; assertions are on traits and on the rendered HTML/SVG
strings after each user action (docs/notes/jupyter.md §3.5).
"""

from __future__ import annotations

import gc
import json
import re

import pytest

import mjteach
import mjteach.widgets
from mjteach import i18n
from mjteach.hand import Hand
from mjteach.rules import PRESETS, Rules
from mjteach.widgets import HandBuilder, Quiz, RuleSwitcher, TileRack
from mjteach.widgets.hand_builder import PALETTE

ADDRESS = re.compile(r"0x[0-9a-f]{6,}")


# ----- Quiz ----------------------------------------------------------------------------------
def test_quiz_choice_right_and_wrong_with_reason():
    """A self-check gives feedback with the reason, and the answer never leaves Python."""
    q = Quiz(
        {"en": "Which kan keeps the hand concealed?", "ja": "門前のままの槓は？"},
        ["daiminkan", "kakan", "ankan"],
        answer="ankan",
        explanation={"en": "An ankan is made from four tiles of your own hand."},
        why_wrong={0: "A daiminkan calls another player's discard.",
                   "kakan": "A kakan adds a tile to a pon, an open set."},
    )
    assert repr(q) == "Quiz('Which kan keeps the hand concealed?', unanswered)"
    assert q.answer(0) is False
    assert q.result == "wrong" and q.attempts == 1
    assert "Not quite." in q.feedback.value
    assert "Why not “daiminkan”: A daiminkan calls another player" in q.feedback.value
    assert "four tiles" not in q.feedback.value and "pon" not in q.feedback.value
    assert q.answer("ankan") is True
    assert "four tiles" in q.feedback.value and "Why not" not in q.feedback.value
    assert q.result == "correct" and "Correct." in q.feedback.value
    assert repr(q) == "Quiz('Which kan keeps the hand concealed?', correct)"
    # the right answer is not in what is sent to the browser before it is revealed
    fresh = Quiz("Q", ["a", "secret-b", "c"], answer=1, explanation="because",
                 why_wrong={0: "secret-why-a", 2: "secret-why-c"})
    sent = json.dumps(fresh.get_state())
    assert '"answer"' not in sent and "because" not in sent and "secret-why" not in sent
    fresh.answer(0)
    assert "because" not in json.dumps(fresh.get_state())


def test_quiz_explains_the_wrong_choice_then_the_right_answer():
    """Issue 14: after the last try the feedback says why THAT choice is wrong, then the right
    answer and its explanation, in this order and in the learner's language."""
    q = Quiz("Q", [{"en": "yes", "ja": "はい", "zh": "是"}, {"en": "no", "ja": "いいえ", "zh": "否"}],
             answer="no", explanation={"en": "Because of B.", "ja": "Bだから。", "zh": "因为B。"},
             why_wrong={"yes": {"en": "A does not apply.", "ja": "Aは当てはまらない。",
                                "zh": "A不适用。"}})
    assert q.answer("yes") is False and q.revealed  # two choices: one try, then the answer
    text = q.feedback.value
    assert text.index("A does not apply.") < text.index("The answer: no.") < text.index("Because of B.")
    for lang, why, answer in (("ja", "「はい」が違う理由：Aは当てはまらない。", "答え：いいえ。"),
                              ("zh", "为什么“是”不对：A不适用。", "答案：否。")):
        mjteach.set_language(lang)
        try:
            assert why in q.feedback.value and answer in q.feedback.value
        finally:
            mjteach.set_language("en")


def test_quiz_why_wrong_must_match_the_computed_answer():
    """A computed answer and the authored sentences cannot disagree: a sentence for the right
    choice, a wrong choice without one, or a key naming no choice is refused when the quiz is made."""
    with pytest.raises(ValueError, match="which is the right answer"):
        Quiz("Q", ["yes", "no"], answer="yes", why_wrong={"yes": "…"})
    with pytest.raises(ValueError, match=r"no sentence for the wrong choice\(s\) \['c'\]"):
        Quiz("Q", ["a", "b", "c"], answer=0, why_wrong={"b": "…"})
    with pytest.raises(ValueError, match="why_wrong key 'd' is not one of the choices"):
        Quiz("Q", ["a", "b"], answer=0, why_wrong={"b": "…", "d": "…"})
    with pytest.raises(ValueError, match="explains 16, which is the right answer"):
        Quiz("How many fu?", answer=16, why_wrong={16: "…"})


def test_quiz_number_mistake_gets_its_own_sentence():
    """Number mode: a listed mistake (8 fu = the open triplet) gets its sentence, others the
    too high / too low hint."""
    q = Quiz("Fu of a daiminkan of simples?", answer=16,
             why_wrong={8: "8 fu is a concealed triplet of simples, not a kan."})
    assert q.answer(8) is False
    assert "Why not “8”: 8 fu is a concealed triplet" in q.feedback.value
    assert "too low" in q.feedback.value and not q.revealed
    assert q.answer(32) is False and "too high" not in q.feedback.value
    assert "The answer: 16." in q.feedback.value and "Why not" not in q.feedback.value


def test_quiz_number_and_missing_input():
    """Number mode: '40' checks against 40 fu; empty input says what is missing."""
    q = Quiz("How many fu?", answer=40, name="fu-1")
    assert q.check() is None and "Type a number" in q.feedback.value
    q.input.value = "40"
    q.check_button.click()
    assert q.result == "correct"
    assert q.answer(30) is False and repr(q) == "Quiz('fu-1', wrong)"


def test_quiz_number_is_checked_when_the_learner_presses_enter():
    """Enter in the number box checks the answer (issue 23 item 8): the browser sends the part's
    text with ``submit`` (view.js, the "text" part); the Quiz grades it as the Check button does."""
    q = Quiz("How many fu?", answer=40, name="fu-enter")
    q._on_front_msg(q, {"type": "act", "id": q.input.id, "value": "30", "submit": True}, [])
    assert (q.result, q.attempts) == ("wrong", 1)
    q._on_front_msg(q, {"type": "act", "id": q.input.id, "value": "40"}, [])  # typed, not sent
    assert (q.result, q.attempts) == ("wrong", 1)
    q._on_front_msg(q, {"type": "act", "id": q.input.id, "value": "40", "submit": True}, [])
    assert (q.result, q.attempts) == ("correct", 2) and "Correct" in q.feedback.value


def test_quiz_follows_language():
    """set_language switches the question, choices and button of a quiz already shown."""
    q = Quiz({"en": "Q?", "ja": "問？"}, [{"en": "yes", "ja": "はい"}, "no"], answer=0,
             why_wrong={"no": "…"})
    mjteach.set_language("ja")
    assert q.question_html.value == "<b>問？</b>"
    assert q.input.options[0] == ("はい", 0)
    assert q.check_button.description == "答え合わせ"


def test_quiz_bad_answer_rejected():
    with pytest.raises(ValueError, match="not one of the choices"):
        Quiz("Q", ["a", "b"], answer="c")


# ----- RuleSwitcher --------------------------------------------------------------------------
class _Follower:
    rules = None


def test_rule_switcher_preset_and_diff_follow():
    """A preset changes the rules, linked widgets at once, and the diff table (Rules.diff)."""
    sw = RuleSwitcher()
    follower = _Follower()
    sw.link(follower)
    assert follower.rules == PRESETS["tenhou"]
    assert repr(sw) == "RuleSwitcher(rules='tenhou', differs=0)"
    sw.choose("wrc")
    assert follower.rules is PRESETS["wrc"]
    n = len(PRESETS["tenhou"].diff(PRESETS["wrc"]))
    assert repr(sw) == f"RuleSwitcher(rules='wrc', differs={n})"
    assert "kan_dora_timing_daiminkan" in sw.diff_html.value
    assert sw.preset.value == "wrc"
    # the control shows the preset's value
    assert sw.controls["call_priority"].value == PRESETS["wrc"].call_priority


def test_rule_switcher_single_option_and_refusal():
    """A toggled option becomes 'custom'; a value Rules refuses is explained and changes nothing."""
    sw = RuleSwitcher("tenhou")
    seen = []
    sw.link(seen.append)
    sw.controls["kan_on_haitei"].value = True  # as a click on the checkbox
    assert sw.rules.kan_on_haitei is True and sw.rules.name == "custom"
    assert sw.preset.value == "custom"
    assert [d.option for d in sw.differences] == ["kan_on_haitei"]
    assert seen[-1].kan_on_haitei is True
    before = sw.rules
    assert sw.set("players", 7) is False
    assert sw.rules is before and "players" in sw.error and "3 or 4" in sw.error_html.value
    assert sw.toggle("kan_on_haitei") is True and sw.rules.kan_on_haitei is False
    assert sw.differences == []


def test_rule_switcher_language():
    """Option labels and the diff table follow set_language."""
    sw = RuleSwitcher("jpml")
    mjteach.set_language("zh")
    assert sw.controls["kan_dora"].description == "杠宝牌"
    assert "与默认预设" in sw.diff_html.value
    mjteach.set_language("ja")
    assert "標準プリセット" in sw.diff_html.value
    assert sw.preset.options[0] == ("天鳳", "tenhou")


# ----- TileRack ------------------------------------------------------------------------------
def test_tilerack_click_messages_and_labels():
    """A browser press (custom message) and a Python click reach the handler with the tile."""
    rack = TileRack(["1m", "0p", "7z"])
    got = []
    rack.on_click(lambda i, t: got.append((i, t.notation)))
    rack._handle_msg(
        {
            "content": {"data": {"method": "custom", "content": {"type": "click", "index": 1}}},
            "buffers": [],
        }
    )
    rack.click(2)
    assert got == [(1, "0p"), (2, "7z")]
    assert rack.labels == ["1 Man (1m)", "Red 5 Pin (0p)", "Red dragon (7z)"]
    assert all(s.lstrip().startswith("<svg") for s in rack.svgs)
    assert repr(rack) == "TileRack(tiles='1m0p7z')"
    mjteach.set_language("ja")
    assert rack.labels[1] == "赤五筒（0p）"
    rack.enabled = False
    rack.click(0)
    assert len(got) == 2
    with pytest.raises(IndexError):
        rack.click(9)


def test_tilerack_esm_has_keyboard_and_aria():
    """The front end uses buttons, roving tabindex, arrow keys and aria-labels (jupyter.md §9)."""
    from pathlib import Path

    js = (Path(mjteach.widgets.__file__).parent / "view.js").read_text()
    for needle in (
        "ArrowRight",
        "ArrowLeft",
        "Home",
        "End",
        "tabIndex",
        "aria-label",
        "model.send",
        '"button"',
    ):
        assert needle in js


def test_tilerack_language_subscription_released():
    """A rack that is closed (or collected) no longer listens to set_language."""
    before = len(i18n._listeners)
    rack = TileRack(["1m"])
    assert len(i18n._listeners) == before + 1
    rack.close()
    assert len(i18n._listeners) == before
    rack2 = TileRack(["2m"])
    del rack2
    gc.collect()
    mjteach.set_language("ja")  # the dead listener removes itself
    assert len(i18n._listeners) <= before + 1


# ----- HandBuilder ---------------------------------------------------------------------------
def test_hand_builder_palette_clicks_and_undo_clear():
    """Palette presses add tiles; undo and clear step through every change."""
    b = HandBuilder()
    assert len(PALETTE) == 37 and b.palette.tiles[5] == "0m"
    for tile in ("1m", "2m", "3m"):
        b.palette.click(b.palette.index_of(tile))
    assert b.notation == "123m" and b.rack.tiles == ["1m", "2m", "3m"]
    assert "123m" in b.status.value and "3 tiles" in b.status.value
    b.clear()
    assert b.notation == "" and b.rack.tiles == []
    assert b.undo() is True and b.notation == "123m"
    b.rack.click(1)  # press a hand tile: it goes out
    assert b.notation == "13m"
    b.undo_button.click()
    assert b.notation == "123m"


def test_hand_builder_undo_with_nothing_to_undo_says_why_in_the_learners_language():
    """Undo with nothing to undo stays pressable (a disabled button ignores a tap on a phone):
    drawn unavailable, its tooltip and, once pressed, the note under the buttons say why, in
    the current language; the hand is unchanged and the first change takes the reason away."""
    b = HandBuilder("123m")
    assert b.undo_button.disabled is False and "mjt-unavailable" in b.undo_button._dom_classes
    assert b.undo_button.tooltip == "Nothing to undo yet: the hand has not changed."
    mjteach.set_language("ja")
    b.undo_button.click()
    assert b.notation == "123m"
    assert b.undo_button.tooltip == "まだ元に戻すものはありません（手牌はまだ変わっていません）。"
    assert "mjt-tap-note" in b.note.value and b.undo_button.tooltip in b.note.value
    b.click_tile("4m")
    assert b.note.value == "" and b.undo_button.tooltip == ""
    assert "mjt-unavailable" not in b.undo_button._dom_classes


def test_hand_builder_typed_notation_with_melds_and_drawn():
    """Typed notation adds tiles, melds and the drawn tile; melds are drawn by render.meld_svg."""
    b = HandBuilder("2399m222666p")
    assert b.type("+9m [8888s]") is True
    assert b.hand == Hand.parse("2399m222666p+9m [8888s]")
    assert b.entry.value == ""
    assert "<svg" in b.melds_html.value and b.rack.highlight == [len(b.hand.concealed)]
    assert repr(b) == "HandBuilder(hand='2399m222666p+9m [8888s]')"


def test_hand_builder_bad_notation_explained_and_nothing_lost():
    """Bad notation is explained with its column and a caret; the hand and the typed text stay."""
    b = HandBuilder("123m")
    b.entry.value = "45p6x"
    b.add_button.click()
    assert b.notation == "123m" and b.entry.value == "45p6x"
    assert "column 5" in b.error and "column 5" in b.error_html.value
    assert "45p6x\n    ^" in b.error_html.value
    assert b.type("456p") is True and b.error == "" and b.error_html.value == ""


def test_hand_builder_fifth_copy_refused():
    """A fifth 1m is refused by Hand (hand.fifth_copy) and the four are kept."""
    b = HandBuilder("1111m")
    assert b.click_tile("1m") is False
    assert b.notation == "1111m" and "hand.fifth_copy" in b.error_html.value
    b2 = HandBuilder("11112222333344m")
    assert b2.click_tile("5m") is False and "hand.too_many_tiles" in b2.error_html.value


def test_hand_builder_drawn_toggle():
    """With 'next tile is the drawn tile' on, a palette press fills the drawn slot, once."""
    b = HandBuilder("123m")
    b.drawn_toggle.value = True
    assert b.drawn_next is True
    b.palette.click(b.palette.index_of("5p"))
    assert b.hand.drawn == mjteach.Tile.parse("5p") and b.drawn_next is False
    assert b.click_tile("6p", drawn=True) is False and "already has a drawn tile" in b.error


def test_hand_builder_language_and_repr_stable():
    b = HandBuilder("123m")
    mjteach.set_language("ja")
    assert b.undo_button.description == "元に戻す" and "表記" in b.status.value
    assert not ADDRESS.search(repr(b)) and not ADDRESS.search(repr(b.palette))


def test_every_widget_message_in_three_languages():
    """Every w.* key has en, ja and zh."""
    from mjteach.i18n import CATALOG
    from mjteach.i18n.pofiles import domain_keys

    keys = domain_keys("widgets")
    assert len(keys) > 100 and "w.quiz.check" in keys
    for key in keys:
        assert set(CATALOG[key]) == {"en", "ja", "zh"}, key
        assert all(CATALOG[key].values()), key


def test_rule_option_labels_cover_switcher_controls():
    for option in RuleSwitcher().controls:
        assert i18n.has(f"w.opt.{option}"), option
    # options added to Rules later fall back to their code name until they get a label
    from mjteach.widgets.rule_switcher import option_label

    assert all(option_label(o) for o in Rules.option_names())
    assert set(Rules.option_names()) >= set(RuleSwitcher().controls)


def test_language_picker_switches_everything():
    """日本語 calls set_language('ja'): other widgets follow; set_language moves the picker."""
    from mjteach.widgets import LanguagePicker

    picker = LanguagePicker()
    b = HandBuilder()
    picker.value = "ja"
    assert mjteach.get_language() == "ja" and b.clear_button.description == "クリア"
    mjteach.set_language("zh")
    assert picker.value == "zh"
    picker.choose("en")
    assert picker.value == "en" and b.clear_button.description == "Clear"


def test_hand_builder_error_follows_language():
    """A notation error already shown is worded again in the new language (msg_notation)."""
    b = HandBuilder("123m")
    b.type("45p6x")
    english = b.error
    mjteach.set_language("ja")
    assert b.error != english and "5" in b.error
    assert b.notation == "123m"


# ----- issue 13 §6: messages a learner reads ------------------------------------------------------
def test_hand_builder_refusal_does_not_end_in_an_internal_code():
    """A fifth 1m is refused in words; the stable code (hand.fifth_copy) stays out of the text."""
    b = HandBuilder("1111m")
    assert b.click_tile("1m") is False
    text = re.sub(r"<[^>]+>", "", b.error_html.value)
    assert "four of each tile" in text and "hand.fifth_copy" not in text
    assert 'data-code="hand.fifth_copy"' in b.error_html.value


def test_hand_builder_clear_clears_the_old_error():
    """Clear empties the hand and the error goes with it, also when the hand was empty already."""
    b = HandBuilder("")
    assert b.type("12x") is False and b.error
    b.clear()
    assert b.error == "" and b.error_html.value == ""
    b = HandBuilder("1111m")
    b.click_tile("1m")
    b.clear()
    assert b.error == "" and b.error_html.value == "" and b.notation == ""


def test_seat_is_never_told_to_wait_for_itself():
    """After kamicha's discard the learner (seat 0) must answer it: the round's reason for a draw
    is 'answer the discard first', not 'waiting for seat(s) 0' (副露 § 優先順位)."""
    from mjteach.widgets import KanLab

    lab = KanLab.demo("daiminkan")
    assert 0 in lab.round.waiting_on
    assert lab.reasons["draw"] == "respond.answer_first"
    assert "Waiting for seat" not in lab.why_html.value
    assert "Answer the discard first" in lab.why_html.value


def test_quiz_wrong_first_try_gives_a_hint_and_a_second_try_not_the_answer():
    """A first wrong number gets a hint (too high / the author's) and a second try; only after the
    second wrong try are the answer and the explanation shown (issue 13 §4)."""
    q = Quiz("Fu of 16 minus the 4 of the pair?", answer=12, explanation="16 - 4 = 12")
    assert q.answer(20) is False
    text = q.feedback.value
    assert "too high" in text and "tries left: 1" in text
    assert "12" not in text and not q.revealed
    assert q.answer(8) is False and q.revealed
    assert "The answer: 12." in q.feedback.value and "16 - 4 = 12" in q.feedback.value
    q.reset()
    assert q.answer(10) is False and "too low" in q.feedback.value
    assert q.answer(12) is True and "16 - 4 = 12" in q.feedback.value


def test_quiz_choice_hint_then_answer_named_in_the_learners_language():
    q = Quiz("Q", [{"en": "pon", "ja": "ポン"}, {"en": "ankan", "ja": "暗槓"}, "chi"], answer=1,
             hint={"en": "Which one keeps the hand closed?", "ja": "門前のままなのは？"},
             why_wrong={0: {"en": "A pon opens the hand.", "ja": "ポンは門前を崩す。"},
                        2: {"en": "A chi opens the hand.", "ja": "チーは門前を崩す。"}})
    mjteach.set_language("ja")
    try:
        assert q.answer(0) is False
        assert "門前のままなのは" in q.feedback.value and "暗槓" not in q.feedback.value
        assert "「ポン」が違う理由：ポンは門前を崩す。" in q.feedback.value
        assert q.answer(2) is False and "答え：暗槓。" in q.feedback.value
        assert "チーは門前を崩す。" in q.feedback.value
    finally:
        mjteach.set_language("en")
    with pytest.raises(ValueError, match="tries"):
        Quiz("Q", answer=1, tries=0)


def test_rule_switcher_explains_what_unverified_means():
    """A difference marked '(unverified)' comes with a note saying what that means, in the
    learner's language (rulesets.md: presets mark values no source confirms)."""
    sw = RuleSwitcher()
    sw.choose("wrc")
    diffs = [d for d in sw.differences if d.unverified]
    assert diffs, "wrc differs from tenhou in unverified options"
    html = sw.diff_html.value
    assert "(unverified*)" in html and "no source we have confirms" in html
    assert 'title="unverified: no source' in html
    sw.choose("tenhou")
    assert "no source we have confirms" not in sw.diff_html.value


def test_widget_labels_use_no_glyphs_missing_from_common_fonts():
    """Media-control glyphs (U+2300-U+23FF, e.g. ⏮ ⏭) are missing from DejaVu and other common
    Linux fonts and showed as empty boxes (issue 13 §6); no widget label may use them."""
    from mjteach.i18n import CATALOG
    from mjteach.i18n.pofiles import domain_keys

    bad = {
        key: text
        for key in domain_keys("widgets")
        for text in CATALOG[key].values()
        if any(0x2300 <= ord(c) <= 0x23FF for c in text)
    }
    assert bad == {}


def test_hand_builder_refusing_bad_notation_leaves_nothing_behind():
    """HandBuilder("123x") raises the notation error and nothing else: no 'Exception ignored'
    from the half-made widget when it is collected (newcomer trial, session 3)."""
    import sys

    from mjteach.tiles import NotationError

    seen: list[object] = []
    old = sys.unraisablehook
    sys.unraisablehook = lambda info: seen.append(info.exc_value)
    try:
        with pytest.raises(NotationError, match="column 4"):
            HandBuilder("123x")
        gc.collect()
    finally:
        sys.unraisablehook = old
    assert seen == []
