"""What every situation module shares: rules by name, a scenario played, verdicts and yes/no in
words, and the widgets that redraw sentences or tables when a RuleSwitcher changes the rules."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from html import escape
from typing import Any

from mjteach import Rules
from mjteach.i18n import t
from mjteach.round import Round

__all__ = [
    "SOURCES", "RULE_TOPICS", "played", "follow", "outcomes", "play_until_turn", "press", "rule_switcher",
]


SOURCES = ("kamicha", "toimen", "shimocha")


RULE_TOPICS: dict[str, tuple[str, ...]] = {
    "ankan layout": ("ankan_face_down",),
    "kan procedure": ("kan_dora", "kan_dora_timing_ankan", "max_kans"),
    "wall": ("dead_wall_size", "dead_wall_replenish", "players", "rinshan_tiles", "kan_on_haitei",
             "calls_on_houtei"),
    "kan dora": ("kan_dora", "kan_dora_timing_ankan", "kan_dora_timing_daiminkan",
                 "kan_dora_timing_kakan", "kan_ura_dora"),
    "riichi ankan": ("riichi_ankan", "riichi_ankan_drawn_tile_only", "ankan_face_down"),
    "daiminkan": ("call_priority", "daiminkan_rinshan_pao", "daiminkan_rinshan_as_ron"),
    "daiminkan yaku": ("kuitan",),
    "kakan": ("kan_dora_timing_kakan", "kan_dora", "chankan"),
    "kakan from the hand": ("kakan_drawn_tile_only", "chankan"),
    "kan merits": ("kokushi_chankan_ankan", "chankan", "kan_ura_dora", "double_wind_pair_fu"),
    "four kans": ("suukaikan", "suukaikan_check", "max_kans", "fifth_kan_aborts"),
    "chi": ("chi_allowed",),
    "call priority": ("call_priority", "kuikae"),
    "call costs": ("kuitan", "open_pinfu_ron_fu"),
    "capstone": ("kuitan",),
}
"""The options a lesson's rule switcher offers, by what they are about: a lesson cell names the
topic (``rule_switcher("kan dora")``), never a list of option codes."""


def rule_switcher(topic: str, *targets: Any) -> Any:
    """A RuleSwitcher starting from Tenhou's rules with the options of ``topic`` (a key of
    :data:`RULE_TOPICS`), linked to ``targets`` (widgets with ``rules``, or ``f(rules)``).

    Raises KeyError naming the topic and the known ones for an unknown topic."""
    from mjteach.widgets import RuleSwitcher

    if topic not in RULE_TOPICS:
        raise KeyError(f"no rule topic {topic!r}; known: {', '.join(RULE_TOPICS)}")
    switcher = RuleSwitcher("tenhou", options=list(RULE_TOPICS[topic]))
    return switcher.link(*targets) if targets else switcher


def _rules(rules: Rules | str | None) -> Rules:
    if rules is None:
        return Rules.preset("tenhou")
    return Rules.preset(rules) if isinstance(rules, str) else rules


def played(scenario: str, rules: Rules | str | None = None) -> Round:
    """The round after a shipped scenario's scripted actions, played under ``rules`` (a
    :class:`Rules` or a preset name; default: the scenario's own). Raises the scenario layer's
    errors for an unknown name; an action the rules refuse raises ``ValueError`` naming it."""
    from mjteach.course import script, table

    r = table(scenario, _rules(rules) if rules is not None else None)
    for action in script(scenario):
        r.play(action)
    return r


def _verdict(reason, lang: str | None = None) -> str:
    return t("course.allowed", lang) if reason is None else reason.message(lang)


def _yes_no(flag: bool, lang: str | None = None) -> str:
    return t("course.yes" if flag else "course.no", lang)


def follow(switcher: Any, draw: Callable[[Rules], str]) -> Any:
    """An HTML widget showing ``draw(rules)`` (an HTML string) for the rules ``switcher`` (a
    RuleSwitcher) holds, redrawn whenever they change. Returns the widget, a
    :class:`~mjteach.widgets.Readout` (a saved notebook keeps its words, not its markup)."""
    from mjteach.widgets import Readout

    html = Readout()

    def redraw(rules: Rules) -> None:
        html.value = draw(rules)

    switcher.link(redraw)
    return html


def outcomes(switcher: Any, *lines: Callable[[Rules], str]) -> Any:
    """:func:`follow` with one paragraph per sentence ``line(rules)`` of ``lines``."""
    return follow(switcher, lambda rules: _paragraphs(line(rules) for line in lines))


def _paragraphs(texts: Iterable[str]) -> str:
    return "".join(f"<p>{escape(text)}</p>" for text in texts)


def play_until_turn(r: Round, seat: int) -> Round:
    """Let every other seat pass on calls, draw, and discard the tile it drew, until ``seat`` has
    drawn again and must act. Returns ``r`` (played in place)."""
    from mjteach.round import Action

    while not (r.turn == seat and r.phase == "act"):
        if r.phase == "respond":
            for s in list(r.waiting_on):
                r.play(Action.pass_(s))
        elif r.phase == "draw":
            r.play(Action.draw(r.turn))
        else:
            r.play(Action.discard(r.turn, r.players[r.turn].drawn))
    return r


def press(lab, kind: str, tile: str | None = None, lang: str | None = None):
    """Press ``lab``'s button ``kind`` (for ``tile``) as a click does, and say what the engine did,
    one plain sentence per event. Returns the events (or the Reason a refused press gives)."""
    from mjteach.course import show_events

    events = lab.press(kind, tile)
    if isinstance(events, list):
        show_events(events, lang)
    else:
        print(events.message(lang))
    return events


def _preset_label(preset: str, lang: str | None = None) -> str:
    """A preset's name as a line's label: ``Tenhou:``, ``天鳳：``."""
    from mjteach.course import preset_name

    return t("course.preset_label", lang, preset=preset_name(preset, lang))
