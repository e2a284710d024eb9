"""Bad input of every kind ends in a document or in a domain error with a message: never another exception,
never a hang (each example runs under an alarm)."""

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from types import FrameType

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.unit.documents_builders import (
    SINGLE_COLUMN_RESUME,
    TWO_COLUMN_RESUME,
    docx_file,
    simple_resume_docx,
    typst_pdf,
    word97_document,
)
from vitae.documents import ExtractedDocument, extract_document
from vitae.errors import VitaeError

_TIME_LIMIT_SECONDS = 10
_FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


class _Hang(Exception):
    pass


@contextmanager
def _time_limit(seconds: float) -> Iterator[None]:
    def interrupt(_signal: int, _frame: FrameType | None) -> None:
        raise _Hang(f"extraction ran longer than {seconds} s")

    previous = signal.signal(signal.SIGALRM, interrupt)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _assert_clean_outcome(data: bytes) -> None:
    with _time_limit(_TIME_LIMIT_SECONDS):
        try:
            document = extract_document(data)
        except VitaeError as error:
            assert error.message.strip()
            return
    assert isinstance(document, ExtractedDocument)
    assert document.lines and all(line.text.strip() for line in document.lines)


@cache
def _samples() -> tuple[bytes, ...]:
    return (
        typst_pdf(SINGLE_COLUMN_RESUME),
        typst_pdf(TWO_COLUMN_RESUME),
        docx_file(simple_resume_docx),
        word97_document(["Jane Smith", "jane@example.com", "Experience", "Initech"]),
        "Jane Smith\nIngénieure\n\nExperience\n".encode("utf-16"),
    )


_MAGIC = st.sampled_from([b"", b"%PDF-1.7\n", b"PK\x03\x04", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", b"\xef\xbb\xbf"])


@_FUZZ
@given(_MAGIC, st.binary(max_size=4096))
def test_random_bytes(magic: bytes, tail: bytes) -> None:
    _assert_clean_outcome(magic + tail)


@_FUZZ
@given(st.integers(0, 4), st.floats(0, 1))
def test_truncated_files(sample: int, keep: float) -> None:
    data = _samples()[sample]
    _assert_clean_outcome(data[: int(len(data) * keep)])


@_FUZZ
@given(st.integers(0, 4), st.lists(st.tuples(st.floats(0, 1, exclude_max=True), st.integers(1, 255)), max_size=8))
def test_bit_flips(sample: int, flips: list[tuple[float, int]]) -> None:
    data = bytearray(_samples()[sample])
    for position, mask in flips:
        data[int(position * len(data))] ^= mask
    _assert_clean_outcome(bytes(data))


@_FUZZ
@given(st.text(max_size=500), st.sampled_from(["utf-8", "utf-16", "utf-32", "cp1252", "utf-8-sig"]))
def test_any_text_in_any_encoding(text: str, encoding: str) -> None:
    _assert_clean_outcome(text.encode(encoding, errors="replace"))


@_FUZZ
@given(st.binary(min_size=1, max_size=300), st.integers(0, 4))
def test_binary_inserted_into_files(junk: bytes, sample: int) -> None:
    data = _samples()[sample]
    middle = len(data) // 2
    _assert_clean_outcome(data[:middle] + junk + data[middle:])
