"""Random legal play under every preset, checking the wall and round invariants after every step
(issue 3 § Tests; FORMATS.md §7)."""

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from mjteach.melds import Meld
from mjteach.round import Round
from mjteach.round.state import codes_of
from mjteach.rules import PRESETS, DeadWallReplenish, Rules
from mjteach.wall import tile_set

PRESET_NAMES = sorted(PRESETS)
KAN_KINDS = {"ankan", "kakan", "daiminkan", "kita"}


def pick(rng: random.Random, actions):
    """A policy that makes kans and calls often, so the rare paths get exercised."""
    kans = [a for a in actions if a.kind in KAN_KINDS]
    if kans and rng.random() < 0.8:
        return rng.choice(kans)
    wins = [a for a in actions if a.kind in ("tsumo", "ron")]
    if wins and rng.random() < 0.3:
        return rng.choice(wins)
    calls = [a for a in actions if a.kind in ("pon", "chi")]
    if calls and rng.random() < 0.5:
        return rng.choice(calls)
    rest = [a for a in actions if a.kind not in ("tsumo", "ron")] or actions
    return rng.choice(rest)


def tiles_accounted(r: Round) -> Counter:
    c: Counter = Counter()
    for p in r.players:
        c.update(p.closed_tiles)
        for m in p.melds:
            c.update(m.tiles)
        c.update(t for t, called in zip(p.discards, p.called_away, strict=True) if not called)
        c.update(p.kita)
    w = r.wall
    c.update(w.yama[i] for i in range(w.size) if not w.taken(i))
    return c


def check_invariants(r: Round) -> None:
    rules = r.rules
    w = r.wall
    assert tiles_accounted(r) == Counter(tile_set(rules)), "every tile is somewhere exactly once"
    dead = len(w.dead_wall_indices())
    if rules.dead_wall_replenish is DeadWallReplenish.STACK:
        # 槓 § 嶺上牌 (old rule): each kan pulls one whole stack (2 tiles) for its one rinshan
        # draw, so the dead wall grows by one tile per kan.
        assert dead == rules.dead_wall_size + w.rinshan_drawn
    else:
        assert dead == rules.dead_wall_size
    fifth = rules.fifth_kan_aborts or rules.max_kans == 5
    assert r.kans_made <= (5 if fifth else 4)
    revealed = len(w.dora_indicators) - 1
    if not rules.kan_dora:
        assert revealed == 0
    elif r.is_over:
        assert revealed <= r.kans_made
    else:
        assert revealed == r.kans_made - len(r.pending_reveals)
    if r.result and r.result["type"] == "exhaustive_draw":
        live_total = w.size - 13 * rules.players - rules.dead_wall_size
        if rules.dead_wall_replenish is DeadWallReplenish.STACK:
            assert r.live_draws == live_total - 2 * w.snapshot()["stacks_pulled"]
        else:
            assert r.live_draws + r.rinshan_draws == live_total  # 70 in 4-player
    for p in r.players:  # the per-suit codes the shape checks read follow the counts
        assert p.codes == codes_of(p.counts)
        for m in p.melds:  # melds the engine builds unchecked pass the constructor's checks
            assert Meld(m.kind, m.tiles, m.called, m.source, m.added) == m
    for a in r.legal_actions():
        assert r.why_not(a) is None
    if r.phase == "act":  # the fast listing agrees with filtering every candidate by why_not
        fast = sorted(map(str, r._legal_act(r.turn)))
        assert fast == sorted(map(str, r._legal_slow(r.turn)))


def play_random(rules: Rules, seed: int, *, check_undo: bool = True) -> Round:
    rng = random.Random(seed)
    r = Round(rules, seed=seed, dealer=seed % rules.players)
    check_invariants(r)
    steps = 0
    while not r.is_over:
        acts = r.legal_actions()
        assert acts, f"no legal action in phase {r.phase}"
        r.play(pick(rng, acts))
        steps += 1
        check_invariants(r)
        if check_undo and steps % 23 == 0:
            k = rng.randint(1, min(5, len(r.history)))
            snap = r.snapshot()
            redo = r.history[-k:]
            r.undo(k)
            for a in redo:
                r.play(a)
            assert r.snapshot() == snap, "undo then replay gives the same state"
    json.dumps(r.snapshot())
    return r


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(preset=st.sampled_from(PRESET_NAMES), seed=st.integers(0, 10**6))
def test_random_play_keeps_every_invariant_under_every_preset(preset, seed):
    play_random(PRESETS[preset], seed)


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_each_preset_plays_hands_to_the_end(preset):
    ends = Counter()
    for seed in range(6):
        r = play_random(PRESETS[preset], seed, check_undo=False)
        ends[r.result["type"]] += 1
    assert sum(ends.values()) == 6


