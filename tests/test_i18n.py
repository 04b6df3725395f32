"""Messages in English, Japanese and Chinese (DESIGN.md; COMMON.md "Messages").

Every learner-facing text is a catalog key with en, ja and zh; switching the language switches
every view; unknown languages are refused.
"""

from __future__ import annotations

import importlib
import pkgutil
import string

import pytest

import mjteach
from mjteach import i18n
from mjteach.i18n import LANGUAGES, get_language, on_language_change, set_language, t
from mjteach.i18n.catalog import CATALOG


def _import_every_module() -> list[str]:
    """Import every mjteach module so that messages registered at import time are in the catalog."""
    names = []
    for info in pkgutil.walk_packages(mjteach.__path__, prefix="mjteach."):
        if info.name == "mjteach.__main__":
            continue  # runs the command line
        importlib.import_module(info.name)
        names.append(info.name)
    return names


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.fixture(scope="module")
def catalog() -> dict[str, dict[str, str]]:
    _import_every_module()
    return CATALOG


def test_every_catalog_key_has_english_japanese_and_chinese(catalog):
    missing = [
        f"{key}: {lang}"
        for key, entry in sorted(catalog.items())
        for lang in LANGUAGES
        if not isinstance(entry.get(lang), str) or not entry[lang].strip()
    ]
    assert missing == []
    assert len(catalog) > 20


def test_every_language_of_a_message_uses_the_same_fields(catalog):
    """A template like "{tile}" must be fillable in every language with the same fields."""
    mismatched = [
        key
        for key, entry in sorted(catalog.items())
        if len({frozenset(_fields(entry[lang])) for lang in LANGUAGES if lang in entry}) > 1
    ]
    assert mismatched == []


def test_every_domain_is_in_the_catalog(catalog):
    """Each domain's .po is loaded (e.g. the riichi-ankan reasons of waits, the terms)."""
    assert catalog["reason.riichi_ankan.changes_wait"]["ja"].startswith("{tile}を暗槓")
    assert t("meld.ankan", "zh") == "暗杠"


def test_set_language_switches_every_message():
    set_language("ja")
    assert get_language() == "ja"
    assert t("meld.ankan") == "暗槓"
    set_language("zh")
    assert t("seat.toimen") == "对家"
    set_language("en")
    assert t("meld.kakan") == "kakan (added kan)"


@pytest.mark.parametrize("bad", ["fr", "EN", "", "jp", None])
def test_set_language_rejects_unknown_languages(bad):
    with pytest.raises(ValueError, match="unknown language"):
        set_language(bad)  # type: ignore[arg-type]
    assert get_language() == "en"


def test_language_listeners_are_called_and_can_unsubscribe():
    seen: list[str] = []
    unsubscribe = on_language_change(seen.append)
    set_language("zh")
    set_language("ja")
    unsubscribe()
    set_language("en")
    assert seen == ["zh", "ja"]
    unsubscribe()  # a second call is harmless


def test_t_formats_fields_and_takes_an_explicit_language():
    text = t("reason.riichi_ankan.changes_wait", "en", tile="5m", before="467m", after="6m")
    assert "5m" in text and "467m" in text and "6m" in text
    assert t("meld.pon", "ja") == "ポン"


def test_t_of_an_unknown_key_raises_key_error():
    with pytest.raises(KeyError):
        t("no.such.key")
    assert not i18n.has("no.such.key")


def test_register_adds_entries_for_the_session():
    i18n.register({"test.session_only": {"en": "hello", "ja": "こんにちは", "zh": "你好"}})
    try:
        assert t("test.session_only", "ja") == "こんにちは" and t("test.session_only", "zh") == "你好"
    finally:
        CATALOG.pop("test.session_only")


def test_register_refuses_an_entry_without_english():
    with pytest.raises(ValueError, match="English"):
        i18n.register({"test.only_ja": {"ja": "テスト"}})
    assert not i18n.has("test.only_ja")


def test_language_block_switches_and_restores_even_on_error():
    """mjteach.i18n.language(lang): the CLI's --lang uses it; the language is restored afterwards."""
    import pytest as _pytest

    from mjteach.i18n import get_language, language, t

    with language("zh"):
        assert t("meld.ankan") == "暗杠"
    assert get_language() == "en"
    with _pytest.raises(RuntimeError), language("ja"):
        raise RuntimeError("boom")
    assert get_language() == "en"
    with _pytest.raises(ValueError, match="unknown language"), language("fr"):
        pass
    assert get_language() == "en"
