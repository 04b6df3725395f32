"""Names of actions as they appear inside other messages (``{call}``, ``{kind}``, ``{action}``).

:meth:`mjteach.rules.Reason.message` translates those parameters through these keys, so a
Japanese or Chinese reason never shows an English action name.
"""

MESSAGES = {
    "action.chi": {"en": "chi", "ja": "チー", "zh": "吃"},
    "action.pon": {"en": "pon", "ja": "ポン", "zh": "碰"},
    "action.kan": {"en": "kan", "ja": "カン", "zh": "杠"},
    "action.daiminkan": {"en": "daiminkan", "ja": "大明槓", "zh": "大明杠"},
    "action.kakan": {"en": "kakan", "ja": "加槓", "zh": "加杠"},
    "action.ankan": {"en": "ankan", "ja": "暗槓", "zh": "暗杠"},
    "action.ron": {"en": "ron", "ja": "ロン", "zh": "荣和"},
    "action.tsumo": {"en": "tsumo", "ja": "ツモ和了", "zh": "自摸"},
    "action.riichi": {"en": "riichi", "ja": "リーチ", "zh": "立直"},
    "action.draw": {"en": "draw", "ja": "ツモ", "zh": "摸牌"},
    "action.discard": {"en": "discard", "ja": "打牌", "zh": "打牌"},
    "action.pass": {"en": "pass", "ja": "パス", "zh": "过"},
    "action.kita": {"en": "kita", "ja": "北抜き", "zh": "拔北"},
    "action.kyuushu": {"en": "kyuushu kyuuhai", "ja": "九種九牌", "zh": "九种九牌"},
}
