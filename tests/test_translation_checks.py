"""Checks that keep a translation faithful to its English (issue 21 items 1 and 4).

Placeholders: a translation keeps every figure ``{{name}}``, field ``{name}``, link target, URL,
inline code span and tile (MPSZ notation) of its English, as many times. Origins: each catalog
directory's ``<lang>/translated-from.txt`` records from which English each translation was made,
so a translation left unchanged when its English was edited (by hand, a merge or a script, even in
both the template and the catalog) is caught as stale and made fuzzy.
"""

from __future__ import annotations

import shutil
import sys
from collections import Counter
from pathlib import Path

import pytest

from mjteach.i18n import pofiles

ROOT = Path(__file__).resolve().parents[1]
LESSON_CATALOGS = ROOT / "mjteach" / "course" / "locale"
sys.path.insert(0, str(ROOT / "tools"))
import i18n as i18n_tool  # noqa: E402  (tools/i18n.py)


def test_placeholders_are_figures_fields_link_targets_urls_code_and_tiles():
    text = ("See [the table](./04-kan-dora.ipynb#Kan-dora) and https://tenhou.net/man/: with 5p "
            "and 123m, {{dead_wall_tiles}} tiles, {n} kans, `Rules.preset(\"tenhou\")`, 1z, 0s, 5p.")
    assert pofiles.placeholders(text) == Counter({
        ("link", "./04-kan-dora.ipynb#Kan-dora"): 1, ("url", "https://tenhou.net/man/:"): 1,
        ("tile", "5p"): 2, ("tile", "123m"): 1, ("tile", "1z"): 1, ("tile", "0s"): 1,
        ("figure", "{{dead_wall_tiles}}"): 1, ("field", "{n}"): 1,
        ("code", '`Rules.preset("tenhou")`'): 1,
    })


def test_tiles_are_found_beside_japanese_and_chinese_text_but_not_inside_words():
    assert pofiles.placeholders("7999mで立直、4枚目の9mをツモ；打出5p。") == Counter(
        {("tile", "7999m"): 1, ("tile", "9m"): 1, ("tile", "5p"): 1})
    assert pofiles.placeholders("3 players, 100ms, h5p, 2ms, mp3") == Counter()


def test_a_translation_must_keep_every_placeholder_of_its_english():
    english = "Under **{{preset_tenhou}}** the 5p of [lesson 04](./04-kan-dora.ipynb) waits {n}."
    assert pofiles.placeholder_mismatch(english, "**{{preset_tenhou}}** では [04](./04-kan-dora.ipynb) の 5p が {n} 回。") is None
    assert pofiles.placeholder_mismatch(english, "天鳳では [04](./04.ipynb) の 5p が {n} 回。") == (
        "missing ./04-kan-dora.ipynb, {{preset_tenhou}}; extra ./04.ipynb")
    assert pofiles.placeholder_mismatch("4 of 5s", "5s 4枚と 5s") == "extra 5s"


def test_every_translation_keeps_its_englishs_placeholders_in_every_catalog():
    """Package and lesson catalogs, ja and zh (failed before: ja/zh 05 cell 8's table without its
    three {{users_riichi_ankan__…}}, 07's and 08's figures, 01's 5s, the wall variant's 2m–8m)."""
    wrong = [line for line in pofiles.problems() + pofiles.plain_problems(LESSON_CATALOGS)
             if ": placeholders " in line]
    assert wrong == []


@pytest.fixture
def lessons_copy(tmp_path):
    target = tmp_path / "locale"
    shutil.copytree(LESSON_CATALOGS, target)
    return target


def _edit_english_by_hand(locale_dir: Path, domain: str, old: str, new: str) -> None:
    """What a careless merge does: the English is replaced in the template and the catalogs,
    the translations are left as they were and not marked fuzzy."""
    for path in [pofiles.template_path(domain, locale_dir),
                 *(pofiles.po_path(lang, domain, locale_dir) for lang in pofiles.TRANSLATED)]:
        catalog = pofiles.read(path)
        message = catalog.get(old)
        catalog.delete(old)
        catalog.add(new, message.string, flags=message.flags, user_comments=message.user_comments)
        pofiles._write_plain(path, catalog)


def test_a_translation_whose_english_was_edited_by_hand_is_stale_then_fuzzy(lessons_copy):
    """Failed before: the check passed such a translation (ja/zh 05 cell 8 translated an older
    English table and was not fuzzy)."""
    old = "## 4. Check yourself"
    new = "## 4. Check yourself (three questions)"
    assert old in {m.id for m in pofiles.read(pofiles.template_path("05-ankan", lessons_copy))}
    _edit_english_by_hand(lessons_copy, "05-ankan", old, new)
    found = pofiles.plain_problems(lessons_copy)
    assert [line for line in found if "05-ankan" in line] == [
        f"{lang} 05-ankan: stale (translated from another English; update the translation): {new!r}"
        for lang in pofiles.TRANSLATED]
    english = [m.id for m in pofiles.read(pofiles.template_path("05-ankan", lessons_copy)) if m.id]
    pofiles.plain_update("05-ankan", english, lessons_copy)
    ja = pofiles.read(pofiles.po_path("ja", "05-ankan", lessons_copy), "ja")
    assert ja.get(new).fuzzy and ja.get(new).string == "## 4. 確認問題"
    assert f"ja 05-ankan: fuzzy {new!r}" in pofiles.plain_problems(lessons_copy)


