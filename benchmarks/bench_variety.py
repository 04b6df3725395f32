"""Variety and fairness of the practice exercises (issue 20 item 6, "Variety and fairness,
measured"): one row per concept × difficulty, over every preset × 100 seeds.

Run: .venv/bin/python benchmarks/bench_variety.py [N] [--json]

For each concept × difficulty and each preset, :func:`mjteach.practice.fairness.measure` over
seeds 0..N-1 (default 100) gives the distinct answer-deciding situations, the distinct right
answers, the largest share of one answer position and the share a hint alone decides. A row
reports the worst preset for each (fewest situations and answers, largest position share and hint
share). Targets: situations >= 30 (or the reason it cannot, below), answer position share <= 0.40
with 4 or more choices (<= 1/k + 0.15 with k < 4 choices or k distinct right answers: 0.65 for
yes/no), hint share 0.
With ``--json`` the last line is the runner's JSON.
"""

from __future__ import annotations

import json
import sys
import time

from mjteach.practice import CONCEPTS
from mjteach.practice.fairness import measure
from mjteach.rules import PRESETS

SITUATIONS = 30

# where a concept × difficulty cannot reach 30 answer-deciding situations, and why
BOUNDED = {
    ("kan-dora", 2): "the timing follows from the kind of kan and the table's option only "
                     "(ankan, kakan, daiminkan: 3 situations per ruleset)",
    ("meld-layout", 1): "the layout follows from the kind and the source only (pon, daiminkan "
                        "from 3 seats, chi from kamicha: 7)",
    ("meld-layout", 2): "the layout follows from the kind and the source only (13 in "
                        "four-player, 8 in three-player)",
    ("meld-layout", 3): "as difficulty 2, without chi (12)",
}
BOUNDED_PRESETS = {
    "call-priority": "three-player has no chi: the voices are a pon/kan and a ron (12 orders "
                     "of 3 seats)",
    "kan-dora": "a table without kan dora (jpml, saikouisen_classic) has one answer: none",
    "kuisagari": "three-player calls pon only (two-yaku hands: honitsu with ittsu or chanta)",
    "kuikae": "Saikouisen Classic allows kuikae: nothing is ever banned, so its answer is always "
              "'none' and the pon/chi shapes alone vary",
}

# where the answer positions cannot spread as far as the choice count says, and why
POSITION_BOUNDED = {
    "meld-layout": ("sanma", "three-player: a called tile comes from kamicha or shimocha only, "
                    "so the answer is the left or the right one, never the centre (0.5 each)"),
    "kuisagari": ("", "the han counts are shown in order and none is below 0: with 1 han left "
                  "(most d1/d2 hands) the answer is the first or the second of four"),
}


def _limit(choices: int) -> float:
    return 0.40 if choices >= 4 else min(1.0, round(1 / choices + 0.15, 2))


def row(concept: str, difficulty: int, n: int) -> dict:
    worst: dict = {}
    for preset in PRESETS:
        r = measure(concept, difficulty, preset, range(n))
        # positions can spread no wider than the choices shown or the answers there are
        k = min(r["choices"], r["answers"])
        r["limit"] = _limit(max(k, 1))
        for key, pick in (("situations", min), ("answers", min)):
            if key not in worst or pick(worst[key][0], r[key]) != worst[key][0]:
                worst[key] = (r[key], preset)
        for key in ("top_position_share", "hint_decides"):
            v = r[key] if r[key] is not None else 0.0
            if key not in worst or v > worst[key][0]:
                worst[key] = (v, preset)
        over = (r["top_position_share"] or 0.0) - r["limit"]
        if "over" not in worst or over > worst["over"][0]:
            worst["over"] = (over, preset, r["limit"])
        worst.setdefault("failed", 0)
        worst["failed"] += r["failed"]
    sit, sit_p = worst["situations"]
    reason = BOUNDED.get((concept, difficulty))
    if reason is None and sit < SITUATIONS:
        reason = BOUNDED_PRESETS.get(concept)
    pos_reason = None
    if worst["over"][0] > 0 and concept in POSITION_BOUNDED \
            and worst["over"][1].startswith(POSITION_BOUNDED[concept][0]):
        pos_reason = POSITION_BOUNDED[concept][1]
    ok = ((sit >= SITUATIONS or reason is not None) and (worst["over"][0] <= 0 or pos_reason)
          and worst["hint_decides"][0] == 0 and worst["failed"] == 0)
    value = (f"situations {sit} ({sit_p}) · answers {worst['answers'][0]} "
             f"({worst['answers'][1]}) · top position {worst['top_position_share'][0]:.2f} "
             f"({worst['top_position_share'][1]}) · hint decides {worst['hint_decides'][0]:.2f}"
             + (f" · {worst['failed']} not made" if worst["failed"] else ""))
    out = {"area": "variety", "metric": f"{concept} d{difficulty}: worst preset of "
           f"{len(PRESETS)} × {n} seeds", "value": value, "unit": "",
           "target": f"situations >= {SITUATIONS}, position <= limit, hint 0", "ok": ok}
    notes = []
    if reason is not None and sit < SITUATIONS:
        notes.append(f"fewer than {SITUATIONS} situations: {reason}")
    if pos_reason:
        notes.append(f"position share above its limit in {worst['over'][1]}: {pos_reason}")
    if notes:
        out["note"] = "; ".join(notes)
    return out


def main(argv: list[str]) -> int:
    args = [a for a in argv if not a.startswith("--")]
    n = int(args[0]) if args else 100
    rows = []
    for concept in CONCEPTS:
        for d in (1, 2, 3):
            t0 = time.perf_counter()
            r = row(concept, d, n)
            print(f"{r['metric']}: {r['value']}  [{'ok' if r['ok'] else 'NOT MET'}] "
                  f"({time.perf_counter() - t0:.1f} s)" + (f"  -- {r['note']}" if "note" in r
                                                           else ""), flush=True)
            rows.append(r)
    if "--json" in argv:
        print(json.dumps(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
