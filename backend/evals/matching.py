"""Match score and tailoring against real postings: 321 job descriptions, each labelled by whether it suits the one
resume beside them (panoslin/ResumeJDRelevancy, evaluation only).

    uv run python evals/matching.py

Prints, for the match score: the ROC AUC of the shipped model (fitted on these postings, so optimistic) beside the
nested cross-validated AUC (each posting scored by a model whose meaning threshold, evidence discounts, L2 penalty
and weights were chosen on the other folds only: the figure to quote), the accuracy at the good-match threshold,
each signal's AUC alone, and timing.

For tailoring, over every posting, for the labelled resume and one resume of each trade the data has (chosen by the
rule in _trade_resumes.py): the share of resume x posting pairs whose match it raised among those where the resume
has evidence to bring forward (a requirement the posting asks, and the score weighs, that a job or project of the
resume proves, but in other words than the posting's or past the entry's first bullets, so that it proves less than
its place could: what rewording and ordering can change) and the score stood below 95. Counted apart, each with its
number printed: the pairs at 95 or more, where a whole point is almost out of reach (the share counting them as not
raised is printed beside), and the pairs whose only such evidence is of nice-to-haves while the fitted model gives
those no weight. Then the facts tailoring added that the resume does not state, and the experience claims it made
that the dated jobs do not bear out (both must be 0). Reads ../shared/data beside the repository. `--tailoring`
prints the tailoring part only.
"""

import csv
import statistics
import sys
import time
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

import numpy as np
from _logistic import nested_cross_validation, roc_auc
from _trade_resumes import trade_resumes

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
from vitae.ats.posting_requirements import SKILL_KINDS, Strength
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
    if "--tailoring" in sys.argv[1:]:
        tailoring(resume, text, rows)
        return
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
    tailoring(resume, text, rows)


def evidence_to_bring_forward(resume: ParsedResume, text: str, job: JobDescription) -> str:
    """Whether a job or project of the resume proves a skill the posting asks but proves it less than its place
    could: in other words than the posting's, or past the entry's first bullets. Rewording and ordering change
    exactly that; a skill only listed, or only claimed in the summary, they cannot bring forward without adding it.
    'weighed' when such a skill is one the score weighs (a required one; a nice-to-have only while the fitted
    model gives the nice-to-haves a weight), 'unweighed' when only skills the score gives no weight are, else ''."""
    places = {place.label: place for place, _ in resume_fields(resume)}
    evidence = {item.name: item for item in gather_evidence(resume, text, default_matcher()).values()}
    found = ""
    for item in assess_requirements(job, resume, evidence, default_relatedness()):
        if not item.met or item.proof is None or item.requirement.kind not in SKILL_KINDS:
            continue
        work = [places[label] for label in item.proof.places if label in places and places[label].kind in WORK]
        if work and item.proof.credit < max(PLACE_CREDIT[place.kind] for place in work) - 1e-9:
            signal = "preferred" if item.requirement.strength is Strength.PREFERRED else "required"
            if COEFFICIENTS[signal] > 0:
                return "weighed"
            found = "unweighed"
    return found


CEILING = 95  # a score at or above it has almost no whole point left to rise: such pairs are counted apart
REASONS = ("at 5 or less", "held below the good band", "elsewhere")


def unraised_reason(match: JobMatch) -> str:
    """Where a score below CEILING sits that tailoring did not raise: near 0 a whole point takes a large change of
    the model's chance, and a held score moves at half the rate."""
    if match.match_score <= 5:
        return REASONS[0]
    if match.missing_must_haves or match.required_met < REQUIRED_SHARE_FOR_GOOD * match.required_total:
        return REASONS[1]
    return REASONS[2]


