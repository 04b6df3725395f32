"""Tasks a lab sets (mjteach.tasks, issue 21 item 9): the learner acts, the lab judges.

Each check plays the learner's actions on a real lab and reads the verdict the lab shows; the
verdict comes from the engine (waits, values, yaku), not from a stored answer.
"""

from __future__ import annotations

import pytest

from mjteach import Rules
from mjteach.tasks import BestCall, CallOnlyWithYaku, KeepWaitThroughKan, LiveDraws, SafeFromChankan
from mjteach.widgets import CallLab, KanLab, WallView

TENHOU = Rules.preset("tenhou")


def test_keep_wait_task_needs_the_kan_and_a_discard_that_keeps_the_wait():
    # 2399m 222p 666p 888s + 8s waits on 1m-4m; the replacement tile is 3m (it does not win:
    # a replacement tile that completed the hand would make "discard and keep the wait" wrong)
    lab = KanLab("ankan_basic", rules=TENHOU, task=KeepWaitThroughKan())
    assert "1m 4m" in lab.task.goal("en") and lab.task_state == ""
    lab.press("discard", "8s")
    assert lab.task_state == "not_met" and "without declaring the kan" in lab.task_html.value
    lab.back()
    lab.press("ankan", "8s")
    assert lab.task_state == ""  # the turn is not finished
    lab.press("discard", "2m")  # 33m 99m: a shanpon wait on 3m and 9m now
    assert lab.task_state == "not_met" and "3m 9m" in lab.task.judge(lab).message("en")
    lab.back()
    lab.press("discard", "3m")
    assert lab.task_state == "met"


def test_keep_wait_task_replacement_tile_does_not_complete_the_hand():
    """A lab that asks to keep the wait through the kan must not hand the learner a winning
    replacement tile (rinshan kaihou: the right move would be tsumo, not a discard)."""
    for name in ("ankan_basic", "consecutive_ankan"):
        lab = KanLab(name, rules=TENHOU, task=KeepWaitThroughKan())
        kans = [a for a in lab.round.legal_actions(0) if a.kind == "ankan"]
        while kans:
            lab.press("ankan", kans[0].tile.notation)
            kans = [a for a in lab.round.legal_actions(0) if a.kind == "ankan"]
        assert all(a.kind != "tsumo" for a in lab.round.legal_actions(0)), name


def test_best_call_task_prefers_the_pass_when_the_open_call_lowers_the_ron():
    # concealed 234m 678m 777z 5p + 777s, kamicha discards 7s: opening loses the concealed-ron fu
    lab = KanLab.demo("daiminkan", rules=TENHOU, task=BestCall("5p"))
    assert lab.task.values == {"pass": 1600, "pon": 1300, "daiminkan": 1300}
    lab.press("daiminkan", "7s")
    assert lab.task_state == "not_met"
    assert "1600" in lab.task_html.value and "1300" in lab.task_html.value
    lab.back()
    lab.press("pass")
    assert lab.task_state == "met"


def test_live_draws_task_counts_kans_and_refuses_ordinary_draws():
    view = WallView(None, seed=6, task=LiveDraws(67))
    assert view.live_remaining == 70
    view.kan(), view.kan()
    assert view.task_state == ""
    view.kan()
    assert view.task_state == "met"
    view.kan()
    assert view.task_state == "not_met" and "one kan too many" in view.task_html.value
    view.reset()
    view.draw(), view.draw(), view.draw()
    assert view.task_state == "not_met" and "only kans" in view.task_html.value


@pytest.mark.parametrize(("kuitan", "pon_right"), [(True, True), (False, False)])
def test_call_only_with_yaku_follows_the_open_tanyao_rule(kuitan, pon_right):
    # seat 2's pon of 3m leaves 234p 567s 66p 78s: a 6s win is all simples, a yaku only with kuitan
    lab = CallLab("worth_a_call", rules=TENHOU.replace(kuitan=kuitan), task=CallOnlyWithYaku(2))
    lab.declare(2, "pon")
    assert lab.task_state == ("met" if pon_right else "not_met")
    lab.reset()
    lab.declare(2, "pass")
    assert lab.task_state == ("not_met" if pon_right else "met")


