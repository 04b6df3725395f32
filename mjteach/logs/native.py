"""mjteach's own game-record JSON: the common model written out, with the wall.

Used for the sample logs the project generates with its own engine
(``mjteach/data/sample_logs/``), so a lesson can replay a hand and show the real wall (``yama`` in
Tenhou order, MPSZ notation, index 0 first) without any outside file. Shape::

    {"format": "mjteach-log", "version": 1, "rules": "tenhou", "names": [...],
     "hands": [{"init": {...}, "yama": "<136 tiles>", "dice": [a, b],
                "steps": [{"kind": "draw", "seat": 0, "tile": "5m"}, ...],
                "result": {"wins": [...]} | {"draw": {...}}}]}

Every tile is MPSZ notation (``0m`` = red five). Round-trips: ``from_dict(to_dict(g))`` equals
``g`` step for step.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from ..checks import MAX_POINTS, whole
from ..files import JSONError, loads_json
from ..rules import Rules
from ..tiles import Tile, format_tiles, parse_tiles
from .model import (
    Draw,
    GameLog,
    HandInit,
    HandLog,
    HandResult,
    LogError,
    Step,
    Win,
    record_text,
)

__all__ = ["FORMAT", "to_dict", "from_dict", "read_native", "write_native"]

FORMAT = "mjteach-log"
VERSION = 1
_STEP_DEFAULTS = {f.name: f.default for f in dataclasses.fields(Step)}


def _tiles(text: str) -> tuple[Tile, ...]:
    return tuple(parse_tiles(_text("tiles", text))) if text else ()


def _step_to_dict(s: Step) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": s.kind, "seat": s.seat}
    for name, default in _STEP_DEFAULTS.items():
        if name in ("kind", "seat", "tile_id", "tile_ids"):
            continue
        value = getattr(s, name)
        if value == default or value is None:
            continue
        if name == "tile":
            value = value.notation
        elif name == "tiles":
            value = format_tiles(value, sort=False)
        out[name] = value
    return out


_STEP_KINDS = ("draw", "discard", "call", "kan", "dora", "reach", "agari", "ryuukyoku")
_MELDS = (None, "chi", "pon", "ankan", "kakan", "daiminkan")
_DRAW_KINDS = ("exhaustive", "nm", "yao9", "reach4", "kaze4", "ron3", "kan4")
_SEAT_FIELDS = ("seat", "from_seat")
_NEEDS_MELD = {"call": ("chi", "pon"), "kan": ("ankan", "kakan", "daiminkan")}
_FLAG_FIELDS = ("rinshan", "riichi", "tsumogiri")


def _seat(name: str, value: Any, *, optional: bool = False) -> Any:
    return None if value is None and optional else whole(name, value, 0, 3)


def _number(name: str, value: Any, *, optional: bool = False) -> Any:
    return None if value is None and optional else whole(name, value, -MAX_POINTS, MAX_POINTS)


def _text(name: str, value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{name} must be text, not {value!r}")
    return value


def _step_from_dict(d: dict[str, Any]) -> Step:
    """One step, every field's type checked (a wrong type is a damaged file, not a mismatch)."""
    if not isinstance(d, dict):
        raise ValueError(f"a step must be an object, not {d!r}")
    unknown = sorted(set(d) - set(_STEP_DEFAULTS) - {"tile_id", "tile_ids"})
    if unknown:
        raise ValueError(f"unknown step field(s) {', '.join(map(repr, unknown))}")
    if d.get("kind") not in _STEP_KINDS:
        raise ValueError(f"step kind must be one of {', '.join(_STEP_KINDS)}, not "
                         f"{d.get('kind')!r}")
    for name in _SEAT_FIELDS:
        _seat(f"step {name}", d.get(name), optional=True)
    for name in _FLAG_FIELDS:
        if name in d and d[name] is not None and not isinstance(d[name], bool):
            raise ValueError(f"step {name} must be true or false, not {d[name]!r}")
    if d.get("meld") not in _MELDS:
        raise ValueError(f"step meld must be one of chi, pon, ankan, kakan, daiminkan, not "
                         f"{d['meld']!r}")
    if d.get("reach_step") not in (None, 1, 2) or isinstance(d.get("reach_step"), bool):
        raise ValueError(f"step reach_step must be 1 or 2, not {d['reach_step']!r}")
    _number("step result_index", d.get("result_index"), optional=True)
    kind, meld = d["kind"], d.get("meld")
    if kind in _NEEDS_MELD and meld not in _NEEDS_MELD[kind]:
        raise ValueError(f"a {kind} step needs meld {' or '.join(_NEEDS_MELD[kind])}, not {meld!r}")
    if kind not in ("dora", "ryuukyoku") and d.get("seat") is None:
        raise ValueError(f"a {kind} step needs its seat")
    if kind in ("draw", "discard", "call", "kan", "dora") and d.get("tile") is None:
        raise ValueError(f"a {kind} step needs its tile")
    kw = dict(d)
    if "tile" in kw:
        kw["tile"] = Tile.parse(kw["tile"])
    if "tiles" in kw:
        kw["tiles"] = _tiles(kw["tiles"])
    return Step(**kw)


