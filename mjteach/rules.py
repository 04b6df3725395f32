"""Rule variants as data: one frozen options object, named presets, and ``Reason`` codes.

Every option that differs between rulesets on kans and calls is a field of :class:`Rules`, named with
the field's romaji (kuikae, kuitan, aka_dora, kan_dora, suukaikan, pao, chankan, haitei, houtei…).
Defaults are Tenhou 4-player with red fives. Values and sources: docs/notes/rulesets.md (§2 tables,
§4 options model); presets mark the options whose value no source confirms in ``unverified``.

>>> from mjteach.rules import Rules
>>> Rules.preset("m_league").kan_dora_timing_daiminkan
<KanDoraTiming.IMMEDIATE: 'immediate'>
>>> [d.option for d in Rules.preset("tenhou").diff(Rules.preset("wrc"))][:3]
['aka_dora', 'kan_dora_timing_daiminkan', 'kan_dora_timing_kakan']
"""

from __future__ import annotations

import dataclasses
import difflib
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from . import i18n
from .i18n.punctuation import aside

__all__ = [
    "KanDoraTiming",
    "RiichiAnkan",
    "Kuikae",
    "CallPriority",
    "Renhou",
    "PaoScope",
    "DeadWallReplenish",
    "SuukaikanCheck",
    "Rules",
    "RuleDiff",
    "UnknownPreset",
    "PRESETS",
    "Reason",
]


class KanDoraTiming(str, Enum):
    """When a kan's new dora indicator is turned (槓 § 槓ドラ)."""

    IMMEDIATE = "immediate"
    """即乗り: on declaration, before the rinshan draw."""
    AFTER_DISCARD = "after_discard"
    """後乗り: at the kanner's discard (counts for a ron on it), or before the kanner's next kan;
    never for a rinshan tsumo on the kan's own replacement; dropped if the hand ends first."""


class RiichiAnkan(str, Enum):
    """May a player in riichi make an ankan? (槓 § 暗槓; rulesets.md §2.2)."""

    FORBIDDEN = "forbidden"
    SAME_DECOMPOSITION = "same_decomposition"
    """Waits unchanged AND the three tiles are a triplet in every reading of the hand."""
    SAME_WAIT = "same_wait"
    """Only the set of winning tiles must stay the same (Tenhou)."""


class Kuikae(str, Enum):
    """Swap calling (喰い替え, 副露 § 喰い替え)."""

    FORBIDDEN = "forbidden"
    """Neither the called tile nor the tile at the other end of the chi (suji) may be discarded."""
    SUJI_ALLOWED = "suji_allowed"
    """Only the same tile (genbutsu) is forbidden."""
    ALLOWED = "allowed"


class CallPriority(str, Enum):
    """Which call wins a discard wanted by several players (副露 § 優先順位)."""

    RON_PON_CHI = "ron_pon_chi"
    """ron > pon/daiminkan > chi."""
    FIRST_CALL = "first_call"
    """ron first; among melds the first voice wins (WRC 2015; 発声優先)."""


class Renhou(str, Enum):
    NONE = "none"
    MANGAN = "mangan"
    FIVE_HAN = "five_han"
    YAKUMAN = "yakuman"


class PaoScope(str, Enum):
    WHOLE_HAND = "whole_hand"
    PAO_YAKUMAN_ONLY = "pao_yakuman_only"


class DeadWallReplenish(str, Enum):
    """How the dead wall is kept at its size after a rinshan draw (槓 § 嶺上牌)."""

    TILE = "tile"
    """The haitei tile joins the dead wall: one live tile less per kan (modern rule)."""
    STACK = "stack"
    """Old rule (4-stack dead wall): every kan pulls a whole stack (2 live tiles) into the dead
    wall, so each kan shortens the live wall by exactly 2 tiles (槓 § 嶺上牌: 槓発生時に王牌が幢
    （2枚）単位で山から補充されることになり、槓のたびに残りツモが2枚ずつ減る)."""


class SuukaikanCheck(str, Enum):
    """When four kans by two or more players abort the hand (四開槓, 槓 § 四開槓; rulesets.md §4.1).
    """

    AFTER_DISCARD = "after_discard"
    """Tenhou: the hand ends when the 4th kan's discard passes without a ron (a rinshan kaihou on
    the 4th kan, or a ron on its discard, still wins; riichi.wiki "Kan", S37)."""
    ON_FOURTH_KAN = "on_fourth_kan"
    """The hand ends the moment the 4th kan stands (槓 § 四開槓: 4回の槓が成立すると、その時点で
    途中流局): no rinshan draw, no kan dora, no discard. A kakan stands only once no chankan
    robbed it, so a chankan ron on the 4th kan's tile still wins. No ruleset found using it
    (rulesets.md §4.1)."""


