import io
from typing import Any

from fastapi.testclient import TestClient
from pypdf import PdfReader

from tests.factories import sign_up


def builder_data(**personal: str) -> dict[str, Any]:
    info = {
        "name": "Priya Shah",
        "email": "priya.shah@example.com",
        "phone": "+44 20 7946 0958",
        "location": "London, UK",
        "linkedin": "",
        "portfolio": "",
        "github": "",
    }
    info.update(personal)
    return {
        "personalInfo": info,
        "sections": [
            {
                "id": "professional-summary",
                "title": "Professional Summary",
                "content": "Data analyst with five years of experience turning sales data into decisions.",
            },
            {
                "id": "work-experience",
                "title": "Work Experience",
                "items": [
                    {
                        "title": "Data Analyst",
                        "subtitle": "Tesco",
                        "date": "Jan 2021 - Present",
                        "description": "",
                        "bullets": ["Built weekly sales dashboards in Tableau used by 40 store managers."],
                    }
                ],
            },
            {
                "id": "education",
                "title": "Education",
                "items": [{"title": "BSc Economics", "subtitle": "University of Leeds", "date": "2017", "bullets": []}],
            },
            {
                "id": "skills",
                "title": "Skills",
                "categories": [{"name": "Technical Skills", "skills": ["SQL", "Tableau"]}],
            },
            {"id": "projects", "title": "Projects & Certifications", "items": []},
        ],
    }


def test_generate_pdf_re_reads_to_the_entered_data(client: TestClient) -> None:
    sign_up(client)
    response = client.post("/api/resumes/generate-pdf", json={"resumeData": builder_data(), "title": "My resume"})
    assert response.status_code == 200, response.text
    assert response.content.startswith(b"%PDF")
    text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(response.content)).pages)
    for expected in ("Priya Shah", "priya.shah@example.com", "+44 20 7946 0958", "Data Analyst", "Tesco", "Tableau"):
        assert expected in text
    assert "Priya" in response.headers["content-disposition"]


def test_hostile_builder_text_prints_literally(client: TestClient) -> None:
    sign_up(client)
    payload = '#read("/etc/passwd") <script>alert(1)</script>'
    response = client.post("/api/resumes/generate-pdf", json={"resumeData": builder_data(name=payload), "title": "x"})
    assert response.status_code == 200
    text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(response.content)).pages)
    assert "root:" not in text
    assert "/etc/passwd" in text


def test_preview_gives_svg_pages(client: TestClient) -> None:
    sign_up(client)
    pages = client.post("/api/resumes/preview", json={"resumeData": builder_data(), "template": "modern"}).json()
    assert pages["pages"] and pages["pages"][0].lstrip().startswith("<svg")


def test_builder_calls_need_a_session(client: TestClient) -> None:
    for path in (
        "/api/resumes/generate-pdf",
        "/api/resumes/save-builder",
        "/api/resumes/preview",
    ):
        assert client.post(path, json={"resumeData": builder_data(), "title": "x"}).status_code == 401


def test_save_builder_creates_then_updates_an_analysed_resume(client: TestClient) -> None:
    sign_up(client)
    created = client.post(
        "/api/resumes/save-builder", json={"resumeData": builder_data(), "title": "Analyst CV", "atsScore": 90}
    )
    assert created.status_code == 200, created.text
    resume = created.json()
    assert resume["title"] == "Analyst CV" and resume["name"] == "Priya Shah"
    assert 0 < resume["overallScore"] <= 100
    assert [item["id"] for item in client.get("/api/resumes").json()] == [resume["id"]]

    updated = client.post(
        "/api/resumes/save-builder",
        json={"resumeData": builder_data(name="Priya R. Shah"), "title": "Analyst CV", "resumeId": resume["id"]},
    )
    assert updated.json()["id"] == resume["id"] and updated.json()["name"] == "Priya R. Shah"
    versions = client.get(f"/api/resumes/{resume['id']}/versions").json()
    assert [version["label"] for version in versions] == ["Saved from the builder", "Built in the builder"]


def test_the_builder_pill_shows_the_score_saving_stores(client: TestClient) -> None:
    pill = client.post("/api/resumes/builder-score", json={"resumeData": builder_data()})
    assert pill.status_code == 200, pill.text  # visitors build resumes too
    sign_up(client)
    saved = client.post("/api/resumes/save-builder", json={"resumeData": builder_data(), "title": "Analyst CV"})
    assert pill.json()["overallScore"] == saved.json()["overallScore"]
    lost = [finding["pointsLost"] for finding in pill.json()["findings"]]
    assert lost and lost == sorted(lost, reverse=True), "the tips: what costs the most first"
    empty = client.post("/api/resumes/builder-score", json={"resumeData": {"personalInfo": {}, "sections": []}})
    assert empty.json() == {"overallScore": 0, "categoryScores": None, "findings": []}


def test_empty_builder_data_is_refused(client: TestClient) -> None:
    sign_up(client)
    empty = {"personalInfo": {}, "sections": []}
    response = client.post("/api/resumes/generate-pdf", json={"resumeData": empty, "title": ""})
    assert response.status_code == 422
    assert response.json()["message"].startswith("The resume is empty")


def test_draft_is_kept_on_the_server_per_user(client: TestClient) -> None:
    assert client.get("/api/builder/draft").status_code == 401
    sign_up(client)
    assert client.get("/api/builder/draft").json() is None
    saved = client.put("/api/builder/draft", json={"resumeData": builder_data(), "title": "Draft", "step": 2})
    assert saved.status_code == 200, saved.text
    draft = client.get("/api/builder/draft").json()
    assert draft["resumeData"]["personalInfo"]["name"] == "Priya Shah" and draft["step"] == 2
    client.post("/api/auth/logout")
    sign_up(client)
    assert client.get("/api/builder/draft").json() is None, "another user's draft stays theirs"
    client.put("/api/builder/draft", json={"resumeData": builder_data(), "step": 1})
    assert client.request("DELETE", "/api/builder/draft").status_code == 200
    assert client.get("/api/builder/draft").json() is None


def test_a_nul_character_in_the_text_is_refused_and_nothing_is_saved(client: TestClient) -> None:
    """No text column can hold a NUL (PostgreSQL refuses it): a specific 422, not a server error."""
    sign_up(client)
    hostile = builder_data(name="Ada\u0000 Lovelace")
    for path in ("/api/resumes/save-builder", "/api/builder/draft"):
        method = client.put if path.endswith("draft") else client.post
        response = method(path, json={"resumeData": hostile, "title": "CV"})
        assert response.status_code == 422, path
        assert "NUL" in response.json()["message"]
    assert client.get("/api/resumes").json() == []
    # A backslash written before 'u0000' is text, not a NUL.
    literal = client.post("/api/resumes/save-builder", json={"resumeData": builder_data(name="Ada \\u0000 Lovelace")})
    assert literal.status_code == 200, literal.text
