"""Widgets: thin views over the model (ipywidgets 8 composites; one anywidget for clickable tiles).

Every widget has a Python method for each user action (``lab.press("ankan", "8s")``,
``builder.type("123m")``, ``switcher.choose("wrc")``, ``quiz.answer(1)``), a short deterministic
repr (nbval compares it), and follows :func:`mjteach.set_language`. Widgets hold no rules: they ask
the model (``Round.legal_actions`` / ``Round.why_not``, ``scoring``).

>>> from mjteach.widgets import HandBuilder
>>> HandBuilder("123m")
HandBuilder(hand='123m')
"""

from __future__ import annotations

import importlib

_WHERE = {
    "TileRack": "tilerack",
    "HandBuilder": "hand_builder",
    "Quiz": "quiz",
    "RuleSwitcher": "rule_switcher",
    "KanLab": "kan_lab",
    "WallView": "wall_view",
    "CallLab": "call_lab",
    "ReplayViewer": "replay_viewer",
    "LanguagePicker": "language_picker",
}

__all__ = list(_WHERE)


def __getattr__(name: str):  # lazy: each widget imports only the model parts it needs
    if name in _WHERE:
        module = importlib.import_module(f"{__name__}.{_WHERE[name]}")
        return getattr(module, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(__all__)
