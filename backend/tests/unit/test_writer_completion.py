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


def test_a_summary_under_the_name_is_kept_as_written_its_wrapped_lines_joined() -> None:
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
    assert completed.summary == ""
    assert completed.sections[0].heading == ""
    assert completed.sections[0].lines[-1] == " ".join([summary.replace("\n", " "), "the growth of the organization."])


def test_a_bulleted_summary_under_the_name_keeps_its_bullets_order_and_line_breaks() -> None:
    source = """Meda Cronin
Bengaluru, Karnataka - meda@example.com
• Six years of support engineering for banking clients across batch systems and their monitoring (jobs
and alerts)
• Automated routine checks
• Trained new hires

Open to relocation
WORK EXPERIENCE
Support Engineer, Oracle
"""
    summary = (
        "Six years of support engineering for banking clients across batch systems and their monitoring (jobs "
        "and alerts)\nAutomated routine checks"
    )
    completed = complete_resume(_resume(summary=summary), source)
    assert completed.summary == ""
    assert completed.sections[0].lines == [
        "• Six years of support engineering for banking clients across batch systems and their monitoring (jobs "
        "and alerts)",
        "• Automated routine checks",
        "• Trained new hires",
        "Open to relocation",
    ]
    text = resume_to_text(completed)
    assert text.index("Meda Cronin") < text.index("• Six years") < text.index("WORK EXPERIENCE")


def test_contact_details_written_twice_under_the_name_are_kept_where_they_stand() -> None:
    source = """Meda Cronin
Campus address:
12 College Road
555-201-3344
meda@example.com
Home address:
4 Harbour Lane
555-201-3344
meda@example.com

WORK EXPERIENCE
Support Engineer, Oracle
"""
    resume = _resume(personal_info=PersonalInfo(name="Meda Cronin", email="meda@example.com", phone="555-201-3344"))
    completed = complete_resume(resume, source)
    assert completed.sections[0].lines == [
        "Campus address:",
        "12 College Road",
        "555-201-3344",
        "meda@example.com",
        "Home address:",
        "4 Harbour Lane",
        "555-201-3344",
        "meda@example.com",
    ]
    assert "555-201-3344" not in contact_line(completed)


def test_summary_lines_that_part_statements_keep_their_line_breaks() -> None:
    source = """Meda Cronin
meda@example.com

SUMMARY
Support engineer for banking clients
Calm under pressure
Keeps batch systems running through the night, with monitoring and alerts that the whole support team can
follow and act on.

WORK EXPERIENCE
Support Engineer, Oracle
"""
    lines = source.split("SUMMARY\n")[1].split("\n\n")[0].split("\n")
    resume = _resume(
        summary=" ".join(lines[:2]) + " " + lines[2] + "\n" + lines[3],
        sections=[Section(heading="SUMMARY", kind=SectionKind.SUMMARY, lines=lines), *_resume().sections],
    )
    completed = complete_resume(resume, source)
    assert completed.summary.split("\n") == [
        "Support engineer for banking clients",
        "Calm under pressure",
        " ".join(lines[2:4]),
    ]


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


def test_a_skill_named_twice_keeps_the_note_written_beside_each() -> None:
    """'Management (2 years)' and 'Management (10+ years)': each note is the one written there, never the first."""
    resume = _resume(
        skills=[SkillGroup(name="Skills", skills=["Project", "Management", "Audit", "Management", "Python"])],
        sections=[
            Section(
                heading="SKILLS",
                kind=SectionKind.SKILLS,
                lines=[
                    "Project",
                    "Management (2 years), Audit (4 years), Stakeholder",
                    "Management (10+ years), Python",
                ],
            )
        ],
    )
    assert complete_resume(resume).skills[0].skills == [
        "Project",
        "Management (2 years)",
        "Audit (4 years)",
        "Management (10+ years)",
        "Python",
    ]


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


def _enhanced(source: str) -> tuple[ParsedResume, str]:
    analyzed = analyze_text(source)
    enhancement = enhance_resume(analyzed.parsed, analyzed.analysis, source_text=source)
    return enhancement.enhanced_resume, enhancement.enhanced_content


