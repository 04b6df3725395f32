"""Wall positions and variants (FORMATS.md §5.1, §6; 槓 § 嶺上牌; rulesets.md §2.6)."""

import pytest

from mjteach.rules import Rules
from mjteach.tiles import Tile
from mjteach.wall import Wall, WallError, tile_set


def tenhou_identity_wall() -> Wall:
    # yama[i] is the tile with 136-id i, so every position can be read back from the tile
    return Wall.from_tenhou_yama(list(range(136)), (1, 1), Rules())


def test_deal_takes_tenhou_positions_from_the_top():
    """FORMATS.md §5.1: dealer 135..132, next seat 131..128, …, last round 87, 86, 85, 84."""
    w = tenhou_identity_wall()
    hands = w.deal(dealer=0)
    assert hands[0][:4] == [Tile.from_136(i) for i in (135, 134, 133, 132)]
    assert hands[1][:4] == [Tile.from_136(i) for i in (131, 130, 129, 128)]
    assert [h[-1] for h in hands] == [Tile.from_136(i) for i in (87, 86, 85, 84)]
    assert w.next_draw_index == 83 and w.live_remaining == 70


def test_dead_wall_positions_rinshan_1032_indicators_5_7_9_ura_4_6():
    """FORMATS.md §5.1: rinshan 1, 0, 3, 2; indicators 5, 7, 9, 11, 13; ura 4, 6, 8, 10, 12."""
    w = tenhou_identity_wall()
    w.deal()
    assert w.rinshan_indices() == [1, 0, 3, 2]
    assert w.indicator_indices() == [5] and w.ura_indices() == [4]
    assert w.dead_wall_indices() == list(range(14))
    drawn = [w.draw_rinshan() for _ in range(2)]
    assert drawn == [Tile.from_136(1), Tile.from_136(0)]
    assert w.reveal_kan_dora() == Tile.from_136(7)
    assert w.reveal_kan_dora() == Tile.from_136(9)
    assert w.ura_indices() == [4, 6, 8]


def test_haitei_joins_dead_wall_after_each_rinshan_draw():
    """槓 § 嶺上牌: the dead wall stays at 14; live draws = 70 − kans; haitei at yama[14 + k]."""
    w = tenhou_identity_wall()
    w.deal()
    for k in range(1, 5):
        w.draw_rinshan()
        assert len(w.dead_wall_indices()) == 14
        assert w.live_remaining == 70 - k
        assert w.haitei_index == 14 + k
    draws = 0
    while w.live_remaining:
        w.draw()
        draws += 1
    assert draws == 66 and w.haitei_index is None
    with pytest.raises(WallError) as exc:
        w.draw()
    assert exc.value.code == "wall.empty"


def test_first_and_third_kan_drop_the_top_tile_second_and_fourth_take_the_lone_tile():
    """槓 § 嶺上牌: 1・3回目の槓では旧海底牌の上の牌が下に移動し…2・4回目は単独の海底牌を王牌へ."""
    w = tenhou_identity_wall()
    w.deal()
    w.draw_rinshan()
    stack = next(e for e in w.layout() if e["joined_dead"])
    assert stack["joined_dead"] == [14] and stack["tiles"] == [(15, 0)]  # 15 dropped, new haitei
    assert w.haitei_index == 15
    w.draw_rinshan()
    stack = next(e for e in w.layout() if e["joined_dead"])
    assert stack["joined_dead"] == [14, 15] and w.haitei_index == 16
    w.draw_rinshan()
    dropped = [e for e in w.layout() if (17, 0) in e["tiles"]]
    assert len(dropped) == 1 and dropped[0]["joined_dead"] == [16]


def test_break_position_follows_the_dice():
    """The wall opens at the side counted from the dealer by the dice sum, `sum` stacks from the
    right; the dead wall's first stack (rinshan 1, 0) lies just right of the break."""
    tiles = tile_set(Rules())
    w = Wall(tiles, (5, 3), Rules())
    assert w.break_position == (3, 8)
    assert w.position(135)[:2] == (3, 8) and w.position(134) == (3, 8, 0)
    assert w.position(1) == (3, 7, 1) and w.position(0) == (3, 7, 0)
    assert w.position(5) == (3, 5, 1)
    # dice 2: the dead wall runs on to the wall at the right of shimocha's (toimen's, side 2)
    w2 = Wall(tiles, (1, 1), Rules())
    assert w2.position(1)[:2] == (1, 1) and w2.position(5)[:2] == (2, 16)


def test_old_rule_four_stack_dead_wall_pulls_a_whole_stack():
    """槓 § 嶺上牌 (王牌4幢残し): an 8-tile dead wall; every kan pulls one whole stack (the last two
    live tiles, bottom and top) into it: 槓発生時に王牌が幢（2枚）単位で山から補充される."""
    rules = Rules.preset("old_rule")
    w = Wall.from_seed(1, rules)
    w.deal()
    assert w.live_remaining == 76 and w.dead_wall_indices() == list(range(8))
    assert w.kan_live_cost() == 2
    w.reveal_kan_dora()  # immediate timing turns yama 7 before the draw: already in the dead wall
    assert w.indicator_indices() == [5, 7] and w.haitei_index == 8
    w.draw_rinshan()
    assert w.live_remaining == 74 and w.haitei_index == 10
    assert w.dead_wall_indices() == [0] + list(range(2, 10))  # yama 1 drawn, stack (8, 9) joined
    assert [e["joined_dead"] for e in w.layout() if e["joined_dead"]] == [[8, 9]]
    w.draw_rinshan()
    w.reveal_kan_dora()
    assert w.live_remaining == 72 and w.haitei_index == 12
    assert w.dead_wall_indices() == list(range(2, 12)) and w.kan_live_cost() == 2
    assert w.snapshot()["stacks_pulled"] == 2


def test_three_player_wall_has_108_tiles_and_8_rinshan():
    """rulesets.md §2.6 (sanma): 108 tiles without 2m–8m; 14-tile dead wall with 8 rinshan draws."""
    rules = Rules.preset("sanma_tenhou")
    w = Wall.from_seed(3, rules)
    assert len(w.yama) == 108 and not any(1 <= t.kind <= 7 for t in w.yama)
    hands = w.deal()
    assert [len(h) for h in hands] == [13, 13, 13] and w.live_remaining == 55
    assert w.rinshan_indices() == [1, 0, 3, 2, 5, 4, 7, 6]
    for k in range(8):
        w.draw_rinshan(kita=k < 4)
        assert len(w.dead_wall_indices()) == 14
    assert w.live_remaining == 47 and w.rinshan_remaining == 0


def test_wall_of_the_wrong_size_is_refused():
    with pytest.raises(WallError) as exc:
        Wall(tile_set(Rules())[:-1], (1, 1), Rules())
    assert exc.value.code == "wall.size" and "135" in str(exc.value)


def test_wall_with_a_fifth_tile_is_refused():
    tiles = tile_set(Rules())
    tiles[0] = tiles[10]
    with pytest.raises(WallError) as exc:
        Wall(tiles, (1, 1), Rules())
    assert exc.value.code == "wall.tiles" and "1m" in str(exc.value)


def test_seeded_wall_is_reproducible():
    assert Wall.from_seed(42).yama == Wall.from_seed(42).yama
    assert Wall.from_seed(42).yama != Wall.from_seed(43).yama
