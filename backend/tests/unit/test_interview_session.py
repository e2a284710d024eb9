"""The interview as it unfolds: follow-ups when a story lacks a result, the closing line, the final report."""

import pytest

from tests.unit.interview_fixtures import STRONG_STAR
from vitae.errors import Conflict
from vitae.interview.models import Difficulty, ExperienceLevel, InterviewPreferences, InterviewType, QuestionSource
from vitae.interview.quotes import quoted_spans
from vitae.interview.report import OVERALL_PERFORMANCE, ROLE_KNOWLEDGE, STRUCTURE
from vitae.interview.session import CLOSING_LINE, answer_question, final_report, start_interview

NO_RESULT = (
    "At my previous job our support queue kept growing and the team was overwhelmed every Monday morning. "
    "I was responsible for the weekend rota, so I talked to each person, worked out who could cover which "
    "shifts, and then I set up a shared calendar and a simple checklist for handing over open tickets."
)


def behavioral_interview() -> InterviewPreferences:
    return InterviewPreferences(
        interview_type=InterviewType.BEHAVIORAL,
        job_title="Support Lead",
        level=ExperienceLevel.MID,
        difficulty=Difficulty.STANDARD,
        duration_minutes=15,
    )


def test_follow_up_asks_for_the_missing_result_quoting_the_answer() -> None:
    state = start_interview(behavioral_interview(), None)
    state = answer_question(state, STRONG_STAR)  # the opener never gets a follow-up
    assert state.current_question.source is not QuestionSource.FOLLOW_UP
    state = answer_question(state, NO_RESULT)
    follow_up = state.current_question
    assert follow_up.source is QuestionSource.FOLLOW_UP and follow_up.asks_for == "result"
    assert "What was the result?" in follow_up.text
    assert quoted_spans(follow_up.text) and all(span in NO_RESULT for span in quoted_spans(follow_up.text))
    state = answer_question(state, "We cut the Monday backlog from 120 tickets to 30 within a month.")
    assert state.current_question.source is QuestionSource.BANK
    reply = final_report(state).questions[2]
    assert reply.score is not None and reply.score >= 55  # a one-line reply that gives the result answers it


def test_no_follow_up_asks_for_a_part_the_answer_gave() -> None:
    state = start_interview(behavioral_interview(), None)
    state = answer_question(state, STRONG_STAR)
    state = answer_question(state, STRONG_STAR)  # situation, task, action, result and numbers: nothing to ask for
    assert state.current_question.source is not QuestionSource.FOLLOW_UP


def test_short_answers_are_asked_for_more_once() -> None:
    state = start_interview(behavioral_interview(), None)
    state = answer_question(state, STRONG_STAR)
    short = "Rotas."
    state = answer_question(state, short)
    assert state.current_question.source is QuestionSource.FOLLOW_UP
    assert quoted_spans(state.current_question.text) == ["Rotas"]
    state = answer_question(state, "It was a small thing.")
    state = answer_question(state, short)
    assert state.current_question.source is not QuestionSource.FOLLOW_UP  # one follow-up in a 15-minute interview


def test_no_follow_up_presses_a_non_answer() -> None:
    state = start_interview(behavioral_interview(), None)
    state = answer_question(state, STRONG_STAR)
    state = answer_question(state, "the the the the the the the the the the the the")
    assert state.current_question.source is not QuestionSource.FOLLOW_UP


def test_ends_with_the_closing_line_and_then_refuses_answers() -> None:
    state = start_interview(behavioral_interview(), None)
    for _ in range(12):
        if state.finished:
            break
        state = answer_question(state, STRONG_STAR, spoken_seconds=50)
    assert state.finished and "Thank you for your time" in state.current_question.text
    assert state.current_question.text == CLOSING_LINE
    with pytest.raises(Conflict):
        answer_question(state, "One more thing.")


def test_final_answer_closes_early_and_the_report_covers_what_was_asked() -> None:
    state = start_interview(behavioral_interview(), None)
    state = answer_question(state, STRONG_STAR, spoken_seconds=50)
    state = answer_question(state, NO_RESULT, is_final=True)
    assert state.finished
    report = final_report(state)
    assert len(report.questions) == 2
    assert report.scores[OVERALL_PERFORMANCE] == report.overall_score
    assert set(report.scores) == {
        "Communication",
        "Relevance",
        STRUCTURE,
        ROLE_KNOWLEDGE,
        "Confidence",
        "Clarity",
        OVERALL_PERFORMANCE,
    }
    assert all(0 <= score <= 100 for score in report.scores.values())


def test_unanswered_question_is_not_answered_and_counts_as_zero() -> None:
    state = start_interview(behavioral_interview(), None)
    state = answer_question(state, STRONG_STAR)
    report = final_report(state)  # the second question was asked and not answered
    unanswered = report.questions[1]
    assert unanswered.score is None and unanswered.performance is None and not unanswered.answered
    assert unanswered.observation == "Not answered."
    assert report.overall_score < report.questions[0].score // 2 + 5  # a skipped question still costs


def test_unanswered_follow_up_is_not_answered_and_costs_nothing() -> None:
    state = start_interview(behavioral_interview(), None)
    state = answer_question(state, STRONG_STAR)
    state = answer_question(state, NO_RESULT)
    assert state.current_question.source is QuestionSource.FOLLOW_UP
    report = final_report(state)
    follow_up = report.questions[2]
    assert follow_up.score is None and follow_up.observation == "Not answered."
    answered = [question.score for question in report.questions[:2] if question.score is not None]
    assert report.overall_score >= min(answered)


def test_a_quote_cut_short_ends_in_its_ellipsis_not_in_a_full_stop_after_it() -> None:
    state = start_interview(behavioral_interview(), None)
    state = answer_question(state, STRONG_STAR)
    long_answer = (
        "Our team was moving the whole warehouse scanning system over to the new handheld devices during the busy "
        "season, and I was asked to train the night shift on it before the old ones were switched off for good."
    )
    state = answer_question(state, long_answer)
    follow_up = state.current_question
    assert follow_up.source is QuestionSource.FOLLOW_UP
    assert "\u2026" in follow_up.text and "\u2026." not in follow_up.text
