"""Job posting analysis: sections by headings and cues, the blurb ignored, importance, years, education, seniority."""

import pytest

from tests.unit.job_fixtures import BACKEND_POSTING, FRONTEND_ML_POSTING
from vitae.ats.job_description import Importance, JobDescription, analyze_job_description
from vitae.ats.posting_sections import PostingPart, heading_part, layout_posting
from vitae.ats.requirements import DegreeLevel, Seniority, find_degrees, find_years, seniority_of_title


@pytest.fixture(scope="module")
def backend() -> JobDescription:
    return analyze_job_description(BACKEND_POSTING)


def test_title_and_seniority(backend: JobDescription) -> None:
    assert backend.title == "Senior Backend Engineer"
    assert backend.seniority is Seniority.SENIOR


def test_sections_are_classified_by_their_headings(backend: JobDescription) -> None:
    kinds = [(section.kind, section.heading) for section in backend.sections]
    assert kinds == [
        (PostingPart.COMPANY, "About Acme"),
        (PostingPart.RESPONSIBILITIES, "Responsibilities"),
        (PostingPart.REQUIREMENTS, "Requirements"),
        (PostingPart.PREFERRED, "Nice to have"),
        (PostingPart.BENEFITS, "What we offer"),
    ]


def test_company_blurb_and_benefits_contribute_nothing(backend: JobDescription) -> None:
    names = {skill.name for skill in backend.hard_skills}
    assert "Salesforce" not in names and "Tableau" not in names
    assert not any("Peloton" in surface for skill in backend.hard_skills for surface in skill.surfaces)


def test_importance_follows_the_section(backend: JobDescription) -> None:
    importance = {skill.name: skill.importance for skill in backend.hard_skills}
    assert importance["Python"] is Importance.REQUIRED
    assert importance["Django"] is Importance.REQUIRED
    assert importance["Kubernetes"] is Importance.REQUIRED
    assert importance["Go"] is Importance.PREFERRED
    assert importance["Terraform"] is Importance.PREFERRED
    required = [skill.importance for skill in backend.hard_skills]
    assert required == sorted(required, key=lambda item: item is Importance.PREFERRED), "required skills come first"


def test_counts_and_surfaces(backend: JobDescription) -> None:
    python = backend.skill("Python")
    assert python is not None and python.mentions == 2 and python.surfaces == ["Python"]


def test_years_and_education(backend: JobDescription) -> None:
    assert backend.years_required == 5
    assert backend.education is not None
    assert backend.education.level == "bachelor"
    assert backend.education.fields == ["Computer Science"]
    assert backend.education.importance is Importance.REQUIRED


def test_soft_skills(backend: JobDescription) -> None:
    assert {ask.name for ask in backend.soft_skills} >= {"Communication", "Collaboration"}


def test_years_of_a_skill_and_doctorate() -> None:
    job = analyze_job_description(FRONTEND_ML_POSTING)
    assert job.seniority is Seniority.STAFF
    assert job.education is not None and job.education.level == "doctorate"
    assert [(item.years, item.skill) for item in job.experience] == [(10, "Deep learning")]
    assert job.skill("Machine learning") is not None and job.skill("Machine learning").in_title  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("5+ years of Python experience", [5.0]),
        ("three to five years of professional experience", [3.0]),
        ("Minimum of 7 years experience as a software engineer", [7.0]),
        ("We have been in business for 30 years", []),
        ("10 paid holidays per year", []),
    ],
)
def test_reading_years(text: str, years: list[float]) -> None:
    assert [mention.years for mention in find_years(text)] == years


def test_glued_headings_of_scraped_postings_are_found() -> None:
    layout = layout_posting(
        "Backend Engineer\nWe build tools for ships.What You Will DoBuild APIs in Python.What You BringExperience "
        "with Django is required.Bonus PointsExperience with Rust"
    )
    parts = [(statement.part, statement.text) for statement in layout.statements]
    assert (PostingPart.RESPONSIBILITIES, "Build APIs in Python.") in parts
    assert (PostingPart.REQUIREMENTS, "Experience with Django is required.") in parts
    assert (PostingPart.PREFERRED, "Experience with Rust") in parts


