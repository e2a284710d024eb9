"""Word resumes read right: their reading order, layout and headings as a reader sees them."""

from docx.document import Document
from docx.shared import Pt

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
