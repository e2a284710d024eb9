"""The composition root: builds the FastAPI app from settings and wires the adapters."""

import asyncio
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from starlette.concurrency import run_in_threadpool
from starlette.middleware.gzip import GZipMiddleware
from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from vitae import __version__
from vitae.ai.select import openai_configured, select_engine
from vitae.ai.speech import choose_transcriber, choose_voice
from vitae.analysis import ANALYSIS_REFUSALS
from vitae.ats import prepare_scoring
from vitae.bounded import BoundedWork, WorkerPool
from vitae.documents.bounded import DocumentReader
from vitae.documents.limits import MAX_UPLOAD_BYTES
from vitae.documents.messages import FILE_TOO_LARGE
from vitae.interview.speech import PiperSpeech, QuestionAudio, choose_speech_engine
from vitae.render.pdf import RENDER_REFUSALS
from vitae.settings import Settings
from vitae.store.database import Database
from vitae.web.account.router import router as account_router
from vitae.web.ai_settings.router import connection_test_limiter
from vitae.web.ai_settings.router import router as ai_settings_router
from vitae.web.api_docs.router import router as api_docs_router
from vitae.web.auth.router import router as auth_router
from vitae.web.builder.router import assistant_router
from vitae.web.builder.router import router as builder_router
from vitae.web.dashboard.router import router as dashboard_router
from vitae.web.errors import install_error_handlers
from vitae.web.exports.router import router as exports_router
from vitae.web.headers import AllowedHosts, SecurityHeaders
from vitae.web.housekeeping import remove_expired_anonymous_resumes
from vitae.web.interview.router import router as interview_router
from vitae.web.interview.transcription import router as transcription_router
from vitae.web.interview.transcription import transcription_limiter
from vitae.web.limits import RequestBodyLimit
from vitae.web.matching.router import router as matching_router
from vitae.web.memory import return_large_buffers_to_the_system
from vitae.web.resumes.router import router as resumes_router
from vitae.web.scoring.router import router as scoring_router
from vitae.web.security import CrossSiteRequestGuard
from vitae.web.spa import mount_web_app
from vitae.web.system.router import router as system_router

JSON_BODY_LIMIT_BYTES = 1024 * 1024


def start_workers(settings: Settings) -> WorkerPool:
    """The worker processes that read documents and analyse text; each loads the scoring data before its first task,
    so the first upload is as fast as the rest."""
    return WorkerPool(
        workers=settings.analysis_workers,
        memory_limit_bytes=settings.worker_memory_mb * 1024 * 1024,
        queue_timeout_seconds=settings.work_queue_seconds,
        prepare=prepare_scoring,
    )


def create_app(settings: Settings | None = None, *, workers: WorkerPool | None = None) -> FastAPI:
    """`workers` lets tests share one pool of worker processes; by default the app starts its own."""
    settings = settings or Settings()
    database = Database(settings.resolved_database_url)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        return_large_buffers_to_the_system()
        owned_workers = start_workers(settings) if workers is None else None
        pool = workers or owned_workers
        assert pool is not None
        app.state.document_reader = DocumentReader(pool, timeout_seconds=settings.extraction_timeout_seconds)
        app.state.analysis = BoundedWork(
            pool, timeout_seconds=settings.analysis_timeout_seconds, refusals=ANALYSIS_REFUSALS
        )
        app.state.rendering = BoundedWork(
            pool, timeout_seconds=settings.analysis_timeout_seconds, refusals=RENDER_REFUSALS
        )
        # One per app: its request slots bound the calls to a model; its offline work runs in the workers.
        app.state.ai_engine = select_engine(settings, app.state.analysis)
        if openai_configured(settings):
            # A model's answers are checked here against Vitae's matcher: loaded now, not within a task's deadline.
            await run_in_threadpool(prepare_scoring)
        voice = question_audio.engine
        warm_up = None
        if settings.speech_preload and isinstance(voice, PiperSpeech):
            # In the background: the server answers at once, and the voice is ready before anyone starts an interview.
            warm_up = threading.Thread(target=voice.warm_up, name="voice-warm-up")
            warm_up.start()
        cleanup = asyncio.create_task(remove_expired_anonymous_resumes(database, settings))
        yield
        cleanup.cancel()
        if warm_up is not None:
            await run_in_threadpool(warm_up.join)  # exiting while a voice model loads would abort the process
        question_audio.close()
        if owned_workers is not None:
            owned_workers.close()
        database.dispose()

    app = FastAPI(
        title="Vitae",
        version=__version__,
        lifespan=lifespan,
        docs_url=None,  # served by api_docs_router, with Swagger UI's files from a package instead of a CDN
        openapi_url="/api/openapi.json" if settings.api_docs else None,
        redoc_url=None,
    )
    app.state.settings = settings
    app.state.database = database
    question_audio = QuestionAudio(choose_voice(settings, choose_speech_engine(settings.speech_engine)))
    app.state.question_audio = question_audio
    app.state.transcriber = choose_transcriber(settings)
    # Both call an outside server on the user's behalf: limited per user.
    app.state.transcription_limiter = transcription_limiter(settings.ai_transcriptions_per_minute)
    app.state.connection_test_limiter = connection_test_limiter(settings.ai_connection_tests_per_minute)
    install_error_handlers(app)
    app.add_middleware(GZipMiddleware, minimum_size=1024)
    app.add_middleware(
        RequestBodyLimit,
        json_limit_bytes=JSON_BODY_LIMIT_BYTES,
        upload_limit_bytes=MAX_UPLOAD_BYTES,
        upload_message=FILE_TOO_LARGE,
    )
    app.add_middleware(CrossSiteRequestGuard, allowed_origins=settings.allowed_origins)
    app.add_middleware(AllowedHosts, allowed_hosts=settings.allowed_hosts)
    app.add_middleware(SecurityHeaders)  # outside the guards above, so that their refusals carry the headers too
    # Outermost: behind a trusted proxy, the scheme (so HTTPS makes cookies Secure) and the client address (which
    # sign-in throttling counts) are the browser's, not the proxy's. Anyone else's forwarded headers are ignored.
    app.add_middleware(ProxyHeadersMiddleware, trusted_hosts=settings.trusted_proxies)
    routers = (
        system_router,
        auth_router,
        account_router,
        ai_settings_router,
        resumes_router,
        scoring_router,
        exports_router,
        dashboard_router,
        interview_router,
        transcription_router,
        builder_router,
        assistant_router,
        matching_router,
    )
    for router in routers:
        app.include_router(router)
    if settings.api_docs:
        app.include_router(api_docs_router)
    mount_web_app(app, settings.web_dist_dir)
    return app
