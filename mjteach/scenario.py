"""Teaching scenarios: a declarative JSON file that sets up a hand mid-play and scripts actions.

Lessons, tests and ``mjteach scenario FILE --json`` share the files in ``mjteach/scenarios/``.

Format (JSON object; every key but ``seats`` is optional)::

    {
      "name": "ankan_basic",
      "title": {"en": "...", "ja": "...", "zh": "..."},
      "source": "槓 § 暗槓",
      "rules": {"preset": "tenhou", "kan_dora_timing_daiminkan": "immediate"},
      "dealer": 0, "round_wind": 0, "honba": 0, "riichi_sticks": 0, "scores": [25000, ...],
      "total": 100000,                          # scores + 1000 × sticks must make it (default
                                                # with sticks: 25,000 a seat, 35,000 in sanma)
      "dice": [3, 4], "seed": 1,
      "seats": [
        {"hand": "123m456p789s1122z+8s [....]", "discards": "19m", "riichi": false,
         "double_riichi": false, "ippatsu": false},
        ...
      ],
      "turn": 0,
      "phase": "act" | "draw" | "respond",      # default: act if the turn seat holds 14 tiles
      "after_call": false,                      # the turn seat just called chi/pon (must discard)
      "dora_indicators": "3p",                  # indicators shown (first, then kan dora)
      "live": "5s1z...",                        # the next live draws, in order
      "live_remaining": 40,                     # live tiles left (default: from the tiles out)
      "rinshan": "7p...", "kan_dora": "2m...", "ura": "9s...",
      "yama": "...",                            # instead of seats: the whole wall, dealt fresh
      "actions": ["0: ankan 8s", {"seat": 1, "action": "pass"},
                  {"seat": 0, "action": "kakan 5p", "expect": "kan.after_call"}]
    }

Hands use mjteach hand notation (``+`` marks the drawn tile; melds as in :mod:`mjteach.melds`).
Melds are on the table in the order written, each called one from the seat its source mark names
(``<`` kamicha, ``^`` toimen, ``>`` shimocha), so a pao set-up (the third dragon pon, the fourth
wind pon, a daiminkan as the fourth kan) is recorded against that seat (rulesets.md §2.4).
``double_riichi`` puts the seat in double riichi on its first discard.
``discards`` lists the tiles still in each river; each open meld's called tile is put back into the
river it came from, marked called away (before the listed tiles; after the first one of a seat in
double riichi), so furiten and nagashi mangan see it (its tile is counted once, in the meld). Every
kan on the table counts as one rinshan draw and one turned kan-dora indicator (unless
``"pending_kan_dora"`` says how many are still face down); ``kita`` (sanma) lists North tiles set
aside. Tiles not placed are shuffled from ``seed`` into the other positions.

Errors: :class:`ScenarioError` (a ``ValueError``) naming the seat, key or action that is wrong: an
unknown key (with the nearest known one: ``"honbaa"`` → ``honba``), a value of the wrong type, a
fifth copy of a tile, an impossible meld, a wall of the wrong size, a hand of the wrong size, an
action for the wrong seat.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .checks import MAX_POINTS
from .files import JSONError, loads_json, read_text
from .hand import Hand, HandError
from .melds import MeldError, MeldKind
from .round import Action, Round
from .rules import Rules
from .tiles import NotationError, Tile, parse_tiles
from .wall import Wall, WallError, tile_set

__all__ = [
    "Scenario",
    "ScenarioError",
    "load_scenario",
    "scenario_dir",
    "list_scenarios",
    "hand_round",
    "rebuild_round",
    "rules_dict",
]


class ScenarioError(ValueError):
    """A scenario that cannot be set up or run; the message names what is wrong and where."""


def scenario_dir() -> Path:
    """The folder of the scenarios shipped with mjteach."""
    return Path(__file__).parent / "scenarios"


def list_scenarios() -> list[str]:
    """Names of the shipped scenarios (file stems), sorted."""
    return sorted(p.stem for p in scenario_dir().glob("*.json"))


@dataclass
class ScriptStep:
    action: Action
    expect: str | None = None
    text: str = ""


@dataclass
class Scenario:
    """A loaded scenario: ``round`` is ready at the starting position; ``steps`` are the scripted
    actions (not yet played). :meth:`run` plays them on a fresh copy and reports each state."""

    name: str
    data: dict[str, Any]
    round: Round
    steps: list[ScriptStep] = field(default_factory=list)

    @property
    def title(self) -> dict[str, str]:
        t = self.data.get("title", {})
        return t if isinstance(t, dict) else {"en": str(t)}

    def fresh(self) -> Round:
        """A new Round at the scenario's starting position."""
        return build_round(self.data, name=self.name)

    def run(self, *, lang: str = "en") -> dict[str, Any]:
        """Play the scripted actions on a fresh round; the JSON-able report ``mjteach scenario``
        prints. Raises ScenarioError when an action is refused and the script did not expect it."""
        r = self.fresh()
        report: dict[str, Any] = {
            "scenario": self.name,
            "title": self.title.get(lang) or self.title.get("en", ""),
            "source": self.data.get("source", ""),
            "rules": r.rules.name,
            "start": describe(r, lang=lang),
            "steps": [],
        }
        for i, step in enumerate(self.steps, 1):
            a = step.action
            reason = r.why_not(a)
            entry: dict[str, Any] = {"step": i, "seat": a.seat, "action": str(a)}
            if reason is not None:
                entry.update(
                    legal=False,
                    reason=reason.code,
                    message=reason.message(lang),
                    rule=reason.source,
                )
                if step.expect != reason.code:
                    want = "legal" if step.expect in (None, "legal") else step.expect
                    raise ScenarioError(
                        f"scenario {self.name!r}, step {i} ({step.text or a}): seat {a.seat} may "
                        f"not play it: {reason.code}: {reason.message('en')} (expected {want})"
                    )
                report["steps"].append(entry)
                continue
            if step.expect not in (None, "legal"):
                raise ScenarioError(
                    f"scenario {self.name!r}, step {i} ({step.text or a}): expected it to be "
                    f"refused with {step.expect}, but it is legal"
                )
            events = r.play(a)
            entry.update(
                legal=True, events=[e.to_dict() for e in events], state=describe(r, lang=lang)
            )
            report["steps"].append(entry)
        report["result"] = _result(r)
        return report


