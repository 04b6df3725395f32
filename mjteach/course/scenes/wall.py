"""Lesson 03 (槓 § 嶺上牌): the dead wall, the replacement tiles, the haitei that moves, no kan on
the last draw, the old 4-stack rule."""

from __future__ import annotations

from mjteach import Rules
from mjteach.i18n import t

from ._base import _rules

__all__ = [
    "RECORD_WITH_KANS", "show_dead_wall", "dead_wall_picture", "kan_shift_picture", "show_replay_at_kan",
    "show_last_draw_refusals", "show_wall_sizes", "show_old_rule_refusal",
]

RECORD_WITH_KANS = "two_kans"
"""A sample record with three kans in one hand (mjteach's own engine played it), for the replay."""


def show_dead_wall(seed: int = 6, rules: Rules | str | None = None, lang: str | None = None):
    """A wall dealt from ``seed`` (a fixed shuffle: the same wall every time), after printing its
    live draws, the dead wall's size, the dora indicator and the replacement tiles in drawing
    order (槓 § 嶺上牌). Returns the Wall."""
    from mjteach import Wall

    wall = Wall.from_seed(seed, _rules(rules))
    wall.deal()
    print(t("course.kan03.live_dead", lang, n=wall.live_remaining, dead=len(wall.dead_wall_indices())))
    print(t("course.kan03.indicator", lang), wall.dora_indicators[0])
    print(t("course.kan03.replacements", lang), " ".join(str(wall.yama[i]) for i in wall.rinshan_indices()))
    return wall


def dead_wall_picture(wall, *, reveal: str = "indicators"):
    """The dead wall of ``wall`` (and the end of the live wall) as a picture a cell shows: the
    HTML of :func:`mjteach.render.dead_wall_svg`; ``reveal="all"`` turns every tile face up."""
    from IPython.display import HTML

    from mjteach.render import dead_wall_svg

    return HTML(dead_wall_svg(wall, reveal=reveal))


def kan_shift_picture(wall, kans: int = 4):
    """The end of ``wall`` after 0, 1, … ``kans`` kans, one row each (:func:`mjteach.render.kan_shift_svg`),
    as a picture a cell shows."""
    from IPython.display import HTML

    from mjteach.render import kan_shift_svg

    return HTML(kan_shift_svg(wall, kans=kans))


def show_replay_at_kan(record: str = RECORD_WITH_KANS, kan: int = 1, lang: str | None = None):
    """A ReplayViewer of the sample ``record``, after saying how many kans it holds, moved to its
    kan number ``kan`` (from 0) and saying where that is. Returns the viewer."""
    from mjteach.widgets import ReplayViewer

    replay = ReplayViewer(record)
    print(t("course.kan03.record_kans", lang, n=len(replay.replay.kan_steps())))
    replay.goto_kan(kan)
    print(t("course.kan03.step", lang, step=replay.position, total=replay.total, kans=replay.kans))
    return replay


def show_last_draw_refusals(lang: str | None = None) -> None:
    """Scenarios ``kan_on_haitei_refused`` and ``daiminkan_houtei_refused``: the live draws left,
    then each action allowed or refused with its reason (槓 § 嶺上牌: no kan on the last draw or
    the last discard). Then the same ankan allowed anyway (``kan_on_haitei``): the dead wall it
    leaves, one tile short."""
    from mjteach.course import action_words, script, table

    for name in ("kan_on_haitei_refused", "daiminkan_houtei_refused"):
        r = table(name)
        print(t("course.kan03.live_left", lang, n=r.wall.live_remaining))
        for action in script(name):
            reason = r.why_not(action)
            if reason is None:
                r.play(action)
                print(t("course.kan03.action_allowed", lang, action=action_words(action, lang)))
            else:
                print(t("course.kan03.action_refused", lang, action=action_words(action, lang)),
                      reason.message(lang))
    anyway = table("kan_on_haitei_refused", Rules.preset("tenhou").replace(kan_on_haitei=True))
    anyway.play(script("kan_on_haitei_refused")[0])
    print(t("course.kan03.anyway", lang, n=len(anyway.wall.dead_wall_indices())))


def show_wall_sizes(*presets: str, lang: str | None = None) -> None:
    """A table per preset: tiles in the wall, dead wall size, replacement tiles, live draws, the
    draws one kan costs, and whether a kan is allowed on the last draw and one draw before it
    (the old rule: 槓 § 嶺上牌)."""
    from mjteach import Wall
    from mjteach.course import preset_name, show_rows

    def ok(flag: bool) -> str:
        return t("course.kan03.allowed" if flag else "course.kan03.refused", lang)

    rows = []
    for preset in presets:
        rules = Rules.preset(preset)
        w = Wall.from_seed(6, rules)
        w.deal()
        start, rinshan = w.live_remaining, w.rinshan_remaining
        w.draw_rinshan()
        rows.append([preset_name(preset, lang), len(w.yama), rules.dead_wall_size, rinshan, start,
                     start - w.live_remaining, ok(rules.kan_on_haitei),
                     ok(not rules.kan_on_tile_before_haitei)])
    show_rows([t(f"course.kan03.{k}", lang) for k in ("preset", "tiles", "dead_wall", "replacement_tiles",
                                                       "live_draws", "kan_cost", "kan_last", "kan_before")],
              rows)


def show_old_rule_refusal(lang: str | None = None) -> None:
    """Scenario ``old_rule_before_haitei``: under the old rule, why a kan with one live tile left
    is refused."""
    from mjteach.course import script, table

    reason = table("old_rule_before_haitei").why_not(script("old_rule_before_haitei")[0])
    print(t("course.kan03.old_rule", lang), reason.message(lang))
