"""``mjteach scenario FILE [--json] [--lang L]``: set up a teaching scenario, list what is legal and
why the other kans/calls are not, play its scripted actions and show the state after each."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from ..i18n import t


def add_parser(sub: Any) -> argparse.ArgumentParser:
    p = sub.add_parser("scenario", help="run a teaching scenario (JSON) and explain each step")
    p.add_argument(
        "file", help="scenario file, or the name of a shipped scenario (see --list)", nargs="?"
    )
    p.add_argument("--json", action="store_true", help="print the full report as JSON")
    p.add_argument("--lang", default="en", choices=("en", "ja", "zh"))
    p.add_argument("--list", action="store_true", help="list the shipped scenarios")
    return p


def run(args: argparse.Namespace) -> int:
    from ..scenario import list_scenarios, load_scenario

    if args.list or not args.file:
        for name in list_scenarios():
            print(name)
        return 0
    report = load_scenario(_resolve(args.file, list_scenarios())).run(lang=args.lang)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
        return 0
    lang = args.lang
    start = report["start"]
    print(f"{report['scenario']}: {report['title']}  [{report['rules']}]")
    _print_state(start, lang)
    for step in report["steps"]:
        if step["legal"]:
            kinds = ", ".join(
                e["kind"] + (" " + e["tile"] if e["tile"] else "") for e in step["events"]
            )
            print("\n" + t("cli.scenario.played", lang, step=step["step"], seat=step["seat"],
                           action=step["action"], events=kinds))
            _print_state(step["state"], lang)
        else:
            print("\n" + t("cli.scenario.refused", lang, step=step["step"], seat=step["seat"],
                           action=step["action"], code=step["reason"], message=step["message"]))
    if report.get("result"):
        result = json.dumps(report["result"], ensure_ascii=False)
        print("\n" + t("cli.scenario.result", lang), result)
    return 0


def _resolve(name: str, shipped: list[str]) -> str:
    """A path to a scenario file, a shipped scenario's name (``ankan_basic``; ``ankan-basic`` and
    ``ankan_basic.json`` work too), or JSON text; anything else is a ValueError naming the
    choices."""
    if name.lstrip().startswith("{") or Path(name).exists():
        return name
    stem = name.removesuffix(".json").replace("-", "_")
    if stem in shipped:  # a bare name only: a wrong path is not swapped for a shipped file
        return stem
    raise ValueError(
        f"no scenario file or shipped scenario named {name!r}; shipped: {', '.join(shipped)} "
        "(mjteach scenario --list)"
    )


def _print_state(s: dict[str, Any], lang: str) -> None:
    print("  " + t("cli.scenario.state", lang, phase=s["phase"], turn=s["turn"],
                   live=s["live_remaining"], indicators="".join(s["dora_indicators"]),
                   rinshan=s["rinshan_remaining"], haitei=s["haitei_tile"]))
    print("  " + t("cli.scenario.dead_wall", lang, tiles=" ".join(s["dead_wall"])))
    for seat, acts in s["legal_actions"].items():
        print("  " + t("cli.scenario.may", lang, seat=seat, actions=", ".join(acts)))
    for r in s["refused"]:
        print("  " + t("cli.scenario.refused_here", lang, seat=r["seat"], action=r["action"],
                       code=r["reason"], message=r["message"]))
