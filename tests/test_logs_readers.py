"""Readers for Tenhou mjlog XML, Tenhou JSON, mjai JSON lines and mjteach's own log JSON
(tests/data/realgames/FORMATS.md §2–§4): meld codes, kans and rinshan draws, results, refusal of
malformed or hostile files."""

from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjteach.logs import LogError, detect_format, load
from mjteach.logs.mjai import parse_mjai, tile_from_mjai, tile_to_mjai, to_mjai_events
from mjteach.logs.mjlog import decode_meld, encode_meld, parse_mjlog, read_mjlog
from mjteach.logs.native import from_dict, to_dict
from mjteach.logs.tenhou_json import parse_tenhou_json, read_tenhou_json, tile_from_code
from mjteach.tiles import Tile

ABORT_GAME = "2016052515gm-00a9-0000-c4d72066"
EXPORTED = ["2019021004gm-00a9-0000-e2f6516d", "2019081518gm-00a9-0000-cce9d00c",
            "2023053016gm-0029-0000-e54b3b98"]

# ----- meld codes (FORMATS.md §2.1) --------------------------------------------------------------


def test_meld_code_pon_of_chun_from_kamicha():
    """§2.1 pon: t = m >> 9, called = t % 3, kind = t // 3, unused = (m >> 5) & 3. The code 51307
    (2016052515… hand 0, seat 3 after seat 2 discarded id 133) is a pon of 7z from kamicha."""
    mc = decode_meld(51307)
    assert mc.kind == "pon" and mc.offset == 3
    assert mc.ids == (132, 133, 134) and mc.called == 133


def test_meld_code_chi_is_tested_before_pon_and_kakan_bits():
    """§2.1: bits 3–8 of a chi hold tile offsets, so 0x04 is tested first. A chi of 2-3-4m whose
    offsets set bits 0x08 and 0x10 still decodes as a chi."""
    # base t=1 (2m), called index 0; offsets: tile0 copy 1 (bits 3-4 = 01 -> 0x08), tile1 copy 2
    # (bits 5-6 = 10 -> 0x40), tile2 copy 0.
    m = ((1 * 3 + 0) << 10) | (1 << 3) | (2 << 5) | 0x04 | 3
    assert m & 0x08
    mc = decode_meld(m)
    assert mc.kind == "chi"
    assert mc.ids == (1 * 4 + 1, 2 * 4 + 2, 3 * 4 + 0) and mc.called == 5


def test_meld_code_kakan_added_tile_is_the_unused_copy():
    """§2.1 kakan (0x10): ``kind*4 + unused`` is the tile added to the earlier pon."""
    kind, called, unused, offset = 13, 2, 0, 2  # 5p: the red five (id 52) added
    m = ((kind * 3 + called) << 9) | (unused << 5) | 0x10 | offset
    mc = decode_meld(m)
    assert mc.kind == "kakan" and mc.called == 52 and mc.ids == (52, 53, 54, 55)
    assert mc.pon_called == 55  # pon tiles 53, 54, 55; called index 2


def test_meld_code_kan_of_four_ankan_or_daiminkan():
    """§2.1: otherwise a kan of 4: hai0 = m >> 8; from 0 → ankan, else daiminkan."""
    assert decode_meld(101 << 8).kind == "ankan"
    mc = decode_meld((101 << 8) | 1)
    assert mc.kind == "daiminkan" and mc.ids == (100, 101, 102, 103) and mc.called == 101


def test_meld_code_out_of_range_is_refused():
    """A code must be 16 bits."""
    with pytest.raises(ValueError, match="outside"):
        decode_meld(70000)


# ----- mjlog over the real games -----------------------------------------------------------------


