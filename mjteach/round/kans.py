"""The kan procedure (槓 § 手順, § 嶺上牌, § 槓ドラ): ankan and kakan, the chankan window (and the
kita window in three-player), the kan that stands (ippatsu broken, pending kan-dora flushed,
this kan's indicator revealed or queued), the rinshan draw and the haitei moving into the dead
wall, the fifth-kan abort; kita (抜きドラ) with its replacement draw.
"""

from __future__ import annotations

from ..melds import Meld, MeldKind
from ..rules import KanDoraTiming, SuukaikanCheck
from ..tiles import Tile
from .actions import Action


class Kans:
    """The kan procedure and kita (mixed into Round)."""

    def _pending_indicator_indices(self) -> list[int]:
        start = 1 + self.wall.revealed_kan_dora
        ind = self.wall.all_indicator_indices()
        return ind[start : start + len(self.pending_reveals)]

    def _reveal(self, cause: str, kan_kind: str) -> None:
        index = self.wall.next_indicator_index()
        tile = self.wall.reveal_kan_dora()
        self._emit(
            "dora_reveal",
            None,
            tile,
            index=index,
            cause=cause,
            kan=kan_kind,
            indicators=[t.notation for t in self.wall.dora_indicators],
        )

    def _flush_pending(self, cause: str) -> None:
        while self.pending_reveals:
            kind = self.pending_reveals.pop(0)
            self._reveal(cause, kind)

    def _fifth_kan_abort(self) -> bool:
        if len(self.kan_owners) >= 5:
            self._abort("fifth_kan")
            return True
        return False

    def _do_ankan(self, a: Action) -> None:
        s = a.seat
        p = self.players[s]
        assert a.tile is not None
        k = a.tile.kind
        own = [t for t in p.closed_tiles if t.kind == k]
        for t in own:
            p._remove(t)
        p._merge_drawn()
        meld = Meld(MeldKind.ANKAN, tuple(own))
        p.melds.append(meld)
        self.uninterrupted = False
        self.kan_owners.append(s)
        self._emit("kan", s, a.tile, kan="ankan", meld=meld.notation)
        if self._fifth_kan_abort():
            return
        if self.rules.kokushi_chankan_ankan and self._open_chankan(s, own[0], "ankan"):
            return
        self._finish_kan(s, "ankan")

    def _do_kakan(self, a: Action) -> None:
        s = a.seat
        p = self.players[s]
        tile = a.tile
        assert tile is not None
        i = next(
            i for i, m in enumerate(p.melds) if m.kind is MeldKind.PON and m.first.kind == tile.kind
        )
        p._remove(tile)
        p._merge_drawn()
        meld = p.melds[i].with_added(tile)
        p.melds[i] = meld
        self.uninterrupted = False
        self.kan_owners.append(s)
        self._emit("kan", s, tile, kan="kakan", meld=meld.notation)
        if self._fifth_kan_abort():
            return
        if self.rules.chankan and self._open_chankan(s, tile, "kakan"):
            return
        self._finish_kan(s, "kakan")

    def _open_chankan(self, s: int, tile: Tile, kind: str) -> bool:
        prev_phase = self.phase
        self.chankan = {"seat": s, "tile": tile, "kind": kind}
        self.phase = "chankan"
        self.responders = {}
        self.responses = {}
        self.response_order = []
        self.response_voice = {}
        for k in range(1, self.n):
            o = (s + k) % self.n
            if self._why_not_ron(o, tile) is None:
                self.responders[o] = ("ron",)
        if not self.responders:
            self.phase = prev_phase
            self.chankan = None
            return False
        self._emit("chankan_window", s, tile, kan=kind, seats=sorted(self.responders))
        return True

    def _resolve_chankan(self) -> None:
        assert self.chankan is not None
        s, tile, kind = self.chankan["seat"], self.chankan["tile"], self.chankan["kind"]
        rons = self._ron_order(s)
        if rons:
            if len(rons) >= 3 and self.rules.sanchahou_abort:
                self._claims_event(s, tile, None, "ron", "sanchahou")
                self._abort("sanchahou")
                return
            winners = rons[: self.rules.max_ron_winners]
            self._claims_event(s, tile, winners[0], "ron", "chankan")
            p = self.players[s]
            # the kan fails: the pon (or the closed tiles) stays, the tile goes to the winner
            if kind == "kita":  # the North goes to the winner: it is no longer set aside
                p.kita.pop()
                self._emit("kita_robbed", s, tile, winners=winners)
                self._win(winners, tile, tsumo=False, discarder=s)
                return
            if kind == "kakan":
                i = next(
                    i
                    for i, m in enumerate(p.melds)
                    if m.kind is MeldKind.KAKAN and m.first.kind == tile.kind
                )
                p.melds[i] = p.melds[i].pon_part
            else:
                meld = p.melds.pop()
                rest = list(meld.tiles)
                rest.remove(tile)
                p.concealed.extend(rest)
                for t in rest:
                    p._add(t.kind)
            self.kan_owners.pop()
            self._emit("kan_robbed", s, tile, kan=kind, winners=winners)
            self._win(winners, tile, tsumo=False, discarder=s)
            return
        self._mark_missed(s, tile, [])
        self._claims_event(s, tile, None, None, "no_chankan")
        self.phase = "act"
        self.chankan = None
        self.responders = {}
        self.responses = {}
        if kind == "kita":
            self._break_ippatsu()
            self._rinshan(s, "kita")
            return
        self._finish_kan(s, kind)

    def _break_ippatsu(self) -> None:
        """A kan (or kita) that stands breaks every seat's ippatsu (一発). It is called only once
        the chankan window has closed: a ron robbing the kan keeps the robber's ippatsu, as a
        robbed kakan never stood (scoring.calls.ippatsu_broken("kakan", robbed_by_chankan=True)
        is False; Tenhou record in tests/test_round_endings.py)."""
        for pl in self.players:
            pl.ippatsu = False

    def _finish_kan(self, s: int, kind: str) -> None:
        """The kan stands: flush a pending reveal, reveal or queue this kan's indicator, draw the
        rinshan tile and move the haitei into the dead wall (槓 § 嶺上牌, § 槓ドラ).

        Under ``SuukaikanCheck.ON_FOURTH_KAN`` a 4th kan by two or more players ends the hand here,
        before any of that (槓 § 四開槓: 4回の槓が成立すると、その時点で途中流局)."""
        if (
            self.rules.suukaikan
            and self.rules.suukaikan_check is SuukaikanCheck.ON_FOURTH_KAN
            and len(self.kan_owners) == 4
            and len(set(self.kan_owners)) >= 2
        ):
            self._abort("suukaikan", check=SuukaikanCheck.ON_FOURTH_KAN.value)
            return
        self._break_ippatsu()
        self._flush_pending("next_kan")
        if self.rules.kan_dora:
            if self.rules.kan_dora_timing(kind) is KanDoraTiming.IMMEDIATE:
                self._reveal("immediate", kind)
            else:
                self.pending_reveals.append(kind)
        total = len(self.kan_owners)
        if total == 4 and len(set(self.kan_owners)) >= 2 and self.rules.suukaikan:
            self.suukaikan_pending = True
        self._rinshan(s, kind)

    def _rinshan(self, s: int, kind: str) -> None:
        p = self.players[s]
        before = self.wall.haitei_index
        dead_before = set(self.wall.dead_wall_indices())
        index = self.wall.rinshan_indices()[0]
        tile = self.wall.draw_rinshan(kita=kind == "kita", allow_short=self.rules.kan_on_haitei)
        self.rinshan_draws += 1
        joined = sorted(set(self.wall.dead_wall_indices()) - dead_before)
        p._merge_drawn()
        p.drawn = tile
        p._add(tile.kind)
        self.turn = s
        self.phase = "act"
        self.just_called = False
        self.kuikae_banned = frozenset()
        self.last_draw = "rinshan"
        self.rinshan_kind = kind
        self._emit(
            "rinshan_draw",
            s,
            tile,
            index=index,
            kan=kind,
            rinshan_remaining=self.wall.rinshan_remaining,
        )
        self._emit(
            "wall_shift",
            None,
            None,
            haitei_before=before,
            haitei_after=self.wall.haitei_index,
            joined_dead_wall=joined,
            live_remaining=self.wall.live_remaining,
            dead_wall=[self.wall.yama[i].notation for i in self.wall.dead_wall_indices()],
        )

    def _do_kita(self, a: Action) -> None:
        s = a.seat
        p = self.players[s]
        north = next(t for t in p.closed_tiles if t.kind == 30)
        p._remove(north)
        p._merge_drawn()
        p.kita.append(north)
        self.uninterrupted = False
        self._emit("kita", s, north, count=len(p.kita))
        if self.rules.kita_ron and self._open_chankan(s, north, "kita"):
            return
        self._break_ippatsu()
        self._rinshan(s, "kita")
