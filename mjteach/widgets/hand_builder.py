"""HandBuilder: build a hand by clicking tiles, using the keyboard, or typing notation.

Every change goes through :class:`mjteach.hand.Hand`, so a hand the model refuses (a fifth copy, two
red fives of a suit, more than 14 tiles, bad notation) is explained inline and the hand built so far
is kept. Undo steps back through every change, including Clear.
"""

from __future__ import annotations

import ipywidgets as widgets
import traitlets

from ..hand import Hand, HandError
from ..i18n.punctuation import labelled
from ..melds import MeldError
from ..tiles import NotationError, Tile
from ._base import LanguageFollower, esc, meld_svg, tr
from .tilerack import TileRack

__all__ = ["HandBuilder", "PALETTE"]

PALETTE: tuple[Tile, ...] = tuple(
    [Tile.from_suit_number(s, n) for s in "mps" for n in (1, 2, 3, 4, 5, 0, 6, 7, 8, 9)]
    + [Tile.from_suit_number("z", n) for n in range(1, 8)]
)
"""The 37 tiles of the palette: 1–9 of each suit with the red five after the 5, then the honors."""


def explain(exc: Exception, text: str | None = None) -> str:
    """HTML explaining a refused input: the message, and for notation a caret under the column."""
    if isinstance(exc, NotationError):
        src = exc.text if exc.text else (text or "")
        msg = tr("w.hb.bad_notation", column=exc.column or "?", reason=exc.reason)
        out = f"<div>{esc(msg)}</div>"
        if src and exc.column:
            caret = " " * (exc.column - 1) + "^"
            out += f'<pre style="margin:2px 0;font-family:monospace">{esc(src)}\n{esc(caret)}</pre>'
        return out
    if isinstance(exc, HandError | MeldError):
        # the stable code is for programs (data-code), not for the learner to read
        return (
            f'<div data-code="{esc(exc.code)}">{esc(tr("w.hb.refused"))} {esc(str(exc))}</div>'
        )
    return f"<div>{esc(str(exc))}</div>"


