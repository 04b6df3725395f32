"""KanLab: one hand at a table; press ankan, kakan, daiminkan, pon, chi, draw or discard and watch.

The lab holds a :class:`mjteach.round.Round` and decides nothing: a button is enabled exactly when
``Round.legal_actions(seat)`` holds an action of its kind, and a disabled button shows
``Round.why_not`` of that action (a :class:`~mjteach.rules.Reason`, in the current language). After
a kan it shows what the round's events say: the meld as laid (``render.meld_svg``), the rinshan tile
and its wall position, the kan-dora indicator turned now or pending until the discard, the haitei
joining the dead wall, tiles left, and the value of the hand with the set as a triplet and as the
kan (``scoring.compare_kan``), changed parts marked.

The other seats are played by a simple autopilot that is not a rule: they draw and discard the tile
they drew and pass on every call, so the learner's seat gets each decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import traitlets

from ..hand import Hand
from ..i18n import has, t
from ..i18n.punctuation import aside, labelled, listing
from ..i18n.sources import source_text
from ..melds import MeldKind
from ..round import Action, Event, Round
from ..rules import Reason, Rules
from ..scenario import hand_round, rebuild_round, rules_dict
from ..tasks import Task
from ..tiles import Tile
from ._base import esc, meld_svg, tile_label, tile_svg, tr, value_label
from .task_line import task_html
from .view import Button, Html, Rack, Row, View, batched
from .wall_view import WallView

__all__ = ["KanLab", "BUTTON_KINDS"]

BUTTON_KINDS = (
    "ankan",
    "kakan",
    "daiminkan",
    "pon",
    "chi",
    "draw",
    "discard",
    "pass",
    "tsumo",
    "ron",
)
"""The learner's buttons, in display order."""

_KAN_KINDS = ("ankan", "kakan", "daiminkan")
_NEEDS_TILE = ("discard", "ankan", "kakan")  # kinds that use a tile of the learner's hand
_SIDE_KEYS = ("w.wall.side0", "w.wall.side1", "w.wall.side2", "w.wall.side3")
# compare_kan().rows() items written in English by scoring; shown in the current language here
_ROW_KEYS = {
    "fu (raw)": "w.lab.row.fu_raw",
    "fu": "w.lab.row.fu",
    "han": "w.lab.row.han",
    "yaku": "w.lab.row.yaku",
    "points": "w.lab.row.points",
}
_OK = "#007A5A"
_BAD = "#B34700"
_MARK = "#8E3A78"


