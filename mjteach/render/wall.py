"""The wall as pictures: the whole square (:func:`wall_svg`), the dead wall alone
(:func:`dead_wall_svg`) and the dead-wall boundary after 0–4 kans (:func:`kan_shift_svg`).

The positions come from :class:`mjteach.wall.Wall` (``position``, ``layout``, ``role``,
``rinshan_indices``, ``indicator_indices`` …); this module decides nothing about the rules.

The square is seen from above with the dealer's wall (side 0) at the bottom; each stack (幢) is
drawn "exploded" as two tiles across the wall: the one nearer the centre is the top tile, the outer
one the bottom tile. Stacks count from each wall's right end as its owner sees it, so draws run
clockwise (槓 § 嶺上牌: rinshan draws run the other way, from the break). The dead wall is
shaded and hatched, each role carries a short badge (R1 rinshan, D dora indicator, K1 kan dora,
U ura, H haitei, N next draw) explained by a legend, and the break (開門) is marked by a line and
a label.

After the 1st and 3rd kan the old haitei (a bottom tile) joins the dead wall and the tile above it
drops down to become the new haitei, alone on its stack; after the 2nd and 4th kan that lone tile
joins the dead wall (槓 § 嶺上牌). The tile pulled out from under is drawn pushed outward from its
stack, shaded as dead wall.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..i18n import get_language, t
from ..i18n.punctuation import labelled
from ..tiles import Tile
from .draw import Canvas, tile_size
from .palette import PALETTE, Palette
from .svg import content_id, esc, num, num1

__all__ = ["wall_svg", "wall_rows_svg", "dead_wall_svg", "kan_shift_svg", "wall_roles"]

MIN_TEXT = 11.0
"""px: the smallest text in any wall picture, at 100 % zoom (readable at a notebook cell's width)."""

_WIND_KEYS = ("render.wall.seat0", "render.wall.seat1", "render.wall.seat2", "render.wall.seat3")


# ----- what each position is --------------------------------------------------------------------
def _rinshan_order(wall: Any) -> list[int]:
    order = getattr(wall, "_rinshan_order", None)
    if order is not None:
        return list(order)
    return list(wall.rinshan_indices())


def wall_roles(wall: Any) -> dict[int, list[str]]:
    """Badges per yama index for the wall's current state: ``{index: ["R1"], ...}``.

    ``R<n>`` rinshan tile still to draw (n = draw order), ``D`` the dora indicator, ``K<n>`` a
    kan-dora indicator position in the dead wall (turned or not), ``U`` an ura indicator under a
    turned indicator, ``H`` the haitei, ``N`` the next live draw, ``J`` an old haitei pulled out.
    """
    badges: dict[int, list[str]] = {}

    def add(i: int | None, code: str) -> None:
        if i is not None and not wall.taken(i):
            badges.setdefault(i, []).append(code)

    order = _rinshan_order(wall)
    for n, i in enumerate(order, start=1):
        if i in wall.rinshan_indices():
            add(i, f"R{n}")
    inds = (wall.all_indicator_indices() if hasattr(wall, "all_indicator_indices")
            else wall.indicator_indices())
    dead = set(wall.dead_wall_indices())
    turned = set(wall.indicator_indices())
    for n, i in enumerate(inds):
        # a kan-dora position still in the live wall (sanma, the old 4-stack rule) is not marked
        # until the wall around it has become dead wall
        if n == 0 or i in dead or i in turned:
            add(i, "D" if n == 0 else f"K{n}")
    for i in wall.ura_indices():
        add(i, "U")
    add(wall.haitei_index, "H")
    nxt = wall.next_draw_index
    if nxt is not None and getattr(wall, "dealt", True) and nxt != wall.haitei_index:
        add(nxt, "N")
    return badges


def _dead_set(wall: Any) -> set[int]:
    return set(wall.dead_wall_indices())


def _with_joined(roles: dict[int, list[str]], wall: Any, dead: set[int]) -> dict[int, list[str]]:
    """``roles`` plus a ``J`` on every dead-wall tile that came from the live wall after a kan
    (index beyond the first ``dead_wall_size`` tiles), so the shifted tiles are marked as such."""
    first = wall.rules.dead_wall_size
    out = {i: list(codes) for i, codes in roles.items()}
    for i in sorted(dead):
        if i >= first and "J" not in out.get(i, []):
            out[i] = ["J"] + out.get(i, [])
    return out


def _joined(codes: list[str]) -> list[str]:
    return codes if "J" in codes else ["J"] + codes


_ROLE_KEYS = {"R": "render.wall.tip.R", "K": "render.wall.tip.K", "D": "render.wall.tip.D",
              "U": "render.wall.tip.U", "H": "render.wall.tip.H", "N": "render.wall.next",
              "J": "render.wall.joined"}


def _role_words(code: str, lang: str) -> str:
    """A badge code (``R1``, ``K2``, ``D``, ``U``, ``H``, ``N``, ``J``) in words, for a tooltip."""
    key = _ROLE_KEYS.get(code[:1])
    if key is None:
        return code
    return t(key, lang, n=code[1:]) if code[1:] else t(key, lang)


def _title(dead: set[int], i: int, tile: Tile | None, lang: str, badges: list[str]) -> str:
    """Tooltip: ``[dead wall · ]what it is: name`` in plain words (the face's name only when it
    is shown). Learners read it, so no wall index; the index stays in ``data-index``."""
    parts = [t("render.wall.dead", lang)] if i in dead else []
    parts += [_role_words(c, lang) for c in badges]
    name = tile.name(lang) if tile is not None else t("render.tile_back", lang)
    return labelled(t("render.wall.tip_sep", lang).join(parts), name, lang) if parts else name


def _taken_title(tile: Tile | None, lang: str) -> str:
    """Tooltip of a position already drawn from: ``taken: name`` (or just ``taken``)."""
    taken = t("render.wall.taken", lang)
    return labelled(taken, tile.name(lang), lang) if tile is not None else taken


def _reveal_set(wall: Any, reveal: str) -> set[int]:
    n = wall.size if hasattr(wall, "size") else len(wall.yama)
    if reveal == "all":
        return set(range(n))
    if reveal == "dead":
        return set(wall.dead_wall_indices()) | set(wall.indicator_indices())
    if reveal == "indicators":
        return set(wall.indicator_indices())
    if reveal == "none":
        return set()
    raise ValueError("reveal must be 'indicators', 'dead', 'all' or 'none'")


# ----- drawing helpers --------------------------------------------------------------------------
def text_width(text: str, size: float) -> float:
    """A generous estimate of the px width of ``text`` at font ``size`` (CJK glyphs 1 em)."""
    return sum(size if ord(c) > 0x2E80 else size * 0.62 for c in text)


def _badge_width(text: str, size: float) -> float:
    """px width of a badge's box (bold text, generous, plus a margin on each side)."""
    return size * (0.62 * len(text) + 0.35)


LABEL_GAP = 3.0
"""px: the least room between two labels (badges, history labels) in a wall picture."""


def spread(items: list[tuple[float, float]], gap: float = LABEL_GAP) -> list[float]:
    """Centres for labels on one line, given as (wanted centre, width): each moved as little as
    possible (least squares, order kept) so that no two are closer than ``gap`` px. Labels of
    neighbouring stacks are wider than a stack (``J·K2``), so a row of them would overlap."""
    order = sorted(range(len(items)), key=lambda k: items[k][0])
    # clusters of labels laid edge to edge: [members, their offsets from the left end, left end]
    clusters: list[tuple[list[int], list[float], float]] = []
    for k in order:
        members, offsets = [k], [items[k][1] / 2]
        left = items[k][0] - items[k][1] / 2
        while clusters:
            pm, po, pl = clusters[-1]
            pw = po[-1] + items[pm[-1]][1] / 2  # width of the previous cluster
            if pl + pw + gap <= left:
                break
            clusters.pop()
            shift = pw + gap
            members, offsets = pm + members, po + [o + shift for o in offsets]
            left = sum(items[m][0] - o for m, o in zip(members, offsets, strict=True)) / len(members)
        clusters.append((members, offsets, left))
    out = [0.0] * len(items)
    for members, offsets, left in clusters:
        for m, o in zip(members, offsets, strict=True):
            out[m] = left + o
    return out


def _badge(x: float, y: float, text: str, size: float, p: Palette, base: float = 0) -> str:
    """A small label box centred on (x, y): dark text on white, outlined (not colour alone).
    Meant to sit inside :func:`_badge_group`, which sets the font and colours once."""
    wdt = _badge_width(text, size)
    hgt = size * 1.2
    fsz = "" if abs(size - base) < 0.01 else f' font-size="{num1(size)}"'
    return (
        f'<g class="mjt-badge"><rect x="{num1(x - wdt / 2)}" y="{num1(y - hgt / 2)}" '
        f'width="{num1(wdt)}" height="{num1(hgt)}" rx="{num1(size * 0.3)}" '
        f'fill="{p.background}" stroke="{p.label}"/>'
        f'<text x="{num1(x)}" y="{num1(y + size * 0.36)}"{fsz}>{esc(text)}</text></g>'
    )


def _badge_group(items: list[str], fs: float, p: Palette) -> str:
    if not items:
        return ""
    return (f'<g class="mjt-badges" font-size="{num1(fs)}" font-weight="bold" '
            f'text-anchor="middle" fill="{p.label}" stroke-width="0.8">' + "".join(items) + "</g>")


def _shade_group(items: list[str], hatch: str) -> str:
    return f'<g fill="url(#{hatch})">' + "".join(items) + "</g>" if items else ""


def _text(x: float, y: float, size: float, text: str, p: Palette, anchor: str = "middle",
          weight: str = "normal", rotate: float = 0) -> str:
    rot = f' transform="rotate({num(rotate)} {num(x)} {num(y)})"' if rotate else ""
    return (f'<text x="{num(x)}" y="{num(y)}" text-anchor="{anchor}" '
            f'font-size="{num(size)}" font-weight="{weight}" fill="{p.label}"{rot}>'
            f"{esc(text)}</text>")


def _hatch(canvas: Canvas) -> str:
    """A hatch pattern for the dead wall (so it is not marked by colour alone); returns its id."""
    p = canvas.palette
    body = (f'<rect width="6" height="6" fill="{p.dead_wall}"/>'
            f'<path d="M0 6L6 0" stroke="{p.blue}" stroke-width="0.7" opacity="0.6"/>')
    pid = content_id("mjt-h", body)
    canvas._defs.setdefault(pid, f'<pattern id="{pid}" width="6" height="6" '
                                 f'patternUnits="userSpaceOnUse">{body}</pattern>')
    return pid


class _Geometry:
    """Maps (side, stack, depth) to a tile box in the square picture."""

    def __init__(self, sizes: dict[int, int], width: float, margin: float):
        self.w, self.h = tile_size(width)
        self.s = self.w + max(1.0, self.w / 20)  # stack pitch along a wall
        self.rg = max(1.0, self.w / 20)  # gap between the two levels
        self.depth = 2 * self.h + self.rg  # a wall's thickness in the picture
        self.L = max(sizes.values()) * self.s
        self.margin = margin
        self.x0 = margin + self.depth  # inner square's top-left corner
        self.y0 = margin + self.depth
        self.total = self.L + 2 * (margin + self.depth)

    def box(self, side: int, stack: int, d: float) -> tuple[float, float, int]:
        """Top-left corner of the tile box and its rotation (0, -90 or 90); ``d`` is the distance
        of the tile's inner edge from the inner square (0 = top level, h + rg = bottom level)."""
        h, s, L, x0, y0 = self.h, self.s, self.L, self.x0, self.y0
        if side == 0:
            return x0 + L - (stack + 1) * s, y0 + L + d + self.rg, 0
        if side == 2:
            return x0 + stack * s, y0 - self.rg - d - h, 0
        if side == 1:
            return x0 + L + d + self.rg, y0 + stack * s, -90
        return x0 - self.rg - d - h, y0 + L - (stack + 1) * s, 90

    def footprint(self, side: int, stack: int) -> tuple[float, float, float, float]:
        """The rectangle of a whole stack (both levels)."""
        x, y, rot = self.box(side, stack, 0)
        x2, y2, _ = self.box(side, stack, self.h + self.rg)
        xs, ys = (x, x2), (y, y2)
        bw, bh = (self.w, self.h) if rot == 0 else (self.h, self.w)
        return min(xs), min(ys), max(xs) + bw - min(xs), max(ys) + bh - min(ys)

    def outward(self, side: int) -> tuple[float, float]:
        return {0: (0, 1), 2: (0, -1), 1: (1, 0), 3: (-1, 0)}[side]


def _place(canvas: Canvas, tile: Tile | None, x: float, y: float, rot: int, width: float, *,
           title: str, index: int, faded: bool = False, highlight: bool = False,
           extra: str = "") -> None:
    """One wall tile, compact: ``<g role="img" data-index><title/><use/></g>`` (the full-wall
    picture must stay small); ``rot`` 0, -90 (top to the left) or 90 (top to the right)."""
    w, h = tile_size(width)
    p = canvas.palette
    sid = canvas.symbol(tile)
    head = f'<g class="mjt-tile" role="img" data-index="{index}"'
    if tile is not None:
        head += f' data-tile="{tile.notation}"'
    if highlight:
        head += ' data-highlight="1"'
    fade = ""
    if faded:
        head += ' data-faded="1"'
        fade = ' opacity="0.35"'
    head += extra + f"><title>{esc(title)}</title>"
    if rot == 0:
        use = (f'<use xlink:href="#{sid}" x="{num1(x)}" y="{num1(y)}" width="{num1(w)}" '
               f'height="{num1(h)}"{fade}/>')
        bw, bh = w, h
    else:
        tx, ty = (x, y + w) if rot == -90 else (x + h, y)
        use = (f'<use xlink:href="#{sid}" width="{num1(w)}" height="{num1(h)}" '
               f'transform="translate({num1(tx)} {num1(ty)}) rotate({rot})"{fade}/>')
        bw, bh = h, w
    out = head + use
    if highlight:
        sw = max(2.0, w / 12)
        out += (f'<rect x="{num1(x - sw / 2)}" y="{num1(y - sw / 2)}" width="{num1(bw + sw)}" '
                f'height="{num1(bh + sw)}" rx="{num1(w / 8)}" fill="none" '
                f'stroke="{p.highlight}" stroke-width="{num1(sw)}"/>')
    canvas.add(out + "</g>")


def _outline(x: float, y: float, bw: float, bh: float) -> str:
    """Path data of a taken tile's outline (all outlines share one dashed ``<path>``)."""
    return f"M{num1(x + 1)} {num1(y + 1)}h{num1(bw - 2)}v{num1(bh - 2)}h{num1(2 - bw)}Z"


def _stack_map(wall: Any) -> dict[tuple[int, int], dict[str, Any]]:
    """Wall.layout() keyed by (side, stack)."""
    return {(e["side"], e["stack"]): e for e in wall.layout()}


def _side_sizes(wall: Any) -> dict[int, int]:
    sizes: dict[int, int] = {}
    n = wall.size if hasattr(wall, "size") else len(wall.yama)
    for i in range(0, n, 2):
        side, st, _ = wall.position(i)
        sizes[side] = max(sizes.get(side, 0), st + 1)
    return sizes


# ----- the square -------------------------------------------------------------------------------
def wall_svg(wall: Any, *, width: float = 22, lang: str | None = None,
             highlight: Iterable[int] = (), reveal: str = "indicators", taken: str = "outline",
             legend: bool = True, shift_history: bool = False, roles: bool = True,
             palette: Palette = PALETTE) -> str:
    """The whole wall as a square of four sides of stacks (17 each for 4 players), as an ``<svg>``.

    Parameters
    ----------
    wall : mjteach.wall.Wall (any state: before or after the deal, after kans)
    width : px width of one tile (the picture is about 26 × ``width`` px square).
    highlight : yama indices to outline; a highlighted tile that has left the wall (the rinshan
        tile just drawn) is drawn pale, face up, in its old place.
    reveal : which faces to show: ``"indicators"`` (turned dora/kan-dora indicators, as on the
        table), ``"dead"`` (the whole dead wall), ``"all"`` (every tile still in the wall) or
        ``"none"``.
    taken : how tiles that left the wall look: ``"outline"`` (a dashed outline), ``"faded"`` (the
        tile, pale) or ``"gap"`` (nothing).
    legend : write the badge legend, the counts and the turned indicators under the square.
    roles : False leaves out the role badges (R1 rinshan, D, K1, H haitei …) and the roles in the
        tiles' titles, for an exercise that asks where a role is (mjteach.practice).
    shift_history : label (``H0``, ``H1`` …) the stacks where the haitei lay before each kan so far
        (two kans share a stack: 1st/2nd, 3rd/4th), so the boundary's moves stay visible.

    Raises ValueError for an unknown ``reveal`` or ``taken`` or a non-positive width.
    """
    lang = lang or get_language()
    if taken not in ("outline", "faded", "gap"):
        raise ValueError("taken must be 'outline', 'faded' or 'gap'")
    shown = _reveal_set(wall, reveal)
    lit = set(highlight)
    p = palette
    sizes = _side_sizes(wall)
    w, h = tile_size(width)
    fs = max(MIN_TEXT, w * 0.42)  # badge font
    # outside each wall, lanes for: badges of a pulled-out tile / the bottom / the top tile, the
    # break label, the H0/H1 history labels; a pulled-out tile sticks out h * 0.55
    geo = _Geometry(sizes, width, margin=_lane(h, fs, _LANES) + fs)
    canvas = Canvas(p)
    hatch = _hatch(canvas)
    dead = _dead_set(wall)
    badges = _with_joined(wall_roles(wall), wall, dead) if roles else {}
    entries = _stack_map(wall)
    n = wall.size if hasattr(wall, "size") else len(wall.yama)

    shade: list[str] = []  # dead-wall shading, drawn under everything
    pad = (geo.s - geo.w) / 2 + 0.5

    # tiles: what lies on the table now, then what has been taken
    placed: set[int] = set()
    spots: list[tuple[int, int, float, float, str]] = []  # badges: (side, lane, cx, cy, text)
    for (side, st), entry in sorted(entries.items()):
        # badges go beside the stack, outside the wall, never on a face: lane 0 names the bottom
        # (outer) tile, lane 1 the top tile, lane 2 a tile pulled out from under
        for i in entry.get("joined_dead", []):
            if i in {k for k, _ in entry["tiles"]}:
                continue
            # pulled out from under the dropped tile: drawn pushed outward, shaded as dead wall
            ox, oy = geo.outward(side)
            x, y, rot = geo.box(side, st, h + geo.rg)
            x += ox * h * 0.55
            y += oy * h * 0.55
            shade.append(_shade_rect(x, y, rot, geo.w, geo.h, pad, hatch))
            tile = wall.yama[i] if i in shown else None
            title = _title(dead, i, tile, lang, _joined(badges.get(i, [])))
            _place(canvas, tile, x, y, rot, width, title=title, index=i, highlight=i in lit)
            placed.add(i)
            spots.append(_badge_spot(geo, side, st, 2, _joined(badges.get(i, [])), fs))
        for i, level in entry["tiles"]:
            d = 0.0 if level == 1 else h + geo.rg
            x, y, rot = geo.box(side, st, d)
            tile = wall.yama[i] if i in shown else None
            title = _title(dead, i, wall.yama[i] if i in shown else None, lang, badges.get(i, []))
            _place(canvas, tile, x, y, rot, width, title=title, index=i, highlight=i in lit)
            placed.add(i)
            if i in dead:
                shade.append(_shade_rect(x, y, rot, geo.w, geo.h, pad, hatch))
            if i in badges:
                spots.append(_badge_spot(geo, side, st, level, badges[i], fs))
    outlines: list[str] = []
    for i in range(n):
        if i in placed or not wall.taken(i) or (taken == "gap" and i not in lit):
            continue
        side, st, level = wall.position(i)
        x, y, rot = geo.box(side, st, 0.0 if level == 1 else h + geo.rg)
        if i in lit:  # e.g. the rinshan tile just drawn: where it came from, and what it was
            title = _taken_title(wall.yama[i], lang)
            _place(canvas, wall.yama[i], x, y, rot, width, title=title, index=i, faded=True,
                   highlight=True, extra=' data-taken="1"')
        elif taken == "faded":
            tile = wall.yama[i] if i in shown or reveal == "all" else None
            title = _taken_title(None, lang)
            _place(canvas, tile, x, y, rot, width, title=title, index=i, faded=True,
                   extra=' data-taken="1"')
        else:
            outlines.append(_outline(x, y, *((w, h) if rot == 0 else (h, w))))
    if outlines:
        canvas.add(f'<path class="mjt-taken" d="{"".join(outlines)}" fill="none" '
                   f'stroke="{p.edge}" stroke-width="0.8" stroke-dasharray="2 2"/>')

    canvas.parts[:0] = [_shade_group(shade, hatch)]
    canvas.add(_boundary(wall, geo, p, entries, dead))
    if shift_history:
        canvas.add(_history_ticks(wall, geo, p, fs))

    # the break (開門)
    canvas.add(_break_mark(wall, geo, p, lang, fs))
    canvas.add(_badge_group(_badges_beside(spots, fs, p), fs, p))

    # side names in the inner square; the legend, counts and indicators under the square
    canvas.add(_side_labels(geo, lang, p, fs))
    # the lanes outside each wall are kept for badges and labels; drop the unused ones
    lanes = {side: -1 for side in range(4)}
    for side, row, *_rest in spots:
        lanes[side] = max(lanes[side], row)
    break_side = wall.position(0)[0]
    lanes[break_side] = max(lanes[break_side], _LANE_BREAK)
    if shift_history:  # the H0/H1 labels stand by the stacks the haitei left (_history_ticks)
        for k in range(getattr(wall, "kan_count", 0)):
            side = wall.position(wall.rules.dead_wall_size + k)[0]
            lanes[side] = max(lanes[side], _LANE_HISTORY)
    trim = {side: max(0.0, geo.margin - (_lane(h, fs, k + 0.5) + fs * 0.5 if k >= 0 else fs * 0.5))
            for side, k in lanes.items()}
    left, top = trim[3], trim[2]
    canvas.parts[:] = [f'<g transform="translate({num1(-left)} {num1(-top)})">', *canvas.parts, "</g>"]
    total_w, total_h = geo.total - left - trim[1], geo.total - top - trim[0]
    if legend:
        lw, y = _legend(canvas, wall, geo, lang, p, fs, shift_history=shift_history, top=total_h)
        y = _indicator_row(canvas, wall, geo, lang, fs, y)
        total_w, total_h = max(total_w, lw), y + fs
    live = wall.live_remaining
    label = t("render.wall.title", lang, live=live, dead=len(dead))
    return canvas.render(total_w, total_h, label=label)


# lanes outside a wall, counted outward from the stack: badges (pulled-out tile, bottom, top),
# the break label, the H0/H1 history labels
_LANE_BREAK, _LANE_HISTORY, _LANES = 3, 4, 5


def _lane(h: float, fs: float, k: float) -> float:
    """Distance from a stack's outer edge to the middle of lane ``k`` (k may be fractional)."""
    return h * 0.55 + 2 + fs * 1.35 * (k + 0.5)


def _badge_spot(geo: _Geometry, side: int, stack: int, row: int, codes: list[str], fs: float
                ) -> tuple[int, int, float, float, str]:
    """Where a badge wants to stand: outside the wall next to its stack, in lane ``row`` (0 =
    nearest the stack), so it never covers a tile's face. Returns (side, row, cx, cy, text)."""
    fx, fy, fw, fh = geo.footprint(side, stack)
    ox, oy = geo.outward(side)
    d = _lane(geo.h, fs, row)
    cx = fx + fw / 2 + ox * (fw / 2 + d)
    cy = fy + fh / 2 + oy * (fh / 2 + d)
    return side, row, cx, cy, "·".join(codes)


def _spread_along(spots: list[tuple[int, int, float, float, str]], width) -> list[tuple[float, float]]:
    """The centres of ``spots`` (side, lane, cx, cy, text) after :func:`spread` within each lane of
    each side, along the wall (x on sides 0 and 2, y on sides 1 and 3)."""
    out = [(cx, cy) for _, _, cx, cy, _ in spots]
    lanes: dict[tuple[int, int], list[int]] = {}
    for k, (side, row, *_rest) in enumerate(spots):
        lanes.setdefault((side, row), []).append(k)
    for (side, _row), ks in lanes.items():
        axis = 0 if side in (0, 2) else 1
        moved = spread([(out[k][axis], width(spots[k][4])) for k in ks])
        for k, c in zip(ks, moved, strict=True):
            out[k] = (c, out[k][1]) if axis == 0 else (out[k][0], c)
    return out


def _badges_beside(spots: list[tuple[int, int, float, float, str]], fs: float, p: Palette
                   ) -> list[str]:
    """The badges of :func:`_badge_spot`, written along the wall like the side's other labels,
    spread within their lane so that neighbours never overlap."""
    out = []
    for (side, _row, _x, _y, text), (cx, cy) in zip(
            spots, _spread_along(spots, lambda text: _badge_width(text, fs)), strict=True):
        rot = {0: 0, 2: 0, 1: 90, 3: -90}[side]
        mark = _badge(cx, cy, text, fs, p, base=fs)
        if rot:
            mark = f'<g transform="rotate({rot} {num1(cx)} {num1(cy)})">{mark}</g>'
        out.append(mark)
    return out


def _shade_rect(x: float, y: float, rot: int, w: float, h: float, pad: float, hatch: str) -> str:
    """One dead-wall tile's hatched background (inside :func:`_shade_group`)."""
    bw, bh = (w, h) if rot == 0 else (h, w)
    return (f'<rect class="mjt-dead" x="{num1(x - pad)}" y="{num1(y - pad)}" '
            f'width="{num1(bw + 2 * pad)}" height="{num1(bh + 2 * pad)}"/>')


def _edge_line(geo: _Geometry, side: int, stack: int, clockwise: bool, extra: float = 2.0
               ) -> tuple[float, float, float, float]:
    """A segment across the wall at the edge of stack (side, stack) facing its clockwise (or
    counterclockwise) neighbour; stacks count clockwise within a side."""
    fx, fy, fw, fh = geo.footprint(side, stack)
    gap = (geo.s - geo.w) / 2
    # direction of increasing stack number (clockwise) per side
    dx, dy = {0: (-1, 0), 3: (0, -1), 2: (1, 0), 1: (0, 1)}[side]
    if not clockwise:
        dx, dy = -dx, -dy
    if dx:
        x = fx - gap if dx < 0 else fx + fw + gap
        return x, fy - extra, x, fy + fh + extra
    y = fy - gap if dy < 0 else fy + fh + gap
    return fx - extra, y, fx + fw + extra, y


def _boundary(wall: Any, geo: _Geometry, p: Palette, entries: dict[Any, Any],
              dead: set[int]) -> str:
    """A thick dashed line between the dead wall and the live wall's end: after the last stack
    whose tiles on the table are all dead-wall tiles."""
    n = wall.size if hasattr(wall, "size") else len(wall.yama)
    last = None
    for j in range(n // 2):
        side, st, _ = wall.position(2 * j)
        on_table = [i for i, _ in entries[(side, st)]["tiles"]]
        if on_table and all(i in dead for i in on_table):
            last = (side, st)
    if last is None:
        return ""
    x1, y1, x2, y2 = _edge_line(geo, last[0], last[1], clockwise=False, extra=4)
    return (f'<path class="mjt-boundary" d="M{num(x1)} {num(y1)}L{num(x2)} {num(y2)}" '
            f'stroke="{p.blue}" stroke-width="2.5" stroke-dasharray="4 2"/>')


def _history_ticks(wall: Any, geo: _Geometry, p: Palette, fs: float) -> str:
    """Where the haitei lay before each kan so far (modern rule: yama[dead_wall_size + k] before
    kan k+1), as "H0·H1"-style labels outside the stacks; two kans share a stack (top/bottom)."""
    from ..rules import DeadWallReplenish

    if getattr(wall.rules, "dead_wall_replenish", None) is DeadWallReplenish.STACK:
        return ""  # whole stacks move under the old rule; the boundary line shows it
    per_stack: dict[tuple[int, int], list[int]] = {}
    for k in range(getattr(wall, "kan_count", 0)):
        side, st, _ = wall.position(wall.rules.dead_wall_size + k)
        per_stack.setdefault((side, st), []).append(k)
    spots = []
    for (side, st), ks in sorted(per_stack.items()):
        fx, fy, fw, fh = geo.footprint(side, st)
        ox, oy = geo.outward(side)
        dist = _lane(geo.h, fs, _LANE_HISTORY)
        cx = fx + fw / 2 + ox * (fw / 2 + dist)
        cy = fy + fh / 2 + oy * (fh / 2 + dist)
        spots.append((side, _LANE_HISTORY, cx, cy, "·".join(f"H{k}" for k in ks)))
    out = []
    for (side, _lane_k, _x, _y, text), (cx, cy) in zip(
            spots, _spread_along(spots, lambda text: text_width(text, fs)), strict=True):
        rot = {0: 0, 2: 0, 1: 90, 3: -90}[side]
        # the baseline sits on the side the glyphs do not grow to: rotated +90 they grow to +x,
        # rotated -90 to -x, upright to -y; shift it so the glyphs are centred on (cx, cy)
        out.append(_text(cx + (-fs * 0.3 if rot == 90 else fs * 0.3 if rot == -90 else 0),
                         cy + (fs * 0.3 if rot == 0 else 0), fs, text, p, rotate=rot))
    return '<g class="mjt-history">' + "".join(out) + "</g>" if out else ""


def _break_mark(wall: Any, geo: _Geometry, p: Palette, lang: str, fs: float) -> str:
    """A line between the first dealt stack and the first rinshan stack, with the word "break"."""
    side, st, _ = wall.position(0)  # dead wall stack 0; the first dealt stack is clockwise
    x1, y1, x2, y2 = _edge_line(geo, side, st, clockwise=True, extra=fs * 0.6)
    ox, oy = geo.outward(side)
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    dist = geo.depth / 2 + _lane(geo.h, fs, _LANE_BREAK)
    lx, ly = mx + ox * dist, my + oy * dist
    rot = {0: 0, 2: 0, 1: 90, 3: -90}[side]
    label = _text(lx + (fs * 0.35 if rot == 90 else -fs * 0.35 if rot == -90 else 0),
                  ly + (fs * 0.35 if rot == 0 else 0), fs, "✂ " + t("render.wall.break", lang),
                  p, weight="bold", rotate=rot)
    return (f'<g class="mjt-break"><path d="M{num(x1)} {num(y1)}L{num(x2)} {num(y2)}" '
            f'stroke="{p.ink}" stroke-width="3"/>' + label + "</g>")


def _side_labels(geo: _Geometry, lang: str, p: Palette, fs: float) -> str:
    c = geo.x0 + geo.L / 2
    out = []
    pos = {
        0: (c, geo.y0 + geo.L - fs * 0.6, 0),
        2: (c, geo.y0 + fs * 1.3, 0),
        1: (geo.x0 + geo.L - fs * 0.6, c, -90),
        3: (geo.x0 + fs * 0.6, c, 90),
    }
    for side, (x, y, rot) in pos.items():
        out.append(_text(x, y, fs, t(_WIND_KEYS[side], lang), p, rotate=rot))
    return '<g class="mjt-sides">' + "".join(out) + "</g>"


def _legend(canvas: Canvas, wall: Any, geo: _Geometry, lang: str, p: Palette, fs: float, *,
            shift_history: bool = False, top: float | None = None) -> tuple[float, float]:
    """Counts and the meaning of every badge and mark, under the square (a notebook cell is too
    narrow to hold them inside it at a readable size). Returns (width used, y below the text)."""
    lines = [
        t("render.wall.title", lang, live=wall.live_remaining, dead=len(wall.dead_wall_indices())),
        t("render.wall.dice", lang, a=wall.dice[0], b=wall.dice[1],
          kans=getattr(wall, "kan_count", 0)),
        t("render.wall.legend.R", lang, n=len(_rinshan_order(wall))),
        t("render.wall.legend.D", lang),
        t("render.wall.legend.K", lang),
        t("render.wall.legend.U", lang),
        t("render.wall.legend.H", lang),
        t("render.wall.legend.N", lang),
        t("render.wall.legend.J", lang),
        t("render.wall.legend_lanes", lang),
    ]
    if shift_history and getattr(wall, "kan_count", 0):
        lines.append(t("render.wall.legend.H_history", lang))
    lines += [t("render.wall.legend_dead", lang), t("render.wall.legend_taken", lang)]
    x = fs
    y = (geo.total if top is None else top) + fs * 0.5
    size = fs
    out = ['<g class="mjt-legend">']
    width = 0.0
    for k, line in enumerate(lines):
        y += size * 1.35
        out.append(_text(x, y, size, line, p, anchor="start",
                         weight="bold" if k < 2 else "normal"))
        width = max(width, x + text_width(line, size) + fs)
    out.append("</g>")
    canvas.add("".join(out))
    return width, y + size * 0.5


def _indicator_row(canvas: Canvas, wall: Any, geo: _Geometry, lang: str, fs: float,
                   y: float) -> float:
    """The turned indicators drawn upright and readable, each with the dora it points to, from
    ``y`` down; returns the y below the row."""
    p = canvas.palette
    inds = wall.dora_indicators
    if not inds:
        return y
    players = getattr(wall.rules, "players", 4)
    tw = max(geo.w * 1.15, 22.0)
    th = tw * 4 / 3
    x = fs
    y += fs * 1.35
    canvas.add(_text(x, y, fs, t("render.wall.indicators", lang), p, anchor="start",
                     weight="bold"))
    y += fs * 0.6
    for k, tile in enumerate(inds):
        dora = tile.dora(players=players)
        cx = x + k * (tw * 2.2 + fs * 1.6)
        canvas.tile(tile, cx, y, tw, "up", title=t("render.wall.indicator_title", lang,
                                                    tile=tile.name(lang), dora=dora.name(lang)),
                    data={"data-indicator": str(k)})
        canvas.add(_text(cx + tw + fs * 0.8, y + th / 2 + fs * 0.35, fs, "→", p))
        canvas.tile(dora, cx + tw + fs * 1.6, y, tw, "up",
                    title=t("render.wall.dora_title", lang, tile=dora.name(lang)),
                    data={"data-dora": str(k)})
    return y + th


# ----- linear strips: the dead wall alone, and its boundary after each kan -----------------------
def _strip_facts(wall: Any, roles: bool) -> tuple[set[int], dict[int, list[str]],
                                                  dict[tuple[int, int], dict[str, Any]]]:
    """What every strip of one picture reads from the wall: the dead-wall indices, the badges
    per index and the layout entry per (side, stack). Worked out once per picture (the rows
    picture has four strips)."""
    dead = _dead_set(wall)
    badges = _with_joined(wall_roles(wall), wall, dead) if roles else {}
    return dead, badges, {(e["side"], e["stack"]): e for e in wall.layout()}


def _strip(canvas: Canvas, wall: Any, x0: float, y0: float, width: float, stacks: range,
           lang: str, shown: set[int], fs: float, labels: bool,
           lit: frozenset[int] = frozenset(), roles: bool = True,
           facts: tuple | None = None) -> tuple[float, float]:
    """Yama stacks ``stacks`` left to right (break on the left, live wall's end on the right) as
    seen by the dead wall's owner; top tiles in the upper row. Badges go in a lane above the top
    row and below the bottom row, so they never cover a face; a tile pulled out from under a
    dropped haitei lies below the lower lane. ``facts``: :func:`_strip_facts` of ``wall`` when
    the caller has them. Returns (width, height) used."""
    p = canvas.palette
    w, h = tile_size(width)
    s = w + max(1.0, w / 20)
    rg = max(1.0, w / 20)
    lane = fs * 1.5
    y_top = y0 + lane
    y_bot = y_top + h + rg
    y_pull = y_bot + h + lane
    hatch = _hatch(canvas)
    dead, badges, entries = facts or _strip_facts(wall, roles)
    pulled_any = False
    shade: list[str] = []
    marks: list[tuple[float, float, str]] = []  # badges: (x, y, text); spread along each lane
    first = len(canvas.parts)

    def badge(x: float, y: float, codes: list[str]) -> None:
        marks.append((x + w / 2, y, "·".join(codes)))

    for k, j in enumerate(stacks):
        side, st, _ = wall.position(2 * j)
        entry = entries[(side, st)]
        x = x0 + k * s
        on_table = {i for i, _ in entry["tiles"]}
        pulled = [i for i in entry.get("joined_dead", []) if i not in on_table]
        gp = (s - w) / 2 + 0.5
        for i, level in entry["tiles"]:
            if i in dead:
                shade.append(_shade_rect(x, y_top if level == 1 else y_bot, 0, w, h, gp, hatch))
        for i in pulled:
            pulled_any = True
            shade.append(_shade_rect(x, y_pull, 0, w, h, gp, hatch))
            tile = wall.yama[i] if i in shown else None
            title = _title(dead, i, tile, lang, _joined(badges.get(i, [])))
            canvas.tile(tile, x, y_pull, width, "up", title=title, highlight=i in lit,
                        data={"data-index": str(i), "data-pulled": "1"})
            badge(x, y_pull + h / 2, _joined(badges.get(i, [])))
        for i, level in sorted(entry["tiles"], key=lambda e: -e[1]):
            y = y_top if level == 1 else y_bot
            tile = wall.yama[i] if i in shown else None
            title = _title(dead, i, tile, lang, badges.get(i, []))
            canvas.tile(tile, x, y, width, "up", title=title, highlight=i in lit,
                        data={"data-index": str(i)})
            if i in badges:
                badge(x, y0 + lane / 2 if level == 1 else y_bot + h + lane / 2, badges[i])
        for i in (2 * j, 2 * j + 1):
            y = y_top if i % 2 else y_bot
            if wall.taken(i) and i in lit:  # the rinshan tile just drawn, pale, face up
                title = _taken_title(wall.yama[i], lang)
                canvas.tile(wall.yama[i], x, y, width, "up", title=title, highlight=True,
                            faded=True, data={"data-index": str(i), "data-taken": "1"})
            elif wall.taken(i):
                canvas.add(
                    f'<rect class="mjt-taken" data-index="{i}" x="{num(x + 1)}" y="{num(y + 1)}" '
                    f'width="{num(w - 2)}" height="{num(h - 2)}" rx="{num(w / 9)}" fill="none" '
                    f'stroke="{p.edge}" stroke-width="0.8" stroke-dasharray="2 2"/>')
        if labels:
            canvas.add(_text(x + w / 2, y0 - fs * 0.4, fs, str(j), p))
    canvas.parts[first:first] = [_shade_group(shade, hatch)]
    lanes: dict[float, list[int]] = {}
    for k, (_x, y, _t) in enumerate(marks):
        lanes.setdefault(y, []).append(k)
    centres = [x for x, _, _ in marks]
    for ks in lanes.values():
        for k, c in zip(ks, spread([(marks[k][0], _badge_width(marks[k][2], fs)) for k in ks]), strict=True):
            centres[k] = c
    canvas.add(_badge_group([_badge(c, y, text, fs, p, base=fs)
                             for c, (_x, y, text) in zip(centres, marks, strict=True)], fs, p))
    height = y_pull - y0 + (h + 2 if pulled_any else 0)
    return len(stacks) * s, height


def dead_wall_svg(wall: Any, *, width: float = 28, lang: str | None = None,
                  reveal: str = "indicators", extra_stacks: int = 2,
                  highlight: Iterable[int] = (), palette: Palette = PALETTE) -> str:
    """The dead wall alone (7 stacks; 4 or more under the old rule), plus ``extra_stacks`` of the
    live wall's end so the haitei shows, as the dead wall's owner sees it: the break on the left,
    the rinshan stacks next to it, then the dora indicator and the kan-dora positions.

    A thick dashed line and the words "dead wall" / "live wall" above the stacks separate the
    two; tiles that joined the dead wall after a kan carry a ``J`` badge. Badges as in
    :func:`wall_svg` (in lanes above and below the stacks, never on a face); a legend line
    underneath. ``highlight``: yama indices to outline (a drawn rinshan tile is then shown pale,
    face up, in its old place). Raises ValueError for a bad ``reveal``.
    """
    lang = lang or get_language()
    shown = _reveal_set(wall, reveal)
    w, h = tile_size(width)
    fs = max(MIN_TEXT, w * 0.4)
    dead = _dead_set(wall)
    last = max(dead) // 2 if dead else wall.rules.dead_wall_size // 2 - 1
    stacks = range(0, last + 1 + extra_stacks)
    canvas = Canvas(palette)
    pad = fs * 1.6
    top = pad + fs * 1.5  # room for the "dead wall" / "live wall" words
    sw, sh = _strip(canvas, wall, pad, top, width, stacks, lang, shown, fs, labels=False,
                    lit=frozenset(highlight))
    p = palette
    s_pitch = w + max(1.0, w / 20)
    # the break on the left
    canvas.add(f'<path d="M{num(pad - 3)} {num(top - fs)}V{num(top + sh + 2)}" stroke="{p.ink}" '
               f'stroke-width="2.5"/>')
    canvas.add(_text(pad, top - fs * 0.45, fs, "✂ " + t("render.wall.break", lang), p,
                     anchor="start", weight="bold"))
    # the boundary: after the last stack that holds a dead-wall tile
    bx = pad + (last + 1) * s_pitch - (s_pitch - w) / 2
    canvas.add(f'<path class="mjt-boundary" d="M{num(bx)} {num(pad - fs * 0.2)}'
               f'V{num(top + sh + 2)}" stroke="{p.blue}" stroke-width="2.5" '
               f'stroke-dasharray="4 2"/>')
    canvas.add(_text(bx - 4, pad, fs, t("render.wall.dead", lang), p, anchor="end",
                     weight="bold"))
    if extra_stacks:
        canvas.add(_text(bx + 4, pad, fs, t("render.wall.live", lang), p, anchor="start"))
    stacks_now = len({i // 2 for i in dead})
    title = t("render.wall.dead_title", lang, stacks=len(dead) // 2)
    if stacks_now != len(dead) // 2:
        title = t("render.wall.dead_title_shifted", lang, tiles=len(dead), stacks=stacks_now)
    y = top + sh + fs * 1.5
    canvas.add(_text(pad, y, fs, title, p, anchor="start", weight="bold"))
    legend = t("render.wall.legend_short", lang)
    canvas.add(_text(pad, y + fs * 1.4, fs, legend, p, anchor="start"))
    text_w = max(text_width(legend, fs), text_width(title, fs) * 1.1)
    words_w = bx + 4 + text_width(t("render.wall.live", lang), fs) + pad
    return canvas.render(max(sw + 2 * pad, text_w + 2 * pad, words_w), y + fs * 2.1,
                         label=title)


def wall_rows_svg(wall: Any, *, width: float = 13, per_row: int | None = None,
                  lang: str | None = None, highlight: Iterable[int] = (),
                  reveal: str = "indicators", roles: bool = True,
                  palette: Palette = PALETTE) -> str:
    """The whole wall unrolled into rows for a narrow screen: cut at the break (開門) and laid out
    stack by stack in yama order, ``per_row`` stacks a row (default: the longest side, so 4 rows
    for 4 players), the dead wall first, then the live wall's end (the haitei) and on to the
    first stack dealt. Each row is headed by its first and last yama stack number; badges, shading, taken tiles
    and the boundary line as in :func:`dead_wall_svg`. The labels keep :data:`MIN_TEXT` at 100 %
    zoom; at the default ``width`` 4 players' rows are about 270 px wide (a 320 px phone).
    ``highlight``: yama indices to outline; ``roles=False`` leaves out the role badges and the
    roles in the titles, as in :func:`wall_svg`. Raises ValueError for a bad ``reveal``."""
    lang = lang or get_language()
    shown = _reveal_set(wall, reveal)
    lit = frozenset(highlight)
    w, h = tile_size(width)
    fs = MIN_TEXT
    n = wall.size if hasattr(wall, "size") else len(wall.yama)
    stacks = n // 2
    per_row = per_row or max(_side_sizes(wall).values())
    if per_row < 1:
        raise ValueError("per_row must be at least 1")
    p = palette
    canvas = Canvas(p)
    pad = fs * 1.6  # a badge spread beyond the row's first stack stays in the picture
    pitch = w + max(1.0, w / 20)
    facts = _strip_facts(wall, roles)
    dead = facts[0]
    last_dead = max(dead) // 2 if dead else -1
    y = pad
    total_w = 0.0
    for first in range(0, stacks, per_row):
        row = range(first, min(stacks, first + per_row))
        top = y + fs * 1.2  # the numbers of the row's first and last stack above it
        sw, sh = _strip(canvas, wall, pad, top, width, row, lang, shown, fs, labels=False,
                        lit=lit, roles=roles, facts=facts)
        canvas.add(_text(pad, top - fs * 0.4, fs, str(row[0]), p, anchor="start"))
        canvas.add(_text(pad + sw - (pitch - w), top - fs * 0.4, fs, str(row[-1]), p,
                         anchor="end"))
        if first == 0:  # the break, on the left of the first row
            canvas.add(f'<path class="mjt-break" d="M{num(pad - 2)} {num(top - fs)}'
                       f'V{num(top + sh)}" stroke="{p.ink}" stroke-width="2.5"/>')
        if last_dead in row:  # the boundary: after the last stack holding a dead-wall tile
            bx = pad + (last_dead - first + 1) * pitch - (pitch - w) / 2
            canvas.add(f'<path class="mjt-boundary" d="M{num(bx)} {num(top - fs)}'
                       f'V{num(top + sh)}" stroke="{p.blue}" stroke-width="2.5" '
                       f'stroke-dasharray="4 2"/>')
        total_w = max(total_w, sw + 2 * pad)
        y = top + sh + fs * 0.4
    return canvas.render(total_w, y + pad,
                         label=t("render.wall.rows_title", lang, live=wall.live_remaining,
                                 dead=len(dead)))


def kan_shift_svg(wall: Any, *, kans: int = 4, width: float = 22, lang: str | None = None,
                  reveal: str = "none", palette: Palette = PALETTE) -> str:
    """The end of the live wall and the dead wall after 0, 1, … ``kans`` kans, one row each, so
    the learner sees the boundary move one tile per kan and the haitei stack lose its top tile at
    the 1st and 3rd kan and join the dead wall at the 2nd and 4th (槓 § 嶺上牌). Under the old
    4-stack rule the boundary moves a whole stack at a time.

    ``wall`` is not changed (copies are drawn from). Rows stop early when no rinshan is left.
    """
    lang = lang or get_language()
    w, h = tile_size(width)
    fs = max(MIN_TEXT, w * 0.42)
    p = palette
    canvas = Canvas(p)
    first = wall.copy()
    if not getattr(first, "dealt", True) and hasattr(first, "skip_deal"):
        first.skip_deal()  # count live tiles as in play (70 before any kan), positions unchanged
    states = [first]
    for _ in range(kans):
        nxt = states[-1].copy()
        try:
            nxt.draw_rinshan()
        except ValueError:
            break
        states.append(nxt)
    last = max(max(s.dead_wall_indices()) for s in states) // 2
    stacks = range(0, last + 3)
    pad = fs * 1.2
    head = fs * 9
    y = pad
    s0 = wall.kan_count if hasattr(wall, "kan_count") else 0
    total_w = 0.0
    for k, st in enumerate(states):
        shown = _reveal_set(st, reveal)
        caption = (t("render.wall.before_kan", lang) if s0 + k == 0 else
                   t("render.wall.after_kan", lang, n=s0 + k))
        canvas.add(_text(pad, y + h, fs, caption, p, anchor="start", weight="bold"))
        canvas.add(_text(pad, y + h + fs * 1.3, fs,
                         t("render.wall.live_left", lang, n=st.live_remaining), p, anchor="start"))
        sw, sh = _strip(canvas, st, pad + head, y, width, stacks, lang, shown, fs,
                        labels=(k == 0))
        total_w = max(total_w, pad + head + sw + pad)
        y += sh + h * 0.75 + fs
    return canvas.render(total_w, y, label=t("render.wall.shift_title", lang))
