"""Section headings run into the text around them, as exports without line breaks leave them:

- the headings of side-by-side columns read as one line: 'EXPERIENCE SKILLS' (each starts a section; the text
  that follows is the columns interleaved line by line, which no reading order can undo without positions);
- a whole resume on one line: '... john@mail.com Summary Data engineer with ... Work Experience Senior Engineer,
  Acme Inc. 2019 - Present ... Education B.Sc. Computer Science ...';
- a heading run into its first line: 'SKILLS • Ability to lead workshops', 'EDUCATION Bachelor of Science, 2012'.

Such a line is cut before the heading and after it, so that the heading stands alone as it was meant to. Only the
headings of the main sections are cut out (summary, experience, education, skills, projects, certifications): the
phrases that name them are seldom anything else; and the other headings that end in one ('Volunteer Experience').
"""

import re

from vitae.resume.dates import find_dates
from vitae.resume.headings import GENERIC_HEADS, HEADING_KINDS, MAX_HEADING_WORDS, kind_of_heading, normalize_heading
from vitae.resume.model import SectionKind
from vitae.resume.vocabulary import LEGAL_FORMS, has_degree, is_post_word, is_title_word, title_score

_LONG_LINE = 220  # a line this long with no breaks is a flattened document, not a paragraph
# Single words that head sections yet often start other lines ('Project Manager', 'Work ethic', 'Training ...').
_AMBIGUOUS = frozenset(
    {"project", "work", "career", "training", "software", "tools", "technology", "about", "employment"}
)
_MAIN_PHRASES = frozenset(
    phrase
    for phrase, kind in HEADING_KINDS.items()
    if kind is not SectionKind.OTHER and phrase not in _AMBIGUOUS and " and " not in phrase
)
# An 'other' heading that ends in a main one ('VOLUNTEER EXPERIENCE', 'Continuing Education') is cut out whole, or
# its last words would be cut as the main heading and its section read as that one (volunteer roles as jobs).
_ENDING_IN_MAIN = frozenset(
    phrase
    for phrase, kind in HEADING_KINDS.items()
    if kind is SectionKind.OTHER
    and " and " not in phrase
    and any(phrase.endswith(f" {main}") for main in _MAIN_PHRASES)
)
# A noun that says how a section is written, of a main section's noun ('Highlights of Employment', 'Summary of
# Experience'), which the table need not list.
_GENERIC_OF_MAIN = frozenset(
    f"{generic} of {noun}"
    for generic in GENERIC_HEADS
    for noun in ("experience", "employment", "education", "qualifications", "skills")
    if kind_of_heading(f"{generic} of {noun}".title()) not in (None, SectionKind.OTHER)
)
_PHRASES = sorted(_MAIN_PHRASES | _ENDING_IN_MAIN | _GENERIC_OF_MAIN, key=len, reverse=True)


_MINOR_WORDS = frozenset({"of", "and", "the", "for", "in", "on", "to"})


def _capitalized(word: str) -> str:
    """A word in title case; a joining word may stay in lower case ('Summary of Qualifications')."""
    if word in _MINOR_WORDS:
        return f"(?:{re.escape(word)}|{re.escape(word.capitalize())})"
    return re.escape(word.capitalize())


def _spelled(phrase: str) -> str:
    """The phrase in capitals or in title case ('WORK EXPERIENCE', 'Work Experience'), spaces as any gap."""
    words = phrase.split()
    upper = r"[^\S\n]+".join(re.escape(word.upper()) for word in words)
    title = r"[^\S\n]+".join(_capitalized(word) for word in words)
    return f"{upper}|{title}"


