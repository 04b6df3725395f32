"""The three editions of every lesson (issue 14): one source, the same cells, only the prose differs.

tools/build_lessons.py builds lessons/en, lessons/ja and lessons/zh from tools/lesson_sources/*.md
(MyST) and the lesson catalogs mjteach/course/locale (gettext: msgid = the English block). These
checks read the committed notebooks and catalogs; strict nbval re-runs every edition.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from mjteach.i18n import pofiles

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "lessons"
EDITIONS = ("en", "ja", "zh")
sys.path.insert(0, str(ROOT / "tools"))
import build_lessons  # noqa: E402  (tools/build_lessons.py)

SOURCES = build_lessons.load_sources()
KANA = re.compile(r"[\u3040-\u30ff]")
HAN = re.compile(r"[\u4e00-\u9fff]")


def _load(lang: str, slug: str) -> dict:
    return json.loads((LESSONS / lang / f"{slug}.ipynb").read_text(encoding="utf-8"))


def _text(source) -> str:
    return "".join(source) if isinstance(source, list) else source


def test_every_lesson_string_is_translated_into_japanese_and_chinese():
    """`tools/build_lessons.py --check`: no lesson block, title, goal or _("…") text is
    untranslated, fuzzy (English changed since) or obsolete in ja or zh, and {fields} match."""
    assert pofiles.plain_problems(build_lessons.CATALOGS) == []


@pytest.mark.parametrize("lesson", SOURCES, ids=lambda s: s.slug)
def test_the_catalog_template_holds_exactly_the_lesson_texts(lesson):
    """An edited source whose catalogs were not refreshed (build_lessons.py --extract) is caught:
    the .pot lists every translatable text of the lesson, and nothing else."""
    template = pofiles.read(pofiles.template_path(lesson.slug, build_lessons.CATALOGS))
    assert [m.id for m in template if m.id] == list(dict.fromkeys(build_lessons.messages(lesson)))


@pytest.mark.parametrize("lesson", SOURCES, ids=lambda s: s.slug)
@pytest.mark.parametrize("lang", EDITIONS)
def test_edition_is_built_from_the_current_source_and_catalogs(lesson, lang):
    """Cells (ids, kinds, sources) equal what the build makes now from the source and .po files."""
    want = build_lessons.edition(lesson, lang).cells
    have = _load(lang, lesson.slug)["cells"]
    assert [(c["id"], c["cell_type"], _text(c["source"])) for c in have] == [
        (c.id, c.cell_type, c.source) for c in want
    ]


@pytest.mark.parametrize("lesson", SOURCES, ids=lambda s: s.slug)
def test_the_three_editions_have_the_same_cells_apart_from_prose(lesson):
    """Same cell ids and kinds; code cells identical except the first one's start("<lang>");
    the source's markdown cells cut into the same number of blocks, with the untranslatable blocks
    (tile notation, code, links only) identical (the generated header, contents and recap cells
    are checked in tests/test_lesson_frame.py)."""
    books = {lang: _load(lang, lesson.slug)["cells"] for lang in EDITIONS}
    shape = [(c["id"], c["cell_type"]) for c in books["en"]]
    for lang in EDITIONS:
        assert [(c["id"], c["cell_type"]) for c in books[lang]] == shape, lang
    for i, cell in enumerate(books["en"]):
        if cell["cell_type"] == "code":
            sources = {lang: _text(books[lang][i]["source"]) for lang in EDITIONS}
            if i == 1:
                for lang in EDITIONS:
                    assert sources[lang] == sources["en"].replace('start("en")', f'start("{lang}")')
            else:
                assert sources["ja"] == sources["en"] == sources["zh"], cell["id"]
        elif 2 < i < len(books["en"]) - 1:  # the source's cells (header, contents, recap: frame)
            blocks = {lang: build_lessons.blocks(_text(books[lang][i]["source"])) for lang in EDITIONS}
            assert len(blocks["ja"]) == len(blocks["en"]) == len(blocks["zh"]), cell["id"]
            for n, block in enumerate(blocks["en"]):
                if not build_lessons.translatable(block):
                    assert blocks["ja"][n] == block == blocks["zh"][n], cell["id"]


@pytest.mark.parametrize("lesson", SOURCES, ids=lambda s: s.slug)
@pytest.mark.parametrize("lang", EDITIONS)
def test_an_edition_starts_in_its_language(lesson, lang):
    """The first code cell switches to the edition's language (the picker then shows it), and the
    prose is in that language: every translatable block differs from the English and is written in
    CJK characters, and most Japanese blocks have kana (a heading may be all kanji)."""
    cells = _load(lang, lesson.slug)["cells"]
    assert _text(cells[1]["source"]).endswith(f'start("{lang}")')
    picker = {"en": "Language: English", "ja": "言語：日本語", "zh": "语言：中文"}[lang]
    assert any(_text(o.get("data", {}).get("text/plain", "")) == picker  # the picker, saved in words
               and "application/vnd.jupyter.widget-view+json" in o.get("data", {})
               for o in cells[1]["outputs"])
    english = _load("en", lesson.slug)["cells"]
    with_kana = []
    for cell, en in zip(cells, english, strict=False):
        if cell["cell_type"] != "markdown" or lang == "en":
            continue
        for block, en_block in zip(build_lessons.blocks(_text(cell["source"])),
                                   build_lessons.blocks(_text(en["source"])), strict=False):
            if not build_lessons.translatable(en_block):
                continue
            assert block != en_block, (cell["id"], block[:80])
            assert HAN.search(block) or KANA.search(block), (cell["id"], block[:80])
            with_kana.append(bool(KANA.search(block)))
    if lang == "ja":
        assert sum(with_kana) > 0.8 * len(with_kana)


@pytest.mark.parametrize("lesson", SOURCES, ids=lambda s: s.slug)
def test_texts_in_code_cells_are_translated_at_run_time(lesson):
    """Quiz questions, choices and printed labels marked _("…") in a code cell are looked up when
    the cell runs (mjteach.course reads the same catalogs): each has a ja and a zh text, so a quiz
    follows the language picker."""
    from mjteach.course import _

    for cell in lesson.nb.cells:
        if cell.cell_type == "code":
            for english in build_lessons.cell_strings(cell.source):
                texts = _(english)
                assert texts.get("ja") and texts.get("zh"), english


def test_figures_in_the_prose_are_computed_when_the_lessons_are_built():
    """{{name}} in a source (MyST substitution) is filled from tools/lesson_sources/figures.py,
    which reads mjteach: no edition keeps a placeholder, and the filled numbers are the engine's
    (槓 § 嶺上牌: each kan takes one live draw; 槓 § 槓の種類による違い: fu gain per kind)."""
    from figures import figures  # tools/lesson_sources/figures.py

    from mjteach import Rules, Wall
    from mjteach.scoring.kan import kan_fu_table

    values = figures()
    wall = Wall.from_seed(6, Rules.preset("tenhou"))
    wall.deal()
    assert values["live_draws"] == str(wall.live_remaining)
    wall.draw_rinshan()
    assert values["live_draws_after_one_kan"] == str(wall.live_remaining)
    gain = {(r["kind"], r["terminal"]): r["delta"] for r in kan_fu_table(Rules.preset("tenhou"))}
    assert values["ankan_gain_terminal"] == f"+{gain[('ankan', True)]}"
    for lang in EDITIONS:
        for path in sorted((LESSONS / lang).glob("*.ipynb")):
            assert "{{" not in path.read_text(encoding="utf-8"), path
    prose = "".join("".join(c["source"]) for c in _load("en", "03-rinshan-and-wall")["cells"])
    assert (f"{values['live_draws']} draws without a kan, "
            f"{values['live_draws_after_one_kan']} after one") in prose


def test_rule_words_in_the_prose_come_from_the_presets():
    """Issue 14: the prose names options and presets by the package's display names (no option
    codes in ja/zh), and quotes a preset's value with * when the preset marks it unverified."""
    from figures import fill  # tools/lesson_sources/figures.py

    from mjteach.i18n import t
    from mjteach.rules import PRESETS, Rules

    assert fill("{{opt_riichi_ankan}}", "ja") == t("w.opt.riichi_ankan", "ja") == "立直後の暗槓"
    assert fill("{{preset_m_league}}", "zh") == "M联赛"
    wrc = PRESETS["wrc"]
    assert "kan_dora_timing_daiminkan" in wrc.unverified
    assert fill("{{rule_wrc__kan_dora_timing_daiminkan}}", "ja") == "即乗り \\*"
    assert fill("{{rule_jpml__riichi_ankan}}", "en").endswith("\\*") is ("riichi_ankan" in PRESETS["jpml"].unverified)
    same_decomposition = fill("{{users_riichi_ankan__same_decomposition}}", "en").split(", ")
    assert same_decomposition == [
        fill(f"{{{{preset_{p}}}}}", "en") + (" \\*" if "riichi_ankan" in r.unverified else "")
        for p, r in PRESETS.items() if r.riichi_ankan.value == "same_decomposition"]
    with pytest.raises(KeyError, match="unknown figure"):
        fill("{{opt_no_such_option}}")
    names = set(Rules.__dataclass_fields__) | set(PRESETS)
    for lang in ("ja", "zh"):  # no option or preset code left in a ja/zh edition's prose
        for path in sorted((LESSONS / lang).glob("[0-9][0-9]-*.ipynb")):
            prose = "".join("".join(c["source"]) for c in _load(lang, path.stem)["cells"]
                            if c["cell_type"] == "markdown")
            codes = sorted(set(re.findall(r"`([a-z_0-9]+)`", prose)) & names)
            if " \\*" in prose:  # a preset value marked unverified is explained on the same page
                assert t("w.rules.unverified_note", lang) in prose, path
            assert not codes, (path, codes)


