"""Users, server-side sessions and the browsers that have signed in before."""

import hashlib
import secrets
from datetime import timedelta

from sqlalchemy import bindparam, delete, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from vitae.errors import Conflict
from vitae.store.database import erase_deleted_pages
from vitae.store.models import KnownDevice, User, UserSession, utc_now

# How stale a session's last-seen time may get before a request refreshes it: one write a minute per active session,
# not one per request; the idle timeout is that much less exact.
LAST_SEEN_RESOLUTION = timedelta(minutes=1)

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
    select(User, UserSession.expires_at, UserSession.last_seen_at)
    .join(UserSession, UserSession.user_id == User.id)
    .where(UserSession.token_hash == bindparam("token_hash"))
)


def user_for_session(db: Session, token: str, idle_timeout: timedelta) -> User | None:
    """One indexed lookup (primary key of the session, joined to its user) on every signed-in request. A session
    past its expiry, or unused for `idle_timeout`, is ended."""
    token_hash = _token_hash(token)
    found = db.execute(_USER_OF_SESSION, {"token_hash": token_hash}).first()
    if found is None:
        return None
    user, expires_at, last_seen_at = found
    now = utc_now()
    if expires_at <= now or last_seen_at + idle_timeout <= now:
        db.execute(delete(UserSession).where(UserSession.token_hash == token_hash))
        db.commit()
        return None
    if last_seen_at + LAST_SEEN_RESOLUTION <= now:
        db.execute(update(UserSession).where(UserSession.token_hash == token_hash).values(last_seen_at=now))
        db.commit()
    return user


def close_session(db: Session, token: str) -> None:
    db.execute(delete(UserSession).where(UserSession.token_hash == _token_hash(token)))
    db.commit()


def remember_device(db: Session, user: User, lifetime: timedelta) -> str:
    """Returns a new device cookie token for this browser; only its hash is stored."""
    token = secrets.token_urlsafe(32)
    db.add(KnownDevice(token_hash=_token_hash(token), user_id=user.id, expires_at=utc_now() + lifetime))
    db.commit()
    return token


def device_owner(db: Session, token: str) -> str | None:
    """The id of the user this device cookie was given to, while it has not expired."""
    found = db.execute(
        select(KnownDevice.user_id, KnownDevice.expires_at).where(KnownDevice.token_hash == _token_hash(token))
    ).first()
    db.commit()
    if found is None or found.expires_at <= utc_now():
        return None
    return str(found.user_id)


def device_key(token: str) -> str:
    """How a device's own attempts are counted: by the hash of its cookie, never the cookie itself."""
    return _token_hash(token)


def close_other_sessions(db: Session, user: User, keep_token: str | None) -> None:
    statement = delete(UserSession).where(UserSession.user_id == user.id)
    if keep_token is not None:
        statement = statement.where(UserSession.token_hash != _token_hash(keep_token))
    db.execute(statement)
    db.commit()


def delete_user(db: Session, user: User) -> None:
    """Deletes the user with everything they own (ON DELETE CASCADE), and on SQLite leaves none of its text in the
    database's files."""
    db.delete(user)
    db.commit()
    erase_deleted_pages(db)
