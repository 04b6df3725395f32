"""The message catalog: ``key -> {"en": ..., "ja": ..., "zh": ...}``.

Modules may add their own entries with :func:`mjteach.i18n.register`; the common terms live here.
"""

from __future__ import annotations

CATALOG: dict[str, dict[str, str]] = {
    # Meld kinds (GLOSSARY.md)
    "meld.chi": {"en": "chi", "ja": "チー", "zh": "吃"},
    "meld.pon": {"en": "pon", "ja": "ポン", "zh": "碰"},
    "meld.daiminkan": {"en": "daiminkan (open kan)", "ja": "大明槓", "zh": "大明杠"},
    "meld.kakan": {"en": "kakan (added kan)", "ja": "加槓", "zh": "加杠"},
    "meld.ankan": {"en": "ankan (closed kan)", "ja": "暗槓", "zh": "暗杠"},
    # Seats relative to the caller
    "seat.kamicha": {"en": "kamicha (left)", "ja": "上家", "zh": "上家"},
    "seat.toimen": {"en": "toimen (across)", "ja": "対面", "zh": "对家"},
    "seat.shimocha": {"en": "shimocha (right)", "ja": "下家", "zh": "下家"},
    # Common terms
    "term.rinshan": {"en": "rinshan tile", "ja": "嶺上牌", "zh": "岭上牌"},
    "term.dead_wall": {"en": "dead wall", "ja": "王牌", "zh": "王牌"},
    "term.live_wall": {"en": "live wall", "ja": "壁牌", "zh": "牌山"},
    "term.haitei": {"en": "haitei (last tile)", "ja": "海底牌", "zh": "海底牌"},
    "term.dora_indicator": {"en": "dora indicator", "ja": "ドラ表示牌", "zh": "宝牌指示牌"},
    "term.kan_dora": {"en": "kan dora", "ja": "槓ドラ", "zh": "杠宝牌"},
    "term.ura_dora": {"en": "ura dora", "ja": "裏ドラ", "zh": "里宝牌"},
    "term.kan_ura": {"en": "kan ura dora", "ja": "槓ウラ", "zh": "杠里宝牌"},
    "term.tiles_left": {"en": "tiles left", "ja": "残りツモ", "zh": "剩余牌数"},
    "term.face_down": {"en": "face down", "ja": "裏向き", "zh": "背面"},
    "term.red_five": {"en": "red five", "ja": "赤ドラ", "zh": "赤宝牌"},
    "term.drawn": {"en": "drawn tile", "ja": "ツモ牌", "zh": "摸到的牌"},
    "term.hand": {"en": "hand", "ja": "手牌", "zh": "手牌"},
}


def _load_parts() -> None:
    """Merge every ``mjteach/i18n/msg_*.py`` module's ``MESSAGES`` dict into :data:`CATALOG`.

    Each part of the package keeps its messages in its own file (``msg_reasons.py``,
    ``msg_fu.py``, ``msg_widgets.py`` …) so no two parts edit one file.
    """
    import importlib
    import pkgutil
    from pathlib import Path

    here = Path(__file__).parent
    for info in sorted(pkgutil.iter_modules([str(here)]), key=lambda i: i.name):
        if info.name.startswith("msg_"):
            module = importlib.import_module(f"{__package__}.{info.name}")
            for key, entry in module.MESSAGES.items():
                if key in CATALOG and CATALOG[key] != entry:
                    raise ValueError(f"message key {key!r} defined twice ({info.name})")
                CATALOG[key] = entry


_load_parts()
