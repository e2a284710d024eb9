"""A recorded answer: its format told from its bytes (not its name), and refused with its own message when empty,
too large, not audio or too long."""

import io
import wave

import pytest

from vitae.errors import FileTooLarge, InvalidInput, UnsupportedFileType
from vitae.interview.speech.recording import MAX_ANSWER_BYTES, read_answer_recording

PADDING = b"\x00" * 200


def wav(seconds: float, rate: int = 8000) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as writer:
        writer.setnchannels(1)
        writer.setsampwidth(2)
        writer.setframerate(rate)
        writer.writeframes(b"\x00\x00" * int(seconds * rate))
    return buffer.getvalue()


@pytest.mark.parametrize(
    ("data", "extension", "content_type"),
    [
        (b"\x1a\x45\xdf\xa3" + PADDING, "webm", "audio/webm"),
        (b"\x00\x00\x00\x1cftypM4A " + PADDING, "mp4", "audio/mp4"),
        (b"OggS" + PADDING, "ogg", "audio/ogg"),
        (b"ID3\x04" + PADDING, "mp3", "audio/mpeg"),
        (b"\xff\xfb\x90\x00" + PADDING, "mp3", "audio/mpeg"),
        (wav(1.0), "wav", "audio/wav"),
    ],
)
def test_the_format_comes_from_the_bytes(data: bytes, extension: str, content_type: str) -> None:
    recording = read_answer_recording(data)
    assert (recording.extension, recording.content_type, recording.filename) == (
        extension,
        content_type,
        f"answer.{extension}",
    )


def test_refusals_each_say_what_is_wrong() -> None:
    with pytest.raises(InvalidInput, match="empty"):
        read_answer_recording(b"")
    with pytest.raises(FileTooLarge, match="at most 5 minutes"):
        read_answer_recording(b"OggS" + b"\x00" * MAX_ANSWER_BYTES)
    with pytest.raises(UnsupportedFileType, match="not audio"):
        read_answer_recording(b"%PDF-1.7" + PADDING)
    with pytest.raises(UnsupportedFileType, match="not audio"):
        read_answer_recording(b"RIFF\x00\x00\x00\x00WAVE" + PADDING)
    with pytest.raises(InvalidInput, match="too long"):
        read_answer_recording(wav(301))
    with pytest.raises(InvalidInput, match="too long"):
        read_answer_recording(b"OggS" + PADDING, declared_seconds=301)
    assert read_answer_recording(b"OggS" + PADDING, declared_seconds=299).extension == "ogg"
