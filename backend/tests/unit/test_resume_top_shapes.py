"""The top of resumes as written around the world: names of many cultures, contact lines, headlines."""

import pytest

from vitae.resume.contacts import find_phones
from vitae.resume.headings import kind_of_heading
from vitae.resume.model import PersonalInfo, SectionKind
from vitae.resume.parser import parse_resume_text

_BODY = """
EXPERIENCE
Data Engineer, Harbor Labs, 2019 - Present
- Built the ingestion pipeline.
"""


def _top(top: str) -> PersonalInfo:
    return parse_resume_text(top + "\n" + _BODY).personal_info


@pytest.mark.parametrize(
    ("top", "name"),
    [
        # Letters beyond Latin-1 (Turkish, Polish, Vietnamese) belong to names.
        ("Elif Yılmaz\nelif@example.com | Istanbul, Turkey", "Elif Yılmaz"),
        ("Łukasz Wąsowski\nlukasz@example.pl | +48 601 234 567", "Łukasz Wąsowski"),
        ("Nguyễn Văn An\nan.nguyen@example.vn", "Nguyễn Văn An"),
        # An Arabic article joined to the surname.
        ("Omar al-Farsi\nomar@example.com • +971 50 123 4567 • Dubai, UAE", "Omar al-Farsi"),
        # A form of address before the name is not part of it; a generational suffix is.
        ("Dr. Priya Raman\nClinical Research Scientist\npriya@example.org", "Priya Raman"),
        ("Prof Kenji Sato\nkenji@example.ac.jp", "Kenji Sato"),
        ("Robert Lee Hollis Jr.\nrob@example.com | +1 (312) 555-0100 ext. 12", "Robert Lee Hollis Jr."),
        ("William T. Barnes III\nwill@example.com", "William T. Barnes III"),
        ("Dr. med. Anna Weber\nanna@example.de", "Anna Weber"),
        ("Ing. Tomáš Novák\ntomas@example.cz", "Tomáš Novák"),
        ("Er. Rahul Verma\nrahul@example.in", "Rahul Verma"),
        ("Prof. Dr. Klaus Richter\nklaus@example.de", "Klaus Richter"),
        # A name set all in lower case, above the contact details.
        ("alex chen\nfull-stack developer\nalex.chen@example.com | github.com/alexchen", "Alex Chen"),
        ("jan van dijk\njan@example.nl", "Jan van Dijk"),
        # Particles of a name in capitals are written in lower case.
        ("LUDWIG VAN DER BERG\nludwig@example.nl", "Ludwig van der Berg"),
        ("MARIA DE LA CRUZ\nmaria@example.es", "Maria de la Cruz"),
        # A nickname after the given name is passed over.
        ('Wei-Ling "Wendy" Tan\nwendy@example.sg', "Wei-Ling Tan"),
        ("Alexander (Sasha) Ivanov\nsasha@example.com | Remote", "Alexander Ivanov"),
        ("Mia Kovač (she/her)\nmia@example.hr", "Mia Kovač"),
    ],
)
def test_names_of_many_cultures(top: str, name: str) -> None:
    assert _top(top).name == name


@pytest.mark.parametrize("separator", [" — ", " – ", " - ", " · ", "  •  ", " | ", ", "])
def test_headline_after_the_name_on_its_line(separator: str) -> None:
    info = _top(f"Tomás Álvarez{separator}Senior Data Engineer\ntomas@example.es | +34 612 345 678 | Madrid, Spain")
    assert (info.name, info.headline) == ("Tomás Álvarez", "Senior Data Engineer")


def test_headline_in_a_top_of_two_columns() -> None:
    info = _top(
        "Lena Fischer                                   lena@example.de\n"
        "Frontend Developer                             +49 151 23456789\n"
        "                                               Hamburg, Germany"
    )
    assert (info.name, info.headline, info.phone, info.location) == (
        "Lena Fischer",
        "Frontend Developer",
        "+49 151 23456789",
        "Hamburg, Germany",
    )


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("Experience Highlights", SectionKind.EXPERIENCE),
        ("Clinical Rotations", SectionKind.EXPERIENCE),
        ("Work Placements", SectionKind.EXPERIENCE),
        ("Where I've Worked", SectionKind.EXPERIENCE),
        ("Bootcamp", SectionKind.EDUCATION),
        ("Toolkit", SectionKind.SKILLS),
        ("Languages & Frameworks", SectionKind.SKILLS),
        ("Competences", SectionKind.SKILLS),
        ("Capstone Project", SectionKind.PROJECTS),
        ("Bio", SectionKind.SUMMARY),
        ("Fellowships", SectionKind.OTHER),
        ("Hackathons", SectionKind.OTHER),
        ("Speaking Engagements", SectionKind.OTHER),
        ("Employment Highlights", SectionKind.EXPERIENCE),
        ("Career Journey", SectionKind.EXPERIENCE),
        # The number of a section in a designed resume.
        ("01 — Experience", SectionKind.EXPERIENCE),
        ("02 / Skills", SectionKind.SKILLS),
        ("03 Education", SectionKind.EDUCATION),
    ],
)
def test_headings_of_modern_resumes(heading: str, kind: SectionKind) -> None:
    assert kind_of_heading(heading) is kind


