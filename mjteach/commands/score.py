"""``mjteach score``: value a winning hand and show every fu part.

Examples::

    mjteach score "2399m222666p [8888s]" --win 1m          # sanankou kept (槓 § 槓子の扱い)
    mjteach score "2399m222666p (6666^z)" --win 1m --json    # the same with a hatsu daiminkan
    mjteach score "23m678p789s11z [5555p]" --win 1m --tsumo --rinshan --dealer --dora 4p

Seats: ``--seat`` is the winner's seat wind (the dealer is East, so ``--dealer`` means ``--seat E``;
the default is South). A ron is paid by the winner's kamicha unless ``--from`` names another seat
wind. Bad input prints one line on stderr and exits with status 2; a hand that cannot win (not
complete, no yaku) exits with status 1 and says why.
"""

from __future__ import annotations

import argparse
import json
import sys

from ..checks import MAX_COUNT
from ..hand import Hand
from ..i18n import get_language, language, t
from ..rules import Rules
from ..scoring import WinContext, evaluate
from ..tiles import Tile, parse_tiles
from ..wall import beyond_set

WINDS = "ESWN"


def add_parser(sub: argparse._SubParsersAction) -> argparse.ArgumentParser:
    p = sub.add_parser(
        "score",
        help="value a winning hand: yaku, han, fu parts, points, payments",
        description="Value a winning hand (hand notation as in mjteach.hand; "
        "a ron hand has 13 tiles, a tsumo hand 14 or 13 plus --win; with a '+' drawn tile and "
        "--tsumo, --win may be left out).",
    )
    p.add_argument("hand", help='hand notation, e.g. "2399m222666p [8888s]"')
    p.add_argument("--win", metavar="TILE",
                   help="the winning tile, e.g. 1m (default for --tsumo: the '+' drawn tile)")
    p.add_argument("--tsumo", action="store_true", help="self-draw (default: ron)")
    p.add_argument("--riichi", action="store_true")
    p.add_argument("--double-riichi", action="store_true")
    p.add_argument("--ippatsu", action="store_true")
    p.add_argument("--rinshan", action="store_true", help="win on a kan's replacement tile")
    p.add_argument(
        "--daiminkan-rinshan",
        action="store_true",
        help="the rinshan tile followed a daiminkan (pao, rinshan fu rules)",
    )
    p.add_argument("--chankan", action="store_true", help="ron on a kakan's added tile")
    last = p.add_mutually_exclusive_group()
    last.add_argument("--haitei", action="store_true", help="tsumo on the last live tile")
    last.add_argument("--houtei", action="store_true", help="ron on the last discard")
    p.add_argument("--seat", choices=list(WINDS), help="winner's seat wind (default S; E = dealer)")
    p.add_argument("--round", choices=list(WINDS), default="E", help="round wind (default E)")
    p.add_argument("--dealer", action="store_true", help="the winner is the dealer (East)")
    p.add_argument(
        "--from",
        dest="discarder",
        choices=list(WINDS),
        help="seat wind of the player who dealt in (ron; default: kamicha)",
    )
    p.add_argument("--dora", default="", metavar="IND,...", help="dora indicators, e.g. 4p,3m")
    p.add_argument("--ura", default="", metavar="IND,...", help="ura-dora indicators")
    p.add_argument("--honba", type=int, default=0, metavar="N")
    p.add_argument("--sticks", type=int, default=0, metavar="N", help="riichi sticks on the table")
    p.add_argument("--rules", default="tenhou", metavar="PRESET", help="rules preset (tenhou, ...)")
    p.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE",
                   help="override one rule option of the preset, e.g. rinshan_tsumo_fu=false "
                   "(repeatable)")
    p.add_argument("--lang", choices=["en", "ja", "zh"], help="language of the text output")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


MOST_INDICATORS = 5
"""A hand shows one dora indicator plus one per kan, four kans at most (the same for ura)."""


def _indicators(text: str, what: str) -> tuple[Tile, ...]:
    out: list[Tile] = []
    parts = text.replace(" ", "").split(",")
    for part in parts:
        if not part:
            if len(parts) > 1:  # "1m,,2m" or a trailing comma: not a list anyone meant
                raise ValueError(t("cli.score.empty_indicator", option=f"--{what}",
                                   value=repr(text)))
            continue
        try:
            out.extend(parse_tiles(part))
        except ValueError as exc:
            raise ValueError(t("cli.score.bad_option", option=f"--{what}", value=repr(part),
                               error=exc)) from None
    if len(out) > MOST_INDICATORS:
        raise ValueError(t("cli.score.too_many_indicators", option=f"--{what}", count=len(out),
                           most=MOST_INDICATORS))
    return tuple(out)


def _count(value: int, option: str) -> int:
    if not 0 <= value <= MAX_COUNT:
        if value < 0:
            raise ValueError(t("cli.score.negative"))
        raise ValueError(t("cli.score.count_range", option=option, high=MAX_COUNT, value=value))
    return value


