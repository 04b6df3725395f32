"""Tiles, melds and hands as SVG (pure functions, same input → same bytes).

Melds are laid out by :meth:`mjteach.melds.Meld.layout` (槓 § 槓の種類, 副露 § ポン/チー): the
called tile sideways at the left / centre / right for kamicha / toimen / shimocha; an ankan with
two tiles face down (ends or middle); a kakan's added tile sideways *on top of* the called tile, so
the pon's source stays visible.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..hand import Hand
from ..i18n import get_language, t
from ..i18n.punctuation import labelled
from ..melds import LaidTile, Meld
from ..tiles import Tile
from .draw import Canvas, tile_size, tile_title
from .palette import PALETTE, Palette
from .svg import attr, esc, num

__all__ = ["tile_svg", "meld_svg", "melds_svg", "hand_svg", "meld_extent", "draw_meld"]


def _as_tile(tile: Tile | str) -> Tile:
    return tile if isinstance(tile, Tile) else Tile.parse(tile)


def tile_svg(tile: Tile | str | None, *, width: float = 32, pose: str = "up",
             lang: str | None = None, highlight: bool = False, palette: Palette = PALETTE) -> str:
    """One tile as an ``<svg>`` string.

    Parameters
    ----------
    tile : Tile, MPSZ string (``"0p"``) or None (a face-down tile)
    width : px width of the tile face (height is 4/3 of it); a sideways tile is as wide as an
        upright one is tall.
    pose : ``"up"``, ``"sideways"`` (turned 90°, as a called tile), ``"down"`` (face down) or
        ``"stacked"`` (two sideways tiles, one on the other, as a kakan shows them).
    lang : language of the ``<title>`` (default: the current language).
    highlight : draw an outline and a marker around the tile.

    Raises ValueError for an unknown pose or a non-positive width, NotationError for bad notation.
    """
    lang = lang or get_language()
    tl = None if tile is None else _as_tile(tile)
    w, h = tile_size(width)
    canvas = Canvas(palette)
    m = max(2.0, w / 10) if highlight else 0.0
    mb = m + (w / 5 + 1 if highlight else 0)
    title = tile_title(tl, pose, lang)
    if pose == "stacked":
        gap = max(1.0, w / 32)
        canvas.tile(tl, m, m + w + gap, width, "sideways", title=tile_title(tl, "up", lang))
        canvas.tile(tl, m, m, width, "stacked", title=title, highlight=highlight)
        return canvas.render(h + 2 * m, 2 * w + gap + m + mb, label=title)
    box = canvas.tile(tl, m, m, width, pose, title=title, highlight=highlight)
    return canvas.render(box[2] + 2 * m, box[3] + m + mb, label=title)


def meld_extent(meld: Meld, width: float = 32, *, ankan_face_down: str = "ends",
                daiminkan_toimen_slot: int = 1) -> tuple[float, float]:
    """(width, height) in px that :func:`draw_meld` needs for ``meld``."""
    w, h = tile_size(width)
    gap = max(1.0, w / 32)
    laid = meld.layout(ankan_face_down=ankan_face_down, daiminkan_toimen_slot=daiminkan_toimen_slot)
    x = 0.0
    stacked = False
    for lt in laid:
        if lt.pose == "stacked":
            stacked = True
            continue
        x += (h if lt.pose == "sideways" else w) + gap
    height = max(h, 2 * w + gap) if stacked else h
    return x - gap, height


def draw_meld(canvas: Canvas, meld: Meld, x0: float, bottom: float, width: float, *,
              lang: str | None, ankan_face_down: str = "ends", daiminkan_toimen_slot: int = 1,
              highlight: bool = False, index: int | None = None) -> float:
    """Draw ``meld`` with its tiles' bottoms on ``bottom``, starting at ``x0``; return its width."""
    w, h = tile_size(width)
    gap = max(1.0, w / 32)
    laid: list[LaidTile] = meld.layout(ankan_face_down=ankan_face_down,
                                       daiminkan_toimen_slot=daiminkan_toimen_slot)
    source = meld.source.value if meld.source is not None else None
    kind = meld.kind.value
    head = {"class": "mjt-meld", "data-kind": kind, "data-notation": meld.notation}
    if source:
        head["data-source"] = source
    if index is not None:
        head["data-meld"] = str(index)
    if highlight:
        head["data-highlight"] = "1"
    canvas.add("<g " + " ".join(f"{k}={attr(v)}" for k, v in head.items()) + ">")
    x = x0
    last_sideways: tuple[float, float] | None = None
    for i, lt in enumerate(laid):
        data = {"data-slot": str(i)}
        if lt.pose == "stacked":
            assert last_sideways is not None
            sx, sy = last_sideways
            canvas.tile(lt.tile, sx, sy - w - gap, width, "stacked",
                        title=tile_title(lt.tile, "stacked", lang), data=data)
            continue
        if lt.pose == "sideways":
            y = bottom - w
            canvas.tile(lt.tile, x, y, width, "sideways",
                        title=tile_title(lt.tile, "sideways", lang, source=source), data=data)
            last_sideways = (x, y)
            x += h + gap
        else:
            canvas.tile(lt.tile, x, bottom - h, width, lt.pose,
                        title=tile_title(lt.tile, lt.pose, lang), data=data)
            x += w + gap
    mw = x - gap - x0
    if highlight:  # one outline round the whole meld, plus a marker (not colour alone)
        top = bottom - (max(h, 2 * w + gap) if last_sideways and any(
            lt.pose == "stacked" for lt in laid) else h)
        sw = max(2.0, w / 12)
        col = canvas.palette.highlight
        canvas.add(
            f'<rect x="{num(x0 - sw / 2)}" y="{num(top - sw / 2)}" width="{num(mw + sw)}" '
            f'height="{num(bottom - top + sw)}" rx="{num(w / 8)}" fill="none" stroke="{col}" '
            f'stroke-width="{num(sw)}"/>'
            f'<path d="M{num(x0 + mw / 2)} {num(bottom + sw + 1)}l{num(w / 5)} {num(w / 5)}'
            f'h{num(-2 * w / 5)}Z" fill="{col}"/>'
        )
    canvas.add("</g>")
    return mw


