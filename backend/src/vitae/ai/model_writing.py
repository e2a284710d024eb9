"""The writing tasks as a model does them: commentary on an analysis, enhancement, tailoring and a builder section.

Rewrites come as targeted edits (ai/edits.py), each passes the truthfulness guard, and the changed lines are checked
once more together; a model's edits that together state something new fail the call, and the offline engine answers.
Scores and match scores are always Vitae's own.
"""

import json
from dataclasses import dataclass

from pydantic import Field

from vitae.ai.checks import bounded_text, known_numbers
from vitae.ai.edits import EditList, TargetedEdit, TextField, improvements_from_edits, text_fields
from vitae.ai.prompts import COMMENTARY, ENHANCE, SECTION, SKILLS, TAILOR
from vitae.ai.readings import category_scores
from vitae.ai.structured import EngineFailure, ModelAccess
from vitae.ats import ResumeAnalysis
from vitae.ats.job_description import JobDescription
from vitae.ats.match import match_resume, missing_skill_advice
from vitae.render.text import resume_to_text
from vitae.resume.builder_import import resume_from_builder
from vitae.resume.builder_shape import (
    EDUCATION_SECTION_ID,
    PROJECTS_SECTION_ID,
    SKILLS_SECTION_ID,
    SUMMARY_SECTION_ID,
    WORK_SECTION_ID,
    BuilderResume,
)
from vitae.resume.model import CamelModel, ParsedResume
from vitae.writer import assistant
from vitae.writer.apply import apply_changes
from vitae.writer.completion import complete_resume
from vitae.writer.guard import SourceFacts, guard_changes, source_text_of
from vitae.writer.models import Enhancement, GuardViolation, Improvement
from vitae.writer.tailor import MissingKeyword, Tailoring

MAX_COMMENTARY_CHARACTERS = 1000
# The resume fields each builder section holds; the builder shows certifications with the projects.
_SECTION_FIELDS = {
    SUMMARY_SECTION_ID: ("summary",),
    WORK_SECTION_ID: ("work",),
    EDUCATION_SECTION_ID: ("education",),
    PROJECTS_SECTION_ID: ("projects", "certifications"),
}


class Commentary(CamelModel):
    commentary: str = Field(description="Two to four sentences for the candidate, no number that was not given")


class SkillCategory(CamelModel):
    name: str
    skills: list[str]


class SkillCategories(CamelModel):
    categories: list[SkillCategory]


@dataclass(frozen=True)
class GuardedEdits:
    resume: ParsedResume  # the base with the kept edits applied
    kept: list[Improvement]
    reverted: list[GuardViolation]


def _field_lines(fields: dict[str, TextField]) -> str:
    return "\n".join(f"{field.target}: {field.text}" for field in fields.values())


def _schema(model: type[CamelModel]) -> str:
    return json.dumps(model.model_json_schema())


def guarded_edits(
    base: ParsedResume, fields: dict[str, TextField], edits: list[TargetedEdit], facts: SourceFacts
) -> GuardedEdits:
    """The edits whose original text matches, each guarded, applied; edits that state nothing new one by one but do
    together fail the call."""
    kept, reverted = guard_changes(base, improvements_from_edits(fields, edits), facts)
    edited = apply_changes(base, kept)
    canonical = set(resume_to_text(base).splitlines())
    changed = "\n".join(line for line in resume_to_text(edited).splitlines() if line not in canonical)
    if facts.new_facts(changed):
        raise EngineFailure("The model's edits together state a fact the resume does not.")
    return GuardedEdits(edited, kept, reverted)


def commentary(call: ModelAccess, resume: ParsedResume, analysis: ResumeAnalysis) -> str:
    scores = "\n".join(
        [
            f"overall: {analysis.overall_score}",
            *(f"{name}: {score}" for name, score in category_scores(analysis).items()),
        ]
    )
    findings = sorted(analysis.findings, key=lambda finding: -finding.points_lost)
    finding_lines = "\n".join(f"- {finding.message} {finding.fix}" for finding in findings[:10]) or "- none"
    text = resume_to_text(resume)
    messages = COMMENTARY.render(schema=_schema(Commentary), scores=scores, findings=finding_lines, resume=text)
    written = bounded_text(call.structured(messages, Commentary).commentary, "commentary", MAX_COMMENTARY_CHARACTERS)
    known_numbers(written, f"{scores}\n{finding_lines}\n{text}")
    return written


def enhancement(call: ModelAccess, resume: ParsedResume, analysis: ResumeAnalysis, source_text: str) -> Enhancement:
    base = complete_resume(resume, source_text)
    fields = text_fields(base)
    messages = ENHANCE.render(
        schema=_schema(EditList),
        fields=_field_lines(fields),
        findings="\n".join(f"- {finding.message} {finding.fix}" for finding in analysis.findings) or "- none",
    )
    edits = call.structured(messages, EditList)
    canonical = resume_to_text(base)
    facts = SourceFacts(f"{source_text}\n{canonical}" if source_text.strip() else source_text_of(base))
    guarded = guarded_edits(base, fields, edits.edits, facts)
    return Enhancement(
        base_resume=base,
        enhanced_resume=guarded.resume,
        enhanced_content=resume_to_text(guarded.resume),
        improvements=guarded.kept,
        reverted=guarded.reverted,
    )