def _aka_pairs(value: Any) -> tuple[tuple[str, int], ...]:
    """``aka_dora`` as the field's tuple of ``(suit, count)`` pairs, from a dict ``{suit: count}``
    or any sequence of pairs; ``TypeError`` naming the option for another shape."""
    items = value.items() if isinstance(value, dict) else value
    pairs = None
    if not isinstance(items, (str, bytes)) and isinstance(items, Iterable):
        pairs = [tuple(p) if isinstance(p, (tuple, list)) else p for p in items]
    if pairs is None or not all(
            isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str)
            and isinstance(p[1], int) and not isinstance(p[1], bool) for p in pairs):
        raise TypeError(i18n.t("rules.option.aka_shape", value=repr(value)))
    return tuple(sorted(pairs)) if isinstance(value, dict) else tuple(pairs)


class UnknownPreset(ValueError, KeyError):
    """No rules preset has this name: ``Round("nosuch")``, ``Game("nosuch")``,
    ``Rules.preset("nosuch")``. A ``ValueError`` (a bad value of the right type); also a
    ``KeyError``, which :meth:`Rules.preset` raised before, for callers that catch that. Its
    message prints as written (a KeyError's would print wrapped in quotes)."""

    __str__ = Exception.__str__


@dataclass(frozen=True)
class Rules:
    """The rule options of one hand. Defaults are Tenhou 4-player with red fives.

    Build a variant with :meth:`replace` (``Rules().replace(kuitan=False)``) or take a preset
    (:meth:`preset`). Raises ``ValueError`` naming the option when a value is out of range.
    """

    name: str = field(default="tenhou", compare=False)
    """Preset name this object came from (``"custom"`` once changed). ``Rules()`` holds Tenhou's
    values, so it is named ``"tenhou"``; names never take part in ``==``. Given alone, a preset
    name builds that preset (``Rules("m_league") == Rules.preset("m_league")``); a preset name
    other than ``"tenhou"`` with options that are not that preset's is refused (write
    ``Rules.preset("wrc").replace(kuitan=False)``); any other name is a label of one's own
    options (``Rules(name="house", kuitan=False)``), refused alone or when close to a preset's."""
    players: int = 4
    """3 or 4."""
    dead_wall_size: int = 14
    """Tiles held back in the dead wall (王牌): 14 (7 stacks); 8 (4 stacks) under the old rule."""
    dead_wall_replenish: DeadWallReplenish = DeadWallReplenish.TILE
    """How the dead wall is topped up after a rinshan draw."""
    rinshan_tiles: int = 4
    """Replacement draws the dead wall holds (sanma: 8)."""
    aka_dora: tuple[tuple[str, int], ...] = (("m", 1), ("p", 1), ("s", 1))
    """Red fives per suit, as ``(suit, count)`` pairs."""
    ura_dora: bool = True
    kan_dora: bool = True
    kan_ura_dora: bool = True
    kan_dora_timing_ankan: KanDoraTiming = KanDoraTiming.IMMEDIATE
    kan_dora_timing_daiminkan: KanDoraTiming = KanDoraTiming.AFTER_DISCARD
    kan_dora_timing_kakan: KanDoraTiming = KanDoraTiming.AFTER_DISCARD
    riichi_ankan: RiichiAnkan = RiichiAnkan.SAME_WAIT
    riichi_ankan_no_yaku_loss: bool = False
    """JPML: an ankan in riichi must not lose a yaku (手役の減少は認めない)."""
    riichi_ankan_drawn_tile_only: bool = True
    """The kan tile must be the tile just drawn (no 送り槓)."""
    chankan: bool = True
    """Ron on the tile added by a kakan (搶槓)."""
    kakan_drawn_tile_only: bool = False
    """A kakan may add only the tile just drawn (杠 § 加杠: 加杠要求摸到和碰的牌相同的第四张牌);
    False (Tenhou; 槓 § 加槓): the fourth tile may also be one already held."""
    kokushi_chankan_ankan: bool = False
    """Kokushi musou may ron the tile of an ankan."""
    max_kans: int = 4
    """Kans allowed per hand."""
    fifth_kan_aborts: bool = False
    """If True, a 5th kan by another player is legal and aborts the hand (some apps)."""
    suukaikan: bool = True
    """Abort (四開槓) when four kans are made by two or more players; when: ``suukaikan_check``."""
    suukaikan_check: SuukaikanCheck = SuukaikanCheck.AFTER_DISCARD
    """When the suukaikan abort happens: after the 4th kan's discard passes without a ron (Tenhou)
    or at the moment the 4th kan stands (槓 § 四開槓 「その時点で」)."""
    kan_on_haitei: bool = False
    """May a kan be made after drawing the last live tile."""
    kan_on_tile_before_haitei: bool = False
    """Old rule (4-stack dead wall): a kan is also refused on the tile before the haitei."""
    calls_on_houtei: bool = False
    """Chi/pon/daiminkan on the last discard (ron is always allowed)."""
    rinshan_counts_as_haitei: bool = False
    pao_yakuman: frozenset[str] = frozenset({"daisangen", "daisuushii"})
    pao_suukantsu_needs_daiminkan: bool = True
    pao_scope: PaoScope = PaoScope.WHOLE_HAND
    pao_honba_payer: str = "liable"
    """``"liable"`` or ``"discarder"``."""
    daiminkan_rinshan_pao: bool = False
    """The discarder into a daiminkan pays a rinshan kaihou on its replacement alone (大明槓の包)."""
    daiminkan_rinshan_as_ron: bool = False
    """Score that win like a ron (no tsumo fu)."""
    kuikae: Kuikae = Kuikae.FORBIDDEN
    kuitan: bool = True
    call_priority: CallPriority = CallPriority.RON_PON_CHI
    max_ron_winners: int = 2
    """1 = atamahane (head bump)."""
    sanchahou_abort: bool = True
    """Three rons on one discard abort the hand (三家和, Tenhou); False: up to ``max_ron_winners``
    win (rulesets.md §2.5)."""
    kyuushu_kyuuhai: bool = True
    """On an uninterrupted first draw, a player holding 9+ kinds of terminals and honors may
    declare an abortive draw (九種九牌; rulesets.md §2.3: only where abortive draws exist)."""
    suufon_renda: bool = True
    """The hand aborts when all four players discard the same wind on the uninterrupted first
    go-around (四風連打; 4-player only)."""
    suucha_riichi: bool = True
    """The hand aborts once a fourth player's riichi discard passes without a ron (四家立直)."""
    nagashi_mangan: bool = True
    """At an exhaustive draw, a player whose river holds only terminals and honors, none called
    away, is paid a mangan tsumo in place of the tenpai payments (流し満貫; rulesets.md §2.7)."""
    renhou: Renhou = Renhou.NONE
    kazoe_yakuman: bool = True
    double_yakuman: bool = False
    """Some yakuman (suuankou tanki, kokushi 13-sided, junsei chuuren, daisuushii) count double."""
    kiriage_mangan: bool = False
    double_wind_pair_fu: int = 4
    open_pinfu_ron_fu: int = 30
    rinshan_tsumo_fu: bool = True
    """A rinshan kaihou gets the 2 tsumo fu."""
    ankan_face_down: str = "ends"
    """Drawing: ``"ends"`` or ``"middle"`` two tiles of an ankan face down."""
    chi_allowed: bool = True
    """False in three-player (no chi in sanma)."""
    kita: bool = False
    """Three-player: a North may be set aside (抜きドラ) as a dora, with a replacement draw."""
    kita_rinshan_yaku: bool = True
    """A win on a kita replacement tile scores rinshan kaihou (riichi.wiki; disputed:
    rulesets.md §3.9)."""
    kita_ron: bool = True
    """Other players may ron the North just set aside (rulesets.md §4.2, S8, S35)."""
    kita_ron_chankan_yaku: bool = False
    """Such a ron scores chankan (RiichiEnv yes, riichi_advanced no: rulesets.md §3.9)."""
    renchan_on_tenpai: bool = True
    """Game: the dealer keeps the seat (連荘) when tenpai at an exhaustive draw (Tenhou S1)."""
    renchan_on_abort: bool = True
    """Game: the dealer keeps the seat after an abortive draw (Tenhou S1)."""
    agari_yame: bool = True
    """Game: the dealer's win in the last hand ends the game when the dealer is then top with at
    least ``extension_points`` (和了止め, Tenhou S1)."""
    tenpai_yame: bool = True
    """Game: the dealer's tenpai at the last hand's exhaustive draw ends the game when the dealer
    is top with at least ``extension_points`` (聴牌止め, automatic on Tenhou: Tenhou S1; the same
    rule in MahjongRepository/ronin 0.19.0, "agariyame and tenpaiyame")."""
    tobi: bool = True
    """Game: the game ends at once when a player's score falls below 0 (飛び, Tenhou S1)."""
    extension_points: int = 30000
    """Game: if nobody has this many points after the last hand, the game goes into one more
    wind (West after South, South after East; 西入/南入) and ends as soon as someone has; 0 = no
    extension (Tenhou S1)."""
    leftover_sticks_to_top: bool = True
    """Game: riichi sticks still on the table at the end go to the top player (Tenhou S1)."""
    unverified: frozenset[str] = field(default=frozenset(), compare=False)
    """Options whose value in this preset no source confirms (rulesets.md)."""

    def __post_init__(self) -> None:
        if not isinstance(self.name, str):
            raise TypeError(i18n.t("rules.name.type", value=repr(self.name)))
        for fname, enum in _ENUM_FIELDS.items():
            value = getattr(self, fname)
            if not isinstance(value, enum):
                try:
                    object.__setattr__(self, fname, enum(value))
                except ValueError:
                    allowed = ", ".join(m.value for m in enum)
                    raise ValueError(i18n.t("rules.option.choose", name=fname, value=repr(value),
                                                allowed=allowed)) from None
        object.__setattr__(self, "aka_dora", _aka_pairs(self.aka_dora))
        for fname in ("pao_yakuman", "unverified"):  # sets of names
            value = getattr(self, fname)
            if (isinstance(value, (str, bytes, dict)) or not isinstance(value, Iterable)
                    or not all(isinstance(x, str) for x in value)):
                raise TypeError(i18n.t("rules.option.names", name=fname, value=repr(value)))
            object.__setattr__(self, fname, frozenset(value))
        for name, is_bool in _typed_fields():  # bool and int options, in field order
            value = getattr(self, name)
            if is_bool:
                if value.__class__ is not bool:  # bool cannot be subclassed
                    raise ValueError(i18n.t("rules.option.bool", name=name, value=repr(value)))
            elif value.__class__ is not int and (
                isinstance(value, bool) or not isinstance(value, int)
            ):
                raise ValueError(i18n.t("rules.option.int", name=name, value=repr(value)))
        checks = [
            ("players", self.players in (3, 4)),
            ("dead_wall_size", self.dead_wall_size in (8, 14)),
            ("rinshan_tiles", 1 <= self.rinshan_tiles <= 8),
            ("max_kans", self.max_kans in (4, 5)),
            ("max_ron_winners", self.max_ron_winners in (1, 2, 3)),
            ("double_wind_pair_fu", self.double_wind_pair_fu in (2, 4)),
            ("open_pinfu_ron_fu", self.open_pinfu_ron_fu in (20, 30)),
            ("pao_honba_payer", self.pao_honba_payer in ("liable", "discarder")),
            ("ankan_face_down", self.ankan_face_down in ("ends", "middle")),
            ("extension_points", 0 <= self.extension_points <= 200000),
        ]
        for fname, ok in checks:
            if not ok:  # what the option accepts: message "rules.allowed.<option>"
                raise ValueError(i18n.t("rules.option.range", name=fname,
                                        value=repr(getattr(self, fname)),
                                        allowed=i18n.t("rules.allowed." + fname)))
        for suit, count in self.aka_dora:
            if suit not in ("m", "p", "s") or not 0 <= count <= 4:
                raise ValueError(i18n.t("rules.option.aka", suit=suit, count=count))
        if "PRESETS" in globals():  # not while the presets themselves are built
            self._check_name()

    def _check_name(self) -> None:
        """What ``name`` means (see the field): the preset it names, a label, or an error."""
        preset = PRESETS.get(_preset_key(self.name))
        tenhou = PRESETS["tenhou"]
        options = self.option_names()
        if preset is not None:
            if preset.name == "tenhou":
                return  # Tenhou's values are the defaults: Rules("tenhou", kuitan=False) is that
            if all(getattr(self, o) == getattr(tenhou, o) for o in options):
                for f in dataclasses.fields(self):  # Rules("m_league"): that preset
                    object.__setattr__(self, f.name, getattr(preset, f.name))
                return
            changed = [o for o in options if getattr(self, o) != getattr(preset, o)]
            if changed:
                raise ValueError(i18n.t(
                    "rules.name.preset_with_options", name=repr(self.name),
                    preset=repr(preset.name), options=", ".join(changed)))
            return
        if self.name == "custom":
            return
        close = difflib.get_close_matches(_preset_key(self.name), [*PRESETS, *_ALIASES], n=1,
                                          cutoff=0.8)
        if close or all(getattr(self, o) == getattr(tenhou, o) for o in options):
            raise ValueError(i18n.t("rules.name.unknown", name=repr(self.name),
                                    known=", ".join(PRESETS)))

    # ----- helpers ------------------------------------------------------
    def replace(self, **changes: Any) -> Rules:
        """A copy with ``changes``; its ``name`` becomes ``"custom"`` unless given.

        Raises ``TypeError`` for an unknown option name, ``ValueError`` for a bad value.
        """
        unknown = set(changes) - {f.name for f in dataclasses.fields(self)}
        if unknown:
            raise TypeError(i18n.t("rules.option.unknown", names=", ".join(sorted(unknown))))
        changes.setdefault("name", "custom")
        return dataclasses.replace(self, **changes)

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The named preset (see :data:`PRESETS`). Raises :class:`UnknownPreset` (a ``ValueError``,
        and a ``KeyError`` for older callers) listing the known names."""
        if not isinstance(name, str):
            raise TypeError(i18n.t("rules.preset.type", value=repr(name)))
        key = _preset_key(name)
        if key not in PRESETS:
            raise UnknownPreset(i18n.t("rules.preset.unknown", name=repr(name), known=", ".join(PRESETS)))
        return PRESETS[key]

    @property
    def is_preset(self) -> bool:
        """True when these rules are exactly the preset their ``name`` names. ``Rules("tenhou",
        kuitan=False)`` keeps the name ``"tenhou"`` (Tenhou's values are the defaults) but is not
        the preset, so whoever saves rules by name must ask this first."""
        return PRESETS.get(self.name) == self

    def aka_count(self, suit: str) -> int:
        """Red fives of ``suit`` in the tile set (0 or more)."""
        return dict(self.aka_dora).get(suit, 0)

    @property
    def has_aka_dora(self) -> bool:
        return any(count for _, count in self.aka_dora)

    def kan_dora_timing(self, kind: str) -> KanDoraTiming:
        """Timing for a kan kind (``"ankan"``, ``"daiminkan"``, ``"kakan"``)."""
        return getattr(self, f"kan_dora_timing_{kind}")

    def kan_dora_counts_for_rinshan(self, kind: str) -> bool:
        """Is the kan's own new indicator turned before a rinshan kaihou on its replacement tile?

        True only when kan dora is used and the timing for ``kind`` is IMMEDIATE (槓 § 槓ドラ;
        rulesets.md §2.1: under 後乗り it never counts for the rinshan tsumo).
        """
        return self.kan_dora and self.kan_dora_timing(kind) is KanDoraTiming.IMMEDIATE

    def diff(self, other: Rules) -> list[RuleDiff]:
        """Options whose value differs between ``self`` and ``other`` (for teachers' tables)."""
        out = []
        for f in dataclasses.fields(self):
            if f.name in ("name", "unverified"):
                continue
            a, b = getattr(self, f.name), getattr(other, f.name)
            if a != b:
                out.append(RuleDiff(f.name, a, b, f.name in self.unverified or f.name in other.unverified))
        return out

    def with_option(self, text: str) -> Rules:
        """A copy with one option set from text ``"NAME=VALUE"`` (command lines, forms):
        booleans as true/false/yes/no/on/off/1/0, whole numbers, enum values by name
        (``riichi_ankan=same_decomposition``), sets comma-separated (``pao_yakuman=daisangen,
        suukantsu``), red fives as ``aka_dora=m:0,p:1,s:1``.

        Raises ``ValueError`` naming the option and what it accepts (TypeError if ``text`` is
        not a str).
        """
        if not isinstance(text, str):
            raise TypeError(f"text must be 'NAME=VALUE' text, not {text!r}")
        name, sep, raw = text.partition("=")
        name, raw = name.strip().replace("-", "_"), raw.strip()
        fields = {f.name: f for f in dataclasses.fields(self)}
        if not sep or not name:
            raise ValueError(i18n.t("rules.override.syntax", text=repr(text)))
        if name not in fields or name in ("name", "unverified"):
            raise ValueError(i18n.t("rules.override.unknown", text=repr(text), name=repr(name),
                               options=", ".join(self.option_names())))
        current = getattr(self, name)
        value: Any
        if isinstance(current, bool):
            low = raw.lower()
            if low not in _TRUE | _FALSE:
                raise ValueError(i18n.t("rules.override.bool", name=name, raw=repr(raw)))
            value = low in _TRUE
        elif isinstance(current, Enum):
            value = raw.lower()
        elif isinstance(current, int):
            try:
                value = int(raw)
            except ValueError:
                raise ValueError(i18n.t("rules.override.int", name=name, raw=repr(raw))) from None
        elif isinstance(current, frozenset):
            value = frozenset(x.strip() for x in raw.split(",") if x.strip())
        elif name == "aka_dora":
            try:
                value = tuple((suit.strip(), int(n)) for suit, n in
                              (part.split(":") for part in raw.split(",")))
            except ValueError:
                raise ValueError(i18n.t("rules.override.aka", raw=repr(raw))) from None
        else:
            value = raw
        return self.replace(**{name: value})

    @classmethod
    def option_names(cls) -> list[str]:
        return [f.name for f in dataclasses.fields(cls) if f.name not in ("name", "unverified")]

    @classmethod
    def option_doc(cls, option: str) -> str:
        """The one-line meaning of an option (from this class's source docstrings)."""
        return _OPTION_DOCS.get(option, "")

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-able dict of every option."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Enum):
                value = value.value
            elif isinstance(value, frozenset):
                value = sorted(value)
            elif f.name == "aka_dora":
                value = dict(value)
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any], *, base: Rules | None = None) -> Rules:
        """Rules from a dict; a ``"preset"`` key picks the base, other keys override it.
        Raises TypeError if ``data`` is not a dict."""
        if not isinstance(data, dict):
            raise TypeError(f"data must be a dict of rule options, not {data!r}")
        data = dict(data)
        start = base or cls()
        if "preset" in data:
            start = cls.preset(data.pop("preset"))
        if not data:
            return start
        return start.replace(**data)


