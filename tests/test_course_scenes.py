"""The teaching situations behind the lessons' one-line cells (mjteach/course/scenes/): the values
they compute and the sentences they print, in each language."""

from __future__ import annotations

import pytest

from mjteach import Rules
from mjteach.course import payment_sentence, scenes
from mjteach.i18n import set_language


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def test_daiminkan_sideways_tile_names_the_discarder_left_middle_right(capsys):
    """槓 § 大明槓: from kamicha the leftmost tile, from toimen a middle one, from shimocha the
    rightmost; one sentence per seat, no codes."""
    melds = scenes.daiminkan_from_each_seat("7s")
    assert [m.source.value for m in melds] == ["kamicha", "toimen", "shimocha"]
    positions = [scenes.sideways_position(m) for m in melds]
    assert positions[0] == 1 and positions[1] in (2, 3) and positions[2] == 4
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "From kamicha (left): the sideways tile is number 1 from the left."
    assert len(lines) == 3


def test_chi_or_daiminkan_goes_to_the_kan_under_tenhou_and_to_the_first_voice_under_wrc():
    """槓 § 大明槓 / 副露 § 発声の優先順位: ranked by kind (Tenhou) the daiminkan wins although
    it was called second; under the first-call rule (WRC 2015) the chi called first wins."""
    tenhou = scenes.chi_or_daiminkan("tenhou")
    assert (tenhou["taken_by"], tenhou["call"], tenhou["rule"]) == (2, "daiminkan", "pon_over_chi")
    wrc = scenes.chi_or_daiminkan("wrc")
    assert (wrc["taken_by"], wrc["call"], wrc["rule"]) == (1, "chi", "first_call")


def test_chi_or_daiminkan_line_is_a_sentence_in_the_current_language():
    assert scenes.chi_or_daiminkan_line("tenhou") == (
        "The 3s wanted for a chi and a daiminkan: West (East's opposite player, toimen) takes the "
        "3s by daiminkan (Pon and kan beat chi.)")
    set_language("ja")
    assert scenes.chi_or_daiminkan_line("tenhou").startswith(
        "チーと大明槓の両方で求められた 3s：西家（東家の対面）が")


def test_daiminkan_rinshan_pao_makes_the_discarder_pay_the_whole_win():
    """槓 § 大明槓の包 / 杠 § 大明杠包牌: without pao the rinshan tsumo is paid by all three others;
    with it the discarder of the kan tile (seat 3) pays it all. The value itself does not change."""
    off = scenes.daiminkan_rinshan_win(Rules.preset("tenhou"))
    on = scenes.daiminkan_rinshan_win(Rules.preset("tenhou").replace(daiminkan_rinshan_pao=True))
    assert (off.han, off.fu) == (on.han, on.fu) == (1, 40)
    assert off.payments == {0: 2100, 1: -700, 2: -700, 3: -700}
    assert on.payments == {0: 2100, 1: 0, 2: 0, 3: -2100}
    assert payment_sentence(on) == (
        "East receives 2100. North (East's left-hand player, kamicha) pays 2100.")


def test_show_daiminkan_pao_prints_the_three_readings(capsys):
    """槓 § 大明槓の包: no pao (every preset); pao at the self-draw value (2100, the discarder
    alone); the ja article's reading, not a self-draw (daiminkan_rinshan_as_ron: 2000, a ron's
    points, the discarder alone). Reader report 1.2."""
    scenes.show_daiminkan_pao("tenhou")
    off, on, as_ron = capsys.readouterr().out.splitlines()
    assert off.startswith("No pao ") and off.endswith(
        "North (East's left-hand player, kamicha) pays 700.")
    assert on.startswith("Pao, the win still scored as a self-draw: 1 han 40 fu, 2100 points")
    assert on.endswith("North (East's left-hand player, kamicha) pays 2100.")
    assert as_ron.startswith("Pao, the win not scored as a self-draw")
    assert "2000 points" in as_ron and as_ron.endswith("pays 2000.")


