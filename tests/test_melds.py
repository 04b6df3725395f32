"""Melds: the rules that make a chi, pon, daiminkan, kakan or ankan, and how each lies on the table.

Issue 2 item 5. Sources: 副露 § チー (chi only from kamicha, a run of one suit), 副露 § ポン,
槓 § 槓子 (a kan is four of one kind), 槓 § 暗槓 (two tiles face down, ends or middle),
槓 § 加槓 (the added tile laid on the pon's sideways tile, so the pon's source stays visible),
槓 § 大明槓 (the called tile turned sideways toward its discarder).
"""

from __future__ import annotations

import pytest

from mjteach.i18n import set_language
from mjteach.melds import LaidTile, Meld, MeldError, MeldKind, Source
from mjteach.tiles import NotationError, Tile


def poses(meld: Meld, **kw) -> list[str]:
    return [laid.pose for laid in meld.layout(**kw)]


def laid(meld: Meld, **kw) -> list[tuple[str, str]]:
    return [(x.tile.notation, x.pose) for x in meld.layout(**kw)]


# ----- what makes a meld ----------------------------------------------------------------------


def test_chi_only_from_kamicha():
    """副露 § チー: a chi takes only the discard of the player on the left."""
    assert Meld.parse("(3<45m)").source is Source.KAMICHA
    for text in ("(34^5m)", "(345>m)"):
        with pytest.raises(MeldError) as info:
            Meld.parse(text)
        assert info.value.code == "meld.chi_not_from_kamicha"
        assert "kamicha" in str(info.value)
    with pytest.raises(MeldError) as info:
        Meld(
            MeldKind.CHI,
            tuple(Tile.parse(x) for x in ("3m", "4m", "5m")),
            Tile.parse("3m"),
            Source.TOIMEN,
        )
    assert info.value.code == "meld.chi_not_from_kamicha"


def test_chi_of_honors_is_refused():
    """副露 § チー: honors have no runs; 123z is not a chi."""
    with pytest.raises(MeldError) as info:
        Meld.parse("(1<23z)")
    assert info.value.code == "meld.chi_honors"
    assert "honor" in str(info.value)


def test_chi_must_be_three_consecutive_numbers_of_one_suit():
    for text in ("(1<35m)", "(8<91m)", "(1<24m)"):
        with pytest.raises(MeldError) as info:
            Meld.parse(text)
        assert info.value.code in ("meld.chi_not_sequence", "meld.pon_not_triplet")
    mixed = (Tile.parse("3m"), Tile.parse("4p"), Tile.parse("5m"))
    with pytest.raises(MeldError) as info:
        Meld(MeldKind.CHI, mixed, mixed[0], Source.KAMICHA)
    assert info.value.code == "meld.chi_not_sequence"


def test_a_kan_is_four_of_one_kind():
    """槓 § 槓子: [1234m] is not a kan; neither is a called 1234m."""
    for text in ("[1234m]", "(1<234m)", "[111m]", "[11111m]"):
        with pytest.raises(MeldError) as info:
            Meld.parse(text)
        assert info.value.code == "meld.kan_not_four"
        assert "four tiles of one kind" in str(info.value)


def test_kakan_with_no_pon_is_refused():
    """槓 § 加槓: a kakan adds the fourth tile to one's own pon; without the pon there is none."""
    with pytest.raises(MeldError) as info:
        Meld.parse("(+8888p)")
    assert info.value.code == "meld.kakan_needs_pon"
    with pytest.raises(MeldError) as info:
        Meld.ankan("8888p").with_added("8p")
    assert info.value.code == "meld.kakan_needs_pon"
    tiles = tuple(Tile.parse("8p") for _ in range(4))
    with pytest.raises(MeldError) as info:
        Meld(MeldKind.KAKAN, tiles, tiles[0], Source.KAMICHA)
    assert info.value.code == "meld.kakan_needs_pon"


def test_kakan_is_its_pon_plus_the_added_tile():
    pon = Meld.pon("888p", "8p", "toimen")
    kakan = pon.with_added("8p")
    assert kakan.kind is MeldKind.KAKAN
    assert kakan.pon_part == pon
    assert (kakan.called, kakan.source, kakan.added) == (
        Tile.parse("8p"),
        Source.TOIMEN,
        Tile.parse("8p"),
    )
    assert Meld.parse(kakan.notation) == kakan


def test_pon_is_three_of_one_kind():
    """副露 § ポン: three tiles of one kind; 556p is not a pon and four tiles are not a pon."""
    assert Meld.parse("(55^5p)").kind is MeldKind.PON
    with pytest.raises(MeldError) as info:
        Meld(
            MeldKind.PON,
            tuple(Tile.parse(x) for x in ("5p", "5p", "6p")),
            Tile.parse("5p"),
            Source.TOIMEN,
        )
    assert info.value.code == "meld.pon_not_triplet"
    with pytest.raises(MeldError) as info:
        Meld(
            MeldKind.PON, tuple(Tile.parse("5p") for _ in range(4)), Tile.parse("5p"), Source.TOIMEN
        )
    assert info.value.code == "meld.pon_not_triplet"


