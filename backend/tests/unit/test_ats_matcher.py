"""The skills matcher: word boundaries, ambiguous short names, variants and stemming, positions."""

import pytest

from vitae.ats import find_skills


def names(text: str) -> list[str]:
    return [mention.name for mention in find_skills(text)]


def test_mentions_carry_canonical_name_surface_and_positions() -> None:
    text = "Deployed on k8s and AWS."
    mentions = find_skills(text)
    assert [(m.name, m.surface) for m in mentions] == [("Kubernetes", "k8s"), ("Amazon Web Services", "AWS")]
    for mention in mentions:
        assert text[mention.start : mention.end] == mention.surface


@pytest.mark.parametrize(
    "text",
    [
        "I am good at what I do",
        "Go to market strategy and R&D budget",
        "Grade C student, vitamin C, C-level executives",
        "John R. Smith",
        "We will go further",
        "Contact: John Doe, rendercv.com",
    ],
)
def test_everyday_words_and_letters_are_not_skills(text: str) -> None:
    assert names(text) == []


def test_no_skill_is_found_inside_a_longer_word() -> None:
    assert names("React and Reactive systems") == ["React"]
    assert "R" not in names("React, Redux")
    assert names("Google, good, goods") == []
    assert names("Golang") == ["Go"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Languages: Python, Go, R, C", ["Python", "Go", "R", "C"]),
        ("Proficient in R programming", ["R"]),
        ("Backend services in Go and Rust", ["Go", "Rust"]),
        ("Used Excel and Tableau daily", ["Microsoft Excel", "Tableau"]),
    ],
)
def test_short_ambiguous_names_count_in_skill_contexts(text: str, expected: list[str]) -> None:
    assert names(text) == expected


def test_punctuation_and_spacing_variants_are_one_skill() -> None:
    assert set(names("Node.js, NodeJS, node js, Node JS")) == {"Node.js"}
    assert names("C++ and C# and .NET") == ["C++", "C#", "Microsoft .NET Framework"]


def test_the_longest_name_wins() -> None:
    assert names("Built mobile apps with React Native") == ["React Native"]
    assert names("Microsoft SQL Server and SQL") == ["Microsoft SQL Server", "SQL"]


def test_multi_word_know_how_matches_in_any_word_order_and_form() -> None:
    assert names("Managing projects across teams") == ["Project management"]
    assert names("Experienced in project management") == ["Project management"]


def test_plurals_of_names_match() -> None:
    assert names("Designed APIs") == ["Application programming interfaces"]


def test_lower_case_acronyms_count_only_as_list_items() -> None:
    assert names("Skills: python, sql, aws") == ["Python", "SQL", "Amazon Web Services"]
    assert names("Jane Doe") == []


def test_no_name_runs_across_a_blank_line() -> None:
    # 'project' ends one paragraph and 'Management' opens the next: no 'Project management' between them.
    assert names("Led the project\n\nManagement Consultant, Harbor Labs") == []
    assert names("Built a React\n\nNative speaker of Spanish") == ["React", "Spanish"]
    assert names("Managing projects\nacross teams") == ["Project management"]  # a wrapped line still reads on


@pytest.mark.parametrize(
    "text",
    [
        "Worked with the Vision team on Western Union payouts",
        "Act as liaison between the World Bank and local partners",
        "Basic knowledge of the trade; an expert in sales with great ideas",
    ],
)
def test_everyday_words_that_name_products_need_a_product_context(text: str) -> None:
    assert names(text) == []


def test_a_product_named_by_an_everyday_word_counts_as_a_list_item_or_beside_a_tool_word() -> None:
    assert "BASIC" in names("Languages: BASIC, Pascal, Fortran")
    assert "Android" in names("Shipped three apps with the Android SDK")
