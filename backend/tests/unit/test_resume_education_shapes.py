"""Education sections in the shapes real uploads take: European degrees, bootcamps and online courses, honours
written beside the degree, campuses named after their university."""

import pytest

from vitae.resume.model import Entry
from vitae.resume.parser import parse_resume_text


def _education(body: str) -> list[Entry]:
    return parse_resume_text(f"Jordan Reyes\njordan.reyes@example.com\n\nEDUCATION\n{body}\n").education


@pytest.mark.parametrize(
    "degree",
    [
        "Licence en Informatique",
        "Magistère de Mathématiques",
        "Diplom in Physik",
        "Máster en Ciencia de Datos",
        "Grado en Economía",
        "Bacharelado em Ciência da Computação",
        "Mestrado em Engenharia Civil",
    ],
)
def test_a_european_degree_is_the_entry_s_degree(degree: str) -> None:
    [entry] = _education(f"{degree}, Université de Lakeville, 2016")
    assert (entry.title, entry.organization, entry.dates) == (degree, "Université de Lakeville", "2016")


@pytest.mark.parametrize(
    ("body", "title", "organization"),
    [
        (
            "Codeworks Academy — Software Engineering Immersive (Bootcamp), 2020",
            "Software Engineering Immersive (Bootcamp)",
            "Codeworks Academy",
        ),
        ("Harbor Code — Web Development Bootcamp, 2021", "Web Development Bootcamp", "Harbor Code"),
        ("Learnly — Data Analyst Nanodegree, 2019", "Data Analyst Nanodegree", "Learnly"),
        ("Learnly\nComplete JavaScript Course, 2021", "Complete JavaScript Course", "Learnly"),
        ("Codecraft: Responsive Web Design Certification, 2020", "Responsive Web Design Certification", "Codecraft"),
        ("Nimbus Labs\nAdvanced Software Engineering Immersive\nJan 2019 - Apr 2019", None, "Nimbus Labs"),
    ],
)
def test_a_bootcamp_or_course_is_an_entry_with_its_provider(body: str, title: str | None, organization: str) -> None:
    [entry] = _education(body)
    assert entry.title == (title or body.splitlines()[1])
    assert entry.organization == organization


def test_a_post_named_after_a_programme_opens_no_education_entry() -> None:
    entries = _education("Lakeview University\nBSc Biology, 2010\nProgramme Manager, Harbor Trust, 2012\n")
    assert [entry.title for entry in entries] == ["BSc Biology"]


@pytest.mark.parametrize(
    ("body", "note"),
    [
        ("First Class Honours, BEng Mechanical Engineering, University of Northbridge, 2016", "First Class Honours"),
        ("BA (Hons) History, Upper Second Class (2:1), University of Eastgate, 2012", "Upper Second Class (2:1)"),
        ("B.S. Computer Science, Lakeview University, GPA 3.8/4.0, 2019", "GPA 3.8/4.0"),
        ("Lakeview University | B.A. Economics, magna cum laude | 2015", "magna cum laude"),
        ("Lakeview University | B.S. Biology | Dean's List | 2014 – 2018", "Dean's List"),
    ],
)
def test_honours_and_grades_beside_the_degree_are_kept(body: str, note: str) -> None:
    [entry] = _education(body)
    assert entry.title and entry.organization
    assert entry.description == note


def test_a_grade_column_without_a_figure_is_no_note() -> None:
    [entry] = _education("B.Tech Computer Science, Lakeview Institute of Technology, Grade Point Average, 2018")
    assert entry.description == ""


@pytest.mark.parametrize(
    ("body", "note"),
    [
        ("Lakeview University, Faculty of Law, Bachelor of Laws, 2014", "Faculty of Law"),
        ("Harbor State University\nNorthgate Campus\nB.S. Nursing, 2016", "Northgate Campus"),
        ("BS Biology, Lakeview University, Exchange Program, 2015", "Exchange Program"),
        ("Lakeview University, B.S. Physics, concentration in Optics, 2015", "concentration in Optics"),
        ("Lakeview University\nBachelor of Commerce, Finance major\n2012 - 2016", "Finance major"),
    ],
)
def test_a_school_campus_or_term_abroad_beside_the_institution_is_kept(body: str, note: str) -> None:
    [entry] = _education(body)
    assert entry.title and entry.organization
    assert entry.description == note


