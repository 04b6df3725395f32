"""Issue 23 items 1–3: files that are not files, records no reader should crash on, and records
whose values no game can hold. Each is refused with exit status 2 naming the file, and the other
files of the same run are still read and reported."""

from __future__ import annotations

import json
import os
import re
import threading

import pytest

from mjteach.cli import main

GOOD = "tenhou-json/mjai-reviewer_rinshan.json"


def _run_with_timeout(argv: list[str], unblock: list[str], seconds: float = 20.0) -> int:
    """main(argv) in a thread; if it is still running after ``seconds`` (blocked opening a FIFO),
    open each FIFO in ``unblock`` for writing so the thread ends, and fail."""
    out: dict[str, int] = {}
    th = threading.Thread(target=lambda: out.setdefault("status", main(argv)), daemon=True)
    th.start()
    th.join(seconds)
    if th.is_alive():
        for path in unblock:
            try:
                os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:
                pass
        th.join(5)
        pytest.fail(f"mjteach {' '.join(argv[:2])} hung on a FIFO")
    return out["status"]


@pytest.fixture
def fifo(tmp_path):
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    return path


@pytest.mark.parametrize("argv", [
    ["replay", "{fifo}"],
    ["replay", "{fifo}", "--check"],
    ["practice", "make", "{fifo}"],
    ["practice", "results", "{fifo}"],
    ["scenario", "{fifo}"],
])
def test_a_fifo_is_refused_not_waited_on(fifo, argv, capsys):
    """Item 1: a FIFO with no writer made these commands block forever; now: status 2 and a
    message naming the path and saying it is a FIFO."""
    argv = [a.replace("{fifo}", str(fifo)) for a in argv]
    status = _run_with_timeout(argv, [str(fifo)])
    captured = capsys.readouterr()
    text = captured.out + captured.err
    assert status == 2
    assert str(fifo) in text and "FIFO" in text and "Traceback" not in text


def test_a_fifo_beside_a_good_record_still_gets_the_good_one_replayed(fifo, realgames, capsys):
    status = _run_with_timeout(["replay", str(fifo), str(realgames / GOOD), "--check"],
                               [str(fifo)])
    out = capsys.readouterr().out
    assert status == 2
    assert out.splitlines()[0].startswith(str(fifo))
    assert "2 file(s), 1 hand(s): 1 replayed with no mismatch" in out


def _tenhou(realgames) -> dict:
    return json.loads((realgames / GOOD).read_text(encoding="utf-8"))


def _native(realgames) -> dict:
    from mjteach.logs import load
    from mjteach.logs.native import to_dict

    return to_dict(load(realgames / GOOD))


def _bad_records(realgames) -> dict[str, tuple[str, str]]:
    """name -> (file text, a phrase the refusal must contain)."""
    out: dict[str, tuple[str, str]] = {}
    out["deep.json"] = ('{"log": ' + "[" * 1000 + "]" * 1000 + "}", "nested")
    out["deep.jsonl"] = ('{"type": "start_game", "x": ' + "[" * 1000 + "]" * 1000 + "}\n",
                         "nested")
    for name, number in (("infinity.json", "Infinity"), ("e999.json", "1e999")):
        t = json.dumps(_tenhou(realgames))
        scores = json.dumps(_tenhou(realgames)["log"][0][1])  # the first hand's start scores
        out[name] = (t.replace(scores, f"[{number}" + scores[scores.index(","):], 1), "number")
    t = json.dumps(_tenhou(realgames))
    out["digits.json"] = (t.replace('"log":', '"x": ' + "9" * 4301 + ', "log":', 1), "digits")
    out["klingon.mjlog"] = ('<?xml version="1.0" encoding="klingon"?><mjloggm ver="2.3">'
                            "</mjloggm>", "encoding")
    out["utf7.mjlog"] = ('<?xml version="1.0" encoding="utf-7"?><mjloggm ver="2.3">'
                         "</mjloggm>", "encoding")
    native = _native(realgames)
    native["names"] = 3
    out["names3.json"] = (json.dumps(native), "names")
    return out


