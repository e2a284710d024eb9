"""Dates as resumes write them: 'Jan 2020 – Present', '2019-2021', '06/2018 to 08/2019', 'Summer 2022', 'since 2017'."""

import re
from dataclasses import dataclass
from functools import lru_cache

from vitae import lexicon

_MONTH_LINES = [re.compile(rf"(?:{line})", re.IGNORECASE) for line in lexicon.phrases("patterns/month")]
_MONTH = rf"(?:{lexicon.alternation('patterns/month')})\.?"
_SEASON = r"(?:spring|summer|fall|autumn|winter)"
_YEAR = r"(?:19\d\d|20[0-4]\d|(?:19|20)XX)"  # '20XX' is how resume templates write a year
_SHORT_YEAR = r"['’]\d{2}"
# One point in time, most specific forms first so the alternation prefers them.
_POINT = (
    rf"(?:{_MONTH}\s*[,/-]?\s*(?:\d{{1,2}}(?:st|nd|rd|th)?,?\s+)?(?:{_YEAR}|{_SHORT_YEAR})"
    rf"|\d{{1,2}}[/.-]\d{{1,2}}[/.-]{_YEAR}"
    rf"|(?:0?[1-9]|1[0-2])[/.-]{_YEAR}"
    rf"|{_YEAR}[/.-](?:0[1-9]|1[0-2])(?![\d/.-])"
    rf"|{_SEASON},?\s+{_YEAR}"
    rf"|{_YEAR}(?:\s*,\s*|\s+){_MONTH}(?![^\W\d_])"  # the year first: '2019, August', '2019 Aug'
    rf"|{_YEAR}\s*年\s*(?:0?[1-9]|1[0-2])\s*月"  # '2019年8月', as Chinese and Japanese resumes write it
    rf"|{_YEAR})"
)
_OPEN_END = rf"(?:{lexicon.alternation('patterns/open-end')})"
# A slash written against the first point between two points ('Feb 2011/Now', '2004/ 2013', '2013/---'), never
# inside '06/2018'; '2011 / 2012' in a sentence is a season, not an entry's dates.
_RANGE_SEPARATOR = (
    r"\s*(?:-{1,2}|–|—|−|~|(?<!\s)/(?=\s?(?:[A-Za-z]|\d{4}|-{2}))|to|till|until|through|thru)\s*(?:till\s+)?"
)
_DATE_PATTERN = re.compile(
    rf"(?<![\w/.-])(?:(?:from|(?P<since>since|seit|desde|depuis))\s+)?(?P<start>{_POINT})"
    rf"(?:(?P<range>{_RANGE_SEPARATOR})(?P<end>{_POINT}|{_OPEN_END})|\s+(?P<onwards>onwards|on\s*wards|-\s*present|present|current)(?![\w-]))?"
    rf"(?![\w/])",
    re.IGNORECASE,
)
# A run of spaces where a dash was lost between two dates ('2007  Present'), common in flattened exports.
_LOST_DASH = re.compile(rf"(?<=19\d\d|20\d\d|19XX|20XX)\s{{2,}}(?=(?:{_POINT}|{_OPEN_END})\b)", re.IGNORECASE)
# Two months sharing one year ('January - May 2011', 'September-December 2007', 'Feb to Apr, 2010').
_MONTHS_OF_ONE_YEAR = re.compile(
    rf"(?<![\w/.-])(?P<first>{_MONTH})\s*(?:-|–|—|to|through|thru|until)\s*(?P<second>{_MONTH})\s*,?\s*"
    rf"(?P<year>{_YEAR})(?![\w/])",
    re.IGNORECASE,
)
# The same with the dash turned into spaces by a flattened export ('January  May 2011').
# The lookahead for a month's first letter only makes the scan of a whole flattened document cheaper.
_LOST_MONTH_DASH = re.compile(
    rf"\b(?=[adfjmnos])(?P<first>{_MONTH})\s{{2,}}(?=(?:{_MONTH})\s*,?\s*{_YEAR}\b)", re.IGNORECASE
)
_SHORT_END_YEAR = re.compile(r"[-–](\d{2})(?![\w/-]|\.\d)")
_SHORT_POINT_PARTS = r"(?:(?P<{0}_month>0?[1-9]|1[0-2])/|(?P<{0}_name>{1})\s*'?)(?P<{0}_year>\d{{2}})"
_SHORT_YEAR_RANGE = re.compile(
    r"(?<![\w/.])"
    + _SHORT_POINT_PARTS.format("start", _MONTH)
    + r"\s*(?:-|–|—|to|till|until|/(?=[A-Za-z]))\s*(?:"
    + _SHORT_POINT_PARTS.format("end", _MONTH)
    + rf"|{_OPEN_END})(?![\w/])",
    re.IGNORECASE,
)
_SHORT_YEAR_HINT = re.compile(r"(?:/|[a-z.]\s*'?)\d{2}\s*(?:-|–|—|to\b|till\b|until\b|/[A-Za-z])", re.IGNORECASE)
_DIGIT_OR_TEMPLATE_YEAR = re.compile(r"\d|XX", re.IGNORECASE)
_LOST_SINGLE_DASH = re.compile(
    rf"(?P<left>\b{_MONTH}\s*,?\s*(?:19|20)\d\d)\s+(?P<right>{_MONTH}\s*,?\s*(?:19|20)\d\d|present|current|now)\b",
    re.IGNORECASE,
)
# A range whose dash and spaces were both lost: two years, or a year and 'Present', written as one word.
_GLUED_RANGE = re.compile(
    r"(?<![\w/.+-])(?P<start>(?:19|20)\d\d)(?P<end>(?:19|20)\d\d|present|current|now)(?![\w/-]|\.\d)", re.IGNORECASE
)
_GLUED_YEARS_HINT = re.compile(r"(?:19|20)\d\d(?:19|20|p|c|n|P|C|N)")
_YEAR_THEN_WORD = re.compile(r"(?:19|20)\d\d\s+[A-Za-z]")
_DURATION = re.compile(
    r"\(?\b\d+\+?\s*(?:years?|yrs?|months?|mos?|weeks?|wks?)\b(?:\s*(?:,|and)?\s*\d+\s*(?:months?|mos?)\b)?\)?",
    re.IGNORECASE,
)
_TRAILING_DURATION = re.compile(rf"(?:^|\s)({_DURATION.pattern})\s*$", re.IGNORECASE)
_MONTH_IN_TEXT = re.compile(_MONTH, re.IGNORECASE)
_YEAR_IN_TEXT = re.compile(r"19\d\d|20[0-4]\d")
_NUMERIC_MONTH = re.compile(rf"(?:^|[/.-])(\d{{1,2}})[/.-]({_YEAR})|({_YEAR})(?:[/.-]|\s*年\s*)(\d{{1,2}})")


