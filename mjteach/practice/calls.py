"""Exercise generators about calls: who gets a discard, kuikae-banned discards, han after opening.

Answers read from the engine: the ``claims`` event of ``Round.play``/``respond`` (副露 § 優先順位),
``Round.legal_actions`` after a call (副露 § 喰い替え), :func:`~mjteach.scoring.compare_call`
(副露 § 役の消滅, § 喰い下がり).
"""

from __future__ import annotations

import random
from typing import Any

from ..hand import Hand
from ..round import Round
from ..rules import Rules
from ..scoring import WinContext, compare_call
from ..tiles import Tile, format_tiles
from .build import Pool, notation, scenario
from .exercise import Choice, Exercise, ExerciseError, Msg, ruleset_msg
from .kans import TRIES, _rng, _win_facts

__all__ = ["call_priority", "kuikae", "kuisagari"]


# ---------------------------------------------------------------------------------------------
# call-priority
# ---------------------------------------------------------------------------------------------


def _who(r: Round, s: int) -> Msg:
    """Seat ``s`` as the learner (seat 0) names it: you, shimocha, toimen, kamicha."""
    rel = r.relation(0, s)
    return Msg.of("practice.you" if rel == "self" else "seat." + rel)


def call_priority(seed: int, difficulty: int = 1, rules: Rules | None = None) -> Exercise:
    """Who gets this discard? Any seat discards X (you, or another player); the seat after the
    discarder may chi, one other seat may pon or kan, and from difficulty 2 a third voice may be a
    ron (difficulty 3 always has one where a seat is left). The voices are given in the order shown.
    Answer: ``taken_by`` of the engine's ``claims`` event (副露 § 優先順位; rules.call_priority;
    槓 § 大明槓)."""
    rules = rules or Rules()
    rng = _rng("call-priority", seed, difficulty, rules)
    n = rules.players
    for _ in range(TRIES):
        pool = Pool(rng, rules)
        try:
            x = rng.choice([k for k in range(27) if pool.left(k) == 4 and k % 9 <= 6
                            and all(pool.left(k + i) == 4 for i in range(3))])
            xt = pool.take(x)[0]  # the discard itself: its copy is not in anyone's hand
            avoid = frozenset({x})
            disc = rng.randrange(n)
            callers: dict[int, str] = {}
            seats: dict[int, dict[str, Any]] = {}
            after = (disc + 1) % n
            if rules.chi_allowed:
                seats[after] = {"hand": notation(pool.take(x + 1, x + 2)
                                                 + pool.quiet_filler(11, avoid=avoid))}
                callers[after] = "chi"
            free = [s for s in range(n) if s != disc and s not in callers]
            pon_seat = rng.choice(free)
            big = "daiminkan" if rng.random() < 0.3 else "pon"
            held = pool.take(*[x] * (3 if big == "daiminkan" else 2))
            seats[pon_seat] = {"hand": notation(held + pool.quiet_filler(13 - len(held),
                                                                         avoid=avoid))}
            callers[pon_seat] = big
            left = [s for s in range(n) if s != disc and s not in callers]
            want_ron = n == 3 or (difficulty == 2 and rng.random() < 0.3) or difficulty == 3
            if want_ron and left and pool.left(x):
                rs = rng.choice(left)
                tiles = pool.take(x) + pool.any_set() + pool.any_set() + pool.any_set() \
                    + pool.any_set()
                seats[rs] = {"hand": notation(tiles), "riichi": True,
                             "discards": pool.filler(1, avoid=avoid)[0].notation}
                callers[rs] = "ron"
            if len(callers) < 2:
                continue
            seats[disc] = {"hand": notation(pool.quiet_filler(13, avoid=avoid)),
                           "discards": xt.notation}
            for s in range(n):
                seats.setdefault(s, {"hand": notation(pool.quiet_filler(13, avoid=avoid))})
            sc = scenario(rules, int(rng.random() * 1e9), [seats[s] for s in range(n)],
                          turn=disc, phase="respond")
            r = Round.from_scenario(sc)
        except (ValueError, IndexError):
            continue
        if sorted(r.waiting_on) != sorted(callers):
            continue  # a bystander could call too: not the question asked
        order = list(callers)
        rng.shuffle(order)
        acts = {}
        for s in order:
            legal = [a for a in r.legal_actions(s) if a.kind == callers[s]]
            if not legal:
                break
            acts[s] = legal[0]
        else:
            events = []
            for s in order:
                events += r.play(acts[s])
            claims = next((e for e in events if e.kind == "claims"), None)
            if claims is None or claims.data.get("taken_by") is None:
                continue
            taken = claims.data["taken_by"]
            if isinstance(taken, list):
                continue  # double ron: not one answer

            def call_msg(s: int, callers: dict[int, str] = callers) -> Msg:
                return Msg.of("meld." + callers[s]) if callers[s] != "ron" \
                    else Msg.of("practice.ron")

            # choices in an order of their own (neither the voices' nor the seats': both would
            # put the answer at one place most of the time)
            ranked = sorted(callers)
            rng.shuffle(ranked)
            choices = tuple(Choice(str(s), Msg.of("practice.priority.choice", seat=_who(r, s),
                                                  call=call_msg(s))) for s in ranked)
            voices = [Msg.of("practice.priority.voice", n=i + 1, seat=_who(r, s),
                             call=call_msg(s)) for i, s in enumerate(order)]
            rule = claims.data.get("rule", "")
            return Exercise(
                concept="call-priority", seed=seed, difficulty=difficulty, rules=rules,
                prompt=Msg.of("practice.priority.prompt_seat", tile=xt, discarder=_who(r, disc),
                              voices=voices, name=ruleset_msg(rules)),
                choices=choices, answer=frozenset({str(taken)}),
                hint=Msg.of("practice.priority.hint.rule"),
                explanation=[Msg.of("practice.priority.explain",
                                    seat=_who(r, taken),
                                    rule=Msg.of("claim." + rule) if _has("claim." + rule)
                                    else rule),
                             Msg.of("practice.priority.rule_is", rule=Msg.of(
                                 "practice.priority.rule." + rules.call_priority.value)),
                             Msg.of("practice.ruleset", name=ruleset_msg(rules))],
                source="副露 § 優先順位; 副露 § 発声の優先順位; rules.call_priority",
                mistake=Msg.of("practice.priority.mistake"),
                figure={"discard": xt.notation, "hands": {s: seats[s]["hand"] for s in callers},
                        "order": order, "discarder": disc},
                situation=sc, deciding=f"claim.{rule}",
            )
    raise ExerciseError(f"call-priority: no situation for seed {seed} under {rules.name}")


