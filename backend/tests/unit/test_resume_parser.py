"""The resume parser on resumes written here, in the layouts resumes come in."""

from vitae.documents.types import DocumentLine, ExtractedDocument, FileType
from vitae.resume.model import SectionKind
from vitae.resume.parser import parse_resume, parse_resume_text

CLASSIC = """Jane Q. Public
Senior Data Engineer
Austin, TX | jane.public@example.com | (512) 555-0199 | linkedin.com/in/janepublic | github.com/janeq

Professional Summary
Data engineer with eight years of experience building pipelines
and mentoring analysts.

Work Experience
Senior Data Engineer, Initech Inc. — Austin, TX
Jan 2020 – Present
• Built a streaming pipeline handling 2 billion events per day
• Cut warehouse costs by 35% with partition pruning

Data Engineer, Globex Corporation — Dallas, TX
06/2016 to 12/2019
• Migrated 40 nightly jobs from cron to Airflow

Education
Bachelor of Science in Computer Science
University of Texas at Austin, Austin, TX
2012 - 2016

Skills
Python, SQL, Spark, Airflow, Kafka

Awards
Initech Engineering Excellence Award, 2022
"""

ALL_CAPS_COMPANY_FIRST = """JOHN DOE
john.doe@mail.example.org    +44 20 7946 0958    London, United Kingdom

PROFILE:
Backend developer focused on payments.

PROFESSIONAL EXPERIENCE:
Monzo Bank Ltd
Backend Engineer
2019-2021
- Designed the card authorisation service
- Reduced p99 latency from 300 ms to 80 ms

Acme Labs
Software Engineering Intern
Summer 2018
- Wrote the first version of the billing exporter

EDUCATION:
MSc Computer Science
Imperial College London
2017 - 2018

TECHNICAL SKILLS:
Languages: Go, Python, Kotlin
Databases: PostgreSQL; Redis
Tools: Docker | Kubernetes | Terraform

CERTIFICATIONS:
AWS Certified Developer – Associate, Amazon Web Services, 2020
Certified Kubernetes Administrator (CKA), The Linux Foundation, 2021

LANGUAGES:
English (native), German (B2)
"""

DATES_FIRST = """Priya Raman
+91 98765 43210 · priya.raman@example.in · Bengaluru, Karnataka

EMPLOYMENT HISTORY
Mar 2021 – Present   Staff Engineer, Flipkart Internet Pvt Ltd, Bengaluru
• Led the search relevance team of six engineers
Jul 2017 – Feb 2021   Software Engineer, Infosys Limited, Mysore
• Maintained the loan origination platform for a US bank

ACADEMIC BACKGROUND
2013 – 2017   B.Tech in Information Technology, National Institute of Technology Karnataka

CORE COMPETENCIES
Java • Spring Boot • Elasticsearch • System Design
"""


def test_classic_resume_contact_details() -> None:
    info = parse_resume_text(CLASSIC).personal_info
    assert info.name == "Jane Q. Public"
    assert info.email == "jane.public@example.com"
    assert info.phone == "(512) 555-0199"
    assert info.location == "Austin, TX"
    assert info.linkedin == "linkedin.com/in/janepublic"
    assert info.github == "github.com/janeq"


def test_classic_resume_work_entries_title_first() -> None:
    work = parse_resume_text(CLASSIC).work
    assert [(entry.title, entry.organization) for entry in work] == [
        ("Senior Data Engineer", "Initech Inc."),
        ("Data Engineer", "Globex Corporation"),
    ]
    first, second = work
    assert (first.start_date, first.end_date, first.location) == ("2020-01", "present", "Austin, TX")
    assert first.bullets == [
        "Built a streaming pipeline handling 2 billion events per day",
        "Cut warehouse costs by 35% with partition pruning",
    ]
    assert (second.dates, second.start_date, second.end_date) == ("06/2016 to 12/2019", "2016-06", "2019-12")


