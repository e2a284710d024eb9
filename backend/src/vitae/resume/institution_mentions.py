"""Institutions named anywhere in a resume: 'Anna University', 'University of Texas at Austin', 'Dayananda Sagar
College of Engineering', 'School of Mass Communication', 'IIT Kanpur'.

A name is read around one of the words institutions are named with (University, College, Institute, School,
Academy...): the capitalised words before it and an 'of ...' after it. The search starts from that word, so a
resume without one costs a single scan.
"""

import re

from vitae import lexicon
from vitae.resume.entry_roles import names_no_institution
from vitae.resume.vocabulary import find_degree, has_degree

_GAP = r"[^\S\n]+"
_KEYWORD = re.compile(
    r"(?:Universit(?:y|ies|é|ät|at|ad|ade|à|a)|UNIVERSIT(?:Y|IES|É|AT|AD|ADE|A)|Universidad[e]?|UNIVERSIDAD[E]?|College|COLLEGE|Institute|INSTITUTE|"
    r"School|SCHOOL|Academy|ACADEMY|Polytechnic|POLYTECHNIC|Conservatory|CONSERVATORY|Vidyalaya|VIDYALAYA|"
    r"Vidyapeeth|Mahavidyalaya|Politecnico|Hochschule|Ecole|École|ÉCOLE|ECOLE)\b"
)
# Indian institutes are written as an acronym and a place: 'IIT Kanpur', 'NIT, Trichy', 'BITS Pilani'.
_ACRONYM_AND_PLACE = re.compile(
    rf"(?:IIT|IITs|NIT|IIIT|IIM|BITS|IISc)(?:[^\S\n]*[,-]?{_GAP}|[^\S\n]*-[^\S\n]*)(?P<place>[A-Z][a-z]+|[A-Z]{{3,}})\b"
)
_NAME_WORD = r"(?:[A-Z][\w'’.&-]*|\d+(?:st|nd|rd|th))"
# Words of one name are one or two spaces apart: a wider run marks where a line of the original ended
# ('LAKEVIEW INSTITUTE OF TECHNOLOGY    Dayton').
_NAME_GAP = r"[^\S\n]{1,2}"
_AFTER_KEYWORD = re.compile(
    rf"(?:{_NAME_GAP}(?:of|OF|Of|for|FOR|de|du|des|del|di|da)(?:{_NAME_GAP}(?:the|THE|la|le|los|las|les))?"
    rf"{_NAME_GAP}{_NAME_WORD}"
    rf"(?:(?:{_NAME_GAP}(?:and|AND|&|of|OF|Of|at|AT|for|FOR|in|IN|de|del|la))?{_NAME_GAP}{_NAME_WORD}){{0,6}})?"
    rf"(?:[^\S\n]*\([A-Z][A-Za-z.&]{{1,9}}\))?"
)
_WRAPPED_OF = re.compile(r"[^\S\n]+(?:of|OF)[^\S\n]*\n[^\S\n]*[A-Z]")
# Keywords written before the name in French, Spanish, Italian and German ('Université Lumière', 'Universidad
# Complutense', 'Universität Hamburg').
_NAMED_AFTER = frozenset(
    {"Université", "Universität", "Universitat", "Universidad", "Universidade", "Università", "Hochschule", "École"}
    | {"Ecole", "Politecnico", "UNIVERSITÉ", "UNIVERSIDAD", "UNIVERSIDADE", "ÉCOLE", "ECOLE"}
)
_DIRECT_NAME = re.compile(rf"(?:{_GAP}(?!(?:de|of|di|der)\b)[A-ZÀ-Ý][\w'’.-]*){{1,3}}")
_AT_PLACE = re.compile(rf"{_GAP}(?:at|AT){_GAP}[A-Z][a-z]+|{_GAP}(?:at|AT){_GAP}[A-Z]{{3,}}\b")
_JOINERS = frozenset({"of", "and", "&", "for", "de", "del", "du", "des", "da", "di", "la", "the"})
_INITIALS = re.compile(r"^(?:[A-Z]\.){2,}$")  # 'K.L.E.': initials, not the end of a sentence
_NOT_NAME_WORDS = lexicon.words("words/before-institution")
_AFTER_NAME_WORDS = lexicon.words("words/after-institution")
_FIELD_WORDS = lexicon.words("words/field-of-study")
_MAX_LEADING_WORDS = 6
_SPACES = re.compile(r"[^\S\n]+")
# Schooling below college ('Cedar Brook Elementary School', 'Air Force School', 'Leicester Sixth Form College'):
# a resume names it as an employer of teachers or as secondary schooling, rarely as a place of higher study.
_SCHOOL_LEVEL = re.compile(
    r"\b(?:elementary|primary|intermediate|middle|high|secondary|sec\.?|public\s+school|pubic\s+school|grammar|comprehensive|charter|montessori|"
    r"sixth\s+form|junior|jr\.?|preparatory|kindergarten|convent|vidyalaya|matriculation)\b|^[\w.'’-]+(?:\s+[\w.'’-]+)?\s+school$",
    re.IGNORECASE,
)
# A publisher named after its university ('Oxford University Press') is not where anyone studied.
_PUBLISHER = re.compile(r"[^\S\n]*(?:Press|PRESS)\b")
_PRESS_END = re.compile(r"\s(?:Press|PRESS)$")  # 'University of Kansas Press', the name read with its last word
# A body named after its institution ('College of Nursing Outreach Committee', 'University Students Council')
# is where someone served, not where they studied.
_BODY_END = re.compile(r"\s(?:Committee|COMMITTEE|Council|COUNCIL|Board|BOARD|Commission|Association|Society|Club)$")
# A street named after an institution ('1400 W. University Avenue', 'One University Place') is an address.
_STREET = re.compile(
    r"[^\S\n]+(?:Avenue|AVENUE|Ave|AVE|Street|STREET|Place|PLACE|Plaza|PLAZA|Drive|DRIVE|Road|ROAD|Rd|RD|Boulevard|"
    r"Blvd|BLVD|Lane|LANE|Parkway|Pkwy|Circle|Court|Square)\b"
)
# A periodical named after an academy ('Bulletin of the Baltic Academy of Sciences') is where one published.
_PERIODICAL = re.compile(r"(?:Bulletin|Journal|Proceedings|Transactions|Annals|Newsletter|Review)\b", re.IGNORECASE)
# A professional body one belongs to ('an associate (ACIS) of the Chartered Institute of ...', 'Fellow of the Royal
# Academy of ...') is no place of study.
_MEMBERSHIP_BEFORE = re.compile(
    r"(?<!aculty )(?<!taff )"  # a faculty or staff member of a university taught or worked there
    r"\b(?:[Mm]ember|MEMBER|[Ff]ellow|FELLOW)\b(?:[^.\n]{0,30}\s(?:of|OF)(?:\s+(?:the|THE))?|\s*[,:])\s*$"
)
# An office named after its institution ('Manager of University Relations', 'Director of College Admissions') is
# a job's department.
_OFFICE_AFTER = re.compile(
    r"[^\S\n]+(?:Relations|RELATIONS|Admissions|ADMISSIONS|Affairs|AFFAIRS|Outreach|OUTREACH|Recruit(?:ing|ment)|"
    r"RECRUIT(?:ING|MENT)|Partnerships|PARTNERSHIPS|Advancement|ADVANCEMENT)\b"
)
# An event or an outlet named after its institution ('Harbor Sciences Institute Conference', 'College Radio
# Station', 'Law Review') is where one presented or published, and a body named after colleges ('College Student
# Advisers International', 'University Alumni Association') is where one served, not where one studied.
_EVENT_OR_OUTLET_AFTER = re.compile(
    r"(?:[^\S\n]+[A-Z][\w'’-]*){0,2}?[^\S\n]+(?:Conferences?|CONFERENCE|Symposium|Workshops?|Meetings?|Summit|Colloquium|"
    r"Expo|Radio|Station|Review|Publishing|Newspaper|Magazine|Association|Society|International|Federation)\b"
)
# An event held by or at an institution ('Annual Meeting of the Coastal Academy of Sciences') is where one went.
_EVENT_OF = re.compile(
    r"\b(?:Meetings?|MEETINGS?|Conferences?|CONFERENCES?|Sessions?|SESSIONS?|Symposium|SYMPOSIUM|Congress|CONGRESS)"
    r"\s+(?:of|OF|at|AT)\s"
)
_ARTICLE_END = re.compile(r"(?:^|\s)(?:a|an)\s*$")
# A body of institutions ('Association of American Universities', 'Council of Graduate Schools') is where one served.
_SCHOOL_WORDS = frozenset({"School", "SCHOOL"})
_BODY_OF = re.compile(r"^(?:Association|Society|Council|Federation|Consortium|Conference|League|Union)\s+(?:of|for)\s")
# A field or a profession named after schools ('School Psychology', 'School Counselor'): a subject, or a job when
# no school's name comes before it.
_FIELD_AFTER = re.compile(r"[^\S\n]+(?:Counseling|Counselling|Psychology)\b")
_PROFESSION_AFTER = re.compile(
    r"[^\S\n]+(?:Counselors?|Counsellors?|Psychologists?|Nurses?|Teachers?|Principals?|Librarians?|"
    r"Social[^\S\n]+Workers?)\b"
)
# An institution's campus named after another institution on its line ('Lakeview High School, State University
# Campus') is where that other one stands.
_CAMPUS_AFTER = re.compile(r"[^\S\n]+(?:Campus|CAMPUS)\b")
# A name only an acronym follows ('University (LIU)') whose line opens with its keyword: the words before it end the
# line above ('a lecturer at the Lakeview International' / 'University (LIU) Dover').
_ONLY_ACRONYM = re.compile(r"[^\S\n]*\([A-Z][A-Z.&]{1,9}\)")
_PLACEHOLDER = re.compile(r"^(?:name\s+of|your\s|university\s+name|college\s+name|school\s+name)", re.IGNORECASE)


