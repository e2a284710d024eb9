"""Reading order on synthetic page layouts (top-down coordinates, points)."""

from vitae.documents.pdf_segments import TextSegment
from vitae.documents.reading_order import Row, reading_order


def _segment(text: str, x0: float, top: float, width: float | None = None, size: float = 10) -> TextSegment:
    return TextSegment(text, x0, x0 + (width or len(text) * size * 0.5), top, top + size, size, False)


def _read(segments: list[TextSegment]) -> list[str]:
    return [row.text for flow in reading_order(segments) for row in flow]


def _flows(segments: list[TextSegment]) -> list[list[Row]]:
    return reading_order(segments)


def test_sidebar_and_main_column_read_column_by_column() -> None:
    header = [_segment("Maria Lopez", 40, 40, size=20), _segment("Data Engineer and team lead in Madrid", 40, 70)]
    # Ragged right edges, as set text has.
    sidebar = [_segment(f"Sidebar line {index}", 40, 100 + index * 14, width=90 + index * 5) for index in range(8)]
    main = [_segment(f"Main column line {index}", 200, 104 + index * 12, width=250 + index * 7) for index in range(12)]
    footer = [_segment("References are available on request from former managers and clients", 40, 300, width=460)]
    texts = _read(header + sidebar + main + footer)
    assert texts == (
        ["Maria Lopez", "Data Engineer and team lead in Madrid"]
        + [f"Sidebar line {index}" for index in range(8)]
        + [f"Main column line {index}" for index in range(12)]
        + ["References are available on request from former managers and clients"]
    )
    assert len(_flows(header + sidebar + main + footer)) == 4


def test_two_columns_with_aligned_baselines_and_unequal_lengths() -> None:
    left = [_segment(f"Skill {index}", 40, 100 + index * 12, width=60 + index * 4) for index in range(9)]
    right = [_segment(f"Experience detail {index}", 200, 100 + index * 12, width=250 + index * 9) for index in range(7)]
    texts = _read(left + right)
    assert texts == [f"Skill {index}" for index in range(9)] + [f"Experience detail {index}" for index in range(7)]


def test_dates_flush_right_beside_entries_stay_on_their_rows() -> None:
    segments = []
    for entry in range(4):
        top = 100 + entry * 60
        segments.append(_segment(f"Company {entry}", 40, top, width=100))
        segments.append(
            _segment(f"20{10 + entry} – 20{11 + entry}", 500 - entry % 2 * 4, top, width=60 + entry % 2 * 4)
        )
        segments.append(_segment(f"Job title {entry}", 40, top + 12, width=90))
        segments.append(_segment(f"• Did a short thing {entry}", 46, top + 24, width=150))
    texts = _read(segments)
    assert texts[0] == "Company 0\t2010 – 2011"
    assert texts[1:3] == ["Job title 0", "• Did a short thing 0"]
    assert texts[3] == "Company 1\t2011 – 2012"


def test_date_labels_left_of_entries_stay_on_their_rows() -> None:
    segments = []
    for entry in range(4):
        top = 100 + entry * 70
        segments.append(_segment(f"20{10 + entry} – 20{11 + entry}", 100 - entry * 3, top, width=60 + entry * 3))
        segments.append(_segment(f"Engineer at Company {entry}", 180, top, width=200))
        for bullet in range(3):
            segments.append(_segment(f"• Achievement {entry}.{bullet}", 180, top + 14 + bullet * 14, width=250))
    texts = _read(segments)
    assert texts[0] == "2010 – 2011\tEngineer at Company 0"
    assert texts[4] == "2011 – 2012\tEngineer at Company 1"


def test_a_table_reads_row_by_row() -> None:
    segments = []
    for row in range(6):
        segments.append(_segment(f"Skill {row}", 40, 100 + row * 14, width=80))
        segments.append(_segment(f"Level {row}", 200, 100 + row * 14, width=60))
    assert _read(segments) == [f"Skill {row}\tLevel {row}" for row in range(6)]


def test_close_segments_on_a_row_join_with_a_space() -> None:
    segments = [_segment("•", 40, 100, width=4), _segment("Led the migration", 48, 100, width=100)]
    assert _read(segments) == ["• Led the migration"]


