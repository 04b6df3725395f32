"""Messages of the practice exercises (mjteach.practice) and the Practice widget.

Keys ``practice.<concept>.*``; the rule sources cited are in the generators' docstrings.
"""


def _m(en: str, ja: str, zh: str) -> dict[str, str]:
    return {"en": en, "ja": ja, "zh": zh}


MESSAGES = {
    # common
    "practice.yes": _m("Yes", "はい", "是"),
    "practice.no": _m("No", "いいえ", "否"),
    "practice.none": _m("none", "なし", "无"),
    "practice.ron": _m("ron", "ロン", "荣和"),
    "practice.han": _m("{han} han", "{han}翻", "{han}番"),
    "practice.yaku_han": _m("{name} {han}", "{name} {han}翻", "{name} {han}番"),
    "practice.win.tsumo": _m("by tsumo on", "ツモ和了：", "自摸和牌："),
    "practice.win.ron": _m("by ron on", "ロン和了：", "荣和："),
    "practice.engine_says": _m("The engine refuses it: {reason}", "エンジンの判定：{reason}",
                               "引擎判定：{reason}"),
    "practice.ruleset": _m("Rules of this table: {name}.", "この卓のルール：{name}。",
                           "本桌规则：{name}。"),
    # kan-legality
    "practice.kan_legality.prompt": _m(
        "{context} You want to declare {kind} of {tile} now. Is it allowed?",
        "{context}今{tile}で{kind}をしたい。できますか？",
        "{context}你现在想用{tile}{kind}。可以吗？"),
    "practice.kan_legality.choice.legal": _m("Yes, it is legal now", "今できる", "现在可以"),
    "practice.kan_legality.choice.after_call": _m(
        "No: you just called, discard first", "できない：鳴いた直後なので先に打牌",
        "不行：刚鸣牌，必须先打牌"),
    "practice.kan_legality.choice.last_tile": _m(
        "No: no kan on the last tile(s) of the wall", "できない：海底（最後の牌）では槓できない",
        "不行：海底（最后的牌）不能杠"),
    "practice.kan_legality.choice.riichi": _m(
        "No: not allowed in riichi here", "できない：このリーチでは許されない",
        "不行：此立直状态下不允许"),
    "practice.kan_legality.choice.kan_limit": _m(
        "No: too many kans already", "できない：槓の数の上限", "不行：杠的次数已达上限"),
    "practice.kan_legality.is_legal": _m(
        "Nothing in the rules blocks this {kind}: the engine lists it among the legal actions.",
        "ルール上この{kind}を妨げるものはなく、エンジンの合法手に含まれています。",
        "规则中没有阻止此{kind}的条件，引擎把它列为合法动作。"),
    "practice.kan_legality.hint.ankan": _m(
        "Look at the turn, the wall and the kans on the table.", "手番、山の残り、卓上の槓を見よう。",
        "看看轮次、牌山剩余和桌上的杠。"),
    "practice.kan_legality.hint.kakan": _m(
        "A kakan needs a pon and its fourth tile, on your own turn.",
        "加槓にはポンとその4枚目、そして自分の手番が必要です。", "加杠需要碰和第四张牌，并且在自己的回合。"),
    "practice.kan_legality.hint.after_call": _m(
        "What must you do right after a pon or chi?", "ポンやチーの直後に何をしなければならない？",
        "碰或吃之后必须先做什么？"),
    "practice.kan_legality.hint.haitei": _m(
        "How many live tiles are left?", "残りツモは何枚？", "还剩几张可摸的牌？"),
    "practice.kan_legality.hint.before_haitei": _m(
        "Count the live tiles left, and how many a kan takes under these rules.",
        "残りツモと、このルールで槓が消費する枚数を数えよう。", "数一数剩余牌数，以及此规则下一次杠消耗几张。"),
    "practice.kan_legality.hint.riichi": _m(
        "In riichi, may the kan change your wait under this table's rule?",
        "リーチ中、この卓のルールでは待ちが変わる暗槓は？", "立直后，本桌规则下改变听牌的暗杠可以吗？"),
    "practice.kan_legality.hint.daiminkan": _m(
        "A daiminkan takes a discard: check riichi and the last discard.",
        "大明槓は捨て牌を取る。リーチと河底を確認しよう。", "大明杠是取别人的弃牌：检查立直和河底。"),
    "practice.kan_legality.hint.houtei": _m(
        "Is this the very last discard of the hand?", "これは最後の捨て牌（河底）では？",
        "这是本局最后一张弃牌（河底）吗？"),
    "practice.kan_legality.hint.fifth": _m(
        "Count every kan on the table.", "卓上の槓を全部数えよう。", "数一数桌上所有的杠。"),
    "practice.kan_legality.mistake.legal": _m(
        "Typical mistake: seeing a rule that does not apply here.",
        "よくある間違い：ここでは当てはまらない禁止を思い浮かべること。", "常见错误：套用了这里并不适用的禁令。"),
    "practice.kan_legality.mistake.after_call": _m(
        "Typical mistake: declaring a kan right after a pon instead of discarding.",
        "よくある間違い：ポン直後に打牌せず槓しようとする。", "常见错误：碰之后不打牌就想杠。"),
    "practice.kan_legality.mistake.last_tile": _m(
        "Typical mistake: forgetting that the haitei tile allows no kan (there is no rinshan to "
        "draw after it).", "よくある間違い：海底牌では槓できない（嶺上牌を引けない）ことを忘れる。",
        "常见错误：忘了海底牌不能杠（之后无法摸岭上牌）。"),
    "practice.kan_legality.mistake.riichi": _m(
        "Typical mistake: making an ankan in riichi that changes the wait.",
        "よくある間違い：リーチ後に待ちが変わる暗槓をする。", "常见错误：立直后做出改变听牌的暗杠。"),
    "practice.kan_legality.mistake.kan_limit": _m(
        "Typical mistake: forgetting the kans of the other players.",
        "よくある間違い：他家の槓を数え忘れる。", "常见错误：忘了数其他家的杠。"),
    # meld-layout
    "practice.meld_layout.prompt.call": _m(
        "You make a {kind} with {tile} from your {seat}. Where does the called tile lie sideways?",
        "{seat}の{tile}で{kind}します。鳴いた牌はどこに横向きに置く？",
        "用{seat}的{tile}{kind}。被鸣的牌横放在哪里？"),
    "practice.meld_layout.prompt.kakan": _m(
        "Your pon of {tile} came from your {seat}. You add the fourth tile (kakan): where does it go?",
        "{seat}からポンした{tile}に4枚目を加槓します。どこに置く？",
        "你碰了{seat}的{tile}，现在加杠第四张：放在哪里？"),
    "practice.meld_layout.prompt.ankan": _m(
        "You declare an ankan of {tile}. Which tiles are shown face down?",
        "{tile}を暗槓します。どの牌を裏向きにする？", "你暗杠{tile}。哪些牌背面朝上？"),
    "practice.meld_layout.choice.left": _m("At the left", "左端", "最左边"),
    "practice.meld_layout.choice.centre": _m("In the centre", "中央", "中间"),
    "practice.meld_layout.choice.right": _m("At the right", "右端", "最右边"),
    "practice.meld_layout.choice.on_left": _m(
        "Sideways, on top of the sideways tile at the left", "左端の横向きの牌の上に横向きで",
        "横放在最左边横牌的上面"),
    "practice.meld_layout.choice.on_centre": _m(
        "Sideways, on top of the sideways tile in the centre", "中央の横向きの牌の上に横向きで",
        "横放在中间横牌的上面"),
    "practice.meld_layout.choice.on_right": _m(
        "Sideways, on top of the sideways tile at the right", "右端の横向きの牌の上に横向きで",
        "横放在最右边横牌的上面"),
    "practice.meld_layout.choice.end_upright": _m(
        "Upright, at the end of the pon", "ポンの端に縦向きで", "竖放在碰的末端"),
    "practice.meld_layout.choice.ends": _m("The two at the ends", "両端の2枚", "两端的两张"),
    "practice.meld_layout.choice.middle": _m("The two in the middle", "中央の2枚", "中间的两张"),
    "practice.meld_layout.choice.none": _m("None: all face up", "なし（全部表）", "没有，全部正面"),
    "practice.meld_layout.hint.called": _m(
        "The sideways tile points to the player it came from.",
        "横向きの牌は、鳴いた相手の方向を示します。", "横放的牌指向它来自的那家。"),
    "practice.meld_layout.hint.ankan": _m(
        "The table must still see it is a kan of this tile.", "何の槓か他家にわかるように置きます。",
        "要让别人看出杠的是哪种牌。"),
    "practice.meld_layout.explain": _m(
        "Laid on the table: {meld} — answer: {answer}.", "卓上の並び：{meld}。正解：{answer}。",
        "桌上的摆法：{meld}。答案：{answer}。"),
    "practice.meld_layout.mistake.toimen": _m(
        "Typical mistake: the toimen tile placed at a side instead of the centre (or kamicha/"
        "shimocha swapped).", "よくある間違い：対面の牌を端に置く、上家と下家を逆にする。",
        "常见错误：对家的牌放在边上，或把上家和下家弄反。"),
    "practice.meld_layout.mistake.kakan": _m(
        "Typical mistake: the added tile put upright at the end, which hides where the pon came "
        "from.", "よくある間違い：加槓牌を端に縦に置き、ポンの出どころが分からなくなる。",
        "常见错误：加杠的牌竖放在末端，看不出碰的来源。"),
    "practice.meld_layout.mistake.ankan": _m(
        "Typical mistake: all four face down, so nobody can see the kan's tile.",
        "よくある間違い：4枚とも伏せて、何の槓か見えなくする。", "常见错误：四张全扣，看不出杠的是什么牌。"),
    # kan-fu
    "practice.kan_fu.prompt.set": _m(
        "{context} This hand wins {win} {tile_win}. With {kind} of {tile}, how many fu does that set give?",
        "{context}この手は{win}{tile_win}。{tile}を{kind}すると、その面子の符は？",
        "{context}此手{win}{tile_win}。{tile}做成{kind}后，这组面子几符？"),
    "practice.kan_fu.prompt.hand": _m(
        "{context} This hand wins {win} {tile_win}. With {kind} of {tile}, how many fu does the hand have?",
        "{context}この手は{win}{tile_win}。{tile}を{kind}すると、手全体の符は？",
        "{context}此手{win}{tile_win}。{tile}做成{kind}后，整手几符？"),
    "practice.kan_fu.prompt.points": _m(
        "{context} This hand wins {win} {tile_win}. With {kind} of {tile}, how many points does it score?",
        "{context}この手は{win}{tile_win}。{tile}を{kind}すると、何点？",
        "{context}此手{win}{tile_win}。{tile}做成{kind}后，得几点？"),
    "practice.kan_fu.set": _m(
        "The set: {before} fu as a triplet, {after} fu as {kind}.",
        "面子の符：刻子で{before}符、{kind}で{after}符。", "面子符：刻子{before}符，{kind}{after}符。"),
    "practice.kan_fu.hand": _m(
        "The hand: {fu_before} fu {han_before} han = {points_before} points before; {fu_after} fu "
        "{han_after} han = {points_after} points after.",
        "手全体：槓の前 {fu_before}符{han_before}翻＝{points_before}点、後 {fu_after}符{han_after}翻"
        "＝{points_after}点。",
        "整手：杠前 {fu_before}符{han_before}番＝{points_before}点；杠后 {fu_after}符{han_after}番"
        "＝{points_after}点。"),
    "practice.kan_fu.hint.ankan": _m(
        "A closed kan is worth four times a closed triplet.", "暗槓は暗刻の4倍。",
        "暗杠是暗刻的四倍。"),
    "practice.kan_fu.hint.daiminkan": _m(
        "A daiminkan is an open kan: it counts as an open set, not a concealed one.",
        "大明槓は明槓：暗刻ではなく明刻の扱い。", "大明杠是明杠：按明刻而非暗刻计算。"),
    "practice.kan_fu.hint.kakan": _m(
        "A kakan turns an open pon into an open kan.", "加槓は明刻（ポン）を明槓にする。",
        "加杠把明刻（碰）变成明杠。"),
    "practice.kan_fu.mistake.ankan": _m(
        "Typical mistake: counting the ankan like an open kan (half its fu).",
        "よくある間違い：暗槓を明槓として数える（符が半分）。", "常见错误：把暗杠当成明杠计算（符减半）。"),
    "practice.kan_fu.mistake.daiminkan": _m(
        "Typical mistake: daiminkan fu counted as concealed.",
        "よくある間違い：大明槓を暗槓の符で数える。", "常见错误：把大明杠按暗杠的符计算。"),
    "practice.kan_fu.mistake.kakan": _m(
        "Typical mistake: counting the kakan as concealed because its last tile came from the wall.",
        "よくある間違い：加槓の4枚目をツモったので暗槓扱いにする。", "常见错误：因为第四张是摸来的，就把加杠算成暗杠。"),
    # rinshan-wall
    "practice.rinshan.prompt.rinshan": _m(
        "You declare a kan of {tile} ({kans} kan(s) made before). Click the tile you draw as "
        "rinshan.", "{tile}で槓します（それまでの槓：{kans}回）。嶺上牌としてツモる牌をクリック。",
        "你杠{tile}（之前已有{kans}次杠）。点击你摸的岭上牌。"),
    "practice.rinshan.prompt.haitei": _m(
        "You declare a kan of {tile}. Click the haitei (last live tile) after the kan.",
        "{tile}で槓します。槓の後の海底牌（最後のツモ牌）をクリック。",
        "你杠{tile}。点击杠之后的海底牌（最后一张可摸的牌）。"),
    "practice.rinshan.hint.rinshan": _m(
        "Rinshan tiles come from the dead wall's end next to the break, top tile first.",
        "嶺上牌は王牌の、切れ目に近い端の上段から。", "岭上牌取自王牌靠近开门处一端的上层。"),
    "practice.rinshan.hint.haitei": _m(
        "The dead wall stays the same size: which live tile joins it?",
        "王牌の枚数は変わらない。どのツモ牌が王牌に入る？", "王牌数量不变：哪张可摸的牌并入王牌？"),
    "practice.rinshan.explain": _m(
        "Rinshan draw: wall position #{index} ({tile}). The haitei moves from #{before} to "
        "#{after}; {left} live tiles are left.",
        "嶺上牌：山の位置#{index}（{tile}）。海底は#{before}から#{after}へ、残りツモ{left}枚。",
        "岭上牌：牌山位置#{index}（{tile}）。海底从#{before}移到#{after}，剩余{left}张。"),
    "practice.rinshan.mistake.rinshan": _m(
        "Typical mistake: drawing the rinshan tile from the live end of the wall.",
        "よくある間違い：嶺上牌を通常のツモ側から取る。", "常见错误：从正常摸牌的一端摸岭上牌。"),
    "practice.rinshan.mistake.haitei": _m(
        "Typical mistake: leaving the haitei where it was (the dead wall would shrink).",
        "よくある間違い：海底の位置を動かさない（王牌が減ってしまう）。", "常见错误：海底位置不变（王牌会变少）。"),
    # kan-dora
    "practice.kan_dora.prompt": _m(
        "Under {name} rules you declare {kind}. When is the new kan-dora indicator turned?",
        "{name}ルールで{kind}をします。新しい槓ドラ表示牌はいつめくる？",
        "在{name}规则下你{kind}。新的杠宝牌指示牌何时翻开？"),
    "practice.kan_dora.choice.immediate": _m(
        "At once, before the rinshan draw: it counts for a rinshan win",
        "すぐ（嶺上ツモの前）：嶺上開花にも乗る", "立即（摸岭上牌之前）：岭上开花也计算"),
    "practice.kan_dora.choice.after_discard": _m(
        "After your discard: it does not count for a rinshan win on this kan",
        "打牌の後：この槓の嶺上開花には乗らない", "打牌之后：本次杠的岭上开花不计算"),
    "practice.kan_dora.choice.none": _m(
        "Never: this table plays without kan dora", "めくらない：この卓は槓ドラなし",
        "不翻：本桌没有杠宝牌"),
    "practice.kan_dora.hint": _m(
        "Look at the rule switcher: kan-dora timing is set per kind of kan.",
        "ルール切替を見よう：槓ドラの時期は槓の種類ごとに決まる。", "看规则切换：杠宝牌时机按杠的种类设定。"),
    "practice.kan_dora.explain.immediate": _m(
        "Under {name}, {kind} turns its indicator at once (即乗り), so it counts for the rinshan "
        "win.", "{name}では{kind}の槓ドラは即乗りで、嶺上開花にも乗ります。",
        "在{name}下，{kind}立即翻指示牌，岭上开花也计算。"),
    "practice.kan_dora.explain.after_discard": _m(
        "Under {name}, {kind} turns its indicator at the discard (後乗り): a rinshan win on this "
        "kan does not get it.", "{name}では{kind}の槓ドラは打牌後（後乗り）で、この槓の嶺上開花には乗りません。",
        "在{name}下，{kind}在打牌后翻指示牌，本次杠的岭上开花不计算。"),
    "practice.kan_dora.explain.none": _m(
        "{name} plays without kan dora: no indicator is turned after {kind}.",
        "{name}は槓ドラなしなので、{kind}の後もめくりません。", "{name}没有杠宝牌，{kind}后不翻指示牌。"),
    "practice.kan_dora.mistake.immediate": _m(
        "Typical mistake: waiting for the discard where the table turns it at once.",
        "よくある間違い：即乗りの卓で打牌まで待つ。", "常见错误：在立即翻的桌上等到打牌后。"),
    "practice.kan_dora.mistake.after_discard": _m(
        "Typical mistake: counting the new kan dora for a rinshan win under 後乗り.",
        "よくある間違い：後乗りなのに嶺上開花に新ドラを数える。", "常见错误：后翻规则下仍把新杠宝牌算进岭上开花。"),
    "practice.kan_dora.mistake.none": _m(
        "Typical mistake: assuming every ruleset has kan dora.",
        "よくある間違い：どのルールにも槓ドラがあると思う。", "常见错误：以为所有规则都有杠宝牌。"),
    # call-priority
    "practice.priority.prompt": _m(
        "Seat 0 discards {tile}. Voices in this order: {voices}. ({priority}) Who gets the tile?",
        "席0が{tile}を捨てた。発声の順：{voices}。（{priority}）牌を取るのは？",
        "0号位打出{tile}。喊声顺序：{voices}。（{priority}）谁得到这张牌？"),
    "practice.priority.voice": _m("{n}. {seat}: {call}", "{n}. {seat}：{call}", "{n}. {seat}：{call}"),
    "practice.priority.choice": _m("{seat} ({call})", "{seat}（{call}）", "{seat}（{call}）"),
    "practice.priority.rule.ron_pon_chi": _m(
        "ron > pon/kan > chi", "ロン＞ポン・カン＞チー", "荣和＞碰・杠＞吃"),
    "practice.priority.rule.first_call": _m(
        "ron first, then the first voice", "ロン優先、その後は先に声を出した方",
        "荣和优先，其次先喊者得"),
    "practice.priority.hint.ron_pon_chi": _m(
        "Here the kind of call decides, not who spoke first.", "ここでは発声の速さではなく鳴きの種類で決まる。",
        "这里按鸣牌种类决定，而不是谁先喊。"),
    "practice.priority.hint.first_call": _m(
        "Here a ron still wins, but among other calls the first voice takes it.",
        "ロンは最優先、それ以外は先に発声した方。", "荣和仍优先，其余按先喊者。"),
    "practice.priority.explain": _m(
        "The tile goes to {seat}: {rule}", "牌は{seat}へ：{rule}", "这张牌归{seat}：{rule}"),
    "practice.priority.mistake": _m(
        "Typical mistake: giving the tile to the first voice at a table where pon beats chi (or the "
        "other way round).", "よくある間違い：ポン優先の卓で先に発声した方に牌を渡す（またはその逆）。",
        "常见错误：在碰优先的桌上把牌给先喊的人（或相反）。"),
    # kuikae
    "practice.kuikae.prompt": _m(
        "You call {call} on {tile}. Pick every tile you may NOT discard now (none: submit empty).",
        "{tile}を{call}しました。今捨てられない牌をすべて選んでください（なければ空で回答）。",
        "你{call}了{tile}。选出现在不能打的所有牌（没有就直接提交）。"),
    "practice.kuikae.hint.forbidden": _m(
        "Both the called tile and the tile at the other end of the run (suji) are banned.",
        "鳴いた牌と、順子の反対側（筋）の牌が禁止。", "被鸣的牌和顺子另一端（筋）的牌都禁止。"),
    "practice.kuikae.hint.suji_allowed": _m(
        "Only the same tile as the one called is banned here.", "ここでは鳴いた牌と同じ牌だけ禁止。",
        "这里只禁止与所鸣相同的牌。"),
    "practice.kuikae.hint.allowed": _m(
        "Check whether this table bans swap calls at all.", "この卓に喰い替えの禁止があるか確認しよう。",
        "看看本桌是否禁止食替。"),
    "practice.kuikae.rule.forbidden": _m(
        "this table bans the same tile and the suji", "同じ牌と筋の牌が禁止", "禁止同一张及筋牌"),
    "practice.kuikae.rule.suji_allowed": _m(
        "this table bans only the same tile", "同じ牌だけ禁止", "仅禁止同一张牌"),
    "practice.kuikae.rule.allowed": _m(
        "this table allows swap calls", "喰い替えあり", "允许食替"),
    "practice.kuikae.explain": _m(
        "Banned now: {banned} ({rule}).", "今捨てられない牌：{banned}（{rule}）。",
        "现在不能打：{banned}（{rule}）。"),
    "practice.kuikae.mistake": _m(
        "Typical mistake: kuikae by suji forgotten (after 45 calls 3, the 6 is banned too).",
        "よくある間違い：筋の喰い替えを忘れる（45で3をチーしたら6も禁止）。",
        "常见错误：忘了筋食替（用45吃3后，6也禁止）。"),
    # kuisagari
    "practice.kuisagari.prompt": _m(
        "This closed hand would win by ron on {tile}. If you had called {meld}, how many han "
        "would it have?", "この門前手は{tile}でロン和了。{meld}を鳴いていたら何翻？",
        "此门清手荣和{tile}。如果先鸣了{meld}，会是几番？"),
    "practice.kuisagari.no_yaku": _m("No yaku: it cannot win", "役なし（和了れない）", "无役（不能和牌）"),
    "practice.kuisagari.hint": _m(
        "Some yaku need a closed hand; some lose one han when open.",
        "門前限定の役と、鳴くと1翻下がる役がある。", "有些役必须门清，有些副露后减一番。"),
    "practice.kuisagari.explain": _m(
        "Closed: {before} han ({yaku_before}). Open: {after} han ({yaku_after}).",
        "門前：{before}翻（{yaku_before}）。鳴き：{after}翻（{yaku_after}）。",
        "门清：{before}番（{yaku_before}）。副露：{after}番（{yaku_after}）。"),
    "practice.kuisagari.mistake": _m(
        "Typical mistake: keeping menzen-only yaku (pinfu, iipeikou) or the full han of "
        "sanshoku/ittsu/honitsu after a call.",
        "よくある間違い：鳴いた後も門前役（平和・一盃口）や三色・一通・混一色の翻数をそのまま数える。",
        "常见错误：副露后仍计算门清役（平和、一杯口），或三色、一通、混一色不减番。"),
    # chankan
    "practice.chankan.prompt": _m(
        "You declare {kind} of {tile}. Your {seat} waits on {tile} ({riichi}; their discards: "
        "{discards}). Can that player rob it (chankan)?",
        "あなたが{tile}で{kind}。{seat}は{tile}待ち（{riichi}、捨て牌：{discards}）。槍槓できる？",
        "你用{tile}{kind}。{seat}听{tile}（{riichi}，弃牌：{discards}）。能抢杠吗？"),
    "practice.chankan.hint.kakan": _m(
        "A kakan shows the tile to everyone for a moment: check the waiting hand's furiten.",
        "加槓の牌は一瞬みんなに見せる牌。待っている手のフリテンを確認。", "加杠的牌短暂展示给所有人：检查听牌者是否振听。"),
    "practice.chankan.hint.ankan": _m(
        "An ankan can be robbed only by one special hand, and only under some rules.",
        "暗槓を槍槓できるのは特別な一つの手だけ、しかも一部のルールだけ。", "暗杠只有一种特殊牌型、且仅在部分规则下能抢。"),
    "practice.chankan.explain.chankan": _m(
        "{answer}: a kakan's tile may be robbed by a ron on it (chankan, 1 han).",
        "{answer}：加槓の牌にはロンできる（槍槓、1翻）。", "{answer}：加杠的牌可以被荣和（抢杠，1番）。"),
    "practice.chankan.explain.kokushi_chankan_ankan": _m(
        "{answer}: whether a kokushi hand may rob an ankan is a table rule; {name} decides it "
        "(kokushi_chankan_ankan).",
        "{answer}：国士無双で暗槓を槍槓できるかは卓のルール次第で、{name}の設定で決まる。",
        "{answer}：国士无双能否抢暗杠取决于桌规，由{name}的设定决定。"),
    "practice.chankan.explain.win_furiten": _m(
        "{answer}: the waiting hand discarded that tile itself (furiten), so it cannot ron it.",
        "{answer}：待ち牌を自分で捨てている（フリテン）のでロンできない。", "{answer}：听牌者自己打过这张牌（振听），不能荣和。"),
    "practice.chankan.explain.chankan_ankan_only_kokushi": _m(
        "{answer}: an ankan can never be robbed by an ordinary hand; only kokushi, where allowed.",
        "{answer}：普通の手は暗槓を槍槓できない（できるのは認める卓の国士無双だけ）。",
        "{answer}：普通牌型不能抢暗杠（只有允许时的国士无双可以）。"),
    "practice.chankan.mistake.kakan": _m(
        "Typical mistake: forgetting that a kakan can be robbed.", "よくある間違い：加槓が槍槓されうることを忘れる。",
        "常见错误：忘了加杠可能被抢。"),
    "practice.chankan.mistake.ankan": _m(
        "Typical mistake: thinking any hand may rob an ankan.", "よくある間違い：どの手でも暗槓を槍槓できると思う。",
        "常见错误：以为任何牌型都能抢暗杠。"),
    # worth-kan
    "practice.worth.prompt": _m(
        "{context} If this hand wins {win} {tile_win}, does {kind} of {tile} give more, the same "
        "or fewer points?", "{context}この手が{win}{tile_win}なら、{tile}の{kind}で点数は増える？同じ？減る？",
        "{context}若此手{win}{tile_win}，{tile}的{kind}会让点数增加、不变还是减少？"),
    "practice.worth.choice.more": _m("More points", "増える", "增加"),
    "practice.worth.choice.same": _m("The same", "同じ", "不变"),
    "practice.worth.choice.fewer": _m("Fewer points", "減る", "减少"),
    "practice.worth.values": _m(
        "Value: {fu_before} fu {han_before} han = {before} points without the kan; {fu_after} fu "
        "{han_after} han = {after} points with it.",
        "価値：槓なし {fu_before}符{han_before}翻＝{before}点、槓あり {fu_after}符{han_after}翻＝{after}点。",
        "价值：不杠 {fu_before}符{han_before}番＝{before}点；杠 {fu_after}符{han_after}番＝{after}点。"),
    "practice.worth.risk.kan_dora": _m(
        "Risk: the new kan-dora indicator counts for every player, not only you.",
        "リスク：新しい槓ドラは全員に乗る。", "风险：新杠宝牌对所有人都有效。"),
    "practice.worth.risk.opens": _m(
        "Risk: a daiminkan opens the hand: no riichi, no menzen yaku.",
        "リスク：大明槓で門前が崩れ、リーチも門前役もなくなる。", "风险：大明杠破坏门清，不能立直，门清役消失。"),
    "practice.worth.risk.chankan": _m(
        "Risk: the added tile can be robbed (chankan).", "リスク：加槓した牌で槍槓される。",
        "风险：加杠的牌可能被抢杠。"),
    "practice.worth.risk.wall": _m(
        "Risk: the live wall is one tile shorter for everyone.",
        "リスク：ツモ山が1枚減る。", "风险：可摸的牌少一张。"),
}

