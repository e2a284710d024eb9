"""The document every export lays out: section order, the resume's own headings, fallbacks to the lines a section was
written with, skill groups, clean text and safe link targets."""

from vitae.render.document import LineBlock, build_render_document
from vitae.render.sample import sample_resume
from vitae.render.text import resume_to_text
from vitae.resume.model import Entry, ParsedResume, PersonalInfo, Section, SectionKind, SkillGroup


def test_sections_follow_the_resume_under_the_headings_it_wrote() -> None:
    """Only an improvement the person accepts changes a heading: the export keeps the one written."""
    resume = sample_resume()
    resume.sections[1].heading = "Where I have worked"
    document = build_render_document(resume)
    assert [section.heading for section in document.sections] == [
        "Summary",
        "Where I have worked",
        "Skills",
        "Education",
        "Projects",
        "Certifications",
        "Languages",
        "Awards",
    ]


def test_a_kind_written_twice_is_laid_out_once_where_it_first_stood() -> None:
    resume = ParsedResume(
        work=[Entry(title="Engineer", organization="Acme")],
        sections=[
            Section(heading="Work history", kind=SectionKind.EXPERIENCE),
            Section(heading="Hobbies", kind=SectionKind.OTHER, lines=["Chess"]),
            Section(heading="Volunteer experience", kind=SectionKind.EXPERIENCE),
        ],
    )
    assert [section.heading for section in build_render_document(resume).sections] == ["Work history", "Hobbies"]


def test_lines_written_above_the_first_heading_get_no_made_up_heading() -> None:
    resume = ParsedResume(
        personal_info=PersonalInfo(name="Ada Example"),
        summary="Data engineer who ships reliable pipelines.",
        sections=[
            Section(heading="", kind=SectionKind.OTHER, lines=["Open to relocation"]),
            Section(heading="Hobbies", kind=SectionKind.OTHER, lines=["Chess"]),
        ],
    )
    headings = [section.heading for section in build_render_document(resume).sections]
    assert headings == ["", "", "Hobbies"]


def test_a_section_the_parser_could_not_structure_keeps_its_lines() -> None:
    resume = ParsedResume(
        sections=[Section(heading="Employment", kind=SectionKind.EXPERIENCE, lines=["Did things", "• at places"])]
    )
    (section,) = build_render_document(resume).sections
    assert section.kind == "lines"
    assert section.heading == "Employment"
    assert [(block.kind, block.lines) for block in section.blocks] == [
        ("lines", ["Did things"]),
        ("bullets", ["at places"]),
    ]


def test_a_summary_written_without_a_heading_comes_first_and_gets_none() -> None:
    resume = ParsedResume(
        summary="Engineer.",
        work=[Entry(title="Engineer")],
        sections=[Section(heading="Experience", kind=SectionKind.EXPERIENCE)],
    )
    assert [section.heading for section in build_render_document(resume).sections] == ["", "Experience"]


def test_one_generic_skill_group_is_a_plain_list_and_named_groups_keep_names() -> None:
    plain = build_render_document(ParsedResume(skills=[SkillGroup(name="Skills", skills=["Python", " ", "SQL"])]))
    assert [(group.name, group.skills) for group in plain.sections[0].skill_groups] == [("", ["Python", "SQL"])]
    named = build_render_document(ParsedResume(skills=[SkillGroup(name="Languages", skills=["Python"])]))
    assert named.sections[0].skill_groups[0].name == "Languages"


def test_empty_entries_and_sections_are_left_out() -> None:
    resume = ParsedResume(
        work=[Entry(), Entry(title="  ")],
        skills=[SkillGroup(skills=[])],
        sections=[Section(heading="Awards", kind=SectionKind.OTHER, lines=["", "  "])],
    )
    assert build_render_document(resume).sections == []


def test_text_is_one_clean_line_per_field() -> None:
    resume = ParsedResume(
        personal_info=PersonalInfo(name="  Maya\n\tCastellanos\x00 "),
        work=[Entry(title="Data\u2028Engineer", description="First line.\n\nSecond\x07 line.")],
    )
    document = build_render_document(resume)
    assert document.name == "Maya Castellanos"
    entry = document.sections[0].entries[0]
    assert entry.title == "Data Engineer"
    assert entry.body == [LineBlock(kind="lines", lines=["First line.", "Second line."])]


def test_an_entry_keeps_its_lines_between_its_bullets_where_they_were_written() -> None:
    """A sub-heading written over its own bullets stays over them in every export, not above all the bullets."""
    entry = Entry(
        title="Operations Lead",
        description="Vendor Management:\nBudget Control:",
        bullets=["Ran quarterly vendor reviews.", "Renegotiated two supply contracts.", "Cut travel spend."],
        description_positions=[0, 2],
    )
    body = build_render_document(ParsedResume(work=[entry])).sections[0].entries[0].body
    assert body == [
        LineBlock(kind="lines", lines=["Vendor Management:"]),
        LineBlock(kind="bullets", lines=["Ran quarterly vendor reviews.", "Renegotiated two supply contracts."]),
        LineBlock(kind="lines", lines=["Budget Control:"]),
        LineBlock(kind="bullets", lines=["Cut travel spend."]),
    ]
    lines = resume_to_text(ParsedResume(work=[entry])).splitlines()
    assert lines.index("Budget Control:") == lines.index("• Renegotiated two supply contracts.") + 1


def test_only_plain_addresses_become_links() -> None:
    info = PersonalInfo(
        email="maya@example.com",
        phone="312 555 0187",
        linkedin="linkedin.com/in/maya",
        github="javascript:alert(1)",
        portfolio="https://maya.dev/work?x=1",
    )
    urls = {contact.text: contact.url for contact in build_render_document(ParsedResume(personal_info=info)).contacts}
    assert urls == {
        "maya@example.com": "mailto:maya@example.com",
        "312 555 0187": "",
        "linkedin.com/in/maya": "https://linkedin.com/in/maya",
        "javascript:alert(1)": "",
        "https://maya.dev/work?x=1": "https://maya.dev/work?x=1",
    }


def test_a_heading_an_uploaded_resume_wrote_with_nothing_under_it_is_printed_but_not_a_built_resumes_empty_step() -> (
    None
):
    uploaded = ParsedResume(
        sections=[
            Section(heading="Further Details", kind=SectionKind.OTHER, lines=[]),
            Section(heading="Hobbies", kind=SectionKind.OTHER, lines=["Rowing"]),
        ]
    )
    assert [section.heading for section in build_render_document(uploaded).sections] == ["Further Details", "Hobbies"]
    built = ParsedResume(
        skills=[SkillGroup(skills=["Rowing"])],
        sections=[
            Section(heading="Projects", kind=SectionKind.PROJECTS),
            Section(heading="Skills", kind=SectionKind.SKILLS),
        ],
    )
    assert [section.heading for section in build_render_document(built).sections] == ["Skills"]
