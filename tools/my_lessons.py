"""Keep a learner's own copy of the lessons (``my-lessons/``) beside the shipped ones (``lessons/``).

``make lab`` opens JupyterLab on the copy, so running and editing a lesson never changes the tracked
notebooks (running a cell writes new widget ids and outputs into the file JupyterLab saves), and
``git pull`` stays clean. Each run brings the copy up to date without losing the learner's work:

* a lesson missing from the copy is copied;
* a lesson the learner has not changed since it was copied follows the shipped one when that changed;
* a lesson the learner changed is kept as it is; when the shipped one changed too, the new version is
  put beside it as ``NAME.new.ipynb`` and the learner is told.

What was copied is remembered in ``my-lessons/.shipped.json`` (file -> sha256 of the copy as
written). Delete a file in ``my-lessons/`` to get the shipped version back at the next ``make lab``.

    python tools/my_lessons.py [--src lessons] [--dest my-lessons]

Prints one line per change, then where the copy is. Exit status 0.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RECORD = ".shipped.json"
SKIP = {"sanitize.cfg"}  # test configuration, not course material


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _side_name(rel: Path) -> Path:
    return rel.with_name(f"{rel.stem}.new{rel.suffix}")


def sync(src: Path, dest: Path) -> list[str]:
    """Bring ``dest`` up to date with ``src`` as the module docstring says.

    Returns the changes as lines (``"copied en/01-kantsu.ipynb"``, ``"updated …"``, ``"kept your
    edited … ; the new version is …"``). Raises FileNotFoundError naming ``src`` if it is not a
    folder. Files are compared by sha256; nothing in ``src`` is ever written.
    """
    if not src.is_dir():
        raise FileNotFoundError(f"no lessons folder at {src}")
    dest.mkdir(parents=True, exist_ok=True)
    record_path = dest / RECORD
    try:
        record: dict[str, str] = json.loads(record_path.read_text(encoding="utf-8"))
        if not isinstance(record, dict):
            record = {}
    except (OSError, ValueError):
        record = {}
    changes: list[str] = []
    for path in sorted(p for p in src.rglob("*") if p.is_file()):
        rel = path.relative_to(src)
        if rel.name in SKIP or ".ipynb_checkpoints" in rel.parts:
            continue
        key = rel.as_posix()
        target = dest / rel
        shipped = _sha(path)
        if not target.exists():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
            record[key] = shipped
            changes.append(f"copied {key}")
            continue
        mine = _sha(target)
        if mine == shipped:
            record[key] = shipped
            continue
        if record.get(key) == shipped:  # the learner's edits; the shipped lesson did not change
            continue
        if record.get(key) == mine:  # untouched since we copied it: follow the shipped lesson
            shutil.copyfile(path, target)
            record[key] = shipped
            changes.append(f"updated {key}")
            continue
        side = dest / _side_name(rel)
        if not side.exists() or _sha(side) != shipped:
            shutil.copyfile(path, side)
            changes.append(f"kept your edited {key}; the new version is {_side_name(rel).as_posix()}")
    record_path.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return changes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", type=Path, default=ROOT / "lessons")
    parser.add_argument("--dest", type=Path, default=ROOT / "my-lessons")
    args = parser.parse_args(argv)
    changes = sync(args.src, args.dest)
    copied = [c for c in changes if c.startswith("copied ")]
    if len(copied) > 3:  # a first run: one line, not one per notebook
        changes = [c for c in changes if c not in copied]
        changes.insert(0, f"copied {len(copied)} files")
    for line in changes:
        print(line)
    print(f"Your copy of the lessons: {args.dest} (edit freely; lessons/ stays as shipped; "
          "delete a file there to get the shipped one back)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
