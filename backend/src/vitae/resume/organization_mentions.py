"""Employers named anywhere in a resume, in the ways a resume names them outside an entry header:

- a labelled field: 'Company: Veltrix India', 'Organization: Corvane India PVT LTD', '(Client: Northwind Lifts)';
- a sentence about working there: 'Working as Software Engineer with Corvane Systems Limited', 'Interned at
  Fabrikam Development Centre', 'worked for Fabrikam as a QA Lead', 'Currently with X', '2 years of experience in X as
  Phone Banker';
- a job title before it: 'Research Associate at X', 'Secretary of the X Council', 'Produce Clerk, X, Lincoln, NE',
  'Instructor: X Training Centre' (after a preposition other than 'at', or with no place or dates after it, the name
  must be headed by an organisation's word);
- a name ending in a legal form ('Veltrix Software Pvt Ltd', 'Quality Builders, Inc.', 'Alder Bank'), which names
  a company wherever it stands, except as a copyright holder or a publisher.

Names are read as runs of capitalised words, so 'worked with the marketing team' or 'working in 24*7 support' name
nothing; skills, fields, regions, projects and bare kinds of organisation ('Society', 'Family Business') are left out.
"""

import re
from functools import lru_cache

from vitae import lexicon
from vitae.resume.locations import is_location, is_region
from vitae.resume.vocabulary import (
    has_degree,
    is_institution,
    names_a_function,
    organization_score,
    title_score,
    word_set,
)
from vitae.resume.word_starts import word_starts

