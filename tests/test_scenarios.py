"""Shipped teaching scenarios run as scripted; bad scenarios are refused naming the problem."""

import json

import pytest

from mjteach.cli import main
from mjteach.scenario import ScenarioError, build_round, list_scenarios, load_scenario

F1, F2, F3 = "11445577m11345p", "6688m7799p1133s5z", "22445577s12346z"


@pytest.mark.parametrize("name", list_scenarios())
def test_every_shipped_scenario_runs_as_scripted(name):
    report = load_scenario(name).run()
    assert report["steps"], "each scenario scripts at least one action"
    json.dumps(report)


def test_shipped_set_covers_the_teaching_cases():
    names = set(list_scenarios())
    for needed in (
        "ankan_basic",
        "daiminkan_basic",
        "kakan_chankan",
        "kan_on_haitei_refused",
        "consecutive_ankan",
        "riichi_ankan_allowed",
        "riichi_ankan_refused",
        "suukaikan",
        "kuikae_suji",
        "call_priority_pon_over_chi",
        "call_priority_first_call",
        "old_rule_before_haitei",
        "sanma_kita_and_kan",
    ):
        assert needed in names


def test_ankan_scenario_reports_rinshan_dead_wall_and_indicators():
    """槓 § 嶺上牌, FORMATS.md §5.1: rinshan from yama 1, haitei joins the dead wall."""
    report = load_scenario("ankan_basic").run()
    start, after = report["start"], report["steps"][0]["state"]
    assert start["live_remaining"] == 69 and after["live_remaining"] == 68
    assert after["dora_indicators"] == ["3p", "7z"] and after["rinshan_remaining"] == 3
    assert after["dead_wall_indices"] == [0] + list(range(2, 15))  # yama 1 drawn, 14 joined
    kinds = [e["kind"] for e in report["steps"][0]["events"]]
    assert kinds == ["kan", "dora_reveal", "rinshan_draw", "wall_shift"]
    assert report["steps"][0]["events"][2]["data"]["index"] == 1


def test_refused_kans_are_explained_in_the_report():
    report = load_scenario("kan_on_haitei_refused").run()
    refused = {r["action"]: r["reason"] for r in report["start"]["refused"]}
    assert refused["ankan 8s"] == "kan.haitei"
    assert report["steps"][0]["reason"] == "kan.haitei" and report["steps"][0]["legal"] is False


