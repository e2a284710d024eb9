"""match_resume: how well a resume fits one job posting, as a recruiter would weigh it, with the evidence.

The score (0-100) comes from ten signals, each 0-1, higher for a better fit:

    required     share of the posting's required skills the resume shows, each weighted by how much the posting
                 insists on it (named in the title, named often) and how specific it is (a tool counts more than a
                 field of knowledge such as 'computer science'); a missing tool earns part credit when the resume
                 shows a related one (skill_relatedness: Angular for React, GCP for AWS)
    preferred    the same for the nice-to-have skills
    role         agreement of where posting and resume sit among O*NET occupations, by their words (match_signals)
    tools        the same, by the occupations that use the tools each names
    title        share of the job title's telling words the resume uses
    statements   TF-IDF cosine of the posting's job statements and the resume's
    evidence     how closely the resume's best statements answer the posting statements they answer best
    experience   years the resume shows against years the posting asks (or its seniority implies)
    seniority    the posting's level against the resume's years, both ways (a new graduate fits entry roles)
    education    degree level against the one the posting asks

combined by a logistic model: score = 100 / (1 + exp(-(INTERCEPT + sum of COEFFICIENTS[signal] * signal))). The
coefficients are fitted once, by L2-regularised logistic regression, on 321 real postings labelled as suiting one
resume or not, and written here as constants; backend/scripts/fit_match_model.py refits them and prints the ROC AUC of
10-fold cross-validation (0.886). No coefficient is negative, so the score only rises with a signal (experience
fits to 0: seniority already carries what it tells, so it is shown as a check but not weighed). The
score reads as the chance that a recruiter would call the resume suited to the posting.

Missing data never counts against the candidate: a posting that asks no degree gives full marks for education.
A score of GOOD_MATCH_THRESHOLD (50) or more is a good match: more likely suited than not.
"""

import math
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from vitae.ats.dates import entry_range, today_month, years_of_experience
from vitae.ats.job_description import Importance, JobDescription, JobSkill
from vitae.ats.match_signals import (
    TITLE_RANK_WORDS,
    best_evidence,
    role_similarity,
    seniority_fit,
    statement_similarity,
    title_coverage,
    tools_similarity,
)
from vitae.ats.matcher import SkillMatcher, default_matcher
from vitae.ats.models import CamelModel
from vitae.ats.occupation import OccupationIndex, default_occupation_index
from vitae.ats.posting_skills import find_soft_skills
from vitae.ats.requirements import TYPICAL_YEARS, DegreeLevel, find_degrees, find_years
from vitae.ats.resume_evidence import SkillEvidence, gather_evidence
from vitae.ats.skill_families import category_members
from vitae.ats.skill_relatedness import SkillRelatedness, default_relatedness
from vitae.ats.term_vectors import OccupationVocabulary, default_vocabulary
from vitae.ats.text import stem, words
from vitae.resume.model import ParsedResume

GOOD_MATCH_THRESHOLD = 50
# Fitted by backend/scripts/fit_match_model.py; see the module's docstring.
COEFFICIENTS = {
    "required": 3.08,
    "preferred": 2.41,
    "role": 1.30,
    "tools": 2.06,
    "title": 1.81,
    "statements": 0.96,
    "evidence": 9.87,
    "experience": 0.00,
    "seniority": 2.00,
    "education": 3.55,
}
INTERCEPT = -14.85
TITLE_SIMILAR = 0.5  # title similarity from which two titles name the same kind of job
MAX_SUGGESTED_SKILLS = 5
_TITLE_EMPHASIS = 2.0  # a skill the job title names ('Python Developer') is the job
_COMPETENCE_WEIGHT = 0.2  # a field of knowledge ('algorithms') says less about fit than a tool, and is read less surely
_PRIOR_WEIGHT = 0.5  # pseudo-weight of a neutral half share, so that one skill does not decide a posting alone
# Credit for a skill by where the resume shows it, and for a missing one whose relative it shows.
_PROMINENT_CREDIT = 1.0
_WORK_CREDIT = 0.9
_LISTED_CREDIT = 0.75
_OTHER_WORDING_CREDIT = 0.9
RELATED_CREDIT = 0.8  # of a missing skill whose close relative the resume shows, times how related (skill_relatedness)


