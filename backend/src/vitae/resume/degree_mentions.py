"""Degrees named anywhere in a resume, with their field when it is written beside them: 'B.Tech in Computer Science',
'Master of Business Administration (MBA)', 'Diploma in Web Page Design', 'PhD, Linguistics', 'BSc (Hons) Marketing'.

Only what reads as a degree on its own counts: a long form ('Bachelor of ...', 'Master's degree', 'Diploma in ...'),
a dotted or unmistakable abbreviation ('B.E.', 'M.S.', 'MBA', 'BSc', 'PhD'), or a two-letter capital abbreviation
that names its field ('BS in Marketing', 'MA, History'), so that 'Boston, MA' and 'MS Office' are not degrees.
"""

import re

from vitae.resume.entry_roles import names_field_of_study
from vitae.resume.locations import is_location
from vitae.resume.vocabulary import title_score

# Abbreviations that are degrees wherever they stand ('B.Tech', 'M.S.', 'MBA', 'PhD').
_ABBREVIATIONS = (
    # Dotted initials of a bachelor's, master's or doctor's degree ('B.S.W.', 'M.L.S.'), not those opening a name
    # ('K.L.N. Oil and Gas', 'S.R.K. University').
    r"[BMD]\.(?:[A-Z]\.){2,3}(?![^\S\n]+[A-Z])|"
    r"B\.?[^\S\n]?Tech\.?|M\.?[^\S\n]?Tech\.?|B\.?[^\S\n]?TECH\.?|M\.?[^\S\n]?TECH\.?|B[.-]TECH|"
    r"B\.?[^\S\n]?Sc\.?|M\.?[^\S\n]?Sc\.?|B\.?[^\S\n]?SC\.|M\.?[^\S\n]?SC\.|BSC|MSC|"
    r"B\.E\.?|M\.E\.|B\.S\.?|M\.S\.?|B\.A\.?|M\.A\.?|"
    r"B\.?[^\S\n]?Eng\.?|M\.?[^\S\n]?Eng\.?|BASc|MASc|"
    r"Ph\.?[^\S\n]?D\.?|PH\.?D\.?|P\.hD\.?|D\.?[^\S\n]?Phil\.?|M\.?[^\S\n]?Phil\.?|Ed\.[^\S\n]?D\.?|Ed\.[^\S\n]?S\.?|"
    r"M\.[^\S\n]?Ed\.?|B\.[^\S\n]?Ed\.?|M\.ED|B\.ED|Psy\.[^\S\n]?D\.?|M\.[^\S\n]?D\.|J\.[^\S\n]?D\.|"
    r"B\.?[^\S\n]?Com\.?|M\.?[^\S\n]?Com\.?|B\.?COM|M\.?COM|B\.?[^\S\n]?Pharm\.?|M\.?[^\S\n]?Pharm\.?|"
    r"B\.?[^\S\n]?Arch\.?|M\.?[^\S\n]?Arch\.?|"
    r"MBA|EMBA|BBA|BBM|BCA|MCA|PGDM|PGDBM|LLB|LLM|BCL|LL\.B\.?|LL\.M\.?|MBBS|BDS|BFA|MFA|BSN|MSN|MPH|MPA|BSEE|BSCS|MSCS|"
    r"BTEC(?:[^\S\n]+HN[CD])?|HN[CD]|"
    # British vocational qualifications, with their level: 'NVQ 3 in Retailing', 'GNVQ Advanced Business'.
    r"G?NVQ(?:[^\S\n]+(?:[Ll]evel[^\S\n]+)?\d)?"
)
# A word of a field of study: capitalised ('Computer', 'E&TC', 'Bio-Informatics') or one of the lower-case nouns
# fields are written with ('Computer science', 'masters in journalism and communication').
_FIELD_NOUNS = (
    r"science|sciences|engineering|technology|studies|administration|management|arts|commerce|applications?|"
    r"communications?|design|education|systems|mathematics|physics|chemistry|biology|economics|finance|marketing|"
    r"accounting|journalism|psychology|law|medicine|nursing|pharmacy|literature|history|statistics|informatics|"
    r"electronics|electrical|mechanical|civil|computer|computing|information|business|software|networks?|security"
)
# Two capital letters read as degrees only beside their field: 'BS in Marketing', 'MA, History', 'BE Computer Science'.
_SHORT_ABBREVIATIONS = r"BS|MS|BA|MA|BE|ME"
_INSTITUTION_WORDS = r"(?:University|UNIVERSITY|College|COLLEGE|Institute|INSTITUTE|School|SCHOOL|Academy|ACADEMY)\b"
# A field stops before the name of the institution that often follows it without a comma.
# Nor does it go on into the word of a document's title ('MS in Digital Cinema Resume Example', '... Curriculum
# Vitae'); 'Curriculum and Instruction' is a field.
_NOT_FIELD_WORD = (
    rf"(?!{_INSTITUTION_WORDS}|[A-Z][\w'’&.-]*[^\S\n]+{_INSTITUTION_WORDS}|(?:{_ABBREVIATIONS})(?!\w)|"
    # Nor into the next degree written by its two letters and its field ('BA in History MS in Physics'), a word of
    # another degree ('Bachelor of Laws/Bachelor of Arts', '... and Design Masters Studio Project') or the grade
    # that follows ('... Science GPA 3.7').
    rf"(?:{_SHORT_ABBREVIATIONS})[^\S\n]+(?:in|IN)[^\S\n]+[A-Z]|(?:Bachelor|BACHELOR|Master|MASTER)(?:['’]?[sS])?\b|"
    rf"C?GPA|C?G\.P\.A|"
    rf"(?:Resume|RESUME|R[ée]sum[ée]|CV|(?i:curriculum)[^\S\n]+(?i:vitae))\b)"
)
# A lower-case word before a field's noun belongs to the field ('project management', 'company law'), unless it is
# a joining or a common word.
_FIELD_PREFIX = (
    r"(?!(?:with|from|that|this|their|these|those|which|while|where|other|some|more|most)\b)[a-z]{4,}[^\S\n]+"
)
_FIELD_WORD = rf"{_NOT_FIELD_WORD}(?:[A-Z][\w'’&+.-]*|(?:{_FIELD_PREFIX})?(?:{_FIELD_NOUNS})\b)"
_JOINER = r"(?:and|AND|of|OF|&)"
_GAP = r"[^\S\n]+"
_FIELD = rf"{_FIELD_WORD}(?:(?:{_GAP}{_JOINER}{_GAP}|{_GAP}|\s*/\s*){_FIELD_WORD}){{0,6}}"
_IN = rf"{_GAP}(?:in|IN|of|OF|on|ON){_GAP}"
# A field's label ('Major: Marketing', 'Minor in Spanish', 'Concentration in Education'): it names the field of a
# degree written above or beside it, never a degree of its own.
_FIELD_LABEL_WORDS = (
    r"Majors?|Majoring|MAJORS?|Minors?|MINORS?|Speciali[sz]ations?|SPECIALI[SZ]ATIONS?|Concentration|CONCENTRATION"
)
_ABBREVIATION_IN_BRACKETS = r"[^\S\n]*\([A-Z][A-Za-z.&\s]{0,12}\)"

