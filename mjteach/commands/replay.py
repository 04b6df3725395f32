"""``mjteach replay``: replay recorded games through the engine and report every disagreement.

Examples::

    mjteach replay tests/data/realgames/mjlog --check          # every mjlog in the folder
    mjteach replay game.mjlog other.json --check --json        # machine-readable report
    mjteach replay tests/data/realgames/mjlog --check --lang ja # the report in Japanese

FILE may be a Tenhou mjlog, a Tenhou JSON record, an mjai JSON-lines log or an mjteach log, or a
folder (its ``*.mjlog``, ``*.xml``, ``*.json``, ``*.jsonl``, ``*.mjson`` files). Without
``--check`` the files are only read and summarised (hands and kans per file).

Exit status: 0 all hands agree, 1 at least one mismatch, 2 a file could not be read (malformed
input; checked before mismatches). A record cut short is not an error: its last hand is replayed up
to where it stops and listed as incomplete. That includes an mjlog whose XML stops without
``</mjloggm>`` (between two tags or inside one): it is read up to its last complete tag; one cut
before its first complete ``<INIT>`` holds nothing to replay (status 2).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..i18n import language, t

_SUFFIXES = (".mjlog", ".xml", ".json", ".jsonl", ".mjson")


def add_parser(sub: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = sub.add_parser(
        "replay",
        help="replay game records (Tenhou mjlog/JSON, mjai) and check the engine against them",
        description="Replay every hand of the given game records through the engine under the "
        "tenhou rules and compare each draw, rinshan draw, kan-dora reveal, call, kan, "
        "draw and win value with what was recorded.",
    )
    p.add_argument("files", nargs="+", metavar="FILE", help="game records or folders of them")
    p.add_argument("--check", action="store_true",
                   help="replay through the engine and list every mismatch")
    p.add_argument("--json", action="store_true", help="print a JSON report")
    p.add_argument("--no-values", action="store_true",
                   help="do not compare win values (han, fu, yaku, points)")
    p.add_argument("--lang", choices=["en", "ja", "zh"], help="language of the text output")
    return p


def expand(paths: list[str]) -> list[Path]:
    """Files named, plus the game records inside any folder named (sorted)."""
    out: list[Path] = []
    for name in paths:
        p = Path(name)
        if p.is_dir():
            out += sorted(f for f in p.rglob("*") if f.is_file() and f.suffix in _SUFFIXES)
        else:
            out.append(p)
    return out


def run(args: argparse.Namespace) -> int:
    """Replay or summarise; ``--lang`` sets the language of the report and of errors (restored
    afterwards, as ``mjteach score --lang``)."""
    with language(getattr(args, "lang", None)):
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    from ..logs import LogError, load
    from ..logs.replay import replay_files

    files = expand(args.files)
    if not files:
        raise ValueError("no game records found in " + ", ".join(args.files))
    if not args.check:
        rows = []
        status = 0
        for f in files:
            try:
                game = load(f)
            except LogError as exc:
                rows.append({"file": str(f), "error": str(exc)})
                status = 2
                continue
            kans = {"ankan": 0, "kakan": 0, "daiminkan": 0}
            for hand in game.hands:
                for _, st in hand.kans():
                    kans[st.meld] += 1  # type: ignore[index]
            rows.append({"file": str(f), "format": game.format, "hands": len(game.hands),
                         "kans": kans})
        if args.json:
            print(json.dumps({"files": rows}, ensure_ascii=False, indent=1))
        else:
            for row in rows:
                if "error" in row:
                    print(row["error"])
                else:
                    k = row["kans"]
                    print(t("logs.replay.file", None, file=Path(row["file"]).name,
                            hands=row["hands"], kans=f"{k['ankan']}/{k['kakan']}/{k['daiminkan']}"))
        return status
    report = replay_files(files, check_values=not args.no_values)
    c = report.counts
    if args.json:
        print(json.dumps(report.to_dict(), ensure_ascii=False, indent=1))
    else:
        for e in report.errors:  # first, so the counts below are not read as a clean run
            print(e)
        if report.errors:
            print(t("logs.replay.errors", None, n=len(report.errors)))
        if report.errors and not c.hands:  # nothing was read: no block of zeros to misread
            return 2
        print(t("logs.replay.summary", None, files=report.files, hands=c.hands, ok=c.hands_ok))
        print("  " + t("logs.replay.kans", None, **c.kans))
        print("  " + t("logs.replay.rinshan", None, n=c.rinshan_draws))
        print("  " + t("logs.replay.reveals", None, n=c.indicator_reveals))
        print("  " + t("logs.replay.wins", None, n=c.wins_valued))
        print("  " + t("logs.replay.draws", None, exhaustive=c.exhaustive_draws,
                       abortive=c.abortive_draws))
        print("  " + t("logs.replay.calls", None, n=c.calls))
        print("  " + t("logs.replay.incomplete", None, n=c.incomplete))
        for line in report.incomplete:
            print("    " + line)
        print("  " + t("logs.replay.mismatches", None, n=len(report.mismatches)))
        for m in report.mismatches:
            print(m)
    if report.errors:
        return 2
    return 1 if report.mismatches else 0