def test_jobs_under_experience_highlights_and_clinical_rotations_are_work() -> None:
    resume = parse_resume_text(
        "Jonas Berg\njonas@example.com\n\nEXPERIENCE HIGHLIGHTS\nSignals Corporal, Northern Army, 2012 - 2013\n"
        "- Maintained field radio networks.\n\n"
        "CLINICAL ROTATIONS\nEmergency Medicine, Fjord Hospital, Jan 2024 - Mar 2024\n"
    )
    assert [(job.title, job.organization) for job in resume.work] == [
        ("Signals Corporal", "Northern Army"),
        ("Emergency Medicine", "Fjord Hospital"),
    ]


def test_languages_and_frameworks_label_stays_a_group_of_the_skills() -> None:
    resume = parse_resume_text(
        "Jonas Berg\njonas@example.com\n\nSKILLS\nLanguages & Frameworks: Python, Django\nCloud: AWS, Terraform\n"
    )
    assert [section.heading for section in resume.sections] == ["SKILLS"]


def _skills(body: str) -> list[tuple[str, list[str]]]:
    education = "EDUCATION\nBSc Physics, Elm University, 2015\n"
    resume = parse_resume_text(f"Jane Roe\njane@example.com\n\nSKILLS\n{body}\n\n{education}")
    return [(group.name, group.skills) for group in resume.skills]


@pytest.mark.parametrize(
    "body",
    [
        "Python (Expert), Go (Advanced), SQL (Intermediate)",
        "Python — 5 yrs\nGo – 3+ years\nSQL - 2 years of experience",
        "Python: Expert\nGo: Advanced\nSQL: Intermediate",
        "Python      Expert\nGo          Advanced\nSQL         Basic",
        "Python 90%\nGo 75%\nSQL 60%",
        "Python (5y), Go (2y), SQL (1y)",
        "Python ★★★★☆\nGo ★★★☆☆\nSQL ★★☆☆☆",
        "Python ●●●●●  Go ●●●○○  SQL ●●●●○",
        "Python 5/5, Go 4/5, SQL 3/5",
        "Python [5 yrs], Go [2 yrs], SQL [1 yr]",
        "Python - Expert level\nGo - Advanced level\nSQL - Basic level",
        "Python (Level: Expert)\nGo (Level: Advanced)\nSQL (Level: Basic)",
    ],
)
def test_skills_written_with_their_levels_are_the_skills_alone(body: str) -> None:
    assert _skills(body) == [("Skills", ["Python", "Go", "SQL"])]


def test_languages_with_their_levels() -> None:
    assert _skills("Languages: German (C1), Spanish – native, English: fluent, French - B2") == [
        ("Languages", ["German", "Spanish", "English", "French"])
    ]


def test_levels_heading_groups_and_basic_the_language_stay() -> None:
    assert _skills("Advanced: Python, Go\nFamiliar: Haskell, BASIC") == [
        ("Advanced", ["Python", "Go"]),
        ("Familiar", ["Haskell", "BASIC"]),
    ]


def test_a_table_of_skills_whose_first_row_names_the_columns() -> None:
    body = (
        "Languages        Frameworks        Cloud & DevOps\n"
        "Python           Django            AWS\n"
        "Go               React             Terraform"
    )
    assert _skills(body) == [
        ("Languages", ["Python", "Go"]),
        ("Frameworks", ["Django", "React"]),
        ("Cloud & DevOps", ["AWS", "Terraform"]),
    ]


def test_a_table_of_skills_without_names_of_columns_is_one_list() -> None:
    assert _skills("Python           Django            AWS\nGo               React             Terraform") == [
        ("Skills", ["Python", "Django", "AWS", "Go", "React", "Terraform"])
    ]


@pytest.mark.parametrize(
    ("address", "location"),
    [
        ("14 Elm Road, Leeds LS6 2AB, UK", "Leeds LS6 2AB, UK"),
        ("Lindenstraße 5, 10115 Berlin", "10115 Berlin"),
        ("Kanaalweg 1, 1015 Amsterdam", "1015 Amsterdam"),
        ("São Paulo, SP, Brazil", "São Paulo, SP, Brazil"),
        ("Remote", "Remote"),
        # A note after the place is not part of it.
        ("Location: Remote (EU time zones)", "Remote"),
        ("New York, NY (Hybrid)", "New York, NY"),
        ("Zagreb, Croatia (open to relocation)", "Zagreb, Croatia"),
    ],
)
def test_addresses_of_european_conventions(address: str, location: str) -> None:
    assert _top(f"Mia Kovač\n{address}\nmia@example.hr").location == location


