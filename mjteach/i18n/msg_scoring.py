"""Messages of the scoring part: yaku names, fu part labels, limit names, notes and reasons.

Terms follow ../shared/GLOSSARY.md (ja: 符, 翻, 役; zh: 符, 番, 役).
"""

from __future__ import annotations

_Y = {
    # key: (en, ja, zh)
    "menzen_tsumo": ("Menzen tsumo (concealed self-draw)", "門前清自摸和", "门前清自摸和"),
    "riichi": ("Riichi", "立直", "立直"),
    "open_riichi": ("Open riichi", "オープン立直", "明牌立直"),
    "double_riichi": ("Double riichi", "ダブル立直", "两立直"),
    "double_open_riichi": ("Double open riichi", "ダブルオープン立直", "两明牌立直"),
    "ippatsu": ("Ippatsu", "一発", "一发"),
    "chankan": ("Chankan (robbing a kan)", "搶槓", "抢杠"),
    "rinshan_kaihou": ("Rinshan kaihou (win on the replacement tile)", "嶺上開花", "岭上开花"),
    "haitei": ("Haitei raoyue (win on the last tile)", "海底摸月", "海底捞月"),
    "houtei": ("Houtei raoyui (win on the last discard)", "河底撈魚", "河底捞鱼"),
    "nagashi_mangan": ("Nagashi mangan", "流し満貫", "流局满贯"),
    "renhou": ("Renhou", "人和", "人和"),
    "pinfu": ("Pinfu", "平和", "平和"),
    "tanyao": ("Tanyao (all simples)", "断么九", "断幺九"),
    "iipeikou": ("Iipeikou", "一盃口", "一杯口"),
    "haku": ("Yakuhai: White dragon", "役牌 白", "役牌 白"),
    "hatsu": ("Yakuhai: Green dragon", "役牌 發", "役牌 发"),
    "chun": ("Yakuhai: Red dragon", "役牌 中", "役牌 中"),
    "seat_wind_east": ("Seat wind: East", "自風 東", "门风 东"),
    "seat_wind_south": ("Seat wind: South", "自風 南", "门风 南"),
    "seat_wind_west": ("Seat wind: West", "自風 西", "门风 西"),
    "seat_wind_north": ("Seat wind: North", "自風 北", "门风 北"),
    "round_wind_east": ("Round wind: East", "場風 東", "场风 东"),
    "round_wind_south": ("Round wind: South", "場風 南", "场风 南"),
    "round_wind_west": ("Round wind: West", "場風 西", "场风 西"),
    "round_wind_north": ("Round wind: North", "場風 北", "场风 北"),
    "sanshoku": ("Sanshoku doujun (mixed triple run)", "三色同順", "三色同顺"),
    "ittsu": ("Ittsu (straight)", "一気通貫", "一气通贯"),
    "chanta": ("Chanta (terminal or honor in each set)", "混全帯么九", "混全带幺九"),
    "honroutou": ("Honroutou", "混老頭", "混老头"),
    "toitoi": ("Toitoi (all triplets)", "対々和", "对对和"),
    "sanankou": ("Sanankou (three concealed triplets)", "三暗刻", "三暗刻"),
    "sankantsu": ("Sankantsu (three kans)", "三槓子", "三杠子"),
    "sanshoku_doukou": ("Sanshoku doukou (triple triplets)", "三色同刻", "三色同刻"),
    "chiitoitsu": ("Chiitoitsu (seven pairs)", "七対子", "七对子"),
    "shousangen": ("Shousangen (little three dragons)", "小三元", "小三元"),
    "honitsu": ("Honitsu (half flush)", "混一色", "混一色"),
    "junchan": ("Junchan (terminal in each set)", "純全帯么九", "纯全带幺九"),
    "ryanpeikou": ("Ryanpeikou", "二盃口", "二杯口"),
    "chinitsu": ("Chinitsu (full flush)", "清一色", "清一色"),
    "kokushi": ("Kokushi musou (thirteen orphans)", "国士無双", "国士无双"),
    "kokushi_13": ("Kokushi musou, 13-sided wait", "国士無双十三面待ち", "国士无双十三面"),
    "chuuren": ("Chuuren poutou (nine gates)", "九蓮宝燈", "九莲宝灯"),
    "junsei_chuuren": ("Junsei chuuren poutou (pure nine gates)", "純正九蓮宝燈", "纯正九莲宝灯"),
    "suuankou": ("Suuankou (four concealed triplets)", "四暗刻", "四暗刻"),
    "suuankou_tanki": ("Suuankou tanki", "四暗刻単騎", "四暗刻单骑"),
    "daisangen": ("Daisangen (big three dragons)", "大三元", "大三元"),
    "shousuushii": ("Shousuushii (little four winds)", "小四喜", "小四喜"),
    "daisuushii": ("Daisuushii (big four winds)", "大四喜", "大四喜"),
    "ryuuiisou": ("Ryuuiisou (all green)", "緑一色", "绿一色"),
    "suukantsu": ("Suukantsu (four kans)", "四槓子", "四杠子"),
    "tsuuiisou": ("Tsuuiisou (all honors)", "字一色", "字一色"),
    "chinroutou": ("Chinroutou (all terminals)", "清老頭", "清老头"),
    "daisharin": ("Daisharin", "大車輪", "大车轮"),
    "daichisei": ("Daichisei", "大七星", "大七星"),
    "tenhou": ("Tenhou (blessing of heaven)", "天和", "天和"),
    "chiihou": ("Chiihou (blessing of earth)", "地和", "地和"),
    "renhou_yakuman": ("Renhou (yakuman)", "人和（役満）", "人和（役满）"),
    "sashikomi": ("Sashikomi", "差し込み", "差入"),
    "paarenchan": ("Paarenchan", "八連荘", "八连庄"),
    "dora": ("Dora", "ドラ", "宝牌"),
    "kan_dora": ("Kan dora", "槓ドラ", "杠宝牌"),
    "aka_dora": ("Red fives", "赤ドラ", "赤宝牌"),
    "ura_dora": ("Ura dora", "裏ドラ", "里宝牌"),
    "nukidora": ("Nukidora (North set aside)", "抜きドラ", "拔北宝牌"),
}

