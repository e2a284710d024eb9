"""The per-user limit on calls to outside servers: a sliding window, per key, with the wait it reports."""

import pytest

from vitae.errors import TooManyAttempts
from vitae.web.rate_limit import RateLimiter


def test_a_full_window_refuses_until_its_oldest_call_ages_out() -> None:
    now = [0.0]
    limiter = RateLimiter(limit=2, window_seconds=60, message="Slow down.", clock=lambda: now[0])
    limiter.check("ana")
    now[0] = 10
    limiter.check("ana")
    now[0] = 20
    with pytest.raises(TooManyAttempts) as refused:
        limiter.check("ana")
    assert refused.value.message == "Slow down." and refused.value.retry_after_seconds == 40
    limiter.check("ben")  # each key has its own window
    now[0] = 60
    limiter.check("ana")  # the call at 0 s has aged out
