"""Table situations for KanLab demos: a wall arranged so the deal and the next draws are chosen.

The tile positions come from the wall itself (Tenhou order, FORMATS.md §5.1, as documented in
:mod:`mjteach.wall`): live draws are read from ``Wall.next_draw_index`` as a probe wall is drawn,
rinshan and indicator positions from ``rinshan_indices()`` / ``all_indicator_indices()``. The deal
positions follow ``Wall.deal`` (three rounds of four tiles from the dealer on, then one each), and
:func:`arranged_round` checks that the dealt hands are the ones asked for (``ValueError`` if not).
No rule is decided here; the Round plays everything.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence

from ..round import Round
from ..rules import Rules
from ..tiles import Tile, parse_tiles
from ..wall import Wall, tile_set

__all__ = ["arranged_wall", "arranged_round", "DEMOS", "demo_round"]


def _deal_positions(n_tiles: int, players: int, dealer: int) -> dict[int, list[int]]:
    out: dict[int, list[int]] = {s: [] for s in range(players)}
    i = n_tiles - 1
    for _ in range(3):
        for k in range(players):
            out[(dealer + k) % players].extend(range(i, i - 4, -1))
            i -= 4
    for k in range(players):
        out[(dealer + k) % players].append(i)
        i -= 1
    return out


def _tiles(x: str | Sequence[Tile]) -> list[Tile]:
    return parse_tiles(x) if isinstance(x, str) else list(x)


def _fit(positions: list[int], tiles: list[Tile], what: str) -> list[tuple[int, Tile]]:
    if len(tiles) > len(positions):
        raise ValueError(
            f"{len(tiles)} {what} tiles asked for; the wall has {len(positions)} places"
        )
    return list(zip(positions, tiles, strict=False))


def arranged_wall(
    rules: Rules,
    *,
    hands: Mapping[int, str | Sequence[Tile]],
    draws: str = "",
    rinshan: str = "",
    indicators: str = "",
    dealer: int = 0,
    seed: int = 0,
    dice: tuple[int, int] = (3, 4),
) -> Wall:
    """A wall whose deal gives ``hands[seat]`` (13 tiles each; other seats random), whose next live
    draws are ``draws`` (in draw order, all seats), rinshan tiles ``rinshan`` (in draw order) and
    dora/kan-dora indicators ``indicators`` (in turning order). Other places hold the remaining
    tiles, shuffled with ``seed``.

    Raises ValueError when more copies of a tile are asked for than the tile set holds.
    """
    full = tile_set(rules)
    n = len(full)
    probe = Wall(full, dice, rules)
    probe.deal(dealer)
    live_order: list[int] = []
    want_draws = _tiles(draws)
    while len(live_order) < len(want_draws):
        live_order.append(probe.next_draw_index)
        probe.draw()
    place: dict[int, Tile] = {}
    deal_pos = _deal_positions(n, rules.players, dealer)
    for seat, tiles in hands.items():
        ts = _tiles(tiles)
        if seat not in deal_pos:
            raise ValueError(f"there is no seat {seat} with {rules.players} players")
        if len(ts) != 13:
            raise ValueError(f"seat {seat} needs 13 tiles, not {len(ts)}")
        for pos, t in zip(deal_pos[seat], ts, strict=True):
            place[pos] = t
    for pos, t in zip(live_order, want_draws, strict=True):
        place[pos] = t
    for pos, t in _fit(probe.rinshan_indices(), _tiles(rinshan), "rinshan"):
        place[pos] = t
    for pos, t in _fit(probe.all_indicator_indices(), _tiles(indicators), "indicators"):
        place[pos] = t
    pool = Counter(full)
    for t in place.values():
        if pool[t] <= 0:
            raise ValueError(
                f"too many {t.notation} asked for: the tile set has {Counter(full)[t]}"
            )
        pool[t] -= 1
    rest = sorted(pool.elements())
    random.Random(seed).shuffle(rest)
    yama = [place[i] if i in place else rest.pop() for i in range(n)]
    return Wall(yama, dice, rules)


def arranged_round(rules: Rules, *, hands: Mapping[int, str], dealer: int = 0, **kwargs) -> Round:
    """A dealt :class:`Round` on :func:`arranged_wall`; checks the deal gave the hands asked for."""
    wall = arranged_wall(rules, hands=hands, dealer=dealer, **kwargs)
    rnd = Round(rules, wall, dealer=dealer)
    for seat, tiles in hands.items():
        got = sorted(rnd.players[seat].concealed)
        if got != sorted(_tiles(tiles)):
            raise ValueError(f"seat {seat} was dealt {got}, not {tiles}")  # pragma: no cover
    return rnd


# Demo situations: seat 0 is the learner. Other seats draw honors they cannot use and discard them.
DEMOS: dict[str, dict] = {
    # 槓 § 槓子の扱い: 2399m222666p with 8888s; 8s is drawn first, so the ankan is ready.
    "ankan": {
        "dealer": 0,
        "hands": {0: "2399m222666p888s"},
        "draws": "8s1z2z3z4z",
        "rinshan": "5z6z1z2z",
        "indicators": "3p9m1s2s7z",
    },
    # 8p pon from kamicha, then the 4th 8p drawn: kakan. 234m678m777z5p is left waiting on 5p.
    "kakan": {
        "dealer": 3,
        "hands": {0: "234m678m777z5p88p1z"},
        "draws": "8p2z3z4z8p",
        "rinshan": "6z2z3z4z",
        "indicators": "3p9m1s2s7z",
        "presses": [("pon", "8p"), ("discard", "1z")],
    },
    # kamicha discards 7s while the learner holds 777s: daiminkan (or pon).
    "daiminkan": {
        "dealer": 3,
        "hands": {0: "234m678m777z5p777s"},
        "draws": "7s",
        "rinshan": "6z2z3z4z",
        "indicators": "3p9m1s2s1z",
    },
}


def demo_round(name: str, rules: Rules | None = None) -> tuple[Round, list[tuple[str, str]]]:
    """The demo situation ``name`` (``"ankan"``, ``"kakan"``, ``"daiminkan"``) and the presses that
    lead up to its kan. Raises KeyError for an unknown name."""
    spec = dict(DEMOS[name])
    presses = list(spec.pop("presses", []))
    return arranged_round(rules or Rules(), **spec), presses