_GAP = r"[^\S\n]+"
# A word of a name: capitalised ('Infosys', 'R&D', 'AT&T', 'e-Clerx' is not), a number inside a name ('3M' is),
# joined by 'and', '&', 'of', 'de', 'de los', 'van der' or a hyphen.
_NAME_WORD = r"(?:[A-Z][\w'’.&/-]*|\d+[A-Za-z][\w-]*)"
_JOINER = rf"(?:and|&|of|de(?:{_GAP}(?:los|las|la))?|del|della|di|da|du|van(?:{_GAP}der)?|von|for|the)"
_NAME = rf"{_NAME_WORD}(?:(?:{_GAP}{_JOINER}{_GAP}|{_GAP}){_NAME_WORD}){{0,5}}"
LEGAL_FORM = (
    r"(?:(?:Pvt\.?|PVT\.?|Private|PRIVATE)?[^\S\n]*(?:Ltd|LTD|Limited|LIMITED|Inc|INC|LLC|L\.L\.C|LLP|Corp|CORP|"
    r"Corporation|CORPORATION|GmbH|PLC|plc|Pty|PTY)\b\.?(?:[^\S\n]*(?:Ltd|LTD|Limited|LIMITED)\b\.?)?|"
    r"S\.A\b\.?|S\.p\.A\b\.?|B\.V\b\.?|N\.V\b\.?)"
)
# 'Fenway Labs (India) Pvt. Ltd': the country in brackets before the form belongs to the name.
_FORM_TAIL = rf"(?:{_GAP}\([A-Z][A-Za-z]+\))?,?{_GAP}{LEGAL_FORM}"
# Each cue is found with `word_starts` and read with an anchored match from there (see word_starts).
_LABELLED = re.compile(
    r"(?i:company|organi[sz]ation|employer|firm)"
    rf"(?:{_GAP}(?i:name))?[^\S\n]*:[^\S\n]*(?P<name>{_NAME}(?:{_FORM_TAIL})?)"
)
_LABEL_WORDS = ("company", "organisation", "organization", "employer", "firm")
_BEFORE_LABEL = re.compile(r"(?:^|[\n(|•])[^\S\n]*(?:(?:Past|Previous|Current|Present|PAST|CURRENT)[^\S\n]+)?$")
# 'Working currently with X', 'six years' service with the Royal Navy', 'Currently with X' (a cover line's verb left
# out), 'Interned under X'.
_WORKED_AT = re.compile(
    r"(?i:work(?:ing|ed|s)?|employed|intern(?:ed|ing)?|serv(?:ing|ed|ice)|placed|consult(?:ing|ed)|currently|"
    r"presently)"
    rf"(?:{_GAP}(?i:currently|presently|previously|formerly|now|also|full[- ]time|part[- ]time))?"
    rf"(?:{_GAP}as{_GAP}(?:an?{_GAP})?[\w.&/-]+(?:{_GAP}[\w.&/-]+){{0,4}}?)?"
    rf"{_GAP}(?:(?P<preposition>at|with|for|under){_GAP}(?:the{_GAP})?|(?P<inside>in){_GAP})"
    rf"(?P<name>{_NAME}(?:{_FORM_TAIL}|{_GAP}(?:services|technologies|solutions|systems|infotech|consultancy)\b)?)"
)
_WORK_WORDS = ("work", "employed", "intern", "serv", "placed", "consult", "currently", "presently")
# 'Research Associate at Nimbus Labs', 'Intern at Acme': a job title right before 'at' names where it was held.
_TITLE_AT = re.compile(
    rf"{_GAP}(?P<preposition>at|@|for|with|of|to|in|under){_GAP}(?:the{_GAP})?(?P<name>{_NAME}(?:{_FORM_TAIL})?)"
)
# Other prepositions than 'at' after a title name an employer only with a word of one ('Secretary of the Aviation
# Security Panel', 'Adviser to the Training Institute'), not a subject ('Professor of Computer Science').
_TITLE_CUE = re.compile(r"[ \t](?:at|@|for|with|of|to|in|under)[ \t]+(?:the[ \t]+)?[A-Z0-9]")
_BODY_WORDS = lexicon.words("words/body")
_TITLE_BEFORE = re.compile(r"(?m)(?:^|[,;:()\[\]|•–—-])[^,;:()\[\]|•–—\n-]{0,60}\Z")
_ACTIVITY_WORDS = lexicon.words("words/activity")
# '14 months of experience in KLMB as Teller Associate', 'experience with Contoso as a Service Engineer': the role
# after the name shows it is where the person worked, not a tool or a field ('experience in Java').
_EXPERIENCE_AT = re.compile(
    rf"(?i:experience){_GAP}(?:at|with|in){_GAP}(?P<name>{_NAME}(?:{_FORM_TAIL})?),?{_GAP}as{_GAP}"
    rf"(?:an?{_GAP})?(?P<title>[\w.&/-]+(?:{_GAP}[\w.&/-]+){{0,3}})"
)
_JOINED = re.compile(rf"(?i:joined){_GAP}(?P<name>{_NAME}(?:{_FORM_TAIL})?)")
_WITH_LEGAL_FORM = re.compile(rf"(?<![\w&.$-])(?P<name>{_NAME}{_FORM_TAIL}|{_NAME}{_GAP}(?:Bank|BANK)\b)")
# Where a legal form starts: the search for names ending in one starts from there, since most lines have none.
_LEGAL_FORM_START = re.compile(
    r"(?:Pvt|PVT|Private|PRIVATE|Ltd|LTD|Limited|LIMITED|Inc|INC|LLC|L\.L\.C|LLP|Corp|CORP|"
    r"Corporation|CORPORATION|GmbH|PLC|plc|Pty|PTY|Bank|BANK|S\.A|S\.p\.A|B\.V|N\.V)\b"
)
_LEGAL_FORM_IN_NAME = re.compile(rf"(?<=\S)[^\S\n]+{LEGAL_FORM}")
_NEXT_WORD = re.compile(r"[^\S\n]+[A-Z]")
_PUBLISHED_BY = re.compile(
    r"(?:(?i:published[^\S\n]+by|publisher:?)|(?<![^\s(;.])(?P<place>[A-Z][\w.]*(?:[^\S\n]+[A-Z][\w.]*)?"
    r"(?:,[^\S\n]*[A-Z][\w.]*(?:[^\S\n]+[A-Z][\w.]*)?)?):)[^\S\n]*\Z"
)
_BANK_GOES_ON = re.compile(r"[^\S\n]+(?!(?:Ltd|LTD|Limited|LIMITED|Inc|INC|Corp|PLC|plc|of|and)\b)[A-Z][a-z]")
# 'Sales Associate, X, Lincoln, NE', 'Volunteer: X', 'Project Assistant - X': a title, a separator, a name, then a
# place, dates, the line's end or the next sentence.
_TITLE_COMMA = re.compile(r"(?:,|:|[ \t][-–])[ \t]+(?:the[ \t]+)?[A-Z]")
_TITLE_BEFORE_COMMA = re.compile(r"(?m)(?:^|[;:()\[\]|•–—]|[ \t]-[ \t]|\d)[^,;:()\[\]|•–—\n]{0,60}\Z")
_NAME_AFTER_COMMA = re.compile(
    rf"(?:,|:|[ \t][-–]){_GAP}(?:the{_GAP})?(?P<name>{_NAME}(?:{_FORM_TAIL})?)"
    rf"(?=,{_GAP}[A-Z]|{_GAP}?\(|{_GAP}[•|–—-]|,?{_GAP}(?:19|20)\d\d|[ \t]*\.?[ \t]*(?:\n|$)|"
    rf"{_GAP}[A-Z][a-z]+{_GAP}(?!(?:and|of|for|de|the)\b)[a-z])"
)
# An honour or a certificate named like a post ('Elected Fellow, X', 'Certified Developer, X Web Services').
_HONOUR = re.compile(
    r"(?i:\b(?:elected|honorary|distinguished|visiting\s+scholar|award\w*|certified|certificat\w*|course|exam\w*)\b)"
)
_SEASON_OR_MONTH = re.compile(
    r"(?i:spring|summer|fall|autumn|winter|summers|ongoing|present|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|"
    r"dec)[a-z]*\b"
)
_PLACE_AFTER = re.compile(r",[ \t]+([A-Z][\w.]*(?:[ \t]+[A-Z][\w.]*)?(?:,[ \t]*[A-Z][\w.]*)?)")
_DATES_AFTER = re.compile(r",?[ \t]*\(?[ \t]*(?:(?:19|20)\d\d|\d{1,2}/\d{2,4})")
_GROUP_WORDS = word_set("committee board team division panel unit section chapter")
_LOOK_BEHIND = 90
_MONTH_WORD = r"(?:[A-Z][a-z]{2,8}\.?[^\S\n]*)?"
# A date range, found from its first year (a month before it is looked for after, see _period_start).
_PERIOD = re.compile(
    rf"(?<!\d)(?:19|20)\d\d[^\S\n]*(?:-|–|—|to)[^\S\n]*(?:{_MONTH_WORD}(?:19|20)\d\d|(?i:present|date|now))"
    r"[^\S\n]*[,:]?"
)
_MONTH_BEFORE = re.compile(r"[A-Z][a-z]{2,8}\.?'?[^\S\n]*\Z")
# 'Harrow Optics (HOL), Fresno, CA', 'Harrow Optics / Delmar Glass Co., Fresno, CA': a short form in brackets
# belongs to the name; two employers joined by a slash are each one.
# A town of up to three words, and its region after a comma: 'Fresno, CA', 'Santa Rosa, New Mexico'.
_PLACE_WORDS = r"[A-Z][\w.]*(?:[^\S\n]+[A-Z][\w.]*){0,2}(?:,[^\S\n]*[A-Z][\w.]*(?:[^\S\n]+[A-Z][\w.]*)?)?"
_NAME_AND_PLACE = re.compile(
    rf"\s*(?P<name>{_NAME}(?:{_FORM_TAIL})?(?:{_GAP}/{_GAP}{_NAME}(?:{_FORM_TAIL})?)?(?:{_GAP}\([A-Z][A-Za-z&]+\))?),"
    rf"{_GAP}(?P<place>{_PLACE_WORDS})"
)
_NAME_AND_PLACE_BEFORE = re.compile(
    rf"(?:^|(?<=[\n•|;.(]))[^\S\n]*(?P<name>{_NAME}(?:{_FORM_TAIL})?),{_GAP}(?P<place>{_PLACE_WORDS}),?\s*\Z",
    re.MULTILINE,
)
# 'Corvelle, Senior Consultant, 2000-2001', 'MedQuarry, Founder and CEO, 2009-Present'.
_NAME_AND_TITLE_BEFORE = re.compile(
    rf"(?:^|(?<=[\n•|;.(]))[^\S\n]*(?P<name>{_NAME}(?:{_FORM_TAIL})?),{_GAP}"
    rf"(?P<title>[A-Z][\w/&-]*(?:{_GAP}[A-Za-z][\w/&-]*){{0,4}})(?:,{_GAP}[A-Z][\w.]*(?:{_GAP}[A-Z][\w.]*)?)?,?\s*\Z",
    re.MULTILINE,
)
# 'Nuvola Cosmetics | Jul 2017', 'HALDEN ROBOTICS LAB | Mar 2011 - Present': a name set apart on its line (after a
# run of spaces), then a bar and the date it started; words of the name are one space apart.
_BAR_THEN_DATE = re.compile(r"\|[^\S\n]*(?:[A-Z][a-z]{2,8}\.?[^\S\n]*)?(?:19|20)\d\d\b")
_NAME_BEFORE_BAR = re.compile(
    rf"(?:^|(?<=[\n•])|(?<=[^\S\n]{{2}}))(?P<name>{_NAME_WORD}(?:(?: {_JOINER} | ){_NAME_WORD}){{0,5}}"
    rf"(?:{_FORM_TAIL})?)\Z",
    re.MULTILINE,
)
_CITY_AND_STATE = re.compile(r"[A-Z][\w.]*(?:[^\S\n]+[A-Z][\w.]*){0,2},[^\S\n]*[A-Z]{2}\b")
# A template's or a site's footer names its publisher, not an employer ('© 2010 Acme Ltd', 'copyright of Acme Ltd').
_COPYRIGHT = re.compile(r"(?:©|\(c\)|(?i:copyright))[^\n]{0,40}$")
# 'PLC programming', 'PLC and SCADA': the controller, not a public limited company.
_PLC_AS_WORD = re.compile(r"[^\S\n]+(?:[a-z]|and\b|&)")
# A word that ends a sentence inside what reads as a name ('MNC. As Contoso', 'Antenna. Organization X'):
# capitals or a word of four letters or more, with no dot inside ('R.T. Lowell', 'St. Louis', 'Corp.' are names).
_SENTENCE_END = re.compile(r"(?<![\w.])(?:[A-Z]{2,}|[A-Z]?[a-z]{4,})\.[^\S\n]+(?=[A-Z])")
_ABBREVIATIONS = word_set("corp. bros. dept. intl. assoc. univ. ltda. mfg. natl. govt.")
# Lowercase words that may follow an employer named after 'in' ('worked in Infosys since 2010'); any other
# ('worked in NORTHWIND POS project', 'Worked in Pediatric, medical ...') shows a field, a project or a skill.
_AFTER_EMPLOYER = word_set("as at by during for from in on since till to under until where which with and or who")
# Words that start a clause or a sentence rather than a name ('The', 'Currently', 'Responsible').
_LEADING_NOISE = re.compile(
    r"^(?:(?:The|THE|A|An|My|Our|Currently|Presently|Also|Then|Later|Since|From|In|At|With|For|As|And|Of|"
    r"Worked|Working|Joined|Employed|(?i:project|client|company|organi[sz]ation|employer)(?:\s+name)?)\b[^\S\n]*)+"
)
_GENERIC_NAME_WORDS = lexicon.words("words/company-kind")
# Names that are tools, teams or places people work with or in, not employers ('worked with Ansible', 'in Java').
_NOT_EMPLOYERS = re.compile(
    r"^(?:[A-Z]{1,2}|Team|Teams|Client|Clients|Customer|Customers|Users?|Business|Management|Development|Production|"
    r"Support|Operations|Sales|Marketing|Finance|Engineering|Research|Testing|Projects?|Agile|Scrum|Java|Python|C|"
    r"SQL|Oracle\s+(?:Database|DB|SQL)|SAP\s+[A-Z]+|Microsoft\s+(?:Office|Excel|Word|Azure|SQL|Dynamics|Visual)|"
    r"Windows|Linux|Unix|AWS|Azure|Excel|Word|English|Hindi|India|USA|US|UK|Europe|Asia|Various|Multiple|Different|"
    r"Cross|Both|All|Many|Several|Each|Other|This|That|These|Those|Their|His|Her|Its|IT|MNC|Startups?|"
    r"Law|EMEA|APAC|APJ|LATAM|NAM|(?i:you|me|us|them|him)|Grades?|Students?|Children|Kids|Patients|Families)\b"
)
_MOST_NAME_WORDS = 7


