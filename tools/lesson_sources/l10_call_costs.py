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
from mjteach.scoring import call_effects, WinContext
effects = call_effects(Hand.parse("223344m 567p 789s 55z"), call="(2<34m)",
                       ctx=WinContext(win_tile=Tile.parse("5z"), tsumo=False))
print(effects.text())"""),
    md("""\
**Ippatsu-keshi.** Ippatsu differs from the others: it is broken by a call from *any* player, not
only the riichi player. Between a riichi and the riichi player's next draw, any call at all (even a
pon or chi that does the caller no good) cancels the ippatsu chance. Calling *only* to do that is
called **ippatsu-keshi** (一発消し · 一发消).""",
       covers=["副露 § 役の消滅"]),
    code("""\
from mjteach import Round
r = Round.from_scenario("ippatsu-keshi")
print("before the call, riichi player's ippatsu chance:", r.players[0].ippatsu)
r.play_script()
print("after another player's pon:", r.players[0].ippatsu)"""),
    md("""\
**Kuitan.** Whether *tanyao* (all simples) survives a call is a rule choice: with **kuitan** (喰い断
あり) it does, without it (喰い断なし, common in the Kansai region) it needs a concealed hand.""",
       covers=["副露 § 役の消滅"]),
    code("""\
from mjteach.scoring import evaluate
open_tanyao = Hand.parse("234m 567p 66s 45s (3<45m)")
for kuitan in (True, False):
    rules = Rules.preset("tenhou").replace(kuitan=kuitan)
    v = evaluate(open_tanyao, WinContext(win_tile=Tile.parse("3s"), tsumo=False), rules)
    print(f"kuitan {'on ' if kuitan else 'off'}: " + (", ".join(f"{y.key} {y.han}" for y in v.yaku) if v.is_win else f"no win: {v.reason.code}"))"""),
    md("""\
## 3. Kuisagari: yaku worth one han less when open

Some yaku survive a call but lose a han (**kuisagari**, 喰い下がり · 食下). The pattern: yaku built
on **runs** or on the whole hand drop, yaku built on **triplets and kans** do not (they are not
"lower when open" but "higher when closed"). Closed-only yaku and yakuman never drop.

The engine's list, by the article's groups:""",
       covers=["副露 § 喰い下がり", "副露 § 喰い下がり役"]),
    code("""\
from mjteach.scoring import KUISAGARI
groups = {}
for key, (closed, opened) in KUISAGARI.items():
    groups.setdefault(f"{closed} han → {opened} han", []).append(key)
for label, keys in groups.items():
    print(f"{label}: {', '.join(keys)}")""",
         covers=["副露 § 二翻 → 一翻", "副露 § 三翻 → 二翻", "副露 § 六翻 → 五翻"]),
    md("""\
### Kuisagari adds up

When a hand has several such yaku, each loses its han. In the article's example a closed hand with
**sanshoku** (2) and **chanta** (2) is worth 4 han; after a **pon of 9p** it is worth 1 + 1 = 2 han,
even though the 9p pon has nothing to do with the sanshoku:""",
       covers=["副露 § 喰い下がり役の複合"]),
    code("""\
closed = Hand.parse("123m 123p 12s 999p 99s")
opened = Hand.parse("123m 123p 12s 99s (99^9p)")
for label, h in (("closed", closed), ("with 9p pon", opened)):
    v = evaluate(h, WinContext(win_tile=Tile.parse("3s"), tsumo=False))
    print(f"{label:12} " + ", ".join(f"{y.key} {y.han}" for y in v.yaku) + f" = {v.han} han")"""),
    md("""\
## 4. Cases that look like kuisagari

Some closed-only yaku have an open relative that appears when you call, so the hand seems to drop
a step rather than lose everything. Example: four concealed triplets (suuankou, a yakuman) with one
of them called as a pon still scores **toitoi** (all triplets).""",
       covers=["副露 § 喰い下がりに似た事例"]),
    code("""\
four = Hand.parse("111m 444p 777s 99s 22z")
called = Hand.parse("111m 444p 99s 22z (77^7s)")
for label, h, tsumo in (("closed, tsumo 2z", four, True), ("one pon, ron 2z", called, False)):
    v = evaluate(h, WinContext(win_tile=Tile.parse("2z"), tsumo=tsumo))
    print(f"{label:18} " + ", ".join(f"{y.key} {y.han}" for y in v.yaku))"""),
    md("## 5. Check yourself"),
    code("""\
from mjteach.widgets import Quiz
v_closed = evaluate(closed, WinContext(win_tile=Tile.parse("3s"), tsumo=False))
v_open = evaluate(opened, WinContext(win_tile=Tile.parse("3s"), tsumo=False))
q1 = Quiz("The sanshoku + chanta hand: how many han after the 9p pon?", answer=v_open.han,
          explanation=f"Closed it was {v_closed.han} han; each of the two yaku loses one.")
q2 = Quiz("Which of these yaku is lost (not reduced) when the hand opens?",
          ["pinfu", "honitsu", "ittsu"], answer="pinfu" if "pinfu" not in KUISAGARI else "ittsu",
          explanation="Pinfu needs a concealed hand; honitsu and ittsu only lose a han.")
q3 = Quiz("Can another player's call break your ippatsu?", ["yes", "no"], answer="yes",
          explanation="Any call before your next draw cancels ippatsu: ippatsu-keshi.")
display(q1, q2, q3)"""),
    md("""\
## 6. Try another rule

Toggle `kuitan` and watch the open tanyao hand win or fail."""),
    code("""\
from ipywidgets import HTML as HTMLWidget, VBox
from mjteach.widgets import RuleSwitcher
verdict = HTMLWidget()
def rescore(rules):
    v = evaluate(open_tanyao, WinContext(win_tile=Tile.parse("3s"), tsumo=False), rules)
    verdict.value = (", ".join(f"{y.key} {y.han}" for y in v.yaku) if v.is_win else v.reason.message())
switcher = RuleSwitcher("tenhou", options=["kuitan", "kuikae"]).link(rescore)
VBox([switcher, verdict])"""),
    md("*Sources: 副露 § 副露のデメリット, § 役の消滅, § 喰い下がり (and its sub-sections).*"),
]
