"""The lessons' self-checks: each lesson's quiz questions, built from the engine's answers, so a
lesson cell is one line (``check_kan_steps()``). Texts go through ``_()`` and are
translated in the catalog of the lesson that calls the function (tools/build_lessons.py reads the
``_("…")`` of the helpers a lesson calls). Arguments are what the lesson showed just before."""

from __future__ import annotations

from typing import Any

__all__ = [
    "predict_sanankou", "check_kantsu", "predict_kan_after_kan", "check_kan_steps", "predict_live_draws", "check_wall",
    "predict_dora_before_discard", "check_kan_dora", "predict_riichi_ankan_9m", "check_ankan", "predict_chi_or_daiminkan", "check_daiminkan", "predict_chankan", "check_kakan", "predict_daiminkan_points",
    "check_kan_fu", "predict_four_kans", "check_four_kans", "check_pon_chi", "predict_call_yaku", "predict_three_way",
    "check_call_priority", "predict_suuankou_pon",
    "check_call_costs", "decide_riichi_ankan", "decide_daiminkan_value", "show_daiminkan_value",
    "decide_rinshan_dora_and_fourth_kan",
]


def predict_sanankou() -> None:
    """Predict-first question of lesson 01 §3 (槓 § 槓子の扱い): which of two hands, the fourth set an
    8s ankan or a hatsu daiminkan, scores sanankou? (the next cells score both)."""
    from IPython.display import display

    from mjteach.course import _
    from mjteach.widgets import Quiz
    answer = _sanankou_hands()
    display(Quiz(_("Which of the two hands scores sanankou?"),
                 [_("both hands score it"), _("only the 8s ankan hand"), _("only the hatsu daiminkan hand"), _("neither hand scores it")],
                 answer=answer, kind="predict",
                 why_wrong=_but(answer, {
                     "both hands score it": _("The hatsu were concealed before the call, but the daiminkan took a discard: the set is open now, so only 222p and 666p stay concealed."),
                     "only the 8s ankan hand": _("Here the engine scores the two hands differently."),
                     "only the hatsu daiminkan hand": _("It is the other way round: the ankan took no one's tile and stays concealed, the daiminkan took a discard and is open."),
                     "neither hand scores it": _("Laying the 8s out does not open them: an ankan still counts as a concealed triplet, the third beside 222p and 666p.")}),
                 explanation=_("An ankan counts as a concealed triplet; a daiminkan is an open set, even when its three tiles were concealed before.")))


def _sanankou_hands() -> str:
    """The choice of :func:`predict_sanankou` that the engine's scoring gives: which of 222p 666p
    23m 99m with an 8s ankan, or with a hatsu daiminkan, scores sanankou when won on 1m."""
    from mjteach.course import Hand, ron
    from mjteach.scoring import evaluate

    ankan, daiminkan = ("sanankou" in evaluate(Hand.parse(text), ron("1m")).yaku_han
                        for text in ("222p 666p 23m 99m [8888s]", "222p 666p 23m 99m (66^66z)"))
    return {(True, True): "both hands score it", (True, False): "only the 8s ankan hand",
            (False, True): "only the hatsu daiminkan hand", (False, False): "neither hand scores it"}[ankan, daiminkan]


def check_kantsu() -> None:
    """Lesson 01's check (槓 § 槓子, § 槓子の扱い), on hands the lesson did not show: kantsu only
    once declared (four 2m held, like the lesson's four 5s), a nine-gates shape broken by an ankan
    of 1m, and which kind of 9m kan gives a new hand sanankou. The answers are the engine's."""
    from IPython.display import display

    from mjteach.course import Hand, _
    from mjteach.widgets import Quiz
    new_hand = Hand.parse("2222m 345p 678s [7777z]")  # four 2m held, like the lesson's four 5s
    q1 = Quiz(_("This hand holds 2222m 345p 678s and an ankan of red dragons (7777z). How many kantsu does it contain?"),
              answer=len(new_hand.kans), kind="apply",
              why_wrong={len(new_hand.kans) + 1: _("The four 2m were never declared: like the four 5s above, they are four tiles in the hand."),
                         len(new_hand.kans) - 1: _("The red dragons were declared as an ankan: a kantsu, even though it stays concealed.")},
              explanation=_("Only a declared kan is a kantsu ({n} here); four copies held in hand are not.").format(
                  n=len(new_hand.kans)))
    score = _nine_gates_with_ankan()
    q2 = Quiz(_("Four 1m made into an ankan, with 23456789m and two more 9m in hand: the player wins by ron on 8m. What does the hand score?"),
              [_("chuuren poutou, a yakuman"), _("chinitsu, 6 han"), _("chinitsu, 5 han: the kan cost a han"),
               _("no yaku: the ankan opened the hand")],
              answer=score, kind="apply",
              why_wrong=_but(score, {
                  "chuuren poutou, a yakuman": _("The tiles make the nine-gates shape, but four of them are a kan: the hand wins with 15 tiles, and chuuren is a 14-tile hand."),
                  "chinitsu, 6 han": _("Here the engine scores the hand differently."),
                  "chinitsu, 5 han: the kan cost a han": _("Chinitsu loses a han only in an open hand; an ankan is not a call, so the hand is still concealed."),
                  "no yaku: the ankan opened the hand": _("An ankan is not a call: the hand is still concealed, and every tile is a character tile.")}),
              explanation=_("Every tile is a character tile: chinitsu, at its concealed value. No chuuren: with the kan the hand wins with 15 tiles."))
    kinds = _kans_with_sanankou()
    q3 = Quiz(_("444m, a haku triplet (555z), 23p and 66s, and four 9m as the fourth set; the hand wins by ron on 1p. Which kinds of 9m kan give it sanankou?"),
              [_("only an ankan"), _("an ankan or a kakan"), _("any kind of kan"), _("none: a kan is not a triplet")],
              answer=kinds, kind="apply",
              why_wrong=_but(kinds, {
                  "only an ankan": _("Here the engine counts the kans differently."),
                  "an ankan or a kakan": _("A kakan grows out of a pon, an open triplet, so it counts as open: only 444m and the haku are concealed triplets."),
                  "any kind of kan": _("A daiminkan took another player's discard and a kakan grew out of a pon: both count as open triplets."),
                  "none: a kan is not a triplet": _("For yaku a kantsu stands in for a triplet: an ankan is a concealed one, the third beside 444m and the haku.")}),
              explanation=_("Sanankou needs three concealed triplets: an ankan is the third; a daiminkan or a kakan is an open triplet."))
    display(q1, q2, q3)


def _nine_gates_with_ankan() -> str:
    """The choice of :func:`check_kantsu`'s second question that the engine's scoring gives: the
    nine-gates tiles 1112345678999m with the 1m made into an ankan, won by ron on 8m."""
    from mjteach.course import Hand, ron
    from mjteach.scoring import evaluate

    v = evaluate(Hand.parse("2345678999m [1111m]"), ron("8m"))
    if not v.is_win:
        return "no yaku: the ankan opened the hand"
    if any("chuuren" in key for key in v.yaku_han):
        return "chuuren poutou, a yakuman"
    return {6: "chinitsu, 6 han", 5: "chinitsu, 5 han: the kan cost a han"}[v.yaku_han["chinitsu"]]


def _kans_with_sanankou() -> str:
    """The choice of :func:`check_kantsu`'s third question that the engine's scoring gives: which
    kinds of 9m kan beside 444m 555z 23p 66s make sanankou when the hand wins on 1p."""
    from mjteach.course import Hand, ron
    from mjteach.scoring import evaluate

    melds = {"ankan": "[9999m]", "kakan": "(99^+99m)", "daiminkan": "(99^99m)"}
    kinds = frozenset(kind for kind, meld in melds.items()
                      if "sanankou" in evaluate(Hand.parse("444m 555z 23p 66s " + meld), ron("1p")).yaku_han)
    return {frozenset({"ankan"}): "only an ankan", frozenset({"ankan", "kakan"}): "an ankan or a kakan",
            frozenset(melds): "any kind of kan", frozenset(): "none: a kan is not a triplet"}[kinds]


