"""The common in-memory form of a recorded game, whatever the format (mjlog, Tenhou JSON, mjai).

A :class:`GameLog` holds :class:`HandLog` objects (one per kyoku). Each hand has its
:class:`HandInit` (round, honba, riichi sticks, dice, dealer, scores, haipai per seat, first dora
indicator), the ordered :class:`Step` list, and the :class:`HandResult` (wins with Tenhou's value,
or the kind of draw).

Seats are absolute ints 0–3 as in the file (seat 0 = the first East of the game). Tiles are
:class:`mjteach.tiles.Tile`; where the format has Tenhou 136-ids (mjlog) they are kept in the
``*_id``/``*_ids`` fields (red fives are 16, 52, 88), otherwise those are ``None``.
Points are in points (not hundreds).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..checks import MAX_COUNT, MAX_POINTS, whole
from ..files import read_bytes
from ..tiles import Tile

__all__ = [
    "STEP_KINDS",
    "CALL_KINDS",
    "KAN_KINDS",
    "LogError",
    "Step",
    "HandInit",
    "Win",
    "Draw",
    "HandResult",
    "HandLog",
    "GameLog",
    "TENHOU_YAKU",
    "yaku_key",
]

STEP_KINDS = ("draw", "discard", "call", "kan", "dora", "reach", "agari", "ryuukyoku")
CALL_KINDS = ("chi", "pon", "daiminkan")
KAN_KINDS = ("ankan", "kakan", "daiminkan")


class LogError(ValueError):
    """A game record that cannot be read: names the file, and the tag / line / kyoku at fault.

    Attributes: ``path`` (str), ``where`` (str, e.g. ``"<N> #412"`` or ``"line 17"``), ``detail``.
    """

    def __init__(self, path: str, where: str, detail: str) -> None:
        self.path = path
        self.where = where
        self.detail = detail
        loc = f"{path}: {where}: " if where else f"{path}: "
        super().__init__(loc + detail)


def read_record(path: str | Path) -> bytes:
    """The bytes of a record file; :class:`LogError` naming it for anything that cannot be read (a
    FIFO or folder is refused without waiting on it, :mod:`mjteach.files`)."""
    try:
        return read_bytes(path)
    except OSError as exc:
        raise LogError(str(path), "", f"cannot read the file: {exc.strerror or exc}") from None


def record_text(path: str | Path) -> str:
    """A record file's UTF-8 text (:func:`read_record`); :class:`LogError` if it is not UTF-8."""
    try:
        return read_record(path).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LogError(str(path), f"byte {exc.start}", "cannot read the file: not UTF-8 text"
                       ) from None


