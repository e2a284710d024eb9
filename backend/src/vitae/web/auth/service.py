"""Sign-up, password checks that cannot be raced, known devices, and the session cookie.

Every password check is counted before the hash is compared, so parallel guesses meet the limits exactly:
- per email, guesses slow down (growing delays) instead of locking the owner out;
- per client address, a hard limit per window;
- a browser that has signed in to the account before (its device cookie) is counted on its own, so guesses from
  elsewhere never slow its owner down; a device that itself guesses too often loses that standing.
A correct password takes its attempt back."""

import math
from dataclasses import dataclass, field
from datetime import timedelta

from fastapi import Request, Response
from sqlalchemy.orm import Session

from vitae.errors import InvalidInput, NotAuthenticated, TooManyAttempts
from vitae.password_policy import password_problem
from vitae.settings import Settings
from vitae.store import accounts, throttle
from vitae.store.models import User
from vitae.throttle_rules import FixedLimit, GrowingDelay
from vitae.web.auth.passwords import hash_password, verify_password
from vitae.web.auth.schemas import Registration
from vitae.web.deps import DEVICE_COOKIE, SESSION_COOKIE, client_address, cookies_are_secure
from vitae.web.rate_limit import too_many
from vitae.web.security_log import email_digest, security_event

INVALID_CREDENTIALS_MESSAGE = "Invalid email or password"
DEVICE_LIFETIME = timedelta(days=365)
BUSY_MESSAGE = "Too many sign-in attempts at once. Please try again in a moment."


def email_rule(settings: Settings) -> GrowingDelay:
    return GrowingDelay(
        free=settings.login_failures_per_email,
        max_delay=timedelta(seconds=settings.login_max_delay_seconds),
        forget_after=timedelta(seconds=settings.login_window_seconds),
    )


def address_rule(settings: Settings) -> FixedLimit:
    return FixedLimit(settings.login_failures_per_address, timedelta(seconds=settings.login_window_seconds))


def device_rule(settings: Settings) -> FixedLimit:
    return FixedLimit(settings.login_failures_per_email, timedelta(seconds=settings.login_window_seconds))


def registration_rule(settings: Settings) -> FixedLimit:
    return FixedLimit(settings.registrations_per_address, timedelta(seconds=settings.registration_window_seconds))


def email_key(email: str) -> str:
    return f"email:{email}"


def address_key(address: str) -> str:
    return f"address:{address}"


@dataclass
class CountedAttempt:
    """What one password check counted, so that a correct password can take it back."""

    known_device: bool
    forget: list[str] = field(default_factory=list)
    uncount: list[str] = field(default_factory=list)


def _count(db: Session, key: str, rule: FixedLimit | GrowingDelay) -> float:
    try:
        return throttle.count_attempt(db, key, rule)
    except throttle.ThrottleBusy as busy:
        raise TooManyAttempts(BUSY_MESSAGE, 1) from busy


def count_password_attempt(
    db: Session, settings: Settings, request: Request, email: str, user: User | None
) -> CountedAttempt:
    """Counts a password check before it is made, or raises TooManyAttempts (429 with Retry-After)."""
    address = client_address(request)
    device = request.cookies.get(DEVICE_COOKIE)
    if device and user is not None and accounts.device_owner(db, device) == user.id:
        device_counter = f"device:{accounts.device_key(device)}"
        if _count(db, device_counter, device_rule(settings)) == 0:
            return CountedAttempt(known_device=True, forget=[device_counter])
        # A known browser that made too many wrong guesses itself is treated like any other.
    by_address = address_key(address)
    wait = _count(db, by_address, address_rule(settings))
    if wait:
        security_event("sign_in_throttled", limit="address", address=address, retry_after=math.ceil(wait))
        raise too_many("failed sign-in attempts", wait)
    by_email = email_key(email)
    wait = _count(db, by_email, email_rule(settings))
    if wait:
        throttle.uncount_attempt(db, by_address)  # refused before any password was checked: not a guess
        security_event(
            "sign_in_throttled", limit="email", email=email_digest(email), address=address, retry_after=math.ceil(wait)
        )
        raise too_many("failed sign-in attempts", wait)
    return CountedAttempt(known_device=False, forget=[by_email], uncount=[by_address])


