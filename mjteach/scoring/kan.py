"""What a kan changes: fu, han, yaku and points of a hand with a triplet, then with it as a kan.

The comparison follows 槓 § メリットとデメリット (槓の種類による違い and its table) and
槓 § 槓子の扱い:

* an ankan turns a concealed triplet (4/8 fu) into a closed kan (16/32): ×4, +12 simples,
  +24 terminals/honors; the hand stays concealed and the kan still counts as a concealed triplet
  (sanankou survives);
* a daiminkan turns a concealed triplet into an open kan (8/16): only ×2, +4/+8; if it is the first
  call the hand opens, so menzen ron 10 fu, menzen tsumo, riichi and the concealed-triplet yaku are
  lost, and the fu can go *down*;
* a kakan turns a pon (2/4) into an open kan (8/16): ×4, +6/+12.

Nothing here is typed in: :func:`kan_fu_table` builds sample hands and values them with
:func:`~mjteach.scoring.evaluate`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from .. import i18n
from ..hand import Hand
from ..i18n.punctuation import listing
from ..melds import Meld, MeldKind, Source
from ..rules import Rules
from ..tiles import Tile
from .core import DEFAULT_RULES, FuPart, Valuation, WinContext, evaluate
from .diff import ValuationDiff, diff_valuations

__all__ = [
    "KanOption",
    "KanComparison",
    "compare_kan",
    "kan_options",
    "kan_fu_table",
    "SOURCE_KAN",
]

SOURCE_KAN = "槓 § メリットとデメリット (槓の種類による違い); 槓 § 槓子の扱い"

_KAN_KINDS = (MeldKind.ANKAN, MeldKind.DAIMINKAN, MeldKind.KAKAN)


@dataclass(frozen=True)
class KanOption:
    """A kan the hand could declare: ``kind`` (ankan/daiminkan/kakan) of ``tile``'s kind."""

    kind: MeldKind
    tile: Tile

    def __str__(self) -> str:
        return f"{self.kind.value} {self.tile.notation}"


def kan_options(hand: Hand, discard: Tile | str | None = None) -> list[KanOption]:
    """Kans whose tiles the hand holds (shape only; the round decides timing and legality).

    * ankan: four of a kind among the closed tiles (drawn tile included);
    * kakan: a pon whose fourth tile is among the closed tiles;
    * daiminkan: ``discard`` given and three of its kind concealed.
    """
    out: list[KanOption] = []
    counts = hand.counts34()
    for k, c in enumerate(counts):
        if c == 4:
            out.append(KanOption(MeldKind.ANKAN, Tile(k)))
    for m in hand.melds:
        if m.kind is MeldKind.PON and counts[m.first.kind] >= 1:
            out.append(KanOption(MeldKind.KAKAN, m.first.plain))
    if discard is not None:
        d = discard if isinstance(discard, Tile) else Tile.parse(discard)
        if sum(1 for t in hand.concealed if t.kind == d.kind) >= 3:
            out.append(KanOption(MeldKind.DAIMINKAN, d.plain))
    return out


@dataclass
class KanComparison:
    """A hand valued with a set as a triplet (``before``) and as a kan (``after``).

    ``set_before`` / ``set_after`` are the fu parts of that set (None if the hand did not win);
    ``diff`` lists every change. ``rows()`` gives the table a lesson shows.
    """

    kind: MeldKind
    tile: Tile
    hand_before: Hand
    hand_after: Hand
    ctx_before: WinContext
    ctx_after: WinContext
    before: Valuation
    after: Valuation
    diff: ValuationDiff

    @property
    def set_before(self) -> FuPart | None:
        return _set_part(self.before, self.tile)

    @property
    def set_after(self) -> FuPart | None:
        return _set_part(self.after, self.tile)

    @property
    def set_fu_delta(self) -> int | None:
        a, b = self.set_before, self.set_after
        return None if a is None or b is None else b.fu - a.fu

    def rows(self, lang: str | None = None) -> list[dict[str, Any]]:
        """Rows ``{"key", "item", "before", "after", "change"}`` for set fu, fu before rounding,
        fu, han, yaku and points; ``key`` is stable (``"set_fu"``, ``"fu_raw"``, ``"fu"``,
        ``"han"``, ``"yaku"``, ``"points"``), ``item`` its name in ``lang``."""
        b, a = self.before, self.after

        def yaku_text(v: Valuation) -> str:
            return listing((f"{y.name(lang)} {y.han}" for y in v.yaku), lang) if v.is_win else "—"

        sb, sa = self.set_before, self.set_after
        values = [
            ("set_fu", "kan.row.meld_fu", sb.fu if sb else None, sa.fu if sa else None),
            ("fu_raw", "kan.row.fu_raw", b.fu_raw, a.fu_raw),
            ("fu", "kan.row.fu", b.fu, a.fu),
            ("han", "kan.row.han", b.han, a.han),
            ("yaku", "kan.row.yaku", yaku_text(b), yaku_text(a)),
            ("points", "kan.row.points", b.points, a.points),
        ]
        rows = []
        for key, label, before, after in values:
            change = None
            if isinstance(before, int) and isinstance(after, int):
                change = after - before
            rows.append(
                {
                    "key": key,
                    "item": i18n.t(label, lang),
                    "before": before,
                    "after": after,
                    "change": change,
                }
            )
        return rows


