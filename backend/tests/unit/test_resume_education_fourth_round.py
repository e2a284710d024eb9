"""Education entries, degrees and institutions: places whose state code spells a degree, fields that are no fields,
and more."""

from vitae.resume.degree_mentions import find_degree_phrases
from vitae.resume.entry_fields import pick_degree_and_institution
from vitae.resume.institution_mentions import find_institutions
from vitae.resume.parser import parse_resume_text


def test_a_state_code_after_the_institution_does_not_open_a_second_degree() -> None:
    text = (
        "Paul Grey\npaul@example.com\n\nEDUCATION\nLAKEVIEW UNIVERSITY, Springfield, MA\n"
        "MBA with a focus on Operations, 2008\nRIVERTON COLLEGE, Dover, MD\nBS in Biology, 2004\n"
    )
    resume = parse_resume_text(text)
    assert [(entry.title, entry.organization) for entry in resume.education] == [
        ("MBA with a focus on Operations", "LAKEVIEW UNIVERSITY"),
        ("BS in Biology", "RIVERTON COLLEGE"),
    ]


def test_a_word_after_a_degree_that_is_no_field_is_left_out_of_it() -> None:
    assert find_degree_phrases("Ph.D. RESUME\nJohn Doe") == ["Ph.D."]
    assert find_degree_phrases("Awarded a PhD Scholarship in 2010") == ["PhD"]
    assert find_degree_phrases("Mary Major, PhD, Patent Attorney") == ["PhD"]
    assert find_degree_phrases("Tom Lee, MBA, Sales Manager") == ["MBA"]
    assert find_degree_phrases("MBA, Marketing") == ["MBA, Marketing"]  # a field after the comma stays
    assert find_degree_phrases("MS, Nursing") == ["MS, Nursing"]


def test_a_microsoft_product_after_ms_is_no_degree() -> None:
    assert find_degree_phrases("Web platform - MS IIS, ASP and Access") == []
    assert find_degree_phrases("Tools: MS Visual Studio, MS FrontPage") == []
    assert find_degree_phrases("- MS Computer Science") == ["MS Computer Science"]


def test_a_degree_named_by_an_event_for_its_students_is_no_degree() -> None:
    assert find_degree_phrases("Presented at the PhD Data Methods Seminar, 2014") == []
    assert find_degree_phrases("MBA Finance Forum") == []
    assert find_degree_phrases("MBA Finance") == ["MBA Finance"]


def test_a_diploma_in_lower_case_and_a_field_majored_in_are_read() -> None:
    assert find_degree_phrases("Holds a professional diploma in Marine Biology") == ["diploma in Marine Biology"]
    assert find_degree_phrases("Majoring in Applied Physics") == ["Majoring in Applied Physics"]
    assert find_degree_phrases("High-school diploma in arts") == []  # a school's diploma, not a college's


def test_a_field_written_in_lower_case_stays_with_its_degree() -> None:
    assert find_degree_phrases("Harbor School, Master in tourism management") == ["Master in tourism management"]
    assert find_degree_phrases("- Specialisation in risk management.") == ["Specialisation in risk management"]
    assert find_degree_phrases("Bachelor of Arts in History with honours") == ["Bachelor of Arts in History"]


def test_a_scrum_master_is_a_role_not_a_degree() -> None:
    assert find_degree_phrases("Certified Scrum Master in agile software teams") == []
    assert find_degree_phrases("Master in Software Engineering") == ["Master in Software Engineering"]


def test_a_doctorate_dotted_oddly_is_still_a_degree() -> None:
    assert find_degree_phrases("Working towards a P.hD at the Physics Lab") == ["P.hD"]
    assert find_degree_phrases("P.O. Box 12, Springfield") == []


def test_one_word_beside_a_bare_degree_joins_it_only_when_it_reads_as_a_field() -> None:
    assert pick_degree_and_institution(["MS", "Lakeview University", "Stanwick"])[:2] == ("MS", "Lakeview University")
    assert pick_degree_and_institution(["B.Sc", "Passed"])[0] == "B.Sc"
    assert pick_degree_and_institution(["BA", "Lakeview University", "Economics"])[0] == "BA in Economics"
    assert pick_degree_and_institution(["MA", "Lakeview University", "TESOL"])[0] == "MA in TESOL"
    assert pick_degree_and_institution(["MS", "Lakeview University", "Computer Science"])[0] == (
        "MS in Computer Science"
    )


