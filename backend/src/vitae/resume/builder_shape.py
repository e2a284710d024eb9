"""ParsedResume -> the Resume Builder's data (SPEC §3 'Builder data', 'Parsed resume'): `personalInfo` and
`sections` with the builder's section ids, items {title, subtitle, date, description, bullets} and skill
categories {name, skills}. Certifications are merged into the projects section, as the builder has one step for both.
"""

from typing import Any

from pydantic import ConfigDict, Field

from vitae.resume.model import CamelModel, Entry, ParsedResume, SectionKind

SUMMARY_SECTION_ID = "professional-summary"
WORK_SECTION_ID = "work-experience"
EDUCATION_SECTION_ID = "education"
SKILLS_SECTION_ID = "skills"
PROJECTS_SECTION_ID = "projects"
# Sections the builder has no step for ('Languages', 'Interests', one it could not read) travel from the web app's
# 'Fix in the builder' as their heading and lines, '<prefix><n>', so that saving from the builder loses none of them.
OTHER_SECTION_PREFIX = "other-"
HEADLINE_SECTION_ID = f"{OTHER_SECTION_PREFIX}headline"  # the headline, which the builder has no field for
DEFAULT_SKILL_CATEGORY = "Technical Skills"


class BuilderPersonalInfo(CamelModel):
    name: str = ""
    email: str = ""
    phone: str = ""
    location: str = ""
    linkedin: str = ""
    portfolio: str = ""
    github: str = ""


class BuilderItem(CamelModel):
    title: str = ""
    subtitle: str = ""
    date: str = ""
    description: str = ""
    bullets: list[str] = Field(default_factory=list)


class BuilderSkillCategory(CamelModel):
    name: str = DEFAULT_SKILL_CATEGORY
    skills: list[str] = Field(default_factory=list)


class BuilderSection(CamelModel):
    # A section holds one of content, items or categories; replies leave out the others rather than send null.
    model_config = ConfigDict(json_schema_serialization_defaults_required=False)

    id: str
    title: str
    content: str | None = None
    items: list[BuilderItem] | None = None
    categories: list[BuilderSkillCategory] | None = None


class BuilderResume(CamelModel):
    personal_info: BuilderPersonalInfo
    sections: list[BuilderSection]


# What the builder takes: a long resume is far inside each (about 10 entries, 60 bullets, 15,000 characters), and
# what lies beyond them is no resume but work for the renderer (40,000 bullets made 667 pages).
MAX_BUILDER_SECTIONS = 20
MAX_BUILDER_ENTRIES = 100
MAX_BUILDER_BULLETS = 500
MAX_BUILDER_SKILLS = 500
MAX_BUILDER_CHARACTERS = 60_000


def builder_size_problem(resume: BuilderResume) -> str | None:
    """What makes `resume` larger than the builder takes, said for the user; None when it is within every cap."""
    items = [item for section in resume.sections for item in section.items or []]
    counts = {
        "sections": (len(resume.sections), MAX_BUILDER_SECTIONS),
        "entries": (len(items), MAX_BUILDER_ENTRIES),
        "bullet points": (sum(len(item.bullets) for item in items), MAX_BUILDER_BULLETS),
        "skills": (
            sum(len(category.skills) for section in resume.sections for category in section.categories or []),
            MAX_BUILDER_SKILLS,
        ),
        "characters": (sum(len(text) for text in _texts(resume.model_dump())), MAX_BUILDER_CHARACTERS),
    }
    for what, (count, cap) in counts.items():
        if count > cap:
            return f"This resume has {count:,} {what}, more than the {cap:,} a resume can hold. Please shorten it."
    return None


def _texts(value: object) -> list[str]:
    """Every string in a model's data, however nested (without recursion)."""
    found: list[str] = []
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            found.append(item)
        elif isinstance(item, dict):
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return found


def _item(entry: Entry) -> BuilderItem:
    return BuilderItem(
        title=entry.title,
        subtitle=entry.organization,
        date=entry.dates,
        description=entry.description,
        bullets=list(entry.bullets),
    )


def build_builder_resume(resume: ParsedResume) -> BuilderResume:
    info = resume.personal_info
    categories = [
        BuilderSkillCategory(name=group.name if group.name != "Skills" else DEFAULT_SKILL_CATEGORY, skills=group.skills)
        for group in resume.skills
        if group.skills
    ]
    return BuilderResume(
        personal_info=BuilderPersonalInfo(
            name=info.name,
            email=info.email,
            phone=info.phone,
            location=info.location,
            linkedin=info.linkedin,
            portfolio=info.portfolio,
            github=info.github,
        ),
        sections=[
            BuilderSection(id=SUMMARY_SECTION_ID, title="Professional Summary", content=resume.summary),
            BuilderSection(id=WORK_SECTION_ID, title="Work Experience", items=[_item(entry) for entry in resume.work]),
            BuilderSection(
                id=EDUCATION_SECTION_ID, title="Education", items=[_item(entry) for entry in resume.education]
            ),
            BuilderSection(id=SKILLS_SECTION_ID, title="Skills", categories=categories),
            BuilderSection(
                id=PROJECTS_SECTION_ID,
                title="Projects & Certifications",
                items=[_item(entry) for entry in [*resume.projects, *resume.certifications]],
            ),
            *_sections_without_step(resume),
        ],
    )


def _sections_without_step(resume: ParsedResume) -> list[BuilderSection]:
    """Sections the builder has no step for, as their heading and lines (ids as the web app makes them), and the
    lines above the first heading without one, the headline first when no line there says it: saved from the
    builder, none of them is lost."""
    sections = [
        BuilderSection(id=f"{OTHER_SECTION_PREFIX}{index}", title=section.heading, content="\n".join(section.lines))
        for index, section in enumerate(resume.sections)
        if section.kind is SectionKind.OTHER and any(line.strip() for line in section.lines)
    ]
    headline = resume.personal_info.headline.strip()
    under_name = "\n".join(section.content or "" for section in sections if not section.title.strip())
    if headline and headline not in under_name:
        sections.insert(0, BuilderSection(id=HEADLINE_SECTION_ID, title="", content=headline))
    return sections


def to_builder_shape(resume: ParsedResume) -> dict[str, Any]:
    """The JSON the builder loads: {'personalInfo': {...}, 'sections': [...]} (what POST /api/resume-parser returns)."""
    return build_builder_resume(resume).model_dump(by_alias=True, exclude_none=True)
