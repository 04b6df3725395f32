"""Kan rules of the round engine, one test per rule (槓 §§; FORMATS.md §6; rulesets.md §2)."""

import pytest
from round_helpers import code, sc

from mjteach.round import Action, IllegalAction
from mjteach.scenario import build_round, load_scenario

F1, F2, F3 = "11445577m11345p", "6688m7799p1133s5z", "22445577s12346z"


def kinds(events):
    return [e.kind for e in events]


def test_ankan_only_after_own_draw():
    """槓 § 暗槓: 自摸した直後、かつ打牌する前に行う — before the draw it is refused."""
    r = sc(["239m2226666p888s", F1, F2, F3], turn=0, phase="draw")
    assert code(r, Action.ankan(0, "6p")) == "kan.before_draw"
    r.play(Action.draw(0))
    assert code(r, Action.ankan(0, "6p")) is None


def test_ankan_after_discard_is_refused():
    """槓 § 暗槓: the ankan comes before the discard; once discarded it is too late."""
    r = load_scenario("ankan_basic").round
    r.play(Action.discard(0, "9m"))
    if r.phase == "respond":
        assert code(r, Action.ankan(0, "8s")) == "kan.not_after_discard"
    else:
        assert code(r, Action.ankan(0, "8s")) in ("turn.not_your_turn", "kan.before_draw")


def test_daiminkan_only_on_another_players_discard():
    """槓 § 大明槓: a daiminkan takes another player's discard, never one's own or none."""
    r = load_scenario("ankan_basic").round
    assert code(r, Action.daiminkan(0, "8s")) == "kan.daiminkan_no_discard"
    r = load_scenario("daiminkan_basic").round
    assert code(r, Action.daiminkan(3, "8s")) == "kan.daiminkan_own_discard"
    assert code(r, Action.daiminkan(0, "8s")) is None


def test_no_kan_right_after_chi_or_pon():
    """槓 § 手順: ポンやチーの直後（打牌の前）に槓はできない."""
    r = sc(["9m2222p666p888s (1<23m)", F1, F2, F3], turn=0, after_call=True)
    assert code(r, Action.ankan(0, "2p")) == "kan.after_call"
    assert code(r, Action.tsumo(0)) == "tsumo.not_drawn"
    r = sc(["2399m222p888s6p (66^6p)", F1, F2, F3], turn=0, after_call=True)
    assert code(r, Action.kakan(0, "6p")) == "kan.after_call"
    r.play(Action.discard(0, "9m"))
    assert r.players[0].melds[0].kind.value == "pon"


def test_consecutive_kans_after_rinshan_draws():
    """槓 § 手順: 嶺上牌を取得した直後…連続して槓をすることができる. Rinshan tiles come from
    yama 1 then 0 (FORMATS.md §5.1), each ankan reveals its indicator before the rinshan draw."""
    r = load_scenario("consecutive_ankan").round
    ev = r.play(Action.ankan(0, "2p"))
    assert kinds(ev) == ["kan", "dora_reveal", "rinshan_draw", "wall_shift"]
    assert ev[2].tile.notation == "6p" and ev[2].data["index"] == 1
    ev = r.play(Action.ankan(0, "6p"))
    assert ev[2].tile.notation == "3m" and ev[2].data["index"] == 0
    assert [t.notation for t in r.dora_indicators] == ["3p", "7z", "1z"]
    assert r.wall.live_remaining == 67 and len(r.wall.dead_wall_indices()) == 14


def test_kan_is_never_forced():
    """槓 § 手順: 槓をするかしないかは自由 — discarding without the kan stays legal."""
    r = load_scenario("ankan_basic").round
    legal = r.legal_actions(0)
    assert Action.ankan(0, "8s") in legal and Action.discard(0, "8s") in legal
    r.play(Action.discard(0, "8s"))
    assert r.kans_made == 0


def test_no_ankan_or_kakan_on_the_haitei_draw():
    """槓 § 嶺上牌: 海底では槓ができない（暗槓・加槓ともに不可）."""
    r = load_scenario("kan_on_haitei_refused").round
    assert code(r, Action.ankan(0, "8s")) == "kan.haitei"
    r = sc(["2399m222p888s+6p (66^6p)", F1, F2, F3], turn=0, live_remaining=0)
    assert code(r, Action.kakan(0, "6p")) == "kan.haitei"
    ok = sc(
        ["2399m222p888s+6p (66^6p)", F1, F2, F3],
        turn=0,
        live_remaining=0,
        rules={"preset": "tenhou", "kan_on_haitei": True},
    )
    assert code(ok, Action.kakan(0, "6p")) is None


