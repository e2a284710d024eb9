"""Where an entry's description lines were written among its bullets.

The parser keeps an entry's prose and its bullets apart, so an entry that writes a sub-heading over each run of its
bullets ('Quality Management:', its bullets, 'Risk Management:', its bullets) would be written with every
sub-heading first and every bullet after them, each bullet moved out from under the line it belonged to. The lines
of the entry's section say where each one stood; the entry keeps that as its description's positions, which every
export follows.
"""

from vitae.resume.model import Entry, ParsedResume, SectionKind
from vitae.writer.placement import normalise

ENTRY_FIELDS: dict[SectionKind, str] = {
    SectionKind.EXPERIENCE: "work",
    SectionKind.EDUCATION: "education",
    SectionKind.PROJECTS: "projects",
    SectionKind.CERTIFICATIONS: "certifications",
}
_KEY_WORDS = 6  # a line the parser changed (a broken word mended) is still found by its first words


def in_written_order(resume: ParsedResume) -> ParsedResume:
    """The resume with every entry whose description lines stood between its bullets keeping their places."""
    update: dict[str, object] = {}
    for kind, field_name in ENTRY_FIELDS.items():
        entries: list[Entry] = getattr(resume, field_name)
        lines = [line for section in resume.sections if section.kind is kind for line in section.lines]
        ordered = _ordered(entries, _Stream(lines))
        if ordered != entries:
            update[field_name] = ordered
    return resume.model_copy(update=update) if update else resume


class _Stream:
    """The words of a section's lines in reading order, to find where a piece of an entry stands."""

    def __init__(self, lines: list[str]) -> None:
        self.text = " " + " ".join(words for words in map(normalise, lines) if words) + " "

    def find(self, value: str, start: int) -> int | None:
        words = normalise(value).split()
        if not words:
            return None
        for key in (words, words[:_KEY_WORDS]):
            found = self.text.find(f" {' '.join(key)} ", start)
            if found >= 0:
                return found
        return None


def _ordered(entries: list[Entry], stream: _Stream) -> list[Entry]:
    cursor = 0
    ordered = []
    for entry in entries:
        lines = entry.description.split("\n")
        paragraphs = [stream.find(paragraph, cursor) for paragraph in lines]
        bullets = [stream.find(bullet, cursor) for bullet in entry.bullets]
        found = [at for at in (*paragraphs, *bullets) if at is not None]
        # The next entry is written after this one begins: a line found before that is another's.
        cursor = min(found, default=cursor)
        update: dict[str, object] = {}
        order = _written_order(paragraphs)
        if order != sorted(order):
            # A line put back at the end of the description (a link the parser left out) goes where it stood.
            lines, paragraphs = [lines[index] for index in order], [paragraphs[index] for index in order]
            update["description"] = "\n".join(lines)
        positions = _positions(paragraphs, bullets) if entry.description.strip() else []
        if any(positions):
            update["description_positions"] = positions
        ordered.append(entry.model_copy(update=update) if update else entry)
    return ordered


def _written_order(found: list[int | None]) -> list[int]:
    """The indices of the description's lines in the order they were written; a line not found stays after the
    one before it."""
    keys: list[tuple[int, int]] = []
    for index, at in enumerate(found):
        keys.append((at if at is not None else keys[-1][0] if keys else -1, index))
    return [index for _, index in sorted(keys)]


def _positions(paragraphs: list[int | None], bullets: list[int | None]) -> list[int]:
    """For each description line, the bullets written above it; a line not found stays after the one before it,
    and a bullet not found stands where the bullet before it (else after it) does."""
    filled: list[int] = []
    for index, at in enumerate(bullets):
        after = next((later for later in bullets[index:] if later is not None), None)
        value = at if at is not None else (filled[-1] if filled else after)
        if value is None:
            return []
        filled.append(value)
    positions: list[int] = []
    for at in paragraphs:
        above = positions[-1] if positions else 0
        if at is not None:
            above = max(above, sum(bullet < at for bullet in filled))
        positions.append(above)
    return positions