_ALTERNATIVES = "|".join(_spelled(phrase) for phrase in _PHRASES)
_LONGEST_COLUMN_HEADINGS = 70
_JOINED = re.compile(r"[&/+,]|\b(?:and|AND|of|OF|for|FOR)\b")
_MOST_COLUMN_HEADING_WORDS = 8
_FIRST_WORDS = frozenset(phrase.split()[0].upper() for phrase in _PHRASES)
# A heading followed by a gap and the start of its content, or in capitals glued to a capitalised word
# ('EXPERIENCESenior Analyst', as extraction leaves a heading set apart by position alone).
_HEADING_IN_LINE = re.compile(rf"(?:{_ALTERNATIVES})(?=[^\S\n]*:?[^\S\n]+(?:[•·▪●➢*-]|[A-Z0-9])|(?<=[A-Z])[A-Z][a-z])")
_LEADING_HEADING = re.compile(rf"(?P<heading>{_ALTERNATIVES})[^\S\n]*:?[^\S\n]+(?=[•·▪●➢*]|[A-Z][a-z]|\d)")
# What ends the text before a heading in a flattened line: the end of a sentence, a date, a number, a link.
_CLAUSE_END = re.compile(r"(?:[.!?:;)|•]|\d|\.[a-z]{2,4})[^\S\n]+$")
# The mark of a heading carried over to the next page ('EXPERIENCE (Cont.)'), kept with the heading.
_CONTINUED_AFTER = re.compile(r"[^\S\n]*[(\[](?i:cont(?:'?d|\.|inued))[)\]]")


def _is_capitals(text: str) -> bool:
    return text.isupper()


def _glued_word_before(line: str, match: re.Match[str]) -> bool:
    """Whether the heading found is the end of a longer word. A heading in capitals glued to a digit or a lowercase
    letter stands apart ('...2019EDUCATION', '...PythonSKILLS'); glued to other capitals it may be a word's end."""
    previous = line[match.start() - 1]
    if not previous.isalnum():
        return False
    return not (_is_capitals(match.group(0)) and (previous.isdigit() or previous.islower()))


# Words after which a heading's words are part of a sentence ('years of Experience', 'my Skills').
_FUNCTION_WORD_BEFORE = re.compile(
    r"\b(?:of|in|the|with|and|or|my|our|your|a|an|for|to|on|as|by|their|his|her)[^\S\n]+$"
)


_CAPITALISED_WORD_BEFORE = re.compile(r"[A-Z][\w'’&.-]*[^\S\n]+$")


_SHORTEST_OTHER_CUT = 20
_JOINING_CAPITALS = frozenset({"AND", "OF", "FOR", "THE", "&", "/"})
_AMBIGUOUS_IN_CAPITALS = frozenset({"project", "software", "technology", "tools", "about"})
# A run of words in capitals ('PROFESSIONAL LEGAL EXPERIENCE', 'ASSOCIATIONS AND MEMBERSHIPS', 'REFERENCES'), not
# glued to the letters around it.
_CAPITALS_RUN = re.compile(
    r"(?<![\w&/'’-])[A-Z][A-Z'’-]*[A-Z](?:[^\S\n]+(?:&|/|[A-Z][A-Z'’-]*[A-Z]))*(?![\w'’-])(?![^\S\n]*[&/])"
)


_LEADING_LEGAL_FORM = re.compile(rf"(?i:{LEGAL_FORMS}|pvt)\.?[^\S\n]+(?=\S)")


