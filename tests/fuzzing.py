"""Seeded fuzzing of everything a user hands mjteach (issue 23, item 6).

Six targets, each a function ``(rng, tmp) -> str | None`` that builds one hostile input from the
seeded ``rng``, feeds it in, and returns None when mjteach answered as documented or a line saying
what went wrong:

* ``records``: real and sample game records (Tenhou JSON, mjai lines, mjteach logs, mjlog) with a
  value replaced by a nasty one, a key dropped or added, nesting deepened, the text cut or a byte
  changed, given to ``mjteach replay --check``;
* ``cli``: random command lines of ``render``, ``score``, ``scenario``, ``replay``, ``practice``
  with nasty option values;
* ``api``: public calls (Round, Game, Rules, Hand, Tile, Wall, Action) with a nasty argument;
* ``scenarios``, ``packs``, ``progress``: the shipped scenarios, a valid pack and a valid progress
  file mutated, read through their loaders.

What counts as wrong: an exception other than the documented one escaping (a traceback), a case
running past :data:`CASE_SECONDS` (a hang), an exit status not in docs/exit-codes.md for that
command, a status 2 whose output does not name the file, a TypeError worded by Python itself
(raised deep inside instead of where the argument enters), an object changed by a refused call.

``tests/test_fuzz_inputs.py`` runs a few cases of each in ``make test``; ``make fuzz`` runs many
(``FUZZ_CASES``, ``FUZZ_SEED``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import json
import math
import random
import re
import signal
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).parent.parent
DATA = Path(__file__).parent / "data" / "realgames"
CASE_SECONDS = 20
"""A case still running after this long counts as a hang."""

# Python's own wording of a TypeError/ValueError raised deep inside, not by an argument check
_DEEP = re.compile(
    r"not supported between|unsupported operand|is not iterable|unhashable type|has no "
    r"attribute|not subscriptable|dictionary update sequence|cannot convert dictionary|"
    r"bytes-like object is required|cannot be interpreted as an integer|positional argument|"
    r"unexpected keyword|must be real number|is not callable|cannot convert float|"
    r"list index out of range|tuple index out of range|string indices must"
)


def _deep(depth: int) -> Any:
    v: Any = 1
    for _ in range(depth):
        v = [v]
    return v


NASTY: list[Any] = [
    None, True, False, 0, -1, 1.5, math.nan, math.inf, -math.inf, 10**20, -(10**20), 2**64,
    "", " ", "x", "1m", "0", "-1", "nan", "\n# heading", "\x00", "𝕏" * 3, "1" * 5000,
    [], {}, [1, 2, 3], ["a", "b", "c", "d"], {"a": 1}, _deep(80),
]


def nasty(rng: random.Random) -> Any:
    """One hostile value: a listed one, or a random small JSON value."""
    if rng.random() < 0.7:
        return rng.choice(NASTY)
    return _json_value(rng, 3)


def _json_value(rng: random.Random, depth: int) -> Any:
    kind = rng.randrange(7 if depth else 4)
    if kind == 0:
        return rng.randint(-(10**6), 10**6)
    if kind == 1:
        return rng.choice(["", "1m", "5z", "pon", "tenhou", "é", "0m0p"])
    if kind == 2:
        return rng.choice([None, True, False])
    if kind == 3:
        return rng.uniform(-1e6, 1e6)
    if kind in (4, 5):
        return [_json_value(rng, depth - 1) for _ in range(rng.randrange(4))]
    return {rng.choice(["a", "seat", "tile", "kind"]): _json_value(rng, depth - 1)
            for _ in range(rng.randrange(3))}


def _paths(obj: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out += _paths(v, (*prefix, i))
    return out


def mutate(obj: Any, rng: random.Random) -> Any:
    """A copy of JSON-like ``obj`` with one change: a value replaced, a key dropped or added, an
    element repeated, or a value wrapped in 200 lists."""
    obj = json.loads(json.dumps(obj))
    path = rng.choice(_paths(obj))
    if not path:
        return nasty(rng)
    parent = obj
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    how = rng.randrange(5)
    if how == 0 and isinstance(parent, dict):
        del parent[last]
    elif how == 1 and isinstance(parent, dict):
        parent[rng.choice(["extra", "honbaa", "sead", last + "_"])] = nasty(rng)
    elif how == 2 and isinstance(parent, list):
        parent.insert(last, parent[last])
    elif how == 3:
        parent[last] = _deep(200) if rng.random() < 0.5 else [parent[last]]
    else:
        parent[last] = nasty(rng)
    return obj


class Hang(BaseException):
    """Raised by the alarm; a BaseException so that no ``except Exception`` in mjteach (the CLI
    turns those into status 3) swallows it."""


@contextlib.contextmanager
def time_limit(seconds: float):
    """Raise :class:`Hang` in the main thread after ``seconds`` (POSIX; elsewhere no limit)."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def on_alarm(signum, frame):
        raise Hang(f"still running after {seconds} s")

    old = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


