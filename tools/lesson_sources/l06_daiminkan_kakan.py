"""Lesson 06: the open kans: daiminkan (layout by source, priority, pao) and kakan (layout, chankan)."""

from _cells import code, header, md

SLUG = "06-daiminkan-kakan"
TITLE = "Open kans: daiminkan and kakan"
GOAL = ("Lay out a daiminkan by where its tile came from, know that it outranks a chi, meet "
        "daiminkan pao, and lay out a kakan on the pon's sideways tile (and know why); see a kakan "
        "robbed by chankan.")
TERMS = ("minkan · 明槓 · 明杠; daiminkan · 大明槓 · 大明杠; kakan · 加槓（小明槓）· 加杠（小明杠）; "
         "left / across / right player · 上家／対面／下家 · 上家／对家／下家; liability payment · "
         "包（責任払い）· 包牌; robbing a kan · 搶槓 · 抢杠")

CELLS = [
    *header("06", TITLE, GOAL, TERMS),
    md("""\
## 1. Minkan

The two kans that use a tile discarded by someone else are the **minkan** (明槓 · 明杠); the set
they make is an open kantsu (明槓子 · 明杠子).

## 2. Daiminkan: three in hand, the fourth from a discard

You hold a concealed triplet and another player discards the fourth copy. Straight after the
discard you say "kan", take the tile, and lay all four at your right. **One tile lies sideways, and
its position names the player it came from:**

* from the player on your **left** (kamicha 上家 · 上家): the **leftmost** tile;
* from the player **across** (toimen 対面 · 对家): a **middle** tile (the second or the third);
* from the player on your **right** (shimocha 下家 · 下家): the **rightmost** tile.

Some computer games draw a daiminkan like a kakan to save space.""",
       covers=["槓 § 明槓", "杠 § 明杠", "槓 § 大明槓", "杠 § 大明杠"]),
    code("""\
by_source = [Meld.daiminkan("7777s", "7s", s) for s in ("kamicha", "toimen", "shimocha")]
for m in by_source:
    print(f"{m.source.label('en'):9} {m.source.label('ja')} {m.source.label('zh')}  "
          + " ".join(f"{lt.tile}:{lt.pose}" for lt in m.layout()))
for slot in (1, 2):
    print(f"toimen, sideways tile in position {slot + 1}:",
          " ".join(lt.pose for lt in by_source[1].layout(daiminkan_toimen_slot=slot)))
display(*by_source)          # each meld draws itself; save_svg(by_source[0], "daiminkan.svg")"""),
    md("""\
## 3. Daiminkan beats chi

When one discard is wanted for a chi by one player and for a daiminkan by another, the
**daiminkan wins** under the usual rule. Tables that play *voice order* (発声優先: the first call
wins; common in parlours to avoid arguments) are the exception, but even there a kan and a chi
called at the same moment go to the kan. The engine resolves the same contest under both rules:""",
       covers=["槓 § 大明槓", "杠 § 大明杠"]),
    code("""\
from mjteach.round import Action
from mjteach.scenario import load_scenario
# Seat 0 has discarded 3s. Seat 1 (seat 0's right-hand player, who draws next) can chi it with 24s;
# seat 2 holds 333s and can daiminkan it. Seat 1 calls first, seat 2 a moment later.
contest = load_scenario("call_priority_pon_over_chi").data
contest = dict(contest, actions=[], seats=[*contest["seats"][:2], {"hand": "6688m7799p11333s"}, contest["seats"][3]])
def who_gets_it(rules):
    r = table(contest, rules)
    r.play(Action.chi(1, "3s", "24s"))
    r.play(Action.daiminkan(2, "3s"))
    return next(e for e in reversed(r.events) if e.kind == "claims").data
for preset in ("tenhou", "wrc"):
    claims = who_gets_it(Rules.preset(preset))
    print(f"{preset:7} priority {claims['priority']:12} -> seat {claims['taken_by']} gets the 3s "
          f"by {claims['call']} (rule: {claims['rule']})")"""),
    md("""\
## 4. Daiminkan pao

Some rules make a daiminkan risky for the player who discarded into it: if the kanner's replacement
tile completes the hand (rinshan kaihou), the win is not shared out like a normal self-draw; the
discarder pays it all (**大明槓の包** / 大明槓の責任払い · 大明杠包牌). mjteach's option
`daiminkan_rinshan_pao` switches it on; the payments are computed both ways:""",
       covers=["槓 § 大明槓の包", "杠 § 大明杠包牌"]),
    code("""\
# daiminkan_basic: the left-hand player (kamicha, seat 3) discards the fourth 8s into the dealer's 888s;
# the replacement tile 1m completes the dealer's hand (rinshan kaihou).
rinshan_win = dict(load_scenario("daiminkan_basic").data, rinshan="1m2m3m4m", actions=[])
def payments(rules):
    r = table(rinshan_win, rules)
    r.play(Action.daiminkan(0, "8s"))
    r.play(Action.tsumo(0))
    return r.result["wins"][0]["valuation"]
for pao in (False, True):
    v = payments(Rules.preset("tenhou").replace(daiminkan_rinshan_pao=pao))
    print(f"daiminkan pao {'on ' if pao else 'off'}: {v.message()}; payments by seat {v.payments}")"""),
    md("""\
## 5. Kakan: adding the fourth tile to a pon

If you called a pon earlier and now draw the fourth copy (or already hold it), you may add it on
your turn, after the draw and before the discard; the open triplet becomes an open kantsu. This is
also called *shouminkan* (小明槓 · 小明杠).

**How it is laid:** the added tile is itself laid **sideways, on top of the pon's sideways tile**:
the two sideways tiles lie stacked, one above the other, and the pon keeps its three places in the
row. The sideways tile still shows whose discard was called, and the stack shows that the fourth
tile was added later. Lay the fourth tile *beside* the pon instead and the row of four looks like a
daiminkan called from another seat (槓 § 加槓): a pon from the left player with the tile added on
its left reads as a daiminkan from the player across, so the table would be told the wrong
discarder and the wrong kind of kan. The pictures, left to right: the pon, the correct kakan
(stacked), and the daiminkan that the side-by-side layout would be mistaken for:""",
       covers=["槓 § 加槓", "杠 § 加杠"]),
    code("""\
pon = Meld.pon("888p", "8p", "kamicha")
kakan = pon.with_added("8p")
looks_like = Meld.daiminkan("8888p", "8p", "toimen")
print("pon:", pon.notation, "| kakan:", kakan.notation, "| the wrong layout reads as:", looks_like.notation)
print("kakan layout:", [(str(lt.tile), lt.pose) for lt in kakan.layout()])
display(pon, kakan, looks_like)              # save_svg(kakan, "kakan.svg")"""),
    md("""\
**Drawn or already held?** The ja article allows the fourth tile to be one you drew just now *or*
one already in your hand; the zh article's wording asks for the drawn tile. mjteach keeps both as
the option `kakan_drawn_tile_only`. Here the player ponned 6p earlier, has held the fourth 6p for a
while, and has just drawn a 1z:""",
       covers=["槓 § 加槓", "杠 § 加杠"]),
    code("""\
held = table("kakan_drawn_tile_only")
print("hand:", held.players[0].hand)
for only_drawn in (False, True):
    reason = table("kakan_drawn_tile_only", Rules.preset("tenhou").replace(
        kakan_drawn_tile_only=only_drawn)).why_not(Action.kakan(0, "6p"))
    print(f"kakan_drawn_tile_only={only_drawn}: kakan 6p",
          "allowed" if reason is None else "refused: " + reason.message("en"))"""),
    md("""\
**Try it.** The player in the lab below called a pon of 8p earlier, and the next draw is the
fourth 8p. Press **draw**, then **kakan**, then **discard**. Watch three things: the meld turns
into the stacked kakan, the set's fu in the *after* column grows from an open triplet's to an open
kan's, and the new kan-dora indicator. Under `tenhou` (the switcher right below the lab) that
indicator is turned only when you press **discard**; switch
`kan_dora_timing_kakan` to the at-once timing (or pick the `m_league` preset) and it appears as soon
as the kan is made.""",
       covers=["槓 § 加槓", "杠 § 加杠"]),
    code("""\
from mjteach.widgets import KanLab, RuleSwitcher
kakan_lab = KanLab.demo("kakan", rules=Rules.preset("tenhou"))
kakan_rules = RuleSwitcher("tenhou", options=["kan_dora_timing_kakan", "kan_dora", "chankan"]).link(kakan_lab)
display(kakan_lab, kakan_rules)"""),
    md("""\
## 6. Chankan: a kakan can be robbed

While the kakan is being declared, a player who is waiting on that very tile may win on it
(**chankan**, 搶槓 · 抢杠, 1 han). The kan then fails: no replacement tile, no new kan-dora indicator.
The engine plays a kakan into a waiting opponent:""",
       covers=["槓 § 加槓", "杠 § 加杠"]),
    code("""\
robbed = table("kakan_chankan")     # seat 0 adds 6p to its pon; seat 1 waits on 3p or 6p
for action in script("kakan_chankan"):
    print(f"{str(action):10} ->", ", ".join(e.kind for e in robbed.play(action)))
win = robbed.result["wins"][0]
print("kan stands:", not any(e.kind == "kan_robbed" for e in robbed.events),
      "| rinshan draws:", sum(e.kind == "rinshan_draw" for e in robbed.events),
      "| kan dora turned:", sum(e.kind == "dora_reveal" for e in robbed.events))
show(win["valuation"])"""),
    md("## 7. Check yourself"),
    code("""\
from mjteach.widgets import Quiz
toimen = Meld.daiminkan("7777s", "7s", "toimen")
sideways = [i for i, lt in enumerate(toimen.layout()) if lt.pose == "sideways"][0]
q1 = Quiz("A daiminkan called from toimen: which tile lies sideways (1 = leftmost)?",
          answer=lambda v: int(v) in (2, 3),
          explanation=f"A middle tile; mjteach draws it in position {sideways + 1}.")
kakan_poses = [lt.pose for lt in kakan.layout()]
q2 = Quiz("Where does the added tile of a kakan go?",
          ["beside the pon", "on top of the pon's sideways tile", "face down at the end"],
          answer="on top of the pon's sideways tile" if "stacked" in kakan_poses else "beside the pon",
          explanation="So the table still shows whose discard was called.")
display(q1, q2)"""),
    md("""\
## 8. Try another rule

Switch `call_priority` to `first_call` (voice order), turn on `daiminkan_rinshan_pao` or
`kakan_drawn_tile_only`; the situations are played again under the new rules."""),
    code("""\
import ipywidgets as w
from mjteach.widgets import RuleSwitcher
outcome = w.HTML()
def replay(rules):
    claims, v = who_gets_it(rules), payments(rules)
    kakan = table("kakan_drawn_tile_only", rules).why_not(Action.kakan(0, "6p"))
    outcome.value = (f"<p>3s contest: seat {claims['taken_by']} takes it by {claims['call']} "
                     f"({claims['rule']}).</p><p>Rinshan kaihou after the daiminkan: payments "
                     f"{v.payments}</p><p>Kakan with the 6p already held: "
                     f"{'allowed' if kakan is None else kakan.message()}</p>")
switcher = RuleSwitcher("tenhou", options=["call_priority", "daiminkan_rinshan_pao", "chankan",
                                           "kakan_drawn_tile_only"]).link(replay)
display(switcher, outcome)"""),
    md("""\
*Sources: 槓 § 明槓, § 大明槓, § 大明槓の包, § 加槓; 杠 § 明杠, § 大明杠, § 大明杠包牌, § 加杠.*"""),
]
