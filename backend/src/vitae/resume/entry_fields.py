"""Entry header -> fields: the pieces of a header told apart by vocabulary (job title against organisation, in
whichever order the resume wrote them), with its places and dates. Degree against institution is read in
education_fields."""

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from vitae.resume.cjk import CJK
from vitae.resume.dates import DateSpan, find_dates, month_number, strip_durations
from vitae.resume.entry_lines import EntryLine, remove_dates, title_like_ratio
from vitae.resume.entry_roles import is_employer_name, names_field_of_study, names_terms_of_job, reads_as_title
from vitae.resume.locations import find_location, is_known_place, is_location, is_region
from vitae.resume.model import SectionKind
from vitae.resume.role_evidence import ENDS_IN_LEGAL_FORM, PERSON_WORD, title_evidence
from vitae.resume.rules import RuleTable
from vitae.resume.vocabulary import (
    LEGAL_FORMS,
    has_degree,
    is_institution,
    names_a_function,
    organization_score,
    reads_as_post,
    title_score,
)

# A dash or a bar with spaces around it: ' - ', ' — ', ' | ', ' -- '.
SPACED_DASH_OR_BAR = r"\s+(?:[|–—-]|--)\s+"
# A space after a Chinese or Japanese character separates the parts of a header ('阿里巴巴集团 Java开发工程师'):
# those scripts put no space between the words of one part.
_SEGMENT_SEPARATORS = re.compile(rf"{SPACED_DASH_OR_BAR}|\s*\|\s*|\s*[•·;]\s*|\t| {{3,}}|(?<=[{CJK}])\s+")

# 'Trail Guide- Lakeside County Parks', 'Harbor Language Centre- Riverton': a dash written against the word before
# it and apart from the capitalised word after it separates two pieces, as a spaced dash does; 'Co-op' has no space.
# A long dash closed up on both sides ('Harbor Rowing Association—Treasurer') separates as well.
_CLOSING_DASH = re.compile(r"(?<=[a-z.)])(?:[-–—]\s+|—)(?=[A-Z])")

# 'Engineer at Google', 'Instructor: Acme Centre'; not in 'University of X at Y'.
_AT_SEPARATOR = re.compile(r"\s+@\s+|\s+at\s+(?:the\s+)?(?=[A-Z])|:\s+(?=[A-Z])")

_LIST_SEPARATORS = re.compile(r"\s*\|\s*|\t| {3,}")

_COMMA = re.compile(r",\s+(?![^()]*\))")

_FROM_SEPARATOR = re.compile(r"\s+from\s+(?:the\s+)?(?=[A-Z])")  # "BA from the University of X"

# 'Co' and 'AG' are legal forms only as a piece of their own after a comma, as a word they are too often something else.
ORGANIZATION_SUFFIX = re.compile(rf"^(?:{LEGAL_FORMS}|co|ag)\.?$", re.IGNORECASE)

_LIST_NUMBER = re.compile(r"^\d[.)]?\s+(?=[A-Z])")

_BRACKETED_NOTE = re.compile(r"\s+\([^()]*\)$")

_OF_OR_AT = re.compile(r"\s(?:of|at|for|to|in|with|via)\s|[,/@(]|-\s", re.IGNORECASE)

_TITLE_BEFORE_EMPLOYER = re.compile(r"\s(?:at|@|/)\s", re.IGNORECASE)

_WEBSITE = re.compile(r"^(?:https?://)?(?:www\.)?([\w-]+)\.(?:com|net|org|io|co|ai)(?:\.[a-z]{2})?(?:/\S*)?$", re.I)
_NOT_LETTER_OR_DIGIT = re.compile(r"[^a-z0-9]")

_ABBREVIATION = re.compile(r"\b(?:inc|ltd|co|corp|jr|sr|llc|bros|pvt|st|[A-Z])\.$", re.IGNORECASE)
# Brackets the dates were read out of: empty, or with only what joined the dates left ('(1999 to )').
_EMPTY_BRACKETS = re.compile(r"\(\s*(?:[-–,]|to|till|until)?\s*\)|\[\s*(?:[-–,]|to|till|until)?\s*\]")
_EMPTY_BRACKETS_BEFORE_NAME = re.compile(rf"\s*(?:{_EMPTY_BRACKETS.pattern})\s+(?=[A-Z]|[a-z]+[A-Z])")  # also 'iHarbor'

_SURNAME = re.compile(r"[A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)?")
_LAST_PARTNERS = re.compile(r"[A-Z][a-z'’]+\s+&\s+[A-Z][a-z'’]+")

# A part of a university that employs people: 'Office of Admissions', 'Department of Physics', 'Career Center'.
_UNIT = re.compile(
    r"^(?:the\s+)?(?:office|department|dept\.?|division|library|laboratory)\s+of\b|"
    r"\b(?:office|department|dept\.?|division|cent(?:er|re)|library|program(?:me)?|laboratory|lab|section|services)$",
    re.IGNORECASE,
)

_SHOPPING_PLACE = re.compile(r"\b(?:mall|shopping\s+(?:cent(?:er|re)|arcade|plaza))$", re.IGNORECASE)

# The last word of an employer's name that says it is a place people work in, not a field ('Social Media').
_PLACE_OF_BUSINESS = re.compile(
    r"\b(?:store|shop|restaurant|caf[eé]|hotel|bakery|cent(?:er|re)|school|academy|hospital|clinic|bank|company|"
    r"inc\.?|ltd\.?|llc|corp\.?|corporation|firm|agency|library|church|museum|salon|pharmacy|supermarket)$",
    re.IGNORECASE,
)
# A house number and a street's name ('410 Elm'): the employer's address, not its name.
_HOUSE_NUMBER_AND_STREET = re.compile(r"^\d{1,5}\s+[A-Z][a-z]+$")
_HOUSE_NUMBER_AND_NAME = re.compile(r"^\d{3,5}\s+[A-Z][a-z]+$")  # three digits: a firm's name may open with two

_PLACEHOLDER_VALUE = re.compile(
    r"^(?:name\s+of\s+(?:the\s+)?(?:employer|company|organi[sz]ation|institution|college|school|university)|"
    r"employers?'?s?\s+name|company\s+name|organi[sz]ation\s+name|position|job\s+title|title|designation|duration|"
    r"period|resume|curriculum\s+vitae|cv|company|employer|institution|university|school|location|place|city|"
    r"city,?\s+(?:state|st)|name|x{3,})$",  # 'XXXXXX': a name blanked out
    re.IGNORECASE,
)

