"""The top of resumes as written around the world: names of many cultures, contact lines, headlines."""

import pytest

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
