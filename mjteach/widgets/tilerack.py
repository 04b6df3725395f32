"""TileRack: a row of clickable SVG tiles, as a widget of its own (HandBuilder's palette and hand).

It is a :class:`~mjteach.widgets.view.View` holding one :class:`~mjteach.widgets.view.Rack` part
(the composites put a Rack straight into their own view): real ``<button>`` elements drawn by
``view.js`` with roving tabindex, arrow keys / Home / End to move, Enter or Space to press, and each
tile's ``aria-label`` its name in the current language.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..tiles import Tile, format_tiles
from ._base import tr
from .view import Rack, View

__all__ = ["TileRack"]

_SHOWN = ("tiles", "svgs", "labels", "highlight", "selected", "enabled", "caption", "empty_text")


class TileRack(View):
    """A row of clickable tiles.

    Parameters
    ----------
    tiles : iterable of Tile or str
        The tiles shown, left to right (MPSZ strings are parsed).
    caption_key : str
        i18n key of the rack's accessible name (``aria-label`` of the toolbar).
    width : int
        Tile width in pixels.

    Attributes (read from the rack; ``highlight``, ``selected``, ``enabled`` can be set)
    ----------
    tiles : list of str
        MPSZ notation of each tile, left to right (``data-tile`` in the DOM).
    svgs : list of str
        The SVG picture of each tile (from :func:`mjteach.render.tile_svg`).
    labels : list of str
        ``aria-label`` of each tile: its name in the current language and its notation.
    highlight : list of int
        Indices drawn raised and underlined (never by colour alone).
    selected : int
        Index marked as selected (``aria-pressed``), -1 for none.
    enabled : bool
        False: presses are ignored (``aria-disabled``).
    caption, empty_text : str
        Accessible name of the whole rack; text shown when there are no tiles.

    A press in the browser calls the handlers registered with :meth:`on_click`; :meth:`click`
    does the same from Python.
    """

    def __init__(
        self,
        tiles: Iterable[Tile | str] = (),
        *,
        caption_key: str = "w.rack.caption",
        width: int = 32,
        **kwargs,
    ) -> None:
        super().__init__(**kwargs)
        self._depth += 1
        self.rack = Rack(tiles, caption_key=caption_key, width=width)
        self.children = [self.rack]
        self._ready()
        self._follow_language()

    def __getattr__(self, name: str) -> Any:
        if name in _SHOWN:
            return getattr(self.__dict__["rack"], name)
        raise AttributeError(name)

    def __setattr__(self, name: str, value: Any) -> None:
        if name in _SHOWN and "rack" in self.__dict__:
            setattr(self.rack, name, value)
        else:
            super().__setattr__(name, value)

    # ----- Python API ---------------------------------------------------------------------
    @property
    def tile_objects(self) -> tuple[Tile, ...]:
        """The tiles shown, as :class:`~mjteach.tiles.Tile` objects."""
        return self.rack.tile_objects

    def set_tiles(self, tiles: Iterable[Tile | str], *, highlight: Iterable[int] = ()) -> None:
        """Show ``tiles`` (one picture per tile) and optionally highlight some indices."""
        with self.batch():
            self.rack.set_tiles(tiles, highlight=highlight)

    def on_click(self, callback: Callable[[int, Tile], None], remove: bool = False) -> None:
        """Register ``callback(index, tile)`` for presses (``remove=True`` unregisters it)."""
        if remove:
            self.rack._handlers.remove(callback)
        else:
            self.rack.on_click(callback)

    def click(self, index: int) -> None:
        """Press the tile at ``index`` as a user would. Raises ``IndexError`` if out of range."""
        self.rack.click(index)

    def index_of(self, tile: Tile | str) -> int:
        """First index holding ``tile`` (exact: a red five differs from a plain five)."""
        return self.rack.index_of(tile)

    # ----- internals ----------------------------------------------------------------------
    def _on_front_msg(self, widget, content, buffers) -> None:
        if isinstance(content, dict) and content.get("type") == "click":  # the old message
            content = {"type": "act", "id": self.rack.id, "index": content.get("index")}
        super()._on_front_msg(widget, content, buffers)

    def _on_language(self, lang: str) -> None:
        with self.batch():
            self.rack.relabel()

    def __repr__(self) -> str:
        return f"TileRack(tiles='{format_tiles(self.tile_objects, sort=False)}')"

    def _learner_text(self) -> str:
        return tr("w.text.rack", tiles=format_tiles(self.tile_objects, sort=False))
