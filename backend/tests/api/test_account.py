from collections.abc import Callable

from fastapi.testclient import TestClient

from tests.factories import DEFAULT_PASSWORD, sign_up


def test_update_profile(client: TestClient) -> None:
    sign_up(client)
    response = client.patch("/api/me", json={"firstName": " Grace ", "lastName": "Hopper"})
    assert response.status_code == 200
    assert response.json()["fullName"] == "Grace Hopper"
    assert client.get("/api/me").json()["firstName"] == "Grace"


def test_update_profile_requires_names(client: TestClient) -> None:
    sign_up(client)
    response = client.patch("/api/me", json={"firstName": "", "lastName": "Hopper"})
    assert response.status_code == 422
    assert response.json()["errors"]["firstName"] == "First name is required"


def test_account_calls_need_a_session(client: TestClient) -> None:
    assert client.patch("/api/me", json={"firstName": "A", "lastName": "B"}).status_code == 401
    assert client.get("/api/me/export").status_code == 401
    assert client.request("DELETE", "/api/me", json={"currentPassword": "x"}).status_code == 401


def test_change_password_needs_the_current_one_and_ends_other_sessions(
    make_client: Callable[[], TestClient],
) -> None:
    laptop, phone = make_client(), make_client()
    body = sign_up(laptop)
    phone.post("/api/auth/login", json={"email": body["email"], "password": DEFAULT_PASSWORD})
    assert phone.get("/api/me").status_code == 200

    wrong = laptop.post("/api/me/password", json={"currentPassword": "nope-nope", "newPassword": "new secret"})
    assert wrong.status_code == 422
    assert wrong.json()["errors"]["currentPassword"] == "Current password is incorrect"

    short = laptop.post("/api/me/password", json={"currentPassword": DEFAULT_PASSWORD, "newPassword": "123"})
    assert short.json()["errors"]["newPassword"] == "Password must be at least 6 characters"

    common = laptop.post("/api/me/password", json={"currentPassword": DEFAULT_PASSWORD, "newPassword": "qwerty123"})
    assert common.status_code == 422
    assert common.json()["errors"]["newPassword"].startswith("This password is too common")
    own_email = body["email"].split("@")[0] + "!"
    named = laptop.post("/api/me/password", json={"currentPassword": DEFAULT_PASSWORD, "newPassword": own_email})
    assert named.json()["errors"]["newPassword"].startswith("The password must not contain your email")

    changed = laptop.post("/api/me/password", json={"currentPassword": DEFAULT_PASSWORD, "newPassword": "new secret"})
    assert changed.status_code == 200
    assert laptop.get("/api/me").status_code == 200, "the browser that changed it stays signed in"
    assert phone.get("/api/me").status_code == 401, "every other session ends"

    laptop.post("/api/auth/logout")
    old = laptop.post("/api/auth/login", json={"email": body["email"], "password": DEFAULT_PASSWORD})
    assert old.status_code == 401
    assert laptop.post("/api/auth/login", json={"email": body["email"], "password": "new secret"}).status_code == 200


def test_export_my_data(client: TestClient) -> None:
    body = sign_up(client)
    response = client.get("/api/me/export")
    assert response.status_code == 200
    assert "attachment" in response.headers["content-disposition"]
    assert response.json()["account"]["email"] == body["email"]
    assert "password" not in response.text.lower()


def test_delete_account_needs_the_password(client: TestClient) -> None:
    body = sign_up(client)
    refused = client.request("DELETE", "/api/me", json={"currentPassword": "not the password"})
    assert refused.status_code == 422
    assert refused.json()["errors"]["currentPassword"] == "The password is incorrect"
    typed_email = client.request("DELETE", "/api/me", json={"confirmation": body["email"]})
    assert typed_email.status_code == 422, "the typed email alone no longer deletes an account"
    assert client.get("/api/me").status_code == 200

    deleted = client.request("DELETE", "/api/me", json={"currentPassword": DEFAULT_PASSWORD})
    assert deleted.status_code == 200
    assert client.get("/api/me").status_code == 401
    login = client.post("/api/auth/login", json={"email": body["email"], "password": DEFAULT_PASSWORD})
    assert login.status_code == 401
