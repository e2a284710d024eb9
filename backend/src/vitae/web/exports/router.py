"""Downloads: the resume as PDF (typst templates), Word, JSON Resume or plain text."""

from enum import StrEnum
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import Response

from vitae.render import (
    DEFAULT_TEMPLATE,
    Paper,
    content_disposition,
    detail_file_name,
    render_docx,
    render_json_resume,
    render_pdf,
    templates,
)
from vitae.render.text import resume_to_text
from vitae.store import resumes
from vitae.store.resumes import Owner
from vitae.web.auth.schemas import CamelModel
from vitae.web.deps import CurrentUser, RenderingDep, SessionDep, anonymous_owner
from vitae.web.resumes.enhancement import ResumeVersionChoice, resume_to_export

router = APIRouter(prefix="/api", tags=["exports"])


class ExportFormat(StrEnum):
    PDF = "pdf"
    DOCX = "docx"
    JSON = "json"
    TXT = "txt"


MEDIA_TYPES = {
    ExportFormat.PDF: "application/pdf",
    ExportFormat.DOCX: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ExportFormat.JSON: "application/json",
    ExportFormat.TXT: "text/plain; charset=utf-8",
}


class TemplatePublic(CamelModel):
    id: str
    name: str
    description: str


# How the OpenAPI schema describes a download: the file itself, not a JSON reply about it.
_BINARY = {"schema": {"type": "string", "format": "binary"}}
PDF_FILE: dict[int | str, dict[str, Any]] = {
    200: {"description": "The PDF, to save", "content": {MEDIA_TYPES[ExportFormat.PDF]: _BINARY}}
}
EXPORT_FILE: dict[int | str, dict[str, Any]] = {
    200: {
        "description": "The resume in the format asked for, to save",
        "content": {
            MEDIA_TYPES[ExportFormat.PDF]: _BINARY,
            MEDIA_TYPES[ExportFormat.DOCX]: _BINARY,
            MEDIA_TYPES[ExportFormat.JSON]: {
                "schema": {"type": "object", "additionalProperties": True, "description": "A JSON Resume document"}
            },
            "text/plain": {"schema": {"type": "string"}},
        },
    }
}

TemplateQuery = Annotated[str, Query(max_length=40)]
PaperQuery = Annotated[Paper, Query()]
VersionQuery = Annotated[ResumeVersionChoice | None, Query()]


@router.get("/render/templates")
def list_templates() -> list[TemplatePublic]:
    return [TemplatePublic(id=item.id, name=item.name, description=item.description) for item in templates()]


@router.post("/resumes/{resume_id}/download-pdf", response_class=Response, responses=PDF_FILE)
def download_pdf(
    resume_id: str,
    request: Request,
    user: CurrentUser,
    db: SessionDep,
    rendering: RenderingDep,
    template: TemplateQuery = DEFAULT_TEMPLATE,
    paper: PaperQuery = "letter",
    version: VersionQuery = None,
) -> Response:
    return export_resume(resume_id, request, user, db, rendering, ExportFormat.PDF, template, paper, version)


@router.post("/resumes/{resume_id}/export", response_class=Response, responses=EXPORT_FILE)
def export_resume(
    resume_id: str,
    request: Request,
    user: CurrentUser,
    db: SessionDep,
    rendering: RenderingDep,
    format: Annotated[ExportFormat, Query()] = ExportFormat.PDF,
    template: TemplateQuery = DEFAULT_TEMPLATE,
    paper: PaperQuery = "letter",
    version: VersionQuery = None,
) -> Response:
    """Downloads need an account (SPEC §5); the resume may still be this browser's unclaimed upload."""
    owner = Owner(user_id=user.id, anonymous_owner=anonymous_owner(request))
    resume = resumes.owned_resume(db, resume_id, owner)
    parsed, text = resume_to_export(resume, version)
    if format is ExportFormat.PDF:
        # No longer than the uploaded document, so that a one-page resume stays one page.
        max_pages = resumes.original_page_count(db, resume)
        content = rendering.run(render_pdf, parsed, template=template, paper=paper, max_pages=max_pages)
    elif format is ExportFormat.DOCX:
        content = render_docx(parsed, paper=paper)
    elif format is ExportFormat.JSON:
        content = render_json_resume(parsed)
    else:
        content = (text or resume_to_text(parsed)).encode()
    file_name = detail_file_name(name=resume.name, title=resume.title, extension=format.value)
    return Response(
        content,
        media_type=MEDIA_TYPES[format],
        headers={
            "Content-Disposition": content_disposition(file_name),
            "Cache-Control": "no-store",
        },
    )
