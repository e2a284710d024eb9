"""Extraction bounded in time and memory: a small pool of supervised worker processes.

A hostile or broken file may make a parser loop or allocate without end. Each document is therefore read in a
pre-started worker process whose address space is capped (RLIMIT_AS); a worker that overruns the time is
killed and replaced, and the caller gets a clear InvalidInput. Workers are spawned (not forked), so the web
server's threads and open connections never leak into them. The pool is safe to share between threads.
"""

import contextlib
import multiprocessing
import queue
import threading
from multiprocessing.process import BaseProcess
from types import TracebackType

from vitae import errors
from vitae.documents import messages, worker
from vitae.documents.limits import DEFAULT_MEMORY_LIMIT_BYTES, DEFAULT_TIMEOUT_SECONDS, MAX_UPLOAD_BYTES
from vitae.documents.types import ExtractedDocument

# A worker reads many documents; renewing it now and then bounds whatever a parser leaves behind.
DEFAULT_DOCUMENTS_PER_WORKER = 500
# Starting a worker (a fresh interpreter importing the parsers) takes about half a second; allow for a busy host.
_START_TIMEOUT_SECONDS = 60.0
_STOP_GRACE_SECONDS = 1.0
_IDLE_POLL_SECONDS = 0.2
_REFUSALS: dict[str, type[errors.VitaeError]] = {
    "InvalidInput": errors.InvalidInput,
    "UnsupportedFileType": errors.UnsupportedFileType,
    "FileTooLarge": errors.FileTooLarge,
}


class _Worker:
    """One worker process and our end of its pipe."""

    def __init__(self, context: multiprocessing.context.SpawnContext, memory_limit_bytes: int) -> None:
        self.connection, child_end = context.Pipe(duplex=True)
        self.process: BaseProcess = context.Process(
            target=worker.serve, args=(child_end, memory_limit_bytes), name="vitae-document-worker", daemon=True
        )
        self.process.start()
        child_end.close()
        self.ready = False
        self.documents_read = 0

    def wait_until_ready(self) -> None:
        if self.ready:
            return
        if not self.connection.poll(_START_TIMEOUT_SECONDS):
            raise _WorkerLost(messages.EXTRACTION_FAILED)
        self.connection.recv()
        self.ready = True

    def read(self, data: bytes, timeout_seconds: float) -> tuple[object, ...]:
        try:
            self.wait_until_ready()
            self.connection.send_bytes(data)
            if not self.connection.poll(timeout_seconds):
                raise _WorkerLost(messages.EXTRACTION_TIMED_OUT)
            answer = self.connection.recv()
        except (EOFError, OSError, BrokenPipeError):
            # The process died under us: the kernel or the allocator ended it for using too much memory.
            raise _WorkerLost(messages.EXTRACTION_OUT_OF_MEMORY) from None
        self.documents_read += 1
        assert isinstance(answer, tuple)
        return answer

    def stop(self) -> None:
        """Let a ready worker finish and exit; one still starting has nothing to finish and is killed."""
        if self.ready and self.process.is_alive():
            with contextlib.suppress(OSError, BrokenPipeError):
                self.connection.send_bytes(worker.STOP)
            self.process.join(_STOP_GRACE_SECONDS)
        self.kill()

    def kill(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join()
        self.connection.close()
        self.process.close()


class _WorkerLost(Exception):
    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class DocumentReader:
    """Reads uploaded documents in a pool of worker processes; create one per application, close it at shutdown.

    `extract` is safe to call from many threads at once: each call borrows an idle worker (waiting for one when
    all are busy) and returns it afterwards.
    """

    def __init__(
        self,
        *,
        workers: int = 2,
        timeout_seconds: float = DEFAULT_TIMEOUT_SECONDS,
        memory_limit_bytes: int = DEFAULT_MEMORY_LIMIT_BYTES,
        documents_per_worker: int = DEFAULT_DOCUMENTS_PER_WORKER,
    ) -> None:
        if workers < 1:
            raise ValueError("a DocumentReader needs at least one worker")
        self.timeout_seconds = timeout_seconds
        self.memory_limit_bytes = memory_limit_bytes
        self._documents_per_worker = documents_per_worker
        self._context = multiprocessing.get_context("spawn")
        self._idle: queue.Queue[_Worker] = queue.Queue()
        self._lock = threading.Lock()
        self._closed = False
        for _ in range(workers):
            self._idle.put(self._start_worker())

    def extract(self, data: bytes) -> ExtractedDocument:
        """Like extract_document, within the time and memory bounds; raises the same domain errors."""
        if not data:
            raise errors.InvalidInput(messages.EMPTY_FILE)
        if len(data) > MAX_UPLOAD_BYTES:
            raise errors.FileTooLarge(messages.FILE_TOO_LARGE)
        borrowed = self._borrow()
        try:
            answer = borrowed.read(data, self.timeout_seconds)
        except _WorkerLost as lost:
            self._give_back(self._replace(borrowed))
            raise errors.InvalidInput(lost.message) from None
        except BaseException:
            # Interrupted mid-conversation: the pipe may hold a stale answer, so the worker cannot be trusted.
            self._give_back(self._replace(borrowed))
            raise
        if answer[0] != worker.DONE and answer[-1] is True:
            # After running out of memory a worker's heap is suspect: it is renewed when next borrowed.
            borrowed.documents_read = self._documents_per_worker
        self._give_back(borrowed)
        return _result(answer)

    def close(self) -> None:
        """Stop every worker. Calls in progress finish; later calls raise RuntimeError."""
        with self._lock:
            self._closed = True
        while True:
            try:
                idle = self._idle.get_nowait()
            except queue.Empty:
                return
            idle.stop()

    def __enter__(self) -> "DocumentReader":
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def _borrow(self) -> _Worker:
        while True:
            with self._lock:
                if self._closed:
                    raise RuntimeError("the DocumentReader is closed")
            try:
                idle = self._idle.get(timeout=_IDLE_POLL_SECONDS)
            except queue.Empty:
                continue
            if idle.documents_read >= self._documents_per_worker or not idle.process.is_alive():
                idle = self._replace(idle)
            return idle

    def _give_back(self, used: _Worker) -> None:
        with self._lock:
            if not self._closed:
                self._idle.put(used)
                return
        used.stop()

    def _replace(self, lost: _Worker) -> _Worker:
        lost.kill()
        return self._start_worker()

    def _start_worker(self) -> _Worker:
        return _Worker(self._context, self.memory_limit_bytes)


def _result(answer: tuple[object, ...]) -> ExtractedDocument:
    if answer[0] == worker.DONE and isinstance(answer[1], ExtractedDocument):
        return answer[1]
    _, kind, message, _recycle = answer
    raise _REFUSALS.get(str(kind), errors.InvalidInput)(str(message))


def extract_document_bounded(
    data: bytes,
    *,
    timeout_seconds: float = DEFAULT_TIMEOUT_SECONDS,
    memory_limit_bytes: int = DEFAULT_MEMORY_LIMIT_BYTES,
) -> ExtractedDocument:
    """One bounded extraction with a worker of its own: for scripts and one-off jobs.

    It pays a worker's start-up (about half a second); servers keep a DocumentReader instead."""
    with DocumentReader(workers=1, timeout_seconds=timeout_seconds, memory_limit_bytes=memory_limit_bytes) as reader:
        return reader.extract(data)
