"""One place that turns errors into JSON responses with a human `message` (and `errors` per field)."""

from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy.exc import OperationalError
from starlette.exceptions import HTTPException as StarletteHTTPException

from vitae import errors

STATUS_BY_ERROR: dict[type[errors.VitaeError], int] = {
    errors.InvalidInput: 422,
    errors.NotAuthenticated: 401,
    errors.Forbidden: 403,
    errors.NotFound: 404,
    errors.Conflict: 409,
    errors.StorageFull: 409,
    errors.FileTooLarge: 413,
    errors.TextTooLong: 413,
    errors.UnsupportedFileType: 415,
    errors.TooManyAttempts: 429,
    errors.ServiceUnavailable: 503,
}

# Messages for request fields whose checks are shared with the browser's forms (SPEC §5).
FIELD_MESSAGES = {
    "email": "Please enter a valid email address",
    "password": "Password must be at least 6 characters",
    "firstName": "First name is required",
    "lastName": "Last name is required",
    "currentPassword": "Current password is required",
    "newPassword": "Password must be at least 6 characters",
    "resume": "Please choose a resume file to upload (field 'resume').",
    "file": "Please choose a resume file to upload (field 'file').",
}


def error_response(status: int, message: str, fields: dict[str, str] | None = None, **headers: str) -> JSONResponse:
    body: dict[str, Any] = {"message": message}
    if fields:
        body["errors"] = fields
    return JSONResponse(body, status_code=status, headers=headers or None)


def _field_message(error: dict[str, Any]) -> tuple[str, str]:
    location = [str(part) for part in error.get("loc", ()) if part not in ("body", "query", "path")]
    field = location[-1] if location else "body"
    if field in FIELD_MESSAGES:
        return field, FIELD_MESSAGES[field]
    message = str(error.get("msg", "Invalid value")).removeprefix("Value error, ")
    return field, message


async def _handle_domain_error(_request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, errors.VitaeError)
    status = next((code for kind, code in STATUS_BY_ERROR.items() if isinstance(error, kind)), 400)
    headers = {}
    if isinstance(error, errors.TooManyAttempts | errors.ServerBusy):
        headers["Retry-After"] = str(error.retry_after_seconds)
    return error_response(status, error.message, error.fields, **headers)


async def _handle_validation_error(_request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, RequestValidationError)
    fields: dict[str, str] = {}
    for detail in error.errors():
        field, message = _field_message(detail)
        fields.setdefault(field, message)
    if list(fields) == ["body"]:
        return error_response(422, "The request body must be valid JSON.", fields)
    return error_response(422, next(iter(fields.values())), fields)


async def _handle_http_error(_request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, StarletteHTTPException)
    messages = {404: "Not found", 405: "Method not allowed"}
    message = error.detail if isinstance(error.detail, str) and error.status_code not in messages else None
    return error_response(error.status_code, message or messages.get(error.status_code, "Request failed"))


DATABASE_UNAVAILABLE_MESSAGE = "The database is unavailable for a moment. Please try again."


async def _handle_database_unavailable(_request: Request, _error: Exception) -> JSONResponse:
    # A database that is down, restarting, or dropped this pooled connection: nothing was written (the transaction
    # did not commit), and the pool replaces its connections, so trying again is the right advice.
    response = error_response(503, DATABASE_UNAVAILABLE_MESSAGE)
    response.headers["Retry-After"] = "1"
    return response


async def _handle_unexpected_error(_request: Request, _error: Exception) -> JSONResponse:
    return error_response(500, "Something went wrong on our side. Please try again.")


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(errors.VitaeError, _handle_domain_error)
    app.add_exception_handler(RequestValidationError, _handle_validation_error)
    app.add_exception_handler(StarletteHTTPException, _handle_http_error)
    app.add_exception_handler(OperationalError, _handle_database_unavailable)
    app.add_exception_handler(Exception, _handle_unexpected_error)
