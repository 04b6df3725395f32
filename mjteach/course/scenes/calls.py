"""Lessons 10 and 11 (副露 § ポン, § チー, § 発声の優先順位, § 喰い替え): pon and chi, who gets a
discard wanted by several players, kuikae."""

from __future__ import annotations

from typing import Any

from mjteach import Meld, Rules, Source
from mjteach.i18n import t
from mjteach.round import Round
from mjteach.tiles import format_tiles

from ._base import SOURCES, _preset_label, _rules, _verdict, play_until_turn

__all__ = [
    "EAST_DISCARDS_3M", "EAST_DISCARDS_6P", "pons_with_fu", "chi_only_from_the_left", "THREE_WAY", "three_way_claims", "show_three_way",
    "after_chi", "KUIKAE_CASES", "kuikae_cases", "show_kuikae_cases", "kuikae_refused_after_chi",
    "call_round", "wins_after_call", "show_wins_after_call", "late_pon_lab", "kuikae_choice_lab",
]

EAST_DISCARDS_3M = "worth_a_call"
"""The call lab's situation where East discards 3m: South may chi it (and keeps no yaku), West may
pon it (and a 6s win is all simples). A lesson names it by what happens, not by its key."""
EAST_DISCARDS_6P = "three_way"
"""The call lab's situation where East discards 6p and South (chi), West (pon) and North (ron) all
want it."""


def pons_with_fu(*tiles: str, lang: str | None = None) -> list[Meld]:
    """A pon of each of ``tiles`` (the first from every seat, the others from toimen), after one
    sentence per pon: where it came from and its fu open and concealed (副露 § ポン: an open
    triplet is worth half a concealed one; fu from :func:`mjteach.scoring.set_fu`)."""
    from mjteach.scoring import set_fu

    first, *others = tiles or ("5p",)
    melds = [Meld.pon(first[0] * 3 + first[1], first, s) for s in SOURCES]
    melds += [Meld.pon(x[0] * 3 + x[1], x, "toimen") for x in others]
    for m in melds:
        honor = m.is_terminal_or_honor
        print(t("course.pon_fu", lang, meld=format_tiles(m.tiles), seat=m.source.label(lang),
                fu=set_fu("pon", honor), closed=set_fu("concealed_triplet", honor)))
    return melds


def chi_only_from_the_left(lang: str | None = None) -> Meld:
    """A chi of 3m (345m) from kamicha, after sentences showing that the model refuses a chi
    marked as called from toimen or shimocha and that three-player rules have no chi
    (副露 § チー). Returns the chi."""
    import mjteach
    from mjteach import Hand
    from mjteach.course import preset_name

    chi = Meld.chi("345m", "3m")
    print(t("course.chi_from", lang, meld=format_tiles(chi.tiles), seat=chi.source.label(lang)))
    for text, source in (("(34^5m)", Source.TOIMEN), ("(345>m)", Source.SHIMOCHA)):
        try:
            Hand.parse("123p 456s 11z " + text)
        except mjteach.MeldError:
            print(t("course.chi_refused", lang, tile="5m", seat=source.label(lang)))
    sanma = Rules.preset("sanma_tenhou").chi_allowed
    print(t("course.chi_under", lang, preset=preset_name("sanma_tenhou", lang)),
          t("course.allowed" if sanma else "course.not_played", lang))
    return chi


THREE_WAY = ([(1, "chi"), (2, "pon"), (3, "ron")], [(1, "chi"), (2, "pon"), (3, "pass")])
"""The declarations :func:`show_three_way` makes on CallLab's ``three_way`` situation (seat 0
discards 6p; seat 1 can chi it, seat 2 pon it, seat 3 win on it): all three, then ron passed."""


def three_way_claims(declarations, rules: Rules | str | None = None) -> dict[str, Any]:
    """Who gets the 6p of CallLab's ``three_way`` situation when ``declarations`` (``[(seat,
    action), …]`` in voice order) are made under ``rules``: ``{"taken_by", "call", "rule"}``
    (副露 § 発声の優先順位)."""
    from mjteach.widgets import CallLab

    lab = CallLab("three_way", rules=_rules(rules))
    for seat, act in declarations:
        lab.declare(seat, act)
    return {"taken_by": lab.taken_by, "call": lab.call, "rule": lab.rule, "discarder": lab.origin}