def test_outcomes_redraws_its_sentences_when_the_switcher_changes_the_rules():
    from mjteach.widgets import RuleSwitcher

    switcher = RuleSwitcher("tenhou", options=["call_priority"])
    html = scenes.outcomes(switcher, scenes.chi_or_daiminkan_line)
    assert "daiminkan" in html.value and html.value.startswith("<p>")
    switcher.rules = Rules.preset("wrc")
    assert "South (East&#x27;s right-hand player, shimocha) takes the 3s by chi" in html.value


def test_kakan_lies_stacked_and_side_by_side_would_read_as_a_daiminkan_from_toimen(capsys):
    """槓 § 加槓: the added tile goes on the pon's sideways tile; beside it, a pon from kamicha
    would look like a daiminkan from toimen."""
    pon, kakan, looks_like = scenes.kakan_and_lookalike("8p")
    assert "stacked" in [lt.pose for lt in kakan.layout()]
    assert (pon.source.value, looks_like.source.value) == ("kamicha", "toimen")
    assert capsys.readouterr().out.startswith("Pon 888p from kamicha (left), kakan 8888p from kamicha (left);")


def test_kakan_of_a_held_tile_depends_on_kakan_drawn_tile_only():
    """槓 § 加槓 allows a tile already held; 杠 § 加杠 words it as the drawn tile (option)."""
    assert scenes.kakan_held_verdict(Rules.preset("tenhou")) is None
    reason = scenes.kakan_held_verdict(Rules.preset("tenhou").replace(kakan_drawn_tile_only=True))
    assert reason is not None and reason.code.startswith("kan.")
    assert scenes.kakan_held_line("tenhou") == "Kakan with the 6p already held: allowed"


def test_robbed_kakan_draws_no_replacement_and_turns_no_indicator(capsys):
    """槓 § 加槓 (chankan): the kan fails; the robber wins with chankan among the yaku."""
    scenes.show_chankan("tenhou")
    assert "Replacement draws: 0; kan dora turned: 0." in capsys.readouterr().out
    robbed = scenes.played("kakan_chankan")
    assert "chankan" in [y.key for y in robbed.result["wins"][0]["valuation"].yaku]
    assert not any(e.kind in ("rinshan_draw", "dora_reveal") for e in robbed.events)


def test_without_chankan_the_kakan_stands_and_ron_is_refused():
    no_chankan = Rules.preset("tenhou").replace(chankan=False)
    assert "Rinshan draw" in scenes.chankan_kan_line(no_chankan)
    assert scenes.chankan_ron_line(no_chankan) != "The waiting player calls ron on it: allowed"
    assert scenes.chankan_ron_line("tenhou") == "The waiting player calls ron on it: allowed"


def test_open_pon_is_worth_half_a_concealed_triplet(capsys):
    """副露 § ポン: open triplet 2 fu (simples) / 4 fu (honors); concealed twice that."""
    melds = scenes.pons_with_fu("5p", "7z")
    assert [m.source.value for m in melds] == ["kamicha", "toimen", "shimocha", "toimen"]
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == ("555p from kamicha (left): an open triplet, 2 fu "
                        "(kept concealed it would be 4 fu)")
    assert lines[3].endswith("an open triplet, 4 fu (kept concealed it would be 8 fu)")


def test_chi_only_from_the_left_and_not_in_three_player(capsys):
    """副露 § チー: only kamicha's discard; three-player mahjong has no chi."""
    chi = scenes.chi_only_from_the_left()
    assert chi.source.value == "kamicha"
    out = capsys.readouterr().out.splitlines()
    assert sum("refused" in line for line in out) == 2
    assert out[-1].endswith("not played")


def test_three_way_discard_goes_to_ron_then_pon_under_tenhou_and_to_the_first_voice_under_wrc():
    """副露 § 発声の優先順位: ron beats every call; without it Tenhou gives the tile to the pon
    and WRC (first call) to the chi called first."""
    everyone = [(1, "chi"), (2, "pon"), (3, "ron")]
    no_ron = [(1, "chi"), (2, "pon"), (3, "pass")]
    assert scenes.three_way_claims(everyone, "tenhou")["call"] == "ron"
    assert scenes.three_way_claims(everyone, "wrc")["call"] == "ron"
    assert scenes.three_way_claims(no_ron, "tenhou") == {"taken_by": 2, "call": "pon",
                                                         "rule": "pon_over_chi", "discarder": 0}
    assert scenes.three_way_claims(no_ron, "wrc")["call"] == "chi"


