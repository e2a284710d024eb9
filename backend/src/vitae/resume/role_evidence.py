"""Is this piece of a job's header its title or its employer? One evidence score with named cues.

Each cue is a small function of the text with a name that says what it sees ('ends in a legal form', 'ends in a
word for a person'). The score is a weighted sum of the cues, a log-odds: above 0 the piece reads as a job title,
below 0 as an employer. The weights are fitted, not chosen: `evals/role_evidence.py` fits a logistic regression on
the labelled job titles and employers of resumes-ner, reports its accuracy by k-fold cross-validation (never on
what it was fitted on), and writes `role_weights.json` beside this module. `explain` gives each cue's part, for
`vitae parse --explain` and for whoever reads why a piece was taken for one or the other.
"""

import json
import math
import re
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources

from vitae import lexicon
from vitae.resume.vocabulary import (
    LEGAL_FORMS,
    is_institution,
    names_a_function,
    organization_score,
    title_score,
    words_of,
)

_SENIORITY_WORDS = lexicon.words("words/seniority")
ENDS_IN_LEGAL_FORM = re.compile(rf"\b(?:{LEGAL_FORMS})\.?$", re.IGNORECASE)
# The last word of a job title names a person: 'Teacher', 'Assistant', 'Director', 'Chef', 'Intern'.
PERSON_WORD = re.compile(r"(?:er|or|ist|ant|ent|ian|ee|ess|ef|ern|ive|ic)$", re.IGNORECASE)
# The last word of an employer's name that says it is a place people work in.
_PLACE_OF_WORK = re.compile(
    r"\b(?:store|shop|restaurant|caf[eé]|hotel|bakery|cent(?:er|re)|school|academy|hospital|clinic|bank|company|"
    r"firm|agency|library|church|museum|salon|pharmacy|supermarket|group|services|solutions|systems|technologies|"
    r"labs?|industries|enterprises?|consultancy|consulting|bureau|ministry|council|authority)$",
    re.IGNORECASE,
)
_POST_OF = re.compile(r"\b(?:of|for)\b", re.IGNORECASE)  # 'Head of Sales', 'Bank of Harbor'
_ACRONYM = re.compile(r"\b[A-Z]{2,6}\b")
_DOMAIN = re.compile(r"\.(?:com|io|ai|org|net|co|in)\b", re.IGNORECASE)
_DIGIT = re.compile(r"\d")


def _title_words(text: str) -> float:
    """Words of job titles and occupations, from the lexicon (title_score, capped: a long list adds little)."""
    return min(title_score(text), 6.0) / 2.0


def _organisation_words(text: str) -> float:
    """Words of organisations ('Technologies', 'Bank', 'Pvt'), acronyms and web domains (organization_score)."""
    return min(organization_score(text), 6.0) / 2.0


def _head_is_post(text: str) -> float:
    """'Lead Software Engineer', not 'Lawyers Association': the last word, the phrase's head, names a post (a plural
    names the people a body is made of)."""
    words = words_of(text)
    return 1.0 if words and not words[-1].endswith("s") and title_score(words[-1]) >= 1.5 else 0.0


def _head_is_plural_post(text: str) -> float:
    """'Lakeside Tutors', 'Harbor Mechanics', 'Northwind Auditors': a plural of a post as the head names the firm
    the people work in, as 'Associates' and 'Partners' do."""
    words = words_of(text)
    return 1.0 if len(words) > 1 and words[-1].endswith("s") and title_score(words[-1][:-1]) >= 1.5 else 0.0


def _head_is_organisation_word(text: str) -> float:
    """'Lawyers Association', 'Harbor Technologies': the head is a word of organisations."""
    words = words_of(text)
    return 1.0 if words and organization_score(words[-1]) >= 2 else 0.0


def _opens_with_seniority(text: str) -> float:
    """'Senior', 'Lead', 'Assistant': a grade opens a title."""
    words = words_of(text)
    return 1.0 if words and words[0] in _SENIORITY_WORDS else 0.0


def _ends_in_person_word(text: str) -> float:
    """'Developer', 'Analyst', 'Consultant': the last word names the one who holds the post."""
    words = text.split()
    return 1.0 if words and PERSON_WORD.search(words[-1].strip(".,()")) else 0.0


def _ends_in_legal_form(text: str) -> float:
    """'Ltd', 'Inc.', 'Pvt. Ltd.', 'GmbH': a firm's name ends in its legal form."""
    return 1.0 if ENDS_IN_LEGAL_FORM.search(text.strip()) else 0.0


