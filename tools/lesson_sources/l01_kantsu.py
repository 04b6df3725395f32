"""Lesson 01: what a kantsu is, the three kinds of kan, and how a kantsu counts in scoring."""

from _cells import code, header, md

SLUG = "01-kantsu"
TITLE = "Kantsu: four of a kind, and how it counts"
GOAL = ("Tell a kantsu from the other sets, name the three kinds of kan, and see how each kind "
        "counts when a hand is scored (the sanankou, hatsu and chuuren examples).")
TERMS = ("kan · 槓（カン）· 杠; kantsu (quad) · 槓子 · 杠子; ankan (closed kan) · 暗槓 · 暗杠; "
         "daiminkan (open kan on a discard) · 大明槓 · 大明杠; kakan / shouminkan (added kan) · "
         "加槓／小明槓 · 加杠／小明杠; minkan (open kans) · 明槓 · 明杠")

CELLS = [
    *header("01", TITLE, GOAL, TERMS),
    md("""\
## 1. One word, three ways to make it

Saying **kan** turns four identical tiles into a single set, the **kantsu**. What kind of kan it is
depends only on *where the fourth tile came from*:

| kind | 日本語 · 中文 | where the four tiles come from | when |
|---|---|---|---|
| **ankan** (closed kan) | 暗槓 · 暗杠 | all four were in your own hand | on your turn, after drawing |
| **daiminkan** (open kan) | 大明槓 · 大明杠 | three in your hand + the fourth from another player's discard | straight after that discard |
| **kakan** (added kan) | 加槓（小明槓）· 加杠（小明杠） | a fourth tile added to a pon you already called | on your turn, after drawing |

Daiminkan and kakan together are the **minkan** (明槓 · 明杠), the open kans. Below, mjteach draws
one of each the way they lie on the table (lesson 05 and 06 explain the pictures).""",
       covers=["槓 § lead", "杠 § lead", "槓 § 槓の種類", "杠 § 杠的种类"]),
    code("""\
three = [Meld.ankan("8888s"),                              # all four from the hand
         Meld.daiminkan("7777s", "7s", "kamicha"),         # 7s called from the left player
         Meld.pon("555p", "5p", "toimen").with_added("5p")]  # a pon with its fourth tile added
for m in three:
    print(f"{m.notation:10} {m.kind.label('en'):24} {m.kind.label('ja')} · {m.kind.label('zh')}   open: {m.is_open}")
figure = Hand(melds=tuple(three))   # a row of melds; save_svg(figure, "kinds-of-kan.svg") saves it
figure"""),
    md("""\
## 2. What sets a kantsu apart

A kantsu behaves differently from the other sets (a run, *shuntsu* 順子/顺子, or a triplet,
*koutsu* 刻子):

* **Four tiles, not three.** Every other set has three. A kan therefore leaves you one tile short,
  which is why a replacement tile is drawn (lesson 03).
* **Only a declared kan is a kantsu.** Holding all four copies is not enough; until you say *kan*
  they are just four tiles in your hand.
* **It is shown, even when closed.** An ankan is laid on the table too, with two tiles turned over.
* **It is fixed.** From the declaration to the end of the hand the four tiles form one set of their
  own: they cannot be discarded, split or regrouped, whichever kind of kan made them.
* **It is optional.** Nobody must declare a kan. Keeping four copies in hand and using them in
  other sets is normal play (四枚使い, nicknamed カンコ使い; 中文 当四张用).

The zh article's example: with **3455 5 5s** the player can keep the four 5s without a kan and read
them as a run 345s plus a triplet 555s. mjteach splits the hand into sets itself:""",
       covers=["槓 § 槓子", "杠 § 杠子"]),
    code("""\
from mjteach import waits
four_fives = Hand.parse("345555s 123m 123p 99p")
print(four_fives.notation, "| declared kans:", len(four_fives.kans))
for d in waits.decompositions(four_fives.counts34()):
    print("reading:", d)
four_fives"""),
    md("""\
Try it: build a hand below (click tiles, use the keyboard, or type notation such as `345555s` and
press Add). The line under it lists every way mjteach can split your closed tiles into sets, and
how many kantsu you have declared (write an ankan as `[5555s]`)."""),
    code("""\
import ipywidgets as w
from mjteach.widgets import HandBuilder
builder = HandBuilder("345555s 123m 123p 99p")
readings = w.HTML()
def explain(change=None):
    hand = builder.hand
    found = [str(d) for d in waits.decompositions(hand.counts34())] if waits.is_complete(hand.counts34()) else []
    readings.value = (f"<b>{hand.notation}</b>: {len(hand.kans)} kantsu declared; "
                      + ("readings: " + " | ".join(found) if found else "not a complete hand yet"))
builder.observe(explain, names="notation")
explain()
display(builder, readings)"""),
    md("""\
## 3. How a kantsu counts when the hand is scored

For yaku and fu a kantsu stands in for a triplet:

* an **ankan counts as a concealed triplet** (暗刻 · 暗刻), so it helps *sanankou* (三暗刻, three
  concealed triplets) and keeps the hand concealed;
* an **open kan counts as an open triplet** (明刻 · 明刻). A daiminkan is open **even though three of
  its tiles were a concealed triplet** a moment earlier: calling the discard gives up the
  concealed status of those tiles;
* one exception: **chuuren poutou** (九蓮宝燈 · 九莲宝灯, nine gates) needs all its tiles in the
  closed hand, so a 1 or 9 turned into an ankan can no longer make it.

The next cell scores the ja article's three example hands with the scoring engine. First the
hand with an **8s ankan** next to the concealed triplets 222p and 666p, winning on 1m:""",
       covers=["槓 § 槓子の扱い", "杠 § 处理杠子的方法"]),
    code("""\
from mjteach.scoring import evaluate
sanankou = Hand.parse("222p 666p 23m 99m [8888s]")
v_ankan = evaluate(sanankou, ron("1m"))
show(v_ankan)
sanankou"""),
    md("""\
Now the same closed part, but the fourth set is a **hatsu (green dragon, 發) daiminkan** called
from toimen. It was a concealed triplet before the call, yet it no longer counts as one: only two
concealed triplets remain, so sanankou is gone and the hand is worth hatsu alone."""),
    code("""\
hatsu = Hand.parse("222p 666p 23m 99m (66^66z)")
v_hatsu = evaluate(hatsu, ron("1m"))
show(v_hatsu)
hatsu"""),
    md("""\
Finally chuuren. The closed part **1112234567p** with a **9p ankan** waits on the same tiles with
or without the kan; the engine lists them. Winning on 8p then scores very differently (the hands
are won by ron from the South seat, as in every example of these lessons):"""),
    code("""\
from mjteach.tiles import format_tiles
chuuren_kan = Hand.parse("1112234567p [9999p]")
chuuren_no_kan = Hand.parse("1112234567999p")
for h in (chuuren_kan, chuuren_no_kan):
    wait_tiles = format_tiles(Tile(k) for k in waits.waits(h.counts34()))
    v = evaluate(h, ron("8p"))
    print(f"{h.notation:22} waits on {wait_tiles}; ron on 8p:", end=" ")
    show(v)"""),
    md("""\
## 4. Check yourself

Every answer below is computed from the hands above when the notebook runs."""),
    code("""\
from mjteach.widgets import Quiz
q1 = Quiz("How many kantsu does the hand 345555s 123m 123p 99p contain?",
          answer=len(four_fives.kans),
          explanation="Four copies held in hand are not a kantsu until a kan is declared.")
q2 = Quiz("Does the 8s ankan hand score sanankou?", ["yes", "no"],
          answer="yes" if "sanankou" in v_ankan.yaku_han else "no",
          explanation="An ankan counts as a concealed triplet.")
q3 = Quiz("Does the hand with the hatsu daiminkan score sanankou?", ["yes", "no"],
          answer="yes" if "sanankou" in v_hatsu.yaku_han else "no",
          explanation="A daiminkan is an open set, even when the three tiles were concealed before.")
v_chuuren = evaluate(chuuren_kan, ron("8p"))
q4 = Quiz("The 1112234567p hand with the 9p ankan wins on 8p. Is it chuuren poutou?", ["yes", "no"],
          answer="yes" if "chuuren" in v_chuuren.yaku_han else "no",
          explanation="A 1 or 9 made into an ankan breaks chuuren: its tiles must all be in the closed hand.")
display(q1, q2, q3, q4)"""),
    md("""\
## 5. Try another rule

The switcher below changes the rules; the picture follows. Try `ankan_face_down`: some tables turn
the two **end** tiles of an ankan face down, others the two **middle** ones."""),
    code("""\
import ipywidgets as w
from mjteach.widgets import RuleSwitcher
picture = w.HTML()
def redraw(rules):
    picture.value = mjteach.render.meld_svg(Meld.ankan("8888s"), ankan_face_down=rules.ankan_face_down)
switcher = RuleSwitcher("tenhou", options=["ankan_face_down"]).link(redraw)
display(switcher, picture)"""),
    md("""\
**For teachers.** Every figure is one call away from a slide: `save_svg(figure, "kinds-of-kan.svg")`
writes the picture of section 1 (any hand, meld or SVG string works the same way). The next cell
does it, into the system's temporary folder."""),
    code("""\
import pathlib, tempfile
saved = save_svg(figure, pathlib.Path(tempfile.gettempdir()) / "kinds-of-kan.svg")
print(saved.name, "written:", saved.read_text(encoding="utf-8").startswith("<?xml"))"""),
    md("""\

*Sources: 槓 § 槓子, § 槓子の扱い, § 槓の種類; 杠 § 杠子, § 处理杠子的方法. Further reading in the
articles' 関連項目 / 相关词条: 面子, 副露 (lessons 09–10), ドラ (lesson 04).*""",
       covers=["槓 § 関連項目", "杠 § 相关词条"]),
]
