"""ReplayViewer: step through a recorded hand on the engine, jump to each kan.

The stepping and every check are :class:`mjteach.logs.replay.HandReplay`'s: the viewer calls
``step()``, ``back()``, ``goto()`` and ``goto_kan()`` and draws the engine state (the four hands,
the wall with its dead wall and indicators) and the record's captions (``Step.caption``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import traitlets

from ..i18n import has
from ._base import esc, hand_svg, tr
from .view import Button, Html, Row, View, batched
from .wall_view import WallView

__all__ = ["ReplayViewer"]

_BAD = "#B34700"


def _replay_for(source: Any, hand: int):
    from ..logs import GameLog, HandLog, load
    from ..logs.replay import HandReplay, rules_for

    if isinstance(source, HandReplay):
        return source, source.hand.name
    if isinstance(source, str) and not Path(source).suffix and "/" not in source:
        from ..logs.samples import load_sample

        game = load_sample(source)
        return HandReplay(game.hands[hand], rules_for(game), path=source), source
    if isinstance(source, (str, Path)):
        game = load(source)
        return HandReplay(game.hands[hand], rules_for(game), path=str(source)), Path(source).stem
    if isinstance(source, GameLog):
        return HandReplay(source.hands[hand], rules_for(source), path=source.path), Path(
            source.path
        ).stem
    if isinstance(source, HandLog):
        return HandReplay(source), source.name
    raise TypeError(
        f"ReplayViewer needs a sample name, log path, GameLog, HandLog or HandReplay, "
        f"not {source!r}"
    )


class ReplayViewer(View):
    """Step through one recorded hand; jump straight to each kan.

    Parameters
    ----------
    source : str, Path, GameLog, HandLog or HandReplay
        A shipped sample name (``"ankan"``, ``"kakan"``, ``"daiminkan"``, ``"two_kans"``,
        ``"rinshan_kaihou"``; :mod:`mjteach.logs.samples`), a log file (mjlog, Tenhou JSON, mjai,
        mjteach JSON), a loaded game, one hand, or a ready replay.
    hand : int
        Which hand of a game (0-based).

    Attributes
    ----------
    position : Int
        Record steps reached so far (``HandReplay.position``).
    total : Int
        Steps in the record.
    kans : Int
        Kans made so far on the engine.
    mismatches : Int
        Disagreements between the engine and the record so far (0 for a good log).

    Buttons: ``start_button``, ``back_button``, ``next_button``, ``end_button`` and one
    ``kan_buttons[k]`` per kan of the hand.
    """

    position = traitlets.Int(0)
    total = traitlets.Int(0)
    kans = traitlets.Int(0)
    mismatches = traitlets.Int(0)

    def __init__(self, source: Any = "ankan", *, hand: int = 0, **kwargs) -> None:
        super().__init__(**kwargs)
        self._depth += 1  # one message for the first picture: see self._ready()
        self.replay, self._name = _replay_for(source, hand)
        if self.replay.round is None:
            raise ValueError(f"this hand cannot be replayed: {self.replay.mismatches[0]}")
        self.title = Html()
        self.caption = Html()
        self.hands_html = Html()
        self.problems = Html()
        self.start_button = Button().add_class("mjt-rep-start")
        self.start_button.on_click(lambda _b: self.goto(-1))
        self.back_button = Button().add_class("mjt-rep-back")
        self.back_button.on_click(lambda _b: self.back())
        self.next_button = Button()
        self.next_button.on_click(lambda _b: self.next())
        self.end_button = Button()
        self.end_button.on_click(lambda _b: self.end())
        self.kan_buttons = []
        for k, _i in enumerate(self.replay.kan_steps()):
            b = Button()
            b.add_class("mjt-jump-kan")
            b.on_click(lambda _b, k=k: self.goto_kan(k))
            self.kan_buttons.append(b)
        self.wall_view = WallView(self.replay.round, width=16)
        self.children = [
            self.title,
            Row(
                [self.start_button, self.back_button, self.next_button, self.end_button]
                + self.kan_buttons,
            ),
            self.caption,
            self.problems,
            self.hands_html,
            self.wall_view,
        ]
        self.add_class("mjt-replay")
        self._relabel()
        self._show()
        self._ready()
        self._follow_language()

    # ----- user actions -------------------------------------------------------------------
    @batched
    def next(self) -> list:
        """Play the next move of the record; returns the engine events ([] at the end)."""
        events = self.replay.step()
        self._show()
        return events

    @batched
    def back(self) -> bool:
        """Undo the last move. False at the start."""
        try:
            self.replay.back()
        except ValueError:
            return False
        self._show()
        return True

    @batched
    def goto(self, index: int) -> None:
        """Go to record step ``index`` (-1: the deal)."""
        self.replay.goto(index)
        self._show()

    @batched
    def goto_kan(self, k: int) -> None:
        """Jump to just after the ``k``-th kan (0-based). Raises IndexError if there is none."""
        self.replay.goto_kan(k)
        self._show()

    @batched
    def end(self) -> None:
        """Play to the end of the hand."""
        while not self.replay.done:
            self.replay.step()
        self._show()

    # ----- view ---------------------------------------------------------------------------
    def _show(self) -> None:
        rep = self.replay
        rnd = rep.round
        self.position = rep.position
        self.total = len(rep.steps)
        self.kans = rnd.kans_made
        self.mismatches = len(rep.mismatches)
        done = rep.steps[max(0, rep.position - 3) : rep.position]
        lines = [st.caption(dealer=rnd.dealer, players=rnd.n) for st in done]
        where = tr("w.rep.step", n=rep.position, m=len(rep.steps))
        self.caption.value = (
            f'<div class="mjt-step" role="status"><div>{esc(where)}</div>'
            + "".join(f"<div>{esc(x)}</div>" for x in lines[:-1])
            + (f"<div><b>{esc(lines[-1])}</b></div>" if lines else "")
            + "</div>"
        )
        hands = []
        for s, p in enumerate(rnd.players):
            hands.append(
                f'<div class="mjt-seat" data-seat="{s}">'
                f'<span>{esc(tr(f"course.seat.wind{rnd.seat_wind(s)}"))}'
                f"</span> {hand_svg(p.hand, width=24)}</div>"
            )
        self.hands_html.value = "".join(hands)
        if rep.mismatches:
            self.problems.value = (
                f'<div role="alert" style="color:{_BAD}">'
                + "<br>".join(esc(str(m)) for m in rep.mismatches)
                + "</div>"
            )
        else:
            self.problems.value = ""
        self.back_button.disabled = rep.position == 0
        self.start_button.disabled = rep.position == 0
        self.next_button.disabled = rep.done
        self.end_button.disabled = rep.done
        self.wall_view.refresh(self._highlight())

    def _highlight(self) -> tuple[int, ...]:
        rnd = self.replay.round
        evs = rnd.events[-6:]
        out = []
        for e in evs:
            if e.kind == "rinshan_draw":
                out.append(e.data["index"])
            if e.kind == "wall_shift":
                out.extend(e.data.get("joined_dead_wall", []))
        return tuple(out)

    def _relabel(self) -> None:
        self.title.value = f"<b>{esc(tr('w.rep.title', name=self._shown_name()))}</b>"
        self.start_button.description = tr("w.rep.start")
        self.back_button.description = tr("w.rep.back")
        self.next_button.description = tr("w.rep.next")
        self.end_button.description = tr("w.rep.end")
        for k, b in enumerate(self.kan_buttons):
            st = self.replay.steps[self.replay.kan_steps()[k]]
            b.description = tr("w.rep.kan", k=k + 1, kind=tr(f"w.lab.btn.{st.meld}"))

    @batched
    def _on_language(self, lang: str) -> None:
        self._relabel()
        self._show()

    def __repr__(self) -> str:
        return f"ReplayViewer('{self._name}', step={self.position}/{self.total}, kans={self.kans})"

    def _learner_text(self) -> str:
        return tr("w.text.replay", name=self._shown_name(), step=self.position, total=self.total)

    def _shown_name(self) -> str:
        """What a learner reads for the record: a shipped sample's description in the current
        language (``w.rep.sample.<name>``), else the file's or hand's name."""
        return tr(f"w.rep.sample.{self._name}") if has(f"w.rep.sample.{self._name}") else self._name
