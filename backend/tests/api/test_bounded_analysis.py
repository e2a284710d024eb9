"""Every request's analysis is bounded: text past the cap is refused with 413 before any analysis, and an analysis
past its deadline answers a clear 422, never a 500 or a hang, while the server keeps serving."""

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from tests.factories import RESUME_TEXT, sign_up, upload
from vitae.bounded import WorkerPool
from vitae.settings import Settings
from vitae.store.database import Database
from vitae.web.app import create_app

# An invented resume padded past the 60,000 characters analysed: sentences of duties repeated.
LONG_RESUME = RESUME_TEXT + "\n".join(["• Reconciled the monthly ledgers for the regional office."] * 1100)


def test_text_past_the_cap_is_refused_with_413_on_every_way_in(client: TestClient) -> None:
    assert len(LONG_RESUME) > 60_000
    refused = upload(client, LONG_RESUME.encode(), "long.txt")
    assert refused.status_code == 413
    assert "60,000" in refused.json()["message"]
    parser = client.post("/api/resume-parser", files={"file": ("long.txt", LONG_RESUME.encode(), "text/plain")})
    assert parser.status_code == 413
    resume_id = upload(client, RESUME_TEXT.encode()).json()["id"]
    edited = client.patch(f"/api/resumes/{resume_id}", json={"content": LONG_RESUME})
    assert edited.status_code == 413 and "60,000" in edited.json()["message"]


def test_the_cap_is_a_setting(settings: Settings, app_database: Database, workers: WorkerPool) -> None:
    with TestClient(create_app(settings.model_copy(update={"max_analysed_characters": 500}), workers=workers)) as app:
        refused = upload(app, RESUME_TEXT.encode())
        assert refused.status_code == 413 and "500 Vitae analyses" in refused.json()["message"]


@pytest.fixture
def impatient_client(settings: Settings, app_database: Database) -> Iterator[TestClient]:
    """An app whose analysis deadline no analysis meets, with a worker of its own (stopping one costs a restart)."""
    with WorkerPool(workers=1) as own:
        app = create_app(settings.model_copy(update={"analysis_timeout_seconds": 0.01}), workers=own)
        with TestClient(app) as client:
            yield client


def test_an_analysis_past_its_deadline_is_a_clear_422(impatient_client: TestClient) -> None:
    sign_up(impatient_client)
    refused = upload(impatient_client, RESUME_TEXT.encode())
    assert refused.status_code == 422
    assert refused.json()["message"].startswith("Analysing this text took too long")
    assert impatient_client.get("/api/resumes").status_code == 200  # the server itself goes on serving
