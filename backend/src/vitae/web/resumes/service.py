"""Upload, re-analysis and claiming: the steps between the HTTP layer and the core pipeline."""

import re
import time
from dataclasses import dataclass
from datetime import timedelta
from pathlib import PurePath

from sqlalchemy.orm import Session

from vitae import plans
from vitae.ai.protocol import AiEngine, EngineCommentary, EngineEnhancement
from vitae.analysis import (
    AnalyzedResume,
    EnhancedVersion,
    analyze_document,
    analyze_text,
    enhance,
    ensure_analysable,
)
from vitae.documents.bounded import DocumentReader
from vitae.documents.types import MEDIA_TYPES, ExtractedDocument, FileType
from vitae.errors import InvalidInput, StorageFull, TooManyAttempts
from vitae.settings import Settings
from vitae.store import resumes
from vitae.store.models import Resume, ResumeFile, UploadReceipt, User
from vitae.store.resumes import DuplicateUpload, Owner
from vitae.throttle_rules import FixedLimit
from vitae.web.rate_limit import count_or_refuse
from vitae.web.resumes.enhancement import ENGINE_KEY, FALLBACK_REASON_KEY, enhanced_text, store_enhanced_version
from vitae.web.resumes.schemas import ProcessingTimes
from vitae.work import Work

EMPTY_CONTENT_MESSAGE = "The resume text is empty. Paste or type your resume before saving."
COMMENTARY_KEY = "commentary"  # kept in the stored analysis, beside the engine that wrote it


@dataclass(frozen=True)
class EngineAnalysis:
    """A resume as Vitae analysed it, with what the AI engine made of it: a commentary and the enhanced version."""

    analyzed: AnalyzedResume
    enhanced: EnhancedVersion
    enhancement: EngineEnhancement
    commentary: EngineCommentary


def analyze_with_engine(engine: AiEngine, work: Work, analyzed: AnalyzedResume) -> EngineAnalysis:
    commentary = engine.analysis_commentary(analyzed.parsed, analyzed.analysis)
    made = engine.enhance(analyzed.parsed, analyzed.analysis, source_text=analyzed.text)
    return EngineAnalysis(analyzed, work.run(enhance, analyzed, made.enhancement), made, commentary)


def resume_limit(user: User | None, settings: Settings) -> int:
    return plans.resume_limit(
        user.plan_type if user else plans.BASE_PLAN,
        base_limit=settings.base_resume_limit,
        professional_limit=settings.pro_resume_limit,
    )


def storage_full_message(user: User | None, limit: int) -> str:
    if user is None:
        return (
            f"Storage full: a visitor can keep {limit} resumes. Sign up and claim them, or delete one to upload more."
        )
    plan = plans.plan_name(user.plan_type)
    return f"Storage full: your {plan} plan holds {limit} resumes. Delete a resume or upgrade your plan to add more."


@dataclass(frozen=True)
class Room:
    """How many resumes an account (or a visitor's browser) keeps, of how many it may."""

    used: int
    limit: int
    full_message: str  # the message an upload or a claim is refused with once it is full

    @property
    def full(self) -> bool:
        return self.used >= self.limit


def room(db: Session, settings: Settings, user: User | None, anonymous_owner: str | None) -> Room:
    limit = resume_limit(user, settings)
    if user is not None:
        used = resumes.count_user_resumes(db, user.id)
    else:
        used = resumes.count_anonymous_resumes(db, anonymous_owner or "")
    return Room(used=used, limit=limit, full_message=storage_full_message(user, limit))


def ensure_room(db: Session, settings: Settings, user: User | None, anonymous_owner: str | None) -> None:
    found = room(db, settings, user, anonymous_owner)
    if found.full:
        raise StorageFull(found.full_message)


