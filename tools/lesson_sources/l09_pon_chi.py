"""Lesson 09: calls (fuuro): pon, chi, daiminkan; who gets a contested discard; kuikae."""

from _cells import code, header, md

SLUG = "09-pon-chi-calls"
TITLE = "Calls: pon, chi, and who gets the discard"
GOAL = ("Make and lay out a pon and a chi, count a pon's fu and its leftover fourth tile, know that "
        "chi is only from the left (and absent in three-player), resolve a discard wanted by several "
        "players under both priority rules, and tell allowed from refused kuikae.")
TERMS = ("call · 副露（鳴く）· 副露（鸣牌）; pon · ポン（碰）· 碰; chi · チー（吃）· 吃; concealed hand · 門前 · "
         "门前清; leftover fourth tile · ポンカス · 碰剩的牌; swap calling · 喰い替え · 食替（吃换）; "
         "late pon · 遅ポン · 迟碰")

CELLS = [
    *header("09", TITLE, GOAL, TERMS),
    md("""\
## 1. What counts as a call

A **call** (副露 *fuuro* · 副露; also "to squeal", 鳴く) takes another player's discard to complete a
set: a **pon**, a **chi** or a **daiminkan**. In a looser sense the ankan and kakan are sometimes
counted too. Winning on a discard (ron) is *not* a call. A hand with no calls is **concealed**
(門前 *menzen* · 门前清).""",
       covers=["副露 § lead"]),
    md("""\
## 2. Pon

You hold a pair and anyone discards a third copy: call **pon** (ポン; the character is 碰) and lay
the three tiles out. As with the daiminkan, the sideways tile tells where it came from: left tile
from the **left** player, middle from **across**, right tile from the **right** player. The set is
an **open triplet**: 2 fu for simples, 4 fu for terminals and honors (a concealed triplet would be
worth twice that).

The one copy that is left after a pon (ポンカス) is often a **safe discard**, especially for an
honor: only kokushi could still use it.""",
       covers=["副露 § ポン"]),
    code("""\
from mjteach.scoring import set_fu
pons = [Meld.pon("555p", "5p", s) for s in ("kamicha", "toimen", "shimocha")] + [Meld.pon("777z", "7z", "toimen")]
for m in pons:
    print(f"{m.notation:9} from {m.source.label('en'):17} open triplet: {set_fu('pon', m.is_terminal_or_honor)} fu "
          f"(kept concealed: {set_fu('concealed_triplet', m.is_terminal_or_honor)} fu)")
display(*pons)          # save_svg(pons[0], "pon.svg")"""),
    md("""\
## 3. Chi

You hold two tiles of a run (for example 4-5) and the **player on your left** discards a tile that
completes it: call **chi** (チー; 吃). The called tile lies sideways. Unlike pon, chi is only
possible on the left player's discard, and **three-player mahjong has no chi at all**. The model
refuses the others:""",
       covers=["副露 § チー"]),
    code("""\
chi = Meld.chi("345m", "3m")
print(chi.notation, "is a chi of 3m from", chi.source.label("en"), "|", " ".join(f"{lt.tile}:{lt.pose}" for lt in chi.layout()))
for text in ("(34^5m)", "(345>m)"):
    try:
        Hand.parse("123p 456s 11z " + text)
    except mjteach.MeldError as err:
        print(f"{text}: refused ({err.code})")
print("chi in three-player (sanma_tenhou):", Rules.preset("sanma_tenhou").chi_allowed)
chi"""),
    md("""\
## 4. Daiminkan is a call too

Calling the fourth tile onto a concealed triplet (lesson 06) is the third kind of call.""",
       covers=["副露 § 大明槓"]),
    md("""\
## 5. Who gets a discard wanted by several players?

Several players may want one discard at once. If one call was clearly **first**, it usually wins.
If they come **at the same time**, the order is:

1. **ron** (a win),
2. **pon or daiminkan** (both cannot happen at once: there are only four copies),
3. **chi**.

Etiquette supports this: pon and kan are called at once, chi after a short pause to let them go
first; the chi player is the next to draw anyway, so the pause costs nothing. Everything should be
called before the next player touches the wall. Some clubs and parlours refuse a **late pon**
(遅ポン) that comes after a chi already called and may punish it as a false call; a chi that loses to
priority is not punished. The CallLab below resolves one discard wanted by three players, with
the declarations made in the same order under both priority rules:""",
       covers=["副露 § 関連のあるルール", "副露 § 発声の優先順位"]),
    code("""\
from mjteach.widgets import CallLab
# Seat 0 discards 6p: seat 1 (next in turn) can chi it, seat 2 can pon it, seat 3 can win on it.
lab = CallLab("three_way", rules=Rules.preset("tenhou"))
for answers in ([(1, "chi"), (2, "pon"), (3, "ron")], [(1, "chi"), (2, "pon"), (3, "pass")]):
    lab.reset()
    for seat, act in answers:
        lab.declare(seat, act)
    for preset in ("tenhou", "wrc"):
        lab.rules = Rules.preset(preset)        # the same declarations, replayed under other rules
        print(f"{preset:7} {lab.declared}: seat {lab.taken_by} takes the 6p by {lab.call} (rule: {lab.rule})")
lab.rules = Rules.preset("tenhou")
lab"""),
    md("""\
Tenhou resolves simultaneous calls by priority; the WRC 2015 rules give a meld to the first voice
(a win still beats any meld). mjteach has no option for refusing a late pon: that is a table
etiquette ruling, shown here only in words."""),
    md("""\
## 6. Kuikae: swap calling

**Kuikae** (喰い替え · 食替／吃换) is calling a chi on a tile and then discarding a tile that the
same run could have used: with 345 in hand, chi a 6 (using 45) and throw the 3. Many parlours forbid
it (both the same tile and the other end, the *suji*); online games often allow it. mjteach checks
the article's examples:

* **refused** (where kuikae is banned): 345m in hand, chi 6m with 45m, discard 3m;
* **allowed**: the same chi, discard something else now and the 3m next turn;
* **allowed**: 234567m in hand, chi 8m with 67m and discard 2m, leaving 345m + 678m: the hand was
  rebuilt, not swapped.""",
       covers=["副露 § 喰い替え"]),
    code("""\
from mjteach.round import Action
from mjteach.scenario import load_scenario
base = load_scenario("kuikae_suji").data
def chi_situation(hand, discard):
    \"\"\"Seat 0 has just discarded `discard`; seat 1 (its right-hand player) holds `hand`.\"\"\"
    seats = [{"hand": "299m222666p888s1z", "discards": discard}, {"hand": hand}, *base["seats"][2:]]
    return dict(base, seats=seats, actions=[], live="1z5z7z4z")
def call_chi(r, tile, using):
    r.play(Action.chi(1, tile, using))
    for seat in list(r.waiting_on):                 # the others let the chi stand
        r.play(Action.pass_(seat))
def until_turn_of(r, seat):
    \"\"\"Let the other players draw and discard their drawn tile until `seat` has drawn again.\"\"\"
    while not (r.turn == seat and r.phase == "act"):
        if r.phase == "respond":
            for s in list(r.waiting_on):
                r.play(Action.pass_(s))
        elif r.phase == "draw":
            r.play(Action.draw(r.turn))
        else:
            r.play(Action.discard(r.turn, r.players[r.turn].drawn))
def verdict(r, tile):
    reason = r.why_not(Action.discard(1, tile))
    return "allowed" if reason is None else "refused: " + reason.message("en")
for preset in ("tenhou", "saikouisen_classic"):
    rules = Rules.preset(preset)
    print(f"{preset} (kuikae {rules.kuikae.value})")
    r = table(chi_situation("345m11p789s4569p2z", "6m"), rules)
    call_chi(r, "6m", "45m")
    print("  345m, chi 6m with 45m, discard 3m at once:       ", verdict(r, "3m"))
    r.play(Action.discard(1, "2z"))
    until_turn_of(r, 1)
    print("  ... discard 2z instead, then 3m on the next turn: ", verdict(r, "3m"))
    r = table(chi_situation("234567m11p789s2z9p", "8m"), rules)
    call_chi(r, "8m", "67m")
    print("  234567m, chi 8m with 67m, discard 2m:             ", verdict(r, "2m"))
    print("  234567m, chi 8m with 67m, discard 5m:             ", verdict(r, "5m"))
kuikae_lab = CallLab("kuikae", rules=Rules.preset("tenhou"))
kuikae_lab.declare(1, "chi")
print("CallLab: after chi 6p with 78p (holding 6789p) these discards are refused:", kuikae_lab.kuikae_refused)
kuikae_lab"""),
    md("## 7. Check yourself"),
    code("""\
from mjteach.widgets import Quiz
from mjteach import Source
q1 = Quiz("From which player may you call chi?", [s.label("en") for s in Source] + ["anyone"],
          answer=Meld.chi("345m", "3m").source.label("en"),
          explanation="Chi is only on the left player's discard.")
q2 = Quiz("How many fu is an open pon of red dragons (7z) worth?", answer=set_fu("pon", pons[-1].is_terminal_or_honor),
          explanation="Open triplet of honors: 4 fu.")
check = table(chi_situation("345m11p789s4569p2z", "6m"), Rules.preset("tenhou"))
call_chi(check, "6m", "45m")
q3 = Quiz("Under Tenhou's rules, may you chi 6m with 45m (holding 345m) and discard 3m?", ["yes", "no"],
          answer="yes" if check.why_not(Action.discard(1, "3m")) is None else "no",
          explanation="That is kuikae: swapping the run's other end.")
display(q1, q2, q3)"""),
    md("""\
## 8. Try another rule

Switch `call_priority` or `kuikae` (or the preset): both call labs, shown again under the
switcher, replay their declarations under the new rules."""),
    code("""\
from mjteach.widgets import RuleSwitcher
switcher = RuleSwitcher("tenhou", options=["call_priority", "kuikae"])
display(switcher.link(lab, kuikae_lab), lab, kuikae_lab)   # what it changes, next to it"""),
    md("*Sources: 副露 § (lead), § ポン, § チー, § 大明槓, § 関連のあるルール, § 発声の優先順位, § 喰い替え.*"),
]
