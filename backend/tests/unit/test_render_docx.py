"""DOCX export: real Word styles (Title, Heading 1, List Bullet), no tables or text boxes, core properties, paper
size, and a round trip through our extractor and parser."""

import io

import docx
import pytest
from docx.shared import Inches, Mm

from tests.unit.render_helpers import flat
from vitae.documents.extraction import extract_document
from vitae.render import Paper, render_docx
from vitae.render.document import build_render_document
from vitae.render.sample import sample_resume
from vitae.resume.model import ParsedResume
from vitae.resume.parser import parse_resume

WORD_BODY_TABLE = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}tbl"
TEXT_BOX = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}txbxContent"


def _open(data: bytes) -> docx.document.Document:
    return docx.Document(io.BytesIO(data))


def test_docx_round_trip_keeps_contacts_headings_and_bullets() -> None:
    resume = sample_resume()
    text = extract_document(render_docx(resume)).text
    lines = {line.strip() for line in text.splitlines()}
    info = resume.personal_info
    for value in (info.name, info.email, info.phone, info.location, info.linkedin, info.github):
        assert value in text
    for section in build_render_document(resume).sections:
        assert section.heading in lines
    for bullet in [bullet for entry in resume.work + resume.education + resume.projects for bullet in entry.bullets]:
        assert f"• {bullet}" in lines
    parsed = parse_resume(extract_document(render_docx(resume)))
    assert parsed.personal_info == info
    assert [(entry.title, entry.organization, entry.dates, entry.bullets) for entry in parsed.work] == [
        (entry.title, entry.organization, entry.dates, entry.bullets) for entry in resume.work
    ]
    assert parsed.skills == resume.skills


def test_docx_uses_word_styles_and_no_layout_objects() -> None:
    document = _open(render_docx(sample_resume()))
    styles = [(paragraph.style.name if paragraph.style else "", paragraph.text) for paragraph in document.paragraphs]
    assert styles[0] == ("Title", "Maya Castellanos")
    assert ("Heading 1", "Experience") in styles
    assert ("List Bullet", sample_resume().work[0].bullets[0]) in styles
    body = document.element.body
    assert not document.tables
    assert body.find(f".//{WORD_BODY_TABLE}") is None
    assert body.find(f".//{TEXT_BOX}") is None
    assert not document.inline_shapes


def test_docx_core_properties_name_the_person() -> None:
    properties = _open(render_docx(sample_resume())).core_properties
    assert properties.title == "Maya Castellanos – Resume"
    assert properties.author == "Maya Castellanos"
    assert properties.last_modified_by == "Maya Castellanos"


@pytest.mark.parametrize(("paper", "width", "height"), [("letter", Inches(8.5), Inches(11)), ("a4", Mm(210), Mm(297))])
def test_docx_page_size(paper: Paper, width: int, height: int) -> None:
    section = _open(render_docx(sample_resume(), paper=paper)).sections[0]
    # Word stores sizes in twips (635 EMU), so a size in millimetres is rounded to the nearest one.
    assert section.page_width == pytest.approx(width, abs=635)
    assert section.page_height == pytest.approx(height, abs=635)


def test_an_empty_resume_gives_an_empty_but_valid_document() -> None:
    assert _open(render_docx(ParsedResume())).paragraphs == []


def test_docx_keeps_other_sections_as_lines_and_bullets() -> None:
    text = flat(extract_document(render_docx(sample_resume())).text)
    assert "Languages English – native Spanish – professional working proficiency" in text
    assert "Awards • Northwind Engineering Excellence Award, 2023" in text