@pytest.mark.parametrize("lesson", [x.slug for x in SOURCES], ids=str)
def test_code_cells_a_learner_reads_are_short_and_read_like_the_idea(lesson):
    """Issue 14 §3: no code cell defines a function or runs a loop; a code cell is at most three
    statements and holds no lambda or hand-built dict / list: those live in mjteach/course/scenes/
    (tested in tests/test_course_scenes.py) and the shipped scenarios. Issue 21 item 7: quizzes too
    (a 10-25-line quiz cell of English strings is one call, ``check_kan_steps()``)."""
    import ast

    source = next(x for x in SOURCES if x.slug == lesson)
    for n, cell in enumerate(source.nb.cells, start=4):
        if cell.cell_type != "code":
            continue
        tree = ast.parse(cell.source)
        helpers = [type(node).__name__ for node in ast.walk(tree)
                   if isinstance(node, (ast.FunctionDef, ast.For, ast.While))]
        assert not helpers, f"{lesson} cell {n}: {helpers} (even in a quiz) belong in the package"
        assert "Quiz(" not in cell.source, f"{lesson} cell {n}: a quiz belongs in scenes/checks.py"
        plumbing = sorted({type(node).__name__ for node in ast.walk(tree) if isinstance(
            node, (ast.FunctionDef, ast.Lambda, ast.For, ast.While, ast.Try, ast.Dict, ast.DictComp,
                   ast.ListComp))})
        assert not plumbing, f"{lesson} cell {n}: {plumbing} belong in mjteach/course/scenes/"
        assert len(tree.body) <= 3, f"{lesson} cell {n}: {len(tree.body)} statements"


