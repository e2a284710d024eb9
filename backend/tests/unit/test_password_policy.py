"""New passwords: the common and the easily guessed are refused, and so is the account's own email."""

import pytest

from vitae.password_policy import COMMON_PASSWORD_MESSAGE, EMAIL_IN_PASSWORD_MESSAGE, password_problem

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
