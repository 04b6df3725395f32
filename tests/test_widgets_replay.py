"""Python-side tests of ReplayViewer over mjteach.logs.replay.HandReplay: stepping, jumping to each
kan, and the engine agreeing with the record (rinshan draws, kan-dora turns: 槓 § 嶺上牌,
§ 槓ドラ)."""

from __future__ import annotations

import pytest

import mjteach
from mjteach.widgets import ReplayViewer


@pytest.mark.parametrize("name", ["ankan", "kakan", "daiminkan"])
def test_jump_to_the_kan_shows_its_rinshan_draw(name):
    """goto_kan(0) stops right after the kan; the last engine events hold that kan and its rinshan
    draw, and the wall view shows one kan made."""
    v = ReplayViewer(name)
    kan_index = v.replay.kan_steps()[0]
    assert v.replay.steps[kan_index].meld == name
    v.goto_kan(0)
    assert v.kans == 1 and v.position > kan_index and v.mismatches == 0
    kinds = [e.kind for e in v.replay.round.events[-5:]]
    assert "kan" in kinds and "rinshan_draw" in kinds
    assert v.wall_view.kans == 1
    assert "rinshan" in v.caption.value


def test_back_next_and_end():
    v = ReplayViewer("ankan")
    assert v.back() is False and v.back_button.disabled
    v.next()
    first = v.position
    assert first >= 1 and v.back() is True and v.position == 0
    v.end()
    assert v.position == v.total and v.next_button.disabled and v.mismatches == 0
    assert repr(v) == f"ReplayViewer('ankan', step={v.total}/{v.total}, kans=1)"


def test_replay_follows_language():
    v = ReplayViewer("two_kans")
    mjteach.set_language("ja")
    assert v.next_button.description == "進む ▶"
    assert v.kan_buttons[0].description.startswith("1回目の槓")


def test_a_sample_record_is_named_for_the_learner_not_by_its_id():
    """Issue 21 item 7: the viewer's title and saved text describe a shipped sample in the
    learner's language ("two_kans" is a file name, and that record holds three kans)."""
    v = ReplayViewer("two_kans")
    assert v.title.value == "<b>Replay: a sample hand with several kans</b>"
    assert v._learner_text() == f"Replay: a sample hand with several kans, step 0 of {v.total}"
    mjteach.set_language("zh")
    assert "有多次杠的一局" in v.title.value and "two_kans" not in v.title.value


def test_real_tenhou_game_kan_replays_without_mismatch(realgames):
    """A real Tenhou mjlog hand with a kan: the viewer reaches it and the engine agrees."""
    from mjteach.logs import load

    for path in sorted((realgames / "mjlog").glob("*.mjlog"))[:6]:
        game = load(path)
        for i, hand in enumerate(game.hands):
            if hand.kans():
                v = ReplayViewer(game, hand=i)
                v.goto_kan(0)
                assert v.kans >= 1
                assert v.mismatches == 0, v.replay.mismatches
                return
    pytest.skip("no kan in the first real games")
