"""Small helpers for building SVG text deterministically (no random ids, fixed number format)."""

from __future__ import annotations

import hashlib
from xml.sax.saxutils import escape, quoteattr

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
LATIN_FONT = "DejaVu Sans,Verdana,Arial,Helvetica,sans-serif"
CJK_FONT = "Noto Sans CJK JP,Hiragino Sans,Yu Gothic,Meiryo,IPAGothic,sans-serif"

__all__ = ["num", "num1", "esc", "attr", "content_id", "document", "LATIN_FONT", "CJK_FONT"]


def num(x: float) -> str:
    """A number with at most two decimals and no trailing zeros (``12.5``, ``3``, ``-0.25``)."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def num1(x: float) -> str:
    """A number with at most one decimal (for the large wall picture, where bytes count)."""
    s = f"{x:.1f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def esc(text: str) -> str:
    """Escape text content."""
    return escape(text)


def attr(text: str) -> str:
    """A quoted, escaped attribute value."""
    return quoteattr(text)


def content_id(prefix: str, content: str) -> str:
    """A stable id derived from ``content`` (so equal content gives equal ids across pictures)."""
    return f"{prefix}{hashlib.sha1(content.encode('utf-8')).hexdigest()[:8]}"


def document(width: float, height: float, body: str, *, label: str, defs: str = "",
             css_class: str = "mjt") -> str:
    """A complete ``<svg>`` element with a ``<title>``, ``role="img"`` and ``aria-label``."""
    return (
        f'<svg xmlns="{SVG_NS}" xmlns:xlink="{XLINK_NS}" class="{css_class}" '
        f'width="{num(width)}" height="{num(height)}" viewBox="0 0 {num(width)} {num(height)}" '
        f'font-family="{LATIN_FONT}" role="img" aria-label={attr(label)}>'
        f"<title>{esc(label)}</title>"
        + (f"<defs>{defs}</defs>" if defs else "")
        + body
        + "</svg>"
    )
