"""The term check (issue 21 items 3 and 4): every ja and zh translation, in the lessons and in the
package's widgets, practice, reasons and errors, uses the glossary's term, one word per concept.

The rules are data: mjteach/i18n/terminology.json (a look-alike to avoid, the term to use, and the
English that allows the look-alike where it names another concept).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from mjteach.i18n import terminology

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import i18n as i18n_tool  # noqa: E402  (tools/i18n.py)


def _rule(lang: str, avoid: str) -> terminology.TermRule:
    return next(r for r in terminology.rules() if r.lang == lang and r.avoid.pattern == avoid)


def test_every_translation_uses_the_glossary_terms():
    """Failed before: 117 look-alikes in today's catalogs (zh 宣言 36, 听牌 for the wait 18, 墩 12,
    M 联赛 12, 实验室 8, 牌墙 5, 开门 for an opened hand 4, 模型 4, 四杠散了 3, 打印 3, 自由麻将馆 2,
    *来源 1; ja モデル 4, 三人打ち 2, M リーグ 1, 鳴いた槓 1, 海底牌まで王牌を取り切る 1; later rules:
    ja リーチ 32 in the package messages against 立直 in the lessons, 槓ドラの時期 2, ルール切替 1;
    the fresh reader's rules: zh 碰和杠 4, ja 宣言の順 2, コンピュータ 1)."""
    assert terminology.problems() == []


def test_zh_tingpai_is_tenpai_not_the_wait():
    rule = _rule("zh", "听牌")
    assert rule.misuses("The wait stays 5p.", "听牌仍是5p。") == ["听牌"]
    assert rule.misuses("The wait stays 5p.", "听口仍是5p。") == []
    assert rule.misuses("Calling gets a hand to tenpai faster.", "鸣牌能让手牌更快听牌。") == []
    # one tenpai in the English allows one 听牌, not a second one for the wait
    assert rule.misuses("In tenpai, the wait is 5p.", "听牌时，听牌是5p。") == ["听牌"]


def test_zh_pon_and_kan_are_listed_with_a_comma_not_he():
    """碰和杠 reads as 碰 + 和 (a win) in a mahjong text: the fresh reader stumbled on it in 06 and 11."""
    rule = _rule("zh", "碰和杠")
    assert rule.misuses("Pon and kan beat chi.", "碰和杠优先于吃。") == ["碰和杠"]
    assert rule.misuses("Pon and kan beat chi.", "碰、杠优先于吃。") == []


def test_ja_calls_are_called_out_in_order_not_declared():
    rule = _rule("ja", "宣言の順")
    assert rule.misuses("declared in this order", "宣言の順 南家 チー") == ["宣言の順"]
    assert rule.misuses("declared in this order", "発声の順 南家 チー") == []
    spelling = _rule("ja", "コンピュータ(?!ー)")
    assert spelling.misuses("computer games", "コンピュータゲーム") == ["コンピュータ"]
    assert spelling.misuses("computer games", "コンピューターゲーム") == []


def test_zh_kaimen_is_the_wall_break_not_an_opened_hand():
    rule = _rule("zh", "开门")
    assert rule.misuses("no (open hand)", "不行（已开门）") == ["开门"]
    assert rule.misuses("nearest the wall break", "靠近开门一侧") == []


def test_a_stack_is_zhuang_and_dun_only_as_its_gloss():
    rule = _rule("zh", "(?<!也叫)墩")
    assert rule.misuses("7 stacks", "7 墩") == ["墩"]
    assert rule.misuses("7 stacks", "7 幢（也叫墩）") == []


def test_the_check_lists_language_domain_word_concept_and_replacement(tmp_path):
    catalogs = tmp_path / "locale"
    (catalogs / "zh" / "LC_MESSAGES").mkdir(parents=True)
    (catalogs / "ja" / "LC_MESSAGES").mkdir(parents=True)
    (catalogs / "demo.pot").write_text('msgid "Calls declared: {n}"\nmsgstr ""\n', encoding="utf-8")
    (catalogs / "zh" / "LC_MESSAGES" / "demo.po").write_text(
        'msgid "Calls declared: {n}"\nmsgstr "已宣言 {n} 次"\n', encoding="utf-8")
    assert terminology.problems((catalogs,)) == [
        "zh demo: term '宣言' for declaring a call (a Japanese calque): use 宣布 / 开杠 / 喊（碰、杠）"
        " ('Calls declared: {n}')"]


def test_a_malformed_rule_is_named(tmp_path):
    path = tmp_path / "terms.json"
    path.write_text(json.dumps({"zh": [{"concept": "x", "avoid": "(", "use": "y"}]}), encoding="utf-8")
    with pytest.raises(ValueError, match=r"terms.json: zh rule 1: bad regular expression"):
        terminology.rules(path)
    path.write_text(json.dumps({"ja": [{"concept": "x", "avoid": "y"}]}), encoding="utf-8")
    with pytest.raises(ValueError, match=r"terms.json: ja rule 1: missing use"):
        terminology.rules(path)


def test_the_translators_check_runs_the_term_check(monkeypatch, capsys):
    monkeypatch.setattr(i18n_tool.terminology, "problems", lambda: ["zh demo: term '宣言' …"])
    assert i18n_tool.main(["check"]) == 1
    assert "zh demo: term '宣言' …" in capsys.readouterr().out


def test_a_widget_is_called_by_its_name_on_the_page_not_its_class():
    """Failed before the ja/zh 11 fix: '2つの CallLab が…' in prose."""
    for lang in ("ja", "zh"):
        rule = next(r for r in terminology.rules() if r.lang == lang and "CallLab" in r.avoid.pattern)
        assert rule.misuses("both call labs replay", "2つの CallLab が") == ["CallLab"]
        assert rule.misuses("both call labs replay", "2つの鳴きラボが") == []
        assert rule.misuses("`KanLab(hand)` builds one", "`KanLab(hand)` で作ります") == []
