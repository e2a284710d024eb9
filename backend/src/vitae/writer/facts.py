"""The facts a text states, each with a key that is the same however it is written: numbers ('5', 'five'),
percentages, money ('$1.2M', '$1,200,000'), dates ('01/2020', 'Jan 2020'), contact details, skills (by the skills
matcher, so 'AWS' is 'Amazon Web Services'), degrees ('B.S.', 'Bachelor of Science'), certifications, job titles
and organisations (capitalised names, known suffixes, institutions).

Facts are found in order of specificity, and the text each one covers is masked before the next kind is looked
for, so the year of a date is never also a number and the digits of a phone are never an amount.
"""

import re
from enum import StrEnum

from vitae.ats.matcher import SkillMatcher, default_matcher
from vitae.ats.text import STOPWORDS
from vitae.resume.contacts import EMAIL_PATTERN, find_phones
from vitae.resume.dates import find_dates
from vitae.resume.model import CamelModel
from vitae.resume.text_lines import clean_text
from vitae.resume.vocabulary import find_degree, is_institution, title_score, word_set
from vitae.writer.phrases import QUANTIFY_PROMPT
from vitae.writer.verbs import analyse_verb


class FactKind(StrEnum):
    NUMBER = "number"
    PERCENTAGE = "percentage"
    MONEY = "money"
    DATE = "date"
    CONTACT = "contact"
    SKILL = "skill"
    DEGREE = "degree"
    CERTIFICATION = "certification"
    JOB_TITLE = "job_title"
    ORGANIZATION = "organization"  # an employer, an institution or another named body


class Fact(CamelModel):
    kind: FactKind
    text: str  # as written
    key: str  # the same for every way of writing it


class _Text:
    """A text with the parts already read as facts blanked out (line breaks kept, so that a name never runs on
    across a masked line)."""

    def __init__(self, text: str) -> None:
        self.original = text
        self._characters = list(text)
        self._masked: str | None = text

    @property
    def masked(self) -> str:
        if self._masked is None:
            self._masked = "".join(self._characters)
        return self._masked

    def mask(self, start: int, end: int) -> None:
        for index in range(start, end):
            if self._characters[index] != "\n":
                self._characters[index] = " "
        self._masked = None