def settle_correct_password(db: Session, attempt: CountedAttempt) -> None:
    throttle.forget(db, *attempt.forget)
    for key in attempt.uncount:
        throttle.uncount_attempt(db, key)


def check_password(
    db: Session, settings: Settings, request: Request, email: str, user: User | None, password: str
) -> bool:
    """Counts the attempt, then compares the password; a correct one takes its attempt back."""
    attempt = count_password_attempt(db, settings, request, email, user)
    correct = verify_password(user.password_hash if user else None, password) and user is not None
    if correct:
        settle_correct_password(db, attempt)
    else:
        security_event(
            "sign_in_failed",
            email=email_digest(email),
            address=client_address(request),
            known_device=attempt.known_device,
        )
    return correct


def authenticate(db: Session, settings: Settings, request: Request, email: str, password: str) -> User:
    user = accounts.find_user_by_email(db, email)
    if not check_password(db, settings, request, email, user, password) or user is None:
        raise NotAuthenticated(INVALID_CREDENTIALS_MESSAGE)
    security_event("sign_in", user=user.id, address=client_address(request))
    return user


def ensure_password_allowed(password: str, *, email: str, names: tuple[str, ...], field_name: str) -> None:
    problem = password_problem(password, email=email, names=names)
    if problem:
        raise InvalidInput(problem, {field_name: problem})


def register(db: Session, settings: Settings, request: Request, registration: Registration) -> User:
    """Counted per address before the password is hashed. A taken email still answers 409: the SPEC signs a new
    account in at once, so an address that is free and one that is taken cannot be made to look alike; the limit per
    address is what keeps such probing slow."""
    address = client_address(request)
    wait = _count(db, f"register:{address}", registration_rule(settings))
    if wait:
        security_event("registration_throttled", address=address, retry_after=math.ceil(wait))
        raise too_many("sign-ups from your network", wait)
    ensure_password_allowed(
        registration.password,
        email=registration.email,
        names=(registration.first_name, registration.last_name),
        field_name="password",
    )
    user = accounts.create_user(
        db,
        email=registration.email,
        first_name=registration.first_name,
        last_name=registration.last_name,
        password_hash=hash_password(registration.password),
    )
    security_event("account_created", user=user.id, address=address)
    return user


def start_session(db: Session, settings: Settings, request: Request, response: Response, user: User) -> str:
    old_token = request.cookies.get(SESSION_COOKIE)
    if old_token:  # a fresh token on every sign-in prevents session fixation
        accounts.close_session(db, old_token)
    token = accounts.open_session(db, user, timedelta(days=settings.session_days))
    secure = cookies_are_secure(request, settings)
    response.set_cookie(
        SESSION_COOKIE,
        token,
        max_age=settings.session_days * 86400,
        httponly=True,
        samesite="lax",
        secure=secure,
        path="/",
    )
    device = request.cookies.get(DEVICE_COOKIE)
    if not device or accounts.device_owner(db, device) != user.id:
        response.set_cookie(
            DEVICE_COOKIE,
            accounts.remember_device(db, user, DEVICE_LIFETIME),
            max_age=int(DEVICE_LIFETIME.total_seconds()),
            httponly=True,
            samesite="lax",
            secure=secure,
            path="/api",
        )
    return token


def end_session(db: Session, request: Request, response: Response, settings: Settings) -> None:
    token = request.cookies.get(SESSION_COOKIE)
    if token:
        accounts.close_session(db, token)
    secure = cookies_are_secure(request, settings)
    response.delete_cookie(SESSION_COOKIE, path="/", httponly=True, samesite="lax", secure=secure)
