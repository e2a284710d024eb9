"""Jobs written in the shapes of modern, European and Asian resumes: the employer before the title with the team
under it, employers in lower case, columns two spaces apart, promotions under one employer."""

from vitae.resume.model import Entry
from vitae.resume.parser import parse_resume_text


def _jobs(section: str) -> list[Entry]:
    return parse_resume_text(f"Robin Vale\nrobin.vale@example.com\n\nEXPERIENCE\n{section}").work


def test_a_team_under_an_employer_then_title_line_is_not_the_employer() -> None:
    jobs = _jobs(
        "Quillbyte — Senior Software Engineer   Jan 2021 – Present\nCard Platform · Dublin\n- Led the ledger move\n\n"
        "Senior Engineer — Payments   Mar 2018 – Dec 2020\nHarbor Pay, Dublin\n- Built onboarding flows\n"
    )
    assert [(job.title, job.organization, job.location) for job in jobs] == [
        ("Senior Software Engineer", "Quillbyte", "Dublin"),
        ("Senior Engineer", "Harbor Pay", "Dublin"),
    ]
