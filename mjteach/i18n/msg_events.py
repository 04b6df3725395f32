"""Messages describing engine events (mjteach.round Event kinds) and claim outcomes: en / ja / zh."""  # noqa: E501

MESSAGES: dict[str, dict[str, str]] = {
    "event.deal": {"en": "Deal", "ja": "配牌", "zh": "配牌"},
    "event.draw": {"en": "Draw", "ja": "ツモ", "zh": "摸牌"},
    "event.rinshan_draw": {"en": "Rinshan draw", "ja": "嶺上ツモ", "zh": "摸岭上牌"},
    "event.discard": {"en": "Discard", "ja": "打牌", "zh": "打牌"},
    "event.riichi": {"en": "Riichi", "ja": "リーチ", "zh": "立直"},
    "event.call": {"en": "Call", "ja": "副露", "zh": "鸣牌"},
    "event.declare": {"en": "Declared", "ja": "発声", "zh": "宣言"},
    "event.kan": {"en": "Kan", "ja": "槓", "zh": "杠"},
    "event.kan_robbed": {
        "en": "Kan robbed (chankan)",
        "ja": "搶槓され槓不成立",
        "zh": "被抢杠，杠不成立",
    },
    "event.chankan_window": {"en": "Chankan chance", "ja": "搶槓の機会", "zh": "抢杠机会"},
    "event.dora_reveal": {
        "en": "Kan dora indicator turned",
        "ja": "槓ドラ表示",
        "zh": "翻开杠宝牌指示牌",
    },
    "event.wall_shift": {
        "en": "Haitei joins the dead wall",
        "ja": "海底牌が王牌へ",
        "zh": "海底牌移入王牌",
    },
    "event.pass": {"en": "Pass", "ja": "見送り", "zh": "过"},
    "event.claims": {"en": "Who gets the discard", "ja": "捨て牌の行き先", "zh": "打牌归属"},
    "event.kita": {"en": "Kita", "ja": "北抜き", "zh": "拔北"},
    "event.kita_robbed": {
        "en": "Ron on the North set aside (kita)",
        "ja": "抜いた北でロンされた",
        "zh": "拔出的北被荣和",
    },
    "event.pao": {"en": "Liability (pao)", "ja": "責任払い（包）", "zh": "包牌责任"},
    "event.win": {"en": "Win", "ja": "和了", "zh": "和牌"},
    "event.exhaustive_draw": {"en": "Exhaustive draw", "ja": "荒牌流局", "zh": "荒牌流局"},
    "event.abortive_draw": {"en": "Abortive draw", "ja": "途中流局", "zh": "中途流局"},
    "event.hand_end": {"en": "Hand settled", "ja": "局の精算", "zh": "本局结算"},
    "event.game_end": {"en": "Game over", "ja": "終局", "zh": "终局"},
    "abort.suukaikan": {
        "en": "Four kans by two or more players (suukaikan)",
        "ja": "四開槓（四槓散了）",
        "zh": "四杠散了",
    },
    "abort.sanchahou": {"en": "Triple ron (sanchahou)", "ja": "三家和", "zh": "三家和"},
    "abort.fifth_kan": {"en": "A fifth kan", "ja": "5回目の槓", "zh": "第五杠"},
    "abort.kyuushu_kyuuhai": {
        "en": "Nine kinds of terminals and honors declared (kyuushu kyuuhai)",
        "ja": "九種九牌",
        "zh": "九种九牌",
    },
    "abort.suufon_renda": {
        "en": "Four players discarded the same wind first (suufon renda)",
        "ja": "四風連打",
        "zh": "四风连打",
    },
    "abort.suucha_riichi": {
        "en": "All four players in riichi (suucha riichi)",
        "ja": "四家立直",
        "zh": "四家立直",
    },
    "event.nagashi_mangan": {
        "en": "Nagashi mangan: a river of terminals and honors only, none called",
        "ja": "流し満貫：么九牌だけの河、鳴かれずに流局",
        "zh": "流局满贯：牌河全是幺九牌且未被鸣牌",
    },
    "claim.suucha_riichi": {
        "en": "The fourth riichi stands and the hand ends (suucha riichi).",
        "ja": "4人目のリーチが成立し、四家立直で流局します。",
        "zh": "第四家立直成立，四家立直流局。",
    },
    "claim.ron": {
        "en": "Ron beats every call.",
        "ja": "ロンはすべての鳴きに優先します。",
        "zh": "荣和优先于所有鸣牌。",
    },
    "claim.head_bump": {
        "en": "Head bump: only the winner closest to the discarder wins.",
        "ja": "頭ハネ：放銃者から見て近い人だけが和了します。",
        "zh": "截和：只有离放铳者最近的玩家和牌。",
    },
    "claim.pon_over_chi": {
        "en": "Pon and kan beat chi.",
        "ja": "ポン・カンはチーに優先します。",
        "zh": "碰和杠优先于吃。",
    },
    "claim.first_call": {
        "en": "The first call made wins (first-voice rule).",
        "ja": "先に発声した鳴きが優先されます（発声優先）。",
        "zh": "先喊出的鸣牌优先（先声优先）。",
    },
    "claim.pon": {
        "en": "Only a pon was called.",
        "ja": "ポンだけが宣言されました。",
        "zh": "只有人碰。",
    },
    "claim.chi": {
        "en": "Only a chi was called.",
        "ja": "チーだけが宣言されました。",
        "zh": "只有人吃。",
    },
    "claim.daiminkan": {
        "en": "Only a daiminkan was called.",
        "ja": "大明槓だけが宣言されました。",
        "zh": "只有人大明杠。",
    },
    "claim.no_call": {
        "en": "Nobody takes the tile.",
        "ja": "誰も鳴きません。",
        "zh": "没有人鸣牌。",
    },
    "claim.chankan": {
        "en": "The added tile is robbed: the kan fails.",
        "ja": "加えた牌が搶槓され、槓は不成立です。",
        "zh": "加杠的牌被抢，杠不成立。",
    },
    "claim.no_chankan": {
        "en": "Nobody robs the kan: it stands.",
        "ja": "搶槓はなく、槓が成立します。",
        "zh": "没有人抢杠，杠成立。",
    },
    "claim.suukaikan": {
        "en": "Nobody rons the discard after the fourth kan: the hand is aborted.",
        "ja": "4つ目の槓の後の打牌にロンがなく、流局します。",
        "zh": "第四杠后的打牌无人荣和，本局流局。",
    },
    "claim.sanchahou": {
        "en": "Three players ron: the hand is aborted.",
        "ja": "三家和で流局します。",
        "zh": "三家和，本局流局。",
    },
}