def _meld_label(meld: Meld, lang: str) -> str:
    kind = t(f"meld.{meld.kind.value}", lang)
    return t("render.meld_label", lang, kind=kind, tiles=meld.notation)


def _caption(meld: Meld, lang: str) -> str:
    text = t(f"render.caption.{meld.kind.value}", lang)
    if meld.source is not None:
        text += " " + t(f"render.seat_short.{meld.source.value}", lang)
    return text


def _text_width(text: str, size: float) -> float:
    """A generous estimate of the px width of ``text`` (CJK glyphs 1 em, others 0.62 em)."""
    return sum(size if ord(c) > 0x2E80 else size * 0.62 for c in text)


def _text(x: float, y: float, size: float, text: str, colour: str, anchor: str = "middle") -> str:
    return (f'<text x="{num(x)}" y="{num(y)}" text-anchor="{anchor}" '
            f'font-size="{num(size)}" fill="{colour}">{esc(text)}</text>')


def meld_svg(meld: Meld | str, *, width: float = 32, ankan_face_down: str = "ends",
             daiminkan_toimen_slot: int = 1, lang: str | None = None, label: bool = False,
             highlight: bool = False, palette: Palette = PALETTE) -> str:
    """One meld as an ``<svg>`` string, laid out as on the table (see the module docstring).

    ``meld`` may be a :class:`Meld` or meld notation (``"(8<+888p)"``). ``ankan_face_down`` is
    ``"ends"`` or ``"middle"``; ``daiminkan_toimen_slot`` 1 or 2 places a toimen daiminkan's
    sideways tile second or third. ``label=True`` writes the kind and source under the meld.

    Raises ValueError (MeldError / NotationError) for a bad meld or option.
    """
    lang = lang or get_language()
    m = Meld.parse(meld) if isinstance(meld, str) else meld
    w, h = tile_size(width)
    mw, mh = meld_extent(m, width, ankan_face_down=ankan_face_down,
                         daiminkan_toimen_slot=daiminkan_toimen_slot)
    pad = max(2.0, w / 10) if highlight else 1.0
    marker = w / 5 + 2 if highlight else 0.0
    canvas = Canvas(palette)
    draw_meld(canvas, m, pad, pad + mh, width, lang=lang, ankan_face_down=ankan_face_down,
              daiminkan_toimen_slot=daiminkan_toimen_slot, highlight=highlight)
    height = pad + mh + marker + pad
    if label:
        size = max(10.0, w * 0.36)
        canvas.add(_text(pad + mw / 2, height + size, size, _caption(m, lang), palette.label))
        height += size * 1.4
    return canvas.render(mw + 2 * pad, height, label=_meld_label(m, lang))