# Entry headers in two columns, the place and the dates flush right, as extraction runs them together (a tab between).
TWO_COLUMN_HEADERS = """Jordan Vale
jordan.vale@example.com

Experience
Northwind Traders, Data Analyst – Leeds, UK\tMay 2019 – Aug 2021
• Built weekly sales dashboards for 40 stores
• Cut report preparation time by half
Contoso Ltd, Data Analyst – York, UK\tJun 2017 – Apr 2019
• Cleaned supplier records for the buying team
Fabrikam Inc, Analyst Intern – Hull, UK\tJun 2016 – Aug 2016
• Checked stock counts against the ledger

Education
University of Leeds, BSc in Mathematics – Leeds, UK\tSep 2013 – Jun 2016
• Dissertation on queueing models
"""


def test_a_place_and_dates_column_beside_each_header_is_not_printed_under_another_entry() -> None:
    resume, content = _enhanced(TWO_COLUMN_HEADERS)
    assert [job.organization for job in resume.work] == ["Northwind Traders", "Contoso Ltd", "Fabrikam Inc"]
    # Nothing of a header is written again: no place or dates under the job, no next employer under the previous.
    assert [job.description for job in resume.work + resume.education] == ["", "", "", ""]
    assert content.count("York") == 1 and content.count("Contoso") == 1 and content.count("Hull") == 1
    assert [len(job.bullets) for job in resume.work] == [2, 1, 1]


def test_a_header_line_partly_placed_goes_with_the_entry_that_holds_most_of_it() -> None:
    first = Entry(title="Data Analyst", organization="Northwind Traders", dates="2019 – 2021")
    second = Entry(title="Data Analyst", organization="Contoso Ltd", dates="2017 – 2019")
    lines = ["Northwind Traders, Data Analyst", "2019 – 2021", "Contoso Ltd, Data Analyst, Building 4", "2017 – 2019"]
    resume = ParsedResume(
        work=[first, second], sections=[Section(heading="Experience", kind=SectionKind.EXPERIENCE, lines=lines)]
    )
    completed = complete_resume(resume)
    # 'Data Analyst' is in both entries, 'Contoso Ltd' in the second only: the piece left over is the second's.
    assert completed.work[0] == first
    assert "Building 4" in f"{completed.work[1].title} {completed.work[1].description}"


def test_a_column_of_dates_and_durations_run_onto_bullets_and_a_hyphenated_word_leave_no_fragment() -> None:
    job = Entry(
        title="Platform Engineer",
        organization="Tailspin Toys",
        dates="Jan 2020 – Mar 2021",
        start_date="2020-01",
        end_date="2021-03",
        bullets=["Moved the build farm to spot instances for the warehouse team", "Wrote the on-call guide"],
    )
    lines = [
        "Tailspin Toys, Platform Engineer",
        "• Moved the build farm to spot instances for the ware- Jan 2020 – Mar 2021",
        "house team 1 year 2 months",
        "• Wrote the on-call guide",
    ]
    resume = ParsedResume(work=[job], sections=[Section(heading="Work", kind=SectionKind.EXPERIENCE, lines=lines)])
    completed = complete_resume(resume).work[0]
    assert completed.bullets == job.bullets  # no bullet repeated with the column's pieces, no 'house team' line
    assert completed.description == ""
    # The duration the layout printed under the dates is kept with them.
    assert completed.dates == "Jan 2020 – Mar 2021 (1 year 2 months)"


def test_a_degree_line_with_its_grade_and_dates_keeps_its_title_as_read() -> None:
    degree = Entry(
        title="Bachelor of Arts in History",
        organization="Lakeside University",
        dates="Sep 2015 - May 2019",
        description="3.6 GPA",
    )
    lines = ["Lakeside University", "Bachelor of Arts in History - 3.6 GPA Sep 2015 - May 2019"]
    resume = ParsedResume(
        education=[degree], sections=[Section(heading="Education", kind=SectionKind.EDUCATION, lines=lines)]
    )
    completed = complete_resume(resume).education[0]
    # The grade and the first date are not run into the title, so the grade is printed once.
    assert completed.title == "Bachelor of Arts in History"
    assert completed.description == "3.6 GPA"


def test_a_long_header_written_in_an_order_of_its_own_is_placed_by_its_words() -> None:
    degree = Entry(
        title="BSc in Marine Engineering",
        organization="Northshore Polytechnic Institute",
        dates="Sep 2010 – Jun 2014",
        location="Port Talbot, Wales",
    )
    lines = ["BSc Northshore Polytechnic Institute, Marine Engineering Port Talbot, Wales Sep 2010 – Jun 2014"]
    resume = ParsedResume(
        education=[degree], sections=[Section(heading="Education", kind=SectionKind.EDUCATION, lines=lines)]
    )
    assert complete_resume(resume).education[0] == degree


