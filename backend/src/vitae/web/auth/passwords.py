"""Argon2id password hashing."""

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

_hasher = PasswordHasher()  # argon2-cffi defaults: Argon2id, RFC 9106 low-memory profile
# Verified when the email is unknown, so a wrong email costs as much time as a wrong password.
_UNKNOWN_USER_HASH = _hasher.hash("no such user")


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    try:
        return _hasher.verify(password_hash or _UNKNOWN_USER_HASH, password) and password_hash is not None
    except (VerificationError, InvalidHashError):
        return False
