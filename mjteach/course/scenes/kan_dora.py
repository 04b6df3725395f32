"""Lesson 04 (槓 § 槓ドラ, 杠 § 杠宝牌): one indicator per kan, when it is turned, kan ura."""

from __future__ import annotations

from mjteach import Rules
from mjteach.i18n import t
from mjteach.scoring import Valuation

from ._base import _rules, played

__all__ = [
    "wall_after_kans", "show_kan_dora_wall", "open_kan_dora", "show_open_kan_dora_timing",
    "dora_before_discard", "show_dora_before_discard", "DORA_OPTIONS", "show_dora_options",
    "show_ura_indicators", "kan_dora_timing_table",
]


def wall_after_kans(kans: int = 2, seed: int = 6, rules: Rules | str | None = None):
    """A wall dealt from ``seed`` after ``kans`` kans, each drawing its replacement tile and turning
    its kan-dora indicator (槓 § 槓ドラ: one more indicator per kan). Returns the Wall."""
    from mjteach import Wall

    wall = Wall.from_seed(seed, _rules(rules))
    wall.deal()
    for _kan in range(kans):
        wall.draw_rinshan()
        wall.reveal_kan_dora()
    return wall


def show_kan_dora_wall(kans: int = 2, seed: int = 6, lang: str | None = None):
    """:func:`wall_after_kans`, after printing its indicators and the dora they point to."""
    wall = wall_after_kans(kans, seed)
    print(t("course.indicators", lang), " ".join(str(x) for x in wall.dora_indicators))
    print(t("course.dora_are", lang), " ".join(str(x.dora()) for x in wall.dora_indicators))
    return wall


def open_kan_dora(rules: Rules | str | None = None) -> tuple[list, Valuation]:
    """Scenario ``daiminkan_kan_dora_timing`` under ``rules``: the events of the dealer's daiminkan
    on 8s and discard of 9m, and the valuation of the rinshan kaihou the same kan allows instead
    (replacement tile 1m; the new indicator 1p would make three dora). 槓 § 槓ドラ: the new
    indicator counts for that win only if it is turned at once (``kan_dora_timing_daiminkan``)."""
    from mjteach.course import script, table
    from mjteach.round import Action

    rules = _rules(rules)
    r = table("daiminkan_kan_dora_timing", rules)
    kan = script("daiminkan_kan_dora_timing")[0]
    events = r.play(kan) + r.play(Action.discard(0, "9m"))
    return events, played("daiminkan_kan_dora_timing", rules).result["wins"][0]["valuation"]


def show_open_kan_dora_timing(*presets: str, lang: str | None = None) -> None:
    """For each preset: when an open kan's indicator is turned, what happens after the kan and the
    discard, and what the rinshan kaihou is worth (:func:`open_kan_dora`)."""
    from mjteach.course import event_chain, preset_name
    from mjteach.widgets import value_label

    for preset in presets:
        rules = Rules.preset(preset)
        events, v = open_kan_dora(rules)
        print(t("course.open_kan_timing", lang, preset=preset_name(preset, lang),
                when=value_label(rules.kan_dora_timing_daiminkan)))
        print(t("course.kan_then_discard", lang, events=event_chain(events, lang)))
        print(t("course.rinshan_kan_dora", lang, value=v.message(lang), n=v.kan_dora),
              " ".join(n.message(lang) for n in v.notes))


def dora_before_discard(rules: Rules | str | None = None) -> tuple[list[str], list[str]]:
    """Scenario ``daiminkan_dora_before_discard`` under ``rules``: the dora known while choosing
    the discard after the daiminkan, and the dora after discarding 9m (the new indicator 8m makes
    9m a dora: turned after the discard, it is not known when 9m is thrown)."""
    from mjteach.course import script, table

    r = table("daiminkan_dora_before_discard", _rules(rules))
    kan, discard = script("daiminkan_dora_before_discard")
    r.play(kan)
    seen = [str(x.dora()) for x in r.wall.dora_indicators]
    r.play(discard)
    return seen, [str(x.dora()) for x in r.wall.dora_indicators]


def show_dora_before_discard(*presets: str, lang: str | None = None) -> None:
    """Print :func:`dora_before_discard` under each preset."""
    from mjteach.course import preset_name

    for preset in presets:
        seen, now = dora_before_discard(preset)
        print(t("course.dora_known", lang, preset=preset_name(preset, lang), seen=" ".join(seen),
                now=" ".join(now)))


DORA_OPTIONS = ("kan_dora", "kan_ura_dora", "ura_dora")


def show_dora_options(*presets: str, lang: str | None = None) -> None:
    """A table: each preset's kan dora, kan ura and ura dora (``*`` where the preset marks the
    value unverified), then what ``*`` means if the table shows one."""
    from mjteach.course import preset_name, rule_value, show_rows

    rows = [[preset_name(p, lang), *(rule_value(Rules.preset(p), o, lang) for o in DORA_OPTIONS)]
            for p in presets]
    show_rows([t(f"course.col.{c}", lang) for c in ("preset", "kan_dora", "kan_ura", "ura_dora")], rows)
    if any(cell.endswith(" *") for row in rows for cell in row):
        print(t("course.unverified_mark", lang))


def show_ura_indicators(wall, lang: str | None = None) -> None:
    """The ura indicators of ``wall`` with kan ura (under every indicator) and without."""
    print(t("course.ura_above", lang), " ".join(str(x) for x in wall.ura_indicators()))
    print(t("course.ura_without", lang), " ".join(str(x) for x in wall.ura_indicators(kan_ura=False)))


def kan_dora_timing_table(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """An HTML table: for each kind of kan, when its indicator is turned under ``rules`` and
    whether it counts for a win on that kan's replacement tile (槓 § 槓ドラ)."""
    from mjteach.course import action_words, rows_html
    from mjteach.widgets import value_label

    rules = _rules(rules)
    return rows_html(
        [t(f"course.col.{c}", lang) for c in ("kan", "indicator_turned", "counts_rinshan")],
        [[action_words(k, lang), value_label(rules.kan_dora_timing(k)),
          t("course.yes" if rules.kan_dora_counts_for_rinshan(k) else "course.no", lang)]
         for k in ("ankan", "daiminkan", "kakan")])