_JOINING_WORDS = frozenset(
    {"and", "&", "of", "de", "los", "las", "la", "del", "della", "di", "da", "du", "van", "der", "von", "for", "the"}
)


_UNIT_OF = re.compile(
    r"^(?:[A-Z][\w&.-]*\s+){0,3}(?:Department|DEPARTMENT|Dept\.?|Division|DIVISION)\s+(?:of|OF)\s+(?=[A-Z])"
)


def _clean_name(name: str) -> str:
    name = _LEADING_NOISE.sub("", " ".join(name.split())).strip(" ,.-–")
    if name.count("(") > name.count(")"):
        name = name.rsplit("(", 1)[0].strip(" ,")
    # 'Autopistas del Sur S.A. Position', 'Acme Ltd. Role': a name ends with its legal form.
    for ending in _LEGAL_FORM_IN_NAME.finditer(name, 1):
        if _NEXT_WORD.match(name, ending.end()):
            name = name[: ending.end()].rstrip(" ,.")
            break
    whole = words = name.split()
    # 'Corporate Controller for Alder Bank': a job title run into the name is not part of it.
    while len(words) > 1 and (title_score(" ".join(words)) > 0 or words[0].lower() in _JOINING_WORDS):
        if title_score(" ".join(words[1:])) <= 0 and words[0].lower() not in _JOINING_WORDS:
            words = words[1:]
            while words and words[0].lower() in _JOINING_WORDS:
                if words[0].lower() in ("&", "and"):
                    return " ".join(whole)  # 'Acme Engineering & Locomotive Co Ltd': both sides name the firm
                words = words[1:]
            break
        words = words[1:]
    unit = _UNIT_OF.match(" ".join(words))
    if unit is not None and _LEGAL_FORM_IN_NAME.search(" ".join(words), unit.end()):
        return " ".join(words)[unit.end() :]  # 'IT Department of Acme Glass Ltd': the employer is the firm
    stripped = whole[: len(whole) - len(words)]
    if all(word.lower().strip(".,") in _GENERIC_NAME_WORDS for word in words) and any(
        title_score(word) <= 0 and word.lower() not in _JOINING_WORDS for word in stripped
    ):
        return " ".join(whole)  # 'Strategic Marketing, Inc': the job word is the firm's own, not a title before it
    return " ".join(words)