def test_a_reviewed_translation_is_recorded_as_made_from_its_english(lessons_copy):
    """The translator rewrites the fuzzy translation and clears fuzzy: the next update records it
    as made from the new English, and the check passes; clearing fuzzy alone does not."""
    old, new = "## 4. Check yourself", "## 4. Check yourself (three questions)"
    _edit_english_by_hand(lessons_copy, "05-ankan", old, new)
    english = [m.id for m in pofiles.read(pofiles.template_path("05-ankan", lessons_copy)) if m.id]
    pofiles.plain_update("05-ankan", english, lessons_copy)
    for text in ("## 4. 確認問題", "## 4. 確認問題（3問）"):
        path = pofiles.po_path("ja", "05-ankan", lessons_copy)
        ja = pofiles.read(path, "ja")
        ja.get(new).string = text
        ja.get(new).flags.discard("fuzzy")
        pofiles._write_plain(path, ja)
        pofiles.plain_update("05-ankan", english, lessons_copy)
        fuzzy = pofiles.read(path, "ja").get(new).fuzzy
        assert fuzzy == (text == "## 4. 確認問題")
    recorded = pofiles.read_origins("ja", lessons_copy)["05-ankan"]
    assert (pofiles.digest(new), pofiles.digest("## 4. 確認問題（3問）")) in recorded


def test_a_package_message_edited_in_template_and_catalog_is_stale(tmp_path):
    """The keyed catalogs (mjteach/i18n/locale) too: the English of meld.ankan edited in the .pot
    and both .po files, the translations kept (failed before: only a differing msgid was seen)."""
    locale_dir = tmp_path / "locale"
    shutil.copytree(pofiles.LOCALE_DIR, locale_dir)
    for path in [pofiles.template_path("terms", locale_dir),
                 *(pofiles.po_path(lang, "terms", locale_dir) for lang in pofiles.TRANSLATED)]:
        catalog = pofiles.read(path)
        message = next(m for m in catalog if m.context == "meld.ankan")
        catalog.delete(message.id, "meld.ankan")
        catalog.add("ankan (concealed kan)", message.string, context="meld.ankan")
        pofiles.write(path, catalog)
    assert [line for line in pofiles.problems(locale_dir) if "meld.ankan" in line] == [
        f"{lang} terms: stale (translated from another English; update the translation): meld.ankan"
        for lang in pofiles.TRANSLATED]


def test_the_translators_check_covers_the_lesson_catalogs(lessons_copy, monkeypatch, capsys):
    """`python tools/i18n.py check` lists the lessons' problems too (failed before: it read only
    mjteach/i18n/locale, so a lesson translation without its figures passed)."""
    path = pofiles.po_path("zh", "08-kan-merits", lessons_copy)
    zh = pofiles.read(path, "zh")
    message = next(m for m in zh if m.string and "{{menzen_ron_fu}}" in m.string)
    message.string = message.string.replace("{{menzen_ron_fu}}", "10")
    pofiles._write_plain(path, zh)
    monkeypatch.setattr(i18n_tool, "LESSON_CATALOGS", lessons_copy)
    assert i18n_tool.main(["check"]) == 1
    assert "zh 08-kan-merits: placeholders missing {{menzen_ron_fu}}" in capsys.readouterr().out


def test_a_translation_kept_by_a_reviewer_is_no_longer_stale(lessons_copy, monkeypatch, capsys):
    """`tools/i18n.py keep`: an unchanged translation is right for the edited English (a typo fixed
    in the English); clearing fuzzy alone would make the next update mark it fuzzy again."""
    old, new = "## 4. Check yourself", "## 4. Check yourself."
    _edit_english_by_hand(lessons_copy, "05-ankan", old, new)
    assert any("stale" in line for line in pofiles.plain_problems(lessons_copy))
    monkeypatch.setattr(i18n_tool, "LESSON_CATALOGS", lessons_copy)
    assert i18n_tool.main(["keep", "ja", "05-ankan", "## 4. Check"]) == 0
    assert "kept ja 05-ankan: '## 4. Check yourself.'" in capsys.readouterr().out
    english = [m.id for m in pofiles.read(pofiles.template_path("05-ankan", lessons_copy)) if m.id]
    pofiles.plain_update("05-ankan", english, lessons_copy)
    assert [line for line in pofiles.plain_problems(lessons_copy) if "05-ankan" in line] == [
        f"zh 05-ankan: fuzzy {new!r}"]
    assert i18n_tool.main(["keep", "ja", "05-ankan", "No such English"]) == 2
