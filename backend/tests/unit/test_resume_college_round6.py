"""Institutions of education entries: labels, fields and prepositions written around the name."""

from vitae.resume.entry_fields import pick_degree_and_institution
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
