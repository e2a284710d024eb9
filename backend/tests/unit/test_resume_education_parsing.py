"""Education entries, degrees and institutions read from flattened and laid-out resumes."""

import pytest

from vitae.resume.degree_mentions import find_degree_phrases
from vitae.resume.institution_mentions import find_institutions
from vitae.resume.mentions import degrees_after_name
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


@pytest.mark.parametrize("heading", ["Academic Studies", "Academic Degrees", "DEGREES"])
def test_academic_studies_heads_the_education_section(heading: str) -> None:
    text = (
        f"Ana Lima\nana@example.com\n\n{heading}\nBachelor of Laws\nRiver Valley University\n2001 - 2005\n\n"
        "Employment History\nLegal Adviser\nNorthwind Holdings\n2006 - 2012\n"
    )
    resume = parse_resume_text(text)
    assert [section.kind.value for section in resume.sections] == ["education", "experience"]
    assert [(entry.title, entry.organization) for entry in resume.education] == [
        ("Bachelor of Laws", "River Valley University")
    ]


def test_dotted_degree_initials_are_degrees_but_not_initials_opening_a_name() -> None:
    assert find_degree_phrases("Earned a B.S.W. in 2008") == ["B.S.W."]
    assert find_degree_phrases("M.P.H. in Epidemiology") == ["M.P.H. in Epidemiology"]
    assert find_degree_phrases("Engineer at M.K.R. Steel Works") == []
    assert find_degree_phrases("BCL Law and Spanish") == ["BCL Law and Spanish"]


def test_a_degree_opening_an_education_line_is_not_a_state_code() -> None:
    text = "Ana Lima\nana@example.com\n\nEducation\n2002\nMS., Northfield Institute of Technology, Pune, India.\n"
    [entry] = parse_resume_text(text).education
    assert (entry.title, entry.organization, entry.location) == (
        "MS",
        "Northfield Institute of Technology",
        "Pune, India",
    )


def test_an_institution_written_as_the_label_of_its_degree_is_an_education_header() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEducation\n2005-2006\nRiver Valley University: LLB in Criminal Law\n"
        "2001-2005\nLakeview College: BA in History\n"
    )
    assert [(entry.title, entry.organization) for entry in parse_resume_text(text).education] == [
        ("LLB in Criminal Law", "River Valley University"),
        ("BA in History", "Lakeview College"),
    ]


def test_latin_honours_beside_a_degree_are_not_its_field() -> None:
    text = "Ana Lima\nana@example.com\n\nEducation\nM.L.S., Lakeview State University\nCum Laude\n2013\n"
    [entry] = parse_resume_text(text).education
    assert (entry.title, entry.organization) == ("M.L.S.", "Lakeview State University")


def test_a_degree_written_after_the_name_is_a_degree_of_the_resume() -> None:
    resume = parse_resume_text("Jane Doe, M.Ed.\njane@example.com\n\nSummary\nTeacher of history for ten years.\n")
    assert resume.personal_info.name == "Jane Doe"
    assert resume.mentions.degrees == ["M.Ed."]


def test_initials_that_open_a_name_are_no_degree_after_it() -> None:
    assert degrees_after_name("M.A. Rahman") == []
    assert degrees_after_name("John Smith | PhD") == ["PhD"]


def test_a_field_of_study_after_a_degree_is_not_its_institution() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEducation\nLakeview University\nMaster of Education, Physical Education\n"
        "Bachelor of Science, Exercise Science\n"
    )
    # The second degree, written under the first with no institution of its own, was taken at the same one.
    organizations = [entry.organization for entry in parse_resume_text(text).education]
    assert organizations == ["Lakeview University", "Lakeview University"]


def test_a_column_label_is_not_an_institution() -> None:
    text = "Ana Lima\nana@example.com\n\nEducation\nMasters degree\nPlace\nLviv, Ukraine\n2012 - 2014\n"
    [entry] = parse_resume_text(text).education
    assert (entry.title, entry.organization) == ("Masters degree", "")


def test_a_degree_naming_its_field_after_a_dash_is_an_entry_not_a_heading() -> None:
    text = "Ana Lima\nana@example.com\n\nEducation\nAssociate's Degree - Education\n1998\nLakeview Community College\n"
    resume = parse_resume_text(text)
    assert [section.heading for section in resume.sections] == ["Education"]
    [entry] = resume.education
    assert entry.organization == "Lakeview Community College"
    assert entry.title.startswith("Associate's Degree")


def test_an_abbreviated_degree_ending_in_a_section_noun_is_no_heading() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEducation\nLakeview University\nMA, TESOL\nLakeview University\n"
        "BA (Hons) English Education\n"
    )
    resume = parse_resume_text(text)
    assert [section.heading for section in resume.sections] == ["Education"]
    assert [entry.title for entry in resume.education][-1] == "BA (Hons) English Education"


def test_an_institution_in_lower_case_before_its_place_is_an_education_header() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEDUCATION\nb.tech in mechanical engineering\n"
        "sunrise valley group of institution - Meerut, Uttar Pradesh\n"
    )
    [entry] = parse_resume_text(text).education
    assert (entry.title, entry.organization, entry.location) == (
        "b.tech in mechanical engineering",
        "sunrise valley group of institution",
        "Meerut, Uttar Pradesh",
    )


def test_a_degree_named_without_its_field_in_a_sentence_is_a_degree() -> None:
    assert find_degree_phrases("Masters in 2007 from the Lakeview University, Lahore.") == ["Masters"]
    assert find_degree_phrases("Bachelor's from Lakeview College in 2001") == ["Bachelor's"]
    assert find_degree_phrases("Masters in Mass Communication") == ["Masters in Mass Communication"]


