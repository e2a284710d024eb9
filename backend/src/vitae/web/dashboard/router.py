"""The signed-in user's dashboard: plan and storage, score history, and the resume list with best versions."""

from collections import defaultdict
from datetime import UTC, datetime

from fastapi import APIRouter

from vitae import plans
from vitae.store import resumes
from vitae.store.models import ResumeVersion
from vitae.web.dashboard.schemas import (
    DashboardAnalytics,
    DashboardResume,
    DashboardStats,
    ResumeScoreHistory,
    ScorePoint,
    StorageInfo,
)
from vitae.web.deps import CurrentUser, SessionDep, SettingsDep
from vitae.web.resumes.schemas import ResumeSummary
from vitae.web.resumes.service import resume_limit

router = APIRouter(prefix="/api/dashboard", tags=["dashboard"])


@router.get("/stats")
def stats(user: CurrentUser, db: SessionDep, settings: SettingsDep) -> DashboardStats:
    used = resumes.count_user_resumes(db, user.id)
    limit = resume_limit(user, settings)
    return DashboardStats(
        plan_type=user.plan_type,
        plan_name=plans.plan_name(user.plan_type),
        is_premium=plans.is_premium(user.plan_type),
        trial_days_remaining=plans.trial_days_remaining(user.created_at, datetime.now(UTC), settings.trial_days),
        total_resumes=used,
        storage_info=StorageInfo(used=used, limit=limit, percentage=plans.storage_percentage(used, limit)),
        upgrade_contact=settings.upgrade_contact.strip(),
    )


def _point(version: ResumeVersion) -> ScorePoint:
    return ScorePoint(
        version_id=version.id,
        number=version.number,
        label=version.label,
        score=version.overall_score,
        created_at=version.created_at,
    )


@router.get("/analytics")
def analytics(user: CurrentUser, db: SessionDep) -> DashboardAnalytics:
    owned = resumes.list_user_resumes(db, user.id)
    by_resume: dict[str, list[ScorePoint]] = defaultdict(list)
    timeline = []
    for version in resumes.versions_of_user(db, user.id):
        point = _point(version)
        by_resume[version.resume_id].append(point)
        timeline.append(point)
    average = round(sum(resume.overall_score for resume in owned) / len(owned)) if owned else None
    return DashboardAnalytics(
        average_ats_score=average,
        resume_histories=[
            ResumeScoreHistory(resume_id=resume.id, title=resume.ai_title or resume.title, points=by_resume[resume.id])
            for resume in owned
        ],
        timeline=timeline,
    )


@router.get("/resumes")
def dashboard_resumes(user: CurrentUser, db: SessionDep) -> list[DashboardResume]:
    best: dict[str, ResumeVersion] = {}
    for version in resumes.versions_of_user(db, user.id):
        if version.resume_id not in best or version.overall_score > best[version.resume_id].overall_score:
            best[version.resume_id] = version
    listed = []
    for resume in resumes.list_user_resumes(db, user.id):
        top = best.get(resume.id)
        best_score = max(resume.overall_score, top.overall_score if top else 0)
        listed.append(
            DashboardResume(
                **dict(ResumeSummary.of(resume)),
                best_score=best_score,
                best_version_id=top.id if top else None,
            )
        )
    return listed
