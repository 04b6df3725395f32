"""Quiz: a self-check (a question, choices or a number, a Check button, feedback with the reason).

Answers stay in Python: the correct answer is never sent to the browser, only the feedback after a
check. Texts may be plain strings, ``{"en": …, "ja": …, "zh": …}`` dicts or i18n keys, so a quiz
follows :func:`mjteach.set_language` like every other widget.

Feedback after a wrong choice (issue 14 §"quizzes explain a wrong choice"): first *why that choice
is wrong* (one sentence per wrong choice, required), then either a hint and another try, or -- once
the tries are used -- the right answer and its explanation. A choice quiz whose answer is computed
checks its sentences against the answer: a sentence given for the right choice, or a wrong choice
left without one, is a ValueError when the quiz is made (so a lesson cannot explain the engine's
answer as a mistake).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Union

import traitlets

from .. import i18n
from ._base import esc, tr
from .view import Button, Html, RadioButtons, Row, View, batched
from .view import Text as TextInput

__all__ = ["Quiz", "Text", "QUIZ_KINDS"]

QUIZ_KINDS = ("recall", "apply", "predict")

Text = Union[str, Mapping[str, str]]  # noqa: UP007 (a runtime alias on Python 3.10)


def resolve(text: Text | None, lang: str | None = None) -> str:
    """A text in ``lang``: dicts pick the language (English fallback), i18n keys are looked up."""
    if text is None:
        return ""
    lang = lang or i18n.get_language()
    if isinstance(text, Mapping):
        return text.get(lang) or text.get("en") or next(iter(text.values()), "")
    if i18n.has(text):
        return i18n.t(text, lang)
    return text


class Quiz(View):
    """A question with choices (radio buttons) or a number to type, and a Check button.

    Parameters
    ----------
    question : Text
        The question (string, per-language dict or i18n key).
    choices : sequence of Text, optional
        The choices; without them the learner types a number.
    answer : int | float | str | callable
        Choice mode: the index of the right choice (or its English text). Number mode: the number.
        A callable ``answer(value) -> bool`` decides itself (value: the choice index or the number).
    explanation : Text, optional
        The reason, shown after every check (right or wrong).
    why_wrong : mapping of choice (index or English text) or number -> Text
        Why that answer is wrong, one sentence, shown at once after it is checked. Choice mode
        (with a fixed answer): required for every wrong choice and forbidden for the right one.
        Number mode: optional, for the mistakes learners make (e.g. ``{8: "8 is the fu of an
        open triplet …"}``); other numbers get the too high / too low hint.
    hint : Text, optional
        Shown after a wrong try while tries are left. Without it a number quiz says whether the
        number was too high or too low.
    tries : int, optional
        Checks before the answer and the explanation are shown. Default: 2 (a wrong first try gets
        its why-wrong sentence, a hint and a second try, never the answer), but 1 for two choices
        (a second try would be the only other button). A right answer shows the explanation at once.
    name : str, optional
        Short id shown in the repr (default: the start of the English question).
    kind : ``"recall"``, ``"apply"`` or ``"predict"``
        What the question asks of the learner (issue 21 item 9): ``"recall"`` a fact the lesson
        stated, ``"apply"`` a rule to a situation the lesson has not shown, ``"predict"`` what the
        engine will show next (the cell after the quiz reveals it). Apply and predict questions
        say so above the question ("New situation:", "Predict first:"), in the learner's language.

    Attributes
    ----------
    result : Unicode, default ``""``
        ``""`` before a check, then ``"correct"`` or ``"wrong"`` (not synced to the browser).
    attempts : Int, default ``0``
        Checks made so far.
    revealed : Bool, default ``False``
        True once the answer and explanation are shown (right answer, or ``tries`` used up).

    Raises
    ------
    ValueError
        If ``answer`` names no choice, ``tries`` < 1, a ``why_wrong`` key names no choice or the
        right answer, or (choice mode, fixed answer) a wrong choice has no ``why_wrong`` sentence.
    """

    result = traitlets.Unicode("")
    attempts = traitlets.Int(0)
    revealed = traitlets.Bool(False)

    def __init__(
        self,
        question: Text,
        choices: Sequence[Text] | None = None,
        *,
        answer: int | float | str | Callable[[Any], bool],
        explanation: Text | None = None,
        why_wrong: Mapping[int | float | str, Text] | None = None,
        hint: Text | None = None,
        tries: int | None = None,
        name: str | None = None,
        kind: str = "recall",
        **kwargs,
    ) -> None:
        super().__init__(**kwargs)
        if kind not in QUIZ_KINDS:
            raise ValueError(f"kind must be one of {', '.join(QUIZ_KINDS)}, not {kind!r}")
        self.kind = kind
        self._depth += 1  # one message for the first picture: see self._ready()
        if tries is None:
            tries = 1 if choices is not None and len(choices) == 2 else 2
        if tries < 1:
            raise ValueError(f"tries must be at least 1, not {tries}")
        self._hint = hint
        self._tries = tries
        self._question = question
        self._choices = list(choices) if choices is not None else None
        self._explanation = explanation
        if self._choices is not None and isinstance(answer, str):
            answer = self._index(answer, "answer")
        if (
            self._choices is not None
            and isinstance(answer, int)
            and not 0 <= answer < len(self._choices)
        ):
            raise ValueError(f"answer index {answer} is out of range (0–{len(self._choices) - 1})")
        self._answer = answer
        self._why_wrong = self._checked_why_wrong(why_wrong or {})
        if name is None:
            name = resolve(question, "en")
            name = name if len(name) <= 40 else name[:39] + "…"
        self._name = name
        self.question_html = Html()
        if self._choices is not None:
            self.input = RadioButtons(options=[], value=None)
        else:
            self.input = TextInput(placeholder="")
            self.input.on_submit(lambda _t: self.check())  # Enter in the box checks, as the button
        self.check_button = Button().add_class("mjt-quiz-check")
        self.check_button.on_click(lambda _b: self.check())
        self.feedback = Html()
        self.children = [self.question_html, self.input, Row([self.check_button]), self.feedback]
        self.add_class("mjt-quiz")
        self._relabel()
        self._ready()
        self._follow_language()

    # ----- user actions -------------------------------------------------------------------
    @batched
    def select(self, value: int | float | str) -> None:
        """Pick a choice (index or English text) or type a number, without checking."""
        if self._choices is not None:
            self.input.value = self._index(value, "choice")
        else:
            self.input.value = str(value)

    @batched
    def check(self) -> bool | None:
        """Check the current input, as the Check button does. Returns True/False, or None when
        nothing usable was entered (the feedback then says what is missing)."""
        value = self._current()
        if value is None:
            self.result = ""
            self._feedback()
            return None
        self.attempts += 1
        ok = self._is_right(value)
        self.result = "correct" if ok else "wrong"
        if ok or self.attempts >= self._tries:
            self.revealed = True
        self._last = value
        self._feedback()
        return ok

    @batched
    def answer(self, value: int | float | str) -> bool:
        """Select ``value`` and check it; returns whether it is right."""
        self.select(value)
        ok = self.check()
        return bool(ok)

    @batched
    def reset(self) -> None:
        """Clear the input and the feedback."""
        self.input.value = None if self._choices is not None else ""
        self.result = ""
        self.attempts = 0
        self.revealed = False
        self._last = None
        self.feedback.value = ""

    # ----- internals ----------------------------------------------------------------------
    _last: Any = None

    def _index(self, choice: int | str, what: str) -> int:
        """The index of a choice named by index or English text (ValueError naming ``what``)."""
        english = [resolve(c, "en") for c in self._choices or ()]
        if isinstance(choice, str):
            if choice not in english:
                raise ValueError(f"{what} {choice!r} is not one of the choices {english}")
            return english.index(choice)
        if not isinstance(choice, int) or not 0 <= choice < len(english):
            raise ValueError(f"{what} {choice!r} is out of range (0–{len(english) - 1})")
        return choice

    def _checked_why_wrong(self, given: Mapping[Any, Text]) -> dict[Any, Text]:
        """``why_wrong`` keyed by choice index (choice mode) or number, checked against the answer."""
        fixed = not callable(self._answer)
        if self._choices is None:
            out = {float(k): v for k, v in given.items()}
            if fixed and float(self._answer) in out:
                raise ValueError(f"why_wrong explains {self._answer:g}, which is the right answer")
            return out
        out = {self._index(k, "why_wrong key"): v for k, v in given.items()}
        if fixed:
            english = [resolve(c, "en") for c in self._choices]
            if self._answer in out:
                raise ValueError(f"why_wrong explains {english[self._answer]!r}, which is the right "
                                 "answer (did the computed answer change?)")
            missing = [english[i] for i in range(len(english)) if i != self._answer and i not in out]
            if missing:
                raise ValueError(f"why_wrong has no sentence for the wrong choice(s) {missing}: "
                                 "say in one sentence why each is wrong")
        return out

    def _why_not(self) -> str:
        """'Why not “X”: …' for the last wrong answer, or "" when none was written for it."""
        if self._last is None:
            return ""
        key = self._last if self._choices is not None else float(self._last)
        if key not in self._why_wrong:
            return ""
        shown = resolve(self._choices[self._last]) if self._choices is not None else f"{self._last:g}"
        return tr("w.quiz.why_not", choice=shown, reason=resolve(self._why_wrong[key]))

    def _current(self) -> Any:
        if self._choices is not None:
            return self.input.value
        raw = self.input.value.strip().replace(",", "")
        if not raw:
            return None
        try:
            return int(raw)
        except ValueError:
            try:
                return float(raw)
            except ValueError:
                return None

    def _is_right(self, value: Any) -> bool:
        if callable(self._answer):
            return bool(self._answer(value))
        if self._choices is not None:
            return value == self._answer
        return abs(float(value) - float(self._answer)) < 1e-9

    def _feedback(self) -> None:
        if self.result == "":
            key = "w.quiz.pick" if self._choices is not None else "w.quiz.number"
            self.feedback.value = f'<span class="mjt-quiz-missing">{esc(tr(key))}</span>'
            return
        # one line each: verdict, why that answer is wrong, then a hint or the answer + explanation
        lines = []
        if self.result == "correct":
            lines.append(f'<b class="mjt-ok" style="color:#007A5A">{esc(tr("w.quiz.correct"))}</b>')
        else:
            lines.append(f'<b class="mjt-bad" style="color:#B34700">{esc(tr("w.quiz.wrong"))}</b>')
            why_not = self._why_not()
            if why_not:
                lines.append(f'<span class="mjt-why-not">{esc(why_not)}</span>')
            if not self.revealed:
                hint = self._hint_text()
                again = f'<i class="mjt-again">{esc(tr("w.quiz.again", n=self._tries - self.attempts))}</i>'
                lines.append((f'<span class="mjt-hint">{esc(hint)}</span> ' if hint else "") + again)
        answer = self._answer_text() if self.revealed and self.result == "wrong" else ""
        explanation = resolve(self._explanation) if self.revealed and self._explanation else ""
        if answer or explanation:
            lines.append(" ".join(x for x in (
                f'<b class="mjt-answer">{esc(answer)}</b>' if answer else "",
                f'<span class="mjt-explain">{esc(explanation)}</span>' if explanation else "") if x))
        self.feedback.value = ('<div role="status" class="mjt-quiz-feedback">'
                               + "".join(f"<div>{line}</div>" for line in lines) + "</div>")

    def _hint_text(self) -> str:
        """The hint after a wrong try: the author's, else (numbers) too high / too low."""
        if self._hint is not None:
            return resolve(self._hint)
        if self._choices is None and not callable(self._answer) and self._last is not None:
            high = float(self._last) > float(self._answer)
            return tr("w.quiz.too_high" if high else "w.quiz.too_low")
        return ""

    def _answer_text(self) -> str:
        """The right answer in words, once revealed ("" when a callable decides)."""
        if callable(self._answer):
            return ""
        if self._choices is not None:
            return tr("w.quiz.answer_is", answer=resolve(self._choices[self._answer]))
        return tr("w.quiz.answer_is", answer=f"{self._answer:g}")

    def _relabel(self) -> None:
        self.question_html.value = f"<b>{esc(self._tagged_question())}</b>"
        if self._choices is not None:
            current = self.input.value
            self.input.options = [(resolve(c), i) for i, c in enumerate(self._choices)]
            self.input.value = current
        else:
            self.input.placeholder = tr("w.quiz.placeholder")
        self.check_button.description = tr("w.quiz.check")
        if self.result or self.feedback.value:
            self._feedback()

    @batched
    def _on_language(self, lang: str) -> None:
        self._relabel()

    def _tagged_question(self) -> str:
        """The question, after "New situation:" / "Predict first:" for those kinds."""
        question = resolve(self._question)
        return question if self.kind == "recall" else tr(f"w.quiz.kind.{self.kind}", question=question)

    def __repr__(self) -> str:
        state = self.result or "unanswered"
        return f"Quiz({getattr(self, '_name', '?')!r}, {state})"

    def _learner_text(self) -> str:
        state = tr("w.text.state." + (self.result or "unanswered"))
        return tr("w.text.quiz", question=self._tagged_question(), state=state)
