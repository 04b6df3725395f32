"""Lesson 10: what calling costs: demerits, lost yaku, ippatsu-keshi, kuitan, kuisagari."""

from _cells import code, header, md

SLUG = "10-call-costs"
TITLE = "What a call costs: lost yaku, kuitan, kuisagari"
GOAL = ("List what a call gives up, see which yaku vanish when the hand opens (and how another "
        "player's call breaks ippatsu), switch open tanyao on and off, and compute kuisagari, "
        "including the sanshoku + chanta example where 4 han fall to 2.")
TERMS = ("ippatsu · 一発 · 一发; breaking ippatsu · 一発消し · 一发消; open tanyao · 喰いタン · 食断; "
         "open-hand reduction · 喰い下がり · 食下; sanshoku · 三色同順 · 三色同顺; chanta · 混全帯么九 · "
         "混全带幺九; junchan · 純全帯么九 · 纯全带幺九; honitsu · 混一色 · 混一色; chinitsu · 清一色 · "
         "清一色; ittsu · 一気通貫 · 一气通贯")

CELLS = [
    *header("10", TITLE, GOAL, TERMS),
    md("""\
## 1. The price of speed

Calling gets a hand to tenpai faster, but:

* the other players can **read your aim** from what you called;
* the hand is **less flexible**: fewer tiles to choose discards from;
* you can **no longer declare riichi**;
* the hand is usually **worth less** than the same hand kept closed (the rest of this lesson).""",
       covers=["副露 § 副露のデメリット"]),
    md("""\
## 2. Yaku that vanish when you call

Some yaku exist only for a concealed hand: **riichi, ippatsu, pinfu, iipeikou, ryanpeikou,
suuankou, chuuren poutou** (and menzen tsumo). Call once and they are gone. The engine scores one
hand closed and with one call, and lists what was lost:""",
       covers=["副露 § 役の消滅"]),
    code("""\
from mjteach.scoring.calls import compare_call, open_hand_table, yaku_lost_when_open
local_variants = {"open_riichi", "double_open_riichi", "daisharin", "daichisei", "kokushi_13",
                  "suuankou_tanki", "junsei_chuuren"}     # optional or double-yakuman forms
print("need a concealed hand:", ", ".join(y for y in yaku_lost_when_open() if y not in local_variants))
# riichi + pinfu + iipeikou + tanyao, waiting on 6s-9s; the same hand if 234m had been a chi
effect = compare_call("223344m 567p 55p 78s", ron("6s", riichi=True), "(2<34m)")
print(f"closed: {effect.before.message()}  ->  with a chi: {effect.after.message()}")
for line in effect.diff.messages():
    print("    ", line)"""),
    md("""\
**Ippatsu-keshi.** Ippatsu differs from the others: it is broken by a call from *any* player, not
only the riichi player. Between a riichi and the riichi player's next draw, any call at all (even a
pon or chi that does the caller no good) cancels the ippatsu chance. Calling *only* to do that is
called **ippatsu-keshi** (一発消し · 一发消).""",
       covers=["副露 § 役の消滅"]),
    code("""\
from mjteach.round import Action
from mjteach.scoring.calls import ippatsu_broken
# Seat 0 declared riichi last turn (ippatsu still possible); seat 3 now discards 6m and seat 2 pons it.
keshi = table({"name": "ippatsu_keshi", "rules": {"preset": "tenhou"},
               "seats": [{"hand": "123m456p789s1122z", "riichi": True, "ippatsu": True, "discards": "4z"},
                         {"hand": "11445577m11345p"}, {"hand": "6688m7799p1133s5z"},
                         {"hand": "22445577s12346z", "discards": "6m"}],
               "turn": 3, "phase": "respond", "dora_indicators": "3p"})
print("riichi player's ippatsu chance before the pon:", keshi.players[0].ippatsu)
keshi.play(Action.pon(2, "6m", "66m"))
print("after seat 2's pon:", keshi.players[0].ippatsu)
print("calls that break ippatsu:", [c for c in ("chi", "pon", "daiminkan", "kakan", "ankan") if ippatsu_broken(c)],
      "| a kakan robbed by chankan:", ippatsu_broken("kakan", robbed_by_chankan=True))"""),
    md("""\
**Kuitan.** Whether *tanyao* (all simples) survives a call is a rule choice: with **kuitan** (喰い断
あり) it does, without it (喰い断なし, common in the Kansai region) it needs a concealed hand.""",
       covers=["副露 § 役の消滅"]),
    code("""\
from mjteach.scoring import evaluate
open_tanyao = Hand.parse("234m 567p 66s 45s (3<45m)")
for kuitan in (True, False):
    rules = Rules.preset("tenhou").replace(kuitan=kuitan)
    v = evaluate(open_tanyao, ron("3s"), rules)
    print(f"kuitan {'on ' if kuitan else 'off'}: {v.message()}")
open_tanyao"""),
    md("""\
## 3. Kuisagari: yaku worth one han less when open

Some yaku survive a call but lose a han (**kuisagari**, 喰い下がり · 食下). The pattern: yaku built
on **runs** or on the whole hand drop, yaku built on **triplets and kans** do not (they are not
"lower when open" but "higher when closed"). Closed-only yaku and yakuman never drop.

The engine's list, by the article's groups:""",
       covers=["副露 § 喰い下がり", "副露 § 喰い下がり役"]),
    code("""\
groups = {}
for row in open_hand_table():
    if 0 < row["open"] < row["closed"]:
        groups.setdefault((row["closed"], row["open"]), []).append(row["key"])
for (closed, opened), keys in sorted(groups.items()):
    print(f"{closed} han -> {opened} han: {', '.join(keys)}")""",
         covers=["副露 § 二翻 → 一翻", "副露 § 三翻 → 二翻", "副露 § 六翻 → 五翻"]),
    md("""\
### Kuisagari adds up

When a hand has several such yaku, each loses its han. In the article's example a closed hand with
**sanshoku** (2) and **chanta** (2) is worth 4 han; after a **pon of 9p** it is worth 1 + 1 = 2 han,
even though the 9p pon has nothing to do with the sanshoku:""",
       covers=["副露 § 喰い下がり役の複合"]),
    code("""\
# 123m 123p 12s 999p + a pair of white dragons, waiting on 3s: sanshoku and chanta
sagari = compare_call("123m 123p 12s 999p 55z", ron("3s"), "(99^9p)")
print(f"closed:      {sagari.before.message()}  " + ", ".join(f"{y.name()} {y.han}" for y in sagari.before.yaku))
print(f"with 9p pon: {sagari.after.message()}  " + ", ".join(f"{y.name()} {y.han}" for y in sagari.after.yaku))
print("kuisagari:", sagari.diff.kuisagari)
sagari.hand_after"""),
    md("""\
## 4. Cases that look like kuisagari

Some closed-only yaku have an open relative that appears when you call, so the hand seems to drop
a step rather than lose everything. Example: four concealed triplets (suuankou, a yakuman) with one
of them called as a pon still scores **toitoi** (all triplets).""",
       covers=["副露 § 喰い下がりに似た事例"]),
    code("""\
similar = compare_call("111m 444p 777s 99s 22z +2z", tsumo("2z"), "(77^7s)")
print("four concealed triplets, tsumo 2z:", ", ".join(f"{y.name()} {y.han}" for y in similar.before.yaku))
print("with 7s called as a pon:          ", ", ".join(f"{y.name()} {y.han}" for y in similar.after.yaku))"""),
    md("## 5. Check yourself"),
    code("""\
from mjteach.widgets import Quiz
q1 = Quiz("The sanshoku + chanta hand: how many han after the 9p pon?", answer=sagari.after.han,
          explanation=f"Closed it was {sagari.before.han} han; each of the two yaku loses one.")
lost = yaku_lost_when_open()
q2 = Quiz("Which of these yaku is lost (not only reduced) when the hand opens?",
          ["pinfu", "honitsu", "ittsu"],
          answer=next(y for y in ("pinfu", "honitsu", "ittsu") if y in lost),
          explanation="Pinfu needs a concealed hand; honitsu and ittsu only lose a han.")
q3 = Quiz("Can another player's call break your ippatsu?", ["yes", "no"],
          answer="yes" if not keshi.players[0].ippatsu else "no",
          explanation="Any call before your next draw cancels ippatsu: ippatsu-keshi.")
display(q1, q2, q3)"""),
    md("""\
## 6. Try another rule

Toggle `kuitan` and watch the open tanyao hand win or fail."""),
    code("""\
import ipywidgets as w
from mjteach.widgets import RuleSwitcher
verdict = w.HTML()
def rescore(rules):
    v = evaluate(open_tanyao, ron("3s"), rules)
    verdict.value = f"open tanyao hand: <b>{v.message()}</b>"
switcher = RuleSwitcher("tenhou", options=["kuitan", "open_pinfu_ron_fu"]).link(rescore)
display(switcher, verdict)"""),
    md("*Sources: 副露 § 副露のデメリット, § 役の消滅, § 喰い下がり (and its sub-sections).*"),
]