# A name that ends in 'School' ('Air Force School Dover') names a school; a college is written 'School of Law',
# 'Business School'.
_SCHOOL_NAME = re.compile(r"(?<!Business )(?<!Law )(?<!Medical )(?<!Graduate )\bSchool\b(?!\s+of\b)", re.IGNORECASE)


def split_field_and_institution(text: str) -> tuple[str, str] | None:
    """'Bachelor of Science in Ecology Engineering Lakeview Normal University' -> ('Bachelor of Science in Ecology
    Engineering', 'Lakeview Normal University'): a degree whose field runs into the institution's name (a single-spaced
    resume runs its lines on) ends at the last word a field is named with (or an abbreviation in brackets after it)
    that leaves the institution a name of its own. None when no such word is there."""
    keyword = _KEYWORD.search(text)
    if keyword is None:
        return None
    tokens = text[: keyword.start()].split()
    after = _AFTER_KEYWORD.match(text, keyword.end())
    named_after = after is not None and bool(after.group(0).strip())
    for index in range(len(tokens) - 1, -1, -1):
        token = tokens[index]
        if not is_field_word(token) and not (token.startswith("(") and token.endswith(")")):
            continue
        if index + 1 < len(tokens) or named_after:
            name = " ".join([*tokens[index + 1 :], text[keyword.start() :]])
            return " ".join(tokens[: index + 1]), name
    return None


