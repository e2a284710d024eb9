"""Employers named outside the work entries: what is and what is not an organisation."""

import pytest

from vitae.resume.organization_mentions import find_organizations, is_employer_mention
from vitae.resume.parser import parse_resume_text


@pytest.mark.parametrize(
    "text",
    [
        "This CV layout remains the copyright of Brightpage Ltd 2012. Please do not reuse it.",
        "© 2019 Jobsheet.com, Inc. All rights reserved.",
        "Skilled in AutoCAD, MS Excel, CNC programming and welding",
        "Experience in working with FTP, SOAP, REST and JMS adapters",
        "Worked in PHOENIX CRM project as a tester",
        "Worked in Oncology, surgical and maternity wards",
        "Working in Kotlin and Swift, I build mobile apps",
        "Practical training in Refereeing and Officiating",
        "Trained and worked for EMEA (Middle East) regions",
        "A layout that works for YOU!",
        "Served as Teaching Aide for Grades 4 and 5",
        "Joined Riverside Drama Student Society in 2015",
    ],
)
def test_skills_projects_regions_and_footers_are_not_employers(text: str) -> None:
    assert find_organizations(text) == []


@pytest.mark.parametrize(
    ("text", "organizations"),
    [
        ("Good experience in working at MNC. As Bluefield Media for a language project", []),
        ("Studied patch antennas. Organization Norvex Circuits Pvt Ltd. Internship", ["Norvex Circuits Pvt Ltd"]),
        ("Worked in Halvorsen Foods since 2012 as a cook", ["Halvorsen Foods"]),
        ("Interned in Kestrel Analytics.", ["Kestrel Analytics"]),
        (
            "Current Employer: Maple\nCurrently employed with Maple Grove Academy, Springfield as a teacher",
            ["Maple Grove Academy"],
        ),
        ("Worked at St. Anne's Hospital, then at Halden, Corp. in Leeds", ["St. Anne's Hospital", "Halden, Corp"]),
    ],
)
def test_employer_names_stop_at_a_sentence_and_keep_the_longer_spelling(text: str, organizations: list[str]) -> None:
    assert find_organizations(text) == organizations


@pytest.mark.parametrize(
    ("name", "employer"),
    [("Nimbus Labs", True), ("Quillon", True), ("MEDIA", False), ("PhD", False), ("BI /", False)],
)
def test_headline_parts_that_are_no_employer(name: str, employer: bool) -> None:
    assert is_employer_mention(name) is employer


@pytest.mark.parametrize(
    ("text", "organizations"),
    [
        ("2016 - present\nResearch Associate at Centre for Applied Optics, Northfield", ["Centre for Applied Optics"]),
        ("Summer internship at Brightwater Analytics Pune.", ["Brightwater Analytics"]),
        ("Reference: Ana Lopez, product manager at Quillon Saudi Arabia.", ["Quillon"]),
        ("Trained nurses at Hillcrest Clinic on hygiene", []),
        ("Community health workers at Mother feeding Support Group", []),
        ("Consultant and Attorney at Law for twenty years", []),
        ("Provided technical support at Norvex for a year", []),
    ],
)
def test_a_job_title_before_at_names_where_it_was_held(text: str, organizations: list[str]) -> None:
    assert find_organizations(text) == organizations


@pytest.mark.parametrize(
    ("text", "organizations"),
    [
        ("Acted as Secretary of the Regional Aviation Safety Council", ["Regional Aviation Safety Council"]),
        ("2001-2004: Special Adviser to the Northern Water Authority", ["Northern Water Authority"]),
        ("Worked as an Apprentice under Western Informatics Centre", ["Western Informatics Centre"]),
        ("Director of the Harlow Institute for Urban Studies", ["Harlow Institute for Urban Studies"]),
        ("Corporate Controller for Granite Bank and Lakeside Savings Bank", ["Granite Bank", "Lakeside Savings Bank"]),
        ("Professor of Computer Science", []),
        ("Head of Legal and Compliance", []),
        ("Editor of School Magazine", []),
        ("Manager of University Relations", []),
        ("Lead Developer for Python Data Services", []),
    ],
)
def test_a_job_title_before_of_to_for_names_an_organisation_only_by_its_head_word(
    text: str, organizations: list[str]
) -> None:
    assert find_organizations(text) == organizations


