"""Institutions of education entries and mentions: labels, fields and prepositions written around the name, names
wrapped before their acronym, and institutes that employed the person."""

from vitae.resume.education_fields import pick_degree_and_institution
from vitae.resume.institution_mentions import find_institutions
from vitae.resume.parser import parse_resume_text


def test_a_job_or_field_written_before_the_institution_is_left_out() -> None:
    assert pick_degree_and_institution(["Adjunct Instructor: Lakeview College"])[1] == "Lakeview College"
    assert pick_degree_and_institution(["Master of Science", "Marine Biology. Harbor University"])[1] == (
        "Harbor University"
    )
    assert pick_degree_and_institution(["Bachelor of Arts", "Finance/Accounting—Riverton State University"])[1] == (
        "Riverton State University"
    )


def test_a_name_with_a_full_stop_or_a_campus_after_a_dash_stays_whole() -> None:
    assert pick_degree_and_institution(["BA", "St. Anne College"])[1] == "St. Anne College"
    assert pick_degree_and_institution(["BA", "Harbor University—Lakeside Campus"])[1] == (
        "Harbor University—Lakeside Campus"
    )


def test_a_preposition_left_after_the_institution_is_dropped() -> None:
    text = "Ann Lee\nann@example.com\n\nEDUCATION\nB.Sc from Lakeview University in 2009 with 70%\n"
    resume = parse_resume_text(text)
    assert [entry.organization for entry in resume.education] == ["Lakeview University"]


def test_the_college_of_a_certificate_named_on_the_line_above_is_where_the_person_studied() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEXPERIENCE\nWelder, Dover Metal Works, 2012 - 2020\n\n"
        "CERTIFICATION\nCertificate in Structural Welding\n2011\nLakeview Community College, Dover, DE\n"
    )
    assert "Lakeview Community College" in parse_resume_text(text).mentions.institutions


def test_a_college_after_a_sentence_or_a_column_heading_is_not_read_from_a_certificate_line() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEXPERIENCE\nWelder, Dover Metal Works, 2012 - 2020\n\n"
        "CERTIFICATION\nCompleted forty hours of courses sponsored by\nLakeview Community College and others\n"
        "Certificate Course\nUniversity (Year)\n"
    )
    institutions = parse_resume_text(text).mentions.institutions
    assert "Lakeview Community College" not in institutions
    assert not any(name.startswith("University") for name in institutions)


def test_a_body_one_is_a_member_or_fellow_of_after_a_comma_or_colon_is_no_place_of_study() -> None:
    assert find_institutions("Elected Member, Coastal Academy of Sciences, 2012") == []
    assert find_institutions("Student Member: Harbor Institute of Surveyors") == []
    assert find_institutions("Elected Fellow, Northern Academy of Arts") == []
    assert find_institutions("Research Fellow at Lakeview University") == ["Lakeview University"]


def test_graduate_right_before_the_keyword_belongs_to_the_name() -> None:
    assert find_institutions("Professor, Lakeview Graduate School of Management, 2001") == [
        "Lakeview Graduate School of Management"
    ]
    assert find_institutions("MA, Harbor Graduate University, 2004") == ["Harbor Graduate University"]
    assert find_institutions("Graduated from Lakeview University") == ["Lakeview University"]
    assert find_institutions("Applied to Graduate School in 2010") == []


def test_a_body_named_after_colleges_is_no_college() -> None:
    assert find_institutions("Member since 2008: NACS College Student Advisers International") == []
    assert find_institutions("Treasurer, Lakeview University Alumni Association, 2010") == []
    assert find_institutions("Exchange term at Lakeview University, International Office staff") == [
        "Lakeview University"
    ]


def test_a_kind_of_college_after_an_article_is_no_name() -> None:
    assert find_institutions("Founded a Nursing Training College in the valley") == []
    assert find_institutions("Taught at an Agricultural College near Dover") == []
    assert find_institutions("Studied at a University of Lakeview campus") == ["University of Lakeview"]
    assert find_institutions("Studied at Lakeview Training College") == ["Lakeview Training College"]


def test_a_college_after_a_teaching_post_in_another_section_is_where_the_person_taught() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEXPERIENCE\nData Analyst, Dover Metal Works, 2012 - 2020\n\n"
        "ADDITIONAL INFORMATION\nVolunteer, Harbor Food Bank (2015)\n"
        "Adjunct Instructor, Lakeview College (2009): Taught two statistics courses\n"
    )
    assert "Lakeview College" in parse_resume_text(text).mentions.institutions


def test_a_referee_at_a_university_in_another_section_is_not_read() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEXPERIENCE\nData Analyst, Dover Metal Works, 2012 - 2020\n\n"
        "REFERENCES\nProfessor Tom Grey, Lakeview University\n"
    )
    assert "Lakeview University" not in parse_resume_text(text).mentions.institutions


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
