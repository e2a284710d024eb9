"""Volunteer work and community service (JSON Resume's `volunteer`): the organisations, roles and dates of a section
kept under such a heading, read as the jobs of a work section are read. The section itself stays an 'other'
section of lines, as written."""

from vitae.resume.entries import parse_entries
from vitae.resume.entry_roles import settle_work_roles
from vitae.resume.headings import normalize_heading
from vitae.resume.model import Entry, SectionKind
from vitae.resume.text_lines import ResumeLine

_VOLUNTEER_WORDS = frozenset({"volunteer", "volunteers", "volunteering", "volunteered", "volunteerism"})
_COMMUNITY_PHRASES = ("community service", "community involvement", "community engagement", "community outreach")


def is_volunteer_heading(heading: str, kind: SectionKind) -> bool:
    """'Volunteer Experience', 'Volunteering', 'Community Service', 'Leadership & Volunteer Activities'. A heading
    the parser read as a work section ('Work and Volunteer Experience') keeps its entries there."""
    if kind is not SectionKind.OTHER:
        return False
    normalized = normalize_heading(heading)
    words = normalized.split()
    return not _VOLUNTEER_WORDS.isdisjoint(words) or any(phrase in normalized for phrase in _COMMUNITY_PHRASES)


def parse_volunteer(lines: list[ResumeLine], wrap_width: int) -> list[Entry]:
    """The roles of a volunteer section, each with its organisation, dates, place, prose and bullets."""
    return [settle_work_roles(entry) for entry in parse_entries(lines, SectionKind.EXPERIENCE, wrap_width)]