def _result(r: Round) -> Any:
    if r.result is None:
        return None
    out = {k: v for k, v in r.result.items() if k != "wins"}
    if "wins" in r.result:
        wins = []
        for w in r.result["wins"]:
            d = {k: v for k, v in w.items() if k != "valuation"}
            val = w.get("valuation")
            if val is not None:
                d["han"] = getattr(val, "han", None)
                d["fu"] = getattr(val, "fu", None)
                d["points"] = getattr(val, "points", None)
                d["yaku"] = [getattr(y, "key", str(y)) for y in getattr(val, "yaku", [])]
            wins.append(d)
        out["wins"] = wins
    return json.loads(json.dumps(out, default=str))


def refused_attempts(r: Round) -> list[Action]:
    """Kan and call attempts worth explaining now (those a learner might try), legal or not."""
    out: list[Action] = []
    if r.phase == "over":
        return out
    if r.phase in ("respond", "chankan"):
        origin = r.chankan["seat"] if r.phase == "chankan" and r.chankan else r.turn
        tile = (
            r.chankan["tile"]
            if r.phase == "chankan" and r.chankan
            else (r.pending_discard[1] if r.pending_discard else None)
        )
        for k in range(1, r.n):
            s = (origin + k) % r.n
            for kind in ("ron", "daiminkan", "pon", "chi"):
                out.append(Action(kind, s, tile))
        out.append(Action("ankan", origin, tile))
        return out
    s = r.turn
    p = r.players[s]
    seen = set()
    for t in p.closed_tiles:
        if p.counts[t.kind] >= 3 and t.kind not in seen:
            seen.add(t.kind)
            out.append(Action("ankan", s, t))
    for m in p.melds:
        if m.kind is MeldKind.PON:
            out.append(Action("kakan", s, m.first))
    for k in range(1, r.n):
        o = (s + k) % r.n
        out.append(Action("daiminkan", o, None))
    return out


def describe(r: Round, *, lang: str = "en") -> dict[str, Any]:
    """State summary, legal actions per waiting seat, and the reason for every kan/call attempt
    (see :func:`refused_attempts`) that is not legal."""
    state = r.state_summary()
    state["legal_actions"] = {str(s): [str(a) for a in r.legal_actions(s)] for s in r.waiting_on}
    refused = []
    for a in refused_attempts(r):
        reason = r.why_not(a)
        if reason is not None:
            refused.append(
                {
                    "seat": a.seat,
                    "action": str(a),
                    "reason": reason.code,
                    "message": reason.message(lang),
                    "rule": reason.source,
                }
            )
    state["refused"] = refused
    if r.result is not None:
        state["result"] = _result(r)
    return state


