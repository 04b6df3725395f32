"""Hand valuation through the ``mahjong`` package, with the fu broken down for learners.

:func:`evaluate` turns a :class:`~mjteach.hand.Hand` and a :class:`WinContext` into a
:class:`Valuation`: yaku with han, fu with every part named, dora counts, the limit, points and the
payment of every seat. The hand value comes from ``mahjong`` (``HandCalculator``); this adapter

* maps melds the way the library needs them (ankan = ``Meld(KAN, opened=False)``, daiminkan =
  ``Meld(KAN, opened=True)``, kakan = ``Meld(SHOUMINKAN)``) and always puts the four kan tiles in
  the tile list (engines.md §6 pitfalls 1–2);
* passes every :class:`~mjteach.rules.Rules` option the library knows through an explicit
  ``OptionalRules`` (its defaults differ from Tenhou: pitfall 3);
* handles in Python what the library cannot express: a double-wind pair worth 2 fu
  (``rules.double_wind_pair_fu``), no tsumo fu on a rinshan win (``rules.rinshan_tsumo_fu``,
  ``rules.daiminkan_rinshan_as_ron``), the 2 tsumo fu of an open tsumo when an open pinfu-shaped
  ron stays at 20 (``rules.open_pinfu_ron_fu``), rinshan together with haitei
  (``rules.rinshan_counts_as_haitei``), red fives per suit (``rules.aka_dora``), renhou as a
  mangan, and every payment (honba, riichi sticks, daiminkan pao, yakuman pao);
* rebuilds the fu as learner-facing parts (:class:`FuPart`): the library's labels can mislead
  (``hand_without_fu`` on an open tsumo, engines.md pitfall 4) and it has no rounding line.

Sources: 槓 § 槓子の扱い and § メリットとデメリット (fu of each kind of kan), 副露 § 役の消滅 and
§ 喰い下がり, docs/notes/rulesets.md §2.4 (pao) and §2.7 (scoring points).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.meld import Meld as LibMeld

from .. import checks, i18n
from ..hand import Hand
from ..melds import Meld, MeldKind, Source
from ..rules import Reason, Renhou, Rules
from ..tiles import Tile, format_tiles
from ..wall import beyond_set

__all__ = [
    "WinContext",
    "Valuation",
    "YakuValue",
    "FuPart",
    "Note",
    "SetInfo",
    "evaluate",
    "basic_points",
    "dora_for_rinshan",
    "yaku_key",
]

SOURCE_FU = "槓 § メリットとデメリット; 副露 § ポン; rulesets.md §2.7"
SOURCE_PAO = "槓 § 大明槓の包; rulesets.md §2.4"

_DRAGONS = (31, 32, 33)
DEFAULT_RULES = Rules()


# =============================================================================================
# Public data classes
# =============================================================================================


_CONTEXT_FLAGS = ("tsumo", "riichi", "double_riichi", "ippatsu", "rinshan", "chankan", "haitei",
                  "houtei", "daiminkan_rinshan", "renhou", "tenhou", "chiihou", "first_turn")


@dataclass(frozen=True)
class WinContext:
    """How and where a hand was won.

    Attributes
    ----------
    win_tile : Tile
        The winning tile. For a tsumo it is ``hand.drawn`` (or one of the concealed tiles when the
        hand has no drawn tile); for a ron it is added to the 13-tile hand.
    tsumo : bool
        Self-draw (True) or ron (False).
    riichi, double_riichi, ippatsu : bool
        Riichi state of the winner (double_riichi implies riichi; ippatsu needs one of them).
    rinshan, chankan, haitei, houtei : bool
        Win on a replacement tile after a kan (tsumo only), on a tile added by a kakan (ron only),
        on the last live tile (tsumo) or on the last discard (ron).
    seat_wind, round_wind : int
        0..3 = East South West North. ``seat_wind`` must equal ``(winner - dealer) % players``.
    winner, dealer : int
        Seats 0..3.
    discarder : int | None
        The seat that dealt in (ron). ``None`` for a ron means the winner's kamicha.
    dora_indicators, ura_indicators : tuple[Tile, ...]
        Indicators turned so far (the first is the dora indicator, the rest kan-dora indicators),
        and the ura indicators under them (counted only with riichi). For a rinshan kaihou pass only
        what counts for it: :func:`dora_for_rinshan` decides from the rules.
    honba, riichi_sticks : int
        Counters on the table: 300 points per honba (100 from each payer on a tsumo), 1000 per stick
        to the winner.
    daiminkan_rinshan : bool
        The rinshan win came from the replacement tile of a daiminkan (for daiminkan pao and
        ``rules.daiminkan_rinshan_as_ron``).
    pao_seat : int | None
        The liable seat for pao. ``None``: worked out from the melds (the discarder of the tile
        called for the third dragon set, the fourth wind set, the fourth kan, or the daiminkan).
    kan_dora_pending : tuple[Tile, ...]
        Kan-dora indicators not turned yet (後乗り): shown in a note, never counted.
    renhou, tenhou, chiihou : bool
        First-turn wins.
    first_turn : bool
        The win came in the first uninterrupted go-around, before the winner's first discard and
        with no call made: sets tenhou (dealer tsumo), chiihou (non-dealer tsumo) or renhou
        (non-dealer ron) for a hand without melds.
    nukidora : int
        North tiles set aside in three-player (kita), each a dora.
    """

    win_tile: Tile
    tsumo: bool
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    rinshan: bool = False
    chankan: bool = False
    haitei: bool = False
    houtei: bool = False
    seat_wind: int = 0
    round_wind: int = 0
    winner: int = 0
    dealer: int = 0
    discarder: int | None = None
    dora_indicators: tuple[Tile, ...] = ()
    ura_indicators: tuple[Tile, ...] = ()
    honba: int = 0
    riichi_sticks: int = 0
    daiminkan_rinshan: bool = False
    pao_seat: int | None = None
    kan_dora_pending: tuple[Tile, ...] = ()
    renhou: bool = False
    tenhou: bool = False
    chiihou: bool = False
    nukidora: int = 0
    first_turn: bool = False

    def __post_init__(self) -> None:
        """Every field's type and range checked (TypeError/ValueError naming it), indicators as
        tiles: a wrong value is refused here, not deep inside :func:`evaluate`."""
        for name in _CONTEXT_FLAGS:
            checks.flag(name, getattr(self, name))
        for name in ("seat_wind", "round_wind", "winner", "dealer"):
            checks.whole(name, getattr(self, name), 0, 3)
        for name in ("discarder", "pao_seat"):
            if getattr(self, name) is not None:
                checks.whole(name, getattr(self, name), 0, 3)
        for name in ("honba", "riichi_sticks"):
            checks.whole(name, getattr(self, name), 0, checks.MAX_COUNT)
        checks.whole("nukidora", self.nukidora, 0, 4)
        for name in ("dora_indicators", "ura_indicators", "kan_dora_pending"):
            value = getattr(self, name)
            if not isinstance(value, (tuple, list)):
                raise TypeError(f"{name} must be a tuple of tiles, not {value!r}")
            object.__setattr__(self, name, tuple(_as_tile(t) for t in value))
        object.__setattr__(self, "win_tile", _as_tile(self.win_tile))
        if self.first_turn:
            dealer = self.winner == self.dealer
            if self.tsumo and dealer:
                object.__setattr__(self, "tenhou", True)
            elif self.tsumo:
                object.__setattr__(self, "chiihou", True)
            elif not dealer:
                object.__setattr__(self, "renhou", True)

    def replace(self, **changes: Any) -> WinContext:
        """A copy with ``changes``."""
        import dataclasses

        return dataclasses.replace(self, **changes)


@dataclass(frozen=True)
class YakuValue:
    """One yaku (or dora line) and its han in this hand. ``key`` is stable (``"sanankou"``)."""

    key: str
    han: int
    yakuman: int = 0
    """Yakuman multiple (1 for a yakuman, 2 for a double one), 0 for ordinary yaku."""

    def name(self, lang: str | None = None) -> str:
        return i18n.t(f"yaku.{self.key}", lang)


@dataclass(frozen=True)
class FuPart:
    """One line of the fu breakdown.

    ``key`` is an i18n key (``"fu.set.ankan"``, ``"fu.wait.kanchan"``, ``"fu.round_up"``…); ``fu``
    the fu it adds (0 for lines that explain an exception); ``tile`` the tile kind the line is about
    (sets and pairs); ``terminal`` whether a set is of terminals/honors.
    """

    key: str
    fu: int
    tile: Tile | None = None
    terminal: bool | None = None
    params: tuple[tuple[str, Any], ...] = ()

    def label(self, lang: str | None = None) -> str:
        fields: dict[str, Any] = dict(self.params)
        fields.setdefault("fu", self.fu)
        if self.tile is not None:
            fields["tile"] = self.tile.name(lang)
        if self.terminal is not None:
            fields["cls"] = i18n.t(
                "fu.class.terminal" if self.terminal else "fu.class.simple", lang
            )
        return i18n.t(self.key, lang, **fields)

    @property
    def is_rounding(self) -> bool:
        return self.key == "fu.round_up"


@dataclass(frozen=True)
class Note:
    """A remark on a rule the adapter applied (i18n key ``note.*`` plus its fields)."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()

    def message(self, lang: str | None = None) -> str:
        return i18n.t(self.key, lang, **dict(self.params))


