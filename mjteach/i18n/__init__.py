"""Message catalogs in English, Japanese and Chinese, and the current language.

Every text a learner reads (tile names, meld kinds, reasons a kan is refused, widget labels, fu
parts) is looked up here by a stable key, so switching the language switches every view.

>>> from mjteach.i18n import set_language, t
>>> set_language("ja"); t("meld.ankan")
'暗槓'
>>> set_language("en")
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from .catalog import CATALOG

LANGUAGES: tuple[str, ...] = ("en", "ja", "zh")
_current = "en"
_listeners: list[Callable[[str], None]] = []


def get_language() -> str:
    """Return the current language code: ``"en"``, ``"ja"`` or ``"zh"``."""
    return _current


def set_language(lang: str) -> None:
    """Switch every message (and every widget listening) to ``lang``.

    Raises
    ------
    ValueError
        If ``lang`` is not one of ``"en"``, ``"ja"``, ``"zh"``.
    """
    global _current
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")
    _current = lang
    for listener in list(_listeners):
        listener(lang)


@contextmanager
def language(lang: str | None) -> Iterator[str]:
    """Use ``lang`` inside a ``with`` block (``None`` keeps the current one), then switch back.

    Raises ValueError for an unknown language, before anything changes.
    """
    before = _current
    if lang is not None and lang != before:
        set_language(lang)
    try:
        yield _current
    finally:
        if _current != before:
            set_language(before)


def on_language_change(callback: Callable[[str], None]) -> Callable[[], None]:
    """Call ``callback(lang)`` after each :func:`set_language`; returns a function that unsubscribes."""
    _listeners.append(callback)

    def unsubscribe() -> None:
        if callback in _listeners:
            _listeners.remove(callback)

    return unsubscribe


def t(key: str, lang: str | None = None, /, **fields: Any) -> str:
    """Return the message ``key`` in ``lang`` (default: the current language), formatted with ``fields``.

    A key missing in one language falls back to English; a key missing everywhere raises ``KeyError``
    (a test checks that every key exists in all three languages).
    """
    entry = CATALOG[key]
    text = entry.get(lang or _current) or entry["en"]
    return text.format(**fields) if fields else text


def has(key: str) -> bool:
    """True if ``key`` is in the catalog."""
    return key in CATALOG


def register(entries: dict[str, dict[str, str]]) -> None:
    """Add catalog entries (used by modules that own their messages, e.g. reasons and fu labels)."""
    for key, entry in entries.items():
        if "en" not in entry:
            raise ValueError(f"catalog entry {key!r} has no English text")
        CATALOG[key] = entry
