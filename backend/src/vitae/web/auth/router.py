from fastapi import APIRouter, Request, Response

from vitae.web.auth import service
from vitae.web.auth.schemas import Credentials, Registration, UserPublic
from vitae.web.deps import CurrentUser, OptionalUser, SessionDep, SettingsDep

router = APIRouter(prefix="/api", tags=["auth"])


@router.post("/auth/register", status_code=201)
def register(
    registration: Registration, request: Request, response: Response, db: SessionDep, settings: SettingsDep
) -> UserPublic:
    user = service.register(db, settings, request, registration)
    service.start_session(db, settings, request, response, user)
    return UserPublic.of(user)


@router.post("/auth/login")
def login(
    credentials: Credentials, request: Request, response: Response, db: SessionDep, settings: SettingsDep
) -> UserPublic:
    user = service.authenticate(db, settings, request, credentials.email, credentials.password)
    service.start_session(db, settings, request, response, user)
    return UserPublic.of(user)


@router.post("/auth/logout")
def logout(request: Request, response: Response, db: SessionDep, settings: SettingsDep) -> dict[str, str]:
    service.end_session(db, request, response, settings)
    return {"message": "Logged out"}


@router.get("/auth/me")
def auth_me(user: OptionalUser) -> UserPublic | None:
    return UserPublic.of(user) if user else None


@router.get("/me")
def me(user: CurrentUser) -> UserPublic:
    return UserPublic.of(user)
