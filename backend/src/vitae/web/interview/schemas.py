"""Interview requests and responses (SPEC §7). Checks whose messages the client shows (SPEC §5) are made in the
service, so each failure carries its own words."""

from pydantic import Field

from vitae.interview.models import AnswerInsights
from vitae.resume.builder_shape import BuilderResume
from vitae.resume.model import ParsedResume
from vitae.web.auth.schemas import CamelModel

MAX_TEXT = 20_000
MAX_TURNS = 60


class InterviewStart(CamelModel):
    type: str = Field(default="", max_length=40)
    job_type: str = Field(default="", max_length=200)
    level: str = Field(default="", max_length=40)
    job_description: str = Field(default="", max_length=MAX_TEXT)
    resume_data: BuilderResume | ParsedResume | None = Field(default=None, union_mode="left_to_right")
    difficulty: str | None = Field(default=None, max_length=40)
    duration: int | str | None = None


class InterviewQuestion(CamelModel):
    session_id: str
    question: str
    audio: str | None  # base64 audio/mpeg, None when no voice is available
    question_number: int
    planned_questions: int
    engine: str = "offline"  # the engine that worded the question
    fallback_reason: str = ""


class AnswerSubmission(CamelModel):
    session_id: str = Field(default="", max_length=64)
    answer: str = Field(default="", max_length=MAX_TEXT)
    is_final: bool = False
    spoken_seconds: float | None = Field(default=None, ge=0, le=3600)  # how long the user spoke, for words per minute


class NextQuestion(CamelModel):
    next_question: str
    audio: str | None
    question_number: int
    is_complete: bool  # the closing line was said: the client offers 'Complete Interview & View Analysis'
    answer_insights: AnswerInsights | None = None  # key terms, length and pace of the answer just given
    engine: str = "offline"  # the engine of the answer's feedback and the next question's wording, when one made both
    fallback_reason: str = ""


class CompletedInterview(CamelModel):
    session_id: str
    state: str
    overall_score: int
    engine: str = "offline"  # the engine that wrote the report's words; its scores are Vitae's
    fallback_reason: str = ""


class TranscriptTurn(CamelModel):
    question: str = Field(max_length=2000)
    answer: str = Field(default="", max_length=MAX_TEXT)


class TranscriptAnalysisRequest(CamelModel):
    turns: list[TranscriptTurn] = Field(min_length=1, max_length=MAX_TURNS)
    job_description: str = Field(default="", max_length=MAX_TEXT)
    job_title: str = Field(default="", max_length=200)
