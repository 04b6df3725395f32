"""Replay a recorded hand through the engine and check that the engine predicts what happened.

Each hand is played on :class:`mjteach.round.Round` under the ``tenhou`` preset, with the wall the
record implies: the wall regenerated from the mjlog SHUFFLE seed (:mod:`.shuffle`), the stored wall
of an mjteach log, or, for Tenhou JSON and mjai (which keep no wall), a wall rebuilt from the deal,
the draws and the indicators (the rest of the tile set fills the unseen places).

The record *drives* the engine with the choices players made (draw, discard, riichi, chi, pon, the
three kans, tsumo, ron, pass); everything else is the engine's own prediction and is compared with
the record at the place it happens:

* every live draw and every rinshan draw (tile, and for mjlog the exact 136-id at the engine's
  yama index: rinshan 1, 0, 3, 2; live 83 down to 14 + kans; FORMATS.md §5.1);
* every kan-dora indicator and the moment it turns (ankan at once; daiminkan/kakan at the
  kanner's discard or next kan; none after a chankan or a rinshan kaihou on a minkan: §6);
* that each logged call, kan and win is legal for the engine (it is in ``legal_actions()``);
* abortive and exhaustive draws (four kans by two or more players, 70 draws), tenpai and payments;
* for every win the han, fu, yaku, points and payments Tenhou recorded (AGARI ``ten``/``yaku``/
  ``sc``; Tenhou JSON texts), through :func:`mjteach.scoring.evaluate`, and the dora and ura
  indicators shown (``doraHai``/``doraHaiUra``: ura 4, 6, 8, … under each turned indicator).

The first disagreement in a hand stops that hand (later steps would only echo it); it is reported
as a :class:`Mismatch` naming the file, the hand, the step index and what was expected and got.
Value checks of a win do not stop anything.

:class:`HandReplay` is also the stepping API of the ReplayViewer widget: ``step()``, ``back()``,
``goto(step_index)``, ``kan_steps()``, ``goto_kan(k)``; the engine state is ``.round``.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..game import HandStart, final_scores, next_start, settle
from ..melds import Meld
from ..round import Action, Event, IllegalAction, Round
from ..rules import Rules
from ..tiles import Tile, format_tiles
from ..wall import Wall, WallError, tile_set
from .model import GameLog, HandLog, LogError, Step, Win
from .shuffle import DORA_INDICES, FIRST_LIVE_INDEX, RINSHAN_INDICES, URA_INDICES, deal_indices

__all__ = [
    "Mismatch",
    "ReplayCounts",
    "HandReplay",
    "GameReport",
    "rules_for",
    "wall_for",
    "rebuild_yama",
    "replay_game",
    "replay_hand",
    "replay_files",
]

_LIMITS = {None: 0, "mangan": 1, "kiriage_mangan": 1, "haneman": 2, "baiman": 3, "sanbaiman": 4,
           "kazoe_yakuman": 5, "yakuman": 5}
_ABORT_KINDS = {"kan4": "suukaikan", "ron3": "sanchahou", "reach4": "suucha_riichi",
                "kaze4": "suufon_renda", "yao9": "kyuushu_kyuuhai"}
_IDS = list(range(136))


@dataclass(frozen=True)
class Mismatch:
    """One place where the engine disagrees with the record.

    ``check`` names what was compared: ``deal``, ``wall``, ``draw``, ``rinshan``, ``dora``,
    ``discard``, ``reach``, ``call``, ``kan``, ``legal``, ``agari``, ``ryuukyoku``, ``value``,
    ``end``. ``step`` is the index in :attr:`HandLog.steps` (None for the hand as a whole).
    """

    file: str
    hand: int
    hand_name: str
    step: int | None
    check: str
    expected: str
    got: str

    def __str__(self) -> str:
        where = f"step {self.step}" if self.step is not None else "hand"
        return (f"{self.file}: hand {self.hand} ({self.hand_name}) {where}: {self.check}: "
                f"expected {self.expected}; engine: {self.got}")

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@dataclass
class ReplayCounts:
    """What a replay checked. ``kans`` counts logged kans the engine agreed with, by kind."""

    hands: int = 0
    hands_ok: int = 0
    steps: int = 0
    ankan: int = 0
    kakan: int = 0
    daiminkan: int = 0
    rinshan_draws: int = 0
    indicator_reveals: int = 0
    wins_valued: int = 0
    exhaustive_draws: int = 0
    abortive_draws: int = 0
    calls: int = 0
    incomplete: int = 0
    """Hands the record stops in before their end (a file cut short), replayed up to there."""

    @property
    def kans(self) -> dict[str, int]:
        return {"ankan": self.ankan, "kakan": self.kakan, "daiminkan": self.daiminkan}

    def add(self, other: ReplayCounts) -> None:
        for f in dataclasses.fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))

    def to_dict(self) -> dict[str, Any]:
        out = dataclasses.asdict(self)
        out["kans"] = self.kans
        return out


def rules_for(game: GameLog | None = None) -> Rules:
    """The ``tenhou`` preset, without red fives when the record's table had none."""
    rules = Rules.preset("tenhou")
    if game is not None and not game.aka:
        rules = rules.replace(aka_dora=(("m", 0), ("p", 0), ("s", 0)), name="tenhou")
    return rules


