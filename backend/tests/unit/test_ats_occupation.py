import pytest

from vitae.ats.occupation import default_occupation_index
from vitae.ats.occupation_meaning import default_occupation_reader


def test_closed_compounds_name_the_same_occupations_as_o_net_spelling() -> None:
    index = default_occupation_index()
    for written, spelled in [("Backend Engineer", "Back End Engineer"), ("Frontend Developer", "Front End Developer")]:
        found, expected = index.title_scores(written), index.title_scores(spelled)
        assert max(found, key=found.__getitem__) == max(expected, key=expected.__getitem__)


@pytest.mark.parametrize(
    ("titles", "bullets", "code"),
    [
        (
            ["Registered Nurse", "Charge Nurse"],
            ["Administered medication to 30 patients per shift", "Monitored vital signs and updated care plans"],
            "29-1141.00",
        ),
        (
            ["Staff Accountant"],
            ["Prepared monthly journal entries and reconciliations", "Closed the books in 5 days"],
            "13-2011.00",
        ),
        (
            ["CEO & Co-Founder"],
            ["Raised an 8M seed round", "Built a team of 25 across sales and engineering"],
            "11-1011.00",
        ),
        (
            ["Senior Backend Engineer", "Software Engineer"],
            ["Built REST services in Go serving 2M requests a day", "Cut p99 latency by 40% with caching"],
            "15-",
        ),
    ],
)
def test_the_occupation_is_read_from_titles_and_bullets(titles: list[str], bullets: list[str], code: str) -> None:
    estimate = default_occupation_reader().read(titles, bullets)
    assert estimate is not None and estimate.sure
    assert estimate.occupation.code.startswith(code)


def test_a_vice_president_is_never_read_as_an_assistant() -> None:
    estimate = default_occupation_reader().read(
        ["Vice President, FinTech Partnerships"],
        ["Led payment partnerships with 12 banks", "Grew revenue of the lending product to 40M"],
    )
    assert estimate is not None
    assert not estimate.occupation.code.startswith("43-")


def test_a_resume_that_says_little_leaves_the_reader_not_sure() -> None:
    estimate = default_occupation_reader().read(["Volunteer"], ["Helped out on weekends"])
    assert estimate is not None and not estimate.sure


def test_nothing_to_read_gives_no_occupation() -> None:
    assert default_occupation_reader().read([], []) is None


@pytest.mark.parametrize(
    ("title", "code"),
    [("Registered Nurse", "29-1141.00"), ("Auditor", "13-2011.00"), ("Dental Hygienist", "29-1292.00")],
)
def test_an_occupation_s_own_title_in_the_singular_is_an_exact_title(title: str, code: str) -> None:
    # O*NET names an occupation in the plural ('Registered Nurses', 'Accountants and Auditors'); a person holds it
    # in the singular.
    estimate = default_occupation_reader().read([title], [])
    assert estimate is not None and estimate.sure
    assert estimate.occupation.code == code
    assert estimate.confidence >= 0.9