class HandBuilder(LanguageFollower, widgets.VBox):
    """Build a hand: a tile palette (mouse or keyboard), a notation box, undo and clear.

    Parameters
    ----------
    hand : Hand or str, optional
        The starting hand (notation is parsed; raises NotationError/HandError/MeldError if bad).
    width : int
        Tile width in pixels.

    Attributes
    ----------
    notation : Unicode, default ``""``
        Canonical notation of the hand built so far (Python side; observe it to follow the hand).
    error : Unicode, default ``""``
        The explanation of the last refused input (plain text), ``""`` after a good one.
    drawn_next : Bool, default ``False``
        When True the next palette tile becomes the drawn tile (``+``) instead of a concealed one.

    Sub-widgets: ``palette`` and ``rack`` (:class:`TileRack`: the palette, and the closed tiles,
    press one to take it out), ``entry`` (Text), ``add_button``, ``undo_button``, ``clear_button``,
    ``drawn_toggle``, ``melds_html``, ``status``, ``error_html``, ``note`` (why Undo did nothing).
    """

    notation = traitlets.Unicode("")
    error = traitlets.Unicode("")
    drawn_next = traitlets.Bool(False)

    def __init__(self, hand: Hand | str = "", *, width: int = 32, **kwargs) -> None:
        # bad notation: no widget made; "" (the default) starts with no tiles
        parsed = hand if isinstance(hand, Hand) else Hand.parse(hand) if hand.strip() else Hand()
        super().__init__(**kwargs)
        self._hand = parsed
        self._history: list[Hand] = []
        self._width = width
        self.palette = TileRack(PALETTE, caption_key="w.hb.palette", width=width)
        self.palette.on_click(lambda _i, tile: self.click_tile(tile))
        self.rack = TileRack((), caption_key="w.hb.rack", width=width)
        self.rack.on_click(lambda i, _tile: self.remove(i))
        self.melds_html = widgets.HTML()
        self.status = widgets.HTML()
        self.entry = widgets.Text(layout={"width": "24em"}, continuous_update=False)
        # Enter (or leaving the box) syncs the value: add what was typed
        self.entry.observe(
            lambda ch: self.type(ch["new"]) if ch["new"].strip() else None, names="value"
        )
        self.add_button = widgets.Button()
        self.add_button.on_click(lambda _b: self.type(self.entry.value))
        # Undo is never disabled in the page (a disabled button ignores a tap): with nothing to
        # undo it looks unavailable, its tooltip says why, and a press shows the same in ``note``
        self.undo_button = widgets.Button()
        self.undo_button.on_click(lambda _b: self.undo())
        self.clear_button = widgets.Button()
        self.clear_button.on_click(lambda _b: self.clear())
        self.drawn_toggle = widgets.ToggleButton(value=False, layout={"width": "auto"})
        widgets.link((self.drawn_toggle, "value"), (self, "drawn_next"))
        self.error_html = widgets.HTML()
        self.note = widgets.HTML()
        self.palette_label = widgets.HTML()
        self.hand_label = widgets.HTML()
        self.children = [
            self.palette_label,
            self.palette,
            widgets.HBox([self.drawn_toggle, self.undo_button, self.clear_button]),
            self.note,
            widgets.HBox([self.entry, self.add_button]),
            self.error_html,
            self.hand_label,
            widgets.HBox([self.rack, self.melds_html]),
            self.status,
        ]
        self.add_class("mjt-handbuilder")
        self._relabel()
        self._show()
        self._follow_language()

    # ----- model ----------------------------------------------------------------------------
    @property
    def hand(self) -> Hand:
        """The hand built so far."""
        return self._hand

    # ----- user actions -------------------------------------------------------------------
    def click_tile(self, tile: Tile | str, *, drawn: bool | None = None) -> bool:
        """Add one tile, as a palette click does (to the drawn slot if ``drawn`` or the
        ``drawn_next`` toggle is on). Returns False if the hand refuses it (explained inline)."""
        t = tile if isinstance(tile, Tile) else Tile.parse(tile)
        as_drawn = self.drawn_next if drawn is None else drawn
        if as_drawn:
            if self._hand.drawn is not None:
                return self._refuse(
                    HandError(
                        tr("w.hb.has_drawn", tile=self._hand.drawn.notation), code="hand.one_drawn"
                    )
                )
            ok = self._change(lambda h: h.replace(drawn=t))
            if ok:
                self.drawn_next = False
            return ok
        return self._change(lambda h: h.replace(concealed=h.concealed + (t,)))

    def type(self, text: str) -> bool:
        """Add what ``text`` says in hand notation (tiles, ``+drawn``, melds) to the hand.

        Returns False on bad notation or a hand the model refuses; the message (with the column for
        notation) is shown inline, the hand and the typed text are kept for correction.
        """
        text = text.strip()
        if not text:
            return False
        try:
            part = Hand.parse(text)
        except (NotationError, HandError, MeldError) as exc:
            return self._refuse(exc, text)
        if part.drawn is not None and self._hand.drawn is not None:
            return self._refuse(
                HandError(
                    tr("w.hb.has_drawn", tile=self._hand.drawn.notation), code="hand.one_drawn"
                )
            )

        def combine(h: Hand) -> Hand:
            return Hand(
                h.concealed + part.concealed,
                part.drawn if part.drawn is not None else h.drawn,
                h.melds + part.melds,
            )

        ok = self._change(combine)
        if ok:
            self.entry.value = ""
        return ok

    def set_hand(self, hand: Hand | str) -> bool:
        """Replace the whole hand (undoable). Returns False if the notation is refused."""
        try:
            new = hand if isinstance(hand, Hand) else Hand.parse(hand)
        except (NotationError, HandError, MeldError) as exc:
            return self._refuse(exc, hand if isinstance(hand, str) else None)
        return self._change(lambda _h: new)

    def remove(self, which: int | Tile | str) -> bool:
        """Take one closed tile out: by index in ``rack`` (concealed tiles, then the drawn tile) or
        by tile. Returns False (explained) if there is no such tile."""
        closed = list(self._hand.concealed) + ([self._hand.drawn] if self._hand.drawn else [])
        if isinstance(which, int):
            if not 0 <= which < len(closed):
                return self._refuse(IndexError(tr("w.hb.no_index", index=which)))
            index = which
        else:
            t = which if isinstance(which, Tile) else Tile.parse(which)
            if t not in closed:
                return self._refuse(ValueError(tr("w.hb.not_in_hand", tile=t.notation)))
            index = len(closed) - 1 - closed[::-1].index(t)
        if index == len(self._hand.concealed):
            return self._change(lambda h: h.replace(drawn=None))
        rest = list(self._hand.concealed)
        del rest[index]
        return self._change(lambda h: h.replace(concealed=rest))

    def undo(self) -> bool:
        """Step back one change (Clear included). Returns False when there is nothing to undo
        (the reason is then shown under the buttons, in the learner's language)."""
        if not self._history:
            self.note.value = (f'<div class="mjt-tap-note" role="status">'
                               f'{esc(tr("w.hb.nothing_to_undo"))}</div>')
            return False
        self._hand = self._history.pop()
        self.error = ""
        self._show()
        return True

    def clear(self) -> None:
        """Empty the hand (undo brings it back) and clear any earlier refusal."""
        self.error = ""
        self._error_exc = None
        if self._hand != Hand():
            self._change(lambda _h: Hand())
        else:
            self._show()

    def toggle_drawn(self) -> None:
        """Flip ``drawn_next`` (the "next tile is the drawn tile" button)."""
        self.drawn_next = not self.drawn_next

    # ----- internals ----------------------------------------------------------------------
    def _change(self, make) -> bool:
        try:
            new = make(self._hand)
        except (HandError, MeldError, NotationError) as exc:
            return self._refuse(exc)
        self._history.append(self._hand)
        self._hand = new
        self.error = ""
        self._show()
        return True

    def _refuse(self, exc: Exception, text: str | None = None) -> bool:
        self._error_exc = (exc, text)
        self.error = str(exc)
        self.error_html.value = (
            f'<div role="alert" class="mjt-error" style="color:#B34700">{explain(exc, text)}</div>'
        )
        return False

    _error_exc: tuple[Exception, str | None] | None = None

    def _show(self) -> None:
        h = self._hand
        self.notation = h.notation
        closed = list(h.concealed) + ([h.drawn] if h.drawn else [])
        hl = [len(h.concealed)] if h.drawn else []
        self.rack.set_tiles(closed, highlight=hl)
        self.melds_html.value = "".join(
            f'<span class="mjt-meld" title="{esc(m.kind.label())}" style="margin-left:10px">'
            f"{meld_svg(m, width=self._width)}</span>"
            for m in h.melds
        )
        if not self.error:
            self.error_html.value = ""
        notation = h.notation or "—"
        self.status.value = (
            '<span class="mjt-status">'
            + labelled(esc(tr("w.hb.notation")), f"<code>{esc(notation)}</code>") + " · "
            f"{esc(tr('w.hb.size', n=h.size))}"
            + (f" · {esc(tr('w.hb.drawn_is', tile=h.drawn.name()))}" if h.drawn else "")
            + "</span>"
        )
        self.note.value = ""
        nothing = not self._history
        self.undo_button.tooltip = tr("w.hb.nothing_to_undo") if nothing else ""
        (self.undo_button.add_class if nothing else self.undo_button.remove_class)(
            "mjt-unavailable")

    def _relabel(self) -> None:
        self.palette_label.value = f"<b>{esc(tr('w.hb.palette'))}</b> {esc(tr('w.hb.keys'))}"
        self.hand_label.value = f"<b>{esc(tr('w.hb.rack'))}</b> {esc(tr('w.hb.rack_hint'))}"
        self.entry.placeholder = tr("w.hb.placeholder")
        self.add_button.description = tr("w.hb.add")
        self.undo_button.description = tr("w.hb.undo")
        self.clear_button.description = tr("w.hb.clear")
        self.drawn_toggle.description = tr("w.hb.drawn_next")
        self.drawn_toggle.tooltip = tr("w.hb.drawn_next_tip")
        if self._error_exc is not None and self.error:
            exc, text = self._error_exc
            if text is not None:  # the model words its errors in the current language: ask again
                try:
                    Hand.parse(text)
                except (NotationError, HandError, MeldError) as again:
                    self._error_exc = (again, text)
                    self.error = str(again)
            self.error_html.value = (
                f'<div role="alert" class="mjt-error" style="color:#B34700">'
                f"{explain(*self._error_exc)}</div>"
            )

    def _on_language(self, lang: str) -> None:
        self._relabel()
        self._show()

    def close(self) -> None:
        for rack in (getattr(self, "palette", None), getattr(self, "rack", None)):
            if rack is not None:  # absent when the constructor refused the hand
                rack.close()
        super().close()

    def __repr__(self) -> str:
        return f"HandBuilder(hand='{self._hand.notation}')"

    def _learner_text(self) -> str:
        return tr("w.text.hand_builder", hand=self._hand.notation)
