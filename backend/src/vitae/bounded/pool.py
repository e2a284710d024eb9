"""A small pool of supervised worker processes that runs tasks within a deadline and a memory limit.

A hostile or broken input may make a parser loop, a pattern backtrack or an allocation grow without end. Each task
therefore runs in a pre-started worker process whose address space is capped (RLIMIT_AS); a worker that overruns
its deadline is killed and replaced, and the caller gets a clear InvalidInput while the server goes on serving
others. A caller that finds every worker busy for too long gets ServerBusy (try again shortly) rather than a wait
without end. Workers are spawned (not forked), so the web server's threads and open connections never leak into
them. The pool is safe to share between threads.
"""

import contextlib
import multiprocessing
import os
import queue
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.process import BaseProcess
from types import TracebackType
from typing import ParamSpec, TypeVar, cast

from vitae import errors
from vitae.bounded import worker

Params = ParamSpec("Params")
Result = TypeVar("Result")

# Address space, not resident memory: the language models take about 600 MB of it once loaded.
DEFAULT_MEMORY_LIMIT_BYTES = 2048 * 1024 * 1024
# A worker runs many tasks; renewing it now and then bounds whatever a library leaves behind.
DEFAULT_TASKS_PER_WORKER = 500
DEFAULT_QUEUE_TIMEOUT_SECONDS = 60.0
# A worker left holding this much more than when it was ready (a large PDF's layout caches stay with the process that
# made them) is renewed at once, so that the memory goes back to the system rather than waiting for the next large task.
DEFAULT_RECYCLE_GROWTH_BYTES = 256 * 1024 * 1024
SERVER_BUSY_MESSAGE = "The server is busy reading other documents. Please try again in a minute."
SERVER_BUSY_RETRY_SECONDS = 30
# Starting a worker (a fresh interpreter importing and preparing what tasks need) takes seconds; allow for a busy host.
_START_TIMEOUT_SECONDS = 120.0
_STOP_GRACE_SECONDS = 1.0
_IDLE_POLL_SECONDS = 0.2


@dataclass(frozen=True)
class Refusals:
    """What the user reads when a task is stopped: each says what happened and what to do about it."""

    timed_out: str
    out_of_memory: str
    failed: str


