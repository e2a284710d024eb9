"""Fit the weights of the match score's logistic model (vitae/ats/match.py) and choose the meaning threshold and the
discounts of requirement evidence (vitae/ats/requirement_evidence.py) on labelled postings.

    uv run python scripts/fit_match_model.py

Reads ../shared/data/jobs beside the repository (321 postings, each labelled as suiting one resume or not;
panoslin/ResumeJDRelevancy, evaluation only). For each candidate reading (threshold and discounts) it computes every
signal of the match for each posting; the reading and the L2 penalty are chosen by 10-fold cross-validated ROC AUC,
and the weights fitted on all postings with that choice (a signal whose weight comes out negative is dropped, so the
score only rises with a signal). Prints the constants to paste. The figure to quote is the nested cross-validated AUC
that `evals/matching.py` prints, not the in-sample one printed here.
"""

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "evals"))

from _logistic import PENALTIES, cross_validated_auc, fit_non_negative, roc_auc  # noqa: E402
from matching import JOBS, READINGS, load, matches_at, reading_name, signal_matrix  # noqa: E402

from vitae.ats.match import COEFFICIENTS  # noqa: E402


def main() -> None:
    if not JOBS.is_dir():
        sys.exit(f"no shared data at {JOBS}")
    resume, text, rows = load()
    labels = np.array([label for _, _, label in rows])
    sets = [signal_matrix(matches_at(resume, text, rows, reading)) for reading in READINGS]
    options = [
        (cross_validated_auc(features, labels, penalty, shuffles=3), index, penalty)
        for index, features in enumerate(sets)
        for penalty in PENALTIES
    ]
    estimate, index, penalty = max(options)
    (threshold, discounts), features = READINGS[index], sets[index]
    weights = fit_non_negative(features, labels, penalty)
    print(f"reading {reading_name(READINGS[index])}, L2 penalty {penalty}: cross-validated ROC AUC {estimate:.4f}")
    print(f"in-sample ROC AUC of the logit: {roc_auc(list(features @ weights[:-1] + weights[-1]), list(labels)):.4f}")
    print(f"MEANING_THRESHOLD = {threshold}")
    print(f"not_prominent: float = {discounts.not_prominent}")
    print(f"other_wording: float = {discounts.other_wording}")
    print("COEFFICIENTS = {")
    for name, weight in zip(COEFFICIENTS, weights[:-1], strict=True):
        print(f'    "{name}": {weight:.2f},')
    print("}")
    print(f"INTERCEPT = {weights[-1]:.2f}")


if __name__ == "__main__":
    main()
