"""The templates a user can choose, with the names the web app shows, and the paper sizes they come in."""

from dataclasses import dataclass
from typing import Literal

from vitae.errors import InvalidInput

Paper = Literal["letter", "a4"]
PAPERS: tuple[Paper, ...] = ("letter", "a4")
DEFAULT_TEMPLATE = "classic"


@dataclass(frozen=True)
class TemplateInfo:
    id: str
    name: str
    description: str


_TEMPLATES = (
    TemplateInfo(
        id="classic",
        name="Classic",
        description="Serif type, centred header and small-capital headings over a rule: the traditional resume.",
    ),
    TemplateInfo(
        id="modern",
        name="Modern",
        description="Clean sans-serif type, left-aligned header and headings set in deep blue.",
    ),
    TemplateInfo(
        id="compact",
        name="Compact",
        description="Calibri-like type on narrow margins with one-line entry headings, to fit more on a page.",
    ),
)


def templates() -> list[TemplateInfo]:
    """Every template, the default first. All are one column with real text and standard headings (ATS-safe)."""
    return list(_TEMPLATES)


def template_ids() -> list[str]:
    return [template.id for template in _TEMPLATES]


def check_template(template: str) -> str:
    if template not in template_ids():
        raise InvalidInput(f"Unknown template '{template}'. Choose one of: {', '.join(template_ids())}.")
    return template


def check_paper(paper: str) -> Paper:
    for known in PAPERS:
        if paper == known:
            return known
    raise InvalidInput(f"Unknown paper size '{paper}'. Choose 'letter' or 'a4'.")