# The Practice widget
MESSAGES.update({
    "practice.ui.check": _m("Check", "答え合わせ", "提交"),
    "practice.ui.next": _m("Next exercise", "次の問題", "下一题"),
    "practice.ui.export": _m("Export progress", "進捗を書き出す", "导出进度"),
    "practice.ui.import": _m("Import progress:", "進捗を読み込む：", "导入进度："),
    "practice.ui.progress_title": _m("Your progress", "あなたの進捗", "你的进度"),
    "practice.ui.box": _m("Box (1–5)", "箱（1〜5）", "盒（1–5）"),
    "practice.ui.right_seen": _m("Right / seen", "正解／出題", "答对／做过"),
    "practice.ui.hint_title": _m("Hint:", "ヒント：", "提示："),
    "practice.ui.why_title": _m("Why", "解説", "解析"),
    "practice.ui.mistake_title": _m("Typical mistake", "よくある間違い", "常见错误"),
    "practice.ui.right": _m("Right!", "正解！", "正确！"),
    "practice.ui.right_second": _m("Right at the second try.", "2回目で正解。", "第二次答对。"),
    "practice.ui.wrong_try_again": _m("Not quite. Read the hint and try once more.",
                                      "違います。ヒントを読んでもう一度。", "不对。看提示再试一次。"),
    "practice.ui.wrong_answer_is": _m("Not this time. The answer: {answer}.",
                                      "残念。正解：{answer}。", "没答对。答案：{answer}。"),
    "practice.ui.yours": _m("Your answer: {answer}.", "あなたの答え：{answer}。", "你的答案：{answer}。"),
    "practice.ui.source": _m("Rule source: {source}", "ルールの出典：{source}", "规则出处：{source}"),
    "practice.ui.import_refused": _m(
        "This file was not loaded; your progress is unchanged. ({why})",
        "このファイルは読み込めませんでした。進捗はそのままです。（{why}）",
        "未能载入此文件，你的进度保持不变。（{why}）"),
    "practice.ui.tiles": _m("The tiles of the meld", "面子の牌", "面子的牌"),
    "practice.ui.on_table": _m("As laid on the table", "卓上の置き方", "桌上的摆法"),
    "practice.ui.wall": _m("The wall (click a tile)", "牌山（牌をクリック）", "牌山（点击牌）"),
    "practice.ui.your_hand": _m("Your hand", "あなたの手牌", "你的手牌"),
    "practice.ui.other_hand": _m("The waiting hand", "待っている手", "听牌的手"),
    "practice.ui.discard": _m("The discard", "捨て牌", "弃牌"),
    "practice.ui.after_kan": _m("After the kan", "槓の後", "杠之后"),
    "practice.concept.kan_legality": _m("Kan: legal now?", "槓：今できる？", "杠：现在可以吗？"),
    "practice.concept.meld_layout": _m("Meld layout", "副露の置き方", "副露的摆法"),
    "practice.concept.kan_fu": _m("Kan fu and points", "槓の符と点数", "杠的符与点数"),
    "practice.concept.rinshan_wall": _m("Rinshan tile and haitei", "嶺上牌と海底", "岭上牌与海底"),
    "practice.concept.kan_dora": _m("Kan-dora timing", "槓ドラの時期", "杠宝牌的时机"),
    "practice.concept.call_priority": _m("Who gets the discard", "誰が鳴ける？", "谁得到弃牌"),
    "practice.concept.kuikae": _m("Kuikae (swap calls)", "喰い替え", "食替"),
    "practice.concept.kuisagari": _m("Han after opening", "鳴いた後の翻数", "副露后的番数"),
    "practice.concept.chankan": _m("Chankan (robbing a kan)", "槍槓", "抢杠"),
    "practice.concept.worth_kan": _m("Worth a kan?", "槓する価値は？", "值得杠吗？"),
})
MESSAGES["practice.ui.win_tile"] = _m("The winning tile (ron)", "和了牌（ロン）", "和牌（荣和）")
# seat names without the direction: the direction is what the meld-layout exercise asks
MESSAGES["practice.seat.kamicha"] = _m("kamicha", "上家", "上家")
MESSAGES["practice.seat.toimen"] = _m("toimen", "対面", "对家")
MESSAGES["practice.seat.shimocha"] = _m("shimocha", "下家", "下家")
# teacher packs (mjteach practice make)
MESSAGES["practice.pack.title"] = _m("Practice", "練習問題", "练习题")
MESSAGES["practice.pack.key"] = _m("answer key", "解答", "答案")
MESSAGES["practice.pack.meta"] = _m(
    "Rules: {rules} · difficulty {difficulty} · {count} exercises · seed {seed}",
    "ルール：{rules}・難易度{difficulty}・{count}問・シード{seed}",
    "规则：{rules}・难度{difficulty}・{count}题・种子{seed}")