def test_a_chi_that_leaves_no_yaku_is_judged_wrong():
    # seat 1's chi of 3m with 45m leaves 789p 234s 11s 56p: no yaku, whatever it discards
    lab = CallLab("worth_a_call", rules=TENHOU, task=CallOnlyWithYaku(1))
    lab.declare(1, "chi")
    assert lab.task_state == "not_met" and "no yaku" in lab.task_html.value


def test_the_task_and_its_verdict_follow_the_learners_language():
    from mjteach import set_language
    from mjteach.i18n import get_language

    lab = KanLab.demo("daiminkan", rules=TENHOU, task=BestCall("5p"))
    lab.press("pass")
    old = get_language()
    try:
        set_language("ja")
        assert "課題" in lab.task_html.value and "見送り" in lab.task_html.value
        set_language("zh")
        assert "任务" in lab.task_html.value and "过" in lab.task_html.value
    finally:
        set_language(old)


def test_a_demo_task_starts_from_the_position_the_learner_gets():
    # the kakan demo plays its pon and discard first: the wait to keep is the one after them (5p)
    lab = KanLab.demo("kakan", rules=TENHOU, task=KeepWaitThroughKan())
    assert "5p" in lab.task.goal("en")
    lab.press("draw"), lab.press("kakan", "8p")
    lab.press("discard", "5p")  # the replacement tile 6z kept: a wait on 6z now
    assert lab.task_state == "not_met" and "6z" in lab.task_html.value
    lab.back()
    lab.press("discard", "6z")
    assert lab.task_state == "met"


def test_safe_from_chankan_refuses_the_kakan_a_waiting_player_could_rob():
    # a pon of 1p with the fourth 1p, four 4p; the player on the right waits on 1p-4p
    lab = KanLab("chankan_choice", rules=TENHOU, task=SafeFromChankan())
    assert "1p 4p" in lab.task.goal("en")
    lab.press("kakan", "1p")
    assert lab.task_state == "not_met" and "chankan" in lab.task_html.value
    lab.back()
    lab.press("ankan", "4p")
    assert lab.task_state == ""  # not done before the discard
    lab.press("discard", "8s")
    assert lab.task_state == "met" and "kokushi" in lab.task_html.value
    lab.back(), lab.back()
    lab.press("discard", "8s")
    assert lab.task_state == "not_met" and "without declaring the kan" in lab.task_html.value


def test_without_chankan_the_same_kakan_is_safe():
    lab = KanLab("chankan_choice", rules=TENHOU.replace(chankan=False), task=SafeFromChankan())
    lab.press("kakan", "1p")
    lab.press("discard", "8s")
    assert lab.task_state == "met"


@pytest.mark.parametrize(("preset", "pon_takes"), [("tenhou", True), ("wrc", False)])
def test_call_only_if_it_takes_follows_the_priority_rule(preset, pon_takes):
    # the chi is declared first and the ron passes: ranked by kind the pon takes the 6p, under the
    # first voice it loses to the chi (a late pon)
    from mjteach.course import late_pon_lab

    lab = late_pon_lab(preset)
    assert lab.learner_actions() == [] and lab.task_state == ""
    lab.declare(2, "pon")
    assert lab.task_state == ("met" if pon_takes else "not_met")
    assert (lab.taken_by == 2) is pon_takes
    lab.reset()
    assert lab.declared == ["1 chi", "3 pass"]  # the prelude is made again
    lab.declare(2, "pass")
    assert lab.task_state == ("not_met" if pon_takes else "met")


def test_the_pon_task_is_judged_again_under_new_rules():
    from mjteach.course import late_pon_lab

    lab = late_pon_lab("tenhou")
    lab.declare(2, "pon")
    assert lab.task_state == "met"
    lab.rules = Rules.preset("wrc")
    assert lab.declared == ["1 chi", "3 pass", "2 pon"] and lab.task_state == "not_met"


