"""Figures and rule words the lesson prose quotes, computed from mjteach when the lessons are built.

A lesson writes ``{{name}}`` (MyST's substitution syntax) where a number or a rule's name belongs;
the translations keep the placeholder, and tools/build_lessons.py fills it in every edition from
:func:`fill`, so no figure in the prose is typed in and none can drift from the engine. Names:

``{{dead_wall_tiles}}`` …
    a number from :func:`figures` (Tenhou's rules unless the name says otherwise).
``{{opt_<option>}}``
    a rules option's display name in the edition's language, the label the rule switcher shows
    (``{{opt_ankan_face_down}}`` -> "ankan tiles face down" · 暗槓の伏せ方 · 暗杠的扣牌方式).
``{{preset_<name>}}``
    a preset's display name (``{{preset_m_league}}`` -> M.League · Mリーグ · M联赛).
``{{val_<option>__<value>}}``
    one value of an (enum) option as the rule switcher labels it (``{{val_call_priority__first_call}}``).
``{{users_<option>__<value>}}``
    the four-player presets whose option has that value (an enum's value; ``on``/``off`` for a
    bool), comma separated, each with `` *`` when it marks the value unverified
    (``{{users_riichi_ankan__same_wait}}``, ``{{users_suukaikan__off}}``).
``{{rule_<preset>__<option>}}``
    that preset's value of the option, as the rule switcher shows it, with `` *`` when the preset
    marks it unverified (``Rules.unverified``); a lesson that quotes such a value says what the
    star means with ``{{unverified_note}}``.
"""

from __future__ import annotations

import re
from functools import cache

PLACEHOLDER = re.compile(r"\{\{\s*(\w+)\s*\}\}")


@cache
def figures() -> dict[str, str]:
    """name -> the number to put in the prose (Tenhou's rules unless the name says otherwise)."""
    from mjteach import Rules, Wall
    from mjteach.scoring.kan import kan_fu_table

    rules = Rules.preset("tenhou")
    wall = Wall.from_seed(6, rules)
    wall.deal()
    live_before = wall.live_remaining
    rinshan = len(wall.rinshan_indices())
    wall.draw_rinshan()
    rows = {(r["kind"], r["terminal"]): r for r in kan_fu_table(rules)}
    out = {
        "dead_wall_tiles": rules.dead_wall_size,
        "dead_wall_stacks": rules.dead_wall_size // 2,
        "live_draws": live_before,
        "live_draws_after_one_kan": wall.live_remaining,
    }
    # 槓 § 嶺上牌: where the indicator and the replacement tiles lie (dead-wall positions, 0 = break)
    out["indicator_stack"] = wall.all_indicator_indices()[0] // 2 + 1
    out["kan_dora_max"] = len(wall.all_indicator_indices()) - 1  # 槓 § 槓ドラ: up to four
    out["rinshan_tiles"] = rinshan
    out["rinshan_stacks"] = rinshan // 2
    out["kan_cost"] = live_before - wall.live_remaining
    # a kan on the haitei, allowed anyway: what it would leave in the dead wall
    from mjteach.course import script, table

    anyway = table("kan_on_haitei_refused", rules.replace(kan_on_haitei=True))
    anyway.play(script("kan_on_haitei_refused")[0])
    out["dead_wall_after_haitei_kan"] = len(anyway.wall.dead_wall_indices())
    # the variants (槓 § 嶺上牌: the old 4-stack dead wall; three players)
    old = Rules.preset("old_rule")
    old_wall = Wall.from_seed(6, old)
    old_wall.deal()
    old_live = old_wall.live_remaining
    old_wall.draw_rinshan()
    out["old_dead_wall_tiles"] = old.dead_wall_size
    out["old_dead_wall_stacks"] = old.dead_wall_size // 2
    out["old_kan_cost"] = old_live - old_wall.live_remaining
    sanma = Wall.from_seed(6, Rules.preset("sanma_tenhou"))
    sanma.deal()
    out["sanma_tiles"] = len(sanma.yama)
    out["sanma_rinshan_tiles"] = sanma.rinshan_remaining
    # fu and han the prose quotes (槓 § メリットとデメリット; 副露 § 副露による影響)
    from mjteach import Hand
    from mjteach.course import ron
    from mjteach.scoring import evaluate, set_fu
    from mjteach.scoring.calls import open_hand_table

    concealed_ron = evaluate(Hand.parse("234m 567p 678p 345s 6s"), ron("6s"), rules)
    out["menzen_ron_fu"] = next(p.fu for p in concealed_ron.fu_parts if p.key == "fu.menzen_ron")
    for kind in ("pon", "concealed_triplet", "daiminkan", "kakan", "ankan"):
        out[f"{kind}_fu_simple"] = set_fu(kind, False)
        out[f"{kind}_fu_terminal"] = set_fu(kind, True)
    out["kan_over_triplet"] = set_fu("ankan", False) // set_fu("concealed_triplet", False)
    for row in open_hand_table(rules):
        out[f"han_{row['key']}"] = row["closed"]
        out[f"han_open_{row['key']}"] = row["open"]
    # kuisagari adds up (副露 § 喰い下がり役の複合): sanshoku + chanta, closed and open
    out["sanshoku_chanta_closed"] = int(out["han_sanshoku"]) + int(out["han_chanta"])
    out["sanshoku_chanta_open"] = int(out["han_open_sanshoku"]) + int(out["han_open_chanta"])
    for kind in ("ankan", "daiminkan", "kakan"):
        out[f"{kind}_factor"] = rows[(kind, False)]["factor"]
        out[f"{kind}_gain_simple"] = f"+{rows[(kind, False)]['delta']}"
        out[f"{kind}_gain_terminal"] = f"+{rows[(kind, True)]['delta']}"
    return {name: str(value) for name, value in out.items()}


