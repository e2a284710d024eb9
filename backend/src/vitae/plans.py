"""Plans, storage and the free trial: the rules behind the dashboard's numbers (SPEC §4 Storage, §6 Plans)."""

import math
from datetime import datetime, timedelta

BASE_PLAN = "base"
PROFESSIONAL_PLAN = "professional"
PLAN_NAMES = {BASE_PLAN: "Base", PROFESSIONAL_PLAN: "Professional"}


def is_premium(plan_type: str) -> bool:
    """Any plan other than base is professional (SPEC §3)."""
    return plan_type != BASE_PLAN


def plan_name(plan_type: str) -> str:
    return PLAN_NAMES[PROFESSIONAL_PLAN] if is_premium(plan_type) else PLAN_NAMES[BASE_PLAN]


def resume_limit(plan_type: str, *, base_limit: int, professional_limit: int) -> int:
    return professional_limit if is_premium(plan_type) else base_limit


def storage_percentage(used: int, limit: int) -> int:
    """Whole percent, rounded down so that the 80% warning and the 100% 'full' state start exactly at their edges."""
    if limit <= 0:
        return 100
    return math.floor(used * 100 / limit)


def trial_days_remaining(signed_up_at: datetime, now: datetime, trial_days: int) -> int:
    """Days left of the free trial that starts at sign-up, counting a started day as a day; 0 once it is over."""
    remaining = signed_up_at + timedelta(days=trial_days) - now
    if remaining <= timedelta(0):
        return 0
    return min(trial_days, math.ceil(remaining / timedelta(days=1)))
