"""Entry fields told apart and settled: employer against job title, degree against the rest, and section headings
run into flattened lines."""

import pytest

from vitae.resume.education_fields import pick_degree_and_institution
from vitae.resume.entry_fields import pick_title_and_organization
from vitae.resume.entry_roles import is_employer_name, settle_education_roles, settle_work_roles
from vitae.resume.headings import match_heading
from vitae.resume.inline_headings import split_inline_headings
from vitae.resume.locations import is_location
from vitae.resume.model import Entry, SectionKind
from vitae.resume.parser import parse_resume_text


def test_an_employer_alone_on_its_header_is_the_organisation() -> None:
    settled = settle_work_roles(Entry(title="Corvane Technologies Pvt. Ltd", dates="2017 - Present"))
    assert (settled.title, settled.organization) == ("", "Corvane Technologies Pvt. Ltd")


def test_a_swapped_title_and_employer_are_put_back() -> None:
    settled = settle_work_roles(Entry(title="Infosys Limited", organization="Senior Engineer"))
    assert (settled.title, settled.organization) == ("Senior Engineer", "Infosys Limited")


@pytest.mark.parametrize(
    "organization",
    [
        "part-time",
        "(full-time)",
        "Jan-Mar",
        "July",
        "(An ISO 9002 Company)",
        "Carried out the duties of budget review",
        "Deployment of several reporting solutions",
        "Page 2 of 2 RU Corp.",
        "jane@example.com",
        "salaries are paid by the month in this place",
    ],
)
def test_what_cannot_be_an_employer_is_dropped(organization: str) -> None:
    assert not is_employer_name(organization)
    assert settle_work_roles(Entry(title="Analyst", organization=organization)).organization == ""


@pytest.mark.parametrize("organization", ["Microsoft", "Tata Consultancy Services", "AT&T", "oracle"])
def test_employers_are_kept(organization: str) -> None:
    assert is_employer_name(organization)


@pytest.mark.parametrize(
    ("title", "organization", "settled"),
    [
        ("Bachelor of Science", "State University", ("Bachelor of Science", "State University")),
        ("Computer Science", "State University", ("Computer Science", "State University")),
        ("Adjunct Professor", "State University", ("", "State University")),
        ("Achieved a Distinction Average", "Monash University", ("", "Monash University")),
        ("", "Business Administration", ("Business Administration", "")),
        ("MBA", "61.7%", ("MBA", "")),
        ("B.A.", "Magna Cum Laude", ("B.A.", "")),
    ],
)
def test_education_entries_keep_degrees_fields_and_institutions(
    title: str, organization: str, settled: tuple[str, str]
) -> None:
    entry = settle_education_roles(Entry(title=title, organization=organization))
    assert (entry.title, entry.organization) == settled


def test_a_segment_written_before_a_place_is_the_employer() -> None:
    assert pick_title_and_organization(["App develop", "Microsoft"], ["Microsoft"]) == ("App develop", "Microsoft", [])
    assert pick_title_and_organization(["Microsoft"], ["Microsoft"]) == ("", "Microsoft", [])
    assert pick_title_and_organization(["Prudential"]) == ("Prudential", "", [])


def test_a_broad_field_the_degree_already_says_is_not_added() -> None:
    assert pick_degree_and_institution(["B.Tech", "Technology", "Anna University"])[:2] == ("B.Tech", "Anna University")
    assert pick_degree_and_institution(["B.Tech", "Course", "Anna University"])[:2] == ("B.Tech", "Anna University")
    assert pick_degree_and_institution(["PhD", "Computer Science", "Stanford University"])[:2] == (
        "PhD in Computer Science",
        "Stanford University",
    )


INDEED_EXPORT = """Lee Connelly
Software Engineer

WORK EXPERIENCE

Technical Architect

Corvane Services - Nagpur, Maharashtra

Software Engineer

Microsoft - Redmond -

July 2015 to January 2017

Application Developer

IBM India Pvt. Ltd. -

April 2011 to March 2018

Joined as Associate Network Engineer, then as Software Developer for support and
upgrade of ERP systems for clients from Retail, Textiles and Pharmaceuticals and
Finance sectors.
"""


def test_jobs_written_title_then_employer_then_place() -> None:
    work = parse_resume_text(INDEED_EXPORT).work
    assert [(entry.title, entry.organization) for entry in work] == [
        ("Technical Architect", "Corvane Services"),
        ("Software Engineer", "Microsoft"),
        ("Application Developer", "IBM India Pvt. Ltd."),
    ]
    assert work[2].description.startswith("Joined as Associate Network Engineer")


def test_a_sentence_whose_first_line_looks_like_a_header_stays_body_text() -> None:
    text = (
        "EXPERIENCE\nAnalyst\nGlobex - Austin, TX\n2019 - 2021\n" + INDEED_EXPORT.split("April 2011 to March 2018\n")[1]
    )
    [entry] = parse_resume_text(text).work
    assert (entry.title, entry.organization) == ("Analyst", "Globex")


def test_a_line_starting_in_lower_case_is_not_a_header() -> None:
    text = "EXPERIENCE\nL1 support engineer\nContoso - Nashik, Maharashtra -\nMarch 2018 to Present\n"
    text += "associated with Contoso in the area of FENWAYSOFT (INDIA) Pvt. Ltd\n"
    [entry] = parse_resume_text(text).work
    assert (entry.title, entry.organization) == ("L1 support engineer", "Contoso")


