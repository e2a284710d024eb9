"""Reading order of a page's text segments: columns and sidebars column by column, everything else row by row.

A page is cut recursively. In a region, every x where a vertical gutter could run is tried: the rows that no
segment crosses at that x form runs. The longest run whose two sides are both flowing text (consecutive lines
at most a blank line apart) becomes a column split: what is above, the left column, the right column and what
is below are then read in that order, each one cut again. Runs that are tables rather than columns stay rows:
when nearly every segment on both sides has a partner on the same baseline across the gutter (a table), when a
short side is all paired and the other side goes on above and below it (a skills grid inside a column), when
one side is set flush right (dates and places against the right margin), or when one side is sparse (dates to
the left of each job as in moderncv, or spread beside entries).

Section headings set in a left margin, level with the first line of their section ('WORK' beside the first job),
are found first, from the rows alone: each is put on a line of its own before its section, a heading wrapped over
two lines read whole. Read as a column they would be cut off from what they head.

When there is nothing above the columns and the right column opens with the page's largest text (the name at
the top of a right-hand sidebar), that column is read first, as the header it is.

Known limit: a short full-width line below two columns (which crosses no gutter) is read with the column it
sits under.
"""

import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from vitae.documents.pdf_segments import TextSegment

# Segments share a row when they overlap vertically by at least this share of the smaller one.
_ROW_OVERLAP = 0.5
# Narrower white space than this (in points) between two segments is a word gap, not a gutter.
_MIN_GUTTER_POINTS = 6.0
_MIN_COLUMN_ROWS = 3
# A side whose consecutive lines are further apart than this (in line heights) is not a flowing column.
_MAX_FLOWING_GAP_LINES = 2.5
# When this share of both sides' segments has a partner on the same row across the gutter, it is a table.
_TABLE_PAIRED_SHARE = 0.9
# Segments whose edges lie within this distance (points) are aligned on that edge.
_ALIGNMENT_TOLERANCE = 2.0
_ALIGNED_SHARE = 0.75
_MAX_LABEL_CHARACTERS = 30
_MAX_SEGMENTS_FOR_COLUMNS = 2_000
# A column whose first lines hold text this much larger than anything in the other column carries the title.
_TITLE_SIZE_RATIO = 1.5
_TITLE_WITHIN_FIRST_LINES = 2
# A heading in a margin column wrapped over lines no further apart than this share of a line's height is one heading.
_WRAPPED_HEADING_GAP = 0.6
# Segments on one row further apart than this (in ems) are separate fields: joined with a tab, not a space.
_FIELD_GAP_EMS = 1.5


@dataclass(frozen=True)
class Row:
    """Segments on one baseline, left to right."""

    segments: tuple[TextSegment, ...]

    @property
    def top(self) -> float:
        return min(segment.top for segment in self.segments)

    @property
    def bottom(self) -> float:
        return max(segment.bottom for segment in self.segments)

    @property
    def x0(self) -> float:
        return self.segments[0].x0

    @property
    def lead(self) -> TextSegment:
        """The segment that starts the line's words (a bullet drawn apart does not count): it sets size and weight."""
        return next((s for s in self.segments if any(c.isalnum() for c in s.text)), self.segments[0])

    @property
    def font_size(self) -> float:
        return self.lead.font_size

    @property
    def bold(self) -> bool:
        return self.lead.bold

    @property
    def text(self) -> str:
        parts = [self.segments[0].text]
        for previous, current in zip(self.segments, self.segments[1:], strict=False):
            wide = current.x0 - previous.x1 > _FIELD_GAP_EMS * max(previous.font_size, current.font_size)
            parts.append("\t" if wide else " ")
            parts.append(current.text)
        return "".join(parts)


def reading_order(segments: Sequence[TextSegment]) -> list[list[Row]]:
    """The page's text as flows (a column, or the part above or below columns), each a list of rows in order."""
    if not segments:
        return []
    rows = group_rows(segments)
    with_headings_apart = _margin_headings_apart(rows)
    if with_headings_apart is not rows:
        return [with_headings_apart]
    # Finding columns compares every candidate gutter with every row: pages of thousands of lines are not
    # resumes, and are read row by row rather than searched at length.
    split = _best_column_split(rows) if len(segments) <= _MAX_SEGMENTS_FOR_COLUMNS else None
    if split is None:
        return [rows]
    above, left, right, below = split
    first, second = (right, left) if not above and _opens_with_the_title(right, left) else (left, right)
    flows: list[list[Row]] = []
    for part in (above, first, second, below):
        flows.extend(reading_order(part))
    return flows


def _is_margin_label(segment: TextSegment) -> bool:
    return (segment.bold or segment.text.isupper()) and len(segment.text) <= _MAX_LABEL_CHARACTERS


