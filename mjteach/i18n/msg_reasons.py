"""Messages for the engine's Reason codes (mjteach.round, mjteach.wall): en / ja / zh.

Key ``"reason." + code``; placeholders are the Reason's params. The riichi-ankan codes live in
msg_waits.py (mjteach.waits), the scoring codes in msg_scoring.py.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "reason.round.over": {
        "en": "The hand is over.",
        "ja": "この局は終了しています。",
        "zh": "本局已经结束。",
    },
    "reason.action.bad_seat": {
        "en": "Seat {seat!r} does not exist: the {players} seats are numbered from 0 (whole numbers).",
        "ja": "席 {seat!r} はありません。{players} 人の席は 0 から始まる整数で数えます。",
        "zh": "没有座位 {seat!r}：{players} 个座位用从 0 开始的整数编号。",
    },
    "reason.action.unknown": {
        "en": "Unknown action '{kind}'.",
        "ja": "不明な行動「{kind}」です。",
        "zh": "未知的操作“{kind}”。",
    },
    "reason.turn.not_your_turn": {
        "en": "It is seat {turn}'s turn, not seat {seat}'s.",
        "ja": "今は席 {turn} の番で、席 {seat} の番ではありません。",
        "zh": "现在轮到座位 {turn}，不是座位 {seat}。",
    },
    "reason.turn.must_draw": {
        "en": "Draw a tile first: a turn starts with the draw.",
        "ja": "まずツモってください。手番はツモから始まります。",
        "zh": "请先摸牌：每一巡从摸牌开始。",
    },
    "reason.turn.already_drawn": {
        "en": "You have already drawn this turn: discard (or declare) now.",
        "ja": "この手番ではすでにツモっています。打牌（または宣言）してください。",
        "zh": "本巡已经摸过牌了：现在请打牌（或宣言）。",
    },
    "reason.wall.empty": {
        "en": "The live wall is empty: the haitei has been drawn.",
        "ja": "ツモ山が残っていません（海底牌はすでにツモられました）。",
        "zh": "牌山已摸完：海底牌已被摸走。",
    },
    "reason.respond.no_discard": {
        "en": "There is no discard to answer now.",
        "ja": "今は応答する捨て牌がありません。",
        "zh": "现在没有可以回应的打牌。",
    },
    "reason.respond.waiting": {
        "en": "Waiting for seat(s) {seats} to answer the discard (ron, call or pass).",
        "ja": "席 {seats} の応答（ロン・鳴き・パス）を待っています。",
        "zh": "正在等待座位 {seats} 对打牌作出回应（荣和、鸣牌或过）。",
    },
    "reason.respond.answer_first": {
        "en": "Answer the discard first: ron, a call or pass.",
        "ja": "先に捨て牌に応答してください（ロン・鳴き・パス）。",
        "zh": "请先回应这张打牌：荣和、鸣牌或过。",
    },
    "reason.respond.already": {
        "en": "You have already answered this discard ({answer}).",
        "ja": "この捨て牌にはすでに応答しています（{answer}）。",
        "zh": "你已经回应过这张打牌（{answer}）。",
    },
    "reason.call.no_discard": {
        "en": "A {call} takes another player's discard: there is none to take now.",
        "ja": "{call}は他家の捨て牌に対して行います。今は対象の捨て牌がありません。",
        "zh": "{call}只能针对其他玩家的打牌，现在没有可用的打牌。",
    },
    "reason.call.own_discard": {
        "en": "You cannot {call} your own discard.",
        "ja": "自分の捨て牌には{call}できません。",
        "zh": "不能对自己的打牌{call}。",
    },
    "reason.call.wrong_tile": {
        "en": "{tile} is not the tile on offer; the discard is {discard}.",
        "ja": "{tile} は対象の牌ではありません。捨て牌は {discard} です。",
        "zh": "{tile} 不是可用的牌；打出的是 {discard}。",
    },
    "reason.call.chankan_only_ron": {
        "en": "The tile added to a kakan can only be robbed by ron (chankan), not taken for a {call}.",  # noqa: E501
        "ja": "加槓された牌にはロン（搶槓）しかできず、{call}はできません。",
        "zh": "加杠的牌只能荣和（抢杠），不能{call}。",
    },
    "reason.call.suukaikan": {
        "en": "This discard follows the fourth kan by two or more players: it can only be ronned; "
        "otherwise the hand is aborted (suukaikan).",
        "ja": "2人以上による4つ目の槓の後の打牌です。ロン以外はできず、ロンがなければ四開槓で流局します。",  # noqa: E501
        "zh": "这是两名以上玩家开出第四杠后的打牌：只能荣和，否则四杠散了流局。",
    },
    "reason.call.riichi": {
        "en": "A player in riichi cannot {call}: the hand is locked.",
        "ja": "リーチ中は{call}できません（手牌は固定されています）。",
        "zh": "立直后不能{call}：手牌已固定。",
    },
    "reason.call.houtei": {
        "en": "The last discard (houtei) can only be ronned: no {call} on it.",
        "ja": "河底牌にはロンしかできず、{call}はできません。",
        "zh": "河底牌只能荣和，不能{call}。",
    },
    "reason.call.pon_needs_pair": {
        "en": "A pon needs two {tile} in your hand.",
        "ja": "ポンするには手牌に {tile} が2枚必要です。",
        "zh": "碰需要手中有两张 {tile}。",
    },
    "reason.call.not_in_hand": {
        "en": "You do not hold {tiles}.",
        "ja": "手牌に {tiles} がありません。",
        "zh": "手中没有 {tiles}。",
    },
    "reason.call.chi_sanma": {
        "en": "There is no chi in three-player mahjong.",
        "ja": "三人麻雀ではチーはできません。",
        "zh": "三人麻将不能吃。",
    },
    "reason.call.chi_not_kamicha": {
        "en": "Chi only from kamicha (the player on your left); this tile came from seat {discarder}.",  # noqa: E501
        "ja": "チーは上家の捨て牌からしかできません（この牌は席 {discarder} の捨て牌）。",
        "zh": "只能吃上家的牌；这张牌是座位 {discarder} 打出的。",
    },
    "reason.call.chi_honor": {
        "en": "Honor tiles cannot form a run, so {tile} cannot be taken for a chi.",
        "ja": "字牌は順子にならないので、{tile} はチーできません。",
        "zh": "字牌不能组成顺子，所以不能吃 {tile}。",
    },
    "reason.call.chi_not_sequence": {
        "en": "{tiles} with {tile} is not a run of three consecutive numbers of one suit.",
        "ja": "{tiles} と {tile} では同じ色の連続した3枚になりません。",
        "zh": "{tiles} 加 {tile} 不是同花色的三张连续数牌。",
    },
    "reason.call.chi_no_run": {
        "en": "You hold no two tiles that make a run with {tile}.",
        "ja": "{tile} と順子になる2枚が手牌にありません。",
        "zh": "手中没有能与 {tile} 组成顺子的两张牌。",
    },
    "reason.call.kuikae_no_discard": {
        "en": "After this {call} every tile left in your hand would be a forbidden swap discard (kuikae).",  # noqa: E501
        "ja": "この{call}の後は、残る手牌がすべて喰い替えで切れない牌になります。",
        "zh": "这次{call}之后，手中剩下的牌都是禁止的食替打牌。",
    },
    "reason.discard.not_in_hand": {
        "en": "{tile} is not in your hand.",
        "ja": "{tile} は手牌にありません。",
        "zh": "手中没有 {tile}。",
    },
    "reason.discard.riichi_tsumogiri": {
        "en": "In riichi you must discard the tile you drew ({drawn}), not {tile}.",
        "ja": "リーチ中はツモ牌（{drawn}）を切らなければならず、{tile} は切れません。",
        "zh": "立直后必须打出摸到的牌（{drawn}），不能打 {tile}。",
    },
    "reason.discard.kuikae": {
        "en": "Kuikae: right after the call you may not discard {tile} (the called tile or the "
        "other end of the run).",
        "ja": "喰い替え：鳴いた直後に {tile}（鳴いた牌、またはその筋の牌）は切れません。",
        "zh": "食替：鸣牌后不能立刻打出 {tile}（所鸣之牌或顺子另一端的牌）。",
    },
    "reason.riichi.already": {
        "en": "You are already in riichi.",
        "ja": "すでにリーチしています。",
        "zh": "已经立直了。",
    },
    "reason.riichi.not_menzen": {
        "en": "Riichi needs a closed hand (no chi, pon or open kan).",
        "ja": "リーチは門前（チー・ポン・明槓なし）でなければできません。",
        "zh": "立直需要门前清（没有吃、碰或明杠）。",
    },
    "reason.riichi.points": {
        "en": "Riichi costs a 1000-point stick; you have {points}.",
        "ja": "リーチには1000点棒が必要です（持ち点 {points}）。",
        "zh": "立直需要1000点棒；你只有 {points} 点。",
    },
    "reason.riichi.wall_short": {
        "en": "Riichi needs at least {need} tiles left in the live wall; {left} are left.",
        "ja": "リーチにはツモ山が{need}枚以上必要です（残り {left} 枚）。",
        "zh": "立直需要牌山至少剩 {need} 张；现在只剩 {left} 张。",
    },
    "reason.riichi.not_tenpai": {
        "en": "Discarding {tile} does not leave a ready (tenpai) hand.",
        "ja": "{tile} を切ると聴牌になりません。",
        "zh": "打出 {tile} 后不能听牌。",
    },
    "reason.tsumo.not_drawn": {
        "en": "Tsumo needs a tile you just drew; after a chi or pon you must discard.",
        "ja": "ツモ和了はツモった牌でのみできます。チー・ポンの後は打牌してください。",
        "zh": "自摸必须是刚摸到的牌；吃、碰之后必须打牌。",
    },
    "reason.win.not_complete": {
        "en": "The hand is not complete: no four sets and a pair (or seven pairs, or kokushi).",
        "ja": "和了形になっていません（4面子1雀頭・七対子・国士無双のいずれでもない）。",
        "zh": "没有和牌：不是四组面子加一对将（也不是七对子或国士无双）。",
    },
    "reason.win.no_yaku": {
        "en": "The hand has no yaku, so it cannot win.",
        "ja": "役がないので和了できません。",
        "zh": "没有役，不能和牌。",
    },
    "reason.win.furiten": {
        "en": "Furiten: you discarded a winning tile yourself ({tiles}), so you cannot ron.",
        "ja": "フリテン：自分の捨て牌に和了牌（{tiles}）があるのでロンできません。",
        "zh": "振听：你自己打出过和牌（{tiles}），不能荣和。",
    },
    "reason.win.furiten_temporary": {
        "en": "Temporary furiten: you let a winning tile pass since your last discard.",
        "ja": "同巡内フリテン：前の打牌以降に和了牌を見逃しています。",
        "zh": "同巡振听：你上次打牌后放过了和牌。",
    },
    "reason.win.furiten_riichi": {
        "en": "Riichi furiten: you let a winning tile pass after riichi, so you cannot ron this hand.",  # noqa: E501
        "ja": "リーチ後フリテン：リーチ後に和了牌を見逃したので、この局はロンできません。",
        "zh": "立直振听：立直后放过了和牌，本局不能再荣和。",
    },
    "reason.win.ankan_not_kokushi": {
        "en": "The tile of an ankan can only be robbed by kokushi musou.",
        "ja": "暗槓の牌を搶槓できるのは国士無双だけです。",
        "zh": "暗杠的牌只有国士无双可以抢杠。",
    },
    "reason.kan.no_tile": {
        "en": "Say which tile to kan.",
        "ja": "槓する牌を指定してください。",
        "zh": "请指定要杠的牌。",
    },
    "reason.kan.before_draw": {
        "en": "A kan ({kan}) is made after your own draw and before your discard: draw first.",
        "ja": "{kan}は自分のツモの後、打牌の前に行います。まずツモってください。",
        "zh": "{kan}要在自己摸牌之后、打牌之前进行：请先摸牌。",
    },
    "reason.kan.not_after_discard": {
        "en": "You have already discarded: an {kan} is made after your draw and before the discard.",  # noqa: E501
        "ja": "すでに打牌しています。{kan}はツモの後、打牌の前に行います。",
        "zh": "你已经打牌了：{kan}要在摸牌之后、打牌之前进行。",
    },
    "reason.kan.after_call": {
        "en": "No kan right after a chi or pon: discard first.",
        "ja": "チー・ポンの直後（打牌の前）に槓はできません。",
        "zh": "吃、碰之后（打牌之前）不能开杠。",
    },
    "reason.kan.not_four": {
        "en": "An ankan needs all four {tile} in your hand; you hold {held}.",
        "ja": "暗槓には {tile} が4枚必要です（手牌に {held} 枚）。",
        "zh": "暗杠需要手中有四张 {tile}；你只有 {held} 张。",
    },
    "reason.kan.no_pon": {
        "en": "A kakan adds a tile to your own pon: you have no pon of {tile}.",
        "ja": "加槓は自分のポンに牌を加えるものです。{tile} のポンがありません。",
        "zh": "加杠是把牌加到自己的碰上：你没有 {tile} 的碰。",
    },
    "reason.kan.not_in_hand": {
        "en": "You do not hold {tile} to add to the pon.",
        "ja": "ポンに加える {tile} が手牌にありません。",
        "zh": "手中没有可加到碰上的 {tile}。",
    },
    "reason.kan.daiminkan_no_discard": {
        "en": "A daiminkan is made only on another player's discard.",
        "ja": "大明槓は他家の捨て牌に対してのみできます。",
        "zh": "大明杠只能针对其他玩家的打牌。",
    },
    "reason.kan.daiminkan_own_discard": {
        "en": "A daiminkan is made only on another player's discard, not your own.",
        "ja": "大明槓は他家の捨て牌に対してのみできます（自分の捨て牌には不可）。",
        "zh": "大明杠只能针对其他玩家的打牌，不能针对自己的。",
    },
    "reason.kan.daiminkan_needs_three": {
        "en": "A daiminkan needs three {tile} in your hand; you hold {held}.",
        "ja": "大明槓には手牌に {tile} が3枚必要です（{held} 枚）。",
        "zh": "大明杠需要手中有三张 {tile}；你只有 {held} 张。",
    },
    "reason.kan.haitei": {
        "en": "No {kan} on the haitei draw: the live wall has no tile left to join the dead wall.",
        "ja": "海底では{kan}できません（王牌に加える牌が残っていません）。",
        "zh": "海底牌时不能{kan}：牌山已没有牌可补入王牌。",
    },
    "reason.kan.before_haitei": {
        "en": "Under the old 4-stack dead wall rule no {kan} on the tile before the haitei.",
        "ja": "王牌4幢残しのルールでは、海底の1つ前の牌でも{kan}できません。",
        "zh": "按旧规则（王牌留四墩），海底前一张牌时也不能{kan}。",
    },
    "reason.kan.houtei": {
        "en": "The last discard (houtei) cannot be taken for a daiminkan.",
        "ja": "河底牌は大明槓できません。",
        "zh": "河底牌不能大明杠。",
    },
    "reason.kan.limit": {
        "en": "No more kans: {limit} kans have been made this hand.",
        "ja": "これ以上槓できません（この局ですでに{limit}回の槓）。",
        "zh": "不能再开杠：本局已经开了{limit}次杠。",
    },
    "reason.kan.suukantsu_other": {
        "en": "Seat {owner} has made all four kans (a suukantsu chance): nobody else may kan.",
        "ja": "席 {owner} が4つ槓しているため（四槓子の可能性）、他の人は槓できません。",
        "zh": "座位 {owner} 已开了全部四杠（可能四杠子），其他人不能再开杠。",
    },
    "reason.kan.no_rinshan": {
        "en": "The dead wall cannot give a rinshan tile now ({rinshan} rinshan left, {left} live "
        "tiles left).",
        "ja": "嶺上牌を取れません（嶺上牌残り {rinshan}、ツモ山残り {left}）。",
        "zh": "现在无法摸岭上牌（岭上牌剩 {rinshan} 张，牌山剩 {left} 张）。",
    },
    "reason.kita.not_used": {
        "en": "Kita (setting North aside) is only used in three-player with the kita rule.",
        "ja": "抜きドラ（北抜き）は三人麻雀の北抜きルールでのみ使います。",
        "zh": "拔北只在使用拔北规则的三人麻将中使用。",
    },
    "reason.kita.no_north": {
        "en": "You hold no North tile.",
        "ja": "北がありません。",
        "zh": "手中没有北。",
    },
    "reason.kita.after_call": {
        "en": "No kita right after a call: discard first.",
        "ja": "鳴いた直後に北抜きはできません。",
        "zh": "鸣牌后不能立刻拔北。",
    },
    "reason.kita.haitei": {
        "en": "No kita on the haitei draw.",
        "ja": "海底では北抜きできません。",
        "zh": "海底牌时不能拔北。",
    },
}
