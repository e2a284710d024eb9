"""Words that tell what a piece of an entry header is: a job title, an organisation, a degree or an institution."""

import re
from collections.abc import Iterator

from vitae import lexicon
from vitae.resume import cjk

# The legal forms that end a firm's name ('Acme Labs, Inc.', 'Harbor Law, P.C.'), to match ignoring case.
LEGAL_FORMS = lexicon.alternation("patterns/legal-form")


def word_set(words: str) -> frozenset[str]:
    """A set of words written as one whitespace-separated string, the compact way to keep long word lists."""
    return frozenset(words.split())


_TITLE_WORDS = lexicon.words("words/title")
_OCCUPATION_WORDS = lexicon.words("words/occupation")
_POST_WORDS = _TITLE_WORDS | _OCCUPATION_WORDS
_FIRM_PLURALS = lexicon.words("words/firm-plural")
_SENIORITY_WORDS = lexicon.words("words/seniority")
_ORGANIZATION_WORDS = lexicon.words("words/organization")
_FUNCTION_WORDS = lexicon.words("words/function")
_QUALIFYING_WORDS = lexicon.words("words/qualifying")


def names_a_function(text: str) -> bool:
    """'Global Procurement', 'Product Distribution', 'Service Desk Support Team': a department or a skill."""
    words = words_of(text)
    return (
        bool(words)
        and words[-1] in _FUNCTION_WORDS
        and all(word in _FUNCTION_WORDS or word in _QUALIFYING_WORDS for word in words)
    )


