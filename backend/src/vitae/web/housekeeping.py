"""Work the server does by itself: anonymous resumes nobody claimed expire (default after 7 days), and attempt
counters that no limit looks at any more are removed."""

import asyncio
import logging
from datetime import UTC, datetime, timedelta

from starlette.concurrency import run_in_threadpool

from vitae.settings import Settings
from vitae.store import resumes, throttle
from vitae.store.database import Database

logger = logging.getLogger(__name__)


def counters_outlive_their_rules(settings: Settings) -> timedelta:
    """Past this, no rule reads a counter: the longest window, or the longest wait plus the quiet that forgets it."""
    return timedelta(
        seconds=max(
            settings.login_max_delay_seconds + settings.login_window_seconds,
            settings.registration_window_seconds,
            settings.anonymous_upload_window_seconds,
        )
    )


def remove_expired_once(database: Database, settings: Settings) -> int:
    now = datetime.now(UTC)
    with database.session() as session:
        throttle.forget_counted_before(session, now - counters_outlive_their_rules(settings))
        return resumes.delete_unclaimed_before(session, now - timedelta(days=settings.anonymous_resume_days))


async def remove_expired_anonymous_resumes(database: Database, settings: Settings) -> None:
    """Runs until cancelled. Safe with several instances: each deletes what has expired, at most once."""
    while True:
        try:
            removed = await run_in_threadpool(remove_expired_once, database, settings)
            if removed:
                logger.info("removed %d unclaimed anonymous resumes", removed)
        except Exception:  # a database hiccup must not end the loop; the next round retries
            logger.exception("cleaning up anonymous resumes failed")
        await asyncio.sleep(settings.cleanup_interval_seconds)
