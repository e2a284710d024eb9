"""Sections of entries (jobs, degrees, projects, certificates) -> Entry records.

Lines are first joined where a bullet or a sentence wrapped, then classified as header, meta (only dates or a
place), bullet or prose. An entry starts at a header after body text, at a second date, or (in education) at a
second degree or institution. Header pieces are then told apart by vocabulary: job title against organisation,
degree against institution, in whichever order the resume wrote them.
"""

import re
from dataclasses import dataclass, field
from enum import Enum

from vitae.resume.dates import DateSpan, find_dates, is_duration, strip_durations
from vitae.resume.locations import find_location, is_known_place, is_location
from vitae.resume.model import Entry, SectionKind
from vitae.resume.text_lines import ResumeLine
from vitae.resume.vocabulary import find_degree, has_degree, is_institution, organization_score, title_score

_MINOR_WORDS = frozenset({"and", "of", "the", "in", "for", "to", "with", "on", "at", "a", "an", "or", "from", "by"})
_ABBREVIATION_END = re.compile(r"\b(?:inc|ltd|co|corp|jr|sr|llc|dr|st|pvt|no|[A-Z])\.$", re.IGNORECASE)
_BODY_LABEL = re.compile(r"^[A-Za-z][\w /&'#.-]{1,30}:\s*\S")
_BODY_LABEL_WORDS = re.compile(
    r"^(?:(?:key|main|major|roles?|and|&|/|,|\s)*(?:responsibilit(?:y|ies)|achievements?|accomplishments?|duties|"
    r"highlights|description|environment|technologies|tools|team\s+size|clients?|projects?|tasks|deliverables)"
    r"[\s/&,]*)+:?$",
    re.IGNORECASE,
)
_SENTENCE_WORDS = re.compile(r"\b(?:is|are|was|were|has|have|had|been|will|which|that|when|who|whose|where|it|its)\b")
_SEGMENT_SEPARATORS = re.compile(r"\s+[|–—-]\s+|\s*\|\s*|\s*[•·]\s*|\t| {3,}")
_AT_SEPARATOR = re.compile(r"\s+@\s+|\s+at\s+(?=[A-Z])")  # 'Engineer at Google'; not in 'University of X at Y'
_LIST_SEPARATORS = re.compile(r"\s*\|\s*|\t| {3,}")
_COMMA = re.compile(r",\s+(?![^()]*\))")
_FROM_SEPARATOR = re.compile(r"\s+from\s+(?=[A-Z])")
_ORGANIZATION_SUFFIX = re.compile(r"^(?:inc|ltd|llc|llp|plc|corp|co|gmbh|ag|pvt\.? ltd|limited|l\.l\.c)\.?$", re.I)
_ORGANIZATION_SUFFIX_WORD = re.compile(r"\b(?:inc|ltd|llc|llp|plc|corp|corporation|company|gmbh|pvt|limited)\b", re.I)
_EMPTY_BRACKETS = re.compile(r"\(\s*[-–,]?\s*\)|\[\s*[-–,]?\s*\]")
_PLACEHOLDER_VALUE = re.compile(
    r"^(?:name\s+of\s+(?:the\s+)?(?:employer|company|organi[sz]ation|institution)|employers?'?s?\s+name|"
    r"company\s+name|organi[sz]ation\s+name|position|job\s+title|title|designation|duration|period|resume|"
    r"curriculum\s+vitae|cv|company|employer|institution|university|school)$",
    re.IGNORECASE,
)
_STREET_ADDRESS = re.compile(
    r"^\d+[A-Za-z]?\s+(?:[A-Z][\w.]*\s+){1,4}(?:street|st|avenue|ave|road|rd|lane|drive|dr|blvd|way|place|court)\b",
    re.IGNORECASE,
)
_WORKED_AS = re.compile(
    r"^(?:currently\s+)?(?:work(?:ing|ed)|employed|serv(?:ing|ed))\s+as\s+(?:an?\s+)?(?P<title>[^,;]+?)\s+"
    r"(?:at|for|with|in)\s+(?P<organization>[^,;(]+?)(?=\s*[,;(]|\s+(?:from|since|during)\b|\.?$)",
    re.IGNORECASE,
)
_SENTENCE_END = (".", "!", "?", ";", ":")
_URL_ONLY = re.compile(r"^\s*(?:https?://|www\.)\S+\s*$", re.IGNORECASE)
# Entries written as labelled fields: 'Designation: Executive', 'Organization: Violet Advertisers, Phoenix'.
_FIELD_LABEL = re.compile(
    r"^(?P<label>designation|position|role|job\s+title|title|post|organi[sz]ation|company(?:\s+name)?|employer|"
    r"duration|period|tenure|dates?|degree|qualification|course|university|institute|institution|college|school|"
    r"year(?:\s+of\s+passing)?|passing\s+year|location)\s*[:\-–]\s*(?P<value>\S.*)$",
    re.IGNORECASE,
)
_FIELD_OF_LABEL = {
    "designation": "title",
    "position": "title",
    "role": "title",
    "title": "title",
    "post": "title",
    "degree": "title",
    "qualification": "title",
    "course": "title",
    "organisation": "organization",
    "organization": "organization",
    "company": "organization",
    "employer": "organization",
    "university": "organization",
    "institute": "organization",
    "institution": "organization",
    "college": "organization",
    "school": "organization",
    "location": "location",
}
_HANGING_WORDS = frozenset({"and", "or", "of", "the", "to", "with", "in", "for", "a", "an", "&", "on", "at", "by"})
_MAX_HEADER_WORDS = 14
_MAX_HEADER_LENGTH = 110