def _set_part(v: Valuation, tile: Tile) -> FuPart | None:
    for p in v.fu_parts:
        if p.key.startswith("fu.set.") and p.tile is not None and p.tile.kind == tile.kind:
            return p
    return None


def _as_kind(kind: MeldKind | str) -> MeldKind:
    k = MeldKind(kind) if not isinstance(kind, MeldKind) else kind
    if k not in _KAN_KINDS:
        raise ValueError(f"{k.value} is not a kan: choose ankan, daiminkan or kakan")
    return k


def _fourth_tile(hand: Hand, triplet: list[Tile], win: Tile, rules: Rules) -> Tile:
    """The fourth copy for a kan made from ``triplet``: the red five if it is still unseen."""
    kind = triplet[0].kind
    held = [t for t in hand.all_tiles() if t.kind == kind]
    if win.kind == kind:
        held.append(win)
    if len(held) >= 4:
        raise ValueError(f"all four {triplet[0].plain.notation} are already in the hand")
    t = triplet[0]
    if t.number == 5 and t.suit != "z" and rules.aka_count(t.suit) and not any(h.red for h in held):
        return Tile(kind, True)
    return Tile(kind)


def _pre_win_concealed(hand: Hand, ctx: WinContext) -> list[Tile]:
    """Concealed tiles the player held before the winning tile arrived."""
    if not ctx.tsumo:
        return list(hand.concealed)
    if hand.drawn is not None:
        return list(hand.concealed)
    rest = list(hand.concealed)
    for i, t in enumerate(rest):
        if t.kind == ctx.win_tile.kind:
            del rest[i]
            break
    return rest


def _open_ctx(ctx: WinContext) -> tuple[WinContext, list[tuple[str, dict[str, Any]]]]:
    if ctx.riichi or ctx.double_riichi or ctx.ippatsu:
        return ctx.replace(riichi=False, double_riichi=False, ippatsu=False), [
            ("change.riichi_lost", {})
        ]
    return ctx, []


def compare_kan(
    hand: Hand | str,
    ctx: WinContext,
    rules: Rules = DEFAULT_RULES,
    *,
    tile: Tile | str,
    kind: MeldKind | str,
    source: Source | str = Source.TOIMEN,
    kan_dora_indicators: tuple[Tile, ...] | list[Tile] = (),
) -> KanComparison:
    """Value a winning hand with the set of ``tile`` as a triplet and as a kan of ``kind``.

    ``hand`` is the winning hand (13 tiles for a ron, 14 for a tsumo) holding either the triplet
    (a concealed triplet for ankan/daiminkan, a pon for kakan: the kan is then added, its fourth
    tile being the red five if it is not in the hand yet) or already the kan (it is then taken
    back to the triplet). ``source`` is where a daiminkan's tile comes from.

    If the kan opens a concealed hand (daiminkan), riichi, double riichi and ippatsu are dropped
    from the "after" context and the diff says so (an open hand cannot riichi: 副露 § 役の消滅).

    ``kan_dora_indicators`` are the indicators turned *because of this kan* (槓 § 槓ドラ): they
    exist only once the kan is made, so they count in the "after" valuation and never in the
    "before" one; ``ctx.dora_indicators`` holds the indicators in force without the kan.

    Raises ValueError when the hand holds no such triplet, pon or kan, or all four tiles are
    already in the hand. Source: 槓 § メリットとデメリット, 槓 § 槓子の扱い.
    """
    h = Hand.parse(hand) if isinstance(hand, str) else hand
    k = _as_kind(kind)
    t = tile if isinstance(tile, Tile) else Tile.parse(tile)
    src = Source(source) if not isinstance(source, Source) else source
    existing = [m for m in h.melds if m.kind is k and m.first.kind == t.kind]
    if existing:
        after_hand = h
        before_hand = _revert(h, existing[0])
    else:
        before_hand = h
        after_hand = _make_kan(h, ctx, rules, t, k, src)
    before = evaluate(before_hand, ctx, rules)
    ctx_after, extra = (ctx, [])
    if kan_dora_indicators:
        ctx_after = replace(
            ctx, dora_indicators=tuple(ctx.dora_indicators) + tuple(kan_dora_indicators)
        )
    if not after_hand.is_menzen and before_hand.is_menzen:
        ctx_after, extra = _open_ctx(ctx_after)
    after = evaluate(after_hand, ctx_after, rules)
    d = diff_valuations(before, after)
    d.notes.extend(extra)
    return KanComparison(k, t.plain, before_hand, after_hand, ctx, ctx_after, before, after, d)


