"""Lesson 05: ankan: how it is shown, it keeps the hand concealed, riichi ankan and its variants."""

from _cells import code, header, md

SLUG = "05-ankan"
TITLE = "Ankan: the closed kan"
GOAL = ("Lay out an ankan correctly (all four shown first, then two turned down), see that it keeps "
        "the hand concealed, and decide when a player in riichi may still make one, under the "
        "usual rule, Tenhou's wait-only rule and the rules that never allow it.")
TERMS = ("ankan · 暗槓 · 暗杠; concealed hand · 門前 · 门前清; riichi · 立直 · 立直; wait · 待ち · 听牌; "
         "penalty for an illegal act · チョンボ · 错和／罚符")

CELLS = [
    *header("05", TITLE, GOAL, TERMS),
    md("""\
## 1. Declaring and laying out an ankan

An ankan uses four identical tiles that are all in your hand. It is declared on your own turn,
after the draw and before the discard, and the four tiles need not include the tile you just drew.

1. Say "kan" and **show all four tiles** to the table.
2. Move them to your right-hand side and turn **two of them face down**: either the two ends or the
   two middle tiles. The turned tiles tell everyone at a glance that this kan is closed.

Showing all four first is not a formality: turning tiles over without showing them would let a
player fake a kan, so skipping it is treated as a serious breach of manners. Some computer games
squeeze the picture (for example one tile between two backs) for lack of space.""",
       covers=["槓 § 暗槓", "杠 § 暗杠"]),
    code("""\
kan = Meld.ankan("7777s")
for style in ("ends", "middle"):
    print(f"{style:7}", " ".join(f"{lt.tile}:{lt.pose}" for lt in kan.layout(ankan_face_down=style)))
ends = mjteach.render.meld_svg(kan, ankan_face_down="ends")           # save_svg(ends, "ankan.svg")
middle = mjteach.render.meld_svg(Meld.ankan("7777z"), ankan_face_down="middle")
display(HTML(ends), HTML(middle))   # inline SVG: named for screen readers"""),
    md("""\
## 2. An ankan is not a call

Part of your hand becomes visible, but an ankan **does not open the hand**: it is not counted as a
call (副露 · 副露), so the hand stays *menzen* (門前 · 门前清). Riichi, menzen tsumo and the other
closed-hand yaku are still possible, and the ankan still counts as a concealed triplet
(lesson 01). The model answers the question directly:""",
       covers=["槓 § 暗槓", "杠 § 暗杠"]),
    code("""\
for text in ("234m 567p 11z 23s [8888s]", "234m 567p 11z 23s (888>+8s)", "234m 567p 11z 23s (88^88s)"):
    h = Hand.parse(text)
    print(f"{h.notation:30} concealed (menzen): {h.is_menzen}")"""),
    md("""\
## 3. Ankan after riichi

A player in riichi may not change the hand any more, but may still kan the fourth copy of a
concealed triplet **as long as the kan changes nothing**. The rules differ on what "nothing"
means:

| rule | the ankan is allowed when | used by (examples) |
|---|---|---|
| **same decomposition** (the articles' rule) | the waiting tiles stay the same **and** the three tiles are a triplet in every reading of the hand | JPML, M.League |
| **same wait** | the waiting tiles stay the same | Tenhou |
| **never** | never: riichi means the hand is frozen | Saikouisen Classic; the 101 federation |

A forbidden riichi ankan is a penalty (*chombo*) at a real table; here the engine simply refuses it
and says why. Three hands in riichi, each having just drawn the fourth tile:""",
       covers=["槓 § 暗槓", "杠 § 暗杠"]),
    code("""\
from mjteach.waits import riichi_ankan_reason
examples = [("111m 456p 789s 23s 55z +1m", "1m"),
            ("1112345m 456p 789s +1m", "1m"),
            ("111222333m 5p 789s +1m", "1m")]
presets = ("tenhou", "m_league", "saikouisen_classic")
print(f"{'hand':32}" + "".join(f"{p:>22}" for p in presets))
for text, kind in examples:
    hand = Hand.parse(text)
    verdicts = []
    for p in presets:
        reason = riichi_ankan_reason(hand, kind, Rules.preset(p))
        verdicts.append("allowed" if reason is None else reason.code.split(".")[-1])
    print(f"{text:32}" + "".join(f"{v:>22}" for v in verdicts))"""),
    md("""\
Read the reasons in full (they follow `mjteach.set_language`):"""),
    code("""\
hand = Hand.parse("1112345m 456p 789s +1m")
reason = riichi_ankan_reason(hand, "1m", Rules.preset("tenhou"))
for lang in ("en", "ja", "zh"):
    print(lang, reason.message(lang))"""),
    md("""\
The same question at the table. The player below is in riichi on 7999m and has just drawn the
fourth 9m. The lab's **ankan** button is disabled and says why; switch the rules in section 5 and
watch it."""),
    code("""\
from mjteach.widgets import KanLab
def riichi_on_7999m(rules):
    return table("riichi_ankan_refused", rules)
lab = KanLab(riichi_on_7999m, rules=Rules.preset("tenhou"), show_wall=False)
print("enabled:", lab.enabled)
print("ankan refused:", lab.why_not("ankan", "9m").message())
lab"""),
    md("## 4. Check yourself"),
    code("""\
from mjteach.widgets import Quiz
closed = Hand.parse("234m 567p 11z 23s [8888s]")
q1 = Quiz("Is a hand with one ankan and no other melds still concealed (menzen)?", ["yes", "no"],
          answer="yes" if closed.is_menzen else "no",
          explanation="An ankan is not a call; riichi and menzen tsumo remain possible.")
strict = riichi_ankan_reason(Hand.parse("111222333m 5p 789s +1m"), "1m", Rules.preset("m_league"))
q2 = Quiz("In riichi with 111222333m 5p 789s, drawing 1m: may the player kan 1m under the "
          "same-decomposition rule?", ["yes", "no"],
          answer="yes" if strict is None else "no",
          explanation=(strict.message("en") if strict else "Nothing changes."))
q3 = Quiz("Which tiles of an ankan are shown to the other players before two are turned down?",
          ["none", "two", "all four"], answer="all four",
          explanation="Showing all four prevents a fake kan.")
display(q1, q2, q3)"""),
    md("""\
## 5. Try another rule

Switch `riichi_ankan` (or the preset) and the verdicts for the three hands are computed again; the
lab above follows too."""),
    code("""\
import ipywidgets as w
from mjteach.widgets import RuleSwitcher
verdict = w.HTML()
def judge(rules):
    rows = []
    for text, kind in examples:
        reason = riichi_ankan_reason(Hand.parse(text), kind, rules)
        rows.append(f"<tr><td><code>{text}</code></td><td>{'allowed' if reason is None else reason.message()}</td></tr>")
    verdict.value = "<table>" + "".join(rows) + "</table>"
switcher = RuleSwitcher("tenhou", options=["riichi_ankan", "riichi_ankan_drawn_tile_only",
                                           "ankan_face_down"]).link(judge, lab)
display(switcher, verdict)"""),
    md("""\
*Sources: 槓 § 暗槓; 杠 § 暗杠. The "never" rule is cited in the ja article's notes to the 101
federation's rules and to 井出洋介 (ed.) 『麻雀新報知ルール』 (1997) pp. 52–53, which argues that
riichi promises not to change or raise the hand; the duty to show all four tiles to p. 45 of the same
book, and a note recalls a manga scene built on a faked ankan (参考文献, 脚注 / 注釈 / 出典).*""",
       covers=["槓 § 参考文献", "槓 § 脚注"]),
]