def test_row_layout_hints_come_from_the_first_words() -> None:
    bold_title = TextSegment("Initech", 40, 90, 100, 112, 12, True)
    place = TextSegment("Austin, Texas, United States", 400, 101, 550, 111, 9, False)
    row = _flows([bold_title, place])[0][0]
    assert row.bold and row.font_size == 12 and row.x0 == 40


def test_sidebar_items_a_line_apart_still_form_a_column() -> None:
    """Browsers print a sidebar of short paragraphs with a blank line's margin between them."""
    sidebar = [_segment(f"Sidebar item {index}", 40, 100 + index * 20, width=70 + index * 3) for index in range(10)]
    main = [_segment(f"Main text line {index}", 220, 104 + index * 12, width=260 + index * 5) for index in range(8)]
    assert _read(sidebar + main) == [text.text for text in sidebar] + [text.text for text in main]


def test_a_grid_inside_a_column_reads_row_by_row() -> None:
    column = [_segment("Skills", 40, 100, width=50, size=12)]
    grid = []
    for row, (left, right) in enumerate([("Go", "Python"), ("PostgreSQL", "Kafka"), ("AWS", "Docker")]):
        grid += [_segment(left, 40, 120 + row * 14, width=len(left) * 5), _segment(right, 130, 120 + row * 14)]
    column += [
        _segment(text, 40, 170 + index * 14, width=60 + index * 9)
        for index, text in enumerate(["Languages", "Spanish, English", "Interests", "Cycling, chess"])
    ]
    texts = _read(column + grid)
    assert texts[:4] == ["Skills", "Go\tPython", "PostgreSQL\tKafka", "AWS\tDocker"]
    assert texts[4:] == ["Languages", "Spanish, English", "Interests", "Cycling, chess"]


def test_a_right_sidebar_opening_with_the_name_is_read_first() -> None:
    main = [_segment(f"Experience line {index}", 40, 60 + index * 12, width=250 + index * 4) for index in range(10)]
    sidebar = [_segment("Lena Berg", 400, 60, width=110, size=20)]
    sidebar += [_segment(f"Contact line {index}", 400, 90 + index * 14, width=80 + index * 6) for index in range(6)]
    texts = _read(main + sidebar)
    assert texts[0] == "Lena Berg"
    assert texts[1:7] == [f"Contact line {index}" for index in range(6)]
    assert texts[7] == "Experience line 0"


def test_newspaper_columns_of_similar_lines() -> None:
    left = [_segment(f"Line {index} of text, item {index}", 40, 100 + index * 10, width=110) for index in range(20)]
    right = [
        _segment(f"Line {index} of text, item {index}", 300, 100 + (index - 20) * 10, width=110)
        for index in range(20, 30)
    ]
    assert _read(left + right) == [f"Line {index} of text, item {index}" for index in range(30)]


def test_headings_in_a_left_margin_come_before_the_section_they_stand_beside() -> None:
    # 'WORK EXPERIENCE' wraps over two lines of the margin; each heading is level with its section's first line.
    def heading(text: str, top: float) -> TextSegment:
        return TextSegment(text, 40, 40 + len(text) * 5, top, top + 10, 10, True)

    margin = [heading("WORK", 100), heading("EXPERIENCE", 112), heading("EDUCATION", 200)]
    work = [_segment(f"Work line {index}", 150, 100 + index * 12, width=250 + index * 9) for index in range(6)]
    education = [_segment(f"School line {index}", 150, 200 + index * 12, width=240 + index * 7) for index in range(3)]
    assert _read(margin + work + education) == (
        ["WORK EXPERIENCE"]
        + [f"Work line {index}" for index in range(6)]
        + ["EDUCATION"]
        + [f"School line {index}" for index in range(3)]
    )


def test_a_table_of_labels_and_values_stays_on_its_rows() -> None:
    # Every row labelled ('LANGUAGES  Python, Go'): a table, not headings in a margin.
    labels = ["LANGUAGES", "DATABASES", "CLOUD", "TOOLS"]
    segments = []
    for index, label in enumerate(labels):
        segments.append(TextSegment(label, 40, 40 + len(label) * 5, 100 + index * 12, 110 + index * 12, 10, True))
        segments.append(_segment(f"Value list {index}", 150, 100 + index * 12, width=200))
    assert _read(segments) == [f"{label}\tValue list {index}" for index, label in enumerate(labels)]