def _matches(tile: Tile, key: Tile | str) -> bool:
    k = key if isinstance(key, Tile) else Tile.parse(key)
    return tile == k if k.red else tile.kind == k.kind


def hand_svg(hand: Hand | str, *, width: float = 32, lang: str | None = None,
             highlight: Iterable[int | str | Tile | tuple[str, int]] = (), labels: bool = False,
             ankan_face_down: str = "ends", daiminkan_toimen_slot: int = 1,
             meld_order: str = "table", min_width: float | None = None,
             palette: Palette = PALETTE) -> str:
    """A whole hand as an ``<svg>`` string: concealed tiles, a gap, the drawn tile, a gap, then the
    melds right-aligned as on the table.

    Parameters
    ----------
    hand : Hand or hand notation (``"2399m222666p+1m (3<45m) [8888s]"``)
    width : px width of one upright tile.
    highlight : what to raise and outline: ints index the concealed tiles (``len(concealed)`` is
        the drawn tile), tiles or MPSZ strings pick every concealed/drawn tile of that kind
        (``"0m"`` only the red five), ``("meld", i)`` the i-th declared meld.
    labels : write "drawn" under the drawn tile and kind + source under each meld.
    meld_order : ``"table"`` (first declared meld at the far right, as melds are laid on a table) or
        ``"notation"`` (left to right in the order written).
    min_width : stretch the picture to at least this many px, pushing the melds to the right edge.

    Raises ValueError (NotationError, MeldError, HandError) for a bad hand or option.
    """
    lang = lang or get_language()
    hd = Hand.parse(hand) if isinstance(hand, str) else hand
    if meld_order not in ("table", "notation"):
        raise ValueError("meld_order must be 'table' or 'notation'")
    w, h = tile_size(width)
    gap = max(1.0, w / 32)
    group_gap = w * 0.45
    raise_ = w * 0.22
    keys = list(highlight)
    closed = list(hd.concealed) + ([hd.drawn] if hd.drawn is not None else [])
    lit_tiles: set[int] = set()
    lit_melds: set[int] = set()
    for key in keys:
        if isinstance(key, tuple):
            if len(key) != 2 or key[0] != "meld" or not 0 <= key[1] < len(hd.melds):
                raise ValueError(
                    f"highlight {key!r}: use ('meld', i) with 0 <= i < {len(hd.melds)}")
            lit_melds.add(key[1])
        elif isinstance(key, int):
            if not 0 <= key < len(closed):
                raise ValueError(f"highlight index {key} is outside the hand's {len(closed)} tiles")
            lit_tiles.add(key)
        else:
            lit_tiles.update(i for i, tl in enumerate(closed) if _matches(tl, key))
    extents = [meld_extent(m, width, ankan_face_down=ankan_face_down,
                           daiminkan_toimen_slot=daiminkan_toimen_slot) for m in hd.melds]
    row_h = max([h] + [e[1] for e in extents])
    any_lit = bool(lit_tiles or lit_melds)
    pad = max(2.0, w / 10) if any_lit else 1.0
    top = pad + (raise_ if lit_tiles else 0.0)
    bottom = top + row_h
    canvas = Canvas(palette)
    size = max(10.0, w * 0.36)
    captions: list[tuple[float, str]] = []
    x = pad
    n_conc = len(hd.concealed)
    canvas.add('<g class="mjt-concealed">')
    for i, tl in enumerate(hd.concealed):
        lit = i in lit_tiles
        canvas.tile(tl, x, bottom - h - (raise_ if lit else 0), width, "up",
                    title=tile_title(tl, "up", lang), highlight=lit, data={"data-index": str(i)})
        x += w + gap
    canvas.add("</g>")
    if n_conc:
        x -= gap
    if hd.drawn is not None:
        x += group_gap if n_conc else 0
        lit = n_conc in lit_tiles
        canvas.add('<g class="mjt-drawn">')
        canvas.tile(hd.drawn, x, bottom - h - (raise_ if lit else 0), width, "up",
                    title=labelled(t("render.drawn", lang), tile_title(hd.drawn, "up", lang), lang),
                    highlight=lit, data={"data-index": str(n_conc)})
        canvas.add("</g>")
        captions.append((x + w / 2, t("render.drawn", lang)))
        x += w
    melds_w = sum(e[0] for e in extents) + group_gap * max(0, len(extents) - 1)
    if extents:
        x += group_gap
    right = max(x + melds_w, (min_width or 0) - pad)
    order = list(range(len(hd.melds)))
    if meld_order == "table":
        order.reverse()  # the first meld lies at the far right
    mx = right - melds_w
    if hd.melds:
        canvas.add('<g class="mjt-melds">')
    for i in order:
        mw = draw_meld(canvas, hd.melds[i], mx, bottom, width, lang=lang,
                       ankan_face_down=ankan_face_down,
                       daiminkan_toimen_slot=daiminkan_toimen_slot, highlight=i in lit_melds,
                       index=i)
        captions.append((mx + mw / 2, _caption(hd.melds[i], lang)))
        mx += mw + group_gap
    if hd.melds:
        canvas.add("</g>")
    height = bottom + (w / 5 + 2 if any_lit else 0) + pad
    total_w = right + pad
    if labels and captions:
        for cx, text in captions:
            canvas.add(_text(cx, height + size, size, text, palette.label))
            total_w = max(total_w, cx + _text_width(text, size) / 2 + pad)
        height += size * 1.5
    label = t("render.hand_label", lang, tiles=hd.notation or "-")
    return canvas.render(total_w, height, label=label)


