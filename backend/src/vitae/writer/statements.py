"""Rewriting one statement (a bullet, or a sentence of prose) as a set of non-overlapping edits, each of one kind:
the opening (openings.py), pronouns, fillers and wordy phrases inside (wording.py), a split of an over-long bullet
and a prompt for a number (splitting.py).

Every edit only rephrases or removes what the statement says; the one thing added is the prompt for a number, which
is marked as a prompt and is no figure.
"""

import re

from vitae.writer.openings import coordinated_verbs, read_opening
from vitae.writer.sentences import (
    WORD,
    Rewrite,
    StatementStyle,
    merge,
    reads_as_title,
    reads_as_verb,
    sentence_spans,
)
from vitae.writer.splitting import prompt_rewrites, split_rewrites
from vitae.writer.verbs import VerbForm, analyse_verb
from vitae.writer.wording import filler_rewrites, inner_pronouns, trim_rewrites

_LABEL_LINE = re.compile(r"^[^:]{1,40}:(?:\s|$)")


def rewrite_statement(text: str, style: StatementStyle) -> list[Rewrite]:
    """Edits of one bullet, sorted by position, never overlapping."""
    if not _is_rewritable(text):
        return []
    rewrites = _sentence_rewrites(text, 0, len(text), style)
    if style.may_split:
        rewrites = merge(split_rewrites(text, style), rewrites)
    if style.may_prompt and _leads_with_verb(text, rewrites):
        rewrites = merge(rewrites, prompt_rewrites(text))
    return sorted(rewrites, key=lambda rewrite: (rewrite.start, rewrite.end))


def rewrite_prose(text: str, style: StatementStyle) -> list[Rewrite]:
    """Edits of a paragraph (a summary, a description): each sentence on its own, no splits and no prompts."""
    rewrites: list[Rewrite] = []
    for start, end in sentence_spans(text):
        if _is_rewritable(text[start:end]):
            rewrites.extend(_sentence_rewrites(text, start, end, style))
    return sorted(rewrites, key=lambda rewrite: (rewrite.start, rewrite.end))


def _leads_with_verb(text: str, rewrites: list[Rewrite]) -> bool:
    """Whether a statement tells an action once rewritten (it opens with a verb): only an action has a result to
    count."""
    opening = next((rewrite for rewrite in rewrites if rewrite.start == 0), None)
    head = (opening.text + text[opening.end :]) if opening else text
    first = WORD.search(head)
    analysed = analyse_verb(first.group()) if first is not None else None
    if first is None or analysed is None or reads_as_title(head, first.start()):
        return False
    return analysed[1] not in (VerbForm.BASE, VerbForm.THIRD) or reads_as_verb(head, first, len(head))


def _is_rewritable(text: str) -> bool:
    words = WORD.findall(text)
    if len(words) < 3 or _LABEL_LINE.match(text.strip()):
        return False  # a fragment, or a 'Team size: 4' label
    shouted = sum(1 for word in words if word.isupper() and len(word) > 1)
    return shouted < len(words) / 2  # not a heading in capitals


def _sentence_rewrites(text: str, start: int, end: int, style: StatementStyle) -> list[Rewrite]:
    rewrites: list[Rewrite] = []
    opening = read_opening(text, start, end, style)
    if opening is not None:
        rewrites.append(opening.rewrite)
        if opening.original_form is not None and style.tense is not None:
            rewrites = merge(
                rewrites, coordinated_verbs(text, opening.verb_end, end, opening.original_form, style.tense)
            )
    rewrites = merge(rewrites, inner_pronouns(text, start, end))
    rewrites = merge(rewrites, filler_rewrites(text, start, end))
    return merge(rewrites, trim_rewrites(text, start, end, style))
