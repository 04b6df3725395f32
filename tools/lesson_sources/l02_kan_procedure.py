"""Lesson 02: the steps of a kan, when each kind may be made, consecutive kans, kan is optional."""

from _cells import code, header, md

SLUG = "02-kan-procedure"
TITLE = "Making a kan: the steps and the timing"
GOAL = ("Follow a kan step by step (call, show, replacement draw, discard), know when each kind "
        "may be declared, and see what the engine refuses: a kan straight after chi or pon, and "
        "why nobody is ever forced to kan.")
TERMS = ("replacement tile · 嶺上牌（リンシャンパイ）· 岭上牌; win on the replacement · 嶺上開花 · "
         "岭上开花; robbing a kan · 搶槓（槍槓）· 抢杠; discard · 打牌 · 打牌; draw · 自摸 · 摸牌")

CELLS = [
    *header("02", TITLE, GOAL, TERMS),
    md("""\
## 1. When may each kind be declared?

* **ankan** and **kakan**: only on your own turn, *after* your draw and *before* your discard
  (the same moment you could declare a win by tsumo).
* **daiminkan**: on someone else's turn, *immediately after* their discard, exactly like a pon.

## 2. The four steps

1. Say **"kan"** clearly (カン · 杠).
2. Lay the four tiles out in the agreed way (lessons 05 and 06 show the layouts).
3. Draw the **replacement tile** from the dead wall (嶺上牌 · 岭上牌, lesson 03).
4. Discard as usual.

Two details of the kakan: it only *completes* once nobody has claimed the added tile. If another
player wins on it (**chankan**, 搶槓 · 抢杠), the kan never happens: no replacement tile and no new
kan-dora indicator. And if the replacement tile completes your own hand, that win is the yaku
**rinshan kaihou** (嶺上開花 · 岭上开花).

The lab below holds a hand that has just drawn its fourth 8s. Its buttons are enabled only for what
the rules allow now. The cell has pressed **ankan** once (`lab.press("ankan", "8s")`) and prints
what the engine did, in order: the kan, the new indicator, the replacement draw, and the last live
tile joining the dead wall (lesson 03). Step back and forward with the lab's own buttons. Right
under the lab sits its **rule switcher**: pick another preset or change the kan-dora timing and the
lab rebuilds the situation under the new rules at once (press **ankan** again to see the
difference).""",
       covers=["槓 § 手順", "杠 § 杠的步骤"]),
    code("""\
from mjteach.widgets import KanLab, RuleSwitcher
def four_eights(rules):          # the situation, rebuilt whenever the rules change
    return table("ankan_basic", rules)
lab = KanLab(four_eights, rules=Rules.preset("tenhou"))
switcher = RuleSwitcher("tenhou", options=["kan_dora", "kan_dora_timing_ankan", "max_kans"]).link(lab)
events = lab.press("ankan", "8s")        # the same as pressing the button
for e in events:
    extra = {k: e.data[k] for k in ("kan", "cause", "index", "joined_dead_wall", "live_remaining") if k in e.data}
    print(f"{e.kind:12} {str(e.tile or ''):3} {extra}")
display(lab, switcher)                   # the lab, and right under it the rules it follows"""),
    md("""\
## 3. Kan after kan

After the replacement draw the turn is still yours. If you now hold another four of a kind (or the
fourth tile of a pon), you may declare again: ankan or kakan, the same four steps, another
replacement tile. The scenario below gives the player a second quad that the first replacement
tile completes."""),
    code("""\
again = table("consecutive_ankan")
for action in script("consecutive_ankan"):
    kinds = [e.kind for e in again.play(action)]
    print(f"{str(action):12} -> {', '.join(kinds)}")
    more = [str(a) for a in again.legal_actions(0) if a.kind in ("ankan", "kakan")]
    print(f"{'':16}kans now legal: {more or 'none'}")"""),
    md("""\
## 4. No kan straight after chi or pon

A call ends with a discard. Between the pon (or chi) and that discard no kan may be declared, not
even with the tiles for one in hand: the engine refuses and gives its reason.""",
       covers=[]),
    code("""\
from mjteach.round import Action
after_pon = table({"name": "no_kan_after_pon", "rules": {"preset": "tenhou"},
                   "seats": [{"hand": "2222m9p666s789s (555>p)"}, {"hand": "11445577m11346p"},
                             {"hand": "6688m7799p1133s5z"}, {"hand": "22445577s12346z"}],
                   "turn": 0, "after_call": True, "dora_indicators": "3p"})
print("legal now:", [str(a) for a in after_pon.legal_actions(0)])
reason = after_pon.why_not(Action.ankan(0, "2m"))
print(reason.code, "|", reason.source)
for lang in ("en", "ja", "zh"):
    print(f"  {lang}: {reason.message(lang)}")"""),
    md("""\
## 5. A kan is never forced

Whatever the kind, declaring is a choice. The list of legal actions always keeps the plain draw
and discard (or *pass*, for a daiminkan) beside the kan. The articles add that a daiminkan in
particular is usually *not* worth making (lesson 07 shows the fu arithmetic).""",
       covers=[]),
    code("""\
fresh = table("ankan_basic")
print("legal action kinds with four 8s after the draw:", sorted({a.kind for a in fresh.legal_actions(0)}))"""),
    md("## 6. Check yourself"),
    code("""\
from mjteach.widgets import Quiz
events_after_kan = [e.kind for e in events]
q1 = Quiz("After declaring an ankan, what does the player do next?",
          ["discard at once", "draw a replacement tile", "wait for the next turn"],
          answer="draw a replacement tile" if "rinshan_draw" in events_after_kan else "discard at once",
          explanation="The kantsu has four tiles, so the hand is one short: a replacement tile is drawn.")
q2 = Quiz("May a player declare a kan right after calling pon, before discarding?", ["yes", "no"],
          answer="no" if reason is not None else "yes",
          explanation=reason.message("en") if reason else "")
display(q1, q2)"""),
    md("""\
## 7. Try another rule

A fresh copy of the section 2 lab, with a switcher of its own right under it. Switch the preset or
the kan-dora timing: the lab rebuilds the situation under the new rules; press **ankan**
(the fourth 8s is already drawn) and watch when the new indicator is turned."""),
    code("""\
from mjteach.widgets import KanLab, RuleSwitcher
try_lab = KanLab(four_eights, rules=Rules.preset("tenhou"))
display(try_lab, RuleSwitcher("tenhou", options=["kan_dora", "kan_dora_timing_ankan", "max_kans"]).link(try_lab))"""),
    md("""\
*Sources: 槓 § 手順; 杠 § 杠的步骤. Chankan and rinshan kaihou in detail: lessons 06 and 08.*"""),
]
