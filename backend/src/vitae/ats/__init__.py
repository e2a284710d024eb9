"""ATS scoring: four category scores from explainable findings, the skills taxonomy and the skills matcher."""

from vitae.ats.matcher import SkillMatcher, SkillMention, default_matcher, find_skills
from vitae.ats.models import (
    Category,
    CategoryScores,
    DetectedSkill,
    FileIssue,
    FileIssueKind,
    Finding,
    KeywordMatch,
    OccupationMatch,
    ResumeAnalysis,
    Severity,
)
from vitae.ats.rubric import CATEGORY_WEIGHTS, Check, rubric
from vitae.ats.scoring import prepare_scoring, score_resume
from vitae.ats.taxonomy import Taxonomy, default_taxonomy, load_taxonomy

__all__ = [
    "CATEGORY_WEIGHTS",
    "Category",
    "CategoryScores",
    "Check",
    "DetectedSkill",
    "FileIssue",
    "FileIssueKind",
    "Finding",
    "KeywordMatch",
    "OccupationMatch",
    "ResumeAnalysis",
    "Severity",
    "SkillMatcher",
    "SkillMention",
    "Taxonomy",
    "default_matcher",
    "default_taxonomy",
    "find_skills",
    "load_taxonomy",
    "rubric",
    "prepare_scoring",
    "score_resume",
]
