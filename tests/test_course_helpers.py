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
    payment_sentence,
    preset_name,
    rule_value,
    seat_name,
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
        "Kan: 8888s (ankan)",
        "Kan dora indicator turned at once (before the replacement draw): Red dragon (7z), so the"
        " new dora is White dragon (5z)",
        "Rinshan draw: 3 Man (3m); 3 replacement tiles left",
        "Haitei joins the dead wall: 68 live draws left",
    ]
    assert not any("{" in line or "index" in line or "cause" in line for line in lines)
    assert event_sentence(events[1], "ja") == "槓ドラ表示牌を即めくり（嶺上牌を取る前）：中（7z）、新しいドラは 白（5z）"


def test_a_kan_dora_reveal_says_which_timing_turned_it():
    """槓 § 槓ドラ / 杠 § 杠宝牌: the articles turn an at-once indicator right after the replacement
    draw; the engine, as Tenhou's records, turns it before that draw. Printed in the engine's order,
    the reveal says which timing put it there, so the line never reads as the articles' order
    broken: at once (before the replacement draw) for Tenhou's ankan and M.League's daiminkan, at
    the discard for Tenhou's daiminkan (after-discard timing)."""
    from mjteach.course import event_chain
    from mjteach.course.scenes import open_kan_dora

    tenhou, _v = open_kan_dora("tenhou")
    m_league, _v = open_kan_dora("m_league")
    assert event_chain(tenhou) == ("Declared → Kan → Rinshan draw → Haitei joins the dead wall → "
                                   "Kan dora indicator turned at the kanner's discard → Discard")
    assert event_chain(m_league) == ("Declared → Kan → Kan dora indicator turned at once (before the "
                                     "replacement draw) → Rinshan draw → Haitei joins the dead wall "
                                     "→ Discard")
    assert event_chain(m_league, "zh").split(" → ")[2] == "立即翻开杠宝牌指示牌（摸岭上牌之前）"


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
    assert said == "West takes the 3s by daiminkan (Pon and kan beat chi.)"
    said = claim_sentence(
        {"taken_by": 2, "call": "daiminkan", "rule": "pon_over_chi", "discarder": 0}, "3s", "ja")
    # a reason is its own sentence after the claim, not a full stop inside parentheses (fresh reader)
    assert said == "西家（東家の対面）が大明槓で3sを取ります。ポン・カンはチーに優先します。"
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


@pytest.mark.parametrize(("lang", "west_of_east", "north_of_east"), [
    ("en", "West (East's opposite player, toimen)", "North (East's left-hand player, kamicha)"),
    ("ja", "西家（東家の対面）", "北家（東家の上家）"),
    ("zh", "西家（东家的对家）", "北家（东家的上家）"),
])
def test_seats_are_named_by_wind_and_place_at_the_table(lang, west_of_east, north_of_east):
    """Seats as players name them (kamicha / toimen / shimocha, GLOSSARY), never engine numbers."""
    assert seat_name(2, lang, of=0) == west_of_east
    assert seat_name(3, lang, of=0) == north_of_east
    assert seat_name(0, "en", of=1) == "East (South's left-hand player, kamicha)"
    assert seat_name(1, "en", dealer=1) == "East"
    with pytest.raises(ValueError, match="seat must be 0–3, not 4"):
        seat_name(4)


def test_a_pao_payment_is_told_by_seat_names():
    """槓 § 大明槓の包: the discarder (North, East's kamicha) pays the dealer's whole win alone."""
    class Paid:
        payments = {0: 2100, 1: 0, 2: 0, 3: -2100}
    assert payment_sentence(Paid) == (
        "East receives 2100. North (East's left-hand player, kamicha) pays 2100.")
    assert payment_sentence(Paid, "zh") == "东家收取2100点。北家（东家的上家）支付2100点。"


@pytest.mark.parametrize(("lang", "kakan", "hand"), [
    ("en", "kakan 5555p from toimen (across)", "234m567p23s11z + daiminkan 8888s from toimen (across)"),
    ("ja", "加槓 5555p（対面から）", "234m567p23s11z + 大明槓 8888s（対面から）"),
    ("zh", "加杠 5555p（来自对家）", "234m567p23s11z + 大明杠 8888s（来自对家）"),
])
def test_melds_are_told_in_words_not_notation(lang, kakan, hand):
    """Issue 21 item 7: a learner reads "kakan 5555p from toimen", never ``(55^+55p)``: the kind,
    the tiles and where the called tile came from, in the learner's language."""
    from mjteach.course import hand_words, meld_words

    assert meld_words("(55^+55p)", lang) == kakan
    assert meld_words("[8888s]", lang) == f"{i18n.t('action.ankan', lang)} 8888s"
    assert hand_words("234m567p23s11z (88^88s)", lang) == hand


def test_a_table_is_shown_as_html_in_a_notebook_and_as_aligned_text_elsewhere(monkeypatch):
    """In JupyterLab a printed table drifts in ja/zh (the monospace font has no CJK glyphs; the
    fallback's are not two columns wide: 04 cell 12, 05 cell 8, 08 cell 13 in the JupyterLab
    read-through). show_rows displays a Table: an HTML table for the notebook, the aligned text as
    its plain text. Failed before: show_rows printed, nothing was displayed."""
    import mjteach.course as course

    shown = []
    monkeypatch.setattr(course, "display", lambda *objs: shown.extend(objs))
    show_rows(["プリセット", "x"], [["tenhou", 1], ["暗槓", 22]])
    assert len(shown) == 1
    html = shown[0]._repr_html_()
    assert html.startswith("<table>") and html.count("<tr>") == 3
    left = ' style="text-align:left"'  # words read from the left (JupyterLab right-aligns cells)
    assert f"<th{left}>プリセット</th>" in html and f"<td{left}>暗槓</td><td{left}>22</td>" in html
    assert repr(shown[0]).splitlines() == ["プリセット  x", "tenhou      1", "暗槓        22"]
