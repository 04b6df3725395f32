"""Tile faces as SVG symbols drawn in a 60 × 80 unit box (``viewBox="0 0 60 80"``).

Every face is drawn by this module from shapes and text; no images, no web fonts. The faces
carry the Latin index (``5m``, ``E``, ``Wh``) so they read in a browser without CJK fonts; man
tiles add the kanji numeral and 萬, honors their kanji, pin tiles circles and sou tiles bamboo
sticks. A red five gets a corner triangle with a dot (a shape, not only a colour).

:func:`face_symbol` returns ``(id, markup)``; the id is derived from the markup, so two pictures
that use the same face on one web page share an id only when the drawings are identical.
"""

from __future__ import annotations

from functools import lru_cache

from ..tiles import Tile
from .palette import PALETTE, Palette
from .svg import CJK_FONT, attr, content_id, num

W, H = 60, 80  # face box in units

__all__ = ["W", "H", "face_symbol", "back_symbol", "face_body"]

_JA_NUMERALS = "一二三四五六七八九"


def _frame(p: Palette, deps: dict[str, str]) -> str:
    """The face outline, shared by every face (one element, referenced by ``<use>``)."""
    body = (f'<rect x="1.5" y="1.5" width="57" height="77" rx="7" fill="{p.face}" '
            f'stroke="{p.edge}" stroke-width="2.5"/>')
    fid = content_id("mjt-", body)
    deps.setdefault(fid, body.replace("<rect ", f'<rect id="{fid}" ', 1))
    return f'<use xlink:href="#{fid}"/>'


def _index(tile: Tile, p: Palette) -> str:
    """The Latin index at the top left: ``5m`` for suited tiles, ``E``/``Wh``/``G``… for honors."""
    if tile.is_honor:
        return (
            f'<text x="5" y="19" font-size="17" font-weight="bold" '
            f'fill="{p.ink}">{tile.face_label}</text>'
        )
    return (
        f'<text x="5" y="19" font-weight="bold" fill="{p.ink}">'
        f'<tspan font-size="19">{tile.number}</tspan>'
        f'<tspan font-size="13">{tile.suit}</tspan></text>'
    )


def _cjk(x: float, y_center: float, size: float, text: str, colour: str,
         weight: str = "bold", family: bool = True) -> str:
    # baseline ≈ centre + 0.36 em for CJK glyphs in common fonts
    fam = f"font-family={attr(CJK_FONT)} " if family else ""
    return (
        f'<text x="{num(x)}" y="{num(y_center + 0.36 * size)}" text-anchor="middle" '
        f'{fam}font-size="{num(size)}" font-weight="{weight}" fill="{colour}">{text}</text>'
    )


def _part(deps: dict[str, str], view: str, body: str) -> str:
    """Register a small reusable drawing (a pin ring, a bamboo stick) and return its id."""
    sid = content_id("mjt-", view + body)
    deps.setdefault(sid, f'<symbol id="{sid}" viewBox="{view}">{body}</symbol>')
    return sid


def _pin(cx: float, cy: float, r: float, colour: str, p: Palette, deps: dict[str, str]) -> str:
    """A pin circle: a ring (thick stroke) with a dot in the middle, as a reusable symbol."""
    sid = _part(deps, "-10 -10 20 20",
                f'<circle r="7.8" fill="{p.face}" stroke="{colour}" stroke-width="4.4"/>'
                f'<circle r="2.6" fill="{colour}"/>')
    return (f'<use xlink:href="#{sid}" x="{num(cx - r)}" y="{num(cy - r)}" width="{num(2 * r)}" '
            f'height="{num(2 * r)}"/>')


def _stick(cx: float, cy: float, length: float, colour: str, p: Palette, deps: dict[str, str],
           angle: float = 0, width: float = 8.5) -> str:
    """A bamboo stick with a node in the middle, as a reusable symbol."""
    sid = _part(deps, f"0 0 {num(width)} {num(length)}",
                f'<rect width="{num(width)}" height="{num(length)}" rx="{num(width / 2)}" '
                f'fill="{colour}"/>'
                f'<path d="M0 {num(length / 2)}h{num(width)}'
                f'M{num(width / 2)} 2.5v{num(length - 5)}" '
                f'stroke="{p.face}" stroke-width="1.3"/>')
    rot = f' transform="rotate({num(angle)} {num(cx)} {num(cy)})"' if angle else ""
    return (f'<use xlink:href="#{sid}" x="{num(cx - width / 2)}" y="{num(cy - length / 2)}" '
            f'width="{num(width)}" height="{num(length)}"{rot}/>')