def _capitals_headings(text: str) -> list[tuple[int, int]]:
    """Where `text` holds a heading in capitals, as the table knows it ('PERSONAL DETAILS', 'ASSOCIATIONS AND
    MEMBERSHIPS') or as a main section qualified ('PROFESSIONAL LEGAL EXPERIENCE'): capitals set a heading apart
    from the words around it, whatever the table calls it, even a word that in title case often starts other lines
    ('EMPLOYMENT', 'CAREER'); a single word that labels the parts of an entry ('PROJECT', 'TOOLS') is left in
    place."""
    spans: list[tuple[int, int]] = []
    for match in _CAPITALS_RUN.finditer(text):
        run = match.group(0)
        words = list(re.finditer(r"\S+", run))
        if len(words) > MAX_HEADING_WORDS or (len(words) == 1 and run.lower() in _AMBIGUOUS_IN_CAPITALS):
            continue
        if kind_of_heading(run, allow_head_noun=False) is not None:
            spans.append(match.span())
            continue
        # A heading the table knows followed by a name in capitals ('EDUCATION & TRAINING HARLOW COLLEGE'), not
        # joined to the words after it ('ASSOCIATIONS AND MEMBERSHIPS').
        prefix = next(
            (
                word.end()
                for word, following in reversed(list(zip(words, words[1:], strict=False)))
                if word.group(0) not in _JOINING_CAPITALS
                and following.group(0) not in _JOINING_CAPITALS
                and kind_of_heading(run[: word.end()], allow_head_noun=False) is not None
            ),
            None,
        )
        if prefix is not None and run[:prefix].lower() not in _AMBIGUOUS:
            spans.append((match.start(), match.start() + prefix))
        elif kind_of_heading(run) is not None:
            # The legal form that ends the name before ('Harlow & Price, LLC TEACHING EXPERIENCE') is no part of it.
            legal_form = _LEADING_LEGAL_FORM.match(run)
            spans.append((match.start() + legal_form.end(), match.end()) if legal_form else match.span())
    return spans


# The other headings in title case ('Personal Details', 'Awards and Honors', 'References'): several words, or one
# plural noun that seldom starts a title or a name.
_OTHER_TITLE_CASE = sorted(
    (
        phrase
        for phrase, kind in HEADING_KINDS.items()
        if kind is SectionKind.OTHER
        and (" " in phrase or (phrase.endswith("s") and phrase not in _AMBIGUOUS))
        and not phrase.startswith(("and ", "my "))
    ),
    key=len,
    reverse=True,
)


def _title_word(word: str) -> str:
    if word == "and":
        return "(?:and|&)"
    return re.escape(word if word in {"of", "for", "the", "in", "on", "to"} else word.capitalize())


def _sentence_case(phrase: str) -> str:
    first, rest = phrase.split(" ", 1)
    return r"[^\S\n]+".join([re.escape(first.capitalize()), *(re.escape(word) for word in rest.split())])


# Any heading of several words in sentence case ('Work experience', 'Technical skills'): beside the others in
# title case, where a clause ends before it.
_SENTENCE_CASE = sorted(
    (phrase for phrase in HEADING_KINDS if " " in phrase and not phrase.startswith(("and ", "my "))),
    key=len,
    reverse=True,
)
# After a clause's end ('... 2015. References Available on request'), before a capital, a digit or a bullet.
# The number of a section in an outline ('VI Publications', 'IV. Grants'): a roman numeral up to four letters.
_OUTLINE_NUMBER_BEFORE = "|".join(rf"(?<=\b[IVX]{{{size}}}[^\S\n])" for size in range(1, 5))
_OTHER_IN_LINE = re.compile(
    rf"(?:(?<=[.!?:;)|\d][^\S\n])|{_OUTLINE_NUMBER_BEFORE})(?:"
    + "|".join(r"[^\S\n]+".join(_title_word(word) for word in phrase.split()) for phrase in _OTHER_TITLE_CASE)
    + "|"
    + "|".join(_sentence_case(phrase) for phrase in _SENTENCE_CASE)
    + r")(?=[^\S\n]*:?[^\S\n]+(?:[•·▪●➢*-]|[A-Z0-9]|[a-z]\)))"
)


# A heading of several words in sentence case right before the dates of its first entry, whatever ends the words
# before it ('... Media and Design Work experience Sept. 2014 - Present'): written so, it starts no name.
_SENTENCE_CASE_BEFORE_DATE = re.compile(
    r"(?<=[^\S\n])(?:"
    + "|".join(_sentence_case(phrase) for phrase in _SENTENCE_CASE)
    + r")(?=[^\S\n]+(?:[A-Z][a-z]{2,}\.?,?[^\S\n]+)?(?:19|20)\d\d)"
)


