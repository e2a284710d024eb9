"""Sign-in limits that hold under concurrency, slow guessing down without locking the owner out, and let a browser
that signed in before through; registration limited per address; sessions that end when idle."""

import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import update

from tests.factories import DEFAULT_PASSWORD, registration, sign_up
from vitae.settings import Settings
from vitae.store import throttle
from vitae.store.database import Database
from vitae.store.models import UserSession, utc_now

BURST = 40


def burst_of_sign_ins(browser: TestClient, bodies: list[dict[str, str]]) -> Counter[int]:
    """Sends every sign-in at once from its own thread; counts the answers by status."""
    with ThreadPoolExecutor(max_workers=len(bodies)) as pool:
        statuses = pool.map(lambda body: browser.post("/api/auth/login", json=body).status_code, bodies)
        return Counter(statuses)


def test_a_burst_of_guesses_on_one_email_gets_exactly_the_free_attempts(
    app_client: Callable[[Settings], TestClient], settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    owner = app_client(settings.model_copy(update={"login_failures_per_address": 1000}))
    body = sign_up(owner)
    attacker = app_client(settings.model_copy(update={"login_failures_per_address": 1000}))
    # The whole burst counted at one instant: otherwise a burst longer than the first delay (1 s) rightly admits
    # one more guess per delay that passes while it runs.
    instant = utc_now()
    monkeypatch.setattr(throttle, "utc_now", lambda: instant)
    guesses = [{"email": body["email"], "password": f"guess-number-{n}"} for n in range(BURST)]
    assert burst_of_sign_ins(attacker, guesses) == {401: 10, 429: BURST - 10}


def test_a_burst_from_one_address_gets_exactly_the_address_limit(
    app_client: Callable[[Settings], TestClient], settings: Settings
) -> None:
    browser = app_client(settings.model_copy(update={"login_failures_per_address": 10}))
    guesses = [{"email": f"someone{n}@example.com", "password": "a-wrong-guess"} for n in range(BURST)]
    assert burst_of_sign_ins(browser, guesses) == {401: 10, 429: BURST - 10}
    refused = browser.post("/api/auth/login", json={"email": "other@example.com", "password": "a-wrong-guess"})
    assert refused.status_code == 429
    assert "Too many failed sign-in attempts" in refused.json()["message"]
    assert 0 < int(refused.headers["retry-after"]) <= settings.login_window_seconds


def test_guesses_slow_the_email_down_but_never_lock_its_owner_out(
    app_client: Callable[[Settings], TestClient], settings: Settings
) -> None:
    limits = settings.model_copy(update={"login_failures_per_email": 3, "login_max_delay_seconds": 2})
    known_browser, attacker, new_browser = app_client(limits), app_client(limits), app_client(limits)
    body = sign_up(known_browser)
    known_browser.post("/api/auth/logout")
    for _ in range(8):
        attacker.post("/api/auth/login", json={"email": body["email"], "password": "not-the-password"})
    right = {"email": body["email"], "password": DEFAULT_PASSWORD}

    throttled = new_browser.post("/api/auth/login", json=right)
    assert throttled.status_code == 429, "a browser the account has never used waits like the guesser"
    assert int(throttled.headers["retry-after"]) <= 2
    assert known_browser.post("/api/auth/login", json=right).status_code == 200, "the owner's browser passes"

    time.sleep(2.1)  # the longest delay this configuration imposes
    assert new_browser.post("/api/auth/login", json=right).status_code == 200, "a delay, not a lock-out"
    assert attacker.post("/api/auth/login", json={**right, "password": "still-guessing"}).status_code == 401


def test_a_known_browser_that_guesses_itself_loses_its_standing(
    app_client: Callable[[Settings], TestClient], settings: Settings
) -> None:
    browser = app_client(settings.model_copy(update={"login_failures_per_email": 3}))
    body = sign_up(browser)
    browser.post("/api/auth/logout")
    statuses = [
        browser.post("/api/auth/login", json={"email": body["email"], "password": "wrong-guess"}).status_code
        for _ in range(8)
    ]
    assert statuses == [401] * 6 + [429] * 2, "its own 3, then the email's 3 like any browser, then the delay"


def test_the_device_cookie_is_http_only_and_kept_for_the_api(client: TestClient) -> None:
    response = client.post("/api/auth/register", json=registration())
    cookies = [header.lower() for header in response.headers.get_list("set-cookie")]
    device = next(cookie for cookie in cookies if cookie.startswith("vitae_device="))
    assert "httponly" in device and "samesite=lax" in device and "path=/api" in device


def test_registration_is_limited_per_address(app_client: Callable[[Settings], TestClient], settings: Settings) -> None:
    browser = app_client(settings.model_copy(update={"registrations_per_address": 3}))
    statuses = [browser.post("/api/auth/register", json=registration()).status_code for _ in range(5)]
    assert statuses == [201, 201, 201, 429, 429]
    refused = browser.post("/api/auth/register", json=registration())
    assert refused.json()["message"].startswith("Too many sign-ups from your network")
    assert int(refused.headers["retry-after"]) > 0


def test_a_session_unused_for_the_idle_timeout_ends(
    app_client: Callable[[Settings], TestClient], settings: Settings, app_database: Database
) -> None:
    browser = app_client(settings.model_copy(update={"session_idle_hours": 2}))
    sign_up(browser)
    with app_database.session() as session:
        session.execute(update(UserSession).values(last_seen_at=utc_now() - timedelta(minutes=90)))
        session.commit()
    assert browser.get("/api/me").status_code == 200, "90 minutes idle is within 2 hours"
    with app_database.session() as session:
        seen = session.scalars(UserSession.__table__.select().with_only_columns(UserSession.last_seen_at)).one()
        assert utc_now() - seen < timedelta(minutes=1), "the request counted as activity"
        session.execute(update(UserSession).values(last_seen_at=utc_now() - timedelta(hours=2, seconds=1)))
        session.commit()
    assert browser.get("/api/me").status_code == 401
    assert browser.get("/api/me").status_code == 401, "the session is gone, not only refused once"