# ----------------------------------------------------------------------------------------------
def load_scenario(source: str | Path | dict[str, Any]) -> Scenario:
    """Load a scenario from a dict, JSON text, a file path or a shipped scenario's name.

    Raises ScenarioError: bad content (naming it), or a name that is neither a shipped
    scenario nor a file (listing the shipped names); OSError only if an existing file cannot be read.
    """
    name = "scenario"
    if isinstance(source, dict):
        data = source
    else:
        text = str(source)
        if text.lstrip().startswith("{"):
            data = _json(text, "scenario text")
        else:
            path = Path(text)
            if not _exists(path) and _exists(scenario_dir() / f"{text}.json"):
                path = scenario_dir() / f"{text}.json"
            if not _exists(path):
                shipped = sorted(f.stem for f in scenario_dir().glob("*.json"))
                raise ScenarioError(
                    f"no scenario {text!r}: not a shipped scenario name ({', '.join(shipped)}) "
                    "and no such file"
                )
            try:
                text = read_text(path)
            except (OSError, UnicodeDecodeError) as exc:  # a folder, a FIFO, not UTF-8
                raise ScenarioError(f"{path}: cannot read the scenario file: {exc}") from None
            data = _json(text, str(path))
            name = path.stem
    if not isinstance(data, dict):
        raise ScenarioError("a scenario is a JSON object")
    name = str(data.get("name", name))
    r = build_round(data, name=name)
    steps = _steps(data.get("actions", []), r, name)
    return Scenario(name, data, r, steps)


def _exists(path: Path) -> bool:
    """``path.exists()``, False for a name the system cannot even look up (too long, a NUL)."""
    try:
        return path.exists()
    except (OSError, ValueError):
        return False


def _json(text: str, where: str) -> Any:
    try:
        return loads_json(text)
    except JSONError as exc:
        raise ScenarioError(f"{where}: {exc}") from None


def _steps(actions: Any, r: Round, name: str) -> list[ScriptStep]:
    if not isinstance(actions, list):
        raise ScenarioError(f"scenario {name!r}: 'actions' must be a list")
    out = []
    for i, item in enumerate(actions, 1):
        expect = None
        if isinstance(item, str):
            seat_text, sep, rest = item.partition(":")
            if not sep:
                raise ScenarioError(f"scenario {name!r}, action {i} {item!r}: write 'SEAT: action'")
            seat_s, text = seat_text.strip(), rest.strip()
        elif isinstance(item, dict):
            seat_s, text = str(item.get("seat", "")), str(item.get("action", ""))
            expect = item.get("expect")
        else:
            raise ScenarioError(f"scenario {name!r}, action {i}: a string or an object")
        try:
            seat = int(seat_s)
        except ValueError:
            raise ScenarioError(
                f"scenario {name!r}, action {i} {item!r}: seat {seat_s!r} is not a number"
            ) from None
        if not 0 <= seat < r.n:
            raise ScenarioError(
                f"scenario {name!r}, action {i} {item!r}: there is no seat {seat} ({r.n} players)"
            )
        try:
            action = Action.parse(text, seat)
        except ValueError as exc:
            raise ScenarioError(f"scenario {name!r}, action {i} {item!r}: {exc}") from None
        out.append(ScriptStep(action, expect, text=f"{seat}: {text}"))
    return out


def _tiles(value: Any, where: str) -> list[Tile]:
    if value is None:
        return []
    if isinstance(value, list):
        value = "".join(str(v) for v in value)
    try:
        return parse_tiles(str(value))
    except NotationError as exc:
        raise ScenarioError(f"{where}: {exc}") from None


_FLAGS = ("after_call", "interrupted", "suukaikan_pending", "rinshan_draw")
_COUNTS = ("dealer", "turn", "round_wind", "honba", "riichi_sticks", "pending_kan_dora",
           "live_remaining", "live_draws_extra", "seed", "total")
_TEXTS = ("name", "source", "phase", "rinshan_kind")
_TILES = ("dora_indicators", "live", "rinshan", "kan_dora", "ura")
_KEYS = frozenset((*_FLAGS, *_COUNTS, *_TEXTS, *_TILES, "title", "rules", "scores", "dice",
                   "seats", "yama", "actions"))
