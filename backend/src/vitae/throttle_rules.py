"""When another attempt may be made, given the attempts counted so far: pure rules, stored and applied by
`store.throttle`.

- `FixedLimit`: at most `limit` attempts per window that opens with the first attempt (per client address).
- `GrowingDelay`: `free` attempts at once, then a wait before each further attempt that doubles up to `max_delay`
  (per email). Guessing slows to a crawl, while the owner is never locked out for longer than `max_delay`. The
  attempts are forgotten after `forget_after` without any, counted from the end of the last wait."""

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Protocol

FIRST_DELAY = timedelta(seconds=1)
MAX_DOUBLINGS = 40  # past any sensible maximum delay, and far from timedelta's overflow


@dataclass(frozen=True)
class Counter:
    attempts: int
    window_started_at: datetime
    last_counted_at: datetime


class AttemptRule(Protocol):
    def wait(self, counter: Counter | None, now: datetime) -> float:
        """Seconds until the next attempt may be made; 0 when it may be made now."""

    def counted(self, counter: Counter | None, now: datetime) -> Counter:
        """The counter once the attempt made now is counted."""


@dataclass(frozen=True)
class FixedLimit:
    limit: int
    window: timedelta

    def _fresh(self, counter: Counter | None, now: datetime) -> bool:
        return counter is None or counter.window_started_at + self.window <= now

    def wait(self, counter: Counter | None, now: datetime) -> float:
        if counter is None or self._fresh(counter, now) or counter.attempts < self.limit:
            return 0.0
        return (counter.window_started_at + self.window - now).total_seconds()

    def counted(self, counter: Counter | None, now: datetime) -> Counter:
        if counter is None or self._fresh(counter, now):
            return Counter(attempts=1, window_started_at=now, last_counted_at=now)
        return Counter(counter.attempts + 1, counter.window_started_at, now)


@dataclass(frozen=True)
class GrowingDelay:
    free: int
    max_delay: timedelta
    forget_after: timedelta

    def delay_after(self, attempts: int) -> timedelta:
        """The wait that `attempts` counted attempts impose before the next one."""
        if attempts < self.free:
            return timedelta(0)
        doublings: int = min(attempts - self.free, MAX_DOUBLINGS)
        return min(self.max_delay, FIRST_DELAY * (1 << doublings))

    def _forgotten(self, counter: Counter | None, now: datetime) -> bool:
        if counter is None:
            return True
        return counter.last_counted_at + self.delay_after(counter.attempts) + self.forget_after <= now

    def wait(self, counter: Counter | None, now: datetime) -> float:
        if counter is None or self._forgotten(counter, now):
            return 0.0
        allowed_at = counter.last_counted_at + self.delay_after(counter.attempts)
        return max(0.0, (allowed_at - now).total_seconds())

    def counted(self, counter: Counter | None, now: datetime) -> Counter:
        if counter is None or self._forgotten(counter, now):
            return Counter(attempts=1, window_started_at=now, last_counted_at=now)
        return Counter(counter.attempts + 1, counter.window_started_at, now)