def test_each_unreadable_record_exits_2_naming_it_and_the_others_still_run(realgames, tmp_path,
                                                                        capsys):
    """Item 2: nesting 1,000 deep (RecursionError, also in mjai lines), a start score Infinity or
    1e999 (OverflowError), an XML encoding expat does not know (LookupError) or will not read
    (UTF-7), a 4,301-digit number, an mjteach log with "names": 3 (TypeError) ended the run with
    a traceback and status 1 or stopped it without naming the file. Now each is one line naming
    the file, and the good record after them is still replayed."""
    bad = _bad_records(realgames)
    paths = []
    for name, (text, _) in bad.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
        paths.append(str(tmp_path / name))
    status = main(["replay", *paths, str(realgames / GOOD), "--check"])
    lines = capsys.readouterr().out.splitlines()
    assert status == 2
    for name, (_, phrase) in bad.items():
        line = next((x for x in lines if x.startswith(str(tmp_path / name))), None)
        assert line is not None, name
        assert phrase in line.lower(), line
    assert f"unreadable files: {len(bad)}" in lines
    assert f"{len(bad) + 1} file(s), 1 hand(s): 1 replayed with no mismatch" in "\n".join(lines)


def _write_native(tmp_path, realgames, change) -> str:
    data = _native(realgames)
    change(data)
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("what,change", [
    ("honba as text", lambda d: d["hands"][0]["init"].update(honba="3")),
    ("step seat as text", lambda d: d["hands"][0]["steps"][0].update(seat="0")),
    ("step kind unknown", lambda d: d["hands"][0]["steps"][0].update(kind="dance")),
    ("win points as text", lambda d: d["hands"][0]["result"]["wins"][0].update(points="8000")),
    ("no hands, unknown rules", lambda d: d.update(hands=[], rules="nonsense")),
    ("unknown rules", lambda d: d.update(rules="nonsense")),
    ("start score -10**20", lambda d: d["hands"][0]["init"]["scores"].__setitem__(0, -10**20)),
])
def test_a_native_log_with_values_of_the_wrong_type_or_range_is_refused_on_read(
        what, change, realgames, tmp_path, capsys):
    """Item 3: wrong types were reported as engine mismatches (status 1), a log with no hands and
    an unknown rules name passed (status 0), a start score of −10²⁰ replayed with 0 mismatches.
    Now the reader refuses each: status 2, the file named, no mismatch listed."""
    path = _write_native(tmp_path, realgames, change)
    status = main(["replay", path, "--check"])
    out = capsys.readouterr().out
    assert status == 2, (what, out)
    assert out.startswith(path) and "mismatch" not in out.split("unreadable")[0]


def test_a_tenhou_json_start_score_of_minus_ten_to_the_twenty_is_refused(realgames, tmp_path,
                                                                          capsys):
    data = _tenhou(realgames)
    data["log"][0][1][0] = -10**20
    path = tmp_path / "neg.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    status = main(["replay", str(path), "--check"])
    out = capsys.readouterr().out
    assert status == 2 and "start score" in out and "-100000000000000000000" in out


# ----- item 4-5: scenarios, progress files, packs, score and render options -------------------

SCENARIO = {"rules": {"preset": "tenhou"}, "seats": ["123m789p123s1122z+1z", "123m789p123s3344z",
                                                     "123m789p123s5566z", "123m789p123s7734z"]}


@pytest.mark.parametrize("what,change,phrase", [
    ("int seat", lambda d: d["seats"].__setitem__(1, 5), "seat 1"),
    ("list hand", lambda d: d["seats"].__setitem__(1, {"hand": ["1m"]}), "seat 1 hand"),
    ("deep nesting", lambda d: d.update(rules=json.loads("[" * 900 + "]" * 900)), "nested"),
    ("misspelt honba", lambda d: d.update(honbaa=2), "did you mean 'honba'"),
    ("misspelt seat key", lambda d: d["seats"].__setitem__(0, {"hnad": "1m"}), "'hnad'"),
    ("turn null", lambda d: d.update(turn=None), "turn must be a whole number"),
    ("flag as text", lambda d: d.update(after_call="false"), "after_call must be true or false"),
    ("scores and sticks off the total",
     lambda d: d.update(scores=[25000] * 4, riichi_sticks=2), "total"),
])
def test_a_scenario_with_a_wrong_key_or_value_is_refused_naming_it(what, change, phrase,
                                                                     tmp_path, capsys):
    """Item 4: an int seat, a list hand, deep nesting ended in a traceback; item 5: an unknown key
    (a misspelt "honbaa": 2 played with honba 0), a flag "false" read as true, scores and sticks
    adding up to anything were accepted. Now: status 2, one line naming the key."""
    data = json.loads(json.dumps(SCENARIO))
    change(data)
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    status = main(["scenario", str(path)])
    err = capsys.readouterr().err
    assert status == 2, what
    assert phrase in err and "Traceback" not in err, err


def test_a_scenario_whose_scores_and_sticks_make_the_total_is_played(tmp_path, capsys):
    data = dict(SCENARIO, scores=[25000, 25000, 24000, 24000], riichi_sticks=2)
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["scenario", str(path)]) == 0