class KanLab(View):
    """Make each kind of kan in a table situation and see what it changes.

    Parameters
    ----------
    source : Round, str, dict, HandBuilder, Hand or Callable[[Rules], Round]
        The situation: a :class:`Round` (used as is), a scenario path / JSON text / dict (through
        ``Round.from_scenario``), a demo name (``"ankan"``, ``"kakan"``, ``"daiminkan"``, see
        :meth:`demo`), or a factory ``f(rules) -> Round`` (lets a RuleSwitcher rebuild it).
    seat : int
        The learner's seat (default 0).
    rules : Rules, optional
        Rules for demo names and factories (default ``Rules()``).
    win_tile : str, optional
        The tile the value comparison assumes the hand wins on (default: its first wait).
    win_by : ``"ron"`` or ``"tsumo"``
        How that assumed win happens.
    script : int
        For a scenario: play its first ``script`` scripted actions before the learner starts
        (e.g. ``KanLab("kakan_chankan", seat=1, script=1)``: seat 0's kakan is made and seat 1
        may rob it).

    Attributes
    ----------
    phase : Unicode
        ``Round.phase`` after the last step (``"draw"``, ``"act"``, ``"respond"``, ``"chankan"``,
        ``"over"``).
    enabled : List(Unicode)
        The button kinds enabled now (legal for the learner's seat).
    reasons : Dict
        For each disabled kind, the ``Reason.code`` of why not.
    step : Int
        Steps (presses) played so far; ``back``/``forward`` move it.
    kans : Int
        Kans made in the round.
    live_remaining : Int
        Live tiles left in the wall.
    last_message : Unicode
        The last refusal or result line (plain text).

    One view (:class:`~mjteach.widgets.view.View`): its parts are ``buttons`` (dict kind ->
    Button), ``rack`` (Rack of the closed tiles; press
    one to select it), ``melds_html``, ``why_html`` (the reasons), ``kan_html`` (what the kan did),
    ``fu_html`` (value before -> after), ``wall_view`` (WallView of the round's wall), ``log_html``,
    ``back_button``, ``forward_button``.
    """

    _factory_cache: Round | None = None
    phase = traitlets.Unicode("")
    enabled = traitlets.List(traitlets.Unicode())
    reasons = traitlets.Dict()
    step = traitlets.Int(0)
    kans = traitlets.Int(0)
    live_remaining = traitlets.Int(0)
    last_message = traitlets.Unicode("")
    task_state = traitlets.Unicode("")

    def __init__(
        self,
        source: Any = "ankan",
        *,
        seat: int = 0,
        rules: Rules | None = None,
        win_tile: str | None = None,
        win_by: str = "ron",
        script: int = 0,
        width: int = 34,
        show_wall: bool = True,
        task: Task | None = None,
        **kwargs,
    ) -> None:
        super().__init__(**kwargs)
        self.task = task
        self._task_round: Round | None = None
        self._prelude = 0
        with self.batch():  # one message for the whole first picture
            self._setup(source, seat, rules, win_tile, win_by, script, width, show_wall)

    def _setup(self, source, seat, rules, win_tile, win_by, script, width, show_wall) -> None:
        if win_by not in ("ron", "tsumo"):
            raise ValueError("win_by must be 'ron' or 'tsumo'")
        self.seat = seat
        self._script = script
        self._width = width
        self._win_tile = Tile.parse(win_tile) if win_tile else None
        self._win_by = win_by
        self._name, self._factory, prelude = self._factory_for(source)
        self._rules = rules
        self._groups: list[list[Action]] = []
        self._redo: list[list[Action]] = []
        self._presses: list[tuple[str, str | None]] = []
        self._selected: Tile | None = None
        self._comparison_cache: dict[Any, Any] = {}
        # widgets
        self.title = Html()
        self.situation = Html()
        self.rack = Rack((), caption_key="w.lab.hand", width=width)
        self.rack.on_click(lambda _i, tile: self.select(tile))
        self.melds_html = Html()
        self.buttons: dict[str, Button] = {}
        for kind in BUTTON_KINDS:
            b = Button()
            b.add_class(f"mjt-btn-{kind}")
            b.on_click(lambda _b, k=kind: self.press(k))
            self.buttons[kind] = b
        self.why_html = Html()
        self.kan_html = Html()
        self.fu_html = Html()
        self.log_html = Html()
        self.back_button = Button().add_class("mjt-back")
        self.back_button.on_click(lambda _b: self.back())
        self.forward_button = Button().add_class("mjt-forward")
        self.forward_button.on_click(lambda _b: self.forward())
        self.message = Html()
        self._show_wall = show_wall
        self.round = self._build(self._rules)
        self.wall_view = WallView(self.round, width=18)
        for kind, tile in prelude:
            self.press(kind, tile)
        self._prelude = len(self._groups)
        self._redo.clear()
        self.task_html = Html()
        self.children = [
            self.title,
            self.task_html,
            self.situation,
            Row([self.rack, self.melds_html]),
            Row(list(self.buttons.values())),
            self.message,
            self.why_html,
            self.kan_html,
            self.fu_html,
            Row([self.back_button, self.forward_button]),
            self.log_html,
        ] + ([self.wall_view] if show_wall else [])
        self.add_class("mjt-kanlab")
        self._relabel()
        self._show()
        self._follow_language()

    # ----- construction -------------------------------------------------------------------
    @classmethod
    def demo(cls, kind: str = "ankan", **kwargs) -> KanLab:
        """A ready situation for one kind of kan: ``"ankan"`` (8s drawn to 888s, 槓 § 槓子の扱い),
        ``"kakan"`` (a pon of 8p, then the 4th 8p drawn) or ``"daiminkan"`` (kamicha discards
        7s, the learner holds 777s). The steps before the kan are played already."""
        return cls(kind, **kwargs)

    def _factory_for(self, source: Any) -> tuple[str, Callable[[Rules | None], Round], list]:
        """(name, factory, presses before the learner starts). ``factory(None)`` builds the
        situation under its own rules (a scenario's, a Round's, else ``Rules()``)."""
        from .situations import DEMOS, demo_round

        if isinstance(source, Round):
            rnd = source
            return (
                "round",
                (lambda rules, r=rnd: r if rules in (None, r.rules) else rebuild_round(r, rules)),
                [],
            )
        if isinstance(source, str) and source in DEMOS:
            prelude = list(DEMOS[source].get("presses", []))
            return source, (lambda rules, n=source: demo_round(n, rules or Rules())[0]), prelude
        if hasattr(source, "hand") and hasattr(source, "notation"):  # a HandBuilder
            return "builder", (lambda rules, b=source: hand_round(b.hand, rules or Rules())), []
        if isinstance(source, Hand):
            return "hand", (lambda rules, h=source: hand_round(h, rules or Rules())), []
        if isinstance(source, (str, dict)):
            from ..scenario import load_scenario

            sc = load_scenario(source)
            data = dict(sc.data)

            def scenario_factory(rules: Rules | None, data=data) -> Round:
                loaded = load_scenario(
                    data if rules is None else dict(data, rules=rules_dict(rules))
                )
                rnd = loaded.round
                for st in loaded.steps[: self._script]:  # the scenario's own first moves
                    if rnd.why_not(st.action) is not None:
                        break
                    rnd.play(st.action)
                return rnd

            return sc.name, scenario_factory, []
        if callable(source):
            return (
                getattr(source, "__name__", "custom"),
                (lambda rules, f=source: f(rules or Rules())),
                [],
            )
        raise TypeError(
            f"KanLab needs a Round, scenario, demo name, Hand, HandBuilder or "
            f"factory, not {source!r}"
        )

    def _build(self, rules: Rules | None) -> Round:
        rnd, self._factory_cache = self._factory_cache or self._factory(rules), None
        self.seat = self.seat if 0 <= self.seat < rnd.n else 0
        self.round = rnd
        self._autopilot([])
        self._start_events = 0
        return rnd

    @property
    def rules(self) -> Rules:
        return self.round.rules

    @rules.setter
    @batched
    def rules(self, rules: Rules) -> None:
        """New rules (e.g. from a RuleSwitcher): rebuild the situation and replay the presses made
        so far, stopping at the first one the new rules refuse (that refusal is shown).

        Raises ValueError (message in the learner's language) when the situation cannot be dealt
        under ``rules`` (e.g. three-player rules for a hand with 2m-8m); the lab is then unchanged,
        and a RuleSwitcher linked to it keeps its old rules too.
        """
        if rules == self.round.rules:
            return
        try:
            fresh = self._factory(rules)
        except ValueError as exc:  # e.g. three-player rules for a hand with 2m-8m
            raise ValueError(tr("w.lab.rules_unusable", why=str(exc))) from exc
        self.last_message, self.message.value = "", ""  # nothing said under the old rules stays
        presses = list(self._presses)
        self._rules = rules
        self._groups, self._redo, self._presses = [], [], []
        self._factory_cache = fresh
        self.round = self._build(rules)
        self.wall_view._round = self.round
        self.wall_view._wall = self.round.wall
        refused = None
        for kind, tile in presses:
            result = self.press(kind, tile, _show=False)
            if isinstance(result, Reason):
                refused = result
                break
        self._show()
        if refused is not None:
            self._say(tr("w.lab.replay_stopped", reason=refused.message()), bad=True)

    @batched
    def reload(self) -> None:
        """Build the situation again from the source (e.g. the HandBuilder's current hand)."""
        self._groups, self._redo, self._presses = [], [], []
        self.round = self._build(self.round.rules)
        self.wall_view._round = self.round
        self.wall_view._wall = self.round.wall
        self._show()

    # ----- user actions -------------------------------------------------------------------
    @batched
    def select(self, tile: Tile | str | None) -> None:
        """Select a tile of the hand (the tile a discard, ankan or kakan uses), as a click does."""
        self._selected = (
            None if tile is None else (tile if isinstance(tile, Tile) else Tile.parse(tile))
        )
        self.last_message = ""
        self.message.value = ""  # an earlier "pick a tile first" is answered now
        self._show()

    @batched
    def press(self, kind: str, tile: Tile | str | None = None, *, _show: bool = True):
        """Press the button ``kind`` (see BUTTON_KINDS), optionally for ``tile``.

        Returns the list of :class:`Event` the round produced (the learner's action and the
        autopilot's replies), or the :class:`~mjteach.rules.Reason` it was refused for (the
        round is then unchanged and the reason is shown). Raises ValueError for an unknown kind.
        """
        if kind not in BUTTON_KINDS:
            raise ValueError(f"unknown action {kind!r}; choose one of {', '.join(BUTTON_KINDS)}")
        self._start_task()
        want = Tile.parse(tile) if isinstance(tile, str) else tile
        if want is None and kind in _NEEDS_TILE and self._selected is not None:
            want = self._selected
        if want is None and kind in _NEEDS_TILE and len(self._choices(kind)) > 1:
            # a choice is needed and none was made: ask for it, change nothing
            reason = Reason.of("w.lab.pick_tile", action=kind)
            self.last_message = reason.message()
            if _show:
                self._say(reason.message(), bad=True)
            return reason
        action = self._pick(kind, want)
        if action is None:
            reason = self.round.why_not(self._probe(kind, want)) or Reason.of("w.lab.no_such")
            self.last_message = reason.message()
            if _show:
                self._say(
                    tr("w.lab.refused", action=self._label(kind), reason=reason.message()), bad=True
                )
            return reason
        start = len(self.round.events)
        group = [action]
        self.round.play(action)
        self._autopilot(group)
        self._groups.append(group)
        self._redo.clear()
        self._presses.append((kind, action.tile.notation if action.tile else None))
        self._selected = None
        events = self.round.events[start:]
        self.last_message = ""
        if kind == "discard" and action.tile is not None:
            self.last_message = tr("w.lab.discarded_tile", tile=tile_label(action.tile))
        if _show:
            self.message.value = ""
            if self.last_message:
                self._say(self.last_message)
            self._show()
        return events

    @batched
    def back(self) -> bool:
        """Step back one press (the learner's action and the autopilot's replies)."""
        if not self._groups:
            return False
        group = self._groups.pop()
        self.last_message, self.message.value = "", ""
        self.round.undo(len(group))
        self._redo.append(group)
        self._presses.pop()
        self._show()
        return True

    @batched
    def forward(self) -> bool:
        """Replay the press undone by :meth:`back`."""
        if not self._redo:
            return False
        group = self._redo.pop()
        self.last_message, self.message.value = "", ""
        for a in group:
            self.round.play(a)
        self._groups.append(group)
        first = group[0]
        self._presses.append((first.kind, first.tile.notation if first.tile else None))
        self._show()
        return True

    # ----- model questions ----------------------------------------------------------------
    def legal(self, kind: str | None = None) -> list[Action]:
        """Legal actions of the learner's seat (of one kind if given), from Round.legal_actions."""
        acts = self.round.legal_actions(self.seat)
        return [a for a in acts if kind is None or a.kind == kind]

    def why_not(self, kind: str, tile: Tile | str | None = None) -> Reason | None:
        """None if ``kind`` (for ``tile``) is legal now, else the round's Reason."""
        want = Tile.parse(tile) if isinstance(tile, str) else tile
        if self._pick(kind, want) is not None:
            return None
        return self.round.why_not(self._probe(kind, want))

    def _choices(self, kind: str) -> set[str]:
        """The distinct tiles (notation) the legal actions of ``kind`` could use now."""
        return {a.tile.notation for a in self.legal(kind) if a.tile is not None}

    def _pick(self, kind: str, want: Tile | None) -> Action | None:
        acts = self.legal(kind)
        if want is not None:
            exact = [a for a in acts if a.tile == want]
            same = [a for a in acts if a.tile is not None and a.tile.kind == want.kind]
            acts = exact or same
        return acts[0] if acts else None

    def _probes(self, kind: str, want: Tile | None) -> list[Action]:
        """The actions to ask ``why_not`` about for a disabled button: with no tile chosen, one per
        candidate (each kind held three or more times for an ankan, each pon for a kakan), so a
        learner holding two triplets reads why neither is a kan; otherwise :meth:`_probe`."""
        p = self.round.players[self.seat]
        if want is None and kind == "ankan":
            closed = list(p.concealed) + ([p.drawn] if p.drawn is not None else [])
            count = {x.kind: sum(y.kind == x.kind for y in closed) for x in closed}
            # the most held first (the one _probe asks about), then by kind
            kinds = sorted((k for k, n in count.items() if n >= 3), key=lambda k: (-count[k], k))
            if len(kinds) > 1:
                first = {k: next(x for x in closed if x.kind == k) for k in kinds}
                return [Action("ankan", self.seat, first[k]) for k in kinds]
        if want is None and kind == "kakan":
            pons = [m.first for m in p.melds if m.kind is MeldKind.PON]
            if len(pons) > 1:
                return [Action("kakan", self.seat, x) for x in pons]
        return [self._probe(kind, want)]

    def _probe(self, kind: str, want: Tile | None) -> Action:
        """The action to ask ``why_not`` about when no legal one exists."""
        rnd, p = self.round, self.round.players[self.seat]
        tile = want
        if tile is None:
            if kind in ("daiminkan", "pon", "chi", "ron") and rnd.pending_discard is not None:
                tile = rnd.pending_discard[1]
            elif kind == "ankan":
                closed = p.closed_tiles
                if closed:
                    tile = max(
                        closed, key=lambda x: (sum(y.kind == x.kind for y in closed), -x.kind)
                    )
            elif kind == "kakan":
                pons = [m for m in p.melds if m.kind is MeldKind.PON]
                tile = (
                    pons[0].first
                    if pons
                    else (p.drawn or (p.concealed[0] if p.concealed else None))
                )
            elif kind == "discard":
                tile = p.drawn or (p.concealed[-1] if p.concealed else None)
        if kind == "chi" and tile is not None:
            return Action("chi", self.seat, tile)
        return Action(kind, self.seat, tile)

    def _autopilot(self, group: list[Action]) -> None:
        """Play the other seats until the learner has a decision: they pass on calls, draw, and
        discard the tile they drew (not a rule: a stand-in for the other players)."""
        rnd = self.round
        for _ in range(200):
            if rnd.is_over:
                return
            waiting = rnd.waiting_on
            if self.seat in waiting:
                return
            if rnd.phase in ("respond", "chankan"):
                for s in waiting:
                    a = Action("pass", s)
                    rnd.play(a)
                    group.append(a)
                continue
            s = rnd.turn
            p = rnd.players[s]
            if rnd.phase == "draw":
                a = Action("draw", s)
            else:
                tile = p.drawn if p.drawn is not None else p.concealed[-1]
                a = Action("discard", s, tile)
                if rnd.why_not(a) is not None:
                    legal = [x for x in rnd.legal_actions(s) if x.kind == "discard"]
                    if not legal:
                        return
                    a = legal[0]
            rnd.play(a)
            group.append(a)

    # ----- view ---------------------------------------------------------------------------
    def _label(self, kind: str) -> str:
        return tr(f"w.lab.btn.{kind}")

    def _say(self, text: str, *, bad: bool = False) -> None:
        colour = _BAD if bad else _OK
        role = "alert" if bad else "status"
        self.message.value = (
            f'<div role="{role}" class="mjt-message" style="color:{colour}">{esc(text)}</div>'
        )

    def _show(self) -> None:
        rnd = self.round
        p = rnd.players[self.seat]
        self.phase = rnd.phase
        self.kans = rnd.kans_made
        self.live_remaining = rnd.wall.live_remaining
        self.step = len(self._groups)
        # hand
        closed = list(p.concealed) + ([p.drawn] if p.drawn is not None else [])
        hl = [len(p.concealed)] if p.drawn is not None else []
        self.rack.set_tiles(closed, highlight=hl)
        sel = -1
        if self._selected is not None and self._selected in closed:
            sel = closed.index(self._selected)
        self.rack.selected = sel
        self.melds_html.value = "".join(
            f'<span class="mjt-meld" data-meld="{esc(m.notation)}" style="margin-left:12px">'
            f"{meld_svg(m, width=self._width, ankan_face_down=rnd.rules.ankan_face_down)}</span>"
            for m in p.melds
        )
        # buttons
        legal = {a.kind for a in self.legal()}
        enabled, reasons, why = [], {}, []
        for kind, b in self.buttons.items():
            ok = kind in legal
            b.disabled = not ok
            if ok:
                enabled.append(kind)
                b.tooltip = ""
                b.button_style = "info" if kind in _KAN_KINDS else ""
            else:
                want = self._selected if kind in _NEEDS_TILE else None
                found: list[Reason] = []
                for r in (rnd.why_not(a) for a in self._probes(kind, want)):
                    if r is not None and all(r.message() != f.message() for f in found):
                        found.append(r)  # one line per candidate; the same reason once
                b.button_style = ""
                if found:
                    reasons[kind] = found[0].code
                    b.tooltip = " ".join(r.message() for r in found)
                    why += [(kind, r) for r in found]
        self.enabled = enabled
        self.reasons = reasons
        self.why_html.value = self._why_block(why)
        self.situation.value = self._situation()
        self.kan_html.value = self._kan_block()
        self.fu_html.value = self._fu_block()
        self.log_html.value = self._log_block()
        self.back_button.disabled = not self._groups
        self.forward_button.disabled = not self._redo
        if self._show_wall:
            self.wall_view.refresh(self._wall_highlight())
        self._show_task()

    # ----- the task -------------------------------------------------------------------------
    def learner_actions(self) -> list[Action]:
        """The actions the learner played, in order (one per press; not the autopilot's replies
        nor the presses a demo makes before the learner starts)."""
        return [group[0] for group in self._groups[self._prelude :]]

    def _start_task(self) -> None:
        """Start the task on this round, before the learner's first action in it."""
        if (self.task is not None and self._task_round is not self.round
                and hasattr(self, "task_html")  # not during a demo's own presses
                and len(self._groups) == self._prelude):
            self.task.start(self)
            self._task_round = self.round

    def _show_task(self) -> None:
        if not hasattr(self, "task_html"):
            return  # still setting up (the prelude presses)
        self._start_task()
        outcome = self.task.judge(self) if self.task is not None else None
        self.task_state = "" if outcome is None else ("met" if outcome.met else "not_met")
        self.task_html.value = task_html(self.task, outcome)

    def _why_block(self, why: list[tuple[str, Reason]]) -> str:
        if not why:
            return ""
        shown = [k for k, _ in why]

        def label(kind: str, r: Reason) -> str:
            """The button's name; with the reason's tile when the button has several reasons."""
            tile = dict(r.params).get("tile")
            name = self._label(kind)
            return aside(name, tile) if tile and shown.count(kind) > 1 else name

        items = "".join(
            f'<li data-kind="{kind}">' + labelled(f"<b>{esc(label(kind, r))}</b>", esc(r.message()))
            + (f"<small>{esc(aside('', source_text(r.source)))}</small>" if r.source else "")
            + "</li>"
            for kind, r in why
            if kind in ("ankan", "kakan", "daiminkan", "pon", "chi", "draw", "discard")
        )
        return (
            f'<details class="mjt-why" open><summary>{esc(tr("w.lab.why_title"))}</summary>'
            f'<ul style="margin:2px 0">{items}</ul></details>'
        )

    def _situation(self) -> str:
        rnd = self.round
        parts = [tr("w.lab.you", seat=self.seat, wind=t(f"w.wind.{rnd.seat_wind(self.seat)}"))]
        if rnd.players[self.seat].riichi:
            parts.append(tr("w.lab.in_riichi"))
        if rnd.is_over:
            parts.append(tr("w.lab.over", what=self._result_text()))
        elif rnd.phase == "chankan" and rnd.chankan is not None:
            who, tile = rnd.chankan["seat"], rnd.chankan["tile"]
            parts.append(
                tr(
                    "w.lab.chankan_window",
                    who=self._seat_name(who),
                    tile=tile.name(),
                    kind=t("meld." + rnd.chankan["kind"]),
                )
            )
        elif rnd.phase in ("respond", "chankan") and rnd.pending_discard is not None:
            who, tile, _ = rnd.pending_discard
            parts.append(tr("w.lab.discarded", who=self._seat_name(who), tile=tile.name()))
        elif rnd.turn == self.seat:
            parts.append(tr("w.lab.your_turn_draw" if rnd.phase == "draw" else "w.lab.your_turn"))
        parts.append(tr("w.wall.live", n=rnd.wall.live_remaining))
        ind = " ".join(x.notation for x in rnd.dora_indicators)
        parts.append(tr("w.wall.indicators", tiles=ind))
        return '<div class="mjt-situation">' + " · ".join(esc(x) for x in parts) + "</div>"

    def _result_text(self) -> str:
        res = self.round.result or {}
        kind = res.get("type", "")
        return t(f"event.{kind}") if has(f"event.{kind}") else kind

    def _seat_name(self, seat: int) -> str:
        rel = self.round.relation(self.seat, seat)
        if rel == "self":
            return tr("w.lab.you_short")
        return t(f"seat.{rel}")

    def _last_kan(self) -> tuple[int, Event, list[Event]] | None:
        """The learner's latest kan in the events (index, kan event, events after it)."""
        evs = self.round.events
        for i in range(len(evs) - 1, self._start_events - 1, -1):
            e = evs[i]
            if e.kind == "kan" and e.seat == self.seat:
                return i, e, evs[i + 1 :]
        return None

    def _meld_note(self, meld) -> str:
        """How the meld lies: face-down tiles of an ankan, or the sideways tile's source."""
        if meld.kind is MeldKind.ANKAN:
            return tr("w.lab.note_ankan", where=value_label(self.round.rules.ankan_face_down))
        if meld.source is not None:
            return tr("w.lab.note_source", source=meld.source.label())
        return ""

    def _kan_block(self) -> str:
        found = self._last_kan()
        if found is None:
            return f'<div class="mjt-kan">{esc(tr("w.lab.no_kan_yet"))}</div>'
        _i, kan, after = found
        rnd = self.round
        kind = kan.data.get("kan", "")
        p = rnd.players[self.seat]
        meld = next((m for m in reversed(p.melds) if m.notation == kan.data.get("meld")), None)
        rows = [
            f"<div><b>{esc(tr('w.lab.kan_made', kind=t('meld.' + kind), tile=kan.tile.name()))}"
            f"</b></div>"
        ]
        if meld is not None:
            rows.append(
                f'<div class="mjt-kan-meld" data-meld="{esc(meld.notation)}">'
                f"{meld_svg(meld, width=self._width, ankan_face_down=rnd.rules.ankan_face_down)}"
                f" <code>{esc(meld.notation)}</code> {esc(self._meld_note(meld))}</div>"
            )
        draw = next((e for e in after if e.kind == "rinshan_draw" and e.seat == self.seat), None)
        if draw is not None:
            side, stack, level = rnd.wall.position(draw.data["index"])
            where = tr(
                "w.lab.from_where",
                side=tr(_SIDE_KEYS[side]),
                stack=stack + 1,
                level=tr("w.wall.top" if level else "w.wall.bottom"),
                index=draw.data["index"],
            )
            rows.append(
                f'<div class="mjt-rinshan" data-tile="{draw.tile.notation}">'
                f"{tile_svg(draw.tile, width=self._width, highlight=True)} "
                f"{esc(tr('w.lab.rinshan', tile=draw.tile.name()))} {esc(where)}</div>"
            )
        reveals = [e for e in after if e.kind == "dora_reveal"]
        for e in reveals:
            key = (
                "w.lab.dora_now" if e.data.get("cause") == "immediate" else "w.lab.dora_later_done"
            )
            rows.append(
                f'<div class="mjt-dora" data-indicator="{e.tile.notation}">'
                f"{tile_svg(e.tile, width=self._width)} "
                f"{esc(tr(key, tile=e.tile.name(), cause=_cause(e.data.get('cause', ''))))}"
                "</div>"
            )
        if not reveals and rnd.pending_reveals and rnd.rules.kan_dora:
            timing = value_label(rnd.rules.kan_dora_timing(kind)) if kind else ""
            rows.append(
                f'<div class="mjt-dora mjt-pending">'
                f"{esc(tr('w.lab.dora_pending', timing=timing))}</div>"
            )
        elif not rnd.rules.kan_dora:
            rows.append(f'<div class="mjt-dora">{esc(tr("w.lab.no_kan_dora"))}</div>')
        shift = next((e for e in after if e.kind == "wall_shift"), None)
        if shift is not None:
            joined = shift.data.get("joined_dead_wall", [])
            tiles = " ".join(rnd.wall.yama[i].notation for i in joined)
            moved = tr("w.lab.haitei_joined", tiles=tiles or "—", n=len(joined))
            left = tr("w.wall.live", n=shift.data.get("live_remaining"))
            rows.append(f'<div class="mjt-haitei">{esc(moved)} {esc(left)}</div>')
        robbed = next((e for e in after if e.kind == "kan_robbed"), None)
        if robbed is not None:
            rows.append(
                f'<div class="mjt-robbed" style="color:{_BAD}">'
                f"{esc(t('claim.chankan') if has('claim.chankan') else 'chankan')}</div>"
            )
        return '<div class="mjt-kan" role="status">' + "".join(rows) + "</div>"

    # ----- value before -> after -----------------------------------------------------------
    def comparison(self):
        """``scoring.compare_kan`` for the learner's latest kan: the hand as it stands (without a
        just-drawn tile) winning on ``win_tile`` (default: its first wait), with the set as a
        triplet (before) and as the kan (after). None if there is no kan or no wait."""
        found = self._last_kan()
        if found is None:
            return None
        i, kan, _after = found
        rnd = self.round
        # The kan's own indicator (turned at once or at the discard) exists only because of the
        # kan: it belongs to the "after" column alone (槓 § 槓ドラ). A pending indicator of an
        # earlier kan flushed by this one ("next_kan") was already due without it.
        own = sum(
            1
            for e in rnd.events[i + 1 :]
            if e.kind == "dora_reveal" and e.data.get("cause") != "next_kan"
        )
        indicators = tuple(rnd.dora_indicators)
        before_ind, kan_ind = indicators[: len(indicators) - own], indicators[len(indicators) - own :]
        p = rnd.players[self.seat]
        hand = p.hand.replace(drawn=None)
        key = (
            hand.notation,
            kan.data.get("kan"),
            tuple(x.notation for x in rnd.dora_indicators),
            rnd.rules,
            self._win_tile,
            self._win_by,
        )
        if key in self._comparison_cache:
            return self._comparison_cache[key]
        result = None
        if hand.size == 13:
            from ..scoring import WinContext, compare_kan
            from ..waits import waits

            if self._win_tile is not None:
                candidates = [self._win_tile]
            else:  # waits of which a copy is still unseen by the hand itself
                held = hand.counts34(include_melds=True)
                candidates = [Tile(k) for k in sorted(waits(hand.counts34())) if held[k] < 4]
            # the lab's way of winning first; when no wait scores that way (a closed hand with no
            # yaku on a ron), a menzen tsumo: a table of zeros shows nothing of the kan's worth
            ways = [self._win_by == "tsumo"] + ([True] if self._win_by != "tsumo" else [])
            first = None
            for tsumo, win in ((w, c) for w in ways for c in candidates):
                h = hand.replace(drawn=win) if tsumo else hand
                ctx = WinContext(
                    win_tile=win,
                    tsumo=tsumo,
                    riichi=p.riichi,
                    seat_wind=rnd.seat_wind(self.seat),
                    round_wind=rnd.round_wind,
                    winner=self.seat,
                    dealer=rnd.dealer,
                    discarder=None if tsumo else (self.seat + 1) % rnd.n,
                    dora_indicators=before_ind,
                )
                try:
                    result = compare_kan(
                        h, ctx, rnd.rules, tile=kan.tile, kind=kan.data["kan"],
                        kan_dora_indicators=kan_ind,
                    )
                except ValueError:
                    result = None
                    continue
                first = first or result
                if result.before.is_win or result.after.is_win:
                    break
            else:
                result = first
        if len(self._comparison_cache) > 64:
            self._comparison_cache.clear()
        self._comparison_cache[key] = result
        return result

    def _win_block(self) -> str:
        """The round's own valuation of a win by the learner (rinshan kaihou, chankan …)."""
        win = next(
            (e for e in reversed(self.round.events) if e.kind == "win" and e.seat == self.seat),
            None,
        )
        if win is None or win.data.get("valuation") is None:
            return ""
        v = win.data["valuation"]
        if not v.is_win:
            return ""
        yaku = listing(f"{y.name()} {y.han}" for y in v.yaku)
        parts = "".join(f"<li>{esc(labelled(p.label(), p.fu))}</li>" for p in v.fu_breakdown)
        extra = []
        if win.data.get("rinshan"):
            extra.append(tr("w.lab.win_rinshan"))
        if win.data.get("pending_kan_dora_dropped"):
            extra.append(tr("w.lab.win_dropped", n=win.data["pending_kan_dora_dropped"]))
        return (
            f'<div class="mjt-win" role="status" data-fu="{v.fu}" data-han="{v.han}" '
            f'data-points="{v.points}"><b>{esc(tr("w.lab.win_title", tile=win.tile.name()))}'
            f"</b> {esc(tr('w.lab.win_value', fu=v.fu, han=v.han, points=v.points))}"
            f"<div>{esc(yaku)}</div><ul style='margin:0'>{parts}</ul>"
            + "".join(f"<div>{esc(x)}</div>" for x in extra)
            + "</div>"
        )

    def _fu_block(self) -> str:
        won = self._win_block()
        if won:
            return won
        if self._last_kan() is None:
            return ""
        comp = self.comparison()
        if comp is None:
            return f'<div class="mjt-fu">{esc(tr("w.lab.no_value"))}</div>'
        b, a = comp.before, comp.after
        win = comp.ctx_before.win_tile
        how = tr("w.lab.win_tsumo" if comp.ctx_before.tsumo else "w.lab.win_ron", tile=win.name())
        head = (
            f"<tr><th>{esc(tr('w.lab.item'))}</th><th>{esc(tr('w.lab.before'))}</th>"
            f"<th>{esc(tr('w.lab.after'))}</th><th>{esc(tr('w.lab.change'))}</th></tr>"
        )
        rows = []
        for row in comp.rows():
            before, after, change = row["before"], row["after"], row["change"]
            changed = before != after
            mark = ""
            if isinstance(change, int) and change:
                mark = ("▲ +" if change > 0 else "▼ ") + str(change)
            elif changed:
                mark = tr("w.lab.changed")
            style = (
                ' class="mjt-changed" style="background:#F3E5F0;font-weight:bold"'
                if changed
                else ""
            )
            item = _ROW_KEYS.get(row["item"])
            item = tr(item) if item else row["item"]
            rows.append(
                f"<tr{style}><td>{esc(item)}</td><td>{esc(_fmt(before))}</td>"
                f"<td>{esc(_fmt(after))}</td><td>{esc(mark)}</td></tr>"
            )
        parts = self._parts_html(comp)
        notes = "".join(f"<li>{esc(x)}</li>" for x in comp.diff.messages())
        return (
            f'<div class="mjt-fu" data-fu-before="{b.fu}" data-fu-after="{a.fu}" '
            f'data-points-before="{b.points}" data-points-after="{a.points}">'
            f"<div><b>{esc(tr('w.lab.value_title'))}</b> {esc(how)}</div>"
            f'<table style="border-collapse:collapse">{head}{"".join(rows)}</table>'
            f"{parts}"
            + (f'<ul class="mjt-changes" style="color:{_MARK}">{notes}</ul>' if notes else "")
            + "</div>"
        )

    def _parts_html(self, comp) -> str:
        def col(v, changed_keys) -> str:
            if not v.is_win:
                return f"<i>{esc(v.reason.message() if v.reason else '')}</i>"
            lines = []
            for part in v.fu_breakdown:
                hit = (part.key, part.tile) in changed_keys
                label = labelled(part.label(), part.fu)
                lines.append(f"<li><b>▶ {esc(label)}</b></li>" if hit else f"<li>{esc(label)}</li>")
            return "<ul style='margin:0;padding-left:1.2em'>" + "".join(lines) + "</ul>"

        d = comp.diff
        before_keys = {(x.key, x.tile) for x in d.parts_removed} | {
            (c.before.key, c.before.tile) for c in d.parts_changed
        }
        after_keys = {(x.key, x.tile) for x in d.parts_added} | {
            (c.after.key, c.after.tile) for c in d.parts_changed
        }
        return (
            f'<table class="mjt-fu-parts"><tr><th>{esc(tr("w.lab.fu_before"))}</th>'
            f'<th>{esc(tr("w.lab.fu_after"))}</th></tr><tr><td style="vertical-align:top">'
            f"{col(comp.before, before_keys)}</td><td style='vertical-align:top'>"
            f"{col(comp.after, after_keys)}</td></tr></table>"
        )

    def _log_block(self) -> str:
        evs = self.round.events[self._start_events :]
        lines = [self._event_text(e) for e in evs[-12:]]
        count = tr("w.lab.steps", n=len(self._groups), m=len(self._groups) + len(self._redo))
        return (
            f'<details class="mjt-log"><summary>{esc(aside(tr("w.lab.log"), count))}'
            f'</summary><ol start="{max(1, len(evs) - 11)}">'
            + "".join(f"<li>{esc(x)}</li>" for x in lines)
            + "</ol></details>"
        )

    def _event_text(self, e: Event) -> str:
        label = t(f"event.{e.kind}") if has(f"event.{e.kind}") else e.kind
        who = self._seat_name(e.seat) if e.seat is not None else ""
        bits = [label]
        if who:
            bits.append(who)
        if e.tile is not None:
            bits.append(e.tile.notation)
        if e.kind == "kan":
            bits.append(str(e.data.get("meld", "")))
        return " — ".join(bits)

    def _wall_highlight(self) -> tuple[int, ...]:
        found = self._last_kan()
        if found is None:
            return ()
        out = []
        for e in found[2]:
            if e.kind == "wall_shift":
                out.extend(e.data.get("joined_dead_wall", []))
            if e.kind == "rinshan_draw":
                out.append(e.data["index"])
            if e.kind == "dora_reveal" and e.data.get("index") is not None:
                out.append(e.data["index"])
        return tuple(out)

    def _relabel(self) -> None:
        self.title.value = f"<b>{esc(tr('w.lab.title'))}</b>"
        for kind, b in self.buttons.items():
            b.description = self._label(kind)
        self.back_button.description = tr("w.lab.back")
        self.forward_button.description = tr("w.lab.forward")

    @batched
    def _on_language(self, lang: str) -> None:
        self._relabel()
        self._show()

    def close(self) -> None:
        w = getattr(self, "wall_view", None)
        if w is not None:
            w.close()
        super().close()

    def __repr__(self) -> str:
        return (
            f"KanLab('{self._name}', seat={self.seat}, phase='{self.round.phase}', "
            f"kans={self.round.kans_made}, step={len(self._groups)})"
        )

    def _learner_text(self) -> str:
        return tr("w.text.kan_lab", kans=self.round.kans_made)


def _cause(cause: str) -> str:
    key = f"w.lab.cause.{cause}"
    return tr(key) if has(key) else cause


def _demo_names() -> tuple[str, ...]:
    from .situations import DEMOS

    return tuple(DEMOS)


def _fmt(value: Any) -> str:
    return "—" if value is None else str(value)