def _has(key: str) -> bool:
    from .. import i18n

    return i18n.has(key)


# ---------------------------------------------------------------------------------------------
# kuikae
# ---------------------------------------------------------------------------------------------


def _kuikae_mistake(call_kind: str, rules: Rules) -> str:
    """The mistake the call made invites: none banned on a table that allows swap calls; else
    the called tile's kind after a pon (three-player has no chi), the suji too after a chi
    where the suji is banned, the same kind only where it is not."""
    if rules.kuikae.value == "allowed":
        return "allowed"
    if call_kind == "pon":
        return "pon"
    return "chi" if rules.kuikae.value == "forbidden" else "chi_same"


def kuikae(seed: int, difficulty: int = 1, rules: Rules | None = None) -> Exercise:
    """After this call, which of your tiles may you not discard? (副露 § 喰い替え; rules.kuikae).
    Multi-answer: the learner picks every banned kind. Answer: the kinds in hand that
    ``Round.legal_actions`` leaves out after the call."""
    rules = rules or Rules()
    rng = _rng("kuikae", seed, difficulty, rules)
    n = rules.players
    for _ in range(TRIES):
        pool = Pool(rng, rules)
        try:
            use_chi = rules.chi_allowed and (difficulty >= 2 or rng.random() < 0.7)
            if use_chi:
                x = rng.choice([k for k in range(27) if k % 9 <= 5 and
                                all(pool.left(k + i) >= 2 for i in range(4))])
                # call x with (x+1, x+2): x and its suji x+3 are the swap tiles
                shape = rng.choice(["low", "high"])
                if shape == "low":
                    called, pair_t, other = x, (x + 1, x + 2), x + 3
                else:
                    called, pair_t, other = x + 3, (x + 1, x + 2), x
                held = pool.take(*pair_t, called, other)
                src_seat = n - 1
                call_kind = "chi"
            else:
                x = rng.choice([k for k in range(34) if pool.left(k) == 4])
                called = x
                # a third copy in hand stays banned after the pon; with only the pair there is
                # nothing of that tile left to ban (both happen at the table)
                held = pool.take(x, x, x) if rng.random() < 0.6 else pool.take(x, x)
                src_seat = rng.choice(range(1, n))
                call_kind = "pon"
            rest = pool.filler(13 - len(held), avoid=frozenset({called}))
            hand0 = held + rest
            seats = {0: {"hand": notation(hand0)},
                     src_seat: {"hand": notation(pool.quiet_filler(13, avoid=frozenset({called}))),
                                "discards": Tile(called).notation}}
            for s in range(1, n):
                seats.setdefault(s, {"hand": notation(pool.quiet_filler(13, avoid=frozenset(
                    {called})))})
            sc = scenario(rules, int(rng.random() * 1e9), [seats[s] for s in range(n)],
                          turn=src_seat, phase="respond")
            r = Round.from_scenario(sc)
        except (ValueError, IndexError):
            continue
        legal = [a for a in r.legal_actions(0) if a.kind == call_kind]
        if call_kind == "chi":
            legal = [a for a in legal if {t.kind for t in a.tiles} == set(pair_t)]
        if not legal or sorted(r.waiting_on) != [0]:
            continue
        call = legal[0]
        r.play(call)
        if r.phase != "act" or r.turn != 0:
            continue
        hand_kinds = sorted({t.kind for t in r.players[0].hand.concealed} |
                            ({r.players[0].hand.drawn.kind} if r.players[0].hand.drawn else set()))
        ok = {a.tile.kind for a in r.legal_actions(0) if a.kind == "discard"}
        banned = sorted(set(hand_kinds) - ok)
        held_after = r.players[0].hand
        choices = tuple(Choice(Tile(k).notation, Tile(k).notation, tile=Tile(k).notation)
                        for k in hand_kinds)
        return Exercise(
            concept="kuikae", seed=seed, difficulty=difficulty, rules=rules,
            prompt=Msg.of("practice.kuikae.prompt", call=Msg.of("meld." + call_kind),
                          tile=Tile(called)),
            choices=choices, answer=frozenset(Tile(k).notation for k in banned), multi=True,
            hint=Msg.of("practice.kuikae.hint." + rules.kuikae.value),
            explanation=[Msg.of("practice.kuikae.explain",
                                banned=[Tile(k) for k in banned] or Msg.of("practice.none"),
                                rule=Msg.of("practice.kuikae.rule." + rules.kuikae.value)),
                         Msg.of("practice.ruleset", name=ruleset_msg(rules))],
            source="副露 § 喰い替え; rules.kuikae",
            mistake=Msg.of("practice.kuikae.mistake." + _kuikae_mistake(call_kind, rules)),
            figure={"hand": held_after.notation, "called": Tile(called).notation},
            situation=sc, deciding=f"kuikae.{rules.kuikae.value}",
        )
    raise ExerciseError(f"kuikae: no situation for seed {seed} under {rules.name}")


