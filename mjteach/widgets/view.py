"""The one-view widget base: a widget's whole picture is ONE view-model sent in ONE message.

Why: a composite made of many ipywidgets (HTML, Button, Dropdown …) is updated one widget after
another, one comm message each, and the browser redraws each in turn: a KanLab press took 0.3-0.5 s
from click to screen. Here the widget is one ``anywidget`` model with one synced trait, ``vm`` (the
view-model: a tree of plain dicts), drawn by one small ES module (``view.js``, ``view.css``; no
icon font, no CDN). A press in the browser is one custom message ``{"type": "act", "id", ...}``
back to Python; Python answers with one new ``vm``. Two more messages say where each browser
copy is: ``{"type": "seen", copy, on}`` (in sight or not, :attr:`View.on_screen`) and
``{"type": "narrow", copy, on}`` (on a screen under 40rem or not, :attr:`View.narrow` and
:attr:`View.wide`: the wall view adds its picture in rows while a copy is narrow, and leaves out its
square, which view.css hides there, while every copy is).

How a widget is built on it (KanLab, WallView, CallLab, ReplayViewer, Quiz, RuleSwitcher)::

    class MyLab(View):
        def __init__(self):
            super().__init__()
            with self.batch():                      # one message for everything below
                self.title = Html()                 # parts: plain Python objects with the
                self.go = Button(on_click=lambda b: self.go_on())   # attributes ipywidgets has
                self.children = [self.title, Row([self.go])]
                self._show()

        @batched                                    # one message per user action
        def go_on(self): ...                         # the Python API a click calls

        def _show(self):                             # read the MODEL, write the parts
            self.title.value = "<b>…</b>"

Parts (:class:`Html`, :class:`Button`, :class:`Dropdown`, :class:`Checkbox`,
:class:`ToggleButton`, :class:`Text`, :class:`RadioButtons`, :class:`Rack`, and the containers
:class:`Row`, :class:`Col`, :class:`Grid`, :class:`Details`) hold what the view shows; changing one
marks the view dirty, and the view sends its ``vm`` once when the outermost :meth:`View.batch`
ends (or at once outside any batch). ``View.view_model()`` returns the tree (testable without
Jupyter or a browser). A View placed among another View's children is drawn inside it and its
changes are sent by the outer one (KanLab holds a WallView: one message for both).

Accessibility (kept by view.js for every widget): real ``<button>``/``<select>``/``<input>``
elements, each with a visible label or ``aria-label``; a disabled button stays focusable with
``aria-disabled`` and its reason as ``title`` (so a keyboard user can read it); tile racks are
toolbars with roving tabindex (arrows, Home, End; Enter/Space presses) and each tile's accessible
name is its name in the learner's language; focus stays on the same control across redraws; state
is never shown by colour alone.

Rules stay in the model: parts only carry strings the widget computed by asking the model.
"""

from __future__ import annotations

import asyncio
import functools
import itertools
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..i18n import get_language
from ..tiles import Tile
from ._base import LanguageFollower, follow_language, tile_label, tile_svg, tr

__all__ = [
    "View",
    "batched",
    "Part",
    "Html",
    "Button",
    "Dropdown",
    "Checkbox",
    "ToggleButton",
    "Text",
    "RadioButtons",
    "Rack",
    "Row",
    "Col",
    "Grid",
    "Details",
]

_HERE = Path(__file__).parent
_ids = itertools.count(1)


class _Layout:
    """The bits of ipywidgets' ``layout`` the views use: ``display = "none"`` hides a part."""

    def __init__(self, part: Part, display: str = "") -> None:
        object.__setattr__(self, "_part", part)
        object.__setattr__(self, "display", display)

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)
        self._part._touch()


