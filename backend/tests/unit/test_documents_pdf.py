"""PDF extraction on real PDFs rendered by typst: reading order, layout hints and every refusal."""

from functools import cache
from pathlib import Path

import pytest
import typst

from tests.unit.documents_builders import (
    SINGLE_COLUMN_RESUME,
    TWO_COLUMN_RESUME,
    encrypted_pdf,
    pdf_with_blank_pages,
    png_image,
    typst_pdf,
)
from vitae.documents import ExtractedDocument, FileType, extract_document, messages, pdf_text
from vitae.errors import InvalidInput


@cache
def _extracted(source: str) -> ExtractedDocument:
    return extract_document(typst_pdf(source))


def _texts(document: ExtractedDocument) -> list[str]:
    return [line.text for line in document.lines]


def _refusal(data: bytes) -> str:
    with pytest.raises(InvalidInput) as refusal:
        extract_document(data)
    return refusal.value.message


def test_single_column_resume_reads_top_to_bottom() -> None:
    document = _extracted(SINGLE_COLUMN_RESUME)
    texts = _texts(document)
    assert document.file_type is FileType.PDF
    assert document.page_count == 1
    assert texts[0] == "Jane Smith"
    assert texts[1] == "jane.smith@example.com | +1 555 010 2000 | Austin, TX"
    headings = [text for text in texts if text in ("Summary", "Experience", "Education", "Skills")]
    assert headings == ["Summary", "Experience", "Education", "Skills"]
    assert "Senior Software Engineer, Initech\t2020 – Present" in texts
    assert "• Designed a ledger service handling 40 million transactions a month" in texts


def test_layout_hints_size_weight_and_position() -> None:
    lines = {line.text: line for line in _extracted(SINGLE_COLUMN_RESUME).lines}
    assert lines["Jane Smith"].font_size == 22 and lines["Jane Smith"].bold
    assert lines["Experience"].font_size == 13 and lines["Experience"].bold
    body = lines["Python, Go, PostgreSQL, Kafka, Kubernetes"]
    assert body.font_size == 10.5 and not body.bold
    assert body.x0 == pytest.approx(57.6, abs=0.5)  # the 0.8 inch margin
    assert lines["Experience"].block != body.block


def test_ligatures_come_out_as_letters() -> None:
    text = _extracted(SINGLE_COLUMN_RESUME).text
    assert "efficient and fine-grained" in text
    assert not any(0xFB00 <= ord(char) <= 0xFB06 for char in text)


def test_two_column_resume_reads_column_by_column() -> None:
    texts = _texts(_extracted(TWO_COLUMN_RESUME))
    sidebar = ["CONTACT", "maria.lopez@example.com", "+34 600 123 456", "Madrid, Spain", "SKILLS", "LANGUAGES"]
    main = ["Experience", "Data Engineer, Acme Analytics\t2019 – 2024", "Education"]
    assert texts[:2] == ["Maria Lopez", "Senior Data Engineer"]
    positions = [texts.index(text) for text in sidebar + main]
    assert positions == sorted(positions)
    assert texts.index("English (fluent)") < texts.index("Experience")


def test_dates_in_a_column_beside_entries_stay_on_the_entry_line() -> None:
    source = """
#set text(size: 10pt)
#text(size: 18pt)[Jane Smith]
#grid(columns: (3cm, 1fr), column-gutter: 0.5cm, row-gutter: 0.8cm,
  [2019 – 2024], [*Engineer*, Acme \\ - Built the billing system \\ - Ran the on-call rota \\ - Hired four people],
  [2016 – 2019], [*Analyst*, Beta \\ - Wrote the reports \\ - Automated the monthly close],
  [2014 – 2016], [*Intern*, Gamma \\ - Tested the mobile app \\ - Fixed forty bugs],
)
"""
    texts = _texts(_extracted(source))
    assert texts[1].startswith("2019 – 2024") and texts[1].endswith("Engineer, Acme")
    assert any(text.startswith("2016 – 2019") and text.endswith("Analyst, Beta") for text in texts)


