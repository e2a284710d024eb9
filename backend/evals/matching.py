"""Match score and tailoring against real postings: 321 job descriptions, each labelled by whether it suits the one
resume beside them (panoslin/ResumeJDRelevancy, evaluation only).

    uv run python evals/matching.py

Prints, for the match score: the ROC AUC of the shipped model (fitted on these postings, so optimistic) beside the
nested cross-validated AUC (each posting scored by a model whose meaning threshold, evidence discounts, L2 penalty
and weights were chosen on the other folds only: the figure to quote), the accuracy at the good-match threshold,
each signal's AUC alone, and timing.

For tailoring, over every posting: the share whose match it raised among those where the resume has evidence to
bring forward (a requirement the posting asks that a job or project of the resume proves, but in other words than
the posting's or past the entry's first bullets, so that it proves less than its place could: what rewording and
ordering can change), beside the share raised among all postings where the resume shows anything the posting asks;
the facts it added that the resume does not state, and the experience claims it made that the dated jobs do not
bear out (both must be 0). Reads ../shared/data/jobs beside the repository.
"""

import csv
import statistics
import sys
import time
from datetime import date
from pathlib import Path

import numpy as np
from _logistic import nested_cross_validation, roc_auc

from vitae.ats.job_description import JobDescription, analyze_job_description
from vitae.ats.match import (
    COEFFICIENTS,
    GOOD_MATCH_THRESHOLD,
    REQUIRED_SHARE_FOR_GOOD,
    JobMatch,
    held_score,
    match_resume,
)
from vitae.ats.matcher import default_matcher
from vitae.ats.posting_requirements import SKILL_KINDS
from vitae.ats.requirement_evidence import (
    DISCOUNTS,
    MEANING_THRESHOLD,
    PLACE_CREDIT,
    Discounts,
    assess_requirements,
)
from vitae.ats.resume_evidence import PlaceKind, gather_evidence, resume_fields
from vitae.ats.skill_relatedness import default_relatedness
from vitae.documents.extraction import extract_document
from vitae.resume.model import ParsedResume
from vitae.resume.parser import parse_resume
from vitae.writer.claims import ClaimChecker
from vitae.writer.guard import SourceFacts, new_facts_in, source_text_of
from vitae.writer.tailor import tailor_resume

SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
JOBS = SHARED_DATA / "jobs"
# The resume's own 'today': the postings were collected in 2024, so ongoing jobs are counted to then.
TODAY = date(2024, 11, 1)
# The readings of evidence the cross-validation chooses among: a meaning threshold and the discounts for a place
# past an entry's first bullets and for other words than the posting's (the shipped reading is one of them).
Reading = tuple[float, Discounts]
READINGS: list[Reading] = [
    (threshold, Discounts(not_prominent=not_prominent, other_wording=other_wording))
    for threshold in (0.65, 0.7)
    for not_prominent in (0.4, 0.7, 0.9)
    for other_wording in (0.5, 0.7, 0.9)
]
SHIPPED: Reading = (MEANING_THRESHOLD, DISCOUNTS)

Posting = tuple[str, str, bool]
WORK = (PlaceKind.DATED_JOB, PlaceKind.JOB, PlaceKind.PROJECT)


def accuracy(scores: list[float], labels: list[bool], threshold: float) -> float:
    return sum((score >= threshold) == label for score, label in zip(scores, labels, strict=True)) / len(labels)


def load() -> tuple[ParsedResume, str, list[Posting]]:
    document = extract_document((JOBS / "panoslin-resume.pdf").read_bytes())
    with (JOBS / "panoslin-dev.csv").open(encoding="utf-8", newline="") as handle:
        rows = [
            (row["job_description_id"], row["job_description"], row["label"] == "True")
            for row in csv.DictReader(handle)
        ]
    return parse_resume(document), document.text, rows