def test_a_labelled_dual_degree_under_its_institution_is_the_entry_s_degree() -> None:
    [entry] = _education("Lakeview University\nDual Degree: B.S. Computer Science and B.A. Mathematics\n2018 – 2022")
    assert entry.title == "Dual Degree: B.S. Computer Science and B.A. Mathematics"
    assert (entry.organization, entry.description) == ("Lakeview University", "")


@pytest.mark.parametrize(
    "body",
    [
        "Lakeview University\nB.A. Psychology\nGraduation Date: 12/2020",
        "Lakeview University\nB.A. Psychology\nGraduated: 12/2020",
        "Expected Graduation: 12/2020\nB.A. Psychology, Lakeview University",
    ],
)
def test_a_labelled_graduation_date_is_the_entry_s_date(body: str) -> None:
    [entry] = _education(body)
    assert (entry.title, entry.organization) == ("B.A. Psychology", "Lakeview University")
    assert (entry.dates, entry.description) == ("12/2020", "")


def test_a_second_labelled_date_stays_in_the_description() -> None:
    [entry] = _education("Lakeview University, B.A. Psychology, 2016 - 2020\nCompleted: 12/2020")
    assert (entry.dates, entry.description) == ("2016 - 2020", "Completed: 12/2020")


@pytest.mark.parametrize(
    ("body", "title"),
    [
        ("Master of Arts (M.A.), Linguistics — University of Eastgate — 2011", "Master of Arts (M.A.), Linguistics"),
        (
            "Associate of Applied Science (A.A.S.), Nursing - Lakeview Community College - 2014",
            "Associate of Applied Science (A.A.S.), Nursing",
        ),
    ],
)
def test_the_field_after_a_long_degree_and_its_short_form_is_kept(body: str, title: str) -> None:
    [entry] = _education(body)
    assert entry.title == title


def test_a_level_written_above_a_long_degree_is_no_field() -> None:
    [entry] = _education("EXECUTIVE\nMaster of Business Administration (MBA)\nHarbor Business School\n2009 - 2012")
    assert entry.title == "Master of Business Administration (MBA)"


@pytest.mark.parametrize(
    ("body", "note"),
    [
        (
            "A-Levels: Mathematics (A*), Physics (A), Chemistry (B) — Northgate Sixth Form College, 2014",
            "Physics (A), Chemistry (B)",
        ),
        ("Baccalauréat Scientifique, Lycée Lakeville, 2013 — mention Très Bien", "mention Très Bien"),
        ("Universität Lakeburg — Master of Science Informatik, Abschlussnote 1,3, 2019", "Abschlussnote 1,3"),
    ],
)
def test_subject_grades_and_french_honours_are_kept(body: str, note: str) -> None:
    [entry] = _education(body)
    assert entry.description == note


def test_the_field_of_a_doctoral_candidate_is_kept() -> None:
    [entry] = _education("Harbor University — PhD Candidate, Neuroscience (ABD), 2019 – present")
    assert entry.title == "PhD Candidate in Neuroscience (ABD)"
    [entry] = _education("Harbor University\nPhD Candidate\nDepartment of Urban Studies\n2019 – present")
    assert entry.title == "PhD Candidate"


@pytest.mark.parametrize(
    ("body", "title"),
    [
        ("Lakeview University · Bachelor of Science - BS, Computer Science · (2015 - 2019)", "Computer Science"),
        ("Lakeview University\nMaster of Business Administration - MBA, Finance\n2015 - 2019", "Finance"),
    ],
)
def test_a_degree_with_its_short_form_keeps_its_field_and_stays_one_entry(body: str, title: str) -> None:
    [entry] = _education(body)
    assert entry.title.endswith(f", {title}")
    assert entry.organization == "Lakeview University"


def test_a_table_s_row_of_column_names_is_no_entry() -> None:
    entries = _education("Degree      Institute                          Year\nB.Tech      Lakeview Institute   2020")
    assert [(entry.title, entry.organization) for entry in entries] == [("B.Tech", "Lakeview Institute")]


