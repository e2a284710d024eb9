"""A whole resume flattened onto one line with single spaces (a copy from a web form, an export that dropped every
line break and left no run of spaces where one was) -> the lines it was made of, as near as the text allows.

The parser reads lines: headings alone, entry headers, dates, bullets. So the line is cut, in this order:

1. around the section headings run into it ('... 2019 EDUCATION B.Sc. ...', '...2019EDUCATION', '... Skills:');
2. before every bullet used inline ('• Led a team ... • Cut costs ...', '... done. - Wrote ...'), and after every
   sentence outside a list ('... new staff. Office Manager, ...');
3. around every date range that stands between two parts of an entry ('Analyst, Acme Inc. 2019 - Present Led
   the ...'), so that an entry's dates and the title or company after them start lines of their own; so too two
   dates whose dash was lost ('2013 2015'), a date and an open end ('2012 Present') and a date naming a month or a
   season ('Spring 2016'), with the parentheses around any of them. A range inside a sentence ('grew sales from
   2015 to 2017 by ...') is left where it is;
4. where an entry's header runs into the first sentence under it ('Director - Acme Studio Halifax, Canada Oversees
   the ...'): a header is names and capitalised words, a sentence a capitalised word and lowercase ones.

Text that still has its line breaks, or runs of spaces standing for them, never comes here.
"""

import re
from collections.abc import Callable

from vitae.resume.dates import find_dates, repair_dropped_dash
from vitae.resume.entry_roles import is_end_of_field, names_field_of_study
from vitae.resume.inline_headings import cut_flattened_headings
from vitae.resume.locations import is_region
from vitae.resume.vocabulary import (
    find_degree,
    is_institution,
    is_post_word,
    is_title_word,
    names_a_post,
    organization_score,
    title_score,
)

# Before a bullet symbol, or a dash or asterisk after a sentence's end: where an item of a list began.
_INLINE_BULLET = re.compile(r"[^\S\n]+(?=[•·▪●➢►✓❖◆■][^\S\n]*\S)|(?<=[.;!?])[^\S\n]+(?=[-*–][^\S\n]+[A-Z])")
_LOWERCASE_WORD_BEFORE = re.compile(r"\b[a-z]+[^\S\n]*$")
_LOWERCASE_WORD_AFTER = re.compile(r"^[^\S\n]*[a-z]")
_LEFTOVER_PUNCTUATION = " ,;|"
_LEADING_LEFTOVER = re.compile(r"^[:.][^\S\n]+")
# The end of a sentence: not the full stop of an abbreviation that ends a name ('Fenwick Tools, Inc. Dover, DE', 'Jane
# Q. Roe', 'Mt. Sterling').
_SENTENCE_END = re.compile(
    r"(?<!\bInc)(?<!\bCorp)(?<!\bLtd)(?<!\bCo)(?<!\bJr)(?<!\bSr)(?<!\bSt)(?<!\bMt)(?<!\bDr)(?<!\b[A-Z])"
    r"[.!?][^\S\n]+(?=[A-Z])"
)
_LONGEST_ENTRY_HEADER = 80  # 'Senior Data Engineer, Acme Analytics Inc., Boston, MA' before its dates
# Where contact details start in the header line: an email, a phone number, a link, a labelled detail, a street
# address's number ('Ana Vorley 1842 W. Hartwell Ave.'), not a year ('2007 July 2011', the dates of an entry).
_CONTACT_START = re.compile(
    r"[^\S\n]+(?=[\w.+'-]+@[\w-]+\.|\+?\(?\d{3}\)?[ .-]?\d{3}[ .-]?\d{4}\b|(?:https?://|www\.|linkedin\.com|github\.com)"
    r"|(?i:phone|mobile|cell|tel|telephone|e-?mail|fax|address|contact)\b[^\S\n]*[:#]|(?!(?:19|20)\d\d\b)\d{1,6}[^\S\n]+[A-Z])"
)


def _cut_bullets(text: str) -> list[str]:
    return [piece.strip() for piece in _INLINE_BULLET.split(text) if piece.strip()]


# The end of a sentence: a lowercase word of three letters or more and a full stop, then a capital ('... costs.
# Managed ...'); an abbreviation ('Inc.', 'Corp.', 'B.Sc.', 'e.g.') is no sentence's end.
_SENTENCE_BREAK = re.compile(r"\b[a-z]{3,}[.!?](?=[^\S\n]+[A-Z])")


