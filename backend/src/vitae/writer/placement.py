"""Whether a line the parser read stands in the structure it made: whole, piece by piece, or, for a short header
line, word by word with its dates read as dates."""

import re
from functools import lru_cache

from vitae.resume.dates import find_dates

BULLET_DISPLAY = "• "
WORD = re.compile(r"[a-z0-9]+")
SEGMENT_SEPARATORS = re.compile(r"\s[-–—|]\s|(?<!\d),|,(?!\d)|[;|]|\s@\s|\s{2,}")
_SHORT_LINE_WORDS = 8  # header lines up to this long count as placed when all their words are in the entry
_MONTH_WORDS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def normalise(text: str) -> str:
    return " ".join(WORD.findall(text.lower()))


def is_placed(line: str, text: str, *, word_by_word: bool = True) -> bool:
    """Whether a section line is in an entry's text: whole, piece by piece when the parser split a header, or, for
    a short header line, word by word with its dates read as dates ('DevOps Engineer Sep. 2023' is placed in an
    entry titled 'DevOps Engineer' dated 'Sep 2023 – Mar 2024'). Against a whole resume, where any short line
    finds its words somewhere, `word_by_word` is off."""
    whole = normalise(line)
    if not whole or f" {whole} " in text:
        return True
    pieces = [normalise(piece) for piece in SEGMENT_SEPARATORS.split(line)]
    if all(f" {piece} " in text for piece in pieces if piece):
        return True
    if not word_by_word:
        return False
    spans = find_dates(line)
    rest = line
    for span in reversed(spans):
        rest = rest[: span.start] + " " + rest[span.end :]
    known = _words_of(text)
    dates_placed = all(_date_in(point, known) for span in spans for point in (span.start_date, span.end_date) if point)
    if spans and dates_placed and f" {normalise(rest)} " in text:
        # A bullet with the entry's dates run on from the column beside it ('Built the parser  Sep 2018 – May 2023').
        return True
    if len(whole.split()) > _SHORT_LINE_WORDS:
        return False
    return dates_placed and all(word in known for word in normalise(rest).split())


@lru_cache(maxsize=8)
def _words_of(text: str) -> frozenset[str]:
    # Every line of a section is looked for in the same few texts: their words are split once.
    return frozenset(text.split())


def _date_in(iso: str, words: frozenset[str]) -> bool:
    """Whether an entry's words hold a date: '2023-09' needs '2023' and a word for September."""
    if iso == "present":
        return True
    year, _, month = iso.partition("-")
    if year not in words:
        return False
    return not month or any(word.startswith(_MONTH_WORDS[int(month) - 1]) for word in words)


def missing_pieces(line: str, text: str) -> list[str]:
    """The pieces of a header line ('Title, Organization, Place') that an entry's text lacks."""
    return [
        piece.strip()
        for piece in SEGMENT_SEPARATORS.split(line)
        if normalise(piece) and f" {normalise(piece)} " not in text
    ]
