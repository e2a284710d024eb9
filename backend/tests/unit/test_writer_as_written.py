"""Sections the structure cannot hold as the resume wrote them are written as their lines, in every output."""

from vitae.analysis import analyze_text
from vitae.documents.extraction import extract_document
from vitae.render import render_docx
from vitae.render.document import build_render_document
from vitae.render.text import resume_to_text
from vitae.resume.model import Entry, ParsedResume, Section, SectionKind, SkillGroup
from vitae.writer import enhance_resume
from vitae.writer.apply import apply_changes
from vitae.writer.as_written import lossy_kinds, uncertain_sections, written_as_text

TWO_SUMMARIES = """Priya Natarajan
priya.natarajan@example.org | 555-201-3344

Objective
To bring ten years of greenhouse operations to a growing horticulture cooperative.

Summary of Qualifications
Ran irrigation schedules for four glasshouses with a team of six growers.
Certified pesticide applicator with a clean safety record.

Work History
Head Grower, Meadowlark Nurseries
2016 - 2024
• Planned seasonal planting for ornamental and vegetable crops
"""

TWO_EXPERIENCE_HEADINGS = """Tomas Lindqvist
tomas.lindqvist@example.org | 555-310-2020

Work Experience
Ferry Deckhand, Baltic Crossings
2019 - 2023
• Secured vehicles on the car deck before every departure

Earlier Employment
Warehouse Picker, Nordlager
2016 - 2019
• Picked and packed outgoing pallets for regional shops
"""


def _words(text: str) -> list[str]:
    return text.replace(",", " ").split()


def test_a_kind_written_under_two_headings_keeps_each_heading_and_its_lines_in_every_output() -> None:
    analyzed = analyze_text(TWO_SUMMARIES)
    assert SectionKind.SUMMARY in lossy_kinds(analyzed.parsed)
    enhancement = enhance_resume(analyzed.parsed, analyzed.analysis, source_text=TWO_SUMMARIES)
    content = enhancement.enhanced_content
    assert content.index("Objective") < content.index("ten years of greenhouse")
    assert content.index("ten years of greenhouse") < content.index("Summary of Qualifications")
    assert content.index("Summary of Qualifications") < content.index("Certified pesticide applicator")
    document = build_render_document(enhancement.enhanced_resume)
    headings = [section.heading for section in document.sections]
    assert headings.index("Objective") < headings.index("Summary of Qualifications")
    docx_text = extract_document(render_docx(enhancement.enhanced_resume)).text
    assert "Summary of Qualifications" in docx_text and "clean safety record" in docx_text


def test_entries_under_two_experience_headings_stay_under_their_own_heading() -> None:
    analyzed = analyze_text(TWO_EXPERIENCE_HEADINGS)
    enhancement = enhance_resume(analyzed.parsed, analyzed.analysis, source_text=TWO_EXPERIENCE_HEADINGS)
    content = enhancement.enhanced_content
    order = [
        "Work Experience",
        "Baltic Crossings",
        "Secured vehicles",
        "Earlier Employment",
        "Nordlager",
        "Picked and packed",
    ]
    assert [content.index(text) for text in order] == sorted(content.index(text) for text in order)


def test_a_summary_above_the_first_heading_stays_when_the_summary_sections_are_written_as_lines() -> None:
    resume = ParsedResume(
        summary="Quality engineer who audits suppliers of medical tubing.",
        sections=[
            Section(heading="Profile", kind=SectionKind.SUMMARY, lines=["Fluent in Portuguese and Spanish."]),
            Section(heading="Career Notes", kind=SectionKind.SUMMARY, lines=["Moved from auditing to design."]),
        ],
        work=[Entry(title="Auditor", organization="Tubeworks", dates="2019 - 2022")],
    )
    analysis = analyze_text("Quality engineer who audits suppliers of medical tubing.").analysis
    content = enhance_resume(resume, analysis).enhanced_content
    for line in ("audits suppliers of medical tubing", "Fluent in Portuguese", "Moved from auditing"):
        assert line in content


def test_entries_read_from_a_section_written_as_lines_are_not_printed_twice() -> None:
    resume = ParsedResume(
        sections=[
            Section(
                heading="Career Overview",
                kind=SectionKind.OTHER,
                lines=["Shift Supervisor, Harbor Bakery", "2018 - 2021", "• Opened the store at five each morning"],
            )
        ],
        work=[
            Entry(
                title="Shift Supervisor",
                organization="Harbor Bakery",
                dates="2018 - 2021",
                bullets=["Opened the store at five each morning"],
            )
        ],
    )
    analysis = analyze_text("Shift Supervisor, Harbor Bakery").analysis
    content = enhance_resume(resume, analysis).enhanced_content
    assert content.count("Harbor Bakery") == 1
    assert "Career Overview" in content and "Experience" not in _words(content)


SIDEBAR_READ_ACROSS = """Dana Whitlock
dana.whitlock@example.net

Skills
Night Porter, Gull Hotel                   Luggage handling
Checked in late arrivals                   Languages
Locked the side doors at midnight          Dutch, Polish

Experience
Night Porter, Gull Hotel                   Scarborough, UK
2019 - 2022
• Checked in late arrivals

Odd Jobs Done
Painted the pier railings
"""


