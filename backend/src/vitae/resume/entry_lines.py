"""Lines of an entry section, prepared for segmentation: wrapped bullets and sentences joined back, a right-hand
column of dates split off, labelled fields ('Designation: ...') read, and each line classified as a header, meta
(only dates or a place), bullet or prose line."""

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from vitae.resume.dates import DateSpan, find_dates, is_duration, strip_durations
from vitae.resume.entry_roles import is_end_of_field, is_lower_case_firm_name, is_table_header_row, names_field_of_study
from vitae.resume.line_facts import LineFacts, facts_of
from vitae.resume.locations import find_location, is_known_place, is_location
from vitae.resume.name_words import PARTICLES
from vitae.resume.text_lines import ResumeLine
from vitae.resume.vocabulary import (
    has_degree,
    is_institution,
    is_post_word,
    is_title_word,
    opens_in_lower_case,
    organization_score,
    title_score,
)

_MINOR_WORDS = frozenset({"and", "of", "the", "in", "for", "to", "with", "on", "at", "a", "an", "or", "from", "by"})

_ABBREVIATION_END = re.compile(r"\b(?:inc|ltd|lda|ltda|co|corp|jr|sr|llc|dr|st|pvt|no|[A-Z])\.$", re.IGNORECASE)

_BODY_LABEL = re.compile(r"^[A-Za-z][\w /&'#.-]{1,30}:\s*\S")

_BODY_LABEL_WORDS = re.compile(
    r"^(?:(?:key|main|major|roles?|select(?:ed)?|and|&|/|,|\s)*(?:responsibilit(?:y|ies)|achievements?|accomplishments?|duties|"
    r"highlights|description|environment|technologies|tools|team\s+size|clients?|projects?|tasks|deliverables)"
    r"[\s/&,]*)+:?$",
    re.IGNORECASE,
)

_COURSE_LIST_LABEL = re.compile(
    r"^(?:courses?|classes|subjects|modules)(?:\s+(?:taught|teaching|instructed|developed|included|include))?\s*:$",
    re.IGNORECASE,
)

_SEPARATES = re.compile(r",\s|\s[-–—|@]\s|\sat\s")

# A labelled list that wraps: its line ends in a comma ('Environment: TFS, Jenkins, Shell Scripts,').
_LISTS_ON = re.compile(r"^[A-Za-z][\w /&'#.-]{1,30}:\s*\S.*,\s*$")

_WORD = re.compile(r"[^\W\d_](?:[^\W\d_]|['’.&-])*")  # letters of any script: 'Construções' is one word
_SENTENCE_WORDS = re.compile(
    r"\b(?:is|are|was|were|has|have|had|been|will|which|that|when|who|whose|where|it|its|using|including|such|"
    r"various|through|across|providing|involving|ensuring)\b"
)

_SENTENCE_END = (".", "!", "?", ";", ":")

_URL_ONLY = re.compile(r"^\s*(?:https?://|www\.)\S+\s*$", re.IGNORECASE)
# A page's running header: the name and the document's kind, maybe a date or a page number ('Jane Roe, Curriculum
# Vitae, May 2014', 'Curriculum Vitae - Jane Roe').
_RUNNING_HEADER = re.compile(
    r"^(?:[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3}\s*[,|–—-]\s*)?(?:curriculum\s+vitae|r[ée]sum[ée])"
    r"(?:\s*[,|–—-]\s*[\w ,.'’-]{0,40})?$",
    re.IGNORECASE,
)
# Entries written as labelled fields: 'Designation: Executive', 'Organization: Indigo Advertisers, Tucson'.