def _margin_headings_apart(rows: list[Row]) -> list[Row]:
    """Rows that open with a section heading in a left margin ('WORK<gap>Acme Corp ...') split into the heading, on
    a line of its own, and the rest of the row; `rows` itself when the page has no such margin. The margin holds
    nothing but its headings (short, in bold or capitals, at the left edge), each level with a line of a content
    column whose other lines (at least as many as the margin's) start at the same edge. A sidebar, a column of
    dates or a table of labels and values has other text beside the content column: left to the column search."""
    left_edge = min((row.x0 for row in rows), default=0.0)
    beside = {
        index: row.segments[1].x0
        for index, row in enumerate(rows)
        if len(row.segments) >= 2
        and abs(row.x0 - left_edge) <= _ALIGNMENT_TOLERANCE
        and row.segments[1].x0 - row.segments[0].x1 > _MIN_GUTTER_POINTS
    }
    labelled = {index for index in beside if _is_margin_label(rows[index].segments[0])}
    if not labelled:
        return rows
    content_edge = statistics.median(beside[index] for index in labelled)
    at_edge = {index for index, edge in beside.items() if abs(edge - content_edge) <= _ALIGNMENT_TOLERANCE}
    starting_at_edge = sum(1 for row in rows if abs(row.x0 - content_edge) <= _ALIGNMENT_TOLERANCE)
    if at_edge != labelled or starting_at_edge < len(labelled):
        return rows
    result: list[Row] = []
    block: list[TextSegment] = []
    block_at = -1  # where the heading being gathered stands in `result`
    for index, row in enumerate(rows):
        label = row.segments[0]
        # A heading wrapped over two lines of the margin is one heading; its second line may stand alone.
        wrapped = (
            bool(block)
            and (index in labelled or len(row.segments) == 1 and _is_margin_label(label))
            and abs(row.x0 - left_edge) <= _ALIGNMENT_TOLERANCE
            and label.top - block[-1].bottom <= _WRAPPED_HEADING_GAP * label.height
        )
        if wrapped:
            block.append(label)
            result[block_at] = Row(tuple(block))
        elif index in labelled:
            block, block_at = [label], len(result)
            result.append(Row((label,)))
        else:
            block = []
            result.append(row)
            continue
        if len(row.segments) > 1:
            result.append(Row(row.segments[1:]))
    return result


def _opens_with_the_title(column: list[TextSegment], other: list[TextSegment]) -> bool:
    """A right-hand sidebar that starts with the page's largest text (the name) is read first, as a header."""
    title = max(column, key=lambda segment: segment.font_size)
    opening = sorted(column, key=lambda segment: segment.top)[:_TITLE_WITHIN_FIRST_LINES]
    return title in opening and title.font_size >= _TITLE_SIZE_RATIO * max(segment.font_size for segment in other)


def group_rows(segments: Iterable[TextSegment]) -> list[Row]:
    """Segments that overlap vertically by at least half the smaller one share a row; rows top to bottom."""
    rows: list[_OpenRow] = []
    for segment in sorted(segments, key=lambda segment: (segment.top, segment.x0)):
        if rows and rows[-1].takes(segment):
            rows[-1].add(segment)
        else:
            rows.append(_OpenRow(segment))
    return [Row(tuple(sorted(row.members, key=lambda segment: segment.x0))) for row in rows]


class _OpenRow:
    """A row being gathered, with its extent kept up to date (this runs for every candidate split)."""

    __slots__ = ("bottom", "members", "smallest", "top")

    def __init__(self, segment: TextSegment) -> None:
        self.members = [segment]
        self.top = segment.top
        self.bottom = segment.bottom
        self.smallest = segment.height

    def takes(self, segment: TextSegment) -> bool:
        overlap = min(self.bottom, segment.bottom) - max(self.top, segment.top)
        return overlap > 0 and overlap >= min(self.smallest, segment.height) * _ROW_OVERLAP

    def add(self, segment: TextSegment) -> None:
        self.members.append(segment)
        self.top = min(self.top, segment.top)
        self.bottom = max(self.bottom, segment.bottom)
        self.smallest = min(self.smallest, segment.height)


@dataclass(frozen=True)
class _Run:
    first: int  # index of the first row of the run
    last: int  # index of the last row (inclusive)
    gutter: float
    left: list[TextSegment]
    right: list[TextSegment]
    gutter_width: float


def _best_column_split(
    rows: list[Row],
) -> tuple[list[TextSegment], list[TextSegment], list[TextSegment], list[TextSegment]] | None:
    best: _Run | None = None
    for gutter in _candidate_gutters(rows):
        for run in _runs_at(rows, gutter):
            if not _is_column_split(run, rows):
                continue
            if best is None or (run.last - run.first, run.gutter_width) > (best.last - best.first, best.gutter_width):
                best = run
    if best is None:
        return None
    above = [segment for row in rows[: best.first] for segment in row.segments]
    below = [segment for row in rows[best.last + 1 :] for segment in row.segments]
    return above, best.left, best.right, below