FORM_LABELS = re.compile(
    r"^(?:course|cgpa|gpa|grade|percentage|marks|period|duration|year|name\b.*|stream|specialization|subject|"
    r"university|institute|board|class|division|result|status)$",
    re.IGNORECASE,
)

_DIGIT = re.compile(r"\d")

_EMPTY_PLACE = re.compile(r"^[^-–—|]+\s[-–—]\s*$")

_STREET_ADDRESS = re.compile(
    r"^\d+[A-Za-z]?\s+(?:(?:[A-Z]|\d+(?:st|nd|rd|th)\b)[\w.]*\s+){1,4}"  # '12 W. 31st St.': an ordinal names the street
    r"(?:street|st|avenue|ave|road|rd|lane|drive|dr|blvd|way|place|court)\b",
    re.IGNORECASE,
)


def _split_at_closing_dash(piece: str) -> list[str]:
    """Two short names either side of the dash ('Trail Guide- Lakeside Co.'); a longer phrase is a sentence's."""
    parts = _CLOSING_DASH.split(piece)
    if len(parts) == 1 or any(len(part.split()) > _MOST_DASHED_PIECE_WORDS for part in parts):
        return [piece]
    return parts


_MOST_DASHED_PIECE_WORDS = 6


def segments_of(text: str, kind: SectionKind) -> list[str]:
    if kind is SectionKind.CERTIFICATIONS and "," in text:
        pieces = _LIST_SEPARATORS.split(text)  # 'AWS Developer – Associate, Amazon': the dash is in the name
    else:
        pieces = _SEGMENT_SEPARATORS.split(text)
    if kind is SectionKind.EDUCATION:
        pieces = [part for piece in pieces for part in _FROM_SEPARATOR.split(piece)]
        pieces = [part for piece in pieces for part in _split_institution_label(piece)]
    elif kind is SectionKind.EXPERIENCE:
        pieces = [part for piece in pieces for part in _without_activity(_AT_SEPARATOR.split(piece))]
        pieces = [part for piece in pieces for part in _split_at_closing_dash(piece)]
    segments: list[str] = []
    for piece in pieces:
        for part in _join_partners(_COMMA.split(piece)):
            part = _strip_unbalanced(part.strip(" ,;:-–—|·•[]{}/"))
            if not part or (kind is SectionKind.EDUCATION and not any(character.isalnum() for character in part)):
                continue  # in education, also the full stop left of 'Bombay, India.' once the place is read
            legal_form = _BRACKETED_NOTE.sub("", part)
            if segments and ORGANIZATION_SUFFIX.match(legal_form):
                # 'Inc. (now Fabrikam, Inc.)': the legal form joins the name; the note about the firm is left out
                segments[-1] = f"{segments[-1]}, {legal_form}"
                continue
            segments.append(part)
    return segments


# 'Consulting at', 'Contracting for': what the person did at the client named next, no employer's name.
_ACTIVITY = re.compile(r"^(?:[A-Z][a-z]+ing|[A-Z]+ING)$")


def _without_activity(parts: list[str]) -> list[str]:
    """'Acme Systems, Consulting at Harbor Mutual' -> 'Acme Systems,', 'Harbor Mutual': the activity before the
    client is left out."""
    if len(parts) < 2 or _ACTIVITY.match(parts[0].strip().rsplit(", ", 1)[-1]) is None:
        return parts
    head = parts[0].strip()
    kept = head.rsplit(", ", 1)[0] if ", " in head else ""
    return [kept, *parts[1:]] if kept else parts[1:]


def _join_partners(parts: list[str]) -> list[str]:
    """'Marsh, Tolland & Reeve, PA' -> 'Marsh, Tolland & Reeve', 'PA': a firm named by its partners' surnames, the
    last two joined by '&', is one name although commas separate it."""
    run = 0
    while run < len(parts) - 1 and _is_partner(parts[run]):
        run += 1
    if run == 0 or not _LAST_PARTNERS.fullmatch(parts[run].strip()) or title_score(parts[run]) > 0:
        return parts
    return [", ".join(part.strip() for part in parts[: run + 1]), *parts[run + 1 :]]


def _is_partner(part: str) -> bool:
    word = part.strip()
    return (
        bool(_SURNAME.fullmatch(word))
        and title_score(word) <= 0
        and organization_score(word) <= 0
        and not (is_known_place(word))
    )


def _split_institution_label(piece: str) -> list[str]:
    """'State University: BSc in Physics' -> the institution and the degree or field it labels ('Major: Biology'
    stays)."""
    head, colon, tail = piece.partition(": ")
    if colon and is_institution(head) != is_institution(tail) and has_degree(head) != has_degree(tail):
        return [head, tail]
    if colon and is_institution(head) and not is_institution(tail) and names_field_of_study(tail):
        return [head, tail]  # 'Stanford University: Sociology, 1986'
    field, dash, name = piece.partition("—")
    if dash and is_institution(name) and not is_institution(field) and names_field_of_study(field.strip()):
        return [field.strip(), name.strip()]  # 'Finance/Accounting—Harbor State University'
    return [piece]


def _strip_unbalanced(text: str) -> str:
    """Trim brackets left over at either end without breaking 'BA (Hons)' or 'HARBOR MEDIA INC. (HMI)'."""
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
class EntryHeader:
    segments: list[str]
    locations: list[str]
    dates: list[DateSpan]
    labelled: dict[str, str] = field(default_factory=dict)
    placed: list[str] = field(default_factory=list)  # segments written right before a place: 'Microsoft - Redmond'


# The rest of a place cut at an abbreviation's full stop ('Co. Kerry', 'St. Albans') when nothing follows it.
_ABBREVIATED_PLACE_END = re.compile(r"(?<=\b[A-Z][a-z])\.\s*[A-Z][a-z]+\s*$")
# What is left of a header's dates once they are taken out ('Summer 2012 and 2013' leaves 'and'): no field's value.
_DATE_WORDS = frozenset({"from", "to", "since", "present", "current", "and", "&", "or", "till", "until", "through"})


