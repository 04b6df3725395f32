"""Teaching situations the lessons show, set up here so a lesson cell is one line that reads like
the idea (``chi_or_daiminkan("tenhou", "wrc")``).

Each situation is a shipped scenario (``mjteach/scenarios/<name>.json``: the hands, the wall and
the scripted actions) played by the engine under the rules a lesson or a RuleSwitcher chooses.
The functions return values (claims, valuations, melds) that tests check, and the ``show_*`` /
``*_line`` functions put them in plain sentences in the current language (the ``course`` domain
of mjteach's catalogs): no dicts, codes or wall indices reach the learner.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from html import escape
from typing import Any

from mjteach import Meld, Rules
from mjteach.i18n import t
from mjteach.round import Round
from mjteach.scoring import Valuation

__all__ = [
    "chi_or_daiminkan", "chi_or_daiminkan_line", "daiminkan_from_each_seat",
    "daiminkan_pao_line", "daiminkan_rinshan_win", "outcomes", "payment_sentence", "played",
    "show_chi_or_daiminkan", "show_daiminkan_pao", "sideways_position",
    "kakan_and_lookalike", "kakan_held_verdict", "kakan_held_line", "show_kakan_held",
    "show_chankan", "chankan_kan_line", "chankan_ron_line",
    "pons_with_fu", "chi_only_from_the_left", "three_way_claims", "show_three_way",
    "play_until_turn", "after_chi", "kuikae_cases", "show_kuikae_cases", "kuikae_refused_after_chi",
    "follow", "wall_after_kans", "show_kan_dora_wall", "open_kan_dora", "show_open_kan_dora_timing",
    "dora_before_discard", "show_dora_before_discard", "show_dora_options", "show_ura_indicators",
    "kan_dora_timing_table",
    "show_closed_only_yaku", "show_call_effect", "show_ippatsu_keshi", "show_kuitan",
    "open_tanyao_line", "kuisagari_groups", "show_kuisagari_groups", "show_call_yaku",
    "IN_RIICHI", "riichi_ankan_verdicts", "show_riichi_ankan", "ends_after_fourth_kan",
    "show_rinshan_dora_and_fourth_kan", "capstone_decisions",
    "show_kan_fu_table", "kan_choices", "show_kan_choices", "kan_risk_table", "show_kan_risks", "kan_risk_html",
    "play_out", "show_four_kans", "show_four_kan_options", "four_kans_html", "KAN_YAKU",
    "show_kan_yaku", "kan_yaku_hand",
    "ankan_layouts", "show_menzen", "RIICHI_ANKAN_EXAMPLES", "show_riichi_ankan_table",
    "show_riichi_ankan_reason", "riichi_ankan_lab", "riichi_ankan_html",
    "show_kinds_of_kan", "show_readings", "readings_of", "show_scored", "show_waits_and_score",
    "ankan_picture", "save_figure", "press", "show_consecutive_kans", "show_no_kan_after_pon",
    "show_dead_wall", "show_replay_at_kan", "show_last_draw_refusals", "show_wall_sizes",
    "show_old_rule_refusal",
]

SOURCES = ("kamicha", "toimen", "shimocha")


def _rules(rules: Rules | str | None) -> Rules:
    if rules is None:
        return Rules.preset("tenhou")
    return Rules.preset(rules) if isinstance(rules, str) else rules


def played(scenario: str, rules: Rules | str | None = None) -> Round:
    """The round after a shipped scenario's scripted actions, played under ``rules`` (a
    :class:`Rules` or a preset name; default: the scenario's own). Raises the scenario layer's
    errors for an unknown name; an action the rules refuse raises ``ValueError`` naming it."""
    from mjteach.course import script, table

    r = table(scenario, _rules(rules) if rules is not None else None)
    for action in script(scenario):
        r.play(action)
    return r


def sideways_position(meld: Meld) -> int:
    """Where the sideways tile of ``meld`` lies, counted from 1 at the left."""
    return next(i for i, lt in enumerate(meld.layout(), start=1) if lt.pose == "sideways")


def daiminkan_from_each_seat(tile: str = "7s", lang: str | None = None) -> list[Meld]:
    """The daiminkan of ``tile`` called from each seat (kamicha, toimen, shimocha), after printing
    one sentence per seat saying which tile lies sideways (槓 § 大明槓: left, middle, right).
    Returns the three melds, each drawing itself when displayed."""
    melds = [Meld.daiminkan(tile[0] * 4 + tile[1], tile, s) for s in SOURCES]
    for m in melds:
        print(t("course.sideways", lang, seat=m.source.label(lang), n=sideways_position(m)))
    return melds


def chi_or_daiminkan(rules: Rules | str | None = None) -> dict[str, Any]:
    """Who gets a 3s that seat 1 (next to draw) calls chi on and seat 2, a moment later, daiminkan
    (scenario ``chi_or_daiminkan``): the round's ``claims`` data, with ``taken_by`` (seat),
    ``call`` (``"chi"`` / ``"daiminkan"``) and ``rule`` (``"pon_over_chi"``, ``"first_call"`` …).
    槓 § 大明槓 / 副露 § 発声の優先順位: the answer depends on ``call_priority``."""
    r = played("chi_or_daiminkan", rules)
    return next(e for e in reversed(r.events) if e.kind == "claims").data


def chi_or_daiminkan_line(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """:func:`chi_or_daiminkan` as one sentence: who takes the 3s, by which call, which rule."""
    from mjteach.course import claim_sentence

    return t("course.chi_or_daiminkan", lang,
             claim=claim_sentence(chi_or_daiminkan(rules), "3s", lang))


def show_chi_or_daiminkan(*presets: str, lang: str | None = None) -> None:
    """Print :func:`chi_or_daiminkan` under each preset, one line each, headed by its name."""
    from mjteach.course import claim_sentence, preset_name

    for preset in presets:
        print(f"{preset_name(preset, lang)}:", claim_sentence(chi_or_daiminkan(preset), "3s", lang))


def daiminkan_rinshan_win(rules: Rules | str | None = None) -> Valuation:
    """The dealer's win on the replacement tile after a daiminkan on seat 3's 8s (scenario
    ``daiminkan_rinshan_win``): its valuation; ``payments`` maps seat -> points (negative: paid).
    With ``daiminkan_rinshan_pao`` the discarder pays it all (槓 § 大明槓の包)."""
    return played("daiminkan_rinshan_win", rules).result["wins"][0]["valuation"]


def payment_sentence(v: Valuation, lang: str | None = None) -> str:
    """Who pays how many points and who receives them, one short sentence per seat that does."""
    return " ".join(t("course.pays" if p < 0 else "course.receives", lang, seat=s, points=abs(p))
                    for s, p in v.payments.items() if p)


def daiminkan_pao_line(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """The rinshan win after a daiminkan under ``rules``: its value and who pays, in a sentence."""
    v = daiminkan_rinshan_win(rules)
    return t("course.rinshan_after_daiminkan", lang, value=v.message(lang),
             payments=payment_sentence(v, lang))


def show_daiminkan_pao(preset: str = "tenhou", lang: str | None = None) -> None:
    """Print the rinshan win after a daiminkan with ``daiminkan_rinshan_pao`` off, then on."""
    for pao in (False, True):
        rules = Rules.preset(preset).replace(daiminkan_rinshan_pao=pao)
        v = daiminkan_rinshan_win(rules)
        print(t("course.pao_on" if pao else "course.pao_off", lang), v.message(lang), "·",
              payment_sentence(v, lang))


def kakan_and_lookalike(tile: str = "8p", lang: str | None = None) -> list[Meld]:
    """A pon of ``tile`` called from kamicha, the kakan it becomes (the added tile stacked on the
    sideways one) and the daiminkan from toimen that a side-by-side layout would be taken for
    (槓 § 加槓), after a sentence naming the three. Returns the three melds."""
    pon = Meld.pon(tile[0] * 3 + tile[1], tile, "kamicha")
    kakan = pon.with_added(tile)
    looks_like = Meld.daiminkan(tile[0] * 4 + tile[1], tile, "toimen")
    print(t("course.kakan_lookalike", lang, pon=pon.notation, kakan=kakan.notation,
            wrong=looks_like.notation))
    return [pon, kakan, looks_like]


def _verdict(reason, lang: str | None = None) -> str:
    return t("course.allowed", lang) if reason is None else reason.message(lang)


def kakan_held_verdict(rules: Rules | str | None = None):
    """May the player of scenario ``kakan_drawn_tile_only`` (pon of 6p, the fourth 6p held for a
    while, 1z just drawn) add the 6p under ``rules``? ``None`` if so, else the Reason
    (``kakan_drawn_tile_only``: 槓 § 加槓 allows a held tile, 杠 § 加杠 words it as the drawn one)."""
    from mjteach.course import table
    from mjteach.round import Action

    return table("kakan_drawn_tile_only", _rules(rules)).why_not(Action.kakan(0, "6p"))


def kakan_held_line(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """:func:`kakan_held_verdict` as one sentence."""
    return t("course.kakan_held", lang, verdict=_verdict(kakan_held_verdict(rules), lang))


def show_kakan_held(preset: str = "tenhou", lang: str | None = None) -> None:
    """Print the hand of scenario ``kakan_drawn_tile_only``, then whether the held 6p may be
    added when any tile may be added and when only the tile just drawn may."""
    from mjteach.course import table

    print(t("course.hand", lang), table("kakan_drawn_tile_only").players[0].hand)
    for only_drawn in (False, True):
        rules = Rules.preset(preset).replace(kakan_drawn_tile_only=only_drawn)
        rule = t("course.kakan_only_drawn" if only_drawn else "course.kakan_held_too", lang)
        reason = kakan_held_verdict(rules)
        print(rule, t("course.kakan_6p_allowed", lang) if reason is None else reason.message(lang))


def show_chankan(rules: Rules | str | None = None, lang: str | None = None) -> None:
    """Play scenario ``kakan_chankan`` (seat 0 adds 6p to its pon; seat 1 waits on 3p-6p and wins
    on it: 槓 § 加槓, chankan): one line per action with what followed, then the replacement draws
    and kan-dora indicators turned (none: the robbed kan fails), then the win."""
    from mjteach.course import action_words, event_chain, script, show, table

    r = table("kakan_chankan", _rules(rules) if rules is not None else None)
    for action in script("kakan_chankan"):
        print(f"{action_words(action, lang)}:", event_chain(r.play(action), lang))
    print(t("course.chankan_counts", lang,
            draws=sum(e.kind == "rinshan_draw" for e in r.events),
            dora=sum(e.kind == "dora_reveal" for e in r.events)))
    show(r.result["wins"][0]["valuation"], lang)


def chankan_kan_line(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """What follows seat 0's kakan of 6p in scenario ``kakan_chankan`` under ``rules``."""
    from mjteach.course import event_chain, script, table

    r = table("kakan_chankan", _rules(rules))
    return t("course.chankan_kan", lang, events=event_chain(r.play(script("kakan_chankan")[0]), lang))


