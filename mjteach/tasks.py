"""Tasks a lesson sets on a lab: a goal, and a judge that says whether the learner met it and why.

Issue 21 item 9 ("decide, do not watch"): instead of a cell pressing a lab's button, the learner
gets a goal ("make the kan and keep your wait") and acts; the lab then says in the learner's
language whether the goal is met, and why. The judgement is made here, from the engine's state,
so a test checks it without a browser.

A task is started on a lab (:meth:`Task.start`: it notes what it needs from the situation before
the learner acts, e.g. the wait) and judged after each action (:meth:`Task.judge`). The lab is
read through a few attributes only: ``round`` and ``seat`` and ``learner_actions()`` (the
:class:`~mjteach.round.Action` list the learner played, in order) for a table lab, ``kans`` and
``live_remaining`` for a wall view. :meth:`Task.judge` returns None while the learner has not done
what the task asks yet, else an :class:`Outcome`.

Tasks: :class:`KeepWaitThroughKan` (a kan, a replacement tile, a discard that keeps the wait),
:class:`BestCall` (the response to a discard that gives the most points: daiminkan, pon or pass),
:class:`LiveDraws` (kans until the live wall has a given number of draws left),
:class:`CallOnlyWithYaku` (take the discard, by chi, pon or daiminkan, only if the hand keeps a yaku
after the call), :class:`SafeFromChankan` (of the kans the hand may make, one that nobody can
rob), :class:`CallOnlyIfItTakes` (declare a call only if it wins the discard under the priority
rule) and :class:`DiscardNotKuikae` (the first discard after a chi that the kuikae rule allows).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .hand import Hand
from .i18n import has, t
from .tiles import Tile

__all__ = ["Outcome", "Task", "KeepWaitThroughKan", "BestCall", "LiveDraws", "CallOnlyWithYaku",
           "SafeFromChankan", "CallOnlyIfItTakes", "DiscardNotKuikae", "call_keeps_a_yaku",
           "response_values"]


@dataclass(frozen=True)
class Outcome:
    """A task's verdict: ``met`` or not, and the reason (catalog key ``key`` with ``params``)."""

    met: bool
    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def message(self, lang: str | None = None) -> str:
        """The verdict's reason in ``lang`` (default: the current language)."""
        return t(self.key, lang, **{k: _say(v, lang) for k, v in self.params.items()})


def _say(value: Any, lang: str | None) -> str:
    """A parameter as the learner reads it: tiles by notation, a catalog key in ``lang``, a
    callable asked for ``lang``."""
    if callable(value):
        return value(lang)
    if isinstance(value, Tile):
        return value.notation
    if isinstance(value, (set, frozenset, list, tuple)):
        tiles = sorted(value, key=lambda x: x.kind if isinstance(x, Tile) else x)
        return " ".join(_say(x, lang) for x in tiles) if tiles else t("task.no_wait", lang)
    if isinstance(value, str) and (value.startswith("task.") or value.startswith("claim.")) and has(value):
        return t(value, lang)
    return str(value)


class Task:
    """A goal set on a lab (see the module docstring). Subclasses set ``goal_key`` and implement
    :meth:`start` and :meth:`judge`."""

    goal_key = ""

    def goal_params(self) -> dict[str, Any]:
        return {}

    def goal(self, lang: str | None = None) -> str:
        """The goal in ``lang``, filled in from the situation (after :meth:`start`)."""
        return t(self.goal_key, lang, **{k: _say(v, lang) for k, v in self.goal_params().items()})

    def start(self, lab: Any) -> None:
        """Note what the judge needs from the situation before the learner acts."""

    def judge(self, lab: Any) -> Outcome | None:  # pragma: no cover - overridden
        raise NotImplementedError


def _waits_of(hand: Hand) -> frozenset[Tile]:
    """The tiles a 3n+1-tile hand waits on (empty when it is not tenpai)."""
    from .waits import waits

    return frozenset(Tile(k) for k in waits(hand.counts34()))


