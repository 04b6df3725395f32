"""Practice widget (mjteach.widgets.practice) without a browser: grading at once, a hint and a
second try, then the explanation with the rule source; language and rule switching; progress
import/export; the view-model is a pure function. Sources as in test_practice_generators.py."""

from __future__ import annotations

import json

import pytest

import mjteach
from mjteach.practice.progress import Progress
from mjteach.widgets.practice import Practice, practice_view


def _wrong(p):
    return next(c.id for c in p.exercise.choices if c.id not in p.exercise.answer)


@pytest.fixture(autouse=True)
def _english():
    mjteach.set_language("en")
    yield
    mjteach.set_language("en")


def test_wrong_answer_gives_a_hint_then_a_second_try_then_the_explanation():
    p = Practice(concepts=["kan-legality"], seed=5)
    assert p.answer(_wrong(p)) is False
    assert p.view["state"] == "retry" and p.view["hint"] and not p.view["explanation"]
    assert p.progress.step == 0  # the first miss is not recorded yet
    assert p.answer(_wrong(p)) is False
    v = p.view
    assert v["state"] == "explained"
    assert v["explanation"] and v["mistake"].startswith("Typical mistake")
    assert p.exercise.source in v["source"]
    assert v["yours"].startswith("Your answer")
    assert [c["id"] for c in v["choices"] if c["correct"]] == sorted(p.exercise.answer)
    assert p.progress.state("kan-legality").box == 1
    assert p.answer(_wrong(p)) is None  # graded: further clicks do nothing


def test_right_at_first_try_moves_the_concept_up_a_box_and_next_asks_again():
    p = Practice(concepts=["meld-layout"], seed=1)
    (a,) = p.exercise.answer
    assert p.answer(a) is True
    assert p.view["feedback"] == "Right!"
    assert p.progress.state("meld-layout").box == 2
    key = p.exercise.key
    p.next()
    assert p.view["state"] == "ask" and p.exercise.key != key


def test_kuikae_is_answered_by_picking_every_banned_tile():
    """副露 § 喰い替え: the learner selects tiles, then checks."""
    p = Practice(concepts=["kuikae"], seed=2)
    for tile in sorted(p.exercise.answer):
        p.answer(tile)  # toggles
    assert sorted(c["id"] for c in p.view["choices"] if c["selected"]) == sorted(p.exercise.answer)
    assert p.check() is True
    assert p.view["state"] == "right"


def test_view_follows_the_language_picker():
    p = Practice(concepts=["chankan"], seed=4)
    en = p.view["prompt"]
    mjteach.set_language("ja")
    assert p.view["prompt"] != en and p.view["lang"] == "ja"
    assert p.view["labels"]["export"] == "進捗を書き出す"
    mjteach.set_language("zh")
    assert p.view["labels"]["export"] == "导出进度"


def test_rule_switcher_makes_the_same_exercise_under_the_new_rules():
    """槓 § 槓ドラ: the same seed under jpml (no kan dora) answers "none"."""
    p = Practice(concepts=["kan-dora"], seed=3, rules="tenhou")
    seed = p.exercise.seed
    from mjteach.rules import Rules

    p.rules = Rules.preset("jpml")
    assert p.exercise.seed == seed and p.exercise.rules.name == "jpml"
    assert p.exercise.answer == {"none"}
    assert p.view["rules"] == "JPML"  # the preset's display name, not its id


def test_import_refuses_a_broken_file_and_keeps_the_progress():
    p = Practice(concepts=["meld-layout"], seed=1)
    p.answer(next(iter(p.exercise.answer)))
    saved = p.export_json()
    assert p.import_json('{"format": "mjteach-practice-progress", "version": 1, '
                         '"concepts": {"meld-layout": {"box": 0}}}') is False
    assert "not loaded" in p.view["error"] and "concepts.meld-layout.box" in p.view["error"]
    assert p.export_json() == saved
    q = Practice(concepts=["meld-layout"], seed=9)
    assert q.import_json(saved) is True
    assert q.progress.to_dict() == json.loads(saved)
    assert q.view["progress"][0]["box"] == 2