@dataclass(frozen=True)
class RuleDiff:
    option: str
    a: Any
    b: Any
    unverified: bool = False


_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}

_TYPED_FIELDS: list[tuple[tuple[str, bool], ...]] = []


def _typed_fields() -> tuple[tuple[str, bool], ...]:
    """(name, is it a bool option) of each bool or int option of :class:`Rules`, in field order,
    worked out once (``Rules.__post_init__`` checks their values at every construction)."""
    if not _TYPED_FIELDS:
        _TYPED_FIELDS.append(
            tuple(
                (f.name, f.type in ("bool", bool))
                for f in dataclasses.fields(Rules)
                if f.type in ("bool", bool, "int", int)
            )
        )
    return _TYPED_FIELDS[0]


_ENUM_FIELDS = {
    "dead_wall_replenish": DeadWallReplenish,
    "kan_dora_timing_ankan": KanDoraTiming,
    "kan_dora_timing_daiminkan": KanDoraTiming,
    "kan_dora_timing_kakan": KanDoraTiming,
    "riichi_ankan": RiichiAnkan,
    "pao_scope": PaoScope,
    "kuikae": Kuikae,
    "call_priority": CallPriority,
    "renhou": Renhou,
    "suukaikan_check": SuukaikanCheck,
}


def _option_docs() -> dict[str, str]:
    import ast
    import inspect

    try:
        tree = ast.parse(inspect.getsource(Rules))
    except (OSError, TypeError):  # pragma: no cover - source not available
        return {}
    docs: dict[str, str] = {}
    body = tree.body[0].body  # type: ignore[attr-defined]
    for node, nxt in zip(body, body[1:], strict=False):
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            if isinstance(nxt, ast.Expr) and isinstance(getattr(nxt, "value", None), ast.Constant):
                docs[node.target.id] = " ".join(str(nxt.value.value).split())
    return docs


