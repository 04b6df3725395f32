"""Engine benchmark: mjteach's Round and Game against jansou 0.14.0 and riichienv 0.4.11 (Rust
core), measured in the same run with their passes alternated.

Prints
  1. median time of legal_actions() + play() of a kan (targets: <= 1 ms),
  2. riichi-ankan legality checks per second (target: <= 1 ms each),
  3. random hands played to the end per second on one core (target: >= 500/s),
  4. random east-south games played to the end per second (mjteach.game.Game),
with jansou's figure for the same work beside each: for (1) the time of the flow step that applies
a kan and offers the next decision's actions, for (2) its wait-preservation check, for (3) a random
agent playing dealt hands to the end (target: mjteach ≥ 2.5 × jansou), for (4) its Environment with
RandomAgent. riichienv, a second anchor, plays one-kyoku games (3) and east-south games (4) with its
own RandomAgent through its gym-style reset/step API (target: mjteach hands/s ≥ riichienv's).

Times are CPU time of this process (time.process_time), so other jobs on a shared machine
distort them less; hands per second is the best of ``--passes`` (default 3) passes over the same
number of deals, each pass on new deals (seeds 0..N-1, N..2N-1, …), for both engines (load
from other jobs only ever slows a pass down).
Run: .venv/bin/python benchmarks/bench_engine.py [--hands N] [--passes P] [--json]
(with ``--json`` the last line is the JSON list of rows benchmarks/run.py collects: the same
figures as the table).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mjteach.round import Action, Round  # noqa: E402
from mjteach.rules import Rules  # noqa: E402
from mjteach.scenario import load_scenario  # noqa: E402

KANS = {"ankan", "kakan", "daiminkan"}


def ours_random_hands(n: int, *, seed0: int = 0) -> tuple[float, list[float]]:
    """Play n random hands to the end; returns (hands/s, kan step times in seconds)."""
    kan_times: list[float] = []
    total = 0.0
    for seed in range(seed0, seed0 + n):
        rng = random.Random(seed)
        t0 = time.process_time()
        r = Round(Rules(), seed=seed)
        while not r.is_over:
            acts = r.legal_actions()
            kans = [a for a in acts if a.kind in KANS]
            a = kans[0] if kans and rng.random() < 0.9 else rng.choice(acts)
            r.play(a)
        total += time.process_time() - t0
    return n / total, kan_times


def ours_kan_step(samples: int) -> list[float]:
    """legal_actions() + play() of a kan, timed over many kans met in random play."""
    out: list[float] = []
    seed = 10_000
    while len(out) < samples:
        rng = random.Random(seed)
        r = Round(Rules(), seed=seed)
        seed += 1
        while not r.is_over:
            acts = r.legal_actions()
            kans = [a for a in acts if a.kind in KANS]
            if kans:
                t0 = time.process_time()
                acts = r.legal_actions()
                r.play(kans[0])
                out.append(time.process_time() - t0)
                continue
            r.play(rng.choice(acts))
    # and the scripted ankan of the teaching scenario
    r = load_scenario("ankan_basic").round
    for _ in range(200):
        t0 = time.process_time()
        r.legal_actions(0)
        r.play(Action.ankan(0, "8s"))
        out.append(time.process_time() - t0)
        r.undo()
    return out


def ours_riichi_ankan(seconds: float = 1.0) -> float:
    """Round.why_not(ankan) for a player in riichi (the waits-based check), per second."""
    rounds = [load_scenario(n).round for n in ("riichi_ankan_allowed", "riichi_ankan_refused")]
    acts = [Action.ankan(0, "7z"), Action.ankan(0, "9m")]
    n = 0
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        for r, a in zip(rounds, acts, strict=True):
            r.why_not(a)
        n += 2
    return n / (time.process_time() - t0)


# --------------------------------------------------------------------------- jansou
def jansou_random_hands(n: int, *, seed0: int = 0) -> tuple[float, list[float]]:
    from jansou.core.rules import preset
    from jansou.core.tiles import full_tile_set
    from jansou.game.actions import AddedKan, ClosedKan, OpenKan
    from jansou.game.flow import Position, deal_steps, new_deal
    from jansou.game.wall import Wall as JWall

    rules = preset("tenhou")
    kan_types = (ClosedKan, AddedKan, OpenKan)
    kan_times: list[float] = []
    total = 0.0
    from jansou.core.tiles import Wind

    for seed in range(seed0, seed0 + n):
        rng = random.Random(seed)
        tiles = full_tile_set(4, aka_dora=True)
        rng.shuffle(tiles)
        t0 = time.process_time()
        state = new_deal(rules, JWall(tuple(tiles)), Position(0, Wind.EAST, 1, 0), [25000] * 4, 0)
        steps = deal_steps(state, lambda e: None)
        point = next(steps)
        try:
            while True:
                kans = [a for a in point.actions if isinstance(a, kan_types)]
                if kans and rng.random() < 0.9:
                    k0 = time.process_time()
                    point = steps.send(kans[0])
                    kan_times.append(time.process_time() - k0)
                else:
                    point = steps.send(rng.choice(point.actions))
        except StopIteration:
            pass
        total += time.process_time() - t0
    return n / total, kan_times


def jansou_riichi_ankan(seconds: float = 1.0) -> float:
    from jansou.core.notation import parse_mpsz
    from jansou.game.actions import _kan_preserves_waits

    cases = []
    for text, kind_tile in (("123m456p789s777z5m7z", "7z"), ("7999m456p789s777z9m", "9m")):
        tiles = parse_mpsz(text)
        kind = parse_mpsz(kind_tile)[0].kind
        player = SimpleNamespace(concealed=tiles, melds=())
        cases.append((SimpleNamespace(players=[player], player_count=4), kind))
    n = 0
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        for state, kind in cases:
            _kan_preserves_waits(state, 0, kind)
        n += 2
    return n / (time.process_time() - t0)


# --------------------------------------------------------------------------- full games
def ours_full_games(n: int, *, seed0: int = 0) -> tuple[float, float]:
    """n random east-south games (mjteach.game.Game, tenhou preset), a uniform random choice
    among the legal actions of the seats asked; returns (games/s, hands per game)."""
    from mjteach.game import Game

    total = 0.0
    hands = 0
    for seed in range(seed0, seed0 + n):
        rng = random.Random(seed)
        t0 = time.process_time()
        g = Game("tenhou", seed=seed, length="east_south")
        while not g.is_over:
            g.play(rng.choice(g.legal_actions()))
        total += time.process_time() - t0
        hands += len(g.finished)
    return n / total, hands / n


def jansou_full_games(n: int, *, seed0: int = 0) -> tuple[float, float]:
    """n random games of jansou's Environment (tenhou preset) with its RandomAgent."""
    from jansou.core.rules import preset
    from jansou.game.agents import RandomAgent
    from jansou.game.environment import Environment

    rules = preset("tenhou")
    total = 0.0
    hands = 0
    for seed in range(seed0, seed0 + n):
        t0 = time.process_time()
        env = Environment(rules, seed=seed)
        env.run([RandomAgent(seed * 4 + i) for i in range(4)])
        total += time.process_time() - t0
        hands += len(env.records)
    return n / total, hands / n


