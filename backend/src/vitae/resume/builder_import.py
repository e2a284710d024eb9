"""The Resume Builder's data -> ParsedResume, so that built resumes are rendered, scored and stored like uploads."""

from vitae.resume.builder_shape import (
    EDUCATION_SECTION_ID,
    OTHER_SECTION_PREFIX,
    PROJECTS_SECTION_ID,
    SKILLS_SECTION_ID,
    SUMMARY_SECTION_ID,
    WORK_SECTION_ID,
    BuilderItem,
    BuilderResume,
)
from vitae.resume.model import Entry, ParsedResume, PersonalInfo, Section, SectionKind, SkillGroup

_KINDS = {
    SUMMARY_SECTION_ID: (SectionKind.SUMMARY, "Summary"),
    WORK_SECTION_ID: (SectionKind.EXPERIENCE, "Experience"),
    EDUCATION_SECTION_ID: (SectionKind.EDUCATION, "Education"),
    SKILLS_SECTION_ID: (SectionKind.SKILLS, "Skills"),
    PROJECTS_SECTION_ID: (SectionKind.PROJECTS, "Projects"),
}


def _entry(item: BuilderItem) -> Entry:
    return Entry(
        title=item.title.strip(),
        organization=item.subtitle.strip(),
        dates=item.date.strip(),
        description=item.description.strip(),
        bullets=[bullet.strip() for bullet in item.bullets if bullet.strip()],
    )


def _entries(items: list[BuilderItem] | None) -> list[Entry]:
    entries = [_entry(item) for item in items or []]
    return [entry for entry in entries if entry.title or entry.organization or entry.description or entry.bullets]


def resume_from_builder(data: BuilderResume) -> ParsedResume:
    info = data.personal_info
    resume = ParsedResume(
        personal_info=PersonalInfo(
            name=info.name.strip(),
            email=info.email.strip(),
            phone=info.phone.strip(),
            location=info.location.strip(),
            linkedin=info.linkedin.strip(),
            github=info.github.strip(),
            portfolio=info.portfolio.strip(),
        )
    )
    leading: list[Section] = []
    for section in data.sections:
        if section.id.startswith(OTHER_SECTION_PREFIX):
            lines = [line.strip() for line in (section.content or "").split("\n") if line.strip()]
            if lines:
                # Lines without a heading (a headline, a note under the name) stand above the first heading, where
                # the resume wrote them, whatever step of the builder they travelled after.
                kept = Section(heading=section.title.strip(), kind=SectionKind.OTHER, lines=lines)
                (resume.sections if kept.heading else leading).append(kept)
            continue
        if section.id not in _KINDS:
            continue
        kind, heading = _KINDS[section.id]
        if section.id == SUMMARY_SECTION_ID:
            resume.summary = (section.content or "").strip()
        elif section.id == WORK_SECTION_ID:
            resume.work = _entries(section.items)
        elif section.id == EDUCATION_SECTION_ID:
            resume.education = _entries(section.items)
        elif section.id == PROJECTS_SECTION_ID:
            resume.projects = _entries(section.items)
        else:
            resume.skills = [
                SkillGroup(
                    name=category.name.strip() or "Skills", skills=[s.strip() for s in category.skills if s.strip()]
                )
                for category in section.categories or []
                if any(skill.strip() for skill in category.skills)
            ]
        resume.sections.append(Section(heading=section.title.strip() or heading, kind=kind))
    resume.sections[:0] = leading
    return resume
