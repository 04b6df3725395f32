"""``mjteach score``: output, --json shape, and bad input answered by a message, not a traceback.

Sources: 槓 § 槓子の扱い (the article's examples used as input), issue 4 item 6.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from mjteach.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["score", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_json_output_for_the_sanankou_example(capsys):
    """--json prints one object with han, fu, yaku, points, payments and fu_breakdown; the parts
    add up to the fu (222p 666p 23m 99m [8888s] ron 1m: sanankou, 60 fu, 3900)."""
    code, out, _ = run(capsys, "222p666p23m99m [8888s]", "--win", "1m", "--json")
    assert code == 0
    data = json.loads(out)
    assert {"han", "fu", "yaku", "points", "payments", "fu_breakdown"} <= set(data)
    assert data["han"] == 2 and data["fu"] == 60 and data["points"] == 3900
    assert [(y["name"], y["han"]) for y in data["yaku"]] == [
        ("Sanankou (three concealed triplets)", 2)
    ]
    assert sum(p["fu"] for p in data["fu_breakdown"]) == 60
    assert data["payments"] == {"0": -3900, "1": 3900, "2": 0, "3": 0}


def test_json_hatsu_daiminkan_only_hatsu(capsys):
    """The article's second example: with a hatsu daiminkan only hatsu is scored."""
    code, out, _ = run(capsys, "222p666p23m99m (66^66z)", "--win", "1m", "--json")
    data = json.loads(out)
    assert code == 0 and [y["key"] for y in data["yaku"]] == ["hatsu"] and data["fu"] == 50


def test_text_output_lists_every_fu_part(capsys):
    """The text output names each part, in the chosen language."""
    code, out, _ = run(
        capsys,
        "23m678p789s11z [5555p]",
        "--win",
        "1m",
        "--tsumo",
        "--rinshan",
        "--dealer",
        "--riichi",
        "--dora",
        "4p",
        "--lang",
        "ja",
    )
    assert code == 0
    assert "嶺上開花" in out and "[5555p]" in out
    assert "連風牌の雀頭" in out and "50符に切り上げ" in out
    assert "E +18000" in out


def test_tsumo_with_13_tile_hand_adds_the_win_tile(capsys):
    """A 13-tile hand with --tsumo gets the --win tile as its drawn tile; a 14-tile hand for a
    ron gives the win tile back."""
    code, out, _ = run(capsys, "222p666p23m99m [8888s]", "--win", "1m", "--tsumo", "--json")
    assert code == 0 and json.loads(out)["han"] == 3
    code, out, _ = run(capsys, "222p666p123m99m [8888s]", "--win", "1m", "--json")
    assert code == 0 and json.loads(out)["fu"] == 60


@pytest.mark.parametrize(
    "argv, code, words",
    [
        (["222p666p23m99m [8888s]", "--win", "5m"], 1, "not a complete hand"),
        (["222p66p23m99m [8888s]", "--win", "1m"], 1, "14 tiles"),
        (["23m678s789p99s (3<45s)", "--win", "1m"], 1, "no yaku"),
        (["222p666p23m99m [8888s]", "--win", "1m", "--rinshan"], 2, "--rinshan needs --tsumo"),
        (["222p666p23m99m [8888s]", "--win", "1m", "--tsumo", "--chankan"], 2, "ron"),
        (
            ["222p666p23m99m [8888s]", "--win", "1m", "--tsumo", "--rinshan", "--haitei"],
            2,
            "not haitei",
        ),
        (["222p666p23m99m [8888s]", "--win", "1m", "--seat", "S", "--dealer"], 2, "East"),
        (["222p666p2x3m99m", "--win", "1m"], 2, "column"),
        (["222p666p23m99m [8888s]", "--win", "1q"], 2, "--win"),
        (["222p666p23m99m [8888s]", "--win", "1m", "--rules", "nope"], 2, "preset"),
        (["222p666p23m99m [8888s]", "--win", "1m", "--dora", "4x"], 2, "--dora"),
        (["222p666p23m99m+1m [8888s]", "--win", "1m"], 2, "drawn"),
    ],
)
def test_bad_input_exits_nonzero_with_a_message(capsys, argv, code, words):
    """Bad input (incomplete hand, a win tile that does not complete it, contradictory flags, bad
    notation) exits non-zero with one line saying which, no traceback."""
    got, out, err = run(capsys, *argv)
    assert got == code
    assert words in err
    assert "Traceback" not in err and out == ""


def test_exit_code_from_a_real_process():
    """The installed entry point exits 2 on rinshan with ron and prints no traceback."""
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "mjteach",
            "score",
            "222p666p23m99m [8888s]",
            "--win",
            "1m",
            "--rinshan",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2 and "rinshan" in proc.stderr and "Traceback" not in proc.stderr


def test_single_rule_override_changes_the_value(capsys):
    """--rule NAME=VALUE overrides one option of the preset (issue 12): a rinshan kaihou with
    rinshan_tsumo_fu=false loses the 2 tsumo fu (rulesets.md §2.7; JPML per S40): 72 → 80 fu
    becomes 70 fu."""
    hand = "234m567p2s+2s [8888s] [1111z]"
    _, out, _ = run(capsys, hand, "--tsumo", "--rinshan", "--json")
    assert json.loads(out)["fu"] == 80
    code, out, _ = run(capsys, hand, "--tsumo", "--rinshan", "--json",
                       "--rule", "rinshan_tsumo_fu=false")
    assert code == 0 and json.loads(out)["fu"] == 70


@pytest.mark.parametrize(("override", "words"), [
    ("nosuch=1", "no option 'nosuch'"),
    ("kuitan=maybe", "true or false"),
    ("max_ron_winners=7", "max_ron_winners"),
    ("kuitan", "NAME=VALUE"),
])
def test_bad_rule_override_is_refused_naming_it(capsys, override, words):
    code, _, err = run(capsys, "234m567p2s+2s [8888s] [1111z]", "--tsumo", "--rule", override)
    assert code == 2 and words in err and "Traceback" not in err
