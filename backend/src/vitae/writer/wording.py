"""Inside a statement: 'my' and a joined 'I' removed, fillers removed, wordy phrases shortened."""

import re

from vitae.writer.models import ImprovementKind
from vitae.writer.phrases import ABLE_TO, ETC, FILLER_WORDS, TRIM_PATTERN, TRIMS
from vitae.writer.sentences import Rewrite, StatementStyle, skip_space
from vitae.writer.verbs import VerbForm, analyse_verb, inflect

_INNER_MY = re.compile(r"(?<=[a-z,;] )my(?: own)?(?= [a-z])")
# 'and I built': the 'I' of a second action goes; 'Recently, I have advised' keeps it, or no subject would be left.
_INNER_I = re.compile(r"(?:(?<=; )|(?<=and ))I (?!(?:am|was|have|had|will|would|can|could|also|do|did)\b)(?=[a-z])")


def inner_pronouns(text: str, start: int, end: int) -> list[Rewrite]:
    reason = "Resumes leave out 'I' and 'my': the reader knows who is meant."
    rewrites = [
        # 'my ' goes with its space; never replaced by 'the', which says something else.
        Rewrite(match.start(), match.end() + 1, "", ImprovementKind.PRONOUN, reason)
        for match in _INNER_MY.finditer(text, start, end)
        if _stands_without_determiner(text, start, end, match.start())
    ]
    rewrites.extend(
        Rewrite(match.start(), match.end(), "", ImprovementKind.PRONOUN, reason)
        for match in _INNER_I.finditer(text, start, end)
    )
    return rewrites


def _stands_without_determiner(text: str, start: int, end: int, position: int) -> bool:
    """Whether the noun 'my' belongs to reads as well without it: a plural ('serving my fellow students') does, a
    singular count noun ('led my team') does not. Read with the English pipeline's tags and dependencies."""
    from vitae.language import default_english  # loaded on first use only: few statements say 'my'

    sentence = default_english()(text[start:end])
    token = next((token for token in sentence if token.idx == position - start), None)
    return token is not None and token.dep_ == "poss" and token.head.tag_ in ("NNS", "NNPS")


def filler_rewrites(text: str, start: int, end: int) -> list[Rewrite]:
    rewrites: list[Rewrite] = []
    for match in FILLER_WORDS.finditer(text, start, end):
        if match.start() == skip_space(text, start):
            continue  # the opening deals with the first word
        removal_end = match.end()
        conjunction = re.compile(r"\s*(?:,|\s+and|\s+or)\s+(?=[a-z])").match(text, removal_end)
        if conjunction is not None and match.group().lower() not in ("very", "really", "successfully"):
            removal_end = conjunction.end()  # 'passionate and skilled' -> 'skilled'
        elif text[removal_end : removal_end + 1] == " ":
            removal_end += 1
        elif text[match.start() - 1 : match.start()] == " ":
            rewrites.append(
                Rewrite(match.start() - 1, removal_end, "", ImprovementKind.FILLER, _filler_reason(match.group()))
            )
            continue
        rewrites.append(Rewrite(match.start(), removal_end, "", ImprovementKind.FILLER, _filler_reason(match.group())))
    for match in ETC.finditer(text, start, end):
        rewrites.append(Rewrite(match.start(), match.end(), "", ImprovementKind.FILLER, _filler_reason("etc.")))
    return rewrites


def _filler_reason(word: str) -> str:
    return f"'{word.strip()}' takes room and says nothing."


def trim_rewrites(text: str, start: int, end: int, style: StatementStyle) -> list[Rewrite]:
    rewrites: list[Rewrite] = []
    sentence_start = skip_space(text, start)
    for match in TRIM_PATTERN.finditer(text, start, end):
        short = TRIMS[" ".join(match.group().lower().split())]
        if match.start() == sentence_start and not short:
            continue
        replacement = short
        if match.start() == sentence_start and short:
            replacement = short[0].upper() + short[1:]
        removal_end = match.end()
        if not short and text[removal_end : removal_end + 1] == " ":
            removal_end += 1
        reason = (
            f"'{match.group()}' says in more words what '{short}' says."
            if short
            else f"'{match.group()}' adds words and no meaning."
        )
        rewrites.append(Rewrite(match.start(), removal_end, replacement, ImprovementKind.TRIM, reason))
    for match in ABLE_TO.finditer(text, start, end):
        analysed = analyse_verb(match.group(1))
        if analysed is None or analysed[1] is not VerbForm.BASE or match.start() == sentence_start:
            continue
        rewrites.append(
            Rewrite(
                match.start(),
                match.end(),
                inflect(analysed[0], VerbForm.PAST),
                ImprovementKind.TRIM,
                f"'{match.group()}' says in more words what '{inflect(analysed[0], VerbForm.PAST)}' says.",
            )
        )
    return rewrites