def predict_kan_after_kan() -> None:
    """Lesson 02 §3, predict first (槓 § 手順): the replacement tile of an ankan of 2p completes a
    second quad (scenario ``consecutive_ankan``): may the player declare again before discarding?
    The engine's answer: is the scripted second ankan legal right after the first?"""
    from IPython.display import display

    from mjteach.course import _, script, table
    from mjteach.widgets import Quiz

    r = table("consecutive_ankan")
    first, second = script("consecutive_ankan")[:2]
    r.play(first)
    answer = "yes, at once" if r.why_not(second) is None else "no, not before the discard"
    display(Quiz(_("Right after the replacement tile brings the fourth 6p, may the player declare a second kan?"),
                 [_("yes, at once"), _("no, not before the discard"), _("only on the next turn")],
                 answer=answer, kind="predict",
                 why_wrong=_but(answer, {
                     "yes, at once": _("The turn is still the player's after the replacement draw, but here the engine refuses the second kan."),
                     "no, not before the discard": _("The replacement draw does not end the turn: before the discard the player may declare again."),
                     "only on the next turn": _("Nothing makes the player wait: the turn after a replacement draw is a full turn.")}),
                 explanation=_("Kan after kan is allowed: the replacement draw leaves the turn with the player.")))


def check_kan_steps() -> None:
    """Lesson 02's check (槓 § 手順), applied to situations the lesson did not play: what follows
    a daiminkan (scenario ``daiminkan_basic``), a discard of the fourth tile of your open pon, and
    an ankan straight after a chi (scenario ``no_kan_after_chi``). The answers are the engine's."""
    from IPython.display import display

    from mjteach.course import _, script, table
    from mjteach.widgets import Quiz
    q1_answer = _after_daiminkan()
    q1 = Quiz(_("The player on your left discards 8s; you hold three 8s and call daiminkan. What happens next?"),
              [_("you discard at once"), _("you draw a replacement tile"), _("the player after you draws")],
              answer=q1_answer, kind="apply",
              why_wrong=_but(q1_answer, {
                  "you discard at once": _("Discarding now would leave the hand a tile short: the kan used four tiles for one set."),
                  "you draw a replacement tile": _("Here the engine plays no replacement draw after the kan."),
                  "the player after you draws": _("The call made it your turn, and a kan of any kind goes on with a replacement draw and your discard.")}),
              explanation=_("The steps are the same for every kind of kan: declare, lay out, draw the replacement tile, discard."))
    q2_answer = _fourth_tile_of_a_pon()
    q2 = Quiz(_("You called pon on 8s earlier. Now the player on your left discards the fourth 8s. What may you do with it?"),
              [_("add it to your pon (kakan)"), _("call daiminkan"), _("nothing: let it go")],
              answer=q2_answer, kind="apply",
              why_wrong=_but(q2_answer, {
                  "add it to your pon (kakan)": _("A kakan is made on your own turn, after your draw, with the fourth tile from your own hand; a discard is never added to a pon."),
                  "call daiminkan": _("A daiminkan needs three of the tile concealed in your hand; yours lie in an open pon."),
                  "nothing: let it go": _("Here the engine lets you call the discard.")}),
              explanation=_("A discard can make a kan only as a daiminkan, with three concealed tiles; the fourth tile added to a pon must come from your own hand."))
    # the seat of section 4 called chi (3m from kamicha) instead of pon
    chi_reason = table("no_kan_after_chi").why_not(script("no_kan_after_chi")[0])
    q3 = Quiz(_("You have just called chi with 45m on kamicha's 3m, and you hold four 2m. May you declare an ankan of 2m before your discard?"),
              [_("yes"), _("no")], answer="no" if chi_reason is not None else "yes",
              why_wrong={"yes": _("An ankan is usually declared on your own turn, but the turn after a chi is not a draw: it is the call's discard, and no kan may come in between.")},
              kind="apply", explanation=chi_reason.message() if chi_reason else "")
    display(q1, q2, q3)


def _after_daiminkan() -> str:
    """Lesson 02's first question, from the engine: what the daiminkan of scenario
    ``daiminkan_basic`` is followed by (a replacement draw, else the kanner's discard)."""
    from mjteach.course import script, table

    r = table("daiminkan_basic")
    before = len(r.events)
    r.play(script("daiminkan_basic")[0])
    after = [e.kind for e in r.events[before:]]
    if "rinshan_draw" in after:
        return "you draw a replacement tile"
    return "you discard at once" if r.phase == "act" and r.turn == 0 else "the player after you draws"


def _fourth_tile_of_a_pon() -> str:
    """Lesson 02's second question, from the engine: in scenario ``daiminkan_basic`` with the 888s
    an open pon instead, which call may the learner make on the left player's 8s?"""
    from mjteach.course import table
    from mjteach.scenario import load_scenario

    data = dict(load_scenario("daiminkan_basic").data, actions=[])
    data["seats"] = [dict(data["seats"][0], hand="2399m222666p (88^8s)"), *data["seats"][1:]]
    kinds = {a.kind for a in table(data).legal_actions(0)}
    return ("add it to your pon (kakan)" if "kakan" in kinds else
            "call daiminkan" if "daiminkan" in kinds else "nothing: let it go")


def predict_live_draws(wall: Any) -> None:
    """Lesson 03's predict-first question (槓 § 嶺上牌): live draws left after four kans."""
    from IPython.display import display

    from mjteach.course import _, wall_after_kans
    from mjteach.widgets import Quiz
    after_four = wall_after_kans(4, seed=6)
    display(Quiz(_("The wall above has {n} live draws. How many are left after four kans?").format(n=wall.live_remaining),
         answer=after_four.live_remaining,
         why_wrong={wall.live_remaining: _("The replacement tiles come from the dead wall, but the dead wall is topped up from the live wall after each one."),
                    wall.live_remaining - 8: _("A kan costs the live wall one tile, not a whole stack of two.")},
         kind="predict", explanation=_("Each kan moves one live tile into the dead wall: one draw fewer per kan.")))


def check_wall(wall: Any) -> None:
    """Lesson 03's check (槓 § 嶺上牌): live draws after kans, no kan on the haitei, the old rule's stack."""
    from IPython.display import display

    from mjteach.course import Rules, _
    from mjteach.widgets import Quiz
    two = wall.copy()
    two.draw_rinshan()
    two.draw_rinshan()
    q1 = Quiz(_("With a {n}-tile dead wall, how many live draws are left after two kans (none drawn yet)?").format(n=len(wall.dead_wall_indices())),
              answer=two.live_remaining,
              why_wrong={wall.live_remaining: _("Each replacement draw is made up from the live wall, so the live wall does get shorter.")},
              explanation=_("Each kan moves the haitei into the dead wall: one live draw fewer per kan."))
    houtei_pon = "yes" if Rules.preset("tenhou").calls_on_houtei else "no"
    q2 = Quiz(_("The player across draws the last live tile and discards it (the houtei). You hold a pair of that tile. Under Tenhou's rules, may you pon it?"),
              [_("yes"), _("no")], answer=houtei_pon, kind="apply",
              why_wrong=_but(houtei_pon, {
                  "yes": _("You could win on the houtei tile, but not call it: after the last discard no one draws again, so no set may be completed for a later turn."),
                  "no": _("These rules allow a call on the last discard.")}),
              explanation=_("The same rule that refuses a kan on the haitei draw refuses a call on the houtei discard: only a win may take it."))
    # A new wall: the old rule (a short dead wall topped up a whole stack at a time).
    from mjteach import Wall
    old_wall = Wall.from_seed(6, Rules.preset("old_rule"))
    old_wall.deal()
    old_two = old_wall.copy()
    old_two.draw_rinshan()
    old_two.draw_rinshan()
    q3 = Quiz(_("Under the old rule this wall starts with {n} live draws. How many are left after two kans?").format(n=old_wall.live_remaining),
              answer=old_two.live_remaining,
              why_wrong={old_wall.live_remaining - 2: _("That is one tile per kan, the usual rule; the old rule tops the dead wall up with a whole stack, two live tiles per kan.")},
              kind="apply", explanation=_("The old rule moves a whole stack (two tiles) from the live wall into the dead wall for each kan."))
    display(q1, q2, q3)


