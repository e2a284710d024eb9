"""The builder assistant finding the right guide section or task for a free question, by meaning.

`data/assistant-questions.tsv` holds invented questions, each labelled with the topic that should answer it (a task
id, a guide section id, or 'none' for a question the assistant has no advice on). They are paraphrases: none repeats
a guide's `Asked:` line. The tuning and held-out halves were written before the threshold was chosen; it was chosen
on the tuning half only (the best accuracy's plateau, printed below). The guide's asked lines were then extended from
the tuning half's misses alone, after a fresh held-out third ('fresh') was written; both held-out sets are reported at
the shipped threshold, their misses unprinted.

    uv run python evals/assistant_guide.py
"""

import csv
from pathlib import Path

import numpy as np

from vitae.writer.advice_guide import MATCH_THRESHOLD, TopicIndex, TopicMatch, default_topics

QUESTIONS = Path(__file__).resolve().parent / "data" / "assistant-questions.tsv"
NONE = "none"


def labelled(split: str) -> list[tuple[str, str]]:
    with QUESTIONS.open(encoding="utf-8") as handle:
        rows = csv.DictReader(handle, delimiter="\t")
        return [(row["question"], row["topic"]) for row in rows if row["split"] == split]


def answered_by(nearest: TopicMatch, threshold: float) -> str:
    return nearest.topic.id if nearest.similarity >= threshold else NONE


def accuracy(nearest: list[TopicMatch], truth: list[str], threshold: float) -> float:
    right = sum(answered_by(match, threshold) == topic for match, topic in zip(nearest, truth, strict=True))
    return right / len(truth)


def report(label: str, index: TopicIndex, questions: list[tuple[str, str]], threshold: float, misses: bool) -> None:
    nearest = [index.ranked(question)[0] for question, _ in questions]
    truth = [topic for _, topic in questions]
    on_topic = [i for i, topic in enumerate(truth) if topic != NONE]
    off_topic = [i for i, topic in enumerate(truth) if topic == NONE]
    top1 = sum(nearest[i].topic.id == truth[i] for i in on_topic) / len(on_topic)
    declined = sum(nearest[i].similarity < threshold for i in off_topic)
    print(
        f"{label} ({len(questions)} questions, {len(off_topic)} off-topic): "
        f"accuracy {accuracy(nearest, truth, threshold):.3f} at threshold {threshold:.2f}; "
        f"nearest topic right for {top1:.3f} of on-topic questions; off-topic declined {declined}/{len(off_topic)}"
    )
    for match, (question, topic) in zip(nearest, questions, strict=True):
        if misses and answered_by(match, threshold) != topic:
            print(f"  miss: {question!r} -> {answered_by(match, threshold)} ({match.similarity:.2f}), want {topic}")


def best_threshold(index: TopicIndex, questions: list[tuple[str, str]]) -> tuple[float, float]:
    """The middle of the widest stretch of thresholds with the best tuning accuracy, and that accuracy."""
    nearest = [index.ranked(question)[0] for question, _ in questions]
    truth = [topic for _, topic in questions]
    grid = np.round(np.arange(0.20, 0.90, 0.01), 2)
    scores = [accuracy(nearest, truth, float(threshold)) for threshold in grid]
    best = max(scores)
    winners = [float(threshold) for threshold, score in zip(grid, scores, strict=True) if score == best]
    print(f"tuning accuracy {best:.3f} for thresholds {winners[0]:.2f} to {winners[-1]:.2f}")
    return winners[len(winners) // 2], best


def main() -> None:
    index = default_topics()
    tuning, held_out, fresh = labelled("tuning"), labelled("held_out"), labelled("fresh")
    chosen, best = best_threshold(index, tuning)
    print(f"best threshold on the tuning half: {chosen:.2f} (accuracy {best:.3f}); shipped: {MATCH_THRESHOLD:.2f}")
    report("tuning", index, tuning, MATCH_THRESHOLD, misses=True)
    # The held-out misses are not printed: reading them would make the held-out half a tuning set.
    report("held-out", index, held_out, MATCH_THRESHOLD, misses=False)
    report("fresh held-out", index, fresh, MATCH_THRESHOLD, misses=False)


if __name__ == "__main__":
    main()
