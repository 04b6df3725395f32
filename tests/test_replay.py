"""Replaying real Tenhou games through the engine (FORMATS.md §5–§7): every draw, rinshan draw,
kan-dora reveal and its moment, every call/kan/win's legality, every draw and every win's value
must be what Tenhou recorded."""

from __future__ import annotations

import dataclasses

import pytest

from mjteach.logs import load
from mjteach.logs.mjlog import read_mjlog
from mjteach.logs.replay import (
    HandReplay,
    rebuild_yama,
    replay_files,
    replay_game,
    replay_hand,
    rules_for,
)
from mjteach.logs.tenhou_json import read_tenhou_json
from mjteach.rules import KanDoraTiming
from mjteach.tiles import Tile

ABORT_GAME = "2016052515gm-00a9-0000-c4d72066.mjlog"


def test_every_real_mjlog_hand_replays_with_zero_mismatches(realgames):
    """All 361 hands of the 35 mjlogs (FORMATS.md §1 totals plus the six mjx_* records of
    SOURCES.md): the engine, on the wall regenerated from the seed, predicts every draw (63
    rinshan draws), all 58 kan-dora reveals at their moment, finds every one of the 32 ankan /
    27 kakan / 6 daiminkan and 685 chi/pon legal, ends the 68 exhaustive draws (one nagashi
    mangan) and the 6 abortive draws (kan4, kaze4, reach4, ron3, 2 yao9) as Tenhou did with the
    recorded payments (RYUUKYOKU sc), values all 289 wins (han, fu, yaku, points, payments) as
    Tenhou did, and replays the 2 hands the records cut short up to where they stop."""
    report = replay_files(sorted((realgames / "mjlog").glob("*.mjlog")))
    assert [str(m) for m in report.mismatches] == []
    c = report.counts
    assert (c.hands, c.hands_ok, c.incomplete) == (361, 361, 2)
    assert c.kans == {"ankan": 32, "kakan": 27, "daiminkan": 6}
    assert (c.rinshan_draws, c.indicator_reveals, c.calls) == (63, 58, 685)
    assert (c.wins_valued, c.exhaustive_draws, c.abortive_draws) == (289, 68, 6)
    assert [line.split(":")[0] for line in report.incomplete] == [
        "mjx_obs-draw-kyuusyu.mjlog", "mjx_upd-bef-chankan-twice.mjlog"]


def test_every_tenhou_json_hand_replays_with_zero_mismatches(realgames):
    """The 44 kyoku of the 9 Tenhou JSON files (FORMATS.md §7: JSON can check draws, indicator
    counts and results): 5/9/2 kans, 35 wins valued, 9 exhaustive draws with 70 draws, and the
    number of indicators the engine turned equals the JSON's final list in every hand (1 for the
    double kakan robbed on the second kan; 5 for the suukantsu)."""
    report = replay_files(sorted((realgames / "tenhou-json").glob("*.json")))
    assert [str(m) for m in report.mismatches] == []
    c = report.counts
    assert (c.hands, c.hands_ok) == (44, 44)
    assert c.kans == {"ankan": 5, "kakan": 9, "daiminkan": 2}
    assert (c.wins_valued, c.exhaustive_draws, c.rinshan_draws) == (35, 9, 14)


def test_minkan_dora_timing_is_checked_at_its_moment(realgames):
    """FORMATS.md §6: on Tenhou a daiminkan's or kakan's indicator turns at the kanner's discard
    (after the rinshan draw). Replayed under a rule that turns it at once, the replay must
    disagree at the rinshan draw of every standing minkan (29 hands: 6 daiminkan + 25 kakan not
    robbed, minus the 2 second kakans of a pair, which stop with their first)."""
    rules = rules_for(None).replace(kan_dora_timing_daiminkan=KanDoraTiming.IMMEDIATE,
                                    kan_dora_timing_kakan=KanDoraTiming.IMMEDIATE)
    found = []
    for path in sorted((realgames / "mjlog").glob("*.mjlog")):
        found += replay_game(read_mjlog(path), rules).mismatches
    assert len(found) == 29
    assert {m.check for m in found} == {"dora"}
    assert all("rinshan draw" in m.expected and "(immediate)" in m.got for m in found)


