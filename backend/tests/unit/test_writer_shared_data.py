"""Enhancement on a sample of the public resumes beside the repository (`../shared/data`); skipped where they are
absent. The whole set is measured by `make eval` (evals/enhancement.py)."""

import html
import re

import pytest

from tests.conftest import SHARED_DATA
from vitae.analysis import analyze_document, analyze_text
from vitae.documents.extraction import extract_document
from vitae.render.text import resume_to_text
from vitae.writer import enhance_resume, find_new_facts

RESUME_PDFS = SHARED_DATA / "resume-pdfs"
RESUMES_NER = SHARED_DATA / "resumes-ner"
NER_SAMPLE = ("1.xml", "9.xml", "21.xml", "29.xml", "67.xml")


def _check(text: str, original_score: int, enhanced_text: str, read: str) -> None:
    assert analyze_text(enhanced_text).analysis.overall_score >= original_score
    assert find_new_facts(f"{text}\n{read}", enhanced_text) == []


@pytest.mark.skipif(not RESUME_PDFS.is_dir(), reason="shared data not found: ../shared/data/resume-pdfs is absent")
@pytest.mark.parametrize("name", ["rendercv-Classic.pdf", "sb2nov-resume.pdf"])
def test_pdf_resumes(name: str) -> None:
    analyzed = analyze_document(extract_document((RESUME_PDFS / name).read_bytes()))
    enhancement = enhance_resume(analyzed.parsed, analyzed.analysis, source_text=analyzed.text)
    _check(
        analyzed.text,
        analyzed.analysis.overall_score,
        enhancement.enhanced_content,
        resume_to_text(enhancement.base_resume),
    )


@pytest.mark.skipif(not RESUMES_NER.is_dir(), reason="shared data not found: ../shared/data/resumes-ner is absent")
@pytest.mark.parametrize("name", NER_SAMPLE)
def test_indeed_resumes(name: str) -> None:
    text = html.unescape(re.sub(r"<[^>]+>", "", (RESUMES_NER / name).read_text(encoding="utf-8")))
    analyzed = analyze_text(text)
    enhancement = enhance_resume(analyzed.parsed, analyzed.analysis, source_text=text)
    assert enhancement.improvements
    _check(text, analyzed.analysis.overall_score, enhancement.enhanced_content, resume_to_text(enhancement.base_resume))
