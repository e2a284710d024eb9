"""Whether a section was read across two columns: a layout with a sidebar, extracted line by line, puts a piece of
each column on one line ('Night Porter, Gull Hotel     First aid'). Its structure is then a guess, said as such."""

from collections.abc import Sequence

from vitae.resume.dates import find_dates
from vitae.resume.locations import find_location
from vitae.resume.model import SectionKind
from vitae.resume.sections import SectionLines
from vitae.resume.text_lines import ResumeLine

_MIN_SIDE_BY_SIDE = 2  # lines that hold two columns, for a section to count as read across
_FIELD_COVERED = 0.6  # share of a piece a date or a place fills for it to be a field set to the right


def read_across_columns(lines: list[ResumeLine]) -> bool:
    """At least half the section's lines (and two or more) hold pieces side by side that are not an entry's date
    or place set to the right of its header."""
    side_by_side = sum(_two_columns(line) for line in lines)
    return side_by_side >= _MIN_SIDE_BY_SIDE and side_by_side * 2 >= len(lines)


def headings_side_by_side(sections: Sequence[SectionLines], index: int) -> bool:
    """Two known headings of different kinds on consecutive lines, the first with nothing under it ('Experience',
    then 'Skills'): the headings of two columns read across, and the lines under the second hold both columns. (A
    heading over a heading of its own kind, 'Skills' over 'Programming Languages', is a heading and its part.)"""
    if index == 0 or not sections[index].lines:
        return False
    previous, current = sections[index - 1].heading, sections[index].heading
    return (
        not sections[index - 1].lines
        and previous.known
        and current.known
        and previous.kind is not current.kind
        and SectionKind.OTHER not in (previous.kind, current.kind)
    )


def _two_columns(line: ResumeLine) -> bool:
    return len(line.columns) > 1 and not any(_is_field(piece) for piece in line.columns)


def _is_field(piece: str) -> bool:
    covered = sum(span.end - span.start for span in find_dates(piece))
    place = find_location(piece)
    if place is not None:
        covered += place[1] - place[0]
    return covered >= _FIELD_COVERED * len(piece.strip())
