"""Lesson 04: kan dora, when its indicator is turned (variants), what that changes, kan ura."""

from _cells import code, header, md

SLUG = "04-kan-dora"
TITLE = "Kan dora: a new indicator, and when it is turned"
GOAL = ("See where each kan's new dora indicator lies, compare the two reveal timings (closed kan "
        "at once / open kan after the discard, versus every kan at once) and what they change for "
        "the kanner's discard and for a win on the replacement tile; know kan ura and the rules "
        "that drop it.")
TERMS = ("dora · ドラ · 宝牌; dora indicator · ドラ表示牌 · 宝牌指示牌; kan dora · 槓ドラ · 杠宝牌; "
         "kan ura · 槓ウラ · 杠里宝牌; reveal at once · 即乗り／即めくり · 即翻; reveal after the "
         "discard · 後乗り（打牌後）· 打牌后翻")

CELLS = [
    *header("04", TITLE, GOAL, TERMS),
    md("""\
## 1. One more indicator per kan

Under the usual rules every completed kan adds a dora. The tile next to the first dora indicator
is turned face up and works as a second indicator (**kan dora**, 槓ドラ · 杠宝牌); the next kan turns
the tile after that, and so on, up to four extra indicators. The wall below has had two kans; the
indicators turned so far are highlighted.""",
       covers=["槓 § 槓ドラ", "杠 § 杠宝牌"]),
    code("""\
from mjteach import Wall
from mjteach.widgets import WallView
wall = Wall.from_seed(6)
wall.deal()
for _ in range(2):
    wall.draw_rinshan()
    wall.reveal_kan_dora()
print("indicators:", [str(t) for t in wall.dora_indicators],
      "-> dora:", [str(t.dora()) for t in wall.dora_indicators])
WallView(wall)"""),
    md("""\
## 2. When is the new indicator turned?

Rule sets differ, and the articles name two customs:

| custom | ankan | daiminkan, kakan |
|---|---|---|
| **closed kan at once, open kan after the discard** (暗槓は即めくり、明槓は打牌後 · 暗杠即翻，明杠打牌后翻) | right after the replacement draw | only once the kanner has discarded |
| **every kan at once** (槓ドラ即乗り／即めくり · 杠宝牌即翻) | right after the replacement draw | right after the replacement draw |

What the difference does:

* **For the discard.** Under the first custom, after an *open* kan you must discard before you know
  the new dora. Your discard may turn out to be the new dora, and others can already call it.
  Under the second custom you see the new dora first.
* **For rinshan kaihou.** If the replacement tile after an open kan completes your hand, there is no
  discard, so under the first custom that kan's indicator is **never turned**: it adds no dora to
  the win. Under the second custom it counts.

mjteach's presets hold the timing per kan kind (`kan_dora_timing_ankan`, `…_daiminkan`,
`…_kakan`). The same daiminkan and rinshan win, scored under both customs:""",
       covers=["槓 § 槓ドラ", "杠 § 杠宝牌"]),
    code("""\
from mjteach import Round
for preset in ("tenhou", "m_league"):
    rules = Rules.preset(preset)
    r = Round.from_scenario("kan-dora-daiminkan-rinshan", rules=rules)
    v = r.evaluate_win(r.turn)
    print(f"{preset:9} daiminkan indicator: {rules.kan_dora_timing_daiminkan.value:13} "
          f"counts for the rinshan win: {rules.kan_dora_counts_for_rinshan('daiminkan')}; "
          f"dora in the win: {v.dora}; points {v.points}")"""),
    md("""\
## 3. Kan ura

When a player who declared **riichi** wins, the tiles *under* the indicators become ura indicators
(裏ドラ · 里宝牌). Under most rules that includes the tile under each kan-dora indicator
(**kan ura**, 槓ウラ · 杠里宝牌). Rules that dislike inflated scores leave kan ura out, and some
(for example the JPML professional rules) use no kan dora at all:""",
       covers=["槓 § 槓ドラ", "杠 § 杠宝牌"]),
    code("""\
print(f"{'preset':20}{'kan dora':>9}{'kan ura':>9}{'ura':>6}")
for name in ("tenhou", "mahjong_soul", "m_league", "jpml", "saikouisen_classic"):
    r = Rules.preset(name)
    print(f"{name:20}{str(r.kan_dora):>9}{str(r.kan_ura_dora):>9}{str(r.ura_dora):>6}")
print("ura indicators in the wall above (with kan ura):", [str(t) for t in wall.ura_indicators()])"""),
    md("## 4. Check yourself"),
    code("""\
from mjteach.widgets import Quiz
tenhou = Rules.preset("tenhou")
q1 = Quiz("Under Tenhou's rules, does a daiminkan's new indicator count for a rinshan kaihou on "
          "that kan's replacement tile?", ["yes", "no"],
          answer="yes" if tenhou.kan_dora_counts_for_rinshan("daiminkan") else "no",
          explanation="Open kans turn their indicator after the discard; a rinshan win has no discard.")
q2 = Quiz("After two kans, how many dora indicators are face up (kan dora in use)?",
          answer=len(wall.dora_indicators),
          explanation="The first indicator plus one per kan.")
display(q1, q2)"""),
    md("""\
## 5. Try another rule

Change the timing options or pick another preset: the table of what counts follows."""),
    code("""\
from ipywidgets import HTML, VBox
from mjteach.widgets import RuleSwitcher
timing = HTML()
def show(rules):
    cells = "".join(f"<tr><td>{k}</td><td>{rules.kan_dora_timing(k).value}</td>"
                    f"<td>{rules.kan_dora_counts_for_rinshan(k)}</td></tr>"
                    for k in ("ankan", "daiminkan", "kakan"))
    timing.value = ("<table><tr><th>kan</th><th>indicator turned</th><th>counts for rinshan kaihou</th></tr>"
                    + cells + "</table>")
switcher = RuleSwitcher("tenhou", options=["kan_dora", "kan_dora_timing_ankan",
                        "kan_dora_timing_daiminkan", "kan_dora_timing_kakan", "kan_ura_dora"]).link(show)
VBox([switcher, timing])"""),
    md("""\
*Sources: 槓 § 槓ドラ; 杠 § 杠宝牌. Timing per ruleset: ../shared/notes/rulesets.md §2.1.*"""),
]
