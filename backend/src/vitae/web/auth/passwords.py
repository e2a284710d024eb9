"""Argon2id password hashing, a few hashes at a time.

Each hash holds its memory cost for as long as it runs, so a burst of sign-ins must not run them all at once: at
most one per processor core is computed (on threads of their own, so the memory they allocate is reused rather than
left in every request thread's heap), a few more wait their turn, and the rest are told at once to try again (429
with Retry-After) rather than holding a request thread each while other users' requests wait for one."""

import os
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from vitae.errors import TooManyAttempts

# The OWASP Password Storage Cheat Sheet's Argon2id configuration of 19 MiB, two passes, one lane (one of its
# equally strong trade-offs of memory for time, the one with the least memory). Hashes made with other parameters
# (argon2-cffi's defaults, 64 MiB) still verify: each hash names its own.
_hasher = PasswordHasher(time_cost=2, memory_cost=19 * 1024, parallelism=1)
CONCURRENT_HASHES = os.cpu_count() or 2
WAITING_HASHES = 4 * CONCURRENT_HASHES  # about a second of waiting at most
BUSY_MESSAGE = "Too many sign-ins are being checked right now. Please try again in a few seconds."
BUSY_RETRY_SECONDS = 5
_admitted = threading.BoundedSemaphore(CONCURRENT_HASHES + WAITING_HASHES)
_hashing = ThreadPoolExecutor(max_workers=CONCURRENT_HASHES, thread_name_prefix="password-hash")
Result = TypeVar("Result")


def _in_turn(work: Callable[[], Result]) -> Result:
    if not _admitted.acquire(blocking=False):
        raise TooManyAttempts(BUSY_MESSAGE, BUSY_RETRY_SECONDS)
    try:
        return _hashing.submit(work).result()
    finally:
        _admitted.release()


# Verified when the email is unknown, so a wrong email costs as much time as a wrong password.
_UNKNOWN_USER_HASH = _hasher.hash("no such user")


def hash_password(password: str) -> str:
    return _in_turn(lambda: _hasher.hash(password))


def verify_password(password_hash: str | None, password: str) -> bool:
    return _in_turn(lambda: _verify(password_hash, password))


def _verify(password_hash: str | None, password: str) -> bool:
    try:
        return _hasher.verify(password_hash or _UNKNOWN_USER_HASH, password) and password_hash is not None
    except (VerificationError, InvalidHashError):
        return False
