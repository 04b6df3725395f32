"""Read Tenhou mjlog XML (``<mjloggm ver="2.3">``) into a :class:`~mjteach.logs.model.GameLog`.

The file is parsed with :mod:`defusedxml` (an mjlog comes from outside: entity-expansion bombs,
external entities and DTDs are refused). Format reference: tests/data/realgames/FORMATS.md §2.

* ``T/U/V/W<id>`` draw by seat 0..3, ``D/E/F/G<id>`` discard, ``N who m`` call (meld code §2.1),
  ``DORA hai`` new kan-dora indicator, ``REACH who step``, ``AGARI``, ``RYUUKYOKU``.
* The draw right after a kan by the same seat is the rinshan draw (FORMATS.md §2.2).

Every problem raises :class:`~mjteach.logs.model.LogError` naming the file, the tag (with its
position among the file's tags, e.g. ``<N> #412``) and what is wrong.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote
from xml.etree.ElementTree import Element, ParseError

import defusedxml
import defusedxml.ElementTree as DET

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
    read_record,
    yaku_key,
)
from .shuffle import ShuffleError, TenhouShuffle

__all__ = ["read_mjlog", "parse_mjlog", "decode_meld", "encode_meld", "MeldCode"]

_TILES_AKA = tuple(Tile.from_136(i, aka=True) for i in range(136))
_TILES_PLAIN = tuple(Tile.from_136(i, aka=False) for i in range(136))
_DRAW_TAGS = "TUVW"
_DISCARD_TAGS = "DEFG"
_STEP_RE = re.compile(r"^([TUVWDEFG])(\d+)$")
_TAG_RE = re.compile(r"<([A-Za-z][A-Za-z0-9]*)")
_DRAW_KINDS = {"": "exhaustive", "nm": "nm"}
_ABORTS = ("yao9", "reach4", "ron3", "kan4", "kaze4", "nm")


class MeldCode:
    """A decoded ``N m=`` meld code (FORMATS.md §2.1).

    kind
        ``"chi"``, ``"pon"``, ``"kakan"``, ``"daiminkan"``, ``"ankan"`` or ``"kita"``.
    ids
        The 136-ids of the meld (3 for chi/pon, 4 for kans, 1 for kita).
    called
        For chi/pon/daiminkan the called tile's id; for kakan the added tile's id; for ankan the
        id in the code (``m >> 8``); for kita the tile.
    offset
        ``m & 3``: where the called tile came from relative to the caller (0 self, 1 shimocha,
        2 toimen, 3 kamicha).
    """

    __slots__ = ("kind", "ids", "called", "offset", "pon_called")

    def __init__(self, kind: str, ids: tuple[int, ...], called: int, offset: int,
                 pon_called: int | None = None) -> None:
        self.kind = kind
        self.ids = ids
        self.called = called
        self.offset = offset
        self.pon_called = pon_called

    def __repr__(self) -> str:
        return f"MeldCode({self.kind!r}, {self.ids}, called={self.called}, offset={self.offset})"


def decode_meld(m: int) -> MeldCode:
    """Decode a Tenhou meld code. Flags are tested in the order 0x04, 0x08, 0x10, 0x20: in a chi
    code bits 3–8 hold tile offsets, so testing 0x10 first would misread chis as kakans.

    Raises ``ValueError`` for a code outside 0..65535 or one that decodes to an impossible meld.
    """
    if not 0 <= m <= 0xFFFF:
        raise ValueError(f"meld code {m} is outside 0..65535")
    offset = m & 3
    if m & 0x04:
        t = m >> 10
        called = t % 3
        t //= 3
        if t >= 21:
            raise ValueError(f"chi code {m} names base {t}, beyond 7s")
        base = (t // 7) * 9 + t % 7
        ids = tuple((base + i) * 4 + ((m >> (3 + 2 * i)) & 3) for i in range(3))
        if offset != 3:
            raise ValueError(f"chi code {m} is from relative seat {offset}, not kamicha (3)")
        return MeldCode("chi", ids, ids[called], offset)
    if m & 0x08 or m & 0x10:  # 0x08 pon, else 0x10 kakan: same layout
        t = m >> 9
        called = t % 3
        kind = t // 3
        if kind > 33:
            raise ValueError(f"pon/kakan code {m} names tile kind {kind}")
        unused = (m >> 5) & 3
        pon = tuple(kind * 4 + j for j in range(4) if j != unused)
        if offset == 0:
            raise ValueError(f"pon/kakan code {m} has no source seat")
        if m & 0x08:
            return MeldCode("pon", pon, pon[called], offset)
        return MeldCode("kakan", tuple(kind * 4 + j for j in range(4)), kind * 4 + unused,
                        offset, pon_called=pon[called])
    if m & 0x20:
        return MeldCode("kita", (m >> 8,), m >> 8, offset)
    hai0 = m >> 8
    if hai0 > 135:
        raise ValueError(f"kan code {m} names tile id {hai0}")
    ids = tuple(hai0 - hai0 % 4 + j for j in range(4))
    return MeldCode("ankan" if offset == 0 else "daiminkan", ids, hai0, offset)


def encode_meld(kind: str, ids: tuple[int, ...], called: int, offset: int,
                pon_called: int | None = None) -> int:
    """The Tenhou meld code of a meld (the inverse of :func:`decode_meld`).

    ``ids`` are the meld's 136-ids (for a kakan all four), ``called`` the called id (kakan: the
    added id; ankan: any of the four), ``offset`` the source relative to the caller (0 self,
    1 shimocha, 2 toimen, 3 kamicha); for a kakan ``pon_called`` is the id the pon took (default:
    the lowest of the pon). Raises ``ValueError`` for a meld that cannot be coded.
    """
    ids = tuple(sorted(ids))
    kinds = [i // 4 for i in ids]
    if kind == "chi":
        base = kinds[0]
        if len(ids) != 3 or base >= 27 or base % 9 > 6 or kinds != [base, base + 1, base + 2]:
            raise ValueError("a chi is three consecutive suited tiles")
        t = (base // 9) * 7 + base % 9
        code = ((t * 3 + ids.index(called)) << 10) | 0x04 | (offset & 3)
        for i, tid in enumerate(ids):
            code |= (tid % 4) << (3 + 2 * i)
        return code
    if kind in ("pon", "kakan"):
        k = kinds[0]
        if len(set(kinds)) != 1:
            raise ValueError(f"a {kind} is tiles of one kind")
        if kind == "pon":
            if len(ids) != 3:
                raise ValueError("a pon is three tiles")
            unused = ({0, 1, 2, 3} - {i % 4 for i in ids}).pop()
            pon = ids
            flag = 0x08
        else:
            if len(ids) != 4:
                raise ValueError("a kakan is four tiles")
            unused = called % 4
            pon = tuple(i for i in ids if i != called)
            flag = 0x10
        called_pon = called if kind == "pon" else (pon[0] if pon_called is None else pon_called)
        return ((k * 3 + pon.index(called_pon)) << 9) | (unused << 5) | flag | (offset & 3)
    if kind in ("ankan", "daiminkan"):
        if len(ids) != 4 or len(set(kinds)) != 1:
            raise ValueError("a kan is the four tiles of one kind")
        return (called << 8) | (0 if kind == "ankan" else offset & 3)
    raise ValueError(f"unknown meld kind {kind!r}")


def read_mjlog(path: str | Path, *, regenerate_wall: bool = True) -> GameLog:
    """Read an mjlog file. See :func:`parse_mjlog`. Raises :class:`LogError` (also for a file that
    cannot be read as UTF-8)."""
    return parse_mjlog(read_record(path), path=str(path), regenerate_wall=regenerate_wall)


def _offset(text: str, line: int, column: int) -> int:
    """The index in ``text`` of expat's (1-based line, 0-based column)."""
    lines = text.split("\n")
    return sum(len(x) + 1 for x in lines[: line - 1]) + column


