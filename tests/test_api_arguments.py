"""Issue 23 items 4–5 (Python API): a wrong argument is a TypeError or ValueError naming it, raised
where it enters, the object left as it was; nonsense values are refused, not played with.

Before, these failed deep inside (``'<=' not supported between 'int' and 'str'``, an
AttributeError on ``.seat``) or were accepted (``Round(honba=True)``, ``Round(scores=["a", …])``).
"""

from __future__ import annotations

import pytest

from mjteach.game import Game
from mjteach.hand import Hand
from mjteach.melds import Meld
from mjteach.round import Action, Round
from mjteach.rules import Rules
from mjteach.scoring import WinContext, evaluate
from mjteach.tiles import Tile, parse_tiles
from mjteach.wall import Wall


def _ctx(**changes):
    return WinContext(**{"win_tile": Tile.parse("8s"), "tsumo": True, **changes})


# (call, exception type, the argument the message must name)
CONSTRUCTORS = [
    ("Round(dealer='0')", lambda: Round(dealer="0"), TypeError, "dealer"),
    ("Round(dealer=1.0)", lambda: Round(dealer=1.0), TypeError, "dealer"),
    ("Round(dealer=None)", lambda: Round(dealer=None), TypeError, "dealer"),
    ("Round(round_wind=[])", lambda: Round(round_wind=[]), TypeError, "round_wind"),
    ("Round(honba=True)", lambda: Round(honba=True), TypeError, "honba"),
    ("Round(honba=10**20)", lambda: Round(honba=10**20), ValueError, "honba"),
    ("Round(riichi_sticks=True)", lambda: Round(riichi_sticks=True), TypeError, "riichi_sticks"),
    ("Round(scores=['a'] * 4)", lambda: Round(scores=["a"] * 4), TypeError, "scores[0]"),
    ("Round(scores=5)", lambda: Round(scores=5), TypeError, "scores"),
    ("Round(scores=[10**20] * 4)", lambda: Round(scores=[10**20] * 4), ValueError, "scores[0]"),
    ("Round(seed=1.5)", lambda: Round(seed=1.5), TypeError, "seed"),
    ("Round(wall='x')", lambda: Round(wall="x"), TypeError, "wall"),
    ("Round(deal='no')", lambda: Round(deal="no"), TypeError, "deal"),
    ("Game(rules=5)", lambda: Game(rules=5), TypeError, "rules"),
    ("Game(rules=None)", lambda: Game(rules=None), TypeError, "rules"),
    ("Game(length=[])", lambda: Game(length=[]), ValueError, "[]"),
    ("Game(scores=5)", lambda: Game(scores=5), ValueError, "scores"),
    ("Game(scores=[True] * 4)", lambda: Game(scores=[True] * 4), ValueError, "scores"),
    ("Game(seed='1')", lambda: Game(seed="1"), TypeError, "seed"),
    ("Game(honba=10**20)", lambda: Game(honba=10**20), ValueError, "honba"),
    ("Rules.from_dict(5)", lambda: Rules.from_dict(5), TypeError, "data"),
    ("Rules.with_option(5)", lambda: Rules.preset("tenhou").with_option(5), TypeError, "text"),
    ("Hand.parse('')", lambda: Hand.parse(""), ValueError, "empty"),
    ("Hand.from_tiles(5)", lambda: Hand.from_tiles(5), TypeError, "tiles"),
    ("Tile.parse(b'1m')", lambda: Tile.parse(b"1m"), TypeError, "notation"),
    ("parse_tiles(['1m'])", lambda: parse_tiles(["1m"]), TypeError, "notation"),
    ("Tile.from_136('3')", lambda: Tile.from_136("3"), TypeError, "136-tile id"),
    ("Action.parse(None, 0)", lambda: Action.parse(None, 0), TypeError, "action text"),
    ("Wall.from_seed('1')", lambda: Wall.from_seed("1"), TypeError, "seed"),
    ("WinContext(winner='1')", lambda: _ctx(winner="1"), TypeError, "winner"),
    ("WinContext(tsumo='yes')", lambda: _ctx(tsumo="yes"), TypeError, "tsumo"),
    ("WinContext(honba=-1)", lambda: _ctx(honba=-1), ValueError, "honba"),
    ("WinContext(dora_indicators=5)", lambda: _ctx(dora_indicators=5), TypeError,
     "dora_indicators"),
    ("evaluate('123m…', ctx)", lambda: evaluate("234m567p234s22z678s", _ctx()), TypeError, "hand"),
    ("evaluate(hand, ctx, 'tenhou')",
     lambda: evaluate(Hand.parse("234m567p234s22z678s"), _ctx(), "tenhou"), TypeError, "rules"),
    ("Meld.parse(5)", lambda: Meld.parse(5), TypeError, "meld notation"),
]


@pytest.mark.parametrize("call,fn,exc,name", CONSTRUCTORS, ids=[c[0] for c in CONSTRUCTORS])
def test_a_wrong_argument_is_refused_naming_it(call, fn, exc, name):
    with pytest.raises(exc) as info:
        fn()
    assert name in str(info.value), (call, str(info.value))
    assert "not supported between" not in str(info.value)