class Role(Enum):
    HEADER = "header"
    META = "meta"  # only dates, a duration or a place
    BULLET = "bullet"
    PROSE = "prose"


@dataclass
class _Line:
    source: ResumeLine
    text: str
    meta: list[str] = field(default_factory=list)  # right-column dates or places split off this line
    role: Role = Role.PROSE
    dates: list[DateSpan] = field(default_factory=list)
    labelled: str = ""  # the field a 'Designation: ...' style label names: title, organization, dates, location


@dataclass
class _Draft:
    header: list[_Line] = field(default_factory=list)
    body: list[_Line] = field(default_factory=list)
    meta: list[str] = field(default_factory=list)

    def has_dates(self) -> bool:
        return any(line.dates for line in self.header) or any(find_dates(text) for text in self.meta)

    def header_texts(self) -> list[str]:
        return [line.text for line in self.header if line.role is Role.HEADER]


def _is_meta_text(text: str, spans: list[DateSpan] | None = None) -> bool:
    remainder = strip_durations(_remove_dates(text, spans)).strip(" |,;:-–—()·•")
    return not remainder or is_location(remainder) or remainder.lower() in {"from", "to", "since", "present"}


def _remove_dates(text: str, spans: list[DateSpan] | None = None) -> str:
    for span in reversed(find_dates(text) if spans is None else spans):
        text = text[: span.start] + " " + text[span.end :]
    return text


def _split_meta_columns(line: ResumeLine) -> _Line:
    """A right-hand column of dates or a place printed on the same visual line belongs to the entry header."""
    columns = list(line.columns)
    meta: list[str] = []
    while len(columns) > 1 and (_is_meta_text(columns[-1]) or is_duration(columns[-1])):
        meta.insert(0, columns.pop())
    text = " ".join(columns) if meta else line.text
    return _Line(
        source=line, text=text, meta=[piece for piece in meta if not is_duration(piece)], dates=find_dates(text)
    )


def _ends_sentence(text: str) -> bool:
    return text.rstrip().endswith(_SENTENCE_END) and not _ABBREVIATION_END.search(text.rstrip())


