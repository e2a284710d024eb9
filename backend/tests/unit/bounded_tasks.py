"""Tasks for the worker pool's tests: module-level, so that a spawned worker finds them by name."""

import os
import time

from vitae.errors import NotFound


def add(left: int, right: int, *, times: int = 1) -> int:
    return (left + right) * times


def spin(seconds: float) -> str:
    """Busy for `seconds` of wall time, as a pattern that backtracks would be."""
    ends = time.monotonic() + seconds
    while time.monotonic() < ends:
        pass
    return "done"


def hoard(megabytes: int) -> int:
    """Holds `megabytes` of memory at once."""
    blocks = [bytearray(1024 * 1024) for _ in range(megabytes)]
    return len(blocks)


def refuse(message: str) -> None:
    raise NotFound(message, {"id": message})


def break_down() -> None:
    raise KeyError("a defect")


_kept: list[bytearray] = []


def keep(megabytes: int) -> None:
    """Leaves `megabytes` held by the worker after the task, as caches do."""
    _kept.extend(bytearray(1024 * 1024) for _ in range(megabytes))


def process_id() -> int:
    return os.getpid()
