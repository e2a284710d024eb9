"""Education entries settled after grouping: notes joined to their degree, fields taken from 'Major:' notes,
double degrees split, degrees and institutions written apart joined, and degrees read out of prose.
"""

import re

from vitae.resume.dates import DateSpan, find_dates
from vitae.resume.degree_mentions import find_degree_phrases, is_field_label, opening_degree
from vitae.resume.entry_fields import date_fields
from vitae.resume.entry_lines import joined_prose, remove_dates
from vitae.resume.entry_roles import settle_education_roles
from vitae.resume.institution_mentions import (
    find_institutions,
    is_field_word,
    opening_institution,
    split_field_and_institution,
)
from vitae.resume.model import Entry
from vitae.resume.vocabulary import has_degree, is_institution


def _join_notes(entries: list[Entry]) -> list[Entry]:
    """'Concentration: Geology' / 'GPA: 3.6' under a degree, left with neither degree, institution nor dates once
    the entry's roles are settled: notes of the entry above, not an entry of their own."""
    joined: list[Entry] = []
    for entry in entries:
        if joined and not (entry.title or entry.organization or entry.dates):
            previous = joined[-1]
            joined[-1] = previous.model_copy(
                update={
                    "description": joined_prose(previous.description, entry.description),
                    "bullets": previous.bullets + entry.bullets,
                }
            )
            continue
        joined.append(entry)
    return joined


# A degree named without its field: 'Bachelor of Science', "Master's Degree", 'B.A.', 'BSc'.
_BARE_DEGREE = re.compile(
    r"(?i:(?:bachelor|master|associate)(?:['’]?s)?(?:\s+degree)?(?:\s+of\s+(?:applied\s+|fine\s+)?(?:arts|science)"
    r"(?:\s+degree)?)?)"
    r"|[BMA]\.?[^\S\n]?(?:A|S|Sc|SC)\.?"
)
# The major written as a note under its degree: 'Major: Marketing', 'Majoring in Biology', 'Majors: History'.
_MAJOR_NOTE = re.compile(r"(?:Majors?|Majoring|MAJORS?)(?:[^\S\n]*:[^\S\n]*|[^\S\n]+(?:in|IN)[^\S\n]+)(?P<field>.+)")
# Without a major, the concentration of a degree is its field ('MBA' / 'Concentration: Finance').
_CONCENTRATION_NOTE = re.compile(
    r"(?:Concentration|CONCENTRATION|Speciali[sz]ation|SPECIALI[SZ]ATION)(?:[^\S\n]*:[^\S\n]*|[^\S\n]+(?:in|IN)"
    r"[^\S\n]+)(?P<field>.+)"
)


def _major_of(entry: Entry) -> str:
    """The field of the entry's first major note, as its degree phrase reads it ('Major: Marketing' -> 'Marketing'),
    else that of its first concentration."""
    notes = [
        phrases[0]
        for text in [*entry.description.split("\n"), *entry.bullets]
        if (phrases := find_degree_phrases(text)) and text.lstrip(" •·-*").startswith(phrases[0])
    ]
    for pattern in (_MAJOR_NOTE, _CONCENTRATION_NOTE):
        for note in notes:
            if (found := pattern.fullmatch(note)) is not None:
                return found.group("field")
    return ""


def _is_bare_degree(title: str) -> bool:
    """'Bachelor of Science', 'B.A.', 'MBA': a degree without its field."""
    return _BARE_DEGREE.fullmatch(title) is not None or (" " not in title and find_degree_phrases(title) == [title])


def _fields_from_notes(entries: list[Entry]) -> list[Entry]:
    """'Bachelor of Science' / 'Major: Elementary Education': the major noted under a degree written without its
    field is the degree's field ('Bachelor of Science in Elementary Education'); the note stays in the
    description. A minor or a concentration stays a note only."""
    fielded: list[Entry] = []
    for entry in entries:
        major = _major_of(entry) if _is_bare_degree(entry.title.strip()) else ""
        fielded.append(entry.model_copy(update={"title": f"{entry.title.strip()} in {major}"}) if major else entry)
    return fielded


# What may stand between two degrees written as one title: 'BCA, MBA', 'Bachelor of Laws/Bachelor of Arts'.
_BETWEEN_DEGREES = re.compile(r"(?i)\s*(?:[,/&+;|]|\band\b)\s*")