_SEAT_FLAGS = ("riichi", "double_riichi", "ippatsu", "furiten_temporary")
_SEAT_KEYS = frozenset((*_SEAT_FLAGS, "hand", "discards", "kita", "riichi_discard"))


def _unknown(keys: Any, known: frozenset[str], where: str) -> None:
    """A ScenarioError for the first key not in ``known``, with the nearest known one: a misspelt
    ``"honbaa": 2`` used to be skipped and the hand played with honba 0."""
    import difflib

    for key in keys:
        if key not in known:
            near = difflib.get_close_matches(str(key), sorted(known), n=1)
            hint = f" (did you mean {near[0]!r}?)" if near else ""
            raise ScenarioError(f"{where}: unknown key {key!r}{hint}; known keys: "
                                f"{', '.join(sorted(known))}")


def _check_shape(data: dict[str, Any], where: str) -> None:
    """Every key known and of its type, before anything is built (raises ScenarioError naming
    the key): flags true/false, counts whole numbers, texts strings, tiles notation."""
    _unknown(data, _KEYS, where)
    for key in _FLAGS:
        if key in data and not isinstance(data[key], bool):
            raise ScenarioError(f"{where}: {key} must be true or false, not {data[key]!r}")
    for key in _COUNTS:
        v = data.get(key)
        if key in data and (isinstance(v, bool) or not isinstance(v, int)) and not (
                v is None and key == "total"):  # "total": null is the same as no total
            raise ScenarioError(f"{where}: {key} must be a whole number, not {v!r}")
    for key in _TEXTS:
        if key in data and not isinstance(data[key], str):
            raise ScenarioError(f"{where}: {key} must be text, not {data[key]!r}")
    dice = data.get("dice", [3, 4])
    if (not isinstance(dice, list) or len(dice) != 2
            or not all(type(d) is int and 1 <= d <= 6 for d in dice)):
        raise ScenarioError(f"{where}: dice must be two whole numbers 1–6, not {dice!r}")
    seats = data.get("seats", [])
    if not isinstance(seats, list):
        raise ScenarioError(f"{where}: 'seats' must be a list, not {seats!r}")
    for s, seat in enumerate(seats):
        if isinstance(seat, str):
            continue
        if not isinstance(seat, dict):
            raise ScenarioError(f"{where}: seat {s} must be hand notation or an object with "
                                f'"hand", not {seat!r}')
        _unknown(seat, _SEAT_KEYS, f"{where}: seat {s}")
        if not isinstance(seat.get("hand", ""), str):
            raise ScenarioError(f"{where}: seat {s} hand must be hand notation (text), not "
                                f"{seat['hand']!r}")
        for key in _SEAT_FLAGS:
            if key in seat and not isinstance(seat[key], bool):
                raise ScenarioError(f"{where}: seat {s} {key} must be true or false, not "
                                    f"{seat[key]!r}")
        v = seat.get("riichi_discard", 0)
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise ScenarioError(f"{where}: seat {s} riichi_discard must be a whole number ≥ 0, "
                                f"not {v!r}")