def read_header(header: list[EntryLine], meta: list[str], kind: SectionKind) -> EntryHeader:
    """Split header lines into pieces (title, organisation...), places and dates."""
    segments: list[str] = []
    locations: list[str] = []
    dates: list[DateSpan] = []
    labelled: dict[str, str] = {}
    texts: list[str] = []
    for line in header:
        if line.labelled in ("title", "organization"):
            value = remove_dates(line.text)
            span = find_location(value)
            if span is not None:
                locations.append(value[span[0] : span[1]].strip(" ,"))
                value = value[: span[0]]
            value = value.strip(" ,;-–|")
            if line.labelled == "organization":
                # 'Company: Northwind Corporation - Northwind Regional Help Center (NRHC)': the employer comes first.
                value = next(iter(segments_of(value, kind)), value)
            labelled.setdefault(line.labelled, value)
            dates.extend(line.dates)
        elif line.labelled == "location":
            locations.append(line.text)
        else:
            texts.append(line.text)
    placed: list[str] = []
    named_by_first_line = kind is SectionKind.EXPERIENCE and _opens_with_employer_then_title(tuple(texts[:3]), kind)
    for number, text in enumerate(texts + meta):
        # 'Northwind - Dover, DE -' as a job board exports it: the employer's line, whatever is above it.
        team_line = named_by_first_line and number > 0 and not text.rstrip().endswith((" -", " –"))
        found = find_dates(text)
        dates.extend(found)
        # 'Acme, Inc. (2005)' less its year; 'SALES DIRECTOR (3/04 to Present) Acme': the year parted two pieces.
        rest = _EMPTY_BRACKETS.sub("", _part_title_from_name(strip_durations(remove_dates(text))))
        span = _place_from_word_start(rest, find_location(rest))
        opens_with_place = False
        if span is not None and (abbreviated := _ABBREVIATED_PLACE_END.match(rest, span[1])) is not None:
            span = (span[0], abbreviated.end())  # 'Ballyvane, Co. Kerry': the place read as far as 'Co' goes on
        if span is not None:
            locations.append(rest[span[0] : span[1]].strip(" ,"))
            before = segments_of(rest[: span[0]], kind)
            opens_with_place = not before
            # 'PricewaterhouseCoopers' over 'Denver, Colorado': a place on a line of its own follows its employer.
            # A numbered detail is not ('Camp Larkspur, Grades 2-6, Dayton, OH'): the name before it is.
            named = [segment for segment in before if not _DIGIT.search(segment) and title_score(segment) <= 0]
            numbered = bool(before) and _DIGIT.search(before[-1]) is not None
            if not team_line:
                placed.extend(named[:1] if numbered and named else before[-1:] if before else segments[-1:])
            rest = rest[: span[0]] + " | " + rest[span[1] :]
        elif _EMPTY_PLACE.search(rest):
            placed.extend(segments_of(rest, kind)[-1:])  # 'Microsoft -': an export that left the place out
        if kind is SectionKind.EXPERIENCE and (employer := _employer_after_team(rest)):
            placed.append(employer)  # 'Senior Engineer, Payments — Stripe': the team, then the employer
        previous = ""
        for index, segment in enumerate(segments_of(rest, kind)):
            if (
                (is_location(segment) or is_known_place(segment)) and not _opens_with_degree(segment, index, kind)
            ) or _names_campus(segment, previous, kind):
                locations.append(segment)
                if previous and opens_with_place and _may_name_town(previous):
                    segments.pop()  # 'Dayton, OH; Lyon, France': a list of places, the town of the next one
                elif previous and _names_town_before_state(previous, segment, segments):
                    # 'Harbor Optics, Lake of the Pines, CA': the town the place lists did not know, its employer
                    # before it.
                    segments.pop()
                    locations[-1] = f"{previous}, {segment}"
                    placed.append(segments[-1])
                elif previous and not team_line:
                    # 'Stripe — Senior Engineer' over 'Payments Platform · Dublin': the team, not the employer
                    placed.append(previous)
                previous = ""
            elif kind is SectionKind.EXPERIENCE and (named_place := _name_with_place_in_brackets(segment)):
                segments.append(named_place[0])  # 'Stripe (Dublin)': the employer, its town in brackets
                locations.append(named_place[1])
                placed[:] = [piece for piece in placed if piece != segment] + [named_place[0]]
                previous = ""
            elif segment.lower() not in _DATE_WORDS:
                segments.append(segment)
                previous = segment
    return EntryHeader(segments=segments, locations=locations, dates=dates, labelled=labelled, placed=placed)


_STRONG_SEPARATOR = re.compile(rf"{SPACED_DASH_OR_BAR}|\s*\|\s*|\s+@\s+|\s+at\s+(?=[A-Z])")


def _employer_after_team(text: str) -> str:
    """'Senior Software Engineer, Payments — Stripe', 'Engineer II, Growth @ Duolingo': a title and its team joined
    by a comma, then after a dash, a bar or 'at' the employer; '' when the line is not so written."""
    parts = [part for part in _STRONG_SEPARATOR.split(text) if part.strip(" ,")]
    if len(parts) < 2:  # a title's part and the employer's
        return ""
    head = _COMMA.split(parts[0].strip(" ,"))
    if len(head) != 2 or not reads_as_post(head[0]):
        return ""
    team = head[1].strip()
    if organization_score(team) > 0 or title_score(team) > 0 or _names_place(team) or _DIGIT.search(team):
        return ""
    pieces = segments_of(parts[1], SectionKind.EXPERIENCE)
    employer = pieces[0] if pieces else ""
    if not employer or title_score(employer) > 0 or _names_place(employer) or names_a_function(employer):
        return ""
    return employer if is_employer_name(employer) and not names_terms_of_job(employer) else ""


_PLACE_IN_BRACKETS = re.compile(r"^(?P<name>[^()]*[^\s(])\s+\((?P<place>[A-Z][^()]*)\)$")