class KeepWaitThroughKan(Task):
    """Make the kan the hand holds, take the replacement tile, and discard so that the hand waits
    on the same tiles as before the kan (槓 § 手順: the kan is declared, the replacement tile
    drawn, then a tile discarded; a kan does not by itself change a wait)."""

    goal_key = "task.keep_wait.goal"

    def start(self, lab: Any) -> None:
        hand = lab.round.players[lab.seat].hand
        self.before = _waits_of(hand.replace(drawn=None)) if hand.drawn is not None else _waits_of(hand)

    def goal_params(self) -> dict[str, Any]:
        return {"waits": self.before}

    def judge(self, lab: Any) -> Outcome | None:
        acts = lab.learner_actions()
        discard = next((i for i, a in enumerate(acts) if a.kind == "discard"), None)
        if discard is None:
            return None
        if not any(a.kind in ("ankan", "kakan", "daiminkan") for a in acts[:discard]):
            return Outcome(False, "task.keep_wait.no_kan")
        now = _waits_of(lab.round.players[lab.seat].hand)
        if now == self.before:
            return Outcome(True, "task.keep_wait.kept", {"waits": now})
        return Outcome(False, "task.keep_wait.changed", {"waits": now, "before": self.before})


def response_values(hand: Hand, tile: Tile, win_tile: Tile, rules: Any, *,
                    dealer: bool = False) -> dict[str, int]:
    """Points of a ron on ``win_tile`` after each response to a discarded ``tile`` the concealed
    ``hand`` (13 tiles, holding three ``tile``) could make: ``pass`` (the hand as it is),
    ``pon`` and ``daiminkan`` (the triplet called open). A response whose hand cannot win (no
    yaku) is worth 0. 副露 § 役の消滅 (opening costs the menzen yaku and the 10 fu of a
    concealed ron); 槓 § メリットとデメリット (a daiminkan's fu)."""
    from .melds import Meld
    from .scoring import WinContext, compare_call, compare_kan

    seat_wind = 0 if dealer else 1
    ctx = WinContext(win_tile=win_tile, tsumo=False, winner=seat_wind, seat_wind=seat_wind,
                     dealer=0)
    kan = compare_kan(hand, ctx, rules, tile=tile, kind="daiminkan")
    pon = compare_call(hand, ctx, Meld.pon([tile] * 3, tile, "kamicha"), rules)
    return {"pass": kan.before.points, "pon": pon.after.points, "daiminkan": kan.after.points}


class BestCall(Task):
    """Answer a discard with the response that makes a ron on ``win_tile`` worth the most (ties:
    any of the best). Started on a lab whose learner may pon or daiminkan the last discard."""

    goal_key = "task.best_call.goal"

    def __init__(self, win_tile: str) -> None:
        self.win_tile = Tile.parse(win_tile)

    def start(self, lab: Any) -> None:
        rnd = lab.round
        self.tile = rnd.pending_discard[1]
        hand = rnd.players[lab.seat].hand
        self.values = response_values(hand, self.tile, self.win_tile, rnd.rules,
                                      dealer=rnd.dealer == lab.seat)
        best = max(self.values.values())
        self.best = sorted(k for k, v in self.values.items() if v == best)

    def goal_params(self) -> dict[str, Any]:
        return {"tile": self.tile, "win": self.win_tile}

    def judge(self, lab: Any) -> Outcome | None:
        acts = lab.learner_actions()
        if not acts:
            return None
        chose = acts[0].kind
        params = {"pass": self.values["pass"], "pon": self.values["pon"],
                  "daiminkan": self.values["daiminkan"], "choice": f"task.act.{chose}",
                  "best": f"task.act.{self.best[0]}"}
        if chose in self.best:
            return Outcome(True, "task.best_call.right", params)
        return Outcome(False, "task.best_call.wrong", params)


class LiveDraws(Task):
    """Make kans until the live wall has ``target`` draws left (槓 § 王牌: each kan's replacement
    tile is made up from the end of the live wall, so the haitei moves one tile closer)."""

    goal_key = "task.live_draws.goal"

    def __init__(self, target: int) -> None:
        self.target = target

    def start(self, lab: Any) -> None:
        self.needed = lab.live_remaining - self.target

    def goal_params(self) -> dict[str, Any]:
        return {"n": self.target}

    def judge(self, lab: Any) -> Outcome | None:
        if lab.live_remaining > self.target:
            return None
        if lab.kans != self.needed or lab.live_remaining < self.target:
            if lab.kans < self.needed:
                return Outcome(False, "task.live_draws.drew", {"n": lab.live_remaining})
            return Outcome(False, "task.live_draws.over", {"kans": lab.kans, "n": lab.live_remaining})
        return Outcome(True, "task.live_draws.met", {"kans": lab.kans, "n": self.target})