@dataclass(frozen=True)
class SetInfo:
    """One set of the chosen reading: ``kind`` is ``"run"``, ``"concealed_triplet"``,
    ``"ron_triplet"``, ``"pair"``, or a meld kind (``"chi"``, ``"pon"``, ``"daiminkan"``,
    ``"kakan"``, ``"ankan"``); ``tiles`` in MPSZ; ``wins`` marks the set the winning tile
    completed."""

    kind: str
    tiles: str
    wins: bool = False


@dataclass
class Valuation:
    """The value of a hand.

    Attributes
    ----------
    is_win : bool
        False when the hand is not complete, has no yaku, or has the wrong number of tiles;
        ``reason`` says which (codes ``score.not_winning``, ``score.no_yaku``,
        ``score.tile_count``, ``score.win_tile_missing``).
    han, fu : int
        Han (dora included) and fu after rounding (25 for chiitoitsu; yakuman hands keep their fu).
    fu_raw : int
        Fu before rounding: the sum of :attr:`fu_parts`.
    yaku : list[YakuValue]
        Yaku, then dora lines (``dora``, ``kan_dora``, ``aka_dora``, ``ura_dora``).
    fu_parts : list[FuPart]
        The fu parts, adding up to ``fu_raw``.
    fu_breakdown : list[FuPart]
        ``fu_parts`` plus the rounding line; adds up to ``fu``.
    dora, kan_dora, aka, ura : int
        Dora from the first indicator, from kan-dora indicators, red fives, ura (kan ura included).
    limit : str | None
        ``"mangan"``, ``"kiriage_mangan"``, ``"haneman"``, ``"baiman"``, ``"sanbaiman"``,
        ``"kazoe_yakuman"``, ``"yakuman"`` or ``"2x_yakuman"`` …; None below mangan.
    yakuman : int
        Yakuman multiple (0 if none).
    basic_points : int
        Basic points (基本点): fu × 2^(han+2), or the limit's value.
    hand_points : int
        What the hand is worth before honba and sticks (ron: the discarder's payment; tsumo: the
        sum of the payments).
    points : int
        Total paid to the winner by the other players (hand value + honba), before riichi sticks.
    payments : dict[int, int]
        Point change of every seat (winner positive; riichi sticks included for the winner, so the
        sum is 1000 × sticks).
    pao : dict | None
        ``{"seat", "kind", "yaku"}`` when a liable player pays.
    sets : list[SetInfo]
        The reading of the hand that scored highest (the one shown).
    notes : list[Note]
        Rules the adapter applied beyond the library.
    is_open : bool
        The hand has a called meld (an ankan keeps it concealed).
    """

    is_win: bool
    reason: Reason | None = None
    han: int = 0
    fu: int = 0
    fu_raw: int = 0
    yaku: list[YakuValue] = field(default_factory=list)
    dora: int = 0
    kan_dora: int = 0
    aka: int = 0
    ura: int = 0
    nukidora: int = 0
    limit: str | None = None
    yakuman: int = 0
    basic_points: int = 0
    hand_points: int = 0
    points: int = 0
    payments: dict[int, int] = field(default_factory=dict)
    pao: dict[str, Any] | None = None
    notes: list[Note] = field(default_factory=list)
    is_open: bool = False
    _lazy: Any = field(default=None, repr=False, compare=False)
    _parts_sets: Any = field(default=None, repr=False, compare=False)

    def _resolve(self) -> tuple[list[FuPart], list[SetInfo]]:
        if self._parts_sets is None:
            self._parts_sets = self._lazy() if self._lazy is not None else ([], [])
            self._lazy = None
        return self._parts_sets

    @property
    def fu_parts(self) -> list[FuPart]:
        """The fu parts (built on first use), adding up to ``fu_raw``."""
        return self._resolve()[0]

    @property
    def sets(self) -> list[SetInfo]:
        """The reading of the hand that scored highest (built on first use)."""
        return self._resolve()[1]

    @property
    def fu_breakdown(self) -> list[FuPart]:
        parts = list(self.fu_parts)
        if self.fu_raw and self.fu != self.fu_raw:
            parts.append(FuPart("fu.round_up", self.fu - self.fu_raw, params=(("total", self.fu),)))
        return parts

    @property
    def yaku_han(self) -> dict[str, int]:
        """``{yaku key: han}`` (dora lines included)."""
        return {y.key: y.han for y in self.yaku}

    @property
    def decomposition(self) -> str:
        """The chosen reading, e.g. ``"99m 123m 222p 666p [8888s]"``."""
        return " ".join(s.tiles for s in self.sets)

    def limit_name(self, lang: str | None = None) -> str | None:
        if self.limit is None:
            return None
        if self.limit.endswith("x_yakuman"):
            return i18n.t("limit.multi_yakuman", lang, n=int(self.limit.split("x")[0]))
        return i18n.t(f"limit.{self.limit}", lang)

    def message(self, lang: str | None = None) -> str:
        """One line in ``lang``: ``"3 han 40 fu, 5200 points"`` (with the limit name when there
        is one), or the reason the hand is not a win."""
        if not self.is_win:
            return self.reason.message(lang) if self.reason else "not a win"
        if self.limit:
            return i18n.t(
                "score.summary_limit",
                lang,
                han=self.han,
                fu=self.fu,
                limit=self.limit_name(lang),
                points=self.points,
            )
        return i18n.t("score.summary", lang, han=self.han, fu=self.fu, points=self.points)

    def to_dict(self, lang: str | None = None) -> dict[str, Any]:
        """JSON-able summary (the CLI's ``--json`` object plus a few extras)."""
        return {
            "is_win": self.is_win,
            "reason": None if self.reason is None else self.reason.code,
            "han": self.han,
            "fu": self.fu,
            "yaku": [{"key": y.key, "name": y.name(lang), "han": y.han} for y in self.yaku],
            "points": self.points,
            "payments": {str(k): v for k, v in sorted(self.payments.items())},
            "fu_breakdown": [
                {"key": p.key, "label": p.label(lang), "fu": p.fu} for p in self.fu_breakdown
            ],
            "limit": self.limit,
            "dora": {
                "dora": self.dora,
                "kan_dora": self.kan_dora,
                "aka": self.aka,
                "ura": self.ura,
            },
            "decomposition": self.decomposition,
        }