def test_a_state_before_a_publisher_is_no_degree() -> None:
    assert find_degree_phrases("Revisited (Glen Falls, MA: Prentice Books, 1995).") == []
    assert find_degree_phrases("Edited volume (NY: R.T. Lowell, Inc., 1996)") == []
    assert find_degree_phrases("MA: History, Lakeview University") == ["MA: History"]


def test_an_institution_above_its_place_and_a_degree_outside_education_is_a_place_of_study() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nPROFESSIONAL DEVELOPMENT\nLakeview State University\nDallas, Texas\n"
        "Master of Business Administration\nRiver County Hospital\nDallas, Texas\nVolunteer, 2001\n"
        "Bachelor of Arts, Sociology, 1997\nNorthfield College, El Paso, TX\n"
    )
    assert parse_resume_text(text).mentions.institutions == ["Lakeview State University", "Northfield College"]


def test_a_degree_named_by_its_field_before_the_word_degree() -> None:
    assert find_degree_phrases("I earned my Mechanical Engineering degree in 2003.") == [
        "Mechanical Engineering degree"
    ]
    assert find_degree_phrases("The Degree was awarded in 2001") == []
    assert find_degree_phrases("An Engineering graduate with three years of practice") == ["Engineering graduate"]


def test_a_post_graduate_diploma_written_in_lower_case_is_a_degree() -> None:
    assert find_degree_phrases("Obtained Post graduate diploma in Process Control from Acme") == [
        "Post graduate diploma in Process Control"
    ]


def test_an_examination_board_above_a_school_is_its_qualification_not_another_institution() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEDUCATION\nB-tech in Electronics\nCollege of engineering - Pune, Maharashtra\n"
        "2015\nCBSE\nGreen Valley Public School - Pune, Maharashtra\n2011\n"
    )
    assert [(entry.title, entry.organization) for entry in parse_resume_text(text).education] == [
        ("B-tech in Electronics", "College of engineering"),
        ("CBSE", "Green Valley Public School"),
    ]


def test_a_selected_list_after_the_degrees_ends_the_education_section() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEducation\nLakeview University\nBachelor of Arts, History (1996)\n"
        "Selected Professional Development\nLeadership Institute Cohort (2014)\n"
    )
    resume = parse_resume_text(text)
    assert [section.heading for section in resume.sections] == ["Education", "Selected Professional Development"]
    assert [entry.organization for entry in resume.education] == ["Lakeview University"]


def test_a_campus_after_an_institution_is_not_the_field_of_study() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEducation\n2008\nPhD., Lakeview University, Santa Clara.\nComputer Science\n"
        "2002\nMS., Northfield Institute of Technology, Pune, India.\nApplied Mathematics\n"
    )
    assert [(entry.title, entry.organization) for entry in parse_resume_text(text).education] == [
        ("PhD. in Computer Science", "Lakeview University"),
        ("MS. in Applied Mathematics", "Northfield Institute of Technology"),
    ]


def test_academic_positions_after_the_degrees_end_the_education_section() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEducation\nPh.D. Political Science, 1991\nLakeview University\n"
        "Tenured Academic Positions\n2001 to present: Professor of Sociology,\n"
        "Northfield State University\n"
        "Invited Lectures\nRiver Valley University, 2010\n"
    )
    resume = parse_resume_text(text)
    assert [section.kind.value for section in resume.sections] == ["education", "experience", "other"]
    assert [entry.organization for entry in resume.education] == ["Lakeview University"]


def test_lettered_parts_of_a_section_stay_in_it() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEducation\nPh.D. Counseling, 2001\nLakeview University\n\nEmployment History\n"
        "A. Higher Education\n2015 – present\nAssociate Professor, Northfield State University\n"
        "B. Primary/Secondary Education\n1993\nSchool Counselor, Pine Ridge Home for Children\n"
    )
    resume = parse_resume_text(text)
    assert [section.heading for section in resume.sections] == ["Education", "Employment History"]
    assert [entry.organization for entry in resume.education] == ["Lakeview University"]


def test_an_institution_labelling_the_field_studied_there_is_an_education_entry() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEducation\nLakeview University: Sociology, 1986\n"
        "Northfield College: Philosophy, 1982, Magna cum laude\n"
    )
    assert [(entry.title, entry.organization) for entry in parse_resume_text(text).education] == [
        ("Sociology", "Lakeview University"),
        ("Philosophy", "Northfield College"),
    ]


def test_a_university_press_read_to_its_last_word_is_a_publisher() -> None:
    assert find_institutions("(Norman, OK: University of Oklahoma Press, 1999)") == []
    assert find_institutions("MA, University of Oklahoma, 1999") == ["University of Oklahoma"]


def test_an_academic_career_after_the_degrees_ends_the_education_section() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEducation\n2014\nPhD in Computer Science, Lakeview University\n"
        "Academic career\n2014 – 2018\nLecturer at the Institute of Applied Sciences, Lakeview University\n"
    )
    resume = parse_resume_text(text)
    assert [section.kind.value for section in resume.sections] == ["education", "experience"]
    assert len(resume.education) == 1


def test_a_degree_line_with_its_result_as_a_label_is_the_entry_header() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEducation\n2001 – 2004\nLAKEVIEW UNIVERSITY\n"
        "Bachelor of Civil Law - Result: 2H1\n"
    )
    [entry] = parse_resume_text(text).education
    assert (entry.title, entry.organization) == ("Bachelor of Civil Law", "LAKEVIEW UNIVERSITY")
