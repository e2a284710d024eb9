"""An entry's description lines keep their places between its bullets: a sub-heading stays over its own bullets in
the enhanced text and in every export, after any improvement."""

from vitae.analysis import analyze_text
from vitae.documents.extraction import extract_document
from vitae.render import render_docx
from vitae.render.text import resume_to_text
from vitae.resume.model import Entry, ParsedResume, Section, SectionKind
from vitae.writer import Improvement, ImprovementKind, TextEdit, apply_improvements, enhance_resume
from vitae.writer.apply import apply_changes
from vitae.writer.completion import complete_resume
from vitae.writer.written_order import in_written_order

SUB_HEADINGS = """Priya Raman
priya.raman@example.com | +44 20 7946 0321

EXPERIENCE
Operations Manager, Northwind Logistics
Jan 2019 - Present
A. Vendor Management:
• Ran quarterly reviews with twelve regional carriers.
• Renegotiated the freight contracts of the southern depots.
B. Budget Control:
• Cut the travel budget by a fifth within one year.
• Moved the team's invoicing onto one shared ledger.

Shift Supervisor, Harbour Freight Services
Mar 2015 - Dec 2018
• Scheduled forty warehouse staff across three shifts.

EDUCATION
BSc Logistics, University of Leeds, 2014
"""


def _in_order(text: str, *lines: str) -> bool:
    found = [text.find(line) for line in lines]
    return -1 not in found and found == sorted(found)


def test_sub_headings_stay_over_their_own_bullets_in_the_text_and_the_docx() -> None:
    analyzed = analyze_text(SUB_HEADINGS)
    enhancement = enhance_resume(analyzed.parsed, analyzed.analysis, source_text=SUB_HEADINGS)
    expected = ("Vendor Management:", "southern depots", "Budget Control:", "travel budget", "shared ledger")
    assert _in_order(enhancement.enhanced_content, *expected)
    docx = extract_document(render_docx(enhancement.enhanced_resume)).text
    assert _in_order(docx, *expected)


def test_a_note_written_after_the_bullets_stays_after_them() -> None:
    """The other way round from a sub-heading: 'Environment: ...' written under a project's bullets."""
    entry = Entry(
        title="Billing Portal",
        description="Team of six\nEnvironment: Java, Oracle",
        bullets=["Wrote the invoice export.", "Tuned the nightly batch."],
    )
    lines = [
        "Billing Portal",
        "Team of six",
        "• Wrote the invoice export.",
        "• Tuned the nightly batch.",
        "Environment: Java, Oracle",
    ]
    resume = ParsedResume(
        projects=[entry], sections=[Section(heading="Projects", kind=SectionKind.PROJECTS, lines=lines)]
    )
    ordered = in_written_order(resume).projects[0]
    assert ordered.description_positions == [0, 2]
    assert resume_to_text(ParsedResume(projects=[ordered])).splitlines()[-4:] == lines[1:]


def test_an_entry_written_prose_first_is_left_as_it_was() -> None:
    resume = analyze_text(
        SUB_HEADINGS.replace("A. Vendor Management:\n", "").replace("B. Budget Control:\n", "")
    ).parsed
    assert complete_resume(resume).work == resume.work


def test_a_bullet_split_in_two_keeps_the_sub_headings_in_place() -> None:
    resume = complete_resume(analyze_text(SUB_HEADINGS).parsed)
    first = resume.work[0].bullets[0]
    split = Improvement(
        id="work.0.bullets.0:split",
        section="Experience",
        location="Operations Manager › bullet 1",
        kind=ImprovementKind.SPLIT,
        before=first,
        after=first.replace(" with ", ".\nMet "),
        reason="Two statements read better as two bullets.",
        target="work.0.bullets.0",
        edit=TextEdit(start=first.index(" with "), end=first.index(" with ") + len(" with "), text=".\nMet "),
    )
    text = resume_to_text(apply_changes(resume, [split]))
    assert _in_order(text, "Vendor Management:", "• Met twelve", "southern depots", "Budget Control:", "travel budget")


def test_with_every_improvement_rejected_the_order_is_the_original() -> None:
    analyzed = analyze_text(SUB_HEADINGS)
    enhancement = enhance_resume(analyzed.parsed, analyzed.analysis, source_text=SUB_HEADINGS)
    rejected = apply_improvements(analyzed.parsed, enhancement, []).enhanced_content
    body = [line for line in SUB_HEADINGS.splitlines() if line.startswith(("A. ", "B. ", "•"))]
    assert [line for line in rejected.splitlines() if line.startswith(("A. ", "B. ", "•"))] == body