def chankan_ron_line(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """Whether the waiting seat may win on that kakan's tile (chankan) under ``rules``."""
    from mjteach.course import script, table

    r = table("kakan_chankan", _rules(rules))
    kakan, ron = script("kakan_chankan")[:2]
    r.play(kakan)
    return t("course.chankan_ron", lang, verdict=_verdict(r.why_not(ron), lang))


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
        print(t("course.pon_fu", lang, meld=m.notation, seat=m.source.label(lang),
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
    print(t("course.chi_from", lang, meld=chi.notation, seat=chi.source.label(lang)))
    for text in ("(34^5m)", "(345>m)"):
        try:
            Hand.parse("123p 456s 11z " + text)
        except mjteach.MeldError:
            print(t("course.chi_refused", lang, meld=text))
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
    return {"taken_by": lab.taken_by, "call": lab.call, "rule": lab.rule}


def show_three_way(*presets: str, lang: str | None = None):
    """Print who gets the 6p for each set of :data:`THREE_WAY` declarations under each preset;
    return the ``three_way`` CallLab under the first preset, for the learner to try."""
    from mjteach.course import claim_sentence, preset_name
    from mjteach.widgets import CallLab

    for declarations in THREE_WAY:
        said = ", ".join(f"{seat}: {t('action.' + act, lang)}" for seat, act in declarations)
        for preset in presets:
            print(t("course.declared", lang, preset=preset_name(preset, lang), said=said),
                  claim_sentence(three_way_claims(declarations, preset), "6p", lang))
    return CallLab("three_way", rules=_rules(presets[0] if presets else None))


def play_until_turn(r: Round, seat: int) -> Round:
    """Let every other seat pass on calls, draw, and discard the tile it drew, until ``seat`` has
    drawn again and must act. Returns ``r`` (played in place)."""
    from mjteach.round import Action

    while not (r.turn == seat and r.phase == "act"):
        if r.phase == "respond":
            for s in list(r.waiting_on):
                r.play(Action.pass_(s))
        elif r.phase == "draw":
            r.play(Action.draw(r.turn))
        else:
            r.play(Action.discard(r.turn, r.players[r.turn].drawn))
    return r


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
    from mjteach.course import preset_name
    from mjteach.widgets import value_label

    for preset in presets:
        print(f"{preset_name(preset, lang)}:", value_label(Rules.preset(preset).kuikae))
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


def follow(switcher: Any, draw: Callable[[Rules], str]) -> Any:
    """An HTML widget showing ``draw(rules)`` (an HTML string) for the rules ``switcher`` (a
    RuleSwitcher) holds, redrawn whenever they change. Returns the widget."""
    import ipywidgets as w

    html = w.HTML()

    def redraw(rules: Rules) -> None:
        html.value = draw(rules)

    switcher.link(redraw)
    return html


def outcomes(switcher: Any, *lines: Callable[[Rules], str]) -> Any:
    """:func:`follow` with one paragraph per sentence ``line(rules)`` of ``lines``."""
    return follow(switcher, lambda rules: _paragraphs(line(rules) for line in lines))


def _paragraphs(texts: Iterable[str]) -> str:
    return "".join(f"<p>{escape(text)}</p>" for text in texts)


def wall_after_kans(kans: int = 2, seed: int = 6, rules: Rules | str | None = None):
    """A wall dealt from ``seed`` after ``kans`` kans, each drawing its replacement tile and turning
    its kan-dora indicator (槓 § 槓ドラ: one more indicator per kan). Returns the Wall."""
    from mjteach import Wall

    wall = Wall.from_seed(seed, _rules(rules))
    wall.deal()
    for _kan in range(kans):
        wall.draw_rinshan()
        wall.reveal_kan_dora()
    return wall


def show_kan_dora_wall(kans: int = 2, seed: int = 6, lang: str | None = None):
    """:func:`wall_after_kans`, after printing its indicators and the dora they point to."""
    wall = wall_after_kans(kans, seed)
    print(t("course.indicators", lang), " ".join(str(x) for x in wall.dora_indicators))
    print(t("course.dora_are", lang), " ".join(str(x.dora()) for x in wall.dora_indicators))
    return wall


def open_kan_dora(rules: Rules | str | None = None) -> tuple[list, Valuation]:
    """Scenario ``daiminkan_kan_dora_timing`` under ``rules``: the events of the dealer's daiminkan
    on 8s and discard of 9m, and the valuation of the rinshan kaihou the same kan allows instead
    (replacement tile 1m; the new indicator 1p would make three dora). 槓 § 槓ドラ: the new
    indicator counts for that win only if it is turned at once (``kan_dora_timing_daiminkan``)."""
    from mjteach.course import script, table
    from mjteach.round import Action

    rules = _rules(rules)
    r = table("daiminkan_kan_dora_timing", rules)
    kan = script("daiminkan_kan_dora_timing")[0]
    events = r.play(kan) + r.play(Action.discard(0, "9m"))
    return events, played("daiminkan_kan_dora_timing", rules).result["wins"][0]["valuation"]


def show_open_kan_dora_timing(*presets: str, lang: str | None = None) -> None:
    """For each preset: when an open kan's indicator is turned, what happens after the kan and the
    discard, and what the rinshan kaihou is worth (:func:`open_kan_dora`)."""
    from mjteach.course import event_chain, preset_name
    from mjteach.widgets import value_label

    for preset in presets:
        rules = Rules.preset(preset)
        events, v = open_kan_dora(rules)
        print(t("course.open_kan_timing", lang, preset=preset_name(preset, lang),
                when=value_label(rules.kan_dora_timing_daiminkan)))
        print(t("course.kan_then_discard", lang, events=event_chain(events, lang)))
        print(t("course.rinshan_kan_dora", lang, value=v.message(lang), n=v.kan_dora),
              " ".join(n.message(lang) for n in v.notes))


def dora_before_discard(rules: Rules | str | None = None) -> tuple[list[str], list[str]]:
    """Scenario ``daiminkan_dora_before_discard`` under ``rules``: the dora known while choosing
    the discard after the daiminkan, and the dora after discarding 9m (the new indicator 8m makes
    9m a dora: turned after the discard, it is not known when 9m is thrown)."""
    from mjteach.course import script, table

    r = table("daiminkan_dora_before_discard", _rules(rules))
    kan, discard = script("daiminkan_dora_before_discard")
    r.play(kan)
    seen = [str(x.dora()) for x in r.wall.dora_indicators]
    r.play(discard)
    return seen, [str(x.dora()) for x in r.wall.dora_indicators]


def show_dora_before_discard(*presets: str, lang: str | None = None) -> None:
    """Print :func:`dora_before_discard` under each preset."""
    from mjteach.course import preset_name

    for preset in presets:
        seen, now = dora_before_discard(preset)
        print(t("course.dora_known", lang, preset=preset_name(preset, lang), seen=" ".join(seen),
                now=" ".join(now)))


DORA_OPTIONS = ("kan_dora", "kan_ura_dora", "ura_dora")


def show_dora_options(*presets: str, lang: str | None = None) -> None:
    """A table: each preset's kan dora, kan ura and ura dora (``*`` where the preset marks the
    value unverified), then what ``*`` means."""
    from mjteach.course import preset_name, rule_value, show_rows

    show_rows([t(f"course.col.{c}", lang) for c in ("preset", "kan_dora", "kan_ura", "ura_dora")],
              [[preset_name(p, lang), *(rule_value(Rules.preset(p), o, lang) for o in DORA_OPTIONS)]
               for p in presets])
    print(t("course.unverified_mark", lang))


def show_ura_indicators(wall, lang: str | None = None) -> None:
    """The ura indicators of ``wall`` with kan ura (under every indicator) and without."""
    print(t("course.ura_above", lang), " ".join(str(x) for x in wall.ura_indicators()))
    print(t("course.ura_without", lang), " ".join(str(x) for x in wall.ura_indicators(kan_ura=False)))


def kan_dora_timing_table(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """An HTML table: for each kind of kan, when its indicator is turned under ``rules`` and
    whether it counts for a win on that kan's replacement tile (槓 § 槓ドラ)."""
    from mjteach.course import action_words, rows_html
    from mjteach.widgets import value_label

    rules = _rules(rules)
    return rows_html(
        [t(f"course.col.{c}", lang) for c in ("kan", "indicator_turned", "counts_rinshan")],
        [[action_words(k, lang), value_label(rules.kan_dora_timing(k)),
          t("course.yes" if rules.kan_dora_counts_for_rinshan(k) else "course.no", lang)]
         for k in ("ankan", "daiminkan", "kakan")])


# Yaku the closed-only list leaves out of the lesson: optional local yaku and the double-yakuman
# forms of yakuman already named (副露 § 役の消滅 lists the common ones).
LOCAL_VARIANTS = frozenset({"open_riichi", "double_open_riichi", "daisharin", "daichisei",
                            "kokushi_13", "suuankou_tanki", "junsei_chuuren"})


def show_closed_only_yaku(lang: str | None = None) -> list[str]:
    """Print (and return) the yaku that need a concealed hand (副露 § 役の消滅), from
    :func:`mjteach.scoring.calls.yaku_lost_when_open`, without local variants."""
    from mjteach.course import yaku_names
    from mjteach.scoring.calls import yaku_lost_when_open

    keys = [y for y in yaku_lost_when_open() if y not in LOCAL_VARIANTS]
    print(t("course.need_closed", lang), yaku_names(keys, lang))
    return keys


def show_call_effect(hand: str, ctx, meld: str, lang: str | None = None):
    """Value ``hand`` closed and with ``meld`` called (:func:`~mjteach.scoring.calls.compare_call`)
    and print both values and what changed, one line per change. Returns the comparison."""
    from mjteach.scoring.calls import compare_call

    effect = compare_call(hand, ctx, meld)
    print(t("course.closed_vs_chi", lang, before=effect.before.message(lang),
            after=effect.after.message(lang)))
    for line in effect.diff.messages(lang):
        print("    ", line)
    return effect


def show_ippatsu_keshi(lang: str | None = None) -> Round:
    """Scenario ``ippatsu_keshi``: whether seat 0 (riichi last turn) may still win with ippatsu
    before and after seat 2's pon, which calls break ippatsu, and that a kakan robbed by chankan
    does not (副露 § 役の消滅; :func:`~mjteach.scoring.calls.ippatsu_broken`). Returns the round
    after the pon."""
    from mjteach.course import script, table
    from mjteach.scoring.calls import ippatsu_broken

    def yes_no(flag: bool) -> str:
        return t("course.yes" if flag else "course.no", lang)

    r = table("ippatsu_keshi")
    print(t("course.ippatsu_before", lang), yes_no(r.players[0].ippatsu))
    for action in script("ippatsu_keshi"):
        r.play(action)
    print(t("course.ippatsu_after", lang), yes_no(r.players[0].ippatsu))
    calls = ("chi", "pon", "daiminkan", "kakan", "ankan")
    print(t("course.ippatsu_calls", lang),
          ", ".join(t(f"action.{c}", lang) for c in calls if ippatsu_broken(c)))
    print(t("course.ippatsu_chankan", lang), yes_no(ippatsu_broken("kakan", robbed_by_chankan=True)))
    return r


OPEN_TANYAO = ("234m 567p 66s 45s (3<45m)", "3s")
"""The open all-simples hand of lesson 12 and its winning tile (ron)."""


def open_tanyao_value(rules: Rules | str | None = None) -> Valuation:
    """:data:`OPEN_TANYAO` won by ron under ``rules``: a win only with ``kuitan`` (副露 § 役の消滅)."""
    from mjteach import Hand
    from mjteach.course import ron
    from mjteach.scoring import evaluate

    hand, tile = OPEN_TANYAO
    return evaluate(Hand.parse(hand), ron(tile), _rules(rules))


def show_kuitan(lang: str | None = None):
    """Print :data:`OPEN_TANYAO`'s value with kuitan and without; return the hand to show."""
    from mjteach import Hand

    for kuitan in (True, False):
        v = open_tanyao_value(Rules.preset("tenhou").replace(kuitan=kuitan))
        print(t("course.kuitan_on" if kuitan else "course.kuitan_off", lang), v.message(lang))
    return Hand.parse(OPEN_TANYAO[0])


def open_tanyao_line(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """:func:`open_tanyao_value` as one sentence."""
    return t("course.open_tanyao", lang, value=open_tanyao_value(rules).message(lang))


def kuisagari_groups() -> dict[tuple[int, int], list[str]]:
    """The yaku that lose one han when open, ``{(closed han, open han): [yaku keys]}`` (副露 §
    二翻 → 一翻, § 三翻 → 二翻, § 六翻 → 五翻), from :func:`~mjteach.scoring.calls.open_hand_table`."""
    from mjteach.scoring.calls import open_hand_table

    groups: dict[tuple[int, int], list[str]] = {}
    for row in open_hand_table():
        if 0 < row["open"] < row["closed"]:
            groups.setdefault((row["closed"], row["open"]), []).append(row["key"])
    return groups


def show_kuisagari_groups(lang: str | None = None) -> None:
    """Print :func:`kuisagari_groups`, one line per group."""
    from mjteach.course import yaku_names

    for (closed, opened), keys in sorted(kuisagari_groups().items()):
        print(t("course.kuisagari_group", lang, closed=closed, opened=opened), yaku_names(keys, lang))


def show_call_yaku(hand: str, ctx, meld: str, lang: str | None = None):
    """Value ``hand`` closed and with ``meld`` called; print each value with its yaku. Returns the
    comparison (``before``, ``after``, ``hand_after``)."""
    from mjteach.course import yaku_list
    from mjteach.scoring.calls import compare_call

    effect = compare_call(hand, ctx, meld)
    print(t("course.closed", lang), effect.before.message(lang), "·", yaku_list(effect.before, lang))
    print(t("course.with_call", lang, meld=meld), effect.after.message(lang), "·",
          yaku_list(effect.after, lang))
    return effect


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
        print(f"{preset_name(p, lang)}:", _verdict(reason, lang))
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
    from mjteach.course import preset_name

    for p in presets:
        rules = Rules.preset(p)
        dora = rules.kan_dora_counts_for_rinshan("daiminkan")
        print(f"{preset_name(p, lang)}:", t("course.rinshan_dora_yes" if dora else "course.rinshan_dora_no", lang),
              "·", t("course.fourth_kan_ends" if ends_after_fourth_kan(rules) else "course.fourth_kan_goes_on", lang))


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


def _yes_no(flag: bool, lang: str | None = None) -> str:
    return t("course.yes" if flag else "course.no", lang)


def show_kan_fu_table(rules: Rules | str | None = None, lang: str | None = None) -> list[dict]:
    """Print the fu each kind of kan adds (槓 § 槓の種類による違い): per kind and tile group, the
    set before, its fu, the kan's fu, the factor, the gain and whether the kan opens the hand.
    Returns the rows of :func:`mjteach.scoring.kan.kan_fu_table` (``kind``, ``terminal``,
    ``set_before``, ``fu_before``, ``fu_after``, ``factor``, ``delta``, ``opens_hand``)."""
    from mjteach.course import show_rows
    from mjteach.scoring.kan import kan_fu_table

    rows = kan_fu_table(_rules(rules))
    before = {"concealed_triplet": t("course.kan08.concealed_triplet", lang),
              "pon": t("course.kan08.open_triplet", lang)}
    opens = {True: t("course.yes", lang), False: t("course.no", lang),
             None: t("course.kan08.already_open_pon", lang)}
    show_rows([t("course.col.kan", lang), t("course.kan08.tiles", lang), t("course.kan08.set_before", lang),
               t("course.kan08.fu_before", lang), t("course.kan08.fu_after", lang), "×",
               t("course.kan08.gain", lang), t("course.kan08.opens_the_hand", lang)],
              [[t("action." + r["kind"], lang),
                t("course.kan08.terminals" if r["terminal"] else "course.kan08.simples", lang),
                before.get(r["set_before"], r["set_before"]), r["fu_before"], r["fu_after"], r["factor"],
                f"{r['delta']:+d}", opens[r["opens_hand"]]] for r in rows])
    return rows


def kan_choices(hand, ctx, tile: str, kinds=("ankan", "daiminkan")) -> dict[str, Any]:
    """``{kind: comparison}``: ``hand`` (notation or Hand) won with ``ctx``, without and with each
    kind of kan of ``tile`` (:func:`mjteach.scoring.kan.compare_kan`: ``before``, ``after``,
    ``diff``)."""
    from mjteach import Hand
    from mjteach.scoring.kan import compare_kan

    hand = Hand.parse(hand) if isinstance(hand, str) else hand
    return {kind: compare_kan(hand, ctx, tile=tile, kind=kind) for kind in kinds}


def show_kan_choices(hand, ctx, tile: str, kinds=("ankan", "daiminkan"), lang: str | None = None) -> None:
    """Print :func:`kan_choices`: per kind, the value without and with the kan, and what changed."""
    for kind, cmp in kan_choices(hand, ctx, tile, kinds).items():
        print(f"{t('action.' + kind, lang)}: {cmp.before.message(lang)}  →  {cmp.after.message(lang)}")
        for line in cmp.diff.messages(lang):
            print("    ", line)


KINDS = ("ankan", "daiminkan", "kakan")


def kan_risk_table(rules: Rules | str | None = None, lang: str | None = None):
    """The ja article's comparison of the three kans (槓 § 槓の種類による違い, its table), each entry
    read from the model under ``rules``: fu gained, whether the kan opens a concealed hand, kan ura
    for the kanner and for concealed opponents, whether it can be robbed, tiles newly shown.
    Returns ``(header, rows)`` for :func:`~mjteach.course.show_rows` / ``rows_html``."""
    from mjteach.scoring.kan import kan_fu_table

    rules = _rules(rules)
    fu = {(r["kind"], r["terminal"]): r["delta"] for r in kan_fu_table(rules)}
    opens = {r["kind"]: r["opens_hand"] for r in kan_fu_table(rules)}
    pon = Meld.pon("555p", "5p", "toimen")
    shown = {"ankan": len(Meld.ankan("5555p").hand_tiles()),
             "daiminkan": len(Meld.daiminkan("5555p", "5p", "toimen").hand_tiles()),
             "kakan": len(pon.with_added("5p").hand_tiles()) - len(pon.hand_tiles())}
    never = t("course.kan08.never", lang)
    robbed = {"ankan": t("course.kan08.kokushi_only" if rules.kokushi_chankan_ankan
                         else "course.kan08.kokushi_rules", lang),
              "daiminkan": never,
              "kakan": t("course.kan08.chankan", lang) if rules.chankan else never}
    opened = {True: t("course.yes", lang), False: t("course.no", lang),
              None: t("course.kan08.already_open", lang)}
    rows = [("fu_gained", {k: f"+{fu[(k, False)]} / +{fu[(k, True)]}" for k in KINDS}),
            ("opens_concealed", {k: opened[opens[k]] for k in KINDS}),
            ("own_kan_ura", {k: t("course.kan08.possible" if opens[k] is False
                                  else "course.kan08.no_open_hand", lang) for k in KINDS}),
            ("opponents_kan_ura", {k: t("course.yes", lang) if rules.kan_ura_dora
                                   else t("course.kan08.no_kan_ura", lang) for k in KINDS}),
            ("robbed", robbed),
            ("shown", shown)]
    header = ["", *(t("action." + k, lang) for k in KINDS)]
    return header, [[t(f"course.kan08.{label}", lang), *(v[k] for k in KINDS)] for label, v in rows]


def show_kan_risks(preset: str = "tenhou", lang: str | None = None) -> None:
    """Print :func:`kan_risk_table` under a preset, headed by the preset's name."""
    from mjteach.course import preset_name, show_rows

    print(t("course.kan08.rules", lang, name=preset_name(preset, lang)))
    show_rows(*kan_risk_table(preset, lang))


def kan_risk_html(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """:func:`kan_risk_table` as an HTML table (for :func:`follow`)."""
    from mjteach.course import rows_html

    return rows_html(*kan_risk_table(rules, lang))


def play_out(scenario: str, rules: Rules | str | None = None, lang: str | None = None):
    """Play a shipped scenario's script under ``rules``; an action the rules refuse is reported,
    not played. Returns ``(lines, over)``: one sentence per action (what followed, or why it was
    refused) and whether the hand is over."""
    from mjteach.course import action_words, event_chain, table

    from mjteach.course import script

    r = table(scenario, _rules(rules) if rules is not None else None)
    lines = []
    for action in script(scenario):
        reason = r.why_not(action)
        result = event_chain(r.play(action), lang) if reason is None else reason.message(lang)
        lines.append(f"{action_words(action, lang)}: {result}")
    return lines, r.is_over


def _over(over: bool, lang: str | None = None) -> str:
    return t("course.kan09.over" if over else "course.kan09.goes_on", lang)


def show_four_kans(rules: Rules | str | None = None, lang: str | None = None) -> None:
    """Scenarios ``suukaikan`` (seats 0 and 1 hold three kans between them; seat 0 makes the
    fourth) and ``suukantsu_one_player`` (seat 0 makes its own fourth; seat 1 then tries a kan),
    played out: whether the hand is over, then each action (槓 § 四開槓)."""
    for name, key in (("suukaikan", "two_players"), ("suukantsu_one_player", "one_player")):
        lines, over = play_out(name, rules, lang)
        print(t(f"course.kan09.{key}", lang), _over(over, lang))
        for line in lines:
            print("   ", line)


FOUR_KAN_OPTIONS = ("suukaikan", "suukaikan_check", "max_kans", "fifth_kan_aborts")


def show_four_kan_options(*presets: str, lang: str | None = None) -> None:
    """A table of each preset's four-kan options (``*``: unverified), then the two-player four
    kans checked on the fourth kan, and the one-player case with a fifth kan allowed."""
    from mjteach.course import preset_name, rule_value, show_rows

    show_rows([t("course.col.preset", lang), *(t(f"course.kan09.{k}", lang)
                                               for k in ("abort", "checked", "most", "fifth_ends"))],
              [[preset_name(p, lang), *(rule_value(Rules.preset(p), o, lang) for o in FOUR_KAN_OPTIONS)]
               for p in presets])
    print(t("course.unverified_mark", lang))
    lines, over = play_out("suukaikan", Rules.preset("tenhou").replace(suukaikan_check="on_fourth_kan"), lang)
    print(t("course.kan09.on_fourth", lang), _over(over, lang), "·", lines[0])
    lines, over = play_out("suukantsu_one_player",
                           Rules.preset("tenhou").replace(max_kans=5, fifth_kan_aborts=True), lang)
    print(t("course.kan09.fifth", lang), _over(over, lang), "·", lines[2])


def four_kans_html(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """Scenario ``suukaikan`` played out under ``rules``, as HTML: the outcome, then each action."""
    lines, over = play_out("suukaikan", rules, lang)
    return f"<b>{escape(_over(over, lang))}</b><pre>" + escape("\n".join(lines)) + "</pre>"


KAN_YAKU = {
    "rinshan kaihou": ("234m 567p 11z 45s [8888s] +3s", "tsumo", "3s", {"rinshan": True}),
    "chankan": ("234m 567p 11z 45s 999m", "ron", "6s", {"chankan": True}),
    "sankantsu": ("11z 45s (1<111p) [8888s] (77^77z)", "ron", "6s", {}),
    "suukantsu": ("5s (1<111p) [8888s] (77^77z) [9999m]", "ron", "5s", {}),
}
"""The kan yaku of 槓 § 槓に関連のある役: a hand for each, how it wins, the tile, the context."""


def kan_yaku_hand(name: str):
    """The hand of :data:`KAN_YAKU` ``name`` (a :class:`~mjteach.Hand`, drawing itself)."""
    from mjteach import Hand

    return Hand.parse(KAN_YAKU[name][0])


def show_kan_yaku(lang: str | None = None) -> dict[str, Valuation]:
    """Score each :data:`KAN_YAKU` hand and print its yaku; returns the valuations by name."""
    from mjteach.course import ron, tsumo, yaku_list
    from mjteach.scoring import evaluate

    scored = {}
    for name, (text, how, tile, more) in KAN_YAKU.items():
        ctx = (tsumo if how == "tsumo" else ron)(tile, **more)
        scored[name] = v = evaluate(kan_yaku_hand(name), ctx)
        print(f"{text}:", yaku_list(v, lang))
    return scored


def ankan_layouts(ends: str = "7777s", middle: str = "7777z") -> list:
    """An ankan of ``ends`` with its two end tiles face down and one of ``middle`` with the two
    middle tiles face down (槓 § 暗槓: both customs), as inline SVG pictures to display."""
    from IPython.display import HTML

    from mjteach.render import meld_svg

    return [HTML(meld_svg(Meld.ankan(ends), ankan_face_down="ends")),
            HTML(meld_svg(Meld.ankan(middle), ankan_face_down="middle"))]


def show_menzen(*hands: str, lang: str | None = None) -> None:
    """For each hand (notation): is it still concealed (menzen)? An ankan keeps it so, a pon or a
    daiminkan does not (槓 § 暗槓). Prints one line per hand."""
    from mjteach import Hand

    for text in hands:
        h = Hand.parse(text)
        print(t("course.kan05.menzen", lang, hand=h.notation), _yes_no(h.is_menzen, lang))


RIICHI_ANKAN_EXAMPLES = (("111m 456p 789s 23s 55z +1m", "1m"),
                         ("1112345m 456p 789s +1m", "1m"),
                         ("111222333m 5p 789s +1m", "1m"))
"""Lesson 05's three riichi hands, each having just drawn the fourth tile: (hand, kan tile)."""


def _riichi_ankan_verdict(hand: str, tile: str, rules: Rules, lang: str | None = None,
                          short: bool = True) -> str:
    from mjteach import Hand
    from mjteach.waits import riichi_ankan_reason

    reason = riichi_ankan_reason(Hand.parse(hand), tile, rules)
    if reason is None:
        return t("course.allowed", lang)
    key = "course.kan05." + reason.code.split(".")[-1]
    from mjteach.i18n import has

    return t(key, lang) if short and has(key) else reason.message(lang)


def show_riichi_ankan_table(*presets: str, lang: str | None = None) -> None:
    """A table: may each :data:`RIICHI_ANKAN_EXAMPLES` hand make its ankan after riichi, under
    each preset (槓 § 暗槓: same wait, same decomposition, or never)?"""
    from mjteach.course import preset_name, show_rows

    show_rows([t("course.col.hand", lang), *(preset_name(p, lang) for p in presets)],
              [[hand, *(_riichi_ankan_verdict(hand, tile, Rules.preset(p), lang) for p in presets)]
               for hand, tile in RIICHI_ANKAN_EXAMPLES])


def show_riichi_ankan_reason(hand: str, tile: str, preset: str = "tenhou",
                             lang: str | None = None) -> None:
    """Print the engine's full answer for one riichi ankan: allowed, or the reason in full."""
    print(_riichi_ankan_verdict(hand, tile, Rules.preset(preset), lang, short=False))


def riichi_ankan_lab(rules: Rules | str | None = None, lang: str | None = None):
    """A KanLab at scenario ``riichi_ankan_refused`` (riichi on 7999m, the fourth 9m just drawn),
    after printing why its ankan button is disabled. Returns the lab."""
    from mjteach.widgets import KanLab

    lab = KanLab("riichi_ankan_refused", rules=_rules(rules), show_wall=False)
    print(t("course.kan05.refused_9m", lang), lab.why_not("ankan", "9m").message(lang))
    return lab


def riichi_ankan_html(rules: Rules | str | None = None, lang: str | None = None) -> str:
    """The verdict on each :data:`RIICHI_ANKAN_EXAMPLES` hand under ``rules``, as an HTML table."""
    from mjteach.course import rows_html

    rules = _rules(rules)
    return rows_html([t("course.col.hand", lang), t("course.col.verdict", lang)],
                     [[hand, _riichi_ankan_verdict(hand, tile, rules, lang, short=False)]
                      for hand, tile in RIICHI_ANKAN_EXAMPLES])


def show_kinds_of_kan(lang: str | None = None):
    """The three kinds of kan side by side (槓 § 槓の種類): an ankan of 8s (all four from the hand),
    a daiminkan of 7s called from the left, a pon of 5p with its fourth tile added (kakan); one
    line each: its kind and whether it is open. Returns a Hand of the three melds (it draws
    itself; ``save_svg(figure, "kinds-of-kan.svg")`` saves it)."""
    from mjteach import Hand

    three = (Meld.ankan("8888s"), Meld.daiminkan("7777s", "7s", "kamicha"),
             Meld.pon("555p", "5p", "toimen").with_added("5p"))
    for m in three:
        print(t("course.kan01.meld", lang, meld=m.notation, kind=m.kind.label(lang),
                open=_yes_no(m.is_open, lang)))
    return Hand(melds=three)


def show_readings(text: str, lang: str | None = None):
    """How many kans ``text`` declares and every way to read its closed tiles as sets (槓 §
    槓子: four copies in hand are not a kantsu until a kan is declared). Returns the Hand."""
    from mjteach import Hand, waits

    hand = Hand.parse(text)
    print(t("course.kan01.declared", lang, hand=hand.notation, n=len(hand.kans)))
    for d in waits.decompositions(hand.counts34()):
        print(t("course.kan01.reading", lang), d)
    return hand


def readings_line(hand, lang: str | None = None) -> str:
    """One line: ``hand``'s notation, its declared kantsu and its readings (or that it is not
    complete yet), as HTML."""
    from mjteach import waits

    counts = hand.counts34()
    found = [str(d) for d in waits.decompositions(counts)] if waits.is_complete(counts) else []
    said = t("course.kan01.kantsu", lang, n=len(hand.kans))
    read = (t("course.kan01.readings", lang) + " " + " | ".join(found)) if found else \
        t("course.kan01.incomplete", lang)
    return f"<b>{escape(hand.notation)}</b>: {escape(said)}; {escape(read)}"


def readings_of(builder) -> Any:
    """An HTML widget under a HandBuilder: :func:`readings_line` of its hand, redrawn whenever
    the hand changes. Returns the widget."""
    import ipywidgets as w

    html = w.HTML(readings_line(builder.hand))

    def redraw(_change=None) -> None:
        html.value = readings_line(builder.hand)

    builder.observe(redraw, names="notation")
    return html


def show_scored(text: str, ctx, lang: str | None = None):
    """Score ``text`` won with ``ctx`` and print the total, yaku and fu parts (``show``).
    Returns the Hand (it draws itself)."""
    from mjteach import Hand
    from mjteach.course import show
    from mjteach.scoring import evaluate

    hand = Hand.parse(text)
    show(evaluate(hand, ctx), lang)
    return hand


def show_waits_and_score(*texts: str, win: str, lang: str | None = None) -> list:
    """For each hand: its waiting tiles and the value of a ron on ``win`` (the South seat, not the
    dealer). Returns the Hands."""
    from mjteach import Hand, Tile, waits
    from mjteach.course import ron, show
    from mjteach.scoring import evaluate
    from mjteach.tiles import format_tiles

    hands = [Hand.parse(x) for x in texts]
    for h in hands:
        tiles = format_tiles(Tile(k) for k in waits.waits(h.counts34()))
        print(t("course.kan01.waits", lang, hand=h.notation, tiles=tiles, win=win))
        show(evaluate(h, ron(win)), lang)
    return hands


def ankan_picture(rules: Rules | str | None = None, meld: str = "8888s") -> str:
    """An ankan of ``meld`` drawn as ``rules.ankan_face_down`` says (SVG), for :func:`follow`."""
    from mjteach.render import meld_svg

    return meld_svg(Meld.ankan(meld), ankan_face_down=_rules(rules).ankan_face_down)


def save_figure(figure, name: str, lang: str | None = None):
    """Save ``figure`` (hand, meld or SVG string) as ``name`` in the system's temporary folder
    with :func:`mjteach.render.save_svg`, and say so. Returns the path."""
    import pathlib
    import tempfile

    from mjteach.render import save_svg

    saved = save_svg(figure, pathlib.Path(tempfile.gettempdir()) / name)
    if saved.read_text(encoding="utf-8").startswith("<?xml"):
        print(t("course.kan01.written", lang, name=saved.name))
    return saved


def press(lab, kind: str, tile: str | None = None, lang: str | None = None):
    """Press ``lab``'s button ``kind`` (for ``tile``) as a click does, and say what the engine did,
    one plain sentence per event. Returns the events (or the Reason a refused press gives)."""
    from mjteach.course import show_events

    events = lab.press(kind, tile)
    if isinstance(events, list):
        show_events(events, lang)
    else:
        print(events.message(lang))
    return events


def show_consecutive_kans(lang: str | None = None) -> None:
    """Scenario ``consecutive_ankan`` (the first replacement tile completes a second quad): what
    each action did, and which kans are allowed after it (槓 § 手順: kan after kan)."""
    from mjteach.course import action_words, script, show_events, table

    r = table("consecutive_ankan")
    for action in script("consecutive_ankan"):
        show_events(r.play(action), lang)
        more = [action_words(a, lang) for a in r.legal_actions(0) if a.kind in ("ankan", "kakan")]
        print(t("course.kan02.kans_now", lang), ", ".join(more) or "-")


def show_no_kan_after_pon(lang: str | None = None):
    """Scenario ``no_kan_after_pon`` (seat 0 has just called pon and holds 2222m): what it may do
    now, and why the ankan of 2m is refused (no kan between a call and its discard). Returns the
    Reason."""
    from mjteach.course import legal, script, table

    r = table("no_kan_after_pon")
    print(t("course.kan02.allowed_now", lang), legal(r, lang=lang))
    reason = r.why_not(script("no_kan_after_pon")[0])
    print(t("course.kan02.refused_2m", lang), reason.message(lang))
    return reason


def show_dead_wall(seed: int = 6, rules: Rules | str | None = None, lang: str | None = None):
    """A wall dealt from ``seed`` (a fixed shuffle: the same wall every time), after printing its
    live draws, the dead wall's size, the dora indicator and the replacement tiles in drawing
    order (槓 § 嶺上牌). Returns the Wall."""
    from mjteach import Wall

    wall = Wall.from_seed(seed, _rules(rules))
    wall.deal()
    print(t("course.kan03.live_dead", lang, n=wall.live_remaining, dead=len(wall.dead_wall_indices())))
    print(t("course.kan03.indicator", lang), wall.dora_indicators[0])
    print(t("course.kan03.replacements", lang), " ".join(str(wall.yama[i]) for i in wall.rinshan_indices()))
    return wall


def show_replay_at_kan(record: str = "two_kans", kan: int = 1, lang: str | None = None):
    """A ReplayViewer of the sample ``record``, after saying how many kans it holds, moved to its
    kan number ``kan`` (from 0) and saying where that is. Returns the viewer."""
    from mjteach.widgets import ReplayViewer

    replay = ReplayViewer(record)
    print(t("course.kan03.record_kans", lang, n=len(replay.replay.kan_steps())))
    replay.goto_kan(kan)
    print(t("course.kan03.step", lang, step=replay.position, total=replay.total, kans=replay.kans))
    return replay


def show_last_draw_refusals(lang: str | None = None) -> None:
    """Scenarios ``kan_on_haitei_refused`` and ``daiminkan_houtei_refused``: the live draws left,
    then each action allowed or refused with its reason (槓 § 嶺上牌: no kan on the last draw or
    the last discard). Then the same ankan allowed anyway (``kan_on_haitei``): the dead wall it
    leaves, one tile short."""
    from mjteach.course import action_words, script, table

    for name in ("kan_on_haitei_refused", "daiminkan_houtei_refused"):
        r = table(name)
        print(t("course.kan03.live_left", lang, n=r.wall.live_remaining))
        for action in script(name):
            reason = r.why_not(action)
            if reason is None:
                r.play(action)
                print(t("course.kan03.action_allowed", lang, action=action_words(action, lang)))
            else:
                print(t("course.kan03.action_refused", lang, action=action_words(action, lang)),
                      reason.message(lang))
    anyway = table("kan_on_haitei_refused", Rules.preset("tenhou").replace(kan_on_haitei=True))
    anyway.play(script("kan_on_haitei_refused")[0])
    print(t("course.kan03.anyway", lang, n=len(anyway.wall.dead_wall_indices())))


def show_wall_sizes(*presets: str, lang: str | None = None) -> None:
    """A table per preset: tiles in the wall, dead wall size, replacement tiles, live draws, the
    draws one kan costs, and whether a kan is allowed on the last draw and one draw before it
    (the old rule: 槓 § 嶺上牌)."""
    from mjteach import Wall
    from mjteach.course import preset_name, show_rows

    def ok(flag: bool) -> str:
        return t("course.kan03.allowed" if flag else "course.kan03.refused", lang)

    rows = []
    for preset in presets:
        rules = Rules.preset(preset)
        w = Wall.from_seed(6, rules)
        w.deal()
        start, rinshan = w.live_remaining, w.rinshan_remaining
        w.draw_rinshan()
        rows.append([preset_name(preset, lang), len(w.yama), rules.dead_wall_size, rinshan, start,
                     start - w.live_remaining, ok(rules.kan_on_haitei),
                     ok(not rules.kan_on_tile_before_haitei)])
    show_rows([t(f"course.kan03.{k}", lang) for k in ("preset", "tiles", "dead_wall", "replacement_tiles",
                                                       "live_draws", "kan_cost", "kan_last", "kan_before")],
              rows)


def show_old_rule_refusal(lang: str | None = None) -> None:
    """Scenario ``old_rule_before_haitei``: under the old rule, why a kan with one live tile left
    is refused."""
    from mjteach.course import script, table

    reason = table("old_rule_before_haitei").why_not(script("old_rule_before_haitei")[0])
    print(t("course.kan03.old_rule", lang), reason.message(lang))