_FIELD_LABEL = re.compile(
    r"^(?P<label>designation|position(?:\s+held)?|role|job\s+title|title|post|organi[sz]ation|company(?:\s+name)?|"
    r"employer|duration|period|tenure|dates?|since|degree|qualification|course|university|institute|institution|college|school|"
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

_INSTITUTION_WORD_ALONE = re.compile(r"^(?:University|UNIVERSITY|College|COLLEGE|Institute|INSTITUTE)\.?$")

_HANGING_WORDS = frozenset({"and", "or", "of", "the", "to", "with", "in", "for", "a", "an", "&", "on", "at", "by"})

_MAX_HEADER_WORDS = 14
_PIECE_SEPARATORS = frozenset({"|", "-", "--", "–", "—", "/", "•", "·"})

_MAX_HEADER_LENGTH = 110


class Role(Enum):
    HEADER = "header"
    META = "meta"  # only dates, a duration or a place
    BULLET = "bullet"
    PROSE = "prose"


@dataclass
class EntryLine:
    source: ResumeLine
    text: str
    meta: list[str] = field(default_factory=list)  # right-column dates or places split off this line
    role: Role = Role.PROSE
    labelled: str = ""  # the field a 'Designation: ...' style label names: title, organization, dates, location

    @property
    def facts(self) -> LineFacts:
        """What the stages ask of the line's text as it is now (a header joined to its wrapped end, a label taken
        off), worked out once for each text."""
        return facts_of(self.text)

    @property
    def dates(self) -> tuple[DateSpan, ...]:
        return self.facts.dates


def is_meta_text(text: str, spans: Sequence[DateSpan] | None = None) -> bool:
    remainder = strip_durations(remove_dates(text, spans)).strip(" |,;:-–—()·•")
    return not remainder or is_location(remainder) or remainder.lower() in {"from", "to", "since", "present"}


def remove_dates(text: str, spans: Sequence[DateSpan] | None = None) -> str:
    for span in reversed(find_dates(text) if spans is None else spans):
        text = text[: span.start] + " " + text[span.end :]
    return text


_COLUMN_GAP = "   "  # kept between a line's columns, which segments_of splits the header at


def _split_meta_columns(line: ResumeLine) -> EntryLine:
    """A right-hand column of dates or a place printed on the same visual line belongs to the entry header."""
    columns = list(line.columns)
    meta: list[str] = []
    while len(columns) > 1 and (is_meta_text(columns[-1]) or is_duration(columns[-1])):
        meta.insert(0, columns.pop())
    text = _COLUMN_GAP.join(columns) if columns else line.text
    return EntryLine(source=line, text=text, meta=[piece for piece in meta if not is_duration(piece)])


def _ends_sentence(text: str) -> bool:
    return text.rstrip().endswith(_SENTENCE_END) and not _ABBREVIATION_END.search(text.rstrip())


_DEGREE_CUT = re.compile(r"(?i)\s*(?:bachelor|master|doctor|diploma|associate)'?s?(?:\s+degree)?\s+(?:of|in)\s*$")


_OPENS_WITH_DEGREE = re.compile(
    r"(?:[BMD]\.[A-Z][a-z]?\.|[BM]\.?(?:Sc|Tech|Ed|Com|A|S)\.?|Ph\.?D\.?|MBA|Bachelor|Master|Doctor(?:ate)?)(?:[,:]|\s+(?:of|in)\b)"
)

_DEGREE_IN_FIELD = re.compile(
    r"(?:Diploma|Degree|Bachelor|Master|Certificate)'?s?(?:\s+of\s+(?:Science|Arts))?\s+(?:in|of)\s+[A-Z][a-z]+$"
)
_CREDENTIAL_WORD = re.compile(r"(?:Certificate|CERTIFICATE|Examination|EXAMINATION)\b")
_SCHOOL_LEVEL_ONLY = re.compile(r"(?i)^(?:higher|senior|junior)?\s*secondary(?:\s+school)?$")


_NAME_GOES_ON = re.compile(r"^(?:of|for|and|&)\s+[A-Z]")
_MOST_WRAPPED_NAME_WORDS = 5  # more are a sentence ('of Surveyors handling every kind of ...')
_ONE_WORD_PIECE_AT_END = re.compile(r"(?:^|,\s+|\s+at\s+)[A-Z][a-z]+$")  # 'University', cut from its name


_MOST_NAME_START_WORDS = 3
_NAME_WORD = re.compile(r"^[A-Z][\w'’&.-]*$")


def _wraps_employer_name(previous: str, text: str) -> bool:
    """'Clerk, Willow Brook' / 'Community Center, Dayton, OH', 'Analyst, Harrow' / 'Systems, 2010 to 2012': a job
    title and the start of its employer's name, then the name's last words (a word for an organisation) and the
    rest of the header. Neither part names an employer alone; together they do."""
    head, comma, start = previous.rstrip().rpartition(", ")
    end = text.split(",", 1)[0].strip()
    start_words, end_words = start.split(), end.split()
    return (
        bool(comma and head)
        and 1 <= len(start_words) <= _MOST_NAME_START_WORDS
        and 1 <= len(end_words) <= 2
        and all(_NAME_WORD.match(word) for word in start_words + end_words)
        and title_score(head) > 0
        and title_score(start) <= 0
        and organization_score(start) <= 0
        and not (is_location(start) or is_known_place(start))
        and title_score(end) <= 0
        and organization_score(end_words[-1]) > 0
        and not find_dates(end)
    )


def _ends_field_of_degree(previous: EntryLine, text: str) -> bool:
    """'Master of Business' / 'Administration (MBA)': the last word of a degree's field wrapped onto a line of its own,
    which goes on with the degree even where dates below it make it look like the next entry's header. The word may
    also open the line of the institution or of a note ('Bachelor of Science in Computer' / 'Science, Pace
    University' or / 'Science Engineering GPA 3.7')."""
    if previous.role is not Role.HEADER or (" in " not in previous.text and " of " not in previous.text):
        return False
    words = text.split(maxsplit=2)
    if not words or not is_end_of_field(words[0].rstrip(",;")) or _DEGREE_IN_FIELD.search(previous.text) is None:
        return False
    if is_end_of_field(text):
        return True
    if len(previous.text) + len(text) >= _MAX_HEADER_LENGTH:
        return False  # the line goes on into other matters; joined, the degree's line would read as prose
    return words[0].endswith((",", ";")) or (len(words) > 1 and is_end_of_field(words[1].rstrip(",;")))


def _is_running_header(text: str) -> bool:
    lowered = text.lower()  # the words looked for first: most lines have neither
    return ("vitae" in lowered or "sum" in lowered) and _RUNNING_HEADER.match(text.strip()) is not None


# What parts the pieces of a header line: a spaced dash, a bar or a comma.
_PIECE_BREAK = re.compile(r"\s[-–—|]\s|,")
_MOST_WRAPPED_TITLE_WORDS = 3


def _wraps_title_before_post(previous: str, line: str) -> bool:
    """'Harbor Pest Control, Dover, DE - Sales' / 'Representative', 'Senior Software' / 'Engineer': a job title
    wrapped before the word that names the post. The line below is one or two words ending in a post and nothing
    else; the piece that ends the line above is title words that name no post ('Sales', 'Senior Software')."""
    words = line.split()
    if not 1 <= len(words) <= 2 or not line[:1].isupper() or not is_post_word(words[-1]):
        return False
    if not all(is_title_word(word) for word in words):
        return False
    piece = _PIECE_BREAK.split(previous)[-1].split()
    if not piece or len(piece) > _MOST_WRAPPED_TITLE_WORDS or not all(is_title_word(word) for word in piece):
        return False
    return not any(is_post_word(word) for word in piece)


def _continues(previous: EntryLine, line: EntryLine, wrap_width: int) -> bool:
    """Whether `line` is the wrapped rest of `previous` rather than a line of its own."""
    if line.source.is_bullet or line.source.block != previous.source.block:
        return False  # a new bullet, or a blank line / visual break in between
    if _LISTS_ON.match(previous.text) and line.text and not any(span.is_range for span in line.dates):
        return True  # 'Environment: Jenkins, Maven,' / 'Visual Studio 2015, Octopus': a year there is a version
    if previous.role is Role.META and previous.dates and not previous.text.rstrip().endswith((",", "-", "–", "&")):
        return False  # a line of dates ends where it ends; the sentence below it is the entry's body
    if previous.role is Role.HEADER:
        # 'Bachelor of Science in' / 'Electronics Engineering': a header cut after a joining word goes on.
        last_word = previous.text.rstrip().split()[-1].lower() if previous.text.strip() else ""
        if _INSTITUTION_WORD_ALONE.match(line.text):
            return True  # 'Michigan Technological' / 'University': a name wrapped before its last word
        if _wraps_employer_name(previous.text, line.text):
            return True
        if line.text and _ends_field_of_degree(previous, line.text):
            return True  # 'Diploma in Marine' / 'Engineering': the last word of the field, wrapped
        if not line.text or line.facts.institution or line.dates:
            return False
        if _wraps_title_before_post(previous.text, line.text):
            return True
        if line.facts.degree:
            # 'Bachelor of' / 'Engineering (B.E.)': a degree cut after its 'of' goes on with its field.
            if last_word in {"of", "in"} and _DEGREE_CUT.match(previous.text) is not None:
                return True
            # 'Higher Secondary' / 'Certificate (Class 12)': a school's level cut before the word of its credential.
            return _CREDENTIAL_WORD.match(line.text) is not None and _SCHOOL_LEVEL_ONLY.match(previous.text) is not None
        if (
            _NAME_GOES_ON.match(line.text)
            and len(line.text.split()) <= _MOST_WRAPPED_NAME_WORDS
            and _ONE_WORD_PIECE_AT_END.search(previous.text)
        ):
            return True  # 'Research Associate at University' / 'of Dover, UK': the name wrapped before its 'of'

        return last_word in _HANGING_WORDS or previous.text.rstrip().endswith(",")
    text = line.text
    if not text:
        return True
    if line.meta or (previous.source.is_bullet and _is_header_like_bullet(previous)):
        return False  # a line with its own dates column, or the subtitle under '• Google' (a bullet as header)
    spans = line.dates
    if spans and (any(span.is_range for span in spans) or is_meta_text(text, spans) or not previous.source.is_bullet):
        return False
    previous_x0, x0 = previous.source.x0, line.source.x0
    if previous.source.is_bullet and previous_x0 is not None and x0 is not None:
        return x0 > previous_x0 + 1.5 and not line.source.bold
    if text[0].islower():
        return True
    if not previous.source.is_bullet and _OPENS_WITH_DEGREE.match(text):
        return False  # 'M.Ed., Educational Management, Loyola College, 1978' under a dissertation's title
    previous_text = previous.text.rstrip()
    if previous_text.endswith((",", "-", "(", "/")) or previous_text.split()[-1].lower() in _HANGING_WORDS:
        return True
    if _ends_sentence(previous_text):
        return False
    long_previous = len(previous_text) >= 0.7 * wrap_width
    return long_previous and (previous.source.is_bullet or previous.role is Role.PROSE)


_SPACED_DASH = re.compile(r"\s[—–-]\s")
_MOST_DESCRIBED_HEADER_WORDS = 8


def _is_described_employer(head: str) -> bool:
    """'PINEWOOD MEDIA, Rivertown, NY': an employer closed by its place, short enough to be a header."""
    place = find_location(head)
    return (
        place is not None and place[1] >= len(head.rstrip(" ,")) and len(head.split()) <= _MOST_DESCRIBED_HEADER_WORDS
    )


def _is_described_title(head: str) -> bool:
    """'Head of Logistics': a short job title and nothing else, no dates."""
    return (
        1 <= len(head.split()) <= _MOST_DESCRIBED_HEADER_WORDS
        and title_score(head) > 0
        and title_like_ratio(head) >= 1
        and not find_dates(head)
    )


def _split_header_description(line: EntryLine, is_header: Callable[[str], bool], least_words: int) -> list[EntryLine]:
    """'PINEWOOD MEDIA, Rivertown, NY — design studio serving local shops', 'Head of Logistics - Promoted to run the
    three warehouses of the region': a header (an employer and its place, or a job title), then a sentence about
    it. The sentence would make prose of the whole line and lose the header; each part is a line of its own."""
    dash = _SPACED_DASH.search(line.text)
    if dash is None or line.source.is_bullet:
        return [line]
    head, tail = line.text[: dash.start()].strip(), line.text[dash.end() :].strip()
    if not is_header(head) or len(tail.split()) < least_words or title_like_ratio(tail) >= 0.5:
        return [line]
    return [
        EntryLine(source=line.source, text=head, meta=line.meta),
        EntryLine(source=line.source, text=tail),
    ]


# The fewest words of a sentence describing an employer, and a job on its title's line.
_LEAST_EMPLOYER_DESCRIPTION_WORDS = 4
_LEAST_DESCRIPTION_WORDS = 6


def _split_described_headers(line: EntryLine) -> list[EntryLine]:
    return [
        piece
        for dated in _split_dated_lead(line)
        for split in _split_header_description(dated, _is_described_employer, _LEAST_EMPLOYER_DESCRIPTION_WORDS)
        for piece in _split_header_description(split, _is_described_title, _LEAST_DESCRIPTION_WORDS)
    ]


# What may stand between a job's dates and the colon after them ('2012 onwards:', '2010 to date:').
_AFTER_LEADING_DATES = re.compile(r"[^\S\n]*(?:(?:onwards|to\s+date|till\s+date)[^\S\n]*)?:[^\S\n]+")
_LEAD_PIECES = re.compile(r",\s*|\s+(?:for|FOR|at|AT|with|WITH)\s+")  # 'REGIONAL DIRECTOR FOR HARBOR AID'
_LEAST_LEAD_WORDS = 2
_MOST_LEAD_WORDS = 12


def _split_dated_lead(line: EntryLine) -> list[EntryLine]:
    """'1999-2002: REGIONAL DIRECTOR, HARBOR AID based in Dover ...', '2012 onwards: Legal Counsel, Acme Trust, which
    role includes ...': a job's dates, a colon, its title and employer in capitals, then the sentence about it. The
    dates and the names are the job's header, the sentence its body."""
    spans = line.dates
    if line.source.is_bullet or line.labelled or not spans or spans[0].start != 0:
        return [line]
    lead = _AFTER_LEADING_DATES.match(line.text, spans[0].end)
    if lead is None:
        return [line]
    words = line.text[lead.end() :].split()
    named = 0
    for word in words:
        bare = word.strip(",;()&")
        if bare and not (bare[0].isupper() or bare.lower() in _MINOR_WORDS):
            break
        named += 1
        if word.endswith(".") and not _ABBREVIATION_END.search(word):
            break  # 'Department Chair, History. Responsible for ...': the sentence starts after the full stop
    while named and words[named - 1].lower() in _MINOR_WORDS:
        named -= 1
    head = " ".join(words[:named]).rstrip(" ,;.")
    if (
        not _LEAST_LEAD_WORDS <= named <= _MOST_LEAD_WORDS
        or len(words) - named < _LEAST_DESCRIPTION_WORDS
        or not any(title_score(piece) > 0 or organization_score(piece) > 0 for piece in _LEAD_PIECES.split(head))
    ):
        return [line]
    header = f"{line.text[: lead.end()]}{head}"
    return [
        EntryLine(source=line.source, text=header, meta=line.meta),
        EntryLine(source=line.source, text=" ".join(words[named:])),
    ]


def _opens_next_entry(text: str, following: list[ResumeLine]) -> bool:
    """'Sales Engineer' after a long bullet, with 'Norlak Logic, New York  2013 - 2014' below it: a short title-like
    line followed by a range of dates is the next entry's header, not the bullet's wrapped end. The place after an
    employer does not count against its shortness ('Youth Arts Center of Dayton, Dayton, OH'). The entry's dates
    may also close the line itself ('Maple Ridge School: Dover, DE (Fall 2006)') or stand alone on the next one.
    A title closed with a comma opens the next entry only when its dates come right under it ('Research Assistant,'
    over 'March 2015 - May 2016')."""
    if text.rstrip().endswith(",") and following and _is_dates_alone(following[0].text):
        title = text.rstrip(" ,")
        return 1 <= len(title.split()) <= 5 and title_score(title) > 0 and title_like_ratio(title) >= 1
    if _ends_sentence(text) or text.rstrip().endswith((",", "-", "&")):
        return False
    if _INSTITUTION_WORD_ALONE.match(text):
        return False  # the last word of a wrapped name ('Harborview Technological' / 'University')
    spans = find_dates(text)
    dated_itself = bool(spans) and not text[spans[-1].end :].strip(" ()[],;.-–—|")
    undated = remove_dates(text, spans).rstrip(" ()[],;-–—|") if dated_itself else text
    place = find_location(undated)
    at_end = place is not None and place[1] >= len(undated.rstrip(" ."))
    named = undated[: place[0]].rstrip(" ,;:-–—|") if place is not None and at_end else undated
    employer = named.split(",")[0]
    if place is not None and at_end and employer != named and organization_score(employer) > 0:
        named = employer  # 'Lakeview Primary School, 2nd Grade, Zone 9, Dayton, OH': the details of the post
    if not 1 <= len(named.split()) <= 6:
        return False
    if title_score(named) <= 0 and organization_score(named) <= 0 and title_like_ratio(named) < 1:
        return False
    if dated_itself:
        return True
    return any(_is_dates_line(line.text) or _opens_with_dates(line.text) for line in following) or _heads_part_below(
        text, following
    )


def _title_over_employer_and_label(title: str, employer: str, label: str) -> bool:
    """'Paralegal - Winter Placement' / 'Acme & Co, Dover' / 'Key responsibilities:': a job title over its employer's
    line, and a part's label opening the body under them."""
    return (
        title_score(title) > 0
        and organization_score(employer) > 0
        and _BODY_LABEL_WORDS.match(label.strip()) is not None
    )


def _heads_part_below(text: str, following: list[ResumeLine]) -> bool:
    """An undated job title over its employer's line, whose body opens with a part's label."""
    if len(following) < 2:
        return False
    employer, label = following[0].text.strip(), following[1].text
    return (
        _title_over_employer_and_label(text, employer, label)
        and len(employer.split()) <= _MOST_DESCRIBED_HEADER_WORDS
        and not _ends_sentence(employer)
        and not find_dates(employer)
    )


def _opens_with_dates(text: str) -> bool:
    """'Fall 2015, second grade': the dates first, then a detail of the post, as a header's next line gives them."""
    spans = find_dates(text)
    return bool(spans) and spans[0].start == 0 and text[spans[0].end :].startswith(",")


def _is_dates_line(text: str) -> bool:
    """A range of dates, or a line of dates alone ('Winter 2013'), as an entry's header gives them."""
    spans = find_dates(text)
    return any(span.is_range for span in spans) or (bool(spans) and is_meta_text(text, spans))


def _is_dates_alone(text: str) -> bool:
    spans = find_dates(text)
    return bool(spans) and is_meta_text(text, spans)


def _join(previous: str, text: str) -> str:
    if previous.endswith("-") and len(previous) > 1 and previous[-2].isalpha() and text[:1].islower():
        return previous[:-1] + text
    return f"{previous} {text}"


def title_like_ratio(text: str) -> float:
    """The share of a line's words that are capitalised, as names are ('eBay' too); joining words and a name's
    particles ('de Volksbank', 'van Dijk') are not counted."""
    words = [word for word in _WORD.findall(text) if word.lower() not in _MINOR_WORDS and word not in PARTICLES]
    if not words:
        return 0.0
    brands = "@" not in text  # not 'xTorphy@example.org', an address
    return sum(1 for word in words if word[0].isupper() or (brands and _BRAND.fullmatch(word))) / len(words)


_BRAND = re.compile(r"[a-z][A-Z][a-z]+[A-Za-z]*")  # 'eBay', 'iHeartMedia': a name in capitals after its first letter


def looks_like_header(text: str, *, after_header: bool, dates: Sequence[DateSpan] | None = None) -> bool:
    words = text.split()
    # 'Acme Partners | 12 West 3rd Street | Springfield, Ohio | 45501': the bars between the pieces are no words.
    counted = sum(word not in _PIECE_SEPARATORS for word in words)
    if not words or counted > _MAX_HEADER_WORDS or (len(text) > _MAX_HEADER_LENGTH and not _is_long_name_line(text)):
        return False
    named = len(text.split(" - ", 1)[0].split())  # words before the place an export writes ('... - Noida, UP')
    dates = find_dates(text) if dates is None else dates
    # A line may open with a month written in lower case, as French, Spanish or Dutch write them ('oktober 2020 -
    # heden  Planner, Acme'): that is no sentence.
    opens_with_date = bool(dates) and dates[0].start == 0
    if (
        _opens_lower(words)
        and len(words) > 3
        and not opens_with_date
        and not (named <= 8 and (has_degree(text) or is_institution(text)))
    ):
        # 'associated with Contoso in the area of ...': a header starts with a capital, unless it names a degree or an
        # institution ('b.tech in computer science', 'chandigarh university - Chandigarh')
        return False
    if after_header and text.rstrip().endswith(":") and len(words) <= 5 and not _BODY_LABEL_WORDS.match(text):
        # 'Project Manager:' under 'Acme Corp / Denver / 2003-Present': the job title, written as a label.
        return title_score(text) > 0
    if (
        _ends_sentence(text)
        and not (text.rstrip().endswith(".") and (has_degree(text) or is_institution(text)))
        and not _is_header_with_full_stop(text)
    ):
        return False  # a sentence, or a label such as 'Responsibilities:' that opens body text
    if (
        _BODY_LABEL.match(text)
        and not find_dates(text.split(":")[0])
        and not _names_institution_and_degree(text)
        and not _is_title_then_employer(text)
    ):
        return False
    if _BODY_LABEL_WORDS.match(text):
        return False  # 'Responsibilities/Achievements', 'Key Projects' head a list inside an entry
    if len(words) > 6 and _SENTENCE_WORDS.search(text):
        return False  # 'Remote Desk Platform is desk software built for ...'
    ratio = title_like_ratio(text)
    if any(span.is_range for span in dates) or (dates and (len(words) <= 8 or ratio >= 0.5)):
        return True
    if has_degree(text) or is_institution(text):
        return ratio >= 0.5 or named <= 8
    if after_header and len(words) <= 6:
        return True
    titled = title_score(text) > 0
    if titled and len(words) <= 5:
        return True  # 'Associate network engineer': titles are often written in sentence case
    if titled or organization_score(text) > 0:
        return ratio >= 0.5
    return ratio >= 0.75


def _opens_lower(words: list[str]) -> bool:
    """'associated with ...'; not a name that opens with its particle ('de Volksbank, Utrecht', 'van Dijk & Co')."""
    return opens_in_lower_case(words[0]) and not is_lower_case_firm_name(words)


def _names_institution_and_degree(text: str) -> bool:
    """'State University: BSc in Physics', 'State University: Sociology, 1986', 'BA in Law - Result: 2H1': an
    education header written with a label, not a label opening a body."""
    head, _, tail = text.partition(":")
    if " - " in head and has_degree(head.split(" - ")[0]):
        return True  # 'Bachelor of Civil Law - Result: 2H1': the label belongs to the degree's line
    if is_institution(head) and not is_institution(tail):
        return has_degree(tail) or names_field_of_study(remove_dates(tail).strip(" ,"))
    return has_degree(head) and is_institution(tail)


def _is_header_with_full_stop(text: str) -> bool:
    """'Software Engineer, Search, Acme, Mountain View.', 'Acme Studios, Hollywood, California.': a job's pieces, all
    names, one of them a title or a place, closed with a full stop as some resumes close every line."""
    if not text.rstrip().endswith(".") or _SENTENCE_WORDS.search(text):
        return False
    pieces = [piece.strip() for piece in text.rstrip(" .").split(",")]
    if len(pieces) < 2 or not all(piece and len(piece.split()) <= 5 for piece in pieces):
        return False
    if not all(title_like_ratio(piece) >= 1 for piece in pieces):
        return False
    placed = is_location(", ".join(pieces[-2:])) or is_location(pieces[-1]) or is_known_place(pieces[-1])
    return placed or any(title_score(piece) > 0 for piece in pieces)


def _is_title_then_employer(text: str) -> bool:
    """'Instructor: Birch Community Learning Centre, Maplewood', 'Consultant: Mar. 2006 - Present, Veltora': a job
    title written as a label, with its employer or its dates after the colon, heads an entry."""
    label, _, value = text.partition(":")
    if len(label.split()) > 6 or title_score(label) <= 0 or _BODY_LABEL_WORDS.match(label):
        return False
    value = remove_dates(value).strip(" ,;-–—|")
    place = find_location(value)
    named = value[: place[0]].rstrip(" ,;-–—|") if place is not None else value
    return bool(find_dates(text)) or organization_score(named) > 0 or is_institution(named)


def _is_header_like_bullet(line: EntryLine) -> bool:
    words = line.text.split()
    if len(words) > 6 or _ends_sentence(line.text) or ":" in line.text:
        return False
    return line.source.bold or bool(line.meta) or title_like_ratio(line.text) >= 0.75


def _is_header_bullet(line: EntryLine, next_line: EntryLine | None, previous: EntryLine | None = None) -> bool:
    """'• Google' followed by an unmarked 'Software Engineer': the bullet marks an entry, not a detail. Not the one
    bullet of a dated header, with a blank line or the next dated header after it ('2019 – 2021 | DevOps Engineer |
    Harbor Labs' / '- Moved CI to GitHub Actions'): the entry's one detail."""
    if next_line is None or next_line.source.is_bullet:
        return False
    ends_block = next_line.source.block != line.source.block or bool(next_line.dates)
    if ends_block and _ends_dated_entry(previous, line):
        return False
    return _is_header_like_bullet(line)


def _ends_dated_entry(previous: EntryLine | None, line: EntryLine) -> bool:
    """A bullet right under a header line with its dates, in the same block."""
    return (
        previous is not None
        and previous.role is Role.HEADER
        and not previous.source.is_bullet
        and previous.source.block == line.source.block
        and (bool(previous.dates) or any(map(find_dates, previous.meta)))
    )


def _titles_exported_employer(line: EntryLine, next_line: EntryLine) -> bool:
    """'Game design' over 'Northwind -': a short line right over an employer's line as a job board exports it (the
    name, then ' -', with or without its place) is the job's title, however it is written."""
    return (
        next_line.role is Role.HEADER
        and next_line.text.rstrip().endswith(" -")
        and 1 <= len(line.text.split()) <= _MOST_EXPORTED_TITLE_WORDS
        and not _ends_sentence(line.text)
        and not line.source.is_bullet
    )


_MOST_EXPORTED_TITLE_WORDS = 5


def prepare_lines(lines: list[ResumeLine], wrap_width: int) -> list[EntryLine]:
    merged: list[EntryLine] = []
    for index, source in enumerate(lines):
        if _URL_ONLY.match(source.text) or _is_running_header(source.text):
            continue  # a profile link repeated as a page footer ('https://www.indeed.com/r/...') splits entries
        if len(source.columns) > 1 and is_table_header_row(source.text):
            continue  # 'Company   Role   Period' over a table of jobs: the names of its columns, no entry's
        line = _split_meta_columns(source)
        continues = merged and line.text and _continues(merged[-1], line, wrap_width)
        opens = (
            continues
            and not _LISTS_ON.match(merged[-1].text)
            and not (
                merged[-1].role is Role.HEADER
                and (
                    _wraps_employer_name(merged[-1].text, line.text)
                    or _wraps_title_before_post(merged[-1].text, line.text)
                )
            )
            and not _ends_field_of_degree(merged[-1], line.text)
        )
        if continues and not (opens and _opens_next_entry(line.text, lines[index + 1 : index + _HEADER_SPAN])):
            previous = merged[-1]
            previous.text = _join(previous.text, line.text)
            previous.meta.extend(line.meta)
            if previous.role is Role.HEADER and not previous.labelled and len(previous.text) > _MAX_HEADER_LENGTH:
                previous.role = Role.PROSE  # a sentence whose first line looked like a header
            if previous.role is Role.PROSE and previous.dates and previous.dates[0].start == 0:
                parts = _split_dated_lead(previous)
                if len(parts) > 1:  # '1999-2002: REGIONAL DIRECTOR FOR' / 'HARBOR AID based in Dover, ...'
                    parts[0].role = Role.HEADER
                    merged[-1:] = parts
            continue
        if not line.text and merged:
            merged[-1].meta.extend(line.meta)
            continue
        parts = _split_described_headers(line)
        for index, part in enumerate(parts):
            # The sentence a header was cut from is its body ('Responsible for the staff, four').
            part.role = Role.PROSE if index and not part.dates else _initial_role(part)
            _read_field_label(part)
            merged.append(part)
    for index, line in enumerate(merged):
        next_line = merged[index + 1] if index + 1 < len(merged) else None
        above = merged[index - 1] if index else None
        if (line.role is Role.BULLET and _is_header_bullet(line, next_line, above)) or (
            line.role is Role.PROSE and next_line is not None and _titles_exported_employer(line, next_line)
        ):
            line.role = Role.HEADER
    _join_wrapped_capitals(merged)
    _demote_part_lines(merged)
    _demote_course_lists(merged)
    return merged


_CAPITALS_WORD = re.compile(r"^\(?[A-Z][A-Z&.'’-]+\)?[.,]?$")
_LEAST_WRAPPED_CAPITALS = 2


def _join_wrapped_capitals(lines: list[EntryLine]) -> None:
    """'1984-85: LEGAL OFFICER, STATE EQUAL' / 'OPPORTUNITY BOARD. My work was ...': a header in capitals whose
    name wrapped into the sentence below it takes the rest of the name back."""
    for line, following in zip(lines, lines[1:], strict=False):
        if line.role is not Role.HEADER or following.role is not Role.PROSE or following.source.is_bullet:
            continue
        header_words, words = line.text.split(), following.text.split()
        if not header_words or not _CAPITALS_WORD.match(header_words[-1]) or header_words[-1][-1] in ".,":
            continue
        run = 0
        while run < len(words) and _CAPITALS_WORD.match(words[run]):
            run += 1
            if words[run - 1][-1] in ".,":
                break
        if run < _LEAST_WRAPPED_CAPITALS or run == len(words):
            continue
        line.text = f"{line.text} {' '.join(words[:run]).rstrip('.,')}"
        following.text = " ".join(words[run:])


def _demote_course_lists(lines: list[EntryLine]) -> None:
    """'Courses Taught:' alone on its line, then one course a line, each with its years: the courses belong to the
    job above, they open no jobs of their own. The list ends at a line naming a job title and an employer."""
    in_list = False
    for line in lines:
        if _COURSE_LIST_LABEL.match(line.text.strip()):
            in_list = True
            line.role = Role.PROSE
        elif (
            in_list
            and line.facts.title_score > 0
            and line.facts.organization_score >= 2
            and _SEPARATES.search(line.text)
        ):
            in_list = False  # 'Lecturer, Hillcrest College, 2010 - 2012'; not 'Decision Support Systems (1999)'

        elif in_list and line.role is not Role.BULLET:
            line.role = Role.BULLET


# How many lines a job's header spans up to its dates at most ('Title', 'Company', 'Place', 'Dates').
_HEADER_SPAN = 4


def _has_entry_dates(line: EntryLine) -> bool:
    """Dates as an entry's header gives them: a line or a column of its own, or a range ('2016 - 2021'); not a year
    inside a list of tools ('Windows Server 2008 R2, MS Office 2010')."""
    return bool(line.meta) or line.role is Role.META or any(span.is_range for span in line.dates)


def _opens_dated_header(lines: list[EntryLine], index: int) -> bool:
    """Whether the line at `index` starts a run of header lines that reaches a line with dates. When the run's
    later lines and the dates form a block of their own, that block is the header and the line before it is not."""
    run = lines[index : index + _HEADER_SPAN]
    dated = next((offset for offset, other in enumerate(run) if _has_entry_dates(other)), None)
    if dated is None or any(other.role is Role.BULLET for other in run[:dated]):
        return False
    blocks = [other.source.block for other in run[: dated + 1]]
    return not (dated > 1 and blocks[0] != blocks[1] and len(set(blocks[1:])) == 1)


def _opens_labelled_part(lines: list[EntryLine], index: int) -> bool:
    """Whether the header line at `index` is a job title over its employer's line, and the part's label the entry
    above had follows them ('Paralegal' / 'Acme & Co, Dover' / 'Key responsibilities:'): the next entry's header."""
    following = lines[index + 1 : index + 3]
    if len(following) < 2:
        return False
    title, (employer, label) = lines[index], following
    return (
        _title_over_employer_and_label(title.text, employer.text, label.text)
        and title_like_ratio(title.text) >= 1
        and employer.role is Role.HEADER
        and not employer.dates
        and label.role is Role.PROSE
    )


def _demote_part_lines(lines: list[EntryLine]) -> None:
    """Lines under a label that opens a part of an entry ('Achievements', 'Responsibilities:') are details of that
    entry, even unmarked and capitalised: one stays a header only when dates come with it or right after it, as they
    do with the next job's header."""
    in_part = False
    for index, line in enumerate(lines):
        if line.role is Role.PROSE and _BODY_LABEL_WORDS.match(line.text.strip()):
            in_part = True
        elif not in_part or line.role is Role.BULLET:
            continue
        elif line.role is Role.HEADER and not line.labelled:
            if _opens_dated_header(lines, index) or _opens_labelled_part(lines, index):
                in_part = False
            else:
                line.role = Role.PROSE
        elif line.role is not Role.PROSE:
            in_part = False


def _read_field_label(line: EntryLine) -> None:
    match = _FIELD_LABEL.match(line.text)
    if match is None or line.source.is_bullet:
        return
    label = " ".join(match.group("label").lower().split())
    first_word = label.startswith(("job", "company", "position"))
    field_name = _FIELD_OF_LABEL.get(label.split()[0] if first_word else label, "dates")
    if label.startswith("job"):
        field_name = "title"
    line.labelled = field_name
    line.text = match.group("value").strip()
    line.role = Role.META if field_name in ("dates", "location") else Role.HEADER


_MOST_NAME_LINE_LENGTH = 130
_LEAST_NAME_LINE_COMMAS = 2
_MOST_NAME_LINE_COMMAS = 4


def _is_long_name_line(text: str) -> bool:
    """'NORTHWIND LABS, Consulting at Harbor Mutual Group -- Dover, DE, Principal': a header of
    names a little longer than most, every word of it capitalised, no sentence."""
    return (
        len(text) <= _MOST_NAME_LINE_LENGTH
        # A few pieces, no label: not a run of words that lost its line breaks, nor a list of skills
        and _LEAST_NAME_LINE_COMMAS <= text.count(",") <= _MOST_NAME_LINE_COMMAS
        and ":" not in text
        and title_like_ratio(text) >= 1
        and not _ends_sentence(text)
        and _SENTENCE_WORDS.search(text) is None
    )


def _initial_role(line: EntryLine) -> Role:
    if line.source.is_bullet:
        return Role.BULLET
    if len(line.text) > _MAX_HEADER_LENGTH and not _is_long_name_line(line.text):
        return Role.PROSE  # too long to be a header or a line of dates and places
    if not line.text or is_meta_text(line.text, line.dates):
        return Role.META
    return Role.HEADER if looks_like_header(line.text, after_header=False, dates=line.dates) else Role.PROSE


def joined_prose(first: str, second: str) -> str:
    """The prose of two entries made one, a line each."""
    return "\n".join(part for part in (first, second) if part)
