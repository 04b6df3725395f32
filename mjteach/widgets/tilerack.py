"""TileRack: a row of clickable SVG tiles (the one anywidget of mjteach).

ipywidgets Buttons cannot hold SVG and HTML widgets send no clicks (../shared/notes/jupyter.md §2),
so the clickable tile pictures are one small ES module (``tilerack.js``) with real ``<button>``
elements: roving tabindex, arrow keys / Home / End move the focus, Enter or Space presses, and each
tile has an ``aria-label`` with its name in the current language.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

import anywidget
import traitlets

from ..tiles import Tile, format_tiles
from ._base import LanguageFollower, tile_label, tile_svg, tr

__all__ = ["TileRack"]

_HERE = Path(__file__).parent


class TileRack(LanguageFollower, anywidget.AnyWidget):
    """A row of clickable tiles.

    Parameters
    ----------
    tiles : iterable of Tile or str
        The tiles shown, left to right (MPSZ strings are parsed).
    caption_key : str
        i18n key of the rack's accessible name (``aria-label`` of the toolbar).
    width : int
        Tile width in pixels.

    Attributes
    ----------
    tiles : List(Unicode), default ``[]``
        MPSZ notation of each tile, left to right (synced; ``data-tile`` in the DOM).
    svgs : List(Unicode), default ``[]``
        The SVG picture of each tile (from :func:`mjteach.render.tile_svg`).
    labels : List(Unicode), default ``[]``
        ``aria-label`` of each tile: its name in the current language and its notation.
    highlight : List(Int), default ``[]``
        Indices drawn raised and underlined (never by colour alone).
    selected : Int, default ``-1``
        Index marked as selected (``aria-pressed``), -1 for none.
    enabled : Bool, default ``True``
        False: presses are ignored (``aria-disabled``).
    caption : Unicode
        Accessible name of the whole rack.
    empty_text : Unicode
        Text shown when there are no tiles.

    A press in the browser arrives as a custom message and calls the handlers registered with
    :meth:`on_click`; :meth:`click` does the same from Python.
    """

    _esm = _HERE / "tilerack.js"
    _css = _HERE / "tilerack.css"

    tiles = traitlets.List(traitlets.Unicode()).tag(sync=True)
    svgs = traitlets.List(traitlets.Unicode()).tag(sync=True)
    labels = traitlets.List(traitlets.Unicode()).tag(sync=True)
    highlight = traitlets.List(traitlets.Int()).tag(sync=True)
    selected = traitlets.Int(-1).tag(sync=True)
    enabled = traitlets.Bool(True).tag(sync=True)
    caption = traitlets.Unicode("").tag(sync=True)
    empty_text = traitlets.Unicode("").tag(sync=True)

    def __init__(
        self,
        tiles: Iterable[Tile | str] = (),
        *,
        caption_key: str = "w.rack.caption",
        width: int = 32,
        **kwargs,
    ) -> None:
        super().__init__(**kwargs)
        self._width = width
        self._caption_key = caption_key
        self._handlers: list[Callable[[int, Tile], None]] = []
        self._tiles: tuple[Tile, ...] = ()
        self.on_msg(self._on_front_msg)
        self.set_tiles(tiles)
        self._follow_language()

    # ----- Python API ---------------------------------------------------------------------
    @property
    def tile_objects(self) -> tuple[Tile, ...]:
        """The tiles shown, as :class:`~mjteach.tiles.Tile` objects."""
        return self._tiles

    def set_tiles(self, tiles: Iterable[Tile | str], *, highlight: Iterable[int] = ()) -> None:
        """Show ``tiles`` (one picture per tile) and optionally highlight some indices."""
        ts = tuple(x if isinstance(x, Tile) else Tile.parse(x) for x in tiles)
        self._tiles = ts
        svgs = [tile_svg(x, width=self._width) for x in ts]
        with self.hold_sync():
            self.tiles = [x.notation for x in ts]
            self.svgs = svgs
            self.highlight = [i for i in highlight if 0 <= i < len(ts)]
            if self.selected >= len(ts):
                self.selected = -1
            self._relabel()

    def on_click(self, callback: Callable[[int, Tile], None], remove: bool = False) -> None:
        """Register ``callback(index, tile)`` for presses (``remove=True`` unregisters it)."""
        if remove:
            self._handlers.remove(callback)
        else:
            self._handlers.append(callback)

    def click(self, index: int) -> None:
        """Press the tile at ``index`` as a user would. Raises ``IndexError`` if out of range."""
        if not 0 <= index < len(self._tiles):
            raise IndexError(f"no tile at index {index} (rack holds {len(self._tiles)})")
        if not self.enabled:
            return
        for handler in list(self._handlers):
            handler(index, self._tiles[index])

    def index_of(self, tile: Tile | str) -> int:
        """First index holding ``tile`` (exact: a red five differs from a plain five)."""
        target = tile if isinstance(tile, Tile) else Tile.parse(tile)
        for i, x in enumerate(self._tiles):
            if x == target:
                return i
        raise ValueError(f"{target.notation} is not in this rack")

    # ----- internals ----------------------------------------------------------------------
    def _on_front_msg(self, _widget, content, _buffers) -> None:
        if isinstance(content, dict) and content.get("type") == "click":
            index = content.get("index")
            if isinstance(index, int) and 0 <= index < len(self._tiles):
                self.click(index)

    def _relabel(self) -> None:
        self.labels = [tile_label(x) for x in self._tiles]
        self.caption = tr(self._caption_key)
        self.empty_text = tr("w.rack.empty")

    def _on_language(self, lang: str) -> None:
        self._relabel()

    def __repr__(self) -> str:
        return f"TileRack(tiles='{format_tiles(self._tiles, sort=False)}')"