def _degrees_of_title(title: str) -> list[str]:
    """The degrees a title is made of, when it is two or more of them and nothing else ('BCA, MBA'); else []."""
    phrases = find_degree_phrases(title)
    if len(phrases) < 2 or any(is_field_label(phrase) for phrase in phrases):
        return []
    position = 0
    slashed = False
    for index, phrase in enumerate(phrases):
        start = title.find(phrase, position)
        if (
            start < 0
            or (index and not _BETWEEN_DEGREES.fullmatch(title[position:start]))
            or (not index and title[:start].strip())
        ):
            return []
        slashed = slashed or "/" in title[position:start]
        position = start + len(phrase)
    if slashed and any(" " not in phrase for phrase in phrases):
        return []  # 'B.S./M.S. in Physics', 'PGDM/MBA': a field the two share, or one program under two names
    return phrases if not title[position:].strip(" .,") else []


def _split_double_degrees(entries: list[Entry]) -> list[Entry]:
    """'BCA, MBA' / 'Lakeview College', 'Bachelor of Laws/Bachelor of Arts': two degrees written as one title are
    two entries at the same institution, the first keeping the description and bullets."""
    split: list[Entry] = []
    for entry in entries:
        degrees = _degrees_of_title(entry.title)
        if not degrees:
            split.append(entry)
            continue
        split.append(entry.model_copy(update={"title": degrees[0]}))
        split.extend(
            entry.model_copy(update={"title": degree, "description": "", "bullets": []}) for degree in degrees[1:]
        )
    return split


def _join_degrees_and_institutions(entries: list[Entry]) -> list[Entry]:
    """'Lakeview University, 2012' / (a line of another column) / 'Bachelor of Science in Physics': an institution
    without a degree next to a degree without an institution is one entry, when at most one of them is dated."""
    joined: list[Entry] = []
    for entry in entries:
        previous = joined[-1] if joined else None
        if previous is not None and not (previous.dates and entry.dates) and not (previous.bullets or entry.bullets):
            institution_first = previous.organization and not previous.title and entry.title and not entry.organization
            degree_first = previous.title and not previous.organization and entry.organization and not entry.title
            if institution_first or degree_first:
                dated = previous if previous.dates else entry
                joined[-1] = previous.model_copy(
                    update={
                        "title": previous.title or entry.title,
                        "organization": previous.organization or entry.organization,
                        "dates": dated.dates,
                        "start_date": dated.start_date,
                        "end_date": dated.end_date,
                        "location": previous.location or entry.location,
                        "description": joined_prose(previous.description, entry.description),
                    }
                )
                continue
        joined.append(entry)
    return joined


# What may stand between a degree and the institution it was taken at: 'MBA, Lakeview University', 'B.A. from ...'.
_BEFORE_INSTITUTION = re.compile(r"[\s,;:–(-]*(?:(?:from|at|with)\s+)?(?:[Tt]he\s+)?")


def _degrees_of_opening_prose(entries: list[Entry]) -> list[Entry]:
    """Prose opening an education section above its first header ('Lakeview Law School: J.D. degree, 1995 ...'), read
    as an entry with neither degree nor institution: the entries of the degrees it names, the first taking its
    dates, the last its bullets."""
    if not entries or entries[0].title or entries[0].organization or not entries[0].description:
        return entries
    opening = entries[0]
    texts = opening.description.split("\n")
    phrases = find_degree_phrases(texts[0])
    if not phrases or not _opens_with_degree(texts[0], texts[0].find(phrases[0])):
        return entries  # an objective or a note that names a degree on its way
    degrees = _degrees_in_prose(texts)
    if not degrees:
        return entries
    if not degrees[0].dates:
        dates = {"dates": opening.dates, "start_date": opening.start_date, "end_date": opening.end_date}
        degrees[0] = degrees[0].model_copy(update=dates)
    degrees[-1] = degrees[-1].model_copy(update={"bullets": opening.bullets})
    return [*degrees, *entries[1:]]


# A degree named by its field ('an Arts degree', 'a Law graduate'): the degree of an entry named again.
_NAMED_BY_FIELD = re.compile(r"^(?!(?:Bachelor|Master|Associate|Doctor|BACHELOR|MASTER))\S.*\s(?:degree|graduate)$")


_MOST_WORDS_AFTER_INSTITUTION = 3