_LONG_FORMS = (
    # 'Master of Arts, Urban Planning', 'BACHELOR OF SCIENCE , NURSING': a degree named by its kind, its
    # field after a comma (kept only when it reads as a field, see find_degree_phrases).
    rf"(?P<kind>(?:Bachelor|BACHELOR|Master|MASTER|Doctor|DOCTOR)(?:['’]?[sS])?{_GAP}(?:of|OF){_GAP}"
    rf"(?:Arts|ARTS|Science|SCIENCE|Sciences|SCIENCES|Fine{_GAP}Arts|FINE{_GAP}ARTS))"
    rf"[^\S\n]*,[^\S\n]*(?P<kind_field>{_FIELD})(?=[^\S\n]*(?:[,;(\n]|$))",
    # 'Bachelor of Science in Computer Science', 'Masters in Mass Communication', "Master's Degree in Advertising"
    rf"(?:Bachelor|BACHELOR|Master|MASTER)(?:['’]?s|['’]?S)?(?:{_GAP}(?:[Dd]egree|DEGREE|[Pp]rogram(?:me)?))?"
    rf"{_IN}{_FIELD}(?:{_IN}{_FIELD})?(?:{_ABBREVIATION_IN_BRACKETS}(?:{_IN}{_FIELD})?)?",
    # 'Masters, Business Administration', "Bachelor's Degree - Computer Science" (not 'Scrum Master, ...')
    rf"(?:Bachelor|BACHELOR|Master|MASTER)(?:['’]?s|['’]?S|(?:['’]?s|['’]?S)?{_GAP}(?:[Dd]egree|DEGREE))"
    rf"[^\S\n]*[,:–][^\S\n]*{_FIELD}",
    rf"(?:Bachelor|BACHELOR|Master|MASTER)(?:['’]?s|['’]?S)?{_GAP}(?:[Dd]egree|DEGREE)",
    # 'Masters in 2011 from the University of ...', "Bachelor's from Lakeview College": the degree without its field.
    rf"(?:Bachelor|Master)(?:['’]?s)(?={_GAP}(?:in{_GAP}(?:19|20)\d\d|from){_GAP})",
    rf"(?:Doctor|DOCTOR){_GAP}(?:of|OF){_GAP}{_FIELD}(?:{_IN}{_FIELD})?(?:{_ABBREVIATION_IN_BRACKETS}(?:{_IN}{_FIELD})?)?",
    rf"(?:Doctorate|DOCTORATE)(?:{_IN}{_FIELD})?",
    rf"(?:Associate|ASSOCIATE)(?:['’]?s)?(?:{_GAP}(?:[Dd]egree|DEGREE)(?:{_IN}{_FIELD})?|{_GAP}(?:of|in|OF|IN){_GAP}{_FIELD}(?:{_IN}{_FIELD})?)",
    rf"(?:(?:(?:Post|POST)[\s-]?(?:[Gg]raduate|GRADUATE){_GAP}|PG{_GAP})(?:[Dd]iploma|DIPLOMA)"
    rf"|(?:(?:Advanced|ADVANCED|Graduate|GRADUATE){_GAP})?(?:Diploma|DIPLOMA|diploma))"
    rf"{_IN}{_FIELD}(?:{_ABBREVIATION_IN_BRACKETS})?",
    # The field a degree was taken in, written on its own line: 'Major: Consumer Economics', 'Minor in Spanish'.
    rf"(?:{_FIELD_LABEL_WORDS})(?:[^\S\n]*:[^\S\n]*|{_IN}){_FIELD}",
)
# An associate's degree in dotted capitals, as short as initials, so read only beside its field: 'A.A., Nursing'.
_ASSOCIATE_ABBREVIATIONS = r"A\.A\.S\.|A\.A\.|A\.S\."
_ABBREVIATION_FIELD = (
    rf"(?:{_IN}|[^\S\n]*[,:–-][^\S\n]*|{_GAP}|[^\S\n]*\([^\S\n]*)(?:Hons\.?\)?(?:{_IN}|[^\S\n]*))?{_FIELD}\)?"
)
_NOT_A_FIELD = re.compile(
    r"^(?:Office|Word|Excel|SQL|Access|Project|Visio|Dynamics|Outlook|PowerPoint|Windows|DOS|Teams|Exchange|"
    r"OFFICE|IIS|SSIS|SSRS|SSAS|Visual|FrontPage|Front|Publisher|Reporting|Clarity|Intune|"
    r"Azure|Dos|Paint|Server|Team|CRM|Navision|Sharepoint|SharePoint|Student|Candidate|Degree|Program|Course|"
    r"Summa|Magna|Cum|Honou?rs|Distinction|First|Second|Class|Grade|GPA|CGPA|Graduated?|Expected|Completed|"
    r"Resume|RESUME|R[ée]sum[ée]|CV|Scholarships?|Fellowships?|Thesis|Dissertation|"
    r"January|February|March|April|May|June|July|August|September|October|November|December)\b"
)
# Where a degree can start: a capital that begins a word. Reading only from there is much faster than letting the
# phrase pattern try every position.
_START = re.compile(
    r"B[A.TSECPBDF -]|Bac|M[A.TSEPBCF ]|Ma[sj]|Min|MIN|D[.P]|Doc|DOC|Dip|DIP|Ass|ASS|Adv|ADV|P[GhHs.]|Pos|POS|Gra|GRA|"
    r"E[dDM]|L[lL]|H[nN]|J\.|Spe|SPE|Con|CON|A\.[AS]|NVQ|GNVQ|dip"
)
_DEGREE_PHRASE = re.compile(
    rf"(?:"
    rf"(?P<long>{'|'.join(_LONG_FORMS)})"
    rf"|(?P<abbreviation>{_ABBREVIATIONS})(?![\w])(?P<field>{_ABBREVIATION_FIELD})?"
    rf"|(?P<short>{_SHORT_ABBREVIATIONS}|{_ASSOCIATE_ABBREVIATIONS})(?P<short_field>(?:{_IN}|[^\S\n]*[,:–(-][^\S\n]*){_FIELD}\)?)"
    rf"|(?:(?<=^)|(?<=\n)|(?<=[-–|•][^\S\n]))(?P<leading_short>{_SHORT_ABBREVIATIONS}){_GAP}(?P<leading_field>{_FIELD})"
    rf")(?![\w])"
)
# A board or committee named after a degree ('Master of Public Health Outreach Board') is no degree.
_BODY_END = re.compile(r"\s(?:Committee|COMMITTEE|Council|COUNCIL|Board|BOARD|Commission)\.?$")
_TRAILING_JOINERS = re.compile(r"(?:[\s,/&(-]|\b(?:and|of|in|AND|OF|IN|on|ON))+$")