def _cut_sentences(text: str) -> list[str]:
    if text[:1] in _BULLETS:
        return _cut_header_after_item(text)  # an item of a list keeps its sentences
    pieces: list[str] = []
    start = 0
    for match in _SENTENCE_BREAK.finditer(text):
        pieces.append(text[start : match.end()])
        start = match.end()
    pieces.append(text[start:])
    return [piece.strip() for piece in pieces if piece.strip()]


_LOWERCASE_WORD = re.compile(r"(?<![\w'’.-])[a-z][a-z'’-]*(?![\w'’.-])")
_HEADER_JOINERS = frozenset({"of", "and", "for", "the", "in", "at", "to"})


def _cut_header_after_item(text: str) -> list[str]:
    """An item of a list whose last sentence is the header of the next entry cut before that header ('• Coached
    the drivers on the rules. Transport Manager, Northwind' -> item | header): a few capitalised words naming a
    post, no lowercase word but a joining one."""
    ends = list(_SENTENCE_END.finditer(text))
    if not ends:
        return [text]
    header = text[ends[-1].end() :].strip()
    if len(header) > _LONGEST_ENTRY_HEADER or not names_a_post(header):
        return [text]
    if any(word.group(0) not in _HEADER_JOINERS for word in _LOWERCASE_WORD.finditer(header)):
        return [text]
    return [text[: ends[-1].start() + 1], header]


# A sentence's start: a capitalised word, then two lowercase ones not both minor ('Oversees the budget', 'Led a
# team'); 'University of the Arts' and 'Bachelor of Science' are names.
_SENTENCE_START = re.compile(r"(?<![^\s(])[A-Z][a-z]+[^\S\n]+([a-z][\w'’-]*)[,;]?[^\S\n]+([a-z][\w'’-]*)")
_MINOR = frozenset(
    {"of", "the", "and", "in", "for", "at", "de", "da", "du", "la", "le", "von", "van", "y", "on", "a", "an"}
)
_TWO_LOWERCASE_WORDS = re.compile(r"(?<![^\s(])[a-z][\w'’-]*[,;]?[^\S\n]+[a-z][\w'’-]*")
_LONGEST_HEADER_BEFORE_SENTENCE = 140  # a title, an employer and its division, a place
_WORD = re.compile(r"[A-Za-z]{2}")
_BULLETS = frozenset("•·▪●➢►✓❖◆■-*–")
_JOINED_AT_END = re.compile(r"(?:\b(?:of|the|and|for|in|at|to|a|an)|[&/])[^\S\n]*$")


# The label of an entry's duties run into its header ('..., Athens Duties: Teaching of ...').
_DUTIES_LABEL = re.compile(
    r"(?<!\bkey)(?<!\bmain)(?<!\bmajor)[^\S\n]+(?=(?:Key[^\S\n]+|Main[^\S\n]+|Major[^\S\n]+)?(?:Duties|Responsibilities|Tasks|Role|Achievements|"
    r"Accomplishments)(?:[^\S\n]+(?:and|&)[^\S\n]+\w+|[^\S\n]+include[sd]?)?[^\S\n]*:)",
    re.IGNORECASE,
)


# The colons of a form's column of labels, read after the labels and before the column of values ('EMPLOYER JOB
# TITLE DATES : : : Harbor Freight Buyer 2015 - 2018'): the values start a line of their own.
_COLONS_OF_LABELS = re.compile(r"(?<=\S)(?:[^\S\n]+:){2,}[^\S\n]+")


def _cut_after_label_colons(text: str) -> list[str]:
    return [piece for piece in _COLONS_OF_LABELS.split(text) if piece.strip()]


def _cut_duties_label(text: str) -> list[str]:
    return [piece for piece in _DUTIES_LABEL.split(text) if piece]


# The labels of an entry's fields run into one another ('Designation: Payroll Officer Organization: Kestrel Foods,
# Boise Duration: 2014 - 2016', 'Company: Northwind Traders Ltd. Position held: Buyer Since: March 2014').
_FIELD_LABEL = re.compile(
    r"(?<=\S)[^\S\n]+(?=(?:Company|Employer|Organi[sz]ation|Position(?:[^\S\n]+held)?|Designation|Job[^\S\n]+Title|"
    r"Duration|Period|Since|Until|Client)[^\S\n]*:)"
)


