"""match_resume: how well a resume fits one job posting, as a recruiter would weigh it, with the evidence.

The posting is read into requirements (posting_requirements: typed, weighed by their sentence, an 'or' list as one)
and each is looked for in the resume (requirement_evidence: by name, by kind, by meaning; a dated job proves most,
the candidate's own summary least). The score (0-100) comes from eleven signals, each 0-1, higher for a better fit:

    required     weighted share of the required skills (must-haves weigh more) the resume shows, each by where
    preferred    the same for the nice-to-haves
    role         agreement of where posting and resume sit among O*NET occupations, by their words (match_signals)
    tools        the same, by the occupations that use the tools each names
    title        share of the job title's telling words the resume uses
    statements   TF-IDF cosine of the posting's job statements and the resume's
    evidence     how closely the resume's best statements answer the posting statements they answer best
    experience   years the resume shows against years the posting asks (or its seniority implies)
    seniority    the posting's level against the resume's years, both ways (a new graduate fits entry roles)
    education    degree level against the one the posting asks
    licence      0 when the posting insists on a clearance or licence the resume does not state

combined by a logistic model: chance = 1 / (1 + exp(-(INTERCEPT + sum of COEFFICIENTS[signal] * signal))). The
resume's side of the word signals leaves out its summary, so that a sentence of keywords there buys nothing. The
coefficients are fitted by L2-regularised logistic regression on 321 real postings labelled as suiting one resume or
not; the penalty, the meaning threshold and the discounts of requirement evidence (a place past an entry's first
bullets, other words than the posting's) are chosen by 10-fold cross-validation (backend/scripts/fit_match_model.py);
evals/matching.py prints the nested cross-validated ROC AUC (0.88) beside the fitted one. No coefficient is negative,
so the score only rises with a signal.

The score is the chance times 100, except that a missing must-have, or under half of the required skills shown,
holds it below the good-match band (held_score), and the card says which. A score of GOOD_MATCH_THRESHOLD (50) or
more is a good match. Missing data never counts against the candidate: a posting that asks no degree gives full
marks for education.
"""

import math
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
from vitae.ats.posting_requirements import SKILL_KINDS, Requirement, RequirementKind, Strength
from vitae.ats.posting_skills import find_soft_skills
from vitae.ats.requirement_evidence import (
    DISCOUNTS,
    MEANING_THRESHOLD,
    Discounts,
    RequirementEvidence,
    assess_requirements,
)
from vitae.ats.requirements import TYPICAL_YEARS, DegreeLevel, find_degrees, find_years
from vitae.ats.resume_evidence import PlaceKind, SkillEvidence, gather_evidence
from vitae.ats.skill_relatedness import SkillRelatedness, default_relatedness
from vitae.ats.term_vectors import OccupationVocabulary, default_vocabulary
from vitae.ats.text import stem, words
from vitae.resume.model import ParsedResume

GOOD_MATCH_THRESHOLD = 50
# Fitted by backend/scripts/fit_match_model.py; see the module's docstring.
COEFFICIENTS = {
    "required": 4.09,
    "preferred": 0.00,
    "role": 2.04,
    "tools": 0.81,
    "title": 1.83,
    "statements": 0.30,
    "evidence": 10.16,
    "experience": 0.00,
    "seniority": 2.14,
    "education": 5.89,
    "licence": 0.39,
}
INTERCEPT = -15.00
TITLE_SIMILAR = 0.5  # title similarity from which two titles name the same kind of job
_TITLE_EMPHASIS = 2.0  # a skill the job title names ('Python Developer') is the job
_COMPETENCE_WEIGHT = 0.2  # a field of knowledge ('algorithms') says less about fit than a tool, and is read less surely
_PRIOR_WEIGHT = 0.5  # pseudo-weight of a neutral half share, so that one skill does not decide a posting alone
_MUST_EMPHASIS = 1.5  # a skill the posting insists on
# A held score (a must-have missing) is the model's chance while that stays under HELD_KNEE, and above it the rest of
# the model's range squeezed into the points left below the good-match band: a held resume keeps its place among the
# weak matches it is as good as, and its order among the strong ones held with it.
HELD_KNEE = 40
# A good match shows at least this share of the required skills: 'Good match' beside '3 of the 9 required skills'
# reads as a contradiction to the person who sees both.
REQUIRED_SHARE_FOR_GOOD = 1 / 2


class KeywordEvidence(CamelModel):
    keyword: str  # the requirement in the posting's wording: 'Flutter', 'Java or C#'
    importance: Importance
    evidence: list[str]  # where the resume shows it; empty for a missing keyword
    must_have: bool = False  # the posting insists on it: missing, it holds the score below a good match
    shown_as: str = ""  # how the resume shows it when in other words: 'MySQL' for SQL
    advice: str = ""  # for a missing keyword, what to do about it if it is true; empty for a found one


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
    licence: float


