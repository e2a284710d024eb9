"""The analysis pipeline: extracted document -> structured resume -> scored findings, timed by phase."""

import time
from dataclasses import dataclass

from vitae.ats import ResumeAnalysis, score_resume
from vitae.documents.types import ExtractedDocument
from vitae.render.text import resume_to_text
from vitae.resume.model import ParsedResume
from vitae.resume.parser import parse_resume, parse_resume_text
from vitae.writer import Enhancement, apply_improvements, enhance_resume


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
    return score_resume(parse_resume_text(text), text)


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
    rescored = analyzed.analysis if unchanged else analyze_text(proposal.enhanced_content).analysis
    return EnhancedVersion(proposal, proposal, rescored, _ms(started, time.perf_counter()))


def accept_improvements(proposal: Enhancement, accepted_ids: list[str]) -> EnhancedVersion:
    """The enhanced version made of the accepted improvements only, scored."""
    started = time.perf_counter()
    accepted = apply_improvements(proposal.base_resume, proposal, accepted_ids)
    rescored = analyze_text(accepted.enhanced_content).analysis
    return EnhancedVersion(proposal, accepted, rescored, _ms(started, time.perf_counter()))


def _ms(start: float, end: float) -> float:
    return round((end - start) * 1000, 1)
