"""Random sample hands with kans, for quizzes, benchmarks and cross-checks.

>>> import random
>>> from mjteach.scoring.samples import random_kan_case
>>> case = None
>>> rng = random.Random(1)
>>> while case is None:
...     case = random_kan_case(rng)
>>> any(m.is_kan for m in case[0].melds)
True
"""

from __future__ import annotations

import random
from collections import Counter

from ..hand import Hand
from ..melds import Meld, MeldKind, Source
from ..tiles import Tile
from .core import WinContext

__all__ = ["random_kan_case", "random_kan_cases"]


def random_kan_case(rng: random.Random, red_fives: bool = True) -> tuple[Hand, WinContext] | None:
    """A complete hand with at least one kan (ankan, daiminkan or kakan drawn evenly), pons and
    chis, red fives, and a consistent random context (tsumo/ron, riichi, rinshan, haitei, houtei,
    chankan, winds, dora and ura indicators, honba, sticks). ``None`` when the draw ran out of
    tiles: call again. The hand may have no yaku. ``red_fives=False`` for rules without them (one
    red five a suit otherwise, as Tenhou's set); indicators come from the tiles left."""
    avail = Counter({k: 4 for k in range(34)})
    reds = {4: red_fives, 13: red_fives, 22: red_fives}

    def take(kind: int, n: int) -> list[Tile] | None:
        if avail[kind] < n:
            return None
        avail[kind] -= n
        out = []
        for _ in range(n):
            if kind in reds and reds[kind] and rng.random() < 0.3:
                reds[kind] = False
                out.append(Tile(kind, True))
            else:
                out.append(Tile(kind))
        return out

    honor_bias = rng.random() < 0.3
    n_kans = rng.choice([1, 1, 1, 2, 2, 3, 4])
    kinds_of_set = ["kan"] * n_kans + [
        rng.choice(["run", "run", "triplet"]) for _ in range(4 - n_kans)
    ]
    closed: list[Tile] = []
    melds: list[Meld] = []
    for what in kinds_of_set:
        for _ in range(20):
            if what == "run":
                suit = rng.randrange(3)
                first = suit * 9 + rng.randrange(7)
                got = [take(first + d, 1) for d in range(3)]
                if any(g is None for g in got):
                    for d, g in enumerate(got):
                        if g:
                            avail[first + d] += 1
                    continue
                tiles = [g[0] for g in got]  # type: ignore[index]
                if rng.random() < 0.25:
                    called = rng.choice(tiles)
                    melds.append(Meld(MeldKind.CHI, tuple(tiles), called, Source.KAMICHA))
                else:
                    closed.extend(tiles)
                break
            kind = rng.randrange(27, 34) if honor_bias and rng.random() < 0.5 else rng.randrange(34)
            n = 4 if what == "kan" else 3
            tiles = take(kind, n)
            if tiles is None:
                continue
            src = rng.choice(list(Source))
            if what == "kan":
                kk = rng.choice([MeldKind.ANKAN, MeldKind.DAIMINKAN, MeldKind.KAKAN])
                if kk is MeldKind.ANKAN:
                    melds.append(Meld(MeldKind.ANKAN, tuple(tiles)))
                elif kk is MeldKind.DAIMINKAN:
                    melds.append(Meld(MeldKind.DAIMINKAN, tuple(tiles), tiles[0], src))
                else:
                    melds.append(Meld(MeldKind.KAKAN, tuple(tiles), tiles[0], src, tiles[1]))
            elif rng.random() < 0.3:
                melds.append(Meld(MeldKind.PON, tuple(tiles), tiles[0], src))
            else:
                closed.extend(tiles)
            break
        else:
            return None
    for _ in range(20):
        kind = rng.randrange(27, 34) if honor_bias and rng.random() < 0.5 else rng.randrange(34)
        pair = take(kind, 2)
        if pair:
            closed.extend(pair)
            break
    else:
        return None
    win = rng.choice(closed)
    is_menzen = all(not m.is_open for m in melds)
    tsumo = rng.random() < 0.5
    riichi = is_menzen and rng.random() < 0.5
    double_riichi = riichi and rng.random() < 0.1
    rinshan = tsumo and rng.random() < 0.3
    haitei = tsumo and not rinshan and rng.random() < 0.05
    houtei = not tsumo and rng.random() < 0.05
    chankan = not tsumo and not houtei and rng.random() < 0.05
    ippatsu = riichi and not rinshan and rng.random() < 0.2
    seat = rng.randrange(4)
    round_wind = rng.randrange(2)
    n_ind = 1 + len([m for m in melds if m.is_kan])

    def indicator() -> Tile:  # from the tiles left: the table never holds a fifth copy
        tile = take(rng.choice([k for k in range(34) if avail[k]]), 1)
        assert tile is not None
        return tile[0]

    inds = tuple(indicator() for _ in range(n_ind))
    ura = tuple(indicator() for _ in range(n_ind)) if riichi else ()
    rest = list(closed)
    rest.remove(win)
    if tsumo:
        hand = Hand(tuple(rest), win, tuple(melds))
    else:
        hand = Hand(tuple(rest), None, tuple(melds))
    ctx = WinContext(
        win_tile=win,
        tsumo=tsumo,
        riichi=riichi,
        double_riichi=double_riichi,
        ippatsu=ippatsu,
        rinshan=rinshan,
        haitei=haitei,
        chankan=chankan,
        houtei=houtei,
        seat_wind=seat,
        round_wind=round_wind,
        winner=seat,
        dealer=0,
        discarder=None if tsumo else (seat + 1) % 4,
        dora_indicators=inds,
        ura_indicators=ura,
        honba=rng.randrange(3),
        riichi_sticks=rng.randrange(2),
    )
    return hand, ctx


def random_kan_cases(n: int, seed: int = 1) -> list[tuple[Hand, WinContext]]:
    """``n`` cases from :func:`random_kan_case` with a seeded generator (reproducible)."""
    rng = random.Random(seed)
    out: list[tuple[Hand, WinContext]] = []
    while len(out) < n:
        case = random_kan_case(rng)
        if case is not None:
            out.append(case)
    return out
