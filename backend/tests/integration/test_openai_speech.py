"""Speech through an OpenAI-compatible server, against the local stub that misbehaves on demand: the voice ends in the
server's audio as MP3 or the offline voice, a transcription in the words heard or a clear message, each within its
timeout and never a 500."""

import base64
import io
import time
import wave
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from mutagen.mp3 import MP3
from pydantic import SecretStr

from tests.api.test_interview import START
from tests.factories import sign_up
from tests.integration.openai_stub import DROP, OpenAiStub, Step, reply, spoken, stall, status, tone_wav
from vitae.ai.speech import (
    MAX_TRANSCRIPT_CHARACTERS,
    MAX_VOICE_BYTES,
    VOICE_RETRY_AFTER_SECONDS,
    OpenAiSpeech,
    OpenAiTranscriber,
    SpeechServer,
    SpeechServerFailure,
    as_mp3,
    choose_transcriber,
    choose_voice,
    speech_server,
)
from vitae.interview.speech import NullSpeech
from vitae.interview.speech.mp3 import encode_mp3
from vitae.settings import Settings

TIMEOUT = 0.6  # seconds: short, so a stall is caught quickly
STALL = 5.0
WEBM_HEADER = b"\x1a\x45\xdf\xa3" + b"\x00" * 200  # the start of what MediaRecorder writes in Chrome and Firefox


def mp3_seconds(data: bytes) -> float:
    info: Any = MP3(io.BytesIO(data)).info  # type: ignore[no-untyped-call]
    return float(info.length)


class OfflineVoice:
    name = "offline-voice"

    def __init__(self) -> None:
        self.calls: list[str] = []

    def synthesize(self, text: str) -> bytes | None:
        self.calls.append(text)
        return b"offline audio"


@pytest.fixture(scope="module")
def stub() -> Iterator[OpenAiStub]:
    with OpenAiStub() as server:
        yield server


def server_for(stub: OpenAiStub) -> SpeechServer:
    return SpeechServer(
        tts_base_url=stub.base_url,
        transcription_base_url=stub.base_url,
        api_key="sk-secret-speech",
        tts_model="tts-stub",
        tts_voice="alloy",
        transcription_model="whisper-stub",
        tts_timeout_seconds=TIMEOUT,
        transcription_timeout_seconds=TIMEOUT,
    )


def test_the_voice_is_the_servers_audio_as_mp3(stub: OpenAiStub) -> None:
    stub.script(spoken(tone_wav(seconds=1.0)))
    offline = OfflineVoice()
    audio = OpenAiSpeech(server_for(stub), offline).synthesize("Tell me about yourself.")
    assert audio is not None and mp3_seconds(audio) == pytest.approx(1.0, abs=0.1)
    assert offline.calls == []
    [request] = stub.requests
    assert request == {
        "model": "tts-stub",
        "voice": "alloy",
        "input": "Tell me about yourself.",
        "response_format": "mp3",
    }


def test_mp3_from_the_server_is_kept_as_it_came(stub: OpenAiStub) -> None:
    mp3 = encode_mp3(b"\x00\x10" * 16000, 16000)
    stub.script(spoken(mp3))
    assert OpenAiSpeech(server_for(stub), OfflineVoice()).synthesize("Why this role?") == mp3


def test_stereo_wav_is_taken_down_to_one_channel() -> None:
    with wave.open(io.BytesIO(tone_wav(seconds=0.5))) as reader:
        mono = reader.readframes(reader.getnframes())
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as writer:
        writer.setnchannels(2)
        writer.setsampwidth(2)
        writer.setframerate(16000)
        writer.writeframes(b"".join(mono[index : index + 2] * 2 for index in range(0, len(mono), 2)))
    audio = as_mp3(buffer.getvalue())
    info: Any = MP3(io.BytesIO(audio)).info  # type: ignore[no-untyped-call]
    assert info.channels == 1 and float(info.length) == pytest.approx(0.5, abs=0.1)
    with pytest.raises(ValueError):
        as_mp3(b"<html>not audio</html>")
    with pytest.raises(ValueError):
        as_mp3(b"ID3" + b"\x00" * MAX_VOICE_BYTES)


@pytest.mark.parametrize(
    "step",
    [status(500), stall(STALL), DROP, spoken(b"<html>an error page</html>"), spoken(b"RIFF\x00\x00\x00\x00WAVEjunk")],
    ids=["server-error", "stall", "dropped-connection", "not-audio", "broken-wav"],
)
def test_any_failure_of_the_voice_falls_back_to_the_offline_one(stub: OpenAiStub, step: Step) -> None:
    stub.script(step)
    offline = OfflineVoice()
    began = time.monotonic()
    audio = OpenAiSpeech(server_for(stub), offline).synthesize("What is your greatest strength?")
    assert audio == b"offline audio" and offline.calls == ["What is your greatest strength?"]
    assert time.monotonic() - began < TIMEOUT + 1.0