def _ends_in_place_of_work(text: str) -> float:
    """'Harbor Hospital', 'Acme Solutions', 'Corner Bakery': the last word is a kind of workplace."""
    return 1.0 if _PLACE_OF_WORK.search(text.strip().rstrip(".,")) else 0.0


def _names_institution(text: str) -> float:
    """'University', 'College', 'Institute': a school, which employs people."""
    return 1.0 if is_institution(text) else 0.0


def _names_function(text: str) -> float:
    """'Global Procurement', 'Product Support': a department or line of work, read as a post when alone."""
    return 1.0 if names_a_function(text) else 0.0


def _has_acronym(text: str) -> float:
    """'IBM', 'TCS', 'HDFC': a short name in capitals (a title in capitals is long words, not an acronym)."""
    return 1.0 if _ACRONYM.search(text) and not text.isupper() else 0.0


def _in_capitals(text: str) -> float:
    """'SOFTWARE ENGINEER', 'INFOSYS LIMITED': all in capitals, which says little either way alone."""
    letters = [character for character in text if character.isalpha()]
    return 1.0 if len(letters) > 3 and all(character.isupper() for character in letters) else 0.0


def _joins_with_of(text: str) -> float:
    """'Head of Operations', 'Bank of Baroda': 'of' or 'for' inside."""
    return 1.0 if _POST_OF.search(text) else 0.0


def _has_web_domain(text: str) -> float:
    """'bol.com', 'Acme.io': a web address names a firm."""
    return 1.0 if _DOMAIN.search(text) else 0.0


def _has_digit(text: str) -> float:
    """'Engineer 2', 'Team 42', '3M': a digit."""
    return 1.0 if _DIGIT.search(text) else 0.0


def _word_count(text: str) -> float:
    """How long it is, in words (log): a title is short, a firm's full name longer."""
    return math.log1p(len(text.split()))


Cue = Callable[[str], float]
CUES: dict[str, Cue] = {
    cue.__name__.lstrip("_"): cue
    for cue in (
        _title_words,
        _organisation_words,
        _head_is_post,
        _head_is_plural_post,
        _head_is_organisation_word,
        _opens_with_seniority,
        _ends_in_person_word,
        _ends_in_legal_form,
        _ends_in_place_of_work,
        _names_institution,
        _names_function,
        _has_acronym,
        _in_capitals,
        _joins_with_of,
        _has_web_domain,
        _has_digit,
        _word_count,
    )
}
BIAS = "bias"


def cue_values(text: str) -> dict[str, float]:
    return {name: cue(text) for name, cue in CUES.items()}


@dataclass(frozen=True)
class Evidence:
    score: float  # log-odds that the piece is a job title rather than an employer
    parts: tuple[tuple[str, float], ...]  # each cue's part of the score, the largest first


@cache
def fitted_weights() -> Mapping[str, float]:
    """The weights `evals/role_evidence.py` fitted (the bias under 'bias')."""
    text = resources.files("vitae.resume").joinpath("role_weights.json").read_text(encoding="utf-8")
    weights: dict[str, float] = json.loads(text)["weights"]
    return weights


_in_force: list[Mapping[str, float]] = []  # weights a cross-validation fold puts in force, innermost last


@contextmanager
def weights_in_force(weights: Mapping[str, float]) -> Iterator[None]:
    """Parse with other weights inside the block (a fold's, fitted without the documents it is measured on)."""
    _in_force.append(weights)
    title_evidence.cache_clear()
    try:
        yield
    finally:
        _in_force.pop()
        title_evidence.cache_clear()


def explain(text: str, weights: Mapping[str, float] | None = None) -> Evidence:
    if weights is None:
        weights = _in_force[-1] if _in_force else fitted_weights()
    parts = [(name, weights.get(name, 0.0) * value) for name, value in cue_values(text).items() if value]
    score = weights.get(BIAS, 0.0) + sum(part for _, part in parts)
    return Evidence(score, tuple(sorted(parts, key=lambda part: -abs(part[1]))))


@lru_cache(maxsize=4096)  # the pieces of a section's headers are weighed again as its entries settle
def title_evidence(text: str) -> float:
    """Above 0: `text` reads as a job title; below 0: as an employer's name; the further from 0, the surer."""
    return explain(text).score
