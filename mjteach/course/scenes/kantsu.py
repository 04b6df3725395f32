"""Lesson 01 (槓 § 槓子, § 槓子の扱い, § 槓の種類): the kinds of kan, readings of a hand, scoring the
articles' example hands."""

from __future__ import annotations

from html import escape
from typing import Any

from mjteach import Meld, Rules
from mjteach.i18n import t
from mjteach.i18n.punctuation import labelled, listing

from ._base import _rules, _yes_no

__all__ = [
    "show_kinds_of_kan", "show_readings", "readings_line", "readings_of", "show_scored",
    "show_waits_and_score", "winning_tile_count", "show_winning_tile_counts", "ankan_picture",
    "save_figure",
]


def show_kinds_of_kan(lang: str | None = None):
    """The three kinds of kan side by side (槓 § 槓の種類): an ankan of 8s (all four from the hand),
    a daiminkan of 7s called from the left, a pon of 5p with its fourth tile added (kakan); one
    line each: its kind and whether it is open. Returns a Hand of the three melds (it draws
    itself; ``save_svg(figure, "kinds-of-kan.svg")`` saves it)."""
    from mjteach import Hand
    from mjteach.course import meld_words

    three = (Meld.ankan("8888s"), Meld.daiminkan("7777s", "7s", "kamicha"),
             Meld.pon("555p", "5p", "toimen").with_added("5p"))
    for m in three:
        print(t("course.kan01.meld", lang, meld=meld_words(m, lang, kind=False), kind=m.kind.label(lang),
                open=_yes_no(m.is_open, lang)))
    return Hand(melds=three)


def show_readings(text: str, lang: str | None = None):
    """How many kans ``text`` declares and every way to read its closed tiles as sets (槓 §
    槓子: four copies in hand are not a kantsu until a kan is declared). Returns the Hand."""
    from mjteach import Hand, waits
    from mjteach.course import hand_words

    hand = Hand.parse(text)
    print(t("course.kan01.declared", lang, hand=hand_words(hand, lang), n=len(hand.kans)))
    for d in waits.decompositions(hand.counts34()):
        print(t("course.kan01.reading", lang), d)
    return hand


def readings_line(hand, lang: str | None = None) -> str:
    """One line: ``hand``'s notation, its declared kantsu and its readings (or that it is not
    complete yet), as HTML."""
    from mjteach import waits

    counts = hand.counts34()
    found = [str(d) for d in waits.decompositions(counts)] if waits.is_complete(counts) else []
    said = t("course.kan01.kantsu", lang, n=len(hand.kans))
    read = (t("course.kan01.readings", lang) + " " + " | ".join(found)) if found else \
        t("course.kan01.incomplete", lang)
    return labelled(f"<b>{escape(hand.notation)}</b>", listing([escape(said), escape(read)], lang), lang)


def readings_of(builder) -> Any:
    """An HTML widget under a HandBuilder: :func:`readings_line` of its hand, redrawn whenever
    the hand changes. Returns the widget (a :class:`~mjteach.widgets.Readout`)."""
    from mjteach.widgets import Readout

    html = Readout(value=readings_line(builder.hand))

    def redraw(_change=None) -> None:
        html.value = readings_line(builder.hand)

    builder.observe(redraw, names="notation")
    return html


def show_scored(text: str, ctx, lang: str | None = None):
    """Score ``text`` won with ``ctx`` and print the total, yaku and fu parts (``show``).
    Returns the Hand (it draws itself)."""
    from mjteach import Hand
    from mjteach.course import show
    from mjteach.scoring import evaluate

    hand = Hand.parse(text)
    show(evaluate(hand, ctx), lang)
    return hand


def show_waits_and_score(*texts: str, win: str, lang: str | None = None) -> list:
    """For each hand: its waiting tiles and the value of a ron on ``win`` (the South seat, not the
    dealer). Returns the Hands."""
    from mjteach import Hand, Tile, waits
    from mjteach.course import hand_words, ron, show
    from mjteach.scoring import evaluate
    from mjteach.tiles import format_tiles

    hands = [Hand.parse(x) for x in texts]
    for h in hands:
        tiles = format_tiles(Tile(k) for k in waits.waits(h.counts34()))
        print(t("course.kan01.waits", lang, hand=hand_words(h, lang), tiles=tiles, win=win))
        show(evaluate(h, ron(win)), lang)
    return hands


def winning_tile_count(text: str) -> int:
    """How many tiles the hand ``text`` (MPSZ notation) holds once its winning tile joins it: a
    kan's four tiles count as four. A hand of four sets and a pair holds 14, one more per kan."""
    from mjteach import Hand

    return len(Hand.parse(text).all_tiles()) + 1


def show_winning_tile_counts(*texts: str, win: str, lang: str | None = None) -> list[int]:
    """For each hand: the tiles it holds once it wins on ``win``, then why that decides chuuren
    poutou (杠 § 处理杠子的方法: 九莲的定义只允许14张牌和牌, chuuren is defined as a 14-tile winning
    hand, so a 1 or 9 made into a kan, which makes 15, rules it out). Returns the counts."""
    from mjteach.course import hand_words

    counts = [winning_tile_count(text) for text in texts]
    for text, n in zip(texts, counts, strict=True):
        print(t("course.kan01.tile_count", lang, hand=hand_words(text, lang), win=win, n=n))
    print(t("course.kan01.chuuren_14", lang))
    return counts


def ankan_picture(rules: Rules | str | None = None, meld: str = "8888s") -> str:
    """An ankan of ``meld`` drawn as ``rules.ankan_face_down`` says (SVG), for :func:`follow`."""
    from mjteach.render import meld_svg

    return meld_svg(Meld.ankan(meld), ankan_face_down=_rules(rules).ankan_face_down)


def save_figure(figure, name: str, lang: str | None = None):
    """Save ``figure`` (hand, meld or SVG string) as ``name`` in the system's temporary folder
    with :func:`mjteach.render.save_svg`, and say so. Returns the path."""
    import pathlib
    import tempfile

    from mjteach.render import save_svg

    saved = save_svg(figure, pathlib.Path(tempfile.gettempdir()) / name)
    if saved.read_text(encoding="utf-8").startswith("<?xml"):
        print(t("course.kan01.written", lang, name=saved.name))
    return saved
