"""Lines of an education section made ready for grouping into entries.

Degrees and institutions are written in more shapes than jobs: a degree under its institution, a degree column
beside an institution column, names wrapped over two lines. These are put into the header shapes the grouping of
entries (see entries) reads.
"""

import re

from vitae.resume.dates import find_dates
from vitae.resume.degree_mentions import opening_degree
from vitae.resume.entry_lines import EntryLine, Role, is_meta_text
from vitae.resume.entry_roles import GENERIC_CREDENTIALS, is_end_of_field
from vitae.resume.locations import find_location, is_location
from vitae.resume.vocabulary import find_degree, has_degree, is_institution, names_programme

_MOST_DEGREE_WORDS = 6
_MOST_WRAPPED_WORDS = 4
_WRAP_JOINERS = frozenset({"in", "and", "of", "&", "for"})  # words after which a name goes on


def _wraps_onto(line: EntryLine, following: EntryLine) -> bool:
    """'Diploma in Business Administration in Marketing and' / 'Human Resource', 'B.E. in Electronics' / 'and
    Communication', 'Lakeview Institute of' / 'Technology': a degree or an institution wrapped after a joining word,
    or before the last word of its field, goes on on the next line."""
    text, rest = line.text.rstrip(), following.text.strip()
    if (
        line.role is not Role.HEADER
        or following.role is not Role.HEADER
        or line.dates
        or following.dates
        or following.meta
        or not text
        or not rest
    ):
        return False
    last_word, first_word = text.split()[-1].lower(), rest.split()[0]
    if not (last_word in _WRAP_JOINERS or first_word in _WRAP_JOINERS or is_end_of_field(first_word)):
        return False
    place = find_location(rest)
    if place is not None and place[0] > 0 and not rest[place[1] :].strip(" ,.-–|"):
        rest = rest[: place[0]].strip(" ,-–|")  # 'Economics - Dover, Delaware': the name's end before its place
    words = rest.split()
    if (
        not 1 <= len(words) <= _MOST_WRAPPED_WORDS
        or is_institution(rest)
        or has_degree(rest)
        or is_location(rest)
        or not all(word[0].isupper() or word in _WRAP_JOINERS for word in words)
        or not (has_degree(text) or is_institution(text))
    ):
        return False
    field_end = is_end_of_field(rest) and has_degree(text) and " in " in f" {text.lower()} "
    return last_word in _WRAP_JOINERS or words[0] in _WRAP_JOINERS or field_end


_MOST_DEGREE_LINE_WORDS = 14
_MOST_DEGREE_BODY_WORDS = 10


# The label of a degree's line: 'Degree: ', 'Dual Degree: ', 'Double degree - '.
_DEGREE_LABEL = re.compile(r"^(?i:(?:dual|double|joint|combined)\s+)?(?i:degrees?|qualification)\s*[:–-]\s*")


def _degrees_under_institutions(lines: list[EntryLine]) -> list[EntryLine]:
    """'Lakeview University, Dover, DE' / 'May 2016' / 'Bachelor of Science: Biology' read as prose or a bullet: the
    degree taken at an institution named above it without one is the entry's, not its description."""
    institution = degree = False  # what the header lines since the last line of a body name
    for line in lines:
        text = line.text.strip()
        if line.role is Role.HEADER:
            institution, degree = institution or is_institution(text), degree or has_degree(text)
            continue
        if line.role is Role.META:
            continue
        if (
            institution
            and not degree
            and opening_degree(_DEGREE_LABEL.sub("", text))
            and len(text.split()) <= _MOST_DEGREE_BODY_WORDS
        ):
            line.role = Role.HEADER
            degree = True
            continue
        institution = degree = False
    return lines


def _degree_lines_as_headers(lines: list[EntryLine]) -> list[EntryLine]:
    """'masters in journalism and communication' / 'lakeview college - Dover, Delaware' typed in lower case: a line
    that opens with a degree's name is an entry's header all the same, not prose, and so is the name and place of
    its institution right under it."""
    promoted = False
    for line in lines:
        text = line.text.strip()
        lower = line.role is Role.PROSE and not line.source.is_bullet and text[:1].islower() and not text.endswith(".")
        degree = find_degree(text) if lower else None
        if (
            lower
            and degree is not None
            and degree.start() == 0
            and degree.group(0).lower() not in GENERIC_CREDENTIALS
            and len(text.split()) <= _MOST_DEGREE_LINE_WORDS
        ):
            line.role, promoted = Role.HEADER, True
            continue
        if lower and promoted and _names_something_at_place(text):
            line.role = Role.HEADER
        promoted = False
    return lines


