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