@dataclass(frozen=True)
class Upload:
    """Who uploads (a user, or a visitor's browser), and the client's Idempotency-Key for this upload, if any."""

    owner: Owner
    idempotency_key: str | None

    @property
    def receipt_owner(self) -> str:
        return self.owner.user_id or self.owner.anonymous_owner or ""


def earlier_upload(db: Session, upload: Upload) -> Resume | None:
    """The resume an earlier upload with the same key stored, so that a retry returns it."""
    if not upload.idempotency_key:
        return None
    return resumes.uploaded_with_key(db, upload.receipt_owner, upload.idempotency_key, upload.owner)


def store_upload(db: Session, upload: Upload, record: Resume, file: ResumeFile) -> Resume:
    """Stores the uploaded resume with the receipt of its key; when the same upload, sent twice at once, was stored
    by the other request meanwhile, returns that one instead."""
    receipt = None
    if upload.idempotency_key:
        receipt = UploadReceipt(owner=upload.receipt_owner, idempotency_key=upload.idempotency_key)
    try:
        return resumes.add_resume(db, record, file, version_label="Uploaded", receipt=receipt)
    except DuplicateUpload:
        earlier = earlier_upload(db, upload)
        if earlier is None:
            raise
        return earlier


ANONYMOUS_STORAGE_FULL_MESSAGE = (
    "Uploads without an account are paused for now: visitors' uploads fill the space set aside for them. "
    "Please sign up or sign in to upload your resume."
)
MEGABYTE = 1024 * 1024


def ensure_anonymous_storage(db: Session, settings: Settings, size: int) -> None:
    """Visitors' unclaimed files together stay within `anonymous_storage_megabytes`; the oldest expire hourly."""
    if resumes.anonymous_file_bytes(db) + size > settings.anonymous_storage_megabytes * MEGABYTE:
        raise TooManyAttempts(ANONYMOUS_STORAGE_FULL_MESSAGE, settings.cleanup_interval_seconds)


def count_anonymous_upload(db: Session, settings: Settings, address: str) -> None:
    """Counts a visitor's upload against the limit per client address, before any work is done for it."""
    rule = FixedLimit(
        settings.anonymous_uploads_per_address, timedelta(seconds=settings.anonymous_upload_window_seconds)
    )
    count_or_refuse(
        db,
        f"upload:{address}",
        rule,
        "uploads without an account from your network",
        "try again, or sign in to upload more",
    )


# Characters a file name may carry from the sender's machine that no text column stores (NUL, half of a surrogate
# pair) or that mean nothing in a name (other control characters): dropped from what is kept.
_UNSTORABLE_IN_NAMES = re.compile("[\x00-\x1f\x7f\ud800-\udfff]")


def _storable_file_name(file_name: str) -> str:
    return _UNSTORABLE_IN_NAMES.sub("", file_name)


def title_from_file_name(file_name: str) -> str:
    stem = PurePath(_storable_file_name(file_name).replace("\\", "/")).stem
    words = re.sub(r"[_\-.]+", " ", stem).strip()
    return re.sub(r"\s+", " ", words)[:200] or "Resume"


def read_and_analyze(
    reader: DocumentReader, work: Work, data: bytes, engine: AiEngine, max_characters: int
) -> tuple[ExtractedDocument, EngineAnalysis, ProcessingTimes]:
    started = time.perf_counter()
    document = reader.extract(data)
    extract_ms = round((time.perf_counter() - started) * 1000, 1)
    ensure_analysable(document.text, max_characters)
    analyzed = work.run(analyze_document, document)
    enhancing = time.perf_counter()
    result = analyze_with_engine(engine, work, analyzed)
    times = ProcessingTimes(
        extract_ms=extract_ms,
        parse_ms=analyzed.parse_milliseconds,
        score_ms=analyzed.score_milliseconds,
        enhance_ms=round((time.perf_counter() - enhancing) * 1000, 1),
    )
    return document, result, times


