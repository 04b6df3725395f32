"""Seeded building blocks for situations: a pool of the tiles still unplaced (never a fifth copy,
never a plain five more than the set's plain fives: a set with one red 5p has three plain 5p),
random sets, waits and filler hands, and the scenario dict a :class:`~mjteach.round.Round` is
built from (``Round.from_scenario``), so the engine checks the tile counts, the wall and the turn.
"""

from __future__ import annotations

import random
from typing import Any

from ..rules import Rules
from ..tiles import Tile, format_tiles

__all__ = ["Pool", "notation", "scenario"]

_SANMA_MISSING = frozenset(range(1, 8))  # 2m..8m are not in a three-player set


class Pool:
    """The tiles of one set not yet placed, by kind (34 counters); ``rng`` decides every choice."""

    def __init__(self, rng: random.Random, rules: Rules) -> None:
        self.rng = rng
        self.players = rules.players
        self.counts = [0 if (rules.players == 3 and k in _SANMA_MISSING) else 4 for k in range(34)]
        # red fives still unplaced, by kind (a five's copies: the plain ones first, then the red)
        self.reds = {k: rules.aka_count("mps"[k // 9]) if self.counts[k] else 0
                     for k in (4, 13, 22)}

    def left(self, kind: int) -> int:
        return self.counts[kind]

    def _tile(self, kind: int) -> Tile:
        """The next copy of ``kind`` (its count already taken off): a plain copy while one is
        left, then the red five."""
        red = self.reds.get(kind, 0)
        if red and self.counts[kind] < red:
            self.reds[kind] = red - 1
            return Tile(kind, True)
        return Tile(kind)

    def red_left(self, kind: int) -> bool:
        """Is the red copy of this five still unplaced?"""
        return bool(self.reds.get(kind, 0))

    def take(self, *kinds: int) -> list[Tile]:
        """Take one tile of each kind; ValueError (pool unchanged) if one is not left."""
        need: dict[int, int] = {}
        for k in kinds:
            need[k] = need.get(k, 0) + 1
        for k, n in need.items():
            if self.counts[k] < n:
                raise ValueError(f"no {n} {Tile(k).notation} left")
        out = []
        for k in kinds:
            self.counts[k] -= 1
            out.append(self._tile(k))
        return out

    def kinds(self, *, simples: bool = False, suits: str = "mpsz", min_left: int = 1) -> list[int]:
        out = []
        for k in range(34):
            s = "mpsz"[k // 9] if k < 27 else "z"
            if s not in suits or self.counts[k] < min_left:
                continue
            if simples and (k >= 27 or k % 9 in (0, 8)):
                continue
            out.append(k)
        return out

    def triplet(self, **kw: Any) -> list[Tile] | None:
        ks = self.kinds(min_left=3, **kw)
        return self.take(*[self.rng.choice(ks)] * 3) if ks else None

    def sequence(self, *, simples: bool = False, suits: str = "mps") -> list[Tile] | None:
        starts = [k for k in range(27) if "mps"[k // 9] in suits and k % 9 <= 6
                  and all(self.counts[k + i] for i in range(3))
                  and not (simples and (k % 9 == 0 or k % 9 == 6))]
        if not starts:
            return None
        k = self.rng.choice(starts)
        return self.take(k, k + 1, k + 2)

    def any_set(self, *, simples: bool = False, suits: str = "mpsz") -> list[Tile]:
        """A sequence (2 in 3) or a triplet; ValueError if neither fits."""
        order = [self.sequence, self.triplet] if self.rng.random() < 0.67 else [
            self.triplet, self.sequence]
        for f in order:
            kw: dict[str, Any] = {"simples": simples}
            kw["suits"] = suits.replace("z", "") if f == self.sequence else suits
            got = f(**kw)
            if got:
                return got
        raise ValueError("no set left in the pool")

    def pair(self, *, simples: bool = False, suits: str = "mpsz") -> list[Tile]:
        ks = self.kinds(min_left=2, simples=simples, suits=suits)
        k = self.rng.choice(ks)
        return self.take(k, k)

    def filler(self, n: int, *, avoid: frozenset[int] = frozenset()) -> list[Tile]:
        """``n`` tiles at random (a hand nobody reads), never of a kind in ``avoid``."""
        bag = [k for k in range(34) if k not in avoid for _ in range(self.counts[k])]
        picked = self.rng.sample(bag, n)
        out = []
        for k in picked:
            self.counts[k] -= 1
            out.append(self._tile(k))
        return out

    def quiet_filler(self, n: int, *, avoid: frozenset[int] = frozenset()) -> list[Tile]:
        """``n`` tiles with no pair or run that could call ``avoid``-kinds: singles spread out, so
        a bystander neither pons, chis nor rons by accident. Falls back to :meth:`filler`."""
        ks = [k for k in range(34) if self.counts[k] and k not in avoid]
        bad = set()
        for a in avoid:
            bad.update(x for x in (a - 2, a - 1, a + 1, a + 2) if 0 <= x < 27 and x // 9 == a // 9
                       and a < 27)
        good = [k for k in ks if k not in bad]
        self.rng.shuffle(good)
        picked = good[:n]
        if len(picked) < n:
            return self.take(*picked) + self.filler(n - len(picked), avoid=avoid)
        return self.take(*picked)


def notation(concealed: list[Tile], melds: list[str] = (), drawn: Tile | None = None) -> str:
    """Hand notation: sorted concealed tiles, melds, then ``+drawn``."""
    text = format_tiles(concealed) if concealed else ""
    for m in melds:
        text += " " + m
    if drawn is not None:
        text += "+" + drawn.notation
    return text.strip()


def scenario(rules: Rules, seed: int, seats: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    """The scenario dict for ``Round.from_scenario`` (rules as preset + changed options)."""
    rd = {"preset": rules.name} if rules.is_preset else rules.to_dict()
    return {"rules": rd, "seed": seed, "seats": seats, **extra}


def meld_text(kind: str, tile: Tile, source: str = "toimen") -> str:
    """Meld notation for a pon / daiminkan / ankan of ``tile``'s kind from ``source``."""
    mark = {"kamicha": "<", "toimen": "^", "shimocha": ">"}[source]
    n, s = tile.notation[0], tile.notation[1]
    if kind == "ankan":
        return f"[{n * 4}{s}]"
    if kind == "pon":
        # the called tile sits where its source is: left, centre, right
        return {"kamicha": f"({n}<{n}{n}{s})", "toimen": f"({n}{n}^{n}{s})",
                "shimocha": f"({n}{n}{n}>{s})"}[source]
    if kind == "daiminkan":
        return {"kamicha": f"({n}<{n}{n}{n}{s})", "toimen": f"({n}{n}^{n}{n}{s})",
                "shimocha": f"({n}{n}{n}{n}>{s})"}[source]
    raise ValueError(f"meld_text: {kind}? (pon, daiminkan, ankan){mark and ''}")