def predict_dora_before_discard() -> None:
    """Lesson 04 §2, predict first (槓 § 槓ドラ): after a daiminkan under Tenhou's rules, is the new
    indicator face up while the kanner chooses the discard? (the next cell plays it under Tenhou's
    and M.League's rules)."""
    from IPython.display import display

    from mjteach.course import Rules, _
    from mjteach.widgets import Quiz

    at_once = Rules.preset("tenhou").kan_dora_timing("daiminkan").value == "immediate"
    answer = "yes, it is turned at once" if at_once else "no, it is turned after the discard"
    display(Quiz(_("Under Tenhou's rules, when the kanner of a daiminkan chooses the discard, is the new indicator already face up?"),
                 [_("yes, it is turned at once"), _("no, it is turned after the discard")],
                 answer=answer, kind="predict",
                 why_wrong=_but(answer, {
                     "yes, it is turned at once": _("That is the at-once timing; Tenhou turns an open kan's indicator only after the kanner's discard."),
                     "no, it is turned after the discard": _("Here the indicator is turned at once, before the discard.")}),
                 explanation=_("Under Tenhou's rules the kanner discards without knowing the new dora: it may be the very tile thrown.")))


def check_kan_dora() -> None:
    """Lesson 04's check (槓 § 槓ドラ), applied to rules and hands the lesson did not show: the EMA
    rules' timing for a kakan's rinshan win and for the kanner's discard, and the indicators read
    for a riichi win after three kans where kan ura is left out. Answers from the rules' options."""
    from IPython.display import display

    from mjteach.course import _
    from mjteach.widgets import Quiz
    face_up = rinshan_win_indicators("ema_2016")
    q1 = Quiz(_("Under the EMA rules, a player who made an ankan earlier in the hand now makes a kakan, and its replacement tile completes the hand. How many dora indicators are face up for that win?"),
              answer=face_up, kind="apply",
              why_wrong=_but(face_up, {
                  face_up - 1: _("That is the count under Tenhou's rules, where an open kan's indicator waits for a discard; the EMA rules turn every kan's indicator at once."),
                  face_up - 2: _("Each kan adds an indicator: the ankan's was turned long ago, and the first one stays face up.")}),
              explanation=_("The first indicator, one for the ankan and, where every kan's indicator is turned at once, one for the kakan: {n}.").format(n=face_up))
    read = riichi_win_indicators(3, kan_ura=False)
    q2 = Quiz(_("A player in riichi wins after three kans, under rules that play kan dora but leave out kan ura. How many indicators are read for the win, face-up and underneath together?"),
              answer=read, kind="apply",
              why_wrong=_but(read, {
                  riichi_win_indicators(3, kan_ura=True): _("That counts the tiles under the kan-dora indicators too; these rules leave kan ura out."),
                  read - 1: _("The riichi winner also reads the tile under the first indicator: the ura dora stays."),
                  2: _("Every kan adds a face-up indicator: three kans, three more.")}),
              explanation=_("Four face up (the first and one per kan) and one underneath (the ura dora): {n}.").format(n=read))
    sees = _sees_kan_dora_before_discard("ema_2016")
    q3 = Quiz(_("Under the EMA rules, after a daiminkan, does the kanner know the new dora before choosing the discard?"),
              [_("yes"), _("no")], answer="yes" if sees else "no", kind="apply",
              why_wrong=_but("yes" if sees else "no", {
                  "no": _("That is Tenhou's custom for an open kan; the EMA rules turn every kan's indicator at once, before the discard."),
                  "yes": _("Here the open kan's indicator waits for the discard.")}),
              explanation=_("Where every kan's indicator is turned at once, the kanner sees the new dora before discarding."))
    display(q1, q2, q3)


def _sees_kan_dora_before_discard(preset: str, kind: str = "daiminkan") -> bool:
    """Is the indicator of a ``kind`` kan face up before the kanner's discard under ``preset``?"""
    from mjteach import Rules
    from mjteach.rules import KanDoraTiming

    rules = Rules.preset(preset)
    return rules.kan_dora and rules.kan_dora_timing(kind) is KanDoraTiming.IMMEDIATE


def rinshan_win_indicators(preset: str) -> int:
    """Dora indicators face up when a kakan's replacement tile wins, after an earlier ankan (its
    indicator turned long before), under ``preset`` (槓 § 槓ドラ: an open kan's own indicator
    counts for rinshan kaihou only where it is turned at once)."""
    from mjteach import Rules

    rules = Rules.preset(preset)
    return 1 + rules.kan_dora + rules.kan_dora_counts_for_rinshan("kakan")


def riichi_win_indicators(kans: int, *, kan_ura: bool, preset: str = "tenhou") -> int:
    """Indicators a riichi winner reads after ``kans`` kans (their indicators all turned) under
    ``preset`` with ``kan_ura_dora`` set to ``kan_ura``: face up, the first and one per kan; underneath,
    the ura dora and, with kan ura, one per kan (槓 § 槓ドラ, 槓ウラ)."""
    from mjteach import Rules

    rules = Rules.preset(preset).replace(kan_ura_dora=kan_ura)
    face_up = 1 + kans * rules.kan_dora
    under = rules.ura_dora * (1 + kans * (rules.kan_dora and rules.kan_ura_dora))
    return face_up + under


def predict_riichi_ankan_9m() -> None:
    """Lesson 05 §3, predict first (槓 § 暗槓): in riichi on 7999m, the fourth 9m drawn -- may the
    player make the ankan under Tenhou's rules, and if not, why? (the next cell's lab shows the
    engine's verdict)."""
    from IPython.display import display

    from mjteach.course import Rules, _
    from mjteach.widgets import KanLab, Quiz

    lab = KanLab("riichi_ankan_refused", rules=Rules.preset("tenhou"), show_wall=False)
    answer = _riichi_ankan_choice(lab.why_not("ankan", "9m"))
    display(Quiz(_("In riichi on 7999m (the rest of the hand complete), the player draws the fourth 9m. Under Tenhou's rules, may they make the ankan of 9m?"),
                 [_("yes: the wait stays the same"), _("no: the wait would change"), _("no: no ankan at all after riichi")],
                 answer=answer, kind="predict",
                 why_wrong=_but(answer, {
                     "yes: the wait stays the same": _("7999m waits on 7m (999m and a lone 7m) and on 8m (79m and a 99m pair); after the kan only 7m is left, so the wait would change."),
                     "no: the wait would change": _("Here the wait stays the same, and that is all Tenhou asks."),
                     "no: no ankan at all after riichi": _("Tenhou allows an ankan in riichi when the wait stays the same; only some rules forbid every one.")}),
                 explanation=_("A riichi ankan may not change the wait: it would here, so the engine refuses it.")))


def _riichi_ankan_choice(reason: Any) -> str:
    """The choice of :func:`predict_riichi_ankan_9m` that the engine's verdict ``reason`` (None:
    allowed) gives."""
    if reason is None:
        return "yes: the wait stays the same"
    return ("no: no ankan at all after riichi" if reason.code == "riichi_ankan.forbidden"
            else "no: the wait would change")


