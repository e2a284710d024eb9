"""Security headers on every response, and the Host allow-list that stops DNS-rebinding requests.

The app shell (index.html) and the API docs set their own Content-Security-Policy; everything else (JSON, PDFs,
Word files, audio, built assets) gets a policy that allows nothing, as none of it is a page."""

from urllib.parse import urlsplit

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from vitae.web.errors import error_response

CONTENT_SECURITY_POLICY = "content-security-policy"
NOTHING_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
EVERY_RESPONSE = {
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "same-origin",
    # The interview records answers from the microphone on the app's own pages; nothing else is ever needed.
    "permissions-policy": (
        "microphone=(self), camera=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), "
        "midi=(), display-capture=(), publickey-credentials-get=(), browsing-topics=()"
    ),
    "cross-origin-opener-policy": "same-origin",
}
# API responses carry resumes, answers and account data: no browser or proxy may keep a copy.
API_CACHE_CONTROL = "no-store"
UNKNOWN_HOST_MESSAGE = "This server does not answer to that host name."


def app_shell_policy(nonce: str) -> str:
    """The app's pages: scripts and stylesheets from the build only. The nonce admits the few style elements that
    libraries create at run time (a dialog's scroll lock) and the print window's style, which the page writes."""
    return "; ".join(
        (
            "default-src 'self'",
            "script-src 'self'",
            f"style-src 'self' 'nonce-{nonce}'",
            "img-src 'self' data: blob:",
            "font-src 'self' data:",
            "media-src 'self' data: blob:",  # the interviewer's voice arrives as a data: URL
            "connect-src 'self'",
            "object-src 'none'",
            "frame-src 'none'",
            "worker-src 'self'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        )
    )


class SecurityHeaders:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        is_api = scope["path"] == "/api" or scope["path"].startswith("/api/")

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in EVERY_RESPONSE.items():
                    headers.setdefault(name, value)
                headers.setdefault(CONTENT_SECURITY_POLICY, NOTHING_POLICY)
                if is_api:
                    headers.setdefault("cache-control", API_CACHE_CONTROL)
            await send(message)

        await self.app(scope, receive, send_with_headers)


class AllowedHosts:
    """Answers only requests whose Host is one of the configured names, so that a page on an attacker's domain that
    resolves to this server (DNS rebinding) cannot read it. '*' allows any host; '*.example.com' any subdomain.

    Written here rather than taken from Starlette's TrustedHostMiddleware, which cuts an IPv6 host such as
    '[::1]:8000' at its first colon."""

    def __init__(self, app: ASGIApp, allowed_hosts: list[str]) -> None:
        self.app = app
        names = {host.strip().lower().strip("[]") for host in allowed_hosts if host.strip()}
        self.any_host = "*" in names
        self.exact = {name for name in names if not name.startswith("*.")}
        self.suffixes = tuple(name[1:] for name in names if name.startswith("*."))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket") and not self.any_host and not self._allowed(scope):
            await error_response(400, UNKNOWN_HOST_MESSAGE)(scope, receive, send)
            return
        await self.app(scope, receive, send)

    def _allowed(self, scope: Scope) -> bool:
        host = next((value.decode("latin-1") for name, value in scope["headers"] if name == b"host"), "")
        try:
            name = (urlsplit(f"//{host}").hostname or "").rstrip(".")
        except ValueError:  # a malformed IPv6 literal
            return False
        return name in self.exact or (bool(name) and name.endswith(self.suffixes))
