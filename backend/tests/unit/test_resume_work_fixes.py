"""Work entries and degrees: an employer's legal form after a comma, roles under an employer named once, a team
before the employer, an employer run into the next sentence, degrees wrapped or written as dotted initials."""

from vitae.resume.entry_roles import settle_work_roles
from vitae.resume.model import Entry
from vitae.resume.organization_mentions import find_organizations
from vitae.resume.parser import parse_resume_text


def _jobs(text: str) -> list[tuple[str, str]]:
    return [(entry.title, entry.organization) for entry in parse_resume_text(text).work]


def test_a_professional_corporation_after_a_comma_stays_with_its_name() -> None:
    text = """Jane Roe
jane@example.com

EXPERIENCE

3/97 to 8/99
HAROLD J. BECKETT, P.C.
12 W. 31st St.
Springfield, IL 62701

Drafted wills and leases for a small firm.

6/95 to 2/97
Acme Widgets, PLLC
Springfield, IL
Clerk
Filed records.
"""
    assert _jobs(text) == [("", "HAROLD J. BECKETT, P.C."), ("Clerk", "Acme Widgets, PLLC")]


def test_dotted_initials_over_the_institution_are_the_degree() -> None:
    text = """Jane Roe
jane@example.com

EDUCATION

E.E.

NORTHERN STATE TECHNICAL UNIVERSITY

2011 to 2015

SKILLS

Java
"""
    education = parse_resume_text(text).education
    assert [(entry.title, entry.organization) for entry in education] == [
        ("E.E.", "NORTHERN STATE TECHNICAL UNIVERSITY")
    ]


def test_a_team_between_the_title_and_the_employer_is_not_the_employer() -> None:
    text = """Jane Roe
jane@example.com

EXPERIENCE

Software Engineer, Search, Zentrik, Brookfield.   2015 - 2018
Built ranking.

Analyst, Payments, Holvane, Marlow.   2012 - 2015
Reconciled accounts.
"""
    assert _jobs(text) == [("Software Engineer", "Zentrik"), ("Analyst", "Holvane")]


def test_a_firm_before_its_department_keeps_the_employer() -> None:
    text = """Jane Roe
jane@example.com

EXPERIENCE

Analyst, Holvane, Payments Team, Marlow.   2012 - 2015
Reconciled accounts.
"""
    assert _jobs(text) == [("Analyst", "Holvane")]


def test_earlier_posts_under_an_employer_named_once_take_the_employer() -> None:
    text = """Jane Roe
jane@example.com

EXPERIENCE

Holvane Corporation
Team Leader (2015 to 2018)
Led the product line.
Analyst (2012 to 2015)
Reviewed budgets.

Zentrik Inc.
Clerk (2009 to 2012)
Filed records.
"""
    assert _jobs(text) == [
        ("Team Leader", "Holvane Corporation"),
        ("Analyst", "Holvane Corporation"),
        ("Clerk", "Zentrik Inc."),
    ]


def test_a_post_whose_years_do_not_meet_the_job_above_keeps_no_employer() -> None:
    text = """Jane Roe
jane@example.com

EXPERIENCE

Holvane Corporation
Team Leader (2015 to 2018)
Led the product line.

Analyst (2008 to 2011)
Reviewed budgets.
"""
    assert _jobs(text) == [("Team Leader", "Holvane Corporation"), ("Analyst", "")]


def test_an_employer_run_into_the_sentence_about_the_job_heads_the_entry() -> None:
    text = (
        "Jane Roe    jane@example.com    Work Experience    2004    Marsh Tolland & Partners 2 weeks shadowing a"
        " conveyancing partner and filing deeds.    Other Experience  Since"
        " 2000    Harbor Grill and Bar (Dunmore) I work here in the holidays, mostly behind the  counter and at"
        " the till.    Skills  Typing"
    )
    work = parse_resume_text(text).work
    assert [(entry.title, entry.organization, entry.start_date) for entry in work] == [
        ("", "Marsh Tolland & Partners", "2004"),
        ("", "Harbor Grill and Bar", "2000"),
    ]
    assert work[1].description.startswith("I work here in the holidays")


def test_a_degree_wrapped_before_the_last_word_of_its_field_is_joined_above_dated_entries() -> None:
    text = """Jane Roe
jane@example.com

EDUCATION

2012 - 2014
Master of Business
Administration (MBA)
Northfield University

2008 - 2012
Bachelor of Science
Holvane College
"""
    education = parse_resume_text(text).education
    assert [(entry.title, entry.organization) for entry in education] == [
        ("Master of Business Administration (MBA)", "Northfield University"),
        ("Bachelor of Science", "Holvane College"),
    ]


def test_the_last_word_of_a_field_opening_the_line_of_the_institution_goes_with_the_degree() -> None:
    text = """Jane Roe
jane@example.com

EDUCATION

Bachelor of Science in Computer
Science, Northfield University, Dover, DE
"""
    education = parse_resume_text(text).education
    assert [(entry.title, entry.organization) for entry in education] == [
        ("Bachelor of Science in Computer Science", "Northfield University")
    ]


def test_each_paragraph_opening_with_a_firm_under_one_year_is_a_job_of_its_own() -> None:
    text = (
        "Jane Roe    jane@example.com    Work Experience    2005    A summer spent in practice, first in"
        " the city and then in town.    Brennan Doyle Solicitors 1 week shadowing in which I indexed"
        " archives.    2004    Keane Walsh LLP 3 weeks in the probate team.    Skills  Typing"
    )
    work = parse_resume_text(text).work
    assert [(entry.organization, entry.start_date) for entry in work if entry.organization] == [
        ("Brennan Doyle Solicitors", "2005"),
        ("Keane Walsh LLP", "2004"),
    ]


def test_a_job_continued_on_the_next_page_is_no_job_of_its_own() -> None:
    text = """Jane Roe
jane@example.com

EXPERIENCE

HOLVANE INSTRUMENTS, Dover, DE
2009 to 2016
Store Manager (2013 to 2016)
Hired the first sales staff abroad.
Continued...

JANE ROE
12 Harbor Way
Store Manager, (Continued)
Opened three new markets.

Buyer (2009 to 2013)
Launched new products.
"""
    work = parse_resume_text(text).work
    assert [(entry.title, entry.organization, entry.start_date) for entry in work] == [
        ("Store Manager", "HOLVANE INSTRUMENTS", "2013"),
        ("Buyer", "HOLVANE INSTRUMENTS", "2009"),
    ]
    assert "Opened three new markets." in work[0].description + " ".join(work[0].bullets)


def test_employers_listed_with_their_dates_after_a_labelled_one_are_found() -> None:
    text = (
        "Past Organization: Holvane Data Services as analyst (March 2017 - Aug\n2019), Zentrik Labs, Dover (from"
        " Jan 2015-Feb 2017), Marlow Technology Solutions (June 2012-\nMay 2014)"
    )
    assert find_organizations(text) == ["Holvane Data Services", "Zentrik Labs", "Marlow Technology Solutions"]


def test_a_town_over_its_state_with_no_employer_and_no_dates_is_no_job_title() -> None:
    assert settle_work_roles(Entry(title="Ashby", location="Oregon")).title == ""
    assert settle_work_roles(Entry(title="Store Manager", location="Oregon")).title == "Store Manager"
    dated = Entry(title="Ashby", location="Oregon", start_date="2019")
    assert settle_work_roles(dated).title == "Ashby"