def _cut_field_labels(text: str) -> list[str]:
    """A line cut before each label of an entry's field, so that each field stands on a line of its own as the
    entry's reader expects."""
    return [piece for piece in _FIELD_LABEL.split(text) if piece]


def _cut_description(text: str) -> list[str]:
    """A line whose header runs into the first sentence under it cut where the sentence starts ('Analyst, Acme
    Inc. Boston, MA Oversees the ...' -> 'Analyst, Acme Inc. Boston, MA' | 'Oversees the ...'): a header is names
    and capitalised words, a sentence runs on in lowercase words."""
    if text[:1] in _BULLETS:
        return [text]  # an item of a list: 'Microsoft Office Suite including ...' is no header
    for match in _SENTENCE_START.finditer(text, 1, _LONGEST_HEADER_BEFORE_SENTENCE + 1):
        if match.group(1) in _MINOR and match.group(2) in _MINOR:
            continue
        header = text[: match.start()]
        if _TWO_LOWERCASE_WORDS.search(header) or not _WORD.search(header):
            return [text]  # a sentence from its start, or a bullet's
        if _JOINED_AT_END.search(header):
            continue  # 'Head of Quality department, adviser to ...': the words before lead into the name
        return [header.strip(), text[match.start() :]]
    return [text]


# A web address or an email address written after a header, a capitalised word after it ('Tutor, Harbor Trust
# harbortrust.org Adviser, ...'): the header after it starts a line; an address in lower case stands on a line of
# its own, so that the name before it stands apart too ('Harbor Trust'), where a name written as an address stays
# ('Member, Lexi.com').
# Written so that its time grows with the text, not with its square: the look-ahead first checks that a capital
# follows the word at all, and the name before the dot is either what follows an '@' or one word character (a longer
# one is the same match, found again from every place it could start).
_ADDRESS_BEFORE_CAPITAL = re.compile(
    r"(?<!\S)(?=\S*+[^\S\n]+[A-Z])[^\s@]*(?:@[\w-]+|(?<=[\w-]))\.(?:com|org|net|edu|gov|io)(?![\w.@-])(?:/\S*+)?\)?"
    r"(?=[^\S\n]+[A-Z])"
)


def _cut_around_address(text: str) -> list[str]:
    pieces: list[str] = []
    start = 0
    for match in _ADDRESS_BEFORE_CAPITAL.finditer(text):
        address = match.group(0)
        if address[:1].islower() or "@" in address:
            pieces.extend((text[start : match.start()], address))
        else:
            pieces.append(text[start : match.end()])
        start = match.end()
    pieces.append(text[start:])
    return [piece.strip() for piece in pieces if piece.strip()]


# A sentence of duties that opens with a verb in the past tense and runs on in lower case ('Assisted the editor',
# 'Covered 60 events', 'Advised ‘Harbor Watch’ on ...'); a few such words qualify a post instead ('Certified
# public accountant').
_PAST_TENSE_OPENING = re.compile(r"[^\S\n]+(?=([A-Z][a-z]{3,}ed)[^\S\n]+(?:[a-z0-9‘'“\"(]))")
_QUALIFYING_PARTICIPLES = frozenset(
    {"certified", "registered", "licensed", "chartered", "qualified", "experienced", "skilled", "accredited"}
)
_LONGEST_HEADER_BEFORE_VERB = 100


def _cut_before_past_tense(text: str) -> list[str]:
    """A header run into the first sentence of its duties cut where the sentence opens with a verb in the past
    tense ('Campaign Intern, Harbor Trust Assisted the director with ...'): the words before name a post or a
    body, and the verb opens no name."""
    if text[:1] in _BULLETS:
        return [text]
    match = _PAST_TENSE_OPENING.search(text, 1, _LONGEST_HEADER_BEFORE_VERB)
    if match is None or match.group(1).lower() in _QUALIFYING_PARTICIPLES:
        return [text]
    header = text[: match.start()]
    if (
        not header[:1].isupper()
        or _JOINED_AT_END.search(header)
        or header.rstrip().endswith(",")
        or (title_score(header) <= 0 and organization_score(header) < _ORGANIZATION)
    ):
        return [text]
    return [header.strip(), text[match.end() :]]


