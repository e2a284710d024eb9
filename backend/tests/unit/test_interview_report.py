"""The report: badges from scores, observations that quote the answer, metrics added up over the interview."""

from tests.unit.interview_fixtures import LEADERSHIP, STRONG_STAR, WEAK_CANDIDATES
from vitae.interview.models import Performance, Turn
from vitae.interview.report import OVERALL_PERFORMANCE, build_report, performance_of
from vitae.interview.transcript import analyze_transcript, infer_question


def test_performance_bands_are_the_colour_bands() -> None:
    # SPEC §4 interview bars: 90 green (Excellent), 75 blue (Very Good), 60 orange (Good), else red.
    assert [performance_of(score) for score in (100, 90, 89, 75, 74, 60, 59, 0)] == [
        Performance.EXCELLENT,
        Performance.EXCELLENT,
        Performance.VERY_GOOD,
        Performance.VERY_GOOD,
        Performance.GOOD,
        Performance.GOOD,
        Performance.NEEDS_IMPROVEMENT,
        Performance.NEEDS_IMPROVEMENT,
    ]


def test_observations_quote_the_answer() -> None:
    report = build_report(
        [
            Turn(question=LEADERSHIP, answer=STRONG_STAR, spoken_seconds=60, answered=True),
            Turn(question=LEADERSHIP, answer=WEAK_CANDIDATES["filler and hedges"], spoken_seconds=10, answered=True),
            Turn(question=LEADERSHIP, answer=WEAK_CANDIDATES["gibberish"], answered=True),
        ]
    )
    strong, weak, gibberish = report.questions
    assert "\u201cAs a result, deployment time fell from four hours" in strong.observation
    assert strong.performance in (Performance.EXCELLENT, Performance.VERY_GOOD, Performance.GOOD)
    assert "\u201cUm, I guess I kind of helped" in weak.observation and "Too short" in weak.observation
    assert weak.performance is Performance.NEEDS_IMPROVEMENT
    assert "could not be read as a response" in gibberish.observation
    assert report.scores[OVERALL_PERFORMANCE] == report.overall_score
    assert report.metrics.words == strong.metrics.words + weak.metrics.words + gibberish.metrics.words
    assert report.metrics.filler_words >= 3 and report.metrics.estimated_timing


def test_transcript_questions_are_read_for_intent_and_kind() -> None:
    assert infer_question("Tell me about a time you disagreed with your manager.").intent == "conflict"
    assert infer_question("How would you design a URL shortener?").kind == "technical"
    assert infer_question("What is your greatest weakness?").kind == "behavioral"


def test_analyze_transcript_uses_the_posting() -> None:
    report = analyze_transcript(
        [("Tell me about a time you led a team.", STRONG_STAR)], job_description="Kubernetes and Terraform"
    )
    assert report.metrics.job_terms_used[:1] == ["Kubernetes"]
    assert report.scores["Role Knowledge"] > 0


def test_pasted_transcripts_skip_greetings_and_backchannels() -> None:
    report = analyze_transcript(
        [
            ("Hi, how are you doing?", "Good, thanks for having me."),
            ("Tell me about a time you led a team.", STRONG_STAR[:200]),
            ("Mhm.", STRONG_STAR[200:]),
            ("Great. Why do you want this job?", "I like building tools that people use every day."),
        ]
    )
    assert [question.question for question in report.questions] == [
        "Tell me about a time you led a team.",
        "Why do you want this job?",
    ]
    assert report.questions[0].answer.endswith(STRONG_STAR[200:])
