"""Smoke tests of the foundation; full rule tests live in test_tiles.py, test_melds.py, test_hand.py."""

import mjteach


def test_sanankou_example_hand_prints_canonical_notation():
    """槓 § 槓子の扱い: 222p 666p 23m 99m with an 8s ankan."""
    assert str(mjteach.Hand.parse("222p 666p 23m 99m [8888s]")) == "2399m222666p [8888s]"