def _continues(previous: _Line, line: _Line, wrap_width: int) -> bool:
    """Whether `line` is the wrapped rest of `previous` rather than a line of its own."""
    if line.source.is_bullet or line.source.block != previous.source.block:
        return False  # a new bullet, or a blank line / visual break in between
    if previous.role is Role.HEADER:
        # 'Bachelor of Science in' / 'Electronics Engineering': a header cut after a joining word goes on.
        last_word = previous.text.rstrip().split()[-1].lower() if previous.text.strip() else ""
        if not line.text or has_degree(line.text) or is_institution(line.text) or find_dates(line.text):
            return False
        return last_word in _HANGING_WORDS or previous.text.rstrip().endswith(",")
    text = line.text
    if not text:
        return True
    spans = line.dates
    if spans and (any(span.is_range for span in spans) or _is_meta_text(text, spans) or not previous.source.is_bullet):
        return False
    previous_x0, x0 = previous.source.x0, line.source.x0
    if previous.source.is_bullet and previous_x0 is not None and x0 is not None:
        return x0 > previous_x0 + 1.5 and not line.source.bold
    if text[0].islower():
        return True
    previous_text = previous.text.rstrip()
    if previous_text.endswith((",", "-", "(", "/")) or previous_text.split()[-1].lower() in _HANGING_WORDS:
        return True
    if _ends_sentence(previous_text):
        return False
    long_previous = len(previous_text) >= 0.7 * wrap_width
    return long_previous and (previous.source.is_bullet or previous.role is Role.PROSE)


def _join(previous: str, text: str) -> str:
    if previous.endswith("-") and len(previous) > 1 and previous[-2].isalpha() and text[:1].islower():
        return previous[:-1] + text
    return f"{previous} {text}"


def _title_like_ratio(text: str) -> float:
    words = [word for word in re.findall(r"[A-Za-z][A-Za-z'’.&-]*", text) if word.lower() not in _MINOR_WORDS]
    if not words:
        return 0.0
    return sum(1 for word in words if word[0].isupper()) / len(words)


def _looks_like_header(text: str, *, after_header: bool, dates: list[DateSpan] | None = None) -> bool:
    words = text.split()
    if not words or len(words) > _MAX_HEADER_WORDS or len(text) > _MAX_HEADER_LENGTH:
        return False
    if _ends_sentence(text) and not (text.rstrip().endswith(".") and (has_degree(text) or is_institution(text))):
        return False  # a sentence, or a label such as 'Responsibilities:' that opens body text
    if _BODY_LABEL.match(text) and not find_dates(text.split(":")[0]):
        return False
    if _BODY_LABEL_WORDS.match(text):
        return False  # 'Responsibilities/Achievements', 'Key Projects' head a list inside an entry
    if len(words) > 6 and _SENTENCE_WORDS.search(text):
        return False  # 'Mobile Client Technology is client technology designed for ...'
    ratio = _title_like_ratio(text)
    dates = find_dates(text) if dates is None else dates
    if any(span.is_range for span in dates) or (dates and (len(words) <= 8 or ratio >= 0.5)):
        return True
    if has_degree(text) or is_institution(text):
        return ratio >= 0.5 or len(words) <= 8
    if after_header and len(words) <= 6:
        return True
    if title_score(text) > 0 and len(words) <= 5:
        return True  # 'Associate network engineer': titles are often written in sentence case
    if title_score(text) > 0 or organization_score(text) > 0:
        return ratio >= 0.5
    return ratio >= 0.75


def _is_header_bullet(line: _Line, next_line: _Line | None) -> bool:
    """'• Google' followed by an unmarked 'Software Engineer': the bullet marks an entry, not a detail."""
    words = line.text.split()
    if len(words) > 6 or _ends_sentence(line.text) or ":" in line.text or next_line is None:
        return False
    return not next_line.source.is_bullet and _title_like_ratio(line.text) >= 0.75


def _prepare(lines: list[ResumeLine], wrap_width: int) -> list[_Line]:
    merged: list[_Line] = []
    for source in lines:
        if _URL_ONLY.match(source.text):
            continue  # a profile link repeated as a page footer ('https://www.indeed.com/r/...') splits entries
        line = _split_meta_columns(source)
        if merged and line.text and _continues(merged[-1], line, wrap_width):
            previous = merged[-1]
            previous.text = _join(previous.text, line.text)
            previous.dates = find_dates(previous.text)
            previous.meta.extend(line.meta)
            continue
        if not line.text and merged:
            merged[-1].meta.extend(line.meta)
            continue
        line.role = _initial_role(line)
        _read_field_label(line)
        merged.append(line)
    for index, line in enumerate(merged):
        next_line = merged[index + 1] if index + 1 < len(merged) else None
        if line.role is Role.BULLET and _is_header_bullet(line, next_line):
            line.role = Role.HEADER
    return merged


