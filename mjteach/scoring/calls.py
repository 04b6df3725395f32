"""How a call changes a hand's value: yaku lost when the hand opens, kuisagari, kuitan, ippatsu.

Sources: 副露 § 役の消滅 (riichi, ippatsu, pinfu, iipeikou, ryanpeikou, suuankou, chuuren and menzen
tsumo need a concealed hand; tanyao depends on kuitan), 副露 § 喰い下がり (sequence and whole-hand
yaku lose one han when open: sanshoku, ittsu, chanta 2→1; junchan, honitsu 3→2; chinitsu 6→5; the
losses add up: sanshoku + chanta closed 4 han, open 2 han), 槓 § 暗槓 (an ankan keeps the hand
concealed), 槓 § 槓子の扱い (chuuren is lost by an ankan of its 1s or 9s).

The han values in :func:`open_hand_table` are read from the ``mahjong`` package's yaku objects
(``han_closed`` / ``han_open``), with kuitan from the rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..hand import Hand
from ..melds import Meld, MeldKind
from ..rules import Rules
from .core import _LIB_TO_KEY, DEFAULT_RULES, Valuation, WinContext, evaluate
from .diff import ValuationDiff, diff_valuations

__all__ = [
    "CallComparison",
    "compare_call",
    "open_hand_table",
    "yaku_lost_when_open",
    "ippatsu_broken",
    "SOURCE_CALLS",
]

SOURCE_CALLS = "副露 § 役の消滅; 副露 § 喰い下がり"


@dataclass
class CallComparison:
    """The hand concealed (``before``) and with ``meld`` called (``after``)."""

    meld: Meld
    hand_before: Hand
    hand_after: Hand
    before: Valuation
    after: Valuation
    diff: ValuationDiff


def compare_call(
    hand: Hand | str, ctx: WinContext, meld: Meld | str, rules: Rules = DEFAULT_RULES
) -> CallComparison:
    """Value ``hand`` as it is and with ``meld`` made from its concealed tiles.

    ``hand`` is a winning hand (13 tiles + ron tile, or 14 with the tsumo tile) that holds the
    meld's tiles concealed; ``meld`` (e.g. ``"(99^9p)"``) is taken out of the concealed tiles and
    declared. If the meld opens the hand, riichi / double riichi / ippatsu are dropped from the
    context and noted (an open hand cannot riichi). Raises ValueError if the tiles are not there.

    Example (副露 § 喰い下がり): ``123m123p123s999p4z`` + ron 4z is sanshoku 2 + chanta 2 = 4 han;
    with ``(99^9p)`` called it is sanshoku 1 + chanta 1 = 2 han.
    """
    h = Hand.parse(hand) if isinstance(hand, str) else hand
    m = Meld.parse(meld) if isinstance(meld, str) else meld
    concealed = list(h.concealed)
    for t in m.tiles:
        match = next((x for x in concealed if x == t), None)
        if match is None:
            match = next((x for x in concealed if x.kind == t.kind), None)
        if match is None:
            raise ValueError(f"the hand has no concealed {t.notation} for the call {m.notation}")
        concealed.remove(match)
    after_hand = h.replace(concealed=concealed, melds=list(h.melds) + [m])
    before = evaluate(h, ctx, rules)
    ctx_after = ctx
    notes: list[tuple[str, dict[str, Any]]] = []
    if m.is_open and (ctx.riichi or ctx.double_riichi or ctx.ippatsu):
        ctx_after = ctx.replace(riichi=False, double_riichi=False, ippatsu=False)
        notes.append(("change.riichi_lost", {}))
    after = evaluate(after_hand, ctx_after, rules)
    d = diff_valuations(before, after)
    d.notes.extend(notes)
    return CallComparison(m, h, after_hand, before, after, d)


def open_hand_table(rules: Rules = DEFAULT_RULES) -> list[dict[str, Any]]:
    """Every ordinary yaku with its han concealed and open: ``{"key", "closed", "open"}``.

    ``open`` is 0 for a yaku lost when the hand opens (riichi, ippatsu, menzen tsumo, pinfu,
    iipeikou, ryanpeikou, chiitoitsu…; tanyao too when ``rules.kuitan`` is False) and one less than
    ``closed`` for kuisagari. Yakuman are listed with 13 (suuankou, chuuren, kokushi: 0 open).
    """
    from mahjong.hand_calculating.yaku_config import YakuConfig

    cfg = YakuConfig()
    out = []
    skip = {
        "dora",
        "aka_dora",
        "ura_dora",
        "nagashi_mangan",
        "renhou",
        "paarenchan",
        "sashikomi",
        "tenhou",
        "chiihou",
        "renhou_yakuman",
    }
    for attr, key in _LIB_TO_KEY.items():
        if key in skip:
            continue
        y = getattr(cfg, attr)
        closed, opened = y.han_closed, y.han_open
        if key == "tanyao" and not rules.kuitan:
            opened = 0
        if key in ("daisuushii", "kokushi_13", "suuankou_tanki", "junsei_chuuren") and not getattr(
            rules, "double_yakuman", False
        ):
            closed = 13 if closed else 0
            opened = 13 if opened else 0
        out.append({"key": key, "closed": closed, "open": opened})
    return out


def yaku_lost_when_open(rules: Rules = DEFAULT_RULES) -> list[str]:
    """Keys of the yaku that need a concealed hand (open han 0), from :func:`open_hand_table`."""
    return [r["key"] for r in open_hand_table(rules) if r["closed"] and not r["open"]]


_CALLS = {"chi", "pon", "daiminkan", "kakan", "ankan"}


def ippatsu_broken(call: str | MeldKind, *, robbed_by_chankan: bool = False) -> bool:
    """Does ``call``, made by anyone before the riichi player's next draw, end their ippatsu?

    Every call does (副露 § 役の消滅: ippatsu is lost even by another player's call, which is why
    players call to stop it, 一発消し), an ankan included, the riichi player's own ankan too.
    A kakan robbed by chankan never happened, so it does not (engines.md §6 pitfall 14;
    Majiang #27): the robber can score ippatsu with chankan. Raises ValueError for an unknown call.
    """
    name = call.value if isinstance(call, MeldKind) else str(call)
    if name not in _CALLS:
        raise ValueError(f"unknown call {name!r}: one of {', '.join(sorted(_CALLS))}")
    if name == MeldKind.KAKAN.value and robbed_by_chankan:
        return False
    return True
