"""Reading the hard requirements of a job and the matching facts of a resume: degree levels and fields, years of
experience ('5+ years of Python', 'three to five years'), and seniority from a job title ('Sr. Staff Engineer')."""

import re
from dataclasses import dataclass
from enum import IntEnum, StrEnum

from vitae import lexicon


class DegreeLevel(IntEnum):
    NONE = 0
    HIGH_SCHOOL = 1
    ASSOCIATE = 2
    BACHELOR = 3
    MASTER = 4
    DOCTORATE = 5

    @property
    def label(self) -> str:
        return _DEGREE_LABELS[self]


_DEGREE_LABELS = {
    DegreeLevel.NONE: "none",
    DegreeLevel.HIGH_SCHOOL: "high school",
    DegreeLevel.ASSOCIATE: "associate",
    DegreeLevel.BACHELOR: "bachelor",
    DegreeLevel.MASTER: "master",
    DegreeLevel.DOCTORATE: "doctorate",
}
_DEGREE_PATTERNS: tuple[tuple[DegreeLevel, re.Pattern[str]], ...] = (
    (
        DegreeLevel.DOCTORATE,
        re.compile(r"\b(?:ph\.?\s?d\.?s?|doctorate|doctoral|d\.?phil|postdoc(?:toral)?)(?![\w])", re.IGNORECASE),
    ),
    (
        DegreeLevel.MASTER,
        re.compile(
            r"\b(?i:master'?s?|masters|m\.s\.?|m\.sc\.?|msc|m\.eng|meng|mba|m\.a\.|advanced degree|graduate degree)"
            r"(?!\w)|(?<!\w)MS(?!\w)(?! (?:SQL|Office|Excel|Word|Teams|Azure|Access|Project|Visio|Dynamics))",
        ),
    ),
    (
        DegreeLevel.BACHELOR,
        re.compile(
            r"\b(?i:bachelor'?s?|bachelors|b\.s\.?|b\.sc\.?|bsc|b\.a\.|b\.eng|beng|b\.tech|btech|undergraduate degree|"
            r"four[- ]year degree|4[- ]year degree|college degree|university degree)(?!\w)|(?<!\w)(?:BS|BA)(?!\w)",
        ),
    ),
    (DegreeLevel.ASSOCIATE, re.compile(r"\bassociate'?s? degree\b", re.IGNORECASE)),
    (
        DegreeLevel.HIGH_SCHOOL,
        re.compile(r"\b(?:high school|ged|secondary school) (?:diploma|education|degree)?", re.I),
    ),
)
# 'in Computer Science, Engineering, or a related field': the field list after a degree.
_FIELD_LIST = re.compile(
    r"\b(?:in|of|majoring in)\s+(?P<fields>(?:[A-Za-z][\w&/.-]*(?:\s+|,\s*|\s*/\s*)){0,14}?)"
    r"(?:or (?:a |an |another |other |equivalent |similar(?:ly)? )?(?:related|relevant|technical|quantitative|"
    r"equivalent|similar)|or equivalent|related field|[.;(\n]|$)",
)
_FIELD_SPLIT = re.compile(r"\s*(?:,|/|\bor\b|\band\b)\s*")
_NOT_FIELD_WORDS = frozenset(
    {"a", "an", "the", "field", "fields", "degree", "major", "related", "similar", "equivalent"}
)
_EQUIVALENT_EXPERIENCE = re.compile(
    r"\bor (?:equivalent|comparable|relevant) (?:practical |work |professional )?"
    r"experience\b|\bequivalent experience\b",
    re.IGNORECASE,
)

