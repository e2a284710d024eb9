"""Every endpoint that takes an id, tried by everyone who is not its owner: always 404 (401 without a session where
the call needs one), and the owner's record is unchanged afterwards."""

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from tests.api.test_interview import START
from tests.factories import RESUME_TEXT, sign_up, upload
from vitae.bounded import WorkerPool
from vitae.settings import Settings
from vitae.store.database import Database
from vitae.web.app import create_app

POSTING = {"jobDescription": "Backend engineer with Python, Kubernetes and PostgreSQL."}


@pytest.fixture
def app(settings: Settings, app_database: Database, workers: WorkerPool) -> FastAPI:
    return create_app(settings.model_copy(update={"speech_engine": "none"}), workers=workers)


@pytest.fixture
def browsers(app: FastAPI) -> Iterator[dict[str, TestClient]]:
    clients = {name: TestClient(app) for name in ("owner", "other_user", "other_browser", "no_session")}
    for client in clients.values():
        client.__enter__()
    sign_up(clients["owner"])
    sign_up(clients["other_user"])
    upload(clients["other_browser"], RESUME_TEXT.encode())  # an anonymous browser with an identity of its own
    yield clients
    for client in clients.values():
        client.__exit__(None, None, None)


def resume_calls(resume_id: str, version_id: str) -> list[tuple[str, str, Any, bool]]:
    """(method, path, body, needs a session)"""
    return [
        ("GET", f"/api/resumes/{resume_id}", None, False),
        ("PATCH", f"/api/resumes/{resume_id}", {"content": "Mallory"}, False),
        ("PUT", f"/api/resumes/{resume_id}/enhancement", {"acceptedIds": []}, False),
        ("GET", f"/api/resumes/{resume_id}/versions", None, False),
        ("POST", f"/api/resumes/{resume_id}/versions/{version_id}/restore", None, False),
        ("POST", f"/api/resumes/{resume_id}/match", POSTING, False),
        ("POST", f"/api/resumes/{resume_id}/tweak", POSTING, False),
        ("POST", f"/api/resumes/{resume_id}/tailored-pages", POSTING, False),
        ("POST", f"/api/resumes/{resume_id}/save-to-dashboard", {"userName": "x"}, True),
        ("POST", f"/api/resumes/{resume_id}/download-pdf", None, True),
        ("POST", f"/api/resumes/{resume_id}/export?format=docx", None, True),
        ("POST", f"/api/resumes/{resume_id}/job-match-pdf", POSTING, True),
        ("POST", f"/api/resumes/claim/{resume_id}", None, True),
        ("DELETE", f"/api/resumes/{resume_id}", None, False),
    ]


def test_nobody_but_the_owner_reaches_a_resume(browsers: dict[str, TestClient]) -> None:
    owner = browsers["owner"]
    resume = upload(owner, RESUME_TEXT.encode()).json()
    version_id = owner.get(f"/api/resumes/{resume['id']}/versions").json()[0]["id"]
    for name in ("other_user", "other_browser", "no_session"):
        for method, path, body, needs_session in resume_calls(resume["id"], version_id):
            status = browsers[name].request(method, path, json=body).status_code
            expected = {401} if needs_session and name != "other_user" else {404}
            assert status in expected, f"{name} {method} {path} -> {status}"
    after = owner.get(f"/api/resumes/{resume['id']}")
    assert after.status_code == 200
    assert after.json()["originalContent"] == resume["originalContent"], "nothing was changed by the others"


def test_an_anonymous_resume_is_its_browsers_only(browsers: dict[str, TestClient]) -> None:
    visitor = browsers["other_browser"]
    resume = visitor.get("/api/resumes/anonymous")  # needs a session: the visitor has none
    assert resume.status_code == 401
    uploaded = upload(visitor, RESUME_TEXT.encode()).json()
    for name in ("owner", "other_user", "no_session"):
        assert browsers[name].get(f"/api/resumes/{uploaded['id']}").status_code == 404
        assert browsers[name].get("/api/resumes/anonymous").status_code in (200, 401)
        if browsers[name].get("/api/resumes/anonymous").status_code == 200:
            assert browsers[name].get("/api/resumes/anonymous").json() == []
        assert browsers[name].post(f"/api/resumes/claim/{uploaded['id']}").status_code in (401, 404)


def test_nobody_but_the_owner_reaches_an_interview(browsers: dict[str, TestClient]) -> None:
    session_id = browsers["owner"].post("/api/interview/start", json=START).json()["sessionId"]
    calls = [
        ("POST", "/api/interview/evaluate", {"sessionId": session_id, "answer": "An answer.", "isFinal": False}),
        ("POST", f"/api/interview/complete/{session_id}", None),
        ("GET", f"/api/interview/feedback/{session_id}", None),
    ]
    for method, path, body in calls:
        assert browsers["other_user"].request(method, path, json=body).status_code == 404, path
        assert browsers["no_session"].request(method, path, json=body).status_code == 401, path
    assert browsers["owner"].get(f"/api/interview/feedback/{session_id}").status_code in (200, 409)


def test_builder_drafts_are_per_user(browsers: dict[str, TestClient]) -> None:
    from tests.api.test_builder import builder_data

    browsers["owner"].put("/api/builder/draft", json={"resumeData": builder_data(), "step": 3})
    assert browsers["other_user"].get("/api/builder/draft").json() is None
    assert browsers["no_session"].get("/api/builder/draft").status_code == 401


def test_a_cross_site_post_with_a_valid_cookie_is_refused(browsers: dict[str, TestClient]) -> None:
    owner = browsers["owner"]
    resume = upload(owner, RESUME_TEXT.encode()).json()
    response = owner.request("DELETE", f"/api/resumes/{resume['id']}", headers={"origin": "https://attacker.example"})
    assert response.status_code == 403
    assert owner.get(f"/api/resumes/{resume['id']}").status_code == 200
