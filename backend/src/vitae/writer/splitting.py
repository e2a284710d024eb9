"""An over-long bullet split in two at a clause boundary, and the advice to add a number where a result has none."""

import re

from vitae.ats.checks.impact import LONG_STATEMENT_WORDS, QUANTITY
from vitae.writer.models import ImprovementKind
from vitae.writer.openings import read_opening
from vitae.writer.sentences import Rewrite, StatementStyle, word_at
from vitae.writer.verbs import VerbForm, analyse_verb

MIN_SPLIT_PART_WORDS = 5
_SPLIT_POINT = re.compile(r";\s+|\.\s+(?=[A-Z])|,?\s+and\s+|,\s+")


def split_rewrites(text: str, style: StatementStyle) -> list[Rewrite]:
    """An over-long bullet split at a clause boundary ('; ', ', and <verb>') nearest its middle, into parts of at
    most LONG_STATEMENT_WORDS words where the boundaries allow."""
    total = len(text.split())
    if total <= LONG_STATEMENT_WORDS:
        return []
    candidates: list[tuple[int, Rewrite]] = []
    for separator in _SPLIT_POINT.finditer(text):
        word = word_at(text, separator.end(), len(text))
        if word is None:
            continue
        before_words = len(text[: separator.start()].split())
        if before_words < MIN_SPLIT_PART_WORDS or total - before_words < MIN_SPLIT_PART_WORDS:
            continue
        analysed = analyse_verb(word.group())
        clause = separator.group().strip() in (";", ".")
        if not clause and (analysed is None or analysed[1] is VerbForm.GERUND and not word.group()[0].isupper()):
            continue  # ', and' before a noun joins a list, not two clauses
        ending = "." if text.rstrip().endswith(".") else ""
        # The new bullet opens as any bullet does: a duty phrase or a verb in the wrong tense is rewritten too.
        opening = read_opening(text, word.start(), len(text), style) if style.tense is not None else None
        if opening is not None and opening.rewrite.start == word.start():
            end, first = opening.rewrite.end, opening.rewrite.text
        else:
            end, first = word.end(), word.group()
        replacement = f"{ending}\n{first[0].upper()}{first[1:]}"
        reason = f"{total} words: two short bullets are read where one long one is skipped."
        candidates.append((before_words, Rewrite(separator.start(), end, replacement, ImprovementKind.SPLIT, reason)))
    if not candidates:
        return []
    parts = -(-total // LONG_STATEMENT_WORDS)
    chosen: list[Rewrite] = []
    for index in range(1, parts):
        target = total * index / parts
        best = min(candidates, key=lambda candidate: abs(candidate[0] - target))
        if best[1] not in chosen:
            chosen.append(best[1])
    return chosen


def prompt_rewrites(text: str) -> list[Rewrite]:
    """Advice to add a number to a result that has none: an empty edit at the end of the bullet, which the enhancer
    gives as advice beside the line and never applies."""
    if QUANTITY.search(text) or len(text.split()) > LONG_STATEMENT_WORDS or text.rstrip().endswith("-"):
        return []  # a number stands already, the bullet is to be split first, or it is cut off mid-word
    position = len(text.rstrip())
    reason = "No number shows the scale of this result: add one you can stand behind (how many, how much, how often)."
    return [Rewrite(position, position, "", ImprovementKind.QUANTIFY_PROMPT, reason)]
