"""Text that cannot be stored or sent back (a NUL, half of a surrogate pair) is refused with a specific 422 at the
request's boundary, on every endpoint, or cleaned where it only rides along (an uploaded file's name); never a 500."""

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.api.test_builder import builder_data
from tests.factories import RESUME_TEXT, sign_up, upload

# The JSON escapes a damaged copy and paste leaves: half of an emoji, a high or a low surrogate alone, a NUL.
UNSTORABLE_NAMES = ["Ada \ud83d Lovelace", "\ud800", "Jos\udce9", "Ada\u0000 Lovelace"]
BUILDER_CALLS = [
    ("POST", "/api/resumes/generate-pdf"),
    ("POST", "/api/resumes/preview"),
    ("POST", "/api/resumes/save-builder"),
    ("PUT", "/api/builder/draft"),
]


def send_json(client: TestClient, method: str, path: str, body: dict[str, Any]) -> Any:
    """As a browser sends it: JSON with every character outside ASCII escaped, halves of pairs included."""
    return client.request(method, path, content=json.dumps(body), headers={"Content-Type": "application/json"})


@pytest.mark.parametrize("name", UNSTORABLE_NAMES)
def test_builder_text_that_cannot_be_stored_is_refused(client: TestClient, name: str) -> None:
    sign_up(client)
    for method, path in BUILDER_CALLS:
        response = send_json(client, method, path, {"resumeData": builder_data(name=name), "title": "CV"})
        assert response.status_code == 422, (path, response.text)
        assert "cannot be saved" in response.json()["message"]
    assert client.get("/api/resumes").json() == []
    assert client.get("/api/builder/draft").json() is None


def test_a_whole_surrogate_pair_is_an_ordinary_character(client: TestClient) -> None:
    sign_up(client)
    response = send_json(client, "PUT", "/api/builder/draft", {"resumeData": builder_data(name="Ada 😀 Lovelace")})
    assert response.status_code == 200, response.text
    assert client.get("/api/builder/draft").json()["resumeData"]["personalInfo"]["name"] == "Ada 😀 Lovelace"


def test_pasted_resume_text_and_a_posting_are_refused_alike(client: TestClient) -> None:
    sign_up(client)
    resume_id = upload(client, RESUME_TEXT.encode()).json()["id"]
    edited = send_json(client, "PATCH", f"/api/resumes/{resume_id}", {"content": RESUME_TEXT + "\ud800"})
    assert edited.status_code == 422
    matched = send_json(client, "POST", f"/api/resumes/{resume_id}/match", {"jobDescription": "Python\u0000"})
    assert matched.status_code == 422


def test_an_upload_name_keeps_only_what_can_be_stored(client: TestClient) -> None:
    """Written by hand: a client library percent-encodes such a name, a hostile client sends the bytes."""
    boundary = "vitae-test-boundary"
    body = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="resume"; filename="Jordan\x00 Rivera\x07.txt"\r\n'
        f"Content-Type: text/plain\r\n\r\n{RESUME_TEXT}\r\n--{boundary}--\r\n"
    ).encode()
    response = client.post(
        "/api/resumes", content=body, headers={"Content-Type": f"multipart/form-data; boundary={boundary}"}
    )
    assert response.status_code == 201, response.text
    assert response.json()["title"] == "Jordan Rivera"


def test_a_nul_in_an_address_is_not_found_or_refused(client: TestClient) -> None:
    sign_up(client)
    resume_id = upload(client, RESUME_TEXT.encode()).json()["id"]
    for page in ("/%00", "/dashboard%00", "/assets/%00.js", "/api/resumes/%00", f"/api/resumes/{resume_id}%00"):
        assert client.get(page).status_code == 404, page
    query = client.post(f"/api/resumes/{resume_id}/export?format=txt&template=%00")
    assert query.status_code == 422 and "NUL" in query.json()["message"]
