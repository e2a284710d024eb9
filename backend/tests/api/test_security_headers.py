"""Security headers on the app shell, on API JSON and on a PDF; the Host allow-list; the API docs switch."""

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from httpx import Response

from tests.factories import RESUME_TEXT, sign_up, upload
from vitae.settings import Settings

# What the web build writes (vite.config.ts, html.cspNonce): the server replaces the placeholder on every page.
BUILT_INDEX = """<!doctype html><html><head>
<meta property="csp-nonce" nonce="VITAE_CSP_NONCE">
<script type="module" crossorigin src="/assets/index.js" nonce="VITAE_CSP_NONCE"></script>
<link rel="stylesheet" crossorigin href="/assets/index.css" nonce="VITAE_CSP_NONCE">
</head><body><div id="root"></div></body></html>"""


def assert_baseline_headers(response: Response) -> None:
    headers = response.headers
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["x-frame-options"] == "DENY"
    assert headers["referrer-policy"] == "same-origin"
    assert headers["cross-origin-opener-policy"] == "same-origin"
    assert "microphone=(self)" in headers["permissions-policy"]
    assert "camera=()" in headers["permissions-policy"]
    assert "frame-ancestors 'none'" in headers["content-security-policy"]


def directives(policy: str) -> dict[str, str]:
    pairs = (part.strip().split(" ", 1) for part in policy.split(";") if part.strip())
    return {name: value for name, value in pairs}


@pytest.fixture
def shell_client(app_client: Callable[[Settings], TestClient], settings: Settings, tmp_path: Path) -> TestClient:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text(BUILT_INDEX)
    (dist / "assets" / "index.js").write_text("console.log(1)")
    return app_client(settings.model_copy(update={"web_dist_dir": dist}))


def test_the_app_shell_allows_only_the_built_scripts_and_its_own_nonce(shell_client: TestClient) -> None:
    first, second = shell_client.get("/"), shell_client.get("/dashboard")
    for page in (first, second):
        assert page.status_code == 200
        assert_baseline_headers(page)
        policy = directives(page.headers["content-security-policy"])
        assert policy["script-src"] == "'self'", "no inline script, no nonce for scripts: the built files only"
        assert "'unsafe-inline'" not in page.headers["content-security-policy"]
        assert "'unsafe-eval'" not in page.headers["content-security-policy"]
        assert policy["object-src"] == "'none'" and policy["base-uri"] == "'none'"
        nonce = re.fullmatch(r"'self' 'nonce-([\w-]+)'", policy["style-src"])
        assert nonce, policy["style-src"]
        assert "VITAE_CSP_NONCE" not in page.text
        assert page.text.count(f'nonce="{nonce.group(1)}"') == 3
    assert first.headers["content-security-policy"] != second.headers["content-security-policy"], "a fresh nonce"
    asset = shell_client.get("/assets/index.js")
    assert_baseline_headers(asset)
    assert directives(asset.headers["content-security-policy"])["default-src"] == "'none'"


def test_api_json_with_personal_data_is_never_stored(client: TestClient) -> None:
    sign_up(client)
    uploaded = upload(client, RESUME_TEXT.encode())
    for response in (client.get("/api/me"), client.get(f"/api/resumes/{uploaded.json()['id']}"), uploaded):
        assert response.headers["content-type"].startswith("application/json")
        assert response.headers["cache-control"] == "no-store"
        assert_baseline_headers(response)
        assert directives(response.headers["content-security-policy"])["default-src"] == "'none'"
    refused = client.get("/api/resumes/no-such-resume")
    assert refused.status_code == 404 and refused.headers["cache-control"] == "no-store"


def test_a_pdf_download_carries_the_headers(client: TestClient) -> None:
    sign_up(client)
    resume_id = upload(client, RESUME_TEXT.encode()).json()["id"]
    pdf = client.post(f"/api/resumes/{resume_id}/download-pdf")
    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF")
    assert pdf.headers["cache-control"] == "no-store"
    assert pdf.headers["content-disposition"].startswith("attachment")
    assert_baseline_headers(pdf)


def test_refusals_before_the_app_carry_the_headers_too(client: TestClient) -> None:
    refused = client.post("/api/auth/logout", headers={"origin": "https://evil.example"})
    assert refused.status_code == 403
    assert_baseline_headers(refused)


@pytest.mark.parametrize("host", ["localhost:8000", "127.0.0.1", "[::1]:8000", "LOCALHOST"])
def test_loopback_names_are_allowed_by_default(
    app_client: Callable[[Settings], TestClient], settings: Settings, host: str
) -> None:
    browser = app_client(settings.model_copy(update={"allowed_hosts": Settings().allowed_hosts}))
    assert browser.get("/api/health", headers={"host": host}).status_code == 200


@pytest.mark.parametrize("host", ["attacker.example", "attacker.example:8000", "127.0.0.1.attacker.example", "[::1"])
def test_a_request_for_another_host_name_is_refused(
    app_client: Callable[[Settings], TestClient], settings: Settings, host: str
) -> None:
    browser = app_client(settings.model_copy(update={"allowed_hosts": Settings().allowed_hosts}))
    response = browser.get("/api/health", headers={"host": host})
    assert response.status_code == 400
    assert response.json()["message"] == "This server does not answer to that host name."
    assert_baseline_headers(response)


def test_configured_names_and_subdomain_wildcards(
    app_client: Callable[[Settings], TestClient], settings: Settings
) -> None:
    browser = app_client(settings.model_copy(update={"allowed_hosts": ["vitae.example.com", "*.staging.example"]}))
    assert browser.get("/api/health", headers={"host": "vitae.example.com"}).status_code == 200
    assert browser.get("/api/health", headers={"host": "eu.staging.example:443"}).status_code == 200
    assert browser.get("/api/health", headers={"host": "staging.example.evil"}).status_code == 400
    assert browser.get("/api/health", headers={"host": "localhost"}).status_code == 400
    anyone = app_client(settings.model_copy(update={"allowed_hosts": ["*"]}))
    assert anyone.get("/api/health", headers={"host": "whatever.example"}).status_code == 200


def test_api_docs_are_off_unless_switched_on(client: TestClient) -> None:
    assert client.get("/api/docs").status_code == 404
    assert client.get("/api/openapi.json").status_code == 404


def test_api_docs_load_swagger_ui_from_this_server_without_inline_script(
    app_client: Callable[[Settings], TestClient], settings: Settings
) -> None:
    browser = app_client(settings.model_copy(update={"api_docs": True}))
    page = browser.get("/api/docs")
    assert page.status_code == 200
    scripts = re.findall(r"<script([^>]*)>(.*?)</script>", page.text, re.DOTALL)
    assert scripts and all('src="/api/docs/' in attributes and not body.strip() for attributes, body in scripts)
    assert "http" not in page.text, "nothing from another site"
    assert directives(page.headers["content-security-policy"])["script-src"] == "'self'"
    for asset in ("swagger-ui-bundle.js", "swagger-ui.css", "swagger-init.js"):
        response = browser.get(f"/api/docs/{asset}")
        assert response.status_code == 200 and len(response.content) > 100
    assert "SwaggerUIBundle" in browser.get("/api/docs/swagger-ui-bundle.js").text
    assert browser.get("/api/docs/../settings.py").status_code == 404
    assert browser.get("/api/openapi.json").json()["info"]["title"] == "Vitae"
