"""Tailoring rewords and reorders what a bullet already proves toward the posting, and only that; the match score
gives credit for the evidence it brings forward. Invented resumes and postings of each shape."""

from datetime import date

from tests.unit.job_fixtures import resume_text
from vitae.ats.job_description import analyze_job_description
from vitae.ats.match import match_resume
from vitae.resume.model import Entry, ParsedResume, PersonalInfo, SkillGroup
from vitae.writer.claims import ClaimChecker
from vitae.writer.guard import SourceFacts, new_facts_in
from vitae.writer.tailor import Tailoring, cased_as, proving_order, tailor_resume

TODAY = date(2025, 6, 1)
DATA_POSTING = """Data Platform Engineer
Requirements
- Strong SQL skills
- Experience building ETL pipelines
"""


def data_resume(summary: str = "Engineer who likes tidy data.") -> ParsedResume:
    return ParsedResume(
        personal_info=PersonalInfo(name="Rosa Vint", email="rosa@example.org"),
        summary=summary,
        work=[
            Entry(
                title="Data Engineer",
                organization="Harbourline",
                dates="Mar 2020 - Present",
                start_date="2020-03",
                end_date="present",
                bullets=[
                    "Ran the weekly vendor review meeting",
                    "Wrote the team's onboarding guide",
                    "Organised two hackathons for the office",
                    "Kept shipment records in MySQL for the routing service",
                    "Maintained a PHP storefront for spare parts",
                ],
            ),
        ],
        skills=[SkillGroup(name="Tools", skills=["MySQL", "PHP", "Git"])],
    )


def tailor(resume: ParsedResume, posting: str) -> Tailoring:
    return tailor_resume(resume, resume_text(resume), analyze_job_description(posting), base=None, today=TODAY)


def bullets_of(result: Tailoring) -> list[str]:
    return [bullet for entry in result.enhanced_resume.work for bullet in entry.bullets]


def assert_truthful(resume: ParsedResume, result: Tailoring) -> None:
    checker = ClaimChecker(resume, resume_text(resume), TODAY)
    assert new_facts_in(result.enhanced_content, SourceFacts(resume_text(resume)), checker) == []
    assert checker.unsupported(result.enhanced_content) == []


def test_a_tool_of_the_kind_asked_is_named_in_the_posting_words_and_brought_forward() -> None:
    resume = data_resume()
    result = tailor(resume, DATA_POSTING)
    bullets = bullets_of(result)
    assert bullets[0] == "Kept shipment records in MySQL (SQL) for the routing service", bullets
    assert sorted(bullets) != sorted(resume.work[0].bullets), "reworded"
    assert len(bullets) == len(resume.work[0].bullets), "nothing dropped"
    assert result.match_score > result.original_match_score
    assert_truthful(resume, result)


def test_the_score_gives_credit_for_evidence_in_the_posting_words_where_the_eye_lands() -> None:
    job = analyze_job_description(DATA_POSTING)
    resume = data_resume()
    shown = resume.model_copy(deep=True)
    shown.work[0].bullets.insert(0, shown.work[0].bullets.pop(3).replace("MySQL", "MySQL (SQL)"))

    def sql_credit(version: ParsedResume) -> float:
        match = match_resume(version, resume_text(version), job, today=TODAY)
        return match.breakdown.required

    assert sql_credit(shown) > sql_credit(resume)


def test_a_skill_the_candidate_does_not_want_is_never_claimed_nor_brought_forward() -> None:
    resume = data_resume(summary="Data engineer. I don't want to work with PHP again.")
    result = tailor(resume, "Web Developer\nRequirements\n- 2+ years of PHP\n- Strong SQL skills")
    summary = result.enhanced_resume.summary
    assert summary == "Data engineer. Experienced in SQL. I don't want to work with PHP again."
    bullets = bullets_of(result)
    assert bullets[0].startswith("Kept shipment records in MySQL") and bullets[-1].startswith("Maintained a PHP")
    assert result.enhanced_resume.skills[0].skills[0] != "PHP"
    assert_truthful(resume, result)


def test_no_rewording_where_the_bullet_does_not_prove_the_requirement() -> None:
    resume = data_resume()
    posting = "Platform Engineer\nRequirements\n- Kubernetes in production\n- PostgreSQL\n- Terraform"
    result = tailor(resume, posting)
    text = result.enhanced_content
    for asked in ("Kubernetes", "PostgreSQL", "Terraform"):
        assert asked not in text, f"{asked} written in"
        assert asked in {keyword.keyword for keyword in result.missing_keywords}
    # MySQL is of the same family as PostgreSQL, not PostgreSQL: the bullet stays as written.
    assert "Kept shipment records in MySQL for the routing service" in bullets_of(result)
    assert_truthful(resume, result)


def test_a_field_of_know_how_is_not_hung_on_a_tool() -> None:
    resume = data_resume()
    result = tailor(resume, "Backend Engineer\nRequirements\n- Solid grasp of relational databases and SQL")
    assert not any("(relational databases)" in bullet for bullet in bullets_of(result))


def test_bullets_that_prove_most_that_the_ones_above_do_not_come_first() -> None:
    shows = [{}, {"SQL": 1.0}, {"SQL": 1.0, "Docker": 1.0}, {}, {"Git": 0.4}]
    assert proving_order(shows) == [2, 4, 0, 1, 3], "then the rest as the candidate ordered them"
    assert proving_order([{}, {}]) == [0, 1]


