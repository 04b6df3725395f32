"""Messages of the pictures (mjteach.render) and the ``mjteach render`` command."""

MESSAGES = {
    "render.tile_back": {"en": "face-down tile", "ja": "裏向きの牌", "zh": "背面朝上的牌"},
    "render.title_called": {
        "en": "{tile}, called from {seat}",
        "ja": "{tile}（{seat}から鳴いた牌・横向き）",
        "zh": "{tile}（从{seat}鸣牌，横放）",
    },
    "render.title_added": {
        "en": "{tile}, added by kakan (laid on the called tile)",
        "ja": "{tile}（加槓で横向きの牌の上に重ねた牌）",
        "zh": "{tile}（加杠，叠放在横放的牌上）",
    },
    "render.title_face_down": {
        "en": "{tile}, face down",
        "ja": "{tile}（裏向き）",
        "zh": "{tile}（背面朝上）",
    },
    "render.drawn": {"en": "drawn", "ja": "ツモ", "zh": "摸牌"},
    "render.hand_label": {"en": "Hand: {tiles}", "ja": "手牌: {tiles}", "zh": "手牌: {tiles}"},
    "render.meld_label": {
        "en": "{kind}: {tiles}",
        "ja": "{kind}: {tiles}",
        "zh": "{kind}: {tiles}",
    },
    "render.from_seat": {"en": "from {seat}", "ja": "{seat}から", "zh": "来自{seat}"},
    "render.closed": {"en": "closed", "ja": "門前", "zh": "门前"},
    # meld captions under a hand (short forms)
    "render.caption.chi": {"en": "chi", "ja": "チー", "zh": "吃"},
    "render.caption.pon": {"en": "pon", "ja": "ポン", "zh": "碰"},
    "render.caption.daiminkan": {"en": "daiminkan", "ja": "大明槓", "zh": "大明杠"},
    "render.caption.kakan": {"en": "kakan", "ja": "加槓", "zh": "加杠"},
    "render.caption.ankan": {"en": "ankan", "ja": "暗槓", "zh": "暗杠"},
    "render.seat_short.kamicha": {"en": "◀ left", "ja": "◀上家", "zh": "◀上家"},
    "render.seat_short.toimen": {"en": "▲ across", "ja": "▲対面", "zh": "▲对家"},
    "render.seat_short.shimocha": {"en": "right ▶", "ja": "下家▶", "zh": "下家▶"},
    # the wall picture
    "render.wall.title": {
        "en": "The wall: {live} live tiles left, dead wall {dead} tiles",
        "ja": "牌山: 残りツモ{live}枚、王牌{dead}枚",
        "zh": "牌墙: 剩余{live}张，王牌{dead}张",
    },
    "render.wall.dead_title": {
        "en": "Dead wall ({stacks} stacks)",
        "ja": "王牌（{stacks}幢）",
        "zh": "王牌（{stacks}墩）",
    },
    "render.wall.dead_title_shifted": {
        "en": "Dead wall: {tiles} tiles, now over {stacks} stacks (J = joined from the live wall)",
        "ja": "王牌：{tiles}枚、今は{stacks}幢にまたがる（J＝壁牌から加わった牌）",
        "zh": "王牌：{tiles}张，现在跨{stacks}墩（J＝从牌山并入的牌）",
    },
    "render.wall.break": {"en": "break", "ja": "開門", "zh": "开门"},
    "render.wall.dora": {"en": "dora ind.", "ja": "ドラ表示", "zh": "宝牌指示"},
    "render.wall.kan_dora": {"en": "kan dora {n}", "ja": "槓ドラ{n}", "zh": "杠宝牌{n}"},
    "render.wall.ura": {"en": "ura", "ja": "裏", "zh": "里"},
    "render.wall.rinshan": {"en": "rinshan {n}", "ja": "嶺上{n}", "zh": "岭上{n}"},
    "render.wall.haitei": {"en": "haitei", "ja": "海底", "zh": "海底"},
    "render.wall.next": {"en": "next draw", "ja": "次のツモ", "zh": "下一张"},
    "render.wall.live": {"en": "live wall", "ja": "壁牌", "zh": "牌山"},
    "render.wall.dead": {"en": "dead wall", "ja": "王牌", "zh": "王牌"},
    "render.wall.taken": {"en": "taken", "ja": "取得済み", "zh": "已取走"},
    "render.wall.side": {
        "en": "side {n} (seat {seat})",
        "ja": "{n}番目の山（席{seat}）",
        "zh": "第{n}面牌墙（座位{seat}）",
    },
    "render.wall.top": {"en": "top", "ja": "上段", "zh": "上层"},
    "render.wall.bottom": {"en": "bottom", "ja": "下段", "zh": "下层"},
    "render.wall.legend_dead": {
        "en": "shaded: dead wall",
        "ja": "網掛け: 王牌",
        "zh": "阴影: 王牌",
    },
    "render.wall.legend_taken": {
        "en": "dashed outline: taken",
        "ja": "破線: 取得済み",
        "zh": "虚线: 已取走",
    },
    "render.wall.kan_shift": {
        "en": "after kan {n}: the haitei ({pos}) joins the dead wall",
        "ja": "{n}回目の槓の後: 海底牌（{pos}）が王牌に加わる",
        "zh": "第{n}次杠后: 海底牌（{pos}）并入王牌",
    },
    "render.wall.tile_at": {
        "en": "{what}: {tile} ({level}, stack {stack} of side {side})",
        "ja": "{what}: {tile}（{side}番目の山の{stack}幢目・{level}）",
        "zh": "{what}: {tile}（第{side}面第{stack}墩·{level}）",
    },
    "render.wall.position": {
        "en": "yama[{index}]",
        "ja": "yama[{index}]",
        "zh": "yama[{index}]",
    },
    # the command line
    "render.cli.help": {
        "en": "draw a hand in hand notation as an SVG picture",
        "ja": "手牌表記の手をSVG画像に描く",
        "zh": "把手牌记法画成SVG图",
    },
    "render.cli.written": {
        "en": "wrote {path}", "ja": "{path} に書き出しました", "zh": "已写入 {path}"
    },
}

