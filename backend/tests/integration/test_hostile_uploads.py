"""1,000 hostile files through both upload endpoints: each a 4xx with a message, in time, and nothing stored."""

import time
from collections import Counter

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from tests.integration.hostile_files import HostileFile, damaged_documents, hostile_files
from vitae.store.database import Database
from vitae.store.models import Resume, ResumeFile, ResumeVersion

HOSTILE_FILE_COUNT = 1_000
DAMAGED_DOCUMENT_COUNT = 40
# The extraction worker gives up after 10 s; a refusal should come far sooner (most are refused by sniffing).
SECONDS_PER_FILE = 12.0


def stored_rows(database: Database) -> int:
    with database.session() as session:
        return sum(
            session.scalar(select(func.count()).select_from(table)) or 0
            for table in (Resume, ResumeFile, ResumeVersion)
        )


def send(client: TestClient, endpoint: str, hostile: HostileFile) -> tuple[int, dict[str, object], float]:
    field = "resume" if endpoint == "/api/resumes" else "file"
    started = time.perf_counter()
    response = client.post(endpoint, files={field: (hostile.name, hostile.data, "application/octet-stream")})
    elapsed = time.perf_counter() - started
    body = response.json() if response.headers.get("content-type", "").startswith("application/json") else {}
    return response.status_code, body, elapsed


@pytest.mark.parametrize("endpoint", ["/api/resumes", "/api/resume-parser"])
def test_every_hostile_file_is_refused_with_a_message_and_nothing_stored(
    client: TestClient, app_database: Database, endpoint: str
) -> None:
    failures: list[str] = []
    statuses: Counter[int] = Counter()
    slowest = 0.0
    for hostile in hostile_files(HOSTILE_FILE_COUNT):
        status, body, elapsed = send(client, endpoint, hostile)
        statuses[status] += 1
        slowest = max(slowest, elapsed)
        message = body.get("message")
        if not (400 <= status < 500 and isinstance(message, str) and message):
            failures.append(f"{hostile.kind} ({len(hostile.data)} bytes): {status} {str(body)[:160]}")
        elif elapsed > SECONDS_PER_FILE:
            failures.append(f"{hostile.kind}: refused after {elapsed:.1f} s")
    print(f"{endpoint}: {dict(statuses)}, slowest {slowest:.2f} s")
    assert not failures, "\n".join(failures[:20])
    assert stored_rows(app_database) == 0
    assert client.get("/api/health").status_code == 200


def test_bit_flipped_documents_are_read_or_refused_never_a_server_error(
    client: TestClient, app_database: Database
) -> None:
    accepted = 0
    for hostile in damaged_documents(DAMAGED_DOCUMENT_COUNT):
        status, body, elapsed = send(client, "/api/resumes", hostile)
        assert status == 201 or (400 <= status < 500 and body.get("message")), (hostile.kind, status, body)
        assert elapsed <= SECONDS_PER_FILE, (hostile.kind, elapsed)
        accepted += status == 201
    with app_database.session() as session:
        assert session.scalar(select(func.count()).select_from(Resume)) == accepted
    assert client.get("/api/health").status_code == 200
