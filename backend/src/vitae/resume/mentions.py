"""The whole resume text -> the employers, job titles, degrees and institutions it names outside its entries.

Entries hold what their headers say; a resume names more than that: the title and employer in the headline, 'B.Tech
in Computer Science' in a summary, 'Currently working with Infosys' in a bullet, an institution in a certification
line. Each finder reads the whole text; what an entry already holds is left to the entry.
"""

import re
from collections.abc import Callable, Iterable

from vitae.resume.degree_mentions import find_degree_phrases, find_degrees
from vitae.resume.entry_lines import is_meta_text
from vitae.resume.headline import headline_parts
from vitae.resume.institution_mentions import find_institutions, lines_naming_institutions, opening_institution
from vitae.resume.model import Entry, Mentions, SectionKind
from vitae.resume.organization_mentions import find_organizations, is_employer_mention
from vitae.resume.sections import SectionLines
from vitae.resume.text_lines import ResumeLine
from vitae.resume.title_mentions import find_job_titles

_NON_WORD = re.compile(r"[^\w+#]+")
_REFERENCES = re.compile(r"(?i)\W*(?:professional\s+)?referen|\W*referees?\b")
# Sections where every institution named is one the person studied or taught at (a lecturer's university, a
# visiting student's host); elsewhere (a certificate's issuer, a publisher, a referee's address) it is only one
# when its line says so.
_STUDY_SECTIONS = frozenset({SectionKind.EDUCATION, SectionKind.SUMMARY, SectionKind.SKILLS, SectionKind.EXPERIENCE})
_STUDY_CUE = re.compile(
    r"\b(?:graduat\w*|studied|studying|student|pursu\w+|alumn\w+|enrolled|degree|major\w*|coursework|"
    r"passed\s+out|completed\s+(?:my|his|her)?\s*(?:graduation|education|studies))\b",
    re.IGNORECASE,
)


# What separates a name from the degree written after it on its line ('Jane Doe, M.A.', 'John Smith | PhD').
_AFTER_NAME = re.compile(r"\s*[,|–—]\s*")


def _words(text: str) -> tuple[str, ...]:
    return tuple(_NON_WORD.sub(" ", text.lower()).split())


def _contains(longer: tuple[str, ...], shorter: tuple[str, ...]) -> bool:
    size = len(shorter)
    return any(longer[start : start + size] == shorter for start in range(len(longer) - size + 1))


