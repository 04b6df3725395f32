"""Sample game records made by mjteach's own engine, for the lessons' replay widget.

Lessons must never need files outside the package, so the project writes its own small logs: hands played by a
simple deterministic bot on :class:`mjteach.round.Round` (tenhou rules) over walls from
:meth:`mjteach.wall.Wall.from_seed`. For each kind of kan the first seed (counting from 1) whose
hand shows that kan (and ends in a win) is kept. The logs are mjteach log JSON (:mod:`.native`)
and carry the wall, so a replay shows the real wall, the rinshan draws and the dead wall shifting.

    .venv/bin/python -m mjteach.logs.samples          # rewrites mjteach/data/sample_logs/

The bot is not a strategy lesson: it wins when it can, declares every kan it may, calls pon (to
make kakan possible) but never chi, declares riichi when tenpai and closed, and otherwise discards
the tile with the fewest neighbours in its hand.
"""

from __future__ import annotations

import sys
from pathlib import Path

from ..melds import Meld
from ..round import Action, Event, Round
from ..rules import Rules
from ..tiles import Tile
from ..wall import Wall
from .model import Draw, GameLog, HandInit, HandLog, HandResult, Step, Win
from .native import read_native, write_native

__all__ = ["SAMPLES", "SAMPLE_DIR", "play_hand", "find_sample", "write_samples", "sample_path",
           "load_sample"]

SAMPLE_DIR = Path(__file__).resolve().parents[1] / "data" / "sample_logs"
SAMPLES: dict[str, tuple[str, ...]] = {
    "ankan": ("ankan",),
    "kakan": ("kakan",),
    "daiminkan": ("daiminkan",),
    "two_kans": ("kan", "kan"),
    "rinshan_kaihou": ("kan", "rinshan"),
}
"""Sample name → what the hand must show: exactly these kans (``"kan"`` = any kind, then at least
that many), ending in a win; ``"rinshan"`` = the win is on a rinshan tile."""
_ABORTS = {"suukaikan": "kan4", "sanchahou": "ron3"}
_LIMITS = {None: 0, "mangan": 1, "kiriage_mangan": 1, "haneman": 2, "baiman": 3, "sanbaiman": 4,
           "kazoe_yakuman": 5, "yakuman": 5}


def _discard_choice(r: Round, seat: int, legal: list[Action]) -> Action:
    p = r.players[seat]
    counts = p.counts

    def keep_score(t: Tile) -> tuple[int, int, int]:
        k = t.kind
        score = (counts[k] - 1) * 4
        if k < 27:
            base = k - k % 9
            for d in (-2, -1, 1, 2):
                if base <= k + d <= base + 8:
                    score += counts[k + d] * (2 if abs(d) == 1 else 1)
        return (score, 0 if t.red else 1, -k)

    discards = [a for a in legal if a.kind == "discard"]
    return min(discards, key=lambda a: keep_score(a.tile))  # type: ignore[arg-type]


def _bot_action(r: Round, seat: int) -> Action:
    legal = r.legal_actions(seat)
    by_kind: dict[str, list[Action]] = {}
    for a in legal:
        by_kind.setdefault(a.kind, []).append(a)
    for kind in ("ron", "tsumo", "ankan", "kakan", "daiminkan", "pon"):
        if kind in by_kind:
            return by_kind[kind][0]
    if "riichi" in by_kind:
        return by_kind["riichi"][0]
    if r.phase in ("respond", "chankan"):
        return Action("pass", seat)
    if "draw" in by_kind:
        return by_kind["draw"][0]
    return _discard_choice(r, seat, legal)


def _steps_from_events(events: list[Event]) -> tuple[list[Step], list[dict]]:
    steps: list[Step] = []
    wins: list[dict] = []
    for ev in events:
        d = ev.data
        k = ev.kind
        if k == "draw":
            steps.append(Step("draw", ev.seat, ev.tile))
        elif k == "rinshan_draw" and d.get("kan") != "kita":
            steps.append(Step("draw", ev.seat, ev.tile, rinshan=True))
        elif k == "discard":
            steps.append(Step("discard", ev.seat, ev.tile, riichi=bool(d.get("riichi")),
                              tsumogiri=bool(d.get("tsumogiri"))))
        elif k == "riichi":
            steps.append(Step("reach", ev.seat, reach_step=1 if d.get("step") == "declare" else 2))
        elif k in ("call", "kan"):
            meld = Meld.parse(d["meld"])
            frm = None
            if meld.source is not None and ev.seat is not None:
                frm = (ev.seat + meld.source.offset) % 4
            steps.append(Step(k, ev.seat, ev.tile, meld=d.get("call") or d.get("kan"),
                              tiles=meld.tiles, from_seat=frm))
        elif k == "dora_reveal":
            steps.append(Step("dora", None, ev.tile))
        elif k == "win":
            frm = ev.seat if d.get("tsumo") else d.get("discarder")
            steps.append(Step("agari", ev.seat, ev.tile, from_seat=frm, result_index=len(wins)))
            wins.append(d)
        elif k in ("exhaustive_draw", "abortive_draw"):
            steps.append(Step("ryuukyoku", None))
    return steps, wins


