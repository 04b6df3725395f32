"""Exercise generators about kans: legality now, layout, fu, the rinshan draw and haitei, kan-dora
timing, chankan, and whether a kan is worth it.

Every answer is read from the engine after the situation was built: ``Round.why_not`` /
``Round.play`` events, :meth:`~mjteach.melds.Meld.layout`, :func:`~mjteach.scoring.compare_kan`.
A generator that cannot make a situation whose answer is one of its choices tries the next
sub-seed and, after a bounded number of tries, raises :class:`ExerciseError`.
"""

from __future__ import annotations

import random
from typing import Any

from ..hand import Hand
from ..round import Action, Round
from ..rules import Rules
from ..scoring import WinContext, compare_kan
from ..scoring.core import _split as _payments
from ..scoring.core import basic_points
from ..tiles import Tile
from ..waits import riichi_ankan_reason
from .build import Pool, meld_text, notation, scenario
from .exercise import Choice, Exercise, ExerciseError, Msg, ruleset_msg

__all__ = ["kan_legality", "meld_layout", "kan_fu", "rinshan_wall", "kan_dora", "chankan",
           "worth_kan"]

TRIES = 40

# ---------------------------------------------------------------------------------------------
# kan-legality
# ---------------------------------------------------------------------------------------------

LEGALITY_CHOICES = ("legal", "after_call", "last_tile", "riichi", "kan_limit")
_LEGALITY_CODES = {
    "kan.after_call": "after_call",
    "kan.haitei": "last_tile", "kan.before_haitei": "last_tile", "kan.houtei": "last_tile",
    "call.houtei": "last_tile", "kan.no_rinshan": "last_tile",
    "call.riichi": "riichi",
    "kan.limit": "kan_limit", "kan.suukantsu_other": "kan_limit", "call.suukaikan": "kan_limit",
}


def _legality_category(code: str | None) -> str | None:
    if code is None:
        return "legal"
    if code.startswith("riichi_ankan."):
        return "riichi"
    return _LEGALITY_CODES.get(code)


def _others(pool: Pool, players: int, skip: set[int], avoid: frozenset[int]) -> dict[int, dict]:
    return {s: {"hand": notation(pool.quiet_filler(13, avoid=avoid))}
            for s in range(1, players) if s not in skip}


def _seats(players: int, given: dict[int, dict]) -> list[dict[str, Any]]:
    return [given[s] for s in range(players)]


_AIM = {"legal": ("ankan", "kakan", "daiminkan"), "after_call": ("after_call",),
        "last_tile": ("haitei", "before_haitei", "houtei"), "riichi": ("riichi",),
        "kan_limit": ("fifth",)}


def _kan_text(tiles: list[Tile]) -> str:
    """Ankan notation of these four tiles (a red five written ``0``)."""
    return "[" + "".join(t.notation[0] for t in tiles) + tiles[0].suit + "]"


def _tenpai_with_triplet(rng: random.Random, pool: Pool, three: list[Tile],
                         touch: bool = False) -> list[Tile]:
    """13 tiles holding ``three`` as a triplet: two more sets, a pair and a two-sided or closed
    wait of two tiles (a hand that may be in riichi). ``touch``: the wait's two tiles run on
    from the triplet (555 67: an ankan of 5 then drops the shanpon reading, so the wait
    changes) when the pool allows it."""
    k = three[0].kind
    parts = [list(three)]
    wait = None
    if touch and k < 27:
        for x in (k + 1, k - 2):
            if x // 9 == k // 9 and 0 <= x and x % 9 <= 7 and (x + 1) // 9 == x // 9 \
                    and pool.left(x) and pool.left(x + 1):
                wait = pool.take(x, x + 1)
                break
    near = [x for x in (k + 1, k - 3) if k < 27 and 0 <= x and x // 9 == k // 9
            and x % 9 <= 6 and all(pool.left(x + i) for i in range(3))]
    if wait is None and near and rng.random() < 0.5:
        x = rng.choice(near)
        parts.append(pool.take(x, x + 1, x + 2))
    while len(parts) < 3:
        parts.append(pool.any_set())
    parts.append(pool.pair())
    if wait is None:
        starts = [x for x in range(27) if x % 9 <= 7 and pool.left(x) and pool.left(x + 1)]
        x = rng.choice(starts)
        wait = pool.take(x, x + 1)
    parts.append(wait)
    return [t for p in parts for t in p]


def _legality_situation(rng: random.Random, rules: Rules, difficulty: int, seed: int,
                        aim: str | None = None):
    """(scenario dict, action, variant); ``aim`` (a category) prefers the variants that lead to
    it, two times in three.

    Each variant has at most one reason to refuse its kan (issue 20: a daiminkan on the last
    discard in riichi had two), and every tile is a real
    copy of the preset's set: the four tiles of the kan come from the pool, a red five among
    them where the set has one."""
    pool = Pool(rng, rules)
    n = rules.players
    variants = ["ankan", "kakan", "after_call", "haitei"]
    if difficulty >= 2:
        variants += ["riichi", "riichi", "daiminkan", "before_haitei"]
    if difficulty >= 3:
        variants += ["fifth", "houtei"]
    if aim is not None and rng.random() < 0.67:
        variants = [v for v in variants if v in _AIM[aim]] or variants
    v = rng.choice(variants)
    k = rng.choice(pool.kinds(min_left=4))
    four = pool.take(k, k, k, k)  # plain copies first: a red five, if any, is the fourth
    three, last = four[:3], four[3]
    seats: dict[int, dict] = {}
    extra: dict[str, Any] = {"turn": 0}
    avoid = frozenset({k})
    if v in ("ankan", "haitei", "before_haitei"):
        rest = pool.filler(10, avoid=avoid)
        seats[0] = {"hand": notation(rest + three, drawn=last)}
        action = Action.ankan(0, last)
        if v == "haitei":
            extra["live_remaining"] = 0
        if v == "before_haitei":
            extra["live_remaining"] = 1
    elif v in ("kakan", "after_call"):
        src = rng.choice(["kamicha", "toimen", "shimocha"] if n == 4 else ["kamicha", "shimocha"])
        rest = pool.filler(10, avoid=avoid)
        pon = meld_text("pon", three[0], src)
        if v == "kakan":
            seats[0] = {"hand": notation(rest, [pon], drawn=last)}
        else:
            seats[0] = {"hand": notation(rest + [last], [pon])}
            extra["after_call"] = True
        action = Action.kakan(0, last)
    elif v == "riichi":
        tiles = _tenpai_with_triplet(rng, pool, three,
                                     touch=aim == "riichi" and rng.random() < 0.7)
        discard = pool.filler(1, avoid=avoid)
        seats[0] = {"hand": notation(tiles, drawn=last), "riichi": True,
                    "discards": discard[0].notation}
        action = Action.ankan(0, last)
    elif v in ("daiminkan", "houtei"):
        # never in riichi: a riichi hand cannot call, so the engine passes the discard by
        # without asking (and on the last discard it would be a second reason)
        seats[0] = {"hand": notation(pool.filler(10, avoid=avoid) + three)}
        seats[n - 1] = {"hand": notation(pool.quiet_filler(13, avoid=avoid)),
                        "discards": last.notation}
        extra.update(turn=n - 1, phase="respond")
        if v == "houtei":
            extra["live_remaining"] = 0
        action = Action.daiminkan(0, last)
    else:  # fifth: four kans already on the table, spread over the seats
        owners = [rng.randrange(n) for _ in range(4)]
        kans: dict[int, list[str]] = {s: [] for s in range(n)}
        for s in owners:
            kk = rng.choice([x for x in pool.kinds(min_left=4) if x != k])
            kans[s].append(_kan_text(pool.take(kk, kk, kk, kk)))
        for s in range(n):
            size = 13 - 3 * len(kans[s]) - (3 if s == 0 else 0)
            if size < 1:
                raise ExerciseError("too many kans for one seat")
            tiles = pool.filler(size, avoid=avoid)
            if s == 0:
                seats[0] = {"hand": notation(tiles + three, kans[0], drawn=last)}
            else:
                seats[s] = {"hand": notation(tiles, kans[s])}
        action = Action.ankan(0, last)
    for s, h in _others(pool, n, set(seats), avoid).items():
        seats[s] = h
    return scenario(rules, seed, _seats(n, seats), **extra), action, v


