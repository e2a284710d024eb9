"""What `make stress` verifies after a load: acknowledged uploads are stored byte for byte and readable through the
API by their owner, and the database is consistent."""

import hashlib
import shutil
import subprocess
from urllib.parse import urlsplit

from sqlalchemy import exists, func, select, text

from stress.cluster import postgres_bin_dir
from stress.uploads import UploadOutcome
from vitae.store.database import Database
from vitae.store.models import Resume, ResumeFile, ResumeVersion, User


def verify_stored(database_url: str, base_url: str, acknowledged: list[UploadOutcome]) -> list[str]:
    """The ids of acknowledged uploads that are not in the database as sent, or not readable by their owner."""
    database = Database(database_url)
    problems = []
    try:
        with database.session() as session:
            for outcome in acknowledged:
                row = session.execute(
                    select(ResumeFile.content, User.email)
                    .join(Resume, Resume.id == ResumeFile.resume_id)
                    .join(User, User.id == Resume.owner_id)
                    .where(ResumeFile.resume_id == outcome.resume_id)
                ).first()
                if row is None or hashlib.sha256(row.content).hexdigest() != outcome.sha256:
                    problems.append(f"{outcome.resume_id}: not stored as sent")
                elif row.email != outcome.upload.user.email:
                    problems.append(f"{outcome.resume_id}: stored under another owner")
    finally:
        database.dispose()
    for outcome in acknowledged:
        response = outcome.upload.user.get(base_url, f"/api/resumes/{outcome.resume_id}")
        if response.status_code != 200 or response.json()["file"]["size"] != outcome.size:
            problems.append(f"{outcome.resume_id}: not readable ({response.status_code})")
    return problems


def check_integrity(database_url: str) -> list[str]:
    """Empty when the database is sound: the engine's own check, plus the application's invariants."""
    database = Database(database_url)
    problems: list[str] = []
    try:
        with database.engine.connect() as connection:
            if database_url.startswith("sqlite"):
                verdict = [row[0] for row in connection.execute(text("PRAGMA integrity_check"))]
                if verdict != ["ok"]:
                    problems.append(f"PRAGMA integrity_check: {verdict[:5]}")
                dangling = list(connection.execute(text("PRAGMA foreign_key_check")))
                if dangling:
                    problems.append(f"PRAGMA foreign_key_check: {len(dangling)} rows point nowhere")
            invariants = {
                "resumes without a first version": select(func.count())
                .select_from(Resume)
                .where(~exists().where(ResumeVersion.resume_id == Resume.id)),
                "files whose size differs from their bytes": select(func.count())
                .select_from(ResumeFile)
                .where(ResumeFile.size != func.length(ResumeFile.content)),
                "versions of no resume": select(func.count())
                .select_from(ResumeVersion)
                .where(~exists().where(Resume.id == ResumeVersion.resume_id)),
            }
            for label, query in invariants.items():
                count = connection.execute(query).scalar_one()
                if count:
                    problems.append(f"{count} {label}")
    finally:
        database.dispose()
    if database_url.startswith("postgresql"):
        problems.extend(_amcheck(database_url))
    return problems


def _amcheck(database_url: str) -> list[str]:
    """PostgreSQL's own verification of every table and B-tree index (pg_amcheck, from the server package)."""
    bin_dir = postgres_bin_dir()
    program = str(bin_dir / "pg_amcheck") if bin_dir and (bin_dir / "pg_amcheck").is_file() else None
    program = program or shutil.which("pg_amcheck")
    if program is None:
        return ["pg_amcheck is not installed: PostgreSQL's own check was not run"]
    address = urlsplit(database_url.replace("postgresql+psycopg", "postgresql"))
    command = [
        program,
        "--install-missing",
        "--heapallindexed",
        "-h",
        address.hostname or "127.0.0.1",
        "-p",
        str(address.port or 5432),
        "-U",
        address.username or "vitae",
        address.path.lstrip("/"),
    ]
    finished = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    if finished.returncode != 0:
        return [f"pg_amcheck: {(finished.stdout + finished.stderr).strip()[:500]}"]
    return []
