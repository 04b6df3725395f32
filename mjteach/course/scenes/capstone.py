"""Lesson 13 (the capstone): the rule-dependent decisions under two rule sets."""

from __future__ import annotations

from typing import Any

from mjteach import Rules, Tile
from mjteach.i18n import t

from ._base import _preset_label, _rules, _verdict

__all__ = [
    "IN_RIICHI", "riichi_ankan_verdicts", "show_riichi_ankan", "ends_after_fourth_kan",
    "show_rinshan_dora_and_fourth_kan", "capstone_decisions",
]


IN_RIICHI = "111222333m 5p 789s +1m"
"""Lesson 13's riichi hand: waiting on 5p, the fourth 1m just drawn."""


def riichi_ankan_verdicts(*presets: str) -> dict[str, Any]:
    """May the riichi player of :data:`IN_RIICHI` make the ankan of 1m under each preset?
    ``{preset: None (allowed) or the Reason}`` (:func:`mjteach.waits.riichi_ankan_reason`;
    槓 § 暗槓: the wait may not change; some rules also forbid any other reading of the hand)."""
    from mjteach import Hand
    from mjteach.waits import riichi_ankan_reason

    hand = Hand.parse(IN_RIICHI)
    return {p: riichi_ankan_reason(hand, "1m", Rules.preset(p)) for p in presets}


def show_riichi_ankan(*presets: str, lang: str | None = None) -> None:
    """Print :func:`riichi_ankan_verdicts` per preset, and a note for each preset that marks its
    riichi-ankan rule unverified."""
    from mjteach.course import preset_name

    for p, reason in riichi_ankan_verdicts(*presets).items():
        print(_preset_label(p, lang), _verdict(reason, lang))
    for p in presets:
        if "riichi_ankan" in Rules.preset(p).unverified:
            print(t("course.riichi_ankan_unverified", lang, preset=preset_name(p, lang)))


def ends_after_fourth_kan(rules: Rules | str | None = None) -> bool:
    """Scenario ``suukaikan`` (a second player makes the fourth kan of the hand and nobody wins
    on the discard after it), played under ``rules`` as far as they allow: is the hand over?
    (槓 § 四開槓: only where the four-kan abortive draw is played.)"""
    from mjteach.course import script, table

    r = table("suukaikan", _rules(rules))
    for action in script("suukaikan"):
        if r.why_not(action) is None:
            r.play(action)
    return r.is_over


def show_rinshan_dora_and_fourth_kan(*presets: str, lang: str | None = None) -> None:
    """Per preset: does a daiminkan's new indicator count for a rinshan win, and does the hand
    end after a fourth kan by a second player."""
    for p in presets:
        rules = Rules.preset(p)
        dora = "yes" if rules.kan_dora_counts_for_rinshan("daiminkan") else "no"
        ends = "ends" if ends_after_fourth_kan(rules) else "goes_on"
        print(_preset_label(p, lang), t(f"course.rinshan_dora_{dora}", lang), "·",
              t(f"course.fourth_kan_{ends}", lang))


