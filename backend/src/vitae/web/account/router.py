"""The signed-in user's own account: profile, password, data export and deletion."""

from datetime import UTC, datetime

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse

from vitae.errors import InvalidInput
from vitae.store import accounts
from vitae.web.account.schemas import AccountDeletion, PasswordChange, ProfileUpdate
from vitae.web.auth import service
from vitae.web.auth.passwords import hash_password, verify_password
from vitae.web.auth.router import client_address
from vitae.web.auth.schemas import UserPublic
from vitae.web.deps import CurrentUser, SessionDep, SettingsDep, cookies_are_secure, session_token

router = APIRouter(prefix="/api/me", tags=["account"])

WRONG_PASSWORD_MESSAGE = "Current password is incorrect"
CONFIRMATION_MESSAGE = "Type your email address exactly to confirm"


@router.patch("")
def update_profile(update: ProfileUpdate, user: CurrentUser, db: SessionDep) -> UserPublic:
    user.first_name = update.first_name
    user.last_name = update.last_name
    db.commit()
    return UserPublic.of(user)


@router.post("/password")
def change_password(
    change: PasswordChange, request: Request, user: CurrentUser, db: SessionDep, settings: SettingsDep
) -> dict[str, str]:
    address = client_address(request)
    service.ensure_not_throttled(db, settings, user.email, address)
    if not verify_password(user.password_hash, change.current_password):
        service.record_failure(db, settings, user.email, address)
        raise InvalidInput(WRONG_PASSWORD_MESSAGE, {"currentPassword": WRONG_PASSWORD_MESSAGE})
    user.password_hash = hash_password(change.new_password)
    db.commit()
    # Whoever knew the old password is signed out everywhere else.
    accounts.close_other_sessions(db, user, keep_token=session_token(request))
    return {"message": "Password changed"}


@router.get("/export")
def export_my_data(user: CurrentUser) -> JSONResponse:
    document = {
        "exportedAt": datetime.now(UTC).isoformat(),
        "account": UserPublic.of(user).model_dump(mode="json", by_alias=True),
    }
    filename = f"vitae-data-{datetime.now(UTC):%Y-%m-%d}.json"
    return JSONResponse(document, headers={"Content-Disposition": f'attachment; filename="{filename}"'})


@router.delete("")
def delete_account(
    deletion: AccountDeletion,
    request: Request,
    response: Response,
    user: CurrentUser,
    db: SessionDep,
    settings: SettingsDep,
) -> dict[str, str]:
    if deletion.confirmation.strip().lower() != user.email:
        raise InvalidInput(CONFIRMATION_MESSAGE, {"confirmation": CONFIRMATION_MESSAGE})
    accounts.delete_user(db, user)  # sessions and everything the user owns go with it (ON DELETE CASCADE)
    service.end_session(db, response, session_token(request), secure=cookies_are_secure(request, settings))
    return {"message": "Account deleted"}
