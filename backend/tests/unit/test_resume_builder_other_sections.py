"""A resume opened in the builder and saved from it keeps the sections the builder has no step for."""

from vitae.resume.builder_import import resume_from_builder
from vitae.resume.builder_shape import BuilderResume, build_builder_resume
from vitae.resume.model import Entry, ParsedResume, Section, SectionKind


def test_sections_without_a_builder_step_go_to_the_builder_and_back_as_written() -> None:
    resume = ParsedResume(
        work=[Entry(title="Lock Keeper", organization="Canal Trust", dates="2015 - 2020")],
        sections=[
            Section(heading="Experience", kind=SectionKind.EXPERIENCE, lines=["Lock Keeper, Canal Trust"]),
            Section(heading="Odd Jobs Done", kind=SectionKind.OTHER, lines=["Painted the pier", "• Mended nets"]),
            Section(heading="", kind=SectionKind.OTHER, lines=["A line above the first heading"]),
        ],
    )
    shape = build_builder_resume(resume)
    other = next(section for section in shape.sections if section.id.startswith("other-"))
    assert other.title == "Odd Jobs Done" and other.content == "Painted the pier\n• Mended nets"
    back = resume_from_builder(BuilderResume.model_validate(shape.model_dump(by_alias=True)))
    assert [(section.heading, section.kind, section.lines) for section in back.sections][-1] == (
        "Odd Jobs Done",
        SectionKind.OTHER,
        ["Painted the pier", "• Mended nets"],
    )
    assert back.work[0].organization == "Canal Trust"
