"""Matching as a recruiter reads it, on invented postings and resumes of each shape a real one takes: a must-have
the resume lacks, a skill shown by a synonym or a tool of its kind, boilerplate, an 'or' list, years as written,
and a sentence of keywords appended to the summary."""

from datetime import date

import pytest

from tests.unit.job_fixtures import backend_resume, resume_text
from vitae.ats.job_description import analyze_job_description
from vitae.ats.match import GOOD_MATCH_THRESHOLD, JobMatch, held_score, match_resume
from vitae.ats.posting_requirements import RequirementKind, Strength
from vitae.resume.model import Entry, ParsedResume, PersonalInfo, SkillGroup

TODAY = date(2025, 1, 1)

MOBILE_POSTING = """Senior Flutter Developer
About the role
You will build our consumer app used by millions of shoppers.
Requirements
- Extensive experience in Flutter and Dart
- Experience with REST APIs and SQL databases
- Strong communication skills
"""

JAVA_POSTING = """Backend Java Developer
Minimum Required Skills
- Java, SQL and Eclipse
- Building APIs for web clients
- Object-oriented programming
"""


def java_resume() -> ParsedResume:
    return ParsedResume(
        personal_info=PersonalInfo(name="Sam Lee", email="sam@example.com"),
        summary="Backend developer building services for banks.",
        work=[
            Entry(
                title="Java Developer",
                organization="Northwind",
                dates="Mar 2018 - Present",
                start_date="2018-03",
                end_date="present",
                bullets=[
                    "Designed RESTful Web services in Java for the payments team",
                    "Stored account history in MySQL and tuned its slowest queries",
                    "Cut the code base by a third by applying Object-Oriented Design patterns",
                ],
            )
        ],
        skills=[SkillGroup(name="Tools", skills=["Eclipse", "Maven", "Git"])],
    )


def match(resume: ParsedResume, posting: str) -> JobMatch:
    return match_resume(resume, resume_text(resume), analyze_job_description(posting), today=TODAY)


def required_line(result: JobMatch) -> str:
    return f"{result.required_met} of {result.required_total}"


def test_a_missing_must_have_holds_the_score_below_a_good_match_and_says_which() -> None:
    result = match(backend_resume(), MOBILE_POSTING)
    assert {"Flutter", "Dart"} <= set(result.missing_must_haves)
    assert result.match_score < GOOD_MATCH_THRESHOLD and not result.good_match
    missing = {keyword.keyword: keyword for keyword in result.missing_keywords}
    assert missing["Flutter"].must_have and missing["Dart"].must_have
    assert "below a good match" in missing["Flutter"].advice
    assert not any("Flutter" in line for line in result.suggestions), "said once, beside the missing keyword"


def test_a_hard_requirement_sentence_makes_its_skills_must_haves() -> None:
    posting = "Frontend Engineer\nWhat we need\n- Typescript and React experience are hard requirements\n- Git"
    result = match(backend_resume(), posting)
    assert {"Typescript", "React"} <= set(result.missing_must_haves)
    assert result.match_score < GOOD_MATCH_THRESHOLD


def test_the_score_and_the_required_line_never_disagree() -> None:
    for posting in (MOBILE_POSTING, JAVA_POSTING, "Data Engineer\nRequirements\n- Spark, Scala, Airflow, Hive, Kafka"):
        for resume in (backend_resume(), java_resume()):
            result = match(resume, posting)
            if result.good_match:
                assert not result.missing_must_haves, required_line(result)
                assert 2 * result.required_met >= result.required_total, required_line(result)


def test_a_synonym_or_a_tool_of_the_kind_asked_meets_the_requirement() -> None:
    result = match(java_resume(), JAVA_POSTING)
    found = {keyword.keyword: keyword for keyword in result.matched_keywords}
    assert found["SQL"].shown_as == "MySQL", "MySQL shows SQL"
    assert "APIs" in found, "RESTful Web services show APIs"
    assert "Object-oriented programming" in found, "Object-Oriented Design patterns show it"
    assert result.required_met == result.required_total, [keyword.keyword for keyword in result.missing_keywords]
    assert result.good_match


def test_a_requirement_written_in_another_inflection_is_named_not_guessed() -> None:
    resume = java_resume()
    resume.work[0].bullets[0] = "Troubleshooting failed payments with the support desk"
    result = match(resume, "Support Engineer\nRequirements\n- Ability to troubleshoot failed payments")
    found = {keyword.keyword: keyword for keyword in result.matched_keywords}
    assert "troubleshoot" in found and found["troubleshoot"].shown_as == "", "named, as an ATS that stems finds it"
    going = java_resume()
    going.work[0].bullets[0] = "Going through failed payments with the support desk"
    posting = "Backend Engineer\nRequirements\n- Experience with Go and Kafka"
    assert "Go" in {keyword.keyword for keyword in match(going, posting).missing_keywords}


def test_boilerplate_asks_nothing() -> None:
    posting = """Backend Engineer
Basic Qualifications
- Python and Django
- Must be legally authorized to work in the United States without visa sponsorship
- To apply, submit your resume and a cover letter through our careers page
We are an equal opportunity employer and consider applicants regardless of race, color or religion.
"""
    job = analyze_job_description(posting)
    labels = {requirement.label for requirement in job.requirements}
    assert {"Python", "Django"} <= labels
    assert all("Basic" not in label and "authori" not in label.lower() for label in labels)
    assert {requirement.kind for requirement in job.requirements} == {RequirementKind.TOOL}


