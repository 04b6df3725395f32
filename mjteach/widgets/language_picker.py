"""LanguagePicker: three buttons (English, 日本語, 中文) that call :func:`mjteach.set_language`."""

from __future__ import annotations

import ipywidgets as widgets

from ..i18n import LANGUAGES, get_language, set_language, t
from ._base import LanguageFollower

__all__ = ["LanguagePicker"]

_NAMES = {"en": "English", "ja": "日本語", "zh": "中文"}


class LanguagePicker(LanguageFollower, widgets.ToggleButtons):
    """Pick the language of every mjteach widget shown (each name is written in its own language).

    Attributes
    ----------
    value : Unicode
        ``"en"``, ``"ja"`` or ``"zh"``; follows :func:`mjteach.set_language` from anywhere.
    description : Unicode
        Empty while the language is the one the notebook's cells ran in (the language when the
        picker was made); after a switch, the note that text those cells *printed* (engine output,
        tables written as text) stays in that language, and how to see it in the new one. Widgets
        relabel themselves; printed text cannot.
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(
            options=[(_NAMES[x], x) for x in LANGUAGES],
            value=get_language(),
            style={"button_width": "auto", "description_width": "initial"},
            **kwargs,
        )
        self._printed_in = get_language()  # cells run after start(lang) print in this language
        self.observe(self._picked, names="value")
        self._follow_language()

    def choose(self, lang: str) -> None:
        """Switch every widget to ``lang`` (as a click does). Raises ValueError for other codes."""
        set_language(lang)

    def _picked(self, change) -> None:
        if change["new"] != get_language():
            set_language(change["new"])

    def _on_language(self, lang: str) -> None:
        if self.value != lang:
            self.value = lang
        old = self._printed_in
        self.description = "" if lang == old else t("w.lang.printed_stays", lang, old=_NAMES[old])

    def __repr__(self) -> str:
        return "LanguagePicker()"

    def _learner_text(self) -> str:
        return t("w.text.language", name=_NAMES[self.value])