def matches_at(resume: ParsedResume, text: str, rows: list[Posting], reading: Reading) -> list[JobMatch]:
    threshold, discounts = reading
    return [
        match_resume(
            resume,
            text,
            analyze_job_description(posting),
            today=TODAY,
            meaning_threshold=threshold,
            discounts=discounts,
        )
        for _, posting, _ in rows
    ]


def reading_name(reading: Reading) -> str:
    threshold, discounts = reading
    return f"{threshold}/{discounts.not_prominent}/{discounts.other_wording}"


def signal_matrix(matches: list[JobMatch]) -> np.ndarray:
    return np.array([[float(getattr(match.breakdown, name)) for name in COEFFICIENTS] for match in matches])


def held_scorer(by_set: list[list[JobMatch]]):  # type: ignore[no-untyped-def]
    """Scores a fold the way the product does: the model's chance, held below the good band as match.py holds it."""

    def score(weights: np.ndarray, features: np.ndarray, rows: list[int], index: int) -> list[float]:
        probabilities = 1 / (1 + np.exp(-(features @ weights[:-1] + weights[-1])))
        matches = by_set[index]
        return [
            held_score(
                float(probability),
                bool(matches[row].missing_must_haves),
                matches[row].required_met,
                matches[row].required_total,
            )
            + 1e-6 * float(probability)  # rounding to whole points ties many; the finer order breaks them
            for probability, row in zip(probabilities, rows, strict=True)
        ]

    return score


def main() -> None:
    if not JOBS.is_dir():
        print(f"skipped: no shared data at {JOBS}")
        return
    resume, text, rows = load()
    labels = [label for _, _, label in rows]
    analyze_job_description("warm up")
    timings: list[float] = []
    matches: list[JobMatch] = []
    for _, posting, _ in rows:
        started = time.perf_counter()
        matches.append(match_resume(resume, text, analyze_job_description(posting), today=TODAY))
        timings.append((time.perf_counter() - started) * 1000)
    scores = [float(match.match_score) for match in matches]
    print(f"postings: {len(rows)} ({sum(labels)} suitable)")
    by_reading = [matches if reading == SHIPPED else matches_at(resume, text, rows, reading) for reading in READINGS]
    estimate, chosen = nested_cross_validation(
        [signal_matrix(found) for found in by_reading], np.array(labels), held_scorer(by_reading)
    )
    print(f"ROC AUC, cross-validated (nested, 10 folds x 3 shuffles): {estimate:.4f} (target >= 0.92)")
    print(f"ROC AUC of the shipped weights, fitted on these postings: {roc_auc(scores, labels):.4f}")
    print(
        "  readings (meaning threshold/not prominent/other wording) chosen by the inner folds: "
        + ", ".join(
            f"{reading_name(reading)} x{count}" for reading, count in zip(READINGS, chosen, strict=True) if count
        )
    )
    held = sum(bool(match.missing_must_haves) for match in matches)
    print(f"held below the good band by a missing must-have: {held} postings")
    at_threshold = accuracy(scores, labels, GOOD_MATCH_THRESHOLD)
    print(f"accuracy at the good-match threshold {GOOD_MATCH_THRESHOLD}: {at_threshold:.3f}")
    for name, coefficient in COEFFICIENTS.items():
        values = [float(getattr(match.breakdown, name)) for match in matches]
        print(f"  signal {name:<10} coefficient {coefficient:5.2f}  AUC alone {roc_auc(values, labels):.3f}")
    print(f"analyse + match: p50 {statistics.median(timings):.1f} ms, max {max(timings):.1f} ms per posting")
    tailoring(resume, text, rows, matches)


