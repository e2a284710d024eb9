"""Match score and tailoring against real postings: 321 job descriptions, each labelled by whether it suits the one
resume beside them (panoslin/ResumeJDRelevancy, evaluation only).

    uv run python evals/matching.py

Prints the ROC AUC of matchScore against the labels, the accuracy at the product's good-match threshold (and the
best any threshold would reach, for reference), the AUC of each signal alone, timing, and for tailoring: the share
of postings whose match score it raised or kept, and the number of facts it added that the resume does not state
(must be 0). Reads ../shared/data/jobs beside the repository.
"""

import csv
import statistics
import sys
import time
from datetime import date
from pathlib import Path

from vitae.ats.job_description import analyze_job_description
from vitae.ats.match import COEFFICIENTS, GOOD_MATCH_THRESHOLD, JobMatch, match_resume
from vitae.documents.extraction import extract_document
from vitae.resume.model import ParsedResume
from vitae.resume.parser import parse_resume
from vitae.writer.guard import SourceFacts, source_text_of
from vitae.writer.tailor import tailor_resume

SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
JOBS = SHARED_DATA / "jobs"
# The resume's own 'today': the postings were collected in 2024, so ongoing jobs are counted to then.
TODAY = date(2024, 11, 1)


def roc_auc(scores: list[float], labels: list[bool]) -> float:
    """The probability that a random suitable posting scores above a random unsuitable one (ties count half)."""
    positives = [score for score, label in zip(scores, labels, strict=True) if label]
    negatives = [score for score, label in zip(scores, labels, strict=True) if not label]
    wins = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p in positives for n in negatives)
    return wins / (len(positives) * len(negatives))


def accuracy(scores: list[float], labels: list[bool], threshold: float) -> float:
    return sum((score >= threshold) == label for score, label in zip(scores, labels, strict=True)) / len(labels)


def load() -> tuple[ParsedResume, str, list[tuple[str, str, bool]]]:
    document = extract_document((JOBS / "panoslin-resume.pdf").read_bytes())
    with (JOBS / "panoslin-dev.csv").open(encoding="utf-8", newline="") as handle:
        rows = [
            (row["job_description_id"], row["job_description"], row["label"] == "True")
            for row in csv.DictReader(handle)
        ]
    return parse_resume(document), document.text, rows


def main() -> None:
    if not JOBS.is_dir():
        print(f"skipped: no shared data at {JOBS}")
        return
    resume, text, rows = load()
    labels = [label for _, _, label in rows]
    matches: list[JobMatch] = []
    timings: list[float] = []
    analyze_job_description("warm up")
    for _, posting, _ in rows:
        started = time.perf_counter()
        job = analyze_job_description(posting)
        matches.append(match_resume(resume, text, job, today=TODAY))
        timings.append((time.perf_counter() - started) * 1000)
    scores = [float(match.match_score) for match in matches]
    print(f"postings: {len(rows)} ({sum(labels)} suitable)")
    print(f"ROC AUC: {roc_auc(scores, labels):.4f} (target >= 0.90)")
    at_threshold = accuracy(scores, labels, GOOD_MATCH_THRESHOLD)
    print(f"accuracy at the good-match threshold {GOOD_MATCH_THRESHOLD}: {at_threshold:.3f}")
    best = max(range(101), key=lambda threshold: accuracy(scores, labels, threshold))
    print(f"best accuracy any threshold reaches: {accuracy(scores, labels, best):.3f} at {best}")
    for name, coefficient in COEFFICIENTS.items():
        values = [float(getattr(match.breakdown, name)) for match in matches]
        print(f"  signal {name:<10} coefficient {coefficient:5.2f}  AUC alone {roc_auc(values, labels):.3f}")
    print(f"analyse + match: p50 {statistics.median(timings):.1f} ms, max {max(timings):.1f} ms per posting")
    tailoring(resume, text, rows)


def tailoring(resume: ParsedResume, text: str, rows: list[tuple[str, str, bool]]) -> None:
    facts = SourceFacts(source_text_of(resume) + "\n" + text)
    raised = kept = lowered = 0
    new_facts: list[str] = []
    timings: list[float] = []
    for _, posting, _ in rows:
        started = time.perf_counter()
        job = analyze_job_description(posting)
        before = match_resume(resume, text, job, today=TODAY).match_score
        tailored = tailor_resume(resume, text, job, base=None, today=TODAY)
        timings.append((time.perf_counter() - started) * 1000)
        after = tailored.match_score
        raised += after > before
        kept += after == before
        lowered += after < before
        new_facts.extend(f"{fact.kind}: {fact.text}" for fact in facts.new_facts(tailored.enhanced_content))
    total = len(rows)
    print(
        f"tailoring raised the match score for {raised / total:.1%} of postings, kept it for {kept / total:.1%}, "
        f"lowered it for {lowered / total:.1%} (target: raised >= 90%)"
    )
    print(f"facts added that the resume does not state: {len(new_facts)} (must be 0)")
    for fact in sorted(set(new_facts))[:20]:
        print(f"  {fact}")
    print(f"analyse + match + tailor: p50 {statistics.median(timings):.1f} ms per posting")
    if new_facts:
        sys.exit(1)


if __name__ == "__main__":
    main()
