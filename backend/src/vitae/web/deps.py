"""Request dependencies: the database session, the settings and the signed-in user.

Dependencies that only read the request or the app are `async def`: FastAPI runs a plain `def` dependency in its
thread pool, and a thread hop per trivial lookup costs more than the lookup. Those that touch the database stay
plain `def`, so that database waits never block the event loop."""

import hashlib
import secrets
from collections.abc import AsyncIterator
from datetime import timedelta
from typing import Annotated

from fastapi import Depends, Request, Response
from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from vitae.ai.protocol import AiEngine
from vitae.errors import NotAuthenticated
from vitae.settings import Settings
from vitae.store import accounts
from vitae.store.database import Database
from vitae.store.models import User
from vitae.throttle_rules import FixedLimit
from vitae.web.rate_limit import count_or_refuse
from vitae.work import Work

SESSION_COOKIE = "vitae_session"
BROWSER_COOKIE = "vitae_browser"  # identifies an anonymous visitor's browser, so its uploads stay its own
DEVICE_COOKIE = "vitae_device"  # a browser that has signed in to an account before (see auth/service.py)
NOT_SIGNED_IN_MESSAGE = "Please sign in to continue."


async def get_settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


async def get_database(request: Request) -> Database:
    database: Database = request.app.state.database
    return database


async def get_db_session(
    request: Request, database: Annotated[Database, Depends(get_database)]
) -> AsyncIterator[Session]:
    """Safe requests (GET, HEAD) change nothing that belongs together, so they read without a transaction.

    Opening a session does no I/O (it connects on its first query), so it happens on the event loop. Closing one
    with nothing to roll back only hands its connection back to the pool, also without I/O, so it happens here at
    once too: a request must not keep a pooled connection while it queues for a thread, or a burst of slow uploads
    would hold every connection while the threads that would release them wait for one. Only a rollback, which
    talks to the database, goes to the thread pool."""
    for_reading = request.method in {"GET", "HEAD"}
    session = database.new_session(for_reading=for_reading)
    try:
        yield session
    finally:
        if for_reading or not session.in_transaction():
            session.close()
        else:
            await run_in_threadpool(session.close)


def release_connection(db: Session) -> None:
    """Ends the request's transaction and hands its connection back to the pool before an outside server (a model)
    is waited for, so that no connection idles meanwhile; the session takes one again if it is used after."""
    db.commit()


async def get_ai_engine(request: Request) -> AiEngine:
    engine: AiEngine = request.app.state.ai_engine
    return engine


async def get_analysis(request: Request) -> Work:
    """Where the core's analysis of the user's text runs: bounded workers, never the request's own thread."""
    work: Work = request.app.state.analysis
    return work


SettingsDep = Annotated[Settings, Depends(get_settings)]
AiEngineDep = Annotated[AiEngine, Depends(get_ai_engine)]
AnalysisDep = Annotated[Work, Depends(get_analysis)]


SessionDep = Annotated[Session, Depends(get_db_session)]


def session_token(request: Request) -> str | None:
    return request.cookies.get(SESSION_COOKIE)


def client_address(request: Request) -> str:
    """The browser's address: behind a trusted proxy, the one it forwarded (see `trusted_proxies`)."""
    return request.client.host if request.client else "unknown"


def get_rendering(request: Request, db: SessionDep, settings: SettingsDep) -> Work:
    """Where PDFs and previews are made: bounded workers, which also take typst's caches with them when renewed. Each
    client address may have `renders_per_address` made per window (a builder's live preview included), so that one
    cannot keep the workers from everyone else."""
    rule = FixedLimit(settings.renders_per_address, timedelta(seconds=settings.render_window_seconds))
    count_or_refuse(db, f"render:{client_address(request)}", rule, "previews and downloads from your network")
    work: Work = request.app.state.rendering
    return work


RenderingDep = Annotated[Work, Depends(get_rendering)]


def get_optional_user(request: Request, db: SessionDep, settings: SettingsDep) -> User | None:
    token = session_token(request)
    if not token:
        return None
    user = accounts.user_for_session(db, token, timedelta(hours=settings.session_idle_hours))
    # Ends the read (the user stays loaded), so the connection goes back to the pool while the request waits for
    # its endpoint's turn in the thread pool.
    db.commit()
    return user


async def get_current_user(user: Annotated[User | None, Depends(get_optional_user)]) -> User:
    if user is None:
        raise NotAuthenticated(NOT_SIGNED_IN_MESSAGE)
    return user


OptionalUser = Annotated[User | None, Depends(get_optional_user)]
CurrentUser = Annotated[User, Depends(get_current_user)]


def anonymous_owner(request: Request) -> str | None:
    """The stored identity of this browser (a hash of its cookie), if it has one."""
    token = request.cookies.get(BROWSER_COOKIE)
    return hashlib.sha256(token.encode()).hexdigest() if token else None


def cookies_are_secure(request: Request, settings: Settings) -> bool:
    """Secure when configured so, and on every request that came over HTTPS: directly, or through a trusted proxy
    whose X-Forwarded-Proto said so (see `trusted_proxies`)."""
    return settings.secure_cookies or request.url.scheme == "https"


def ensure_browser_identity(request: Request, response: Response, settings: Settings) -> str:
    """This browser's anonymous identity, giving it a cookie on its first anonymous upload."""
    existing = anonymous_owner(request)
    if existing is not None:
        return existing
    token = secrets.token_urlsafe(32)
    response.set_cookie(
        BROWSER_COOKIE,
        token,
        max_age=365 * 86400,
        httponly=True,
        samesite="lax",
        secure=cookies_are_secure(request, settings),
        path="/",
    )
    return hashlib.sha256(token.encode()).hexdigest()
