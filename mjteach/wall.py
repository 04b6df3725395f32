"""The wall (牌山): tiles in physical order, the live wall, the dead wall (王牌) and its positions.

One tuple ``yama`` holds every tile in Tenhou's order (realgames/FORMATS.md §5.1): the deal
and the live draws take tiles from the top index down, the dead wall is the bottom of the array, and
the positions in it never move. "The haitei joins the dead wall" (槓 § 嶺上牌) is one number, the
index of the last live tile, up by one per rinshan draw: the dead wall stays at 14 and the
live wall loses one tile per kan, without any tile moving in the array.

4-player (Tenhou, every modern ruleset):

================================  ===========================================
what                              yama index
================================  ===========================================
deal                              135 down to 84 (dealer 135..132, next 131..128, …; last round
                                  one tile each: 87, 86, 85, 84)
live draws                        83 down to 14 + k (k = rinshan draws so far)
rinshan draws, in order           1, 0, 3, 2
dora indicator, kan-dora in order 5; 7, 9, 11, 13
ura / kan-ura                     4; 6, 8, 10, 12
================================  ===========================================

Stack j of the array is ``(2j, 2j+1)``, the odd index on top. Stack 0 lies next to the break (開門),
so the rinshan tiles are the dead-wall tiles closest to the break (槓 § 嶺上牌).

Variants (rulesets.md §2.6):

* **Old rule** (``dead_wall_size == 8``, ``DeadWallReplenish.STACK``): the dead wall is 4 stacks
  (yama[0..7]), so 76 live tiles after the deal. Every kan pulls one whole stack (the last two live
  tiles) into the dead wall, so every kan costs exactly 2 live draws: 76 -> 74, 72, 70, 68 after
  four kans (槓 § 嶺上牌: 王牌4幢残し… 槓発生時に王牌が幢（2枚）単位で山から補充されることになり、
  槓のたびに残りツモが2枚ずつ減る). After k kans the haitei is yama[8 + 2k] and the dead wall holds
  8 + k tiles (k rinshan tiles drawn, k stacks pulled). A kan therefore needs 2 live tiles: with 1
  left (the tile before the haitei was just drawn) it cannot be paid for, which is why that ruleset
  also refuses a kan there (``rules.kan_on_tile_before_haitei``, 同 「その直前の牌に対しても槓が
  禁止される」). Indicator and rinshan positions are as in the 4-player table; kan-dora indicator
  k (yama[5 + 2k]) always lies in the dead wall, even when it is turned before the rinshan draw.
* **Three-player** (``rules.players == 3``): 108 tiles (no 2m–8m), 14-tile dead wall with 8 rinshan
  draws 1, 0, 3, 2, 5, 4, 7, 6 (the first four stacks), dora indicator 9 (the 5th stack: riichi.wiki
  "Sanma", S34), kan-dora 11, 13, 15, 17, ura 8, 10, 12, 14, 16. Every rinshan draw, kita included,
  moves the haitei into the dead wall. The exact sanma positions are our reading of S34, unverified
  against records.

>>> w = Wall.from_seed(7); hands = w.deal(); w.live_remaining
70
>>> w.next_draw_index, w.haitei_index, w.rinshan_indices()
(83, 14, [1, 0, 3, 2])
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from . import checks
from .rules import DeadWallReplenish, Rules
from .tiles import Tile, format_tiles, parse_tiles

_DEFAULT_RULES = Rules()

__all__ = ["Wall", "WallError", "tile_set"]


_POSITIONS: dict[tuple[int, tuple[int, ...]], list[tuple[int, int, int]]] = {}
"""(wall size, dice) -> every yama index's position (a few dozen keys at most)."""

class WallError(ValueError):
    """A wall that cannot exist (wrong size, a fifth copy) or a draw the wall cannot give.

    ``code`` names the problem: ``wall.size``, ``wall.tiles``, ``wall.dice``, ``wall.empty``,
    ``wall.no_rinshan``, ``wall.no_indicator``, ``wall.dealt``.
    """

    def __init__(self, message: str, *, code: str) -> None:
        self.code = code
        super().__init__(message)