def _without_place(name: str) -> str:
    """'worked at Nimbus Labs Pune', 'manager at Exaserve Saudi Arabia': in a sentence, the place after the name is
    no part of it (a labelled field's 'Company: Veltrix India' is left whole)."""
    words = name.split()
    for size in (2, 1):
        if (
            len(words) > size
            and is_location(" ".join(words[-size:]))
            and words[-size - 1].lower() not in _JOINING_WORDS
        ):
            return " ".join(words[:-size]).strip(" ,-–")
    return name


def is_employer_mention(name: str) -> bool:
    """Whether a name found outside the entries (a headline's part, a sentence's object) can be an employer: not a
    tool, a team, a place, a job title, a degree or a bare kind of organisation ('MEDIA', 'PhD', 'BI')."""
    return _is_employer(name) and not has_degree(name)


_BLANKED = re.compile(r"[Xx]{3,}")


def _is_employer(name: str) -> bool:
    words = name.split()
    if not words or len(words) > _MOST_NAME_WORDS or _NOT_EMPLOYERS.match(name) and len(words) <= 2:
        return False
    if _BLANKED.fullmatch(name):
        return False  # 'XXXXXX': a name blanked out
    if all(word.lower().strip(".,") in _GENERIC_NAME_WORDS for word in words) or names_a_function(name):
        return False  # 'Global Sales Division': a department, no employer's own name
    if len(words) == 1 and organization_score(name) >= 1:
        return False  # 'Society', 'MEDIA': what kind of organisation, not which one
    if is_location(name) or title_score(name) > 0 and not _WITH_LEGAL_FORM.fullmatch(name):
        return False
    if words[-1].strip(".,") == "Division":
        return False  # 'Northern Retail Division, Leeds': a unit of the employer named elsewhere (one set in capitals
        # as an employer's heading is kept, 'HARLOW PARTS DIVISION, Toledo, OH')
    if words[-1].strip(".,") in ("Region", "REGION"):
        return False  # 'Northern Plains Region': the territory of a job, not who employed
    return any(character.isalpha() for character in name)