def _progress(**change) -> dict:
    data = {"format": "mjteach-practice-progress", "version": 1, "learner": "a", "step": 2,
            "concepts": {"kan-legality": {"box": 2, "due": 4, "right": 1, "wrong": 1, "seen": 2}},
            "history": [{"key": "k", "ok": True, "tries": 1}]}
    data.update(change)
    return data


@pytest.mark.parametrize("what,data,field", [
    ("version 0", _progress(version=0), "version"),
    ("version -3", _progress(version=-3), "version"),
    ("tries 'x'", _progress(history=[{"key": "k", "ok": True, "tries": "x"}]), "history"),
    ("right > seen", _progress(concepts={"kan-legality": {"box": 2, "right": 5, "seen": 2}}),
     "kan-legality"),
    ("unknown concept", _progress(concepts={"flying": {"box": 1}}), "flying"),
    ("deep nesting", '{"format": ' + "[" * 1000 + "]" * 1000 + "}", "JSON"),
])
def test_a_progress_file_with_impossible_values_is_refused(what, data, field):
    """Item 4: deep nesting raised RecursionError (the widget's import threw in the notebook);
    item 5: version 0 or −3, tries "x", right > seen, an unknown concept were read."""
    from mjteach.practice.progress import Progress, ProgressError

    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(ProgressError) as info:
        Progress.from_json(text)
    assert field in str(info.value), str(info.value)
    progress = Progress.from_json(json.dumps(_progress()))
    before = progress.to_json()
    with pytest.raises(ProgressError):
        progress.load_json(text)
    assert progress.to_json() == before


def test_a_pack_title_with_a_newline_is_refused(tmp_path, capsys):
    """Item 5: a title with a newline broke the notebook's heading; now refused naming the
    field, nothing written."""
    pack = tmp_path / "p.json"
    pack.write_text(json.dumps({"title": "Week 3\n# injected", "concepts": ["kan-legality"],
                                "rules": "tenhou", "difficulty": 1, "count": 1, "seed": 3}),
                    encoding="utf-8")
    status = main(["practice", "make", str(pack), "-o", str(tmp_path / "out")])
    err = capsys.readouterr().err
    assert status == 2 and "title" in err and "one line" in err
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())


@pytest.mark.parametrize("argv,phrase", [
    (["--dora", "1m,,2m"], "empty entry"),
    (["--dora", "1m2m3m4m5m6m7m"], "7 indicators"),
    (["--dora", "1z,1z"], "1z is not in the tile set"),
    (["--honba", "99999999999999999999"], "--honba must be a whole number 0–10000"),
    (["--rules", "sanma_tenhou"], "2m is not in the tile set of sanma_tenhou"),
])
def test_score_refuses_options_no_hand_can_have(argv, phrase, capsys):
    """Item 5: seven dora indicators, a fifth copy of a tile, 10²⁰ honba, an empty indicator
    between commas, a 2m–8m hand under sanma rules were all scored."""
    status = main(["score", "234m567p234s1122z", "--win", "1z", *argv])
    err = capsys.readouterr().err
    assert status == 2 and phrase in err, err


def test_render_refuses_a_width_that_is_not_a_number(capsys):
    """Item 5: ``--width nan`` passed the ``<= 0`` check and drew an SVG of nan sizes."""
    status = main(["render", "123m", "--width", "nan"])
    assert status == 2 and "--width" in capsys.readouterr().err


def test_loading_a_folder_as_a_scenario_is_a_scenario_error():
    """Found by `make fuzz` (seed 7): load_scenario(".") let the folder's OSError escape the API
    (the CLI turned it into status 2, Python callers got an OSError); now a ScenarioError naming
    the path."""
    from mjteach.scenario import ScenarioError, load_scenario

    with pytest.raises(ScenarioError, match="is a folder"):
        load_scenario(".")


def test_a_scenario_name_too_long_for_a_path_is_a_scenario_error():
    """Found by `make fuzz` (seed 11): a 5,000-character name made Path.exists raise OSError
    (File name too long) out of load_scenario."""
    from mjteach.scenario import ScenarioError, load_scenario

    with pytest.raises(ScenarioError, match="no scenario"):
        load_scenario("1" * 5000)


def test_a_native_call_step_without_its_meld_is_refused_on_read(realgames, tmp_path, capsys):
    """Found by `make fuzz` (seed 23, case 516): a "call" step with no "meld" was read, and the
    replay then raised ValueError (unknown action kind None) out of the run: status 2 naming no
    file, the other files not reported."""
    def drop_meld(d):
        step = next(s for s in d["hands"][0]["steps"] if s["kind"] in ("call", "kan"))
        del step["meld"]
    path = _write_native(tmp_path, realgames, drop_meld)
    status = main(["replay", path, str(realgames / GOOD), "--check"])
    out = capsys.readouterr().out
    assert status == 2 and out.startswith(path) and "meld" in out.splitlines()[0]
    assert "2 file(s), 1 hand(s): 1 replayed with no mismatch" in out


