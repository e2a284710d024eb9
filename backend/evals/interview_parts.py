"""STAR parts of interview answers against labels: 253 answers of the MIT Interview dataset labelled by hand with the
parts they hold (situation, task, action, result, a number), kept as references (transcript id, the question's turn,
the answer's turns) in `data/interview-answer-parts.csv`, never as text. Precision and recall of each part detected,
and what a follow-up to a story would ask for: the parts the detector calls missing (neither found nor hinted at), and
how often one of those was in fact given.

The detector's cues were first written while reading the first 100 labelled answers, with the next 60 held out; its
second revision read those 60 too, so the last 50 (from interviews no earlier label touched, labelled before the
revision ran on them) were the held-out slice, read twice since. The last 43 (from nine more interviews no earlier label
touched, labelled before any detector ran on them) are the fresh held-out slice: cue changes are made on the earlier
210 only. Each slice is reported on its own.

    uv run python evals/interview_parts.py

Reads ../shared/data/interviews (beside the repository); skips with a message where it is absent.
"""

import csv
import sys
from pathlib import Path

from vitae.interview.follow_up import ASK_ORDER
from vitae.interview.parts import PART_NAMES, answer_parts

SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
INTERVIEWS = SHARED_DATA / "interviews" / "mit-interviews-dev.csv"
LABELS = Path(__file__).resolve().parent / "data" / "interview-answer-parts.csv"
SLICES = (
    ("read for the first cues", 0, 100),
    ("read for the second revision", 100, 160),
    ("held out, since read twice", 160, 210),
    ("fresh held out", 210, None),
)


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
    everything = [answer_parts(text) for text, _ in answers]
    detected = [parts.present for parts in everything]
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
    # A follow-up asks for a part only when the detector calls it missing: how often was such a part given?
    claimed = [(part, truth) for (_, truth), parts in zip(answers, everything, strict=True) for part in parts.missing()]
    given = sum(part in truth for part, truth in claimed)
    print(f"  parts called missing that were given: {given}/{len(claimed)} ({given / max(len(claimed), 1):.0%})")
    # The one part a follow-up to a story asks for: the first missing, in the follow-up's order.
    asked = [
        (next(part for part in ASK_ORDER if part in parts.missing()), truth)
        for (_, truth), parts in zip(answers, everything, strict=True)
        if any(part in parts.missing() for part in ASK_ORDER)
    ]
    wrong = sum(part in truth for part, truth in asked)
    print(f"  follow-ups to a story that would ask for a given part: {wrong}/{len(asked)}")
    lacking = [parts for (_, truth), parts in zip(answers, everything, strict=True) if set(ASK_ORDER) - truth]
    unasked = sum(not any(part in parts.missing() for part in ASK_ORDER) for parts in lacking)
    print(f"  answers lacking a part (by the labels) that no follow-up would press: {unasked}/{len(lacking)}")


def main() -> int:
    if not INTERVIEWS.is_file():
        print(f"skipped: no interview data at {INTERVIEWS}")
        return 0
    answers = labelled_answers()
    for label, start, end in SLICES:
        report(label, answers[start:end])
    return 0


if __name__ == "__main__":
    sys.exit(main())
