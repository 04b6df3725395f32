"""Helpers the rule tests share: a round from a scenario dict, and the reason code of an action."""

from __future__ import annotations

from mjteach.scenario import build_round


def sc(seats, **kw):
    """A Round from scenario parts (seats, wall, …); Tenhou rules unless ``rules=`` is given."""
    data = {"rules": kw.pop("rules", {"preset": "tenhou"}), "seats": seats, **kw}
    return build_round(data, name="test")


def code(r, action):
    """The reason code why ``action`` is refused, or None when it is legal."""
    reason = r.why_not(action)
    return None if reason is None else reason.code