def _table_facts(r: Round, action: Action) -> Msg:
    """What the learner must see to decide, read from the round: live tiles left, kans on the
    table, riichi, and what just happened (a draw, a call of one's own, another's discard — on
    the last discard too, when the round's phase is already over)."""
    p = r.players[action.seat]
    if action.kind == "daiminkan" and r.pending_discard is not None:
        last = Msg.of("practice.facts.discard", seat=Msg.of("seat." + r.relation(
            action.seat, r.pending_discard[0])))
    elif r.just_called:
        last = Msg.of("practice.facts.called")
    else:
        last = Msg.of("practice.facts.drew")
    return Msg.of("practice.facts", live=r.wall.live_remaining, kans=r.kans_made,
                  riichi=Msg.of("practice.facts.riichi" if p.riichi else "practice.facts.no_riichi"),
                  last=last)


def kan_legality(seed: int, difficulty: int = 1, rules: Rules | None = None) -> Exercise:
    """May seat 0 make this kan now, and if not, why? (槓 § 暗槓, § 加槓, § 大明槓, § 嶺上牌,
    § 四開槓; rules: riichi_ankan, kan_on_haitei, kan_on_tile_before_haitei, max_kans).

    Answer: the category of ``Round.why_not(action)`` (``legal`` when it is None).
    """
    rules = rules or Rules()
    rng = random.Random(f"kan-legality:{seed}:{difficulty}:{rules.name}")
    # aim at one category first, so "legal" is not the answer most of the time; a category the
    # table's rules cannot produce falls back to the first situation found
    cats = list(LEGALITY_CHOICES[: 3 + min(difficulty - 1, 2)])
    target = rng.choice(cats)
    found = None
    for _ in range(TRIES * 2):
        try:
            sc, action, variant = _legality_situation(rng, rules, difficulty, seed, target)
            r = Round.from_scenario(sc)
        except (ValueError, IndexError):
            continue
        reason = r.why_not(action)
        cat = _legality_category(reason.code if reason else None)
        if cat is None:
            continue
        # the situation, its round and its answer are kept together: the prompt is written
        # from the round of the situation kept (issue 20: not from the last one tried)
        if found is None or cat == target:
            found = (sc, r, action, reason, cat)
        if cat == target:
            break
    if found is not None:
        sc, r, action, reason, cat = found
        explanation = []
        if reason is None:
            riichi = r.players[action.seat].riichi
            explanation.append(Msg.of(
                "practice.kan_legality.is_legal", kind=Msg.of("meld." + action.kind),
                live=r.wall.live_remaining, kans=r.kans_made,
                riichi=Msg.of("practice.kan_legality.legal."
                              + ("riichi_same_wait" if riichi else "no_riichi"))))
            source = {"ankan": "槓 § 暗槓", "kakan": "槓 § 加槓",
                      "daiminkan": "槓 § 大明槓"}[action.kind]
        else:
            explanation.append(Msg.of("practice.engine_says", reason=reason))
            source = reason.source
        explanation.append(Msg.of("practice.ruleset", name=ruleset_msg(rules)))
        hand = sc["seats"][0]["hand"]
        choices = tuple(Choice(c, Msg.of(f"practice.kan_legality.choice.{c}"))
                        for c in LEGALITY_CHOICES)
        # the hint names what to look at, the same for every situation, so it never tells
        # which choice is right (issue 20 item 5)
        mistake = cat
        if cat == "riichi":
            mistake = ("riichi.forbidden" if reason is not None
                       and reason.code == "riichi_ankan.forbidden" else "riichi")
        elif cat == "last_tile" and action.kind == "daiminkan":
            mistake = "last_tile.daiminkan"
        return Exercise(
            concept="kan-legality", seed=seed, difficulty=difficulty, rules=rules,
            prompt=Msg.of("practice.kan_legality.prompt", kind=Msg.of("meld." + action.kind),
                          tile=action.tile, context=_table_facts(r, action)),
            choices=choices, answer=frozenset({cat}),
            hint=Msg.of("practice.kan_legality.hint"),
            explanation=explanation, source=source,
            mistake=Msg.of(f"practice.kan_legality.mistake.{mistake}"),
            figure={"hand": hand, "seat": 0, "action": str(action), "kind": action.kind,
                    "tile": action.tile.notation,
                    **({"discard": action.tile.notation} if action.kind == "daiminkan" else {})},
            situation=sc, deciding=reason.code if reason else "legal",
        )
    raise ExerciseError(f"kan-legality: no situation for seed {seed} under {rules.name}")


def _rng(concept: str, seed: int, difficulty: int, rules: Rules) -> random.Random:
    return random.Random(f"{concept}:{seed}:{difficulty}:{rules.name}")


def _sources(rules: Rules) -> list[str]:
    return ["kamicha", "toimen", "shimocha"] if rules.players == 4 else ["kamicha", "shimocha"]


# ---------------------------------------------------------------------------------------------
# meld-layout
# ---------------------------------------------------------------------------------------------

_SLOT = ("left", "centre", "right")


def _kakan_text(t: Tile, source: str) -> str:
    n, s = t.notation[0], t.notation[1]
    return {"kamicha": f"({n}<+{n}{n}{n}{s})", "toimen": f"({n}{n}^+{n}{n}{s})",
            "shimocha": f"({n}{n}{n}>+{n}{s})"}[source]


