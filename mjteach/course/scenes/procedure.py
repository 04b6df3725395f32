"""Lesson 02 (槓 § 手順): kan after kan, and no kan between a call and its discard."""

from __future__ import annotations

from mjteach.i18n import t
from mjteach.i18n.punctuation import labelled, listing

__all__ = [
    "FOURTH_8S_DRAWN", "KAN_AFTER_KAN", "show_consecutive_kans", "show_no_kan_after_pon", "show_kan_is_a_choice",
]

FOURTH_8S_DRAWN = "ankan_basic"
"""The kan lab's first hand: waiting on 1m and 4m, it has just drawn its fourth 8s (Tenhou). A lesson
names a situation by what happens in it, not by its scenario key."""
KAN_AFTER_KAN = "consecutive_ankan"
"""The hand that draws its fourth 2p, and whose replacement tile brings the fourth 6p."""


def show_consecutive_kans(lang: str | None = None) -> None:
    """Scenario ``consecutive_ankan`` (the first replacement tile completes a second quad): what
    each action did, and which kans are allowed after it (槓 § 手順: kan after kan)."""
    from mjteach.course import action_words, script, show_events, table

    r = table("consecutive_ankan")
    for action in script("consecutive_ankan"):
        show_events(r.play(action), lang)
        more = [action_words(a, lang) for a in r.legal_actions(0) if a.kind in ("ankan", "kakan")]
        print(labelled(t("course.kan02.kans_now", lang),
                       listing(more, lang) if more else t("course.kan02.no_kans", lang), lang))


def show_no_kan_after_pon(lang: str | None = None):
    """Scenario ``no_kan_after_pon`` (seat 0 has just called pon and holds 2222m): what it may do
    now, and why the ankan of 2m is refused (no kan between a call and its discard). Returns the
    Reason."""
    from mjteach.course import legal, script, table

    r = table("no_kan_after_pon")
    print(t("course.kan02.allowed_now", lang), legal(r, lang=lang))
    reason = r.why_not(script("no_kan_after_pon")[0])
    print(t("course.kan02.refused_2m", lang), reason.message(lang))
    return reason


def show_kan_is_a_choice() -> None:
    """Scenario ``ankan_basic`` (four 8s after the draw): every action the player may take now, the
    plain discard beside the ankan (槓 § 手順: nobody is forced to kan)."""
    from mjteach.course import _, legal, say, table

    say(_("With four 8s after the draw, the player may:"), legal(table("ankan_basic")))
