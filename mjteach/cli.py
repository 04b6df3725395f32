"""Command line: ``mjteach render | score | scenario | replay | practice``.

Each subcommand lives in :mod:`mjteach.commands` as a module with ``add_parser(subparsers)`` and
``run(args) -> int``. Errors in the input are printed as one line on stderr and exit with status 2;
they never show a traceback. An error inside mjteach itself (a bug) exits with status 3 and a
one-line message (``MJTEACH_DEBUG=1`` re-raises it), so status 1 keeps its one meaning ("not a
win", "a mismatch"); Ctrl+C exits with 130. Every command's exit codes: docs/exit-codes.md (one table, checked by
tests/test_exit_codes.py).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from .i18n import t

COMMANDS = ("render", "score", "scenario", "replay", "practice")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mjteach", description="Teach the calls of riichi mahjong: kans, pon and chi.",
        epilog="Exit status: 0 done, 1 a result that is not a success (score: not a win; replay: "
        "a mismatch), 2 bad input, named on one line, 3 an error inside mjteach (a bug), 130 "
        "interrupted. Every command's codes: docs/exit-codes.md.",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in COMMANDS:
        try:
            module = importlib.import_module(f"mjteach.commands.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"mjteach.commands.{name}":
                raise
            continue
        p = module.add_parser(sub)
        p.set_defaults(_run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args._run(args) or 0)
    except BrokenPipeError:  # output piped into `head` and closed: not an error of the user's
        try:
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115
        except OSError:
            pass
        return 0
    except (ValueError, KeyError, OSError) as exc:
        message = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
        print(f"mjteach {args.command}: error: {message}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"mjteach {args.command}: {t('cli.interrupted')}", file=sys.stderr)
        return 130
    except Exception as exc:  # a bug in mjteach: status 3, never 1 (which means "a mismatch")
        if os.environ.get("MJTEACH_DEBUG"):
            raise
        error = f"{type(exc).__name__}: {exc}"
        print(f"mjteach {args.command}: {t('cli.internal_error', error=error)}", file=sys.stderr)
        return 3


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