class Part:
    """Something a View shows. Setting a public attribute marks the owning view dirty."""

    kind = "part"
    _fields: tuple[str, ...] = ()

    def __init__(self, **kwargs: Any) -> None:
        object.__setattr__(self, "_view", None)
        object.__setattr__(self, "id", f"p{next(_ids)}")
        object.__setattr__(self, "_classes", [])
        object.__setattr__(self, "_observers", [])
        object.__setattr__(self, "layout", _Layout(self, (kwargs.pop("layout", None) or {})
                                                   .get("display", "")))
        for name in self._fields:
            object.__setattr__(self, name, kwargs.pop(name, getattr(type(self), name, None)))
        if kwargs:
            raise TypeError(f"{type(self).__name__} has no option(s) {', '.join(kwargs)}")

    # ipywidgets-like surface -------------------------------------------------------------
    def add_class(self, name: str) -> Part:
        if name not in self._classes:
            self._classes.append(name)
            self._touch()
        return self

    def observe(self, callback: Callable[[dict], None], names: str = "value") -> None:
        """``callback({"name", "old", "new", "owner"})`` after ``names`` changes (as traitlets)."""
        self._observers.append((names, callback))

    def __setattr__(self, name: str, value: Any) -> None:
        old = getattr(self, name, None)
        object.__setattr__(self, name, value)
        if name.startswith("_"):
            return
        if old is value or (type(old) is type(value) and old == value):
            return
        self._touch()
        for names, cb in list(self._observers):
            if names == name:
                cb({"name": name, "old": old, "new": value, "owner": self})

    def _touch(self) -> None:
        view = self._view
        if view is not None:
            view._touch()

    def _attach(self, view: View) -> None:
        object.__setattr__(self, "_view", view)

    # the view-model ----------------------------------------------------------------------
    def node(self) -> dict[str, Any]:
        out: dict[str, Any] = {"t": self.kind, "id": self.id}
        if self._classes:
            out["cls"] = " ".join(self._classes)
        if self.layout.display == "none":
            out["hidden"] = True
        return out

    def _act(self, content: dict) -> None:  # a browser event for this part
        pass


class Html(Part):
    """Trusted HTML made by mjteach (every text in it escaped where it was built)."""

    kind = "html"
    _fields = ("value",)
    value = ""

    def node(self) -> dict[str, Any]:
        return {**super().node(), "html": self.value}


class Button(Part):
    """A button; ``disabled`` buttons stay focusable (``aria-disabled``) and show ``tooltip``."""

    kind = "button"
    _fields = ("description", "disabled", "tooltip", "button_style")
    description = ""
    disabled = False
    tooltip = ""
    button_style = ""

    def __init__(self, *, on_click: Callable[[Button], None] | None = None, **kwargs: Any):
        super().__init__(**kwargs)
        object.__setattr__(self, "on_click_handlers", [on_click] if on_click else [])

    def on_click(self, callback: Callable[[Button], None]) -> None:
        self.on_click_handlers.append(callback)

    def click(self) -> None:
        """What a press does (ignored while disabled, as in the browser)."""
        if self.disabled:
            return
        for cb in list(self.on_click_handlers):
            cb(self)

    def node(self) -> dict[str, Any]:
        out = {**super().node(), "label": self.description, "title": self.tooltip or ""}
        if self.disabled:
            out["disabled"] = True
        if self.button_style:
            out["style"] = self.button_style
        return out

    def _act(self, content: dict) -> None:
        self.click()


def _norm_options(options: Iterable[Any]) -> list[tuple[str, Any]]:
    out = []
    for o in options:
        if isinstance(o, tuple) and len(o) == 2 and isinstance(o[0], str):
            out.append(o)
        else:
            out.append((str(o), o))
    return out


class Dropdown(Part):
    """A ``<select>`` with a visible label (``description``); values are any Python objects."""

    kind = "select"
    _fields = ("options", "value", "description", "tooltip", "disabled")
    description = ""
    tooltip = ""
    disabled = False

    def __init__(self, **kwargs: Any):
        kwargs.pop("style", None)
        super().__init__(**kwargs)
        object.__setattr__(self, "options", _norm_options(self.options or []))

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "options":
            value = _norm_options(value)
        super().__setattr__(name, value)

    def index(self) -> int:
        for i, (_, v) in enumerate(self.options):
            if v == self.value and type(v) is type(self.value):
                return i
        return -1

    def node(self) -> dict[str, Any]:
        return {
            **super().node(),
            "label": self.description,
            "title": self.tooltip or "",
            "options": [label for label, _ in self.options],
            "index": self.index(),
            **({"disabled": True} if self.disabled else {}),
        }

    def _act(self, content: dict) -> None:
        i = content.get("index")
        if isinstance(i, int) and 0 <= i < len(self.options) and not self.disabled:
            self.value = self.options[i][1]


class RadioButtons(Dropdown):
    """A group of radio buttons (a ``<fieldset>``); ``value`` None until one is picked."""

    kind = "radio"


class Checkbox(Part):
    kind = "check"
    _fields = ("value", "description", "tooltip", "disabled")
    value = False
    description = ""
    tooltip = ""
    disabled = False

    def __init__(self, **kwargs: Any):
        kwargs.pop("indent", None)
        super().__init__(**kwargs)

    def node(self) -> dict[str, Any]:
        return {**super().node(), "label": self.description, "title": self.tooltip or "",
                "value": bool(self.value)}

    def _act(self, content: dict) -> None:
        if not self.disabled:
            self.value = bool(content.get("value"))