class JobMatch(CamelModel):
    match_score: int
    good_match: bool
    matched_keywords: list[KeywordEvidence]
    missing_keywords: list[KeywordEvidence]
    required_met: int  # of the posting's required skills (must-haves included), how many the resume shows
    required_total: int
    missing_must_haves: list[str]  # in the posting's words; any of them holds the score below a good match
    title_match: TitleMatch
    education_check: RequirementCheck
    experience_check: RequirementCheck
    soft_skills_matched: list[str]
    soft_skills_missing: list[str]
    suggestions: list[str]
    breakdown: MatchBreakdown


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
    meaning_threshold: float = MEANING_THRESHOLD,
    discounts: Discounts = DISCOUNTS,
) -> JobMatch:
    """How well a parsed resume (and its plain text) fits an analysed job posting. `today` only sets how long an
    ongoing job has lasted."""
    matcher = matcher or default_matcher()
    occupations = occupations or default_occupation_index()
    vocabulary = vocabulary or default_vocabulary()
    relatedness = relatedness or default_relatedness()
    evidence = gather_evidence(resume, text, matcher)
    by_name = {item.name: item for item in evidence.values()}
    assessed = assess_requirements(job, resume, by_name, relatedness, threshold=meaning_threshold, discounts=discounts)
    skills = [item for item in assessed if item.requirement.kind in SKILL_KINDS]
    required = [item for item in skills if item.requirement.strength is not Strength.PREFERRED]
    preferred = [item for item in skills if item.requirement.strength is Strength.PREFERRED]
    # The words of the work, not of the candidate's own summary: a sentence of keywords there says nothing of fit.
    shown = resume.model_copy(update={"summary": ""})
    title = _title_match(shown, job, occupations)
    years = resume_years(resume, today or date.today())
    experience_value, experience_check = _experience(job, years)
    education_value, education_check = _education(job, resume, years)
    soft_found = {name for name, _, _ in find_soft_skills(text)}
    taxonomy = matcher.taxonomy
    job_skill_ids = [skill.id for job_skill in job.hard_skills if (skill := taxonomy.skill_named(job_skill.name))]
    missing_must = [item for item in assessed if item.requirement.strength is Strength.MUST and not item.met]
    breakdown = MatchBreakdown(
        required=round(coverage(required), 3),
        preferred=round(coverage(preferred), 3),
        role=round(role_similarity(job, shown, vocabulary), 3),
        tools=round(tools_similarity(job_skill_ids, _work_skill_ids(evidence), occupations), 3),
        title=round(title_coverage(job.title, shown, vocabulary), 3),
        statements=round(statement_similarity(job, shown, vocabulary), 3),
        evidence=round(best_evidence(job, shown, vocabulary), 3),
        experience=round(experience_value, 3),
        seniority=round(
            seniority_fit(job.seniority, years, graduating=is_graduating(resume, today or date.today())), 3
        ),
        education=round(education_value, 3),
        licence=0.0 if any(item.requirement.kind is RequirementKind.LICENCE for item in missing_must) else 1.0,
    )
    met = sum(item.met for item in required)
    score = held_score(fit_probability(breakdown), bool(missing_must), met, len(required))
    return JobMatch(
        match_score=score,
        good_match=score >= GOOD_MATCH_THRESHOLD,
        matched_keywords=[_keyword(item) for item in skills if item.met],
        missing_keywords=[_keyword(item) for item in skills if not item.met],
        required_met=met,
        required_total=len(required),
        missing_must_haves=[item.requirement.label for item in missing_must],
        title_match=title,
        education_check=education_check,
        experience_check=experience_check,
        soft_skills_matched=[ask.name for ask in job.soft_skills if ask.name in soft_found],
        soft_skills_missing=[ask.name for ask in job.soft_skills if ask.name not in soft_found],
        suggestions=suggestions_for(job, skills, missing_must, title, experience_check, education_check),
        breakdown=breakdown,
    )


def held_score(probability: float, missing_must_have: bool, met: int, total: int) -> int:
    """The score, 0-100. A missing must-have, or too few of the required skills shown, holds it below the
    good-match band, the model's chance up to HELD_KNEE and squeezed above it, so that held scores keep their order."""
    chance = 100 * probability
    if missing_must_have or (total and met < REQUIRED_SHARE_FOR_GOOD * total):
        if chance > HELD_KNEE:
            room = GOOD_MATCH_THRESHOLD - 1 - HELD_KNEE
            chance = HELD_KNEE + room * (chance - HELD_KNEE) / (100 - HELD_KNEE)
        return min(GOOD_MATCH_THRESHOLD - 1, round(chance))
    return round(chance)


