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
wall = Wall.from_seed(6)
wall.deal()
for _ in range(2):            # two kans: each draws a replacement tile and turns an indicator
    wall.draw_rinshan()
    wall.reveal_kan_dora()
print("indicators:", [str(t) for t in wall.dora_indicators],
      "-> dora:", [str(t.dora()) for t in wall.dora_indicators])
dead = mjteach.render.dead_wall_svg(wall)      # save_svg(dead, "kan-dora.svg")
HTML(dead)   # inline SVG: named for screen readers"""),
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
`…_kakan`). The same daiminkan, played under both customs: first the order of events when the kanner
discards, then a win on the replacement tile, scored by the engine:""",
       covers=["槓 § 槓ドラ", "杠 § 杠宝牌"]),
    code("""\
from mjteach.round import Action
from mjteach.scenario import load_scenario
from mjteach.widgets import value_label     # option values as readable labels
# daiminkan_basic: the dealer (seat 0) holds 888s and the left-hand player (kamicha, seat 3)
# discards the fourth 8s.
# Here the replacement tile (1m) completes the hand, and the next indicator is 1p: three dora (2p).
situation = dict(load_scenario("daiminkan_basic").data, rinshan="1m2m3m4m", kan_dora="1p", actions=[])
for preset in ("tenhou", "m_league"):
    rules = Rules.preset(preset)
    print(f"{preset}: open-kan indicator turned {value_label(rules.kan_dora_timing_daiminkan)}")
    r = table(situation, rules)
    events = r.play(Action.daiminkan(0, "8s")) + r.play(Action.discard(0, "9m"))
    print("   kan, then discard 9m:", " → ".join(e.kind for e in events if e.kind != "claims"))
    r = table(situation, rules)
    r.play(Action.daiminkan(0, "8s"))
    r.play(Action.tsumo(0))                       # the replacement tile 1m wins: rinshan kaihou
    v = r.result["wins"][0]["valuation"]
    print("   rinshan kaihou:", v.message(), "| kan dora", v.kan_dora,
          "|", "; ".join(n.message() for n in v.notes) or "-")"""),
    md("""\
**About the order printed above.** The table in section 2 says "right after the replacement draw",
the way the ja article puts it for a kan dora turned at once. Tenhou's game records turn a closed
kan's indicator at the declaration, just *before* the replacement draw, and mjteach follows the
records so that real games replay event for event; it turns every immediate indicator that way
(`kan → dora_reveal → rinshan_draw` above). Either way the kanner knows the new dora before
choosing the discard. Under the after-the-discard timing the
reveal is recorded as the discard is made (`rinshan_draw → … → dora_reveal → discard`): it already
counts if someone wins by ron on that very discard."""),
    md("""\
And the discard: the same daiminkan, but this time the next indicator is 8m, so the new dora is
9m, the very tile the kanner throws. What did the player know when choosing the discard?"""),
    code("""\
unlucky = dict(situation, kan_dora="8m")
for preset in ("tenhou", "m_league"):
    r = table(unlucky, Rules.preset(preset))
    r.play(Action.daiminkan(0, "8s"))
    seen = [str(t.dora()) for t in r.wall.dora_indicators]       # dora known while choosing
    r.play(Action.discard(0, "9m"))
    now = [str(t.dora()) for t in r.wall.dora_indicators]
    print(f"{preset:9} dora known when discarding 9m: {seen}; dora after the discard: {now}")"""),
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
print("ura indicators of the wall above (under all three indicators):", [str(t) for t in wall.ura_indicators()])
print("the same wall without kan ura:", [str(t) for t in wall.ura_indicators(kan_ura=False)])"""),
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
import ipywidgets as w
from mjteach.widgets import RuleSwitcher
from mjteach.widgets import value_label     # option values as readable labels
timing = w.HTML()
def show(rules):
    cells = "".join(f"<tr><td>{k}</td><td>{value_label(rules.kan_dora_timing(k))}</td>"
                    f"<td>{'yes' if rules.kan_dora_counts_for_rinshan(k) else 'no'}</td></tr>"
                    for k in ("ankan", "daiminkan", "kakan"))
    timing.value = ("<table><tr><th>kan</th><th>indicator turned</th><th>counts for rinshan kaihou</th></tr>"
                    + cells + "</table>")
switcher = RuleSwitcher("tenhou", options=["kan_dora", "kan_dora_timing_ankan",
                        "kan_dora_timing_daiminkan", "kan_dora_timing_kakan", "kan_ura_dora"]).link(show)
display(switcher, timing)"""),
    md("""\
*Sources: 槓 § 槓ドラ; 杠 § 杠宝牌. Timing per ruleset: Tenhou and Mahjong Soul turn a closed kan's
indicator at once and an open kan's at the discard; M.League, WRC and EMA turn every kan's at once
(compare the presets `tenhou`, `mahjong_soul`, `m_league`, `wrc`, `ema` in the switcher above).*"""),
]