def rebuild_yama(hand: HandLog, rules: Rules) -> list[Tile]:
    """A wall (yama order, FORMATS.md §5.1) that gives exactly this record's deal, draws and
    indicators: haipai at the deal positions, live draws from 83 down, rinshan draws at 1, 0, 3, 2,
    indicators at 5, 7, 9, …, ura at 4, 6, …; the remaining tiles of the set fill the other places
    in sorted order.

    Raises ``ValueError`` when the record uses a tile more often than the set holds, or draws more
    than the wall can give.
    """
    yama: list[Tile | None] = [None] * 136
    deal = deal_indices(hand.init.dealer)
    for seat in range(4):
        for idx, tile in zip(deal[seat], hand.init.haipai[seat], strict=True):
            yama[idx] = tile
    live, rinshan = FIRST_LIVE_INDEX, 0
    for st in hand.steps:
        if st.kind != "draw" or st.tile is None:
            continue
        if st.rinshan:
            if rinshan >= len(RINSHAN_INDICES):
                raise ValueError("more than four rinshan draws")
            yama[RINSHAN_INDICES[rinshan]] = st.tile
            rinshan += 1
        else:
            if live < 14 + rinshan:
                raise ValueError("more live draws than the wall holds")
            yama[live] = st.tile
            live -= 1
    if hand.final_dora is not None:
        indicators = list(hand.final_dora)
    else:
        indicators = [hand.init.dora_indicator] + [s.tile for s in hand.steps
                                                   if s.kind == "dora" and s.tile is not None]
    if indicators and indicators[0] != hand.init.dora_indicator:
        raise ValueError("the first indicator of the list is not the deal's indicator")
    ura: Sequence[Tile] = hand.final_ura or ()
    if not ura:
        for w in hand.result.wins:
            if len(w.ura_indicators) > len(ura):
                ura = w.ura_indicators
    for idx, tile in zip(DORA_INDICES, indicators, strict=False):
        yama[idx] = tile
    for idx, tile in zip(URA_INDICES, ura, strict=False):
        yama[idx] = tile
    pool = Counter(tile_set(rules))
    used = Counter(t for t in yama if t is not None)
    over = {t: n for t, n in used.items() if n > pool[t]}
    if over:
        detail = ", ".join(f"{t} ×{n} (the set has {pool[t]})" for t, n in sorted(over.items()))
        raise ValueError(f"the record uses more tiles than the set holds: {detail}")
    rest = sorted((pool - used).elements())
    it = iter(rest)
    return [t if t is not None else next(it) for t in yama]


def wall_for(hand: HandLog, rules: Rules) -> Wall:
    """The wall to replay ``hand`` on: the regenerated Tenhou yama (mjlog), the stored wall
    (mjteach log) or :func:`rebuild_yama`. Raises ``ValueError`` (WallError) if none fits."""
    if hand.yama is not None:
        if sorted(hand.yama) != _IDS:
            raise ValueError("the regenerated yama is not the 136 ids 0–135")
        if hand.wall_tiles is not None and rules.has_aka_dora:
            # a permutation of the 136 ids is the tile set: skip Wall's slower set check
            return Wall(hand.wall_tiles, hand.dice or (1, 1), rules, check_tiles=False)
        return Wall.from_tenhou_yama(hand.yama, hand.dice or (1, 1), rules)
    if hand.wall_tiles is not None:
        return Wall(hand.wall_tiles, hand.dice or (1, 1), rules)
    return Wall(rebuild_yama(hand, rules), (1, 1), rules)


# ----- the replay of one hand -----------------------------------------------------------------


def _is_driving(st: Step) -> bool:
    if st.kind == "draw":
        return not st.rinshan
    return st.kind in ("discard", "call", "kan", "agari", "ryuukyoku")


def _is_response(st: Step) -> bool:
    return (st.kind == "call" or (st.kind == "kan" and st.meld == "daiminkan")
            or (st.kind == "agari" and st.from_seat != st.seat))


