"""Replay speed: hands per second of the checked replay over tests/data/realgames (target >= 200).

Run: .venv/bin/python benchmarks/bench_replay.py [--rounds N] [--json]

Loads every file of tests/data/realgames once (mjlog with the wall regenerated from the seed, Tenhou
JSON with the order of play rebuilt), then replays every hand with all checks on (draws, rinshan,
kan-dora timing, legality, draws, win values through mjteach.scoring). Timing is the best of N
rounds (default 5) so a burst of load from other processes on a shared machine does not decide the
figure; each round runs in chunks of files and keeps the best time per chunk. Also printed: reading
(parse + shuffle) speed and the replay without comparing win values (the engine still values
every win: a ron or tsumo is legal only with a yaku). With ``--json`` the last line is the
benchmark runner's JSON rows.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from mjteach.logs import load
from mjteach.logs.replay import replay_game

ROOT = Path(__file__).resolve().parents[1]
REALGAMES = ROOT / "tests" / "data" / "realgames"
TARGET = 200.0


def _best_chunks(work, chunks, rounds: int) -> float:
    best = [float("inf")] * len(chunks)
    for _ in range(rounds):
        for i, chunk in enumerate(chunks):
            start = time.perf_counter()
            work(chunk)
            best[i] = min(best[i], time.perf_counter() - start)
    return sum(best)


def main(argv: list[str]) -> int:
    as_json = "--json" in argv
    rounds = 5
    if "--rounds" in argv:
        rounds = int(argv[argv.index("--rounds") + 1])
    paths = sorted(p for p in REALGAMES.rglob("*") if p.suffix in (".mjlog", ".json"))
    if not paths:
        print(f"no game records under {REALGAMES}")
        return 1
    games = [load(p) for p in paths]
    hands = sum(len(g.hands) for g in games)
    chunks = [games[i : i + 4] for i in range(0, len(games), 4)]
    path_chunks = [paths[i : i + 4] for i in range(0, len(paths), 4)]

    def replay(chunk, values=True):
        for g in chunk:
            report = replay_game(g, check_values=values)
            if report.mismatches:
                raise SystemExit(f"mismatch while benchmarking: {report.mismatches[0]}")

    def read(chunk):
        for p in chunk:
            load(p)

    replay(games)  # warm caches (scoring library, waits tables)
    full = _best_chunks(replay, chunks, rounds)
    novalue = _best_chunks(lambda c: replay(c, False), chunks, rounds)
    reading = _best_chunks(read, path_chunks, rounds)
    rate = hands / full
    print(f"{len(paths)} files, {hands} hands, best of {rounds} rounds")
    print(f"replay with every check      : {full:6.2f} s  = {rate:7.1f} hands/s  "
          f"(target >= {TARGET:.0f})")
    print(f"replay, win values not compared: {novalue:6.2f} s  = {hands / novalue:7.1f} hands/s")
    print(f"reading (parse + shuffle)    : {reading:6.2f} s  = {hands / reading:7.1f} hands/s")
    print(f"read + replay                : {full + reading:6.2f} s  = "
          f"{hands / (full + reading):7.1f} hands/s")
    if as_json:
        print(json.dumps([
            {"area": "replay", "metric": "hands replayed per second (all checks)",
             "value": round(rate, 1), "unit": "hands/s", "target": f">= {TARGET:.0f}",
             "ok": rate >= TARGET},
            {"area": "replay", "metric": "hands read per second (parse + shuffle)",
             "value": round(hands / reading, 1), "unit": "hands/s", "target": None, "ok": None},
        ]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