def _opens_with_degree(text: str, position: int) -> bool:
    """Whether a line of prose opens with the degree at `position`: nothing but dates before it, or an institution
    and its place ('Lakeview Law School, Dover: J.D. degree ...')."""
    before = remove_dates(text[:position]).strip(" ,;:–|-")
    if not before:
        return True
    named = find_institutions(before)
    return bool(named) and len(before.split(named[-1])[-1].split()) <= _MOST_WORDS_AFTER_INSTITUTION


def _degrees_in_prose(texts: list[str]) -> list[Entry]:
    """An education section written as prose only ('2012 PhD in Physics, Lakeview University Thesis: ... 2008 MSc in
    Physics, Lakeview University', a single-spaced resume): an entry for each degree it names, with the text from
    that degree to the next as its description. Its institution is the one written right after it, or, when the
    line opens with an institution before its first degree, the last one written before it (that of the degree
    before when none is)."""
    entries: list[Entry] = []
    for text in texts:
        phrases = [
            phrase
            for phrase in find_degree_phrases(text)
            if not (is_field_label(phrase) or _NAMED_BY_FIELD.match(phrase))
        ]
        spans: list[tuple[int, int]] = []
        for phrase in phrases:
            start = text.find(phrase, spans[-1][1] if spans else 0)
            if start >= 0:
                spans.append((start, start + len(phrase)))
        if not spans:
            entries.extend(_line_without_degree(text, entries))
            continue
        institution_first = bool(find_institutions(text[: spans[0][0]]))
        for index, (start, end) in enumerate(spans):
            following = spans[index + 1][0] if index + 1 < len(spans) else len(text)
            if institution_first:
                named = find_institutions(text[spans[index - 1][1] if index else 0 : start])
                institution = named[-1] if named else entries[-1].organization
            else:
                after = text[end:following]
                gap = _BEFORE_INSTITUTION.match(after)
                rest = after[gap.end() :] if gap is not None else after
                institution = opening_institution(rest)
            dates = _dates_of_degree(text, spans, index, following, institution_first=institution_first)
            dates_text, start_date, end_date = date_fields(dates)
            entries.append(
                Entry(
                    title=text[start:end],
                    organization=institution,
                    dates=dates_text,
                    start_date=start_date,
                    end_date=end_date,
                    description=text[start:following].strip(),
                )
            )
    return entries


def _line_without_degree(text: str, entries: list[Entry]) -> list[Entry]:
    """A line of the prose naming no degree the reader knows ('A.S. General Studies, Harbor College, 2016'): an
    entry of its own when it opens with an institution or names one after a short degree, else more of the
    description of the degree before; never lost."""
    named = find_institutions(text)
    if named and len(text[: text.find(named[0])].split()) <= _MOST_WORDS_BEFORE_INSTITUTION:
        dates_text, start_date, end_date = date_fields(find_dates(text)[:1])
        return [
            Entry(
                title=text[: text.find(named[0])].strip(" ,;:–|-"),
                organization=named[0],
                dates=dates_text,
                start_date=start_date,
                end_date=end_date,
                description=text.strip(),
            )
        ]
    if entries:
        entries[-1] = entries[-1].model_copy(update={"description": joined_prose(entries[-1].description, text)})
    return []


_MOST_WORDS_BEFORE_INSTITUTION = 4


# What may stand between a degree and its dates written before it ('2012 PhD', '1999 – 2003: B.A.', '2002: completed').
_BEFORE_DEGREE = re.compile(r"[\s:,;–-]*(?:(?:completed|awarded|earned|received)\s+)?", re.IGNORECASE)


def _dates_of_degree(
    text: str, degrees: list[tuple[int, int]], index: int, following: int, *, institution_first: bool
) -> list[DateSpan]:
    """The dates of one of the degrees a line of prose names. Where each institution comes first, the last dates
    between the degree before and this one ('2011 Lakeview University, Dover MSc in Physics'). Else those written
    right before each degree when the line writes them so before its first ('2012 PhD in Physics ... 2008 MSc in
    Physics'), or the first after the degree and before the next ('MSc in Physics, Lakeview University, 2008')."""
    spans = find_dates(text)
    if institution_first:
        opening = degrees[index - 1][1] if index else 0
        return [span for span in spans if opening <= span.start and span.end <= degrees[index][0]][-1:]

    def right_before(position: int) -> list[DateSpan]:
        return [span for span in spans if span.end <= position and _BEFORE_DEGREE.fullmatch(text[span.end : position])]

    if right_before(degrees[0][0]):
        return right_before(degrees[index][0])[-1:]
    return [span for span in spans if degrees[index][1] <= span.start < following][:1]


