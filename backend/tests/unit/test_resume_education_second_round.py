"""Education entries, degrees and institutions: boards and committees, headings that are places, and more."""

from vitae.resume.degree_mentions import find_degree_phrases
from vitae.resume.institution_mentions import find_institutions
from vitae.resume.parser import parse_resume_text


def test_a_committee_named_after_a_college_is_not_an_institution() -> None:
    text = "Service\nCollege of Arts Curriculum Committee\nUniversity of Lakeview Student Council\nMember, 2010-2012"
    assert find_institutions(text) == []
    assert find_institutions("Taught at the College of Arts, 2010") == ["College of Arts"]


def test_a_board_named_after_a_degree_is_not_a_degree() -> None:
    assert find_degree_phrases("Chair, Master of Public Policy Advisory Board. 2008-2011") == []
    assert find_degree_phrases("Member, Master of Science in Data Analytics Committee (2015)") == []
    assert find_degree_phrases("Jane Roe, M.D., American Board\nCertified 2004") == ["M.D."]


def test_a_paper_line_ending_in_a_place_does_not_head_an_education_section() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEDUCATION\nPh.D. in Counseling\nRiver Valley University\n2001\n\n"
        "PRESENTATIONS\nLima, A. (May, 1999). Serving adult learners. Paper presented at the\n"
        "Northern Association for Adult\nEducation & Outreach, Lakeport, NY.\n"
        "Lima, A. & Roe, J. (March, 1998). Study skills. Presented at Hill Community College.\n"
    )
    resume = parse_resume_text(text)
    assert [section.kind.value for section in resume.sections] == ["education", "other"]
    assert [entry.organization for entry in resume.education] == ["River Valley University"]


def test_a_dotted_associate_degree_is_read_beside_its_field() -> None:
    assert find_degree_phrases("A.A., Early Childhood Education, Lake City College") == [
        "A.A., Early Childhood Education"
    ]
    assert find_degree_phrases("A.A.S. in Computer Networking") == ["A.A.S. in Computer Networking"]
    assert find_degree_phrases("A.S. Rao, Manager") == []  # initials of a name


def test_a_state_run_into_the_degree_after_it_is_left_out_of_the_degree() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEDUCATION\n"
        "2012 Lakeview University, Springfield, IL Bachelor's Degree in Chemistry\n\n"
        "EXPERIENCE\nLab Analyst\nNorthwind Labs\n2013 - 2016\n"
    )
    resume = parse_resume_text(text)
    assert [entry.title for entry in resume.education] == ["Bachelor's Degree in Chemistry"]
    assert [entry.organization for entry in resume.education] == ["Lakeview University"]


def test_a_street_named_after_a_university_is_an_address() -> None:
    text = "Career Office\n1200 W. University Avenue\nOne College Place\nPine Valley, OH 44000"
    assert find_institutions(text) == []
    assert find_institutions("Studied at Pine Valley University, Lakeport") == ["Pine Valley University"]


def test_an_institution_name_wrapped_after_of_goes_on_on_the_next_line() -> None:
    text = "B.A. in Physics, LAKEPORT CITY COLLEGE OF\nNEW HAVEN\nM.S., River State University of\nNorth Dakota, 2004"
    assert find_institutions(text) == ["LAKEPORT CITY COLLEGE OF NEW HAVEN", "River State University of North Dakota"]
    assert find_institutions("Pine Valley University of\n2004 - 2008") == ["Pine Valley University"]


def test_a_french_spanish_or_german_institution_is_named_after_its_keyword() -> None:
    text = "Visiting Student\nUniversité Maritime Lyon III, Lyon (France)\nUniversität Nordheim Master of Science"
    assert find_institutions(text) == ["Université Maritime Lyon III", "Universität Nordheim"]
    assert find_institutions("Universidad de Valparaíso Norte") == ["Universidad de Valparaíso Norte"]


def test_a_university_named_at_its_town_is_an_institution() -> None:
    assert find_institutions("Media Relations, University at Lakeport, Lakeport, NY") == ["University at Lakeport"]
    assert find_institutions("She joined the University at 2010 open day") == []