def _same_fact(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """'Infosys' and 'Infosys Limited', 'B.Tech' and 'B.Tech in Computer Science': one names the other."""
    if not a or not b:
        return False
    longer, shorter = (a, b) if len(a) >= len(b) else (b, a)
    return _contains(longer, shorter)


def _degree_words(text: str) -> tuple[str, ...]:
    """'Ph.D., Chemistry' and 'Ph.D. in Chemistry' are one degree: the joining word is no part of the fact."""
    return tuple(word for word in _words(text) if word not in _DEGREE_JOINERS)


_DEGREE_JOINERS = frozenset({"in", "of"})


def new_values(
    found: Iterable[str],
    known: Iterable[str],
    *,
    exact: bool = False,
    words_of: Callable[[str], tuple[str, ...]] = _words,
) -> list[str]:
    """The values of `found` that name nothing in `known` nor an earlier value of `found`, in order. With `exact`,
    only the same words are the same fact ('Data Engineer' and 'Senior Data Engineer' are two job titles)."""
    taken = [words for words in (words_of(value) for value in known) if words]
    kept: list[str] = []
    for value in found:
        words = words_of(value)
        if not words or any(words == other if exact else _same_fact(words, other) for other in taken):
            continue
        taken.append(words)
        kept.append(value)
    return kept


_NAME_JOINERS = frozenset({"of", "and", "for", "the", "at", "in", "de"})


def _shortens(short: str, name: str) -> bool:
    """'NIT Dover' for 'National Institute of Technology Dover': an acronym of the name's words and the place that
    ends it."""
    acronym, *rest = short.replace(",", " ").split()
    if not (2 <= len(acronym) <= 6 and acronym.isalpha() and acronym.isupper()):
        return False
    words = [word for word in _words(name) if word not in _NAME_JOINERS]
    place = [word.lower() for word in rest]
    if not place or len(words) <= len(place) or words[-len(place) :] != place:
        return False
    return "".join(word[0] for word in words[: -len(place)]) == acronym.lower()


def _without_short_forms(found: list[str], education: list[Entry]) -> list[str]:
    """The institutions found but those that only shorten one an education entry names."""
    names = [entry.organization for entry in education if entry.organization]
    return [value for value in found if not any(_shortens(value, name) for name in names)]


# An institute that employed the person is no place of study: a research institute named in the work history
# ('Lakeview Institute for Policy Research'), or one where every job held, written out with what was done, is
# neither a teaching nor a study post ('Administrative Assistant', 'Research Associate' at 'Lakeview Institute of
# Management'). A university, a college or a school is still where one studied or worked among students.
_INSTITUTE = re.compile(r"\b(?:Institute|INSTITUTE)\b")
_RESEARCH = re.compile(r"\b(?:Research|RESEARCH)\b")
_TEACHING_BODY = re.compile(r"\b(?:Universit\w*|UNIVERSIT\w*|College|COLLEGE|School|SCHOOL)\b")
_TEACHING_OR_STUDY_TITLE = re.compile(
    r"\b(?:professor|lecturer|instructor|teach\w*|tutor|faculty|trainer|adjunct|educator|students?|fellow|"
    r"post-?doc\w*|scholar|visiting|dean)\b",
    re.IGNORECASE,
)


def _held_posts_at(name: str, work: list[Entry]) -> bool:
    """Whether the person held jobs at the institute, written out, none of them a teaching or a study post."""
    words = _words(name)
    jobs = [entry for entry in work if entry.title and _same_fact(words, _words(entry.organization))]
    return (
        bool(jobs)
        and all(entry.description or entry.bullets for entry in jobs)
        and not any(_TEACHING_OR_STUDY_TITLE.search(entry.title) for entry in jobs)
    )


def _without_employing_institutes(found: list[str], sections: list[SectionLines], work: list[Entry]) -> list[str]:
    """The institutions found but the institutes that employed the person."""
    institutes = [name for name in found if _INSTITUTE.search(name) and not _TEACHING_BODY.search(name)]
    if not institutes:
        return found
    work_text = " ".join(
        " ".join(line.text.split())
        for section in sections
        if section.heading.kind is SectionKind.EXPERIENCE
        for line in section.lines
    )
    return [
        name
        for name in found
        if not (name in institutes and (_RESEARCH.search(name) and name in work_text or _held_posts_at(name, work)))
    ]


def _text_of(top: list[ResumeLine], sections: list[SectionLines]) -> str:
    return "\n".join([*(line.text for line in top), *(line.text for section in sections for line in section.lines)])


def _study_text(top: list[ResumeLine], sections: list[SectionLines]) -> str:
    """The lines where an institution is where the person studied or taught: in the sections of study and work,
    and elsewhere where the line, the one above it or the next one below that is more than a place says so
    ('Big State University' / 'Dallas, TX' / 'Master of Arts, 2004' under 'Professional Development')."""
    lines = [line.text for line in top]
    for section in sections:
        texts = [line.text for line in section.lines]
        if section.heading.kind in _STUDY_SECTIONS:
            lines.extend(texts)
            continue
        naming = set(lines_naming_institutions("\n".join(texts)))
        for index, text in enumerate(texts):
            if text not in naming:
                continue
            below = _next_statement(texts, index)
            above = texts[index - 1] if index else ""
            if (
                _is_about_study(text)
                or (below not in naming and bool(find_degree_phrases(below)))
                or (above not in naming and bool(find_degree_phrases(above)))
                or _names_course_taken(text, _previous_statement(texts, index), naming)
            ):
                lines.append(text)
    return "\n".join(lines)


def _next_statement(texts: list[str], index: int) -> str:
    """The first line after `index` that is more than a place or dates ('University of X' / 'Dallas, Texas' /
    'Master of Arts'): what the line at `index` is about."""
    for text in texts[index + 1 : index + 3]:
        if not is_meta_text(text):
            return text
    return ""


def _previous_statement(texts: list[str], index: int) -> str:
    """The nearest line before `index` that is more than a place or dates ('Certificate in Welding' / '2011' /
    'Lakeview Community College')."""
    for text in reversed(texts[max(0, index - 2) : index]):
        if not is_meta_text(text):
            return text
    return ""


# A course or a certificate taken: 'Certificate in Welding', 'Certification Course in Java' above its college.
_COURSE_TAKEN = re.compile(r"\b(?:certificat(?:e|ion)|course|diploma|credential)s?\b", re.IGNORECASE)


def _names_course_taken(text: str, above: str, naming: set[str]) -> bool:
    """'Certificate in Welding' / 'Lakeview Community College, Dover': the line the course is named on, above the
    line that opens with its college's name (not a sentence that goes on with 'courses sponsored by' it)."""
    if above in naming or _COURSE_TAKEN.search(above) is None or _GOES_ON.search(above):
        return False
    named = opening_institution(text)
    # More than the bare word: 'University (Year)' heads a table's column.
    return len(named.split("(")[0].split()) > 1


_GOES_ON = re.compile(r"(?:^|\s)[a-z]+$")  # a line that ends on a small word goes on below: '... sponsored by'


def _is_about_study(text: str) -> bool:
    return _STUDY_CUE.search(text) is not None or _TAUGHT_AT.match(text) is not None or bool(find_degree_phrases(text))


# A teaching post the line opens with ('Adjunct Instructor, Lakeview College (2009)'): where the person taught.
_TAUGHT_AT = re.compile(
    r"\W*(?:(?:adjunct|guest|visiting|part[- ]time|senior)\s+)?"
    r"(?:instructor|lecturer|tutor|teaching\s+assistant)\s*[,:-]",
    re.IGNORECASE,
)


_BY_FIELD = re.compile(r"(?i)^(?P<field>.+?)\s+(?:degree|graduate)$")


def _not_named_by_field(found: list[str], titles: list[str]) -> list[str]:
    """'a Law graduate', 'my Engineering degree' beside an entry 'B.A. (Hons) Law': the entry's degree, named again."""
    title_words = [_words(title) for title in titles]
    kept: list[str] = []
    for value in found:
        by_field = _BY_FIELD.match(value)
        field = _words(by_field.group("field")) if by_field else ()
        if field and any(_contains(words, field) for words in title_words):
            continue
        kept.append(value)
    return kept


def degrees_after_name(name_line: str) -> list[str]:
    """'Jane Doe, M.A.', 'John Smith | PhD': the degrees written after the name on its line (not the initials that
    open a name, 'M.A. Rahman')."""
    parts = _AFTER_NAME.split(name_line, maxsplit=1)
    if len(parts) < 2:
        return []
    # 'Jane Doe, MBA, PMP': letters after a name are read one by one, a certification being no field of the degree.
    return [phrase for letters in parts[1].split(",") for phrase in find_degree_phrases(letters)]


def find_mentions(
    top: list[ResumeLine],
    sections: list[SectionLines],
    work: list[Entry],
    education: list[Entry],
    headline: str = "",
    name_line: str = "",
) -> Mentions:
    text = _text_of(top, sections)
    # A referee's employer ('Jane Roe, Manager, Acme Corp') is not the person's.
    employer_text = _text_of(top, [section for section in sections if not _REFERENCES.match(section.heading.heading)])
    headline_titles, headline_organizations = headline_parts(headline)
    headline_organizations = [name for name in headline_organizations if is_employer_mention(name)]
    return Mentions(
        organizations=new_values(
            [*headline_organizations, *find_organizations(employer_text)], (entry.organization for entry in work)
        ),
        job_titles=new_values([*headline_titles, *find_job_titles(text)], (entry.title for entry in work), exact=True),
        degrees=new_values(
            _not_named_by_field(
                [*degrees_after_name(name_line), *find_degrees(text)], [entry.title for entry in education]
            ),
            (entry.title for entry in education),
            words_of=_degree_words,
        ),
        institutions=new_values(
            _without_employing_institutes(
                _without_short_forms(find_institutions(_study_text(top, sections)), education), sections, work
            ),
            (entry.organization for entry in education),
        ),
    )
