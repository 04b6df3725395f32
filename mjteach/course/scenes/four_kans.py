"""Lesson 09 (槓 § 四開槓, § 槓に関連のある役): four kans by one or two players, the options, the kan
yaku."""

from __future__ import annotations

from html import escape

from mjteach import Rules
from mjteach.i18n import t
from mjteach.scoring import Valuation

from ._base import _rules

__all__ = [
    "play_out", "show_four_kans", "FOUR_KAN_OPTIONS", "show_four_kan_options", "four_kans_html",
    "KAN_YAKU", "kan_yaku_hand", "show_kan_yaku", "WINS_ON_9M", "fourth_kan_discard",
]


def play_out(scenario: str, rules: Rules | str | None = None, lang: str | None = None):
    """Play a shipped scenario's script under ``rules``; an action the rules refuse is reported,
    not played. Returns ``(lines, over)``: one sentence per action (what followed, or why it was
    refused) and whether the hand is over."""
    from mjteach.course import action_words, event_chain, script, table

    r = table(scenario, _rules(rules) if rules is not None else None)
    lines = []
    for action in script(scenario):
        reason = r.why_not(action)
        result = event_chain(r.play(action), lang) if reason is None else reason.message(lang)
        lines.append(t("course.action_line", lang, action=action_words(action, lang), result=result))
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


def _four_kan_value(rules: Rules, option: str, lang: str | None = None) -> str:
    """A preset's value of a four-kan option as a label; when the four-kan check happens means
    nothing where there is no four-kan abort, so it is shown as ``—`` there."""
    from mjteach.course import rule_value

    if option == "suukaikan_check" and not rules.suukaikan:
        return "—"
    return rule_value(rules, option, lang)


def show_four_kan_options(*presets: str, lang: str | None = None) -> None:
    """A table of each preset's four-kan options (``*``: unverified), then the two-player four
    kans checked on the fourth kan, and the one-player case with a fifth kan allowed."""
    from mjteach.course import preset_name, show_rows

    show_rows([t("course.col.preset", lang), *(t(f"course.kan09.{k}", lang)
                                               for k in ("abort", "checked", "most", "fifth_ends"))],
              [[preset_name(p, lang), *(_four_kan_value(Rules.preset(p), o, lang) for o in FOUR_KAN_OPTIONS)]
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
    from mjteach.course import hand_words, ron, tsumo, yaku_list
    from mjteach.scoring import evaluate

    scored = {}
    for name, (text, how, tile, more) in KAN_YAKU.items():
        ctx = (tsumo if how == "tsumo" else ron)(tile, **more)
        scored[name] = v = evaluate(kan_yaku_hand(name), ctx)
        print(t("course.kan09.hand_yaku", lang, hand=hand_words(text, lang), yaku=yaku_list(v, lang)))
    return scored


WINS_ON_9M = "78m345s567p555z11p"
"""A hand waiting on 6m-9m with a haku triplet for its yaku: seat 2 (across from the fourth
kanner) in :func:`fourth_kan_discard`."""


def fourth_kan_discard(rules: Rules | str | None = None) -> str:
    """Scenario ``suukaikan`` (four kans by two players; seat 0's fourth kan, then its 9m discard)
    with seat 2 holding :data:`WINS_ON_9M`: what comes of that discard under ``rules``?
    ``"ron"`` (seat 2 may win on it: a win comes before the four-kan check), ``"abort"`` (the
    hand is over without a win: the four-kan abortive draw), ``"goes_on"`` otherwise
    (槓 § 四開槓: the hand ends only if nobody wins on the fourth kanner's discard)."""
    from mjteach.course import script, table
    from mjteach.round import Action
    from mjteach.scenario import load_scenario

    data = load_scenario("suukaikan").data
    seats = [*data["seats"][:2], {"hand": WINS_ON_9M}, data["seats"][3]]
    r = table(dict(data, seats=seats), _rules(rules))
    for action in script("suukaikan"):
        if r.is_over:  # the check on the fourth kan itself: no discard follows
            return "abort"
        r.play(action)
    if r.phase == "respond" and r.why_not(Action.ron(2)) is None:
        return "ron"
    while r.phase == "respond":
        r.play(Action.pass_(sorted(r.waiting_on)[0]))
    return "abort" if r.is_over else "goes_on"
