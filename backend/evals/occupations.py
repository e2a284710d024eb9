"""Occupation accuracy on resumes labelled by hand (evals/labels/occupations.tsv: file in ../shared/data and the O*NET
codes a recruiter would accept), read as the product reads an upload: the text through the resume parser, then the
occupation reader on its titles and bullets.

    uv run python evals/occupations.py [--show dev|test]

The figure to quote is the test split's: the reader's weights and thresholds were chosen on the dev split only.
Printed per split: top-1 accuracy, accuracy of the SOC major group (the 'industry'), the share the reader is sure of
and the accuracy on those.
"""

import argparse
import csv
import html
import re
import sys
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from vitae.ats.facts import gather_facts
from vitae.ats.matcher import default_matcher
from vitae.ats.occupation_meaning import OccupationEstimate, default_occupation_reader
from vitae.ats.scoring import occupation_evidence
from vitae.resume.parser import parse_resume_text

SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
LABELS = Path(__file__).resolve().parent / "labels" / "occupations.tsv"
_TAG = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class Labelled:
    file: str
    codes: frozenset[str]
    split: str


def read_labels() -> list[Labelled]:
    lines = [line for line in LABELS.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    return [
        Labelled(row["file"], frozenset(row["codes"].split(",")), row["split"])
        for row in csv.DictReader(lines, delimiter="\t")
    ]


def resume_text(path: Path) -> str:
    """A resumes-ner file's plain text (its entity tags removed), or any other file's text as it is."""
    raw = path.read_text(encoding="utf-8")
    if path.suffix == ".xml":
        body = raw.split("<cv>", 1)[-1].rsplit("</cv>", 1)[0]
        return html.unescape(_TAG.sub("", body))
    return raw


def estimate_of(text: str) -> tuple[OccupationEstimate | None, list[str]]:
    resume = parse_resume_text(text)
    facts = gather_facts(resume, text, matcher=default_matcher(), page_count=None, file_issues=(), today=date.today())
    titles, statements = occupation_evidence(facts)
    return default_occupation_reader().read(titles, statements), titles


def main() -> int:
    arguments = argparse.ArgumentParser()
    arguments.add_argument("--show", choices=("dev", "test"), help="print every resume of that split")
    show = arguments.parse_args().show
    if not SHARED_DATA.is_dir():
        print(f"skipped: shared data not found at {SHARED_DATA}")
        return 0
    labels = read_labels()
    results: dict[str, list[tuple[bool, bool, bool]]] = {"dev": [], "test": []}
    for item in labels:
        estimate, titles = estimate_of(resume_text(SHARED_DATA / item.file))
        code = estimate.occupation.code if estimate else ""
        right = code in item.codes
        group_right = any(code[:2] == wanted[:2] for wanted in item.codes)
        sure = estimate is not None and estimate.sure
        results[item.split].append((right, group_right, sure))
        if show == item.split:
            found = f"{code} {estimate.occupation.title} {estimate.confidence:.2f}" if estimate else "none"
            print(
                f"{'ok ' if right else 'BAD'} {'sure' if sure else 'not sure':8s} {item.file:22s} {found} <- {titles}"
            )
    occupations = {code for item in labels for code in item.codes if not code.startswith("15-")}
    print(
        f"{len(labels)} labelled resumes, {len({min(item.codes) for item in labels})} occupations "
        f"({len(occupations)} codes accepted, none in software)"
    )
    for split, rows in results.items():
        total = len(rows)
        sure = [row for row in rows if row[2]]
        print(
            f"{split:4s} n={total:3d}  top-1 {sum(row[0] for row in rows) / total:.1%}  "
            f"major group {sum(row[1] for row in rows) / total:.1%}  sure of {len(sure) / total:.0%}, "
            f"right when sure {sum(row[0] for row in sure) / max(1, len(sure)):.1%}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