def _read_field_label(line: _Line) -> None:
    match = _FIELD_LABEL.match(line.text)
    if match is None or line.source.is_bullet:
        return
    label = re.sub(r"\s+", " ", match.group("label").lower())
    field_name = _FIELD_OF_LABEL.get(label.split()[0] if label.startswith(("job", "company")) else label, "dates")
    if label.startswith("job"):
        field_name = "title"
    line.labelled = field_name
    line.text = match.group("value").strip()
    line.dates = find_dates(line.text)
    line.role = Role.META if field_name in ("dates", "location") else Role.HEADER


def _initial_role(line: _Line) -> Role:
    if line.source.is_bullet:
        return Role.BULLET
    if not line.text or _is_meta_text(line.text, line.dates):
        return Role.META
    return Role.HEADER if _looks_like_header(line.text, after_header=False, dates=line.dates) else Role.PROSE


def _starts_new_entry(draft: _Draft, line: _Line, kind: SectionKind) -> bool:
    if draft.body:
        return True
    if line.labelled and any(other.labelled == line.labelled for other in draft.header):
        return True
    if line.dates and draft.has_dates():
        return True
    if kind is SectionKind.EDUCATION and line.role is Role.HEADER:
        previous = draft.header_texts()
        if is_institution(line.text):
            return any(is_institution(text) for text in previous)
        if has_degree(line.text):
            return any(has_degree(text) for text in previous)
    return False


def _segment(lines: list[_Line], kind: SectionKind) -> list[_Draft]:
    drafts: list[_Draft] = []
    dates_first: bool | None = None  # whether this section writes each entry's dates before its header
    for line in lines:
        under_header = line.role is Role.PROSE and drafts and drafts[-1].header and not drafts[-1].body
        if under_header and _looks_like_header(line.text, after_header=True, dates=line.dates):
            # A short line right under a header is still header ('oracle' under 'Associate Software Engineer').
            line.role = Role.HEADER
        if line.role in (Role.HEADER, Role.META):
            if dates_first is None:
                dates_first = bool(line.dates)
            if not drafts or _starts_new_entry(drafts[-1], line, kind):
                carried = _trailing_header(drafts[-1]) if drafts and line.dates and not dates_first else []
                drafts.append(_Draft(header=carried))
            drafts[-1].header.append(line)
        else:
            if not drafts:
                drafts.append(_Draft())
            drafts[-1].body.append(line)
        drafts[-1].meta.extend(line.meta)
    return drafts


def _trailing_header(draft: _Draft) -> list[_Line]:
    """Header lines after a draft's dates, when the next dates arrive before any body: in 'Title / Company /
    Dates / Title / Company / Dates' the second title and company open the next entry."""
    if draft.body:
        return []
    last_dated = max((index for index, line in enumerate(draft.header) if line.dates), default=-1)
    if last_dated < 0:
        return []
    trailing = draft.header[last_dated + 1 :]
    if not any(line.role is Role.HEADER for line in trailing):
        return []
    del draft.header[last_dated + 1 :]
    return trailing


def _assign_orphans(drafts: list[_Draft]) -> list[_Draft]:
    """Dates and places printed apart from their entries (a right column read after the left one) go back, in
    order, to the entries that lack them."""
    kept: list[_Draft] = []
    orphans: list[_Draft] = []
    for draft in drafts:
        if not draft.header_texts() and not draft.body and (draft.header or draft.meta):
            orphans.append(draft)
        else:
            kept.append(draft)
    undated = [draft for draft in kept if draft.header_texts() and not draft.has_dates()]
    for orphan, target in zip(orphans, undated, strict=False):
        target.meta.extend(line.text for line in orphan.header)
        target.meta.extend(orphan.meta)
    return kept