def test_discard_not_kuikae_refuses_the_called_tile_and_the_other_end():
    # 6789p, chi 6p with 78p: 6p (the called tile) and 9p (the other end) are kuikae under Tenhou
    from mjteach.course import kuikae_choice_lab

    lab = kuikae_choice_lab("tenhou")
    assert "9p" in lab.discard_rack.tiles and lab.kuikae_html.value == ""  # not given away
    assert lab.discard("9p") is not None
    assert lab.task_state == "not_met" and lab.kuikae_refused == ["6p", "9p"]
    lab.reset()
    assert lab.discard("2z") is None
    assert lab.task_state == "met" and lab.discard_box.children == []
    with pytest.raises(ValueError, match="once"):
        lab.discard("1m")


def test_where_kuikae_is_allowed_the_other_end_may_go():
    from mjteach.course import kuikae_choice_lab

    lab = kuikae_choice_lab("saikouisen_classic")
    lab.discard("9p")
    assert lab.task_state == "met"


def test_a_call_lab_task_says_to_start_again_not_to_press_a_back_button_it_lacks():
    from mjteach.course import late_pon_lab

    lab = late_pon_lab("tenhou")
    lab.declare(2, "pass")
    assert lab.task_state == "not_met"
    assert "Start again" in lab.task_html.value and "Back" not in lab.task_html.value
    assert lab.reset_button.description == "Start again"


def test_keep_wait_task_with_two_ankans_only_the_free_triplets_kan_keeps_the_wait():
    # lesson 05: 3444456m 678p 999s + 9s waits on 2m 3m 5m 6m; the four 4m are part of that wait,
    # the 999s are not (the only ankan a riichi under the same-wait rule would allow)
    lab = KanLab("ankan_which_keeps_wait", rules=TENHOU, task=KeepWaitThroughKan())
    assert "2m 3m 5m 6m" in lab.task.goal("en")
    lab.press("ankan", "4m")
    lab.press("discard", "1z")
    assert lab.task_state == "not_met" and "not on 2m 3m 5m 6m" in lab.task_html.value
    lab.back(), lab.back()
    lab.press("ankan", "9s")
    assert lab.task_state == ""
    lab.press("discard", "1z")
    assert lab.task_state == "met"


@pytest.mark.parametrize(("kuitan", "kan_right"), [(True, True), (False, False)])
def test_daiminkan_only_with_yaku_follows_the_open_tanyao_rule(kuitan, kan_right):
    # lesson 06: 234m 678p 3466s 888s, kamicha discards 8s; after the daiminkan the hand waits on
    # 2s or 5s with every tile a simple: a yaku (tanyao) only where open tanyao counts
    lab = KanLab("daiminkan_keeps_yaku", rules=TENHOU.replace(kuitan=kuitan), task=CallOnlyWithYaku(0))
    assert lab.task.worth["daiminkan"] is kan_right
    lab.press("daiminkan", "8s")
    assert lab.task_state == ("met" if kan_right else "not_met")
    if not kan_right:
        assert "no yaku left" in lab.task_html.value
    lab.back()
    lab.press("pass")
    assert lab.task_state == ("not_met" if kan_right else "met")


def test_a_daiminkan_keeps_a_yaku_when_the_kan_is_itself_a_yakuhai():
    from mjteach import Hand, Meld
    from mjteach.tasks import call_keeps_a_yaku

    # 123m 789p 345s 5s and three red dragons: the open kan of dragons is a yaku by itself
    dragons = Hand.parse("123m 789p 345s 5s 777z")
    assert call_keeps_a_yaku(dragons, Meld.daiminkan("7777z", "7z", "kamicha"), TENHOU)
    # the same shape with 888s instead: no yaku once open (no tanyao: 1m, 9p)
    plain = Hand.parse("123m 789p 345s 5s 888s")
    assert not call_keeps_a_yaku(plain, Meld.daiminkan("8888s", "8s", "kamicha"), TENHOU)