def tile_set(rules: Rules = _DEFAULT_RULES) -> list[Tile]:
    """Every tile of the set for ``rules``, sorted: 136 (4-player) or 108 (3-player, no 2m–8m).

    Red fives: ``rules.aka_count(suit)`` of the four fives of each suit are red.
    """
    key = (rules.players, rules.aka_count("m"), rules.aka_count("p"), rules.aka_count("s"))
    cached = _TILE_SETS.get(key)
    if cached is None:
        players, *aka = key
        out: list[Tile] = []
        for kind in range(34):
            if players == 3 and 1 <= kind <= 7:
                continue
            reds = aka[kind // 9] if kind in (4, 13, 22) else 0
            out.extend([Tile(kind, True) for _ in range(reds)] + [Tile(kind)] * (4 - reds))
        cached = _TILE_SETS[key] = tuple(out)
    return list(cached)  # a new list each call: callers shuffle it


_TILE_SETS: dict[tuple[int, ...], tuple[Tile, ...]] = {}


def beyond_set(tiles: Iterable[Tile], rules: Rules = _DEFAULT_RULES) -> tuple[Tile, int, int] | None:
    """The first tile of ``tiles`` the set of ``rules`` cannot supply, as ``(tile, how many are
    asked, how many the set has)``; None when all fit. A fifth copy, a red five more than the
    rules have, a 2m–8m in three-player. Red fives count as their kind too."""
    have_kind = Counter(t.kind for t in tile_set(rules))
    have_red = Counter(t.kind for t in tile_set(rules) if t.red)
    tiles = list(tiles)
    kinds = Counter(t.kind for t in tiles)
    reds = Counter(t.kind for t in tiles if t.red)
    for t in tiles:
        if kinds[t.kind] > have_kind[t.kind]:
            return t.plain, kinds[t.kind], have_kind[t.kind]
        if t.red and reds[t.kind] > have_red[t.kind]:
            return t, reds[t.kind], have_red[t.kind]
    return None


def _layout_tables(rules: Rules) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """(rinshan order, indicator positions, ura positions) for the variant."""
    if rules.players == 3:
        rinshan = tuple(i ^ 1 for i in range(rules.rinshan_tiles))  # 1,0,3,2,5,4,7,6
        first = 2 * ((rules.rinshan_tiles + 1) // 2) + 1
        return rinshan, tuple(range(first, first + 10, 2)), tuple(range(first - 1, first + 9, 2))
    return (1, 0, 3, 2), (5, 7, 9, 11, 13), (4, 6, 8, 10, 12)


class Wall:
    """A wall in physical (Tenhou ``yama``) order with its draw state.

    Parameters
    ----------
    yama : sequence of Tile
        All tiles, ``yama[-1]`` dealt first, ``yama[0..13]`` the dead wall (module docstring).
        136 tiles (108 when ``rules.players == 3``), matching the set for ``rules`` (red fives
        included).
    dice : (int, int)
        The two dice, 1–6 each; their sum sets the break (:attr:`break_position`).
    rules : Rules

    Raises
    ------
    WallError
        Wrong number of tiles (``wall.size``), not the rules' tile set (``wall.tiles``),
        dice out of range (``wall.dice``).
    """

    __slots__ = (
        "yama",
        "dice",
        "rules",
        "_n",
        "_players",
        "_next_live",
        "_haitei",
        "_rinshan_drawn",
        "_revealed",
        "_kan_count",
        "_kita_count",
        "_dealt",
        "_rinshan_order",
        "_ind",
        "_ura",
        "_stack_rule",
        "_pulls",
        "_live",
    )

    def __init__(
        self,
        yama: Sequence[Tile],
        dice: tuple[int, int] = (1, 1),
        rules: Rules = _DEFAULT_RULES,
        *,
        check_tiles: bool = True,
    ) -> None:
        self.rules = rules
        self.yama: tuple[Tile, ...] = tuple(yama)
        self._players = rules.players
        self._n = 108 if rules.players == 3 else 136
        if len(self.yama) != self._n:
            raise WallError(
                f"a {rules.players}-player wall has {self._n} tiles, not {len(self.yama)}",
                code="wall.size",
            )
        if check_tiles and sorted(self.yama) != tile_set(rules):
            want = {t: c for t, c in _count(tile_set(rules)).items()}
            have = _count(self.yama)
            bad = sorted(t for t in set(want) | set(have) if want.get(t, 0) != have.get(t, 0))
            detail = ", ".join(
                f"{t.notation}: {have.get(t, 0)} (expected {want.get(t, 0)})" for t in bad[:6]
            )
            raise WallError(
                f"the wall's tiles are not the set for these rules: {detail}", code="wall.tiles"
            )
        if len(dice) != 2 or not all(isinstance(d, int) and 1 <= d <= 6 for d in dice):
            raise WallError(f"dice must be two numbers 1–6, not {dice!r}", code="wall.dice")
        self.dice: tuple[int, int] = (int(dice[0]), int(dice[1]))
        self._rinshan_order, self._ind, self._ura = _layout_tables(rules)
        self._stack_rule = rules.dead_wall_replenish is DeadWallReplenish.STACK
        self._next_live = self._n - 1
        self._haitei = rules.dead_wall_size
        self._rinshan_drawn = 0
        self._revealed = 0
        self._kan_count = 0
        self._kita_count = 0
        self._pulls = 0
        self._dealt = False
        self._recount()

    # ----- construction -------------------------------------------------
    @classmethod
    def from_seed(cls, seed: int, rules: Rules = _DEFAULT_RULES) -> Wall:
        """A shuffled wall, reproducible: ``random.Random(seed)`` shuffles the sorted set, then
        rolls the dice. Raises TypeError if ``seed`` is not a whole number, ValueError outside
        0 … 2**64-1 (:data:`mjteach.checks.MAX_SEED`; ``Random`` would use ``abs(seed)``)."""
        checks.wall_seed(seed)
        rng = random.Random(seed)
        tiles = tile_set(rules)
        rng.shuffle(tiles)
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        return cls(tiles, dice, rules, check_tiles=False)

    @classmethod
    def from_tenhou_yama(
        cls, ids: Sequence[int], dice: tuple[int, int] = (1, 1), rules: Rules = _DEFAULT_RULES
    ) -> Wall:
        """A wall from Tenhou 136-ids in ``yama`` order (FORMATS.md §5); ids 16, 52, 88 are the red
        fives when ``rules`` has red fives. Raises WallError for a wrong size or repeated id."""
        ids = list(ids)
        if len(ids) != 136 or sorted(ids) != list(range(136)):
            raise WallError("a Tenhou yama is the 136 ids 0–135, each once", code="wall.size")
        aka = rules.has_aka_dora
        return cls([Tile.from_136(i, aka=aka) for i in ids], dice, rules)

    @classmethod
    def from_notation(
        cls, text: str, dice: tuple[int, int] = (1, 1), rules: Rules = _DEFAULT_RULES
    ) -> Wall:
        """A wall from MPSZ notation written in yama order (index 0 first)."""
        return cls(parse_tiles(text), dice, rules)

    # ----- counts -------------------------------------------------------
    @property
    def size(self) -> int:
        """136 or 108."""
        return self._n

    @property
    def dealt(self) -> bool:
        return self._dealt

    @property
    def live_remaining(self) -> int:
        """Live tiles not yet drawn (残りツモ). 70 after the deal with no kan (4-player)."""
        return self._live

    def _recount(self) -> None:
        """Work out ``live_remaining`` again (after the next draw or the haitei moved); it is
        kept in ``_live``, read on every step of a hand."""
        n = self._next_live - self._haitei + 1
        self._live = n if n > 0 else 0

    @property
    def haitei_index(self) -> int | None:
        """yama index of the last live tile (海底牌), or None once it has been drawn."""
        return self._haitei if self._next_live >= self._haitei else None

    @property
    def haitei_tile(self) -> Tile | None:
        i = self.haitei_index
        return None if i is None else self.yama[i]

    @property
    def next_draw_index(self) -> int | None:
        """yama index of the next live draw, or None when the live wall is empty."""
        return self._next_live if self._next_live >= self._haitei else None

    @property
    def kan_count(self) -> int:
        """Rinshan draws made for kans (kita draws not counted)."""
        return self._kan_count

    @property
    def kita_count(self) -> int:
        return self._kita_count

    @property
    def rinshan_drawn(self) -> int:
        """Rinshan draws made so far (kans and kita)."""
        return self._rinshan_drawn

    @property
    def rinshan_remaining(self) -> int:
        return len(self._rinshan_order) - self._rinshan_drawn

    @property
    def revealed_kan_dora(self) -> int:
        """Kan-dora indicators turned so far."""
        return self._revealed

    @property
    def live_draws_made(self) -> int:
        """Live draws taken after the deal."""
        if not self._dealt:
            return 0
        return self._n - 13 * self._players - 1 - self._next_live

    # ----- dead wall positions -----------------------------------------
    def dead_wall_indices(self) -> list[int]:
        """yama indices of the current dead wall (tiles not yet drawn), ascending.

        Always ``rules.dead_wall_size`` long under the modern rule; under the old STACK rule
        ``8 + k`` long after ``k`` kans (a whole stack pulled from the live wall per kan, one
        rinshan tile taken out of it).
        """
        drawn = set(self._rinshan_order[: self._rinshan_drawn])
        return [i for i in range(self._haitei) if i not in drawn]

    def dead_wall(self) -> list[Tile]:
        return [self.yama[i] for i in self.dead_wall_indices()]

    def rinshan_indices(self) -> list[int]:
        """Remaining rinshan positions in draw order (1, 0, 3, 2 when none is drawn)."""
        return list(self._rinshan_order[self._rinshan_drawn :])

    def indicator_indices(self) -> list[int]:
        """Positions of the indicators turned so far (dora indicator first, then kan dora)."""
        return list(self._ind[: 1 + self._revealed])

    def ura_indices(self) -> list[int]:
        """Positions of the ura indicators under the turned indicators (kan ura included)."""
        return list(self._ura[: 1 + self._revealed])

    def all_indicator_indices(self) -> list[int]:
        """All five indicator positions, turned or not (for pictures)."""
        return list(self._ind)

    def all_ura_indices(self) -> list[int]:
        return list(self._ura)

    @property
    def dora_indicators(self) -> list[Tile]:
        """The indicators turned so far: the dora indicator, then each kan-dora indicator."""
        return [self.yama[i] for i in self.indicator_indices()]

    def ura_indicators(self, *, kan_ura: bool | None = None) -> list[Tile]:
        """Ura indicators for a riichi win: under each turned indicator; only the first when
        ``kan_ura`` is False (default: ``rules.kan_ura_dora``; 槓 § 槓ドラ 槓ウラ)."""
        kan_ura = self.rules.kan_ura_dora if kan_ura is None else kan_ura
        idx = self.ura_indices()
        return [self.yama[i] for i in (idx if kan_ura else idx[:1])]

    def next_indicator_index(self) -> int | None:
        """Where the next kan-dora indicator lies, or None when all five are turned."""
        k = 1 + self._revealed
        return self._ind[k] if k < len(self._ind) else None

    def taken(self, index: int) -> bool:
        """True if the tile at ``index`` has left the wall (dealt, drawn or drawn as rinshan)."""
        if index > self._next_live:
            return True
        return index in self._rinshan_order[: self._rinshan_drawn]

    def role(self, index: int) -> str:
        """What the position is now: ``"taken"``, ``"live"``, ``"haitei"``, ``"rinshan"``,
        ``"indicator"`` (turned), ``"kan_indicator"`` (not yet turned), ``"ura"``,
        ``"joined_dead"`` (a former live tile now in the dead wall) or ``"dead"``."""
        if self.taken(index):
            return "taken"
        if index >= self._haitei:
            return "haitei" if index == self._haitei else "live"
        if index in self._rinshan_order:
            return "rinshan"
        if index in self._ind:
            return "indicator" if index in self.indicator_indices() else "kan_indicator"
        if index in self._ura:
            return "ura"
        if index >= self.rules.dead_wall_size:
            return "joined_dead"
        return "dead"

    # ----- physical layout ---------------------------------------------
    def _side_sizes(self) -> list[int]:
        stacks = self._n // 2
        base, extra = divmod(stacks, 4)
        return [base + (1 if k < extra else 0) for k in range(4)]  # clockwise order: 0, 3, 2, 1

    @property
    def break_position(self) -> tuple[int, int]:
        """Where the wall is opened (開門), as ``(side, stack)``: the first dealt stack.

        ``side`` counts walls counterclockwise from the dealer's (0 dealer, 1 shimocha, 2 toimen,
        3 kamicha) and is ``(dice sum - 1) % 4``; ``stack`` counts from that wall's right end (as
        its
        owner sees it), 0-based, so the break lies between stacks ``sum - 1`` and ``sum``: the
        dead wall starts at ``sum - 1`` and runs to the right, the deal to the left.
        """
        total = sum(self.dice)
        return ((total - 1) % 4, total)

    def _clockwise(self, c: int) -> tuple[int, int]:
        sizes = self._side_sizes()
        order = [0, 3, 2, 1]
        for k in range(4):
            if c < sizes[k]:
                return order[k], c
            c -= sizes[k]
        raise AssertionError("unreachable")  # pragma: no cover

    def position(self, index: int) -> tuple[int, int, int]:
        """Home position of yama ``index``: ``(side 0..3, stack 0..16, level)``; level 0 = bottom,
        1 = top (odd indices lie on top).

        Sides and stacks as in :attr:`break_position`; stacks in a side count from its owner's right
        end. Draws go leftward (clockwise seen from above), rinshan draws start at the stack right
        of the break. Raises IndexError for an index outside the wall.
        """
        if not 0 <= index < self._n:
            raise IndexError(f"yama index {index} is outside 0–{self._n - 1}")
        key = (self._n, tuple(self.dice))  # positions depend only on the size and the dice
        table = _POSITIONS.get(key)
        if table is None:
            table = _POSITIONS[key] = [self._position(i) for i in range(self._n)]
        return table[index]

    def _position(self, index: int) -> tuple[int, int, int]:
        stacks = self._n // 2
        side_b, st_b = self.break_position
        sizes = self._side_sizes()
        order = [0, 3, 2, 1]
        c0 = sum(sizes[: order.index(side_b)]) + st_b
        c = (c0 + (stacks - 1 - index // 2)) % stacks
        side, st = self._clockwise(c)
        return side, st, index % 2

    def layout(self) -> list[dict[str, Any]]:
        """The wall as it lies now, stack by stack, for a picture.

        One dict per stack position ``{"side", "stack", "tiles": [(index, level), ...],
        "joined_dead": [index, ...]}``. ``tiles`` lists the tiles still on the table with the level
        they lie at now. Under the modern rule, after the 1st and 3rd kan the old haitei (a bottom
        tile) joins the dead wall and the tile on top of it drops down to become the new haitei,
        alone on its stack; after the 2nd and 4th kan that lone tile joins the dead wall
        (槓 § 嶺上牌). A former live tile in the dead wall is listed in ``joined_dead`` of its
        stack and not in ``tiles`` when the new haitei has dropped into its place.
        """
        stacks: dict[tuple[int, int], dict[str, Any]] = {}
        for s in range(self._n // 2):
            side, st, _ = self.position(2 * s)
            stacks[(side, st)] = {"side": side, "stack": st, "tiles": [], "joined_dead": []}
        for i in range(self._n):
            if self.taken(i):
                continue
            side, st, level = self.position(i)
            entry = stacks[(side, st)]
            if i < self._haitei and i >= self.rules.dead_wall_size:
                entry["joined_dead"].append(i)
                partner = i + 1 if i % 2 == 0 else i - 1
                if i % 2 == 0 and partner >= self._haitei and not self.taken(partner):
                    continue  # the tile above dropped into this place
                entry["tiles"].append((i, level))
            elif (
                i % 2 == 1
                and i - 1 < self._haitei
                and i - 1 >= self.rules.dead_wall_size
                and i >= self._haitei
            ):
                entry["tiles"].append((i, 0))  # dropped: the new haitei, alone on its stack
            else:
                entry["tiles"].append((i, level))
        return sorted(stacks.values(), key=lambda e: (e["side"], e["stack"]))

    # ----- actions ------------------------------------------------------
    def deal(self, dealer: int = 0) -> list[list[Tile]]:
        """Deal 13 tiles to each seat in Tenhou's order; returns the hands indexed by seat.

        Three rounds of 4 tiles (the dealer first, then counterclockwise), then one tile each.
        Raises WallError if the wall was already dealt.
        """
        if self._dealt:
            raise WallError("this wall has already been dealt", code="wall.dealt")
        p = self._players
        hands: list[list[Tile]] = [[] for _ in range(p)]
        i = self._n - 1
        for _ in range(3):
            for k in range(p):
                seat = (dealer + k) % p
                hands[seat].extend(self.yama[i - 3 : i + 1][::-1])
                i -= 4
        for k in range(p):
            hands[(dealer + k) % p].append(self.yama[i])
            i -= 1
        self._next_live = i
        self._dealt = True
        self._recount()
        return hands

    def skip_deal(self) -> None:
        """Mark the deal positions as taken without returning tiles (scenarios place hands)."""
        self._next_live = self._n - 13 * self._players - 1
        self._dealt = True
        self._recount()

    def draw(self) -> Tile:
        """Take the next live tile (ツモ). Raises WallError (``wall.empty``) when none is left."""
        if self._next_live < self._haitei:
            raise WallError("the live wall is empty: the haitei has been drawn", code="wall.empty")
        tile = self.yama[self._next_live]
        self._next_live -= 1
        self._live -= 1  # a live tile was left: one fewer now
        return tile

    def draw_indexed(self) -> tuple[int, Tile]:
        """:meth:`draw`, also giving the yama index the tile came from (the engine's draw)."""
        i = self._next_live
        if i < self._haitei:
            raise WallError("the live wall is empty: the haitei has been drawn", code="wall.empty")
        self._next_live = i - 1
        self._live -= 1  # a live tile was left: one fewer now
        return i, self.yama[i]

    def kan_live_cost(self) -> int:
        """Live tiles the next rinshan draw moves into the dead wall: 1 under the modern rule
        (the haitei), 2 under the old stack rule (one whole stack per kan, 槓 § 嶺上牌)."""
        return 2 if self._stack_rule else 1

    def can_draw_rinshan(self, *, allow_short: bool = False) -> bool:
        """True if a rinshan tile is left and the live wall can give what the draw costs
        (``allow_short``: a kan on the haitei is allowed and the dead wall may shrink)."""
        if self.rinshan_remaining <= 0:
            return False
        return allow_short or self.live_remaining >= self.kan_live_cost()

    def draw_rinshan(self, *, kita: bool = False, allow_short: bool = False) -> Tile:
        """Take the next rinshan tile (嶺上牌) in the order 1, 0, 3, 2 (…), and move the haitei into
        the dead wall (one tile; under the old STACK rule one whole stack, 2 tiles, every time).

        ``kita=True`` for a sanma kita replacement (not counted as a kan). ``allow_short``: where a
        kan on the haitei is allowed (``rules.kan_on_haitei``), an empty live wall gives nothing and
        the dead wall shrinks by one (槓 § 嶺上牌: 王牌取り切り). Raises WallError
        (``wall.no_rinshan``) when no rinshan tile is left or the live wall cannot pay for it.
        """
        if self.rinshan_remaining <= 0:
            raise WallError("no rinshan tile is left in the dead wall", code="wall.no_rinshan")
        short = self.live_remaining < self.kan_live_cost()
        if short and not allow_short:
            raise WallError(
                "the live wall has no tile left to move into the dead wall", code="wall.no_rinshan"
            )
        tile = self.yama[self._rinshan_order[self._rinshan_drawn]]
        self._rinshan_drawn += 1
        if kita:
            self._kita_count += 1
        else:
            self._kan_count += 1
        if short:
            return tile
        if self._stack_rule:
            self._haitei += 2  # one stack per kan: 2 live draws fewer (槓 § 嶺上牌, 王牌4幢残し)
            self._pulls += 1
        else:
            self._haitei += 1
        self._recount()
        return tile

    def reveal_kan_dora(self) -> Tile:
        """Turn the next kan-dora indicator (7, 9, 11, 13 in order) and return it.

        Raises WallError (``wall.no_indicator``) when all are turned. Under the old STACK rule the
        indicator lies in the dead wall already (yama[5 + 2k] below the haitei 8 + 2(k - 1)); a
        stack is pulled for it only after a kan that could not pay its stack (``allow_short``).
        """
        k = 1 + self._revealed
        if k >= len(self._ind):
            raise WallError("every kan-dora indicator is already turned", code="wall.no_indicator")
        if self._stack_rule:
            while self._ind[k] >= self._haitei:
                self._haitei += 2
                self._pulls += 1
            self._recount()
        self._revealed += 1
        return self.yama[self._ind[k]]

    # ----- copies -------------------------------------------------------
    def copy(self) -> Wall:
        new = Wall.__new__(Wall)
        for name in Wall.__slots__:
            setattr(new, name, getattr(self, name))
        return new

    def _state(self) -> tuple[int, ...]:
        return (
            self._next_live,
            self._haitei,
            self._rinshan_drawn,
            self._revealed,
            self._kan_count,
            self._kita_count,
            self._pulls,
            int(self._dealt),
        )

    def _restore(self, state: tuple[int, ...]) -> None:
        (
            self._next_live,
            self._haitei,
            self._rinshan_drawn,
            self._revealed,
            self._kan_count,
            self._kita_count,
            self._pulls,
            dealt,
        ) = state
        self._dealt = bool(dealt)
        self._recount()

    def snapshot(self) -> dict[str, Any]:
        """JSON-able state: tiles in yama order (MPSZ), dice, counters and the derived positions."""
        return {
            "yama": format_tiles(self.yama, sort=False),
            "dice": list(self.dice),
            "live_remaining": self.live_remaining,
            "next_draw_index": self.next_draw_index,
            "haitei_index": self.haitei_index,
            "haitei_tile": None if self.haitei_tile is None else self.haitei_tile.notation,
            "rinshan_drawn": self._rinshan_drawn,
            "rinshan_remaining": self.rinshan_remaining,
            "rinshan_next": [self.yama[i].notation for i in self.rinshan_indices()],
            "kan_count": self._kan_count,
            "kita_count": self._kita_count,
            "dora_indicators": [t.notation for t in self.dora_indicators],
            "dead_wall": [self.yama[i].notation for i in self.dead_wall_indices()],
            "dead_wall_indices": self.dead_wall_indices(),
            "stacks_pulled": self._pulls,
        }

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Wall):
            return NotImplemented
        return (self.yama, self.dice, self.rules, self._state()) == (
            other.yama,
            other.dice,
            other.rules,
            other._state(),
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"Wall(live={self.live_remaining}, dead={len(self.dead_wall_indices())}, "
            f"indicators={format_tiles(self.dora_indicators, sort=False)}, "
            f"rinshan_left={self.rinshan_remaining})"
        )

    def _repr_svg_(self) -> str:
        from .render import wall_svg

        return wall_svg(self)


def _count(tiles: Sequence[Tile]) -> dict[Tile, int]:
    out: dict[Tile, int] = {}
    for t in tiles:
        out[t] = out.get(t, 0) + 1
    return out
