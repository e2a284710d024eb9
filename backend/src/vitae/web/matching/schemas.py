from pydantic import Field, field_validator

from vitae.ats.match import JobMatch
from vitae.render import Paper
from vitae.web.auth.schemas import CamelModel
from vitae.writer import GuardViolation, Improvement
from vitae.writer.tailor import MissingKeyword

MAX_JOB_DESCRIPTION_CHARACTERS = 50_000
EMPTY_JOB_DESCRIPTION_MESSAGE = "Please provide a job description"


class JobDescriptionRequest(CamelModel):
    job_description: str = Field(max_length=MAX_JOB_DESCRIPTION_CHARACTERS)

    @field_validator("job_description")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        value = value.strip()
        if not value:
            raise ValueError(EMPTY_JOB_DESCRIPTION_MESSAGE)
        return value


class TweakRequest(JobDescriptionRequest):
    use_enhanced_version: bool = False


class MatchResult(JobMatch):
    """The match of the resume as it is, against the posting."""


class TweakResult(CamelModel):
    enhanced_content: str
    improvements: list[str]  # what changed and why, as the seed's screens list them
    changes: list[Improvement]  # the same changes in detail
    reverted: list[GuardViolation]
    keyword_matches: list[str]
    missing_keywords: list[MissingKeyword]
    original_match_score: int
    match_score: int
    used_enhanced_version: bool
    engine: str = "offline"  # the engine that tailored it; the match scores are Vitae's own either way
    fallback_reason: str = ""


class TailoredPages(CamelModel):
    name: str  # the person's name on the resume, the print's title; '' when the resume gives none
    paper: Paper
    pages: list[str]  # SVG documents, one per page of the PDF; text drawn as outlines, never as markup


class JobDescriptionText(CamelModel):
    text: str