def test_kuikae_cases_follow_the_article_under_tenhou_and_all_pass_where_it_is_allowed():
    """副露 § 喰い替え: the called run's other end may not go at once (later it may); a rebuilt
    hand (234567m, chi 8m with 67m, discard 2m) is not a swap; 5m (suji of the 8m) is."""
    tenhou = scenes.kuikae_cases("tenhou")
    assert list(tenhou) == list(scenes.KUIKAE_CASES)
    assert tenhou["at_once"].code == "discard.kuikae"
    assert tenhou["next_turn"] is None and tenhou["rebuilt_2m"] is None
    assert tenhou["rebuilt_5m"].code == "discard.kuikae"
    assert all(r is None for r in scenes.kuikae_cases("saikouisen_classic").values())


def test_kuikae_refused_after_chi_lists_the_same_tile_and_the_other_end(capsys):
    lab = scenes.kuikae_refused_after_chi("tenhou")
    assert list(lab.kuikae_refused) == ["6p", "9p"]
    assert capsys.readouterr().out.strip().endswith("these discards are refused: 6p 9p")


def test_each_kan_turns_one_more_indicator(capsys):
    """槓 § 槓ドラ / 杠 § 杠宝牌: the first indicator plus one per kan; the dora is the next tile."""
    wall = scenes.show_kan_dora_wall(kans=2)
    assert len(wall.dora_indicators) == 3
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Indicators: " + " ".join(str(x) for x in wall.dora_indicators)
    assert out[1] == "So the dora are: " + " ".join(str(x.dora()) for x in wall.dora_indicators)
    assert len(scenes.wall_after_kans(0).dora_indicators) == 1


def test_open_kan_indicator_counts_for_rinshan_kaihou_only_when_turned_at_once():
    """槓 § 槓ドラ: turned after the discard (Tenhou) the new indicator never shows on a rinshan
    win; turned at once (M.League) it makes the dealer's three 2p dora: 1 han 40 fu -> mangan."""
    tenhou_events, tenhou = scenes.open_kan_dora("tenhou")
    mleague_events, mleague = scenes.open_kan_dora("m_league")
    assert (tenhou.han, tenhou.fu, tenhou.kan_dora) == (1, 40, 0)
    assert (mleague.han, mleague.kan_dora) == (4, 3)
    kinds = [e.kind for e in tenhou_events]
    assert kinds.index("dora_reveal") > kinds.index("rinshan_draw")
    kinds = [e.kind for e in mleague_events]
    assert kinds.index("dora_reveal") < kinds.index("rinshan_draw")


def test_discard_made_before_the_new_dora_is_known_under_atonori():
    """槓 § 槓ドラ: after an open kan under Tenhou the 9m is thrown before 9m is known as dora."""
    assert scenes.dora_before_discard("tenhou") == (["4p"], ["4p", "9m"])
    assert scenes.dora_before_discard("m_league") == (["4p", "9m"], ["4p", "9m"])


def test_dora_options_table_marks_unverified_values(capsys):
    """Issue 21 item 11: Tenhou's ura dora and kan ura are sourced (its game records count both,
    rulesets.md S3c), so they carry no *; the old rule's kan ura has no source and does. The note
    explaining * comes only under a table that shows one."""
    scenes.show_dora_options("tenhou", "old_rule", "jpml")
    header, tenhou, old, jpml, note = capsys.readouterr().out.splitlines()
    assert header.split() == ["preset", "kan", "dora", "kan", "ura", "ura", "dora"]
    assert tenhou.split()[1:] == ["yes", "yes", "yes"]
    assert old.split()[-4:] == ["yes", "yes", "*", "yes"]
    assert jpml.split()[1:] == ["no", "no", "no"]
    assert note.startswith("* ")
    scenes.show_dora_options("tenhou", "mahjong_soul", "jpml")
    assert len(capsys.readouterr().out.splitlines()) == 4


def test_kan_dora_timing_table_follows_the_rules():
    tenhou = scenes.kan_dora_timing_table("tenhou")
    assert "<td>daiminkan</td><td>after the discard (atonori)</td><td>no</td>" in tenhou
    sokunori = scenes.kan_dora_timing_table("m_league")
    assert "<td>daiminkan</td><td>at once (sokunori)</td><td>yes</td>" in sokunori


