from typing import Annotated

from fastapi import APIRouter, Depends, File, Header, Request, Response, UploadFile

from vitae import plans
from vitae.analysis import ensure_analysable, parse_for_builder
from vitae.documents.bounded import DocumentReader
from vitae.documents.limits import MAX_UPLOAD_BYTES
from vitae.documents.messages import FILE_TOO_LARGE
from vitae.errors import FileTooLarge, NotFound
from vitae.resume.builder_shape import BuilderResume
from vitae.store import resumes
from vitae.store.resumes import RESUME_NOT_FOUND_MESSAGE, Owner
from vitae.web.deps import (
    AiEngineDep,
    AnalysisDep,
    CurrentUser,
    OptionalUser,
    SessionDep,
    SettingsDep,
    anonymous_owner,
    client_address,
    ensure_browser_identity,
    release_connection,
)
from vitae.web.resumes import service
from vitae.web.resumes.enhancement import choose_improvements
from vitae.web.resumes.schemas import (
    AcceptedImprovements,
    ContentUpdate,
    MessageResponse,
    ResumePublic,
    ResumeSummary,
    SavedMetadata,
    SaveResult,
    SaveToDashboard,
    StorageStatus,
    VersionPublic,
)

router = APIRouter(prefix="/api", tags=["resumes"])


async def get_document_reader(request: Request) -> DocumentReader:
    reader: DocumentReader = request.app.state.document_reader
    return reader


ReaderDep = Annotated[DocumentReader, Depends(get_document_reader)]


async def requester(request: Request, user: OptionalUser) -> Owner:
    return Owner(user_id=user.id if user else None, anonymous_owner=anonymous_owner(request))


OwnerDep = Annotated[Owner, Depends(requester)]
# A client's name for one upload, the same on every retry of it (printable ASCII, as in an HTTP header).
IdempotencyKey = Annotated[
    str | None,
    Header(alias="Idempotency-Key", min_length=1, max_length=200, pattern=r"^[\x21-\x7e]+$"),
]


def read_upload(upload: UploadFile) -> bytes:
    data = upload.file.read(MAX_UPLOAD_BYTES + 1)
    if len(data) > MAX_UPLOAD_BYTES:
        raise FileTooLarge(FILE_TOO_LARGE)
    return data


@router.post("/resumes", status_code=201)
def upload_resume(
    resume: Annotated[UploadFile, File(description="PDF, DOCX, DOC or TXT, at most 10 MB")],
    request: Request,
    response: Response,
    user: OptionalUser,
    db: SessionDep,
    settings: SettingsDep,
    reader: ReaderDep,
    analysis: AnalysisDep,
    engine: AiEngineDep,
    idempotency_key: IdempotencyKey = None,
) -> ResumePublic:
    """An upload sent again with the same Idempotency-Key (a retry after a lost answer) returns the resume the first
    one stored, instead of storing it twice."""
    data = read_upload(resume)
    browser = None if user else ensure_browser_identity(request, response, settings)
    upload = service.Upload(Owner(user_id=user.id if user else None, anonymous_owner=browser), idempotency_key)
    earlier = service.earlier_upload(db, upload)
    if earlier is not None:
        return ResumePublic.of(earlier)
    if user is None:
        service.ensure_anonymous_storage(db, settings, len(data))
        service.count_anonymous_upload(db, settings, client_address(request))
    service.ensure_room(db, settings, user, browser)
    release_connection(db)
    document, analyzed, times = service.read_and_analyze(
        reader, analysis, data, engine, settings.max_analysed_characters
    )
    file_name = resume.filename or "resume"
    record = service.new_resume(
        analyzed, title=service.title_from_file_name(file_name), user=user, anonymous_owner=browser
    )
    service.ensure_room(db, settings, user, browser)  # again: another upload may have filled the last slot meanwhile
    if user is None:
        service.ensure_anonymous_storage(db, settings, len(data))
    stored = service.store_upload(db, upload, record, service.new_file(document, file_name, data))
    return ResumePublic.of(stored, processing=times if stored is record else None)


@router.get("/resumes")
def list_resumes(user: CurrentUser, db: SessionDep) -> list[ResumeSummary]:
    return [ResumeSummary.of_listing(listing) for listing in resumes.list_user_resume_listings(db, user.id)]


@router.get("/resumes/anonymous")
def list_anonymous_resumes(request: Request, _user: CurrentUser, db: SessionDep) -> list[ResumeSummary]:
    browser = anonymous_owner(request)
    found = resumes.list_anonymous_resume_listings(db, browser) if browser else []
    return [ResumeSummary.of_listing(listing) for listing in found]


