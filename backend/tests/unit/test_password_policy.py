"""New passwords: the common and the easily guessed are refused, and so is the account's own email."""

import pytest
from zxcvbn import zxcvbn

from vitae.password_policy import (
    COMMON_PASSWORD_MESSAGE,
    EMAIL_IN_PASSWORD_MESSAGE,
    common_passwords,
    password_problem,
)

EMAIL = "marguerite.okafor@example.org"


@pytest.mark.parametrize(
    "password",
    [
        "123456",
        "password",
        "qwerty123",
        "iloveyou",
        "aaaaaa",
        "      ",
        "abcdef",
        "qwertyuiop",
        "P@ssw0rd",
        "Summer2016",
    ],
)
def test_common_and_patterned_passwords_are_refused(password: str) -> None:
    assert password_problem(password, email=EMAIL) == COMMON_PASSWORD_MESSAGE


@pytest.mark.parametrize(
    "password",
    ["marguerite.okafor", "MARGUERITE.OKAFOR", EMAIL, "my marguerite.okafor pass", "marguerite.okafor2031"],
)
def test_the_email_or_its_local_part_is_refused(password: str) -> None:
    assert password_problem(password, email=EMAIL) == EMAIL_IN_PASSWORD_MESSAGE


def test_names_make_a_password_easier_to_guess() -> None:
    assert password_problem("Okafor1987", email="mo@example.org", names=("Marguerite", "Okafor")) is not None


@pytest.mark.parametrize(
    "password", ["orchard lantern", "velvet-tram-42", "x7#kq!", "Wren & Tide 2031", "abacus quilt meridian" * 10]
)
def test_passwords_of_unrelated_words_or_random_characters_pass(password: str) -> None:
    assert password_problem(password, email=EMAIL) is None


def test_a_short_local_part_is_not_searched_for_inside_passwords() -> None:
    assert password_problem("alpine quartz harbor", email="al@example.org") is None
    assert password_problem("al", email="al@example.org") == EMAIL_IN_PASSWORD_MESSAGE


def test_the_shipped_list_holds_the_hundred_thousand_most_common_passwords() -> None:
    listed = common_passwords()
    # 100,000 lines; fewer distinct entries once letter case is folded ('Password' and 'password').
    assert 90_000 < len(listed) <= 100_000
    assert {"123456", "password", "qwerty"} <= listed


@pytest.mark.parametrize("password", ["trustno1", "FOOTBALL1", "SUNSHINE1", "princess12"])
def test_listed_passwords_are_refused_in_any_letter_case(password: str) -> None:
    assert password.casefold() in common_passwords()
    assert password_problem(password, email=EMAIL) == COMMON_PASSWORD_MESSAGE


def test_listed_passwords_that_pattern_estimates_miss_are_refused() -> None:
    """Some list entries look random to a pattern estimator; being on the list is what makes them guessed first."""
    unpatterned = [
        entry for entry in sorted(common_passwords())[:3_000] if len(entry) >= 6 and zxcvbn(entry)["guesses"] >= 100_000
    ]
    assert unpatterned, "the list should add passwords the estimator alone lets through"
    assert all(password_problem(entry, email=EMAIL) == COMMON_PASSWORD_MESSAGE for entry in unpatterned[:50])