def meld_layout(seed: int, difficulty: int = 1, rules: Rules | None = None) -> Exercise:
    """How is this meld laid on the table? (槓 § 槓の種類, § 加槓, § 暗槓; 副露 § ポン, § チー).

    Answer read from :meth:`Meld.layout` (with ``rules.ankan_face_down``): for chi/pon/daiminkan
    the side of the sideways (called) tile; for a kakan the side of the sideways tile the added
    tile lies on; for an ankan which two tiles are face down.
    """
    rules = rules or Rules()
    rng = _rng("meld-layout", seed, difficulty, rules)
    # the source first, evenly: the sideways tile's side follows it (a chi only from kamicha)
    src = rng.choice(_sources(rules))
    kinds = ["pon", "daiminkan"] if difficulty == 1 else ["pon", "daiminkan", "kakan", "ankan"]
    if rules.chi_allowed and difficulty <= 2 and src == "kamicha":
        kinds.append("chi")
    kind = rng.choice(kinds)
    pool = Pool(rng, rules)
    if kind == "chi":
        k = rng.choice([x for x in range(27) if x % 9 <= 6 and all(pool.left(x + i) for i in range(3))])
        called = rng.randrange(3)
        nums = [str(k % 9 + 1 + i) for i in range(3)]
        other = [x for i, x in enumerate(nums) if i != called]
        text = f"({nums[called]}<{''.join(other)}{'mps'[k // 9]})"
    else:
        k = rng.choice(pool.kinds(min_left=4))
        t = Tile(k)
        text = (_kakan_text(t, src) if kind == "kakan" else meld_text(kind, t, src) if kind != "ankan"
                else meld_text("ankan", t))
    meld = Hand.parse(text).melds[0]
    laid = meld.layout(ankan_face_down=rules.ankan_face_down)
    poses = [lt.pose for lt in laid]
    if kind == "ankan":
        down = [i for i, p in enumerate(poses) if p == "down"]
        answer = "ends" if down == [0, len(poses) - 1] else "middle"
        ids = ["ends", "middle", "none"]
        rng.shuffle(ids)  # no order of their own: the fixed answer must not sit at one place
        deciding = "ankan_face_down"
        source = "槓 § 暗槓"
    elif kind == "kakan":
        i = poses.index("stacked") - 1  # the sideways tile the added one lies on
        n = len(poses) - 1
        answer = "on_" + ("left" if i == 0 else "right" if i == n - 1 else "centre")
        ids = ("on_left", "on_centre", "on_right", "end_upright")
        deciding = "kakan.stacked"
        source = "槓 § 加槓"
    else:
        i = poses.index("sideways")
        answer = "left" if i == 0 else "right" if i == len(poses) - 1 else "centre"
        ids = _SLOT
        deciding = f"{kind}.{src}"
        source = {"chi": "副露 § チー", "pon": "副露 § ポン", "daiminkan": "槓 § 大明槓"}[kind]
    choices = tuple(Choice(c, Msg.of(f"practice.meld_layout.choice.{c}")) for c in ids)
    # the mistake that matches this meld: the kind's own, else the sideways tile put on the
    # side of another seat than the one it came from
    mkey = "practice.meld_layout.mistake." + (kind if kind in ("chi", "kakan", "ankan") else src)
    return Exercise(
        concept="meld-layout", seed=seed, difficulty=difficulty, rules=rules,
        prompt=Msg.of(f"practice.meld_layout.prompt.{'ankan' if kind == 'ankan' else 'kakan' if kind == 'kakan' else 'call'}",
                      kind=Msg.of("meld." + kind), seat=Msg.of("practice.seat." + src),
                      tile=meld.called or meld.tiles[0]),
        choices=choices, answer=frozenset({answer}),
        hint=Msg.of("practice.meld_layout.hint.any"),
        explanation=[Msg.of("practice.meld_layout.explain", meld=text,
                            answer=Msg.of(f"practice.meld_layout.choice.{answer}")),
                     Msg.of("practice.ruleset", name=ruleset_msg(rules))],
        source=source, mistake=Msg.of(mkey),
        figure={"meld": text, "tiles": [t.notation for t in meld.tiles], "source": src},
        deciding=deciding,
    )


# ---------------------------------------------------------------------------------------------
# winning hands with a triplet (kan-fu, worth-kan)
# ---------------------------------------------------------------------------------------------


def _winning_with_triplet(rng: random.Random, rules: Rules, kind: str):
    """A winning hand holding a triplet of K (a pon for kakan) and its context; the engine
    values it. Returns (hand, ctx, K tile, source, fourth tile) or None if it does not win.

    The four copies of K are real copies of the preset's set: where the set has a red five of
    K, the hand holds it in the triplet (then the kan's fourth tile is plain) or does not (then
    the fourth tile is the red five, and the prompt says so)."""
    pool = Pool(rng, rules)
    k = rng.choice(pool.kinds(min_left=4))
    kt = Tile(k)
    four = pool.take(k, k, k, k)  # the fourth copy stays unseen: the kan takes it
    if any(t.red for t in four) and rng.random() < 0.5:
        four = four[-1:] + four[:-1]  # the red five in the triplet, a plain five is the fourth
    triplet, fourth = four[:3], four[3]
    sets = [pool.any_set() for _ in range(3)]
    pair = pool.pair()
    tsumo = rng.random() < 0.5
    win = rng.choice(sets[rng.randrange(3)])
    src = rng.choice(_sources(rules))
    concealed = [t for s in sets for t in s] + pair
    melds = []
    if kind == "kakan":
        melds.append(_pon_text(triplet, src))
    else:
        concealed += triplet
    concealed.remove(win)
    # riichi only with an ankan: a daiminkan is never made in riichi, a kakan hand is open;
    # and only where this ankan is allowed in riichi (the wait stays: 槓 § 暗槓, rules.riichi_ankan)
    riichi = kind == "ankan" and rng.random() < 0.7
    if riichi:
        drew_fourth = Hand.parse(notation(concealed, drawn=fourth))
        riichi = riichi_ankan_reason(drew_fourth, k, rules) is None
    text = notation(concealed, melds, drawn=win if tsumo else None)
    hand = Hand.parse(text)
    seat_wind = rng.randrange(rules.players)
    ctx = WinContext(win_tile=win, tsumo=tsumo, riichi=riichi, seat_wind=seat_wind,
                     winner=seat_wind, dealer=0, discarder=None if tsumo else (seat_wind + 1)
                     % rules.players)
    return hand, ctx, kt, src, fourth


def _pon_text(tiles: list[Tile], source: str) -> str:
    """Pon notation of these three tiles (a red five written ``0``), called from ``source``."""
    a, b, c = (t.notation[0] for t in tiles)
    s = tiles[0].suit
    return {"kamicha": f"({a}<{b}{c}{s})", "toimen": f"({a}{b}^{c}{s})",
            "shimocha": f"({a}{b}{c}>{s})"}[source]