def test_letter_spaced_heading_is_read_as_words() -> None:
    source = "#text(tracking: 4pt, size: 12pt)[WORK EXPERIENCE]\n\nEngineer at Initech since 2020."
    assert _texts(_extracted(source))[0] == "WORK EXPERIENCE"


def test_running_footer_and_page_numbers_are_dropped() -> None:
    source = (
        "#set page(footer: context [Jane Smith – Page #counter(page).display() of 2 "
        "#h(1fr) #counter(page).display()])\n"
        "Jane Smith\n\n#lorem(400)\n\n#pagebreak()\nSecond page body.\n"
    )
    document = _extracted(source)
    assert document.page_count == 2
    assert not [text for text in _texts(document) if "Page" in text or text.isdigit()]
    assert _texts(document)[-1] == "Second page body."


def test_password_protected_pdf_is_refused() -> None:
    assert _refusal(encrypted_pdf(user_password="secret", owner_password="owner")) == messages.PDF_ENCRYPTED


def test_pdf_with_only_an_owner_password_is_read() -> None:
    document = extract_document(encrypted_pdf(user_password="", owner_password="owner"))
    assert document.lines[0].text == "Jane Smith"


def test_scanned_pdf_is_refused_with_advice(tmp_path: Path) -> None:
    (tmp_path / "scan.png").write_bytes(png_image(60, 80))
    (tmp_path / "resume.typ").write_text('#image("scan.png", width: 100%)')
    message = _refusal(typst.compile(str(tmp_path / "resume.typ"), format="pdf"))
    assert message == messages.PDF_WITHOUT_TEXT_LAYER
    assert "(ATS) cannot read it either" in message and "Save as PDF" in message


def test_pdf_of_shapes_only_has_no_text_layer() -> None:
    assert _refusal(typst_pdf("#rect(width: 5cm, height: 3cm, fill: gray)")) == messages.PDF_WITHOUT_TEXT_LAYER


@pytest.mark.parametrize("declared_count", [None, 1], ids=["declared", "understated"])
def test_ten_thousand_pages_are_refused(declared_count: int | None) -> None:
    assert _refusal(pdf_with_blank_pages(10_000, declared_count=declared_count)) == messages.PDF_TOO_MANY_PAGES


def test_a_page_with_too_many_characters_stops_early(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pdf_text, "MAX_PDF_CHARACTERS", 100)
    assert _refusal(typst_pdf(SINGLE_COLUMN_RESUME)) == messages.PDF_TOO_MUCH_TEXT


@pytest.mark.parametrize("keep", [0.1, 0.5, 0.9])
def test_truncated_pdf_is_refused_as_damaged(keep: float) -> None:
    pdf = typst_pdf(SINGLE_COLUMN_RESUME)
    assert _refusal(pdf[: int(len(pdf) * keep)]) == messages.PDF_DAMAGED


def test_header_followed_by_garbage_is_damaged() -> None:
    assert _refusal(b"%PDF-1.7\n" + bytes(range(256)) * 4) == messages.PDF_DAMAGED


def test_bullets_drawn_as_shapes_become_bullet_text() -> None:
    dot = "circle(radius: 1.6pt, fill: black)"
    icon = "circle(radius: 4.5pt, fill: black)"  # a shape as big as the text: an icon, not a bullet
    source = f"""
#set text(size: 10pt)
#set list(marker: box(baseline: -0.2em, {dot}))
Jane Smith #h(1cm) #box({icon}) Austin, TX #h(1cm) Skills #box({dot})
- Led the migration to Kubernetes
- Hired four engineers
"""
    texts = _texts(_extracted(source))
    assert texts[0] == "Jane Smith\tAustin, TX\tSkills"
    assert texts[1:] == ["• Led the migration to Kubernetes", "• Hired four engineers"]


def test_a_pdf_of_hundreds_of_thousands_of_objects_is_refused_at_once() -> None:
    import time

    from tests.integration.hostile_files import pdf_with_many_objects
    from vitae.documents.messages import PDF_TOO_COMPLEX

    started = time.perf_counter()
    with pytest.raises(InvalidInput) as refusal:
        extract_document(pdf_with_many_objects())
    assert refusal.value.message == PDF_TOO_COMPLEX
    assert time.perf_counter() - started < 1.0