def show_three_way(*presets: str, lang: str | None = None) -> None:
    """Print who gets the 6p for each set of :data:`THREE_WAY` declarations under each preset."""
    from mjteach.course import claim_sentence, preset_name, seat_name

    for declarations in THREE_WAY:
        said = t("course.list_sep", lang).join(
            f"{seat_name(seat, lang)} {t('action.' + act, lang)}" for seat, act in declarations)
        for preset in presets:
            print(t("course.declared", lang, preset=preset_name(preset, lang), said=said),
                  claim_sentence(three_way_claims(declarations, preset), "6p", lang))


def late_pon_lab(rules: Rules | str | None = None):
    """CallLab's ``three_way`` situation after the chi has been declared first and the player who
    could win has passed; the learner answers for the pon player, with the task of declaring the
    pon only if it takes the 6p under ``rules`` (:class:`~mjteach.tasks.CallOnlyIfItTakes`:
    yes where calls are ranked by kind, no where the first voice wins: a late pon)."""
    from mjteach.tasks import CallOnlyIfItTakes
    from mjteach.widgets import CallLab

    return CallLab("three_way", rules=_rules(rules), prelude=[(1, "chi"), (3, "pass")],
                   task=CallOnlyIfItTakes(2))


def kuikae_choice_lab(rules: Rules | str | None = None):
    """CallLab's ``kuikae`` situation after seat 1's chi of 6p with 78p (6789p held); the learner
    picks the discard, with the task of choosing one kuikae allows
    (:class:`~mjteach.tasks.DiscardNotKuikae`; the refused ones are the 6p and the 9p where kuikae
    is forbidden)."""
    from mjteach.tasks import DiscardNotKuikae
    from mjteach.widgets import CallLab

    return CallLab("kuikae", rules=_rules(rules), prelude=[(1, "chi")], task=DiscardNotKuikae())


def after_chi(hand: str, discard: str, using: str, rules: Rules | str | None = None) -> Round:
    """The round right after seat 1, holding ``hand``, called chi on seat 0's ``discard`` with the
    two tiles ``using`` (e.g. ``"45m"``) and the others let it stand; seat 1 must discard next, so
    ``r.why_not(Action.discard(1, tile))`` answers kuikae questions (副露 § 喰い替え). The other
    seats and the wall are those of scenario ``kuikae_same_run``. Raises ``ValueError`` if the chi
    is not possible with that hand."""
    from mjteach.course import table
    from mjteach.round import Action
    from mjteach.scenario import load_scenario

    data = load_scenario("kuikae_same_run").data
    seats = [dict(data["seats"][0], discards=discard), {"hand": hand}, *data["seats"][2:]]
    r = table(dict(data, seats=seats, actions=[]), _rules(rules))
    r.play(Action.chi(1, discard, using))
    while r.phase == "respond":
        r.play(Action.pass_(sorted(r.waiting_on)[0]))
    return r


KUIKAE_CASES = ("at_once", "next_turn", "rebuilt_2m", "rebuilt_5m")
"""The cases :func:`kuikae_cases` checks, in order (副露 § 喰い替え's examples)."""


def kuikae_cases(rules: Rules | str | None = None) -> dict[str, Any]:
    """Seat 1's discards after a chi, under ``rules``: ``{case: None (allowed) or the Reason}``.

    * ``at_once``: 345m held, chi 6m with 45m, discard 3m at once (scenario ``kuikae_same_run``);
    * ``next_turn``: the same chi, 2z discarded instead, 3m on the next turn;
    * ``rebuilt_2m`` / ``rebuilt_5m``: 234567m held, chi 8m with 67m, discard 2m / 5m (scenario
      ``kuikae_rebuilt``: 345m + 678m is a rebuilt hand, not a swap).
    """
    from mjteach.course import script, table
    from mjteach.round import Action

    rules = _rules(rules)
    out: dict[str, Any] = {}
    r = table("kuikae_same_run", rules)
    for action in script("kuikae_same_run")[:2]:  # the chi, and seat 2 lets it stand
        r.play(action)
    out["at_once"] = r.why_not(Action.discard(1, "3m"))
    r.play(Action.discard(1, "2z"))
    out["next_turn"] = play_until_turn(r, 1).why_not(Action.discard(1, "3m"))
    r = table("kuikae_rebuilt", rules)
    for action in script("kuikae_rebuilt")[:2]:
        r.play(action)
    out["rebuilt_2m"] = r.why_not(Action.discard(1, "2m"))
    out["rebuilt_5m"] = r.why_not(Action.discard(1, "5m"))
    return out


