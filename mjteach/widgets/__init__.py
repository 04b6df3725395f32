"""Widgets: thin views over the model (ipywidgets 8 composites; one anywidget for clickable tiles).

Every widget has a Python method for each user action, a short deterministic repr (nbval compares
it), documents its traits in an ``Attributes`` section, and follows :func:`mjteach.set_language`.
Widgets hold no rules: they ask the model (``Round.legal_actions`` / ``Round.why_not``,
``scoring.compare_kan``, ``Rules.diff``, ``Wall``).

Usage (each line is what a click does)::

    from mjteach.widgets import (CallLab, HandBuilder, KanLab, LanguagePicker, Quiz,
                                 ReplayViewer, RuleSwitcher, WallView)
    b = HandBuilder("2399m222666p"); b.click_tile("8s"); b.type("88s+8s"); b.undo(); b.clear()
    lab = KanLab.demo("ankan")            # or "kakan", "daiminkan"; KanLab(b); KanLab(round);
    lab.press("draw"); lab.press("ankan", "8s"); lab.back(); lab.forward()
    lab.why_not("pon")                    # the Round's Reason, or None
    KanLab("kakan_chankan", seat=1, script=1).press("ron")   # a shipped scenario
    sw = RuleSwitcher(); sw.link(lab); sw.choose("wrc"); sw.set("kan_on_haitei", True)
    WallView("old_rule").kan()            # "four", "old_rule", "three"; WallView(wall)
    calls = CallLab("three_way"); calls.declare(1, "chi"); calls.declare(2, "pon")
    ReplayViewer("daiminkan").goto_kan(0)
    Quiz("How many fu?", answer=40).answer(40)
    Practice(concepts=["kan-legality"]).answer("legal")   # endless graded exercises
    LanguagePicker()                      # or mjteach.set_language("ja")

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
    "Practice": "practice",
    "value_label": "_base",  # a Rules option value as a label in the current language
}

__all__ = list(_WHERE)


def __getattr__(name: str):  # lazy: each widget imports only the model parts it needs
    if name in _WHERE:
        module = importlib.import_module(f"{__name__}.{_WHERE[name]}")
        return getattr(module, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(__all__)
