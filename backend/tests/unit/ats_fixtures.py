"""A well-made resume, as text and as the parser's structure, for the scoring tests to degrade one thing at a time."""

from vitae.resume.model import Entry, ParsedResume, PersonalInfo, Section, SectionKind, SkillGroup

SUMMARY = (
    "Backend software engineer with 7 years of experience building Python and Go services on AWS, "
    "focused on reliable APIs and data pipelines."
)
WORK = [
    Entry(
        title="Senior Software Engineer",
        organization="Acme Payments",
        dates="Mar 2021 – Present",
        start_date="2021-03",
        end_date="present",
        location="Austin, TX",
        bullets=[
            "Led migration of 40 Python services to Kubernetes, cutting deploy time from 2 hours to 10 minutes",
            "Designed a PostgreSQL sharding scheme that supports 3x traffic growth with 99.99% uptime",
            "Built CI/CD pipelines in GitHub Actions used by 12 teams, reducing failed releases by 35%",
            "Mentored 5 engineers and introduced code review guidelines adopted across the department",
        ],
    ),
    Entry(
        title="Software Engineer",
        organization="Globex",
        dates="Jun 2017 – Feb 2021",
        start_date="2017-06",
        end_date="2021-02",
        location="Dallas, TX",
        bullets=[
            "Developed REST APIs in Go and Python serving 2M requests per day",
            "Automated AWS infrastructure with Terraform, saving $120K per year in hosting costs",
            "Reduced p95 latency of the search service by 45% through Redis caching",
            "Implemented Docker-based local environments that halved onboarding time for new hires",
        ],
    ),
]
EDUCATION = [
    Entry(
        title="BS Computer Science",
        organization="University of Texas at Austin",
        dates="Sep 2013 – May 2017",
        start_date="2013-09",
        end_date="2017-05",
    )
]
SKILLS = [
    SkillGroup(name="Languages", skills=["Python", "Go", "SQL", "JavaScript"]),
    SkillGroup(name="Infrastructure", skills=["AWS", "Kubernetes", "Docker", "Terraform", "PostgreSQL", "Redis"]),
    SkillGroup(name="Practices", skills=["CI/CD", "Git", "Linux"]),
]
CONTACT_LINES = [
    "jane.rivera@fastmail.com | +1 512 867 0142 | Austin, TX",
    "linkedin.com/in/janedoe | github.com/janedoe",
]


def resume_text(
    *,
    contact: bool = True,
    headings: bool = True,
    bullets: bool = True,
    summary: str = SUMMARY,
    work: list[Entry] | None = None,
) -> str:
    """The resume in reading order, as the document reader would give it."""
    lines = ["Jane Doe", *(CONTACT_LINES if contact else []), ""]

    def heading(title: str) -> None:
        if headings:
            lines.append(title)

    if summary:
        heading("Summary")
        lines.extend([summary, ""])
    heading("Work Experience")
    for entry in WORK if work is None else work:
        lines.append(f"{entry.title}, {entry.organization}")
        lines.append(f"{entry.location}  {entry.dates}")
        if entry.description:
            lines.append(entry.description)
        lines.extend(f"• {bullet}" if bullets else bullet for bullet in entry.bullets)
        lines.append("")
    heading("Education")
    for entry in EDUCATION:
        lines.extend([f"{entry.title}, {entry.organization}", entry.dates, ""])
    heading("Skills")
    lines.extend(f"{group.name}: {', '.join(group.skills)}" for group in SKILLS)
    return "\n".join(lines)


def parsed_resume(
    *,
    contact: bool = True,
    headings: bool = True,
    summary: str = SUMMARY,
    work: list[Entry] | None = None,
) -> ParsedResume:
    info = PersonalInfo(name="Jane Doe")
    if contact:
        info = PersonalInfo(
            name="Jane Doe",
            email="jane.rivera@fastmail.com",
            phone="+1 512 867 0142",
            location="Austin, TX",
            linkedin="linkedin.com/in/janedoe",
            github="github.com/janedoe",
        )
    sections = [
        Section(heading="Summary", kind=SectionKind.SUMMARY),
        Section(heading="Work Experience", kind=SectionKind.EXPERIENCE),
        Section(heading="Education", kind=SectionKind.EDUCATION),
        Section(heading="Skills", kind=SectionKind.SKILLS),
    ]
    return ParsedResume(
        personal_info=info,
        summary=summary,
        work=WORK if work is None else work,
        education=EDUCATION,
        skills=SKILLS,
        sections=sections if headings else [],
    )
