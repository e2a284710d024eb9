"""The attempt rules: a hard limit per window, and delays that grow per email instead of a lock-out."""

from datetime import UTC, datetime, timedelta

from vitae.throttle_rules import Counter, FixedLimit, GrowingDelay

START = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def attempts_at(rule: FixedLimit | GrowingDelay, moments: list[datetime]) -> tuple[Counter | None, list[float]]:
    """Makes an attempt at each moment that the rule admits; returns the counter and the waits of the refused."""
    counter: Counter | None = None
    refused = []
    for moment in moments:
        wait = rule.wait(counter, moment)
        if wait:
            refused.append(wait)
        else:
            counter = rule.counted(counter, moment)
    return counter, refused


def test_fixed_limit_admits_limit_attempts_per_window_then_says_how_long_to_wait() -> None:
    rule = FixedLimit(limit=3, window=timedelta(minutes=15))
    counter, refused = attempts_at(rule, [START + timedelta(minutes=minute) for minute in range(6)])
    assert counter is not None and counter.attempts == 3
    assert refused == [12 * 60, 11 * 60, 10 * 60]
    after_window = START + timedelta(minutes=15)
    assert rule.wait(counter, after_window) == 0
    assert rule.counted(counter, after_window) == Counter(1, after_window, after_window)


def test_growing_delay_gives_free_attempts_then_doubles_the_wait() -> None:
    rule = GrowingDelay(free=3, max_delay=timedelta(seconds=10), forget_after=timedelta(minutes=15))
    assert [rule.delay_after(attempts).total_seconds() for attempts in range(1, 10)] == [0, 0, 1, 2, 4, 8, 10, 10, 10]
    counter, refused = attempts_at(rule, [START] * 5)
    assert counter is not None and counter.attempts == 3, "a burst gets exactly the free attempts"
    assert refused == [1.0, 1.0]
    one_second_later = START + timedelta(seconds=1)
    assert rule.wait(counter, one_second_later) == 0
    counter = rule.counted(counter, one_second_later)
    assert rule.wait(counter, one_second_later + timedelta(milliseconds=500)) == 1.5


def test_growing_delay_never_locks_out_for_longer_than_the_maximum() -> None:
    rule = GrowingDelay(free=10, max_delay=timedelta(minutes=15), forget_after=timedelta(minutes=15))
    counter = Counter(attempts=10_000, window_started_at=START, last_counted_at=START)
    assert rule.wait(counter, START) == 15 * 60
    assert rule.wait(counter, START + timedelta(minutes=15)) == 0


def test_growing_delay_forgets_after_a_quiet_period_that_starts_when_the_wait_ends() -> None:
    rule = GrowingDelay(free=10, max_delay=timedelta(minutes=15), forget_after=timedelta(minutes=15))
    counter = Counter(attempts=30, window_started_at=START, last_counted_at=START)
    at_the_end_of_the_wait = START + timedelta(minutes=15)
    assert rule.counted(counter, at_the_end_of_the_wait).attempts == 31, "guessing at the pace allowed is remembered"
    quiet_long_enough = START + timedelta(minutes=30)
    assert rule.counted(counter, quiet_long_enough).attempts == 1