def test_closed_only_yaku_are_listed_without_local_variants(capsys):
    """副露 § 役の消滅: riichi, ippatsu, pinfu, iipeikou, menzen tsumo … need a concealed hand."""
    keys = scenes.show_closed_only_yaku()
    assert {"riichi", "ippatsu", "pinfu", "iipeikou", "menzen_tsumo"} <= set(keys)
    assert not set(keys) & scenes.LOCAL_VARIANTS
    assert capsys.readouterr().out.startswith("Need a concealed hand: ")


def test_a_chi_costs_riichi_pinfu_iipeikou_and_the_ron_bonus(capsys):
    """副露 § 役の消滅: the riichi-pinfu-iipeikou-tanyao hand drops from 4 han to 1 with a chi."""
    effect = scenes.show_call_effect("223344m 567p 55p 78s", _ron("6s", riichi=True), "(2<34m)")
    assert (effect.before.han, effect.after.han) == (4, 1)
    out = capsys.readouterr().out
    assert "Pinfu lost" in out and "Iipeikou lost" in out


def test_ippatsu_keshi_any_call_breaks_it_but_not_a_robbed_kakan(capsys):
    """副露 § 役の消滅 (一発消し): seat 2's pon ends seat 0's ippatsu."""
    r = scenes.show_ippatsu_keshi()
    assert r.players[0].ippatsu is False
    before, after, calls, chankan = capsys.readouterr().out.splitlines()
    assert before.endswith(": yes") and after.endswith(": no") and chankan.endswith(": no")
    assert calls.endswith("chi, pon, daiminkan, kakan, ankan")


def test_open_tanyao_wins_only_with_kuitan():
    """副露 § 役の消滅 (喰いタン): with kuitan 1 han 30 fu; without it no yaku."""
    on = scenes.open_tanyao_value("tenhou")
    off = scenes.open_tanyao_value(Rules.preset("tenhou").replace(kuitan=False))
    assert (on.han, on.fu, on.points) == (1, 30, 1000)
    assert not off.is_win
    assert scenes.open_tanyao_line("tenhou") == "Open tanyao hand: 1 han 30 fu, 1000 points"


def test_kuisagari_groups_match_the_article():
    """副露 § 二翻 → 一翻 (sanshoku, ittsu, chanta), § 三翻 → 二翻 (honitsu, junchan),
    § 六翻 → 五翻 (chinitsu)."""
    groups = scenes.kuisagari_groups()
    assert set(groups[(2, 1)]) == {"sanshoku", "ittsu", "chanta"}
    assert set(groups[(3, 2)]) == {"honitsu", "junchan"}
    assert groups[(6, 5)] == ["chinitsu"]


def test_kuisagari_adds_up_sanshoku_and_chanta_each_lose_a_han():
    """副露 § 喰い下がり役の複合: 2 + 2 closed, 1 + 1 after the 9p pon."""
    effect = scenes.show_call_yaku("123m 123p 12s 999p 55z", _ron("3s"), "(99^9p)")
    assert (effect.before.han, effect.after.han) == (4, 2)
    assert [(y.key, y.han) for y in effect.after.yaku] == [("sanshoku", 1), ("chanta", 1)]


def test_riichi_ankan_of_1m_allowed_by_tenhou_refused_by_m_league(capsys):
    """槓 § 暗槓 (riichi): the wait (5p) stays, so Tenhou allows it; M.League also asks that 111m
    be a triplet in every reading of 111222333m, which it is not."""
    verdicts = scenes.riichi_ankan_verdicts("tenhou", "m_league")
    assert verdicts["tenhou"] is None and verdicts["m_league"] is not None
    scenes.show_riichi_ankan("tenhou", "m_league")
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Tenhou: allowed"
    assert lines[-1] == "Note: the M.League preset marks its riichi-ankan rule as unverified."


def test_fourth_kan_by_a_second_player_ends_the_hand_only_where_suukaikan_is_played():
    """槓 § 四開槓 / 杠 § 四开杠."""
    assert scenes.ends_after_fourth_kan("tenhou") is True
    assert scenes.ends_after_fourth_kan("m_league") is False
    table_ = scenes.capstone_decisions("tenhou")
    assert table_.startswith("<table><tr><td>ankan of 1m after riichi</td><td>allowed</td>")
    assert "<td>the hand ends after a fourth kan by a second player</td><td>yes</td>" in table_


