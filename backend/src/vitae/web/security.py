"""Refuses state-changing requests that come from another site (a CSRF defence next to SameSite cookies)."""

from urllib.parse import urlsplit

from starlette.types import ASGIApp, Receive, Scope, Send

from vitae.web.errors import error_response

SAFE_METHODS = {"GET", "HEAD", "OPTIONS"}
CROSS_SITE_MESSAGE = "Cross-site requests are not allowed."


class CrossSiteRequestGuard:
    def __init__(self, app: ASGIApp, allowed_origins: list[str]) -> None:
        self.app = app
        self.allowed_origins = {origin.rstrip("/") for origin in allowed_origins}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] not in SAFE_METHODS and not self._same_site(scope):
            await error_response(403, CROSS_SITE_MESSAGE)(scope, receive, send)
            return
        await self.app(scope, receive, send)

    def _same_site(self, scope: Scope) -> bool:
        headers = {name.decode("latin-1"): value.decode("latin-1") for name, value in scope["headers"]}
        if headers.get("sec-fetch-site") == "cross-site":
            return False
        origin = headers.get("origin")
        if origin is not None:
            return origin.rstrip("/") in self.allowed_origins or _origin_matches_host(origin, headers.get("host"))
        # Without Origin, browsers that send Fetch Metadata still tell us where the request came from.
        return headers.get("sec-fetch-site", "same-origin") in {"same-origin", "none"}


def _origin_matches_host(origin: str, host: str | None) -> bool:
    if origin == "null" or host is None:
        return False
    return urlsplit(origin).netloc.lower() == host.lower()