_SENTENCE_END = re.compile(r"(?<=[a-z]{3})\.$")  # 'in Nursing.' ends a sentence; 'B.Sc.' keeps its dot


def _clean(phrase: str) -> str:
    phrase = " ".join(phrase.split()).replace(" , ", ", ")  # 'MASTER OF ARTS , HISTORY' from small capitals
    phrase = _TRAILING_JOINERS.sub("", _SENTENCE_END.sub("", phrase))
    if phrase.count("(") > phrase.count(")"):
        phrase = phrase.rsplit("(", 1)[0].rstrip(" ,")
    return phrase


# A reference's place of publication: 'Glen Falls, MA: Harlow & Finch', 'NY: R.T. Lowell, Inc.'.
_AFTER_PLACE = re.compile(r"[,:][^\S\n]*$")
_AFTER_STATE = re.compile(r"\b[A-Z]{2}:[^\S\n]*$")


def _in_publisher_place(text: str, position: int, match: re.Match[str]) -> bool:
    before = text[max(0, position - 6) : position]
    short_state = match.group("short") is not None and match.group("short_field").lstrip().startswith(":")
    return (short_state and _AFTER_PLACE.search(before) is not None) or _AFTER_STATE.search(before) is not None


# A paper's authors, surname and initials ('Wright BL, McGann ME, Boulan T.'): 'ME' there is a person's initials.
_SURNAME_BEFORE = re.compile(r"[A-Z][a-z]+[^\S\n]$")
_AUTHOR_AFTER = re.compile(r",[^\S\n]*[A-Z][a-z]+[^\S\n]+[A-Z]{1,2}\b")
_SCHOOL_BEFORE = re.compile(r"(?i)school[\s-]$")  # 'High-school diploma in arts': a school's diploma
_SCRUM_BEFORE = re.compile(r"(?i)scrum[^\S\n]+$")  # 'Scrum Master in agile teams': a role, not a degree
_BY_PERSON = re.compile(r"\b[Bb]y[^\S\n]$")  # 'a course by PhD. Jane Roe': the degree stands as a title
# A degree naming a kind of student or course rather than one held: 'evening MBA programs', 'advised 50 PhD
# students', 'taught at both graduate (MBA) levels'.
_ABOUT_STUDENTS = re.compile(
    r"\)?\s+(?:programs|students|alumni|levels|applicants|admissions|candidates|classes|courses|cohorts)\b"
)
_COUNT_BEFORE = re.compile(r"(?<![\d/.,-])\d{1,3}[^\S\n]+$")  # a count, not a year ('2014 MBA') or a date
_EVENT = re.compile(r"(?:Workshop|Seminar|Symposium|Conference|Colloquium|Forum|Summit)s?\b")
_EVENT_LAST = re.compile(r"\s(?:Workshop|Seminar|Symposium|Conference|Colloquium|Forum|Summit)s?$")


