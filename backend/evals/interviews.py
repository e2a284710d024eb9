"""Interview feedback against human judges: the MIT Interview dataset (64 transcribed mock interviews, each rated by
9 judges). Spearman rho between our 'Overall Performance' and their Overall, between our Structure (STAR) and their
StructuredAnswers, and between our filler words per minute and their NoFillers (negative expected). Text only.

    uv run python evals/interviews.py

Reads ../shared/data/interviews (beside the repository); skips with a message where it is absent.
"""

import csv
import re
import statistics
import sys
import time
from pathlib import Path

from vitae.interview import analyze_transcript
from vitae.interview.report import OVERALL_PERFORMANCE, STRUCTURE

SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
INTERVIEWS = SHARED_DATA / "interviews" / "mit-interviews-dev.csv"
OVERALL_TARGET = 0.55
# An interviewer's turn opens a new question when it asks something; 'Okay.' and 'Mm-hmm.' only keep the answer going.
_QUESTION = re.compile(
    r"\?|(?:^|[.!]\s+)(?:so\s+|okay\s+|now\s+)?(?:tell|describe|walk|give|talk|explain|share|why|what|how|can you|"
    r"could you)\b",
    re.I,
)
_SMALL_TALK = re.compile(r"how (?:are you|you) doing|how(?:'s| is) it going|nice to meet", re.I)


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


def main() -> int:
    if not INTERVIEWS.is_file():
        print(f"skipped: no interview data at {INTERVIEWS}")
        return 0
    with INTERVIEWS.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    ours: dict[str, list[float]] = {"overall": [], "structure": [], "fillers": []}
    started = time.perf_counter()
    questions = 0
    for row in rows:
        exchanges = exchanges_of(row["transcript"])
        questions += len(exchanges)
        report = analyze_transcript(exchanges)
        ours["overall"].append(report.scores[OVERALL_PERFORMANCE])
        ours["structure"].append(report.scores[STRUCTURE])
        ours["fillers"].append(report.metrics.filler_words_per_minute)
    elapsed = time.perf_counter() - started
    human = {name: [float(row[name]) for row in rows] for name in ("Overall", "StructuredAnswers", "NoFillers")}
    overall = spearman(ours["overall"], human["Overall"])
    halves = [
        spearman(ours["overall"][part::2], human["Overall"][part::2]) for part in (0, 1)
    ]  # stability: each half alone
    print(f"interviews: {len(rows)} ({questions} questions), analysed in {elapsed * 1000 / len(rows):.0f} ms each")
    print(
        f"Overall Performance vs human Overall: rho = {overall:.3f} (halves {halves[0]:.2f} / {halves[1]:.2f};"
        f" target >= {OVERALL_TARGET})"
    )
    print(f"Structure (STAR) vs StructuredAnswers: rho = {spearman(ours['structure'], human['StructuredAnswers']):.3f}")
    print(f"filler words per minute vs NoFillers: rho = {spearman(ours['fillers'], human['NoFillers']):.3f}")
    print(
        f"our overall: median {statistics.median(ours['overall']):.0f}, "
        f"range {min(ours['overall']):.0f}-{max(ours['overall']):.0f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
