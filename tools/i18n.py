"""Maintain mjteach's gettext catalogs (mjteach/i18n/locale): fold, update, check, compile.

    python tools/i18n.py fold [FILE ...]   fold msg_*.py dicts into the .pot/.po files, delete them
    python tools/i18n.py update            sync ja/zh .po with the English .pot (like pybabel update)
    python tools/i18n.py check             list untranslated / fuzzy / stale / obsolete strings
                                           and wrong placeholders, in these catalogs and the
                                           lessons' (mjteach/course/locale), and look-alikes of
                                           the glossary's terms (mjteach/i18n/terminology.json)
    python tools/i18n.py keep LANG DOMAIN TEXT   the translation(s) of TEXT (a key, or the start of
                                           the English) are right for the current English as
                                           they are: recorded so, fuzzy mark cleared
    python tools/i18n.py compile OUT_DIR   write .mo files (setup.py does this when a wheel is built)

``fold`` is for merges: branches written before the catalogs moved to gettext add messages as
``MESSAGES = {"key": {"en": ..., "ja": ..., "zh": ...}}`` in ``mjteach/i18n/msg_<part>.py``. After
merging such a branch, run ``python tools/i18n.py fold`` (no argument: every leftover
``mjteach/i18n/msg_*.py``). Each key goes to the domain that already holds it, else to domain
``<part>``; the dict's texts win (the branch is the newer author); a changed English without a new
translation leaves the old translation fuzzy. Comment lines just above a key become translator
comments (``#.``). The module file is deleted (``--keep`` keeps it). Then run ``check``.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mjteach.i18n import pofiles, terminology  # noqa: E402  (after sys.path: runs from a checkout)

I18N_DIR = ROOT / "mjteach" / "i18n"
LESSON_CATALOGS = ROOT / "mjteach" / "course" / "locale"
_KEY_LINE = re.compile(r"""^\s*["']([A-Za-z0-9_.\-]+)["']\s*:""")


def read_dict_module(path: Path) -> tuple[dict[str, dict[str, str]], dict[str, list[str]], str]:
    """``MESSAGES``, the comment lines above each key, and the module docstring of a msg file.

    The file is executed on its own (plain literals and helper dicts such as msg_scoring's), not
    imported as part of the package. Raises ValueError naming the file if it has no ``MESSAGES``.
    """
    source = path.read_text(encoding="utf-8")
    namespace: dict[str, object] = {"__name__": f"fold_{path.stem}"}
    exec(compile(source, str(path), "exec"), namespace)  # noqa: S102 - our own repo's file
    messages = namespace.get("MESSAGES")
    if not isinstance(messages, dict):
        raise ValueError(f"{path}: no MESSAGES dict")
    comments: dict[str, list[str]] = {}
    pending: list[str] = []
    for line in source.splitlines():
        stripped = line.strip()
        if stripped.startswith("#"):
            pending.append(stripped.lstrip("#").strip())
            continue
        match = _KEY_LINE.match(line)
        if match and pending:
            comments[match.group(1)] = pending
        if stripped:
            pending = []
    docstring = ast.get_docstring(ast.parse(source)) or ""
    return messages, comments, docstring


def fold(paths: list[Path], keep: bool = False, locale_dir: Path = pofiles.LOCALE_DIR) -> list[str]:
    """Fold each msg file into the catalogs (see module docstring); returns what changed."""
    report = []
    owner = {}
    for domain in pofiles.domains(locale_dir):
        for key in pofiles.domain_keys(domain, locale_dir):
            owner[key] = domain
    for path in paths:
        messages, comments, _ = read_dict_module(path)
        default = path.stem.removeprefix("msg_")
        opened: dict[str, dict] = {}
        for key, entry in messages.items():
            if not isinstance(entry, dict) or not entry.get("en"):
                raise ValueError(f"{path}: message {key!r} has no English text")
            domain = owner.setdefault(key, default)
            if domain not in opened:
                opened[domain] = pofiles.open_domain(domain, locale_dir)
            translations = {lang: entry[lang] for lang in pofiles.TRANSLATED if entry.get(lang)}
            changes = pofiles.put(
                opened[domain],
                pofiles.Entry(key, entry["en"], translations, tuple(comments.get(key, ()))),
            )
            report += [f"{path.name} -> {domain}: {c}" for c in changes]
        for domain, catalogs in opened.items():
            pofiles.save_domain(domain, catalogs, locale_dir)
        report.append(f"{path.name}: {len(messages)} keys folded")
        if not keep:
            path.unlink()
            report.append(f"{path.name}: deleted")
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p_fold = sub.add_parser("fold", help="fold msg_*.py dicts into the catalogs")
    p_fold.add_argument("files", nargs="*", type=Path)
    p_fold.add_argument("--keep", action="store_true", help="do not delete the folded files")
    sub.add_parser("update", help="sync ja/zh catalogs with the English templates")
    sub.add_parser("check", help="list untranslated, fuzzy, stale and obsolete strings")
    p_keep = sub.add_parser("keep", help="a translation stays right for its edited English")
    p_keep.add_argument("lang", choices=pofiles.TRANSLATED)
    p_keep.add_argument("domain", help="a package domain (widgets) or a lesson (05-ankan)")
    p_keep.add_argument("text", help="the message key, or the start of its English")
    p_compile = sub.add_parser("compile", help="write .mo files into a directory")
    p_compile.add_argument("out_dir", type=Path)
    args = parser.parse_args(argv)

    if args.command == "fold":
        files = args.files or sorted(I18N_DIR.glob("msg_*.py"))
        lines = fold(files, keep=args.keep) if files else ["nothing to fold"]
    elif args.command == "update":
        lines = pofiles.update() or ["catalogs already up to date"]
    elif args.command == "check":
        lines = (pofiles.problems() + pofiles.plain_problems(LESSON_CATALOGS)
                 + terminology.problems())
        print("\n".join(lines) if lines else "every string translated in every language")
        return 1 if lines else 0
    elif args.command == "keep":
        where = LESSON_CATALOGS if args.domain in pofiles.domains(LESSON_CATALOGS) else pofiles.LOCALE_DIR
        try:
            kept = pofiles.keep_translation(args.domain, args.lang, args.text, where)
        except ValueError as exc:
            print(exc, file=sys.stderr)
            return 2
        lines = [f"kept {args.lang} {args.domain}: {english[:60]!r}" for english in kept]
    else:
        lines = [str(p) for p in pofiles.compile_mo(args.out_dir)]
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
