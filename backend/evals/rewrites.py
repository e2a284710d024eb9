"""Precision of each kind of statement rewrite, against verdicts given by hand on real bullets and summary sentences
(evals/data/rewrite_labels.tsv: file and line in ../shared/data, the rewrite's hash, right or wrong; no text).

    uv run python evals/rewrites.py

Each labelled line is rewritten again as the enhancer rewrites it (a bulleted line as a statement in the past tense,
any other as prose); a verdict counts only while the same rewrite is still proposed (a changed rule makes it stale).
The labels are split in two halves by row (even rows: the half rules may be written against; odd rows: the half
reported as held out); no rule was fitted to either when these figures were first taken. A kind below 95% precision
on the held-out half is switched off in the enhancer (vitae.writer.proposals.SWITCHED_OFF).
"""

import hashlib
import html
import re
import sys
from collections import Counter
from pathlib import Path

from vitae.documents.extraction import extract_document
from vitae.writer.proposals import SWITCHED_OFF
from vitae.writer.sentences import Rewrite, StatementStyle
from vitae.writer.statements import rewrite_prose, rewrite_statement
from vitae.writer.verbs import VerbForm

SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
LABELS = Path(__file__).parent / "data" / "rewrite_labels.tsv"
TARGET = 0.95
_TAG = re.compile(r"<[^>]+>")
_BULLET = re.compile(r"^\s*[•·●▪◦‣∙➢➤►▶○■□◆◇✓✔❖⁃*-]\s*")


def document_lines(path: Path) -> list[str]:
    if path.suffix == ".xml":
        return html.unescape(_TAG.sub("", path.read_text(encoding="utf-8"))).splitlines()
    return extract_document(path.read_bytes()).text.splitlines()


def rewrites_of(line: str) -> list[Rewrite]:
    body = _BULLET.sub("", line).strip()
    if _BULLET.match(line):
        return rewrite_statement(body, StatementStyle(VerbForm.PAST, may_split=True))
    return rewrite_prose(body, StatementStyle(None))


def fingerprint(rewrite: Rewrite) -> str:
    return hashlib.sha256(f"{rewrite.start}:{rewrite.end}:{rewrite.text}".encode()).hexdigest()[:12]


def main() -> int:
    if not SHARED_DATA.is_dir():
        print(f"shared data not found at {SHARED_DATA}: nothing to evaluate")
        return 0
    rows = [line.split("\t") for line in LABELS.read_text().splitlines() if line and not line.startswith("#")][1:]
    cache: dict[str, list[str]] = {}
    judged: dict[tuple[str, int], Counter[str]] = {}  # (kind, half) -> right / wrong / stale
    for number, (file_name, line, kind, rewrite, verdict) in enumerate(rows):
        lines = cache.setdefault(file_name, document_lines(SHARED_DATA / file_name))
        current = {(item.kind.value, fingerprint(item)) for item in rewrites_of(lines[int(line) - 1])}
        outcome = verdict if (kind, rewrite) in current else "stale"
        judged.setdefault((kind, number % 2), Counter())[outcome] += 1
    print(f"labelled rewrites: {len(rows)} (target precision {TARGET:.0%} on the held-out half)")
    for kind in sorted({kind for kind, _ in judged}):
        figures = []
        for half, name in ((0, "rules half"), (1, "held-out half")):
            counts = judged.get((kind, half), Counter())
            total = counts["right"] + counts["wrong"]
            precision = f"{counts['right'] / total:.1%}" if total else "n/a"
            figures.append(
                f"{name} {precision} of {total}" + (f" ({counts['stale']} stale)" if counts["stale"] else "")
            )
        state = "switched off" if kind in {item.value for item in SWITCHED_OFF} else "on"
        print(f"  {kind:12s} {'; '.join(figures)}; {state}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
