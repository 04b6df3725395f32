"""Lesson 08: the four-kan abortive draw and its exceptions; the four yaku tied to kans."""

from _cells import code, header, md

SLUG = "08-suukaikan-and-kan-yaku"
TITLE = "Four kans, and the yaku that kans make"
GOAL = ("Know when four kans end the hand (suukaikan) and when they do not, including the fifth-kan "
        "and win-on-the-fourth variants, and score the four kan yaku: rinshan kaihou, chankan, "
        "sankantsu and suukantsu.")
TERMS = ("four-kan abortive draw · 四開槓（四槓散了）· 四开杠; abortive draw · 途中流局 · 途中流局; "
         "rinshan kaihou · 嶺上開花 · 岭上开花; chankan · 搶槓 · 抢杠; sankantsu · 三槓子 · 三杠子; "
         "suukantsu · 四槓子 · 四杠子; yakuman · 役満 · 役满")

CELLS = [
    *header("08", TITLE, GOAL, TERMS),
    md("""\
## 1. Suukaikan: four kans by more than one player

Under many rules, once **four kans** have been made in one hand by **two or more players**, the hand
is abandoned as an abortive draw (**suukaikan**, 四開槓, also written 四槓散了 / 四槓算了 · 四开杠).
In Tenhou's version the check comes when the fourth kanner discards: if nobody wins on that
discard, the hand ends. Read literally, the rule can also end the hand the moment the fourth kan
stands; mjteach's option `suukaikan_check` offers both.

Exceptions and variants:

* if **one player** made all four kans, there is no abort: that player is waiting for suukantsu, and
  **nobody else may kan** any more;
* some rules allow a **fifth kan** (by someone else) and end the hand with it;
* a rare rule counts suukantsu as won at the moment the fourth kan is completed.

The engine plays the fourth kan in two scenarios, one with the kans spread over two players, one
with a single player holding all of them (mjteach offers no option for the win-on-the-fourth-kan
rule; it is described here only):""",
       covers=["槓 § 四開槓", "杠 § 四开杠"]),
    code("""\
def play_out(name, rules=None):
    \"\"\"Play a scenario's script; refused actions are reported, not played.\"\"\"
    r, lines = table(name, rules), []
    for action in script(name):
        reason = r.why_not(action)
        if reason is None:
            lines.append(f"{str(action):14} -> {', '.join(e.kind for e in r.play(action))}")
        else:
            lines.append(f"{str(action):14} refused: {reason.message('en')}")
    outcome = "hand over: " + r.result["kind"] if r.is_over else "the hand goes on"
    return lines, outcome
# suukaikan: seats 0 and 1 already hold three kans between them; seat 0 makes the fourth.
# suukantsu_one_player: seat 0 holds three kans and makes the fourth; seat 1 then tries a kan.
for name in ("suukaikan", "suukantsu_one_player"):
    lines, outcome = play_out(name)
    print(f"{name}: {outcome}")
    for line in lines:
        print("   ", line)"""),
    md("""\
The options behind this: `suukaikan` (is there an abort at all), `max_kans` and `fifth_kan_aborts`.
The table lists them per preset:"""),
    code("""\
print(f"{'preset':20}{'suukaikan':>10}{'checked':>15}{'max kans':>9}{'5th kan aborts':>15}")
for name in ("tenhou", "mahjong_soul", "wrc", "ema_2016", "m_league", "jpml"):
    r = Rules.preset(name)
    print(f"{name:20}{str(r.suukaikan):>10}{r.suukaikan_check.value:>15}{r.max_kans:>9}"
          f"{str(r.fifth_kan_aborts):>15}")
at_once = Rules.preset("tenhou").replace(suukaikan_check="on_fourth_kan")
lines, outcome = play_out("suukaikan", at_once)
print("checked on the fourth kan:", outcome, "|", lines[0])
fifth = Rules.preset("tenhou").replace(max_kans=5, fifth_kan_aborts=True)
lines, outcome = play_out("suukantsu_one_player", fifth)
print("with a fifth kan allowed:", outcome, "|", lines[2])"""),
    md("""\
## 2. The yaku that kans make

| yaku | 日本語 · 中文 | han | when |
|---|---|---|---|
| rinshan kaihou | 嶺上開花 · 岭上开花 | 1 | the replacement tile after your kan completes your hand |
| chankan | 搶槓 · 抢杠 | 1 | you win on the tile another player adds in a kakan |
| sankantsu | 三槓子 · 三杠子 | 2 | three kantsu of any kind |
| suukantsu | 四槓子 · 四杠子 | yakuman | four kantsu |

The han are not typed in: each row below is a hand scored by the engine.""",
       covers=["槓 § 槓に関連のある役", "杠 § 和杠相关的役种"]),
    code("""\
from mjteach.scoring import evaluate
cases = [
    ("rinshan kaihou", "234m 567p 11z 45s [8888s] +3s", tsumo("3s", rinshan=True)),
    ("chankan", "234m 567p 11z 45s 999m", ron("6s", chankan=True)),
    ("sankantsu", "11z 45s (1<111p) [8888s] (77^77z)", ron("6s")),
    ("suukantsu", "5s (1<111p) [8888s] (77^77z) [9999m]", ron("5s")),
]
scored = {}
for label, text, ctx in cases:
    scored[label] = v = evaluate(Hand.parse(text), ctx)
    print(f"{label:15} {text:40} " + ", ".join(f"{y.name()} {y.han}" for y in v.yaku))
Hand.parse(cases[3][1])      # the suukantsu hand: save_svg(Hand.parse(cases[3][1]), "suukantsu.svg")"""),
    md("## 3. Check yourself"),
    code("""\
from mjteach.widgets import Quiz
tenhou = Rules.preset("tenhou")
_, tenhou_outcome = play_out("suukaikan", tenhou)
q1 = Quiz("Four kans were made by two different players and the fourth kanner's discard is not won "
          "on. Under Tenhou's rules, does the hand go on?", ["yes", "no"],
          answer="yes" if tenhou_outcome == "the hand goes on" else "no",
          explanation="Suukaikan: the hand is abandoned.")
q2 = Quiz("How many han is sankantsu worth?",
          answer=scored["sankantsu"].yaku_han["sankantsu"],
          explanation="Three kantsu of any kind: 2 han.")
display(q1, q2)"""),
    md("""\
## 4. Try another rule

Turn `suukaikan` off (WRC, EMA, M.League, JPML play on) or allow a fifth kan."""),
    code("""\
import ipywidgets as w
from mjteach.widgets import RuleSwitcher
outcome = w.HTML()
def replay(rules):
    lines, result = play_out("suukaikan", rules)
    outcome.value = f"<b>{result}</b><pre>" + "\\n".join(lines) + "</pre>"
switcher = RuleSwitcher("tenhou", options=["suukaikan", "suukaikan_check", "max_kans",
                                           "fifth_kan_aborts"]).link(replay)
display(switcher, outcome)"""),
    md("*Sources: 槓 § 四開槓, § 槓に関連のある役; 杠 § 四开杠, § 和杠相关的役种.*"),
]