def test_after_a_failure_the_voice_server_rests_before_it_is_asked_again(stub: OpenAiStub) -> None:
    now = [0.0]
    voice = OpenAiSpeech(server_for(stub), OfflineVoice(), clock=lambda: now[0])
    stub.script(status(500))
    assert voice.synthesize("First question?") == b"offline audio"
    stub.script(spoken(tone_wav()))
    now[0] = VOICE_RETRY_AFTER_SECONDS - 1
    assert voice.synthesize("Second question?") == b"offline audio"
    assert stub.requests == []  # a server that just failed is not kept waiting on
    now[0] = VOICE_RETRY_AFTER_SECONDS + 1
    audio = voice.synthesize("Third question?")
    assert audio is not None and audio != b"offline audio" and len(stub.requests) == 1


def test_a_runaway_transcript_is_cut_to_what_an_answer_may_hold(stub: OpenAiStub) -> None:
    stub.script(reply("word " * 10_000))
    text = OpenAiTranscriber(server_for(stub)).transcribe(WEBM_HEADER, "answer.webm", "audio/webm")
    assert len(text) == MAX_TRANSCRIPT_CHARACTERS


def test_transcription_returns_the_words_heard(stub: OpenAiStub) -> None:
    stub.script(reply("  I led the migration to Kubernetes.  "))
    text = OpenAiTranscriber(server_for(stub)).transcribe(WEBM_HEADER, "answer.webm", "audio/webm")
    assert text == "I led the migration to Kubernetes."
    [request] = stub.requests
    assert request["path"] == "/v1/audio/transcriptions"
    upload: bytes = request["multipart"]
    assert b'filename="answer.webm"' in upload and b"whisper-stub" in upload and WEBM_HEADER in upload


@pytest.mark.parametrize(
    ("step", "words"),
    [(status(500), "could not transcribe"), (stall(STALL), "did not answer in time"), (DROP, "could not transcribe")],
    ids=["server-error", "stall", "dropped-connection"],
)
def test_a_failed_transcription_says_so_in_time(stub: OpenAiStub, step: Step, words: str) -> None:
    stub.script(step)
    began = time.monotonic()
    with pytest.raises(SpeechServerFailure, match=words):
        OpenAiTranscriber(server_for(stub)).transcribe(WEBM_HEADER, "answer.webm", "audio/webm")
    assert time.monotonic() - began < TIMEOUT + 1.0


def test_speech_is_offline_unless_configured(settings: Settings, stub: OpenAiStub) -> None:
    offline = NullSpeech()
    assert choose_voice(settings, offline) is offline and choose_transcriber(settings) is None
    # The chat server's address serves speech too, unless speech has its own.
    shared = settings.model_copy(
        update={"openai_base_url": stub.base_url, "openai_tts_model": "tts-1", "openai_transcription_model": "w"}
    )
    assert isinstance(choose_voice(shared, offline), OpenAiSpeech)
    assert isinstance(choose_transcriber(shared), OpenAiTranscriber)
    apart = speech_server(shared.model_copy(update={"openai_transcription_base_url": "http://127.0.0.1:8001/v1"}))
    assert (apart.tts_base_url, apart.transcription_base_url) == (stub.base_url, "http://127.0.0.1:8001/v1")


# Through the HTTP API.


@pytest.fixture
def speech_settings(settings: Settings, stub: OpenAiStub) -> Settings:
    configured: Settings = settings.model_copy(
        update={
            "speech_engine": "none",
            "openai_tts_base_url": stub.base_url,
            "openai_transcription_base_url": stub.base_url,
            "openai_speech_api_key": SecretStr("sk-secret-speech"),
            "openai_tts_model": "tts-stub",
            "openai_transcription_model": "whisper-stub",
            "ai_speech_timeout_seconds": TIMEOUT,
            "ai_transcription_timeout_seconds": TIMEOUT,
        }
    )
    return configured


def start_interview(client: TestClient) -> dict[str, Any]:
    started = client.post("/api/interview/start", json=START)
    assert started.status_code == 200, started.text
    body: dict[str, Any] = started.json()
    return body


def test_interview_questions_are_spoken_by_the_server(
    stub: OpenAiStub, speech_settings: Settings, app_client: Callable[[Settings], TestClient]
) -> None:
    stub.script(spoken(tone_wav(seconds=1.0)))
    client = app_client(speech_settings)
    sign_up(client)
    body = start_interview(client)
    assert body["audio"] is not None
    assert mp3_seconds(base64.b64decode(body["audio"])) == pytest.approx(1.0, abs=0.1)
    assert stub.requests[0]["input"] == body["question"]


@pytest.mark.parametrize("step", [status(500), stall(STALL), DROP], ids=["server-error", "stall", "dropped"])
def test_a_failing_voice_server_leaves_the_interview_going(
    stub: OpenAiStub, speech_settings: Settings, app_client: Callable[[Settings], TestClient], step: Step
) -> None:
    stub.script(step)
    client = app_client(speech_settings)  # the offline voice here is silence
    sign_up(client)
    began = time.monotonic()
    body = start_interview(client)
    assert body["question"] and body["audio"] is None
    assert time.monotonic() - began < TIMEOUT + 5.0


