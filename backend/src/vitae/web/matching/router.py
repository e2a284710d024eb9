"""Job Description Matcher and Resume Tweaker: match a stored resume to a posting, tailor it honestly, export it."""

from typing import Annotated

from fastapi import APIRouter, File, Request, UploadFile
from fastapi.responses import Response
from sqlalchemy.orm import Session

from vitae.ai.protocol import AiEngine, EngineTailoring
from vitae.analysis import match_posting
from vitae.ats.job_description import analyze_job_description
from vitae.errors import InvalidInput
from vitae.render import DEFAULT_TEMPLATE, content_disposition, render_pdf, render_svg_pages, tweak_file_name
from vitae.resume.model import ParsedResume
from vitae.store import resumes
from vitae.store.models import Resume
from vitae.store.resumes import Owner
from vitae.web.deps import (
    AiEngineDep,
    AnalysisDep,
    CurrentUser,
    RenderingDep,
    SessionDep,
    anonymous_owner,
    release_connection,
)
from vitae.web.exports.router import PDF_FILE, PaperQuery, TemplateQuery
from vitae.web.matching.schemas import (
    JobDescriptionRequest,
    JobDescriptionText,
    MatchResult,
    TailoredPages,
    TweakRequest,
    TweakResult,
)
from vitae.web.resumes.enhancement import proposal_of
from vitae.web.resumes.router import OwnerDep, ReaderDep, read_upload
from vitae.work import Work
from vitae.writer import apply_improvements

router = APIRouter(prefix="/api", tags=["matching"])

ENGINE_HEADER = "X-Vitae-Engine"
NO_TEXT_MESSAGE = "Failed to read the file content. Please try copying and pasting the text instead."


def _tailor(
    engine: AiEngine, work: Work, resume: Resume, job_description: str, use_enhanced_version: bool
) -> tuple[EngineTailoring, bool]:
    proposal = proposal_of(resume) if use_enhanced_version else None
    base = apply_improvements(proposal.base_resume, proposal, resume.accepted_improvements or []) if proposal else None
    parsed = ParsedResume.model_validate(resume.parsed)
    job = work.run(analyze_job_description, job_description)
    return engine.tailor(parsed, resume.original_content, job, base=base), base is not None


@router.post("/resumes/{resume_id}/match")
def match(
    resume_id: str, request: JobDescriptionRequest, owner: OwnerDep, db: SessionDep, analysis: AnalysisDep
) -> MatchResult:
    resume = resumes.owned_resume(db, resume_id, owner)
    release_connection(db)
    parsed = ParsedResume.model_validate(resume.parsed)
    result = analysis.run(match_posting, parsed, resume.original_content, request.job_description)
    return MatchResult.model_validate(result.model_dump())


@router.post("/resumes/{resume_id}/tweak")
def tweak(
    resume_id: str, request: TweakRequest, owner: OwnerDep, db: SessionDep, analysis: AnalysisDep, engine: AiEngineDep
) -> TweakResult:
    resume = resumes.owned_resume(db, resume_id, owner)
    key = resumes.tailoring_key(resume, request.job_description, request.use_enhanced_version)
    release_connection(db)
    made, used_enhanced = _tailor(engine, analysis, resume, request.job_description, request.use_enhanced_version)
    tailoring = made.tailoring
    resumes.keep_tailoring(db, resume.id, key, tailoring.enhanced_resume.model_dump(mode="json"), made.engine)
    return TweakResult(
        enhanced_content=tailoring.enhanced_content,
        improvements=[f"{change.location}: {change.reason}" for change in tailoring.improvements],
        changes=tailoring.improvements,
        reverted=tailoring.reverted,
        keyword_matches=tailoring.keyword_matches,
        missing_keywords=tailoring.missing_keywords,
        original_match_score=tailoring.original_match_score,
        match_score=tailoring.match_score,
        used_enhanced_version=used_enhanced,
        engine=made.engine,
        fallback_reason=made.fallback_reason,
    )


def _tailored_resume(
    db: Session, engine: AiEngine, work: Work, resume: Resume, body: TweakRequest
) -> tuple[ParsedResume, str]:
    """The tailored resume for this posting and its engine: the one the tweak showed when it was made for this
    posting, since a model would word a second tailoring anew; else a new one, kept for the next export."""
    key = resumes.tailoring_key(resume, body.job_description, body.use_enhanced_version)
    stored = resumes.stored_tailoring(db, resume.id, key)
    if stored is not None:
        return ParsedResume.model_validate(stored.tailored), stored.engine
    release_connection(db)
    made, _ = _tailor(engine, work, resume, body.job_description, body.use_enhanced_version)
    tailored = made.tailoring.enhanced_resume
    resumes.keep_tailoring(db, resume.id, key, tailored.model_dump(mode="json"), made.engine)
    return tailored, made.engine


@router.post("/resumes/{resume_id}/job-match-pdf", response_class=Response, responses=PDF_FILE)
def job_match_pdf(
    resume_id: str,
    body: TweakRequest,
    request: Request,
    user: CurrentUser,
    db: SessionDep,
    rendering: RenderingDep,
    analysis: AnalysisDep,
    engine: AiEngineDep,
    template: TemplateQuery = DEFAULT_TEMPLATE,
    paper: PaperQuery = "letter",
) -> Response:
    """The tailored resume as a PDF; downloads need an account (SPEC §5)."""
    owner = Owner(user_id=user.id, anonymous_owner=anonymous_owner(request))
    resume = resumes.owned_resume(db, resume_id, owner)
    tailored, made_by = _tailored_resume(db, engine, analysis, resume, body)
    return Response(
        rendering.run(render_pdf, tailored, template=template, paper=paper),
        media_type="application/pdf",
        # A file has no JSON field to name its engine; the header does (the fallback reason is in the tweak's).
        headers={"Content-Disposition": content_disposition(tweak_file_name(resume.id)), ENGINE_HEADER: made_by},
    )


@router.post("/resumes/{resume_id}/tailored-pages")
def tailored_pages(
    resume_id: str,
    body: TweakRequest,
    owner: OwnerDep,
    db: SessionDep,
    rendering: RenderingDep,
    analysis: AnalysisDep,
    engine: AiEngineDep,
    template: TemplateQuery = DEFAULT_TEMPLATE,
    paper: PaperQuery = "letter",
) -> TailoredPages:
    """The pages of the tailored PDF as SVG images, for printing: the same layout as the download, named after the
    person. Open to the browser that uploaded the resume, as the tweak is: printing needs no account."""
    resume = resumes.owned_resume(db, resume_id, owner)
    tailored, _ = _tailored_resume(db, engine, analysis, resume, body)
    pages = rendering.run(render_svg_pages, tailored, template=template, paper=paper)
    name = tailored.personal_info.name.strip() or resume.name.strip()
    return TailoredPages(name=name, paper=paper, pages=[page.decode() for page in pages])


@router.post("/job-description/read")
def read_job_description(
    file: Annotated[UploadFile, File(description="the posting as .txt, .pdf, .docx or .doc")], reader: ReaderDep
) -> JobDescriptionText:
    """Reads a posting file into text where the browser cannot (PDF and Word)."""
    text = reader.extract(read_upload(file)).text.strip()
    if not text:
        raise InvalidInput(NO_TEXT_MESSAGE)
    return JobDescriptionText(text=text)
