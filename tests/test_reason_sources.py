"""The source a learner reads under a refused action names an article section and the rule options
that decide it — never the team's notes (a newcomer saw "rulesets.md §2.2, §3 item 4" in KanLab)."""

from __future__ import annotations

import dataclasses
import re

from mjteach.round.actions import SOURCES
from mjteach.rules import Rules
from mjteach.waits import RIICHI_ANKAN_SOURCE

ALL = {**SOURCES, "riichi_ankan": RIICHI_ANKAN_SOURCE}


def test_reason_sources_do_not_cite_team_notes():
    bad = {k: v for k, v in ALL.items() if ".md" in v or "docs/" in v or "rules." in v}
    assert not bad, bad


def test_every_rule_option_named_in_a_source_exists():
    fields = {f.name for f in dataclasses.fields(Rules)}
    named = {
        name.strip()
        for text in ALL.values()
        for group in re.findall(r"rule options? ([\w, ]+)", text)
        for name in group.split(",")
    }
    assert named, "no source names a rule option"
    assert named <= fields, sorted(named - fields)