def build_round(data: dict[str, Any], *, name: str = "scenario") -> Round:
    """Set up the Round a scenario describes (see the module docstring)."""
    where = f"scenario {name!r}"
    if not isinstance(data, dict):
        raise ScenarioError(f"{where}: a scenario is a JSON object, not {type(data).__name__}")
    _check_shape(data, where)
    try:
        rules = Rules.from_dict(data.get("rules", {}) or {})
    except (TypeError, ValueError, KeyError) as exc:
        raise ScenarioError(f"{where}: rules: {exc.args[0] if exc.args else exc}") from None
    n = rules.players
    if "yama" in data:
        return _round_from_yama(data, rules, where, name)
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) != n:
        raise ScenarioError(f"{where}: 'seats' must list {n} seats for {n}-player rules")
    dealer = int(data.get("dealer", 0))
    turn = int(data.get("turn", dealer))
    if not 0 <= turn < n or not 0 <= dealer < n:
        raise ScenarioError(f"{where}: turn/dealer must be seats 0–{n - 1}")
    hands: list[Hand] = []
    rivers: list[list[Tile]] = []
    kitas: list[list[Tile]] = []
    for s, seat in enumerate(seats):
        if isinstance(seat, str):
            seat = {"hand": seat}
        try:
            hand = Hand.parse(seat.get("hand", ""))
        except (NotationError, MeldError, HandError) as exc:
            raise ScenarioError(f"{where}: seat {s} hand: {exc}") from None
        hands.append(hand)
        rivers.append(_tiles(seat.get("discards"), f"{where}: seat {s} discards"))
        kitas.append(_tiles(seat.get("kita"), f"{where}: seat {s} kita"))
        if kitas[-1] and any(t.kind != 30 for t in kitas[-1]):
            raise ScenarioError(f"{where}: seat {s} kita: only North (4z) is set aside")
        if rules.players == 4 and kitas[-1]:
            raise ScenarioError(f"{where}: seat {s} kita: kita is a three-player rule")
    phase = data.get("phase")
    for s, hand in enumerate(hands):
        size = hand.size
        want = (13,) if s != turn else (13, 14)
        if phase == "respond" and s == turn:
            want = (13,)
        if size not in want:
            raise ScenarioError(
                f"{where}: seat {s} hand has {size} tiles (a kan counting as 3); "
                f"it needs {' or '.join(map(str, want))}"
            )
    if phase is None:
        phase = "act" if hands[turn].size == 14 else "draw"
    if phase not in ("draw", "act", "respond"):
        raise ScenarioError(f"{where}: phase must be draw, act or respond, not {phase!r}")
    if phase == "act" and hands[turn].size != 14:
        raise ScenarioError(f"{where}: phase act needs 14 tiles in seat {turn}'s hand")
    if phase == "respond" and not rivers[turn]:
        raise ScenarioError(f"{where}: phase respond needs a discard by seat {turn}")

    # tiles out of the wall, and how they left it
    out: list[Tile] = []
    owners: list[str] = []
    for s in range(n):
        for t in hands[s].all_tiles():
            out.append(t)
            owners.append(f"seat {s} hand")
        for t in rivers[s]:
            out.append(t)
            owners.append(f"seat {s} discards")
        for t in kitas[s]:
            out.append(t)
            owners.append(f"seat {s} kita")
    kans = [(s, m) for s in range(n) for m in hands[s].melds if m.is_kan]
    kan_count = len(kans)
    kita_count = sum(len(k) for k in kitas)
    if kan_count > 4:
        raise ScenarioError(f"{where}: {kan_count} kans on the table: at most 4 per hand")
    rinshan_taken = kan_count + kita_count
    pending = int(data.get("pending_kan_dora", 0))
    if not 0 <= pending <= kan_count:
        raise ScenarioError(f"{where}: pending_kan_dora must be 0–{kan_count} (kans on the table)")
    revealed = kan_count - pending if rules.kan_dora else 0
    live_taken = len(out) - 13 * n - rinshan_taken
    if live_taken < 0:
        raise ScenarioError(
            f"{where}: only {len(out)} tiles are out of the wall; the deal alone "
            f"takes {13 * n} (plus {rinshan_taken} rinshan draws)"
        )
    dice = tuple(data.get("dice", (3, 4)))
    rng = random.Random(data.get("seed", 0))
    full = tile_set(rules)
    # copies left of each tile (a red five is its own tile); counted, not searched in a list
    left = Counter(full)
    for t, owner in zip(out, owners, strict=True):
        if left[t] <= 0:
            where_else = [o for u, o in zip(out, owners, strict=True) if u.kind == t.kind]
            if t.red and left[t.plain] > 0:
                raise ScenarioError(
                    f"{where}: a red five {t.notation} too many ({owner}); "
                    f"these rules have {rules.aka_count(t.suit)} red {t.suit}"
                )
            raise ScenarioError(
                f"{where}: a fifth {t.notation} ({owner}); the copies are in: "
                f"{', '.join(where_else)}"
            )
        left[t] -= 1
    pool = []  # the tiles still in the wall, in the set's order
    for t in full:
        if left[t] > 0:
            left[t] -= 1
            pool.append(t)

    # simulate the wall's history with a dummy to learn which positions are taken
    try:
        dummy = Wall(full, dice, rules, check_tiles=False)  # type: ignore[arg-type]
    except WallError as exc:
        raise ScenarioError(f"{where}: dice: {exc}") from None
    dummy.skip_deal()
    for _ in range(live_taken):
        if dummy.live_remaining <= 0:
            raise ScenarioError(f"{where}: {len(out)} tiles out is more than the wall can give")
        dummy.draw()
    for i in range(rinshan_taken):
        if dummy.rinshan_remaining <= 0:
            raise ScenarioError(f"{where}: more kans/kita than rinshan tiles")
        dummy.draw_rinshan(kita=i >= kan_count)
    for _ in range(revealed):
        dummy.reveal_kan_dora()
    if "live_remaining" in data:
        want = int(data["live_remaining"])
        extra = dummy.live_remaining - want
        if extra < 0:
            raise ScenarioError(
                f"{where}: live_remaining {want} is more than the {dummy.live_remaining} "
                "left after the tiles out"
            )
        # the rest were drawn and are now in hands/rivers we do not track: discard them unseen
        for _ in range(extra):
            dummy.draw()
    yama: list[Tile | None] = [None] * dummy.size
    taken = [i for i in range(dummy.size) if dummy.taken(i)]
    # place the specified upcoming tiles
    specified: list[tuple[list[int], list[Tile], str]] = []
    live_idx = (
        list(range(dummy.next_draw_index, dummy.haitei_index - 1, -1))
        if dummy.next_draw_index is not None
        else []
    )
    specified.append((live_idx, _tiles(data.get("live"), f"{where}: live"), "live"))
    specified.append(
        (dummy.rinshan_indices(), _tiles(data.get("rinshan"), f"{where}: rinshan"), "rinshan")
    )
    ind = dummy.all_indicator_indices()
    shown = dummy.indicator_indices()
    specified.append(
        (shown, _tiles(data.get("dora_indicators"), f"{where}: dora_indicators"), "dora_indicators")
    )
    specified.append(
        (ind[len(shown) :], _tiles(data.get("kan_dora"), f"{where}: kan_dora"), "kan_dora")
    )
    specified.append((dummy.all_ura_indices(), _tiles(data.get("ura"), f"{where}: ura"), "ura"))
    for idx, tiles, key in specified:
        if len(tiles) > len(idx):
            raise ScenarioError(
                f"{where}: '{key}' lists {len(tiles)} tiles but the wall has room "
                f"for {len(idx)} there"
            )
        for i, t in zip(idx, tiles, strict=False):
            if t not in pool:
                raise ScenarioError(
                    f"{where}: '{key}': a fifth {t.notation} (or one red five too "
                    "many): every copy is already placed"
                )
            if yama[i] is not None:
                raise ScenarioError(f"{where}: '{key}': position {i} is already given")
            pool.remove(t)
            yama[i] = t
    # tiles out go to the taken positions, the rest are shuffled into the free ones
    out_left = list(out)
    rng.shuffle(pool)
    for i in taken:
        if yama[i] is None and out_left:
            yama[i] = out_left.pop()
    fill = out_left + pool
    for i in range(dummy.size):
        if yama[i] is None:
            yama[i] = fill.pop()
    # every tile came from the rules' set once (counted above): the wall need not sort to check
    wall = Wall(yama, dice, rules, check_tiles=False)  # type: ignore[arg-type]
    wall._restore(dummy._state())
    r = Round(rules, wall, **_start(data, rules, where), deal=False)
    r.wall._restore(dummy._state())
    called = _called_from(r, hands)
    for s in range(n):
        p = r.players[s]
        h = hands[s]
        seat = seats[s] if isinstance(seats[s], dict) else {}
        p.concealed = list(h.concealed)
        p.drawn = h.drawn
        p.melds = list(h.melds)
        # the tiles called from this river go back into it, marked called away: before the
        # listed discards, or after the first one of a seat in double riichi (its first discard)
        at = 1 if seat.get("double_riichi") and rivers[s] else 0
        if called[s] and phase == "respond" and s == turn and at == len(rivers[s]):
            raise ScenarioError(f"{where}: seat {s}: a tile was called from its river before "
                                "its first discard")
        p.discards = rivers[s][:at] + called[s] + rivers[s][at:]
        p.called_away = [False] * at + [True] * len(called[s]) + [False] * (len(rivers[s]) - at)
        p.tsumogiri = [False] * len(p.discards)
        p.kita = list(kitas[s])
        p._set_counts(h.counts34())
        if seat.get("riichi") or seat.get("double_riichi"):
            if any(m.is_open for m in h.melds):
                raise ScenarioError(f"{where}: seat {s} is in riichi with an open meld")
            if seat.get("double_riichi") and not rivers[s]:
                raise ScenarioError(f"{where}: seat {s} double_riichi needs its riichi discard in "
                                    "'discards' (the first one)")
            p.riichi = p.riichi_declared = True
            p.double_riichi = bool(seat.get("double_riichi", False))
            default = 0 if p.double_riichi else max(0, len(rivers[s]) - 1)
            listed = int(seat.get("riichi_discard", default))  # counted in the listed discards
            p.riichi_discard = listed if listed < at else listed + len(called[s])
            p.ippatsu = bool(seat.get("ippatsu", False))
        p.furiten_temporary = bool(seat.get("furiten_temporary", False))
        r.discard_counts[s] = len(p.discards)
    for s in range(n):
        r._pao_from_table(s)  # liability from the melds' order and sources (rulesets.md §2.4)
    r.kan_owners = [s for s, _ in kans]
    r.pending_reveals = [m.kind.value for _, m in kans][len(kans) - pending :] if pending else []
    if (
        kan_count == 4
        and len({s for s, _ in kans}) >= 2
        and rules.suukaikan
        and data.get("suukaikan_pending", True)
    ):
        r.suukaikan_pending = True
    r.uninterrupted = not any(h.melds for h in hands) and not data.get("interrupted", False)
    r.live_draws = live_taken + (int(data.get("live_draws_extra", 0)))
    r.rinshan_draws = rinshan_taken
    r.turn = turn
    r.phase = phase if phase != "respond" else "act"
    r.just_called = bool(data.get("after_call", False))
    if r.just_called:
        last = [m for m in hands[turn].melds if m.kind in (MeldKind.CHI, MeldKind.PON)]
        if not last:
            raise ScenarioError(f"{where}: after_call needs a chi or pon in seat {turn}'s hand")
        m = last[-1]
        rest = list(m.tiles)
        rest.remove(m.called)  # type: ignore[arg-type]
        r.kuikae_banned = r._kuikae_banned(tuple(rest), m.called, m.kind.value)  # type: ignore[arg-type]
    if phase == "act":
        r.last_draw = "live" if hands[turn].drawn is not None else None
        if data.get("rinshan_draw"):
            r.last_draw = "rinshan"
            r.rinshan_kind = str(
                data.get("rinshan_kind", kans[-1][1].kind.value if kans else "ankan")
            )
    if phase == "respond":
        tile = rivers[turn][-1]
        r.houtei = r.wall.live_remaining == 0
        r.pending_discard = (turn, tile, False)
        r._open_responses(turn)
    r.events.append(_setup_event(r, name))
    r.mark_start()
    return r


