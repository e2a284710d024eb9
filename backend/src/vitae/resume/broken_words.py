"""Words that text extraction broke apart with spaces, repaired where the result is unmistakable:

- small capitals, whose first letter is set in a larger size and extracted as a word of its own:
  'P ROFESSIONAL E XPERIENCE' -> 'PROFESSIONAL EXPERIENCE', 'S ENIOR P ROJECT M ANAGER' -> 'SENIOR PROJECT MANAGER';
- a heading whose letters were kerned into fragments: 'E xp er ie nc e' -> 'Experience',
  'Ke y S ki ll s' -> 'Key Skills'.

Only short lines that become a known heading, or lines made wholly of small-capital pairs, are touched: elsewhere a
lone capital is a word or an initial ('A', 'John A Smith').
"""

import re

from vitae.resume.headings import HEADING_KINDS, normalize_heading

_LONGEST_BROKEN_HEADING = 40
_PREFIXES = ("", "key ", "my ")
# Every known heading with its spaces taken out ('workexperience'), for lines whose spaces fell anywhere.
_COMPACT_HEADINGS: dict[str, str] = {}
for _phrase in HEADING_KINDS:
    for _prefix in _PREFIXES:
        _COMPACT_HEADINGS.setdefault((_prefix + _phrase).replace(" ", ""), _prefix + _phrase)
_FRAGMENT = re.compile(r"\b[A-Za-z]{1,2}\b")
_NOT_LETTERS = re.compile(r"[^a-z]")
_SMALL_CAPS_JOINERS = frozenset({"|", "&", "/", "•", "·", ",", "-", "–", "AND", "OF", "THE", "IN", "FOR"})
_CAPITAL_WORD = re.compile(r"[A-Z][A-Z'’.,:]*")


def _join_small_capitals(line: str) -> str | None:
    """'S ENIOR P ROJECT M ANAGER | M ARKETING D IRECTOR' -> 'SENIOR PROJECT MANAGER | MARKETING DIRECTOR',
    or None when the line is not written wholly that way."""
    tokens = line.split()
    joined: list[str] = []
    pairs = 0
    index = 0
    while index < len(tokens):
        token = tokens[index]
        following = tokens[index + 1] if index + 1 < len(tokens) else ""
        if len(token) == 1 and token.isupper() and _CAPITAL_WORD.fullmatch(following) and len(following) >= 2:
            joined.append(token + following)
            pairs += 1
            index += 2
        elif token in _SMALL_CAPS_JOINERS:
            joined.append(token)
            index += 1
        else:
            return None
    return " ".join(joined) if pairs >= 2 else None


def _rejoin_heading(line: str) -> str | None:
    """'E xp er ie nc e' -> 'Experience', or None when the fragments do not spell a known heading."""
    compact = _NOT_LETTERS.sub("", line.lower())
    phrase = _COMPACT_HEADINGS.get(compact)
    if phrase is None:
        return None
    return phrase.upper() if sum(c.isupper() for c in line) * 2 > len(compact) else phrase.title()


def repair_broken_words(line: str) -> str:
    """`line` with the words extraction broke apart put back together; `line` itself when none were."""
    stripped = line.strip()
    if len(stripped) > 2 * _LONGEST_BROKEN_HEADING + 40 or " " not in stripped or not _FRAGMENT.search(stripped):
        return line
    if len(stripped) <= _LONGEST_BROKEN_HEADING and normalize_heading(stripped) not in HEADING_KINDS:
        heading = _rejoin_heading(stripped)
        if heading is not None:
            return heading
    return _join_small_capitals(stripped) or line