# ---------------------------------------------------------------------------------------------
# kuisagari
# ---------------------------------------------------------------------------------------------

_TEMPLATES = ("ittsu", "sanshoku", "honitsu", "chanta", "tanyao")
_BY_DIFFICULTY = {
    1: ("ittsu", "sanshoku", "chanta"),                        # one yaku, 2 han -> 1
    2: ("honitsu", "chanta", "tanyao"),                        # 3 -> 2, 2 -> 1, kuitan decides
    3: ("honitsu_ittsu", "chanta_sanshoku", "honitsu_chanta"),  # two yaku drop at once
}
_TERMINAL_KINDS = (0, 8, 9, 17, 18, 26, *range(27, 34))


def _template(rng: random.Random, pool: Pool, name: str) -> list[list[Tile]]:
    suit = rng.choice("mps")
    base = "mps".index(suit) * 9
    if name == "honitsu_ittsu":
        sets = [pool.take(base + i, base + i + 1, base + i + 2) for i in (0, 3, 6)]
        return sets + [pool.any_set(suits=suit + "z"), pool.pair(suits=suit + "z")]
    if name == "chanta_sanshoku":
        i = rng.choice((0, 6))
        sets = [pool.take(b + i, b + i + 1, b + i + 2) for b in (0, 9, 18)]
        k = rng.choice([x for x in _TERMINAL_KINDS if pool.left(x) >= 3])
        sets.append(pool.take(k, k, k))
        k = rng.choice([x for x in _TERMINAL_KINDS if pool.left(x) >= 2])
        return sets + [pool.take(k, k)]
    if name == "honitsu_chanta":
        ends = [x for x in (base, base + 8, *range(27, 34))]
        sets = [pool.take(base, base + 1, base + 2), pool.take(base + 6, base + 7, base + 8)]
        for _ in range(2):
            k = rng.choice([x for x in ends if pool.left(x) >= 3])
            sets.append(pool.take(k, k, k))
        k = rng.choice([x for x in ends if pool.left(x) >= 2])
        return sets + [pool.take(k, k)]
    if name == "ittsu":
        sets = [pool.take(base + i, base + i + 1, base + i + 2) for i in (0, 3, 6)]
        sets.append(pool.any_set())
    elif name == "sanshoku":
        i = rng.randrange(7)
        sets = [pool.take(b + i, b + i + 1, b + i + 2) for b in (0, 9, 18)]
        sets.append(pool.any_set())
    elif name == "honitsu":
        sets = [pool.any_set(suits=suit + "z") for _ in range(4)]
        return sets + [pool.pair(suits=suit + "z")]
    elif name == "chanta":
        sets = []
        for _ in range(4):
            c = rng.choice(["s1", "s7", "t"])
            b = rng.choice((0, 9, 18))
            if c == "s1":
                sets.append(pool.take(b, b + 1, b + 2))
            elif c == "s7":
                sets.append(pool.take(b + 6, b + 7, b + 8))
            else:
                k = rng.choice([x for x in _TERMINAL_KINDS if pool.left(x) >= 3])
                sets.append(pool.take(k, k, k))
        k = rng.choice([x for x in _TERMINAL_KINDS if pool.left(x) >= 2])
        return sets + [pool.take(k, k)]
    else:
        sets = [pool.any_set(simples=True) for _ in range(4)]
        return sets + [pool.pair(simples=True)]
    return sets + [pool.pair()]


