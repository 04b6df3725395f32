"""What a seat may do now: ``legal_actions()`` (with its fast path for the player to act) and
``why_not()`` with one check per action kind: discard (riichi tsumogiri, kuikae), riichi, tsumo,
the kans (``_kan_common``: the 4-kan limit, haitei, rinshan left; ``_why_not_ankan``: riichi
ankan via :func:`mjteach.waits.riichi_ankan_reason`), kakan, kita, kyuushu kyuuhai, and the
answers to a discard (ron with furiten, pon, chi, daiminkan, kuikae).
"""

from __future__ import annotations

from itertools import compress

from .. import checks
from ..melds import OPEN_KINDS, MeldKind
from ..rules import Kuikae, Reason
from ..tiles import Tile, format_tiles
from .actions import _DRAWS, Action, R, _act, _kind_acts, _tile_act, _tile_draw
from .shapes import (
    _DISCARD_TABLES,
    _FIVES,
    _KINDS,
    _PLAIN,
    _RED,
    _complete_maybe,
    _discard_table,
    _fast_complete,
    _fast_waits,
    _hand_status,
    _has_all,
    _n,
    _reds_held,
    _riichi_discards,
    _riichi_maybe,
    _variants_held,
    _wins_with,
    _yaochuu_kinds,
)
from .state import PlayerState


