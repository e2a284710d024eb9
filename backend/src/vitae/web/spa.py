"""Serves the built web app: hashed assets with long caching, and index.html for every client route, under a
Content-Security-Policy with a fresh nonce each time."""

import secrets
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.responses import FileResponse, HTMLResponse, Response
from fastapi.staticfiles import StaticFiles

from vitae.web.errors import error_response
from vitae.web.headers import CONTENT_SECURITY_POLICY, app_shell_policy

# What the build writes where the nonce goes (web/vite.config.ts, `html.cspNonce`): a nonce attribute on its tags and
# a <meta property="csp-nonce"> from which the app reads it for the style elements it creates.
NONCE_PLACEHOLDER = "VITAE_CSP_NONCE"
MISSING_BUILD_PAGE = (
    "<!doctype html><title>Vitae</title><p>The web app has not been built. Run <code>make run</code>.</p>"
)


def mount_web_app(app: FastAPI, dist_dir: Path) -> None:
    assets = dist_dir / "assets"
    if assets.is_dir():
        app.mount("/assets", StaticFiles(directory=assets), name="assets")
    index = dist_dir / "index.html"

    @app.get("/{path:path}", include_in_schema=False)
    def client_route(path: str, request: Request) -> Response:
        if path == "api" or path.startswith("api/"):
            return error_response(404, "Not found")
        candidate = (dist_dir / path).resolve()
        if path and candidate.is_file() and candidate.is_relative_to(dist_dir.resolve()):
            return FileResponse(candidate)
        if not index.is_file():
            return HTMLResponse(MISSING_BUILD_PAGE, status_code=503)
        nonce = secrets.token_urlsafe(18)
        page = index.read_text(encoding="utf-8").replace(NONCE_PLACEHOLDER, nonce)
        headers = {"Cache-Control": "no-cache", CONTENT_SECURITY_POLICY: app_shell_policy(nonce)}
        return HTMLResponse(page, headers=headers)
