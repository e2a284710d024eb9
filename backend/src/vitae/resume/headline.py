"""The headline: the short line near the name that says who the person is ('Senior Data Engineer', 'Software Engineer
- Contoso', 'SENIOR PROJECT MANAGER | MARKETING DIRECTOR'), and the job titles and employer it names."""

import re

from vitae.resume.contacts import is_contact_line
from vitae.resume.entry_roles import is_employer_name
from vitae.resume.locations import find_location, is_location
from vitae.resume.text_lines import ResumeLine
from vitae.resume.vocabulary import is_post_word, is_title_word, names_a_post, opens_with_capital, title_score

_HEADLINE_LINES = 6  # the headline sits among the first lines above the first section
_MOST_HEADLINE_WORDS = 12
_MOST_POST_WORDS = 6
_LONGEST_HEADLINE = 100
# What a template or a document title adds to the line ('Sales Manager CV Resume Template', 'Teacher Resume Example').
_DOCUMENT_WORDS = re.compile(
    r"\b(?:resume|résumé|cv|curriculum\s+vitae|vitae|template|sample|example|format|cover\s+letter)\b", re.IGNORECASE
)
_PARTS = re.compile(r"\s+[-–—|•·]\s+|\s*\|\s*|\s+@\s+|\s+at\s+(?=[A-Z])|,\s+(?=[A-Z])")
_CONTACT_PIECES = re.compile(r"\s+[|•·]\s+|\s*\|\s*")
_SENTENCE = re.compile(r"[.!?]$|\b(?:with|looking|seeking|having|over|years?|experience)\b", re.IGNORECASE)


_LOWER_CASE_POST_WORDS = 4
_WORD_OF_A_FIELD = re.compile(r"^[a-z][a-z+#/.-]*$")  # 'full-stack', 'ux/ui', 'c++', 'machine'
# Words of a sentence, never of the field a post is in ('i am an engineer').
_NOT_FIELD_WORDS = frozenset({"i", "am", "an", "a", "the", "my", "is", "was", "to", "for", "with", "in", "at", "and"})


def _is_title_in_lower_case(text: str) -> bool:
    """'social network analyst', 'senior data engineer': a post written in lower case, each word one a title has;
    or a few words of a field before the post ('full-stack developer', 'machine learning engineer')."""
    words = text.split()
    if len(words) >= 2 and all(word in ("of", "and", "&") or is_title_word(word) for word in words):
        return True
    return (
        2 <= len(words) <= _LOWER_CASE_POST_WORDS
        and is_post_word(words[-1])
        and all(_WORD_OF_A_FIELD.match(word) and word not in _NOT_FIELD_WORDS for word in words)
    )


def _is_short_post(text: str) -> bool:
    """A few words ending in a post, without numbers or commas: 'Voice Coach', not '24 Elm Road, Leeds'."""
    words = text.split()
    return (
        0 < len(words) <= _MOST_POST_WORDS
        and words[0][0].isupper()
        and is_post_word(words[-1])
        and not any(ch.isdigit() or ch == "," for ch in text)
    )


def headline_text(text: str) -> str:
    """The line without the words a template adds; '' when it is not a headline at all."""
    if (
        len(text) > _LONGEST_HEADLINE
        or len(text.split()) > _MOST_HEADLINE_WORDS
        or is_contact_line(text)
        or _SENTENCE.search(text)
    ):
        # 'Voice Coach : trained singers for ten years with ...': the post before the colon
        post, colon, rest = text.partition(":")
        if colon and rest.strip() and _is_short_post(post):
            return headline_text(post)
        # 'Project Manager | Chicago, IL | jo@example.com': the post opening a line of contact details
        first = _CONTACT_PIECES.split(text, maxsplit=1)[0].strip()
        return headline_text(first) if first != text.strip() and _is_short_post(first) else ""
    # Without a template's words and the place a headline may end with ('Backend Engineer · Berlin')
    kept = [
        part
        for part in _PARTS.split(text)
        if part.strip() and not _DOCUMENT_WORDS.search(part) and not is_location(part.strip())
    ]
    if not kept:
        kept = [_DOCUMENT_WORDS.sub(" ", text)]
    headline = " - ".join(" ".join(part.split()) for part in kept).strip(" -–|,")
    if not headline or not (opens_with_capital(headline) or _is_title_in_lower_case(headline)):
        return ""
    if is_location(headline) or not names_a_post(headline):
        return ""
    location = find_location(headline)
    if location is not None and location[0] == 0:
        return ""  # 'Kochi, Kerala - Email me on Indeed': an address line
    return headline


def find_headline(top: list[ResumeLine]) -> str:
    """The first short line above the first section that names a job title ('Associate Software Engineer')."""
    for line in top[:_HEADLINE_LINES]:
        headline = headline_text(line.text) or _headline_in_columns(line)
        if headline:
            return headline
    return ""


def _headline_in_columns(line: ResumeLine) -> str:
    """The headline in one column of a top laid out in two ('Frontend Developer        +49 151 2345678')."""
    if len(line.columns) < 2:
        return ""
    return next((headline for column in line.columns if (headline := headline_text(column))), "")


def headline_parts(headline: str) -> tuple[list[str], list[str]]:
    """(job titles, employers) the headline names: 'Software Engineer - Contoso' -> (['Software Engineer'],
    ['Contoso'])."""
    titles: list[str] = []
    organizations: list[str] = []
    for part in _PARTS.split(headline):
        part = part.strip(" ,")
        if not part or is_location(part):
            continue
        if title_score(part) > 0:
            if names_a_post(part):  # 'Marketing Manager', not 'MARKETING' or 'Professional'
                titles.append(part)
        elif is_employer_name(part) and part[0].isupper():
            organizations.append(part)
    return titles, organizations
