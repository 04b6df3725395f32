"""The task line a lab shows above its table: the goal, then the verdict once the learner acted.

The judgement is :mod:`mjteach.tasks`' (model code); this module only puts it into HTML in the
current language (issue 21 item 9: the learner decides, the lab says whether it was right and why).
"""

from __future__ import annotations

from ..tasks import Outcome, Task
from ._base import esc, tr

__all__ = ["task_html"]

_OK = "#007A5A"
_BAD = "#B34700"


def task_html(task: Task | None, outcome: Outcome | None, again: str = "task.back") -> str:
    """The task block: goal; after an action, done / not yet with the reason (and, when not met,
    how to try again: ``again``, the key of a sentence naming the lab's own button). Empty
    without a task."""
    if task is None:
        return ""
    state = "" if outcome is None else ("met" if outcome.met else "not-met")
    parts = [f'<div><b>{esc(tr("task.title"))}</b> {esc(task.goal())}</div>']
    if outcome is not None:
        color = _OK if outcome.met else _BAD
        verdict = tr("task.met" if outcome.met else "task.not_met")
        again = "" if outcome.met else " " + tr(again)
        parts.append(f'<div role="status" style="color:{color}"><b>{esc(verdict)}</b> '
                     f"{esc(outcome.message())}{esc(again)}</div>")
    return (f'<div class="mjt-task" data-task-state="{state}" '
            f'style="border-left:3px solid #8E3A78;padding-left:6px;margin:4px 0">'
            + "".join(parts) + "</div>")
