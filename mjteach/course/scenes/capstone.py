"""Lesson 13 (the capstone): the rule-dependent decisions under two rule sets."""

from __future__ import annotations

from typing import Any

from mjteach import Rules
from mjteach.i18n import t

from ._base import _preset_label, _rules, _verdict

__all__ = [
    "IN_RIICHI", "riichi_ankan_verdicts", "show_riichi_ankan", "ends_after_fourth_kan",
    "show_rinshan_dora_and_fourth_kan", "capstone_decisions",
]


IN_RIICHI = "111222333m 5p 789s +1m"
"""Lesson 13's riichi hand: waiting on 5p, the fourth 1m just drawn."""


def riichi_ankan_verdicts(*presets: str) -> dict[str, Any]:
    """May the riichi player of :data:`IN_RIICHI` make the ankan of 1m under each preset?
    ``{preset: None (allowed) or the Reason}`` (:func:`mjteach.waits.riichi_ankan_reason`;
    槓 § 暗槓: the wait may not change; some rules also forbid any other reading of the hand)."""
    from mjteach import Hand
    from mjteach.waits import riichi_ankan_reason

    hand = Hand.parse(IN_RIICHI)
    return {p: riichi_ankan_reason(hand, "1m", Rules.preset(p)) for p in presets}


def show_riichi_ankan(*presets: str, lang: str | None = None) -> None:
    """Print :func:`riichi_ankan_verdicts` per preset, and a note for each preset that marks its
    riichi-ankan rule unverified."""
    from mjteach.course import preset_name

    for p, reason in riichi_ankan_verdicts(*presets).items():
        print(_preset_label(p, lang), _verdict(reason, lang))
    for p in presets:
        if "riichi_ankan" in Rules.preset(p).unverified:
            print(t("course.riichi_ankan_unverified", lang, preset=preset_name(p, lang)))


def ends_after_fourth_kan(rules: Rules | str | None = None) -> bool:
    """Scenario ``suukaikan`` (a second player makes the fourth kan of the hand and nobody wins
    on the discard after it), played under ``rules`` as far as they allow: is the hand over?
    (槓 § 四開槓: only where the four-kan abortive draw is played.)"""
    from mjteach.course import script, table

    r = table("suukaikan", _rules(rules))
    for action in script("suukaikan"):
        if r.why_not(action) is None:
            r.play(action)
    return r.is_over


def show_rinshan_dora_and_fourth_kan(*presets: str, lang: str | None = None) -> None:
    """Per preset: does a daiminkan's new indicator count for a rinshan win, and does the hand
    end after a fourth kan by a second player."""
    for p in presets:
        rules = Rules.preset(p)
        dora = "yes" if rules.kan_dora_counts_for_rinshan("daiminkan") else "no"
        ends = "ends" if ends_after_fourth_kan(rules) else "goes_on"
        print(_preset_label(p, lang), t(f"course.rinshan_dora_{dora}", lang), "·",
              t(f"course.fourth_kan_{ends}", lang))


def capstone_decisions(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """An HTML table of lesson 13's rule-dependent decisions under ``rules``: the riichi ankan of
    1m, whether a daiminkan's new dora counts for a rinshan win, whether a fourth kan by a
    second player ends the hand."""
    from mjteach import Hand
    from mjteach.course import rows_html
    from mjteach.waits import riichi_ankan_reason

    rules = _rules(rules)

    def yes_no(flag: bool) -> str:
        return t("course.yes" if flag else "course.no", lang)

    ankan = riichi_ankan_reason(Hand.parse(IN_RIICHI), "1m", rules)
    rows = [(t("course.row.riichi_ankan", lang), _verdict(ankan, lang)),
            (t("course.row.rinshan_dora", lang), yes_no(rules.kan_dora_counts_for_rinshan("daiminkan"))),
            (t("course.row.fourth_kan", lang), yes_no(ends_after_fourth_kan(rules)))]
    return rows_html(None, rows)