def test_red_fives_count_as_fives_in_every_meld():
    """A red five is a five for every rule: pon, chi, daiminkan, kakan and ankan accept it."""
    assert Meld.parse("(0^55p)").kind is MeldKind.PON
    assert Meld.parse("(4<06m)").kind is MeldKind.CHI
    assert Meld.parse("(0<46s)").kind is MeldKind.CHI
    assert Meld.parse("(05>55s)").kind is MeldKind.DAIMINKAN
    assert Meld.parse("(5<+055p)").kind is MeldKind.KAKAN
    assert Meld.parse("[0555m]").kind is MeldKind.ANKAN


def test_a_meld_cannot_hold_two_red_fives_of_one_suit():
    with pytest.raises(MeldError) as info:
        Meld.parse("(0<05p)")
    assert info.value.code == "meld.two_red_fives"


def test_called_melds_need_a_source_and_the_ankan_none():
    with pytest.raises(NotationError, match="source"):
        Meld.parse("(555p)")
    with pytest.raises(NotationError, match="ankan has no called tile"):
        Meld.parse("[5<555p]")
    with pytest.raises(MeldError) as info:
        Meld(MeldKind.PON, tuple(Tile.parse("5p") for _ in range(3)))
    assert info.value.code == "meld.needs_source"
    with pytest.raises(MeldError) as info:
        Meld(
            MeldKind.ANKAN,
            tuple(Tile.parse("5p") for _ in range(4)),
            Tile.parse("5p"),
            Source.TOIMEN,
        )
    assert info.value.code == "meld.ankan_called"


def test_called_tile_must_be_in_the_meld():
    tiles = tuple(Tile.parse(x) for x in ("3m", "4m", "5m"))
    with pytest.raises(MeldError) as info:
        Meld(MeldKind.CHI, tiles, Tile.parse("6m"), Source.KAMICHA)
    assert info.value.code == "meld.called_not_in_meld"


def test_only_an_ankan_is_closed():
    """槓 § 暗槓: an ankan keeps the hand menzen; every called meld opens it."""
    assert [k.value for k in MeldKind if k.is_open] == ["chi", "pon", "daiminkan", "kakan"]
    assert [k.value for k in MeldKind if k.is_kan] == ["daiminkan", "kakan", "ankan"]


def test_source_offsets_point_at_the_discarder():
    """kamicha sits 3 seats after the caller (the left), toimen 2, shimocha 1."""
    assert [Source.from_offset(o) for o in (1, 2, 3)] == [
        Source.SHIMOCHA,
        Source.TOIMEN,
        Source.KAMICHA,
    ]
    assert (Source.KAMICHA.offset, Source.TOIMEN.offset, Source.SHIMOCHA.offset) == (3, 2, 1)
    with pytest.raises(ValueError, match="own discard"):
        Source.from_offset(0)


def test_meld_and_seat_labels_in_three_languages():
    assert [MeldKind.ANKAN.label(x) for x in ("en", "ja", "zh")] == [
        "ankan (closed kan)",
        "暗槓",
        "暗杠",
    ]
    assert [Source.TOIMEN.label(x) for x in ("en", "ja", "zh")] == [
        "toimen (across)",
        "対面",
        "对家",
    ]
    set_language("ja")
    assert MeldKind.KAKAN.label() == "加槓"


# ----- how a meld lies on the table ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("(3<45m)", [("3m", "sideways"), ("4m", "up"), ("5m", "up")]),
        ("(4<35m)", [("4m", "sideways"), ("3m", "up"), ("5m", "up")]),
        ("(5<55p)", [("5p", "sideways"), ("5p", "up"), ("5p", "up")]),
        ("(55^5p)", [("5p", "up"), ("5p", "sideways"), ("5p", "up")]),
        ("(555>p)", [("5p", "up"), ("5p", "up"), ("5p", "sideways")]),
        ("(7<777s)", [("7s", "sideways"), ("7s", "up"), ("7s", "up"), ("7s", "up")]),
        ("(77^77s)", [("7s", "up"), ("7s", "sideways"), ("7s", "up"), ("7s", "up")]),
        ("(7777>s)", [("7s", "up"), ("7s", "up"), ("7s", "up"), ("7s", "sideways")]),
    ],
)
def test_called_tile_lies_sideways_left_centre_right_by_source(text, expected):
    """副露 § ポン / § チー, 槓 § 大明槓: sideways at the left for kamicha, in the centre for
    toimen, at the right for shimocha."""
    meld = Meld.parse(text)
    assert laid(meld) == expected
    assert meld.notation == text