def test_mjlog_kan_and_rinshan_counts_match_formats_table(realgames):
    """FORMATS.md §1 totals for mjlog/ (29 files) plus the six mjx_* records (SOURCES.md): 361
    hands, kans 32 ankan / 27 kakan / 6 daiminkan, 63 rinshan draws, 58 DORA tags, 68 exhaustive
    draws (one nagashi mangan), 1 kan4 abort."""
    counts = dict(hands=0, ankan=0, kakan=0, daiminkan=0, rinshan=0, dora=0, exhaustive=0, kan4=0)
    for path in sorted((realgames / "mjlog").glob("*.mjlog")):
        for hand in read_mjlog(path).hands:
            counts["hands"] += 1
            for s in hand.steps:
                if s.kind == "kan":
                    counts[s.meld] += 1
                counts["rinshan"] += s.rinshan
                counts["dora"] += s.kind == "dora"
            d = hand.result.draw
            counts["exhaustive"] += bool(d and d.exhaustive)
            counts["kan4"] += bool(d and d.kind == "kan4")
    assert counts == dict(hands=361, ankan=32, kakan=27, daiminkan=6, rinshan=63, dora=58,
                          exhaustive=68, kan4=1)


def test_mjlog_every_called_tile_is_the_last_discard(realgames):
    """§2.1 decoding checked against play: every chi/pon/daiminkan takes exactly the tile id just
    discarded, from the seat that discarded it; a chi only from kamicha."""
    checked = 0
    for path in sorted((realgames / "mjlog").glob("*.mjlog")):
        for hand in read_mjlog(path).hands:
            last = None
            for s in hand.steps:
                if s.kind == "discard":
                    last = s
                elif s.meld in ("chi", "pon", "daiminkan"):
                    assert (s.tile_id, s.from_seat) == (last.tile_id, last.seat), (path.name, s)
                    if s.meld == "chi":
                        assert s.from_seat == (s.seat + 3) % 4
                    checked += 1
    assert checked == 284 + 401 + 6


