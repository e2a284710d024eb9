"""The short view of one answer shown as soon as it is given (as Interview Warmup does): the terms of the role and
the question that it used, its length and its pace. The scores stay for the full analysis at the end."""

from vitae.ats.text import stem
from vitae.interview.delivery import NOMINAL_WORDS_PER_MINUTE, length_and_pace_notes
from vitae.interview.models import AnswerEvaluation, AnswerInsights, PlannedQuestion
from vitae.interview.text import TextProfile

MAX_KEY_TERMS = 8  # a glance, not a list to study


def key_terms(question: PlannedQuestion, profile: TextProfile, skills: list[str], job_terms: list[str]) -> list[str]:
    """The terms that matter for this question and role which the answer used: the posting's terms first, then the
    question's own keywords (in the answer's spelling: 'imputing' for 'impute'), then other skills it named."""
    said_as: dict[str, str] = {}
    for word in profile.words:
        said_as.setdefault(stem(word.split("'")[0]), word)
    question_terms = [
        said_as[stem(term.lower())] for term in [*question.focus, *question.keywords] if stem(term.lower()) in said_as
    ]
    terms: list[str] = []
    for term in [*job_terms, *question_terms, *skills]:
        if term.lower() not in (kept.lower() for kept in terms):
            terms.append(term)
    return terms[:MAX_KEY_TERMS]


def answer_insights(evaluation: AnswerEvaluation) -> AnswerInsights:
    metrics = evaluation.metrics
    return AnswerInsights(
        key_terms=evaluation.key_terms,
        words=metrics.words,
        spoken_seconds=metrics.spoken_seconds,
        estimated_seconds=round(60 * metrics.words / NOMINAL_WORDS_PER_MINUTE, 1),
        words_per_minute=metrics.words_per_minute,
        notes=length_and_pace_notes(metrics),
    )
