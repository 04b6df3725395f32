"""Python-side tests of KanLab and WallView: buttons follow Round.legal_actions, disabled ones carry
Round.why_not, and after each kind of kan the view shows the round's events (槓 § 嶺上牌, § 槓ドラ,
§ 槓子の扱い, § メリットとデメリット)."""

from __future__ import annotations

import re

import ipywidgets as widgets
import pytest

import mjteach
from mjteach.rules import KanDoraTiming, Rules
from mjteach.tiles import Tile
from mjteach.widgets import KanLab, RuleSwitcher, WallView
from mjteach.widgets.situations import DEMOS, arranged_round, demo_round


def strip_svg(html: str) -> str:
    return re.sub(r"<svg.*?</svg>", "[svg]", html, flags=re.S)


# ----- situations ----------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(DEMOS))
def test_demo_deal_gives_the_hand_asked_for(name):
    """The arranged wall deals the learner exactly the demo's hand (checked against Wall.deal)."""
    rnd, _ = demo_round(name)
    want = sorted(mjteach.parse_tiles(DEMOS[name]["hands"][0]))
    assert sorted(rnd.players[0].concealed) == want


def test_arranged_wall_refuses_a_fifth_copy():
    with pytest.raises(ValueError, match="too many 1m"):
        arranged_round(Rules(), hands={0: "1111m123p456p789s"}, draws="1m")


# ----- buttons and reasons -------------------------------------------------------------------
def test_buttons_enabled_exactly_when_legal():
    """Each button is enabled iff Round.legal_actions holds an action of its kind."""
    lab = KanLab.demo("ankan")
    legal_kinds = {a.kind for a in lab.round.legal_actions(0)}
    assert set(lab.enabled) == legal_kinds & set(lab.buttons) == {"draw"}
    assert all(lab.buttons[k].disabled == (k not in lab.enabled) for k in lab.buttons)
    lab.press("draw")
    assert set(lab.enabled) == {"ankan", "discard"}
    assert lab.buttons["ankan"].disabled is False and lab.buttons["pon"].disabled is True


def test_disabled_button_shows_the_rounds_reason_in_the_current_language():
    """A disabled kan button carries Round.why_not: before the draw an ankan is 'kan.before_draw'
    (槓 § 手順); the message follows set_language."""
    lab = KanLab.demo("ankan")
    assert lab.reasons["ankan"] == "kan.before_draw"
    probe_reason = lab.round.why_not(mjteach.round.Action("ankan", 0, Tile.parse("8s")))
    assert lab.buttons["ankan"].tooltip == probe_reason.message()
    assert probe_reason.message() in lab.why_html.value
    en = lab.buttons["ankan"].tooltip
    mjteach.set_language("ja")
    assert lab.buttons["ankan"].tooltip == probe_reason.message("ja") != en
    assert lab.buttons["ankan"].description == "暗槓"


def test_refused_press_leaves_the_round_unchanged():
    """Pressing a disabled button returns the Reason and changes nothing (state snapshot equal)."""
    lab = KanLab.demo("ankan")
    before = lab.round.snapshot()
    reason = lab.press("daiminkan")
    assert isinstance(reason, mjteach.Reason) and reason.code == "kan.daiminkan_no_discard"
    assert lab.round.snapshot() == before and "not possible" in lab.message.value


