from fastapi import APIRouter, Request, Response

from vitae.web.auth import service
from vitae.web.auth.schemas import Credentials, Registration, UserPublic
from vitae.web.deps import CurrentUser, OptionalUser, SessionDep, SettingsDep, cookies_are_secure, session_token

router = APIRouter(prefix="/api", tags=["auth"])


def client_address(request: Request) -> str:
    return request.client.host if request.client else "unknown"


@router.post("/auth/register", status_code=201)
def register(
    registration: Registration, request: Request, response: Response, db: SessionDep, settings: SettingsDep
) -> UserPublic:
    user = service.register(db, registration)
    service.start_session(
        db, settings, response, user, session_token(request), secure=cookies_are_secure(request, settings)
    )
    return UserPublic.of(user)


@router.post("/auth/login")
def login(
    credentials: Credentials, request: Request, response: Response, db: SessionDep, settings: SettingsDep
) -> UserPublic:
    user = service.authenticate(db, settings, credentials, client_address(request))
    service.start_session(
        db, settings, response, user, session_token(request), secure=cookies_are_secure(request, settings)
    )
    return UserPublic.of(user)


@router.post("/auth/logout")
def logout(request: Request, response: Response, db: SessionDep, settings: SettingsDep) -> dict[str, str]:
    service.end_session(db, response, session_token(request), secure=cookies_are_secure(request, settings))
    return {"message": "Logged out"}


@router.get("/auth/me")
def auth_me(user: OptionalUser) -> UserPublic | None:
    return UserPublic.of(user) if user else None


@router.get("/me")
def me(user: CurrentUser) -> UserPublic:
    return UserPublic.of(user)
