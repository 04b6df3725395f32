"""Practice without end: exercises made from a seed, answered by the engine, explained from its
Reasons and valuations; Leitner boxes per concept; teacher packs.

Plain Python (no Jupyter imports). The widget is :class:`mjteach.widgets.Practice`; for a lesson::

    from mjteach.practice import Practice
    Practice(concepts=["kan-legality", "meld-layout"])

Concept ids (``CONCEPTS``), what is asked, and where the answer comes from:

==================  =============================================================  ===========================
id                  question                                                       answer read from
==================  =============================================================  ===========================
``kan-legality``    may this ankan / kakan / daiminkan be made now, and if not     ``Round.why_not``
                    why (after a call, last tile, riichi, kan limit)
``meld-layout``     where the called tile lies sideways, where a kakan's tile      ``Meld.layout``
                    goes, which ankan tiles are face down
``kan-fu``          fu of the set (difficulty 1) / of the hand (2) / points (3)    ``scoring.compare_kan``
                    after the kan
``rinshan-wall``    click the wall: the rinshan draw (1, 3) / the new haitei (2,   ``Round.play`` events
                    3) / this kan's indicator (3); dice and earlier kans vary
``kan-dora``        when the kan-dora indicator is turned; does it count for a     ``Round.play`` events
                    rinshan win on this kan
``call-priority``   who gets this discard (ron / pon / kan / chi, first voice)     ``claims`` event
``kuikae``          which discards are banned after this call (pick all)           ``Round.legal_actions``
``kuisagari``       han left after opening the hand with this call                 ``scoring.compare_call``
``chankan``         can this kakan / ankan be robbed                               ``Round`` chankan window
``worth-kan``       more, same or fewer points with the kan; risks beside          ``scoring.compare_kan``
``real-moment``     a recorded kan of a real Tenhou game: which tile its           the replay, shipped in
                    indicator made dora (1), when that was turned or what was      ``data/real_moments.json``
                    legal then (2), live tiles left and the set's fu after it      (``tools/extract_moments``)
                    (3); what the player really did next
==================  =============================================================  ===========================

:func:`make` ``(concept, seed, difficulty=1, rules=None) -> Exercise`` makes one; difficulty is
1..3. Raises ValueError for an unknown concept or difficulty, :class:`ExerciseError` if no
situation could be built.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..rules import Rules
from .calls import call_priority, kuikae, kuisagari
from .exercise import Choice, Exercise, ExerciseError, Msg
from .kans import chankan, kan_dora, kan_fu, kan_legality, meld_layout, rinshan_wall, worth_kan
from .moments import real_moment

__all__ = ["CONCEPTS", "GENERATORS", "Choice", "Exercise", "ExerciseError", "Msg", "make",
           "Practice"]

GENERATORS: dict[str, Callable[..., Exercise]] = {
    "kan-legality": kan_legality,
    "meld-layout": meld_layout,
    "kan-fu": kan_fu,
    "rinshan-wall": rinshan_wall,
    "kan-dora": kan_dora,
    "call-priority": call_priority,
    "kuikae": kuikae,
    "kuisagari": kuisagari,
    "chankan": chankan,
    "worth-kan": worth_kan,
    "real-moment": real_moment,
}
CONCEPTS: tuple[str, ...] = tuple(GENERATORS)
DIFFICULTIES = (1, 2, 3)


def make(concept: str, seed: int, difficulty: int = 1, rules: Rules | str | None = None
         ) -> Exercise:
    """A new exercise of ``concept`` from ``seed`` at ``difficulty`` (1..3) under ``rules`` (a
    Rules object or preset name; default Tenhou)."""
    if concept not in GENERATORS:
        raise ValueError(f"unknown concept {concept!r}: choose one of {', '.join(CONCEPTS)}")
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"difficulty must be 1, 2 or 3, not {difficulty!r}")
    if isinstance(rules, str):
        rules = Rules.preset(rules)
    return GENERATORS[concept](int(seed), difficulty, rules or Rules())


def __getattr__(name: str) -> Any:  # the widget loads only when asked (keeps the model plain)
    if name == "Practice":
        from ..widgets.practice import Practice

        return Practice
    raise AttributeError(f"module 'mjteach.practice' has no attribute {name!r}")
