"""Attempt counters in the database, counted before the work they guard.

`count_attempt` reads a key's counter, asks the rule whether another attempt may be made and, if so, writes the
counted state with a compare-and-set update that only succeeds when nobody counted in between; otherwise it reads
again. Every admitted attempt is therefore counted exactly once, however many requests race, on SQLite and on
PostgreSQL, across instances. The read holds no transaction open while the rule runs (SQLite begins one only at the
write), so a write never meets a stale snapshot."""

from datetime import datetime

from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from vitae.store.models import ThrottleCounter, utc_now
from vitae.throttle_rules import AttemptRule, Counter

# Each round that loses the race means another request was counted, so a burst of N settles within N rounds.
MAX_ROUNDS = 200


class ThrottleBusy(Exception):
    """The counter kept changing under this request for MAX_ROUNDS rounds."""


def read_counter(db: Session, key: str) -> Counter | None:
    row = db.execute(
        select(ThrottleCounter.attempts, ThrottleCounter.window_started_at, ThrottleCounter.last_counted_at).where(
            ThrottleCounter.key == key
        )
    ).first()
    db.commit()  # ends the read, so that the write below starts from the latest committed state
    return Counter(*row) if row else None


def count_attempt(db: Session, key: str, rule: AttemptRule, now: datetime | None = None) -> float:
    """Counts one attempt for `key` and returns 0, or returns the seconds to wait and counts nothing."""
    now = now or utc_now()
    for _ in range(MAX_ROUNDS):
        current = read_counter(db, key)
        wait = rule.wait(current, now)
        if wait > 0:
            return wait
        counted = rule.counted(current, now)
        values = {
            "attempts": counted.attempts,
            "window_started_at": counted.window_started_at,
            "last_counted_at": counted.last_counted_at,
        }
        if current is None:
            db.add(ThrottleCounter(key=key, **values))
            try:
                db.commit()
                return 0.0
            except IntegrityError:  # another request counted the first attempt
                db.rollback()
                continue
        result = db.execute(
            update(ThrottleCounter)
            .where(
                ThrottleCounter.key == key,
                ThrottleCounter.attempts == current.attempts,
                ThrottleCounter.last_counted_at == current.last_counted_at,
            )
            .values(**values)
        )
        db.commit()
        if result.rowcount == 1:  # type: ignore[attr-defined]
            return 0.0
    raise ThrottleBusy(key)


def uncount_attempt(db: Session, key: str) -> None:
    """Takes back one counted attempt (it turned out to be a success, which the limit does not count)."""
    db.execute(
        update(ThrottleCounter)
        .where(ThrottleCounter.key == key, ThrottleCounter.attempts > 0)
        .values(attempts=ThrottleCounter.attempts - 1)
    )
    db.commit()


def forget(db: Session, *keys: str) -> None:
    db.execute(delete(ThrottleCounter).where(ThrottleCounter.key.in_(keys)))
    db.commit()


def forget_counted_before(db: Session, cutoff: datetime) -> int:
    """Removes counters with no attempt since `cutoff`; returns how many."""
    result = db.execute(delete(ThrottleCounter).where(ThrottleCounter.last_counted_at < cutoff))
    db.commit()
    return int(result.rowcount)  # type: ignore[attr-defined]
