"""Messages of ``mjteach score`` about its own options (contradictory or bad flags) in en, ja, zh.

The command prints them after ``mjteach score: error:`` in the ``--lang`` language. Fields:
``hand``/``value`` (the text given, quoted), ``error`` (the notation error), ``seat``/``seats``
(winds E/S/W/N), ``players``, ``rules`` (preset name), ``tile``/``drawn`` (MPSZ).
"""

from __future__ import annotations


def _m(en: str, ja: str, zh: str) -> dict[str, str]:
    return {"en": en, "ja": ja, "zh": zh}


MESSAGES: dict[str, dict[str, str]] = {
    "cli.score.bad_hand": _m("hand {hand}: {error}", "手牌 {hand}: {error}",
                             "手牌 {hand}：{error}"),
    "cli.score.bad_option": _m("{option} {value}: {error}", "{option} {value}: {error}",
                               "{option} {value}：{error}"),
    "cli.score.dealer_seat": _m(
        "--dealer with --seat {seat}: the dealer's seat wind is always East",
        "--dealer と --seat {seat} は両立しません。親の自風は常に東です",
        "--dealer 与 --seat {seat} 矛盾：庄家的自风总是东",
    ),
    "cli.score.seat_players": _m(
        "--seat {seat}: only {seats} in a {players}-player game",
        "--seat {seat}: {players}人麻雀の席は {seats} だけです",
        "--seat {seat}：{players}人麻将只有 {seats}",
    ),
    "cli.score.rinshan_ron": _m(
        "--rinshan needs --tsumo: a rinshan kaihou is a win on the tile you draw",
        "--rinshan には --tsumo が必要です。嶺上開花は自分が引いた牌での和了です",
        "--rinshan 需要 --tsumo：岭上开花是用自己摸到的牌和牌",
    ),
    "cli.score.chankan_tsumo": _m(
        "--chankan with --tsumo: robbing a kan is always a ron",
        "--chankan と --tsumo は両立しません。搶槓は必ずロンです",
        "--chankan 与 --tsumo 矛盾：抢杠总是荣和",
    ),
    "cli.score.haitei_ron": _m(
        "--haitei needs --tsumo (a ron on the last discard is --houtei)",
        "--haitei には --tsumo が必要です（最後の捨て牌でのロンは --houtei）",
        "--haitei 需要 --tsumo（对最后一张打牌荣和是 --houtei）",
    ),
    "cli.score.rinshan_haitei": _m(
        "--rinshan with --haitei: a rinshan tile comes from the dead wall, so it is not haitei "
        "under the {rules} rules",
        "--rinshan と --haitei は両立しません。嶺上牌は王牌から引くので、{rules} ルールでは"
        "海底になりません",
        "--rinshan 与 --haitei 矛盾：岭上牌来自王牌，按 {rules} 规则不算海底",
    ),
    "cli.score.houtei_tsumo": _m(
        "--houtei with --tsumo: houtei is a ron (a tsumo on the last tile is --haitei)",
        "--houtei と --tsumo は両立しません。河底はロンです（最後の牌でのツモは --haitei）",
        "--houtei 与 --tsumo 矛盾：河底是荣和（摸最后一张牌自摸是 --haitei）",
    ),
    "cli.score.from_tsumo": _m(
        "--from with --tsumo: a tsumo has no discarder",
        "--from と --tsumo は両立しません。ツモには放銃者がいません",
        "--from 与 --tsumo 矛盾：自摸没有放铳者",
    ),
    "cli.score.from_self": _m(
        "--from: a player cannot ron their own discard",
        "--from: 自分の捨て牌ではロンできません",
        "--from：不能荣和自己的打牌",
    ),
    "cli.score.ron_tile_missing": _m(
        "14 tiles for a ron but no {tile} among them",
        "ロンの14枚の中に {tile} がありません",
        "荣和的14张牌中没有 {tile}",
    ),
    "cli.score.plus_with_ron": _m(
        "a '+' drawn tile with a ron: drop the '+', or add --tsumo",
        "ロンなのにツモ牌（'+'）があります。'+' を外すか --tsumo を付けてください",
        "荣和却有摸到的牌（'+'）：去掉 '+'，或加上 --tsumo",
    ),
    "cli.score.win_not_drawn": _m(
        "--win {tile} but the drawn tile is {drawn}",
        "--win は {tile} ですが、ツモ牌は {drawn} です",
        "--win 是 {tile}，但摸到的牌是 {drawn}",
    ),
    "cli.score.win_needed": _m(
        "--win TILE is needed: the winning tile (only a --tsumo hand with a '+' drawn tile names "
        "it itself)",
        "--win で和了牌を指定してください"
        "（省略できるのは '+' のツモ牌がある --tsumo の手だけです）",
        "需要用 --win 指定和牌（只有带 '+' 摸牌的 --tsumo 手牌可以省略）",
    ),
    "cli.score.negative": _m(
        "--honba and --sticks cannot be negative",
        "--honba と --sticks は負の数にできません",
        "--honba 和 --sticks 不能为负数",
    ),
    "cli.score.not_a_win": _m("not a win: {reason}", "和了になりません: {reason}",
                              "不能和牌：{reason}"),
    "cli.score.head": _m("{hand}  win {tile} ({how})", "{hand}  和了牌 {tile}（{how}）",
                         "{hand}  和牌 {tile}（{how}）"),
    "cli.score.tsumo": _m("tsumo", "ツモ", "自摸"),
    "cli.score.ron": _m("ron", "ロン", "荣和"),
    # mjteach scenario (text report); actions and events stay in engine notation (ankan 8s)
    "cli.scenario.state": _m(
        "phase {phase}, turn {turn}, live {live}, indicators {indicators}, rinshan left {rinshan}, "
        "haitei {haitei}",
        "局面 {phase}・手番 席{turn}・残りツモ {live}・ドラ表示牌 {indicators}・"
        "嶺上牌残り {rinshan}・海底牌 {haitei}",
        "阶段 {phase}，轮到座位{turn}，剩余牌数 {live}，宝牌指示牌 {indicators}，"
        "岭上牌剩余 {rinshan}，海底牌 {haitei}",
    ),
    "cli.scenario.dead_wall": _m("dead wall {tiles}", "王牌 {tiles}", "王牌 {tiles}"),
    "cli.scenario.may": _m("seat {seat} may: {actions}", "席{seat} にできること: {actions}",
                           "座位{seat} 可以：{actions}"),
    "cli.scenario.refused_here": _m("seat {seat} {action}: no ({code}) {message}",
                                    "席{seat} {action}: 不可（{code}）{message}",
                                    "座位{seat} {action}：不可（{code}）{message}"),
    "cli.scenario.played": _m("{step}. seat {seat}: {action} -> {events}",
                              "{step}. 席{seat}: {action} -> {events}",
                              "{step}. 座位{seat}：{action} -> {events}"),
    "cli.scenario.refused": _m("{step}. seat {seat}: {action} refused: {code}: {message}",
                               "{step}. 席{seat}: {action} は不可: {code}: {message}",
                               "{step}. 座位{seat}：{action} 不可：{code}：{message}"),
    "cli.scenario.result": _m("result:", "結果:", "结果："),
}