def test_classic_resume_summary_education_skills_and_other_sections() -> None:
    resume = parse_resume_text(CLASSIC)
    assert resume.summary == "Data engineer with eight years of experience building pipelines and mentoring analysts."
    [degree] = resume.education
    assert degree.title == "Bachelor of Science in Computer Science"
    assert degree.organization == "University of Texas at Austin"
    assert (degree.start_date, degree.end_date) == ("2012", "2016")
    assert [(group.name, group.skills) for group in resume.skills] == [
        ("Skills", ["Python", "SQL", "Spark", "Airflow", "Kafka"])
    ]
    assert [(section.heading, section.kind) for section in resume.sections] == [
        ("Professional Summary", SectionKind.SUMMARY),
        ("Work Experience", SectionKind.EXPERIENCE),
        ("Education", SectionKind.EDUCATION),
        ("Skills", SectionKind.SKILLS),
        ("Awards", SectionKind.OTHER),
    ]
    assert resume.sections[-1].lines == ["Initech Engineering Excellence Award, 2022"]


def test_all_caps_headings_with_colons_and_company_first() -> None:
    resume = parse_resume_text(ALL_CAPS_COMPANY_FIRST)
    assert resume.personal_info.name == "John Doe"
    assert resume.personal_info.phone == "+44 20 7946 0958"
    assert resume.personal_info.location == "London, United Kingdom"
    assert resume.summary == "Backend developer focused on payments."
    assert [(entry.title, entry.organization, entry.dates) for entry in resume.work] == [
        ("Backend Engineer", "Monzo Bank Ltd", "2019-2021"),
        ("Software Engineering Intern", "Acme Labs", "Summer 2018"),
    ]
    assert resume.work[0].bullets[1] == "Reduced p99 latency from 300 ms to 80 ms"
    assert [(entry.title, entry.organization) for entry in resume.education] == [
        ("MSc Computer Science", "Imperial College London")
    ]


def test_grouped_skills_keep_their_group_names() -> None:
    skills = parse_resume_text(ALL_CAPS_COMPANY_FIRST).skills
    assert [(group.name, group.skills) for group in skills] == [
        ("Languages", ["Go", "Python", "Kotlin"]),
        ("Databases", ["PostgreSQL", "Redis"]),
        ("Tools", ["Docker", "Kubernetes", "Terraform"]),
    ]


def test_a_skill_named_with_a_leading_dot_keeps_it() -> None:
    text = "Jane Doe\njane@example.com\n\nSKILLS\n.NET, C#, ASP.NET Core, . Docker\n"
    assert [group.skills for group in parse_resume_text(text).skills] == [[".NET", "C#", "ASP.NET Core", "Docker"]]


def test_certifications_with_issuer_and_year() -> None:
    certifications = parse_resume_text(ALL_CAPS_COMPANY_FIRST).certifications
    assert [(entry.title, entry.organization, entry.start_date) for entry in certifications] == [
        ("AWS Certified Developer – Associate", "Amazon Web Services", "2020"),
        ("Certified Kubernetes Administrator (CKA)", "The Linux Foundation", "2021"),
    ]


def test_languages_section_is_kept_under_its_heading() -> None:
    sections = parse_resume_text(ALL_CAPS_COMPANY_FIRST).sections
    assert sections[-1].heading == "LANGUAGES"
    assert sections[-1].kind is SectionKind.OTHER
    assert sections[-1].lines == ["English (native), German (B2)"]


def test_dates_before_the_entry_header() -> None:
    resume = parse_resume_text(DATES_FIRST)
    assert resume.personal_info.phone == "+91 98765 43210"
    assert resume.personal_info.location == "Bengaluru, Karnataka"
    assert [(entry.title, entry.organization, entry.start_date, entry.end_date) for entry in resume.work] == [
        ("Staff Engineer", "Flipkart Internet Pvt Ltd", "2021-03", "present"),
        ("Software Engineer", "Infosys Limited", "2017-07", "2021-02"),
    ]
    [degree] = resume.education
    assert degree.title == "B.Tech in Information Technology"
    assert degree.organization == "National Institute of Technology Karnataka"
    assert [skill for group in resume.skills for skill in group.skills] == [
        "Java",
        "Spring Boot",
        "Elasticsearch",
        "System Design",
    ]


