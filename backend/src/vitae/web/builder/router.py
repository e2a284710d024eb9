"""The Resume Builder's server calls: PDF export, a preview from the same templates, and saving to the dashboard."""

from fastapi import APIRouter
from fastapi.responses import Response

from vitae.ai.protocol import EngineReply
from vitae.analysis import analyze_structured
from vitae.errors import InvalidInput
from vitae.render import content_disposition, detail_file_name, render_pdf, render_svg_pages
from vitae.resume.builder_import import resume_from_builder
from vitae.resume.model import ParsedResume
from vitae.store import resumes
from vitae.store.models import BuilderDraft
from vitae.store.resumes import Owner
from vitae.web.builder.schemas import (
    AssistantQuestion,
    BuilderDocument,
    BuilderDraftBody,
    BuilderDraftPublic,
    BuilderScore,
    BuilderScoreRequest,
    PreviewPages,
    SaveBuilderRequest,
)
from vitae.web.deps import (
    AiEngineDep,
    AnalysisDep,
    CurrentUser,
    RenderingDep,
    SessionDep,
    SettingsDep,
    release_connection,
)
from vitae.web.exports.router import PDF_FILE
from vitae.web.resumes import service
from vitae.web.resumes.schemas import ResumePublic
from vitae.writer.assistant import is_section_enhancement

router = APIRouter(prefix="/api/resumes", tags=["builder"])
assistant_router = APIRouter(prefix="/api", tags=["builder"])

EMPTY_RESUME_MESSAGE = "The resume is empty: fill in at least your name and one section first."


def _resume_of(document: BuilderDocument | SaveBuilderRequest | BuilderScoreRequest) -> ParsedResume:
    resume = resume_from_builder(document.resume_data)
    if not resume.personal_info.name and not (resume.work or resume.education or resume.summary):
        raise InvalidInput(EMPTY_RESUME_MESSAGE)
    return resume


@router.post("/generate-pdf", response_class=Response, responses=PDF_FILE)
def generate_pdf(document: BuilderDocument, _user: CurrentUser, rendering: RenderingDep) -> Response:
    resume = _resume_of(document)
    pdf = rendering.run(render_pdf, resume, template=document.template, paper=document.paper)
    file_name = detail_file_name(name=resume.personal_info.name, title=document.title)
    return Response(pdf, media_type="application/pdf", headers={"Content-Disposition": content_disposition(file_name)})


@router.post("/preview")
def preview(document: BuilderDocument, _user: CurrentUser, rendering: RenderingDep) -> PreviewPages:
    resume = _resume_of(document)
    pages = rendering.run(render_svg_pages, resume, template=document.template, paper=document.paper)
    return PreviewPages(pages=[page.decode() for page in pages])


@router.post("/builder-score")
def builder_score(request: BuilderScoreRequest, analysis: AnalysisDep) -> BuilderScore:
    """The builder's live score, from the same function that scores the resume when it is saved. Open to visitors,
    as the builder is: it reads the data sent and stores nothing."""
    try:
        resume = _resume_of(request)
    except InvalidInput:
        return BuilderScore(overall_score=0, category_scores=None)
    scored = analysis.run(analyze_structured, resume).analysis
    findings = sorted(scored.findings, key=lambda finding: -finding.points_lost)
    return BuilderScore(overall_score=scored.overall_score, category_scores=scored.category_scores, findings=findings)


@router.post("/save-builder")
def save_builder(
    request: SaveBuilderRequest,
    user: CurrentUser,
    db: SessionDep,
    settings: SettingsDep,
    analysis: AnalysisDep,
    engine: AiEngineDep,
) -> ResumePublic:
    """Creates a dashboard resume from the builder (or updates the one it was saved as), fully analysed."""
    release_connection(db)
    analyzed = service.analyze_with_engine(engine, analysis, analysis.run(analyze_structured, _resume_of(request)))
    title = request.title.strip() or analyzed.analyzed.parsed.personal_info.name or "Built resume"
    if request.resume_id:
        record = resumes.owned_resume(db, request.resume_id, Owner(user_id=user.id, anonymous_owner=None))
        record.title = title
        service.apply_analysis(record, analyzed)
        service.record_version(db, record, "Saved from the builder")
        db.commit()
        return ResumePublic.of(record)
    service.ensure_room(db, settings, user, None)
    record = service.new_resume(analyzed, title=title, user=user, anonymous_owner=None)
    resumes.add_resume(db, record, None, version_label="Built in the builder")
    return ResumePublic.of(record)


@assistant_router.post("/resume-ai-assistant")
def resume_ai_assistant(
    request: AssistantQuestion, _user: CurrentUser, db: SessionDep, engine: AiEngineDep
) -> EngineReply:
    """A request to enhance a section (the builder's 'Enhance with AI' on it) is a task of its own; any other
    question is answered by the assistant."""
    release_connection(db)
    if is_section_enhancement(request.question, request.section):
        return engine.enhance_section(request.section, request.context)
    return engine.answer_question(request.question, request.section, request.context)


@assistant_router.get("/builder/draft")
def get_draft(user: CurrentUser, db: SessionDep) -> BuilderDraftPublic | None:
    draft = db.get(BuilderDraft, user.id)
    if draft is None:
        return None
    return BuilderDraftPublic.model_validate({**draft.data, "updatedAt": draft.updated_at})


@assistant_router.put("/builder/draft")
def save_draft(body: BuilderDraftBody, user: CurrentUser, db: SessionDep) -> BuilderDraftPublic:
    """Kept on the server for signed-in users, so a draft is not lost with the browser."""
    data = body.model_dump(mode="json", by_alias=True)
    draft = db.get(BuilderDraft, user.id)
    if draft is None:
        draft = BuilderDraft(user_id=user.id, data=data)
        db.add(draft)
    else:
        draft.data = data
    db.commit()
    return BuilderDraftPublic.model_validate({**data, "updatedAt": draft.updated_at})


@assistant_router.delete("/builder/draft")
def delete_draft(user: CurrentUser, db: SessionDep) -> dict[str, str]:
    draft = db.get(BuilderDraft, user.id)
    if draft is not None:
        db.delete(draft)
        db.commit()
    return {"message": "Draft cleared"}
