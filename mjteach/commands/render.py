"""``mjteach render "HAND" -o hand.svg [--lang en|ja|zh] [--width 32] [--ankan ends|middle]``.

Draws a hand in hand notation (see :mod:`mjteach.hand`) as an SVG file, or prints the SVG when no
``-o`` is given. Bad notation exits with status 2 and the message naming the column (printed by
:func:`mjteach.cli.main`), never a traceback.
"""

from __future__ import annotations

import argparse
import sys

from ..i18n import LANGUAGES, get_language, language, t

MAX_WIDTH = 1000
"""Widest tile drawn, in px (a whole hand at that width is already ~15,000 px wide)."""


def add_parser(sub: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = sub.add_parser("render", help=t("render.cli.help", "en"),
                       description=t("render.cli.help", "en"))
    p.add_argument("hand", help='hand notation, e.g. "2399m222666p+1m (3<45m) [8888s]"')
    p.add_argument("-o", "--output", help="SVG file to write (default: print the SVG)")
    p.add_argument("--lang", choices=LANGUAGES, default=None,
                   help="language of the tile titles and labels (default: en)")
    p.add_argument("--width", type=float, default=32, help="px width of one tile (default 32)")
    p.add_argument("--ankan", choices=("ends", "middle"), default="ends",
                   help="which two tiles of an ankan lie face down (default: ends)")
    p.add_argument("--labels", action="store_true", help="write meld kinds and sources underneath")
    p.add_argument("--png", help="also write a PNG through headless chromium")
    return p


def run(args: argparse.Namespace) -> int:
    """Draw the hand; ``--lang`` also sets the language of notation errors (restored afterwards)."""
    with language(args.lang):
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    from ..files import OutputRefused
    from ..hand import Hand
    from ..render import hand_svg, save_svg

    if not 0 < args.width <= MAX_WIDTH:  # also refuses nan (every comparison with it is false)
        raise ValueError(f"--width must be a number of px above 0 and at most {MAX_WIDTH}, not "
                         f"{args.width:g}")
    lang = args.lang or get_language()
    hand = Hand.parse(args.hand)
    svg = hand_svg(hand, width=args.width, lang=lang, ankan_face_down=args.ankan,
                   labels=args.labels)
    if args.output:
        try:
            path = save_svg(svg, args.output)
        except OSError as exc:
            raise OutputRefused(exc, args.output, "file") from None
        print(t("render.cli.written", lang, path=path), file=sys.stderr)
    else:
        sys.stdout.write(svg + "\n")
    if args.png:
        from ..render import to_png

        try:
            to_png(svg, args.png)
        except RuntimeError as exc:
            raise ValueError(str(exc)) from None
    return 0