def _segments_of(text: str, kind: SectionKind) -> list[str]:
    if kind is SectionKind.CERTIFICATIONS and "," in text:
        pieces = _LIST_SEPARATORS.split(text)  # 'AWS Developer – Associate, Amazon': the dash is in the name
    else:
        pieces = _SEGMENT_SEPARATORS.split(text)
    if kind is SectionKind.EDUCATION:
        pieces = [part for piece in pieces for part in _FROM_SEPARATOR.split(piece)]
    elif kind is SectionKind.EXPERIENCE:
        pieces = [part for piece in pieces for part in _AT_SEPARATOR.split(piece)]
    segments: list[str] = []
    for piece in pieces:
        for part in _COMMA.split(piece):
            part = _strip_unbalanced(part.strip(" ,;:-–—|·•[]{}"))
            if not part:
                continue
            if segments and _ORGANIZATION_SUFFIX.match(part):
                segments[-1] = f"{segments[-1]}, {part}"
                continue
            segments.append(part)
    return segments


def _strip_unbalanced(text: str) -> str:
    """Trim brackets left over at either end without breaking 'BA (Hons)' or 'AMERICAN MEDIA INC. (AMI)'."""
    while text.startswith("(") and text.count("(") > text.count(")"):
        text = text[1:].strip()
    while text.endswith(")") and text.count(")") > text.count("("):
        text = text[:-1].strip()
    while text.endswith("(") or text.startswith(")"):
        text = text.strip("()").strip()
    if text.count("(") > text.count(")"):
        text = f"{text})"
    return text


@dataclass
class _Header:
    segments: list[str]
    locations: list[str]
    dates: list[DateSpan]
    labelled: dict[str, str] = field(default_factory=dict)


def _read_header(draft: _Draft, kind: SectionKind) -> _Header:
    segments: list[str] = []
    locations: list[str] = []
    dates: list[DateSpan] = []
    labelled: dict[str, str] = {}
    texts: list[str] = []
    for line in draft.header:
        if line.labelled in ("title", "organization"):
            value = _remove_dates(line.text)
            span = find_location(value)
            if span is not None:
                locations.append(value[span[0] : span[1]].strip(" ,"))
                value = value[: span[0]]
            labelled.setdefault(line.labelled, value.strip(" ,;-–|"))
            dates.extend(find_dates(line.text))
        elif line.labelled == "location":
            locations.append(line.text)
        else:
            texts.append(line.text)
    for text in texts + draft.meta:
        found = find_dates(text)
        dates.extend(found)
        rest = strip_durations(_remove_dates(text))
        span = find_location(rest)
        if span is not None:
            locations.append(rest[span[0] : span[1]].strip(" ,"))
            rest = rest[: span[0]] + " | " + rest[span[1] :]
        for segment in _segments_of(rest, kind):
            if is_location(segment) or is_known_place(segment):
                locations.append(segment)
            elif segment.lower() not in {"from", "to", "since", "present", "current"}:
                segments.append(segment)
    return _Header(segments=segments, locations=locations, dates=dates, labelled=labelled)


def _date_fields(dates: list[DateSpan]) -> tuple[str, str, str]:
    """(as written, ISO start, ISO end) from the dates of a header: the first range, else the first and last dates."""
    if not dates:
        return "", "", ""
    for span in dates:
        if span.is_range:
            return span.text, span.start_date, span.end_date
    if len(dates) >= 2:
        first, last = dates[0], dates[-1]
        return f"{first.text} – {last.text}", first.start_date, last.start_date
    return dates[0].text, dates[0].start_date, ""


def _pick_title_and_organization(segments: list[str]) -> tuple[str, str, list[str]]:
    if not segments:
        return "", "", []
    title_scores = [title_score(segment) for segment in segments]
    best_title = max(range(len(segments)), key=lambda index: (title_scores[index], -index))
    if title_scores[best_title] <= 0:
        organization_scores = [organization_score(segment) for segment in segments]
        best_organization = max(range(len(segments)), key=lambda index: (organization_scores[index], -index))
        if organization_scores[best_organization] > 0 and len(segments) > 1:
            others = [segment for index, segment in enumerate(segments) if index != best_organization]
            return others[0], segments[best_organization], others[1:]
        if len(segments) == 1:
            return segments[0], "", []
        return segments[0], segments[1], segments[2:]
    title = segments[best_title]
    others = [segment for index, segment in enumerate(segments) if index != best_title]
    if not others:
        return title, "", []
    # The first segment that names an organisation outright ('Qualcomm, Inc.') wins over later ones.
    strong = [segment for segment in others if organization_score(segment) >= 2 and title_score(segment) <= 0]
    organization = strong[0] if strong else others[0]
    rest = [segment for segment in others if segment is not organization]
    return title, organization, rest