@pytest.mark.parametrize(
    ("text", "organizations"),
    [
        ("Working currently with Orbis Analytics Group as a tester", ["Orbis Analytics Group"]),
        ("including six years' service with the Royal Signals Corporation.", ["Royal Signals Corporation"]),
        ("Currently with Westbrook Savings Bank, leading audits", ["Westbrook Savings Bank"]),
        ("Worked as a Trainee under Eastern Informatics Centre", ["Eastern Informatics Centre"]),
        ("Worked under Dr. Raman Iyer on a thesis", []),
        ("Worked in the Night Shift team", []),
        ("Company: Caminos de las Sierras S.A. Position: Counsel", ["Caminos de las Sierras S.A"]),
        ("Organization: Nimbus Soft Pvt. Ltd. Role: Tester", ["Nimbus Soft Pvt. Ltd"]),
        (
            "Senior Engineer, KESTREL ENGINEERING & FORGE COMPANY LTD. (KEF)",
            ["KESTREL ENGINEERING & FORGE COMPANY LTD"],
        ),
    ],
)
def test_employers_after_adverbs_articles_and_with_foreign_legal_forms(text: str, organizations: list[str]) -> None:
    assert find_organizations(text) == organizations


@pytest.mark.parametrize(
    ("text", "organizations"),
    [
        ("Handbook of Testing (2011): to be published by Halden & Sons, Inc. in March 2011", []),
        ("Essays on Land (edited with R. Obrien; NY: Marlow Press, Inc., 1996)", []),
        ("Leeds, England: Brightline Learning Ltd., pp. 10-24", []),
        ("Customised House Bank Creation for the client", []),
        ("Offices at Meridian Bank House, Nairobi", []),
        ("Analyst, Meridian Bank, Verona (Italy)", ["Meridian Bank"]),
        ("Organization: Halden Soft Pvt Ltd", ["Halden Soft Pvt Ltd"]),
    ],
)
def test_publishers_and_buildings_are_not_employers(text: str, organizations: list[str]) -> None:
    assert find_organizations(text) == organizations


@pytest.mark.parametrize(
    ("text", "organizations"),
    [
        ("Produce Clerk, Harbor Fresh Foods, Pretend, NE", ["Harbor Fresh Foods"]),
        ("Volunteer, Habitat for Homes, Muncie, Indiana, 2010 - present", ["Habitat for Homes"]),
        ("Board Secretary, Lakeview Chamber of Commerce, 1988-1994", ["Lakeview Chamber of Commerce"]),
        ("Trainee, Baltimore, MD", []),
        ("Sales Associate, City, MD", []),
        ("Teaching Assistant, Spring 2012", []),
        ("Software Engineer, Android, Kotlin and Java", []),
    ],
)
def test_a_job_title_then_a_comma_names_an_employer_before_a_place_or_dates(
    text: str, organizations: list[str]
) -> None:
    assert find_organizations(text) == organizations


@pytest.mark.parametrize(
    "text",
    [
        "Self-employed in Family Business, Shimla",
        "CFO of $250M and International Corporation 2001",
        "Worked closely with the recently created Retail Bank line of business",
    ],
)
def test_names_made_only_of_generic_words_are_not_employers(text: str) -> None:
    assert find_organizations(text) == []


@pytest.mark.parametrize(
    ("text", "organizations"),
    [
        ("2009-2011 Teacher Assistant: Millbrook Family Centre Supported four children", ["Millbrook Family Centre"]),
        ("Full-time Instructor: Copper Valley Training Centre, Maplewood", ["Copper Valley Training Centre"]),
        ("President, Society of Graduate Deans, 2011-12", ["Society of Graduate Deans"]),
        ("Project Assistant - Harbour Relief Foundation", ["Harbour Relief Foundation"]),
        ("Skills: Python, Java", []),
        ("Team Lead - Agile Delivery", []),
    ],
)
def test_a_job_title_then_a_colon_or_dash_names_an_organisation(text: str, organizations: list[str]) -> None:
    assert find_organizations(text) == organizations


@pytest.mark.parametrize(
    "text",
    [
        "Elected Fellow, Northern Statistical Association, 2009",
        "Distinguished Lecturer, Lakeshore State University, 2001",
        "Adjunct Lecturer, Lakeshore State University, 2004 - 2006",
    ],
)
def test_honours_and_universities_after_a_title_and_comma_are_left_to_the_education_fields(text: str) -> None:
    assert find_organizations(text) == []


@pytest.mark.parametrize(
    ("text", "organizations"),
    [
        ("14 months of experience in KLMB as Teller Associate.", ["KLMB"]),
        ("Two years of experience with Norvex Systems as a Support Engineer", ["Norvex Systems"]),
        ("Good experience in Java as a language", []),
        ("Six months of experience in Germany as an intern", []),
    ],
)
def test_experience_at_a_name_as_a_role_names_an_employer(text: str, organizations: list[str]) -> None:
    assert find_organizations(text) == organizations


