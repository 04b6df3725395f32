"""The three readers raise nothing but their documented error (LogError) on malformed input.

Hypothesis mutates real records (tests/data/realgames) the way damaged or hostile files look: a
value replaced by another of any JSON type, a line dropped or repeated, a file cut anywhere, a
byte changed. Issue 12: a Tenhou JSON whose ``name`` is not a list ended in a TypeError.
"""

import json
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjteach.logs.mjai import parse_mjai, to_mjai_events
from mjteach.logs.mjlog import parse_mjlog
from mjteach.logs.model import LogError
from mjteach.logs.tenhou_json import parse_tenhou_json, read_tenhou_json

DATA = Path(__file__).parent / "data" / "realgames"
JSON_FILE = DATA / "tenhou-json" / "2019021004gm-00a9-0000-e2f6516d.json"
MJLOG_FILE = DATA / "mjlog" / "2010091009gm-00a9-0000-83af2648.mjlog"

SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-200, 200) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner,
                                                                max_size=3),
    max_leaves=8,
)


@lru_cache(maxsize=1)
def _tenhou_obj() -> str:
    return JSON_FILE.read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def _mjai_lines() -> tuple[str, ...]:
    game = read_tenhou_json(JSON_FILE)
    return tuple(json.dumps(e) for e in to_mjai_events(game))


def _paths(obj, prefix=()):
    yield prefix
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _paths(v, (*prefix, i))


def _replace(obj, path, value):
    if not path:
        return value
    parent = obj
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = value
    return obj


def _only_log_error(parse, data):
    try:
        parse(data)
    except LogError:
        pass


@pytest.mark.parametrize("name", [0, 7, "abc", {"a": 1}, [1, None], True])
def test_tenhou_json_name_of_any_type_is_read_or_refused(name):
    """Issue 12: ``name`` not a list (an int) ended in TypeError; now any type is read or refused
    with LogError naming ``name``."""
    obj = json.loads(_tenhou_obj())
    obj["name"] = name
    try:
        game = parse_tenhou_json(obj, path="t.json")
    except LogError as exc:
        assert "name" in str(exc)
    else:
        assert all(isinstance(n, str) for n in game.names)


@SETTINGS
@given(st.data(), json_values)
def test_tenhou_json_reader_raises_only_log_error(data, value):
    """Any one value of a real Tenhou JSON replaced by any JSON value: read, or LogError."""
    obj = json.loads(_tenhou_obj())
    paths = list(_paths(obj))
    path = data.draw(st.sampled_from(paths))
    obj = _replace(obj, path, value)
    _only_log_error(lambda o: parse_tenhou_json(o, path="fuzz.json"), obj)
    _only_log_error(lambda t: parse_tenhou_json(t, path="fuzz.json"), json.dumps(obj)[:-1])


@SETTINGS
@given(st.data(), json_values)
def test_mjai_reader_raises_only_log_error(data, value):
    """mjai JSON lines from a real game: one field replaced by any JSON value, a line dropped or
    repeated, or the text cut anywhere: read, or LogError."""
    lines = list(_mjai_lines())
    i = data.draw(st.integers(0, len(lines) - 1))
    how = data.draw(st.sampled_from(["replace", "drop", "repeat", "cut"]))
    if how == "replace":
        ev = json.loads(lines[i])
        path = data.draw(st.sampled_from(list(_paths(ev))))
        lines[i] = json.dumps(_replace(ev, path, value))
    elif how == "drop":
        del lines[i]
    elif how == "repeat":
        lines.insert(i, lines[i])
    text = "\n".join(lines)
    if how == "cut":
        text = text[: data.draw(st.integers(0, len(text)))]
    _only_log_error(lambda t: parse_mjai(t, path="fuzz.jsonl"), text)


@SETTINGS
@given(st.data())
def test_mjlog_reader_raises_only_log_error(data):
    """A real mjlog cut anywhere, or with one byte changed or a run of bytes dropped: read (a
    record cut short keeps its last hand as incomplete), or LogError."""
    raw = bytearray(MJLOG_FILE.read_bytes())
    how = data.draw(st.sampled_from(["cut", "byte", "drop"]))
    i = data.draw(st.integers(0, len(raw) - 1))
    if how == "cut":
        raw = raw[:i]
    elif how == "byte":
        raw[i] = data.draw(st.sampled_from(b'<>/="0123456789 aZ\x00\xff'))
    else:
        del raw[i: i + data.draw(st.integers(1, 40))]
    _only_log_error(lambda b: parse_mjlog(bytes(b), path="fuzz.mjlog"), raw)


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), json_values)
def test_replay_of_any_readable_record_reports_instead_of_raising(data, value):
    """A mutated record the reader still accepts is replayed: whatever does not fit the engine
    (a hand start it refuses, a tile it cannot draw) is a mismatch in the report, never an
    exception (a Tenhou JSON with riichi sticks [1, 2] used to end in ValueError)."""
    from mjteach.logs.replay import replay_game

    obj = json.loads(_tenhou_obj())
    path = data.draw(st.sampled_from(list(_paths(obj["log"]))))
    obj["log"] = _replace(obj["log"], path, value)
    try:
        game = parse_tenhou_json(obj, path="fuzz.json")
    except LogError:
        return
    report = replay_game(game)
    assert all(m.check for m in report.mismatches)


def test_tenhou_json_refuses_negative_riichi_sticks():
    obj = json.loads(_tenhou_obj())
    obj["log"][0][0][2] = -1
    with pytest.raises(LogError, match="riichi sticks"):
        parse_tenhou_json(obj, path="t.json")


def test_replay_reports_a_start_the_engine_refuses_as_a_mismatch():
    """A hand start the engine refuses (built past the readers and past HandInit's own check,
    which refuses it since issue 23) is a ``deal`` mismatch."""
    import dataclasses

    from mjteach.logs.replay import replay_hand

    hand = read_tenhou_json(JSON_FILE).hands[0]
    with pytest.raises(ValueError, match="riichi_sticks"):
        dataclasses.replace(hand.init, riichi_sticks=-1)
    init = dataclasses.replace(hand.init)
    object.__setattr__(init, "riichi_sticks", -1)
    hand.init = init
    rep = replay_hand(hand)
    (m,) = rep.mismatches
    assert m.check == "deal" and "riichi_sticks" in m.got
