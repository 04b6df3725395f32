"""Cut the "real moment" exercises (mjteach.practice, concept ``real-moment``) out of the checked
real game records in tests/data/realgames/: every recorded kan, replayed on the engine
(:class:`mjteach.logs.replay.HandReplay`), with what was legal for the player at that moment
(the engine's legal actions but discard and pass), what the kan changed (live tiles, this kan's
kan-dora indicator and when it was turned, the set's fu) and what the player did next; and every
moment a kan was legal and the player did something else (``passes``: what was legal, what they
did instead).

    python tools/extract_moments.py            write mjteach/data/real_moments.json
    python tools/extract_moments.py --check    exit 1 if the shipped file differs from a fresh cut

The package never reads tests/ at run time: it ships the JSON this tool writes, and
tests/test_practice_real_moment.py checks that the JSON is what a fresh extraction gives.
Only hands the engine replays without a mismatch up to the kan are used.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mjteach.logs import load  # noqa: E402  (after sys.path: runs from a checkout)
from mjteach.logs.replay import HandReplay, rules_for  # noqa: E402
from mjteach.scoring.core import set_fu  # noqa: E402

RECORDS = ROOT / "tests" / "data" / "realgames"
OUT = ROOT / "mjteach" / "data" / "real_moments.json"


def _record_files(root: Path) -> list[Path]:
    """The game records, mjlog first (they carry the whole wall), then Tenhou JSON exports of
    games not already read as mjlog."""
    mjlogs = sorted((root / "mjlog").glob("*.mjlog"))
    stems = {p.stem for p in mjlogs}
    jsons = [p for p in sorted((root / "tenhou-json").glob("*.json")) if p.stem not in stems]
    return mjlogs + jsons


def _next_move(steps: list, start: int, seat: int) -> dict[str, Any]:
    """What ``seat`` did after its kan at ``start``: the next discard, win, kan or the hand's
    end (a chankan by another seat)."""
    for st in steps[start + 1:]:
        if st.kind == "agari":
            if st.seat == seat:
                return {"did": "rinshan_win"}
            return {"did": "robbed", "by": st.seat}
        if st.seat != seat:
            continue
        if st.kind == "discard":
            return {"did": "riichi" if st.riichi else "discard", "tile": st.tile.notation}
        if st.kind == "kan":
            return {"did": "kan", "tile": st.tile.notation, "kind": st.meld}
    return {"did": "end"}


def _moments_of_hand(hand, rules, path: Path) -> list[dict[str, Any]]:
    out = []
    kans = [i for i, st in enumerate(hand.steps) if st.kind == "kan"]
    if not kans:
        return out
    rep = HandReplay(hand, rules, path=path.name, check_values=False)
    for k, index in enumerate(kans):
        if rep.round is None:
            break
        rep.goto(index - 1)
        if rep.done or rep.mismatches:
            break
        st = hand.steps[index]
        r = rep.round
        seat = st.seat
        legal = sorted({a.kind for a in r.legal_actions(seat)} - {"discard", "pass"})
        before = {"hand": r.players[seat].hand.notation, "live": r.wall.live_remaining,
                  "kans": r.kans_made, "indicators": [t.notation for t in r.wall.dora_indicators]}
        # this kan's indicator: the next one after those turned or still waiting to be turned
        slot = 1 + r.wall.revealed_kan_dora + len(r.pending_reveals)
        target = r.wall.all_indicator_indices()[slot] if slot < 5 else None

        def mine(e) -> bool:
            return e.kind == "dora_reveal" and e.data.get("index") == target

        events = rep.step()
        if rep.mismatches:
            break
        kinds = [e.kind for e in events]
        draw = next((e for e in events if e.kind == "rinshan_draw"), None)
        reveal = next((e for e in events if mine(e)), None)
        timing = "immediate" if reveal is not None and draw is not None and events.index(
            reveal) < kinds.index("rinshan_draw") else None
        live_after = r.wall.live_remaining if draw is not None else None
        if reveal is None:  # turned later (at the kanner's discard or next kan) or never
            probe = HandReplay(hand, rules, check_values=False, keep_history=False)
            probe.goto(index)
            while not probe.done:
                reveal = next((e for e in probe.step() if mine(e)), None)
                if reveal is not None:
                    timing = "later"
                    break
            if reveal is None:
                timing = "none"
        terminal = st.tile.kind >= 27 or st.tile.kind % 9 in (0, 8)
        out.append({
            "id": f"{path.stem}/{hand.name}/{k + 1}",
            "file": path.name, "hand": hand.name, "hand_number": hand.number, "step": index,
            "seat": seat, "dealer": hand.init.dealer, "kind": st.meld, "tile": st.tile.notation,
            "from_seat": st.from_seat, "legal": legal,
            "hand_before": before["hand"], "live_before": before["live"],
            "kans_before": before["kans"], "indicators_before": before["indicators"],
            "rinshan": draw.tile.notation if draw is not None else None,
            "live_after": live_after,
            "indicator": reveal.tile.notation if reveal is not None else None,
            "indicator_timing": timing,
            "set_fu": set_fu(st.meld, terminal),
            "then": _next_move(hand.steps, index, seat),
        })
    return out


def _passes_of_hand(hand, rules, path: Path) -> list[dict[str, Any]]:
    """The moments a kan was legal for a seat and it did something else (each seat, kind and tile
    once per hand, the first time): the engine's legal actions then, and what the seat did."""
    out: list[dict[str, Any]] = []
    rep = HandReplay(hand, rules, path=path.name, check_values=False, keep_history=False)
    if rep.round is None:
        return out
    seen = set()
    while not rep.done and not rep.mismatches:
        r = rep.round
        index = rep.position
        nxt = hand.steps[index] if index < len(hand.steps) else None
        for seat in range(rules.players):
            kans = [a for a in r.legal_actions(seat) if a.kind in ("ankan", "kakan", "daiminkan")]
            if not kans or (nxt is not None and nxt.kind == "kan" and nxt.seat == seat):
                continue
            a = kans[0]
            key = (seat, a.kind, a.tile.kind)
            if key in seen:
                continue
            seen.add(key)
            legal = sorted({x.kind for x in r.legal_actions(seat)} - {"discard", "pass"})
            out.append({
                "id": f"{path.stem}/{hand.name}/pass{len(out) + 1}",
                "file": path.name, "hand": hand.name, "hand_number": hand.number, "step": index,
                "seat": seat, "dealer": hand.init.dealer, "kind": a.kind, "tile": a.tile.notation,
                "legal": legal, "hand_before": r.players[seat].hand.notation,
                "live_before": r.wall.live_remaining,
                "then": _did_instead(hand.steps, index, seat, r.phase),
            })
        rep.step()
    return out