# Years are written in words up to fifteen ('three to five years', 'fifteen years'); past that, in digits.
NUMBER_WORDS = {word: value for word, value in lexicon.values("words/number").items() if 1 <= value <= 15}
_NUMBER = r"(?:\d{1,2}(?:\.\d)?|" + "|".join(NUMBER_WORDS) + r")"
# '5+ years', '3-5 years', 'three to five years', 'minimum of 6 years', '10+ yrs'; the words after it say of what.
_YEARS = re.compile(
    rf"(?<![\w$.])(?P<low>{_NUMBER})\s*(?:\+|\s?plus)?\s*(?:(?:-|–|to|or)\s*(?P<high>{_NUMBER})\s*\+?\s*)?"
    r"(?:\(\s*\d{1,2}\s*\)\s*)?(?:years?|yrs?)['’]?(?![\w])(?P<tail>[^.;\n]{0,90})",
    re.IGNORECASE,
)
# What makes a number of years a requirement of experience, not a company's age or a vesting schedule.
_EXPERIENCE_WORDS = re.compile(
    r"\b(?:experience|experienced|background|track record|working|work|building|developing|designing|"
    r"professional|industry|hands-on|coding|programming|engineering|development|in (?:a|an) .{0,30}role|as (?:a|an))\b",
    re.IGNORECASE,
)
_NOT_EXPERIENCE = re.compile(
    r"\b(?:old|ago|history|anniversary|in business|founded|warranty|vesting|vest|per year|a year|annually|"
    r"of age|contract|within (?:the )?(?:first|next)|salary|paid|holidays|days)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class DegreeMention:
    level: DegreeLevel
    start: int
    end: int


@dataclass(frozen=True)
class YearsMention:
    years: float  # the lower bound: '3-5 years' asks for 3
    upper: float | None
    tail: str  # the words after it: 'of experience with Python and Django'
    start: int
    end: int


def find_degrees(text: str) -> list[DegreeMention]:
    found: list[DegreeMention] = []
    taken: list[tuple[int, int]] = []
    for level, pattern in _DEGREE_PATTERNS:
        for match in pattern.finditer(text):
            if any(start < match.end() and match.start() < end for start, end in taken):
                continue
            taken.append((match.start(), match.end()))
            found.append(DegreeMention(level, match.start(), match.end()))
    return sorted(found, key=lambda mention: mention.start)


def degree_fields(text: str) -> list[str]:
    """The fields of study a degree requirement names, as written ('Computer Science', 'Electrical Engineering')."""
    fields: list[str] = []
    # Each field word is read with the space after it: a list that ends the text ends with one too.
    for match in _FIELD_LIST.finditer(text.rstrip() + "\n"):
        for part in _FIELD_SPLIT.split(match.group("fields")):
            words = [word for word in part.split() if word.lower() not in _NOT_FIELD_WORDS]
            field = " ".join(words).strip(" .,")
            if field and len(words) <= 4 and field[:1].isalpha() and field not in fields:
                fields.append(field)
    return fields


def allows_equivalent_experience(text: str) -> bool:
    return bool(_EQUIVALENT_EXPERIENCE.search(text))


def number_value(value: str) -> float:
    """'5', '2.5' or 'five' as a number of years."""
    lowered = value.lower()
    return float(NUMBER_WORDS[lowered]) if lowered in NUMBER_WORDS else float(lowered)


def find_years(text: str) -> list[YearsMention]:
    """Every 'N years of experience' in a text. A number of years with no word of experience around it (a
    company's age, paid days per year) is not one."""
    found: list[YearsMention] = []
    for match in _YEARS.finditer(text):
        low = number_value(match.group("low"))
        high = number_value(match.group("high")) if match.group("high") else None
        if not 0 < low <= 30 or (high is not None and high < low):
            continue
        tail = match.group("tail")
        window = text[max(0, match.start() - 40) : match.start()] + " " + tail[:50]
        if not _EXPERIENCE_WORDS.search(window) or _NOT_EXPERIENCE.search(tail[:30]):
            continue
        found.append(YearsMention(low, high, tail.strip(), match.start(), match.end()))
    return found


class Seniority(StrEnum):
    INTERN = "intern"
    ENTRY = "entry"
    MID = "mid"
    SENIOR = "senior"
    STAFF = "staff"
    PRINCIPAL = "principal"
    MANAGER = "manager"
    DIRECTOR = "director"
    EXECUTIVE = "executive"


# Years of experience a level usually means, as recruiters read titles; used when a posting gives no number.
TYPICAL_YEARS: dict[Seniority, float] = {
    Seniority.INTERN: 0,
    Seniority.ENTRY: 0,
    Seniority.MID: 2,
    Seniority.SENIOR: 5,
    Seniority.STAFF: 8,
    Seniority.PRINCIPAL: 10,
    Seniority.MANAGER: 6,
    Seniority.DIRECTOR: 10,
    Seniority.EXECUTIVE: 12,
}
# Years of experience a level is usually filled with, as recruiters read it: fewer is a stretch, many more means the
# candidate would be stepping down (a new-graduate role for someone with ten years of work).
YEARS_OF_LEVEL: dict[Seniority, tuple[float, float]] = {
    Seniority.INTERN: (0, 2),
    Seniority.ENTRY: (0, 3),
    Seniority.MID: (2, 6),
    Seniority.SENIOR: (4, 12),
    Seniority.STAFF: (8, 20),
    Seniority.PRINCIPAL: (10, 25),
    Seniority.MANAGER: (5, 20),
    Seniority.DIRECTOR: (8, 30),
    Seniority.EXECUTIVE: (10, 40),
}
_SENIORITY_PATTERNS: tuple[tuple[Seniority, re.Pattern[str]], ...] = (
    (Seniority.EXECUTIVE, re.compile(r"\b(?:chief|cto|ceo|cio|vp|vice president|head of)\b", re.I)),
    (Seniority.DIRECTOR, re.compile(r"\bdirector\b", re.I)),
    (Seniority.PRINCIPAL, re.compile(r"\b(?:principal|distinguished|fellow|architect)\b", re.I)),
    # A "Lead Software Engineer" leads engineers: levelled with staff, above senior, as most career ladders do.
    (Seniority.STAFF, re.compile(r"\b(?:staff|lead)\b", re.I)),
    (Seniority.MANAGER, re.compile(r"\b(?:manager|management)\b", re.I)),
    (Seniority.INTERN, re.compile(r"\b(?:intern|internship|co-?op)\b", re.I)),
    (
        Seniority.ENTRY,
        re.compile(
            r"\b(?:junior|jr\.?|entry[- ]level|new grad(?:uate)?|graduate|university grad(?:uate)?|"
            r"early career|associate|trainee|apprentice|I)\b|\[new grad\]",
            re.I,
        ),
    ),
    (Seniority.SENIOR, re.compile(r"\b(?:senior|sr\.?|iii|iv)\b", re.I)),
    (Seniority.MID, re.compile(r"\b(?:ii|mid[- ]level|intermediate)\b", re.I)),
)


def seniority_of_title(title: str) -> Seniority | None:
    """The level a job title names ('Sr. Software Engineer' -> senior), None when it names none."""
    for level, pattern in _SENIORITY_PATTERNS:
        if pattern.search(title):
            return level
    return None