def _tag_at(text: str, offset: int) -> str | None:
    """The whole name of the last tag that starts at or before ``offset`` (None before any)."""
    name = None
    for m in _TAG_RE.finditer(text):
        if m.start() > offset:
            break
        name = m.group(1)
    return name


def _last_tag_before(text: str, line: int, column: int) -> str:
    name = _tag_at(text, _offset(text, line, column) + 1)
    return f"<{name}>" if name else "(before the first tag)"


def _cut_short(text: str, exc: ParseError, line: int, column: int) -> bool:
    """Did the XML stop early (a truncated download or copy) rather than hold a wrong tag?

    Expat reports "no element found" (code 3) at the end of the text when elements are still
    open, and "unclosed token" / "partial character" (codes 5, 6) where a tag that never closes
    begins.
    """
    code = getattr(exc, "code", None)
    if code == 3:
        return True
    if code in (5, 6):
        return ">" not in text[_offset(text, line, column):]
    return False


def _whole_tags(data: bytes | str) -> tuple[bytes | str, str | None]:
    """``data`` cut after its last complete tag, and the name of the tag cut in the middle (None
    when the cut falls between tags; ``""`` when it falls before a tag's name is whole)."""
    lt, gt = (b"<", b">") if isinstance(data, bytes) else ("<", ">")
    start = data.rfind(lt)  # type: ignore[arg-type]
    cut_tag = None
    if start >= 0 and data.find(gt, start) < 0:  # type: ignore[arg-type]
        partial = data[start:]
        if isinstance(partial, bytes):
            partial = partial.decode("utf-8", errors="replace")
        m = _TAG_RE.match(partial)
        cut_tag = m.group(1) if m and len(m.group(0)) < len(partial) else ""
        data = data[:start]
    return data[: data.rfind(gt) + 1], cut_tag  # type: ignore[arg-type]


