"""Builder content has caps (sections, entries, bullets, skills, characters): a request past them is refused with
a clear 422 before anything is rendered, analysed or stored."""

from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.api.test_builder import builder_data
from tests.factories import sign_up
from vitae.resume.builder_shape import MAX_BUILDER_BULLETS, MAX_BUILDER_CHARACTERS, MAX_BUILDER_ENTRIES

CALLS = [
    ("POST", "/api/resumes/generate-pdf"),
    ("POST", "/api/resumes/preview"),
    ("POST", "/api/resumes/save-builder"),
    ("PUT", "/api/builder/draft"),
]


def with_work(items: list[dict[str, Any]]) -> dict[str, Any]:
    data = builder_data()
    work = next(section for section in data["sections"] if section["id"] == "work-experience")
    work["items"] = items
    return data


def job(bullets: list[str], title: str = "Data Analyst") -> dict[str, Any]:
    return {
        "title": title,
        "subtitle": "Harbor Analytics",
        "date": "2019 - 2023",
        "description": "",
        "bullets": bullets,
    }


OVERSIZED = {
    "bullet points": with_work([job([f"Built report {number}." for number in range(MAX_BUILDER_BULLETS + 1)])]),
    "entries": with_work([job(["Built reports."]) for _ in range(MAX_BUILDER_ENTRIES + 1)]),
    "characters": with_work([job(["Reconciled the regional ledgers every month. " * 40] * 40)]),
}


@pytest.mark.parametrize("what", list(OVERSIZED))
def test_builder_content_past_a_cap_is_refused_everywhere(client: TestClient, what: str) -> None:
    sign_up(client)
    for method, path in CALLS:
        response = client.request(method, path, json={"resumeData": OVERSIZED[what], "title": "CV"})
        assert response.status_code == 422, (path, response.text)
        assert what in response.json()["message"] and "more than" in response.json()["message"]
    assert client.get("/api/resumes").json() == []
    assert client.get("/api/builder/draft").json() is None


def test_a_long_resume_within_the_caps_renders(client: TestClient) -> None:
    sign_up(client)
    data = with_work(
        [job([f"Built the {number}th monthly report for finance." for number in range(8)]) for _ in range(12)]
    )
    response = client.post("/api/resumes/generate-pdf", json={"resumeData": data, "title": "CV"})
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/pdf"


def test_the_caps_leave_room_for_a_long_resume() -> None:
    assert MAX_BUILDER_BULLETS >= 200 and MAX_BUILDER_ENTRIES >= 40 and MAX_BUILDER_CHARACTERS >= 40_000