_OPTION_DOCS = _option_docs()

_NO_RED = (("m", 0), ("p", 0), ("s", 0))
_IMMEDIATE_ALL = {
    "kan_dora_timing_ankan": KanDoraTiming.IMMEDIATE,
    "kan_dora_timing_daiminkan": KanDoraTiming.IMMEDIATE,
    "kan_dora_timing_kakan": KanDoraTiming.IMMEDIATE,
}
_NO_ABORTS: dict[str, Any] = {
    "kyuushu_kyuuhai": False,
    "suufon_renda": False,
    "suucha_riichi": False,
}
"""Rulesets with no abortive draws (途中流局なし: WRC S14 §5.7, EMA 2016 S19, JPML S22, M.League
S25, Saikouisen S29, Classic S27)."""
_NO_GAME_EXTRAS: dict[str, Any] = {
    "agari_yame": False,
    "tenpai_yame": False,
    "tobi": False,
    "extension_points": 0,
    "leftover_sticks_to_top": False,
}
"""Tournament rulesets play a fixed length with no bust, no agari-yame or tenpai-yame and no extension (not
confirmed by a source: these names go into each preset's ``unverified``)."""
_GAME_UNVERIFIED = set(_NO_GAME_EXTRAS) | {"renchan_on_tenpai"}
_TIMINGS = ("kan_dora_timing_ankan", "kan_dora_timing_daiminkan", "kan_dora_timing_kakan")


