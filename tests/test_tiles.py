"""Tiles: the 34 kinds, red fives, MPSZ notation, names in en/ja/zh and romaji, dora indicators.

Issue 2 item 4; dora indicator order: 槓 § 槓ドラ (the tile after the indicator is the dora);
three-player: rulesets.md sanma rows (2m–8m are not used, so 1m points to 9m).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjteach.i18n import set_language
from mjteach.tiles import ALL_KINDS, NotationError, Tile, format_tiles, parse_tiles

ALL_34 = "123456789m123456789p123456789s1234567z"


def test_there_are_34_kinds_numbered_like_tenhou():
    """0–8 man, 9–17 pin, 18–26 sou, 27–33 East South West North White Green Red."""
    assert len(ALL_KINDS) == 34
    tiles = parse_tiles(ALL_34)
    assert [t.kind for t in tiles] == list(range(34))
    assert format_tiles(tiles) == ALL_34
    assert [t.notation for t in tiles[27:]] == ["1z", "2z", "3z", "4z", "5z", "6z", "7z"]


@pytest.mark.parametrize(("text", "kind"), [("0m", 4), ("0p", 13), ("0s", 22)])
def test_red_fives_are_written_0_and_are_fives(text, kind):
    """0m/0p/0s are the red fives (赤五): kind of a five, marked red, same kind as a plain five."""
    red = Tile.parse(text)
    assert (red.kind, red.red, red.number) == (kind, True, 5)
    assert red.same_kind(Tile(kind))
    assert red != Tile(kind)
    assert red.plain == Tile(kind)
    assert red.notation == text


def test_only_fives_of_suits_can_be_red():
    with pytest.raises(ValueError, match="only fives"):
        Tile(3, red=True)
    with pytest.raises(ValueError, match="only fives"):
        Tile(31, red=True)


def test_tile_kind_out_of_range_is_refused():
    for bad in (-1, 34, "1"):
        with pytest.raises(ValueError, match="0–33"):
            Tile(bad)


@pytest.mark.parametrize(
    ("text", "en", "ja", "zh", "romaji"),
    [
        ("6z", "Green dragon", "發", "发", "hatsu"),
        ("5z", "White dragon", "白", "白", "haku"),
        ("7z", "Red dragon", "中", "中", "chun"),
        ("1z", "East wind", "東", "东", "ton"),
        ("2z", "South wind", "南", "南", "nan"),
        ("3z", "West wind", "西", "西", "shaa"),
        ("4z", "North wind", "北", "北", "pei"),
        ("1m", "1 Man", "一萬", "一万", "ii-man"),
        ("3s", "3 Sou", "三索", "三条", "san-sou"),
        ("9p", "9 Pin", "九筒", "九筒", "chuu-pin"),
        ("0m", "Red 5 Man", "赤五萬", "红五万", "aka uu-man"),
        ("0p", "Red 5 Pin", "赤五筒", "红五筒", "aka uu-pin"),
        ("0s", "Red 5 Sou", "赤五索", "红五条", "aka uu-sou"),
    ],
)
def test_tile_names_in_english_japanese_chinese_and_romaji(text, en, ja, zh, romaji):
    """Each tile knows its name in en/ja/zh and its romaji (issue 2 item 4: 6z 發 / 发 / hatsu)."""
    tile = Tile.parse(text)
    assert (tile.name("en"), tile.name("ja"), tile.name("zh"), tile.romaji) == (en, ja, zh, romaji)


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_every_tile_has_a_distinct_name_in_each_language(lang):
    names = [t.name(lang) for t in ALL_KINDS] + [
        Tile.parse(r).name(lang) for r in ("0m", "0p", "0s")
    ]
    assert len(set(names)) == 37
    romaji = [t.romaji for t in ALL_KINDS] + [Tile.parse(r).romaji for r in ("0m", "0p", "0s")]
    assert len(set(romaji)) == 37


def test_tile_name_follows_the_current_language():
    tile = Tile.parse("6z")
    set_language("ja")
    assert tile.name() == "發"
    set_language("zh")
    assert tile.name() == "发"
    set_language("en")
    assert tile.name() == "Green dragon"


def test_man_and_honor_tiles_have_a_latin_label_for_browsers_without_cjk_fonts():
    """Issue 2 item 8: the number or letter is drawn too."""
    assert [Tile.parse(x).face_label for x in ("5m", "0m", "1z", "5z", "6z", "7z")] == [
        "5",
        "5",
        "E",
        "Wh",
        "G",
        "R",
    ]
    assert Tile.parse("5m").face_glyph == "五"
    assert Tile.parse("7z").face_glyph == "中"
    assert Tile.parse("5p").face_glyph == ""


@pytest.mark.parametrize(
    ("indicator", "dora"),
    [
        ("1m", "2m"),
        ("8m", "9m"),
        ("9m", "1m"),
        ("9p", "1p"),
        ("9s", "1s"),
        ("0p", "6p"),
        ("1z", "2z"),
        ("3z", "4z"),
        ("4z", "1z"),
        ("5z", "6z"),
        ("6z", "7z"),
        ("7z", "5z"),
    ],
)
def test_dora_indicator_wraps_9_to_1_north_to_east_red_to_white(indicator, dora):
    """槓 § 槓ドラ / ドラ: the dora is the tile after the indicator, wrapping within its group."""
    assert Tile.parse(indicator).dora() == Tile.parse(dora)


def test_dora_indicator_in_sanma_1m_points_to_9m():
    """Three-player (rulesets.md, sanma rows): 2m–8m are removed, so 1m → 9m and 9m → 1m."""
    assert Tile.parse("1m").dora(players=3) == Tile.parse("9m")
    assert Tile.parse("9m").dora(players=3) == Tile.parse("1m")
    assert Tile.parse("9p").dora(players=3) == Tile.parse("1p")
    assert Tile.parse("4z").dora(players=3) == Tile.parse("1z")


@pytest.mark.parametrize("players", [3, 4])
def test_indicator_is_the_inverse_of_dora(players):
    kinds = range(34) if players == 4 else [k for k in range(34) if not 1 <= k <= 7]
    for k in kinds:
        tile = Tile(k)
        assert tile.indicator(players=players).dora(players=players) == tile


@pytest.mark.parametrize(
    ("text", "column", "words"),
    [
        ("123m8", 5, "'8' needs a suit letter m/p/s/z"),
        ("12x3m", 3, "'x' is not part of tile notation"),
        ("11m0z", 4, "'0z' is not a tile"),
        ("123m8z", 5, "'8z' is not a tile"),
        ("m12p", 1, "suit letter 'm' has no digits before it"),
        ("12m 34p5", 8, "'5' needs a suit letter"),
    ],
)
def test_bad_tile_notation_names_the_column(text, column, words):
    """Issue 2 item 7: the error names the 1-based column and what was expected."""
    with pytest.raises(NotationError) as info:
        parse_tiles(text)
    assert info.value.column == column
    assert str(info.value).startswith(f"column {column}: ")
    assert words in str(info.value)


def test_tile_parse_wants_exactly_one_tile():
    assert Tile.parse("7z") == Tile(33)
    with pytest.raises(NotationError, match="exactly one tile"):
        Tile.parse("12m")


def test_red_five_sorts_just_before_plain_fives():
    tiles = parse_tiles("5m0m4m6m")
    assert [t.notation for t in sorted(tiles)] == ["4m", "0m", "5m", "6m"]
    assert format_tiles(tiles) == "4056m"


def test_format_tiles_unsorted_keeps_order_and_shares_suit_letters():
    tiles = parse_tiles("9m1m1z5p")
    assert format_tiles(tiles, sort=False) == "91m1z5p"
    assert format_tiles(tiles) == "19m5p1z"


def test_136_ids_red_fives_are_16_52_88():
    """Tenhou 136-ids: kind = id // 4; with aka, ids 16, 52, 88 are the red fives."""
    assert Tile.from_136(16) == Tile.parse("0m")
    assert Tile.from_136(52) == Tile.parse("0p")
    assert Tile.from_136(88) == Tile.parse("0s")
    assert Tile.from_136(17) == Tile.parse("5m")
    assert Tile.from_136(16, aka=False) == Tile.parse("5m")
    assert Tile.from_136(135) == Tile.parse("7z")
    with pytest.raises(ValueError):
        Tile.from_136(136)


