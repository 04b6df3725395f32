"""``mjteach practice make PACK [-o DIR]`` and ``mjteach practice results FILE... [-o CSV]``.

``make`` checks a teacher pack (JSON or YAML, see :mod:`mjteach.practice.pack`) and writes a
practice notebook, a printable HTML handout and an answer key; a bad pack is refused with a message
naming the line and field, and nothing is written. ``results`` turns learners' exported progress
files into one CSV (a row per learner, box and right/seen per concept).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def add_parser(sub: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = sub.add_parser("practice", help="teacher packs: handouts, answer keys, class results")
    inner = p.add_subparsers(dest="practice_command", metavar="make|results")
    inner.required = True
    mk = inner.add_parser("make", help="write a practice notebook, a handout and an answer key")
    mk.add_argument("pack", help="the pack file (.json, .yaml or .yml)")
    mk.add_argument("-o", "--out", help="folder for the three files (default: the pack's folder)")
    mk.add_argument("--lang", choices=["en", "ja", "zh"],
                    help="language of the messages and errors")
    rs = inner.add_parser("results", help="class results as CSV from exported progress files")
    rs.add_argument("files", nargs="+", help="progress .json files exported by the widget")
    rs.add_argument("--pack", help="take the concepts from this pack (default: every concept)")
    rs.add_argument("-o", "--output", help="CSV file to write (default: print it)")
    rs.add_argument("--lang", choices=["en", "ja", "zh"], help="language of the messages")
    return p


def run(args: argparse.Namespace) -> int:
    """``--lang`` sets the language of the messages, errors included (restored afterwards, as
    ``mjteach score --lang``)."""
    from ..i18n import language

    with language(getattr(args, "lang", None)):
        return _run(args)


def _names_out(filename: object, out: str, pack: str) -> bool:
    """Is the path of an OSError the ``-o`` folder or a file in it (not the pack being read)?"""
    if filename is None:
        return False
    f, o = Path(str(filename)), Path(out)
    return f != Path(pack) and (f == o or o in f.parents)


def _run(args: argparse.Namespace) -> int:
    from ..files import NotRegularFile, OutputRefused, read_text
    from ..practice import CONCEPTS
    from ..practice.pack import load_pack, make_pack
    from ..practice.progress import class_csv

    if args.practice_command == "make":
        try:
            files = make_pack(args.pack, args.out)
        except NotRegularFile:
            raise
        except OSError as exc:
            if args.out is None or not _names_out(exc.filename, args.out, args.pack):
                raise
            raise OutputRefused(exc, args.out, "folder") from None
        for kind, path in files.items():
            print(f"{kind}: {path}", file=sys.stderr)
        return 0
    concepts = list(load_pack(args.pack).concepts) if args.pack else list(CONCEPTS)
    texts = {Path(f).name: read_text(f) for f in args.files}
    csv = class_csv(texts, concepts)
    if args.output:
        try:
            Path(args.output).write_text(csv, encoding="utf-8")
        except OSError as exc:
            raise OutputRefused(exc, args.output, "file") from None
    else:
        sys.stdout.write(csv)
    return 0
