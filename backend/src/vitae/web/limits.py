"""Caps request bodies while they stream in, so an oversized upload is refused before it is parsed or stored, and
refuses a JSON body whose text holds a NUL character, which no text column can store (PostgreSQL refuses it)."""

import re

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from vitae.web.errors import error_response

MULTIPART_OVERHEAD_BYTES = 64 * 1024  # boundaries and part headers around the file itself
NUL_IN_TEXT = "The text holds a NUL character, which cannot be saved: please remove it and try again."
# JSON writes NUL only as the escape '\u0000' (not after an escaped backslash: '\\u0000' is text).
_JSON_NUL = re.compile(rb"(?<!\\)(?:\\\\)*\\u0000")


class RequestBodyLimit:
    def __init__(self, app: ASGIApp, *, json_limit_bytes: int, upload_limit_bytes: int, upload_message: str) -> None:
        self.app = app
        self.json_limit_bytes = json_limit_bytes
        self.upload_limit_bytes = upload_limit_bytes + MULTIPART_OVERHEAD_BYTES
        self.upload_message = upload_message

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] in {"GET", "HEAD", "OPTIONS"}:
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        is_upload = headers.get(b"content-type", b"").startswith(b"multipart/form-data")
        limit = self.upload_limit_bytes if is_upload else self.json_limit_bytes
        message = self.upload_message if is_upload else "The request is too large."

        declared = headers.get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await error_response(413, message)(scope, receive, send)
            return

        chunks: list[bytes] = []
        received = 0
        while True:
            event = await receive()
            if event["type"] == "http.disconnect":
                return
            chunk = event.get("body", b"")
            received += len(chunk)
            if received > limit:
                await error_response(413, message)(scope, receive, send)
                return
            chunks.append(chunk)
            if not event.get("more_body", False):
                break

        body = b"".join(chunks)
        if not is_upload and _JSON_NUL.search(body):
            await error_response(422, NUL_IN_TEXT)(scope, receive, send)
            return
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)