def new_resume(
    result: EngineAnalysis,
    *,
    title: str,
    user: User | None,
    anonymous_owner: str | None,
) -> Resume:
    resume = Resume(owner_id=user.id if user else None, anonymous_owner=None if user else anonymous_owner)
    resume.title = title
    apply_analysis(resume, result)
    return resume


# Files whose reader counts pages (a Word file by its page breaks): their exports are held to that length. Plain
# text has no pages.
PAGED_FILE_TYPES = (FileType.PDF, FileType.DOCX)


def new_file(document: ExtractedDocument, file_name: str, data: bytes) -> ResumeFile:
    return ResumeFile(
        file_name=PurePath(_storable_file_name(file_name).replace("\\", "/")).name[:255] or "resume",
        file_type=document.file_type.value,
        media_type=MEDIA_TYPES[document.file_type],
        size=len(data),
        content=data,
        page_count=document.page_count if document.file_type in PAGED_FILE_TYPES else None,
    )


def apply_analysis(resume: Resume, result: EngineAnalysis) -> None:
    """Stores the analysis and the enhanced version made from it (any older one described other text)."""
    analyzed = result.analyzed
    analysis = analyzed.analysis
    resume.name = analyzed.parsed.personal_info.name[:300]
    resume.ai_title = analysis.ai_title[:300]
    resume.ai_subtitle = analysis.ai_subtitle[:500]
    resume.industry = analysis.industry[:300]
    resume.specialization = analysis.specialization[:300]
    resume.original_content = analyzed.text
    resume.parsed = analyzed.parsed.model_dump(mode="json", by_alias=True)
    resume.analysis = {
        **analysis.model_dump(mode="json", by_alias=True),
        COMMENTARY_KEY: result.commentary.commentary,
        ENGINE_KEY: result.commentary.engine,
        FALLBACK_REASON_KEY: result.commentary.fallback_reason,
    }
    resume.overall_score = analysis.overall_score
    store_enhanced_version(resume, result.enhanced, result.enhancement)


def reanalyze_content(resume: Resume, content: str, engine: AiEngine, work: Work, max_characters: int) -> None:
    text = content.strip()
    if not text:
        raise InvalidInput(EMPTY_CONTENT_MESSAGE, {"content": EMPTY_CONTENT_MESSAGE})
    ensure_analysable(text, max_characters)
    apply_analysis(resume, analyze_with_engine(engine, work, work.run(analyze_text, text)))


def claim(db: Session, settings: Settings, user: User, resume: Resume) -> Resume:
    ensure_room(db, settings, user, None)
    resume.owner_id = user.id
    resume.anonymous_owner = None
    db.commit()
    return resume


def save_to_dashboard(db: Session, settings: Settings, user: User, resume: Resume) -> Resume:
    """Keeps the current version (the accepted enhanced one when it exists) in the user's dashboard."""
    if resume.owner_id is None:
        ensure_room(db, settings, user, None)
        resume.owner_id = user.id
        resume.anonymous_owner = None
    content = enhanced_text(resume)
    if content is not None and resume.enhanced_analysis is not None:
        resumes.add_version(
            db,
            resume,
            "Saved enhanced version",
            content=content,
            overall_score=resume.enhanced_analysis["overallScore"],
            category_scores=resume.enhanced_analysis["categoryScores"],
        )
    else:
        record_version(db, resume, "Saved")
    db.commit()
    return resume


def restore_version(
    db: Session, resume: Resume, version_id: str, engine: AiEngine, work: Work, max_characters: int
) -> Resume:
    version = resumes.get_version(db, resume.id, version_id)
    reanalyze_content(resume, version.content, engine, work, max_characters)
    record_version(db, resume, f"Restored version {version.number}")
    db.commit()
    return resume


def record_version(db: Session, resume: Resume, label: str) -> None:
    resumes.add_version(
        db,
        resume,
        label,
        content=resume.original_content,
        overall_score=resume.overall_score,
        category_scores=resume.analysis["categoryScores"],
    )