# ----- the documented exit codes ------------------------------------------------------------

def exit_codes() -> dict[str, set[int]]:
    """docs/exit-codes.md as {command: statuses}; "any" rows apply to every command."""
    table: dict[str, set[int]] = {}
    for line in (ROOT / "docs" / "exit-codes.md").read_text(encoding="utf-8").splitlines():
        m = re.match(r"^\| `?([a-z ]+?)`? \| (\d+) \|", line)
        if m:
            table.setdefault(m.group(1), set()).add(int(m.group(2)))
    common = table.pop("any", set()) - {3, 130}  # a bug, an interrupt: never an answer to input
    return {cmd: codes | common for cmd, codes in table.items()}


def run_cli(argv: list[str]) -> tuple[int, str]:
    """``mjteach argv`` in this process: (status, stdout + stderr). Exceptions other than
    argparse's SystemExit propagate (they are the tracebacks the fuzz looks for)."""
    from mjteach.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(argv)
        except SystemExit as exc:
            status = exc.code if isinstance(exc.code, int) else 2
    return status, out.getvalue() + err.getvalue()


def _command(argv: list[str]) -> str:
    return " ".join(argv[:2]) if argv[0] == "practice" else argv[0]


def check_cli(argv: list[str]) -> str | None:
    status, text = run_cli(argv)
    allowed = exit_codes()[_command(argv)]
    if status not in allowed:
        return f"status {status} (documented: {sorted(allowed)}): {text[-300:]!r}"
    if status == 2 and not text.strip():
        return "status 2 without a message"
    if "Traceback" in text:
        return "a traceback in the output"
    return None


# ----- targets ---------------------------------------------------------------------------------

def _base_records() -> list[tuple[str, str]]:
    """(suffix, text) of the records mutated: small ones so a case replays in well under 1 s."""
    from mjteach.logs import load
    from mjteach.logs.mjai import to_mjai_events

    tenhou = DATA / "tenhou-json" / "mjai-reviewer_rinshan.json"
    out = [(".json", tenhou.read_text(encoding="utf-8"))]
    out.append((".jsonl", "\n".join(json.dumps(e) for e in to_mjai_events(load(tenhou)))))
    for name in ("ankan.json", "kakan.json"):
        out.append((".json", (ROOT / "mjteach" / "data" / "sample_logs" / name).read_text(
            encoding="utf-8")))
    mjlog = DATA / "mjlog" / "mjx_upd-bef-chankan-twice.mjlog"
    out.append((".mjlog", mjlog.read_text(encoding="utf-8")))
    return out


_RECORDS: list[tuple[str, str]] = []


def target_records(rng: random.Random, tmp: Path) -> str | None:
    if not _RECORDS:
        _RECORDS.extend(_base_records())
    suffix, text = rng.choice(_RECORDS)
    how = rng.randrange(4)
    if how == 0 and suffix == ".json":
        text = json.dumps(mutate(json.loads(text), rng), allow_nan=True)
    elif how == 0 and suffix == ".jsonl":
        lines = text.splitlines()
        i = rng.randrange(len(lines))
        lines[i] = json.dumps(mutate(json.loads(lines[i]), rng), allow_nan=True)
        text = "\n".join(lines)
    elif how == 1:
        text = text[: rng.randrange(len(text) + 1)]
    elif how == 2:
        i = rng.randrange(len(text))
        text = text[:i] + rng.choice(['"', "<", ">", "9" * 30, "-", "\x00", "{", "]", "é",
                                      " encoding=\"utf-7\""]) + text[i + 1:]
    else:
        numbers = list(re.finditer(r"\d+", text))
        if numbers:
            m = rng.choice(numbers)
            text = text[: m.start()] + str(nasty(rng)) + text[m.end():]
    path = tmp / f"fuzz{suffix}"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    good = DATA / "tenhou-json" / "mjai-reviewer_rinshan.json"
    argv = ["replay", str(path), str(good), "--check"]
    problem = check_cli(argv)
    if problem:
        return problem
    status, out = run_cli(argv)
    if status == 2 and (str(path) not in out or "2 file(s)" not in out):
        return f"status 2 without naming the file or reporting the good one: {out[-300:]!r}"
    return None


