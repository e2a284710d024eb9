from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from tests.factories import RESUME_TEXT, resume_docx, sign_up, upload
from tests.unit.documents_builders import encrypted_pdf, two_page_resume_pdf
from vitae.bounded import WorkerPool
from vitae.settings import Settings
from vitae.store.database import Database
from vitae.store.models import Resume, ResumeFile
from vitae.web.app import create_app


def stored_resumes(database: Database) -> int:
    with database.session() as session:
        return session.scalar(select(func.count()).select_from(Resume)) or 0


def test_visitor_upload_is_scored_and_readable_by_that_browser_only(
    make_client: Callable[[], TestClient],
) -> None:
    visitor, stranger = make_client(), make_client()
    response = upload(visitor, RESUME_TEXT.encode())
    assert response.status_code == 201, response.text
    resume = response.json()
    assert resume["isAnonymous"] is True
    assert resume["name"] == "Jordan Rivera"
    assert resume["parsedResume"]["personalInfo"]["email"] == "jordan.rivera@example.com"
    assert 0 <= resume["overallScore"] <= 100
    assert set(resume["categoryScores"]) == {
        "atsCompliance",
        "keywordDensity",
        "recruiterFriendliness",
        "concisenessImpact",
    }
    assert resume["originalContent"].startswith("Jordan Rivera")
    assert resume["file"] == {"name": "Jordan_Rivera_Resume.txt", "type": "txt", "size": len(RESUME_TEXT.encode())}
    assert resume["processing"]["extractMs"] >= 0
    assert "vitae_browser" in response.headers["set-cookie"]

    assert visitor.get(f"/api/resumes/{resume['id']}").status_code == 200
    assert stranger.get(f"/api/resumes/{resume['id']}").status_code == 404
    sign_up(stranger)
    assert stranger.get(f"/api/resumes/{resume['id']}").status_code == 404
    assert stranger.request("DELETE", f"/api/resumes/{resume['id']}").status_code == 404


def test_every_lost_point_traces_to_a_finding(client: TestClient) -> None:
    resume = upload(client, RESUME_TEXT.encode()).json()
    findings = resume["analysis"]["findings"]
    for category, score in resume["categoryScores"].items():
        lost = sum(finding["pointsLost"] for finding in findings if finding["category"] == category)
        assert score == max(0, 100 - lost)
    for finding in findings:
        assert finding["message"] and finding["fix"] and finding["evidence"] is not None


def test_same_file_same_score(client: TestClient) -> None:
    first = upload(client, RESUME_TEXT.encode()).json()
    second = upload(client, RESUME_TEXT.encode()).json()
    assert first["overallScore"] == second["overallScore"]
    assert first["analysis"]["findings"] == second["analysis"]["findings"]


def test_signed_in_upload_of_pdf_and_docx(client: TestClient) -> None:
    sign_up(client)
    pdf = upload(client, two_page_resume_pdf(), "cv.pdf")
    assert pdf.status_code == 201, pdf.text
    assert pdf.json()["isAnonymous"] is False
    assert pdf.json()["file"]["type"] == "pdf"
    docx = upload(client, resume_docx(), "Jordan Rivera.docx")
    assert docx.status_code == 201, docx.text
    assert docx.json()["name"] == "Jordan Rivera"
    assert docx.json()["title"] == "Jordan Rivera"
    listed = client.get("/api/resumes").json()
    assert {item["id"] for item in listed} == {pdf.json()["id"], docx.json()["id"]}
    assert "originalContent" not in listed[0], "lists stay light"


@pytest.mark.parametrize(
    ("data", "file_name", "status", "fragment"),
    [
        (b"\x89PNG\r\n\x1a\n" + b"\x00" * 200, "photo.pdf", 415, "Invalid file type"),
        (b"PK\x03\x04" + b"\x00" * 100, "resume.docx", 422, ""),
        (b"", "empty.txt", 422, "empty"),
        (b"%PDF-1.7\n garbage that is not a pdf", "broken.pdf", 422, ""),
    ],
)
def test_refused_files_store_nothing(
    client: TestClient, app_database: Database, data: bytes, file_name: str, status: int, fragment: str
) -> None:
    response = upload(client, data, file_name)
    assert response.status_code in {status, 415} if status == 422 and data.startswith(b"PK") else status
    assert response.json()["message"]
    assert fragment.lower() in response.json()["message"].lower()
    assert stored_resumes(app_database) == 0


def test_encrypted_pdf_is_refused_with_a_reason(client: TestClient, app_database: Database) -> None:
    response = upload(client, encrypted_pdf("secret", "owner"), "locked.pdf")
    assert response.status_code == 422
    assert "password" in response.json()["message"].lower() or "encrypt" in response.json()["message"].lower()
    assert stored_resumes(app_database) == 0


def test_over_ten_megabytes_is_413(client: TestClient, app_database: Database) -> None:
    response = upload(client, b"a" * (10 * 1024 * 1024 + 1), "huge.txt")
    assert response.status_code == 413
    assert "10 MB" in response.json()["message"]
    assert stored_resumes(app_database) == 0


def test_far_too_large_body_is_refused_before_reading(client: TestClient) -> None:
    response = client.post(
        "/api/resumes",
        content=b"x" * 100,
        headers={"content-type": "multipart/form-data; boundary=abc", "content-length": str(50 * 1024 * 1024)},
    )
    assert response.status_code == 413


def test_missing_file_field_is_422(client: TestClient) -> None:
    response = client.post("/api/resumes", files={"document": ("cv.txt", b"hello", "text/plain")})
    assert response.status_code == 422
    assert "resume" in response.json()["message"]