# ----- each kind of kan ----------------------------------------------------------------------
def test_ankan_shows_meld_rinshan_indicator_now_haitei_and_fu():
    """Ankan of 8s (Tenhou rules: kan dora turned at once for an ankan): the meld [8888s] laid with
    two tiles face down, the rinshan tile from yama index 1 (the first rinshan position), the
    indicator at index 7 turned, the haitei joining the dead wall, 70 -> 68 tiles left counting the
    draw, and the 8s set going from 4 fu (concealed triplet) to 16 fu (closed kan)."""
    lab = KanLab.demo("ankan")
    lab.press("draw")
    live_before = lab.live_remaining
    events = lab.press("ankan", "8s")
    kinds = [e.kind for e in events]
    # the order of the reveal and the rinshan draw is the engine's business (槓 § 槓ドラ)
    assert kinds[0] == "kan" and set(kinds[:4]) == {
        "kan",
        "dora_reveal",
        "rinshan_draw",
        "wall_shift",
    }
    assert lab.kans == 1 and lab.live_remaining == live_before - 1
    html = lab.kan_html.value
    assert 'data-meld="[8888s]"' in html
    assert 'data-pose="down"' in html  # two tiles face down
    rinshan = next(e for e in events if e.kind == "rinshan_draw")
    assert rinshan.data["index"] == 1 and f'data-tile="{rinshan.tile.notation}"' in html
    reveal = next(e for e in events if e.kind == "dora_reveal")
    assert reveal.data["index"] == 7 and reveal.tile == Tile.parse("9m")
    assert 'data-indicator="9m"' in html and "turned at once" in html
    shift = next(e for e in events if e.kind == "wall_shift")
    assert shift.data["joined_dead_wall"] == [14]
    comp = lab.comparison()
    assert comp.set_before.fu == 4 and comp.set_after.fu == 16
    assert (comp.before.fu, comp.after.fu) == (50, 60)
    assert 'data-fu-before="50"' in lab.fu_html.value and 'data-fu-after="60"' in lab.fu_html.value
    assert "mjt-changed" in lab.fu_html.value and "▲ +12" in lab.fu_html.value
    # the wall picture highlights the moved haitei and the rinshan position
    assert lab.wall_view.kans == 1


def test_kakan_indicator_waits_for_the_discard_under_tenhou():
    """Kakan under Tenhou rules: the kan-dora indicator is pending until the kanner's discard
    (後乗り, 槓 § 槓ドラ); after the discard it is turned (cause 'discard')."""
    lab = KanLab.demo("kakan")
    assert [m.notation for m in lab.round.players[0].melds] == ["(8<88p)"]
    lab.press("draw")
    events = lab.press("kakan")
    kinds = [e.kind for e in events]
    assert kinds[0] == "kan" and {"rinshan_draw", "wall_shift"} <= set(kinds)
    assert "dora_reveal" not in kinds
    assert 'data-meld="(8&lt;+888p)"' in lab.kan_html.value
    assert "mjt-pending" in lab.kan_html.value and len(lab.round.dora_indicators) == 1
    comp = lab.comparison()
    assert (comp.set_before.fu, comp.set_after.fu) == (2, 8)
    lab.press("discard", lab.round.players[0].drawn)
    assert [t.notation for t in lab.round.dora_indicators] == ["3p", "9m"]
    assert 'data-indicator="9m"' in lab.kan_html.value and "mjt-pending" not in lab.kan_html.value


def test_daiminkan_opens_the_hand_and_fu_can_go_down():
    """Daiminkan of kamicha's 7s: meld (7<777s), and the hand loses the 10 fu of a concealed ron
    while the set goes 4 -> 8 fu, so the fu drop 50 -> 40 (槓 § メリットとデメリット)."""
    lab = KanLab.demo("daiminkan")
    assert set(lab.enabled) == {"daiminkan", "pon", "pass"}
    assert lab.reasons["chi"] == "call.chi_no_run"
    lab.press("daiminkan")
    assert [m.notation for m in lab.round.players[0].melds] == ["(7<777s)"]
    comp = lab.comparison()
    assert (comp.set_before.fu, comp.set_after.fu) == (4, 8)
    assert (comp.before.fu, comp.after.fu) == (50, 40)
    assert "▼ -10" in lab.fu_html.value


def test_rule_switch_changes_indicator_timing_live():
    """A RuleSwitcher linked to the lab: WRC turns a daiminkan's kan dora at once (rulesets.md)."""
    lab = KanLab.demo("daiminkan")
    lab.press("daiminkan")
    assert "mjt-pending" in lab.kan_html.value
    sw = RuleSwitcher().link(lab)
    sw.choose("wrc")
    assert lab.rules.kan_dora_timing_daiminkan is KanDoraTiming.IMMEDIATE
    assert lab.kans == 1 and "turned at once" in lab.kan_html.value
    sw.choose("jpml")  # no kan dora at all
    assert "no kan dora" in lab.kan_html.value and len(lab.round.dora_indicators) == 1