def is_field_word(token: str) -> bool:
    """A word a field of study is named with ('Physics', '(Economics)')."""
    return token.lower().strip("(),") in _FIELD_WORDS


def names_school(text: str) -> bool:
    """'Harbor Grammar School', 'Lakeview High School', 'Air Force School Dover': schooling below college."""
    return _SCHOOL_LEVEL.search(text) is not None or _SCHOOL_NAME.search(text) is not None


def _is_name_token(token: str) -> bool:
    if not token:
        return False
    bare = token.strip("()")
    if not bare:
        return False
    if bare.lower() in _JOINERS:
        return True
    if bare.lower() in _NOT_NAME_WORDS or has_degree(bare):
        return False
    return bare[0].isupper() or (bare[0].isdigit() and bare.endswith(("st", "nd", "rd", "th")))


_GRADUATE = frozenset({"Graduate", "GRADUATE"})


def _leading_words(before: str) -> list[str]:
    """The capitalised words right before the keyword, read backwards up to the start of their clause."""
    tokens = before.split(" ")
    if tokens and tokens[-1] == "":
        tokens.pop()
    else:
        return []  # the keyword is glued to the word before it
    words: list[str] = []
    for token in reversed(tokens):
        if not words and token in _GRADUATE:
            words.insert(0, token)  # 'Graduate School of Education': the word opens the name, not a clause
            continue
        if not token or token.endswith((",", ";", ":", ")", "|")) or not _is_name_token(token):
            break
        if (
            token.endswith(".")
            and len(token.rstrip(".")) > 3
            and token not in {"Univ.", "Inst."}
            and not _INITIALS.match(token)
        ):
            break  # the end of a sentence, not an abbreviation ('St.', 'Dr.', 'D.Y.')
        words.insert(0, token)
        if len(words) >= _MAX_LEADING_WORDS:
            break
    # 'Université de Lakeview and the Technical University of ...': an institution named before an 'and' is another.
    joined = [index for index, word in enumerate(words) if word.lower() in {"and", "&"}]
    if joined and any(_KEYWORD.fullmatch(word) for word in words[: joined[-1]]):
        words = words[joined[-1] + 1 :]
    while words and words[0].lower() in _JOINERS:
        words.pop(0)
    # Drop a field of study run into the name, as long as a name word remains.
    while len(words) > 1 and (
        words[0].lower() in _FIELD_WORDS or words[0].lower() in _JOINERS or _shouts_before_name(words)
    ):
        words.pop(0)  # 'Computer Science and Engineering Lakeview University': the field's 'and' goes with it
    return words