def call_keeps_a_yaku(hand: Hand, meld: Any, rules: Any) -> bool:
    """Can ``hand`` (13 tiles) still win with a yaku after calling ``meld``: some discard after
    the call (none after a daiminkan, whose replacement tile comes first) leaves it tenpai on a
    tile that wins with a yaku (副露 § 役の消滅: an open hand has no riichi, menzen tsumo or
    pinfu; without another yaku it cannot win)."""
    from .scoring import WinContext, evaluate

    closed = list(hand.closed_tiles)
    own = list(meld.tiles)
    own.remove(meld.called)
    for x in own:
        closed.remove(next(c for c in closed if c.kind == x.kind))
    if meld.kind == "daiminkan":  # 10 tiles and the kan: already a 13-tile hand
        shapes = [closed]
    else:
        shapes = []
        for out in sorted(set(closed), key=lambda x: x.kind):
            rest = list(closed)
            rest.remove(out)
            shapes.append(rest)
    for rest in shapes:
        after = Hand.from_tiles(rest, list(hand.melds) + [meld])
        for w in _waits_of(after):
            ctx = WinContext(win_tile=w, tsumo=False, winner=1, seat_wind=1, dealer=0)
            if evaluate(after, ctx, rules).is_win:
                return True
    return False


class CallOnlyWithYaku(Task):
    """In a call lab, or a kan lab answering a discard: the learner's seat takes the discard (chi,
    pon or daiminkan) only if the hand keeps a yaku after the call, and passes otherwise
    (副露 § 役の消滅; 槓 § 大明槓: a daiminkan opens the hand like a pon)."""

    goal_key = "task.call_yaku.goal"

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def start(self, lab: Any) -> None:
        rnd = lab.round
        hand = rnd.players[self.seat].hand
        self.worth: dict[str, bool] = {}
        for a in rnd.legal_actions(self.seat):
            if a.kind in ("pon", "chi", "daiminkan"):
                meld = _meld_of(a, rnd, self.seat)
                self.worth[a.kind] = self.worth.get(a.kind, False) or call_keeps_a_yaku(
                    hand, meld, rnd.rules)
        self.tile = rnd.pending_discard[1]

    def goal_params(self) -> dict[str, Any]:
        return {"tile": self.tile}

    def judge(self, lab: Any) -> Outcome | None:
        mine = [a for a in lab.learner_actions() if a.seat == self.seat]
        if not mine:
            return None
        chose = mine[0].kind
        good = sorted(k for k, ok in self.worth.items() if ok)
        if chose in self.worth:
            key = "task.call_yaku.called_with" if self.worth[chose] else "task.call_yaku.called_without"
            return Outcome(self.worth[chose], key, {"call": f"task.act.{chose}"})
        if chose == "pass":
            if good:
                return Outcome(False, "task.call_yaku.passed_good", {"call": f"task.act.{good[0]}"})
            return Outcome(True, "task.call_yaku.passed")
        return None


class SafeFromChankan(Task):
    """Make a kan that no other player can rob by chankan, then discard (槓 § 加槓: the tile a
    kakan adds may be won on by a player waiting on it; an ankan only by a kokushi musou hand,
    where ``rules.kokushi_chankan_ankan``). Whether a kan could be robbed is the round's own
    answer: its ``chankan_window`` event, opened only when some player may win on the tile (the
    lab's other players always pass, so the kan then stands; the task says what would have
    happened)."""

    goal_key = "task.no_chankan.goal"

    def start(self, lab: Any) -> None:
        rnd = lab.round
        self.waits = frozenset().union(*(_waits_of(p.hand) for s, p in enumerate(rnd.players)
                                         if s != lab.seat))

    def goal_params(self) -> dict[str, Any]:
        return {"waits": self.waits}

    def judge(self, lab: Any) -> Outcome | None:
        acts = lab.learner_actions()
        kans = [a for a in acts if a.kind in ("ankan", "kakan")]
        robbable = [e for e in lab.round.events if e.kind == "chankan_window" and e.seat == lab.seat]
        if robbable:
            return Outcome(False, "task.no_chankan.robbable", {"tile": robbable[0].tile})
        if not any(a.kind == "discard" for a in acts):
            return None
        if not kans:
            return Outcome(False, "task.keep_wait.no_kan")
        kan = kans[0]
        return Outcome(True, f"task.no_chankan.safe_{kan.kind}", {"tile": kan.tile})


