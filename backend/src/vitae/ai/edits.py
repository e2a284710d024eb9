"""Targeted edits from a model: which field, the exact text it replaces, the new text and why.

An edit is applied only where its original text stands in the named field, so a model can reword what is written
but never rewrite a field it misread. Each becomes an Improvement like the offline engine's, for the truthfulness
guard and the accept/reject screen.
"""

from pydantic import Field

from vitae.resume.model import CamelModel, Entry, ParsedResume
from vitae.writer.models import Improvement, ImprovementKind, TextEdit

_ENTRY_SECTIONS = {
    "work": "Experience",
    "education": "Education",
    "projects": "Projects",
    "certifications": "Certifications",
}


class TargetedEdit(CamelModel):
    target: str = Field(description="The field, exactly as listed, e.g. 'work.0.bullets.2'")
    original: str = Field(description="A span copied exactly from that field")
    new: str = Field(description="The text that replaces the span")
    why: str = Field(description="One sentence: why the new text reads better")


class EditList(CamelModel):
    edits: list[TargetedEdit]


class TextField(CamelModel):
    target: str
    section: str
    location: str
    text: str


def text_fields(resume: ParsedResume) -> dict[str, TextField]:
    """The resume's rewritable prose by target: the summary, the headline, and every entry's description and bullets."""
    fields: list[TextField] = []
    if resume.summary:
        fields.append(TextField(target="summary", section="Summary", location="Summary", text=resume.summary))
    if resume.personal_info.headline:
        headline = resume.personal_info.headline
        fields.append(TextField(target="personalInfo.headline", section="Contact", location="Headline", text=headline))
    for key, section in _ENTRY_SECTIONS.items():
        entries: list[Entry] = getattr(resume, key)
        for index, entry in enumerate(entries):
            place = f"{section} › {', '.join(part for part in (entry.title, entry.organization) if part)}"
            if entry.description:
                target = f"{key}.{index}.description"
                fields.append(TextField(target=target, section=section, location=place, text=entry.description))
            for number, bullet in enumerate(entry.bullets):
                target = f"{key}.{index}.bullets.{number}"
                location = f"{place} › bullet {number + 1}"
                fields.append(TextField(target=target, section=section, location=location, text=bullet))
    return {field.target: field for field in fields}


def improvements_from_edits(fields: dict[str, TextField], edits: list[TargetedEdit]) -> list[Improvement]:
    """An Improvement for each edit whose original text stands in its field; the others are dropped."""
    improvements: list[Improvement] = []
    for edit in edits:
        field = fields.get(edit.target)
        if field is None or not edit.original or edit.original == edit.new:
            continue
        start = field.text.find(edit.original)
        if start == -1:
            continue
        end = start + len(edit.original)
        improvements.append(
            Improvement(
                id=f"ai-{len(improvements) + 1}",
                section=field.section,
                location=field.location,
                kind=ImprovementKind.REWRITE,
                before=field.text,
                after=field.text[:start] + edit.new + field.text[end:],
                reason=edit.why.strip() or "Reworded for clarity.",
                target=field.target,
                edit=TextEdit(start=start, end=end, text=edit.new),
            )
        )
    return improvements