# 'Past Organization: Acme as analyst (2014 - 2016), Holvane, Dover (from 2011-2014), Zentrik Labs (2010)': more
# employers listed after the labelled one, each with its dates in brackets (its town maybe before them).
_LISTED_EMPLOYER = re.compile(
    rf",\s*(?P<name>{_NAME}),?(?:[^\S\n]*[A-Z][a-z]+,?)?[^\S\n]*\((?:from[^\S\n]+)?(?:[A-Z][a-z]{{2,8}}\.?[^\S\n]*)?"
    r"(?:19|20)\d\d"
)
_MOST_LIST_CHARACTERS = 400


def _listed_after_label(text: str, end: int) -> list[str]:
    paragraph_end = text.find("\n\n", end)
    window_end = min(end + _MOST_LIST_CHARACTERS, paragraph_end if paragraph_end >= 0 else len(text))
    return [match.group("name") for match in _LISTED_EMPLOYER.finditer(text, end, window_end)]


def find_organizations(text: str) -> list[str]:
    """Every employer `text` names in a labelled field, a sentence about working there, or with a legal form."""
    lowered = text.lower()
    candidates: list[str] = []
    for start in word_starts(lowered, _LABEL_WORDS):
        match = _LABELLED.match(text, start)
        line_start = text.rfind("\n", 0, start) + 1
        if match is not None and _BEFORE_LABEL.search(text, max(line_start - 1, 0), start):
            candidates.append(_first_sentence(match.group("name")))
            candidates.extend(_listed_after_label(text, match.end()))
    for start in word_starts(lowered, _WORK_WORDS):
        match = _WORKED_AT.match(text, start)
        if match is None:
            continue
        name = _first_sentence(match.group("name"))
        preposition = (match.group("preposition") or match.group("inside")).lower()
        if preposition == "under" and not _names_a_body(_clean_name(name)):
            continue  # 'worked under Dr. Rao': a supervisor
        if preposition == "with" and organization_score(name) < 1:
            continue  # 'worked with Ansible', 'working with Ian', 'with FILE, SOAP': only a company's own words
        if preposition == "in" and not _names_employer_after_in(text, name, match.start("name")):
            continue
        candidates.append(_without_place(name))
    candidates.extend(_without_place(name) for name in _names_after_titles(text))
    candidates.extend(_names_after_title_commas(text))
    for start in word_starts(lowered, ("experience",)):
        match = _EXPERIENCE_AT.match(text, start)
        if match is not None and (title_score(match.group("title")) > 0 or match.group("title")[0].isupper()):
            candidates.append(_without_place(match.group("name")))
    for start in word_starts(lowered, ("joined",)):
        match = _JOINED.match(text, start)
        if match is not None:
            candidates.append(_first_sentence(match.group("name")))
    candidates.extend(_names_with_legal_form(text))
    candidates.extend(_names_after_periods(text))
    candidates.extend(_names_before_bar_dates(text))
    found: list[str] = []
    for candidate in candidates:
        for name in _each_body(_clean_name(candidate)):
            if name and name not in found and _is_employer(name):
                found.append(name)
    # 'Current Employer: Acme' and 'employed with Acme Systems Group': the shorter is a piece of the longer.
    return [name for name in found if not any(_is_part_of(name, other) for other in found)]


