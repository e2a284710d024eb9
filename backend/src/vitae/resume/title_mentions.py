"""Job titles named anywhere in a resume: a labelled field ('Designation: Principal Engineer', 'Role: SAP Basis
Consultant', 'Position: Technical Support Engineer') or a sentence saying what the person works as ('Working as
Support Engineer with Contoso', 'Joined as Associate Network Engineer', 'seeking a position as a Sound
Designer'). A title must read as one: it has a job word ('engineer', 'manager', 'consultant'...) and is short.
"""

import re

from vitae import lexicon
from vitae.resume.dates import find_dates
from vitae.resume.organization_mentions import LEGAL_FORM
from vitae.resume.vocabulary import is_post_word, is_title_word, names_a_post, opens_with_capital, title_score
from vitae.resume.word_starts import word_starts

_GAP = r"[^\S\n]+"
# Each cue is found with `word_starts` and read with an anchored match from there.
_LABELLED = re.compile(
    r"(?:Designation|DESIGNATION|designation|Role|ROLE|Position|POSITION|Job[^\S\n]+[Tt]itle|JOB[^\S\n]+TITLE)"
    r"[^\S\n]*[:–-][^\S\n]*(?P<title>[^\n]+)"
)
_LABEL_WORDS = ("designation", "role", "position", "job title")
# The title may go on to the next line: 'hired as a senior' / 'analyst for ...' (see _title_words).
_WORKS_AS = re.compile(rf"[a-z]*{_GAP}as{_GAP}(?:an?{_GAP})?(?P<title>[^\n]+(?:\n[^\n]+)?)", re.IGNORECASE)
_WORK_WORDS = ("work", "join", "serv", "employ", "position", "role", "job", "career", "hired")
# Where a title written in running text ends: a preposition, a conjunction of clauses, punctuation or a date.
_TITLE_END = re.compile(
    r"(?<!\b[SsJj]r)(?<!\b[SJ]R)(?<!\b[Aa]sst)(?<!\bASST)(?:(?<=\S)\.|\.(?![A-Za-z]))|"  # not 'Sr. Engineer', '.NET'
    r"[,;:()\[\]|]|\s/|/\s|\n|\s[-–—]\s|"
    r"\s(?:with|for|at|in|from|on|under|to|by|since|during|where|who|which|between|and\s+(?:a|an|the)|"
    r"responsible|involved|having|handling|looking|allowing|of\s+(?:a|an|the))\b|\s\d",
    re.IGNORECASE,
)
_LABEL_VALUE_END = re.compile(r"\s(?:Team\s+Size|Duration|Client|Period|Company|Organi[sz]ation)\b|[,;(|]|\s[-–—]\s")
_MOST_TITLE_WORDS = 6
_HANGING_WORDS = frozenset({"and", "or", "of", "the", "&", "a", "an"})
# 'Currently working with Northwind Labs in Leeds as a Quality Analyst': what the person works as, said later in
# the sentence, capitalised as a title is.
_AS_A_TITLE = re.compile(rf"\bas{_GAP}an?{_GAP}(?P<title>[A-Z][^\n]*)")


# A rank that qualifies the word after it ('senior', 'Sr.', 'chief'): a title ending in one goes on past the line.
_RANK_AT_LINE_END = re.compile(r"\b(?:senior|junior|sr\.?|jr\.?|chief|deputy)[^\S\n]*\n", re.I)
# Being one of a team or of a body, said in a sentence ('work as a team member', 'serving as a member of a council'),
# is no job's title; a project's 'Role: Team member' is the role the resume gives.
_MEMBER_OF_A_TEAM = re.compile(r"^(?:(?:team|key|core|active|a)\s+)?(?:member|player)$", re.IGNORECASE)
# Studying is no job: 'spent a term abroad as an Exchange Student', 'joined as a Student Member of a society' (a
# 'Student Assistant' is one).
_STUDENT = re.compile(r"\bstudents?$|\bstudent\s+members?\b", re.IGNORECASE)


