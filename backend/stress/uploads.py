"""Users and concurrent uploads of real resumes for `make stress`."""

import asyncio
import hashlib
import itertools
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

PASSWORD = "stress test passphrase"


@dataclass(frozen=True)
class StressUser:
    email: str
    session: str

    @property
    def cookie_header(self) -> str:
        return f"vitae_session={self.session}"

    def get_json(self, base_url: str, path: str) -> Any:
        response = httpx.get(base_url + path, headers={"Cookie": self.cookie_header}, timeout=60)
        response.raise_for_status()
        return response.json()

    def get(self, base_url: str, path: str) -> httpx.Response:
        return httpx.get(base_url + path, headers={"Cookie": self.cookie_header}, timeout=60)


@dataclass(frozen=True)
class Upload:
    user: StressUser
    path: Path


@dataclass(frozen=True)
class UploadOutcome:
    upload: Upload
    sha256: str
    size: int
    status: int | None = None
    resume_id: str | None = None
    error: str | None = None


def sample_files(shared_data: Path) -> list[Path]:
    """Every real resume PDF and DOCX of the public data, in a fixed order; empty when the data is absent."""
    folders = (shared_data / "resume-pdfs", shared_data / "resume-docx")
    found = [sorted(folder.glob(pattern)) for folder in folders for pattern in ("*.pdf", "*.docx")]
    pdfs_and_docx = [path for group in found for path in group]
    # Alternate PDFs and DOCX files so every slice of the load mixes both readers.
    pdfs = [path for path in pdfs_and_docx if path.suffix == ".pdf"]
    docx = [path for path in pdfs_and_docx if path.suffix == ".docx"]
    mixed = [path for pair in itertools.zip_longest(pdfs, docx) for path in pair if path is not None]
    return mixed


def sign_up_users(base_url: str, count: int, *, prefix: str = "stress") -> list[StressUser]:
    users = []
    for number in range(count):
        email = f"{prefix}{number}@example.com"
        with httpx.Client(base_url=base_url, timeout=60) as client:
            body = {"email": email, "password": PASSWORD, "firstName": "Stress", "lastName": f"Client {number}"}
            response = client.post("/api/auth/register", json=body)
            if response.status_code == 409:  # already there after a restart
                response = client.post("/api/auth/login", json={"email": email, "password": PASSWORD})
            response.raise_for_status()
            users.append(StressUser(email=email, session=client.cookies["vitae_session"]))
    return users


async def _upload(
    client: httpx.AsyncClient, upload: Upload, data: bytes, on_acknowledged: Callable[[], None]
) -> UploadOutcome:
    digest = hashlib.sha256(data).hexdigest()
    try:
        response = await client.post(
            "/api/resumes",
            files={"resume": (upload.path.name, data)},
            headers={"Cookie": upload.user.cookie_header},
        )
    except httpx.HTTPError as error:
        return UploadOutcome(upload, digest, len(data), error=type(error).__name__)
    resume_id = response.json().get("id") if response.status_code == 201 else None
    if resume_id:
        on_acknowledged()
    return UploadOutcome(upload, digest, len(data), status=response.status_code, resume_id=resume_id)


async def upload_concurrently(
    base_url: str,
    uploads: list[Upload],
    *,
    timeout_seconds: float,
    after_acknowledged: tuple[int, Callable[[], None]] | None = None,
) -> list[UploadOutcome]:
    """Sends every upload at once, one connection pool per user. With `after_acknowledged=(n, action)`, runs the
    action (a kill -9) as soon as n uploads have been acknowledged, while the rest are still in flight."""
    contents = {path: path.read_bytes() for path in {upload.path for upload in uploads}}
    acknowledged = 0

    def count_acknowledged() -> None:
        nonlocal acknowledged
        acknowledged += 1
        if after_acknowledged is not None and acknowledged == after_acknowledged[0]:
            after_acknowledged[1]()

    users = {upload.user for upload in uploads}
    limits = httpx.Limits(max_connections=64)
    clients = {user: httpx.AsyncClient(base_url=base_url, timeout=timeout_seconds, limits=limits) for user in users}
    try:
        tasks = [_upload(clients[upload.user], upload, contents[upload.path], count_acknowledged) for upload in uploads]
        return await asyncio.wait_for(asyncio.gather(*tasks), timeout=timeout_seconds)
    finally:
        for client in clients.values():
            await client.aclose()
