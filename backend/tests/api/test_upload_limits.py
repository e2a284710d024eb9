"""Visitors' uploads: limited per address and within a storage budget for all of them; previews and downloads limited
per address; an Idempotency-Key makes a retried upload return the resume it stored instead of storing a second copy."""

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest
from fastapi.testclient import TestClient
from httpx import Response

from tests.api.test_builder import builder_data
from tests.factories import RESUME_TEXT, sign_up, upload
from vitae.settings import Settings

RESUME = RESUME_TEXT.encode()


def upload_with_key(browser: TestClient, key: str, data: bytes = RESUME) -> Response:
    return browser.post(
        "/api/resumes",
        files={"resume": ("resume.txt", data, "text/plain")},
        headers={"Idempotency-Key": key},
    )


def test_visitors_get_a_limited_number_of_uploads_per_address(
    app_client: Callable[[Settings], TestClient], settings: Settings
) -> None:
    limited = settings.model_copy(update={"anonymous_uploads_per_address": 3})
    # A fresh browser each time: dropping the cookie does not reset the limit, which counts the address.
    statuses = [upload(app_client(limited), RESUME).status_code for _ in range(4)]
    assert statuses == [201, 201, 201, 429]
    refused = upload(app_client(limited), RESUME)
    assert refused.json()["message"].startswith("Too many uploads without an account from your network.")
    assert "sign in to upload more" in refused.json()["message"]
    assert int(refused.headers["retry-after"]) > 0
    parsed = app_client(limited).post("/api/resume-parser", files={"file": ("r.txt", RESUME, "text/plain")})
    assert parsed.status_code == 429, "the parser reads visitors' files too, and counts against the same limit"

    member = app_client(limited)
    sign_up(member)
    assert upload(member, RESUME).status_code == 201, "an account's uploads are limited by its plan instead"


def test_visitors_uploads_together_stay_within_their_storage_budget(
    app_client: Callable[[Settings], TestClient], settings: Settings
) -> None:
    budget = settings.model_copy(update={"anonymous_storage_megabytes": 2.5 * len(RESUME) / 1024 / 1024})
    assert upload(app_client(budget), RESUME).status_code == 201
    assert upload(app_client(budget), RESUME).status_code == 201
    full = upload(app_client(budget), RESUME)
    assert full.status_code == 429
    assert full.json()["message"].startswith("Uploads without an account are paused for now")
    assert int(full.headers["retry-after"]) == settings.cleanup_interval_seconds
    member = app_client(budget)
    sign_up(member)
    assert upload(member, RESUME).status_code == 201, "accounts are not held back by visitors' uploads"


@pytest.mark.parametrize("signed_in", [False, True])
def test_a_retried_upload_returns_the_resume_it_stored(client: TestClient, signed_in: bool) -> None:
    if signed_in:
        sign_up(client)
    first = upload_with_key(client, "upload-7f3a9c")
    again = upload_with_key(client, "upload-7f3a9c")
    assert first.status_code == again.status_code == 201
    assert again.json()["id"] == first.json()["id"]
    other = upload_with_key(client, "upload-another")
    assert other.json()["id"] != first.json()["id"]
    if signed_in:
        assert len(client.get("/api/resumes").json()) == 2


def test_the_same_upload_sent_twice_at_once_is_stored_once(client: TestClient) -> None:
    sign_up(client)
    with ThreadPoolExecutor(max_workers=4) as pool:
        answers = list(pool.map(lambda _: upload_with_key(client, "double-click-42"), range(4)))
    assert {answer.status_code for answer in answers} == {201}
    assert len({answer.json()["id"] for answer in answers}) == 1
    assert len(client.get("/api/resumes").json()) == 1


def test_another_browsers_key_finds_nothing(make_client: Callable[[], TestClient]) -> None:
    first, second = make_client(), make_client()
    sign_up(first)
    sign_up(second)
    mine = upload_with_key(first, "shared-key")
    theirs = upload_with_key(second, "shared-key")
    assert theirs.status_code == 201 and theirs.json()["id"] != mine.json()["id"]


@pytest.mark.parametrize("key", ["", "x" * 201, "has space", "caf\u00e9"])
def test_a_malformed_key_is_refused(client: TestClient, key: str) -> None:
    response = client.post(
        "/api/resumes",
        files={"resume": ("resume.txt", RESUME, "text/plain")},
        headers={"Idempotency-Key": key.encode()},
    )
    assert response.status_code == 422
    assert response.json()["message"]


def test_previews_and_downloads_are_limited_per_address(
    app_client: Callable[[Settings], TestClient], settings: Settings
) -> None:
    limited = settings.model_copy(update={"renders_per_address": 2})
    browser = app_client(limited)
    sign_up(browser)
    document = {"resumeData": builder_data(), "template": "modern"}
    statuses = [browser.post("/api/resumes/preview", json=document).status_code for _ in range(2)]
    refused = browser.post("/api/resumes/generate-pdf", json=document)
    assert statuses == [200, 200] and refused.status_code == 429, "previews and PDFs count against one limit"
    assert refused.json()["message"].startswith("Too many previews and downloads from your network.")
    assert int(refused.headers["retry-after"]) > 0
    other = app_client(limited)
    sign_up(other)
    assert other.post("/api/resumes/preview", json=document).status_code == 429, "the address is counted"