def check_ankan() -> None:
    """Lesson 05's check (槓 § 暗槓), on hands the lesson did not show: the yaku of a concealed hand
    with an ankan won by tsumo, a riichi ankan under the same-decomposition rule, the four tiles
    shown, a riichi ankan under Tenhou's same-wait rule."""
    from IPython.display import display

    from mjteach.course import Hand, Rules, _
    from mjteach.waits import riichi_ankan_reason
    from mjteach.widgets import Quiz
    yaku = _ankan_tsumo_yaku()
    q1 = Quiz(_("A hand with an ankan of 9p: 123m 678p 3455s, and the player draws 2s, completing it (234s 55s). Which yaku does the self-draw win score?"),
              [_("menzen tsumo"), _("no yaku: the ankan opened the hand"), _("menzen tsumo and pinfu")],
              answer=yaku, kind="apply",
              why_wrong=_but(yaku, {
                  "menzen tsumo": _("Here the engine scores more than menzen tsumo."),
                  "no yaku: the ankan opened the hand": _("An ankan is not a call: the hand is still concealed, so its self-draw scores menzen tsumo."),
                  "menzen tsumo and pinfu": _("Pinfu needs four runs, and the 9p kantsu is not a run.")}),
              explanation=_("An ankan keeps the hand concealed: the self-draw is menzen tsumo; there is no pinfu with a kantsu and no tanyao with 1m and 9p."))
    strict = riichi_ankan_reason(Hand.parse("333444555p 789s 1z +3p"), "3p", Rules.preset("m_league"))
    q2_answer = _same_decomposition_choice(strict)
    q2 = Quiz(_("Under M.League's rules (the same decomposition), a player in riichi on 333444555p 789s 1z draws the fourth 3p. May they make the ankan of 3p?"),
              [_("yes: nothing changes"), _("no: the wait would change"), _("no: the wait stays, but the sets would change")],
              answer=q2_answer, kind="apply",
              why_wrong=_but(q2_answer, {
                  "yes: nothing changes": _("The wait stays 1z, but 333444555p can also be read as three runs 345p: the kan would take that reading away."),
                  "no: the wait would change": _("The hand waits on 1z alone before the kan and after it."),
                  "no: the wait stays, but the sets would change": _("Here the engine finds that the kan changes nothing.")}),
              explanation=(strict.message() if strict else _("Nothing changes.")))
    q3 = Quiz(_("Which tiles of an ankan are shown to the other players before two are turned down?"),
              [_("none"), _("two"), _("all four")], answer="all four",
              why_wrong={"none": _("Turning tiles down unseen would let a player fake a kan; the table must see the four first."),
                         "two": _("The two that stay face up are what the table sees afterwards; before turning, all four are shown.")},
              explanation=_("Showing all four prevents a fake kan."))
    new_hand = Hand.parse("5666m 123p 456s 789s +6m")
    verdict = riichi_ankan_reason(new_hand, "6m", Rules.preset("tenhou"))
    q4 = Quiz(_("In riichi: 5666m 123p 456s 789s, and the player draws the fourth 6m. May they make the ankan of 6m under Tenhou's rules (same wait)?"),
              [_("yes"), _("no")], answer="yes" if verdict is None else "no",
              why_wrong=_but("yes" if verdict is None else "no", {
                  "yes": _("Tenhou only asks for the same wait, but this kan changes it: without three 6m in hand the 4m and 7m waits are gone."),
                  "no": _("Here the wait stays the same, and that is all Tenhou asks.")}),
              kind="apply", explanation=(verdict.message() if verdict else _("Nothing changes.")))
    display(q1, q2, q3, q4)


def _ankan_tsumo_yaku() -> str:
    """The choice of :func:`check_ankan`'s first question that the engine's scoring gives: the yaku
    of 123m 678p 234s 55s with an ankan of 9p, won by self-draw on 2s."""
    from mjteach.course import Hand, tsumo
    from mjteach.scoring import evaluate

    v = evaluate(Hand.parse("123m 678p 3455s [9999p] +2s"), tsumo("2s"))
    if not v.is_win:
        return "no yaku: the ankan opened the hand"
    return "menzen tsumo and pinfu" if "pinfu" in v.yaku_han else "menzen tsumo"


def _same_decomposition_choice(reason: Any) -> str:
    """The choice of :func:`check_ankan`'s second question that the engine's verdict gives."""
    if reason is None:
        return "yes: nothing changes"
    return ("no: the wait stays, but the sets would change"
            if reason.code == "riichi_ankan.changes_decomposition" else "no: the wait would change")


def check_daiminkan() -> None:
    """Lesson 06's check (槓 § 大明槓), on a meld and a ruleset the lesson did not show: where the
    sideways tile of a daiminkan from shimocha lies (the engine's layout), and who gets the 3s of
    section 3 under the EMA rules (the engine plays scenario ``chi_or_daiminkan``)."""
    from IPython.display import display

    from mjteach.course import Meld, _, chi_or_daiminkan, sideways_position
    from mjteach.widgets import Quiz
    from_right = sideways_position(Meld.daiminkan("2222p", "2p", "shimocha"))
    q1 = Quiz(_("The player on your right discards 2p and you call daiminkan with your three 2p. Which tile of the four lies sideways (1 = leftmost)?"),
              answer=from_right, kind="apply",
              why_wrong=_but(from_right, {
                  1: _("The leftmost tile marks a call from kamicha, the player on your left."),
                  2: _("A middle tile marks a call from toimen, the player across."),
                  3: _("A middle tile marks a call from toimen, the player across.")}),
              explanation=_("The sideways tile points at the discarder: from the right, the rightmost tile, position {n}.").format(n=from_right))
    ema_call = chi_or_daiminkan("ema_2016")["call"]
    q2 = Quiz(_("Under the EMA rules, the same chi and, a moment later, the same daiminkan on East's 3s. Who gets the tile?"),
              [_("the chi"), _("the daiminkan")],
              answer="the daiminkan" if ema_call == "daiminkan" else "the chi", kind="apply",
              why_wrong=_but("the daiminkan" if ema_call == "daiminkan" else "the chi", {
                  "the chi": _("The chi came first, but the EMA rules rank calls by kind, as Tenhou does: a kan outranks a chi."),
                  "the daiminkan": _("Here the call made first takes the tile.")}),
              explanation=_("Where calls are ranked by kind, a kan or pon beats a chi whatever the timing; only a first-voice rule such as WRC's gives it to the chi."))
    display(q1, q2)



def predict_chi_or_daiminkan() -> None:
    """Lesson 06 §3, predict first (槓 § 大明槓; 副露 § 優先順位): a chi and, a moment later, a
    daiminkan on the same 3s under Tenhou's rules -- who gets it? (the next cell plays it)."""
    from IPython.display import display

    from mjteach.course import _, chi_or_daiminkan
    from mjteach.widgets import Quiz

    tenhou_call = chi_or_daiminkan("tenhou")["call"]
    q2 = Quiz(_("Under Tenhou's rules, one player calls chi on a discard and a moment later another calls daiminkan on it. Who gets the tile?"),
              [_("the chi"), _("the daiminkan")],
              answer="the daiminkan" if tenhou_call == "daiminkan" else "the chi",
              why_wrong={"the chi": _("The chi came first, but Tenhou ranks calls by kind, not by timing, and a kan outranks a chi.")},
              kind="predict", explanation=_("Tenhou ranks the calls by kind: a kan or pon beats a chi whatever the timing."))
    display(q2)


def predict_chankan() -> None:
    """Lesson 07 §2, predict first (槓 § 搶槓): a kakan robbed by chankan -- how many replacement
    tiles does the kanner draw? (the next cell plays scenario ``kakan_chankan``)."""
    from IPython.display import display

    from mjteach.course import _, played
    from mjteach.widgets import Quiz

    display(Quiz(_("Your kakan is robbed by chankan. How many replacement tiles do you draw?"),
                 answer=sum(e.kind == "rinshan_draw" for e in played("kakan_chankan").events),
                 why_wrong={1: _("One is what a kan that completes draws; this one was robbed before it completed.")},
                 kind="predict",
                 explanation=_("None: the robbed kan fails, so there is no replacement draw and no new indicator.")))