# --------------------------------------------------------------------------- riichienv
def riichienv_games(n: int, *, seed0: int = 0, full: bool = False) -> tuple[float, float]:
    """n games of riichienv (Rust core, gym-style ``reset``/``step``) with its RandomAgent:
    one-kyoku games (``game_mode=0``) or east-south games (``game_mode=2``); returns (games/s,
    steps per game)."""
    from riichienv import RiichiEnv
    from riichienv.agents.random_agent import RandomAgent

    total = 0.0
    steps = 0
    for seed in range(seed0, seed0 + n):
        agents = [RandomAgent(seed * 4 + i) for i in range(4)]
        t0 = time.process_time()
        env = RiichiEnv(game_mode=2 if full else 0, seed=seed, skip_mjai_logging=True)
        obs = env.reset()
        while not env.done():
            obs = env.step({pid: agents[pid].act(o) for pid, o in obs.items()})
            steps += 1
        total += time.process_time() - t0
    return n / total, steps / n


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=300)
    ap.add_argument("--kans", type=int, default=300)
    ap.add_argument("--passes", type=int, default=3)
    ap.add_argument("--games", type=int, default=10, help="full games per engine and pass")
    ap.add_argument("--json", action="store_true", help="also print JSON rows (last line)")
    args = ap.parse_args()

    nan = float("nan")
    # the three engines' passes alternate (ours, jansou, riichienv, ours, ...) so that load from
    # other jobs on a shared machine falls on all of them alike; best pass of each
    ours_hps = j_hps = r_hps = 0.0
    j_kan: list[float] = []
    failed: dict[str, str] = {}
    for k in range(args.passes):
        ours_hps = max(ours_hps, ours_random_hands(args.hands, seed0=k * args.hands)[0])
        if "jansou" not in failed:
            try:
                hps, kt = jansou_random_hands(args.hands, seed0=k * args.hands)
                j_hps, j_kan = max(j_hps, hps), j_kan + kt
            except Exception as exc:  # pragma: no cover - report rather than hide
                failed["jansou"] = repr(exc)
        if "riichienv" not in failed:
            try:
                r_hps = max(r_hps, riichienv_games(args.hands, seed0=k * args.hands)[0])
            except Exception as exc:  # pragma: no cover
                failed["riichienv"] = repr(exc)
    ours_gps = j_gps = r_gps = 0.0
    ours_hpg = j_hpg = r_spg = nan
    for k in range(args.passes):
        gps, ours_hpg = ours_full_games(args.games, seed0=k * args.games)
        ours_gps = max(ours_gps, gps)
        if "jansou" not in failed:
            try:
                gps, j_hpg = jansou_full_games(args.games, seed0=k * args.games)
                j_gps = max(j_gps, gps)
            except Exception as exc:  # pragma: no cover
                failed["jansou games"] = repr(exc)
        if "riichienv" not in failed:
            try:
                gps, r_spg = riichienv_games(args.games, seed0=k * args.games, full=True)
                r_gps = max(r_gps, gps)
            except Exception as exc:  # pragma: no cover
                failed["riichienv games"] = repr(exc)
    for who, why in failed.items():
        print(f"{who} measurement failed: {why}")
    if "jansou" in failed:
        j_hps = nan
    if "riichienv" in failed:
        r_hps = nan
    if "jansou games" in failed or "jansou" in failed:
        j_gps = nan
    if "riichienv games" in failed or "riichienv" in failed:
        r_gps = nan
    ours_kan = ours_kan_step(args.kans)
    ours_ra = ours_riichi_ankan()
    try:
        j_ra = jansou_riichi_ankan()
    except Exception as exc:  # pragma: no cover
        print(f"jansou measurement failed: {exc!r}")
        j_ra = nan
    j_kan_med = statistics.median(j_kan) * 1e3 if j_kan else nan
    med = statistics.median(ours_kan) * 1e3
    print(f"{'measure':<46}{'mjteach':>14}{'jansou 0.14':>14}{'target':>12}")
    print(
        f"{'kan: legal_actions()+play(), median ms':<46}{med:>14.3f}{j_kan_med:>14.3f}{'<= 1':>12}"
    )
    print(f"{'riichi-ankan checks per second':<46}{ours_ra:>14,.0f}{j_ra:>14,.0f}{'>= 1000':>12}")
    print(f"{'  (ms per check)':<46}{1e3 / ours_ra:>14.4f}{1e3 / j_ra:>14.4f}{'<= 1':>12}")
    print(
        f"{'random hands played to the end per second':<46}{ours_hps:>14.0f}"
        f"{j_hps:>14.0f}{'>= 500':>12}"
    )
    ratio = ours_hps / j_hps if j_hps == j_hps and j_hps else nan
    r_ratio = ours_hps / r_hps if r_hps == r_hps and r_hps else nan
    print(f"{'  mjteach / jansou (hands per second)':<46}{ratio:>14.2f}{'':>14}{'>= 2.5':>12}")
    print(f"{'  riichienv 0.4.11 one-kyoku games per second':<46}{'':>14}{r_hps:>14.0f}")
    print(f"{'  mjteach / riichienv (hands per second)':<46}{r_ratio:>14.2f}{'':>14}{'>= 1':>12}")
    print(
        f"{'random east-south games per second':<46}{ours_gps:>14.2f}{j_gps:>14.2f}{'':>12}"
    )
    print(f"{'  (hands per game)':<46}{ours_hpg:>14.1f}{j_hpg:>14.1f}")
    print(f"{'  riichienv east-south games per second':<46}{'':>14}{r_gps:>14.2f}")
    print(
        f"(kan samples: mjteach {len(ours_kan)}; hands: {args.hands} each, games: {args.games} "
        f"each, best of {args.passes} alternated passes; one process, one core)"
    )
    if args.json:
        rows = json_rows(med, j_kan_med, ours_ra, j_ra, ours_hps, j_hps, args.hands, args.passes)
        rows += extra_rows(ours_hps, r_hps, ours_gps, j_gps, r_gps, args.hands, args.games)
        print(json.dumps(rows))