@dataclass
class Tally:
    """Tailoring's results over the postings for one resume, or summed over all."""

    pairs: int = 0
    raised: int = 0
    lowered: int = 0
    forward: int = 0  # with evidence to bring forward
    at_ceiling: int = 0  # of those, at CEILING or more before
    unweighed: int = 0  # with evidence to bring forward only of skills the score gives no weight
    raised_forward: int = 0  # of those below CEILING
    unraised: list[str] = field(default_factory=list)
    new_facts: list[str] = field(default_factory=list)
    claims: list[str] = field(default_factory=list)
    timings: list[float] = field(default_factory=list)

    def add(self, other: "Tally") -> None:
        for name in ("pairs", "raised", "lowered", "forward", "at_ceiling", "unweighed", "raised_forward"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        for name in ("unraised", "new_facts", "claims", "timings"):
            getattr(self, name).extend(getattr(other, name))

    def rate(self) -> float:
        return self.raised_forward / max(self.forward - self.at_ceiling, 1)


def tailor_all(resume: ParsedResume, text: str, jobs: list[JobDescription]) -> Tally:
    facts = SourceFacts(source_text_of(resume) + "\n" + text)
    claim_checker = ClaimChecker(resume, source_text_of(resume) + "\n" + text, TODAY)
    tally = Tally()
    for job in jobs:
        started = time.perf_counter()
        tailored = tailor_resume(resume, text, job, base=None, today=TODAY)
        tally.timings.append((time.perf_counter() - started) * 1000)
        before, after = tailored.original_match_score, tailored.match_score
        tally.pairs += 1
        tally.raised += after > before
        tally.lowered += after < before
        forward = evidence_to_bring_forward(resume, text, job)
        tally.unweighed += forward == "unweighed"
        if forward == "weighed":
            tally.forward += 1
            if before >= CEILING:
                tally.at_ceiling += 1
            elif after > before:
                tally.raised_forward += 1
            else:
                tally.unraised.append(unraised_reason(match_resume(resume, text, job, today=TODAY)))
        content = tailored.enhanced_content
        tally.new_facts.extend(f"{fact.kind}: {fact.text}" for fact in new_facts_in(content, facts, claim_checker))
        tally.claims.extend(f"{claim.text}: {claim.reason}" for claim in claim_checker.unsupported(content))
    return tally


def tailoring(resume: ParsedResume, text: str, rows: list[Posting]) -> None:
    """Tailors the labelled resume and each trade resume (_trade_resumes: one per trade, by a stated rule) to every
    posting. The figure to quote is the share raised among the pairs with evidence to bring forward whose score was
    below CEILING; the pairs at CEILING or more are counted apart, and the share counting them as not raised is
    printed beside it."""
    jobs = [analyze_job_description(posting) for _, posting, _ in rows]
    resumes = [("jobs/panoslin-resume.pdf", "labelled", resume, text)]
    resumes += [(item.file, item.trade, item.resume, item.text) for item in trade_resumes(SHARED_DATA)]
    total = Tally()
    print(f"tailoring: {len(resumes)} resumes x {len(jobs)} postings")
    for file, trade, own, own_text in resumes:
        tally = tailor_all(own, own_text, jobs)
        total.add(tally)
        print(
            f"  {file:<26} {trade[:44]:<44} with evidence {tally.forward:3d} (at {CEILING}+ {tally.at_ceiling:3d}), "
            f"raised {tally.raised_forward:3d} ({tally.rate():.1%}), lowered {tally.lowered}"
        )
    print(
        f"tailoring raised the match for {total.rate():.1%} of the {total.forward - total.at_ceiling} resume x posting "
        f"pairs with evidence to bring forward and a score below {CEILING} (target >= 80%)"
    )
    print(
        f"  {total.at_ceiling} more pairs with evidence stood at {CEILING} or more; counted as not raised, the share "
        f"is {total.raised_forward / max(total.forward, 1):.1%} of {total.forward}"
    )
    print(
        f"  {total.unweighed} more pairs had evidence to bring forward only of skills the score gives no weight "
        f"(nice-to-haves, coefficient {COEFFICIENTS['preferred']:.2f}): no rewording or order can raise those"
    )
    print(
        f"  over all {total.pairs} pairs: raised {total.raised / total.pairs:.1%}, lowered "
        f"{total.lowered / total.pairs:.1%}"
    )
    where = ", ".join(f"{why} {total.unraised.count(why)}" for why in REASONS)
    print(f"  not raised, by where the score stood: {where}")
    print(f"facts added that the resume does not state: {len(total.new_facts)} (must be 0)")
    for fact in sorted(set(total.new_facts))[:20]:
        print(f"  {fact}")
    print(f"experience claims the dated jobs do not support: {len(total.claims)} (must be 0)")
    for claim in sorted(set(total.claims))[:20]:
        print(f"  {claim}")
    print(f"tailor (analysis cached): p50 {statistics.median(total.timings):.1f} ms per pair")
    if total.new_facts or total.claims:
        sys.exit(1)


if __name__ == "__main__":
    main()
