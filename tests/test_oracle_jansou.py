"""Cross-check mjteach.scoring (through ``mahjong``) against another engine, ``jansou`` 0.14.0.

Random winning hands with kans of every type (ankan, daiminkan, kakan), pons and chis are valued
by both engines under matching options (Tenhou: kuitan on, red fives, 4-fu double-wind pair, no
kiriage, kazoe yakuman, composite yakuman but no double yakuman). Han, fu, basic points, payments
and the yaku must agree.

Rightful differences are listed in ``RIGHTFUL`` with their reason; each observed case must fall
under one of them, and they must stay rare so a real disagreement cannot hide behind them:

* ``raw_fu_wait_reading``: a hand that can be read two ways of the same value (same han, rounded
  fu, points and yaku), e.g. 6788s + 8s (ryanmen on 678s, or tanki on 88s). Both engines keep
  the highest value; ``mahjong`` then prefers the higher fu *before rounding* (so mjteach shows
  the 2 wait fu), jansou the first reading it found. Only the raw fu differ.
* ``open_pinfu_floor``: an open pinfu-shaped ron is 30 fu in both; ``mahjong`` gets there by
  adding 2 fu (raw 22, shown to learners as its own line), jansou by a floor of 30 (raw 20).

A second option set (no kuitan, no red fives, 2-fu double wind, kiriage mangan, no kazoe
yakuman) checks that each option reaches both engines.

Set ``MJTEACH_ORACLE_HANDS`` for a longer run (default 1000 hands per option set, 2 sets; 6000
per set was run clean while writing this).
"""

from __future__ import annotations

import dataclasses
import os
import random
from collections import Counter

import pytest

jansou = pytest.importorskip("jansou")
from jansou.core import hand as jh  # noqa: E402
from jansou.core.rules import preset as jpreset  # noqa: E402
from jansou.core.tiles import Tile as JTile  # noqa: E402
from jansou.core.tiles import TileKind, Wind  # noqa: E402
from jansou.scoring.context import WinContext as JContext  # noqa: E402
from jansou.scoring.score import ScoringError  # noqa: E402
from jansou.scoring.score import score as jscore  # noqa: E402

from mjteach.melds import MeldKind, Source  # noqa: E402
from mjteach.rules import Rules  # noqa: E402
from mjteach.scoring import WinContext, evaluate  # noqa: E402
from mjteach.scoring.samples import random_kan_case  # noqa: E402
from mjteach.tiles import Tile  # noqa: E402

N_HANDS = int(os.environ.get("MJTEACH_ORACLE_HANDS", "1000"))  # per option set

RULES = Rules.preset("tenhou")
JRULES = dataclasses.replace(
    jpreset("tenhou"),
    kuitan=True,
    aka_dora=True,
    double_wind_fu=4,
    kiriage_mangan=False,
    kazoe_yakuman=True,
    multiple_yakuman=True,
    double_yakuman=False,
    kan_dora=True,
    ura_dora=True,
)
# A second option set moves every scoring option both engines know away from Tenhou's value.
RULES_VARIANT = RULES.replace(
    kuitan=False,
    aka_dora={"m": 0, "p": 0, "s": 0},
    double_wind_pair_fu=2,
    kiriage_mangan=True,
    kazoe_yakuman=False,
)
JRULES_VARIANT = dataclasses.replace(
    JRULES,
    kuitan=False,
    aka_dora=False,
    double_wind_fu=2,
    kiriage_mangan=True,
    kazoe_yakuman=False,
)
OPTION_SETS = {"tenhou": (RULES, JRULES), "variant": (RULES_VARIANT, JRULES_VARIANT)}

