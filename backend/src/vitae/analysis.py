"""The analysis pipeline: extracted document -> structured resume -> scored findings, timed by phase.

Its steps are module-level functions of picklable data, so that a server runs each in a bounded worker
(`vitae.work.Work`); the refusals say what the user reads when one is stopped, and `ensure_analysable` caps the text
one request may have analysed."""

import time
from dataclasses import dataclass

from vitae.ats import ResumeAnalysis, score_resume
from vitae.ats.job_description import analyze_job_description
from vitae.ats.match import JobMatch, match_resume
from vitae.ats.scoring import read_and_score
from vitae.bounded import Refusals
from vitae.documents.types import ExtractedDocument
from vitae.errors import TextTooLong
from vitae.render.text import resume_to_text
from vitae.resume.builder_shape import BuilderResume, build_builder_resume
from vitae.resume.model import ParsedResume
from vitae.resume.parser import parse_resume, parse_resume_text
from vitae.writer import Enhancement, apply_improvements, enhance_resume
from vitae.writer.completion import complete_resume

ANALYSIS_REFUSALS = Refusals(
    timed_out=(
        "Analysing this text took too long, so it was stopped. Please check that it is a resume or a job posting "
        "written as prose and lists (not a table of data or a repeated pattern), then try again."
    ),
    out_of_memory=(
        "Analysing this text needed too much memory, so it was stopped. Please check that it is a resume or a job "
        "posting, then try again with it on its own."
    ),
    failed="This text could not be analysed. Please try again; if it keeps failing, paste the text instead.",
)


def ensure_analysable(text: str, max_characters: int) -> None:
    """Raises TextTooLong for more text than one request may have analysed."""
    if len(text) > max_characters:
        raise TextTooLong(
            f"This text has {len(text):,} characters, more than the {max_characters:,} Vitae analyses at once "
            "(a long resume has about 15,000). Please shorten it, or upload your resume on its own."
        )


@dataclass(frozen=True)
class AnalyzedResume:
    text: str
    parsed: ParsedResume
    analysis: ResumeAnalysis
    parse_milliseconds: float
    score_milliseconds: float


def score_text(text: str) -> ResumeAnalysis:
    """The one score of a resume: a function of the text an ATS reads and nothing else, so that the same text gets
    the same score whether it was uploaded, enhanced, tailored or typed into the builder. (The layout-aware parse of
    an upload is kept for display; scoring reads the text as any ATS would, without the file's layout.)"""
    return read_and_score(text)[1]


def analyze_document(document: ExtractedDocument) -> AnalyzedResume:
    started = time.perf_counter()
    parsed = parse_resume(document)
    parsed_at = time.perf_counter()
    text = document.text
    analysis = score_text(text)
    return AnalyzedResume(text, parsed, analysis, _ms(started, parsed_at), _ms(parsed_at, time.perf_counter()))


def analyze_structured(resume: ParsedResume) -> AnalyzedResume:
    """A resume that is already structured (from the builder): its canonical text is what an ATS would read."""
    started = time.perf_counter()
    text = resume_to_text(resume)
    analysis = score_text(text)
    return AnalyzedResume(text, resume, analysis, 0.0, _ms(started, time.perf_counter()))


def analyze_text(text: str) -> AnalyzedResume:
    started = time.perf_counter()
    parsed = parse_resume_text(text)
    parsed_at = time.perf_counter()
    analysis = score_resume(parsed, text)
    return AnalyzedResume(text, parsed, analysis, _ms(started, parsed_at), _ms(parsed_at, time.perf_counter()))


@dataclass(frozen=True)
class EnhancedVersion:
    proposal: Enhancement  # every improvement offered
    accepted: Enhancement  # the resume and text with the accepted ones only
    analysis: ResumeAnalysis  # the accepted text, scored the same way as the original
    milliseconds: float


def enhance(analyzed: AnalyzedResume, proposal: Enhancement | None = None) -> EnhancedVersion:
    """Offer every improvement (the offline engine's, unless another engine's `proposal` is given), all accepted at
    first, and score the result."""
    started = time.perf_counter()
    if proposal is None:
        proposal = enhance_resume(analyzed.parsed, analyzed.analysis, source_text=analyzed.text)
    # The original kept as it was is the original: the same text gets the same score (its page count included).
    unchanged = proposal.enhanced_content == analyzed.text
    rescored = analyzed.analysis if unchanged else score_text(proposal.enhanced_content)
    return EnhancedVersion(proposal, proposal, rescored, _ms(started, time.perf_counter()))


def accept_improvements(proposal: Enhancement, accepted_ids: list[str]) -> EnhancedVersion:
    """The enhanced version made of the accepted improvements only, scored."""
    started = time.perf_counter()
    accepted = apply_improvements(proposal.base_resume, proposal, accepted_ids)
    rescored = score_text(accepted.enhanced_content)
    return EnhancedVersion(proposal, accepted, rescored, _ms(started, time.perf_counter()))


def parse_for_builder(document: ExtractedDocument) -> BuilderResume:
    """The builder's data, with the lines the parser placed nowhere (a note under the name) restored."""
    return build_builder_resume(complete_resume(parse_resume(document), document.text))


def match_posting(resume: ParsedResume, text: str, job_description: str) -> JobMatch:
    return match_resume(resume, text, analyze_job_description(job_description))


def _ms(start: float, end: float) -> float:
    return round((end - start) * 1000, 1)