def _win_to_dict(w: Win) -> dict[str, Any]:
    return {
        "who": w.who, "from_who": w.from_who, "fu": w.fu, "han": w.han, "points": w.points,
        "limit": w.limit, "yaku": [list(y) for y in w.yaku], "yakuman": w.yakuman,
        "dora_indicators": format_tiles(w.dora_indicators, sort=False),
        "ura_indicators": format_tiles(w.ura_indicators, sort=False),
        "win_tile": w.win_tile.notation if w.win_tile else None,
        "deltas": list(w.deltas) if w.deltas is not None else None, "pao": w.pao,
    }


def _win_from_dict(d: dict[str, Any]) -> Win:
    if not isinstance(d, dict):
        raise ValueError(f"a win must be an object, not {d!r}")
    _seat("win who", d.get("who"))
    _seat("win from_who", d.get("from_who"))
    _seat("win pao", d.get("pao"), optional=True)
    for name in ("fu", "han", "points", "limit", "yakuman"):
        _number(f"win {name}", d.get(name), optional=name != "han")
    for entry in d.get("yaku", ()):
        if (not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[0], str)):
            raise ValueError(f"a yaku must be [name, han], not {entry!r}")
        _number("yaku han", entry[1])
    for v in d.get("deltas") or ():
        _number("win delta", v)
    return Win(
        who=d["who"], from_who=d["from_who"], fu=d.get("fu"), han=d["han"], points=d["points"],
        limit=d.get("limit", 0), yaku=tuple((k, h) for k, h in d.get("yaku", ())),
        yakuman=d.get("yakuman", 0), dora_indicators=_tiles(d.get("dora_indicators", "")),
        ura_indicators=_tiles(d.get("ura_indicators", "")),
        win_tile=Tile.parse(d["win_tile"]) if d.get("win_tile") else None,
        deltas=tuple(d["deltas"]) if d.get("deltas") is not None else None, pao=d.get("pao"),
    )


def to_dict(game: GameLog, *, rules: str = "tenhou") -> dict[str, Any]:
    """The game as a JSON-able dict; ``"yama"`` is written for hands whose ``wall_tiles`` is
    known."""
    hands = []
    for h in game.hands:
        i = h.init
        entry: dict[str, Any] = {
            "init": {
                "round_index": i.round_index, "honba": i.honba, "riichi_sticks": i.riichi_sticks,
                "dealer": i.dealer, "scores": list(i.scores),
                "haipai": [format_tiles(t, sort=False) for t in i.haipai],
                "dora_indicator": i.dora_indicator.notation,
                "dice": list(i.dice) if i.dice else None,
            },
            "steps": [_step_to_dict(s) for s in h.steps],
        }
        wall = h.wall_tiles
        if wall is not None:
            entry["yama"] = format_tiles(wall, sort=False)
            entry["dice"] = list(h.dice or i.dice or (1, 1))
        if h.result.wins:
            entry["result"] = {"wins": [_win_to_dict(w) for w in h.result.wins]}
        elif h.result.draw is not None:
            d = h.result.draw
            entry["result"] = {"draw": {"kind": d.kind, "tenpai": list(d.tenpai),
                                        "deltas": list(d.deltas) if d.deltas else None}}
        hands.append(entry)
    out = {"format": FORMAT, "version": VERSION, "rules": rules, "names": list(game.names),
           "hands": hands}
    if game.seed is not None:
        out["seed"] = game.seed
    return out


