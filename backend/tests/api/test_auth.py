from collections.abc import Callable
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient

from tests.factories import DEFAULT_PASSWORD, registration, sign_up
from vitae import throttle_rules


def test_register_signs_in_and_me_returns_the_user(client: TestClient) -> None:
    body = registration(email="Grace.Hopper@Example.com", firstName="Grace", lastName="Hopper")
    response = client.post("/api/auth/register", json=body)
    assert response.status_code == 201
    user = response.json()
    assert user["fullName"] == "Grace Hopper"
    assert user["email"] == "grace.hopper@example.com"
    assert "password" not in response.text and "passwordHash" not in response.text

    cookie = response.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=lax" in cookie

    assert client.get("/api/auth/me").json()["email"] == "grace.hopper@example.com"
    assert client.get("/api/me").json()["username"] == "grace.hopper@example.com"


def test_confirm_password_is_not_needed_by_the_server(client: TestClient) -> None:
    assert client.post("/api/auth/register", json=registration()).status_code == 201


def test_logout_ends_the_session_on_the_server(client: TestClient) -> None:
    sign_up(client)
    stolen_cookie = client.cookies.get("vitae_session")
    assert client.post("/api/auth/logout").status_code == 200
    assert client.get("/api/auth/me").json() is None
    assert client.get("/api/me").status_code == 401

    client.cookies.set("vitae_session", stolen_cookie or "")
    assert client.get("/api/auth/me").json() is None


def test_login_after_logout(client: TestClient) -> None:
    body = sign_up(client)
    client.post("/api/auth/logout")
    response = client.post("/api/auth/login", json={"email": body["email"].upper(), "password": DEFAULT_PASSWORD})
    assert response.status_code == 200
    assert response.json()["fullName"] == "Ada Lovelace"
    assert client.get("/api/me").status_code == 200


def test_me_without_session(client: TestClient) -> None:
    assert client.get("/api/auth/me").json() is None
    response = client.get("/api/me")
    assert response.status_code == 401
    assert response.json()["message"]


@pytest.mark.parametrize(
    ("overrides", "field", "message"),
    [
        ({"email": "not-an-email"}, "email", "Please enter a valid email address"),
        ({"email": ""}, "email", "Please enter a valid email address"),
        ({"password": "12345"}, "password", "Password must be at least 6 characters"),
        ({"firstName": ""}, "firstName", "First name is required"),
        ({"firstName": "   "}, "firstName", "First name is required"),
        ({"lastName": ""}, "lastName", "Last name is required"),
    ],
)
def test_register_validation_messages(client: TestClient, overrides: dict[str, str], field: str, message: str) -> None:
    response = client.post("/api/auth/register", json=registration(**overrides))
    assert response.status_code == 422
    assert response.json()["errors"][field] == message
    assert response.json()["message"] == message


@pytest.mark.parametrize(
    ("password", "message"),
    [
        ("123456", "This password is too common or too easy to guess."),
        ("aaaaaa", "This password is too common or too easy to guess."),
        ("      ", "This password is too common or too easy to guess."),
        ("password", "This password is too common or too easy to guess."),
        ("ada.byron@example.com", "The password must not contain your email address"),
        ("ada.byron-forever", "The password must not contain your email address"),
    ],
)
def test_register_refuses_common_passwords_and_the_email(client: TestClient, password: str, message: str) -> None:
    response = client.post("/api/auth/register", json=registration(email="ada.byron@example.com", password=password))
    assert response.status_code == 422
    assert response.json()["errors"]["password"].startswith(message)
    assert response.json()["message"] == response.json()["errors"]["password"]
    assert client.get("/api/auth/me").json() is None, "no account was made"


def test_register_missing_fields_names_each(client: TestClient) -> None:
    response = client.post("/api/auth/register", json={})
    assert response.status_code == 422
    assert set(response.json()["errors"]) == {"email", "password", "firstName", "lastName"}


def test_malformed_json_is_a_clear_422(client: TestClient) -> None:
    response = client.post("/api/auth/login", content=b"{not json", headers={"content-type": "application/json"})
    assert response.status_code == 422
    assert response.json()["message"]


def test_taken_email_is_409(client: TestClient) -> None:
    body = sign_up(client)
    client.post("/api/auth/logout")
    response = client.post("/api/auth/register", json=registration(email=body["email"].upper()))
    assert response.status_code == 409
    assert "already exists" in response.json()["message"]


def test_wrong_password_and_unknown_email_get_the_same_answer(client: TestClient) -> None:
    body = sign_up(client)
    client.post("/api/auth/logout")
    wrong_password = client.post("/api/auth/login", json={"email": body["email"], "password": "wrong-password"})
    unknown_email = client.post("/api/auth/login", json={"email": "nobody@example.com", "password": "whatever1"})
    assert wrong_password.status_code == unknown_email.status_code == 401
    assert wrong_password.json() == unknown_email.json() == {"message": "Invalid email or password"}


def test_login_validation_uses_the_form_messages(client: TestClient) -> None:
    response = client.post("/api/auth/login", json={"email": "x", "password": "1"})
    assert response.status_code == 422
    assert response.json()["errors"] == {
        "email": "Please enter a valid email address",
        "password": "Password must be at least 6 characters",
    }


def test_thirty_wrong_passwords_end_in_429_with_retry_after(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Delays from a minute up, so that a busy machine's slow requests cannot outlast the wait they are checking.
    monkeypatch.setattr(throttle_rules, "FIRST_DELAY", timedelta(minutes=1))
    body = sign_up(client)
    client.post("/api/auth/logout")
    statuses = [
        client.post("/api/auth/login", json={"email": body["email"], "password": "wrong-password"}).status_code
        for _ in range(30)
    ]
    assert statuses[0] == 401
    assert statuses[-1] == 429
    response = client.post("/api/auth/login", json={"email": body["email"], "password": DEFAULT_PASSWORD})
    assert response.status_code == 429, "the right password must not get through while throttled"
    assert int(response.headers["retry-after"]) > 0
    assert "Too many" in response.json()["message"]


def test_throttling_by_address_covers_many_emails(client: TestClient) -> None:
    statuses = [
        client.post("/api/auth/login", json={"email": f"guess{n}@example.com", "password": "wrong-pw"}).status_code
        for n in range(60)
    ]
    assert statuses[-1] == 429


@pytest.mark.parametrize(
    "headers",
    [
        {"origin": "https://evil.example"},
        {"sec-fetch-site": "cross-site"},
        {"origin": "null"},
    ],
)
def test_cross_site_state_change_is_403(make_client: Callable[[], TestClient], headers: dict[str, str]) -> None:
    browser = make_client()
    sign_up(browser)
    response = browser.post("/api/auth/logout", headers=headers)
    assert response.status_code == 403
    assert response.json()["message"] == "Cross-site requests are not allowed."
    assert browser.get("/api/me").status_code == 200, "the refused request must change nothing"


def test_same_origin_requests_pass(client: TestClient) -> None:
    response = client.post(
        "/api/auth/register",
        json=registration(),
        headers={"origin": "http://testserver", "sec-fetch-site": "same-origin"},
    )
    assert response.status_code == 201


def test_cross_site_reads_are_allowed(client: TestClient) -> None:
    assert client.get("/api/health", headers={"sec-fetch-site": "cross-site"}).status_code == 200


def test_two_browsers_have_separate_sessions(make_client: Callable[[], TestClient]) -> None:
    first, second = make_client(), make_client()
    sign_up(first, firstName="First")
    sign_up(second, firstName="Second")
    assert first.get("/api/me").json()["firstName"] == "First"
    assert second.get("/api/me").json()["firstName"] == "Second"