def _hand_tiles(st: Step) -> tuple[Tile, ...] | None:
    """The tiles a chi/pon takes from the hand (the meld minus the called tile), or None when
    the record's meld does not hold its called tile."""
    rest = list(st.tiles)
    if st.tile not in rest:
        return None
    rest.remove(st.tile)  # type: ignore[arg-type]
    return tuple(sorted(rest))


def _t(tile: Tile | None) -> str:
    return "—" if tile is None else tile.notation


@dataclass
class _Move:
    position: int
    actions: int
    counts: ReplayCounts
    mismatches: int
    done: bool
    stopped: bool


class HandReplay:
    """One recorded hand, played move by move on the engine and checked against the record.

    Parameters
    ----------
    hand : HandLog
    rules : Rules | None
        Default: :func:`rules_for` (the ``tenhou`` preset).
    path : str
        File name used in mismatch reports.
    check_values : bool
        Compare each win's han, fu, yaku, points and payments with the record.

    Attributes
    ----------
    round : Round
        The engine state after the moves made (``round.wall`` shows the wall, the dead wall and
        the indicators; ``round.events`` everything the engine did).
    position : int
        Index of the next record step not yet reached (``hand.steps[:position]`` are done).
    mismatches : list[Mismatch]
    counts : ReplayCounts
    done : bool
        True at the end of the hand or after the first disagreement (``stopped``).

    A *move* plays one choice from the record (a draw, a discard, a call, a kan, a win) plus
    whatever the engine then does by itself (rinshan draw, kan-dora reveal, riichi accepted, the
    end of the hand), so one move can cover several record steps.
    """

    def __init__(self, hand: HandLog, rules: Rules | None = None, *, path: str = "",
                 check_values: bool = True, keep_history: bool = True) -> None:
        self.hand = hand
        self.rules = rules or rules_for(None)
        self.path = path
        self.check_values = check_values
        self.keep_history = keep_history
        self.position = 0
        self.mismatches: list[Mismatch] = []
        self.counts = ReplayCounts(hands=1)
        self.done = False
        self.stopped = False
        self._moves: list[_Move] = []
        self._actions = 0
        self.stops_at: str | None = None
        """For a hand the record cuts short: where it stops (the last step and the engine's
        phase); None otherwise."""
        init = hand.init
        try:
            self.wall = wall_for(hand, self.rules)
        except (ValueError, WallError) as exc:
            self.round = None  # type: ignore[assignment]
            self._fail(None, "wall", "a wall that fits the record", str(exc))
            return
        try:
            self.round = Round(self.rules, self.wall, dealer=init.dealer,
                               round_wind=init.round_wind % 4, honba=init.honba,
                               riichi_sticks=init.riichi_sticks, scores=list(init.scores))
        except ValueError as exc:  # a start the engine refuses (the readers check most of it)
            self.round = None  # type: ignore[assignment]
            self._fail(None, "deal", "a hand start the engine accepts", str(exc))
            return
        for seat in range(4):
            got = sorted(self.round.players[seat].concealed)
            if got != sorted(init.haipai[seat]):
                self._fail(None, "deal", f"seat {seat} {format_tiles(init.haipai[seat])}",
                           format_tiles(got))
                return
        if self.round.wall.dora_indicators[0] != init.dora_indicator:
            self._fail(None, "deal", f"indicator {init.dora_indicator}",
                       _t(self.round.wall.dora_indicators[0]))

    # ----- public stepping API ----------------------------------------------------------------
    @property
    def steps(self) -> list[Step]:
        return self.hand.steps

    def kan_steps(self) -> list[int]:
        """Indices in :attr:`steps` of every kan of the hand, in order."""
        return [i for i, st in enumerate(self.hand.steps) if st.kind == "kan"]

    def step(self) -> list[Event]:
        """Play the next move; return the engine events it caused ([] when done)."""
        if self.done:
            return []
        saved = None
        if self.keep_history:
            saved = _Move(self.position, self._actions, dataclasses.replace(self.counts),
                          len(self.mismatches), self.done, self.stopped)
        start = len(self.round.events)
        self._move()
        if saved is not None:
            self._moves.append(saved)
        return self.round.events[start:]

    def back(self, moves: int = 1) -> None:
        """Undo the last ``moves`` moves (engine state, position, counts and mismatches).

        Raises ``ValueError`` if more moves are asked than were made or history is off.
        """
        if moves < 0 or moves > len(self._moves):
            raise ValueError(f"cannot go back {moves} move(s): {len(self._moves)} made")
        for _ in range(moves):
            m = self._moves.pop()
            self.round.undo(self._actions - m.actions)
            self._actions = m.actions
            self.position, self.counts = m.position, m.counts
            del self.mismatches[m.mismatches:]
            self.done, self.stopped = m.done, m.stopped
            self.stops_at = None

    def goto(self, index: int) -> None:
        """Move forward or back until record step ``index`` has just been reached (played), or
        the hand is done. ``goto(0)`` is the first step; ``goto(-1)`` rewinds to the deal."""
        while self._moves and self._moves[-1].position > index:
            self.back()
        while not self.done and self.position <= index:
            self.step()

    def goto_kan(self, k: int) -> None:
        """Show the hand just after its ``k``-th kan (0-based) and what the engine did for it:
        the kan, and for a standing kan its rinshan draw (and an ankan's indicator).

        Raises ``IndexError`` if the hand has fewer kans.
        """
        kans = self.kan_steps()
        if not 0 <= k < len(kans):
            raise IndexError(f"this hand has {len(kans)} kan(s), not a kan #{k}")
        self.goto(kans[k])

    def run(self) -> list[Mismatch]:
        """Play to the end; return the mismatches."""
        while not self.done:
            self._move()
        return self.mismatches

    @property
    def ok(self) -> bool:
        return self.done and not self.mismatches

    def __repr__(self) -> str:
        return (f"HandReplay({self.hand.name}, step {self.position}/{len(self.hand.steps)}, "
                f"{len(self.mismatches)} mismatch(es))")

    # ----- internals --------------------------------------------------------------------------
    def _fail(self, step: int | None, check: str, expected: str, got: str) -> None:
        self.mismatches.append(Mismatch(self.path, self.hand.number, self.hand.name, step, check,
                                        expected, got))
        self.done = True
        self.stopped = True

    def _note(self, step: int | None, check: str, expected: str, got: str) -> None:
        """A disagreement that does not stop the hand (a win's value)."""
        self.mismatches.append(Mismatch(self.path, self.hand.number, self.hand.name, step, check,
                                        expected, got))

    def _play(self, action: Action, index: int) -> bool:
        try:
            self.round.play(action)  # checks why_not(); the state is unchanged if refused
        except IllegalAction as exc:
            self._fail(index, "legal", f"{action} to be legal", f"refused: {exc.reason.code}")
            return False
        self._actions += 1
        return True

    def _legal_listed(self, action: Action, index: int) -> bool:
        """The logged call/kan/win must be among ``legal_actions()`` (for an ankan, by kind)."""
        legal = self.round.legal_actions(action.seat)
        if action.kind == "ankan":
            found = any(a.kind == "ankan" and a.tile is not None and action.tile is not None
                        and a.tile.kind == action.tile.kind for a in legal)
        elif action.kind in ("ron", "daiminkan", "kakan", "tsumo"):
            found = any(a.kind == action.kind and (action.tile is None or a.tile == action.tile)
                        for a in legal)
        else:
            found = action in legal
        if not found:
            reason = self.round.why_not(action)
            got = f"refused: {reason.code}" if reason else "legal but not listed by legal_actions()"
            self._fail(index, "legal", f"{action} in legal_actions()", got)
        return found

    def _respond(self, j: int) -> bool:
        """Answer the pending discard (or chankan window) as the record shows at step ``j``."""
        r = self.round
        steps = self.hand.steps
        target = steps[j]
        tile = r.chankan["tile"] if r.phase == "chankan" else r.pending_discard[1]  # type: ignore[index]
        answers: dict[int, Action] = {}
        if target.kind == "agari" and target.from_seat != target.seat:
            k = j
            while k < len(steps) and steps[k].kind == "agari":
                answers[steps[k].seat] = Action("ron", steps[k].seat, tile)  # type: ignore[arg-type]
                k += 1
        elif target.kind == "call":
            own = _hand_tiles(target)
            if own is None:
                self._fail(j, "call", f"{target.describe()} holding its called tile",
                           f"meld {format_tiles(target.tiles)}")
                return False
            answers[target.seat] = Action(target.meld, target.seat, target.tile,  # type: ignore[arg-type]
                                          own)
        elif target.kind == "kan" and target.meld == "daiminkan":
            answers[target.seat] = Action("daiminkan", target.seat, target.tile)  # type: ignore[arg-type]
        elif target.kind == "ryuukyoku" and self.hand.result.draw is not None \
                and self.hand.result.draw.kind == "ron3":
            # 三家和: no AGARI is written; the three hands shown (hai0..3) are the three rons
            for seat in self.hand.result.draw.tenpai:
                if seat != r.turn:
                    answers[seat] = Action("ron", seat, tile)
        for seat, act in answers.items():
            if seat not in r.waiting_on:
                reason = r.why_not(act)
                self._fail(j, "legal", f"{act} to be legal",
                           f"refused: {reason.code}" if reason else "seat not asked to respond")
                return False
            if not self._legal_listed(act, j):
                return False
        for seat in r.waiting_on:
            answers.setdefault(seat, Action("pass", seat))
        for seat in sorted(answers, key=lambda s: (s - r.turn) % 4):
            if not self._play(answers[seat], j):
                return False
        return True

    def _move(self) -> None:
        r = self.round
        steps = self.hand.steps
        i = self.position
        j = i
        while j < len(steps) and not _is_driving(steps[j]):
            j += 1
        start = len(r.events)
        if j >= len(steps):
            if i < len(steps) and self.hand.incomplete and not r.is_over:
                self._stop_incomplete()  # cut after a step that only comes with the next one
            elif i < len(steps):
                self._fail(i, steps[i].kind, steps[i].describe(), "nothing (the hand ended)")
            elif self.hand.incomplete and not r.is_over:
                self._stop_incomplete()
            else:
                self._finish()
            return
        target = steps[j]
        if r.is_over:
            self._fail(i, steps[i].kind, steps[i].describe(),
                       f"the hand is over ({(r.result or {}).get('type', '?')})")
            return
        if r.phase in ("respond", "chankan"):
            if not self._respond(j):
                return
        elif _is_response(target):
            self._fail(j, "legal", f"{target.describe()} to be legal",
                       f"no discard to answer (phase {r.phase})")
            return
        if not _is_response(target) and not r.is_over:
            action = self._action_for(target, j)
            if action is None:
                if self.done:
                    return
            elif not self._play(action, j):
                return
        self._match(r.events[start:])
        if not self.done and self.position == i:
            # nothing in the record was reached: stop rather than loop
            self._fail(i, steps[i].kind, steps[i].describe(), "no engine event for this step")
            return
        if not self.done and r.is_over and self.position >= len(steps):
            self._finish()

    def _action_for(self, st: Step, j: int) -> Action | None:
        r = self.round
        if st.kind == "draw":
            return Action("draw", st.seat)  # type: ignore[arg-type]
        if st.kind == "discard":
            return Action("riichi" if st.riichi else "discard", st.seat, st.tile)  # type: ignore[arg-type]
        if st.kind == "kan":
            act = Action(st.meld, st.seat, st.tile)  # type: ignore[arg-type]
            return act if self._legal_listed(act, j) else None
        if st.kind == "agari":
            act = Action("tsumo", st.seat)  # type: ignore[arg-type]
            return act if self._legal_listed(act, j) else None
        if st.kind == "ryuukyoku":
            draw = self.hand.result.draw
            if draw is not None and draw.kind == "yao9" and r.phase == "act":
                act = Action("kyuushu", r.turn)  # 九種九牌: the player's choice
                return act if self._legal_listed(act, j) else None
            if not r.is_over:
                self._fail(j, "ryuukyoku", f"the hand to end ({draw.kind if draw else '?'})",
                           f"the engine goes on (phase {r.phase}, turn {r.turn})")
            return None
        self._fail(j, st.kind, st.describe(), "no engine action for this step")  # pragma: no cover
        return None

    def _stop_incomplete(self) -> None:
        """The record stops here, before the hand ends: the hand is replayed up to its last step
        and reported ``incomplete`` with where it stops (not a mismatch)."""
        r = self.round
        steps = self.hand.steps
        last = steps[-1].describe() if steps else "the deal"
        self.stops_at = (f"after step {len(steps) - 1} ({last}); engine: phase {r.phase}, "
                         f"waiting on {r.waiting_on}")
        self.done = True
        self.counts.incomplete += 1
        if not self.mismatches:
            self.counts.hands_ok += 1

    def _finish(self) -> None:
        r = self.round
        if not r.is_over:
            self._fail(None, "end", "the hand to end with the record",
                       f"the engine goes on (phase {r.phase})")
            return
        if self.hand.final_dora is not None:
            shown = len(self._final_indicators)
            if shown != len(self.hand.final_dora):
                self._fail(None, "dora", f"{len(self.hand.final_dora)} indicators at the end",
                           f"{shown}")
                return
        self.done = True
        if not self.mismatches:
            self.counts.hands_ok += 1

    @property
    def _final_indicators(self) -> list[Tile]:
        return list(self.round.wall.dora_indicators)

    # ----- matching the engine's events against the record -------------------------------------
    def _match(self, events: list[Event]) -> None:
        steps = self.hand.steps
        timing = self.hand.reveal_timing_known
        for ev in events:
            if self.done:
                return
            kind = ev.kind
            if kind in ("pass", "claims", "declare", "wall_shift", "chankan_window",
                        "kan_robbed", "pao", "deal", "nagashi_mangan"):
                continue
            if kind == "dora_reveal" and not timing:
                self.counts.indicator_reveals += 1
                continue
            if self.position >= len(steps):
                if self.hand.incomplete:  # the record is cut here; the engine goes on
                    self._stop_incomplete()
                else:
                    self._fail(None, "end", "the hand to end here", f"{kind} {_t(ev.tile)}")
                return
            i = self.position
            st = steps[i]
            if not self._compare(ev, st, i):
                return
            self.position += 1
            self.counts.steps += 1

    def _compare(self, ev: Event, st: Step, i: int) -> bool:
        kind = ev.kind
        d = ev.data
        yama = self.hand.yama
        if kind in ("draw", "rinshan_draw"):
            rinshan = kind == "rinshan_draw"
            check = "rinshan" if rinshan or st.rinshan else "draw"
            same = (st.kind == "draw" and st.seat == ev.seat and st.rinshan == rinshan
                    and st.tile == ev.tile)
            if same and yama is not None and st.tile_id is not None:
                same = yama[d["index"]] == st.tile_id
            if not same:
                where = f" from yama[{d.get('index')}]"
                got = f"seat {ev.seat} {'rinshan ' if rinshan else ''}draw {_t(ev.tile)}{where}"
                self._fail(i, check, st.describe(), got)
                return False
            if rinshan:
                self.counts.rinshan_draws += 1
            return True
        if kind == "dora_reveal":
            same = st.kind == "dora" and st.tile == ev.tile
            if same and yama is not None and st.tile_id is not None:
                same = yama[d["index"]] == st.tile_id
            if not same:
                self._fail(i, "dora", st.describe(),
                           f"dora indicator {_t(ev.tile)} from yama[{d.get('index')}] "
                           f"({d.get('cause')})")
                return False
            self.counts.indicator_reveals += 1
            return True
        if kind == "discard":
            same = (st.kind == "discard" and st.seat == ev.seat and st.tile == ev.tile
                    and st.riichi == bool(d.get("riichi")))
            if not same:
                self._fail(i, "discard", st.describe(), f"seat {ev.seat} discard {_t(ev.tile)}")
                return False
            return True
        if kind == "riichi":
            step_no = 1 if d.get("step") == "declare" else 2
            if not (st.kind == "reach" and st.seat == ev.seat and st.reach_step == step_no):
                self._fail(i, "reach", st.describe(), f"seat {ev.seat} riichi step {step_no}")
                return False
            return True
        if kind in ("call", "kan"):
            meld_kind = d.get("call") if kind == "call" else d.get("kan")
            tiles = Meld.parse(d["meld"]).tiles if d.get("meld") else ()
            same = (st.kind == kind and st.seat == ev.seat and st.meld == meld_kind
                    and (st.tile is None or ev.tile is None or st.tile.kind == ev.tile.kind)
                    and sorted(st.tiles) == sorted(tiles))
            if not same:
                self._fail(i, kind, st.describe(), f"seat {ev.seat} {meld_kind} {d.get('meld')}")
                return False
            if kind == "kan":
                setattr(self.counts, meld_kind, getattr(self.counts, meld_kind) + 1)
            else:
                self.counts.calls += 1
            return True
        if kind == "win":
            frm = ev.seat if d.get("tsumo") else d.get("discarder")
            if not (st.kind == "agari" and st.seat == ev.seat and st.from_seat == frm):
                self._fail(i, "agari", st.describe(), f"seat {ev.seat} wins from {frm}")
                return False
            if self.check_values and st.result_index is not None:
                self._check_value(self.hand.result.wins[st.result_index], d, i)
            return True
        if kind in ("exhaustive_draw", "abortive_draw"):
            draw = self.hand.result.draw
            if st.kind != "ryuukyoku" or draw is None:
                self._fail(i, "ryuukyoku", st.describe(),
                           f"{kind.replace('_', ' ')} {d.get('type', '')}".strip())
                return False
            if kind == "exhaustive_draw":
                if not draw.exhaustive:
                    self._fail(i, "ryuukyoku", f"abortive draw {draw.kind}", "exhaustive draw")
                    return False
                tenpai = tuple(sorted(d.get("tenpai", ())))
                if tenpai != tuple(sorted(draw.tenpai)):
                    self._fail(i, "ryuukyoku", f"tenpai seats {list(draw.tenpai)}",
                               f"tenpai seats {list(tenpai)}")
                    return False
                if not self._same_payments(draw.deltas, d, i):
                    return False
                self.counts.exhaustive_draws += 1
                return True
            want = _ABORT_KINDS.get(draw.kind, draw.kind)
            if d.get("type") != want:
                self._fail(i, "ryuukyoku", f"abortive draw {draw.kind}",
                           f"abortive draw {d.get('type')}")
                return False
            if not self._same_payments(draw.deltas, self.round.result or {}, i):
                return False
            self.counts.abortive_draws += 1
            return True
        self._fail(i, kind, st.describe(), f"unexpected engine event {kind}")  # pragma: no cover
        return False

    def _same_payments(self, recorded: tuple[int, ...] | None, data: dict[str, Any],
                       i: int) -> bool:
        """A draw's recorded payments (RYUUKYOKU ``sc``: tenpai/noten, nagashi mangan, 0 for an
        abort) against the engine's ``deltas``."""
        got = tuple(int(x) for x in data.get("deltas") or ())
        if recorded is not None and got != tuple(recorded):
            self._fail(i, "ryuukyoku", f"payments {list(recorded)}", f"payments {list(got)}")
            return False
        return True

    def _check_value(self, win: Win, data: dict[str, Any], i: int) -> None:
        val = data.get("valuation")
        if val is None:
            self._note(i, "value", "a valuation", "scoring unavailable")
            return
        if not val.is_win:
            self._note(i, "value", "a winning hand", f"not a win: {val.reason}")
            return
        problems = []
        if win.yakuman:
            if val.yakuman != win.yakuman:
                problems.append(f"yakuman {win.yakuman} vs {val.yakuman}")
        else:
            if win.han is not None and val.han != win.han:
                problems.append(f"han {win.han} vs {val.han}")
            if win.fu is not None and val.fu != win.fu:
                problems.append(f"fu {win.fu} vs {val.fu}")
        if win.points is not None and val.hand_points != win.points:
            problems.append(f"points {win.points} vs {val.hand_points}")
        if win.limit is not None and _LIMITS.get(val.limit, 5) != win.limit:
            problems.append(f"limit {win.limit} vs {val.limit}")
        want = dict(win.yaku)
        got: dict[str, int] = {}
        for y in val.yaku:
            key = "dora" if y.key == "kan_dora" else y.key
            han = 13 * max(1, y.yakuman) if y.yakuman else y.han
            if han:
                got[key] = got.get(key, 0) + han
        if (want or win.han is not None) and want != got:
            problems.append(f"yaku {_yaku_text(want)} vs {_yaku_text(got)}")
        if win.deltas is not None:
            pay = tuple(int(val.payments.get(s, 0)) for s in range(4))
            if pay != win.deltas:
                problems.append(f"payments {list(win.deltas)} vs {list(pay)}")
        shown = [Tile.parse(t) for t in data.get("dora_indicators", [])]
        if win.dora_indicators and tuple(shown) != tuple(win.dora_indicators):
            problems.append(f"indicators {format_tiles(win.dora_indicators, sort=False)} vs "
                            f"{format_tiles(shown, sort=False)}")
        if win.ura_indicators:
            ura = tuple(self.round.wall.ura_indicators())
            if ura != tuple(win.ura_indicators):
                problems.append(f"ura indicators {format_tiles(win.ura_indicators, sort=False)} "
                                f"vs {format_tiles(ura, sort=False)}")
        if problems:
            self._note(i, "value", f"Tenhou's value of seat {win.who}'s win",
                       "; ".join(problems) + " (record vs engine)")
        else:
            self.counts.wins_valued += 1


