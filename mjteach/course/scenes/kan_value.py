"""Lesson 08 (槓 § メリットとデメリット, § 槓の種類による違い): the fu each kan adds, whether a
daiminkan pays, the risk table."""

from __future__ import annotations

from typing import Any

from mjteach import Meld, Rules
from mjteach.i18n import t
from mjteach.i18n.punctuation import labelled

from ._base import _rules

__all__ = [
    "show_kan_fu_table", "kan_choices", "show_kan_choices", "KINDS", "kan_risk_table",
    "show_kan_risks", "kan_risk_html",
]


def show_kan_fu_table(rules: Rules | str | None = None, lang: str | None = None) -> list[dict]:
    """Print the fu each kind of kan adds (槓 § 槓の種類による違い): per kind and tile group, the
    set before, its fu, the kan's fu, the factor, the gain and whether the kan opens the hand.
    Returns the rows of :func:`mjteach.scoring.kan.kan_fu_table` (``kind``, ``terminal``,
    ``set_before``, ``fu_before``, ``fu_after``, ``factor``, ``delta``, ``opens_hand``)."""
    from mjteach.course import show_rows
    from mjteach.scoring.kan import kan_fu_table

    rows = kan_fu_table(_rules(rules))
    before = {"concealed_triplet": t("course.kan08.concealed_triplet", lang),
              "pon": t("course.kan08.open_triplet", lang)}
    opens = {True: t("course.yes", lang), False: t("course.no", lang),
             None: t("course.kan08.already_open_pon", lang)}
    show_rows([t("course.col.kan", lang), t("course.kan08.tiles", lang), t("course.kan08.set_before", lang),
               t("course.kan08.fu_before", lang), t("course.kan08.fu_after", lang), "×",
               t("course.kan08.gain", lang), t("course.kan08.opens_the_hand", lang)],
              [[t("action." + r["kind"], lang),
                t("course.kan08.terminals" if r["terminal"] else "course.kan08.simples", lang),
                before.get(r["set_before"], r["set_before"]), r["fu_before"], r["fu_after"], r["factor"],
                f"{r['delta']:+d}", opens[r["opens_hand"]]] for r in rows])
    return rows


def kan_choices(hand, ctx, tile: str, kinds=("ankan", "daiminkan")) -> dict[str, Any]:
    """``{kind: comparison}``: ``hand`` (notation or Hand) won with ``ctx``, without and with each
    kind of kan of ``tile`` (:func:`mjteach.scoring.kan.compare_kan`: ``before``, ``after``,
    ``diff``)."""
    from mjteach import Hand
    from mjteach.scoring.kan import compare_kan

    hand = Hand.parse(hand) if isinstance(hand, str) else hand
    return {kind: compare_kan(hand, ctx, tile=tile, kind=kind) for kind in kinds}


def show_kan_choices(hand, ctx, tile: str, kinds=("ankan", "daiminkan"), lang: str | None = None) -> None:
    """Print :func:`kan_choices`: per kind, the value without and with the kan, and what changed."""
    for kind, cmp in kan_choices(hand, ctx, tile, kinds).items():
        print(labelled(t("action." + kind, lang), f"{cmp.before.message(lang)}  →  {cmp.after.message(lang)}", lang))
        for line in cmp.diff.messages(lang):
            print("    ", line)


KINDS = ("ankan", "daiminkan", "kakan")


def kan_risk_table(rules: Rules | str | None = None, lang: str | None = None):
    """The ja article's comparison of the three kans (槓 § 槓の種類による違い, its table), each entry
    read from the model under ``rules``: fu gained, whether the kan opens a concealed hand, kan ura
    for the kanner and for concealed opponents, whether it can be robbed, tiles newly shown.
    Returns ``(header, rows)`` for :func:`~mjteach.course.show_rows` / ``rows_html``."""
    from mjteach.scoring.kan import kan_fu_table

    rules = _rules(rules)
    fu = {(r["kind"], r["terminal"]): r["delta"] for r in kan_fu_table(rules)}
    opens = {r["kind"]: r["opens_hand"] for r in kan_fu_table(rules)}
    pon = Meld.pon("555p", "5p", "toimen")
    shown = {"ankan": len(Meld.ankan("5555p").hand_tiles()),
             "daiminkan": len(Meld.daiminkan("5555p", "5p", "toimen").hand_tiles()),
             "kakan": len(pon.with_added("5p").hand_tiles()) - len(pon.hand_tiles())}
    never = t("course.kan08.never", lang)
    robbed = {"ankan": t("course.kan08.kokushi_only" if rules.kokushi_chankan_ankan
                         else "course.kan08.kokushi_rules", lang),
              "daiminkan": never,
              "kakan": t("course.kan08.chankan", lang) if rules.chankan else never}
    opened = {True: t("course.yes", lang), False: t("course.no", lang),
              None: t("course.kan08.already_open", lang)}
    rows = [("fu_gained", {k: f"+{fu[(k, False)]} / +{fu[(k, True)]}" for k in KINDS}),
            ("opens_concealed", {k: opened[opens[k]] for k in KINDS}),
            ("own_kan_ura", {k: t("course.kan08.possible" if opens[k] is False
                                  else "course.kan08.no_open_hand", lang) for k in KINDS}),
            # the article's △ for the ankan: a risk only once the kanner's own hand is open
            ("opponents_kan_ura", {k: t("course.kan08.no_kan_ura", lang) if not rules.kan_ura_dora
                                   else t("course.kan08.if_open" if opens[k] is False else "course.yes", lang)
                                   for k in KINDS}),
            ("robbed", robbed),
            ("shown", shown)]
    header = ["", *(t("action." + k, lang) for k in KINDS)]
    return header, [[t(f"course.kan08.{label}", lang), *(v[k] for k in KINDS)] for label, v in rows]


def show_kan_risks(preset: str = "tenhou", lang: str | None = None) -> None:
    """Print :func:`kan_risk_table` under a preset, headed by the preset's name."""
    from mjteach.course import preset_name, show_rows

    print(t("course.kan08.rules", lang, name=preset_name(preset, lang)))
    show_rows(*kan_risk_table(preset, lang))


def kan_risk_html(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """:func:`kan_risk_table` as an HTML table (for :func:`follow`)."""
    from mjteach.course import rows_html

    return rows_html(*kan_risk_table(rules, lang))