# =============================================================================================
# Library glue
# =============================================================================================

_LIB_TO_KEY = {
    "tsumo": "menzen_tsumo",
    "riichi": "riichi",
    "open_riichi": "open_riichi",
    "ippatsu": "ippatsu",
    "chankan": "chankan",
    "rinshan": "rinshan_kaihou",
    "haitei": "haitei",
    "houtei": "houtei",
    "daburu_riichi": "double_riichi",
    "daburu_open_riichi": "double_open_riichi",
    "nagashi_mangan": "nagashi_mangan",
    "renhou": "renhou",
    "pinfu": "pinfu",
    "tanyao": "tanyao",
    "iipeiko": "iipeikou",
    "haku": "haku",
    "hatsu": "hatsu",
    "chun": "chun",
    "seat_wind_east": "seat_wind_east",
    "seat_wind_south": "seat_wind_south",
    "seat_wind_west": "seat_wind_west",
    "seat_wind_north": "seat_wind_north",
    "round_wind_east": "round_wind_east",
    "round_wind_south": "round_wind_south",
    "round_wind_west": "round_wind_west",
    "round_wind_north": "round_wind_north",
    "sanshoku": "sanshoku",
    "ittsu": "ittsu",
    "chantai": "chanta",
    "honroto": "honroutou",
    "toitoi": "toitoi",
    "sanankou": "sanankou",
    "sankantsu": "sankantsu",
    "sanshoku_douko": "sanshoku_doukou",
    "chiitoitsu": "chiitoitsu",
    "shosangen": "shousangen",
    "honitsu": "honitsu",
    "junchan": "junchan",
    "ryanpeiko": "ryanpeikou",
    "chinitsu": "chinitsu",
    "kokushi": "kokushi",
    "chuuren_poutou": "chuuren",
    "suuankou": "suuankou",
    "daisangen": "daisangen",
    "shosuushi": "shousuushii",
    "ryuisou": "ryuuiisou",
    "suukantsu": "suukantsu",
    "tsuisou": "tsuuiisou",
    "chinroto": "chinroutou",
    "daisharin": "daisharin",
    "daichisei": "daichisei",
    "daisuushi": "daisuushii",
    "daburu_kokushi": "kokushi_13",
    "suuankou_tanki": "suuankou_tanki",
    "daburu_chuuren_poutou": "junsei_chuuren",
    "tenhou": "tenhou",
    "chiihou": "chiihou",
    "renhou_yakuman": "renhou_yakuman",
    "sashikomi": "sashikomi",
    "paarenchan": "paarenchan",
    "dora": "dora",
    "aka_dora": "aka_dora",
    "ura_dora": "ura_dora",
}


def _build_id_map() -> dict[int, str]:
    from mahjong.hand_calculating.yaku_config import YakuConfig

    cfg = YakuConfig()
    return {getattr(cfg, attr).yaku_id: key for attr, key in _LIB_TO_KEY.items()}


_ID_TO_KEY = _build_id_map()


def yaku_key(lib_yaku: Any) -> str:
    """The mjteach key (``"sanankou"``) of a ``mahjong`` Yaku object."""
    return _ID_TO_KEY.get(lib_yaku.yaku_id, str(lib_yaku.name).lower().replace(" ", "_"))


@lru_cache(maxsize=64)
def _options(rules: Rules) -> OptionalRules:
    """Every library option set explicitly from ``rules`` (engines.md §6 pitfall 3).

    Red fives are counted by the adapter (per suit), so the library's ``has_aka_dora`` is off.
    """
    return OptionalRules(
        has_open_tanyao=rules.kuitan,
        has_aka_dora=False,
        has_double_yakuman=bool(getattr(rules, "double_yakuman", False)),
        kazoe_limit=HandConstants.KAZOE_LIMITED
        if rules.kazoe_yakuman
        else HandConstants.KAZOE_SANBAIMAN,
        kiriage=rules.kiriage_mangan,
        fu_for_open_pinfu=rules.open_pinfu_ron_fu == 30,
        fu_for_pinfu_tsumo=False,
        renhou_as_yakuman=rules.renhou is Renhou.YAKUMAN,
        is_three_player=rules.players == 3,
    )


def _as_tile(value: Tile | str) -> Tile:
    return value if isinstance(value, Tile) else Tile.parse(value)


# =============================================================================================
# Decompositions (to name each fu part with its tiles)
# =============================================================================================


@lru_cache(maxsize=16384)
def _set_lists(counts: tuple[int, ...]) -> tuple[tuple[tuple[str, int], ...], ...]:
    """All ways to split ``counts`` into runs (``"r"``, first kind) and triplets (``"t"``)."""
    i = next((k for k, c in enumerate(counts) if c), -1)
    if i < 0:
        return ((),)
    out: set[tuple[tuple[str, int], ...]] = set()
    if counts[i] >= 3:
        c = list(counts)
        c[i] -= 3
        for rest in _set_lists(tuple(c)):
            out.add(tuple(sorted((("t", i),) + rest)))
    if i < 27 and i % 9 <= 6 and counts[i + 1] and counts[i + 2]:
        c = list(counts)
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        for rest in _set_lists(tuple(c)):
            out.add(tuple(sorted((("r", i),) + rest)))
    return tuple(sorted(out))


@lru_cache(maxsize=16384)
def _readings(counts: tuple[int, ...]) -> tuple[tuple[int, tuple[tuple[str, int], ...]], ...]:
    """Standard readings (pair kind, sets) of a closed part of 3n+2 tiles."""
    if sum(counts) % 3 != 2:
        return ()
    out = []
    for p in range(34):
        if counts[p] >= 2:
            c = list(counts)
            c[p] -= 2
            for sets in _set_lists(tuple(c)):
                out.append((p, sets))
    return tuple(out)


_KOKUSHI = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
_YAOCHUU = frozenset(_KOKUSHI)


def _is_chiitoitsu(counts: Sequence[int]) -> bool:
    return sum(counts) == 14 and sum(1 for c in counts if c == 2) == 7


def _is_kokushi(counts: Sequence[int]) -> bool:
    return (
        sum(counts) == 14
        and all(counts[k] for k in _KOKUSHI)
        and sum(counts[k] for k in _KOKUSHI) == 14
    )