def test_a_record_whose_replay_fails_is_named_and_the_run_goes_on(realgames, tmp_path, capsys,
                                                                   monkeypatch):
    """A record every reader check accepts but whose replay still raises (the next gap a reader
    leaves) is listed as an error naming the file, and the other files are still replayed."""
    from mjteach.logs import replay

    real = replay.replay_game
    bad = tmp_path / "bad.json"
    bad.write_text((realgames / GOOD).read_text(encoding="utf-8"), encoding="utf-8")

    def failing(game, **kw):
        if game.path == str(bad):
            raise ValueError("unknown action kind None")
        return real(game, **kw)

    monkeypatch.setattr(replay, "replay_game", failing)
    status = main(["replay", str(bad), str(realgames / GOOD), "--check"])
    out = capsys.readouterr().out
    assert status == 2
    assert out.startswith(f"{bad}: cannot replay the record: ValueError")
    assert "2 file(s), 1 hand(s): 1 replayed with no mismatch" in out


def _pack_file(tmp_path):
    pack = tmp_path / "ok.json"
    pack.write_text(json.dumps({"title": "Week 3", "concepts": ["kan-legality"],
                                "rules": "tenhou", "difficulty": 1, "count": 1, "seed": 3}),
                    encoding="utf-8")
    return pack


@pytest.mark.parametrize("lang,phrase", [("en", "that is a folder"), ("ja", "フォルダーです"),
                                         ("zh", "这是文件夹")])
def test_render_to_a_folder_says_o_names_a_file_not_errno_21(tmp_path, capsys, lang, phrase):
    """Newcomer report: `mjteach render 1m -o adir` printed `[Errno 21] Is a directory: 'adir'`."""
    (tmp_path / "adir").mkdir()
    status = main(["render", "1m", "-o", str(tmp_path / "adir"), "--lang", lang])
    err = capsys.readouterr().err
    assert status == 2 and phrase in err and "-o" in err, err
    assert "Errno" not in err and len(err.strip().splitlines()) == 1, err


@pytest.mark.parametrize("lang,phrase", [("en", "not a folder"), ("ja", "フォルダーではありません"),
                                         ("zh", "不是文件夹")])
def test_practice_make_into_a_file_says_o_names_a_folder_not_errno_17(tmp_path, capsys, lang,
                                                                      phrase):
    """Newcomer report: `mjteach practice make ok.yaml -o afile` printed `[Errno 17] File
    exists: 'afile'` without saying -o must be a folder."""
    afile = tmp_path / "afile"
    afile.write_text("keep me", encoding="utf-8")
    status = main(["practice", "make", str(_pack_file(tmp_path)), "-o", str(afile),
                   "--lang", lang])
    err = capsys.readouterr().err
    assert status == 2 and phrase in err and "-o" in err, err
    assert "Errno" not in err and len(err.strip().splitlines()) == 1, err
    assert afile.read_text(encoding="utf-8") == "keep me"


def test_practice_results_to_a_folder_says_o_names_a_file(tmp_path, capsys):
    (tmp_path / "adir").mkdir()
    from mjteach.practice.progress import Progress

    (tmp_path / "aki.json").write_text(Progress(learner="aki").to_json(), encoding="utf-8")
    status = main(["practice", "results", str(tmp_path / "aki.json"), "-o",
                   str(tmp_path / "adir")])
    err = capsys.readouterr().err
    assert status == 2 and "that is a folder" in err and "Errno" not in err, err


def test_a_record_cut_short_inside_a_string_says_where_the_string_starts(realgames, tmp_path,
                                                                         capsys):
    """Newcomer report: a native record cut to 300 bytes gave `line 20: not valid JSON:
    Unterminated string starting at` and stopped there. The message ends with the place (line
    and column) and says the text ends too soon."""
    from mjteach.logs import load
    from mjteach.logs.native import write_native

    full = tmp_path / "full.json"
    write_native(load(realgames / GOOD), full)
    cut = tmp_path / "trunc.xml"
    cut.write_bytes(full.read_bytes()[:300])
    status = main(["replay", str(cut)])
    out = capsys.readouterr()
    text = (out.out + out.err).strip()
    assert status == 2, text
    line = next(x for x in text.splitlines() if "not valid JSON" in x)
    assert re.search(r"Unterminated string starting at line \d+ column \d+", line), line
    assert "cut short" in line and not line.rstrip().endswith(" at"), line