_MOST_NAME_WORDS = 6


def _names_something_at_place(text: str) -> bool:
    """'lakeview college - Dover, Delaware': a short name, then the place the line ends with."""
    place = find_location(text)
    if place is None or text[place[1] :].strip(" ,."):
        return False
    name = text[: place[0]].strip(" ,-–|")
    return 1 <= len(name.split()) <= _MOST_NAME_WORDS


def _join_wrapped_names(lines: list[EntryLine]) -> list[EntryLine]:
    """Education header lines with the wrapped end of their degree or institution put back on them."""
    joined: list[EntryLine] = []
    for line in lines:
        if joined and _wraps_onto(joined[-1], line):
            previous = joined[-1]
            previous.text = f"{previous.text.rstrip()} {line.text.strip()}"
            continue
        joined.append(line)
    return joined


def _is_degree_only(line: EntryLine) -> bool:
    return (
        line.role is Role.HEADER
        and not line.dates
        and len(line.text.split()) <= _MOST_DEGREE_WORDS
        and line.facts.degree
        and not line.facts.institution
    )


def _pair_degree_column(lines: list[EntryLine]) -> list[EntryLine]:
    """'Ph.D. / M.A. / B.A. / Lakeview University, 2001 / Harbor College, 1995 / ...': a column of degrees read
    before the column of their institutions and years is put back row by row, each degree before its own line."""
    paired = list(lines)
    index = 0
    while index < len(paired):
        count = 0
        while index + count < len(paired) and _is_degree_only(paired[index + count]):
            count += 1
        rows = paired[index + count : index + 2 * count]
        if (
            count >= 2
            and len(rows) == count
            and all(line.role is Role.HEADER and line.dates and not _is_degree_only(line) for line in rows)
        ):
            degrees = paired[index : index + count]
            paired[index : index + 2 * count] = [line for row in zip(degrees, rows, strict=True) for line in row]
            index += 2 * count
        else:
            index += max(count, 1)
    return paired


_MOST_COURSE_LINE_WORDS = 12
_MOST_LABEL_WORDS = 4


def _dated_courses_as_headers(lines: list[EntryLine]) -> list[EntryLine]:
    """'Online Course: Deep Learning, 2019', 'Codecraft: Web Design Certification, 2020': a short dated line naming
    a course or a credential, with a label or its provider's name before a colon, heads an entry, not prose."""
    for line in lines:
        text = line.text.strip()
        label, _, course = text.partition(":")
        if (
            line.role is Role.PROSE
            and not line.source.is_bullet
            and line.dates
            and len(label.split()) <= _MOST_LABEL_WORDS
            and not text.endswith(".")
            and len(text.split()) <= _MOST_COURSE_LINE_WORDS
            and (names_programme(course) or has_degree(course))
        ):
            line.role = Role.HEADER
    return lines


# The label of a degree's date: 'Graduated: ', 'Expected Graduation: ', 'Graduation Date - ', 'Completed: '.
_GRADUATION_LABEL = re.compile(
    r"^(?i:(?:expected|anticipated|projected)\s+)?(?i:graduated|graduation(?:\s+date)?|date\s+of\s+graduation|"
    r"completed|completion(?:\s+date)?|expected|anticipated|conferred|awarded)\s*[:–-]\s*"
)


def _graduation_dates_as_meta(lines: list[EntryLine]) -> list[EntryLine]:
    """'Graduated: May 2019', 'Expected Graduation: May 2026': the degree's date under a label, not prose, when its
    entry has no dates in its header (a second date is left in the description, where it is not lost)."""
    dated = in_header = False
    for line in lines:
        if line.role in (Role.HEADER, Role.META):
            dated = (dated and in_header) or bool(line.dates)
            in_header = True
            continue
        in_header = False
        label = _GRADUATION_LABEL.match(line.text.strip())
        if dated or line.role is not Role.PROSE or line.source.is_bullet or label is None:
            continue
        text = line.text.strip()[label.end() :]
        dates = find_dates(text)
        if dates and is_meta_text(text, dates):
            line.role, line.text = Role.META, text
            dated = True
    return lines


def prepare_education_lines(lines: list[EntryLine]) -> list[EntryLine]:
    lines = _graduation_dates_as_meta(_dated_courses_as_headers(lines))
    return _pair_degree_column(_join_wrapped_names(_degree_lines_as_headers(_degrees_under_institutions(lines))))
