"""A stand-in for an OpenAI-compatible server: `/v1/chat/completions`, `/v1/audio/speech` (a real WAV tone, or the
step's audio) and `/v1/audio/transcriptions` (the step's content as the text heard) on 127.0.0.1, scripted per test.

Each request takes the next step of the script (the last one repeats), or the step a responder chooses for it (by
the task a chat request is for, say): a reply with given content, an HTTP error, a stall, or a connection dropped
without an answer. Every request body is kept for the test to inspect.
"""

import io
import json
import math
import threading
import time
import wave
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

from vitae.ai.prompts import ALL_TEMPLATES


@dataclass(frozen=True)
class Step:
    content: str = ""
    status: int = 200
    stall_seconds: float = 0.0
    drop: bool = False
    audio: bytes = b""  # what /v1/audio/speech answers; a tone when empty


def tone_wav(seconds: float = 0.5, sample_rate: int = 16000) -> bytes:
    """A real WAV: 16-bit mono, a 440 Hz tone."""
    frames = b"".join(
        int(8000 * math.sin(2 * math.pi * 440 * index / sample_rate)).to_bytes(2, "little", signed=True)
        for index in range(int(seconds * sample_rate))
    )
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(sample_rate)
        writer.writeframes(frames)
    return buffer.getvalue()


def reply(content: str | dict[str, Any]) -> Step:
    return Step(content=content if isinstance(content, str) else json.dumps(content))


def status(code: int) -> Step:
    return Step(status=code)


def spoken(audio: bytes) -> Step:
    return Step(audio=audio)


def stall(seconds: float = 30.0) -> Step:
    return Step(stall_seconds=seconds)


DROP = Step(drop=True)
SERVER_ERROR = status(500)
INVALID_JSON = reply("Sure! Here it is: {not json")
SCHEMA_VIOLATION = reply({"unexpected": "a field no schema of Vitae's asks for"})
Responder = Callable[[dict[str, Any]], Step]


def task_of(body: dict[str, Any]) -> str:
    """The name of the prompt template a chat request was rendered from, by its system message."""
    messages = body.get("messages") or [{}]
    system = str(messages[0].get("content", ""))
    for template in ALL_TEMPLATES:
        if system.startswith(template.system.split("$")[0]):
            return template.name
    return "unknown"


class OpenAiStub:
    def __init__(self, port: int = 0) -> None:
        self.requests: list[dict[str, Any]] = []
        self._steps: list[Step] = [reply("")]
        self._responder: Responder | None = None
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._server = ThreadingHTTPServer(("127.0.0.1", port), self._handler())
        self._server.daemon_threads = True
        self._server.block_on_close = False  # a stalled handler must not hold the test up
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,), daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def script(self, *steps: Step) -> None:
        with self._lock:
            self._steps = list(steps)
            self._responder = None
            self.requests.clear()

    def answer_with(self, responder: Responder) -> None:
        """Every request gets the step `responder` chooses for its body."""
        with self._lock:
            self._responder = responder
            self.requests.clear()

    def tasks(self) -> list[str]:
        """The task of every chat request so far, in order."""
        with self._lock:
            return [task_of(body) for body in self.requests if "messages" in body]

    def _next(self, body: dict[str, Any]) -> Step:
        with self._lock:
            self.requests.append(body)
            if self._responder is not None:
                return self._responder(body)
            return self._steps.pop(0) if len(self._steps) > 1 else self._steps[0]

    def __enter__(self) -> "OpenAiStub":
        self._thread.start()
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self._closing.set()
        self._server.shutdown()
        self._server.server_close()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                raw = self.rfile.read(length)
                multipart = self.path.endswith("/audio/transcriptions")
                body = {"path": self.path, "multipart": raw} if multipart else json.loads(raw or b"{}")
                step = stub._next(body)
                if step.drop:
                    self.close_connection = True
                    self.connection.close()
                    return
                if step.stall_seconds:
                    stub._closing.wait(step.stall_seconds)
                if step.status != 200:
                    self._send(step.status, {"error": {"message": "scripted failure", "type": "server_error"}})
                    return
                if self.path.endswith("/audio/speech"):
                    self._send_bytes(200, step.audio or tone_wav(), "audio/wav")
                elif multipart:
                    self._send(200, {"text": step.content})
                else:
                    self._send(200, _completion(body.get("model", ""), step.content))

            def _send(self, code: int, payload: dict[str, Any]) -> None:
                self._send_bytes(code, json.dumps(payload).encode(), "application/json")

            def _send_bytes(self, code: int, data: bytes, content_type: str) -> None:
                try:
                    self.send_response(code)
                    self.send_header("Content-Type", content_type)
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except OSError:
                    pass  # the client gave up waiting

        return Handler


def _completion(model: str, content: str) -> dict[str, Any]:
    return {
        "id": "chatcmpl-stub",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
                "logprobs": None,
            }
        ],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }
