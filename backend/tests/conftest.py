"""Shared fixtures: one migrated database per test run (SQLite, or PostgreSQL from VITAE_DATABASE_URL),
emptied between tests, and an HTTP client on the real ASGI app."""

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from hypothesis import settings
from sqlalchemy import text

from vitae.ats import prepare_scoring
from vitae.bounded import WorkerPool
from vitae.settings import Settings
from vitae.store.database import Database
from vitae.store.migrate import upgrade_to_head
from vitae.store.models import Base
from vitae.web.app import create_app

SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"

# Property tests explore new random examples on every local run; in CI they replay a fixed sequence, so that a
# build is red for a change it made, not for an old rare case met by chance (run them locally to hunt those).
settings.register_profile("ci", derandomize=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(scope="session")
def database_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    url = os.environ.get("VITAE_DATABASE_URL") or f"sqlite:///{tmp_path_factory.mktemp('db') / 'vitae.db'}"
    if url.startswith("postgresql"):
        database = Database(url)
        with database.engine.begin() as connection:
            connection.execute(text("DROP SCHEMA public CASCADE"))
            connection.execute(text("CREATE SCHEMA public"))
        database.dispose()
    upgrade_to_head(url)
    return url


@pytest.fixture(scope="session")
def workers() -> Iterator[WorkerPool]:
    """One pool of worker processes for the whole run; starting workers per test would dominate its time."""
    with WorkerPool(workers=2, prepare=prepare_scoring) as pool:
        yield pool


@pytest.fixture
def settings(database_url: str, tmp_path: Path) -> Settings:
    # The voice loads when a test asks for it, not in the background of every app a test creates.
    return Settings(
        data_dir=tmp_path,
        database_url=database_url,
        web_dist_dir=tmp_path / "no-web-build",
        speech_preload=False,
        allowed_hosts=["testserver"],  # the host name of Starlette's test client
    )


@pytest.fixture
def app_database(settings: Settings) -> Iterator[Database]:
    database = Database(settings.resolved_database_url)
    yield database
    with database.engine.begin() as connection:
        for table in reversed(Base.metadata.sorted_tables):
            connection.execute(table.delete())
    database.dispose()


@pytest.fixture
def client(settings: Settings, app_database: Database, workers: WorkerPool) -> Iterator[TestClient]:
    app = create_app(settings, workers=workers)
    with TestClient(app) as test_client:
        yield test_client


@pytest.fixture
def make_client(settings: Settings, app_database: Database, workers: WorkerPool) -> Iterator[Callable[[], TestClient]]:
    """A factory of independent browsers (each with its own cookie jar) on one app."""
    app = create_app(settings, workers=workers)
    clients: list[TestClient] = []

    def make() -> TestClient:
        test_client = TestClient(app)
        test_client.__enter__()
        clients.append(test_client)
        return test_client

    yield make
    for test_client in clients:
        test_client.__exit__(None, None, None)


@pytest.fixture
def app_client(app_database: Database, workers: WorkerPool) -> Iterator[Callable[[Settings], TestClient]]:
    """A factory of apps, each made with settings of its own (a model server, speech), on the test database."""
    clients: list[TestClient] = []

    def make(app_settings: Settings) -> TestClient:
        test_client = TestClient(create_app(app_settings, workers=workers))
        test_client.__enter__()
        clients.append(test_client)
        return test_client

    yield make
    for test_client in clients:
        test_client.__exit__(None, None, None)