# A citation's authors, surname and initials ('Roe, J., and Lee, M.A. (2004)', 'Lee, U. (PhD),'): the degree's
# letters are a person's initials, or the title of someone else.
_INITIALS_BEFORE = re.compile(r"\b[A-Z][a-z]+,[^\S\n]+(?:[A-Z]\.)+,.{0,40}[A-Z][a-z]+,[^\S\n]+$")
_YEAR_AFTER = re.compile(r"[^\S\n]*\((?:19|20)\d\d[a-z]?\)")
_INITIAL_BEFORE_BRACKET = re.compile(r"\b[A-Z][a-z]+,[^\S\n]+(?:[A-Z]\.)+[^\S\n]*\($")


def _in_citation(text: str, position: int, match: re.Match[str]) -> bool:
    if _INITIAL_BEFORE_BRACKET.search(text, max(0, position - 30), position):
        return True
    return _YEAR_AFTER.match(text, match.end()) is not None and (
        _INITIALS_BEFORE.search(text, max(0, position - 80), position) is not None
    )


def _in_author_list(text: str, position: int, match: re.Match[str]) -> bool:
    if _in_citation(text, position, match):
        return True
    if match.group("short") is None:
        return False
    return (
        _SURNAME_BEFORE.search(text, max(0, position - 20), position) is not None
        and _AUTHOR_AFTER.match(text, match.start("short_field")) is not None
    )


