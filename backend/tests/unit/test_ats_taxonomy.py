"""The shipped skills taxonomy: small, attributed, with the aliases people write."""

from pathlib import Path

import pytest

from vitae.ats import default_taxonomy, find_skills

DATA = Path(__file__).resolve().parents[2] / "src" / "vitae" / "ats" / "data"


def test_the_shipped_file_is_compact_and_attributed() -> None:
    assert (DATA / "taxonomy.json.gz").stat().st_size < 2_000_000
    attribution = (DATA / "ATTRIBUTION.md").read_text(encoding="utf-8")
    assert "O*NET 29.2" in attribution and "CC BY 4.0" in attribution and "ESCO v1.1.0" in attribution


def test_the_taxonomy_holds_occupations_skills_and_verbs() -> None:
    taxonomy = default_taxonomy()
    assert len(taxonomy.occupations) > 1000
    assert len(taxonomy.skills) > 5000
    developers = next(item for item in taxonomy.occupations if item.code == "15-1252.00")
    assert developers.title == "Software Developers"
    assert developers.major_group == "Computer and Mathematical"
    python = taxonomy.skill_named("Python")
    assert python is not None and python.hot and developers.id in python.occupations


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("k8s", "Kubernetes"),
        ("AWS", "Amazon Web Services"),
        ("Amazon Web Services", "Amazon Web Services"),
        ("JS", "JavaScript"),
        ("Node.js", "Node.js"),
        ("NodeJS", "Node.js"),
        ("node js", "Node.js"),
        ("Postgres", "PostgreSQL"),
        ("GCP", "Google Cloud Platform"),
        ("ML", "Machine learning"),
        ("CI/CD", "Continuous integration and delivery"),
        ("Structured query language", "SQL"),
        ("Photoshop", "Adobe Photoshop"),
        ("MATLAB", "MATLAB"),
        ("Golang", "Go"),
    ],
)
def test_aliases_resolve_to_one_canonical_skill(written: str, canonical: str) -> None:
    mentions = find_skills(f"Skills: {written}, Linux")
    assert [mention.name for mention in mentions] == [canonical, "Linux"]
    assert mentions[0].surface == written


def test_employer_names_are_not_skills() -> None:
    assert default_taxonomy().skill_named("Google") is None
    assert find_skills("Research Intern, Google DeepMind") == []


@pytest.mark.parametrize("word", ["Developed", "led", "Built", "Designed", "Reduced", "Co-authored", "Spearheaded"])
def test_action_verbs_are_recognised_in_their_resume_forms(word: str) -> None:
    assert default_taxonomy().is_action_verb(word)


@pytest.mark.parametrize("word", ["Responsible", "The", "Team", "Python"])
def test_other_words_are_not_action_verbs(word: str) -> None:
    assert not default_taxonomy().is_action_verb(word)
