"""What a lesson notebook imports: the course's helpers, its translated texts, its first cell.

Every lesson starts with ``from mjteach.course import *`` and ``start("en")`` (``"ja"``, ``"zh"``
in the other editions): the language is set and the language picker is shown. The rest of a lesson
uses mjteach's public API and the helpers here, so code cells stay short and read like the idea.

Texts a lesson's code shows (quiz questions, printed labels) are marked ``_("English")``: the same
cell runs in every edition and shows the text in the current language. They are translated in the
lesson catalogs, ``mjteach/course/locale/<lesson>.pot`` and ``<lang>/LC_MESSAGES/<lesson>.po``,
the same gettext files that translate the lesson's prose (msgid = the English paragraph, as
Sphinx documentation is translated; tools/build_lessons.py writes the ``.pot`` files and updates
the ``.po`` files). A source checkout reads the ``.po`` files with Babel; a built wheel carries
``.mo`` files read by the standard library (see :mod:`mjteach.i18n`).
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from IPython.display import HTML, SVG, display

import mjteach
from mjteach import Hand, Meld, Rules, Tile
from mjteach.i18n import LANGUAGES, get_language, has, set_language, t
from mjteach.i18n.punctuation import aside, listing
from mjteach.render import save_svg

__all__ = [
    "HTML", "SVG", "Hand", "Meld", "Msg", "Rules", "Tile", "claim_sentence", "payment_sentence", "seat_name", "rows_html", "rule_value", "display", "event_chain", "hand_words", "legal", "meld_words", "mjteach", "preset_name", "action_words", "ron", "save_svg",
    "practice", "say", "script", "show", "show_events", "show_rows", "show_wall_shift", "start", "table", "tsumo", "yaku_list",
    "yaku_names", "_",
]

from mjteach.course.scenes import *  # noqa: E402,F403  (the lessons' teaching situations)
from mjteach.course.scenes import __all__ as _scenes
from mjteach.tasks import (  # noqa: E402,F401
    BestCall,
    CallOnlyWithYaku,
    KeepWaitThroughKan,
    LiveDraws,
    SafeFromChankan,
)

_WIDGETS = ("CallLab", "HandBuilder", "KanLab", "ReplayViewer", "RuleSwitcher", "WallView")
_TASKS = ("BestCall", "CallOnlyWithYaku", "KeepWaitThroughKan", "LiveDraws", "SafeFromChankan")
__all__ += [*_scenes, *_WIDGETS, *_TASKS]


def __getattr__(name: str):
    """The widgets lessons show (``KanLab``, ``CallLab``, ``RuleSwitcher``, ``WallView`` …) for
    ``from mjteach.course import *``, imported from :mod:`mjteach.widgets` when first used."""
    if name in _WIDGETS:
        import mjteach.widgets

        return getattr(mjteach.widgets, name)
    raise AttributeError(name)


LOCALE_DIR = Path(__file__).resolve().parent / "locale"


@cache
def lesson_catalog() -> dict[str, dict[str, str]]:
    """``{lang: {English: translation}}`` for ja and zh, from ``.mo`` (built) or ``.po`` (source)."""
    if any((LOCALE_DIR / "ja" / "LC_MESSAGES").glob("*.mo")):
        out: dict[str, dict[str, str]] = {}
        for lang in LANGUAGES[1:]:
            out[lang] = {}
            for path in sorted((LOCALE_DIR / lang / "LC_MESSAGES").glob("*.mo")):
                with path.open("rb") as f:
                    table_ = gettext.GNUTranslations(f)._catalog  # noqa: SLF001
                out[lang].update({k: v for k, v in table_.items() if isinstance(k, str) and k})
        return out
    from mjteach.i18n import pofiles

    return pofiles.plain_entries(LOCALE_DIR)


class Msg(dict):
    """A lesson text in every language (``{"en": …, "ja": …, "zh": …}``).

    Widgets that take texts (Quiz) follow the language picker with it; ``print`` and f-strings show
    the current language; :meth:`format` fills ``{fields}`` in every language.
    """

    def now(self) -> str:
        """The text in the current language (English if there is no translation)."""
        return self.get(get_language()) or self["en"]

    def format(self, *args: Any, **fields: Any) -> Msg:  # type: ignore[override]
        return Msg({lang: text.format(*args, **fields) for lang, text in self.items()})

    def __str__(self) -> str:
        return self.now()

    def __format__(self, spec: str) -> str:
        return format(self.now(), spec)

    def __repr__(self) -> str:
        return self.now()

    def _repr_pretty_(self, p, cycle) -> None:  # IPython shows the text, not a dict
        p.text(self.now())


def _(english: str) -> Msg:
    """Mark a lesson text for translation; returns it in every language (see module docstring)."""
    texts = Msg(en=english)
    for lang, table_ in lesson_catalog().items():
        if english in table_:
            texts[lang] = table_[english]
    return texts


def say(text: str | Mapping[str, str], *more: Any, **fields: Any) -> None:
    """Print a lesson text (``_("…")``) in the current language, ``{fields}`` filled in."""
    if not isinstance(text, Msg):
        text = Msg(en=str(text)) if not isinstance(text, Mapping) else Msg(text)
    print(text.format(**fields) if fields else text, *more)


def start(lang: str):
    """First cell of every lesson: switch to ``lang`` and return the language picker to show.

    Raises ValueError for a language other than en, ja, zh.
    """
    from mjteach.widgets import LanguagePicker

    set_language(lang)
    return LanguagePicker()


def table(scenario, rules=None):
    """A Round at a teaching situation: a shipped scenario (mjteach/scenarios/<name>.json) or a dict
    in the same format, optionally under other ``rules`` (a :class:`Rules`)."""
    from mjteach import Round
    from mjteach.scenario import load_scenario

    data = dict(load_scenario(scenario).data)
    if rules is not None:
        data["rules"] = rules.to_dict()
    return Round.from_scenario(data)


def script(scenario):
    """The actions a scenario scripts, in order (play them with ``Round.play``)."""
    from mjteach.scenario import load_scenario

    return [step.action for step in load_scenario(scenario).steps]


def ron(tile, **more):
    """A win by ron on ``tile`` for the South seat (not the dealer): a ``WinContext``."""
    from mjteach.scoring import WinContext

    return WinContext(win_tile=tile, tsumo=False, winner=1, seat_wind=1, dealer=0, **more)


def tsumo(tile, **more):
    """The same seat winning by self-draw; the hand holds ``tile`` as its drawn tile (+tile)."""
    from mjteach.scoring import WinContext

    return WinContext(win_tile=tile, tsumo=True, winner=1, seat_wind=1, dealer=0, **more)


def show(v, lang=None):
    """Print a valuation from mjteach.scoring: the total, the yaku and every fu part."""
    print(v.message(lang))
    if v.is_win:
        print("  " + t("course.yaku", lang), yaku_list(v, lang))
        print("  " + t("course.fu", lang), " + ".join(aside(p.fu, p.label(lang), lang) for p in v.fu_breakdown))


def _tile(tile, lang=None) -> str:
    """A tile as a learner reads it: its name and its notation, e.g. ``中 (7z)``."""
    return aside(tile.name(lang), tile, lang)


def meld_words(meld, lang=None, *, kind: bool = True) -> str:
    """A meld as a learner reads it, not its notation (``(55^+55p)``): its kind, its tiles and
    where the called tile came from: ``kakan 5555p from toimen (across)``, ``暗槓 8888s``,
    ``碰 777z（来自对家）``. ``kind=False`` leaves the kind out. ``meld``: a Meld or its notation.
    Raises the notation's ``MeldError`` for a malformed one."""
    from mjteach.tiles import format_tiles

    if isinstance(meld, str):
        meld = Meld.parse(meld)
    words = format_tiles(meld.tiles)
    if kind:
        words = f"{t(f'action.{meld.kind.value}', lang)} {words}"
    if meld.source is None:
        return words
    return t("course.meld_from", lang, meld=words, seat=meld.source.label(lang))