def build(args: argparse.Namespace) -> tuple[Hand, WinContext, Rules]:
    """Turn the arguments into (hand, context, rules). Raises ValueError naming the bad input."""
    rules = Rules.preset(args.rules)
    for text in getattr(args, "rule", None) or ():
        rules = rules.with_option(text)
    try:
        hand = Hand.parse(args.hand)
    except ValueError as exc:
        raise ValueError(t("cli.score.bad_hand", hand=repr(args.hand), error=exc)) from None
    if args.win is None:
        if not (args.tsumo and hand.drawn is not None):
            raise ValueError(t("cli.score.win_needed"))
        args.win = hand.drawn.notation
    try:
        win = Tile.parse(args.win)
    except ValueError as exc:
        raise ValueError(t("cli.score.bad_option", option="--win", value=repr(args.win),
                           error=exc)) from None
    players = rules.players
    if args.dealer and args.seat not in (None, "E"):
        raise ValueError(t("cli.score.dealer_seat", seat=args.seat))
    seat = "E" if args.dealer else (args.seat or "S")
    seat_i = WINDS.index(seat)
    if seat_i >= players:
        raise ValueError(t("cli.score.seat_players", seat=seat, seats=WINDS[:players],
                           players=players))
    if args.rinshan and not args.tsumo:
        raise ValueError(t("cli.score.rinshan_ron"))
    if args.chankan and args.tsumo:
        raise ValueError(t("cli.score.chankan_tsumo"))
    if args.haitei and not args.tsumo:
        raise ValueError(t("cli.score.haitei_ron"))
    if args.haitei and args.rinshan and not rules.rinshan_counts_as_haitei:
        raise ValueError(t("cli.score.rinshan_haitei", rules=rules.name))
    if args.houtei and args.tsumo:
        raise ValueError(t("cli.score.houtei_tsumo"))
    if args.discarder and args.tsumo:
        raise ValueError(t("cli.score.from_tsumo"))
    discarder = None
    if args.discarder:
        discarder = WINDS.index(args.discarder)
        if discarder == seat_i:
            raise ValueError(t("cli.score.from_self"))
    # a full hand given for a ron: take the winning tile back out
    if not args.tsumo and hand.drawn is None and hand.size == 14:
        concealed = list(hand.concealed)
        hit = next((t for t in concealed if t == win), None) or next(
            (t for t in concealed if t.kind == win.kind), None
        )
        if hit is None:
            raise ValueError(t("cli.score.ron_tile_missing", tile=win.notation))
        concealed.remove(hit)
        hand = hand.replace(concealed=concealed)
    if not args.tsumo and hand.drawn is not None:
        raise ValueError(t("cli.score.plus_with_ron"))
    if args.tsumo and hand.drawn is None and hand.size == 13:
        hand = hand.replace(drawn=win)
    if args.tsumo and hand.drawn is not None and hand.drawn.kind != win.kind:
        raise ValueError(t("cli.score.win_not_drawn", tile=win.notation,
                           drawn=hand.drawn.notation))
    ctx = WinContext(
        win_tile=win,
        tsumo=args.tsumo,
        riichi=args.riichi or args.double_riichi,
        double_riichi=args.double_riichi,
        ippatsu=args.ippatsu,
        rinshan=args.rinshan,
        chankan=args.chankan,
        haitei=args.haitei,
        houtei=args.houtei,
        seat_wind=seat_i,
        round_wind=WINDS.index(args.round),
        winner=seat_i,
        dealer=0,
        discarder=discarder,
        dora_indicators=_indicators(args.dora, "dora"),
        ura_indicators=_indicators(args.ura, "ura"),
        honba=_count(args.honba, "--honba"),
        riichi_sticks=_count(args.sticks, "--sticks"),
        daiminkan_rinshan=args.daiminkan_rinshan,
    )
    shown = [*hand.all_tiles(), *ctx.dora_indicators, *ctx.ura_indicators]
    if not args.tsumo:
        shown.append(win)  # a ron's tile is not in the hand (a tsumo's is its drawn tile)
    extra = beyond_set(shown, rules)
    if extra is not None:
        tile, count, have = extra
        raise ValueError(t("cli.score.not_in_set", tile=tile.notation, rules=rules.name,
                           count=count, have=have))
    return hand, ctx, rules


def run(args: argparse.Namespace) -> int:
    """Value the hand; ``--lang`` also sets the language of input errors (restored afterwards)."""
    with language(args.lang):
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    hand, ctx, rules = build(args)
    lang = args.lang or get_language()
    v = evaluate(hand, ctx, rules)
    if not v.is_win:
        print("mjteach score: " + t("cli.score.not_a_win", lang, reason=v.message(lang)),
              file=sys.stderr)
        return 1
    if args.json:
        out = {
            "han": v.han,
            "fu": v.fu,
            "yaku": [{"name": y.name(lang), "han": y.han, "key": y.key} for y in v.yaku],
            "points": v.points,
            "payments": {str(s): d for s, d in sorted(v.payments.items())},
            "fu_breakdown": [{"label": p.label(lang), "fu": p.fu} for p in v.fu_breakdown],
            "limit": v.limit,
            "decomposition": v.decomposition,
        }
        print(json.dumps(out, ensure_ascii=False))
        return 0
    how = t("cli.score.tsumo" if ctx.tsumo else "cli.score.ron", lang)
    head = t("cli.score.head", lang, hand=hand.notation, tile=ctx.win_tile.notation, how=how)
    print(head)
    print(v.message(lang))
    print(t("score.heading.yaku", lang) + ":")
    for y in v.yaku:
        print(f"  {y.han:>3}  {y.name(lang)}")
    print(t("score.heading.fu", lang) + ":")
    for p in v.fu_breakdown:
        print(f"  {p.fu:>3}  {p.label(lang)}")
    print(f"  {v.fu:>3}")
    print(t("score.heading.reading", lang) + ": " + v.decomposition)
    for n in v.notes:
        print(t("score.heading.note", lang) + ": " + n.message(lang))
    pays = "  ".join(
        f"{WINDS[s]} {d:+d}" if d else f"{WINDS[s]} 0" for s, d in sorted(v.payments.items())
    )
    print(t("score.heading.payments", lang) + ": " + pays)
    return 0