def test_patch_content_reanalyses(client: TestClient) -> None:
    sign_up(client)
    resume = upload(client, RESUME_TEXT.encode()).json()
    wall_of_text = " ".join(RESUME_TEXT.split())
    patched = client.patch(f"/api/resumes/{resume['id']}", json={"content": wall_of_text})
    assert patched.status_code == 200
    assert patched.json()["originalContent"] == wall_of_text
    assert patched.json()["overallScore"] < resume["overallScore"]
    empty = client.patch(f"/api/resumes/{resume['id']}", json={"content": "   "})
    assert empty.status_code == 422


def test_delete_resume(client: TestClient, app_database: Database) -> None:
    sign_up(client)
    resume = upload(client, RESUME_TEXT.encode()).json()
    assert client.request("DELETE", f"/api/resumes/{resume['id']}").status_code == 200
    assert client.get(f"/api/resumes/{resume['id']}").status_code == 404
    with app_database.session() as session:
        assert session.scalar(select(func.count()).select_from(ResumeFile)) == 0


def test_anonymous_resumes_are_listed_and_claimed_by_the_same_browser(
    make_client: Callable[[], TestClient],
) -> None:
    browser, other_browser = make_client(), make_client()
    resume = upload(browser, RESUME_TEXT.encode()).json()
    upload(other_browser, RESUME_TEXT.encode())

    sign_up(browser)
    sign_up(other_browser)
    anonymous = browser.get("/api/resumes/anonymous").json()
    assert [item["id"] for item in anonymous] == [resume["id"]]
    assert other_browser.post(f"/api/resumes/claim/{resume['id']}").status_code == 404

    claimed = browser.post(f"/api/resumes/claim/{resume['id']}")
    assert claimed.status_code == 200
    assert claimed.json()["isAnonymous"] is False
    assert browser.get("/api/resumes/anonymous").json() == []
    assert [item["id"] for item in browser.get("/api/resumes").json()] == [resume["id"]]
    assert browser.post(f"/api/resumes/claim/{resume['id']}").status_code == 404


def test_lists_need_a_session(client: TestClient) -> None:
    assert client.get("/api/resumes").status_code == 401
    assert client.get("/api/resumes/anonymous").status_code == 401
    assert client.post("/api/resumes/claim/anything").status_code == 401


def test_storage_full_on_upload_and_on_claim(settings: Settings, app_database: Database, workers: WorkerPool) -> None:
    limited = create_app(settings.model_copy(update={"base_resume_limit": 2}), workers=workers)
    with TestClient(limited) as browser:
        anonymous = upload(browser, RESUME_TEXT.encode()).json()
        sign_up(browser)
        for _ in range(2):
            assert upload(browser, RESUME_TEXT.encode()).status_code == 201
        refused = upload(browser, RESUME_TEXT.encode())
        assert refused.status_code == 409
        assert refused.json()["message"].startswith("Storage full")
        claim = browser.post(f"/api/resumes/claim/{anonymous['id']}")
        assert claim.status_code == 409
        assert claim.json()["message"].startswith("Storage full")
    assert stored_resumes(app_database) == 3


def test_storage_status_counts_what_an_upload_would_count(
    settings: Settings, app_database: Database, workers: WorkerPool
) -> None:
    limited = create_app(settings.model_copy(update={"base_resume_limit": 2}), workers=workers)
    with TestClient(limited) as browser, TestClient(limited) as stranger:
        # A visitor's browser before its first upload has no identity yet, and all its room.
        assert browser.get("/api/resumes/storage").json() == {
            "used": 0,
            "limit": 2,
            "percentage": 0,
            "full": False,
            "message": "",
        }
        for _ in range(2):
            assert upload(browser, RESUME_TEXT.encode()).status_code == 201
        visitor = browser.get("/api/resumes/storage").json()
        assert (visitor["used"], visitor["percentage"], visitor["full"]) == (2, 100, True)
        refused = upload(browser, RESUME_TEXT.encode())
        assert refused.status_code == 409
        # The status says, before any upload, the very message the upload meets.
        assert visitor["message"] == refused.json()["message"]
        assert "visitor can keep 2 resumes" in visitor["message"]
        # Another browser's uploads are not this one's.
        assert stranger.get("/api/resumes/storage").json()["used"] == 0

        # Signed in, the account's own resumes count, not the browser's anonymous ones.
        sign_up(browser)
        account = browser.get("/api/resumes/storage").json()
        assert (account["used"], account["full"], account["message"]) == (0, False, "")
        assert upload(browser, RESUME_TEXT.encode()).status_code == 201
        assert browser.get("/api/resumes/storage").json()["percentage"] == 50


def test_resume_parser_keeps_the_lines_under_the_name_for_the_builder(client: TestClient) -> None:
    text = RESUME_TEXT.replace("Backend Engineer\n", "Backend Engineer\nOpen to relocation\n", 1)
    response = client.post(
        "/api/resume-parser", files={"file": ("cv.docx", resume_docx(text), "application/octet-stream")}
    )
    assert response.status_code == 200, response.text
    under_name = [
        section["content"]
        for section in response.json()["sections"]
        if section["id"].startswith("other-") and not section["title"]
    ]
    assert "Backend Engineer" in "\n".join(under_name)
    assert "Open to relocation" in "\n".join(under_name)


def test_resume_parser_returns_the_builder_shape(client: TestClient) -> None:
    response = client.post("/api/resume-parser", files={"file": ("cv.docx", resume_docx(), "application/octet-stream")})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["personalInfo"]["email"] == "jordan.rivera@example.com"
    section_ids = [section["id"] for section in body["sections"]]
    assert "work-experience" in section_ids and "education" in section_ids and "skills" in section_ids
    work = next(section for section in body["sections"] if section["id"] == "work-experience")
    assert len(work["items"]) == 2
