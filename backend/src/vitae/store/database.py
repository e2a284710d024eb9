"""Engine and session factory. SQLite (WAL) by default, PostgreSQL through `VITAE_DATABASE_URL`."""

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.orm import Session, sessionmaker


def create_database_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        # A pool as large as the busiest moment: connections beyond the pool are closed when returned, and opening a
        # SQLite connection (file, WAL set-up) costs more than the queries of a whole request.
        engine = create_engine(
            url, connect_args={"check_same_thread": False, "timeout": 30}, pool_size=40, max_overflow=10
        )
        event.listen(engine, "connect", _configure_sqlite_connection)
        return engine
    # No pre-ping: it costs a round trip on every checkout. A connection broken by a database restart is found on its
    # first use instead, and SQLAlchemy then replaces the whole pool: one request gets a 503 to retry (web/errors.py)
    # rather than every request paying.
    # Up to 40 connections per process, as many as FastAPI's thread pool has threads doing database work.
    return create_engine(url, pool_size=10, max_overflow=30)


def _configure_sqlite_connection(connection: Any, _record: Any) -> None:
    cursor = connection.cursor()
    # WAL lets readers proceed while one writer commits; foreign keys are off by default in SQLite.
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.close()


def database_is_reachable(engine: Engine) -> bool:
    try:
        with engine.connect() as connection:
            connection.execute(text("SELECT 1"))
        return True
    except Exception:
        return False


class Database:
    """Owns the engine and hands out sessions; one instance per application, made by the composition root."""

    def __init__(self, url: str) -> None:
        self.engine = create_database_engine(url)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        # Reading needs no transaction around it: every statement sees committed data. Without one, PostgreSQL is
        # spared a BEGIN and a ROLLBACK round trip per request (psycopg switches autocommit on the client side).
        self._reading_sessions = sessionmaker(
            self.engine.execution_options(isolation_level="AUTOCOMMIT"), expire_on_commit=False
        )

    def new_session(self, *, for_reading: bool = False) -> Session:
        """A session the caller closes; `session()` below closes it by itself. `for_reading` sessions run each
        statement on its own, so they must not be used for changes that belong together."""
        return self._reading_sessions() if for_reading else self._sessions()

    @contextmanager
    def session(self) -> Iterator[Session]:
        session = self._sessions()
        try:
            yield session
        except BaseException:
            session.rollback()
            raise
        finally:
            session.close()

    def dispose(self) -> None:
        self.engine.dispose()
