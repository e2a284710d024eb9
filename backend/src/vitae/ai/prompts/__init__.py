"""Every prompt Vitae sends to a model, in one place, each a named and versioned template.

A template's placeholders are `$name` (string.Template); rendering refuses a missing or an unknown value, so a prompt
never goes out with a hole in it. Change a prompt by adding a new version, so results stay traceable to the prompt.
"""

from dataclasses import dataclass
from string import Template

from vitae.ai.prompts.templates import (
    ASSISTANT_V2,
    COMMENTARY_V1,
    ENHANCE_V1,
    FEEDBACK_V1,
    FOLLOW_UP_V1,
    QUESTION_V1,
    REPAIR_V1,
    REPORT_V1,
    SECTION_V1,
    SKILLS_V1,
    TAILOR_V1,
)


@dataclass(frozen=True)
class PromptTemplate:
    name: str
    version: int
    system: str
    user: str

    @property
    def placeholders(self) -> frozenset[str]:
        return frozenset(
            named
            for text in (self.system, self.user)
            for _, escaped_or_named, braced, _ in Template.pattern.findall(text)
            for named in (escaped_or_named or braced,)
            if named
        )

    def render(self, **values: str) -> list[dict[str, str]]:
        """The chat messages, system then user, with every placeholder filled."""
        missing = self.placeholders - values.keys()
        unknown = values.keys() - self.placeholders
        if missing or unknown:
            raise ValueError(
                f"Prompt {self.name} v{self.version}: missing {sorted(missing)}, unknown {sorted(unknown)}"
            )
        return [
            {"role": "system", "content": Template(self.system).substitute(values)},
            {"role": "user", "content": Template(self.user).substitute(values)},
        ]


ENHANCE = PromptTemplate("enhance", 1, *ENHANCE_V1)
ASSISTANT = PromptTemplate("assistant", 2, *ASSISTANT_V2)
REPAIR = PromptTemplate("repair", 1, *REPAIR_V1)
COMMENTARY = PromptTemplate("commentary", 1, *COMMENTARY_V1)
TAILOR = PromptTemplate("tailor", 1, *TAILOR_V1)
SECTION = PromptTemplate("section", 1, *SECTION_V1)
SKILLS = PromptTemplate("skills", 1, *SKILLS_V1)
QUESTION = PromptTemplate("question", 1, *QUESTION_V1)
FOLLOW_UP = PromptTemplate("follow-up", 1, *FOLLOW_UP_V1)
FEEDBACK = PromptTemplate("feedback", 1, *FEEDBACK_V1)
REPORT = PromptTemplate("report", 1, *REPORT_V1)

ALL_TEMPLATES = (ENHANCE, ASSISTANT, REPAIR, COMMENTARY, TAILOR, SECTION, SKILLS, QUESTION, FOLLOW_UP, FEEDBACK, REPORT)

__all__ = [
    "ALL_TEMPLATES",
    "ASSISTANT",
    "COMMENTARY",
    "ENHANCE",
    "FEEDBACK",
    "FOLLOW_UP",
    "QUESTION",
    "REPAIR",
    "REPORT",
    "SECTION",
    "SKILLS",
    "TAILOR",
    "PromptTemplate",
]
