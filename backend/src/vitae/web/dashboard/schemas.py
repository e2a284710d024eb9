from datetime import datetime

from vitae.web.auth.schemas import CamelModel
from vitae.web.resumes.schemas import ResumeSummary


class StorageInfo(CamelModel):
    used: int
    limit: int
    percentage: int


class DashboardStats(CamelModel):
    plan_type: str
    plan_name: str
    is_premium: bool
    trial_days_remaining: int
    total_resumes: int
    storage_info: StorageInfo
    upgrade_contact: str  # whom to ask for the Professional plan (VITAE_UPGRADE_CONTACT); empty when not set


class ScorePoint(CamelModel):
    version_id: str
    number: int
    label: str
    score: int
    created_at: datetime


class ResumeScoreHistory(CamelModel):
    resume_id: str
    title: str
    points: list[ScorePoint]


class DashboardAnalytics(CamelModel):
    average_ats_score: int | None  # None until the first resume
    resume_histories: list[ResumeScoreHistory]
    timeline: list[ScorePoint]  # every version of every resume, oldest first


class DashboardResume(ResumeSummary):
    best_score: int
    best_version_id: str | None