def _compare(rng: random.Random, rules: Rules, kinds: list[str]):
    for _ in range(TRIES):
        kind = rng.choice(kinds)
        try:
            hand, ctx, kt, src, fourth = _winning_with_triplet(rng, rules, kind)
            comp = compare_kan(hand, ctx, rules, tile=kt, kind=kind, source=src)
        except ValueError:
            continue
        if comp.before.is_win and comp.after.is_win and comp.set_after and comp.set_before:
            reds = sorted(t.red for t in comp.hand_after.all_tiles() if t.kind == kt.kind)
            held = sorted(t.red for t in hand.all_tiles() if t.kind == kt.kind)
            if reds != sorted(held + [fourth.red]):
                continue  # the kan would take another copy than the one left unseen
            return kind, hand, ctx, kt, src, comp, fourth
    return None


def _fourth_fields(fourth: Tile) -> tuple[Msg | str, list[Msg]]:
    """The prompt's words about the kan's fourth tile and the explanation's, when it is the red
    five (a han the learner must count); nothing otherwise."""
    if not fourth.red:
        return "", []
    return (Msg.of("practice.kan.fourth_red", tile=fourth),
            [Msg.of("practice.kan.fourth_red_explain", tile=fourth)])


# weights of the answer's position 0..3 among points choices: the score table has few real
# totals below a small answer (none below a 1000 ron), so the low positions are the ones most
# often possible; these weights keep every position at 40 % or less on every preset
# (benchmarks/RESULTS.md, variety kan-fu d3)
_POINTS_POSITION_WEIGHTS = (1, 2, 2.5, 5)


def _number_choices(answer: int, others: list[int], rng: random.Random, n: int = 4,
                    floor: int = 1, weights: tuple[float, ...] | None = None) -> list[int]:
    """``n`` numbers in increasing order, the answer among them at a position the seed picks
    (issue 20 item 7: not mostly the 3rd), each possible position alike or by ``weights``:
    distractors from ``others`` (``floor`` or more) below and above it."""
    below = sorted({v for v in others if floor <= v < answer})
    above = sorted({v for v in others if v > answer})
    lo = max(0, n - 1 - len(above))
    hi = min(n - 1, len(below))
    if lo <= hi and weights:
        k = rng.choices(range(lo, hi + 1), weights=weights[lo:hi + 1])[0]
    else:
        k = rng.randint(lo, hi) if lo <= hi else min(len(below), n - 1)
    picked = rng.sample(below, k) + rng.sample(above, min(n - 1 - k, len(above)))
    return sorted([answer] + picked)


# fu a winning hand with a kan (or a triplet) can have: 20 + at least 8 (kan) or 2 + 10 or 2 + 2,
# rounded up; never 20 (pinfu) or 25 (chiitoitsu)
_TABLE_FU = (30, 40, 50, 60, 70, 80, 90, 100, 110)


def _score_table(ctx: WinContext, rules: Rules) -> list[int]:
    """Every total a win like this one can score (same winner's and dealer's seats, tsumo or
    ron, number of players, no honba): the score table for 1..13 han × 30..110 fu, its
    limits under ``rules`` and yakuman. Distractors for a points question come from here only, so none is
    a score that cannot exist (a 300-point ron, 600.0)."""
    seats = list(range(rules.players))
    discarder = None if ctx.tsumo else (
        ctx.discarder if ctx.discarder is not None else (ctx.winner - 1) % rules.players)
    out = set()
    for han in range(1, 14):
        for fu in _TABLE_FU:
            basic, _ = basic_points(han, fu, rules)
            out.add(sum(_payments(basic, ctx, rules, seats, discarder, ctx.tsumo).values()))
    for k in (1, 2):
        basic, _ = basic_points(13, 30, rules, yakuman=k)
        out.add(sum(_payments(basic, ctx, rules, seats, discarder, ctx.tsumo).values()))
    return sorted(out)


def _point_others(answer: int, before: int, ctx: WinContext, rules: Rules) -> list[int]:
    """Distractors for the points after a kan: the points before it and the table's nearest
    real totals below and above the answer (ints, real scores of this kind of win)."""
    table = _score_table(ctx, rules)
    below = [v for v in table if v < answer][-4:]
    above = [v for v in table if v > answer][:4]
    return [before] + below + above


def _win_facts(ctx: WinContext) -> Msg:
    """Who wins and how: dealer or not, seat wind, riichi (the points depend on them)."""
    return Msg.of("practice.win.context",
                  who=Msg.of("practice.win.dealer" if ctx.winner == ctx.dealer
                             else "practice.win.non_dealer"),
                  seat=Msg.of(f"w.wind.{ctx.seat_wind}"),
                  riichi=Msg.of("practice.win.riichi" if ctx.riichi else "practice.win.no_riichi"))


def kan_fu(seed: int, difficulty: int = 1, rules: Rules | None = None) -> Exercise:
    """Fu of the set (difficulty 1), of the hand (2) or the points (3) after this kan
    (槓 § 符; 槓 § メリットとデメリット). Answer from :func:`~mjteach.scoring.compare_kan`."""
    rules = rules or Rules()
    rng = _rng("kan-fu", seed, difficulty, rules)
    got = _compare(rng, rules, ["ankan", "daiminkan", "kakan"])
    if got is None:
        raise ExerciseError(f"kan-fu: no winning hand for seed {seed} under {rules.name}")
    kind, hand, ctx, kt, src, comp, fourth = got
    sb, sa = comp.set_before, comp.set_after
    if difficulty == 1:
        what, answer, before = "set", sa.fu, sb.fu
        others = [before, 2, 4, 8, 16, 32, 64]
    elif difficulty == 2:
        what, answer, before = "hand", comp.after.fu, comp.before.fu
        others = [before] + [answer + 10 * i for i in range(-4, 5) if i and answer + 10 * i >= 20]
    else:
        what, answer, before = "points", comp.after.points, comp.before.points
        others = _point_others(answer, before, ctx, rules)
    vals = _number_choices(answer, others, rng,
                           weights=_POINTS_POSITION_WEIGHTS if what == "points" else None)
    said, told = _fourth_fields(fourth)
    choices = tuple(Choice(str(v), str(v)) for v in vals)
    expl = [Msg.of("practice.kan_fu.set", before=sb.fu, after=sa.fu, kind=Msg.of("meld." + kind)),
            Msg.of("practice.kan_fu.hand", fu_before=comp.before.fu, fu_after=comp.after.fu,
                   han_before=comp.before.han, han_after=comp.after.han,
                   points_before=comp.before.points, points_after=comp.after.points),
            *told, Msg.of("practice.ruleset", name=ruleset_msg(rules))]
    mistake = "daiminkan" if kind == "daiminkan" else "kakan" if kind == "kakan" else "ankan"
    return Exercise(
        concept="kan-fu", seed=seed, difficulty=difficulty, rules=rules,
        prompt=Msg.of(f"practice.kan_fu.prompt.{what}", kind=Msg.of("meld." + kind), tile=kt,
                      context=_win_facts(ctx),
                      win=Msg.of("practice.win." + ("tsumo" if ctx.tsumo else "ron")),
                      tile_win=ctx.win_tile, fourth=said),
        choices=choices, answer=frozenset({str(answer)}),
        hint=Msg.of("practice.kan_fu.hint"),
        explanation=expl, source="槓 § メリットとデメリット; 槓 § 槓子の扱い",
        mistake=Msg.of(f"practice.kan_fu.mistake.{mistake}"),
        figure={"hand": comp.hand_before.notation, "after": comp.hand_after.notation,
                "win": ctx.win_tile.notation, "tsumo": ctx.tsumo},
        deciding=f"set_fu.{kind}",
    )