class KeywordEvidence(CamelModel):
    keyword: str  # the skill in the posting's wording
    importance: Importance
    evidence: list[str]  # where the resume shows it; empty for a missing keyword


class TitleMatch(CamelModel):
    job_title: str
    resume_title: str
    similar: bool
    similarity: float


class RequirementCheck(CamelModel):
    required: str  # '5+ years', 'bachelor in Computer Science'; '' when the posting asks nothing
    found: str  # what the resume shows
    met: bool


class MatchBreakdown(CamelModel):
    """Each signal of the score, 0-1, for the curious and for calibration (see the module's docstring)."""

    required: float
    preferred: float
    role: float
    tools: float
    title: float
    statements: float
    evidence: float
    experience: float
    seniority: float
    education: float


class JobMatch(CamelModel):
    match_score: int
    good_match: bool
    matched_keywords: list[KeywordEvidence]
    missing_keywords: list[KeywordEvidence]
    title_match: TitleMatch
    education_check: RequirementCheck
    experience_check: RequirementCheck
    soft_skills_matched: list[str]
    soft_skills_missing: list[str]
    suggestions: list[str]
    breakdown: MatchBreakdown


@dataclass(frozen=True)
class _Share:
    value: float
    matched: list[JobSkill]
    missing: list[JobSkill]


def match_resume(
    resume: ParsedResume,
    text: str,
    job: JobDescription,
    *,
    today: date | None = None,
    matcher: SkillMatcher | None = None,
    occupations: OccupationIndex | None = None,
    vocabulary: OccupationVocabulary | None = None,
    relatedness: SkillRelatedness | None = None,
) -> JobMatch:
    """How well a parsed resume (and its plain text) fits an analysed job posting. `today` only sets how long an
    ongoing job has lasted."""
    matcher = matcher or default_matcher()
    occupations = occupations or default_occupation_index()
    vocabulary = vocabulary or default_vocabulary()
    relatedness = relatedness or default_relatedness()
    evidence = gather_evidence(resume, text, matcher)
    by_name = {item.name: item for item in evidence.values()}
    required = _share(
        [skill for skill in job.hard_skills if skill.importance is Importance.REQUIRED], by_name, relatedness
    )
    preferred = _share(
        [skill for skill in job.hard_skills if skill.importance is Importance.PREFERRED], by_name, relatedness
    )
    title = _title_match(resume, job, occupations)
    years = resume_years(resume, today or date.today())
    experience_value, experience_check = _experience(job, years)
    education_value, education_check = _education(job, resume, years)
    soft_found = {name for name, _, _ in find_soft_skills(text)}
    taxonomy = matcher.taxonomy
    job_skill_ids = [skill.id for job_skill in job.hard_skills if (skill := taxonomy.skill_named(job_skill.name))]
    breakdown = MatchBreakdown(
        required=round(required.value, 3),
        preferred=round(preferred.value, 3),
        role=round(role_similarity(job, resume, vocabulary), 3),
        tools=round(tools_similarity(job_skill_ids, evidence, occupations), 3),
        title=round(title_coverage(job.title, resume, vocabulary), 3),
        statements=round(statement_similarity(job, resume, vocabulary), 3),
        evidence=round(best_evidence(job, resume, vocabulary), 3),
        experience=round(experience_value, 3),
        seniority=round(
            seniority_fit(job.seniority, years, graduating=is_graduating(resume, today or date.today())), 3
        ),
        education=round(education_value, 3),
    )
    score = round(100 * fit_probability(breakdown))
    matched = [_keyword(skill, by_name) for skill in (*required.matched, *preferred.matched)]
    missing = [_keyword(skill, by_name) for skill in (*required.missing, *preferred.missing)]
    return JobMatch(
        match_score=score,
        good_match=score >= GOOD_MATCH_THRESHOLD,
        matched_keywords=matched,
        missing_keywords=missing,
        title_match=title,
        education_check=education_check,
        experience_check=experience_check,
        soft_skills_matched=[ask.name for ask in job.soft_skills if ask.name in soft_found],
        soft_skills_missing=[ask.name for ask in job.soft_skills if ask.name not in soft_found],
        suggestions=suggestions_for(job, required, preferred, by_name, title, experience_check, education_check),
        breakdown=breakdown,
    )


