"""Interview feedback against human judges: the MIT Interview dataset (64 transcribed mock interviews, each rated by
9 judges). Text only.

The overall score weighs one of a few sets of signals of each answer (`FEATURE_SETS`: the delivery parts, saying enough,
fluently, in precise words, alone or with a category; or the six categories), each answer's scaled by how well it
answers the question (`RELEVANCE_RAMPS`). The weights are fitted (non-negative ridge regression on the interviews'
standardised signals against the judges' Overall) and measured by k-fold cross-validation: each interview is scored
with weights fitted on the other folds (and put on the judges' scale there), and Spearman rho is taken over those
held-out scores, repeated over several shuffles. Two figures: 'plain' uses the shipped set, ramp and ridge strength,
chosen by cross-validation on all the interviews; 'nested' makes all three choices inside each outer fold by an inner
cross-validation on that fold's training interviews only, so no choice sees the interviews it is measured on. Beside
them, two baselines that need no fitting: the filler rate alone and the answer length alone. The evaluator must beat
the better baseline by at least 0.05.

    uv run python evals/interviews.py                  # measure
    uv run python evals/interviews.py --write-weights  # also refit on all 64 and write the shipped weights

Reads ../shared/data/interviews (beside the repository); skips with a message where it is absent.
"""

import csv
import json
import random
import re
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import numpy.typing as npt

from vitae.interview.delivery import combine_metrics, count_fillers
from vitae.interview.evaluator import CATEGORIES, DELIVERY_PARTS, WEIGHTS_FILE, evaluate_answer, overall_factor
from vitae.interview.models import AnswerEvaluation
from vitae.interview.text import profile_text
from vitae.interview.transcript import infer_question, without_small_talk

SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
INTERVIEWS = SHARED_DATA / "interviews" / "mit-interviews-dev.csv"
FOLDS = 8
REPEATS = 10
INNER_FOLDS = 7
INNER_REPEATS = 3
# Ridge strengths tried (the penalty per interview on standardised weights): from next to none to strong.
STRENGTHS = (0.01, 0.03, 0.1, 0.3, 1.0, 3.0)
# Where low relevance starts to cap an answer's overall score and where it counts in full: the MIT answers all answer
# their question, so the data can only say how little an on-topic answer's relevance may be without cost.
RELEVANCE_RAMPS = ((10, 45), (5, 30), (0, 15))
# The sets of signals the overall score may weigh: each signal has a finding that explains the points it costs.
FEATURE_SETS = {
    "delivery": DELIVERY_PARTS,
    "delivery and structure": (*DELIVERY_PARTS, "structure"),
    "delivery and knowledge": (*DELIVERY_PARTS, "knowledge"),
    "the six categories": CATEGORIES,
}
MARGIN = 0.05  # over the better baseline
# An interviewer's turn opens a new question when it asks something; 'Okay.' and 'Mm-hmm.' only keep the answer going.
_QUESTION = re.compile(
    r"\?|(?:^|[.!]\s+)(?:so\s+|okay\s+|now\s+)?(?:tell|describe|walk|give|talk|explain|share|why|what|how|can you|"
    r"could you)\b",
    re.I,
)
_SMALL_TALK = re.compile(r"how (?:are you|you) doing|how(?:'s| is) it going|nice to meet", re.I)
Matrix = npt.NDArray[np.float64]


def exchanges_of(transcript: str) -> list[tuple[str, str]]:
    exchanges: list[tuple[str, list[str]]] = []
    for turn in transcript.split("|"):
        speaker, _, text = turn.partition(":")
        text = text.strip()
        if speaker.strip() == "Interviewer":
            if len(text.split()) >= 3 and _QUESTION.search(text) and not _SMALL_TALK.search(text):
                exchanges.append((text, []))
        elif speaker.strip() == "Interviewee" and exchanges:
            exchanges[-1][1].append(text)
    return [(question, " ".join(answer)) for question, answer in exchanges if answer]


def ranks(values: list[float]) -> list[float]:
    order = sorted(range(len(values)), key=lambda index: values[index])
    result = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for position in range(start, end + 1):
            result[order[position]] = (start + end) / 2
        start = end + 1
    return result