MESSAGES["practice.pack.circle"] = _m("Circle the tile on the wall.", "山の牌に丸をつけてください。",
                                      "在牌山上圈出那张牌。")
MESSAGES["practice.meld_layout.mistake.chi"] = _m(
    "Typical mistake: laying a chi's called tile in the middle of the run; a chi always comes from "
    "kamicha, so it lies at the left.",
    "よくある間違い：チーした牌を順子の並び順どおり中に置く。チーは必ず上家からなので左端。",
    "常见错误：把吃来的牌按顺序放在中间；吃只能吃上家，所以放在最左边。")
# progress files (mjteach.practice.progress.ProgressError)
MESSAGES["practice.progress.not_json"] = _m("not a JSON file ({detail})",
                                            "JSONファイルではありません（{detail}）",
                                            "不是JSON文件（{detail}）")
MESSAGES["practice.progress.not_object"] = _m("a progress file is a JSON object",
                                              "進捗ファイルはJSONオブジェクトです",
                                              "进度文件应是JSON对象")
MESSAGES["practice.progress.format"] = _m(
    "field 'format': expected {expected}, found {found}",
    "項目'format'：{expected}のはずが{found}", "字段'format'：应为{expected}，实际为{found}")
MESSAGES["practice.progress.newer"] = _m(
    "field 'version': {version} is newer than this mjteach reads ({known})",
    "項目'version'：{version}はこのmjteachが読める版（{known}）より新しい",
    "字段'version'：{version}比此mjteach能读取的版本（{known}）新")
