"""The gettext catalogs (mjteach/i18n/locale): complete, consistent, and loadable both ways.

See mjteach/i18n/__init__.py: msgctxt = stable key, msgid = English; a translation counts only if
it is not fuzzy and was made from the current English (gettext's rule). A source checkout reads
the .po files with Babel; a built wheel carries .mo files read by the standard library.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from mjteach.i18n import catalog, pofiles

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import i18n as i18n_tool  # noqa: E402  (tools/i18n.py)


def test_every_string_is_translated_in_every_language():
    """The check translators run (`python tools/i18n.py check`): nothing untranslated, fuzzy,
    stale (made from an older English), obsolete, or with different {fields}, in ja or zh."""
    assert pofiles.problems() == []
    assert len(pofiles.domains()) >= 10


def test_no_message_dict_modules_are_left_to_fold():
    """Keys added the old way (mjteach/i18n/msg_*.py) must be folded: python tools/i18n.py fold."""
    leftovers = sorted(p.name for p in (ROOT / "mjteach" / "i18n").glob("msg_*.py"))
    assert leftovers == []


def test_no_compiled_catalog_is_in_the_source_tree():
    """.mo files are build output (setup.py); one in the tree would shadow every .po edit."""
    assert list((ROOT / "mjteach" / "i18n" / "locale").rglob("*.mo")) == []


@pytest.fixture
def locale_copy(tmp_path):
    target = tmp_path / "locale"
    shutil.copytree(pofiles.LOCALE_DIR, target)
    return target


def _set_english(locale_dir: Path, domain: str, key: str, english: str) -> None:
    catalogs = pofiles.open_domain(domain, locale_dir)
    template = catalogs[None]
    old = next(m for m in template if m.context == key)
    template.delete(old.id, key)
    template.add(english, "", context=key)
    pofiles.save_domain(domain, catalogs, locale_dir)


def test_a_changed_english_makes_its_translations_stale_then_fuzzy(locale_copy):
    """Changing an English msgid: ja/zh fall back to English (gettext looks up context + English),
    the check names the key as stale; `update` keeps the old translation marked fuzzy."""
    _set_english(locale_copy, "terms", "meld.ankan", "ankan (concealed kan)")
    entries = pofiles.entries(locale_copy)
    assert entries["meld.ankan"] == {"en": "ankan (concealed kan)"}
    found = pofiles.problems(locale_copy)
    assert any(line.startswith("ja terms: stale meld.ankan") for line in found)
    assert any(line.startswith("zh terms: stale meld.ankan") for line in found)
    pofiles.update(locale_copy)
    assert "ja terms: fuzzy meld.ankan" in pofiles.problems(locale_copy)
    ja = pofiles.read(pofiles.po_path("ja", "terms", locale_copy), "ja")
    message = next(m for m in ja if m.context == "meld.ankan")
    assert message.fuzzy and message.string == "暗槓" and message.id == "ankan (concealed kan)"


def test_a_missing_translation_is_listed_and_falls_back_to_english(locale_copy):
    path = pofiles.po_path("zh", "terms", locale_copy)
    zh = pofiles.read(path, "zh")
    message = next(m for m in zh if m.context == "seat.toimen")
    message.string = ""
    pofiles.write(path, zh)
    assert pofiles.problems(locale_copy) == ["zh terms: untranslated seat.toimen"]
    assert pofiles.entries(locale_copy)["seat.toimen"] == {"en": "toimen (across)", "ja": "対面"}


def test_different_fields_in_a_translation_are_listed(locale_copy):
    path = pofiles.po_path("ja", "reasons", locale_copy)
    ja = pofiles.read(path, "ja")
    message = next(m for m in ja if m.context == "reason.kan.haitei")
    message.string = "海底ではカンできません。{tile}"
    pofiles.write(path, ja)
    assert pofiles.problems(locale_copy) == [
        "ja reasons: placeholders missing {kan}; extra {tile}: reason.kan.haitei"
    ]


def test_fold_moves_a_leftover_message_dict_into_the_catalogs(locale_copy, tmp_path):
    """tools/i18n.py fold: new keys join domain <part>, a key already elsewhere is updated there,
    comments above a key become translator comments, and the module file is deleted."""
    module = tmp_path / "msg_practice.py"
    module.write_text(
        '"""Practice messages."""\n'
        "MESSAGES = {\n"
        "    # shown after a right answer\n"
        '    "practice.right": {"en": "Right: {why}", "ja": "正解：{why}", "zh": "正确：{why}"},\n'
        '    "meld.pon": {"en": "pon", "ja": "ポン（明刻）", "zh": "碰"},\n'
        "}\n",
        encoding="utf-8",
    )
    report = i18n_tool.fold([module], locale_dir=locale_copy)
    assert not module.exists()
    assert "msg_practice.py -> practice: added practice.right" in report
    entries = pofiles.entries(locale_copy)
    assert entries["practice.right"] == {"en": "Right: {why}", "ja": "正解：{why}", "zh": "正确：{why}"}
    assert entries["meld.pon"]["ja"] == "ポン（明刻）"
    assert "meld.pon" not in pofiles.domain_keys("practice", locale_copy)
    assert pofiles.problems(locale_copy) == []
    pot = pofiles.template_path("practice", locale_copy).read_text(encoding="utf-8")
    assert "#. shown after a right answer\n#, python-brace-format\nmsgctxt \"practice.right\"" in pot


def test_compiled_catalogs_give_the_same_messages_as_the_po_files(tmp_path):
    """What setup.py writes into a wheel (.mo) reads back, with the standard library, to exactly
    what the source checkout reads from the .po files."""
    paths = pofiles.compile_mo(tmp_path)
    assert len(paths) == 3 * len(pofiles.domains())
    assert catalog._load_mo(tmp_path) == pofiles.entries()


@pytest.mark.slow
def test_a_built_wheel_carries_mo_files_and_needs_no_babel(tmp_path):
    """A plain `pip install` (and the wheel a JupyterLite site serves to Pyodide) gets compiled
    catalogs; importing mjteach there reads them with gettext even if Babel cannot be imported."""
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "-w", str(tmp_path / "dist"), str(ROOT)],
        check=True, cwd=tmp_path,
    )
    wheel = next((tmp_path / "dist").glob("mjteach-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert "mjteach/i18n/locale/ja/LC_MESSAGES/reasons.mo" in names
    assert "mjteach/i18n/locale/en/LC_MESSAGES/terms.mo" in names
    assert "mjteach/course/locale/ja/LC_MESSAGES/01-kantsu.mo" in names  # lesson catalogs
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    code = (
        "import sys; sys.modules['babel'] = None\n"  # make `import babel` fail
        "from mjteach.i18n import t\n"
        "print(t('meld.ankan', 'ja'), t('meld.ankan', 'zh'), t('meld.ankan', 'en'))\n"
        "import mjteach.i18n.catalog as c; print('pofiles' in dir(c))\n"
        "from mjteach.course import _; print(_('yes')['ja'], _('yes')['zh'])\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, check=True,
        env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"},
    ).stdout.split("\n")
    assert out[0] == "暗槓 暗杠 ankan (closed kan)"
    assert out[1] == "False"
    assert out[2] == "はい 是"
