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


@pytest.mark.parametrize(("lang", "winds", "engine_words"), [
    ("en", ("East", "South", "West", "North"), ("Player ", "Seat ")),
    ("ja", ("東家", "南家", "西家", "北家"), ("プレイヤー", "席0", "席1")),
    ("zh", ("东家", "南家", "西家", "北家"), ("玩家", "座位0", "座位1"))])
def test_the_replay_names_seats_by_their_wind_not_by_engine_number(lang, winds, engine_words):
    """A learner knows 東家/南家, not the engine's seats 0-3 (mjteach.course.seat_name: "Engine
    seat numbers are never shown to a learner"); the steps and the hands name each seat by its
    wind counted from the record's dealer. Failed before: "プレイヤー2が六筒を打牌", "席0" (lesson 03
    cell 12, the JupyterLab read-through)."""
    import re

    mjteach.set_language(lang)
    v = ReplayViewer("two_kans")
    v.goto_kan(0)
    shown = re.sub(r"<[^>]+>", " ", re.sub(r"<svg.*?</svg>", "", v.caption.value + v.hands_html.value,
                                            flags=re.S))
    assert not [w for w in engine_words if w in shown], shown
    dealer = v.replay.round.dealer
    labels = re.findall(r'data-seat="(\d)"><span>([^<]*)</span>', v.hands_html.value)
    assert [(int(s), text) for s, text in labels] == [(s, winds[(s - dealer) % 4]) for s in range(4)]
    assert any(w in v.caption.value for w in winds)
