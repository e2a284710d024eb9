"""Password hashes have a memory ceiling: Argon2id with the OWASP cheat sheet's parameters, at most one hash per
core at a time and a few waiting, so a burst of sign-ins is answered (401, or 429 with Retry-After for those past the
queue) instead of holding a hash's memory per request."""

import re
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from fastapi.testclient import TestClient
from sqlalchemy import select

from tests.factories import DEFAULT_PASSWORD, sign_up
from vitae.bounded import WorkerPool
from vitae.settings import Settings
from vitae.store.database import Database
from vitae.store.models import User
from vitae.web.app import create_app

BURST = 120
# Argon2-cffi's default of 64 MiB per hash, once per request thread, grew a server by 2 GB in such a burst; two
# hashes of 19 MiB at a time leave room for the requests themselves.
MAX_GROWTH_MIB = 200


def resident_mib() -> float:
    status = Path("/proc/self/status").read_text()
    match = re.search(r"VmRSS:\s+(\d+) kB", status)
    assert match is not None
    return int(match.group(1)) / 1024


def test_new_hashes_use_the_owasp_argon2id_parameters(client: TestClient, app_database: Database) -> None:
    body = sign_up(client)
    with app_database.new_session(for_reading=True) as session:
        stored = session.scalars(select(User.password_hash).where(User.email == body["email"])).one()
    assert stored.startswith("$argon2id$v=19$m=19456,t=2,p=1$")


def test_a_burst_of_sign_ins_is_answered_within_a_memory_ceiling(
    settings: Settings, app_database: Database, workers: WorkerPool
) -> None:
    lenient = settings.model_copy(update={"login_failures_per_email": 10_000, "login_failures_per_address": 10_000})
    with TestClient(create_app(lenient, workers=workers)) as client:
        body = sign_up(client)
        client.post("/api/auth/logout")
        attempts = [{"email": body["email"], "password": f"wrong guess {n}"} for n in range(BURST)]
        before = resident_mib()
        peak = before
        done = threading.Event()

        def sample() -> None:
            nonlocal peak
            while not done.is_set():
                peak = max(peak, resident_mib())
                time.sleep(0.01)

        sampler = threading.Thread(target=sample)
        sampler.start()
        try:
            with ThreadPoolExecutor(max_workers=BURST) as burst:
                answers = list(burst.map(lambda attempt: client.post("/api/auth/login", json=attempt), attempts))
        finally:
            done.set()
            sampler.join()
        right = client.post("/api/auth/login", json={"email": body["email"], "password": DEFAULT_PASSWORD})
    statuses = [answer.status_code for answer in answers]
    assert set(statuses) <= {401, 429}, statuses
    assert statuses.count(401) >= 2, "the hashes that had their turn were checked"
    assert all(answer.headers["Retry-After"] for answer in answers if answer.status_code == 429)
    assert right.status_code == 200, "the owner signs in after the burst"
    assert peak - before < MAX_GROWTH_MIB, f"{peak - before:.0f} MiB more during {BURST} concurrent sign-ins"
