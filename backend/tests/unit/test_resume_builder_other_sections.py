"""A resume opened in the builder ('Fix in the builder') and saved from it keeps the sections the builder has no
step for, which travel as their heading and lines."""

from vitae.resume.builder_import import resume_from_builder
from vitae.resume.builder_shape import BuilderResume
from vitae.resume.model import SectionKind


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