class _WorkerLost(Exception):
    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class _Worker:
    """One worker process and our end of its pipe."""

    def __init__(
        self,
        context: multiprocessing.context.SpawnContext,
        memory_limit_bytes: int,
        prepare: Callable[[], None] | None,
    ) -> None:
        self.connection, child_end = context.Pipe(duplex=True)
        self.process: BaseProcess = context.Process(
            target=worker.serve,
            args=(child_end, memory_limit_bytes, prepare),
            name="vitae-worker",
            daemon=True,
        )
        self.process.start()
        child_end.close()
        self.ready = False
        self.ready_bytes = 0  # held once prepared: the models every task uses
        self.tasks_run = 0

    def wait_until_ready(self, refusals: Refusals) -> None:
        if self.ready:
            return
        if not self.connection.poll(_START_TIMEOUT_SECONDS):
            raise _WorkerLost(refusals.failed)
        self.connection.recv()
        self.ready = True
        self.ready_bytes = self.resident_bytes()

    def run(self, request: tuple[object, ...], timeout_seconds: float, refusals: Refusals) -> tuple[object, ...]:
        try:
            self.wait_until_ready(refusals)
            self.connection.send(request)
            if not self.connection.poll(timeout_seconds):
                raise _WorkerLost(refusals.timed_out)
            answer = self.connection.recv()
        except (EOFError, OSError, BrokenPipeError):
            # The process died under us: the kernel or the allocator ended it for using too much memory.
            raise _WorkerLost(refusals.out_of_memory) from None
        self.tasks_run += 1
        assert isinstance(answer, tuple)
        return answer

    def resident_bytes(self) -> int:
        """The memory the process holds now (0 once it has ended)."""
        try:
            with open(f"/proc/{self.process.pid}/statm") as statm:
                return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
        except (OSError, ValueError, IndexError):
            return 0

    def stop(self) -> None:
        """Let a ready worker finish and exit; one still starting has nothing to finish and is killed."""
        if self.ready and self.process.is_alive():
            with contextlib.suppress(OSError, BrokenPipeError):
                self.connection.send(worker.STOP)
            self.process.join(_STOP_GRACE_SECONDS)
        self.kill()

    def kill(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join()
        self.connection.close()
        self.process.close()


class _WarmestFirst(queue.Queue[_Worker]):
    """Idle workers, the one that last finished a task lent first: the tasks of one request (read, score, enhance,
    score again) then run in one process, and each finds the lines its predecessor tagged and embedded already. A
    worker that has run nothing yet (new, or renewed and still loading its models) is lent last."""

    def _init(self, maxsize: int) -> None:
        self.queue: deque[_Worker] = deque()

    def _put(self, item: _Worker) -> None:
        if item.tasks_run:
            self.queue.append(item)
        else:
            self.queue.appendleft(item)

    def _get(self) -> _Worker:
        return self.queue.pop()


class WorkerPool:
    """Runs tasks in a pool of worker processes; create one per application, close it at shutdown.

    `run` is safe to call from many threads at once: each call borrows an idle worker (waiting, up to
    `queue_timeout_seconds`, for one when all are busy) and returns it afterwards. `prepare` runs once in each new
    worker before it takes tasks (loading what every task needs). A worker is renewed after `tasks_per_worker` tasks,
    after running out of memory, and as soon as it holds `recycle_growth_bytes` more than when it was ready."""

    def __init__(
        self,
        *,
        workers: int = 2,
        memory_limit_bytes: int = DEFAULT_MEMORY_LIMIT_BYTES,
        tasks_per_worker: int = DEFAULT_TASKS_PER_WORKER,
        queue_timeout_seconds: float = DEFAULT_QUEUE_TIMEOUT_SECONDS,
        recycle_growth_bytes: int = DEFAULT_RECYCLE_GROWTH_BYTES,
        prepare: Callable[[], None] | None = None,
    ) -> None:
        if workers < 1:
            raise ValueError("a WorkerPool needs at least one worker")
        self.memory_limit_bytes = memory_limit_bytes
        self.queue_timeout_seconds = queue_timeout_seconds
        self._tasks_per_worker = tasks_per_worker
        self._recycle_growth_bytes = recycle_growth_bytes
        self._prepare = prepare
        self._context = multiprocessing.get_context("spawn")
        self._idle = _WarmestFirst()
        self._lock = threading.Lock()
        self._closed = False
        for _ in range(workers):
            self._idle.put(self._start_worker())

    def run(
        self,
        timeout_seconds: float,
        refusals: Refusals,
        task: Callable[Params, Result],
        /,
        *args: Params.args,
        **kwargs: Params.kwargs,
    ) -> Result:
        """`task(*args, **kwargs)` in a worker, within `timeout_seconds`; a domain error it raises is raised here
        as it was, and a task stopped for its time or memory raises InvalidInput with the matching refusal."""
        borrowed = self._borrow()
        try:
            answer = borrowed.run((task, args, kwargs), timeout_seconds, refusals)
        except _WorkerLost as lost:
            self._give_back(self._replace(borrowed))
            raise errors.InvalidInput(lost.message) from None
        except BaseException:
            # Interrupted mid-conversation: the pipe may hold a stale answer, so the worker cannot be trusted.
            self._give_back(self._replace(borrowed))
            raise
        if answer[0] in (worker.OUT_OF_MEMORY, worker.FAILED) or (
            answer[0] == worker.REFUSED and answer[2] == refusals.out_of_memory
        ):
            # After running out of memory (or a defect) a worker's heap is suspect: it is renewed when next borrowed.
            borrowed.tasks_run = self._tasks_per_worker
        self._give_back(borrowed)
        return cast(Result, _result(answer, refusals))  # the task's own result, back through a pipe

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

    def __enter__(self) -> "WorkerPool":
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def _borrow(self) -> _Worker:
        waited_until = time.monotonic() + self.queue_timeout_seconds
        while True:
            with self._lock:
                if self._closed:
                    raise RuntimeError("the WorkerPool is closed")
            try:
                idle = self._idle.get(timeout=_IDLE_POLL_SECONDS)
            except queue.Empty:
                if time.monotonic() >= waited_until:
                    raise errors.ServerBusy(SERVER_BUSY_MESSAGE, SERVER_BUSY_RETRY_SECONDS) from None
                continue
            if not idle.process.is_alive():
                idle = self._replace(idle)
            return idle

    def _give_back(self, used: _Worker) -> None:
        grown = used.resident_bytes() - used.ready_bytes
        if used.tasks_run >= self._tasks_per_worker or grown > self._recycle_growth_bytes:
            used = self._replace(used)
        with self._lock:
            if not self._closed:
                self._idle.put(used)
                return
        used.stop()

    def _replace(self, lost: _Worker) -> _Worker:
        lost.kill()
        return self._start_worker()

    def _start_worker(self) -> _Worker:
        return _Worker(self._context, self.memory_limit_bytes, self._prepare)


def _result(answer: tuple[object, ...], refusals: Refusals) -> object:
    kind = answer[0]
    if kind == worker.DONE:
        return answer[1]
    if kind == worker.REFUSED:
        _, name, message, fields = answer
        error_type = getattr(errors, str(name), None)
        if not (isinstance(error_type, type) and issubclass(error_type, errors.VitaeError)) or (
            error_type.__init__ is not errors.VitaeError.__init__
        ):
            error_type = errors.InvalidInput
        raise error_type(str(message), fields if isinstance(fields, dict) else None)
    raise errors.InvalidInput(refusals.out_of_memory if kind == worker.OUT_OF_MEMORY else refusals.failed)


class BoundedWork:
    """A `vitae.work.Work` that runs each task in a pool's workers with one deadline and one set of refusals."""

    def __init__(self, pool: WorkerPool, *, timeout_seconds: float, refusals: Refusals) -> None:
        self.pool = pool
        self.timeout_seconds = timeout_seconds
        self.refusals = refusals

    def run(self, task: Callable[Params, Result], /, *args: Params.args, **kwargs: Params.kwargs) -> Result:
        return self.pool.run(self.timeout_seconds, self.refusals, task, *args, **kwargs)