def test_four_kan_abort_after_the_fourth_kans_discard(realgames):
    """槓 § 四開槓; FORMATS.md §6: 4 kans by 3 players; the abort comes after the 4th kan's
    discard passes: events ... kan, dora_reveal, rinshan_draw, discard, abortive_draw
    (suukaikan)."""
    hand = read_mjlog(realgames / "mjlog" / ABORT_GAME).hands[2]
    rep = replay_hand(hand)
    assert rep.ok
    kinds = [e.kind for e in rep.round.events if e.kind in
             ("kan", "dora_reveal", "rinshan_draw", "discard", "abortive_draw")]
    assert kinds[-5:] == ["kan", "dora_reveal", "rinshan_draw", "discard", "abortive_draw"]
    assert rep.round.result["kind"] == "suukaikan"
    assert rep.round.wall.kan_count == 4 and rep.round.wall.rinshan_drawn == 4


def test_chankan_robs_the_kakan_without_rinshan_or_reveal(realgames):
    """槓 § 加槓 (搶槓): mjai-reviewer_double_kakan_then_chankan.json: the second kakan is robbed,
    so no rinshan draw follows it and neither kakan's indicator is ever shown (1 indicator)."""
    hand = read_tenhou_json(realgames / "tenhou-json" /
                            "mjai-reviewer_double_kakan_then_chankan.json").hands[0]
    rep = replay_hand(hand)
    assert rep.ok
    assert rep.round.wall.rinshan_drawn == 1 and len(rep.round.wall.dora_indicators) == 1
    (win,) = rep.round.result["wins"]
    assert win["chankan"] and {y.key for y in win["valuation"].yaku} >= {"chankan"}


def test_rinshan_kaihou_after_kakan_sees_no_new_indicator(realgames):
    """FORMATS.md §6: after a kakan, a rinshan kaihou comes before the pending reveal, so the win
    counts only the first indicator (2017042323… hand 5)."""
    hand = read_mjlog(realgames / "mjlog" / "2017042323gm-00a9-0000-2e214b25.mjlog").hands[5]
    rep = replay_hand(hand)
    assert rep.ok
    (win,) = rep.round.result["wins"]
    assert win["rinshan"] and win["rinshan_kind"] == "kakan"
    assert len(win["dora_indicators"]) == 1 and win["pending_kan_dora_dropped"] == 1


def test_a_tampered_draw_is_reported_with_file_hand_and_step(realgames):
    """A record that disagrees with the wall is caught at the step: swap one live draw's tile."""
    game = read_mjlog(realgames / "mjlog" / ABORT_GAME)
    hand = game.hands[0]
    i = next(i for i, s in enumerate(hand.steps) if s.kind == "draw" and i > 10)
    other = (hand.steps[i].tile_id + 4) % 136
    hand.steps[i] = dataclasses.replace(hand.steps[i], tile=Tile.from_136(other), tile_id=other)
    rep = replay_hand(hand, path=ABORT_GAME)
    (m,) = rep.mismatches
    assert (m.file, m.hand, m.step, m.check) == (ABORT_GAME, 0, i, "draw")
    assert "from yama[" in m.got


def test_a_wrong_recorded_value_is_reported(realgames):
    """Win values are compared with the record: a record claiming one han more is a mismatch
    naming the han (and the yaku) but the hand still ends."""
    game = read_mjlog(realgames / "mjlog" / ABORT_GAME)
    hand = game.hands[1]
    win = hand.result.wins[0]
    yaku = ((win.yaku[0][0], win.yaku[0][1] + 1),) + win.yaku[1:]
    hand.result = dataclasses.replace(
        hand.result, wins=(dataclasses.replace(win, han=win.han + 1, yaku=yaku),))
    rep = replay_hand(hand)
    (m,) = rep.mismatches
    assert m.check == "value" and f"han {win.han + 1} vs {win.han}" in m.got
    assert rep.done and rep.round.is_over


