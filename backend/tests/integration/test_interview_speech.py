"""The interviewer's voice: espeak-ng (installed here and in CI) gives MP3 that decodes, of about the right length;
the question cache makes each text once; engine choice falls back to silence. Piper is timed in `make bench`."""

import base64
import io
import threading
import time
from typing import Any

import pytest
from mutagen.mp3 import MP3

from vitae.interview.speech import EspeakSpeech, NullSpeech, PiperSpeech, QuestionAudio, choose_speech_engine
from vitae.interview.speech.mp3 import encode_mp3

QUESTION = "Tell me about a time you led a team through a difficult deadline. What was the result?"
WORDS_PER_SECOND = 2.5  # a conversational pace, to know the order of magnitude of a question's length

needs_espeak = pytest.mark.skipif(not EspeakSpeech.available(), reason="espeak-ng is not installed")


def mp3_info(data: bytes) -> Any:
    return MP3(io.BytesIO(data)).info  # type: ignore[no-untyped-call]


def mp3_seconds(data: bytes) -> float:
    return float(mp3_info(data).length)


@needs_espeak
def test_espeak_gives_valid_mp3_of_the_right_length() -> None:
    audio = EspeakSpeech().synthesize(QUESTION)
    assert audio is not None
    info = mp3_info(audio)
    expected = len(QUESTION.split()) / WORDS_PER_SECOND
    assert info.channels == 1 and info.sample_rate > 0
    assert expected / 10 <= info.length <= expected * 10


PACE_QUESTIONS = (
    "How do you prioritise care when several patients need you at once?",
    "Walk me through how you review a pull request. What do you look for first?",
    "Tell me about a time you turned an unhappy customer into a satisfied one.",
    "How do you plan for a class with a wide range of abilities?",
)


@pytest.mark.parametrize(
    "engine",
    [
        pytest.param(EspeakSpeech, marks=needs_espeak),
        pytest.param(PiperSpeech, marks=pytest.mark.skipif(not PiperSpeech.available(), reason="no Piper voice")),
    ],
)
def test_the_voice_speaks_at_a_listenable_pace(engine: type[EspeakSpeech] | type[PiperSpeech]) -> None:
    voice = engine()
    rates = []
    for question in PACE_QUESTIONS:
        audio = voice.synthesize(question)
        assert audio is not None
        rates.append(60 * len(question.split()) / mp3_seconds(audio))
    assert 130 <= sorted(rates)[len(rates) // 2] <= 180, rates  # about 160 words a minute


@needs_espeak
def test_text_is_not_read_as_options() -> None:
    audio = EspeakSpeech().synthesize("--version -h")
    assert audio is not None and mp3_seconds(audio) > 0.2


def test_encoder_length() -> None:
    one_second_of_tone = b"".join(
        int(8000 * ((index // 20) % 2 * 2 - 1)).to_bytes(2, "little", signed=True) for index in range(22050)
    )
    assert mp3_seconds(encode_mp3(one_second_of_tone, 22050)) == pytest.approx(1.0, abs=0.1)


class CountingSpeech:
    name = "counting"

    def __init__(self, delay: float = 0.0) -> None:
        self.calls: list[str] = []
        self.delay = delay
        self._lock = threading.Lock()

    def synthesize(self, text: str) -> bytes | None:
        time.sleep(self.delay)
        with self._lock:
            self.calls.append(text)
        return text.encode()


def test_cache_makes_each_text_once_and_stays_bounded() -> None:
    engine = CountingSpeech()
    audio = QuestionAudio(engine, cache_entries=2)
    try:
        assert audio.mp3("one") == b"one"
        assert audio.mp3("one") == b"one"
        assert engine.calls == ["one"]
        audio.mp3("two")
        audio.mp3("three")  # 'one' is the least recently used: it goes
        assert audio.cached("one") is None and audio.cached("three") == b"three"
        assert audio.base64_mp3("three") == base64.b64encode(b"three").decode()
    finally:
        audio.close()


def test_prepared_audio_is_ready_without_making_it_twice() -> None:
    engine = CountingSpeech(delay=0.05)
    audio = QuestionAudio(engine)
    try:
        audio.prepare(["first", "second"])
        assert audio.mp3("second") == b"second"
        assert audio.mp3("first") == b"first"
        assert sorted(engine.calls) == ["first", "second"]
    finally:
        audio.close()


def test_a_waiting_turn_jumps_the_queue() -> None:
    engine = CountingSpeech(delay=0.05)
    audio = QuestionAudio(engine)
    try:
        audio.prepare(["first", "second", "third", "fourth"])
        assert audio.mp3("fourth") == b"fourth"
        assert engine.calls.index("fourth") <= 1  # after at most the one already being made
        audio.close()
        assert audio.mp3("fifth") is None
    finally:
        audio.close()


def test_failing_engine_means_no_audio() -> None:
    class Broken:
        name = "broken"

        def synthesize(self, text: str) -> bytes | None:
            raise RuntimeError("no sound card")

    audio = QuestionAudio(Broken())
    try:
        assert audio.base64_mp3(QUESTION) is None
    finally:
        audio.close()


def test_engine_choice() -> None:
    assert isinstance(choose_speech_engine("none"), NullSpeech)
    assert NullSpeech().synthesize(QUESTION) is None
    if EspeakSpeech.available():
        assert isinstance(choose_speech_engine("espeak"), EspeakSpeech)
    assert choose_speech_engine("auto").name in ("piper", "espeak-ng", "none")
    with pytest.raises(ValueError):
        choose_speech_engine("loudspeaker")
