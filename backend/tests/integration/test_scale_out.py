"""Scale-out: two `vitae serve` processes, each with its own data directory, on one PostgreSQL. One browser (one cookie
jar) alternates between them, so every step is served by the other instance than the one before it: nothing a user
needs may live in a process or on its disk. Skipped, loudly, only where PostgreSQL is not installed."""

import tempfile
import warnings
from collections.abc import Iterator
from itertools import cycle
from pathlib import Path

import httpx
import pytest

from stress.cluster import Server, postgres_bin_dir, postgres_cluster, running_servers
from tests.factories import DEFAULT_PASSWORD, RESUME_TEXT, registration, resume_docx
from vitae.store.migrate import upgrade_to_head

THROTTLE_LIMIT = 3
INTERVIEW = {
    "type": "Technical",
    "jobType": "Backend Engineer",
    "level": "Mid-Level",
    "jobDescription": "We need Python and PostgreSQL experience. Kubernetes is required.",
    "resumeData": None,
}
ANSWER = (
    "Our checkout service timed out during sales. I profiled the slow PostgreSQL queries, added an index and moved "
    "email to a queue; p99 latency fell from 2 seconds to 300 ms."
)

NO_POSTGRES = "SCALE-OUT NOT TESTED: PostgreSQL is not installed (apt-get install postgresql; CI installs it)"
if postgres_bin_dir() is None:
    warnings.warn(NO_POSTGRES, stacklevel=1)  # shown in pytest's summary, where a skip reason alone is not
pytestmark = pytest.mark.skipif(postgres_bin_dir() is None, reason=NO_POSTGRES)


@pytest.fixture(scope="module")
def instances() -> Iterator[list[Server]]:
    with postgres_cluster() as database_url, tempfile.TemporaryDirectory() as scratch:
        upgrade_to_head(database_url)
        environments = [
            {
                "VITAE_DATABASE_URL": database_url,
                "VITAE_DATA_DIR": str(Path(scratch) / name),  # a disk of its own: nothing may be shared through it
                "VITAE_WEB_DIST_DIR": str(Path(scratch) / "no-web-build"),
                "VITAE_SPEECH_ENGINE": "none",
                "VITAE_EXTRACTION_WORKERS": "1",
                "VITAE_AI_PROVIDER": "offline",
                "VITAE_LOGIN_FAILURES_PER_EMAIL": str(THROTTLE_LIMIT),
                "VITAE_LOGIN_FAILURES_PER_ADDRESS": str(THROTTLE_LIMIT),
            }
            for name in ("first", "second")
        ]
        with running_servers(environments) as servers:
            yield servers


class Browser:
    """One cookie jar whose every request goes to the next instance in turn."""

    def __init__(self, servers: list[Server]) -> None:
        self.client = httpx.Client(timeout=60)
        self._bases = cycle(server.base_url for server in servers)

    def request(self, method: str, path: str, **options: object) -> httpx.Response:
        return self.client.request(method, next(self._bases) + path, **options)  # type: ignore[arg-type]

    def get(self, path: str, **options: object) -> httpx.Response:
        return self.request("GET", path, **options)

    def post(self, path: str, **options: object) -> httpx.Response:
        return self.request("POST", path, **options)

    @property
    def session_cookie(self) -> str:
        return self.client.cookies["vitae_session"]


@pytest.fixture
def browser(instances: list[Server]) -> Iterator[Browser]:
    browser = Browser(instances)
    yield browser
    browser.client.close()


def test_a_user_journey_crosses_instances_at_every_step(browser: Browser) -> None:
    account = registration()
    assert browser.post("/api/auth/register", json=account).status_code == 201
    assert browser.get("/api/me").json()["email"] == account["email"]

    uploaded = browser.post("/api/resumes", files={"resume": ("resume.docx", resume_docx())})
    assert uploaded.status_code == 201, uploaded.text
    resume_id = uploaded.json()["id"]
    assert [summary["id"] for summary in browser.get("/api/resumes").json()] == [resume_id]
    assert browser.get(f"/api/resumes/{resume_id}").json()["originalContent"].startswith("Jordan Rivera")

    pdf = browser.post(f"/api/resumes/{resume_id}/download-pdf")
    assert pdf.status_code == 200 and pdf.content.startswith(b"%PDF")
    docx = browser.post(f"/api/resumes/{resume_id}/export", params={"format": "docx"})
    assert docx.status_code == 200 and docx.content.startswith(b"PK")

    started = browser.post("/api/interview/start", json=INTERVIEW)
    assert started.status_code == 200, started.text
    session_id = started.json()["sessionId"]
    numbers = []
    for _ in range(2):
        reply = browser.post("/api/interview/evaluate", json={"sessionId": session_id, "answer": ANSWER})
        assert reply.status_code == 200, reply.text
        numbers.append(reply.json()["questionNumber"])
    assert numbers == [2, 3]  # each instance saw the turn the other one stored
    assert browser.post(f"/api/interview/complete/{session_id}").status_code == 200
    feedback = browser.get(f"/api/interview/feedback/{session_id}").json()
    assert len(feedback["questions"]) >= 2 and feedback["overallScore"] > 0


