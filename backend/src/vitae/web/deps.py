"""Request dependencies: the database session, the settings and the signed-in user."""

from collections.abc import Iterator
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy.orm import Session

from vitae.errors import NotAuthenticated
from vitae.settings import Settings
from vitae.store import accounts
from vitae.store.database import Database
from vitae.store.models import User

SESSION_COOKIE = "vitae_session"
NOT_SIGNED_IN_MESSAGE = "Please sign in to continue."


def get_settings(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def get_database(request: Request) -> Database:
    database: Database = request.app.state.database
    return database


def get_db_session(database: Annotated[Database, Depends(get_database)]) -> Iterator[Session]:
    with database.session() as session:
        yield session


SettingsDep = Annotated[Settings, Depends(get_settings)]
SessionDep = Annotated[Session, Depends(get_db_session)]


def session_token(request: Request) -> str | None:
    return request.cookies.get(SESSION_COOKIE)


def get_optional_user(request: Request, db: SessionDep) -> User | None:
    token = session_token(request)
    return accounts.user_for_session(db, token) if token else None


def get_current_user(user: Annotated[User | None, Depends(get_optional_user)]) -> User:
    if user is None:
        raise NotAuthenticated(NOT_SIGNED_IN_MESSAGE)
    return user


OptionalUser = Annotated[User | None, Depends(get_optional_user)]
CurrentUser = Annotated[User, Depends(get_current_user)]