# Where a degree's name starts: the words that open one, in capitals or title case ('Master of Arts', 'Ph.D.',
# 'B.Sc.'); the bare two letters ('MS', 'BA') also name other things and are left out.
_DEGREE_START = re.compile(
    r"(?<![\w.])(?:Bachelor|BACHELOR|Master|MASTER|Doctor|DOCTOR|Doctorate|Associate|ASSOCIATE|Diploma|DIPLOMA|"
    r"Ph\.[^\S\n]?D\.?|MBA|B\.[^\S\n]?Sc\.?|M\.[^\S\n]?Sc\.?|B\.[^\S\n]?Tech\.?|M\.[^\S\n]?Tech\.?|B\.[AS]\.|M\.[AS]\.|J\.D\.)"
    r"(?![\w])"
)
_JOINED_TO_DEGREE = re.compile(r"(?:\b(?:of|in|a|an|the|and|for|with|to)|[,&/(:-])[^\S\n]*$", re.IGNORECASE)


def _cut_before_degree(text: str) -> list[str]:
    """A line where an institution runs into the degree studied there cut before the degree ('Harlow State
    University Master of Arts in History' -> 'Harlow State University' | 'Master of Arts in History'); a degree
    that a word leads into ('holds a Master of ...', 'University, Master of ...') is left where it is."""
    pieces: list[str] = []
    start = 0
    previous = 0
    names_institution = False
    for match in _DEGREE_START.finditer(text):
        # Each stretch between two degrees is read once: no institution's name runs across a degree's first word, and
        # the words that lead into a degree follow its previous one, which opens with a capital.
        since_previous = text[previous : match.start()]
        previous = match.start()
        names_institution = names_institution or is_institution(since_previous)
        if (
            names_institution
            and not _JOINED_TO_DEGREE.search(since_previous)
            and not _LOWERCASE_WORD_BEFORE.search(since_previous)
        ):
            pieces.append(text[start : match.start()].strip())
            start = match.start()
            names_institution = False
    pieces.append(text[start:])
    return [piece for piece in pieces if piece]


# A bare year between two degrees of a list run together ('J.D., Harlow Law School 2011 M.S., Harlow University
# 2009', '2008 Ph.D., Calder University 2002 M.S., Harlow University').
_BARE_YEAR = re.compile(r"(?<![\w/.,:-])(?:19|20)\d\d(?![\w/-]|[.,]\d)[.,]?")
_YEAR_FIRST = re.compile(r"[^\S\n]*(?:19|20)\d\d\b")


def _cut_at_year_before_degree(text: str) -> list[str]:
    """A list of degrees with their years, run together, cut at each year that a degree follows: before the year
    when the list writes each year before its degree (the line starts with one), after it otherwise."""
    year_first = _YEAR_FIRST.match(text) is not None
    pieces: list[str] = []
    start = 0
    for year in _BARE_YEAR.finditer(text):
        following = text[year.end() : year.end() + 40]
        degree = find_degree(following)
        if degree is None or following[: degree.start()].strip() or year.start() == 0:
            continue
        cut = year.start() if year_first else year.end()
        if text[start:cut].strip() and find_degree(text[start:cut]) is not None:
            pieces.append(text[start:cut].strip())
            start = cut
    pieces.append(text[start:].strip())
    return [piece for piece in pieces if piece]


# Where an institution named by its keyword starts ('University of Leeds', 'Institute Of Technology'), after the
# last word of a degree's field.
_INSTITUTION_START = re.compile(
    r"(?<=[A-Za-z)])[^\S\n]+(?=(?:The[^\S\n]+)?(?:University|Institute|College|School|Academy|Faculty)[^\S\n]+(?:of|Of)\b)"
)
_LONGEST_DEGREE = 80


def _cut_before_institution(text: str) -> list[str]:
    """A line where a degree runs into the institution that awarded it cut before the institution ('Bachelor
    of Arts in History University of Calder' -> 'Bachelor of Arts in History' | 'University of Calder'): a
    name that starts with its keyword and 'of', right after a word that ends a field of study, with no comma
    between the degree and the name; a word that may start the name stays with it ('... Fine Art Calder
    Institute of Design', '... Diploma from the Institute of ...')."""
    degree = find_degree(text)
    if degree is None:
        return [text]
    match = _INSTITUTION_START.search(text, degree.end(), degree.start() + _LONGEST_DEGREE)
    if match is None or "," in text[degree.end() : match.start()]:
        return [text]
    last_word = text[: match.start()].split()[-1]
    if not (is_end_of_field(last_word) or names_field_of_study(last_word)):
        return [text]
    return [text[: match.start()].strip(), text[match.end() :]]


