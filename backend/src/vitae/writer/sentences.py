"""What the statement rewriters share: an edit of a statement, how a statement is to be rewritten, and reading
its words (sentences, the word at a position, whether a line is a title or a sentence, whether a word is a verb)."""

import re
from dataclasses import dataclass

from vitae.resume.vocabulary import word_set
from vitae.writer.models import ImprovementKind
from vitae.writer.phrases import DETERMINERS, NOUN_LIKE_VERBS
from vitae.writer.verbs import VerbForm, analyse_verb

WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
SPACES = re.compile(r"\s*")
MINOR_WORDS = word_set("and or of the a an in on for to with at by from as")


@dataclass(frozen=True)
class Rewrite:
    start: int
    end: int
    text: str
    kind: ImprovementKind
    reason: str


@dataclass(frozen=True)
class StatementStyle:
    """How a statement is rewritten. tense None leaves verbs and duty phrases alone (a summary)."""

    tense: VerbForm | None
    may_split: bool = False
    may_prompt: bool = False


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Sentences of a paragraph as character spans: split at line breaks and at a full stop before a capital."""
    spans: list[tuple[int, int]] = []
    for line in re.finditer(r"[^\n]+", text):
        start = line.start()
        for boundary in re.finditer(r"(?<=[a-z0-9)][.!?])\s+(?=[A-Z])", line.group()):
            end = line.start() + boundary.start()
            spans.append((start, end))
            start = line.start() + boundary.end()
        spans.append((start, line.end()))
    return [(start, end) for start, end in spans if text[start:end].strip()]


def word_at(text: str, position: int, end: int) -> re.Match[str] | None:
    match = WORD.match(text, position)
    return match if match is not None and match.end() <= end else None


def next_word(text: str, position: int, end: int) -> re.Match[str] | None:
    return word_at(text, SPACES.match(text, position).end(), end)  # type: ignore[union-attr]


def following_word(text: str, position: int, end: int) -> str:
    word = next_word(text, position, end)
    return word.group() if word else ""


def skip_space(text: str, position: int) -> int:
    return SPACES.match(text, position).end()  # type: ignore[union-attr]


def reads_as_title(text: str, start: int) -> bool:
    """'Teaching Assistant – Computational Investing', 'QuantDesk: Python backend': a name or a label, not a
    sentence, even when its first word could be a verb."""
    head = text[start : start + 80]
    words = WORD.findall(head)[:6]
    if ":" in " ".join(head.split()[:6]) or re.search(r"\s[–—-]\s", " ".join(head.split()[:5])):
        return True
    following = [word for word in words[1:4] if word.lower() not in MINOR_WORDS and not word.isupper()]
    titled = [word for word in following if word[0].isupper() and word[1:].islower()]
    return bool(following) and len(titled) * 2 > len(following)


def reads_as_verb(text: str, word: re.Match[str], end: int) -> bool:
    """A base form that is as often a noun ('Design', 'Support') is a verb when a determiner or a verb follows."""
    if word.group().lower() not in NOUN_LIKE_VERBS:
        return True
    after = next_word(text, word.end(), end)
    if after is None:
        return False
    lowered = after.group().lower()
    if lowered in DETERMINERS:
        return True
    between = text[word.end() : after.start()]
    return (
        lowered in ("and", "or")
        and analyse_verb(following_word(text, after.end(), end)) is not None
        or ("," in between and analyse_verb(after.group()) is not None)
    )


def merge(kept: list[Rewrite], more: list[Rewrite]) -> list[Rewrite]:
    merged = list(kept)
    for rewrite in more:
        if not any(overlaps(rewrite, other) for other in merged):
            merged.append(rewrite)
    return merged


def overlaps(first: Rewrite, second: Rewrite) -> bool:
    if first.start == first.end or second.start == second.end:
        return second.start <= first.start <= second.end or first.start <= second.start <= first.end
    return first.start < second.end and second.start < first.end
