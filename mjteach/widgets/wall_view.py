"""WallView: the whole wall as a square of stacks, stepped through kans one at a time.

Every picture is drawn by :mod:`mjteach.render` from a :class:`mjteach.wall.Wall`; every fact
(tiles left, haitei position, dead-wall tiles, indicators) is read from the wall. The view only
calls the wall's own moves (``draw``, ``draw_rinshan``, ``reveal_kan_dora``) and keeps copies for
stepping back.
"""

from __future__ import annotations

from typing import Any

import traitlets

from ..i18n import get_language, has
from ..rules import PRESETS, Rules
from ..tasks import Task
from ..wall import Wall, WallError
from ._base import esc, tr
from .task_line import task_html
from .view import Button, Dropdown, Html, Row, ToggleButton, View, batched

__all__ = ["WallView", "VARIANTS"]

VARIANTS: dict[str, str] = {
    "four": "tenhou",
    "old_rule": "old_rule",
    "three": "sanma_tenhou",
}
"""Variant name -> rules preset: 4 players (14-tile dead wall), the old 4-stack rule, 3 players."""

_SIDE_KEYS = ("w.wall.side0", "w.wall.side1", "w.wall.side2", "w.wall.side3")


def _render():
    from .. import render

    return render


def wall_facts(wall: Wall) -> dict[str, Any]:
    """What the wall says about itself now (all read from the model)."""
    h = wall.haitei_index
    return {
        "live_remaining": wall.live_remaining,
        "kans": wall.kan_count,
        "rinshan_remaining": wall.rinshan_remaining,
        "haitei_index": h,
        "haitei": wall.yama[h].notation if h is not None else None,
        "haitei_position": wall.position(h) if h is not None else None,
        "dead_wall": list(wall.dead_wall_indices()),
        "indicators": [t.notation for t in wall.dora_indicators],
    }


