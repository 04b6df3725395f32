"""Teaching situations the lessons show, set up here so a lesson cell is one line that reads like
the idea (``chi_or_daiminkan("tenhou", "wrc")``).

Each situation is a shipped scenario (``mjteach/scenarios/<name>.json``: the hands, the wall and
the scripted actions) played by the engine under the rules a lesson or a RuleSwitcher chooses.
The functions return values (claims, valuations, melds) that tests check, and the ``show_*`` /
``*_line`` functions put them in plain sentences in the current language (the ``course`` domain
of mjteach's catalogs): no dicts, codes or wall indices reach the learner.

One module per lesson topic (``kantsu``, ``wall``, ``kan_dora``, ``ankan``, ``open_kans``,
``kan_value``, ``four_kans``, ``calls``, ``call_costs``, ``capstone``) and the lessons' quizzes
(``checks``); ``_base`` holds what they share. Everything public is re-exported here.
"""

from __future__ import annotations

from . import (
               _base,
               ankan,
               call_costs,
               calls,
               capstone,
               checks,
               four_kans,
               kan_dora,
               kan_value,
               kantsu,
               open_kans,
               procedure,
               wall,
)
from ._base import *  # noqa: F403
from .ankan import *  # noqa: F403
from .call_costs import *  # noqa: F403
from .calls import *  # noqa: F403
from .capstone import *  # noqa: F403
from .checks import *  # noqa: F403
from .four_kans import *  # noqa: F403
from .kan_dora import *  # noqa: F403
from .kan_value import *  # noqa: F403
from .kantsu import *  # noqa: F403
from .open_kans import *  # noqa: F403
from .procedure import *  # noqa: F403
from .wall import *  # noqa: F403

_MODULES = (_base, kantsu, procedure, wall, kan_dora, ankan, open_kans, kan_value, four_kans, calls,
            call_costs, capstone, checks)
__all__ = [name for module in _MODULES for name in module.__all__]