_TITLE_JOINERS = frozenset({"of", "and", "&", "/", "-", "for", "to", "the"})
_MOST_TITLE_WORDS = 6


def _cut_title_from_employer(text: str) -> list[str]:
    """A short header that runs a job title into the employer after it cut between the two ('Team Member Pizza
    Hut, Glasgow' -> 'Team Member' | 'Pizza Hut, Glasgow'): the title is capitalised words ending in a word that
    names a post, and the employer starts with a capitalised word that names none, before a comma."""
    if len(text) > _LONGEST_ENTRY_HEADER or "," not in text:
        return [text]
    words = text.split()
    head = text.split(",", 1)[0].split()
    for index in range(min(len(head) - 1, _MOST_TITLE_WORDS), 0, -1):
        title, following = words[:index], words[index]
        if not is_post_word(title[-1]) or is_post_word(following) or not following[:1].isupper():
            continue
        if any(is_post_word(word) for word in head[index:]):
            break  # 'Lead Network Engineer, Acme': the title runs up to the comma
        if is_institution(following) or organization_score(following) > 1:
            continue
        if all(word[:1].isupper() or word.lower() in _TITLE_JOINERS for word in title):
            return [" ".join(title), " ".join(words[index:])]
    return [text]


def _cut_entry_header(text: str) -> list[str]:
    """The text before an entry's dates cut where its header starts: after the last sentence when the words that
    follow it are few enough to be a title and a company ('... cut costs 8%. Line Mechanic, ExpressJet'), or after
    the last lowercase word of a list item that has no full stop ('... release planning Quality Engineer Northwind')."""
    ends = list(_SENTENCE_END.finditer(text))
    if ends:
        header = text[ends[-1].end() :]
        if len(header) > _LONGEST_ENTRY_HEADER:
            return [text]
        return [text[: ends[-1].start() + 1], header]
    words = [word for word in _LOWERCASE_WORD.finditer(text) if word.group(0) not in _MINOR]
    if not words or len(text[: words[-1].end()].split()) < _FEWEST_ITEM_WORDS:
        return [text]
    header = text[words[-1].end() :].strip()
    if (
        not header[:1].isupper()
        or len(header) > _LONGEST_ENTRY_HEADER
        or _JOINED_AT_END.search(text[: words[-1].end()])
    ):
        return [text]
    return [text[: words[-1].end()], header]


_FEWEST_ITEM_WORDS = 3


# What joins two dates into a range when the dash between them was lost ('2013 2015', 'May 2016 Present').
_GAP_BETWEEN_DATES = re.compile(r"[^\S\n]*(?:[-–—]|to|till|until)?[^\S\n]*")
_OPEN_END_AFTER = re.compile(
    r"[^\S\n]+(?:-[^\S\n]*)?(?:Present|Current|Now|Till Date|To Date|PRESENT|CURRENT|present|current)\b"
)
_COMMA_BEFORE = re.compile(r",[^\S\n]*$")
_CAPITAL_AFTER = re.compile(r"[^\S\n]+[A-Z][a-z]")
_NAMED_POINT = re.compile(r"[A-Za-z]")  # 'May 2016', 'Spring 2014': a month or season, not a bare year


_OPENING = re.compile(r"\([^\S\n]*$")
_CLOSING = re.compile(r"[^\S\n]*\)")


def _entry_dates(text: str) -> list[tuple[int, int]]:
    """Where the dates of entries stand: ranges, two dates whose dash was lost ('2013 2015'), a date and an open end
    ('2013 Present'), and single dates that name a month or season ('Spring 2016') or that a colon follows ('1979:
    Harbor School'). A bare year alone stays where it is ('Office 2013')."""
    spans = find_dates(text)
    found: list[tuple[int, int]] = []
    index = 0
    while index < len(spans):
        span = spans[index]
        start, end = span.start, span.end
        if not span.is_range:
            following = spans[index + 1] if index + 1 < len(spans) else None
            open_end = _OPEN_END_AFTER.match(text, end)
            if following is not None and _GAP_BETWEEN_DATES.fullmatch(text, end, following.start):
                end = following.end
                index += 1
            elif open_end is not None:
                end = open_end.end()
            elif (
                not _NAMED_POINT.search(span.text)
                and not text.startswith(":", end)
                and not (_COMMA_BEFORE.search(text, 0, start) and _CAPITAL_AFTER.match(text, end))
            ):
                index += 1
                continue
        found.append((start, end))
        index += 1
    return found