@pytest.mark.parametrize(
    "text",
    [
        "Certifications\nCloud Certified Developer, Nimbus Web Services, 2020",
        "Certified Scrum Master at Agile Guild",
        "Examiner course at Brightline Learning, 2019",
    ],
)
def test_a_certificate_named_like_a_title_does_not_name_its_issuer_as_an_employer(text: str) -> None:
    assert find_organizations(text) == []


def test_a_referees_employer_is_not_a_mention() -> None:
    text = """Dana Whitlock
dana.whitlock@example.com

SUMMARY
Backend developer. Currently with Orbis Analytics Group, building data services.

EXPERIENCE
Backend Developer
Orbis Analytics Group, Leeds
2019 - Present

REFERENCES
Jane Roe, Engineering Manager at Halvorsen Foods Ltd, jane.roe@example.com
"""
    resume = parse_resume_text(text)
    assert not any("Halvorsen" in name for name in resume.mentions.organizations)


@pytest.mark.parametrize(
    ("text", "organizations"),
    [
        ("Associated with Cisco on the role of NIMBUSLABS (INDIA) Pvt. Ltd", ["NIMBUSLABS (INDIA) Pvt. Ltd"]),
        ("Working currently with Kestrel services Pune as a Test Engineer", ["Kestrel services"]),
        ("Worked in Halden technologies for two years", ["Halden technologies"]),
    ],
)
def test_a_country_in_brackets_and_a_lowercase_kind_of_firm_belong_to_the_name(
    text: str, organizations: list[str]
) -> None:
    assert find_organizations(text) == organizations


@pytest.mark.parametrize(
    ("text", "organizations"),
    [
        ("2013 to Present Tornvik, San Mateo, California Supervisor", ["Tornvik"]),
        ("1978 to 1982\nHaldwick Mills, Eureka, Ca Millwright", ["Haldwick Mills"]),
        ("Dec. 2004 - Present, Norlak Works, Cleveland, OH Responsible for", ["Norlak Works"]),
        ("2006 to 2009\nChairman, Outreach Committee, Maryland", []),
        ("2002-2004\nAdjunct, Lakeshore State University, Richmond", []),
    ],
)
def test_a_period_then_a_name_and_its_place_names_an_employer(text: str, organizations: list[str]) -> None:
    assert find_organizations(text) == organizations


@pytest.mark.parametrize(
    ("text", "organizations"),
    [
        (
            "Highlights\nHARLOW PARTS SERVICE DIVISION, Toledo, OH 1983 to 1997 Dealer",
            ["HARLOW PARTS SERVICE DIVISION"],
        ),
        ("Experience\nKestrel Infotech, Chennai June 2008 - Dec 2008 Associate", ["Kestrel Infotech"]),
        ("Contact\nNewark, NJ 2015 - 2018", []),
        ("2007-2008\nLisbon, Portugal.\nGave workshops", []),
    ],
)
def test_a_name_and_its_place_next_to_a_period_names_an_employer(text: str, organizations: list[str]) -> None:
    assert find_organizations(text) == organizations


@pytest.mark.parametrize(
    ("text", "organizations"),
    [
        ("Highlights of Employment\nBRIGHTLINE MARKETING, INC, 1999 to 2006", ["BRIGHTLINE MARKETING, INC"]),
        ("reporting.\nHarbor Mechanics, Inc., San Diego, CA 2006 to 2011", ["Harbor Mechanics, Inc"]),
        ("Corporate Controller for Alder Bank", ["Alder Bank"]),
        ("1998 CFO of International Corporation", []),
    ],
)
def test_a_job_word_inside_a_firms_name_is_kept(text: str, organizations: list[str]) -> None:
    assert find_organizations(text) == organizations


@pytest.mark.parametrize(
    ("text", "organizations"),
    [
        ("user satisfaction\nQuillon, Senior Consultant, 2000-2001", ["Quillon"]),
        ("\nNorvex Systems, Founder and CEO, 2009-Present", ["Norvex Systems"]),
        ("\nBoston, Senior Consultant, 2000-2001", []),
        ("\nPython, Data Analysis, 2019-2020", []),
    ],
)
def test_a_name_then_a_job_title_before_a_period_names_an_employer(text: str, organizations: list[str]) -> None:
    assert find_organizations(text) == organizations
