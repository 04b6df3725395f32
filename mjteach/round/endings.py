"""Every way a hand ends: wins (tsumo, ron, chankan; their scoring context and payments), the
exhaustive draw (tenpai/noten payments, nagashi mangan) and the abortive draws (kyuushu kyuuhai,
suufon renda, suucha riichi, sanchahou, suukaikan, fifth kan). Rule options and sources: rulesets.md
§2.3, §2.5, §2.7.
"""

from __future__ import annotations

from typing import Any

from ..hand import Hand
from ..tiles import Tile, format_tiles
from .actions import Action
from .shapes import _has_scoring, _maybe, _win_suits, _yaochuu_kinds


class Endings:
    """Wins, draws, aborts and their payments (mixed into Round)."""

    # ----- scoring ------------------------------------------------------
    def _win_context(self, seat: int, tile: Tile, tsumo: bool, *, head: bool = True) -> Any:
        from ..scoring import WinContext

        p = self.players[seat]
        rinshan = tsumo and self.last_draw == "rinshan"
        if rinshan and self.rinshan_kind == "kita" and not self.rules.kita_rinshan_yaku:
            rinshan = False
        live = self.wall.live_remaining
        haitei = (
            tsumo
            and live == 0
            and (self.last_draw == "live" or (rinshan and self.rules.rinshan_counts_as_haitei))
        )
        robbed = self.phase == "chankan"
        chankan = robbed and (
            self.chankan["kind"] != "kita" or self.rules.kita_ron_chankan_yaku  # type: ignore[index]
        )
        houtei = (not tsumo) and not robbed and self.houtei
        discarder = None
        if not tsumo:
            discarder = self.chankan["seat"] if robbed else self.pending_discard[0]  # type: ignore[index]
        ura: tuple[Tile, ...] = ()
        if p.riichi and self.rules.ura_dora:
            ura = tuple(self.wall.ura_indicators())
        pao_seat = None
        if rinshan and self.rinshan_kind == "daiminkan" and self.rules.daiminkan_rinshan_pao:
            pao_seat = self.daiminkan_from
        if pao_seat is None and self.pao.get(seat):
            pao_seat = self.pao[seat][0][1]
        pending = tuple(self.wall.yama[i] for i in self._pending_indicator_indices())
        first_turn = self.uninterrupted and self.discard_counts[seat] == 0
        return WinContext(
            win_tile=tile,
            tsumo=tsumo,
            riichi=p.riichi,
            double_riichi=p.double_riichi,
            ippatsu=p.ippatsu,
            rinshan=rinshan,
            chankan=chankan,
            haitei=haitei,
            houtei=houtei,
            seat_wind=self.seat_wind(seat),
            round_wind=self.round_wind,
            winner=seat,
            dealer=self.dealer,
            discarder=discarder,
            dora_indicators=tuple(self.wall.dora_indicators),
            ura_indicators=ura,
            honba=self.honba if head else 0,
            riichi_sticks=self.riichi_sticks if head else 0,
            daiminkan_rinshan=rinshan and self.rinshan_kind == "daiminkan",
            pao_seat=pao_seat,
            kan_dora_pending=pending,
            nukidora=len(p.kita),
            **_maybe(WinContext, first_turn=first_turn),
        )

    def _evaluate(self, seat: int, tile: Tile, tsumo: bool, *, head: bool = True) -> Any:
        """The scoring Valuation of this win, or None if mjteach.scoring is not available."""
        try:
            from ..scoring import evaluate
        except ImportError:
            return None
        p = self.players[seat]
        if tsumo:
            hand = Hand(tuple(p.concealed), p.drawn, tuple(p.melds))
        else:
            hand = Hand(tuple(p.closed_tiles), None, tuple(p.melds))
        return evaluate(hand, self._win_context(seat, tile, tsumo, head=head), self.rules)

    def _suufon_renda(self, origin: int, tile: Tile) -> bool:
        """四風連打 (rules.suufon_renda; S37): all four players' first discards, in one
        uninterrupted go-around, are the same wind. Checked once the fourth passes unclaimed;
        ends the hand and returns True."""
        if not (self.rules.suufon_renda and self.n == 4 and 27 <= tile.kind <= 30):
            return False
        if self.discard_counts != [1, 1, 1, 1]:
            return False
        if any(p.discards[0].kind != tile.kind for p in self.players):
            return False
        self._abort("suufon_renda", wind=tile.notation)
        return True

    def _do_kyuushu(self, a: Action) -> None:
        p = self.players[a.seat]
        self._abort(
            "kyuushu_kyuuhai",
            declarer=a.seat,
            hand=p.hand.notation,
            kinds=_yaochuu_kinds(p.counts),
        )

    def _do_tsumo(self, a: Action) -> None:
        p = self.players[a.seat]
        assert p.drawn is not None
        self._win([a.seat], p.drawn, tsumo=True, discarder=None)

    # ----- endings ------------------------------------------------------
    def _win(self, winners: list[int], tile: Tile, *, tsumo: bool, discarder: int | None) -> None:
        wins = []
        for i, w in enumerate(winners):
            val = self._evaluate(w, tile, tsumo, head=i == 0)
            ctx = self._win_context(w, tile, tsumo, head=i == 0) if _has_scoring() else None
            pao = None
            if ctx is not None:
                pao = ctx.pao_seat
            info = {
                "winner": w,
                "discarder": discarder,
                "tsumo": tsumo,
                "rinshan": tsumo and self.last_draw == "rinshan",
                "rinshan_kind": self.rinshan_kind if tsumo else None,
                "chankan": self.phase == "chankan" and self.chankan["kind"] != "kita",  # type: ignore[index]
                "kita_ron": self.phase == "chankan" and self.chankan["kind"] == "kita",  # type: ignore[index]
                "daiminkan_rinshan": tsumo and self.rinshan_kind == "daiminkan",
                "daiminkan_from": self.daiminkan_from if tsumo else None,
                "pao": [list(x) for x in self.pao.get(w, ())],
                "pao_seat": pao,
                "hand": (
                    self.players[w].hand.notation
                    if tsumo
                    else self.players[w].hand.notation + " +" + tile.notation
                ),
                "dora_indicators": [t.notation for t in self.wall.dora_indicators],
                "pending_kan_dora_dropped": len(self.pending_reveals),
                "valuation": val,
            }
            self._emit("win", w, tile, **info)
            wins.append(info)
        self.pending_reveals = []
        deltas = [0] * self.n
        for info in wins:
            val = info["valuation"]
            payments = getattr(val, "payments", None) or {}
            for seat, d in payments.items():
                deltas[int(seat)] += int(d)
        if (
            wins
            and self.riichi_sticks
            and not any(getattr(i["valuation"], "payments", None) for i in wins)
        ):
            pass
        self._over({"type": "win", "wins": wins, "deltas": deltas})

    def _abort(self, kind: str, **data: Any) -> None:
        """End the hand in an abortive draw; ``data`` adds details to the event (suukaikan:
        ``check``, when the abort was decided)."""
        self.pending_reveals = []
        self._emit("abortive_draw", None, None, type=kind, kans=list(self.kan_owners), **data)
        self._over({"type": "abortive_draw", "kind": kind, "deltas": [0] * self.n})

    def _exhaustive_draw(self) -> None:
        from ..waits import waits as _waits

        tenpai = []
        for s, p in enumerate(self.players):
            # _win_suits == 0: no tile completes the hand, so waits() is empty (not tenpai)
            if sum(p.counts) % 3 == 1 and _win_suits(p.codes) and _waits(p.counts):
                tenpai.append(s)
        nagashi = self._nagashi_seats()
        if nagashi:
            deltas = self._nagashi_payments(nagashi)
        else:
            deltas = self._noten_payments(tenpai)
        self.pending_reveals = []
        for s in nagashi:
            self._emit("nagashi_mangan", s, None, discards=format_tiles(self.players[s].discards, sort=False))
        self._emit(
            "exhaustive_draw",
            None,
            None,
            tenpai=tenpai,
            nagashi=nagashi,
            deltas=deltas,
            live_draws=self.live_draws,
            rinshan_draws=self.rinshan_draws,
        )
        self._over(
            {
                "type": "exhaustive_draw",
                "tenpai": tenpai,
                "nagashi": nagashi,
                "deltas": deltas,
                "live_draws": self.live_draws,
                "rinshan_draws": self.rinshan_draws,
            }
        )

    def _noten_payments(self, tenpai: list[int]) -> list[int]:
        """不聴罰符 at an exhaustive draw: 3000 points (2000 in three-player) paid by the noten
        players to the tenpai ones, split evenly; nothing if all or none are tenpai."""
        total = 3000 if self.n == 4 else 2000
        deltas = [0] * self.n
        t = len(tenpai)
        if 0 < t < self.n:
            for s in range(self.n):
                deltas[s] = total // t if s in tenpai else -(total // (self.n - t))
        return deltas

    def _nagashi_seats(self) -> list[int]:
        """流し満貫 (rules.nagashi_mangan; rulesets.md §2.7): seats whose river, at the exhaustive
        draw, holds only terminals and honors and lost no tile to another player's call."""
        if not self.rules.nagashi_mangan:
            return []
        return [
            s
            for s, p in enumerate(self.players)
            if p.discards
            and all(t.is_terminal_or_honor for t in p.discards)
            and not any(p.called_away)
        ]

    def _nagashi_payments(self, seats: list[int]) -> list[int]:
        """Each nagashi seat is paid as a mangan tsumo (dealer 4000 from each; a non-dealer 4000
        from the dealer, 2000 from the others), with no honba, in place of the noten payments
        (Tenhou, rulesets.md §2.7)."""
        deltas = [0] * self.n
        for w in seats:
            for o in range(self.n):
                if o == w:
                    continue
                pay = 4000 if w == self.dealer or o == self.dealer else 2000
                deltas[o] -= pay
                deltas[w] += pay
        return deltas

    def _over(self, result: dict[str, Any]) -> None:
        self.result = result
        self.phase = "over"
        self.responders = {}
        self.responses = {}
        self.chankan = None
