"""Enhancement, tailoring and the truthfulness guard. Every engine's rewrites pass through `guard_changes`."""

from vitae.writer.apply import apply_improvements, comparison_base
from vitae.writer.enhancer import enhance_resume
from vitae.writer.fact_model import Fact, FactKind
from vitae.writer.guard import find_new_facts, guard_changes
from vitae.writer.models import (
    Advice,
    Enhancement,
    GuardViolation,
    Improvement,
    ImprovementKind,
    TextEdit,
    UncertainSection,
)

__all__ = [
    "Advice",
    "Enhancement",
    "Fact",
    "FactKind",
    "GuardViolation",
    "Improvement",
    "ImprovementKind",
    "TextEdit",
    "UncertainSection",
    "apply_improvements",
    "comparison_base",
    "enhance_resume",
    "find_new_facts",
    "guard_changes",
]