def _make(name: str, unverified: set[str], **changes: Any) -> Rules:
    return Rules(name=name, unverified=frozenset(unverified), **changes)


PRESETS: dict[str, Rules] = {
    "tenhou": _make("tenhou", {"kazoe_yakuman", "call_priority"}),
    "mahjong_soul": _make(
        "mahjong_soul",
        {"riichi_ankan", "kiriage_mangan", "kazoe_yakuman", "call_priority", "double_yakuman",
         "tenpai_yame"},
        kokushi_chankan_ankan=True, max_ron_winners=3, sanchahou_abort=False,
        pao_scope=PaoScope.PAO_YAKUMAN_ONLY, double_yakuman=True,
    ),
    "wrc": _make(
        "wrc",
        {*_GAME_UNVERIFIED, "aka_dora", *_TIMINGS, "kokushi_chankan_ankan", "riichi_ankan", "pao_yakuman",
         "double_wind_pair_fu", "rinshan_tsumo_fu", "max_kans"},
        aka_dora=_NO_RED, **_IMMEDIATE_ALL, kokushi_chankan_ankan=True, suukaikan=False,
        call_priority=CallPriority.FIRST_CALL, max_ron_winners=1, nagashi_mangan=False,
        renhou=Renhou.FIVE_HAN, kazoe_yakuman=False, kiriage_mangan=True, double_wind_pair_fu=2,
        **_NO_GAME_EXTRAS, **_NO_ABORTS, sanchahou_abort=False,
    ),
    "ema_2016": _make(
        "ema_2016",
        {*_GAME_UNVERIFIED, "riichi_ankan", "kokushi_chankan_ankan", "double_wind_pair_fu", "rinshan_tsumo_fu", "max_kans"},
        aka_dora=_NO_RED, **_IMMEDIATE_ALL, suukaikan=False, max_ron_winners=3, sanchahou_abort=False,
        nagashi_mangan=False, renhou=Renhou.MANGAN, kazoe_yakuman=False, kiriage_mangan=False,
        **_NO_GAME_EXTRAS, **_NO_ABORTS,
    ),
    "jpml": _make(
        "jpml",
        {*_GAME_UNVERIFIED, "aka_dora", "renhou", "nagashi_mangan", "kiriage_mangan", "double_wind_pair_fu",
         "pao_suukantsu_needs_daiminkan", "max_kans"},
        aka_dora=_NO_RED, ura_dora=False, kan_dora=False, kan_ura_dora=False,
        riichi_ankan=RiichiAnkan.SAME_DECOMPOSITION, riichi_ankan_no_yaku_loss=True,
        kokushi_chankan_ankan=False, suukaikan=False, max_ron_winners=1,
        pao_yakuman=frozenset({"daisangen", "daisuushii", "suukantsu"}),
        pao_suukantsu_needs_daiminkan=False, pao_honba_payer="discarder", kazoe_yakuman=False,
        renhou=Renhou.MANGAN,
        **_NO_GAME_EXTRAS, **_NO_ABORTS, sanchahou_abort=False,
    ),
    "m_league": _make(
        "m_league",
        {*_GAME_UNVERIFIED, "riichi_ankan", "kuikae", "renhou", "daiminkan_rinshan_pao", "rinshan_tsumo_fu"},
        **_IMMEDIATE_ALL, riichi_ankan=RiichiAnkan.SAME_DECOMPOSITION, kokushi_chankan_ankan=False,
        suukaikan=False, max_ron_winners=1,
        pao_yakuman=frozenset({"daisangen", "daisuushii", "suukantsu"}),
        pao_suukantsu_needs_daiminkan=True, nagashi_mangan=False, kazoe_yakuman=False,
        kiriage_mangan=True, double_wind_pair_fu=2,
        **_NO_GAME_EXTRAS, **_NO_ABORTS, sanchahou_abort=False,
    ),
    "saikouisen": _make(
        "saikouisen",
        {*_GAME_UNVERIFIED, "aka_dora", *_TIMINGS, "riichi_ankan", "kuikae", "max_ron_winners", "nagashi_mangan",
         "renhou", "kiriage_mangan", "double_wind_pair_fu"},
        aka_dora=_NO_RED, kokushi_chankan_ankan=False, suukaikan=False, pao_yakuman=frozenset(),
        kazoe_yakuman=False,
        **_NO_GAME_EXTRAS, **_NO_ABORTS, sanchahou_abort=False,
    ),
    "saikouisen_classic": _make(
        "saikouisen_classic",
        {*_GAME_UNVERIFIED, "kokushi_chankan_ankan", "renhou", "call_priority"},
        aka_dora=_NO_RED, ura_dora=False, kan_dora=False, kan_ura_dora=False,
        riichi_ankan=RiichiAnkan.FORBIDDEN, kuikae=Kuikae.ALLOWED, suukaikan=False, max_ron_winners=1,
        pao_yakuman=frozenset(), nagashi_mangan=False, kazoe_yakuman=False, kiriage_mangan=False,
        double_wind_pair_fu=4,
        **_NO_GAME_EXTRAS, **_NO_ABORTS, sanchahou_abort=False,
    ),
    "old_rule": _make(
        "old_rule",
        {"aka_dora", *_TIMINGS, "kan_ura_dora", "riichi_ankan", "kan_on_tile_before_haitei", "tenpai_yame"},
        dead_wall_size=8, dead_wall_replenish=DeadWallReplenish.STACK, aka_dora=_NO_RED,
        kan_on_tile_before_haitei=True,
    ),
    "sanma_tenhou": _make(
        "sanma_tenhou",
        {"aka_dora", "suukaikan", "extension_points"},
        players=3, rinshan_tiles=8, aka_dora=(("m", 0), ("p", 1), ("s", 1)), kita=True,
        chi_allowed=False, extension_points=40000,
    ),
    "sanma_mahjong_soul": _make(
        "sanma_mahjong_soul",
        {"aka_dora", "suukaikan", "extension_points", "tenpai_yame"},
        players=3, rinshan_tiles=8, aka_dora=(("m", 0), ("p", 1), ("s", 1)), kita=True,
        chi_allowed=False, extension_points=40000, kokushi_chankan_ankan=True, pao_scope=PaoScope.PAO_YAKUMAN_ONLY,
        double_yakuman=True,
    ),
}
"""Named presets. Values and ``unverified`` sets: rulesets.md §4.3 and §2."""