def _parse_xml(data: bytes | str, text: str, path: str) -> Element:
    """defusedxml's parse, every failure as a LogError naming the tag and the position."""
    try:
        return DET.fromstring(data, forbid_dtd=True)
    except defusedxml.DTDForbidden:
        raise LogError(path, "<!DOCTYPE>", "refused: a DTD is not allowed in an mjlog") from None
    except defusedxml.EntitiesForbidden as exc:
        raise LogError(path, f"<!ENTITY {exc.name}>",
                       "refused: entity declarations are not allowed (possible entity-expansion "
                       "attack)") from None
    except defusedxml.ExternalReferenceForbidden as exc:
        raise LogError(path, "external reference",
                       f"refused: external reference {exc.sysid or exc.pubid!r}") from None
    except defusedxml.DefusedXmlException as exc:
        raise LogError(path, "", f"refused: {exc}") from None
    except (LookupError, ValueError) as exc:  # expat: an unknown or multi-byte encoding
        raise LogError(path, "<?xml?>", f"the XML declaration names an encoding mjlog files do not "
                       f"use ({exc}); an mjlog is UTF-8") from None
    except ParseError as exc:
        line, col = getattr(exc, "position", (1, 0))
        where = _last_tag_before(text, line, col)
        if _cut_short(text, exc, line, col):
            raise _CutShort(line, col) from None
        detail = re.sub(r": line \d+, column \d+$", "", str(exc))
        raise LogError(path, where, f"not well-formed XML (line {line}, column {col + 1}): "
                       f"{detail}") from None


class _CutShort(Exception):
    """The XML stops before its root closes, at expat's (line, column)."""

    def __init__(self, line: int, column: int) -> None:
        super().__init__(line, column)
        self.line, self.column = line, column


