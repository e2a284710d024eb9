"""Education entries assembled in the order their section writes them: each degree before its institution, or each
institution before its degrees, decided from the section's first entry."""

from vitae.resume.degree_mentions import find_degree_phrases
from vitae.resume.entry_roles import settle_education_roles
from vitae.resume.institution_mentions import find_institutions, split_field_and_institution
from vitae.resume.model import Entry
from vitae.resume.parser import parse_resume_text

_HEAD = "Dana Quill\ndana.quill@example.com\n\n"


def _education(body: str) -> list[tuple[str, str]]:
    return [(entry.title, entry.organization) for entry in _read(body)]


def _read(body: str) -> list[Entry]:
    return parse_resume_text(f"{_HEAD}EDUCATION\n{body}\n\nINTERESTS\nSailing and chess\n").education


def test_a_degree_dated_above_its_institution_keeps_it() -> None:
    body = (
        "Bachelor of Engineering in Mechanical Engineering\nAug 2009 - May 2013\n"
        "Lakeview University, Dover, Canada.\nLakeview Institute of Engineering (LIE), Dover, Canada.\n"
        "HSC - Science\nJune 2009\nHarbor Grammar School, Dover"
    )
    entries = _education(body)
    assert entries[0] == ("Bachelor of Engineering in Mechanical Engineering", "Lakeview University")
    assert ("HSC", "Harbor Grammar School") in entries
    assert all(organization != "Lakeview University" for title, organization in entries if title == "HSC")


def test_the_next_degree_takes_no_institution_of_the_one_above() -> None:
    body = (
        "M.Sc. Applied Physics\n(June 2012)\nRiverside College of Science, Westport\nFirst Class (68%)\n"
        "Diploma in Electronics\n(May 2009)\nHillcrest Polytechnic Institute, Eastbrook\nDistinction (81%)"
    )
    assert _education(body) == [
        ("M.Sc. Applied Physics", "Riverside College of Science"),
        ("Diploma in Electronics", "Hillcrest Polytechnic Institute"),
    ]


def test_a_college_under_its_university_opens_no_entry_of_its_own() -> None:
    body = (
        "Northfield State University\nSchool of Public Affairs\nMaster of Public Administration\nMay 2014\n"
        "Eastgate College\nBachelor of Arts in History\nMay 2011"
    )
    assert _education(body) == [
        ("Master of Public Administration", "Northfield State University"),
        ("Bachelor of Arts in History", "Eastgate College"),
    ]


def test_an_institution_first_section_keeps_each_degree_under_its_institution() -> None:
    body = (
        "Westbrook University, Salem, Oregon\nLaw, Juris Doctor, 2015\nGPA 3.6\n"
        "Pinecrest University, Salem, Oregon\nFinance, 2012\nHonors: cum laude"
    )
    entries = _read(body)
    assert [(entry.organization, entry.dates) for entry in entries] == [
        ("Westbrook University", "2015"),
        ("Pinecrest University", "2012"),
    ]
    assert "GPA" not in entries[1].organization


def test_an_unclear_first_entry_leaves_the_order_open() -> None:
    # The first entry names an institution and no degree: the lines after its dates may open the next entry.
    body = (
        "Lakeview Institute of Accountancy\n2016\nLakeview University - Dover, Canada\n2015\n"
        "B.Com\nHarbor University - Dover, Canada\n2014"
    )
    entries = _education(body)
    assert ("B.Com", "Harbor University") in entries


def test_a_second_degree_under_an_institution_was_taken_there() -> None:
    body = (
        "Lakeview University (Dover, DE)\nPh.D. Materials Science\nDissertation: a study of thin films\nMay 2016\n"
        "M.S. Materials Science\nMay 2013\nHarbor Technical University (Salem, OR)\nB.S. Chemical Engineering\nMay 2011"
    )
    assert _education(body) == [
        ("Ph.D. Materials Science", "Lakeview University"),
        ("M.S. Materials Science", "Lakeview University"),
        ("B.S. Chemical Engineering", "Harbor Technical University"),
    ]


def test_a_credential_under_a_degree_is_not_given_its_institution() -> None:
    body = "Northfield State University\nMaster of Arts, Education\nTeaching Credential in Music"
    entries = _education(body)
    assert entries[0] == ("Master of Arts, Education", "Northfield State University")
    assert all(organization == "" for title, organization in entries if "Credential" in title)


def test_an_institution_mention_ends_before_the_degree_run_into_it() -> None:
    text = "Studied at the University of Lakeview M.Ed and at Harbor Institute of Technology MSc Physics"
    assert find_institutions(text) == ["University of Lakeview", "Harbor Institute of Technology"]
    # A degree word inside a hyphenated word of the name is part of it.
    assert find_institutions("Lakeview College of Public Justice-Masters Program") == [
        "Lakeview College of Public Justice-Masters Program"
    ]