def test_step_back_and_forward_restore_the_same_state():
    """back() undoes a press (round snapshot equal to before), forward() replays it."""
    lab = KanLab.demo("ankan")
    lab.press("draw")
    snap = lab.round.snapshot()
    lab.press("ankan", "8s")
    after = lab.round.snapshot()
    assert lab.back() is True and lab.round.snapshot() == snap and lab.kans == 0
    assert "No kan yet" in lab.kan_html.value
    assert lab.forward() is True and lab.round.snapshot() == after and lab.kans == 1
    assert lab.forward() is False


def test_select_then_discard_uses_the_selected_tile():
    lab = KanLab.demo("ankan")
    lab.press("draw")
    lab.rack.click(lab.rack.index_of("3m"))
    assert lab.rack.selected == lab.rack.index_of("3m")
    lab.press("discard")
    assert lab.round.players[0].discards[-1] == Tile.parse("3m")


def test_kanlab_repr_short_and_stable():
    lab = KanLab.demo("ankan")
    assert repr(lab) == "KanLab('ankan', seat=0, phase='draw', kans=0, step=0)"
    assert not re.search(r"0x[0-9a-f]{6,}", repr(lab))


# ----- WallView ------------------------------------------------------------------------------
def test_wall_view_kan_steps_shift_the_haitei():
    """Each kan draws a rinshan tile and the haitei joins the dead wall: live 70 -> 69 -> 68, the
    dead wall stays 14 (槓 § 嶺上牌)."""
    v = WallView("four", seed=3)
    assert (v.kans, v.live_remaining) == (0, 70)
    for k in (1, 2):
        assert v.kan() is True
        assert (v.kans, v.live_remaining) == (k, 70 - k)
        assert len(v.wall.dead_wall_indices()) == 14
    assert "joined the dead wall" in v.change.value
    assert v.back() is True and v.kans == 1
    assert "stack was split" in v.change.value or v._last_change is None


def test_wall_view_explains_the_haitei_stack_at_odd_and_even_kans():
    """1st/3rd kan: the haitei's stack is split (bottom tile to the dead wall, top tile the new
    haitei); 2nd/4th: its last tile goes and the whole stack is dead wall (槓 § 嶺上牌)."""
    v = WallView("four", seed=3)
    stories = []
    for _ in range(4):
        v.kan()
        stories.append("split" if "stack was split" in v.change.value else "whole")
    assert stories == ["split", "whole", "split", "whole"]
    v.shift_toggle.value = True
    assert v.shift_picture.value.lstrip().startswith("<svg")
    v.reset()
    assert v.kans == 0 and v.live_remaining == 70
    assert len(v.svg.encode()) <= 60_000


def test_wall_view_says_why_the_kan_button_is_off_after_four_kans():
    """槓 § 嶺上牌: four rinshan tiles, so four kans; the Kan button is then off and the page says
    why (a disabled button shows no tooltip), in the learner's language (issue 23 item 8)."""
    v = WallView("four", seed=3)
    for _ in range(3):
        v.kan()
    assert not v.kan_button.disabled and "mjt-why-off" not in v.change.value
    v.kan()
    assert v.kan_button.disabled
    assert "all 4 rinshan tiles have been drawn" in v.change.value
    assert v.kan_button.tooltip == "No more kans: all 4 rinshan tiles have been drawn."
    try:
        mjteach.set_language("ja")
        assert "嶺上牌4枚はすべてツモ済み" in v.change.value
        assert v.kan() is False and "山の状態からできません" in v.change.value
        assert "rinshan" not in v.change.value
    finally:
        mjteach.set_language("en")


def test_wall_view_old_rule_moves_a_whole_stack():
    """槓 § 嶺上牌 (王牌4幢残し): under the old rule every kan pulls a whole stack, two live tiles
    (槓のたびに残りツモが2枚ずつ減る)."""
    v = WallView("old_rule", seed=3)
    start = v.live_remaining
    v.kan()
    assert v.live_remaining == start - 2
    v.kan()
    assert v.live_remaining == start - 4
    assert repr(v) == f"WallView(variant='old_rule', kans=2, live={start - 4})"


def test_wall_view_three_players_and_fifth_kan_refused():
    v = WallView("three", seed=3)
    assert v.wall.rules.players == 3 and len(v.wall.yama) == 108
    w = WallView("four", seed=3)
    for _ in range(4):
        assert w.kan()
    assert w.kan() is False and "all 4 rinshan tiles have been drawn" in w.change.value


