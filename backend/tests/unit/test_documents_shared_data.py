"""Extraction of the public resumes in ../shared/data: contact details first, section headings intact and in
order. Skipped where that data is absent (a fresh clone runs on its own fixtures)."""

import re
from functools import cache
from pathlib import Path

import pytest

from tests.conftest import SHARED_DATA
from vitae.documents import ExtractedDocument, extract_document

RESUME_PDFS = SHARED_DATA / "resume-pdfs"
RESUME_DOCX = SHARED_DATA / "resume-docx"

pytestmark = pytest.mark.skipif(not SHARED_DATA.is_dir(), reason=f"shared data not found at {SHARED_DATA}")

# Resumes without a YAML ground truth: name, email and headings as printed on them.
_PRINTED = {
    "awesome-cv-resume.pdf": ("Byungjin Park", "posquit0.bj@gmail.com", ["Summary", "Work Experience", "Education"]),
    "sb2nov-resume.pdf": ("Sourabh Bajaj", "sourabh@sourabhbajaj.com", ["Education", "Experience", "Projects"]),
    "openresume-resume.pdf": ("John Doe", "hello@openresume.com", ["WORK EXPERIENCE", "EDUCATION", "SKILLS"]),
}


@cache
def _extracted(path: Path) -> ExtractedDocument:
    return extract_document(path.read_bytes())


def _rendercv_truth(path: Path) -> tuple[str, str, str, list[str]]:
    yaml = path.with_suffix(".yaml").read_text()
    name, email, location = (
        re.search(rf"^  {key}: (.+)$", yaml, re.MULTILINE) for key in ("name", "email", "location")
    )
    assert name and email and location
    sections = yaml.split("\n  sections:\n", 1)[1].split("\ndesign:", 1)[0]
    titles = re.findall(r"^    (\S[^:\n]*):\s*$", sections, re.MULTILINE)
    headings = [title if title[0].isupper() else title.replace("_", " ").capitalize() for title in titles]
    return name.group(1), email.group(1), location.group(1), headings


def _assert_reads_in_order(document: ExtractedDocument, name: str, email: str, headings: list[str]) -> None:
    texts = [line.text for line in document.lines]
    assert name in [text.split("\t")[0] for text in texts[:3]]  # alone, or first on its row (email at the right)
    assert any(email in text for text in texts[:5])
    folded = [text.casefold() for text in texts]
    positions = [folded.index(heading.casefold()) for heading in headings]
    assert positions == sorted(positions)


@pytest.mark.parametrize("path", sorted(RESUME_PDFS.glob("rendercv-*.pdf")), ids=lambda path: path.stem)
def test_rendercv_resumes_match_their_source(path: Path) -> None:
    name, email, location, headings = _rendercv_truth(path)
    document = _extracted(path)
    _assert_reads_in_order(document, name, email, headings)
    assert any(location in line.text for line in document.lines[:5])


@pytest.mark.parametrize("file_name", sorted(_PRINTED))
def test_other_pdf_resumes(file_name: str) -> None:
    name, email, headings = _PRINTED[file_name]
    document = _extracted(RESUME_PDFS / file_name)
    _assert_reads_in_order(document, name, email, headings)
    assert not any(icon in document.text for icon in ("GITHUB", "LINKEDIN", "HOUSE-CHIMNEY"))


def test_resume_paired_with_the_job_descriptions() -> None:
    document = _extracted(SHARED_DATA / "jobs" / "panoslin-resume.pdf")
    _assert_reads_in_order(document, "Panos Lin Guohui", "lghpanos@gmail.com", ["Education", "Experience", "Projects"])


def test_word_resumes_with_letter_spaced_headings() -> None:
    texts = [line.text for line in _extracted(RESUME_DOCX / "vanetik-32.docx").lines]
    for heading in ("CONTACT ME AT", "TOOLS & TECH", "TECHNICAL COMPETENCIES", "WORK EXPERIENCE", "PROFILE"):
        assert heading in texts


@pytest.mark.parametrize("path", sorted(RESUME_DOCX.glob("*.docx"))[:8], ids=lambda path: path.stem)
def test_word_resumes_read_cleanly(path: Path) -> None:
    document = _extracted(path)
    assert len(document.lines) >= 20
    assert not re.search(r"[\ue000-\uf8ff\x00-\x08\x0b-\x1f]", document.text)