MESSAGES.update({
    "render.wall.seat0": {"en": "East (dealer)", "ja": "東家（親）", "zh": "东家（庄家）"},
    "render.wall.seat1": {"en": "South", "ja": "南家", "zh": "南家"},
    "render.wall.seat2": {"en": "West", "ja": "西家", "zh": "西家"},
    "render.wall.seat3": {"en": "North", "ja": "北家", "zh": "北家"},
    "render.wall.joined": {"en": "joined the dead wall", "ja": "王牌に加わった", "zh": "并入王牌"},
    "render.wall.dice": {
        "en": "dice {a}+{b} · kans {kans}",
        "ja": "サイコロ {a}+{b} · 槓 {kans}回",
        "zh": "骰子 {a}+{b} · 杠 {kans}次",
    },
    "render.wall.legend.R": {
        "en": "R1–R{n} rinshan tiles, in draw order",
        "ja": "R1–R{n} 嶺上牌（取る順）",
        "zh": "R1–R{n} 岭上牌（摸牌顺序）",
    },
    "render.wall.legend.D": {"en": "D dora indicator", "ja": "D ドラ表示牌", "zh": "D 宝牌指示牌"},
    "render.wall.legend.K": {
        "en": "K1–K4 kan-dora indicators",
        "ja": "K1–K4 槓ドラ表示牌",
        "zh": "K1–K4 杠宝牌指示牌",
    },
    "render.wall.legend.U": {
        "en": "U ura indicator (under a turned one)",
        "ja": "U 裏ドラ表示牌（めくった牌の下）",
        "zh": "U 里宝牌指示牌（翻开的牌下面）",
    },
    "render.wall.legend.H": {
        "en": "H haitei (last live tile)",
        "ja": "H 海底牌（最後のツモ牌）",
        "zh": "H 海底牌（最后一张）",
    },
    "render.wall.legend.N": {"en": "N next draw", "ja": "N 次のツモ", "zh": "N 下一张"},
    "render.wall.legend.J": {
        "en": "J old haitei, joined the dead wall",
        "ja": "J 王牌に加わった旧海底牌",
        "zh": "J 并入王牌的旧海底牌",
    },
    "render.wall.legend_lanes": {
        "en": "Badges stand outside the wall by their stack: 1st row bottom tile, 2nd row top tile, 3rd row a pulled-out tile",
        "ja": "記号は山の外、その幢の横：1列目は下段、2列目は上段、3列目は抜き出した牌",
        "zh": "标记在牌墙外侧、对应牌墩旁：第1排为下层牌，第2排为上层牌，第3排为抽出的牌",
    },
    "render.wall.legend.H_history": {
        "en": "H0, H1 …: where the haitei lay before the 1st, 2nd … kan",
        "ja": "H0, H1 …：1回目、2回目…の槓の前に海底牌があった場所",
        "zh": "H0, H1 …：第1、2…次杠之前海底牌所在的位置",
    },
    "render.wall.legend_short": {
        "en": "R rinshan · D dora ind. · K kan dora · U ura · H haitei · J joined",
        "ja": "R 嶺上 · D ドラ表示 · K 槓ドラ · U 裏 · H 海底 · J 王牌入り",
        "zh": "R 岭上 · D 宝牌指示 · K 杠宝牌 · U 里 · H 海底 · J 并入",
    },
    "render.wall.before_kan": {"en": "no kan yet", "ja": "槓の前", "zh": "杠之前"},
    "render.wall.after_kan": {"en": "after kan {n}", "ja": "{n}回目の槓の後", "zh": "第{n}次杠后"},
    "render.wall.live_left": {"en": "{n} live tiles", "ja": "残りツモ{n}枚", "zh": "剩余{n}张"},
    "render.wall.shift_title": {
        "en": "The dead wall's boundary after each kan",
        "ja": "槓のたびに動く王牌の境目",
        "zh": "每次杠后王牌边界的移动",
    },
    "render.wall.indicators": {
        "en": "Turned indicators → dora",
        "ja": "めくった表示牌 → ドラ",
        "zh": "翻开的指示牌 → 宝牌",
    },
    "render.wall.indicator_title": {
        "en": "indicator {tile}: the dora is {dora}",
        "ja": "表示牌 {tile}: ドラは{dora}",
        "zh": "指示牌 {tile}: 宝牌是{dora}",
    },
    "render.wall.dora_title": {"en": "dora: {tile}", "ja": "ドラ: {tile}", "zh": "宝牌: {tile}"},
})
