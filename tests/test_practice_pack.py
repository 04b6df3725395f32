"""Teacher packs (mjteach.practice.pack, ``mjteach practice make|results``): a valid JSON or YAML
pack writes a practice notebook, a handout with the SVG figures and an answer key whose answers
are the engine's; every kind of bad pack is refused with a message naming the line and the field,
and nothing is written."""

from __future__ import annotations

import json

import nbformat
import pytest

from mjteach.cli import main
from mjteach.practice import make
from mjteach.practice.pack import Pack, PackError, build_pack, load_pack, make_pack, parse_pack
from mjteach.practice.progress import Progress
from mjteach.rules import Rules

YAML = """title: Kans, week 3
concepts: [kan-legality, meld-layout, rinshan-wall, kuikae]
difficulty: 2
rules: tenhou
count: 6
seed: 7
lang: ja
"""

JSON = json.dumps({"concepts": ["kan-dora", "chankan"], "difficulty": 1,
                   "rules": {"preset": "wrc", "kuikae": "allowed"}, "count": 4, "seed": 3},
                  indent=1)


def test_yaml_pack_writes_notebook_handout_and_key(tmp_path):
    pack = tmp_path / "week3.yaml"
    pack.write_text(YAML, encoding="utf-8")
    files = make_pack(pack, tmp_path / "out")
    assert sorted(p.name for p in files.values()) == [
        "week3-handout.html", "week3-key.html", "week3-practice.ipynb"]
    handout = files["handout"].read_text(encoding="utf-8")
    key = files["key"].read_text(encoding="utf-8")
    assert handout.count("<section class='ex'") == 6 and "<svg" in handout
    assert '<html lang="ja">' in handout
    # the key's answers are the engine's, exercise by exercise (concepts in turn, seed*1000+i)
    for i, concept in enumerate(["kan-legality", "meld-layout", "rinshan-wall", "kuikae",
                                 "kan-legality", "meld-layout"]):
        ex = make(concept, 7000 + i, 2, "tenhou")
        labels = ex.texts("ja")["answer_labels"]
        assert f"<h2>{i + 1}. {', '.join(labels) or 'なし'}</h2>" in key
        assert ex.key in key
        # the handout never shows the answer's explanation
        assert ex.texts("ja")["explanation"][0] not in handout
    nb = nbformat.reads(files["notebook"].read_text(encoding="utf-8"), as_version=4)
    nbformat.validate(nb)
    assert "queue=[('kan-legality', 7000)" in nb.cells[1].source


def test_json_pack_with_rule_options(tmp_path):
    pack = tmp_path / "p.json"
    pack.write_text(JSON, encoding="utf-8")
    p = load_pack(pack)
    assert p.rules.kuikae.value == "allowed" and p.rules.call_priority.value == "first_call"
    exercises, texts = build_pack(p)
    assert [e.concept for e in exercises] == ["kan-dora", "chankan", "kan-dora", "chankan"]
    assert all(e.rules == p.rules for e in exercises)
    assert "Rules.from_dict(" in texts["notebook"]


BAD = [
    ("p.json", '{"concepts": ["kan-fu"],\n "difficulty": 1,\n', "line 3: not valid JSON"),
    ("p.yaml", "concepts: [kan-fu\ndifficulty: 1\n", "not valid YAML"),
    ("p.json", "[1, 2]", "line 1: a pack is a mapping"),
    ("p.yaml", YAML + "colour: red\n", "line 8, field 'colour': unknown field"),
    ("p.yaml", YAML.replace("seed: 7\n", ""), "field 'seed' is missing"),
    ("p.yaml", YAML.replace("kuikae]", "kuikea]"), "line 2, field 'concepts': unknown concept 'kuikea'"),
    ("p.yaml", YAML.replace("concepts: [kan-legality, meld-layout, rinshan-wall, kuikae]",
                            "concepts: []"), "line 2, field 'concepts': a non-empty list"),
    ("p.yaml", YAML.replace("difficulty: 2", "difficulty: 4"), "line 3, field 'difficulty'"),
    ("p.yaml", YAML.replace("difficulty: 2", "difficulty: two"), "line 3, field 'difficulty'"),
    ("p.yaml", YAML.replace("rules: tenhou", "rules: tenho"), "line 4, field 'rules': unknown"),
    ("p.json", JSON.replace('"allowed"', '"sometimes"'), "line 9, field 'rules.kuikae'"),
    ("p.yaml", YAML.replace("rules: tenhou", "rules:\n  preset: wrc\n  kuitan: maybe"),
     "line 6, field 'rules.kuitan'"),
    ("p.yaml", YAML.replace("count: 6", "count: 0"), "line 5, field 'count'"),
    ("p.yaml", YAML.replace("count: 6", "count: 201"), "line 5, field 'count'"),
    ("p.yaml", YAML.replace("seed: 7", "seed: -1"), "line 6, field 'seed'"),
    ("p.yaml", YAML.replace("lang: ja", "lang: fr"), "line 7, field 'lang'"),
    ("p.yaml", YAML.replace("title: Kans, week 3", "title: [1]"), "line 1, field 'title'"),
]


