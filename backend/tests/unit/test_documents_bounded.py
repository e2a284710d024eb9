"""Extraction in supervised worker processes: same answers as in-process, within time and memory bounds."""

import threading
from collections.abc import Iterator

import pytest

from tests.unit.documents_builders import (
    SINGLE_COLUMN_RESUME,
    encrypted_pdf,
    pdf_with_compressed_page,
    typst_pdf,
)
from vitae.bounded import WorkerPool
from vitae.documents import DocumentReader, extract_document, extract_document_bounded, messages
from vitae.errors import FileTooLarge, InvalidInput, UnsupportedFileType

READING_TIME_SECONDS = 20
# A worker needs about 64 MB of address space before reading anything; this leaves room for a resume, not a bomb.
MEMORY_LIMIT_BYTES = 128 * 1024 * 1024


@pytest.fixture(scope="module")
def reader() -> Iterator[DocumentReader]:
    """One worker: concurrent callers then queue for it, which the thread test exercises."""
    with WorkerPool(workers=1, memory_limit_bytes=MEMORY_LIMIT_BYTES) as pool:
        yield DocumentReader(pool, timeout_seconds=READING_TIME_SECONDS)


def test_same_result_as_in_process(reader: DocumentReader) -> None:
    pdf = typst_pdf(SINGLE_COLUMN_RESUME)
    assert reader.extract(pdf) == extract_document(pdf)


def test_refusals_keep_their_kind_and_message(reader: DocumentReader) -> None:
    with pytest.raises(UnsupportedFileType) as unsupported:
        reader.extract(b"\x89PNG\r\n\x1a\n" + bytes(64))
    assert unsupported.value.message == messages.UNSUPPORTED_FILE_TYPE
    with pytest.raises(InvalidInput) as encrypted:
        reader.extract(encrypted_pdf(user_password="secret", owner_password="owner"))
    assert encrypted.value.message == messages.PDF_ENCRYPTED
    with pytest.raises(InvalidInput) as empty:
        reader.extract(b"")
    assert empty.value.message == messages.EMPTY_FILE
    with pytest.raises(FileTooLarge) as too_large:
        reader.extract(b"%PDF-1.7" + bytes(10 * 1024 * 1024))
    assert too_large.value.message == messages.FILE_TOO_LARGE


def test_many_threads_share_the_pool(reader: DocumentReader) -> None:
    pdf = typst_pdf(SINGLE_COLUMN_RESUME)
    expected = extract_document(pdf)
    results: list[object] = []

    def read() -> None:
        results.append(reader.extract(pdf))

    threads = [threading.Thread(target=read) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == [expected] * 8


def test_overrunning_the_time_kills_and_replaces_the_worker(reader: DocumentReader) -> None:
    pdf = typst_pdf(SINGLE_COLUMN_RESUME)
    reader.work.timeout_seconds = 0.001
    try:
        with pytest.raises(InvalidInput) as timed_out:
            reader.extract(pdf)
    finally:
        reader.work.timeout_seconds = READING_TIME_SECONDS
    assert timed_out.value.message == messages.EXTRACTION_TIMED_OUT
    for _ in range(3):  # whichever worker comes next, the killed one's replacement included, reads normally
        assert reader.extract(pdf).lines[0].text == "Jane Smith"


def test_a_decompression_bomb_hits_the_memory_limit(reader: DocumentReader) -> None:
    with pytest.raises(InvalidInput) as out_of_memory:
        reader.extract(pdf_with_compressed_page(160 * 1024 * 1024))
    assert out_of_memory.value.message == messages.EXTRACTION_OUT_OF_MEMORY
    for _ in range(3):
        assert reader.extract(typst_pdf(SINGLE_COLUMN_RESUME)).lines[0].text == "Jane Smith"


def test_closed_pool_refuses_work() -> None:
    pool = WorkerPool(workers=1)
    pool.close()
    pool.close()
    with pytest.raises(RuntimeError):
        DocumentReader(pool).extract(b"Jane Smith")


def test_one_off_bounded_extraction() -> None:
    assert extract_document_bounded(b"Jane Smith\nEngineer").lines[1].text == "Engineer"
