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
discard, the hand ends.

Exceptions and variants:

* if **one player** made all four kans, there is no abort: that player is waiting for suukantsu, and
  **nobody else may kan** any more;
* some rules allow a **fifth kan** (by someone else) and end the hand with it;
* a rare rule counts suukantsu as won at the moment the fourth kan is completed.

The engine plays the fourth kan in two scenarios, one with the kans spread over two players, one
with a single player holding all of them:""",
       covers=["槓 § 四開槓", "杠 § 四开杠"]),
    code("""\
from mjteach import Round
for name in ("suukaikan-two-players", "suukaikan-one-player"):
    r = Round.from_scenario(name)
    events = r.play_script()
    print(f"{name:24} ends: {r.is_over}; last events: {[e.kind for e in events[-3:]]}")"""),
    md("""\
The options behind this: `suukaikan` (is there an abort at all), `max_kans` and `fifth_kan_aborts`.
The table lists them per preset:"""),
    code("""\
print(f"{'preset':20}{'suukaikan':>10}{'max kans':>9}{'5th kan aborts':>15}")
for name in ("tenhou", "mahjong_soul", "wrc", "ema_2016", "m_league", "jpml"):
    r = Rules.preset(name)
    print(f"{name:20}{str(r.suukaikan):>10}{r.max_kans:>9}{str(r.fifth_kan_aborts):>15}")"""),
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
from mjteach.scoring import WinContext, evaluate
cases = [
    ("rinshan kaihou", "234m 567p 11z 45s [8888s] +3s", dict(win_tile=Tile.parse("3s"), tsumo=True, rinshan=True)),
    ("chankan", "234m 567p 11z 45s 999m", dict(win_tile=Tile.parse("6s"), tsumo=False, chankan=True)),
    ("sankantsu", "11z 45s (1<111p) [8888s] (77^77z)", dict(win_tile=Tile.parse("6s"), tsumo=False)),
    ("suukantsu", "5s (1<111p) [8888s] (77^77z) [9999m]", dict(win_tile=Tile.parse("5s"), tsumo=False)),
]
for label, text, ctx in cases:
    v = evaluate(Hand.parse(text), WinContext(**ctx))
    print(f"{label:15} {text:42} " + ", ".join(f"{y.key} {y.han}" for y in v.yaku))"""),
    md("## 3. Check yourself"),
    code("""\
from mjteach.widgets import Quiz
tenhou = Rules.preset("tenhou")
q1 = Quiz("Four kans were made by two different players and the fourth kanner's discard is not won "
          "on. Under Tenhou's rules, does the hand go on?", ["yes", "no"],
          answer="no" if tenhou.suukaikan else "yes",
          explanation="Suukaikan: the hand is abandoned.")
sankantsu = evaluate(Hand.parse(cases[2][1]), WinContext(**cases[2][2]))
q2 = Quiz("How many han is sankantsu worth?",
          answer=next(y.han for y in sankantsu.yaku if y.key == "sankantsu"),
          explanation="Three kantsu of any kind: 2 han.")
display(q1, q2)"""),
    md("""\
## 4. Try another rule

Turn `suukaikan` off (WRC, EMA, M.League, JPML play on) or allow a fifth kan."""),
    code("""\
from ipywidgets import HTML as HTMLWidget, VBox
from mjteach.widgets import RuleSwitcher
outcome = HTMLWidget()
def replay(rules):
    r = Round.from_scenario("suukaikan-two-players", rules=rules)
    events = r.play_script()
    outcome.value = f"hand over: <b>{r.is_over}</b>; last events: {[e.kind for e in events[-3:]]}"
switcher = RuleSwitcher("tenhou", options=["suukaikan", "max_kans", "fifth_kan_aborts"]).link(replay)
VBox([switcher, outcome])"""),
    md("*Sources: 槓 § 四開槓, § 槓に関連のある役; 杠 § 四开杠, § 和杠相关的役种.*"),
]
