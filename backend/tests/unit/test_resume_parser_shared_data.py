"""The parser on the public resumes beside the repository (`../shared/data`); skipped where they are absent.
Figures over the whole set come from `make eval` (evals/parser.py); these tests pin what must always hold."""

import html
import re
from pathlib import Path

import pytest
import yaml

from tests.conftest import SHARED_DATA
from vitae.documents.extraction import extract_document
from vitae.resume.parser import parse_resume, parse_resume_text

RESUME_PDFS = SHARED_DATA / "resume-pdfs"
RESUMES_NER = SHARED_DATA / "resumes-ner"
RENDERCV_PDFS = sorted(RESUME_PDFS.glob("rendercv-*.pdf")) if RESUME_PDFS.is_dir() else []


def _section_title(key: str) -> str:
    return key.replace("_", " ").lower()


@pytest.mark.skipif(not RENDERCV_PDFS, reason="shared data not found: ../shared/data/resume-pdfs is absent")
@pytest.mark.parametrize("pdf", RENDERCV_PDFS, ids=lambda path: path.stem)
def test_rendercv_pdf_matches_its_yaml(pdf: Path) -> None:
    truth = yaml.safe_load(pdf.with_suffix(".yaml").read_text(encoding="utf-8"))["cv"]
    resume = parse_resume(extract_document(pdf.read_bytes()))
    assert resume.personal_info.name == truth["name"]
    assert resume.personal_info.email == truth["email"]
    assert resume.personal_info.phone == (truth["phone"] or "")
    assert [section.heading.lower() for section in resume.sections] == [
        _section_title(key) for key in truth["sections"]
    ]
    sections = truth["sections"]
    assert len(resume.work) == len(sections["experience"])
    assert len(resume.education) == len(sections["education"])
    assert len(resume.projects) == len(sections["projects"])
    assert [group.name for group in resume.skills] == [item["label"] for item in sections["skills"]]


@pytest.mark.skipif(not RESUMES_NER.is_dir(), reason="shared data not found: ../shared/data/resumes-ner is absent")
def test_resumes_ner_emails_are_found() -> None:
    found = expected = 0
    for path in sorted(RESUMES_NER.glob("*.xml"))[:80]:
        body = path.read_text(encoding="utf-8").split("<cv>", 1)[-1]
        emails = {value.lower() for value in re.findall(r'<label type="Email Address">(.*?)</label>', body)}
        if not emails:
            continue
        expected += 1
        text = html.unescape(re.sub(r"<[^>]+>", "", body))
        found += parse_resume_text(text).personal_info.email.lower() in emails
    assert expected and found == expected