def _settled_education(entry: Entry) -> Entry:
    """An education entry with its degree and institution told apart (settle_education_roles), and a degree or its
    field run into the institution's name on one line given back to the degree."""
    return _field_cut_from_institution(_degree_cut_from_institution(settle_education_roles(entry)))


# The first word of a degree's field, never of an institution's name: 'of Science in Physics Lakeview University'.
_FIELD_OPENING = re.compile(r"(?:of|in|OF|IN)\s")


def _degree_cut_from_institution(entry: Entry) -> Entry:
    """'Bachelor' / 'of Science in Physics Lakeview University': a degree run into its institution on one line (a
    single-spaced resume) cut after its first word is read again, the degree up to the institution's name."""
    if not entry.title or not _FIELD_OPENING.match(entry.organization):
        return entry
    split = split_field_and_institution(f"{entry.title} {entry.organization}")
    if split is None or not has_degree(split[0]):
        return entry
    institution = opening_institution(split[1])
    if not institution:
        return entry
    return entry.model_copy(update={"title": split[0].rstrip(" ,;-–"), "organization": institution})


# An institution's keyword that opens its name and is a name with what follows ('University of Lakeview'); a
# 'School of ...' or 'College of ...' after a field word may be that field's school ('Business School of Lakeview').
_UNIVERSITY_OF = re.compile(r"(?:Universit(?:y|ies)|UNIVERSIT(?:Y|IES))\s+(?:of|OF)\s")
_ARTICLE = re.compile(r"^(?:The|THE)\s+")


def _field_cut_from_institution(entry: Entry) -> Entry:
    """'M.A.' / '(Economics) The Lakeview University', 'BSc' / 'Physics University of Lakeview': the field of a
    degree written without one, run into the name of its institution (a single-spaced resume runs its lines on),
    goes back to the degree."""
    if not entry.title or not _is_bare_degree(entry.title.strip()):
        return entry
    split = split_field_and_institution(entry.organization)
    if split is None:
        return entry
    field, name = split
    if not all(is_field_word(word) for word in field.split()):
        return entry
    if not (_UNIVERSITY_OF.match(name) or not is_institution(name.split()[0])):
        return entry  # 'Business School of Lakeview', 'Engineering College': the field names the institution
    institution = opening_institution(_ARTICLE.sub("", name))
    if not institution:
        return entry
    title = f"{entry.title.strip()} {field}" if field.startswith("(") else f"{entry.title.strip()}, {field}"
    return entry.model_copy(update={"title": title, "organization": institution})


def _header_run_into_description(entries: list[Entry]) -> list[Entry]:
    """'Bachelor of Arts' / 'Westfield College, Dover, DE Major: Biology ...' read as prose (a single-spaced resume
    runs the header's last line on into the next): the institution the first line of a degree's description opens
    with is the degree's, and the degree the first line of an institution's description opens with is the
    institution's ('Lakeview University' / 'MBA with a focus on Finance, 2001 ...'), when the entry has none."""
    settled: list[Entry] = []
    for entry in entries:
        first = " ".join(entry.description.split("\n", 1)[0].split())
        if first and entry.title and not entry.organization:
            if institution := opening_institution(first):
                entry = entry.model_copy(update={"organization": institution})
        elif first and entry.organization and not entry.title and (degree := opening_degree(first)):
            entry = entry.model_copy(update={"title": degree})
        settled.append(entry)
    return settled


def _says_something(entry: Entry) -> bool:
    """Not a table's row of column names ('Degree  Institute  Year'), emptied once its words were found to name
    nothing."""
    return any((entry.title, entry.organization, entry.dates, entry.location, entry.description, entry.bullets))


def settle_education_entries(entries: list[Entry]) -> list[Entry]:
    settled = [_settled_education(entry) for entry in _degrees_of_opening_prose(entries)]
    settled = [entry for entry in settled if _says_something(entry)]
    return _split_double_degrees(
        _fields_from_notes(_join_notes(_header_run_into_description(_join_degrees_and_institutions(settled))))
    )


def education_from_prose(texts: list[str]) -> list[Entry]:
    """The degrees of an education section written as prose, one entry each."""
    return _split_double_degrees(_degrees_in_prose(texts))