def capstone_decisions(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """An HTML table of lesson 13's rule-dependent decisions under ``rules``: the riichi ankan of
    1m, whether a daiminkan's new dora counts for a rinshan win, whether a fourth kan by a
    second player ends the hand."""
    from mjteach import Hand
    from mjteach.course import rows_html
    from mjteach.waits import riichi_ankan_reason

    rules = _rules(rules)

    def yes_no(flag: bool) -> str:
        return t("course.yes" if flag else "course.no", lang)

    ankan = riichi_ankan_reason(Hand.parse(IN_RIICHI), "1m", rules)
    rows = [(t("course.row.riichi_ankan", lang), _verdict(ankan, lang)),
            (t("course.row.rinshan_dora", lang), yes_no(rules.kan_dora_counts_for_rinshan("daiminkan"))),
            (t("course.row.fourth_kan", lang), yes_no(ends_after_fourth_kan(rules)))]
    return rows_html(None, rows)


# ----- the capstone's decisions (issue 21 item 8) ---------------------------------------------
# Three come from real Tenhou games (the scenarios cite the record: hand, seat, what was played);
# every answer below is worked out by the engine from the scenario, never stored.

DISCARD_AFTER_CHI = "capstone_discard_after_chi"
"""Real game: the dealer has just called chi and must discard (2011020416gm-00a9-0000-025480d4)."""
OPEN_DAIMINKAN = "capstone_daiminkan_open_hand"
"""Real game: the fourth 6p is discarded to the dealer's open hand holding 666p (same record)."""
OPEN_ANKAN = "capstone_ankan_open_hand"
"""Real game: the dealer's open hand draws the fourth 7s (2016052515gm-00a9-0000-c4d72066)."""
WHICH_KAN = "capstone_which_kan"
"""Two kans possible: the ankan of 5p breaks the wait, the kakan of 8s keeps it."""

__all__ += [
    "DISCARD_AFTER_CHI", "OPEN_DAIMINKAN", "OPEN_ANKAN", "WHICH_KAN", "discards_after_call",
    "kan_values", "waits_after_kans", "chi_keeps_a_yaku", "decision_quiz",
]


def _actor(rnd) -> int:
    """The seat the decision belongs to: the turn seat, or (a discard pending) the one seat that
    may call it with a kan."""
    if rnd.phase != "respond":
        return rnd.turn
    return next(s for s in rnd.waiting_on if any(
        a.kind == "daiminkan" for a in rnd.legal_actions(s)))


def _waits(hand) -> frozenset:
    from mjteach.tasks import _waits_of

    return _waits_of(hand)


def discards_after_call(name: str = DISCARD_AFTER_CHI, rules: Rules | str | None = None) -> dict[str, frozenset]:
    """For each tile the seat that just called may discard: the tiles the hand then waits on
    (empty: not tenpai). Keys are tile notations, in hand order."""
    from mjteach import Hand
    from mjteach.course import table

    rnd = table(name, _rules(rules) if rules is not None else None)
    seat = _actor(rnd)
    p = rnd.players[seat]
    out: dict[str, frozenset] = {}
    for a in rnd.legal_actions(seat):
        if a.kind == "discard" and a.tile.notation not in out:
            rest = list(p.closed_tiles)
            rest.remove(a.tile)
            out[a.tile.notation] = _waits(Hand.from_tiles(rest, p.melds))
    return out


def _ctx(rnd, seat: int, win_tile):
    from mjteach.scoring import WinContext

    return WinContext(win_tile=win_tile, tsumo=False, winner=seat, seat_wind=rnd.seat_wind(seat),
                      dealer=rnd.dealer, round_wind=rnd.round_wind,
                      dora_indicators=tuple(rnd.dora_indicators))


def kan_values(name: str, rules: Rules | str | None = None):
    """A scenario where one seat may make a kan (ankan on its turn, daiminkan on a discard): the
    :func:`mjteach.scoring.compare_kan` of a ron on the hand's first wait, the set as a triplet
    (``before``: no kan) and as the kan (``after``), and the waits before and after."""
    from mjteach.course import table
    from mjteach.scoring import compare_kan

    rnd = table(name, _rules(rules) if rules is not None else None)
    seat = _actor(rnd)
    kind = "daiminkan" if rnd.phase == "respond" else "ankan"
    kan = next(a for a in rnd.legal_actions(seat) if a.kind == kind)
    hand = rnd.players[seat].hand.replace(drawn=None)
    tile = kan.tile if kan.tile is not None else rnd.pending_discard[1]
    win = min(_waits(hand), key=lambda x: x.kind)
    return compare_kan(hand, _ctx(rnd, seat, win), rnd.rules, tile=tile, kind=kind,
                       source=rnd.relation(seat, rnd.pending_discard[0]) if kind == "daiminkan" else "toimen")


def waits_after_kans(name: str = WHICH_KAN, rules: Rules | str | None = None) -> dict[str, frozenset]:
    """For each kan the turn seat may declare (``"ankan 5p"``, ``"kakan 8s"`` …) and for no kan
    (``""``): the tiles the hand waits on once it is made (the replacement tile set aside)."""
    from mjteach.course import table

    rnd = table(name, _rules(rules) if rules is not None else None)
    seat = rnd.turn
    out = {"": _waits(rnd.players[seat].hand.replace(drawn=None))}
    for a in rnd.legal_actions(seat):
        if a.kind in ("ankan", "kakan"):
            after = table(name, rnd.rules)
            after.play(a)
            plain = Tile(a.tile.kind).notation  # "ankan 5p", whichever copy the action names
            out[f"{a.kind} {plain}"] = _waits(after.players[seat].hand.replace(drawn=None))
    return out


def chi_keeps_a_yaku(situation: str = "worth_a_call", seat: int = 1, rules: Rules | str | None = None) -> bool:
    """In a call-lab situation: does the chi ``seat`` may make leave its hand a yaku?"""
    from mjteach.tasks import _meld_of, call_keeps_a_yaku

    from .calls import call_round

    rnd = call_round(situation, rules)
    chi = next(a for a in rnd.legal_actions(seat) if a.kind == "chi")
    return call_keeps_a_yaku(rnd.players[seat].hand, _meld_of(chi, rnd, seat), rnd.rules)


def decision_quiz(which: str, lang: str | None = None):
    """One of the capstone's decisions as a Quiz that says nothing of the answer until the
    learner has chosen: ``"discard_after_chi"``, ``"open_daiminkan"``, ``"open_ankan"``,
    ``"which_kan"``, ``"chi_without_yaku"``. The answer and every sentence about it come from the
    engine (the functions above); texts are in the ``course`` catalog (en, ja, zh)."""
    return _QUIZZES[which]()


def _msg(key: str, **fields):
    """A course text as a per-language dict (the Quiz picks the learner's language); a field
    given as a callable is asked for its text in each language."""
    return {lang: t(key, lang, **{k: v(lang) if callable(v) else v for k, v in fields.items()})
            for lang in ("en", "ja", "zh")}


def _kan_label(kan: str):
    """``"ankan 5p"`` as the learner reads it, per language (for :func:`_msg`)."""
    kind, tile = kan.split()
    return lambda lang: t(f"course.cap.kan.{kind}", lang, tile=tile)


def _waits_text(tiles):
    return lambda lang: _join(tiles) or t("task.no_wait", lang)


def _join(tiles) -> str:
    return " ".join(x.notation for x in sorted(tiles, key=lambda x: x.kind))


def _quiz_discard_after_chi():
    from mjteach.course import table
    from mjteach.widgets import Quiz

    waits = discards_after_call(DISCARD_AFTER_CHI)
    tiles = list(waits)
    rnd = table(DISCARD_AFTER_CHI)
    closed = " ".join(x.notation for x in rnd.players[_actor(rnd)].closed_tiles)
    ready = [tile for tile in tiles if waits[tile]]
    why = _msg("course.cap.after_chi.why", tiles=" ".join(ready),
               waits=" / ".join(_join(waits[x]) for x in ready))
    if len(ready) != 1:  # pragma: no cover - several right discards: let the engine decide each
        return Quiz(_msg("course.cap.after_chi.q", closed=closed), tiles, kind="apply",
                    answer=lambda i: bool(waits[tiles[i]]), explanation=why)
    return Quiz(_msg("course.cap.after_chi.q", closed=closed), tiles, kind="apply", answer=tiles.index(ready[0]),
                why_wrong={i: _msg("course.cap.after_chi.wrong", tile=x)
                           for i, x in enumerate(tiles) if x not in ready},
                explanation=why)


def _quiz_open_daiminkan():
    from mjteach.widgets import Quiz

    c = kan_values(OPEN_DAIMINKAN)
    worth = c.after.points > c.before.points
    choices = [_msg("course.cap.act.daiminkan"), _msg("course.cap.act.pass")]
    return Quiz(_msg("course.cap.open_daiminkan.q"), choices, kind="apply",
                answer=0 if worth else 1,
                why_wrong={1 if worth else 0: _msg("course.cap.open_daiminkan.wrong_" + ("pass" if worth else "kan"))},
                explanation=_msg("course.cap.open_daiminkan.why", before=c.before.points,
                                 after=c.after.points, fu_before=c.before.fu, fu_after=c.after.fu))


def _quiz_open_ankan():
    from mjteach.widgets import Quiz

    c = kan_values(OPEN_ANKAN)
    waits = _join(_waits(c.hand_before))
    worth = c.after.points > c.before.points
    choices = [_msg("course.cap.open_ankan.kan"), _msg("course.cap.open_ankan.discard7s"),
               _msg("course.cap.open_ankan.discard6m")]
    wrong = {1: _msg("course.cap.open_ankan.wrong_discard7s", before=c.before.points, after=c.after.points),
             2: _msg("course.cap.open_ankan.wrong_discard6m")}
    if not worth:  # pragma: no cover - the engine would have to find the kan worthless here
        wrong = {0: _msg("course.cap.open_ankan.wrong_kan"), 2: wrong[2]}
    return Quiz(_msg("course.cap.open_ankan.q"), choices, kind="predict", answer=0 if worth else 1,
                why_wrong=wrong,
                explanation=_msg("course.cap.open_ankan.why", before=c.before.points,
                                 after=c.after.points, waits=waits))


def _quiz_which_kan():
    from mjteach.widgets import Quiz

    waits = waits_after_kans(WHICH_KAN)
    keep = [k for k, w in waits.items() if k and w == waits[""]]
    kans = [k for k in waits if k]
    choices = [_msg("course.cap.kan." + k.split()[0], tile=k.split()[1]) for k in kans]
    broken = {i: _msg("course.cap.which_kan.wrong", kan=_kan_label(k), waits=_waits_text(waits[k]))
              for i, k in enumerate(kans) if k not in keep}
    return Quiz(_msg("course.cap.which_kan.q"), choices, kind="apply",
                answer=kans.index(keep[0]), why_wrong=broken,
                explanation=_msg("course.cap.which_kan.why", kan=_kan_label(keep[0]),
                                 waits=_join(waits[""])))


def _quiz_chi_without_yaku():
    from mjteach.widgets import Quiz

    worth = chi_keeps_a_yaku("worth_a_call", 1)
    choices = [_msg("course.cap.act.chi"), _msg("course.cap.act.pass")]
    return Quiz(_msg("course.cap.chi_yaku.q"), choices, kind="apply", answer=0 if worth else 1,
                why_wrong={1 if worth else 0: _msg("course.cap.chi_yaku.wrong_" + ("pass" if worth else "chi"))},
                explanation=_msg("course.cap.chi_yaku.why"))


_QUIZZES = {
    "discard_after_chi": _quiz_discard_after_chi,
    "open_daiminkan": _quiz_open_daiminkan,
    "open_ankan": _quiz_open_ankan,
    "which_kan": _quiz_which_kan,
    "chi_without_yaku": _quiz_chi_without_yaku,
}