def fit_probability(breakdown: MatchBreakdown) -> float:
    """The logistic model of the module's docstring: 0-1, rising with every signal."""
    logit = INTERCEPT + sum(weight * getattr(breakdown, name) for name, weight in COEFFICIENTS.items())
    return 1 / (1 + math.exp(-logit))


# Skills -----------------------------------------------------------------------------------------------------


def skill_weight(skill: JobSkill) -> float:
    """How much a posting's skill weighs: more when the title names it or the posting repeats it, less for a field
    of knowledge than for a tool."""
    weight = 1.0 + 0.5 * math.log(skill.mentions)
    if skill.in_title:
        weight *= _TITLE_EMPHASIS
    if skill.kind == "competence":
        weight *= _COMPETENCE_WEIGHT
    return weight


def skill_credit(skill: JobSkill, shown: SkillEvidence | None, *, exact: bool = True) -> float:
    """How fully a resume shows one skill, 0-1: best where a recruiter's skim lands (the summary, an entry's
    first bullets), less where it is only listed; and best in the posting's own wording, which an ATS matches
    literally ('JavaScript' is not found by a search for 'JS')."""
    if shown is None:
        return 0.0
    credit = _PROMINENT_CREDIT if shown.prominent else _WORK_CREDIT if shown.in_work else _LISTED_CREDIT
    written = {surface.lower() for surface in shown.surfaces}
    if exact and not any(surface.lower() in written for surface in skill.surfaces or [skill.name]):
        credit *= _OTHER_WORDING_CREDIT
    return credit


def related_credit(
    skill: JobSkill, evidence: dict[str, SkillEvidence], relatedness: SkillRelatedness | None = None
) -> tuple[float, str | None]:
    """Credit for a missing skill that the resume answers another way, and the skill that answers it as the resume
    writes it: full credit for a member of an asked category (Git for version control), part credit for a relative
    (Angular for React)."""
    members = [evidence[name] for name in sorted(category_members(skill.name)) if name in evidence]
    if members:
        best = max(members, key=lambda shown: skill_credit(skill, shown, exact=False))
        return skill_credit(skill, best, exact=False), _as_written(best)
    score, name = (relatedness or default_relatedness()).closest(skill.name, evidence)
    if name is None:
        return 0.0, None
    shown = evidence[name]
    return RELATED_CREDIT * score * skill_credit(skill, shown, exact=False), _as_written(shown)


def _as_written(shown: SkillEvidence) -> str:
    return shown.surfaces[0] if shown.surfaces else shown.name


def _share(skills: list[JobSkill], evidence: dict[str, SkillEvidence], relatedness: SkillRelatedness) -> _Share:
    matched = [skill for skill in skills if skill.name in evidence]
    missing = [skill for skill in skills if skill.name not in evidence]
    total = sum(skill_weight(skill) for skill in skills)
    shown = sum(skill_weight(skill) * skill_credit(skill, evidence.get(skill.name)) for skill in matched)
    shown += sum(skill_weight(skill) * related_credit(skill, evidence, relatedness)[0] for skill in missing)
    return _Share((shown + _PRIOR_WEIGHT * 0.5) / (total + _PRIOR_WEIGHT), matched, missing)


def _keyword(skill: JobSkill, evidence: dict[str, SkillEvidence]) -> KeywordEvidence:
    shown = evidence.get(skill.name)
    keyword = skill.surfaces[0] if skill.surfaces else skill.name
    places = [place.label for place in shown.places] if shown else []
    return KeywordEvidence(keyword=keyword, importance=skill.importance, evidence=places)


