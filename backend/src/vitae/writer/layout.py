"""The enhanced text in the resume's own layout: the original text, with each change written where its words
stand.

The standard layout is written from the parsed structure, so whatever the parser misread (a column read across, a
label taken for a heading) is written as it was read. When that makes the enhanced version score lower than the
original, the original text is kept and only changed in place: every line the candidate wrote stays where it was.
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass

from vitae.render.text import BULLET
from vitae.writer.models import Improvement, ImprovementKind, TextEdit


@dataclass(frozen=True)
class _Replacement:
    start: int
    end: int
    text: str


def in_original_layout(source_text: str, improvements: Sequence[Improvement]) -> tuple[str, list[Improvement]]:
    """The source text with the text edits of `improvements` made in place, and the improvements that found their
    place. An entry's bullets put in a new order trade places as written, each with its edits, when every one of
    them stands in the source in one run and in the entry's order. Other changes of structure (bullets from a
    paragraph, regrouped skills) and edits of a field whose words the source does not hold in one run (a value the
    parser put together from several lines) are left out."""
    by_target: dict[str, list[Improvement]] = {}
    for improvement in improvements:
        # A skill listed twice is left as written: its two mentions cannot be told apart in the original text.
        if improvement.edit is not None and improvement.kind is not ImprovementKind.SKILLS_DEDUPE:
            by_target.setdefault(improvement.target, []).append(improvement)
    claimed: list[tuple[int, int]] = []
    replacements: list[_Replacement] = []
    applied: list[Improvement] = []
    for improvement in improvements:
        if improvement.kind is ImprovementKind.BULLET_ORDER and improvement.order is not None:
            moved = _moved_bullets(source_text, improvement, by_target, claimed)
            if moved is not None:
                replacements.extend(moved[0])
                applied.extend([improvement, *moved[1]])
    for target, changes in by_target.items():
        span = _locate(source_text, changes[0].before, claimed, heading=target.endswith(".heading"))
        if span is None:
            continue
        claimed.append(span)
        bullet = ".bullets." in target
        for change in changes:
            edit = change.edit
            if edit is None:
                continue
            replacements.append(_mapped(source_text, span, change.before, edit, bullet))
            applied.append(change)
    return _replaced(source_text, replacements), applied


def _replaced(text: str, replacements: Sequence[_Replacement]) -> str:
    for replacement in sorted(replacements, key=lambda item: item.start, reverse=True):
        text = text[: replacement.start] + replacement.text + text[replacement.end :]
    return text


def _moved_bullets(
    source_text: str,
    order: Improvement,
    by_target: dict[str, list[Improvement]],
    claimed: list[tuple[int, int]],
) -> tuple[list[_Replacement], list[Improvement]] | None:
    """The replacements that put an entry's bullets in their new order where they stand, each carrying its own
    edits; and those edits (taken from `by_target`). None when a bullet is not found in one run after the one
    before it."""
    bullets = order.before.split("\n")
    if order.order is None or sorted(order.order) != list(range(len(bullets))):
        return None
    spans: list[tuple[int, int]] = []
    for bullet in bullets:
        span = _locate(source_text, bullet, [*claimed, *spans], heading=False)
        if span is None or (spans and span[0] < spans[-1][1]):
            return None
        spans.append(span)
    pieces: list[str] = []
    edits: list[Improvement] = []
    for index, (start, end) in enumerate(spans):
        own: list[_Replacement] = []
        for change in by_target.pop(f"{order.target}.{index}", []):
            if change.edit is not None:
                found = _mapped(source_text, (start, end), change.before, change.edit, True)
                own.append(_Replacement(found.start - start, found.end - start, found.text))
                edits.append(change)
        pieces.append(_replaced(source_text[start:end], own))
    claimed.extend(spans)
    return [
        _Replacement(start, end, pieces[source]) for (start, end), source in zip(spans, order.order, strict=True)
    ], edits


def _locate(text: str, value: str, claimed: list[tuple[int, int]], *, heading: bool) -> tuple[int, int] | None:
    """Where the words of `value` stand in `text`, in one run, outside the spans other fields took."""
    words = value.split()
    if not words:
        return None
    pattern = r"\s+".join(re.escape(word) for word in words)
    if heading:
        pattern = rf"(?m)^[ \t]*{pattern}(?=[ \t:]*$)"
    for match in re.finditer(rf"(?<![\w]){pattern}(?![\w])" if not heading else pattern, text):
        start = match.start() + (len(match.group()) - len(match.group().lstrip()) if heading else 0)
        if not any(start < end and other < match.end() for other, end in claimed):
            return start, match.end()
    return None


def _mapped(text: str, span: tuple[int, int], value: str, edit: TextEdit, bullet: bool) -> _Replacement:
    """An edit of the field's value as a replacement in the source, word for word (the source may wrap the value
    over lines). A line break an edit adds to a bullet starts a new bullet line."""
    value_words = [(match.start(), match.end()) for match in re.finditer(r"\S+", value)]
    source_words = [
        (span[0] + match.start(), span[0] + match.end()) for match in re.finditer(r"\S+", text[span[0] : span[1]])
    ]

    def position(offset: int) -> int:
        for (value_start, value_end), (source_start, _) in zip(value_words, source_words, strict=True):
            if offset <= value_end:
                return source_start + max(0, offset - value_start)
        return source_words[-1][1] + (offset - value_words[-1][1])

    replacement = edit.text.replace("\n", "\n" + BULLET) if bullet else edit.text
    return _Replacement(position(edit.start), position(edit.end), replacement)
