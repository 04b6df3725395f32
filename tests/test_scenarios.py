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