def _revert(h: Hand, meld: Meld) -> Hand:
    melds = list(h.melds)
    i = melds.index(meld)
    if meld.kind is MeldKind.KAKAN:
        melds[i] = meld.pon_part
        return h.replace(melds=melds)
    tiles = list(meld.tiles)
    reds = [x for x in tiles if x.red]
    tiles.remove(reds[0] if reds else tiles[-1])
    del melds[i]
    return h.replace(concealed=list(h.concealed) + tiles, melds=melds)


def _make_kan(h: Hand, ctx: WinContext, rules: Rules, t: Tile, k: MeldKind, src: Source) -> Hand:
    if k is MeldKind.KAKAN:
        pons = [m for m in h.melds if m.kind is MeldKind.PON and m.first.kind == t.kind]
        if not pons:
            raise ValueError(f"no pon of {t.plain.notation} to add a kakan to (槓 § 加槓)")
        pon = pons[0]
        fourth = _fourth_tile(h, list(pon.tiles), ctx.win_tile, rules)
        melds = [pon.with_added(fourth) if m is pon else m for m in h.melds]
        return h.replace(melds=melds)
    pre = _pre_win_concealed(h, ctx)
    triplet = [x for x in pre if x.kind == t.kind][:3]
    if len(triplet) < 3:
        raise ValueError(
            f"no concealed triplet of {t.plain.notation} (held before the win) to make a "
            f"{k.value} from"
        )
    fourth = _fourth_tile(h, triplet, ctx.win_tile, rules)
    concealed = list(h.concealed)
    for x in triplet:
        concealed.remove(x)
    tiles = tuple(triplet) + (fourth,)
    if k is MeldKind.ANKAN:
        meld = Meld(MeldKind.ANKAN, tiles)
    else:
        meld = Meld(MeldKind.DAIMINKAN, tiles, fourth, src)
    return h.replace(concealed=concealed, melds=list(h.melds) + [meld])


# ----- the article's table, computed -------------------------------------------------------------

_TABLE_SAMPLE = {
    # open sample: the set T, a haku pon for the yaku, ron on 4p (ryanmen 23p)
    MeldKind.ANKAN: "234m55s23p{t}{t}{t}{s} (555^z)",
    MeldKind.DAIMINKAN: "234m55s23p{t}{t}{t}{s} (555^z)",
    MeldKind.KAKAN: "234m55s23p ({t}{t}^{t}{s}) (555^z)",
}


def kan_fu_table(rules: Rules = DEFAULT_RULES) -> list[dict[str, Any]]:
    """The 槓 § メリットとデメリット table's fu row (面子の符（増加量）), computed.

    One row per kan kind and tile class: ``{"kind", "terminal", "set_before", "fu_before",
    "fu_after", "delta", "factor", "opens_hand"}``. ``set_before`` is ``"concealed_triplet"``
    (ankan, daiminkan) or ``"pon"`` (kakan); ``factor`` is ``fu_after / fu_before``;
    ``opens_hand`` is computed on a concealed sample (True for daiminkan, False for ankan, None for
    kakan whose pon already opened the hand). Sample: 234m 55s 23p + the set + a haku pon, ron 4p;
    simples use 8p, terminals 9p.
    """
    rows: list[dict[str, Any]] = []
    ctx = WinContext(Tile.parse("4p"), tsumo=False, seat_wind=1, winner=1, discarder=0)
    for k in _KAN_KINDS:
        for terminal, digit in ((False, "8"), (True, "9")):
            text = _TABLE_SAMPLE[k].format(t=digit, s="p")
            cmp = compare_kan(Hand.parse(text), ctx, rules, tile=digit + "p", kind=k)
            sb, sa = cmp.set_before, cmp.set_after
            assert sb is not None and sa is not None, "sample hand must win"
            opens: bool | None = None
            if k is not MeldKind.KAKAN:
                closed = Hand.parse(f"234m55s23p{digit}{digit}{digit}p789s")
                after_hand = _make_kan(
                    closed, ctx, rules, Tile.parse(digit + "p"), k, Source.TOIMEN
                )
                opens = closed.is_menzen and not after_hand.is_menzen
            rows.append(
                {
                    "kind": k.value,
                    "terminal": terminal,
                    "set_before": sb.key.removeprefix("fu.set."),
                    "fu_before": sb.fu,
                    "fu_after": sa.fu,
                    "delta": sa.fu - sb.fu,
                    "factor": sa.fu // sb.fu,
                    "opens_hand": opens,
                }
            )
    return rows
