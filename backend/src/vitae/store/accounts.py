"""Users, server-side sessions and sign-in throttling."""

import hashlib
import secrets
from datetime import datetime, timedelta

from sqlalchemy import bindparam, delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from vitae.errors import Conflict
from vitae.store.models import LoginThrottle, User, UserSession, utc_now

EMAIL_TAKEN_MESSAGE = "An account with this email already exists. Sign in instead."


def find_user_by_email(db: Session, email: str) -> User | None:
    return db.scalar(select(User).where(User.email == email.lower()))


def create_user(db: Session, *, email: str, first_name: str, last_name: str, password_hash: str) -> User:
    if find_user_by_email(db, email) is not None:
        raise Conflict(EMAIL_TAKEN_MESSAGE, {"email": EMAIL_TAKEN_MESSAGE})
    user = User(email=email.lower(), first_name=first_name, last_name=last_name, password_hash=password_hash)
    db.add(user)
    try:
        db.commit()
    except IntegrityError as error:  # two sign-ups for one email racing each other
        db.rollback()
        raise Conflict(EMAIL_TAKEN_MESSAGE, {"email": EMAIL_TAKEN_MESSAGE}) from error
    return user


def _token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def open_session(db: Session, user: User, lifetime: timedelta) -> str:
    """Returns the cookie token; only its hash is stored."""
    token = secrets.token_urlsafe(32)
    db.add(UserSession(token_hash=_token_hash(token), user_id=user.id, expires_at=utc_now() + lifetime))
    db.commit()
    return token


# Built once, as it runs on every signed-in request: SQLAlchemy reuses its compiled form.
_USER_OF_SESSION = (
    select(User, UserSession.expires_at)
    .join(UserSession, UserSession.user_id == User.id)
    .where(UserSession.token_hash == bindparam("token_hash"))
)


def user_for_session(db: Session, token: str) -> User | None:
    """One indexed lookup (primary key of the session, joined to its user) on every signed-in request."""
    token_hash = _token_hash(token)
    found = db.execute(_USER_OF_SESSION, {"token_hash": token_hash}).first()
    if found is None:
        return None
    user, expires_at = found
    if expires_at <= utc_now():
        db.execute(delete(UserSession).where(UserSession.token_hash == token_hash))
        db.commit()
        return None
    return user


def close_session(db: Session, token: str) -> None:
    db.execute(delete(UserSession).where(UserSession.token_hash == _token_hash(token)))
    db.commit()


def close_other_sessions(db: Session, user: User, keep_token: str | None) -> None:
    statement = delete(UserSession).where(UserSession.user_id == user.id)
    if keep_token is not None:
        statement = statement.where(UserSession.token_hash != _token_hash(keep_token))
    db.execute(statement)
    db.commit()


def seconds_until_unthrottled(db: Session, key: str, limit: int, window: timedelta) -> int:
    """0 when the key may try again, else how long it must wait."""
    row = db.get(LoginThrottle, key)
    if row is None or row.failures < limit:
        return 0
    remaining = (row.window_started_at + window - utc_now()).total_seconds()
    return int(remaining) + 1 if remaining > 0 else 0


def record_login_failure(db: Session, key: str, window: timedelta) -> None:
    now = utc_now()
    row = db.get(LoginThrottle, key, with_for_update=True)
    if row is None:
        db.add(LoginThrottle(key=key, failures=1, window_started_at=now))
    elif _window_over(row.window_started_at, window, now):
        row.failures = 1
        row.window_started_at = now
    else:
        row.failures += 1
    try:
        db.commit()
    except IntegrityError:  # another instance inserted the same key first; count on its row
        db.rollback()
        record_login_failure(db, key, window)


def clear_login_failures(db: Session, key: str) -> None:
    db.execute(delete(LoginThrottle).where(LoginThrottle.key == key))
    db.commit()


def _window_over(started: datetime, window: timedelta, now: datetime) -> bool:
    return started + window <= now


def delete_user(db: Session, user: User) -> None:
    db.delete(user)
    db.commit()
