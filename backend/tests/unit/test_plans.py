from datetime import UTC, datetime, timedelta

import pytest

from vitae import plans

SIGN_UP = datetime(2026, 1, 10, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("used", "limit", "percentage"),
    [(0, 20, 0), (15, 20, 75), (16, 20, 80), (19, 20, 95), (20, 20, 100), (21, 20, 105), (1, 3, 33), (0, 0, 100)],
)
def test_storage_percentage_edges(used: int, limit: int, percentage: int) -> None:
    assert plans.storage_percentage(used, limit) == percentage


@pytest.mark.parametrize(
    ("elapsed", "remaining"),
    [
        (timedelta(0), 3),
        (timedelta(hours=1), 3),
        (timedelta(days=1), 2),
        (timedelta(days=2, hours=23), 1),
        (timedelta(days=3), 0),
        (timedelta(days=30), 0),
    ],
)
def test_trial_days_remaining(elapsed: timedelta, remaining: int) -> None:
    assert plans.trial_days_remaining(SIGN_UP, SIGN_UP + elapsed, 3) == remaining


def test_plans() -> None:
    assert plans.resume_limit("base", base_limit=20, professional_limit=500) == 20
    assert plans.resume_limit("professional", base_limit=20, professional_limit=500) == 500
    assert plans.is_premium("anything-else") and not plans.is_premium("base")
    assert plans.plan_name("base") == "Base" and plans.plan_name("professional") == "Professional"
