"""The message catalog: ``key -> {"en": ..., "ja": ..., "zh": ...}``, loaded from gettext files.

Two sources, one result (see :mod:`mjteach.i18n` for why):

* a built package (wheel, JupyterLite) carries compiled ``locale/<lang>/LC_MESSAGES/*.mo`` files,
  read with the standard library's :class:`gettext.GNUTranslations` (no Babel needed);
* a source checkout has only the ``.pot``/``.po`` files, read with Babel (:mod:`.pofiles`).

Either way a translation is used only if gettext would use it (not fuzzy, made from the current
English); otherwise :func:`mjteach.i18n.t` shows the English.
"""

from __future__ import annotations

import gettext
import importlib
import pkgutil
from pathlib import Path

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
LANGUAGES: tuple[str, ...] = ("en", "ja", "zh")


def _load_mo(locale_dir: Path) -> dict[str, dict[str, str]]:
    """Read compiled catalogs: each ``key\\x04English -> text`` becomes ``CATALOG[key][lang]``."""
    out: dict[str, dict[str, str]] = {}
    for lang in LANGUAGES:
        for path in sorted((locale_dir / lang / "LC_MESSAGES").glob("*.mo")):
            with path.open("rb") as f:
                translations = gettext.GNUTranslations(f)
            for msg, text in translations._catalog.items():  # noqa: SLF001 - the parsed table
                if isinstance(msg, str) and "\x04" in msg:
                    out.setdefault(msg.split("\x04", 1)[0], {})[lang] = text
    return out


def load(locale_dir: Path = LOCALE_DIR) -> dict[str, dict[str, str]]:
    """Every message, from ``.mo`` files if the package was built, else from the ``.po`` files.

    Raises ImportError with what to do if a source checkout is used without Babel installed.
    """
    if any((locale_dir / "en" / "LC_MESSAGES").glob("*.mo")):
        return _load_mo(locale_dir)
    try:
        from . import pofiles
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError(
            "mjteach's messages are .po files in this source checkout and reading them needs "
            "Babel: pip install Babel (or install mjteach from a wheel, which carries .mo files)"
        ) from exc
    return pofiles.entries(locale_dir)


CATALOG: dict[str, dict[str, str]] = load()


def _load_leftovers() -> None:
    """Merge any ``mjteach/i18n/msg_*.py`` module's ``MESSAGES`` dict into :data:`CATALOG`.

    Only for merges: branches started before the move to gettext add keys this old way. They work
    at once, and ``tests/test_i18n.py`` fails until ``python tools/i18n.py fold`` moves them into
    the ``.po`` files.
    """
    here = Path(__file__).parent
    for info in sorted(pkgutil.iter_modules([str(here)]), key=lambda i: i.name):
        if info.name.startswith("msg_"):
            module = importlib.import_module(f"{__package__}.{info.name}")
            for key, entry in module.MESSAGES.items():
                CATALOG[key] = {**CATALOG.get(key, {}), **entry}


_load_leftovers()
