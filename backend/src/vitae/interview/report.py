"""The final analysis: category scores over the questions that were asked, 'Overall Performance', a badge and an
observation per question, and the delivery metrics of the whole interview."""

from dataclasses import dataclass

from vitae.interview.coaching import AnsweredQuestion, action_items, stronger_answer, summary_paragraph
from vitae.interview.delivery import combine_metrics
from vitae.interview.evaluator import evaluate_answer
from vitae.interview.models import (
    AnswerEvaluation,
    InterviewReport,
    JobContext,
    Performance,
    QuestionFeedback,
    QuestionKind,
    QuestionSource,
    Turn,
)
from vitae.interview.observations import observe

OVERALL_PERFORMANCE = "Overall Performance"
TECHNICAL_KNOWLEDGE = "Technical Knowledge"
ROLE_KNOWLEDGE = "Role Knowledge"
STRUCTURE = "Structure (STAR)"
# A follow-up refines the answer before it; answered, it counts for half a question.
FOLLOW_UP_WEIGHT = 0.5
# The words of a score follow the colours the app draws it in (SPEC §4 interview bars: 90 or more green, 75 blue, 60
# orange, else red; badges: Excellent green, Very Good blue, Good orange, else red), so '59' never reads 'Good' in red.
PERFORMANCE_BANDS = ((90, Performance.EXCELLENT), (75, Performance.VERY_GOOD), (60, Performance.GOOD))


@dataclass(frozen=True)
class _Scored:
    turn: Turn
    evaluation: AnswerEvaluation
    weight: float


def performance_of(score: int) -> Performance:
    return next((label for threshold, label in PERFORMANCE_BANDS if score >= threshold), Performance.NEEDS_IMPROVEMENT)


def knowledge_label(turns: list[Turn]) -> str:
    technical = any(turn.question.kind is QuestionKind.TECHNICAL for turn in turns)
    return TECHNICAL_KNOWLEDGE if technical else ROLE_KNOWLEDGE


def _category_names(label: str) -> dict[str, str]:
    return {
        "communication": "Communication",
        "relevance": "Relevance",
        "structure": STRUCTURE,
        "knowledge": label,
        "confidence": "Confidence",
        "clarity": "Clarity",
    }


def build_report(turns: list[Turn], job: JobContext | None = None) -> InterviewReport:
    """`turns` are the questions that were put to the candidate. A planned question asked and not answered counts
    as zero; a follow-up left open costs nothing. Either is shown as not answered, without a score."""
    asked = [turn for turn in turns if turn.question.source is not QuestionSource.CLOSING]
    scored = [
        _Scored(
            turn,
            evaluate_answer(turn.question, turn.answer, turn.spoken_seconds, job),
            _weight(turn),
        )
        for turn in asked
    ]
    total_weight = sum(item.weight for item in scored)
    names = _category_names(knowledge_label(asked))
    scores: dict[str, int] = {}
    for field, name in names.items():
        weighted = sum(getattr(item.evaluation.scores, field) * item.weight for item in scored)
        scores[name] = round(weighted / total_weight) if total_weight else 0
    overall = (
        round(sum(item.evaluation.scores.overall * item.weight for item in scored) / total_weight)
        if total_weight
        else 0
    )
    scores[OVERALL_PERFORMANCE] = overall
    questions = [_feedback(item) for item in scored]
    answered = [
        AnsweredQuestion(index, item.turn.question, item.turn.answer, item.evaluation)
        for index, item in enumerate(scored)
        if item.turn.answer.strip()
    ]
    categories = {name: score for name, score in scores.items() if name != OVERALL_PERFORMANCE}
    planned = sum(1 for turn in asked if turn.question.source is not QuestionSource.FOLLOW_UP)
    main_answered = [item for item in answered if item.question.source is not QuestionSource.FOLLOW_UP]
    return InterviewReport(
        scores=scores,
        overall_score=overall,
        questions=questions,
        metrics=combine_metrics([item.evaluation.metrics for item in scored if item.turn.answer.strip()]),
        summary=summary_paragraph(overall, performance_of(overall).value, categories, main_answered, planned),
        action_items=action_items(answered),
        stronger_answer=stronger_answer(answered),
    )


def _weight(turn: Turn) -> float:
    if turn.question.source is not QuestionSource.FOLLOW_UP:
        return 1.0
    return FOLLOW_UP_WEIGHT if turn.answer.strip() else 0.0


def _feedback(item: _Scored) -> QuestionFeedback:
    answered = bool(item.turn.answer.strip())
    return QuestionFeedback(
        question=item.turn.question.text,
        answer=item.turn.answer,
        performance=performance_of(item.evaluation.scores.overall) if answered else None,
        observation=observe(item.turn.question, item.turn.answer, item.evaluation),
        score=item.evaluation.scores.overall if answered else None,
        metrics=item.evaluation.metrics,
        answered=answered,
        follow_up=item.turn.question.source is QuestionSource.FOLLOW_UP,
    )
