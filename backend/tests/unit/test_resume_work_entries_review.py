"""Work entries a careful reader of the parsed resume would flag: an employer run into the job title on one line,
an organisation that is a team or a department while the employer was read as the place."""

from vitae.resume.entry_fields import pick_title_and_organization
from vitae.resume.model import Entry
from vitae.resume.parser import parse_resume_text


def _work(heading: str, lines: list[str]) -> list[Entry]:
    """The work entries of a resume with a name, an email, then the section `heading` over `lines`."""
    return parse_resume_text("\n".join(["Dana Whitlow", "dana.whitlow@example.com", "", heading, *lines])).work


def test_an_employer_with_its_legal_form_before_the_job_title_is_the_employer() -> None:
    title, organization, _ = pick_title_and_organization(["Brightwave Corporation Cloud Platform Engineer Intern"])
    assert (title, organization) == ("Cloud Platform Engineer Intern", "Brightwave Corporation")
    title, organization, _ = pick_title_and_organization(["Tallow Systems Limited Network Support Engineer"])
    assert (title, organization) == ("Network Support Engineer", "Tallow Systems Limited")


def test_a_job_title_alone_stays_whole() -> None:
    title, organization, _ = pick_title_and_organization(["Senior Software Design Engineer"])
    assert (title, organization) == ("Senior Software Design Engineer", "")


def test_an_employer_read_as_a_title_over_its_posts_is_their_employer() -> None:
    work = _work(
        "EXPERIENCE",
        [
            "",
            "Kestrel Grid Power  2004 - 2010",
            "Regional carrier of refrigerated goods.",
            "Operations Manager  2008 - 2010",
            "Dispatch Supervisor  2006 - 2008",
            "Route Planner  2004 - 2006",
            "",
            "Warehouse Clerk, Corner Books Inc.  2001 - 2004",
        ],
    )
    assert [(entry.title, entry.organization) for entry in work] == [
        ("Operations Manager", "Kestrel Grid Power"),
        ("Dispatch Supervisor", "Kestrel Grid Power"),
        ("Route Planner", "Kestrel Grid Power"),
        ("Warehouse Clerk", "Corner Books Inc."),
    ]


def test_a_name_read_as_a_title_over_one_post_is_left_alone() -> None:
    work = _work(
        "EXPERIENCE",
        [
            "",
            "Storyteller Guild Archive  2004 - 2010",
            "Board Member  2006 - 2008",
        ],
    )
    assert ("Board Member", "Storyteller Guild Archive") not in [(entry.title, entry.organization) for entry in work]


def test_an_employer_named_in_full_beside_a_title_of_two_words_is_cut_from_it() -> None:
    title, organization, _ = pick_title_and_organization(["Larkfield Borough Housing Trust Legal Intern"])
    assert (title, organization) == ("Legal Intern", "Larkfield Borough Housing Trust")
    title, organization, _ = pick_title_and_organization(["Senior Accountant Kestrel Freight Services"])
    assert (title, organization) == ("Senior Accountant", "Kestrel Freight Services")


def test_a_title_whose_first_words_name_a_field_stays_whole() -> None:
    for text in ("Social Media Manager", "Global Account Manager", "Senior Software Engineer"):
        title, organization, _ = pick_title_and_organization([text])
        assert (title, organization) == (text, "")


def test_a_job_whose_dates_are_written_again_over_its_project_details_is_one_job() -> None:
    work = _work(
        "WORK EXPERIENCE",
        [
            "",
            "Lead Engineer - Firmware",
            "",
            "Brightwave Networks -",
            "",
            "March 2016 to May 2018",
            "",
            "DURATION Mar-2016 to May-2018",
            "TEAM SIZE 12",
            "ROLES AND RESPONSIBILITIES",
            "• Wrote the regression suites of the gateway.",
            "",
            "Test Engineer",
            "",
            "Brightwave Networks -",
            "",
            "June 2014 to February 2016",
            "• Kept the nightly builds green.",
        ],
    )
    assert [(entry.title, entry.organization, entry.start_date) for entry in work] == [
        ("Lead Engineer", "Brightwave Networks", "2016-03"),
        ("Test Engineer", "Brightwave Networks", "2014-06"),
    ]
    assert any("regression suites" in line for line in work[0].bullets + work[0].description.splitlines())


def test_a_department_read_as_the_employer_gives_way_to_the_name_read_as_a_town() -> None:
    work = _work(
        "EMPLOYMENT HISTORY",
        [
            "",
            "Release Manager, QA",
            "Brightwave, Canada",
            "January 2012 - November 2012",
            "• Ran the triage of the release defects.",
            "",
            "Test Lead, QA",
            "Dunmore, Ontario",
            "March 2009 - December 2011",
            "• Led a team of six testers.",
        ],
    )
    assert [(entry.title, entry.organization, entry.location) for entry in work] == [
        ("Release Manager", "Brightwave", "Canada"),
        ("Test Lead", "Dunmore", "Ontario"),
    ]


def test_a_town_before_a_state_code_stays_the_place() -> None:
    work = _work(
        "EXPERIENCE",
        [
            "",
            "Analyst, Sales",
            "Dunmore, MO",
            "2010 - 2012",
        ],
    )
    assert [entry.location for entry in work] == ["Dunmore, MO"]


def test_a_title_and_an_employer_run_together_are_told_apart_where_the_capitals_end() -> None:
    title, organization, _ = pick_title_and_organization(["NIGHT CASHIER & FLOOR ASSISTANT Harbor Books & Music"])
    assert (title, organization) == ("NIGHT CASHIER & FLOOR ASSISTANT", "Harbor Books & Music")
    title, organization, _ = pick_title_and_organization(["KESTREL DATA WORKS Senior Developer (Contract)"])
    assert (title, organization) == ("Senior Developer (Contract)", "KESTREL DATA WORKS")


def test_a_title_with_a_short_form_in_capitals_stays_whole() -> None:
    for text in ("IT Support Technician", "VP OF SALES Operations Manager"):
        title, organization, _ = pick_title_and_organization([text])
        assert (title, organization) == (text, "")