def test_136_ids_of_plain_fives_avoid_the_red_id():
    """A plain five's default id is not the red five's id, so ids round-trip with red fives."""
    assert [Tile.parse("5m").to_136(c) for c in range(4)] == [17, 18, 19, 16]
    assert Tile.parse("0p").to_136() == 52
    assert [Tile.parse("3s").to_136(c) for c in range(4)] == [80, 81, 82, 83]
    with pytest.raises(ValueError, match="0–3"):
        Tile.parse("3s").to_136(4)


def test_tile_groups():
    """Terminals (1, 9), honors, simples (2–8), dragons and winds."""
    assert Tile.parse("1m").is_terminal and Tile.parse("9s").is_terminal
    assert not Tile.parse("1z").is_terminal and Tile.parse("1z").is_terminal_or_honor
    assert Tile.parse("5p").is_simple and not Tile.parse("9p").is_simple
    assert [t.notation for t in ALL_KINDS if t.is_dragon] == ["5z", "6z", "7z"]
    assert [t.notation for t in ALL_KINDS if t.is_wind] == ["1z", "2z", "3z", "4z"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from([*ALL_KINDS, Tile(4, True), Tile(13, True), Tile(22, True)])))
def test_tile_notation_round_trip(tiles):
    text = format_tiles(tiles)
    assert sorted(parse_tiles(text)) == sorted(tiles)
    for tile in tiles:
        assert Tile.parse(tile.notation) == tile
        assert Tile.from_136(tile.to_136()) == tile