def _did_instead(steps: list, start: int, seat: int, phase: str) -> dict[str, Any]:
    """What ``seat`` did at a moment it could have made a kan: on another's discard, the call it
    made or that it let the tile go; on its own turn, its discard, riichi or win."""
    for st in steps[start:]:
        if st.kind in ("draw", "dora", "reach"):
            continue
        if phase == "respond":
            if st.seat == seat and st.kind in ("call", "agari"):
                return {"did": st.meld if st.kind == "call" else "won"}
            return {"did": "let_go"}
        if st.seat != seat:
            continue
        if st.kind == "discard":
            return {"did": "riichi" if st.riichi else "discard", "tile": st.tile.notation}
        if st.kind == "agari":
            return {"did": "won"}
        if st.kind == "kan":
            return {"did": "kan", "tile": st.tile.notation, "kind": st.meld}
    return {"did": "end"}


def extract(root: Path = RECORDS) -> list[dict[str, Any]]:
    """Every recorded kan of the records under ``root`` as a moment (see the module docstring),
    in file, hand and step order."""
    return _over_hands(root, _moments_of_hand)


def extract_passes(root: Path = RECORDS) -> list[dict[str, Any]]:
    """Every moment of the records where a kan was legal and the player did something else."""
    return _over_hands(root, _passes_of_hand)


def _over_hands(root: Path, cut) -> list[dict[str, Any]]:
    """``cut(hand, rules, path)`` over every hand of every record, concatenated."""
    out: list[dict[str, Any]] = []
    for path in _record_files(root):
        game = load(path)
        rules = rules_for(game)
        for hand in game.hands:
            out += cut(hand, rules, path)
    return out


def dumps(moments: list[dict[str, Any]], passes: list[dict[str, Any]]) -> str:
    return json.dumps({"source": "tests/data/realgames (see SOURCES.md there)",
                       "tool": "tools/extract_moments.py", "moments": moments,
                       "passes": passes}, ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true",
                    help="exit 1 if the shipped file differs from a fresh extraction")
    args = ap.parse_args(argv)
    moments, passes = extract(), extract_passes()
    text = dumps(moments, passes)
    if args.check:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print(f"{OUT.relative_to(ROOT)}: " + ("up to date" if same else "differs from a fresh "
                                              "extraction: run tools/extract_moments.py"))
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(moments)} kans, {len(passes)} kans passed up")
    return 0


if __name__ == "__main__":
    sys.exit(main())
