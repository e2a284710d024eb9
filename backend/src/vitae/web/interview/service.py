"""Between HTTP and the interview core: reading the setup choices with the client's own messages (SPEC §5), storing
the session's state, and fetching question audio (made off the event loop: these run in FastAPI's thread pool)."""

import re
from datetime import UTC, datetime
from typing import NamedTuple, TypeVar

from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from vitae.ai.offline import OFFLINE
from vitae.ai.protocol import AiEngine, EngineResult
from vitae.errors import Conflict, InvalidInput
from vitae.interview.context import resume_context_from_builder, resume_context_from_parsed
from vitae.interview.insights import answer_insights
from vitae.interview.models import (
    AnswerInsights,
    Difficulty,
    ExperienceLevel,
    InterviewPreferences,
    InterviewReport,
    InterviewType,
    JobContext,
    PlannedQuestion,
    QuestionSource,
    ResumeContext,
    Turn,
)
from vitae.interview.session import (
    CLOSING_LINE,
    INTERVIEW_OVER_MESSAGE,
    InterviewState,
    answer_question,
    start_interview,
    upcoming_questions,
)
from vitae.interview.speech import QuestionAudio
from vitae.resume.builder_shape import BuilderResume
from vitae.store import interviews
from vitae.store.models import InterviewSession, User
from vitae.web.deps import release_connection
from vitae.web.interview.schemas import AnswerSubmission, InterviewStart
from vitae.work import Work

EMPTY_ANSWER_MESSAGE = "Please provide a response before submitting."
NO_SESSION_MESSAGE = "No active interview session found."
CHANGED_MEANWHILE_MESSAGE = (
    "This interview was changed from another window at the same moment. Reload the page to continue where it stands."
)
DEFAULT_DURATION_MINUTES = 15
MIN_DURATION_MINUTES = 5
MAX_DURATION_MINUTES = 90
ACTIVE, ANSWERED, COMPLETED = "active", "answered", "completed"
Choice = TypeVar("Choice")

_TYPES = {
    "technical": InterviewType.TECHNICAL,
    "behavioral": InterviewType.BEHAVIORAL,
    "behavioural": InterviewType.BEHAVIORAL,
    "mixed": InterviewType.MIXED,
}
_LEVELS = {
    "entry": ExperienceLevel.ENTRY,
    "junior": ExperienceLevel.ENTRY,
    "mid": ExperienceLevel.MID,
    "intermediate": ExperienceLevel.MID,
    "senior": ExperienceLevel.SENIOR,
    "lead": ExperienceLevel.SENIOR,
}
_DIFFICULTIES = {difficulty.value: difficulty for difficulty in Difficulty}


def _choice(value: str, choices: dict[str, Choice], field: str, label: str, allowed: str) -> Choice:
    key = re.sub(r"[-_\s]*level$", "", value.strip().lower())
    if key not in choices:
        message = f"Unknown {label} '{value.strip()}': choose {allowed}."
        raise InvalidInput(message, {field: message})
    return choices[key]


def _duration(value: int | str | None) -> int:
    if value is None or (isinstance(value, str) and not value.strip()):
        return DEFAULT_DURATION_MINUTES
    match = re.match(r"\s*(\d{1,3})", str(value))
    minutes = int(match.group(1)) if match else -1
    if not MIN_DURATION_MINUTES <= minutes <= MAX_DURATION_MINUTES:
        message = f"Duration must be between {MIN_DURATION_MINUTES} and {MAX_DURATION_MINUTES} minutes."
        raise InvalidInput(message, {"duration": message})
    return minutes


def read_preferences(request: InterviewStart) -> InterviewPreferences:
    fields = (("type", request.type), ("jobType", request.job_type), ("level", request.level))
    absent = [name for name, value in fields if not value.strip()]
    if absent:
        message = f"Missing required fields: {', '.join(absent)}"
        raise InvalidInput(message, dict.fromkeys(absent, message))
    interview_type = _choice(request.type, _TYPES, "type", "interview type", "Technical, Behavioral or Mixed")
    level = _choice(request.level, _LEVELS, "level", "experience level", "Entry-Level, Mid-Level or Senior")
    difficulty = _choice(
        request.difficulty or "standard", _DIFFICULTIES, "difficulty", "difficulty", "Standard, Advanced or Expert"
    )
    description = request.job_description.strip() or (
        f"{request.level.strip()} {request.job_type.strip()} position requiring {request.type.strip()} expertise"
    )
    return InterviewPreferences(
        interview_type=interview_type,
        job_title=request.job_type.strip(),
        level=level,
        difficulty=difficulty,
        duration_minutes=_duration(request.duration),
        job_description=description,
    )


def read_resume(request: InterviewStart) -> ResumeContext | None:
    if request.resume_data is None:
        return None
    if isinstance(request.resume_data, BuilderResume):
        return resume_context_from_builder(request.resume_data)
    return resume_context_from_parsed(request.resume_data)


def state_of(record: InterviewSession) -> InterviewState:
    return InterviewState(
        preferences=InterviewPreferences.model_validate(record.preferences),
        resume=ResumeContext.model_validate(record.resume_context) if record.resume_context else None,
        job=JobContext.model_validate(record.job_context),
        plan=[PlannedQuestion.model_validate(item) for item in record.questions],
        turns=[Turn.model_validate(item) for item in record.turns],
        next_planned=record.next_question_index,
        follow_ups_asked=record.follow_ups_asked,
    )


def store_state(record: InterviewSession, state: InterviewState) -> None:
    record.turns = [turn.model_dump(mode="json", by_alias=True) for turn in state.turns]
    record.next_question_index = state.next_planned
    record.follow_ups_asked = state.follow_ups_asked
    if state.finished and record.state == ACTIVE:
        record.state = ANSWERED


