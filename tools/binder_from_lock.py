"""Give each pin of the Binder file the exact line (marker included) it has in requirements/lock.txt.

`make lock` resolves Binder's part (runtime + lab) against the lock; uv then writes the markers of
that smaller graph, which can be narrower than the lock's for the same version (pycparser: the lock
also needs it on PyPy, for jupyterlite-core). Binder's lines must be lock lines, so this copies the
lock's marker. Usage: ``python tools/binder_from_lock.py BINDER_FILE LOCK_FILE`` (rewrites BINDER_FILE).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;\\]+)\s*(?:;\s*([^\\]+?))?\s*\\?$")


def key(name: str, version: str) -> tuple[str, str]:
    return re.sub(r"[-_.]+", "-", name).lower(), version


def main(binder: Path, lock: Path) -> None:
    lock_lines: dict[tuple[str, str], list[str]] = {}
    for line in lock.read_text(encoding="utf-8").splitlines():
        m = PIN.match(line.strip())
        if m:
            lock_lines.setdefault(key(m[1], m[2]), []).append(line.rstrip(" \\").strip())
    out = []
    for line in binder.read_text(encoding="utf-8").splitlines():
        m = PIN.match(line.strip())
        same = lock_lines.get(key(m[1], m[2]), []) if m else []
        out.append(same[0] if len(same) == 1 else line)
    binder.write_text("\n".join(out) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
