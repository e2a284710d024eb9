"""Education: a major, minor or concentration is the field of the degree it is written under, never a degree."""

from vitae.resume.degree_mentions import find_degrees, is_field_label
from vitae.resume.entry_fields import pick_degree_and_institution
from vitae.resume.json_resume import to_json_resume
from vitae.resume.parser import parse_resume_text


def _education(text: str) -> list[tuple[str, str]]:
    return [(entry.title, entry.organization) for entry in parse_resume_text(text).education]


def test_a_field_label_is_no_degree() -> None:
    assert is_field_label("Major: Marketing")
    assert is_field_label("Minor in Mathematics")
    assert is_field_label("Concentration in Education")
    assert not is_field_label("Master of Science in Marketing")
    text = "Majors: History, Minor: Film Studies; Specialization in Project Management; MBA in Finance"
    assert find_degrees(text) == ["MBA in Finance"]


def test_majors_and_minors_under_a_degree_are_not_degree_mentions() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "Lakeview State University, Dover, DE\n2011\nBachelor's Degree in Business Administration\n"
        "Major: Finance\nMinor in Statistics\nConcentration in Risk Management\n"
    )
    resume = parse_resume_text(text)
    assert _education(text) == [("Bachelor's Degree in Business Administration", "Lakeview State University")]
    assert resume.mentions.degrees == []
    assert "Major: Finance" in resume.education[0].description


def test_a_major_noted_under_a_degree_without_field_becomes_its_field() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "Bachelor of Science, May 2015\nHarbor College, Dover, Delaware\nMajor: Marine Biology\nMinor: Chemistry\n"
    )
    assert _education(text) == [("Bachelor of Science in Marine Biology", "Harbor College")]
    assert parse_resume_text(text).mentions.degrees == []


def test_a_major_under_a_degree_with_its_field_stays_a_note() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "Bachelor of Arts in Economics, 2010\nHarbor College, Dover, Delaware\nMajor: Finance\n"
    )
    assert _education(text) == [("Bachelor of Arts in Economics", "Harbor College")]


def test_json_resume_splits_a_long_degree_from_its_field_at_in() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "Bachelor of Science, May 2015\nHarbor College, Dover, Delaware\nMajor: Marine Biology\n\n"
        "Master of Arts in Public Policy, 2018\nLakeview University, Dover, Delaware\n\n"
        "Bachelor of Commerce, 2012\nHarbor College, Dover, Delaware\n"
    )
    exported = to_json_resume(parse_resume_text(text))["education"]
    assert [(item.get("studyType"), item.get("area")) for item in exported] == [
        ("Bachelor of Science", "Marine Biology"),
        ("Master of Arts", "Public Policy"),
        ("Bachelor", "Commerce"),
    ]


def test_two_degrees_written_as_one_title_are_two_entries() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "Bachelor of Commerce/Bachelor of Laws\nLakeview University, Dover, DE\n2014 - 2019\n\n"
        "BBA, MCA\nHarbor College\n"
    )
    assert _education(text) == [
        ("Bachelor of Commerce", "Lakeview University"),
        ("Bachelor of Laws", "Lakeview University"),
        ("BBA", "Harbor College"),
        ("MCA", "Harbor College"),
    ]


def test_a_degree_with_its_major_or_two_fields_stays_one_entry() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "BACHELOR OF ARTS, MAJOR IN THEATRE\nLakeview University, Dover, DE\n\n"
        "Master of Science in Physics and Chemistry\nHarbor College\n"
    )
    assert _education(text) == [
        ("BACHELOR OF ARTS, MAJOR IN THEATRE", "Lakeview University"),
        ("Master of Science in Physics and Chemistry", "Harbor College"),
    ]


def test_a_field_with_a_long_emphasis_in_brackets_is_still_the_field_of_a_bare_degree() -> None:
    assert pick_degree_and_institution(
        ["Ph.D.", "Lakeview University", "Education (Adult Learning, Policy & Program Evaluation Studies)"]
    ) == ("Ph.D. in Education (Adult Learning, Policy & Program Evaluation Studies)", "Lakeview University", [])
    # Grades after each subject are no field.
    _, _, rest = pick_degree_and_institution(["Lakeview College", "Maths (A) English (B) History (B) Art (C)"])
    assert rest == ["Maths (A) English (B) History (B) Art (C)"]


def test_a_town_glued_onto_the_last_word_of_a_degree_is_cut_off() -> None:
    assert pick_degree_and_institution(["Associate Degree-Information TechnologyDover", "Harbor College"]) == (
        "Associate Degree-Information Technology",
        "Harbor College",
        [],
    )
    assert pick_degree_and_institution(["Bachelor of Science in Business", "Harbor College"])[0] == (
        "Bachelor of Science in Business"
    )


def test_a_concentration_is_the_field_of_a_bare_degree_without_a_major() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "MBA, 2016\nLakeview University, Dover, DE\nConcentration: Supply Chain Management\n\n"
        "B.A., 2012\nHarbor College, Dover, DE\nMinor: Spanish\nMajor: Economics\nConcentration in Policy\n"
    )
    assert _education(text) == [
        ("MBA in Supply Chain Management", "Lakeview University"),
        ("B.A. in Economics", "Harbor College"),
    ]


def test_a_minor_written_in_the_degrees_header_stays_a_note_of_the_entry() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "Lakeview University, 2010\nB.S. Geology\nMinor in Chemistry\n\n"
        "Harbor College, 2006\nB.A.\nMajoring in History, Concentration in Archives\n"
    )
    resume = parse_resume_text(text)
    assert [(entry.title, entry.organization, entry.description) for entry in resume.education] == [
        ("B.S. Geology", "Lakeview University", "Minor in Chemistry"),
        ("B.A. in History", "Harbor College", "Concentration in Archives"),
    ]
    assert resume.mentions.degrees == []


def test_a_minor_beside_a_bare_degree_is_no_field_and_a_majors_label_is_dropped() -> None:
    assert pick_degree_and_institution(["B.A.", "Lakeview College", "Minor in Chemistry"]) == (
        "B.A.",
        "Lakeview College",
        ["Minor in Chemistry"],
    )
    assert pick_degree_and_institution(["MBA", "Lakeview College", "Concentration: Finance"])[0] == "MBA in Finance"


def test_a_long_degree_keeps_its_field_after_a_comma_but_not_a_place() -> None:
    assert find_degrees("Master of Arts, Counseling Psychology, 2004") == ["Master of Arts, Counseling Psychology"]
    assert find_degrees("BACHELOR OF SCIENCE , NURSING\nVolunteer") == ["BACHELOR OF SCIENCE, NURSING"]
    assert find_degrees("Master of Science, Dover, DE") == ["Master of Science"]
    assert find_degrees("Bachelor of Arts, May 2013") == ["Bachelor of Arts"]


def test_abbreviations_joined_by_a_slash_stay_one_entry() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "B.S./M.S. in Applied Physics, 2012\nLakeview University\n\n"
        "PGDM/MBA in Marketing\nHarbor Institute of Management, 2010\n"
    )
    assert _education(text) == [
        ("B.S./M.S. in Applied Physics", "Lakeview University"),
        ("PGDM/MBA in Marketing", "Harbor Institute of Management"),
    ]
