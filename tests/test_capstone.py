"""Lesson 13's decisions (issue 21 item 8): new situations, three from real Tenhou games shipped as
scenarios that cite their record; the engine decides each answer, and the quiz shows nothing of it
before the learner has chosen."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from mjteach import Tile
from mjteach.course import scenes
from mjteach.scenario import load_scenario

ROOT = Path(__file__).resolve().parents[1]
RECORDS = ROOT / "tests" / "data" / "realgames" / "mjlog"
REAL = {  # scenario: (record, hand index, steps of the record before the position)
    "capstone_discard_after_chi": ("2011020416gm-00a9-0000-025480d4", 7, 69),
    "capstone_daiminkan_open_hand": ("2011020416gm-00a9-0000-025480d4", 7, 74),
    "capstone_ankan_open_hand": ("2016052515gm-00a9-0000-c4d72066", 6, 111),
}


def _tiles(ts) -> Counter:
    return Counter(t.notation for t in ts)


@pytest.mark.parametrize("name", sorted(REAL))
def test_real_game_scenario_is_the_records_position_and_cites_it(name):
    """Every seat's concealed tiles and the next scripted action are the record's."""
    from mjteach.logs import load

    game, index, upto = REAL[name]
    data = json.loads((ROOT / "mjteach" / "scenarios" / f"{name}.json").read_text(encoding="utf-8"))
    assert game in data["source"]
    hand = load(RECORDS / f"{game}.mjlog").hands[index]
    closed = [list(h) for h in hand.init.haipai]
    for s in hand.steps[:upto]:
        if s.kind == "draw":
            closed[s.seat].append(s.tile)
        elif s.kind == "discard":
            closed[s.seat].remove(s.tile)
        elif s.kind in ("call", "kan"):
            own = list(s.tiles)
            if s.meld != "ankan":
                own.remove(s.tile)
            for t in own if s.meld != "kakan" else [s.tile]:
                closed[s.seat].remove(t)
    rnd = load_scenario(name).round
    for seat in range(4):
        assert _tiles(rnd.players[seat].closed_tiles) == _tiles(closed[seat]), seat
    step, action = hand.steps[upto], load_scenario(name).steps[0].action
    assert (action.seat, action.kind, action.tile.kind) == (step.seat, step.meld or step.kind, step.tile.kind)


def test_after_the_real_chi_only_the_red_five_keeps_the_dealer_tenpai():
    waits = scenes.discards_after_call()
    assert {t: w for t, w in waits.items() if w} == {"0p": frozenset({Tile.parse("3s"), Tile.parse("6s")})}
    assert set(waits) == {"6m", "0p", "6p", "4s", "5s"}


def test_a_daiminkan_in_the_real_open_hand_raises_the_ron_from_30_to_40_fu():
    c = scenes.kan_values(scenes.OPEN_DAIMINKAN)
    assert (c.before.fu, c.after.fu, c.before.points, c.after.points) == (30, 40, 1500, 2000)


def test_the_real_ankan_keeps_the_wait_raises_the_ron_and_wins_on_the_replacement_tile():
    c = scenes.kan_values(scenes.OPEN_ANKAN)
    assert (c.before.points, c.after.points) == (5800, 7700)
    win = scenes.played(scenes.OPEN_ANKAN).events[-1]  # the record's play: ankan, then tsumo
    assert win.kind == "win"
    value = win.data["valuation"]  # the record: rinshan kaihou 1, tanyao 1, aka dora 1, 40 fu
    assert {y.key for y in value.yaku} == {"rinshan_kaihou", "tanyao", "aka_dora"}
    assert value.fu == 40


def test_of_two_kans_only_the_kakan_keeps_the_wait():
    waits = scenes.waits_after_kans()
    assert waits[""] == waits["kakan 8s"] == frozenset({Tile.parse("5m"), Tile.parse("8m")})
    assert waits["ankan 5p"] == frozenset()


def test_a_chi_that_leaves_no_yaku_is_not_worth_making():
    assert scenes.chi_keeps_a_yaku("worth_a_call", 1) is False


@pytest.mark.parametrize("which", ["discard_after_chi", "open_daiminkan", "open_ankan", "which_kan",
                                   "chi_without_yaku"])
def test_capstone_decision_says_nothing_of_the_answer_before_the_choice(which):
    q = scenes.decision_quiz(which)
    assert q.kind in ("apply", "predict") and q.feedback.value == ""
    right = next(i for i in range(len(q._choices)) if q._is_right(i))
    assert q.answer(right) and q.feedback.value  # then the reason