def test_wall_view_follows_rule_switcher_and_language():
    v = WallView()
    RuleSwitcher().link(v).choose("old_rule")
    assert v.wall.rules.dead_wall_size == 8
    mjteach.set_language("zh")
    assert "剩余可摸" in v.facts.value and v.kan_button.description == "杠（摸岭上牌）"


def test_wall_view_linked_to_same_rules_keeps_the_given_wall_and_its_kans():
    """RuleSwitcher.link pushes its rules at once: under the same rules the wall passed in (and the
    kan already made on it) stays; other rules deal a new wall and the picker names its variant
    (lesson 03 links a Tenhou switcher to WallView(Wall.from_seed(6)) after view.kan())."""
    from mjteach import Wall

    wall = Wall.from_seed(6)
    wall.deal()
    v = WallView(wall)
    v.kan()
    shown = list(v.wall.yama)
    sw = RuleSwitcher("tenhou").link(v)
    assert (v.kans, v.live_remaining) == (1, 69)
    assert list(v.wall.yama) == shown and v.back_button.disabled is False
    sw.choose("old_rule")
    assert v.kans == 0 and v.wall.rules.dead_wall_size == 8
    assert v.variant == "old_rule" and v.variant_picker.value == "old_rule"


def test_wall_view_long_button_labels_are_not_cut():
    """ipywidgets buttons are 148 px wide unless told otherwise, which cuts a label of more than
    about 19 Latin characters ("Show kans 0–4 si…" was seen in lesson 03): long labels get width
    auto."""
    v = WallView("four", seed=3)
    try:
        for lang in ("en", "ja", "zh"):
            mjteach.set_language(lang)
            for b in v.controls.children:
                units = sum(2 if ord(c) > 0x2E80 else 1 for c in b.description)  # CJK: 2
                if isinstance(b, (widgets.Button, widgets.ToggleButton)) and units > 19:
                    assert b.layout.width == "auto", (lang, b.description)
    finally:
        mjteach.set_language("en")


def test_lab_from_hand_builder_chuuren_ankan_loses_the_yakuman():
    """A HandBuilder's hand in the lab: 1112345678999p+1p, ankan of 1p. As a triplet the hand is
    junsei chuuren (13 han here); as a kan it is only chinitsu (槓 § 槓子の扱い: a kan is not a
    triplet for chuuren)."""
    from mjteach.widgets import HandBuilder

    builder = HandBuilder("1112345678999p+1p")
    lab = KanLab(builder)
    assert set(lab.enabled) >= {"ankan", "tsumo"}
    lab.press("ankan", "1p")
    comp = lab.comparison()
    assert comp is not None
    before = {y.key for y in comp.before.yaku}
    after = {y.key for y in comp.after.yaku}
    assert any("chuuren" in k for k in before) and not any("chuuren" in k for k in after)
    assert comp.after.points < comp.before.points
    builder.set_hand("2399m222666p888s+8s")
    lab.reload()
    assert lab.kans == 0 and "ankan" in lab.enabled


def test_lab_from_shipped_scenario_refuses_kan_on_haitei():
    """Scenario kan_on_haitei_refused: no kan on the haitei draw (槓 § 嶺上牌); allowed once the
    rules say kan_on_haitei=True."""
    lab = KanLab("kan_on_haitei_refused")
    assert lab.reasons["ankan"] == "kan.haitei" and "ankan" not in lab.enabled
    lab.rules = Rules().replace(kan_on_haitei=True)
    assert "ankan" in lab.enabled


def test_tsumo_shows_the_rounds_own_valuation_mid_play():
    """Tsumo on the builder's 1112345678999p+1p: the round values it (junsei chuuren, 13 han,
    48000 as dealer); the lab deals it in mid-play, so no tenhou is added by accident."""
    from mjteach.widgets import HandBuilder

    lab = KanLab(HandBuilder("1112345678999p+1p"))
    lab.press("tsumo")
    assert lab.phase == "over"
    html = lab.fu_html.value
    assert 'data-han="13"' in html and 'data-points="48000"' in html
    assert "Tenhou" not in html


