"""analyze_job_description: what a job posting asks for, read from its structure and the skills taxonomy.

The title, the parts of the posting (duties, requirements, nice-to-haves, benefits, company blurb), the hard skills
it names with how much it insists on each (required or preferred, how often, whether the title names it), the soft
skills, the degree and the years of experience it asks for, and the seniority of the role. Benefits and the
company blurb contribute nothing: a skill named only in 'About us' is not asked of the candidate.
"""

from collections import Counter
from enum import StrEnum
from functools import lru_cache

from pydantic import Field

from vitae.ats.models import CamelModel
from vitae.ats.posting_requirements import (
    SKILL_KINDS,
    Requirement,
    RequirementKind,
    Strength,
    by_insistence,
    read_requirements,
)
from vitae.ats.posting_sections import JOB_PARTS, PostingPart, Statement, layout_posting
from vitae.ats.posting_skills import PostingSkillReader, default_posting_skill_reader, find_soft_skills
from vitae.ats.requirements import (
    DegreeLevel,
    Seniority,
    allows_equivalent_experience,
    degree_fields,
    find_degrees,
    find_years,
    seniority_of_title,
)

MAX_YEARS_REQUIRED = 20  # more than this is a company's age or a typo, not a requirement
_SKILL_IN_YEARS_TAIL = 70  # characters after 'N years' in which a skill names what the years are of


class Importance(StrEnum):
    REQUIRED = "required"
    PREFERRED = "preferred"


class PostingSection(CamelModel):
    kind: PostingPart
    heading: str  # as written; '' for text under no heading
    text: str


class JobSkill(CamelModel):
    name: str  # canonical, e.g. 'Kubernetes'
    kind: str  # 'technology' (a tool or language) or 'competence' (a know-how or field of knowledge)
    importance: Importance
    mentions: int  # in the parts of the posting that describe the job
    in_title: bool  # the job title names it: 'Python Developer'
    surfaces: list[str]  # as written in the posting, e.g. ['K8s', 'Kubernetes']


class SoftSkillAsk(CamelModel):
    name: str
    mentions: int


class EducationRequirement(CamelModel):
    level: str  # 'bachelor', 'master', 'doctorate', 'associate', 'high school'
    fields: list[str]  # as written: ['Computer Science', 'Electrical Engineering']
    importance: Importance
    equivalent_experience: bool  # 'or equivalent practical experience'
    evidence: str  # the posting's sentence


class ExperienceRequirement(CamelModel):
    years: float  # the lower bound: '3-5 years' asks for 3
    max_years: float | None = None
    skill: str | None = None  # '5+ years of Python' -> 'Python'; None for experience in general
    importance: Importance
    evidence: str


class JobDescription(CamelModel):
    title: str
    seniority: Seniority | None
    sections: list[PostingSection]
    requirements: list[Requirement]  # one per thing asked, must-haves first
    hard_skills: list[JobSkill]  # each option of the skill requirements: required first, then by insistence
    soft_skills: list[SoftSkillAsk]
    education: EducationRequirement | None
    experience: list[ExperienceRequirement]
    years_required: float | None = Field(default=None, description="Years of experience in general the job requires")

    def skill(self, name: str) -> JobSkill | None:
        return next((skill for skill in self.hard_skills if skill.name == name), None)


def analyze_job_description(text: str, *, reader: PostingSkillReader | None = None) -> JobDescription:
    return _analyzed(text, reader or default_posting_skill_reader())


@lru_cache(maxsize=32)
def _analyzed(text: str, reader: PostingSkillReader) -> JobDescription:
    # A posting is matched, then tailored to, then exported: it is read once. The model is frozen, so it is shared.
    layout = layout_posting(text)
    job_statements = [statement for statement in layout.statements if statement.part in JOB_PARTS]
    education = _education(job_statements)
    experience = _experience(job_statements, reader)
    requirements = read_requirements(layout.title, layout.statements, reader)
    return JobDescription(
        title=layout.title,
        seniority=seniority_of_title(layout.title) if layout.title else None,
        sections=_sections(layout.statements),
        requirements=by_insistence(requirements),
        hard_skills=_hard_skills(requirements, reader),
        soft_skills=_soft_skills(job_statements),
        education=education,
        experience=experience,
        years_required=_years_required(experience),
    )


def _importance(part: PostingPart) -> Importance:
    # Text under no heading that states no requirement (a description of the team or product) names skills
    # the job touches, not ones it demands.
    return Importance.PREFERRED if part in (PostingPart.PREFERRED, PostingPart.OVERVIEW) else Importance.REQUIRED