def from_dict(data: dict[str, Any], *, path: str = "<mjteach log>") -> GameLog:
    """Read the dict written by :func:`to_dict`. Raises :class:`LogError` naming the hand."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise LogError(path, "top level", f'not an mjteach log: "format" must be "{FORMAT}"')
    if data.get("version") != VERSION:
        raise LogError(path, "top level",
                       f"unsupported mjteach log version {data.get('version')!r}")
    names = data.get("names", [])
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise LogError(path, "names", f'"names" must be a list of player names, not {names!r}')
    rules = data.get("rules", "tenhou")
    try:
        Rules.preset(rules)
    except (KeyError, TypeError) as exc:
        raise LogError(path, "rules", str(exc.args[0])) from None
    seed = data.get("seed")
    if seed is not None and not isinstance(seed, str):
        raise LogError(path, "seed", f'"seed" must be text, not {seed!r}')
    hands = data.get("hands")
    if not isinstance(hands, list) or not hands:
        raise LogError(path, "hands", '"hands" must be a list of at least one hand, not '
                       f"{hands!r}")
    unknown = sorted(set(data) - {"format", "version", "rules", "names", "hands", "seed"})
    if unknown:
        raise LogError(path, "top level", f"unknown field(s) {', '.join(map(repr, unknown))}")
    game = GameLog(path=path, format="native", names=tuple(names), rules_text=rules, seed=seed)
    for n, h in enumerate(hands):
        try:
            if not isinstance(h, dict):
                raise ValueError(f"a hand must be an object, not {h!r}")
            i = h["init"]
            init = HandInit(
                round_index=i["round_index"], honba=i["honba"], riichi_sticks=i["riichi_sticks"],
                dealer=i["dealer"], scores=tuple(i["scores"]),
                haipai=tuple(_tiles(t) for t in i["haipai"]),
                dora_indicator=Tile.parse(i["dora_indicator"]),
                dice=tuple(i["dice"]) if i.get("dice") else None,  # type: ignore[arg-type]
            )
            hand = HandLog(n, init, [_step_from_dict(s) for s in h["steps"]])
            if "yama" in h:
                hand.wall_tiles = _tiles(h["yama"])
                hand.dice = tuple(h.get("dice") or (1, 1))  # type: ignore[assignment]
            res = h.get("result") or {}
            if "wins" in res:
                hand.result = HandResult(wins=tuple(_win_from_dict(w) for w in res["wins"]))
            elif "draw" in res:
                d = res["draw"]
                if not isinstance(d, dict) or d.get("kind") not in _DRAW_KINDS:
                    raise ValueError(f"a draw's kind must be one of {', '.join(_DRAW_KINDS)}")
                for v in d.get("deltas") or ():
                    _number("draw delta", v)
                for v in d.get("tenpai", ()):
                    _seat("tenpai seat", v)
                hand.result = HandResult(draw=Draw(d["kind"], tuple(d["deltas"]) if d.get("deltas")
                                                   else None, tuple(d.get("tenpai", ()))))
        except (KeyError, TypeError, ValueError) as exc:
            msg = f"missing field {exc.args[0]!r}" if isinstance(exc, KeyError) else str(exc)
            raise LogError(path, f"hand #{n}", msg) from None
        game.hands.append(hand)
    return game


def read_native(path: str | Path) -> GameLog:
    text = record_text(path)
    try:
        data = loads_json(text)
    except JSONError as exc:
        where = f"line {exc.lineno}" if exc.lineno is not None else ""
        raise LogError(str(path), where, f"not valid JSON: {exc.msg}") from None
    return from_dict(data, path=str(path))


def write_native(game: GameLog, path: str | Path, *, rules: str = "tenhou") -> Path:
    """Write the game as mjteach JSON (sorted keys, 1 hand per block; deterministic bytes)."""
    p = Path(path)
    p.write_text(json.dumps(to_dict(game, rules=rules), ensure_ascii=False, indent=1,
                            sort_keys=True) + "\n", encoding="utf-8")
    return p