def _value_name(value) -> str:
    """An option value as ``{{users_…}}`` names it: an enum's value, ``on``/``off`` for a bool."""
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(getattr(value, "value", value))


def _in_language(lang: str, make):
    """``make()`` with ``lang`` as the current language (option value labels follow it)."""
    from mjteach.i18n import get_language, set_language

    before = get_language()
    set_language(lang)
    try:
        return make()
    finally:
        set_language(before)


def figure(name: str, lang: str = "en") -> str:
    """The text for ``{{name}}`` in the edition ``lang``; KeyError naming it if there is none."""
    from mjteach import Rules
    from mjteach.course import preset_name, rule_value
    from mjteach.i18n import has, t
    from mjteach.rules import PRESETS

    if name in figures():
        return figures()[name]
    if name == "unverified_note":
        return "\\* " + t("w.rules.unverified_note", lang)
    kind, _sep, rest = name.partition("_")
    if kind == "opt" and has(f"w.opt.{rest}"):
        return t(f"w.opt.{rest}", lang)
    if kind == "preset" and rest in PRESETS:
        return preset_name(rest, lang)
    if kind == "rule" and "__" in rest:
        preset, option = rest.split("__", 1)
        if preset in PRESETS and hasattr(Rules.preset(preset), option):
            return _in_language(lang, lambda: rule_value(Rules.preset(preset), option, lang)
                                .replace("*", "\\*"))
    if kind == "val" and "__" in rest:  # one value of an option, as the rule switcher labels it
        option, value = rest.split("__", 1)
        current = getattr(Rules.preset("tenhou"), option, None)
        if current is not None and hasattr(current, "value"):
            from mjteach.widgets import value_label

            return _in_language(lang, lambda: value_label(type(current)(value)))
    if kind == "users" and "__" in rest:  # the presets (four-player) whose option has that value
        option, value = rest.split("__", 1)
        names = [preset_name(p, lang) + (" \\*" if option in Rules.preset(p).unverified else "")
                 for p in PRESETS if not p.startswith("sanma_")
                 and _value_name(getattr(Rules.preset(p), option, None)) == value]
        if names:
            return ("、" if lang in ("ja", "zh") else ", ").join(names)
    raise KeyError(f"unknown figure {{{{{name}}}}}: add it to tools/lesson_sources/figures.py")


def fill(text: str, lang: str = "en") -> str:
    """``text`` with every ``{{name}}`` replaced by :func:`figure` in ``lang``."""
    return PLACEHOLDER.sub(lambda m: figure(m.group(1), lang), text)