def _called_from(r: Round, hands: list[Hand]) -> list[list[Tile]]:
    """Per seat, the tiles the open melds on the table called from that seat's river, in the
    melds' order (a kakan's called tile is its pon's)."""
    called: list[list[Tile]] = [[] for _ in range(r.n)]
    for s, hand in enumerate(hands):
        for m in hand.melds:
            if m.source is not None and m.called is not None:
                called[r.source_seat(s, m)].append(m.called)
    return called


def _round_from_yama(data: dict[str, Any], rules: Rules, where: str, name: str) -> Round:
    """A scenario given as the whole wall (``"yama"``: MPSZ in yama order, index 0 first, or a
    list of Tenhou 136-ids): the hand is dealt from it and played from the first draw."""
    dice = tuple(data.get("dice", (3, 4)))
    yama = data["yama"]
    try:
        if isinstance(yama, list) and all(isinstance(i, int) for i in yama):
            wall = Wall.from_tenhou_yama(yama, dice, rules)  # type: ignore[arg-type]
        else:
            wall = Wall(_tiles(yama, f"{where}: yama"), dice, rules)  # type: ignore[arg-type]
    except WallError as exc:
        raise ScenarioError(f"{where}: yama: {exc}") from None
    return Round(rules, wall, **_start(data, rules, where))