def _cut_title_case_others(piece: str) -> list[str]:
    """A piece of a flattened document cut around the other headings in title case that follow a clause's end,
    and around the headings in sentence case before a date."""
    if len(piece) < _SHORTEST_OTHER_CUT:
        return [piece]
    spans = {match.span() for match in _OTHER_IN_LINE.finditer(piece)}
    spans.update(match.span() for match in _SENTENCE_CASE_BEFORE_DATE.finditer(piece))
    return _cut_around(piece, sorted(spans))


def _after_heading(text: str, start: int) -> str:
    """The text between two cuts, without the colon of the heading before it ('Profile: A designer ...')."""
    return text.strip().lstrip(": ") if start else text.strip()


def _cut_capitals_headings(piece: str) -> list[str]:
    """A piece of a flattened document cut around the headings in capitals it holds."""
    return _cut_around(piece, _capitals_headings(piece))


def _cut_around(piece: str, headings: list[tuple[int, int]]) -> list[str]:
    """`piece` cut before and after each of its `headings` (their spans, in order); [piece] when there are none."""
    pieces: list[str] = []
    start = 0
    for heading_start, heading_end in headings:
        if heading_start < start:
            continue
        if piece[start:heading_start].strip(" :"):
            pieces.append(_after_heading(piece[start:heading_start], start))
        continued = _CONTINUED_AFTER.match(piece, heading_end)
        end = continued.end() if continued else heading_end
        pieces.append(piece[heading_start:end])
        start = end
    if start == 0:
        return [piece]
    rest = piece[start:].strip(" :")
    if rest:
        pieces.append(rest)
    return pieces


# What starts a section's content and never continues a name ('... Excel, Tableau Experience HARBOR FREIGHT, ...',
# '... Web Design Education Bachelor of ...'): two words in capitals, the name of a degree.
_SECTION_CONTENT = re.compile(
    r"[^\S\n]*:?[^\S\n]+(?:(?P<capitals>[A-Z][A-Z&.'’-]+[^\S\n]+[A-Z][A-Z&.'’-]+)\b|"
    r"(?:Bachelor|Master|Doctor|Associate)(?:['’]?s)?\b)"
)
_FIELD_WINDOW = 60


def _starts_section(line: str, end: int, before: str) -> bool:
    """Whether the text after a heading of one word that a capitalised word precedes starts the section's content,
    so that the heading stands apart from that word: not after a degree, whose field it ends, nor before the next
    heading in capitals, which stands apart on its own."""
    content = _SECTION_CONTENT.match(line, end)
    if content is None or has_degree(before):
        return False
    return not content.group("capitals") or kind_of_heading(content.group("capitals")) is None


_NEXT_WORDS = re.compile(r"[^\S\n]+([A-Z][\w'’-]*)(?:[^\S\n]+(\S+))?")


def _names_post(line: str, match: re.Match[str]) -> bool:
    """Whether a heading of one word in title case makes a job title with the post after it ('Education Coordinator
    Scheduled classes ...', 'Portfolio Manager (Acme)'), where no further title word follows ('Experience Lead
    Engineer' is a heading and a title) and no degree ('Education Associate of Arts')."""
    heading = match.group(0)
    if " " in heading or _is_capitals(heading):
        return False
    following = _NEXT_WORDS.match(line, match.end())
    return (
        following is not None
        and is_post_word(following.group(1))
        and not (following.group(2) and is_title_word(following.group(2).strip(",;:()")))
        and not has_degree(line[match.start() : following.end()])
    )


