"""Entry dates in one format; what is not a date (a duration after them) is kept as written."""

from vitae.resume.dates import split_trailing_duration
from vitae.writer.date_format import normalised_dates


def test_dates_are_written_in_one_format() -> None:
    assert normalised_dates("June 2023 - present") == "Jun 2023 – Present"
    assert normalised_dates("Jun 2023 – Present") is None  # already so


def test_a_duration_after_the_dates_is_kept() -> None:
    assert normalised_dates("Sept 2019 - Feb 2020 (5 months)") == "Sep 2019 – Feb 2020 (5 months)"
    assert normalised_dates("Mar 2018 – Jan 2020 (1 year 10 months)") is None


def test_a_duration_is_read_only_at_the_end_of_a_line() -> None:
    assert split_trailing_duration("forklift checks 2 years 3 months") == ("forklift checks", "2 years 3 months")
    assert split_trailing_duration("Trained staff for 2 years at the depot") == (
        "Trained staff for 2 years at the depot",
        "",
    )