def fit_probability(breakdown: MatchBreakdown) -> float:
    """The logistic model of the module's docstring: 0-1, rising with every signal."""
    logit = INTERCEPT + sum(weight * getattr(breakdown, name) for name, weight in COEFFICIENTS.items())
    return 1 / (1 + math.exp(-logit))


def _work_skill_ids(evidence: dict[int, SkillEvidence]) -> list[int]:
    return [
        skill_id
        for skill_id, item in evidence.items()
        if any(place.kind is not PlaceKind.CLAIM for place in item.places)
    ]


# Skills -----------------------------------------------------------------------------------------------------


def requirement_weight(requirement: Requirement) -> float:
    """How much a requirement weighs: more when the posting insists on it, names it in the title or repeats it,
    less for a field of knowledge than for a tool."""
    weight = 1.0 + 0.5 * math.log(requirement.mentions)
    if requirement.in_title:
        weight *= _TITLE_EMPHASIS
    if requirement.strength is Strength.MUST:
        weight *= _MUST_EMPHASIS
    if requirement.kind is RequirementKind.HARD_SKILL:
        weight *= _COMPETENCE_WEIGHT
    return weight


def skill_weight(skill: JobSkill) -> float:
    """How much one skill of the posting weighs, for ordering what a tailoring brings forward."""
    weight = 1.0 + 0.5 * math.log(skill.mentions)
    if skill.in_title:
        weight *= _TITLE_EMPHASIS
    if skill.kind == "competence":
        weight *= _COMPETENCE_WEIGHT
    return weight


def coverage(items: list[RequirementEvidence]) -> float:
    """The weighted share of the requirements the resume shows, each by its credit; a neutral half share stands in
    for a little weight, so that one requirement does not decide a posting alone."""
    total = sum(requirement_weight(item.requirement) for item in items)
    shown = sum(requirement_weight(item.requirement) * item.credit for item in items)
    return (shown + _PRIOR_WEIGHT * 0.5) / (total + _PRIOR_WEIGHT)


def _keyword(item: RequirementEvidence) -> KeywordEvidence:
    requirement = item.requirement
    proof = item.proof if item.met else None
    shown_as = proof.shown_as if proof is not None and proof.how != "named" else ""
    return KeywordEvidence(
        keyword=requirement.label,
        importance=Importance.PREFERRED if requirement.strength is Strength.PREFERRED else Importance.REQUIRED,
        evidence=proof.places if proof is not None else [],
        must_have=requirement.strength is Strength.MUST,
        shown_as=shown_as,
        advice="" if item.met else missing_advice(requirement),
    )


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
    skills: list[RequirementEvidence],
    missing_must: list[RequirementEvidence],
    title: TitleMatch,
    experience: RequirementCheck,
    education: RequirementCheck,
) -> list[str]:
    """Concrete and honest: what to show better, never what to claim. What to do about a missing skill is the advice
    of that missing keyword, so it is not said here a second time; only a must-have that is no skill (a licence) has
    no keyword to carry it."""
    advice = [missing_advice(item.requirement) for item in missing_must if item.requirement.kind not in SKILL_KINDS]
    for item in skills:
        proof = item.proof
        if proof is None or item.requirement.strength is Strength.PREFERRED:
            continue
        label = item.requirement.label
        if not item.met:
            if proof.how != "related":
                advice.append(
                    f"{label} appears only in your summary; the posting requires it, so show it in the job or "
                    "project where you used it."
                )
        elif not any(" › bullet" in place or "description" in place for place in proof.places):
            advice.append(
                f"{label} is only listed; the posting requires it, so add it to a bullet of the job or project "
                "where you used it."
            )
        elif proof.how == "named" and proof.shown_as.lower() != proof.option.lower():
            advice.append(f"Write '{proof.option}' as the posting does (your resume says '{proof.shown_as}').")
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


def missing_advice(requirement: Requirement) -> str:
    """What to do about a requirement the resume does not show, if the person has it."""
    if requirement.strength is Strength.MUST:
        return (
            f"The posting insists on {requirement.label}, which your resume does not show; until it does, the match "
            "stays below a good match. If you have it, show it in the job where you used it."
        )
    return requirement_advice(requirement)


def requirement_advice(requirement: Requirement) -> str:
    if requirement.strength is Strength.PREFERRED:
        return f"The posting would like {requirement.label}; if you have used it, mention it where you did."
    return f"The posting requires {requirement.label}; if you have used it, add it to the job where you did."


def missing_skill_advice(skill: JobSkill) -> str:
    word = skill.surfaces[0] if skill.surfaces else skill.name
    if skill.importance is Importance.REQUIRED:
        return f"The posting requires {word}; if you have used it, add it to the job where you did."
    return f"The posting would like {word}; if you have used it, mention it where you did."
