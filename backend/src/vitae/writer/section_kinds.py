"""What a section with a heading no one recognises ('My Journey', 'Where I Studied') holds, read from its lines:
jobs with dates, degrees, or lists of skills. Only a kind the resume lacks elsewhere is inferred."""

from vitae.ats.matcher import default_matcher
from vitae.render.text import STANDARD_HEADINGS
from vitae.resume.dates import find_dates
from vitae.resume.entries import parse_entries
from vitae.resume.model import Section, SectionKind
from vitae.resume.text_lines import lines_from_text
from vitae.resume.vocabulary import has_degree, is_institution

_WRAP_WIDTH = 80
_MIN_LISTED_SKILLS = 4


def inferred_heading(section: Section, present: set[SectionKind]) -> str | None:
    """The standard heading for the section's content, or None when it is not clearly one kind the resume lacks."""
    text = "\n".join(section.lines)
    if not text.strip():
        return None
    lines = lines_from_text(text)
    if SectionKind.EXPERIENCE not in present:
        jobs = parse_entries(lines, SectionKind.EXPERIENCE, _WRAP_WIDTH)
        if jobs and all((job.title or job.organization) and find_dates(job.dates) for job in jobs):
            return STANDARD_HEADINGS[SectionKind.EXPERIENCE]
    if SectionKind.EDUCATION not in present:
        degrees = parse_entries(lines, SectionKind.EDUCATION, _WRAP_WIDTH)
        if degrees and all(has_degree(entry.title) or is_institution(entry.organization) for entry in degrees):
            return STANDARD_HEADINGS[SectionKind.EDUCATION]
    if SectionKind.SKILLS not in present:
        listed = [line for line in lines if line.text.count(",") + line.text.count("|") >= 2]
        skills = {mention.skill_id for mention in default_matcher().find(text)}
        if len(listed) * 2 >= len(lines) and len(skills) >= _MIN_LISTED_SKILLS:
            return STANDARD_HEADINGS[SectionKind.SKILLS]
    return None