@pytest.mark.parametrize("name, text, message", BAD)
def test_bad_pack_names_line_and_field_and_writes_nothing(tmp_path, capsys, name, text, message):
    pack = tmp_path / name
    pack.write_text(text, encoding="utf-8")
    with pytest.raises(PackError) as err:
        parse_pack(text, name)
    assert message in str(err.value)
    out = tmp_path / "out"
    assert main(["practice", "make", str(pack), "-o", str(out)]) == 2
    assert message in capsys.readouterr().err
    assert not out.exists()


def test_class_results_csv_from_progress_files(tmp_path, capsys):
    a = Progress(learner="Aki")
    a.record("kan-dora", "k", True, 1)
    (tmp_path / "aki.json").write_text(a.to_json(), encoding="utf-8")
    pack = tmp_path / "p.json"
    pack.write_text(JSON, encoding="utf-8")
    assert main(["practice", "results", str(tmp_path / "aki.json"), "--pack", str(pack)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "learner,answered,kan-dora box,chankan box,kan-dora right/seen,chankan right/seen",
        "Aki,1,2,1,1/1,0/0"]
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    assert main(["practice", "results", str(tmp_path / "broken.json")]) == 2
    assert "broken.json" in capsys.readouterr().err


def test_pack_notebook_code_builds_the_same_exercises(tmp_path):
    """The notebook's code cell, run as it is (display stubbed): its last expression is a
    Practice whose first exercise is the handout's first, under the pack's rules."""
    pack = tmp_path / "p.json"
    pack.write_text(JSON, encoding="utf-8")
    exercises, texts = build_pack(load_pack(pack))
    source = nbformat.reads(texts["notebook"], as_version=4).cells[1].source
    setup, last = source[: source.index("Practice(")], source[source.index("Practice("):]
    scope: dict = {"display": lambda _obj: None}
    exec(compile(setup, "cell", "exec"), scope)  # noqa: S102 - the pack's own output
    widget = eval(last, scope)  # noqa: S307
    assert widget.exercise.key == exercises[0].key
    assert widget.rules == load_pack(pack).rules
    widget.next()
    assert widget.exercise.key == exercises[1].key


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_a_printed_handout_never_asks_to_click(lang):
    """A handout is printed: the wall questions ask the learner to pick a tile on the figure, which
    reads on paper and on screen (a newcomer's handout said "…をクリック")."""
    pack = parse_pack(json.dumps({"concepts": ["rinshan-wall"], "difficulty": 2, "rules": "tenhou",
                                  "count": 3, "seed": 5, "lang": lang}))
    _exercises, texts = build_pack(pack)
    for name in ("handout", "key"):
        low = texts[name].lower()
        assert "click" not in low and "クリック" not in low and "点击" not in low, name


def test_a_missing_pack_file_is_named_without_a_traceback(tmp_path, capsys):
    """`mjteach practice make nonexist.yaml`: one line naming the file, no raw OSError text."""
    missing = tmp_path / "nonexist.yaml"
    with pytest.raises(PackError, match="nonexist.yaml: cannot read the pack file"):
        load_pack(missing)
    code = main(["practice", "make", str(missing), "-o", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert code != 0 and "cannot read the pack file" in err and "Errno" not in err
    assert not (tmp_path / "out").exists()


def test_a_bad_preset_lists_the_presets_once():
    with pytest.raises(PackError) as exc:
        parse_pack(json.dumps({"concepts": ["kuikae"], "difficulty": 1, "rules": "tenhuo",
                               "count": 1, "seed": 1}))
    text = str(exc.value)
    assert "rules" in text and text.count("jpml") == 1, text


def test_every_problem_of_a_pack_is_reported_at_once():
    """A teacher fixing a pack sees every missing field and every bad value in one run, each with
    its line, instead of one problem per run (newcomer trial, session 2)."""
    text = YAML.replace("seed: 7\n", "").replace("count: 6", "count: 0")
    text = "\n".join(line for line in text.splitlines() if not line.startswith("difficulty"))
    with pytest.raises(PackError) as err:
        parse_pack(text, "p.yaml")
    lines = str(err.value).splitlines()
    assert any("fields 'difficulty', 'seed' are missing" in x for x in lines), lines
    assert any("field 'count'" in x and "not 0" in x for x in lines), lines


@pytest.mark.parametrize(
    "lang, expected",
    [
        ("ja", ["p.yaml 3行目、項目 'difficulty'：1・2・3 のいずれかです（4 は不可）",
                "p.yaml：項目 'seed' がありません（必須：concepts, difficulty, rules, count, seed）"]),
        ("zh", ["p.yaml 第3行，字段 'difficulty'：应为 1、2 或 3，而不是 4",
                "p.yaml：缺少字段 'seed'（必填：concepts, difficulty, rules, count, seed）"]),
    ],
)
def test_practice_make_lang_gives_the_pack_problems_in_that_language(tmp_path, capsys, lang,
                                                                     expected):
    """``practice make --lang`` (as ``mjteach score --lang``): a difficulty out of 1..3 and a
    missing required field are both reported, in the chosen language, nothing is written and the
    session language is English again afterwards."""
    from mjteach.i18n import get_language

    pack = tmp_path / "p.yaml"
    pack.write_text(YAML.replace("difficulty: 2", "difficulty: 4").replace("seed: 7\n", ""),
                    encoding="utf-8")
    out = tmp_path / "out"
    assert main(["practice", "make", str(pack), "-o", str(out), "--lang", lang]) == 2
    err = capsys.readouterr().err
    for line in expected:
        assert line in err
    assert "field" not in err and not out.exists()
    assert get_language() == "en"


def test_practice_results_accepts_lang(tmp_path, capsys):
    """``practice results --lang ja`` runs like without it (the CSV's columns are ids, not text)."""
    assert main(["practice", "results", str(tmp_path / "none.json"), "--lang", "ja"]) == 2
    assert "none.json" in capsys.readouterr().err


def test_a_pack_under_a_changed_preset_keeps_its_changes_in_the_notebook():
    """Rules named after a preset but changed (Tenhou without red fives, as a record without
    them is replayed; Rules("tenhou", kuitan=False)) are written out option by option: saved by
    name they came back as the preset, red fives and kuitan restored."""
    for rules in (Rules(name="tenhou", kuitan=False),
                  Rules.preset("tenhou").replace(aka_dora=(("m", 0), ("p", 0), ("s", 0)), name="tenhou")):
        pack = Pack(title="t", concepts=("kan-fu",), difficulty=1, rules=rules, count=1, seed=3)
        source = nbformat.reads(build_pack(pack)[1]["notebook"], as_version=4).cells[1].source
        setup = source[: source.index("display(")]
        scope: dict = {}
        exec(compile(setup, "cell", "exec"), scope)  # noqa: S102 - the pack's own output
        assert scope["rules"].to_dict() == rules.to_dict()


def test_a_scenario_under_a_changed_preset_keeps_its_changes():
    """practice.build.scenario writes changed preset rules option by option (same defect)."""
    from mjteach.practice.build import scenario
    rules = Rules(name="tenhou", kuitan=False)
    assert Rules.from_dict(scenario(rules, 1, [])["rules"]).kuitan is False
    assert scenario(Rules.preset("wrc"), 1, [])["rules"] == {"preset": "wrc"}
