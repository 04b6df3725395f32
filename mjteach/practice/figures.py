"""The pictures of an exercise's situation as SVG strings (pure; the widget and the handout
share them): the hand, the meld's tiles, the wall, the discard; after the answer the laid-out
meld or the hand after the kan as well."""

from __future__ import annotations

from .. import render
from ..hand import Hand
from ..i18n import t
from .exercise import Exercise

__all__ = ["figures"]

#: the wall in rows for a finger: each tile drawn 44.6 px wide (WCAG 2.5.5: 44), 5 stacks a row
#: (280 px: a 360 px phone holds it unscaled, a 320 px one at about 96 %)
TAP_TILE = 47
TAP_ROW = 5


def figures(ex: Exercise, lang: str, *, picked: set[str] | None = None,
            show_answer: bool = False) -> list[dict[str, str]]:
    """The pictures of the situation: [{"caption", "svg"}]; after the answer, the laid-out meld
    or the hand after the kan as well."""
    f = ex.figure
    out = []
    if ex.concept == "meld-layout":
        tiles = "".join(x[0] for x in f["tiles"]) + f["tiles"][0][1]
        out.append({"caption": t("practice.ui.tiles", lang),
                    "svg": render.hand_svg(Hand.parse(tiles), lang=lang)})
        if show_answer:
            out.append({"caption": t("practice.ui.on_table", lang),
                        "svg": render.meld_svg(f["meld"], lang=lang, label=True,
                                               ankan_face_down=ex.rules.ankan_face_down)})
    elif f.get("wall_click") and ex.situation:
        # "narrow": the same wall unrolled into rows of big tiles, which a phone or a touch
        # screen shows instead (labels stay 11 px there, the square scaled to a phone's width
        # would draw them at ~5 px; every tile a 44 px target for a finger)
        # "taps": the picture whose tiles answer the question (the hand's do not)
        out.append({"caption": t("practice.ui.after_kan_wall" if show_answer else
                                 "practice.ui.wall", lang), "taps": True,
                    "svg": _wall_picture(ex, lang, picked, show_answer),
                    "narrow": _wall_picture(ex, lang, picked, show_answer, rows=True)})
        out.append({"caption": t("practice.ui.your_hand", lang),
                    "svg": render.hand_svg(Hand.parse(f["hand"]), lang=lang)})
    else:
        if f.get("hand"):
            out.append({"caption": t(f.get("hand_caption", "practice.ui.your_hand"), lang),
                        "svg": render.hand_svg(Hand.parse(f["hand"]), lang=lang)})
        if f.get("other"):
            out.append({"caption": t("practice.ui.other_hand", lang),
                        "svg": render.hand_svg(Hand.parse(f["other"]), lang=lang)})
        if f.get("discard"):
            out.append({"caption": t("practice.ui.discard", lang),
                        "svg": render.tile_svg(f["discard"], lang=lang)})
        if f.get("win") and not f.get("tsumo"):
            out.append({"caption": t("practice.ui.win_tile", lang),
                        "svg": render.tile_svg(f["win"], lang=lang)})
        if f.get("after") and show_answer:
            out.append({"caption": t("practice.ui.after_kan", lang),
                        "svg": render.hand_svg(Hand.parse(f["after"]), lang=lang)})
    return out


def _wall_picture(ex: Exercise, lang: str, picked: set[str] | None, show_answer: bool, *,
                  rows: bool = False) -> str:
    """The wall of a wall-click question: as it lies when the kan is declared (the question), or,
    with the answer, as it lies after the kan (the rinshan tile gone, pale in its place; the
    haitei moved; the indicator turned), the answer outlined on it. ``rows``: unrolled into rows
    (:func:`mjteach.render.wall_rows_svg`) instead of the square."""
    from ..round import Action, Round
    from ..tiles import Tile

    r = Round.from_scenario(ex.situation)
    hl = [int(p) for p in (picked or ())]
    if show_answer:
        r.play(Action.ankan(0, Tile.parse(ex.figure["kan"])))
        hl += [int(a) for a in ex.answer]
    if rows:
        return render.wall_rows_svg(r.wall, lang=lang, highlight=hl, roles=show_answer,
                                    width=TAP_TILE, per_row=TAP_ROW)
    return render.wall_svg(r.wall, lang=lang, highlight=hl, width=18, roles=show_answer,
                           legend=show_answer)