def _cut_date_ranges(text: str) -> list[str]:
    pieces: list[str] = []
    start = 0
    for span_start, span_end in _entry_dates(text):
        if span_start < start:
            continue
        opening, closing = _OPENING.search(text, start, span_start), _CLOSING.match(text, span_end)
        if opening is not None and closing is not None:
            span_start, span_end = opening.start(), closing.end()  # '(Nov 2011 - Jan 2012)' whole
        before, after = text[start:span_start], text[span_end:]
        within_sentence = _LOWERCASE_WORD_BEFORE.search(before) or text[span_start : span_start + 1].islower()
        if within_sentence and _LOWERCASE_WORD_AFTER.match(after):
            continue  # 'from 2015 to 2017 by': part of a sentence
        pieces.extend(_cut_entry_header(before))
        pieces.append(text[span_start:span_end])
        start = span_end
    pieces.append(text[start:])
    # What a date leaves behind: a separator, or the colon or full stop after it ('1984 - 1986: Harbor Commission').
    pieces = [_LEADING_LEFTOVER.sub("", piece.strip(_LEFTOVER_PUNCTUATION)) for piece in pieces]
    return [piece for piece in pieces if piece.strip(_LEFTOVER_PUNCTUATION)]


# A town and its region after a comma, a capitalised word after them ('..., Dover, DE Sales Clerk'): the region
# by its code, or by its name ('..., Lincoln, Nebraska'), which may also start a name ('Oregon State College').
_COMMA_AFTER_TOWN = re.compile(r"(?<=[a-z.]),[^\S\n]+(?=[A-Z])")
_REGION_CODE = re.compile(r"[A-Z]{2,3}(?=[^\S\n]+[A-Z])")
_REGION_NAME = re.compile(r"[A-Z][a-z]{2,}(?:[^\S\n]+[A-Z][a-z]+)?(?=[^\S\n]+[A-Z])")
# Codes of a region that more often stand for something else in a list ('MS Office', 'PR Manager', 'US Patent'):
# read as a region's name is, before a post or a degree only.
_CODES_OF_OTHER_THINGS = frozenset({"MS", "PR", "US"})
_ORGANIZATION = 2  # organization_score of a name with a word that names a body ('Association', 'Society')
_TITLE = 2  # title_score of a post ('Office Manager')
_FOLLOWING_WORDS = re.compile(r"[^\S\n]+(\S+(?:[^\S\n]+\S+){0,3})")


def _starts_post_or_degree(text: str) -> bool:
    """Whether `text` starts with a post or a degree ('Paralegal', 'Senior Mechanical Designer', 'Master of
    Education'), not with the rest of a name ('State University', 'Public Schools Association')."""
    if _DEGREE_START.match(text):
        return True
    if _names_body(text):
        return False
    return is_post_word(text.split()[0].split("/")[0]) or title_score(text) >= _TITLE


def _region_after(text: str, comma: re.Match[str]) -> int | None:
    """Where the region after a town's comma ends, when a post, a degree or (after a region's code) any capitalised
    word follows it."""
    code = _REGION_CODE.match(text, comma.end())
    if code is not None and is_region(code.group(0)) and code.group(0) not in _CODES_OF_OTHER_THINGS:
        return code.end()
    name = _REGION_NAME.match(text, comma.end()) or code
    if name is None:
        return None
    # Two words ('North Carolina') before one ('Georgia').
    for end in dict.fromkeys((name.end(), comma.end() + len(name.group(0).split()[0]))):
        following = _FOLLOWING_WORDS.match(text, end)
        if is_region(text[comma.end() : end]) and following and _starts_post_or_degree(following.group(1)):
            return end
    return None


