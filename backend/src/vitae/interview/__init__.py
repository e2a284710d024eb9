"""Mock interview practice: the question planner, the answer evaluator, the final report and the interviewer's voice."""

from vitae.interview.evaluator import evaluate_answer
from vitae.interview.report import build_report
from vitae.interview.transcript import analyze_transcript

__all__ = ["analyze_transcript", "build_report", "evaluate_answer"]