def _cut_flattened(line: str, *, flattened: bool = False) -> list[str]:
    pieces: list[str] = []
    start = 0
    # A main heading that ends a longer one in capitals ('PROFESSIONAL LEGAL EXPERIENCE') is cut out with it.
    longer = [span for span in _capitals_headings(line) if " " in line[span[0] : span[1]]] if flattened else []
    for match in _HEADING_IN_LINE.finditer(line):
        before = line[max(start, match.start() - 12) : match.start()]
        if match.start() == 0 or _glued_word_before(line, match):
            continue
        if any(begin <= match.start() and match.end() <= end and match.span() != (begin, end) for begin, end in longer):
            continue
        # Capitals stand apart on their own; a title-case heading only after a clause ends ('... 2019. Education').
        # In a flattened document the heading may follow the last words of the section before it ('... Numerical
        # Analysis Work Experience Tailspin Games'), unless those words lead into it ('years of Experience').
        # One capitalised word after another is mostly a name ('Regional Education Association').
        title_case_allowed = _CLAUSE_END.search(before) or (
            flattened
            and not _FUNCTION_WORD_BEFORE.search(before)
            and (
                " " in match.group(0)
                or not _CAPITALISED_WORD_BEFORE.search(before)
                or _starts_section(line, match.end(), line[max(start, match.start() - _FIELD_WINDOW) : match.start()])
            )
        )
        if not _is_capitals(match.group(0)) and not title_case_allowed:
            continue
        if _names_post(line, match):
            continue
        if line[start : match.start()].strip(" :"):
            pieces.append(_after_heading(line[start : match.start()], start))
        # A heading carried over to the next page keeps its mark ('EXPERIENCE (Cont.)'), which tells it apart.
        continued = _CONTINUED_AFTER.match(line, match.end())
        end = continued.end() if continued else match.end()
        pieces.append(line[match.start() : end])
        start = end
    rest = line[start:].strip(" :")
    if rest:
        pieces.append(rest)
    if flattened:
        pieces = [
            part
            for piece in pieces
            for capitals in _cut_capitals_headings(piece)
            for part in _cut_title_case_others(capitals)
        ]
    return pieces or [line]


_SENTENCE_INSIDE = re.compile(r"[a-z]{4,}\.\s")  # 'Programs. Personnel grant': a sentence, not an entry's header


def _starts_title_case(heading: str, line: str) -> bool:
    """Whether a heading in title case at the start of a flattened line stands apart from the words after it. One
    word seldom does ('Education Coordinator', 'Skills Used', 'Knowledge Transfers'); two or more that a further
    word does not extend ('Technical Skill Set') do ('Work Experience Harlow State University'), as does one
    word before an entry's header with its dates that is no job title ('Experience Tailspin Games January 2009
    – Present', not 'Education Coordinator, January 2004 – Present')."""
    following = line[len(heading) :].split(maxsplit=1)
    if len(normalize_heading(heading).split()) < 2:
        rest = line[len(heading) :]
        ranges = [span for span in find_dates(rest) if span.is_range]
        header = rest[: ranges[0].start] if ranges else ""
        return bool(ranges) and title_score(header) <= 0 and not _SENTENCE_INSIDE.search(header)
    return not following or normalize_heading(f"{heading} {following[0]}") not in HEADING_KINDS


def _column_headings(line: str) -> list[str]:
    """'EXPERIENCE SKILLS', 'PROFESSIONAL SUMMARY EDUCATION RELEVANT EXPERIENCE': the headings of side-by-side
    columns read as one line, or [] when the line is one heading or none."""
    words = line.split()
    if not 2 <= len(words) <= _MOST_COLUMN_HEADING_WORDS or not (line.isupper() or line.istitle()):
        return []
    if normalize_heading(line) in HEADING_KINDS or _JOINED.search(line):
        return []  # 'Technical Skills', 'Experience Summary', 'EDUCATION & CREDENTIALS': one heading
    pieces: list[str] = []
    kinds: list[SectionKind] = []
    cuts: list[int] = []
    start = 0
    while start < len(words):
        # The longest heading from here: 'PROFESSIONAL SUMMARY' before 'PROFESSIONAL'.
        for end in range(len(words), start, -1):
            kind = HEADING_KINDS.get(normalize_heading(" ".join(words[start:end])))
            if kind is not None:
                pieces.append(" ".join(words[start:end]))
                kinds.append(kind)
                start = end
                cuts.append(end)
                break
        else:
            return []
    if any(_heading_across(words, cut) for cut in cuts[:-1]):
        return []  # 'Relevant Experience Summary': a summary of the relevant experience, one heading
    if len(set(kinds)) < 2:
        return []  # 'RESEARCH PUBLICATIONS', 'Software Skills': one section named twice over
    # In title case a heading is often a modifier and a noun ('Leadership Skills'); main sections side by side are not.
    if not line.isupper() and SectionKind.OTHER in kinds:
        return []
    return pieces