def check_kakan() -> None:
    """Lesson 07's check (槓 § 加槓, 搶槓), each on a situation the lesson did not show: where the
    added tile of a pon from the right lies, which kan of 6p a player waiting on 3p-6p may rob
    (:func:`kan_robbable`), and whether a fourth 2m held for turns may be added under each
    reading of the rule (:func:`held_kakan_verdict`)."""
    from IPython.display import display

    from mjteach.course import Meld, Rules, _, held_kakan_verdict, kan_robbable
    from mjteach.widgets import Quiz

    poses = [lt.pose for lt in Meld.pon("333s", "3s", "shimocha").with_added("3s").layout()]
    on = poses.index("stacked") - 1  # the added tile lies on the tile just before it
    answer = {0: "on top of the left-hand tile", 2: "on top of the right-hand tile"}[on]
    q1 = Quiz(_("You called pon on 3s from the player on your right. Later you add the fourth 3s (kakan). Where does the added tile go?"),
              [_("on top of the left-hand tile"), _("on top of the right-hand tile"), _("beside the pon, at its right end")],
              answer=answer, kind="apply",
              why_wrong=_but(answer, {
                  "on top of the right-hand tile": _("The right-hand tile is the sideways one only in a pon from the player on your right; here it is another."),
                  "on top of the left-hand tile": _("The left-hand tile lies sideways only in a pon from the player on your left: the added tile goes on the sideways tile, and here that is the right-hand one."),
                  "beside the pon, at its right end": _("Four tiles side by side would read as a daiminkan: the added tile goes on top of the sideways tile, and the row keeps its three places.")}),
              explanation=_("The added tile lies on the pon's sideways tile, which shows whose discard was called: the player on your right, so the right-hand tile."))
    robbed = (kan_robbable("kakan", "tenhou"), kan_robbable("ankan", "tenhou"))
    answer = {(True, False): "only the kakan", (True, True): "the kakan and the ankan",
              (False, False): "neither of them"}[robbed]
    q2 = Quiz(_("The player on your right waits on 3p-6p. You make a kan of 6p: in one hand a kakan (the fourth 6p added to your pon), in another an ankan (four 6p held concealed). Under Tenhou's rules, which of them may that player win on by chankan?"),
              [_("neither of them"), _("the kakan and the ankan"), _("only the kakan")], answer=answer, kind="apply",
              why_wrong=_but(answer, {
                  "only the kakan": _("Here the engine answers otherwise: the ankan may be robbed too."),
                  "the kakan and the ankan": _("An ankan adds no tile to an open set: only a kokushi musou hand may rob it, and only under rules that allow that."),
                  "neither of them": _("The 6p added to the pon is a tile that player waits on: winning on it is chankan.")}),
              explanation=_("Chankan takes the tile added in a kakan; an ankan is robbed only by kokushi musou, where the rules allow it."))
    tenhou = Rules.preset("tenhou")
    allowed = tuple(held_kakan_verdict(tenhou.replace(kakan_drawn_tile_only=only)) is None
                    for only in (False, True))
    answer = {(True, True): "under both readings", (True, False): "only where a tile already held may be added",
              (False, False): "under neither"}[allowed]
    q3 = Quiz(_("You called pon on 2m. The fourth 2m came some turns ago and you kept it; now you draw 7m. Under which reading of the kakan rule may you add the 2m now?"),
              [_("under both readings"), _("only where a tile already held may be added"), _("under neither")],
              answer=answer, kind="apply",
              why_wrong=_but(answer, {
                  "under both readings": _("Where only the tile just drawn may be added, the 2m comes too late: the tile just drawn is the 7m."),
                  "only where a tile already held may be added": _("Here the engine answers otherwise."),
                  "under neither": _("The ja article's reading lets you add a fourth tile you already hold, on any turn of yours.")}),
              explanation=_("The tile just drawn may always be added; a fourth tile held for a while only where the rules allow it."))
    display(q1, q2, q3)


def predict_daiminkan_points() -> Any:
    """Lesson 08's predict-first question (槓 § 大明槓のデメリット): does the daiminkan of 4p raise or
    lower the points of this concealed hand (haku triplet for the yaku, waiting on 5m)? Returns the
    Hand, which the lesson then scores each way."""
    from IPython.display import display

    from mjteach.course import Hand, _, ron
    from mjteach.scoring.kan import compare_kan
    from mjteach.widgets import Quiz
    hand = Hand.parse("444p 234m 678s 555z 5m")
    worse = compare_kan(hand, ron("5m"), tile="4p", kind="daiminkan")
    q3 = Quiz(_("In this hand, does the daiminkan raise or lower the hand's points?"),
              [_("raise"), _("lower"), _("no change")],
              answer="raise" if worse.after.points > worse.before.points else
                     "lower" if worse.after.points < worse.before.points else "no change",
              why_wrong={"raise": _("The kan adds fu to its set, but opening the hand takes away more than that."),
                         "no change": _("The fu do change, and by enough to change the points: the kan adds some, the lost concealed-ron bonus takes more away.")},
              kind="predict", explanation=_("The {fu} fu for a concealed ron are lost, more than the kan adds.").format(
                  fu=next(p.fu for p in worse.before.fu_parts if p.key == "fu.menzen_ron")))
    display(q3)
    return hand


def check_kan_fu(table_rows: Any) -> None:
    """Lesson 08's check (槓 § 槓の種類による違い): the table's fu applied to whole hands it did not
    show -- a concealed hand with an ankan, then the same shape with a daiminkan (the engine counts
    both: :func:`mjteach.scoring.evaluate`). ``table_rows`` is the table the lesson showed."""
    from IPython.display import display

    from mjteach.course import Hand, _, ron
    from mjteach.scoring import evaluate
    from mjteach.widgets import Quiz
    closed = evaluate(Hand.parse("234m 567p 88s 34s [2222p]"), ron("5s"))
    opened = evaluate(Hand.parse("234m 567p 88s 34s (55^55z)"), ron("5s"))
    q1 = Quiz(_("A concealed hand: 234m 567p 88s 34s and an ankan of 2p, won by ron on 5s (a two-sided wait, no fu for it). How many fu?"),
              answer=closed.fu, kind="apply",
              why_wrong={closed.fu_raw: _("That is the raw count: fu are rounded up to the next 10."),
                         closed.fu - 10: _("That leaves out the 10 fu for a ron with a concealed hand: an ankan keeps the hand concealed.")},
              explanation=_("20 base + 10 for a concealed ron + 16 for the closed kan of simples = {raw}, rounded up to {fu}.").format(raw=closed.fu_raw, fu=closed.fu))
    q2 = Quiz(_("The same shape, but the fourth set is a daiminkan of white dragons called from the player across; ron on 5s. How many fu?"),
              answer=opened.fu, kind="apply",
              why_wrong={opened.fu_raw: _("That is the raw count: fu are rounded up to the next 10."),
                         opened.fu + 10: _("The daiminkan opened the hand: no 10 fu for a concealed ron.")},
              explanation=_("20 base + 16 for the open kan of honors = {raw}, rounded up to {fu}; white dragons are the yaku.").format(raw=opened.fu_raw, fu=opened.fu))
    display(q1, q2)


