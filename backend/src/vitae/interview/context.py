"""What the interviewer knows before the first question: the candidate's resume entries and skills, and what the
job posting asks for."""

import re
from collections import Counter

from vitae.ats import find_skills
from vitae.ats.job_description import analyze_job_description
from vitae.ats.text import stem
from vitae.interview.lexicon import FUNCTION_WORDS
from vitae.interview.models import InterviewPreferences, JobContext, ResumeContext, ResumeEntry
from vitae.resume.builder_shape import SKILLS_SECTION_ID, SUMMARY_SECTION_ID, BuilderResume
from vitae.resume.model import ParsedResume

MAX_JOB_SKILLS = 12
MAX_JOB_TERMS = 25
# Words every posting uses, which say nothing about this job.
_POSTING_BOILERPLATE = frozenset(
    [
        "we're",
        "work",
        "working",
        "team",
        "teams",
        "company",
        "role",
        "position",
        "job",
        "candidate",
        "candidates",
        "ideal",
        "opportunity",
        "opportunities",
        "benefits",
        "salary",
        "equal",
        "employer",
        "including",
        "include",
        "includes",
        "ability",
        "able",
        "strong",
        "excellent",
        "good",
        "great",
        "plus",
        "preferred",
        "required",
        "requirements",
        "responsibilities",
        "qualifications",
        "experience",
        "years",
        "year",
        "join",
        "looking",
        "help",
        "across",
        "within",
        "environment",
        "new",
        "using",
        "use",
        "based",
        "will",
        "must",
        "should",
        "may",
        "other",
        "well",
        "best",
        "highly",
        "apply",
        "applicants",
        "status",
        "gender",
        "race",
        "religion",
        "disability",
        "veteran",
        "orientation",
        "national",
        "origin",
        "please",
    ]
)
_WORD = re.compile(r"[a-z][a-z+#-]{3,}")
_PLACEHOLDER = re.compile(
    r"[\w -]{0,40}\s+.{1,200}?\s+position requiring\s+(?:technical|behaviou?ral|mixed)\s+expertise", re.IGNORECASE
)


def is_placeholder(job_description: str) -> bool:
    """The line the setup writes when no posting was given ('Mid-Level Nurse position requiring Technical
    expertise', SPEC §5): it states no requirement and is no posting."""
    return bool(_PLACEHOLDER.fullmatch(job_description.strip()))


def posting_text(preferences: InterviewPreferences) -> str:
    """The job posting the candidate gave, or '' when there is none."""
    return "" if is_placeholder(preferences.job_description) else preferences.job_description


def job_context(job_title: str, job_description: str) -> JobContext:
    """The posting's hard skills (required first, as `analyze_job_description` ranks them), its soft skills, how it
    writes each skill, and its distinctive words, for JD-aware questions and for counting its terms in answers."""
    if is_placeholder(job_description):
        job_description = ""
    posting = analyze_job_description(job_description) if job_description.strip() else None
    hard = posting.hard_skills[:MAX_JOB_SKILLS] if posting else []
    words = Counter(
        word
        for word in _WORD.findall(job_description.lower())
        if word not in FUNCTION_WORDS and word not in _POSTING_BOILERPLATE
    )
    terms = [word for word, count in words.most_common() if count >= 2 or len(words) < 40][:MAX_JOB_TERMS]
    return JobContext(
        title=job_title.strip(),
        required_skills=[skill.name for skill in hard],
        soft_skills=[skill.name for skill in posting.soft_skills] if posting else [],
        written_as={skill.name: skill.surfaces[0] for skill in hard if skill.surfaces},
        terms=terms,
    )


def terms_used(answer_lower: str, answer_stems: set[str], job: JobContext) -> list[str]:
    """The posting's skills and distinctive words that an answer uses, as the posting names them."""
    used: list[str] = []
    answer_skills = {mention.name for mention in find_skills(answer_lower)}
    for skill in job.required_skills:
        if skill in answer_skills or skill.lower() in answer_lower:
            used.append(skill)
    for term in job.terms:
        if stem(term) in answer_stems and term not in (name.lower() for name in used):
            used.append(term)
    return used


def _entry(title: str, organization: str, description: str, bullets: list[str]) -> ResumeEntry:
    lines = [bullet.strip() for bullet in bullets if bullet.strip()]
    if description.strip():
        lines.append(description.strip())
    return ResumeEntry(title=title.strip(), organization=organization.strip(), bullets=lines)


def resume_context_from_builder(resume: BuilderResume) -> ResumeContext:
    """The builder's shape (what the client keeps as resumeData) as the interviewer reads it."""
    entries: list[ResumeEntry] = []
    skills: list[str] = []
    summary = ""
    for section in resume.sections:
        if section.id == SUMMARY_SECTION_ID:
            summary = section.content or ""
        elif section.id == SKILLS_SECTION_ID:
            skills += [skill for category in section.categories or [] for skill in category.skills if skill.strip()]
        else:
            entries += [
                _entry(item.title, item.subtitle, item.description, item.bullets)
                for item in section.items or []
                if item.title or item.subtitle
            ]
    return ResumeContext(name=resume.personal_info.name, summary=summary, entries=entries, skills=skills)


def resume_context_from_parsed(resume: ParsedResume) -> ResumeContext:
    entries = [
        _entry(entry.title, entry.organization, entry.description, entry.bullets)
        for entry in [*resume.work, *resume.projects]
        if entry.title or entry.organization
    ]
    skills = [skill for group in resume.skills for skill in group.skills if skill.strip()]
    return ResumeContext(name=resume.personal_info.name, summary=resume.summary, entries=entries, skills=skills)
