"""The sections of the three source articles that lesson cells can cover (``+++ {"covers": [...]}``).

``SECTIONS`` lists every section of the three source articles (../shared/seeds/: 000 ja 槓,
001 zh 杠, 003 ja 副露) in article order: key -> (article, label). The label is the article's own
heading (a path ``A / B`` for a heading B under A). tools/build_lessons.py refuses to build the
README if any key is not covered by some lesson cell.
"""

from __future__ import annotations

ARTICLES = (
    ("kan_ja", "槓 (ja, seeds/000)"),
    ("kan_zh", "杠 (zh, seeds/001)"),
    ("fuuro_ja", "副露 (ja, seeds/003)"),
)

SECTIONS: dict[str, tuple[str, str]] = {
    # 000 ja 槓
    "槓 § lead": ("kan_ja", "(lead, before 槓子: 槓 defined; 暗槓・大明槓・加槓（小明槓）; 明槓)"),
    "槓 § 槓子": ("kan_ja", "槓子"),
    "槓 § 槓子の扱い": ("kan_ja", "槓子 / 槓子の扱い"),
    "槓 § 手順": ("kan_ja", "手順"),
    "槓 § 嶺上牌": ("kan_ja", "手順 / 嶺上牌"),
    "槓 § 槓ドラ": ("kan_ja", "手順 / 槓ドラ"),
    "槓 § 槓の種類": ("kan_ja", "槓の種類"),
    "槓 § 暗槓": ("kan_ja", "槓の種類 / 暗槓"),
    "槓 § 明槓": ("kan_ja", "槓の種類 / 明槓"),
    "槓 § 大明槓": ("kan_ja", "槓の種類 / 明槓 / 大明槓"),
    "槓 § 大明槓の包": ("kan_ja", "槓の種類 / 明槓 / 大明槓 / 大明槓の包 (definition entry)"),
    "槓 § 加槓": ("kan_ja", "槓の種類 / 明槓 / 加槓"),
    "槓 § メリットとデメリット": ("kan_ja", "メリットとデメリット"),
    "槓 § 槓の種類による違い": ("kan_ja", "メリットとデメリット / 槓の種類による違い"),
    "槓 § 違い/暗槓": ("kan_ja", "槓の種類による違い / 暗槓"),
    "槓 § 違い/大明槓": ("kan_ja", "槓の種類による違い / 大明槓"),
    "槓 § 違い/加槓": ("kan_ja", "槓の種類による違い / 加槓"),
    "槓 § 比較表": ("kan_ja", "槓の種類による違い / table 槓の種類による比較 (risk table)"),
    "槓 § 四開槓": ("kan_ja", "四開槓"),
    "槓 § 槓に関連のある役": ("kan_ja", "槓に関連のある役"),
    "槓 § 参考文献": ("kan_ja", "参考文献"),
    "槓 § 脚注": ("kan_ja", "脚注 / 注釈 / 出典"),
    "槓 § 関連項目": ("kan_ja", "関連項目"),
    # 001 zh 杠
    "杠 § lead": ("kan_zh", "(lead, before 杠子: 杠 defined; 暗杠・大明杠・加杠（小明杠）; 明杠)"),
    "杠 § 杠子": ("kan_zh", "杠子"),
    "杠 § 处理杠子的方法": ("kan_zh", "杠子 / 处理杠子的方法"),
    "杠 § 杠的步骤": ("kan_zh", "杠的步骤"),
    "杠 § 岭上牌": ("kan_zh", "杠的步骤 / 岭上牌"),
    "杠 § 杠宝牌": ("kan_zh", "杠的步骤 / 杠宝牌"),
    "杠 § 杠的种类": ("kan_zh", "杠的种类"),
    "杠 § 暗杠": ("kan_zh", "杠的种类 / 暗杠"),
    "杠 § 明杠": ("kan_zh", "杠的种类 / 明杠"),
    "杠 § 大明杠": ("kan_zh", "杠的种类 / 明杠 / 大明杠"),
    "杠 § 大明杠包牌": ("kan_zh", "杠的种类 / 明杠 / 大明杠 / 大明杠包牌"),
    "杠 § 加杠": ("kan_zh", "杠的种类 / 明杠 / 加杠"),
    "杠 § 杠的利弊": ("kan_zh", "杠的利弊"),
    "杠 § 各类杠的差别": ("kan_zh", "杠的利弊 / 各类杠的差别"),
    "杠 § 差别/暗杠": ("kan_zh", "各类杠的差别 / 暗杠"),
    "杠 § 差别/大明杠": ("kan_zh", "各类杠的差别 / 大明杠"),
    "杠 § 差别/加杠": ("kan_zh", "各类杠的差别 / 加杠"),
    "杠 § 四开杠": ("kan_zh", "四开杠"),
    "杠 § 和杠相关的役种": ("kan_zh", "和杠相关的役种"),
    "杠 § 相关词条": ("kan_zh", "相关词条"),
    # 003 ja 副露
    "副露 § lead": ("fuuro_ja", "(lead, before ポン: 副露 defined; ポン・チー・カン; broad sense; ロン is not 副露; 門前)"),
    "副露 § ポン": ("fuuro_ja", "ポン"),
    "副露 § チー": ("fuuro_ja", "チー"),
    "副露 § 大明槓": ("fuuro_ja", "大明槓"),
    "副露 § 関連のあるルール": ("fuuro_ja", "関連のあるルール"),
    "副露 § 発声の優先順位": ("fuuro_ja", "関連のあるルール / 発声の優先順位"),
    "副露 § 喰い替え": ("fuuro_ja", "関連のあるルール / 喰い替え"),
    "副露 § 副露のデメリット": ("fuuro_ja", "副露のデメリット"),
    "副露 § 役の消滅": ("fuuro_ja", "副露のデメリット / 役の消滅"),
    "副露 § 喰い下がり": ("fuuro_ja", "喰い下がり"),
    "副露 § 喰い下がり役": ("fuuro_ja", "喰い下がり / 喰い下がり役"),
    "副露 § 二翻 → 一翻": ("fuuro_ja", "喰い下がり役 / 二翻 → 一翻"),
    "副露 § 三翻 → 二翻": ("fuuro_ja", "喰い下がり役 / 三翻 → 二翻"),
    "副露 § 六翻 → 五翻": ("fuuro_ja", "喰い下がり役 / 六翻 → 五翻"),
    "副露 § 喰い下がり役の複合": ("fuuro_ja", "喰い下がり / 喰い下がり役の複合"),
    "副露 § 喰い下がりに似た事例": ("fuuro_ja", "喰い下がり / 喰い下がりに似た事例"),
}