def test_rules_that_cannot_hold_the_situation_are_refused_everywhere_and_old_rules_stay():
    """Three-player rules have no 2m-8m (rulesets: sanma removes 2m-8m): the ankan demo cannot be
    dealt, so the whole switch is refused: the switcher's preset goes back to the old one, every
    linked widget keeps the old rules (none runs ahead), and the refusal is said once, in the
    switcher. A later switch that works leaves no refusal anywhere (issue 13 §2)."""
    from mjteach.widgets import CallLab

    lab, calls, wall = KanLab.demo("ankan"), CallLab(), WallView()
    sw = RuleSwitcher().link(lab, calls, wall)
    sw.choose("sanma_tenhou")
    assert sw.rules.name == "tenhou" and sw.preset.value == "tenhou"
    assert lab.rules.name == calls.rules.name == wall.wall.rules.name == "tenhou"
    assert wall.wall.rules.players == 4
    assert "KanLab" in sw.error and "cannot be used" in sw.error
    assert "cannot be used" in sw.error_html.value and lab.message.value == ""
    assert sw.set("players", 3) is False and sw.rules.players == 4
    sw.choose("wrc")
    assert lab.rules.name == calls.rules.name == wall.wall.rules.name == sw.preset.value == "wrc"
    assert sw.error == "" and sw.error_html.value == "" and lab.message.value == ""


def test_a_rules_switch_clears_the_labs_old_refusal():
    """A refusal said under the old rules (here: discard without a tile) does not stay after the
    rules change."""
    lab = KanLab.demo("ankan")
    lab.press("draw")
    lab.press("discard")
    assert lab.message.value
    lab.rules = Rules.preset("wrc")
    assert lab.message.value == "" and lab.last_message == ""


def test_kanlab_refuses_unusable_rules_with_a_value_error_and_stays():
    lab = KanLab.demo("ankan")
    snap = lab.round.snapshot()
    with pytest.raises(ValueError, match="cannot be used"):
        lab.rules = Rules.preset("sanma_tenhou")
    assert lab.rules.name == "tenhou" and lab.round.snapshot() == snap


def test_scenario_script_then_the_learner_robs_the_kakan():
    """kakan_chankan with the scenario's first move played (seat 0's kakan of 6p): the learner at
    seat 1 may ron the added tile (搶槓, 槓 § 加槓); the kan fails and the win counts chankan."""
    lab = KanLab("kakan_chankan", seat=1, script=1)
    assert lab.phase == "chankan" and set(lab.enabled) == {"ron", "pass"}
    lab.press("ron")
    assert lab.phase == "over" and lab.kans == 0
    assert "Chankan" in lab.fu_html.value and "Kan robbed" in lab.log_html.value


# ----- issue 13: a choice that is needed is asked for, nothing changes ----------------------------
def test_discard_without_a_selected_tile_asks_for_one_and_changes_nothing():
    """Discard needs a tile (槓 § 槓の手順: after the draw the player discards one tile of their
    choice): pressed with no tile selected, the lab asks for one in the learner's language and the
    round is unchanged (it used to throw away the hand's first tile, 2m)."""
    lab = KanLab.demo("ankan")
    lab.press("draw")
    before = lab.round.snapshot()
    hand_before = lab.round.players[0].hand.notation
    result = lab.press("discard")
    assert isinstance(result, mjteach.rules.Reason) and result.code == "w.lab.pick_tile"
    assert lab.round.snapshot() == before and lab.round.players[0].hand.notation == hand_before
    assert lab.step == 1 and len(lab.round.players[0].discards) == 0
    assert "Pick a tile" in lab.message.value and "discard" in lab.message.value
    mjteach.set_language("ja")
    try:
        assert "打牌" in lab.press("discard").message()
    finally:
        mjteach.set_language("en")
    # choosing a tile answers the question: the message goes, the discard names the tile
    lab.select("3m")
    assert lab.message.value == ""
    events = lab.press("discard")
    assert not isinstance(events, mjteach.rules.Reason)
    assert lab.round.players[0].discards[0] == Tile.parse("3m")
    assert "3m" in lab.last_message and "discarded" in lab.last_message


