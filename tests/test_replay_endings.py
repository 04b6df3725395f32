"""Real records of every way a hand ends (SOURCES.md: the mjx_* mjlogs), replayed through the
engine: the abort or draw comes at the recorded step, with the recorded payments (RYUUKYOKU sc).
Rules: rulesets.md §2.3, §2.5, §2.7 (Tenhou); riichi.wiki "Tochuu ryuukyoku" (S37)."""

import pytest

from mjteach.logs.mjlog import read_mjlog
from mjteach.logs.replay import replay_game, replay_hand


def _ending(realgames, name, kind):
    game = read_mjlog(realgames / "mjlog" / name)
    hands = [h for h in game.hands if h.result.draw is not None and h.result.draw.kind == kind]
    assert len(hands) == 1, [h.result.draw for h in game.hands]
    rep = replay_hand(hands[0])
    assert rep.ok, [str(m) for m in rep.mismatches]
    return hands[0], rep


@pytest.mark.parametrize(("name", "kind", "engine_kind"), [
    ("mjx_encdec-four-winds-no-winner.mjlog", "kaze4", "suufon_renda"),
    ("mjx_upd-aft-reach4.mjlog", "reach4", "suucha_riichi"),
    ("mjx_upd-aft-ron3.mjlog", "ron3", "sanchahou"),
])
def test_real_abortive_draws_end_where_tenhou_ended_them(realgames, name, kind, engine_kind):
    """四風連打 / 四家立直 / 三家和 (Tenhou S1, S2): the engine ends the hand itself, with the
    abort kind and no payments, exactly at the record's RYUUKYOKU."""
    hand, rep = _ending(realgames, name, kind)
    r = rep.round
    assert r.result["type"] == "abortive_draw" and r.result["kind"] == engine_kind
    assert tuple(r.result["deltas"]) == hand.result.draw.deltas == (0, 0, 0, 0)
    if kind == "reach4":
        assert all(p.riichi for p in r.players)
    if kind == "ron3":
        claims = [e for e in r.events if e.kind == "claims"][-1]
        assert claims.data["rule"] == "sanchahou"
        assert sorted(s for s, a in claims.data["answers"].items() if a == "ron") == sorted(
            hand.result.draw.tenpai)


def test_real_kyuushu_kyuuhai_is_a_legal_choice(realgames):
    """九種九牌 (Tenhou): the record's yao9 is played as the engine's kyuushu action, which the
    engine lists among the legal actions at that draw."""
    game = read_mjlog(realgames / "mjlog" / "2018022422gm-00a9-0000-0067d2a4.mjlog")
    yao9 = [h for h in game.hands if h.result.draw is not None and h.result.draw.kind == "yao9"]
    assert len(yao9) == 2
    for hand in yao9:
        rep = replay_hand(hand)
        assert rep.ok and rep.round.result["kind"] == "kyuushu_kyuuhai"
        assert rep.round.history[-1].kind == "kyuushu"


def test_real_nagashi_mangan_is_paid_as_recorded(realgames):
    """流し満貫 (rulesets.md §2.7, Tenhou): paid as a mangan tsumo in place of tenpai payments;
    the engine's payments equal the record's sc (+8000 / -4000 dealer / -2000 / -2000)."""
    hand, rep = _ending(realgames, "mjx_upd-aft-nm.mjlog", "nm")
    r = rep.round
    (seat,) = r.result["nagashi"]
    assert tuple(r.result["deltas"]) == hand.result.draw.deltas
    assert r.result["deltas"][seat] == 8000 and r.result["deltas"][r.dealer] == -4000


@pytest.mark.parametrize("name", ["mjx_obs-draw-kyuusyu.mjlog", "mjx_upd-bef-chankan-twice.mjlog"])
def test_record_cut_short_replays_up_to_where_it_stops(realgames, name):
    """A record whose last hand stops mid-play is replayed up to its last step and reported
    incomplete with where it stops; it is not an error and not a mismatch."""
    game = read_mjlog(realgames / "mjlog" / name)
    assert game.hands[-1].incomplete and not any(h.incomplete for h in game.hands[:-1])
    report = replay_game(game)
    assert report.mismatches == [] and report.counts.incomplete == 1
    (line,) = report.incomplete
    last = len(game.hands[-1].steps) - 1
    assert f"hand {len(game.hands) - 1}" in line and f"after step {last}" in line
