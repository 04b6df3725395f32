"""Practice: one exercise at a time, graded at once, a hint and a second try, then the
explanation; Leitner boxes decide what comes next; progress kept in the browser.

One anywidget view (``practice.js`` / ``practice.css``) over one view-model computed in Python by
the pure function :func:`practice_view` and sent in one message (the ``view`` trait). The widget
decides nothing about rules: exercises, answers and explanations come from
:mod:`mjteach.practice`; the JS only draws ``view`` and sends clicks.

Progress is saved by the browser (``localStorage`` under ``view["storage_key"]``, written by the JS
each time ``view["progress_json"]`` changes) and sent back on the next page load (a ``restore``
message), so it survives reloads and kernel restarts. Export downloads that JSON; import sends a
file's text, which :meth:`mjteach.practice.progress.Progress.load_json` checks (a broken file is
refused with a message; the old progress stays).

Python API (each does what a click does)::

    p = Practice(concepts=["kan-legality", "meld-layout"])
    p.answer("legal")        # pick a choice (tiles: their notation; wall: the index as text)
    p.toggle("3s"); p.check()  # multi-answer exercises (kuikae)
    p.next()                 # the next exercise the Leitner boxes choose
    p.export_json(); p.import_json(text)
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from .. import render
from ..i18n import get_language, has, t
from ..practice import CONCEPTS, Exercise, make
from ..practice.exercise import ruleset_name
from ..practice.figures import figures as _figure_svgs
from ..practice.progress import Progress, ProgressError
from ..rules import Rules
from ._base import LanguageFollower

__all__ = ["Practice", "practice_view"]

_HERE = Path(__file__).parent


def practice_view(ex: Exercise, *, state: str, tries: int, picked: list[str],
                  progress: Progress, concepts: list[str] | tuple[str, ...], lang: str,
                  error: str = "", storage_key: str = "mjteach-practice") -> dict[str, Any]:
    """The whole view of the Practice widget as one JSON-able dict (pure: same input, same dict).

    ``state``: ``"ask"`` (first try), ``"retry"`` (wrong once: hint shown), ``"right"`` (graded
    right), ``"explained"`` (wrong twice: the answer and why). ``picked``: the learner's choice ids
    (the toggled tiles of a multi exercise, or the last answer).
    """
    texts = ex.texts(lang)
    done = state in ("right", "explained")
    chosen = set(picked)
    choices = []
    for c in texts["choices"]:
        item = {"id": c["id"], "label": c["label"], "selected": c["id"] in chosen,
                "correct": done and c["id"] in ex.answer, "index": c["index"]}
        if c["tile"]:
            item["svg"] = render.tile_svg(c["tile"], lang=lang, highlight=c["id"] in chosen)
        choices.append(item)
    feedback = ""
    if state == "right":
        feedback = t("practice.ui.right" if tries == 1 else "practice.ui.right_second", lang)
    elif state == "retry":
        feedback = t("practice.ui.wrong_try_again", lang)
    elif state == "explained":
        feedback = t("practice.ui.wrong_answer_is", lang, answer=", ".join(
            texts["answer_labels"]) or t("practice.none", lang))
    rows = []
    for row in progress.mastery(list(concepts)):
        rows.append({"concept": row["concept"], "label": t(
            "practice.concept." + row["concept"].replace("-", "_"), lang), "box": row["box"],
            "right": row["right"], "seen": row["seen"]})
    mine = [c["label"] for c in texts["choices"] if c["id"] in chosen]
    return {
        "lang": lang,
        "key": ex.key,
        "concept": ex.concept,
        "concept_label": t("practice.concept." + ex.concept.replace("-", "_"), lang),
        "rules": ruleset_name(ex.rules, lang),
        "state": state,
        "tries": tries,
        "multi": ex.multi,
        "wall_click": bool(ex.figure.get("wall_click")),
        "prompt": texts["prompt"],
        "figures": _figure_svgs(ex, lang, picked=chosen if ex.figure.get("wall_click") else None,
                                show_answer=done),
        "choices": choices,
        "feedback": feedback,
        "hint": texts["hint"] if state == "retry" else "",
        "explanation": texts["explanation"] if done else [],
        "yours": (t("practice.ui.yours", lang, answer=", ".join(mine) or t("practice.none", lang))
                  if state == "explained" else ""),
        "mistake": texts["mistake"] if state == "explained" else "",
        "source": (t("practice.ui.source", lang, source=texts["source"]) if done else ""),
        "progress": rows,
        "progress_json": progress.to_json(),
        "storage_key": storage_key,
        "error": error,
        "labels": {k: t("practice.ui." + k, lang) for k in (
            "check", "next", "export", "import", "progress_title", "box", "right_seen",
            "hint_title", "why_title", "mistake_title")},
    }


class Practice(LanguageFollower, anywidget.AnyWidget):
    """Endless practice on ``concepts`` (ids of :data:`mjteach.practice.CONCEPTS`).

    Parameters
    ----------
    concepts : list of str, default every concept
    difficulty : int 1..3
    rules : Rules or preset name (a RuleSwitcher may set ``rules`` later: the current exercise is
        made again under the new rules, same seed)
    seed : int | None — first exercise's seed (default: random)
    lesson : str — names the storage key, so each lesson keeps its own progress
    queue : list of (concept, seed) — fixed exercises asked first, in order (a teacher pack's
        notebook); then the Leitner boxes choose

    Attributes
    ----------
    view : Dict — the view-model (:func:`practice_view`), the one synced trait.
    exercise : Exercise; progress : Progress; state : str; tries : int

    Raises ValueError for an unknown concept or difficulty.
    """

    _esm = _HERE / "practice.js"
    _css = _HERE / "practice.css"

    view = traitlets.Dict().tag(sync=True)

    def __init__(self, concepts: list[str] | tuple[str, ...] | None = None, *,
                 difficulty: int = 1, rules: Rules | str | None = None, seed: int | None = None,
                 lesson: str = "", queue: list[tuple[str, int]] | None = None,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.concepts = list(concepts or CONCEPTS)
        bad = [c for c in self.concepts if c not in CONCEPTS]
        if bad:
            raise ValueError(f"unknown concept(s) {bad}: choose among {', '.join(CONCEPTS)}")
        if difficulty not in (1, 2, 3):
            raise ValueError(f"difficulty must be 1, 2 or 3, not {difficulty!r}")
        self.difficulty = difficulty
        self._rules = Rules.preset(rules) if isinstance(rules, str) else (rules or Rules())
        self._rng = random.Random(seed)
        self.progress = Progress()
        self.storage_key = "mjteach-practice" + (f"-{lesson}" if lesson else "")
        self.error = ""
        self._queue = list(queue or [])
        for c, _s in self._queue:
            if c not in CONCEPTS:
                raise ValueError(f"unknown concept {c!r} in queue")
        if self._queue:
            self._new(*self._queue.pop(0))
        else:
            self._new(self.progress.next(self.concepts), seed if seed is not None else
                      self._rng.randrange(10**6))
        self.on_msg(self._on_msg)
        self._follow_language()

    # ----- rules (RuleSwitcher.link) --------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self._rules

    @rules.setter
    def rules(self, rules: Rules) -> None:
        self._rules = rules
        self._new(self.exercise.concept, self.exercise.seed)

    # ----- user actions ---------------------------------------------------------------------
    def answer(self, choice: str) -> bool | None:
        """Answer with one choice id (a multi exercise: toggles the tile). Returns whether it was
        right (None when nothing was graded: already answered, or a toggle)."""
        if self.state in ("right", "explained"):
            return None
        if self.exercise.multi:
            self.toggle(choice)
            return None
        return self._grade([choice])

    def toggle(self, choice: str) -> None:
        """Select / unselect a tile of a multi-answer exercise."""
        if self.state in ("right", "explained"):
            return
        if choice not in {c.id for c in self.exercise.choices}:
            raise ValueError(f"{choice!r} is not one of the choices")
        self.picked = sorted(set(self.picked) ^ {choice})
        self._refresh()

    def check(self) -> bool | None:
        """Grade the selected tiles of a multi exercise."""
        if self.state in ("right", "explained"):
            return None
        return self._grade(list(self.picked))

    def next(self) -> None:
        """The next exercise: the next of the queue, else the concept the Leitner boxes choose
        with a new seed."""
        if self._queue:
            self._new(*self._queue.pop(0))
            return
        self._new(self.progress.next(self.concepts), self._rng.randrange(10**6))

    def export_json(self) -> str:
        return self.progress.to_json()

    def import_json(self, text: str) -> bool:
        """Load a progress file; a broken one is refused (``view["error"]`` says why) and the
        current progress is kept. Returns True when loaded."""
        try:
            self.progress.load_json(text)
        except ProgressError as exc:
            self.error = t("practice.ui.import_refused", None, why=exc.message())
            self._refresh()
            return False
        self.error = ""
        self._refresh()
        return True

    # ----- internals ------------------------------------------------------------------------
    def _new(self, concept: str, seed: int) -> None:
        self.exercise = make(concept, seed, self.difficulty, self._rules)
        self.state, self.tries, self.picked = "ask", 0, []
        self._refresh()

    def _grade(self, ids: list[str]) -> bool:
        ok = self.exercise.grade(ids)
        self.tries += 1
        self.picked = list(ids)
        if ok:
            self.state = "right"
        elif self.tries == 1:
            self.state = "retry"
            if self.exercise.multi:
                self.picked = []
        else:
            self.state = "explained"
        if self.state != "retry":
            self.progress.record(self.exercise.concept, self.exercise.key, ok, self.tries)
        self._refresh()
        return ok

    def _refresh(self) -> None:
        self.view = practice_view(self.exercise, state=self.state, tries=self.tries,
                                  picked=self.picked, progress=self.progress,
                                  concepts=self.concepts, lang=get_language(), error=self.error,
                                  storage_key=self.storage_key)

    def _on_language(self, lang: str) -> None:
        self._refresh()

    def _on_msg(self, _widget: Any, content: dict[str, Any], _buffers: Any) -> None:
        kind = content.get("type")
        if kind == "answer":
            self.answer(str(content.get("id")))
        elif kind == "check":
            self.check()
        elif kind == "next":
            self.next()
        elif kind == "import":
            self.import_json(str(content.get("text", "")))
        elif kind == "restore":  # saved by this browser earlier: silently ignored if broken
            try:
                self.progress.load_json(str(content.get("text", "")))
            except ProgressError:
                return
            self._refresh()

    def __repr__(self) -> str:
        return f"Practice(concepts={self.concepts!r}, difficulty={self.difficulty})"

    def _learner_text(self) -> str:
        keys = ["practice.concept." + c.replace("-", "_") for c in self.concepts]
        names = [t(k) if has(k) else c for k, c in zip(keys, self.concepts, strict=True)]
        return t("w.text.practice", concepts=t("w.text.sep").join(names))
