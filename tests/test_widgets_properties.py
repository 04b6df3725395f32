"""Property tests of the widgets' promises: typed input never loses the hand built so far, and a
KanLab's buttons are enabled exactly when the Round says the action is legal, whatever is pressed
(STYLE.md: the question "may I?" has one answer place)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjteach.hand import Hand
from mjteach.widgets import HandBuilder, KanLab
from mjteach.widgets.kan_lab import BUTTON_KINDS

NOTATION_CHARS = st.sampled_from(list("0123456789mpsz+()[]<>^ x"))


@settings(max_examples=150, deadline=None)
@given(st.text(NOTATION_CHARS, min_size=1, max_size=14))
def test_typed_text_never_loses_the_hand(text):
    """type(text) either adds exactly what the text says or refuses and keeps the hand as it was."""
    b = HandBuilder("123m")
    before = b.hand
    ok = b.type(text)
    if ok:
        part = Hand.parse(text.strip())
        assert sorted(b.hand.all_tiles()) == sorted(before.all_tiles() + part.all_tiles())
    else:
        assert b.hand == before
        assert b.error or not text.strip()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["ankan", "kakan", "daiminkan"]),
       st.lists(st.integers(min_value=0, max_value=50), min_size=1, max_size=12))
def test_buttons_follow_legal_actions_on_any_path(demo, picks):
    """Press enabled buttons at random: after each press the enabled set equals the legal kinds,
    and back() restores the round exactly."""
    lab = KanLab.demo(demo, show_wall=False)
    for pick in picks:
        legal = {a.kind for a in lab.round.legal_actions(lab.seat)} & set(BUTTON_KINDS)
        assert set(lab.enabled) == legal
        if not lab.enabled:
            break
        kind = lab.enabled[pick % len(lab.enabled)]
        options = lab.legal(kind)
        action = options[pick % len(options)]
        snap = lab.round.snapshot()
        lab.press(kind, action.tile)
        after = lab.round.snapshot()
        assert lab.back() is True and lab.round.snapshot() == snap
        assert lab.forward() is True and lab.round.snapshot() == after