# A degree named by its field before the word ('my Electronics Engineering degree', 'an Engineering graduate'):
# capitalised words, one of them a field's noun, right before 'degree' or 'graduate'.
_DEGREE_WORD = re.compile(r"(?:degree|Degree|graduate)\b")
_FIELD_BEFORE_DEGREE = re.compile(rf"(?<![\w.])((?:[A-Z][\w&-]*{_GAP}){{1,4}})$")
_FIELD_NOUN = re.compile(rf"\b(?:{_FIELD_NOUNS})\b", re.IGNORECASE)
_NOT_A_FIELD_BEFORE_DEGREE = re.compile(
    r"\b(?:Bachelor|Master|Associate|Doctor|Graduate|Undergraduate|Honou?rs|Engineer)'?s?\b"
)
_DETERMINER = re.compile(rf"^(?:A|An|The|My|His|Her|Their){_GAP}")


def _fields_before_degree(text: str) -> list[str]:
    phrases: list[str] = []
    for word in _DEGREE_WORD.finditer(text):
        match = _FIELD_BEFORE_DEGREE.search(text, max(0, word.start() - 60), word.start())
        if match is None:
            continue
        field = _DETERMINER.sub("", match.group(1))
        if _FIELD_NOUN.search(field) and not _NOT_A_FIELD_BEFORE_DEGREE.search(field):
            phrases.append(f"{' '.join(field.split())} {word.group(0)}")
    return phrases


def _names_job_after_comma(field: str, field_text: str) -> bool:
    """'PhD, Patent Attorney', 'MBA, Sales Manager': a job title after the degree and its comma, not a field."""
    return field.lstrip().startswith(",") and title_score(field_text) > 0 and _FIELD_NOUN.search(field_text) is None


def find_degree_phrases(text: str) -> list[str]:
    """Every degree `text` names, as written, with the field that follows it; each phrase once."""
    found: list[str] = []
    read_to = 0
    for start in _START.finditer(text):
        position = start.start()
        if position < read_to or position and (text[position - 1].isalnum() or text[position - 1] in "._"):
            continue
        match = _DEGREE_PHRASE.match(text, position)
        if match is None:
            continue
        read_to = match.end()
        if (
            _in_publisher_place(text, position, match)
            or _in_author_list(text, position, match)
            or _BY_PERSON.search(text, max(0, position - 4), position)
            or _SCHOOL_BEFORE.search(text, max(0, position - 8), position)
            or _SCRUM_BEFORE.search(text, max(0, position - 7), position)
        ):
            continue
        kind_field = match.group("kind_field")
        if kind_field is not None and (is_location(kind_field) or not names_field_of_study(kind_field)):
            # 'Master of Science, Dover': a place after the comma, not a field; the degree alone.
            phrase = _clean(match.group("kind"))
            if phrase and phrase not in found:
                found.append(phrase)
            continue
        field = match.group("field") or match.group("short_field") or match.group("leading_field") or ""
        if not field and (
            _ABOUT_STUDENTS.match(text, match.end()) or _COUNT_BEFORE.search(text, max(0, position - 8), position)
        ):
            continue
        field_text = field.strip(" ,:–-(")
        if _EVENT.match(field_text) or _EVENT_LAST.search(field_text):
            continue  # 'PhD Workshop', 'MBA Research Seminar': an event for students of the degree
        if field and (_NOT_A_FIELD.match(field_text) or _names_job_after_comma(field, field_text)):
            if not match.group("abbreviation"):
                continue
            phrase = match.group("abbreviation")
        else:
            phrase = match.group(0)
        phrase = _clean(phrase)
        if _BODY_END.search(phrase):
            phrase = match.group("abbreviation") or ""  # 'M.D., American Board' keeps its degree
        if phrase and phrase not in found:
            found.append(phrase)
    found.extend(phrase for phrase in _fields_before_degree(text) if phrase not in found)
    return found


_FIELD_LABEL = re.compile(rf"(?:{_FIELD_LABEL_WORDS})\b")


def is_field_label(phrase: str) -> bool:
    """'Major: Marketing', 'Specialization in Project Management': the field of a degree, not a degree."""
    return _FIELD_LABEL.match(phrase) is not None


def find_degrees(text: str) -> list[str]:
    """The degrees `text` names (find_degree_phrases), without the labelled fields of a degree ('Major: History')."""
    return [phrase for phrase in find_degree_phrases(text) if not is_field_label(phrase)]


def opening_degree(text: str) -> str:
    """The degree `text` opens with ('M.S. in Data Science, 2019' -> 'M.S. in Data Science'); '' when it opens with
    anything else or with a field's label ('Major in ...')."""
    named = find_degree_phrases(text)
    return named[0] if named and text.startswith(named[0]) and not is_field_label(named[0]) else ""
