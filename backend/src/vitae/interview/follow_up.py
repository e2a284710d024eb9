"""The follow-up rule: when an answer lacks a part a good answer holds, the interviewer asks for that part once, in
words that quote what the candidate said, as a real interviewer would, before moving on. It never asks for a part the
answer gave, and it does not press an answer that is no language at all (keyboard mashing, a word on repeat)."""

from vitae.interview.delivery import SHORT_ANSWER_WORDS
from vitae.interview.models import AnswerEvaluation, PlannedQuestion, QuestionKind, QuestionSource
from vitae.interview.quotes import full_stop, quote
from vitae.interview.text import most_repeated_share, profile_text, sentences_of, topic_stems

QUOTE_WORDS = 12
PLAUSIBLE_WORDS = 0.8  # share of an answer's words that must look pronounceable
_NO_FOLLOW_UP_INTENTS = frozenset({"introduction", "motivation", "closing"})
# What to ask for, by the part a story lacks, most telling first.
# Each follows 'You said <quote>.'
_ASK_FOR = (
    ("action", "What did you do yourself, step by step?"),
    ("result", "What was the result?"),
    ("situation", "What was the situation that called for it, and what was at stake?"),
    ("number", "Can you put a number on that: how much, how many, or how fast?"),
)
ASK_ORDER = tuple(part for part, _ in _ASK_FOR)
_ASK_FOR_EXAMPLE = "Can you give an example from your own work where you did that?"
_ASK_WHAT_CHANGED = "Why did you choose that, and what did it change?"
_ASK_TO_EXPAND = "Could you say more, with one example from your own experience?"
# The sentence to quote, by the part asked for: what the candidate said that the missing part should follow.
_QUOTE_FROM = {
    "action": ("task", "situation"),
    "result": ("action", "task", "situation"),
    "situation": ("action", "result"),
    "number": ("result", "action"),
}


def _is_language(answer: str) -> bool:
    """Words that read as words, not one said over and over: even 'Lawyer.' is worth asking about, 'asdf qwer' or
    'the the the' is not."""
    profile = profile_text(answer)
    if not profile.words or profile.plausible_ratio < PLAUSIBLE_WORDS:
        return False
    return profile.word_count < 5 or (profile.unique_ratio > 0.3 and most_repeated_share(profile.words) < 0.5)


def follow_up_budget(question_count: int) -> int:
    """About one follow-up per four planned questions, at least one."""
    return max(1, round(question_count / 4))


def _you_said(quoted: str, question: str) -> str:
    return f"{full_stop(f'You said {quoted}')} {question}"


def _quoted(evaluation: AnswerEvaluation, answer: str, sources: tuple[str, ...]) -> str:
    for part in sources:
        held = evaluation.parts.get(part)
        if held:
            return quote(held[-1] if part == "action" else held[0], QUOTE_WORDS)
    sentences = sentences_of(answer)
    return quote(sentences[0] if sentences else answer, QUOTE_WORDS)


def follow_up_text(question: PlannedQuestion, answer: str, evaluation: AnswerEvaluation) -> tuple[str, str] | None:
    """The follow-up's words and the part it asks for ('more' when the answer was too short to have parts)."""
    if not _is_language(answer):
        return None  # nothing to build on: move on rather than press
    present = set(evaluation.parts) | ({"number"} if evaluation.quantities else set())
    if evaluation.metrics.words < SHORT_ANSWER_WORDS and not present:
        return _you_said(quote(answer, QUOTE_WORDS), f"{_ASK_TO_EXPAND} {question.text.strip()}"), "more"
    # A part only hinted at is not asked for: the candidate may feel they gave it.
    given = present | set(evaluation.hinted_parts)
    if question.kind is QuestionKind.BEHAVIORAL:
        for part, template in _ASK_FOR:
            if part not in given:
                return _you_said(_quoted(evaluation, answer, _QUOTE_FROM[part]), template), part
        return None
    if "action" not in given and evaluation.metrics.words < 2 * SHORT_ANSWER_WORDS:
        return _you_said(_quoted(evaluation, answer, ()), _ASK_FOR_EXAMPLE), "action"
    if "result" not in given and evaluation.metrics.words < SHORT_ANSWER_WORDS:
        return _you_said(_quoted(evaluation, answer, ("action",)), _ASK_WHAT_CHANGED), "result"
    return None


def follow_up_for(question: PlannedQuestion, answer: str, evaluation: AnswerEvaluation) -> PlannedQuestion | None:
    if (
        question.source in (QuestionSource.FOLLOW_UP, QuestionSource.CLOSING)
        or question.intent in _NO_FOLLOW_UP_INTENTS
    ):
        return None
    asked = follow_up_text(question, answer, evaluation)
    if asked is None:
        return None
    text, part = asked
    return PlannedQuestion(
        text=text,
        kind=question.kind,
        source=QuestionSource.FOLLOW_UP,
        intent=question.intent,
        focus=question.focus,
        keywords=[*question.keywords, *sorted(topic_stems(question.text))],  # still about the first question
        follows=question.text,
        asks_for=part,
    )
