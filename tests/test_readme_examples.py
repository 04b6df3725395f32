"""Every example in README.md works as written: the notation table, the whole hand, the CLI lines.

Source: README.md (§ Notation, § Command line); a newcomer copies these first (issue: the whole-hand
example held 17 tiles and the scenario line named a file that does not exist).
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from mjteach.cli import main
from mjteach.hand import Hand

ROOT = Path(__file__).resolve().parents[1]

README = (ROOT / "README.md").read_text(encoding="utf-8")


def _section(title: str) -> str:
    return README.split(f"## {title}", 1)[1].split("\n## ", 1)[0]


def _notation_examples() -> list[str]:
    table = [
        line for line in _section("Notation").splitlines() if line.startswith("|") and "`" in line
    ]
    return [code for line in table for code in re.findall(r"`([^`]+)`", line.split("|")[2])]


def test_notation_table_examples_parse_and_round_trip():
    """Each example in the notation table parses, and its canonical form parses to an equal hand."""
    examples = _notation_examples()
    assert len(examples) == 13
    for text in examples:
        hand = Hand.parse(text)
        assert Hand.parse(hand.notation) == hand, text


def test_whole_hand_example_is_a_legal_hand_with_every_meld_kind():
    """The "whole hand" example is a possible hand (14 tiles, a kan counting 3) showing chi, pon,
    kakan and ankan."""
    block = _section("Notation").split("Example of a whole hand", 1)[1]
    text = re.search(r"```\n(.+?)\n```", block, re.S).group(1).strip()
    hand = Hand.parse(text)
    assert {m.kind.value for m in hand.melds} == {"chi", "pon", "kakan", "ankan"}
    assert len(hand.concealed) + (hand.drawn is not None) + 3 * len(hand.melds) == 14


def _cli_lines() -> list[list[str]]:
    block = re.search(r"```sh\n(.+?)\n```", _section("Command line"), re.S).group(1)
    return [shlex.split(line.split("  #", 1)[0]) for line in block.splitlines() if line.strip()]


@pytest.mark.parametrize("argv", _cli_lines(), ids=lambda a: " ".join(a[:2]))
def test_readme_cli_line_runs(argv, tmp_path, monkeypatch, capsys):
    """Each README command line exits 0 when run from the project folder (render writes into a
    temporary folder)."""
    assert argv[0] == "mjteach"
    monkeypatch.chdir(ROOT)
    args = argv[1:]
    if "-o" in args:
        args[args.index("-o") + 1] = str(tmp_path / args[args.index("-o") + 1])
    code = main(args)
    err = capsys.readouterr().err
    assert code == 0, err


def test_scenario_cli_unknown_name_lists_the_shipped_ones(capsys):
    """``mjteach scenario nope``: one line naming the input and the shipped scenarios, status 2."""
    code = main(["scenario", "nope"])
    err = capsys.readouterr().err
    assert code == 2
    assert "'nope'" in err and "ankan_basic" in err and "--list" in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_scenario_cli_accepts_hyphen_and_json_suffix_in_a_bare_name(capsys):
    """``ankan-basic`` and ``ankan_basic.json`` name the shipped ankan_basic; a missing path does
    not silently fall back to a shipped file."""
    for name in ("ankan-basic", "ankan_basic.json"):
        assert main(["scenario", name]) == 0
        assert capsys.readouterr().out.startswith("ankan_basic:")
    assert main(["scenario", "no/such/ankan_basic.json"]) == 2
