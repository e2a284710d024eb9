"""Volunteer work and community service read into `ParsedResume.volunteer`, while the section stays as written."""

import json

import pytest

from vitae.resume.json_resume import to_json_resume
from vitae.resume.model import ParsedResume, SectionKind
from vitae.resume.parser import parse_resume_text
from vitae.resume.volunteer import is_volunteer_heading

LAID_OUT = """Dana Whitfield
dana.whitfield@example.com | (555) 201-3344

Experience
Data Analyst, Northwind Traders, Denver, CO  2019 - Present
- Built weekly sales dashboards for twelve regional managers

{heading}
Reading Tutor, Aspen Public Library, Denver, CO  2017 - 2019
- Taught adult learners to read twice a week
Shift Lead, Mile High Food Bank  Jan 2020 - Present
- Organised weekend food drives for three hundred families

Skills
SQL, Python, Tableau
"""

FLATTENED = (
    "Dana Whitfield  dana.whitfield@example.com  (555) 201-3344  Experience  Data Analyst  Northwind Traders  "
    "2019 - Present  Built weekly sales dashboards for twelve regional managers.  Education  "
    "B.S. in Statistics  Colorado State University  2014 - 2018  Community Service  Volunteer Firefighter  "
    "Lakeside Fire Department  June 2016 - May 2018  Answered emergency calls on weekends.  Skills  SQL, Python"
)


def test_a_volunteer_section_gives_entries_like_the_jobs_of_a_work_section() -> None:
    resume = parse_resume_text(LAID_OUT.format(heading="Volunteer Experience"))
    assert [(entry.title, entry.organization) for entry in resume.volunteer] == [
        ("Reading Tutor", "Aspen Public Library"),
        ("Shift Lead", "Mile High Food Bank"),
    ]
    tutor, lead = resume.volunteer
    assert (tutor.start_date, tutor.end_date, tutor.location) == ("2017", "2019", "Denver, CO")
    assert tutor.bullets == ["Taught adult learners to read twice a week"]
    assert (lead.start_date, lead.end_date) == ("2020-01", "present")
    assert [(entry.title, entry.organization) for entry in resume.work] == [("Data Analyst", "Northwind Traders")]


def test_the_volunteer_section_is_still_kept_as_written() -> None:
    resume = parse_resume_text(LAID_OUT.format(heading="Volunteer Experience"))
    volunteer = [section for section in resume.sections if section.heading == "Volunteer Experience"]
    assert len(volunteer) == 1
    assert volunteer[0].kind is SectionKind.OTHER
    assert volunteer[0].lines[0] == "Reading Tutor, Aspen Public Library, Denver, CO 2017 - 2019"
    assert len(volunteer[0].lines) == 4


@pytest.mark.parametrize(
    "heading",
    ["VOLUNTEER EXPERIENCE", "Volunteering", "Volunteer Work", "Community Service", "Community Involvement"],
)
def test_every_way_of_naming_volunteer_work_is_read(heading: str) -> None:
    resume = parse_resume_text(LAID_OUT.format(heading=heading))
    assert [entry.organization for entry in resume.volunteer] == ["Aspen Public Library", "Mile High Food Bank"]


def test_a_flattened_resume_gives_its_volunteer_entries() -> None:
    resume = parse_resume_text(FLATTENED)
    assert [(entry.title, entry.organization, entry.dates) for entry in resume.volunteer] == [
        ("Volunteer Firefighter", "Lakeside Fire Department", "June 2016 - May 2018")
    ]
    assert resume.volunteer[0].description == "Answered emergency calls on weekends."
    assert [entry.organization for entry in resume.work] == ["Northwind Traders"]


def test_a_single_spaced_resume_cuts_volunteer_experience_whole_not_as_a_second_experience_section() -> None:
    text = (
        "Dana Whitfield dana.whitfield@example.com EXPERIENCE Data Analyst, Northwind Traders, Denver, CO "
        "2019 - Present Built weekly sales dashboards for twelve regional managers. VOLUNTEER EXPERIENCE "
        "Reading Tutor, Aspen Public Library, Denver, CO 2017 - 2019 Taught adult learners to read twice a week. "
        "EDUCATION B.S. in Statistics, Colorado State University, 2018 SKILLS SQL, Python, Tableau"
    )
    resume = parse_resume_text(text)
    assert "VOLUNTEER EXPERIENCE" in [section.heading for section in resume.sections]
    assert [entry.organization for entry in resume.volunteer] == ["Aspen Public Library"]
    assert [entry.organization for entry in resume.work] == ["Northwind Traders"]


def test_a_resume_without_volunteer_work_has_none() -> None:
    resume = parse_resume_text(LAID_OUT.format(heading="Awards"))
    assert resume.volunteer == []
    assert "Awards" in [section.heading for section in resume.sections]


@pytest.mark.parametrize(
    ("heading", "kind", "expected"),
    [
        ("Leadership & Volunteer Activities", SectionKind.OTHER, True),
        ("Community Involvement and Volunteer Work", SectionKind.OTHER, True),
        ("Work and Volunteer Experience", SectionKind.EXPERIENCE, False),  # its roles are jobs of the work section
        ("Awards", SectionKind.OTHER, False),
        ("Professional Service", SectionKind.OTHER, False),
    ],
)
def test_volunteer_headings(heading: str, kind: SectionKind, expected: bool) -> None:
    assert is_volunteer_heading(heading, kind) is expected


def test_a_resume_stored_before_volunteer_work_was_read_still_loads() -> None:
    stored = parse_resume_text(LAID_OUT.format(heading="Volunteer Experience")).model_dump(mode="json", by_alias=True)
    del stored["volunteer"]
    old = ParsedResume.model_validate(json.loads(json.dumps(stored)))
    assert old.volunteer == []
    assert [entry.organization for entry in old.work] == ["Northwind Traders"]


def test_volunteer_entries_survive_storage() -> None:
    resume = parse_resume_text(LAID_OUT.format(heading="Volunteer Experience"))
    stored = json.loads(json.dumps(resume.model_dump(mode="json", by_alias=True)))
    assert ParsedResume.model_validate(stored) == resume


def test_json_resume_volunteer() -> None:
    document = to_json_resume(parse_resume_text(LAID_OUT.format(heading="Volunteer Experience")))
    assert document["volunteer"] == [
        {
            "organization": "Aspen Public Library",
            "position": "Reading Tutor",
            "startDate": "2017",
            "endDate": "2019",
            "highlights": ["Taught adult learners to read twice a week"],
        },
        {
            # A current role has no endDate, as for work.
            "organization": "Mile High Food Bank",
            "position": "Shift Lead",
            "startDate": "2020-01",
            "highlights": ["Organised weekend food drives for three hundred families"],
        },
    ]
    assert [work["name"] for work in document["work"]] == ["Northwind Traders"]
