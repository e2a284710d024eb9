"""Questions for every trade: each family's bank asks what that work needs; a skill or a number appears only when the
posting or the resume states it; 'the posting' only when there is one; resume lines quoted only when clean."""

import re

import pytest

from vitae.interview.bank import question_bank
from vitae.interview.context import job_context
from vitae.interview.models import (
    Difficulty,
    ExperienceLevel,
    InterviewPreferences,
    InterviewType,
    QuestionSource,
    ResumeContext,
    ResumeEntry,
    RoleFamily,
)
from vitae.interview.planner import plan_interview

FAMILIES = [
    RoleFamily.HEALTHCARE,
    RoleFamily.EDUCATION,
    RoleFamily.SALES,
    RoleFamily.DESIGN,
    RoleFamily.FINANCE,
    RoleFamily.OPERATIONS,
    RoleFamily.TRADES,
    RoleFamily.DATA,
    RoleFamily.SOFTWARE,
]


def technical(title: str, description: str = "", minutes: int = 45) -> InterviewPreferences:
    return InterviewPreferences(
        interview_type=InterviewType.TECHNICAL,
        job_title=title,
        level=ExperienceLevel.MID,
        difficulty=Difficulty.STANDARD,
        duration_minutes=minutes,
        job_description=description,
    )


def plan_texts(title: str, description: str = "", resume: ResumeContext | None = None, seed: int = 3) -> list[str]:
    plan = plan_interview(technical(title, description), resume, job_context(title, description), seed=seed)
    return [question.text for question in plan]


@pytest.mark.parametrize("family", FAMILIES)
def test_every_family_has_its_own_technical_questions(family: RoleFamily) -> None:
    bank = question_bank()[family]
    assert sum(question.kind == "technical" for question in bank.questions) >= 6


@pytest.mark.parametrize(
    ("title", "words"),
    [
        ("Registered Nurse", ("triage", "medication", "patient", "deteriorat", "infection")),
        ("Secondary School Teacher", ("lesson", "behaviour", "pupil", "assessment", "class")),
        ("Electrician", ("job", "fault", "safe", "site", "regulations", "equipment")),
        ("Customer Service Representative", ("customer", "call", "policy")),
        (
            "Data Analyst",
            (
                "data",
                "report",
                "dashboard",
                "median",
                "analys",
                "join",
                "missing",
                "metric",
                "overfit",
                "precision",
                "test",
                "numbers",
                "correlation",
            ),
        ),
    ],
)
def test_technical_questions_fit_the_trade(title: str, words: tuple[str, ...]) -> None:
    body = plan_texts(title)[1:]
    fitting = [text for text in body if any(word in text.lower() for word in words)]
    assert len(fitting) >= len(body) // 2, body


def test_an_analyst_is_not_asked_to_build_a_recommendation_system() -> None:
    for seed in range(8):
        assert not any("recommendation system" in text for text in plan_texts("Data Analyst", seed=seed))


def test_nothing_names_the_posting_or_a_number_without_a_posting() -> None:
    placeholder = "Mid-Level Nurse position requiring Technical expertise"
    for title in ("Registered Nurse", "Oracle Designer", "Backend Engineer", "Sales Manager"):
        for description in ("", placeholder):
            for seed in range(4):
                texts = plan_texts(title, description, seed=seed)
                assert not any("posting" in text.lower() or "role calls for" in text for text in texts), texts
                assert not any(re.search(r"\d", text) for text in texts), texts


def test_a_skill_is_named_only_when_posting_or_resume_states_it() -> None:
    resume = ResumeContext(skills=["React", "TypeScript"])
    for seed in range(6):
        texts = plan_texts("Frontend Developer", resume=resume, seed=seed)
        named = [text for text in texts if text.startswith(("Your resume lists", "This role calls for"))]
        assert named and all("React" in text or "TypeScript" in text for text in named)


def test_resume_lines_are_quoted_only_when_clean() -> None:
    resume = ResumeContext(
        entries=[
            ResumeEntry(
                title="Nurse",
                organization="City Hospital",
                bullets=["linkedin.com/in/someone EXPERIENCE Ward nurse on a busy surgical unit for three years"],
            ),
            ResumeEntry(
                title="Staff Nurse",
                organization="County Clinic",
                bullets=["Cut missed medication doses on the ward by introducing a second check at handover"],
            ),
        ]
    )
    preferences = technical("Registered Nurse").model_copy(update={"interview_type": InterviewType.BEHAVIORAL})
    for seed in range(4):
        plan = plan_interview(preferences, resume, job_context("Registered Nurse", ""), seed=seed)
        quoted = [question.text for question in plan if question.source is QuestionSource.RESUME]
        assert quoted and all("County Clinic" in text and "linkedin" not in text for text in quoted)