def hand_words(hand, lang=None) -> str:
    """A hand as a learner reads it: the closed tiles in MPSZ notation, then each meld in words
    (:func:`meld_words`): ``234m567p23s11z + daiminkan 8888s from toimen (across)``."""
    import re

    if isinstance(hand, str):
        hand = Hand.parse(hand)
    closed = re.sub(r"\s*[\(\[][^\)\]]*[\)\]]", "", hand.notation).strip()
    return " + ".join([closed, *(meld_words(m, lang) for m in hand.melds)] if closed else
                      [meld_words(m, lang) for m in hand.melds])


def event_label(event, lang=None) -> str:
    """An engine event's name in ``lang``. A kan-dora reveal says when it came (its ``cause``):
    at once, before the replacement draw (the engine keeps Tenhou's order; the articles turn it
    right after that draw), at the kanner's discard, or at the next kan."""
    cause = event.data.get("cause") if event.kind == "dora_reveal" else None
    if cause and has(f"course.ev.dora_when.{cause}"):
        return t(f"course.ev.dora_when.{cause}", lang)
    return t(f"event.{event.kind}", lang) if has(f"event.{event.kind}") else event.kind


def event_sentence(event, lang=None) -> str:
    """One engine event as a plain sentence in ``lang`` (default: the current language)."""
    kind, data = event.kind, event.data
    label = event_label(event, lang)
    if kind == "kan" and "meld" in data:
        return t("course.ev.kan", lang, label=label, meld=meld_words(data["meld"], lang, kind=False),
                 kind=t(f"action.{data['kan']}", lang))
    if kind == "dora_reveal" and event.tile is not None:
        return t("course.ev.dora", lang, label=label, tile=_tile(event.tile, lang),
                 dora=_tile(event.tile.dora(), lang))
    if kind == "rinshan_draw" and event.tile is not None:
        return t("course.ev.rinshan", lang, label=label, tile=_tile(event.tile, lang),
                 left=data.get("rinshan_remaining", "?"))
    if kind == "wall_shift":
        return t("course.ev.shift", lang, label=label, left=data["live_remaining"])
    if event.tile is not None:
        return t("course.ev.tile", lang, label=label, tile=_tile(event.tile, lang))
    return t("course.ev.plain", lang, label=label)


