"""Building findings: the category and the cap come from the rubric, so a check cannot take more than it publishes."""

from collections.abc import Iterable

from vitae.ats.models import Finding, Severity
from vitae.ats.rubric import CHECKS

_QUOTE_LENGTH = 90
_EXAMPLES = 3


def finding(check_id: str, severity: Severity, message: str, evidence: str, fix: str, points: float) -> Finding:
    check = CHECKS[check_id]
    return Finding(
        id=check_id,
        category=check.category,
        severity=severity,
        message=message,
        evidence=evidence,
        fix=fix,
        points_lost=max(0, min(check.max_points, round(points))),
    )


def quote(text: str, limit: int = _QUOTE_LENGTH) -> str:
    flat = " ".join(text.split())
    return f"“{flat if len(flat) <= limit else flat[: limit - 1].rstrip() + '…'}”"


def quote_examples(texts: Iterable[str], total: int | None = None) -> str:
    """Up to three quotes, and how many more there are."""
    items = list(texts)
    count = len(items) if total is None else total
    shown = "; ".join(quote(text) for text in items[:_EXAMPLES])
    return shown + (f" (and {count - _EXAMPLES} more)" if count > _EXAMPLES else "")


def join_names(names: Iterable[str], limit: int = 8) -> str:
    items = list(names)
    shown = ", ".join(items[:limit])
    return shown + (f" and {len(items) - limit} more" if len(items) > limit else "")