def check_four_kans() -> None:
    """Lesson 09's check (槓 § 四開槓, § 槓に関連のある役), each on a situation the lesson did not
    show: a win on the fourth kanner's discard (:func:`fourth_kan_discard`), a hand with three
    kans scored, a rinshan win in an open hand (both scored by :func:`mjteach.scoring.evaluate`)."""
    from IPython.display import display

    from mjteach.course import Hand, _, fourth_kan_discard, ron, tsumo
    from mjteach.scoring import evaluate
    from mjteach.widgets import Quiz

    outcome = fourth_kan_discard("tenhou")
    answer = {"ron": "the player across wins on the 9m", "abort": "an abortive draw: nobody wins",
              "goes_on": "the hand goes on"}[outcome]
    q1 = Quiz(_("Under Tenhou's rules, two players have made four kans between them. The fourth kanner discards 9m, and the player across waits on 6m-9m with a haku triplet. What happens?"),
              [_("an abortive draw: nobody wins"), _("the hand goes on"), _("the player across wins on the 9m")],
              answer=answer, kind="apply",
              why_wrong=_but(answer, {
                  "the player across wins on the 9m": _("Here the engine refuses the win."),
                  "an abortive draw: nobody wins": _("The four kans end the hand only if nobody wins on the fourth kanner's discard: the win comes first."),
                  "the hand goes on": _("The hand cannot go on: the win ends it, and without a win the four kans would.")}),
              explanation=_("Under Tenhou's rules four kans by two players end the hand only if nobody wins on the fourth kanner's discard; here someone does."))
    three = evaluate(Hand.parse("[2222m] (77^77p) (99^+99s) 555s 1z"), ron("1z"))
    sankantsu, toitoi = three.yaku_han["sankantsu"], three.yaku_han["toitoi"]
    q2 = Quiz(_("An ankan of 2m, a daiminkan of 7p, a kakan of 9s, a concealed 555s and a lone 1z, won by ron on 1z. How many han (no dora)?"),
              answer=three.han, kind="apply",
              why_wrong={sankantsu: _("That is sankantsu alone: every set is a triplet or a kan, so toitoi counts too."),
                         13: _("A yakuman needs four kans (suukantsu); three kans make sankantsu."),
                         three.han + 2: _("Sanankou needs three concealed triplets: the daiminkan and the kakan are open, so only the ankan and 555s are concealed.")},
              explanation=_("Sankantsu ({s} han) and toitoi ({t} han): {han} han.").format(
                  s=sankantsu, t=toitoi, han=three.han))
    keys = set(evaluate(Hand.parse("123m 456p 78s 99s (22^22p) +6s"), tsumo("6s", rinshan=True)).yaku_han)
    answer = ("rinshan kaihou alone" if keys == {"rinshan_kaihou"} else "rinshan kaihou and menzen tsumo"
              if keys == {"rinshan_kaihou", "menzen_tsumo"} else "nothing: the open hand has no yaku")
    q3 = Quiz(_("123m 456p 78s 99s and a daiminkan of 2p. The replacement tile is 6s and completes the hand. Which yaku does the win score?"),
              [_("nothing: the open hand has no yaku"), _("rinshan kaihou alone"), _("rinshan kaihou and menzen tsumo")],
              answer=answer, kind="apply",
              why_wrong=_but(answer, {
                  "rinshan kaihou alone": _("Here the engine finds more than rinshan kaihou."),
                  "rinshan kaihou and menzen tsumo": _("Menzen tsumo needs a concealed hand, and the daiminkan opened it."),
                  "nothing: the open hand has no yaku": _("Rinshan kaihou is a yaku of its own, in an open hand too.")}),
              explanation=_("The win on the replacement tile is rinshan kaihou, open hand or not; menzen tsumo is gone with the daiminkan."))
    display(q1, q2, q3)


def predict_four_kans() -> None:
    """Lesson 09 §1, predict first (槓 § 四開槓): under Tenhou's rules, which of the two four-kan
    scenarios ends the hand -- the kans spread over two players, or one player's four? (the next
    cell, :func:`show_four_kans`, plays both)."""
    from IPython.display import display

    from mjteach.course import _, play_out
    from mjteach.widgets import Quiz

    spread, single = play_out("suukaikan", "tenhou")[1], play_out("suukantsu_one_player", "tenhou")[1]
    answer = {(True, False): "only the two players' kans", (False, True): "only one player's four",
              (True, True): "both hands", (False, False): "neither hand"}[(spread, single)]
    display(Quiz(_("Under Tenhou's rules, after the fourth kan (and a discard nobody wins on), which hand ends: the one with the kans spread over two players, or the one where one player made all four?"),
                 [_("only the two players' kans"), _("only one player's four"), _("both hands"), _("neither hand")],
                 answer=answer, kind="predict",
                 why_wrong=_but(answer, {
                     "only the two players' kans": _("The four-kan abortive draw is Tenhou's rule when the kans are spread over players."),
                     "only one player's four": _("One player's four kans are a chance at suukantsu: the hand goes on."),
                     "both hands": _("One player's four kans are a chance at suukantsu: that hand goes on."),
                     "neither hand": _("Under Tenhou's rules four kans by two players end the hand (suukaikan).")}),
                 explanation=_("Spread over players, four kans abort the hand; one player's four do not.")))


def predict_three_way() -> None:
    """Lesson 11 §1, predict first (副露 § 優先順位): one 6p wanted for a chi, a pon and a ron
    under Tenhou's rules -- who gets it? (the next cell's call lab resolves it)."""
    from IPython.display import display

    from mjteach.course import _, three_way_claims
    from mjteach.widgets import Quiz

    display(Quiz(_("Under Tenhou's rules, one 6p is wanted for a chi, a pon and a ron. Who gets it?"),
                 [_("the chi"), _("the pon"), _("the ron")], answer=f"the {three_way_claims([(1, 'chi'), (2, 'pon'), (3, 'ron')], 'tenhou')['call']}",
                 why_wrong={"the chi": _("The chi belongs to the next player in turn, but every other call outranks a chi."),
                            "the pon": _("A pon beats a chi, but a win beats every call.")},
                 kind="predict", explanation=_("A win beats every call, and a pon beats a chi.")))


def check_call_priority() -> None:
    """Lesson 11's check (副露 § 発声の優先順位, § 喰い替え), on declarations and hands the lesson
    did not show: a ron called after a chi under first voice (WRC 2015), the discards kuikae
    refuses after a chi of 5m on 5678m, and a rebuilt hand after a chi of 7m on 123456m. The
    answers are the engine's (the call lab and the round's ``why_not``)."""
    from IPython.display import display

    from mjteach.course import _
    from mjteach.widgets import Quiz
    taken = _first_voice_chi_then_ron()
    q1 = Quiz(_("Under the WRC 2015 rules, the next player calls chi on the 6p first; a moment later the player who can win on it calls ron (the third player passes). Who gets the tile?"),
              [_("the chi"), _("the ron"), _("nobody")], answer=taken, kind="apply",
              why_wrong=_but(taken, {
                  "the chi": _("The chi came first, but the first voice only decides between melds: a win beats any meld, whenever it is called."),
                  "the ron": _("Here the win would not get it."),
                  "nobody": _("Both claims are legal: one of them takes the tile.")}),
              explanation=_("Even where the first voice takes a meld, a win beats every call."))
    refused = {("5m",): "only 5m", ("8m",): "only 8m", ("5m", "8m"): "5m and 8m", (): "neither: any tile may go"}[
        _refused_after_chi("5678m345p88p13p4z7z", "5m", "67m", ("5m", "8m"))]
    q2 = Quiz(_("You hold 5678m and call chi on the 5m from the player on your left, using 67m. Under Tenhou's rules, which discards are refused straight after the call?"),
              [_("only 5m"), _("only 8m"), _("5m and 8m"), _("neither: any tile may go")], answer=refused, kind="apply",
              why_wrong=_but(refused, {
                  "only 5m": _("8m is the other end: with 67m it makes the same run shape as the 5m (5m or 8m), and Tenhou refuses that swap too."),
                  "only 8m": _("The tile just called may not go straight out either, not even a second copy from your hand."),
                  "5m and 8m": _("Here the engine allows one of them."),
                  "neither: any tile may go": _("Tenhou bans kuikae: the tile called and the other end of the run may not go at once.")}),
              explanation=_("Where kuikae is banned, neither the tile called nor the other end of the run may be discarded straight after the chi."))
    refused = _refused_after_chi("123456m345p88p3z7z", "7m", "56m", ("1m", "4m"))
    allowed = {("1m",): "only 1m", ("4m",): "only 4m", ("1m", "4m"): "1m and 4m", (): "neither: both are refused"}[
        tuple(tile for tile in ("1m", "4m") if tile not in refused)]
    q3 = Quiz(_("You hold 123456m and call chi on 7m with 56m. Under Tenhou's rules, which of these may you discard straight away?"),
              [_("only 1m"), _("only 4m"), _("1m and 4m"), _("neither: both are refused")], answer=allowed, kind="apply",
              why_wrong=_but(allowed, {
                  "only 1m": _("Here the engine refuses 1m."),
                  "only 4m": _("4m is the other end of the run: with 56m it makes the same shape as the 7m (4m or 7m), so Tenhou refuses it, while 1m is free."),
                  "1m and 4m": _("4m is the other end of the run: with 56m it makes the same shape as the 7m (4m or 7m), so Tenhou refuses it."),
                  "neither: both are refused": _("Throwing 1m swaps nothing: 234m and the called 567m are a rebuilt hand, like the 234567m example above.")}),
              explanation=_("Only the tile called and the other end of the run are refused; after 1m the hand holds 234m and 567m, rebuilt, not swapped."))
    display(q1, q2, q3)


