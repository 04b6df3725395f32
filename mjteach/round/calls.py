"""Draws, discards and who gets a discard (副露 § 優先順位): the response window after a discard,
each seat's answers and voices, call priority (ron > pon/kan > chi, or the first voice), head
bump, missed wins (furiten), riichi accepted, the call itself (melds, pao set-ups).
"""

from __future__ import annotations

from ..melds import Meld, MeldKind, Source
from ..rules import CallPriority, SuukaikanCheck
from ..tiles import Tile
from .actions import _DRAGONS, _WINDS, Action, _act, _event
from .shapes import _NO_KINDS, _OTHERS, _PLAIN, _chi_possible, _win_suits, _wins_with
from .state import _STEP, _SUIT


class Calls:
    """Draws, discards and the resolution of the claims on a discard (mixed into Round)."""

    def _do_draw(self, a: Action) -> None:
        p = self.players[a.seat]
        wall = self.wall
        index, tile = wall.draw_indexed()
        self.live_draws += 1
        p.drawn = tile
        k = tile.kind
        p.counts[k] += 1  # p._add(k), inlined
        p.codes[_SUIT[k]] += _STEP[k]
        self.last_draw = "live"
        self.rinshan_kind = None
        self.phase = "act"
        left = wall._live  # wall.live_remaining without the property call (hot path)
        self.events.append(  # self._emit(...) inlined: the busiest event
            _event(
                "draw", a.seat, tile, {"index": index, "live_remaining": left, "haitei": left == 0}
            )
        )

    def _do_discard(self, a: Action, riichi: bool = False) -> None:
        s = a.seat
        p = self.players[s]
        tile = a.tile
        assert tile is not None
        d = p.drawn
        tsumogiri = d is not None and d.kind == tile.kind and d.red == tile.red
        if riichi:
            p.riichi_declared = True
            self._emit("riichi", s, tile, step="declare")
        if self.pending_reveals:
            self._flush_pending("discard")
        p._remove(tile)  # the drawn tile, if kept, joins the concealed tiles there
        p.discards.append(tile)
        p.called_away.append(False)
        p.tsumogiri.append(tsumogiri)
        if not p.riichi:
            p.furiten_temporary = False
        if p.ippatsu:
            p.ippatsu = False
        self.discard_counts[s] += 1
        self.just_called = False
        self.kuikae_banned = _NO_KINDS
        self.last_draw = None
        self.rinshan_kind = None
        self.daiminkan_from = None
        self.houtei = self.wall._live == 0
        self.pending_discard = (s, tile, riichi)
        self.events.append(  # self._emit(...) inlined: the busiest event
            _event(
                "discard",
                s,
                tile,
                {
                    "tsumogiri": tsumogiri,
                    "riichi": riichi,
                    "houtei": self.houtei,
                    "index": len(p.discards) - 1,
                },
            )
        )
        self._open_responses(s)

    def _open_responses(self, s: int) -> None:
        """Ask every other seat that may do something with the pending discard."""
        # new empty containers only where the last window left something (nothing keeps a
        # reference to them: saves, snapshots and events copy)
        if self.responses:
            self.responses = {}
        if self.response_order:
            self.response_order = []
        if self.response_voice:
            self.response_voice = {}
        if self.responders:
            self.responders = {}
        acts = self._responder_acts
        if acts:
            self._responder_acts = acts = {}
        self.phase = "respond"
        tile = self.pending_discard[1]  # type: ignore[index]
        kind = tile.kind
        n = self.n
        chi_seat = (s + 1) % n if n == 4 and kind < 27 else -1
        shape: tuple[int, ...] = ()  # seats whose hand plus the tile is a winning shape
        players = self.players
        memo = self._seat_shapes
        bit = 1 << (kind // 9 if kind < 27 else 3)
        for o in _OTHERS[n][s]:
            po = players[o]
            pc = po.counts
            held = pc[kind]
            # _wins_with(pc, kind), with the seat's shape info memoised on its exact tiles
            codes = po.codes
            m = memo.get(o)
            if m is None or m[0] != codes:
                m = memo[o] = (list(codes), _win_suits(codes))
            if held < 4 and m[1] & bit and _wins_with(pc, kind):
                shape += (o,)
            elif held < 2 and (o != chi_seat or not _chi_possible(pc, kind)):
                continue  # nothing this seat could do with the tile
            legal = self._legal_answers(o, o in shape)
            opts = tuple(x.kind for x in legal if x.kind != "pass")
            if opts:
                self.responders[o] = opts
                acts[o] = legal
        self._shape_winners = (s, tile, shape)
        if not self.responders:
            self._resolve_discard()

    def _legal_answers(self, o: int, shape_win: bool) -> list[Action]:
        """What ``_candidates(o)`` filtered by ``why_not`` gives while seat ``o`` (not the
        discarder, not yet answered) considers the pending discard: the checks of
        ``_why_not_response`` for the candidates, made once per kind of answer. ``shape_win``:
        the seat's hand plus the tile is a winning shape (``c < 4 and _wins_with(...)``)."""
        p = self.players[o]
        tile = self.pending_discard[1]  # type: ignore[index]
        counts = p.counts
        c = counts[tile.kind]
        out: list[Action] = []
        if shape_win and self._why_not_ron(o, tile) is None:
            out.append(_act("ron", o, tile))
        if not self.suukaikan_pending and not p.riichi:
            if c == 3 and self._kan_common(o, "daiminkan") is None:
                out.append(_act("daiminkan", o, tile))
            if not (self.houtei and not self.rules.calls_on_houtei):
                if c >= 2:
                    for pair in self._pon_choices(p, tile):
                        if self._kuikae_leaves(p, pair, tile, "pon") is None:
                            out.append(_act("pon", o, tile, pair))
                if (
                    not tile.is_honor
                    and self.n == 4
                    and (self.turn + 1) % self.n == o
                    and self.rules.chi_allowed
                ):
                    for pair in self._chi_choices(p, tile):
                        if self._kuikae_leaves(p, pair, tile, "chi") is None:
                            out.append(_act("chi", o, tile, pair))
        out.append(_act("pass", o))
        return out

    def _candidates_for_response(self, o: int) -> list[Action]:
        self.responders[o] = ("?",)
        try:
            return self._candidates(o)
        finally:
            del self.responders[o]

    def _do_riichi(self, a: Action) -> None:
        self._do_discard(a, riichi=True)

    def _voice(self, seat: int) -> None:
        """Give ``seat``'s answer its voice number: the previous answer's when both came in one
        :meth:`respond` call (simultaneous), else the next one."""
        voices = self.response_voice
        if voices and len(self.history) in self._together:
            voices[seat] = max(voices.values())
        else:
            voices[seat] = max(voices.values(), default=-1) + 1

    def _do_pass(self, a: Action) -> None:
        self.responses[a.seat] = a
        self.response_order.append(a.seat)
        self._voice(a.seat)
        self._emit("pass", a.seat, None)
        self._maybe_resolve()

    def _record_response(self, a: Action) -> None:
        self.responses[a.seat] = a
        self.response_order.append(a.seat)
        self._voice(a.seat)
        self._emit("declare", a.seat, a.tile, call=a.kind)
        self._maybe_resolve()

    _do_ron = _record_response

    _do_pon = _record_response

    _do_chi = _record_response

    _do_daiminkan = _record_response

    def _maybe_resolve(self) -> None:
        if any(s not in self.responses for s in self.responders):
            return
        if self.phase == "chankan":
            self._resolve_chankan()
        else:
            self._resolve_discard()

    def _ron_order(self, origin: int) -> list[int]:
        rons = [s for s, x in self.responses.items() if x.kind == "ron"]
        return sorted(rons, key=lambda s: (s - origin) % self.n)

    def _mark_missed(self, origin: int, tile: Tile, rons: list[int]) -> None:
        """Seats that could win on ``tile`` but did not ron it become furiten (振聴)."""
        known = getattr(self, "_shape_winners", None)
        self._shape_winners = None  # derived from the pending discard only; never reused
        fresh = known is not None and known[0] == origin and known[1] is tile
        if fresh and self.phase == "respond":
            for o in known[2]:  # type: ignore[index]
                if o not in rons:
                    p = self.players[o]
                    p.furiten_temporary = True
                    if p.riichi:
                        p.furiten_riichi = True
            return
        for k in range(1, self.n):
            o = (origin + k) % self.n
            if o in rons:
                continue
            p = self.players[o]
            if p.counts[tile.kind] >= 4:
                continue
            if _wins_with(p.counts, tile.kind):
                p.furiten_temporary = True
                if p.riichi:
                    p.furiten_riichi = True

    def _claims_event(
        self, origin: int, tile: Tile, taken: int | None, how: str | None, why: str
    ) -> None:
        if not self.responders:
            return
        self._emit(
            "claims",
            None,
            tile,
            discarder=origin,
            wanted={s: list(v) for s, v in self.responders.items()},
            answers={s: x.kind for s, x in self.responses.items()},
            order=list(self.response_order),
            voices=dict(self.response_voice),
            taken_by=taken,
            call=how,
            rule=why,
            priority=self.rules.call_priority.value,
        )

    def _resolve_discard(self) -> None:
        assert self.pending_discard is not None
        origin, tile, riichi = self.pending_discard
        if not riichi and not self.responses and not self.responders and not self.suukaikan_pending:
            # nobody was asked about the tile: what the general path below does in that case
            known = self._shape_winners
            if (
                known is not None
                and not known[2]
                and known[0] == origin
                and known[1] is tile
                and self.phase == "respond"
            ):
                self._shape_winners = None
            else:
                self._mark_missed(origin, tile, [])
            # responders and responses are empty already
            self._discard_passes(origin, tile)
            return
        answered = bool(self.responses)  # nobody answered: no ron, no call
        rons = self._ron_order(origin) if answered else []
        if rons:
            if len(rons) >= 3 and self.rules.sanchahou_abort:
                self._claims_event(origin, tile, None, "ron", "sanchahou")
                self._abort("sanchahou")
                return
            winners = rons[: self.rules.max_ron_winners]
            why = "ron" if len(winners) == len(rons) else "head_bump"
            self._claims_event(origin, tile, winners[0], "ron", why)
            self._win(winners, tile, tsumo=False, discarder=origin)
            return
        p = self.players[origin]
        if riichi:
            p.riichi = True
            p.riichi_discard = len(p.discards) - 1
            p.ippatsu = True
            p.double_riichi = self.uninterrupted and self.discard_counts[origin] == 1
            self.scores[origin] -= 1000
            self.riichi_sticks += 1
            self._emit("riichi", origin, tile, step="accepted", double=p.double_riichi)
            if self.rules.suucha_riichi and self.n == 4 and all(q.riichi for q in self.players):
                # 四家立直: the fourth riichi stands (its stick is on the table), then the hand ends
                self._mark_missed(origin, tile, [])
                self.pending_discard = (origin, tile, False)
                self._claims_event(origin, tile, None, None, "suucha_riichi")
                self._abort("suucha_riichi")
                return
        known = self._shape_winners
        if (
            not answered
            and known is not None
            and not known[2]
            and known[0] == origin
            and known[1] is tile
            and self.phase == "respond"
        ):  # what _mark_missed does when no seat had the tile's winning shape
            self._shape_winners = None
        else:
            self._mark_missed(origin, tile, [])
        self.pending_discard = (origin, tile, False)
        if self.suukaikan_pending:
            self._claims_event(origin, tile, None, None, "suukaikan")
            self._abort("suukaikan", check=SuukaikanCheck.AFTER_DISCARD.value)
            return
        calls = (
            [(s, x) for s, x in self.responses.items() if x.kind in ("pon", "daiminkan", "chi")]
            if answered
            else []
        )
        chosen: tuple[int, Action] | None = None
        why = "no_call"
        if calls:
            if self.rules.call_priority is CallPriority.FIRST_CALL:
                chosen, why = self._first_voice(calls)
            else:
                big = [c for c in calls if c[1].kind in ("pon", "daiminkan")]
                chosen = big[0] if big else calls[0]
                why = "pon_over_chi" if big and len(calls) > 1 else chosen[1].kind
        if chosen is None:
            if self.responders:
                self._claims_event(origin, tile, None, None, why)
            self.responders = {}
            self.responses = {}
            self._discard_passes(origin, tile)
            return
        s, act = chosen
        self._claims_event(origin, tile, s, act.kind, why)
        self.responders = {}
        self.responses = {}
        self._make_call(s, act, origin, tile)

    def _discard_passes(self, origin: int, tile: Tile) -> None:
        """Nobody took the discard: the last one ends the hand (exhaustive draw), the fourth same
        wind of the first go-around may abort it (suufon renda); otherwise the next seat draws."""
        if self.wall._live == 0:
            self.pending_discard = (origin, tile, False)
            self._exhaustive_draw()
            return
        if self.uninterrupted and self._suufon_renda(origin, tile):
            return
        self.pending_discard = None
        self.turn = (origin + 1) % self.n
        self.phase = "draw"

    def _first_voice(self, calls: list[tuple[int, Action]]) -> tuple[tuple[int, Action], str]:
        """Under ``CallPriority.FIRST_CALL``: the meld call of the first voice, and the rule.

        Calls in the same voice (one :meth:`respond`) were simultaneous: pon/daiminkan beat chi
        (``"simultaneous_pon_over_chi"``; 槓 § 大明槓, 副露 § 発声の優先順位); otherwise the
        earliest voice wins (``"first_call"``).
        """
        voice = self.response_voice
        first = min(voice.get(s, len(voice)) for s, _ in calls)
        front = [c for c in calls if voice.get(c[0], len(voice)) == first]
        front.sort(key=lambda c: self.response_order.index(c[0]))
        if len(front) > 1:
            big = [c for c in front if c[1].kind in ("pon", "daiminkan")]
            if big:
                return big[0], "simultaneous_pon_over_chi"
        return front[0], "first_call"

    def _make_call(self, s: int, a: Action, origin: int, tile: Tile) -> None:
        p = self.players[s]
        q = self.players[origin]
        q.called_away[-1] = True
        self.pending_discard = None
        for pl in self.players:
            pl.ippatsu = False
        self.uninterrupted = False
        p._merge_drawn()
        source = Source.from_offset(
            (origin - s) % 4 if self.n == 4 else (3 if (origin - s) % 3 == 2 else 1)
        )
        if a.kind == "daiminkan":
            own = [t for t in p.concealed if t.kind == tile.kind]
            for t in own:
                p._remove(t)
            meld = Meld._checked_by_caller(MeldKind.DAIMINKAN, tuple(own) + (tile,), tile, source)
            p.melds.append(meld)
            self.turn = s
            self._emit("kan", s, tile, kan="daiminkan", meld=meld.notation, discarder=origin)
            self._check_pao(s, origin, meld)
            self.kan_owners.append(s)
            self.daiminkan_from = origin
            if self._fifth_kan_abort():
                return
            self._finish_kan(s, "daiminkan")
            self.daiminkan_from = origin
            return
        if a.kind == "pon":
            tiles = a.tiles or self._pon_choices(p, tile)[0]
            meld = Meld._checked_by_caller(MeldKind.PON, tuple(tiles) + (tile,), tile, source)
        else:
            tiles = a.tiles
            if not tiles:
                choices = [
                    c
                    for c in self._chi_choices(p, tile)
                    if self._kuikae_leaves(p, c, tile, "chi") is None
                ]
                tiles = choices[0]
            meld = Meld._checked_by_caller(MeldKind.CHI, tuple(tiles) + (tile,), tile, Source.KAMICHA)
        for t in tiles:
            p._remove(t)
        p.melds.append(meld)
        self.kuikae_banned = self._kuikae_banned(tuple(tiles), tile, a.kind)
        self.just_called = True
        self.turn = s
        self.phase = "act"
        self.last_draw = None
        self._emit(
            "call",
            s,
            tile,
            call=a.kind,
            meld=meld.notation,
            discarder=origin,
            kuikae_banned=[_PLAIN[k].notation for k in sorted(self.kuikae_banned)],
        )
        if a.kind == "pon":
            self._check_pao(s, origin, meld)

    def _check_pao(
        self, s: int, origin: int, meld: Meld, melds: list[Meld] | None = None
    ) -> None:
        """Record yakuman liability (責任払い) created by this call (rulesets.md §2.4): the call
        that completes the third dragon set, the fourth wind set or (daiminkan) the fourth kan.
        ``melds``: the seat's melds up to and including ``meld`` (default: all of them)."""
        p = self.players[s]
        melds = p.melds if melds is None else melds
        triplets = [m.first.kind for m in melds if m.kind is not MeldKind.CHI]
        k = meld.first.kind
        found = []
        if k in _DRAGONS and all(d in triplets for d in _DRAGONS):
            found.append("daisangen")
        if k in _WINDS and all(w in triplets for w in _WINDS):
            found.append("daisuushii")
        if meld.kind is MeldKind.DAIMINKAN and sum(1 for m in melds if m.is_kan) == 4:
            found.append("suukantsu")
        for yaku in found:
            if yaku in self.rules.pao_yakuman:
                self.pao[s] = self.pao.get(s, ()) + ((yaku, origin),)
                self._emit("pao", s, meld.called, yaku=yaku, liable=origin)

    def _pao_from_table(self, s: int) -> None:
        """Liability set up by melds already on the table (a scenario): seat ``s``'s melds are
        taken in their order, each called meld from the seat its source names, as if called
        then (a kakan counts as the pon it grew from)."""
        p = self.players[s]
        for i, m in enumerate(p.melds):
            if m.source is None or m.kind is MeldKind.CHI:
                continue
            self._check_pao(s, self.source_seat(s, m), m, p.melds[: i + 1])

    def source_seat(self, s: int, meld: Meld) -> int:
        """The seat whose discard seat ``s`` called for ``meld`` (``meld.source`` relative to
        ``s``; three-player: kamicha is the seat before, anyone else the seat after).

        Raises ValueError for a meld with no source (an ankan)."""
        if meld.source is None:
            raise ValueError(f"a {meld.kind.value} has no source seat")
        off = meld.source.offset if self.n == 4 else (2 if meld.source.offset == 3 else 1)
        return (s + off) % self.n
