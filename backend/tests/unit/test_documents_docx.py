"""DOCX extraction: body order, tables, text boxes, headers and footers, formatting, and hostile packages."""

from collections.abc import Callable

import pytest
from docx.document import Document
from docx.enum.text import WD_BREAK
from docx.shared import Pt

from tests.unit.documents_builders import (
    add_text_box,
    docx_file,
    docx_zip_bomb,
    nested_tables_docx,
    replace_docx_part,
    simple_resume_docx,
)
from vitae.documents import ExtractedDocument, FileType, extract_document, messages
from vitae.errors import InvalidInput


def _extract(build: Callable[[Document], object]) -> ExtractedDocument:
    return extract_document(docx_file(build))


def _refusal(data: bytes) -> str:
    with pytest.raises(InvalidInput) as refusal:
        extract_document(data)
    return refusal.value.message


def test_paragraphs_in_order_with_list_bullets_and_blocks() -> None:
    document = _extract(simple_resume_docx)
    assert document.file_type is FileType.DOCX
    assert [line.text for line in document.lines] == [
        "Jane Smith",
        "jane.smith@example.com | +1 555 010 2000",
        "Experience",
        "Senior Software Engineer, Initech\t2020 – Present",
        "• Designed a ledger service",
        "Education",
        "BSc Computer Science, University of Texas",
    ]
    blocks = {line.text: line.block for line in document.lines}
    assert blocks["Senior Software Engineer, Initech\t2020 – Present"] == blocks["• Designed a ledger service"]
    assert blocks["Education"] != blocks["• Designed a ledger service"]


def test_bold_and_size_from_runs_and_styles() -> None:
    def build(document: Document) -> None:
        document.add_heading("Experience", level=1)
        run = document.add_paragraph().add_run("Initech")
        run.bold = True
        run.font.size = Pt(14)
        document.add_paragraph("Plain text")

    lines = {line.text: line for line in _extract(build).lines}
    assert lines["Experience"].bold and lines["Experience"].font_size == 14
    assert lines["Initech"].bold and lines["Initech"].font_size == 14
    assert not lines["Plain text"].bold and lines["Plain text"].font_size == 11


def test_tables_one_line_rows_and_layout_cells() -> None:
    def build(document: Document) -> None:
        grid = document.add_table(rows=2, cols=2)
        grid.cell(0, 0).text, grid.cell(0, 1).text = "Python", "Expert"
        grid.cell(1, 0).text, grid.cell(1, 1).text = "SQL", "Advanced"
        layout = document.add_table(rows=1, cols=2)
        layout.cell(0, 0).text = "CONTACT\njane@example.com"
        layout.cell(0, 1).text = "EXPERIENCE\nEngineer at Initech"
        layout.cell(0, 1).add_table(rows=1, cols=1).cell(0, 0).text = "Nested detail"

    assert [line.text for line in _extract(build).lines] == [
        "Python\tExpert",
        "SQL\tAdvanced",
        "CONTACT",
        "jane@example.com",
        "EXPERIENCE",
        "Engineer at Initech",
        "Nested detail",
    ]


def test_text_boxes_are_read_once() -> None:
    def build(document: Document) -> None:
        document.add_paragraph("Body text")
        add_text_box(document, "Sidebar in a text box")

    texts = [line.text for line in _extract(build).lines]
    assert texts == ["Body text", "Sidebar in a text box"]


def test_headers_first_and_footers_last() -> None:
    def build(document: Document) -> None:
        section = document.sections[0]
        section.header.paragraphs[0].text = "Jane Smith | jane@example.com"
        section.footer.paragraphs[0].text = "References on request"
        document.add_paragraph("Experience")

    texts = [line.text for line in _extract(build).lines]
    assert texts == ["Jane Smith | jane@example.com", "Experience", "References on request"]


def test_line_breaks_page_breaks_and_letter_spaced_headings() -> None:
    def build(document: Document) -> None:
        document.add_paragraph("C O N T A C T  M E")
        paragraph = document.add_paragraph("First line")
        paragraph.add_run().add_break()
        paragraph.add_run("Second line")
        document.add_paragraph().add_run().add_break(WD_BREAK.PAGE)
        document.add_paragraph("On page two")

    document = _extract(build)
    assert [(line.text, line.page) for line in document.lines] == [
        ("CONTACT ME", 1),
        ("First line", 1),
        ("Second line", 1),
        ("On page two", 2),
    ]
    assert document.page_count == 2


def test_symbol_font_bullets() -> None:
    def build(document: Document) -> None:
        run = document.add_paragraph().add_run("\uf0b7 Led a team of five")
        run.font.name = "Symbol"

    assert [line.text for line in _extract(build).lines] == ["• Led a team of five"]


def test_moderately_nested_tables_are_read() -> None:
    document = extract_document(nested_tables_docx(3, "Deep detail"))
    assert [line.text for line in document.lines] == ["Resume", "Deep detail"]


@pytest.mark.parametrize("depth", [40, 400])
def test_deeply_nested_tables_are_refused(depth: int) -> None:
    assert _refusal(nested_tables_docx(depth, "Deep detail")) == messages.WORD_TABLES_TOO_DEEP


def test_zip_bomb_is_refused_before_inflating() -> None:
    assert _refusal(docx_zip_bomb(80 * 1024 * 1024)) == messages.WORD_TOO_LARGE_UNPACKED


@pytest.mark.parametrize("keep", [0.3, 0.6, 0.95])
def test_truncated_docx_is_damaged(keep: float) -> None:
    package = docx_file(simple_resume_docx)
    assert _refusal(package[: int(len(package) * keep)]) == messages.WORD_DAMAGED


def test_malformed_document_xml_is_damaged() -> None:
    package = replace_docx_part(docx_file(simple_resume_docx), "word/document.xml", b"<w:document><w:body>")
    assert _refusal(package) == messages.WORD_DAMAGED


def test_document_without_text_is_refused() -> None:
    assert _refusal(docx_file(lambda document: document.add_paragraph(""))) == messages.NO_READABLE_TEXT


def test_oversized_xml_part_is_refused() -> None:
    body = b'<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
    body += b"<w:p/>" * (3 * 1024 * 1024) + b"</w:body></w:document>"
    assert _refusal(replace_docx_part(docx_file(simple_resume_docx), "word/document.xml", body)) == (
        messages.WORD_TOO_LARGE_UNPACKED
    )