MESSAGES: dict[str, dict[str, str]] = {
    f"yaku.{key}": {"en": en, "ja": ja, "zh": zh} for key, (en, ja, zh) in _Y.items()
}

MESSAGES.update(
    {
        # ----- fu parts (mjteach.scoring.FuPart.key) -----
        "fu.base": {"en": "base fu", "ja": "副底", "zh": "底符"},
        "fu.menzen_ron": {
            "en": "concealed hand won by ron",
            "ja": "門前加符（門前ロン）",
            "zh": "门前加符（门前荣和）",
        },
        "fu.tsumo": {"en": "tsumo", "ja": "ツモ符", "zh": "自摸符"},
        "fu.pinfu_tsumo": {
            "en": "pinfu tsumo: no tsumo fu, 20 fu flat",
            "ja": "平和ツモ：ツモ符はつかず20符",
            "zh": "平和自摸：不计自摸符，固定20符",
        },
        "fu.open_pinfu_ron": {
            "en": "open hand with no other fu won by ron: counted as 30",
            "ja": "喰い平和形のロン：30符として扱う",
            "zh": "副露平和型荣和：按30符计",
        },
        "fu.chiitoitsu": {
            "en": "seven pairs: 25 fu flat, not rounded",
            "ja": "七対子：25符固定（切り上げなし）",
            "zh": "七对子：固定25符（不进位）",
        },
        "fu.rinshan_no_tsumo": {
            "en": "rinshan win: no tsumo fu under these rules",
            "ja": "嶺上開花：このルールではツモ符なし",
            "zh": "岭上开花：此规则下不计自摸符",
        },
        "fu.round_up": {
            "en": "round up to {total}",
            "ja": "{total}符に切り上げ",
            "zh": "进位到{total}符",
        },
        "fu.wait.kanchan": {
            "en": "kanchan wait (middle)",
            "ja": "嵌張待ち",
            "zh": "嵌张（坎张）听牌",
        },
        "fu.wait.penchan": {"en": "penchan wait (edge)", "ja": "辺張待ち", "zh": "边张听牌"},
        "fu.wait.tanki": {"en": "tanki wait (on the pair)", "ja": "単騎待ち", "zh": "单骑听牌"},
        "fu.pair.dragon": {
            "en": "pair of a dragon ({tile})",
            "ja": "三元牌の雀頭（{tile}）",
            "zh": "三元牌雀头（{tile}）",
        },
        "fu.pair.seat_wind": {
            "en": "pair of the seat wind ({tile})",
            "ja": "自風の雀頭（{tile}）",
            "zh": "门风雀头（{tile}）",
        },
        "fu.pair.round_wind": {
            "en": "pair of the round wind ({tile})",
            "ja": "場風の雀頭（{tile}）",
            "zh": "场风雀头（{tile}）",
        },
        "fu.pair.double_wind": {
            "en": "pair of the double wind ({tile}), {fu} fu under these rules",
            "ja": "連風牌の雀頭（{tile}）：このルールでは{fu}符",
            "zh": "连风牌雀头（{tile}）：此规则下{fu}符",
        },
        "fu.set.pon": {
            "en": "pon of {tile}: open triplet, {cls}",
            "ja": "{tile}のポン：明刻・{cls}",
            "zh": "{tile}碰：明刻，{cls}",
        },
        "fu.set.concealed_triplet": {
            "en": "concealed triplet of {tile}, {cls}",
            "ja": "{tile}の暗刻・{cls}",
            "zh": "{tile}暗刻，{cls}",
        },
        "fu.set.ron_triplet": {
            "en": "triplet of {tile} completed by ron: counts as open, {cls}",
            "ja": "ロンで完成した{tile}の刻子：明刻扱い・{cls}",
            "zh": "荣和完成的{tile}刻子：按明刻计，{cls}",
        },
        "fu.set.daiminkan": {
            "en": "daiminkan of {tile}: open kan, {cls}",
            "ja": "{tile}の大明槓：明槓・{cls}",
            "zh": "{tile}大明杠：明杠，{cls}",
        },
        "fu.set.kakan": {
            "en": "kakan of {tile}: open kan, {cls}",
            "ja": "{tile}の加槓：明槓・{cls}",
            "zh": "{tile}加杠：明杠，{cls}",
        },
        "fu.set.ankan": {
            "en": "ankan of {tile}: closed kan, {cls}",
            "ja": "{tile}の暗槓：暗槓・{cls}",
            "zh": "{tile}暗杠：暗杠，{cls}",
        },
        "fu.class.simple": {"en": "simples", "ja": "中張牌", "zh": "中张牌"},
        "fu.class.terminal": {"en": "terminals/honors", "ja": "么九牌", "zh": "幺九牌"},
        "fu.lib": {"en": "{reason}", "ja": "{reason}", "zh": "{reason}"},
        # ----- limits -----
        "limit.mangan": {"en": "mangan", "ja": "満貫", "zh": "满贯"},
        "limit.kiriage_mangan": {
            "en": "mangan (rounded up: kiriage)",
            "ja": "切り上げ満貫",
            "zh": "切上满贯",
        },
        "limit.haneman": {"en": "haneman", "ja": "跳満", "zh": "跳满"},
        "limit.baiman": {"en": "baiman", "ja": "倍満", "zh": "倍满"},
        "limit.sanbaiman": {"en": "sanbaiman", "ja": "三倍満", "zh": "三倍满"},
        "limit.kazoe_yakuman": {
            "en": "kazoe yakuman (13+ han)",
            "ja": "数え役満",
            "zh": "累计役满",
        },
        "limit.yakuman": {"en": "yakuman", "ja": "役満", "zh": "役满"},
        "limit.multi_yakuman": {"en": "{n}× yakuman", "ja": "{n}倍役満", "zh": "{n}倍役满"},
        # ----- notes on rule adjustments the adapter made -----
        "note.double_wind_pair": {
            "en": "double-wind pair counted {fu} fu (rules.double_wind_pair_fu)",
            "ja": "連風牌の雀頭は{fu}符（ルール設定）",
            "zh": "连风牌雀头计{fu}符（规则设置）",
        },
        "note.rinshan_no_tsumo_fu": {
            "en": "no tsumo fu for a rinshan win under these rules",
            "ja": "このルールでは嶺上開花にツモ符がつかない",
            "zh": "此规则下岭上开花不计自摸符",
        },
        "note.open_tsumo_fu": {
            "en": "an open tsumo keeps its 2 tsumo fu even where an open pinfu-shaped ron is 20",
            "ja": "喰い平和形のロンが20符のルールでも、副露手のツモにはツモ符2符がつく",
            "zh": "即使副露平和型荣和为20符，副露自摸仍计2符自摸符",
        },
        "note.haitei_with_rinshan": {
            "en": "rinshan and haitei counted together (rules.rinshan_counts_as_haitei)",
            "ja": "嶺上開花と海底摸月を複合（ルール設定）",
            "zh": "岭上开花与海底捞月复合（规则设置）",
        },
        "note.rinshan_not_haitei": {
            "en": "a rinshan tile comes from the dead wall: not haitei under these rules",
            "ja": "嶺上牌は王牌から取るので、このルールでは海底摸月にならない",
            "zh": "岭上牌取自王牌，此规则下不算海底捞月",
        },
        "note.renhou_mangan": {
            "en": "renhou is worth a mangan under these rules",
            "ja": "このルールでは人和は満貫",
            "zh": "此规则下人和为满贯",
        },
        "note.pao": {
            "en": "pao: seat {seat} is liable for {yaku}",
            "ja": "包（責任払い）：{seat}番の席が{yaku}の責任を負う",
            "zh": "包牌：{seat}号座位对{yaku}负责",
        },
        "note.daiminkan_pao": {
            "en": "daiminkan pao: seat {seat}, who discarded the kan tile, pays the win alone",
            "ja": "大明槓の包：槓させた{seat}番の席が一人で支払う",
            "zh": "大明杠包牌：放杠的{seat}号座位独自支付",
        },
        "note.kan_dora_pending": {
            "en": "kan dora not yet turned ({tiles}): it does not count for this win",
            "ja": "まだめくられていない槓ドラ（{tiles}）はこの和了に乗らない",
            "zh": "尚未翻开的杠宝牌（{tiles}）不计入此次和牌",
        },
        # ----- reasons -----
        "reason.score.not_winning": {
            "en": "{hand} + {tile} is not a complete hand (four sets and a pair, seven pairs or "
            "thirteen orphans)",
            "ja": "{hand} + {tile} は和了形ではない（4面子1雀頭・七対子・国士無双のどれでもない）",
            "zh": "{hand} + {tile} 不是和牌型（既非四面子一雀头，也非七对子或国士无双）",
        },
        "reason.score.no_yaku": {
            "en": "the hand is complete but has no yaku, so it cannot win",
            "ja": "和了形だが役がないので和了れない",
            "zh": "虽成和牌型但无役，不能和牌",
        },
        "reason.score.tile_count": {
            "en": "a winning hand has 14 tiles counting each kan as 3, not {count}",
            "ja": "和了形は14枚（槓子は3枚と数える）、この手は{count}枚",
            "zh": "和牌需14张（杠按3张计），此手牌为{count}张",
        },
        "reason.score.win_tile_missing": {
            "en": "the winning tile {tile} is not in the hand",
            "ja": "和了牌{tile}が手牌にない",
            "zh": "和牌{tile}不在手牌中",
        },
        # ----- kan comparison / call effects -----
        "kan.row.meld_fu": {"en": "fu of the set", "ja": "面子の符", "zh": "面子符"},
        "kan.row.fu_raw": {"en": "fu before rounding", "ja": "切り上げ前の符", "zh": "进位前符数"},
        "kan.row.fu": {"en": "fu", "ja": "符", "zh": "符"},
        "kan.row.han": {"en": "han", "ja": "翻", "zh": "番"},
        "kan.row.yaku": {"en": "yaku", "ja": "役", "zh": "役"},
        "kan.row.points": {"en": "points", "ja": "点数", "zh": "点数"},
        "score.summary": {
            "en": "{han} han {fu} fu, {points} points",
            "ja": "{han}翻{fu}符 {points}点",
            "zh": "{han}番{fu}符 {points}点",
        },
        "score.summary_limit": {
            "en": "{han} han {fu} fu ({limit}), {points} points",
            "ja": "{han}翻{fu}符（{limit}） {points}点",
            "zh": "{han}番{fu}符（{limit}） {points}点",
        },
        "score.heading.yaku": {"en": "yaku", "ja": "役", "zh": "役"},
        "score.heading.fu": {"en": "fu", "ja": "符", "zh": "符"},
        "score.heading.reading": {"en": "reading", "ja": "面子構成", "zh": "面子构成"},
        "score.heading.note": {"en": "note", "ja": "注", "zh": "注"},
        "score.heading.payments": {"en": "payments", "ja": "支払い", "zh": "支付"},
        "change.yaku_lost": {"en": "{yaku} lost", "ja": "{yaku}が消える", "zh": "失去{yaku}"},
        "change.yaku_gained": {"en": "{yaku} gained", "ja": "{yaku}がつく", "zh": "得到{yaku}"},
        "change.kuisagari": {
            "en": "{yaku}: {before} → {after} han (kuisagari)",
            "ja": "{yaku}：{before}翻→{after}翻（喰い下がり）",
            "zh": "{yaku}：{before}番→{after}番（食下）",
        },
        "change.fu_part_added": {
            "en": "+ {label} ({fu} fu)",
            "ja": "+ {label}（{fu}符）",
            "zh": "+ {label}（{fu}符）",
        },
        "change.fu_part_removed": {
            "en": "− {label} ({fu} fu)",
            "ja": "− {label}（{fu}符）",
            "zh": "− {label}（{fu}符）",
        },
        "change.riichi_lost": {
            "en": "an open hand cannot declare riichi",
            "ja": "副露すると立直できない",
            "zh": "副露后不能立直",
        },
    }
)
