"""Behind a reverse proxy that ends TLS: cookies are Secure whenever the browser's request was HTTPS, the proxy's
forwarded headers are believed only from a trusted proxy, and sign-in throttling counts the browser's address."""

from collections.abc import Iterator
from contextlib import contextmanager

from fastapi.testclient import TestClient

from tests.factories import DEFAULT_PASSWORD, registration
from vitae.bounded import WorkerPool
from vitae.settings import Settings
from vitae.store.database import Database
from vitae.web.app import create_app

TEST_CLIENT_ADDRESS = "testclient"  # the peer address Starlette's test client reports
FORWARDED_HTTPS = {"X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.7"}


@contextmanager
def browser(settings: Settings, workers: WorkerPool, **changes: object) -> Iterator[TestClient]:
    with TestClient(create_app(settings.model_copy(update=changes), workers=workers)) as client:
        yield client


def cookie_attributes(set_cookie: str) -> set[str]:
    return {part.strip().split("=")[0].lower() for part in set_cookie.split(";")[1:]}


def test_cookies_are_secure_when_a_trusted_proxy_says_the_request_was_https(
    settings: Settings, app_database: Database, workers: WorkerPool
) -> None:
    with browser(settings, workers, trusted_proxies=[TEST_CLIENT_ADDRESS]) as client:
        client.headers.update(FORWARDED_HTTPS)
        upload = client.post("/api/resumes", files={"resume": ("resume.txt", b"Jordan Rivera\nEngineer\n" * 20)})
        assert upload.status_code == 201, upload.text
        assert {"secure", "httponly", "samesite"} <= cookie_attributes(upload.headers["set-cookie"])

        signed_up = client.post("/api/auth/register", json=registration())
        assert {"secure", "httponly", "samesite"} <= cookie_attributes(signed_up.headers["set-cookie"])

        logged_out = client.post("/api/auth/logout")
        assert "secure" in cookie_attributes(logged_out.headers["set-cookie"])


def test_forwarded_headers_from_anyone_else_are_ignored(
    settings: Settings, app_database: Database, workers: WorkerPool
) -> None:
    with browser(settings, workers) as client:  # default: only a proxy on 127.0.0.1 is trusted
        client.headers.update(FORWARDED_HTTPS)
        signed_up = client.post("/api/auth/register", json=registration())
        assert signed_up.status_code == 201
        assert "secure" not in cookie_attributes(signed_up.headers["set-cookie"])


def test_secure_cookies_setting_makes_every_cookie_secure(
    settings: Settings, app_database: Database, workers: WorkerPool
) -> None:
    with browser(settings, workers, secure_cookies=True) as client:
        signed_up = client.post("/api/auth/register", json=registration())
        assert {"secure", "httponly", "samesite"} <= cookie_attributes(signed_up.headers["set-cookie"])


def test_throttling_counts_the_browser_address_a_trusted_proxy_forwards(
    settings: Settings, app_database: Database, workers: WorkerPool
) -> None:
    limits = {"login_failures_per_address": 3, "login_failures_per_email": 100}
    with browser(settings, workers, trusted_proxies=[TEST_CLIENT_ADDRESS], **limits) as client:
        for attempt in range(3):
            wrong = {"email": f"guess{attempt}@example.com", "password": "wrong password"}
            assert (
                client.post("/api/auth/login", json=wrong, headers={"X-Forwarded-For": "203.0.113.7"}).status_code
                == 401
            )
        refused = client.post(
            "/api/auth/login", json={"email": "x@example.com", "password": DEFAULT_PASSWORD}, headers=FORWARDED_HTTPS
        )
        assert refused.status_code == 429
        # Another browser behind the same proxy is a different address, so it is not locked out.
        other = client.post(
            "/api/auth/login",
            json={"email": "x@example.com", "password": "wrong password"},
            headers={"X-Forwarded-For": "198.51.100.4"},
        )
        assert other.status_code == 401


def test_a_client_cannot_dodge_throttling_by_forging_forwarded_addresses(
    settings: Settings, app_database: Database, workers: WorkerPool
) -> None:
    limits = {"login_failures_per_address": 3, "login_failures_per_email": 100}
    with browser(settings, workers, **limits) as client:
        for attempt in range(3):
            forged = {"X-Forwarded-For": f"198.51.100.{attempt}"}
            wrong = {"email": f"guess{attempt}@example.com", "password": "wrong password"}
            assert client.post("/api/auth/login", json=wrong, headers=forged).status_code == 401
        refused = client.post(
            "/api/auth/login",
            json={"email": "x@example.com", "password": "wrong password"},
            headers={"X-Forwarded-For": "198.51.100.200"},
        )
        assert refused.status_code == 429
        assert "Too many failed sign-in attempts" in refused.json()["message"]
