"""Read Tenhou JSON game records (the tenhou.net/6 viewer's ``log`` arrays; also Tenhou's own
``mjlog2json`` export) into a :class:`~mjteach.logs.model.GameLog`.

Format (tests/data/realgames/FORMATS.md §3): each kyoku is ``[[round, honba, sticks], scores,
dora indicators, ura indicators, haipai0, takes0, discards0, …, haipai3, takes3, discards3,
result]``. Tiles: 11–19 man, 21–29 pin, 31–39 sou, 41–47 E S W N white green red, 51–53 red fives.
A take is an int (a draw) or a call string (``c`` chi, ``p`` pon, ``m`` daiminkan; the marker's
index gives the source: 0 kamicha, 2 toimen, otherwise shimocha); a discard is an int (60 =
tsumogiri), ``r…`` a riichi discard, ``…k…`` a kakan, ``…a…`` an ankan, ``0`` the empty slot of a
daiminkan.

The record keeps one list per seat, so the order of play is rebuilt by replaying turns: after each
discard, a player whose next take is a call on exactly that tile from exactly that seat calls it
(pon/daiminkan before chi); if that path later contradicts the lists, the other choice is tried.
The rebuilt hand must use every take and discard, or :class:`LogError` is raised.

What the format cannot tell (FORMATS.md §3, §7): dice, the wall, and when kan-dora were revealed
(only the final indicator list). ``HandLog.reveal_timing_known`` is False and no ``"dora"`` steps
are produced.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ..files import JSONError, loads_json
from ..tiles import Tile
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
    yaku_key,
)

__all__ = ["read_tenhou_json", "parse_tenhou_json", "tile_from_code"]

_DRAW_RESULTS = {
    "流局": "exhaustive", "全員聴牌": "exhaustive", "全員不聴": "exhaustive", "流し満貫": "nm",
    "九種九牌": "yao9", "四家立直": "reach4", "四風連打": "kaze4", "三家和了": "ron3",
    "四槓散了": "kan4",
}
_LIMITS = {"満貫": 1, "跳満": 2, "倍満": 3, "三倍満": 4, "役満": 5, "数え役満": 5}
_YAKU_RE = re.compile(r"^(.*)\((\d+)飜\)$|^(.*)\(役満\)$")
_TEXT_RE = re.compile(
    r"^(?:(\d+)符(\d+)飜|(満貫|跳満|倍満|三倍満|数え役満|役満))(\d+)(?:-(\d+))?点(∀?)$"
)


def tile_from_code(code: int) -> Tile:
    """A Tenhou JSON tile code (11–19, 21–29, 31–39, 41–47; 51–53 red fives) as a Tile.

    Raises ``ValueError`` for any other number.
    """
    if code in (51, 52, 53):
        return Tile((code - 51) * 9 + 4, True)
    suit, num = divmod(code, 10)
    if 1 <= suit <= 3 and 1 <= num <= 9:
        return Tile((suit - 1) * 9 + num - 1)
    if suit == 4 and 1 <= num <= 7:
        return Tile(27 + num - 1)
    raise ValueError(f"{code!r} is not a Tenhou JSON tile code")


class _Meld:
    __slots__ = ("kind", "tiles", "called", "codes", "offset")

    def __init__(self, kind: str, codes: list[int], called: int, offset: int) -> None:
        self.kind = kind
        self.codes = codes
        self.tiles = tuple(tile_from_code(c) for c in codes)
        self.called = called
        self.offset = offset


def _parse_meld(text: str) -> _Meld:
    """Parse a call/kan string: the letter marks the called (or added) tile, which follows it."""
    m = re.fullmatch(r"(\d*)([cpmka])(\d+)", text)
    if not m or len(m.group(1)) % 2 or len(m.group(3)) % 2:
        raise ValueError(f"{text!r} is not a Tenhou JSON meld string")
    before, letter, after = m.groups()
    codes = [int(before[i : i + 2]) for i in range(0, len(before), 2)]
    called = int(after[:2])
    codes += [int(after[i : i + 2]) for i in range(0, len(after), 2)]
    pos = len(before)
    offset = 0 if letter == "a" else 3 if pos == 0 else 2 if pos == 2 else 1
    kind = {"c": "chi", "p": "pon", "m": "daiminkan", "k": "kakan", "a": "ankan"}[letter]
    size = 3 if kind in ("chi", "pon") else 4
    if len(codes) != size:
        raise ValueError(f"{text!r}: a {kind} has {size} tiles, not {len(codes)}")
    if kind == "chi" and offset != 3:
        raise ValueError(f"{text!r}: a chi is called from kamicha only")
    for c in codes:
        tile_from_code(c)
    return _Meld(kind, codes, called, offset)


def read_tenhou_json(path: str | Path) -> GameLog:
    """Read a Tenhou JSON file. Raises :class:`LogError` naming the file, kyoku and entry."""
    return parse_tenhou_json(record_text(path), path=str(path))


def parse_tenhou_json(data: str | dict[str, Any], *, path: str = "<tenhou json>") -> GameLog:
    """Parse Tenhou JSON (text or the decoded dict).

    Raises
    ------
    LogError
        Not JSON, no ``log`` list, a kyoku of the wrong shape, an unknown tile code or call
        string, a three-player game, takes/discards that no order of play can explain.
    """
    if isinstance(data, str):
        try:
            obj = loads_json(data)
        except JSONError as exc:
            where = f"line {exc.lineno} column {exc.colno}" if exc.lineno is not None else ""
            raise LogError(path, where, f"not valid JSON: {exc.msg}") from None
    else:
        obj = data
    if not isinstance(obj, dict) or not isinstance(obj.get("log"), list):
        raise LogError(path, "top level", 'a Tenhou JSON record is an object with a "log" list')
    rule = obj.get("rule") or {}
    if not isinstance(rule, dict):
        raise LogError(path, "rule", f"rule must be an object, not {type(rule).__name__}")
    disp = str(rule.get("disp", ""))
    if "三" in disp or "3-Player" in disp:
        raise LogError(path, "rule.disp", "three-player (sanma) games are not supported")
    names = obj.get("name") or []
    if not isinstance(names, list):
        raise LogError(path, "name", f"name must be a list of player names, not "
                       f"{type(names).__name__}")
    game = GameLog(path=path, format="tenhou_json", names=tuple(str(n) for n in names),
                   rules_text=disp)
    game.aka = bool(rule.get("aka") or rule.get("aka51") or rule.get("aka52") or rule.get("aka53"))
    for n, kyoku in enumerate(obj["log"]):
        try:
            game.hands.append(_parse_kyoku(kyoku, n))
        except (ValueError, TypeError, IndexError, KeyError) as exc:
            where = f"kyoku #{n}"
            if isinstance(kyoku, list) and kyoku and isinstance(kyoku[0], list):
                where += f" {kyoku[0]}"
            if isinstance(exc, LogError):
                raise LogError(path, where, exc.detail) from None
            raise LogError(path, where, str(exc)) from None
    if not game.hands:
        raise LogError(path, "log", "the log holds no kyoku")
    return game


def _parse_kyoku(k: list[Any], number: int) -> HandLog:
    if not isinstance(k, list) or len(k) != 17:
        size = len(k) if isinstance(k, list) else type(k).__name__
        raise ValueError(f"a kyoku is a list of 17 entries, not {size}")
    (round_index, honba, sticks), scores = k[0], k[1]
    for what, v, high in (("kyoku", round_index, 15), ("honba", honba, 10**4),
                          ("riichi sticks", sticks, 10**4)):
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= high:
            raise ValueError(f"{what} {v!r} is not a whole number 0–{high}")
    if not isinstance(scores, list) or len(scores) != 4:
        raise ValueError(f"scores {scores!r} are not 4 numbers")
    dealer = round_index % 4
    haipai = []
    takes: list[list[int | str]] = []
    discards: list[list[int | str]] = []
    for s in range(4):
        hp, tk, dc = k[4 + 3 * s], k[5 + 3 * s], k[6 + 3 * s]
        if len(hp) != 13:
            raise ValueError(f"seat {s} haipai has {len(hp)} tiles, not 13")
        haipai.append(tuple(tile_from_code(c) for c in hp))
        takes.append(list(tk))
        discards.append(list(dc))
    dora = [tile_from_code(c) for c in k[2]]
    ura = [tile_from_code(c) for c in k[3]]
    if not dora:
        raise ValueError("no dora indicator")
    init = HandInit(round_index=round_index, honba=honba, riichi_sticks=sticks, dealer=dealer,
                    scores=tuple(scores), haipai=tuple(haipai),
                    dora_indicator=dora[0])
    steps = _rebuild_order(takes, discards, dealer)
    if steps is None:
        raise ValueError("no order of play uses every take and discard of the four seats")
    hand = HandLog(number, init, steps, reveal_timing_known=False, final_dora=tuple(dora),
                   final_ura=tuple(ura))
    _attach_result(hand, k[16], dora, ura)
    return hand


def _rebuild_order(takes: list[list[Any]], discards: list[list[Any]], dealer: int
                   ) -> list[Step] | None:
    for seat in range(4):
        for t in takes[seat]:
            if isinstance(t, str):
                _parse_meld(t)  # raises ValueError for a bad string, before the search
            elif not isinstance(t, int):
                raise ValueError(f"seat {seat}: take {t!r} is neither a tile nor a call")
    budget = [_SEARCH_BUDGET]
    return _play([0] * 4, [0] * 4, dealer, "draw", [], takes, discards, None, None, budget)


_SEARCH_BUDGET = 20000
"""Branches tried before giving up on ordering a kyoku (a real kyoku needs a handful; the cap keeps
a crafted file from making the search explode)."""


def _play(ti: list[int], di: list[int], seat: int, phase: str, out: list[Step],
          takes: list[list[Any]], discards: list[list[Any]], drawn: Tile | None,
          pending_reach: int | None, budget: list[int]) -> list[Step] | None:
    budget[0] -= 1
    if budget[0] < 0:
        raise ValueError("the order of play is too ambiguous to rebuild (search budget spent)")

    def done() -> list[Step] | None:
        ok = all(ti[s] == len(takes[s]) and di[s] == len(discards[s]) for s in range(4))
        return out if ok else None

    while True:
        if phase in ("draw", "rinshan"):
            if ti[seat] >= len(takes[seat]):
                return done()
            take = takes[seat][ti[seat]]
            if not isinstance(take, int):
                return None
            if pending_reach is not None:
                out.append(Step("reach", pending_reach, reach_step=2))
                pending_reach = None
            drawn = tile_from_code(take)
            out.append(Step("draw", seat, drawn, rinshan=phase == "rinshan"))
            ti[seat] += 1
        # the seat now discards (or declares a kan, or the hand ends)
        if di[seat] >= len(discards[seat]):
            return done()
        d = discards[seat][di[seat]]
        di[seat] += 1
        if isinstance(d, str) and ("a" in d or "k" in d):
            meld = _parse_meld(d)
            from_seat = (seat + meld.offset) % 4 if meld.offset else None
            out.append(Step("kan", seat, tile_from_code(meld.called), meld=meld.kind,
                            tiles=meld.tiles, from_seat=from_seat))
            phase, drawn = "rinshan", None
            continue
        riichi = False
        if isinstance(d, str):
            if not d.startswith("r"):
                raise ValueError(f"seat {seat}: discard {d!r} is not understood")
            riichi = True
            d = int(d[1:])
        if d == 0:
            return None  # a daiminkan's empty slot where a discard was due
        if d == 60:
            if drawn is None:
                return None
            tile, tsumogiri = drawn, True
        else:
            tile, tsumogiri = tile_from_code(d), False
        if riichi:
            out.append(Step("reach", seat, reach_step=1))
        out.append(Step("discard", seat, tile, riichi=riichi, tsumogiri=tsumogiri))
        drawn = None
        if riichi:
            pending_reach = seat
        # who calls this discard? pon/daiminkan (any seat) before chi (next seat)
        code = d if d != 60 else None
        candidates = []
        for c in ((seat + 1) % 4, (seat + 2) % 4, (seat + 3) % 4):
            if ti[c] >= len(takes[c]) or not isinstance(takes[c][ti[c]], str):
                continue
            meld = _parse_meld(takes[c][ti[c]])
            if (c + meld.offset) % 4 != seat:
                continue
            if tile_from_code(meld.called) != tile or (code is not None and meld.called != code):
                continue
            candidates.append((0 if meld.kind != "chi" else 1, c, meld))
        for _, c, meld in sorted(candidates, key=lambda x: x[0]):
            branch = list(out)
            if pending_reach is not None:
                branch.append(Step("reach", pending_reach, reach_step=2))
            kind = "kan" if meld.kind == "daiminkan" else "call"
            branch.append(Step(kind, c, tile, meld=meld.kind, tiles=meld.tiles, from_seat=seat))
            bti, bdi = list(ti), list(di)
            bti[c] += 1
            if meld.kind == "daiminkan":
                if bdi[c] >= len(discards[c]) or discards[c][bdi[c]] != 0:
                    continue
                bdi[c] += 1
                result = _play(bti, bdi, c, "rinshan", branch, takes, discards, None, None,
                               budget)
            else:
                result = _play(bti, bdi, c, "call", branch, takes, discards, None, None, budget)
            if result is not None:
                return result
        seat, phase = (seat + 1) % 4, "draw"


def _parse_value_text(text: str) -> tuple[int | None, int | None, int, int]:
    """``"30符2飜2000点"`` → (fu, han, points, limit); tsumo texts give the total."""
    m = _TEXT_RE.match(text)
    if not m:
        raise ValueError(f"win value text {text!r} is not understood")
    fu, han, limit_name, a, b, all_pay = m.groups()
    a_i = int(a)
    if b is not None:
        points = 2 * a_i + int(b)
    elif all_pay:
        points = 3 * a_i
    else:
        points = a_i
    limit = _LIMITS[limit_name] if limit_name else 0
    return (int(fu) if fu else None), (int(han) if han else None), points, limit


def _attach_result(hand: HandLog, result: list[Any], dora: list[Tile], ura: list[Tile]) -> None:
    if not result or not isinstance(result[0], str):
        raise ValueError("the result entry is missing")
    head = result[0]
    if head == "和了":
        wins = []
        for i in range(1, len(result) - 1, 2):
            deltas, detail = result[i], result[i + 1]
            who, from_who, pao, text = detail[0], detail[1], detail[2], detail[3]
            for what, v in (("winner", who), ("from seat", from_who), ("pao seat", pao)):
                if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 3:
                    raise ValueError(f"win {what} {v!r} is not a seat 0–3")
            fu, han_text, points, limit = _parse_value_text(str(text))
            yaku: list[tuple[str, int]] = []
            yakuman = 0
            for y in detail[4:]:
                m = _YAKU_RE.match(str(y))
                if not m:
                    raise ValueError(f"yaku {y!r} is not understood")
                if m.group(3) is not None:
                    yaku.append((yaku_key(m.group(3)), 13))
                    yakuman += 1
                else:
                    yaku.append((yaku_key(m.group(1)), int(m.group(2))))
            han = sum(h for _, h in yaku) if not yakuman else 0
            if han_text is not None and han_text != han:
                raise ValueError(f"win text {text!r} says {han_text} han, the yaku sum to {han}")
            win_tile = _win_tile(hand.steps, who, from_who)
            wins.append(Win(who=who, from_who=from_who, fu=fu, han=han, points=points, limit=limit,
                            yaku=tuple(yaku), dora_indicators=tuple(dora),
                            ura_indicators=tuple(ura), win_tile=win_tile,
                            deltas=tuple(int(v) for v in deltas),
                            pao=pao if pao != who else None, yakuman=yakuman))
        for w in wins:
            hand.steps.append(Step("agari", w.who, w.win_tile, from_seat=w.from_who,
                                   result_index=len([s for s in hand.steps if s.kind == "agari"])))
        hand.result = HandResult(wins=tuple(wins))
        return
    if head not in _DRAW_RESULTS:
        raise ValueError(f"result {head!r} is not understood")
    has_deltas = len(result) > 1 and isinstance(result[1], list)
    deltas = tuple(int(v) for v in result[1]) if has_deltas else None
    kind = _DRAW_RESULTS[head]
    if head == "全員聴牌":
        tenpai: tuple[int, ...] = (0, 1, 2, 3)
    elif deltas is not None and kind == "exhaustive":
        tenpai = tuple(s for s in range(4) if deltas[s] > 0) if any(deltas) else ()
    else:
        tenpai = ()
    hand.steps.append(Step("ryuukyoku", None))
    hand.result = HandResult(draw=Draw(kind, deltas, tenpai))


def _win_tile(steps: list[Step], who: int, from_who: int) -> Tile | None:
    for s in reversed(steps):
        if who == from_who and s.kind == "draw" and s.seat == who:
            return s.tile
        if who != from_who and s.seat == from_who and (
            s.kind == "discard" or (s.kind == "kan" and s.meld == "kakan")
        ):
            return s.tile
    return None
