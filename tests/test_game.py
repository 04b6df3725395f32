"""The game layer (mjteach.game): settlement, renchan, honba, sticks, tobi, extension,
agari-yame, undo across hands, bad input. Rules: Tenhou's rule list (rulesets.md S1, S2); the
real-record proof is in tests/test_replay.py (every next hand and every final score of the 30
complete mjlog games follow from this model)."""

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjteach.game import Game, GameError, HandSettlement, HandStart, next_start
from mjteach.logs.mjlog import read_mjlog
from mjteach.logs.replay import replay_game
from mjteach.round import Action, IllegalAction
from mjteach.rules import PRESETS, Rules

TENHOU = Rules.preset("tenhou")


def _done(start, scores, *, kind="win", renchan=False, dealer_won=False, sticks=0):
    return HandSettlement(start, kind, (0,) * len(scores), tuple(scores), sticks, renchan,
                          dealer_won)


def S(wind, hand, honba=0, sticks=0, scores=(25000,) * 4):
    return HandStart(wind, hand, hand % len(scores), honba, sticks, tuple(scores))


def test_non_dealer_win_passes_the_deal_and_clears_honba():
    """連荘 (Tenhou S1): a non-dealer win moves the deal on; honba back to 0."""
    nxt = next_start(_done(S(0, 1, honba=2), (33000, 17000, 25000, 25000)), TENHOU, 2)
    assert (nxt.round_wind, nxt.hand, nxt.dealer, nxt.honba) == (0, 2, 2, 0)


def test_dealer_win_or_tenpai_keeps_the_deal_with_one_more_honba():
    nxt = next_start(_done(S(0, 1, honba=2), (20000, 35000, 20000, 25000), renchan=True,
                           dealer_won=True), TENHOU, 2)
    assert (nxt.hand, nxt.dealer, nxt.honba) == (1, 1, 3)


def test_draw_without_dealer_tenpai_passes_the_deal_and_adds_honba():
    nxt = next_start(_done(S(0, 3, honba=1, sticks=2), (24000, 24000, 25000, 25000),
                           kind="exhaustive_draw", sticks=2), TENHOU, 2)
    assert (nxt.round_wind, nxt.hand, nxt.dealer, nxt.honba, nxt.riichi_sticks) == (1, 0, 0, 2, 2)


def test_tobi_ends_the_game_below_zero():
    """飛び (rules.tobi, Tenhou S1): a score below 0 ends the game; exactly 0 plays on."""
    assert next_start(_done(S(0, 0), (60000, -100, 20100, 20000)), TENHOU, 2) is None
    assert next_start(_done(S(0, 0), (60000, 0, 20000, 20000)), TENHOU, 2) is not None
    assert next_start(_done(S(0, 0), (60000, -100, 20100, 20000)),
                      TENHOU.replace(tobi=False), 2) is not None


def test_extension_when_nobody_reaches_the_return_points():
    """西入 (rules.extension_points, Tenhou S1): after South 4 with nobody at 30000, West 1; in
    the extension the game ends as soon as someone has 30000; after West 4 it ends."""
    flat = (26000, 25000, 25000, 24000)
    nxt = next_start(_done(S(1, 3), flat), TENHOU, 2)
    assert (nxt.round_wind, nxt.hand) == (2, 0)
    assert next_start(_done(S(2, 0), (31000, 25000, 20000, 24000)), TENHOU, 2) is None
    assert next_start(_done(S(2, 3), flat), TENHOU, 2) is None
    assert next_start(_done(S(1, 3), flat), TENHOU.replace(extension_points=0), 2) is None


def test_agari_yame_dealer_top_in_the_last_hand():
    """和了止め (rules.agari_yame, Tenhou S1): the dealer wins South 4 and is top with 30000+:
    the game ends; without agari-yame, or when not top, it goes on."""
    top = (20000, 20000, 20000, 40000)
    done = _done(S(1, 3), top, renchan=True, dealer_won=True)
    assert next_start(done, TENHOU, 2) is None
    assert next_start(done, TENHOU.replace(agari_yame=False), 2) is not None
    second = (41000, 20000, 20000, 19000)
    assert next_start(_done(S(1, 3), second, renchan=True, dealer_won=True), TENHOU, 2) is not None


