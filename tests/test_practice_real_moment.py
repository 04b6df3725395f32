"""The "real moment" concept (issue 20, new concept): exercises cut from the checked real Tenhou
records at each recorded kan, answered from the replay, shipped as mjteach/data/real_moments.json.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from mjteach.practice import CONCEPTS, make
from mjteach.practice import moments as moments_mod
from mjteach.practice.fairness import measure

ROOT = Path(__file__).resolve().parents[1]


def _tool():
    spec = importlib.util.spec_from_file_location("extract_moments",
                                                  ROOT / "tools" / "extract_moments.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_shipped_moments_match_a_fresh_extraction_from_the_records():
    """The package reads its own data file; that file must be what the tool cuts from
    tests/data/realgames today (a changed record or engine shows up here)."""
    tool = _tool()
    fresh = tool.dumps(tool.extract(), tool.extract_passes())
    assert moments_mod.DATA.read_text(encoding="utf-8") == fresh


def test_the_package_reads_no_test_data_at_run_time():
    pkg = Path(moments_mod.__file__).resolve().parents[1]
    assert moments_mod.DATA.resolve().is_relative_to(pkg)
    assert "tests" not in moments_mod.DATA.resolve().relative_to(pkg).parts


def test_at_least_thirty_distinct_recorded_moments():
    ms = moments_mod.moments()
    assert len({(m["file"], m["hand"], m["step"]) for m in ms}) >= 30
    assert {m["kind"] for m in ms} == {"ankan", "kakan", "daiminkan"}
    assert "real-moment" in CONCEPTS
    for d in (1, 2, 3):
        assert measure("real-moment", d, "tenhou")["situations"] >= 30


def _exercise_of(moment_id: str, difficulty: int, ask: str | None = None):
    for s in range(3000):
        ex = make("real-moment", s, difficulty)
        if ex.figure["moment"] == moment_id and ask in (None, ex.figure["ask"]):
            return ex
    raise AssertionError(f"no seed gives {moment_id}")


# 2016052515gm-…-c4d72066, hand E1-2 (four kans by two players): the 2nd kan is a kakan of 3m
# with 25 live tiles left; the same player's next move is a kakan of 4m, which turns the 3m
# kan's indicator (4p) before its own rinshan draw (Tenhou: an open kan's indicator waits for the
# discard or the next kan).
MOMENT = "2016052515gm-00a9-0000-c4d72066/E1-2/2"


def test_a_recorded_kakan_answers_from_the_replay():
    d1 = _exercise_of(MOMENT, 1)
    assert d1.answer == {"5p"}  # indicator 4p
    d2 = _exercise_of(MOMENT, 2, "timing")
    assert d2.answer == {"later"}
    assert "another kan, of 4 Man" in d2.texts("en")["explanation"][1]
    d3 = _exercise_of(MOMENT, 3)
    assert d3.answer == {"24/8"}  # 25 live -> 24; a kakan of simples gives 8 fu
    assert {c.id for c in d3.choices} == {"24/8", "25/8", "24/2", "25/2"}


def test_a_rinshan_win_on_a_kakan_never_turns_its_indicator():
    ms = [m for m in moments_mod.moments() if m["kind"] == "kakan"
          and m["then"]["did"] in ("rinshan_win", "robbed")]
    assert ms and all(m["indicator_timing"] == "none" and m["indicator"] is None for m in ms)
    ankan = [m for m in moments_mod.moments() if m["kind"] == "ankan"]
    assert all(m["indicator_timing"] == "immediate" for m in ankan)


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_real_moment_texts_in_every_language(lang):
    for d in (1, 2, 3):
        tx = make("real-moment", 3, d).texts(lang)
        assert tx["prompt"] and all(tx["explanation"]) and tx["mistake"] and tx["hint"]


def test_what_was_legal_comes_from_the_replayed_moment():
    """d2 (half the seeds): at 2017031200…ebc05bd5 S1-0 the South player could declare riichi
    as well as the ankan of 3p (closed hand, tenpai); at 2011020415…e037b629 S4-0 three 9s in
    hand let the daiminkan or a pon take the discard."""
    riichi = _exercise_of("2017031200gm-00a9-0000-ebc05bd5/S1-0/1", 2, "legal")
    assert riichi.multi and riichi.answer == {"ankan", "riichi"}
    assert riichi.grade(["ankan", "riichi"]) and not riichi.grade(["ankan"])
    pon = _exercise_of("2011020415gm-00a9-0000-e037b629/S4-0/1", 2, "legal")
    assert pon.answer == {"daiminkan", "pon"}
    assert {c.id for c in pon.choices} == {"daiminkan", "pon", "chi", "ron"}


def test_a_kan_passed_up_asks_what_was_legal_and_tells_what_was_done():
    """Call or pass: at 2010081709…fe3371ad E1-0 the North player held three 2m when another
    player discarded 2m: daiminkan and pon were legal; the record shows the tile let go."""
    ms = moments_mod.passes()
    assert len({(m["file"], m["hand"], m["step"], m["seat"]) for m in ms}) >= 30
    ex = _exercise_of("2010081709gm-00a9-0000-fe3371ad/E1-0/pass1", 2, "legal")
    assert ex.answer == {"daiminkan", "pon"}
    tx = ex.texts("en")
    assert "discarded 2 Man" in tx["prompt"]
    assert "did not make the daiminkan (open kan) of 2 Man (2m): let the tile go" in \
        tx["explanation"][1]
