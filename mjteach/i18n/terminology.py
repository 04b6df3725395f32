"""The term check: every translation uses the course's terms, one word per concept.

The rules are data (``terminology.json`` beside this module): per language, a look-alike to avoid
(a regular expression) and the term to use instead. A look-alike that is right for *another*
concept is allowed as many times as that concept's English occurs in the entry (``unless_english``):
zh 听牌 is tenpai, so it may stand where the English says "tenpai" but not where it says "wait".
Every catalog is checked: the package's (widgets, practice, reasons, errors: mjteach/i18n/locale)
and the lessons' (mjteach/course/locale). Standard library and Babel only, like :mod:`pofiles`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from mjteach.i18n import pofiles

RULES_FILE = Path(__file__).resolve().parent / "terminology.json"
LESSON_CATALOGS = Path(__file__).resolve().parents[1] / "course" / "locale"


@dataclass(frozen=True)
class TermRule:
    lang: str
    concept: str
    avoid: re.Pattern
    use: str
    unless_english: re.Pattern | None = None

    def misuses(self, english: str, translation: str) -> list[str]:
        """The look-alikes in ``translation`` beyond what its ``english`` allows (empty: fine)."""
        found = [m.group(0) for m in self.avoid.finditer(translation)]
        allowed = len(self.unless_english.findall(english)) if self.unless_english else 0
        return found[allowed:] if len(found) > allowed else []


@cache
def rules(path: Path = RULES_FILE) -> tuple[TermRule, ...]:
    """The rules of ``terminology.json``. Raises ValueError naming the rule that is malformed."""
    data = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for lang in pofiles.TRANSLATED:
        for n, rule in enumerate(data.get(lang, []), start=1):
            where = f"{path.name}: {lang} rule {n}"
            missing = [k for k in ("concept", "avoid", "use") if not rule.get(k)]
            if missing:
                raise ValueError(f"{where}: missing {', '.join(missing)}")
            try:
                avoid = re.compile(rule["avoid"], re.M)
                unless = re.compile(rule["unless_english"], re.I) if rule.get("unless_english") else None
            except re.error as exc:
                raise ValueError(f"{where}: bad regular expression: {exc}") from exc
            out.append(TermRule(lang, rule["concept"], avoid, rule["use"], unless))
    return tuple(out)


def translations(lang: str, locale_dir: Path) -> list[tuple[str, str, str]]:
    """``(domain, English, translation)`` of every translated entry of ``lang`` under ``locale_dir``."""
    out = []
    for domain in pofiles.domains(locale_dir):
        path = pofiles.po_path(lang, domain, locale_dir)
        if path.exists():
            out += [(domain, m.id, m.string) for m in pofiles.read(path, lang)
                    if m.id and isinstance(m.id, str) and m.string and isinstance(m.string, str)]
    return out


def problems(locale_dirs: tuple[Path, ...] = (pofiles.LOCALE_DIR, LESSON_CATALOGS),
             term_rules: tuple[TermRule, ...] | None = None) -> list[str]:
    """One line per translation that uses a look-alike: language, domain, the word, the concept
    meant, what to write instead, and the start of the English."""
    found = []
    term_rules = rules() if term_rules is None else term_rules
    for lang in pofiles.TRANSLATED:
        mine = [r for r in term_rules if r.lang == lang]
        for locale_dir in locale_dirs:
            for domain, english, text in translations(lang, locale_dir):
                for rule in mine:
                    for word in rule.misuses(english, text):
                        short = english.replace("\n", " ")[:50]
                        found.append(f"{lang} {domain}: term {word!r} for {rule.concept}: "
                                     f"use {rule.use} ({short!r})")
    return found
