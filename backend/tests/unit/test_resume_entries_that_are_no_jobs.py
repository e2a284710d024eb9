"""Work entries that are no job: headings, page furniture and a project's lines read as jobs."""

import pytest

from vitae.resume.entry_roles import settle_work_roles
from vitae.resume.model import Entry
from vitae.resume.parser import parse_resume_text
from vitae.resume.work_entries import _fold_lines_read_as_jobs, _without_heading_titles

_JOB = "SOCIAL MEDIA MANAGER\nBrightpath Ltd\nMay 2014 - Present\nRan the company's social channels.\n"


@pytest.mark.parametrize(
    "text",
    [
        f"Ann Lee\nann@example.com\n\nWORK EXPERIENCE\n{_JOB}\nPROFESSIONAL\nSpanish speaker\n\n"
        "EDUCATION\nBSc Marketing, Lakeview University, 2012\n",
        "Ann Lee  ann@example.com    WORK EXPERIENCE  SOCIAL MEDIA MANAGER  Brightpath Ltd  May 2014 - Present  "
        "Ran the company's social channels.    PROFESSIONAL  Spanish speaker    EDUCATION  BSc Marketing, "
        "Lakeview University, 2012",
    ],
)
def test_a_heading_cut_by_a_column_beside_it_is_no_job(text: str) -> None:
    resume = parse_resume_text(text)
    assert [(entry.title, entry.organization) for entry in resume.work] == [("SOCIAL MEDIA MANAGER", "Brightpath Ltd")]


def test_a_sentence_beside_the_address_of_a_page_header_is_part_of_the_job_above() -> None:
    job = Entry(title="Analyst Programmer", organization="Harbor Systems Ltd.", dates="2015 - 2018")
    header = Entry(title="Improve existing reports", location="Dover, DE", bullets=["Wrote SQL scripts."])
    folded = _fold_lines_read_as_jobs([job, header])
    assert [(entry.title, entry.organization) for entry in folded] == [("Analyst Programmer", "Harbor Systems Ltd.")]
    assert folded[0].bullets == ["Wrote SQL scripts."]


def test_a_post_with_a_place_and_no_dates_stays_a_job() -> None:
    job = Entry(title="Store Manager", organization="Northwind Traders", dates="2012 - 2016")
    post = Entry(title="Cashier", location="Dover, DE")
    assert [entry.title for entry in _fold_lines_read_as_jobs([job, post])] == ["Store Manager", "Cashier"]


@pytest.mark.parametrize(
    "title", ["Coordinated the weekly rota meetings", "Seeking a new challenge", "Designing and Running Workshops"]
)
def test_a_sentence_of_the_body_read_as_a_title_is_no_title(title: str) -> None:
    entry = Entry(title=title, organization="Northwind Traders Ltd", dates="2012 - 2016")
    assert settle_work_roles(entry).title == ""


@pytest.mark.parametrize(
    "title",
    [
        "Visiting Lecturer in Law",
        "Teaching Assistant and grader",
        "Acting Director",
        "Marketing and sales",
        "Presiding judge",
    ],
)
def test_a_post_or_a_function_opening_with_such_a_word_stays_the_title(title: str) -> None:
    entry = Entry(title=title, organization="Lakeview University", dates="2012 - 2016")
    assert settle_work_roles(entry).title == title


def test_a_templates_advice_to_its_reader_is_no_job() -> None:
    job = Entry(title="Student Teacher", organization="Lakeview Elementary School", dates="2013 - 2014")
    advice = Entry(title="List your teaching practice first", bullets=["Name the grade and the subject."])
    folded = _fold_lines_read_as_jobs([job, advice])
    assert [entry.title for entry in folded] == ["Student Teacher"]


@pytest.mark.parametrize(
    ("title", "kept"), [("Bachelor of Science", ""), ("Visiting PhD Student", "Visiting PhD Student")]
)
def test_a_degree_in_a_list_of_jobs_is_no_title_unless_it_names_a_post(title: str, kept: str) -> None:
    assert settle_work_roles(Entry(title=title, dates="2013 - 2015")).title == kept


def test_a_line_of_duties_ending_in_those_it_served_is_part_of_the_job_above() -> None:
    job = Entry(title="Lab Assistant", organization="Lakeview College", dates="2010 - 2012")
    duty = Entry(title="Mentor first-year nursing students")
    assert [entry.title for entry in _fold_lines_read_as_jobs([job, duty])] == ["Lab Assistant"]
    dated = Entry(title="Tutor to adult learners", dates="2012 - 2013")
    assert len(_fold_lines_read_as_jobs([job, dated])) == 2
    post = Entry(title="Teacher of Deaf Children")
    assert len(_fold_lines_read_as_jobs([job, post])) == 2


@pytest.mark.parametrize(
    ("title", "kept"),
    [
        ("a subsidiary of a bank", ""),
        ("and the spring term", ""),
        ("senior data engineer", "senior data engineer"),
        ("security guard", "security guard"),
    ],
)
def test_words_from_the_middle_of_a_sentence_are_no_title(title: str, kept: str) -> None:
    entry = Entry(title=title, organization="Northwind Traders Ltd", dates="2012 - 2016")
    assert settle_work_roles(entry).title == kept


def test_a_kind_of_work_that_can_head_a_section_stays_the_title_of_a_dated_job() -> None:
    entries = [
        Entry(title="INTERNSHIP", organization="Harbor Analytics Ltd", dates="2015 - 2016"),
        Entry(title="Military Service", organization="Coast Guard", dates="2010 - 2012"),
        Entry(title="Professional Experience", organization="Harbor Analytics Ltd", dates="2016"),
    ]
    assert [entry.title for entry in _without_heading_titles(entries)] == ["INTERNSHIP", "Military Service", ""]


def test_a_post_of_two_words_with_a_place_stays_a_job() -> None:
    job = Entry(title="Store Manager", organization="Northwind Traders", dates="2012 - 2016")
    post = Entry(title="Dog Walker", location="Dover, DE")
    assert [entry.title for entry in _fold_lines_read_as_jobs([job, post])] == ["Store Manager", "Dog Walker"]
