"""Lesson 03: where the replacement tiles lie, how the wall shifts, haitei/houtei limits, variants."""

from _cells import code, header, md

SLUG = "03-rinshan-and-wall"
TITLE = "Replacement tiles and the wall that shifts"
GOAL = ("Find the replacement tiles in the dead wall, watch the last live tile move into the dead "
        "wall after each kan (1st/3rd kan versus 2nd/4th), and see why no kan is allowed on the "
        "last draw and no call on the last discard; then compare the old 4-stack dead wall and "
        "three-player walls.")
TERMS = ("dead wall · 王牌 · 王牌; live wall · 壁牌（山）· 牌山; replacement tile · 嶺上牌 · 岭上牌; "
         "stack · 幢 · 幢（墩）; wall break · 開門 · 开门; last draw · 海底 · 海底; last discard · "
         "河底 · 河底; dora indicator · ドラ表示牌 · 宝牌指示牌")

CELLS = [
    *header("03", TITLE, GOAL, TERMS),
    md("""\
## 1. Where the replacement tiles lie

A kantsu uses four tiles where other sets use three, so after a kan the hand is one tile short.
The player makes up for it with a **replacement tile** (嶺上牌 *rinshan-pai* · 岭上牌) taken from a
fixed place:

* the **dead wall** (王牌 · 王牌) is the last 7 stacks of the wall, 14 tiles, next to the point
  where the wall was broken open (開門 · 开门);
* the **dora indicator** lies face up on the third stack of the dead wall;
* the replacement tiles are the **two stacks (4 tiles) beside the indicator on the side nearest the
  break**, and they are taken one by one starting from the end nearest the break, i.e. in the
  opposite direction to ordinary draws.

The wall below is built from a fixed seed and drawn by mjteach; the labels mark the live wall, the
dead wall, the indicator and the replacement tiles in the order they will be drawn.""",
       covers=["槓 § 嶺上牌", "杠 § 岭上牌"]),
    code("""\
from mjteach import Wall
wall = Wall.from_seed(6)      # a fixed shuffle, so this lesson shows the same wall every time
wall.deal()
print("live draws left:", wall.live_remaining, "| dead wall:", len(wall.dead_wall_indices()), "tiles")
print("dora indicator:", wall.dora_indicators[0])
print("replacement tiles in the order they are drawn:", [str(wall.yama[i]) for i in wall.rinshan_indices()])
dead = mjteach.render.dead_wall_svg(wall, reveal="all")   # save_svg(dead, "dead-wall.svg")
HTML(dead)   # inline SVG: named for screen readers"""),
    md("""\
## 2. The dead wall stays at 14: the haitei moves

Each replacement draw takes a tile out of the dead wall. To keep it at 14 tiles, the **last tile
of the live wall** (the one that would have been the last draw, *haitei* 海底 · 海底) joins the dead
wall. The live wall is one draw shorter after every kan: 70 draws without a kan, 69 after one,
and so on.

Physically the tiles lie in stacks of two, and this gives the articles' detail about the
**1st and 3rd kan versus the 2nd and 4th**:

* at the **1st (and 3rd)** kan the haitei is the lower tile of a full stack; it moves to the dead
  wall and the tile that lay on top of it drops down to become the new haitei, now alone;
* at the **2nd (and 4th)** kan that lone tile is the haitei and moves over.

Step through four kans below: each step prints which tile moved and which is now the last draw
(positions are named by where the tiles started: after the 1st kan the "top" tile has slid down
and is the only tile of its stack). The picture draws the end of the wall after 0, 1, 2, 3 and 4
kans, one row each.""",
       covers=["槓 § 嶺上牌", "杠 § 岭上牌"]),
    code("""\
LEVEL = {0: "bottom", 1: "top"}
# Wall.position() numbers the sides counterclockwise from the dealer's wall and the stacks from 0,
# counted from the right end of that wall as its owner sees it.
SIDE = {0: "the dealer's wall", 1: "the right-hand player's (shimocha) wall",
        2: "the opposite player's (toimen) wall", 3: "the left-hand player's (kamicha) wall"}
def where(index):
    side, stack, level = shifting.position(index)
    return f"{LEVEL[level]} tile of stack {stack + 1} from the right of {SIDE[side]}"
shifting = wall.copy()
for n in range(1, 5):
    old = shifting.haitei_index
    replacement = shifting.draw_rinshan()
    new = shifting.haitei_index
    print(f"kan {n}: replacement {replacement.name()}; the haitei {wall.yama[old].name()} "
          f"({where(old)}) joins the dead wall;")
    print(f"       new haitei {shifting.yama[new].name()} ({where(new)}); "
          f"live draws left {shifting.live_remaining}")
shift = mjteach.render.kan_shift_svg(wall, kans=4)   # one row per kan; save_svg(shift, "shift.svg")
HTML(shift)   # inline SVG: named for screen readers"""),
    md("""\
The whole wall, live. Press **kan** to make the next kan's changes (replacement draw, wall shift,
kan-dora indicator), **back** to undo, or pick another wall variant."""),
    code("""\
from mjteach.widgets import WallView
view = WallView(wall)
view.kan()          # the first kan, as the button does
view"""),
    md("""\
The same thing inside a whole hand: a recorded hand with several kans (the sample record
`two_kans`, named for "at least two", which mjteach's own engine played) replayed step by step. The
cell counts the kans in the record, then jumps to the second one; the buttons step through the
hand, and the wall picture shows each replacement draw and the dead wall after it."""),
    code("""\
from mjteach.widgets import ReplayViewer
replay = ReplayViewer("two_kans")
print("kans in this record:", len(replay.replay.kan_steps()))
replay.goto_kan(1)
print(f"step {replay.position} of {replay.total}; kans so far: {replay.kans}; "
      f"engine and record disagree {replay.mismatches} times")
replay"""),
    md("""\
## 3. No kan on the last draw, no call on the last discard

If a player could kan after drawing the haitei, the replacement draw would leave the dead wall at
13 tiles with no live tile left to top it up. So **no ankan or kakan on the haitei draw**. For the
same reason the **last discard** (*houtei* 河底 · 河底) cannot be called for a kan, and not for a pon
or chi either; only a win (ron) on it is allowed. The engine refuses both with a reason:""",
       covers=["槓 § 嶺上牌", "杠 § 岭上牌"]),
    code("""\
for name in ("kan_on_haitei_refused", "daiminkan_houtei_refused"):
    at_end = table(name)
    print(f"{name}: live draws left {at_end.wall.live_remaining}")
    for action in script(name):
        reason = at_end.why_not(action)
        if reason is None:
            at_end.play(action)
            print(f"   {str(action):16} allowed")
        else:
            print(f"   {str(action):16} refused: {reason.code} - {reason.message('en')}")
# Why: allow it anyway (the kan_on_haitei option) and count the dead wall afterwards.
anyway = table("kan_on_haitei_refused", Rules.preset("tenhou").replace(kan_on_haitei=True))
anyway.play(script("kan_on_haitei_refused")[0])
print("with kan_on_haitei=True the ankan is played and leaves the dead wall at",
      len(anyway.wall.dead_wall_indices()), "tiles")"""),
    md("""\
## 4. Variants: the old 4-stack dead wall, three players

* **Old rule, 4 stacks.** Older rule books kept only the 4 stacks (8 tiles) in front of the dora
  indicator as the dead wall, and topped it up a whole stack at a time. Each kan then costs the
  live wall two tiles instead of one, and because of that some of those rules also refuse a kan on
  the draw *before* the haitei.
* **Three players** (三人麻雀 · 三人麻将): the 2m–8m are removed (108 tiles) and the dead wall holds
  8 replacement tiles in the usual three-player rules. Some tables play the wall right down to the
  indicator (王牌取り切り) and may then allow a kan on the last draw; the zh article notes that old
  and three-player rules may differ here.

The table is computed from the wall model under each preset:""",
       covers=["槓 § 嶺上牌", "杠 § 岭上牌"]),
    code("""\
YES_NO = {True: "allowed", False: "refused"}
print(f"{'preset':14}{'tiles':>6}{'dead wall':>10}{'rinshan':>8}{'live draws':>11}{'a kan costs':>12}"
      f"{'kan on the haitei':>19}{'kan one tile before':>21}")
for preset in ("tenhou", "old_rule", "sanma_tenhou"):
    rules = Rules.preset(preset)
    w = Wall.from_seed(6, rules)
    w.deal()
    start, rinshan = w.live_remaining, w.rinshan_remaining
    w.draw_rinshan()
    print(f"{preset:14}{len(w.yama):>6}{rules.dead_wall_size:>10}{rinshan:>8}{start:>11}"
          f"{start - w.live_remaining:>12}{YES_NO[rules.kan_on_haitei]:>19}"
          f"{YES_NO[not rules.kan_on_tile_before_haitei]:>21}")
old = table("old_rule_before_haitei")
reason = old.why_not(script("old_rule_before_haitei")[0])
print("old rule, one live tile left:", reason.code, "-", reason.message("en"))"""),
    md("## 5. Check yourself"),
    code("""\
from mjteach.widgets import Quiz
two = wall.copy()
two.draw_rinshan(); two.draw_rinshan()
q1 = Quiz("With a 14-tile dead wall, how many live draws are left after two kans (none drawn yet)?",
          answer=two.live_remaining,
          explanation="Each kan moves the haitei into the dead wall: one live draw fewer per kan.")
q2 = Quiz("May a player make an ankan right after drawing the haitei?", ["yes", "no"],
          answer="no" if not Rules.preset("tenhou").kan_on_haitei else "yes",
          explanation="The replacement draw would leave the dead wall one tile short.")
display(q1, q2)"""),
    md("""\
## 6. Try another rule

Pick `old_rule` or `sanma_tenhou` (or change `dead_wall_size`, `players`): the wall view (shown
again right under the switcher) deals a new wall under the new rules; press its **kan** button to
see the shift there."""),
    code("""\
from mjteach.widgets import RuleSwitcher
switcher = RuleSwitcher("tenhou", options=["dead_wall_size", "dead_wall_replenish", "players",
                                           "rinshan_tiles", "kan_on_haitei", "calls_on_houtei"])
display(switcher.link(view), view)   # the view it changes, next to it"""),
    md("""\
*Sources: 槓 § 嶺上牌; 杠 § 岭上牌. The 4-stack dead wall is cited in the ja article (脚注 / 出典) to
栗原安行's 『カラー版麻雀教室』 (1986) p45 and 『二色刷麻雀入門』 (1971) p45, listed under its 参考文献.*""",
       covers=["槓 § 参考文献", "槓 § 脚注"]),
]