def is_winning_shape(counts: Sequence[int]) -> bool:
    """True if the closed part (34 counts, melds removed) is complete (any form)."""
    t = tuple(counts)
    return bool(_readings(t)) or _is_chiitoitsu(t) or _is_kokushi(t)


# =============================================================================================
# Fu parts
# =============================================================================================

_MELD_KIND_LIB = {
    # (lib reason for simple, terminal)
    "pon": ("open_pon", "open_terminal_pon"),
    "ron_triplet": ("open_pon", "open_terminal_pon"),
    "concealed_triplet": ("closed_pon", "closed_terminal_pon"),
    "daiminkan": ("open_kan", "open_terminal_kan"),
    "kakan": ("open_kan", "open_terminal_kan"),
    "ankan": ("closed_kan", "closed_terminal_kan"),
}
_SET_FU = {
    "pon": 2,
    "ron_triplet": 2,
    "concealed_triplet": 4,
    "daiminkan": 8,
    "kakan": 8,
    "ankan": 16,
}
"""Fu of each kind of set made of simples; terminals and honors double it (槓 § メリットとデメリット
table: ankan ×4 of a concealed triplet, daiminkan ×2, kakan ×4 of a pon)."""


def set_fu(kind: str, terminal: bool) -> int:
    """Fu of one set: ``kind`` one of pon, concealed_triplet, ron_triplet, daiminkan, kakan, ankan.

    2/4 pon, 4/8 concealed triplet, 8/16 open kan, 16/32 closed kan (simples / terminals-honors).
    """
    return _SET_FU[kind] * (2 if terminal else 1)


@cache
def _shape_text(shape: str, kind: int) -> str:
    """MPSZ text of a pair (``"p"``), run (``"r"``) or triplet (``"t"``) starting at ``kind``."""
    if shape == "r":
        return format_tiles(Tile(kind + d) for d in range(3))
    return format_tiles([Tile(kind)] * (2 if shape == "p" else 3))


@lru_cache(maxsize=4096)
def _meld_text(meld: Meld) -> str:
    return meld.notation


def _win_groups(
    pair: int, sets: tuple[tuple[str, int], ...], win_kind: int
) -> list[tuple[str, int]]:
    """The sets of one reading the winning tile can have completed (a pair wait is ``("p", k)``)."""
    groups: list[tuple[str, int]] = []
    for s in sets:
        first = s[1]
        hit = win_kind == first if s[0] == "t" else first <= win_kind <= first + 2
        if hit and s not in groups:
            groups.append(s)
    if pair == win_kind:
        groups.append(("p", pair))
    return groups


def _fu_reading(
    pair: int,
    sets: tuple[tuple[str, int], ...],
    wg: tuple[str, int],
    win_kind: int,
    ctx: WinContext,
    melds: Sequence[Meld],
    is_open: bool,
    open_pinfu30: bool,
    build: bool,
) -> tuple[list[FuPart], tuple[tuple[str, int], ...], list[SetInfo]]:
    """Fu of one reading with win group ``wg``: (parts, the library's (reason, fu) signature,
    set infos). With ``build`` False only the signature is computed (parts/infos empty)."""
    parts: list[FuPart] = []
    infos: list[SetInfo] = []
    lib: list[tuple[str, int]] = []
    seat_w, round_w = 27 + ctx.seat_wind, 27 + ctx.round_wind
    if wg[0] == "r":
        first = wg[1]
        rank = first % 9
        if win_kind == first + 1:
            lib.append(("kanchan", 2))
            if build:
                parts.append(FuPart("fu.wait.kanchan", 2))
        elif (rank == 0 and win_kind == first + 2) or (rank == 6 and win_kind == first):
            lib.append(("penchan", 2))
            if build:
                parts.append(FuPart("fu.wait.penchan", 2))
    valued = (pair in _DRAGONS) + (pair == seat_w) + (pair == round_w)
    if valued == 1:
        lib.append(("valued_pair", 2))
        if build:
            key = (
                "fu.pair.dragon"
                if pair in _DRAGONS
                else "fu.pair.seat_wind"
                if pair == seat_w
                else "fu.pair.round_wind"
            )
            parts.append(FuPart(key, 2, Tile(pair)))
    elif valued >= 2:
        lib.append(("double_valued_pair", 4))
        if build:
            parts.append(FuPart("fu.pair.double_wind", 4, Tile(pair)))
    if wg[0] == "p":
        lib.append(("pair_wait", 2))
        if build:
            parts.append(FuPart("fu.wait.tanki", 2))
    if build:
        infos.append(SetInfo("pair", _shape_text("p", pair), wg[0] == "p"))
    for s in sets:
        if s[0] == "r":
            if build:
                infos.append(SetInfo("run", _shape_text("r", s[1]), s == wg))
            continue
        kind = "ron_triplet" if (not ctx.tsumo and s == wg) else "concealed_triplet"
        term = s[1] in _YAOCHUU
        fu = _SET_FU[kind] * (2 if term else 1)
        lib.append((_MELD_KIND_LIB[kind][term], fu))
        if build:
            parts.append(FuPart(f"fu.set.{kind}", fu, Tile(s[1]), term))
            infos.append(SetInfo(kind, _shape_text("t", s[1]), s == wg))
    for m in melds:
        if build:
            infos.append(SetInfo(m.kind.value, _meld_text(m)))
        if m.kind is MeldKind.CHI:
            continue
        kind = m.kind.value
        term = m.tiles[0].kind in _YAOCHUU
        fu = _SET_FU[kind] * (2 if term else 1)
        lib.append((_MELD_KIND_LIB[kind][term], fu))
        if build:
            parts.append(FuPart(f"fu.set.{kind}", fu, m.first.plain, term))
    subtotal = sum(x[1] for x in lib)
    if ctx.tsumo and subtotal > 0:
        lib.append(("tsumo", 2))
        if build:
            parts.append(FuPart("fu.tsumo", 2))
    elif ctx.tsumo and is_open:
        # the library names these 2 fu "hand_without_fu" (engines.md pitfall 4): tsumo fu
        if open_pinfu30:
            lib.append(("hand_without_fu", 2))
        if build:
            parts.append(FuPart("fu.tsumo", 2))
    elif ctx.tsumo:
        if build:
            parts.append(FuPart("fu.pinfu_tsumo", 0))
    elif is_open and subtotal == 0 and open_pinfu30:
        lib.append(("hand_without_fu", 2))
        if build:
            parts.append(FuPart("fu.open_pinfu_ron", 2))
    if not is_open and not ctx.tsumo:
        lib.append(("base", 30))
        if build:
            parts[0:0] = [FuPart("fu.base", 20), FuPart("fu.menzen_ron", 10)]
    else:
        lib.append(("base", 20))
        if build:
            parts.insert(0, FuPart("fu.base", 20))
    lib.sort()
    return parts, tuple(lib), infos


# =============================================================================================
# Points and payments
# =============================================================================================


