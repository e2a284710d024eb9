"""STAR parts of interview answers against labels: 160 answers of the MIT Interview dataset labelled by hand with the
parts they hold (situation, task, action, result, a number), kept as references (transcript id, the question's turn,
the answer's turns) in `data/interview-answer-parts.csv`, never as text. Precision and recall of each part detected.

The detector's cue lists were written while reading the first 100 labelled answers; the last 60 are held out and
reported on their own.

    uv run python evals/interview_parts.py

Reads ../shared/data/interviews (beside the repository); skips with a message where it is absent.
"""

import csv
import sys
from pathlib import Path

from vitae.interview.parts import PART_NAMES, answer_parts

SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
INTERVIEWS = SHARED_DATA / "interviews" / "mit-interviews-dev.csv"
LABELS = Path(__file__).resolve().parent / "data" / "interview-answer-parts.csv"
DEVELOPMENT = 100  # the first answers, read while writing the cues


def labelled_answers() -> list[tuple[str, set[str]]]:
    with INTERVIEWS.open(encoding="utf-8") as handle:
        transcripts = {row["id"]: row["transcript"].split("|") for row in csv.DictReader(handle)}
    answers = []
    with LABELS.open(encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            turns = transcripts[row["transcript"]]
            text = " ".join(turns[int(index)].partition(":")[2].strip() for index in row["answer_turns"].split())
            answers.append((text, set(row["parts"].split())))
    return answers


def report(label: str, answers: list[tuple[str, set[str]]]) -> None:
    detected = [answer_parts(text).present for text, _ in answers]
    print(f"{label} ({len(answers)} answers):")
    for part in PART_NAMES:
        true_positive = sum(
            part in found and part in truth for found, (_, truth) in zip(detected, answers, strict=True)
        )
        predicted = sum(part in found for found in detected)
        actual = sum(part in truth for _, truth in answers)
        precision = true_positive / predicted if predicted else float("nan")
        recall = true_positive / actual if actual else float("nan")
        print(
            f"  {part:<10} precision {precision:.2f} ({true_positive}/{predicted})  recall {recall:.2f} (of {actual})"
        )


def main() -> int:
    if not INTERVIEWS.is_file():
        print(f"skipped: no interview data at {INTERVIEWS}")
        return 0
    answers = labelled_answers()
    report("development", answers[:DEVELOPMENT])
    report("held out", answers[DEVELOPMENT:])
    return 0


if __name__ == "__main__":
    sys.exit(main())