def _start(data: dict[str, Any], rules: Rules, where: str) -> dict[str, Any]:
    """The hand's start from a scenario (dealer, round_wind, honba, riichi_sticks, scores), checked:
    whole numbers, honba and sticks not negative, one score per seat; the scores plus 1000 × the
    sticks must make ``"total"`` (with sticks on the table and no total: the usual 25,000 per
    seat, 35,000 in three-player, as :class:`mjteach.game.Game`). Raises ScenarioError naming the
    key."""
    n = rules.players
    out: dict[str, Any] = {}
    for key, low, high in (("dealer", 0, n - 1), ("round_wind", 0, 3), ("honba", 0, 10**4),
                           ("riichi_sticks", 0, 10**4)):
        v = data.get(key, 0)
        if isinstance(v, bool) or not isinstance(v, int) or not low <= v <= high:
            raise ScenarioError(f"{where}: {key} must be a whole number {low}–{high}, not {v!r}")
        out[key] = v
    scores = data.get("scores")
    if scores is not None:
        if (not isinstance(scores, list) or len(scores) != n
                or not all(type(x) is int and abs(x) <= MAX_POINTS for x in scores)):
            raise ScenarioError(f"{where}: scores must list {n} whole numbers, not {scores!r}")
        total = data.get("total")
        have = sum(scores) + 1000 * out["riichi_sticks"]
        if total is None and out["riichi_sticks"]:  # sticks come out of a game's usual total
            total = (35000 if n == 3 else 25000) * n
        if total is not None and have != total:
            raise ScenarioError(
                f"{where}: scores {scores} plus {out['riichi_sticks']} riichi stick(s) make {have}, "
                f"not the total {total}")
        out["scores"] = list(scores)
    return out