def test_no_chi_pon_or_daiminkan_on_the_houtei_discard():
    """槓 § 嶺上牌: 河底牌に対してはカンだけでなくポンもチーもできない; ron stays legal."""
    r = load_scenario("daiminkan_houtei_refused").round
    assert code(r, Action.daiminkan(0, "8s")) == "kan.houtei"
    assert code(r, Action.pon(0, "8s")) == "call.houtei"
    assert r.waiting_on == [1] and Action.ron(1, "8s") in r.legal_actions(1)


def test_kakan_robbed_by_chankan_fails_without_rinshan_or_kan_dora():
    """槓 § 加槓: 搶槓が発生した場合は槓は不成立となり、槓ドラ表示牌もめくらない."""
    r = load_scenario("kakan_chankan").round
    ev = r.play(Action.kakan(0, "6p"))
    assert kinds(ev) == ["kan", "chankan_window"] and r.phase == "chankan"
    assert r.legal_actions(1) == [Action.ron(1, "6p"), Action.pass_(1)]
    ev = r.play(Action.ron(1))
    assert "rinshan_draw" not in kinds(ev) and "dora_reveal" not in kinds(ev)
    assert r.result["type"] == "win" and r.result["wins"][0]["chankan"] is True
    assert len(r.dora_indicators) == 1 and r.wall.rinshan_remaining == 4
    assert r.players[0].melds[0].kind.value == "pon" and r.kans_made == 0


def test_kakan_that_is_not_robbed_stands_and_reveals_after_discard():
    """槓 § 加槓, FORMATS.md §6: kakan → rinshan → the indicator turns at the discard."""
    r = load_scenario("kakan_stands").round
    r.play(Action.kakan(0, "6p"))
    ev = r.play(Action.pass_(1))
    assert kinds(ev)[-2:] == ["rinshan_draw", "wall_shift"] and len(r.dora_indicators) == 1
    ev = r.play(Action.discard(0, "9m"))
    assert kinds(ev)[:2] == ["dora_reveal", "discard"] and ev[0].data["cause"] == "discard"
    assert r.players[1].furiten_temporary  # passing the chankan ron is a missed win


KOKUSHI = "19m19p19s1234567z"  # 13-sided wait: needs any terminal or honor


def test_ankan_robbable_only_by_kokushi_where_the_rules_allow():
    """槓 § 暗槓 (国士無双を除き搶槓で放銃しない); rulesets.md §2.2: Tenhou no, Mahjong Soul yes."""
    seats = ["39m222666p111z88s+1z", "19m19p199s234567z", F2, "22445577s23466z"]
    tenhou = sc(seats, turn=0)
    ev = tenhou.play(Action.ankan(0, "1z"))
    assert "chankan_window" not in kinds(ev) and "rinshan_draw" in kinds(ev)
    mjs = sc(seats, turn=0, rules={"preset": "mahjong_soul"})
    ev = mjs.play(Action.ankan(0, "1z"))
    assert kinds(ev) == ["kan", "chankan_window"] and mjs.waiting_on == [1]
    ev = mjs.play(Action.ron(1))
    assert mjs.result["wins"][0]["chankan"] is True and "rinshan_draw" not in kinds(ev)


def test_riichi_ankan_allowed_when_the_wait_is_unchanged():
    """槓 § 暗槓 (待ちにかかわらない暗刻の場合のみ); rulesets.md §2.2 (Tenhou: SAME_WAIT)."""
    r = load_scenario("riichi_ankan_allowed").round
    assert code(r, Action.ankan(0, "7z")) is None
    forbidden = sc(
        [{"hand": "123m456p789s777z5m+7z", "riichi": True, "discards": "4z"}, F1, F2, F3],
        turn=0,
        rules={"preset": "saikouisen_classic"},
    )
    assert code(forbidden, Action.ankan(0, "7z")) == "riichi_ankan.forbidden"


def test_riichi_ankan_refused_when_the_wait_changes():
    """槓 § 暗槓 (待ちが変わる場合はチョンボ)."""
    r = load_scenario("riichi_ankan_refused").round
    assert code(r, Action.ankan(0, "9m")) == "riichi_ankan.changes_wait"
    assert Action.ankan(0, "9m") not in r.legal_actions(0)


def test_kan_dora_timing_per_kan_type_tenhou():
    """FORMATS.md §6: ankan reveals at once; daiminkan at the kanner's discard."""
    r = load_scenario("ankan_basic").round
    assert kinds(r.play(Action.ankan(0, "8s")))[:2] == ["kan", "dora_reveal"]
    r = load_scenario("daiminkan_basic").round
    ev = r.play(Action.daiminkan(0, "8s"))
    assert "dora_reveal" not in kinds(ev) and len(r.dora_indicators) == 1
    ev = r.play(Action.discard(0, "9m"))
    assert kinds(ev)[0] == "dora_reveal" and ev[0].tile.notation == "7z"


