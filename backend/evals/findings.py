"""Precision of each finding kind on real resumes, against labels made by reading them (evals/labels/findings.tsv:
file in ../shared/data, finding kind, true or false).

    uv run python evals/findings.py

Each labelled file goes through the product's pipeline (document extractor, parser, scorer); every finding it
fires that carries a label counts towards its kind's precision. Findings fired without a label are counted apart,
so that a new kind of false alarm shows. Kinds below 90% are marked.

    uv run python evals/findings.py --split tune --false    # precision on the tuning part, false alarms listed
    uv run python evals/findings.py --split held-out        # precision on the part not read while fixing

The labels carry no split of their own, so files are split by a stable hash of their name: a third is held out
and its false alarms are never printed, so that fixes are made on the tuning part and checked on the other.
"""

import argparse
import csv
import hashlib
import sys
from collections import defaultdict
from pathlib import Path

from vitae.analysis import analyze_document
from vitae.documents import extract_document

SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
LABELS = Path(__file__).resolve().parent / "labels" / "findings.tsv"
TARGET = 0.9


def read_labels() -> dict[tuple[str, str], bool]:
    lines = [line for line in LABELS.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    return {(row["file"], row["finding"]): row["true"] == "1" for row in csv.DictReader(lines, delimiter="\t")}


def split_of(file: str) -> str:
    return "held-out" if int(hashlib.sha256(file.encode()).hexdigest(), 16) % 3 == 2 else "tune"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--split", choices=("all", "tune", "held-out"), default="all")
    parser.add_argument("--false", action="store_true", help="list false alarms (tuning part only)")
    options = parser.parse_args()
    if not SHARED_DATA.is_dir():
        print(f"skipped: shared data not found at {SHARED_DATA}")
        return 0
    labels = {key: value for key, value in read_labels().items() if options.split in ("all", split_of(key[0]))}
    false_alarms: list[str] = []
    verdicts: dict[str, list[bool]] = defaultdict(list)
    held_out: dict[str, list[bool]] = defaultdict(list)
    unlabelled: dict[str, int] = defaultdict(int)
    for file in sorted({file for file, _ in labels}):
        document = extract_document((SHARED_DATA / file).read_bytes())
        fired = {item.id: item for item in analyze_document(document).analysis.findings}
        for kind, item in fired.items():
            if (file, kind) in labels:
                verdicts[kind].append(labels[(file, kind)])
                if split_of(file) == "held-out":
                    held_out[kind].append(labels[(file, kind)])
                if not labels[(file, kind)] and split_of(file) == "tune":
                    false_alarms.append(f"{file}  {kind}: {item.message} | {item.evidence}")
            else:
                unlabelled[kind] += 1
    print(f"split: {options.split}")
    total = sum(len(items) for items in verdicts.values())
    right = sum(sum(items) for items in verdicts.values())
    print(
        f"{total} labelled findings fired on {len({file for file, _ in labels})} resumes: precision {right / total:.1%}"
    )
    for kind in sorted(verdicts):
        items = verdicts[kind]
        precision = sum(items) / len(items)
        mark = "" if precision >= TARGET else "  BELOW TARGET"
        apart = held_out[kind]
        held = f"  held-out {sum(apart):2d}/{len(apart):2d}" if options.split == "all" and apart else ""
        print(f"  {kind:42s} {sum(items):3d}/{len(items):3d}  {precision:6.1%}{held}{mark}")
    if unlabelled:
        print("fired without a label: " + ", ".join(f"{kind} {count}" for kind, count in sorted(unlabelled.items())))
    if options.false:
        print("false alarms (tuning part):")
        for line in false_alarms:
            print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
