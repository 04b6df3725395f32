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

The table is computed by the scoring engine, which scores sample winning hands with the set as a
triplet and as each kind of kan (a simple: 8p; a terminal: 9p) and reads the set's fu before and
after:""",
       covers=["槓 § 槓の種類による違い", "杠 § 各类杠的差别"]),
    code("""\
from mjteach.scoring.kan import kan_fu_table
table_rows = kan_fu_table()
print(f"{'kan':10}{'tiles':>18}{'set before':>19}{'fu before':>10}{'fu after':>9}{'x':>3}{'gain':>6}  opens the hand")
for row in table_rows:
    tiles = "terminals/honors" if row["terminal"] else "simples (2-8)"
    opens = {True: "yes", False: "no", None: "already open (pon)"}[row["opens_hand"]]
    print(f"{row['kind']:10}{tiles:>18}{row['set_before']:>19}{row['fu_before']:>10}{row['fu_after']:>9}"
          f"{row['factor']:>3}{row['delta']:>+6}  {opens}")"""),
    md("""\
### A worked example: a daiminkan that lowers the score

A concealed hand waiting on a ron holds a triplet of 4p; someone discards the fourth 4p. Compare
not calling, an ankan (had it been drawn), and the daiminkan, each won by the same ron:""",
       covers=["槓 § 違い/大明槓", "杠 § 差别/大明杠"]),
    code("""\
from mjteach.scoring.kan import compare_kan
hand = Hand.parse("444p 234m 678s 555z 5m")      # white dragons (haku) for the yaku, waiting on 5m
for kind in ("ankan", "daiminkan"):
    cmp = compare_kan(hand, ron("5m"), tile="4p", kind=kind)
    print(f"{kind}: {cmp.before.message()}  ->  {cmp.after.message()}")
    for line in cmp.diff.messages():
        print("    ", line)"""),
    md("""\
The same comparison, live: the lab holds 777s and the left-hand player has just discarded the
fourth 7s. The cell presses **daiminkan**; the lab shows the meld, the replacement draw and the
value of the hand before and after, with the changed fu parts marked."""),
    code("""\
from mjteach.widgets import KanLab
def left_player_discards_7s(rules):
    from mjteach.widgets.situations import demo_round
    return demo_round("daiminkan", rules)[0]
lab = KanLab(left_player_discards_7s, rules=Rules.preset("tenhou"))
lab.press("daiminkan", "7s")
lab"""),
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
def risk_table(rules):
    \"\"\"The ja article's comparison table, each entry read from the model (see the text above).\"\"\"
    fu = {(r["kind"], r["terminal"]): r["delta"] for r in kan_fu_table(rules)}
    opens = {r["kind"]: r["opens_hand"] for r in kan_fu_table(rules)}
    pon = Meld.pon("555p", "5p", "toimen")
    shown = {"ankan": len(Meld.ankan("5555p").hand_tiles()),
             "daiminkan": len(Meld.daiminkan("5555p", "5p", "toimen").hand_tiles()),
             "kakan": len(pon.with_added("5p").hand_tiles()) - len(pon.hand_tiles())}
    robbed = {"ankan": "kokushi only" if rules.kokushi_chankan_ankan else "never",
              "daiminkan": "never",
              "kakan": "yes (chankan)" if rules.chankan else "never"}
    rows = [("fu gained (simples / terminals)", {k: f"+{fu[(k, False)]} / +{fu[(k, True)]}" for k in shown}),
            ("opens a concealed hand", {k: {True: "yes", False: "no", None: "already open"}[opens[k]] for k in shown}),
            ("your own kan ura through riichi", {k: "possible" if opens[k] is False else "no (open hand)" for k in shown}),
            ("kan ura for concealed opponents", {k: "yes" if rules.kan_ura_dora else "no kan ura" for k in shown}),
            ("can be robbed", robbed),
            ("tiles newly shown", shown)]
    lines = [f"{'':34}{'ankan':>16}{'daiminkan':>16}{'kakan':>16}"]
    lines += [f"{label:34}" + "".join(f"{str(v[k]):>16}" for k in ("ankan", "daiminkan", "kakan")) for label, v in rows]
    return "\\n".join(lines)
print(risk_table(Rules.preset("tenhou")))"""),
    md("## 5. Check yourself"),
    code("""\
from mjteach.widgets import Quiz
gain = {(r["kind"], r["terminal"]): r["delta"] for r in table_rows}
q1 = Quiz("How many fu does an ankan of a terminal tile add over the concealed triplet?",
          answer=gain[("ankan", True)], explanation="Concealed triplet 8 fu → closed kan 32 fu.")
q2 = Quiz("How many fu does a daiminkan of simples add to the set (before the lost ron bonus)?",
          answer=gain[("daiminkan", False)], explanation="Concealed triplet 4 fu → open kan 8 fu.")
worse = compare_kan(hand, ron("5m"), tile="4p", kind="daiminkan")
q3 = Quiz("In the worked example, does the daiminkan raise or lower the hand's points?",
          ["raise", "lower", "no change"],
          answer="raise" if worse.after.points > worse.before.points else
                 "lower" if worse.after.points < worse.before.points else "no change",
          explanation="The 10 fu for a concealed ron are lost, more than the kan adds.")
display(q1, q2, q3)"""),
    md("""\
## 6. Try another rule

Change `kokushi_chankan_ankan`, `chankan` or `kan_ura_dora`: the risk table is recomputed."""),
    code("""\
import ipywidgets as w
from mjteach.widgets import RuleSwitcher
risks = w.HTML()
switcher = RuleSwitcher("tenhou", options=["kokushi_chankan_ankan", "chankan", "kan_ura_dora",
                                           "double_wind_pair_fu"])
switcher.link(lambda rules: setattr(risks, "value", f"<pre>{risk_table(rules)}</pre>"), lab)
display(switcher, risks)"""),
    md("*Sources: 槓 § メリットとデメリット, § 槓の種類による違い (and its table); 杠 § 杠的利弊, § 各类杠的差别.*"),
]
