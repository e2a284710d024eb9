"""Security events are logged as JSON lines, and never with a password, a token or an email address."""

import json
from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient

from tests.factories import DEFAULT_PASSWORD, sign_up
from vitae.settings import Settings
from vitae.web.security_log import LOGGER_NAME, email_digest


def test_sign_ins_failures_throttling_password_changes_and_deletions_are_logged(
    app_client: Callable[[Settings], TestClient], settings: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level("INFO", logger=LOGGER_NAME)
    browser = app_client(settings.model_copy(update={"login_failures_per_email": 2}))
    stranger = app_client(settings.model_copy(update={"login_failures_per_email": 2}))
    account = sign_up(browser)
    for guess in ("first-wrong-guess", "second-wrong-guess", "third-wrong-guess"):
        stranger.post("/api/auth/login", json={"email": account["email"], "password": guess})
    browser.post("/api/auth/login", json={"email": account["email"], "password": DEFAULT_PASSWORD})
    new_password = "lantern orchard tide"
    browser.post("/api/me/password", json={"currentPassword": DEFAULT_PASSWORD, "newPassword": new_password})
    browser.request("DELETE", "/api/me", json={"currentPassword": new_password})

    lines = [record.getMessage() for record in caplog.records if record.name == LOGGER_NAME]
    events = [json.loads(line) for line in lines]
    assert [event["event"] for event in events] == [
        "account_created",
        "sign_in_failed",
        "sign_in_failed",
        "sign_in_throttled",
        "sign_in",
        "password_changed",
        "account_deleted",
    ]
    user_id = events[0]["user"]
    assert {event.get("user") for event in events if "user" in event} == {user_id}
    assert all(event["address"] == "testclient" and event["time"] for event in events)
    assert events[1]["email"] == email_digest(account["email"]) and events[3]["limit"] == "email"
    secrets = (account["email"], DEFAULT_PASSWORD, new_password, "wrong-guess", *browser.cookies.values())
    assert not [line for line in lines for secret in secrets if secret in line]