def play_hand(seed: int, rules: Rules | None = None, *, dealer: int = 0,
              max_actions: int = 2000) -> HandLog:
    """Play one hand with the bot on ``Wall.from_seed(seed)`` and record it as a HandLog (wall,
    steps, and the engine's own result and valuations)."""
    rules = rules or Rules.preset("tenhou")
    wall = Wall.from_seed(seed, rules)
    r = Round(rules, wall, dealer=dealer)
    for _ in range(max_actions):
        if r.is_over:
            break
        seat = r.waiting_on[0]
        r.play(_bot_action(r, seat))
    else:  # pragma: no cover - the bot always ends a hand
        raise RuntimeError(f"seed {seed}: the hand did not end")
    deal = next(e for e in r.events if e.kind == "deal")
    hands = wall.copy().deal(dealer)
    init = HandInit(round_index=0, honba=0, riichi_sticks=0, dealer=dealer,
                    scores=(25000,) * 4, haipai=tuple(tuple(h) for h in hands),
                    dora_indicator=Tile.parse(deal.data["dora_indicator"]), dice=wall.dice)
    steps, win_data = _steps_from_events(r.events)
    hand = HandLog(0, init, steps, wall_tiles=wall.yama, dice=wall.dice)
    result = r.result or {}
    if result.get("type") == "win":
        wins = []
        for d in win_data:
            val = d["valuation"]
            yaku: dict[str, int] = {}
            for y in val.yaku:
                key = "dora" if y.key == "kan_dora" else y.key
                han = 13 * max(1, y.yakuman) if y.yakuman else y.han
                if han:
                    yaku[key] = yaku.get(key, 0) + han
            frm = d["winner"] if d["tsumo"] else d["discarder"]
            wins.append(Win(
                who=d["winner"], from_who=frm, fu=val.fu, han=val.han, points=val.hand_points,
                limit=_LIMITS.get(val.limit, 5), yaku=tuple(yaku.items()),
                dora_indicators=tuple(Tile.parse(t) for t in d["dora_indicators"]),
                win_tile=next(s.tile for s in steps if s.kind == "agari"
                              and s.seat == d["winner"]),
                deltas=tuple(int(val.payments.get(s, 0)) for s in range(4)),
                yakuman=val.yakuman))
        hand.result = HandResult(wins=tuple(wins))
    elif result.get("type") == "exhaustive_draw":
        hand.result = HandResult(draw=Draw("exhaustive", tuple(result["deltas"]),
                                           tuple(result["tenpai"])))
    else:
        kind = result.get("kind", "")
        hand.result = HandResult(draw=Draw(_ABORTS.get(kind, kind), tuple(result["deltas"])))
    return hand


def _shows(hand: HandLog, want: tuple[str, ...]) -> bool:
    if not hand.result.wins:
        return False
    kans = [s.meld for _, s in hand.kans()]
    wanted = [w for w in want if w != "rinshan"]
    if "rinshan" in want:
        i = next(i for i, s in enumerate(hand.steps) if s.kind == "agari")
        if not (i > 0 and hand.steps[i - 1].rinshan):
            return False
    if "kan" in wanted:
        return len(kans) >= len(wanted)
    return sorted(kans) == sorted(wanted)


def find_sample(want: tuple[str, ...], *, start: int = 1, limit: int = 400,
                rules: Rules | None = None) -> tuple[int, HandLog]:
    """The first seed from ``start`` whose bot hand shows the kans in ``want``.

    Raises ``LookupError`` if none of ``limit`` seeds does."""
    for seed in range(start, start + limit):
        hand = play_hand(seed, rules)
        if _shows(hand, want):
            return seed, hand
    raise LookupError(f"no seed in {start}..{start + limit - 1} shows {want}")


def sample_path(name: str) -> Path:
    """The file of a shipped sample log (``"ankan"``, ``"kakan"``, ``"daiminkan"``,
    ``"two_kans"``, ``"rinshan_kaihou"``). Raises ``KeyError`` for another name."""
    if name not in SAMPLES:
        raise KeyError(f"no sample log {name!r}; known: {', '.join(SAMPLES)}")
    return SAMPLE_DIR / f"{name}.json"


def load_sample(name: str) -> GameLog:
    """Read a shipped sample log (see :func:`sample_path`)."""
    return read_native(sample_path(name))


def write_samples(out_dir: str | Path = SAMPLE_DIR) -> dict[str, int]:
    """Generate every sample into ``out_dir``; returns ``{name: seed}``."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    seeds = {}
    for name, want in SAMPLES.items():
        seed, hand = find_sample(want)
        game = GameLog(path=f"{name}.json", format="native", names=("A", "B", "C", "D"),
                       hands=[hand], rules_text="tenhou", seed=f"Wall.from_seed({seed})")
        write_native(game, out / f"{name}.json")
        seeds[name] = seed
    return seeds


if __name__ == "__main__":  # pragma: no cover
    for name, seed in write_samples(sys.argv[1] if len(sys.argv) > 1 else SAMPLE_DIR).items():
        print(f"{name}: seed {seed}")