def _names_after_titles(text: str) -> list[str]:
    """'Marketing content creator at Exaserve', 'Research Associate at the Laboratory for X': the job title before
    'at' is read back to the start of its clause and must end in a job word."""
    names: list[str] = []
    for cue in _TITLE_CUE.finditer(text):
        start = cue.start()
        last = _word_before(text, start)
        if not _is_title_word(last):
            continue
        match = _TITLE_AT.match(text, start)
        if match is None:
            continue
        if match.group("preposition") not in ("at", "@") and not _names_a_body(_clean_name(match.group("name"))):
            continue
        before = _TITLE_BEFORE.search(text, max(0, start - 60), start)
        if before is None or len(before.group().split()) > 6 or _HONOUR.search(before.group()):
            continue
        name = _first_sentence(match.group("name"))
        if _ends_a_name(text, match.start("name") + len(name)):  # not 'at Breast feeding Group'
            names.append(name)
    return names


def _names_after_title_commas(text: str) -> list[str]:
    """'Sales Associate, Harbor Outfitters, Lincoln, NE', 'Chair, Campus Yearbook (2009 - 2011)': a job title, a
    comma, then a name that ends at a place, a period of time or the end of the line."""
    names: list[str] = []
    for cue in _TITLE_COMMA.finditer(text):
        start = cue.start()
        last = _word_before(text, start)
        if not _is_title_word(last):
            continue
        before = _TITLE_BEFORE_COMMA.search(text, max(0, start - 60), start)
        if before is None or len(before.group().split()) > 5:
            continue
        if _HONOUR.search(before.group()):
            continue  # 'Elected Fellow, American Statistical Association': an honour, not a post
        match = _NAME_AFTER_COMMA.match(text, start)
        if match is None or _SEASON_OR_MONTH.match(match.group("name")) or is_institution(match.group("name")):
            continue
        after = text[match.end() : match.end() + 40]
        place = _PLACE_AFTER.match(after)
        if place is not None and re.fullmatch(r"[A-Z]{2}", place.group(1)):
            continue  # 'Trainee, Baltimore, MD': the name is the town
        if (
            _DATES_AFTER.match(after)
            or place is not None
            and is_location(place.group(1))
            or _names_a_body(_clean_name(match.group("name")))
        ):
            names.append(match.group("name"))
    return names