def test_an_employer_named_by_its_domain_is_no_personal_site() -> None:
    info = _top("Mia Kovač\nSenior Engineer at bol.com\nmia@example.hr | miakovac.dev")
    assert (info.headline, info.portfolio) == ("Senior Engineer at bol.com", "miakovac.dev")


@pytest.mark.parametrize("first_line", ["data engineer", "curriculum vitae", "new york", "skills and tools"])
def test_a_first_line_in_lower_case_that_is_no_name(first_line: str) -> None:
    assert _top(f"{first_line}\nalex@example.com").name == ""


@pytest.mark.parametrize("headline", ["full-stack developer", "machine learning engineer", "ux/ui designer"])
def test_a_headline_in_lower_case(headline: str) -> None:
    assert _top(f"alex chen\n{headline}\nalex@example.com").headline == headline


def test_a_sentence_in_lower_case_is_no_headline() -> None:
    assert _top("alex chen\ni am an engineer\nalex@example.com").headline == ""


@pytest.mark.parametrize(
    ("heading", "kind"),
    [
        ("Berufserfahrung", SectionKind.EXPERIENCE),
        ("Expérience professionnelle", SectionKind.EXPERIENCE),
        ("Experiencia laboral", SectionKind.EXPERIENCE),
        ("Werkervaring", SectionKind.EXPERIENCE),
        ("Ausbildung", SectionKind.EDUCATION),
        ("Formación académica", SectionKind.EDUCATION),
        ("Kenntnisse", SectionKind.SKILLS),
        ("Compétences", SectionKind.SKILLS),
        ("Sprachkenntnisse", SectionKind.OTHER),
        ("Persönliche Daten", SectionKind.OTHER),
    ],
)
def test_headings_of_european_resumes(heading: str, kind: SectionKind) -> None:
    assert kind_of_heading(heading) is kind


def test_a_german_resume_opening_with_its_personal_details() -> None:
    resume = parse_resume_text(
        "Persönliche Daten\nName: Jonas Weber\nAdresse: Lindenstraße 5, 10115 Berlin\nTelefon: +49 (0)30 1234567\n"
        "E-Mail: jonas.weber@example.de\n\nBerufserfahrung\nSoftwareentwickler, Nordlicht GmbH, Berlin, 2018 – 2023\n"
        "- Entwicklung von Microservices\n\nKenntnisse\nJava, Kotlin\n"
    )
    info = resume.personal_info
    assert (info.name, info.location, info.phone) == ("Jonas Weber", "10115 Berlin", "+49 (0)30 1234567")
    assert [(job.title, job.organization) for job in resume.work] == [("Softwareentwickler", "Nordlicht GmbH")]
    assert [group.skills for group in resume.skills] == [["Java", "Kotlin"]]


def test_a_level_before_a_dash_heads_its_skills() -> None:
    assert _skills("Expert — Python, Go\nIntermediate — Rust") == [
        ("Expert", ["Python", "Go"]),
        ("Intermediate", ["Rust"]),
    ]


def test_two_groups_of_skills_side_by_side() -> None:
    assert _skills("Languages: Python, Go        Tools: Git, Docker") == [
        ("Languages", ["Python", "Go"]),
        ("Tools", ["Git", "Docker"]),
    ]


@pytest.mark.parametrize(
    "phone",
    ["+44 (0)20 7946 0958", "+49 (0) 151 / 234 567 89", "030/1234567", "+81 90-1234-5678", "+1 555-123-4567 x89"],
)
def test_phones_of_many_countries(phone: str) -> None:
    assert _top(f"Jane Roe\njane@example.com | {phone} | London, UK").phone == phone


@pytest.mark.parametrize("text", ["01/2015 - 12/2018", "Delphi 5.0/2005/2007/2010", "(W) 555/201-3344"])
def test_slashes_of_dates_versions_and_other_numbers_are_no_phone(text: str) -> None:
    assert find_phones(text) == []


@pytest.mark.parametrize(
    "top",
    [
        "Jonas Weber | Backend Engineer | Berlin | jonas@example.de | +49 151 2345678",
        "Jonas Weber · Backend Engineer · Berlin\njonas@example.de",
        "Jonas Weber\nBackend Engineer — Berlin\njonas@example.de",
    ],
)
def test_headline_beside_the_name_or_a_place(top: str) -> None:
    info = _top(top)
    assert (info.name, info.headline, info.location) == ("Jonas Weber", "Backend Engineer", "Berlin")


def test_years_of_experience_keep_their_number_and_make_no_heading() -> None:
    assert kind_of_heading("5 Years Experience") is None


def test_names_of_groups_in_a_column_before_their_skills() -> None:
    body = "Languages      Python, SQL, R\nTools          Git, Docker\nSoft skills    Mentoring, Hiring"
    assert _skills(body) == [
        ("Languages", ["Python", "SQL", "R"]),
        ("Tools", ["Git", "Docker"]),
        ("Soft skills", ["Mentoring", "Hiring"]),
    ]
