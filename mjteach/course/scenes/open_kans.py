"""Lessons 06 and 07 (槓 § 明槓, § 大明槓, § 大明槓の包, § 加槓): the daiminkan's sideways tile, chi
or daiminkan, daiminkan pao; the kakan's layout, a held fourth tile, chankan."""

from __future__ import annotations

from typing import Any

from mjteach import Meld, Rules
from mjteach.i18n import t
from mjteach.scoring import Valuation

from ._base import SOURCES, _preset_label, _rules, _verdict, played

__all__ = [
    "FOURTH_8S_FROM_THE_LEFT", "KAKAN_1P_OR_ANKAN_4P", "sideways_position", "daiminkan_from_each_seat", "chi_or_daiminkan",
    "chi_or_daiminkan_line", "show_chi_or_daiminkan", "daiminkan_rinshan_win",
    "daiminkan_pao_line", "show_daiminkan_pao", "PAO_READINGS", "kakan_and_lookalike",
    "kakan_held_verdict", "kakan_held_line", "show_kakan_held", "show_chankan",
    "chankan_kan_line", "chankan_ron_line", "ROB_KANS", "kan_robbable", "HELD_KAKAN",
    "held_kakan_verdict",
]

FOURTH_8S_FROM_THE_LEFT = "daiminkan_keeps_yaku"
"""Lesson 06's "kan or pass" lab: 234m 678p 3466s 888s, and the player on the left discards the
fourth 8s; the daiminkan is right only while a yaku is left (kuitan)."""
KAKAN_1P_OR_ANKAN_4P = "chankan_choice"
"""Lesson 07's chankan lab: a kakan of 1p the player on the right may rob, or an ankan of 4p nobody
may."""


def sideways_position(meld: Meld) -> int:
    """Where the sideways tile of ``meld`` lies, counted from 1 at the left."""
    return next(i for i, lt in enumerate(meld.layout(), start=1) if lt.pose == "sideways")


def daiminkan_from_each_seat(tile: str = "7s", lang: str | None = None) -> list[Meld]:
    """The daiminkan of ``tile`` called from each seat (kamicha, toimen, shimocha), after printing
    one sentence per seat saying which tile lies sideways (槓 § 大明槓: left, middle, right).
    Returns the three melds, each drawing itself when displayed."""
    melds = [Meld.daiminkan(tile[0] * 4 + tile[1], tile, s) for s in SOURCES]
    for m in melds:
        print(t("course.sideways", lang, seat=m.source.label(lang), n=sideways_position(m)))
    return melds


def chi_or_daiminkan(rules: Rules | str | None = None) -> dict[str, Any]:
    """Who gets a 3s that seat 1 (next to draw) calls chi on and seat 2, a moment later, daiminkan
    (scenario ``chi_or_daiminkan``): the round's ``claims`` data, with ``taken_by`` (seat),
    ``call`` (``"chi"`` / ``"daiminkan"``) and ``rule`` (``"pon_over_chi"``, ``"first_call"`` …).
    槓 § 大明槓 / 副露 § 発声の優先順位: the answer depends on ``call_priority``."""
    r = played("chi_or_daiminkan", rules)
    return next(e for e in reversed(r.events) if e.kind == "claims").data


