"""Lesson 05 (槓 § 暗槓, 杠 § 暗杠): the two layouts, an ankan keeps the hand concealed, ankan after
riichi under three rules."""

from __future__ import annotations

from mjteach import Meld, Rules
from mjteach.i18n import t

from ._base import _rules, _yes_no

__all__ = [
    "ankan_layouts", "show_menzen", "RIICHI_ANKAN_EXAMPLES", "show_riichi_ankan_table",
    "show_riichi_ankan_reason", "riichi_ankan_lab", "riichi_ankan_html", "FOUR_4M_AND_THE_FOURTH_9S",
]

FOUR_4M_AND_THE_FOURTH_9S = "ankan_which_keeps_wait"
"""Lesson 05's task lab: a hand (not in riichi) holding four 4m that has just drawn its fourth 9s;
only the 9s ankan keeps its wait. A lesson names a situation by what happens in it."""


def ankan_layouts(ends: str = "7777s", middle: str = "7777z") -> list:
    """An ankan of ``ends`` with its two end tiles face down and one of ``middle`` with the two
    middle tiles face down (槓 § 暗槓: both customs), as inline SVG pictures to display."""
    from IPython.display import HTML

    from mjteach.render import meld_svg

    return [HTML(meld_svg(Meld.ankan(ends), ankan_face_down="ends")),
            HTML(meld_svg(Meld.ankan(middle), ankan_face_down="middle"))]


def show_menzen(*hands: str, lang: str | None = None) -> None:
    """For each hand (notation): is it still concealed (menzen)? An ankan keeps it so, a pon or a
    daiminkan does not (槓 § 暗槓). Prints one line per hand."""
    from mjteach import Hand
    from mjteach.course import hand_words

    for text in hands:
        h = Hand.parse(text)
        print(t("course.kan05.menzen", lang, hand=hand_words(h, lang)), _yes_no(h.is_menzen, lang))


RIICHI_ANKAN_EXAMPLES = (("111m 456p 789s 23s 55z +1m", "1m"),
                         ("1112345m 456p 789s +1m", "1m"),
                         ("111222333m 5p 789s +1m", "1m"))
"""Lesson 05's three riichi hands, each having just drawn the fourth tile: (hand, kan tile)."""


def _riichi_ankan_verdict(hand: str, tile: str, rules: Rules, lang: str | None = None,
                          short: bool = True) -> str:
    from mjteach import Hand
    from mjteach.waits import riichi_ankan_reason

    reason = riichi_ankan_reason(Hand.parse(hand), tile, rules)
    if reason is None:
        return t("course.allowed", lang)
    key = "course.kan05." + reason.code.split(".")[-1]
    from mjteach.i18n import has

    return t(key, lang) if short and has(key) else reason.message(lang)


def show_riichi_ankan_table(*presets: str, lang: str | None = None) -> None:
    """A table: may each :data:`RIICHI_ANKAN_EXAMPLES` hand make its ankan after riichi, under
    each preset (槓 § 暗槓: same wait, same decomposition, or never)?"""
    from mjteach.course import preset_name, show_rows

    show_rows([t("course.col.hand", lang), *(preset_name(p, lang) for p in presets)],
              [[hand, *(_riichi_ankan_verdict(hand, tile, Rules.preset(p), lang) for p in presets)]
               for hand, tile in RIICHI_ANKAN_EXAMPLES])


def show_riichi_ankan_reason(hand: str, tile: str, preset: str = "tenhou",
                             lang: str | None = None) -> None:
    """Print the engine's full answer for one riichi ankan: allowed, or the reason in full."""
    print(_riichi_ankan_verdict(hand, tile, Rules.preset(preset), lang, short=False))


def riichi_ankan_lab(rules: Rules | str | None = None, lang: str | None = None):
    """A KanLab at scenario ``riichi_ankan_refused`` (riichi on 7999m, the fourth 9m just drawn),
    after printing why its ankan button is disabled. Returns the lab."""
    from mjteach.widgets import KanLab

    lab = KanLab("riichi_ankan_refused", rules=_rules(rules), show_wall=False)
    print(t("course.kan05.refused_9m", lang), lab.why_not("ankan", "9m").message(lang))
    return lab


def riichi_ankan_html(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """The verdict on each :data:`RIICHI_ANKAN_EXAMPLES` hand under ``rules``, as an HTML table."""
    from mjteach.course import rows_html

    rules = _rules(rules)
    return rows_html([t("course.col.hand", lang), t("course.col.verdict", lang)],
                     [[hand, _riichi_ankan_verdict(hand, tile, rules, lang, short=False)]
                      for hand, tile in RIICHI_ANKAN_EXAMPLES])