def show_kuikae_cases(*presets: str, lang: str | None = None) -> None:
    """Print each preset's kuikae rule and the verdict on every :data:`KUIKAE_CASES` case."""
    from mjteach.widgets import value_label

    for preset in presets:
        print(_preset_label(preset, lang), value_label(Rules.preset(preset).kuikae))
        for case, reason in kuikae_cases(preset).items():
            print(t(f"course.kuikae.{case}", lang), _verdict(reason, lang))


def kuikae_refused_after_chi(rules: Rules | str | None = None, lang: str | None = None):
    """CallLab's ``kuikae`` situation after seat 1's chi of 6p with 78p (6789p held), after a
    sentence listing the discards kuikae refuses now. Returns the lab."""
    from mjteach.widgets import CallLab

    lab = CallLab("kuikae", rules=_rules(rules))
    lab.declare(1, "chi")
    print(t("course.kuikae.refused", lang), " ".join(lab.kuikae_refused))
    return lab


def call_round(situation: str = EAST_DISCARDS_3M, rules: Rules | str | None = None) -> Round:
    """A call-lab situation (:data:`mjteach.widgets.call_lab.CALL_SITUATIONS`) dealt under
    ``rules`` and played up to its discard: the seats that may call it are asked now."""
    from mjteach.round import Action
    from mjteach.tiles import Tile
    from mjteach.widgets.call_lab import CALL_SITUATIONS
    from mjteach.widgets.situations import arranged_round

    spec = dict(CALL_SITUATIONS[situation])
    discard = Tile.parse(spec.pop("discard"))
    rnd = arranged_round(_rules(rules), **spec)
    rnd.play(Action("draw", rnd.turn))
    rnd.play(Action("discard", rnd.turn, discard))
    return rnd


def wins_after_call(situation: str = EAST_DISCARDS_3M, seat: int = 2,
                    rules: Rules | str | None = None) -> list[tuple[str, str, Any]]:
    """The pon or chi ``seat`` may make on the situation's discard, then each discard that leaves
    the open hand tenpai: ``(discard, wait, valuation of a ron on the wait)``, in tile order. A
    valuation that is not a win has no yaku (副露 § 役の消滅)."""
    from mjteach import Hand
    from mjteach.scoring import WinContext, evaluate
    from mjteach.tasks import _meld_of, _waits_of

    rnd = call_round(situation, rules)
    call = next(a for a in rnd.legal_actions(seat) if a.kind in ("pon", "chi"))
    meld = _meld_of(call, rnd, seat)
    closed = list(rnd.players[seat].closed_tiles)
    own = list(meld.tiles)
    own.remove(meld.called)
    for x in own:
        closed.remove(next(c for c in closed if c.kind == x.kind))
    out = []
    for tile in sorted(set(closed), key=lambda x: x.kind):
        rest = list(closed)
        rest.remove(tile)
        hand = Hand.from_tiles(rest, [*rnd.players[seat].melds, meld])
        for w in sorted(_waits_of(hand), key=lambda x: x.kind):
            ctx = WinContext(win_tile=w, tsumo=False, winner=seat, seat_wind=rnd.seat_wind(seat),
                             dealer=rnd.dealer, dora_indicators=tuple(rnd.dora_indicators))
            out.append((tile.notation, w.notation, evaluate(hand, ctx, rnd.rules)))
    return out


def show_wins_after_call(situation: str = EAST_DISCARDS_3M, seat: int = 2,
                         rules: Rules | str | None = None, lang: str | None = None) -> None:
    """One sentence per (discard, wait) of :func:`wins_after_call`: the yaku a ron would have,
    or that it has none."""
    from mjteach.course import yaku_list

    for discard, wait, value in wins_after_call(situation, seat, rules):
        if value.is_win:
            print(t("course.call_win.yaku", lang, discard=discard, wait=wait,
                    yaku=yaku_list(value, lang)))
        else:
            print(t("course.call_win.none", lang, discard=discard, wait=wait))