def chi_or_daiminkan_line(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """:func:`chi_or_daiminkan` as one sentence: who takes the 3s, by which call, which rule."""
    from mjteach.course import claim_sentence

    return t("course.chi_or_daiminkan", lang,
             claim=claim_sentence(chi_or_daiminkan(rules), "3s", lang))


def show_chi_or_daiminkan(*presets: str, lang: str | None = None) -> None:
    """Print :func:`chi_or_daiminkan` under each preset, one line each, headed by its name."""
    from mjteach.course import claim_sentence

    for preset in presets:
        print(_preset_label(preset, lang), claim_sentence(chi_or_daiminkan(preset), "3s", lang))


def daiminkan_rinshan_win(rules: Rules | str | None = None) -> Valuation:
    """The dealer's win on the replacement tile after a daiminkan on seat 3's 8s (scenario
    ``daiminkan_rinshan_win``): its valuation; ``payments`` maps seat -> points (negative: paid).
    With ``daiminkan_rinshan_pao`` the discarder pays it all (槓 § 大明槓の包)."""
    return played("daiminkan_rinshan_win", rules).result["wins"][0]["valuation"]


def daiminkan_pao_line(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """The rinshan win after a daiminkan under ``rules``: its value and who pays, in a sentence
    (seats by wind, relative to the winner: :func:`mjteach.course.payment_sentence`)."""
    from mjteach.course import payment_sentence

    v = daiminkan_rinshan_win(rules)
    return t("course.rinshan_after_daiminkan", lang, value=v.message(lang),
             payments=payment_sentence(v, lang))


PAO_READINGS: tuple[tuple[str, dict[str, bool]], ...] = (
    ("course.pao_off", {}),
    ("course.pao_on", {"daiminkan_rinshan_pao": True}),
    ("course.pao_as_ron", {"daiminkan_rinshan_pao": True, "daiminkan_rinshan_as_ron": True}),
)
"""The readings of daiminkan pao (槓 § 大明槓の包, 杠 § 大明杠包牌; rulesets.md §2.4): none (Tenhou,
JPML and every shipped preset score the rinshan win as a self-draw that all three pay); the
discarder pays the self-draw value alone (``daiminkan_rinshan_pao``); the ja article's reading, the
win not counted as a self-draw and paid by the discarder alone (with ``daiminkan_rinshan_as_ron``).
Each: (label key in the ``course`` catalog, options set on the preset)."""


def show_daiminkan_pao(preset: str = "tenhou", lang: str | None = None) -> None:
    """Print the rinshan win after a daiminkan under each of :data:`PAO_READINGS`: its value and
    who pays, one line each."""
    from mjteach.course import payment_sentence

    for key, options in PAO_READINGS:
        v = daiminkan_rinshan_win(Rules.preset(preset).replace(**options))
        print(t(key, lang), v.message(lang), "·", payment_sentence(v, lang))


def kakan_and_lookalike(tile: str = "8p", lang: str | None = None) -> list[Meld]:
    """A pon of ``tile`` called from kamicha, the kakan it becomes (the added tile stacked on the
    sideways one) and the daiminkan from toimen that a side-by-side layout would be taken for
    (槓 § 加槓), after a sentence naming the three. Returns the three melds."""
    pon = Meld.pon(tile[0] * 3 + tile[1], tile, "kamicha")
    kakan = pon.with_added(tile)
    looks_like = Meld.daiminkan(tile[0] * 4 + tile[1], tile, "toimen")
    from mjteach.course import meld_words

    print(t("course.kakan_lookalike", lang, pon=meld_words(pon, lang, kind=False),
            kakan=meld_words(kakan, lang, kind=False), wrong=meld_words(looks_like, lang, kind=False)))
    return [pon, kakan, looks_like]


def kakan_held_verdict(rules: Rules | str | None = None):
    """May the player of scenario ``kakan_drawn_tile_only`` (pon of 6p, the fourth 6p held for a
    while, 1z just drawn) add the 6p under ``rules``? ``None`` if so, else the Reason
    (``kakan_drawn_tile_only``: 槓 § 加槓 allows a held tile, 杠 § 加杠 words it as the drawn one)."""
    from mjteach.course import table
    from mjteach.round import Action

    return table("kakan_drawn_tile_only", _rules(rules)).why_not(Action.kakan(0, "6p"))


def kakan_held_line(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """:func:`kakan_held_verdict` as one sentence."""
    return t("course.kakan_held", lang, verdict=_verdict(kakan_held_verdict(rules), lang))


def show_kakan_held(preset: str = "tenhou", lang: str | None = None) -> None:
    """Print the hand of scenario ``kakan_drawn_tile_only``, then whether the held 6p may be
    added when any tile may be added and when only the tile just drawn may."""
    from mjteach.course import hand_words, table

    print(t("course.hand", lang), hand_words(table("kakan_drawn_tile_only").players[0].hand, lang))
    for only_drawn in (False, True):
        rules = Rules.preset(preset).replace(kakan_drawn_tile_only=only_drawn)
        rule = t("course.kakan_only_drawn" if only_drawn else "course.kakan_held_too", lang)
        reason = kakan_held_verdict(rules)
        print(rule, t("course.kakan_6p_allowed", lang) if reason is None else reason.message(lang))


def show_chankan(rules: Rules | str | None = None, lang: str | None = None) -> None:
    """Play scenario ``kakan_chankan`` (seat 0 adds 6p to its pon; seat 1 waits on 3p-6p and wins
    on it: 槓 § 加槓, chankan): one line per action with what followed, then the replacement draws
    and kan-dora indicators turned (none: the robbed kan fails), then the win."""
    from mjteach.course import action_words, event_chain, script, show, table

    r = table("kakan_chankan", _rules(rules) if rules is not None else None)
    for action in script("kakan_chankan"):
        print(t("course.action_line", lang, action=action_words(action, lang),
                result=event_chain(r.play(action), lang)))
    print(t("course.chankan_counts", lang,
            draws=sum(e.kind == "rinshan_draw" for e in r.events),
            dora=sum(e.kind == "dora_reveal" for e in r.events)))
    show(r.result["wins"][0]["valuation"], lang)


def chankan_kan_line(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """What follows seat 0's kakan of 6p in scenario ``kakan_chankan`` under ``rules``."""
    from mjteach.course import event_chain, script, table

    r = table("kakan_chankan", _rules(rules))
    return t("course.chankan_kan", lang, events=event_chain(r.play(script("kakan_chankan")[0]), lang))


def chankan_ron_line(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """Whether the waiting seat may win on that kakan's tile (chankan) under ``rules``."""
    from mjteach.course import script, table

    r = table("kakan_chankan", _rules(rules))
    kakan, ron = script("kakan_chankan")[:2]
    r.play(kakan)
    return t("course.chankan_ron", lang, verdict=_verdict(r.why_not(ron), lang))


ROB_KANS: dict[str, tuple[str, str]] = {
    "kakan": ("2399m222p888s+6p (66^6p)", "0: kakan 6p"),
    "ankan": ("2399m222p666p888s+6p", "0: ankan 6p"),
}
"""Seat 0's kan of 6p made two ways, for :func:`kan_robbable`: its hand (scenario notation) and the
kan it declares. Seat 1 is scenario ``kakan_chankan``'s, waiting on 3p-6p."""


def kan_robbable(kind: str, rules: Rules | str | None = None) -> bool:
    """May the player waiting on 3p-6p (seat 1 of scenario ``kakan_chankan``) win by chankan on
    seat 0's kan of 6p made as ``kind`` (a key of :data:`ROB_KANS`) under ``rules``? The engine
    plays the kan and answers the ron (槓 § 加槓: a kakan can be robbed; an ankan only by kokushi,
    where ``kokushi_chankan_ankan``). Raises KeyError for another ``kind``."""
    from mjteach.course import table
    from mjteach.round import Action
    from mjteach.scenario import load_scenario

    hand, kan = ROB_KANS[kind]
    data = load_scenario("kakan_chankan").data
    seats = [{"hand": hand}, *data["seats"][1:]]
    r = table(dict(data, seats=seats, actions=[]), _rules(rules))
    r.play(Action.parse(kan.split(": ", 1)[1], 0))
    return r.why_not(Action.ron(1)) is None


HELD_KAKAN = "345m678p2m99s1z+7m (22^2m)"
"""A hand that ponned 2m and has held the fourth 2m for some turns; 7m was just drawn."""


def held_kakan_verdict(rules: Rules | str | None = None):
    """May the player holding :data:`HELD_KAKAN` add the held 2m to the pon now, under ``rules``?
    ``None`` if so, else the Reason (``kakan_drawn_tile_only``). The other seats are those of
    scenario ``kakan_drawn_tile_only``."""
    from mjteach.course import table
    from mjteach.round import Action
    from mjteach.scenario import load_scenario

    data = load_scenario("kakan_drawn_tile_only").data
    seats = [{"hand": HELD_KAKAN}, *data["seats"][1:]]
    return table(dict(data, seats=seats, actions=[]), _rules(rules)).why_not(Action.kakan(0, "2m"))

