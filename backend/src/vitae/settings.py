"""Runtime configuration, read from `VITAE_*` environment variables (documented in the README)."""

from functools import cached_property
from pathlib import Path

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

_REPOSITORY_ROOT = Path(__file__).resolve().parents[3]


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="VITAE_", extra="ignore")

    data_dir: Path = Path("data")
    database_url: str = ""
    web_dist_dir: Path = _REPOSITORY_ROOT / "web" / "dist"

    secure_cookies: bool = False  # cookies are Secure on every HTTPS request anyway; this forces it for all
    allowed_origins: list[str] = Field(default_factory=list)
    # Host names the server answers to; a request for any other (DNS rebinding) gets 400. '*' answers any.
    allowed_hosts: list[str] = Field(default_factory=lambda: ["localhost", "127.0.0.1", "::1"])
    api_docs: bool = False  # Swagger UI at /api/docs and the schema at /api/openapi.json
    # Addresses (or networks) of reverse proxies whose X-Forwarded-Proto and X-Forwarded-For are believed.
    trusted_proxies: list[str] = Field(default_factory=lambda: ["127.0.0.1"])
    session_days: int = 14
    session_idle_hours: float = 24  # a session unused this long ends before its `session_days`

    # Sign-in: per email, this many attempts at once, then waits that double up to the maximum delay (a browser that
    # signed in to the account before is not slowed); per address, a hard limit per window.
    login_failures_per_email: int = 10
    login_max_delay_seconds: int = 900
    login_failures_per_address: int = 50
    login_window_seconds: int = 900
    registrations_per_address: int = 20
    registration_window_seconds: int = 3600
    # Visitors' uploads: per address, and all of them together (megabytes of stored files).
    anonymous_uploads_per_address: int = 20
    anonymous_upload_window_seconds: int = 3600
    anonymous_storage_megabytes: float = 1024
    # PDFs and previews per client address; a builder's live preview asks for one at most every 0.8 s of typing.
    renders_per_address: int = 120
    render_window_seconds: int = 60

    base_resume_limit: int = 20
    pro_resume_limit: int = 500
    trial_days: int = 3
    # Whom a job seeker asks for the Professional plan (an email address or a web address); Vitae takes no payments.
    upgrade_contact: str = ""
    anonymous_resume_days: int = 7
    cleanup_interval_seconds: int = 3600
    # Worker processes that read uploaded documents and analyse text, each task within a deadline and each worker
    # within a memory limit; a request that finds them all busy for `work_queue_seconds` is answered 503.
    analysis_workers: int = 2
    extraction_timeout_seconds: float = 10.0
    analysis_timeout_seconds: float = 30.0
    worker_memory_mb: int = 2048  # address space; the language models take about 600 MB of it
    work_queue_seconds: float = 60.0
    max_analysed_characters: int = 60_000  # of text in one request; a long resume has about 15,000

    speech_engine: str = "auto"  # interview voice: auto (piper, else espeak-ng, else none), piper, espeak or none
    speech_preload: bool = True  # load the offline voice in the background at start, so no interview waits for it

    ai_provider: str = "offline"
    openai_base_url: str = ""
    openai_model: str = ""
    openai_api_key: SecretStr = SecretStr("")
    ai_enhance_timeout_seconds: float = 60.0
    ai_assistant_timeout_seconds: float = 30.0
    ai_analysis_timeout_seconds: float = 20.0  # the commentary on an analysis
    ai_tailor_timeout_seconds: float = 60.0
    ai_interview_timeout_seconds: float = 15.0  # each interview question, follow-up and answer's feedback
    ai_report_timeout_seconds: float = 30.0  # the interview report's narrative
    ai_max_concurrent_requests: int = 4
    # Speech through OpenAI-compatible servers (optional): the interviewer's voice and answer transcription. The chat
    # model's base URL and key serve unless a server of their own is named (a local voice and a local whisper server
    # are often two programs).
    openai_tts_base_url: str = ""
    openai_transcription_base_url: str = ""
    openai_speech_api_key: SecretStr = SecretStr("")
    openai_tts_model: str = ""
    openai_tts_voice: str = "alloy"
    openai_transcription_model: str = ""
    ai_speech_timeout_seconds: float = 10.0
    ai_transcription_timeout_seconds: float = 60.0
    ai_connection_test_timeout_seconds: float = 15.0
    ai_connection_tests_per_minute: int = 5
    ai_transcriptions_per_minute: int = 20

    @cached_property
    def resolved_database_url(self) -> str:
        if self.database_url:
            return self.database_url
        return f"sqlite:///{(self.data_dir / 'vitae.db').resolve()}"
