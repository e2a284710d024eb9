"""The curated question bank: one data file per role family (`data/questions/*.json`), read once and shared."""

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

from vitae.interview.models import Difficulty, ExperienceLevel, QuestionKind, RoleFamily


@dataclass(frozen=True)
class BankQuestion:
    text: str
    kind: QuestionKind
    difficulty: Difficulty
    levels: frozenset[ExperienceLevel]
    intent: str
    keywords: tuple[str, ...]


@dataclass(frozen=True)
class FamilyBank:
    family: RoleFamily
    title_words: tuple[str, ...]  # words of job titles that belong to this family, lower case
    questions: tuple[BankQuestion, ...]


def _read_family(family: RoleFamily) -> FamilyBank:
    raw = resources.files("vitae.interview").joinpath("data", "questions", f"{family.value}.json").read_text("utf-8")
    payload = json.loads(raw)
    return FamilyBank(
        family=family,
        title_words=tuple(payload["titleWords"]),
        questions=tuple(
            BankQuestion(
                text=item["text"],
                kind=QuestionKind(item["kind"]),
                difficulty=Difficulty(item["difficulty"]),
                levels=frozenset(ExperienceLevel(level) for level in item["levels"]),
                intent=item["intent"],
                keywords=tuple(item["keywords"]),
            )
            for item in payload["questions"]
        ),
    )


@cache
def question_bank() -> dict[RoleFamily, FamilyBank]:
    """Every family's bank, parsed on first use; immutable afterwards."""
    return {family: _read_family(family) for family in RoleFamily}
