"""The parsed resume in the builder's shape (SPEC §3) and as JSON Resume v1.0.0."""

from vitae.resume.builder_shape import to_builder_shape
from vitae.resume.json_resume import to_json_resume
from vitae.resume.model import Entry, ParsedResume, PersonalInfo, Section, SectionKind, SkillGroup
from vitae.resume.parser import parse_resume_text

RESUME = ParsedResume(
    personal_info=PersonalInfo(
        name="Ada Lovelace",
        email="ada@example.com",
        phone="+44 20 7946 0958",
        location="London, UK",
        linkedin="linkedin.com/in/ada",
        github="https://github.com/ada",
        portfolio="ada.dev",
    ),
    summary="Analyst of engines.",
    work=[
        Entry(
            title="Analyst",
            organization="Analytical Engines Ltd",
            dates="Jan 1842 – Present",
            start_date="1842-01",
            end_date="present",
            location="London, UK",
            description="Wrote notes.",
            bullets=["Published the first program"],
        )
    ],
    education=[
        Entry(title="BSc in Mathematics", organization="University of London", start_date="1830", end_date="1833")
    ],
    skills=[SkillGroup(name="Skills", skills=["Mathematics"]), SkillGroup(name="Languages", skills=["French"])],
    projects=[Entry(title="Note G", description="Bernoulli numbers", start_date="1843")],
    certifications=[Entry(title="Fellow", organization="Royal Society", dates="1840", start_date="1840")],
    sections=[Section(heading="Awards", kind=SectionKind.OTHER, lines=["• Medal of Science (1841)"])],
)


def test_builder_shape_has_the_builder_sections_in_step_order() -> None:
    shape = to_builder_shape(RESUME)
    assert shape["personalInfo"] == {
        "name": "Ada Lovelace",
        "email": "ada@example.com",
        "phone": "+44 20 7946 0958",
        "location": "London, UK",
        "linkedin": "linkedin.com/in/ada",
        "portfolio": "ada.dev",
        "github": "https://github.com/ada",
    }
    assert [section["id"] for section in shape["sections"]] == [
        "professional-summary",
        "work-experience",
        "education",
        "skills",
        "projects",
        "other-0",
    ]
    summary, work, education, skills, projects, awards = shape["sections"]
    # A section the builder has no step for travels as its heading and lines.
    assert awards == {"id": "other-0", "title": "Awards", "content": "• Medal of Science (1841)"}
    assert summary["content"] == "Analyst of engines."
    assert work["items"] == [
        {
            "title": "Analyst",
            "subtitle": "Analytical Engines Ltd",
            "date": "Jan 1842 – Present",
            "description": "Wrote notes.",
            "bullets": ["Published the first program"],
        }
    ]
    assert education["items"][0]["title"] == "BSc in Mathematics"
    assert education["items"][0]["subtitle"] == "University of London"
    assert education["items"][0]["bullets"] == []
    assert skills["categories"] == [
        {"name": "Technical Skills", "skills": ["Mathematics"]},
        {"name": "Languages", "skills": ["French"]},
    ]


def test_builder_shape_merges_certifications_into_projects() -> None:
    projects = to_builder_shape(RESUME)["sections"][4]
    assert [(item["title"], item["subtitle"], item["date"]) for item in projects["items"]] == [
        ("Note G", "", ""),
        ("Fellow", "Royal Society", "1840"),
    ]


def test_builder_shape_of_an_empty_resume_keeps_every_section() -> None:
    shape = to_builder_shape(ParsedResume())
    assert [
        section.get("items", section.get("categories", section.get("content"))) for section in shape["sections"]
    ] == [
        "",
        [],
        [],
        [],
        [],
    ]


def test_json_resume_basics_and_profiles() -> None:
    document = to_json_resume(RESUME)
    basics = document["basics"]
    assert basics["name"] == "Ada Lovelace"
    assert basics["url"] == "https://ada.dev"
    assert basics["location"] == {"city": "London", "region": "UK"}
    assert basics["profiles"] == [
        {"network": "LinkedIn", "username": "ada", "url": "https://linkedin.com/in/ada"},
        {"network": "GitHub", "username": "ada", "url": "https://github.com/ada"},
    ]


def test_json_resume_sections() -> None:
    document = to_json_resume(RESUME)
    [work] = document["work"]
    assert work == {
        "name": "Analytical Engines Ltd",
        "position": "Analyst",
        "location": "London, UK",
        "startDate": "1842-01",
        "summary": "Wrote notes.",
        "highlights": ["Published the first program"],
    }
    [education] = document["education"]
    assert education["studyType"] == "BSc"
    assert education["area"] == "Mathematics"
    assert education["institution"] == "University of London"
    assert (education["startDate"], education["endDate"]) == ("1830", "1833")
    assert document["skills"][1] == {"name": "Languages", "keywords": ["French"]}
    assert document["projects"][0]["name"] == "Note G"
    assert document["certificates"] == [{"name": "Fellow", "date": "1840", "issuer": "Royal Society"}]
    assert document["awards"] == [{"title": "Medal of Science (1841)"}]


def test_json_resume_languages_from_a_languages_section() -> None:
    resume = parse_resume_text("Ana Lima\n\nLANGUAGES\nEnglish - Fluent, Portuguese (native)\nSpanish\n")
    assert to_json_resume(resume)["languages"] == [
        {"language": "English", "fluency": "Fluent"},
        {"language": "Portuguese", "fluency": "native"},
        {"language": "Spanish"},
    ]