def kuisagari(seed: int, difficulty: int = 1, rules: Rules | None = None) -> Exercise:
    """How many han does this hand keep if you call this set? (副露 § 役の消滅, § 喰い下がり;
    rules.kuitan). Answer: ``compare_call(...).after.han`` (0 = no yaku left)."""
    rules = rules or Rules()
    rng = _rng("kuisagari", seed, difficulty, rules)
    # three-player calls only pon: more hands are thrown back before one fits
    for _ in range(TRIES * (3 if rules.players == 3 else 1)):
        pool = Pool(rng, rules)
        try:
            # three-player has no 2m-8m: no mixed triple run there
            name = rng.choice([x for x in _BY_DIFFICULTY[difficulty]
                               if rules.players == 4 or "sanshoku" not in x])
            sets = _template(rng, pool, name)
        except (ValueError, IndexError):
            continue
        melds = sets[:-1]
        ci = rng.randrange(4)
        m = melds[ci]
        win_set = rng.choice([i for i in range(4) if i != ci])
        win = melds[win_set][rng.randrange(3)]
        tiles = [t for s in sets for t in s]
        tiles.remove(win)
        seq = m[0].kind != m[1].kind
        if seq:
            if not rules.chi_allowed:
                continue
            c = rng.randrange(3)
            nums = [t.notation[0] for t in m]  # a red five stays red ("0") in the meld
            meld = f"({nums[c]}<{''.join(nums[:c] + nums[c + 1:])}{m[0].suit})"
        else:
            a, b, c3 = (t.notation[0] for t in m)
            meld = f"({a}{b}^{c3}{m[0].suit})" if rules.players == 4 else f"({a}<{b}{c3}{m[0].suit})"
        try:
            hand = Hand.parse(format_tiles(tiles))
            ctx = WinContext(win_tile=win, tsumo=False, seat_wind=1, winner=1, dealer=0,
                             discarder=2 if rules.players == 4 else 2)
            comp = compare_call(hand, ctx, meld, rules)
        except ValueError:
            continue
        if not comp.before.is_win:
            continue
        after = comp.after.han if comp.after.is_win else 0
        before = comp.before.han
        # four han counts in a row around the answer, the answer at a place of its own
        low = after - rng.randrange(min(3, after) + 1)
        vals = list(range(low, low + 4))
        # shown in an order the seed picks: small answers (0, 1 han) start the run most of the
        # time, so in increasing order the answer would be first too often (issue 20 item 7)
        rng.shuffle(vals)
        yaku_b = [f"{y.key}" for y in comp.before.yaku]
        return Exercise(
            concept="kuisagari", seed=seed, difficulty=difficulty, rules=rules,
            prompt=Msg.of("practice.kuisagari.prompt", meld=meld, tile=win,
                          context=_win_facts(ctx)),
            choices=tuple(Choice(str(v), Msg.of("practice.han", han=v) if v else
                                 Msg.of("practice.kuisagari.no_yaku")) for v in vals),
            answer=frozenset({str(after)}),
            hint=Msg.of("practice.kuisagari.hint"),
            explanation=[Msg.of("practice.kuisagari.explain", before=before, after=after,
                                yaku_before=_yaku_list(comp.before),
                                yaku_after=_yaku_list(comp.after)),
                         Msg.of("practice.ruleset", name=ruleset_msg(rules))],
            source="副露 § 役の消滅; 副露 § 喰い下がり" + ("; rules.kuitan" if name == "tanyao"
                                                     else ""),
            mistake=Msg.of("practice.kuisagari.mistake." + _kuisagari_mistake(comp, rules)),
            figure={"hand": hand.notation, "meld": meld, "win": win.notation},
            deciding="kuisagari:" + ",".join(sorted(yaku_b)),
        )
    raise ExerciseError(f"kuisagari: no situation for seed {seed} under {rules.name}")


_MENZEN_ONLY = frozenset({"pinfu", "iipeikou", "ryanpeikou", "menzen_tsumo"})


def _kuisagari_mistake(comp, rules: Rules) -> str:
    """The mistake this hand invites: what the call changes, the first that applies of tanyao
    lost to a table without kuitan, a closed-hand yaku lost, a yaku one han down, a concealed
    triplet called open; else nothing is lost."""
    before = {y.key: y.han for y in comp.before.yaku}
    after = {y.key: y.han for y in comp.after.yaku} if comp.after.is_win else {}
    lost = set(before) - set(after)
    if "tanyao" in lost and not rules.kuitan:
        return "no_kuitan"
    if lost & _MENZEN_ONLY:
        return "menzen"
    if any(after.get(k, 0) < h for k, h in before.items() if k not in lost):
        return "reduced"
    if lost:
        return "concealed_triplet" if "sanankou" in lost else "reduced"
    return "nothing"


def _yaku_list(v) -> Msg | list:
    if not v.is_win:
        return Msg.of("practice.kuisagari.no_yaku")
    return [Msg.of("practice.yaku_han", name=Msg.of("yaku." + y.key), han=y.han)
            if _has("yaku." + y.key) else f"{y.key} {y.han}" for y in v.yaku]