def test_cli_prints_json(capsys):
    assert main(["scenario", "consecutive_kakan", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["steps"][1]["state"]["dora_indicators"] == ["3p", "7z"]


def test_scenario_with_a_fifth_tile_is_refused():
    with pytest.raises(ScenarioError, match=r"fifth 8s .*seat 1 hand"):
        build_round({"seats": ["2399m222666p888s+8s", "11445577m1134p8s", F2, F3]})


def test_scenario_with_an_impossible_meld_is_refused():
    with pytest.raises(ScenarioError, match=r"seat 0 hand: .*run"):
        build_round({"seats": ["2399m222666p+8s (1<35m)", F1, F2, F3]})


def test_scenario_with_a_wrong_hand_size_is_refused():
    with pytest.raises(ScenarioError, match=r"seat 2 hand has 12 tiles"):
        build_round({"seats": ["2399m222666p888s+8s", F1, F2[:-2], F3]})


def test_scenario_with_a_wall_of_the_wrong_size_is_refused():
    with pytest.raises(ScenarioError, match=r"'live' lists 71 tiles but the wall has room for 69"):
        build_round({"seats": ["2399m222666p888s+8s", F1, F2, F3], "live": "1z" * 71})


def test_scenario_action_for_the_wrong_seat_is_refused():
    data = load_scenario("ankan_basic").data | {"actions": ["1: discard 1m"]}
    with pytest.raises(
        ScenarioError, match=r"step 1 \(1: discard 1m\): seat 1 .*turn.not_your_turn"
    ):
        load_scenario(data).run()


def test_cli_reports_a_bad_scenario_in_one_line(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"seats": ["2399m222666p888s+8s", "11445577m1134p8s", F2, F3]}))
    assert main(["scenario", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "fifth 8s" in err and "Traceback" not in err


def test_scenario_from_the_whole_wall_deals_it():
    """A scenario may give the whole wall in yama order; the deal follows FORMATS.md §5.1."""
    from mjteach.wall import Wall

    yama = list(range(136))
    r = build_round({"yama": yama, "dice": [2, 3]})
    w = Wall.from_tenhou_yama(yama, (2, 3))
    assert r.players[0].concealed[:4] == list(w.yama[132:136][::-1])
    assert r.wall.live_remaining == 70 and r.phase == "draw"


def test_scenario_wall_of_the_wrong_size_is_refused_naming_it():
    text = "1111222233334444m"
    with pytest.raises(ScenarioError, match=r"yama: a 4-player wall has 136 tiles, not 16"):
        build_round({"yama": text})


# ----- what teachers set up (issue 12) ------------------------------------------------------------

F1, F2, F3 = "11445577m11345p", "6688m7799p1133s5z", "22445577s12346z"


def test_scenario_double_riichi_scores_double_riichi():
    """A scenario can put a seat in double riichi (ダブル立直, 2 han in place of riichi)."""
    from mjteach.round import Action

    seats = [{"hand": "123m456p789s1122z+1z", "double_riichi": True, "discards": "9p"},
             F1, F2, F3]
    r = build_round({"rules": {"preset": "tenhou"}, "seats": seats, "interrupted": True},
                    name="t")
    assert r.players[0].double_riichi and r.players[0].riichi_discard == 0
    win = [e for e in r.play(Action.tsumo(0)) if e.kind == "win"][0]
    keys = {y.key: y.han for y in win.data["valuation"].yaku}
    assert keys.get("double_riichi") == 2 and "riichi" not in keys


def test_scenario_melds_in_order_set_up_pao():
    """Melds on the table in order, each from the seat its mark names: the pon that completes
    the third dragon set makes its discarder liable (包, rulesets.md §2.4)."""
    seats = ["234m5p (555<5z) (666^6z) (777>7z)", F1, "6688m7799p1133s4z", "22445577s12344z"]
    r = build_round({"rules": {"preset": "tenhou"}, "seats": seats, "turn": 1, "phase": "draw"},
                    name="t")
    assert r.pao == {0: (("daisangen", 1),)}  # 7z came from shimocha (seat 1)
    seats[0] = "234m5p (777>7z) (666^6z) (555<5z)"
    r = build_round({"rules": {"preset": "tenhou"}, "seats": seats, "turn": 1, "phase": "draw"},
                    name="t")
    assert r.pao == {0: (("daisangen", 3),)}  # now the 5z pon from kamicha completes it


@pytest.mark.parametrize(("change", "words"), [
    ({"honba": -1}, "honba"),
    ({"riichi_sticks": "2"}, "riichi_sticks"),
    ({"scores": [25000, 25000, 25000]}, "scores"),
    ({"scores": [25000, 25000, 25000, 24000], "riichi_sticks": 0, "total": 100000}, "total"),
    ({"round_wind": 5}, "round_wind"),
])
def test_inconsistent_start_is_refused_naming_it(change, words):
    data = {"rules": {"preset": "tenhou"}, "seats": ["123m456p789s1122z+1z", F1, F2, F3],
            **change}
    with pytest.raises(ScenarioError, match=words):
        build_round(data, name="t")


def test_scenario_start_scores_honba_sticks_reach_the_round():
    data = {"rules": {"preset": "tenhou"}, "seats": ["123m456p789s1122z+1z", F1, F2, F3],
            "scores": [24000, 25000, 25000, 25000], "riichi_sticks": 1, "honba": 2,
            "total": 100000}
    r = build_round(data, name="t")
    assert (r.scores, r.riichi_sticks, r.honba) == ([24000, 25000, 25000, 25000], 1, 2)


def test_why_a_call_on_the_last_discard_was_refused():
    """河底牌 (calls_on_houtei False, Tenhou): nobody may pon the last discard, so the hand ends
    at once; asking afterwards still gives the reason, call.houtei."""
    from mjteach.round import Action

    seats = [{"hand": "123m456p789s1122z", "discards": "3p"}, {"hand": F1, "discards": "3s"},
             {"hand": "6688m7799p1133s5z", "discards": "4s"}, {"hand": F3, "discards": "6s"}]
    r = build_round({"rules": {"preset": "tenhou"}, "seats": seats, "turn": 0, "phase": "draw",
                     "live": "9p", "live_remaining": 1, "interrupted": True}, name="t")
    r.play(Action.draw(0))
    r.play(Action.discard(0, "9p"))
    assert r.result["type"] == "exhaustive_draw"
    assert r.why_not(Action.pon(2, "9p")).code == "call.houtei"
    assert r.why_not(Action.draw(1)).code == "round.over"


def test_hand_round_deals_the_hand_to_the_dealer_in_mid_play():
    """scenario.hand_round (moved from the KanLab widget: a situation is the model's business):
    seat 0 holds the hand, it is seat 0's turn, two discards in every river; a wrong size is a
    ScenarioError naming the size."""
    from mjteach.hand import Hand
    from mjteach.rules import Rules
    from mjteach.scenario import ScenarioError, hand_round

    rnd = hand_round(Hand.parse("1112345678999p+1p"), Rules())
    assert rnd.players[0].hand.notation == "1112345678999p+1p" and rnd.turn == 0
    assert all(len(p.discards) == 2 for p in rnd.players)
    with pytest.raises(ScenarioError, match="12"):
        hand_round(Hand.parse("111234567899p"), Rules())


def test_an_unknown_scenario_name_is_refused_with_the_shipped_names():
    """KanLab("four_eights") or `mjteach scenario nope`: a ScenarioError listing what exists, not a
    FileNotFoundError traceback (a newcomer's typo)."""
    import pytest

    from mjteach.scenario import ScenarioError, load_scenario

    with pytest.raises(ScenarioError, match="no scenario 'four_eights'") as exc:
        load_scenario("four_eights")
    assert "ankan_basic" in str(exc.value)


def test_scenario_called_tile_keeps_the_riichi_discard_and_the_last_discard():
    """A tile called from a riichi seat's river goes back in before its listed discards, so the
    riichi discard (by default the last listed one) and the discard waiting for answers stay the
    same tiles; a double-riichi seat keeps its first discard first (issue 23 item 6)."""
    seats = [{"hand": "(3<33p)12345678m99s", "discards": "8s"},
             {"hand": "123m456p789s1122z", "discards": "9m1z", "riichi": True},
             {"hand": "(4<44p)11445577m23p", "discards": "6s"},
             {"hand": "6688m7799p1133s5z", "discards": "2s", "double_riichi": True}]
    r = build_round({"seats": seats, "turn": 1, "phase": "respond"})
    seat1 = r.players[1]
    assert [t.notation for t in seat1.discards] == ["4p", "9m", "1z"]
    assert seat1.called_away == [True, False, False] and seat1.riichi_discard == 2
    seat3 = r.players[3]
    assert [t.notation for t in seat3.discards] == ["2s", "3p"]
    assert seat3.called_away == [False, True] and seat3.riichi_discard == 0
