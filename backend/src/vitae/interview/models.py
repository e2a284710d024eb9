"""The mock interview's data: what the candidate chose, what the interviewer asks, what an answer earned, and the
final report. Plain Pydantic models, so the web layer stores and returns them as JSON unchanged."""

from datetime import datetime
from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel


class CamelModel(BaseModel):
    model_config = ConfigDict(
        alias_generator=to_camel,
        populate_by_name=True,
        json_schema_serialization_defaults_required=True,  # a reply always carries every field
    )


class InterviewType(StrEnum):
    TECHNICAL = "technical"
    BEHAVIORAL = "behavioral"
    MIXED = "mixed"


class ExperienceLevel(StrEnum):
    ENTRY = "entry"
    MID = "mid"
    SENIOR = "senior"


class Difficulty(StrEnum):
    STANDARD = "standard"
    ADVANCED = "advanced"
    EXPERT = "expert"


class QuestionKind(StrEnum):
    """What a question asks for; it decides which signals count (a story for behavioral, know-how for technical)."""

    TECHNICAL = "technical"
    BEHAVIORAL = "behavioral"


class QuestionSource(StrEnum):
    BANK = "bank"  # the curated bank of the role family
    RESUME = "resume"  # a template quoting the candidate's own resume entry
    JOB = "job"  # a template naming a skill the posting requires
    FOLLOW_UP = "follow_up"
    CLOSING = "closing"


class RoleFamily(StrEnum):
    SOFTWARE = "software"
    DATA = "data"
    PRODUCT = "product"
    DESIGN = "design"
    MARKETING = "marketing"
    SALES = "sales"
    FINANCE = "finance"
    OPERATIONS = "operations"
    HEALTHCARE = "healthcare"
    EDUCATION = "education"
    TRADES = "trades"
    GENERAL = "general"


class Performance(StrEnum):
    EXCELLENT = "Excellent"
    VERY_GOOD = "Very Good"
    GOOD = "Good"
    NEEDS_IMPROVEMENT = "Needs Improvement"


class StarElement(StrEnum):
    SITUATION = "situation"
    TASK = "task"
    ACTION = "action"
    RESULT = "result"


class InterviewPreferences(CamelModel):
    interview_type: InterviewType = InterviewType.TECHNICAL
    job_title: str = "Software Engineer"
    level: ExperienceLevel = ExperienceLevel.MID
    difficulty: Difficulty = Difficulty.STANDARD
    duration_minutes: int = Field(default=15, ge=5, le=90)
    job_description: str = ""


class ResumeEntry(CamelModel):
    """One job or project of the candidate's resume, as the interviewer may quote it."""

    title: str = ""
    organization: str = ""
    bullets: list[str] = Field(default_factory=list)


class ResumeContext(CamelModel):
    name: str = ""
    summary: str = ""
    entries: list[ResumeEntry] = Field(default_factory=list)
    skills: list[str] = Field(default_factory=list)


class JobContext(CamelModel):
    """What the posting asks for: its skills and its distinctive words."""

    title: str = ""
    required_skills: list[str] = Field(default_factory=list)  # hard skills, canonical names, required first
    soft_skills: list[str] = Field(default_factory=list)
    written_as: dict[str, str] = Field(default_factory=dict)  # canonical name -> as the posting writes it ('APIs')
    terms: list[str] = Field(default_factory=list)  # distinctive words of the posting, lower case


class PlannedQuestion(CamelModel):
    text: str
    kind: QuestionKind
    source: QuestionSource = QuestionSource.BANK
    intent: str = "general"  # e.g. 'leadership', 'concept', 'design': what a relevant answer talks about
    focus: list[str] = Field(default_factory=list)  # skills or terms the answer should engage with
    keywords: list[str] = Field(default_factory=list)  # words a knowledgeable answer tends to use
    follows: str = ""  # for a follow-up: the question it follows up
    asks_for: str = ""  # for a follow-up: the part of an answer it asks for ('result', 'action', ...)