def test_tenpai_yame_dealer_tenpai_and_top_at_the_last_draw_ends_the_game():
    """聴牌止め (rules.tenpai_yame, Tenhou S1; ronin 0.19.0): the dealer is tenpai at South 4's
    exhaustive draw and top with 30000+: the game ends; without tenpai-yame it goes on with a
    honba; a tenpai dealer not on top, or before the last hand, plays on; tournament presets
    (no tenpai-yame) play on."""
    top = (20000, 20000, 20000, 40000)
    done = _done(S(1, 3), top, kind="exhaustive_draw", renchan=True)
    assert next_start(done, TENHOU, 2) is None
    nxt = next_start(done, TENHOU.replace(tenpai_yame=False), 2)
    assert (nxt.round_wind, nxt.hand, nxt.dealer, nxt.honba) == (1, 3, 3, 1)
    assert next_start(done, Rules.preset("m_league"), 2) is not None
    second = (41000, 20000, 20000, 19000)
    assert next_start(_done(S(1, 3), second, kind="exhaustive_draw", renchan=True), TENHOU, 2)
    assert next_start(_done(S(1, 2), top, kind="exhaustive_draw", renchan=True), TENHOU, 2)
    assert next_start(_done(S(1, 3), top, kind="abortive_draw", renchan=True), TENHOU, 2)


def _play_random(g, rng, limit=100000):
    """Random legal play (a win taken whenever offered); checks the stick invariant after every
    action and the honba/dealer rules at every hand boundary."""
    n = 0
    total = g.total
    while not g.is_over and n < limit:
        acts = g.legal_actions()
        wins = [a for a in acts if a.kind in ("tsumo", "ron")]
        before = g.hand_start
        events = g.play(wins[0] if wins else rng.choice(acts))
        n += 1
        assert sum(g.current_scores()) + 1000 * g.sticks_on_table == total
        for e in events:
            if e.kind != "hand_end" or g.is_over:
                continue
            after = g.hand_start
            if e.data["renchan"]:
                assert (after.dealer, after.honba) == (before.dealer, before.honba + 1)
            else:
                assert after.dealer == (before.dealer + 1) % g.rules.players
                assert after.honba == (0 if e.data["kind"] == "win" else before.honba + 1)
            assert after.riichi_sticks == e.data["riichi_sticks"]
    return n


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(PRESETS)), st.integers(0, 10**6), st.sampled_from(["east", "east_south"]))
def test_random_games_keep_the_total_and_follow_the_preset(preset, seed, length):
    """Random legal games under every preset: scores + sticks on the table always make the
    starting total; renchan/honba as the preset says; the game ends (placement of every seat)."""
    g = Game(preset, seed=seed, length=length)
    _play_random(g, random.Random(seed))
    assert g.is_over
    assert sorted(g.placement()) == list(range(g.rules.players))
    assert sum(g.final_scores) + 1000 * g.sticks_on_table == g.total
    with pytest.raises(IllegalAction) as info:
        g.play(Action.draw(0))
    assert info.value.reason.code == "game.over"


def test_undo_across_a_hand_boundary_restores_the_game():
    """undo() takes back actions across the end of a hand: the finished hand is reopened and the
    state (snapshot) is exactly the earlier one."""
    g = Game("tenhou", seed=3, length="east")
    rng = random.Random(3)
    snaps = []
    while len(g.finished) < 2:
        snaps.append((len(g.history), g.snapshot()))
        acts = g.legal_actions()
        wins = [a for a in acts if a.kind in ("tsumo", "ron")]
        g.play(wins[0] if wins else rng.choice(acts))
    boundary = next(i for i, (_, s) in enumerate(snaps) if len(s["hands"]) == 1)
    played, snap = snaps[boundary - 3]
    g.undo(len(g.history) - played)
    assert g.snapshot() == snap and len(g.finished) == 0


def test_bad_game_start_is_refused_naming_it():
    with pytest.raises(GameError, match="scores"):
        Game(scores=[25000, 25000, 25000])
    with pytest.raises(GameError, match="honba"):
        Game(honba=-1)
    with pytest.raises(GameError, match="riichi_sticks"):
        Game(riichi_sticks=-2)
    with pytest.raises(GameError, match="total 100000"):
        Game(scores=[25000, 25000, 25000, 24000], riichi_sticks=2, total=100000)
    with pytest.raises(GameError, match="length"):
        Game(length="north")
    g = Game(scores=[25000, 25000, 25000, 24000], riichi_sticks=1)  # a stick on the table
    assert g.round.riichi_sticks == 1 and g.total == 100000


def test_round_refuses_negative_honba_or_sticks():
    from mjteach.round import Round

    with pytest.raises(ValueError, match="honba"):
        Round(honba=-1)
    with pytest.raises(ValueError, match="riichi_sticks"):
        Round(riichi_sticks=-1)