def _code_cells(lang: str, slug: str) -> list[str]:
    return [_text(c["source"]) for c in _load(lang, slug)["cells"] if c["cell_type"] == "code"]


@pytest.mark.parametrize("lesson", [x.slug for x in SOURCES], ids=str)
def test_code_a_learner_reads_has_no_comments(lesson):
    """Issue 21 item 7: a comment in a code cell is the same English in every edition (the
    set-up cell's "# the course helpers; _("…") marks a translated text" was in all 39): what a
    cell does is said by the prose around it, in the learner's language."""
    import io
    import tokenize

    for lang in EDITIONS:
        for n, code in enumerate(_code_cells(lang, lesson)):
            comments = [tok.string for tok in tokenize.generate_tokens(io.StringIO(code).readline)
                        if tok.type == tokenize.COMMENT]
            assert not comments, (lang, lesson, n, comments)


@pytest.mark.parametrize("lesson", SOURCES, ids=lambda s: s.slug)
def test_lesson_code_names_no_option_codes_or_presets(lesson):
    """Issue 21 item 7: no option codes (``options=["kan_dora", "kan_dora_timing_ankan", …]``) and
    no ``Rules.preset(…)`` in a lesson's code: a rule switcher is asked for by its topic
    (``rule_switcher("kan dora")``) and the presets are named in the prose. Preset names as the
    arguments of a comparison (``show_dora_options("tenhou", "jpml")``) read like the idea."""
    import ast

    from mjteach.rules import Rules

    options = set(Rules.option_names())
    for cell in lesson.nb.cells:
        if cell.cell_type != "code":
            continue
        tree = ast.parse(cell.source)
        codes = sorted({n.value for n in ast.walk(tree)
                        if isinstance(n, ast.Constant) and n.value in options})
        presets = [n for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr == "preset"]
        assert not codes and not presets, (lesson.slug, cell.source[:80], codes)


def _outputs(cell: dict) -> str:
    out = []
    for o in cell.get("outputs", []):
        out.append(_text(o.get("text", "")))
        out += [_text(v) for k, v in o.get("data", {}).items() if k in ("text/plain", "text/markdown")]
    return "\n".join(out)