def test_rebuilt_wall_refuses_a_fifth_copy(realgames):
    """Tenhou JSON keeps no wall; the rebuilt one must still be the tile set (4 of each kind)."""
    hand = read_tenhou_json(realgames / "tenhou-json" / "mjai-reviewer_rinshan.json").hands[0]
    yama = rebuild_yama(hand, rules_for(None))
    assert sorted(yama) == sorted(Tile.from_136(i) for i in range(136))
    haipai = list(hand.init.haipai)
    haipai[0] = (Tile.parse("1z"),) * 5 + haipai[0][5:]
    hand.init = dataclasses.replace(hand.init, haipai=tuple(haipai))
    with pytest.raises(ValueError, match=r"than the set holds: 1z ×\d+ \(the set has 4\)"):
        rebuild_yama(hand, rules_for(None))


def test_replay_viewer_api_steps_back_and_jumps_to_kans(realgames):
    """The stepping API a ReplayViewer uses: goto_kan(k) shows the state right after each kan
    (the rinshan tile drawn from yama[1, 0, 3, 2], the live wall one shorter); back() restores
    the exact earlier engine state."""
    game = load(realgames / "mjlog" / ABORT_GAME)
    rep = HandReplay(game.hands[2], path=ABORT_GAME)
    assert rep.kan_steps() == [i for i, s in enumerate(game.hands[2].steps) if s.kind == "kan"]
    before = rep.round.snapshot()
    rep.step()
    rep.back()
    assert rep.round.snapshot() == before and rep.position == 0
    for k in range(4):
        rep.goto_kan(k)
        assert rep.position > rep.kan_steps()[k]
        assert rep.round.wall.rinshan_drawn == k + 1
        assert rep.round.wall.haitei_index == 14 + k + 1
    snap = rep.round.snapshot()
    rep.goto_kan(1)
    assert rep.round.wall.rinshan_drawn == 2
    rep.goto_kan(3)
    assert rep.round.snapshot() == snap
    rep.goto(len(rep.steps))
    assert rep.ok and rep.counts.kans == {"ankan": 2, "kakan": 2, "daiminkan": 0}
    with pytest.raises(IndexError):
        rep.goto_kan(4)


@pytest.mark.parametrize("name", [ABORT_GAME, "2017082021gm-00a9-0000-b8cc6957.mjlog",
                                  "2022060100gm-00a9-0000-853b2cc5.mjlog",
                                  "2010091009gm-00a9-0000-83af2648.mjlog"])
def test_mjai_export_of_real_games_replays_with_dora_timing(realgames, name):
    """mjai keeps `dora` events in play order (FORMATS.md §4), so an mjai copy of a real game is
    checked like the mjlog, reveal moments included, on a wall rebuilt from its draws (no seed):
    four kans and the kan4 abort, kakan pairs, daiminkan, chankan with double ron."""
    from mjteach.logs.mjai import parse_mjai, to_mjai_events

    game = read_mjlog(realgames / "mjlog" / name)
    copy = parse_mjai(to_mjai_events(game), path=name + ".mjai")
    assert all(h.yama is None and h.reveal_timing_known for h in copy.hands)
    report = replay_game(copy)
    assert [str(m) for m in report.mismatches] == []
    original = replay_game(game).counts
    assert report.counts.to_dict() == original.to_dict()


def test_scores_carry_from_hand_to_hand(realgames):
    """Riichi sticks and payments carry over (mjteach.game.settle / next_start): the game model's
    start of each next hand equals the next INIT (``ten``, honba, sticks, dealer); a record whose
    next hand starts 100 points off is caught."""
    game = read_mjlog(realgames / "mjlog" / ABORT_GAME)
    assert replay_game(game).mismatches == []
    nxt = game.hands[3]
    nxt.init = dataclasses.replace(nxt.init, scores=(nxt.init.scores[0] + 100,)
                                   + nxt.init.scores[1:])
    found = [m for m in replay_game(game).mismatches if m.check == "next_hand"]
    assert [m.hand for m in found] == [2, 3]
    assert str(nxt.init.scores[0]) in found[0].expected