def test_the_field_written_apart_from_a_degree_without_one_stays_with_it() -> None:
    assert pick_degree_and_institution(["Bachelor of Science", "Applied Geology", "Lakeview University"])[:2] == (
        "Bachelor of Science, Applied Geology",
        "Lakeview University",
    )
    assert pick_degree_and_institution(["Doctor of Philosophy", "Lakeview University", "Public Policy"])[0] == (
        "Doctor of Philosophy, Public Policy"
    )
    # A note after the degree is no field, nor is a field the degree already names.
    assert pick_degree_and_institution(["Bachelor of Arts", "Lakeview University", "Due to finish"])[0] == (
        "Bachelor of Arts"
    )
    assert pick_degree_and_institution(["Bachelor of Science in Physics", "Lakeview University", "Optics"])[0] == (
        "Bachelor of Science in Physics"
    )


def test_from_the_before_an_institution_separates_it_from_the_degree() -> None:
    text = (
        "Jo Ray\njo@example.com\n\nEDUCATION\nMaster of Arts from the University of Lakeview, 2004\n"
        "Diploma from the Institute of Fine Arts, 2001\n"
    )
    assert [(entry.title, entry.organization) for entry in parse_resume_text(text).education] == [
        ("Master of Arts", "University of Lakeview"),
        ("Diploma", "Institute of Fine Arts"),
    ]


def test_a_field_in_brackets_beside_a_bare_degree_is_joined_as_written() -> None:
    assert pick_degree_and_institution(["M.Sc", "(Physics)", "Lakeview University"])[:2] == (
        "M.Sc (Physics)",
        "Lakeview University",
    )


def test_an_event_or_an_outlet_named_after_an_institution_is_no_place_of_study() -> None:
    assert find_institutions("Host, Lakeview College Radio Station, 2011") == []
    assert find_institutions("Speaker, Harbor Sciences Institute Conference, 2009") == []
    assert find_institutions("Published in the Lakeview University Law Review") == []
    assert find_institutions("Student, Lakeview University, 2011") == ["Lakeview University"]


def test_an_institution_written_with_a_capital_of_keeps_its_whole_name() -> None:
    assert find_institutions("Studied at Harbor Institute Of Marine Science, Springfield") == [
        "Harbor Institute Of Marine Science"
    ]


def test_an_institution_and_a_degree_read_apart_are_one_entry() -> None:
    head = "Jo Ray\njo@example.com\n\nEDUCATION\n"
    institution_first = "June 2012\nLakeview University, Springfield, IL\nworked in the lab over two summers,\n"
    resume = parse_resume_text(head + institution_first + "Bachelor of Science in Physics\n")
    assert [(entry.title, entry.organization, entry.dates) for entry in resume.education] == [
        ("Bachelor of Science in Physics", "Lakeview University", "June 2012")
    ]
    resume = parse_resume_text(head + "Bachelor of Science in Physics\nGPA: 3.9/4.0\nLakeview University\n")
    assert [(entry.title, entry.organization) for entry in resume.education] == [
        ("Bachelor of Science in Physics", "Lakeview University")
    ]
    # Each dated: two entries, even when one lacks its institution and the other its degree.
    resume = parse_resume_text(head + "Bachelor of Arts in History, 2004\nHarbor College, 2001 - 2003\n")
    assert len(resume.education) == 2


def test_an_entry_left_without_degree_institution_or_dates_is_a_note_of_the_one_above() -> None:
    text = (
        "Jo Ray\njo@example.com\n\nEDUCATION\nBachelor of Science in Geology, Lakeview University, 2012\n"
        "Degree\nCollege/University\n"
    )
    [entry] = parse_resume_text(text).education
    assert (entry.title, entry.organization) == ("Bachelor of Science in Geology", "Lakeview University")


