"""A rule's source as a learner reads it, in their language.

Reasons and exercises cite their rule as article sections plus the Rules options that switch it,
e.g. ``"槓 § 暗槓; 立直 § リーチ後の暗槓; rule options riichi_ankan, riichi_ankan_drawn_tile_only"``
(mjteach/waits.py, mjteach/round/actions.py), or ``rules.kuikae`` (the practice generators). The sections are names of the articles' headings and
stay as they are; the option codes are for a teacher's ``Rules.replace`` and are shown to a learner
by their labels (``w.opt.<option>``, the RuleSwitcher's), after a lead-in in the learner's
language (``source.rule_options``).
"""

from __future__ import annotations

import re

from . import has, t
from .punctuation import separator

_OPTIONS = re.compile(r"\brule options? ([a-z][a-z0-9_]*(?:, [a-z][a-z0-9_]*)*)")
_FIELD = re.compile(r"\brules\.([a-z][a-z0-9_]*)")  # one option as a Rules field: rules.kuikae


def option_label(option: str, lang: str | None = None) -> str:
    """A Rules option's label in ``lang`` (``w.opt.<option>``, as the RuleSwitcher shows it), or
    the option's code where the catalogs have no label."""
    key = f"w.opt.{option}"
    return t(key, lang) if has(key) else option


def source_text(source: str, lang: str | None = None) -> str:
    """``source`` with every ``rule option(s) a, b`` (or ``rules.a``) part given as the options' labels in ``lang``
    (``None``: the current language). A code without a label stays as it is. Raises TypeError if
    ``source`` is not a str."""
    if not isinstance(source, str):
        raise TypeError(f"source must be a str, not {type(source).__name__}")

    def labels(m: re.Match) -> str:
        names = [option_label(code, lang) for code in m.group(1).split(", ")]
        return t("source.rule_options", lang, options=t("source.list_separator", lang).join(names))

    text = _FIELD.sub(labels, _OPTIONS.sub(labels, source))
    return separator("semicolon", lang).join(text.split("; "))