@dataclass(frozen=True, slots=True)
class Step:
    """One thing that happened in a hand.

    kind
        ``"draw"`` (``rinshan`` True for a replacement draw from the dead wall), ``"discard"``
        (``riichi`` True for the discard that declares riichi, ``tsumogiri`` when known),
        ``"call"`` (``meld`` ``"chi"``/``"pon"``), ``"kan"`` (``meld`` ``"ankan"``/``"kakan"``/
        ``"daiminkan"``), ``"dora"`` (a new kan-dora indicator turned: ``tile``), ``"reach"``
        (``reach_step`` 1 = declared, 2 = accepted, the stick paid), ``"agari"`` (a win,
        ``result_index`` points into :attr:`HandResult.wins`), ``"ryuukyoku"`` (the hand ends
        drawn).
    seat
        The acting seat (None for ``"dora"`` and ``"ryuukyoku"``).
    tile / tile_id
        draw/discard: the tile; call/kan: the called tile (daiminkan, chi, pon), the added tile
        (kakan), or one of the four (ankan); dora: the new indicator.
    tiles / tile_ids
        For calls and kans, all tiles of the meld (3 or 4).
    from_seat
        For chi/pon/daiminkan, the discarder; for a kakan, the seat the pon came from.
    """

    kind: str
    seat: int | None
    tile: Tile | None = None
    tile_id: int | None = None
    meld: str | None = None
    tiles: tuple[Tile, ...] = ()
    tile_ids: tuple[int, ...] | None = None
    from_seat: int | None = None
    rinshan: bool = False
    riichi: bool = False
    tsumogiri: bool | None = None
    reach_step: int | None = None
    result_index: int | None = None

    @property
    def is_kan(self) -> bool:
        return self.kind == "kan"

    def caption(self, lang: str | None = None, draw_kind: str | None = None, *,
                dealer: int | None = None, players: int = 4) -> str:
        """One learner-facing line for this step in ``lang`` (en/ja/zh; default: current
        language), e.g. ``"Player 2 adds 5p to a pon: kakan"``. ``draw_kind`` names the kind of
        draw for a ``"ryuukyoku"`` step (:attr:`Draw.kind`). With the hand's ``dealer`` (and
        ``players``), each seat is named by its wind as a learner says it (``South``, 南家)
        instead of the record's seat number."""
        from ..i18n import t

        def seat(n: int | None) -> str:
            if dealer is None or n is None:
                return t("logs.seat", lang, n=n)
            return t(f"course.seat.wind{(n - dealer) % players}", lang)

        tile = self.tile.name(lang) if self.tile is not None else ""
        if self.kind == "draw":
            key = "logs.step.rinshan" if self.rinshan else "logs.step.draw"
            return t(key, lang, seat=seat(self.seat), tile=tile)
        if self.kind == "discard":
            key = "logs.step.riichi_discard" if self.riichi else "logs.step.discard"
            return t(key, lang, seat=seat(self.seat), tile=tile)
        if self.kind in ("call", "kan"):
            return t(f"logs.step.{self.meld}", lang, seat=seat(self.seat), tile=tile)
        if self.kind == "dora":
            return t("logs.step.dora", lang, tile=tile)
        if self.kind == "reach":
            return t(f"logs.step.reach{self.reach_step}", lang, seat=seat(self.seat))
        if self.kind == "agari":
            if self.from_seat == self.seat:
                return t("logs.step.tsumo", lang, seat=seat(self.seat), tile=tile)
            return t("logs.step.ron", lang, seat=seat(self.seat), tile=tile,
                     from_seat=seat(self.from_seat))
        kind = t(f"logs.draw.{draw_kind or 'exhaustive'}", lang)
        return t("logs.step.ryuukyoku", lang, kind=kind)

    def describe(self) -> str:
        """A short English line for mismatch reports, e.g. ``"seat 2 kakan 5p"``."""
        who = f"seat {self.seat} " if self.seat is not None else ""
        if self.kind in ("call", "kan"):
            return f"{who}{self.meld} {self.tile}"
        if self.kind == "draw":
            return f"{who}{'rinshan ' if self.rinshan else ''}draw {self.tile}"
        if self.kind == "discard":
            return f"{who}{'riichi ' if self.riichi else ''}discard {self.tile}"
        if self.kind == "dora":
            return f"dora indicator {self.tile}"
        if self.kind == "reach":
            return f"{who}riichi step {self.reach_step}"
        if self.kind == "agari":
            if self.from_seat == self.seat:
                return f"{who}tsumo {self.tile}"
            return f"{who}ron {self.tile} from seat {self.from_seat}"
        return f"{who}{self.kind}"


@dataclass(frozen=True)
class HandInit:
    """The deal of one hand.

    round_index
        0–15: 0–3 East 1–4, 4–7 South 1–4, … (Tenhou's ``kyoku``); ``round_wind`` = index // 4.
    dice
        Two dice 1–6, or None when the format does not record them (Tenhou JSON, mjai).
    scores
        Points per seat at the start of the hand.
    haipai / haipai_ids
        13 tiles per seat, in the file's order (ids only for mjlog).
    """

    round_index: int
    honba: int
    riichi_sticks: int
    dealer: int
    scores: tuple[int, ...]
    haipai: tuple[tuple[Tile, ...], ...]
    dora_indicator: Tile
    dice: tuple[int, int] | None = None
    haipai_ids: tuple[tuple[int, ...], ...] | None = None
    dora_indicator_id: int | None = None

    def __post_init__(self) -> None:
        """Every reader's hand start is checked here, so a value no game can hold is refused on
        read (a ValueError the reader turns into LogError) instead of replayed or misreported."""
        for name, value, high in (("round_index", self.round_index, 15), ("honba", self.honba,
                                  MAX_COUNT), ("riichi_sticks", self.riichi_sticks,
                                  MAX_COUNT)):
            whole(name, value, 0, high)
        seats = len(self.haipai)
        if seats not in (3, 4):
            raise ValueError(f"haipai must hold 3 or 4 hands, not {seats}")
        whole("dealer", self.dealer, 0, seats - 1)
        if not isinstance(self.scores, tuple) or len(self.scores) != seats:
            raise ValueError(f"scores must be {seats} numbers, not {self.scores!r}")
        for v in self.scores:
            whole("a start score", v, -MAX_POINTS, MAX_POINTS)
        for hand in self.haipai:
            if not isinstance(hand, tuple) or not all(isinstance(t, Tile) for t in hand):
                raise ValueError(f"haipai must be tiles, not {hand!r}")
        if not isinstance(self.dora_indicator, Tile):
            raise ValueError(f"dora indicator must be a tile, not {self.dora_indicator!r}")
        if self.dice is not None:
            if not isinstance(self.dice, tuple) or len(self.dice) != 2:
                raise ValueError(f"dice must be two numbers 1–6, not {self.dice!r}")
            for d in self.dice:
                whole("a die", d, 1, 6)

    @property
    def round_wind(self) -> int:
        return self.round_index // 4

    @property
    def name(self) -> str:
        """E.g. ``"E1-0"`` (round wind letter, kyoku number, honba)."""
        return f"{'ESWN'[self.round_wind % 4]}{self.round_index % 4 + 1}-{self.honba}"