def _ron(tile, **more):
    from mjteach.course import ron

    return ron(tile, **more)


def test_kan_fu_table_ankan_quadruples_daiminkan_doubles(capsys):
    """槓 § 槓の種類による違い: a closed kan is worth 4× the concealed triplet, an open kan 2×;
    a kakan turns a pon (open triplet) into an open kan (4×)."""
    rows = {(r["kind"], r["terminal"]): r for r in scenes.show_kan_fu_table("tenhou")}
    assert (rows[("ankan", False)]["fu_before"], rows[("ankan", False)]["fu_after"]) == (4, 16)
    assert rows[("daiminkan", True)]["delta"] == 8
    assert rows[("kakan", False)]["set_before"] == "pon"
    assert "already open (pon)" in capsys.readouterr().out


def test_daiminkan_in_a_concealed_hand_lowers_the_ron():
    """槓 § 違い/大明槓: the open kan's fu do not make up for the lost 10-fu ron bonus."""
    choices = scenes.kan_choices("444p 234m 678s 555z 5m", _ron("5m"), "4p")
    assert (choices["ankan"].before.fu, choices["ankan"].after.fu) == (50, 60)
    assert (choices["daiminkan"].after.fu, choices["daiminkan"].after.points) == (40, 1300)


def test_kan_risk_table_follows_the_rules():
    """槓 § 槓の種類による違い (table): only a kakan can be robbed under Tenhou; kokushi may rob an
    ankan where kokushi_chankan_ankan is on; the shown tiles are 4 / 3 / 1."""
    header, rows = scenes.kan_risk_table("tenhou")
    assert header == ["", "ankan", "daiminkan", "kakan"]
    by_label = {row[0]: row[1:] for row in rows}
    assert by_label["can be robbed"] == ["no (kokushi only where the rules allow)", "never",
                                         "yes (chankan)"]
    assert by_label["tiles newly shown"] == [4, 3, 1]
    # the article's △: an ankan's kan ura helps concealed opponents only once your hand is open
    assert by_label["kan ura for concealed opponents"] == ["only once your hand is open", "yes", "yes"]
    kokushi = Rules.preset("tenhou").replace(kokushi_chankan_ankan=True)
    assert dict((r[0], r[1:]) for r in scenes.kan_risk_table(kokushi)[1])["can be robbed"][0] == \
        "by kokushi only"


def test_four_kans_by_two_players_abort_by_one_player_do_not(capsys):
    """槓 § 四開槓: four kans spread over two players end the hand after the fourth kan's
    discard; one player's four kans do not, and nobody else may kan."""
    lines, over = scenes.play_out("suukaikan", "tenhou")
    assert over and lines[-1].endswith("Abortive draw")
    lines, over = scenes.play_out("suukantsu_one_player", "tenhou")
    assert not over and "nobody else may kan" in lines[2]
    scenes.show_four_kans()
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Four kans by two players: the hand is over"


def test_a_played_action_and_what_followed_use_the_editions_colon(capsys):
    """The fresh reader of ja/zh 07 and 09 (issue 21): '加槓 6p: 槓 → …' mixed an ASCII colon into
    full-width text; each edition writes its own colon."""
    assert scenes.play_out("suukaikan", "tenhou", "ja")[0][-1] == "打牌 9m：打牌 → 途中流局"
    assert scenes.play_out("suukaikan", "tenhou", "zh")[0][-1] == "打牌 9m：打牌 → 途中流局"
    assert scenes.play_out("suukaikan", "tenhou")[0][-1] == "discard 9m: Discard → Abortive draw"
    scenes.show_chankan("tenhou", lang="ja")
    assert capsys.readouterr().out.splitlines()[0] == "加槓 6p：槓 → 搶槓の機会"
    scenes.show_kan_yaku(lang="zh")
    assert capsys.readouterr().out.splitlines()[1] == "234999m567p45s11z：抢杠 1"