_INSTITUTION_PATTERN = re.compile(rf"\b(?:{lexicon.alternation('patterns/institution')})\b", re.IGNORECASE)
_DEGREE_PATTERN = re.compile(rf"(?<![\w.])(?:{lexicon.alternation('patterns/degree')})(?![\w])", re.IGNORECASE)
_SHORT_DEGREE_PATTERN = re.compile(
    rf"(?<![\w.])(?:{lexicon.alternation('patterns/short-degree')})"
    r"(?![\w])(?!\s+(?:Office|Word|Excel|SQL|Access|Project|Visio|Dynamics|Outlook|PowerPoint|Windows|DOS|Teams))"
)
_ACRONYM = re.compile(r"\b[A-Z]{2,6}\b")
_DOMAIN_ENDING = re.compile(r"\.(?:com|io|ai|org|net|co)\b", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z][A-Za-z.&'-]*")


def words_of(text: str) -> list[str]:
    return [word.lower().strip(".,'") for word in _WORD.findall(text)]


def title_score(text: str) -> float:
    """How much `text` reads like a job title ('Senior Software Engineer', 'Co-Founder & CTO')."""
    words = words_of(text)
    score = 2.0 if cjk.ends_in(text, "title") else 0.0  # '高级后端工程师', 'Java开发工程师'
    if not words:
        return score
    for word in words:
        if word in _FIRM_PLURALS:
            continue  # 'Hernandez & Associates', 'Bain Partners': a firm, not a job
        if word in _POST_WORDS or word.rstrip("s") in _TITLE_WORDS:
            score += 2.0
        elif "-" in word and word.replace("-", "") in _POST_WORDS:
            score += 2.0  # 'Co-ordinator', 'Book-keeper'
        elif any(part in _TITLE_WORDS for part in word.split("-")):
            score += 1.5
    if words[0] in _SENIORITY_WORDS:
        score += 1.0
    # A title is short; long phrases with a title word are usually sentences.
    if len(words) > 8:
        score -= 2.0
    return score


# Title words that name a line of work or a quality rather than the one who holds the post: 'MARKETING', 'Sales',
# 'Technical' alone say what a person does, not what the person is.
_FIELD_TITLE_WORDS = word_set("sales marketing technical helpdesk hr recruiting freelance engineering internship")
# Posts only when they head a qualified phrase: 'Project Management Professional', not 'PROFESSIONAL' alone.
_GENERIC_POSTS = word_set("professional expert")


def reads_as_post(text: str) -> bool:
    """A job title more than a firm's name ('Software Engineer': 'software' alone does not make it a company)."""
    score = title_score(text)
    return score > 0 and score >= organization_score(text)


def names_a_post(text: str) -> bool:
    """Whether `text` names the post someone holds ('Senior Accountant', 'Marketing Manager', 'Certified Project
    Management Professional'), not a line of work or a quality alone ('MARKETING', 'Technical excellence')."""
    words = [word for word in words_of(text) if word not in _FIRM_PLURALS]
    for index, word in enumerate(words):
        if word in _FIELD_TITLE_WORDS or title_score(word) < 1.5:
            continue
        if word not in _GENERIC_POSTS or (index == len(words) - 1 and index > 0):
            return True
    return False


def is_post_word(word: str) -> bool:
    """Whether one word names a post ('engineer', 'Professional', 'Co-ordinator'), not a line of work ('marketing')."""
    lowered = word.lower().strip(".,'")
    return lowered not in _FIELD_TITLE_WORDS and lowered not in _FIRM_PLURALS and title_score(lowered) >= 1.5


def is_title_word(word: str) -> bool:
    """Whether a word written in lower case may belong to a job title: 'senior', 'software', 'systems', 'engineer'."""
    lowered = word.lower().strip(".,'")
    return (
        lowered in _SENIORITY_WORDS
        or lowered in _QUALIFYING_WORDS
        or lowered in _FUNCTION_WORDS
        or title_score(lowered) > 0
    ) and lowered not in {"and", "&", "of"}


def organization_score(text: str) -> float:
    """How much `text` reads like a company or organisation ('Nexus AI Inc.', 'Oracle India Pvt Ltd')."""
    words = words_of(text)
    score = 2.0 if cjk.names_organization(text) else 0.0  # '阿里巴巴集团', '株式会社サクラ商事'
    if not words:
        return score
    for word in words:
        if word in _ORGANIZATION_WORDS:
            score += 2.0
    if _ACRONYM.search(text) and len(words) <= 4:
        score += 0.5
    if _DOMAIN_ENDING.search(text):
        score += 1.0
    return score


def find_degree(text: str) -> re.Match[str] | None:
    return _DEGREE_PATTERN.search(text) or _SHORT_DEGREE_PATTERN.search(text)


def find_degrees(text: str) -> Iterator[re.Match[str]]:
    """Each degree `find_degree` finds in the text after the one before, the spelled-out name preferred to an
    abbreviation anywhere after it as there; in one pass, each pattern searched again only once passed."""
    position = 0
    upcoming = {pattern: pattern.search(text) for pattern in (_DEGREE_PATTERN, _SHORT_DEGREE_PATTERN)}
    while True:
        for pattern, found in upcoming.items():
            if found is not None and found.start() < position:
                upcoming[pattern] = pattern.search(text, position)
        match = upcoming[_DEGREE_PATTERN] or upcoming[_SHORT_DEGREE_PATTERN]
        if match is None:
            return
        yield match
        position = match.end()


def has_degree(text: str) -> bool:
    return find_degree(text) is not None or cjk.holds(text, "degree")


def is_institution(text: str) -> bool:
    return _INSTITUTION_PATTERN.search(text) is not None or cjk.holds(text, "institution")


# Schooling outside a degree: a bootcamp or an online course ('Software Engineering Immersive',
# 'Data Analyst Nanodegree', 'Online Course: Deep Learning').
# Written with a capital, as a word of the programme's name: 'a course in marketing' is a sentence.
_PROGRAMME_PATTERN = re.compile(
    r"\b(?:Boot[\s-]?[Cc]amps?|Immersive|Nanodegrees?|MOOCs?|Courses?|BOOTCAMPS?|COURSES?)\b"
)


def names_programme(text: str) -> bool:
    """'Web Development Bootcamp', 'Complete JavaScript Course'; not a post named after one ('Programme Manager')."""
    return _PROGRAMME_PATTERN.search(text) is not None and not names_a_post(text)


# A name written with a lower-case first letter and a capital after it ('iOS', 'eBay', 'iRobot') or opened by a dot
# ('.NET') is a capitalised word all the same.
_CAPITALISED_INSIDE = re.compile(r"^(?:[a-z][A-Z]|\.[A-Za-z])")


def opens_with_capital(text: str) -> bool:
    return text[:1].isupper() or _CAPITALISED_INSIDE.match(text) is not None


def opens_in_lower_case(text: str) -> bool:
    """'associated with ...', not 'iOS Developer' nor '.NET Developer'."""
    return text[:1].islower() and _CAPITALISED_INSIDE.match(text) is None