class Legality:
    """legal_actions / why_not of a Round, per action kind (mixed into Round)."""

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every action ``seat`` may play now (all waiting seats when None), each once.

        In ``respond``/``chankan`` a seat with nothing but ``pass`` is not asked and gets ``[]``.
        """
        if seat is not None and (type(seat) is not int or not 0 <= seat < self.n):
            checks.seat("seat", seat, self.n)
        phase = self.phase
        if phase == "act" and (seat is None or seat == self.turn):
            return self._legal_act(self.turn)  # waiting_on is [turn] in this phase
        if phase == "over":
            return []
        if phase == "draw":  # only the seat to move may draw (why_not: turn.*, wall.empty)
            if (seat is None or seat == self.turn) and self.wall._live > 0:
                return [_DRAWS.get(self.turn) or _tile_draw(self.turn)]
            return []
        seats = self.waiting_on if seat is None else [seat]
        out: list[Action] = []
        known = self._responder_acts if phase == "respond" else None
        for s in seats:
            if self.phase == "act" and s == self.turn:
                out.extend(self._legal_act(s))
                continue
            if known and s in known and s in self.responders and s not in self.responses:
                out.extend(known[s])  # nothing a seat may answer changes before it answers
                continue
            for a in self._candidates(s):
                if self.why_not(a) is None:
                    out.append(a)
        return out

    def _legal_act(self, s: int) -> list[Action]:
        """Fast path of legal_actions for the player to act: discards and riichi are listed
        directly by the same rules as _why_not_discard / _why_not_riichi (a test checks both
        paths agree); the rare kinds (tsumo, kans, kita) go through why_not."""
        p = self.players[s]
        out: list[Action] = []
        counts = p.counts
        drawn = p.drawn
        just_called = self.just_called
        # one look at the suits' readings answers "could this be complete / could a discard
        # leave tenpai" for most hands; the exact checks run only when it could
        status = _hand_status(p.codes)
        closed_hand = status[6] % 3 == 2
        if p.riichi:
            if drawn is not None:
                out.append(_tile_act("discard", s, drawn.kind, drawn.red))
        else:
            banned = self.kuikae_banned
            reds: set[int] | tuple[()] = ()
            if counts[4] or counts[13] or counts[22]:  # only fives can be red
                reds = {t.kind for t in p.concealed if t.red}
                if drawn is not None and drawn.red:
                    reds.add(drawn.kind)
            # what _kind_acts("discard", s, kinds, reds, counts, banned) lists: one plain discard
            # per kind held, in kind order; a red five before the plain one (alone if it is the
            # only tile of its kind); banned kinds left out
            out = list(compress(_DISCARD_TABLES.get(s) or _discard_table(s), counts))
            kinds = None
            if reds:
                kinds = list(compress(_KINDS, counts))
                for k in sorted(reds, reverse=True):
                    i = kinds.index(k)
                    red = _tile_act("discard", s, k, True)
                    if counts[k] > 1:
                        out.insert(i, red)
                    else:
                        out[i] = red
            if banned:
                out = [a for a in out if a.tile.kind not in banned]  # type: ignore[union-attr]
            if (
                closed_hand
                and not just_called
                and self.scores[s] >= 1000
                and self.wall._live >= self.n
                and (not p.melds or OPEN_KINDS.isdisjoint([m.kind for m in p.melds]))
                and _riichi_maybe(status)
            ):
                ok = _riichi_discards(tuple(counts))
                if ok:
                    if kinds is None:
                        kinds = list(compress(_KINDS, counts))
                    out.extend(
                        _kind_acts("riichi", s, [k for k in kinds if k in ok], reds, counts, ())
                    )
        rare: list[Action] = []
        if (
            drawn is not None
            and not just_called
            and closed_hand
            and _complete_maybe(status)
            and _fast_complete(counts)
        ):
            rare.append(_act("tsumo", s))
        if not just_called:
            closed = None
            if status[5]:  # a kind held four times
                for k in range(34):
                    if counts[k] == 4:
                        closed = closed or p.closed_tiles
                        rare.append(_act("ankan", s, next(t for t in closed if t.kind == k)))
            for m in p.melds:
                if m.kind is MeldKind.PON and counts[m.first.kind]:
                    closed = closed or p.closed_tiles
                    rare.append(_act("kakan", s, next(t for t in closed if t.kind == m.first.kind)))
            if self.rules.kita and counts[30]:
                rare.append(_act("kita", s, Tile(30)))
            if (
                self.uninterrupted
                and self.discard_counts[s] == 0
                and self.rules.kyuushu_kyuuhai
                and _yaochuu_kinds(counts) >= 9
            ):
                rare.append(_act("kyuushu", s))
        if rare:
            out.extend(a for a in rare if self.why_not(a) is None)
        return out

    def _legal_slow(self, seat: int) -> list[Action]:
        """legal_actions by filtering every candidate through why_not (reference for tests)."""
        return [a for a in self._candidates(seat) if self.why_not(a) is None]

    def is_legal(self, action: Action) -> bool:
        return self.why_not(action) is None

    def why_not(self, action: Action) -> Reason | None:
        """None if ``action`` is legal now, else the Reason it is not (code, message, source).
        Raises TypeError if ``action`` is not an Action."""
        if type(action) is not Action and not isinstance(action, Action):
            raise TypeError(f"action must be an Action (or text given to play()), not "
                            f"{action!r}")
        s = action.seat
        kind = action.kind
        phase = self.phase
        # shortcuts for the frequent cases: the same checks the general path below makes, in the
        # same order, for a seat number that is a plain int
        if s.__class__ is int:
            if phase == "act":
                if kind == "discard" and s == self.turn:
                    return self._why_not_discard(action)
            elif phase == "respond":
                if 0 <= s < self.n:
                    return self._why_not_response(action)
            elif phase == "draw" and kind == "draw" and s == self.turn:
                if self.wall._live <= 0:
                    return R("wall.empty", "rinshan")
                return None
        if phase == "over":
            return self._why_not_after_last_discard(action) or R("round.over", "turn")
        if not isinstance(s, int) or not 0 <= s < self.n:
            return R("action.bad_seat", "turn", seat=s, players=self.n)
        if self.phase in ("respond", "chankan"):
            return self._why_not_response(action)
        if kind in ("pon", "chi", "daiminkan", "ron") or kind == "pass":
            if kind == "daiminkan":
                return R("kan.daiminkan_no_discard", "daiminkan")
            if kind == "pass":
                return R("respond.no_discard", "turn")
            return R("call.no_discard", "chi" if kind == "chi" else "pon", call=kind)
        if s != self.turn:
            return R("turn.not_your_turn", "turn", seat=s, turn=self.turn)
        if self.phase == "draw":
            if kind == "draw":
                if self.wall.live_remaining <= 0:
                    return R("wall.empty", "rinshan")
                return None
            if kind in ("ankan", "kakan"):
                return R("kan.before_draw", "kan_order", kan=kind)
            return R("turn.must_draw", "turn")
        # phase act
        if kind == "draw":
            return R("turn.already_drawn", "turn")
        if kind == "discard":
            return self._why_not_discard(action)
        if kind == "riichi":
            return self._why_not_riichi(action)
        if kind == "tsumo":
            return self._why_not_tsumo(action)
        if kind == "ankan":
            return self._why_not_ankan(action)
        if kind == "kakan":
            return self._why_not_kakan(action)
        if kind == "kita":
            return self._why_not_kita(action)
        if kind == "kyuushu":
            return self._why_not_kyuushu(action)
        return R("action.unknown", "turn", kind=kind)  # pragma: no cover

    # ----- candidates ---------------------------------------------------
    def _candidates(self, s: int) -> list[Action]:
        p = self.players[s]
        if self.phase == "draw":
            return [Action("draw", s)] if s == self.turn else []
        if self.phase == "act":
            if s != self.turn:
                return []
            closed = p.closed_tiles
            uniq = sorted(set(closed))
            out = [_act("discard", s, t) for t in uniq]
            if (
                not p.riichi
                and not self.just_called
                and self.scores[s] >= 1000
                and not any(m.is_open for m in p.melds)
            ):
                ok = _riichi_discards(tuple(p.counts))
                out += [_act("riichi", s, t) for t in uniq if t.kind in ok]
            if p.drawn is not None and self._win_hand_ok(s, p.counts):
                out.append(_act("tsumo", s))
            for k in range(34):
                if p.counts[k] == 4:
                    out.append(_act("ankan", s, next(t for t in closed if t.kind == k)))
            for m in p.melds:
                if m.kind is MeldKind.PON and p.counts[m.first.kind]:
                    out.append(
                        Action("kakan", s, next(t for t in closed if t.kind == m.first.kind))
                    )
            if self.rules.kita and p.counts[30]:
                out.append(Action("kita", s, Tile(30)))
            out.append(Action("kyuushu", s))
            return out
        if s not in self.responders or s in self.responses:
            return []
        tile = self.chankan["tile"] if self.phase == "chankan" else self.pending_discard[1]  # type: ignore[index]
        out = []
        c = p.counts[tile.kind]
        if c < 4 and _wins_with(p.counts, tile.kind):
            out.append(_act("ron", s, tile))
        if self.phase == "respond":
            if c == 3:
                out.append(_act("daiminkan", s, tile))
            if c >= 2:
                for pair in self._pon_choices(p, tile):
                    out.append(_act("pon", s, tile, pair))
            if not tile.is_honor and self.n == 4 and (self.turn + 1) % self.n == s:
                for pair in self._chi_choices(p, tile):
                    out.append(_act("chi", s, tile, pair))
        out.append(_act("pass", s))
        return out

    @staticmethod
    def _pon_choices(p: PlayerState, tile: Tile) -> list[tuple[Tile, Tile]]:
        """The distinct pairs of held tiles of the called kind, sorted (a red five first)."""
        k = tile.kind
        n = p.counts[k]
        if k not in _FIVES:
            return [(_PLAIN[k], _PLAIN[k])] if n >= 2 else []
        red = _reds_held(p, k)
        plain = n - red
        out = []
        if red >= 2:
            out.append((_RED[k], _RED[k]))
        if red and plain:
            out.append((_RED[k], _PLAIN[k]))
        if plain >= 2:
            out.append((_PLAIN[k], _PLAIN[k]))
        return out

    @staticmethod
    def _chi_choices(p: PlayerState, tile: Tile) -> list[tuple[Tile, Tile]]:
        """The distinct pairs of held tiles that make a run with ``tile``, sorted."""
        if tile.is_honor:
            return []
        k = tile.kind
        base = k - k % 9
        counts = p.counts
        out = []
        for a, b in ((k - 2, k - 1), (k - 1, k + 1), (k + 1, k + 2)):
            if a < base or b > base + 8 or not counts[a] or not counts[b]:
                continue
            for x in _variants_held(p, a):  # kinds ascend from pattern to pattern: sorted
                for y in _variants_held(p, b):
                    out.append((x, y))
        return out

    # ----- checks: own turn ---------------------------------------------
    def _has_exact(self, p: PlayerState, tile: Tile | None) -> bool:
        """Is this exact tile (red or not) among the closed tiles (drawn or concealed)?"""
        if tile is None:
            return False
        k, red = tile.kind, tile.red
        if k not in _FIVES:  # no red tile of this kind exists: the count answers
            return p.counts[k] > 0
        d = p.drawn
        if d is not None and d.kind == k and d.red == red:
            return True
        for t in p.concealed:  # ``tile in p.concealed`` without Tile.__eq__ calls
            if t.kind == k and t.red == red:
                return True
        return False

    def _why_not_after_last_discard(self, a: Action) -> Reason | None:
        """After an exhaustive draw, a call on the last discard (河底牌) is still answered with
        the reason the rules refused it (e.g. ``call.houtei``), so a learner can ask why the
        tile nobody could claim was not theirs; None when nothing more specific applies."""
        if (
            a.kind not in ("pon", "chi", "daiminkan", "ron")
            or self.pending_discard is None
            or (self.result or {}).get("type") != "exhaustive_draw"
            or not isinstance(a.seat, int)
            or not 0 <= a.seat < self.n
        ):
            return None
        saved = self.phase, self.responses
        self.phase, self.responses = "respond", {}
        try:
            return self._why_not_response(a)
        finally:
            self.phase, self.responses = saved

    def _why_not_discard(self, a: Action) -> Reason | None:
        p = self.players[a.seat]
        if a.tile is None:
            return R("action.needs_tile", "turn", kind=a.kind, example=f"{a.kind} 5m")
        if not self._has_exact(p, a.tile):
            return R("discard.not_in_hand", "turn", tile=_n(a.tile))
        assert a.tile is not None
        if p.riichi and a.tile != p.drawn:
            return R("discard.riichi_tsumogiri", "riichi", tile=a.tile.notation, drawn=_n(p.drawn))
        if a.tile.kind in self.kuikae_banned:
            return R("discard.kuikae", "kuikae", tile=a.tile.notation)
        return None

    def _why_not_riichi(self, a: Action) -> Reason | None:
        p = self.players[a.seat]
        if p.riichi:
            return R("riichi.already", "riichi")
        if any(m.is_open for m in p.melds):
            return R("riichi.not_menzen", "riichi")
        if self.just_called:
            return R("riichi.not_menzen", "riichi")
        if self.scores[a.seat] < 1000:
            return R("riichi.points", "riichi", points=self.scores[a.seat])
        if self.wall.live_remaining < self.n:
            return R("riichi.wall_short", "riichi", left=self.wall.live_remaining, need=self.n)
        if a.tile is None:
            return R("action.needs_tile", "turn", kind=a.kind, example=f"{a.kind} 5m")
        if not self._has_exact(p, a.tile):
            return R("discard.not_in_hand", "turn", tile=_n(a.tile))
        assert a.tile is not None
        if sum(p.counts) % 3 != 2 or a.tile.kind not in _riichi_discards(tuple(p.counts)):
            return R("riichi.not_tenpai", "riichi", tile=a.tile.notation)
        return None

    def _win_hand_ok(self, seat: int, counts: list[int]) -> bool:
        return sum(counts) % 3 == 2 and _fast_complete(counts)

    def _why_not_tsumo(self, a: Action) -> Reason | None:
        p = self.players[a.seat]
        if self.just_called or p.drawn is None:
            return R("tsumo.not_drawn", "turn")
        if not self._win_hand_ok(a.seat, p.counts):
            return R("win.not_complete", "turn")
        val = self._evaluate(a.seat, p.drawn, tsumo=True)
        if val is not None and not getattr(val, "is_win", True):
            return getattr(val, "reason", None) or R("win.no_yaku", "turn")
        return None

    def _kan_common(self, seat: int, kind: str) -> Reason | None:
        """Checks shared by every kan (order: the most instructive first)."""
        total = len(self.kan_owners)
        fifth = self.rules.fifth_kan_aborts or self.rules.max_kans == 5
        if total >= 4:
            sole = self.kan_owners.count(self.kan_owners[0]) == 4
            if sole and self.kan_owners[0] != seat:
                if not fifth:
                    return R("kan.suukantsu_other", "suukaikan", owner=self.kan_owners[0])
            elif not fifth or sole:
                return R("kan.limit", "suukaikan", limit=4)
        live = self.wall.live_remaining
        if kind != "daiminkan":
            if live == 0 and not self.rules.kan_on_haitei:
                return R("kan.haitei", "rinshan", kan=kind)
            if live == 1 and self.rules.kan_on_tile_before_haitei:
                return R("kan.before_haitei", "old_rule", kan=kind)
        elif self.houtei and not self.rules.calls_on_houtei:
            return R("kan.houtei", "houtei")
        if total < 4 and not self.wall.can_draw_rinshan(allow_short=self.rules.kan_on_haitei):
            return R(
                "kan.no_rinshan",
                "rinshan",
                left=self.wall.live_remaining,
                rinshan=self.wall.rinshan_remaining,
            )
        return None

    def _why_not_ankan(self, a: Action) -> Reason | None:
        p = self.players[a.seat]
        if self.just_called:
            return R("kan.after_call", "kan_order", kan="ankan")
        if a.tile is None:
            return R("kan.no_tile", "ankan")
        k = a.tile.kind
        if p.counts[k] < 4:
            return R("kan.not_four", "ankan", tile=Tile(k).notation, held=p.counts[k])
        r = self._kan_common(a.seat, "ankan")
        if r is not None:
            return r
        if p.riichi:
            from ..waits import riichi_ankan_reason

            return riichi_ankan_reason(p.hand, k, self.rules)
        return None

    def _why_not_kakan(self, a: Action) -> Reason | None:
        p = self.players[a.seat]
        if self.just_called:
            return R("kan.after_call", "kan_order", kan="kakan")
        if a.tile is None:
            return R("kan.no_tile", "kakan")
        if not any(m.kind is MeldKind.PON and m.first.kind == a.tile.kind for m in p.melds):
            return R("kan.no_pon", "kakan", tile=a.tile.plain.notation)
        if not self._has_exact(p, a.tile):
            return R("kan.not_in_hand", "kakan", tile=a.tile.notation)
        if self.rules.kakan_drawn_tile_only and (p.drawn is None or p.drawn.kind != a.tile.kind):
            # only one copy is left beside a pon, so the kind says whether it is the drawn tile
            return R("kan.kakan_not_drawn", "kakan_drawn", tile=a.tile.notation)
        return self._kan_common(a.seat, "kakan")

    def _why_not_kita(self, a: Action) -> Reason | None:
        p = self.players[a.seat]
        if not self.rules.kita or self.n != 3:
            return R("kita.not_used", "sanma")
        if p.counts[30] == 0:
            return R("kita.no_north", "sanma")
        if self.just_called:
            return R("kita.after_call", "sanma")
        if p.riichi and (p.drawn is None or p.drawn.kind != 30):
            return R("kita.riichi_drawn_only", "kita")
        live = self.wall.live_remaining
        if live == 0 and not self.rules.kan_on_haitei:
            return R("kita.haitei", "sanma")
        if not self.wall.can_draw_rinshan(allow_short=self.rules.kan_on_haitei):
            return R("kan.no_rinshan", "rinshan", left=live, rinshan=self.wall.rinshan_remaining)
        return None

    def _why_not_kyuushu(self, a: Action) -> Reason | None:
        """九種九牌 (rules.kyuushu_kyuuhai; rulesets.md §2.3 and S37): on the first draw of an
        uninterrupted go-around (no call, kan or kita yet, no discard of one's own), a player
        whose 14 tiles hold 9 or more different terminals and honors may end the hand."""
        if not self.rules.kyuushu_kyuuhai:
            return R("kyuushu.not_used", "abort")
        p = self.players[a.seat]
        if (
            not self.uninterrupted
            or self.discard_counts[a.seat] != 0
            or p.drawn is None
            or self.last_draw != "live"
        ):
            return R("kyuushu.not_first_draw", "abort")
        kinds = _yaochuu_kinds(p.counts)
        if kinds < 9:
            return R("kyuushu.too_few", "abort", kinds=kinds)
        return None

    # ----- checks: responses --------------------------------------------
    def _why_not_response(self, a: Action) -> Reason | None:
        s = a.seat
        kind = a.kind
        if self.phase == "chankan":
            assert self.chankan is not None
            origin = self.chankan["seat"]
            tile = self.chankan["tile"]
        else:
            assert self.pending_discard is not None
            origin, tile, _ = self.pending_discard
        if kind in ("draw", "discard", "riichi", "tsumo", "ankan", "kakan", "kita", "kyuushu"):
            if kind in ("ankan", "kakan") and s == origin:
                return R("kan.not_after_discard", "kan_order", kan=kind)
            if s in self.waiting_on:  # the seat asked is itself the one everybody waits for
                return R("respond.answer_first", "turn")
            return R("respond.waiting", "turn", seats=",".join(map(str, self.waiting_on)))
        if s == origin:
            if kind == "daiminkan":
                return R("kan.daiminkan_own_discard", "daiminkan")
            return R("call.own_discard", "turn", call=kind)
        if s in self.responses:
            return R("respond.already", "turn", answer=self.responses[s].kind)
        at = a.tile
        if at is not None and (at.kind != tile.kind or at.red != tile.red):
            return R("call.wrong_tile", "turn", tile=at.notation, discard=tile.notation)
        if kind == "pass":
            return None
        p = self.players[s]
        if kind == "ron":
            return self._why_not_ron(s, tile)
        if self.phase == "chankan":
            return R("call.chankan_only_ron", "chankan", call=kind)
        if self.suukaikan_pending:
            return R("call.suukaikan", "suukaikan", call=kind)
        if p.riichi:
            return R("call.riichi", "riichi", call=kind)
        if self.houtei and not self.rules.calls_on_houtei and kind != "daiminkan":
            return R("call.houtei", "houtei", call=kind)
        if kind == "daiminkan":
            if p.counts[tile.kind] < 3:
                return R(
                    "kan.daiminkan_needs_three",
                    "daiminkan",
                    tile=tile.plain.notation,
                    held=p.counts[tile.kind],
                )
            return self._kan_common(s, "daiminkan")
        if kind == "pon":
            if p.counts[tile.kind] < 2:
                return R("call.pon_needs_pair", "pon", tile=tile.plain.notation)
            tiles = a.tiles or self._pon_choices(p, tile)[0]
            if len(tiles) != 2 or any(t.kind != tile.kind for t in tiles) or not _has_all(p, tiles):
                return R("call.not_in_hand", "pon", tiles=format_tiles(tiles))
            return self._kuikae_leaves(p, tiles, tile, "pon")
        if kind == "chi":
            if not self.rules.chi_allowed or self.n == 3:
                return R("call.chi_sanma", "sanma")
            if (origin + 1) % self.n != s:
                return R("call.chi_not_kamicha", "chi", discarder=origin)
            if tile.is_honor:
                return R("call.chi_honor", "chi", tile=tile.notation)
            if a.tiles:
                tiles = tuple(a.tiles)
                kinds = sorted([tiles[0].kind, tiles[1].kind, tile.kind]) if len(tiles) == 2 else []
                if (
                    len(tiles) != 2
                    or any(t.is_honor or t.suit != tile.suit for t in tiles)
                    or kinds != list(range(kinds[0], kinds[0] + 3))
                ):
                    return R(
                        "call.chi_not_sequence",
                        "chi",
                        tiles=format_tiles(tiles),
                        tile=tile.notation,
                    )
                if not _has_all(p, tiles):
                    return R("call.not_in_hand", "chi", tiles=format_tiles(tiles))
                return self._kuikae_leaves(p, tiles, tile, "chi")
            choices = self._chi_choices(p, tile)
            if not choices:
                return R("call.chi_no_run", "chi", tile=tile.notation)
            reasons = [self._kuikae_leaves(p, c, tile, "chi") for c in choices]
            if all(r is not None for r in reasons):
                return reasons[0]
            return None
        return R("action.unknown", "turn", kind=kind)  # pragma: no cover

    def _kuikae_banned(self, tiles: tuple[Tile, ...], called: Tile, kind: str) -> frozenset[int]:
        """Kinds the caller may not discard right after the call (副露 § 喰い替え)."""
        mode = self.rules.kuikae
        if mode is Kuikae.ALLOWED:
            return frozenset()
        banned = {called.kind}
        if kind == "chi" and mode is Kuikae.FORBIDDEN:
            ks = sorted(t.kind for t in tiles)
            c = called.kind
            base = c - c % 9
            if ks[0] == c + 1 and c + 3 <= base + 8:
                banned.add(c + 3)
            if ks[1] == c - 1 and c - 3 >= base:
                banned.add(c - 3)
        return frozenset(banned)

    def _kuikae_leaves(
        self, p: PlayerState, tiles: tuple[Tile, ...], called: Tile, kind: str
    ) -> Reason | None:
        """A Reason if, after the call with ``tiles`` (held), every tile left is banned."""
        counts = p.counts
        rest = sum(counts) - len(tiles)
        if rest <= 0 or rest > 8:  # at most two kinds are banned (the called one and one suji)
            return None  # so more than 8 tiles left cannot all be banned
        banned = self._kuikae_banned(tiles, called, kind)
        left_banned = sum(counts[k] for k in banned) - sum(1 for t in tiles if t.kind in banned)
        if left_banned == rest:
            return R("call.kuikae_no_discard", "kuikae", call=kind)
        return None

    def _waits_of(self, seat: int) -> frozenset[int]:

        counts = self.players[seat].counts
        if sum(counts) % 3 != 1:
            return frozenset()
        return _fast_waits(counts)

    def _why_not_ron(self, s: int, tile: Tile) -> Reason | None:
        p = self.players[s]
        counts = list(p.counts)
        counts[tile.kind] += 1
        if counts[tile.kind] > 4 or not self._win_hand_ok(s, counts):
            return R("win.not_complete", "turn", tile=tile.notation)
        if self.phase == "chankan" and self.chankan and self.chankan["kind"] == "ankan":
            from ..waits import decompositions

            if not any(d.form == "kokushi" for d in decompositions(counts)):
                return R("win.ankan_not_kokushi", "chankan")
        w = self._waits_of(s)
        own = {t.kind for t in p.discards}
        if w & own:
            return R("win.furiten", "furiten", tiles=format_tiles(Tile(k) for k in sorted(w & own)))
        if p.furiten_riichi:
            return R("win.furiten_riichi", "furiten")
        if p.furiten_temporary:
            return R("win.furiten_temporary", "furiten")
        val = self._evaluate(s, tile, tsumo=False)
        if val is not None and not getattr(val, "is_win", True):
            return getattr(val, "reason", None) or R("win.no_yaku", "turn")
        return None
