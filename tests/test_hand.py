"""Hand notation and the rules a whole hand must keep.

Issue 2 items 6–7: one notation for concealed tiles, the drawn tile and melds with their kind and
source; ``format(parse(s))`` is canonical and parses back to an equal hand; bad notation raises a
``ValueError`` subclass naming the column; a fifth copy (melds included), two red fives of one suit
and an impossible meld are refused with the rule's name; nothing half-built is returned.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import mjteach
from mjteach.hand import Hand, HandError
from mjteach.melds import Meld, MeldError, MeldKind, Source
from mjteach.tiles import NotationError, Tile, format_tiles

SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# ----- notation ---------------------------------------------------------------------------------


def test_readme_example_of_every_meld_kind_and_source():
    """The notation example: concealed tiles, +drawn, chi, pon, daiminkan, kakan, ankan."""
    hand = Hand.parse("9m+9m (3<45m) (55^5p) (7777>s) [8888s]")
    assert hand.notation == "9m+9m (3<45m) (55^5p) (7777>s) [8888s]"
    assert [m.kind for m in hand.melds] == [
        MeldKind.CHI,
        MeldKind.PON,
        MeldKind.DAIMINKAN,
        MeldKind.ANKAN,
    ]
    assert [m.source for m in hand.melds] == [Source.KAMICHA, Source.TOIMEN, Source.SHIMOCHA, None]
    assert hand.drawn == Tile.parse("9m")
    assert hand.size == 14
    kakan = Hand.parse("1199m (8<+888p) (1^11z) (777>s)")
    assert kakan.notation == "1199m (8<+888p) (11^1z) (777>s)"
    assert kakan.melds[0].kind is MeldKind.KAKAN


def test_sanankou_example_prints_canonical_notation():
    """槓 § 槓子の扱い: 222p 666p 23m 99m with an ankan of 8s."""
    hand = mjteach.Hand.parse("222p 666p 23m 99m [8888s]")
    assert str(hand) == "2399m222666p [8888s]"
    assert hand.counts34()[Tile.parse("2p").kind] == 3
    assert hand.counts34(include_melds=True)[Tile.parse("8s").kind] == 4
    assert hand.is_menzen


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("3m2m1m", "123m"),
        ("1m 2m 3m", "123m"),
        ("55m0m", "055m"),
        ("123m + 4m", "123m+4m"),
        ("[8888s] 11z", "11z [8888s]"),
        ("(5^55p)123m", "123m (55^5p)"),
        ("(3<45m)+1m", "+1m (3<45m)"),
        ("(8<8+88p) 11z", "11z (8<+888p)"),
    ],
)
def test_format_is_canonical(text, canonical):
    """Concealed sorted, then +drawn, then the melds in the order declared."""
    hand = Hand.parse(text)
    assert hand.notation == canonical
    assert hand.format == canonical
    assert Hand.parse(canonical) == hand


@pytest.mark.parametrize("text", ["", "   "])
def test_empty_notation_is_refused_not_an_empty_hand(text):
    """Issue 23 item 5: ``Hand.parse("")`` gave an empty hand (``mjteach render ""`` drew
    nothing, ``score ""`` went on); now it is a NotationError saying the notation is empty. The
    empty hand itself is still ``Hand()`` (notation "")."""
    with pytest.raises(NotationError, match="empty"):
        Hand.parse(text)
    assert Hand().notation == ""


def test_melds_keep_their_declared_order():
    hand = Hand.parse("11z [8888s] (3<45m)")
    assert hand.notation == "11z [8888s] (3<45m)"
    assert Hand.parse(hand.notation).melds == hand.melds


def test_closed_tiles_include_the_drawn_tile():
    hand = Hand.parse("123m+1m")
    assert format_tiles(hand.closed_tiles) == "1123m"
    assert format_tiles(hand.concealed) == "123m"
    assert hand.size == 4


def test_open_melds_break_menzen_but_ankan_does_not():
    assert Hand.parse("11z [8888s]").is_menzen
    assert not Hand.parse("11z (8888>s)").is_menzen
    assert len(Hand.parse("11z [8888s] (8<+888p) (5^55m)").kans) == 2


# ----- errors -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "column", "words"),
    [
        ("123m456p8", 9, "'8' needs a suit letter m/p/s/z"),
        ("123m 45x6p", 8, "'x' is not part of tile notation"),
        ("123m+", 5, "'+' must be followed by one tile"),
        ("123m+1m+2m", 8, "at most one drawn tile"),
        ("123m (3<45m", 6, "not closed"),
        ("123m 3<45m)", 7, "'<' is not part"),
        ("123m )", 6, "closes a meld that was never opened"),
        ("11z (3<4 5x)", 11, "suit letter"),
        ("11z (3<4 5m5)", 12, "suit letter"),
        ("11z 8z", 5, "'8z' is not a tile"),
    ],
)
def test_bad_notation_names_the_column(text, column, words):
    """Issue 2 item 7: e.g. "column 7: '8' needs a suit letter m/p/s/z"."""
    with pytest.raises(NotationError) as info:
        Hand.parse(text)
    assert info.value.column == column
    assert str(info.value).startswith(f"column {column}: ")
    assert words in str(info.value)
    assert info.value.text == text


@pytest.mark.parametrize(
    ("text", "code", "column"),
    [
        ("11z (34^5m)", "meld.chi_not_from_kamicha", 5),
        ("11z (1<23z)", "meld.chi_honors", 5),
        ("11z [1234m]", "meld.kan_not_four", 5),
        ("11z (+8888p)", "meld.kakan_needs_pon", 5),
    ],
)
def test_impossible_meld_in_a_hand_is_refused_with_the_rule_and_column(text, code, column):
    with pytest.raises(MeldError) as info:
        Hand.parse(text)
    assert info.value.code == code
    assert info.value.column == column
    assert str(info.value).startswith(f"column {column}: ")


@pytest.mark.parametrize(
    "text",
    ["11111m", "1m [1111m]", "1m (1<23m) (11^1m)", "5p (55^5p) (5<55p)"],
)
def test_fifth_copy_counting_melds_is_refused(text):
    """There are four of each tile; tiles in melds count (issue 2 item 7)."""
    with pytest.raises(HandError) as info:
        Hand.parse(text)
    assert info.value.code == "hand.fifth_copy"
    assert "only four" in str(info.value)


def test_fifth_copy_counts_the_drawn_tile():
    with pytest.raises(HandError) as info:
        Hand.parse("1111m+1m")
    assert info.value.code == "hand.fifth_copy"


@pytest.mark.parametrize("text", ["0m0m", "0p+0p", "0s (0<46s)", "(0<46m) (0^55m)"])
def test_two_red_fives_of_one_suit_are_refused(text):
    """One red five per suit (issue 2 item 7)."""
    with pytest.raises(ValueError) as info:
        Hand.parse(text)
    assert info.value.code in ("hand.two_red_fives", "meld.two_red_fives")
    assert "red five" in str(info.value)


def test_red_fives_of_different_suits_are_fine():
    assert Hand.parse("0m0p0s").notation == "0m0p0s"


def test_more_than_14_tiles_is_refused():
    with pytest.raises(HandError) as info:
        Hand.parse("11223344556677m1p")
    assert info.value.code == "hand.too_many_tiles"
    with pytest.raises(HandError) as info:
        Hand.parse("11z+2z [1111m] [2222m] [3333m] [4444m]")
    assert info.value.code == "hand.too_many_tiles"


def test_pon_and_kakan_of_one_kind_cannot_both_be_held():
    pon = Meld.pon("888p", "8p", "toimen")
    with pytest.raises(ValueError):
        Hand((), None, (pon, pon.with_added("8p")))


def test_nothing_half_built_is_returned():
    """A refused change raises and leaves the existing hand exactly as it was."""
    hand = Hand.parse("1111m23p")
    before = hand.notation
    with pytest.raises(HandError):
        hand.replace(drawn=Tile.parse("1m"))
    with pytest.raises(HandError):
        hand.replace(melds=[Meld.ankan("1111m")])
    assert hand.notation == before
    with pytest.raises(AttributeError):
        hand.drawn = Tile.parse("1m")  # type: ignore[misc]


def test_parse_wants_a_string_and_the_constructor_tiles():
    with pytest.raises(TypeError):
        Hand.parse(None)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="Hand.from_tiles"):
        Hand(("1m", "2m"))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="Meld"):
        Hand((), None, ("[1111m]",))  # type: ignore[arg-type]
    assert Hand.from_tiles(["1m", "2m"], drawn="3m").notation == "12m+3m"


# ----- hypothesis -------------------------------------------------------------------------------

_KINDS_OF_MELD = list(MeldKind)
_SOURCES = list(Source)


@st.composite
def valid_hands(draw):
    """A random valid hand: melds of every kind and source, concealed tiles, drawn tile or not.

    Tiles are taken without replacement from the 136 physical tiles (one red five per suit), so
    the hand never holds a fifth copy or two red fives of one suit.
    """
    pool: dict[int, list[Tile]] = {
        k: ([Tile(k, True)] if k in (4, 13, 22) else [Tile(k)]) + [Tile(k)] * 3 for k in range(34)
    }

    def take(kind: int) -> Tile:
        i = draw(st.integers(0, len(pool[kind]) - 1))
        return pool[kind].pop(i)

    melds: list[Meld] = []
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.sampled_from(_KINDS_OF_MELD))
        if kind is MeldKind.CHI:
            starts = [
                s * 9 + i
                for s in range(3)
                for i in range(7)
                if all(pool[s * 9 + i + d] for d in range(3))
            ]
            if not starts:
                continue
            first = draw(st.sampled_from(starts))
            tiles = [take(first + d) for d in range(3)]
            melds.append(Meld(kind, tuple(tiles), draw(st.sampled_from(tiles)), Source.KAMICHA))
            continue
        need = 3 if kind is MeldKind.PON else 4
        kinds = [k for k in range(34) if len(pool[k]) >= need]
        if not kinds:
            continue
        k = draw(st.sampled_from(kinds))
        tiles = [take(k) for _ in range(need)]
        if kind is MeldKind.ANKAN:
            melds.append(Meld(kind, tuple(tiles)))
            continue
        source = draw(st.sampled_from(_SOURCES))
        ci = draw(st.integers(0, need - 1))
        if kind is MeldKind.KAKAN:
            ai = draw(st.sampled_from([i for i in range(4) if i != ci]))
            melds.append(Meld(kind, tuple(tiles), tiles[ci], source, tiles[ai]))
        else:
            melds.append(Meld(kind, tuple(tiles), tiles[ci], source))
    room = 14 - 3 * len(melds)
    n = draw(st.integers(0, room))
    concealed = []
    for _ in range(n):
        kinds = [k for k in range(34) if pool[k]]
        concealed.append(take(draw(st.sampled_from(kinds))))
    drawn = None
    if concealed and draw(st.booleans()):
        drawn = concealed.pop(draw(st.integers(0, len(concealed) - 1)))
    return Hand(tuple(concealed), drawn, tuple(melds))


@SETTINGS
@given(valid_hands())
def test_notation_round_trip_for_random_valid_hands(hand):
    """Hand.parse(h.notation) == h; formatting again gives the same canonical text (the empty
    hand aside: empty notation is refused, test_empty_notation_is_refused_not_an_empty_hand)."""
    assume(hand != Hand())
    text = hand.notation
    again = Hand.parse(text)
    assert again == hand
    assert again.notation == text


@SETTINGS
@given(valid_hands(), st.randoms(use_true_random=False))
def test_parse_of_a_rewritten_hand_is_canonical(hand, rnd):
    """Shuffled concealed tiles, melds in their order, random spacing: format(parse(s)) is the
    canonical text and parses back to the same hand."""
    assume(hand != Hand())
    concealed = list(hand.concealed)
    rnd.shuffle(concealed)
    parts = [format_tiles(concealed, sort=False)] if concealed else []
    if hand.drawn is not None:
        parts.append("+" + hand.drawn.notation)
    parts += [m.notation for m in hand.melds]
    text = (" " if rnd.random() < 0.5 else "").join(parts)
    parsed = Hand.parse(text)
    assert parsed == hand
    assert Hand.parse(parsed.notation) == parsed
    assert parsed.notation == hand.notation


_NOTATION_CHARS = "0123456789mpsz()[]<>^+ "


@SETTINGS
@given(
    st.one_of(
        st.text(alphabet=_NOTATION_CHARS, max_size=40),
        st.text(alphabet=_NOTATION_CHARS + "xq#,-!\t\n日０١²", max_size=30),
        st.text(max_size=20),
    )
)
def test_random_strings_raise_only_the_documented_errors(text):
    """Any string either parses to a valid hand or raises NotationError, MeldError or HandError."""
    try:
        hand = Hand.parse(text)
    except (NotationError, MeldError, HandError) as exc:
        assert str(exc)
        return
    # Nothing half-built: what parses is a complete, valid hand that round-trips.
    assert Hand(hand.concealed, hand.drawn, hand.melds) == hand
    assert max(hand.counts34(include_melds=True), default=0) <= 4
    assert hand.size <= 14
    assert Hand.parse(hand.notation) == hand


@SETTINGS
@given(st.text(alphabet=_NOTATION_CHARS + "x", min_size=1, max_size=30))
def test_notation_errors_point_inside_the_text(text):
    try:
        Hand.parse(text)
    except NotationError as exc:
        assume(exc.column is not None)
        assert 1 <= exc.column <= len(text)
    except (MeldError, HandError):
        pass