def _first_voice_chi_then_ron() -> str:
    """The choice of :func:`check_call_priority`'s first question that the engine gives: who gets
    the 6p of the call lab's ``three_way`` situation under WRC 2015 when the chi is called first,
    the pon's player passes and the ron comes last."""
    from mjteach.course import three_way_claims

    call = three_way_claims([(1, "chi"), (2, "pass"), (3, "ron")], "wrc")["call"]
    return f"the {call}" if call else "nobody"


def _refused_after_chi(hand: str, called: str, using: str, tiles: tuple[str, ...]) -> tuple[str, ...]:
    """Which of ``tiles`` the engine refuses as seat 1's discard straight after a chi of ``called``
    with ``using`` from ``hand``, under Tenhou's rules (:func:`mjteach.course.after_chi`)."""
    from mjteach.course import after_chi
    from mjteach.round import Action

    r = after_chi(hand, called, using, "tenhou")
    return tuple(tile for tile in tiles if r.why_not(Action.discard(1, tile)) is not None)


def predict_suuankou_pon() -> None:
    """Lesson 12 §4, predict first (副露 § 役の消滅): suuankou won by tsumo, with one triplet called
    as a pon instead -- what does the hand still score? (the next cell shows the engine's scoring)."""
    from IPython.display import display

    from mjteach.course import _, tsumo
    from mjteach.scoring import compare_call
    from mjteach.widgets import Quiz

    after = compare_call("111m 444p 777s 99s 22z +2z", tsumo("2z"), "(77^7s)").after
    keys = {y.key for y in after.yaku}
    answer = ("suuankou still" if "suuankou" in keys else "toitoi and sanankou"
              if {"toitoi", "sanankou"} <= keys else "no yaku at all")
    display(Quiz(_("Four concealed triplets (111m 444p 777s 22z) and 99s, won by tsumo on 2z: suuankou. If the 777s had been a pon, what would the hand still score?"),
                 [_("suuankou still"), _("toitoi and sanankou"), _("no yaku at all")], answer=answer, kind="predict",
                 why_wrong=_but(answer, {
                     "suuankou still": _("Suuankou needs four concealed triplets; a pon is an open triplet, so only three are left."),
                     "toitoi and sanankou": _("Here the engine finds neither toitoi nor sanankou."),
                     "no yaku at all": _("Every set is still a triplet: that is toitoi, a yaku an open hand may have.")}),
                 explanation=_("Suuankou is gone with the pon, but all four sets are still triplets (toitoi) and three of them are concealed (sanankou).")))


def check_call_costs(keshi: Any) -> None:
    """Lesson 12's check (副露 § 役の消滅, § 喰い下がり): kuisagari and the yaku a call takes away,
    on hands the lesson did not show (scored closed and open by
    :func:`mjteach.scoring.compare_call` / :func:`mjteach.scoring.evaluate`), and ippatsu-keshi
    (``keshi``: the lesson's round after the pon)."""
    from IPython.display import display

    from mjteach.course import Hand, _, ron
    from mjteach.scoring.calls import compare_call
    from mjteach.widgets import Quiz
    # A new hand: junchan and sanshoku (123 in each suit, 789p, 99m), ron on 7p; the 123s as a chi.
    junchan = compare_call("123m 123p 123s 89p 99m", ron("7p"), "(1<23s)")
    q1 = Quiz(_("123m 123p 123s 89p 99m, won by ron on 7p: junchan and sanshoku. How many han if the 123s had been a chi?"),
              answer=junchan.after.han, kind="apply",
              why_wrong={junchan.before.han: _("That is the closed value; junchan and sanshoku each lose a han once the hand is open."),
                         junchan.before.han - 1: _("Both yaku lose a han, not only one: kuisagari adds up.")},
              explanation=_closed_open(_("Closed: {closed} han. Open: {open}."), junchan.before, junchan.after))
    # A new hand: riichi, pinfu, tanyao and iipeikou, ron on 6s; the 456m as a chi instead.
    kept = set(compare_call("223344p 456m 66s 78s", ron("6s", riichi=True), "(4<56m)").after.yaku_han)
    answer = {frozenset({"tanyao"}): "tanyao alone", frozenset({"tanyao", "iipeikou"}): "tanyao and iipeikou",
              frozenset({"tanyao", "pinfu"}): "tanyao and pinfu", frozenset(): "no yaku at all"}[frozenset(kept)]
    q2 = Quiz(_("In riichi: 223344p 456m 66s 78s, won by ron on 6s: riichi, pinfu, tanyao and iipeikou. If the 456m had been a chi (no riichi then), what would the hand still score?"),
              [_("tanyao and pinfu"), _("tanyao and iipeikou"), _("tanyao alone"), _("no yaku at all")],
              answer=answer, kind="apply",
              why_wrong=_but(answer, {
                  "tanyao alone": _("Here the engine keeps more than tanyao."),
                  "tanyao and iipeikou": _("Iipeikou needs a concealed hand: the chi takes it away, although 223344p is untouched."),
                  "tanyao and pinfu": _("Pinfu needs a concealed hand: an open hand never has it."),
                  "no yaku at all": _("All the tiles are still simples, and open tanyao counts under these rules.")}),
              explanation=_("Riichi, pinfu and iipeikou need a concealed hand; tanyao survives the call where open tanyao counts."))
    q3 = Quiz(_("Can another player's call break your ippatsu?"), [_("yes"), _("no")],
              answer="yes" if not keshi.players[0].ippatsu else "no",
              why_wrong={"no": _("Any call before your next draw ends ippatsu, whoever makes it.")},
              explanation=_("Any call before your next draw cancels ippatsu: ippatsu-keshi."))
    # A new hand: ittsu and honitsu in manzu with a West triplet, won by ron on 5m, closed or after a chi.
    from mjteach.scoring import evaluate
    closed_hand = evaluate(Hand.parse("123456789m 333z 5m"), ron("5m"))
    open_hand = evaluate(Hand.parse("456789m 333z 5m (1<23m)"), ron("5m"))
    q4 = Quiz(_("123456789m, a West triplet (333z) and 5m, won by ron on 5m: ittsu and honitsu. How many han if the 123m had been a chi instead?"),
              answer=open_hand.han,
              why_wrong={closed_hand.han: _("That is the closed value; ittsu and honitsu each lose a han once the hand is open.")},
              kind="apply", explanation=_closed_open(_("Closed: {closed} han. Open: {open}."), closed_hand, open_hand))
    display(q1, q2, q3, q4)


def _closed_open(template: Any, closed: Any, opened: Any) -> Any:
    """``template`` (a text in every language with ``{closed}`` and ``{open}``) filled with the
    closed hand's han and the open hand's yaku, in each language."""
    from mjteach.course import Msg, yaku_list

    return Msg({lang: text.format(closed=closed.han, open=yaku_list(opened, lang))
                for lang, text in template.items()})


