"""Reading, checking, updating and compiling the gettext catalogs (needs Babel; not imported at run
time by a built package, see :mod:`mjteach.i18n`).

Layout (one *domain* per part of the package, so parallel work rarely touches the same file)::

    mjteach/i18n/locale/<domain>.pot                 the English source, edited by hand
    mjteach/i18n/locale/ja/LC_MESSAGES/<domain>.po   Japanese
    mjteach/i18n/locale/zh/LC_MESSAGES/<domain>.po   Chinese (simplified)

Every entry is ``msgctxt`` = the stable key (``"meld.ankan"``), ``msgid`` = the English text,
``msgstr`` = the translation. A translation counts only while its ``msgid`` equals the template's
English and it is not marked fuzzy: that is gettext's own rule (a lookup is by context + English),
so changing an English text makes the old translations *stale* until a translator reviews them.

This module uses only the standard library and Babel, and imports nothing else from mjteach, so
``setup.py`` can load it by path to compile ``.mo`` files while a wheel is built.
"""

from __future__ import annotations

import hashlib
import io
import re
import string
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
SOURCE = "en"
TRANSLATED = ("ja", "zh")
LANGUAGE_NAMES = {"en": "English", "ja": "Japanese", "zh": "Chinese (simplified)"}
#: Flag telling Poedit / msgfmt that ``{field}`` placeholders must survive translation.
BRACE = "python-brace-format"
_HEADER = (
    "# {what} for mjteach: {domain}.\n"
    "# Copyright (C) the mjteach authors. Distributed under the MIT license, like mjteach.\n"
    "# msgctxt is the stable key looked up by mjteach.i18n.t(); msgid is the English text.\n"
    "#"
)


@dataclass(frozen=True)
class Entry:
    """One message: stable ``key``, English ``en``, translations ``{lang: text}``, comments."""

    key: str
    en: str
    translations: dict[str, str]
    comments: tuple[str, ...] = ()


def template_path(domain: str, locale_dir: Path = LOCALE_DIR) -> Path:
    """Path of a domain's English template (``<domain>.pot``)."""
    return locale_dir / f"{domain}.pot"


def po_path(lang: str, domain: str, locale_dir: Path = LOCALE_DIR) -> Path:
    """Path of a domain's catalog for ``lang`` (``<lang>/LC_MESSAGES/<domain>.po``)."""
    return locale_dir / lang / "LC_MESSAGES" / f"{domain}.po"


def domains(locale_dir: Path = LOCALE_DIR) -> list[str]:
    """Every domain that has a template, sorted."""
    return sorted(p.stem for p in locale_dir.glob("*.pot"))


def read(path: Path, lang: str | None = None) -> Catalog:
    """Read one ``.po``/``.pot`` file. Raises ``ValueError`` naming the file if it is malformed."""
    try:
        with path.open("rb") as f:
            return read_po(f, locale=lang, abort_invalid=True)
    except Exception as exc:  # babel raises PoFileError; name the file for the translator
        raise ValueError(f"{path}: {exc}") from exc


def fields(text: str) -> frozenset[str]:
    """The ``{field}`` names a message template uses."""
    try:
        return frozenset(name for _, name, _, _ in string.Formatter().parse(text) if name)
    except ValueError:
        return frozenset({"<unbalanced braces>"})


# What a translation must carry over unchanged from its English: figures ``{{name}}``, format fields
# ``{name}``, link targets ``[label](target)``, bare URLs, inline code and tile notation (5p, 123m,
# 1z, 0s: digits then one suit letter, not touching other letters or digits).
_FIGURE = re.compile(r"\{\{\s*\w+\s*\}\}")
_KEPT = {
    "link": re.compile(r"\]\(([^)\s]+)\)"),
    "url": re.compile(r"(?<![(\w])https?://[^\s)>\]]+"),
    "code": re.compile(r"`[^`\n]+`"),
    "tile": re.compile(r"(?<![0-9A-Za-z_])[0-9]+[mpsz](?![A-Za-z0-9_])"),
}


