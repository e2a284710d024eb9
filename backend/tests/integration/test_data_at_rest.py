"""Data at rest on SQLite: a private data directory and database files, and an account deletion that leaves none of
the account's text in the database's files (main file and write-ahead log)."""

import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from tests.factories import DEFAULT_PASSWORD, sign_up, upload
from vitae.bounded import WorkerPool
from vitae.cli import _prepare
from vitae.settings import Settings
from vitae.store.database import Database, protect_sqlite_files
from vitae.store.migrate import upgrade_to_head
from vitae.store.models import ThrottleCounter
from vitae.web.app import create_app

# Invented words that appear nowhere else, so finding them in a file can only mean this resume's text.
MARKERS = ("Quillbrandt Ostravel", "zephyrine-cobalt-lattice", "Vornholm Institute of Tessellation")
RESUME = f"""{MARKERS[0]}
Senior Lattice Engineer
quillbrandt@example.net | +1 555 0100

EXPERIENCE
Lattice Engineer, {MARKERS[2]}
2019 - Present
- Designed the {MARKERS[1]} scheduler, cutting batch time by 40%.

SKILLS
Python, SQL
"""


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def database_files(data_dir: Path) -> list[Path]:
    return [path for path in data_dir.iterdir() if path.name.startswith("vitae.db")]


def markers_in(files: list[Path]) -> set[str]:
    found = set()
    for path in files:
        content = path.read_bytes()
        found |= {marker for marker in MARKERS if marker.encode() in content}
    return found


@pytest.fixture
def own_sqlite(tmp_path: Path, workers: WorkerPool) -> Iterator[tuple[Settings, TestClient]]:
    data_dir = tmp_path / "data"
    settings = Settings(
        data_dir=data_dir,
        database_url=f"sqlite:///{data_dir / 'vitae.db'}",  # SQLite even in the run against PostgreSQL
        web_dist_dir=tmp_path / "no-build",
        speech_preload=False,
        allowed_hosts=["testserver"],
    )
    _prepare(settings)
    with TestClient(create_app(settings, workers=workers)) as browser:
        yield settings, browser


def test_the_data_directory_and_database_files_are_private(own_sqlite: tuple[Settings, TestClient]) -> None:
    settings, browser = own_sqlite
    sign_up(browser)  # writes, so the write-ahead log exists
    assert mode(settings.data_dir) == 0o700
    files = database_files(settings.data_dir)
    assert {path.name for path in files} >= {"vitae.db", "vitae.db-wal"}
    assert all(mode(path) == 0o600 for path in files), {path.name: oct(mode(path)) for path in files}


def test_files_an_older_version_left_readable_are_made_private(tmp_path: Path) -> None:
    database = tmp_path / "old" / "vitae.db"
    database.parent.mkdir(mode=0o755)
    upgrade_to_head(f"sqlite:///{database}")
    database.chmod(0o644)
    protect_sqlite_files(f"sqlite:///{database}")
    assert mode(database) == 0o600


def test_a_deleted_account_leaves_no_text_in_the_database_files(own_sqlite: tuple[Settings, TestClient]) -> None:
    settings, browser = own_sqlite
    account = sign_up(browser)
    uploaded = upload(browser, RESUME.encode(), file_name="Quillbrandt.txt")
    assert uploaded.status_code == 201, uploaded.text
    assert browser.put(f"/api/resumes/{uploaded.json()['id']}/enhancement", json={"acceptedIds": []}).is_success
    assert markers_in(database_files(settings.data_dir)) == set(MARKERS), "the test must see the text while it exists"

    deleted = browser.request("DELETE", "/api/me", json={"currentPassword": DEFAULT_PASSWORD})
    assert deleted.status_code == 200
    assert markers_in(database_files(settings.data_dir)) == set()
    sign_in = browser.post("/api/auth/login", json={"email": account["email"], "password": DEFAULT_PASSWORD})
    assert sign_in.status_code == 401


def test_the_throttle_forgets_a_deleted_email(own_sqlite: tuple[Settings, TestClient]) -> None:
    settings, browser = own_sqlite
    account = sign_up(browser)
    browser.post("/api/auth/logout")
    stranger = TestClient(browser.app)
    stranger.post("/api/auth/login", json={"email": account["email"], "password": "a-wrong-guess"})
    browser.post("/api/auth/login", json={"email": account["email"], "password": DEFAULT_PASSWORD})
    stranger.post("/api/auth/login", json={"email": account["email"], "password": "another-guess"})
    database = Database(settings.resolved_database_url)
    try:
        with database.session() as session:
            assert session.get(ThrottleCounter, f"email:{account['email']}") is not None
        assert browser.request("DELETE", "/api/me", json={"currentPassword": DEFAULT_PASSWORD}).status_code == 200
        with database.session() as session:
            keys = session.scalars(select(ThrottleCounter.key)).all()
        assert not [key for key in keys if account["email"] in key]
    finally:
        database.dispose()
