"""'Test connection' on the settings page: one tiny request to the configured model, signed-in only and limited per
user, since each one calls an outside server. Never returns the key."""

from fastapi import APIRouter, Request

from vitae.ai.connection import ConnectionReport, check_connection
from vitae.web.deps import CurrentUser, SessionDep, SettingsDep
from vitae.web.rate_limit import RateLimiter

router = APIRouter(prefix="/api/settings/ai", tags=["system"])

TOO_MANY_TESTS_MESSAGE = "Too many connection tests. Please wait a minute and try again."


def connection_test_limiter(per_minute: int) -> RateLimiter:
    return RateLimiter(limit=per_minute, window_seconds=60, message=TOO_MANY_TESTS_MESSAGE)


@router.post("/test")
def ai_connection_test(request: Request, user: CurrentUser, db: SessionDep, settings: SettingsDep) -> ConnectionReport:
    limiter: RateLimiter = request.app.state.connection_test_limiter
    limiter.check(user.id)
    db.close()  # the user is known: no transaction stays open while the model server answers
    return check_connection(settings)
