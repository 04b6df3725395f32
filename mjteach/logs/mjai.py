"""Read and write mjai game records (JSON lines) as :class:`~mjteach.logs.model.GameLog`.

Events (tests/data/realgames/FORMATS.md §4): ``start_game``, ``start_kyoku{bakaze, kyoku, honba,
kyotaku, oya, dora_marker, tehais, scores}``, ``tsumo``, ``dahai{tsumogiri}``,
``chi/pon{actor, target, pai, consumed}``, ``daiminkan{actor, target, pai, consumed[3]}``,
``kakan{actor, pai, consumed[3]}``, ``ankan{actor, consumed[4]}``, ``dora{dora_marker}``,
``reach``, ``reach_accepted``, ``hora``, ``ryukyoku``, ``end_kyoku``, ``end_game``.
After a kan, the actor's next ``tsumo`` is the rinshan draw.

Tiles: ``1m``–``9m``, ``1p``–``9p``, ``1s``–``9s``, ``5mr``/``5pr``/``5sr`` red fives, ``E S W N``
winds, ``P F C`` white, green, red dragons. Hidden tiles (``?``, a player's-view log) are refused:
a replay needs every tile.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..files import JSONError, loads_json
from ..tiles import Tile
from .model import (
    TENHOU_YAKU,
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

__all__ = ["read_mjai", "parse_mjai", "write_mjai", "to_mjai_events", "tile_from_mjai",
           "tile_to_mjai", "MJAI_YAKU"]

_HONORS = "ESWNPFC"
_WINDS = "ESWN"
_DRAW_REASONS = {
    "fanpai": "exhaustive", "ryukyoku": "exhaustive", "howanpai": "exhaustive",
    "kyushukyuhai": "yao9", "kyushu_kyuhai": "yao9", "suuchariichi": "reach4",
    "suufonrenda": "kaze4", "sanchaho": "ron3", "suukaikan": "kan4", "nagashimangan": "nm",
}
# mjai (gimite/mjai) yaku names → mjteach keys (model.TENHOU_YAKU)
MJAI_YAKU = {
    "menzenchin_tsumoho": "menzen_tsumo", "reach": "riichi", "ippatsu": "ippatsu",
    "chankan": "chankan", "rinshankaiho": "rinshan_kaihou", "haiteiraoyue": "haitei",
    "hoteiraoyui": "houtei", "pinfu": "pinfu", "tanyaochu": "tanyao", "ipeko": "iipeikou",
    "double_reach": "double_riichi", "chitoitsu": "chiitoitsu", "honchantaiyao": "chanta",
    "ikkitsukan": "ittsu", "sanshokudojun": "sanshoku", "sanshokudoko": "sanshoku_doukou",
    "sankantsu": "sankantsu", "toitoiho": "toitoi", "sananko": "sanankou",
    "shosangen": "shousangen", "honroto": "honroutou", "ryanpeko": "ryanpeikou",
    "junchantaiyao": "junchan", "honiso": "honitsu", "chiniso": "chinitsu", "renho": "renhou",
    "tenho": "tenhou", "chiho": "chiihou", "daisangen": "daisangen", "suanko": "suuankou",
    "tsuiso": "tsuuiisou", "ryuiso": "ryuuiisou", "chinroto": "chinroutou",
    "churenpoton": "chuuren", "kokushimuso": "kokushi", "daisushi": "daisuushii",
    "shosushi": "shousuushii", "sukantsu": "suukantsu", "dora": "dora", "uradora": "ura_dora",
    "akadora": "aka_dora",
}
_KEY_TO_MJAI = {v: k for k, v in MJAI_YAKU.items()}
_OUR_KEYS = {key for key, _ in TENHOU_YAKU.values()}


def _yaku_key(name: str) -> str:
    """mjai name → mjteach key; our own keys pass through; anything else keeps an ``mjai:``
    prefix so no yaku is silently renamed."""
    if name in MJAI_YAKU:
        return MJAI_YAKU[name]
    return name if name in _OUR_KEYS else f"mjai:{name}"


def tile_from_mjai(text: str) -> Tile:
    """An mjai tile string as a Tile. Raises ``ValueError`` for ``?`` or anything unknown."""
    if not isinstance(text, str):
        raise ValueError(f"{text!r} is not an mjai tile")
    if len(text) == 1 and text in _HONORS:
        return Tile(27 + _HONORS.index(text))
    if len(text) in (2, 3) and text[0] in "123456789" and text[1] in "mps":
        kind = "mps".index(text[1]) * 9 + int(text[0]) - 1
        if len(text) == 3:
            if text[2] != "r" or text[0] != "5":
                raise ValueError(f"{text!r} is not an mjai tile")
            return Tile(kind, True)
        return Tile(kind)
    if text == "?":
        raise ValueError("hidden tile '?': a replay needs every tile (use a spectator log)")
    raise ValueError(f"{text!r} is not an mjai tile")


def tile_to_mjai(tile: Tile) -> str:
    """A Tile in mjai notation (``5mr`` for a red five, ``P`` for white…)."""
    if tile.is_honor:
        return _HONORS[tile.kind - 27]
    return f"{tile.number}{tile.suit}" + ("r" if tile.red else "")


def read_mjai(path: str | Path) -> GameLog:
    """Read an mjai JSON-lines file (see :func:`parse_mjai`)."""
    return parse_mjai(record_text(path), path=str(path))


def parse_mjai(data: str | Iterable[dict[str, Any]], *, path: str = "<mjai>") -> GameLog:
    """Parse mjai events (JSON-lines text or a sequence of event dicts).

    Raises
    ------
    LogError
        Naming the line: invalid JSON, an unknown event type, a missing field, an unknown or hidden
        tile, an action outside a kyoku, a kyoku with no hora/ryukyoku before the next one (the
        last kyoku of a file cut short is kept with ``incomplete=True``).
    """
    if isinstance(data, str):
        events: list[tuple[int, Any]] = []
        for n, line in enumerate(data.splitlines(), 1):
            if not line.strip():
                continue
            try:
                events.append((n, loads_json(line)))
            except JSONError as exc:
                raise LogError(path, f"line {n}", f"not valid JSON: {exc.msg}") from None
    else:
        events = list(enumerate(data, 1))
    game = GameLog(path=path, format="mjai")
    reader = _MjaiReader(game, path)
    for n, ev in events:
        reader.line = n
        try:
            reader.on_event(ev)
        except LogError:
            raise
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            msg = f"missing field {exc.args[0]!r}" if isinstance(exc, KeyError) else str(exc)
            raise LogError(path, f"line {n} ({_type(ev)})", msg) from None
    reader.line = len(events)
    reader.finish(last=True)
    if not game.hands:
        raise LogError(path, "", "no start_kyoku: the file holds no hand")
    return game


def _count(ev: dict[str, Any], name: str) -> int:
    """A counter of start_kyoku (honba, kyotaku): a whole number ≥ 0 (0 when absent)."""
    v = ev.get(name, 0)
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise ValueError(f"{name}={v!r} is not a whole number ≥ 0")
    return v


def _type(ev: Any) -> str:
    return str(ev.get("type")) if isinstance(ev, dict) else type(ev).__name__


class _MjaiReader:
    def __init__(self, game: GameLog, path: str) -> None:
        self.game = game
        self.path = path
        self.line = 0
        self.hand: HandLog | None = None
        self.over = True
        self.wins: list[Win] = []
        self.rinshan = [False] * 4
        self.reach_pending = [False] * 4
        self.pons: dict[tuple[int, int], int] = {}
        self.last_draw: list[Tile | None] = [None] * 4

    def err(self, detail: str) -> LogError:
        return LogError(self.path, f"line {self.line}", detail)

    def add(self, step: Step) -> None:
        if self.hand is None or self.over:
            raise self.err("game event outside a kyoku (before start_kyoku or after its end)")
        self.hand.steps.append(step)

    def finish(self, *, last: bool = False) -> None:
        """Close the kyoku read so far. At the end of the file (``last``) a kyoku that stops
        before its hora/ryukyoku is a record cut short: kept, marked ``incomplete``."""
        if self.hand is None:
            return
        if self.wins:
            self.hand.result = HandResult(wins=tuple(self.wins))
            self.wins = []
        elif not self.over:
            if last:
                self.hand.incomplete = True
            else:
                raise self.err(f"kyoku {self.hand.name} has no hora or ryukyoku before the next "
                               "kyoku or the end of the game")
        self.over = True

    def seat(self, ev: dict[str, Any], name: str = "actor") -> int:
        v = ev[name]
        if not isinstance(v, int) or not 0 <= v <= 3:
            raise ValueError(f"{name}={v!r} is not a seat 0–3")
        return v

    def on_event(self, ev: Any) -> None:
        if not isinstance(ev, dict) or "type" not in ev:
            raise ValueError("an mjai event is a JSON object with a 'type'")
        kind = ev["type"]
        handler = getattr(self, "ev_" + str(kind), None)
        if handler is None:
            raise self.err(f"unknown mjai event type {kind!r}")
        handler(ev)

    # ----- events ---------------------------------------------------------------------------
    def ev_start_game(self, ev: dict[str, Any]) -> None:
        names = ev.get("names")
        if names:
            self.game.names = tuple(str(n) for n in names)

    def ev_end_game(self, ev: dict[str, Any]) -> None:
        self.finish()

    def ev_end_kyoku(self, ev: dict[str, Any]) -> None:
        self.finish()

    def ev_start_kyoku(self, ev: dict[str, Any]) -> None:
        self.finish()
        bakaze = ev["bakaze"]
        if bakaze not in _WINDS:
            raise ValueError(f"bakaze={bakaze!r} is not E/S/W/N")
        kyoku = int(ev["kyoku"])
        if not 1 <= kyoku <= 4:
            raise ValueError(f"kyoku={kyoku} is not 1–4")
        tehais = ev["tehais"]
        if len(tehais) != 4 or any(len(h) != 13 for h in tehais):
            raise ValueError("tehais must be 4 hands of 13 tiles")
        scores = tuple(ev.get("scores", (25000,) * 4))
        init = HandInit(
            round_index=_WINDS.index(bakaze) * 4 + kyoku - 1, honba=_count(ev, "honba"),
            riichi_sticks=_count(ev, "kyotaku"), dealer=self.seat(ev, "oya"), scores=scores,
            haipai=tuple(tuple(tile_from_mjai(t) for t in h) for h in tehais),
            dora_indicator=tile_from_mjai(ev["dora_marker"]),
        )
        self.hand = HandLog(len(self.game.hands), init)
        self.game.hands.append(self.hand)
        self.over = False
        self.rinshan = [False] * 4
        self.reach_pending = [False] * 4
        self.pons = {}
        self.last_draw = [None] * 4

    def ev_tsumo(self, ev: dict[str, Any]) -> None:
        seat = self.seat(ev)
        tile = tile_from_mjai(ev["pai"])
        rinshan = self.rinshan[seat]
        self.rinshan = [False] * 4
        self.last_draw[seat] = tile
        self.add(Step("draw", seat, tile, rinshan=rinshan))

    def ev_dahai(self, ev: dict[str, Any]) -> None:
        seat = self.seat(ev)
        tile = tile_from_mjai(ev["pai"])
        tsumogiri = ev.get("tsumogiri")
        riichi = self.reach_pending[seat]
        self.reach_pending[seat] = False
        self.add(Step("discard", seat, tile, riichi=riichi,
                      tsumogiri=bool(tsumogiri) if tsumogiri is not None else None))
        self.last_draw[seat] = None

    def _call(self, ev: dict[str, Any], meld: str) -> None:
        seat = self.seat(ev)
        target = self.seat(ev, "target")
        if target == seat:
            raise ValueError(f"{meld}: target is the actor")
        tile = tile_from_mjai(ev["pai"])
        consumed = tuple(tile_from_mjai(t) for t in ev["consumed"])
        need = 3 if meld == "daiminkan" else 2
        if len(consumed) != need:
            raise ValueError(f"{meld}: consumed must hold {need} tiles")
        if meld == "chi" and target != (seat + 3) % 4:
            raise ValueError("chi: target must be the actor's kamicha")
        if meld == "pon":
            self.pons[(seat, tile.kind)] = target
        kind = "kan" if meld == "daiminkan" else "call"
        self.add(Step(kind, seat, tile, meld=meld, tiles=(tile, *consumed), from_seat=target))
        if meld == "daiminkan":
            self.rinshan = [False] * 4
            self.rinshan[seat] = True

    def ev_chi(self, ev: dict[str, Any]) -> None:
        self._call(ev, "chi")

    def ev_pon(self, ev: dict[str, Any]) -> None:
        self._call(ev, "pon")

    def ev_daiminkan(self, ev: dict[str, Any]) -> None:
        self._call(ev, "daiminkan")

    def ev_kakan(self, ev: dict[str, Any]) -> None:
        seat = self.seat(ev)
        tile = tile_from_mjai(ev["pai"])
        consumed = tuple(tile_from_mjai(t) for t in ev["consumed"])
        if len(consumed) != 3:
            raise ValueError("kakan: consumed must hold the pon's 3 tiles")
        self.add(Step("kan", seat, tile, meld="kakan", tiles=(tile, *consumed),
                      from_seat=self.pons.get((seat, tile.kind))))
        self.rinshan = [False] * 4
        self.rinshan[seat] = True

    def ev_ankan(self, ev: dict[str, Any]) -> None:
        seat = self.seat(ev)
        consumed = tuple(tile_from_mjai(t) for t in ev["consumed"])
        if len(consumed) != 4:
            raise ValueError("ankan: consumed must hold 4 tiles")
        self.add(Step("kan", seat, consumed[-1], meld="ankan", tiles=consumed))
        self.rinshan = [False] * 4
        self.rinshan[seat] = True

    def ev_dora(self, ev: dict[str, Any]) -> None:
        self.add(Step("dora", None, tile_from_mjai(ev["dora_marker"])))

    def ev_reach(self, ev: dict[str, Any]) -> None:
        seat = self.seat(ev)
        self.reach_pending[seat] = True
        self.add(Step("reach", seat, reach_step=1))

    def ev_reach_accepted(self, ev: dict[str, Any]) -> None:
        self.add(Step("reach", self.seat(ev), reach_step=2))

    def ev_hora(self, ev: dict[str, Any]) -> None:
        if self.hand is None:
            raise self.err("hora outside a kyoku")
        who = self.seat(ev)
        target = self.seat(ev, "target")
        tile = tile_from_mjai(ev["pai"]) if ev.get("pai") else None
        yaku = tuple((_yaku_key(str(n)), int(h))
                     for n, h in ev.get("yakus") or () if int(h) > 0)
        yakuman = sum(1 for _, h in yaku if h >= 13)
        han: int | None = int(ev["fan"]) if ev.get("fan") is not None else (
            sum(h for _, h in yaku if h < 13) if yaku else None)
        markers = ev.get("uradora_markers") or ev.get("ura_markers") or ()  # both spellings seen
        ura = tuple(tile_from_mjai(t) for t in markers)
        dora = tuple([self.hand.init.dora_indicator]
                     + [s.tile for s in self.hand.steps if s.kind == "dora" and s.tile])
        deltas = tuple(int(v) for v in ev["deltas"]) if ev.get("deltas") else None
        points = ev.get("hora_points")
        limit = ev.get("limit")  # not in the mjai protocol; written by mjteach's own exporter
        win = Win(who=who, from_who=target, fu=ev.get("fu"), han=han,
                  points=int(points) if points is not None else None,
                  limit=int(limit) if limit is not None else None,
                  yaku=yaku, dora_indicators=dora, ura_indicators=ura, win_tile=tile,
                  deltas=deltas, yakuman=yakuman)
        if self.wins:  # a double ron: the second hora of the same discard
            self.over = False
        self.add(Step("agari", who, tile, from_seat=target, result_index=len(self.wins)))
        self.wins.append(win)
        self.over = True

    def ev_ryukyoku(self, ev: dict[str, Any]) -> None:
        if self.hand is None:
            raise self.err("ryukyoku outside a kyoku")
        reason = str(ev.get("reason", "fanpai"))
        kind = _DRAW_REASONS.get(reason)
        if kind is None:
            raise ValueError(f"unknown ryukyoku reason {reason!r}")
        deltas = tuple(int(v) for v in ev["deltas"]) if ev.get("deltas") else None
        tenpais = ev.get("tenpais")
        tenpai = tuple(s for s in range(4) if tenpais and tenpais[s])
        self.add(Step("ryuukyoku", None))
        self.hand.result = HandResult(draw=Draw(kind, deltas, tenpai))
        self.over = True


# ----- writing ---------------------------------------------------------------------------------
def to_mjai_events(game: GameLog) -> list[dict[str, Any]]:
    """The game as mjai events (``start_game`` … ``end_game``)."""
    out: list[dict[str, Any]] = [{"type": "start_game", "names": list(game.names or ("",) * 4)}]
    skip = ("ryukyoku", "howanpai", "kyushu_kyuhai")
    back = {v: k for k, v in _DRAW_REASONS.items() if k not in skip}
    for hand in game.hands:
        init = hand.init
        out.append({
            "type": "start_kyoku", "bakaze": _WINDS[init.round_wind % 4],
            "kyoku": init.round_index % 4 + 1, "honba": init.honba, "kyotaku": init.riichi_sticks,
            "oya": init.dealer, "dora_marker": tile_to_mjai(init.dora_indicator),
            "scores": list(init.scores),
            "tehais": [[tile_to_mjai(t) for t in h] for h in init.haipai],
        })
        for s in hand.steps:
            if s.kind == "draw":
                out.append({"type": "tsumo", "actor": s.seat, "pai": tile_to_mjai(s.tile)})
            elif s.kind == "discard":
                out.append({"type": "dahai", "actor": s.seat, "pai": tile_to_mjai(s.tile),
                            "tsumogiri": bool(s.tsumogiri)})
            elif s.kind in ("call", "kan"):
                tiles = list(s.tiles)
                if s.meld == "ankan":
                    out.append({"type": "ankan", "actor": s.seat,
                                "consumed": [tile_to_mjai(t) for t in tiles]})
                    continue
                tiles.remove(s.tile)
                ev: dict[str, Any] = {"type": s.meld, "actor": s.seat, "pai": tile_to_mjai(s.tile),
                                      "consumed": [tile_to_mjai(t) for t in tiles]}
                if s.meld != "kakan":
                    ev["target"] = s.from_seat
                out.append(ev)
            elif s.kind == "dora":
                out.append({"type": "dora", "dora_marker": tile_to_mjai(s.tile)})
            elif s.kind == "reach":
                out.append({"type": "reach" if s.reach_step == 1 else "reach_accepted",
                            "actor": s.seat})
            elif s.kind == "agari":
                w = hand.result.wins[s.result_index or 0]
                ev = {"type": "hora", "actor": w.who, "target": w.from_who,
                      "pai": tile_to_mjai(w.win_tile) if w.win_tile else None,
                      "uradora_markers": [tile_to_mjai(t) for t in w.ura_indicators],
                      "fu": w.fu, "fan": w.han, "hora_points": w.points, "limit": w.limit,
                      "yakus": [[_KEY_TO_MJAI.get(k, k), h] for k, h in w.yaku]}
                if w.deltas is not None:
                    ev["deltas"] = list(w.deltas)
                out.append(ev)
            elif s.kind == "ryuukyoku":
                d = hand.result.draw
                ev = {"type": "ryukyoku", "reason": back.get(d.kind, "fanpai") if d else "fanpai"}
                if d is not None:
                    if d.deltas is not None:
                        ev["deltas"] = list(d.deltas)
                    ev["tenpais"] = [s2 in d.tenpai for s2 in range(4)]
                out.append(ev)
        out.append({"type": "end_kyoku"})
    out.append({"type": "end_game"})
    return out


def write_mjai(game: GameLog, path: str | Path) -> Path:
    """Write the game as mjai JSON lines (UTF-8, one event a line). Returns the path."""
    p = Path(path)
    p.write_text("".join(json.dumps(e, ensure_ascii=False, separators=(",", ":")) + "\n"
                         for e in to_mjai_events(game)), encoding="utf-8")
    return p
