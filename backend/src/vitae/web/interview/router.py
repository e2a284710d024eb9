"""Mock interview calls (SPEC §7): start, answer, complete, feedback, plus the analysis of a transcript held
elsewhere. Plain `def` endpoints: FastAPI runs them in its thread pool, so speech synthesis never blocks the loop."""

from typing import Annotated

from fastapi import APIRouter, Depends, Request

from vitae.interview import analyze_transcript
from vitae.interview.models import InterviewReport, QuestionSource
from vitae.interview.speech import QuestionAudio
from vitae.web.deps import AiEngineDep, AnalysisDep, CurrentUser, SessionDep
from vitae.web.interview import service
from vitae.web.interview.schemas import (
    AnswerSubmission,
    CompletedInterview,
    InterviewQuestion,
    InterviewStart,
    NextQuestion,
    TranscriptAnalysisRequest,
)

router = APIRouter(prefix="/api/interview", tags=["interview"])


def get_question_audio(request: Request) -> QuestionAudio:
    audio: QuestionAudio = request.app.state.question_audio
    return audio


AudioDep = Annotated[QuestionAudio, Depends(get_question_audio)]


@router.post("/start")
def start_interview(
    request: InterviewStart,
    user: CurrentUser,
    db: SessionDep,
    audio: AudioDep,
    analysis: AnalysisDep,
    engine: AiEngineDep,
) -> InterviewQuestion:
    record, spoken, made = service.start(db, user, request, audio, engine, analysis)
    return InterviewQuestion(
        session_id=record.id,
        question=record.turns[-1]["question"]["text"],
        audio=spoken,
        question_number=1,
        planned_questions=len(record.questions),
        engine=made.engine,
        fallback_reason=made.fallback_reason,
    )


@router.post("/evaluate")
def evaluate_answer(
    submission: AnswerSubmission,
    user: CurrentUser,
    db: SessionDep,
    audio: AudioDep,
    analysis: AnalysisDep,
    engine: AiEngineDep,
) -> NextQuestion:
    answered, spoken = service.answer(db, user, submission, audio, engine, analysis)
    state = answered.state
    asked = [turn for turn in state.turns if turn.question.source is not QuestionSource.CLOSING]
    return NextQuestion(
        next_question=state.current_question.text,
        audio=spoken,
        question_number=len(asked),
        is_complete=state.finished,
        answer_insights=answered.insights,
        engine=answered.made.engine,
        fallback_reason=answered.made.fallback_reason,
    )


@router.post("/complete/{session_id}")
def complete_interview(session_id: str, user: CurrentUser, db: SessionDep, engine: AiEngineDep) -> CompletedInterview:
    record = service.complete(db, user, session_id, engine)
    report = record.report or {}
    return CompletedInterview(
        session_id=record.id,
        state=record.state,
        overall_score=int(report.get("overallScore", 0)),
        engine=report.get("engine", "offline"),
        fallback_reason=report.get("fallbackReason", ""),
    )


@router.get("/feedback/{session_id}")
def interview_feedback(session_id: str, user: CurrentUser, db: SessionDep, engine: AiEngineDep) -> InterviewReport:
    return service.feedback(db, user, session_id, engine)


@router.post("/analyze-transcript")
def analyze_interview_transcript(
    request: TranscriptAnalysisRequest, _user: CurrentUser, analysis: AnalysisDep
) -> InterviewReport:
    return analysis.run(
        analyze_transcript,
        [(turn.question, turn.answer) for turn in request.turns if turn.question.strip()],
        request.job_description,
        request.job_title,
    )