_J_SOURCE = {
    Source.KAMICHA: jh.CallSource.KAMICHA,
    Source.TOIMEN: jh.CallSource.TOIMEN,
    Source.SHIMOCHA: jh.CallSource.SHIMOCHA,
}
_J_TYPE = {
    MeldKind.CHI: jh.MeldType.CHII,
    MeldKind.PON: jh.MeldType.PON,
    MeldKind.DAIMINKAN: jh.MeldType.DAIMINKAN,
    MeldKind.KAKAN: jh.MeldType.SHOUMINKAN,
    MeldKind.ANKAN: jh.MeldType.ANKAN,
}
# jansou yaku name -> mjteach key (winds are compared as "seat wind"/"round wind" counts)
_J_YAKU = {
    "RIICHI": "riichi",
    "IPPATSU": "ippatsu",
    "MENZEN_TSUMO": "menzen_tsumo",
    "PINFU": "pinfu",
    "IIPEIKOU": "iipeikou",
    "TANYAO": "tanyao",
    "YAKUHAI_HAKU": "haku",
    "YAKUHAI_HATSU": "hatsu",
    "YAKUHAI_CHUN": "chun",
    "YAKUHAI_ROUND": "round_wind",
    "YAKUHAI_SEAT": "seat_wind",
    "HAITEI": "haitei",
    "HOUTEI": "houtei",
    "RINSHAN": "rinshan_kaihou",
    "CHANKAN": "chankan",
    "DOUBLE_RIICHI": "double_riichi",
    "CHIITOITSU": "chiitoitsu",
    "SANSHOKU_DOUJUN": "sanshoku",
    "ITTSU": "ittsu",
    "CHANTA": "chanta",
    "TOITOI": "toitoi",
    "SANANKOU": "sanankou",
    "SANSHOKU_DOUKOU": "sanshoku_doukou",
    "SANKANTSU": "sankantsu",
    "SHOUSANGEN": "shousangen",
    "HONROUTOU": "honroutou",
    "HONITSU": "honitsu",
    "JUNCHAN": "junchan",
    "RYANPEIKOU": "ryanpeikou",
    "CHINITSU": "chinitsu",
    "KOKUSHI": "kokushi",
    "SUUANKOU": "suuankou",
    "CHUUREN": "chuuren",
    "DAISANGEN": "daisangen",
    "SHOUSUUSHI": "shousuushii",
    "DAISUUSHI": "daisuushii",
    "TSUUIISOU": "tsuuiisou",
    "CHINROUTOU": "chinroutou",
    "RYUUIISOU": "ryuuiisou",
    "SUUKANTSU": "suukantsu",
    "TENHOU": "tenhou",
    "CHIIHOU": "chiihou",
}
_OUR_ALIASES = {
    "kokushi_13": "kokushi",
    "suuankou_tanki": "suuankou",
    "junsei_chuuren": "chuuren",
}


def _norm_ours(key: str) -> str | None:
    if key in ("dora", "kan_dora", "aka_dora", "ura_dora", "nukidora"):
        return None
    if key.startswith("seat_wind_"):
        return "seat_wind"
    if key.startswith("round_wind_"):
        return "round_wind"
    return _OUR_ALIASES.get(key, key)


def _jt(t: Tile) -> JTile:
    return JTile(TileKind(t.kind), t.red)


# ----- random kan hands ----------------------------------------------------------------------


def random_case(rng: random.Random, red_fives: bool = True):
    """A random kan case plus the tiles jansou needs (closed tiles with the win tile, melds)."""
    case = random_kan_case(rng, red_fives)
    if case is None:
        return None
    hand, ctx = case
    closed = list(hand.closed_tiles) + ([] if ctx.tsumo else [ctx.win_tile])
    win = hand.drawn if ctx.tsumo else ctx.win_tile
    return hand, ctx, closed, list(hand.melds), win


def jansou_value(closed, melds, win, ctx: WinContext, jrules=JRULES):
    jhand = jh.Hand(
        tuple(_jt(t) for t in closed),
        tuple(
            jh.Meld(
                _J_TYPE[m.kind],
                tuple(_jt(t) for t in m.tiles),
                None if m.called is None else _jt(m.called),
                None if m.source is None else _J_SOURCE[m.source],
                None if m.added is None else _jt(m.added),
            )
            for m in melds
        ),
    )
    jctx = JContext(
        rules=jrules,
        round_wind=Wind(ctx.round_wind),
        seat_wind=Wind(ctx.seat_wind),
        is_tsumo=ctx.tsumo,
        riichi=ctx.riichi and not ctx.double_riichi,
        double_riichi=ctx.double_riichi,
        ippatsu=ctx.ippatsu,
        haitei=ctx.haitei,
        houtei=ctx.houtei,
        rinshan=ctx.rinshan,
        chankan=ctx.chankan,
        dora_indicators=tuple(_jt(t) for t in ctx.dora_indicators),
        ura_indicators=tuple(_jt(t) for t in ctx.ura_indicators),
        honba=ctx.honba,
        riichi_sticks=ctx.riichi_sticks,
    )
    try:
        return jscore(jhand, _jt(win), jctx)
    except ScoringError:
        return None


