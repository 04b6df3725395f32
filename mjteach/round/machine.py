"""The state machine of one hand: :class:`Round` puts together the concerns (state and undo,
legality, call resolution, the kan procedure, endings) and offers the API: ``play()``,
``respond()``, ``legal_actions()``, ``why_not()``, ``undo()``.
"""

from __future__ import annotations

from typing import Any

from .. import checks
from ..rules import Rules
from ..tiles import Tile
from ..wall import Wall
from .actions import Action, Event, IllegalAction, R
from .calls import Calls
from .endings import Endings
from .kans import Kans
from .legality import Legality
from .shapes import _format_sorted
from .state import _SCALARS, _STEP, _SUIT, PlayerState, RoundState

_DEFAULT_RULES = Rules()


class Round(RoundState, Legality, Calls, Kans, Endings):
    """One hand of riichi mahjong (4- or 3-player).

    Parameters
    ----------
    rules : Rules
    wall : Wall | None
        The wall to play (it is copied and dealt). Default: ``Wall.from_seed(seed or 0, rules)``.
    seed : int | None
        Seed for the default wall, 0 … 2**64-1 (``ValueError`` outside).
    dealer, round_wind, honba, riichi_sticks : int
        ``round_wind`` 0..3 = E S W N.
    scores : list[int] | None
        Points per seat (default 25000 each; 35000 in three-player).
    deal : bool
        Deal at once (default). Scenarios build the state themselves.

    Attributes
    ----------
    rules, wall, dealer, round_wind, honba, riichi_sticks, scores
    players : list[PlayerState]
    turn : int
        The seat to act in the ``draw``/``act``/``chankan`` phases (the discarder in ``respond``).
    phase : str
        ``"draw"``, ``"act"``, ``"respond"``, ``"chankan"`` or ``"over"``.
    events : list[Event];  history : list[Action]
    result : dict | None
        Once over: ``{"type": "win"|"exhaustive_draw"|"abortive_draw", ...}``.

    Raises
    ------
    ValueError
        Bad seat or wind numbers; WallError if ``wall`` does not fit ``rules``.
    """

    # The state's attributes live in slots: a Round has more attributes than CPython 3.11 keeps
    # in a shared-key instance dict (30), and past that every ``self.x`` and ``self.method()``
    # misses the interpreter's attribute caches. Other attributes still go to ``__dict__`` (the
    # mixins have one).
    __slots__ = (
        "rules", "n", "wall", "dealer", "round_wind", "honba", "players", "events", "history",
        "_together", "_seat_shapes", "_start",
        *_SCALARS,  # the per-step state saved for undo (state.py), one place for both lists
    )

    def __init__(
        self,
        rules: Rules = _DEFAULT_RULES,
        wall: Wall | None = None,
        *,
        seed: int | None = None,
        dealer: int = 0,
        round_wind: int = 0,
        honba: int = 0,
        riichi_sticks: int = 0,
        scores: list[int] | None = None,
        deal: bool = True,
    ) -> None:
        if isinstance(rules, str):  # a preset name, e.g. Round("m_league")
            rules = Rules.preset(rules)
        if not isinstance(rules, Rules):
            raise TypeError(f"rules must be a Rules object or a preset name, not {rules!r}")
        n = rules.players
        checks.seat("dealer", dealer, n)
        checks.whole("round_wind (0–3: E S W N)", round_wind, 0, 3)
        for name, value in (("honba", honba), ("riichi_sticks", riichi_sticks)):
            checks.whole(name, value, 0, checks.MAX_COUNT)
        if seed is not None:
            checks.wall_seed(seed)
        if wall is not None and not isinstance(wall, Wall):
            raise TypeError(f"wall must be a Wall or None, not {type(wall).__name__}")
        checks.flag("deal", deal)
        start = 35000 if n == 3 else 25000
        scores = checks.scores("scores", scores, n) if scores is not None else [start] * n
        self.rules = rules
        self.n = n
        if wall is None:
            wall = Wall.from_seed(0 if seed is None else seed, rules)
        else:
            if (
                wall.rules.players != rules.players
                or wall.rules.dead_wall_size != rules.dead_wall_size
            ):
                raise ValueError("the wall was built for other rules (players / dead wall size)")
            wall = wall.copy()
            wall.rules = rules
        self.wall = wall
        self.dealer = dealer
        self.round_wind = round_wind
        self.honba = honba
        self.riichi_sticks = riichi_sticks
        self.scores: list[int] = scores
        self.players = [PlayerState(s) for s in range(self.n)]
        self.events: list[Event] = []
        self.history: list[Action] = []
        self.turn = dealer
        self.phase = "draw"
        self.last_draw: str | None = None  # "live" | "rinshan"
        self.rinshan_kind: str | None = None
        self.daiminkan_from: int | None = None
        self.just_called = False
        self.kuikae_banned: frozenset[int] = frozenset()
        self.pending_reveals: list[str] = []
        self.pending_discard: tuple[int, Tile, bool] | None = None
        self.responders: dict[int, tuple[str, ...]] = {}
        self.responses: dict[int, Action] = {}
        self.response_order: list[int] = []
        # seat -> voice number of its answer in this window; answers of one respond() share one
        self.response_voice: dict[int, int] = {}
        # history indices of answers given together with the answer before them (respond());
        # kept beside the history so that undo's replay gives them the same voice again
        self._together: set[int] = set()
        self.chankan: dict[str, Any] | None = None
        self.kan_owners: list[int] = []
        self.suukaikan_pending = False
        self.pao: dict[int, tuple[tuple[str, int], ...]] = {}
        self.result: dict[str, Any] | None = None
        self.uninterrupted = True
        self.discard_counts = [0] * self.n
        self.live_draws = 0
        self.rinshan_draws = 0
        self.houtei = False
        self._shape_winners: tuple[int, Tile, tuple[int, ...]] | None = None
        # responder seat -> its legal answers to the pending discard, as _open_responses found
        # them (legal_actions gives them back while the seat has not answered)
        self._responder_acts: dict[int, list[Action]] = {}
        # seat -> (codes, _win_suits(codes)): a cache checked against the seat's exact tiles
        # (its per-suit codes) on every use, so it is not part of the saved state
        self._seat_shapes: dict[int, tuple[Any, ...]] = {}
        if deal:
            hands = self.wall.deal(dealer)
            for s, tiles in enumerate(hands):
                p = self.players[s]
                p.concealed = list(tiles)
                counts, codes = p.counts, p.codes
                for t in tiles:  # p._add(t.kind), inlined
                    k = t.kind
                    counts[k] += 1
                    codes[_SUIT[k]] += _STEP[k]
            self.events.append(
                Event(
                    "deal",
                    None,
                    None,
                    {
                        "dealer": dealer,
                        "hands": [_format_sorted(h) for h in hands],
                        "dora_indicator": self.wall.dora_indicators[0].notation,
                        "dice": list(self.wall.dice),
                    },
                )
            )
        self._start = self._save()

    # ----- construction helpers ----------------------------------------
    @classmethod
    def from_scenario(cls, source: Any) -> Round:
        """A round from a scenario file path, JSON text or dict (see :mod:`mjteach.scenario`)."""
        from ..scenario import load_scenario

        return load_scenario(source).round

    # ----- the API ------------------------------------------------------
    def play(self, action: Action | str, seat: int | None = None) -> list[Event]:
        """Play ``action`` (an Action, or text like ``"ankan 8s"`` with ``seat``); return the events
        it caused. Raises :class:`IllegalAction` (state unchanged) when the rules forbid it."""
        if isinstance(action, str):
            if seat is None:
                raise ValueError("a text action needs the seat: play('ankan 8s', seat=0)")
            action = Action.parse(action, checks.seat("seat", seat, self.n))
        reason = self.why_not(action)
        if reason is not None:
            raise IllegalAction(reason, action)
        start = len(self.events)
        try:
            do = _DO.get(action.kind)  # self._apply(action), one call less
            if do is None:
                do = _DO[action.kind] = getattr(Round, "_do_" + action.kind)
            do(self, action)
        except Exception:
            self._replay(list(self.history))
            raise
        self.history.append(action)
        return self.events[start:]

    def respond(self, answers: dict[int, Action | str]) -> list[Event]:
        """Play several seats' answers to a discard (or chankan window) at once; text answers are
        parsed (``{1: "pon", 2: "pass"}``). All or nothing: if one is illegal, IllegalAction is
        raised and nothing is played.

        The answers are **simultaneous voices** (副露 § 発声の優先順位): they share one voice
        number (``response_voice``), so under ``CallPriority.FIRST_CALL`` a pon or daiminkan
        given together with a chi still takes the tile (槓 § 大明槓: 発声が同時だった場合はチーより
        大明槓が優先される; claims rule ``"simultaneous_pon_over_chi"``). To say "this voice came
        first", play the answers one by one with :meth:`play`. They are recorded in the history
        in seat order from the discarder (one action each, so ``undo`` counts them one by one).
        """
        if not isinstance(answers, dict):
            raise TypeError(f"answers must be a dict {{seat: action}}, not {answers!r}")
        for s, a in answers.items():
            checks.seat("a seat of answers", s, self.n)
            if not isinstance(a, (Action, str)):
                raise TypeError(f"answers[{s}] must be an Action or text, not {a!r}")
        if self.phase not in ("respond", "chankan"):
            raise IllegalAction(R("respond.no_discard", "turn"))
        origin = self.turn
        order = sorted(answers, key=lambda s: (s - origin) % self.n)
        done = 0
        first = len(self.history)
        out: list[Event] = []
        try:
            for s in order:
                a = answers[s]
                if isinstance(a, str):
                    a = Action.parse(a, s)
                if done:
                    self._together.add(len(self.history))  # same voice as the answer before
                out.extend(self.play(a))
                done += 1
        except Exception:  # IllegalAction, or an engine error play() already rolled back
            self._together = {i for i in self._together if i < first}
            self.undo(done)
            raise
        return out

    def _apply(self, a: Action) -> None:
        do = _DO.get(a.kind)
        if do is None:
            do = _DO[a.kind] = getattr(Round, "_do_" + a.kind)
        do(self, a)


_DO: dict[str, Any] = {}  # action kind -> Round._do_<kind>, filled on first use