def tailoring(
    call: ModelAccess, resume: ParsedResume, text: str, job: JobDescription, base: Enhancement | None
) -> Tailoring:
    """The model rewords toward the posting; Vitae's matcher scores before and after and lists what is missing. A
    skill the resume lacked before must still be lacking after: tailoring never adds one."""
    start = base.enhanced_resume if base is not None else resume
    start_text = base.enhanced_content if base is not None else text
    sources = (source_text_of(resume), text, source_text_of(base.base_resume) if base is not None else "")
    facts = SourceFacts("\n".join(part for part in sources if part))
    before = match_resume(start, start_text, job)
    fields = text_fields(start)
    messages = TAILOR.render(
        schema=_schema(EditList),
        title=job.title or "(untitled)",
        matched=", ".join(keyword.keyword for keyword in before.matched_keywords) or "none",
        missing=", ".join(keyword.keyword for keyword in before.missing_keywords) or "none",
        fields=_field_lines(fields),
    )
    guarded = guarded_edits(start, fields, call.structured(messages, EditList).edits, facts)
    content = resume_to_text(guarded.resume)
    after = match_resume(guarded.resume, content, job)
    lacking = {keyword.keyword for keyword in before.missing_keywords}
    added = sorted(keyword.keyword for keyword in after.matched_keywords if keyword.keyword in lacking)
    if added:
        raise EngineFailure(f"The model's edits claim skills the resume lacks: {', '.join(added)}.")
    return Tailoring(
        base_resume=start,
        enhanced_resume=guarded.resume,
        enhanced_content=content,
        improvements=guarded.kept,
        reverted=guarded.reverted,
        keyword_matches=[keyword.keyword for keyword in after.matched_keywords],
        missing_keywords=[
            MissingKeyword(keyword=keyword.keyword, importance=keyword.importance, advice=_advice(job, keyword.keyword))
            for keyword in after.missing_keywords
        ],
        original_match_score=before.match_score,
        match_score=after.match_score,
    )


def _advice(job: JobDescription, keyword: str) -> str:
    skill = next((skill for skill in job.hard_skills if keyword in (*skill.surfaces, skill.name)), None)
    return missing_skill_advice(skill) if skill is not None else ""


def section_answer(call: ModelAccess, section: str, builder: BuilderResume) -> str:
    """The section improved, in the reply the builder applies (as the offline assistant writes it)."""
    resume = resume_from_builder(builder)
    if section == SKILLS_SECTION_ID:
        return _skills_answer(call, resume)
    keys = _SECTION_FIELDS.get(section)
    if keys is None:
        raise EngineFailure("The builder named no section the model can improve.")
    fields = {target: field for target, field in text_fields(resume).items() if target.split(".")[0] in keys}
    if not fields:
        raise EngineFailure("The section holds no text for the model to reword.")
    messages = SECTION.render(schema=_schema(EditList), section=section, fields=_field_lines(fields))
    guarded = guarded_edits(
        resume, fields, call.structured(messages, EditList).edits, SourceFacts(source_text_of(resume))
    )
    return assistant.enhance_section(section, resume, enhanced=guarded.resume).answer


def _skills_answer(call: ModelAccess, resume: ParsedResume) -> str:
    """The skills regrouped by the model: every skill written, each once, none added, group names stating nothing."""
    written = {skill.casefold(): skill for group in resume.skills for skill in group.skills}
    if not written:
        raise EngineFailure("The skills section is empty.")
    groups = "\n".join(f"{group.name or 'Skills'}: {', '.join(group.skills)}" for group in resume.skills)
    reply = call.structured(SKILLS.render(schema=_schema(SkillCategories), skills=groups), SkillCategories)
    returned = [skill.strip().casefold() for category in reply.categories for skill in category.skills]
    if len(returned) != len(set(returned)) or set(returned) != set(written):
        raise EngineFailure("The model's skills are not exactly the ones written.")
    names = [category.name.strip() for category in reply.categories if category.skills]
    if SourceFacts(f"{source_text_of(resume)}\n{groups}").new_facts("\n".join(names)):
        raise EngineFailure("The model's group names state something the resume does not.")
    payload = {
        "categories": [
            {
                "name": category.name.strip() or "Technical Skills",
                "skills": [written[s.strip().casefold()] for s in category.skills],
            }
            for category in reply.categories
            if category.skills
        ]
    }
    return (
        "Here are your skills, grouped more clearly, every one as you wrote it:\n\n```json\n"
        + json.dumps(payload, indent=2, ensure_ascii=False)
        + "\n```"
    )
