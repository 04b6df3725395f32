"""Lesson texts are looked up in one table (mjteach.course.lesson_catalog: every lesson catalog
merged), so an English text translated one way in one lesson and another way in another shows
one of the two in both: a short choice such as "neither" reads wrong in one of the lessons."""

from __future__ import annotations

import pytest

from mjteach.course import LOCALE_DIR
from mjteach.i18n import pofiles


@pytest.mark.parametrize("lang", pofiles.TRANSLATED)
def test_an_english_lesson_text_has_one_translation_in_all_lessons(lang):
    seen: dict[str, dict[str, list[str]]] = {}
    for domain in pofiles.domains(LOCALE_DIR):
        for english, text in pofiles.plain_entries_of(domain, lang, LOCALE_DIR).items():
            seen.setdefault(english, {}).setdefault(text, []).append(domain)
    clashes = {english: texts for english, texts in seen.items() if len(texts) > 1}
    assert not clashes, clashes
