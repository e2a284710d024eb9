"""Scoring against real resumes: the RenderCV examples must score >= 80, and each degraded copy (contact lines
removed, headings removed, bullets removed, one wall of text) must score clearly lower in the category concerned.
Also times score_resume.

    uv run python evals/scoring.py

Reads ../shared/data/resume-pdfs (beside the repository). Text comes from the project's document extractor and the
structure from its parser when they exist; until then from pdfminer and the RenderCV YAML ground truth.
"""

import importlib
import re
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml
from pdfminer.high_level import extract_text

from vitae.ats import Category, ResumeAnalysis, score_resume
from vitae.ats.facts import BULLET_MARK, heading_kind
from vitae.resume.model import Entry, ParsedResume, PersonalInfo, Section, SectionKind, SkillGroup

SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
PDFS = SHARED_DATA / "resume-pdfs"
PASSING_SCORE = 80
CLEARLY_LOWER = 8  # points a degraded copy must lose in the category concerned
TIMING_RUNS = 50

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "June", "July", "Aug", "Sept", "Oct", "Nov", "Dec"]
CONTACT = re.compile(r"@|\+?\d[\d ().-]{8,}\d|https?://|www\.|\.com\b|linkedin|github", re.IGNORECASE)

Parser = Callable[[str], ParsedResume]


def find_parser() -> Parser | None:
    try:
        module = importlib.import_module("vitae.resume.parser")
    except ImportError:
        return None
    parser: Parser | None = getattr(module, "parse_resume_text", None)
    return parser


def find_extractor() -> Callable[[bytes], tuple[str, int]] | None:
    """The project's extractor as (text, page count), when it exists."""
    try:
        module = importlib.import_module("vitae.documents")
    except ImportError:
        return None
    extract = getattr(module, "extract_document", None)
    if extract is None:
        return None

    def text_and_pages(data: bytes) -> tuple[str, int]:
        document = extract(data)
        return str(document.text), int(document.page_count)

    return text_and_pages


def read_pdf(path: Path, extractor: Callable[[bytes], tuple[str, int]] | None) -> tuple[str, int | None]:
    return extractor(path.read_bytes()) if extractor else (extract_text(str(path)), None)


def month(value: Any) -> str:
    text = str(value)
    if text == "present":
        return "present"
    if re.fullmatch(r"\d{4}-\d{2}", text):
        return f"{MONTHS[int(text[5:]) - 1]} {text[:4]}"
    return text


def dates_of(item: dict[str, Any]) -> tuple[str, str, str]:
    if item.get("date"):
        return str(item["date"]), str(item["date"]), ""
    start, end = item.get("start_date"), item.get("end_date")
    if not start:
        return "", "", ""
    return f"{month(start)} – {month(end)}", str(start), str(end or "")


def strip_markdown(text: str) -> str:
    return re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", str(text)).replace("**", "").replace("*", "")


def resume_from_rendercv(path: Path) -> ParsedResume:
    """The ground truth of a RenderCV example as a ParsedResume."""
    cv = yaml.safe_load(path.read_text(encoding="utf-8"))["cv"]
    networks = {network["network"].lower(): network["username"] for network in cv.get("social_networks") or []}
    resume = ParsedResume(
        personal_info=PersonalInfo(
            name=cv.get("name") or "",
            email=cv.get("email") or "",
            phone=str(cv.get("phone") or ""),
            location=cv.get("location") or "",
            linkedin=networks.get("linkedin", ""),
            github=networks.get("github", ""),
            portfolio=cv.get("website") or "",
        )
    )
    for heading, items in cv["sections"].items():
        title = heading.replace("_", " ").title() if heading.islower() else heading
        kind = heading_kind(title) or SectionKind.OTHER
        lines: list[str] = []
        for item in items:
            if isinstance(item, str):
                lines.append(strip_markdown(item))
                continue
            written, start, end = dates_of(item)
            highlights = [strip_markdown(text) for text in item.get("highlights") or []]
            if "company" in item:
                resume.work.append(
                    Entry(
                        title=item["position"],
                        organization=item["company"],
                        dates=written,
                        start_date=start,
                        end_date=end,
                        location=item.get("location") or "",
                        bullets=highlights,
                    )
                )
            elif "institution" in item:
                resume.education.append(
                    Entry(
                        title=f"{item.get('degree', '')} {item.get('area', '')}".strip(),
                        organization=item["institution"],
                        dates=written,
                        start_date=start,
                        end_date=end,
                        bullets=highlights,
                    )
                )
            elif "label" in item:
                resume.skills.append(
                    SkillGroup(name=item["label"], skills=[s.strip() for s in item["details"].split(",")])
                )
            elif "name" in item and kind == SectionKind.PROJECTS:
                resume.projects.append(
                    Entry(
                        title=strip_markdown(item["name"]),
                        dates=written,
                        description=strip_markdown(item.get("summary") or ""),
                        bullets=highlights,
                    )
                )
            lines.extend(strip_markdown(str(value)) for value in item.values() if isinstance(value, str))
        resume.sections.append(Section(heading=title, kind=kind, lines=lines))
    return resume