def _name_with_place_in_brackets(segment: str) -> tuple[str, str] | None:
    """'Intercom (Dublin)', 'Workday (Remote)': a name, not a job title, with its town in brackets. Before a
    country ('Padua (Italy)') the name may be the town itself."""
    match = _PLACE_IN_BRACKETS.match(segment)
    if match is None or title_score(match.group("name")) > 0:
        return None
    place = match.group("place")
    town = (is_location(place) or is_known_place(place)) and not is_region(place)
    return (match.group("name"), place) if town else None


@lru_cache(maxsize=1024)  # asked again of the same lines as a section's entries are read twice
def _opens_with_employer_then_title(texts: tuple[str, ...], kind: SectionKind) -> bool:
    """'Stripe — Senior Software Engineer', or 'Shopify' over 'Senior Developer, Checkout': a first header line that
    names the employer, then the job title. The name after the title or on a line under it, before a place, is
    then the team or office ('Payments Platform · Dublin'); after a title ('Senior Engineer — Payments' over
    'Stripe, Dublin') the name beside the place is the employer."""
    pieces = segments_of(remove_dates(texts[0]), kind) if texts else []
    if len(pieces) == 1 and len(texts) > 1:
        following = segments_of(remove_dates(texts[1]), kind)
        if len(following) != 2:
            return False
        if is_location(following[1]) or is_known_place(following[1]):
            # 'STRIPE' over 'Payments Platform · Dublin' over 'Senior Engineer · 2019 – 2021': the title follows
            third = segments_of(remove_dates(texts[2]), kind) if len(texts) > 2 else []
            if not third or title_score(following[0]) > 0:
                return False
            following = third
        pieces.append(following[0])  # 'Shopify' over 'Senior Developer, Checkout': the team beside the title
    return (
        len(pieces) == 2
        and title_score(pieces[0]) <= 0
        and is_employer_name(pieces[0])
        and not (is_location(pieces[0]) or is_known_place(pieces[0]))
        and reads_as_post(pieces[1])  # 'Software Engineer' is no firm
    )


def _place_from_word_start(text: str, span: tuple[int, int] | None) -> tuple[int, int] | None:
    """'iHeartMedia, New York': a place read from inside a word ('HeartMedia, New York') starts after the comma
    that ends the word's name, or is none."""
    if span is None or span[0] == 0 or not text[span[0] - 1].isalpha():
        return span
    comma = text.find(",", span[0], span[1])
    return (comma + 1, span[1]) if comma >= 0 and text[comma + 1 : span[1]].strip() else None


# A town's name with a joining word ('Lake in the Hills', 'Isle of Palms'), which the place lists do not read.
_TOWN_WITH_JOINER = re.compile(r"^[A-Z][a-z]+(?:\s+(?:of|in|the|on|upon)\b)+(?:\s+[A-Z][a-z]+){1,2}$")
_STATE_CODE = re.compile(r"^[A-Z]{2}$")


def _names_town_before_state(previous: str, segment: str, segments: list[str]) -> bool:
    """'Harbor Optics, Lake in the Hills, IL': between an employer and a state's code, a name with a joining word
    is the town. After a job title or a department it is the employer ('Planner, City of Dayton, OH')."""
    return (
        _STATE_CODE.match(segment) is not None
        and _TOWN_WITH_JOINER.match(previous) is not None
        and len(segments) >= 2
        and segments[-1] is previous
        and title_score(segments[-2]) <= 0
        and not _UNIT.search(segments[-2])  # 'Parks Department, City of Dayton, OH': a part of the town's staff
        and organization_score(previous) <= 0
    )


def _may_name_town(segment: str) -> bool:
    """One or two words with nothing of an employer or a job ('Lyon'; not 'Harbor Labs')."""
    return len(segment.split()) <= 2 and organization_score(segment) <= 0 and title_score(segment) <= 0


def _part_title_from_name(text: str) -> str:
    """'SALES DIRECTOR ( ) Acme, Austin, TX' once its dates are read: the title before the emptied brackets and
    the name after them are two pieces."""
    match = _EMPTY_BRACKETS_BEFORE_NAME.search(text)
    if match is None or title_score(text[: match.start()]) <= 0:
        return text
    return f"{text[: match.start()]} | {text[match.end() :]}"


def _names_campus(segment: str, previous: str, kind: SectionKind) -> bool:
    """'University of California, Santa Barbara': a short capitalised piece after an institution is its campus or
    town, unless its words name a field of study."""
    return (
        kind is SectionKind.EDUCATION
        and is_institution(previous)
        and len(segment.split()) <= 3
        and segment[:1].isupper()
        and not any(character.isdigit() for character in segment)
        and not (is_institution(segment) or has_degree(segment) or names_field_of_study(segment))
        and not _FIELD_NAME_ENDING.search(segment)
        and not FORM_LABELS.match(segment)
        and title_like_ratio(segment) == 1
    )


_FIELD_NAME_ENDING = re.compile(r"(?:ics|ogy)$")  # 'Linguistics', 'Biology': a field, never a campus or a town


def _opens_with_degree(segment: str, index: int, kind: SectionKind) -> bool:
    """'MS., Indian Institute of Technology': a degree opening an education line is no state code, even when
    written as one ('MS', 'MA')."""
    return kind is SectionKind.EDUCATION and index == 0 and has_degree(segment)


def date_fields(dates: Sequence[DateSpan]) -> tuple[str, str, str]:
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


def pick_title_and_organization(segments: list[str], placed: list[str] | None = None) -> tuple[str, str, list[str]]:
    """(title, organisation, other segments). A segment written right before a place ('Microsoft - Redmond, WA')
    is the employer unless its words say it is a job title: titles are not followed by a place."""
    title, organization, rest = _pick_title_and_organization(segments, placed)
    if title and not organization:
        title, organization = _split_title_and_employer(title)
    if title and not organization:
        title, organization = _split_at_change_of_case(title)
    elif organization and not title:
        title, organization = _split_title_before_employer(organization)
    return title, organization, rest