def parse_mjlog(data: bytes | str, *, path: str = "<mjlog>",
                regenerate_wall: bool = True) -> GameLog:
    """Parse mjlog XML text into a :class:`GameLog`.

    With ``regenerate_wall`` each hand gets ``yama`` and ``dice`` from the SHUFFLE seed
    (:mod:`mjteach.logs.shuffle`).

    A file cut short (its XML stops before ``</mjloggm>``, between tags or inside one, like a
    download that stopped) is read up to its last complete tag: the root is closed there, the
    hands before the cut are read whole, the last one is kept with ``incomplete=True`` when it
    stops mid-hand, and ``GameLog.cut_short`` says where the file stops (the last complete tag
    and the hand).

    Raises
    ------
    LogError
        Malformed XML (names the line, column and the tag there), a file cut short before its
        first complete ``<INIT>`` (nothing to replay; names the tag where it stops), a hostile
        construct (entity declarations, external references, DTD), an unknown or misplaced tag,
        an attribute that is missing or not a number, a tile id outside 0–135, a three-player
        game, a hand with no AGARI/RYUUKYOKU before the next INIT.
    """
    text = data.decode("utf-8", errors="replace") if isinstance(data, bytes) else data
    try:
        root = _parse_xml(data, text, path)
        cut = None
    except _CutShort as exc:
        root, cut = _read_cut_short(data, text, path, exc)
    if root.tag != "mjloggm":
        raise LogError(path, f"<{root.tag}>", "not an mjlog: the root tag must be <mjloggm>")
    game = _Reader(path).read(root, regenerate_wall)
    game.cut_short = cut
    return game


def _read_cut_short(data: bytes | str, text: str, path: str, exc: _CutShort
                    ) -> tuple[Element, str]:
    """The root of a file cut short, closed after its last complete tag, and where it stops.

    Raises LogError when the text before the cut is malformed, or holds no complete <INIT>."""
    line, col = exc.line, exc.column
    if not text.strip():
        raise LogError(path, "", "the file is empty")
    kept, cut_tag = _whole_tags(data)
    inside = (f"inside the <{cut_tag}> tag" if cut_tag else "between two tags" if cut_tag is None
              else "inside a tag")
    stops = (f"the file ends {inside} (line {line}, column {col + 1}): truncated? A complete "
             "mjlog ends with </mjloggm>")
    kept_text = kept.decode("utf-8", errors="replace") if isinstance(kept, bytes) else kept
    first = _TAG_RE.search(kept_text)
    if first is None:
        where = f"<{cut_tag}>" if cut_tag else "(before the first tag)"
        raise LogError(path, where, f"{stops}; no tag before the cut is complete")
    close = f"</{first.group(1)}>"
    try:
        root = _parse_xml(kept + (close.encode() if isinstance(kept, bytes) else close),
                          kept_text + close, path)
    except _CutShort as again:  # an element other than the root left open before the cut
        raise LogError(path, _last_tag_before(kept_text, again.line, again.column),
                       f"{stops}; the text before the cut does not close") from None
    inits = [n for n, el in enumerate(root) if el.tag == "INIT"]
    if not inits:
        where = f"<{cut_tag}>" if cut_tag else (f"<{root[-1].tag}> #{len(root) - 1}" if len(root)
                                                else f"<{root.tag}>")
        raise LogError(path, where, f"{stops}; no hand (<INIT>) before the cut")
    last = len(root) - 1
    where = f"after <{root[last].tag}> #{last} (hand {len(inits) - 1})"
    if cut_tag is not None:
        where += f"; the {f'<{cut_tag}> ' if cut_tag else ''}tag after it is cut in the middle"
    return root, where


