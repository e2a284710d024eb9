"""'Test connection': one tiny, time-bounded request to the configured model, reported in words a user can act on.

The request asks for a JSON-schema answer, which tells at once whether the server supports structured output; a
server that refuses the format gets one plain request instead, to tell whether the model answers at all. Nothing
here ever raises: every failure is a report with ok=false and its reason.
"""

import json
import time
from collections.abc import Callable
from typing import Any, Literal

from openai import (
    APIConnectionError,
    APIStatusError,
    APITimeoutError,
    AuthenticationError,
    BadRequestError,
    NotFoundError,
    OpenAI,
    OpenAIError,
    PermissionDeniedError,
)
from pydantic import BaseModel, ValidationError

from vitae.ai.offline import OFFLINE
from vitae.ai.openai_engine import OPENAI
from vitae.ai.select import OFFLINE_MODEL, openai_configured
from vitae.ai.speech import speech_server
from vitae.resume.model import CamelModel
from vitae.settings import Settings

ConnectionStatus = Literal["offline", "connected", "failed"]
OFFLINE_MESSAGE = (
    "Vitae runs offline: no model server is configured, so every AI task uses the built-in engine and there is "
    "nothing to connect to."
)
SPEECH_NOT_TESTED_NOTE = " The speech server is configured apart from the model and is not part of this test."
PROMPT = 'Reply with exactly this JSON object and nothing else: {"ok": true}'


class Pong(BaseModel):
    ok: bool


class ConnectionReport(CamelModel):
    ok: bool
    status: ConnectionStatus
    engine: str
    model: str
    latency_ms: int | None = None
    structured_output: bool | None = None  # None: not known (offline, or the model did not answer)
    voice_model: str = ""  # the speech server's text-to-speech model, when one is configured
    transcription_model: str = ""
    message: str


def _failure_reason(error: OpenAIError, model: str, timeout_seconds: float) -> str:
    if isinstance(error, APITimeoutError):
        return f"The model server did not answer within {timeout_seconds:g} seconds."
    if isinstance(error, APIConnectionError):
        return "The model server could not be reached: check VITAE_OPENAI_BASE_URL and that the server is running."
    if isinstance(error, AuthenticationError | PermissionDeniedError):
        return f"The model server refused the API key (HTTP {error.status_code}): check VITAE_OPENAI_API_KEY."
    if isinstance(error, NotFoundError):
        return f"The model server does not offer the model '{model}' (HTTP 404): check VITAE_OPENAI_MODEL."
    if isinstance(error, APIStatusError):
        return f"The model server answered with an error (HTTP {error.status_code})."
    return "The model server's reply could not be read."


def _ask(client: OpenAI, model: str, timeout_seconds: float, response_format: dict[str, Any] | None) -> str:
    options: dict[str, Any] = {} if response_format is None else {"response_format": response_format}
    completion = client.chat.completions.create(
        model=model, messages=[{"role": "user", "content": PROMPT}], timeout=timeout_seconds, **options
    )
    return (completion.choices[0].message.content or "") if completion.choices else ""


def _follows_schema(reply: str) -> bool:
    try:
        return Pong.model_validate(json.loads(reply)).ok
    except (ValueError, ValidationError):
        return False


def check_connection(settings: Settings, clock: Callable[[], float] = time.monotonic) -> ConnectionReport:
    speech = speech_server(settings)
    offline = ConnectionReport(
        ok=True,
        status="offline",
        engine=OFFLINE,
        model=OFFLINE_MODEL,
        message=OFFLINE_MESSAGE + (SPEECH_NOT_TESTED_NOTE if speech.speaks or speech.transcribes else ""),
        voice_model=speech.tts_model if speech.speaks else "",
        transcription_model=speech.transcription_model if speech.transcribes else "",
    )
    if not openai_configured(settings):
        return offline
    model = settings.openai_model
    timeout = settings.ai_connection_test_timeout_seconds
    failed = offline.model_copy(update={"ok": False, "status": "failed", "engine": OPENAI, "model": model})
    client = OpenAI(
        base_url=settings.openai_base_url, api_key=settings.openai_api_key.get_secret_value() or "unused", max_retries=0
    )
    schema_format = {"type": "json_schema", "json_schema": {"name": "Pong", "schema": Pong.model_json_schema()}}
    started = clock()
    try:
        try:
            reply = _ask(client, model, timeout, schema_format)
            structured = _follows_schema(reply)
        except BadRequestError:
            started = clock()  # the refusal is not the model's latency
            reply = _ask(client, model, timeout, None)
            structured = False
    except OpenAIError as error:
        return failed.model_copy(update={"message": _failure_reason(error, model, timeout)})
    latency_ms = round((clock() - started) * 1000)
    if not reply.strip():
        return failed.model_copy(
            update={
                "latency_ms": latency_ms,
                "message": "The model answered with nothing: check that VITAE_OPENAI_MODEL names a chat model.",
            }
        )
    support = "supports structured output" if structured else "answers, without structured output (Vitae copes)"
    return failed.model_copy(
        update={
            "ok": True,
            "status": "connected",
            "latency_ms": latency_ms,
            "structured_output": structured,
            "message": f"Connected: the model {support}, in {latency_ms} ms.",
        }
    )