METHODS = [
    ("undo('1')", lambda o: o.undo("1"), TypeError, "steps"),
    ("undo(1.0)", lambda o: o.undo(1.0), TypeError, "steps"),
    ("play(None)", lambda o: o.play(None), TypeError, "action"),
    ("play(5)", lambda o: o.play(5), TypeError, "action"),
    ("play('draw', seat='0')", lambda o: o.play("draw", seat="0"), TypeError, "seat"),
    ("why_not('draw')", lambda o: o.why_not("draw"), TypeError, "action"),
    ("legal_actions(1.5)", lambda o: o.legal_actions(1.5), TypeError, "seat"),
    ("legal_actions(9)", lambda o: o.legal_actions(9), ValueError, "seat"),
    ("respond([1])", lambda o: o.respond([1]), TypeError, "answers"),
]


@pytest.mark.parametrize("make", [lambda: Round(seed=3), lambda: Game(seed=3)],
                         ids=["Round", "Game"])
@pytest.mark.parametrize("call,fn,exc,name", METHODS, ids=[c[0] for c in METHODS])
def test_a_wrong_argument_to_a_method_leaves_the_object_unchanged(make, call, fn, exc, name):
    """``Round.undo("1")``, ``Round.play(None)`` … (and the same on Game): the error names the
    argument and the state (snapshot, history) is what it was."""
    obj = make()
    obj.play(obj.legal_actions()[0])
    before, history = obj.snapshot(), list(obj.history)
    with pytest.raises(exc) as info:
        fn(obj)
    assert name in str(info.value), (call, str(info.value))
    assert obj.snapshot() == before and list(obj.history) == history


def test_round_seat_helpers_name_the_seat():
    r = Round(seed=1)
    with pytest.raises(TypeError, match="seat"):
        r.seat_wind("1")
    with pytest.raises(ValueError, match="other"):
        r.relation(0, 4)


def test_a_three_player_hand_holding_2m_to_8m_is_refused_by_evaluate():
    """Issue 23 item 5: a hand with 2m–8m was scored under sanma_tenhou (its set has no such
    tile); evaluate now refuses it as it refuses a fifth copy. The CLI says so before (score)."""
    hand = Hand.parse("234m567p234s22z678s")
    with pytest.raises(ValueError, match="2m is not in the three-player tile set"):
        evaluate(hand, _ctx(), Rules.preset("sanma_tenhou"))
    assert evaluate(hand, _ctx()).is_win  # the same hand under four-player rules


def test_a_dora_indicator_the_tile_set_cannot_supply_is_refused_by_evaluate():
    """A fifth 5p counting the hand and its indicators, or a third red five under rules with one
    per suit, cannot be on the table: evaluate refused it only inside the hand (the CLI checked the
    indicators, the API did not) and scored the dora of a tile that does not exist."""
    hand = Hand.parse("234m555p234s22z67s+8s")
    ctx = _ctx(dora_indicators=(Tile.parse("5p"),))
    assert evaluate(hand, ctx).is_win  # four 5p on the table: fine
    with pytest.raises(ValueError, match="5p.*indicators"):
        evaluate(hand, ctx.replace(ura_indicators=(Tile.parse("5p"),)))
    with pytest.raises(ValueError, match="5p.*indicators"):
        evaluate(hand, ctx.replace(kan_dora_pending=(Tile.parse("5p"),)))
    red = Hand.parse("234m067p234s22z67s+8s")
    assert evaluate(red, _ctx()).is_win
    with pytest.raises(ValueError, match="0p.*indicators"):
        evaluate(red, _ctx(dora_indicators=(Tile.parse("0p"),)))


@pytest.mark.parametrize("make", [lambda: Round("nosuch"), lambda: Game("nosuch")],
                         ids=["Round", "Game"])
def test_unknown_preset_name_in_round_or_game_is_a_value_error_listing_presets_unquoted(make):
    """It was a KeyError, whose message prints wrapped in quotes."""
    with pytest.raises(ValueError) as info:
        make()
    text = str(info.value)
    assert text.startswith("unknown rules preset 'nosuch'; known: tenhou"), text
    assert "m_league" in text and "wrc" in text


def test_rules_preset_unknown_name_stays_a_key_error_for_old_callers():
    with pytest.raises(KeyError):
        Rules.preset("nosuch")


@pytest.mark.parametrize("seed", [-1, -(10**20), 2**64, 10**100])
@pytest.mark.parametrize("make", [lambda s: Round(seed=s), lambda s: Game(seed=s),
                                  lambda s: Wall.from_seed(s)], ids=["Round", "Game", "Wall"])
def test_seed_outside_0_to_2_64_is_refused_naming_seed(make, seed):
    """random.Random(seed) shuffles with abs(seed): seed -1 dealt seed 1's wall."""
    with pytest.raises(ValueError, match=r"seed must be a whole number 0–18446744073709551615"):
        make(seed)


def test_seed_at_the_ends_of_its_range_is_accepted():
    for seed in (0, 2**64 - 1):
        assert Round(seed=seed, deal=False).wall == Wall.from_seed(seed)
        Game(seed=seed)
