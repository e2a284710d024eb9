"""Signals of the job match: skill relatedness from O*NET, word weights and occupations, title wording, statements,
and the logistic model that combines them."""

import pytest

from tests.unit.job_fixtures import BACKEND_POSTING, FRONTEND_ML_POSTING, backend_resume, resume_text
from vitae.ats.job_description import analyze_job_description
from vitae.ats.match import COEFFICIENTS, INTERCEPT, MatchBreakdown, fit_probability
from vitae.ats.match_signals import role_similarity, seniority_fit, statement_similarity, title_coverage
from vitae.ats.matcher import default_matcher
from vitae.ats.requirement_evidence import PLACE_CREDIT, assess_requirements
from vitae.ats.requirements import Seniority
from vitae.ats.resume_evidence import PlaceKind, find_with_overlaps, gather_evidence
from vitae.ats.skill_families import SKILL_CATEGORIES, SKILL_FAMILIES, SKILL_SYNONYMS
from vitae.ats.skill_relatedness import default_relatedness
from vitae.ats.taxonomy import default_taxonomy
from vitae.ats.term_vectors import cosine, default_vocabulary


def test_tools_of_one_family_or_one_occupation_group_are_related() -> None:
    relatedness = default_relatedness()
    assert relatedness.relatedness("React", "React") == 1.0
    assert relatedness.relatedness("React", "Angular") == 1.0, "curated family"
    assert relatedness.relatedness("Kubernetes", "Docker") > relatedness.relatedness("PyTorch", "Spring Boot")
    assert relatedness.relatedness("Machine learning", "Python") == 0.0, "fields of knowledge have no tool profile"
    assert relatedness.closest("React", ["Angular", "Pandas"]) == (1.0, "Angular")
    assert relatedness.closest("React", []) == (0.0, None)


def test_rare_words_weigh_more_and_texts_find_their_occupation() -> None:
    vocabulary = default_vocabulary()
    assert vocabulary.idf("pytorch") > vocabulary.idf("develop") > 0
    vector = vocabulary.vector("Train deep learning models and statistical models on large data sets")
    affinity = vocabulary.occupation_affinity(vector)
    assert affinity["15-2051.00"] > affinity.get("29-1141.00", 0.0), "Data Scientists before Registered Nurses"
    assert max(affinity, key=affinity.__getitem__).startswith("15-"), "a computer and mathematical occupation"
    assert cosine(vector, vector) == pytest.approx(1.0)
    assert cosine(vector, {}) == 0.0


def test_a_backend_resume_reads_as_a_backend_posting_not_a_research_one() -> None:
    vocabulary = default_vocabulary()
    backend, research = analyze_job_description(BACKEND_POSTING), analyze_job_description(FRONTEND_ML_POSTING)
    resume = backend_resume()
    assert role_similarity(backend, resume, vocabulary) > role_similarity(research, resume, vocabulary)
    assert statement_similarity(backend, resume, vocabulary) > statement_similarity(research, resume, vocabulary)
    assert title_coverage("Senior Backend Engineer", resume, vocabulary) > title_coverage(
        "Staff Machine Learning Engineer", resume, vocabulary
    )
    assert title_coverage("Senior Staff", resume, vocabulary) == 0.5, "a title of ranks only says nothing"


def test_back_end_is_backend() -> None:
    vocabulary = default_vocabulary()
    assert title_coverage("Back-End Developer", backend_resume(), vocabulary) == title_coverage(
        "Backend Developer", backend_resume(), vocabulary
    )


def test_the_score_never_falls_with_a_signal_and_rises_with_every_weighed_one() -> None:
    assert all(weight >= 0 for weight in COEFFICIENTS.values())
    assert sum(weight > 0 for weight in COEFFICIENTS.values()) >= 8, "the fit keeps most signals"
    middle = MatchBreakdown(**dict.fromkeys(COEFFICIENTS, 0.5))
    for name, weight in COEFFICIENTS.items():
        raised = middle.model_copy(update={name: 0.6})
        if weight > 0:
            assert fit_probability(raised) > fit_probability(middle), name
        else:
            assert fit_probability(raised) == fit_probability(middle), name
    lowest = MatchBreakdown(**dict.fromkeys(COEFFICIENTS, 0.0))
    assert fit_probability(lowest) == pytest.approx(1 / (1 + 2.718281828459045 ** (-INTERCEPT)))


def test_every_family_and_category_names_taxonomy_skills() -> None:
    taxonomy = default_taxonomy()
    for names in (*SKILL_FAMILIES.values(), *SKILL_CATEGORIES.values(), SKILL_CATEGORIES.keys(), *SKILL_SYNONYMS):
        for name in names:
            skill = taxonomy.skill_named(name)
            assert skill is not None and skill.name == name, name


def test_a_tool_answers_the_category_asked_for() -> None:
    resume = backend_resume()
    evidence = {item.name: item for item in gather_evidence(resume, resume_text(resume), default_matcher()).values()}
    job = analyze_job_description("Platform Engineer\nRequirements\n- Daily use of version control")
    [assessed] = assess_requirements(job, resume, evidence, default_relatedness())
    assert assessed.met and assessed.proof is not None
    assert (assessed.proof.shown_as, assessed.proof.how) == ("Git", "kind")
    assert assessed.credit == PLACE_CREDIT[PlaceKind.LISTED], (
        "listed among the skills, not shown in a job; a tool of the kind is how a kind is shown, so in full"
    )


def test_a_name_cut_short_by_a_longer_one_is_still_read() -> None:
    mentions = find_with_overlaps("Maintained a Jenkins CI/CD pipeline", default_matcher())
    assert {mention.name for mention in mentions} >= {"Jenkins", "Continuous integration and delivery"}


def test_seniority_fits_both_ways_and_new_graduates_fit_entry_roles() -> None:
    assert seniority_fit(Seniority.SENIOR, 7) == 1.0
    assert seniority_fit(Seniority.STAFF, 2) < seniority_fit(Seniority.STAFF, 7) < 1.0
    assert seniority_fit(Seniority.ENTRY, 10) < 0.1
    assert seniority_fit(Seniority.ENTRY, 10, graduating=True) == 1.0
    assert seniority_fit(None, 10) == seniority_fit(Seniority.SENIOR, None) == 1.0


@pytest.mark.parametrize(
    ("bullet", "asked"),
    [
        ("Owned the design of the billing screens", "Sound grasp of design principles"),
        ("Rebuilt the customer portal in React", "Shipped apps in React Native"),
    ],
)
def test_part_of_a_requirement_s_name_does_not_show_it(bullet: str, asked: str) -> None:
    resume = backend_resume()
    resume.work[0].bullets[0] = bullet
    evidence = {item.name: item for item in gather_evidence(resume, resume_text(resume), default_matcher()).values()}
    job = analyze_job_description(f"Product Engineer\nRequirements\n- {asked}")
    assessed = assess_requirements(job, resume, evidence, default_relatedness())
    assert assessed and not any(item.met for item in assessed), [item.proof for item in assessed]


def test_an_employer_s_name_shows_no_skill() -> None:
    resume = backend_resume()
    resume.work[1].organization = "MongoDB"
    evidence = {item.name: item for item in gather_evidence(resume, resume_text(resume), default_matcher()).values()}
    job = analyze_job_description("Database Engineer\nRequirements\n- Experience with MongoDB and Python")
    found = {item.requirement.label: item for item in assess_requirements(job, resume, evidence, default_relatedness())}
    assert not found["MongoDB"].met
    assert found["Python"].met