def _sections(statements: list[Statement]) -> list[PostingSection]:
    sections: list[PostingSection] = []
    current: list[str] = []
    key: tuple[PostingPart, str] | None = None
    for statement in statements:
        if key != (statement.part, statement.heading) and current and key is not None:
            sections.append(PostingSection(kind=key[0], heading=key[1], text="\n".join(current)))
            current = []
        key = (statement.part, statement.heading)
        current.append(statement.text)
    if current and key is not None:
        sections.append(PostingSection(kind=key[0], heading=key[1], text="\n".join(current)))
    return sections


def _hard_skills(requirements: list[Requirement], reader: PostingSkillReader) -> list[JobSkill]:
    """Each option of the skill requirements as a skill of its own, at the strength of its strongest requirement."""
    taxonomy = reader.matcher.taxonomy
    skills: dict[str, JobSkill] = {}
    for requirement in requirements:
        if requirement.kind not in SKILL_KINDS:
            continue
        importance = Importance.PREFERRED if requirement.strength is Strength.PREFERRED else Importance.REQUIRED
        for name, surface, known in zip(requirement.options, requirement.surfaces, requirement.known, strict=True):
            skill = taxonomy.skill_named(name) if known else None
            kind = skill.kind if skill else "technology" if requirement.kind is RequirementKind.TOOL else "competence"
            earlier = skills.get(name)
            if earlier is not None and (
                earlier.importance is Importance.REQUIRED or importance is Importance.PREFERRED
            ):
                continue
            skills[name] = JobSkill(
                name=name,
                kind=kind,
                importance=importance,
                mentions=requirement.mentions,
                in_title=requirement.in_title,
                surfaces=[surface],
            )
    # Required first, the title's first among them, then by how often the posting names each, then as written.
    return sorted(
        skills.values(),
        key=lambda skill: (skill.importance is not Importance.REQUIRED, not skill.in_title, -skill.mentions),
    )


def _soft_skills(statements: list[Statement]) -> list[SoftSkillAsk]:
    counts: Counter[str] = Counter()
    for statement in statements:
        counts.update({name for name, _, _ in find_soft_skills(statement.text)})
    return [SoftSkillAsk(name=name, mentions=count) for name, count in counts.most_common()]


def _education(statements: list[Statement]) -> EducationRequirement | None:
    """The lowest degree the posting accepts ('BS, MS or PhD' accepts a bachelor's), required where any statement
    that names a degree is a requirement, preferred otherwise."""
    best: tuple[bool, int, Statement, DegreeLevel] | None = None
    for statement in statements:
        levels = [mention.level for mention in find_degrees(statement.text)]
        if not levels:
            continue
        required = _importance(statement.part) is Importance.REQUIRED
        candidate = (required, -min(levels), statement, min(levels))
        if best is None or (candidate[0], candidate[1]) > (best[0], best[1]):
            best = candidate
    if best is None:
        return None
    required, _, statement, level = best
    return EducationRequirement(
        level=level.label,
        fields=degree_fields(statement.text),
        importance=Importance.REQUIRED if required else Importance.PREFERRED,
        equivalent_experience=allows_equivalent_experience(statement.text),
        evidence=statement.text,
    )


def _experience(statements: list[Statement], reader: PostingSkillReader) -> list[ExperienceRequirement]:
    requirements: list[ExperienceRequirement] = []
    for statement in statements:
        if statement.part is PostingPart.RESPONSIBILITIES:
            continue  # 'you will mentor engineers with 2 years of experience' asks nothing of the candidate
        for mention in find_years(statement.text):
            if mention.years > MAX_YEARS_REQUIRED:
                continue
            taxonomy = reader.matcher.taxonomy
            skills = [
                found
                for found in reader.find(mention.tail[:_SKILL_IN_YEARS_TAIL])
                if taxonomy.skills[found.skill_id].kind == "technology"
            ]
            requirements.append(
                ExperienceRequirement(
                    years=mention.years,
                    max_years=mention.upper,
                    skill=skills[0].name if skills else None,
                    importance=_importance(statement.part),
                    evidence=statement.text,
                )
            )
    return requirements


def _years_required(experience: list[ExperienceRequirement]) -> float | None:
    """Years of experience in general: the most asked of experience not tied to one skill, else of any."""
    required = [item for item in experience if item.importance is Importance.REQUIRED]
    general = [item.years for item in required if item.skill is None]
    if general:
        return max(general)
    return max((item.years for item in required), default=None)
