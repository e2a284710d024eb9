"""ParsedResume -> the canonical plain-text layout of a resume, which the parser reads back to the same structure.

Layout: the name, the headline, one contact line, then the sections under their headings (the heading the resume
used for that kind of section, else the standard one), in the resume's own order with the summary first; entries as
'Title, Organization — Location', a dates line, then prose and '• ' bullets in the order written, a blank line
between entries; skills as 'Group: a, b, c'; sections the parser kept only as lines, as they were. Long lines are
wrapped so that none reads as a wall of text; the parser joins wrapped lines back together.
"""

from vitae.resume.model import Entry, ParsedResume, Section, SectionKind, SkillGroup

BULLET = "• "
WRAP_WIDTH = 100  # skills lines, which wrap after a comma
LONG_LINE_WORDS = 55  # prose longer than this is wrapped: a longer line reads as a wall of text
WRAPPED_LINE_WORDS = 40
CONTACT_SEPARATOR = " | "
HEADER_SEPARATOR = " — "
STANDARD_HEADINGS: dict[SectionKind, str] = {
    SectionKind.SUMMARY: "Summary",
    SectionKind.EXPERIENCE: "Experience",
    SectionKind.EDUCATION: "Education",
    SectionKind.SKILLS: "Skills",
    SectionKind.PROJECTS: "Projects",
    SectionKind.CERTIFICATIONS: "Certifications",
}
# The order of a resume that does not say otherwise (one built from scratch): the builder's steps.
DEFAULT_ORDER = (
    SectionKind.SUMMARY,
    SectionKind.EXPERIENCE,
    SectionKind.EDUCATION,
    SectionKind.SKILLS,
    SectionKind.PROJECTS,
    SectionKind.CERTIFICATIONS,
)


def resume_to_text(resume: ParsedResume) -> str:
    blocks = [_identity(resume)] + [_render(resume, item) for item in _order(resume)]
    return "\n\n".join(block for block in blocks if block) + "\n"


def contact_line(resume: ParsedResume) -> str:
    """Email, phone, location and links, leaving out those the lines kept under the name already show."""
    info = resume.personal_info
    shown = shown_under_name(resume)
    values = (info.email, info.phone, info.location, info.linkedin, info.github, info.portfolio)
    return CONTACT_SEPARATOR.join(value.strip() for value in values if value.strip() and value.strip() not in shown)


def entry_header(entry: Entry) -> str:
    head = ", ".join(part.strip() for part in (entry.title, entry.organization) if part.strip())
    location = entry.location.strip()
    if head and location:
        return f"{head}{HEADER_SEPARATOR}{location}"
    return head or location


def heading_for(resume: ParsedResume, kind: SectionKind) -> str:
    """The heading the resume used for this kind of section, else the standard one."""
    written = next((section.heading.strip() for section in resume.sections if section.kind is kind), "")
    return written or STANDARD_HEADINGS[kind]


def _identity(resume: ParsedResume) -> str:
    """The name, the headline the resume wrote under it, and the contact line."""
    info = resume.personal_info
    headline = info.headline.strip() if info.headline.strip() not in shown_under_name(resume) else ""
    return "\n".join(line for line in (info.name.strip(), headline, contact_line(resume)) if line)


def shown_under_name(resume: ParsedResume) -> str:
    """Lines kept without a heading at the top, which may carry contact details as the resume wrote them."""
    return "\n".join(line for section in resume.sections if not section.heading.strip() for line in section.lines)


def _order(resume: ParsedResume) -> list[SectionKind | Section]:
    """Lines kept without a heading right under the contact line, then the summary, then known kinds where the
    resume first had them and 'other' sections in place, then the kinds it lacks in the default order. A kind the
    parser could not structure is written as its sections, each under its own heading where it stood."""
    leading = [section for section in resume.sections if not section.heading.strip()]
    order: list[SectionKind | Section] = []
    for section in resume.sections:
        if section.kind is SectionKind.OTHER or not _body(resume, section.kind):
            if section.heading.strip():
                order.append(section)
        elif section.kind not in order and section.kind is not SectionKind.SUMMARY:
            order.append(section.kind)
    order.extend(kind for kind in DEFAULT_ORDER[1:] if kind not in order)
    return [*leading, SectionKind.SUMMARY, *order]


def _render(resume: ParsedResume, item: SectionKind | Section) -> str:
    if isinstance(item, Section):
        lines = [_wrap(line) for line in item.lines if line.strip()]
        heading = item.heading.strip()
        # A section the parser could not structure keeps its heading even when empty: the reader sees it.
        return "\n".join([heading, *lines] if heading else lines)
    body = _body(resume, item)
    return "\n".join([heading_for(resume, item), *body]) if body else ""


def _body(resume: ParsedResume, kind: SectionKind) -> list[str]:
    if kind is SectionKind.SUMMARY:
        return [_wrap(paragraph) for paragraph in resume.summary.split("\n") if paragraph.strip()]
    if kind is SectionKind.SKILLS:
        bulleted = _bulleted_labels(resume)
        return [
            (BULLET if group.name.strip().lower() in bulleted else "") + skill_group_text(group)
            for group in resume.skills
            if any(skill.strip() for skill in group.skills)
        ]
    entries = {
        SectionKind.EXPERIENCE: resume.work,
        SectionKind.EDUCATION: resume.education,
        SectionKind.PROJECTS: resume.projects,
        SectionKind.CERTIFICATIONS: resume.certifications,
    }.get(kind, [])
    blocks = [block for block in (_entry(entry) for entry in entries) if block]
    # A blank line between entries keeps the parser from reading one entry's last line into the next header.
    return ["\n\n".join(blocks)] if blocks else []


def _bulleted_labels(resume: ParsedResume) -> set[str]:
    """Skill groups the resume wrote as bullets ('• Tools: Git, Jira'), which keep their bullet."""
    return {
        line[len(BULLET) :].partition(":")[0].strip().lower()
        for section in resume.sections
        if section.kind is SectionKind.SKILLS
        for line in section.lines
        if line.startswith(BULLET) and ":" in line
    }


def _entry(entry: Entry) -> str:
    lines = [entry_header(entry), entry.dates.strip()]
    lines.extend(
        _wrap(BULLET + text.strip() if bullet else text) for text, bullet in entry.written_body() if text.strip()
    )
    return "\n".join(line for line in lines if line.strip())


def skill_group_text(group: SkillGroup) -> str:
    """Wrapped only after a comma: the parser joins a skills line that ends mid-list with the next one."""
    lines = [f"{group.name.strip()}:" if group.name.strip() else ""]
    for skill in (skill.strip() for skill in group.skills if skill.strip()):
        if not lines[-1] or lines[-1].endswith(":"):
            # 'https' + '//example.com': a link the parser read as a group and its item stays one link.
            lines[-1] = f"{lines[-1]}{skill}" if skill.startswith("//") else f"{lines[-1]} {skill}".strip()
        elif len(lines[-1]) + len(skill) + 2 > WRAP_WIDTH:
            lines[-1] += ","
            lines.append(skill)
        else:
            lines[-1] += f", {skill}"
    return "\n".join(lines)


def _wrap(line: str) -> str:
    """A line of prose as it is, unless it is long enough to read as a wall of text: then in lines of
    WRAPPED_LINE_WORDS words, each too long to pass for a heading, which the parser joins back."""
    words = line.split()
    if len(words) <= LONG_LINE_WORDS:
        return " ".join(words)
    return "\n".join(
        " ".join(words[start : start + WRAPPED_LINE_WORDS]) for start in range(0, len(words), WRAPPED_LINE_WORDS)
    )
