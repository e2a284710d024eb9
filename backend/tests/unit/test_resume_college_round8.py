"""Institutions named in a resume's lines: wrapped names, campuses and short forms of a known institution."""

from vitae.resume.institution_mentions import find_institutions


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