def test_an_or_list_is_one_requirement_met_by_any_option() -> None:
    posting = """Software Engineer
Requirements
- Production experience with Java or C#
- Degree in Computer Science or Computer Engineering
- A cloud platform such as AWS, GCP or Azure
- Kafka, RabbitMQ or similar message brokers
"""
    job = analyze_job_description(posting)
    tools = {
        requirement.label: requirement for requirement in job.requirements if requirement.kind is RequirementKind.TOOL
    }
    assert tools["Java or C#"].options == ["Java", "C#"]
    assert "AWS, GCP or Azure" in tools and "Kafka, RabbitMQ or similar" not in tools
    assert any(len(requirement.options) == 2 and "RabbitMQ" in requirement.options for requirement in tools.values())
    degree = next(requirement for requirement in job.requirements if requirement.kind is RequirementKind.DEGREE)
    assert degree.options == ["Computer Science", "Computer Engineering"], "one degree, either field"
    result = match(java_resume(), posting)
    assert "Java or C#" in {keyword.keyword for keyword in result.matched_keywords}


@pytest.mark.parametrize("lead", ["at least one of", "one or more of", "any of", "either"])
def test_a_list_introduced_as_a_choice_is_one_requirement(lead: str) -> None:
    job = analyze_job_description(f"Platform Engineer\nRequirements\n- Experience with {lead} Java, Kotlin or Scala")
    tools = [requirement for requirement in job.requirements if requirement.kind is RequirementKind.TOOL]
    assert [requirement.options for requirement in tools] == [["Java", "Kotlin", "Scala"]]
    result = match(java_resume(), f"Platform Engineer\nRequirements\n- Hands-on work in {lead} Scala, Java, Kotlin")
    assert result.required_met == result.required_total == 1


def test_a_list_in_brackets_or_closed_by_etc_gives_examples_of_one_requirement() -> None:
    posting = """Frontend Engineer
Requirements
- Strong background in frontend testing (Vitest, Playwright, Jest, Cypress)
- Experience with message brokers: Kafka, RabbitMQ, ActiveMQ, etc.
- TypeScript and React
"""
    options = {tuple(requirement.options) for requirement in analyze_job_description(posting).requirements}
    assert {("TypeScript",), ("React",)} <= options, "a list with no brackets and no 'etc.' asks each"
    assert any(len(option) == 4 and "Cypress" in option for option in options)
    assert ("Apache Kafka", "RabbitMQ") in options


def test_a_scrape_with_pictograph_headings_and_glued_list_marks_is_read_by_section() -> None:
    posting = (
        "Frontend Engineer\nWe build tools for gardeners. Your work will shape the product.\U0001f3af Key "
        "Responsibilities:* Build screens in React* Review code\U0001f527 Requirements:* 5+ years of frontend work* "
        "Expert-level knowledge of TypeScript\U0001f31f Nice to have:* Experience with Svelte"
    )
    job = analyze_job_description(posting)
    strengths = {requirement.label: requirement.strength for requirement in job.requirements}
    assert strengths["React"] is Strength.REQUIRED
    assert strengths["TypeScript"] is Strength.MUST
    assert strengths["Svelte"] is Strength.PREFERRED
    assert job.years_required == 5


def test_benefits_under_a_duties_heading_a_scrape_kept_ask_nothing() -> None:
    posting = """Backend Engineer
Responsibilities
- Build payment services in Java
- We offer the following benefits to eligible employees: medical insurance and paid time off.
- In addition to Health Savings Account options like dependent care and tuition reimbursement.
"""
    labels = {requirement.label for requirement in analyze_job_description(posting).requirements}
    assert labels == {"Java"}


def test_a_held_score_keeps_its_place_among_the_weak_matches() -> None:
    assert held_score(0.3, True, 1, 1) == 30, "below the knee a held score is the model's chance"
    strong, stronger = held_score(0.8, True, 1, 1), held_score(0.95, True, 1, 1)
    assert held_score(0.45, True, 1, 1) < strong < stronger < GOOD_MATCH_THRESHOLD
    assert held_score(0.9, False, 1, 4) < GOOD_MATCH_THRESHOLD, "a quarter of the required skills"
    assert held_score(0.9, False, 2, 4) == 90


def test_years_are_read_as_written() -> None:
    job = analyze_job_description("Backend Engineer\nRequirements\n- At least 3 yrs of experience with Java")
    years = [requirement for requirement in job.requirements if requirement.kind is RequirementKind.YEARS]
    assert [(requirement.years, requirement.options) for requirement in years] == [(3.0, ["Java"])]
    assert job.years_required == 3
    java = next(requirement for requirement in job.requirements if requirement.label == "Java")
    assert java.strength is Strength.MUST, "'at least' insists"


def test_nice_to_haves_are_preferred_and_never_hold_the_score() -> None:
    posting = (
        "Backend Engineer\nRequirements\n- Python and Django\n- Kubernetes is a bonus\n- Terraform would be a plus"
    )
    job = analyze_job_description(posting)
    strengths = {requirement.label: requirement.strength for requirement in job.requirements}
    assert strengths["Kubernetes"] is Strength.PREFERRED and strengths["Terraform"] is Strength.PREFERRED
    assert match(backend_resume(), posting).missing_must_haves == []


@pytest.mark.parametrize("posting", [MOBILE_POSTING, JAVA_POSTING])
def test_a_sentence_of_keywords_appended_to_the_summary_moves_the_score_by_at_most_5(posting: str) -> None:
    for resume in (backend_resume(), java_resume()):
        before = match(resume, posting)
        asked = [requirement.label for requirement in analyze_job_description(posting).requirements][:6]
        stuffed = resume.model_copy(update={"summary": f"{resume.summary} Experienced in {', '.join(asked)}."})
        after = match(stuffed, posting)
        assert abs(after.match_score - before.match_score) <= 5, (before.match_score, after.match_score)
        assert after.missing_must_haves == before.missing_must_haves, "a summary claim meets no must-have"
