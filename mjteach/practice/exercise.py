"""What an exercise is: a situation, a question with choices, the engine's answer and why.

An :class:`Exercise` is JSON-able data (``to_dict``) plus the texts in en/ja/zh (``texts``). Every
text is a :class:`Msg` (an i18n key and its fields), rendered in the learner's language at the last
moment, so one exercise follows the language picker without being made again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .. import i18n
from ..i18n.punctuation import aside, listing
from ..i18n.sources import source_text
from ..rules import Reason, Rules
from ..tiles import Tile

__all__ = ["Msg", "Choice", "Exercise", "ExerciseError"]


class ExerciseError(ValueError):
    """A generator could not make a situation with exactly one correct answer (names the concept,
    seed and what failed)."""


@dataclass(frozen=True)
class Msg:
    """A message by key: ``key`` in the i18n catalog, ``fields`` formatted into it.

    A field may itself be a :class:`Msg`, a :class:`~mjteach.rules.Reason` (its message), a
    :class:`~mjteach.tiles.Tile` (its name and notation) or plain text/number.
    """

    key: str
    fields: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def of(cls, key: str, **fields: Any) -> Msg:
        return cls(key, tuple(fields.items()))

    def render(self, lang: str | None = None) -> str:
        return i18n.t(self.key, lang, **{k: _render(v, lang) for k, v in self.fields})


def ruleset_name(rules: Any, lang: str | None = None) -> str:
    """The table's rules as a learner reads them: a preset's display name in ``lang`` ("天鳳"),
    else the name the rules were given."""
    key = f"w.preset.{rules.name}"
    return i18n.t(key, lang) if i18n.has(key) else str(rules.name)


def ruleset_msg(rules: Any) -> Msg | str:
    """The table's rules as a message field: a preset's display name, rendered in the learner's
    language when shown ("Tenhou" / "天鳳"), else the name the rules were given."""
    key = f"w.preset.{rules.name}"
    return Msg.of(key) if i18n.has(key) else str(rules.name)


def _render(value: Any, lang: str | None) -> Any:
    if isinstance(value, Msg):
        return value.render(lang)
    if isinstance(value, Reason):
        return value.message(lang)
    if isinstance(value, Tile):
        return aside(value.name(lang), value.notation, lang)
    if isinstance(value, (list, tuple)):
        return listing((_render(v, lang) for v in value), lang)
    return value


@dataclass(frozen=True)
class Choice:
    """One answer the learner may pick: ``id`` (stable, graded), ``label`` (shown), and the tile
    notation or wall index it stands for when it is answered by clicking a tile."""

    id: str
    label: Msg | str
    tile: str | None = None
    index: int | None = None

    def text(self, lang: str | None = None) -> str:
        return self.label.render(lang) if isinstance(self.label, Msg) else self.label


@dataclass
class Exercise:
    """One question about one situation.

    Attributes
    ----------
    concept : str
        The concept id (see :mod:`mjteach.practice`).
    seed, difficulty : int
        What made it: the same (concept, seed, difficulty, rules) gives the same exercise.
    rules : Rules
    prompt : Msg
    choices : tuple[Choice, ...]
    answer : frozenset[str]
        The ids of the correct choices, computed by the engine. One id, except where ``multi``
        (the learner picks every correct tile: the answer is that one set).
    multi : bool
    figure : dict
        What to draw: ``{"hand": notation, "seat": int, "melds": [...], "wall": scenario dict,
        "highlight": [...]}`` (keys optional).
    hint : Msg
    explanation : list[Msg]
        Built from the engine's Reasons and valuations.
    source : str
        The rule's source: article section (e.g. "槓 § 嶺上牌") or ruleset option.
    mistake : Msg
        The typical mistake this exercise catches.
    situation : dict | None
        The scenario (see :mod:`mjteach.scenario`) the answer was read from, if a Round was used.
    """

    concept: str
    seed: int
    difficulty: int
    rules: Rules
    prompt: Msg
    choices: tuple[Choice, ...]
    answer: frozenset[str]
    hint: Msg
    explanation: list[Msg]
    source: str
    mistake: Msg
    multi: bool = False
    figure: dict[str, Any] = field(default_factory=dict)
    situation: dict[str, Any] | None = None
    deciding: str = ""
    """The code of the rule that decided (a Reason code, a Rules option or a scoring key)."""

    def __post_init__(self) -> None:
        # the question must have exactly one correct answer among distinct choices
        ids = [c.id for c in self.choices]
        if len(ids) != len(set(ids)):
            raise ExerciseError(f"{self.concept} seed {self.seed}: two choices share an id")
        if not self.answer <= set(ids):
            raise ExerciseError(f"{self.concept} seed {self.seed}: the answer "
                                f"{sorted(self.answer)} is not among the choices {ids}")
        if not self.multi and len(self.answer) != 1:
            raise ExerciseError(f"{self.concept} seed {self.seed}: {len(self.answer)} correct "
                                "choices; a question needs exactly one")

    @property
    def key(self) -> str:
        """``concept:difficulty:seed@rules`` — names this exercise in progress files."""
        return f"{self.concept}:{self.difficulty}:{self.seed}@{self.rules.name}"

    def grade(self, picked: str | list[str] | tuple[str, ...] | set[str] | frozenset[str]) -> bool:
        """True when ``picked`` (one choice id, or the set of ids for a ``multi`` exercise) is the
        engine's answer. Raises ValueError for an id that is not one of the choices."""
        ids = {picked} if isinstance(picked, str) else set(picked)
        known = {c.id for c in self.choices}
        bad = ids - known
        if bad:
            raise ValueError(f"{sorted(bad)} not among the choices {sorted(known)}")
        if self.multi:
            return frozenset(ids) == self.answer
        return len(ids) == 1 and next(iter(ids)) in self.answer

    def texts(self, lang: str | None = None) -> dict[str, Any]:
        """Every text of the exercise in ``lang``: prompt, choices, hint, explanation, mistake."""
        return {
            "prompt": self.prompt.render(lang),
            "choices": [{"id": c.id, "label": c.text(lang), "tile": c.tile, "index": c.index}
                        for c in self.choices],
            "hint": self.hint.render(lang),
            "explanation": [m.render(lang) for m in self.explanation],
            "mistake": self.mistake.render(lang),
            "source": source_text(self.source, lang),
            "answer_labels": [c.text(lang) for c in self.choices if c.id in self.answer],
        }

    def to_dict(self, lang: str | None = None) -> dict[str, Any]:
        """JSON-able: identity, answer ids, figure, situation and the texts in ``lang``."""
        return {
            "key": self.key,
            "concept": self.concept,
            "seed": self.seed,
            "difficulty": self.difficulty,
            "rules": self.rules.name,
            "multi": self.multi,
            "answer": sorted(self.answer),
            "deciding": self.deciding,
            "figure": self.figure,
            **self.texts(lang),
        }