MESSAGES["practice.progress.field"] = _m(
    "field '{field}': wrong or missing (expected {want})",
    "項目'{field}'：値が不正か欠けています（{want}のはず）",
    "字段'{field}'：值错误或缺失（应为{want}）")
MESSAGES["practice.progress.in_file"] = _m("{file}: {why}", "{file}：{why}", "{file}：{why}")
MESSAGES["practice.rinshan.prompt.rinshan_first"] = _m(
    "You declare the first kan of the hand, with {tile}. Click the tile you draw as rinshan.",
    "この局最初の槓を{tile}でします。嶺上牌としてツモる牌をクリック。",
    "你用{tile}开出本局第一个杠。点击你摸的岭上牌。")
# the facts of the table a kan-legality question is decided on
MESSAGES["practice.facts"] = _m(
    "Live tiles left: {live}. Kans on the table: {kans}. You are {riichi}; {last}.",
    "残りツモ{live}枚、卓上の槓{kans}回。あなたは{riichi}、{last}。",
    "剩余牌数{live}张，桌上已有{kans}次杠。你{riichi}，{last}。")
MESSAGES["practice.facts.riichi"] = _m("in riichi", "リーチ中", "已立直")
MESSAGES["practice.facts.no_riichi"] = _m("not in riichi", "リーチしておらず", "未立直")
MESSAGES["practice.facts.drew"] = _m("you have just drawn", "今ツモったところ", "刚摸了牌")
MESSAGES["practice.facts.called"] = _m("you have just called a pon or chi",
                                       "今ポンかチーをしたところ", "刚碰或吃了牌")
MESSAGES["practice.facts.discard"] = _m("your {seat} has just discarded it",
                                        "{seat}がその牌を捨てたところ", "{seat}刚打出这张牌")
# the facts a hand's value depends on (kan-fu, worth-kan)
MESSAGES["practice.win.context"] = _m(
    "You are {who} (seat wind {seat}, round wind East), {riichi}; no dora indicator counts "
    "(a red five still does).",
    "あなたは{who}（自風{seat}・場風東）、{riichi}。ドラ表示牌はなし（赤ドラは数える）。",
    "你是{who}（自风{seat}，场风东），{riichi}。不计宝牌指示牌（赤宝牌照算）。")
MESSAGES["practice.win.dealer"] = _m("the dealer", "親", "庄家")
MESSAGES["practice.win.non_dealer"] = _m("not the dealer", "子", "闲家")
MESSAGES["practice.win.riichi"] = _m("in riichi", "リーチ済み", "已立直")
MESSAGES["practice.win.no_riichi"] = _m("not in riichi", "リーチなし", "未立直")
MESSAGES["practice.chankan.riichi"] = _m("in riichi", "リーチ中", "已立直")
MESSAGES["practice.chankan.no_riichi"] = _m("no riichi", "リーチなし", "未立直")
