"""Figures the lesson prose quotes, computed from mjteach when the lessons are built.

A lesson writes ``{{name}}`` (MyST's substitution syntax) where a number belongs; the translations
keep the placeholder, and tools/build_lessons.py fills it in every edition from :func:`figures`,
so no figure in the prose is typed in and none can drift from the engine.
"""

from __future__ import annotations


def figures() -> dict[str, str]:
    """name -> the text to put in the prose (Tenhou's rules unless the name says otherwise)."""
    from mjteach import Rules, Wall
    from mjteach.scoring.kan import kan_fu_table

    rules = Rules.preset("tenhou")
    wall = Wall.from_seed(6, rules)
    wall.deal()
    live_before = wall.live_remaining
    wall.draw_rinshan()
    rows = {(r["kind"], r["terminal"]): r for r in kan_fu_table(rules)}
    out = {
        "dead_wall_tiles": rules.dead_wall_size,
        "dead_wall_stacks": rules.dead_wall_size // 2,
        "live_draws": live_before,
        "live_draws_after_one_kan": wall.live_remaining,
    }
    for kind in ("ankan", "daiminkan", "kakan"):
        out[f"{kind}_factor"] = rows[(kind, False)]["factor"]
        out[f"{kind}_gain_simple"] = f"+{rows[(kind, False)]['delta']}"
        out[f"{kind}_gain_terminal"] = f"+{rows[(kind, True)]['delta']}"
    return {name: str(value) for name, value in out.items()}