# Degradations: each returns the degraded text and the same degradation applied to the ground truth structure.
def without_contact(text: str, resume: ParsedResume) -> tuple[str, ParsedResume]:
    lines = text.splitlines()
    kept = [line for index, line in enumerate(lines) if index > 12 or not CONTACT.search(line)]
    kept = [line for line in kept if resume.personal_info.location not in line or not line.strip()]
    info = PersonalInfo(name=resume.personal_info.name)
    return "\n".join(kept), resume.model_copy(update={"personal_info": info})


def without_headings(text: str, resume: ParsedResume) -> tuple[str, ParsedResume]:
    headings = {section.heading.strip().lower() for section in resume.sections}
    kept = [line for line in text.splitlines() if line.strip().lower() not in headings and not heading_kind(line)]
    return "\n".join(kept), resume.model_copy(update={"sections": []})


def without_bullets(text: str, resume: ParsedResume) -> tuple[str, ParsedResume]:
    lines = [BULLET_MARK.sub("", line) for line in text.splitlines()]

    def merged(entries: list[Entry]) -> list[Entry]:
        return [
            entry.model_copy(
                update={"description": " ".join([entry.description, *entry.bullets]).strip(), "bullets": []}
            )
            for entry in entries
        ]

    return "\n".join(lines), resume.model_copy(
        update={"work": merged(resume.work), "projects": merged(resume.projects)}
    )


def wall_of_text(text: str, resume: ParsedResume) -> tuple[str, ParsedResume]:
    flat, structure = without_bullets(" ".join(text.split()), resume)
    return flat, structure.model_copy(update={"sections": []})


DEGRADATIONS: dict[str, tuple[Callable[[str, ParsedResume], tuple[str, ParsedResume]], Category]] = {
    "contact removed": (without_contact, Category.ATS_COMPLIANCE),
    "headings removed": (without_headings, Category.ATS_COMPLIANCE),
    "bullets removed": (without_bullets, Category.RECRUITER_FRIENDLINESS),
    "wall of text": (wall_of_text, Category.RECRUITER_FRIENDLINESS),
}


def summary_line(analysis: ResumeAnalysis) -> str:
    scores = analysis.category_scores
    return (
        f"{analysis.overall_score:3d}  ats {scores.ats_compliance:3d}  kw {scores.keyword_density:3d}  "
        f"rec {scores.recruiter_friendliness:3d}  imp {scores.conciseness_impact:3d}"
    )


def main() -> int:
    if not PDFS.is_dir():
        print(f"skipped: shared data not found at {PDFS}")
        return 0
    parser, extractor = find_parser(), find_extractor()
    print(
        f"text from: {'vitae.documents' if extractor else 'pdfminer'}; structure from: "
        f"{'vitae.resume.parser' if parser else 'RenderCV YAML ground truth'}"
    )
    failures: list[str] = []
    timings: list[float] = []
    for pdf in sorted(PDFS.glob("rendercv-*.pdf")):
        text, pages = read_pdf(pdf, extractor)
        truth = resume_from_rendercv(pdf.with_suffix(".yaml"))
        resume = parser(text) if parser else truth
        analysis = score_resume(resume, text, page_count=pages)
        print(f"{pdf.stem:32s} {summary_line(analysis)}  {analysis.specialization} | {analysis.ai_subtitle}")
        if analysis.overall_score < PASSING_SCORE:
            failures.append(f"{pdf.stem}: {analysis.overall_score} < {PASSING_SCORE}")
        again = score_resume(resume, text, page_count=pages)
        if again != analysis:
            failures.append(f"{pdf.stem}: two runs differ")
        for name, (degrade, category) in DEGRADATIONS.items():
            degraded_text, degraded_truth = degrade(text, truth)
            degraded_resume = parser(degraded_text) if parser else degraded_truth
            degraded = score_resume(degraded_resume, degraded_text, page_count=pages)
            drop = analysis.category_scores.of(category) - degraded.category_scores.of(category)
            mark = "ok" if drop >= CLEARLY_LOWER and degraded.overall_score < analysis.overall_score else "FAIL"
            print(f"  {name:28s}   {summary_line(degraded)}  {category.value} -{drop} {mark}")
            if mark == "FAIL":
                failures.append(f"{pdf.stem} {name}: {category.value} dropped {drop}")
        for _ in range(TIMING_RUNS):
            started = time.perf_counter()
            score_resume(resume, text, page_count=pages)
            timings.append((time.perf_counter() - started) * 1000)
    for pdf in sorted(set(PDFS.glob("*.pdf")) - set(PDFS.glob("rendercv-*.pdf"))):
        text, pages = read_pdf(pdf, extractor)
        if parser:
            print(f"{pdf.stem:32s} {summary_line(score_resume(parser(text), text, page_count=pages))}")
    if timings:
        timings.sort()
        print(
            f"score_resume: p50 {statistics.median(timings):.2f} ms, p95 {timings[int(len(timings) * 0.95)]:.2f} ms "
            f"over {len(timings)} runs"
        )
    for failure in failures:
        print("FAIL", failure)
    print("targets met" if not failures else f"{len(failures)} target(s) missed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