@dataclass(frozen=True)
class Win:
    """One win as the record values it.

    fu, han
        Tenhou's fu and han total (han excludes yakuman; ``yakuman`` counts multiples). None when
        the format does not say (fu of a limit hand in Tenhou JSON; an mjai ``hora`` without
        ``fu``/``fan``).
    points
        The hand's value before honba and sticks (Tenhou ``ten`` second field); None if unknown.
    limit
        0 none, 1 mangan, 2 haneman, 3 baiman, 4 sanbaiman, 5 yakuman (Tenhou ``ten`` third
        field); None if the format does not say (mjai).
    yaku
        ``(key, han)`` pairs with mjteach yaku keys (:data:`TENHOU_YAKU`); yakuman have han 13.
    dora_indicators / ura_indicators
        As shown at the win (mjlog ``doraHai`` / ``doraHaiUra``; Tenhou JSON lists).
    deltas
        Score change per seat, in points (sticks and honba included), when known.
    """

    who: int
    from_who: int
    fu: int | None
    han: int | None
    points: int | None
    limit: int | None
    yaku: tuple[tuple[str, int], ...]
    dora_indicators: tuple[Tile, ...] = ()
    ura_indicators: tuple[Tile, ...] = ()
    dora_ids: tuple[int, ...] | None = None
    ura_ids: tuple[int, ...] | None = None
    win_tile: Tile | None = None
    win_tile_id: int | None = None
    hand_ids: tuple[int, ...] | None = None
    deltas: tuple[int, ...] | None = None
    pao: int | None = None
    yakuman: int = 0

    @property
    def tsumo(self) -> bool:
        return self.who == self.from_who

    def yaku_keys(self) -> frozenset[str]:
        """The yaku keys, without the dora counts (``dora``, ``aka_dora``, ``ura_dora``)."""
        return frozenset(k for k, _ in self.yaku if k not in ("dora", "aka_dora", "ura_dora"))


@dataclass(frozen=True)
class Draw:
    """A hand ended without a win.

    kind
        ``"exhaustive"`` (荒牌流局, incl. nagashi mangan ``"nm"``) or an abortive draw: ``"yao9"``
        (九種九牌), ``"reach4"``, ``"ron3"``, ``"kan4"`` (四開槓), ``"kaze4"``; ``"nm"`` for
        nagashi mangan.
    """

    kind: str
    deltas: tuple[int, ...] | None = None
    tenpai: tuple[int, ...] = ()

    @property
    def exhaustive(self) -> bool:
        return self.kind in ("exhaustive", "nm")


@dataclass(frozen=True)
class HandResult:
    wins: tuple[Win, ...] = ()
    draw: Draw | None = None


@dataclass
class HandLog:
    """One hand: ``init``, ``steps`` (in order) and ``result``. ``number`` counts hands from 0 in
    the file (the n-th ``<INIT>``); ``yama`` is the regenerated wall (136-ids, mjlog only) and
    ``dice`` the regenerated dice; ``wall_tiles`` the wall as Tiles whenever it is known."""

    number: int
    init: HandInit
    steps: list[Step] = field(default_factory=list)
    result: HandResult = field(default_factory=HandResult)
    yama: tuple[int, ...] | None = None
    dice: tuple[int, int] | None = None
    wall_tiles: tuple[Tile, ...] | None = None
    """The wall as Tiles in yama order (mjlog: from ``yama``; mjteach logs: stored)."""
    reveal_timing_known: bool = True
    """False for Tenhou JSON: dora steps are not in the record (only the final indicator list)."""
    final_dora: tuple[Tile, ...] | None = None
    """Tenhou JSON: every indicator shown at the end of the hand (the first + revealed kan dora)."""
    final_ura: tuple[Tile, ...] | None = None
    """Tenhou JSON: the ura indicators shown (riichi wins only)."""
    incomplete: bool = False
    """The record stops before this hand ends (the last hand of a file cut short): ``result`` is
    empty and the replay plays the steps there are, then reports the hand ``incomplete``."""

    @property
    def name(self) -> str:
        return self.init.name

    def kans(self) -> list[tuple[int, Step]]:
        """``(step index, step)`` of every kan, in order."""
        return [(i, s) for i, s in enumerate(self.steps) if s.kind == "kan"]

    def count(self, kind: str, meld: str | None = None) -> int:
        return sum(1 for s in self.steps if s.kind == kind and (meld is None or s.meld == meld))