def upload(client: TestClient, session_id: str, audio: bytes, **fields: str) -> Any:
    return client.post(
        "/api/interview/transcribe",
        data={"sessionId": session_id, **fields},
        files={"audio": ("answer.webm", audio, "audio/webm;codecs=opus")},
    )


def test_a_recorded_answer_is_transcribed(
    stub: OpenAiStub, speech_settings: Settings, app_client: Callable[[Settings], TestClient]
) -> None:
    client = app_client(speech_settings)
    sign_up(client)
    session_id = start_interview(client)["sessionId"]
    stub.script(reply("I cut the build time in half."))
    response = upload(client, session_id, WEBM_HEADER, durationSeconds="12.5")
    assert response.status_code == 200, response.text
    assert response.json() == {"text": "I cut the build time in half."}


def test_transcription_checks_the_recording_and_its_owner(
    stub: OpenAiStub, speech_settings: Settings, app_client: Callable[[Settings], TestClient]
) -> None:
    owner = app_client(speech_settings)
    sign_up(owner)
    session_id = start_interview(owner)["sessionId"]
    stub.script(reply("words"))

    stranger = app_client(speech_settings)
    sign_up(stranger, email="stranger@example.com")
    assert upload(stranger, session_id, WEBM_HEADER).status_code == 404
    assert upload(owner, "", WEBM_HEADER).json()["message"] == "No active interview session found."

    empty = upload(owner, session_id, b"")
    assert empty.status_code == 422 and "empty" in empty.json()["message"]
    huge = upload(owner, session_id, WEBM_HEADER + b"\x00" * (5 * 1024 * 1024))
    assert huge.status_code == 413 and "5 minutes" in huge.json()["message"]
    text = upload(owner, session_id, b"This is a text file, not a recording of an answer." * 4)
    assert text.status_code == 415 and "WebM" in text.json()["message"]
    long_wav = upload(owner, session_id, tone_wav(seconds=301, sample_rate=8000))
    assert long_wav.status_code == 422 and "too long" in long_wav.json()["message"]
    long_webm = upload(owner, session_id, WEBM_HEADER, durationSeconds="900")
    assert long_webm.status_code == 422 and "too long" in long_webm.json()["message"]
    # Nothing refused was sent on (the voice may be preparing the next questions meanwhile).
    assert not [request for request in stub.requests if request.get("path") == "/v1/audio/transcriptions"]


@pytest.mark.parametrize(
    ("step", "words"),
    [(status(500), "could not transcribe"), (stall(STALL), "did not answer in time"), (DROP, "could not transcribe")],
    ids=["server-error", "stall", "dropped"],
)
def test_a_failing_transcription_server_is_a_clear_503(
    stub: OpenAiStub, speech_settings: Settings, app_client: Callable[[Settings], TestClient], step: Step, words: str
) -> None:
    client = app_client(speech_settings)
    sign_up(client)
    session_id = start_interview(client)["sessionId"]
    stub.script(step)
    began = time.monotonic()
    response = upload(client, session_id, WEBM_HEADER)
    assert response.status_code == 503 and words in response.json()["message"]
    assert time.monotonic() - began < TIMEOUT + 1.5


def test_transcriptions_are_limited_per_user(
    stub: OpenAiStub, speech_settings: Settings, app_client: Callable[[Settings], TestClient]
) -> None:
    client = app_client(speech_settings.model_copy(update={"ai_transcriptions_per_minute": 2}))
    sign_up(client)
    session_id = start_interview(client)["sessionId"]
    stub.script(reply("words"))
    assert [upload(client, session_id, WEBM_HEADER).status_code for _ in range(2)] == [200, 200]
    refused = upload(client, session_id, WEBM_HEADER)
    assert refused.status_code == 429 and "wait a minute" in refused.json()["message"]
    assert upload(client, session_id, b"").status_code == 422  # bad input is refused for what it is, first


def test_without_a_transcription_server_the_answer_is_typed(
    settings: Settings, app_client: Callable[[Settings], TestClient]
) -> None:
    client = app_client(settings.model_copy(update={"speech_engine": "none"}))
    sign_up(client)
    session_id = start_interview(client)["sessionId"]
    response = upload(client, session_id, WEBM_HEADER)
    assert response.status_code == 503
    assert "VITAE_OPENAI_TRANSCRIPTION_MODEL" in response.json()["message"]
    assert client.get("/api/settings").json()["transcriptionModel"] == ""


def test_transcription_needs_a_signed_in_user(
    speech_settings: Settings, app_client: Callable[[Settings], TestClient]
) -> None:
    assert upload(app_client(speech_settings), "any", WEBM_HEADER).status_code == 401


def test_settings_name_the_speech_models_but_never_the_key(
    speech_settings: Settings, app_client: Callable[[Settings], TestClient]
) -> None:
    response = app_client(speech_settings).get("/api/settings")
    assert response.json()["voiceModel"] == "tts-stub"
    assert response.json()["transcriptionModel"] == "whisper-stub"
    assert "sk-secret" not in response.text
