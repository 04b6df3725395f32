"""Real and generated game records: readers, Tenhou's shuffle, and the checked replay.

>>> from mjteach.logs import load                           # doctest: +SKIP
>>> game = load("2016052515gm-00a9-0000-c4d72066.mjlog")     # doctest: +SKIP
>>> game.hands[2].kans()                                     # doctest: +SKIP

* :func:`load` picks the reader from the file: Tenhou mjlog XML (:mod:`.mjlog`), Tenhou JSON
  (:mod:`.tenhou_json`), mjai JSON lines (:mod:`.mjai`) or mjteach's own JSON (:mod:`.native`).
* :mod:`.shuffle` rebuilds Tenhou's wall and dice from an mjlog seed.
* :mod:`.replay` drives each hand through :class:`mjteach.round.Round` and reports every place the
  engine disagrees with the record.

Model modules only: nothing here imports ipywidgets, anywidget or IPython.
"""

from __future__ import annotations

from pathlib import Path

from .model import (
    Draw,
    GameLog,
    HandInit,
    HandLog,
    HandResult,
    LogError,
    Step,
    Win,
    read_record,
    yaku_key,
)

__all__ = [
    "load",
    "detect_format",
    "GameLog",
    "HandLog",
    "HandInit",
    "HandResult",
    "Step",
    "Win",
    "Draw",
    "LogError",
    "yaku_key",
]


def detect_format(path: str | Path) -> str:
    """``"mjlog"``, ``"tenhou_json"``, ``"mjai"`` or ``"native"`` from the file's first bytes.

    Raises :class:`LogError` if the file cannot be read or is none of these.
    """
    p = Path(path)
    head = read_record(p)[:4096]
    text = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    if text.startswith(b"<"):
        return "mjlog"
    if text.startswith(b"{"):
        first = text.split(b"\n", 1)[0]
        if b'"type"' in first and b'"log"' not in first:
            return "mjai"
        if b'"mjteach-log"' in head:
            return "native"
        return "tenhou_json"
    raise LogError(str(p), "", "not a game record: expected mjlog XML, Tenhou JSON, mjai JSON "
                   "lines or an mjteach log")


def load(path: str | Path) -> GameLog:
    """Read any supported game record (see :func:`detect_format`). Raises :class:`LogError`, and
    only that: a reader's unforeseen failure on a hostile file (its own checks missed it) is still
    a LogError naming the file, so a run of many files reports the others."""
    try:
        return _load(path)
    except LogError:
        raise
    except (ValueError, TypeError, LookupError, OverflowError, RecursionError,
            AttributeError, IndexError) as exc:
        raise LogError(str(path), "", f"cannot read the file: {type(exc).__name__}: {exc}"
                       ) from None


def _load(path: str | Path) -> GameLog:
    fmt = detect_format(path)
    if fmt == "mjlog":
        from .mjlog import read_mjlog

        return read_mjlog(path)
    if fmt == "mjai":
        from .mjai import read_mjai

        return read_mjai(path)
    if fmt == "native":
        from .native import read_native

        return read_native(path)
    from .tenhou_json import read_tenhou_json

    return read_tenhou_json(path)
