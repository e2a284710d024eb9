"""Education entries, degrees and institutions read from flattened and laid-out resumes."""

from vitae.resume.institution_mentions import find_institutions
from vitae.resume.parser import parse_resume_text


def test_a_university_a_lecturer_taught_at_is_an_institution_of_the_resume() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEXPERIENCE\nAdjunct Lecturer, Lakeview State University\n2014 - 2016\n"
        "• Taught two courses in statistics\n\nEDUCATION\nPhD in Statistics\nRiver Valley University\n2014\n"
    )
    resume = parse_resume_text(text)
    assert [entry.organization for entry in resume.education] == ["River Valley University"]
    assert resume.mentions.institutions == ["Lakeview State University"]


def test_a_role_written_before_an_institution_is_not_part_of_its_name() -> None:
    assert find_institutions("Chairman of Northfield College of Management, 2010") == [
        "Northfield College of Management"
    ]
    assert find_institutions("Dean of Lakeview Institute of Design") == ["Lakeview Institute of Design"]


def test_an_intermediate_school_is_schooling_below_college() -> None:
    assert find_institutions("Science teacher, Pine Ridge Intermediate School") == []


def test_academic_studies_heads_the_education_section() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nAcademic Studies\nBachelor of Laws\nRiver Valley University\n2001 - 2005\n\n"
        "Employment History\nLegal Adviser\nNorthwind Holdings\n2006 - 2012\n"
    )
    resume = parse_resume_text(text)
    assert [section.kind.value for section in resume.sections] == ["education", "experience"]
    assert [(entry.title, entry.organization) for entry in resume.education] == [
        ("Bachelor of Laws", "River Valley University")
    ]
