"""Sign-up, sign-in with throttling, and the session cookie."""

from datetime import timedelta

from fastapi import Response
from sqlalchemy.orm import Session

from vitae.errors import NotAuthenticated, TooManyAttempts
from vitae.settings import Settings
from vitae.store import accounts
from vitae.store.models import User
from vitae.web.auth.passwords import hash_password, verify_password
from vitae.web.auth.schemas import Credentials, Registration
from vitae.web.deps import SESSION_COOKIE

INVALID_CREDENTIALS_MESSAGE = "Invalid email or password"


def throttle_keys(email: str, client_address: str) -> tuple[str, str]:
    return f"email:{email}", f"address:{client_address}"


def register(db: Session, registration: Registration) -> User:
    return accounts.create_user(
        db,
        email=registration.email,
        first_name=registration.first_name,
        last_name=registration.last_name,
        password_hash=hash_password(registration.password),
    )


def ensure_not_throttled(db: Session, settings: Settings, email: str, client_address: str) -> None:
    window = timedelta(seconds=settings.login_window_seconds)
    email_key, address_key = throttle_keys(email, client_address)
    wait = max(
        accounts.seconds_until_unthrottled(db, email_key, settings.login_failures_per_email, window),
        accounts.seconds_until_unthrottled(db, address_key, settings.login_failures_per_address, window),
    )
    if wait:
        minutes = max(1, round(wait / 60))
        raise TooManyAttempts(
            f"Too many failed sign-in attempts. Please wait {minutes} minute{'s' if minutes > 1 else ''} "
            "and try again.",
            wait,
        )


def record_failure(db: Session, settings: Settings, email: str, client_address: str) -> None:
    window = timedelta(seconds=settings.login_window_seconds)
    for key in throttle_keys(email, client_address):
        accounts.record_login_failure(db, key, window)


def authenticate(db: Session, settings: Settings, credentials: Credentials, client_address: str) -> User:
    ensure_not_throttled(db, settings, credentials.email, client_address)
    user = accounts.find_user_by_email(db, credentials.email)
    if not verify_password(user.password_hash if user else None, credentials.password) or user is None:
        record_failure(db, settings, credentials.email, client_address)
        raise NotAuthenticated(INVALID_CREDENTIALS_MESSAGE)
    accounts.clear_login_failures(db, throttle_keys(credentials.email, client_address)[0])
    return user


def start_session(
    db: Session, settings: Settings, response: Response, user: User, old_token: str | None, *, secure: bool
) -> str:
    if old_token:  # a fresh token on every sign-in prevents session fixation
        accounts.close_session(db, old_token)
    token = accounts.open_session(db, user, timedelta(days=settings.session_days))
    response.set_cookie(
        SESSION_COOKIE,
        token,
        max_age=settings.session_days * 86400,
        httponly=True,
        samesite="lax",
        secure=secure,
        path="/",
    )
    return token


def end_session(db: Session, response: Response, token: str | None, *, secure: bool) -> None:
    if token:
        accounts.close_session(db, token)
    response.delete_cookie(SESSION_COOKIE, path="/", httponly=True, samesite="lax", secure=secure)
