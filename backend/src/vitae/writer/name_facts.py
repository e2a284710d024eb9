"""Names: degrees ('B.S.' is 'Bachelor of Science'), certifications ('PMP', 'AWS Certified ...'), and the
capitalised runs that name organisations, institutions and job titles, with title words written in lower case."""

import re

from vitae.ats.text import STOPWORDS
from vitae.resume.vocabulary import find_degrees, is_institution, title_score, word_set
from vitae.writer.fact_model import Fact, FactKind, MaskedText, normalise_words
from vitae.writer.verbs import analyse_verb

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
# Adjectives a resume opens a sentence with ('Experienced in Python.'): capitalised there, never a name.
_DESCRIPTIVE_OPENINGS = word_set(
    "experienced skilled seasoned proven accomplished dedicated versatile passionate motivated hands-on "
    "results-driven detail-oriented proficient adept knowledgeable"
)
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


def degree_key(text: str) -> str:
    compact = re.sub(r"[^a-z]", "", text.lower())
    if compact in _DEGREE_SYNONYMS:
        return _DEGREE_SYNONYMS[compact]
    for prefix, level in _DEGREE_LEVELS.items():
        if compact.startswith(prefix):
            return level
    return " ".join(re.findall(r"[a-z]+", text.lower()))


def degree_facts(work: MaskedText) -> list[Fact]:
    facts: list[Fact] = []
    for match in find_degrees(work.masked):
        start, end = match.span()
        written = work.original[start:end]
        if written.lower().strip(". ") not in _GENERIC_DEGREE_WORDS:
            facts.append(Fact(kind=FactKind.DEGREE, text=written, key=degree_key(written)))
            work.mask(start, end)
    return facts


def certification_facts(work: MaskedText) -> list[Fact]:
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
    return (
        lowered in STOPWORDS
        or lowered in _MONTHS_AND_DAYS
        or lowered in _DESCRIPTIVE_OPENINGS
        or analyse_verb(lowered) is not None
    )


def name_facts(work: MaskedText) -> list[Fact]:
    """Capitalised runs ('Acme Corp', 'University of Texas', 'Google'): organisations, institutions or job
    titles; lower-case title words ('senior manager')."""
    facts: list[Fact] = []
    masked = work.masked
    run: list[re.Match[str]] = []
    for match in [*_NAME_WORD.finditer(masked), None]:
        if match is not None and (not run or _joins(work, run[-1], match)):
            run.append(match)
            continue
        facts.extend(_run_facts(work, run))
        run = [match] if match is not None else []
    for match in re.finditer(r"\b[a-z][a-z-]+\b", masked):
        if match.group() in _TITLE_NOUNS:
            facts.append(Fact(kind=FactKind.JOB_TITLE, text=match.group(), key=match.group()))
    return facts


def _joins(work: MaskedText, previous: re.Match[str], match: re.Match[str]) -> bool:
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


def _run_facts(work: MaskedText, run: list[re.Match[str]]) -> list[Fact]:
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