def _setup_event(r: Round, name: str) -> Any:
    from .round import Event

    return Event(
        "deal",
        None,
        None,
        {
            "scenario": name,
            "dealer": r.dealer,
            "hands": [p.hand.notation for p in r.players],
            "dora_indicators": [t.notation for t in r.wall.dora_indicators],
            "live_remaining": r.wall.live_remaining,
        },
    )


def scenario_json(source: str | Path | dict[str, Any], *, lang: str = "en") -> dict[str, Any]:
    """Load and run a scenario; the report as a dict (what ``mjteach scenario --json`` prints)."""
    return load_scenario(source).run(lang=lang)


# ----- rounds for a hand (KanLab, lessons): the situation belongs to the model, not the widget ----
def hand_round(hand: Hand, rules: Rules, *, seed: int = 1) -> Round:
    """A round (through :mod:`mjteach.scenario`) where seat 0, the dealer, holds ``hand`` (13 or
    14 tiles, a kan counting as 3; melds allowed) and it is seat 0's turn, in mid-play (two
    discards in each river). The other seats get 13 of the remaining tiles each, shuffled with
    ``seed`` (a filler, not a rule).

    Raises ScenarioError (a ValueError) naming what the scenario refuses.
    """
    from .i18n import t
    from .tiles import format_tiles

    if hand.size not in (13, 14):
        raise ScenarioError(t("w.lab.hand_size", n=hand.size))
    pool = list(tile_set(rules))
    for tile in hand.all_tiles():
        if tile in pool:
            pool.remove(tile)
        else:
            pool.remove(tile.plain)
    random.Random(seed).shuffle(pool)
    n = rules.players
    # two discards in every river: the hand is in mid-play, not on the first go-around (so no
    # tenhou / double riichi by accident)
    rivers = [pool[13 * (n - 1) + 2 * s : 13 * (n - 1) + 2 * s + 2] for s in range(n)]
    seats = [{"hand": hand.notation, "discards": format_tiles(rivers[0], sort=False)}]
    for s in range(1, n):
        seats.append(
            {
                "hand": format_tiles(pool[13 * (s - 1) : 13 * s]),
                "discards": format_tiles(rivers[s], sort=False),
            }
        )
    data = {
        "name": "hand",
        "rules": rules_dict(rules),
        "seats": seats,
        "turn": 0,
        "dealer": 0,
        "interrupted": True,
    }
    return load_scenario(data).round


def rules_dict(rules: Rules) -> dict:
    """``rules`` as a scenario's ``rules`` entry (without the ``unverified`` marks)."""
    d = rules.to_dict()
    d.pop("unverified", None)
    return d


def rebuild_round(rnd: Round, rules: Rules) -> Round:
    """The same deal under other rules: a new Round on the original wall, replaying its history."""
    fresh = Round(
        rules,
        _undealt(rnd),
        dealer=rnd.dealer,
        round_wind=rnd.round_wind,
        honba=rnd.honba,
        riichi_sticks=rnd.riichi_sticks,
    )
    for a in rnd.history:
        if fresh.why_not(a) is not None:
            break
        fresh.play(a)
    return fresh


def _undealt(rnd: Round) -> Wall:
    """The round's wall as it was before the deal (same tiles, same dice, same rules)."""
    w = rnd.wall
    return Wall(w.yama, w.dice, w.rules)