_MONTHS_IN_YEAR = 12


def month_number(name: str) -> int | None:
    """'Sept', 'septembre', 'März', 'dic.' -> their month's number; None for a word that is no month."""
    word = name.strip().rstrip(".")
    dotted = word + "."
    for number, pattern in enumerate(_MONTH_LINES, start=1):
        if pattern.fullmatch(word) or pattern.fullmatch(dotted):
            return number
    return None


@dataclass(frozen=True)
class DateSpan:
    """A date or a date range found in a line, with where it was found."""

    text: str
    start: int
    end: int
    start_date: str  # ISO 'YYYY' or 'YYYY-MM'; '' when the year is a template's '20XX'
    end_date: str  # ISO, 'present', or '' for a single date
    is_range: bool = False


def _day_first(text: str) -> bool:
    """'30/11/2007', '31.05.2021': a day before the month, as European dates are written."""
    leading = _LEADING_DAY_OR_MONTH.match(text)
    return leading is not None and (leading.group(2) == "." or int(leading.group(1)) > _MONTHS_IN_YEAR)


_LEADING_DAY_OR_MONTH = re.compile(r"(\d{1,2})([/.-])(\d{1,2})[/.-]")


def _iso_point(text: str, day_first: bool = False) -> str:
    """'Sept 2018' -> '2018-09'; '06/2018' -> '2018-06'; '2019' -> '2019'; unknown -> ''."""
    lowered = text.lower()
    if re.fullmatch(_OPEN_END, lowered.strip()):
        return "present"
    numeric = _NUMERIC_MONTH.search(lowered)
    if numeric:
        if numeric.group(2):
            month_text, year_text = numeric.group(1), numeric.group(2)
            # 'm/d/yyyy' has two numbers before the year; the month is the first in the US order used here, but
            # the second in the European order ('31.05.2021', '30/11/2007'; `day_first` when the range says so).
            leading = _LEADING_DAY_OR_MONTH.match(lowered)
            if leading and not (day_first or _day_first(lowered)):
                month_text = leading.group(1)
        else:
            year_text, month_text = numeric.group(3), numeric.group(4)
        month = int(month_text)
        if 1 <= month <= 12:
            return f"{year_text}-{month:02d}"
        return year_text
    year_match = _YEAR_IN_TEXT.search(lowered)
    if year_match is None:
        short = re.search(r"['’](\d{2})", lowered)
        if short is None:
            return ""
        year = f"20{short.group(1)}" if int(short.group(1)) < 50 else f"19{short.group(1)}"
    else:
        year = year_match.group(0)
    month_match = _MONTH_IN_TEXT.search(lowered)
    if month_match:
        number = month_number(month_match.group(0))
        return f"{year}-{number:02d}" if number else year
    return year