@pytest.mark.slow
@pytest.mark.parametrize(
    ("change", "check", "count"),
    [
        ({"riichi_ankan": "forbidden"}, "legal", 9),  # ankans declared in riichi (槓 § 暗槓)
        ({"chankan": False}, "rinshan", 2),  # the 2 chankan hands (槓 § 加槓)
        # double rons: under head bump the second ron is still a legal voice; the hand ends with
        # one winner, so the second recorded AGARI is the step that disagrees
        ({"max_ron_winners": 1}, "agari", 4),
        ({"suukaikan": False}, "ryuukyoku", 1),  # the kan4 abort (槓 § 四開槓)
        ({"rinshan_tsumo_fu": False}, "value", 1),  # a rinshan kaihou whose fu needs tsumo fu
        # the endings of issue 12, each switched off as the rulesets without them do
        # (rulesets.md §2.3: no abortive draws; §2.7: no nagashi mangan)
        ({"kyuushu_kyuuhai": False}, "legal", 2),  # the 2 yao9 records
        ({"suufon_renda": False}, "ryuukyoku", 1),  # kaze4
        ({"suucha_riichi": False}, "ryuukyoku", 1),  # reach4
        ({"sanchahou_abort": False}, "agari", 1),  # ron3: two of the three rons would win
        ({"nagashi_mangan": False}, "ryuukyoku", 1),  # nm: tenpai payments instead
    ],
)
def test_rules_stricter_than_tenhou_are_caught_in_real_games(realgames, change, check, count):
    """The replay checks legality and value for real: each Tenhou rule the real games rely on,
    switched to another ruleset's value (rulesets.md §2), makes exactly the hands that used it
    disagree, at the step where they do."""
    rules = rules_for(None).replace(**change)
    found = []
    for path in sorted((realgames / "mjlog").glob("*.mjlog")):
        found += replay_game(read_mjlog(path), rules).mismatches
    assert len(found) == count
    assert {m.check for m in found} == {check}


def test_record_going_on_after_the_engine_ended_is_a_mismatch(realgames):
    """A record with a draw after the 70th (the engine ends the hand at the exhaustive draw) is
    reported at that step; the replay never waits forever on a step the engine cannot reach."""
    hand = read_mjlog(realgames / "mjlog" / ABORT_GAME).hands[0]
    assert hand.result.draw.exhaustive
    last_draw = max(i for i, s in enumerate(hand.steps) if s.kind == "draw")
    hand.steps.insert(len(hand.steps) - 1, hand.steps[last_draw])
    rep = replay_hand(hand)
    (m,) = rep.mismatches
    assert m.step == len(hand.steps) - 2 and rep.done


def test_tenhou_counts_ura_dora_and_kan_ura_as_its_records_show(realgames):
    """Issue 21 item 11 (rulesets.md S3c): Tenhou's ura dora and kan ura are sourced by its
    records, so the preset no longer marks them unverified. In 2022060100gm-00a9-0000-34c99cfa a
    riichi winner's one ura dora comes from the tile under a kan-dora indicator: the engine values
    that game as Tenhou did, and without kan ura exactly that win disagrees."""
    from mjteach.rules import PRESETS

    assert not {"ura_dora", "kan_ura_dora"} & PRESETS["tenhou"].unverified
    assert not {"ura_dora", "kan_ura_dora"} & PRESETS["mahjong_soul"].unverified
    game = read_mjlog(realgames / "mjlog" / "2022060100gm-00a9-0000-34c99cfa.mjlog")
    assert replay_game(game).mismatches == []
    found = replay_game(game, rules_for(None).replace(kan_ura_dora=False)).mismatches
    assert [m.check for m in found] == ["value"]
