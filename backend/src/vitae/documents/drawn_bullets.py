"""List bullets drawn as shapes (browsers print a <ul> disc as a small filled circle) become "•" text.

A mark counts as a bullet when it is a small, roughly round filled shape standing alone (at most half the font
size: icons are bigger, or made of overlapping shapes) on a text line, just left of where the line's words
begin, with no text right before it (skill-level dots between words stay shapes).
"""

from dataclasses import dataclass, replace

from vitae.documents.pdf_segments import TextSegment

_MIN_MARK_POINTS = 1.5
_MAX_MARK_EMS = 0.5
_MAX_ASPECT_RATIO = 1.6
# The bullet sits within this many ems before the text it marks.
_MAX_GAP_EMS = 2.0
# No text may end within this many ems before the mark.
_CLEAR_BEFORE_EMS = 1.0
# A resume page has a few dozen filled shapes at most (bullets, rules, icons).
_MAX_MARKS_PER_PAGE = 1_000


@dataclass(frozen=True)
class Mark:
    """A filled shape's box, in the same top-down coordinates as text segments."""

    x0: float
    x1: float
    top: float
    bottom: float

    @property
    def size(self) -> float:
        return max(self.x1 - self.x0, self.bottom - self.top)

    def overlaps(self, other: "Mark") -> bool:
        return self.x0 < other.x1 and other.x0 < self.x1 and self.top < other.bottom and other.top < self.bottom

    def is_round_enough(self) -> bool:
        width, height = self.x1 - self.x0, self.bottom - self.top
        return min(width, height) >= _MIN_MARK_POINTS and self.size <= _MAX_ASPECT_RATIO * min(width, height)


def with_drawn_bullets(marks: list[Mark], segments: list[TextSegment]) -> list[TextSegment]:
    """The segments, those that a drawn bullet marks starting with "• " (and reaching left to the bullet)."""
    if len(marks) > _MAX_MARKS_PER_PAGE:
        return segments  # a drawing, not a list: and each mark is compared with every other one
    marks_before: dict[int, list[Mark]] = {}
    for mark in marks:
        if not mark.is_round_enough() or any(other is not mark and other.overlaps(mark) for other in marks):
            continue  # odd shapes, and the parts of an icon (a dot inside a location pin)
        middle = (mark.top + mark.bottom) / 2
        on_line = [index for index, segment in enumerate(segments) if segment.top <= middle <= segment.bottom]
        crowded = any(
            0 <= mark.x0 - segments[index].x1 <= _CLEAR_BEFORE_EMS * segments[index].font_size
            or segments[index].x0 < mark.x0 < segments[index].x1
            for index in on_line
        )
        following = [
            index
            for index in on_line
            if 0 <= segments[index].x0 - mark.x1 <= _MAX_GAP_EMS * segments[index].font_size
            and mark.size <= _MAX_MARK_EMS * segments[index].font_size
        ]
        if following and not crowded:
            marked = min(following, key=lambda index: segments[index].x0)
            marks_before.setdefault(marked, []).append(mark)
    result = list(segments)
    for index, found in marks_before.items():
        if len(found) == 1:  # several shapes before one text are an icon drawn in parts
            segment = segments[index]
            result[index] = replace(segment, text=f"• {segment.text}", x0=found[0].x0)
    return result
