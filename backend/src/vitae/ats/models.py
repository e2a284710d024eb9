"""What scoring returns: four category scores, the findings that explain every point lost, and the inferred profile."""

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel


class CamelModel(BaseModel):
    model_config = ConfigDict(
        alias_generator=to_camel,
        populate_by_name=True,
        frozen=True,
        json_schema_serialization_defaults_required=True,  # a reply always carries every field
    )


class Category(StrEnum):
    ATS_COMPLIANCE = "atsCompliance"
    KEYWORD_DENSITY = "keywordDensity"
    RECRUITER_FRIENDLINESS = "recruiterFriendliness"
    CONCISENESS_IMPACT = "concisenessImpact"


class Severity(StrEnum):
    HIGH = "high"  # likely to lose the candidate the job on its own
    MEDIUM = "medium"
    LOW = "low"


class FileIssueKind(StrEnum):
    """Problems the document reader sees in the file itself, passed to scoring by the caller."""

    NO_TEXT_LAYER = "no_text_layer"  # a scan or picture: no selectable text
    TABLES = "tables"
    TEXT_BOXES = "text_boxes"
    MULTIPLE_COLUMNS = "multiple_columns"
    IMAGES = "images"
    HEADER_FOOTER_CONTENT = "header_footer_content"  # text in page headers or footers, which many ATS skip
    UNREADABLE_CHARACTERS = "unreadable_characters"  # glyphs without a text mapping


class FileIssue(CamelModel):
    kind: FileIssueKind
    evidence: str = ""  # where in the file, e.g. 'page 1: 2 tables'


class Finding(CamelModel):
    id: str  # the check that produced it, as published in docs/scoring.md
    category: Category
    severity: Severity
    message: str
    evidence: str  # the text or the place it refers to
    fix: str  # what to do, concretely
    points_lost: int


class CategoryScores(CamelModel):
    ats_compliance: int = Field(ge=0, le=100)
    keyword_density: int = Field(ge=0, le=100)
    recruiter_friendliness: int = Field(ge=0, le=100)
    conciseness_impact: int = Field(ge=0, le=100)

    def of(self, category: Category) -> int:
        return int(getattr(self, _FIELD_OF_CATEGORY[category]))


_FIELD_OF_CATEGORY = {
    Category.ATS_COMPLIANCE: "ats_compliance",
    Category.KEYWORD_DENSITY: "keyword_density",
    Category.RECRUITER_FRIENDLINESS: "recruiter_friendliness",
    Category.CONCISENESS_IMPACT: "conciseness_impact",
}


class DetectedSkill(CamelModel):
    name: str  # canonical
    kind: str  # 'technology' (a tool or language) or 'competence' (a know-how)
    mentions: int
    surfaces: list[str]  # as written, e.g. ['k8s', 'Kubernetes']


class KeywordMatch(CamelModel):
    """Against a job description: which of its skills the resume names."""

    matched: list[str]
    missing: list[str]
    match_score: int = Field(ge=0, le=100)


class OccupationMatch(CamelModel):
    code: str  # O*NET-SOC code
    title: str
    major_group: str
    confidence: float = Field(ge=0, le=1)


class ResumeAnalysis(CamelModel):
    overall_score: int = Field(ge=0, le=100)
    category_scores: CategoryScores
    findings: list[Finding]
    detected_skills: list[DetectedSkill]
    ai_title: str
    ai_subtitle: str
    industry: str
    specialization: str
    occupation: OccupationMatch | None
    years_of_experience: float | None
    job_match: KeywordMatch | None = None
