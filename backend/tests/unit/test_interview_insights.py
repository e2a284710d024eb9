"""The short view after each answer: the role's and the question's terms the answer used, its length and its pace."""

from vitae.interview import evaluate_answer
from vitae.interview.context import job_context
from vitae.interview.insights import MAX_KEY_TERMS, answer_insights
from vitae.interview.models import PlannedQuestion, QuestionKind

CACHE_QUESTION = PlannedQuestion(
    text="How would you speed up a slow read-heavy endpoint?",
    kind=QuestionKind.TECHNICAL,
    intent="design",
    keywords=["cache", "index", "latency", "profile"],
)
ANSWER = (
    "First I would profile the endpoint to see where the time goes. In my last role the reads hit PostgreSQL "
    "for every request, so I added an index on the lookup column and put a Redis cache in front with a short "
    "expiry. Latency went from 900 ms to 120 ms."
)


def test_key_terms_put_the_role_first_then_the_question_in_the_answers_words() -> None:
    job = job_context("Backend Engineer", "You will own PostgreSQL and Redis services. Caching experience helps.")
    evaluation = evaluate_answer(CACHE_QUESTION, ANSWER, spoken_seconds=20, job=job)
    terms = evaluation.key_terms
    assert terms[0] in {"PostgreSQL", "Redis"}
    assert {"profile", "index", "cache", "latency"} <= {term.lower() for term in terms}
    assert len({term.lower() for term in terms}) == len(terms)  # no term twice, whatever its source
    assert len(terms) <= MAX_KEY_TERMS


def test_key_terms_keep_the_spelling_of_the_answer() -> None:
    evaluation = evaluate_answer(CACHE_QUESTION, "I would be caching the indexes and profiling the slow queries.")
    assert {"caching", "indexes", "profiling"} <= set(evaluation.key_terms)


def test_an_answer_off_the_question_has_no_key_terms() -> None:
    evaluation = evaluate_answer(CACHE_QUESTION, "I enjoy hiking with my family on weekends near the lake.")
    assert evaluation.key_terms == []


def test_a_spoken_answer_has_its_pace_and_a_typed_one_only_its_length() -> None:
    spoken = answer_insights(evaluate_answer(CACHE_QUESTION, ANSWER, spoken_seconds=20))
    assert spoken.words == 51 and spoken.spoken_seconds == 20
    assert spoken.words_per_minute == 153.0 and spoken.notes == []
    typed = answer_insights(evaluate_answer(CACHE_QUESTION, ANSWER))
    assert typed.spoken_seconds is None and typed.words_per_minute is None
    assert typed.estimated_seconds == 20.4  # 51 words at a conversational 150 a minute


def test_length_and_pace_outside_the_range_get_a_note() -> None:
    rushed = answer_insights(evaluate_answer(CACHE_QUESTION, ANSWER, spoken_seconds=10))
    assert any("too fast" in note for note in rushed.notes)
    short = answer_insights(evaluate_answer(CACHE_QUESTION, "I would add a cache."))
    assert short.notes and short.notes[0].startswith("Too short")


def test_a_term_said_several_ways_is_listed_once_as_the_answer_says_it() -> None:
    job = job_context("Integration Developer", "You will build REST APIs and webhooks for partner systems.")
    answer = "I built the partner API and its webhook retries, and documented the API for two partner teams."
    terms = evaluate_answer(CACHE_QUESTION, answer, job=job).key_terms
    assert "API" in terms and "webhook" in terms
    assert not {"apis", "APIs", "Application programming interfaces"} & set(terms)
