"""Degrees, institutions, employers and job titles found anywhere in a resume's text, and the headline."""

import pytest

from vitae.resume.degree_mentions import find_degree_phrases
from vitae.resume.headline import find_headline, headline_parts
from vitae.resume.institution_mentions import find_institutions, lines_naming_institutions
from vitae.resume.json_resume import to_json_resume
from vitae.resume.mentions import new_values
from vitae.resume.organization_mentions import find_organizations
from vitae.resume.parser import parse_resume_text
from vitae.resume.text_lines import lines_from_text
from vitae.resume.title_mentions import find_job_titles
from vitae.resume.word_starts import word_starts


@pytest.mark.parametrize(
    ("text", "degrees"),
    [
        ("Bachelor of Science in Computer Science, University of Texas", ["Bachelor of Science in Computer Science"]),
        ("Master of Business Administration (MBA) from IIM", ["Master of Business Administration (MBA)"]),
        (
            "Master's Degree in Publishing and Media Management",
            ["Master's Degree in Publishing and Media Management"],
        ),
        ("Masters, Public Administration, University of Oregon", ["Masters, Public Administration"]),
        ("Diploma in Web Page Design, Design School", ["Diploma in Web Page Design"]),
        (
            "Post Graduate Diploma in Process Control (PGDPC)",
            ["Post Graduate Diploma in Process Control (PGDPC)"],
        ),
        ("Associate of Arts, 2010", ["Associate of Arts"]),
        ("Doctor of Philosophy in Economics", ["Doctor of Philosophy in Economics"]),
        ("B.Tech in Computer Science Anna University Chennai", ["B.Tech in Computer Science"]),
        ("BSc (Hons) Marketing", ["BSc (Hons) Marketing"]),
        ("MCA in COMPUTER APPLICATION", ["MCA in COMPUTER APPLICATION"]),
        ("B-TECH in Electronics", ["B-TECH in Electronics"]),
        ("BS in Business Administration, 1994", ["BS in Business Administration"]),
        ("BE Computer Science - 3 yr work experience", ["BE Computer Science"]),
        ("B.Sc., M.Sc.", ["B.Sc.", "M.Sc."]),
        ("BCA,MBA", ["BCA", "MBA"]),
        ("PhD, University of California", ["PhD"]),
        ("Major: Consumer Economics", ["Major: Consumer Economics"]),
        ("Minor in French, GPA 3.4", ["Minor in French"]),
    ],
)
def test_degrees_are_read_with_their_field(text: str, degrees: list[str]) -> None:
    assert find_degree_phrases(text) == degrees


@pytest.mark.parametrize(
    "text",
    [
        "Boston, MA 02142",
        "Proficient in MS Office and MS SQL Server",
        "Certified Scrum Master with six years of practice",
        "Associate Software Engineer at Oracle",
        "M. S. Dhoni captained the team",
        "B.A., Summa Cum Laude",
        "Doctor on call for the night shift",
    ],
)
def test_words_that_only_look_like_degrees_are_not_degrees(text: str) -> None:
    assert [phrase for phrase in find_degree_phrases(text) if phrase not in {"B.A."}] == []


@pytest.mark.parametrize(
    ("text", "institutions"),
    [
        ("B.E. in Electronics, North Maharashtra University 2017", ["North Maharashtra University"]),
        ("BS, University of Texas at Austin, Austin, TX", ["University of Texas at Austin"]),
        (
            "MCA in COMPUTER APPLICATION Lakeview College of Engineering",
            ["Lakeview College of Engineering"],
        ),
        ("B.Tech in Computer Science Anna University Chennai", ["Anna University"]),
        ("Graduated from Boston University in 2001", ["Boston University"]),
        ("Georgia Institute of Technology (GT)", ["Georgia Institute of Technology (GT)"]),
        ("MASSACHUSETTS INSTITUTE OF TECHNOLOGY", ["MASSACHUSETTS INSTITUTE OF TECHNOLOGY"]),
        ("I studied at St. Xavier's College, Mumbai", ["St. Xavier's College"]),
        ("M.Tech, IIT Bombay", ["IIT Bombay"]),
    ],
)
def test_institutions_are_read_around_their_keyword(text: str, institutions: list[str]) -> None:
    assert find_institutions(text) == institutions


@pytest.mark.parametrize(
    "text",
    [
        "Name Of College",
        "Cedar Brook Elementary School, Birmingham",
        "Leicester Sixth Form College",
        "In Praise of Public Higher Education (Oxford University Press)",
        "high school and college",
        "University",
    ],
)
def test_placeholders_schools_and_publishers_are_not_institutions(text: str) -> None:
    assert find_institutions(text) == []


def test_lines_naming_institutions_are_found_in_one_pass() -> None:
    text = "Led a team of four\nGuest lecture at Stanford University\nWrote the billing service"
    assert lines_naming_institutions(text) == ["Guest lecture at Stanford University"]


@pytest.mark.parametrize(
    ("text", "organizations"),
    [
        ("Company: Veltrix India\nClient: Northwind Lifts", ["Veltrix India"]),
        ("Organization: Indigo Advertisers, Tucson, AZ", ["Indigo Advertisers"]),
        ("Past Organization: Corvane Consultancy Services as ERP consultant", ["Corvane Consultancy Services"]),
        (
            "• Worked as Data Engineer with Corvane Systems Limited from 2015",
            ["Corvane Systems Limited"],
        ),
        ("Worked for Regional Statistics Centre under several payrolls", ["Regional Statistics Centre"]),
        ("Interned at Fabrikam Development Centre for 5 months", ["Fabrikam Development Centre"]),
        ("joined Accenture in 2010 as an analyst", ["Accenture"]),
        (
            "Associate Engineer in Contoso India Pvt Ltd. (through Veltrix Software Pvt Ltd)",
            ["Contoso India Pvt Ltd", "Veltrix Software Pvt Ltd"],
        ),
        ("Quality Builders, Inc. (2001)", ["Quality Builders, Inc"]),
        ("Corporate Controller for Alder Bank", ["Alder Bank"]),
    ],
)
def test_employers_are_read_from_fields_sentences_and_legal_forms(text: str, organizations: list[str]) -> None:
    assert find_organizations(text) == organizations


