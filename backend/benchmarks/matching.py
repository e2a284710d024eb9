"""Match and tweak speed with the offline engine: a 3,000-character posting against a real resume.

    uv run python benchmarks/matching.py

Times, per posting, what the two endpoints do: match (analyse the posting, score the resume) and tweak (analyse the
posting, tailor the resume, score it before and after). Postings of about 3,000 characters come from
../shared/data/jobs; target: match + tweak p50 <= 150 ms.
"""

import csv
import statistics
import time
from datetime import date

from _server import SHARED_DATA

from vitae.ats import prepare_scoring
from vitae.ats.job_description import analyze_job_description
from vitae.ats.match import match_resume
from vitae.documents.extraction import extract_document
from vitae.resume.parser import parse_resume
from vitae.writer.tailor import tailor_resume

JOBS = SHARED_DATA / "jobs"
TARGET_LENGTH = range(2_700, 3_300)
TODAY = date(2024, 11, 1)


def main() -> None:
    if not JOBS.is_dir():
        print(f"skipped: no shared data at {JOBS}")
        return
    prepare_scoring()
    document = extract_document((JOBS / "panoslin-resume.pdf").read_bytes())
    resume, text = parse_resume(document), document.text
    with (JOBS / "panoslin-dev.csv").open(encoding="utf-8", newline="") as handle:
        postings = [row["job_description"] for row in csv.DictReader(handle)]
    postings = [posting for posting in postings if len(posting) in TARGET_LENGTH]
    tailor_resume(resume, text, analyze_job_description(postings[0]), base=None, today=TODAY)  # warm caches
    match_times: list[float] = []
    tweak_times: list[float] = []
    for posting in postings:
        started = time.perf_counter()
        match_resume(resume, text, analyze_job_description(posting), today=TODAY)
        matched = time.perf_counter()
        tailor_resume(resume, text, analyze_job_description(posting), base=None, today=TODAY)
        tweaked = time.perf_counter()
        match_times.append((matched - started) * 1000)
        tweak_times.append((tweaked - matched) * 1000)
    both = [left + right for left, right in zip(match_times, tweak_times, strict=True)]
    print(f"{len(postings)} postings of 2,700-3,300 characters")
    print(f"match p50 {statistics.median(match_times):.1f} ms, tweak p50 {statistics.median(tweak_times):.1f} ms")
    print(
        f"match + tweak p50 {statistics.median(both):.1f} ms, p95 {statistics.quantiles(both, n=20)[-1]:.1f} ms "
        "(target p50 <= 150 ms)"
    )


if __name__ == "__main__":
    main()