def test_kan_dora_immediate_variant_reveals_daiminkan_at_once():
    """槓 § 槓ドラ (槓ドラ即ノリ): every kan reveals right away (M.League, WRC)."""
    data = load_scenario("daiminkan_basic").data | {"rules": {"preset": "m_league"}, "actions": []}
    r = build_round(data)
    ev = r.play(Action.daiminkan(0, "8s"))
    i = kinds(ev).index("kan")
    assert kinds(ev)[i : i + 3] == ["kan", "dora_reveal", "rinshan_draw"]


def test_pending_reveal_flushes_when_another_kan_follows():
    """FORMATS.md §6: kakan, rinshan, kakan, DORA (first kan), rinshan, DORA at the discard."""
    r = load_scenario("consecutive_kakan").round
    ev = r.play(Action.kakan(0, "6p"))
    assert "dora_reveal" not in kinds(ev)
    ev = r.play(Action.kakan(0, "8s"))
    assert kinds(ev) == ["kan", "dora_reveal", "rinshan_draw", "wall_shift"]
    assert ev[1].data["cause"] == "next_kan"
    ev = r.play(Action.discard(0, "9m"))
    assert ev[0].kind == "dora_reveal" and len(r.dora_indicators) == 3


def test_pending_reveal_dropped_on_rinshan_kaihou_after_kakan():
    """FORMATS.md §6: kakan, rinshan kaihou: no reveal at all (rulesets.md §2.1)."""
    r = sc(["123m345p789s5z+6p (66^6p)", F1, F2, F3], turn=0, dora_indicators="3p", rinshan="5z")
    r.play(Action.kakan(0, "6p"))
    assert Action.tsumo(0) in r.legal_actions(0)
    ev = r.play(Action.tsumo(0))
    win = ev[-1]
    assert win.kind == "win" and win.data["rinshan"] is True
    assert win.data["dora_indicators"] == ["3p"] and win.data["pending_kan_dora_dropped"] == 1
    assert "dora_reveal" not in kinds(r.events)


def test_kan_ura_on_or_off():
    """槓 § 槓ドラ (槓ウラ): under each kan indicator lies a kan ura, unless the rules drop it."""
    r = load_scenario("ankan_basic").round
    r.play(Action.ankan(0, "8s"))
    assert len(r.wall.ura_indicators()) == 2
    assert len(r.wall.ura_indicators(kan_ura=False)) == 1


def test_suukaikan_aborts_after_the_fourth_kans_discard():
    """槓 § 四開槓; FORMATS.md §6 (kan4): 4 kans by 2+ players abort after the discard if no ron."""
    r = load_scenario("suukaikan").round
    r.play(Action.ankan(0, "2p"))
    assert r.suukaikan_pending and not r.is_over
    r.play(Action.discard(0, "9m"))
    assert r.result["type"] == "abortive_draw" and r.result["kind"] == "suukaikan"


def test_no_suukaikan_abort_where_the_rules_have_none():
    """rulesets.md §2.3: WRC, EMA, JPML, M.League have no abortive draws; the 5th kan is refused."""
    data = load_scenario("suukaikan").data | {"rules": {"preset": "m_league"}, "actions": []}
    r = build_round(data)
    r.play(Action.ankan(0, "2p"))
    r.play(Action.discard(0, "9m"))
    assert not r.is_over


def test_four_kans_by_one_player_do_not_abort_and_block_other_kans():
    """槓 § 四開槓 / rulesets.md §2.3: four kans by one player (a suukantsu chance) do not abort."""
    r = load_scenario("suukantsu_one_player").round
    r.play(Action.ankan(0, "2m"))
    assert not r.suukaikan_pending
    r.play(Action.discard(0, "1m"))
    assert not r.is_over
    assert code(r, Action.daiminkan(1, "1m")) == "kan.suukantsu_other"
    assert code(r, Action.pon(1, "1m")) is None


def test_fifth_kan_variant_aborts_the_hand():
    """rulesets.md §2.3 (variants: a 5th kan by another player is legal and aborts)."""
    data = load_scenario("suukantsu_one_player").data
    data = data | {"rules": {"preset": "tenhou", "fifth_kan_aborts": True}, "actions": []}
    r = build_round(data)
    r.play(Action.ankan(0, "2m"))
    r.play(Action.discard(0, "1m"))
    assert code(r, Action.daiminkan(1, "1m")) is None
    r.play(Action.daiminkan(1, "1m"))
    assert r.result["kind"] == "fifth_kan" and r.kans_made == 5


