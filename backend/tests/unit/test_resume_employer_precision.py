"""Pieces of an entry header that are no employer or no institution: a job title, a skill, a place or a fragment
read where the employer or the school should be, and the right value put in its place where the text has one."""

import pytest

from vitae.resume.education_fields import pick_degree_and_institution
from vitae.resume.entry_fields import clean_value, segments_of
from vitae.resume.entry_roles import is_employer_name, settle_education_roles, settle_work_roles
from vitae.resume.institution_mentions import find_institutions
from vitae.resume.locations import find_location
from vitae.resume.model import Entry, SectionKind
from vitae.resume.organization_mentions import find_organizations, is_employer_mention
from vitae.resume.parser import parse_resume_text
from vitae.resume.vocabulary import names_a_function, title_score


@pytest.mark.parametrize("title", ["Spanish Linguist", "Senior Economist", "Night Dispatcher", "Bank Teller"])
def test_a_person_word_of_a_trade_makes_a_job_title(title: str) -> None:
    assert title_score(title) > 0


def test_a_linguist_beside_a_form_label_is_the_job_title_not_the_employer() -> None:
    text = (
        "Dana Whitfield\ndana.whitfield@example.com\n\nWORK EXPERIENCE\n\nFrench Linguist\n\n"
        "Lyon, France -\n\nMarch 2015 to June 2016\n\nTeam Size 12\nTranslated contracts for clients.\n"
    )
    work = parse_resume_text(text).work
    assert [(entry.title, entry.organization) for entry in work] == [("French Linguist", "")]


@pytest.mark.parametrize(
    ("line", "place"),
    [
        ("Teller, Harbor Bank of Dayton, OH", None),  # the town is the bank's; a state's code alone is no place found
        ("Intern, Birch Design and Print, Ireland", "Ireland"),
        ("Analyst, Bank of Dayton, Dayton, OH", "Dayton, OH"),
        ("Engineer, Lakeview Labs, New Jersey, NY", "New Jersey, NY"),  # the longer of two places from one start
        ("Engineer, Acme Corp, Austin, TX", "Austin, TX"),
    ],
)
def test_a_town_after_of_or_and_ends_a_name_not_a_place(line: str, place: str | None) -> None:
    span = find_location(line)
    assert (line[span[0] : span[1]] if span else None) == place


def test_an_employer_named_for_its_town_keeps_the_town() -> None:
    text = (
        "Dana Whitfield\ndana.whitfield@example.com\n\nEXPERIENCE\n\n"
        "Teller, Harbor Bank of Dayton, OH\nJune 2012 - May 2014\n- Balanced the cash drawer daily.\n"
    )
    work = parse_resume_text(text).work
    assert [(entry.title, entry.organization) for entry in work] == [("Teller", "Harbor Bank of Dayton")]


def test_a_student_newspaper_is_the_employer_not_the_title() -> None:
    text = (
        "Dana Whitfield\ndana.whitfield@example.com\n\nEXPERIENCE\n\n"
        "Contributor, Lakeside College Student Newspaper\nSeptember 2014 - May 2016\n"
        "- Wrote a weekly column on campus events.\n"
    )
    work = parse_resume_text(text).work
    assert [(entry.title, entry.organization) for entry in work] == [
        ("Contributor", "Lakeside College Student Newspaper")
    ]


@pytest.mark.parametrize(
    "name",
    [
        "Global Procurement",
        "Public Relations",
        "Product Distribution",
        "Service Desk Support Team",
        "Sales",
        "Classroom Instruction",
    ],
)
def test_a_department_or_a_skill_is_no_employer(name: str) -> None:
    assert names_a_function(name)
    assert not is_employer_name(name)
    assert not is_employer_mention(f"{name} Division")


@pytest.mark.parametrize(
    "name",
    [
        "Waste Management",
        "Acme Marketing",
        "Digital Media Group",
        "Global Services Inc",
        "Northwind Sales Team",
        "Lakeview Systems",
    ],
)
def test_an_employer_with_a_name_of_its_own_stays_one(name: str) -> None:
    assert not names_a_function(name)
    assert is_employer_name(name)


def test_a_department_beside_the_title_leaves_no_employer() -> None:
    settled = settle_work_roles(Entry(title="Procurement Analyst", organization="Global Procurement"))
    assert (settled.title, settled.organization) == ("Procurement Analyst", "")


def test_a_field_of_work_alone_is_the_post_held() -> None:
    settled = settle_work_roles(Entry(organization="Regional Sales Planning", dates="2004 - 2006"))
    assert (settled.title, settled.organization) == ("Regional Sales Planning", "")


def test_a_list_beside_a_degree_names_no_institution() -> None:
    degree, institution, _ = pick_degree_and_institution(["Diploma in Computing", "Python", "Flask", "Docker"])
    assert (degree, institution) == ("Diploma in Computing", "")


def test_a_bare_name_beside_a_degree_is_still_the_institution() -> None:
    degree, institution, _ = pick_degree_and_institution(["Bachelor of Arts", "Hartwell Brookfield"])
    assert (degree, institution) == ("Bachelor of Arts", "Hartwell Brookfield")