def show_events(events, lang=None) -> None:
    """Print what the engine did, one plain sentence per event (no codes, no indices)."""
    for event in events:
        print(event_sentence(event, lang))


def show_wall_shift(wall, kans: int = 4, lang=None) -> None:
    """Make ``kans`` kans on a copy of ``wall`` and say, for each, which tile was the replacement,
    which last live tile moved to the dead wall, and which tile is last now."""
    shifting = wall.copy()
    for n in range(1, kans + 1):
        old = shifting.haitei_index
        replacement = shifting.draw_rinshan()
        print(t("course.shift.line", lang, n=n, replacement=_tile(replacement, lang),
                haitei=_tile(wall.yama[old], lang),
                new=_tile(shifting.yama[shifting.haitei_index], lang),
                left=shifting.live_remaining))


def legal(r, seat: int = 0, lang=None) -> str:
    """What ``seat`` may do now in round ``r``, as action names in ``lang`` (e.g. 暗槓, 打牌)."""
    kinds = sorted({a.kind for a in r.legal_actions(seat)})
    return listing((t(f"action.{k}", lang) if has(f"action.{k}") else k for k in kinds), lang)


def event_chain(events, lang=None) -> str:
    """The kinds of ``events`` in order, as their names in ``lang``: ``槓 → 嶺上ツモ → …``."""
    return " → ".join(event_label(e, lang) for e in events if e.kind != "claims")


def seat_name(seat: int, lang=None, *, of: int | None = None, dealer: int = 0) -> str:
    """A seat as a player at the table calls it: its wind (``East``/東家/东家, counted from the
    ``dealer``), and, with ``of``, where it sits for that player: ``South (East's right-hand
    player, shimocha)`` / ``南家（東家の下家）`` / ``南家（东家的下家）``.

    Engine seat numbers (0–3) are never shown to a learner. Raises ValueError for a seat outside
    0–3.
    """
    if not 0 <= seat <= 3 or (of is not None and not 0 <= of <= 3):
        raise ValueError(f"seat must be 0–3, not {seat if not 0 <= seat <= 3 else of}")
    wind = t(f"course.seat.wind{(seat - dealer) % 4}", lang)
    if of is None or of == seat:
        return wind
    return t(f"course.seat.rel{(seat - of) % 4}", lang, seat=wind,
             of=t(f"course.seat.wind{(of - dealer) % 4}", lang))


def claim_sentence(claims: dict, tile: str, lang=None) -> str:
    """Who took a contested discard, by which call and under which priority rule, in words.

    ``claims``: the ``claims`` event's data (``taken_by``, ``call``, ``rule``, and ``discarder``
    when known: the taker is then named relative to the discarder, e.g. 南家（東家の下家）)."""
    call = claims["call"]
    return t("course.claim", lang, seat=seat_name(claims["taken_by"], lang, of=claims.get("discarder")),
             tile=tile, call=t(f"action.{call}", lang) if has(f"action.{call}") else call,
             rule=t(f"claim.{claims['rule']}", lang) if has(f"claim.{claims['rule']}") else claims["rule"])


def payment_sentence(valuation, lang=None, *, dealer: int = 0) -> str:
    """Who receives and who pays how many points for a win, seats named by wind and relative to
    the winner: ``East receives 2100. North (East's left-hand player, kamicha) pays 2100.``"""
    winner = next((s for s, p in valuation.payments.items() if p > 0), None)
    parts = []
    for s, p in valuation.payments.items():
        if p:
            who = seat_name(s, lang, of=winner, dealer=dealer)
            parts.append(t("course.pay.receives" if p > 0 else "course.pay.pays", lang, seat=who,
                           points=abs(p)))
    # an English sentence ends in "." and is followed by a space; 。 needs none
    return "".join(p + (" " if p.endswith(".") and i < len(parts) - 1 else "")
                   for i, p in enumerate(parts))


