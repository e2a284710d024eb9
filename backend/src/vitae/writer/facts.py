"""The facts a text states, each with a key that is the same however it is written: numbers ('5', 'five'),
percentages, money ('$1.2M', '$1,200,000'), dates ('01/2020', 'Jan 2020'), contact details, skills (by the skills
matcher, so 'AWS' is 'Amazon Web Services'), degrees ('B.S.', 'Bachelor of Science'), certifications, job titles
and organisations (capitalised names, known suffixes, institutions).

Facts are found in order of specificity, and the text each one covers is masked before the next kind is looked
for, so the year of a date is never also a number and the digits of a phone are never an amount.
"""

import re

from vitae.ats.matcher import SkillMatcher, default_matcher
from vitae.resume.contacts import EMAIL_PATTERN, find_phones
from vitae.resume.dates import find_dates
from vitae.resume.text_lines import clean_text
from vitae.writer.fact_model import Fact, FactKind, MaskedText, normalise_url
from vitae.writer.name_facts import certification_facts, degree_facts, name_facts
from vitae.writer.quantity_facts import money_facts, number_facts, percentage_facts

_URL = re.compile(
    r"(?:https?://|www\.)[^\s,|;<>()]+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|me|ai|co|in)(?:/[^\s,|;<>()]*)?\b",
    re.I,
)
_OPEN_ENDED = re.compile(r"\b(?:present|current(?:ly)?|now|ongoing|till\s+date|to\s+date|onwards)\b", re.IGNORECASE)


def _date_keys(start_date: str, end_date: str) -> list[str]:
    return [point for point in (start_date, end_date) if point]


# The order facts are read in; each kind is read once those before it are masked.
KIND_ORDER = (
    FactKind.CONTACT,
    FactKind.DATE,
    FactKind.MONEY,
    FactKind.PERCENTAGE,
    FactKind.NUMBER,
    FactKind.SKILL,
    FactKind.DEGREE,
    FactKind.CERTIFICATION,
    FactKind.JOB_TITLE,
    FactKind.ORGANIZATION,
)


class FactReader:
    """Reads a text's facts kind by kind, in KIND_ORDER, going only as far as asked: the skills matcher runs only
    when skills or a later kind are wanted."""

    def __init__(self, text: str, matcher: SkillMatcher | None = None, *, skills: bool = True) -> None:
        # Repaired as the parser repairs text (byte escapes, mojibake, odd spaces): source and rewrite read alike.
        self._work = MaskedText(clean_text(text))
        matcher = matcher or default_matcher()
        self._phases = (
            _contacts,
            _dates,
            money_facts,
            percentage_facts,
            number_facts,
            (lambda work: _skills(work, matcher)) if skills else (lambda work: []),
            degree_facts,
            certification_facts,
            name_facts,  # job titles and organisations
        )
        self._done = 0
        self.facts: list[Fact] = []

    def read_until(self, kind: FactKind) -> list[Fact]:
        last = min(KIND_ORDER.index(kind), len(self._phases) - 1)
        while self._done <= last:
            self.facts.extend(self._phases[self._done](self._work))
            self._done += 1
        return self.facts


def extract_facts(
    text: str, matcher: SkillMatcher | None = None, upto: FactKind | None = None, *, skills: bool = True
) -> list[Fact]:
    """Every fact a text states, in KIND_ORDER, or only the kinds up to `upto`; without skills when told."""
    return list(FactReader(text, matcher, skills=skills).read_until(upto or KIND_ORDER[-1]))


def _contacts(work: MaskedText) -> list[Fact]:
    facts: list[Fact] = []
    for match in EMAIL_PATTERN.finditer(work.masked):
        facts.append(Fact(kind=FactKind.CONTACT, text=match.group(), key=match.group().lower()))
        work.mask(match.start(), match.end())
    for match in _URL.finditer(work.masked):
        facts.append(Fact(kind=FactKind.CONTACT, text=match.group(), key=normalise_url(match.group())))
        work.mask(match.start(), match.end())
    masked = work.masked
    position = 0
    for phone in find_phones(masked):
        start = masked.find(phone, position)
        if start < 0:
            continue
        position = start + len(phone)
        facts.append(Fact(kind=FactKind.CONTACT, text=phone, key=re.sub(r"\D", "", phone)))
        work.mask(start, position)
    return facts


def _dates(work: MaskedText) -> list[Fact]:
    facts: list[Fact] = []
    for span in find_dates(work.masked):
        for key in _date_keys(span.start_date, span.end_date):
            facts.append(Fact(kind=FactKind.DATE, text=span.text, key=key))
        work.mask(span.start, span.end)
    for match in _OPEN_ENDED.finditer(work.masked):
        facts.append(Fact(kind=FactKind.DATE, text=match.group(), key="present"))
        work.mask(match.start(), match.end())
    return facts


def _skills(work: MaskedText, matcher: SkillMatcher) -> list[Fact]:
    facts: list[Fact] = []
    for mention in matcher.find(work.masked):
        # The words of the mention, without facts of other kinds inside it ('Managed a $2M budget').
        written = " ".join(work.read(mention.start, mention.end).split())
        facts.append(Fact(kind=FactKind.SKILL, text=written, key=str(mention.skill_id)))
        work.mask(mention.start, mention.end)
    return facts