def _word_before(text: str, end: int) -> str:
    """The word that ends at `end` (at most 30 characters: a longer one is no job word)."""
    start = max(0, end - 30)
    space = max(text.rfind(" ", start, end), text.rfind("\n", start, end), text.rfind("\t", start, end))
    if space < 0:
        return text[:end] if start == 0 else ""
    return text[space + 1 : end]


@lru_cache(maxsize=4096)
def _is_title_word(word: str) -> bool:
    """A job word that ends a title: 'Engineer', 'Intern'; not 'support', 'staff' (an activity, a group) nor a
    plural ('trained journalists at', 'workers at': the people served, not the person's title)."""
    if not word[:1].isalpha() or not (word[-1].isalnum() or word[-1] == "."):
        return False
    if word.lower().strip(".") in _ACTIVITY_WORDS or title_score(word) <= 0:
        return False
    return not (word.endswith("s") and title_score(word[:-1]) > 0)


def _each_body(name: str) -> list[str]:
    """'Alder Bank and Harbor Savings Bank': two organisations, when each side is one on its own."""
    parts = [_clean_name(part) for part in name.split(" and ")]
    if len(parts) > 1 and all(len(part.split()) >= 2 and _names_a_body(part) for part in parts):
        return parts
    return [name]


def _names_after_periods(text: str) -> list[str]:
    """'2013 to Present Tornvik, San Mateo, California', 'Feb. 2001 - Oct. 2005, RK Studio, Dayton, OH': the
    period of a job, then the employer and its place."""
    names: list[str] = []
    for period in _PERIOD.finditer(text):
        month = _MONTH_BEFORE.search(text, max(0, period.start() - 12), period.start())
        start = month.start() if month is not None else period.start()
        for match in (
            _NAME_AND_PLACE.match(text, period.end()),
            _NAME_AND_PLACE_BEFORE.search(text, max(0, start - 90), start),
        ):
            if match is not None:
                names.extend(
                    name
                    for name in match.group("name").split(" / ")
                    if _is_employer_at_place(name, match.group("place"))
                )
        match = _NAME_AND_TITLE_BEFORE.search(text, max(0, start - 90), start)
        if match is not None and _is_title_word(_word_before(match.group("title"), len(match.group("title")))):
            name = match.group("name")
            if not (is_institution(name) or has_degree(name) or title_score(name) > 0 or is_location(name)):
                names.append(name)
    return names


def _names_before_bar_dates(text: str) -> list[str]:
    names: list[str] = []
    start = text.find("|")
    while start >= 0:
        if _BAR_THEN_DATE.match(text, start) is not None:
            end = len(text[:start].rstrip(" \t"))
            match = _NAME_BEFORE_BAR.search(text, max(0, end - 80), end)
            name = match.group("name") if match is not None else ""
            if name and not (is_institution(name) or has_degree(name) or title_score(name) > 0 or is_location(name)):
                names.append(name)
        start = text.find("|", start + 1)
    return names


def _is_employer_at_place(name: str, place: str) -> bool:
    if _SEASON_OR_MONTH.match(name) or is_institution(name) or has_degree(name) or title_score(name) > 0:
        return False
    town = place.split(",")[0]
    if len(name.split()) == 1 and is_region(town):
        return False  # 'Newark, NJ', 'Odesa, Ukraine': the name is the town
    if organization_score(town) > 0 or is_institution(town) or len(town.split()) > 2 or _names_a_group(town):
        return False  # 'Chairman, Diversity Committee, Baltimore': a title, then the organisation
    words = place.split()
    return bool(_CITY_AND_STATE.match(place)) or any(
        is_location(" ".join(words[:size])) for size in range(len(words), 0, -1)
    )


def _names_a_group(name: str) -> bool:
    return any(word.lower() in _BODY_WORDS or word.lower() in _GROUP_WORDS for word in name.split())


def _names_a_body(name: str) -> bool:
    """'Regional Statistics Center', 'Institute for Space Research': an organisation's word heads the name (ends
    it or comes before 'of' / 'for'); 'School Magazine' and 'University Relations' name a thing or a department."""
    words = [word.lower().strip(".,") for word in name.split()]
    return bool(words) and (
        words[-1] in _BODY_WORDS
        or any(word in _BODY_WORDS and after in ("of", "for") for word, after in zip(words, words[1:], strict=False))
    )