def test_a_degree_is_named_without_the_sentence_around_it() -> None:
    assert pick_degree_and_institution(["Sophomore pursuing a Bachelor of Arts in Drama", "Lakeview University"])[
        :2
    ] == ("Bachelor of Arts in Drama", "Lakeview University")
    assert pick_degree_and_institution(["Bachelor of Science in Geology summa cum laude"])[0] == (
        "Bachelor of Science in Geology"
    )
    assert pick_degree_and_institution(["Degree of Master of Arts to be conferred"])[0] == "Degree of Master of Arts"
    assert pick_degree_and_institution(["Advanced Diploma in Nursing"])[0] == "Advanced Diploma in Nursing"


def test_a_credential_named_after_a_school_is_the_degree_and_a_grade_no_institution() -> None:
    assert pick_degree_and_institution(["High School Diploma", "Harbor Valley High School"])[:2] == (
        "High School Diploma",
        "Harbor Valley High School",
    )
    assert pick_degree_and_institution(["High School Diploma", "(GPA: 3.8)"])[:2] == ("High School Diploma", "")
    assert pick_degree_and_institution(["Diploma in Nursing", "GPA 3.6"])[:2] == ("Diploma in Nursing", "")


def test_an_institution_is_named_without_the_sentence_before_it() -> None:
    assert pick_degree_and_institution(["BA in Drama", "Spent one term at Lakeview University"])[:2] == (
        "BA in Drama",
        "Lakeview University",
    )
    # Joining words of a name are no sentence.
    assert pick_degree_and_institution(["BA in Drama", "School of Arts and Lakeview University"])[1] == (
        "School of Arts and Lakeview University"
    )


def test_a_degree_run_on_after_the_institution_is_split_from_it() -> None:
    assert pick_degree_and_institution(["Lakeview College Bachelor of Arts", "2007 - 2011"])[:2] == (
        "Bachelor of Arts",
        "Lakeview College",
    )
    # A college named after its degrees is one name.
    assert pick_degree_and_institution(["BSc", "Harbor Degree College"])[:2] == ("BSc", "Harbor Degree College")


def test_a_column_of_degrees_read_before_their_institutions_is_paired_row_by_row() -> None:
    text = (
        "Jo Ray\njo@example.com\n\nEDUCATION\nPh.D.\nM.A.\nB.A.\nLakeview University, 2009, Marine Biology\n"
        "Harbor College, 2004, Geology\nRiverton University, 2001, Chemistry\n"
    )
    assert [(entry.title, entry.organization, entry.dates) for entry in parse_resume_text(text).education] == [
        ("Ph.D. in Marine Biology", "Lakeview University", "2009"),
        ("M.A. in Geology", "Harbor College", "2004"),
        ("B.A. in Chemistry", "Riverton University", "2001"),
    ]


def test_education_is_the_field_of_a_degree_that_does_not_say_it() -> None:
    assert pick_degree_and_institution(["M.A.", "Lakeview University", "Education"])[0] == "M.A. in Education"
    assert pick_degree_and_institution(["M.Ed.", "Lakeview University", "Education"])[0] == "M.Ed."
    assert pick_degree_and_institution(["B.Tech", "Lakeview University", "Technology"])[0] == "B.Tech"


def test_a_school_level_cut_before_its_certificate_is_one_line() -> None:
    text = (
        "Jo Ray\njo@example.com\n\nEDUCATION\nHigher Secondary\nCertificate (Class 12)\nSenior Secondary\n"
        "Certificate (Class 10)\n"
    )
    assert [entry.title for entry in parse_resume_text(text).education] == [
        "Higher Secondary Certificate (Class 12)",
        "Senior Secondary Certificate (Class 10)",
    ]


def test_the_last_word_of_a_field_wrapped_onto_its_own_line_stays_with_the_degree() -> None:
    text = "Jo Ray\njo@example.com\n\nEDUCATION\nDiploma in Marine\nEngineering\nHarbor Institute\n"
    assert [(entry.title, entry.organization) for entry in parse_resume_text(text).education] == [
        ("Diploma in Marine Engineering", "Harbor Institute")
    ]


def test_a_degree_written_as_one_abbreviation_keeps_the_field_beside_it() -> None:
    assert pick_degree_and_institution(["M.S.Ed.", "Lakeview University", "Reading Education"])[0] == (
        "M.S.Ed. in Reading Education"
    )
    # A table's column heading is no degree to give a field to.
    assert pick_degree_and_institution(["Course/Degree", "Year of Passing"])[0] != "Course/Degree in Year of Passing"