def _names_no_post(title: str) -> bool:
    return _MEMBER_OF_A_TEAM.match(title) is not None or _STUDENT.search(title) is not None


# Punctuation before a title; a dot glued to a word opens its name ('.NET Developer').
_LEADING_PUNCTUATION = re.compile(r"^(?:[\s,–-]|\.(?![A-Za-z]))+")


def _title_words(raw: str, end: re.Pattern[str]) -> str:
    line_end = raw.find("\n")
    if line_end >= 0 and _RANK_AT_LINE_END.search(raw[: line_end + 1]):
        raw = raw.replace("\n", " ", 1)
    stop = end.search(raw)
    title = raw[: stop.start()] if stop else raw
    words = title.split()
    while words and words[-1].lower() in _HANGING_WORDS:
        words.pop()  # 'Product Designer and': cut inside its sentence
    title = _LEADING_YEAR.sub("", _LEADING_PUNCTUATION.sub("", " ".join(words).rstrip(" .,-–")))  # 'as 2005 VP'
    words = title.split()
    if not words or len(words) > _MOST_TITLE_WORDS or title_score(title) <= 0:
        return ""
    if words[0].lower() in _OPENING_PREPOSITIONS:
        return ""  # 'worked as in charge of ...': no title follows 'as'
    return title


_LEADING_YEAR = re.compile(r"^(?:19|20)\d\d\s+")
_OPENING_PREPOSITIONS = frozenset({"in", "at", "for", "with", "on", "to", "from", "of", "by"})


# The header row of a table of jobs ('No. Company Role Duration', 'Organization Designation Duration'), the employer
# written before the post; each row below it names an employer with its legal form, then the post and the period.
_TABLE_HEADER = re.compile(
    r"(?im)^[^\S\n]*(?:(?:s\.?[^\S\n]?no|sl\.?[^\S\n]?no|sr\.?[^\S\n]?no|no)\.?[^\S\n]+)?"
    r"(?:company|organi[sz]ation|employer)(?:[^\S\n]+name)?[^\S\n]+(?:role|designation|position|job[^\S\n]+title)\b"
    r"[^\n]*$"
)
_ROW_EMPLOYER = re.compile(rf"\b{LEGAL_FORM}")
_ROW_PIECE_END = re.compile(r"(?<!\b[SsJj]r)\.[^\S\n]+|,[^\S\n]+")
_PERIOD_START = re.compile(r"[^\S\n]\d")
_MOST_TABLE_ROWS = 12


def _titles_in_job_tables(text: str) -> list[str]:
    """'1. Northwind Ltd Data Analyst 3 Years 2 Months', 'Harbor Systems Limited, Leeds, UK. Sr. Test
    Engineer Jan/2011 - Mar/2014' under the header row of a table of jobs: the post after the employer's name."""
    titles: list[str] = []
    for header in _TABLE_HEADER.finditer(text):
        for row in text[header.end() :].lstrip("\n").split("\n")[:_MOST_TABLE_ROWS]:
            employer = _ROW_EMPLOYER.search(row)
            if employer is None:
                break  # the table ends with its rows
            rest = row[employer.end() :]
            spans = find_dates(rest)
            period = _PERIOD_START.search(rest)
            ends = [span.start for span in spans[:1]] + ([period.start()] if period else [])
            rest = rest[: min(ends)] if ends else rest
            pieces = [piece.strip(" -–|") for piece in _ROW_PIECE_END.split(rest)]
            title = next((piece for piece in reversed(pieces) if piece and title_score(piece) > 0), "")
            if title and len(title.split()) <= _MOST_TITLE_WORDS:
                titles.append(title)
    return titles