def _cut_after_place(text: str) -> list[str]:
    """A line cut after each place that ends a header and a capitalised word follows ('Swim Coach, Lakeview
    Academy, Dover, DE Assistant Coach, ...' -> '..., Dover, DE' | 'Assistant Coach, ...'): a header of a job, a
    school or an activity with no dates, run into the next one or into its first line."""
    pieces: list[str] = []
    start = 0
    for comma in _COMMA_AFTER_TOWN.finditer(text):
        end = _region_after(text, comma)
        if end is not None and end > start:
            pieces.append(text[start:end])
            start = end
    pieces.append(text[start:])
    return [piece.strip() for piece in pieces if piece.strip()]


_LONGEST_EMPLOYER_AND_POST = 70
_MOST_POST_WORDS = 6
_NAME_JOINERS = frozenset({"of", "and", "&", "the", "for", "/", "-", "at", "de"})


def _names_body(word: str) -> bool:
    """A word that names a body: 'Motors', 'Firm', 'Hospital', 'Corporation', 'College'."""
    return organization_score(word) >= _ORGANIZATION or is_institution(word)


def _is_title_part(word: str) -> bool:
    return is_title_word(word) or is_post_word(word) or word.lower() in _NAME_JOINERS


def _cut_employer_from_post(text: str) -> list[str]:
    """A short header of capitalised words that runs an employer into the post held there, or a post into its
    employer, with nothing between them, cut between the two: 'Harlow Logistics Group Warehouse Supervisor'
    -> 'Harlow Logistics Group' | 'Warehouse Supervisor' (the employer's last word names a body, its first no post),
    'Teaching Assistant Lakeview Community College' -> 'Teaching Assistant' | 'Lakeview Community College' (a post of
    title words, then two words or more that name a body and no post)."""
    if len(text) > _LONGEST_EMPLOYER_AND_POST or any(mark in text for mark in ",:()"):
        return [text]
    words = text.split()
    if len(words) < 2 or not all(word[:1].isupper() or word in _NAME_JOINERS for word in words):
        return [text]
    bodies = [index for index, word in enumerate(words) if _names_body(word)]
    posts = [index for index, word in enumerate(words) if is_post_word(word)]
    if not bodies or not posts:
        return [text]
    if 1 <= bodies[-1] < posts[0]:
        employer, post = words[: bodies[-1] + 1], words[bodies[-1] + 1 :]
        if (
            len(post) <= _MOST_POST_WORDS
            and post[0] not in _NAME_JOINERS
            and not _is_title_part(employer[0])
            and not _is_title_part(employer[-1])  # 'Acme Software Test Engineer': the post starts before
            and len({word.isupper() for word in post}) == 1  # 'Dover SALES ASSISTANT': a place, then the post
            and names_a_post(" ".join(post))
        ):
            return [" ".join(employer), " ".join(post)]
    if posts[-1] < bodies[0]:
        post, employer = words[: posts[-1] + 1], words[posts[-1] + 1 :]
        first = employer[0]
        if (
            all(_is_title_part(word) for word in post)
            and len(employer) >= 2
            and not _names_body(first)
            and (first == "The" or first.lower() not in _NAME_JOINERS)
        ):
            return [" ".join(post), " ".join(employer)]
    return [text]


# Each cut applies to every piece the ones before it left, in this order.
_CUTS: tuple[Callable[[str], list[str]], ...] = (
    _cut_bullets,
    _cut_sentences,
    _cut_after_label_colons,
    _cut_around_address,
    _cut_date_ranges,
    _cut_after_place,
    _cut_duties_label,
    _cut_field_labels,
    _cut_description,
    _cut_before_past_tense,
    _cut_at_year_before_degree,
    _cut_before_degree,
    _cut_before_institution,
    _cut_title_from_employer,
    _cut_employer_from_post,
)


def segment_flattened(line: str, *, top: bool = True) -> list[str]:
    """The lines a flattened `line` was made of: headings, bullets and date ranges each starting a line. A `top`
    line starts the document, with the name and contact details before any heading."""
    parts = cut_flattened_headings(line)
    if top:
        # The lines above the first heading: the name, then contact details, each on a line of its own.
        parts[:1] = [piece.strip() for piece in _CONTACT_START.split(parts[0]) if piece.strip()]
    lines = [repair_dropped_dash(part) for part in parts]
    for cut in _CUTS:
        lines = [piece for text in lines for piece in cut(text)]
    return lines
