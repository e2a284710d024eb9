"""The worker process: runs the tasks sent over a pipe, under an address-space limit.

Kept apart from the supervisor so that a spawned worker imports only what its tasks need."""

import logging
import resource
import signal
from collections.abc import Callable
from multiprocessing.connection import Connection

from vitae.errors import VitaeError

READY = "ready"
DONE = "done"
REFUSED = "refused"  # the task raised a domain error: its kind, message and fields follow
OUT_OF_MEMORY = "out of memory"
FAILED = "failed"
# Sent instead of a task: finish and exit.
STOP = None


def serve(connection: Connection, memory_limit_bytes: int, prepare: Callable[[], None] | None) -> None:
    """Answer tasks until told to stop: (DONE, result), (REFUSED, kind, message, fields), (OUT_OF_MEMORY,) or
    (FAILED,)."""
    # Ctrl-C in a terminal reaches the whole process group; the supervisor decides when a worker ends.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # pdfminer warns about every oddity of a damaged file; the user gets one clear message instead.
    logging.getLogger("pdfminer").setLevel(logging.ERROR)
    if memory_limit_bytes > 0:
        resource.setrlimit(resource.RLIMIT_AS, (memory_limit_bytes, memory_limit_bytes))
    if prepare is not None:
        prepare()  # before saying it is ready, so that no caller waits for what every task loads
    connection.send((READY,))
    while True:
        try:
            request = connection.recv()
        except (EOFError, OSError):
            return
        if request is STOP:
            return
        task, args, kwargs = request
        connection.send(_answer(task, args, kwargs))


def _answer(task: Callable[..., object], args: tuple[object, ...], kwargs: dict[str, object]) -> tuple[object, ...]:
    try:
        return (DONE, task(*args, **kwargs))
    except VitaeError as error:
        return (REFUSED, type(error).__name__, error.message, error.fields)
    except MemoryError:
        return (OUT_OF_MEMORY,)
    except Exception:  # a defect of ours or of a library on some input: the user still gets a clear answer
        logging.getLogger(__name__).exception("a bounded task failed")
        return (FAILED,)