def test_uncertain_sections_say_which_and_why_and_are_written_as_read() -> None:
    resume = analyze_text(SIDEBAR_READ_ACROSS).parsed
    reasons = {section.heading: section.reason.value for section in uncertain_sections(resume)}
    # A header with its place set to the right is one entry, not two columns.
    assert reasons.get("Skills") == "columns" and "Experience" not in reasons
    assert SectionKind.SKILLS in lossy_kinds(resume)
    message = next(section.message for section in uncertain_sections(resume) if section.heading == "Skills")
    assert "columns" in message


def test_a_heading_no_vocabulary_knows_is_reported() -> None:
    resume = ParsedResume(
        sections=[
            Section(heading="Odd Jobs Done", kind=SectionKind.OTHER, lines=["Painted the pier"], known_heading=False),
            Section(heading="Skills", kind=SectionKind.SKILLS, lines=["Welding, Rigging"]),
        ],
        skills=[SkillGroup(skills=["Welding"])],
    )
    assert [(section.heading, section.reason.value) for section in uncertain_sections(resume)] == [
        ("Odd Jobs Done", "unknown_heading"),
        ("Skills", "unplaced_lines"),
    ]


def test_a_word_hyphenated_at_a_line_end_is_not_a_word_the_structure_lacks() -> None:
    job = Entry(
        title="Site Reliability Engineer",
        organization="Wingtip Hosting",
        bullets=["Evaluated Istio, Linkerd and Consul for the multi-account network"],
    )
    lines = ["Wingtip Hosting, Site Reliability Engineer", "• Evaluated Istio, Linkerd and Con-", "sul for the multi-"]
    lines.append("account network")
    resume = ParsedResume(work=[job], sections=[Section(heading="Work", kind=SectionKind.EXPERIENCE, lines=lines)])
    # 'Con-' and 'sul' are the parser's 'Consul'; 'multi-' and 'account' its 'multi-account', read either way.
    assert lossy_kinds(resume) == []


def test_a_version_changed_in_place_is_exported_as_its_text_writes_it() -> None:
    text = """Meda Cronin
meda@example.com | 555-201-3344
• Eight years of support engineering
• Calm under pressure

WORK EXPERIENCE
Support Engineer, Oracle
Jan 2017 - Present
A. Monitoring:
• Watched the nightly batch jobs
B. Tickets:
• Handled 30 client tickets a week
"""
    written = written_as_text(text)
    assert not written.work and not written.summary
    document = build_render_document(written)
    printed = [
        line
        for section in document.sections
        for block in section.blocks
        for line in ([f"• {item}" for item in block.lines] if block.kind == "bullets" else block.lines)
    ]
    assert printed == [
        "• Eight years of support engineering",
        "• Calm under pressure",
        "Support Engineer, Oracle",
        "Jan 2017 - Present",
        "A. Monitoring:",
        "• Watched the nightly batch jobs",
        "B. Tickets:",
        "• Handled 30 client tickets a week",
    ]
    assert document.name == "Meda Cronin"
    assert {item.text for item in document.contacts} >= {"meda@example.com", "555-201-3344"}


def test_a_job_read_from_an_other_section_is_printed_once() -> None:
    """A job written under 'Accomplishments' joins the work, and that section is printed as its lines: the work
    is then printed as its own section's lines too, not written from the structure a second time."""
    college = Entry(
        title="Chief Financial Officer",
        organization="Harbourview College",
        dates="2010 to 2015",
        description="Refinanced the campus bonds and secured a new line of credit.",
    )
    bank = Entry(title="Controller", organization="Desert Trust Bank", dates="1998 to 2006")
    accomplishments = ["Harbourview College", "Chief Financial Officer", "2010 to 2015", college.description]
    resume = ParsedResume(
        work=[college, bank],
        sections=[
            Section(heading="Accomplishments", kind=SectionKind.OTHER, lines=accomplishments),
            Section(heading="Prior Experience", kind=SectionKind.EXPERIENCE, lines=["Desert Trust Bank", "Controller"]),
        ],
    )
    assert SectionKind.EXPERIENCE in lossy_kinds(resume)
    text = resume_to_text(apply_changes(resume, []))
    assert text.count("Refinanced the campus bonds") == 1
    assert text.index("Desert Trust Bank") > text.index("Prior Experience")


def test_a_job_its_own_section_also_holds_is_no_reason_to_print_it_as_lines() -> None:
    bank = Entry(title="Controller", organization="Desert Trust Bank", dates="1998 to 2006")
    resume = ParsedResume(
        work=[bank],
        sections=[
            Section(
                heading="Highlights", kind=SectionKind.OTHER, lines=["Controller at Desert Trust Bank, 1998 to 2006"]
            ),
            Section(
                heading="Experience",
                kind=SectionKind.EXPERIENCE,
                lines=["Controller, Desert Trust Bank", "1998 to 2006"],
            ),
        ],
    )
    assert lossy_kinds(resume) == []
