"""The signed-in user's own account: profile, password, data export and deletion."""

from datetime import UTC, datetime

from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse

from vitae.errors import InvalidInput
from vitae.store import accounts, throttle
from vitae.web.account.schemas import AccountDeletion, PasswordChange, ProfileUpdate
from vitae.web.auth import service
from vitae.web.auth.passwords import hash_password
from vitae.web.auth.schemas import UserPublic
from vitae.web.deps import CurrentUser, SessionDep, SettingsDep, client_address, session_token
from vitae.web.security_log import security_event

router = APIRouter(prefix="/api/me", tags=["account"])

WRONG_PASSWORD_MESSAGE = "Current password is incorrect"
WRONG_DELETION_PASSWORD_MESSAGE = "The password is incorrect"


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
    if not service.check_password(db, settings, request, user.email, user, change.current_password):
        raise InvalidInput(WRONG_PASSWORD_MESSAGE, {"currentPassword": WRONG_PASSWORD_MESSAGE})
    service.ensure_password_allowed(
        change.new_password, email=user.email, names=(user.first_name, user.last_name), field_name="newPassword"
    )
    user.password_hash = hash_password(change.new_password)
    db.commit()
    # Whoever knew the old password is signed out everywhere else.
    accounts.close_other_sessions(db, user, keep_token=session_token(request))
    security_event("password_changed", user=user.id, address=client_address(request))
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
    """Asks for the password, so that a browser left signed in is not enough to erase someone's account."""
    if not service.check_password(db, settings, request, user.email, user, deletion.current_password):
        raise InvalidInput(WRONG_DELETION_PASSWORD_MESSAGE, {"currentPassword": WRONG_DELETION_PASSWORD_MESSAGE})
    user_id, email = user.id, user.email
    service.end_session(db, request, response, settings)
    accounts.delete_user(db, user)  # sessions, devices and everything the user owns go with it (ON DELETE CASCADE)
    throttle.forget(db, service.email_key(email))  # nothing of the address stays behind
    security_event("account_deleted", user=user_id, address=client_address(request))
    return {"message": "Account deleted"}