class CallOnlyIfItTakes(Task):
    """In a call lab where other seats have answered the discard already (the lab's prelude):
    ``seat`` declares its call only if that call would take the tile under the rules' priority,
    and passes otherwise (副露 § 発声の優先順位: ranked by kind, or the first voice; a late call
    that loses may be refused at a table). Whether it would take the tile is the round's own
    answer: the call is played on a copy of the round and the claims resolved."""

    goal_key = "task.call_takes.goal"

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def start(self, lab: Any) -> None:
        import copy

        rnd = lab.round
        action = next(a for a in rnd.legal_actions(self.seat) if a.kind in ("pon", "chi", "daiminkan", "ron"))
        trial = copy.deepcopy(rnd)
        trial.play(action)
        while trial.phase == "respond" and trial.waiting_on:
            trial.play(type(action)("pass", sorted(trial.waiting_on)[0]))
        claims = next(e for e in reversed(trial.events) if e.kind == "claims").data
        self.call, self.tile = action.kind, lab.tile
        self.takes = claims.get("taken_by") == self.seat
        self.rule = f"claim.{claims.get('rule')}"
        origin, wind = lab.origin, rnd.seat_wind(self.seat)
        rel = rnd.relation(origin, self.seat)
        self.who = lambda lang: t("w.call.seat", lang, seat=self.seat, wind=t(f"w.wind.{wind}", lang),
                                  rel=t(f"w.call.rel.{rel}", lang))

    def goal_params(self) -> dict[str, Any]:
        return {"seat": self.who, "tile": self.tile, "call": f"task.act.{self.call}"}

    def judge(self, lab: Any) -> Outcome | None:
        mine = [a for a in lab.learner_actions() if a.seat == self.seat]
        if not mine:
            return None
        params = {"call": f"task.act.{self.call}", "rule": self.rule}
        if mine[0].kind == "pass":
            return Outcome(not self.takes, "task.call_takes.passed_right" if not self.takes
                           else "task.call_takes.passed_wrong", params)
        return Outcome(self.takes, "task.call_takes.took" if self.takes else "task.call_takes.lost",
                       params)


class DiscardNotKuikae(Task):
    """In a call lab after a chi or pon: the caller's first discard is one the rules allow right
    after the call (副露 § 喰い替え: where kuikae is forbidden, not the tile just called nor the
    other end of the run it made). The lab's ``discards`` hold each try and the round's Reason."""

    goal_key = "task.kuikae.goal"

    def start(self, lab: Any) -> None:
        self.call = lab.call or "chi"

    def goal_params(self) -> dict[str, Any]:
        return {"call": f"task.act.{self.call}"}

    def judge(self, lab: Any) -> Outcome | None:
        if not lab.discards:
            return None
        tile, reason = lab.discards[0]
        if reason is None:
            return Outcome(True, "task.kuikae.allowed", {"tile": tile})
        return Outcome(False, "task.kuikae.refused", {"tile": tile})


def _meld_of(action: Any, rnd: Any, seat: int) -> Any:
    """The meld a pon/chi/daiminkan ``action`` on the pending discard would make."""
    from .melds import Meld

    discarder, tile = rnd.pending_discard[0], rnd.pending_discard[1]
    if action.kind == "daiminkan":
        return Meld.daiminkan([tile] * 4, tile, rnd.relation(seat, discarder))
    own = list(action.tiles) or [tile, tile]
    tiles = sorted([*own, tile], key=lambda x: x.kind)
    if action.kind == "pon":
        return Meld.pon(tiles, tile, rnd.relation(seat, discarder))
    return Meld.chi(tiles, tile)
