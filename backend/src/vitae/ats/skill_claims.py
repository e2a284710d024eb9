"""Which skill mentions of a resume the candidate claims: not those they say they lack or only wish to learn ('no
experience with Docker', 'would like to learn Go', "don't want to work with PHP")."""

import re

from vitae.ats.matcher import SkillMention

# Phrases that disown what follows them in the same clause.
_DISCLAIMER = re.compile(
    r"\b(?:no|without|lack(?:s|ing)?(?:\s+of)?|little|limited)\s+"
    r"(?:prior\s+|previous\s+|formal\s+|hands[- ]on\s+|professional\s+|real\s+)?"
    r"(?:experience|knowledge|exposure|background|familiarity)\b"
    r"|\b(?:do|does|did)\s*(?:n['’]t|\s+not)\s+(?:have|know|want|use|like|enjoy)\b"
    r"|\b(?:never|not\s+yet)\s+(?:used|worked|tried|learned|learnt)\b"
    r"|\bnot\s+(?:yet\s+|very\s+)?(?:familiar|experienced|proficient|comfortable|skilled)\b"
    r"|\b(?:would|['’]d)\s+(?:like|love)\s+to\b"
    r"|\b(?:want|wish|hope|plan|aim|intend|eager|keen|looking|aspire)\s+to\s+"
    r"(?:learn|develop|gain|acquire|explore|study|pick\s+up|get\s+into|master|work)\b"
    r"|\binterested\s+in\s+learning\b",
    re.IGNORECASE,
)
# Where a disclaimer's reach ends: the end of the sentence, or a turn ('No Java, but strong Python').
_CLAUSE_END = re.compile(r"[.!?;\n]|\b(?:but|however|although|though|yet)\b", re.IGNORECASE)


def disowned_spans(text: str) -> list[tuple[int, int]]:
    """Character ranges of the text in which the candidate disowns the skills named."""
    spans = []
    for match in _DISCLAIMER.finditer(text):
        end = _CLAUSE_END.search(text, match.end())
        spans.append((match.start(), end.start() if end else len(text)))
    return spans


def claimed(text: str, mentions: list[SkillMention]) -> list[SkillMention]:
    """The mentions of a text that the candidate claims as their own."""
    spans = disowned_spans(text)
    if not spans:
        return mentions
    return [mention for mention in mentions if not any(start <= mention.start < end for start, end in spans)]
