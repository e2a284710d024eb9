"""Applying a chosen set of improvements to the resume they were made for: the saved enhanced version is the
resume with exactly the accepted changes.

Targets name a field of the resume ('work.0.bullets.2', 'personalInfo.phone', 'sections.3.heading', 'skills').
Text edits of one field never overlap, so any subset applies cleanly; after them come the changes of structure:
bullets split at line breaks, paragraphs turned into bullets, removed skills dropped and skills regrouped.
"""

import re
from collections import defaultdict
from collections.abc import Iterable, Sequence
from typing import Any

from pydantic.alias_generators import to_snake

from vitae.render.text import resume_to_text
from vitae.resume.model import ParsedResume
from vitae.writer.as_written import written_as_text, written_in_place
from vitae.writer.layout import in_original_layout
from vitae.writer.models import Enhancement, Improvement, ImprovementKind, Layout, TextEdit
from vitae.writer.sentences import sentence_spans

_LABEL_LINE = re.compile(r"^[^:]{1,40}:(?:\s|$)")  # 'Project Description:', 'Team Size: 4'
ENTRY_FIELDS = ("work", "education", "projects", "certifications")
MIN_BULLET_WORDS = 4
_LINK = re.compile(r"https?://|www\.", re.IGNORECASE)


def apply_improvements(
    resume: ParsedResume, changes: Enhancement | Sequence[Improvement], accepted_ids: Iterable[str]
) -> Enhancement:
    """The resume with only the accepted improvements, and its text.

    With an Enhancement, its improvements apply to its base_resume (the resume given to enhance_resume with the
    lines the parser could not place restored), which `resume` was; with a list of improvements (from any engine),
    they apply to `resume` itself.
    """
    accepted = set(accepted_ids)
    if isinstance(changes, Enhancement):
        base, improvements, reverted, advice = (
            changes.base_resume,
            changes.improvements,
            changes.reverted,
            changes.advice,
        )
    else:
        base, improvements, reverted, advice = resume, list(changes), [], []
    chosen = [improvement for improvement in improvements if improvement.id in accepted]
    if isinstance(changes, Enhancement) and changes.layout is Layout.ORIGINAL:
        content, chosen = in_original_layout(changes.source_text, chosen)
        enhanced = written_as_text(content)
        return changes.model_copy(
            update={"enhanced_resume": enhanced, "enhanced_content": content, "improvements": chosen}
        )
    enhanced = apply_changes(base, chosen)
    return Enhancement(
        base_resume=base,
        enhanced_resume=enhanced,
        enhanced_content=resume_to_text(enhanced),
        improvements=chosen,
        reverted=reverted,
        advice=advice,
    )


def comparison_base(enhancement: Enhancement) -> str:
    """The original resume written the way `enhanced_content` is: the source text when the changes were made in
    place, else the resume as read, in the standard layout. The comparison view diffs the enhanced text against
    this, so every difference it shows is a listed improvement and none comes from the layout alone (bullet glyphs,
    the order of a header's parts, the contact line, a section kept as written)."""
    if enhancement.layout is Layout.ORIGINAL:
        return enhancement.source_text
    return resume_to_text(apply_changes(enhancement.base_resume, []))


def apply_changes(resume: ParsedResume, improvements: Sequence[Improvement]) -> ParsedResume:
    """The resume with the changes, each section the parser could not read without losing words written as its
    lines with the changes made in place (as_written): what the candidate gets."""
    enhanced, _ = written_in_place(resume, apply_to_structure(resume, improvements), list(improvements))
    return enhanced


def apply_to_structure(resume: ParsedResume, improvements: Sequence[Improvement]) -> ParsedResume:
    """The resume's structure with the changes, every section kept as structure, even one that is written as its
    lines: what a match reads, like for like with the resume it was made from."""
    data = resume.model_dump()
    edits: dict[str, list[TextEdit]] = defaultdict(list)
    for improvement in improvements:
        if improvement.edit is not None:
            edits[improvement.target].append(improvement.edit)
    for target, field_edits in edits.items():
        original = _get(data, target)
        if isinstance(original, str):
            _set(data, target, apply_text_edits(original, field_edits))
    for improvement in improvements:
        if improvement.order is not None:
            _reorder(data, improvement.target, improvement.order)
    for improvement in improvements:
        if improvement.kind is ImprovementKind.BULLET_POINTS:
            _paragraph_to_bullets(data, improvement.target)
    _materialise_bullets(data)
    regroup = next(
        (item.regroup for item in improvements if item.kind is ImprovementKind.SKILLS_GROUP and item.regroup), None
    )
    _materialise_skills(data, [group.model_dump() for group in regroup] if regroup else None)
    return ParsedResume.model_validate(data)


def apply_text_edits(original: str, edits: Iterable[TextEdit]) -> str:
    """The text with the edits applied; an edit that overlaps one already taken is left out."""
    taken: list[TextEdit] = []
    for edit in sorted(edits, key=lambda item: (item.start, item.end)):
        if edit.end > len(original) or edit.start > edit.end:
            continue
        if taken and (edit.start < taken[-1].end or (edit.start == taken[-1].start == taken[-1].end == edit.end)):
            continue
        taken.append(edit)
    text = original
    for edit in reversed(taken):
        text = text[: edit.start] + edit.text + text[edit.end :]
    return text