def spearman(first: list[float], second: list[float]) -> float:
    return statistics.correlation(ranks(first), ranks(second))


def fit_weights(features: Matrix, target: Matrix, strength: float) -> Matrix:
    """Non-negative ridge regression (with an intercept) by shrinking the active set; weights scaled to sum to 1.

    The fit is made on standardised columns, so that the penalty and which part leaves the active set first (the most
    negative) do not depend on the scale a part happens to spread over."""
    spread = features.std(axis=0)
    spread[spread == 0] = 1.0
    centred = (features - features.mean(axis=0)) / spread
    aim = target - target.mean()
    active = list(range(features.shape[1]))
    weights = np.zeros(features.shape[1])
    while active:
        chosen = centred[:, active]
        penalty = strength * len(target) * np.eye(len(active))
        solution = np.linalg.solve(chosen.T @ chosen + penalty, chosen.T @ aim)
        if (solution >= 0).all():
            weights[active] = solution
            break
        active.pop(int(np.argmin(solution)))
    weights = weights / spread  # back to the parts' own scale
    total = weights.sum()
    return weights / total if total > 0 else np.full(features.shape[1], 1 / features.shape[1])


Candidate = tuple[str, tuple[int, int]]  # a feature set and a relevance ramp
Choice = tuple[Candidate, float]  # and a ridge strength
Candidates = dict[Candidate, Matrix]  # the interviews' signals in each feature set under each relevance ramp


def held_out_scores(candidates: Candidates, target: Matrix, folds: int, seed: int, choice: Choice | None) -> Matrix:
    """Each interview scored with weights fitted on the other folds; `choice` None makes it inside each fold."""
    order = list(range(len(target)))
    random.Random(seed).shuffle(order)
    predicted = np.zeros(len(target))
    for fold in range(folds):
        held_out = order[fold::folds]
        kept = [index for index in order if index not in held_out]
        candidate, strength = choice or best_choice({key: rows[kept] for key, rows in candidates.items()}, target[kept])
        features = candidates[candidate]
        weights = fit_weights(features[kept], target[kept], strength)
        # Held-out scores of all folds are ranked together, so each fold's scores are put on the judges' scale (a line
        # fitted on its own training interviews): otherwise a fold's offset, not the interview, would set its rank.
        slope, intercept = np.polyfit(features[kept] @ weights, target[kept], 1)
        predicted[held_out] = intercept + slope * (features[held_out] @ weights)
    return predicted


def best_choice(candidates: Candidates, target: Matrix) -> Choice:
    """The feature set, relevance ramp and ridge strength with the best cross-validated rho on these interviews only."""

    def rho(choice: Choice) -> float:
        return statistics.mean(
            spearman(held_out_scores(candidates, target, INNER_FOLDS, seed, choice).tolist(), target.tolist())
            for seed in range(INNER_REPEATS)
        )

    return max(((candidate, strength) for candidate in candidates for strength in STRENGTHS), key=rho)


def cross_validated_rho(candidates: Candidates, target: Matrix, seed: int, choice: Choice | None) -> float:
    return spearman(held_out_scores(candidates, target, FOLDS, seed, choice).tolist(), target.tolist())


def signal(evaluation: AnswerEvaluation, name: str) -> float:
    """A delivery part or a category score of one answer, 0-100."""
    value: float = evaluation.overall_parts.get(name, getattr(evaluation.scores, name, 0))
    return value


