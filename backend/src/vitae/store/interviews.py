"""Interview sessions, always looked up through their owner."""

from sqlalchemy import select
from sqlalchemy.orm import Session

from vitae.errors import NotFound
from vitae.store.models import InterviewSession

INTERVIEW_NOT_FOUND_MESSAGE = "Interview session not found"


def add_interview(db: Session, interview: InterviewSession) -> InterviewSession:
    db.add(interview)
    db.commit()
    return interview


def owned_interview(db: Session, interview_id: str, owner_id: str) -> InterviewSession:
    """The session when it belongs to this user; anyone else gets the same NotFound as for a missing one."""
    interview = db.scalar(
        select(InterviewSession).where(InterviewSession.id == interview_id, InterviewSession.owner_id == owner_id)
    )
    if interview is None:
        raise NotFound(INTERVIEW_NOT_FOUND_MESSAGE)
    return interview
