"""Riichi-ankan legality check and wait computation speed (issue 3 target: median <= 1 ms).

Run: .venv/bin/python benchmarks/bench_waits.py [N] [--json]
Builds N random riichi hands (a complete hand minus one tile, holding a triplet, with the fourth
copy drawn) and times mjteach.waits.riichi_ankan_reason under SAME_WAIT and SAME_DECOMPOSITION,
first with empty caches (cold) and then again (warm), plus waits() on the 13-tile hands.
Times are wall-clock per call (perf_counter_ns); with ``--json`` the last line is the JSON list of
rows benchmarks/run.py collects (the same medians and p95s as the table).
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time

from mjteach import waits as W
from mjteach.hand import Hand
from mjteach.rules import RiichiAnkan, Rules
from mjteach.tiles import Tile

SETS = [[k] * 3 for k in range(34)] + [
    [s * 9 + i, s * 9 + i + 1, s * 9 + i + 2] for s in range(3) for i in range(7)
]


def riichi_hands(n: int, seed: int = 1) -> list[tuple[Hand, int]]:
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        c = [0] * 34
        triplet = rng.randrange(34)
        c[triplet] = 3
        for _ in range(3):
            s = rng.choice(SETS)
            if all(c[k] + s.count(k) <= 4 for k in s):
                for k in s:
                    c[k] += 1
        pair = rng.choice([k for k in range(34) if c[k] <= 2])
        c[pair] += 2
        if sum(c) != 14 or c[triplet] != 3:
            continue
        drop = rng.choice([k for k in range(34) if c[k] and k != triplet])
        c[drop] -= 1
        tiles = [Tile(k) for k in range(34) for _ in range(c[k])]
        out.append((Hand(tuple(tiles), Tile(triplet)), triplet))
    return out


def clear() -> None:
    for f in (
        W._sets_only,
        W._can_sets,
        W._suit_status,
        W._complete_tuple,
        W._decompositions_tuple,
        W._waits_tuple,
        W._riichi_ankan_code,
    ):
        f.cache_clear()


def time_calls(fn, items) -> list[float]:
    out = []
    for item in items:
        t0 = time.perf_counter_ns()
        fn(item)
        out.append((time.perf_counter_ns() - t0) / 1e3)
    return out


ROWS: list[dict] = []


def report(label: str, us: list[float]) -> None:
    us = sorted(us)
    p95 = us[int(len(us) * 0.95)]
    median = statistics.median(us)
    print(f"{label:52s} median {median:8.1f} us   p95 {p95:8.1f} us   max {us[-1]:8.1f} us")
    for what, value in (("median", median), ("p95", p95)):
        ms = value / 1e3
        target = "<= 1" if label.startswith("riichi_ankan") else ""
        ROWS.append(
            {
                "area": "waits",
                "metric": f"{label}, {what}",
                "value": round(ms, 4),
                "unit": "ms",
                "target": target,
                "ok": ms <= 1 if target else None,
            }
        )


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    n = int(args[0]) if args else 2000
    hands = riichi_hands(n)
    for mode in (RiichiAnkan.SAME_WAIT, RiichiAnkan.SAME_DECOMPOSITION):
        rules = Rules(riichi_ankan=mode)
        clear()
        report(
            f"riichi_ankan_reason {mode.value} (cold caches)",
            time_calls(lambda hk, r=rules: W.riichi_ankan_reason(hk[0], hk[1], r), hands),
        )
        report(
            f"riichi_ankan_reason {mode.value} (warm)",
            time_calls(lambda hk, r=rules: W.riichi_ankan_reason(hk[0], hk[1], r), hands),
        )
    allowed = sum(W.riichi_ankan_reason(h, k, Rules()) is None for h, k in hands)
    print(f"{n} hands, {allowed} ankans allowed under Tenhou's rule")
    clear()
    counts = [h.counts34() for h, _ in hands]
    for c, (h, _) in zip(counts, hands, strict=True):
        c[h.drawn.kind] -= 1
    report("waits() on 13 tiles (cold caches)", time_calls(W.waits, counts))
    if "--json" in sys.argv:
        print(json.dumps(ROWS))


if __name__ == "__main__":
    main()