# ---------------------------------------------------------------------------------------------
# rinshan-wall
# ---------------------------------------------------------------------------------------------


def _ankan_round(rng: random.Random, rules: Rules, seed: int, *, earlier_kans: int = 0,
                 kind: str = "ankan", dice: list[int] | None = None):
    """A Round where seat 0 may make ``kind`` of K now; ``earlier_kans`` ankans already lie on
    other seats' tables. Returns (scenario, round, action) or None."""
    pool = Pool(rng, rules)
    n = rules.players
    k = rng.choice(pool.kinds(min_left=4))
    kt = Tile(k)
    pool.take(k, k, k, k)
    avoid = frozenset({k})
    seats: dict[int, dict] = {}
    kans = {s: [] for s in range(n)}
    for _ in range(earlier_kans):
        kk = rng.choice([x for x in pool.kinds(min_left=4) if x != k])
        pool.take(kk, kk, kk, kk)
        kans[rng.randrange(1, n)].append(meld_text("ankan", Tile(kk)))
    extra: dict[str, Any] = {"turn": 0}
    src = rng.choice(_sources(rules))
    if kind == "ankan":
        seats[0] = {"hand": notation(pool.filler(10, avoid=avoid) + [kt] * 3, drawn=kt)}
        action = Action.ankan(0, kt)
    elif kind == "kakan":
        seats[0] = {"hand": notation(pool.filler(10, avoid=avoid), [meld_text("pon", kt, src)],
                                     drawn=kt)}
        action = Action.kakan(0, kt)
    else:
        seats[0] = {"hand": notation(pool.filler(10, avoid=avoid) + [kt] * 3)}
        origin = {"kamicha": n - 1, "toimen": 2, "shimocha": 1}[src]
        seats[origin] = {"hand": notation(pool.quiet_filler(13 - 3 * len(kans[origin]),
                                                            avoid=avoid), kans[origin]),
                         "discards": kt.notation}
        extra.update(turn=origin, phase="respond")
        action = Action.daiminkan(0, kt)
    for s in range(1, n):
        if s not in seats:
            seats[s] = {"hand": notation(pool.quiet_filler(13 - 3 * len(kans[s]), avoid=avoid),
                                         kans[s])}
    if dice is not None:
        extra["dice"] = dice
    sc = scenario(rules, int(rng.random() * 1e9), [seats[s] for s in range(n)], **extra)
    try:
        r = Round.from_scenario(sc)
    except ValueError:
        return None
    return sc, r, action


def _play_kan(r: Round, action: Action) -> list:
    """Play the kan (the other responders pass on a daiminkan); the events."""
    if r.phase == "respond":
        answers: dict[int, Any] = {s: Action.pass_(s) for s in r.waiting_on if s != action.seat}
        answers[action.seat] = action
        return r.respond(answers)
    return r.play(action)


_WALL_ASKS = {1: ("rinshan",), 2: ("haitei",), 3: ("rinshan", "haitei", "indicator")}
_EARLIER_KANS = {1: (0, 1, 2, 3), 2: (0, 1, 2, 3), 3: (1, 2, 3)}
_SIDES = ("self", "shimocha", "toimen", "kamicha")


def wall_spot(wall, index: int, dealer: int = 0) -> Msg:
    """Where yama ``index`` lies on the table, as the learner (seat 0) reads it: whose wall (and
    its wind), which stack counted from that wall's right end, top or bottom
    (:meth:`Wall.position`). In three-player the North wall has nobody behind it."""
    side, stack, level = wall.position(index)
    seat = (dealer + side) % 4
    if wall.rules.players == 3:
        who = "empty" if side == 3 else ("self", "shimocha", "kamicha")[seat % 3]
    else:
        who = _SIDES[seat % 4]
    return Msg.of("practice.wall.spot", side=Msg.of(f"practice.wall.side.{who}",
                                                   wind=Msg.of(f"w.wind.{side}")),
                  stack=stack + 1, level=Msg.of("practice.wall." + ("top" if level else
                                                                     "bottom")))


def _dice(rng: random.Random) -> list[int]:
    return [rng.randint(1, 6), rng.randint(1, 6)]


def rinshan_wall(seed: int, difficulty: int = 1, rules: Rules | None = None) -> Exercise:
    """Click the wall: which tile is this kan's rinshan draw (difficulty 1 and 3), where the
    haitei is after it (2, 3), or which tile is its kan-dora indicator (3; 槓 § 嶺上牌, § 槓ドラ,
    FORMATS.md §5.1). The dice (where the wall is opened) and the kans made before vary, so the
    answer's place on the table varies. Answer: the wall index of the ``rinshan_draw`` /
    ``wall_shift`` / ``dora_reveal`` event the engine plays; the choices are the marked
    candidates in table order (whose wall, stack, level)."""
    rules = rules or Rules()
    rng = _rng("rinshan-wall", seed, difficulty, rules)
    asks = [a for a in _WALL_ASKS[difficulty] if a != "indicator" or rules.kan_dora]
    for _ in range(TRIES):
        ask = rng.choice(asks)
        got = _ankan_round(rng, rules, seed, earlier_kans=rng.choice(_EARLIER_KANS[difficulty]),
                           dice=_dice(rng))
        if got is None:
            continue
        sc, r, action = got
        if r.why_not(action) is not None:
            continue
        w = r.wall
        before = {"haitei": w.haitei_index, "next": w.next_draw_index,
                  "dead": w.dead_wall_indices(), "rinshan": [i for i in w.rinshan_indices()
                                                             if not w.taken(i)],
                  "indicator": w.next_indicator_index()}
        events = _play_kan(r, action)
        draw = next((e for e in events if e.kind == "rinshan_draw"), None)
        shift = next((e for e in events if e.kind == "wall_shift"), None)
        reveal = next((e for e in events if e.kind == "dora_reveal"), None)
        if draw is None or shift is None or (ask == "indicator" and reveal is None):
            continue
        answer = {"rinshan": draw.data["index"], "haitei": shift.data["haitei_after"],
                  "indicator": reveal.data["index"] if reveal else None}[ask]
        cand = set(before["rinshan"][:4]) | {before["haitei"], before["haitei"] + 1,
                                             before["next"], answer, before["indicator"]}
        cand |= set(rng.sample(before["dead"], min(3, len(before["dead"]))))
        # a few live tiles past the haitei too, so the answer is not always at one rank
        live = [i for i in range(before["haitei"] + 2, before["haitei"] + 12)
                if before["next"] is not None and i < before["next"]]
        cand |= set(rng.sample(live, min(rng.randrange(4), len(live))))
        # in table order: whose wall, then the stack, top before bottom
        cand = sorted((i for i in cand if i is not None),
                      key=lambda i: (w.position(i)[0], w.position(i)[1], -w.position(i)[2]))
        choices = tuple(Choice(str(i), wall_spot(w, i), index=i) for i in cand)
        expl = [Msg.of("practice.rinshan.explain_spot", spot=wall_spot(w, draw.data["index"]),
                       tile=draw.tile, before=wall_spot(w, shift.data["haitei_before"]),
                       after=wall_spot(w, shift.data["haitei_after"]),
                       left=shift.data["live_remaining"])]
        if reveal is not None:
            expl.append(Msg.of("practice.rinshan.explain_indicator",
                               spot=wall_spot(w, reveal.data["index"]), tile=reveal.tile))
        expl.append(Msg.of("practice.ruleset", name=ruleset_msg(rules)))
        return Exercise(
            concept="rinshan-wall", seed=seed, difficulty=difficulty, rules=rules,
            prompt=Msg.of(f"practice.rinshan.prompt.{ask}"
                          + ("_first" if ask == "rinshan" and r.kans_made == 1 else ""),
                          tile=action.tile, kans=r.kans_made - 1),
            choices=choices, answer=frozenset({str(answer)}),
            hint=Msg.of(f"practice.rinshan.hint.{ask}"), explanation=expl,
            source="槓 § 嶺上牌" + ("; 槓 § 槓ドラ" if ask == "indicator" else "")
            + ("; 槓 § 嶺上牌 (old rule: 王牌4幢残し)"
               if rules.dead_wall_replenish.value == "stack" else ""),
            mistake=Msg.of(f"practice.rinshan.mistake.{ask}"),
            figure={"wall": True, "wall_click": True, "hand": sc["seats"][0]["hand"],
                    "ask": ask, "kan": action.tile.notation},
            situation=sc, deciding=f"wall.{ask}",
        )
    raise ExerciseError(f"rinshan-wall: no situation for seed {seed} under {rules.name}")


