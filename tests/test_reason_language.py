"""Reasons read in the learner's language all the way through (no English action names inside a
Japanese or Chinese sentence)."""

import re

import mjteach
from mjteach.round import Action, Round


def test_a_refused_pon_reads_entirely_in_japanese_and_chinese():
    r = Round(seed=1)
    reason = r.why_not(Action("pon", 1, None))
    assert reason is not None and reason.code == "call.no_discard"
    assert reason.message("ja").startswith("ポンは他家の捨て牌")
    assert reason.message("zh").startswith("碰只能")
    assert reason.message("en").startswith("A pon takes")
    for lang in ("ja", "zh"):
        assert not re.search(r"\b(pon|chi|ankan|kakan|daiminkan)\b", reason.message(lang))


def test_a_seat_that_does_not_exist_is_named_with_its_value():
    r = Round(seed=1)
    before = r.snapshot()
    reason = r.why_not(Action("discard", 7, None))
    assert reason.code == "action.bad_seat"
    assert reason.message("en") == (
        "Seat 7 does not exist: the 4 seats are numbered from 0 (whole numbers)."
    )
    assert "'0'" in r.why_not(Action("discard", "0", None)).message("en")
    mjteach.set_language("ja")
    assert str(reason).startswith("席 7 はありません")
    assert r.snapshot() == before


def test_a_discard_without_a_tile_asks_which_tile_and_changes_nothing():
    r = Round(seed=1)
    r.play(Action("draw", r.turn))
    before = r.snapshot()
    reason = r.why_not(Action("discard", r.turn, None))
    assert reason.code == "action.needs_tile"
    assert reason.message("en") == "Which tile? A discard names the tile, e.g. 'discard 5m'."
    assert reason.message("ja").startswith("どの牌ですか？ 打牌には")
    assert r.snapshot() == before


def test_a_round_accepts_a_preset_name_for_its_rules():
    assert Round("m_league", seed=2).rules.name == "m_league"


def test_the_kan_kind_inside_a_reason_is_translated():
    """An ankan asked for before the draw: the kan's kind reads 暗槓 / 暗杠, not 'ankan'."""
    r = Round(seed=1)
    reason = r.why_not(Action.ankan(0, "1m"))
    assert reason is not None
    for lang in ("ja", "zh"):
        assert "ankan" not in reason.message(lang)


def test_a_tile_inside_a_reason_is_named_in_the_learners_language():
    """'needs all four 2p' reads "2 Pin (2p)" / "二筒（2p）": the name first, the notation after."""
    from mjteach.scenario import load_scenario

    r = load_scenario("ankan_basic").round
    reason = r.why_not(Action.ankan(0, "2p"))
    assert reason.code == "kan.not_four"
    assert reason.message("en") == "An ankan needs all four 2 Pin (2p) in your hand; you hold 3."
    assert "二筒（2p）" in reason.message("ja")
    assert "二筒（2p）" in reason.message("zh")