def _split_at_change_of_case(text: str) -> tuple[str, str]:
    """'NIGHT CASHIER Harbor Books & Music', 'KESTREL DATA WORKS Senior Developer (Contract)': a job title and an
    employer run into one piece, one of them in capitals and the other not. The title side reads as a title, the
    other side has no word of a title and names an employer; the side in capitals holds two words or more."""
    words = text.split()
    for cut in range(1, len(words)):
        head, tail = words[:cut], words[cut:]
        if not (_in_capitals(head) and _in_lower_case_run(tail)) and not (
            _in_capitals(tail) and _in_lower_case_run(head)
        ):
            continue
        for title_words, employer_words in ((head, tail), (tail, head)):
            title, employer = " ".join(title_words), " ".join(employer_words)
            if (
                len(employer_words) >= 2
                and (reads_as_title(title) or (title_score(title) > 0 and _names_person(title_words[-1])))
                and not any(title_score(word) > 0 for word in employer_words)
                and is_employer_name(employer)
                and not names_a_function(employer)
            ):
                return title, employer
    return text, ""


def _names_person(word: str) -> bool:
    """'MANAGER', 'Co-Ordinator/System Tester': the last word of a title, for the person who does the job."""
    last = word.split("/")[-1].strip("(),.")
    return title_score(last) > 0 and PERSON_WORD.search(last) is not None


def _in_capitals(words: list[str]) -> bool:
    """Words all in capitals, two with letters or more ('ACME DATA', 'SALES & SUPPORT')."""
    lettered = [word for word in words if any(character.isalpha() for character in word)]
    return len(lettered) >= 2 and all(word.isupper() for word in lettered)


def _in_lower_case_run(words: list[str]) -> bool:
    """Words each with a letter in lower case, but for signs and words in brackets ('Developer (Contract)', '(PT)')."""
    lettered = [word for word in words if any(character.isalpha() for character in word) and word[:1] != "("]
    return bool(lettered) and all(any(character.islower() for character in word) for word in lettered)


def _split_title_before_employer(text: str) -> tuple[str, str]:
    """'Research Assistant Lakeside University', 'IT Assistant The Verona Group': a job title run into the employer
    that was read as the employer, cut after the first word for a person ('Assistant') that leaves an employer's
    name and no job word after it. A name that reads only as an employer stays whole."""
    split_title, split_employer = _split_title_and_employer(text)
    if split_employer:
        return split_title, split_employer
    words = text.split()
    for cut in range(1, len(words) - 1):
        title_words, employer_words = words[:cut], words[cut:]
        employer = " ".join(employer_words)
        if (
            title_score(title_words[-1]) > 0
            and PERSON_WORD.search(title_words[-1])
            and employer_words[0][:1].isupper()
            and not any(title_score(word) > 0 for word in employer_words)
            and organization_score(employer) >= 2
        ):
            if employer_words[0].lower() in _JOINING_TO_EMPLOYER and len(employer_words) > 1:
                employer = " ".join(employer_words[1:])  # 'REPRESENTATIVE FOR HARBOR AID': the word between goes
            return " ".join(title_words), employer
    return "", text


_JOINING_TO_EMPLOYER = frozenset({"for", "at", "with", "of"})


def _split_title_and_employer(text: str) -> tuple[str, str]:
    """'Head Teacher Lakeside Early Learning Center' or 'Corner Books store Sales Assistant': a job title and an
    employer written as one piece, told apart where the words of the one end and those of the other begin. The
    title ends in a word for a person ('Teacher', 'Assistant'), the employer is two words or more and ends in a word
    for a place of work ('Center', 'store'): 'Social Media Manager' stays a title."""
    words = text.split()
    for cut in range(1, len(words)):
        head, tail = words[:cut], words[cut:]
        for title_words, employer_words in ((head, tail), (tail, head)):
            if _is_title_words(title_words) and _is_employer_words(employer_words, len(title_words)):
                return " ".join(title_words), " ".join(employer_words)
    return text, ""


# A word that ends the name of a business ('Bakery', 'Limited'), no word of a job title.
_NAMES_A_BUSINESS = re.compile(rf"{_PLACE_OF_BUSINESS.pattern}|^(?:{LEGAL_FORMS})\.?$", re.IGNORECASE)


def _is_title_words(words: list[str]) -> bool:
    """'Head Teacher', 'Software Design Engineer': a word for a person last, and before it words of a title or
    capitalised words that name no organisation ('Software', 'Design')."""
    return (
        title_score(words[-1]) > 0
        and PERSON_WORD.search(words[-1]) is not None
        and all(title_score(word) > 0 or (word[:1].isupper() and not _NAMES_A_BUSINESS.search(word)) for word in words)
    )


def _is_employer_words(words: list[str], title_words: int) -> bool:
    """Two words or more, none of a title, ending in a word for a place of work or a legal form, or any employer's
    name beside a title of two words or more ('Larkfield Borough Housing Trust Legal Intern'): a title of one
    word may be the end of a longer one ('Social Media Manager')."""
    phrase = " ".join(words)
    return (
        len(words) >= 2
        and words[0][:1].isupper()
        and words[0].lower() not in _JOINING_TO_EMPLOYER  # 'FOR HARBOR RELIEF TRUST': the joining word goes first
        and not any(title_score(word) > 0 for word in words)
        and (
            _PLACE_OF_BUSINESS.search(phrase) is not None
            or ENDS_IN_LEGAL_FORM.search(phrase) is not None
            or (
                title_words >= 2
                and organization_score(phrase) >= 2
                and is_employer_name(phrase)
                and not names_a_function(phrase)
            )
        )
    )


Fields = tuple[str, str, list[str]]  # (title, organisation, the other pieces)