FLATTENED = (
    "Jane Doe jane@mail.com 555-123-4567 Summary Data engineer with eight years of experience building pipelines. "
    "Work Experience Senior Data Engineer, Initech Inc. Jan 2020 - Present Built a streaming pipeline. "
    "Education Bachelor of Science in Computer Science, University of Texas at Austin 2012 - 2016 "
    "Skills Python, SQL, Spark"
)


def test_headings_inside_a_flattened_resume_start_sections() -> None:
    resume = parse_resume_text(FLATTENED)
    assert [(section.heading, section.kind) for section in resume.sections] == [
        ("Summary", SectionKind.SUMMARY),
        ("Work Experience", SectionKind.EXPERIENCE),
        ("Education", SectionKind.EDUCATION),
        ("Skills", SectionKind.SKILLS),
    ]
    assert [(entry.title, entry.organization) for entry in resume.education] == [
        ("Bachelor of Science in Computer Science", "University of Texas at Austin")
    ]
    assert resume.skills[0].skills == ["Python", "SQL", "Spark"]
    # The date range starts a line of its own, so the job is an entry with its header, dates and description.
    assert [(entry.title, entry.organization, entry.dates, entry.description) for entry in resume.work] == [
        ("Senior Data Engineer", "Initech Inc.", "Jan 2020 - Present", "Built a streaming pipeline.")
    ]


@pytest.mark.parametrize(
    ("line", "pieces"),
    [
        ("SKILLS • Ability to lead workshops", ["SKILLS", "• Ability to lead workshops"]),
        ("WORK EXPERIENCE Senior Engineer, Acme", ["WORK EXPERIENCE", "Senior Engineer, Acme"]),
        ("EDUCATION CONSULTANT", ["EDUCATION CONSULTANT"]),
        ("EXPERIENCE Wordpress", ["EXPERIENCE", "Wordpress"]),
        ("Education Bachelor of Science", ["Education Bachelor of Science"]),
        ("PROJECT Manager at Acme", ["PROJECT Manager at Acme"]),
    ],
)
def test_a_heading_in_capitals_run_into_its_first_line_is_cut_out(line: str, pieces: list[str]) -> None:
    assert split_inline_headings(line) == pieces


@pytest.mark.parametrize(
    ("line", "pieces"),
    [
        ("EXPERIENCE SKILLS", ["EXPERIENCE", "SKILLS"]),
        ("Experience Skills", ["Experience", "Skills"]),
        ("SKILLS ACCOMPLISHMENTS", ["SKILLS", "ACCOMPLISHMENTS"]),
        (
            "PROFESSIONAL SUMMARY EDUCATION RELEVANT EXPERIENCE",
            ["PROFESSIONAL SUMMARY", "EDUCATION", "RELEVANT EXPERIENCE"],
        ),
        ("Technical Skills", ["Technical Skills"]),
        ("Leadership Skills", ["Leadership Skills"]),
        ("Software Skills", ["Software Skills"]),
        ("RESEARCH PUBLICATIONS", ["RESEARCH PUBLICATIONS"]),
        ("EDUCATION & CREDENTIALS", ["EDUCATION & CREDENTIALS"]),
        ("SKILLS AND EXPERTISE", ["SKILLS AND EXPERTISE"]),
    ],
)
def test_headings_of_side_by_side_columns_read_as_one_line_are_told_apart(line: str, pieces: list[str]) -> None:
    assert split_inline_headings(line) == pieces


def test_two_columns_read_as_one_keep_both_sections() -> None:
    text = "Backend Developer\nEXPERIENCE SKILLS\nGolang Developer\nGolang, Java, Python\nSber Technologies\n"
    assert [section.kind for section in parse_resume_text(text).sections] == [
        SectionKind.EXPERIENCE,
        SectionKind.SKILLS,
    ]


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("Education and courses:", SectionKind.EDUCATION),
        ("Experience and participated projects:", SectionKind.EXPERIENCE),
        ("Education & Courses", SectionKind.EDUCATION),
    ],
)
def test_headings_in_sentence_case_are_known_by_their_colon(line: str, kind: SectionKind) -> None:
    match = match_heading(line)
    assert match is not None and match.kind is kind


def test_a_sentence_case_line_without_a_colon_is_not_a_heading() -> None:
    assert match_heading("Education and courses") is None


def test_a_name_before_a_city_and_region_is_not_a_place() -> None:
    assert not is_location("Harbor Valley Cable, Overland Park, KS")
    assert not is_location("GOOGLE, New York, NY")
    assert is_location("Mapo-gu, Seoul, Republic of Korea")
    assert is_location("Overland Park, KS")
    text = "Jane Doe\nEXPERIENCE\nHarbor Valley Cable, Overland Park, KS\nMay 2009 - Aug 2009\nEdited TV segments.\n"
    [entry] = parse_resume_text(text).work
    assert (entry.organization, entry.location) == ("Harbor Valley Cable", "Overland Park, KS")


@pytest.mark.parametrize("organization", ["TEAM SIZE 20", "LANGUAGE TCL Programming", "PROJECT SUMMARY", "H.", "x"])
def test_labels_headings_and_initials_are_not_employers(organization: str) -> None:
    assert not is_employer_name(organization)


@pytest.mark.parametrize("organization", ["BP", "HP", "3M", "Technology Partners Ltd"])
def test_short_and_generic_looking_employers_are_kept(organization: str) -> None:
    assert is_employer_name(organization)