# Title --------------------------------------------------------------------------------------------------------


def resume_titles(resume: ParsedResume) -> list[str]:
    """The titles a resume gives its holder, most telling first: the headline, then jobs as listed."""
    titles = [resume.personal_info.headline, *(entry.title for entry in resume.work[:3]), *resume.mentions.job_titles]
    return [title.strip() for title in titles if title.strip()]


def _title_words(title: str) -> set[str]:
    return {stem(word) for word in words(title) if word not in TITLE_RANK_WORDS and not word.isdigit()}


def _cosine(left: dict[int, float], right: dict[int, float]) -> float:
    dot = sum(value * right.get(key, 0.0) for key, value in left.items())
    norm = math.sqrt(sum(v * v for v in left.values())) * math.sqrt(sum(v * v for v in right.values()))
    return dot / norm if norm else 0.0


@lru_cache(maxsize=256)
def _title_scores(occupations: OccupationIndex, title: str) -> dict[int, float]:
    # A match is computed three times per tailoring, and a resume's titles are the same for every posting.
    return occupations.title_scores(title)


def title_similarity(job_title: str, resume_title: str, occupations: OccupationIndex) -> float:
    """0-1: the shared words of two titles and the O*NET occupations both name, whichever says more."""
    job_words, resume_words = _title_words(job_title), _title_words(resume_title)
    if not job_words or not resume_words:
        return 0.0
    overlap = len(job_words & resume_words) / len(job_words | resume_words)
    occupation = _cosine(_title_scores(occupations, job_title), _title_scores(occupations, resume_title))
    return max(overlap, occupation)


def _title_match(resume: ParsedResume, job: JobDescription, occupations: OccupationIndex) -> TitleMatch:
    titles = resume_titles(resume)
    if not job.title or not titles:
        # Nothing to compare: neither for nor against.
        return TitleMatch(job_title=job.title, resume_title=titles[0] if titles else "", similar=False, similarity=0.5)
    scored = [(title_similarity(job.title, title, occupations), -index, title) for index, title in enumerate(titles)]
    similarity, _, best = max(scored)
    return TitleMatch(
        job_title=job.title, resume_title=best, similar=similarity >= TITLE_SIMILAR, similarity=round(similarity, 3)
    )


# Experience and education -------------------------------------------------------------------------------------


def resume_years(resume: ParsedResume, today: date) -> float | None:
    """Years of work the resume shows: its dated jobs, overlaps once, as an ATS counts them; what its summary states
    only when no job is dated (a claim the dates do not bear out is what the experience check points out)."""
    ranges = [dates for dates in (entry_range(entry) for entry in resume.work) if dates is not None]
    dated = years_of_experience(ranges, today)
    if dated is not None:
        return dated
    stated = [mention.years for mention in find_years(f"{resume.personal_info.headline}\n{resume.summary}")]
    return max(stated, default=None)


def is_graduating(resume: ParsedResume, today: date) -> bool:
    """Whether the resume's education ends in the future or within the past year: a new graduate to a recruiter."""
    now = today_month(today).months()
    for entry in resume.education:
        dates = entry_range(entry)
        if dates is not None and (dates.ongoing or (dates.end is not None and dates.end.months() >= now - 12)):
            return True
    return False


def _years_text(years: float) -> str:
    whole = round(years, 1)
    return f"{whole:g} year" + ("" if whole == 1 else "s")


def _experience(job: JobDescription, years: float | None) -> tuple[float, RequirementCheck]:
    asked = job.years_required
    implied = asked is None and job.seniority is not None
    if asked is None and job.seniority is not None:
        asked = TYPICAL_YEARS[job.seniority] or None
    found = _years_text(years) if years is not None else "no dated jobs"
    if asked is None:
        return 1.0, RequirementCheck(required="", found=found, met=True)
    required = f"{asked:g}+ years" + (f" (usual for a {job.seniority} role)" if implied and job.seniority else "")
    if years is None:
        return 0.5, RequirementCheck(required=required, found=found, met=False)
    value = min(1.0, (years + 0.5) / asked) ** 2
    return value, RequirementCheck(required=required, found=found, met=years + 0.5 >= asked)


