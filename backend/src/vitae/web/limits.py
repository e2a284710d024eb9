"""Caps request bodies while they stream in, so an oversized upload is refused before it is parsed or stored, and
refuses text that cannot be stored or sent back: a NUL character (no PostgreSQL text column takes it) or half of a
surrogate pair (no UTF-8 encodes it), in a JSON body, in the query or in the path. JSON writes both only as escapes
('\u0000', '\ud800'), and a path or a query only as '%00' (a percent-encoded surrogate decodes to U+FFFD), so
every endpoint is covered here, before any schema reads the request."""

import json
import re
from collections.abc import Iterator

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from vitae.web.errors import error_response

MULTIPART_OVERHEAD_BYTES = 64 * 1024  # boundaries and part headers around the file itself
UNSTORABLE_TEXT = (
    "The text holds a character that cannot be saved (a NUL character or half of a surrogate pair, as a damaged "
    "copy and paste leaves): please remove it and try again."
)
UNSTORABLE_QUERY = "The address holds a NUL character (%00), which no value can contain."
# Neither can be stored: PostgreSQL refuses NUL in text, and no UTF-8 encodes half of a surrogate pair.
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")
_QUERY_NUL = re.compile(rb"%00|\x00")


class RequestBodyLimit:
    def __init__(self, app: ASGIApp, *, json_limit_bytes: int, upload_limit_bytes: int, upload_message: str) -> None:
        self.app = app
        self.json_limit_bytes = json_limit_bytes
        self.upload_limit_bytes = upload_limit_bytes + MULTIPART_OVERHEAD_BYTES
        self.upload_message = upload_message

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and "\x00" in scope["path"]:
            await error_response(404, "Not found")(scope, receive, send)  # no page or resource is named so
            return
        if scope["type"] == "http" and _QUERY_NUL.search(scope["query_string"]):
            await error_response(422, UNSTORABLE_QUERY)(scope, receive, send)
            return
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
        if is_upload and declared is not None and declared.isdigit():
            # Within the limit, and the server delivers no more than declared: the file streams on to the form
            # parser (which spools it to disk) instead of being held here, twice, for every upload in flight.
            await self.app(scope, receive, send)
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
        if not is_upload and _holds_unstorable_text(body):
            await error_response(422, UNSTORABLE_TEXT)(scope, receive, send)
            return
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


def _holds_unstorable_text(body: bytes) -> bool:
    if b"\\u" not in body:
        return False  # JSON writes both only as escapes; most bodies have none
    try:
        value = json.loads(body)
    except (ValueError, RecursionError):
        return False  # the endpoint answers malformed JSON itself
    return any(_UNSTORABLE.search(text) for text in _strings(value))


def _strings(value: object) -> Iterator[str]:
    """Every key and string value, however deeply nested (without recursion: the nesting is the sender's)."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            yield item
        elif isinstance(item, dict):
            yield from item
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
