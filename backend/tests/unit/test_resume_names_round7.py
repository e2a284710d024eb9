"""The person's name on lines that carry more than the name, in one-line texts and after a document's title."""

import pytest

from vitae.resume.names import find_name, name_in_line
from vitae.resume.text_lines import lines_from_text


def _name(text: str) -> str:
    return find_name(lines_from_text(text), None)[1]


@pytest.mark.parametrize(
    ("line", "name"),
    [
        # The name, then the address: the city before ', ST' is no part of the name.
        ("Rosa Delgado 88 Birch Lane Dover, DE 19901 rosa@example.com", "Rosa Delgado"),
        ("Marta Ellison Quill Lakeside, OR 97000", "Marta Ellison Quill"),
        ("Marta Ellison Quill New Haven, CT", "Marta Ellison Quill"),
        # A street with no house number: the word before the street word is the street's name.
        ("Nora Finch Alder Road Springfield", "Nora Finch"),
        ("Nora Jane Finch Alder St., Dover, DE", "Nora Jane Finch"),
        # A contact label or a heading right after the name.
        ("Ivo Marsh Home: (555) 123-4567", "Ivo Marsh"),
        ("Ivo Marsh website: www.example.com", "Ivo Marsh"),
        ("Lena Okafor personal information Born in Peru", "Lena Okafor"),
        # The field of a job after the name.
        ("Theo Brandt Digital Media Specialist", "Theo Brandt"),
        ("Pia Laurent Digital Marketing", "Pia Laurent"),
        ("Pia Laurent Data analyst", "Pia Laurent"),
        ("Omar Reyes Embedded Software Engineer Austin, TX", "Omar Reyes"),
        # A body whose name starts with its keyword.
        ("Hana Sato Department of Physics", "Hana Sato"),
        ("Hana Sato University of Leeds School of Law", "Hana Sato"),
    ],
)
def test_the_name_is_read_off_a_line_that_goes_on(line: str, name: str) -> None:
    candidate = name_in_line(line)
    assert candidate is not None
    assert candidate.name == name


@pytest.mark.parametrize(
    "line",
    [
        "Maple Grove, MN",  # a place
        "Lakeview Valley University",  # an institution
        "Harbor Digital Media",  # an organisation
        "Baker Street",
    ],
)
def test_places_and_organisations_are_no_names(line: str) -> None:
    assert name_in_line(line) is None


@pytest.mark.parametrize(
    "text",
    [
        "Network Engineer\nExperienced engineer with six years in telecoms.\nSKILLS\nRouting",
        "Fullstack Web Developer\nPhone: Email:\nExperience\nAcme, 2020",
        "Back-end Developer\nMobile phone:\nEmail:\nExperience\nAcme, 2020",
        "Front End Developer\n(+1)\nExperience\nAcme, 2020",
        "Embedded Linux Engineer, 23 y.o.\nDover, DE\nWORK EXPERIENCE\nAcme, 2020",
        "Mob | Telegram |\nEDUCATION\nLakeview University",
    ],
)
def test_an_anonymised_resume_opening_with_a_job_has_no_name(text: str) -> None:
    assert _name(text) == ""


def test_a_stand_in_surname_leaves_the_given_name() -> None:
    text = "Sample resume\nmarketing graduate\nKira Applicant\n12 Elm Street Dover\nEducation\nBA, Lakeview University"
    assert _name(text) == "Kira"
