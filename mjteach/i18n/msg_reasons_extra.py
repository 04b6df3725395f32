"""Messages of the engine fixes: claims rules and refusal reasons added after the first engine.

Keys: ``"claim.<rule>"`` for the ``rule`` of a ``claims`` event, ``"reason.<code>"`` for a
:class:`~mjteach.rules.Reason` code, ``"w.opt.<option>"`` for the labels the
RuleSwitcher shows for new :class:`~mjteach.rules.Rules` options.
"""

MESSAGES = {
    # 槓 § 大明槓 (発声が同時だった場合はチーより大明槓が優先される); 副露 § 発声の優先順位
    "claim.simultaneous_pon_over_chi": {
        "en": "The calls came at the same time: pon and kan beat chi, even under the first-voice "
        "rule.",
        "ja": "発声が同時だったため、発声優先ルールでもポン・カンがチーに優先します。",
        "zh": "同时喊出鸣牌：即使是先声优先规则，碰和杠也优先于吃。",
    },
    # 杠 § 加杠 (zh reading), rules.kakan_drawn_tile_only
    "reason.kan.kakan_not_drawn": {
        "en": "Under these rules a kakan may add only the tile you just drew; "
        "{tile} was already in your hand.",
        "ja": "このルールでは、加槓できるのは今ツモった牌だけです。"
        "{tile}は前から手牌にあった牌です。",
        "zh": "按此规则，加杠只能用刚摸到的牌；{tile}是原本就在手中的牌。",
    },
    # RuleSwitcher labels of the new Rules options (key pattern w.opt.<option>; the value labels
    # are msg_widgets' w.val.SuukaikanCheck.*)
    "w.opt.suukaikan_check": {
        "en": "suukaikan: when the hand ends",
        "ja": "四開槓の流局時点",
        "zh": "四杠散了的流局时机",
    },
    "w.opt.kakan_drawn_tile_only": {
        "en": "kakan only with the tile just drawn",
        "ja": "加槓はツモった牌のみ",
        "zh": "加杠只限刚摸到的牌",
    },
    "reason.action.needs_tile": {
        "en": "Which tile? A {kind} names the tile, e.g. '{example}'.",
        "ja": "どの牌ですか？ {kind}には牌を指定します（例: '{example}'）。",
        "zh": "哪张牌？{kind}需要指定一张牌（例如 '{example}'）。",
    },
}
