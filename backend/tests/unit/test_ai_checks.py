"""Checks on a model's words that are not rewrites, and the offline engine's readings of Vitae's own numbers."""

import pytest

from tests.factories import RESUME_TEXT
from vitae.ai.checks import bounded_text, known_numbers, spoken_question
from vitae.ai.readings import analysis_reading, report_narrative
from vitae.ai.structured import EngineFailure
from vitae.analysis import analyze_text
from vitae.interview.models import PlannedQuestion, QuestionKind, Turn
from vitae.interview.report import build_report
from vitae.writer.guard import SourceFacts


@pytest.fixture(scope="module")
def facts() -> SourceFacts:
    return SourceFacts(RESUME_TEXT)


def test_bounded_text_trims_and_refuses_empty_or_long() -> None:
    assert bounded_text("  two\n words ", "feedback", 20) == "two words"
    with pytest.raises(EngineFailure, match="empty"):
        bounded_text(" \n ", "feedback", 20)
    with pytest.raises(EngineFailure, match="over 5"):
        bounded_text("too long", "feedback", 5)


def test_a_number_must_be_one_it_was_given() -> None:
    known_numbers("You scored 72, with 85 for structure.", "overall: 72\nstructure: 85")
    with pytest.raises(EngineFailure, match="99"):
        known_numbers("You scored 99.", "overall: 72")


@pytest.mark.parametrize(
    "question",
    [
        "How did you lead the migration of the billing service to Kubernetes?",
        "What did you learn from mentoring four engineers at Stripe?",
        "Tell me about the event pipeline. Why Kafka?",
        "What was the first problem you solved at Stripe?",
        "Have you run Terraform in production?",
    ],
)
def test_a_question_from_the_resume_passes(facts: SourceFacts, question: str) -> None:
    assert spoken_question(f"  {question} ", facts) == question


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", "empty"),
        ("Tell me about Kubernetes.", "not a question"),
        ("Why?", "not a question"),
        ("How did you grow revenue by 40% at Google?", "facts"),
        ("What did you enjoy most about your years at Google?", "Google"),
        ("Why " + "really " * 60 + "?", "over 300"),
    ],
)
def test_anything_else_is_refused(facts: SourceFacts, text: str, problem: str) -> None:
    with pytest.raises(EngineFailure, match=problem):
        spoken_question(text, facts)


def test_the_offline_reading_quotes_only_the_analysis() -> None:
    analysis = analyze_text(RESUME_TEXT).analysis
    reading = analysis_reading(analysis)
    assert reading.startswith(f"This resume scores {analysis.overall_score} out of 100.")
    scores = analysis.category_scores.model_dump().values()
    known_numbers(reading, f"{analysis.overall_score} {' '.join(map(str, scores))}")


def test_the_offline_narrative_quotes_only_the_report() -> None:
    question = PlannedQuestion(text="Describe a project you are proud of.", kind=QuestionKind.BEHAVIORAL)
    answer = "I rebuilt our billing reports in Python, and month-end closing went from five days to two."
    report = build_report([Turn(question=question, answer=answer, answered=True)])
    narrative = report_narrative(report)
    assert narrative.startswith(f"Overall performance: {report.overall_score} out of 100")
    known_numbers(narrative, " ".join(str(score) for score in report.scores.values()) + " 1")
    empty = build_report([Turn(question=question)])
    assert report_narrative(empty).startswith("No question was answered")
