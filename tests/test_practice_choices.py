"""Number choices give nothing away by their form (newcomer report: kan-fu difficulty 3 showed
``300, 600.0, 1000, 1300``, the only whole number being the answer): every number is an int, the
answer and the distractors look alike, and a points distractor is a score that exists for that
kind of win (never a 300-point ron).

The form check runs in ``make test`` on a quarter of the 100 seeds of every concept × preset ×
difficulty (a seeded share, tests/sweep.py), on all of them in ``make oracle``."""

from __future__ import annotations

import re

import pytest
from sweep import share

from mjteach.practice import CONCEPTS, make
from mjteach.rules import PRESETS
from mjteach.scoring import basic_points

SEEDS = range(100)
NUMBER = re.compile(r"^-?\d+(\.\d+)?$")


def _shape(label: str) -> str:
    return re.sub(r"\d+", "#", label)


@pytest.mark.parametrize("concept", CONCEPTS)
def test_number_choices_are_ints_shaped_like_the_answer(concept):
    bad = []
    for preset in PRESETS:
        for d in (1, 2, 3):
            for s in share(SEEDS, 0, 4, f"{concept}/{preset}/{d}"):
                e = make(concept, s, d, preset)
                labels = {c["id"]: c["label"] for c in e.texts("en")["choices"]}
                for cid, label in labels.items():
                    if re.search(r"\d\.\d", cid) or re.search(r"\d\.\d", label):
                        bad.append(f"{e.key}: not a whole number: {cid!r} {label!r}")
                if any(NUMBER.match(x) for x in labels.values()):
                    shapes = {_shape(x) for x in labels.values()}
                    if shapes != {"#"}:
                        bad.append(f"{e.key}: choices of two forms: {sorted(labels.values())}")
    assert not bad, f"{len(bad)} exercises, e.g. {bad[:5]}"


def _up100(x: int) -> int:
    return -(-x // 100) * 100


def _real_totals(rules, dealer: bool, tsumo: bool) -> set[int]:
    """The score table, worked out here: 1..13 han × 30..110 fu and yakuman, no honba."""
    out = set()
    basics = [basic_points(h, f, rules)[0] for h in range(1, 14) for f in range(30, 111, 10)]
    basics += [8000, 16000]
    for b in basics:
        if not tsumo:
            out.add(_up100(b * (6 if dealer else 4)))
        elif dealer:
            out.add((rules.players - 1) * _up100(2 * b))
        else:
            out.add(_up100(2 * b) + (rules.players - 2) * _up100(b))
    return out


def test_kan_fu_points_distractors_are_real_scores_of_that_win():
    bad = []
    for preset in PRESETS:
        for s in SEEDS:
            e = make("kan-fu", s, 3, preset)
            who = dict(dict(e.prompt.fields)["context"].fields)["who"].key
            real = _real_totals(e.rules, who.endswith(".dealer") and "non_dealer" not in who,
                                e.figure["tsumo"])
            for c in e.choices:
                assert re.fullmatch(r"\d+", c.id), e.key
                if int(c.id) not in real:
                    bad.append(f"{e.key}: {c.id} is no score of this win")
    assert not bad, f"{len(bad)} choices, e.g. {bad[:5]}"


@pytest.mark.parametrize("preset", ["sanma_tenhou", "sanma_mahjong_soul", "tenhou",
                                    "saikouisen_classic"])
def test_kuikae_mistake_text_talks_about_the_call_made(preset):
    """Newcomer report: a three-player kuikae exercise (a pon: no chi in three-player) said
    「45で3をチーしたら6も禁止」. The typical mistake names the call made (pon or chi), and on a table
    that allows swap calls it bans nothing."""
    chi = {"en": r"\bchi\b|calls 3", "ja": "チー", "zh": "吃"}
    pon = {"en": r"\bpon\b", "ja": "ポン", "zh": "碰"}
    bad = []
    for d in (1, 2, 3):
        for s in range(30):
            e = make("kuikae", s, d, preset)
            call = e.prompt.fields[0][1].key.rsplit(".", 1)[-1]
            for lang in ("en", "ja", "zh"):
                text = e.texts(lang)["mistake"]
                if e.rules.kuikae.value == "allowed":
                    ok = not re.search(chi[lang], text) and not re.search(pon[lang], text)
                elif call == "pon":
                    ok = not re.search(chi[lang], text) and re.search(pon[lang], text)
                else:
                    ok = re.search(chi[lang], text) and not re.search(pon[lang], text)
                if not ok:
                    bad.append(f"{e.key} ({call}) {lang}: {text}")
    assert not bad, f"{len(bad)} texts, e.g. {bad[:4]}"


@pytest.mark.parametrize("preset", PRESETS)
def test_kan_fu_points_answer_is_in_no_position_more_than_forty_percent_on_any_preset(preset):
    """Real scores only leave few totals below a small answer (none below a 1000 ron): without
    weighting, the answer sat first in 49 % of ema_2016's points questions."""
    from mjteach.practice.fairness import measure

    assert measure("kan-fu", 3, preset, SEEDS)["top_position_share"] <= 0.40
