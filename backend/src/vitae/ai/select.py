"""Which engine answers: the offline one, unless an OpenAI-compatible server is configured completely."""

from vitae.ai.offline import OFFLINE, OfflineEngine
from vitae.ai.openai_engine import OPENAI, OpenAiEngine, TaskTimeouts
from vitae.ai.protocol import AiEngine
from vitae.settings import Settings
from vitae.work import IN_PROCESS, Work

OFFLINE_MODEL = "Vitae offline engine"


def openai_configured(settings: Settings) -> bool:
    return settings.ai_provider == OPENAI and bool(settings.openai_base_url and settings.openai_model)


def engine_description(settings: Settings) -> tuple[str, str]:
    """The engine that answers and its model, as the settings page shows them (never the key)."""
    return (OPENAI, settings.openai_model) if openai_configured(settings) else (OFFLINE, OFFLINE_MODEL)


def select_engine(settings: Settings, work: Work = IN_PROCESS) -> AiEngine:
    """`VITAE_AI_PROVIDER=openai` with `VITAE_OPENAI_BASE_URL` and `VITAE_OPENAI_MODEL` selects the OpenAI-compatible
    engine; anything less keeps Vitae offline. The offline engine's tasks (and the fallback's) run through `work`."""
    if openai_configured(settings):
        return OpenAiEngine(
            base_url=settings.openai_base_url,
            model=settings.openai_model,
            api_key=settings.openai_api_key.get_secret_value(),
            timeouts=TaskTimeouts(
                analysis=settings.ai_analysis_timeout_seconds,
                enhance=settings.ai_enhance_timeout_seconds,
                tailor=settings.ai_tailor_timeout_seconds,
                assistant=settings.ai_assistant_timeout_seconds,
                interview=settings.ai_interview_timeout_seconds,
                report=settings.ai_report_timeout_seconds,
            ),
            max_concurrent_requests=settings.ai_max_concurrent_requests,
            fallback=OfflineEngine(work),
        )
    return OfflineEngine(work)
