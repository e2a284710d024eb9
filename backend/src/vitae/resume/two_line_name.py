"""A name printed over two lines: the given name above the surname ('MARGARET' / 'OKONKWO-HALE'), as sidebar and
poster layouts set a large name. The line under a one-word name joins it when it is one or two words of a name's
shape in the same type (same size, same capitals), and nothing else: no heading, contact detail, job title or place."""

from dataclasses import replace

from vitae.resume.contacts import is_contact_line
from vitae.resume.headings import kind_of_heading
from vitae.resume.name_words import PARTICLES, has_name_shape
from vitae.resume.names import Ending, NameCandidate, display_name, is_person_name
from vitae.resume.text_lines import ResumeLine
from vitae.resume.vocabulary import title_score

_MOST_SURNAME_WORDS = 3  # 'van den Berg'

_SAME_SIZE = 0.9  # the smaller of two font sizes at least this share of the larger
_DISPLAY_TYPE = 1.5  # times the body's font size
_MOST_NAME_WORDS = 5


def join_name_over_two_lines(
    lines: list[ResumeLine], index: int, name: str, body_size: float | None
) -> tuple[list[ResumeLine], str]:
    """The lines with the name's two lines made one, and the whole name; unchanged when the name is on one line. A
    first line of more than one word ('Ana Clara' / 'Almeida', 'Inès de La' / 'Fontaine') is joined only when both
    are set in display type, far larger than the body."""
    if index < 0 or index + 1 >= len(lines) or not name:
        return lines, name
    first, second = lines[index], lines[index + 1]
    if len(name.split()) > 1 and not (_in_display_type(first, body_size) and _in_display_type(second, body_size)):
        return lines, name
    surname = second.text.strip()
    if first.text.strip().lower() != name.lower() or not _reads_as_surname(surname):
        return lines, name
    if not _same_type(first, second):
        return lines, name
    joined = f"{first.text.strip()} {surname}"
    if len(joined.split()) > _MOST_NAME_WORDS:
        return lines, name
    if not is_person_name(NameCandidate(joined, Ending.NOTHING), at_top=True):
        return lines, name
    merged = replace(first, text=joined, columns=())
    return [*lines[:index], merged, *lines[index + 2 :]], display_name(joined)


def _reads_as_surname(text: str) -> bool:
    words = text.split()
    return (
        0 < len(words) <= _MOST_SURNAME_WORDS
        and all(has_name_shape(word) or word in PARTICLES for word in words)
        and has_name_shape(words[-1])
        and kind_of_heading(text) is None
        and not is_contact_line(text)
        and title_score(text) <= 0
    )


def _same_type(first: ResumeLine, second: ResumeLine) -> bool:
    if first.text.isupper() != second.text.isupper():
        return False
    if first.font_size is None or second.font_size is None:
        return first.font_size is None and second.font_size is None
    smaller, larger = sorted((first.font_size, second.font_size))
    return smaller >= larger * _SAME_SIZE and first.bold == second.bold


def _in_display_type(line: ResumeLine, body_size: float | None) -> bool:
    return bool(body_size and line.font_size and line.font_size >= body_size * _DISPLAY_TYPE)