_ARTICLES = frozenset({"The", "THE"})


def _own_leading_words(leading: list[str], trailing: str) -> list[str]:
    """The words before the keyword that belong to the name, once what ends the line above is dropped (a single-spaced
    resume runs its lines on): a name opens at its article ('Studies The University of Lakeview'), and a field of
    study before a name written 'University of ...' ends the degree ('Computer Science University of Lakeview')."""
    opening = next((index for index, word in enumerate(leading) if index and word in _ARTICLES), 0)
    leading = leading[opening:]
    if trailing.strip() and all(word.lower() in _FIELD_WORDS or word.lower() in _JOINERS for word in leading):
        return []
    return leading


def _shouts_before_name(words: list[str]) -> bool:
    """'COMPUTER APPLICATION Lakeview College': capitals before a name written in mixed case end a field."""
    return len(words[0]) > 4 and words[0].isupper() and not words[-1].isupper() and not _INITIALS.match(words[0])


def _institution_at(text: str, keyword: re.Match[str]) -> tuple[str, int]:
    """The name around `keyword` and where it ends, or ('', end of the keyword) when none is there."""
    line_start = text.rfind("\n", 0, keyword.start()) + 1
    line_end = text.find("\n", keyword.end())
    if line_end < 0:
        line_end = len(text)
    before = _SPACES.sub(" ", text[max(line_start, keyword.start() - 90) : keyword.start()])
    leading = _leading_words(before)
    if _WRAPPED_OF.match(text, keyword.end()):
        # 'CITY COLLEGE OF' / 'NEW YORK': the name goes on at the start of the next line.
        next_end = text.find("\n", line_end + 1)
        wrapped = text[keyword.end() : next_end if next_end >= 0 else len(text)].replace("\n", " ", 1)
        after = _AFTER_KEYWORD.match(wrapped, 0, 120)
        end = keyword.end() + (after.end() if after else 0)
    else:
        after = _AFTER_KEYWORD.match(text, keyword.end(), min(line_end, keyword.end() + 120))
        end = after.end() if after else keyword.end()
    trailing = after.group(0) if after else ""
    if (cut := _before_degree(trailing)) != trailing:
        trailing, end = cut, keyword.end() + len(cut)
    if not trailing.strip() and keyword.group(0) in _NAMED_AFTER:
        trailing, end = _words_after(text, end, line_end)
    elif not leading and not trailing.strip() and (at_place := _AT_PLACE.match(text, end, line_end)):
        trailing, end = at_place.group(0), at_place.end()  # 'University at Buffalo'
    if not leading and not before.strip() and line_start > 0 and _ONLY_ACRONYM.fullmatch(trailing):
        above = text[text.rfind("\n", 0, line_start - 1) + 1 : line_start - 1]
        leading = _leading_words(_SPACES.sub(" ", above[-90:]) + " ")
    if not leading and not trailing.strip():
        return "", end  # 'University' alone names nothing
    leading = _own_leading_words(leading, trailing)
    name = " ".join(" ".join([*leading, keyword.group(0)]).split() + trailing.split()).rstrip(".,")
    clause = before.rstrip()
    opening = clause[: len(clause) - len(" ".join(leading))]
    if _MEMBERSHIP_BEFORE.search(opening):
        return "", end
    if leading and not trailing.strip() and _ARTICLE_END.search(opening):
        return "", end  # 'a Teachers Training College in the valley': a kind of college, not one's name
    if _CAMPUS_AFTER.match(text, end) and _KEYWORD.search(opening):
        return "", end  # 'Lakeview High School, State University Campus': the school's address
    if (
        _PLACEHOLDER.match(name)
        or _PUBLISHER.match(text, end)
        or _SCHOOL_LEVEL.search(name)
        or _PRESS_END.search(name)
        or _BODY_END.search(name)
        or _STREET.match(text, end)
        or (not trailing.strip() and _OFFICE_AFTER.match(text, end))
        or (not trailing.strip() and keyword.group(0) in _SCHOOL_WORDS and _names_school_work(text, end, leading))
        or _BODY_OF.match(name)
        or _EVENT_OR_OUTLET_AFTER.match(text, end)
        or _PERIODICAL.match(name)
        or _EVENT_OF.search(name)
    ):
        return "", end
    if names_no_institution(name):
        return "", end  # 'University of Name', 'College/University': a template's placeholder or a column
    return name, end


