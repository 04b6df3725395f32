"""Punctuation that joins two texts, in the learner's language.

English writes ``kakan: no pon of 8s``, ``ankan, discard, riichi`` and ``9 Man (9m)``; Japanese and
Chinese write the colon, the list comma and the brackets full width (``加槓：…``, ``暗槓、打牌、立直``,
``九萬（9m）``). Code that puts a label before a value, lists items or adds an aside uses these
functions instead of writing ``": "`` itself; the marks are catalog entries (``punct.*`` in
locale/punctuation.pot), so a language's marks are changed in its catalog like any other text.
"""

from __future__ import annotations

from collections.abc import Iterable

from . import t

_KEYS = {"label": "punct.label", "list": "punct.list", "semicolon": "punct.semicolon",
         "aside_open": "punct.aside_open", "aside_close": "punct.aside_close"}


def separator(kind: str, lang: str | None = None) -> str:
    """The mark of ``kind`` (``"label"``, ``"list"``, ``"semicolon"``, ``"aside_open"``,
    ``"aside_close"``) in
    ``lang`` (``None``: the current language). Raises KeyError naming an unknown kind."""
    try:
        key = _KEYS[kind]
    except KeyError:
        raise KeyError(f"unknown separator {kind!r}; known: {', '.join(_KEYS)}") from None
    return t(key, lang)


def labelled(label: str, value: object, lang: str | None = None) -> str:
    """``label: value`` (``label：value`` in Japanese and Chinese)."""
    return f"{label}{separator('label', lang)}{value}"


def listing(items: Iterable[object], lang: str | None = None) -> str:
    """The items joined with the language's list comma: ``a, b`` / ``a、b``."""
    return separator("list", lang).join(str(i) for i in items)


def aside(text: str, note: object, lang: str | None = None) -> str:
    """``text (note)`` / ``text（note）``: a note in the language's brackets after ``text``."""
    return f"{text}{separator('aside_open', lang)}{note}{separator('aside_close', lang)}"