def _split_degree_and_institution(segment: str) -> tuple[str, str] | None:
    """'B.E Anna University' -> ('B.E', 'Anna University'): an abbreviated degree run into the institution."""
    match = find_degree(segment)
    if match is None or match.start() != 0 or " " in match.group(0).strip():
        return None
    institution = segment[match.end() :].strip(" ,-–")
    return (match.group(0).strip(), institution) if is_institution(institution) else None


def _pick_degree_and_institution(segments: list[str]) -> tuple[str, str, list[str]]:
    institutions = [index for index, segment in enumerate(segments) if is_institution(segment)]
    # 'Higher Secondary School' names a school, not a degree: only pieces that are not institutions are degrees.
    degree_index = next(
        (index for index, segment in enumerate(segments) if has_degree(segment) and index not in institutions), None
    )
    institution_index = next((index for index in institutions if index != degree_index), None)
    if degree_index is None and institution_index is not None:
        split = _split_degree_and_institution(segments[institution_index])
        if split is not None:
            segments = [*segments[:institution_index], *split, *segments[institution_index + 1 :]]
            degree_index, institution_index = institution_index, institution_index + 1
    used = {index for index in (degree_index, institution_index) if index is not None}
    rest = [segment for index, segment in enumerate(segments) if index not in used]
    degree = segments[degree_index] if degree_index is not None else ""
    institution = segments[institution_index] if institution_index is not None else ""
    if not degree and rest and (len(rest[0].split()) >= 2 and _is_study_area(rest[0]) or not institution):
        degree = rest.pop(0)
    if not institution and rest:
        institution = rest.pop(0)
    degree_match = find_degree(degree) if degree else None
    if degree_match is not None and rest and degree_match.group(0) == degree.strip() and _is_study_area(rest[0]):
        # 'PhD' with 'Computer Science' beside it: the area of study belongs with the degree.
        degree = f"{degree} in {rest.pop(0)}"
    return degree, institution, rest


def _is_study_area(text: str) -> bool:
    """'Computer Science' beside a bare degree; not a grade, a board, a place or a link."""
    words = text.split()
    if not words or len(words) > 6 or any(character.isdigit() for character in text) or "/" in text:
        return False
    if is_institution(text) or _ORGANIZATION_SUFFIX_WORD.search(text) or is_location(text) or has_degree(text):
        return False
    return _title_like_ratio(text) >= 0.5


def _body_fields(body: list[_Line]) -> tuple[str, list[str]]:
    bullets = [line.text for line in body if line.role is Role.BULLET]
    prose = [line.text for line in body if line.role is not Role.BULLET]
    return "\n".join(prose), bullets


def _entry_from_draft(draft: _Draft, kind: SectionKind) -> Entry:
    header = _read_header(draft, kind)
    dates_text, start_date, end_date = _date_fields(header.dates)
    if kind is SectionKind.EDUCATION:
        title, organization, _ = _pick_degree_and_institution(header.segments)
    elif kind is SectionKind.EXPERIENCE:
        title, organization, _ = _pick_title_and_organization(header.segments)
    else:
        title = header.segments[0] if header.segments else ""
        organization = header.segments[1] if len(header.segments) > 1 else ""
    if header.labelled:
        title = header.labelled.get("title", title)
        organization = header.labelled.get("organization", organization if organization != title else "")
    title, organization = _clean_value(title), _clean_value(organization)
    description, bullets = _body_fields(draft.body)
    return Entry(
        title=title,
        organization=organization,
        dates=dates_text,
        start_date=start_date,
        end_date=end_date,
        location=header.locations[0] if header.locations else "",
        description=description,
        bullets=bullets,
    )


def _clean_value(text: str) -> str:
    """A title or an organisation without the leftovers of removed dates ('( )') and without placeholders
    ('Name of Employer') or fragments that cannot be one ('Inc.', '90 Washington Street')."""
    text = _EMPTY_BRACKETS.sub(" ", text)
    text = re.sub(r"\s+", " ", text).strip(" .,;:-–—|/")
    if text.count("(") > text.count(")"):
        text = text.replace("(", "").strip()
    if not text or _PLACEHOLDER_VALUE.match(text) or _ORGANIZATION_SUFFIX.match(text) or _STREET_ADDRESS.match(text):
        return ""
    return text


