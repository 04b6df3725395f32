"""RuleSwitcher: pick a rules preset or change single options; linked widgets follow at once.

The switcher holds no rules: the options, their values and the presets come from
:mod:`mjteach.rules` (``Rules``, ``PRESETS``, ``Rules.diff``); a bad combination is refused by
``Rules`` itself and the refusal is shown inline, leaving the current rules unchanged.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

import traitlets

from .. import i18n
from ..i18n.sources import option_label
from ..rules import PRESETS, Rules
from ._base import esc, tr, value_label
from .view import Checkbox, Details, Dropdown, Grid, Html, Part, Row, View, batched

__all__ = ["RuleSwitcher"]

DEFAULT_PRESET = "tenhou"

# Values offered for options that are not bool or enum (Rules validates whatever is chosen).
_CHOICES: dict[str, list[Any]] = {
    "players": [4, 3],
    "dead_wall_size": [14, 8],
    "rinshan_tiles": [4, 8],
    "max_kans": [4, 5],
    "max_ron_winners": [1, 2, 3],
    "double_wind_pair_fu": [2, 4],
    "open_pinfu_ron_fu": [20, 30],
    "pao_honba_payer": ["liable", "discarder"],
    "ankan_face_down": ["ends", "middle"],
    "aka_dora": [
        (("m", 1), ("p", 1), ("s", 1)),
        (("m", 0), ("p", 0), ("s", 0)),
        (("m", 0), ("p", 1), ("s", 1)),
        (("m", 1), ("p", 2), ("s", 1)),
    ],
}
# Options shown first, in this order (the kan and call options the lessons are about).
_ORDER = [
    "kan_dora",
    "kan_dora_timing_ankan",
    "kan_dora_timing_daiminkan",
    "kan_dora_timing_kakan",
    "kan_ura_dora",
    "ura_dora",
    "riichi_ankan",
    "riichi_ankan_drawn_tile_only",
    "riichi_ankan_no_yaku_loss",
    "kakan_drawn_tile_only",
    "chankan",
    "kokushi_chankan_ankan",
    "max_kans",
    "suukaikan",
    "suukaikan_check",
    "fifth_kan_aborts",
    "kan_on_haitei",
    "kan_on_tile_before_haitei",
    "calls_on_houtei",
    "rinshan_counts_as_haitei",
    "rinshan_tsumo_fu",
    "daiminkan_rinshan_pao",
    "daiminkan_rinshan_as_ron",
    "kuikae",
    "kuitan",
    "call_priority",
    "max_ron_winners",
    "chi_allowed",
    "dead_wall_size",
    "dead_wall_replenish",
    "rinshan_tiles",
    "players",
    "kita",
    "aka_dora",
    "ankan_face_down",
]


def _value_text(value: Any) -> str:
    if isinstance(value, Enum) or isinstance(value, str):
        return value_label(value)
    if isinstance(value, bool):
        return tr("w.yes") if value else tr("w.no")
    if isinstance(value, frozenset):  # yaku keys (pao_yakuman): their names
        return ", ".join(tr(f"yaku.{k}") if i18n.has(f"yaku.{k}") else k
                         for k in sorted(value)) or "—"
    if isinstance(value, tuple) and value and isinstance(value[0], tuple):
        return " ".join(f"{s}:{n}" for s, n in value)
    return str(value)


def _option_cell(option: str) -> str:
    """The option's label for the learner, its code (for a teacher's ``Rules.replace``) in the
    cell's ``title`` and ``data-option`` (only the code when no label is in the catalogs)."""
    if not i18n.has(f"w.opt.{option}"):
        return f"<code>{esc(option)}</code>"
    return (f'<span data-option="{esc(option)}" title="{esc(option)}">'
            f"{esc(option_label(option))}</span>")


def _target_name(target: Any) -> str:
    return getattr(target, "__name__", None) or type(target).__name__


def preset_label(name: str, lang: str | None = None) -> str:
    key = f"w.preset.{name}"
    return i18n.t(key, lang) if i18n.has(key) else name