@pytest.mark.parametrize(
    "text",
    [
        "Worked with Ansible to automate deployments",
        "worked with the design team on releases",
        "Working in 24*7 support",
        "Solutions, Inc.",
        "Pvt. Ltd",
        "Client: Maersk Line",
    ],
)
def test_tools_teams_and_bare_legal_forms_are_not_employers(text: str) -> None:
    assert find_organizations(text) == []


@pytest.mark.parametrize(
    ("text", "titles"),
    [
        ("Designation: Principal Engineer\nDuration: 2005 - till date", ["Principal Engineer"]),
        ("Role: SAP Security Consultant\nClient: Northwind", ["SAP Security Consultant"]),
        ("Position: TECHNICAL SUPPORT ENGINEER", ["TECHNICAL SUPPORT ENGINEER"]),
        ("Working as Support Engineer with Contoso.", ["Support Engineer"]),
        ("Joined as Associate Network Engineer, worked on ERP", ["Associate Network Engineer"]),
        ("Seeking a position as a Sound Designer in the film industry", ["Sound Designer"]),
    ],
)
def test_job_titles_are_read_from_fields_and_sentences(text: str, titles: list[str]) -> None:
    assert find_job_titles(text) == titles


@pytest.mark.parametrize(
    "text",
    [
        "Role: collecting data, reporting, tracking",
        "working as a part of the escalation team",
        "Title: Memory Bounded Search",
    ],
)
def test_descriptions_are_not_job_titles(text: str) -> None:
    assert find_job_titles(text) == []


@pytest.mark.parametrize(
    ("lines", "headline"),
    [
        (
            "Software Engineer - Contoso\nWarangal, Telangana - Email me on Indeed: x@y.com",
            "Software Engineer - Contoso",
        ),
        ("Sales Manager CV Resume Template\nWest Vill., New York City", "Sales Manager"),
        (
            "Phone: 123-345-7890\nSENIOR PROJECT MANAGER | MARKETING DIRECTOR",
            "SENIOR PROJECT MANAGER - MARKETING DIRECTOR",
        ),
        ("Looking for strategic opportunities with over 5 years of experience", ""),
        ("Chennai, Tamil Nadu\njane@example.com", ""),
    ],
)
def test_headline_is_the_short_title_line_near_the_name(lines: str, headline: str) -> None:
    assert find_headline(lines_from_text(lines)) == headline


def test_headline_parts_are_titles_and_employers() -> None:
    assert headline_parts("Software Engineer - Contoso") == (["Software Engineer"], ["Contoso"])
    assert headline_parts("Program Manager | PMO Director") == (["Program Manager", "PMO Director"], [])


def test_new_values_leave_out_what_is_known_or_repeated() -> None:
    found = ["Infosys Limited", "Globex", "INFOSYS", "Initech Inc"]
    assert new_values(found, ["Infosys"]) == ["Globex", "Initech Inc"]
    assert new_values(["Senior Data Engineer", "data engineer"], ["Data Engineer"], exact=True) == [
        "Senior Data Engineer"
    ]


def test_word_starts_finds_cue_words_at_word_starts_only() -> None:
    lowered = "worked at acme; homework done; working for globex"
    assert word_starts(lowered, ("work",)) == [0, 31]


SUMMARY_RESUME = """Priya Raman
Senior Data Engineer - Initech
priya@example.com

Summary
Currently working as Data Engineer with Initech Solutions Pvt Ltd. Holds a B.Tech in Computer Science from
Anna University and trained at NIIT.

Experience
Data Engineer, Globex Corporation
2016 - 2019
• Moved 40 nightly jobs to Airflow

Education
B.Tech in Computer Science
Anna University, Chennai
2012 - 2016
"""


def test_parsed_resume_carries_the_headline_and_the_mentions_outside_its_entries() -> None:
    resume = parse_resume_text(SUMMARY_RESUME)
    assert resume.personal_info.headline == "Senior Data Engineer - Initech"
    assert [(entry.title, entry.organization) for entry in resume.work] == [("Data Engineer", "Globex Corporation")]
    mentions = resume.mentions
    assert mentions.job_titles == ["Senior Data Engineer"]
    assert mentions.organizations == ["Initech"]  # 'Initech Solutions Pvt Ltd' names the same employer
    assert mentions.degrees == []  # the education entry holds the B.Tech already
    assert mentions.institutions == []


def test_json_resume_label_is_the_headline() -> None:
    assert to_json_resume(parse_resume_text(SUMMARY_RESUME))["basics"]["label"] == "Senior Data Engineer - Initech"


def test_a_title_opening_with_a_dotted_or_lower_case_name_keeps_it_whole() -> None:
    assert find_job_titles("Experienced .NET Developer with eight years of work.") == [".NET Developer"]
    assert find_job_titles("Worked as a .NET Developer at Harbor Labs.") == [".NET Developer"]
    assert find_job_titles("Designation: .NET Developer") == [".NET Developer"]
    assert find_job_titles("Experienced iOS Developer with eight years of work.") == ["iOS Developer"]
    assert find_job_titles("Senior Vice-President.And CEO with 8 years of work.") == ["CEO"]
