"""Word resumes read right: their reading order, layout and headings as a reader sees them."""

from docx.document import Document
from docx.opc.constants import RELATIONSHIP_TYPE
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Pt
from docx.text.paragraph import Paragraph

from tests.unit.documents_builders import docx_file
from vitae.documents.extraction import extract_document
from vitae.resume.parser import parse_resume

_SIDEBAR = [
    "CONTACT ME AT",
    "+1 555 0100",
    "Lakeview, OR",
    "TOOLS & TECH",
    "Python SQL",
    "Tableau Excel",
    "Looker dbt",
    "TECHNICAL COMPETENCIES",
    "Data cleaning and exploratory analysis",
    "Dashboards and reporting",
    "A/B testing and cohort analysis",
    "EDUCATION & COURSES",
    "Lakeview University | 2012 - 2016",
    "BSc in Statistics",
    "LANGUAGES",
    "English, Spanish",
]


def _sidebar_first_resume(document: Document) -> None:
    for text in _SIDEBAR:
        run = document.add_paragraph().add_run(text)
        run.font.size = Pt(10)
        run.bold = text.isupper()
    name = document.add_paragraph().add_run("DANA REYES")
    name.font.size = Pt(24)
    headline = document.add_paragraph().add_run("DATA ANALYST")
    headline.font.size = Pt(14)
    for text, bold in [
        ("WORK EXPERIENCE", True),
        ("Data Analyst", True),
        ("Brightpath Ltd | May 2019 - Present", False),
        ("Built the weekly retention dashboards for the product team", False),
    ]:
        run = document.add_paragraph().add_run(text)
        run.font.size = Pt(11)
        run.bold = bold


def test_the_name_in_display_type_below_a_sidebar_read_first_is_found() -> None:
    resume = parse_resume(extract_document(docx_file(_sidebar_first_resume)))
    assert resume.personal_info.name == "Dana Reyes"
    assert "DANA REYES" not in [section.heading for section in resume.sections]


def _sized_lines(document: Document, lines: list[tuple[str, float, bool]]) -> None:
    for text, size, bold in lines:
        run = document.add_paragraph().add_run(text)
        run.font.size = Pt(size)
        run.bold = bold


_AWARDS_RESUME = [
    ("Dana Reyes", 28, False),
    ("dana@example.com | +1 555 0100", 10, False),
    ("Work Experience", 16, True),
    ("Data Analyst, Brightpath Ltd, May 2019 - Present", 10, False),
    ("Built the weekly retention dashboards for the product team", 10, False),
    ("Honors & Awards", 16, True),
    ("International Awards", 12, False),
    ("2021 Finalist, Open Data Challenge", 10, False),
    ("Regional Awards", 12, False),
    ("2019 First Prize, City Hackathon", 10, False),
    ("Publications", 16, True),
    ("A study of retention curves, 2020", 10, False),
]


def test_headings_set_smaller_than_their_sections_heading_are_parts_of_it() -> None:
    resume = parse_resume(extract_document(docx_file(lambda document: _sized_lines(document, _AWARDS_RESUME))))
    sections = {section.heading: section.lines for section in resume.sections}
    assert list(sections) == ["Work Experience", "Honors & Awards", "Publications"]
    assert sections["Honors & Awards"][0] == "International Awards"


def test_headings_in_the_same_size_stay_sections_of_their_own() -> None:
    same_size = [(text, 16, True) if size == 12 else (text, size, bold) for text, size, bold in _AWARDS_RESUME]
    resume = parse_resume(extract_document(docx_file(lambda document: _sized_lines(document, same_size))))
    assert [section.heading for section in resume.sections] == [
        "Work Experience",
        "Honors & Awards",
        "International Awards",
        "Regional Awards",
        "Publications",
    ]


def _add_link(paragraph: Paragraph, text: str, address: str) -> None:
    relationship_id = paragraph.part.relate_to(address, RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
    link = OxmlElement("w:hyperlink")
    link.set(qn("r:id"), relationship_id)
    run = OxmlElement("w:r")
    text_element = OxmlElement("w:t")
    text_element.text = text
    run.append(text_element)
    link.append(run)
    paragraph._p.append(link)


def _linked_contacts_resume(document: Document) -> None:
    document.add_paragraph().add_run("Dana Reyes").font.size = Pt(24)
    contacts = document.add_paragraph("Portland, OR | ")
    _add_link(contacts, "Email", "mailto:dana.reyes@example.com?subject=Hello")
    contacts.add_run(" | ")
    _add_link(contacts, "LinkedIn", "https://www.linkedin.com/in/dana-reyes")
    contacts.add_run(" | ")
    _add_link(contacts, "", "https://github.com/dana-reyes")
    document.add_paragraph().add_run("SKILLS").bold = True
    tools = document.add_paragraph("Figma, ")
    _add_link(tools, "GitHub", "https://www.example.com/tools/github")
    tools.add_run(", ")
    _add_link(tools, "www.lakeview-design.example", "https://www.lakeview-design.example/")
    document.add_paragraph().add_run("EXPERIENCE").bold = True
    document.add_paragraph("Senior Product Designer, Brightpath Ltd, 2019 – Present")


def test_a_link_that_only_names_a_contact_gives_its_address() -> None:
    document = extract_document(docx_file(_linked_contacts_resume))
    assert document.lines[1].text == (
        "Portland, OR | Email dana.reyes@example.com | LinkedIn https://www.linkedin.com/in/dana-reyes"
        " | https://github.com/dana-reyes"
    )
    assert document.lines[3].text == "Figma, GitHub, www.lakeview-design.example"
    info = parse_resume(document).personal_info
    assert info.email == "dana.reyes@example.com"
    assert "linkedin.com/in/dana-reyes" in info.linkedin
    assert "github.com/dana-reyes" in info.github


def _title_page_resume(document: Document) -> None:
    section = document.sections[0]
    section.different_first_page_header_footer = True
    section.first_page_header.paragraphs[0].text = "Dana Reyes"
    section.first_page_header.add_paragraph("dana.reyes@example.com | (555) 010-2000")
    section.header.paragraphs[0].text = "Dana Reyes\tPage 2"
    section.footer.paragraphs[0].text = "Dana Reyes | Resume | Page 2"
    section.even_page_header.paragraphs[0].text = "Even page notes"
    document.add_paragraph("EXPERIENCE")
    document.add_paragraph("Senior Product Designer, Brightpath Ltd, 2019 – Present")


def _plain_header_resume(document: Document) -> None:
    section = document.sections[0]
    section.header.paragraphs[0].text = "Dana Reyes | dana.reyes@example.com"
    section.first_page_header.paragraphs[0].text = "Draft layout, not shown"
    section.even_page_header.paragraphs[0].text = "Even page notes"
    document.add_paragraph("EXPERIENCE")


def test_only_the_headers_and_footers_word_shows_on_the_first_page_are_read() -> None:
    assert [line.text for line in extract_document(docx_file(_title_page_resume)).lines] == [
        "Dana Reyes",
        "dana.reyes@example.com | (555) 010-2000",
        "EXPERIENCE",
        "Senior Product Designer, Brightpath Ltd, 2019 – Present",
    ]
    assert [line.text for line in extract_document(docx_file(_plain_header_resume)).lines] == [
        "Dana Reyes | dana.reyes@example.com",
        "EXPERIENCE",
    ]
