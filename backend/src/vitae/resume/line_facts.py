"""One line's facts, worked out once: what the stages ask of a line's text.

Every stage asks the same questions of a line: its dates, the place it names, whether it carries contact details,
names a section, a degree, an institution, and how much it reads as a job title or an organisation. The answers are
one record per distinct text (`facts_of`), each worked out the first time a stage asks and then kept, so that the
sections, the entry grouping and the field reading share them instead of each working them out again. A line
(`ResumeLine`, `EntryLine`) hands out the record of its text as `.facts`; its layout (font size, weight, left edge,
page, block) is on the line itself.

The record holds what depends on the text alone; what depends on the lines around it (is it an entry's header, a
heading here) is decided by the stages, which read these facts.
"""

from dataclasses import dataclass
from functools import cached_property, lru_cache

from vitae.resume.contacts import is_contact_line
from vitae.resume.dates import DateSpan, find_dates
from vitae.resume.headings import HeadingMatch, match_heading
from vitae.resume.locations import find_location, is_known_place
from vitae.resume.vocabulary import has_degree, is_institution, organization_score, title_score


@dataclass(frozen=True, eq=False)
class LineFacts:
    text: str

    @cached_property
    def dates(self) -> tuple[DateSpan, ...]:
        """Every date or range, left to right."""
        return tuple(find_dates(self.text))

    @cached_property
    def place(self) -> tuple[int, int] | None:
        """The span of the 'City, Region' phrase the line holds."""
        return find_location(self.text)

    @cached_property
    def known_place(self) -> bool:
        """The whole line is one region, country or large city ('Karnataka', 'Remote')."""
        return is_known_place(self.text)

    @cached_property
    def contact(self) -> bool:
        """The line mainly carries contact details."""
        return is_contact_line(self.text)

    @cached_property
    def heading(self) -> HeadingMatch | None:
        """The section heading the line's words name, by the lexicon."""
        return match_heading(self.text)

    @cached_property
    def title_score(self) -> float:
        return title_score(self.text)

    @cached_property
    def organization_score(self) -> float:
        return organization_score(self.text)

    @cached_property
    def degree(self) -> bool:
        """A degree anywhere in the line, a state code that spells one included ('Boston, MA')."""
        return has_degree(self.text)

    @cached_property
    def degree_outside_place(self) -> bool:
        """A degree outside the place the line names: 'Lakeview University, Springfield, MA' names none, its state
        code only spells one."""
        if not self.degree:
            return False
        if self.place is None:
            return True
        start, end = self.place
        return has_degree(self.text[:start] + self.text[end:])

    @cached_property
    def institution(self) -> bool:
        """Words of a school, college or university."""
        return is_institution(self.text)


@lru_cache(maxsize=4096)  # a parse asks of a few hundred texts; a document's lines are asked of again and again
def facts_of(text: str) -> LineFacts:
    return LineFacts(text)