@router.get("/resumes/storage")
def storage_status(request: Request, user: OptionalUser, db: SessionDep, settings: SettingsDep) -> StorageStatus:
    """The requester's room for resumes: a signed-in user's plan, or this browser's visitor allowance."""
    found = service.room(db, settings, user, None if user else anonymous_owner(request))
    return StorageStatus(
        used=found.used,
        limit=found.limit,
        percentage=plans.storage_percentage(found.used, found.limit),
        full=found.full,
        message=found.full_message if found.full else "",
    )


@router.get("/resumes/{resume_id}")
def get_resume(resume_id: str, owner: OwnerDep, db: SessionDep) -> ResumePublic:
    return ResumePublic.of(resumes.owned_resume(db, resume_id, owner, with_file=True))


@router.patch("/resumes/{resume_id}")
def update_resume(
    resume_id: str,
    update: ContentUpdate,
    owner: OwnerDep,
    db: SessionDep,
    settings: SettingsDep,
    analysis: AnalysisDep,
    engine: AiEngineDep,
) -> ResumePublic:
    resume = resumes.owned_resume(db, resume_id, owner, with_file=True)
    release_connection(db)
    service.reanalyze_content(resume, update.content, engine, analysis, settings.max_analysed_characters)
    service.record_version(db, resume, "Edited and re-analysed")
    db.commit()
    return ResumePublic.of(resume)


@router.delete("/resumes/{resume_id}")
def delete_resume(resume_id: str, owner: OwnerDep, db: SessionDep) -> MessageResponse:
    resumes.delete_resume(db, resumes.owned_resume(db, resume_id, owner))
    return MessageResponse(message="Resume deleted")


@router.post("/resumes/claim/{resume_id}")
def claim_resume(
    resume_id: str, request: Request, user: CurrentUser, db: SessionDep, settings: SettingsDep
) -> ResumeSummary:
    browser = anonymous_owner(request)
    if browser is None:
        raise NotFound(RESUME_NOT_FOUND_MESSAGE)
    resume = resumes.owned_resume(db, resume_id, Owner(user_id=None, anonymous_owner=browser))
    return ResumeSummary.of(service.claim(db, settings, user, resume))


@router.put("/resumes/{resume_id}/enhancement")
def choose_enhancement(
    resume_id: str, choice: AcceptedImprovements, owner: OwnerDep, db: SessionDep, analysis: AnalysisDep
) -> ResumePublic:
    """The enhanced version becomes the resume with exactly the accepted improvements."""
    resume = resumes.owned_resume(db, resume_id, owner, with_file=True)
    choose_improvements(resume, choice.accepted_ids, analysis)
    db.commit()
    return ResumePublic.of(resume)


@router.post("/resumes/{resume_id}/save-to-dashboard")
def save_to_dashboard(
    resume_id: str,
    _body: SaveToDashboard,
    request: Request,
    user: CurrentUser,
    db: SessionDep,
    settings: SettingsDep,
) -> SaveResult:
    owner = Owner(user_id=user.id, anonymous_owner=anonymous_owner(request))
    resume = service.save_to_dashboard(db, settings, user, resumes.owned_resume(db, resume_id, owner))
    return SaveResult(
        message="Resume saved to your dashboard",
        metadata=SavedMetadata(
            ai_title=resume.ai_title,
            ai_subtitle=resume.ai_subtitle,
            industry=resume.industry,
            specialization=resume.specialization,
        ),
        resume=ResumeSummary.of(resume),
    )


@router.get("/resumes/{resume_id}/versions")
def list_versions(resume_id: str, owner: OwnerDep, db: SessionDep) -> list[VersionPublic]:
    resume = resumes.owned_resume(db, resume_id, owner)
    return [VersionPublic.of(version) for version in resumes.list_versions(db, resume.id)]


@router.post("/resumes/{resume_id}/versions/{version_id}/restore")
def restore_version(
    resume_id: str,
    version_id: str,
    owner: OwnerDep,
    db: SessionDep,
    settings: SettingsDep,
    analysis: AnalysisDep,
    engine: AiEngineDep,
) -> ResumePublic:
    resume = resumes.owned_resume(db, resume_id, owner, with_file=True)
    restored = service.restore_version(db, resume, version_id, engine, analysis, settings.max_analysed_characters)
    return ResumePublic.of(restored)


@router.post("/resume-parser", response_model_exclude_none=True)
def parse_resume_file(
    file: Annotated[UploadFile, File(description="PDF, DOCX, DOC or TXT, at most 10 MB")],
    request: Request,
    user: OptionalUser,
    db: SessionDep,
    settings: SettingsDep,
    reader: ReaderDep,
    analysis: AnalysisDep,
) -> BuilderResume:
    """The resume in the builder's shape (SPEC §3), for filling the builder or an interview's context. A visitor's
    files count against the same limit per address as their uploads."""
    data = read_upload(file)
    if user is None:
        service.count_anonymous_upload(db, settings, client_address(request))
    release_connection(db)
    document = reader.extract(data)
    ensure_analysable(document.text, settings.max_analysed_characters)
    return analysis.run(parse_for_builder, document)