def placeholders(text: str) -> Counter:
    """Every piece of ``text`` a translation must keep as it is, counted: ``(kind, text)``.

    Kinds: ``figure`` ``{{name}}``, ``field`` ``{name}``, ``link`` (a markdown link's target; its
    label is translated), ``url``, ``code`` (an inline code span) and ``tile`` (MPSZ notation).
    """
    found: Counter = Counter(("figure", m.group(0)) for m in _FIGURE.finditer(text))
    rest = _FIGURE.sub(" ", text)
    for kind, pattern in _KEPT.items():
        found.update((kind, m.group(m.lastindex or 0)) for m in pattern.finditer(rest))
        if kind == "code":
            rest = pattern.sub(" ", rest)  # tiles and braces inside code are counted with the code
    found.update(("field", "{" + name + "}") for name in fields(rest))
    return found


def placeholder_mismatch(english: str, translation: str) -> str | None:
    """None if ``translation`` keeps exactly ``english``'s placeholders, else what differs."""
    want, have = placeholders(english), placeholders(translation)
    if want == have:
        return None
    parts = []
    if want - have:
        parts.append("missing " + ", ".join(sorted(text for _, text in (want - have).elements())))
    if have - want:
        parts.append("extra " + ", ".join(sorted(text for _, text in (have - want).elements())))
    return "; ".join(parts)


# ----- the English each translation was made from -------------------------------------------------
# <lang>/translated-from.txt beside the catalogs lists, per domain, the pairs (English, translation)
# a translation was made from, as short hashes: "<domain> <hash of msgid> <hash of msgstr>". A
# translation whose text is recorded with another English and not with its own msgid is *stale*:
# its English was edited (by hand, a merge, a script) and the translation was not. Updating the
# catalogs marks such a translation fuzzy; a new or edited translation is recorded as made from its
# current English. To keep a translation unchanged for a new English, delete its line here.
ORIGINS = "translated-from.txt"


def digest(text: str) -> str:
    """A short, stable hash of a text (the English or the translation)."""
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:12]


def origins_path(lang: str, locale_dir: Path = LOCALE_DIR) -> Path:
    return locale_dir / lang / ORIGINS


def read_origins(lang: str, locale_dir: Path = LOCALE_DIR) -> dict[str, set[tuple[str, str]]]:
    """``{domain: {(hash of English, hash of translation)}}`` recorded for ``lang``."""
    out: dict[str, set[tuple[str, str]]] = {}
    path = origins_path(lang, locale_dir)
    if path.exists():
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            parts = line.split()
            if not parts or line.startswith("#"):
                continue
            if len(parts) != 3:
                raise ValueError(f"{path}:{n}: expected '<domain> <english hash> <translation hash>'")
            out.setdefault(parts[0], set()).add((parts[1], parts[2]))
    return out


def _translated(catalog: Catalog) -> list[Message]:
    return [m for m in catalog if m.id and isinstance(m.id, str) and m.string
            and isinstance(m.string, str)]


def is_stale(message: Message, pairs: set[tuple[str, str]]) -> bool:
    """The translation's text is recorded as made from another English, not from this msgid."""
    made = digest(message.string)
    return (digest(message.id), made) not in pairs and any(t == made for _, t in pairs)


def settle_origins(domain: str, lang: str, catalog: Catalog, locale_dir: Path = LOCALE_DIR) -> list[str]:
    """Mark fuzzy every stale translation of ``catalog`` and record the others as made from their
    current English (the domain's lines of ``translated-from.txt`` are rewritten). Returns changes."""
    recorded = read_origins(lang, locale_dir)
    pairs = recorded.get(domain, set())
    changes, kept = [], set()
    for m in _translated(catalog):
        if m.fuzzy:
            continue
        if is_stale(m, pairs):
            m.flags.add("fuzzy")
            changes.append(f"{lang} {domain}: fuzzy (translated from another English) {m.id[:50]!r}")
        else:
            kept.add((digest(m.id), digest(m.string)))
    # fuzzy translations keep their old pairs, so they stay stale until edited
    kept |= {p for p in pairs if any(p[1] == digest(m.string) for m in _translated(catalog) if m.fuzzy)}
    if kept != pairs:
        recorded[domain] = kept
        _write_origins(lang, recorded, locale_dir)
    return changes


