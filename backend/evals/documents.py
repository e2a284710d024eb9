"""Extraction over every resume PDF and DOCX in the public data beside the repository (`../shared/data`).

    uv run python evals/documents.py [--show FILE_NAME]

Per file: type, pages, lines, extraction time (median of three runs) and flags: no text at all, no email among
the first lines (the Word resumes of this set have their contacts masked, so most of them are flagged), and for
the RenderCV PDFs any difference from the YAML they were made from (name, email, location near the top; every
section title present, in order). Then p50 and p95 of the times per file type. `--show` prints one file's lines.
"""

import argparse
import re
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from vitae.documents import ExtractedDocument, extract_document
from vitae.errors import VitaeError

SHARED_DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
FIRST_LINES = 8
RUNS = 3
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+")


@dataclass(frozen=True)
class Outcome:
    path: Path
    milliseconds: float
    document: ExtractedDocument | None
    refusal: str = ""


def resume_files() -> list[Path]:
    return (
        sorted((SHARED_DATA / "resume-pdfs").glob("*.pdf"))
        + sorted((SHARED_DATA / "jobs").glob("*.pdf"))
        + sorted((SHARED_DATA / "resume-docx").glob("*.docx"))
    )


def extract(path: Path) -> Outcome:
    data = path.read_bytes()
    timings = []
    document: ExtractedDocument | None = None
    for _ in range(RUNS):
        started = time.perf_counter()
        try:
            document = extract_document(data)
        except VitaeError as refusal:
            return Outcome(path, (time.perf_counter() - started) * 1000, None, refusal.message)
        timings.append((time.perf_counter() - started) * 1000)
    return Outcome(path, statistics.median(timings), document)


def flags(outcome: Outcome) -> list[str]:
    if outcome.document is None:
        return [f"refused: {outcome.refusal}"]
    found: list[str] = []
    texts = [line.text for line in outcome.document.lines]
    if not "".join(texts).strip():
        found.append("empty text")
    if not any(_EMAIL.search(text) for text in texts[:FIRST_LINES]):
        found.append(f"no email in the first {FIRST_LINES} lines")
    truth = outcome.path.with_suffix(".yaml")
    if truth.exists():
        found.extend(differences_from_source(texts, truth.read_text()))
    return found


def differences_from_source(texts: list[str], yaml: str) -> list[str]:
    differences = []
    top = "\n".join(texts[:FIRST_LINES])
    for key in ("name", "email", "location"):
        value = re.search(rf"^  {key}: (.+)$", yaml, re.MULTILINE)
        if value and value.group(1) not in top:
            differences.append(f"{key} {value.group(1)!r} not near the top")
    sections = yaml.split("\n  sections:\n", 1)[-1].split("\ndesign:", 1)[0]
    titles = [title.replace("_", " ") for title in re.findall(r"^    (\S[^:\n]*):\s*$", sections, re.MULTILINE)]
    folded = [text.casefold() for text in texts]
    positions = [folded.index(title.casefold()) if title.casefold() in folded else -1 for title in titles]
    missing = [title for title, position in zip(titles, positions, strict=True) if position < 0]
    if missing:
        differences.append(f"section titles missing: {missing}")
    found = [position for position in positions if position >= 0]
    if found != sorted(found):
        differences.append("section titles out of order")
    return differences


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def show(path: Path) -> None:
    document = extract_document(path.read_bytes())
    for line in document.lines:
        size = f"{line.font_size:4.1f}" if line.font_size else "   -"
        print(f"p{line.page} b{line.block:<3} {size} {'B' if line.bold else ' '} | {line.text}")


def main() -> None:
    arguments = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    arguments.add_argument("--show", metavar="FILE_NAME", help="print the extracted lines of one file")
    options = arguments.parse_args()
    if not SHARED_DATA.is_dir():
        print(f"skipped: no shared data at {SHARED_DATA}")
        return
    files = resume_files()
    if options.show:
        matches = [path for path in files if path.name == options.show]
        if not matches:
            sys.exit(f"no file named {options.show} in the shared data")
        show(matches[0])
        return

    outcomes = [extract(path) for path in files]
    flagged = 0
    print(f"{'file':38} {'type':4} {'pages':>5} {'lines':>5} {'ms':>7}  flags")
    for outcome in outcomes:
        document = outcome.document
        found = flags(outcome)
        flagged += bool(found)
        print(
            f"{outcome.path.name:38} {outcome.path.suffix[1:]:4} {document.page_count if document else '-':>5} "
            f"{len(document.lines) if document else '-':>5} {outcome.milliseconds:7.1f}  {'; '.join(found)}"
        )
    print()
    for suffix in (".pdf", ".docx"):
        timings = [outcome.milliseconds for outcome in outcomes if outcome.path.suffix == suffix]
        print(
            f"{suffix[1:]:4}: {len(timings)} files, p50 {percentile(timings, 0.5):.1f} ms, "
            f"p95 {percentile(timings, 0.95):.1f} ms, max {max(timings):.1f} ms"
        )
    refused = sum(1 for outcome in outcomes if outcome.document is None)
    print(f"{len(outcomes)} files, {refused} refused, {flagged} flagged")


if __name__ == "__main__":
    main()
