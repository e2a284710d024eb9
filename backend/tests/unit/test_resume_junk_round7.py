"""Work entries that are no job: headings, page furniture and a project's lines read as jobs."""

import pytest

from vitae.resume.parser import parse_resume_text

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
