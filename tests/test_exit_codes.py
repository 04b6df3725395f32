"""The CLI obeys docs/exit-codes.md: every (command, status) row of the table has a case here that
ends with that status, and every case here is a row of the table (issue 23, item 6)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mjteach.cli import main

DOC = Path(__file__).parent.parent / "docs" / "exit-codes.md"
REPLAY_OK = "mjlog/2016052515gm-00a9-0000-c4d72066.mjlog"


def table_rows() -> set[tuple[str, int]]:
    """(command, status) of each row of the table ("any" for the usage row)."""
    rows = set()
    for line in DOC.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^\| `?([a-z ]+?)`? \| (\d+) \|", line)
        if m:
            rows.add((m.group(1), int(m.group(2))))
    return rows


def _mismatching_record(realgames: Path, tmp: Path) -> str:
    text = (realgames / REPLAY_OK).read_text()
    bad = tmp / "bad.mjlog"
    bad.write_text(text.replace("<T90/><D104/>", "<T91/><D104/>", 1))
    return str(bad)


def _pack(tmp: Path, **fields) -> str:
    path = tmp / "pack.json"
    path.write_text(json.dumps({"concepts": ["kan-legality"], "rules": "tenhou", "difficulty": 1,
                                "count": 1, "seed": 3, **fields}),
                    encoding="utf-8")
    return str(path)


def _progress(tmp: Path, version: int) -> str:
    path = tmp / "learner.json"
    path.write_text(json.dumps({"format": "mjteach-practice-progress", "version": version}),
                    encoding="utf-8")
    return str(path)


CASES = {
    ("any", 2): lambda rg, tmp: ["score", "1m", "--no-such-option"],
    ("any", 3): lambda rg, tmp: ["render", "123m"],  # with render's run raising (FAULTS)
    ("any", 130): lambda rg, tmp: ["render", "123m"],
    ("render", 0): lambda rg, tmp: ["render", "123m", "-o", str(tmp / "h.svg")],
    ("render", 2): lambda rg, tmp: ["render", "123x"],
    ("score", 0): lambda rg, tmp: ["score", "234m567p234s22z678s", "--win", "8s", "--tsumo"],
    ("score", 1): lambda rg, tmp: ["score", "234m567p234s22z679s", "--win", "9s", "--tsumo"],
    ("score", 2): lambda rg, tmp: ["score", "234m567p234s22z678s", "--win", "8s",
                                   "--honba", "-1"],
    ("scenario", 0): lambda rg, tmp: ["scenario", "ankan_basic"],
    ("scenario", 2): lambda rg, tmp: ["scenario", "no_such_scenario"],
    ("replay", 0): lambda rg, tmp: ["replay", str(rg / REPLAY_OK), "--check"],
    ("replay", 1): lambda rg, tmp: ["replay", _mismatching_record(rg, tmp), "--check"],
    ("replay", 2): lambda rg, tmp: ["replay", str(tmp), "--check"],  # a folder with no record
    ("practice make", 0): lambda rg, tmp: ["practice", "make", _pack(tmp), "-o", str(tmp)],
    ("practice make", 2): lambda rg, tmp: ["practice", "make", _pack(tmp, count=0)],
    ("practice results", 0): lambda rg, tmp: ["practice", "results", _progress(tmp, 1)],
    ("practice results", 2): lambda rg, tmp: ["practice", "results", _progress(tmp, 0)],
}


FAULTS = {("any", 3): RuntimeError("a bug"), ("any", 130): KeyboardInterrupt()}
"""Rows whose case makes ``render`` raise this (an error inside mjteach, Ctrl+C)."""


def test_every_row_of_the_exit_code_table_has_a_case_and_every_case_a_row():
    assert table_rows() == set(CASES)


def run(argv: list[str]) -> int:
    try:
        return main(argv)
    except SystemExit as exc:  # argparse's usage errors
        return int(exc.code or 0)


@pytest.mark.parametrize("row", sorted(CASES), ids=[f"{c} {s}" for c, s in sorted(CASES)])
def test_the_cli_exits_with_the_status_the_table_gives(row, realgames, tmp_path, capsys,
                                                       monkeypatch):
    if row in FAULTS:
        import mjteach.commands.render as render

        def fail(args, fault=FAULTS[row]):
            raise fault

        monkeypatch.setattr(render, "run", fail)
        monkeypatch.delenv("MJTEACH_DEBUG", raising=False)
    argv = CASES[row](realgames, tmp_path)
    status = run(argv)
    captured = capsys.readouterr()
    assert status == row[1], (argv, captured.out[-500:], captured.err[-500:])
    assert "Traceback" not in captured.out + captured.err
    if status == 2:
        assert (captured.out + captured.err).strip(), "status 2 without a message"


def test_the_cli_help_points_to_the_table(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "docs/exit-codes.md" in capsys.readouterr().out
