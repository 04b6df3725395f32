"""Readout: an ``ipywidgets.HTML`` a lesson rewrites (a verdict, a picture that follows the rules).

Its one difference from ``ipywidgets.HTML``: the ``text/plain`` a notebook saves is what the HTML
says (its text, or an SVG picture's title), in the learner's language, instead of
``HTML(value='<b>…')``, so a lesson read where widgets are not drawn still reads as prose.
"""

from __future__ import annotations

import html
import re

import ipywidgets as widgets

from ._base import LanguageFollower

__all__ = ["Readout"]

_TAG = re.compile(r"<[^>]+>")
_TITLE = re.compile(r"<title[^>]*>(.*?)</title>", re.S)
_BREAK = re.compile(r"</(?:p|tr|li|div|h\d)>|<br\s*/?>", re.I)
_CELL = re.compile(r"</t[dh]>", re.I)


def plain_text(markup: str) -> str:
    """What ``markup`` says, as one line: an SVG's first ``<title>``, else the text without tags
    (table cells separated by a space; paragraphs and rows by `` · ``)."""
    if markup.lstrip().startswith("<svg"):
        found = _TITLE.search(markup)
        return html.unescape(found.group(1)).strip() if found else ""
    text = _TAG.sub("", _BREAK.sub(" · ", _CELL.sub(" ", markup)))
    text = " ".join(html.unescape(text).split())
    return text.strip(" ·")


class Readout(LanguageFollower, widgets.HTML):
    """``ipywidgets.HTML`` whose saved text is its content in words (see the module docstring).

    Attributes
    ----------
    value : Unicode — the HTML shown (set it as with ``ipywidgets.HTML``).
    """

    def _learner_text(self) -> str | None:
        return plain_text(self.value) or None

    def __repr__(self) -> str:
        return f"Readout({len(self.value)} characters)"
