"""Resumes and their files, always looked up through their owner: a user or an anonymous browser."""

import hashlib
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Row, bindparam, delete, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload

from vitae.errors import NotFound
from vitae.store.models import Resume, ResumeFile, ResumeTailoring, ResumeVersion, UploadReceipt, utc_now

RESUME_NOT_FOUND_MESSAGE = "Resume not found"


@dataclass(frozen=True)
class Owner:
    """Who is asking: a signed-in user, this browser's anonymous identity, or both (a user keeps the browser)."""

    user_id: str | None
    anonymous_owner: str | None

    def condition(self) -> ColumnElement[bool]:
        clauses = []
        if self.user_id is not None:
            clauses.append(Resume.owner_id == self.user_id)
        if self.anonymous_owner is not None:
            clauses.append((Resume.owner_id.is_(None)) & (Resume.anonymous_owner == self.anonymous_owner))
        if not clauses:
            return Resume.id.is_(None)  # matches nothing
        condition = clauses[0]
        for clause in clauses[1:]:
            condition = condition | clause
        return condition


class DuplicateUpload(Exception):
    """Another request with the same idempotency key stored its resume first."""


def add_resume(
    db: Session,
    resume: Resume,
    file: ResumeFile | None,
    *,
    version_label: str,
    receipt: UploadReceipt | None = None,
) -> Resume:
    """Stores the resume, its file, its first version and the receipt of its upload's idempotency key in one
    transaction: all of them or nothing. Raises DuplicateUpload when the key's receipt exists already."""
    if file is not None:
        resume.file = file
    db.add(resume)
    db.flush()
    add_version(
        db,
        resume,
        version_label,
        content=resume.original_content,
        overall_score=resume.overall_score,
        category_scores=resume.analysis["categoryScores"],
    )
    if receipt is None:
        db.commit()
        return resume
    receipt.resume_id = resume.id
    db.add(receipt)
    try:
        db.commit()
    except IntegrityError as error:  # the same upload, sent twice at once, was stored by the other request
        db.rollback()
        raise DuplicateUpload(receipt.idempotency_key) from error
    return resume


def uploaded_with_key(db: Session, uploader: str, idempotency_key: str, owner: Owner) -> Resume | None:
    """The resume an earlier upload with this key stored, while its uploader can still see it."""
    resume_id = db.scalar(
        select(UploadReceipt.resume_id).where(
            UploadReceipt.owner == uploader, UploadReceipt.idempotency_key == idempotency_key
        )
    )
    if resume_id is None:
        return None
    try:
        return owned_resume(db, resume_id, owner, with_file=True)
    except NotFound:
        return None


def anonymous_file_bytes(db: Session) -> int:
    """The size of every file visitors have uploaded and nobody has claimed yet."""
    statement = (
        select(func.coalesce(func.sum(ResumeFile.size), 0))
        .join(Resume, Resume.id == ResumeFile.resume_id)
        .where(Resume.owner_id.is_(None))
    )
    return int(db.scalar(statement) or 0)


def add_version(
    db: Session, resume: Resume, label: str, *, content: str, overall_score: int, category_scores: dict[str, int]
) -> None:
    """Adds a snapshot to the session; the caller commits it together with the change it records."""
    latest = db.scalar(select(func.max(ResumeVersion.number)).where(ResumeVersion.resume_id == resume.id)) or 0
    db.add(
        ResumeVersion(
            resume_id=resume.id,
            number=latest + 1,
            label=label,
            content=content,
            overall_score=overall_score,
            category_scores=category_scores,
        )
    )


def list_versions(db: Session, resume_id: str) -> list[ResumeVersion]:
    statement = select(ResumeVersion).where(ResumeVersion.resume_id == resume_id).order_by(ResumeVersion.number.desc())
    return list(db.scalars(statement))


def get_version(db: Session, resume_id: str, version_id: str) -> ResumeVersion:
    version = db.scalar(
        select(ResumeVersion).where(ResumeVersion.resume_id == resume_id, ResumeVersion.id == version_id)
    )
    if version is None:
        raise NotFound("Version not found")
    return version


def owned_resume(db: Session, resume_id: str, owner: Owner, *, with_file: bool = False) -> Resume:
    statement = select(Resume).where(Resume.id == resume_id, owner.condition())
    if with_file:
        statement = statement.options(selectinload(Resume.file))
    resume = db.scalar(statement)
    if resume is None:
        raise NotFound(RESUME_NOT_FOUND_MESSAGE)
    return resume


def original_page_count(db: Session, resume: Resume) -> int | None:
    """The pages of the document the resume was uploaded as, when known (a PDF), without loading its bytes."""
    return db.scalar(select(ResumeFile.page_count).where(ResumeFile.resume_id == resume.id))


