"""Skills the candidate disowns or only wishes for are not theirs."""

import pytest

from vitae.ats import find_skills
from vitae.ats.skill_claims import claimed


def claimed_names(text: str) -> list[str]:
    return [mention.name for mention in claimed(text, find_skills(text))]


@pytest.mark.parametrize(
    "text",
    [
        "No experience with Docker or Kubernetes yet.",
        "Don't have experience but would like to develop skills with Python, Golang.",
        "I would like to learn Tableau and Power BI",
        "I don't want to work with PHP anymore.",
        "Not familiar with Salesforce",
    ],
)
def test_disowned_or_wished_for_skills_are_not_claimed(text: str) -> None:
    assert find_skills(text)
    assert claimed_names(text) == []


def test_a_turn_ends_the_disclaimer() -> None:
    assert claimed_names("No experience with Java, but built three services in Python.") == ["Python"]


def test_skills_used_are_claimed() -> None:
    assert claimed_names("Built dashboards in Tableau and automated reports with Python.") == ["Tableau", "Python"]
