"""The answers of lessons 07, 09 and 12's questions are the engine's (issue 21 item 9): each
question applies a rule to a new situation, and the right choice is what mjteach computes for
it, checked here against the rule as the articles state it.

A lesson cell shows the questions with ``display``; the tests collect them from there and answer
each with the choice the rule gives.
"""

from __future__ import annotations

import pytest

from mjteach import Rules

TENHOU = Rules.preset("tenhou")


@pytest.fixture
def shown(monkeypatch):
    """The widgets a helper displays, in order."""
    import IPython.display

    got: list = []
    monkeypatch.setattr(IPython.display, "display", lambda *objs, **_kw: got.extend(objs))
    return got


def _answers(quizzes, *choices) -> list[bool]:
    return [q.answer(c) for q, c in zip(quizzes, choices, strict=True)]


def test_a_kakan_can_be_robbed_and_an_ankan_cannot_unless_kokushi():
    from mjteach.course import kan_robbable

    assert kan_robbable("kakan", TENHOU) is True
    assert kan_robbable("ankan", TENHOU) is False
    assert kan_robbable("kakan", TENHOU.replace(chankan=False)) is False


def test_a_held_fourth_tile_may_be_added_only_where_the_rule_allows_it():
    from mjteach.course import held_kakan_verdict

    assert held_kakan_verdict(TENHOU) is None
    assert held_kakan_verdict(TENHOU.replace(kakan_drawn_tile_only=True)).code == "kan.kakan_not_drawn"


def test_lesson_07_quiz_answers_are_the_rules(shown):
    from mjteach.course import check_kakan

    check_kakan()
    assert [q.kind for q in shown] == ["apply"] * 3
    # a pon from the right: its sideways tile is the right-hand one, and the added tile lies on it
    assert _answers(shown, "on top of the right-hand tile", "only the kakan",
                    "only where a tile already held may be added") == [True] * 3


def test_a_win_on_the_fourth_kanners_discard_comes_before_the_four_kan_abort():
    from mjteach.course import fourth_kan_discard

    assert fourth_kan_discard(TENHOU) == "ron"
    # checked on the fourth kan itself, the hand is over before the discard
    assert fourth_kan_discard(TENHOU.replace(suukaikan_check="on_fourth_kan")) == "abort"


def test_lesson_09_quiz_answers_are_the_rules(shown):
    from mjteach.course import check_four_kans

    check_four_kans()
    assert [q.kind for q in shown] == ["apply"] * 3
    # sankantsu 2 + toitoi 2 (the 555s and the ankan are the only concealed triplets: no sanankou)
    assert _answers(shown, "the player across wins on the 9m", 4, "rinshan kaihou alone") == [True] * 3


def test_lesson_12_quiz_answers_are_the_rules(shown):
    from mjteach.course import check_call_costs, show_ippatsu_keshi

    check_call_costs(show_ippatsu_keshi())
    shown[:] = [w for w in shown if type(w).__name__ == "Quiz"]
    assert [q.kind for q in shown] == ["apply", "apply", "recall", "apply"]
    # junchan 3 -> 2 and sanshoku 2 -> 1; riichi, pinfu, iipeikou need a concealed hand;
    # any call breaks ippatsu; ittsu 2 -> 1 and honitsu 3 -> 2
    assert _answers(shown, 3, "tanyao alone", "yes", 3) == [True] * 4

