"""Decide, do not watch (issue 21 item 9): in every lesson at least two thirds of the questions
apply a rule to a situation the lesson has not shown ("New situation:") or ask the learner to
predict what the next cell reveals ("Predict first:"), and every lesson has such a predict step.

Counted from the committed notebooks of each edition: a Quiz saves its question, tagged in the
learner's language, as text/plain (mjteach.widgets.quiz, ``kind=``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mjteach.i18n import t

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "lessons").glob("[a-z][a-z]/[0-9][0-9]-*.ipynb"))
# Lessons whose questions are still mostly recall (issue 21 item 9 is open for them): strict
# xfail, so the test says so the day one is reworked and must leave this list.
NOT_YET = {"02-kan-procedure", "04-kan-dora", "05-ankan", "06-daiminkan"}
NO_PREDICT_YET: set[str] = set()


def _prefix(key: str, lang: str, **fields) -> str:
    return t(key, lang, **fields).split("\0")[0]


def _questions(path: Path) -> list[tuple[int, str]]:
    """(code-cell index, kind) of every Quiz the lesson shows, in order."""
    lang = path.parent.name
    quiz = _prefix("w.text.quiz", lang, question="\0", state="")
    tags = {kind: quiz + _prefix(f"w.quiz.kind.{kind}", lang, question="\0") for kind in ("apply", "predict")}
    found = []
    cells = [c for c in json.loads(path.read_text(encoding="utf-8"))["cells"] if c["cell_type"] == "code"]
    for n, cell in enumerate(cells):
        for out in cell.get("outputs", []):
            text = "".join(out.get("data", {}).get("text/plain", ""))
            if text.startswith(quiz):
                kind = next((k for k, tag in tags.items() if text.startswith(tag)), "recall")
                found.append((n, kind))
    return found


def _params(names: set[str], reason: str):
    return [pytest.param(p, id=f"{p.parent.name}/{p.stem}", marks=[pytest.mark.xfail(strict=True, reason=reason)]
                         if p.stem in names else []) for p in NOTEBOOKS]


@pytest.mark.parametrize("path", _params(NOT_YET, "questions still mostly recall (issue 21 item 9)"))
def test_two_thirds_of_a_lessons_questions_apply_a_rule_or_predict(path):
    kinds = [k for _n, k in _questions(path)]
    assert kinds
    assert 3 * sum(k != "recall" for k in kinds) >= 2 * len(kinds), kinds


@pytest.mark.parametrize("path", _params(NO_PREDICT_YET, "no predict-then-reveal step yet (issue 21 item 9)"))
def test_every_lesson_has_a_predict_step_that_a_later_cell_reveals(path):
    found = _questions(path)
    predicted = [n for n, k in found if k == "predict"]
    assert predicted, found
    cells = [c for c in json.loads(path.read_text(encoding="utf-8"))["cells"] if c["cell_type"] == "code"]
    assert predicted[0] < len(cells) - 1, "nothing after the prediction reveals it"


def test_quiz_kind_is_shown_in_the_learners_language_and_checked():
    from mjteach.widgets import Quiz

    q = Quiz({"en": "Q?", "ja": "問？", "zh": "问？"}, ["a", "b"], answer=0, kind="predict",
             why_wrong={1: "no"}, explanation="because")
    assert "Predict first: Q?" in q.question_html.value
    with pytest.raises(ValueError, match="kind must be one of recall, apply, predict"):
        Quiz("Q?", ["a", "b"], answer=0, why_wrong={1: "no"}, kind="guess")