def test_a_degree_run_into_its_institution_is_the_entry_degree() -> None:
    split = settle_education_roles(Entry(organization="Harbor Business School Dover MSc in Finance"))
    assert (split.title, split.organization) == ("MSc in Finance", "Harbor Business School Dover")
    kept = settle_education_roles(Entry(title="Physics", organization="University of Lakeview M.Ed"))
    assert (kept.title, kept.organization) == ("Physics", "University of Lakeview")
    # A certificate named after its school keeps its words.
    school = settle_education_roles(Entry(organization="Lakeview Trade School Certificate"))
    assert school.organization == "Lakeview Trade School Certificate"


def test_an_institution_opening_the_prose_under_a_degree_is_its_institution() -> None:
    body = (
        "Bachelor of Arts\nMay 2012\nWestfield Lutheran College, Dover, DE Major: History Minor: Spanish Dean's List "
        "four semesters and member of the debate society for three years"
    )
    entries = _read(body)
    assert [(entry.title, entry.organization) for entry in entries][0] == (
        "Bachelor of Arts",
        "Westfield Lutheran College",
    )


def test_the_college_of_a_university_under_it_is_no_entry_of_its_own() -> None:
    body = (
        "Bachelor of Engineering in Civil Engineering\nLakeview University - Dover, Delaware\n2014\n"
        "Lakeview Institute of Technology - Dover, Delaware\nClass XII\nHarbor Public School - Dover, Delaware\n2010"
    )
    assert _education(body) == [
        ("Bachelor of Engineering in Civil Engineering", "Lakeview University"),
        ("Class XII", "Harbor Public School"),
    ]


def test_a_school_under_a_university_is_an_entry_of_its_own() -> None:
    body = "B.Tech\nLakeview University - Dover, Delaware\nHarbor Public School - Dover, Delaware\n2014"
    assert _education(body) == [("B.Tech", "Lakeview University"), ("", "Harbor Public School")]


def test_dates_under_the_prose_of_an_undated_degree_are_its_dates() -> None:
    body = (
        "Lakeview University (Dover, DE)\nPh.D. Materials Science\n"
        "Dissertation: a study of how thin films of oxide grow on heated glass plates in a humid chamber over weeks\n"
        "May 2016\nGPA: 3.9/4.0\nHarbor Technical University (Salem, OR)\nB.S. Chemical Engineering\nMay 2011"
    )
    entries = _read(body)
    assert [(entry.title, entry.dates) for entry in entries] == [
        ("Ph.D. Materials Science", "May 2016"),
        ("B.S. Chemical Engineering", "May 2011"),
    ]


def test_a_field_ends_before_the_next_degree_written_by_two_letters() -> None:
    text = "LAKEVIEW COLLEGE - Dover, DE BA in History MS in Applied Physics"
    assert find_degree_phrases(text) == ["BA in History", "MS in Applied Physics"]


def test_a_degree_opening_the_prose_under_an_institution_is_its_degree() -> None:
    body = (
        "Lakeview State University\nMay 2014\nMaster of Science in Public Policy, GPA 3.8/4.0, a capstone study of "
        "transit funding across twelve counties with a team of four students and a county planning office"
    )
    entries = _read(body)
    assert [(entry.title, entry.organization) for entry in entries][0] == (
        "Master of Science in Public Policy",
        "Lakeview State University",
    )


def test_a_field_ends_before_a_grade_or_another_degree_word() -> None:
    assert find_degree_phrases("Bachelor's Degree in Applied Physics GPA3.6 on a 4.0 scale") == [
        "Bachelor's Degree in Applied Physics"
    ]
    assert find_degree_phrases("Master of Arts in Urban Planning Masters Thesis Project: housing") == [
        "Master of Arts in Urban Planning"
    ]


def test_an_institution_mention_drops_the_end_of_the_line_run_into_it() -> None:
    text = "Bachelor of Fine Studies The University of Lakeview, Dover; MS in Information Systems University of Harbor"
    assert find_institutions(text) == ["University of Lakeview", "University of Harbor"]
    assert find_institutions("studied at Lakeview Science College") == ["Lakeview Science College"]


def test_a_degree_run_into_its_institution_on_one_line_is_split_at_its_field() -> None:
    body = (
        "Master of Science in Environmental Engineering Harbor Normal University 2013 - 2015\n"
        "Bachelor of Arts in Marketing Lakeview Science College 2008 - 2012"
    )
    assert _education(body) == [
        ("Master of Science in Environmental Engineering", "Harbor Normal University"),
        ("Bachelor of Arts in Marketing", "Lakeview Science College"),
    ]
    assert split_field_and_institution("BA in Economics University of Lakeview") == (
        "BA in Economics",
        "University of Lakeview",
    )