def test_cue_phrases_override_the_heading() -> None:
    layout = layout_posting(
        "Engineer\nRequirements\nPython.\nKnowledge of Go is a plus.\nWe are an equal opportunity employer."
    )
    parts = {statement.text: statement.part for statement in layout.statements}
    assert parts["Knowledge of Go is a plus."] is PostingPart.PREFERRED
    assert parts["We are an equal opportunity employer."] is PostingPart.COMPANY


@pytest.mark.parametrize(
    ("line", "part"),
    [
        ("Preferred Qualifications:", PostingPart.PREFERRED),
        ("Must Have", PostingPart.REQUIREMENTS),
        ("About Us", PostingPart.COMPANY),
        ("What We Offer", PostingPart.BENEFITS),
        ("Key Responsibilities", PostingPart.RESPONSIBILITIES),
        ("Python and Django experience", None),
    ],
)
def test_heading_part(line: str, part: PostingPart | None) -> None:
    assert heading_part(line) is part


@pytest.mark.parametrize(
    ("title", "level"),
    [
        ("Sr. Software Engineer", Seniority.SENIOR),
        ("Lead Software Engineer", Seniority.STAFF),
        ("Software Engineer II", Seniority.MID),
        ("Python Developer", None),
    ],
)
def test_seniority_of_title(title: str, level: Seniority | None) -> None:
    assert seniority_of_title(title) is level


def test_everyday_words_are_not_skills() -> None:
    job = analyze_job_description("Engineer\nRequirements\nBuild world-class tools that impact the USA and contribute.")
    assert job.hard_skills == []


def test_a_product_alias_ending_another_name_is_not_the_product() -> None:
    flight = analyze_job_description("Flight Dynamics Engineer\nRequirements\nFORTRAN and orbital mechanics.")
    assert "Microsoft Dynamics" not in {skill.name for skill in flight.hard_skills}
    crm = analyze_job_description("CRM Developer\nRequirements\n3+ years with Salesforce and Dynamics.")
    assert "Microsoft Dynamics" in {skill.name for skill in crm.hard_skills}


def test_a_niche_product_is_a_name_written_as_it_is() -> None:
    posting = "Engineer\nRequirements\nMentor junior engineers, new-grads and interns in Python.\nJob ID: A28"
    assert {skill.name for skill in analyze_job_description(posting).hard_skills} == {"Python"}


def test_a_niche_name_in_shouted_capitals_or_opening_a_statement_is_a_word() -> None:
    posting = (
        "Software Engineer\nResponsibilities\nAnalyze and maintain existing software applications.\n"
        "Requirements\nPython.\n*JOBS ADVERTISED IN THE HUB ARE FOR 3RD PARTIES*"
    )
    assert {skill.name for skill in analyze_job_description(posting).hard_skills} == {"Python"}


def test_deterministic() -> None:
    assert analyze_job_description(BACKEND_POSTING) == analyze_job_description(BACKEND_POSTING)


def test_a_field_written_with_its_value_does_not_open_a_section() -> None:
    job = analyze_job_description(
        "Backend Engineer\nLocation: Austin, TXSalary: DOEWe need 5+ years of experience with Python and Django."
    )
    assert {skill.name for skill in job.hard_skills} >= {"Python", "Django"}
    assert job.years_required == 5


def test_the_role_described_under_a_perks_heading_still_counts() -> None:
    job = analyze_job_description(
        "Engineer\nWhy Join Us\nWe move fast. We are looking for engineers who are responsible for building Kafka "
        "pipelines."
    )
    assert job.skill("Apache Kafka") is not None


@pytest.mark.parametrize(
    ("text", "level"),
    [("Pursuing a M.S or Ph.D. in Computer Science", DegreeLevel.MASTER), ("B.S in Physics", DegreeLevel.BACHELOR)],
)
def test_a_degree_abbreviation_without_its_last_dot(text: str, level: DegreeLevel) -> None:
    assert min(mention.level for mention in find_degrees(text)) is level
