"""Extraction bounded in time and memory: each document is read in a worker of a `vitae.bounded.WorkerPool`.

A hostile or broken file may make a parser loop or allocate without end; the worker reading it is then stopped and
replaced, and the caller gets a clear InvalidInput."""

from vitae import errors
from vitae.bounded import BoundedWork, Refusals, WorkerPool
from vitae.documents import messages
from vitae.documents.extraction import extract_document
from vitae.documents.limits import DEFAULT_MEMORY_LIMIT_BYTES, DEFAULT_TIMEOUT_SECONDS, MAX_UPLOAD_BYTES
from vitae.documents.types import ExtractedDocument

EXTRACTION_REFUSALS = Refusals(
    timed_out=messages.EXTRACTION_TIMED_OUT,
    out_of_memory=messages.EXTRACTION_OUT_OF_MEMORY,
    failed=messages.EXTRACTION_FAILED,
)


class DocumentReader:
    """Reads uploaded documents in a pool's workers, each within `timeout_seconds`; safe to share between threads."""

    def __init__(self, pool: WorkerPool, *, timeout_seconds: float = DEFAULT_TIMEOUT_SECONDS) -> None:
        self.work = BoundedWork(pool, timeout_seconds=timeout_seconds, refusals=EXTRACTION_REFUSALS)

    def extract(self, data: bytes) -> ExtractedDocument:
        """Like extract_document, within the time and memory bounds; raises the same domain errors."""
        if not data:
            raise errors.InvalidInput(messages.EMPTY_FILE)
        if len(data) > MAX_UPLOAD_BYTES:
            raise errors.FileTooLarge(messages.FILE_TOO_LARGE)
        return self.work.run(extract_document, data)


def extract_document_bounded(
    data: bytes,
    *,
    timeout_seconds: float = DEFAULT_TIMEOUT_SECONDS,
    memory_limit_bytes: int = DEFAULT_MEMORY_LIMIT_BYTES,
) -> ExtractedDocument:
    """One bounded extraction with a worker of its own: for scripts and one-off jobs.

    It pays a worker's start-up (about half a second); servers keep a WorkerPool instead."""
    with WorkerPool(workers=1, memory_limit_bytes=memory_limit_bytes) as pool:
        return DocumentReader(pool, timeout_seconds=timeout_seconds).extract(data)
