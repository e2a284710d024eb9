"""Resume responses in the shape of SPEC §3, plus the structured resume and the findings behind the scores."""

from datetime import datetime

from pydantic import Field, computed_field

from vitae.ats import Category, CategoryScores, ResumeAnalysis
from vitae.resume.model import ParsedResume
from vitae.store.models import Resume, ResumeVersion
from vitae.store.resumes import ResumeListing
from vitae.web.auth.schemas import CamelModel
from vitae.web.resumes.enhancement import enhanced_text
from vitae.writer import Advice, Enhancement, GuardViolation, Improvement, UncertainSection, comparison_base
from vitae.writer.as_written import uncertain_sections

MAX_CONTENT_CHARACTERS = 200_000


class AnalysisPublic(ResumeAnalysis):
    """The stored analysis, with the fixes listed the way the seed's screens read them, and the engine's commentary
    on it (words only: the scores are the analysis's own)."""

    commentary: str = ""
    engine: str = "offline"  # the engine that wrote the commentary
    fallback_reason: str = ""

    @computed_field  # type: ignore[prop-decorator]
    @property
    def improvements(self) -> list[str]:
        return [finding.fix for finding in self.findings if finding.category != Category.ATS_COMPLIANCE]

    @computed_field  # type: ignore[prop-decorator]
    @property
    def formatting_fixes(self) -> list[str]:
        return [finding.fix for finding in self.findings if finding.category == Category.ATS_COMPLIANCE]


class FilePublic(CamelModel):
    name: str
    type: str
    size: int


class ProcessingTimes(CamelModel):
    """How long each phase of this request took on the server, shown by the processing panel."""

    extract_ms: float
    parse_ms: float
    score_ms: float
    enhance_ms: float


class EnhancementPublic(CamelModel):
    """The improvements offered (all of them), the ones the user accepted, and the score of the accepted version."""

    engine: str
    fallback_reason: str = ""
    improvements: list[Improvement]
    reverted: list[GuardViolation]
    accepted_ids: list[str]
    # What only the candidate can add ('add a number'), shown beside its line; never part of the text.
    advice: list[Advice]
    enhanced_score: int
    enhanced_category_scores: CategoryScores
    # The original written the way the enhanced text is: what the comparison view diffs the enhanced text against,
    # so that every difference it shows is one of the improvements and none comes from the layout alone.
    base_content: str
    # Sections whose reading is a guess, and why: each is written as it was in every export until the person fixes
    # its structure in the builder.
    uncertain_sections: list[UncertainSection]
    # The parsed resume with the lines the parser placed nowhere restored (a headline, a note under the name): what
    # every version is written from, and what 'Fix in the builder' opens.
    base_resume: ParsedResume

    @classmethod
    def of(cls, resume: Resume) -> "EnhancementPublic | None":
        if resume.enhancement is None or resume.enhanced_analysis is None:
            return None
        proposal = Enhancement.model_validate(resume.enhancement)
        known = {improvement.id for improvement in proposal.improvements}
        return cls(
            engine=resume.enhancement.get("engine", "offline"),
            fallback_reason=resume.enhancement.get("fallbackReason", ""),
            improvements=proposal.improvements,
            reverted=proposal.reverted,
            accepted_ids=[item for item in resume.accepted_improvements or [] if item in known],
            advice=proposal.advice,
            enhanced_score=resume.enhanced_analysis["overallScore"],
            enhanced_category_scores=CategoryScores.model_validate(resume.enhanced_analysis["categoryScores"]),
            base_content=comparison_base(proposal),
            uncertain_sections=uncertain_sections(proposal.base_resume),
            base_resume=proposal.base_resume,
        )


class ResumeSummary(CamelModel):
    id: str
    title: str
    name: str
    ai_title: str
    ai_subtitle: str
    industry: str
    specialization: str
    ats_score: int
    overall_score: int
    category_scores: CategoryScores
    is_anonymous: bool
    created_at: datetime
    updated_at: datetime

    @classmethod
    def of(cls, resume: Resume) -> "ResumeSummary":
        return ResumeSummary(
            id=resume.id,
            title=resume.title,
            name=resume.name,
            ai_title=resume.ai_title,
            ai_subtitle=resume.ai_subtitle,
            industry=resume.industry,
            specialization=resume.specialization,
            ats_score=resume.overall_score,
            overall_score=resume.overall_score,
            category_scores=CategoryScores.model_validate(resume.analysis["categoryScores"]),
            is_anonymous=resume.owner_id is None,
            created_at=resume.created_at,
            updated_at=resume.updated_at,
        )

    @classmethod
    def of_listing(cls, listing: ResumeListing) -> "ResumeSummary":
        return ResumeSummary(
            id=listing.id,
            title=listing.title,
            name=listing.name,
            ai_title=listing.ai_title,
            ai_subtitle=listing.ai_subtitle,
            industry=listing.industry,
            specialization=listing.specialization,
            ats_score=listing.overall_score,
            overall_score=listing.overall_score,
            category_scores=CategoryScores.model_validate(listing.category_scores),
            is_anonymous=listing.owner_id is None,
            created_at=listing.created_at,
            updated_at=listing.updated_at,
        )


class ResumePublic(ResumeSummary):
    original_content: str
    content: str
    enhanced_content: str | None
    enhancement: EnhancementPublic | None
    analysis: AnalysisPublic
    parsed_resume: ParsedResume
    file: FilePublic | None = None
    processing: ProcessingTimes | None = None

    @classmethod
    def of(cls, resume: Resume, *, processing: ProcessingTimes | None = None) -> "ResumePublic":
        file = resume.file if "file" in resume.__dict__ else None  # loaded only when asked for
        return cls(
            **dict(ResumeSummary.of(resume)),
            original_content=resume.original_content,
            content=resume.original_content,
            enhanced_content=enhanced_text(resume),
            enhancement=EnhancementPublic.of(resume),
            analysis=AnalysisPublic.model_validate(resume.analysis),
            parsed_resume=ParsedResume.model_validate(resume.parsed),
            file=FilePublic(name=file.file_name, type=file.file_type, size=file.size) if file else None,
            processing=processing,
        )


class StorageStatus(CamelModel):
    """Room for resumes before an upload: the upload screens refuse a full storage before sending a file."""

    used: int
    limit: int
    percentage: int
    full: bool
    message: str  # the refusal an upload would meet, when full; empty otherwise


class ContentUpdate(CamelModel):
    content: str = Field(max_length=MAX_CONTENT_CHARACTERS)


class MessageResponse(CamelModel):
    message: str


class AcceptedImprovements(CamelModel):
    accepted_ids: list[str] = Field(max_length=2000)


class SaveToDashboard(CamelModel):
    user_name: str = Field(default="", max_length=300)


class SavedMetadata(CamelModel):
    ai_title: str
    ai_subtitle: str
    industry: str
    specialization: str


class SaveResult(CamelModel):
    message: str
    metadata: SavedMetadata
    resume: ResumeSummary


class VersionPublic(CamelModel):
    id: str
    number: int
    label: str
    overall_score: int
    category_scores: CategoryScores
    created_at: datetime

    @classmethod
    def of(cls, version: ResumeVersion) -> "VersionPublic":
        return cls(
            id=version.id,
            number=version.number,
            label=version.label,
            overall_score=version.overall_score,
            category_scores=CategoryScores.model_validate(version.category_scores),
            created_at=version.created_at,
        )
