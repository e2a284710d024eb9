from datetime import datetime
from typing import Annotated

from pydantic import AfterValidator, Field, field_validator

from vitae.ats import CategoryScores, Finding
from vitae.render import DEFAULT_TEMPLATE, Paper
from vitae.resume.builder_shape import BuilderResume, builder_size_problem
from vitae.web.auth.schemas import CamelModel


def _within_caps(resume: BuilderResume) -> BuilderResume:
    problem = builder_size_problem(resume)
    if problem is not None:
        raise ValueError(problem)
    return resume


# Builder data as a request carries it: refused (422) past the builder's caps.
SentBuilderResume = Annotated[BuilderResume, AfterValidator(_within_caps)]


class BuilderDocument(CamelModel):
    resume_data: SentBuilderResume
    title: str = Field(default="", max_length=200)
    template: str = Field(default=DEFAULT_TEMPLATE, max_length=40)
    paper: Paper = "letter"


class BuilderScoreRequest(CamelModel):
    resume_data: BuilderResume


class BuilderScore(CamelModel):
    """The score the builder's pill shows: the very number saving the resume would store."""

    overall_score: int = Field(ge=0, le=100)
    category_scores: CategoryScores | None  # None while the resume is still empty
    findings: list[Finding] = []  # what costs the score points, the costliest first: the pill's 'Improve Score' tips


class SaveBuilderRequest(CamelModel):
    resume_data: SentBuilderResume
    title: str = Field(default="", max_length=200)
    ats_score: int | None = Field(default=None, ge=0, le=100)  # the builder's own estimate; the server scores anew
    resume_id: str | None = Field(default=None, max_length=36)  # update this resume instead of creating one


class AssistantQuestion(CamelModel):
    question: str = Field(max_length=2000)
    section: str = Field(default="", max_length=60)
    context: SentBuilderResume

    @field_validator("question")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("Please type a question for the assistant.")
        return value.strip()


class BuilderDraftBody(CamelModel):
    resume_data: SentBuilderResume
    title: str = Field(default="", max_length=200)
    resume_id: str | None = Field(default=None, max_length=36)  # the dashboard resume it was last saved as
    step: int = Field(default=0, ge=0, le=5)


class BuilderDraftPublic(CamelModel):
    """A stored draft as it was saved (before the caps, a draft may exceed them: it is still given back)."""

    resume_data: BuilderResume
    title: str = ""
    resume_id: str | None = None
    step: int = 0
    updated_at: datetime


class PreviewPages(CamelModel):
    pages: list[str]  # SVG documents, one per page of the PDF
