"""score_resume: the four category scores, each 100 minus the points its findings take, and their weighted mean."""

from collections import Counter, defaultdict
from collections.abc import Sequence
from datetime import date
from functools import lru_cache

from vitae.ats.checks.ats_compliance import check_ats_compliance
from vitae.ats.checks.impact import check_conciseness_impact
from vitae.ats.checks.keywords import KeywordContext, check_keyword_density, job_match, skills_in_order
from vitae.ats.checks.recruiter import check_recruiter_friendliness
from vitae.ats.dates import years_of_experience
from vitae.ats.facts import ResumeFacts, gather_facts, split_sentences
from vitae.ats.job_description import analyze_job_description
from vitae.ats.matcher import SkillMatcher, default_matcher
from vitae.ats.models import (
    Category,
    CategoryScores,
    DetectedSkill,
    FileIssue,
    Finding,
    OccupationMatch,
    ResumeAnalysis,
)
from vitae.ats.occupation import default_occupation_index
from vitae.ats.occupation_meaning import OccupationReader, default_occupation_reader
from vitae.ats.posting_skills import PostingSkillReader, default_posting_skill_reader
from vitae.ats.profile import build_profile, titles_by_weight
from vitae.ats.rubric import CATEGORY_WEIGHTS, CHECKS
from vitae.ats.term_vectors import default_vocabulary
from vitae.language import default_english
from vitae.resume.model import ParsedResume
from vitae.resume.parser import parse_resume_text


@lru_cache(maxsize=16)
def read_and_score(text: str) -> tuple[ParsedResume, ResumeAnalysis]:
    """The one score of a text: parsed as any ATS reads it, without the file's layout, then scored. The last few
    texts are kept: an upload asks about its enhanced text twice (the enhancer's check that it scores no lower, and
    the version's own score). Both results are frozen models."""
    resume = parse_resume_text(text)
    return resume, score_resume(resume, text)


def score_resume(
    resume: ParsedResume,
    text: str,
    *,
    job_description: str | None = None,
    page_count: int | None = None,
    file_issues: Sequence[FileIssue] = (),
    today: date | None = None,
    matcher: SkillMatcher | None = None,
    occupations: OccupationReader | None = None,
) -> ResumeAnalysis:
    """Score a parsed resume and its plain text (in reading order).

    With a job description, keyword density is judged against its skills; without one, against the skills typical of
    the resume's nearest O*NET occupation. page_count and file_issues come from the document reader when known.
    `today` only sets how long ongoing jobs have lasted (for the subtitle); scores never depend on it.
    """
    matcher = matcher or default_matcher()
    occupations = occupations or default_occupation_reader()
    facts = gather_facts(
        resume,
        text,
        matcher=matcher,
        page_count=page_count,
        file_issues=file_issues,
        today=today or date.today(),
    )
    detected = _detected_skills(facts)
    estimate = occupations.read(*occupation_evidence(facts))
    # The posting's hard skills as job-description analysis reads them: the company blurb and benefits left out.
    job_skills = (
        [
            skill
            for wanted in analyze_job_description(job_description, reader=posting_reader(matcher)).hard_skills
            if (skill := matcher.taxonomy.skill_named(wanted.name)) is not None
        ]
        if job_description and job_description.strip()
        else []
    )
    findings = _apply_caps(
        [
            *check_ats_compliance(facts),
            *check_keyword_density(facts, KeywordContext(estimate, job_skills)),
            *check_recruiter_friendliness(facts),
            *check_conciseness_impact(facts),
        ]
    )
    scores = _category_scores(findings)
    years = years_of_experience([dates for dates in facts.work_ranges if dates is not None], facts.today)
    profile = build_profile(resume.work, facts.work_ranges, estimate, detected, years)
    return ResumeAnalysis(
        overall_score=overall_score(scores),
        category_scores=scores,
        findings=findings,
        detected_skills=detected,
        ai_title=profile.ai_title,
        ai_subtitle=profile.ai_subtitle,
        industry=profile.industry,
        specialization=profile.specialization,
        occupation=(
            OccupationMatch(
                code=estimate.occupation.code,
                title=estimate.occupation.title,
                major_group=estimate.occupation.major_group,
                confidence=estimate.confidence,
            )
            if estimate is not None and estimate.sure
            else None
        ),
        years_of_experience=None if years is None else round(years, 1),
        job_match=job_match(facts, job_skills),
    )


def occupation_evidence(facts: ResumeFacts) -> tuple[list[str], list[str]]:
    """What the occupation is read from: the job titles (most telling first, the headline when there are none) and
    the first statements of experience, or the summary's sentences when there are none."""
    titles = titles_by_weight(facts.resume.work, facts.work_ranges)
    headline = facts.resume.personal_info.headline.strip()
    if headline and len(titles) < 2:
        titles.append(headline)
    statements = [statement.text for statement in facts.statements] or split_sentences(facts.resume.summary)
    return titles, statements


def posting_reader(matcher: SkillMatcher) -> PostingSkillReader:
    return default_posting_skill_reader() if matcher is default_matcher() else PostingSkillReader(matcher)


def _apply_caps(findings: list[Finding]) -> list[Finding]:
    """A category cannot lose more than 100 points: later findings give up what would go past it, so the points
    shown always add up to exactly what the category lost."""
    remaining: dict[Category, int] = defaultdict(lambda: 100)
    capped = []
    for item in findings:
        points = min(item.points_lost, CHECKS[item.id].max_points, remaining[item.category])
        remaining[item.category] -= points
        capped.append(item if points == item.points_lost else item.model_copy(update={"points_lost": points}))
    return capped


def _category_scores(findings: list[Finding]) -> CategoryScores:
    lost: Counter[Category] = Counter()
    for item in findings:
        lost[item.category] += item.points_lost
    return CategoryScores(
        ats_compliance=100 - lost[Category.ATS_COMPLIANCE],
        keyword_density=100 - lost[Category.KEYWORD_DENSITY],
        recruiter_friendliness=100 - lost[Category.RECRUITER_FRIENDLINESS],
        conciseness_impact=100 - lost[Category.CONCISENESS_IMPACT],
    )


def overall_score(scores: CategoryScores) -> int:
    """The weighted mean of the category scores (weights in rubric.CATEGORY_WEIGHTS), rounded half up."""
    total = sum(weight * scores.of(category) for category, weight in CATEGORY_WEIGHTS.items())
    return int(total + 0.5)


def _detected_skills(facts: ResumeFacts) -> list[DetectedSkill]:
    surfaces: dict[int, list[str]] = defaultdict(list)
    for mention in facts.mentions:
        if mention.surface not in surfaces[mention.skill_id]:
            surfaces[mention.skill_id].append(mention.surface)
    counts = Counter(mention.skill_id for mention in facts.mentions)
    return [
        DetectedSkill(name=skill.name, kind=skill.kind, mentions=counts[skill.id], surfaces=surfaces[skill.id])
        for skill in skills_in_order(facts.mentions, facts.taxonomy.skills)
    ]


def prepare_scoring() -> None:
    """Load the taxonomy, the English pipeline and the sentence encoder, and build the matcher and occupation index
    now (about three seconds, once per process), so that the first upload is scored as fast as the rest. Call it at
    application start-up."""
    default_english()  # the opening verbs of bullets; the occupation index loads the encoder
    default_matcher()
    default_occupation_reader()
    default_vocabulary()  # the job match's word weights and occupation profiles
    default_occupation_index()  # the job match's reading of a posting's occupation