def test_name_with_credentials_and_middle_initial() -> None:
    resume = parse_resume_text("John A. Doe, PhD, PMP\njohn@example.com\n\nEXPERIENCE\nAnalyst, Acme Corp, 2019")
    assert resume.personal_info.name == "John A. Doe"


def test_name_is_not_a_heading_contact_line_or_title() -> None:
    text = "RESUME\nSoftware Engineer\nmaria.garcia@example.com | +1 415 555 0100\nMaria Garcia\n\nEDUCATION\nBS, MIT"
    assert parse_resume_text(text).personal_info.name == "Maria Garcia"


def test_international_phone_formats() -> None:
    cases = {
        "Mobile: +1-123-456-7890": "+1-123-456-7890",
        "Tel. +49 30 1234 5678": "+49 30 1234 5678",
        "(+82) 10-9030-1843": "(+82) 10-9030-1843",
        "Phone: +33 (0)6 58 87 12 34": "+33 (0)6 58 87 12 34",
        "Cell 0412 345 678": "0412 345 678",
    }
    for line, phone in cases.items():
        assert parse_resume_text(f"Ana Lima\n{line}\n").personal_info.phone == phone, line


def test_years_and_identifiers_are_not_phone_numbers() -> None:
    text = "Ana Lima\nana@example.com\n\nEDUCATION\nBSc Physics, 2012 - 2016\n\nPATENTS\nUS Patent 11,234,567"
    assert parse_resume_text(text).personal_info.phone == ""


def test_letter_spaced_headings() -> None:
    text = (
        "Ana Lima\n\nW O R K   E X P E R I E N C E\nBarista, Blue Bottle Coffee, 2019 - 2020\n\nS K I L L S\nLatte art"
    )
    resume = parse_resume_text(text)
    assert [section.heading for section in resume.sections] == ["WORK EXPERIENCE", "SKILLS"]
    assert resume.work[0].organization == "Blue Bottle Coffee"


def test_text_flattened_into_one_long_line() -> None:
    lines = [
        "Tom Baker",
        "tom.baker@example.com",
        "OBJECTIVE",
        "To lead a maintenance team at a regional airline.",
        "EXPERIENCE",
        "Aircraft Technician",
        "Delta Air Lines, Atlanta, GA",
        "2015  Present",
        "Performed A and C checks on the 737 fleet",
        "EDUCATION",
        "Associate of Applied Science in Aviation Maintenance",
        "Georgia Northwestern Technical College",
    ]
    resume = parse_resume_text("  ".join(lines) + "  ")
    assert resume.personal_info.name == "Tom Baker"
    assert [(entry.title, entry.organization, entry.end_date) for entry in resume.work] == [
        ("Aircraft Technician", "Delta Air Lines", "present")
    ]
    assert resume.education[0].organization == "Georgia Northwestern Technical College"


def test_degree_from_institution_on_one_line() -> None:
    text = "Ravi Kumar\n\nEDUCATION\nBachelor of Engineering from Anna University, Chennai, 2015\n"
    [degree] = parse_resume_text(text).education
    assert (degree.title, degree.organization, degree.start_date) == (
        "Bachelor of Engineering",
        "Anna University",
        "2015",
    )


def test_projects_written_as_name_and_description() -> None:
    text = (
        "Lea Roux\n\nPROJECTS\n"
        "• Route Planner: shortest paths over OpenStreetMap data\n"
        "• Chess Engine: bitboards in Rust\n"
    )
    projects = parse_resume_text(text).projects
    assert [(project.title, project.description) for project in projects] == [
        ("Route Planner", "shortest paths over OpenStreetMap data"),
        ("Chess Engine", "bitboards in Rust"),
    ]


