"""The composition root: builds the FastAPI app from settings and wires the adapters."""

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from starlette.middleware.gzip import GZipMiddleware

from vitae import __version__
from vitae.settings import Settings
from vitae.store.database import Database
from vitae.web.account.router import router as account_router
from vitae.web.auth.router import router as auth_router
from vitae.web.errors import install_error_handlers
from vitae.web.security import CrossSiteRequestGuard
from vitae.web.spa import mount_web_app
from vitae.web.system.router import router as system_router


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()
    database = Database(settings.resolved_database_url)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        yield
        database.dispose()

    app = FastAPI(
        title="Vitae",
        version=__version__,
        lifespan=lifespan,
        docs_url="/api/docs",
        openapi_url="/api/openapi.json",
        redoc_url=None,
    )
    app.state.settings = settings
    app.state.database = database
    install_error_handlers(app)
    app.add_middleware(GZipMiddleware, minimum_size=1024)
    app.add_middleware(CrossSiteRequestGuard, allowed_origins=settings.allowed_origins)
    for router in (system_router, auth_router, account_router):
        app.include_router(router)
    mount_web_app(app, settings.web_dist_dir)
    return app
