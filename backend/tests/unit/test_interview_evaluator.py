"""Simulated candidates: non-answers score far below a strong STAR answer, and a strong answer pasted under an
unrelated question loses relevance."""

import pytest

from tests.unit.interview_fixtures import (
    LEADERSHIP,
    RATE_LIMITER,
    STRONG_RATE_LIMITER,
    STRONG_STAR,
    WEAK_CANDIDATES,
)
from vitae.interview import evaluate_answer
from vitae.interview.models import JobContext, StarElement

CLEARLY_BELOW = 40  # points of overall score between a strong answer and a non-answer


def test_strong_star_answer_scores_well() -> None:
    evaluation = evaluate_answer(LEADERSHIP, STRONG_STAR, spoken_seconds=45)
    assert evaluation.scores.overall >= 70
    assert evaluation.has_result and evaluation.is_specific and evaluation.substantive
    assert set(evaluation.metrics.star_elements) == set(StarElement)
    assert evaluation.scores.structure >= 70


@pytest.mark.parametrize("name", list(WEAK_CANDIDATES))
def test_weak_answers_score_clearly_below(name: str) -> None:
    strong = evaluate_answer(LEADERSHIP, STRONG_STAR).scores
    weak = evaluate_answer(LEADERSHIP, WEAK_CANDIDATES[name]).scores
    assert weak.overall <= strong.overall - CLEARLY_BELOW
    for category in ("relevance", "structure", "communication", "clarity"):
        assert getattr(weak, category) < getattr(strong, category), category


def test_pasted_answer_loses_relevance() -> None:
    own = evaluate_answer(RATE_LIMITER, STRONG_RATE_LIMITER).scores.relevance
    pasted = evaluate_answer(RATE_LIMITER, STRONG_STAR).scores.relevance
    assert own >= 70 and pasted <= own - 35
    leadership_own = evaluate_answer(LEADERSHIP, STRONG_STAR).scores.relevance
    leadership_pasted = evaluate_answer(LEADERSHIP, STRONG_RATE_LIMITER).scores.relevance
    assert leadership_pasted < leadership_own


def test_delivery_metrics_count_what_was_said() -> None:
    answer = "Um, so I, uh, led the team. Like, we shipped it, you know. I think it went well, maybe."
    metrics = evaluate_answer(LEADERSHIP, answer, spoken_seconds=12).metrics
    assert metrics.words == 19
    assert metrics.fillers_found == {"um": 1, "uh": 1, "like": 1, "you know": 1}
    assert metrics.filler_words_per_minute == 20.0
    assert metrics.words_per_minute == 95.0 and not metrics.estimated_timing
    assert metrics.hedges_found == {"i think": 1, "maybe": 1}


def test_like_as_a_verb_is_not_a_filler() -> None:
    metrics = evaluate_answer(LEADERSHIP, "I like to plan, and things like caching help. We would like that.").metrics
    assert metrics.filler_words == 0


def test_untimed_answers_estimate_their_rates() -> None:
    metrics = evaluate_answer(LEADERSHIP, STRONG_STAR).metrics
    assert metrics.words_per_minute is None and metrics.estimated_timing


def test_job_terms_used() -> None:
    job = JobContext(required_skills=["Kubernetes", "Terraform"], terms=["pipeline", "compliance"])
    used = evaluate_answer(LEADERSHIP, STRONG_STAR, job=job).metrics.job_terms_used
    assert used == ["Kubernetes", "pipeline"]


def test_deterministic() -> None:
    assert evaluate_answer(LEADERSHIP, STRONG_STAR) == evaluate_answer(LEADERSHIP, STRONG_STAR)


def test_topic_words_are_shown_as_the_question_wrote_them() -> None:
    from vitae.interview.text import topic_words

    words = topic_words("How would you design a caching layer for a read-heavy API?")
    assert words and all(word.isalpha() or word == "read-heavy" for word in words)
    assert "caching" in words or "design" in words