def test_projects_a_line_each_named_with_their_details() -> None:
    text = "Lea Roux\n\nPROJECTS\nRoute Planner — Rust\nChess Engine — C++, SIMD\nBudget Dashboard — React\n"
    assert [project.title for project in parse_resume_text(text).projects] == [
        "Route Planner",
        "Chess Engine",
        "Budget Dashboard",
    ]


def test_layout_hints_find_headings_and_the_name() -> None:
    def line(text: str, size: float, block: int, bold: bool = False) -> DocumentLine:
        return DocumentLine(text=text, font_size=size, bold=bold, block=block)

    document = ExtractedDocument(
        file_type=FileType.PDF,
        lines=[
            line("Curriculum Vitae", 9, 0),
            line("Grace Hopper", 28, 0, bold=True),
            line("grace@example.com", 10, 0),
            line("Things I Have Built", 14, 1, bold=True),
            line("COBOL compiler prototypes for the Navy", 10, 1),
            line("Experience", 14, 2, bold=True),
            line("Senior Mathematician, Remington Rand\t1949 – 1967", 10, 2),
        ],
    )
    resume = parse_resume(document)
    assert resume.personal_info.name == "Grace Hopper"
    assert [(section.heading, section.kind) for section in resume.sections] == [
        ("Things I Have Built", SectionKind.OTHER),
        ("Experience", SectionKind.EXPERIENCE),
    ]
    assert [(entry.title, entry.organization, entry.dates) for entry in resume.work] == [
        ("Senior Mathematician", "Remington Rand", "1949 – 1967")
    ]


def test_bullets_that_head_entries_keep_their_subtitle_and_dates_column() -> None:
    def line(text: str, x0: float, *, bold: bool = False, size: float = 10) -> DocumentLine:
        return DocumentLine(text=text, font_size=size, bold=bold, x0=x0, block=1)

    document = ExtractedDocument(
        file_type=FileType.PDF,
        lines=[
            DocumentLine(text="Sam Rivera", font_size=16, bold=True, x0=36),
            line("Experience", 36, size=12),
            line("• Google\tMountain View, CA", 36, bold=True),
            line("Software Engineer\tOct 2016 – Present", 47),
            line("◦ TensorFlow: numerical computation with data flow graphs, used for training", 60),
            line("deep learning models on Tensor Processing Units", 71),
            line("• Coursera\tMountain View, CA", 36, bold=True),
            line("Senior Software Engineer\tJan 2014 – Oct 2016", 47),
            line("◦ Notifications: email and push delivery service", 60),
        ],
    )
    work = parse_resume(document).work
    assert [(entry.title, entry.organization, entry.location, entry.end_date) for entry in work] == [
        ("Software Engineer", "Google", "Mountain View, CA", "present"),
        ("Senior Software Engineer", "Coursera", "Mountain View, CA", "2016-10"),
    ]
    assert work[0].bullets == [
        "TensorFlow: numerical computation with data flow graphs, used for training deep learning models on Tensor"
        " Processing Units"
    ]


def test_date_ranges_in_many_spellings() -> None:
    cases = {
        "Jan 2020 – Present": ("2020-01", "present"),
        "2019-2021": ("2019", "2021"),
        "06/2018 to 08/2019": ("2018-06", "2019-08"),
        "May/2008 - May/2016": ("2008-05", "2016-05"),
        "09/14-Present": ("2014-09", "present"),
        "September 2010 August 2012": ("2010-09", "2012-08"),
        "from April 2010 to till date": ("2010-04", "present"),
        "Since 2017": ("2017", "present"),
    }
    for written, expected in cases.items():
        [job] = parse_resume_text(f"Kai Ng\n\nEXPERIENCE\nAnalyst, Acme Corp\n{written}\n• Built reports").work
        assert (job.start_date, job.end_date) == expected, written


def test_empty_and_blank_text() -> None:
    for text in ("", "   \n\n  ", "\x00\x01"):
        resume = parse_resume_text(text)
        assert resume.personal_info.name == ""
        assert resume.sections == []