def _pins(n: int, red: bool, p: Palette, deps: dict[str, str]) -> str:
    B, R, G = p.blue, p.red, p.green
    if red:
        B = G = R
    layouts: dict[int, list[tuple[float, float, float, str]]] = {
        2: [(30, 34, 10.5, G), (30, 63, 10.5, B)],
        3: [(16, 30, 9, B), (30, 49, 9, R), (44, 68, 9, G)],
        4: [(18, 35, 10, B), (42, 35, 10, G), (18, 63, 10, G), (42, 63, 10, B)],
        5: [(17, 32, 9, B), (43, 32, 9, G), (30, 50, 9, R), (17, 68, 9, G), (43, 68, 9, B)],
        6: [(19, 31, 8, G), (41, 31, 8, G), (19, 51, 8, R), (41, 51, 8, R), (19, 69, 8, R),
            (41, 69, 8, R)],
        7: [(15, 28, 6.5, G), (30, 34, 6.5, G), (45, 40, 6.5, G), (20, 55, 7, R), (40, 55, 7, R),
            (20, 70, 7, R), (40, 70, 7, R)],
        8: [(19, y, 7, B) for y in (29, 44, 59, 74)] + [(41, y, 7, B) for y in (29, 44, 59, 74)],
        9: [(x, y, 7.5, c) for y, c in ((31, B), (50, R), (69, G)) for x in (15, 30, 45)],
    }
    if n == 1:
        return (
            f'<circle cx="30" cy="49" r="22" fill="{G}"/>'
            f'<circle cx="30" cy="49" r="17.5" fill="{p.face}"/>'
            f'<circle cx="30" cy="49" r="14" fill="none" stroke="{B}" stroke-width="3" '
            f'stroke-dasharray="4.4 2"/>'
            f'<circle cx="30" cy="49" r="8" fill="{R}"/>'
            f'<circle cx="30" cy="49" r="3" fill="{p.face}"/>'
        )
    return "".join(_pin(x, y, r, c, p, deps) for x, y, r, c in layouts[n])


def _sous(n: int, red: bool, p: Palette, deps: dict[str, str]) -> str:
    G, R, B = p.green, p.red, p.blue
    if red:
        G = R
    L = 24
    if n == 1:
        # a simple bird: body, head with crest and beak, fanned tail, legs
        return (
            f'<path d="M14 70 L6 44 M14 70 L12 40 M14 70 L20 42" stroke="{B}" stroke-width="4" '
            f'stroke-linecap="round"/>'
            f'<ellipse cx="27" cy="58" rx="14" ry="10" fill="{G}"/>'
            f'<circle cx="39" cy="40" r="7" fill="{G}"/>'
            f'<path d="M35 33 L37 25 L41 33Z" fill="{R}"/>'
            f'<path d="M45 38 L54 41 L45 44Z" fill="{R}"/>'
            f'<circle cx="40.5" cy="39" r="1.6" fill="{p.face}"/>'
            f'<path d="M34 50 L38 46" stroke="{G}" stroke-width="6" stroke-linecap="round"/>'
            f'<path d="M25 67 L23 76 M31 67 L33 76" stroke="{p.ink}" stroke-width="2"/>'
        )
    S = lambda x, y, c=G, ln=L, a=0: _stick(x, y, ln, c, p, deps, a)  # noqa: E731
    if n == 2:
        return S(30, 35) + S(30, 64)
    if n == 3:
        return S(30, 35) + S(20, 64) + S(40, 64)
    if n == 4:
        return S(20, 35) + S(40, 35) + S(20, 64) + S(40, 64)
    if n == 5:
        return (S(16, 35) + S(44, 35) + S(30, 49.5, R) + S(16, 64) + S(44, 64))
    if n == 6:
        return "".join(S(x, y) for y in (35, 64) for x in (15, 30, 45))
    if n == 7:
        return S(30, 29, R, 16) + "".join(S(x, y, G, 16) for y in (49, 69) for x in (15, 30, 45))
    if n == 8:
        return (
            S(10, 35) + S(24, 35, G, L, 20) + S(36, 35, G, L, -20) + S(50, 35)
            + S(10, 64) + S(24, 64, G, L, -20) + S(36, 64, G, L, 20) + S(50, 64)
        )
    # 9
    return "".join(S(x, y, R if x == 30 else G, 16) for y in (30, 49.5, 69) for x in (15, 30, 45))


