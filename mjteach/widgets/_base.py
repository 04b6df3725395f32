"""Helpers shared by the widgets: language following, tile pictures, small HTML bits.

Widgets hold no rules. These helpers only translate model objects into strings for views.
"""

from __future__ import annotations

import html
import weakref
from collections.abc import Callable
from typing import Any

from ..i18n import get_language, on_language_change, t

__all__ = ["LanguageFollower", "esc", "tile_svg", "hand_svg", "meld_svg", "wall_svg", "tr"]


def esc(text: object) -> str:
    """HTML-escape ``text`` (quotes too)."""
    return html.escape(str(text), quote=True)


def tr(key: str, **fields: Any) -> str:
    """The widget message ``key`` in the current language (catalog domain ``widgets``: ``mjteach/i18n/locale/widgets.pot``)."""
    return t(key, **fields)


def follow_language(obj: object, method: str = "_on_language") -> Callable[[], None]:
    """Call ``obj.<method>(lang)`` after every :func:`mjteach.set_language`.

    The subscription holds only a weak reference to ``obj``; it removes itself once ``obj`` is
    garbage-collected. Returns the unsubscribe function (call it from ``close()``).
    """
    ref = weakref.ref(obj)
    holder: list[Callable[[], None]] = []

    def callback(lang: str) -> None:
        target = ref()
        if target is None:
            if holder:
                holder[0]()
            return
        getattr(target, method)(lang)

    holder.append(on_language_change(callback))
    return holder[0]


class LanguageFollower:
    """Mixin for widgets: subscribe in ``_follow_language()``, unsubscribe in ``close()``.

    Subclasses implement ``_on_language(lang)`` to rebuild their labels.
    """

    _unsubscribe_language: Callable[[], None] | None = None

    def _follow_language(self) -> None:
        self._unsubscribe_language = follow_language(self)

    def _on_language(self, lang: str) -> None:  # pragma: no cover - overridden
        raise NotImplementedError

    def close(self) -> None:  # type: ignore[override]
        if self._unsubscribe_language is not None:
            self._unsubscribe_language()
            self._unsubscribe_language = None
        super().close()  # type: ignore[misc]

    @property
    def language(self) -> str:
        return get_language()

    # ----- the plain-text form a notebook saves ---------------------------------------------
    def _learner_text(self) -> str | None:
        """One line for a reader in the current language, or None to keep ``repr``.

        A notebook stores it as the ``text/plain`` output; it is what a reader sees where the
        widget is not drawn (GitHub, nbviewer, a lesson not yet run). Overridden by each widget.
        """
        return None

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """ipywidgets' bundle with ``text/plain`` replaced by :meth:`_learner_text`.

        ``repr()`` stays the developer's form (English, with ids); only the saved text changes.
        """
        bundle = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        data = bundle[0] if isinstance(bundle, tuple) else bundle  # anywidget: (data, metadata)
        text = self._learner_text()
        if isinstance(data, dict) and text:
            data["text/plain"] = text if len(text) <= 160 else text[:159] + "…"
        return bundle


# ----- pictures -------------------------------------------------------------------------------
# The render package draws every picture; a plain fallback keeps the widgets usable while it is
# missing (it lands in parallel) and is never used once it exists.


def _render():
    try:
        from .. import render
    except ImportError:  # pragma: no cover - render not written yet
        return None
    return render


def tile_svg(tile, *, width: int = 32, pose: str = "up", highlight: bool = False) -> str:
    r = _render()
    if r is not None and hasattr(r, "tile_svg"):
        return r.tile_svg(tile, width=width, pose=pose, highlight=highlight)
    h = int(width * 4 / 3)  # pragma: no cover
    label = esc(tile.notation)  # pragma: no cover
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h}" role="img">'
        f"<title>{esc(tile.name())}</title>"
        f'<rect x="1" y="1" width="{width - 2}" height="{h - 2}" rx="3" fill="#fff" stroke="#333"/>'
        f'<text x="{width // 2}" y="{h // 2 + 5}" text-anchor="middle" font-size="12">'
        f"{label}</text>"
        "</svg>"
    )


def meld_svg(meld, *, width: int = 32, ankan_face_down: str = "ends") -> str:
    r = _render()
    if r is not None and hasattr(r, "meld_svg"):
        return r.meld_svg(meld, width=width, ankan_face_down=ankan_face_down)
    return "".join(tile_svg(x.tile, width=width) for x in meld.layout())  # pragma: no cover


def hand_svg(hand, *, width: int = 32, highlight=()) -> str:
    r = _render()
    if r is not None and hasattr(r, "hand_svg"):
        return r.hand_svg(hand, width=width, highlight=highlight)
    parts = [tile_svg(x, width=width) for x in hand.closed_tiles]  # pragma: no cover
    parts += [meld_svg(m, width=width) for m in hand.melds]  # pragma: no cover
    return "".join(parts)  # pragma: no cover


def wall_svg(wall, **kwargs) -> str:
    r = _render()
    if r is not None and hasattr(r, "wall_svg"):
        return r.wall_svg(wall, **kwargs)
    return f"<p>{esc(tr('w.wall.no_picture'))}</p>"  # pragma: no cover


def value_label(value) -> str:
    """An option value in the current language: enum values and the named string choices of
    :class:`mjteach.rules.Rules` have ``w.val.<value>`` keys; others are shown as they are."""
    from enum import Enum

    from ..i18n import has

    raw = value.value if isinstance(value, Enum) else value
    if isinstance(value, Enum) and has(f"w.val.{type(value).__name__}.{raw}"):
        return t(f"w.val.{type(value).__name__}.{raw}")
    key = f"w.val.{raw}"
    return t(key) if isinstance(raw, str) and has(key) else str(raw)


def tile_label(tile) -> str:
    """The spoken name of a tile for ``aria-label``: name in the current language + notation."""
    from ..i18n.punctuation import aside

    return aside(tile.name(), tile.notation)
