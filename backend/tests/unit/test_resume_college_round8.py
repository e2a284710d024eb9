"""Institutions named in a resume's lines: wrapped names, campuses and short forms of a known institution."""

from vitae.resume.institution_mentions import find_institutions
from vitae.resume.parser import parse_resume_text


def test_a_name_wrapped_before_its_keyword_and_acronym_is_read_whole() -> None:
    text = "Part time lecturer at the Lakeview International\nUniversity (LIU) Dover: taught courses"
    assert find_institutions(text) == ["Lakeview International University (LIU)"]
    assert not any("Course" in name for name in find_institutions("Certificate Course\nUniversity (Year)"))
    assert find_institutions("Worked at Acme Corp\nUniversity of Dover") == ["University of Dover"]


def test_a_faculty_member_of_a_university_taught_there() -> None:
    assert find_institutions("Faculty member of the Lakeview State University, 2001") == ["Lakeview State University"]
    assert find_institutions("Member of the Coastal Academy of Sciences") == []


def test_a_campus_named_after_another_institution_on_its_line_is_an_address() -> None:
    assert find_institutions("Harbor Nursing College, Dover University Campus, Dover") == ["Harbor Nursing College"]
    assert find_institutions("B.Sc. Physics, Dover University Campus, 2010") == ["Dover University"]


def test_an_acronym_and_place_of_an_institution_studied_at_is_not_a_second_one() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\nBachelor of Technology\n"
        "National Institute of Technology Dover\n2011\n\n"
        "PROJECTS\nResult Portal\nA portal for the students of NIT Dover to see their marks\n"
        "Robot Arm\nBuilt for a contest of IIT Harbor\n"
    )
    resume = parse_resume_text(text)
    assert [entry.organization for entry in resume.education] == ["National Institute of Technology Dover"]
    assert "NIT Dover" not in resume.mentions.institutions


def test_a_research_institute_in_the_work_history_is_no_place_of_study() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEXPERIENCE\nData Analyst, Lakeview Institute for Policy Research, 2015 - 2020\n"
        "Lecturer, Harbor State University, 2010 - 2015\n\nEDUCATION\nPh.D. in Economics\nDover University\n2010\n"
    )
    institutions = parse_resume_text(text).mentions.institutions
    assert "Lakeview Institute for Policy Research" not in institutions
    assert "Harbor State University" in institutions


def test_an_institute_that_employed_one_in_other_posts_than_teaching_is_no_place_of_study() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEXPERIENCE\nAdministrative Assistant\nLakeview Management Institute\n"
        "2016 - 2020\n• Kept the records of the students and the exams\n\n"
        "Lecturer\nHarbor Design Institute\n2012 - 2016\n• Taught drawing to first year classes\n\n"
        "EDUCATION\nBachelor of Arts\nDover University\n2012\n"
    )
    institutions = parse_resume_text(text).mentions.institutions
    assert "Lakeview Management Institute" not in institutions
    assert "Harbor Design Institute" in institutions
