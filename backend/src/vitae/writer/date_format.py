"""Entry dates in one format: 'Jan 2020 – Mar 2023', '2019 – 2021', 'Jan 2020 – Present'."""

import re

from vitae.resume.dates import DateSpan, find_dates, split_trailing_duration

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
RANGE_SEPARATOR = " – "
PRESENT = "Present"
_LEFTOVER = re.compile(r"[\s,;:|()\-–—]*|from|since", re.IGNORECASE)
_SEASON = re.compile(r"\b(?:spring|summer|fall|autumn|winter)\b", re.IGNORECASE)
_DAY = re.compile(r"\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b[a-z]{3,9}\.?\s+\d{1,2},", re.I)


def _point(iso: str) -> str:
    if iso == "present":
        return PRESENT
    year, _, month = iso.partition("-")
    return f"{MONTHS[int(month) - 1]} {year}" if month else year


def _covers(text: str, spans: list[DateSpan]) -> bool:
    """Whether the spans are all the text holds, apart from separators ('from', dashes, brackets)."""
    rest = text
    for span in reversed(spans):
        rest = rest[: span.start] + " " + rest[span.end :]
    return all(_LEFTOVER.fullmatch(piece) for piece in rest.split())


def normalised_dates(text: str) -> str | None:
    """The dates of an entry in the standard format, or None when they cannot be rewritten without losing
    something (a season, a day, words other than dates) or are already in it. A duration after them ('(4 months)')
    is kept as written."""
    dates, duration = split_trailing_duration(text)
    if duration and dates.strip():
        written = normalised_dates(dates)
        return None if written is None else f"{written} {duration}"
    if not text.strip() or _SEASON.search(text) or _DAY.search(text):
        return None
    spans = find_dates(text)
    if not spans or not _covers(text, spans) or any(not span.start_date for span in spans):
        return None
    if len(spans) == 1:
        span = spans[0]
        if not span.end_date and re.search(r"\b(?:since|from)\b", text, re.IGNORECASE):
            return None  # 'since 2017' says more than '2017'
        points = [span.start_date, span.end_date] if span.end_date else [span.start_date]
    elif len(spans) == 2 and not spans[0].is_range and not spans[1].is_range:
        points = [spans[0].start_date, spans[1].start_date]
    else:
        return None
    written = RANGE_SEPARATOR.join(_point(point) for point in points)
    return None if written == text.strip() else written