@dataclass
class _Pieces:
    """The pieces of one job header, and what the rules of `_fields` ask of them, each worked out once."""

    segments: list[str]
    placed: list[str]  # pieces written right before a place

    @cached_property
    def placed_organizations(self) -> list[str]:
        """Pieces before a place that are no title, no address and no form's label ('Location: Dayton, OH')."""
        return [
            segment
            for segment in self.placed
            if _job_title_score(segment) <= 0 and not _is_address(segment) and not _PLACEHOLDER_VALUE.match(segment)
        ]

    @cached_property
    def best_title(self) -> int | None:
        """The piece that reads most as a job title, or None when none does. A title in capitals wins over one in
        lower case ('programming manager', the wrapped end of a sentence above)."""
        scores = [_job_title_score(segment) for segment in self.segments]
        best = max(
            range(len(self.segments)),
            key=lambda index: (scores[index] > 0, not self.segments[index][:1].islower(), scores[index], -index),
        )
        return best if scores[best] > 0 else None

    @cached_property
    def organization_named(self) -> bool:
        """A piece names an organisation by its words or is written before a place. (A town with its state's code,
        'Stockton CA', reads as an acronym's name: it is a place.)"""
        return bool(self.placed_organizations) or any(map(self._organization_score, self.segments))

    def _organization_score(self, segment: str) -> float:
        return 0.0 if _names_place(segment) else organization_score(segment)

    @property
    def second(self) -> str:
        return self.segments[1] if len(self.segments) > 1 else ""

    @cached_property
    def employer_without_title(self) -> tuple[str, list[str], list[str]]:
        """With no title among the pieces: the employer (with its unit, or the shop in a mall), the pieces it took,
        and the others."""
        scores = [self._organization_score(segment) for segment in self.segments]
        best = max(range(len(self.segments)), key=lambda index: (scores[index], -index))
        if scores[best] <= 0:
            best = self.segments.index(self.placed_organizations[0])
        organization, used = _employer_with_unit(_shop_in_mall(self.segments[best], self.segments), self.segments)
        others = [
            segment for segment in self.segments if not _taken(segment, used) and not _SHOPPING_PLACE.search(segment)
        ]
        return organization, used, others

    @cached_property
    def beside_title(self) -> list[str]:
        """The pieces other than the title."""
        return [segment for index, segment in enumerate(self.segments) if index != self.best_title]

    @cached_property
    def strong_employers(self) -> list[str]:
        """Pieces beside the title that name an organisation outright ('Qualcomm, Inc.'), by its web address, its
        words or a place after it, the first first. A sentence of the body that reached the header ('Led the effort
        to open the Regional Service Desk') may have an organisation's words without naming one."""
        others = self.beside_title
        strong = [
            segment
            for segment in others
            if organization_score(segment) >= 2
            and _job_title_score(segment) <= 0
            and is_employer_name(segment)
            and not _is_address(segment)  # '1200 University': a street named for an institution
        ]
        strong += [segment for segment in self.placed_organizations if segment in others and segment not in strong]
        return _named_by_website(others) + strong

    @cached_property
    def fallback_employer(self) -> str:
        """With no piece that names an organisation outright, the first piece beside the title that can be an
        employer: a second title is none ('Technician / Support Desk / Acme Australia'), nor are the terms of the
        job ('Cashier, part-time, Corner Books'); a team's name before the employer and its town is passed by."""
        others = self.beside_title
        employers = [segment for segment in others if not reads_as_title(segment) and is_employer_name(segment)]
        named = [segment for segment in others if not names_terms_of_job(segment)]
        first = named[0] if named and _job_title_score(named[0]) <= 0 else others[0]
        fallback = employers[0] if employers and reads_as_title(first) else first
        assert self.best_title is not None
        if not self.strong_employers and _team_before_employer_and_town(
            self.segments[self.best_title + 1 : self.best_title + 4]
        ):
            fallback = self.segments[
                self.best_title + 2
            ]  # 'Engineer, Search, Zentrik, Brookfield.': team, employer, town
        return fallback


# Which piece of a job's header is its title, which its employer: the first rule that answers decides. The rules
# without a title come first, then those with one; the last always answers.


def _nothing_to_read(pieces: _Pieces) -> Fields | None:
    """No pieces: no fields."""
    return ("", "", []) if not pieces.segments else None


def _no_title_nor_employer_named(pieces: _Pieces) -> bool:
    return pieces.best_title is None and not pieces.organization_named


def _firm_before_its_town(pieces: _Pieces) -> Fields | None:
    """'Corner Bakery, Stockton CA': with no word of a title or an organisation, a name before a place is the firm."""
    if _no_title_nor_employer_named(pieces) and _names_place(pieces.second) and not has_degree(pieces.segments[0]):
        return "", pieces.segments[0], pieces.segments[1:]
    return None


def _employer_before_terms_of_job(pieces: _Pieces) -> Fields | None:
    """'Acme Robotics · Full-time' over the posts held there: a name before the terms of the job is the employer."""
    if _no_title_nor_employer_named(pieces) and _names_employer_with_terms(pieces.segments[0], pieces.second):
        return "", pieces.segments[0], pieces.segments[1:]
    return None


def _no_employer_beside(pieces: _Pieces) -> Fields | None:
    """'Master of Science / Marine Biology', 'Tour Guide / Iceland': beside a degree, or before a place or a numbered
    detail, the first piece names the job and no employer is named."""
    if _no_title_nor_employer_named(pieces) and _names_no_employer(pieces.segments[0], pieces.second):
        return pieces.segments[0], "", pieces.segments[1:]
    return None


def _employer_then_title_by_evidence(pieces: _Pieces) -> Fields | None:
    """'Kestrel Dynamics | Night Porter': with no word of a title or an organisation in either of the first two
    pieces, the second is the title when the weighed cues (role_evidence: a last word for a person, the length,
    capitals) say so clearly more than of the first."""
    if not _no_title_nor_employer_named(pieces) or not pieces.second:
        return None
    first, second = pieces.segments[0], pieces.second
    if title_evidence(second) - title_evidence(first) > _CLEAR_DIFFERENCE:
        return second, first, pieces.segments[2:]
    return None


_CLEAR_DIFFERENCE = 1.0  # log-odds


def _title_then_employer_by_order(pieces: _Pieces) -> Fields | None:
    """With no word of a title or an organisation in any piece, the first is the title and the second the employer,
    as most headers write them."""
    if _no_title_nor_employer_named(pieces):
        return pieces.segments[0], pieces.second, pieces.segments[2:]
    return None


def _employer_alone(pieces: _Pieces) -> Fields | None:
    """One piece, naming an organisation and no title: the employer."""
    if pieces.best_title is None and len(pieces.segments) == 1:
        return "", pieces.segments[0], []
    return None


def _employer_and_its_town(pieces: _Pieces) -> Fields | None:
    """'Harbor Law Centre - Dunmore': with no title, the piece after the employer is its town (see
    `_names_town_after`), unless the employer's place was read already."""
    if pieces.best_title is not None:
        return None
    organization, used, others = pieces.employer_without_title
    if others and organization not in pieces.placed and _names_town_after(others[0], used[-1], pieces.segments):
        return "", organization, others
    return None


