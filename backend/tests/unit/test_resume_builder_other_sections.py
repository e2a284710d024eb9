"""A resume opened in the builder ('Fix in the builder') and saved from it keeps the sections the builder has no
step for, which travel as their heading and lines, and the lines above the first heading, which travel without one."""

from vitae.render.document import build_render_document
from vitae.render.text import resume_to_text
from vitae.resume.builder_import import resume_from_builder
from vitae.resume.builder_shape import BuilderResume, build_builder_resume
from vitae.resume.model import ParsedResume, PersonalInfo, Section, SectionKind


def test_a_section_without_a_builder_step_is_saved_as_its_heading_and_lines() -> None:
    data = BuilderResume.model_validate(
        {
            "personalInfo": {"name": "Idris Fane"},
            "sections": [
                {"id": "work-experience", "title": "Work Experience", "items": [{"title": "Lock Keeper"}]},
                {"id": "other-3", "title": "Odd Jobs Done", "content": "Painted the pier\n\n• Mended nets"},
                {"id": "other-4", "title": "Empty", "content": "  "},
            ],
        }
    )
    resume = resume_from_builder(data)
    assert [(section.heading, section.kind, section.lines) for section in resume.sections] == [
        ("Work Experience", SectionKind.EXPERIENCE, []),
        ("Odd Jobs Done", SectionKind.OTHER, ["Painted the pier", "• Mended nets"]),
    ]
    assert resume.work[0].title == "Lock Keeper"


def test_lines_without_a_heading_are_saved_above_the_first_heading() -> None:
    data = BuilderResume.model_validate(
        {
            "personalInfo": {"name": "Idris Fane"},
            "sections": [
                {"id": "professional-summary", "title": "Professional Summary", "content": "Keeps the canal moving."},
                {"id": "work-experience", "title": "Work Experience", "items": [{"title": "Lock Keeper"}]},
                {"id": "other-headline", "title": "", "content": "Lock keeper and rope maker\nOpen to seasonal work"},
            ],
        }
    )
    resume = resume_from_builder(data)
    assert resume.sections[0].heading == ""
    assert resume.sections[0].lines == ["Lock keeper and rope maker", "Open to seasonal work"]
    text = build_render_document(resume)
    assert text.sections[0].heading == ""
    assert [line for block in text.sections[0].blocks for line in block.lines] == resume.sections[0].lines


def test_the_headline_and_the_lines_under_the_name_travel_to_the_builder_and_back() -> None:
    parsed = ParsedResume(
        personal_info=PersonalInfo(name="Idris Fane", headline="Lock keeper and rope maker"),
        summary="Keeps the canal moving.",
        sections=[
            Section(heading="", kind=SectionKind.OTHER, lines=["Open to seasonal work"]),
            Section(heading="Summary", kind=SectionKind.SUMMARY, lines=["Keeps the canal moving."]),
            Section(heading="Languages", kind=SectionKind.OTHER, lines=["Welsh", "English"]),
        ],
    )
    shaped = build_builder_resume(parsed)
    others = [(section.id, section.title, section.content) for section in shaped.sections if section.id[:6] == "other-"]
    assert others == [
        ("other-headline", "", "Lock keeper and rope maker"),
        ("other-0", "", "Open to seasonal work"),
        ("other-2", "Languages", "Welsh\nEnglish"),
    ]
    saved = resume_from_builder(shaped)
    written = resume_to_text(saved)
    for line in ("Lock keeper and rope maker", "Open to seasonal work", "Keeps the canal moving.", "Welsh"):
        assert line in written
    assert written.index("Open to seasonal work") < written.index("Keeps the canal moving.")


def test_a_headline_a_line_under_the_name_already_says_travels_once() -> None:
    parsed = ParsedResume(
        personal_info=PersonalInfo(name="Idris Fane", headline="Lock keeper"),
        sections=[Section(heading="", kind=SectionKind.OTHER, lines=["Lock keeper | Open to seasonal work"])],
    )
    shaped = build_builder_resume(parsed)
    assert [section.content for section in shaped.sections if section.id[:6] == "other-"] == [
        "Lock keeper | Open to seasonal work"
    ]
