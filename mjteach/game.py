"""A whole game (半荘 / 東風戦): the hands of a match played one after another on :class:`Round`.

:class:`Game` owns the things that carry from one hand to the next, and nothing of a hand's play:

* the **hand's start** (:class:`HandStart`): round wind, hand number (the dealer is the first
  dealer plus the hand number), honba (本場), riichi sticks on the table (供託) and the scores. It is
  the input of each :class:`~mjteach.round.Round`;
* **settlement** (:func:`settle`): the hand's payments (wins, tenpai/noten, nagashi mangan) added
  to the scores, riichi sticks collected by the winner or carried, renchan (連荘) and honba;
* **the end of the game** (:func:`next_start`): tobi (飛び), the last hand of an east-only or
  east-south game, the extension wind when nobody has ``rules.extension_points`` (西入 / 南入),
  agari-yame (和了止め), tenpai-yame (聴牌止め) and, at the end, the sticks left on the table to the top player and the
  placement.

Rule options (``Rules``): ``renchan_on_tenpai``, ``renchan_on_abort``, ``agari_yame``,
``tenpai_yame``, ``tobi``, ``extension_points``, ``leftover_sticks_to_top``. Their Tenhou values follow the Tenhou rule list
(rulesets.md S1, S2); tournament presets play without bust, agari-yame or extension (marked
unverified in those presets).

Invariant (checked by the property tests): the scores plus 1000 × the sticks on the table always
add up to the game's starting total.

Seats are 0..players-1; ``first_dealer`` is East of the first hand. Points are points.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

from . import checks
from .i18n import t
from .round import Action, Event, IllegalAction, Round
from .rules import Reason, Rules
from .wall import Wall

__all__ = ["Game", "GameError", "HandStart", "HandSettlement", "LENGTHS", "settle", "next_start",
           "final_scores"]

LENGTHS = {"east": 1, "tonpuu": 1, "east_south": 2, "hanchan": 2}
"""Game lengths: the number of wind rounds (東風戦 = 1, 半荘戦 = 2)."""

_SOURCE = "rulesets.md S1/S2 (Tenhou rule list: 連荘, 本場, 供託, 飛び, 西入, 和了止め)"


class GameError(ValueError):
    """A game start that does not add up (scores, honba, sticks, hand) or an unknown length; the
    message names the value that is wrong."""


@dataclass(frozen=True)
class HandStart:
    """Where a hand starts: the input of one :class:`Round`.

    round_wind : int   0..3 = East, South, West, North round
    hand : int         0..players-1: the n-th dealer of this wind (東1局 = 0)
    dealer : int       the dealer's seat
    honba : int        本場 (counters), ≥ 0
    riichi_sticks : int  sticks on the table (1000 points each), ≥ 0
    scores : tuple[int, ...]  points per seat
    """

    round_wind: int
    hand: int
    dealer: int
    honba: int
    riichi_sticks: int
    scores: tuple[int, ...]

    @property
    def name(self) -> str:
        """Tenhou-style name: ``"E1-0"`` (East 1, 0 honba)."""
        return f"{'ESWN'[self.round_wind]}{self.hand + 1}-{self.honba}"


@dataclass(frozen=True)
class HandSettlement:
    """What one hand changed (:func:`settle`).

    deltas : tuple[int, ...]  the hand's payments per seat (a win's include honba and the
        sticks the winner collects; riichi sticks paid during the hand are not in them)
    scores : tuple[int, ...]  scores after the hand (start − sticks paid + deltas)
    riichi_sticks : int       sticks left on the table
    renchan : bool            the dealer keeps the seat
    kind : str                ``"win"``, ``"exhaustive_draw"`` or ``"abortive_draw"``
    dealer_won : bool
    """

    start: HandStart
    kind: str
    deltas: tuple[int, ...]
    scores: tuple[int, ...]
    riichi_sticks: int
    renchan: bool
    dealer_won: bool


def settle(start: HandStart, rnd: Round) -> HandSettlement:
    """Settle a finished hand: payments, sticks and renchan (Tenhou S1).

    Scores after = the round's scores (riichi sticks already paid) + the result's ``deltas`` (a
    win's payments include honba and, for the winner nearest the discarder, the sticks on the
    table; a draw's are the tenpai/noten or nagashi mangan payments). The dealer keeps the seat
    after a win of the dealer, after an exhaustive draw in tenpai (``rules.renchan_on_tenpai``)
    and after an abortive draw (``rules.renchan_on_abort``).

    Raises ValueError if the round is not over.
    """
    result = rnd.result
    if result is None:
        raise ValueError(t("game.error.not_over"))
    rules = rnd.rules
    n = rnd.n
    deltas = tuple(int(d) for d in (result.get("deltas") or [0] * n))
    scores = tuple(rnd.scores[s] + deltas[s] for s in range(n))
    kind = result["type"]
    dealer = rnd.dealer
    dealer_won = False
    if kind == "win":
        dealer_won = any(w["winner"] == dealer for w in result["wins"])
        sticks = 0
        renchan = dealer_won
    elif kind == "exhaustive_draw":
        sticks = rnd.riichi_sticks
        renchan = rules.renchan_on_tenpai and dealer in result.get("tenpai", ())
    else:
        sticks = rnd.riichi_sticks
        renchan = rules.renchan_on_abort
    return HandSettlement(start, kind, deltas, scores, sticks, renchan, dealer_won)


def _rank(scores: tuple[int, ...], first_dealer: int) -> list[int]:
    """Seats from first to last place; equal scores: the seat nearer the first dealer first."""
    n = len(scores)
    return sorted(range(n), key=lambda s: (-scores[s], (s - first_dealer) % n))


def next_start(
    done: HandSettlement, rules: Rules, length: int, first_dealer: int = 0
) -> HandStart | None:
    """The next hand's start after ``done``, or None when the game ends (Tenhou S1):

    * tobi: a score below 0 ends the game (``rules.tobi``);
    * renchan keeps the dealer and adds a honba; otherwise the deal passes on, honba back to 0
      after a win and +1 after a draw;
    * the last hand of ``length`` winds (and every hand of the extension wind): the game ends
      once the deal would pass and someone has ``rules.extension_points`` (or the extension is
      over), or, with ``rules.agari_yame``, when the dealer won and is then top with at least
      ``extension_points``, or, with ``rules.tenpai_yame``, when the dealer was tenpai at an
      exhaustive draw and is then top with at least ``extension_points`` (聴牌止め).
    """
    st = done.start
    n = len(done.scores)
    if rules.tobi and min(done.scores) < 0:
        return None
    target = rules.extension_points
    last_wind = length - 1 + (1 if target else 0)  # the extension wind, if there is one
    all_last = st.round_wind >= length - 1 and st.hand == n - 1
    deciding = all_last or st.round_wind >= length
    top = _rank(done.scores, first_dealer)[0]
    if done.renchan:
        if (
            deciding
            and ((rules.agari_yame and done.dealer_won)
                 or (rules.tenpai_yame and done.kind == "exhaustive_draw"))
            and top == st.dealer
            and done.scores[st.dealer] >= target
        ):
            return None
        return replace(
            st, honba=st.honba + 1, riichi_sticks=done.riichi_sticks, scores=done.scores
        )
    hand, wind = st.hand + 1, st.round_wind
    if hand == n:
        hand, wind = 0, wind + 1
    if deciding and (max(done.scores) >= target or wind > last_wind):
        return None
    honba = 0 if done.kind == "win" else st.honba + 1
    return HandStart(wind, hand, (first_dealer + hand) % n, honba, done.riichi_sticks,
                     done.scores)


def final_scores(done: HandSettlement, rules: Rules, first_dealer: int = 0) -> tuple[int, ...]:
    """The scores at the end of the game after the last hand ``done``: sticks still on the
    table go to the top player (``rules.leftover_sticks_to_top``, Tenhou S1)."""
    scores = list(done.scores)
    if done.riichi_sticks and rules.leftover_sticks_to_top:
        scores[_rank(done.scores, first_dealer)[0]] += 1000 * done.riichi_sticks
    return tuple(scores)


@dataclass
class _Finished:
    settlement: HandSettlement
    actions: int  # actions of the game's history played in this hand
    seed: int


@dataclass
class Game:
    """A match: hands played on :class:`Round` one after another.

    Parameters
    ----------
    rules : Rules | str
        Rules or a preset name.
    length : str
        ``"east_south"`` / ``"hanchan"`` (two winds) or ``"east"`` / ``"tonpuu"`` (one).
    seed : int
        Seeds the wall of every hand (reproducible games; undo replays them); 0 … 2**64-1.
    scores : list[int] | None
        Starting scores (default 25000 each, 35000 in three-player).
    total : int | None
        The game's total: scores plus 1000 × sticks must add up to it (default: players ×
        25000, or 35000 in three-player; or the sum given when ``scores`` start a fresh game).
    round_wind, hand, honba, riichi_sticks, first_dealer : int
        Where the game starts (a game picked up mid-way: South 2, 1 honba, 1 stick …).

    Raises
    ------
    GameError
        Naming what does not add up: wrong number of scores, negative honba or sticks, scores
        and sticks that do not make the total, a hand or wind out of range, an unknown length.

    ``play(action)`` / ``respond`` / ``legal_actions`` / ``why_not`` act on the current hand
    (:attr:`round`); when a hand ends the game settles it and deals the next one at once (its
    events: ``hand_end``, then ``deal``, or ``game_end``). ``undo(steps)`` takes back actions,
    across hand boundaries too. An action after the end is refused with ``IllegalAction``
    (reason ``game.over``).
    """

    rules: Rules | str = "tenhou"
    length: str = "east_south"
    seed: int = 0
    scores: list[int] | None = None
    total: int | None = None
    round_wind: int = 0
    hand: int = 0
    honba: int = 0
    riichi_sticks: int = 0
    first_dealer: int = 0
    finished: list[_Finished] = field(default_factory=list, init=False, repr=False)
    history: list[Action] = field(default_factory=list, init=False, repr=False)
    events: list[Event] = field(default_factory=list, init=False, repr=False)

    def __post_init__(self) -> None:
        if isinstance(self.rules, str):
            self.rules = Rules.preset(self.rules)
        if not isinstance(self.rules, Rules):
            raise TypeError(f"rules must be a Rules object or a preset name, not {self.rules!r}")
        rules: Rules = self.rules
        n = rules.players
        checks.wall_seed(self.seed)
        if self.total is not None:
            checks.whole("total", self.total, 0, checks.MAX_POINTS)
        if not isinstance(self.length, str) or self.length not in LENGTHS:
            raise GameError(t("game.error.length", length=repr(self.length), choices=", ".join(LENGTHS)))
        self.winds = LENGTHS[self.length]
        base = 35000 if n == 3 else 25000
        scores = [base] * n if self.scores is None else self.scores
        if (not isinstance(scores, (list, tuple)) or len(scores) != n
                or not all(type(x) is int for x in scores)):
            raise GameError(t("game.error.scores_shape", scores=repr(scores), n=n))
        scores = checks.scores("scores", scores, n)  # within the points a game can hold
        for name in ("honba", "riichi_sticks", "first_dealer", "hand", "round_wind"):
            v = getattr(self, name)
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                raise GameError(t("game.error.not_count", name=name, value=repr(v)))
        for name in ("honba", "riichi_sticks"):
            checks.whole(name, getattr(self, name), 0, checks.MAX_COUNT)
        if not 0 <= self.first_dealer < n:
            raise GameError(t("game.error.first_dealer", last=n - 1, value=repr(self.first_dealer)))
        if not 0 <= self.hand < n:
            raise GameError(t("game.error.hand", last=n - 1, value=repr(self.hand)))
        if not 0 <= self.round_wind <= self.winds:
            raise GameError(t("game.error.round_wind", value=repr(self.round_wind), length=self.length))
        fresh = self.scores is None or (self.riichi_sticks == 0 and self.total is None)
        total = self.total
        if total is None:
            total = sum(scores) if fresh else base * n
        have = sum(scores) + 1000 * self.riichi_sticks
        if have != total:
            raise GameError(t("game.error.total", scores=scores, sum=sum(scores),
                              sticks=self.riichi_sticks, have=have, total=total))
        self.total = total
        dealer = (self.first_dealer + self.hand) % n
        self.start = HandStart(self.round_wind, self.hand, dealer, self.honba, self.riichi_sticks,
                               tuple(scores))
        self._together: set[int] = set()
        self._seeds = random.Random(self.seed)
        self._seed_list: list[int] = []
        self.final_scores: tuple[int, ...] | None = None  # set when the game ends
        self._final_sticks = 0
        self._deal(self.start)

    # ----- views -----------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.current is None

    @property
    def hand_start(self) -> HandStart | None:
        """The current hand's start (None once the game is over)."""
        return self.current

    @property
    def settlements(self) -> list[HandSettlement]:
        """Every finished hand's settlement, in order."""
        return [f.settlement for f in self.finished]

    def current_scores(self) -> tuple[int, ...]:
        """Scores now (riichi sticks paid in the current hand already taken out)."""
        if self.current is None:
            return self.final_scores
        return tuple(self.round.scores)

    @property
    def sticks_on_table(self) -> int:
        if self.current is None:
            return self._final_sticks
        return self.round.riichi_sticks

    def placement(self) -> list[int]:
        """Seats from first to last (ties: nearer the first dealer first)."""
        return _rank(self.current_scores(), self.first_dealer)

    # ----- playing -----------------------------------------------------------------------------
    def why_not(self, action: Action) -> Reason | None:
        if self.current is None:
            return Reason.of("game.over", _SOURCE)
        return self.round.why_not(action)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        return [] if self.current is None else self.round.legal_actions(seat)

    @property
    def waiting_on(self) -> list[int]:
        return [] if self.current is None else self.round.waiting_on

    def play(self, action: Action | str, seat: int | None = None) -> list[Event]:
        """Play ``action`` on the current hand; a hand that ends is settled and the next dealt.
        Raises IllegalAction (nothing changed) when the rules or the game's end forbid it."""
        if self.current is None:
            raise IllegalAction(Reason.of("game.over", _SOURCE),
                                action if isinstance(action, Action) else None)
        rnd = self.round
        events = rnd.play(action, seat)  # a new list
        self.history.append(rnd.history[-1])
        if rnd.is_over:
            events.extend(self._after_action())
        return events

    def respond(self, answers: dict[int, Action | str]) -> list[Event]:
        """Several answers to a discard at once (see :meth:`Round.respond`)."""
        if self.current is None:
            raise IllegalAction(Reason.of("game.over", _SOURCE))
        before = len(self.round.history)
        base = len(self.history)
        events = list(self.round.respond(answers))
        # answers given together share a voice (call priority FIRST_CALL): remember which, so
        # that undo's replay gives them the same voice again
        self._together |= {base + i - before for i in self.round._together if i >= before}
        self.history.extend(self.round.history[before:])
        return events + self._after_action()

    def undo(self, steps: int = 1) -> None:
        """Take back the last ``steps`` actions, across hand boundaries too: the game is rebuilt
        from its start (walls come from ``seed``), so the state is exactly the earlier one.
        Raises TypeError for a count that is not a whole number, ValueError for a negative count
        or more than were played."""
        checks.whole("steps", steps)
        if steps < 0 or steps > len(self.history):
            raise ValueError(f"cannot undo {steps} step(s): {len(self.history)} action(s) played")
        if steps == 0:
            return
        in_hand = 0 if self.current is None else len(self.round.history)
        keep_n = len(self.history) - steps
        self._together = {i for i in self._together if i < keep_n}
        if steps <= in_hand and self.current is not None:
            self.round.undo(steps)
            del self.history[keep_n:]
            return
        keep = self.history[:keep_n]
        self.history = []
        self.finished = []
        self.events = []
        self.final_scores = None  # the game that ended may not end any more
        self._final_sticks = 0
        self._deal(self.start)
        for a in keep:
            if len(self.history) in self._together:
                self.round._together.add(len(self.round.history))
            self.round.play(a)
            self.history.append(a)
            self._after_action()

    # ----- internals ---------------------------------------------------------------------------
    def _hand_seed(self, index: int) -> int:
        while len(self._seed_list) <= index:
            self._seed_list.append(self._seeds.getrandbits(32))
        return self._seed_list[index]

    def _deal(self, start: HandStart) -> None:
        rules: Rules = self.rules  # type: ignore[assignment]
        self.current: HandStart | None = start
        seed = self._hand_seed(len(self.finished))
        self.round = Round(rules, Wall.from_seed(seed, rules), dealer=start.dealer,
                           round_wind=start.round_wind, honba=start.honba,
                           riichi_sticks=start.riichi_sticks, scores=list(start.scores))
        self._hand_actions = len(self.history)

    def _after_action(self) -> list[Event]:
        rnd = self.round
        if not rnd.is_over:
            return []
        start = self.current
        assert start is not None
        done = settle(start, rnd)
        self.finished.append(_Finished(done, len(self.history) - self._hand_actions,
                                       self._hand_seed(len(self.finished))))
        out = [Event("hand_end", None, None, {
            "hand": start.name, "kind": done.kind, "deltas": list(done.deltas),
            "scores": list(done.scores), "riichi_sticks": done.riichi_sticks,
            "renchan": done.renchan,
        })]
        nxt = next_start(done, self.rules, self.winds, self.first_dealer)  # type: ignore[arg-type]
        if nxt is None:
            scores = list(final_scores(done, self.rules, self.first_dealer))  # type: ignore[arg-type]
            sticks = 0 if self.rules.leftover_sticks_to_top else done.riichi_sticks  # type: ignore[union-attr]
            self.final_scores = tuple(scores)
            self._final_sticks = sticks
            self.current = None
            out.append(Event("game_end", None, None, {
                "scores": scores, "placement": _rank(tuple(scores), self.first_dealer),
                "riichi_sticks": sticks,
            }))
        else:
            self._deal(nxt)
            out.append(self.round.events[0])
        self.events.extend(out)
        return out

    def snapshot(self) -> dict[str, Any]:
        """The game as plain data: hands finished, the current hand's start and state."""
        return {
            "rules": self.rules.name,  # type: ignore[union-attr]
            "length": self.length,
            "total": self.total,
            "hands": [
                {"hand": f.settlement.start.name, "kind": f.settlement.kind,
                 "deltas": list(f.settlement.deltas), "scores": list(f.settlement.scores),
                 "riichi_sticks": f.settlement.riichi_sticks, "renchan": f.settlement.renchan}
                for f in self.finished
            ],
            "current": None if self.current is None else self.round.snapshot(),
            "over": self.is_over,
            "scores": list(self.current_scores()),
        }

    def _repr_html_(self) -> str:
        from .render.game import game_html

        return game_html(self)

    def __repr__(self) -> str:
        where = "over" if self.current is None else self.current.name
        return f"Game({self.length}, {where}, scores={list(self.current_scores())})"