def test_daiminkan_from_toimen_may_turn_the_third_tile():
    """槓 § 大明槓 shows the toimen tile second or third; the option picks the third."""
    meld = Meld.parse("(77^77s)")
    assert poses(meld, daiminkan_toimen_slot=2) == ["up", "up", "sideways", "up"]
    with pytest.raises(ValueError):
        meld.layout(daiminkan_toimen_slot=3)


def test_ankan_shows_two_tiles_face_down_at_the_ends_or_in_the_middle():
    """槓 § 暗槓: two of the four tiles are turned face down, both ends or the middle two."""
    meld = Meld.parse("[8888s]")
    assert poses(meld) == ["down", "up", "up", "down"]
    assert poses(meld, ankan_face_down="middle") == ["up", "down", "down", "up"]
    with pytest.raises(ValueError):
        meld.layout(ankan_face_down="all")


def test_ankan_with_red_five_shows_it_face_up_when_ends_are_down():
    """The red five is sorted first; with the ends down the picture still shows two tiles up."""
    meld = Meld.parse("[0555m]")
    assert laid(meld) == [("0m", "down"), ("5m", "up"), ("5m", "up"), ("5m", "down")]


@pytest.mark.parametrize(
    ("text", "sideways_at"),
    [("(8<+888p)", 0), ("(88^+88p)", 1), ("(888>+8p)", 2)],
)
def test_kakan_stacks_the_added_tile_on_the_pons_sideways_tile(text, sideways_at):
    """槓 § 加槓: the added tile lies on the sideways tile, so the pon's source stays visible."""
    meld = Meld.parse(text)
    out = poses(meld)
    assert len(out) == 4
    assert out[sideways_at] == "sideways"
    assert out[sideways_at + 1] == "stacked"
    assert out.count("up") == 2
    assert meld.pon_part.source is meld.source
    assert poses(meld.pon_part).index("sideways") == sideways_at
    assert meld.notation == text


def test_layout_tiles_are_the_melds_tiles():
    for text in ("(3<45m)", "(0^55p)", "(05>55s)", "(5<+055p)", "[0555m]"):
        meld = Meld.parse(text)
        out = meld.layout()
        assert all(isinstance(x, LaidTile) for x in out)
        assert sorted(x.tile for x in out) == sorted(meld.tiles)


def test_hand_tiles_are_all_but_the_called_tile():
    meld = Meld.parse("(0<46m)")
    assert [t.notation for t in meld.hand_tiles()] == ["4m", "6m"]
    assert meld.called == Tile.parse("0m")


# ----- notation ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("(3<45m)", "(3<45m)"),
        ("(4<53m)", "(4<35m)"),
        ("(5^55p)", "(55^5p)"),
        ("(111^1m)", "(11^11m)"),
        ("(0^55p)", "(50^5p)"),
        ("(5^+505p)", "(05^+55p)"),
        ("[5555z]", "[5555z]"),
        ("( 3 < 4 5 m )", "(3<45m)"),
    ],
)
def test_meld_notation_is_canonical_and_parses_back(text, canonical):
    meld = Meld.parse(text)
    assert meld.notation == canonical
    assert Meld.parse(canonical) == meld


def test_meld_constructors_match_notation():
    assert Meld.chi("345m", "3m") == Meld.parse("(3<45m)")
    assert Meld.pon("555p", "5p", "toimen") == Meld.parse("(55^5p)")
    assert Meld.daiminkan("7777s", "7s", "shimocha") == Meld.parse("(7777>s)")
    assert Meld.ankan("8888s") == Meld.parse("[8888s]")
    assert Meld.pon("888p", "8p", Source.KAMICHA).with_added("8p") == Meld.parse("(8<+888p)")


@pytest.mark.parametrize(
    ("text", "column", "words"),
    [
        ("(3<45)", 5, "suit letter"),
        ("(3<45m", 6, "not closed"),
        ("(3<<45m)", 4, "one source mark"),
        ("(3<4m5m)", 5, "one suit"),
        ("[8<888s]", 3, "ankan has no called tile"),
        ("(8<+888p+)", 9, "suit letter"),
        ("(8<888+p)", 7, "'+' must be followed"),
        ("(3<4x5m)", 5, "cannot appear"),
        ("(8<888z9)", 8, "suit letter"),
    ],
)
def test_bad_meld_notation_names_the_column(text, column, words):
    with pytest.raises(NotationError) as info:
        Meld.parse(text)
    assert info.value.column == column
    assert words in str(info.value)
    assert str(info.value).startswith(f"column {column}: ")