def list_user_resumes(db: Session, user_id: str) -> list[Resume]:
    statement = select(Resume).where(Resume.owner_id == user_id).order_by(Resume.updated_at.desc())
    return list(db.scalars(statement))


@dataclass(frozen=True)
class ResumeListing:
    """What a list of resumes shows. Read as plain columns plus the category scores taken out of the analysis by
    the database, so a list never loads resume text, parsed JSON, findings or files: one light indexed query."""

    id: str
    owner_id: str | None
    title: str
    name: str
    ai_title: str
    ai_subtitle: str
    industry: str
    specialization: str
    overall_score: int
    category_scores: dict[str, int]
    created_at: datetime
    updated_at: datetime


_LISTING_COLUMNS = (
    Resume.id,
    Resume.owner_id,
    Resume.title,
    Resume.name,
    Resume.ai_title,
    Resume.ai_subtitle,
    Resume.industry,
    Resume.specialization,
    Resume.overall_score,
    Resume.analysis["categoryScores"].label("category_scores"),
    Resume.created_at,
    Resume.updated_at,
)


def _listing(row: Row[Any]) -> ResumeListing:
    return ResumeListing(**row._mapping)


# Built once: SQLAlchemy then reuses its compiled form without rebuilding the statement on every request.
_USER_LISTINGS = (
    select(*_LISTING_COLUMNS).where(Resume.owner_id == bindparam("user_id")).order_by(Resume.updated_at.desc())
)


def list_user_resume_listings(db: Session, user_id: str) -> list[ResumeListing]:
    return [_listing(row) for row in db.execute(_USER_LISTINGS, {"user_id": user_id})]


def list_anonymous_resume_listings(db: Session, anonymous_owner: str) -> list[ResumeListing]:
    statement = (
        select(*_LISTING_COLUMNS)
        .where(Resume.owner_id.is_(None), Resume.anonymous_owner == anonymous_owner)
        .order_by(Resume.created_at.desc())
    )
    return [_listing(row) for row in db.execute(statement)]


def count_user_resumes(db: Session, user_id: str) -> int:
    return db.scalar(select(func.count()).select_from(Resume).where(Resume.owner_id == user_id)) or 0


def count_anonymous_resumes(db: Session, anonymous_owner: str) -> int:
    statement = (
        select(func.count())
        .select_from(Resume)
        .where(Resume.owner_id.is_(None), Resume.anonymous_owner == anonymous_owner)
    )
    return db.scalar(statement) or 0


def delete_resume(db: Session, resume: Resume) -> None:
    db.delete(resume)
    db.commit()


def versions_of_user(db: Session, user_id: str) -> list[ResumeVersion]:
    """Every version of every resume the user owns, oldest first: the score history."""
    statement = (
        select(ResumeVersion)
        .join(Resume, Resume.id == ResumeVersion.resume_id)
        .where(Resume.owner_id == user_id)
        .order_by(ResumeVersion.created_at, ResumeVersion.number)
    )
    return list(db.scalars(statement))


def delete_unclaimed_before(db: Session, cutoff: datetime) -> int:
    """Removes anonymous resumes nobody claimed in time; returns how many."""
    unclaimed = (Resume.owner_id.is_(None), Resume.created_at < cutoff)
    expired = list(db.scalars(select(Resume.id).where(*unclaimed).limit(10_000)))
    if expired:
        # The conditions are repeated: a resume claimed since the select above must stay.
        db.execute(delete(Resume).where(Resume.id.in_(expired), *unclaimed))
        db.commit()
    return len(expired)


def tailoring_key(resume: Resume, job_description: str, use_enhanced_version: bool) -> str:
    """What a tailoring depends on: the posting, the base chosen and the resume as last changed (a new upload,
    accepted change or saved version changes `updated_at`; a tailoring, kept in its own table, does not)."""
    parts = (job_description, str(use_enhanced_version), resume.updated_at.isoformat())
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()


def stored_tailoring(db: Session, resume_id: str, key: str) -> ResumeTailoring | None:
    stored = db.get(ResumeTailoring, resume_id)
    return stored if stored is not None and stored.key == key else None


def keep_tailoring(db: Session, resume_id: str, key: str, tailored: dict[str, Any], engine: str) -> None:
    """Keeps the latest tailoring of a resume; of two made at once, either may stay."""
    db.merge(ResumeTailoring(resume_id=resume_id, key=key, tailored=tailored, engine=engine, created_at=utc_now()))
    try:
        db.commit()
    except IntegrityError:
        db.rollback()
