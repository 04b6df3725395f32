"""CallLab: one discard wanted by several seats; who gets it and why, under the rules' priority.

Each seat that may do something with the discard gets one button per action; a press is that
seat's declaration, played on the :class:`~mjteach.round.Round` in the order pressed (the order
matters under the first-call rule, 副露 § 優先順位). When every seat has answered, the round
resolves the claims itself; the lab shows its ``claims`` event (who asked for what, who got the
tile, the rule that decided), the called meld drawn by its source, and, after a chi or pon, which
discards kuikae refuses (副露 § 喰い替え) as ``Round.why_not`` answers them.
"""

from __future__ import annotations

from typing import Any

import traitlets

from ..i18n import has, t
from ..i18n.punctuation import labelled, listing
from ..round import Action, Round
from ..rules import Rules
from ..tasks import Task
from ..tiles import Tile
from ._base import esc, tr, value_label
from .situations import arranged_round
from .task_line import task_html
from .view import Button, Col, Html, Rack, Row, View, batched

__all__ = ["CallLab", "CALL_SITUATIONS"]

_ACTS = ("ron", "pon", "daiminkan", "chi", "pass")
_BAD = "#B34700"
_OK = "#007A5A"

CALL_SITUATIONS: dict[str, dict[str, Any]] = {
    # Seat 0 discards 6p. Seat 1 (its shimocha) can chi 6-7-8p, seat 2 pon 66p, seat 3 ron (6p tanki
    # with chun).
    "three_way": {
        "dealer": 0,
        "draws": "6p",
        "discard": "6p",
        "hands": {1: "78p123m456m11s234z", 2: "66p123s456s99m115z", 3: "777z123m456m789s6p"},
    },
    # Seat 0 discards 6p; seat 1 holds 6789p: after chi 6p with 78p, kuikae decides whether 6p
    # (the same tile) and 9p (the other end) may be discarded.
    "kuikae": {"dealer": 0, "draws": "6p", "discard": "6p", "hands": {1: "6789p123m456m11s2z"}},
    # Seat 0 discards 3m. Seat 1 (its shimocha) may chi it with 45m: after the chi its hand (789p
    # 234s 11s 56p) has no yaku. Seat 2 may pon it with 33m: after the pon and a 5m discard it
    # waits on 6s-9s, and a 6s win is all simples (kuitan, where open tanyao counts).
    "worth_a_call": {
        "dealer": 0,
        "draws": "3m",
        "discard": "3m",
        "hands": {1: "45m789p234s11s56p9m", 2: "33m234p567s66p78s5m", 3: "22445577s12346z"},
    },
}