def check_pon_chi(pons: Any) -> None:
    """Lesson 10's check (副露 § チー, § ポン): whose discard a chi takes, an open pon's fu."""
    from IPython.display import display

    from mjteach import Source
    from mjteach.course import Meld, Msg, _
    from mjteach.scoring import set_fu
    from mjteach.widgets import Quiz

    q1 = Quiz(_("From which player may you call chi?"), [Msg({lang: s.label(lang) for lang in ("en", "ja", "zh")}) for s in Source] + [_("anyone")],
              answer=Meld.chi("345m", "3m").source.label("en"),
              why_wrong={Source.TOIMEN.label("en"): _("The player across may give you a tile for pon, kan or ron, never for chi."),
                         Source.SHIMOCHA.label("en"): _("The player on your right discards just after you; a chi takes only the discard just before your turn."),
                         "anyone": _("Anyone's discard can be taken for pon, but a chi only from the player whose turn comes right before yours.")},
              explanation=_("Chi is only on the left player's discard."))
    nine = Meld.pon("999p", "9p", "toimen")
    q2 = Quiz(_("You call pon on 9p from the player across. How many fu is that open triplet worth?"),
              answer=set_fu("pon", nine.is_terminal_or_honor), kind="apply",
              why_wrong={set_fu("concealed_triplet", True): _("That is a concealed triplet of terminals; a pon is open, worth half."),
                         set_fu("pon", False): _("That is an open triplet of simples; a 9 is a terminal and counts double.")},
              explanation=_("Open triplet of terminals: {fu} fu, like the red dragons above.").format(fu=set_fu("pon", True)))
    chi_ok, pon_ok = not _refused("(6^45m)"), not _refused("(66^6m)")  # both from the player across
    answer = {(False, True): "pon only", (True, True): "chi or pon", (False, False): "nothing",
              (True, False): "chi only"}[(chi_ok, pon_ok)]
    q3 = Quiz(_("The player across discards 6m. You hold 4m 5m and 6m 6m. What may you call?"),
              [_("pon only"), _("chi or pon"), _("chi only"), _("nothing")], answer=answer, kind="apply",
              why_wrong=_but(answer, {
                  "pon only": _("The pair of 6m takes any player's discard for a pon."),
                  "chi or pon": _("4m 5m would need the 6m from the player on your left; the player across may not give you a chi."),
                  "chi only": _("A chi never comes from the player across, and the 6m pair may pon it."),
                  "nothing": _("The pair of 6m may pon a discard from any player.")}),
              explanation=_("Pon from anyone, chi only from the left: here only the pon."))
    display(q1, q2, q3)


def _but(answer: str, sentences: dict) -> dict:
    """The why-wrong sentences of a quiz whose answer the engine computed: all but the answer's."""
    return {choice: text for choice, text in sentences.items() if choice != answer}


def _refused(meld: str) -> bool:
    """Does the model refuse the call written ``meld`` (in a hand around it)?"""
    import mjteach
    from mjteach import Hand

    try:
        Hand.parse("123p 456s 11z " + meld)
    except mjteach.MeldError:
        return True
    return False


def predict_call_yaku() -> None:
    """Lesson 10 §5, predict first (副露 § 役の消滅, § 喰いタン): after West's pon of 3m and a 5m
    discard, which of the waits 6s and 9s wins with a yaku? (the next cell shows the engine's
    answer: :func:`show_wins_after_call`)."""
    from IPython.display import display

    from mjteach.course import _, wins_after_call
    from mjteach.widgets import Quiz

    has = {wait: value.is_win for discard, wait, value in wins_after_call("worth_a_call", 2)
           if discard == "5m"}
    answer = {(True, True): "both", (True, False): "only 6s", (False, True): "only 9s",
              (False, False): "neither"}[(has["6s"], has["9s"])]
    q = Quiz(_("East discards 3m. West holds 3m 3m, 2p 3p 4p, 5s 6s 7s, 6p 6p, 7s 8s and 5m, and calls pon. After discarding 5m, West waits on 6s and 9s. Which of these wins has a yaku?"),
             [_("both"), _("only 6s"), _("only 9s"), _("neither")], answer=answer, kind="predict",
             why_wrong=_but(answer, {
                 "both": _("A win on 9s puts a terminal in the hand: no more tanyao, and the open hand has no other yaku."),
                 "only 6s": _("With 6s every tile is a simple, and open tanyao counts under these rules."),
                 "only 9s": _("9s is a terminal: it is the 6s win that keeps every tile a simple."),
                 "neither": _("With 6s every tile is a simple, and open tanyao (kuitan) counts under these rules.")}),
             explanation=_("An open hand needs a yaku that survives the call: here only tanyao, and only when the winning tile is a simple."))
    display(q)


def decide_riichi_ankan() -> None:
    """Lesson 13 §2 (槓 § 暗槓): in riichi on 111222333m 5p 789s, the fourth 1m drawn: may you kan it
    under Tenhou's rules, and under M.League's?"""
    from IPython.display import display

    from mjteach.course import _, riichi_ankan_verdicts
    from mjteach.widgets import Quiz

    verdict = riichi_ankan_verdicts("tenhou", "m_league")
    q1 = Quiz(_("Under Tenhou's rules, may you make the ankan of 1m?"), [_("yes"), _("no")],
              answer="yes" if verdict["tenhou"] is None else "no",
              why_wrong={"no": _("The wait is 5p before and after the kan, and that is all Tenhou asks.")},
              explanation=_("Tenhou asks only that the waiting tiles stay the same: they do, 5p before and after."))
    q2 = Quiz(_("Under M.League's rules, may you make the ankan of 1m?"), [_("yes"), _("no")],
              answer="yes" if verdict["m_league"] is None else "no",
              why_wrong={"yes": _("The wait stays 5p, but M.League also asks that 111m be a triplet in every reading, and it can be read as runs.")},
              explanation=_("This rule also asks that the three tiles are a triplet in every reading of the hand: 111222333m can also be read as three runs, so the kan would change the hand."))
    display(q1, q2)


def decide_daiminkan_value() -> Any:
    """Lesson 13 (槓 § 大明槓のデメリット): does the daiminkan of 4p raise the value of the ron?
    Returns the comparison (:func:`mjteach.scoring.kan.compare_kan`) the lesson then prints."""
    from IPython.display import display

    from mjteach.course import Hand, _, ron
    from mjteach.scoring.kan import compare_kan
    from mjteach.widgets import Quiz

    choice = compare_kan(Hand.parse("444p 234m 678s 555z 5m"), ron("5m"), tile="4p", kind="daiminkan")
    q3 = Quiz(_("Does the daiminkan raise the value of the ron?"), [_("yes"), _("no")],
              answer="yes" if choice.after.points > choice.before.points else "no",
              why_wrong={"yes": _("The kan doubles the set's fu, but opening the hand costs the concealed-ron bonus, which is worth more here.")},
              explanation=_("The kan doubles the set's fu, but the hand loses the {fu} fu for a concealed ron.").format(
                  fu=next(p.fu for p in choice.before.fu_parts if p.key == "fu.menzen_ron")))
    display(q3)
    return choice


def show_daiminkan_value(choice: Any) -> None:
    """The answer to :func:`decide_daiminkan_value`: the ron's value without the kan and with it."""
    from mjteach.course import _, say

    say(_("Without the kan:"), choice.before.message())
    say(_("With the daiminkan:"), choice.after.message())


def decide_rinshan_dora_and_fourth_kan() -> None:
    """Lesson 13 (槓 § 槓ドラ, § 四開槓): does a daiminkan's new indicator count for your rinshan win
    under Tenhou's rules; does a fourth kan end the hand under M.League's?"""
    from IPython.display import display

    from mjteach import Rules
    from mjteach.course import _, ends_after_fourth_kan
    from mjteach.widgets import Quiz

    tenhou, mleague = Rules.preset("tenhou"), Rules.preset("m_league")
    counts = {name: rules.kan_dora_counts_for_rinshan("daiminkan") for name, rules in (("tenhou", tenhou), ("m_league", mleague))}
    q4 = Quiz(_("Under Tenhou's rules, does that daiminkan's new dora indicator count for your rinshan win?"), [_("yes"), _("no")],
              answer="yes" if counts["tenhou"] else "no",
              why_wrong={"yes": _("It would count where every kan's indicator is turned at once, as under M.League; Tenhou waits for a discard.")},
              explanation=_("Tenhou turns an open kan's indicator only after the discard, and a rinshan win has no discard."))
    over = {"tenhou": ends_after_fourth_kan(tenhou), "m_league": ends_after_fourth_kan(mleague)}
    q5 = Quiz(_("Under M.League's rules, does the hand end after that fourth kan?"), [_("yes"), _("no")],
              answer="yes" if over["m_league"] else "no",
              why_wrong={"yes": _("The four-kan abortive draw is Tenhou's rule; M.League has none and plays on.")},
              explanation=_("M.League does not play the four-kan abortive draw; Tenhou does."))
    display(q4, q5)
