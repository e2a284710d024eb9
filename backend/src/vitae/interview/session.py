"""An interview as it unfolds: the plan, the questions asked so far with their answers, follow-ups, and the closing
line. Each step takes a state and returns the next one; storing it is the caller's business."""

from datetime import datetime

from pydantic import Field

from vitae.errors import Conflict
from vitae.interview.context import job_context
from vitae.interview.evaluator import evaluate_answer
from vitae.interview.follow_up import follow_up_budget, follow_up_for
from vitae.interview.models import (
    CamelModel,
    InterviewPreferences,
    InterviewReport,
    JobContext,
    PlannedQuestion,
    QuestionKind,
    QuestionSource,
    ResumeContext,
    Turn,
)
from vitae.interview.planner import plan_interview
from vitae.interview.report import build_report

CLOSING_LINE = (
    "That concludes our interview. Thank you for your time. "
    "When you are ready, complete the interview to see your analysis."
)
INTERVIEW_OVER_MESSAGE = "The interview is over. Complete it to see your analysis."
CLOSING_QUESTION = PlannedQuestion(
    text=CLOSING_LINE, kind=QuestionKind.BEHAVIORAL, source=QuestionSource.CLOSING, intent="closing"
)


class InterviewState(CamelModel):
    preferences: InterviewPreferences
    resume: ResumeContext | None = None
    job: JobContext = Field(default_factory=JobContext)
    plan: list[PlannedQuestion]
    turns: list[Turn]  # asked so far, the current question last
    next_planned: int = 1  # index in `plan` of the next question to ask
    follow_ups_asked: int = 0

    @property
    def current_question(self) -> PlannedQuestion:
        return self.turns[-1].question

    @property
    def finished(self) -> bool:
        """The closing line has been said: nothing more to answer."""
        return self.current_question.source is QuestionSource.CLOSING


def start_interview(
    preferences: InterviewPreferences, resume: ResumeContext | None, now: datetime | None = None
) -> InterviewState:
    job = job_context(preferences.job_title, preferences.job_description)
    plan = plan_interview(preferences, resume, job)
    return InterviewState(
        preferences=preferences,
        resume=resume,
        job=job,
        plan=plan,
        turns=[Turn(question=plan[0], asked_at=now)],
    )


def upcoming_questions(state: InterviewState) -> list[str]:
    """Texts that may be asked next, for speech to prepare ahead: the rest of the plan and the closing (follow-ups
    quote the answer, so they are voiced when asked)."""
    rest = [question.text for question in state.plan[state.next_planned :]]
    return [*rest[:1], CLOSING_LINE, *rest[1:]]  # what the very next turn may need comes first


def answer_question(
    state: InterviewState,
    answer: str,
    *,
    spoken_seconds: float | None = None,
    is_final: bool = False,
    now: datetime | None = None,
) -> InterviewState:
    """Records the answer to the current question and asks the next one: a follow-up when the answer lacks a
    result or specifics, else the next planned question, else (or when `is_final`) the closing line."""
    if state.finished:
        raise Conflict(INTERVIEW_OVER_MESSAGE)
    turns = [turn.model_copy() for turn in state.turns]
    current = turns[-1]
    if answer.strip():
        turns[-1] = current.model_copy(
            update={"answer": answer.strip(), "spoken_seconds": spoken_seconds, "answered": True, "answered_at": now}
        )
    follow_ups = state.follow_ups_asked
    next_planned = state.next_planned
    upcoming: PlannedQuestion | None = None
    if not is_final and answer.strip():
        evaluation = evaluate_answer(current.question, answer, spoken_seconds, state.job)
        if follow_ups < follow_up_budget(len(state.plan)) and next_planned < len(state.plan):
            upcoming = follow_up_for(current.question, answer.strip(), evaluation)
            follow_ups += upcoming is not None
        if upcoming is None and next_planned < len(state.plan):
            upcoming = state.plan[next_planned]
            next_planned += 1
    turns.append(Turn(question=upcoming or CLOSING_QUESTION, asked_at=now))
    return state.model_copy(update={"turns": turns, "next_planned": next_planned, "follow_ups_asked": follow_ups})


def final_report(state: InterviewState) -> InterviewReport:
    return build_report(state.turns, state.job)