def test_a_british_vocational_qualification_is_a_degree_with_its_level_and_field() -> None:
    text = "Qualifications\nNVQ 2 in Customer Service\nGNVQ Advanced Business Studies (Merit)\nNVQ Level 3 Childcare"
    assert find_degree_phrases(text) == [
        "NVQ 2 in Customer Service",
        "GNVQ Advanced Business Studies",
        "NVQ Level 3 Childcare",
    ]


def test_a_school_of_public_health_is_a_college_and_a_public_school_is_not() -> None:
    assert find_institutions("Lecturer, School of Public Health, Lakeview State University") == [
        "School of Public Health",
        "Lakeview State University",
    ]
    assert find_institutions("Teacher, Hill Road Public School") == []


def test_a_periodical_named_after_an_academy_is_not_an_institution() -> None:
    text = (
        "Roe, J. (2011). Fast solvers. Bulletin of the Lakeland Academy of Sciences 59(2)\nJournal of the Hill College"
    )
    assert find_institutions(text) == []


def test_a_degree_cut_after_of_goes_on_with_its_field_on_the_next_line() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEducation\nMaster of\nScience (M.Sc.)\nBachelor of\nCommerce (B.Com)\n\n"
        "Experience\nEngineer\nNorthwind Labs\n2014 - 2018\n"
    )
    resume = parse_resume_text(text)
    assert [entry.title for entry in resume.education] == ["Master of Science (M.Sc.)", "Bachelor of Commerce (B.Com)"]


def test_a_training_center_beside_a_bare_degree_is_not_its_field() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEDUCATION\nJuris Doctor\nLakeside Legal Training Center\n2004\n\n"
        "EXPERIENCE\nAttorney\nNorthwind Legal\n2005 - 2010\n"
    )
    resume = parse_resume_text(text)
    assert [entry.title for entry in resume.education] == ["Juris Doctor"]


def test_a_degree_named_by_its_field_again_in_the_summary_is_the_entry_degree() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nSUMMARY\nA motivated Law graduate with two years of practice.\n\n"
        "EDUCATION\nB.A. (Hons) Law\nLakeview University\n2012 - 2015\n"
    )
    resume = parse_resume_text(text)
    assert [entry.title for entry in resume.education] == ["B.A. (Hons) Law"]
    assert resume.mentions.degrees == []


def test_a_degree_line_after_a_wrapped_dissertation_title_opens_its_own_entry() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEDUCATION\n"
        "Ed.D., Educational Policy, Lakeview State University, Lakeport, OH, 1990\n"
        "DISSERTATION: A Study of the Cost and Intensity of Special Education Services in Public Schools of\n"
        "Ohio\n"
        "M.Ed., Educational Leadership and Planning, Hill Valley College, School of Management and\n"
        "Administration, Hill Valley, OH, 1981\n"
    )
    resume = parse_resume_text(text)
    titles = [entry.title for entry in resume.education]
    assert titles[:2] == ["Ed.D. in Educational Policy", "M.Ed. in Educational Leadership and Planning"]
    assert not any("DISSERTATION" in entry.organization for entry in resume.education)


def test_initials_in_a_list_of_authors_and_a_students_workshop_are_not_degrees() -> None:
    text = "Roe JA, Lake BL, Hill ME, Stone T. Health outcomes in rural clinics. J Rural Health 2004; 12: 1-9."
    assert find_degree_phrases(text) == []
    assert find_degree_phrases("Talk at the PhD Workshop ABC, Lakeport, 2012") == []
    assert find_degree_phrases("Jane Roe MA, History") == ["MA, History"]


def test_a_degree_standing_as_a_teachers_title_after_by_is_not_a_degree() -> None:
    assert find_degree_phrases("A course on reporting by PhD. Omar Lake, head of training") == []
    assert find_degree_phrases("Earned an MBA in Finance") == ["MBA in Finance"]
