"""Python-side tests of CallLab: who gets a discard wanted by several seats under the priority
variants (副露 § 優先順位; rulesets.md §2.5), kuikae per rules (副露 § 喰い替え), the called meld
drawn by its source (副露 § ポン, § チー)."""

from __future__ import annotations

import pytest

import mjteach
from mjteach.rules import CallPriority, Kuikae, Rules
from mjteach.widgets import CallLab, RuleSwitcher


def test_three_way_only_legal_declarations_offered():
    """Seat 1 may chi (it sits right of the discarder), seat 2 pon, seat 3 ron; nothing else."""
    lab = CallLab("three_way")
    legal = {s: sorted(a.kind for a in lab.round.legal_actions(s)) for s in lab.round.waiting_on}
    assert legal == {1: ["chi", "pass"], 2: ["pass", "pon"], 3: ["pass", "ron"]}
    row = lab.seat_rows[2]
    buttons = {b.description: b.disabled for b in row.children[1:]}
    assert buttons == {"Ron": True, "Pon": False, "Daiminkan": True, "Chi": True, "Pass": False}
    assert lab.declare(2, "chi").code == "call.chi_not_kamicha"


def test_ron_beats_pon_and_chi():
    """Ron takes the tile whatever the order of voices."""
    lab = CallLab("three_way")
    for seat, act in ((1, "chi"), (2, "pon"), (3, "ron")):
        assert lab.declare(seat, act) is None
    assert (lab.taken_by, lab.call, lab.rule) == (3, "ron", "ron")
    assert "Ron beats every call." in lab.result_html.value


def test_pon_beats_chi_under_ron_pon_chi_but_first_call_wins_under_wrc():
    """RON_PON_CHI: pon over an earlier chi. FIRST_CALL (WRC): the chi, declared first, wins; the
    lab replays the same declarations when a linked RuleSwitcher changes the rules."""
    lab = CallLab("three_way")
    lab.declare(1, "chi")
    lab.declare(2, "pon")
    lab.declare(3, "pass")
    assert (lab.taken_by, lab.call, lab.rule) == (2, "pon", "pon_over_chi")
    assert 'data-meld="(66^6p)"' in lab.meld_html.value and "toimen" in lab.meld_html.value
    sw = RuleSwitcher().link(lab)
    sw.choose("wrc")
    assert lab.rules.call_priority is CallPriority.FIRST_CALL
    assert (lab.taken_by, lab.call, lab.rule) == (1, "chi", "first_call")
    assert lab.declared == ["1 chi", "2 pon", "3 pass"]
    assert 'data-meld="(6&lt;78p)"' in lab.meld_html.value


@pytest.mark.parametrize(
    ("mode", "refused"),
    [
        (Kuikae.FORBIDDEN, ["6p", "9p"]),
        (Kuikae.SUJI_ALLOWED, ["6p"]),
        (Kuikae.ALLOWED, []),
    ],
)
def test_kuikae_after_chi_per_rules(mode, refused):
    """After chi of 6p with 78p: FORBIDDEN refuses 6p (same tile) and 9p (other end); SUJI_ALLOWED
    only 6p; ALLOWED nothing (副露 § 喰い替え)."""
    lab = CallLab("kuikae", rules=Rules().replace(kuikae=mode))
    assert lab.declare(1, "chi") is None
    assert lab.kuikae_refused == refused
    for tile in refused:
        assert lab.discard_check(tile) is not None
    assert lab.discard_check("2z") is None


def test_calllab_language_and_repr():
    lab = CallLab()
    mjteach.set_language("ja")
    assert lab.reset_button.description == "やり直す"
    assert "南家（打牌者の下家）" in lab.seat_rows[1].children[0].value  # seats by wind, not number
    assert repr(lab) == "CallLab('three_way', declared=0, taken_by=-1)"


def test_nobody_takes_the_tile_said_once():
    """Every seat passes: the result says 'Nobody takes the tile.' once (it was printed twice, the
    widget's line and the claim's own words; issue 13 §6)."""
    lab = CallLab("three_way")
    for seat in (1, 2, 3):
        assert lab.declare(seat, "pass") is None
    assert lab.taken_by == -1
    assert lab.result_html.value.count("Nobody") == 1
    mjteach.set_language("ja")
    try:
        lab._show()
        assert lab.result_html.value.count("誰も") == 1
    finally:
        mjteach.set_language("en")


def test_the_called_meld_is_shown_as_tiles_and_words_not_notation():
    """After the chi of 6p with 78p (lesson 11 cell 9) a learner sees the meld's picture and who it
    was called from; the notation "(6<78p)" stays in data-meld only. Failed before: the line read
    "(6<78p) 鳴いた相手：上家" under the picture (the JupyterLab read-through)."""
    import re

    lab = CallLab("kuikae")
    lab.declare(1, "chi")
    shown = re.sub(r"<[^>]+>", "", re.sub(r"<svg.*</svg>", "", lab.meld_html.value, flags=re.S))
    assert 'data-meld="(6&lt;78p)"' in lab.meld_html.value
    assert "(6&lt;78p)" not in shown and "(6<78p)" not in shown
    assert "kamicha" in shown
