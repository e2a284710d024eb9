"""L2-regularised logistic regression and its honest measure, for the match score's weights.

`nested_cross_validation` is the figure to quote: every posting is scored by a model fitted, with its penalty chosen
by an inner cross-validation, on folds that never saw it. `choose_and_fit` is what is written into match.py: the
penalty chosen by cross-validation on all postings, then fitted on all of them. A signal whose weight comes out
negative is dropped and the fit repeated, so that the score only ever rises with a signal.
"""

import random
from collections.abc import Callable, Sequence

import numpy as np
import numpy.typing as npt

PENALTIES = (0.03, 0.1, 0.3, 1.0, 3.0)
FOLDS = 10
SHUFFLES = 3
NEWTON_STEPS = 25

Matrix = npt.NDArray[np.float64]


def roc_auc(scores: Sequence[float], labels: Sequence[bool]) -> float:
    """The probability that a random suitable posting scores above a random unsuitable one (ties count half)."""
    positives = np.array([score for score, label in zip(scores, labels, strict=True) if label])
    negatives = np.array([score for score, label in zip(scores, labels, strict=True) if not label])
    wins = (positives[:, None] > negatives[None, :]).sum() + 0.5 * (positives[:, None] == negatives[None, :]).sum()
    return float(wins / (len(positives) * len(negatives)))


def fit(features: Matrix, labels: npt.NDArray[np.bool_], penalty: float) -> npt.NDArray[np.float64]:
    """Newton's method on the penalised log-likelihood; the intercept (last weight) is not penalised."""
    rows = np.hstack([features, np.ones((len(features), 1))])
    size = rows.shape[1]
    weights = np.zeros(size)
    ridge = np.eye(size) * penalty
    ridge[-1, -1] = 0.0
    target = labels.astype(float)
    for _ in range(NEWTON_STEPS):
        probability = 1 / (1 + np.exp(-rows @ weights))
        gradient = rows.T @ (probability - target) + ridge @ weights
        hessian = (rows * (probability * (1 - probability))[:, None]).T @ rows + ridge
        weights -= np.linalg.solve(hessian + 1e-9 * np.eye(size), gradient)
    return weights


def fit_non_negative(features: Matrix, labels: npt.NDArray[np.bool_], penalty: float) -> npt.NDArray[np.float64]:
    """The fit with every signal whose weight comes out negative dropped (its weight 0), one at a time."""
    kept = list(range(features.shape[1]))
    while True:
        weights = fit(features[:, kept], labels, penalty)
        negative = [position for position in range(len(kept)) if weights[position] < 0]
        if not negative:
            full = np.zeros(features.shape[1] + 1)
            full[kept] = weights[:-1]
            full[-1] = weights[-1]
            return full
        kept.pop(min(negative, key=lambda position: weights[position]))


def _folds(count: int, shuffle: int) -> list[list[int]]:
    order = list(range(count))
    random.Random(shuffle).shuffle(order)
    return [order[fold::FOLDS] for fold in range(FOLDS)]


# (weights, a fold's features, the fold's rows, which feature set) -> the fold's scores
Scorer = Callable[[npt.NDArray[np.float64], Matrix, Sequence[int], int], Sequence[float]]


def logit_scores(
    weights: npt.NDArray[np.float64], features: Matrix, _rows: Sequence[int], _set: int = 0
) -> Sequence[float]:
    return list(features @ weights[:-1] + weights[-1])


def cross_validated_auc(
    features: Matrix, labels: npt.NDArray[np.bool_], penalty: float, scorer: Scorer = logit_scores, shuffles: int = 1
) -> float:
    results = []
    for shuffle in range(shuffles):
        scores = np.zeros(len(labels))
        for held in _folds(len(labels), shuffle):
            train = np.setdiff1d(np.arange(len(labels)), held)
            weights = fit_non_negative(features[train], labels[train], penalty)
            scores[held] = scorer(weights, features[held], held, 0)
        results.append(roc_auc(list(scores), list(labels)))
    return float(np.mean(results))


def choose_and_fit(features: Matrix, labels: npt.NDArray[np.bool_]) -> tuple[float, npt.NDArray[np.float64]]:
    penalty = max(PENALTIES, key=lambda value: cross_validated_auc(features, labels, value))
    return penalty, fit_non_negative(features, labels, penalty)


def nested_cross_validation(
    feature_sets: Sequence[Matrix], labels: npt.NDArray[np.bool_], scorer: Scorer = logit_scores
) -> tuple[float, list[int]]:
    """Outer folds score each posting with a model whose feature set (e.g. a threshold's signals) and penalty were
    chosen by an inner cross-validation on the other folds only. Returns the mean AUC over shuffles and how often each
    feature set was chosen."""
    results: list[float] = []
    chosen = [0] * len(feature_sets)
    for shuffle in range(SHUFFLES):
        scores = np.zeros(len(labels))
        for held in _folds(len(labels), shuffle):
            train = np.setdiff1d(np.arange(len(labels)), held)
            options = [
                (cross_validated_auc(features[train], labels[train], penalty), index, penalty)
                for index, features in enumerate(feature_sets)
                for penalty in PENALTIES
            ]
            _, index, penalty = max(options)
            chosen[index] += 1
            weights = fit_non_negative(feature_sets[index][train], labels[train], penalty)
            scores[held] = scorer(weights, feature_sets[index][held], held, index)
        results.append(roc_auc(list(scores), list(labels)))
    return float(np.mean(results)), chosen
