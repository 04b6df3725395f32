"""Issue 12 item 3, "replay what exists": an mjlog file cut short (its XML never closes, like a
download that stopped) is replayed up to its last complete tag and reported ``incomplete`` with
where it stops; only a file with nothing to replay, or malformed in the middle, is an error."""

from __future__ import annotations

import re

import pytest

from mjteach.cli import main
from mjteach.logs import LogError
from mjteach.logs.mjlog import parse_mjlog
from mjteach.logs.replay import replay_game

GAME = "2016052515gm-00a9-0000-c4d72066.mjlog"  # 14 hands, replayed with no mismatch
HAND = 6  # the hand the record is cut in


@pytest.fixture
def raw(realgames) -> bytes:
    return (realgames / "mjlog" / GAME).read_bytes()


def _tag_starts(raw: bytes) -> list[int]:
    return [m.start() for m in re.finditer(rb"<[A-Za-z]", raw)]


def _cut_in_hand(raw: bytes, nth: int) -> int:
    """Where the ``nth`` tag after hand HAND's <INIT> starts."""
    starts = _tag_starts(raw)
    init = [i for i, s in enumerate(starts) if raw.startswith(b"<INIT", s)][HAND]
    return starts[init + nth]


def _replay(data: bytes):
    game = parse_mjlog(data, path="cut.mjlog")
    return game, replay_game(game)


@pytest.mark.parametrize("into", [0, 2, 14], ids=["between-tags", "inside-name",
                                                  "inside-attribute"])
def test_record_cut_mid_hand_replays_the_hands_before_with_no_mismatch(raw, into):
    """Cut at hand 6's first call (between two tags, inside the <N> tag's name, or inside its
    m="..." attribute): hands 0–5 replay whole and agree, hand 6 is replayed up to its last
    complete tag and listed incomplete with that tag and hand; no mismatch, not an error."""
    starts = _tag_starts(raw)
    nth = next(k for k in range(1, 80) if raw.startswith(b"<N ", _cut_in_hand(raw, k)))
    at = _cut_in_hand(raw, nth)
    game, report = _replay(raw[: at + into])
    assert len(game.hands) == HAND + 1 and game.hands[-1].incomplete
    steps = game.hands[-1].steps
    assert len(steps) == nth - 1 and steps[-1].kind == "discard"  # the discard the call was for
    assert report.mismatches == [] and report.errors == []
    c = report.counts
    assert (c.hands, c.hands_ok, c.incomplete) == (HAND + 1, HAND + 1, 1)
    (line,) = report.incomplete
    assert line.startswith(f"cut.mjlog: hand {HAND} ")
    assert f"after step {nth - 2}" in line
    before = starts[starts.index(at) - 1]
    last = re.match(rb"<([A-Za-z0-9]+)", raw[before:]).group(1).decode()
    assert f"the file ends after <{last}> #" in line and f"(hand {HAND})" in line
    assert ("cut in the middle" in line) == (into > 0)
    assert ("the <N> tag after it is cut" in line) == (into == 14)


def test_record_cut_inside_an_init_replays_every_hand_before(raw):
    """Cut inside hand 6's <INIT> (in its seed attribute): the six hands before are whole, agree
    with the engine, and the file is listed as cut short after the tag that ended hand 5."""
    at = _cut_in_hand(raw, 0) + len(b'<INIT seed="')
    game, report = _replay(raw[:at])
    assert len(game.hands) == HAND and not any(h.incomplete for h in game.hands)
    assert report.mismatches == [] and report.counts.hands_ok == HAND
    assert report.counts.incomplete == 0
    (line,) = report.incomplete
    assert "cut.mjlog: the file is cut short after <" in line and f"(hand {HAND - 1})" in line
    assert "the <INIT> tag after it is cut in the middle" in line


def test_record_cut_inside_shuffle_is_refused_naming_shuffle(raw):
    """Cut inside <SHUFFLE> (before any hand): nothing to replay, a LogError naming <SHUFFLE>
    (not a prefix of its name such as <S>)."""
    at = raw.index(b"<SHUFFLE") + 40
    with pytest.raises(LogError) as info:
        parse_mjlog(raw[:at], path="cut.mjlog")
    text = str(info.value)
    assert text.startswith("cut.mjlog: <SHUFFLE>: the file ends inside the <SHUFFLE> tag")
    assert "<S>" not in text and "no hand (<INIT>) before the cut" in text


def test_replay_check_exits_0_for_a_cut_record_and_2_for_nothing_to_replay(raw, tmp_path,
                                                                          capsys):
    """`mjteach replay --check` (exit status documented in mjteach/commands/replay.py): a record
    cut short is not an error (0, listed incomplete); a file cut before its first hand cannot be
    replayed (2, one line naming it)."""
    cut = tmp_path / "cut.mjlog"
    cut.write_bytes(raw[: _cut_in_hand(raw, 12) + 9])
    assert main(["replay", str(cut), "--check"]) == 0
    out = capsys.readouterr().out
    assert f"cut.mjlog: hand {HAND} " in out and "mismatches: 0" in out
    early = tmp_path / "early.mjlog"
    early.write_bytes(raw[: raw.index(b"<SHUFFLE") + 40])
    assert main(["replay", str(early), "--check"]) == 2
    out = capsys.readouterr().out
    assert "early.mjlog: <SHUFFLE>" in out and "Traceback" not in out


def test_record_cut_after_every_tag_of_a_hand_never_mismatches(raw):
    """Hand 5 (E2-1: a riichi, then an exhaustive draw) cut after each of its tags and inside each
    one: the hand replays up to the cut with no mismatch and is reported incomplete — also where
    the cut leaves a REACH step 1 without its discard, or the last discard before the draw."""
    from mjteach.logs.replay import replay_hand

    starts = _tag_starts(raw)
    inits = [i for i, s in enumerate(starts) if raw.startswith(b"<INIT", s)]
    stops = 0
    for k in range(inits[5] + 1, inits[6]):
        for at in (starts[k], starts[k] + 3):
            hand = parse_mjlog(raw[:at], path="cut.mjlog").hands[-1]
            assert hand.number == 5 and hand.incomplete
            rep = replay_hand(hand, path="cut.mjlog")
            assert rep.mismatches == [], (at, rep.mismatches[:1])
            stops += rep.stops_at is not None
    assert stops == 2 * (inits[6] - inits[5] - 1)