_URL = re.compile(
    r"(?:https?://|www\.)[^\s,|;<>()]+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|me|ai|co|in)(?:/[^\s,|;<>()]*)?\b",
    re.I,
)
_SCALES = {
    "k": 1e3,
    "thousand": 1e3,
    "m": 1e6,
    "mm": 1e6,
    "mn": 1e6,
    "million": 1e6,
    "millions": 1e6,
    "b": 1e9,
    "bn": 1e9,
    "billion": 1e9,
    "billions": 1e9,
    "lakh": 1e5,
    "lakhs": 1e5,
    "lac": 1e5,
    "crore": 1e7,
    "crores": 1e7,
    "trillion": 1e12,
}
_CURRENCY_SYMBOLS = {
    "$": "usd",
    "us$": "usd",
    "€": "eur",
    "£": "gbp",
    "₹": "inr",
    "¥": "jpy",
    "rs": "inr",
    "rs.": "inr",
}
_CURRENCY_WORDS = {
    "usd": "usd",
    "dollar": "usd",
    "dollars": "usd",
    "eur": "eur",
    "euro": "eur",
    "euros": "eur",
    "gbp": "gbp",
    "pound": "gbp",
    "pounds": "gbp",
    "inr": "inr",
    "rupee": "inr",
    "rupees": "inr",
    "aud": "aud",
    "cad": "cad",
}
_AMOUNT = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_SCALE = r"(?:\s?(?:k|m|mm|mn|b|bn)\b|\s(?:thousand|millions?|billions?|lakhs?|lac|crores?|trillion)\b)"
_MONEY = re.compile(
    rf"(?P<symbol>US\$|\$|€|£|₹|¥|\bRs\.?|\b(?:USD|EUR|GBP|INR|AUD|CAD)\b)\s?(?P<amount>{_AMOUNT})(?P<scale>{_SCALE})?"
    rf"|(?P<amount2>{_AMOUNT})(?P<scale2>{_SCALE})?\s?(?P<word>dollars?|euros?|pounds?|rupees?|USD|EUR|GBP|INR|AUD|CAD)\b",
    re.IGNORECASE,
)
_PERCENT = re.compile(rf"(?P<amount>{_AMOUNT})\s?(?:%|percent\b|per\s?cent\b|pct\b)", re.IGNORECASE)
_NUMBER = re.compile(
    rf"(?<![\w.])(?P<amount>{_AMOUNT})(?P<scale>{_SCALE}|(?=[xX]\b)[xX])?(?:st|nd|rd|th)?\+?(?![\w])", re.IGNORECASE
)
_UNITS = {
    word: value
    for value, word in enumerate(
        [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
        ]
    )
}
_TENS = {
    word: 10 * (index + 2)
    for index, word in enumerate(["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"])
}
_MULTIPLIERS = {"hundred": 100.0, "thousand": 1e3, "million": 1e6, "billion": 1e9}
_WORDED = {
    "dozen": 12.0,
    "dozens": 12.0,
    "double": 2.0,
    "doubled": 2.0,
    "doubling": 2.0,
    "twice": 2.0,
    "twofold": 2.0,
    "triple": 3.0,
    "tripled": 3.0,
    "tripling": 3.0,
    "thrice": 3.0,
    "threefold": 3.0,
    "quadrupled": 4.0,
    "half": 0.5,
    "halved": 0.5,
}
_NUMBER_WORD = "|".join([*_UNITS, *_TENS, *_MULTIPLIERS])
_WRITTEN_NUMBER = re.compile(
    rf"\b(?:(?:{_NUMBER_WORD})(?:[\s-]+(?:and\s+)?(?:{_NUMBER_WORD}))*|{'|'.join(_WORDED)})\b", re.IGNORECASE
)
_PERCENT_WORD = re.compile(r"\s*(?:%|percent\b|per\s?cent\b)", re.IGNORECASE)
_OPEN_ENDED = re.compile(r"\b(?:present|current(?:ly)?|now|ongoing|till\s+date|to\s+date|onwards)\b", re.IGNORECASE)
_CERTIFICATION = re.compile(
    r"\b(?:Certified(?:[ \t]+(?:[A-Z][\w+#.-]*|in|of|and|for))+"
    r"|(?:[A-Z][\w+#./-]*[ \t]+){1,5}(?:Certified|Certification|Certificate|Professional|Associate|Practitioner|"
    r"Green[ \t]+Belt|Black[ \t]+Belt|Yellow[ \t]+Belt)\b"
    r"|(?:PMP|CAPM|CPA|CFA|CMA|CISSP|CISA|CISM|CCNA|CCNP|CCIE|CSM|PSM|CSPO|ITIL|PHR|SPHR|SHRM-CP|SHRM-SCP|CEH|OSCP|"
    r"RHCE|RHCSA|MCSE|MCSA|MCSD|CKA|CKAD|CKS|CompTIA(?:\s+[A-Z][\w+]*)?|Six\s+Sigma|PRINCE2|TOGAF|FRM|ACCA|CIMA)\b)"
)
_CERTIFICATION_GENERIC = frozenset({"certified", "certification", "certificate", "professional", "associate"})
_NAME_WORD = re.compile(r"(?<![\w.'’-])[A-Z][\w'’&.-]*|(?<=\s)&(?=\s)")
_NAME_JOINERS = frozenset({"of", "and", "&", "for", "the", "de", "du", "la", "von", "van", "at"})
_ORGANIZATION_SUFFIXES = word_set(
    """inc inc. incorporated llc llp ltd ltd. limited corp corp. corporation co co. company pvt pvt. plc gmbh ag"""
)
_LEGAL_FORMS = frozenset({"inc", "llc", "llp", "ltd", "plc", "gmbh", "corp", "l.l.c"})
_SENTENCE_MARKS = frozenset(".!?:;•\n(–—-|")
_MONTHS_AND_DAYS = word_set(
    """january february march april may june july august september october november december jan feb mar apr jun jul
    aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday present current"""
)
# Job titles people write in lower case ('promoted to senior manager'); words that are also verbs ('lead') are read
# as titles only when capitalised.
_TITLE_NOUNS = word_set(
    """manager managers director directors engineer engineers developer developers analyst analysts consultant
    consultants architect architects president vp founder co-founder cofounder officer officers supervisor
    supervisors coordinator coordinators specialist specialists administrator administrators intern interns
    executive executives scientist scientists designer designers ceo cto cfo coo cio ciso senior junior principal
    head chief"""
)
_DEGREE_SYNONYMS: dict[str, str] = {
    "bs": "bachelor of science",
    "bsc": "bachelor of science",
    "bachelorofscience": "bachelor of science",
    "ba": "bachelor of arts",
    "bachelorofarts": "bachelor of arts",
    "be": "bachelor of engineering",
    "beng": "bachelor of engineering",
    "bachelorofengineering": "bachelor of engineering",
    "btech": "bachelor of technology",
    "bacheloroftechnology": "bachelor of technology",
    "ms": "master of science",
    "msc": "master of science",
    "masterofscience": "master of science",
    "ma": "master of arts",
    "masterofarts": "master of arts",
    "me": "master of engineering",
    "meng": "master of engineering",
    "masterofengineering": "master of engineering",
    "mtech": "master of technology",
    "masteroftechnology": "master of technology",
    "mba": "master of business administration",
    "masterofbusinessadministration": "master of business administration",
    "phd": "doctorate",
    "dphil": "doctorate",
    "doctorate": "doctorate",
    "doctorof": "doctorate",
}
_DEGREE_LEVELS = {"bachelor": "bachelor", "bachelors": "bachelor", "master": "master", "masters": "master"}
_GENERIC_DEGREE_WORDS = frozenset(
    {"degree", "certificate", "certification", "credential", "licensure", "diploma", "postgraduate", "post graduate"}
)