def engine_of(*results: EngineResult) -> EngineResult:
    """One engine for a response made of several engine results: the configured one only if it made all of them."""
    fallen = next((result for result in results if result.fallback_reason), None)
    if fallen is not None:
        return EngineResult(engine=OFFLINE, fallback_reason=fallen.fallback_reason)
    return EngineResult(engine=results[0].engine if results else OFFLINE)


def _speakable_ahead(state: InterviewState, engine: AiEngine) -> list[str]:
    """What to voice ahead of time: Vitae's own wordings of what may come next, unless a model words the questions
    (then only the closing line is known in advance)."""
    return upcoming_questions(state) if engine.name == OFFLINE else [CLOSING_LINE]


def _asking(state: InterviewState, question: PlannedQuestion) -> InterviewState:
    """The state with its current question worded as it is put to the candidate."""
    turns = [*state.turns[:-1], state.turns[-1].model_copy(update={"question": question})]
    return state.model_copy(update={"turns": turns})


def start(
    db: Session, user: User, request: InterviewStart, audio: QuestionAudio, engine: AiEngine, work: Work
) -> tuple[InterviewSession, str | None, EngineResult]:
    preferences = read_preferences(request)
    state = work.run(start_interview, preferences, read_resume(request), datetime.now(UTC))
    release_connection(db)
    asked = engine.ask_question(state, state.current_question)
    state = _asking(state, asked.question)
    record = InterviewSession(
        owner_id=user.id,
        state=ACTIVE,
        preferences=preferences.model_dump(mode="json", by_alias=True),
        resume_context=state.resume.model_dump(mode="json", by_alias=True) if state.resume else None,
        job_context=state.job.model_dump(mode="json", by_alias=True),
        questions=[question.model_dump(mode="json", by_alias=True) for question in state.plan],
    )
    store_state(record, state)
    interviews.add_interview(db, record)
    audio.prepare([state.current_question.text])
    spoken = audio.base64_mp3(state.current_question.text)
    audio.prepare(_speakable_ahead(state, engine))
    return record, spoken, engine_of(asked)


class AnsweredTurn(NamedTuple):
    state: InterviewState
    made: EngineResult  # the engine that wrote the feedback and worded the next question
    insights: AnswerInsights | None  # the short view of the answer just given; None when nothing was said


def _engine_turn(state: InterviewState, answered: bool, engine: AiEngine) -> AnsweredTurn:
    """After Vitae's rules chose what comes next: the engine's feedback on the answer just given, and its wording
    of the question that follows (Vitae's own closing line stays as it is)."""
    made: list[EngineResult] = []
    turns = list(state.turns)
    previous = turns[-2]
    insights = None
    if answered and previous.answer.strip():
        feedback = engine.evaluate_answer(previous, state.job)
        turns[-2] = previous.model_copy(update={"feedback": feedback.feedback})
        made.append(feedback)
        insights = answer_insights(feedback.evaluation)
    state = state.model_copy(update={"turns": turns})
    upcoming = state.current_question
    if upcoming.source is QuestionSource.FOLLOW_UP:
        asked = engine.follow_up(state, turns[-2], upcoming)
    elif upcoming.source is not QuestionSource.CLOSING:
        asked = engine.ask_question(state, upcoming)
    else:
        return AnsweredTurn(state, engine_of(*made), insights)
    return AnsweredTurn(_asking(state, asked.question), engine_of(*made, asked), insights)


def answer(
    db: Session, user: User, submission: AnswerSubmission, audio: QuestionAudio, engine: AiEngine, work: Work
) -> tuple[AnsweredTurn, str | None]:
    if not submission.session_id.strip():
        raise InvalidInput(NO_SESSION_MESSAGE, {"sessionId": NO_SESSION_MESSAGE})
    if not submission.answer.strip() and not submission.is_final:
        raise InvalidInput(EMPTY_ANSWER_MESSAGE, {"answer": EMPTY_ANSWER_MESSAGE})
    record = interviews.owned_interview(db, submission.session_id.strip(), user.id)
    if record.state == COMPLETED:
        raise Conflict(INTERVIEW_OVER_MESSAGE)
    state = work.run(
        answer_question,
        state_of(record),
        submission.answer,
        spoken_seconds=submission.spoken_seconds,
        is_final=submission.is_final,
        now=datetime.now(UTC),
    )
    release_connection(db)
    turn = _engine_turn(state, bool(submission.answer.strip()), engine)
    store_state(record, turn.state)
    _commit_turn(db)
    spoken = audio.base64_mp3(turn.state.current_question.text)
    audio.prepare(_speakable_ahead(turn.state, engine))
    return turn, spoken


def _commit_turn(db: Session) -> None:
    """Commits a change to an interview, refused when another request changed it since it was read."""
    try:
        db.commit()
    except StaleDataError as error:
        db.rollback()
        raise Conflict(CHANGED_MEANWHILE_MESSAGE) from error


def complete(db: Session, user: User, session_id: str, engine: AiEngine) -> InterviewSession:
    record = interviews.owned_interview(db, session_id, user.id)
    if record.state != COMPLETED:
        release_connection(db)
        record.report = engine.final_report(state_of(record)).report.model_dump(mode="json", by_alias=True)
        record.state = COMPLETED
        try:
            _commit_turn(db)
        except Conflict:
            # Completed at the same moment by another request: its report stands.
            record = interviews.owned_interview(db, session_id, user.id)
            if record.state != COMPLETED:
                raise
    return record


def feedback(db: Session, user: User, session_id: str, engine: AiEngine) -> InterviewReport:
    record = interviews.owned_interview(db, session_id, user.id)
    if record.report is not None:
        return InterviewReport.model_validate(record.report)
    return engine.final_report(state_of(record)).report
