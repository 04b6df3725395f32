"""Lesson 07: merits and demerits of a kan; the fu table and the risk table, computed."""

from _cells import code, header, md

SLUG = "07-kan-merits"
TITLE = "Is the kan worth it? Fu, dora and risks by kind"
GOAL = ("Weigh what a kan gains (fu, an extra draw, kan yaku, dora) against what it costs, compute "
        "the fu each kind of kan adds, and see why a daiminkan is rarely worth it while an ankan is "
        "the safest kan.")
TERMS = ("fu · 符 · 符; han · 翻 · 番; concealed-hand ron bonus · 門前加符 · 门前加符; menzen tsumo · "
         "門前清自摸和 · 门前清自摸和; kan ura · 槓ウラ · 杠里宝牌; robbing a kan · 搶槓 · 抢杠")

CELLS = [
    *header("07", TITLE, GOAL, TERMS),
    md("""\
## 1. What a kan gives and what it takes

**Gains**

* more **fu** than the triplet it replaces (section 2);
* an **extra draw**: the replacement tile is one more look at the wall;
* a chance at the **kan yaku**: rinshan kaihou, sankantsu, suukantsu (lesson 08);
* **more dora**: a new indicator per kan (lesson 04).

Manga love a climactic kan for exactly these reasons.

**Costs**

* the four tiles are locked: **fewer discard choices** and **no regrouping** into other sets;
* the table **learns part of your hand**;
* the new dora are **everyone's dora**, and if your hand is already open, each kan adds kan ura that
  only the *closed* opponents can use;
* a kakan can be **robbed** (chankan).""",
       covers=["槓 § メリットとデメリット", "杠 § 杠的利弊"]),
    md("""\
## 2. The fu each kind of kan adds

A set's fu depend on whether it is open or concealed, a triplet or a kan, and whether its tiles are
simples (2–8) or terminals/honors. A kan is worth **four times** the matching triplet. The three
kinds of kan start from different triplets, so they gain different amounts:

* **ankan**: concealed triplet → concealed kan, ×4;
* **kakan**: open triplet (the pon) → open kan, ×4;
* **daiminkan**: concealed triplet → *open* kan, only ×2 — and if it is the hand's first call, the
  hand also loses the 10 fu for a concealed ron and the menzen tsumo yaku.

The table is computed by the scoring engine from the fu of each set before and after, for a simple
(5) and a terminal/honor (9) tile:""",
       covers=["槓 § 槓の種類による違い", "杠 § 各类杠的差别"]),
    code("""\
from mjteach.scoring import kan_fu_table
table = kan_fu_table()
print(f"{'kan':10}{'before':>22}{'after':>16}{'x':>4}{'+ simple':>10}{'+ terminal/honor':>18}")
for row in table:
    print(f"{row.kind:10}{row.before:>22}{row.after:>16}{row.factor:>4}{row.gain_simple:>10}{row.gain_yaochuu:>18}")"""),
    md("""\
### A worked example: a daiminkan that lowers the score

A concealed hand waiting on a ron holds a triplet of 4p; someone discards the fourth 4p. Compare
not calling, an ankan (had it been drawn), and the daiminkan, each won by the same ron:""",
       covers=["槓 § 違い/大明槓", "杠 § 差别/大明杠"]),
    code("""\
from mjteach.scoring import compare_kan, WinContext
cmp = compare_kan(Hand.parse("444p 234m 678s 22z 56m"), "4p",
                  WinContext(win_tile=Tile.parse("7m"), tsumo=False))
print(cmp.text())
HTML(cmp.html())"""),
    md("""\
## 3. Kind by kind

* **Ankan** adds the most fu (+12 for simples, +24 for terminals/honors): below mangan it always
  lifts the fu. Only kokushi may rob it, and only where the rules allow. It keeps a closed hand
  closed, so a riichi can still collect kan ura; if you have already called, the extra kan ura help
  only the closed opponents. It still counts as a concealed triplet. Of all kans, the least risky.
* **Daiminkan** cannot be robbed, but gains little: the concealed triplet becomes an *open* kan, so
  the set's fu only double (+4 / +8), and opening a closed hand costs the 10-fu ron bonus and menzen
  tsumo, so the score can even go down. Others learn your hand, open kans feed their kan ura, under
  "open kan dora after the discard" your discard may become the new dora (and a rinshan kaihou gets
  no new dora), and a triplet you call into a kan no longer helps sanankou. It does not bring the
  hand closer to tenpai either. Worth it only when: a kan yaku (sankantsu, suukantsu) is close; you
  are far behind and need dora; the hand is already open and a few points decide the placing; you
  must break someone's ippatsu and the kan is the only call available (a pon would, because of the
  kuikae ban, force a different discard); you are aiming for a four-kan abort (lesson 08); or pao
  rules make a direct hit on one player attractive.
* **Kakan** adds more fu than a daiminkan and less than an ankan (+6 / +12). The hand was already
  open and the pon already showed the tiles, so the table learns almost nothing new. But it is the
  kan that can be **robbed** (chankan; for honors only by kokushi), it feeds the others' kan ura, and
  under "open kan dora after the discard" it has the daiminkan's dora problems. Whether it pays
  depends on the moment: a strong wait, opponents who are mostly open, a safe discard.""",
       covers=["槓 § 違い/暗槓", "槓 § 違い/大明槓", "槓 § 違い/加槓",
               "杠 § 差别/暗杠", "杠 § 差别/大明杠", "杠 § 差别/加杠"]),
    md("""\
## 4. The risk table, computed

The ja article sums the kinds up in one table. Here each entry is derived from the model: the fu
gain from the scoring engine, "opens the hand" from the meld kinds, "can be robbed" from the chankan
options of the rules, "new tiles shown" from the tiles that come out of the hand.""",
       covers=["槓 § 比較表"]),
    code("""\
from mjteach.scoring import kan_risk_table
risks = kan_risk_table(Rules.preset("tenhou"))
print(risks.text())
HTML(risks.html())"""),
    md("## 5. Check yourself"),
    code("""\
from mjteach.widgets import Quiz
gain = {row.kind: row for row in table}
q1 = Quiz("How many fu does an ankan of a terminal tile add over the concealed triplet?",
          answer=gain["ankan"].gain_yaochuu, explanation="Concealed triplet 8 fu → concealed kan 32 fu.")
q2 = Quiz("How many fu does a daiminkan of simples add to the set (ignoring the lost ron bonus)?",
          answer=gain["daiminkan"].gain_simple, explanation="Concealed triplet 4 fu → open kan 8 fu.")
q3 = Quiz("Which kan can be robbed by an ordinary (non-kokushi) hand?",
          ["ankan", "daiminkan", "kakan"], answer="kakan",
          explanation="Chankan: a player waiting on the added tile may win on it.")
display(q1, q2, q3)"""),
    md("""\
## 6. Try another rule

Change `kokushi_chankan_ankan`, `chankan` or `kan_ura_dora`: the risk table is recomputed."""),
    code("""\
from ipywidgets import VBox
from mjteach.widgets import RuleSwitcher
risk_view = HTML()
risk_view = __import__("ipywidgets").HTML()
switcher = RuleSwitcher("tenhou", options=["kokushi_chankan_ankan", "chankan", "kan_ura_dora",
                                           "kan_dora_timing_daiminkan"])
switcher.link(lambda rules: setattr(risk_view, "value", kan_risk_table(rules).html()))
VBox([switcher, risk_view])"""),
    md("*Sources: 槓 § メリットとデメリット, § 槓の種類による違い (and its table); 杠 § 杠的利弊, § 各类杠的差别.*"),
]
