"""`mjteach replay FILE... --check [--json]`: counts, mismatches, exit status."""

from __future__ import annotations

import json

from mjteach.cli import main

ABORT_GAME = "2016052515gm-00a9-0000-c4d72066.mjlog"


def test_replay_check_prints_the_counts(realgames, capsys):
    """The text report gives hands, kans by kind, rinshan draws, indicator reveals, wins valued
    and mismatches; exit status 0 when the engine agrees with every hand."""
    status = main(["replay", str(realgames / "mjlog" / ABORT_GAME), "--check"])
    out = capsys.readouterr().out
    assert status == 0
    assert "1 file(s), 14 hand(s): 14 replayed with no mismatch" in out
    assert "kans: ankan 3, kakan 3, daiminkan 0" in out
    assert "rinshan draws: 6" in out and "mismatches: 0" in out


def test_replay_check_json_and_nonzero_exit_on_mismatch(realgames, tmp_path, capsys):
    """--json prints the report; a record altered to disagree with its seed's wall (one draw tile
    swapped) gives a mismatch naming file, hand and step, and exit status 1."""
    text = (realgames / "mjlog" / ABORT_GAME).read_text()
    bad = tmp_path / "bad.mjlog"
    bad.write_text(text.replace("<T90/><D104/>", "<T91/><D104/>", 1))
    status = main(["replay", str(bad), "--check", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert status == 1 and not report["ok"]
    first = report["mismatches"][0]
    assert (first["file"], first["hand"], first["step"], first["check"]) == ("bad.mjlog", 0, 0,
                                                                             "draw")
    assert report["counts"]["hands"] == 14


def test_replay_of_a_folder_without_check_lists_files(realgames, capsys):
    """A folder expands to its records; without --check only the reading summary is printed."""
    status = main(["replay", str(realgames / "tenhou-json")])
    out = capsys.readouterr().out
    assert status == 0
    assert "mjai-reviewer_suukantsu_0.json: 1 hand(s), kans 1/2/1" in out


def test_unreadable_file_exits_2(tmp_path, capsys):
    """A file that is not a game record: one line naming it, exit status 2, no traceback."""
    junk = tmp_path / "junk.mjlog"
    junk.write_text("<mjloggm><INIT")
    status = main(["replay", str(junk), "--check"])
    out = capsys.readouterr().out
    assert status == 2 and "junk.mjlog" in out and "Traceback" not in out


def test_unreadable_file_is_reported_before_the_counts(tmp_path, capsys):
    """The text report names an unreadable file and the number of such files before the summary
    line, so "0 replayed with no mismatch" is never the first thing a user reads."""
    junk = tmp_path / "junk.mjlog"
    junk.write_text("hello")
    status = main(["replay", str(junk), "--check"])
    lines = capsys.readouterr().out.splitlines()
    assert status == 2
    assert lines[0].startswith(str(junk)) and "not a game record" in lines[0]
    assert lines[1] == "unreadable files: 1"
    assert len(lines) == 2  # nothing was read: no block of zero counts after it


def test_unreadable_file_beside_a_good_one_still_gets_the_counts(tmp_path, capsys, realgames):
    junk = tmp_path / "junk.mjlog"
    junk.write_text("hello")
    good = realgames / "tenhou-json" / "mjai-reviewer_rinshan.json"
    status = main(["replay", str(junk), str(good), "--check"])
    lines = capsys.readouterr().out.splitlines()
    assert status == 2
    assert lines[1] == "unreadable files: 1"
    assert lines[2].startswith("2 file(s), 1 hand(s): 1 replayed with no mismatch"), lines[2]


def test_replay_lang_prints_the_report_in_japanese_and_restores_the_language(realgames, capsys):
    """``--lang ja`` as on ``mjteach score``: the same counts as the English report (14 hands,
    ankan 3 / kakan 3 / daiminkan 0, 6 rinshan draws; 槓 § 嶺上牌) in Japanese, and the session
    language is English again afterwards."""
    from mjteach.i18n import get_language

    status = main(["replay", str(realgames / "mjlog" / ABORT_GAME), "--check", "--lang", "ja"])
    out = capsys.readouterr().out
    assert status == 0
    assert "1ファイル・14局：不一致なく再生できた局 14" in out
    assert "  槓：暗槓 3・加槓 3・大明槓 0" in out
    assert "  嶺上ツモ：6" in out and "  不一致：0" in out
    assert "mismatch" not in out
    assert get_language() == "en"


def test_replay_lang_zh_without_check(realgames, capsys):
    """Without --check the one-line file summary is in Chinese (14 hands, kans 3/3/0)."""
    status = main(["replay", str(realgames / "mjlog" / ABORT_GAME), "--lang", "zh"])
    assert status == 0
    assert capsys.readouterr().out.strip() == f"{ABORT_GAME}：14局，杠 3/3/0"