def test_final_scores_of_a_real_game_follow_from_the_model(realgames):
    """The record's final scores (mjlog owari: sticks left to the top player) must follow from
    the model; a record whose final scores are 100 off is caught (check game_end)."""
    game = read_mjlog(realgames / "mjlog" / "2016052515gm-00a9-0000-c4d72066.mjlog")
    assert game.final_scores is not None and replay_game(game).mismatches == []
    game.final_scores = (game.final_scores[0] + 100, *game.final_scores[1:])
    (m,) = replay_game(game).mismatches
    assert m.check == "game_end" and m.hand == len(game.hands) - 1


def test_a_next_hand_with_wrong_honba_is_caught(realgames):
    game = read_mjlog(realgames / "mjlog" / "2016052515gm-00a9-0000-c4d72066.mjlog")
    nxt = game.hands[1]
    nxt.init = dataclasses.replace(nxt.init, honba=nxt.init.honba + 1)
    found = [m for m in replay_game(game).mismatches if m.check == "next_hand"]
    assert found and found[0].hand == 0


def test_undo_across_hands_keeps_simultaneous_voices():
    """Answers given together (respond) stay one voice after undo's replay across a hand
    boundary (副露 § 発声の優先順位; call_priority FIRST_CALL)."""
    g = Game(Rules.preset("wrc"), seed=5, length="east")
    rng = random.Random(5)
    mark = voices = None
    while len(g.finished) < 2 and not g.is_over:
        if mark is None and g.round.phase == "respond" and len(g.waiting_on) >= 2:
            hands = len(g.finished)
            g.respond({s: "pass" for s in g.waiting_on})
            if len(g.finished) == hands:
                mark, voices = len(g.history), dict(g.round.response_voice)
            continue
        acts = g.legal_actions()
        wins = [a for a in acts if a.kind in ("tsumo", "ron")]
        g.play(wins[0] if wins else rng.choice(acts))
    assert mark is not None and len(g.finished) >= 1
    assert len(voices) >= 2 and len(set(voices.values())) == 1
    g.undo(len(g.history) - mark)
    assert g.round.response_voice == voices


def test_game_shows_its_score_sheet_in_three_languages():
    """Model objects show themselves in a notebook (DESIGN.md): a game's _repr_html_ is its score
    sheet, one row per hand with the payments and scores, then the final placement."""
    from mjteach.render.game import game_html

    g = Game("tenhou", seed=1, length="east")
    _play_random(g, random.Random(1))
    html = g._repr_html_()
    assert html.count("<tr>") == 1 + len(g.finished) + 1
    for done in g.settlements:
        assert f"<th>{done.start.name}</th>" in html
    assert f"<b>{g.final_scores[0]}</b> ({g.placement().index(0) + 1})" in html
    assert "供託" in game_html(g, "ja") and "供托" in game_html(g, "zh")
    assert game_html(g) == html  # pure: the same game gives the same bytes


@pytest.mark.parametrize("lang, words", [
    ("ja", ["honba", "0以上の整数"]),
    ("zh", ["honba", "不小于 0 的整数"]),
])
def test_bad_game_start_is_refused_in_the_learners_language(lang, words):
    """A teacher's bad game set-up is answered in the learner's language (DESIGN: errors name what
    was wrong, in en/ja/zh), naming the value, and no game object is made."""
    from mjteach import i18n

    with i18n.language(lang):
        with pytest.raises(GameError) as err:
            Game("tenhou", honba=-1)
    assert all(w in str(err.value) for w in words)


def test_game_start_rejects_a_seat_number_that_is_not_a_whole_number():
    with pytest.raises(GameError, match="first_dealer"):
        Game("tenhou", first_dealer="east")
    with pytest.raises(GameError, match="round_wind"):
        Game("tenhou", round_wind=True)


def test_undo_of_the_last_action_reopens_the_game_and_forgets_its_final_scores():
    """Game.undo back over the game's end (issue 23 item 6): the game is running again, and the
    end state (final scores, sticks left on the table) of the game that no longer ended is gone;
    a replay to the end gives the same final scores again."""
    g = Game("tenhou", seed=1, length="east")
    assert g.final_scores is None  # not over yet: no final scores
    _play_random(g, random.Random(1))
    assert g.is_over
    ended = g.final_scores
    last = g.history[-1]
    g.undo(1)
    assert not g.is_over and g.final_scores is None
    assert sum(g.current_scores()) + 1000 * g.sticks_on_table == g.total
    g.play(last)
    assert g.is_over and g.final_scores == ended
    g.undo(len(g.history))
    assert g.final_scores is None and len(g.finished) == 0 and g.current == g.start
