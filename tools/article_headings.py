"""Write tests/data/article_headings.json: the section headings of the three source articles.

The tests need the headings only (lessons/README.md must map every one), never the article text,
so the repo keeps this small list and no test reads ../shared. Run it when the seeds change:

    .venv/bin/python tools/article_headings.py [SEEDS_DIR]   # default ../shared/seeds
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tests" / "data" / "article_headings.json"
ARTICLES = {"000": "槓 (ja)", "001": "杠 (zh)", "003": "副露 (ja)"}


def seed_headings(path: Path) -> list[str]:
    """Headings of one seed article, in order: ``== x ==`` lines, ``[編集] x`` and ``; x`` entries."""
    found: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^(=+)\s*(.+?)\s*\1\s*$", line) or re.match(r"^\[編集\]\s*(.+)$", line)
        if m:
            heading = m.group(m.lastindex).strip()
        elif line.startswith("; "):  # a wiki definition entry used as a sub-heading (大明槓の包)
            heading = line[2:].strip()
        else:
            continue
        if heading != "目次" and heading not in found:
            found.append(heading)
    return found


def main(argv: list[str]) -> int:
    seeds = Path(argv[1]) if len(argv) > 1 else ROOT.parent / "shared" / "seeds"
    data = {}
    for prefix, title in ARTICLES.items():
        (path,) = seeds.glob(f"{prefix}_*.txt")
        data[prefix] = {"article": title, "file": path.name, "headings": seed_headings(path)}
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {sum(len(d['headings']) for d in data.values())} headings")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