class _Reader:
    def __init__(self, path: str) -> None:
        self.path = path
        self.game = GameLog(path=path, format="mjlog")
        self.hand: HandLog | None = None
        self.tiles = _TILES_AKA
        self.last_draw: list[int | None] = [None] * 4
        self.rinshan_pending: list[bool] = [False] * 4
        self.reach_pending: list[bool] = [False] * 4
        self.pon_from: dict[tuple[int, int], int] = {}
        self.where = ""

    # ----- helpers --------------------------------------------------------------------------
    def err(self, detail: str) -> LogError:
        hand = f" (hand {self.hand.number})" if self.hand is not None else ""
        return LogError(self.path, self.where + hand, detail)

    def attr(self, el: Element, name: str, default: str | None = None) -> str:
        value = el.get(name, default)
        if value is None:
            raise self.err(f"attribute {name!r} is missing")
        return value

    def ints(self, el: Element, name: str, count: int | None = None, default: str | None = None
             ) -> list[int]:
        raw = self.attr(el, name, default)
        try:
            values = [int(v) for v in raw.split(",")] if raw != "" else []
        except ValueError:
            raise self.err(f"attribute {name}={raw!r} is not a list of integers") from None
        if count is not None and len(values) != count:
            raise self.err(f"attribute {name}={raw!r} must hold {count} numbers")
        return values

    def tile_id(self, value: int, what: str) -> int:
        if not 0 <= value <= 135:
            raise self.err(f"{what} {value} is not a tile id 0–135")
        return value

    def seat(self, el: Element, name: str = "who") -> int:
        (v,) = self.ints(el, name, 1)
        if not 0 <= v <= 3:
            raise self.err(f"attribute {name}={v} is not a seat 0–3")
        return v

    def add(self, step: Step) -> None:
        if self.hand is None:
            raise self.err("game action before the first <INIT>")
        if self.hand_over:
            raise self.err("game action after the hand ended (AGARI/RYUUKYOKU)")
        self.hand.steps.append(step)

    # ----- main loop ------------------------------------------------------------------------
    def read(self, root: Element, regenerate_wall: bool) -> GameLog:
        game = self.game
        self.hand_over = False
        wins: list[Win] = []
        for n, el in enumerate(root):
            tag = el.tag
            self.where = f"<{tag}> #{n}"
            if tag in ("AGARI", "RYUUKYOKU") and el.get("owari") is not None:
                owari = self.attr(el, "owari").split(",")  # score (hundreds), uma (decimal) × 4
                try:
                    game.final_scores = tuple(int(v) * 100 for v in owari[0:8:2])
                    [float(v) for v in owari[1:8:2]]
                except ValueError:
                    raise self.err(f"owari={el.get('owari')!r} is not score,uma × 4") from None
                if len(owari) != 8:
                    raise self.err(f"owari holds {len(owari)} numbers, not 8 (score, uma × 4)")
            m = _STEP_RE.match(tag)
            if m:
                self.on_step(m.group(1), int(m.group(2)))
            elif tag == "N":
                self.on_call(el)
            elif tag == "DORA":
                (hai,) = self.ints(el, "hai", 1)
                tid = self.tile_id(hai, "dora indicator")
                self.add(Step("dora", None, self.tiles[tid], tid))
            elif tag == "REACH":
                seat = self.seat(el)
                (step,) = self.ints(el, "step", 1)
                if step not in (1, 2):
                    raise self.err(f"REACH step={step} must be 1 or 2")
                self.add(Step("reach", seat, reach_step=step))
                self.reach_pending[seat] = step == 1
            elif tag == "INIT":
                self.finish_hand(wins)
                wins = []
                self.on_init(el)
            elif tag == "AGARI":
                win = self.on_agari(el)
                if self.hand is None:
                    raise self.err("AGARI before the first <INIT>")
                if self.hand_over and not wins:
                    raise self.err("AGARI after the hand ended in a draw")
                self.hand_over = False
                self.add(Step("agari", win.who, win.win_tile, win.win_tile_id,
                              from_seat=win.from_who, result_index=len(wins)))
                wins.append(win)
                self.hand_over = True
            elif tag == "RYUUKYOKU":
                if self.hand is None:
                    raise self.err("RYUUKYOKU before the first <INIT>")
                self.add(Step("ryuukyoku", None))
                self.hand.result = HandResult(draw=self.on_ryuukyoku(el))
                self.hand_over = True
            elif tag == "SHUFFLE":
                game.seed = self.attr(el, "seed")
            elif tag == "GO":
                (gtype,) = self.ints(el, "type", 1)
                if gtype & 0x10:
                    raise self.err("three-player (sanma) games are not supported")
                game.aka = not gtype & 0x02
                self.tiles = _TILES_AKA if game.aka else _TILES_PLAIN
                game.rules_text = f"GO type={gtype}"
            elif tag == "UN":
                if el.get("n0") is not None and not game.names:
                    game.names = tuple(unquote(el.get(f"n{i}", "")) for i in range(4))
            elif tag in ("TAIKYOKU", "BYE"):
                pass
            else:
                raise self.err(f"unknown tag <{tag}>")
        self.where = "end of file"
        self.finish_hand(wins, last=True)
        if not game.hands:
            raise LogError(self.path, "", "no <INIT>: the file holds no hand")
        if regenerate_wall and game.seed is not None:
            try:
                shuffle = TenhouShuffle.from_seed(game.seed)
            except ShuffleError as exc:
                raise LogError(self.path, "<SHUFFLE>", str(exc)) from None
            for hand in game.hands:
                w = shuffle.next_wall()
                hand.yama, hand.dice = w.yama, w.dice
                hand.wall_tiles = tuple(self.tiles[i] for i in w.yama)
        return game

    def finish_hand(self, wins: list[Win], *, last: bool = False) -> None:
        """Close the hand read so far. The last hand of a file may stop before its end (a record
        cut short): it is kept, marked ``incomplete``. A hand without an end followed by another
        <INIT> is malformed."""
        if self.hand is None:
            return
        if wins:
            self.hand.result = HandResult(wins=tuple(wins))
        elif not self.hand_over:
            if last:
                self.hand.incomplete = True
                return
            raise self.err(f"hand {self.hand.number} has no AGARI or RYUUKYOKU before the next "
                           "<INIT>")

    def on_init(self, el: Element) -> None:
        seed = self.ints(el, "seed", 6)
        ten = self.ints(el, "ten", 4)
        oya = self.seat(el, "oya")
        haipai_ids = []
        for s in range(4):
            ids = tuple(self.tile_id(v, f"hai{s} tile") for v in self.ints(el, f"hai{s}", 13))
            haipai_ids.append(ids)
        kyoku, honba, sticks, d1, d2, dora = seed
        if not (0 <= d1 <= 5 and 0 <= d2 <= 5):
            raise self.err(f"INIT seed dice {d1},{d2} must be 0–5 (die − 1)")
        dora = self.tile_id(dora, "INIT dora indicator")
        init = HandInit(
            round_index=kyoku, honba=honba, riichi_sticks=sticks, dealer=oya,
            scores=tuple(v * 100 for v in ten),
            haipai=tuple(tuple(self.tiles[i] for i in ids) for ids in haipai_ids),
            dora_indicator=self.tiles[dora], dice=(d1 + 1, d2 + 1),
            haipai_ids=tuple(haipai_ids), dora_indicator_id=dora,
        )
        self.hand = HandLog(len(self.game.hands), init)
        self.game.hands.append(self.hand)
        self.hand_over = False
        self.last_draw = [None] * 4
        self.rinshan_pending = [False] * 4
        self.reach_pending = [False] * 4
        self.pon_from = {}

    def on_step(self, letter: str, value: int) -> None:
        tid = self.tile_id(value, "tile")
        if letter in _DRAW_TAGS:
            seat = _DRAW_TAGS.index(letter)
            rinshan = self.rinshan_pending[seat]
            self.rinshan_pending = [False] * 4
            self.last_draw[seat] = tid
            self.add(Step("draw", seat, self.tiles[tid], tid, rinshan=rinshan))
        else:
            seat = _DISCARD_TAGS.index(letter)
            riichi = self.reach_pending[seat]
            self.reach_pending[seat] = False
            self.add(Step("discard", seat, self.tiles[tid], tid, riichi=riichi,
                          tsumogiri=self.last_draw[seat] == tid))
            self.last_draw[seat] = None

    def on_call(self, el: Element) -> None:
        who = self.seat(el)
        (code,) = self.ints(el, "m", 1)
        try:
            mc = decode_meld(code)
        except ValueError as exc:
            raise self.err(str(exc)) from None
        if mc.kind == "kita":
            raise self.err("kita (nukidora) belongs to three-player games, which are not supported")
        tiles = tuple(self.tiles[i] for i in mc.ids)
        from_seat = (who + mc.offset) % 4 if mc.offset else None
        if mc.kind == "pon":
            self.pon_from[(who, mc.ids[0] // 4)] = from_seat  # type: ignore[assignment]
        if mc.kind in ("chi", "pon"):
            self.add(Step("call", who, self.tiles[mc.called], mc.called, meld=mc.kind, tiles=tiles,
                          tile_ids=mc.ids, from_seat=from_seat))
        else:
            self.add(Step("kan", who, self.tiles[mc.called], mc.called, meld=mc.kind, tiles=tiles,
                          tile_ids=mc.ids, from_seat=from_seat))
            self.rinshan_pending = [False] * 4
            self.rinshan_pending[who] = True
        self.last_draw[who] = None

    def on_agari(self, el: Element) -> Win:
        who = self.seat(el)
        from_who = self.seat(el, "fromWho")
        ten = self.ints(el, "ten", 3)
        yaku_raw = self.ints(el, "yaku", default="")
        if len(yaku_raw) % 2:
            raise self.err("attribute yaku must hold id,han pairs")
        try:
            # Tenhou lists ura dora with 0 han after every riichi win; a 0-han entry is no yaku
            yaku = [(yaku_key(yaku_raw[i]), yaku_raw[i + 1]) for i in range(0, len(yaku_raw), 2)
                    if yaku_raw[i + 1] > 0]
            yakuman = [(yaku_key(y), 13) for y in self.ints(el, "yakuman", default="")]
        except KeyError as exc:
            raise self.err(str(exc.args[0])) from None
        dora = [self.tile_id(v, "doraHai tile") for v in self.ints(el, "doraHai", default="")]
        ura = [self.tile_id(v, "doraHaiUra tile") for v in self.ints(el, "doraHaiUra", default="")]
        hai = [self.tile_id(v, "hai tile") for v in self.ints(el, "hai")]
        (machi,) = self.ints(el, "machi", 1)
        machi = self.tile_id(machi, "machi tile")
        sc = self.ints(el, "sc", 8)
        pao = el.get("paoWho")
        return Win(
            who=who, from_who=from_who, fu=ten[0],
            han=sum(h for _, h in yaku), points=ten[1], limit=ten[2],
            yaku=tuple(yakuman or yaku), yakuman=len(yakuman),
            dora_indicators=tuple(self.tiles[i] for i in dora),
            ura_indicators=tuple(self.tiles[i] for i in ura),
            dora_ids=tuple(dora), ura_ids=tuple(ura),
            win_tile=self.tiles[machi], win_tile_id=machi, hand_ids=tuple(hai),
            deltas=tuple(sc[i] * 100 for i in range(1, 8, 2)),
            pao=int(pao) if pao is not None and pao.isdigit() else None,
        )

    def on_ryuukyoku(self, el: Element) -> Draw:
        kind = el.get("type", "")
        if kind and kind not in _ABORTS:
            raise self.err(f"unknown RYUUKYOKU type={kind!r}")
        sc = self.ints(el, "sc", 8)
        tenpai = tuple(s for s in range(4) if el.get(f"hai{s}") is not None)
        return Draw(_DRAW_KINDS.get(kind, kind), tuple(sc[i] * 100 for i in range(1, 8, 2)), tenpai)