# 'Senior data architect with over 9 years of experience', 'Storage Professional with 14 years': a summary
# that opens with the person's post and how long they have held such posts.
_YEARS_IN_WORDS = "|".join(word for word, value in lexicon.values("words/number").items() if 1 <= value <= 20)
_WITH_YEARS = re.compile(
    r"with[^\S\n]+(?:(?:over|more[^\S\n]+than|nearly|almost|about|around|some|\d+(?:\.\d+)?\+?|"
    rf"{_YEARS_IN_WORDS}|many|several)[^\S\n]*\+?[^\S\n]+)+(?:years?|yrs?|months?)\b",
    re.IGNORECASE,
)
# Where the words before a post end; a dot opening a word opens its name ('.NET Developer').
_BEFORE_THE_POST = re.compile(r".*(?:[;:!?•,()\[\]|/\n]|(?<=\S)\.|\.(?![A-Za-z])|\s[-–—]\s|\s{2,})", re.DOTALL)
_QUALITIES = re.compile(r"^(?:an?|the)$|^(?!(?:certified|licensed|registered|chartered)$)[a-z-]+ed$", re.IGNORECASE)
_MOST_WORDS_BEFORE = 60
# 'To obtain a sales engineer position', 'seeking a Data Analyst role': the post the person looks for or held.
_POSITION = re.compile(r"(?:position|role|job)s?\b(?![^\S\n]+descriptions?\b)", re.IGNORECASE)


def _post_before(text: str, with_start: int) -> str:
    """The post written right before 'with N years' or 'position' ('Result oriented Networking Professional' ->
    'Networking Professional'): the run of words that may belong to a title, capitalised when the post is."""
    before = text[max(0, with_start - _MOST_WORDS_BEFORE) : with_start]
    cut = _BEFORE_THE_POST.match(before)
    words = (before[cut.end() :] if cut else before).split()
    if not words or not is_post_word(words[-1]):
        return ""
    capitalised = words[-1][0].isupper()
    taken = [words[-1]]
    for word in reversed(words[:-1]):
        fits = (
            opens_with_capital(word) and word.lower() not in ("and", "a", "an", "the")
            if capitalised
            else is_title_word(word)
        )
        if not fits or len(taken) == _MOST_TITLE_WORDS:
            break
        taken.insert(0, word)
    while taken and _QUALITIES.match(taken[0]) and len(taken) > 1:
        taken.pop(0)  # 'Experienced Software Engineer', 'Dedicated Nurse'
    if not capitalised and len(taken) == 1:
        return ""  # 'a versatile leader with 20 years': a quality said of the person, not the post
    title = " ".join(taken)
    return title if title_score(title) > 0 and names_a_post(title) and not _names_no_post(title) else ""


def find_job_titles(text: str) -> list[str]:
    """Every job title `text` names in a labelled field or a sentence saying what the person works as."""
    lowered = text.lower()
    found: list[str] = []
    for start in word_starts(lowered, _LABEL_WORDS):
        match = _LABELLED.match(text, start)
        title = _title_words(match.group("title"), _LABEL_VALUE_END) if match else ""
        if title and opens_with_capital(title) and title not in found:  # not 'Role: fetching data, analyzing ...'
            found.append(title)
    for start in word_starts(lowered, _WORK_WORDS):
        stem_end = start + next(len(stem) for stem in _WORK_WORDS if lowered.startswith(stem, start))
        match = _WORKS_AS.match(text, stem_end)
        title = _title_words(match.group("title"), _TITLE_END) if match else ""
        if title and title not in found and not _names_no_post(title):
            found.append(title)
    for match in _AS_A_TITLE.finditer(text):
        title = _title_words(match.group("title"), _TITLE_END)
        if title and opens_with_capital(title) and title not in found and not _names_no_post(title):
            found.append(title)
    for start in word_starts(lowered, ("with",)):
        if _WITH_YEARS.match(text, start):
            title = _post_before(text, start)
            if title and title not in found:
                found.append(title)
    for start in word_starts(lowered, ("position", "role", "job")):
        if start and text[start - 1] in " \t" and _POSITION.match(text, start):
            title = _post_before(text, start)
            if " " in title and title not in found:  # one word before 'role' often names a kind of thing
                found.append(title)
    found.extend(title for title in _titles_in_job_tables(text) if title not in found)
    return found
