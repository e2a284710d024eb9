"""Speech through an OpenAI-compatible server: the interviewer's voice (`/v1/audio/speech`) and the transcription of
a recorded answer (`/v1/audio/transcriptions`). Works with OpenAI and with local servers that speak the same protocol
(a whisper server, Kokoro, Speaches, LocalAI).

Both are optional and configured apart from the chat model (`VITAE_OPENAI_TTS_MODEL`,
`VITAE_OPENAI_TRANSCRIPTION_MODEL`), on the chat model's server unless `VITAE_OPENAI_TTS_BASE_URL` or
`VITAE_OPENAI_TRANSCRIPTION_BASE_URL` names another.
The voice falls back to the offline one on any failure; a failed transcription is a `SpeechServerFailure` whose
message the user may read.
"""

import io
import logging
import threading
import time
import wave
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from openai import APITimeoutError, OpenAI, OpenAIError

from vitae.interview.speech.engines import SpeechEngine
from vitae.interview.speech.mp3 import encode_mp3
from vitae.settings import Settings

TRANSCRIPTION_LANGUAGE = "en"  # SPEC §9: the interview is held in US English
# After the voice server fails, the offline voice speaks alone this long: a server that is down would otherwise cost
# every question its full timeout.
VOICE_RETRY_AFTER_SECONDS = 60.0
MAX_VOICE_BYTES = 8 * 1024 * 1024  # a minute of speech is about 1 MB of MP3; more is not a question being read
MAX_TRANSCRIPT_CHARACTERS = 20_000  # what an answer may hold; five minutes of speech is about 5,000

_logger = logging.getLogger(__name__)


class SpeechServerFailure(Exception):
    """The speech server gave no usable answer; the message is safe to show."""


@dataclass(frozen=True)
class SpeechServer:
    tts_base_url: str
    transcription_base_url: str
    api_key: str
    tts_model: str
    tts_voice: str
    transcription_model: str
    tts_timeout_seconds: float
    transcription_timeout_seconds: float

    @property
    def speaks(self) -> bool:
        return bool(self.tts_base_url and self.tts_model)

    @property
    def transcribes(self) -> bool:
        return bool(self.transcription_base_url and self.transcription_model)

    def client(self, base_url: str) -> OpenAI:
        # Local servers accept any key; the SDK insists on one. No SDK retries: a turn must not wait for them.
        return OpenAI(base_url=base_url, api_key=self.api_key or "unused", max_retries=0)


def speech_server(settings: Settings) -> SpeechServer:
    """The speech servers as configured: their own base URLs and key if given, else the chat model's."""
    return SpeechServer(
        tts_base_url=settings.openai_tts_base_url or settings.openai_base_url,
        transcription_base_url=settings.openai_transcription_base_url or settings.openai_base_url,
        api_key=(settings.openai_speech_api_key.get_secret_value() or settings.openai_api_key.get_secret_value()),
        tts_model=settings.openai_tts_model,
        tts_voice=settings.openai_tts_voice,
        transcription_model=settings.openai_transcription_model,
        tts_timeout_seconds=settings.ai_speech_timeout_seconds,
        transcription_timeout_seconds=settings.ai_transcription_timeout_seconds,
    )


def _is_mp3(data: bytes) -> bool:
    return data.startswith(b"ID3") or (len(data) > 1 and data[0] == 0xFF and data[1] & 0xE0 == 0xE0)


def _wav_as_mp3(data: bytes) -> bytes:
    """A WAV of 16-bit PCM (mono, or stereo taken down to its first channel) as MP3."""
    with wave.open(io.BytesIO(data)) as reader:
        if reader.getsampwidth() != 2:
            raise ValueError("expected 16-bit audio")
        frames = reader.readframes(reader.getnframes())
        channels = reader.getnchannels()
        rate = reader.getframerate()
    if channels > 1:
        frame_bytes = 2 * channels
        frames = b"".join(frames[index : index + 2] for index in range(0, len(frames), frame_bytes))
    if not frames:
        raise ValueError("the audio is empty")
    return encode_mp3(frames, rate)


