"""Schemathesis against the app's own OpenAPI schema, signed in: generated requests (valid and not) to every
operation never get a 5xx, and every response matches the schema the app publishes. Every third case carries text
that cannot be stored in one of its fields (a NUL, half of a surrogate pair), which schemathesis does not generate
itself (it makes valid UTF-8): such text is refused, never a server error."""

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
import schemathesis
from fastapi import FastAPI
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from schemathesis import Case
from schemathesis.checks import not_a_server_error
from schemathesis.core.result import Ok
from schemathesis.schemas import APIOperation
from schemathesis.specs.openapi.checks import response_schema_conformance

from tests.factories import RESUME_TEXT, sign_up, upload
from vitae.bounded import WorkerPool
from vitae.settings import Settings
from vitae.store.database import Database
from vitae.web.app import create_app
from vitae.web.deps import SESSION_COOKIE

# Left out: signing out, changing the password or deleting the account would end the session the other cases
# use; starting an interview synthesises speech (seconds per example), so it belongs to the interview's own tests.
EXCLUDED = re.compile(r"^(POST /api/auth/logout|POST /api/me/password|DELETE /api/me|POST /api/interview/start)$")
EXAMPLES_PER_OPERATION = 10
# Text no column stores: PostgreSQL refuses NUL, UTF-8 encodes no lone surrogate (a high one, a low one, an emoji's
# first half). Outside JSON only the NUL can be sent: a client cannot even encode the others into a URL or a form.
UNSTORABLE_TEXT = ["Ada\u0000 Lovelace", "\ud800", "Jos\udce9", "\ud83d half an emoji"]
UNSTORABLE_IN_ADDRESS = "resume\u0000.pdf"


@dataclass
class SignedIn:
    """The app, a registered user's browser on it, and that user's session cookie."""

    app: FastAPI
    browser: TestClient
    cookie: str

    def live_resume_id(self) -> str:
        """The id of one of the user's resumes, uploading a new one when the cases deleted the last."""
        listed = self.browser.get("/api/resumes").json()
        if listed:
            return str(listed[0]["id"])
        response = upload(self.browser, RESUME_TEXT.encode())
        assert response.status_code == 201, response.text
        return str(response.json()["id"])


@pytest.fixture
def signed_in(settings: Settings, app_database: Database, workers: WorkerPool) -> Iterator[SignedIn]:
    app = create_app(settings.model_copy(update={"api_docs": True}), workers=workers)
    with TestClient(app) as browser:
        sign_up(browser)
        yield SignedIn(app, browser, f"{SESSION_COOKIE}={browser.cookies[SESSION_COOKIE]}")


def check_operation(operation: APIOperation[Any, Any, Any, Any], user: SignedIn) -> str | None:
    """Runs the generated cases of one operation; the first failure, described, or None.

    Every other case addresses the user's real resume, so the operations behind an id are exercised past the
    404 that a random id gets."""
    numbers = itertools.count()

    @given(case=operation.as_strategy())
    @settings(
        max_examples=EXAMPLES_PER_OPERATION,
        deadline=None,
        database=None,
        derandomize=True,
        suppress_health_check=list(HealthCheck),
    )
    def run(case: Case[Any]) -> None:
        number = next(numbers)
        if case.path_parameters and "resume_id" in case.path_parameters and number % 2 == 0:
            case.path_parameters["resume_id"] = user.live_resume_id()
        if number % 3 == 1:
            with_unstorable_text(case, UNSTORABLE_TEXT[number % len(UNSTORABLE_TEXT)])
        case.call_and_validate(
            headers={"Cookie": user.cookie}, checks=[not_a_server_error, response_schema_conformance]
        )

    try:
        run()
    except Exception as failure:  # schemathesis raises a grouped failure carrying the request to reproduce
        return f"{operation.method.upper()} {operation.path}: {_described(failure)}"
    return None


def with_unstorable_text(case: Case[Any], text: str) -> None:
    """Puts `text` in the case's first text field: in its JSON body; else its NUL form (the only one a client can
    encode outside JSON's escapes) in its form fields, query or path."""
    if case.media_type == "application/json" and _replace_first_string(case.body, text):
        return
    if _replace_first_string(case.body, UNSTORABLE_IN_ADDRESS):
        return
    for parameters in (case.query, case.path_parameters):
        for name, value in (parameters or {}).items():
            if isinstance(value, str):
                parameters[name] = UNSTORABLE_IN_ADDRESS  # type: ignore[index]
                return


def _replace_first_string(value: object, text: str) -> bool:
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, str):
                value[key] = text
                return True
            if _replace_first_string(item, text):
                return True
    elif isinstance(value, list):
        for index, item in enumerate(value):
            if isinstance(item, str):
                value[index] = text
                return True
            if _replace_first_string(item, text):
                return True
    return False


def _described(failure: BaseException) -> str:
    """The failure with the failures it groups (a case that failed once and passed on replay is reported as such a
    group, whose own message says nothing of the first failure)."""
    inner = failure.exceptions if isinstance(failure, BaseExceptionGroup) else ()
    return "\n".join([str(failure), *(f"  - {_described(exception)}" for exception in inner)])


def test_no_server_error_and_responses_match_the_schema(signed_in: SignedIn) -> None:
    schema = schemathesis.openapi.from_asgi("/api/openapi.json", signed_in.app)
    operations = []
    for result in schema.get_all_operations():
        assert isinstance(result, Ok), f"the app's own schema does not load: {result.err()}"
        operations.append(result.ok())
    tested = [
        operation for operation in operations if not EXCLUDED.match(f"{operation.method.upper()} {operation.path}")
    ]
    assert len(tested) >= 40, [operation.path for operation in tested]
    failures = [failure for operation in tested if (failure := check_operation(operation, signed_in))]
    assert not failures, "\n\n".join(failures)
