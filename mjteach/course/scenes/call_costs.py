"""Lesson 12 (副露 § 副露のデメリット, § 役の消滅, § 喰い下がり): closed-only yaku, ippatsu-keshi,
kuitan, kuisagari."""

from __future__ import annotations

from mjteach import Rules
from mjteach.i18n import t
from mjteach.i18n.punctuation import listing
from mjteach.round import Round
from mjteach.scoring import Valuation

from ._base import _rules

__all__ = [
    "LOCAL_VARIANTS", "show_closed_only_yaku", "show_call_effect", "show_ippatsu_keshi",
    "OPEN_TANYAO", "open_tanyao_value", "show_kuitan", "open_tanyao_line", "kuisagari_groups",
    "show_kuisagari_groups", "show_call_yaku",
]


# Yaku the closed-only list leaves out of the lesson: optional local yaku and the double-yakuman
# forms of yakuman already named (副露 § 役の消滅 lists the common ones).
LOCAL_VARIANTS = frozenset({"open_riichi", "double_open_riichi", "daisharin", "daichisei",
                            "kokushi_13", "suuankou_tanki", "junsei_chuuren"})


def show_closed_only_yaku(lang: str | None = None) -> list[str]:
    """Print (and return) the yaku that need a concealed hand (副露 § 役の消滅), from
    :func:`mjteach.scoring.calls.yaku_lost_when_open`, without local variants."""
    from mjteach.course import yaku_names
    from mjteach.scoring.calls import yaku_lost_when_open

    keys = [y for y in yaku_lost_when_open() if y not in LOCAL_VARIANTS]
    print(t("course.need_closed", lang), yaku_names(keys, lang))
    return keys


def show_call_effect(hand: str, ctx, meld: str, lang: str | None = None):
    """Value ``hand`` closed and with ``meld`` called (:func:`~mjteach.scoring.calls.compare_call`)
    and print both values and what changed, one line per change. Returns the comparison."""
    from mjteach.scoring.calls import compare_call

    effect = compare_call(hand, ctx, meld)
    print(t("course.closed_vs_chi", lang, before=effect.before.message(lang),
            after=effect.after.message(lang)))
    for line in effect.diff.messages(lang):
        print("    ", line)
    return effect


def show_ippatsu_keshi(lang: str | None = None) -> Round:
    """Scenario ``ippatsu_keshi``: whether seat 0 (riichi last turn) may still win with ippatsu
    before and after seat 2's pon, which calls break ippatsu, and that a kakan robbed by chankan
    does not (副露 § 役の消滅; :func:`~mjteach.scoring.calls.ippatsu_broken`). Returns the round
    after the pon."""
    from mjteach.course import script, table
    from mjteach.scoring.calls import ippatsu_broken

    def yes_no(flag: bool) -> str:
        return t("course.yes" if flag else "course.no", lang)

    r = table("ippatsu_keshi")
    print(t("course.ippatsu_before", lang), yes_no(r.players[0].ippatsu))
    for action in script("ippatsu_keshi"):
        r.play(action)
    print(t("course.ippatsu_after", lang), yes_no(r.players[0].ippatsu))
    calls = ("chi", "pon", "daiminkan", "kakan", "ankan")
    print(t("course.ippatsu_calls", lang),
          listing((t(f"action.{c}", lang) for c in calls if ippatsu_broken(c)), lang))
    print(t("course.ippatsu_chankan", lang), yes_no(ippatsu_broken("kakan", robbed_by_chankan=True)))
    return r


OPEN_TANYAO = ("234m 567p 66s 45s (3<45m)", "3s")
"""The open all-simples hand of lesson 12 and its winning tile (ron)."""


def open_tanyao_value(rules: Rules | str | None = None) -> Valuation:
    """:data:`OPEN_TANYAO` won by ron under ``rules``: a win only with ``kuitan`` (副露 § 役の消滅)."""
    from mjteach import Hand
    from mjteach.course import ron
    from mjteach.scoring import evaluate

    hand, tile = OPEN_TANYAO
    return evaluate(Hand.parse(hand), ron(tile), _rules(rules))


def show_kuitan(lang: str | None = None):
    """Print :data:`OPEN_TANYAO`'s value with kuitan and without; return the hand to show."""
    from mjteach import Hand

    for kuitan in (True, False):
        v = open_tanyao_value(Rules.preset("tenhou").replace(kuitan=kuitan))
        print(t("course.kuitan_on" if kuitan else "course.kuitan_off", lang), v.message(lang))
    return Hand.parse(OPEN_TANYAO[0])


def open_tanyao_line(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """:func:`open_tanyao_value` as one sentence."""
    return t("course.open_tanyao", lang, value=open_tanyao_value(rules).message(lang))


def kuisagari_groups() -> dict[tuple[int, int], list[str]]:
    """The yaku that lose one han when open, ``{(closed han, open han): [yaku keys]}`` (副露 §
    二翻 → 一翻, § 三翻 → 二翻, § 六翻 → 五翻), from :func:`~mjteach.scoring.calls.open_hand_table`."""
    from mjteach.scoring.calls import open_hand_table

    groups: dict[tuple[int, int], list[str]] = {}
    for row in open_hand_table():
        if 0 < row["open"] < row["closed"]:
            groups.setdefault((row["closed"], row["open"]), []).append(row["key"])
    return groups


def show_kuisagari_groups(lang: str | None = None) -> None:
    """Print :func:`kuisagari_groups`, one line per group."""
    from mjteach.course import yaku_names

    for (closed, opened), keys in sorted(kuisagari_groups().items()):
        print(t("course.kuisagari_group", lang, closed=closed, opened=opened), yaku_names(keys, lang))


def show_call_yaku(hand: str, ctx, meld: str, lang: str | None = None):
    """Value ``hand`` closed and with ``meld`` called; print each value with its yaku. Returns the
    comparison (``before``, ``after``, ``hand_after``)."""
    from mjteach.course import meld_words, yaku_list
    from mjteach.scoring.calls import compare_call

    effect = compare_call(hand, ctx, meld)
    print(t("course.closed", lang), effect.before.message(lang), "·", yaku_list(effect.before, lang))
    print(t("course.with_call", lang, meld=meld_words(meld, lang)), effect.after.message(lang), "·",
          yaku_list(effect.after, lang))
    return effect
