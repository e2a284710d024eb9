"""Tailoring: reorders and rewords what the resume proves, never adds a fact, raises or keeps the match score."""

from datetime import date

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.unit.job_fixtures import BACKEND_POSTING, backend_resume, resume_text
from vitae.ats.job_description import analyze_job_description
from vitae.ats.matcher import default_matcher
from vitae.writer.claims import ClaimChecker
from vitae.writer.guard import SourceFacts, find_new_facts, new_facts_in
from vitae.writer.models import ImprovementKind
from vitae.writer.tailor import Tailoring, tailor_resume

TODAY = date(2025, 1, 1)
# Skills the fixture resume does not have, which random postings ask for.
ABSENT_SKILLS = [
    "Kubernetes",
    "Terraform",
    "Rust",
    "Scala",
    "Apache Kafka",
    "GraphQL",
    "TensorFlow",
    "PyTorch",
    "Salesforce",
    "Tableau",
    "MongoDB",
    "Ruby on Rails",
    "Swift",
    "Kotlin",
    "Microsoft Azure",
    "Snowflake",
]
PRESENT_SKILLS = ["Python", "Django", "PostgreSQL", "Redis", "Docker", "JavaScript", "REST APIs", "Git"]


def tailor(posting: str) -> Tailoring:
    resume = backend_resume()
    return tailor_resume(resume, resume_text(resume), analyze_job_description(posting), base=None, today=TODAY)


def test_changes_of_each_kind() -> None:
    result = tailor(BACKEND_POSTING)
    kinds = {change.kind for change in result.improvements}
    assert {
        ImprovementKind.SUMMARY_FOCUS,
        ImprovementKind.BULLET_ORDER,
        ImprovementKind.SKILLS_ORDER,
    } <= kinds
    globex = result.enhanced_resume.work[0]
    assert globex.bullets[:2] == [
        "Tuned Postgres queries and added Redis caching",
        "Built REST APIs in Django serving 2 million requests a day",
    ], "the bullets that show what the posting asks first"
    assert sorted(globex.bullets) == sorted(backend_resume().work[0].bullets), "reordered, nothing lost"
    # Python is only listed, Docker shown in a job of a year and a half: neither is claimed for six years.
    assert result.enhanced_resume.summary.startswith(
        "Software Engineer with 6+ years of experience in Django, PostgreSQL and Redis."
    )
    assert result.enhanced_resume.summary.endswith(backend_resume().summary)


def test_alias_renamed_to_the_posting_wording() -> None:
    result = tailor("Frontend Engineer\nRequirements\n- 3+ years of JavaScript")
    assert "JavaScript" in result.enhanced_resume.skills[0].skills
    assert "JS" not in result.enhanced_resume.skills[0].skills
    assert any(change.kind is ImprovementKind.KEYWORD_WORDING for change in result.improvements)


def test_missing_requirements_are_a_gap_list_not_written_in() -> None:
    result = tailor(BACKEND_POSTING)
    missing = {keyword.keyword: keyword for keyword in result.missing_keywords}
    assert "Kubernetes" in missing and "Kubernetes" in missing["Kubernetes"].advice
    assert "Kubernetes" not in result.enhanced_content
    assert "Python" in result.keyword_matches


PLATFORM_POSTING = """Platform Engineer
Responsibilities
- Run services on Kubernetes and AWS
- Write Python tooling and Redis caches
Requirements
- 3+ years with Docker and Terraform
"""


def test_raises_the_match_score() -> None:
    result = tailor(PLATFORM_POSTING)
    assert result.match_score > result.original_match_score
    assert tailor(BACKEND_POSTING).match_score >= tailor(BACKEND_POSTING).original_match_score


def test_deterministic() -> None:
    assert tailor(BACKEND_POSTING) == tailor(BACKEND_POSTING)