@pytest.mark.parametrize("lesson", [x.slug for x in SOURCES], ids=str)
def test_outputs_name_no_scenario_or_record_ids(lesson):
    """Issue 21 item 7: what a learner reads names no internal id: no shipped scenario name
    (``ankan_basic``) and no sample record's file name (``two_kans``, a record with three kans)."""
    from mjteach.logs.samples import SAMPLES
    from mjteach.scenario import list_scenarios

    ids = {n for n in [*list_scenarios(), *SAMPLES] if "_" in n}  # "suukaikan" is also a word
    for lang in EDITIONS:
        for cell in _load(lang, lesson)["cells"]:
            if cell["cell_type"] == "code":
                found = sorted(i for i in ids if re.search(rf"\b{i}\b", _outputs(cell)))
                assert not found, (lang, lesson, cell["id"], found)


def _internal_ids() -> set[str]:
    """Shipped scenario names, sample record file names and the call lab's situation keys; only
    those with an underscore ("suukaikan" and "kakan" are also the words a lesson uses)."""
    from mjteach.logs.samples import SAMPLES
    from mjteach.scenario import list_scenarios
    from mjteach.widgets.call_lab import CALL_SITUATIONS

    return {n for n in [*list_scenarios(), *SAMPLES, *CALL_SITUATIONS] if "_" in n}


@pytest.mark.parametrize("lesson", SOURCES, ids=lambda s: s.slug)
def test_lesson_code_names_no_scenario_or_record_ids(lesson):
    """Issue 21 item 7 (the fresh reader's leftover): the code a learner reads names a situation by
    what happens in it (``CallLab(EAST_DISCARDS_3M)``, ``KanLab(FOURTH_8S_DRAWN)``), not by a file
    key (``KanLab("ankan_basic")``). Failed before: 02 (ankan_basic twice, consecutive_ankan),
    03 (two_kans, a record with three kans), 10 (worth_a_call twice, three_way), 13 (worth_a_call)."""
    import ast

    ids = _internal_ids()
    for cell in lesson.nb.cells:
        if cell.cell_type == "code":
            keys = sorted({n.value for n in ast.walk(ast.parse(cell.source))
                           if isinstance(n, ast.Constant) and n.value in ids})
            assert not keys, (lesson.slug, cell.source[:80], keys)


_MELD_NOTATION = re.compile(r"[(\[][0-9]*[<^>+][0-9<^>+]*[mpsz]?\)|\[[0-9]{4}[mpsz]\]")


@pytest.mark.parametrize("lesson", [x.slug for x in SOURCES], ids=str)
def test_outputs_tell_melds_in_words_not_notation(lesson):
    """Issue 21 item 7: printed lines a learner reads never show meld notation such as
    ``(55^+55p)`` or ``[8888s]`` (a displayed Hand or Meld draws itself; its text/plain is only the
    fallback): they say "kakan 5555p from toimen" (mjteach.course.meld_words / hand_words)."""
    for lang in EDITIONS:
        for cell in _load(lang, lesson)["cells"]:
            for o in cell.get("outputs", []) if cell["cell_type"] == "code" else []:
                data = o.get("data", {})
                shown = [_text(o.get("text", "")), _text(data.get("text/markdown", ""))]
                if set(data) <= {"text/plain"}:
                    shown.append(_text(data.get("text/plain", "")))
                found = [m.group(0) for text in shown for m in _MELD_NOTATION.finditer(text)]
                assert not found, (lang, lesson, cell["id"], found)


@pytest.mark.parametrize("lesson", SOURCES, ids=lambda s: s.slug)
def test_lesson_code_holds_no_english_text_or_rendering_calls(lesson):
    """Issue 21 item 7: the code a ja or zh reader sees holds no English sentence (``_("…")`` texts
    live in the course helpers, translated in the lesson's catalog) and no rendering plumbing
    (``HTML(mjteach.render.dead_wall_svg(wall))`` is ``dead_wall_picture(wall)``)."""
    import ast

    for cell in lesson.nb.cells:
        if cell.cell_type != "code":
            continue
        tree = ast.parse(cell.source)
        texts = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "_"]
        render = [n for n in ast.walk(tree) if isinstance(n, ast.Attribute) and n.attr == "render"]
        assert not texts and not render, (lesson.slug, cell.source[:80])


@pytest.mark.parametrize("lang", ("ja", "zh"))
def test_an_english_text_in_two_lessons_has_one_translation(lang):
    """mjteach.course._ looks a text up in one table merged from every lesson's catalog, so an
    English text two lessons share (a quiz choice such as "neither") shows the translation of the
    lesson merged last in both: each such text needs the same translation in every catalog, or a
    wording of its own (e.g. "neither: any tile may go")."""
    locale = build_lessons.CATALOGS
    found: dict[str, dict[str, str]] = {}
    for domain in pofiles.domains(locale):
        for english, text in pofiles.plain_entries_of(domain, lang, locale).items():
            found.setdefault(english, {})[domain] = text
    differ = {english: by for english, by in found.items() if len(set(by.values())) > 1}
    assert not differ, differ
