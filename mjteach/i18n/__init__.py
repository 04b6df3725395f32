"""Messages in English, Japanese and Chinese, and the current language.

Every text a learner reads (tile names, meld kinds, reasons a kan is refused, widget labels, fu
parts, lesson prose) is looked up here by a stable key, so switching the language switches every
view.

>>> from mjteach.i18n import set_language, t
>>> set_language("ja"); t("meld.ankan")
'暗槓'
>>> set_language("en")

Where the messages live
-----------------------
In gettext catalogs, the format translators' tools (Poedit, Weblate, Lokalize) read::

    mjteach/i18n/locale/<domain>.pot                 English, the source text (edited by hand)
    mjteach/i18n/locale/ja/LC_MESSAGES/<domain>.po   Japanese
    mjteach/i18n/locale/zh/LC_MESSAGES/<domain>.po   Chinese (simplified)

One *domain* per part of the package (``reasons``, ``widgets``, ``scoring``, ``render`` …), so
work in parallel seldom edits the same file. Each entry is::

    #. translator comment (optional)
    #, python-brace-format
    msgctxt "reason.kan.haitei"      <- the stable key t() takes
    msgid "No {kan} on the haitei draw: ..."      <- English (in a .po: the English translated)
    msgstr "海底では{kan}できません（…）。"          <- the translation ("" in the .pot)

Why ``msgctxt`` = key and ``msgid`` = English (not ``msgid`` = key): translators see the English
they translate, as every gettext tool expects, and gettext's own rule -- a translation is found by
context *and* English -- makes a translation of an older English text *stale* instead of silently
wrong. ``t`` then shows English for that key and ``tools/i18n.py check`` (run by
tests/test_i18n.py) lists it. Keys never change when a text does, so ``t("meld.ankan")`` is stable.

Why the two ways of reading them
--------------------------------
A plain Python ``gettext`` can read only compiled ``.mo`` files, and Pyodide (JupyterLite) has no
build step at import and should not download Babel (~10 MB) into every learner's browser. So:
``setup.py`` compiles ``.mo`` files into every wheel it builds (``pip install .``, the wheel a
JupyterLite site serves), and :mod:`.catalog` reads them with the standard library. A source
checkout (``pip install -e .``, ``make``) has no ``.mo`` files: there :mod:`.catalog` reads the
``.po`` files with Babel (in the lock), so an edited ``.po`` shows at the next import with no
compile step to forget. ``.mo`` files are never committed.

How to add or change a message
------------------------------
1. Pick the domain of the part that shows it (``reasons`` for a Reason code, ``widgets`` for a
   widget label …; a new part may start a new ``<domain>.pot``).
2. Add the entry to ``locale/<domain>.pot``: ``msgctxt`` = a new dotted key, ``msgid`` = English,
   ``msgstr ""``. Use ``{field}`` placeholders (``str.format``), the same in every language.
3. Run ``python tools/i18n.py update``: every ``.po`` gets the new key (and a changed English marks
   the old translations fuzzy, showing the old English).
4. Fill ``msgstr`` in ``locale/ja/LC_MESSAGES/<domain>.po`` and ``locale/zh/...`` (any editor or
   Poedit; terms from GLOSSARY.md), remove ``#, fuzzy`` once a translation is reviewed.
5. ``python tools/i18n.py check`` lists whatever is still untranslated, fuzzy, stale or obsolete,
   or whose ``{fields}`` differ; tests/test_i18n.py fails on the same list.
6. In code: ``t("your.key", field=value)``; ``i18n.has("your.key")`` to test for it.

A branch still adding ``MESSAGES`` dicts in ``mjteach/i18n/msg_<part>.py`` (the old way) keeps
working after a merge; ``python tools/i18n.py fold`` then moves those keys into the catalogs.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from .catalog import CATALOG, LANGUAGES

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
    """Add entries ``{key: {"en": ..., "ja": ..., "zh": ...}}`` for this session only (not saved).

    For experiments and tests; messages the package ships belong in the ``.po`` catalogs.
    Raises ValueError (and adds nothing) if an entry has no English text.
    """
    for key, entry in entries.items():
        if not entry.get("en"):
            raise ValueError(f"catalog entry {key!r} has no English text")
    CATALOG.update(entries)
