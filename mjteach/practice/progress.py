"""Mastery remembered: Leitner boxes per concept, grading, and progress as versioned JSON.

Leitner (spaced repetition): each concept sits in a box 1..5. A right answer at the first try
moves it up one box, a wrong one sends it back to box 1 (a right answer at the second try keeps
it where it is). A concept in box b is due again ``INTERVALS[b]`` exercises later; :meth:`next`
asks the most overdue concept (lowest box on a tie), so weak concepts come back soon and mastered
ones rarely.

Progress file (JSON object)::

    {"format": "mjteach-practice-progress", "version": 1,
     "learner": "…", "step": 12,
     "concepts": {"kan-legality": {"box": 2, "due": 14, "right": 3, "wrong": 1, "seen": 4}},
     "history": [{"key": "kan-legality:1:7@tenhou", "ok": true, "tries": 1}, …]}

:meth:`Progress.from_json` refuses a broken file with :class:`ProgressError` (the message names the
field), and :meth:`Progress.load_json` leaves the current progress unchanged when it refuses.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ..files import loads_json

__all__ = ["FORMAT", "VERSION", "INTERVALS", "ProgressError", "ConceptState", "Progress"]

FORMAT = "mjteach-practice-progress"
VERSION = 1
INTERVALS = {1: 1, 2: 2, 3: 4, 4: 8, 5: 16}
"""Box -> how many exercises later the concept is due again."""
HISTORY_KEEP = 500


class ProgressError(ValueError):
    """A progress file that cannot be read: names the field that is wrong.

    ``key`` is the i18n key of the message (``practice.progress.*``), ``fields`` its fields;
    ``message(lang)`` gives it in en/ja/zh, ``str()`` in the current language.
    """

    def __init__(self, key: str, **fields: Any) -> None:
        self.key, self.fields = key, fields
        super().__init__(self.message())

    def message(self, lang: str | None = None) -> str:
        from ..i18n import t

        return t(self.key, lang, **self.fields)


@dataclass
class ConceptState:
    box: int = 1
    due: int = 0
    right: int = 0
    wrong: int = 0
    seen: int = 0

    def to_dict(self) -> dict[str, int]:
        return {"box": self.box, "due": self.due, "right": self.right, "wrong": self.wrong,
                "seen": self.seen}


@dataclass
class Progress:
    """A learner's progress over ``concepts``; ``step`` counts exercises answered."""

    concepts: dict[str, ConceptState] = field(default_factory=dict)
    step: int = 0
    learner: str = ""
    history: list[dict[str, Any]] = field(default_factory=list)

    def state(self, concept: str) -> ConceptState:
        return self.concepts.setdefault(concept, ConceptState())

    def next(self, concepts: list[str] | tuple[str, ...]) -> str:
        """The concept to ask next among ``concepts``: the most overdue, then the lowest box,
        then the order given. Raises ValueError for an empty list."""
        if not concepts:
            raise ValueError("no concept to practise")
        order = {c: i for i, c in enumerate(concepts)}
        return min(concepts, key=lambda c: (self.state(c).due - self.step, self.state(c).box,
                                            order[c]))

    def record(self, concept: str, key: str, ok: bool, tries: int) -> ConceptState:
        """Record an answer: ``ok`` after ``tries`` (1 or 2) tries. Moves the Leitner box."""
        if tries not in (1, 2):
            raise ValueError(f"tries must be 1 or 2, not {tries!r}")
        st = self.state(concept)
        self.step += 1
        st.seen += 1
        if ok and tries == 1:
            st.right += 1
            st.box = min(5, st.box + 1)
        elif ok:
            st.right += 1
        else:
            st.wrong += 1
            st.box = 1
        st.due = self.step + INTERVALS[st.box]
        self.history.append({"key": key, "ok": ok, "tries": tries})
        del self.history[:-HISTORY_KEEP]
        return st

    def mastery(self, concepts: list[str] | tuple[str, ...]) -> list[dict[str, Any]]:
        """Rows for a progress view: ``{"concept", "box", "right", "wrong", "seen"}``."""
        return [{"concept": c, **self.state(c).to_dict()} for c in concepts]

    # ----- JSON -------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "learner": self.learner, "step": self.step,
                "concepts": {c: s.to_dict() for c, s in sorted(self.concepts.items())},
                "history": list(self.history)}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, text: str | bytes | dict[str, Any]) -> Progress:
        """Read a progress file. Raises ProgressError naming what is wrong (not JSON, another
        format, a newer version, a bad field)."""
        if isinstance(text, dict):
            data = text
        else:
            try:
                data = loads_json(text)
            except (ValueError, TypeError) as exc:
                raise ProgressError("practice.progress.not_json", detail=str(exc)) from None
        if not isinstance(data, dict):
            raise ProgressError("practice.progress.not_object")
        if data.get("format") != FORMAT:
            raise ProgressError("practice.progress.format", expected=FORMAT,
                                found=repr(data.get("format")))
        v = data.get("version")
        if not isinstance(v, int) or isinstance(v, bool):
            raise ProgressError("practice.progress.field", field="version", want="1")
        if v > VERSION:
            raise ProgressError("practice.progress.newer", version=v, known=VERSION)
        if v < 1:
            raise ProgressError("practice.progress.field", field="version", want=f"1–{VERSION}")
        step = data.get("step", 0)
        if not isinstance(step, int) or step < 0:
            raise ProgressError("practice.progress.field", field="step", want="≥ 0")
        concepts = data.get("concepts", {})
        if not isinstance(concepts, dict):
            raise ProgressError("practice.progress.field", field="concepts", want="{…}")
        from . import CONCEPTS

        out: dict[str, ConceptState] = {}
        for c, st in concepts.items():
            if c not in CONCEPTS:
                raise ProgressError("practice.progress.field", field=f"concepts.{c}",
                                    want=" | ".join(CONCEPTS))
            if not isinstance(st, dict):
                raise ProgressError("practice.progress.field", field=f"concepts.{c}", want="{…}")
            vals = {}
            for name in ("box", "due", "right", "wrong", "seen"):
                x = st.get(name, 1 if name == "box" else 0)
                if not isinstance(x, int) or isinstance(x, bool) or x < 0:
                    raise ProgressError("practice.progress.field", field=f"concepts.{c}.{name}",
                                        want="≥ 0")
                vals[name] = x
            if not 1 <= vals["box"] <= 5:
                raise ProgressError("practice.progress.field", field=f"concepts.{c}.box",
                                    want="1–5")
            if vals["right"] + vals["wrong"] != vals["seen"]:  # each answer is right or wrong
                raise ProgressError("practice.progress.field", field=f"concepts.{c}.seen",
                                    want="right + wrong")
            out[c] = ConceptState(**vals)
        history = data.get("history", [])
        if not isinstance(history, list) or not all(
                isinstance(h, dict) and isinstance(h.get("key"), str)
                and isinstance(h.get("ok"), bool) and h.get("tries", 1) in (1, 2)
                and not isinstance(h.get("tries"), bool) for h in history):
            raise ProgressError("practice.progress.field", field="history", want="[{key, ok, tries}]")
        learner = data.get("learner", "")
        if not isinstance(learner, str):
            raise ProgressError("practice.progress.field", field="learner", want="text")
        return cls(concepts=out, step=step, learner=learner, history=list(history))

    def load_json(self, text: str | bytes | dict[str, Any]) -> None:
        """Replace this progress by the file's; on ProgressError nothing changes."""
        new = Progress.from_json(text)
        self.concepts, self.step, self.learner, self.history = (
            new.concepts, new.step, new.learner, new.history)


def class_csv(files: dict[str, str], concepts: list[str] | tuple[str, ...]) -> str:
    """Class results as CSV from learners' saved progress files (``{name: json text}``): one row
    per learner, per concept ``box`` and ``right/seen``. Raises ProgressError naming the file."""
    import csv
    import io

    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["learner", "answered"] + [f"{c} box" for c in concepts]
               + [f"{c} right/seen" for c in concepts])
    for name in sorted(files):
        try:
            p = Progress.from_json(files[name])
        except ProgressError as exc:
            raise ProgressError("practice.progress.in_file", file=name, why=exc.message()) from None
        w.writerow([p.learner or name, p.step] + [p.state(c).box for c in concepts]
                   + [f"{p.state(c).right}/{p.state(c).seen}" for c in concepts])
    return buf.getvalue()