def _honor(tile: Tile, p: Palette) -> str:
    glyph = tile.face_glyph
    if tile.number == 5:  # white dragon: a framed blank face; 白 inside the frame
        return (
            f'<rect x="11" y="25" width="38" height="48" rx="3" fill="none" stroke="{p.blue}" '
            f'stroke-width="3"/>'
            f'<rect x="16" y="30" width="28" height="38" rx="2" fill="none" stroke="{p.blue}" '
            f'stroke-width="1.3"/>'
            + _cjk(30, 49, 20, glyph, p.blue, "normal")
        )
    colour = {6: p.green, 7: p.red}.get(tile.number, p.ink)
    return _cjk(30, 50, 36, glyph, colour)


def _red_mark(p: Palette) -> str:
    """The red-five mark: a corner triangle with a face-coloured dot (shape + colour)."""
    return (
        f'<g class="mjt-aka"><path d="M36 1.5 H52 A6.5 6.5 0 0 1 58.5 8 V24 Z" fill="{p.red}"/>'
        f'<circle cx="51" cy="9" r="3" fill="{p.face}"/></g>'
    )


def face_body(tile: Tile, p: Palette = PALETTE,
              deps: dict[str, str] | None = None) -> str:
    """The shapes of one face (frame included), in the 60 × 80 unit box. Reusable parts it
    refers to (pin rings, sticks, the frame) are added to ``deps`` (id → ``<symbol>``/element)."""
    deps = {} if deps is None else deps
    parts = [_frame(p, deps), _index(tile, p)]
    if tile.is_honor:
        parts.append(_honor(tile, p))
    elif tile.suit == "m":
        numeral_colour = p.red if tile.red else p.ink
        parts.append(f"<g font-family={attr(CJK_FONT)}>"
                     + _cjk(30, 40, 27, _JA_NUMERALS[tile.number - 1], numeral_colour,
                            family=False)
                     + _cjk(30, 66, 25, "萬", p.red, family=False) + "</g>")
    elif tile.suit == "p":
        parts.append(_pins(tile.number, tile.red, p, deps))
    else:
        parts.append(_sous(tile.number, tile.red, p, deps))
    if tile.red:
        parts.append(_red_mark(p))
    return "".join(parts)


@lru_cache(maxsize=256)
def _symbol(key: str, p: Palette) -> tuple[str, str, tuple[tuple[str, str], ...]]:
    deps: dict[str, str] = {}
    if key == "back":
        body = (
            f'<rect x="1.5" y="1.5" width="57" height="77" rx="7" fill="{p.back}" '
            f'stroke="{p.edge}" stroke-width="2.5"/>'
            f'<rect x="8" y="8" width="44" height="64" rx="4" fill="none" stroke="{p.back_mark}" '
            f'stroke-width="2"/>'
            f'<path d="M30 28 L40 40 L30 52 L20 40Z" fill="none" stroke="{p.back_mark}" '
            f'stroke-width="2"/>'
        )
    else:
        body = face_body(Tile.parse(key), p, deps)
    sid = content_id("mjt-", body + "".join(deps.values()))
    return sid, f'<symbol id="{sid}" viewBox="0 0 {W} {H}">{body}</symbol>', tuple(deps.items())


def face_symbol(tile: Tile, palette: Palette = PALETTE
                ) -> tuple[str, str, tuple[tuple[str, str], ...]]:
    """``(id, "<symbol …>", parts)`` for the face of ``tile`` (a red five has its own face);
    ``parts`` are the ``(id, markup)`` of the reusable drawings the face refers to."""
    return _symbol(tile.notation, palette)


def back_symbol(palette: Palette = PALETTE) -> tuple[str, str, tuple[tuple[str, str], ...]]:
    """``(id, "<symbol …>", ())`` for a face-down tile: a coloured back with a frame and a
    diamond."""
    return _symbol("back", palette)