def test_exhaustive_draw_has_seventy_draws_whatever_the_kans():
    """FORMATS.md §1, §7: an exhaustive draw always has 70 draws, rinshan draws included."""
    seen_kans = set()
    for seed in range(400):
        rng = random.Random(seed)
        r = Round(Rules(), seed=seed)
        while not r.is_over:
            acts = r.legal_actions()
            kans = [a for a in acts if a.kind in KAN_KINDS]
            if kans:
                a = kans[0]
            else:
                a = rng.choice(
                    [x for x in acts if x.kind not in ("tsumo", "ron", "riichi")] or acts
                )
            r.play(a)
        if r.result["type"] == "exhaustive_draw":
            assert r.live_draws + r.rinshan_draws == 70
            assert r.live_draws == 70 - r.rinshan_draws
            seen_kans.add(r.rinshan_draws)
        if len(seen_kans) >= 2:
            break
    assert len(seen_kans) >= 2, "some exhaustive draws had kans"


class RoundMachine(RuleBasedStateMachine):
    """hypothesis stateful test: any interleaving of legal plays and undos keeps the invariants,
    and an undo returns exactly to the snapshot taken before the undone actions."""

    def __init__(self) -> None:
        super().__init__()
        self.r: Round | None = None
        self.snaps: list[dict] = []

    @initialize(preset=st.sampled_from(PRESET_NAMES), seed=st.integers(0, 10**6))
    def start(self, preset, seed):
        self.r = Round(PRESETS[preset], seed=seed)
        self.snaps = [self.r.snapshot()]

    @rule(choice=st.integers(0, 10**6), prefer_kan=st.booleans())
    def play(self, choice, prefer_kan):
        assert self.r is not None
        if self.r.is_over:
            return
        acts = self.r.legal_actions()
        kans = [a for a in acts if a.kind in KAN_KINDS]
        pool = kans if (prefer_kan and kans) else acts
        self.r.play(pool[choice % len(pool)])
        self.snaps.append(self.r.snapshot())

    @precondition(lambda self: self.r is not None and len(self.r.history) > 0)
    @rule(k=st.integers(1, 6))
    def undo(self, k):
        k = min(k, len(self.r.history))
        self.r.undo(k)
        del self.snaps[-k:]
        assert self.r.snapshot() == self.snaps[-1]

    @invariant()
    def invariants_hold(self):
        if self.r is not None:
            check_invariants(self.r)


RoundMachine.TestCase.settings = settings(
    max_examples=25,
    stateful_step_count=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_round_state_machine = RoundMachine.TestCase


def four_sets(rng: random.Random) -> list[int]:
    """Counts of four random sets (runs or triplets); a count may pass 4 (callers check)."""
    counts = [0] * 34
    for _ in range(4):
        k = rng.randrange(34)
        if k < 27 and k % 9 <= 6 and rng.random() < 0.6:
            for j in range(3):
                counts[k + j] += 1
        else:
            counts[k] += 3
    return counts


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_win_shape_prefilter_agrees_with_waits_is_complete(seed):
    """The engine's cheap win-shape test (Round's responders and furiten) never disagrees with
    mjteach.waits.is_complete."""
    from mjteach.round import _wins_with
    from mjteach.waits import is_complete

    rng = random.Random(seed)
    counts = [0] * 34
    for t in rng.sample(tile_set(Rules()), 13):
        counts[t.kind] += 1
    if rng.random() < 0.7:  # bias towards near-complete hands
        counts = four_sets(rng)
        counts[rng.randrange(34)] += 1
        if max(counts) > 4:
            return
    for kind in range(34):
        if counts[kind] < 4:
            full = list(counts)
            full[kind] += 1
            assert _wins_with(counts, kind) == is_complete(full)


def test_undo_save_copies_every_field_of_a_seat():
    """Undo restores each seat from PlayerState.copy(): the copy equals the seat in every field
    (dataclass equality reads them all) and shares none of its lists."""
    r = play_random(Rules(), 7, check_undo=False)
    for p in r.players:
        q = p.copy()
        assert q == p
        for name in p.__slots__:
            if isinstance(getattr(p, name), list):
                assert getattr(q, name) is not getattr(p, name), name


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 10**9))
def test_riichi_discards_are_the_discards_that_leave_waits(seed):
    """立直の条件: the engine's list of riichi discards (with its per-suit prefilter) is exactly
    the kinds whose discard leaves a hand with waits by mjteach.waits."""
    from mjteach.round.shapes import _riichi_discards
    from mjteach.waits import waits

    rng = random.Random(seed)
    counts = [0] * 34
    if rng.random() < 0.7:  # near-tenpai hands: four sets, a pair, then one tile swapped
        counts = four_sets(rng)
        counts[rng.randrange(34)] += 2
        held = [k for k in range(34) if counts[k]]
        counts[rng.choice(held)] -= 1
        counts[rng.randrange(34)] += 1
        if max(counts) > 4:
            return
    else:
        for t in rng.sample(tile_set(Rules()), 14):
            counts[t.kind] += 1
    want = set()
    for k in range(34):
        if counts[k]:
            rest = list(counts)
            rest[k] -= 1
            if waits(rest):
                want.add(k)
    assert _riichi_discards(tuple(counts)) == want
