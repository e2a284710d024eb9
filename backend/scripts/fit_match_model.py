"""Fit the coefficients of the match score's logistic model (vitae/ats/match.py) on labelled postings.

    uv run python scripts/fit_match_model.py

Reads ../shared/data/jobs beside the repository (321 postings, each labelled as suiting one resume or not;
panoslin/ResumeJDRelevancy, evaluation only), computes every signal of the match for each posting, and fits an
L2-regularised logistic regression on them. The regularisation strength is chosen by the ROC AUC of 10-fold
cross-validation repeated over five shuffles; a signal whose coefficient comes out negative is dropped and the fit
repeated, so the score only ever rises with a signal. Prints the cross-validated AUC (the honest estimate: each
posting scored by a model that never saw it), the in-sample AUC, and the constants to paste into match.py. Plain
Python: a handful of coefficients need no numerical library.
"""

import csv
import math
import random
import sys
from datetime import date
from pathlib import Path

from vitae.ats.job_description import analyze_job_description
from vitae.ats.match import COEFFICIENTS, match_resume
from vitae.documents.extraction import extract_document
from vitae.resume.parser import parse_resume

JOBS = Path(__file__).resolve().parents[3] / "shared" / "data" / "jobs"
TODAY = date(2024, 11, 1)  # the postings were collected in 2024: ongoing jobs are counted to then
PENALTIES = (0.03, 0.1, 0.3, 1.0, 3.0)
FOLDS = 10
SHUFFLES = 5
NEWTON_STEPS = 30

Row = list[float]


def roc_auc(scores: list[float], labels: list[bool]) -> float:
    positives = [score for score, label in zip(scores, labels, strict=True) if label]
    negatives = [score for score, label in zip(scores, labels, strict=True) if not label]
    wins = sum(1.0 if p > n else 0.5 if p == n else 0.0 for p in positives for n in negatives)
    return wins / (len(positives) * len(negatives))


def solve(matrix: list[Row], vector: Row) -> Row:
    """Gaussian elimination with partial pivoting; the matrix is small and positive definite."""
    size = len(vector)
    augmented = [[*row, value] for row, value in zip(matrix, vector, strict=True)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda row: abs(augmented[row][column]))
        augmented[column], augmented[pivot] = augmented[pivot], augmented[column]
        for row in range(column + 1, size):
            factor = augmented[row][column] / augmented[column][column]
            for index in range(column, size + 1):
                augmented[row][index] -= factor * augmented[column][index]
    solution = [0.0] * size
    for row in reversed(range(size)):
        known = sum(augmented[row][index] * solution[index] for index in range(row + 1, size))
        solution[row] = (augmented[row][size] - known) / augmented[row][row]
    return solution


def fit(features: list[Row], labels: list[bool], penalty: float) -> Row:
    """Newton's method on the penalised log-likelihood; the intercept (last) is not penalised."""
    rows = [[*row, 1.0] for row in features]
    size = len(rows[0])
    weights = [0.0] * size
    for _ in range(NEWTON_STEPS):
        gradient = [penalty * weight for weight in weights[:-1]] + [0.0]
        hessian = [[penalty if i == j and i < size - 1 else 0.0 for j in range(size)] for i in range(size)]
        for row, label in zip(rows, labels, strict=True):
            probability = 1 / (1 + math.exp(-sum(w * x for w, x in zip(weights, row, strict=True))))
            error = probability - label
            curvature = probability * (1 - probability)
            for i in range(size):
                gradient[i] += error * row[i]
                for j in range(size):
                    hessian[i][j] += curvature * row[i] * row[j]
        step = solve(hessian, gradient)
        weights = [weight - change for weight, change in zip(weights, step, strict=True)]
    return weights


def logit(weights: Row, row: Row) -> float:
    return sum(w * x for w, x in zip(weights, [*row, 1.0], strict=True))


def cross_validated_auc(features: list[Row], labels: list[bool], penalty: float) -> float:
    results = []
    for shuffle in range(SHUFFLES):
        order = list(range(len(labels)))
        random.Random(shuffle).shuffle(order)
        scores = [0.0] * len(labels)
        for fold in range(FOLDS):
            held = set(order[fold::FOLDS])
            train = [index for index in order if index not in held]
            weights = fit([features[i] for i in train], [labels[i] for i in train], penalty)
            for index in held:
                scores[index] = logit(weights, features[index])
        results.append(roc_auc(scores, labels))
    return sum(results) / len(results)


def signals() -> tuple[list[str], list[Row], list[bool]]:
    document = extract_document((JOBS / "panoslin-resume.pdf").read_bytes())
    resume = parse_resume(document)
    with (JOBS / "panoslin-dev.csv").open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    names = list(COEFFICIENTS)
    features: list[Row] = []
    for row in rows:
        match = match_resume(resume, document.text, analyze_job_description(row["job_description"]), today=TODAY)
        features.append([float(getattr(match.breakdown, name)) for name in names])
    return names, features, [row["label"] == "True" for row in rows]


def main() -> None:
    if not JOBS.is_dir():
        sys.exit(f"no shared data at {JOBS}")
    names, features, labels = signals()
    for index, name in enumerate(names):
        print(f"  {name:<11} AUC alone {roc_auc([row[index] for row in features], labels):.3f}")
    kept = list(range(len(names)))
    while True:
        columns = [[row[index] for index in kept] for row in features]
        penalty = max(PENALTIES, key=lambda value: cross_validated_auc(columns, labels, value))
        weights = fit(columns, labels, penalty)
        negative = [kept[position] for position, weight in enumerate(weights[:-1]) if weight < 0]
        if not negative:
            break
        kept = [index for index in kept if index != min(negative, key=lambda index: weights[kept.index(index)])]
    print(f"L2 penalty {penalty}; signals kept: {', '.join(names[index] for index in kept)}")
    estimate = cross_validated_auc(columns, labels, penalty)
    print(f"cross-validated ROC AUC ({FOLDS}-fold, {SHUFFLES} shuffles): {estimate:.3f}")
    print(f"in-sample ROC AUC: {roc_auc([logit(weights, row) for row in columns], labels):.3f}")
    print("COEFFICIENTS = {")
    for name_index, name in enumerate(names):
        weight = weights[kept.index(name_index)] if name_index in kept else 0.0
        print(f'    "{name}": {weight:.2f},')
    print("}")
    print(f"INTERCEPT = {weights[-1]:.2f}")


if __name__ == "__main__":
    main()
