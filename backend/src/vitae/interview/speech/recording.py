"""A recorded answer as the browser uploads it (MediaRecorder: WebM/Opus, MP4/AAC, Ogg; WAV or MP3 from elsewhere):
its format told from its first bytes, never from the name or the declared type, and its size and length bounded
before it is sent on for transcription."""

import io
import wave
from dataclasses import dataclass

from vitae.errors import FileTooLarge, InvalidInput, UnsupportedFileType

MAX_ANSWER_SECONDS = 300  # five minutes: longer than any one answer should run
# Five minutes at 128 kb/s, the richest rate a browser records speech at (Opus is usually 32 to 64 kb/s).
MAX_ANSWER_BYTES = 5 * 1024 * 1024
MIN_ANSWER_BYTES = 64  # less than any container's header: nothing was recorded

EMPTY_RECORDING_MESSAGE = "The recording is empty. Record your answer again, or type it."
RECORDING_TOO_LARGE_MESSAGE = "The recording is too large: an answer may be at most 5 minutes (5 MB)."
RECORDING_TOO_LONG_MESSAGE = "The recording is too long: an answer may be at most 5 minutes."
NOT_AUDIO_MESSAGE = "The recording is not audio Vitae can read: send WebM, Ogg, MP4, WAV or MP3 audio."


@dataclass(frozen=True)
class AnswerRecording:
    data: bytes
    extension: str  # the format's usual file extension; transcription servers tell the format by it
    content_type: str

    @property
    def filename(self) -> str:
        return f"answer.{self.extension}"


def _sniff(data: bytes) -> tuple[str, str] | None:
    if data.startswith(b"\x1a\x45\xdf\xa3"):  # EBML: Matroska or WebM
        return "webm", "audio/webm"
    if data.startswith(b"OggS"):
        return "ogg", "audio/ogg"
    if data[4:8] == b"ftyp":
        return "mp4", "audio/mp4"
    if data.startswith(b"RIFF") and data[8:12] == b"WAVE":
        return "wav", "audio/wav"
    if data.startswith(b"ID3") or (data[0] == 0xFF and data[1] & 0xE0 == 0xE0):
        return "mp3", "audio/mpeg"
    return None


def _wav_seconds(data: bytes) -> float:
    try:
        with wave.open(io.BytesIO(data)) as reader:
            return float(reader.getnframes()) / float(reader.getframerate())
    except (wave.Error, EOFError, ZeroDivisionError) as error:
        raise UnsupportedFileType(NOT_AUDIO_MESSAGE) from error


def read_answer_recording(data: bytes, declared_seconds: float | None = None) -> AnswerRecording:
    """The recording, checked: not empty, not too large, audio, and no longer than an answer may be (by the WAV
    header where there is one, else by the length the recorder reports; the byte bound holds either way)."""
    if len(data) < MIN_ANSWER_BYTES:
        raise InvalidInput(EMPTY_RECORDING_MESSAGE, {"audio": EMPTY_RECORDING_MESSAGE})
    if len(data) > MAX_ANSWER_BYTES:
        raise FileTooLarge(RECORDING_TOO_LARGE_MESSAGE, {"audio": RECORDING_TOO_LARGE_MESSAGE})
    sniffed = _sniff(data)
    if sniffed is None:
        raise UnsupportedFileType(NOT_AUDIO_MESSAGE, {"audio": NOT_AUDIO_MESSAGE})
    extension, content_type = sniffed
    seconds = _wav_seconds(data) if extension == "wav" else declared_seconds
    if seconds is not None and seconds > MAX_ANSWER_SECONDS:
        raise InvalidInput(RECORDING_TOO_LONG_MESSAGE, {"audio": RECORDING_TOO_LONG_MESSAGE})
    return AnswerRecording(data=data, extension=extension, content_type=content_type)