def test_an_anonymous_upload_is_claimed_on_the_other_instance(browser: Browser) -> None:
    uploaded = browser.post("/api/resumes", files={"resume": ("resume.txt", RESUME_TEXT.encode())})
    assert uploaded.status_code == 201, uploaded.text
    resume_id = uploaded.json()["id"]
    assert browser.get(f"/api/resumes/{resume_id}").status_code == 200

    assert browser.post("/api/auth/register", json=registration()).status_code == 201
    assert [summary["id"] for summary in browser.get("/api/resumes/anonymous").json()] == [resume_id]
    assert browser.post(f"/api/resumes/claim/{resume_id}").status_code == 200
    assert [summary["id"] for summary in browser.get("/api/resumes").json()] == [resume_id]


def test_logout_and_password_change_end_sessions_on_every_instance(instances: list[Server]) -> None:
    laptop, phone, thief = Browser(instances), Browser(instances), Browser(instances)
    account = registration()
    credentials = {"email": account["email"], "password": DEFAULT_PASSWORD}
    assert laptop.post("/api/auth/register", json=account).status_code == 201
    assert phone.post("/api/auth/login", json=credentials).status_code == 200
    thief.client.cookies.set("vitae_session", phone.session_cookie)

    changed = laptop.post(
        "/api/me/password", json={"currentPassword": DEFAULT_PASSWORD, "newPassword": "a new passphrase"}
    )
    assert changed.status_code == 200, changed.text
    for _ in instances:
        assert phone.get("/api/me").status_code == 401
        assert thief.get("/api/me").status_code == 401
        assert laptop.get("/api/me").status_code == 200

    stolen = laptop.session_cookie
    assert laptop.post("/api/auth/logout").status_code == 200
    thief.client.cookies.set("vitae_session", stolen)
    for _ in instances:
        assert thief.get("/api/me").status_code == 401
    for browser in (laptop, phone, thief):
        browser.client.close()


def test_login_throttling_holds_across_instances(browser: Browser, instances: list[Server]) -> None:
    account = registration()
    assert browser.post("/api/auth/register", json=account).status_code == 201
    guesser = Browser(instances)  # not the browser that signed up, whose own attempts are counted apart
    # From an address of its own, forwarded by the proxy the instances trust (127.0.0.1), so no other test shares it.
    elsewhere = {"X-Forwarded-For": "192.0.2.77"}
    wrong = {"email": account["email"], "password": "not the password"}
    for _ in range(THROTTLE_LIMIT):  # the failures land on both instances in turn
        assert guesser.post("/api/auth/login", json=wrong, headers=elsewhere).status_code == 401
    right = {"email": account["email"], "password": DEFAULT_PASSWORD}
    for _ in range(2):  # both instances refuse, even the right password
        refused = guesser.post("/api/auth/login", json=right, headers=elsewhere)
        assert refused.status_code == 429
        assert int(refused.headers["retry-after"]) > 0
    assert browser.post("/api/auth/login", json=right).status_code == 200, "the owner's own browser still gets in"
    guesser.client.close()


def test_cookies_are_secure_behind_a_proxy_that_ended_tls(browser: Browser) -> None:
    # The test client is on 127.0.0.1, the address trusted by default, as a reverse proxy on the same host would be.
    registered = browser.post(
        "/api/auth/register",
        json=registration(),
        headers={"X-Forwarded-Proto": "https", "X-Forwarded-For": "192.0.2.9"},
    )
    assert registered.status_code == 201
    attributes = {part.strip().split("=")[0].lower() for part in registered.headers["set-cookie"].split(";")[1:]}
    assert {"secure", "httponly", "samesite"} <= attributes
    plain = browser.post("/api/auth/register", json=registration())
    assert "secure" not in plain.headers["set-cookie"].lower()