def _cli_argv(rng: random.Random, tmp: Path) -> list[str]:
    def v() -> str:
        x = nasty(rng)
        return x if isinstance(x, str) else json.dumps(x, allow_nan=True)

    cmd = rng.choice(["render", "score", "scenario", "replay", "practice make",
                      "practice results"])
    if cmd == "render":
        argv = ["render", rng.choice(["123m", "2399m222666p [8888s]", v()])]
        for opt in rng.sample(["--width", "--ankan", "--lang", "-o"], rng.randrange(3)):
            argv += [opt, str(tmp / "o.svg") if opt == "-o" else v()]
        return argv
    if cmd == "score":
        argv = ["score", rng.choice(["234m567p234s22z678s", "2399m222666p [8888s]", v()]),
                "--win", rng.choice(["8s", "1m", v()])]
        for opt in rng.sample(["--dora", "--ura", "--honba", "--sticks", "--rules", "--rule",
                               "--seat", "--from", "--lang"], rng.randrange(4)):
            argv += [opt, v()]
        argv += rng.sample(["--tsumo", "--riichi", "--rinshan", "--chankan", "--haitei",
                            "--json"], rng.randrange(3))
        return argv
    if cmd == "scenario":
        return ["scenario", rng.choice(["ankan_basic", v(), str(tmp)])] + (
            ["--json"] if rng.random() < 0.5 else [])
    if cmd == "replay":
        small = DATA / "mjlog" / "mjx_upd-bef-chankan-twice.mjlog"
        return ["replay", rng.choice([v(), str(tmp), str(small)])] + rng.sample(
            ["--check", "--json", "--no-values"], rng.randrange(4))
    if cmd == "practice make":
        path = tmp / "pack.json"
        path.write_text(json.dumps(mutate(PACK, rng), allow_nan=True), encoding="utf-8")
        return ["practice", "make", str(path), "-o", str(tmp / "out")]
    path = tmp / "learner.json"
    path.write_text(json.dumps(mutate(PROGRESS, rng), allow_nan=True), encoding="utf-8")
    return ["practice", "results", str(path)]


def target_cli(rng: random.Random, tmp: Path) -> str | None:
    argv = _cli_argv(rng, tmp)
    problem = check_cli(argv)
    return f"{argv!r:.300}: {problem}" if problem else None


def _api_calls() -> list[tuple[str, Callable[[Any], Any], Callable[[], Any] | None]]:
    """(name, call taking the nasty value, maker of the object the call acts on or None)."""
    from mjteach.game import Game
    from mjteach.hand import Hand
    from mjteach.melds import Meld
    from mjteach.round import Action, Round
    from mjteach.rules import Rules
    from mjteach.scoring import WinContext, evaluate
    from mjteach.tiles import Tile, parse_tiles
    from mjteach.wall import Wall

    def rnd() -> Any:
        r = Round(seed=5)
        r.play(r.legal_actions()[0])
        return r

    def game() -> Any:
        return Game(seed=5)

    calls: list[tuple[str, Callable[[Any], Any], Callable[[], Any] | None]] = []
    for key in ("dealer", "round_wind", "honba", "riichi_sticks", "scores", "seed", "rules",
                "wall", "deal"):
        calls.append((f"Round({key}=…)", lambda v, k=key: Round(**{k: v}), None))
    for key in ("rules", "length", "seed", "scores", "total", "round_wind", "hand", "honba",
                "riichi_sticks", "first_dealer"):
        calls.append((f"Game({key}=…)", lambda v, k=key: Game(**{k: v}), None))
    for maker, label in ((rnd, "Round"), (game, "Game")):
        for m in ("play", "undo", "legal_actions", "why_not", "respond"):
            calls.append((f"{label}.{m}(…)", lambda v, m=m: ("obj", m, (v,)), maker))
        calls.append((f"{label}.play('discard 1m', seat=…)",
                      lambda v: ("obj", "play", ("discard 1m", v)), maker))
    calls += [
        ("Rules.from_dict(…)", lambda v: Rules.from_dict(v), None),
        ("Rules.from_dict({players: …})", lambda v: Rules.from_dict({"players": v}), None),
        ("Rules.preset(…)", lambda v: Rules.preset(v), None),
        ("Rules.with_option(…)", lambda v: Rules.preset("tenhou").with_option(v), None),
        ("Hand.parse(…)", lambda v: Hand.parse(v), None),
        ("Hand.from_tiles(…)", lambda v: Hand.from_tiles(v), None),
        ("Tile.parse(…)", lambda v: Tile.parse(v), None),
        ("Tile.from_136(…)", lambda v: Tile.from_136(v), None),
        ("parse_tiles(…)", lambda v: parse_tiles(v), None),
        ("Wall.from_seed(…)", lambda v: Wall.from_seed(v), None),
        ("Action.parse(…, 0)", lambda v: Action.parse(v, 0), None),
        ("Action.parse('discard 1m', …)", lambda v: Action.parse("discard 1m", v), None),
        ("Meld.parse(…)", lambda v: Meld.parse(v), None),
        ("evaluate(…, ctx)", lambda v: evaluate(v, WinContext(win_tile="8s", tsumo=True)), None),
        ("evaluate(hand, ctx, …)", lambda v: evaluate(Hand.parse("234m567p234s22z678s"),
                                                     WinContext(win_tile="8s", tsumo=True), v),
         None),
    ]
    fields = [f.name for f in dataclasses.fields(WinContext) if f.name != "win_tile"]
    for name in fields:
        calls.append((f"WinContext({name}=…)", lambda v, k=name: evaluate(
            Hand.parse("234m567p234s22z678s"), WinContext(win_tile="8s", tsumo=True, **{k: v})),
            None))
    return calls


