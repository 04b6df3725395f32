"""Three-player kita (抜きドラ) in the round engine, one test per rule.

Sources: rulesets.md §4.2 (options kita, kita_ron, kita_rinshan_yaku, kita_ron_chankan_yaku),
§3.9 (the disputed points: rinshan on a kita replacement, chankan on a kita ron), §2.6 (the wall).
"""

from mjteach.round import Action
from mjteach.scenario import build_round

P1, P2 = "113344557799p5z", "1122334455s123z"


def sanma(seats, rules=None, **kw):
    data = {"rules": {"preset": "sanma_tenhou", **(rules or {})}, "seats": seats, "turn": 0,
            "dora_indicators": "3p", "interrupted": True, **kw}
    return build_round(data, name="test")


def yaku(win_event):
    return {y.key: y.han for y in win_event.data["valuation"].yaku}


def test_tsumo_on_kita_replacement_is_legal_and_scores_rinshan():
    """rulesets.md §3.9 / S34: a win on a kita replacement tile scores rinshan kaihou
    (kita_rinshan_yaku, Tenhou default); the North set aside counts as a dora."""
    r = sanma([{"hand": "11999m123456p78s+4z"}, {"hand": P1}, {"hand": P2}], rinshan="9s")
    r.play(Action("kita", 0))
    assert r.phase == "act" and r.players[0].drawn.notation == "9s"
    assert r.why_not(Action.tsumo(0)) is None
    assert Action.tsumo(0) in r.legal_actions(0)
    win = [e for e in r.play(Action.tsumo(0)) if e.kind == "win"][0]
    got = yaku(win)
    assert got["rinshan_kaihou"] == 1 and got["menzen_tsumo"] == 1 and got["nukidora"] == 1


def test_kita_rinshan_yaku_off_scores_a_plain_tsumo():
    """rulesets.md §3.9 / S35: where a kita replacement is not rinshan, the win is a plain
    menzen tsumo, still with the kita dora."""
    r = sanma([{"hand": "11999m123456p78s+4z"}, {"hand": P1}, {"hand": P2}],
              rules={"kita_rinshan_yaku": False}, rinshan="9s")
    r.play(Action("kita", 0))
    win = [e for e in r.play(Action.tsumo(0)) if e.kind == "win"][0]
    got = yaku(win)
    assert "rinshan_kaihou" not in got and got["menzen_tsumo"] == 1 and got["nukidora"] == 1


def test_later_tsumo_counts_the_kita_dora():
    """rulesets.md §4.2 (kita): every North set aside is a dora for its owner's later wins."""
    hand = "11999m123456p78s+9s"
    with_kita = sanma([{"hand": hand, "kita": "4z"}, {"hand": P1}, {"hand": P2}])
    without = sanma([{"hand": hand}, {"hand": P1}, {"hand": P2}])
    a = [e for e in with_kita.play(Action.tsumo(0)) if e.kind == "win"][0].data["valuation"]
    b = [e for e in without.play(Action.tsumo(0)) if e.kind == "win"][0].data["valuation"]
    assert a.han == b.han + 1
    assert yaku([e for e in with_kita.events if e.kind == "win"][0])["nukidora"] == 1


def test_ron_on_the_north_set_aside_without_chankan():
    """rulesets.md §4.2 kita_ron (S8, S35): another player may ron the North just set aside;
    it does not score chankan (kita_ron_chankan_yaku False, S35); the kita replacement is not
    drawn."""
    r = sanma([{"hand": "11999m123456p78s+4z"}, {"hand": "113344557799p4z"}, {"hand": P2}],
              rinshan="9s")
    events = r.play(Action("kita", 0))
    assert [e.kind for e in events] == ["kita", "chankan_window"]
    assert r.legal_actions(1) == [Action.ron(1, "4z"), Action.pass_(1)]
    events = r.play(Action.ron(1, "4z"))
    win = [e for e in events if e.kind == "win"][0]
    assert win.seat == 1 and win.data["discarder"] == 0 and win.data["kita_ron"]
    assert "chankan" not in yaku(win) and yaku(win)["chiitoitsu"] == 2
    assert r.players[0].kita == [] and r.rinshan_draws == 0


def test_ron_on_kita_scores_chankan_where_the_rule_says_so():
    """rulesets.md §3.9 (S8 RiichiEnv): kita_ron_chankan_yaku=True adds chankan."""
    r = sanma([{"hand": "11999m123456p78s+4z"}, {"hand": "113344557799p4z"}, {"hand": P2}],
              rules={"kita_ron_chankan_yaku": True})
    r.play(Action("kita", 0))
    win = [e for e in r.play(Action.ron(1, "4z")) if e.kind == "win"][0]
    assert yaku(win)["chankan"] == 1


def test_no_ron_on_kita_when_the_rule_is_off():
    """rulesets.md §4.2 kita_ron=False: the kita goes straight to its replacement draw."""
    r = sanma([{"hand": "11999m123456p78s+4z"}, {"hand": "113344557799p4z"}, {"hand": P2}],
              rules={"kita_ron": False}, rinshan="9s")
    events = r.play(Action("kita", 0))
    assert [e.kind for e in events][:2] == ["kita", "rinshan_draw"]
    assert r.why_not(Action.ron(1, "4z")).code == "call.no_discard"


def test_passing_the_kita_ron_leaves_the_seat_furiten_and_draws_the_replacement():
    """振聴: passing a winning North makes the seat temporarily furiten; the kita then stands."""
    r = sanma([{"hand": "11999m123456p78s+4z"}, {"hand": "113344557799p4z"}, {"hand": P2}],
              rinshan="9s")
    r.play(Action("kita", 0))
    events = r.play(Action.pass_(1))
    assert "rinshan_draw" in [e.kind for e in events]
    assert r.players[1].furiten_temporary and r.players[0].kita[0].notation == "4z"


def test_riichi_player_may_kita_only_the_drawn_north():
    """rulesets.md §4.2 (kita) with 立直: the locked hand may not change, so only a North just
    drawn may be set aside."""
    r = sanma([{"hand": "999m123456p11s44z+7s", "riichi": True}, {"hand": P1}, {"hand": P2}])
    assert r.why_not(Action("kita", 0)).code == "kita.riichi_drawn_only"
    assert Action("kita", 0) not in r.legal_actions(0)
    r = sanma([{"hand": "999m123456p11s78s+4z", "riichi": True}, {"hand": P1}, {"hand": P2}])
    assert r.why_not(Action("kita", 0)) is None


def test_kita_ron_keeps_the_robbers_ippatsu():
    """A ron on the North set aside comes before the kita stands, so it does not break the
    robber's ippatsu (as a robbed kakan: scoring.calls.ippatsu_broken)."""
    r = sanma([{"hand": "11999m123456p78s+4z"},
               {"hand": "113344557799p4z", "riichi": True, "ippatsu": True}, {"hand": P2}])
    r.play(Action("kita", 0))
    win = [e for e in r.play(Action.ron(1, "4z")) if e.kind == "win"][0]
    assert yaku(win)["ippatsu"] == 1