def repair_lost_dashes(text: str) -> str:
    """Put back the dash of a range whose dash a flattened export turned into spaces ('2007  Present')."""
    return _LOST_MONTH_DASH.sub(r"\g<first> – ", _LOST_DASH.sub(" – ", text))


def _glued_range(match: re.Match[str]) -> str:
    start, end = match.group("start"), match.group("end")
    if end.isdigit() and end < start:
        return match.group(0)  # '20051998' is a number, not a range running backwards
    return f"{start} – {end}"


def repair_dropped_dash(text: str) -> str:
    """Put back the dash of a range whose dash glyph extraction lost ('September 2010 August 2012',
    'January 2019 Present', '20102011', '2016Present')."""
    if _GLUED_YEARS_HINT.search(text):
        text = _GLUED_RANGE.sub(_glued_range, text)
    if not _YEAR_THEN_WORD.search(text):
        return text
    return _LOST_SINGLE_DASH.sub(r"\g<left> – \g<right>", text)


def _short_year_point(month: str, year: str) -> str:
    """'09' and '14' -> '2014-09'; 'Jul' and '12' -> '2012-07'; a two-digit year above 50 is in the 1900s."""
    century = "19" if int(year) > 50 else "20"
    number = month_number(month) if month[:1].isalpha() else int(month)
    return f"{century}{year}-{number:02d}" if number and 1 <= number <= 12 else f"{century}{year}"


def _short_year_ranges(text: str) -> list[DateSpan]:
    """Ranges written with two-digit years ('09/14-Present', 'Jul 12 to Present', '05/13-08/14'); only ranges,
    since a lone '09/14' could as well be a score or a fraction."""
    spans: list[DateSpan] = []
    for match in _SHORT_YEAR_RANGE.finditer(text):
        start_month = match.group("start_month") or match.group("start_name")
        start = _short_year_point(start_month, match.group("start_year"))
        if match.group("end_year"):
            end = _short_year_point(match.group("end_month") or match.group("end_name"), match.group("end_year"))
        else:
            end = "present"
        spans.append(DateSpan(match.group(0).strip(), match.start(), match.end(), start, end, True))
    return spans


def _months_of_one_year(text: str) -> list[DateSpan]:
    spans: list[DateSpan] = []
    for match in _MONTHS_OF_ONE_YEAR.finditer(text):
        year = match.group("year")
        start, end = _iso_point(f"{match.group('first')} {year}"), _iso_point(f"{match.group('second')} {year}")
        spans.append(DateSpan(match.group(0).strip(), match.start(), match.end(), start, end, True))
    return spans