def basic_points(
    han: int, fu: int, rules: Rules = DEFAULT_RULES, yakuman: int = 0
) -> tuple[int, str | None]:
    """Basic points (基本点) and the limit name.

    fu × 2^(han+2) below mangan; mangan 2000 (5 han, or when the formula reaches 2000; with
    ``rules.kiriage_mangan`` also 4 han 30 fu and 3 han 60 fu), haneman 3000 (6–7), baiman 4000
    (8–10), sanbaiman 6000 (11–12), 13+ han kazoe yakuman 8000 (``rules.kazoe_yakuman``) or
    sanbaiman; ``yakuman`` multiples 8000 each.
    """
    if yakuman:
        return 8000 * yakuman, "yakuman" if yakuman == 1 else f"{yakuman}x_yakuman"
    if han >= 13:
        return (8000, "kazoe_yakuman") if rules.kazoe_yakuman else (6000, "sanbaiman")
    if han >= 11:
        return 6000, "sanbaiman"
    if han >= 8:
        return 4000, "baiman"
    if han >= 6:
        return 3000, "haneman"
    if han >= 5:
        return 2000, "mangan"
    b = fu * 2 ** (2 + han)
    if b >= 2000:
        return 2000, "mangan"
    if rules.kiriage_mangan and (han, fu) in ((4, 30), (3, 60)):
        return 2000, "kiriage_mangan"
    return b, None