class ToggleButton(Checkbox):
    """A button that stays pressed (``aria-pressed``)."""

    kind = "toggle"

    def _act(self, content: dict) -> None:
        if not self.disabled:
            self.value = not self.value


class Text(Part):
    """A one-line text input; the browser sends its text on Enter / leaving the field."""

    kind = "text"
    _fields = ("value", "placeholder", "description", "tooltip")
    value = ""
    placeholder = ""
    description = ""
    tooltip = ""

    def __init__(self, **kwargs: Any):
        kwargs.pop("continuous_update", None)
        super().__init__(**kwargs)
        object.__setattr__(self, "_submit", [])

    def on_submit(self, callback: Callable[[Text], None]) -> None:
        self._submit.append(callback)

    def node(self) -> dict[str, Any]:
        return {**super().node(), "label": self.description, "title": self.tooltip or "",
                "value": self.value, "placeholder": self.placeholder}

    def _act(self, content: dict) -> None:
        self.value = str(content.get("value", ""))
        if content.get("submit"):
            for cb in list(self._submit):
                cb(self)


class Rack(Part):
    """A row of clickable tiles (a toolbar of ``<button>`` with roving tabindex); the same API
    as :class:`~mjteach.widgets.TileRack`: ``set_tiles``, ``click``, ``index_of``, ``selected``,
    ``on_click``."""

    kind = "rack"
    _fields = ("tiles", "svgs", "labels", "highlight", "selected", "enabled", "caption",
               "empty_text")
    selected = -1
    enabled = True

    def __init__(self, tiles: Iterable[Tile | str] = (), *, caption_key: str = "w.rack.caption",
                 width: int = 32, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        object.__setattr__(self, "_width", width)
        object.__setattr__(self, "_caption_key", caption_key)
        object.__setattr__(self, "_handlers", [])
        object.__setattr__(self, "_tiles", ())
        for name in ("tiles", "svgs", "labels", "highlight"):
            object.__setattr__(self, name, [])
        self.set_tiles(tiles)

    @property
    def tile_objects(self) -> tuple[Tile, ...]:
        return self._tiles

    def set_tiles(self, tiles: Iterable[Tile | str], *, highlight: Iterable[int] = ()) -> None:
        ts = tuple(x if isinstance(x, Tile) else Tile.parse(x) for x in tiles)
        object.__setattr__(self, "_tiles", ts)
        self.tiles = [x.notation for x in ts]
        self.svgs = [tile_svg(x, width=self._width) for x in ts]
        self.highlight = [i for i in highlight if 0 <= i < len(ts)]
        if self.selected >= len(ts):
            self.selected = -1
        self.relabel()

    def relabel(self) -> None:
        self.labels = [tile_label(x) for x in self._tiles]
        self.caption = tr(self._caption_key)
        self.empty_text = tr("w.rack.empty")

    def on_click(self, callback: Callable[[int, Tile], None]) -> None:
        self._handlers.append(callback)

    def click(self, index: int) -> None:
        if not 0 <= index < len(self._tiles):
            raise IndexError(f"no tile at index {index} (rack holds {len(self._tiles)})")
        if not self.enabled:
            return
        for handler in list(self._handlers):
            handler(index, self._tiles[index])

    def index_of(self, tile: Tile | str) -> int:
        target = tile if isinstance(tile, Tile) else Tile.parse(tile)
        for i, x in enumerate(self._tiles):
            if x == target:
                return i
        raise ValueError(f"{target.notation} is not in this rack")

    def node(self) -> dict[str, Any]:
        return {**super().node(), "tiles": list(self.tiles), "svgs": list(self.svgs),
                "labels": list(self.labels), "highlight": list(self.highlight),
                "selected": self.selected, "enabled": self.enabled, "caption": self.caption,
                "empty": self.empty_text}

    def _act(self, content: dict) -> None:
        i = content.get("index")
        if isinstance(i, int) and 0 <= i < len(self._tiles):
            self.click(i)


class _Box(Part):
    _fields = ("children",)

    def __init__(self, children: Iterable[Any] = (), **kwargs: Any) -> None:
        super().__init__(children=list(children), **kwargs)

    def _attach(self, view: View) -> None:
        super()._attach(view)
        for c in self.children:
            _attach(c, view)

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "children":
            value = list(value)
            if self._view is not None:
                for c in value:
                    _attach(c, self._view)
        super().__setattr__(name, value)

    def node(self) -> dict[str, Any]:
        return {**super().node(), "c": [_node(c) for c in self.children]}


class Row(_Box):
    """Children side by side, wrapping."""

    kind = "row"


class Col(_Box):
    """Children one under another."""

    kind = "col"


class Grid(_Box):
    """Children in columns at least ``min_width`` px wide (labels are never cut off)."""

    kind = "grid"


class Details(_Box):
    """A ``<details>`` with a ``summary``; the learner's open/closed choice survives redraws."""

    kind = "details"
    _fields = ("children", "summary", "open")
    summary = ""
    open = False

    def node(self) -> dict[str, Any]:
        return {**super().node(), "summary": self.summary, "open": bool(self.open)}

    def _act(self, content: dict) -> None:
        object.__setattr__(self, "open", bool(content.get("open")))  # no redraw needed


def _attach(child: Any, view: View) -> None:
    if isinstance(child, View):
        child._host = view
        # the host relabels it with itself, in the host's one message (see View._language_changed)
        if child._unsubscribe_language is not None:
            child._unsubscribe_language()
            child._unsubscribe_language = None
        if child not in view._embedded:
            view._embedded.append(child)
    elif isinstance(child, Part):
        child._attach(view)


def _node(child: Any) -> dict[str, Any]:
    if isinstance(child, View):
        return child._tree()
    return child.node()


def _parts(child: Any) -> Iterator[Part]:
    if isinstance(child, View):
        yield from child._all_parts()
    elif isinstance(child, Part):
        yield child
        if isinstance(child, _Box):
            for c in child.children:
                yield from _parts(c)


def _running_loop() -> asyncio.AbstractEventLoop | None:
    """The kernel's event loop when called from it (a comm message, a cell), else None."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def batched(method: Callable) -> Callable:
    """Decorator: the view sends one ``vm`` message when the method returns."""

    @functools.wraps(method)
    def wrapper(self: View, *args: Any, **kwargs: Any) -> Any:
        with self.batch():
            return method(self, *args, **kwargs)

    return wrapper


class View(LanguageFollower, anywidget.AnyWidget):
    """Base class: one anywidget whose synced trait ``vm`` is the whole view-model.

    Attributes
    ----------
    vm : Dict
        ``{"root": node}``: the tree of nodes the browser draws (see :meth:`view_model`).
    """

    _esm = _HERE / "view.js"
    _css = _HERE / "view.css"
    vm = traitlets.Dict().tag(sync=True)
    HOLD_SECONDS = 0.3
    """s: the longest a view out of sight waits to send its relabelled picture (see
    :meth:`_language_changed`)."""

    def __init__(self, **kwargs: Any) -> None:
        self._depth = 0
        self._dirty = False
        self._host: View | None = None
        self._children: list[Any] = []
        self._classes: list[str] = []
        self._embedded: list[View] = []
        self._seen: dict[str, bool] = {}  # browser copy of this view -> in sight
        self._narrow: dict[str, bool] = {}  # browser copy of this view -> on a narrow screen
        self._hold = 0  # > 0: changes wait (an off-screen view being relabelled)
        self._held_timer: asyncio.TimerHandle | None = None
        super().__init__(**kwargs)
        self.on_msg(self._on_front_msg)

    def _follow_language(self) -> None:
        if self._host is None:
            self._unsubscribe_language = follow_language(self, "_language_changed")

    def _language_changed(self, lang: str) -> None:
        """set_language: relabel this view and the views drawn inside it, one message in all.

        A view whose every copy on the page is scrolled out of sight (the browser says so, see
        :attr:`on_screen`) is relabelled here too, so its Python side is current at once, but its
        message waits until it comes into sight or :attr:`HOLD_SECONDS` have passed (the
        kernel's event loop sends it when idle; with no running loop it is sent at once): the
        views the learner is looking at answer first, and a screen reader that reads a view out
        of sight finds it in the new language a moment later."""
        loop = _running_loop()
        if self.on_screen is False and loop is not None:
            self._hold += 1
            try:
                with self.batch():
                    for child in self._embedded:
                        child._language_changed(lang)
                    self._on_language(lang)
            finally:
                self._hold -= 1
            # one timer per view, restarted by each switch: a learner clicking through the
            # languages gets the views out of sight drawn once, after the last click
            if self._held_timer is not None:
                self._held_timer.cancel()
            self._held_timer = loop.call_later(self.HOLD_SECONDS, self._send_held)
            return
        with self.batch():
            for child in self._embedded:
                child._language_changed(lang)
            self._on_language(lang)

    def _send_held(self) -> None:
        self._held_timer = None
        if self._dirty and self._depth == 0 and not self._hold:
            self._flush()

    @property
    def on_screen(self) -> bool | None:
        """Whether any copy of this view is in sight in the browser (IntersectionObserver); None
        while no browser has said (no front end, e.g. in tests): then it counts as in sight."""
        if not self._seen:
            return None
        return any(self._seen.values())

    def _screens(self) -> list[bool]:
        """Narrow or not, for each browser copy of this view and of the views it is drawn in."""
        host = self._host._screens() if self._host is not None else []
        return [*self._narrow.values(), *host]

    @property
    def narrow(self) -> bool:
        """Whether a copy of this view (or of the view it is drawn in) is on a narrow screen
        (view.js: ``max-width: 40rem``). False while no browser has said so: a view then sends
        only its wide layout, and the narrow one (e.g. the wall in rows) when a phone shows it."""
        return any(self._screens())

    @property
    def wide(self) -> bool:
        """Whether a copy of this view (or of the view it is drawn in) may be on a wide screen:
        False only when every copy the browser told about is narrow (each copy says which when it
        is drawn, view.js); True while no browser has said anything (e.g. in tests). A view
        leaves out what view.css hides on a narrow screen (the wall's square) when this is False:
        a phone alone is neither sent it nor drawing it."""
        screens = self._screens()
        return not screens or not all(screens)

    def _copy_narrow(self, copy: str, on: bool | None) -> None:
        """A browser copy is (``on``) or is not on a narrow screen, or left the page (None):
        redraw, in one message, when that changes :attr:`narrow` or :attr:`wide`."""
        before = (self.narrow, self.wide)
        if on is None:
            self._narrow.pop(copy, None)
        else:
            self._narrow[copy] = on
        if (self.narrow, self.wide) != before:
            with self.batch():
                self._narrow_changed()

    def _narrow_changed(self) -> None:
        for child in self._embedded:
            child._narrow_changed()
        self._on_narrow()

    def _on_narrow(self) -> None:
        """Hook: redraw what differs on a narrow screen (see :attr:`narrow`, :attr:`wide`)."""

    # ----- parts ----------------------------------------------------------------------------
    @property
    def children(self) -> list[Any]:
        return self._children

    @children.setter
    def children(self, value: Iterable[Any]) -> None:
        self._children = list(value)
        for c in self._children:
            _attach(c, self)
        self._touch()

    def add_class(self, name: str) -> View:
        if name not in self._classes:
            self._classes.append(name)
        return self

    def _all_parts(self) -> Iterator[Part]:
        for c in self._children:
            yield from _parts(c)

    def _tree(self) -> dict[str, Any]:
        return {"t": "col", "id": f"v{id(self)}", "cls": " ".join(["mjt-view"] + self._classes),
                "c": [_node(c) for c in self._children]}

    def view_model(self) -> dict[str, Any]:
        """The view-model the browser draws: ``{"root": tree, "lang": "en" | "ja" | "zh"}``;
        every node has ``t`` (kind) and ``id``; see view.js for the kinds. ``lang`` becomes the
        view's ``lang`` attribute (screen readers read the words in that language)."""
        return {"root": self._tree(), "lang": get_language()}

    # ----- sending ----------------------------------------------------------------------------
    @contextmanager
    def batch(self) -> Iterator[None]:
        """Changes inside are sent as one ``vm`` message when the outermost batch ends."""
        host = self._host
        if host is not None:
            with host.batch():
                yield
            return
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1
            if self._depth == 0 and self._dirty and not self._hold:
                self._flush()

    def _ready(self) -> None:
        """End of a subclass's ``__init__`` that began with ``self._depth += 1``: send the first
        picture, once."""
        self._depth -= 1
        if self._depth == 0:
            self._flush()

    def _touch(self) -> None:
        if self._host is not None:
            self._host._touch()
            return
        self._dirty = True
        if getattr(self, "_depth", 0) == 0:
            self._flush()

    def _flush(self) -> None:
        self._dirty = False
        self.vm = self.view_model()

    # ----- browser events -------------------------------------------------------------------
    def _on_front_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        if content.get("type") == "narrow":  # {type: "narrow", copy, on}: the screen's width
            self._copy_narrow(str(content.get("copy", "")), bool(content.get("on")))
            return
        if content.get("type") == "seen":  # {type: "seen", copy, on}: a copy came into / left sight
            copy = str(content.get("copy", ""))
            if content.get("on") is None:
                self._seen.pop(copy, None)  # that copy was removed from the page
                self._copy_narrow(copy, None)
            else:
                self._seen[copy] = bool(content.get("on"))
            if self.on_screen is not False:
                self._send_held()  # a relabel held while it was out of sight
            return
        if content.get("type") != "act":
            return
        target = content.get("id")
        with self.batch():
            for part in self._all_parts():
                if part.id == target:
                    part._act(content)
                    break