def _split_label(text: str) -> tuple[str, str]:
    """'QuantSoftware Toolkit: Open source Python library' -> ('QuantSoftware Toolkit', 'Open source ...')."""
    for separator in (": ", " – ", " — ", " - "):
        head, found, tail = text.partition(separator)
        if found and 0 < len(head.split()) <= 8:
            return head.strip(), tail.strip()
    return (text, "") if len(text.split()) <= 12 else ("", text)


def _entries_from_lines(lines: list[_Line], kind: SectionKind) -> list[Entry]:
    """Projects or certificates written one per line, without headers."""
    entries: list[Entry] = []
    for line in lines:
        spans = find_dates(line.text)
        rest = _remove_dates(line.text).strip(" ,;|()-–—")
        dates_text, start_date, end_date = _date_fields(spans)
        organization = description = ""
        if kind is SectionKind.CERTIFICATIONS:
            parts = _segments_of(rest, kind)
            title, organization = (parts[0], ", ".join(parts[1:])) if parts else (rest, "")
        else:
            title, description = _split_label(re.sub(r"\s{2,}", " ", rest))
        entries.append(
            Entry(
                title=title,
                organization=organization,
                dates=dates_text,
                start_date=start_date,
                end_date=end_date,
                description=description,
            )
        )
    return entries


def _entry_from_sentence(line: _Line) -> Entry | None:
    """'Working as Sr. Java programmer for Acme Solutions Ltd., Pune, from April 2010 to till date.'"""
    match = _WORKED_AS.match(line.text)
    if match is None:
        return None
    dates_text, start_date, end_date = _date_fields(line.dates)
    return Entry(
        title=match.group("title").strip(),
        organization=match.group("organization").strip(" ."),
        dates=dates_text,
        start_date=start_date,
        end_date=end_date,
        description=line.text,
    )


def _is_plausible(draft: _Draft, kind: SectionKind) -> bool:
    """Whether a header really opens an entry: a degree or an institution in education; a date, a job title or an
    organisation in work. Anything else is a line of the previous entry that looked like a header."""
    texts = draft.header_texts()
    if not texts:
        return False
    if kind is SectionKind.EDUCATION:
        return any(has_degree(text) or is_institution(text) for text in texts)
    if kind is SectionKind.EXPERIENCE:
        if draft.has_dates():
            return True
        return any(title_score(text) > 0 or organization_score(text) > 0 for text in texts)
    return True


def parse_entries(lines: list[ResumeLine], kind: SectionKind, wrap_width: int) -> list[Entry]:
    prepared = _prepare(lines, wrap_width)
    if not prepared:
        return []
    if kind is SectionKind.CERTIFICATIONS and not any(line.role is Role.BULLET for line in prepared):
        return _entries_from_lines(prepared, kind)
    drafts = _assign_orphans(_segment(prepared, kind))
    headed = [draft for draft in drafts if draft.header_texts()]
    if not headed:
        if kind is SectionKind.EXPERIENCE:
            sentences = [entry for line in prepared if (entry := _entry_from_sentence(line)) is not None]
            if sentences:
                return sentences
        if kind in (SectionKind.PROJECTS, SectionKind.CERTIFICATIONS):
            return _entries_from_lines([line for line in prepared if line.role is not Role.META], kind)
    entries: list[Entry] = []
    for draft in drafts:
        if not _is_plausible(draft, kind):
            draft.header = []
        if not draft.header_texts():
            if entries and draft.body:
                previous = entries[-1]
                description, bullets = _body_fields(draft.body)
                entries[-1] = previous.model_copy(
                    update={
                        "bullets": previous.bullets + bullets,
                        "description": "\n".join(part for part in (previous.description, description) if part),
                    }
                )
                continue
            if not draft.body:
                continue
        entries.append(_entry_from_draft(draft, kind))
    return [entry for entry in entries if entry.title or entry.organization or entry.bullets or entry.description]