def _row(metric: str, value: float, unit: str, target: str, ok: bool | None) -> dict:
    return {
        "area": "engine",
        "metric": metric,
        "value": value,
        "unit": unit,
        "target": target,
        "ok": ok,
    }


def json_rows(med, j_kan_med, ours_ra, j_ra, ours_hps, j_hps, hands, passes=1) -> list[dict]:
    """The table's figures as benchmarks/run.py rows (CPU time of this process)."""
    nan = float("nan")

    def r(x: float, nd: int) -> float | None:
        return None if x != x else round(x, nd)

    ratio = ours_hps / j_hps if j_hps == j_hps and j_hps else nan
    return [
        _row("kan: legal_actions() + play(), median (CPU)", r(med, 3), "ms", "<= 1", med <= 1),
        _row("  jansou: flow step applying a kan, median", r(j_kan_med, 3), "ms", "", None),
        _row(
            "riichi-ankan legality checks per second (Round.why_not)",
            r(ours_ra, 0),
            "1/s",
            ">= 1000",
            ours_ra >= 1000,
        ),
        _row(
            "riichi-ankan check, time per check",
            r(1e3 / ours_ra, 4),
            "ms",
            "<= 1",
            1e3 / ours_ra <= 1,
        ),
        _row("  jansou: wait-preservation check per second", r(j_ra, 0), "1/s", "", None),
        _row(
            f"random hands played to the end per second ({hands} hands, CPU time, best of "
            f"{passes} passes)",
            r(ours_hps, 0),
            "hands/s",
            ">= 500",
            ours_hps >= 500,
        ),
        _row(
            f"  jansou 0.14.0 engine, {hands} deals, same random policy",
            r(j_hps, 0),
            "hands/s",
            "",
            None,
        ),
        _row(
            "random hands per second, mjteach / jansou",
            r(ratio, 2),
            "x",
            ">= 2.5",
            ratio >= 2.5 if ratio == ratio else None,
        ),
    ]


def extra_rows(ours_hps, r_hps, ours_gps, j_gps, r_gps, hands, games) -> list[dict]:
    """Rows for the second anchor (riichienv) and full games."""
    def r(x: float, nd: int) -> float | None:
        return None if x != x else round(x, nd)

    r_ratio = ours_hps / r_hps if r_hps == r_hps and r_hps else float("nan")
    return [
        _row(f"  riichienv 0.4.11 (Rust), {hands} one-kyoku games, its RandomAgent", r(r_hps, 0),
             "hands/s", "", None),
        _row("random hands per second, mjteach / riichienv", r(r_ratio, 2), "x", ">= 1",
             r_ratio >= 1 if r_ratio == r_ratio else None),
        _row(f"random east-south games per second ({games} games, mjteach.game.Game)",
             r(ours_gps, 2), "games/s", "", None),
        _row("  jansou 0.14.0 Environment, RandomAgent", r(j_gps, 2), "games/s", "", None),
        _row("  riichienv 0.4.11 east-south, RandomAgent", r(r_gps, 2), "games/s", "", None),
    ]


if __name__ == "__main__":
    main()