# ---------------------------------------------------------------------------------------------
# kan-dora
# ---------------------------------------------------------------------------------------------

KAN_DORA_CHOICES = ("immediate", "after_discard", "none")


def _dora_choices(rng: random.Random, indicator: Tile, players: int) -> list[Tile]:
    """The dora of ``indicator`` and three tiles a learner mistakes for it (the indicator
    itself, the tile after the dora, the tile before the indicator, else the same number in
    another suit), shuffled."""
    dora = indicator.dora(players=players)
    out = {dora.kind: dora}
    for t in (indicator, dora.dora(players=players), indicator.indicator(players=players),
              *(Tile(s * 9 + dora.kind % 9) for s in range(3) if dora.kind < 27)):
        if len(out) < 4 and t.kind not in out and (players == 4 or not 1 <= t.kind <= 7):
            out[t.kind] = Tile(t.kind)
    vals = list(out.values())
    rng.shuffle(vals)
    return vals


def kan_dora(seed: int, difficulty: int = 1, rules: Rules | None = None) -> Exercise:
    """Kan dora (槓 § 槓ドラ; rules.kan_dora, kan_dora_timing_<kind>), read from the events of the
    kan played in the engine:

    * difficulty 1: an ankan turns its indicator; which tile is the new dora (the ``dora_reveal``
      event's tile, then :meth:`Tile.dora`);
    * difficulty 2: when is the new indicator turned: a ``dora_reveal`` before the
      ``rinshan_draw`` = immediate (counts for a rinshan win), at the discard = after_discard, never
      = none;
    * difficulty 3: an ankan, kakan or daiminkan wins on its rinshan tile: which tiles are dora
      then (both indicators' dora when turned at once, the first only otherwise).

    A table without kan dora asks the difficulty-2 question (its answer is always ``none``)."""
    rules = rules or Rules()
    rng = _rng("kan-dora", seed, difficulty, rules)
    kinds = ["ankan"] if difficulty == 1 else ["ankan", "kakan", "daiminkan"]
    ask = "timing" if difficulty == 2 or not rules.kan_dora else "dora" if difficulty == 1 \
        else "rinshan_win"
    for _ in range(TRIES):
        kind = rng.choice(kinds)
        got = _ankan_round(rng, rules, seed, kind=kind, dice=_dice(rng))
        if got is None:
            continue
        sc, r, action = got
        if r.why_not(action) is not None:
            continue
        first = r.wall.dora_indicators[0]
        events = _play_kan(r, action)
        if r.phase == "chankan":
            r.respond({s: Action.pass_(s) for s in r.waiting_on})
            events = list(r.events)
        kinds_seen = [e.kind for e in events]
        if "rinshan_draw" not in kinds_seen:
            continue
        reveal = next((e for e in events if e.kind == "dora_reveal"), None)
        if reveal is not None and kinds_seen.index("dora_reveal") < kinds_seen.index(
                "rinshan_draw"):
            timing = "immediate"
        else:
            # discard the rinshan tile and look for the reveal
            if r.phase != "act":
                continue
            d = next(a for a in r.legal_actions(0) if a.kind == "discard")
            later = r.play(d)
            reveal = next((e for e in later if e.kind == "dora_reveal"), None)
            timing = "after_discard" if reveal is not None else "none"
        common = dict(concept="kan-dora", seed=seed, difficulty=difficulty, rules=rules,
                      situation=sc, source=f"槓 § 槓ドラ; rules.kan_dora_timing_{kind}"
                      if rules.kan_dora else "槓 § 槓ドラ; rules.kan_dora",
                      deciding=f"kan_dora_timing_{kind}" if rules.kan_dora else "kan_dora")
        n = rules.players
        if ask == "dora":
            ind = reveal.tile
            dora = ind.dora(players=n)
            opts = _dora_choices(rng, ind, n)
            return Exercise(
                prompt=Msg.of("practice.kan_dora.prompt.dora", kind=Msg.of("meld." + kind),
                              tile=action.tile, indicator=ind),
                choices=tuple(Choice(t.notation, t.notation, tile=t.notation) for t in opts),
                answer=frozenset({Tile(dora.kind).notation}),
                hint=Msg.of("practice.kan_dora.hint.dora" + ("_sanma" if n == 3 else "")),
                explanation=[Msg.of("practice.kan_dora.explain.dora", indicator=ind,
                                    dora=Tile(dora.kind)),
                             Msg.of("practice.ruleset", name=ruleset_msg(rules))],
                mistake=Msg.of("practice.kan_dora.mistake.dora"),
                figure={"hand": sc["seats"][0]["hand"], "kind": kind, "ask": ask,
                        "indicator": ind.notation},
                **common)
        if ask == "rinshan_win":
            ind = reveal.tile
            d0, d1 = first.dora(players=n), ind.dora(players=n)
            if d0.kind == d1.kind:
                continue  # "the first only" and "the new only" would read the same
            d0, d1 = Tile(d0.kind), Tile(d1.kind)
            answer = "both" if timing == "immediate" else "first"
            ids = ["first", "new", "both", "neither"]
            rng.shuffle(ids)
            return Exercise(
                prompt=Msg.of("practice.kan_dora.prompt.rinshan_win", kind=Msg.of("meld." + kind),
                              tile=action.tile, first=first, indicator=ind),
                choices=tuple(Choice(c, Msg.of(f"practice.kan_dora.win.{c}", first=d0, new=d1))
                              for c in ids),
                answer=frozenset({answer}),
                hint=Msg.of("practice.kan_dora.hint.timing"),
                explanation=[Msg.of(f"practice.kan_dora.explain.{timing}",
                                    kind=Msg.of("meld." + kind), name=ruleset_msg(rules)),
                             Msg.of("practice.kan_dora.explain.dora", indicator=ind, dora=d1)],
                mistake=Msg.of(f"practice.kan_dora.mistake.{timing}"),
                figure={"hand": sc["seats"][0]["hand"], "kind": kind, "ask": ask,
                        "indicator": ind.notation, "first": first.notation},
                **common)
        order = list(KAN_DORA_CHOICES)
        rng.shuffle(order)  # a table turns every kan's indicator one way: no answer at one place
        return Exercise(
            prompt=Msg.of("practice.kan_dora.prompt", kind=Msg.of("meld." + kind),
                          name=ruleset_msg(rules)),
            choices=tuple(Choice(c, Msg.of(f"practice.kan_dora.choice.{c}")) for c in order),
            answer=frozenset({timing}),
            hint=Msg.of("practice.kan_dora.hint.timing"),
            explanation=[Msg.of(f"practice.kan_dora.explain.{timing}", kind=Msg.of("meld." + kind),
                                name=ruleset_msg(rules))],
            mistake=Msg.of(f"practice.kan_dora.mistake.{timing}"),
            figure={"hand": sc["seats"][0]["hand"], "wall": True, "kind": kind, "ask": ask},
            **common)
    raise ExerciseError(f"kan-dora: no situation for seed {seed} under {rules.name}")


