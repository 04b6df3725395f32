"""Widgets: thin views over the model, each ONE view drawn from ONE view-model.

Every widget has a Python method for each user action, a short deterministic repr (nbval compares
it), documents its traits in an ``Attributes`` section, and follows :func:`mjteach.set_language`.
Widgets hold no rules: they ask the model (``Round.legal_actions`` / ``Round.why_not``,
``scoring.compare_kan``, ``Rules.diff``, ``Wall``).

The widget base (follow it for a new widget, e.g. a Practice widget): :mod:`mjteach.widgets.view`.

- A widget subclasses :class:`~mjteach.widgets.view.View` (an ``anywidget.AnyWidget``). Its one
  synced trait ``vm`` is the whole view-model, a tree of plain dicts; ``view.js`` / ``view.css``
  (package data; no icon font, no CDN) draw it and send each press back as one message
  ``{"type": "act", "id": <part id>, ...}``.
- The widget builds its picture from *parts* (``Html``, ``Button``, ``Dropdown``, ``Checkbox``,
  ``ToggleButton``, ``Text``, ``RadioButtons``, ``Rack`` for tiles; ``Row``, ``Col``, ``Grid``,
  ``Details`` to arrange them) with the attributes ipywidgets has (``value``, ``description``,
  ``disabled``, ``tooltip``, ``on_click``, ``observe``), and sets ``self.children``.
- Public actions are decorated ``@batched`` (and ``__init__`` does ``self._depth += 1`` …
  ``self._ready()``): whatever they change goes to the browser as ONE ``vm`` message.
  ``View.view_model()`` returns that tree: test its values without Jupyter or a browser
  (tests/test_widgets_view.py).
- Any screen from 320 px up (issue 22; tests/ui/test_ui_reflow.py): rows wrap, pictures scale to
  their container, and on a touch screen or under 40rem every control is a 44 x 44 px target 8 px
  from the next (view.css, practice.css). A picture that cannot shrink and stay readable has a
  narrow twin (the wall: ``render.wall_rows_svg``, shown instead by CSS). Nothing needs hover: a
  tap on a disabled button or a wall tile writes its title on the page (view.js).
- A View among another View's children is drawn inside it (KanLab holds a WallView): one message.
- Accessibility comes with the parts: real buttons and selects with names, disabled buttons
  focusable with their reason as title, racks with roving tabindex and tile names in the learner's
  language as accessible names. Give every Dropdown a ``description`` or ``tooltip``.
- Needed choices are asked for, never guessed: an action that needs a tile and has none answers
  with a ``Reason`` in the learner's language and changes nothing (KanLab ``w.lab.pick_tile``).

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
    "Readout": "readout",  # an ipywidgets.HTML a lesson rewrites, saved as plain words
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
