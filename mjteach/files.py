"""Files and JSON text a user hands to mjteach: read only what can be read, refuse the rest clearly.

* :func:`read_bytes` / :func:`read_text` open a path without blocking and refuse anything that is
  not a regular file (a FIFO, a device, a socket, a folder): reading a FIFO with no writer would
  wait forever. The refusal is a :class:`NotRegularFile`, an ``OSError`` naming the path.
* :func:`loads_json` is ``json.loads`` for input from outside: no ``NaN``/``Infinity`` (nor a
  number too large for a float, ``1e999``), no nesting deeper than :data:`MAX_JSON_DEPTH`, no
  number with more digits than Python converts; each refused as a :class:`JSONError` (a
  ``ValueError``) saying what was wrong and, where the decoder knows it, the line and column.

Model module: no Jupyter imports.
"""

from __future__ import annotations

import json
import math
import os
import stat
from pathlib import Path
from typing import Any

__all__ = ["NotRegularFile", "OutputRefused", "JSONError", "MAX_JSON_DEPTH", "read_bytes", "read_text",
           "loads_json"]

MAX_JSON_DEPTH = 64
"""Deepest nesting of lists and objects accepted in a JSON input (every format mjteach reads needs
fewer than 8 levels; the limit keeps a crafted file from exhausting the interpreter's stack)."""


def _kind(mode: int) -> str:
    """The catalog key naming what kind of file ``mode`` is (not a regular file)."""
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "fifo"
    if stat.S_ISSOCK(mode):
        return "socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    return "other"


class NotRegularFile(OSError):
    """A path that names a FIFO, device, socket or folder where a file was expected."""

    def __init__(self, path: str | Path, kind: str) -> None:
        from .i18n import t

        message = t("files.not_regular", None, path=str(path), kind=t(f"files.kind.{kind}"))
        super().__init__(message)
        self.filename = str(path)
        self.kind = kind

    def __str__(self) -> str:
        return str(self.args[0])


class OutputRefused(OSError):
    """An output path (``-o``) mjteach cannot write to, said in the learner's language instead of
    the OS's ``[Errno 21] Is a directory``: ``want`` is ``"file"`` (one file to write, e.g. the
    SVG of ``render``) or ``"folder"`` (the folder ``practice make`` writes its files into)."""

    def __init__(self, exc: OSError, path: str | Path, want: str, option: str = "-o") -> None:
        import errno

        from .i18n import t

        p = Path(path)
        if want == "file" and (exc.errno == errno.EISDIR or p.is_dir()):
            key = "files.out.is_folder"
        elif want == "folder" and p.exists() and not p.is_dir():
            key = "files.out.not_folder"
        elif exc.errno in (errno.ENOTDIR, errno.EEXIST):
            key = "files.out.parent_not_folder"
        else:
            key = "files.out.failed"
        message = t(key, None, option=option, path=str(path),
                    reason=exc.strerror or str(exc))
        super().__init__(exc.errno, message)
        self.filename = str(path)
        self.want = want

    def __str__(self) -> str:
        return str(self.args[1])


def read_bytes(path: str | Path) -> bytes:
    """The bytes of the regular file at ``path``. Raises :class:`NotRegularFile` (never blocks on a
    FIFO) or the ``OSError`` of opening it."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFile(path, _kind(mode))
        with os.fdopen(fd, "rb") as fh:
            fd = -1
            return fh.read()
    finally:
        if fd >= 0:
            os.close(fd)


def read_text(path: str | Path, encoding: str = "utf-8") -> str:
    """The text of the regular file at ``path`` (see :func:`read_bytes`); a file that is not valid
    ``encoding`` raises ``UnicodeDecodeError``."""
    return read_bytes(path).decode(encoding)


class JSONError(ValueError):
    """JSON text refused by :func:`loads_json`: ``msg``, and ``lineno``/``colno`` when known."""

    def __init__(self, msg: str, lineno: int | None = None, colno: int | None = None) -> None:
        self.msg = msg
        self.lineno = lineno
        self.colno = colno
        where = f"line {lineno} column {colno}: " if lineno is not None else ""
        super().__init__(f"not valid JSON: {where}{msg}")


def _no_constant(name: str) -> Any:
    raise JSONError(f"{name} is not a number JSON allows")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise JSONError(f"the number {text[:20]}{'…' if len(text) > 20 else ''} is too large")
    return value


def _depth_ok(value: Any) -> bool:
    """True if ``value`` nests lists/objects at most :data:`MAX_JSON_DEPTH` deep (no recursion)."""
    level = [value]
    for _ in range(MAX_JSON_DEPTH + 1):
        nxt: list[Any] = []
        for v in level:
            if isinstance(v, dict):
                nxt.extend(v.values())
            elif isinstance(v, list):
                nxt.extend(v)
        if not nxt:
            return True
        level = nxt
    return False


def _complete(exc: json.JSONDecodeError) -> str:
    """The decoder's message as a whole sentence: json leaves the place out of ``msg``
    ("Unterminated string starting at"), so it is added ("… at line 17 column 5"); and a text
    that ends before its value is complete (a file cut short) is said so."""
    msg = exc.msg
    if msg.endswith(" at"):
        msg += f" line {exc.lineno} column {exc.colno}"
    doc = exc.doc if isinstance(exc.doc, str) else ""
    if msg.startswith("Unterminated string") or (doc and exc.pos >= len(doc.rstrip())):
        msg += " (the text ends before it is complete: is the file cut short?)"
    return msg


def loads_json(text: str | bytes) -> Any:
    """Decode JSON from outside mjteach (see the module doc). Raises :class:`JSONError`."""
    try:
        value = json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except JSONError:
        raise
    except json.JSONDecodeError as exc:
        raise JSONError(_complete(exc), exc.lineno, exc.colno) from None
    except RecursionError:
        raise JSONError(f"lists or objects nested more than {MAX_JSON_DEPTH} deep") from None
    except ValueError as exc:  # an integer past Python's digit limit; undecodable bytes
        raise JSONError(str(exc).split(";")[0]) from None
    if not _depth_ok(value):
        raise JSONError(f"lists or objects nested more than {MAX_JSON_DEPTH} deep")
    return value