# ---------------------------------------------------------------------------------------------
# chankan
# ---------------------------------------------------------------------------------------------

_KOKUSHI = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


_CHANKAN_VARIANTS = {
    1: ("kakan_wait", "kakan_other", "ankan_normal"),
    2: ("kakan_wait", "kakan_dama", "kakan_furiten", "kakan_other", "ankan_normal",
        "ankan_kokushi"),
    3: ("kakan_wait", "kakan_dama", "kakan_furiten", "kakan_other", "ankan_kokushi"),
}


def _robbable(variant: str, rules: Rules) -> bool:
    """What a variant is built to answer (the engine's answer is the one used): aiming at yes and
    no in turn keeps the two choices even."""
    if variant == "ankan_kokushi":
        return rules.kokushi_chankan_ankan
    return variant in ("kakan_wait", "kakan_dama") and rules.chankan


def _wait_shape(rng: random.Random, pool: Pool, k: int, variant: str
                ) -> tuple[list[Tile], int | None]:
    """Two tiles that wait on K (a closed or a two-sided wait) — or, for ``kakan_other``, on
    something else — and the other tile of a two-sided wait (None for a closed wait)."""
    n = k % 9
    shapes = []
    if variant != "kakan_furiten" and 1 <= n <= 7:
        shapes.append(((k - 1, k + 1), None))
    if n <= 5:
        shapes.append(((k + 1, k + 2), k + 3))
    if n >= 3:
        shapes.append(((k - 2, k - 1), k - 3))
    if variant == "kakan_other":  # a wait beside K that does not take K
        shapes = [((x, x + 1), None) for x in range(k - k % 9, k - k % 9 + 8)
                  if x not in (k - 2, k - 1, k, k + 1) and pool.left(x) and pool.left(x + 1)]
    shapes = [sh for sh in shapes if all(pool.left(x) for x in sh[0])
              and (variant != "kakan_furiten" or (sh[1] is not None and pool.left(sh[1])))]
    if not shapes:
        raise ValueError("no wait shape left")
    pair, other = rng.choice(shapes)
    return pool.take(*pair), other


