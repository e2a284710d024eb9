"""Database tables. Schema changes go through Alembic migrations, never `create_all`."""

import uuid
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    DateTime,
    ForeignKey,
    Integer,
    LargeBinary,
    MetaData,
    PrimaryKeyConstraint,
    String,
    Text,
    TypeDecorator,
)
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def utc_now() -> datetime:
    return datetime.now(UTC)


def new_id() -> str:
    return str(uuid.uuid4())


class UTCDateTime(TypeDecorator[datetime]):
    """Stores aware UTC datetimes; SQLite drops the zone, so it is put back on the way out."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is not None and value.tzinfo is None:
            raise ValueError("naive datetime")
        return value.astimezone(UTC) if value is not None else None

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is not None and value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class User(Base):
    __tablename__ = "users"

    id: Mapped[str] = mapped_column(String(36), primary_key=True, default=new_id)
    email: Mapped[str] = mapped_column(String(320), unique=True)
    first_name: Mapped[str] = mapped_column(String(100))
    last_name: Mapped[str] = mapped_column(String(100))
    password_hash: Mapped[str] = mapped_column(String(255))
    plan_type: Mapped[str] = mapped_column(String(20), default="base")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now, onupdate=utc_now)

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.last_name}".strip()


class UserSession(Base):
    """A signed-in browser. Only a hash of the cookie token is stored, so a database leak yields no sessions."""

    __tablename__ = "user_sessions"

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime)
    # Refreshed at most once a minute: a session unused for the idle timeout ends before its absolute expiry.
    last_seen_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class KnownDevice(Base):
    """A browser that has signed in to this account before (a device cookie, of which only a hash is stored). Its
    sign-ins are not slowed by the delays that guesses at the account's email from elsewhere have caused."""

    __tablename__ = "known_devices"

    token_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime)


class ThrottleCounter(Base):
    """Attempts counted per key (a sign-in email, a client address, a device, registrations or anonymous uploads
    from an address), kept in the database so that every instance agrees. Each attempt is counted before the work
    it guards, by a compare-and-set update, so a burst of parallel requests cannot slip past a limit."""

    __tablename__ = "throttle_counters"

    key: Mapped[str] = mapped_column(String(400), primary_key=True)
    attempts: Mapped[int] = mapped_column(Integer)
    window_started_at: Mapped[datetime] = mapped_column(UTCDateTime)
    last_counted_at: Mapped[datetime] = mapped_column(UTCDateTime, index=True)


class Resume(Base):
    """An uploaded or built resume with its analysis. Owned by a user, or by an anonymous browser until claimed."""

    __tablename__ = "resumes"

    id: Mapped[str] = mapped_column(String(36), primary_key=True, default=new_id)
    owner_id: Mapped[str | None] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    anonymous_owner: Mapped[str | None] = mapped_column(String(64), index=True)  # hash of the browser's cookie
    title: Mapped[str] = mapped_column(String(300))
    name: Mapped[str] = mapped_column(String(300), default="")
    ai_title: Mapped[str] = mapped_column(String(300), default="")
    ai_subtitle: Mapped[str] = mapped_column(String(500), default="")
    industry: Mapped[str] = mapped_column(String(300), default="")
    specialization: Mapped[str] = mapped_column(String(300), default="")
    original_content: Mapped[str] = mapped_column(Text)
    enhanced_content: Mapped[str | None] = mapped_column(Text)
    parsed: Mapped[dict[str, Any]] = mapped_column(JSON)
    analysis: Mapped[dict[str, Any]] = mapped_column(JSON)
    overall_score: Mapped[int] = mapped_column(Integer)
    # The proposed changes (all of them, with the guard's report) and which ones the user accepted.
    enhancement: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    accepted_improvements: Mapped[list[str] | None] = mapped_column(JSON)
    enhanced_analysis: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now, onupdate=utc_now)

    file: Mapped["ResumeFile | None"] = relationship(
        back_populates="resume", cascade="all, delete-orphan", passive_deletes=True, lazy="raise"
    )