def _employer_and_the_piece_beside_it(pieces: _Pieces) -> Fields | None:
    """With no piece that reads as a title, the one that names an organisation is the employer and the first other
    piece the title."""
    if pieces.best_title is not None:
        return None
    organization, _, others = pieces.employer_without_title
    return (others[0] if others else ""), organization, others[1:]


def _title_alone(pieces: _Pieces) -> Fields | None:
    """One piece, a job title: no employer named."""
    if pieces.best_title is not None and not pieces.beside_title:
        return pieces.segments[pieces.best_title], "", []
    return None


def _title_beside_no_employer(pieces: _Pieces) -> Fields | None:
    """'Tutor / Certificate of Education', 'Paralegal / 410 Elm': beside the title, a degree or an address and no
    employer's name ('JD.com' is one)."""
    if pieces.best_title is None or pieces.strong_employers:
        return None
    fallback = pieces.fallback_employer
    if (has_degree(fallback) and not _WEBSITE.match(fallback)) or _is_address(fallback):
        return pieces.segments[pieces.best_title], "", pieces.beside_title
    return None


def _title_and_employer(pieces: _Pieces) -> Fields | None:
    """The title, and the first piece that names an organisation outright, else the first that can be an employer
    (see `_Pieces.strong_employers`, `_Pieces.fallback_employer`)."""
    assert pieces.best_title is not None  # every header without a title is read by a rule above
    others = pieces.beside_title
    chosen = pieces.strong_employers[0] if pieces.strong_employers else pieces.fallback_employer
    organization, used = _employer_with_unit(_shop_in_mall(chosen, others), others)
    return (
        pieces.segments[pieces.best_title],
        organization,
        [segment for segment in others if not _taken(segment, used)],
    )


_fields: RuleTable[[_Pieces], Fields] = RuleTable(
    "title and employer",
    [
        _nothing_to_read,
        _firm_before_its_town,
        _employer_before_terms_of_job,
        _no_employer_beside,
        _employer_then_title_by_evidence,
        _title_then_employer_by_order,
        _employer_alone,
        _employer_and_its_town,
        _employer_and_the_piece_beside_it,
        _title_alone,
        _title_beside_no_employer,
        _title_and_employer,
    ],
    default=("", "", []),
    subject=lambda pieces: " | ".join(pieces.segments),
)


def _pick_title_and_organization(segments: list[str], placed: list[str] | None = None) -> Fields:
    return _fields(_Pieces(segments, placed or []))


_LOWER_CASE_RUN = re.compile(r"[a-z]{2}")
_TEAM = re.compile(r"\b(?:team|group|unit|squad|desk)$", re.IGNORECASE)


def _team_before_employer_and_town(others: list[str]) -> bool:
    """'Search, Zentrik, Brookfield.' after the job title: a team or department named in one word, the employer, then
    a town the place lists may not know. Of two names before the town, the one next to it is the employer, unless it
    names a function itself ('Acme, Payments Team, Brookfield')."""
    if len(others) < 3 or len(others[0].split()) != 1:
        return False
    team, employer, town = others[0], others[1], others[2].strip(" .,")
    return (
        _TOWN_NAME.match(town) is not None
        and _LOWER_CASE_RUN.search(town) is not None  # not initials ('M.D.')
        and _WORK_WORD_ENDING.search(town) is None
        and organization_score(town) <= 0
        and organization_score(team) <= 0
        and not team.isupper()
        and employer[:1].isupper()
        and is_employer_name(employer)
        and not reads_as_title(employer)
        and not names_a_function(employer)
        and not _UNIT.search(employer)
        and not _TEAM.search(employer)
        and not _is_address(employer)
        and not _names_place(employer)
    )


# A town's name: one to three capitalised words ('Dunmore', 'Example City', 'Ashby CA', 'B.C. Canada').
_TOWN_NAME = re.compile(r"^[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2}$")
# A word for work or for who does it ('Dishwasher', 'Waitress', 'Housekeeping', 'Millwright'), which no town's name
# ends in although the word lists do not know it as a title.
_WORK_WORD_ENDING = re.compile(r"(?:er|or|ist|ant|ent|ian|ee|ess|ing|ion|hand|man|wright|smith)$", re.IGNORECASE)


def _names_town_after(segment: str, organization: str, segments: list[str]) -> bool:
    """'Harbor Law Centre, Dunmore': a name with no job's word right after the employer's is the town it is in
    (one the place lists do not know), not a job title, unless the employer's place was read already
    ('Harbor Learning Center, Dayton, OH, Classroom Aide')."""
    index = next((index for index, piece in enumerate(segments) if piece is organization), -1)
    name = segment.strip(" .,")
    return (
        0 <= index < len(segments) - 1
        and not _DIGIT.search(organization)  # 'HTML5(CSS), Tailwind': a list of skills, not an employer and its town
        and segments[index + 1] is segment
        and _TOWN_NAME.match(name) is not None
        and _WORK_WORD_ENDING.search(name) is None
        and (_names_place(name) or organization_score(name) <= 0)  # 'Ashby CA' spells an initialism too
        and not name.isupper()
        and not _UNIT.search(name)  # 'Harbor Society, Advocacy Programme': a part of the employer
    )


# A town and a state's code written without a comma ('Stockton CA').
_TOWN_AND_STATE = re.compile(r"^[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?P<state>[A-Z]{2})$")


def _names_place(segment: str) -> bool:
    town_and_state = _TOWN_AND_STATE.match(segment)
    return (
        is_location(segment)
        or is_known_place(segment)
        or (
            town_and_state is not None
            and is_region(town_and_state.group("state"))
            # 'Schelde Bouw NV', 'Helvetic Informatik SA': a firm's legal form that spells a state's or region's code
            and not ORGANIZATION_SUFFIX.match(town_and_state.group("state"))
        )
    )


def _names_employer_with_terms(first: str, second: str) -> bool:
    """'Acme Robotics · Full-time': a name that is no job title and no degree, with the terms of the job after it
    as a profile site exports them, is the employer's."""
    return (
        names_terms_of_job(second)
        and month_number(second.split()[0]) is None  # 'Januar', 'october': its month, no terms
        and not has_degree(first)
        and is_employer_name(first)
        and PERSON_WORD.search(first.split()[-1]) is None  # an unknown title ends in the one who does the job
    )