def chankan(seed: int, difficulty: int = 1, rules: Rules | None = None) -> Exercise:
    """Can another seat rob this kakan / ankan? (槓 § 加槓 (搶槓); rules.chankan,
    rules.kokushi_chankan_ankan). The other seat's hand is shown: it waits on the kan tile or not,
    in riichi or not (chankan is itself a yaku), furiten through its own discard or not; an ankan
    is robbed only by kokushi where the rules allow it. Answer: after the kan is played, the round
    opened a chankan window and the waiting seat's ``ron`` is among its legal actions."""
    rules = rules or Rules()
    rng = _rng("chankan", seed, difficulty, rules)
    aim = rng.random() < 0.5
    variants = [v for v in _CHANKAN_VARIANTS[difficulty] if _robbable(v, rules) == aim] \
        or list(_CHANKAN_VARIANTS[difficulty])
    n = rules.players
    for _ in range(TRIES):
        v = rng.choice(variants)
        pool = Pool(rng, rules)
        kind = "kakan" if v.startswith("kakan") else "ankan"
        if v == "ankan_kokushi":
            k = rng.choice([x for x in _KOKUSHI if pool.left(x) == 4])
        else:
            k = rng.choice([x for x in range(27) if pool.left(x) == 4 and (n == 4 or x >= 9)])
        kt = Tile(k)
        pool.take(k, k, k, k)
        w = rng.choice([s for s in range(1, n)])
        river: list[Tile] = []
        try:
            if v == "ankan_kokushi":
                others = [x for x in _KOKUSHI if x != k]
                pair = rng.choice(others)
                wt = pool.take(*others, pair)
                wseat: dict[str, Any] = {"hand": notation(wt)}
            else:
                two, other = _wait_shape(rng, pool, k, v)
                wt = two + pool.any_set() + pool.any_set() + pool.any_set() + pool.pair()
                if v == "kakan_furiten":
                    river = pool.take(other)
                riichi = v != "kakan_dama"
                river += pool.filler(1 if riichi or not river else 0, avoid=frozenset(
                    {k} | ({other} if other is not None else set())))
                wseat = {"hand": notation(wt), "riichi": riichi,
                         "discards": "".join(t.notation for t in river)}
            # the pon's tile was discarded by its source: never the waiting seat, whose river
            # would then hold the kan tile (furiten for a reason the question does not ask)
            seat_of = {"shimocha": 1, "toimen": 2, "kamicha": n - 1}
            src = rng.choice([x for x in _sources(rules) if seat_of[x] != w])
            rest = pool.filler(10, avoid=frozenset({k}))
            if kind == "kakan":
                s0 = {"hand": notation(rest, [meld_text("pon", kt, src)], drawn=kt)}
                action = Action.kakan(0, kt)
            else:
                s0 = {"hand": notation(rest + [kt] * 3, drawn=kt)}
                action = Action.ankan(0, kt)
            seats = {0: s0, w: wseat}
            for s in range(1, n):
                if s not in seats:
                    seats[s] = {"hand": notation(pool.quiet_filler(13, avoid=frozenset({k})))}
            sc = scenario(rules, int(rng.random() * 1e9), [seats[s] for s in range(n)], turn=0)
            r = Round.from_scenario(sc)
        except (ValueError, IndexError):
            continue
        waits = sorted(_waits_of(wseat["hand"]))
        if v.startswith("kakan") and (k in waits) == (v == "kakan_other"):
            continue  # the filler sets changed the wait: not the situation aimed at
        if r.why_not(action) is not None:
            continue
        r.play(action)
        robbed = r.phase == "chankan" and any(
            a.kind == "ron" for a in r.legal_actions(w))
        answer = "yes" if robbed else "no"
        if kind == "ankan":
            deciding = "kokushi_chankan_ankan" if v == "ankan_kokushi" else \
                "chankan.ankan_only_kokushi"
        elif k not in waits:
            deciding = "chankan.not_waiting"
        elif any(t.kind in waits for t in river):
            deciding = "win.furiten"
        else:
            deciding = "chankan.dama" if v == "kakan_dama" else "chankan"
        fields = dict(answer=Msg.of(f"practice.{answer}"), name=ruleset_msg(rules),
                      tile=kt, waits=[Tile(x) for x in waits] or Msg.of("practice.none"))
        return Exercise(
            concept="chankan", seed=seed, difficulty=difficulty, rules=rules,
            prompt=Msg.of("practice.chankan.prompt_hand", kind=Msg.of("meld." + kind), tile=kt,
                          seat=Msg.of("seat." + r.relation(0, w)),
                          riichi=Msg.of("practice.chankan." + ("riichi" if wseat.get("riichi")
                                                               else "no_riichi")),
                          discards=[Tile.parse(x) for x in _split(wseat.get("discards", ""))]
                          or Msg.of("practice.none")),
            choices=(Choice("yes", Msg.of("practice.yes")), Choice("no", Msg.of("practice.no"))),
            answer=frozenset({answer}),
            hint=Msg.of("practice.chankan.hint.hand"),
            explanation=[Msg.of(f"practice.chankan.explain.{deciding.replace('.', '_')}",
                                **fields) if deciding not in ("win.furiten",) else
                         Msg.of("practice.chankan.explain.furiten_waits", **fields),
                         Msg.of("practice.ruleset", name=ruleset_msg(rules))],
            source="槓 § 加槓 (搶槓)" + ("; rules.kokushi_chankan_ankan" if kind == "ankan" else ""),
            mistake=Msg.of("practice.chankan.mistake." + (
                "furiten" if deciding == "win.furiten"
                else f"kokushi_{answer}" if v == "ankan_kokushi" else kind)),
            figure={"hand": s0["hand"], "other": wseat["hand"], "other_seat": w, "kind": kind,
                    "tile": kt.notation, "variant": v, "river": [t.notation for t in river],
                    "riichi": bool(wseat.get("riichi"))},
            situation=sc, deciding=deciding,
        )
    raise ExerciseError(f"chankan: no situation for seed {seed} under {rules.name}")


def _waits_of(hand_text: str) -> frozenset[int]:
    """The kinds a 13-tile concealed hand waits on."""
    from ..waits import waits

    counts = [0] * 34
    for t in Hand.parse(hand_text).concealed:
        counts[t.kind] += 1
    return waits(counts)


def _split(tiles: str) -> list[str]:
    """``"19m4z"`` -> ``["1m", "9m", "4z"]``."""
    from ..tiles import parse_tiles

    return [t.notation for t in parse_tiles(tiles)] if tiles else []


# ---------------------------------------------------------------------------------------------
# worth-kan
# ---------------------------------------------------------------------------------------------

WORTH_CHOICES = ("more", "same", "fewer")


def worth_kan(seed: int, difficulty: int = 1, rules: Rules | None = None) -> Exercise:
    """Worth a kan? If this hand wins as it is, does the kan give more, the same or fewer points;
    the risks the rules name are listed beside the values (槓 § メリットとデメリット). Answer from
    :func:`~mjteach.scoring.compare_kan`."""
    rules = rules or Rules()
    rng = _rng("worth-kan", seed, difficulty, rules)
    kinds = ["ankan", "daiminkan"] if difficulty == 1 else ["ankan", "daiminkan", "kakan"]
    # aim at one answer first (most kans give more points, so "more" would be right most of the
    # time); the first hand found stands if none gives the aimed answer
    target = WORTH_CHOICES[rng.randrange(3)]
    got = None
    for _ in range(12):
        tried = _compare(rng, rules, kinds)
        if tried is None:
            continue
        got = got or tried
        b, a = tried[5].before.points, tried[5].after.points
        if ("more" if a > b else "fewer" if a < b else "same") == target:
            got = tried
            break
    if got is None:
        raise ExerciseError(f"worth-kan: no winning hand for seed {seed} under {rules.name}")
    kind, hand, ctx, kt, src, comp, fourth = got
    said, told = _fourth_fields(fourth)
    b, a = comp.before.points, comp.after.points
    answer = "more" if a > b else "fewer" if a < b else "same"
    risks = []
    if rules.kan_dora:
        risks.append(Msg.of("practice.worth.risk.kan_dora"))
    if kind == "daiminkan" and hand.is_menzen:
        risks.append(Msg.of("practice.worth.risk.opens"))
    if kind == "kakan" and rules.chankan:
        risks.append(Msg.of("practice.worth.risk.chankan"))
    risks.append(Msg.of("practice.worth.risk.wall"))
    expl = [Msg.of("practice.worth.values", fu_before=comp.before.fu, fu_after=comp.after.fu,
                   han_before=comp.before.han, han_after=comp.after.han, before=b, after=a),
            *told, *risks, Msg.of("practice.ruleset", name=ruleset_msg(rules))]
    return Exercise(
        concept="worth-kan", seed=seed, difficulty=difficulty, rules=rules,
        prompt=Msg.of("practice.worth.prompt", kind=Msg.of("meld." + kind), tile=kt,
                      context=_win_facts(ctx),
                      win=Msg.of("practice.win." + ("tsumo" if ctx.tsumo else "ron")),
                      tile_win=ctx.win_tile, fourth=said),
        choices=tuple(Choice(c, Msg.of(f"practice.worth.choice.{c}")) for c in WORTH_CHOICES),
        answer=frozenset({answer}), hint=Msg.of("practice.worth.hint"),
        explanation=expl, source="槓 § メリットとデメリット",
        mistake=Msg.of(f"practice.kan_fu.mistake.{kind}"),
        figure={"hand": comp.hand_before.notation, "after": comp.hand_after.notation,
                "win": ctx.win_tile.notation, "tsumo": ctx.tsumo},
        deciding=f"points.{answer}",
    )
