"""Mock interview practice: the question planner, the answer evaluator, the final report and the interviewer's voice
(`vitae.interview.speech`). Plain functions over Pydantic models; the web layer stores the state between turns."""

from vitae.interview.context import job_context, resume_context_from_builder, resume_context_from_parsed
from vitae.interview.evaluator import evaluate_answer
from vitae.interview.planner import plan_interview, question_count
from vitae.interview.report import OVERALL_PERFORMANCE, build_report
from vitae.interview.session import (
    CLOSING_LINE,
    InterviewState,
    answer_question,
    final_report,
    start_interview,
    upcoming_questions,
)
from vitae.interview.transcript import analyze_transcript

__all__ = [
    "CLOSING_LINE",
    "OVERALL_PERFORMANCE",
    "InterviewState",
    "analyze_transcript",
    "answer_question",
    "build_report",
    "evaluate_answer",
    "final_report",
    "job_context",
    "plan_interview",
    "question_count",
    "resume_context_from_builder",
    "resume_context_from_parsed",
    "start_interview",
    "upcoming_questions",
]
