"""Structured answers from any chat-completions server, within a deadline.

The answer's JSON schema comes from a Pydantic model and is asked for as a `json_schema` response format; a server
that refuses that is asked for `json_object`, then for plain text. The JSON object is taken from the reply tolerantly
(code fences and prose around it are ignored), validated, and a reply that fails gets one repair request. Anything
else (a timeout, a refused connection, a server error, a reply still wrong after the repair) is an EngineFailure: the
caller answers with the offline engine instead. Nothing is retried beyond that, so a call never outlives its deadline.
"""

import json
import time
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar, cast

from openai import APIError, BadRequestError, OpenAI, OpenAIError
from openai.types.chat import ChatCompletion, ChatCompletionMessageParam
from pydantic import BaseModel, ValidationError

from vitae.ai.prompts import REPAIR

Model = TypeVar("Model", bound=BaseModel)
Messages = list[dict[str, str]]


class EngineFailure(Exception):
    """The model gave no usable answer in time."""


@dataclass(frozen=True)
class Deadline:
    at: float  # time.monotonic() seconds

    @classmethod
    def after(cls, seconds: float) -> "Deadline":
        return cls(time.monotonic() + seconds)

    def remaining(self) -> float:
        left = self.at - time.monotonic()
        if left <= 0:
            raise EngineFailure("The model did not answer in time.")
        return left


def response_formats(schema: type[BaseModel]) -> list[dict[str, Any] | None]:
    """The formats to ask for, best first; None asks for plain text."""
    json_schema = {"name": schema.__name__, "schema": schema.model_json_schema(), "strict": False}
    return [{"type": "json_schema", "json_schema": json_schema}, {"type": "json_object"}, None]


def extract_json_object(text: str) -> dict[str, Any] | None:
    """The first JSON object written in `text`, wherever it stands (fenced, after prose, before a remark)."""
    decoder = json.JSONDecoder()
    start = text.find("{")
    while start != -1:
        try:
            value, _ = decoder.raw_decode(text, start)
        except json.JSONDecodeError:
            start = text.find("{", start + 1)
            continue
        if isinstance(value, dict):
            return value
        start = text.find("{", start + 1)
    return None


def parse_reply(text: str, schema: type[Model]) -> Model:
    """The reply as `schema`; ValueError says what is wrong, in words a repair request can pass on."""
    value = extract_json_object(text)
    if value is None:
        raise ValueError("The reply holds no JSON object.")
    try:
        return schema.model_validate(value)
    except ValidationError as error:
        raise ValueError(f"The JSON object does not match the schema: {error}") from error


def complete_text(
    client: OpenAI, model: str, messages: Messages, deadline: Deadline, response_format: dict[str, Any] | None = None
) -> str:
    """One chat completion's text. BadRequestError passes through (the caller may ask differently); any other
    failure is an EngineFailure."""
    options: dict[str, Any] = {} if response_format is None else {"response_format": response_format}
    try:
        completion: ChatCompletion = client.chat.completions.create(
            model=model,
            messages=cast(list[ChatCompletionMessageParam], messages),
            timeout=deadline.remaining(),
            **options,
        )
    except BadRequestError:
        raise
    except (APIError, OpenAIError) as error:
        raise EngineFailure(f"The model server failed: {type(error).__name__}.") from error
    content = completion.choices[0].message.content if completion.choices else None
    if not content or not content.strip():
        raise EngineFailure("The model gave an empty reply.")
    return content


def request_structured(
    client: OpenAI, model: str, messages: Messages, schema: type[Model], deadline: Deadline
) -> Model:
    """The model's answer as `schema`, asked for in the best format the server accepts, repaired once if needed."""
    reply: str | None = None
    chosen: dict[str, Any] | None = None
    for response_format in response_formats(schema):
        try:
            reply = complete_text(client, model, messages, deadline, response_format)
        except BadRequestError:
            continue  # the server does not support this format
        chosen = response_format
        break
    if reply is None:
        raise EngineFailure("The model server refused every response format.")
    try:
        return parse_reply(reply, schema)
    except ValueError as error:
        problem = str(error)
    repair = REPAIR.render(schema=json.dumps(schema.model_json_schema()), reply=reply, error=problem)
    try:
        repaired = complete_text(client, model, repair, deadline, chosen)
    except BadRequestError as error:
        raise EngineFailure("The model server refused the repair request.") from error
    try:
        return parse_reply(repaired, schema)
    except ValueError as error:
        raise EngineFailure(f"The reply was still invalid after one repair: {error}") from error


class ModelAccess(Protocol):
    """What a task asks of the model: an answer as a schema, or as text. Tests give the tasks a fake one."""

    def structured(self, messages: Messages, schema: type[Model]) -> Model: ...

    def text(self, messages: Messages) -> str: ...


@dataclass(frozen=True)
class ModelCall:
    """One task's access to the model: the client, the model's name and the task's deadline."""

    client: OpenAI
    model: str
    deadline: Deadline

    def structured(self, messages: Messages, schema: type[Model]) -> Model:
        return request_structured(self.client, self.model, messages, schema, self.deadline)

    def text(self, messages: Messages) -> str:
        try:
            return complete_text(self.client, self.model, messages, self.deadline).strip()
        except BadRequestError as error:
            raise EngineFailure("The model server refused the request.") from error