def test_an_institution_name_stops_where_a_line_of_the_original_ended() -> None:
    assert find_institutions("LAKEVIEW INSTITUTE OF TECHNOLOGY    Dayton, Ohio  July 2012") == [
        "LAKEVIEW INSTITUTE OF TECHNOLOGY"
    ]
    assert find_institutions("Graduated from the University of  Northern Plains in 2004") == [
        "University of Northern Plains"
    ]


def test_a_meeting_of_an_academy_is_no_place_of_study() -> None:
    assert find_institutions("Spoke at the Annual Meeting of the Coastal Academy of Sciences, Lisbon, 2009.") == []


def test_a_blanked_out_name_is_no_employer_or_institution() -> None:
    assert clean_value("XXXXXXX") == ""
    assert not is_employer_mention("XXXXXXXX")


def test_the_option_taken_within_a_diploma_is_no_institution() -> None:
    settled = settle_education_roles(Entry(title="Bachelor of Science", organization="Option Applied Physics"))
    assert (settled.title, settled.organization) == ("Bachelor of Science", "")


@pytest.mark.parametrize("people", ["Infants and Toddlers", "Teens & Seniors", "Patients"])
def test_whom_a_credential_is_for_is_no_institution(people: str) -> None:
    settled = settle_education_roles(Entry(title="First Aid Certificate", organization=people))
    assert settled.organization == ""


def test_a_campus_alone_is_no_institution() -> None:
    settled = settle_education_roles(Entry(title="Juris Doctor", organization="Riverside Campus"))
    assert settled.organization == ""
    kept = settle_education_roles(Entry(title="MBA", organization="Lakeview University, Riverside Campus"))
    assert kept.organization == "Lakeview University, Riverside Campus"


@pytest.mark.parametrize(
    ("value", "cleaned"),
    [
        ("2 NORTHWIND FOUNDRIES LIMITED", "NORTHWIND FOUNDRIES LIMITED"),
        ("3. Lakeview Castings Pvt. Ltd.", "Lakeview Castings Pvt. Ltd."),
        ("24 Hour Fitness", "24 Hour Fitness"),  # a number of the name, with no legal form to say the list's
        ("Name", ""),
    ],
)
def test_a_list_number_or_a_form_word_is_no_part_of_an_employer(value: str, cleaned: str) -> None:
    assert clean_value(value) == cleaned


@pytest.mark.parametrize(
    "piece", ["Tools to automate", "Reading Programme for the", "Co-hosted Regional Science Fair", "Grants for a"]
)
def test_a_piece_cut_from_a_sentence_is_no_employer(piece: str) -> None:
    assert not is_employer_name(piece)


@pytest.mark.parametrize("name", ["Cradles to Crayons", "Path to College Foundation", "The Lakeview Group"])
def test_names_with_to_or_an_article_stay_employers(name: str) -> None:
    assert is_employer_name(name)


def test_a_practicum_is_the_placement_not_the_school_that_hosts_it() -> None:
    settled = settle_work_roles(Entry(title="Cedar Grove Middle School", organization="Practicum III"))
    assert (settled.title, settled.organization) == ("Practicum III", "Cedar Grove Middle School")


def test_the_department_of_a_firm_gives_the_firm() -> None:
    assert find_organizations("Worked in the IT Department of Lakeview Glass Ltd for three years.") == [
        "Lakeview Glass Ltd"
    ]
    assert find_organizations("Analyst, Department of Health, 2010") == ["Department of Health"]


def test_a_house_number_and_its_street_is_no_employer() -> None:
    assert clean_value("1420 Harbor") == ""
    assert clean_value("24 Seven") == "24 Seven"


def test_a_closed_up_long_dash_parts_the_employer_from_the_title() -> None:
    segments = segments_of("Harbor Rowing Association—Treasurer", SectionKind.EXPERIENCE)
    assert segments == ["Harbor Rowing Association", "Treasurer"]
    assert segments_of("Coca-Cola Bottling", SectionKind.EXPERIENCE) == ["Coca-Cola Bottling"]


@pytest.mark.parametrize("territory", ["Northern Plains Region", "PACIFIC COAST REGION"])
def test_the_territory_of_a_job_is_no_employer(territory: str) -> None:
    assert not is_employer_name(territory)
    assert not is_employer_mention(territory)


@pytest.mark.parametrize(
    ("organization", "employer"),
    [
        ("Search ranking and ads (Northwind)", "Northwind"),
        ("Work Experience (Acme Systems) billing project", "Acme Systems"),
        ("Lakeview Labs (Contract)", "Lakeview Labs"),  # the terms of the job, not a name
        ("Harbor Elementary School (Inner-city)", "Harbor Elementary School (Inner-city)"),
    ],
)
def test_an_employer_in_brackets_after_a_phrase_about_the_work(organization: str, employer: str) -> None:
    settled = settle_work_roles(Entry(title="Software Engineer", organization=organization))
    assert settled.organization == employer


@pytest.mark.parametrize("piece", ["BS", "MBA", "A/P"])
def test_a_degree_or_two_initials_alone_is_no_employer(piece: str) -> None:
    assert not is_employer_name(piece)


def test_an_employer_named_with_a_degree_word_stays_one() -> None:
    assert is_employer_name("MBA Consulting Group")