def normalise_words(text: str) -> str:
    """Lower case, words only, single spaces, with a space at each end for whole-word containment tests."""
    return " " + " ".join(re.findall(r"[a-z0-9+#]+", text.lower())) + " "


def normalise_url(url: str) -> str:
    return re.sub(r"^(?:https?://)?(?:www\.)?", "", url.lower()).rstrip("/.")


def _amount(text: str) -> float:
    return float(text.replace(",", ""))


def _scaled(amount: str, scale: str | None) -> float:
    value = _amount(amount)
    if scale:
        value *= _SCALES.get(scale.strip().lower(), 1.0)
    return value


def number_key(value: float) -> str:
    return f"{value:.6g}"


def written_number_value(text: str) -> float | None:
    """'five' -> 5, 'twenty-five' -> 25, 'two hundred' -> 200, 'doubled' -> 2; None when it is not a number."""
    lowered = text.lower()
    if lowered in _WORDED:
        return _WORDED[lowered]
    total = 0.0
    current = 0.0
    seen = False
    for word in re.split(r"[\s-]+", lowered):
        if word == "and":
            continue
        if word in _UNITS:
            current += _UNITS[word]
        elif word in _TENS:
            current += _TENS[word]
        elif word in _MULTIPLIERS:
            multiplier = _MULTIPLIERS[word]
            if multiplier >= 1000:
                total += (current or 1) * multiplier
                current = 0
            else:
                current = (current or 1) * multiplier
        else:
            return None
        seen = True
    return total + current if seen else None


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
        self._work = _Text(clean_text(text))
        for prompt in re.finditer(re.escape(QUANTIFY_PROMPT), self._work.original):
            self._work.mask(prompt.start(), prompt.end())
        matcher = matcher or default_matcher()
        self._phases = (
            _contacts,
            _dates,
            _money,
            _percentages,
            _numbers,
            (lambda work: _skills(work, matcher)) if skills else (lambda work: []),
            _degrees,
            _certifications,
            _names,  # job titles and organisations
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


def _contacts(work: _Text) -> list[Fact]:
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


def _dates(work: _Text) -> list[Fact]:
    facts: list[Fact] = []
    for span in find_dates(work.masked):
        for key in _date_keys(span.start_date, span.end_date):
            facts.append(Fact(kind=FactKind.DATE, text=span.text, key=key))
        work.mask(span.start, span.end)
    for match in _OPEN_ENDED.finditer(work.masked):
        facts.append(Fact(kind=FactKind.DATE, text=match.group(), key="present"))
        work.mask(match.start(), match.end())
    return facts


def _money(work: _Text) -> list[Fact]:
    facts: list[Fact] = []
    for match in _MONEY.finditer(work.masked):
        if match.group("amount"):
            symbol = match.group("symbol").lower().strip()
            currency = _CURRENCY_SYMBOLS.get(symbol) or _CURRENCY_WORDS.get(symbol, symbol)
            value = _scaled(match.group("amount"), match.group("scale"))
        else:
            currency = _CURRENCY_WORDS.get(match.group("word").lower(), "")
            value = _scaled(match.group("amount2"), match.group("scale2"))
        facts.append(Fact(kind=FactKind.MONEY, text=match.group().strip(), key=f"{currency}:{number_key(value)}"))
        work.mask(match.start(), match.end())
    return facts


def _percentages(work: _Text) -> list[Fact]:
    facts: list[Fact] = []
    for match in _PERCENT.finditer(work.masked):
        value = _amount(match.group("amount"))
        facts.append(Fact(kind=FactKind.PERCENTAGE, text=match.group(), key=number_key(value)))
        work.mask(match.start(), match.end())
    masked = work.masked
    for match in _WRITTEN_NUMBER.finditer(masked):
        percent = _PERCENT_WORD.match(masked, match.end())
        written = written_number_value(match.group())
        if percent is not None and written is not None:
            text = work.original[match.start() : percent.end()]
            facts.append(Fact(kind=FactKind.PERCENTAGE, text=text, key=number_key(written)))
            work.mask(match.start(), percent.end())
    return facts


def _numbers(work: _Text) -> list[Fact]:
    facts: list[Fact] = []
    for match in _NUMBER.finditer(work.masked):
        value = _scaled(match.group("amount"), match.group("scale") if match.group("scale") not in ("x", "X") else None)
        facts.append(Fact(kind=FactKind.NUMBER, text=match.group(), key=number_key(value)))
        work.mask(match.start(), match.end())
    for match in _WRITTEN_NUMBER.finditer(work.masked):
        written = written_number_value(match.group())
        if written is not None:
            facts.append(Fact(kind=FactKind.NUMBER, text=match.group(), key=number_key(written)))
            work.mask(match.start(), match.end())
    return facts


def _skills(work: _Text, matcher: SkillMatcher) -> list[Fact]:
    facts: list[Fact] = []
    for mention in matcher.find(work.masked):
        # The words of the mention, without facts of other kinds inside it ('Managed a $2M budget').
        written = " ".join(work.masked[mention.start : mention.end].split())
        facts.append(Fact(kind=FactKind.SKILL, text=written, key=str(mention.skill_id)))
        work.mask(mention.start, mention.end)
    return facts


def degree_key(text: str) -> str:
    compact = re.sub(r"[^a-z]", "", text.lower())
    if compact in _DEGREE_SYNONYMS:
        return _DEGREE_SYNONYMS[compact]
    for prefix, level in _DEGREE_LEVELS.items():
        if compact.startswith(prefix):
            return level
    return " ".join(re.findall(r"[a-z]+", text.lower()))


def _degrees(work: _Text) -> list[Fact]:
    facts: list[Fact] = []
    masked = work.masked
    position = 0
    while (match := find_degree(masked[position:])) is not None:
        start, end = position + match.start(), position + match.end()
        written = work.original[start:end]
        if written.lower().strip(". ") not in _GENERIC_DEGREE_WORDS:
            facts.append(Fact(kind=FactKind.DEGREE, text=written, key=degree_key(written)))
            work.mask(start, end)
        position = end
    return facts


def _certifications(work: _Text) -> list[Fact]:
    facts: list[Fact] = []
    for match in _CERTIFICATION.finditer(work.masked):
        words = [
            word for word in re.findall(r"[a-z0-9+#]+", match.group().lower()) if word not in _CERTIFICATION_GENERIC
        ]
        if not words:
            continue
        facts.append(Fact(kind=FactKind.CERTIFICATION, text=match.group().strip(), key=" ".join(words)))
        work.mask(match.start(), match.end())
    return facts


def _opens_sentence(text: str, position: int) -> bool:
    """Whether a word starts a text, a line, a sentence, a bullet or a bracket."""
    index = position - 1
    while index >= 0 and text[index] in " \t":
        index -= 1
    return index < 0 or text[index] in _SENTENCE_MARKS


def _is_ordinary_opening(word: str) -> bool:
    """A capital that only marks the start of a sentence: a verb ('Supported'), a small word, a month."""
    lowered = word.lower().strip(".")
    return lowered in STOPWORDS or lowered in _MONTHS_AND_DAYS or analyse_verb(lowered) is not None


def _names(work: _Text) -> list[Fact]:
    """Capitalised runs ('Acme Corp', 'University of Texas', 'Google'): organisations, institutions or job
    titles; lower-case title words ('senior manager')."""
    facts: list[Fact] = []
    masked = work.masked
    run: list[re.Match[str]] = []
    for match in [*_NAME_WORD.finditer(masked), None]:
        if match is not None and (not run or _joins(work, run[-1], match)):
            run.append(match)
            continue
        facts.extend(_name_facts(work, run))
        run = [match] if match is not None else []
    for match in re.finditer(r"\b[a-z][a-z-]+\b", masked):
        if match.group() in _TITLE_NOUNS:
            facts.append(Fact(kind=FactKind.JOB_TITLE, text=match.group(), key=match.group()))
    return facts


def _joins(work: _Text, previous: re.Match[str], match: re.Match[str]) -> bool:
    gap = work.masked[previous.end() : match.start()]
    if work.original[previous.end() : match.start()].strip():
        return False  # something read as another fact stands between: a number, a skill
    word = previous.group()
    if word.endswith(".") and len(word) > 2 and word.lower() not in _ORGANIZATION_SUFFIXES:
        return False  # 'Director. This': a sentence ended
    if gap.strip(" ") and gap.strip(" ") not in (",",) or "\n" in gap:
        return False
    if gap.strip(" ") == ",":
        return len(gap) <= 2 and match.group().lower().rstrip(".") in _LEGAL_FORMS  # 'Acme, Inc.'
    return True


def _name_facts(work: _Text, run: list[re.Match[str]]) -> list[Fact]:
    masked = work.masked
    while run and (
        run[0].group().lower() in _NAME_JOINERS
        or (_opens_sentence(masked, run[0].start()) and _is_ordinary_opening(run[0].group()))
    ):
        run = run[1:]  # 'Led Google's ...': the verb only opens the sentence
    while run and run[-1].group().lower() in _NAME_JOINERS:
        run = run[:-1]
    if not run:
        return []
    words = [match.group() for match in run]
    if len(words) == 1 and (words[0].lower().strip(".") in _MONTHS_AND_DAYS or analyse_verb(words[0]) is not None):
        return []
    text = work.original[run[0].start() : run[-1].end()]
    if is_institution(text) or any(word.lower() in _ORGANIZATION_SUFFIXES for word in words):
        kind = FactKind.ORGANIZATION
    elif title_score(text) > 0:
        kind = FactKind.JOB_TITLE
    else:
        kind = FactKind.ORGANIZATION
    key = " ".join(word for word in normalise_words(text).split() if word not in _ORGANIZATION_SUFFIXES)
    return [Fact(kind=kind, text=text, key=key)] if key else []