def _up100(x: int) -> int:
    return -(-x // 100) * 100


def _split(
    basic: int, ctx: WinContext, rules: Rules, seats: list[int], discarder: int | None, tsumo: bool
) -> dict[int, int]:
    """What each other seat pays for ``basic`` points (no honba)."""
    dealer_win = ctx.winner == ctx.dealer
    out = {s: 0 for s in seats}
    if not tsumo:
        assert discarder is not None
        out[discarder] = _up100(basic * (6 if dealer_win else 4))
        return out
    for s in seats:
        if s == ctx.winner:
            continue
        out[s] = _up100(basic * 2) if (dealer_win or s == ctx.dealer) else _up100(basic)
    return out


def _called_from(meld: Meld, winner: int, players: int) -> int | None:
    if meld.source is None:
        return None
    offset = meld.source.offset
    if players == 3 and meld.source is Source.KAMICHA:
        offset = 2
    return (winner + offset) % players


def _yakuman_pao_seat(hand: Hand, key: str, ctx: WinContext, rules: Rules) -> int | None:
    """The liable seat for a pao yakuman, from the meld that completed it (rulesets.md §2.4).

    Melds are in the order they were declared (a kakan keeps its pon's place and source). The
    liable player fed the third dragon set, the fourth wind set, or (suukantsu) the fourth kan,
    which must be a daiminkan: a kakan's fourth tile came from the winner's own draw, so
    ``rules.pao_suukantsu_needs_daiminkan`` False is treated the same way. ``None`` when the
    completing set is an ankan or a concealed triplet (nobody fed it) or the set is incomplete.
    """
    melds = list(hand.melds)
    if key == "daisangen":
        group = [m for m in melds if m.kind is not MeldKind.CHI and m.first.kind in _DRAGONS]
        need = 3
    elif key == "daisuushii":
        group = [m for m in melds if m.kind is not MeldKind.CHI and 27 <= m.first.kind <= 30]
        need = 4
    elif key == "suukantsu":
        group = [m for m in melds if m.is_kan]
        need = 4
        if len(group) == need and group[-1].kind is not MeldKind.DAIMINKAN:
            return None
    else:
        return None
    if len(group) != need or group[-1].kind is MeldKind.ANKAN:
        return None
    return _called_from(group[-1], ctx.winner, rules.players)


# =============================================================================================
# evaluate
# =============================================================================================


def _not_win(code: str, **params: Any) -> Valuation:
    return Valuation(is_win=False, reason=Reason.of(code, "槓 § 槓子の扱い", **params))


def _check_context(hand: Hand, ctx: WinContext, rules: Rules) -> None:
    """Raise ValueError for a context that cannot happen (names the clash)."""
    players = rules.players
    if not 0 <= ctx.winner < players or not 0 <= ctx.dealer < players:
        raise ValueError(f"winner and dealer are seats 0–{players - 1}")
    if not 0 <= ctx.round_wind <= 3:
        raise ValueError("round_wind is 0–3 (East South West North)")
    if (ctx.winner - ctx.dealer) % players != ctx.seat_wind:
        raise ValueError(
            f"seat wind {'ESWN'[ctx.seat_wind % 4]} does not match winner seat {ctx.winner} with "
            f"dealer seat {ctx.dealer}: the dealer is always East"
        )
    if ctx.rinshan and not ctx.tsumo:
        raise ValueError(
            "rinshan kaihou is a win on the replacement tile you draw after a kan: "
            "it is always a tsumo, never a ron"
        )
    if ctx.chankan and ctx.tsumo:
        raise ValueError("chankan robs the tile of another player's kakan: it is always a ron")
    if ctx.haitei and not ctx.tsumo:
        raise ValueError(
            "haitei is a tsumo on the last live tile; a ron on the last discard is houtei"
        )
    if ctx.houtei and ctx.tsumo:
        raise ValueError("houtei is a ron on the last discard; a tsumo on the last tile is haitei")
    if ctx.houtei and ctx.chankan:
        raise ValueError("houtei and chankan cannot both happen: the last discard is not a kakan")
    if ctx.ippatsu and not (ctx.riichi or ctx.double_riichi):
        raise ValueError("ippatsu needs riichi (or double riichi)")
    if (ctx.riichi or ctx.double_riichi) and not hand.is_menzen:
        raise ValueError("an open hand cannot declare riichi (副露 § 役の消滅)")
    if ctx.rinshan and not hand.kans and not ctx.nukidora:
        raise ValueError("rinshan kaihou needs a kan: the replacement tile is drawn after one")
    if ctx.daiminkan_rinshan and not ctx.rinshan:
        raise ValueError("daiminkan_rinshan describes a rinshan win: set rinshan too")
    if ctx.daiminkan_rinshan and not any(m.kind is MeldKind.DAIMINKAN for m in hand.melds):
        raise ValueError("daiminkan_rinshan needs a daiminkan among the melds")
    if not ctx.tsumo and ctx.discarder is not None and ctx.discarder == ctx.winner:
        raise ValueError("a player cannot ron their own discard")
    if ctx.discarder is not None and not 0 <= ctx.discarder < players:
        raise ValueError(f"discarder is a seat 0–{players - 1}")
    if ctx.tsumo and ctx.discarder is not None:
        raise ValueError("a tsumo has no discarder")


_DORA_OF_4 = tuple(Tile(k).dora(players=4).kind for k in range(34))
_DORA_OF_3 = tuple(Tile(k).dora(players=3).kind for k in range(34))


def evaluate(hand: Hand, ctx: WinContext, rules: Rules = DEFAULT_RULES) -> Valuation:
    """Value ``hand`` won as described by ``ctx`` under ``rules``.

    For a tsumo the hand holds 14 tiles (a kan counting as 3) and the win tile is ``hand.drawn``
    (or one of the concealed tiles); for a ron it holds 13 and ``ctx.win_tile`` is added.

    Returns a :class:`Valuation`. A hand that cannot win (wrong size, not complete, no yaku) gives
    ``is_win=False`` and a ``reason``; this never raises. Cheap for a non-winning hand: the shape is
    checked before the library is called.

    Raises
    ------
    ValueError
        For a context that cannot happen: rinshan with ron, chankan with tsumo, haitei with ron,
        houtei with tsumo,
        ippatsu without riichi, riichi on an open hand, a seat wind that does not match the seats,
        a drawn tile that is not the win tile, five copies of a tile, a 2m–8m under three-player
        rules, more copies of a tile (or red fives) in the hand and its dora, ura and pending
        indicators than the rules' tile set has.
    """
    if not isinstance(hand, Hand):
        raise TypeError(f"hand must be a Hand (Hand.parse for notation), not {hand!r:.80}")
    if not isinstance(ctx, WinContext):
        raise TypeError(f"ctx must be a WinContext, not {ctx!r:.80}")
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a Rules object (Rules.preset(name)), not {rules!r:.80}")
    _check_context(hand, ctx, rules)
    win = ctx.win_tile
    drawn = hand.drawn
    closed = list(hand.concealed)
    melds = hand.melds
    if ctx.tsumo:
        if drawn is not None:
            if drawn.kind != win.kind:
                raise ValueError(f"tsumo on {win.notation}, but the drawn tile is {drawn.notation}")
            win = drawn
            closed.append(drawn)
        elif not any(t.kind == win.kind for t in closed):
            return _not_win("score.win_tile_missing", tile=win.notation)
        elif win not in closed:
            win = next(t for t in closed if t.kind == win.kind)
    else:
        if drawn is not None:
            raise ValueError("a ron is scored on the 13-tile hand: it has no drawn tile")
        closed.append(win)
    size = len(closed) + 3 * len(melds)
    if size != 14:
        return _not_win("score.tile_count", count=size)
    counts = [0] * 34
    for t in closed:
        counts[t.kind] += 1
    counts_t = tuple(counts)
    if melds:
        full = counts[:]
        for m in melds:
            for t in m.tiles:
                full[t.kind] += 1
    else:
        full = counts
    if max(full) > 4:
        k = full.index(max(full))
        raise ValueError(f"five copies of {Tile(k).notation}: there are only four of each tile")
    if rules.players == 3 and any(full[1:8]):  # sanma plays without 2m-8m (wall.tile_set)
        k = next(i for i in range(1, 8) if full[i])
        raise ValueError(f"{Tile(k).notation} is not in the three-player tile set (no 2m–8m)")
    on_table = [*closed, *(t for m in melds for t in m.tiles),
                *ctx.dora_indicators, *ctx.ura_indicators, *ctx.kan_dora_pending]
    extra = beyond_set(on_table, rules)
    if extra is not None:  # what is left: the indicators (the hand alone was checked above)
        tile, count, have = extra
        raise ValueError(f"{tile.notation} {count} times counting the hand and its indicators: "
                         f"the tile set of {rules.name!r} has {have}")
    readings = _readings(counts_t)
    chiitoi = not melds and _is_chiitoitsu(counts_t)
    kokushi = not melds and _is_kokushi(counts_t)
    if not readings and not chiitoi and not kokushi:
        return _not_win("score.not_winning", hand=hand.notation, tile=win.notation)
    return _value(hand, ctx, rules, closed, win, counts_t, full, readings, chiitoi, kokushi)


_LIB_TYPE = {
    MeldKind.CHI: (LibMeld.CHI, True),
    MeldKind.PON: (LibMeld.PON, True),
    MeldKind.DAIMINKAN: (LibMeld.KAN, True),
    MeldKind.KAKAN: (LibMeld.SHOUMINKAN, True),
    # ankan: opened=False, or the library treats it as a daiminkan (engines.md pitfall 1)
    MeldKind.ANKAN: (LibMeld.KAN, False),
}


def _lib_meld(kind: MeldKind, ids: list[int]) -> LibMeld:
    mtype, opened = _LIB_TYPE[kind]
    m = LibMeld.__new__(LibMeld)
    # plain attribute fill: LibMeld.__setattr__ only drops a tiles_34 cache, empty here
    m.__dict__.update(
        type=mtype, tiles=tuple(ids), opened=opened, called_tile=None, who=None, from_who=None
    )
    return m


@lru_cache(maxsize=4096)
def _config(
    tsumo: bool,
    riichi: bool,
    ippatsu: bool,
    rinshan: bool,
    chankan: bool,
    haitei: bool,
    houtei: bool,
    daburu: bool,
    tenhou: bool,
    chiihou: bool,
    renhou: bool,
    player_wind: int,
    round_wind: int,
    rules: Rules,
    nuki: int,
) -> HandConfig:
    """One HandConfig per situation, reused: the library rewrites the dora han on its yaku
    objects before each use and we copy every han out right after the call."""
    return HandConfig(
        is_tsumo=tsumo,
        is_riichi=riichi,
        is_ippatsu=ippatsu,
        is_rinshan=rinshan,
        is_chankan=chankan,
        is_haitei=haitei,
        is_houtei=houtei,
        is_daburu_riichi=daburu,
        is_tenhou=tenhou,
        is_chiihou=chiihou,
        is_renhou=renhou,
        player_wind=player_wind,
        round_wind=round_wind,
        options=_options(rules),
        num_nuki_dora=nuki,
    )


def _lib_call(
    hand: Hand,
    ctx: WinContext,
    rules: Rules,
    closed: list[Tile],
    win: Tile,
    dora_ind: Sequence[Tile],
    ura_ind: Sequence[Tile],
    haitei: bool,
    renhou: bool,
    inputs_only: bool = False,
):
    nxt = [0] * 34
    red_used = [False] * 34
    order = (1, 2, 3, 0)
    tiles136: list[int] = []
    win_id = -1
    win_kind, win_red = win.kind, win.red

    def take(kind: int, red: bool) -> int:
        if red and not red_used[kind]:
            red_used[kind] = True
            return kind * 4
        i = nxt[kind]
        if i == 3 and red_used[kind]:
            i = 4
        if i >= 4:
            raise ValueError(f"five copies of {Tile(kind).notation}")
        nxt[kind] = i + 1
        return kind * 4 + order[i]

    for t in closed:
        i = take(t.kind, t.red)
        tiles136.append(i)
        if win_id < 0 and t.kind == win_kind and t.red == win_red:
            win_id = i
    lib_melds = []
    for m in hand.melds:
        mids = [take(t.kind, t.red) for t in m.tiles]
        tiles136.extend(mids)
        lib_melds.append(_lib_meld(m.kind, mids))
    config = _config(
        ctx.tsumo,
        ctx.riichi and not ctx.double_riichi,
        ctx.ippatsu,
        ctx.rinshan,
        ctx.chankan,
        haitei,
        ctx.houtei,
        ctx.double_riichi,
        ctx.tenhou and not hand.melds,
        ctx.chiihou and not hand.melds,
        renhou,
        27 + ctx.seat_wind,
        27 + ctx.round_wind,
        rules,
        ctx.nukidora,
    )
    kwargs = {
        "melds": lib_melds,
        "dora_indicators": [d.to_136() for d in dora_ind] or None,
        "config": config,
        "ura_dora_indicators": [d.to_136() for d in ura_ind] or None,
    }
    if inputs_only:
        return tiles136, win_id, kwargs
    return HandCalculator.estimate_hand_value(tiles136, win_id, **kwargs)


def library_inputs(hand: Hand, ctx: WinContext, rules: Rules = DEFAULT_RULES) -> tuple:
    """The arguments :func:`evaluate` passes to ``HandCalculator.estimate_hand_value``:
    ``(tiles136, win_id, kwargs)`` (for benchmarks and bug reports to the library)."""
    closed = list(hand.closed_tiles)
    win = hand.drawn if (ctx.tsumo and hand.drawn is not None) else ctx.win_tile
    if not ctx.tsumo:
        closed.append(win)
    riichi = ctx.riichi or ctx.double_riichi
    dora_ind = ctx.dora_indicators if rules.kan_dora else ctx.dora_indicators[:1]
    ura_ind = ctx.ura_indicators if (riichi and rules.ura_dora) else ()
    haitei = ctx.haitei and not ctx.rinshan
    renhou = ctx.renhou and not hand.melds and rules.renhou is not Renhou.NONE
    return _lib_call(
        hand, ctx, rules, closed, win, dora_ind, ura_ind, haitei, renhou, inputs_only=True
    )


def _value(
    hand: Hand,
    ctx: WinContext,
    rules: Rules,
    closed: list[Tile],
    win: Tile,
    counts: tuple[int, ...],
    full: list[int],
    readings,
    chiitoi: bool,
    kokushi: bool,
) -> Valuation:
    players = rules.players
    notes: list[Note] = []
    dora_ind = ctx.dora_indicators if rules.kan_dora else ctx.dora_indicators[:1]
    riichi = ctx.riichi or ctx.double_riichi
    ura_ind: tuple[Tile, ...] = ()
    if riichi and rules.ura_dora:
        ura_ind = (
            ctx.ura_indicators
            if (rules.kan_ura_dora and rules.kan_dora)
            else ctx.ura_indicators[:1]
        )
    # A rinshan tile comes from the dead wall: not haitei unless rules.rinshan_counts_as_haitei
    # (rulesets.md §3 item 14); the library refuses the pair, so haitei is added here.
    haitei_extra = ctx.haitei and ctx.rinshan and rules.rinshan_counts_as_haitei
    if ctx.haitei and ctx.rinshan and not rules.rinshan_counts_as_haitei:
        notes.append(Note("note.rinshan_not_haitei"))
    lib_renhou = ctx.renhou and not hand.melds and rules.renhou is not Renhou.NONE
    res = _lib_call(
        hand,
        ctx,
        rules,
        closed,
        win,
        dora_ind,
        ura_ind,
        ctx.haitei and not ctx.rinshan,
        lib_renhou,
    )
    if res.error:
        if res.error == HandCalculator.ERR_NO_YAKU:
            return _not_win("score.no_yaku")
        if res.error == HandCalculator.ERR_HAND_NOT_WINNING:
            return _not_win("score.not_winning", hand=hand.notation, tile=win.notation)
        raise ValueError(f"the hand cannot be scored: {res.error}")
    is_open = not hand.is_menzen
    # ----- yaku -----
    yaku: list[YakuValue] = []
    yakuman = 0
    lib_dora = 0
    for y in res.yaku:
        key = yaku_key(y)
        if key == "dora":
            lib_dora = y.han_closed
            continue
        if key in ("aka_dora", "ura_dora"):
            continue
        han = y.han_open if (is_open and y.han_open) else y.han_closed
        if y.is_yakuman:
            mult = max(1, han // 13)
            yakuman += mult
            yaku.append(YakuValue(key, han, mult))
        else:
            yaku.append(YakuValue(key, han))
    renhou_flat = False
    if lib_renhou and rules.renhou is Renhou.MANGAN:
        # a flat mangan, not added to other yaku or dora; the hand's own value if that is higher
        others = sum(y.han for y in yaku if y.key != "renhou")
        if others >= 5:
            yaku = [y for y in yaku if y.key != "renhou"]
        else:
            yaku = [YakuValue("renhou", 5)]
            renhou_flat = True
            notes.append(Note("note.renhou_mangan"))
    if haitei_extra and not yakuman:
        yaku.append(YakuValue("haitei", 1))
        notes.append(Note("note.haitei_with_rinshan"))
    # ----- dora (counted here to split dora / kan dora / red / ura) -----
    dora_of = _DORA_OF_3 if players == 3 else _DORA_OF_4
    dora_counts = [full[dora_of[i.kind]] for i in dora_ind]
    ura_counts = [full[dora_of[i.kind]] for i in ura_ind]
    aka = 0
    if rules.has_aka_dora:
        aka = sum(1 for t in closed if t.red and rules.aka_count(t.suit) > 0) + sum(
            1 for m in hand.melds for t in m.tiles if t.red and rules.aka_count(t.suit) > 0
        )
    nuki = ctx.nukidora
    dora_first = dora_counts[0] if dora_counts else 0
    kan_dora = sum(dora_counts[1:])
    ura = sum(ura_counts)
    if not yakuman and not renhou_flat:
        nuki_dora = 0
        if nuki:  # the library folds kita into its dora count
            nuki_dora = lib_dora - dora_first - kan_dora
        if dora_first:
            yaku.append(YakuValue("dora", dora_first))
        if kan_dora:
            yaku.append(YakuValue("kan_dora", kan_dora))
        if nuki_dora:
            yaku.append(YakuValue("nukidora", nuki_dora))
        if aka:
            yaku.append(YakuValue("aka_dora", aka))
        if ura:
            yaku.append(YakuValue("ura_dora", ura))
    if ctx.kan_dora_pending:
        notes.append(
            Note(
                "note.kan_dora_pending",
                (("tiles", " ".join(t.notation for t in ctx.kan_dora_pending)),),
            )
        )
    han = sum(y.han for y in yaku if not y.yakuman) if not yakuman else 13 * yakuman
    # ----- fu (numbers from the library's details; named parts built on first use) -----
    details = res.fu_details or []
    reasons = [d["reason"] for d in details]
    fu_raw = sum(d["fu"] for d in details)
    dw = rules.double_wind_pair_fu
    if dw != 4 and "double_valued_pair" in reasons:
        fu_raw -= 4 - dw
        notes.append(Note("note.double_wind_pair", (("fu", dw),)))
    no_tsumo_fu = ctx.rinshan and (
        not rules.rinshan_tsumo_fu or (ctx.daiminkan_rinshan and rules.daiminkan_rinshan_as_ron)
    )
    if no_tsumo_fu and "tsumo" in reasons:
        fu_raw -= 2
        notes.append(Note("note.rinshan_no_tsumo_fu"))
    if ctx.tsumo and is_open and rules.open_pinfu_ron_fu != 30 and fu_raw == 20:
        fu_raw += 2  # an open tsumo keeps its tsumo fu
        notes.append(Note("note.open_tsumo_fu"))
    is_chiitoi = chiitoi and reasons == ["base"] and details[0]["fu"] == 25
    if is_chiitoi:
        fu = 25
    elif not details:
        fu = fu_raw = res.fu or 0
    else:
        fu = -(-fu_raw // 10) * 10
    basic, limit = basic_points(han, fu, rules, yakuman)

    def build() -> tuple[list[FuPart], list[SetInfo]]:
        parts, sets = _match_parts(
            hand, ctx, rules, res, counts, readings, chiitoi, kokushi, win, is_open
        )
        out = []
        for p in parts:
            if p.key == "fu.pair.double_wind" and dw != 4:
                p = FuPart(p.key, dw, p.tile)
            elif p.key == "fu.tsumo" and no_tsumo_fu:
                p = FuPart("fu.rinshan_no_tsumo", 0)
            out.append(p)
        return out, sets

    v = Valuation(
        is_win=True,
        han=han,
        fu=fu,
        fu_raw=fu_raw,
        yaku=yaku,
        dora=dora_first if not yakuman else 0,
        kan_dora=kan_dora if not yakuman else 0,
        aka=aka if not yakuman else 0,
        ura=ura if not yakuman else 0,
        nukidora=nuki,
        limit=limit,
        yakuman=yakuman,
        basic_points=basic,
        notes=notes,
        is_open=is_open,
        _lazy=build,
    )
    _settle(v, hand, ctx, rules)
    return v


def _match_parts(hand, ctx, rules, res, counts, readings, chiitoi, kokushi, win, is_open):
    """Rebuild the library's fu as named parts for the reading it chose."""
    if kokushi and any(yaku_key(y).startswith("kokushi") for y in res.yaku):
        return [], [
            SetInfo(
                "kokushi", format_tiles(Tile(k) for k in range(34) for _ in range(counts[k])), True
            )
        ]
    details = res.fu_details or []
    if chiitoi and any(yaku_key(y) == "chiitoitsu" for y in res.yaku):
        pairs = [
            SetInfo("pair", format_tiles([Tile(k)] * 2), k == win.kind)
            for k in range(34)
            if counts[k] == 2
        ]
        return [FuPart("fu.chiitoitsu", 25)], pairs
    target = tuple(sorted((d["reason"], d["fu"]) for d in details))
    open_pinfu30 = rules.open_pinfu_ron_fu == 30
    args = (win.kind, ctx, hand.melds, is_open, open_pinfu30)
    candidates = [
        (pair, sets, wg) for pair, sets in readings for wg in _win_groups(pair, sets, win.kind)
    ]
    first = None
    for pair, sets, wg in candidates:
        if len(candidates) == 1:
            parts, sig, infos = _fu_reading(pair, sets, wg, *args, build=True)
            if sig == target:
                return parts, infos
            first = (parts, infos)
            break
        _, sig, _ = _fu_reading(pair, sets, wg, *args, build=False)
        if first is None:
            first = (pair, sets, wg)
        if sig == target:
            parts, _, infos = _fu_reading(pair, sets, wg, *args, build=True)
            return parts, infos
    if first is not None and len(first) == 3:
        first = _fu_reading(*first, *args, build=True)[::2]  # type: ignore[misc]
    # not expected: keep the library's own lines so the total is still right
    parts = [FuPart("fu.lib", d["fu"], params=(("reason", d["reason"]),)) for d in details]
    return parts, (first[1] if first else [])


def _settle(v: Valuation, hand: Hand, ctx: WinContext, rules: Rules) -> None:
    """Fill points, payments and pao (rulesets.md §2.4)."""
    players = rules.players
    seats = list(range(players))
    discarder = ctx.discarder
    if not ctx.tsumo and discarder is None:
        discarder = (ctx.winner - 1) % players  # kamicha by default
    basic = v.basic_points
    honba_total = 100 * (players - 1) * ctx.honba
    pay = _split(basic, ctx, rules, seats, discarder, ctx.tsumo)
    hand_points = sum(pay.values())
    honba = {s: 0 for s in seats}
    if ctx.tsumo:
        for s in seats:
            if s != ctx.winner:
                honba[s] = 100 * ctx.honba
    else:
        honba[discarder] = honba_total  # type: ignore[index]
    # ----- yakuman pao -----
    pao_keys = [y.key for y in v.yaku if y.yakuman and y.key in rules.pao_yakuman]
    liable = None
    if pao_keys:
        for key in pao_keys:
            liable = (
                ctx.pao_seat
                if ctx.pao_seat is not None
                else _yakuman_pao_seat(hand, key, ctx, rules)
            )
            if liable is not None:
                break
    if liable is not None and liable != ctx.winner:
        from ..rules import PaoScope

        pao_mult = sum(y.yakuman for y in v.yaku if y.key in pao_keys)
        if rules.pao_scope is PaoScope.PAO_YAKUMAN_ONLY:
            pao_basic, rest_basic = 8000 * pao_mult, 8000 * (v.yakuman - pao_mult)
        else:
            pao_basic, rest_basic = basic, 0
        ron_value = _up100(pao_basic * (6 if ctx.winner == ctx.dealer else 4))
        pay = {s: 0 for s in seats}
        if ctx.tsumo:
            pay[liable] += ron_value
        elif discarder == liable:
            pay[liable] += ron_value
        else:
            pay[liable] += ron_value // 2
            pay[discarder] += ron_value - ron_value // 2  # type: ignore[index]
        if rest_basic:
            for s, x in _split(rest_basic, ctx, rules, seats, discarder, ctx.tsumo).items():
                pay[s] += x
        hand_points = sum(pay.values())
        honba = {s: 0 for s in seats}
        if ctx.tsumo or rules.pao_honba_payer == "liable":
            honba[liable] = honba_total
        else:
            honba[discarder] = honba_total  # type: ignore[index]
        v.pao = {"seat": liable, "kind": "yakuman", "yaku": pao_keys}
        v.notes.append(Note("note.pao", (("seat", liable), ("yaku", ", ".join(pao_keys)))))
    elif ctx.rinshan and ctx.daiminkan_rinshan and rules.daiminkan_rinshan_pao:
        feeder = ctx.pao_seat
        if feeder is None:
            last = [m for m in hand.melds if m.kind is MeldKind.DAIMINKAN][-1]
            feeder = _called_from(last, ctx.winner, players)
        assert feeder is not None
        if rules.daiminkan_rinshan_as_ron:
            value = _up100(basic * (6 if ctx.winner == ctx.dealer else 4))
        else:
            value = hand_points
        pay = {s: 0 for s in seats}
        pay[feeder] = value
        hand_points = value
        honba = {s: 0 for s in seats}
        honba[feeder] = honba_total
        v.pao = {"seat": feeder, "kind": "daiminkan", "yaku": ["rinshan_kaihou"]}
        v.notes.append(Note("note.daiminkan_pao", (("seat", feeder),)))
    payments = {s: -(pay[s] + honba[s]) for s in seats}
    total = sum(pay.values()) + sum(honba.values())
    payments[ctx.winner] = total + 1000 * ctx.riichi_sticks
    v.hand_points = hand_points
    v.points = total
    v.payments = payments


def dora_for_rinshan(
    turned: Sequence[Tile], kan_kind: str, rules: Rules = DEFAULT_RULES
) -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
    """Split the indicators turned by the time of a rinshan kaihou into (counted, pending).

    ``turned`` lists every indicator including the one the last kan (of ``kan_kind``:
    ``"ankan"``, ``"daiminkan"`` or ``"kakan"``) turns or will turn. Under 後乗り
    (``rules.kan_dora_counts_for_rinshan(kind)`` False) that last indicator is turned only at the
    kanner's discard, so it does not count for a win on the replacement tile (槓 § 槓ドラ,
    rulesets.md §2.1 and §3 item 1). Pass ``counted`` as ``dora_indicators`` and ``pending`` as
    ``kan_dora_pending``.
    """
    turned = tuple(_as_tile(t) for t in turned)
    if not rules.kan_dora:
        return turned[:1], ()
    if rules.kan_dora_counts_for_rinshan(kan_kind) or len(turned) <= 1:
        return turned, ()
    return turned[:-1], turned[-1:]
