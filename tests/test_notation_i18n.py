"""Bad notation is explained in the learner's language (en/ja/zh), naming the column and the rule.

Sources: 副露 § チー (chi only from kamicha), 槓 § 槓子 (a kan is four of one kind); house rule
"every learner-facing text is an i18n key with en, ja and zh" (COMMON.md). Before, NotationError,
MeldError and HandError were English whatever the language.
"""

from __future__ import annotations

import pytest

from mjteach.cli import main
from mjteach.hand import Hand, HandError
from mjteach.i18n import CATALOG, set_language
from mjteach.melds import MeldError
from mjteach.tiles import NotationError, Tile

CASES = [
    # text, error, code (None for NotationError), en, ja, zh
    ("123m45p8", NotationError, None,
     "column 8: '8' needs a suit letter m/p/s/z after it",
     "8文字目：'8' の後に種類の文字 m/p/s/z が必要です",
     "第8个字符：'8' 后面需要花色字母 m/p/s/z"),
    ("(1^23m)", MeldError, "meld.chi_not_from_kamicha",
     "column 1: chi only from kamicha (the player on the left), not from toimen (副露 § チー)",
     "1文字目：チーは上家（左の人）からだけです。対面からはできません（副露 § チー）",
     "第1个字符：只能吃上家（左边的玩家）的牌，不能吃对家的牌（副露 § チー）"),
    ("[1234m]", MeldError, "meld.kan_not_four",
     "column 1: a kan is four tiles of one kind, not 1234m (槓 § 槓子)",
     "1文字目：槓は同じ牌4枚です（1234m ではありません）（槓 § 槓子）",
     "第1个字符：杠是四张相同的牌，不是 1234m（槓 § 槓子）"),
    ("11111m", HandError, "hand.fifth_copy",
     "5 copies of 1m: there are only four of each tile (melds count too)",
     "1m が5枚あります。同じ牌は4枚しかありません（副露の牌も数えます）",
     "1m 有 5 张：每种牌只有四张（副露的牌也算）"),
    ("123m (1<23m", NotationError, None,
     "column 6: meld opened here is not closed with ')'",
     "6文字目：ここで始まった面子が ')' で閉じていません",
     "第6个字符：这里开始的面子没有用 ')' 闭合"),
]


@pytest.mark.parametrize("text,error,code,en,ja,zh", CASES, ids=[c[0] for c in CASES])
def test_notation_error_in_each_language(text, error, code, en, ja, zh):
    """The same bad input gives the same error class, code and column in every language; only the
    words change."""
    for lang, expected in (("en", en), ("ja", ja), ("zh", zh)):
        set_language(lang)
        with pytest.raises(error) as info:
            Hand.parse(text)
        assert str(info.value) == expected
        assert getattr(info.value, "code", None) == code


def test_tile_parse_error_in_japanese():
    """Tile.parse of two tiles says so in Japanese."""
    set_language("ja")
    with pytest.raises(NotationError, match="牌を1枚だけ書いてください（2枚あります）"):
        Tile.parse("11m")


def test_every_notation_message_has_three_languages_and_the_same_fields():
    """Each notation.* key has en, ja and zh with the same fields."""
    import string

    keys = [k for k in CATALOG if k.startswith("notation.")]
    assert len(keys) >= 40
    for key in keys:
        entry = CATALOG[key]
        assert set(entry) == {"en", "ja", "zh"}, key
        en_fields = {f for _, f, _, _ in string.Formatter().parse(entry["en"]) if f}
        for lang in ("ja", "zh"):
            fields = {f for _, f, _, _ in string.Formatter().parse(entry[lang]) if f}
            assert fields == en_fields, (key, lang, fields)


@pytest.mark.parametrize("command", [["render", "123m45p8"], ["score", "123m45p8", "--win", "1m"]])
def test_cli_lang_applies_to_notation_errors(command, capsys):
    """``--lang ja`` on the command line gives the notation error in Japanese, status 2, one line,
    and leaves the session's language as it was."""
    code = main([*command, "--lang", "ja"])
    err = capsys.readouterr().err
    assert code == 2
    assert "8文字目：'8' の後に種類の文字 m/p/s/z が必要です" in err
    assert len(err.strip().splitlines()) == 1
    from mjteach.i18n import get_language

    assert get_language() == "en"