def test_four_kan_variants_on_the_fourth_kan_and_a_fifth_kan():
    lines, over = scenes.play_out("suukaikan", Rules.preset("tenhou").replace(suukaikan_check="on_fourth_kan"))
    assert over and lines[0].endswith("Kan → Abortive draw")
    assert not scenes.play_out("suukaikan", "m_league")[1]
    assert "the hand goes on" in scenes.four_kans_html("m_league")


def test_kan_yaku_han_rinshan_chankan_one_sankantsu_two_suukantsu_yakuman():
    """槓 § 槓に関連のある役 / 杠 § 和杠相关的役种."""
    scored = scenes.show_kan_yaku()
    assert scored["rinshan kaihou"].yaku_han["rinshan_kaihou"] == 1
    assert scored["chankan"].yaku_han["chankan"] == 1
    assert scored["sankantsu"].yaku_han["sankantsu"] == 2
    assert scored["suukantsu"].yaku_han["suukantsu"] == 13


def test_an_ankan_keeps_the_hand_concealed_a_pon_or_daiminkan_does_not(capsys):
    """槓 § 暗槓: an ankan is not a call (副露)."""
    scenes.show_menzen("234m 567p 11z 23s [8888s]", "234m 567p 11z 23s (888>+8s)",
                       "234m 567p 11z 23s (88^88s)")
    answers = [line.rsplit(": ", 1)[1] for line in capsys.readouterr().out.splitlines()]
    assert answers == ["yes", "no", "no"]


def test_riichi_ankan_table_same_wait_same_decomposition_never(capsys):
    """槓 § 暗槓 (riichi): Tenhou checks the wait, M.League the reading too, Saikouisen Classic
    never allows it."""
    scenes.show_riichi_ankan_table("tenhou", "m_league", "saikouisen_classic")
    header, first, second, third = capsys.readouterr().out.splitlines()
    assert first.split("  ")[0] == "111m 456p 789s 23s 55z +1m"
    assert "allowed" in first and first.rstrip().endswith("no: never after riichi")
    assert second.count("no: the wait changes") == 2
    assert "no: the hand's reading changes" in third and "allowed" in third


def test_riichi_ankan_lab_refuses_the_9m_with_the_reason(capsys):
    lab = scenes.riichi_ankan_lab("tenhou")
    assert lab.why_not("ankan", "9m").code == "riichi_ankan.changes_wait"
    assert capsys.readouterr().out.startswith("Ankan of 9m refused: An ankan of 9 Man (9m)")
    html = scenes.riichi_ankan_html(Rules.preset("saikouisen_classic"))
    assert html.count("<td>allowed</td>") == 0


def test_kinds_of_kan_only_the_ankan_is_closed(capsys):
    """槓 § 槓の種類: ankan closed; daiminkan and kakan open."""
    figure = scenes.show_kinds_of_kan()
    assert [m.is_open for m in figure.melds] == [False, True, True]
    assert capsys.readouterr().out.splitlines()[0] == "8888s: ankan (closed kan); open: no"


def test_four_copies_in_hand_are_no_kantsu_until_declared(capsys):
    """槓 § 槓子: 345555s holds four 5s but declares no kan; one reading is 345s + 555s."""
    hand = scenes.show_readings("345555s 123m 123p 99p")
    assert len(hand.kans) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith(": 0 kans declared")
    assert any("345s 555s" in line for line in out[1:])
    assert "0 kantsu declared, readings:" in scenes.readings_line(hand)
    assert "not a complete hand yet" in scenes.readings_line(scenes.show_readings("345555s 123m"))


def test_ankan_of_9p_breaks_chuuren(capsys):
    """槓 § 槓子の扱い: with the 9p ankan the hand waits on the same tiles but is no chuuren."""
    kan, closed = scenes.show_waits_and_score("1112234567p [9999p]", "1112234567999p", win="8p")
    out = capsys.readouterr().out
    assert out.count("waits on 2358p; a ron on 8p scores:") == 2
    assert "Chuuren poutou" in out.split("1112234567999p")[1]