def evidence_to_bring_forward(resume: ParsedResume, text: str, job: JobDescription) -> bool:
    """Whether a job or project of the resume proves a skill the posting asks but proves it less than its place
    could: in other words than the posting's, or past the entry's first bullets. Rewording and ordering change
    exactly that; a skill only listed, or only claimed in the summary, they cannot bring forward without adding it."""
    places = {place.label: place for place, _ in resume_fields(resume)}
    evidence = {item.name: item for item in gather_evidence(resume, text, default_matcher()).values()}
    for item in assess_requirements(job, resume, evidence, default_relatedness()):
        if not item.met or item.proof is None or item.requirement.kind not in SKILL_KINDS:
            continue
        work = [places[label] for label in item.proof.places if label in places and places[label].kind in WORK]
        if work and item.proof.credit < max(PLACE_CREDIT[place.kind] for place in work) - 1e-9:
            return True
    return False


REASONS = ("at 95 or more", "at 5 or less", "held below the good band", "elsewhere")


def unraised_reason(score: int, match: JobMatch) -> str:
    """Where a score sits that tailoring did not raise: near either end a whole point takes a large change of the
    model's chance, and a held score moves at half the rate."""
    if score >= 95:
        return REASONS[0]
    if score <= 5:
        return REASONS[1]
    if match.missing_must_haves or match.required_met < REQUIRED_SHARE_FOR_GOOD * match.required_total:
        return REASONS[2]
    return REASONS[3]


def tailoring(resume: ParsedResume, text: str, rows: list[Posting], matches: list[JobMatch]) -> None:
    facts = SourceFacts(source_text_of(resume) + "\n" + text)
    claim_checker = ClaimChecker(resume, source_text_of(resume) + "\n" + text, TODAY)
    raised = kept = lowered = with_evidence = raised_with_evidence = forward = raised_forward = 0
    unraised: list[str] = []  # why a score with evidence to bring forward stayed where it was
    new_facts: list[str] = []
    claims: list[str] = []
    timings: list[float] = []
    for (_, posting, _), before in zip(rows, matches, strict=True):
        started = time.perf_counter()
        job = analyze_job_description(posting)
        tailored = tailor_resume(resume, text, job, base=None, today=TODAY)
        timings.append((time.perf_counter() - started) * 1000)
        after = tailored.match_score
        raised += after > tailored.original_match_score
        kept += after == tailored.original_match_score
        lowered += after < tailored.original_match_score
        if before.matched_keywords:  # the resume shows something the posting asks
            with_evidence += 1
            raised_with_evidence += after > tailored.original_match_score
        if evidence_to_bring_forward(resume, text, job):
            forward += 1
            raised_forward += after > tailored.original_match_score
            if after <= tailored.original_match_score:
                unraised.append(unraised_reason(tailored.original_match_score, before))
        content = tailored.enhanced_content
        new_facts.extend(f"{fact.kind}: {fact.text}" for fact in new_facts_in(content, facts, claim_checker))
        claims.extend(f"{claim.text}: {claim.reason}" for claim in claim_checker.unsupported(content))
    total = len(rows)
    print(
        f"tailoring raised the match for {raised_forward / max(forward, 1):.1%} of the {forward} postings where the "
        "resume has evidence to bring forward (target >= 80%)"
    )
    print(
        f"  of the {with_evidence} where it shows anything the posting asks: raised "
        f"{raised_with_evidence / max(with_evidence, 1):.1%}; over all {total}: raised {raised / total:.1%}, kept "
        f"{kept / total:.1%}, lowered {lowered / total:.1%}"
    )
    print("  not raised, by where the score stood: " + ", ".join(f"{why} {unraised.count(why)}" for why in REASONS))
    print(f"facts added that the resume does not state: {len(new_facts)} (must be 0)")
    for fact in sorted(set(new_facts))[:20]:
        print(f"  {fact}")
    print(f"experience claims the dated jobs do not support: {len(claims)} (must be 0)")
    for claim in sorted(set(claims))[:20]:
        print(f"  {claim}")
    print(f"tailor (analysis cached): p50 {statistics.median(timings):.1f} ms per posting")
    if new_facts or claims:
        sys.exit(1)


if __name__ == "__main__":
    main()
