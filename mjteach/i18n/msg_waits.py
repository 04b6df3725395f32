"""Messages of mjteach.waits: wait shapes, decomposition forms and the riichi-ankan reasons.

Reason templates take the fields of ``Reason.params`` (tile notation such as ``1m``; wait sets in
MPSZ notation such as ``47p``). Rule source: 槓 § 暗槓, rulesets.md §2.2.
"""

MESSAGES: dict[str, dict[str, str]] = {
    # riichi ankan reasons (mjteach.waits.riichi_ankan_reason)
    "reason.riichi_ankan.not_four": {
        "en": "An ankan needs four {tile} in the closed hand; you hold {held}.",
        "ja": "暗槓には手牌に{tile}が4枚必要です（現在{held}枚）。",
        "zh": "暗杠需要手牌中有4张{tile}（现在{held}张）。",
    },
    "reason.riichi_ankan.forbidden": {
        "en": "Under these rules a player in riichi may not make an ankan at all ({tile}).",
        "ja": "このルールではリーチ後の暗槓は一切認められません（{tile}）。",
        "zh": "按此规则，立直后一律不能暗杠（{tile}）。",
    },
    "reason.riichi_ankan.not_drawn_tile": {
        "en": "In riichi the ankan must use the tile just drawn; {tile} is not the drawn {drawn} "
        "(no okuri-kan).",
        "ja": "リーチ後の暗槓はツモってきた牌でのみできます。"
        "{tile}はツモ牌{drawn}ではありません（送り槓は不可）。",
        "zh": "立直后只能用刚摸到的牌暗杠；{tile}不是摸到的{drawn}（不可送杠）。",
    },
    "reason.riichi_ankan.changes_wait": {
        "en": "An ankan of {tile} would change the wait from {before} to {after}; in riichi the "
        "wait must stay the same.",
        "ja": "{tile}を暗槓すると待ちが{before}から{after}に変わります。"
        "リーチ後は待ちを変える暗槓はできません。",
        "zh": "暗杠{tile}会把听牌从{before}变成{after}；立直后不能改变听牌。",
    },
    "reason.riichi_ankan.changes_decomposition": {
        "en": "The wait ({waits}) stays, but {tile} is not a triplet in every reading of the hand; "
        "under these rules an ankan in riichi must not change the hand's sets.",
        "ja": "待ち（{waits}）は変わりませんが、{tile}が必ず暗刻として使われる形ではありません。"
        "このルールでは面子構成が変わるリーチ後の暗槓はできません。",
        "zh": "听牌（{waits}）不变，但{tile}并非在所有拆法中都是刻子；"
        "按此规则立直后暗杠不能改变面子构成。",
    },
    # wait shapes (mjteach.waits.wait_shapes)
    "wait.ryanmen": {"en": "ryanmen (two-sided wait)", "ja": "両面待ち", "zh": "两面听"},
    "wait.kanchan": {"en": "kanchan (closed wait)", "ja": "嵌張待ち", "zh": "嵌张听"},
    "wait.penchan": {"en": "penchan (edge wait)", "ja": "辺張待ち", "zh": "边张听"},
    "wait.shanpon": {"en": "shanpon (dual-pair wait)", "ja": "双碰待ち", "zh": "对碰听"},
    "wait.tanki": {"en": "tanki (single-tile wait)", "ja": "単騎待ち", "zh": "单骑听"},
    # decomposition forms and set kinds
    "form.standard": {"en": "four sets and a pair", "ja": "4面子1雀頭", "zh": "四面子一雀头"},
    "form.chiitoitsu": {"en": "seven pairs (chiitoitsu)", "ja": "七対子", "zh": "七对子"},
    "form.kokushi": {"en": "thirteen orphans (kokushi musou)", "ja": "国士無双", "zh": "国士无双"},
    "set.shuntsu": {"en": "run (shuntsu)", "ja": "順子", "zh": "顺子"},
    "set.koutsu": {"en": "triplet (koutsu)", "ja": "刻子", "zh": "刻子"},
    "term.waits": {"en": "waits", "ja": "待ち", "zh": "听牌"},
    "term.tenpai": {"en": "tenpai", "ja": "聴牌", "zh": "听牌"},
    "term.noten": {"en": "noten", "ja": "不聴", "zh": "未听牌"},
}
