"""resume_to_text: the canonical plain-text layout, which the parser reads back to the same structure."""

from hypothesis import given, settings
from hypothesis import strategies as st

from vitae.render.text import LONG_LINE_WORDS, resume_to_text
from vitae.resume.model import Entry, ParsedResume, PersonalInfo, Section, SectionKind, SkillGroup
from vitae.resume.parser import parse_resume_text

RESUME = ParsedResume(
    personal_info=PersonalInfo(
        name="Jordan Rivera",
        email="jordan.rivera@example.com",
        phone="+1 415 555 0142",
        location="San Francisco, CA",
        linkedin="linkedin.com/in/jordanrivera",
    ),
    summary="Backend engineer with seven years of experience building payment and data platforms in Python and Go.",
    work=[
        Entry(
            title="Senior Backend Engineer",
            organization="Stripe",
            dates="Jan 2021 – Present",
            start_date="2021-01",
            end_date="present",
            location="San Francisco, CA",
            bullets=[
                "Led the migration of the billing service to Kubernetes, cutting deployment time by 60%.",
                "Designed an event pipeline on Kafka and PostgreSQL that processes 2 million events per day.",
            ],
        ),
        Entry(
            title="Software Engineer",
            organization="Square",
            dates="Jun 2017 – Dec 2020",
            start_date="2017-06",
            end_date="2020-12",
            location="Oakland, CA",
            bullets=["Built REST APIs in Python and Django serving 15,000 merchants."],
        ),
    ],
    education=[
        Entry(
            title="B.S. in Computer Science",
            organization="University of California",
            dates="2013 – 2017",
            start_date="2013",
            end_date="2017",
        )
    ],
    skills=[
        SkillGroup(name="Languages", skills=["Python", "Go", "SQL"]),
        SkillGroup(name="Infrastructure", skills=["Kubernetes", "Docker", "Terraform"]),
    ],
)
ENTRY_FIELDS = ("title", "organization", "dates", "start_date", "end_date", "location", "bullets")


def _entries(entries: list[Entry]) -> list[dict[str, object]]:
    return [entry.model_dump(include=set(ENTRY_FIELDS)) for entry in entries]


def test_the_layout() -> None:
    text = resume_to_text(RESUME)
    lines = text.splitlines()
    assert lines[0] == "Jordan Rivera"
    assert lines[1] == (
        "jordan.rivera@example.com | +1 415 555 0142 | San Francisco, CA | linkedin.com/in/jordanrivera"
    )
    assert "Senior Backend Engineer, Stripe — San Francisco, CA\nJan 2021 – Present\n• Led the migration" in text
    assert "Languages: Python, Go, SQL\nInfrastructure: Kubernetes, Docker, Terraform" in text
    headings = [line for line in lines if line in ("Summary", "Experience", "Education", "Skills")]
    assert headings == ["Summary", "Experience", "Education", "Skills"]


def test_the_parser_reads_it_back_to_the_same_structure() -> None:
    parsed = parse_resume_text(resume_to_text(RESUME))
    assert parsed.personal_info == RESUME.personal_info
    assert parsed.summary == RESUME.summary
    assert _entries(parsed.work) == _entries(RESUME.work)
    assert _entries(parsed.education) == _entries(RESUME.education)
    assert parsed.skills == RESUME.skills
    assert resume_to_text(parsed) == resume_to_text(RESUME)


def test_the_resume_keeps_its_order_headings_and_other_sections() -> None:
    resume = RESUME.model_copy(
        update={
            "sections": [
                Section(heading="EDUCATION", kind=SectionKind.EDUCATION),
                Section(heading="WORK HISTORY", kind=SectionKind.EXPERIENCE),
                Section(heading="Awards", kind=SectionKind.OTHER, lines=["• Hackathon winner, 2019"]),
                Section(heading="PROJECTS", kind=SectionKind.PROJECTS, lines=["A line the parser could not place"]),
            ]
        }
    )
    text = resume_to_text(resume)
    order = [
        text.index(heading) for heading in ("Summary", "EDUCATION", "WORK HISTORY", "Awards\n• Hackathon", "Skills")
    ]
    assert order == sorted(order)
    # A section without structure is written as it was read.
    assert "PROJECTS\nA line the parser could not place" in text


def test_long_prose_is_wrapped_and_read_back_whole() -> None:
    long_bullet = " ".join(["Maintained"] + ["the reporting pipelines for the finance team"] * 12)
    resume = RESUME.model_copy(update={"work": [RESUME.work[0].model_copy(update={"bullets": [long_bullet]})]})
    text = resume_to_text(resume)
    assert max(len(line.split()) for line in text.splitlines()) <= LONG_LINE_WORDS
    assert parse_resume_text(text).work[0].bullets == [long_bullet]


_TITLES = st.sampled_from(["Software Engineer", "Data Analyst", "Project Manager", "Account Executive"])
_ORGANIZATIONS = st.sampled_from(["Acme Corp", "Globex Inc.", "Initech LLC", "Umbrella Labs"])
_BULLETS = st.lists(
    st.sampled_from(
        [
            "Built reporting dashboards used by 40 analysts.",
            "Reduced cloud costs by 25% through rightsizing.",
            "Led a team of 6 engineers across two time zones.",
            "Automated the release process with GitHub Actions.",
        ]
    ),
    min_size=1,
    max_size=4,
)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(_TITLES, _ORGANIZATIONS, st.integers(2005, 2020), _BULLETS), min_size=1, max_size=3))
def test_round_trip_of_built_resumes(jobs: list[tuple[str, str, int, list[str]]]) -> None:
    work = [
        Entry(
            title=title,
            organization=organization,
            dates=f"{start} – {start + 2}",
            start_date=str(start),
            end_date=str(start + 2),
            bullets=bullets,
        )
        for title, organization, start, bullets in jobs
    ]
    resume = RESUME.model_copy(update={"work": work})
    parsed = parse_resume_text(resume_to_text(resume))
    assert _entries(parsed.work) == _entries(work)
