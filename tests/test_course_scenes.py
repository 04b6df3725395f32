"""The teaching situations behind the lessons' one-line cells (mjteach/course/scenes.py): the values
they compute and the sentences they print, in each language."""

from __future__ import annotations

import pytest

from mjteach import Rules
from mjteach.course import scenes
from mjteach.i18n import set_language


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def test_daiminkan_sideways_tile_names_the_discarder_left_middle_right(capsys):
    """槓 § 大明槓: from kamicha the leftmost tile, from toimen a middle one, from shimocha the
    rightmost; one sentence per seat, no codes."""
    melds = scenes.daiminkan_from_each_seat("7s")
    assert [m.source.value for m in melds] == ["kamicha", "toimen", "shimocha"]
    positions = [scenes.sideways_position(m) for m in melds]
    assert positions[0] == 1 and positions[1] in (2, 3) and positions[2] == 4
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "From kamicha (left): the sideways tile is number 1 from the left."
    assert len(lines) == 3


def test_chi_or_daiminkan_goes_to_the_kan_under_tenhou_and_to_the_first_voice_under_wrc():
    """槓 § 大明槓 / 副露 § 発声の優先順位: ranked by kind (Tenhou) the daiminkan wins although
    it was called second; under the first-call rule (WRC 2015) the chi called first wins."""
    tenhou = scenes.chi_or_daiminkan("tenhou")
    assert (tenhou["taken_by"], tenhou["call"], tenhou["rule"]) == (2, "daiminkan", "pon_over_chi")
    wrc = scenes.chi_or_daiminkan("wrc")
    assert (wrc["taken_by"], wrc["call"], wrc["rule"]) == (1, "chi", "first_call")


def test_chi_or_daiminkan_line_is_a_sentence_in_the_current_language():
    assert scenes.chi_or_daiminkan_line("tenhou") == (
        "The 3s wanted for a chi and a daiminkan: seat 2 takes the 3s by daiminkan "
        "(Pon and kan beat chi.)")
    set_language("ja")
    assert scenes.chi_or_daiminkan_line("tenhou").startswith("チーと大明槓の両方で求められた 3s：席 2 が")


def test_daiminkan_rinshan_pao_makes_the_discarder_pay_the_whole_win():
    """槓 § 大明槓の包 / 杠 § 大明杠包牌: without pao the rinshan tsumo is paid by all three others;
    with it the discarder of the kan tile (seat 3) pays it all. The value itself does not change."""
    off = scenes.daiminkan_rinshan_win(Rules.preset("tenhou"))
    on = scenes.daiminkan_rinshan_win(Rules.preset("tenhou").replace(daiminkan_rinshan_pao=True))
    assert (off.han, off.fu) == (on.han, on.fu) == (1, 40)
    assert off.payments == {0: 2100, 1: -700, 2: -700, 3: -700}
    assert on.payments == {0: 2100, 1: 0, 2: 0, 3: -2100}
    assert scenes.payment_sentence(on) == "Seat 0 receives 2100. Seat 3 pays 2100."


def test_show_daiminkan_pao_prints_off_then_on(capsys):
    scenes.show_daiminkan_pao("tenhou")
    off, on = capsys.readouterr().out.splitlines()
    assert off.startswith("Daiminkan pao off: ") and off.endswith("Seat 3 pays 700.")
    assert on.startswith("Daiminkan pao on: ") and on.endswith("Seat 3 pays 2100.")


def test_outcomes_redraws_its_sentences_when_the_switcher_changes_the_rules():
    from mjteach.widgets import RuleSwitcher

    switcher = RuleSwitcher("tenhou", options=["call_priority"])
    html = scenes.outcomes(switcher, scenes.chi_or_daiminkan_line)
    assert "daiminkan" in html.value and html.value.startswith("<p>")
    switcher.rules = Rules.preset("wrc")
    assert "seat 1 takes the 3s by chi" in html.value
