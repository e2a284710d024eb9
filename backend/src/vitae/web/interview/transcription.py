"""Answer transcription for browsers without speech recognition (Firefox, Safari): the browser records the answer
with MediaRecorder and uploads it here; the configured speech server turns it into text. Vitae has no offline
recogniser, so without one configured this says so (503) and the person types instead."""

from typing import Annotated

from fastapi import APIRouter, File, Form, Request, UploadFile

from vitae.ai.speech import SpeechServerFailure, Transcriber
from vitae.errors import Conflict, InvalidInput, ServiceUnavailable
from vitae.interview.session import INTERVIEW_OVER_MESSAGE
from vitae.interview.speech.recording import MAX_ANSWER_BYTES, read_answer_recording
from vitae.resume.model import CamelModel
from vitae.store import interviews
from vitae.web.deps import CurrentUser, SessionDep
from vitae.web.interview.service import COMPLETED, NO_SESSION_MESSAGE
from vitae.web.rate_limit import RateLimiter

router = APIRouter(prefix="/api/interview", tags=["interview"])

NOT_CONFIGURED_MESSAGE = (
    "Transcribing recorded answers needs a speech server configured on this server "
    "(VITAE_OPENAI_TRANSCRIPTION_MODEL). Please type your answer, or use a browser with speech recognition."
)
TOO_MANY_TRANSCRIPTIONS_MESSAGE = "Too many recordings sent in a short time. Please wait a minute and try again."


class Transcript(CamelModel):
    text: str  # '' when no words were heard


def transcription_limiter(per_minute: int) -> RateLimiter:
    return RateLimiter(limit=per_minute, window_seconds=60, message=TOO_MANY_TRANSCRIPTIONS_MESSAGE)


def _read_bounded(upload: UploadFile) -> bytes:
    # One byte past the bound is enough to know it is too large, without holding more of it.
    return upload.file.read(MAX_ANSWER_BYTES + 1)


@router.post("/transcribe")
def transcribe_answer(
    request: Request,
    user: CurrentUser,
    db: SessionDep,
    audio: Annotated[UploadFile, File(description="the recorded answer: WebM, Ogg, MP4, WAV or MP3, at most 5 MB")],
    session_id: Annotated[str, Form(alias="sessionId", max_length=64)] = "",
    duration_seconds: Annotated[float | None, Form(alias="durationSeconds", ge=0, le=24 * 3600)] = None,
) -> Transcript:
    if not session_id.strip():
        raise InvalidInput(NO_SESSION_MESSAGE, {"sessionId": NO_SESSION_MESSAGE})
    record = interviews.owned_interview(db, session_id.strip(), user.id)
    if record.state == COMPLETED:
        raise Conflict(INTERVIEW_OVER_MESSAGE)
    db.close()  # nothing more is read or written: no transaction stays open while the speech server works
    transcriber: Transcriber | None = request.app.state.transcriber
    if transcriber is None:
        raise ServiceUnavailable(NOT_CONFIGURED_MESSAGE)
    recording = read_answer_recording(_read_bounded(audio), duration_seconds)
    limiter: RateLimiter = request.app.state.transcription_limiter
    limiter.check(user.id)
    try:
        text = transcriber.transcribe(recording.data, recording.filename, recording.content_type)
    except SpeechServerFailure as failure:
        raise ServiceUnavailable(str(failure)) from failure
    return Transcript(text=text)
