"""The short view of one answer shown as soon as it is given (as Interview Warmup does): the terms of the role and
the question that it used, its length and its pace. The scores stay for the full analysis at the end."""

import re

from vitae.ats import SkillMention
from vitae.ats.text import stem
from vitae.interview.delivery import NOMINAL_WORDS_PER_MINUTE, length_and_pace_notes
from vitae.interview.models import AnswerEvaluation, AnswerInsights, PlannedQuestion

MAX_KEY_TERMS = 8  # a glance, not a list to study
_ANSWER_WORD = re.compile(r"[A-Za-z][A-Za-z0-9+#]*")


def _key(term: str) -> str:
    """One key for the spellings of a term: 'APIs', 'api' and 'API' are one term, 'Machine Learning' stays whole."""
    words = term.lower().split()
    return stem(words[0]) if len(words) == 1 else " ".join(words)


def key_terms(question: PlannedQuestion, answer: str, skills: list[SkillMention], job_terms: list[str]) -> list[str]:
    """The terms that matter for this question and role which the answer used: the posting's terms first, then the
    question's own keywords, then other skills it named; each single word as the answer spelled it ('API' for the
    posting's 'apis', 'imputing' for the keyword 'impute')."""
    said_as: dict[str, str] = {}
    for word in _ANSWER_WORD.findall(answer):
        said_as.setdefault(_key(word), word)
    wanted = [*job_terms, *question.focus, *question.keywords]
    candidates = [said_as.get(_key(term), term) for term in job_terms]
    candidates += [said_as[_key(term)] for term in [*question.focus, *question.keywords] if _key(term) in said_as]
    candidates += [mention.surface for mention in skills if mention.name not in wanted]
    terms: dict[str, str] = {}
    for term in candidates:
        terms.setdefault(_key(term), term)
    return list(terms.values())[:MAX_KEY_TERMS]


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