def _names_no_employer(first: str, second: str) -> bool:
    """'Master of Science / Marine Biology', 'Pre-Algebra / Grade 7', 'Tour Guide / Iceland': two pieces of a
    header with no word of a title or of an organisation are a job and its employer only when the first is no
    degree and the second no place or numbered detail."""
    return has_degree(first) or _names_place(second) or _DIGIT.search(second) is not None


def _is_address(segment: str) -> bool:
    """A street address, or a social handle ('@northwindfoods'): where the employer is found, not its name."""
    return (
        segment.startswith("@")
        or _HOUSE_NUMBER_AND_STREET.match(segment) is not None
        or _STREET_ADDRESS.match(segment) is not None
    )


def _shop_in_mall(organization: str, segments: list[str]) -> str:
    """'Sales Associate, Corner Books, Westfield Mall': the shop written before the mall it stands in employs."""
    index = next((index for index, segment in enumerate(segments) if segment is organization), -1)
    if index <= 0 or not _SHOPPING_PLACE.search(organization):
        return organization
    shop = segments[index - 1]
    if _job_title_score(shop) > 0 or is_location(shop) or is_known_place(shop) or _DIGIT.search(shop):
        return organization
    return shop


def _employer_with_unit(organization: str, segments: list[str]) -> tuple[str, list[str]]:
    """The employer's name with the unit written beside it ('Office of Admissions, Lakeside University'), in the
    order written, and the segments it took."""
    unit = _unit_beside(organization, segments)
    if not unit:
        return organization, [organization]
    first, second = sorted((organization, unit), key=segments.index)
    joined = f"{first}, {second}"
    if not is_employer_name(joined):
        # 'Child Welfare Program, Lakeside University Hospital & Clinics': too long for one name; the institution is
        # the employer.
        return (organization if is_institution(organization) else unit), [organization, unit]
    return joined, [organization, unit]


def _taken(segment: str, used: list[str]) -> bool:
    """By identity: a second piece with the same words ('Sales', 'Sales') is another piece."""
    return any(segment is taken for taken in used)


def _unit_beside(organization: str, segments: list[str]) -> str:
    """'Office of Admissions, Lakeside University' or 'Lakeside University, Career Center': the office,
    department or programme of a university written beside it is part of the employer's name, not a place or a
    second employer."""
    index = next((index for index, segment in enumerate(segments) if segment is organization), -1)
    if index < 0:
        return ""
    for neighbour in segments[max(0, index - 1) : index] + segments[index + 1 : index + 2]:
        if (
            is_location(neighbour)
            or is_known_place(neighbour)
            or has_degree(neighbour)
            or _job_title_score(neighbour) > 0
        ):
            continue
        if is_institution(organization) and _UNIT.search(neighbour) and not is_institution(neighbour):
            return neighbour
        if is_institution(neighbour) and _UNIT.search(organization) and not is_institution(organization):
            return neighbour
        if _names_unit_of(organization, neighbour) and segments.index(neighbour) > index:
            return neighbour  # 'Property Department, Harlow & Co': a firm's department, then the firm
    return ""


def _names_unit_of(unit: str, firm: str) -> bool:
    """'Property Department' before 'Harlow & Co': a department named by its function, then a firm's name."""
    return (
        _UNIT.search(unit) is not None
        and not is_institution(unit)
        and _UNIT.search(firm) is None
        and organization_score(firm) >= 2
        and is_employer_name(firm)
    )


def _named_by_website(segments: list[str]) -> list[str]:
    """'Tinder' beside 'tinder.com': the piece whose letters spell the website's name is the employer."""
    sites = [match.group(1).lower().replace("-", "") for segment in segments if (match := _WEBSITE.match(segment))]
    return [
        segment
        for segment in segments
        if sites and _NOT_LETTER_OR_DIGIT.sub("", segment.lower()) in sites and not _is_address(segment)
    ]


def _job_title_score(segment: str) -> float:
    """A name that ends in a legal form ('Acme Technical Services, Inc.') is a company's, whatever its words, unless
    a title is written before it ('Intern / Acme Labs Ltd', 'Consultant at acme, inc.')."""
    if ENDS_IN_LEGAL_FORM.search(segment) and not _TITLE_BEFORE_EMPLOYER.search(segment):
        return 0.0
    words = segment.split()
    if len(words) > 1 and organization_score(words[-1]) >= 2 and not _OF_OR_AT.search(segment):
        return 0.0  # 'Systems Engineering Department', 'Acme Engineering Firm'; not 'Head of Department'
    return title_score(segment)


# 'Harbor Robotics [http://www.harbor.example]': the employer's web address, written after its name.
_WEB_ADDRESS_IN_BRACKETS = re.compile(r"\s*[\[(]\s*(?:https?://|www\.)[^\s\])]*[\])]?")


# Leftovers before a value ('. Program ...' after removed dates); a dot glued to a word opens its name ('.NET').
_LEADING_PUNCTUATION = re.compile(r"^(?:[\s,;:|/–—-]|\.(?![A-Za-z]))+")


def clean_value(text: str) -> str:
    """A title or an organisation without the leftovers of removed dates ('( )') and without placeholders
    ('Name of Employer') or fragments that cannot be one ('Inc.', '42 Elm Street')."""
    text = _EMPTY_BRACKETS.sub(" ", _WEB_ADDRESS_IN_BRACKETS.sub("", text))
    text = _LEADING_PUNCTUATION.sub("", " ".join(text.split()).rstrip(" ,;:-–—|/"))
    if text.endswith(".") and not _ABBREVIATION.search(text):
        text = text[:-1].rstrip()
    if text.count("(") > text.count(")"):
        text = text.replace("(", "").strip()
    if ENDS_IN_LEGAL_FORM.search(text):
        text = _LIST_NUMBER.sub("", text)  # '2 NORTHWIND FOUNDRIES LIMITED': the number of a list of employers
    if _HOUSE_NUMBER_AND_NAME.match(text):
        return ""  # '1420 Harbor': a house number and its street, the street's kind left on the next piece
    if not text or _PLACEHOLDER_VALUE.match(text) or ORGANIZATION_SUFFIX.match(text) or _STREET_ADDRESS.match(text):
        return ""
    return text