def _candidate_gutters(rows: list[Row]) -> list[float]:
    """Just left of where a segment starts: a column's left edge is where its lines begin."""
    region_left = min(row.x0 for row in rows)
    edges = {round(segment.x0) for row in rows for segment in row.segments}
    return sorted(edge - 0.5 for edge in edges if edge > region_left + _MIN_GUTTER_POINTS)


def _runs_at(rows: list[Row], gutter: float) -> Iterable[_Run]:
    first: int | None = None
    left: list[TextSegment] = []
    right: list[TextSegment] = []
    for index, row in enumerate([*rows, None]):
        crossed = row is None or any(segment.x0 < gutter < segment.x1 for segment in row.segments)
        if not crossed and row is not None:
            if first is None:
                first, left, right = index, [], []
            for segment in row.segments:
                (left if segment.x1 <= gutter else right).append(segment)
            continue
        if first is not None and left and right:
            width = min(segment.x0 for segment in right) - max(segment.x1 for segment in left)
            yield _Run(first, index - 1, gutter, left, right, width)
        first = None


def _is_column_split(run: _Run, rows: list[Row]) -> bool:
    if run.last - run.first + 1 < _MIN_COLUMN_ROWS or run.gutter_width < _MIN_GUTTER_POINTS:
        return False
    for side, is_right_side in ((run.left, False), (run.right, True)):
        lines = group_rows(side)
        if len(lines) < _MIN_COLUMN_ROWS or not _is_flowing(lines) or _is_label_column(side, is_right_side):
            return False  # stray fragments, or dates and places beside entries: not a column of text
    run_rows = rows[run.first : run.last + 1]
    left_paired = _paired_share(run.left, run_rows, run.gutter, left_side=True)
    right_paired = _paired_share(run.right, run_rows, run.gutter, left_side=False)
    if left_paired >= _TABLE_PAIRED_SHARE and right_paired >= _TABLE_PAIRED_SHARE:
        return False  # a table: every line has its partner across the gutter, so its rows belong together
    # A grid inside a column (skills in two columns): a short side, all paired, with the other side going on
    # above and below it. Columns that merely line up are about as long as each other.
    shorter, shorter_paired, longer = (
        (run.left, left_paired, run.right) if len(run.left) < len(run.right) else (run.right, right_paired, run.left)
    )
    if shorter_paired >= _TABLE_PAIRED_SHARE and len(group_rows(shorter)) * 2 <= len(group_rows(longer)):
        top = min(segment.top for segment in shorter)
        bottom = max(segment.bottom for segment in shorter)
        above = any(segment.bottom <= top for segment in longer)
        below = any(segment.top >= bottom for segment in longer)
        return not (above and below)
    return True


def _paired_share(side: list[TextSegment], run_rows: list[Row], gutter: float, *, left_side: bool) -> float:
    paired = 0
    for row in run_rows:
        on_this_side = [s for s in row.segments if (s.x1 <= gutter) == left_side]
        across = any((s.x1 <= gutter) != left_side for s in row.segments)
        if across:
            paired += len(on_this_side)
    return paired / len(side)


def _is_flowing(lines: list[Row]) -> bool:
    """Consecutive lines mostly follow each other at about one line's distance."""
    if len(lines) < 2:
        return False
    line_height = statistics.median(line.bottom - line.top for line in lines)
    gaps = [current.top - previous.bottom for previous, current in zip(lines, lines[1:], strict=False)]
    return statistics.median(gaps) <= _MAX_FLOWING_GAP_LINES * line_height - line_height


def _is_label_column(side: list[TextSegment], is_right_side: bool) -> bool:
    """Flush right: dates or places set against a margin or a gutter, never a column of prose.

    Flush left as well is a text column, unless it is short repeated items at the right of the page ("Seoul"
    on every entry line)."""
    if _aligned_share([segment.x1 for segment in side]) < _ALIGNED_SHARE:
        return False
    if _aligned_share([segment.x0 for segment in side]) < _ALIGNED_SHARE:
        return True
    texts = [segment.text for segment in side]
    repeated = len(set(texts)) * 2 <= len(texts)
    return is_right_side and repeated and statistics.median(len(text) for text in texts) <= _MAX_LABEL_CHARACTERS


def _aligned_share(edges: list[float]) -> float:
    """Share of edges that fall within the tolerance of the most common edge."""
    best = max(sum(1 for other in edges if abs(other - edge) <= _ALIGNMENT_TOLERANCE) for edge in edges)
    return best / len(edges)