def test_a_skills_item_that_already_holds_the_posting_word_is_left_alone() -> None:
    resume = data_resume()
    resume.skills[0].skills.append("REST API")
    result = tailor(resume, "Backend Engineer\nRequirements\n- Experience designing REST services")
    assert "REST API" in result.enhanced_resume.skills[0].skills
    assert not any("(REST)" in item for group in result.enhanced_resume.skills for item in group.skills)


def test_a_name_that_is_part_of_a_longer_one_in_a_skills_item_keeps_its_wording() -> None:
    resume = data_resume()
    resume.skills[0].skills.extend(["React Hooks", "DB (Postgres, SQLite)"])
    result = tailor(resume, "Frontend Engineer\nRequirements\n- ReactJS\n- PostgreSQL")
    items = result.enhanced_resume.skills[0].skills
    assert "React Hooks" in items and "DB (PostgreSQL, SQLite)" in items, items


def test_a_job_told_as_a_paragraph_is_reworded_like_its_bullets() -> None:
    resume = data_resume()
    resume.work[0].bullets = []
    resume.work[0].description = "Looked after the routing service. Kept shipment records in MySQL and wrote reports."
    result = tailor(resume, DATA_POSTING)
    description = result.enhanced_resume.work[0].description
    assert "Kept shipment records in MySQL (SQL) and wrote reports." in description, description
    assert result.match_score > result.original_match_score
    assert_truthful(resume, result)


def test_the_posting_word_keeps_the_capital_of_the_sentence_it_starts() -> None:
    resume = data_resume()
    resume.work[0].bullets[0] = "K8s upgrades planned and run for the routing service"
    resume.skills[0].skills.append("K8s")
    result = tailor(resume, "Platform Engineer\nRequirements\n- Kubernetes in production")
    assert "Kubernetes upgrades planned and run for the routing service" in bullets_of(result)
    assert cased_as("lead a team", "Lead team") == "Lead a team"
    assert cased_as("PostgreSQL", "Postgres") == "PostgreSQL"
    assert cased_as("JavaScript", "JS") == "JavaScript"


def test_a_name_written_in_full_is_not_cut_to_the_posting_s_short_form() -> None:
    resume = data_resume()
    resume.work[0].bullets[3] = "Kept shipment records in MongoDB for the routing service"
    resume.skills[0].skills = ["MongoDB", "PHP", "Git"]
    result = tailor(resume, "Backend Engineer\nRequirements\n- Experience with Mongo and PHP")
    assert "Kept shipment records in MongoDB for the routing service" in bullets_of(result)
    assert "MongoDB" in result.enhanced_resume.skills[0].skills
    assert_truthful(resume, result)


def test_the_summary_does_not_add_a_skill_it_already_names() -> None:
    resume = data_resume("Data Engineer who keeps shipment records in MySQL. Likes tidy data.")
    result = tailor(resume, "Data Engineer\nRequirements\n- MySQL and PHP")
    summary = result.enhanced_resume.summary
    assert summary.count("MySQL") == 1, summary
    assert_truthful(resume, result)


def test_the_opening_line_names_the_title_without_words_a_layout_left_before_it() -> None:
    resume = data_resume("")
    resume.work[0].title = "now Data Engineer"
    result = tailor(resume, DATA_POSTING)
    assert result.enhanced_resume.summary.startswith("Data Engineer "), result.enhanced_resume.summary
    assert_truthful(resume, result)


def test_the_summary_names_a_tool_as_the_resume_writes_it_in_full_and_never_repeats_the_role() -> None:
    resume = data_resume("Data Engineer looking for a backend role with 80% Python and 20% frontend work")
    resume.work[0].bullets[3] = "Kept shipment records in MongoDB for the routing service"
    resume.skills[0].skills = ["MongoDB", "PHP", "Git"]
    result = tailor(resume, "Backend Engineer\nRequirements\n- Experience with Mongo and PHP")
    summary = result.enhanced_resume.summary
    assert summary.count("Data Engineer") == 1 and "Mongo " not in summary and "Mongo," not in summary, summary
    assert_truthful(resume, result)
    resume.summary = ""
    opening = tailor(resume, "Backend Engineer\nRequirements\n- Experience with Mongo and PHP")
    assert "MongoDB" in opening.enhanced_resume.summary, opening.enhanced_resume.summary


def test_the_opening_line_states_no_years_beside_the_summary_s_own() -> None:
    resume = data_resume("Engineer with 2 years of experience keeping data tidy")
    result = tailor(resume, "Data Engineer\nRequirements\n- MySQL and PHP")
    summary = result.enhanced_resume.summary
    assert "MySQL" in summary and "+ years" not in summary, summary
    assert_truthful(resume, result)


def test_a_tailoring_that_changes_nothing_keeps_the_score() -> None:
    resume = data_resume()
    text = resume_text(resume) + "\nHobbies: chess and PHP meetups"  # a line the structure does not hold
    job = analyze_job_description("Chess Coach\nRequirements\n- Coaching juniors at tournaments")
    result = tailor_resume(resume, text, job, base=None, today=TODAY)
    assert result.improvements == []
    assert result.match_score == result.original_match_score == match_resume(resume, text, job, today=TODAY).match_score