def _yaku_text(d: dict[str, int]) -> str:
    return ",".join(f"{k}:{v}" for k, v in sorted(d.items()))


# ----- games and files --------------------------------------------------------------------------


@dataclass
class GameReport:
    """The replay of one or more files: ``counts`` and every ``mismatch`` (and unreadable files
    in ``errors``)."""

    files: int = 0
    counts: ReplayCounts = field(default_factory=ReplayCounts)
    mismatches: list[Mismatch] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    incomplete: list[str] = field(default_factory=list)
    """One line per hand the record cuts short: file, hand and where it stops."""

    @property
    def ok(self) -> bool:
        return not self.mismatches and not self.errors

    def add(self, other: GameReport) -> None:
        self.files += other.files
        self.counts.add(other.counts)
        self.mismatches += other.mismatches
        self.errors += other.errors
        self.incomplete += other.incomplete

    def to_dict(self) -> dict[str, Any]:
        return {"files": self.files, "counts": self.counts.to_dict(),
                "mismatches": [m.to_dict() for m in self.mismatches], "errors": self.errors,
                "incomplete": self.incomplete, "ok": self.ok}


def replay_hand(hand: HandLog, rules: Rules | None = None, *, path: str = "",
                check_values: bool = True) -> HandReplay:
    """Replay one hand to its end; the returned :class:`HandReplay` holds mismatches and counts."""
    rep = HandReplay(hand, rules, path=path, check_values=check_values, keep_history=False)
    if not rep.done:
        rep.run()
    return rep


