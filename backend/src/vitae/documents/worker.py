"""The extraction worker process: reads documents sent over a pipe, under an address-space limit.

Kept apart from the supervisor so that a spawned worker imports only what extraction needs.
"""

import logging
import resource
import signal
from multiprocessing.connection import Connection

from vitae.documents import messages
from vitae.documents.extraction import extract_document
from vitae.errors import VitaeError

READY = "ready"
DONE = "done"
REFUSED = "refused"
# Sent instead of a document: finish and exit.
STOP = b""


def serve(connection: Connection, memory_limit_bytes: int) -> None:
    """Answer documents until told to stop; each answer is (DONE, document) or (REFUSED, kind, message, recycle)."""
    # Ctrl-C in a terminal reaches the whole process group; the supervisor decides when a worker ends.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # pdfminer warns about every oddity of a damaged file; the user gets one clear message instead.
    logging.getLogger("pdfminer").setLevel(logging.ERROR)
    if memory_limit_bytes > 0:
        resource.setrlimit(resource.RLIMIT_AS, (memory_limit_bytes, memory_limit_bytes))
    connection.send((READY,))
    while True:
        try:
            data = connection.recv_bytes()
        except (EOFError, OSError):
            return
        if data == STOP:
            return
        connection.send(_answer(data))


def _answer(data: bytes) -> tuple[object, ...]:
    try:
        return (DONE, extract_document(data))
    except VitaeError as error:
        recycle = error.message == messages.EXTRACTION_OUT_OF_MEMORY
        return (REFUSED, type(error).__name__, error.message, recycle)
    except MemoryError:
        return (REFUSED, "InvalidInput", messages.EXTRACTION_OUT_OF_MEMORY, True)
    except Exception:  # a defect of ours or of a library on some input: the user still gets a clear answer
        logging.getLogger(__name__).exception("document extraction failed")
        return (REFUSED, "InvalidInput", messages.EXTRACTION_FAILED, True)
