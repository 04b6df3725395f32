"""What changed between two valuations of (nearly) the same hand: yaku, fu parts, han, fu, points.

Used by the kan comparison ("watch the fu change", 槓 § メリットとデメリット) and by the call
effects (副露 § 役の消滅, § 喰い下がり) to highlight what moved.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .. import i18n
from .core import FuPart, Valuation, YakuValue

__all__ = ["ValuationDiff", "PartChange", "diff_valuations"]


@dataclass(frozen=True)
class PartChange:
    """A fu part present before and after with a different value or kind (same tile)."""

    before: FuPart
    after: FuPart

    @property
    def delta(self) -> int:
        return self.after.fu - self.before.fu


@dataclass
class ValuationDiff:
    """Differences ``after - before``.

    ``yaku_lost`` / ``yaku_gained``: yaku only on one side; ``yaku_changed``: ``(key, han before,
    han after)`` for a yaku on both sides with different han (kuisagari); ``parts_added`` /
    ``parts_removed`` / ``parts_changed``: fu parts (a set is matched by its tile, other parts by
    key); ``notes``: extra remarks (i18n key, fields), e.g. riichi dropped because the hand opened.
    """

    before: Valuation
    after: Valuation
    yaku_lost: list[YakuValue] = field(default_factory=list)
    yaku_gained: list[YakuValue] = field(default_factory=list)
    yaku_changed: list[tuple[str, int, int]] = field(default_factory=list)
    parts_added: list[FuPart] = field(default_factory=list)
    parts_removed: list[FuPart] = field(default_factory=list)
    parts_changed: list[PartChange] = field(default_factory=list)
    notes: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    @property
    def han_delta(self) -> int:
        return self.after.han - self.before.han

    @property
    def fu_delta(self) -> int:
        return self.after.fu - self.before.fu

    @property
    def fu_raw_delta(self) -> int:
        return self.after.fu_raw - self.before.fu_raw

    @property
    def points_delta(self) -> int:
        return self.after.points - self.before.points

    @property
    def kuisagari(self) -> list[tuple[str, int, int]]:
        """Yaku whose han went down (not to zero) between before and after."""
        return [c for c in self.yaku_changed if c[2] < c[1]]

    def messages(self, lang: str | None = None) -> list[str]:
        """One line per change, in ``lang``, for highlighting in a lesson."""
        out = [i18n.t(key, lang, **fields) for key, fields in self.notes]
        for y in self.yaku_lost:
            out.append(i18n.t("change.yaku_lost", lang, yaku=y.name(lang)))
        for key, a, b in self.yaku_changed:
            name = i18n.t(f"yaku.{key}", lang)
            out.append(i18n.t("change.kuisagari", lang, yaku=name, before=a, after=b))
        for y in self.yaku_gained:
            out.append(i18n.t("change.yaku_gained", lang, yaku=y.name(lang)))
        for p in self.parts_removed:
            out.append(i18n.t("change.fu_part_removed", lang, label=p.label(lang), fu=p.fu))
        for c in self.parts_changed:
            out.append(
                i18n.t("change.fu_part_removed", lang, label=c.before.label(lang), fu=c.before.fu)
            )
            out.append(
                i18n.t("change.fu_part_added", lang, label=c.after.label(lang), fu=c.after.fu)
            )
        for p in self.parts_added:
            out.append(i18n.t("change.fu_part_added", lang, label=p.label(lang), fu=p.fu))
        return out


def _part_id(p: FuPart) -> tuple[str, int]:
    if p.key.startswith("fu.set.") and p.tile is not None:
        return ("set", p.tile.kind)
    return (p.key, p.tile.kind if p.tile is not None else -1)


def diff_valuations(before: Valuation, after: Valuation) -> ValuationDiff:
    """Compare two valuations (the rounding line is left out of the part lists)."""
    d = ValuationDiff(before, after)
    bh = {y.key: y for y in before.yaku}
    ah = {y.key: y for y in after.yaku}
    for key, y in bh.items():
        if key not in ah:
            d.yaku_lost.append(y)
        elif ah[key].han != y.han:
            d.yaku_changed.append((key, y.han, ah[key].han))
    d.yaku_gained = [y for k, y in ah.items() if k not in bh]
    bp = {_part_id(p): p for p in before.fu_parts}
    ap = {_part_id(p): p for p in after.fu_parts}
    for pid, p in bp.items():
        if pid not in ap:
            d.parts_removed.append(p)
        elif ap[pid] != p:
            d.parts_changed.append(PartChange(p, ap[pid]))
    d.parts_added = [p for pid, p in ap.items() if pid not in bp]
    return d
