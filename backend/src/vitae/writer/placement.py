"""Whether a line the parser read stands in the structure it made: whole, piece by piece, or, for a header line,
word by word with its dates read as dates.

A header is often printed in two columns, the place and the dates flush right ('Acme Corp, Engineer   Leeds, UK
May 2021 – Aug 2022'), and text extraction runs the columns together on one line, where the dates and the piece
before them read as one ('UK May 2021'). Dates are therefore read as dates and cut the line into pieces, as its
separators do, before the pieces are looked for in an entry.
"""

import re
from dataclasses import dataclass
from functools import lru_cache

from vitae.resume.dates import DateSpan, find_dates, split_trailing_duration

BULLET_DISPLAY = "• "
WORD = re.compile(r"[a-z0-9]+")
SEGMENT_SEPARATORS = re.compile(r"\s[-–—|]\s|(?<!\d),|,(?!\d)|[;|]|\s@\s|\s{2,}")
_SHORT_LINE_WORDS = 8  # header lines up to this long count as placed when all their words are in the entry
# A longer line counts as placed when all its words are in the entry's header fields (title, organisation, place,
# dates): a header written in an order of its own ('BS  Acme University, Computer Engineering  Leeds, UK').
_LONG_HEADER_WORDS = 16
_HYPHENATED_END = re.compile(r"[^\W\d_]-$")  # a word broken at the end of a line, as the parser joins it
_BRACKETS = (("(", ")"), ("[", "]"), ("{", "}"))
_MONTH_WORDS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def normalise(text: str) -> str:
    return " ".join(WORD.findall(text.lower()))


def is_placed(line: str, text: str, *, word_by_word: bool = True, header: str = "") -> bool:
    """Whether a section line is in an entry's text: whole, piece by piece when the parser split a header (its
    dates, read as dates, being pieces of their own), or, for a short header line, word by word ('DevOps Engineer
    Sep. 2023' is placed in an entry titled 'DevOps Engineer' dated 'Sep 2023 – Mar 2024'); a longer line is
    placed word by word in `header`, the text of the entry's header fields, when given. Against a whole resume,
    where any short line finds its words somewhere, `word_by_word` is off."""
    whole = normalise(line)
    if not whole or f" {whole} " in text:
        return True
    pieces = [normalise(piece) for piece in SEGMENT_SEPARATORS.split(line)]
    if all(f" {piece} " in text for piece in pieces if piece):
        return True
    if not word_by_word:
        return False
    segments = _segments(line)
    known = _words_of(text)
    spans = [segment for segment in segments if isinstance(segment, DateSpan)]
    if not all(_dates_in(span, known) for span in spans):
        return False
    rest = [normalise(segment) for segment in segments if isinstance(segment, str)]
    if spans and (f" {' '.join(rest)} " in text or all(f" {piece} " in text for piece in rest)):
        # A bullet or a header with the entry's dates run on from the column beside it ('Built the parser  Sep
        # 2018 – May 2023', 'Acme Corp, Leeds, UK May 2021 – Aug 2022').
        return True
    words = " ".join(rest).split()
    if len(words) <= _SHORT_LINE_WORDS:
        return all(word in known for word in words)
    return bool(header) and len(words) <= _LONG_HEADER_WORDS and all(word in _words_of(header) for word in words)


def _segments(line: str) -> list[str | DateSpan]:
    """The pieces of a line between its separators and its dates, in order, the dates read as dates."""
    segments: list[str | DateSpan] = []
    start = 0
    for span in [*find_dates(line), None]:
        end = span.start if span is not None else len(line)
        segments += [_trimmed(piece) for piece in SEGMENT_SEPARATORS.split(line[start:end]) if normalise(piece)]
        if span is not None:
            segments.append(span)
            start = span.end
    return segments


def _trimmed(piece: str) -> str:
    """A piece without the brackets the dates cut from their partners ('Webstore [' and '(Freelance)]' of
    'Webstore [May 2010 to July 2010 (Freelance)]')."""
    piece = piece.strip()
    for opening, closing in _BRACKETS:
        if piece.endswith(opening) or (piece.endswith(closing) and piece.count(closing) > piece.count(opening)):
            piece = piece[:-1].rstrip()
        if piece.startswith(closing) or (piece.startswith(opening) and piece.count(opening) > piece.count(closing)):
            piece = piece[1:].lstrip()
    return piece


@lru_cache(maxsize=8)
def _words_of(text: str) -> frozenset[str]:
    # Every line of a section is looked for in the same few texts: their words are split once.
    return frozenset(text.split())


def _dates_in(span: DateSpan, words: frozenset[str]) -> bool:
    return all(_date_in(point, words) for point in (span.start_date, span.end_date) if point)


def _date_in(iso: str, words: frozenset[str]) -> bool:
    """Whether an entry's words hold a date: '2023-09' needs '2023' and a word for September."""
    if iso == "present":
        return True
    year, _, month = iso.partition("-")
    if year not in words:
        return False
    return not month or any(word.startswith(_MONTH_WORDS[int(month) - 1]) for word in words)


def missing_pieces(line: str, text: str) -> list[str]:
    """The pieces of a header line ('Title, Organization, Place  May 2021 – Aug 2022') that an entry's text lacks,
    in their order, its dates read as dates."""
    known = _words_of(text)
    return [
        segment.text if isinstance(segment, DateSpan) else segment
        for segment in _segments(line)
        if (not _dates_in(segment, known) if isinstance(segment, DateSpan) else f" {normalise(segment)} " not in text)
    ]


def piece_count(line: str) -> int:
    """How many pieces `missing_pieces` reads a line as."""
    return len(_segments(line))


@dataclass(frozen=True)
class ReadLine:
    """A section line as the parser read it: a word hyphenated at its end joined with the start of the next line
    ('... Kuma, Con-' and 'sul, and AWS ...'), and the pieces of the column of dates that the extraction ran onto
    the ends of the two lines ('May 2019 – Aug 2019' after the hyphen, '4 months' after the rest), apart."""

    text: str
    columns: tuple[str, ...] = ()


def read_lines(lines: list[str]) -> list[ReadLine]:
    read: list[ReadLine] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        following = lines[index + 1] if index + 1 < len(lines) else ""
        body, column = _column_at_end(line)
        if _HYPHENATED_END.search(body) and following[:1].islower():
            rest, next_column = _column_at_end(following)
            read.append(ReadLine(body[:-1] + rest, tuple(piece for piece in (column, next_column) if piece)))
            index += 2
            continue
        read.append(ReadLine(line))
        index += 1
    return read


def _column_at_end(line: str) -> tuple[str, str]:
    """'... language mod-  May 2019 – Aug 2019' -> ('... language mod-', 'May 2019 – Aug 2019'): dates or a
    duration at the end of a line, where a column of dates printed beside it lands."""
    body, duration = split_trailing_duration(line)
    if duration:
        return body, duration
    spans = find_dates(line)
    if spans and not line[spans[-1].end :].strip():
        return line[: spans[-1].start].rstrip(), line[spans[-1].start : spans[-1].end].strip()
    return line, ""