def _first_sentence(name: str) -> str:
    """The name up to a word that ends a sentence: 'MNC. As Contoso' -> 'MNC'."""
    for end in _SENTENCE_END.finditer(name):
        if end.group().split()[0].lower() not in _ABBREVIATIONS:
            return name[: end.start() + len(end.group().split()[0]) - 1]
    return name


def _last_sentence(name: str) -> str:
    """The name from the word after a sentence's end: 'Antenna. Organization Acme India Pvt Ltd' -> 'Organization
    Acme India Pvt Ltd' (the label word is then cleaned off)."""
    cut = 0
    for end in _SENTENCE_END.finditer(name):
        if end.group().split()[0].lower() not in _ABBREVIATIONS:
            cut = end.end()
    return name[cut:]


def _names_employer_after_in(text: str, name: str, start: int) -> bool:
    """'worked in Infosys since 2010', 'in TCS.': a name; 'Worked in NORTHWIND POS project', 'Worked in Pediatric,
    medical ...', 'Working in Sales and Marketing': a project, a field or a skill."""
    return " and " not in f" {name} ".replace(" & ", " and ") and _ends_a_name(text, start + len(name), ", \t")


def _ends_a_name(text: str, end: int, gap: str = " \t") -> bool:
    """Whether the name ending at `end` is a whole name: not followed by a lowercase word that carries on the noun
    phrase ('at Breast feeding Group', 'at Al Noor university'), only by a preposition or a conjunction."""
    after = text[end : end + 40].lstrip(gap)
    if not after[:1].islower():
        return True
    return after.split(maxsplit=1)[0].strip(".,;:") in _AFTER_EMPLOYER


def _is_part_of(name: str, other: str) -> bool:
    words, other_words = name.lower().split(), other.lower().split()
    return len(words) < len(other_words) and other_words[: len(words)] == words


def _is_publisher(text: str, window_start: int, start: int) -> bool:
    """'published by Halden & Sons, Inc.', a citation's 'Boston, MA: Halden Press, Inc.': a publisher, no employer."""
    before = _PUBLISHED_BY.search(text, window_start, start)
    if before is None:
        return False
    return before.group("place") is None or is_location(before.group("place"))


def _after_a_word(text: str, start: int) -> bool:
    """'Infosys Ltd', 'Acme, Inc': a space before the form and a word or a comma before the space."""
    return start >= 2 and text[start - 1] in " \t" and (text[start - 2].isalnum() or text[start - 2] in ".,")


# A line that lists clients ('Clients: Harbor Foods Inc., ...', 'Project Client Alder PLC'), opens with a grant's
# amount ('$20,000: river survey. Alder Foundation Inc.') or names a course or a qualification ('Surveying Ltd.,
# Safety Course, 2004'): the companies on it are served, funders or teachers, not employers.
_NAMES_NO_EMPLOYER = re.compile(
    r"^[^\S\n]*(?:[^\w\n$]+[^\S\n]*)?(?:(?:(?i:project|representative|key|major|past|previous)[^\S\n]+)?"
    r"(?i:clients?|customers?)\b|[$€£]\d)"
    r"|\b(?i:course|qualification|examination|exam|certificate|certification)\b",
    re.MULTILINE,
)


def _names_with_legal_form(text: str) -> list[str]:
    names: list[str] = []
    searched_to = 0
    for start in _LEGAL_FORM_START.finditer(text):
        if start.start() < searched_to or not _after_a_word(text, start.start()):
            continue  # 'Pvt Ltd': the second part of a form already read; 'Banking' or a form with no name
        line_start = text.rfind("\n", 0, start.start()) + 1
        window_start = max(line_start, start.start() - _LOOK_BEHIND)
        line_end = text.find("\n", start.end())
        window_end = len(text) if line_end < 0 else line_end
        if start.group() == "PLC" and _PLC_AS_WORD.match(text, start.end()):
            continue
        if start.group() in ("Bank", "BANK") and _BANK_GOES_ON.match(text, start.end()):
            continue  # 'House Bank Creation', 'Consolidated Bank House': the name goes on, 'Bank' is not its end
        if _NAMES_NO_EMPLOYER.search(text, line_start, window_end):
            continue
        for match in _WITH_LEGAL_FORM.finditer(text, window_start, min(window_end, start.end() + 30)):
            if match.start() <= start.start() < match.end():
                if not _COPYRIGHT.search(text, window_start, match.start()) and not _is_publisher(
                    text, window_start, match.start()
                ):
                    names.append(_last_sentence(match.group("name")))
                searched_to = match.end()
                break
    return names