def as_mp3(data: bytes) -> bytes:
    """The server's audio as MP3 (SPEC §9: question audio is audio/mpeg). Servers that ignore the asked format
    often answer WAV; that is converted. Anything else is a ValueError."""
    if len(data) > MAX_VOICE_BYTES:
        raise ValueError("the server's audio is larger than any question")
    if _is_mp3(data):
        return data
    if data[:4] == b"RIFF" and data[8:12] == b"WAVE":
        return _wav_as_mp3(data)
    raise ValueError("the server's audio is neither MP3 nor WAV")


class OpenAiSpeech:
    """The interviewer's voice from the speech server, and the offline voice whenever that fails (a timeout, an
    error, a dropped connection, audio that is not audio): a question is never left unspoken for the server's sake.
    After a failure the server rests for `VOICE_RETRY_AFTER_SECONDS` before it is asked again."""

    name = "openai"

    def __init__(
        self, server: SpeechServer, fallback: SpeechEngine, *, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._server = server
        self._client = server.client(server.tts_base_url)
        self.fallback = fallback
        self._clock = clock
        self._resting_until = 0.0
        self._lock = threading.Lock()

    def _failed(self) -> None:
        with self._lock:
            self._resting_until = self._clock() + VOICE_RETRY_AFTER_SECONDS

    def synthesize(self, text: str) -> bytes | None:
        if not text.strip():
            return None
        with self._lock:
            resting = self._clock() < self._resting_until
        if resting:
            return self.fallback.synthesize(text)
        try:
            response = self._client.audio.speech.create(
                model=self._server.tts_model,
                voice=self._server.tts_voice,
                input=text,
                response_format="mp3",
                timeout=self._server.tts_timeout_seconds,
            )
            return as_mp3(response.content)
        except (OpenAIError, ValueError, EOFError, wave.Error) as error:
            # Said once per rest, so whoever runs the server learns why the offline voice is speaking.
            _logger.warning("The voice server failed (%s); the offline voice speaks for a minute", type(error).__name__)
            self._failed()
            return self.fallback.synthesize(text)


class Transcriber(Protocol):
    def transcribe(self, audio: bytes, filename: str, content_type: str) -> str:
        """The words spoken in the recording; SpeechServerFailure when they cannot be had."""
        ...


class OpenAiTranscriber:
    def __init__(self, server: SpeechServer) -> None:
        self._server = server
        self._client = server.client(server.transcription_base_url)

    def transcribe(self, audio: bytes, filename: str, content_type: str) -> str:
        try:
            transcription = self._client.audio.transcriptions.create(
                model=self._server.transcription_model,
                file=(filename, audio, content_type),
                language=TRANSCRIPTION_LANGUAGE,
                timeout=self._server.transcription_timeout_seconds,
            )
        except APITimeoutError as error:
            _logger.warning("The transcription server did not answer in time")
            raise SpeechServerFailure("The transcription server did not answer in time. Please try again.") from error
        except OpenAIError as error:
            _logger.warning("The transcription server failed: %s", type(error).__name__)
            raise SpeechServerFailure(
                "The transcription server could not transcribe the recording. Please try again or type your answer."
            ) from error
        return str(getattr(transcription, "text", "") or "").strip()[:MAX_TRANSCRIPT_CHARACTERS]


def choose_voice(settings: Settings, offline: SpeechEngine) -> SpeechEngine:
    """The speech server's voice when one is configured (with the offline voice behind it), else the offline one."""
    server = speech_server(settings)
    return OpenAiSpeech(server, offline) if server.speaks else offline


def choose_transcriber(settings: Settings) -> Transcriber | None:
    """None when no transcription model is configured: Vitae has no offline recogniser."""
    server = speech_server(settings)
    return OpenAiTranscriber(server) if server.transcribes else None
