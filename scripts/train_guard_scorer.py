"""Regenerate src/toolform/guard/scorer.json from the labelled guard corpora and the written
supplement (deterministic).

Run: ``python scripts/train_guard_scorer.py [--check]``; ``--check`` exits 1 when the shipped file
differs from what the corpora give (tests/guard/test_sentence_scorer.py checks the same).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from toolform.guard.scorer_training import CORPORA, load, shipped_text

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "src" / "toolform" / "guard" / "scorer.json"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args()
    text = shipped_text(load(ROOT), CORPORA)
    if args.check:
        same = TARGET.read_text(encoding="utf-8") == text
        print("scorer.json is up to date" if same else "scorer.json differs: regenerate it")
        return 0 if same else 1
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)} ({len(text) / 1e3:.0f} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