def test_a_kan_makes_the_chuuren_hand_fifteen_tiles_so_it_is_no_chuuren(capsys):
    """杠 § 处理杠子的方法 (issue 21 item 12): 九莲的定义只允许14张牌和牌. The 9p-ankan hand wins
    with 15 tiles, the same shape without the kan with 14; each seat's count is the hand's."""
    assert scenes.show_winning_tile_counts("1112234567p [9999p]", "1112234567999p", win="8p") == [15, 14]
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "1112234567p + ankan 9999p winning on 8p: 15 tiles"
    assert lines[-1].startswith("Chuuren poutou is defined as a winning hand of exactly 14 tiles")
    assert scenes.winning_tile_count("111m 222p 4z [5555m] [6666p]") == 16


def test_consecutive_kans_and_no_kan_right_after_a_pon(capsys):
    """槓 § 手順: after the replacement draw another kan may follow; between a pon and its
    discard no kan may be declared."""
    scenes.show_consecutive_kans()
    assert "Kans allowed now: ankan 6p" in capsys.readouterr().out
    reason = scenes.show_no_kan_after_pon()
    assert reason.code == "kan.after_call"
    assert capsys.readouterr().out.splitlines()[0] == "Allowed now: discard"


def test_no_kan_on_the_last_draw_or_the_last_discard(capsys):
    """槓 § 嶺上牌: the replacement draw would leave the dead wall one tile short: 13."""
    scenes.show_last_draw_refusals()
    out = capsys.readouterr().out
    assert "ankan 8s: refused. No ankan on the haitei draw" in out
    assert "daiminkan 8s: refused." in out
    assert out.rstrip().endswith("the same ankan would leave the dead wall at 13 tiles: one short, with no live tile left to top it up.")


def test_wall_sizes_old_rule_costs_two_draws_per_kan(capsys):
    """槓 § 嶺上牌 (old rule): an 8-tile dead wall, 76 live draws, two draws per kan."""
    scenes.show_wall_sizes("tenhou", "old_rule")
    header, tenhou, old = capsys.readouterr().out.splitlines()
    assert tenhou.split()[1:6] == ["136", "14", "4", "70", "1"]
    assert old.startswith("Old rule") and " 8 " in old and " 76 " in old
    scenes.show_dead_wall(6)
    assert capsys.readouterr().out.startswith("Live draws left: 70; tiles in the dead wall: 14.")


def test_press_says_what_the_engine_did(capsys):
    """槓 § 手順: an ankan, then the kan-dora indicator, the replacement draw, the wall shift."""
    from mjteach.widgets import KanLab

    events = scenes.press(KanLab("ankan_basic", rules=Rules.preset("tenhou")), "ankan", "8s")
    assert [e.kind for e in events][:1] == ["kan"]
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Kan: 8888s (ankan)" and any(line.startswith("Rinshan draw") for line in out)


def test_after_chi_answers_kuikae_for_any_hand():
    """副露 § 喰い替え: holding 4567p, chi 3p with 45p: the other end 6p may not go at once under
    Tenhou; 7p may."""
    from mjteach.round import Action

    r = scenes.after_chi("4567p11m789s234m2z", "3p", "45p", "tenhou")
    assert r.why_not(Action.discard(1, "6p")).code == "discard.kuikae"
    assert r.why_not(Action.discard(1, "7p")) is None
    same = scenes.after_chi("345m11p789s4569p2z", "6m", "45m", "tenhou")
    assert same.why_not(Action.discard(1, "3m")).code == scenes.kuikae_cases("tenhou")["at_once"].code


def test_after_wests_pon_only_the_all_simples_win_has_a_yaku():
    """Lesson 10 §5 (副露 § 役の消滅, § 喰いタン): 33m 234p 567s 66p 78s 5m pons 3m, lets 5m go and
    waits on 6s-9s; a 6s win is all simples (open tanyao), a 9s win has no yaku."""
    from mjteach import Rules

    wins = {(d, w): v for d, w, v in scenes.wins_after_call("worth_a_call", 2)}
    assert set(wins) == {("5m", "6s"), ("5m", "9s")}
    assert "tanyao" in {y.key for y in wins[("5m", "6s")].yaku}
    assert not wins[("5m", "9s")].is_win
    no_kuitan = {(d, w): v for d, w, v in scenes.wins_after_call(
        "worth_a_call", 2, Rules.preset("tenhou").replace(kuitan=False))}
    assert not any(v.is_win for v in no_kuitan.values())
