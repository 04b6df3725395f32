"""Messages of bad tile / meld / hand notation (NotationError, MeldError, HandError) in en, ja, zh.

Raised by :mod:`mjteach.tiles`, :mod:`mjteach.melds` and :mod:`mjteach.hand` in the current
language (``set_language``), so a learner who types a hand in a widget or on the command line reads
what is wrong in their language. Fields: ``column`` (1-based), ``ch`` (the character, quoted),
``digit``, ``count``, ``tile``/``tiles`` (MPSZ notation), ``seat`` and ``kind`` (romaji in
English, the localized names in ja/zh: see :func:`mjteach.melds._term`).
"""

from __future__ import annotations


def _m(en: str, ja: str, zh: str) -> dict[str, str]:
    return {"en": en, "ja": ja, "zh": zh}


MESSAGES: dict[str, dict[str, str]] = {
    "notation.column": _m("column {column}: ", "{column}文字目: ", "第{column}个字符: "),
    # tiles
    "notation.one_tile": _m(
        "expected exactly one tile, got {count}",
        "牌を1枚だけ書いてください（{count}枚あります）",
        "应只写一张牌，实际有 {count} 张",
    ),
    "notation.suit_alone": _m(
        "suit letter {ch} has no digits before it",
        "種類の文字 {ch} の前に数字がありません",
        "花色字母 {ch} 前面没有数字",
    ),
    "notation.bad_honor": _m(
        "'{digit}z' is not a tile: honors are 1z–7z (East South West North White Green Red)",
        "'{digit}z' という牌はありません。字牌は 1z–7z（東南西北白發中）です",
        "没有 '{digit}z' 这张牌：字牌是 1z–7z（东南西北白发中）",
    ),
    "notation.honor_range": _m(
        "honor tiles are 1z–7z, not {digit}z",
        "字牌は 1z–7z です（{digit}z はありません）",
        "字牌是 1z–7z，没有 {digit}z",
    ),
    "notation.bad_char": _m(
        "{ch} is not part of tile notation: use digits followed by m/p/s/z",
        "{ch} は牌の表記に使えません。数字の後に m/p/s/z を書きます",
        "{ch} 不是牌的记法：请写数字，后跟 m/p/s/z",
    ),
    "notation.no_suit": _m(
        "'{digit}' needs a suit letter m/p/s/z after it",
        "'{digit}' の後に種類の文字 m/p/s/z が必要です",
        "'{digit}' 后面需要花色字母 m/p/s/z",
    ),
    # meld notation
    "notation.meld_start": _m(
        "a meld starts with '(' (called meld) or '[' (ankan)",
        "面子は '('（鳴いた面子）か '['（暗槓）で始めます",
        "面子以 '('（鸣牌）或 '['（暗杠）开头",
    ),
    "notation.meld_unclosed": _m(
        "meld is not closed: expected {closing}",
        "面子が閉じていません: {closing} が必要です",
        "面子没有闭合：需要 {closing}",
    ),
    "notation.meld_suit_last": _m(
        "a meld ends with its suit letter m/p/s/z before the bracket",
        "面子は括弧の前に種類の文字 m/p/s/z を書いて終えます",
        "面子在括号前以花色字母 m/p/s/z 结尾",
    ),
    "notation.ankan_no_mark": _m(
        "an ankan has no called tile: drop the source mark",
        "暗槓には鳴いた牌がありません。出どころの記号を外してください",
        "暗杠没有鸣来的牌：请去掉来源记号",
    ),
    "notation.one_mark": _m(
        "one source mark (< kamicha, ^ toimen, > shimocha) goes right after the called tile",
        "出どころの記号（< 上家、^ 対面、> 下家）は鳴いた牌の直後に1つだけ書きます",
        "来源记号（< 上家、^ 对家、> 下家）只写一个，紧跟在鸣来的牌后面",
    ),
    "notation.plus_in_meld": _m(
        "'+' marks the one tile a kakan adds to its pon",
        "'+' は加槓でポンに加える1枚にだけ付けます",
        "'+' 只标记加杠时加到碰上的那一张牌",
    ),
    "notation.meld_one_suit": _m(
        "a meld holds tiles of one suit: write the suit letter once, at the end",
        "面子は1種類の牌でできています。種類の文字は最後に1回だけ書きます",
        "面子由同一花色的牌组成：花色字母只在最后写一次",
    ),
    "notation.meld_bad_char": _m(
        "{ch} cannot appear in a meld",
        "{ch} は面子の中に書けません",
        "{ch} 不能出现在面子里",
    ),
    "notation.plus_then_digit": _m(
        "'+' must be followed by the added tile's digit",
        "'+' の後に加える牌の数字を書きます",
        "'+' 后面必须写加上的牌的数字",
    ),
    "notation.kakan_needs_source": _m(
        "a kakan adds its tile to a pon, so it needs the pon's called tile and source, "
        "e.g. (5<+555p)",
        "加槓はポンに牌を加えるものなので、ポンで鳴いた牌と出どころが必要です（例: (5<+555p)）",
        "加杠是在碰上加牌，所以需要碰时鸣来的牌和来源，例如 (5<+555p)",
    ),
    "notation.needs_mark": _m(
        "a called meld marks the called tile with its source: < kamicha, ^ toimen, > shimocha",
        "鳴いた面子では鳴いた牌に出どころを付けます: < 上家、^ 対面、> 下家",
        "鸣牌面子要在鸣来的牌后标出来源：< 上家、^ 对家、> 下家",
    ),
    "notation.kakan_four": _m(
        "a kakan is a pon plus one added tile: four tiles",
        "加槓はポンに1枚加えた4枚です",
        "加杠是碰加上一张牌，共四张",
    ),
    "notation.meld_size": _m(
        "a called meld has 3 or 4 tiles, not {count}",
        "鳴いた面子は3枚か4枚です（{count}枚ではありません）",
        "鸣牌面子是三张或四张，不是 {count} 张",
    ),
    # meld rules
    "notation.two_red_in_meld": _m(
        "a meld cannot hold two red fives of one suit",
        "1つの面子に同じ種類の赤5は2枚入りません",
        "一组面子里不能有两张同花色的赤五",
    ),
    "notation.ankan_called": _m(
        "an ankan is made from the hand: it has no called tile or source",
        "暗槓は手牌から作るもので、鳴いた牌も出どころもありません",
        "暗杠由手牌组成，没有鸣来的牌和来源",
    ),
    "notation.needs_source": _m(
        "a {kind} needs the called tile and the seat it came from",
        "{kind}には鳴いた牌とその出どころの席が必要です",
        "{kind}需要鸣来的牌和它来自哪个座位",
    ),
    "notation.called_not_in_meld": _m(
        "the called tile {tile} is not one of the meld's tiles",
        "鳴いた牌 {tile} が面子の中にありません",
        "鸣来的牌 {tile} 不在这组面子里",
    ),
    "notation.chi_three": _m(
        "a chi is three tiles, not {count}",
        "チーは3枚です（{count}枚ではありません）",
        "吃是三张牌，不是 {count} 张",
    ),
    "notation.chi_honors": _m(
        "honor tiles cannot form a chi: a chi is a run of one suit (副露 § チー)",
        "字牌ではチーできません。チーは同じ種類の順子です（副露 § チー）",
        "字牌不能吃：吃是同一花色的顺子（副露 § チー）",
    ),
    "notation.chi_not_run": _m(
        "{tiles} is not a run: a chi needs three consecutive numbers of one suit",
        "{tiles} は順子ではありません。チーには同じ種類の連続した3つの数字が必要です",
        "{tiles} 不是顺子：吃需要同一花色的三个连续数字",
    ),
    "notation.chi_source": _m(
        "chi only from kamicha (the player on the left), not from {seat} (副露 § チー)",
        "チーは上家（左の人）からだけです。{seat}からはできません（副露 § チー）",
        "只能吃上家（左边的玩家）的牌，不能吃{seat}的牌（副露 § チー）",
    ),
    "notation.pon_triplet": _m(
        "a pon is three tiles of one kind, not {tiles}",
        "ポンは同じ牌3枚です（{tiles} ではありません）",
        "碰是三张相同的牌，不是 {tiles}",
    ),
    "notation.kan_four": _m(
        "a kan is four tiles of one kind, not {tiles} (槓 § 槓子)",
        "槓は同じ牌4枚です（{tiles} ではありません）（槓 § 槓子）",
        "杠是四张相同的牌，不是 {tiles}（槓 § 槓子）",
    ),
    "notation.kakan_no_added": _m(
        "a kakan needs the tile added to its pon",
        "加槓にはポンに加えた牌が必要です",
        "加杠需要加到碰上的那张牌",
    ),
    "notation.kakan_added_bad": _m(
        "the added tile must be one of the kan's tiles besides the called one",
        "加えた牌は、鳴いた牌以外の槓の牌のどれかでなければなりません",
        "加上的牌必须是杠中除鸣来的牌以外的一张",
    ),
    "notation.only_kakan_added": _m(
        "only a kakan has an added tile",
        "加えた牌があるのは加槓だけです",
        "只有加杠才有加上的牌",
    ),
    # hand notation and hand rules
    "notation.hand_unclosed": _m(
        "meld opened here is not closed with {closing}",
        "ここで始まった面子が {closing} で閉じていません",
        "这里开始的面子没有用 {closing} 闭合",
    ),
    "notation.hand_never_opened": _m(
        "{ch} closes a meld that was never opened",
        "{ch} で閉じる面子が始まっていません",
        "{ch} 闭合的面子从未开始",
    ),
    "notation.one_drawn": _m(
        "a hand has at most one drawn tile ('+')",
        "ツモ牌（'+'）は1枚までです",
        "摸到的牌（'+'）最多一张",
    ),
    "notation.plus_then_tile": _m(
        "'+' must be followed by one tile, e.g. +1m",
        "'+' の後に牌を1枚書きます（例: +1m）",
        "'+' 后面必须写一张牌，例如 +1m",
    ),
    "notation.plus_one_tile": _m(
        "'+' marks exactly one drawn tile, e.g. +1m",
        "'+' が示すツモ牌はちょうど1枚です（例: +1m）",
        "'+' 只标记一张摸到的牌，例如 +1m",
    ),
    "notation.fifth_copy": _m(
        "{count} copies of {tile}: there are only four of each tile (melds count too)",
        "{tile} が{count}枚あります。同じ牌は4枚しかありません（副露の牌も数えます）",
        "{tile} 有 {count} 张：每种牌只有四张（副露的牌也算）",
    ),
    "notation.two_red_fives": _m(
        "two red fives of {suit} (0{suit}): there is only one per suit",
        "{suit} の赤5（0{suit}）が2枚あります。赤5は各種類1枚だけです",
        "有两张 {suit} 的赤五（0{suit}）：每种花色只有一张",
    ),
    "notation.too_many_tiles": _m(
        "{size} tiles (a kan counting as 3): a hand holds at most 14",
        "{size}枚あります（槓は3枚と数えます）。手牌は最大14枚です",
        "共 {size} 张（杠按三张计）：手牌最多十四张",
    ),
    "notation.pon_and_kakan": _m(
        "{tile} appears as both a pon and a kakan",
        "{tile} がポンと加槓の両方にあります",
        "{tile} 同时出现在碰和加杠中",
    ),
}