def preset_name(name: str, lang=None) -> str:
    """A rules preset's display name in ``lang`` (``"m_league"`` -> ``Mリーグ``); the id if unnamed."""
    from mjteach.widgets.rule_switcher import preset_label

    return preset_label(name, lang)


def action_words(action, lang=None) -> str:
    """An engine action (or an action kind such as ``"ankan"``) as a learner reads it: the action's
    name in ``lang`` and its tiles (``Action.kakan(0, "6p")`` -> ``加槓 6p``)."""
    kind = action if isinstance(action, str) else action.kind
    words = t(f"action.{kind}", lang) if has(f"action.{kind}") else kind
    return words if isinstance(action, str) else " ".join([words, *str(action).split(" ")[1:]])


def yaku_names(keys, lang=None) -> str:
    """Yaku keys (``"pinfu"``) as their names in ``lang``, comma separated."""
    return listing((t(f"yaku.{k}", lang) if has(f"yaku.{k}") else k for k in keys), lang)


def yaku_list(valuation, lang=None) -> str:
    """The yaku of a valuation with their han, in ``lang``: ``平和 1, 断么九 1``."""
    return listing((f"{y.name(lang)} {y.han}" for y in valuation.yaku), lang)


def _width(text: str) -> int:
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


class Table:
    """A table a lesson shows: an HTML ``<table>`` where HTML is drawn (a notebook, Voila, the
    course site), whose columns line up in any script, and the aligned text elsewhere (a terminal,
    a notebook's saved text). Aligned text alone does not line up in a browser: its monospace
    font has no Japanese or Chinese glyphs, and the fallback font's are not two columns wide.

    ``header`` and each row are sequences of cells (texts from ``_()``, numbers, strings).
    """

    def __init__(self, header, rows) -> None:
        self.header = [str(c) for c in header]
        self.rows = [[str(c) for c in row] for row in rows]

    def text(self) -> str:
        """The rows as lines, columns aligned for a terminal (Japanese and Chinese count two)."""
        table_ = [self.header, *self.rows]
        widths = [max(_width(r[i]) for r in table_) for i in range(len(self.header))]
        return "\n".join(
            "  ".join(c + " " * (w - _width(c)) for c, w in zip(row, widths, strict=True)).rstrip()
            for row in table_)

    def _repr_html_(self) -> str:
        # JupyterLab right-aligns table cells; these are mostly words, read from the left
        return rows_html(self.header, self.rows).replace("<th>", '<th style="text-align:left">') \
            .replace("<td>", '<td style="text-align:left">')

    def __repr__(self) -> str:
        return self.text()


def show_rows(header, rows) -> None:
    """Show a table (:class:`Table`): HTML in a notebook, aligned text in a terminal."""
    display(Table(header, rows))


def rows_html(header, rows) -> str:
    """The same table as :func:`show_rows`, as an HTML ``<table>`` (for a widget that redraws);
    ``header=None`` for a table without a heading row."""
    from html import escape

    head = "" if header is None else "<tr>" + "".join(f"<th>{escape(str(c))}</th>" for c in header) + "</tr>"
    body = "".join("<tr>" + "".join(f"<td>{escape(str(c))}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table>{head}{body}</table>"


def rule_value(rules, option: str, lang=None) -> str:
    """A preset's value of ``option`` as a readable label, with ``*`` if the preset marks it
    unverified (``Rules.unverified``): e.g. ``あり``, ``4 *``."""
    from mjteach.widgets import value_label

    value = getattr(rules, option)
    if isinstance(value, bool):
        text = t("w.yes" if value else "w.no", lang)
    else:
        text = str(value_label(value))
    return text + (" *" if option in rules.unverified else "")


def practice(*concepts: str, lesson: str | None = None, **options):
    """The practice set at a lesson's end: endless exercises on ``concepts`` (ids of
    :mod:`mjteach.practice`, e.g. ``"kan-legality"``), progress kept per ``lesson``.

    One line in a lesson: ``practice("kan-legality", "meld-layout", lesson="05-ankan")``; other
    options go to :class:`mjteach.practice.Practice` (difficulty, rules, seed).
    """
    from mjteach.practice import Practice

    return Practice(concepts=list(concepts), lesson=lesson, **options)