class CallLab(View):
    """One discard, several callers: declare per seat, see who gets the tile and why.

    Parameters
    ----------
    situation : str
        ``"three_way"`` (ron, pon and chi all want seat 0's 6p) or ``"kuikae"``.
    rules : Rules, optional
    prelude : sequence of (seat, action)
        Declarations made before the learner acts (e.g. ``[(1, "chi")]``), made again after a
        reset or a change of rules; not the learner's (:meth:`learner_actions`).
    task : Task, optional
        A goal the lab judges (:mod:`mjteach.tasks`). With a task, the list of discards kuikae
        refuses is shown only after the caller's first discard (it would give the answer away).

    Attributes
    ----------
    declared : List(Unicode)
        Declarations so far, in order, as ``"<seat> <action>"`` (e.g. ``"2 pon"``).
    taken_by : Int
        The seat that got the discard (-1 before resolution or when nobody took it).
    call : Unicode
        How it was taken (``"ron"``, ``"pon"``, ``"chi"``, ``"daiminkan"``) or ``""``.
    rule : Unicode
        The rule that decided (the ``claims`` event's ``rule``: ``"ron"``, ``"head_bump"``,
        ``"pon_over_chi"``, ``"first_call"``, ``"no_call"``, …).
    kuikae_refused : List(Unicode)
        After a chi/pon: the tiles the caller may not discard now (from ``Round.why_not``).

    Sub-widgets: ``seat_rows`` (one HBox of buttons per seat that may answer), ``result_html``,
    ``meld_html``, ``discard_rack`` (after a chi or pon: the caller's tiles, press one to discard
    it, :meth:`discard`), ``kuikae_html``, ``reset_button``.
    """

    declared = traitlets.List(traitlets.Unicode())
    taken_by = traitlets.Int(-1)
    call = traitlets.Unicode("")
    rule = traitlets.Unicode("")
    kuikae_refused = traitlets.List(traitlets.Unicode())
    task_state = traitlets.Unicode("")

    def __init__(
        self, situation: str = "three_way", *, rules: Rules | None = None,
        task: Task | None = None, prelude: Any = (), **kwargs
    ) -> None:
        super().__init__(**kwargs)
        self.task = task
        self._prelude = [(int(seat), str(act)) for seat, act in prelude]
        self._depth += 1  # one message for the first picture: see self._ready()
        if situation not in CALL_SITUATIONS:
            raise ValueError(
                f"unknown situation {situation!r}; choose one of {', '.join(CALL_SITUATIONS)}"
            )
        self._situation = situation
        self._rules = rules or Rules()
        self.title = Html()
        self.situation_html = Html()
        self.rows_box = Col()
        self.seat_rows: dict[int, Row] = {}
        self.result_html = Html()
        self.meld_html = Html()
        self.kuikae_html = Html()
        self.discard_rack = Rack((), caption_key="w.call.discard_pick", width=30)
        self.discard_rack.on_click(lambda _i, tile: self.discard(tile))
        self.discard_box = Col()
        self.discard_html = Html()
        self.task_html = Html()
        self.reset_button = Button().add_class("mjt-call-reset")
        self.reset_button.on_click(lambda _b: self.reset())
        self.children = [
            self.title,
            self.task_html,
            self.situation_html,
            self.rows_box,
            self.result_html,
            self.meld_html,
            self.discard_box,
            self.discard_html,
            self.kuikae_html,
            self.reset_button,
        ]
        self.add_class("mjt-calllab")
        self._build()
        self._relabel()
        self._show()
        self._ready()
        self._follow_language()

    # ----- model ----------------------------------------------------------------------------
    def _build(self) -> None:
        spec = dict(CALL_SITUATIONS[self._situation])
        discard = Tile.parse(spec.pop("discard"))
        rnd: Round = arranged_round(self._rules, **spec)
        origin = rnd.turn
        rnd.play(Action("draw", origin))
        rnd.play(Action("discard", origin, discard))
        self.round = rnd
        self.origin = origin
        self.tile = discard
        self._answerers = list(rnd.waiting_on)
        self._order: list[tuple[int, str]] = []
        self.declared = []
        self.discards: list[tuple[Tile, Any]] = []
        self._kuikae_seen = ""
        for seat, act in self._prelude:
            if self.declare(seat, act, _show=False) is not None:
                raise ValueError(f"the prelude's {act} by seat {seat} is refused in {self._situation!r}")
        if self.task is not None:
            self.task.start(self)

    @property
    def rules(self) -> Rules:
        return self.round.rules

    @rules.setter
    @batched
    def rules(self, rules: Rules) -> None:
        """New rules: the same discard again, the same declarations replayed in the same order.

        Raises ValueError (in the learner's language) when the situation cannot be dealt under
        ``rules`` (e.g. three-player rules: its tiles do not exist); nothing changes then."""
        if rules == self._rules:
            return
        order = list(self._order[len(self._prelude):])
        old = (self._rules, self.round, self.origin, self.tile, self._answerers, self._order,
               self.declared)
        self._rules = rules
        try:
            self._build()
        except ValueError as exc:  # e.g. three-player rules: the situation's tiles do not exist
            (self._rules, self.round, self.origin, self.tile, self._answerers, self._order,
             self.declared) = old
            raise ValueError(tr("w.lab.rules_unusable", why=str(exc))) from exc
        for seat, act in order:
            if self.declare(seat, act, _show=False) is not None:
                break
        self._show()

    # ----- user actions -------------------------------------------------------------------
    @batched
    def declare(self, seat: int, action: str, *, _show: bool = True):
        """Seat ``seat`` declares ``action`` (``"ron"``, ``"pon"``, ``"daiminkan"``, ``"chi"`` or
        ``"pass"``) on the discard, as its button does. Returns None when played, else the
        round's Reason (nothing changes)."""
        if action not in _ACTS:
            raise ValueError(f"unknown declaration {action!r}; choose one of {', '.join(_ACTS)}")
        legal = [a for a in self.round.legal_actions(seat) if a.kind == action]
        if action == "pass" and seat in self.round.waiting_on:
            legal = [Action("pass", seat)]
        if not legal:
            reason = self.round.why_not(
                Action(action, seat, None if action == "pass" else self.tile)
            )
            if reason is None:  # pragma: no cover - legal but not listed
                reason = self.round.why_not(Action(action, seat))
            if _show:
                self.result_html.value = (
                    f'<div role="alert" style="color:{_BAD}">'
                    f"{esc(reason.message() if reason else '')}</div>"
                )
            return reason
        self.round.play(legal[0])
        self._order.append((seat, action))
        self.declared = [f"{s} {a}" for s, a in self._order]
        if _show:
            self._show()
        return None

    @batched
    def reset(self) -> None:
        """The same discard again, nobody has declared yet."""
        self._build()
        self._show()

    @batched
    def discard(self, tile: Tile | str):
        """After a chi or pon: the caller discards ``tile``, as a press on its tile does. Returns
        None when played, else the round's Reason (kuikae …; nothing changes, the reason is
        shown). Every try is kept in ``discards`` as ``(tile, reason or None)``. Raises
        ValueError when no chi or pon has taken the tile, or after the caller's discard."""
        if self.taken_by < 0 or self.call not in ("pon", "chi") or any(r is None for _t, r in self.discards):
            raise ValueError("only the caller of a chi or pon discards here, once")
        t_ = Tile.parse(tile) if isinstance(tile, str) else tile
        reason = self.round.why_not(Action("discard", self.taken_by, t_))
        self.discards.append((t_, reason))
        if reason is None:
            self._kuikae_seen = self._kuikae_block(force=True)  # as it stood before the discard
            self.round.play(Action("discard", self.taken_by, t_))
        self._show()
        return reason

    def discard_check(self, tile: Tile | str):
        """After a call: None if the caller may discard ``tile`` now, else the Reason (kuikae…)."""
        seat = self.taken_by
        if seat < 0:
            return None
        t_ = Tile.parse(tile) if isinstance(tile, str) else tile
        return self.round.why_not(Action("discard", seat, t_))

    # ----- view ---------------------------------------------------------------------------
    def learner_actions(self) -> list[Action]:
        """The learner's declarations so far (not the prelude's), in order, as actions."""
        return [Action(act, seat) for seat, act in self._order[len(self._prelude):]]

    def _show_task(self) -> None:
        outcome = self.task.judge(self) if self.task is not None else None
        self.task_state = "" if outcome is None else ("met" if outcome.met else "not_met")
        self.task_html.value = task_html(self.task, outcome, again="task.start_again")

    def _seat_name(self, seat: int) -> str:
        rel = self.round.relation(self.origin, seat)
        wind = t(f"w.wind.{self.round.seat_wind(seat)}")
        return tr("w.call.seat", seat=seat, wind=wind, rel=t(f"w.call.rel.{rel}"))

    def _show(self) -> None:
        rnd = self.round
        rows = []
        for s in self._answerers:
            row = self.seat_rows.get(s)
            if row is None:
                row = Row([Html()] + [self._button(s, a) for a in _ACTS])
                row.add_class("mjt-seat-row")
                row.add_class(f"mjt-seat-{s}")
                self.seat_rows[s] = row
            label, *buttons = row.children
            answered = dict(self._order).get(s)
            label.value = f"<b>{esc(self._seat_name(s))}</b>" + (
                f" — {esc(tr('w.call.declared', act=self._act_label(answered)))}"
                if answered
                else ""
            )
            waiting = s in rnd.waiting_on
            legal = {a.kind for a in rnd.legal_actions(s)} if waiting else set()
            for b, act in zip(buttons, _ACTS, strict=True):
                ok = waiting and (act in legal or act == "pass")
                b.disabled = not ok
                b.description = self._act_label(act)
                if not ok and waiting:
                    reason = rnd.why_not(Action(act, s, self.tile))
                    b.tooltip = reason.message() if reason else ""
                else:
                    b.tooltip = ""
            rows.append(row)
        self.rows_box.children = rows
        self.situation_html.value = (
            f"<div>{esc(tr('w.call.situation', seat=self.origin, tile=self.tile.name(), wind=t(f'w.wind.{rnd.seat_wind(self.origin)}')))} "
            f"{esc(tr('w.call.priority', rule=value_label(rnd.rules.call_priority)))}</div>"
        )
        claims = next((e for e in reversed(rnd.events) if e.kind == "claims"), None)
        if claims is None:
            self.taken_by, self.call, self.rule = -1, "", ""
            self.result_html.value = f'<div class="mjt-claims">{esc(tr("w.call.waiting"))}</div>'
            self.meld_html.value = ""
            self.kuikae_html.value = ""
            self.kuikae_refused = []
            self.discard_box.children = []
            self.discard_html.value = ""
            self._show_task()
            return
        d = claims.data
        taken = d.get("taken_by")
        self.taken_by = -1 if taken is None else int(taken)
        self.call = d.get("call") or ""
        self.rule = d.get("rule") or ""
        order = listing(labelled(self._seat_name(s), self._act_label(a)) for s, a in self._order)
        rule_key = f"claim.{self.rule}"
        rule_text = t(rule_key) if has(rule_key) else self.rule
        if taken is None:
            who = tr("w.call.nobody")
            rule_text = ""  # the claim's own words ("no_call") would say it a second time
        else:
            who = tr(
                "w.call.gets",
                who=self._seat_name(taken),
                tile=self.tile.name(),
                call=self._act_label(self.call),
            )
        self.result_html.value = (
            f'<div class="mjt-claims" role="status" data-taken-by="{self.taken_by}" '
            f'data-rule="{esc(self.rule)}"><div>{esc(tr("w.call.order", order=order))}</div>'
            f'<div style="color:{_OK}"><b>{esc(who)}</b> {esc(rule_text)}</div></div>'
        )
        self.meld_html.value = self._meld_block()
        self.kuikae_html.value = self._kuikae_block()
        self._discard_block()
        self._show_task()

    def _meld_block(self) -> str:
        if self.taken_by < 0 or self.call not in ("pon", "chi", "daiminkan"):
            return ""
        from ..render import meld_svg

        p = self.round.players[self.taken_by]
        meld = p.melds[-1]
        return (
            f'<div class="mjt-called" data-meld="{esc(meld.notation)}">'
            f"{meld_svg(meld, width=34, label=True)} "
            f"{esc(tr('w.call.source', source=meld.source.label() if meld.source else ''))}"
            "</div>"
        )

    def _discard_block(self) -> None:
        """The caller's tiles to press for the discard (until it is made), then what it did."""
        done = any(r is None for _t, r in self.discards)
        if self.taken_by >= 0 and self.call in ("pon", "chi") and not done:
            self.discard_rack.set_tiles(sorted(set(self.round.players[self.taken_by].closed_tiles)))
            self.discard_box.children = [self.discard_rack]
        else:
            self.discard_box.children = []
        if not self.discards:
            self.discard_html.value = ""
            return
        tile, reason = self.discards[-1]
        if reason is None:
            self.discard_html.value = (f'<div role="status" style="color:{_OK}">'
                                       f"{esc(tr('w.call.discarded', tile=tile.name()))}</div>")
        else:
            self.discard_html.value = (f'<div role="alert" style="color:{_BAD}">'
                                       f"{esc(reason.message())}</div>")

    def _kuikae_block(self, force: bool = False) -> str:
        if self.taken_by < 0 or self.call not in ("pon", "chi"):
            self.kuikae_refused = []
            return ""
        if not force and any(r is None for _t, r in self.discards):
            return self._kuikae_seen  # the caller has discarded: the list as it stood before
        if not force and self.task is not None and not self.discards:
            return ""  # the learner decides first; the list would give the answer away
        p = self.round.players[self.taken_by]
        items, refused, allowed = [], [], []
        for tile in sorted(set(p.closed_tiles)):
            reason = self.round.why_not(Action("discard", self.taken_by, tile))
            if reason is None:
                allowed.append(tile.notation)
            else:
                refused.append(tile.notation)
                items.append(
                    f'<li data-tile="{tile.notation}" class="mjt-refused" '
                    f'style="color:{_BAD}">'
                    + labelled(f"<b>✗ {esc(tile.name())}</b>", esc(reason.message())) + "</li>"
                )
        if allowed:
            text = tr("w.call.may_discard_list", tiles=" ".join(allowed))
            items.append(f'<li class="mjt-allowed">{esc(text)}</li>')
        self.kuikae_refused = refused
        title = tr("w.call.kuikae_title", rule=value_label(self.round.rules.kuikae))
        return (
            f'<div class="mjt-kuikae"><b>{esc(title)}</b>'
            f'<ul style="margin:2px 0">{"".join(items)}</ul></div>'
        )

    def _act_label(self, act: str | None) -> str:
        return tr(f"w.lab.btn.{act}") if act else ""

    def _button(self, seat: int, act: str) -> Button:
        b = Button()
        b.add_class(f"mjt-call-{act}")
        b.on_click(lambda _b, s=seat, a=act: self.declare(s, a))
        return b

    def _relabel(self) -> None:
        self.title.value = f"<b>{esc(tr('w.call.title'))}</b>"
        self.reset_button.description = tr("w.call.reset")

    @batched
    def _on_language(self, lang: str) -> None:
        self._relabel()
        self._show()

    def __repr__(self) -> str:
        return (
            f"CallLab('{self._situation}', declared={len(self._order)}, taken_by={self.taken_by})"
        )

    def _learner_text(self) -> str:
        return tr("w.text.call_lab", tile=self.tile.name(), n=len(self._order))
