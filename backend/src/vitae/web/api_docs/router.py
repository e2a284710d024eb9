"""Interactive API docs (Swagger UI) at /api/docs, when `VITAE_API_DOCS` is on. Swagger UI's files come from the
fastapi-offline package, so the page loads nothing from another site and works offline."""

from importlib.resources import files
from pathlib import Path

from fastapi import APIRouter
from fastapi.responses import FileResponse, HTMLResponse

from vitae.errors import NotFound
from vitae.web.headers import CONTENT_SECURITY_POLICY

router = APIRouter(prefix="/api/docs", include_in_schema=False)

_SWAGGER_UI = Path(str(files("fastapi_offline") / "static"))
_HERE = Path(__file__).parent
ASSETS = {
    "swagger-ui-bundle.js": _SWAGGER_UI / "swagger-ui-bundle.js",
    "swagger-ui.css": _SWAGGER_UI / "swagger-ui.css",
    "swagger-init.js": _HERE / "swagger-init.js",
}
# Swagger UI styles parts of its page with style elements of its own; scripts still come from these files only.
DOCS_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
)
DOCS_PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Vitae API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/swagger-init.js"></script>
</body>
</html>
"""


@router.get("")
def docs_page() -> HTMLResponse:
    return HTMLResponse(DOCS_PAGE, headers={CONTENT_SECURITY_POLICY: DOCS_POLICY})


@router.get("/{name}")
def docs_asset(name: str) -> FileResponse:
    if name not in ASSETS:
        raise NotFound("Not found")
    return FileResponse(ASSETS[name], headers={"Cache-Control": "public, max-age=86400"})
