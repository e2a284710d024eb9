"""A fact a text states, its kind, and the text being read with the facts found so far blanked out."""

import re
from dataclasses import dataclass
from enum import StrEnum


class FactKind(StrEnum):
    NUMBER = "number"
    PERCENTAGE = "percentage"
    MONEY = "money"
    DATE = "date"
    CONTACT = "contact"
    SKILL = "skill"
    DEGREE = "degree"
    CERTIFICATION = "certification"
    JOB_TITLE = "job_title"
    ORGANIZATION = "organization"  # an employer, an institution or another named body


@dataclass(frozen=True, slots=True)
class Fact:
    """A plain value, not a model: a long text states tens of thousands, and the guard reads every one."""

    kind: FactKind
    text: str  # as written
    key: str  # the same for every way of writing it


class MaskedText:
    """A text with the parts already read as facts blanked out (line breaks kept, so that a name never runs on
    across a masked line)."""

    def __init__(self, text: str) -> None:
        self.original = text
        self._characters = list(text)
        self._masked: str | None = text

    @property
    def masked(self) -> str:
        if self._masked is None:
            self._masked = "".join(self._characters)
        return self._masked

    def read(self, start: int, end: int) -> str:
        """`masked[start:end]`, without joining the whole text again after each mask."""
        return "".join(self._characters[start:end])

    def mask(self, start: int, end: int) -> None:
        for index in range(start, end):
            if self._characters[index] != "\n":
                self._characters[index] = " "
        self._masked = None


def normalise_words(text: str) -> str:
    """Lower case, words only, single spaces, with a space at each end for whole-word containment tests."""
    return " " + " ".join(re.findall(r"[a-z0-9+#]+", text.lower())) + " "


def normalise_url(url: str) -> str:
    return re.sub(r"^(?:https?://)?(?:www\.)?", "", url.lower()).rstrip("/.")