def resume_degree(resume: ParsedResume) -> tuple[DegreeLevel, str]:
    """The highest degree a resume names, and the entry that names it."""
    best: tuple[DegreeLevel, str] = (DegreeLevel.NONE, "")
    for entry in resume.education:
        written = f"{entry.title} {entry.description}"
        for mention in find_degrees(written):
            if mention.level > best[0]:
                best = (mention.level, entry.title.strip())
    for degree in resume.mentions.degrees:
        for mention in find_degrees(degree):
            if mention.level > best[0]:
                best = (mention.level, degree)
    return best


def _education(job: JobDescription, resume: ParsedResume, years: float | None) -> tuple[float, RequirementCheck]:
    level, written = resume_degree(resume)
    found = written or ("no degree listed" if level is DegreeLevel.NONE else level.label)
    asked = job.education
    if asked is None:
        return 1.0, RequirementCheck(required="", found=found, met=True)
    required = asked.level + (f" in {', '.join(asked.fields)}" if asked.fields else "")
    asked_level = next(item for item in DegreeLevel if item.label == asked.level)
    if level >= asked_level:
        return 1.0, RequirementCheck(required=required, found=found, met=True)
    if asked.importance is Importance.PREFERRED:
        return 0.7, RequirementCheck(required=f"{required} (preferred)", found=found, met=False)
    if asked.equivalent_experience and years is not None and years >= 4:
        return 0.8, RequirementCheck(required=f"{required} or equivalent experience", found=found, met=True)
    shortfall = asked_level - level
    return max(0.0, 1.0 - 0.5 * shortfall), RequirementCheck(required=required, found=found, met=False)


# Suggestions --------------------------------------------------------------------------------------------------


def suggestions_for(
    job: JobDescription,
    required: _Share,
    preferred: _Share,
    evidence: dict[str, SkillEvidence],
    title: TitleMatch,
    experience: RequirementCheck,
    education: RequirementCheck,
) -> list[str]:
    """Concrete and honest: what to add if it is true, what to show better, never what to claim."""
    advice: list[str] = []
    for skill in sorted(required.missing, key=skill_weight, reverse=True)[:MAX_SUGGESTED_SKILLS]:
        advice.append(missing_skill_advice(skill))
    for skill in sorted(preferred.missing, key=skill_weight, reverse=True)[:2]:
        advice.append(missing_skill_advice(skill))
    for skill in required.matched:
        shown = evidence[skill.name]
        posting_word = skill.surfaces[0] if skill.surfaces else skill.name
        if not shown.in_work:
            advice.append(
                f"{posting_word} is only listed in your skills; the posting requires it, so add it to a bullet of the "
                "job or project where you used it."
            )
        elif posting_word not in shown.surfaces and all(
            surface.lower() != posting_word.lower() for surface in shown.surfaces
        ):
            advice.append(f"Write '{posting_word}' as the posting does (your resume says '{shown.surfaces[0]}').")
    if title.job_title and title.resume_title and not title.similar:
        advice.append(
            f"The posting is for a {title.job_title}; your resume's title is {title.resume_title}. If your work "
            "matches the role, let your summary say so in the posting's words (never retitle a past job)."
        )
    if experience.required and not experience.met:
        advice.append(
            f"The posting asks for {experience.required}; your resume shows {experience.found}. List every relevant "
            "role with its dates, including contract and part-time work, if you have it."
        )
    if education.required and not education.met:
        advice.append(
            f"The posting asks for a {education.required} degree; your resume shows {education.found}. If you hold "
            "it, list it under Education."
        )
    return advice


def missing_skill_advice(skill: JobSkill) -> str:
    word = skill.surfaces[0] if skill.surfaces else skill.name
    if skill.importance is Importance.REQUIRED:
        return f"The posting requires {word}; if you have used it, add it to the job where you did."
    return f"The posting would like {word}; if you have used it, mention it where you did."
