"""Limits on requests: per client address in the shared counters of the database (exact across server processes),
and per user in memory for requests that call an outside server (a model, a speech server), so one account cannot
turn this server into a way of flooding that one (a courtesy per process, not accounting). Also the wording of every
'too many' answer, whichever limit gave it."""

import math
import threading
import time
from collections import deque
from collections.abc import Callable

from sqlalchemy.orm import Session

from vitae.errors import TooManyAttempts
from vitae.store import throttle
from vitae.throttle_rules import AttemptRule

BUSY_MESSAGE = "Too many requests at once. Please try again in a moment."


def wait_phrase(seconds: float) -> str:
    if seconds < 60:
        whole = max(1, math.ceil(seconds))
        return f"{whole} second{'s' if whole > 1 else ''}"
    minutes = max(1, round(seconds / 60))
    return f"{minutes} minute{'s' if minutes > 1 else ''}"


def too_many(what: str, seconds: float, advice: str = "try again") -> TooManyAttempts:
    """'Too many {what}. Please wait {how long} and {advice}.', with the wait as Retry-After."""
    return TooManyAttempts(
        f"Too many {what}. Please wait {wait_phrase(seconds)} and {advice}.", max(1, math.ceil(seconds))
    )


def count_or_refuse(db: Session, key: str, rule: AttemptRule, what: str, advice: str = "try again") -> None:
    """Counts one request for `key`, before any work is done for it, or raises TooManyAttempts (429 with the wait)."""
    try:
        wait = throttle.count_attempt(db, key, rule)
    except throttle.ThrottleBusy as busy:
        raise TooManyAttempts(BUSY_MESSAGE, 1) from busy
    if wait:
        raise too_many(what, wait, advice)


class RateLimiter:
    def __init__(
        self, *, limit: int, window_seconds: float, message: str, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._limit = limit
        self._window = window_seconds
        self._message = message
        self._clock = clock
        self._calls: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def check(self, key: str) -> None:
        """Counts one call for `key`, or raises TooManyAttempts (with the wait) when its window is full."""
        now = self._clock()
        with self._lock:
            calls = self._calls.setdefault(key, deque())
            while calls and now - calls[0] >= self._window:
                calls.popleft()
            if len(calls) >= self._limit:
                raise TooManyAttempts(self._message, max(1, math.ceil(self._window - (now - calls[0]))))
            calls.append(now)
            for idle in [other for other, times in self._calls.items() if now - times[-1] >= self._window]:
                del self._calls[idle]