def _heading_across(words: list[str], cut: int) -> bool:
    """Whether words on both sides of a cut between two headings make a heading of their own ('Experience
    Summary' across 'Relevant Experience' | 'Summary')."""
    return any(
        normalize_heading(" ".join(words[start:end])) in HEADING_KINDS
        for start in range(max(0, cut - 2), cut)
        for end in range(cut + 1, min(len(words), cut + 2) + 1)
    )


# Words in capitals, some broken apart, as small capitals set letter by letter leave them ('P ROFE SSI ONAL
# E XPER IENCE'): on a line of its own the spaces go, run into the text the heading is found by its letters.
_CAPITALS_WORDS = re.compile(r"(?<![\w&'’-])[A-Z]+(?:[^\S\n]+[A-Z]+)+(?![\w'’-])")
_HEADINGS_BY_LETTERS = {phrase.replace(" ", "").upper(): phrase.upper() for phrase in HEADING_KINDS}


def _mend_capitals(match: re.Match[str]) -> str:
    words = match.group(0).split()
    if all(len(word) > 1 for word in words):
        return match.group(0)
    mended: list[str] = []
    index = 0
    while index < len(words):
        for end in range(min(len(words), index + 12), index + 1, -1):
            heading = _HEADINGS_BY_LETTERS.get("".join(words[index:end]))
            if heading is not None and heading != " ".join(words[index:end]):
                mended.append(heading)
                index = end
                break
        else:
            mended.append(words[index])
            index += 1
    return " ".join(mended)


def cut_flattened_headings(text: str) -> list[str]:
    """`text`, a stretch of a document that lost its line breaks, cut before and after every heading run into it,
    however short the stretch, and at its start."""
    pieces = _cut_flattened(_CAPITALS_WORDS.sub(_mend_capitals, text.strip()), flattened=True)
    if pieces and len(pieces[0]) <= _LONG_LINE:
        pieces[:1] = split_inline_headings(pieces[0], flattened=True)
    return pieces


def _margin_heading(line: str) -> list[str]:
    """'WORK<tab>Acme Corp, Dover<tab>2019 - Present': a heading in capitals set in a margin column, level with the
    section's first line, cut from it; [] when the line's first column is no heading."""
    first, tab, rest = line.partition("\t")
    if not tab or not rest.strip() or not _is_capitals(first) or kind_of_heading(first) is None:
        return []
    return [first.strip(), rest.strip()]


def split_inline_headings(line: str, *, flattened: bool = False) -> list[str]:
    """`line` cut before and after the section headings run into it; [line] when it has none. A line of a
    `flattened` document (its line breaks lost) may also start with a heading in title case run into its first
    line ('Work Experience Harlow State University'), where a laid-out line so starting is a sentence or a title
    ('Education Consultant')."""
    stripped = line.strip()
    margin = _margin_heading(stripped)
    if margin:
        return margin
    if len(stripped) > _LONG_LINE:
        return _cut_flattened(stripped, flattened=flattened)
    if len(stripped) <= _LONGEST_COLUMN_HEADINGS and stripped.split(" ", 1)[0].upper().rstrip(":") in _FIRST_WORDS:
        columns = _column_headings(stripped)
        if columns:
            return columns
    if stripped.split(" ", 1)[0].rstrip(":").upper() not in _FIRST_WORDS or (
        not flattened and not stripped.split(" ", 1)[0].isupper()
    ):
        return [line]  # most lines: no heading in capitals at their start
    leading = _LEADING_HEADING.match(stripped)
    if leading is not None and (
        _is_capitals(leading.group("heading")) or flattened and _starts_title_case(leading.group("heading"), stripped)
    ):
        return [leading.group("heading"), stripped[leading.end() :].strip()]
    return [line]