def paragraph_bullets(description: str) -> tuple[str, list[str]]:
    """A paragraph as bullets, one a sentence. Label lines ('Project Description:', 'Team Size: 4'), short lines
    ('Responsibilities', 'Microsoft GTSC') and links stay prose, and so does every line above the last of them: the
    prose is written above the bullets, so a sentence bulleted from above it would move and read as a change of
    order, which no improvement lists."""
    lines = _unwrapped([line for line in description.split("\n") if line.strip()])
    prose = [index for index, line in enumerate(lines) if _stays_prose(line)]
    first_bullet = prose[-1] + 1 if prose else 0
    bullets = [line[start:end].strip() for line in lines[first_bullet:] for start, end in sentence_spans(line)]
    return "\n".join(lines[:first_bullet]), [bullet for bullet in bullets if bullet]


def _unwrapped(lines: list[str]) -> list[str]:
    """Lines of a paragraph with the sentences wrapped across them joined again: a line that goes on in lower case
    after one that ends mid-sentence is the same sentence ('...to serve a' / 'full range of abilities.')."""
    joined: list[str] = []
    for line in lines:
        if joined and line.lstrip()[:1].islower() and not joined[-1].rstrip().endswith((".", "!", "?", ":", ";")):
            joined[-1] = f"{joined[-1].rstrip()} {line.strip()}"
        else:
            joined.append(line)
    return joined


def _stays_prose(line: str) -> bool:
    return bool(_LABEL_LINE.match(line.strip()) or len(line.split()) < MIN_BULLET_WORDS or _LINK.search(line))


def _segments(target: str) -> list[str | int]:
    return [int(part) if part.isdigit() else to_snake(part) for part in target.split(".")]


def field_texts(resume: ParsedResume, targets: Iterable[str]) -> dict[str, str]:
    """The text of each field named ('work.0.bullets.1'); empty for a field that is not text or not there."""
    data = resume.model_dump()
    return {target: value if isinstance(value := _get(data, target), str) else "" for target in targets}


def _get(data: dict[str, Any], target: str) -> Any:
    node: Any = data
    for segment in _segments(target):
        try:
            node = node[segment]
        except (KeyError, IndexError, TypeError):
            return None
    return node


def _set(data: dict[str, Any], target: str, value: str) -> None:
    *parents, last = _segments(target)
    node: Any = data
    for segment in parents:
        node = node[segment]
    node[last] = value


def _reorder(data: dict[str, Any], target: str, order: list[int]) -> None:
    """Put a list's items in a new order; an order that is not a permutation of the list is ignored."""
    items = _get(data, target)
    if isinstance(items, list) and sorted(order) == list(range(len(items))):
        items[:] = [items[index] for index in order]


def _paragraph_to_bullets(data: dict[str, Any], target: str) -> None:
    entry = _get(data, target.removesuffix(".description"))
    if not isinstance(entry, dict):
        return
    description, bullets = paragraph_bullets(entry["description"])
    entry["description"] = description
    entry["bullets"] = [*bullets, *entry["bullets"]]
    entry["description_positions"] = []  # the prose that stays is written above the bullets made from it


def _materialise_bullets(data: dict[str, Any]) -> None:
    """A line break inside a bullet splits it; a bullet emptied by its edits is dropped. The description's lines
    keep their places between the bullets."""
    for field_name in ENTRY_FIELDS:
        for entry in data[field_name]:
            parts = [[part.strip() for part in bullet.split("\n") if part.strip()] for bullet in entry["bullets"]]
            above = [0]
            for bullet_parts in parts:
                above.append(above[-1] + len(bullet_parts))
            entry["bullets"] = [part for bullet_parts in parts for part in bullet_parts]
            positions = entry["description_positions"]
            entry["description_positions"] = [above[min(position, len(parts))] for position in positions]


def _materialise_skills(data: dict[str, Any], regroup: list[dict[str, Any]] | None) -> None:
    groups = [{**group, "skills": [skill for skill in group["skills"] if skill.strip()]} for group in data["skills"]]
    if regroup is not None:
        placed = {skill.lower(): group["name"] for group in regroup for skill in group["skills"]}
        remaining = {skill.lower() for group in groups for skill in group["skills"]}
        ordered: dict[str, list[str]] = {}
        for group in regroup:
            for skill in group["skills"]:
                if skill.lower() in remaining and skill not in ordered.get(group["name"], []):
                    ordered.setdefault(group["name"], []).append(skill)
        for group in groups:  # items the regrouping did not know stay in their own group
            for skill in group["skills"]:
                if skill.lower() not in placed:
                    ordered.setdefault(group["name"], []).append(skill)
        groups = [{"name": name, "skills": skills} for name, skills in ordered.items()]
    data["skills"] = [group for group in groups if group["skills"]]
