"""The follow-up rule: when an answer lacks a result or specifics, the interviewer asks for them once, as a real
interviewer would, before moving on. Follow-up texts are fixed so their audio is made once and reused."""

from vitae.interview.delivery import SHORT_ANSWER_WORDS
from vitae.interview.models import AnswerEvaluation, PlannedQuestion, QuestionKind, QuestionSource
from vitae.interview.text import topic_stems

FOLLOW_UP_MORE = "Could you say more about that? Walk me through one specific example from start to finish."
FOLLOW_UP_RESULT = "What was the result? If you can, put a number on it, or tell me what changed because of your work."
FOLLOW_UP_SPECIFICS = (
    "Can you make that concrete? Tell me exactly what you did, and which tools, methods or numbers were involved."
)
FOLLOW_UP_TEXTS = (FOLLOW_UP_MORE, FOLLOW_UP_RESULT, FOLLOW_UP_SPECIFICS)
_NO_FOLLOW_UP_INTENTS = frozenset({"introduction", "motivation"})


def follow_up_budget(question_count: int) -> int:
    """About one follow-up per four planned questions, at least one."""
    return max(1, round(question_count / 4))


def follow_up_for(question: PlannedQuestion, evaluation: AnswerEvaluation) -> PlannedQuestion | None:
    if (
        question.source in (QuestionSource.FOLLOW_UP, QuestionSource.CLOSING)
        or question.intent in _NO_FOLLOW_UP_INTENTS
    ):
        return None
    if not evaluation.substantive:
        return None  # nothing to build on: move on rather than press
    if evaluation.metrics.words < SHORT_ANSWER_WORDS:
        text = FOLLOW_UP_MORE
    elif question.kind is QuestionKind.BEHAVIORAL and not evaluation.has_result:
        text = FOLLOW_UP_RESULT
    elif not evaluation.is_specific:
        text = FOLLOW_UP_SPECIFICS
    else:
        return None
    return PlannedQuestion(
        text=text,
        kind=question.kind,
        source=QuestionSource.FOLLOW_UP,
        intent=question.intent,
        focus=question.focus,
        keywords=[*question.keywords, *sorted(topic_stems(question.text))],  # still about the first question
    )
