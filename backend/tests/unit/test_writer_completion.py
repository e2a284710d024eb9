"""complete_resume: what the parser read but could not place is kept, where it stood."""

from vitae.analysis import analyze_text
from vitae.render.document import build_render_document
from vitae.render.text import contact_line, resume_to_text
from vitae.resume.model import Entry, ParsedResume, PersonalInfo, Section, SectionKind, SkillGroup
from vitae.writer import enhance_resume
from vitae.writer.completion import complete_resume

JOB = Entry(
    title="Support Engineer",
    organization="Oracle",
    dates="Jan 2017 – Present",
    start_date="2017-01",
    end_date="present",
    bullets=["Automated 12 batch jobs with Python"],
)


def _resume(**update: object) -> ParsedResume:
    resume = ParsedResume(
        personal_info=PersonalInfo(name="Meda Cronin", email="meda@example.com", location="Bengaluru, Karnataka"),
        work=[JOB],
        sections=[
            Section(
                heading="WORK EXPERIENCE",
                kind=SectionKind.EXPERIENCE,
                lines=[
                    "Support Engineer, Oracle",
                    "Jan 2017 – Present",
                    "Role: batch scheduling and monitoring",
                    "• Automated 12 batch jobs with Python",
                    "• Handled 30 client tickets a week",
                ],
            )
        ],
    )
    return resume.model_copy(update=update)


def test_unplaced_lines_go_back_to_the_entry_they_followed() -> None:
    completed = complete_resume(_resume())
    job = completed.work[0]
    assert job.description == "Role: batch scheduling and monitoring"
    assert job.bullets == ["Automated 12 batch jobs with Python", "Handled 30 client tickets a week"]


def test_a_bullet_with_the_entry_dates_run_on_from_the_column_beside_it_is_not_repeated() -> None:
    lines = [*_resume().sections[0].lines, "• Automated 12 batch jobs with Python Jan 2017 – Present"]
    resume = _resume(sections=[Section(heading="WORK EXPERIENCE", kind=SectionKind.EXPERIENCE, lines=lines)])
    assert complete_resume(resume).work[0].bullets.count("Automated 12 batch jobs with Python") == 1
    assert not [bullet for bullet in complete_resume(resume).work[0].bullets if "Present" in bullet]


def test_a_piece_the_parser_dropped_from_a_header_goes_back_to_it() -> None:
    degree = Entry(title="B.S. in Computer Science", organization="University of California", dates="2013 – 2017")
    resume = ParsedResume(
        education=[degree],
        sections=[
            Section(
                heading="EDUCATION",
                kind=SectionKind.EDUCATION,
                lines=["B.S. in Computer Science, University of California, Berkeley", "2013 – 2017"],
            )
        ],
    )
    assert complete_resume(resume).education[0].organization == "University of California, Berkeley"


def test_lines_above_the_first_heading_are_kept_and_contacts_are_not_repeated() -> None:
    source = """Meda Cronin
Associate Software Engineer - Oracle
Bengaluru, Karnataka - Email me on Indeed: meda@example.com
Willing to relocate to: Pune, Maharashtra

WORK EXPERIENCE
Support Engineer, Oracle
Jan 2017 – Present
• Automated 12 batch jobs with Python
"""
    completed = complete_resume(_resume(), source)
    top = completed.sections[0]
    assert top.heading == ""
    assert "Bengaluru, Karnataka - Email me on Indeed: meda@example.com" in top.lines
    assert "Willing to relocate to: Pune, Maharashtra" in top.lines
    # The contact line leaves out what the kept lines show already.
    assert contact_line(completed) == ""
    assert resume_to_text(completed).startswith("Meda Cronin\n\nAssociate Software Engineer - Oracle\n")


def test_a_second_phone_or_email_under_the_name_is_kept_as_written() -> None:
    source = """Meda Cronin
Office: 080-4411-2030
Mobile: 098450-12345
meda@example.com
meda.cronin@example.org

WORK EXPERIENCE
Support Engineer, Oracle
"""
    resume = _resume()
    resume.personal_info.phone = "080-4411-2030"
    text = resume_to_text(complete_resume(resume, source))
    # The contact fields hold one phone and one e-mail: the others stay as the resume wrote them.
    assert "Mobile: 098450-12345" in text and "meda.cronin@example.org" in text
    assert text.count("080-4411-2030") == 1 and text.count("meda@example.com") == 1


def test_the_wrapped_end_of_a_summary_under_the_name_is_kept() -> None:
    source = """Raphael Emmerich
To associate with an organization that promises a creative and challenging career in progressive
environment to enhance my knowledge, skills to be a part of team that excels in work towards
the growth of the organization.

WORK EXPERIENCE
Support Engineer, Oracle
"""
    summary = (
        "To associate with an organization that promises a creative and challenging career in progressive\n"
        "environment to enhance my knowledge, skills to be a part of team that excels in work towards"
    )
    completed = complete_resume(_resume(summary=summary), source)
    assert completed.summary.endswith("work towards the growth of the organization.")


def test_bullets_the_parser_read_as_icons_are_bullets_again() -> None:
    resume = _resume(
        sections=[Section(heading="ADDITIONAL INFORMATION", kind=SectionKind.OTHER, lines=["Attended a 3-day seminar"])]
    )
    completed = complete_resume(resume, "Meda Cronin\nADDITIONAL INFORMATION\n➢ Attended a 3-day seminar\n")
    assert completed.sections[-1].lines == ["• Attended a 3-day seminar"]


def test_skill_notes_and_split_numbers_are_kept() -> None:
    resume = _resume(
        skills=[SkillGroup(name="Skills", skills=["C++", "Python", "budget of $40", "000"])],
        sections=[
            Section(
                heading="SKILLS",
                kind=SectionKind.SKILLS,
                lines=["C++ (Less than 1 year), Python, budget of $40,000"],
            )
        ],
    )
    assert complete_resume(resume).skills[0].skills == ["C++ (Less than 1 year)", "Python", "budget of $40,000"]


def test_a_resume_without_sections_is_left_as_it_is() -> None:
    resume = ParsedResume(work=[JOB])
    assert complete_resume(resume) is resume


def test_labelled_contact_lines_are_kept_as_written_and_not_repeated() -> None:
    source = """Osric Penhallow
Home: 555.201.3344
Cell: 555.201.3344
Email: osric.penhallow@example.net

Experience
Ferry Deckhand, Baltic Crossings
2019 - 2023
• Secured vehicles on the car deck before every departure
"""
    analyzed = analyze_text(source)
    enhancement = enhance_resume(analyzed.parsed, analyzed.analysis, source_text=source)
    content = enhancement.enhanced_content
    # Which phone is which is the candidate's to say; a detail shown as written is neither reformatted nor repeated.
    assert "Home: 555.201.3344\nCell: 555.201.3344\nEmail: osric.penhallow@example.net" in content
    assert content.count("osric.penhallow@example.net") == 1
    assert not [item for item in enhancement.improvements if item.target == "personalInfo.phone"]
    header = build_render_document(enhancement.enhanced_resume)
    assert [contact.text for contact in header.contacts] == []
