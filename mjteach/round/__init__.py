"""The state machine of one hand (局): deal, draws, discards, calls, kans, riichi, wins and draws.

A :class:`Round` is one object you ``play()`` actions on and ``undo()``, like a chess board
(STYLE.md). ``legal_actions(seat)`` lists what a seat may do now; ``why_not(action)`` answers any
other attempt with a :class:`~mjteach.rules.Reason` (stable code, message in en/ja/zh, source);
``play()`` raises :class:`IllegalAction` carrying that reason and leaves the state untouched.

Phases (``Round.phase``)
------------------------
``"draw"``
    ``turn`` must draw (``Action.draw``).
``"act"``
    ``turn`` holds 14 tiles (melds as 3) and may discard, riichi, tsumo, ankan, kakan (or kita in
    three-player). After a chi or pon the same phase is used but only a discard is legal.
``"respond"``
    A tile was just discarded. Each other seat that may do something with it (ron, pon, daiminkan,
    chi) answers with one action, or ``pass``; :attr:`Round.waiting_on` lists the seats still to
    answer. When the last one answers, the claims are resolved by the rules' call priority
    (副露 § 優先順位; ``rules.call_priority``): ron beats every meld call, pon/daiminkan beat chi
    (or, under ``FIRST_CALL``, the first voice wins: answers played one after another with
    ``play()`` follow their order, while the answers of one :meth:`Round.respond` call are
    simultaneous voices, among which pon/daiminkan still beat chi: 槓 § 大明槓 「発声が同時だった
    場合はチーより大明槓が優先される」, 副露 § 発声の優先順位). A ``"claims"`` event records who
    asked for what, in which voice, who got the tile and the rule that decided, so a widget can
    explain it.
``"chankan"``
    A kakan (or, where ``rules.kokushi_chankan_ankan``, an ankan that a kokushi hand waits on)
    opened a window: seats that can ron the tile answer ``ron`` or ``pass``. Robbed, the kan fails:
    no rinshan draw and no kan dora (槓 § 手順, 加槓; FORMATS.md §6).
``"over"``
    :attr:`Round.result` holds the outcome.

Kans (槓 § 手順, § 嶺上牌, § 槓ドラ; FORMATS.md §6)
------------------------------------------------------
A kan that stands draws a rinshan tile (event ``rinshan_draw``), moves the haitei into the dead wall
(event ``wall_shift``) and turns a kan-dora indicator (event ``dora_reveal``) immediately or at the
kanner's discard per ``rules.kan_dora_timing_<kind>``. A pending reveal is also turned when the same
player's next kan survives its chankan check, and is dropped if the hand ends first.

Seats are 0..players-1 in turn order; ``dealer`` is a seat. Tiles are :class:`~mjteach.tiles.Tile`.

Modules (one per concern; docs/architecture.md says where each rule lives)
---------------------------------------------------------------------------
``actions``   Action, Event, IllegalAction, action kinds, rule sources of reasons
``state``     PlayerState; views, undo, event log, snapshots (RoundState)
``legality``  legal_actions / why_not, one check per action kind (Legality)
``calls``     draws, discards, who gets a discard: priority, head bump, furiten, calls (Calls)
``kans``      the kan procedure: chankan, rinshan, kan dora, haitei shift; kita (Kans)
``endings``   wins, exhaustive and abortive draws, payments (Endings)
``shapes``    fast shape checks (complete, waits, riichi discards) kept for speed
``machine``   Round: the API that puts them together
"""

from .actions import ACTION_KINDS, SOURCES, Action, Event, IllegalAction
from .machine import Round
from .shapes import _wins_with  # noqa: F401  (tests compare it with mjteach.waits)
from .state import PlayerState

__all__ = ["Action", "Event", "IllegalAction", "Round", "PlayerState", "ACTION_KINDS", "SOURCES"]
