"""Saving any figure as an SVG file (for slides), and optionally as PNG through headless Chromium.

Every picture a lesson shows is an SVG string from :mod:`mjteach.render` or an object that draws
itself (``_repr_svg_``: Tile, Meld, Hand, Wall; widgets that expose ``svg`` or ``to_svg()``), so one
call saves it: ``save_svg(hand, "hand.svg")``.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

__all__ = ["as_svg", "save_svg", "to_png", "chromium_path", "CHROMIUM_ARGS"]

CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
]


def as_svg(obj: Any) -> str:
    """The SVG text of ``obj``: an SVG string, or an object with ``_repr_svg_()``, ``to_svg()`` or
    an ``svg`` attribute. A :class:`~mjteach.tiles.Tile`, Meld or Hand notation string is drawn.

    Raises TypeError for anything that is not a picture.
    """
    if isinstance(obj, str):
        text = obj.lstrip()
        if text.startswith("<svg") or text.startswith("<?xml"):
            return obj
        from ..hand import Hand

        return Hand.parse(obj)._repr_svg_()
    for name in ("_repr_svg_", "to_svg"):
        fn = getattr(obj, name, None)
        if callable(fn):
            out = fn()
            if isinstance(out, str):
                return out
    svg = getattr(obj, "svg", None)
    if isinstance(svg, str) and svg.lstrip().startswith("<svg"):
        return svg
    raise TypeError(f"cannot draw a {type(obj).__name__} as SVG: pass an SVG string or an object "
                    "with _repr_svg_()")


def save_svg(obj_or_svg: Any, path: str | os.PathLike[str]) -> Path:
    """Write ``obj_or_svg`` (see :func:`as_svg`) to ``path`` as a standalone UTF-8 SVG file with an
    XML declaration; returns the path. Parent folders are created. Raises TypeError for a
    non-picture and OSError if the file cannot be written."""
    svg = as_svg(obj_or_svg)
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text('<?xml version="1.0" encoding="UTF-8"?>\n' + svg + "\n", encoding="utf-8")
    return out


def chromium_path() -> str | None:
    """The system Chromium (``shutil.which("chromium")`` or /usr/bin/chromium), or None."""
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found:
        return found
    return "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None


def to_png(obj_or_svg: Any, path: str | os.PathLike[str], *, scale: float = 2.0,
           background: str = "#ffffff") -> Path:
    """Render ``obj_or_svg`` to a PNG with headless Chromium (Python Playwright driving the system
    browser; never downloads one). ``scale`` is the device pixel ratio.

    Raises RuntimeError if Playwright or Chromium is missing.
    """
    svg = as_svg(obj_or_svg)
    exe = chromium_path()
    if exe is None:
        raise RuntimeError("no chromium found (Debian: apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as exc:  # pragma: no cover - playwright is a test extra
        raise RuntimeError("to_png needs the Python package playwright") from exc
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    html = (f'<!doctype html><html><body style="margin:0;background:{background}">'
            f'<div id="fig" style="display:inline-block;padding:4px">{svg}</div></body></html>')
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(device_scale_factor=scale, viewport={"width": 1600,
                                                                          "height": 1200})
            page.set_content(html)
            page.locator("#fig").screenshot(path=str(out))
        finally:
            browser.close()
    return out
