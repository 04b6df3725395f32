"""Leitner boxes and progress files (mjteach.practice.progress): spaced repetition moves a
concept up on a first-try answer and back to box 1 on a miss; a broken file is refused with a
message naming the field and the old progress is kept."""

from __future__ import annotations

import json

import pytest

from mjteach.practice.progress import INTERVALS, Progress, ProgressError, class_csv


def test_leitner_first_try_moves_up_wrong_goes_back_to_box_one():
    p = Progress()
    st = p.record("kan-fu", "kan-fu:1:0@tenhou", True, 1)
    assert (st.box, st.due) == (2, 1 + INTERVALS[2])
    p.record("kan-fu", "kan-fu:1:1@tenhou", True, 1)
    assert p.state("kan-fu").box == 3
    p.record("kan-fu", "kan-fu:1:2@tenhou", True, 2)  # right at the second try: stays
    assert p.state("kan-fu").box == 3
    st = p.record("kan-fu", "kan-fu:1:3@tenhou", False, 2)
    assert (st.box, st.right, st.wrong, st.seen) == (1, 3, 1, 4)


def test_next_asks_the_weak_concept_before_the_mastered_one():
    p = Progress()
    for i in range(3):
        p.record("meld-layout", f"k{i}", True, 1)  # box 4, due far ahead
    p.record("kuikae", "k9", False, 2)  # box 1, due next step
    assert p.next(["meld-layout", "kuikae"]) == "kuikae"
    assert p.next(["meld-layout"]) == "meld-layout"
    with pytest.raises(ValueError):
        p.next([])


def test_progress_json_round_trip_keeps_version_and_boxes():
    p = Progress(learner="Aki")
    p.record("chankan", "chankan:2:5@wrc", True, 1)
    text = p.to_json()
    data = json.loads(text)
    assert (data["format"], data["version"]) == ("mjteach-practice-progress", 1)
    q = Progress.from_json(text)
    assert q.to_dict() == p.to_dict()


@pytest.mark.parametrize(
    "text, field",
    [
        ("{not json", "not a JSON file"),
        ('{"format": "other", "version": 1}', "field 'format'"),
        ('{"format": "mjteach-practice-progress"}', "field 'version'"),
        ('{"format": "mjteach-practice-progress", "version": 99}', "newer"),
        ('{"format": "mjteach-practice-progress", "version": 1, "concepts": {"kuikae": {"box": 9}}}',
         "concepts.kuikae.box"),
        ('{"format": "mjteach-practice-progress", "version": 1, "history": [1]}', "history"),
    ],
)
def test_broken_progress_file_is_refused_and_old_progress_kept(text, field):
    p = Progress()
    p.record("kan-fu", "x", True, 1)
    before = p.to_dict()
    with pytest.raises(ProgressError, match=field):
        p.load_json(text)
    assert p.to_dict() == before


def test_class_results_as_csv_from_saved_progress():
    a, b = Progress(learner="A"), Progress(learner="B")
    a.record("kuikae", "k", True, 1)
    b.record("kuikae", "k", False, 2)
    csv = class_csv({"a.json": a.to_json(), "b.json": b.to_json()}, ["kuikae"])
    lines = csv.strip().splitlines()
    assert lines[0] == "learner,answered,kuikae box,kuikae right/seen"
    assert lines[1:] == ["A,1,2,1/1", "B,1,1,0/1"]
    with pytest.raises(ProgressError, match="bad.json"):
        class_csv({"bad.json": "{"}, ["kuikae"])


def test_refusal_is_said_in_the_learners_language():
    with pytest.raises(ProgressError) as err:
        Progress.from_json('{"format": "mjteach-practice-progress", "version": 7}')
    assert err.value.message("ja").startswith("項目'version'")
    assert err.value.message("zh").startswith("字段'version'")


def test_practice_model_imports_no_widget_library():
    """DESIGN.md: the model (practice included) runs without Jupyter; the widget loads only when
    asked for (mjteach.practice.Practice, the one-line call for lessons)."""
    import subprocess
    import sys

    code = ("import sys, mjteach.practice as p; p.make('kan-fu', 1); "
            "bad = [m for m in ('anywidget', 'ipywidgets', 'IPython') if m in sys.modules]; "
            "print(bad); w = p.Practice(concepts=['kan-fu'], seed=1); print(type(w).__name__)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["[]", "Practice"]