_API: list[tuple[str, Callable[[Any], Any], Callable[[], Any] | None]] = []


def target_api(rng: random.Random, tmp: Path) -> str | None:
    if not _API:
        _API.extend(_api_calls())
    name, call, maker = rng.choice(_API)
    value = nasty(rng)
    obj = maker() if maker else None
    before = (obj.snapshot(), list(obj.history)) if obj is not None else None
    try:
        spec = call(value)
        if isinstance(spec, tuple) and spec and spec[0] == "obj":
            getattr(obj, spec[1])(*spec[2])
        return None
    except (TypeError, ValueError, KeyError) as exc:
        text = str(exc)
        if _DEEP.search(text):
            return f"{name} with {value!r:.60}: raised deep inside: {type(exc).__name__}: {text}"
        if before is not None and (obj.snapshot(), list(obj.history)) != before:
            return f"{name} with {value!r:.60}: refused but the object changed"
        return None


def target_scenarios(rng: random.Random, tmp: Path) -> str | None:
    from mjteach.scenario import load_scenario, scenario_dir

    files = sorted(scenario_dir().glob("*.json"))
    data = mutate(json.loads(rng.choice(files).read_text(encoding="utf-8")), rng)
    try:
        load_scenario(data).run() if isinstance(data, dict) else load_scenario(data)
    except ValueError as exc:
        if _DEEP.search(str(exc)):
            return f"raised deep inside: {exc}"
    return None


PACK = {"title": "Kans, week 3", "concepts": ["kan-legality"], "difficulty": 1,
        "rules": "tenhou", "count": 2, "seed": 7, "lang": "en"}
PROGRESS = {"format": "mjteach-practice-progress", "version": 1, "learner": "Aiko", "step": 2,
            "concepts": {"kan-legality": {"box": 2, "due": 4, "right": 1, "wrong": 1,
                                          "seen": 2}},
            "history": [{"key": "kan-legality:1:7@tenhou", "ok": True, "tries": 1}]}


def target_packs(rng: random.Random, tmp: Path) -> str | None:
    from mjteach.practice.pack import PackError, parse_pack

    text = json.dumps(mutate(PACK, rng), allow_nan=True)
    try:
        parse_pack(text, "fuzz.json")
    except PackError:
        pass
    return None


def target_progress(rng: random.Random, tmp: Path) -> str | None:
    from mjteach.practice.progress import Progress, ProgressError

    text = json.dumps(mutate(PROGRESS, rng), allow_nan=True)
    try:
        p = Progress.from_json(text)
    except ProgressError:
        return None
    for c, st in p.concepts.items():
        if not (1 <= st.box <= 5 and st.right + st.wrong == st.seen):
            return f"accepted an impossible state for {c}: {st}"
    return None


TARGETS: dict[str, Callable[[random.Random, Path], str | None]] = {
    "records": target_records, "cli": target_cli, "api": target_api,
    "scenarios": target_scenarios, "packs": target_packs, "progress": target_progress,
}


def fuzz(name: str, cases: int, seed: int, tmp: Path) -> list[str]:
    """Run ``cases`` cases of target ``name`` from ``seed``; the problems found, each with the
    case number that reproduces it (``random.Random(f"{seed}:{name}:{case}")``)."""
    target = TARGETS[name]
    problems = []
    for case in range(cases):
        rng = random.Random(f"{seed}:{name}:{case}")
        where = tmp / f"case{case}"
        where.mkdir()
        try:
            with time_limit(CASE_SECONDS):
                problem = target(rng, where)
        except Hang as exc:
            problem = f"hang: {exc}"
        except Exception as exc:  # noqa: BLE001 - any escape is the finding
            problem = f"traceback: {type(exc).__name__}: {str(exc)[:300]}"
        if problem:
            problems.append(f"{name} case {case} (seed {seed}): {problem}")
    return problems
