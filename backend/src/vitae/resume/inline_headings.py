"""Section headings run into the text around them, as exports without line breaks leave them:

- a whole resume on one line: '... john@mail.com Summary Data engineer with ... Work Experience Senior Engineer,
  Acme Inc. 2019 - Present ... Education B.Sc. Computer Science ...';
- a heading run into its first line: 'SKILLS • Ability to build teams', 'EDUCATION Bachelor of Science, 2012'.

Such a line is cut before the heading and after it, so that the heading stands alone as it was meant to. Only the
headings of the main sections are cut out (summary, experience, education, skills, projects, certifications): the
phrases that name them are seldom anything else.
"""

import re

from vitae.resume.headings import HEADING_KINDS
from vitae.resume.model import SectionKind

_LONG_LINE = 220  # a line this long with no breaks is a flattened document, not a paragraph
# Single words that head sections yet often start other lines ('Project Manager', 'Work ethic', 'Training ...').
_AMBIGUOUS = frozenset(
    {"project", "work", "career", "training", "software", "tools", "technology", "about", "employment"}
)
_PHRASES = sorted(
    (
        phrase
        for phrase, kind in HEADING_KINDS.items()
        if kind is not SectionKind.OTHER and phrase not in _AMBIGUOUS and " and " not in phrase
    ),
    key=len,
    reverse=True,
)


def _spelled(phrase: str) -> str:
    """The phrase in capitals or in title case ('WORK EXPERIENCE', 'Work Experience'), spaces as any gap."""
    words = phrase.split()
    upper = r"[^\S\n]+".join(re.escape(word.upper()) for word in words)
    title = r"[^\S\n]+".join(re.escape(word.capitalize()) for word in words)
    return f"{upper}|{title}"


_ALTERNATIVES = "|".join(_spelled(phrase) for phrase in _PHRASES)
_FIRST_WORDS = frozenset(phrase.split()[0].upper() for phrase in _PHRASES)
_HEADING_IN_LINE = re.compile(rf"(?:{_ALTERNATIVES})(?=[^\S\n]*:?[^\S\n]+(?:[•·▪●➢*-]|[A-Z0-9]))")
_LEADING_HEADING = re.compile(rf"(?P<heading>{_ALTERNATIVES})[^\S\n]*:?[^\S\n]+(?=[•·▪●➢*]|[A-Z][a-z]|\d)")
# What ends the text before a heading in a flattened line: the end of a sentence, a date, a number, a link.
_CLAUSE_END = re.compile(r"(?:[.!?:;)|•]|\d|\.[a-z]{2,4})[^\S\n]+$")


def _is_capitals(text: str) -> bool:
    return text.isupper()


def _cut_flattened(line: str) -> list[str]:
    pieces: list[str] = []
    start = 0
    for match in _HEADING_IN_LINE.finditer(line):
        before = line[max(start, match.start() - 12) : match.start()]
        if match.start() == 0 or line[match.start() - 1].isalnum():
            continue
        # Capitals stand apart on their own; a title-case heading only after a clause ends ('... 2019. Education').
        if not _is_capitals(match.group(0)) and not _CLAUSE_END.search(before):
            continue
        if line[start : match.start()].strip():
            pieces.append(line[start : match.start()].strip())
        pieces.append(match.group(0))
        start = match.end()
    rest = line[start:].strip(" :")
    if rest:
        pieces.append(rest)
    return pieces or [line]


def split_inline_headings(line: str) -> list[str]:
    """`line` cut before and after the section headings run into it; [line] when it has none."""
    stripped = line.strip()
    if len(stripped) > _LONG_LINE:
        return _cut_flattened(stripped)
    if stripped.split(" ", 1)[0].rstrip(":") not in _FIRST_WORDS:
        return [line]  # most lines: no heading in capitals at their start
    leading = _LEADING_HEADING.match(stripped)
    if leading is not None and _is_capitals(leading.group("heading")):
        return [leading.group("heading"), stripped[leading.end() :].strip()]
    return [line]
