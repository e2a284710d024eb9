"""'Test connection' against the local stub: a working model, one without structured output, and every misbehaviour
ends in a report with its reason (never a 500) within the timeout; offline says so; limited per user; never the key."""

import time
from collections.abc import Callable, Iterator

import pytest
from fastapi.testclient import TestClient
from pydantic import SecretStr

from tests.factories import sign_up
from tests.integration.openai_stub import DROP, OpenAiStub, Step, reply, stall, status
from vitae.ai.connection import check_connection
from vitae.settings import Settings

TIMEOUT = 0.6
STALL = 5.0
KEY = "sk-never-shown-1234"


@pytest.fixture(scope="module")
def stub() -> Iterator[OpenAiStub]:
    with OpenAiStub() as server:
        yield server


@pytest.fixture
def model_settings(settings: Settings, stub: OpenAiStub) -> Settings:
    configured: Settings = settings.model_copy(
        update={
            "speech_engine": "none",
            "ai_provider": "openai",
            "openai_base_url": stub.base_url,
            "openai_model": "stub-model",
            "openai_api_key": SecretStr(KEY),
            "ai_connection_test_timeout_seconds": TIMEOUT,
        }
    )
    return configured


def test_offline_says_there_is_nothing_to_connect_to(settings: Settings) -> None:
    report = check_connection(settings)
    assert report.ok and report.status == "offline" and report.engine == "offline"
    assert "offline" in report.message and report.latency_ms is None
    with_speech = check_connection(
        settings.model_copy(
            update={"openai_transcription_base_url": "http://127.0.0.1:9/v1", "openai_transcription_model": "w"}
        )
    )
    assert with_speech.transcription_model == "w" and "speech server is configured apart" in with_speech.message


def test_a_model_with_structured_output(stub: OpenAiStub, model_settings: Settings) -> None:
    stub.script(reply({"ok": True}))
    report = check_connection(model_settings)
    assert report.ok and report.status == "connected" and report.model == "stub-model"
    assert report.structured_output is True and report.latency_ms is not None and report.latency_ms >= 0
    [request] = stub.requests
    assert request["response_format"]["type"] == "json_schema" and request["model"] == "stub-model"


def test_a_model_that_refuses_the_schema_format_still_connects(stub: OpenAiStub, model_settings: Settings) -> None:
    stub.script(status(400), reply("ok"))
    report = check_connection(model_settings)
    assert report.ok and report.structured_output is False and "without structured output" in report.message
    assert len(stub.requests) == 2 and "response_format" not in stub.requests[1]


def test_prose_instead_of_json_is_no_structured_output(stub: OpenAiStub, model_settings: Settings) -> None:
    stub.script(reply("Sure! Here you go: ok"))
    report = check_connection(model_settings)
    assert report.ok and report.structured_output is False


@pytest.mark.parametrize(
    ("step", "words"),
    [
        (status(500), "HTTP 500"),
        (status(401), "refused the API key"),
        (status(404), "does not offer the model 'stub-model'"),
        (stall(STALL), f"did not answer within {TIMEOUT:g} seconds"),
        (DROP, "could not be reached"),
        (reply(""), "answered with nothing"),
    ],
    ids=["server-error", "bad-key", "unknown-model", "stall", "dropped-connection", "empty-reply"],
)
def test_every_failure_is_a_report_with_its_reason(
    stub: OpenAiStub, model_settings: Settings, step: Step, words: str
) -> None:
    stub.script(step)
    began = time.monotonic()
    report = check_connection(model_settings)
    assert not report.ok and report.status == "failed" and words in report.message
    assert time.monotonic() - began < TIMEOUT + 1.0


def test_the_endpoint_reports_and_never_returns_the_key(
    stub: OpenAiStub, model_settings: Settings, app_client: Callable[[Settings], TestClient]
) -> None:
    client = app_client(model_settings)
    assert client.post("/api/settings/ai/test").status_code == 401
    sign_up(client)
    stub.script(reply({"ok": True}))
    response = client.post("/api/settings/ai/test")
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["ok"] is True and body["engine"] == "openai" and body["structuredOutput"] is True
    assert isinstance(body["latencyMs"], int)
    stub.script(status(500))
    failed = client.post("/api/settings/ai/test")
    assert failed.status_code == 200 and failed.json()["ok"] is False
    assert KEY not in response.text + failed.text + client.get("/api/settings").text


def test_connection_tests_are_limited_per_user(
    stub: OpenAiStub, model_settings: Settings, app_client: Callable[[Settings], TestClient]
) -> None:
    stub.script(reply({"ok": True}))
    limited = model_settings.model_copy(update={"ai_connection_tests_per_minute": 2})
    first, second = app_client(limited), app_client(limited)
    sign_up(first)
    sign_up(second, email="second@example.com")
    assert [first.post("/api/settings/ai/test").status_code for _ in range(2)] == [200, 200]
    refused = first.post("/api/settings/ai/test")
    assert refused.status_code == 429 and "wait a minute" in refused.json()["message"]
    assert int(refused.headers["Retry-After"]) > 0
    assert second.post("/api/settings/ai/test").status_code == 200  # another user has a limit of their own