def _before_degree(trailing: str) -> str:
    """'of Lakeview M.Ed', 'of Harbor MSc Physics', 'of Lakeview Thesis': the words of a name after its keyword end
    before a degree or a word no name goes on with written right after it (the lines of a single-spaced resume run
    on)."""
    previous = ""
    for index, word in enumerate(re.finditer(r"\S+", trailing)):
        bare = word.group(0).strip(":,.;")
        ends_name = bare.lower() in _AFTER_NAME_WORDS or bare == previous  # 'of Lakeview Lakeview, OH': its town
        previous = bare
        if index and (ends_name or ((degree := find_degree(word.group(0))) is not None and degree.start() == 0)):
            kept = trailing[: word.start()].rstrip()
            return kept if kept.split()[-1].lower() not in _JOINERS else ""
    return trailing


def _names_school_work(text: str, end: int, leading: list[str]) -> bool:
    """'Counseling & School Psychology', 'School Counselor': what the school's word is of, a field or a job."""
    return _FIELD_AFTER.match(text, end) is not None or (not leading and _PROFESSION_AFTER.match(text, end) is not None)


def _words_after(text: str, start: int, line_end: int) -> tuple[str, int]:
    """'Université Lumière Lyon II', 'Universität Hamburg': the capitalised words right after the keyword, up to a
    degree or a word that is no name's."""
    match = _DIRECT_NAME.match(text, start, line_end)
    if match is None:
        return "", start
    kept = ""
    for word in re.finditer(r"\S+", match.group(0)):
        if has_degree(word.group(0)) or word.group(0).lower() in _NOT_NAME_WORDS:
            break
        kept = match.group(0)[: word.end()]
    return kept, start + len(kept)


def _inside_word(text: str, start: int) -> bool:
    # The patterns start with their keyword rather than a word boundary: a literal start is found much faster.
    return start > 0 and text[start - 1].isalnum()


def lines_naming_institutions(text: str) -> list[str]:
    """The lines of `text` with a word institutions are named with, in order (a cheap pass before reading names)."""
    lines: list[str] = []
    searched_to = 0
    for pattern in (_KEYWORD, _ACRONYM_AND_PLACE):
        for match in pattern.finditer(text):
            if match.start() < searched_to and pattern is _KEYWORD:
                continue
            line_start = text.rfind("\n", 0, match.start()) + 1
            line_end = text.find("\n", match.end())
            line_end = len(text) if line_end < 0 else line_end
            if text[line_start:line_end] not in lines:
                lines.append(text[line_start:line_end])
            searched_to = line_end
        searched_to = 0
    return lines


def find_institutions(text: str) -> list[str]:
    """Every institution `text` names, as written; a name inside a longer one found first is not repeated."""
    found: list[str] = []
    end_of_last = -1
    for keyword in _KEYWORD.finditer(text):
        if keyword.start() < end_of_last or _inside_word(text, keyword.start()):
            continue  # 'College' inside 'University College of ...' already read, or 'Preschool'

        name, end_of_last = _institution_at(text, keyword)
        if name and name not in found:
            found.append(name)
    for match in _ACRONYM_AND_PLACE.finditer(text):
        if _inside_word(text, match.start()):
            continue
        name = " ".join(match.group(0).split())
        if not any(name in known for known in found):
            found.append(name)
    return found


def opening_institution(text: str) -> str:
    """The institution `text` opens with ('Lakeview University, Dover ...' -> 'Lakeview University'), or ''."""
    named = find_institutions(text)
    return named[0] if named and text.startswith(named[0]) else ""