postings = st.builds(
    lambda title, required, preferred, years: (
        f"{title}\nRequirements\n"
        + "".join(f"- {years}+ years of experience with {skill}\n" for skill in required)
        + "Nice to have\n"
        + "".join(f"- {skill} is a plus\n" for skill in preferred)
    ),
    st.sampled_from(["Backend Engineer", "Data Engineer", "Staff Platform Engineer", "Developer"]),
    st.lists(st.sampled_from(ABSENT_SKILLS + PRESENT_SKILLS), min_size=1, max_size=6, unique=True),
    st.lists(st.sampled_from(ABSENT_SKILLS), max_size=3, unique=True),
    st.integers(min_value=1, max_value=12),
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(postings)
def test_random_postings_never_add_a_fact(posting: str) -> None:
    resume = backend_resume()
    result = tailor(posting)
    found = {mention.name for mention in default_matcher().find(result.enhanced_content)}
    original = {mention.name for mention in default_matcher().find(resume_text(resume))}
    assert found <= original, f"skills written in: {found - original}"
    # The one figure a tailoring may write is the years of a claim its dated jobs bear out.
    checker = ClaimChecker(resume, resume_text(resume), TODAY)
    assert new_facts_in(result.enhanced_content, SourceFacts(resume_text(resume)), checker) == []
    assert checker.unsupported(result.enhanced_content) == []
    assert result.match_score >= result.original_match_score


def test_a_name_inside_a_skills_item_takes_the_posting_wording() -> None:
    resume = backend_resume()
    resume.skills[0].skills.append("SQL (Postgres, SQLite)")
    posting = "Backend Engineer\nRequirements\n- Experience with PostgreSQL and SQLite"
    result = tailor_resume(resume, resume_text(resume), analyze_job_description(posting), base=None, today=TODAY)
    assert "SQL (PostgreSQL, SQLite)" in result.enhanced_resume.skills[0].skills
    assert find_new_facts(resume_text(resume), result.enhanced_content) == []


def test_a_summary_that_opens_with_the_role_is_not_given_the_role_twice() -> None:
    resume = backend_resume().model_copy(
        update={"summary": "Software engineer with 6 years of experience building web services. I like small teams."}
    )
    result = tailor_resume(
        resume, resume_text(resume), analyze_job_description(BACKEND_POSTING), base=None, today=TODAY
    )
    summary = result.enhanced_resume.summary
    assert summary.lower().count("software engineer") == 1
    assert summary.startswith("Software engineer with 6 years of experience building web services. Experienced in ")
    assert summary.endswith("I like small teams.")


def test_a_bullet_says_a_skill_it_shows_in_the_posting_words() -> None:
    resume = backend_resume()
    resume.work[0].bullets.append("Ran the billing service on k8s")
    resume.work[1].bullets.append("Stored audit events in MySQL")
    resume.skills[1].skills.append("Kubernetes")
    posting = "Platform Engineer\nRequirements\n- Kubernetes in production\n- Strong SQL"
    result = tailor_resume(resume, resume_text(resume), analyze_job_description(posting), base=None, today=TODAY)
    bullets = [bullet for entry in result.enhanced_resume.work for bullet in entry.bullets]
    assert "Ran the billing service on Kubernetes" in bullets, "an alias, said as the posting says it"
    assert "Stored audit events in MySQL (SQL)" in bullets, "a tool of the kind asked, named beside it"
    assert "Docker containers" not in " ".join(bullets)
    checker = ClaimChecker(resume, resume_text(resume), TODAY)
    assert new_facts_in(result.enhanced_content, SourceFacts(resume_text(resume)), checker) == []


def test_experience_claims_pass_only_where_dated_jobs_bear_them_out() -> None:
    resume = backend_resume().model_copy(update={"summary": "Don't want to work with CSS or PHP."})
    checker = ClaimChecker(resume, resume_text(resume), TODAY)
    assert checker.unsupported("Software Engineer with 5+ years of experience in Django.") == []
    assert checker.unsupported("Experienced in Docker and Redis.") == []
    unsupported = {
        claim.text: claim.reason
        for text in (
            "Engineer with 8+ years of experience in Django.",
            "Engineer with 3+ years of experience in Python.",
            "Expert in Kubernetes.",
            "Experienced in CSS.",
        )
        for claim in checker.unsupported(text)
    }
    assert "8+ years of experience in Django" in unsupported, "the jobs that show Django add up to 6 years"
    assert "no dated job shows Python" in unsupported["3+ years of experience in Python"], "only listed"
    assert "Expert in Kubernetes" in unsupported
    assert "does not want or know" in unsupported["Experienced in CSS"]