class WallView(View):
    """The wall, the dead wall and the haitei, step by step through kans.

    Parameters
    ----------
    source : Wall, Round, Rules, str or None
        A wall to show (copied, so the caller's wall is not changed), a :class:`Round` to follow
        (read-only: call :meth:`refresh` after the round moves; KanLab does), a ``Rules``, or a
        variant name (``"four"``, ``"old_rule"``, ``"three"``). Default: ``"four"``.
    seed : int
        Shuffle seed for walls this view builds.
    width : int
        Tile width in the square (px).

    Attributes
    ----------
    kans : Int
        Kans (rinshan draws) made on the shown wall.
    live_remaining : Int
        Live tiles left to draw.
    variant : Unicode
        ``"four"``, ``"old_rule"``, ``"three"`` or ``"custom"``.
    svg : str
        The current square picture (:func:`mjteach.render.wall_svg`; read-only). While every
        copy on the page is on a narrow screen, where view.css hides the square (:attr:`wide`
        False), it is drawn only when read and not sent.

    Buttons: ``kan_button`` (a rinshan draw + the kan-dora indicator), ``draw_button`` (a live
    draw), ``back_button``, ``reset_button``; ``variant_picker`` picks the variant.
    """

    kans = traitlets.Int(0)
    live_remaining = traitlets.Int(0)
    variant = traitlets.Unicode("four")

    task_state = traitlets.Unicode("")

    def __init__(self, source: Any = None, *, seed: int = 1, width: int = 22,
                 task: Task | None = None, **kwargs) -> None:
        super().__init__(**kwargs)
        self.task = task
        with self.batch():
            self._setup(source, seed, width)

    def _setup(self, source: Any, seed: int, width: int) -> None:
        self._seed = seed
        self._width = width
        self._round = None
        self._history: list[Wall] = []
        self._last_change: dict[str, Any] | None = None
        # a wide screen shows the square and the dead wall up close; a narrow one (view.css
        # switches at 40rem) the wall unrolled into rows, whose labels stay readable there
        self._highlight: tuple[int, ...] = ()
        self._square: tuple[Wall, list[int], str] | None = None  # what .svg draws when read
        self._svg: str | None = None
        self.picture = Html().add_class("mjt-wall-square")
        self.dead_picture = Html().add_class("mjt-wall-square")
        self.rows_picture = Html().add_class("mjt-wall-rows")
        self.facts = Html()
        self.change = Html()
        self.kan_button = Button().add_class("mjt-wall-kan")
        self.kan_button.on_click(lambda _b: self.kan())
        self.draw_button = Button().add_class("mjt-wall-draw")
        self.draw_button.on_click(lambda _b: self.draw())
        self.back_button = Button().add_class("mjt-wall-back")
        self.back_button.on_click(lambda _b: self.back())
        self.reset_button = Button().add_class("mjt-wall-reset")
        self.reset_button.on_click(lambda _b: self.reset())
        # sized to its label: the default 148 px cut "Show kans 0–4 side by side" short
        self.shift_toggle = ToggleButton(value=False)
        self.shift_toggle.observe(lambda _c: self._show(), names="value")
        self.shift_picture = Html()
        self.variant_picker = Dropdown(options=[])
        self.variant_picker.observe(self._picked, names="value")
        self.controls = Row(
            [
                self.variant_picker,
                self.kan_button,
                self.draw_button,
                self.back_button,
                self.reset_button,
                self.shift_toggle,
            ],
        )
        self.task_html = Html()
        self.children = [
            self.controls,
            self.task_html,
            self.facts,
            self.change,
            self.picture,
            self.rows_picture,
            self.dead_picture,
            self.shift_picture,
        ]
        self.add_class("mjt-wallview")
        self._updating = False
        self._wall = self._make(source)
        self._relabel()
        self._show()
        self._follow_language()

    # ----- construction -------------------------------------------------------------------
    def _make(self, source: Any) -> Wall:
        from ..round import Round

        if isinstance(source, Round):
            self._round = source
            self.variant = "custom"
            self.controls.layout.display = "none"
            return source.wall
        if isinstance(source, Wall):
            self.variant = "custom"
            return source.copy()
        if source is None:
            source = "four"
        if isinstance(source, str):
            if source not in VARIANTS:
                raise ValueError(
                    f"unknown wall variant {source!r}; choose one of {', '.join(VARIANTS)}"
                )
            self.variant = source
            rules = PRESETS[VARIANTS[source]]
        elif isinstance(source, Rules):
            rules = source
            self.variant = next((v for v, p in VARIANTS.items() if PRESETS[p] == rules), "custom")
        else:
            raise TypeError(f"WallView needs a Wall, Round, Rules or variant name, not {source!r}")
        wall = Wall.from_seed(self._seed, rules)
        wall.deal()
        return wall

    @property
    def wall(self) -> Wall:
        """The wall shown (for a Round: the round's own wall)."""
        return self._wall

    @property
    def rules(self) -> Rules:
        return self._wall.rules

    @rules.setter
    @batched
    def rules(self, rules: Rules) -> None:
        """New rules (e.g. from a RuleSwitcher): a new wall of that variant, dealt, no kans yet.
        The same rules keep the wall shown and its kans (``RuleSwitcher.link`` pushes its rules at
        once; that must not replace a wall the caller passed in)."""
        if self._round is not None:
            return  # a round's wall follows the round (KanLab rebuilds the round)
        if rules == self._wall.rules:
            return
        self._history.clear()
        self._last_change = None
        self._wall = self._make(rules)
        self._relabel()  # the variant picker shows the new wall's variant
        self._show()

    # ----- user actions -------------------------------------------------------------------
    @batched
    def kan(self) -> bool:
        """A kan's effect on the wall: draw the next rinshan tile (the haitei joins the dead wall)
        and turn the next kan-dora indicator. Returns False (and says why) when the wall refuses."""
        if self._round is not None:
            return False
        before = self._wall.copy()
        try:
            tile = self._wall.draw_rinshan()
        except WallError as exc:
            self._refuse(exc)
            return False
        indicator = None
        if self._wall.rules.kan_dora:
            try:
                indicator = self._wall.reveal_kan_dora()
            except WallError:
                indicator = None
        self._history.append(before)
        self._last_change = {
            "what": "kan",
            "tile": tile.notation,
            "before": before,
            "indicator": indicator.notation if indicator else None,
        }
        self._show()
        return True

    @batched
    def draw(self) -> bool:
        """One live draw (the next tile of the live wall)."""
        if self._round is not None:
            return False
        before = self._wall.copy()
        try:
            tile = self._wall.draw()
        except WallError as exc:
            self._refuse(exc)
            return False
        self._history.append(before)
        self._last_change = {"what": "draw", "tile": tile.notation, "before": before}
        self._show()
        return True

    @batched
    def back(self) -> bool:
        """Undo the last kan or draw. False when there is nothing to undo."""
        if not self._history:
            return False
        self._wall = self._history.pop()
        self._last_change = None
        self._show()
        return True

    @batched
    def reset(self) -> None:
        """Back to the wall just after the deal."""
        if self._history:
            self._wall = self._history[0]
            self._history.clear()
        self._last_change = None
        self._show()

    @batched
    def choose(self, variant: str) -> None:
        """Show a fresh wall of ``variant`` (``"four"``, ``"old_rule"``, ``"three"``)."""
        if self._round is not None:
            raise ValueError("this view follows a Round; change the round's rules instead")
        self._history.clear()
        self._last_change = None
        self._wall = self._make(variant)
        self._show()

    @batched
    def refresh(self, highlight: tuple[int, ...] = ()) -> None:
        """Redraw from the wall (after the followed Round moved)."""
        self._show(highlight)

    # ----- view ---------------------------------------------------------------------------
    def _refuse(self, exc: Exception) -> None:
        self.change.value = (
            f'<div role="alert" class="mjt-error" style="color:#B34700">'
            f"{esc(tr('w.wall.refused'))} {esc(self._why(exc))}</div>"
        )

    def _why(self, exc: Exception) -> str:
        """The wall's refusal in the learner's language (its ``WallError.code``)."""
        code = getattr(exc, "code", "")
        if code == "wall.no_rinshan":
            if self._wall.rinshan_remaining <= 0:
                return tr("w.wall.why.no_rinshan", n=self._wall.rules.rinshan_tiles)
            return tr("w.wall.why.no_rinshan_live")
        key = f"w.wall.why.{code.removeprefix('wall.')}"
        return tr(key) if has(key) else str(exc)

    def _why_no_kan(self) -> str:
        """Why the Kan button is off ("" when a kan can be made)."""
        if self._round is not None or self._wall.can_draw_rinshan():
            return ""
        try:
            self._wall.copy().draw_rinshan()
        except WallError as exc:
            return self._why(exc)
        return ""

    def _show_task(self) -> None:
        """The task line: started on the wall as dealt, judged after each kan or draw."""
        if self.task is None:
            return
        if not self._history:
            self.task.start(self)
        outcome = self.task.judge(self) if self._history else None
        self.task_state = "" if outcome is None else ("met" if outcome.met else "not_met")
        self.task_html.value = task_html(self.task, outcome)

    def _on_narrow(self) -> None:
        self._show(self._highlight)

    def _show(self, highlight: tuple[int, ...] = ()) -> None:
        self._highlight = tuple(highlight)
        w = self._wall
        r = _render()
        lit = set(highlight)
        change = self._last_change
        if change is not None and change["what"] == "kan":
            lit |= set(w.dead_wall_indices()) - set(change["before"].dead_wall_indices())
        # the square and the dead wall close up only where a copy may show them (View.wide)
        self._square = (w.copy(), sorted(lit), get_language())
        self._svg = None
        wide = self.wide
        self.picture.value = self.svg if wide else ""
        self.dead_picture.value = r.dead_wall_svg(w, width=30) if wide else ""
        # the rows only when a phone shows them (View.narrow): a desktop never draws them
        self.rows_picture.value = (
            r.wall_rows_svg(w, highlight=sorted(lit))
            + f'<p class="mjt-wall-legend">{esc(tr("render.wall.legend_short"))}</p>'
            if self.narrow else ""
        )
        self.shift_picture.value = (
            r.kan_shift_svg(w, kans=4, width=self._width) if self.shift_toggle.value else ""
        )
        self.kans = w.kan_count
        self.live_remaining = w.live_remaining
        self._show_task()
        f = wall_facts(w)
        items = [
            tr("w.wall.live", n=f["live_remaining"]),
            tr("w.wall.kans", n=f["kans"]),
            tr("w.wall.rinshan_left", n=f["rinshan_remaining"]),
            tr("w.wall.dead_size", n=len(f["dead_wall"])),
        ]
        if f["haitei_position"] is not None:
            items.append(self._where("w.wall.haitei", f["haitei_index"], f["haitei"]))
        items.append(tr("w.wall.indicators", tiles=" ".join(f["indicators"]) or "—"))
        self.facts.value = (
            '<ul class="mjt-facts" style="margin:2px 0">'
            + "".join(f"<li>{esc(x)}</li>" for x in items)
            + "</ul>"
        )
        if change is None:
            self.change.value = ""
        elif change["what"] == "kan":
            b = change["before"]
            joined = sorted(set(w.dead_wall_indices()) - set(b.dead_wall_indices()))
            left = sorted(set(b.dead_wall_indices()) - set(w.dead_wall_indices()))
            lines = [tr("w.wall.kan_done", n=w.kan_count, tile=change["tile"])]
            lines += [self._where("w.wall.joined", i, w.yama[i].notation) for i in joined]
            lines.append(self._stack_story(joined))
            lines += [self._where("w.wall.left", i, w.yama[i].notation) for i in left]
            if change["indicator"]:
                lines.append(tr("w.wall.turned", tile=change["indicator"]))
            lines.append(tr("w.wall.live_change", before=b.live_remaining, after=w.live_remaining))
            self.change.value = (
                '<div class="mjt-change" role="status"><b>'
                + "</b><br>".join(esc(x) for x in lines[:1])
                + "</b><br>"
                + "<br>".join(esc(x) for x in lines[1:])
                + "</div>"
            )
        else:
            self.change.value = (
                f'<div class="mjt-change" role="status">'
                f"{esc(tr('w.wall.drew', tile=change['tile']))}</div>"
            )
        self.back_button.disabled = not self._history
        why = self._why_no_kan()
        self.kan_button.disabled = bool(why)
        self.kan_button.tooltip = why  # and said on the page: a disabled button shows no tooltip
        if why:
            self.change.value += f'<div class="mjt-why-off" role="note">{esc(why)}</div>'

    @property
    def svg(self) -> str:
        """The square picture of the wall as last shown (:func:`mjteach.render.wall_svg`)."""
        if self._svg is None:
            wall, lit, lang = self._square
            self._svg = _render().wall_svg(wall, width=self._width, lang=lang, highlight=lit,
                                           shift_history=True)
        return self._svg

    def _stack_story(self, joined: list[int]) -> str:
        """What happened to the haitei's stack, read from the positions: split (its bottom tile
        joined, the top tile is now the haitei) or whole (the stack is all dead wall now)."""
        w = self._wall
        h = w.haitei_index
        if not joined:
            return tr("w.wall.stack_none")
        if h is not None and any(w.position(i)[:2] == w.position(h)[:2] for i in joined):
            return tr("w.wall.stack_split")
        return tr("w.wall.stack_whole")

    def _where(self, key: str, index: int, tile: str) -> str:
        side, stack, level = self._wall.position(index)
        return tr(
            key,
            tile=tile,
            index=index,
            side=tr(_SIDE_KEYS[side]),
            stack=stack + 1,
            level=tr("w.wall.top" if level else "w.wall.bottom"),
        )

    def _picked(self, change) -> None:
        if self._updating or change["new"] in (None, "custom"):
            return
        self.choose(change["new"])

    def _relabel(self) -> None:
        self.kan_button.description = tr("w.wall.kan")
        self.variant_picker.tooltip = tr("w.wall.variant_label")  # the select's accessible name
        self.draw_button.description = tr("w.wall.draw")
        self.back_button.description = tr("w.wall.back")
        self.reset_button.description = tr("w.wall.reset")
        self.shift_toggle.description = tr("w.wall.shift_all")
        self._updating = True
        try:
            opts = [(tr(f"w.wall.variant.{v}"), v) for v in VARIANTS]
            if self.variant == "custom":  # a wall passed in: named by its rules (a preset's
                opts.append((self._rules_name(), "custom"))  # name), as the RuleSwitcher names them
            self.variant_picker.options = opts
            self.variant_picker.value = self.variant
        finally:
            self._updating = False

    @batched
    def _on_language(self, lang: str) -> None:
        self._relabel()
        if self._round is None:  # a followed round's owner (KanLab) redraws it once
            self._show()

    def _rules_name(self) -> str:
        """The wall's rules as a learner knows them: the preset's name, or "custom"."""
        rules = self._wall.rules
        name = next((n for n, p in PRESETS.items() if p == rules), None)
        key = f"w.preset.{name}"
        return tr(key) if name and has(key) else tr("w.rules.custom")

    def __repr__(self) -> str:
        return f"WallView(variant='{self.variant}', kans={self.kans}, live={self.live_remaining})"

    def _learner_text(self) -> str:
        key = f"w.wall.variant.{self.variant}"
        variant = tr(key) if has(key) else self._rules_name()
        return tr("w.text.wall_view", variant=variant, kans=self.kans, live=self.live_remaining)
