"""``mjteach score --lang ja|zh``: its own option errors, the "not a win" line and the heading are
in the chosen language (house rule: every learner-facing text in en, ja and zh).

Source of the rule in the message: 槓 § 嶺上牌 / 嶺上開花 (a rinshan kaihou is a self-draw).
"""

from __future__ import annotations

import pytest

from mjteach.cli import main
from mjteach.i18n import get_language

HAND = "2399m222666p [8888s]"


@pytest.mark.parametrize(
    "lang,expected",
    [
        ("en", "--rinshan needs --tsumo: a rinshan kaihou is a win on the tile you draw"),
        ("ja", "--rinshan には --tsumo が必要です。嶺上開花は自分が引いた牌での和了です"),
        ("zh", "--rinshan 需要 --tsumo：岭上开花是用自己摸到的牌和牌"),
    ],
)
def test_rinshan_without_tsumo_is_refused_in_each_language(lang, expected, capsys):
    """--rinshan without --tsumo: status 2, one line, in the --lang language; the session language
    is left as it was."""
    code = main(["score", HAND, "--win", "1m", "--rinshan", "--lang", lang])
    err = capsys.readouterr().err
    assert code == 2
    assert err.strip() == f"mjteach score: error: {expected}"
    assert get_language() == "en"


def test_not_a_win_line_in_japanese(capsys):
    """A tile that does not complete the hand: status 1 and the whole line in Japanese."""
    code = main(["score", HAND, "--win", "5m", "--lang", "ja"])
    err = capsys.readouterr().err
    assert code == 1
    assert err.startswith("mjteach score: 和了になりません：") and "not a win" not in err


def test_heading_names_the_win_in_chinese(capsys):
    """The first output line names the winning tile and ron/tsumo in Chinese; the value line is
    the sanankou example (槓 § 槓子の扱い: 2 han 60 fu, 3900)."""
    assert main(["score", HAND, "--win", "1m", "--lang", "zh"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "2399m222666p [8888s]  和牌 1m（荣和）"
    assert lines[1] == "2番60符 3900点"


def test_scenario_report_labels_in_japanese(capsys):
    """``mjteach scenario ankan_basic --lang ja``: the state lines are labelled in Japanese
    (残りツモ, ドラ表示牌, 王牌) with the same values as in English: after the ankan (槓 § 嶺上牌)
    the live wall is one shorter (69 -> 68) and a kan-dora indicator is added (3p -> 3p7z)."""
    assert main(["scenario", "ankan_basic", "--lang", "ja"]) == 0
    out = capsys.readouterr().out
    assert "  局面 act・手番 席0・残りツモ 69・ドラ表示牌 3p・嶺上牌残り 4・海底牌 3z" in out
    assert "  局面 act・手番 席0・残りツモ 68・ドラ表示牌 3p7z・嶺上牌残り 3・海底牌 6s" in out
    assert "\n1. 席0：ankan 8s -> kan 8s, dora_reveal 7z, rinshan_draw 3m, wall_shift\n" in out
    assert "phase " not in out and "seat " not in out


def test_tsumo_hand_with_a_drawn_tile_needs_no_win_option(capsys):
    """A '+' drawn tile with --tsumo is the winning tile (the sanankou hand won by tsumo on 1m:
    3 han 50 fu, 6400, 槓 § 槓子の扱い); without a drawn tile --win is asked for in one line."""
    assert main(["score", "2399m222666p+1m [8888s]", "--tsumo"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:2] == ["2399m222666p+1m [8888s]  win 1m (tsumo)", "3 han 50 fu, 6400 points"]
    assert main(["score", HAND]) == 2
    err = capsys.readouterr().err
    assert err.startswith("mjteach score: error: --win TILE is needed")
    assert len(err.strip().splitlines()) == 1
