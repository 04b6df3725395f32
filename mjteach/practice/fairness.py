"""Variety and fairness of the exercises, measured (issue 20 item 6; ``make bench``).

For a sample of seeds of one concept × difficulty × rules, :func:`measure` counts

* **situations**: distinct answer-deciding situations — the facts a learner must read to find the
  answer (:func:`situation_key`), not the filler tiles around them;
* **answers**: distinct right answers (as the learner reads them, in English);
* **top_position_share**: the largest share of exercises whose right answer is at one position of
  the choice list (**choices**: the median number of choices shown) (0.25 is even for four choices; a wall-click question counts the position of
  the clicked tile among the marked candidates);
* **hint_decides**: the share of exercises whose hint alone tells the answer: the hint's text is
  shared with at least one other exercise of the sample and every exercise with that hint has the
  same right answer (0 when the sample has one right answer only: then nothing is decided by the
  hint, the question itself has no variety).

Plain Python; no Jupyter imports.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from typing import Any

from ..rules import Rules
from .exercise import Exercise

__all__ = ["situation_key", "measure"]


def _wall_key(ex: Exercise) -> tuple:
    """A wall-click answer: where it lies on the table (side, stack, level) for this deal, plus
    the question (which tile is asked) and the kans made before."""
    from ..round import Round

    r = Round.from_scenario(ex.situation)
    index = int(next(iter(ex.answer)))
    return (ex.prompt.key, r.kans_made, sum(r.wall.dice), r.wall.position(index))


def _chankan_key(ex: Exercise) -> tuple:
    from ..hand import Hand
    from ..tiles import Tile
    from ..waits import waits

    f = ex.figure
    other = Hand.parse(f["other"])
    counts = [0] * 34
    for t in other.concealed:
        counts[t.kind] += 1
    wait = tuple(sorted(waits(counts)))
    river = tuple(sorted(f.get("river", ())))
    furiten = any(Tile.parse(x).kind in wait for x in river)
    return (f["kind"], f["tile"], wait, furiten, f.get("riichi", False))


def _priority_key(ex: Exercise) -> tuple:
    fields = dict(ex.prompt.fields)
    voices = tuple(v.render("en") for v in fields["voices"])
    who = fields.get("discarder")
    return (voices, who.render("en") if who is not None else "",
            ex.rules.call_priority.value)


def situation_key(ex: Exercise) -> tuple:
    """The facts that decide ``ex``'s answer, as a hashable tuple (see the module docstring)."""
    from ..tiles import Tile

    c = ex.concept
    if ex.figure.get("wall_click"):
        return _wall_key(ex)
    if c == "chankan":
        return _chankan_key(ex)
    if c == "call-priority":
        return _priority_key(ex)
    if c == "meld-layout":
        f = ex.figure
        called = next((i for i, x in enumerate(f["meld"]) if x in "<^>"), None)
        return (ex.prompt.key, f["source"], f["meld"].count("+"), called, ex.deciding)
    if c == "kuisagari":
        return (ex.deciding, ex.figure["meld"][1:-1].count("<"), tuple(sorted(ex.answer)))
    if c == "kan-dora":
        f = ex.figure
        tiles = tuple(Tile.parse(f[k]).kind for k in ("first", "indicator") if k in f)
        return (f["ask"], f["kind"] if f["ask"] != "dora" else "", tiles,
                ex.rules.kan_dora and ex.rules.kan_dora_timing(f["kind"]).value)
    if c == "real-moment":
        return (ex.figure["ask"], ex.figure["moment"])
    return (ex.prompt.render("en"), tuple(sorted(ex.answer)))


def measure(concept: str, difficulty: int, rules: Rules | str | None = None,
            seeds: Iterable[int] = range(100)) -> dict[str, Any]:
    """One row of the variety table (see the module docstring) for ``concept`` at
    ``difficulty`` under ``rules`` over ``seeds``; ``failed`` counts seeds with no exercise."""
    from . import make
    from .exercise import ExerciseError

    exs: list[Exercise] = []
    failed = 0
    for s in seeds:
        try:
            exs.append(make(concept, s, difficulty, rules))
        except ExerciseError:
            failed += 1
    n = len(exs)
    keys = {situation_key(ex) for ex in exs}
    answers = [", ".join(sorted(ex.texts("en")["answer_labels"])) for ex in exs]
    positions = Counter()
    for ex in exs:
        if not ex.multi:
            ids = [ch.id for ch in ex.choices]
            positions[ids.index(next(iter(ex.answer)))] += 1
    by_hint: dict[str, set[str]] = defaultdict(set)
    hint_n: Counter = Counter()
    for ex, a in zip(exs, answers, strict=True):
        h = ex.hint.render("en")
        by_hint[h].add(a)
        hint_n[h] += 1
    decided = 0
    if len(set(answers)) > 1:
        decided = sum(hint_n[h] for h, a in by_hint.items() if len(a) == 1 and hint_n[h] > 1)
    single = sum(positions.values())
    counts = sorted(len(ex.choices) for ex in exs if not ex.multi)
    return {
        "concept": concept, "difficulty": difficulty,
        "rules": (rules if isinstance(rules, str) else (rules.name if rules else "tenhou")),
        "exercises": n, "failed": failed,
        "situations": len(keys),
        "answers": len(set(answers)),
        "top_position_share": round(max(positions.values()) / single, 3) if single else None,
        "choices": counts[len(counts) // 2] if counts else 0,
        "hint_decides": round(decided / n, 3) if n else 0.0,
    }
