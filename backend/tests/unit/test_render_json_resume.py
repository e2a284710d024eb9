"""JSON Resume export validated against the published v1.0.0 schema (`fixtures/json-resume-schema-v1.0.0.json`, from
the `resume-schema` 1.0.0 package of the JSON Resume project, MIT licence beside it)."""

import json
from pathlib import Path

import jsonschema

from vitae.render import render_json_resume
from vitae.render.sample import sample_resume
from vitae.resume.model import Entry, ParsedResume

SCHEMA = json.loads((Path(__file__).parent / "fixtures" / "json-resume-schema-v1.0.0.json").read_text())


def test_export_is_valid_json_resume_v1() -> None:
    document = json.loads(render_json_resume(sample_resume()))
    jsonschema.Draft4Validator(SCHEMA).validate(document)
    assert document["$schema"].endswith("/v1.0.0/schema.json")


def test_export_carries_the_resume() -> None:
    resume = sample_resume()
    document = json.loads(render_json_resume(resume))
    assert document["basics"]["name"] == "Maya Castellanos"
    assert document["basics"]["email"] == resume.personal_info.email
    assert [work["name"] for work in document["work"]] == [entry.organization for entry in resume.work]
    assert document["work"][0]["startDate"] == "2021-03"
    assert "endDate" not in document["work"][0]
    assert document["work"][1]["highlights"] == resume.work[1].bullets
    assert [skill["name"] for skill in document["skills"]] == [group.name for group in resume.skills]
    assert {language["language"] for language in document["languages"]} == {"English", "Spanish"}
    assert [award["title"] for award in document["awards"]] == [
        "Northwind Engineering Excellence Award, 2023",
        "Bluebird Health Hackathon, first place, 2019",
    ]


def test_export_is_utf8_and_keeps_text_as_written() -> None:
    resume = ParsedResume()
    resume.personal_info.name = 'José "#read()" Núñez'
    data = render_json_resume(resume)
    assert 'José \\"#read()\\" Núñez'.encode() in data
    jsonschema.Draft4Validator(SCHEMA).validate(json.loads(data))


def test_volunteer_roles_are_exported_as_json_resume_volunteer() -> None:
    resume = sample_resume()
    resume.volunteer = [
        Entry(
            title="Reading Tutor",
            organization="Aspen Public Library",
            start_date="2017-09",
            end_date="present",
            description="Weekly sessions with adult learners.",
            bullets=["Helped eight learners pass their reading test"],
        )
    ]
    document = json.loads(render_json_resume(resume))
    jsonschema.Draft4Validator(SCHEMA).validate(document)
    assert document["volunteer"] == [
        {
            "organization": "Aspen Public Library",
            "position": "Reading Tutor",
            "startDate": "2017-09",
            "summary": "Weekly sessions with adult learners.",
            "highlights": ["Helped eight learners pass their reading test"],
        }
    ]