def melds_svg(melds: Iterable[Meld | str], *, width: float = 32, labels: bool = True,
              captions: Iterable[str] | None = None, ankan_face_down: str = "ends",
              daiminkan_toimen_slot: int = 1, lang: str | None = None,
              palette: Palette = PALETTE) -> str:
    """Several melds side by side, left to right in the order given, on one baseline, with a
    caption under each (kind and source, or ``captions`` when given) — for comparing layouts,
    e.g. a pon, the kakan made from it and the daiminkan it must not be confused with.

    Raises ValueError for a bad meld or option, or when ``captions`` has the wrong length.
    """
    lang = lang or get_language()
    ms = [Meld.parse(m) if isinstance(m, str) else m for m in melds]
    caps = list(captions) if captions is not None else None
    if caps is not None and len(caps) != len(ms):
        raise ValueError(f"{len(caps)} captions for {len(ms)} melds")
    w, _ = tile_size(width)
    extents = [meld_extent(m, width, ankan_face_down=ankan_face_down,
                           daiminkan_toimen_slot=daiminkan_toimen_slot) for m in ms]
    row_h = max([tile_size(width)[1]] + [e[1] for e in extents])
    size = max(10.0, w * 0.36)
    gap = w * 0.8
    pad = 1.0
    canvas = Canvas(palette)
    x = pad
    total = pad
    for i, (m, (mw, _)) in enumerate(zip(ms, extents, strict=True)):
        text = caps[i] if caps is not None else _caption(m, lang)
        slot = max(mw, _text_width(text, size) if labels or caps else 0)
        mx = x + (slot - mw) / 2
        draw_meld(canvas, m, mx, pad + row_h, width, lang=lang, ankan_face_down=ankan_face_down,
                  daiminkan_toimen_slot=daiminkan_toimen_slot, index=i)
        if labels or caps is not None:
            canvas.add(_text(mx + mw / 2, pad + row_h + size * 1.3, size, text, palette.label))
        x += slot + gap
        total = x - gap + pad
    height = pad + row_h + (size * 1.7 if labels or caps is not None else 0) + pad
    label = "; ".join(_meld_label(m, lang) for m in ms)
    return canvas.render(total, height, label=label)
