"""Tenhou's shuffle (FORMATS.md §5): MT19937 init_by_array, SHA-512 blocks, swaps, dice — and the
proof on real games: the regenerated wall of every hand of every mjlog in tests/data/realgames
reproduces the deal, dice, first dora indicator, every live and rinshan draw and every indicator
(FORMATS.md §5.1)."""

from __future__ import annotations

import base64
import random
import struct

import pytest

from mjteach.logs import shuffle as sh
from mjteach.logs.mjlog import read_mjlog


def test_init_by_array_matches_mt19937ar_reference_output():
    """mt19937ar.c (Matsumoto & Nishimura) seeds init_by_array({0x123, 0x234, 0x345, 0x456}) and
    publishes its first genrand_int32 outputs in mt19937ar.out; FORMATS.md §5 step 1."""
    rng = random.Random()
    rng.setstate((3, tuple(sh.init_by_array([0x123, 0x234, 0x345, 0x456])) + (624,), None))
    assert [rng.getrandbits(32) for _ in range(5)] == [
        1067595299, 955945823, 477289528, 4107218783, 4228976476,
    ]


def test_init_by_array_rejects_bad_keys():
    """init_by_array takes uint32 words only (FORMATS.md §5 step 1)."""
    with pytest.raises(ValueError, match="at least one"):
        sh.init_by_array([])
    with pytest.raises(ValueError, match="uint32"):
        sh.init_by_array([2**32])


def test_yama_from_rnd_is_the_swap_loop():
    """Step 3: yama = [0..135]; swap yama[i] with yama[i + rnd[i] % (136 - i)] for i in 0..134.
    With all rnd = 0 nothing moves; with rnd[0] = 1 only tiles 0 and 1 swap."""
    assert sh.yama_from_rnd([0] * 144) == list(range(136))
    rnd = [0] * 144
    rnd[0] = 1
    assert sh.yama_from_rnd(rnd)[:3] == [1, 0, 2]
    rnd[0] = 136  # 136 % 136 == 0
    assert sh.yama_from_rnd(rnd)[:2] == [0, 1]


def test_seed_format_errors_name_the_problem():
    """The SHUFFLE seed is 'mt19937ar-sha512-n288-base64,' + base64 of 2496 bytes (§5)."""
    with pytest.raises(sh.ShuffleError, match="must start with"):
        sh.TenhouShuffle.from_seed("xorshift,AAAA")
    with pytest.raises(sh.ShuffleError, match="2496"):
        sh.TenhouShuffle.from_seed(sh.SEED_PREFIX + base64.b64encode(b"\0" * 12).decode())
    with pytest.raises(sh.ShuffleError, match="base64"):
        sh.TenhouShuffle.from_seed(sh.SEED_PREFIX + "!!!")


def test_key_words_are_little_endian():
    """Step 1: the 2496 decoded bytes are 624 little-endian uint32 words."""
    raw = struct.pack("<624I", *range(624))
    shuffle = sh.TenhouShuffle.from_seed(sh.SEED_PREFIX + base64.b64encode(raw).decode())
    assert shuffle.key[:3] == (0, 1, 2)
    wall = shuffle.next_wall()
    assert sorted(wall.yama) == list(range(136))
    assert all(1 <= d <= 6 for d in wall.dice)


def test_deal_indices_follow_the_dealing_order():
    """§5.1: the dealer takes 135..132, the next seat 131..128, …, three rounds; then one tile each
    (dealer 87, then 86, 85, 84)."""
    hands = sh.deal_indices(dealer=2)
    assert hands[2][:4] == [135, 134, 133, 132]
    assert hands[3][:4] == [131, 130, 129, 128]
    assert hands[2][12] == 87 and hands[3][12] == 86 and hands[0][12] == 85 and hands[1][12] == 84
    assert sorted(i for h in hands for i in h) == list(range(84, 136))


def _check_hand_against_wall(hand) -> list[str]:
    """Every position in FORMATS.md §5.1, checked against the log's own tags."""
    y = hand.yama
    errors = []
    deal = sh.deal_indices(hand.init.dealer)
    for seat in range(4):
        if tuple(y[i] for i in deal[seat]) != hand.init.haipai_ids[seat]:
            errors.append(f"haipai seat {seat}")
    if hand.dice != hand.init.dice:
        errors.append(f"dice {hand.dice} != INIT {hand.init.dice}")
    if y[5] != hand.init.dora_indicator_id:
        errors.append("first dora indicator")
    live, kans, rinshan, reveals = sh.FIRST_LIVE_INDEX, 0, 0, 0
    last_live = None
    for n, step in enumerate(hand.steps):
        if step.kind == "draw":
            if step.rinshan:
                want = y[sh.RINSHAN_INDICES[rinshan]]
                rinshan += 1
            else:
                if live < 14 + kans:
                    errors.append(f"step {n}: live draw past the haitei")
                want = y[live]
                last_live = live
                live -= 1
            if step.tile_id != want:
                errors.append(f"step {n}: draw {step.tile_id} != yama {want}")
        elif step.kind == "kan":
            kans += 1
        elif step.kind == "dora":
            reveals += 1
            if step.tile_id != y[sh.DORA_INDICES[reveals]]:
                errors.append(f"step {n}: DORA {step.tile_id}")
    for win in hand.result.wins:
        k = len(win.dora_ids)
        if win.dora_ids != tuple(y[i] for i in sh.DORA_INDICES[:k]) or k != 1 + reveals:
            errors.append(f"AGARI doraHai {win.dora_ids}")
        if win.ura_ids and win.ura_ids != tuple(y[i] for i in sh.URA_INDICES[: len(win.ura_ids)]):
            errors.append(f"AGARI doraHaiUra {win.ura_ids}")
    draw = hand.result.draw
    if draw is not None and draw.exhaustive:
        if sh.FIRST_LIVE_INDEX - live != 70 - kans or last_live != 14 + kans:
            errors.append(f"exhaustive draw: {83 - live} live draws with {kans} kans")
    return errors


def test_regenerated_wall_reproduces_every_real_hand(realgames):
    """The real proof of the shuffle (FORMATS.md §5, §5.1, §7): for all 361 hands of the 35 mjlogs,
    the wall regenerated from the SHUFFLE seed gives every INIT haipai (in dealing order), the
    dice, the first indicator (yama[5]), every live draw (83 downward, never past 14 + kans),
    every rinshan draw (1, 0, 3, 2), every DORA tag (7, 9, 11, 13), AGARI doraHai/doraHaiUra, and
    70 − k live draws ending at yama[14 + k] for every exhaustive draw."""
    files = sorted((realgames / "mjlog").glob("*.mjlog"))
    assert len(files) == 35
    hands = 0
    problems = []
    for path in files:
        game = read_mjlog(path)
        for hand in game.hands:
            hands += 1
            for e in _check_hand_against_wall(hand):
                problems.append(f"{path.name} hand {hand.number}: {e}")
    assert hands == 361
    assert problems == []


def test_shuffle_is_per_hand_in_init_order(realgames):
    """§5 step 2: each <INIT> (renchan and honba hands too) consumes the next 288 outputs, so
    skipping one hand's draw shifts every later wall."""
    game = read_mjlog(realgames / "mjlog" / "2016052515gm-00a9-0000-c4d72066.mjlog")
    shuffle = sh.TenhouShuffle.from_seed(game.seed)
    walls = shuffle.walls(3)
    assert [w.yama for w in walls] == [h.yama for h in game.hands[:3]]
    assert walls[0].dice == (6, 4) and walls[0].yama[5] == 111  # INIT seed="0,0,0,5,3,111"
    assert walls[1].yama != walls[0].yama