def test_the_name_printed_in_a_column_beside_the_contact_details_is_not_repeated() -> None:
    source = """Dana Whitfield\tEmail: dana.whitfield@example.com
whitfield.dev\tMobile: +1-555-201-3344

Experience
Welder, Harbour Fabrication
2018 - 2024
• Welded stainless handrails for the ferry terminal
"""
    _, content = _enhanced(source)
    assert content.count("Dana Whitfield") == 1
    assert "Email: dana.whitfield@example.com" in content and "Mobile: +1-555-201-3344" in content


def test_brackets_around_dates_are_not_left_as_a_fragment() -> None:
    project = Entry(title="Webstore", dates="May 2010 to July 2010", start_date="2010-05", end_date="2010-07")
    lines = ["Webstore [May 2010 to July 2010 (Freelance Project)]", "• Built the catalogue pages"]
    resume = ParsedResume(
        projects=[project], sections=[Section(heading="Projects", kind=SectionKind.PROJECTS, lines=lines)]
    )
    completed = complete_resume(resume).projects[0]
    assert "Freelance Project" in f"{completed.title} {completed.description}"
    assert "[" not in f"{completed.title} {completed.description}"


def test_a_line_above_the_name_written_with_byte_escapes_is_kept() -> None:
    source = (
        "Harbour Pilot R\\xc3\\xa9sum\\xc3\\xa9 Sample\nMarta Quist\nmarta.quist@example.com\n\n"
        "Experience\nDeck Officer, Nordic Ferries\n2016 - 2023\n• Kept the bridge watch on night crossings\n"
    )
    _, content = _enhanced(source)
    assert "Harbour Pilot Résumé Sample" in content


def test_a_fax_number_that_is_the_phones_is_kept_on_its_line_or_its_own() -> None:
    resume = _resume(personal_info=PersonalInfo(name="Meda Cronin", email="meda@example.com", phone="555-201-3344"))
    one_line = complete_resume(resume, "Meda Cronin\n555-201-3344  555-201-3344\n\nWORK EXPERIENCE\n")
    assert one_line.sections[0].lines == ["555-201-3344 555-201-3344"]
    two_lines = complete_resume(resume, "Meda Cronin\nPhone:\nFax:\n555-201-3344\n555-201-3344\n\nWORK EXPERIENCE\n")
    assert two_lines.sections[0].lines == ["Phone:", "Fax:", "555-201-3344", "555-201-3344"]


def test_a_headline_is_not_placed_by_its_pieces_standing_on_lines_of_their_own_further_down() -> None:
    source = """Meda Cronin
Support engineer - Oracle, batch scheduling
meda@example.com

WORK EXPERIENCE
Support engineer
Oracle, batch scheduling
"""
    resume = _resume(
        work=[Entry(title="Support engineer", organization="Oracle, batch scheduling")],
        sections=[
            Section(
                heading="WORK EXPERIENCE",
                kind=SectionKind.EXPERIENCE,
                lines=["Support engineer", "Oracle, batch scheduling"],
            )
        ],
    )
    completed = complete_resume(resume, source)
    assert completed.sections[0].lines == ["Support engineer - Oracle, batch scheduling"]


def test_a_last_updated_note_is_kept_where_it_was_written() -> None:
    """'Last updated ...' is no part of the structure (no entry, no date of a job) but it is the candidate's text."""
    source = """Tomas Lindqvist
tomas.lindqvist@example.se | +46 70 123 45 67

EXPERIENCE
Site Engineer, Skanska Bygg
Feb 2018 - Present
• Supervised the concrete works of a six-storey school.
• Checked the subcontractors' drawings against the permits.
Last updated on 2 March 2024

EDUCATION
MSc Civil Engineering, Chalmers University of Technology, 2017
"""
    analyzed = analyze_text(source)
    assert [entry.title for entry in analyzed.parsed.work] == ["Site Engineer"]
    assert analyzed.parsed.work[0].dates == "Feb 2018 - Present"
    text = enhance_resume(analyzed.parsed, analyzed.analysis, source_text=source).enhanced_content
    lines = text.splitlines()
    assert lines.index("Last updated on 2 March 2024") == lines.index("EDUCATION") - 2
    assert "against the permits" in lines[lines.index("Last updated on 2 March 2024") - 1]
