"""Readiness and the public facts about how this server is configured."""

from typing import Annotated

from fastapi import APIRouter, Depends
from fastapi.responses import JSONResponse

from vitae import __version__
from vitae.ai.select import engine_description
from vitae.ai.speech import speech_server
from vitae.store.database import Database, database_is_reachable
from vitae.web.auth.schemas import CamelModel
from vitae.web.deps import SettingsDep, get_database

router = APIRouter(prefix="/api", tags=["system"])


@router.get("/health")
def health(database: Annotated[Database, Depends(get_database)]) -> JSONResponse:
    if not database_is_reachable(database.engine):
        return JSONResponse(
            {
                "status": "unavailable",
                "database": "unreachable",
                "message": "The database cannot be reached.",
            },
            status_code=503,
        )
    return JSONResponse({"status": "ok", "database": "ok", "version": __version__})


class PublicSettings(CamelModel):
    """How this server is configured, as anyone may know it: never a key."""

    ai_provider: str
    model: str
    version: str
    voice_model: str
    """The speech server's voice, '' when none is configured (the offline voice)."""
    transcription_model: str
    """'' when none is configured: the browser records answers for transcription only when the server can."""


@router.get("/settings")
def server_settings(settings: SettingsDep) -> PublicSettings:
    """Which AI engine answers; never the key."""
    engine, model = engine_description(settings)
    speech = speech_server(settings)
    return PublicSettings(
        ai_provider=engine,
        model=model,
        version=__version__,
        voice_model=speech.tts_model if speech.speaks else "",
        transcription_model=speech.transcription_model if speech.transcribes else "",
    )