def test_old_rule_refuses_a_kan_on_the_tile_before_the_haitei():
    """槓 § 嶺上牌: 王牌4幢残しの場合は…その直前の牌に対しても槓が禁止される場合がある."""
    r = load_scenario("old_rule_before_haitei").round
    assert r.wall.live_remaining == 1
    assert code(r, Action.ankan(0, "8s")) == "kan.before_haitei"


def test_daiminkan_pao_records_the_discarder_for_a_rinshan_win():
    """rulesets.md §2.4 (大明槓の包): a rinshan kaihou on a daiminkan's replacement is paid by the
    discarder where rules.daiminkan_rinshan_pao."""
    seats = ["123m456p567s5z888s", F1, F2, {"hand": F3, "discards": "8s"}]
    r = sc(
        seats,
        turn=3,
        phase="respond",
        rinshan="5z",
        rules={"preset": "tenhou", "daiminkan_rinshan_pao": True},
    )
    r.play(Action.daiminkan(0, "8s"))
    ev = r.play(Action.tsumo(0))
    win = ev[-1].data
    assert win["daiminkan_rinshan"] is True and win["pao_seat"] == 3 and win["daiminkan_from"] == 3


def test_undo_restores_the_exact_state_after_kans():
    """Round.undo: steps back give the earlier snapshot; replaying gives the later one."""
    r = load_scenario("consecutive_kakan").round
    s0 = r.snapshot()
    r.play(Action.kakan(0, "6p"))
    s1 = r.snapshot()
    r.play(Action.kakan(0, "8s"))
    r.play(Action.discard(0, "9m"))
    s3 = r.snapshot()
    r.undo(2)
    assert r.snapshot() == s1
    r.undo()
    assert r.snapshot() == s0 and r.events[-1].kind == "deal"
    for a in (Action.kakan(0, "6p"), Action.kakan(0, "8s"), Action.discard(0, "9m")):
        r.play(a)
    assert r.snapshot() == s3


def test_illegal_action_leaves_the_state_unchanged():
    r = load_scenario("riichi_ankan_refused").round
    before = r.snapshot()
    with pytest.raises(IllegalAction) as exc:
        r.play(Action.ankan(0, "9m"))
    assert exc.value.reason.code == "riichi_ankan.changes_wait"
    assert r.snapshot() == before


def test_chankan_on_a_kakan_keeps_the_robbers_ippatsu():
    """槓 § 加槓 (搶槓): a robbed kakan never stands, so it does not break ippatsu
    (scoring.calls.ippatsu_broken("kakan", robbed_by_chankan=True) is False). Real record
    (issue 12): riichi, ippatsu, chankan, pinfu, aka ×2 was paid 6 han."""
    seats = ["2399m222p888s+6p (66^6p)",
             {"hand": "123789m11p45p789s", "riichi": True, "ippatsu": True, "discards": "1z"},
             F2, F3]
    r = sc(seats, turn=0)
    r.play(Action.kakan(0, "6p"))
    ev = r.play(Action.ron(1))
    val = [e for e in ev if e.kind == "win"][0].data["valuation"]
    got = {y.key: y.han for y in val.yaku}
    assert got["ippatsu"] == 1 and got["chankan"] == 1 and got["riichi"] == 1


def test_a_kakan_that_stands_breaks_ippatsu():
    """一発: a kan that stands (no chankan) interrupts the go-around: ippatsu is lost."""
    seats = ["2399m222p888s+6p (66^6p)",
             {"hand": "123789m11p45p789s", "riichi": True, "ippatsu": True, "discards": "1z"},
             F2, F3]
    r = sc(seats, turn=0)
    r.play(Action.kakan(0, "6p"))
    r.play(Action.pass_(1))
    assert r.players[1].ippatsu is False and r.phase == "act"


def test_kokushi_robbing_an_ankan_keeps_ippatsu():
    """rulesets.md §2.2 (Mahjong Soul: kokushi may rob an ankan): the robbed ankan never stood,
    so the robber's ippatsu is still live when the ron is scored."""
    seats = ["39m222666p111z88s+1z",
             {"hand": "19m19p199s234567z", "riichi": True, "ippatsu": True, "discards": "5m"},
             F2, "22445577s23466z"]
    r = sc(seats, turn=0, rules={"preset": "mahjong_soul"})
    r.play(Action.ankan(0, "1z"))
    r.play(Action.ron(1))
    assert r.result["wins"][0]["chankan"] is True and r.players[1].ippatsu is True