def _game_length(game: GameLog) -> int | None:
    """Wind rounds of the recorded game: 2 for a hanchan, 1 for an east-only game (mjlog GO type
    bit 0x08, FORMATS.md), None when the record does not say."""
    text = game.rules_text
    if text.startswith("GO type="):
        try:
            return 2 if int(text.split("=", 1)[1]) & 0x08 else 1
        except ValueError:
            return None
    if "南" in text:
        return 2
    if "東" in text:
        return 1
    return None


def _hand_start(init: Any) -> HandStart:
    return HandStart(init.round_wind, init.round_index % 4, init.dealer, init.honba,
                     init.riichi_sticks, tuple(init.scores))


def replay_game(game: GameLog, rules: Rules | None = None, *, check_values: bool = True
                ) -> GameReport:
    """Replay every hand of ``game``.

    Between hands the game model checks the record (:mod:`mjteach.game`): from each hand's start
    and the engine's result, :func:`~mjteach.game.settle` and :func:`~mjteach.game.next_start`
    give the next hand's round, dealer, honba, riichi sticks on the table and scores, which must
    be the next INIT's (check ``next_hand``); where the record gives the end of the game (mjlog
    ``owari``), the model must end the game there too, with the recorded final scores (sticks
    left on the table to the top player; check ``game_end``). A file cut short
    (``game.cut_short``) is named in ``report.incomplete`` with where it stops.
    """
    rules = rules or rules_for(game)
    report = GameReport(files=1)
    name = Path(game.path).name
    length = _game_length(game)
    first = game.hands[0].init if game.hands else None
    first_dealer = (first.dealer - first.round_index % 4) % 4 if first is not None else 0
    for n, hand in enumerate(game.hands):
        rep = replay_hand(hand, rules, path=name, check_values=check_values)
        report.counts.add(rep.counts)
        report.mismatches += rep.mismatches
        if rep.stops_at is not None:
            file_cut = f"; the file ends {game.cut_short}" if game.cut_short else ""
            report.incomplete.append(f"{name}: hand {hand.number} ({hand.name}) is cut short: "
                                     f"the record stops {rep.stops_at}{file_cut}")
        elif game.cut_short and n + 1 == len(game.hands):
            report.incomplete.append(f"{name}: the file is cut short {game.cut_short}; every hand "
                                     "before the cut is whole")
        nxt = game.hands[n + 1] if n + 1 < len(game.hands) else None
        if not rep.ok or rep.round is None or rep.round.result is None:
            continue
        done = settle(_hand_start(hand.init), rep.round)
        want = next_start(done, rules, length or 3, first_dealer)
        ends = game.final_scores is not None and length is not None
        if nxt is None:
            if ends and want is not None:
                report.mismatches.append(Mismatch(
                    name, hand.number, hand.name, None, "game_end", "the game ends here",
                    f"the game goes on to {want.name} (scores {list(done.scores)})"))
            elif ends:
                final = final_scores(done, rules, first_dealer)
                if final != game.final_scores:
                    report.mismatches.append(Mismatch(
                        name, hand.number, hand.name, None, "game_end",
                        f"final scores {list(game.final_scores or ())}", f"{list(final)}"))
            continue
        got = _hand_start(nxt.init)
        if want is None:
            if length is not None:
                report.mismatches.append(Mismatch(
                    name, hand.number, hand.name, None, "game_end",
                    f"the game goes on to {got.name}", f"the game ends (scores {list(done.scores)})"))
            continue
        if want != got:
            report.mismatches.append(Mismatch(
                name, hand.number, hand.name, None, "next_hand",
                f"next hand {got.name}, dealer {got.dealer}, sticks {got.riichi_sticks}, "
                f"scores {list(got.scores)}",
                f"{want.name}, dealer {want.dealer}, sticks {want.riichi_sticks}, "
                f"scores {list(want.scores)}"))
    return report


def replay_files(paths: Iterable[str | Path], *, check_values: bool = True) -> GameReport:
    """Load and replay each file (any format :func:`mjteach.logs.load` reads). A file that cannot
    be read is listed in ``errors`` and the others still run; so is a record the readers accepted
    but whose replay fails with an error (a reader check missed something: the file is named, the
    run goes on)."""
    from . import load

    total = GameReport()
    for path in paths:
        try:
            game = load(path)
            report = replay_game(game, check_values=check_values)
        except LogError as exc:
            total.files += 1
            total.errors.append(str(exc))
            continue
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            total.files += 1
            total.errors.append(f"{path}: cannot replay the record: {type(exc).__name__}: {exc}")
            continue
        total.add(report)
    return total
