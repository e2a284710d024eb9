"""Experience claims and what bears them out: '6+ years of experience in Python', 'experienced in Django', 'expert in
SQL' state how long or how well the candidate has worked with something, and only the dated jobs can support that.

A claim of N years of X is supported when the dated jobs whose title, description or bullets show X add up (overlaps
once) to N years; 'experienced in X' or 'expert in X' when at least one dated job shows X; N years of experience in
general when the dated jobs add up to N. A claim the source resume states itself is the candidate's, not the
rewrite's, and passes. Nothing the candidate says they do not want or do not know ('Don't want to work with CSS') is
ever claimed.
"""

import re
from dataclasses import dataclass
from datetime import date

from vitae.ats.dates import entry_range, years_of_experience
from vitae.ats.matcher import SkillMatcher, default_matcher
from vitae.ats.requirements import NUMBER_WORDS, number_value
from vitae.ats.skill_families import category_members
from vitae.resume.model import ParsedResume

_NUMBER = r"(?P<years>\d{1,2}(?:\.\d)?|" + "|".join(NUMBER_WORDS) + r")"
_LIST = r"(?P<subject>[^.;:\n]{1,120})"
_CLAIMS = (
    # '6+ years of (professional) experience in Python and SQL'
    re.compile(
        rf"\b{_NUMBER}\s*\+?\s*(?:years?|yrs?)(?:'|’)?\s+of\s+(?:[\w-]+\s+){{0,2}}?(?:experience|expertise|work)"
        rf"(?:\s+(?:in|with|using|across|on)\s+{_LIST})?",
        re.IGNORECASE,
    ),
    # '6 years of Python'
    re.compile(
        rf"\b{_NUMBER}\s*\+?\s*(?:years?|yrs?)\s+of\s+(?!experience|expertise|work)(?P<subject>[A-Z][^.;:\n]{{0,80}})"
    ),
    # 'experienced in X', 'expert in X', 'expertise in X', 'proficient in X', 'skilled in X', 'specialist in X'
    re.compile(
        rf"\b(?:experienced|expert|expertise|proficient|skilled|specialist|specializing|specialising|seasoned)"
        rf"\s+(?:in|with|at)\s+{_LIST}",
        re.IGNORECASE,
    ),
)
_SUBJECT_SPLIT = re.compile(r"\s*(?:,|/|&|\band\b|\bor\b|\bas well as\b)\s*", re.IGNORECASE)
# A subject's words after which the list has ended: 'Python and SQL, building scalable services'.
_SUBJECT_END = re.compile(r"\b(?:to|for|that|which|who|where|while|across|including|by|building|delivering)\b.*", re.I)
# The candidate's own 'no': what they do not want to do or do not know.
_DISOWNED = re.compile(
    r"\b(?:(?:do not|don't|dont|doesn't|not)\s+(?:want|wish|like|intend|plan)\s+to\s+(?:work|use|do|code)|"
    r"no (?:experience|knowledge|interest)|not (?:interested|familiar|experienced)|(?:do not|don't) know|"
    r"avoid(?:ing)?|unwilling)\b(?P<rest>[^.!?\n]*)",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Claim:
    text: str  # as written: '6+ years of experience in Python'
    years: float | None  # None for 'experienced in X'
    subjects: tuple[str, ...]  # what it is of: ('Python',); empty for experience in general
    reason: str  # why it is not supported


def find_claims(text: str) -> list[tuple[str, float | None, tuple[str, ...]]]:
    """Every experience claim of a text: (as written, years or None, subjects)."""
    found: list[tuple[str, float | None, tuple[str, ...]]] = []
    taken: list[tuple[int, int]] = []
    for pattern in _CLAIMS:
        for match in pattern.finditer(text):
            if any(start < match.end() and match.start() < end for start, end in taken):
                continue
            taken.append((match.start(), match.end()))
            groups = match.groupdict()
            subject = _SUBJECT_END.sub("", groups.get("subject") or "").strip()
            subjects = tuple(part.strip(" .") for part in _SUBJECT_SPLIT.split(subject) if part.strip(" ."))
            years = number_value(groups["years"]) if groups.get("years") else None
            found.append((match.group(0).strip(), years, subjects))
    return found


def disowned_words(text: str) -> set[str]:
    """The words of what a resume says its holder does not want or know, lower-cased: {'css', 'less', 'sass'}."""
    words: set[str] = set()
    for match in _DISOWNED.finditer(text):
        words.update(word.lower() for word in re.findall(r"[A-Za-z][\w+#.]*", match.group("rest")))
    return words - {"with", "the", "a", "an", "in", "on", "any", "of", "to", "and", "or", "work", "use"}


class ClaimChecker:
    """What a resume's dated jobs bear out; built once per source resume."""

    def __init__(self, resume: ParsedResume, source_text: str, today: date, matcher: SkillMatcher | None = None):
        self._matcher = matcher or default_matcher()
        self._today = today
        self._jobs = [
            (dates, "\n".join((entry.title, entry.description, *entry.bullets)))
            for entry in resume.work
            if (dates := entry_range(entry)) is not None
        ]
        self._source = " ".join(source_text.lower().split())
        self._disowned = disowned_words(source_text)
        self._total = years_of_experience([dates for dates, _ in self._jobs], today) or 0.0

    def years_of(self, subject: str) -> float:
        """Years the dated jobs that show a subject add up to."""
        ranges = [dates for dates, text in self._jobs if self._shows(text, subject)]
        return (years_of_experience(ranges, self._today) or 0.0) if ranges else 0.0

    def _shows(self, text: str, subject: str) -> bool:
        names = {mention.name for mention in self._matcher.find(subject)}
        if names:
            shown = {mention.name for mention in self._matcher.find(text)}
            return any(name in shown or category_members(name) & shown for name in names)
        return re.search(rf"(?<!\w){re.escape(subject)}(?!\w)", text, re.IGNORECASE) is not None

    def unsupported(self, text: str) -> list[Claim]:
        claims: list[Claim] = []
        for written, years, subjects in find_claims(text):
            if " ".join(written.lower().split()) in self._source:
                continue  # the candidate's own words
            reason = self._reason(years, subjects)
            if reason:
                claims.append(Claim(written, years, subjects, reason))
        return claims

    def supported_numbers(self, text: str) -> set[str]:
        """The numbers of years that the text's supported claims state ('3' of '3+ years of experience in Django'):
        figures the dated jobs bear out, though the resume never wrote them."""
        numbers: set[str] = set()
        for written, years, subjects in find_claims(text):
            if years is not None and not self._reason(years, subjects):
                numbers.update(re.findall(r"\d+(?:\.\d)?\+?", written)[:1])
        return numbers

    def disowns(self, subject: str) -> bool:
        """Whether the resume says its holder does not want or know the subject ('Don't want to work with PHP')."""
        return bool(set(re.findall(r"[a-z][\w+#.]*", subject.lower())) & self._disowned)

    def _reason(self, years: float | None, subjects: tuple[str, ...]) -> str:
        for subject in subjects:
            if self.disowns(subject):
                return f"the resume says its holder does not want or know {subject}"
        if not subjects:
            if years is not None and self._total + 0.5 < years:
                return f"the dated jobs add up to {self._total:.1f} years, not {years:g}"
            return ""
        for subject in subjects:
            shown = self.years_of(subject)
            if shown <= 0:
                return f"no dated job shows {subject}"
            if years is not None and shown + 0.5 < years:
                return f"the dated jobs that show {subject} add up to {shown:.1f} years, not {years:g}"
        return ""


def unsupported_claims(text: str, resume: ParsedResume, source_text: str, today: date) -> list[Claim]:
    """The experience claims of `text` that the source resume neither states nor bears out with its dated jobs."""
    return ClaimChecker(resume, source_text, today).unsupported(text)
