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
pons = [Meld.pon("555p", "5p", s) for s in ("kamicha", "toimen", "shimocha")] + [Meld.pon("777z", "7z", "toimen")]
from mjteach.scoring import meld_fu
for m in pons:
    print(f"{m.notation:10} from {m.source.label('en'):9} fu {meld_fu(m)}")
figure = mjteach.render.melds_svg(pons)
SVG(figure)"""),
    md("""\
## 3. Chi

You hold two tiles of a run (for example 4-5) and the **player on your left** discards a tile that
completes it: call **chi** (チー; 吃). The called tile lies sideways. Unlike pon, chi is only
possible on the left player's discard, and **three-player mahjong has no chi at all**. The model
refuses the others:""",
       covers=["副露 § チー"]),
    code("""\
print(Meld.chi("345m", "3m").notation, "is a chi of 3m from kamicha")
for text in ("(34^5m)", "(345>m)"):
    try:
        Hand.parse("123p 456s 11z " + text)
    except mjteach.MeldError as err:
        print(f"{text}: refused ({err.code})")
print("chi in three-player (sanma_tenhou):", Rules.preset("sanma_tenhou").chi_allowed)"""),
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
priority is not punished. The CallLab resolves one discard under both priority rules:""",
       covers=["副露 § 関連のあるルール", "副露 § 発声の優先順位"]),
    code("""\
from mjteach.widgets import CallLab
lab = CallLab.from_scenario("priority-pon-vs-chi")
for preset in ("tenhou", "wrc"):
    lab.rules = Rules.preset(preset)
    print(f"{preset:7} ({lab.rules.call_priority.value}): {lab.resolve()}")
lab"""),
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
from mjteach.round import kuikae_reason
checks = [("345m 11p 789s 456p 2z", "(6<45m)", "3m"),
          ("345m 11p 789s 456p 2z", "(6<45m)", "2z"),
          ("234567m 11p 789s 2z", "(8<67m)", "2m")]
for preset in ("tenhou", "saikouisen_classic"):
    rules = Rules.preset(preset)
    for before, chi, discard in checks:
        reason = kuikae_reason(Hand.parse(before), Meld.parse(chi), Tile.parse(discard), rules)
        print(f"{preset:19} {before:24} {chi:9} discard {discard}: "
              + ("allowed" if reason is None else reason.message("en")))"""),
    md("## 7. Check yourself"),
    code("""\
from mjteach.widgets import Quiz
q1 = Quiz("From which player may you call chi?", ["left (kamicha)", "across (toimen)", "right (shimocha)", "anyone"],
          answer="left (kamicha)", explanation="Chi is only on the left player's discard.")
q2 = Quiz("How many fu is an open pon of red dragons (7z) worth?", answer=meld_fu(pons[-1]),
          explanation="Open triplet of honors: 4 fu.")
discard_check = kuikae_reason(Hand.parse(checks[0][0]), Meld.parse(checks[0][1]), Tile.parse("3m"), Rules.preset("tenhou"))
q3 = Quiz("Under Tenhou's rules, may you chi 6m with 45m (holding 345m) and discard 3m?", ["yes", "no"],
          answer="yes" if discard_check is None else "no",
          explanation="That is kuikae: swapping the run's other end.")
display(q1, q2, q3)"""),
    md("""\
## 8. Try another rule

Switch `call_priority`, `kuikae` or `chi_allowed` and the call lab answers again."""),
    code("""\
from mjteach.widgets import RuleSwitcher
RuleSwitcher("tenhou", options=["call_priority", "kuikae", "chi_allowed"]).link(lab)"""),
    md("*Sources: 副露 § (lead), § ポン, § チー, § 大明槓, § 関連のあるルール, § 発声の優先順位, § 喰い替え.*"),
]
