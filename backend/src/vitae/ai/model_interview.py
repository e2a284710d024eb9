"""The interview tasks as a model does them: the wording of each question and follow-up, feedback on an answer, and
the report's narrative. Which question comes, when a follow-up is due and every score stay Vitae's; a model's
question must be a short question that tells the candidate nothing their resume or the posting does not say, and its
feedback and narrative quote no number Vitae did not give."""

import json

from pydantic import Field

from vitae.ai.checks import bounded_text, known_numbers, spoken_question
from vitae.ai.prompts import FEEDBACK, FOLLOW_UP, QUESTION, REPORT
from vitae.ai.structured import ModelAccess
from vitae.interview.models import AnswerEvaluation, InterviewReport, PlannedQuestion, ResumeContext, Turn
from vitae.interview.session import InterviewState
from vitae.resume.model import CamelModel
from vitae.writer.guard import SourceFacts

MAX_FEEDBACK_CHARACTERS = 800
MAX_NARRATIVE_CHARACTERS = 1500
_MAX_CONTEXT_CHARACTERS = 6000  # of the resume or the posting, so a long one cannot crowd out the task


class QuestionReply(CamelModel):
    question: str = Field(description="The question, as the interviewer says it")


class FeedbackReply(CamelModel):
    feedback: str = Field(description="Two or three sentences to the candidate")


class NarrativeReply(CamelModel):
    narrative: str = Field(description="Three to five sentences to the candidate")


def _schema(model: type[CamelModel]) -> str:
    return json.dumps(model.model_json_schema())


def resume_text(resume: ResumeContext | None) -> str:
    if resume is None:
        return "(no resume given)"
    lines = [resume.name, resume.summary]
    for entry in resume.entries:
        lines.append(" at ".join(part for part in (entry.title, entry.organization) if part))
        lines.extend(f"- {bullet}" for bullet in entry.bullets)
    if resume.skills:
        lines.append("Skills: " + ", ".join(resume.skills))
    return "\n".join(line for line in lines if line)[:_MAX_CONTEXT_CHARACTERS]


def _known_to_the_interviewer(state: InterviewState, *extra: str) -> SourceFacts:
    """What a question may mention: the resume, the posting, the role, what was asked and answered so far."""
    said = [f"{turn.question.text}\n{turn.answer}" for turn in state.turns]
    preferences = state.preferences
    return SourceFacts(
        "\n".join([resume_text(state.resume), preferences.job_title, preferences.job_description, *said, *extra])
    )


def question_wording(call: ModelAccess, state: InterviewState, planned: PlannedQuestion) -> PlannedQuestion:
    preferences = state.preferences
    messages = QUESTION.render(
        schema=_schema(QuestionReply),
        role=preferences.job_title,
        level=preferences.level.value,
        kind=planned.kind.value,
        difficulty=preferences.difficulty.value,
        job=preferences.job_description[:_MAX_CONTEXT_CHARACTERS] or "(none)",
        resume=resume_text(state.resume),
        asked="\n".join(f"- {turn.question.text}" for turn in state.turns[:-1]) or "(none yet)",
        intent=planned.intent,
        focus=", ".join(planned.focus) or "none",
        planned=planned.text,
    )
    reply = call.structured(messages, QuestionReply)
    text = spoken_question(reply.question, _known_to_the_interviewer(state, planned.text))
    return planned.model_copy(update={"text": text})


def follow_up_wording(
    call: ModelAccess, state: InterviewState, answered: Turn, follow_up: PlannedQuestion
) -> PlannedQuestion:
    messages = FOLLOW_UP.render(
        schema=_schema(QuestionReply),
        role=state.preferences.job_title,
        question=answered.question.text,
        answer=answered.answer,
        lacks=follow_up.text,
    )
    reply = call.structured(messages, QuestionReply)
    text = spoken_question(reply.question, _known_to_the_interviewer(state, follow_up.text))
    return follow_up.model_copy(update={"text": text})


def _score_lines(scores: dict[str, int]) -> str:
    return "\n".join(f"{name}: {score}" for name, score in scores.items())


def answer_feedback(call: ModelAccess, answered: Turn, evaluation: AnswerEvaluation) -> str:
    scores = _score_lines(evaluation.scores.model_dump())
    messages = FEEDBACK.render(
        schema=_schema(FeedbackReply), question=answered.question.text, answer=answered.answer, scores=scores
    )
    feedback = bounded_text(call.structured(messages, FeedbackReply).feedback, "feedback", MAX_FEEDBACK_CHARACTERS)
    known_numbers(feedback, f"{scores}\n{answered.question.text}\n{answered.answer}")
    return feedback


def report_narrative(call: ModelAccess, state: InterviewState, report: InterviewReport) -> str:
    scores = _score_lines(report.scores)
    exchanges = "\n\n".join(
        f"Q: {question.question}\nA: {question.answer or '(no answer)'}\nScore: {question.score}"
        for question in report.questions
    )
    messages = REPORT.render(
        schema=_schema(NarrativeReply), role=state.preferences.job_title, scores=scores, exchanges=exchanges
    )
    narrative = bounded_text(call.structured(messages, NarrativeReply).narrative, "narrative", MAX_NARRATIVE_CHARACTERS)
    known_numbers(narrative, f"{scores}\n{exchanges}")
    return narrative
