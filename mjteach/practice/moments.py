"""Real moments: exercises cut from real Tenhou games at a recorded kan (concept ``real-moment``).

The moments are in ``mjteach/data/real_moments.json``, written by ``tools/extract_moments.py``
from the checked records in tests/data/realgames/ (the package never reads tests/): each recorded
kan replayed on the engine, with what it changed and what the player did next. The answer is the
replay's, not a rule restated:

* difficulty 1: this kan's kan-dora indicator (from the record); which tile did it make dora;
* difficulty 2: when was that indicator turned: at once, later (the player's discard or next
  kan) or never (the hand ended first: a rinshan win on an open kan, a chankan); or (half of the
  seeds) what was legal for the player at that moment, pick every one (the engine's legal
  actions in the replay: kans, tsumo, riichi; on a discard daiminkan, pon, chi, ron), at a kan
  made or at a moment a kan was legal and the player did something else (``passes``);
* difficulty 3: what the kan changed: live tiles left after its rinshan draw and the fu of the
  kan set (the triplet's fu and the count before the kan are the mistakes offered).

The explanation says what the player really did next.
"""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path
from typing import Any

from ..rules import Rules
from ..scoring.core import set_fu
from ..tiles import Tile
from .exercise import Choice, Exercise, ExerciseError, Msg

__all__ = ["real_moment", "moments"]

DATA = Path(__file__).resolve().parent.parent / "data" / "real_moments.json"
_ASK = {1: "dora", 2: "timing", 3: "change"}
_LEGAL_CHOICES = {"act": ("ankan", "kakan", "tsumo", "riichi"),
                  "respond": ("daiminkan", "pon", "chi", "ron")}


@cache
def _data() -> dict[str, Any]:
    return json.loads(DATA.read_text(encoding="utf-8"))


def moments() -> tuple[dict[str, Any], ...]:
    """The shipped recorded kans (see the module docstring), in file, hand and step order."""
    return tuple(_data()["moments"])


def passes() -> tuple[dict[str, Any], ...]:
    """The shipped moments where a kan was legal and the player did something else."""
    return tuple(_data()["passes"])


def _usable(m: dict[str, Any], ask: str) -> bool:
    if ask == "dora":
        return m["indicator"] is not None
    if ask == "change":
        return m["live_after"] is not None
    return True


def _who(m: dict[str, Any]) -> Msg:
    return Msg.of("practice.moment.who", wind=Msg.of(f"w.wind.{(m['seat'] - m['dealer']) % 4}"))


def _then(m: dict[str, Any]) -> Msg:
    then = m["then"]
    fields = {"tile": Tile.parse(then["tile"])} if "tile" in then else {}
    return Msg.of("practice.moment.then." + then["did"], **fields)


def _triplet_fu(m: dict[str, Any]) -> int:
    """The fu of the three tiles before the kan: a concealed triplet for an ankan, an open one
    (the pon, or three in hand called by a daiminkan) otherwise."""
    t = Tile.parse(m["tile"])
    terminal = t.kind >= 27 or t.kind % 9 in (0, 8)
    return set_fu("concealed_triplet" if m["kind"] == "ankan" else "pon", terminal)


