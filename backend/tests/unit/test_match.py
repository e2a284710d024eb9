"""Match score: a fitting resume beats an unrelated one, evidence and checks, honest suggestions, determinism."""

from datetime import date

from tests.unit.job_fixtures import BACKEND_POSTING, FRONTEND_ML_POSTING, backend_resume, resume_text
from vitae.ats.job_description import Importance, analyze_job_description
from vitae.ats.match import GOOD_MATCH_THRESHOLD, JobMatch, match_resume, resume_years
from vitae.resume.model import Entry, ParsedResume, SkillGroup

TODAY = date(2025, 1, 1)


def match(resume: ParsedResume, posting: str) -> JobMatch:
    return match_resume(resume, resume_text(resume), analyze_job_description(posting), today=TODAY)


def nurse_resume() -> ParsedResume:
    return ParsedResume(
        summary="Registered nurse caring for patients in intensive care.",
        work=[
            Entry(
                title="Registered Nurse",
                organization="City Hospital",
                start_date="2015-01",
                end_date="present",
                bullets=["Administered medication", "Monitored vital signs"],
            )
        ],
        education=[Entry(title="Bachelor of Science in Nursing", organization="State University")],
        skills=[SkillGroup(name="Skills", skills=["Patient care", "Phlebotomy"])],
    )


def test_a_fitting_resume_beats_an_unrelated_one() -> None:
    fitting, unrelated = match(backend_resume(), BACKEND_POSTING), match(nurse_resume(), BACKEND_POSTING)
    assert fitting.match_score > unrelated.match_score + 20
    assert fitting.good_match and fitting.match_score >= GOOD_MATCH_THRESHOLD
    assert not unrelated.good_match


def test_the_same_resume_fits_its_own_field_better() -> None:
    assert (
        match(backend_resume(), BACKEND_POSTING).match_score > match(backend_resume(), FRONTEND_ML_POSTING).match_score
    )


def test_keywords_carry_importance_and_evidence() -> None:
    result = match(backend_resume(), BACKEND_POSTING)
    matched = {keyword.keyword: keyword for keyword in result.matched_keywords}
    assert matched["Django"].importance is Importance.REQUIRED
    assert "Experience › Software Engineer, Globex › bullet 3" in matched["Django"].evidence
    assert matched["PostgreSQL"].evidence, "'Postgres' in a bullet shows PostgreSQL"
    missing = {keyword.keyword: keyword for keyword in result.missing_keywords}
    assert missing["Kubernetes"].importance is Importance.REQUIRED and missing["Kubernetes"].evidence == []
    assert missing["Go"].importance is Importance.PREFERRED


def test_checks() -> None:
    result = match(backend_resume(), BACKEND_POSTING)
    assert result.experience_check.met and result.experience_check.required == "5+ years"
    assert result.education_check.met
    assert result.title_match.job_title == "Senior Backend Engineer"
    phd = match(backend_resume(), FRONTEND_ML_POSTING)
    assert not phd.education_check.met and not phd.experience_check.met


def test_suggestions_are_honest_and_concrete() -> None:
    result = match(backend_resume(), BACKEND_POSTING)
    missing = {keyword.keyword: keyword.advice for keyword in result.missing_keywords}
    assert (
        missing["Kubernetes"]
        == "The posting requires Kubernetes; if you have used it, add it to the job where you did."
    )
    assert all(keyword.advice == "" for keyword in result.matched_keywords)
    assert any("Write 'PostgreSQL' as the posting does" in line for line in result.suggestions)
    # What to do about a missing skill is said once, beside it, not again among the suggestions.
    assert not any("Kubernetes" in line for line in result.suggestions)


def test_a_posting_without_skills_is_neutral() -> None:
    result = match(backend_resume(), "Engineer\nWe are hiring.")
    assert 0 <= result.match_score <= 100
    assert result.matched_keywords == [] and result.missing_keywords == []


def test_deterministic() -> None:
    assert match(backend_resume(), BACKEND_POSTING) == match(backend_resume(), BACKEND_POSTING)


def test_years_come_from_the_dated_jobs_and_from_the_summary_only_without_them() -> None:
    claimed = backend_resume().model_copy(update={"summary": "Backend developer with 15 years of experience."})
    assert resume_years(claimed, date(2025, 1, 1)) == resume_years(backend_resume(), date(2025, 1, 1))
    undated = claimed.model_copy(
        update={
            "work": [entry.model_copy(update={"dates": "", "start_date": "", "end_date": ""}) for entry in claimed.work]
        }
    )
    assert resume_years(undated, date(2025, 1, 1)) == 15
