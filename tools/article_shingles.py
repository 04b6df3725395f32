"""Write tests/data/article_shingles.bin: hashes of every 20-character run of the source articles.

tests/test_lesson_originality.py checks that no lesson (any edition) shares 20 or more consecutive
characters (whitespace and markup removed) with an article. The tests may not read ../shared, and
the repo must not hold the articles' text, so this stores only a 48-bit hash of each 20-character
run ("shingle"), sorted, 6 bytes each: enough to find a copied run, not to read the article.
Run it when the seeds change:

    .venv/bin/python tools/article_shingles.py [SEEDS_DIR]   # default ../shared/seeds
"""

from __future__ import annotations

import hashlib
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "tests" / "data" / "article_shingles.bin"
WIDTH = 20
HASH_BYTES = 6


def plain_wiki(text: str) -> str:
    """Article wikitext as a reader sees it: links, bold, refs and templates removed."""
    text = re.sub(r"<ref[^>]*/>|<ref[^>]*>.*?</ref>", "", text, flags=re.S)
    text = re.sub(r"\{\{[^{}]*\}\}", "", text)
    text = re.sub(r"\[\[(?:[^|\]]*\|)?([^\]]*)\]\]", r"\1", text)
    return re.sub(r"'{2,}|<[^>]+>", "", text)


def plain_markdown(text: str) -> str:
    """Lesson markdown as a reader sees it: emphasis, code marks, headings and table bars removed."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return re.sub(r"[*_`#|>]", "", text)


def squeeze(text: str) -> str:
    """The characters that count: whitespace removed."""
    return re.sub(r"\s+", "", text)


def shingle_hash(run: str) -> bytes:
    return hashlib.blake2b(run.encode("utf-8"), digest_size=HASH_BYTES).digest()


def shingles(text: str) -> set[bytes]:
    """Hashes of every WIDTH-character run of an already squeezed text."""
    return {shingle_hash(text[i : i + WIDTH]) for i in range(len(text) - WIDTH + 1)}


def load(path: Path = OUT) -> set[bytes]:
    data = path.read_bytes()
    return {data[i : i + HASH_BYTES] for i in range(0, len(data), HASH_BYTES)}


def main(argv: list[str]) -> int:
    seeds = Path(argv[1]) if len(argv) > 1 else ROOT.parent / "shared" / "seeds"
    found: set[bytes] = set()
    for path in sorted(seeds.glob("*.txt")):
        found |= shingles(squeeze(plain_wiki(path.read_text(encoding="utf-8"))))
    OUT.write_bytes(b"".join(sorted(found)))
    print(f"{OUT.relative_to(ROOT)}: {len(found)} shingle hashes from {seeds}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
