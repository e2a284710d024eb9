"""The person's name: found among the first lines, never a heading, a contact line, a job title or a placeholder."""

import re

from vitae.resume.contacts import EMAIL_PATTERN, find_phones
from vitae.resume.headings import kind_of_heading
from vitae.resume.locations import is_known_place
from vitae.resume.vocabulary import is_institution, organization_score, word_set

_CREDENTIALS = word_set(
    """
    phd ph.d ph.d. md m.d. mba cpa cfa pmp pe p.e. rn jd j.d. esq esq. dds dvm msc m.sc bsc b.sc ma m.a ms m.s bs
    b.s ba b.a cissp ccna csm frm acca cima mcse aws ocp shrm-cp shrm-scp lpn cna pa-c np edd ed.d jr jr. sr sr.
    ii iii iv
    """
)
_PARTICLES = word_set("de da del della der den di du dos das van von la le al el bin ibn ben ter ten y e")
_NOT_NAME_WORDS = word_set(
    """
    resume résumé cv curriculum vitae vita biodata bio profile summary objective contact contacts details
    information info personal page sample template example name your first last full client job seeker candidate
    address street st avenue ave road rd lane drive blvd boulevard apt suite floor city state zip phone mobile email
    e-mail mail linkedin github portfolio website www http https com references available request confidential
    professional experience education skills projects certifications the and for with of to in at on my our
    dear sir madam hello hi january february march july september october november december
    present current years year months technical bachelor bachelors master masters diploma degree
    engineer engineering developer programmer manager analyst consultant designer director intern internship
    specialist assistant associate administrator coordinator officer executive representative technician
    architect scientist accountant teacher professor lecturer writer president founder co-founder ceo cto cfo
    software senior junior trainee fresher graduate student sales marketing freelance freelancer
    devops java python web full stack frontend backend it qa hr
    """
)
_NAME_LABEL = re.compile(r"^\s*(?:full\s+)?name\s*[:\-–]\s*", re.IGNORECASE)
_SEGMENT_SEPARATORS = re.compile(r"\s*(?:\||•|·|●|◆|▪|\t| {2,}| – | — | - |;)\s*")
_MASKED_TOKEN = re.compile(r"^(?:[xX*]{3,}|[xX*]+[.\-]?)$")
_NAME_TOKEN = re.compile(r"^(?:[A-ZÀ-ÖØ-Þ][A-Za-zÀ-ÖØ-öø-ÿ'’\-]*\.?|[A-ZÀ-ÖØ-Þ]\.(?:[A-Z]\.)*)$")
_INITIAL = re.compile(r"^[A-ZÀ-ÖØ-Þ]\.?$")


def _strip_credentials(text: str) -> str:
    """'John A. Doe, PhD, PMP' -> 'John A. Doe'."""
    parts = [part.strip() for part in text.split(",")]
    while len(parts) > 1 and all(word.lower().strip("()") in _CREDENTIALS for word in parts[-1].split()):
        parts.pop()
    return ", ".join(parts)


def _truncate_at_sentence_break(tokens: list[str]) -> list[str]:
    """'Omar Blossom Jacobson. Heath' -> the name ends at the full stop after a word that is not an initial."""
    for index, token in enumerate(tokens[:-1]):
        if token.endswith(".") and not _INITIAL.match(token) and token.lower() not in _CREDENTIALS:
            return tokens[: index + 1]
    return tokens


def clean_name_candidate(text: str) -> str:
    """The name part of a line ('Name: John Doe', 'JOHN DOE | john@x.com', 'Kunze XXXXX'), or '' if none."""
    text = _NAME_LABEL.sub("", text.strip())
    segment = _SEGMENT_SEPARATORS.split(text.strip(" \"'"))[0]
    segment = _strip_credentials(segment.strip(" ,\"'"))
    if "," in segment or "(" in segment or "@" in segment:
        return ""
    tokens = [token for token in segment.split() if not _MASKED_TOKEN.match(token)]
    tokens = _truncate_at_sentence_break(tokens)
    return " ".join(tokens).rstrip(".") if tokens else ""


def is_person_name(candidate: str, *, allow_single_word: bool = False) -> bool:
    tokens = candidate.split()
    if not tokens or len(tokens) > 5 or len(candidate) > 48:
        return False
    if len(tokens) == 1 and not (allow_single_word and len(tokens[0]) >= 3):
        return False
    capitalised = 0
    for token in tokens:
        lowered = token.lower().strip(".")
        if lowered in _NOT_NAME_WORDS:
            return False
        if lowered in _PARTICLES and capitalised:
            continue
        if not _NAME_TOKEN.match(token):
            return False
        capitalised += 1
    if capitalised < min(2, len(tokens)) or all(_INITIAL.match(token) for token in tokens):
        return False
    if kind_of_heading(candidate) is not None or EMAIL_PATTERN.search(candidate) or find_phones(candidate):
        return False
    if organization_score(candidate) >= 2:
        return False
    return not (is_institution(candidate) or is_known_place(candidate))


def display_name(name: str) -> str:
    """'JOHN DOE' -> 'John Doe'; names already in mixed case are kept as written."""
    if name.upper() != name:
        return name
    return " ".join(
        "-".join(part[:1].upper() + part[1:].lower() for part in token.split("-"))
        if not _INITIAL.match(token)
        else token
        for token in name.split()
    )
