"""Helpers for the render tests: parse our SVG and work out where each tile lies."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

NS = {"s": "http://www.w3.org/2000/svg", "x": "http://www.w3.org/1999/xlink"}
HREF = "{http://www.w3.org/1999/xlink}href"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def tiles(root: ET.Element) -> list[ET.Element]:
    """Every placed tile group (class mjt-tile), in document order."""
    return [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("class") == "mjt-tile"]


def use_of(g: ET.Element) -> ET.Element:
    return g.find("s:use", NS)


def box(g: ET.Element) -> tuple[float, float, float, float]:
    """(x, y, width, height) of a placed tile in the picture's coordinates."""
    u = use_of(g)
    w, h = float(u.get("width")), float(u.get("height"))
    tr = u.get("transform")
    if not tr:
        return float(u.get("x", 0)), float(u.get("y", 0)), w, h
    m = re.fullmatch(r"translate\(([-\d.]+) ([-\d.]+)\) rotate\((-?90)\)", tr)
    assert m, tr
    tx, ty, rot = float(m[1]), float(m[2]), int(m[3])
    if rot == -90:  # top to the left
        return tx, ty - w, h, w
    return tx - h, ty, h, w


def title(g: ET.Element) -> str:
    return g.find("s:title", NS).text


def symbols(root: ET.Element) -> dict[str, ET.Element]:
    return {s.get("id"): s for s in root.iter("{http://www.w3.org/2000/svg}symbol")}


def face_of(root: ET.Element, g: ET.Element) -> ET.Element:
    """The <symbol> a placed tile shows."""
    return symbols(root)[use_of(g).get(HREF)[1:]]


def texts(el: ET.Element) -> str:
    return "".join(el.itertext())