def real_moment(seed: int, difficulty: int = 1, rules: Rules | None = None) -> Exercise:
    """A recorded kan from a real Tenhou game and a question the replay answers (module
    docstring). The game was played under Tenhou rules, whatever ``rules`` the learner's table
    has: the prompt says so."""
    rules = rules or Rules()
    rng = random.Random(f"real-moment:{seed}:{difficulty}")
    ask = _ASK[difficulty]
    if difficulty == 2 and rng.random() < 0.5:
        ask = "legal"
    pool = [m for m in moments() if _usable(m, ask)]
    if ask == "legal":  # a kan made or a kan passed up: what was legal is asked of both
        pool += passes()
    if not pool:
        raise ExerciseError(f"real-moment: no recorded moment for a {ask} question")
    m = pool[rng.randrange(len(pool))]
    kind = Msg.of("meld." + m["kind"])
    tile = Tile.parse(m["tile"])
    if m["kind"] == "ankan":  # the four tiles, not the one the record names (maybe the red one)
        tile = Tile(tile.kind)
    base = dict(game=m["hand"], who=_who(m), kind=kind, tile=tile, live=m["live_before"])
    if ask == "dora":
        from .kans import _dora_choices

        ind = Tile.parse(m["indicator"])
        dora = Tile(ind.dora().kind)
        opts = _dora_choices(rng, ind, 4)
        choices = tuple(Choice(t.notation, t.notation, tile=t.notation) for t in opts)
        answer = dora.notation
        prompt = Msg.of("practice.moment.prompt.dora", indicator=ind, **base)
        told = Msg.of("practice.kan_dora.explain.dora", indicator=ind, dora=dora)
        mistake = Msg.of("practice.kan_dora.mistake.dora")
        hint = Msg.of("practice.kan_dora.hint.dora")
    elif ask == "legal":
        ids = list(_LEGAL_CHOICES["respond" if m["kind"] == "daiminkan" else "act"])
        rng.shuffle(ids)
        choices = tuple(Choice(c, Msg.of(f"practice.moment.legal.{c}")) for c in ids)
        legal = frozenset(m["legal"]) & set(ids)
        passed = m["id"].rsplit("/", 1)[1].startswith("pass")
        prompt = Msg.of("practice.moment.prompt.legal", **base) if not passed else Msg.of(
            "practice.moment.prompt.legal_pass", game=m["hand"], who=_who(m), live=m["live_before"],
            when=Msg.of("practice.moment.when." + ("discard" if m["kind"] == "daiminkan"
                                                   else "draw"), tile=tile))
        told = Msg.of("practice.moment.explain.legal",
                      legal=[Msg.of(f"practice.moment.legal.{c}") for c in sorted(legal)])
        mistake = Msg.of("practice.moment.mistake.legal")
        hint = Msg.of("practice.moment.hint.legal")
    elif ask == "timing":
        ids = ["immediate", "later", "none"]
        rng.shuffle(ids)
        choices = tuple(Choice(c, Msg.of(f"practice.moment.timing.{c}")) for c in ids)
        answer = m["indicator_timing"]
        prompt = Msg.of("practice.moment.prompt.timing", **base)
        told = Msg.of(f"practice.moment.explain.timing.{answer}", kind=kind)
        mistake = Msg.of(f"practice.moment.mistake.timing.{answer}")
        hint = Msg.of("practice.kan_dora.hint.timing")
    else:
        live, fu, fu3 = m["live_after"], m["set_fu"], _triplet_fu(m)
        pairs = {(live, fu), (m["live_before"], fu), (live, fu3), (m["live_before"], fu3)}
        opts = sorted(pairs)
        rng.shuffle(opts)
        choices = tuple(Choice(f"{a}/{b}", Msg.of("practice.moment.change", live=a, fu=b))
                        for a, b in opts)
        answer = f"{live}/{fu}"
        prompt = Msg.of("practice.moment.prompt.change", **base)
        told = Msg.of("practice.moment.explain.change", before=m["live_before"], after=live,
                      fu=fu, fu3=fu3, kind=kind)
        mistake = Msg.of("practice.moment.mistake.change")
        hint = Msg.of("practice.moment.hint.change")
    return Exercise(
        concept="real-moment", seed=seed, difficulty=difficulty, rules=rules,
        prompt=prompt, choices=choices, hint=hint,
        answer=legal if ask == "legal" else frozenset({answer}), multi=ask == "legal",
        explanation=[told, Msg.of("practice.moment.really" + (
            "_pass" if m["id"].rsplit("/", 1)[1].startswith("pass") else ""), who=_who(m),
            then=_then(m), kind=kind, tile=tile),
                     Msg.of("practice.moment.record", file=m["file"], game=m["hand"],
                            step=m["step"])],
        source=f"{m['file']} {m['hand']} step {m['step']}; 槓 § 槓ドラ; 槓 § 嶺上牌",
        mistake=mistake,
        figure={"hand": m["hand_before"], "hand_caption": "practice.moment.hand",
                "moment": m["id"], "kind": m["kind"],
                "tile": m["tile"], "ask": ask},
        deciding=f"record.{ask}",
    )
