"""The analysis pipeline: extracted document -> structured resume -> scored findings, timed by phase."""

import time
from dataclasses import dataclass

from vitae.ats import ResumeAnalysis, score_resume
from vitae.documents.types import ExtractedDocument
from vitae.resume.model import ParsedResume
from vitae.resume.parser import parse_resume, parse_resume_text


@dataclass(frozen=True)
class AnalyzedResume:
    text: str
    parsed: ParsedResume
    analysis: ResumeAnalysis
    parse_milliseconds: float
    score_milliseconds: float


def analyze_document(document: ExtractedDocument) -> AnalyzedResume:
    started = time.perf_counter()
    parsed = parse_resume(document)
    parsed_at = time.perf_counter()
    text = document.text
    analysis = score_resume(parsed, text, page_count=document.page_count)
    return AnalyzedResume(text, parsed, analysis, _ms(started, parsed_at), _ms(parsed_at, time.perf_counter()))


def analyze_text(text: str) -> AnalyzedResume:
    started = time.perf_counter()
    parsed = parse_resume_text(text)
    parsed_at = time.perf_counter()
    analysis = score_resume(parsed, text)
    return AnalyzedResume(text, parsed, analysis, _ms(started, parsed_at), _ms(parsed_at, time.perf_counter()))


def _ms(start: float, end: float) -> float:
    return round((end - start) * 1000, 1)
