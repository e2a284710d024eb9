"""The curated question bank: one data file per role family (`data/questions/*.json`), read once and shared."""

import json
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

from vitae.interview.models import Difficulty, ExperienceLevel, QuestionKind, RoleFamily


def mentions(text: str, phrase: str) -> bool:
    """`phrase` stands in `text` (lower case) as whole words: 'ai' is not in 'maintenance'."""
    return re.search(rf"(?<![\w-]){re.escape(phrase.lower())}", text.lower()) is not None


@dataclass(frozen=True)
class BankQuestion:
    text: str
    kind: QuestionKind
    difficulty: Difficulty
    levels: frozenset[ExperienceLevel]
    intent: str
    keywords: tuple[str, ...]
    titles: tuple[str, ...] = ()  # words of the job titles it is for ('nurse', 'frontend'); empty: the whole family

    def fits_title(self, title: str) -> bool:
        return not self.titles or any(mentions(title, word) for word in self.titles)


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
                titles=tuple(item.get("titles", ())),
            )
            for item in payload["questions"]
        ),
    )


@cache
def question_bank() -> dict[RoleFamily, FamilyBank]:
    """Every family's bank, parsed on first use; immutable afterwards."""
    return {family: _read_family(family) for family in RoleFamily}