def main() -> int:
    if not INTERVIEWS.is_file():
        print(f"skipped: no interview data at {INTERVIEWS}")
        return 0
    with INTERVIEWS.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    started = time.perf_counter()
    features: dict[Candidate, list[list[float]]] = {
        (name, ramp): [] for name in FEATURE_SETS for ramp in RELEVANCE_RAMPS
    }
    ours: dict[str, list[float]] = {"overall": [], "structure": [], "fillers": [], "filler_rate": [], "length": []}
    questions = 0
    for row in rows:
        exchanges = without_small_talk(exchanges_of(row["transcript"]))
        questions += len(exchanges)
        # As `analyze_transcript` scores them: the overall score is the answers' mean of the weighed signals, each
        # scaled by its relevance and length factor, so the weights are fitted on those scaled means.
        evaluations = [evaluate_answer(infer_question(question), answer) for question, answer in exchanges]
        for (name, ramp), rows_so_far in features.items():
            scaled = [
                [
                    overall_factor(item.scores.relevance, item.metrics.words, ramp) * signal(item, signal_name)
                    for signal_name in FEATURE_SETS[name]
                ]
                for item in evaluations
            ]
            rows_so_far.append(np.mean(scaled, axis=0).tolist())
        ours["overall"].append(statistics.mean(item.scores.overall for item in evaluations))
        ours["structure"].append(statistics.mean(item.scores.structure for item in evaluations))
        ours["fillers"].append(combine_metrics([item.metrics for item in evaluations]).filler_words_per_minute)
        answers = profile_text(" ".join(answer for _, answer in exchanges))
        ours["filler_rate"].append(-sum(count_fillers(answers.lower).values()) / max(answers.word_count, 1))
        ours["length"].append(answers.word_count / max(len(exchanges), 1))
    elapsed = time.perf_counter() - started
    human = {name: [float(row[name]) for row in rows] for name in ("Overall", "StructuredAnswers", "NoFillers")}
    candidates = {key: np.array(rows_so_far) for key, rows_so_far in features.items()}
    target = np.array(human["Overall"])
    (chosen, ramp), strength = best_choice(candidates, target)
    plain = [cross_validated_rho(candidates, target, seed, ((chosen, ramp), strength)) for seed in range(REPEATS)]
    folds = [cross_validated_rho(candidates, target, seed, None) for seed in range(REPEATS)]
    evaluator = statistics.mean(folds)
    filler_baseline = spearman(ours["filler_rate"], human["Overall"])
    length_baseline = spearman(ours["length"], human["Overall"])
    better = max(filler_baseline, length_baseline)
    print(f"interviews: {len(rows)} ({questions} questions), analysed in {elapsed * 1000 / len(rows):.0f} ms each")
    print(f"Overall vs human Overall, {FOLDS}-fold cross-validated over {REPEATS} shuffles:")
    print(
        f"  plain ({chosen}, relevance ramp {ramp}, ridge strength {strength}, chosen on all {len(rows)}): "
        f"rho = {statistics.mean(plain):.3f} "
        f"(range {min(plain):.3f}-{max(plain):.3f})"
    )
    print(
        f"  nested (set, ramp and strength chosen inside each fold): rho = {evaluator:.3f} "
        f"(range {min(folds):.3f}-{max(folds):.3f})"
    )
    print(f"  baseline filler rate alone: rho = {filler_baseline:.3f}")
    print(f"  baseline answer length alone: rho = {length_baseline:.3f}")
    verdict = "met" if evaluator - better >= MARGIN else "NOT met"
    print(f"  margin of nested over the better baseline: {evaluator - better:+.3f} (target >= {MARGIN}: {verdict})")
    print(
        f"shipped weights on all {len(rows)} (in-sample, not a measure): rho = "
        f"{spearman(ours['overall'], human['Overall']):.3f}"
    )
    print(f"Structure (STAR) vs StructuredAnswers: rho = {spearman(ours['structure'], human['StructuredAnswers']):.3f}")
    print(f"filler words per minute vs NoFillers: rho = {spearman(ours['fillers'], human['NoFillers']):.3f}")
    if "--write-weights" in sys.argv:
        weights = fit_weights(candidates[chosen, ramp], target, strength)
        payload = {
            "method": f"non-negative ridge regression (strength {strength}) on {len(rows)} interviews' signals "
            f"({chosen}) against the judges' Overall (MIT Interview dataset); {FOLDS}-fold nested cross-validated "
            f"rho {evaluator:.3f}",
            "weights": {
                name: round(float(weight), 3)
                for name, weight in zip(FEATURE_SETS[chosen], weights, strict=True)
                if weight > 0
            },
            "relevant_enough": list(ramp),
        }
        WEIGHTS_FILE.write_text(json.dumps(payload, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {WEIGHTS_FILE.name}: {payload['weights']}")
    return 0 if evaluator - better >= MARGIN else 1


if __name__ == "__main__":
    sys.exit(main())
