"""Job titles named anywhere in a resume: a labelled field ('Designation: Principal Engineer', 'Role: SAP Basis
Consultant', 'Position: Technical Support Engineer') or a sentence saying what the person works as ('Working as
Escalation Engineer with Microsoft', 'Joined as Associate System Engineer', 'seeking a position as a Music
Producer'). A title must read as one: it has a job word ('engineer', 'manager', 'consultant'...) and is short.
"""

import re

from vitae.resume.vocabulary import title_score

_GAP = r"[^\S\n]+"
# Literal starts for speed (see organization_mentions); the word boundary before them is checked in code.
_LABELLED = re.compile(
    r"(?:Designation|DESIGNATION|designation|Role|ROLE|Position|POSITION|Job[^\S\n]+[Tt]itle|JOB[^\S\n]+TITLE)"
    r"[^\S\n]*[:–-][^\S\n]*(?P<title>[^\n]+)"
)
_WORKS_AS = re.compile(
    r"(?:Work|work|Join|join|Serv|serv|Employ|employ|Position|position|Role|role|Job|job|Career|career|Hired|hired)"
    r"[a-z]*"
    rf"{_GAP}as{_GAP}(?:an?{_GAP})?(?P<title>[^\n]+)"
)
# Where a title written in running text ends: a preposition, a conjunction of clauses, punctuation or a date.
_TITLE_END = re.compile(
    r"[,.;:()\[\]|/]|\s[-–—]\s|\s(?:with|for|at|in|from|on|under|to|since|during|where|who|which|and\s+(?:a|an|the)|"
    r"responsible|involved|having|handling|looking|allowing|of\s+(?:a|an|the))\b|\s\d",
    re.IGNORECASE,
)
_LABEL_VALUE_END = re.compile(r"\s(?:Team\s+Size|Duration|Client|Period|Company|Organi[sz]ation)\b|[,;(|]|\s[-–—]\s")
_MOST_TITLE_WORDS = 6


def _title_words(raw: str, end: re.Pattern[str]) -> str:
    stop = end.search(raw)
    title = raw[: stop.start()] if stop else raw
    title = " ".join(title.split()).strip(" .,-–")
    words = title.split()
    if not words or len(words) > _MOST_TITLE_WORDS or title_score(title) <= 0:
        return ""
    return title


def _starts_word(text: str, start: int) -> bool:
    return start == 0 or not text[start - 1].isalnum()


def find_job_titles(text: str) -> list[str]:
    """Every job title `text` names in a labelled field or a sentence saying what the person works as."""
    found: list[str] = []
    for pattern, end in ((_LABELLED, _LABEL_VALUE_END), (_WORKS_AS, _TITLE_END)):
        for match in pattern.finditer(text):
            if not _starts_word(text, match.start()):
                continue
            title = _title_words(match.group("title"), end)
            if title and pattern is _LABELLED and not title[0].isupper():
                continue  # 'Role: fetching data, analyzing ...' describes the work
            if title and title not in found:
                found.append(title)
    return found