class RuleSwitcher(View):
    """Choose the rules: a preset, then single options; shows what differs from the default preset.

    Parameters
    ----------
    rules : Rules or str, optional
        Starting rules or a preset name (default: the ``"tenhou"`` preset).
    options : list of str, optional
        Option names to offer as controls (default: the kan and call options, see ``_ORDER``).

    Attributes
    ----------
    rules : Instance(Rules)
        The current rules (Python side only; observe it with ``observe(cb, names="rules")``).
    error : Unicode, default ``""``
        The last refusal (a bad value for an option), shown inline; ``""`` when none.

    Linked widgets (see :meth:`link`) get ``widget.rules = switcher.rules`` after every change.
    """

    rules = traitlets.Instance(Rules)
    error = traitlets.Unicode("")

    def __init__(
        self, rules: Rules | str | None = None, *, options: list[str] | None = None, **kwargs
    ) -> None:
        if rules is None:
            rules = PRESETS[DEFAULT_PRESET]
        elif isinstance(rules, str):
            rules = Rules.preset(rules)
        super().__init__(**kwargs)
        self._depth += 1  # one message for the first picture: see self._ready()
        self._linked: list[Any] = []
        self._updating = False
        names = options or [o for o in _ORDER if o in Rules.option_names()]
        for o in names:
            if o not in Rules.option_names():
                raise ValueError(f"unknown rules option {o!r}")
        self._options = names
        self.preset = Dropdown(options=[])
        self.preset.observe(self._on_preset, names="value")
        self.controls: dict[str, Part] = {}
        for o in names:
            self.controls[o] = self._make_control(o, getattr(rules, o))
        self.options_box = Grid(list(self.controls.values()))
        self.accordion = Details([self.options_box])
        self.diff_html = Html()
        self.error_html = Html()
        self.title = Html()
        self.children = [
            Row([self.title, self.preset]),
            self.error_html,
            self.diff_html,
            self.accordion,
        ]
        self.add_class("mjt-rules")
        self.rules = rules
        self._relabel()
        self._refresh()
        self._ready()
        self._follow_language()

    # ----- user actions -------------------------------------------------------------------
    @batched
    def choose(self, preset: str) -> Rules:
        """Switch to the preset named ``preset`` (aliases as in :meth:`Rules.preset`).

        Raises ``KeyError`` listing the known presets for an unknown name (nothing changes).
        """
        new = Rules.preset(preset)
        self.error = ""
        if new == self.rules:
            self._refresh()
        self.rules = new  # a linked widget that refuses it brings the old rules back (see below)
        return self.rules

    @batched
    def set(self, option: str, value: Any) -> bool:
        """Set one option. Returns False (and shows the refusal inline) when ``Rules`` refuses the
        value; the current rules are then unchanged."""
        if option not in Rules.option_names():
            self.error = tr("w.rules.unknown_option", option=option)
            self._refresh()
            return False
        try:
            new = self.rules.replace(**{option: value})
        except (TypeError, ValueError) as exc:
            self.error = str(exc)
            self._refresh()
            return False
        self.error = ""
        self.rules = new
        return self.rules == new

    def toggle(self, option: str) -> bool:
        """Flip a yes/no option. Raises ``TypeError`` for an option that is not yes/no."""
        value = getattr(self.rules, option)
        if not isinstance(value, bool):
            raise TypeError(f"rules option {option} is not yes/no (it is {value!r})")
        return self.set(option, not value)

    @batched
    def reset(self) -> Rules:
        """Back to the default preset."""
        return self.choose(DEFAULT_PRESET)

    def link(self, *targets: Any) -> RuleSwitcher:
        """Make each target follow the switcher: ``target.rules = rules`` now and after each change.

        A target is any object with a settable ``rules`` attribute (KanLab, WallView, CallLab …),
        or a callable ``f(rules)``.
        """
        for target in targets:
            self._linked.append(target)
            self._push(target)
        return self

    def unlink(self, target: Any) -> None:
        self._linked.remove(target)

    # ----- view ---------------------------------------------------------------------------
    @property
    def differences(self) -> list:
        """``Rules.diff`` against the default preset (list of ``RuleDiff``)."""
        return PRESETS[DEFAULT_PRESET].diff(self.rules)

    _reverting = False

    @traitlets.observe("rules")
    def _rules_changed(self, change) -> None:
        """Push the new rules to every linked widget. All or none: when one refuses them (a
        ValueError, e.g. three-player rules for a hand holding 2m), the old rules come back,
        everywhere, and the refusal is shown here, so the switcher never names rules that its
        widgets do not show."""
        if self._reverting:
            return
        failed = []
        for target in list(self._linked):
            try:
                self._push(target)
            except (ValueError, TypeError) as exc:
                failed.append(f"{_target_name(target)}: {exc}")
        if failed:
            self._reverting = True
            try:
                self.rules = change["old"]
                for target in list(self._linked):
                    try:
                        self._push(target)
                    except (ValueError, TypeError):  # pragma: no cover - the old rules held
                        pass
            finally:
                self._reverting = False
            self.error = "; ".join(failed)
        else:
            self.error = ""
        self._refresh()

    def _push(self, target: Any) -> None:
        if callable(target) and not hasattr(target, "rules"):
            target(self.rules)
        else:
            target.rules = self.rules

    def _make_control(self, option: str, value: Any) -> Part:
        layout = {"width": "auto"}
        if isinstance(value, bool):
            w: Part = Checkbox(value=value)
        elif isinstance(value, Enum):
            w = Dropdown(
                options=[(_value_text(m), m) for m in type(value)],
                value=value,
                layout=layout,
                style={"description_width": "initial"},
            )
        else:
            choices = list(_CHOICES.get(option, []))
            if value not in choices:
                choices.append(value)
            w = Dropdown(
                options=[(_value_text(c), c) for c in choices],
                value=value,
                layout=layout,
                style={"description_width": "initial"},
            )
        w.observe(lambda change, o=option: self._on_control(o, change["new"]), names="value")
        return w

    def _on_control(self, option: str, value: Any) -> None:
        if self._updating:
            return
        self.set(option, value)

    def _on_preset(self, change) -> None:
        if self._updating or change["new"] in (None, "custom"):
            return
        self.choose(change["new"])

    def _refresh(self) -> None:
        self._updating = True
        try:
            names = list(PRESETS)
            opts = [(preset_label(n), n) for n in names]
            current = self.rules.name if self.rules.is_preset else "custom"
            if current == "custom":
                opts.append((tr("w.rules.custom"), "custom"))
            self.preset.options = opts
            self.preset.value = current
            for option, w in self.controls.items():
                value = getattr(self.rules, option)
                if isinstance(w, Dropdown):
                    opts2 = list(w.options)
                    if value not in [v for _, v in opts2]:
                        opts2.append((_value_text(value), value))
                        w.options = opts2
                w.value = value
        finally:
            self._updating = False
        self.error_html.value = (
            f'<div role="alert" class="mjt-error" style="color:#B34700">'
            f"{esc(tr('w.rules.refused'))} {esc(self.error)}</div>"
            if self.error
            else ""
        )
        self._render_diff()

    def _render_diff(self) -> None:
        diffs = self.differences
        base = preset_label(DEFAULT_PRESET)
        if not diffs:
            self.diff_html.value = (
                f'<div class="mjt-diff">{esc(tr("w.rules.same", preset=base))}</div>'
            )
            return
        rows = []
        note = tr("w.rules.unverified_note")
        for d in diffs:
            mark = (
                f' <i class="mjt-unverified" title="{esc(note)}">'
                f"({esc(tr('w.rules.unverified'))}*)</i>"
                if d.unverified
                else ""
            )
            rows.append(
                f"<tr><td>{_option_cell(d.option)}"
                f"</td><td>{esc(_value_text(d.a))}</td><td><b>{esc(_value_text(d.b))}"
                f"</b>{mark}</td></tr>"
            )
        head = (
            f"<tr><th>{esc(tr('w.rules.option'))}</th><th>{esc(base)}</th>"
            f"<th>{esc(tr('w.rules.now'))}</th></tr>"
        )
        self.diff_html.value = (
            f'<div class="mjt-diff"><div>{esc(tr("w.rules.differs", n=len(diffs), preset=base))}'
            f'</div><table style="border-collapse:collapse">{head}{"".join(rows)}</table>'
            + (
                f'<p class="mjt-unverified-note"><small>* {esc(note)}</small></p>'
                if any(d.unverified for d in diffs)
                else ""
            )
            + "</div>"
        )

    def _relabel(self) -> None:
        self.title.value = f"<b>{esc(tr('w.rules.title'))}</b>"
        self.preset.tooltip = tr("w.rules.title")  # the select's accessible name
        self.accordion.summary = tr("w.rules.options")
        for option, w in self.controls.items():
            w.description = option_label(option)
            w.tooltip = Rules.option_doc(option) or option
            if isinstance(w, Dropdown):
                self._updating = True
                try:
                    value = w.value
                    w.options = [(_value_text(v), v) for _, v in w.options]
                    w.value = value
                finally:
                    self._updating = False

    @batched
    def _on_language(self, lang: str) -> None:
        self._relabel()
        self._refresh()

    def __repr__(self) -> str:
        n = len(self.differences)
        return f"RuleSwitcher(rules='{self.rules.name}', differs={n})"

    def _learner_text(self) -> str:
        return tr("w.text.rule_switcher", preset=preset_label(self.rules.name),
                  n=len(self.differences))
