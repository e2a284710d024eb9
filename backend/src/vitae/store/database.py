"""Engine and session factory. SQLite (WAL) by default, PostgreSQL through `VITAE_DATABASE_URL`."""

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event, make_url, text
from sqlalchemy.orm import Session, sessionmaker

# Resumes and password hashes are nobody else's business on a shared machine.
PRIVATE_DIRECTORY_MODE = 0o700
PRIVATE_FILE_MODE = 0o600
SQLITE_COMPANION_SUFFIXES = ("", "-wal", "-shm", "-journal")


def make_private_directory(path: Path) -> None:
    path.mkdir(mode=PRIVATE_DIRECTORY_MODE, parents=True, exist_ok=True)
    path.chmod(PRIVATE_DIRECTORY_MODE)


def protect_sqlite_files(url: str) -> None:
    """Creates a SQLite database file readable by its owner only (SQLite gives its -wal and -shm files the same
    mode), and takes those rights away from files that an older version created readable by all. A directory that
    does not exist is left so: the database is then unreachable, as configured (`vitae serve` creates the data dir)."""
    database = make_url(url).database
    if not url.startswith("sqlite") or not database or database == ":memory:":
        return
    path = Path(database)
    if not path.parent.is_dir():
        return
    os.close(os.open(path, os.O_CREAT | os.O_WRONLY, PRIVATE_FILE_MODE))
    for suffix in SQLITE_COMPANION_SUFFIXES:
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            companion.chmod(PRIVATE_FILE_MODE)


def create_database_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        protect_sqlite_files(url)
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
    # Deleted rows are overwritten with zeros rather than left in free pages, so deleted text leaves the file.
    cursor.execute("PRAGMA secure_delete=ON")
    cursor.close()


def erase_deleted_pages(db: Session) -> None:
    """After a deletion that must leave no trace (an account): on SQLite, moves every page into the database file
    and empties the write-ahead log, whose older copies of the pages still hold the deleted text. PostgreSQL
    reuses the space of deleted rows by itself (autovacuum); its files are the database server's to protect."""
    if db.get_bind().dialect.name == "sqlite":
        db.execute(text("PRAGMA wal_checkpoint(TRUNCATE)"))
        db.commit()


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
