"""Teacher packs: a plain JSON or YAML file naming concepts, difficulty, rules, count and seed;
:func:`make_pack` writes a practice notebook, a printable HTML handout (the SVG figures inline,
ready to print to PDF from the browser) and a separate answer key.

Pack format (JSON object or YAML mapping)::

    title: "Kans, week 3"          # optional text
    concepts: [kan-legality, meld-layout]   # ids of mjteach.practice.CONCEPTS
    difficulty: 2                  # 1..3
    rules: tenhou                  # a preset name, or {preset: wrc, kuikae: allowed, ...}
    count: 12                      # 1..200 exercises, the concepts taken in turn
    seed: 7                        # any whole number: the same pack gives the same exercises
    lang: en                       # optional: en, ja or zh (default en)

:func:`load_pack` checks everything before anything is written and raises :class:`PackError`,
whose message names the line and the field (``pack.yaml, line 3, field 'difficulty': ...``), in
the current language (``mjteach practice make --lang``) for the field problems; the file-level and
``rules`` messages are English.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..files import JSONError, loads_json
from ..i18n import t
from ..rules import PRESETS, Rules
from . import CONCEPTS, make
from .exercise import Exercise, ExerciseError, ruleset_name
from .figures import figures

__all__ = ["Pack", "PackError", "load_pack", "parse_pack", "build_pack", "make_pack"]

FIELDS = ("title", "concepts", "difficulty", "rules", "count", "seed", "lang")
REQUIRED = ("concepts", "difficulty", "rules", "count", "seed")
MAX_COUNT = 200


class PackError(ValueError):
    """A pack that cannot be used: the message names the file, line and field."""


@dataclass(frozen=True)
class Pack:
    title: str
    concepts: tuple[str, ...]
    difficulty: int
    rules: Rules
    count: int
    seed: int
    lang: str = "en"

    def items(self) -> list[tuple[str, int]]:
        """(concept, seed) of each exercise, the concepts in turn."""
        return [(self.concepts[i % len(self.concepts)], self.seed * 1000 + i)
                for i in range(self.count)]


def _json_lines(text: str) -> dict[str, int]:
    """Line of each key of a JSON object (first occurrence; a key inside ``rules`` also as
    ``rules.<key>``)."""
    out: dict[str, int] = {}
    for m in re.finditer(r'"([^"\\]+)"\s*:', text):
        line = text.count("\n", 0, m.start()) + 1
        out.setdefault(m.group(1), line)
        if "rules" in out and m.group(1) != "rules" and line > out["rules"]:
            out.setdefault("rules." + m.group(1), line)
    return out


MAX_TITLE = 200
"""Longest pack title, in characters (it heads a notebook, a handout and an answer key)."""


def _yaml_load(text: str, name: str) -> tuple[Any, dict[str, int]]:
    try:
        import yaml
    except ImportError:  # pragma: no cover - PyYAML ships with the Jupyter stack
        raise PackError(f"{name}: YAML packs need PyYAML (pip install pyyaml); "
                        "or write the pack as JSON") from None
    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data = yaml.safe_load(text)
    except RecursionError:
        raise PackError(f"{name}: not valid YAML: nested too deeply") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f", line {mark.line + 1}" if mark is not None else ""
        raise PackError(f"{name}{where}: not valid YAML: "
                        f"{getattr(exc, 'problem', None) or exc}") from None
    lines: dict[str, int] = {}
    if node is not None and isinstance(node, yaml.MappingNode):
        for k, v in node.value:
            lines.setdefault(str(k.value), k.start_mark.line + 1)
            if isinstance(v, yaml.MappingNode):  # rules: {preset: ..., option: value}
                for kk, _vv in v.value:
                    lines.setdefault(f"{k.value}.{kk.value}", kk.start_mark.line + 1)
    return data, lines


def parse_pack(text: str, name: str = "pack", *, yaml_syntax: bool | None = None) -> Pack:
    """Check a pack's text (JSON, or YAML when ``yaml_syntax`` or the name ends .yaml/.yml).
    Raises PackError naming the line and field of every problem found (one per line)."""
    if yaml_syntax is None:
        yaml_syntax = name.endswith((".yaml", ".yml"))
    if yaml_syntax:
        data, lines = _yaml_load(text, name)
    else:
        try:
            data = loads_json(text)
        except JSONError as exc:
            line = f", line {exc.lineno}" if exc.lineno is not None else ""
            raise PackError(f"{name}{line}: not valid JSON: {exc.msg}") from None
        lines = _json_lines(text)
    if not isinstance(data, dict):
        raise PackError(f"{name}, line 1: a pack is a mapping of the fields "
                        f"{', '.join(FIELDS)}")

    problems: list[str] = []  # every problem found, reported together in one PackError

    def fail(field: str, msg: str) -> None:
        line = lines.get(field)
        where = t("practice.pack.err.line", file=name, line=line) if line else name
        problems.append(t("practice.pack.err.field", where=where, field=field, problem=msg))

    def err(key: str, **fields: Any) -> str:  # a problem in the current language
        return t("practice.pack.err." + key, **fields)

    for k in data:
        if k not in FIELDS:
            fail(str(k), err("unknown_field", fields=", ".join(FIELDS)))
    missing = [k for k in REQUIRED if k not in data]
    if missing:
        problems.append(err("missing_many" if len(missing) > 1 else "missing_one", file=name,
                            fields=", ".join(repr(k) for k in missing),
                            required=", ".join(REQUIRED)))
    title = data.get("title", "")
    if not isinstance(title, str):
        fail("title", err("title"))
    elif len(title) > MAX_TITLE or not title.isprintable():  # a newline broke the "# title" cell
        fail("title", err("title_line", max=MAX_TITLE))
    concepts = data.get("concepts", [])
    if isinstance(concepts, str):
        concepts = [concepts]
    if "concepts" in data:
        if not isinstance(concepts, list) or not concepts:
            fail("concepts", err("concepts_empty"))
        else:
            for c in concepts:
                if c not in CONCEPTS:
                    fail("concepts", err("concept_unknown", concept=repr(c),
                                         known=", ".join(CONCEPTS)))
    d = data.get("difficulty", 1)
    if not isinstance(d, int) or isinstance(d, bool) or d not in (1, 2, 3):
        fail("difficulty", err("difficulty", value=repr(d)))
    count = data.get("count", 1)
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_COUNT:
        fail("count", err("count", max=MAX_COUNT, value=repr(count)))
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        fail("seed", err("seed", value=repr(seed)))
    lang = data.get("lang", "en")
    if lang not in ("en", "ja", "zh"):
        fail("lang", err("lang", value=repr(lang)))
    rules = _pack_rules(data["rules"], fail) if "rules" in data else None
    if problems:
        raise PackError("\n".join(problems))
    assert rules is not None
    return Pack(title=title, concepts=tuple(concepts), difficulty=d, rules=rules, count=count,
                seed=seed, lang=lang)


def _pack_rules(r: Any, fail: Callable[[str, str], None]) -> Rules | None:
    """The pack's ``rules`` field as Rules: a preset name or ``{preset: ..., option: value}``;
    a problem is passed to ``fail(field, message)`` and None returned."""
    try:
        if isinstance(r, str):
            return Rules.preset(r)
        if isinstance(r, dict):
            base = r.get("preset", "tenhou")
            if base not in PRESETS:
                raise KeyError(f"unknown preset {base!r}")
            rest = {k: v for k, v in r.items() if k != "preset"}
            return Rules.from_dict(rest, base=Rules.preset(base)) if rest else Rules.preset(base)
        raise ValueError("a preset name or a mapping {preset: ..., option: value}")
    except (KeyError, ValueError, TypeError) as exc:
        msg = str(exc.args[0] if exc.args else exc)
        named = [k for k in (r if isinstance(r, dict) else ()) if k != "preset" and k in msg]
        if named:
            fail("rules." + named[0], msg)
            return None
        if "presets:" not in msg and "known:" not in msg:
            msg = f"{msg} (presets: {', '.join(PRESETS)})"
        fail("rules", msg)
        return None


def load_pack(path: str | Path) -> Pack:
    """Read and check a pack file. Raises PackError naming the file when it cannot be read (missing,
    a folder or FIFO, not UTF-8) or its content is wrong."""
    from ..files import read_text

    p = Path(path)
    try:
        text = read_text(p)
    except UnicodeDecodeError:
        raise PackError(f"{p}: not a text file in UTF-8 (a pack is JSON or YAML text)") from None
    except OSError as exc:
        raise PackError(f"{p}: cannot read the pack file ({exc.strerror or exc})") from None
    return parse_pack(text, p.name)


# ----- the three files ------------------------------------------------------------------------

_CSS = """body{font-family:system-ui,"Noto Sans CJK JP",sans-serif;max-width:50rem;margin:1rem auto;
color:#111}h1{font-size:1.4rem}.ex{break-inside:avoid;border-top:1px solid #999;padding:.5rem 0}
.figs{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-end}figure{margin:0}
figcaption{font-size:.8rem;color:#333}ol.choices{list-style:none;padding-left:0}
ol.choices li::before{content:"\\2610  "}.meta{font-size:.8rem;color:#333}
@media print{.ex{page-break-inside:avoid}}"""


def _esc(x: Any) -> str:
    return html.escape(str(x), quote=True)


def _page(title: str, body: str, lang: str) -> str:
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
            f"<title>{_esc(title)}</title><style>{_CSS}</style></head><body>\n{body}\n"
            "</body></html>\n")


def build_pack(pack: Pack) -> tuple[list[Exercise], dict[str, str]]:
    """Make the pack's exercises and the three files' text: ``{"notebook", "handout",
    "key"}``. Raises PackError if an exercise cannot be made."""

    lang = pack.lang
    exercises = []
    for concept, seed in pack.items():
        try:
            exercises.append(make(concept, seed, pack.difficulty, pack.rules))
        except ExerciseError as exc:
            raise PackError(f"exercise {len(exercises) + 1} ({concept}): {exc}") from None
    title = pack.title or t("practice.pack.title", lang)
    meta = t("practice.pack.meta", lang, rules=ruleset_name(pack.rules, lang), difficulty=pack.difficulty,
             count=pack.count, seed=pack.seed)
    hand_parts, key_parts = [f"<h1>{_esc(title)}</h1><p class='meta'>{_esc(meta)}</p>"], [
        f"<h1>{_esc(title)} — {_esc(t('practice.pack.key', lang))}</h1>"
        f"<p class='meta'>{_esc(meta)}</p>"]
    for i, ex in enumerate(exercises, 1):
        tx = ex.texts(lang)
        figs = "".join(f"<figure>{f['svg']}<figcaption>{_esc(f['caption'])}</figcaption></figure>"
                       for f in figures(ex, lang))
        if ex.figure.get("wall_click"):  # answered on the printed wall itself
            choices = f"<li>{_esc(t('practice.pack.circle', lang))}</li>"
        else:
            choices = "".join(f"<li>{_esc(c['label'])}</li>" for c in tx["choices"])
        hand_parts.append(
            f"<section class='ex' id='ex{i}'><h2>{i}. {_esc(t('practice.concept.' + ex.concept.replace('-', '_'), lang))}</h2>"
            f"<p>{_esc(tx['prompt'])}</p><div class='figs'>{figs}</div>"
            f"<ol class='choices'>{choices}</ol></section>")
        answer = ", ".join(tx["answer_labels"]) or t("practice.none", lang)
        expl = "".join(f"<p>{_esc(x)}</p>" for x in tx["explanation"])
        drawn = -1 if ex.concept == "meld-layout" else 0 if ex.figure.get("wall_click") else None
        if drawn is not None:  # the answer drawn: the meld as laid, the wall after the kan
            f = figures(ex, lang, show_answer=True)[drawn]
            expl += (f"<div class='figs'><figure>{f['svg']}<figcaption>{_esc(f['caption'])}"
                     "</figcaption></figure></div>")
        key_parts.append(
            f"<section class='ex' id='key{i}'><h2>{i}. {_esc(answer)}</h2>{expl}"
            f"<p>{_esc(tx['mistake'])}</p>"
            f"<p class='meta'>{_esc(t('practice.ui.source', lang, source=tx['source']))} · "
            f"{_esc(ex.key)}</p></section>")
    return exercises, {
        "notebook": _notebook(pack, title),
        "handout": _page(title, "\n".join(hand_parts), lang),
        "key": _page(title, "\n".join(key_parts), lang),
    }


def _notebook(pack: Pack, title: str) -> str:
    """The practice notebook (nbformat 4.5 JSON, unexecuted). Written as a plain dict: importing
    ``nbformat`` (jsonschema) costs more than the whole pack; the tests validate the result with
    ``nbformat.validate``."""
    queue = pack.items()
    rules = pack.rules.name if pack.rules.is_preset else pack.rules.to_dict()
    code = (
        "import mjteach\n"
        "from mjteach.rules import Rules\n"
        "from mjteach.widgets import LanguagePicker, Practice\n"
        f"mjteach.set_language({pack.lang!r})\n"
        + (f"rules = Rules.preset({rules!r})\n" if isinstance(rules, str)
           else f"rules = Rules.from_dict({rules!r})\n")
        + "display(LanguagePicker())\n"
        f"Practice(concepts={list(pack.concepts)!r}, difficulty={pack.difficulty}, rules=rules,\n"
        f"         seed={pack.seed}, lesson={_slug(title)!r},\n"
        f"         queue={queue!r})\n")

    def lines(text: str) -> list[str]:
        return text.splitlines(keepends=True)

    nb = {
        "nbformat": 4, "nbformat_minor": 5,
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                    "language": "python"},
                     "language_info": {"name": "python"}},
        "cells": [
            {"cell_type": "markdown", "id": "title", "metadata": {}, "source": lines(f"# {title}")},
            {"cell_type": "code", "id": "practice", "metadata": {}, "execution_count": None,
             "outputs": [], "source": lines(code)},
        ],
    }
    return json.dumps(nb, ensure_ascii=False, indent=1) + "\n"


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-").lower() or "pack"


def make_pack(path: str | Path, out_dir: str | Path | None = None) -> dict[str, Path]:
    """Check the pack at ``path`` and write ``<stem>-practice.ipynb``, ``<stem>-handout.html`` and
    ``<stem>-key.html`` into ``out_dir`` (default: the pack's folder). Nothing is written when the
    pack or one of its exercises is refused (PackError)."""
    p = Path(path)
    pack = load_pack(p)
    _exercises, texts = build_pack(pack)
    out = Path(out_dir) if out_dir is not None else p.parent
    out.mkdir(parents=True, exist_ok=True)
    files = {"notebook": out / f"{p.stem}-practice.ipynb",
             "handout": out / f"{p.stem}-handout.html",
             "key": out / f"{p.stem}-key.html"}
    for k, f in files.items():
        f.write_text(texts[k], encoding="utf-8")
    return files
