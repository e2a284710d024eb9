"""What an enhancement returns, for any engine: the improved resume and its text, each change with where and why,
and the changes the truthfulness guard reverted."""

from enum import StrEnum
from typing import Any

from pydantic import Field, model_validator

from vitae.resume.model import CamelModel, ParsedResume, SectionKind, SkillGroup


class ImprovementKind(StrEnum):
    ACTION_VERB = "action_verb"  # a duty phrase ('Responsible for') or a noun opening replaced by a verb
    PRONOUN = "pronoun"  # 'I', 'my' removed
    FILLER = "filler"  # 'successfully', 'various', 'etc.' removed
    TRIM = "trim"  # a wordy phrase shortened ('in order to' -> 'to')
    TENSE = "tense"  # verbs put in the tense of the role
    SPLIT = "split"  # an over-long bullet split in two
    BULLET_POINTS = "bullet_points"  # a paragraph turned into bullets
    # A prompt to add a figure. Never a change of the text: proposals of this kind are given as Advice beside the
    # line (and stored enhancements that hold one are read that way, see Enhancement).
    QUANTIFY_PROMPT = "quantify_prompt"
    HEADING = "heading"  # a section heading ATS do not recognise replaced by the standard one
    DATE_FORMAT = "date_format"
    CONTACT_FORMAT = "contact_format"
    SKILLS_DEDUPE = "skills_dedupe"
    SKILLS_GROUP = "skills_group"
    # Tailoring to a job posting
    BULLET_ORDER = "bullet_order"  # an entry's bullets, those most relevant to the posting first
    SKILLS_ORDER = "skills_order"  # a skill group's items, those the posting asks for first
    KEYWORD_WORDING = "keyword_wording"  # a skill the resume names by an alias written as the posting writes it
    BULLET_WORDING = "bullet_wording"  # a bullet's name for a skill it shows, written as the posting writes it
    SUMMARY_FOCUS = "summary_focus"  # an opening sentence aimed at the role, built from the resume's own facts
    # From a language model
    REWRITE = "rewrite"  # a span of a field reworded by the model, guarded like every other change


class TextEdit(CamelModel):
    """Replace characters start..end of the field's original value with `text`. The edits of one field never
    overlap, so any subset of them applies cleanly. A line break inside a bullet splits it into two bullets."""

    start: int = Field(ge=0)
    end: int = Field(ge=0)
    text: str


class Improvement(CamelModel):
    id: str  # stable: the same resume always gives the same ids
    section: str  # 'Experience'
    location: str  # 'Experience › Senior Engineer, Acme › bullet 2'
    kind: ImprovementKind
    before: str  # the field as it was
    after: str  # the field with this change alone
    reason: str
    target: str  # the field in the resume: 'work.0.bullets.2', 'personalInfo.phone', 'sections.3.heading', 'skills'
    edit: TextEdit | None = None  # None for changes of structure: bullet_points and skills_group
    regroup: list[SkillGroup] | None = None  # skills_group: every skill written, under its new group
    order: list[int] | None = None  # bullet_order, skills_order: the target list's items by their old indexes


class Layout(StrEnum):
    """How the enhanced text is written."""

    STANDARD = "standard"  # the enhanced resume written by resume_to_text
    ORIGINAL = "original"  # the original text with the changes made in place (see writer/layout.py)


class GuardViolation(CamelModel):
    improvement_id: str
    fact: str  # as written in the rewrite, e.g. 'Google', '40%'
    kind: str  # FactKind value
    reason: str


class Advice(CamelModel):
    """Something only the candidate can add ('add a number here'), shown beside the line it is about, with the
    finding it comes from. Never written into the resume."""

    id: str  # stable, like an improvement's
    finding_id: str  # the finding it comes from: 'impact.not_quantified'
    section: str
    location: str  # 'Experience › Senior Engineer, Acme › bullet 2'
    target: str  # the field: 'work.0.bullets.2'
    line: str  # the field's text, as it stands in the original
    message: str


ADVICE_KINDS = (ImprovementKind.QUANTIFY_PROMPT,)
LEGACY_PROMPT = "[add a number]"  # what stored enhancements of before advice wrote into the text
QUANTIFY_FINDING = "impact.not_quantified"


def advice_of(improvement: Improvement) -> Advice:
    """A proposal that asks the candidate for something (a figure) as the advice it is."""
    return Advice(
        id=improvement.id,
        finding_id=QUANTIFY_FINDING,
        section=improvement.section,
        location=improvement.location,
        target=improvement.target,
        line=improvement.before,
        message=improvement.reason,
    )


class UncertainReason(StrEnum):
    COLUMNS = "columns"  # lines of two columns read across
    UNKNOWN_HEADING = "unknown_heading"  # a heading no vocabulary knows, taken as one from its layout
    UNPLACED_LINES = "unplaced_lines"  # lines the structure could not place in an entry or a group


UNCERTAIN_MESSAGES: dict[UncertainReason, str] = {
    UncertainReason.COLUMNS: "Its lines stood side by side in columns and were read across, so its entries may be "
    "mixed up.",
    UncertainReason.UNKNOWN_HEADING: "Its heading is not one Vitae knows, so it could not tell what the section holds.",
    UncertainReason.UNPLACED_LINES: "Some of its lines could not be placed in an entry or a group.",
}


class UncertainSection(CamelModel):
    """A section whose reading is a guess: written as it was in every version and export until the person fixes
    its structure in the builder."""

    heading: str
    kind: SectionKind
    reason: UncertainReason
    message: str = ""

    @model_validator(mode="after")
    def _explained(self) -> "UncertainSection":
        self.message = self.message or UNCERTAIN_MESSAGES[self.reason]
        return self


class Enhancement(CamelModel):
    base_resume: ParsedResume  # what the improvements refer to: the given resume with unplaced lines restored
    enhanced_resume: ParsedResume
    enhanced_content: str  # resume_to_text of the enhanced resume, or the original text changed in place
    improvements: list[Improvement]
    reverted: list[GuardViolation] = Field(default_factory=list)
    layout: Layout = Layout.STANDARD
    source_text: str = ""  # the original text, kept when the layout is "original"
    advice: list[Advice] = Field(default_factory=list)  # beside the lines, never in the text

    @model_validator(mode="before")
    @classmethod
    def _prompts_are_advice(cls, data: Any) -> Any:
        """An enhancement stored before prompts became advice held them as improvements that wrote '[add a
        number]' into the text: read, they are advice, and no text of them is ever applied."""
        if not isinstance(data, dict) or not isinstance(data.get("improvements"), list):
            return data
        prompts = [item for item in data["improvements"] if _kind_of(item) in ADVICE_KINDS]
        if not prompts:
            return data
        kept = [item for item in data["improvements"] if _kind_of(item) not in ADVICE_KINDS]
        advice = list(data.get("advice") or [])
        advice.extend(advice_of(Improvement.model_validate(item)) for item in prompts)
        return {**data, "improvements": kept, "advice": advice}


def _kind_of(item: object) -> object:
    if isinstance(item, Improvement):
        return item.kind
    return item.get("kind") if isinstance(item, dict) else None
