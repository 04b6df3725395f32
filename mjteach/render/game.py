"""A game's score sheet as an HTML table (pure: the same game gives the same bytes).

``game_html(game, lang=None) -> str``: one row per finished hand (its name, how it ended, each
seat's change and the scores after, sticks left on the table), then the current hand or the final
placement. Texts come from the i18n catalogs (keys ``game.*``, ``event.*``).
"""

from __future__ import annotations

from typing import Any

from ..i18n import t
from .svg import esc

__all__ = ["game_html"]

_KIND_KEYS = {"win": "event.win", "exhaustive_draw": "event.exhaustive_draw",
              "abortive_draw": "event.abortive_draw"}


def _signed(v: int) -> str:
    return f"+{v}" if v > 0 else str(v)


def game_html(game: Any, lang: str | None = None) -> str:
    """The score sheet of ``game`` (a :class:`mjteach.game.Game`) in ``lang`` (en/ja/zh)."""
    n = game.rules.players
    seats = "".join(f"<th>{esc(t('game.seat', lang, n=s))}</th>" for s in range(n))
    rows = []
    for done in game.settlements:
        cells = "".join(
            f"<td>{esc(_signed(d))}<br><b>{v}</b></td>" for d, v in zip(done.deltas, done.scores, strict=True)
        )
        what = t(_KIND_KEYS.get(done.kind, "event." + done.kind), lang)
        if done.renchan:
            what += " · " + t("game.renchan", lang)
        rows.append(f"<tr><th>{esc(done.start.name)}</th><td>{esc(what)}</td>{cells}"
                    f"<td>{done.riichi_sticks}</td></tr>")
    if game.is_over:
        place = game.placement()
        cells = "".join(f"<td><b>{game.final_scores[s]}</b> ({place.index(s) + 1})</td>"
                        for s in range(n))
        rows.append(f"<tr><th colspan=2>{esc(t('game.final', lang))}</th>{cells}"
                    f"<td>{game.sticks_on_table}</td></tr>")
    else:
        start = game.hand_start
        cells = "".join(f"<td>{v}</td>" for v in game.current_scores())
        rows.append(f"<tr><th>{esc(start.name)}</th><td>{esc(t('game.playing', lang))}</td>"
                    f"{cells}<td>{game.sticks_on_table}</td></tr>")
    head = (f"<tr><th>{esc(t('game.hand', lang))}</th><th>{esc(t('game.result', lang))}</th>"
            f"{seats}<th>{esc(t('game.sticks', lang))}</th></tr>")
    return f'<table class="mjteach-game">{head}{"".join(rows)}</table>'
