"""Messages of the engine fixes: claims rules and refusal reasons added after the first engine.

Keys: ``"claim.<rule>"`` for the ``rule`` of a ``claims`` event, ``"reason.<code>"`` for a
:class:`~mjteach.rules.Reason` code, ``"w.opt.<option>"`` / ``"w.val.<value>"`` for the labels the
RuleSwitcher shows for new :class:`~mjteach.rules.Rules` options and values.
"""

MESSAGES = {
    # 槓 § 大明槓 (発声が同時だった場合はチーより大明槓が優先される); 副露 § 発声の優先順位
    "claim.simultaneous_pon_over_chi": {
        "en": "The calls came at the same time: pon and kan beat chi, even under the first-voice "
        "rule.",
        "ja": "発声が同時だったため、発声優先ルールでもポン・カンがチーに優先します。",
        "zh": "同时喊出鸣牌：即使是先声优先规则，碰和杠也优先于吃。",
    },
}