def test_an_education_section_of_prose_gives_an_entry_for_each_degree() -> None:
    degree_first = (
        "2012 PhD in Applied Physics, The Lakeview University of Technology (Canada) Thesis: fast wavelet transforms "
        "on small devices for field sensors. 2008 MSc in Applied Physics, Harbor State University (Canada)"
    )
    assert _education(degree_first) == [
        ("PhD in Applied Physics", "Lakeview University of Technology (Canada)"),
        ("MSc in Applied Physics", "Harbor State University (Canada)"),
    ]
    assert [entry.dates for entry in _read(degree_first)] == ["2012", "2008"]
    institution_first = (
        "HARBOR STATE UNIVERSITY - Dover, DE MS in Information Systems BS in Computer Science LAKEVIEW COLLEGE - "
        "Salem, OR Associate of Arts in General Studies with honors and a minor in music"
    )
    assert _education(institution_first) == [
        ("MS in Information Systems", "HARBOR STATE UNIVERSITY"),
        ("BS in Computer Science", "HARBOR STATE UNIVERSITY"),
        ("Associate of Arts in General Studies", "LAKEVIEW COLLEGE"),
    ]


def test_the_dates_of_degrees_in_prose_follow_the_way_the_line_writes_them() -> None:
    dates_after = (
        "Ed.D., Educational Policy, Lakeview University, Dover, DE, 1998 M.Ed., School Leadership, Harbor College, "
        "Salem, OR, 1990 B.S., Elementary Education, Westfield State University, Salem, OR, 1986"
    )
    assert [entry.dates for entry in _read(dates_after)] == ["1998", "1990", "1986"]
    institution_first = (
        "2014 - 2016 Lakeview University, Dover Master of Public Policy with a thesis on transit funding 2010 Harbor "
        "College, Salem Bachelor of Arts in Economics with honours and a minor in music"
    )
    assert [(entry.organization, entry.dates) for entry in _read(institution_first)] == [
        ("Lakeview University", "2014 - 2016"),
        ("Harbor College", "2010"),
    ]


def test_a_grade_run_on_after_a_degree_is_no_part_of_it() -> None:
    entry = settle_education_roles(
        Entry(title="Bachelor of Arts in History G.P.A. 3.4/4.0", organization="Lakeview College")
    )
    assert entry.title == "Bachelor of Arts in History"
    assert settle_education_roles(Entry(title="MBA (GPA: 3.9)")).title == "MBA"


def test_prose_opening_an_education_section_gives_the_entries_of_its_degrees() -> None:
    body = (
        "Lakeview University School of Law, Dover: J.D. degree, September 2001 to May 2004. Dean's list four of six "
        "semesters and a member of the moot court team.\nHarbor State University\nB.S. in Psychology\nMay 2001"
    )
    entries = _education(body)
    assert entries[0] == ("J.D.", "Lakeview University School of Law")
    assert ("B.S. in Psychology", "Harbor State University") in entries
    objective = (
        "Seeking a role in which my MBA and years of analytics help a growing team to plan its budgets and its hiring "
        "well.\nHarbor State University\nB.S. in Psychology\nMay 2001"
    )
    assert _education(objective)[0] == ("", "")


def test_an_institution_mention_ends_before_the_next_line_run_into_it() -> None:
    text = "Ph.D., University of Lakeview at Dover Dissertation: a study of tides Positions Harbor Institute of Science"
    assert find_institutions(text) == ["University of Lakeview at Dover", "Harbor Institute of Science"]


def test_contact_lines_run_on_after_an_institution_are_no_part_of_it() -> None:
    entry = settle_education_roles(Entry(organization="Lakeview University Email: ann@lakeview.edu Phone: 555-0100"))
    assert entry.organization == "Lakeview University"


def test_an_institution_mention_ends_before_its_town_written_again() -> None:
    assert find_institutions("Bachelors Degree, University of Harbor Harbor, OH 2013") == ["University of Harbor"]


def test_an_institution_mention_drops_the_field_of_the_line_above() -> None:
    text = "Major History & Economics Harbor State University, 1980. Masters Program Lakeview University, 1984."
    assert find_institutions(text) == ["Harbor State University", "Lakeview University"]


def test_a_second_institution_under_the_first_is_not_taken_for_its_college() -> None:
    body = (
        "Lakeview University\nB.A. in History, 2012\nHarbor Community College\nSalem Technical Institute\n"
        "Certificate in Welding, 2008"
    )
    assert _education(body) == [
        ("B.A. in History", "Lakeview University"),
        ("", "Harbor Community College"),
        ("Certificate in Welding", "Salem Technical Institute"),
    ]


def test_the_field_of_a_bare_degree_run_into_its_institution_goes_back_to_the_degree() -> None:
    assert _education("MSc\nPhysics University of Lakeview, 2012") == [("MSc, Physics", "University of Lakeview")]
    assert _education("M.A.\n(Economics) The Harbor Marsh University, 2009") == [
        ("M.A. (Economics)", "Harbor Marsh University")
    ]
    assert _education("Bachelor of Science\nInformation Technology Towbridge University, 2015") == [
        ("Bachelor of Science, Information Technology", "Towbridge University")
    ]
    # A field word that names the institution stays in its name.
    assert _education("MBA\nBusiness School of Lakeview, 2012") == [("MBA", "Business School of Lakeview")]
    assert _education("B.Sc.\nEngineering College of Harbor, 2010")[0][1] == "Engineering College of Harbor"