def test_mjlog_kakan_adds_to_own_pon_and_ankan_holds_four(realgames):
    """A kakan's tiles are the seat's earlier pon plus the added id; its source is the pon's."""
    for path in sorted((realgames / "mjlog").glob("*.mjlog")):
        for hand in read_mjlog(path).hands:
            pons = {}
            for s in hand.steps:
                if s.meld == "pon":
                    pons[(s.seat, s.tile.kind)] = s
                elif s.meld == "kakan":
                    pon = pons[(s.seat, s.tile.kind)]
                    assert set(s.tile_ids) == set(pon.tile_ids) | {s.tile_id}
                    assert s.from_seat == pon.from_seat
                elif s.meld == "ankan":
                    assert len({i // 4 for i in s.tile_ids}) == 1 and len(s.tile_ids) == 4


def test_mjlog_four_kan_abort_hand(realgames):
    """FORMATS.md §6: 2016052515… hand 2: ankan (p1), kakan + kakan (p2), ankan (p0); N → DORA →
    rinshan → discard → RYUUKYOKU kan4; 60 draws (56 live + 4 rinshan)."""
    hand = read_mjlog(realgames / "mjlog" / f"{ABORT_GAME}.mjlog").hands[2]
    kans = [(s.seat, s.meld) for _, s in hand.kans()]
    assert kans == [(1, "ankan"), (2, "kakan"), (2, "kakan"), (0, "ankan")]
    draws = [s for s in hand.steps if s.kind == "draw"]
    assert (len(draws), sum(s.rinshan for s in draws)) == (60, 4)
    assert hand.result.draw.kind == "kan4"
    assert [s.kind for s in hand.steps[-5:]] == ["kan", "dora", "draw", "discard", "ryuukyoku"]


def test_mjlog_agari_values(realgames):
    """AGARI ten="fu,points,limit", yaku id/han pairs (0-han ura dropped), doraHai, doraHaiUra."""
    hand = read_mjlog(realgames / "mjlog" / f"{ABORT_GAME}.mjlog").hands[1]
    (win,) = hand.result.wins
    # <AGARI ba="1,2" ... ten="30,12000,1" yaku="7,1,52,2,54,2" doraHai="0" who="0" fromWho="1">
    assert (win.who, win.from_who, win.fu, win.points, win.limit) == (0, 1, 30, 12000, 1)
    assert win.yaku == (("pinfu", 1), ("dora", 2), ("aka_dora", 2)) and win.han == 5
    assert win.dora_indicators == (Tile.parse("1m"),) and win.win_tile_id == 69
    assert win.deltas == (14300, -12300, 0, 0)


# ----- refusing bad files ------------------------------------------------------------------------

GOOD_HEAD = ('<mjloggm ver="2.3"><GO type="169" lobby="0"/><TAIKYOKU oya="0"/>'
             '<INIT seed="0,0,0,1,2,5" ten="250,250,250,250" oya="0" '
             'hai0="0,1,2,3,4,5,6,7,8,9,10,11,12" hai1="13,14,15,17,18,19,20,21,22,23,24,25,26" '
             'hai2="27,28,29,30,31,32,33,34,35,36,37,38,39" '
             'hai3="40,41,42,43,44,45,46,47,48,49,50,51,53"/><T54/><D54/>')


def test_hostile_entity_expansion_is_refused(tmp_path):
    """An mjlog is outside input: entity declarations (billion-laughs) are refused by defusedxml,
    with the file and the entity named (DESIGN.md: XML logs via defusedxml)."""
    bomb = ('<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
            '<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>'
            '<mjloggm ver="2.3"><UN n0="&lol2;"/></mjloggm>')
    path = tmp_path / "bomb.mjlog"
    path.write_text(bomb)
    with pytest.raises(LogError) as info:
        read_mjlog(path)
    text = str(info.value)
    assert "bomb.mjlog" in text and "refused" in text
    assert "DOCTYPE" in text or "ENTITY" in text


def test_mjlog_cut_inside_a_tag_keeps_the_tags_before_it(tmp_path):
    """A file cut in the middle of a tag (a download that stopped; issue 12 item 3) is read up to
    the last complete tag: the hand is kept ``incomplete`` and ``cut_short`` names that tag, the
    hand and the tag cut in the middle."""
    path = tmp_path / "cut.mjlog"
    path.write_text(GOOD_HEAD + '<N who="1" m="51')
    game = read_mjlog(path)
    assert game.hands[-1].incomplete and [s.kind for s in game.hands[-1].steps] == ["draw",
                                                                                   "discard"]
    assert game.cut_short == "after <D54> #4 (hand 0); the <N> tag after it is cut in the middle"


def test_last_hand_cut_short_is_kept_incomplete(tmp_path):
    """Well-formed XML whose last hand stops before AGARI/RYUUKYOKU is a record cut short: the
    hand is kept with ``incomplete`` (issue 12: half of the public test records stop so)."""
    path = tmp_path / "noend.mjlog"
    path.write_text(GOOD_HEAD + "</mjloggm>")
    game = read_mjlog(path)
    assert game.hands[-1].incomplete and game.hands[-1].result.draw is None


def test_hand_without_end_before_the_next_init_is_refused(tmp_path):
    """A hand with no AGARI/RYUUKYOKU followed by another INIT is malformed, not cut short."""
    path = tmp_path / "noend.mjlog"
    init = GOOD_HEAD[GOOD_HEAD.index("<INIT"):]
    path.write_text(GOOD_HEAD + init + "</mjloggm>")
    with pytest.raises(LogError, match="no AGARI or RYUUKYOKU before the next"):
        read_mjlog(path)


@pytest.mark.parametrize(
    ("bad", "where", "what"),
    [
        ('<N who="7" m="51307"/>', "<N> #", "not a seat"),
        ('<N who="1" m="abc"/>', "<N> #", "not a list of integers"),
        ("<T200/>", "<T200> #", "not a tile id"),
        ('<DORA/>', "<DORA> #", "'hai' is missing"),
        ("<XYZ/>", "<XYZ> #", "unknown tag"),
    ],
)
def test_bad_tags_are_named(bad, where, what):
    """Each refusal names the tag and its position among the file's tags."""
    with pytest.raises(LogError) as info:
        parse_mjlog(GOOD_HEAD + bad + "</mjloggm>", path="x.mjlog")
    assert where in str(info.value) and what in str(info.value)
    assert str(info.value).startswith("x.mjlog: ")


def test_three_player_game_is_refused():
    """GO type bit 0x10 = sanma, which these readers do not model (FORMATS.md §8)."""
    with pytest.raises(LogError, match="three-player"):
        parse_mjlog('<mjloggm ver="2.3"><GO type="185"/></mjloggm>')


# ----- Tenhou JSON -------------------------------------------------------------------------------


def test_tenhou_json_tile_codes():
    """§3: 11–19 man, 21–29 pin, 31–39 sou, 41–47 honors, 51–53 red fives."""
    assert tile_from_code(11) == Tile.parse("1m") and tile_from_code(47) == Tile.parse("7z")
    assert tile_from_code(52) == Tile.parse("0p") and tile_from_code(35) == Tile.parse("5s")
    for bad in (10, 20, 48, 54, 60):
        with pytest.raises(ValueError):
            tile_from_code(bad)


@pytest.mark.parametrize("game_id", EXPORTED)
def test_tenhou_json_export_agrees_with_its_mjlog(realgames, game_id):
    """FORMATS.md §1: three JSON files are Tenhou's export of an mjlog. The order of play rebuilt
    from the per-seat lists equals the mjlog's step for step (draws, rinshan draws, discards,
    tsumogiri, riichi, calls, kans), and the results agree (fu where not a limit hand)."""
    a = read_mjlog(realgames / "mjlog" / f"{game_id}.mjlog")
    b = read_tenhou_json(realgames / "tenhou-json" / f"{game_id}.json")

    def key(s):
        return (s.kind, s.seat, s.tile, s.meld, s.rinshan, s.riichi, s.tsumogiri, s.from_seat,
                tuple(sorted(s.tiles)), s.reach_step)

    assert len(a.hands) == len(b.hands)
    for ha, hb in zip(a.hands, b.hands, strict=True):
        assert [key(s) for s in ha.steps if s.kind != "dora"] == [key(s) for s in hb.steps]
        assert [sorted(h) for h in ha.init.haipai] == [sorted(h) for h in hb.init.haipai]
        assert ha.init.scores == hb.init.scores
        for wa, wb in zip(ha.result.wins, hb.result.wins, strict=True):
            assert (wa.han, wa.points, wa.limit, wa.yaku, wa.deltas, wa.win_tile) == (
                wb.han, wb.points, wb.limit, wb.yaku, wb.deltas, wb.win_tile)
            assert wb.fu == (wa.fu if wa.limit == 0 else None)
            assert wa.dora_indicators == wb.dora_indicators
            assert wa.ura_indicators == wb.ura_indicators
        assert ha.result.draw == hb.result.draw


def test_tenhou_json_suukantsu_excerpt(realgames):
    """mjai-reviewer_suukantsu_0.json: one player's pon→kakan, daiminkan, ankan, kakan (4 kans),
    4 rinshan draws, 5 indicators, a ron valued 四槓子 (yakuman) (FORMATS.md §6)."""
    game = read_tenhou_json(realgames / "tenhou-json" / "mjai-reviewer_suukantsu_0.json")
    hand = game.hands[0]
    assert [(s.seat, s.meld) for _, s in hand.kans()] == [
        (2, "daiminkan"), (2, "kakan"), (2, "ankan"), (2, "kakan")]
    assert sum(s.rinshan for s in hand.steps) == 4
    (win,) = hand.result.wins
    assert win.yaku == (("suukantsu", 13),) and win.yakuman == 1 and len(win.dora_indicators) == 5
    assert (win.from_who, win.win_tile, win.points) == (1, Tile.parse("2s"), 32000)


def test_tenhou_json_confusing_calls_are_ordered(realgames):
    """mjai-reviewer's 'confusing nakis': a pon string that fits an earlier discard but belongs to
    a later one; the rebuilt order must use every take and discard (the 70 draws of the
    exhaustive draw, FORMATS.md §7)."""
    for name in ("mjai-reviewer_confusing_nakis_0.json", "mjai-reviewer_confusing_nakis_6.json"):
        hand = read_tenhou_json(realgames / "tenhou-json" / name).hands[0]
        assert sum(s.kind == "draw" for s in hand.steps) == 70
        assert hand.result.draw.exhaustive


def test_tenhou_json_errors_name_the_kyoku():
    """A bad entry is reported with the kyoku and what is wrong."""
    with pytest.raises(LogError, match="not valid JSON"):
        parse_tenhou_json("{", path="t.json")
    with pytest.raises(LogError, match='"log" list'):
        parse_tenhou_json("{}", path="t.json")
    kyoku = [[0, 0, 0], [25000] * 4, [99], []] + [[11] * 13, [], []] * 4 + [["流局", [0] * 4]]
    with pytest.raises(LogError, match=r"kyoku #0 \[0, 0, 0\].*99"):
        parse_tenhou_json({"log": [kyoku]}, path="t.json")


# ----- mjai --------------------------------------------------------------------------------------


def test_mjai_tiles_round_trip():
    """§4: 5mr red fives, E S W N winds, P F C dragons; '?' refused (a replay needs every tile)."""
    for text in ("1m", "5mr", "9s", "E", "N", "P", "F", "C"):
        assert tile_to_mjai(tile_from_mjai(text)) == text
    assert tile_from_mjai("P") == Tile.parse("5z") and tile_from_mjai("5pr") == Tile.parse("0p")
    with pytest.raises(ValueError, match="hidden"):
        tile_from_mjai("?")


def test_mjai_round_trip_of_a_real_game(realgames):
    """Writing the abort game as mjai events and reading them back keeps every step, the rinshan
    flags (tsumo after a kan) and the results."""
    game = read_mjlog(realgames / "mjlog" / f"{ABORT_GAME}.mjlog")
    back = parse_mjai(to_mjai_events(game))

    def key(s):
        return (s.kind, s.seat, s.tile, s.meld, s.rinshan, s.riichi, s.from_seat,
                tuple(sorted(s.tiles)), s.reach_step)

    for a, b in zip(game.hands, back.hands, strict=True):
        assert [key(s) for s in a.steps] == [key(s) for s in b.steps]
        assert a.result.draw == b.result.draw
        assert [w.yaku for w in a.result.wins] == [w.yaku for w in b.result.wins]


def test_mjai_errors_name_the_line():
    """Unknown events, hidden tiles and bad JSON are refused with the line number."""
    start = json.dumps({"type": "start_kyoku", "bakaze": "E", "kyoku": 1, "honba": 0,
                        "kyotaku": 0, "oya": 0, "dora_marker": "1m",
                        "tehais": [["1m"] * 13] * 4})
    with pytest.raises(LogError, match="line 2.*unknown mjai event type 'nukidora'"):
        parse_mjai(start + '\n{"type":"nukidora","actor":0}\n', path="m.jsonl")
    with pytest.raises(LogError, match="line 2.*hidden"):
        parse_mjai(start + '\n{"type":"tsumo","actor":0,"pai":"?"}\n', path="m.jsonl")
    with pytest.raises(LogError, match="line 1.*not valid JSON"):
        parse_mjai("{oops\n", path="m.jsonl")
    with pytest.raises(LogError, match="no hora or ryukyoku before the next"):
        parse_mjai(start + "\n" + start + "\n", path="m.jsonl")


def test_mjai_last_kyoku_cut_short_is_kept_incomplete():
    """The last kyoku of an mjai log that stops before hora/ryukyoku is a record cut short
    (issue 12): kept with ``incomplete``, not an error."""
    start = json.dumps({"type": "start_kyoku", "bakaze": "E", "kyoku": 1, "honba": 0,
                        "kyotaku": 0, "oya": 0, "dora_marker": "1m",
                        "tehais": [["1m"] * 13] * 4})
    game = parse_mjai(start + "\n", path="m.jsonl")
    assert game.hands[-1].incomplete


# ----- mjteach JSON and load() -------------------------------------------------------------


def test_native_round_trip_keeps_steps_and_wall(realgames):
    """mjteach's own log JSON keeps every step (tiles as MPSZ), the wall in yama order and the
    results."""
    game = read_mjlog(realgames / "mjlog" / f"{ABORT_GAME}.mjlog")
    back = from_dict(json.loads(json.dumps(to_dict(game))))
    for a, b in zip(game.hands, back.hands, strict=True):
        assert [dataclasses.replace(s, tile_id=None, tile_ids=None) for s in a.steps] == b.steps
        assert a.wall_tiles == b.wall_tiles and len(b.wall_tiles) == 136


def test_load_detects_each_format(realgames, tmp_path):
    """load() picks the reader from the first bytes."""
    mj = realgames / "mjlog" / f"{ABORT_GAME}.mjlog"
    js = realgames / "tenhou-json" / "mjai-reviewer_rinshan.json"
    assert detect_format(mj) == "mjlog" and load(mj).format == "mjlog"
    assert detect_format(js) == "tenhou_json" and load(js).format == "tenhou_json"
    other = tmp_path / "x.txt"
    other.write_text("hello")
    with pytest.raises(LogError, match="not a game record"):
        load(other)


# ----- meld codes: encode/decode round trip (hypothesis) ---------------------------------------


@st.composite
def _melds(draw):
    kind = draw(st.sampled_from(["chi", "pon", "kakan", "ankan", "daiminkan"]))
    if kind == "chi":
        base = draw(st.sampled_from([s * 9 + n for s in range(3) for n in range(7)]))
        ids = tuple((base + i) * 4 + draw(st.integers(0, 3)) for i in range(3))
        return kind, ids, draw(st.sampled_from(ids)), 3
    k = draw(st.integers(0, 33))
    four = tuple(k * 4 + j for j in range(4))
    if kind == "pon":
        unused = draw(st.integers(0, 3))
        ids = tuple(i for i in four if i % 4 != unused)
        return kind, ids, draw(st.sampled_from(ids)), draw(st.integers(1, 3))
    if kind == "kakan":
        added = draw(st.sampled_from(four))
        pon_called = draw(st.sampled_from([i for i in four if i != added]))
        return kind, four, added, draw(st.integers(1, 3)), pon_called
    offset = 0 if kind == "ankan" else draw(st.integers(1, 3))
    return kind, four, draw(st.sampled_from(four)), offset


@settings(max_examples=200, deadline=None)
@given(_melds())
def test_meld_code_round_trip(meld):
    """§2.1: every chi, pon, kakan, ankan and daiminkan code decodes to the meld it encodes —
    chi codes with offset bits that look like pon/kakan flags included (0x04 is tested first)."""
    kind, ids, called, offset, *pon_called = meld
    mc = decode_meld(encode_meld(kind, ids, called, offset, *pon_called))
    assert (mc.kind, tuple(sorted(mc.ids)), mc.offset) == (kind, tuple(sorted(ids)), offset)
    if kind != "ankan":
        assert mc.called == called
    if kind == "kakan":
        assert mc.pon_called == pon_called[0]


def test_real_meld_codes_re_encode_identically(realgames):
    """Every N m= code in the 35 mjlogs re-encodes to the same number from its decoded meld."""
    import re

    n = 0
    for path in sorted((realgames / "mjlog").glob("*.mjlog")):
        for m in re.findall(r'<N who="\d" m="(\d+)"', path.read_text()):
            mc = decode_meld(int(m))
            assert encode_meld(mc.kind, mc.ids, mc.called, mc.offset, mc.pon_called) == int(m)
            n += 1
    assert n == 284 + 401 + 65


def test_tenhou_json_order_search_has_a_budget(realgames, monkeypatch):
    """Rebuilding the order of play is a search; a crafted file cannot make it run away: with the
    budget spent the kyoku is refused with a clear error."""
    import mjteach.logs.tenhou_json as tj

    monkeypatch.setattr(tj, "_SEARCH_BUDGET", 3)
    with pytest.raises(LogError, match="too ambiguous"):
        read_tenhou_json(realgames / "tenhou-json" / "mjai-reviewer_confusing_nakis_0.json")


@settings(max_examples=60, deadline=None)
@given(cut=st.floats(0.0, 0.999), flip=st.integers(0, 10**9), byte=st.integers(0, 255))
def test_cut_or_corrupted_mjlog_is_refused_cleanly(realgames, cut, flip, byte):
    """Any prefix of a real mjlog, or the file with one byte changed, is either read or refused
    with a LogError naming the file — never another exception. A prefix that is read is a record
    cut short (issue 12 item 3): ``cut_short`` set, only its last hand may be incomplete."""
    data = (realgames / "mjlog" / f"{ABORT_GAME}.mjlog").read_bytes()
    try:
        game = parse_mjlog(data[: int(len(data) * cut)], path="cut.mjlog")
    except LogError as exc:
        assert str(exc).startswith("cut.mjlog: ")
    else:
        assert game.cut_short is not None and not any(h.incomplete for h in game.hands[:-1])
    i = flip % len(data)
    changed = data[:i] + bytes([byte]) + data[i + 1 :]
    try:
        parse_mjlog(changed, path="flip.mjlog")
    except LogError as exc:
        assert str(exc).startswith("flip.mjlog: ")


def test_mjlog_cut_after_a_whole_tag_is_read_up_to_the_cut(tmp_path):
    """A record cut between two tags (a copy or download that stopped) is read up to the cut and
    ``cut_short`` names the last tag; a file cut before its first <INIT> is refused naming the
    real tag it stops in (<SHUFFLE>, not a prefix of its name); a wrong closing tag in the middle
    is still named as malformed XML (FORMATS.md: a complete mjlog ends with </mjloggm>)."""
    cut = tmp_path / "cut.mjlog"
    cut.write_text(GOOD_HEAD + "<U55/>")
    game = read_mjlog(cut)
    assert game.cut_short == "after <U55> #5 (hand 0)" and game.hands[-1].incomplete
    last = game.hands[-1].steps[-1]
    assert (last.kind, last.seat, last.tile_id) == ("draw", 1, 55)
    shuffle = tmp_path / "shuffle.mjlog"
    shuffle.write_text('<mjloggm ver="2.3"><SHUFFLE seed="mt19937ar-sha512-n288-base64,lcY2')
    with pytest.raises(LogError, match=r"shuffle\.mjlog: <SHUFFLE>: the file ends inside the "
                                       r"<SHUFFLE> tag \(line 1, column 20\): truncated\?.*"
                                       r"no hand \(<INIT>\) before the cut"):
        read_mjlog(shuffle)
    wrong = tmp_path / "wrong.mjlog"
    wrong.write_text('<mjloggm ver="2.3"><GO type="169"/></mjlogg>')
    with pytest.raises(LogError, match=r"not well-formed XML \(line 1, column \d+\): "
                                       r"mismatched tag$"):
        read_mjlog(wrong)
    middle = tmp_path / "middle.mjlog"
    middle.write_text(GOOD_HEAD.replace("<T54/>", "<T54></U>") + '<N who="1" m="5')
    with pytest.raises(LogError, match=r"middle\.mjlog: <T54>: not well-formed XML"):
        read_mjlog(middle)
    empty = tmp_path / "empty.mjlog"
    empty.write_text("")
    with pytest.raises(LogError, match="empty.mjlog: the file is empty"):
        read_mjlog(empty)