def _preset_key(name: str) -> str:
    """The key in :data:`PRESETS` that ``name`` spells (any case, ``-`` or space for ``_``, an
    alias); ``name`` normalised if it names none."""
    key = name.lower().replace("-", "_").replace(" ", "_")
    return _ALIASES.get(key, key)


_ALIASES = {
    "mjs": "mahjong_soul", "majsoul": "mahjong_soul", "wrc_2015": "wrc", "wrc2015": "wrc",
    "ema": "ema_2016", "mleague": "m_league", "sanma": "sanma_tenhou", "three_player": "sanma_tenhou",
    "default": "tenhou",
}


@dataclass(frozen=True)
class Reason:
    """Why an action is not allowed: a stable ``code`` and the message in the learner's language.

    ``code`` is a dotted name such as ``"kan.haitei"``; the message template is the i18n catalog
    entry ``"reason." + code``, formatted with ``params``. ``source`` cites the rule's article
    section or ruleset.
    """

    code: str
    params: tuple[tuple[str, Any], ...] = ()
    source: str = ""

    @classmethod
    def of(cls, code: str, source: str = "", **params: Any) -> Reason:
        return cls(code, tuple(sorted(params.items())), source)

    def message(self, lang: str | None = None) -> str:
        key = "reason." + self.code
        if not i18n.has(key):
            return self.code
        params = dict(self.params)
        value = params.get("tile")
        if isinstance(value, str) and len(value) == 2 and value[0].isdigit() and value[1] in "mpsz":
            # a learner reads the tile's name; the notation follows for those who type it
            from .tiles import Tile

            try:
                params["tile"] = aside(Tile.parse(value).name(lang), value, lang)
            except ValueError:
                pass
        for name in ("call", "kind", "action", "kan"):
            value = params.get(name)
            if isinstance(value, str) and i18n.has("action." + value):
                params[name] = i18n.t("action." + value, lang)
        return i18n.t(key, lang, **params)

    def __str__(self) -> str:
        return self.message()