def test_a_bulleted_degree_the_prose_reader_does_not_know_is_not_lost() -> None:
    entries = _education(
        "• B.S. Computer Science, Lakeview University, 2019\n• A.S. General Studies, Harbor Community College, 2016"
    )
    assert [(entry.title, entry.organization, entry.dates) for entry in entries] == [
        ("B.S. Computer Science", "Lakeview University", "2019"),
        ("A.S. General Studies", "Harbor Community College", "2016"),
    ]


def test_a_line_of_prose_naming_no_degree_stays_in_the_description_above() -> None:
    [entry] = _education("• B.S. Computer Science, Lakeview University, 2019\n• Graduated with a thesis on compilers")
    assert entry.description.endswith("Graduated with a thesis on compilers")


@pytest.mark.parametrize(
    ("body", "note"),
    [
        ("BSc Physics (GPA 3.8), Lakeview University, 2019", "GPA 3.8"),
        ("Lakeview University\nB.A. History with an average of 85%, 2015", "with an average of 85%"),
        ("B.A. History magna cum laude, Lakeview University, 2015", "magna cum laude"),
    ],
)
def test_a_grade_written_after_the_degree_comes_off_its_name_and_is_kept(body: str, note: str) -> None:
    [entry] = _education(body)
    assert entry.title in ("BSc Physics", "B.A. History")
    assert (entry.organization, entry.description) == ("Lakeview University", note)


def test_a_second_degree_further_on_the_line_is_an_entry_of_its_own() -> None:
    entries = _education("Lakeview University, B.S. Mathematics, cum laude, 2010; M.S. Statistics, 2012")
    assert [(entry.title, entry.organization) for entry in entries] == [
        ("B.S. Mathematics", "Lakeview University"),
        ("M.S. Statistics", "Lakeview University"),
    ]
    assert entries[0].description == "cum laude"


def test_a_degree_and_institution_named_in_a_sentence_are_told_apart() -> None:
    [entry] = _education("Currently pursuing an M.S. in Data Science at Harbor University (expected 2026).")
    assert (entry.title, entry.organization, entry.dates) == ("M.S. in Data Science", "Harbor University", "2026")


def test_the_specialisation_after_a_degree_with_its_field_is_kept() -> None:
    [entry] = _education("Post Graduate Diploma in Management (PGDM) - Finance, Northgate School of Business, 2014")
    assert entry.title == "Post Graduate Diploma in Management (PGDM), Finance"
    assert entry.organization == "Northgate School of Business"


@pytest.mark.parametrize(
    ("body", "title", "organization"),
    [
        (
            "Ingeniería en Sistemas Computacionales, Universidad de Lakeview, 2015",
            "Ingeniería en Sistemas Computacionales",
            "Universidad de Lakeview",
        ),
        (
            "Ingeniero Industrial, Universidad Técnica de Lakeview, 2012",
            "Ingeniero Industrial",
            "Universidad Técnica de Lakeview",
        ),
        (
            "Engenharia de Computação, Universidade de Lakeview, 2019",
            "Engenharia de Computação",
            "Universidade de Lakeview",
        ),
        ("Técnico en Programación, Instituto Lakeview, 2008", "Técnico en Programación", "Instituto Lakeview"),
        (
            "Erstes Staatsexamen Lehramt, Universität Lakeburg, 2011",
            "Erstes Staatsexamen Lehramt",
            "Universität Lakeburg",
        ),
        ("Licence en Droit, Institut de Lakeville, 2013", "Licence en Droit", "Institut de Lakeville"),
    ],
)
def test_degrees_and_schools_named_in_other_languages(body: str, title: str, organization: str) -> None:
    [entry] = _education(body)
    assert (entry.title, entry.organization) == (title, organization)


def test_a_degree_line_that_mentions_the_word_degree_after_it_is_still_the_degree() -> None:
    [entry] = _education("Lakeview University — B.S./M.S. in Computer Science (dual degree), 2016 – 2021")
    assert (entry.title, entry.organization) == ("B.S./M.S. in Computer Science (dual degree)", "Lakeview University")


@pytest.mark.parametrize(
    "body",
    ["Sciences Lakeville — Master in Public Policy, 2020", "Master in Public Policy | Sciences Lakeville | 2020"],
)
def test_a_school_named_with_a_field_word_beside_a_degree_with_its_field_is_the_institution(body: str) -> None:
    [entry] = _education(body)
    assert (entry.title, entry.organization) == ("Master in Public Policy", "Sciences Lakeville")