RIGHTFUL = {
    "raw_fu_wait_reading": "same rounded fu, han, points and yaku; the hand reads two ways and "
    "mahjong keeps the one with more raw fu (e.g. 2 wait fu), jansou the first found",
    "open_pinfu_floor": "open pinfu-shaped ron: mahjong adds 2 fu (22, rounded to 30), jansou "
    "floors the total at 30 (raw 20); the total is 30 either way",
}


def _compare(hand, ctx, closed, melds, win, rightful: list[str], rules=RULES, jrules=JRULES):
    v = evaluate(hand, ctx, rules)
    j = jansou_value(closed, melds, win, ctx, jrules)
    if not v.is_win or j is None:
        return (v.is_win, j is not None, "win/no-win")
    problems = []
    if j.is_yakuman:
        jmult = sum(y.value for y in j.yaku)
        if v.yakuman != jmult:
            problems.append(f"yakuman {v.yakuman} vs {jmult}")
    else:
        if v.han != j.han:
            problems.append(f"han {v.han} vs {j.han}")
        if v.fu != j.fu.total:
            problems.append(f"fu {v.fu} vs {j.fu.total}")
        if v.fu_raw != j.fu.raw:
            if (v.fu, v.fu_raw, j.fu.raw) == (30, 22, 20) and v.is_open and not ctx.tsumo:
                rightful.append("open_pinfu_floor")
            elif v.fu == j.fu.total and v.fu_raw > j.fu.raw:
                rightful.append("raw_fu_wait_reading")
            else:
                problems.append(f"raw fu {v.fu_raw} vs {j.fu.raw}")
    if v.basic_points != j.base:
        problems.append(f"basic {v.basic_points} vs {j.base}")
    if v.points + 1000 * ctx.riichi_sticks != j.payment.total:
        problems.append(f"total {v.points} vs {j.payment.total}")
    ours = Counter(k for y in v.yaku if (k := _norm_ours(y.key)))
    theirs = Counter(_J_YAKU[y.yaku.name] for y in j.yaku)
    if ours != theirs:
        problems.append(f"yaku {sorted(ours.elements())} vs {sorted(theirs.elements())}")
    return problems


@pytest.mark.parametrize("option_set", sorted(OPTION_SETS))
def test_oracle_jansou_agrees_on_random_kan_hands(option_set):
    """mjteach.scoring and jansou agree on han, fu, points and yaku for random kan hands, under
    Tenhou's options and under a variant (no kuitan, no red fives, 2-fu double wind, kiriage, no
    kazoe yakuman).

    Source: engines.md §5.2 (jansou as a test-only oracle). Every hand has at least one kan; the
    kinds are drawn evenly from ankan, daiminkan and kakan.
    """
    rules, jrules = OPTION_SETS[option_set]
    rng = random.Random(20261129)
    done = 0
    kan_kinds = Counter()
    wins = 0
    disagreements = []
    rightful: list[str] = []
    attempts = 0
    while done < N_HANDS and attempts < N_HANDS * 20:
        attempts += 1
        case = random_case(rng, rules.has_aka_dora)
        if case is None:
            continue
        hand, ctx, closed, melds, win = case
        done += 1
        for m in melds:
            if m.is_kan:
                kan_kinds[m.kind] += 1
        result = _compare(hand, ctx, closed, melds, win, rightful, rules, jrules)
        if isinstance(result, tuple):
            ours_win, theirs_win, _ = result
            if ours_win != theirs_win:
                disagreements.append((hand.notation, ctx, f"win {ours_win} vs {theirs_win}"))
            continue
        wins += 1
        if result:
            disagreements.append((hand.notation, ctx, "; ".join(result)))
    assert done == N_HANDS
    assert all(
        kan_kinds[k] > N_HANDS // 5 for k in (MeldKind.ANKAN, MeldKind.DAIMINKAN, MeldKind.KAKAN)
    )
    assert wins > N_HANDS // 4, "too few hands with a yaku to be a meaningful check"
    shown = "\n".join(
        f"{h} {c.win_tile} tsumo={c.tsumo} rinshan={c.rinshan}: {why}"
        for h, c, why in disagreements[:20]
    )
    assert not disagreements, f"{len(disagreements)} disagreements:\n{shown}"
    assert set(rightful) <= set(RIGHTFUL)
    assert len(rightful) < wins // 20, f"rightful differences too frequent: {Counter(rightful)}"
