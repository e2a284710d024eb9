"""The plan: question counts from the duration, the mix by type, bank questions by role family, templates that
quote the resume and name the posting's skills; deterministic."""

import itertools
from collections import Counter

import pytest

from vitae.interview.bank import question_bank
from vitae.interview.context import job_context
from vitae.interview.models import (
    Difficulty,
    ExperienceLevel,
    InterviewPreferences,
    InterviewType,
    QuestionKind,
    QuestionSource,
    ResumeContext,
    ResumeEntry,
    RoleFamily,
)
from vitae.interview.planner import plan_interview, question_count
from vitae.interview.roles import role_family

POSTING = (
    "Backend Engineer\nRequirements: 5+ years with Python and PostgreSQL.\n"
    "Experience with Kubernetes required. You will design APIs and mentor engineers."
)
RESUME = ResumeContext(
    name="Jordan Rivera",
    entries=[
        ResumeEntry(
            title="Senior Backend Engineer",
            organization="Acme",
            bullets=["Led the migration of the billing service to Kubernetes, cutting deployment time by 60%"],
        )
    ],
    skills=["Python", "Kubernetes"],
)


def preferences(**changes: object) -> InterviewPreferences:
    base = InterviewPreferences(
        interview_type=InterviewType.MIXED,
        job_title="Backend Engineer",
        level=ExperienceLevel.MID,
        difficulty=Difficulty.STANDARD,
        duration_minutes=30,
        job_description=POSTING,
    )
    return base.model_copy(update=changes)


@pytest.mark.parametrize(("minutes", "count"), [(15, 5), (30, 8), (45, 11)])
def test_question_count_follows_the_duration(minutes: int, count: int) -> None:
    assert question_count(minutes) == count
    plan = plan_interview(preferences(duration_minutes=minutes), RESUME, job_context("Backend Engineer", POSTING))
    assert len(plan) == count
    assert len({question.text for question in plan}) == count


def test_mix_follows_the_type() -> None:
    job = job_context("Backend Engineer", POSTING)
    technical = plan_interview(preferences(interview_type=InterviewType.TECHNICAL), None, job)
    behavioral = plan_interview(preferences(interview_type=InterviewType.BEHAVIORAL), None, job)
    mixed = plan_interview(preferences(interview_type=InterviewType.MIXED), None, job)

    def kinds(plan: list) -> int:  # type: ignore[type-arg]
        return sum(question.kind is QuestionKind.TECHNICAL for question in plan[1:])

    assert kinds(technical) >= 5 and kinds(behavioral) == 0 and 2 <= kinds(mixed) <= 5


def test_opener_and_templates() -> None:
    story = plan_interview(
        preferences(interview_type=InterviewType.BEHAVIORAL), RESUME, job_context("Backend Engineer", POSTING), seed=1
    )
    assert story[0].text == "Tell me about yourself and what draws you to this Backend Engineer role."
    resume_questions = [question for question in story if question.source is QuestionSource.RESUME]
    assert (
        resume_questions and "At Acme, you \u201cled the migration of the billing service" in resume_questions[0].text
    )
    technical = plan_interview(
        preferences(interview_type=InterviewType.TECHNICAL), RESUME, job_context("Backend Engineer", POSTING), seed=1
    )
    resume_questions = [question for question in technical if question.source is QuestionSource.RESUME]
    assert resume_questions and resume_questions[0].text.startswith("Your resume lists ")
    assert any(skill in resume_questions[0].text for skill in RESUME.skills)
    job_questions = [question for question in technical if question.source is QuestionSource.JOB]
    posting_skills = ("Python", "PostgreSQL", "Kubernetes", "APIs")
    assert job_questions and all(any(skill in question.text for skill in posting_skills) for question in job_questions)


def test_bank_questions_come_from_the_role_family() -> None:
    plan = plan_interview(
        preferences(job_title="Registered Nurse", job_description="", interview_type=InterviewType.TECHNICAL),
        None,
        job_context("Registered Nurse", ""),
    )
    assert any("patient" in question.text.lower() for question in plan)


def test_repeatable_with_a_seed_and_drawn_anew_each_session() -> None:
    job = job_context("Backend Engineer", POSTING)
    assert plan_interview(preferences(), RESUME, job, seed=7) == plan_interview(preferences(), RESUME, job, seed=7)
    sessions = [{question.text for question in plan_interview(preferences(), None, job, seed)[1:]} for seed in range(8)]
    overlaps = [len(first & second) / len(first) for first in sessions for second in sessions if first is not second]
    assert sum(overlaps) / len(overlaps) <= 0.4


@pytest.mark.parametrize(
    ("title", "family"),
    [
        ("Software Engineer", RoleFamily.SOFTWARE),
        ("Data Scientist", RoleFamily.DATA),
        ("Product Designer", RoleFamily.DESIGN),
        ("Financial Analyst", RoleFamily.FINANCE),
        ("Registered Nurse", RoleFamily.HEALTHCARE),
        ("Account Executive", RoleFamily.SALES),
        ("Product Manager", RoleFamily.PRODUCT),
        ("Content Marketing Lead", RoleFamily.MARKETING),
        ("Supply Chain Coordinator", RoleFamily.OPERATIONS),
        ("Primary School Teacher", RoleFamily.EDUCATION),
        ("Electrician", RoleFamily.TRADES),
        ("Customer Service Representative", RoleFamily.SALES),
        ("Security Analyst", RoleFamily.SOFTWARE),
        ("Sales Manager", RoleFamily.SALES),
        ("Sales Engineer", RoleFamily.SALES),
        ("Data Analyst", RoleFamily.DATA),
        ("Chef", RoleFamily.GENERAL),
    ],
)
def test_role_family(title: str, family: RoleFamily) -> None:
    assert role_family(title) is family


@pytest.mark.parametrize(
    ("title", "interview_type"),
    [
        ("Primary School Teacher", InterviewType.TECHNICAL),
        ("Primary School Teacher", InterviewType.BEHAVIORAL),
        ("Registered Nurse", InterviewType.MIXED),
        ("Customer Service Representative", InterviewType.TECHNICAL),
        ("Graphic Designer", InterviewType.BEHAVIORAL),
    ],
)
def test_sessions_with_the_same_settings_share_few_questions(title: str, interview_type: InterviewType) -> None:
    """Twenty sessions with the same settings and no resume or posting, so that only the bank's draw differs."""
    settings = preferences(job_title=title, job_description="", interview_type=interview_type)
    job = job_context(title, "")
    plans = [plan_interview(settings, None, job, seed)[1:] for seed in range(20)]
    sessions = [{question.text for question in plan} for plan in plans]
    assert all(len(session) == len(plan) for session, plan in zip(sessions, plans, strict=True))
    overlaps = [len(first & second) / len(first) for first, second in itertools.combinations(sessions, 2)]
    assert sum(overlaps) / len(overlaps) <= 0.45
    # The question after the opener is not the same easy one every time.
    openers = Counter(plan[0].text for plan in plans)
    assert openers.most_common(1)[0][1] <= 8


def test_know_how_questions_still_come_from_the_trade() -> None:
    family_texts = {question.text for question in question_bank()[RoleFamily.EDUCATION].questions}
    settings = preferences(
        job_title="Primary School Teacher", job_description="", interview_type=InterviewType.TECHNICAL
    )
    job = job_context("Primary School Teacher", "")
    technical = [
        question
        for seed in range(20)
        for question in plan_interview(settings, None, job, seed)
        if question.kind is QuestionKind.TECHNICAL
    ]
    assert sum(question.text in family_texts for question in technical) / len(technical) >= 0.85
