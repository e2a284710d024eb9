"""Work the server does by itself: anonymous resumes nobody claimed expire (default after 7 days)."""

import asyncio
import logging
from datetime import UTC, datetime, timedelta

from starlette.concurrency import run_in_threadpool

from vitae.settings import Settings
from vitae.store import resumes
from vitae.store.database import Database

logger = logging.getLogger(__name__)


def remove_expired_once(database: Database, settings: Settings) -> int:
    cutoff = datetime.now(UTC) - timedelta(days=settings.anonymous_resume_days)
    with database.session() as session:
        return resumes.delete_unclaimed_before(session, cutoff)


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