def test_ankan_with_one_candidate_needs_no_selection():
    """Only one ankan is possible (8s): pressing ankan makes it without asking (槓 § 暗槓)."""
    lab = KanLab.demo("ankan")
    lab.press("draw")
    assert not isinstance(lab.press("ankan"), mjteach.rules.Reason) and lab.kans == 1


def test_why_ankan_is_off_covers_every_triplet_in_hand():
    """槓 § 暗槓: an ankan needs all four of a kind in the hand. Holding two triplets (1m, 9p) and
    neither fourth tile, the lab explains the refusal for each candidate, not only the first one
    (a newcomer read only '1m' and wondered about 9p); before the draw the shared reason is said
    once."""
    from mjteach.widgets.situations import arranged_round

    lab = KanLab(arranged_round(Rules(), hands={0: "111m999p234s567s8s"}, draws="5z"))
    before_draw = strip_svg(lab.why_html.value)
    assert before_draw.count('data-kind="ankan"') == 1 and lab.reasons["ankan"] == "kan.before_draw"
    lab.press("draw")
    why = strip_svg(lab.why_html.value)
    lines = re.findall(r'<li data-kind="ankan">(.*?)</li>', why)
    assert len(lines) == 2, why
    assert "1 Man (1m)" in lines[0] and "you hold 3" in lines[0]
    assert "9 Pin (9p)" in lines[1] and "you hold 3" in lines[1]
    assert lab.reasons["ankan"] == "kan.not_four"
    assert "(1m)" in lab.buttons["ankan"].tooltip and "(9p)" in lab.buttons["ankan"].tooltip
    # a chosen tile narrows the answer to that tile
    lab.select("9p")
    lines = re.findall(r'<li data-kind="ankan">(.*?)</li>', strip_svg(lab.why_html.value))
    assert len(lines) == 1 and "(9p)" in lines[0]


@pytest.mark.parametrize(("lang", "name"), [("en", "Tenhou"), ("ja", "天鳳"), ("zh", "天凤")])
def test_wall_view_of_a_given_wall_names_its_rules_in_the_variant_picker(lang, name):
    """A wall passed in (lesson 03 cells 10 and 20) is no picker variant, but its rules are the
    Tenhou preset: the picker says so, as the RuleSwitcher above it does. Failed before: it said
    "custom" / "カスタム" under a switcher reading "天鳳" (the JupyterLab read-through)."""
    from mjteach.rules import Rules
    from mjteach.wall import Wall

    mjteach.set_language(lang)
    v = WallView(Wall.from_seed(6, Rules.preset("tenhou")))
    labels = dict((value, label) for label, value in v.variant_picker.options)
    assert v.variant_picker.value == "custom"
    assert labels["custom"] == name


def test_two_reasons_for_one_button_each_name_their_tile_in_the_label():
    """Riichi on 7999m with the fourth 9m drawn (lesson 05 cell 13): the ankan button is off for
    9m (the wait changes) and for 7z (three only); the two lines are labelled "暗槓（9m）" and
    "暗槓（7z）". Failed before: both read "暗槓:" (the JupyterLab read-through)."""
    import re

    mjteach.set_language("ja")
    lab = KanLab("riichi_ankan_refused", show_wall=False)
    labels = re.findall(r'<li data-kind="ankan"><b>([^<]*)</b>', lab.why_html.value)
    assert len(labels) == 2
    assert sorted(labels) == ["暗槓（7z）", "暗槓（9m）"]
    one = re.findall(r'<li data-kind="kakan"><b>([^<]*)</b>', lab.why_html.value)
    assert one == ["加槓"]  # a button with one reason keeps its plain label


def test_the_before_after_table_values_a_win_that_has_a_yaku():
    """The newcomer trial: in lesson 05's task lab (not in riichi, no yaku on a ron) the 9s ankan
    showed a table of zeros ("complete, but no yaku"): the comparison took the first wait by ron
    whatever it scored. It now takes a win that scores (here a menzen tsumo) and says which."""
    from mjteach.course.scenes import FOUR_4M_AND_THE_FOURTH_9S

    lab = KanLab(FOUR_4M_AND_THE_FOURTH_9S)
    lab.press("ankan", "9s")
    comp = lab.comparison()
    assert comp is not None and comp.before.is_win and comp.after.is_win
    assert comp.after.fu > comp.before.fu