class UploadReceipt(Base):
    """The resume an upload with an Idempotency-Key made, so that the same upload sent again (a retry after a lost
    answer) returns it instead of storing a second copy. Scoped to its owner: another browser's key finds nothing."""

    __tablename__ = "upload_receipts"
    __table_args__ = (PrimaryKeyConstraint("owner", "idempotency_key"),)

    owner: Mapped[str] = mapped_column(String(64))  # the user's id, or the anonymous browser's hash
    idempotency_key: Mapped[str] = mapped_column(String(200))
    resume_id: Mapped[str] = mapped_column(ForeignKey("resumes.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class ResumeVersion(Base):
    """A snapshot kept on every save or re-analysis, so the user can see their progress and go back."""

    __tablename__ = "resume_versions"

    id: Mapped[str] = mapped_column(String(36), primary_key=True, default=new_id)
    resume_id: Mapped[str] = mapped_column(ForeignKey("resumes.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    label: Mapped[str] = mapped_column(String(100))  # what made it: 'Uploaded', 'Saved enhanced version', ...
    content: Mapped[str] = mapped_column(Text)
    overall_score: Mapped[int] = mapped_column(Integer)
    category_scores: Mapped[dict[str, int]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class ResumeFile(Base):
    """The uploaded bytes, kept apart so that listing resumes never loads them."""

    __tablename__ = "resume_files"

    resume_id: Mapped[str] = mapped_column(ForeignKey("resumes.id", ondelete="CASCADE"), primary_key=True)
    file_name: Mapped[str] = mapped_column(String(255))
    file_type: Mapped[str] = mapped_column(String(10))
    media_type: Mapped[str] = mapped_column(String(100))
    size: Mapped[int] = mapped_column(Integer)
    content: Mapped[bytes] = mapped_column(LargeBinary)
    # Pages of the uploaded document, so that its exports are laid out no longer than it was; None for files
    # stored before it was kept.
    page_count: Mapped[int | None] = mapped_column(Integer)

    resume: Mapped[Resume] = relationship(back_populates="file")


class InterviewSession(Base):
    """A mock interview owned by a user: the choices made at setup, the resume and posting it was tailored to, the
    planned questions, every question asked with its answer and timings, and the final report once completed."""

    __tablename__ = "interview_sessions"

    id: Mapped[str] = mapped_column(String(36), primary_key=True, default=new_id)
    owner_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    state: Mapped[str] = mapped_column(String(20), default="active")  # active, answered (closing said), completed
    preferences: Mapped[dict[str, Any]] = mapped_column(JSON)
    resume_context: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    job_context: Mapped[dict[str, Any]] = mapped_column(JSON)
    questions: Mapped[list[dict[str, Any]]] = mapped_column(JSON)  # the plan
    turns: Mapped[list[dict[str, Any]]] = mapped_column(JSON)  # asked questions with answers and timings
    next_question_index: Mapped[int] = mapped_column(Integer, default=1)
    follow_ups_asked: Mapped[int] = mapped_column(Integer, default=0)
    report: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    # Counts the changes: an update made from a state another request has changed since is refused, not merged, so
    # two answers sent at once (two tabs, a double click) cannot overwrite each other.
    version: Mapped[int] = mapped_column(Integer, server_default="1")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now, onupdate=utc_now)

    __mapper_args__ = {"version_id_col": version}


class ResumeTailoring(Base):
    """The latest tailoring of a resume to a posting, so that its PDF holds exactly the text the user was shown (a
    model may word a second tailoring differently). Kept apart so that a tweak never changes when the resume was
    last updated."""

    __tablename__ = "resume_tailorings"

    resume_id: Mapped[str] = mapped_column(ForeignKey("resumes.id", ondelete="CASCADE"), primary_key=True)
    key: Mapped[str] = mapped_column(String(64))  # digest of the posting, the base chosen and the resume's version
    tailored: Mapped[dict[str, Any]] = mapped_column(JSON)
    engine: Mapped[str] = mapped_column(String(20))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class BuilderDraft(Base):
    """The Resume Builder's work in progress, one per user, so it survives a lost browser."""

    __tablename__ = "builder_drafts"

    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    data: Mapped[dict[str, Any]] = mapped_column(JSON)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now, onupdate=utc_now)