class DeliveryMetrics(CamelModel):
    """Countable facts about how something was said."""

    words: int = 0
    filler_words: int = 0
    filler_words_per_minute: float = 0.0
    words_per_minute: float | None = None  # only when the speaking time is known
    spoken_seconds: float | None = None
    estimated_timing: bool = True  # per-minute figures assume a conversational pace when no time was measured
    hedges: int = 0
    fillers_found: dict[str, int] = Field(default_factory=dict)
    hedges_found: dict[str, int] = Field(default_factory=dict)
    star_elements: list[StarElement] = Field(default_factory=list)
    job_terms_used: list[str] = Field(default_factory=list)


class AnswerScores(CamelModel):
    communication: int = 0
    relevance: int = 0
    structure: int = 0
    knowledge: int = 0
    confidence: int = 0
    clarity: int = 0
    overall: int = 0


class AnswerEvaluation(CamelModel):
    scores: AnswerScores
    # 0-100 each: the delivery parts the overall score may weigh beside the categories (`evaluator.DELIVERY_PARTS`)
    overall_parts: dict[str, int] = Field(default_factory=dict)
    metrics: DeliveryMetrics
    has_result: bool = False
    is_specific: bool = False
    numbers: list[str] = Field(default_factory=list)
    skills: list[str] = Field(default_factory=list)
    substantive: bool = False  # enough real words to be judged as an answer at all
    parts: dict[str, list[str]] = Field(default_factory=dict)  # STAR part -> the answer's sentences that hold it
    quantities: list[str] = Field(default_factory=list)  # numbers that size something, as said
    hinted_parts: list[str] = Field(default_factory=list)  # parts only hinted at (told as habit or plan): not asked for
    off_topic: bool = False  # its content is about something other than the question
    asked: str = ""  # what the question is about, in its words
    answered_topics: list[str] = Field(default_factory=list)  # what an off-topic answer is about, in the answer's words
    key_terms: list[str] = Field(default_factory=list)  # the role's and the question's terms the answer used


class AnswerInsights(CamelModel):
    """What the candidate sees right after an answer, as Interview Warmup shows it: the terms that matter, the
    length and the pace; the full analysis waits for the end."""

    key_terms: list[str]
    words: int
    spoken_seconds: float | None  # measured while the answer was spoken; None when it was typed
    estimated_seconds: float  # how long the answer takes to say at a conversational pace
    words_per_minute: float | None  # only when the speaking time was measured
    notes: list[str]  # what the length and the pace call for, with the figures; empty when both are fine


class QuestionFeedback(CamelModel):
    question: str
    answer: str
    performance: Performance | None  # None: not answered
    observation: str
    score: int | None  # None: not answered (not zero: a follow-up left open is no failed answer)
    metrics: DeliveryMetrics
    answered: bool = True
    follow_up: bool = False


class ActionItem(CamelModel):
    """One thing to practise, tied to the answer that shows it."""

    question_index: int  # into the report's questions
    question: str
    quote: str  # a verbatim span of that answer, in curly quotes
    action: str


class StrongerPart(CamelModel):
    part: str  # 'situation', 'task', 'action', 'result'
    text: str  # the candidate's own sentence(s), or a bracketed prompt of what to add
    from_answer: bool  # False: a prompt for the candidate to fill in, not words of theirs


class StrongerAnswer(CamelModel):
    """The weakest answer put in STAR order from the candidate's own sentences, fillers left out."""

    question_index: int
    question: str
    label: str
    parts: list[StrongerPart]


class InterviewReport(CamelModel):
    scores: dict[str, int]  # category name -> 0..100, 'Overall Performance' included (SPEC §3)
    overall_score: int
    questions: list[QuestionFeedback]
    metrics: DeliveryMetrics
    summary: str = ""  # a paragraph on the whole interview, from Vitae's own scores
    action_items: list[ActionItem] = Field(default_factory=list)
    stronger_answer: StrongerAnswer | None = None
    narrative: str = ""  # the interview in a few sentences; the scores above stay Vitae's own
    engine: str = "offline"  # the engine that wrote the narrative and the observations
    fallback_reason: str = ""


class Turn(CamelModel):
    """A question as asked and the answer given to it (empty while unanswered)."""

    question: PlannedQuestion
    answer: str = ""
    spoken_seconds: float | None = None
    answered: bool = False
    asked_at: datetime | None = None
    answered_at: datetime | None = None
    feedback: str = ""  # the engine's words on the answer, written when it was given
