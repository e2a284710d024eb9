"""Reading the dates of resume entries as written ('Jan 2020 - Present', '05/2019', '2018-09'), and naming their
format so that mixed formats can be pointed out."""

import re
from dataclasses import dataclass
from datetime import date

from vitae.resume.dates import month_number
from vitae.resume.model import Entry

_MONTH_NAME = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_SEASON = r"(?:spring|summer|fall|autumn|winter)"
_PRESENT = re.compile(r"\b(present|current|now|today|ongoing|date)\b", re.IGNORECASE)
_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("month name and year", re.compile(rf"\b(?P<month>{_MONTH_NAME})\s*,?\s*'?(?P<year>(?:19|20)\d\d)\b", re.I)),
    ("year-month", re.compile(r"\b(?P<year>(?:19|20)\d\d)[-/.](?P<number>0?[1-9]|1[0-2])\b")),
    ("month/year", re.compile(r"\b(?P<number>0?[1-9]|1[0-2])[/.-](?P<year>(?:19|20)\d\d)\b")),
    ("season and year", re.compile(rf"\b(?P<season>{_SEASON})\s+(?P<year>(?:19|20)\d\d)\b", re.I)),
    ("year", re.compile(r"\b(?P<year>(?:19|20)\d\d)\b")),
)


@dataclass(frozen=True)
class MonthYear:
    year: int
    month: int  # 1-12; 6 where only the year is known, so that a year sorts mid-year

    def months(self) -> int:
        return self.year * 12 + self.month - 1


@dataclass(frozen=True)
class DateRange:
    start: MonthYear | None
    end: MonthYear | None  # None with ongoing=True for 'Present'
    ongoing: bool
    style: str  # e.g. 'month name and year'


def _points(text: str) -> tuple[list[tuple[int, MonthYear]], str]:
    """Every date in a text with its position, and the format of the first one."""
    found: list[tuple[int, MonthYear]] = []
    taken: list[tuple[int, int]] = []
    style = ""
    for name, pattern in _PATTERNS:
        for match in pattern.finditer(text):
            if any(start < match.end() and match.start() < end for start, end in taken):
                continue
            groups = match.groupdict()
            month = 6
            if groups.get("month"):
                month = month_number(groups["month"]) or month
            elif groups.get("number"):
                month = int(groups["number"])
            found.append((match.start(), MonthYear(int(groups["year"]), month)))
            taken.append((match.start(), match.end()))
            style = style or name
    found.sort(key=lambda item: item[0])
    return found, style


def parse_range(text: str) -> DateRange | None:
    """The range written in an entry's date text, or None when no date can be read from it."""
    points, style = _points(text)
    ongoing = bool(_PRESENT.search(text))
    if not points:
        return None
    start = points[0][1]
    end = points[1][1] if len(points) > 1 else (None if ongoing else start)
    return DateRange(start, end, ongoing, style)


def _iso(value: str) -> MonthYear | None:
    match = re.fullmatch(r"((?:19|20)\d\d)(?:-(\d\d))?(?:-\d\d)?", value.strip())
    if not match:
        return None
    return MonthYear(int(match.group(1)), int(match.group(2) or 6))


def entry_range(entry: Entry) -> DateRange | None:
    """An entry's dates: the parser's ISO fields when it filled them, else what can be read from the written text."""
    written = parse_range(entry.dates) if entry.dates else None
    start = _iso(entry.start_date)
    if start is None:
        return written
    ongoing = entry.end_date.strip().lower() in {"present", "current", "now"}
    end = None if ongoing else (_iso(entry.end_date) or start)
    return DateRange(start, end, ongoing, written.style if written else "year-month")


def today_month(today: date) -> MonthYear:
    return MonthYear(today.year, today.month)


def years_of_experience(ranges: list[DateRange], today: date) -> float | None:
    """Total years covered by the ranges, overlaps counted once."""
    spans = sorted(
        (item.start.months(), (today_month(today) if item.ongoing or item.end is None else item.end).months() + 1)
        for item in ranges
        if item.start is not None
    )
    if not spans:
        return None
    total = 0
    current_start, current_end = spans[0]
    for start, end in spans[1:]:
        if start > current_end:
            total += current_end - current_start
            current_start, current_end = start, end
        else:
            current_end = max(current_end, end)
    total += current_end - current_start
    return max(0.0, total / 12)