@dataclass
class GameLog:
    """A recorded game: ``hands`` and metadata. ``format`` is ``"mjlog"``, ``"tenhou_json"`` or
    ``"mjai"``; ``seed`` is the mjlog SHUFFLE seed (None elsewhere)."""

    path: str
    format: str
    hands: list[HandLog] = field(default_factory=list)
    names: tuple[str, ...] = ()
    seed: str | None = None
    rules_text: str = ""
    aka: bool = True
    final_scores: tuple[int, ...] | None = None
    """The scores the record gives at the end of the game (mjlog ``owari``, sticks left on the
    table already given to the top player); None when the record does not reach the end."""
    cut_short: str | None = None
    """Where a file cut short stops (its XML never closes, e.g. a download that stopped): the last
    complete tag and hand, e.g. ``"after <D> #412 (hand 7)"``; None for a file that is whole."""

    def __len__(self) -> int:
        return len(self.hands)

    def __repr__(self) -> str:
        return f"GameLog({self.path!r}, {self.format}, {len(self.hands)} hands)"


# Tenhou yaku ids (mjlog ``yaku=`` / ``yakuman=``) and Japanese names (Tenhou JSON) → mjteach keys.
# The keys are romaji snake_case, as the field names them (GLOSSARY.md).
TENHOU_YAKU: dict[int, tuple[str, str]] = {
    0: ("menzen_tsumo", "門前清自摸和"), 1: ("riichi", "立直"), 2: ("ippatsu", "一発"),
    3: ("chankan", "槍槓"), 4: ("rinshan_kaihou", "嶺上開花"), 5: ("haitei", "海底摸月"),
    6: ("houtei", "河底撈魚"), 7: ("pinfu", "平和"), 8: ("tanyao", "断幺九"),
    9: ("iipeikou", "一盃口"), 10: ("seat_wind_east", "自風 東"),
    11: ("seat_wind_south", "自風 南"),
    12: ("seat_wind_west", "自風 西"), 13: ("seat_wind_north", "自風 北"),
    14: ("round_wind_east", "場風 東"), 15: ("round_wind_south", "場風 南"),
    16: ("round_wind_west", "場風 西"), 17: ("round_wind_north", "場風 北"),
    18: ("haku", "役牌 白"), 19: ("hatsu", "役牌 發"), 20: ("chun", "役牌 中"),
    21: ("double_riichi", "両立直"), 22: ("chiitoitsu", "七対子"), 23: ("chanta", "混全帯幺九"),
    24: ("ittsu", "一気通貫"), 25: ("sanshoku", "三色同順"), 26: ("sanshoku_doukou", "三色同刻"),
    27: ("sankantsu", "三槓子"), 28: ("toitoi", "対々和"), 29: ("sanankou", "三暗刻"),
    30: ("shousangen", "小三元"), 31: ("honroutou", "混老頭"), 32: ("ryanpeikou", "二盃口"),
    33: ("junchan", "純全帯幺九"), 34: ("honitsu", "混一色"), 35: ("chinitsu", "清一色"),
    36: ("renhou", "人和"), 37: ("tenhou", "天和"), 38: ("chiihou", "地和"),
    39: ("daisangen", "大三元"), 40: ("suuankou", "四暗刻"), 41: ("suuankou_tanki", "四暗刻単騎"),
    42: ("tsuuiisou", "字一色"), 43: ("ryuuiisou", "緑一色"), 44: ("chinroutou", "清老頭"),
    45: ("chuuren", "九蓮宝燈"), 46: ("junsei_chuuren", "純正九蓮宝燈"),
    47: ("kokushi", "国士無双"), 48: ("kokushi_13", "国士無双１３面"),
    49: ("daisuushii", "大四喜"), 50: ("shousuushii", "小四喜"),
    51: ("suukantsu", "四槓子"), 52: ("dora", "ドラ"), 53: ("ura_dora", "裏ドラ"),
    54: ("aka_dora", "赤ドラ"),
}
_BY_NAME = {ja: key for key, ja in TENHOU_YAKU.values()}
_BY_NAME["国士無双13面"] = "kokushi_13"


def yaku_key(tenhou: int | str) -> str:
    """The mjteach yaku key for a Tenhou yaku id (int) or Japanese name (str).

    Raises ``KeyError`` naming the unknown id or name.
    """
    if isinstance(tenhou, int):
        try:
            return TENHOU_YAKU[tenhou][0]
        except KeyError:
            raise KeyError(f"unknown Tenhou yaku id {tenhou}") from None
    try:
        return _BY_NAME[tenhou]
    except KeyError:
        raise KeyError(f"unknown Tenhou yaku name {tenhou!r}") from None