# A year that names a product's release: after the product's word or before a service pack or a release number.
_PRODUCT_BEFORE = re.compile(
    r"(?:\b(?:Windows|SQL|Exchange)\s+Server|\b(?:MS|Microsoft)\s+(?:Office|Project|Access|Word|Excel|Visio)|"
    r"\b(?:SharePoint|Visual\s+Studio|Outlook|Windows|Dynamics|Delphi|AutoCAD|Revit|Trados|Navision)|\bCS\d?)[ \t]$"
)
_RELEASE_AFTER = re.compile(r"[ \t]+(?:R2|SP\d|Service\s+Pack)\b")


def _names_a_release(text: str, start: int, end: int) -> bool:
    return bool(_PRODUCT_BEFORE.search(text, max(0, start - 24), start) or _RELEASE_AFTER.match(text, end))


def find_dates(text: str) -> list[DateSpan]:
    """Every date or date range in `text`, left to right."""
    if not _DIGIT_OR_TEMPLATE_YEAR.search(text):
        return []  # every date has a year in digits (or a template's 'XX'); most lines have none
    return list(_find_dates(text))


@lru_cache(maxsize=4096)
def _find_dates(text: str) -> tuple[DateSpan, ...]:
    """find_dates of a text with a digit; cached, since the entry parser asks again about the same line."""
    spans: list[DateSpan] = _short_year_ranges(text) if _SHORT_YEAR_HINT.search(text) else []
    taken = [(span.start, span.end) for span in spans]
    for match in _DATE_PATTERN.finditer(text):
        if any(start < match.end() and match.start() < end for start, end in taken):
            continue
        start_text = match.group("start")
        start_iso = _iso_point(start_text)
        if not start_iso and "XX" not in start_text.upper():
            continue
        end_iso = ""
        since = match.group("since") is not None  # 'since 2017', 'seit 03/2021': a range to this day
        if match.group("end"):
            end_iso = _iso_point(match.group("end"))
            if _day_first(match.group("end")) or _day_first(start_text):
                # '01/09/2007 – 30/11/2007': one side shows the days come first, so they do on both
                start_iso, end_iso = _iso_point(start_text, day_first=True), _iso_point(match.group("end"), True)
        elif match.group("onwards") or since:
            end_iso = "present"  # 'since 2017': to this day
        is_range = bool(match.group("end") or match.group("onwards") or since)
        if not is_range and start_text.isdigit() and _names_a_release(text, match.start(), match.end()):
            continue  # 'Windows Server 2008 R2', 'Visual Studio 2019': a product's release, not a date
        end = match.end()
        short_end = None if is_range or not start_text.isdigit() else _SHORT_END_YEAR.match(text, end)
        if short_end is not None and int(short_end.group(1)) > int(start_text[2:]):
            # '1986-89': the end year written with its last two digits (later in the same century)
            end_iso, is_range, end = start_text[:2] + short_end.group(1), True, short_end.end()
        spans.append(DateSpan(text[match.start() : end].strip(), match.start(), end, start_iso, end_iso, is_range))
    if any(not span.is_range for span in spans):
        # A lone month and year may end a range whose first month shares its year ('January - May 2011').
        months = _months_of_one_year(text)
        if months:
            spans = [span for span in spans if not any(m.start <= span.start < m.end for m in months)] + months
            taken.extend((span.start, span.end) for span in months)
    return tuple(sorted(spans, key=lambda span: span.start) if taken else spans)


def strip_durations(text: str) -> str:
    """Remove computed spans such as '2 years 10 months' that some templates print under the dates."""
    return _DURATION.sub(" ", text)


def is_duration(text: str) -> bool:
    return bool(text.strip()) and not strip_durations(text).strip(" ()|,-–·")


def split_trailing_duration(text: str) -> tuple[str, str]:
    """'Built the parser  4 months' -> ('Built the parser', '4 months'): the duration a template prints in the
    column of dates, at the end of the line the extraction ran it onto; ('text', '') when the line ends otherwise."""
    match = _TRAILING_DURATION.search(text)
    if match is None:
        return text, ""
    return text[: match.start()].rstrip(), match.group(1)