def keep_translation(domain: str, lang: str, which: str, locale_dir: Path = LOCALE_DIR) -> list[str]:
    """A reviewer's word that the translations of ``domain`` whose key is ``which`` or whose English
    starts with ``which`` are right for their current English as they stand: each is recorded as
    made from that English and its fuzzy mark cleared. Returns the English of each; raises
    ValueError naming the domain if nothing matches."""
    path = po_path(lang, domain, locale_dir)
    catalog = read(path, lang)
    chosen = [m for m in _translated(catalog) if m.context == which or m.id.startswith(which)]
    if not chosen:
        raise ValueError(f"{lang} {domain}: no translated string with key or English {which!r}")
    recorded = read_origins(lang, locale_dir)
    pairs = recorded.setdefault(domain, set())
    for m in chosen:
        pairs.add((digest(m.id), digest(m.string)))
        m.flags.discard("fuzzy")
    _write_origins(lang, recorded, locale_dir)
    if any(m.context for m in catalog if m.id):  # keyed catalog (msgctxt) or lesson catalog
        write(path, catalog)
    else:
        _write_plain(path, catalog)
    return [m.id for m in chosen]


def _write_origins(lang: str, recorded: dict[str, set[tuple[str, str]]], locale_dir: Path) -> None:
    lines = [f"# {ORIGINS}: the English each translation was made from (see mjteach/i18n/pofiles.py)"]
    lines += [f"{domain} {en} {tr}" for domain in sorted(recorded) for en, tr in sorted(recorded[domain])]
    path = origins_path(lang, locale_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def translation_problem(english: str, message: Message, pairs: set[tuple[str, str]]) -> str | None:
    """Why a (non-fuzzy) translation of ``english`` cannot be used as it is, or None."""
    if is_stale(message, pairs):
        return "stale (translated from another English; update the translation)"
    wrong = placeholder_mismatch(english, message.string)
    return f"placeholders {wrong}" if wrong else None


def _messages(catalog: Catalog) -> dict[str, Message]:
    return {m.context: m for m in catalog if m.id and m.context}


def usable(template: Message, message: Message | None) -> str | None:
    """The translation gettext would use for ``template`` (None: falls back to English)."""
    if message is None or not message.string or message.fuzzy or message.id != template.id:
        return None
    return message.string


def entries(locale_dir: Path = LOCALE_DIR) -> dict[str, dict[str, str]]:
    """Every key -> ``{"en": ..., "ja": ..., "zh": ...}`` as gettext would translate it.

    Untranslated, fuzzy and stale translations are left out (``t`` then shows English).
    Raises ``ValueError`` if a key is in two domains.
    """
    out: dict[str, dict[str, str]] = {}
    for domain in domains(locale_dir):
        template = _messages(read(template_path(domain, locale_dir)))
        langs = {}
        for lang in TRANSLATED:
            path = po_path(lang, domain, locale_dir)
            langs[lang] = _messages(read(path, lang)) if path.exists() else {}
        for key, message in template.items():
            if key in out:
                raise ValueError(f"message key {key!r} is in two domains (one is {domain!r})")
            entry = {SOURCE: message.id}
            for lang in TRANSLATED:
                text = usable(message, langs[lang].get(key))
                if text is not None:
                    entry[lang] = text
            out[key] = entry
    return out


def problems(locale_dir: Path = LOCALE_DIR) -> list[str]:
    """Every untranslated, fuzzy, stale or obsolete string, per language and domain, one line each.

    ``untranslated``: no text yet; ``fuzzy``: marked for review; ``stale``: translated from an
    older English text (run ``tools/i18n.py update`` to mark it fuzzy with the old text shown);
    ``obsolete``: key no longer in the template; ``placeholders``: the figures, fields, links,
    code or tiles differ from the English (:func:`placeholders`); ``stale`` also when the text is
    recorded as translated from another English (``translated-from.txt``, even if both the template
    and the catalog were edited); ``missing catalog``: no ``.po`` for that language.
    """
    found: list[str] = []
    seen: dict[str, str] = {}
    for domain in domains(locale_dir):
        template = _messages(read(template_path(domain, locale_dir)))
        for key in template:
            if key in seen:
                found.append(f"{domain}: {key}: also in domain {seen[key]}")
            seen[key] = domain
        for lang in TRANSLATED:
            path = po_path(lang, domain, locale_dir)
            if not path.exists():
                found.append(f"{lang} {domain}: missing catalog {path.name}")
                continue
            messages = _messages(read(path, lang))
            pairs = read_origins(lang, locale_dir).get(domain, set())
            for key, message in template.items():
                other = messages.get(key)
                if other is None or not other.string:
                    found.append(f"{lang} {domain}: untranslated {key}")
                elif other.fuzzy:
                    found.append(f"{lang} {domain}: fuzzy {key}")
                elif other.id != message.id:
                    found.append(f"{lang} {domain}: stale {key} (translated from {other.id!r})")
                elif problem := translation_problem(message.id, other, pairs):
                    found.append(f"{lang} {domain}: {problem}: {key}")
            found += [f"{lang} {domain}: obsolete {key}" for key in messages if key not in template]
    return found


def new_catalog(lang: str | None, domain: str) -> Catalog:
    """An empty catalog (template if ``lang`` is None) with the project's header."""
    what = "Translations template" if lang is None else f"{LANGUAGE_NAMES[lang]} translations"
    return Catalog(
        locale=lang,
        domain=domain,
        header_comment=_HEADER.format(what=what, domain=domain),
        project="mjteach",
        version="0.1",
        copyright_holder="the mjteach authors",
        language_team=None if lang is None else f"{LANGUAGE_NAMES[lang]} <{lang}@mjteach>",
        fuzzy=False,
    )


def write(path: Path, catalog: Catalog) -> None:
    """Write ``catalog`` sorted by key, one line per string (few merge conflicts, stable diffs)."""
    ordered = new_catalog(catalog.locale_identifier or None, catalog.domain or path.stem)
    ordered.creation_date = catalog.creation_date
    ordered.revision_date = catalog.revision_date
    for key in sorted(_messages(catalog)):
        m = catalog.get(_messages(catalog)[key].id, key)
        flags = set(m.flags) | ({BRACE} if fields(m.id) else set())
        ordered.add(m.id, m.string, flags=flags, auto_comments=m.auto_comments,
                    user_comments=m.user_comments, previous_id=m.previous_id, context=key)
    path.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    write_po(buf, ordered, width=0, include_previous=True, no_location=True)
    path.write_bytes(buf.getvalue())


def open_domain(domain: str, locale_dir: Path = LOCALE_DIR) -> dict[str | None, Catalog]:
    """The template (key None) and each language's catalog of ``domain``, new ones if absent."""
    out: dict[str | None, Catalog] = {}
    for lang in (None, *TRANSLATED):
        path = template_path(domain, locale_dir) if lang is None else po_path(lang, domain, locale_dir)
        out[lang] = read(path, lang) if path.exists() else new_catalog(lang, domain)
    return out


def save_domain(domain: str, catalogs: dict[str | None, Catalog], locale_dir: Path = LOCALE_DIR) -> list[str]:
    """Write what :func:`open_domain` returned (after changes); stale translations become fuzzy
    (:func:`settle_origins`). Returns those changes."""
    changes = []
    for lang, catalog in catalogs.items():
        path = template_path(domain, locale_dir) if lang is None else po_path(lang, domain, locale_dir)
        if lang is not None:
            changes += settle_origins(domain, lang, catalog, locale_dir)
        write(path, catalog)
    return changes


def put(catalogs: dict[str | None, Catalog], entry: Entry) -> list[str]:
    """Set ``entry`` in a domain's template and catalogs; returns what changed, in words.

    A translation given in ``entry`` replaces the old one (and clears fuzzy). Where the English
    changed and no new translation is given, the old one is kept, marked fuzzy, with the old
    English as ``previous msgid`` so a translator sees what moved.
    """
    changes = []
    template = catalogs[None]
    old = _messages(template).get(entry.key)
    if old is None:
        changes.append(f"added {entry.key}")
    elif old.id != entry.en:
        changes.append(f"English changed: {entry.key}")
    if old is not None:
        template.delete(old.id, entry.key)
    comments = list(entry.comments) or (list(old.auto_comments) if old else [])
    template.add(entry.en, "", auto_comments=comments, context=entry.key)
    for lang in TRANSLATED:
        catalog = catalogs[lang]
        previous = _messages(catalog).get(entry.key)
        if previous is not None:
            catalog.delete(previous.id, entry.key)
        text = entry.translations.get(lang)
        if text:
            catalog.add(entry.en, text, auto_comments=comments, context=entry.key)
        elif previous is not None and previous.string:
            stale = previous.id != entry.en or previous.fuzzy
            catalog.add(entry.en, previous.string, flags={"fuzzy"} if stale else set(),
                        previous_id=previous.id if previous.id != entry.en else (),
                        auto_comments=comments, context=entry.key)
        else:
            catalog.add(entry.en, "", auto_comments=comments, context=entry.key)
    return changes


def update(locale_dir: Path = LOCALE_DIR) -> list[str]:
    """Bring every language's catalog in line with the templates (like ``pybabel update``).

    New keys get an empty translation; a translation made from an older English text is marked
    fuzzy with that text as ``previous msgid``; keys gone from the template are dropped.
    Returns what changed.
    """
    changes = []
    for domain in domains(locale_dir):
        catalogs = open_domain(domain, locale_dir)
        template = _messages(catalogs[None])
        for lang in TRANSLATED:
            catalog = catalogs[lang]
            current = _messages(catalog)
            for key in [k for k in current if k not in template]:
                catalog.delete(current[key].id, key)
                changes.append(f"{lang} {domain}: dropped {key}")
            for key, message in template.items():
                other = current.get(key)
                if other is None:
                    catalog.add(message.id, "", auto_comments=message.auto_comments, context=key)
                    changes.append(f"{lang} {domain}: new {key}")
                elif other.id != message.id:
                    catalog.delete(other.id, key)
                    catalog.add(message.id, other.string, flags={"fuzzy"}, previous_id=other.id,
                                auto_comments=message.auto_comments, context=key)
                    changes.append(f"{lang} {domain}: fuzzy {key}")
        changes += save_domain(domain, catalogs, locale_dir)
    return changes


def compile_mo(out_dir: Path, locale_dir: Path = LOCALE_DIR) -> list[Path]:
    """Write ``<out_dir>/<lang>/LC_MESSAGES/<domain>.mo`` for en, ja and zh; returns the paths.

    The English ``.mo`` maps each ``key\\x04English`` to the English itself, so a built package
    needs no template. Only translations gettext would use are written (see :func:`usable`).
    """
    written = []
    for domain in domains(locale_dir):
        template = read(template_path(domain, locale_dir))
        for lang in (SOURCE, *TRANSLATED):
            mo = new_catalog(None if lang == SOURCE else lang, domain)
            others = {} if lang == SOURCE else _messages(read(po_path(lang, domain, locale_dir), lang))
            for key, message in _messages(template).items():
                text = message.id if lang == SOURCE else usable(message, others.get(key))
                if text:
                    mo.add(message.id, text, context=key)
            written.append(_write_mo(mo, out_dir, lang, domain))
    return written


def domain_keys(domain: str, locale_dir: Path = LOCALE_DIR) -> list[str]:
    """The keys of one domain, sorted (for tests that check a part's messages)."""
    return sorted(_messages(read(template_path(domain, locale_dir))))


def all_keys(catalogs: Iterable[Catalog]) -> set[str]:
    """Every key in the given catalogs."""
    return {key for catalog in catalogs for key in _messages(catalog)}


# ----- plain catalogs (the lessons): msgid = English, no key -------------------------------------
# Lesson prose is translated paragraph by paragraph, the way Sphinx documentation is (sphinx-intl):
# the English paragraph is the msgid, so the build can look each one up and `update` can carry a
# translation to a slightly edited paragraph as fuzzy (Babel's fuzzy matching).


def plain_entries(locale_dir: Path) -> dict[str, dict[str, str]]:
    """``{lang: {English: translation}}`` over every domain, usable translations only."""
    out: dict[str, dict[str, str]] = {lang: {} for lang in TRANSLATED}
    for domain in domains(locale_dir):
        for lang in TRANSLATED:
            out[lang].update(plain_entries_of(domain, lang, locale_dir))
    return out


def plain_problems(locale_dir: Path) -> list[str]:
    """Untranslated, fuzzy, stale, obsolete strings and wrong placeholders of plain catalogs
    (see :func:`problems`), one line each."""
    found = []
    for domain in domains(locale_dir):
        template = [m for m in read(template_path(domain, locale_dir)) if m.id]
        for lang in TRANSLATED:
            path = po_path(lang, domain, locale_dir)
            if not path.exists():
                found.append(f"{lang} {domain}: missing catalog {path.name}")
                continue
            catalog = read(path, lang)
            pairs = read_origins(lang, locale_dir).get(domain, set())
            ids = {m.id for m in template}
            for m in template:
                other = catalog.get(m.id)
                short = m.id.replace("\n", " ")[:60]
                if other is None or not other.string:
                    found.append(f"{lang} {domain}: untranslated {short!r}")
                elif other.fuzzy:
                    found.append(f"{lang} {domain}: fuzzy {short!r}")
                elif problem := translation_problem(m.id, other, pairs):
                    found.append(f"{lang} {domain}: {problem}: {short!r}")
            found += [f"{lang} {domain}: obsolete {m.id[:60]!r}" for m in catalog
                      if m.id and m.id not in ids]
    return found


def plain_update(domain: str, english: Iterable[str], locale_dir: Path,
                 comments: dict[str, list[str]] | None = None) -> list[str]:
    """Write ``<domain>.pot`` with the ``english`` strings (in order) and update each language's
    ``.po`` from it with Babel's ``Catalog.update`` (edited strings become fuzzy). Returns changes."""
    template = new_catalog(None, domain)
    path = template_path(domain, locale_dir)
    if path.exists():
        old = read(path)
        template.creation_date = old.creation_date
    for text in english:
        if text and text not in template:
            template.add(text, "", auto_comments=(comments or {}).get(text, ()))
    _write_plain(path, template)
    changes = []
    for lang in TRANSLATED:
        po = po_path(lang, domain, locale_dir)
        catalog = read(po, lang) if po.exists() else new_catalog(lang, domain)
        before = {m.id: (m.string, m.fuzzy) for m in catalog if m.id}
        catalog.update(template, no_fuzzy_matching=False, update_header_comment=False)
        catalog.obsolete.clear()
        after = {m.id: (m.string, m.fuzzy) for m in catalog if m.id}
        changes += [f"{lang} {domain}: {'fuzzy' if v[1] else 'new'} {k[:50]!r}"
                    for k, v in after.items() if before.get(k) != v]
        changes += settle_origins(domain, lang, catalog, locale_dir)
        _write_plain(po, catalog)
    return changes


def _write_plain(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    write_po(buf, catalog, width=0, include_previous=True, no_location=True, ignore_obsolete=True)
    path.write_bytes(buf.getvalue())


def plain_compile_mo(out_dir: Path, locale_dir: Path) -> list[Path]:
    """``.mo`` files of plain catalogs (usable translations only) for ja and zh."""
    written = []
    for domain in domains(locale_dir):
        for lang in TRANSLATED:
            mo = new_catalog(lang, domain)
            for english, text in plain_entries_of(domain, lang, locale_dir).items():
                mo.add(english, text)
            written.append(_write_mo(mo, out_dir, lang, domain))
    return written


def plain_entries_of(domain: str, lang: str, locale_dir: Path) -> dict[str, str]:
    """One domain's usable translations into ``lang``: ``{English: translation}``."""
    template = {m.id for m in read(template_path(domain, locale_dir)) if m.id}
    path = po_path(lang, domain, locale_dir)
    if not path.exists():
        return {}
    return {m.id: m.string for m in read(path, lang)
            if m.id in template and m.string and not m.fuzzy and isinstance(m.string, str)}


def _write_mo(mo: Catalog, out_dir: Path, lang: str, domain: str) -> Path:
    """Write one compiled catalog to ``out_dir/<lang>/LC_MESSAGES/<domain>.mo``; return its path."""
    path = out_dir / lang / "LC_MESSAGES" / f"{domain}.mo"
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as f:
        write_mo(f, mo)
    return path