def test_browser_restore_message_loads_saved_progress():
    p = Practice(concepts=["kuisagari"], seed=1, lesson="l07")
    assert p.view["storage_key"] == "mjteach-practice-l07"
    saved = Progress()
    saved.record("kuisagari", "k", True, 1)
    p._on_msg(p, {"type": "restore", "text": saved.to_json()}, None)
    assert p.view["progress"][0]["right"] == 1
    p._on_msg(p, {"type": "restore", "text": "{broken"}, None)  # ignored
    assert p.view["progress"][0]["right"] == 1


def test_view_model_is_pure():
    p = Practice(concepts=["rinshan-wall"], seed=6)
    args = dict(state="ask", tries=0, picked=[], progress=Progress(), concepts=["rinshan-wall"],
                lang="en")
    assert practice_view(p.exercise, **args) == practice_view(p.exercise, **args)


def test_unknown_concept_is_refused_with_the_list():
    with pytest.raises(ValueError, match="kan-legality"):
        Practice(concepts=["kan-legalty"])


def test_rule_switcher_link_drives_the_practice():
    """A RuleSwitcher linked to the Practice: choosing WRC makes the exercise again under WRC
    (first-voice call priority, 副露 § 優先順位)."""
    from mjteach.widgets import RuleSwitcher

    p = Practice(concepts=["call-priority"], seed=4)
    sw = RuleSwitcher()
    sw.link(p)
    sw.choose("wrc")
    assert p.exercise.rules.name == "wrc" and p.view["rules"] == "WRC 2015"
    assert "Under WRC 2015 rules" in p.view["prompt"]
    assert p.exercise.rules.call_priority.value == "first_call"


def test_the_table_rules_are_shown_by_their_display_name_in_the_learners_language():
    """A newcomer saw "この卓のルール：tenhou" (the preset id); learners read 天鳳 / Tenhou."""
    from mjteach.practice import make
    from mjteach.practice.exercise import ruleset_name

    ex = make("meld-layout", 1, rules="tenhou")
    assert ruleset_name(ex.rules, "ja") == "天鳳"
    assert ruleset_name(ex.rules, "en") == "Tenhou"
    texts = [m.render("ja") for m in ex.explanation] if hasattr(ex, "explanation") else []
    assert not any("tenhou" in x for x in texts), texts


def test_a_wall_question_has_a_phone_picture_with_the_same_tiles_to_tap_and_no_roles_told():
    """The wall-click exercise (槓 § 嶺上牌) carries the wall unrolled into rows for a phone
    (issue 22): at most 300 px wide (a 360 px phone draws it unscaled) with 11 px text and
    tiles big enough for a finger (47 px drawn, 44.6 px the face: WCAG 2.5.5), every wall tile a
    choice names is there to tap, only the wall's picture answers a tap, and the question gives
    no role away (no R1/R2 badge, no role in a title) until answered."""
    import re

    p = Practice(concepts=["rinshan-wall"], seed=6)
    (fig,) = [f for f in p.view["figures"] if f.get("narrow")]
    assert [f.get("taps", False) for f in p.view["figures"]] == [True, False]
    narrow = fig["narrow"]
    width = float(re.search(r'<svg[^>]* width="([\d.]+)"', narrow)[1])
    assert width <= 300
    tiles = re.findall(r'data-index="\d+"><title>[^<]*</title><use [^>]* width="([\d.]+)"', narrow)
    assert tiles and min(float(w) for w in tiles) >= 47
    assert min(float(x) for x in re.findall(r'font-size="([\d.]+)"', narrow)) >= 11
    indices = set(re.findall(r'data-index="(\d+)"', narrow))
    assert {c["id"] for c in p.view["choices"]} <= indices
    assert "mjt-badge" not in narrow and "rinshan" not in narrow
    assert set(re.findall(r'data-index="(\d+)"', fig["svg"])) <= indices
    p.answer(sorted(p.exercise.answer)[0])
    (fig,) = [f for f in p.view["figures"] if f.get("narrow")]
    assert "mjt-badge" in fig["narrow"]
